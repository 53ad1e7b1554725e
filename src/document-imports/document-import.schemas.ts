import { z } from 'zod';
import { pageQuery } from '../platform/pagination.js';
import { idOf } from '../platform/validation.js';
import { DOCUMENT_KINDS, IMPORT_STATUSES } from './document-import.entity.js';

export const importDocumentInput = z.strictObject({
  file_id: idOf('file'),
  project_id: idOf('project'),
  kind: z.enum(DOCUMENT_KINDS),
});

/** A corrected value: checked afterwards exactly as the REST API checks a create. */
const corrected = () => z.unknown().optional();

const providerFields = { provider_id: corrected(), provider_nif: corrected(), provider_name: corrected(), order_number: corrected() };

/**
 * What a person sends to finish an invoice import (`completeDocumentImport`): each field sent
 * replaces what was read, fields left out keep the value read. `provider_id` picks an existing
 * provider; otherwise `provider_nif` finds one, or creates it with `provider_name`.
 */
export const completeInvoiceImportInput = z.strictObject({
  ...providerFields,
  invoice_number: corrected(),
  issue_date: corrected(),
  due_date: corrected(),
  subtotal_amount: corrected(),
  tax_amount: corrected(),
  withholding_amount: corrected(),
  total_amount: corrected(),
  currency: corrected(),
});

/** The same for a delivery note; its subtotal is the sum of its lines, as for the REST API. */
export const completeDeliveryNoteImportInput = z.strictObject({
  ...providerFields,
  delivery_note_number: corrected(),
  delivery_date: corrected(),
  line_items: corrected(),
});

export const listImportsQuery = z.strictObject({
  status: z.enum(IMPORT_STATUSES).optional(),
  kind: z.enum(DOCUMENT_KINDS).optional(),
  project_id: idOf('project').optional(),
  ...pageQuery,
});
