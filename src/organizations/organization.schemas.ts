import { z } from 'zod';
import { SCOPES } from '../platform/actor.js';
import { checkNif, normalizeNif } from '../platform/nif.js';
import { email, text } from '../platform/validation.js';

/**
 * The organization's own tax id as providers' are kept: normalized, and a Spanish-shaped one
 * with a right control character (`invalid_nif` otherwise). An empty value is null (cleared).
 * For any surface that sets it (the CLI today, the web app's organization settings).
 */
export const taxId = () =>
  z
    .string()
    .max(40)
    .transform((raw) => (raw.trim() === '' ? null : normalizeNif(raw)))
    .superRefine((value, ctx) => {
      const result = value === null ? ({ ok: true } as const) : checkNif(value);
      if (!result.ok) ctx.addIssue({ code: 'custom', message: result.reason, params: { code: 'invalid_nif' } });
    });

/** Bootstrap (CLI `create-org`): the organization and where its notices go. */
export const createOrganizationInput = z.strictObject({ name: text(200), email: email() });

/** Bootstrap (CLI `create-key`): one more key of an existing organization. */
export const createKeyInput = z.strictObject({
  organizationId: z.string().min(1),
  mode: z.enum(['test', 'live']),
  scopes: z.array(z.enum(SCOPES)).min(1),
});

/**
 * A fiscal address, within Facturae's lengths (street 80, town 50, province 20); a Spanish one
 * (`ESP`, the default) has a five-digit postal code.
 */
export const fiscalAddress = () =>
  z
    .strictObject({
      street: text(80),
      post_code: text(10),
      town: text(50),
      province: text(20),
      country_code: z
        .string()
        .refine((c) => /^[A-Z]{3}$/.test(c), { message: 'must be an ISO 3166-1 alpha-3 code such as ESP', params: { code: 'invalid_country' } })
        .optional(),
    })
    .transform((a) => ({ ...a, country_code: a.country_code ?? 'ESP' }))
    .superRefine((a, ctx) => {
      if (a.country_code === 'ESP' && !/^\d{5}$/.test(a.post_code)) {
        ctx.addIssue({ code: 'custom', path: ['post_code'], message: 'must be five digits in Spain', params: { code: 'invalid_post_code' } });
      }
    });

/** The settings owners and admins change (and API keys holding `manage:api-keys`). */
export const updateOrganizationInput = z.strictObject({
  name: text(200).optional(),
  notification_email: email().optional(),
  tax_id: taxId().optional(),
  fiscal_address: fiscalAddress().nullable().optional(),
});

/** Bootstrap (CLI `update-org --tax-id`). */
export const taxIdInput = z.strictObject({ organizationId: z.string().min(1), taxId: taxId() });
