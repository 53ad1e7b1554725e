import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { calendarDate, email, optionalText, text } from '../platform/validation.js';
import { PROJECT_STATUSES } from './project.entity.js';

const fields = {
  address: optionalText(),
  start_date: calendarDate().nullable().optional(),
  end_date: calendarDate().nullable().optional(),
  client_name: optionalText(),
  client_nif: optionalText(32),
  client_email: email().nullable().optional(),
  client_phone: optionalText(40),
  client_address: optionalText(),
};

export const createProjectInput = z.strictObject({ name: text(200), ...fields });

export const updateProjectInput = z.strictObject({
  name: text(200).optional(),
  ...fields,
  status: z.enum(PROJECT_STATUSES).optional(),
});

export const listProjectsQuery = z.strictObject({
  status: z.enum(PROJECT_STATUSES).optional(),
  q: z.string().trim().min(1).max(200).optional(),
  ...pageQuery,
});

/** The arguments of a cost summary's `byBudgetItem` page. */
export const budgetItemCostsQuery = z.strictObject({ ...pageQuery });

export type CreateProjectInput = z.output<typeof createProjectInput>;
export type UpdateProjectInput = z.output<typeof updateProjectInput>;
