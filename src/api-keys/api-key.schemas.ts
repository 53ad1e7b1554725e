import { z } from 'zod';
import { SCOPES } from '../platform/actor.js';
import { pageQuery } from '../platform/pagination.js';
import { optionalText } from '../platform/validation.js';

/** `POST /v1/api-keys`: the mode defaults to the caller's; the scopes are at most the caller's own. */
export const createKeyInput = z.strictObject({
  mode: z.enum(['test', 'live']).optional(),
  scopes: z.array(z.enum(SCOPES)).min(1).max(SCOPES.length),
  name: optionalText(100),
});

export const listKeysQuery = z.strictObject({ ...pageQuery });
