import { z } from 'zod';
import { ID_PREFIXES, type IdKind } from './ids.js';

/**
 * Building blocks of the response schemas that sit next to each `*.representation.ts`. They are
 * what `GET /v1/openapi.json` publishes, and the test suite checks every response it receives
 * against them (docs/openapi.md).
 */

export const timestamp = () =>
  z.string().meta({ format: 'date-time', description: 'ISO 8601 UTC with milliseconds.', example: '2026-11-22T07:00:00.000Z' });

export const date = () => z.string().meta({ format: 'date', example: '2026-11-02' });

/** Integer cents: 300141 means 3001.41. */
export const amount = () => z.number().int().meta({ description: 'Integer cents (300141 is 3001.41).', example: 300141 });

export const idField = (kind: IdKind) =>
  z.string().meta({ pattern: `^${ID_PREFIXES[kind]}_[0-9a-z]{26}$`, example: `${ID_PREFIXES[kind]}_01jd8x9c0000000000000000aa` });

export const nullable = <T extends z.ZodType>(schema: T) => schema.nullable();

/** `{"id", "deleted": true}`, the body of a DELETE that removes the resource for good. */
export const deletedObject = z
  .strictObject({ id: z.string(), deleted: z.literal(true) })
  .meta({ id: 'Deleted', description: 'The resource was removed for good.' });

/** `{"id", "deleted": true, "deleted_at"}`, the body of a soft delete. */
export const softDeletedObject = z
  .strictObject({ id: z.string(), deleted: z.literal(true), deleted_at: timestamp() })
  .meta({ id: 'SoftDeleted', description: 'Soft-deleted: restorable for 90 days with POST …/{id}/restore.' });
