import { z } from 'zod';
import { checkNif, normalizeNif } from '../platform/nif.js';

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
