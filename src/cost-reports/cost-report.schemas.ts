import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';

/** `GET /v1/projects/{id}/cost-report`: JSON (the default) or `format=csv` for a spreadsheet. */
export const costReportQuery = z.strictObject({
  format: z.enum(['json', 'csv']).optional(),
});

export const listSnapshotsQuery = z.strictObject({ ...pageQuery });
