import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { email, optionalText, text } from '../platform/validation.js';
import { PROVIDER_CATEGORIES } from './provider.entity.js';
import { checkNif, normalizeNif } from '../platform/nif.js';

/** A tax id, normalized, with the Spanish control character checked. */
const nif = () =>
  z
    .string()
    .max(40)
    .transform((raw) => normalizeNif(raw))
    .superRefine((value, ctx) => {
      const result = checkNif(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.reason, params: { code: 'invalid_nif' } });
    });

const fields = {
  email: email().nullable().optional(),
  phone: optionalText(40),
  address: optionalText(),
  category: z.enum(PROVIDER_CATEGORIES).nullable().optional(),
};

export const createProviderInput = z.strictObject({ name: text(200), nif: nif(), ...fields });
export const updateProviderInput = z.strictObject({ name: text(200).optional(), nif: nif().optional(), ...fields });

export const listProvidersQuery = z.strictObject({
  q: z.string().trim().min(1).max(200).optional(),
  category: z.enum(PROVIDER_CATEGORIES).optional(),
  ...pageQuery,
});
