import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { idOf, queryDate } from '../platform/validation.js';

/**
 * The approved commitment of the same project and provider a document is charged to
 * (docs/commitments.md#documents-and-commitments): optional on create; a PATCH sets (an id) or
 * clears (null) it.
 */
export const documentCommitment = {
  commitment_id: idOf('commitment').nullable().optional(),
};

/** The project and provider a document is created in (both required), and its commitment. */
export const documentReferences = {
  project_id: idOf('project'),
  provider_id: idOf('provider'),
  ...documentCommitment,
};

/** A PATCH may move a document to another project or provider (while it has no links). */
export const documentMoves = {
  project_id: idOf('project').optional(),
  provider_id: idOf('provider').optional(),
};

/**
 * The list query of a document kind: `project_id`, `provider_id`, the kind's own `filters`,
 * `from`/`to` over its date, and the page.
 */
export function documentListQuery<S extends z.ZodRawShape>(filters: S) {
  return z.strictObject({
    ...documentMoves,
    ...filters,
    from: queryDate(),
    to: queryDate(),
    ...pageQuery,
  });
}

/** What every document list query has, whatever the kind's own filters. */
export interface DocumentListQuery {
  project_id?: string;
  provider_id?: string;
  from?: string;
  to?: string;
  cursor?: string;
  limit: number;
}
