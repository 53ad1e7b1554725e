import { ApiKeySchema } from '../api-keys/api-key.entity.js';
import { BudgetBreakdownSchema, BudgetChapterSchema, BudgetItemSchema, BudgetSchema } from '../budgets/budget.entity.js';
import { EventSchema } from '../events/event.entity.js';
import { OrganizationSchema } from '../organizations/organization.entity.js';
import { ProjectSchema } from '../projects/project.entity.js';
import { ProviderSchema } from '../providers/provider.entity.js';

/** Every entity the ORM knows; a new resource adds its schema here. */
export const entities = [
  OrganizationSchema,
  ApiKeySchema,
  EventSchema,
  ProjectSchema,
  ProviderSchema,
  BudgetSchema,
  BudgetChapterSchema,
  BudgetItemSchema,
  BudgetBreakdownSchema,
];
