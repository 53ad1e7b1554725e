import { z } from 'zod';

/** How many documents one match or unmatch may name. */
export const MAX_MATCH_IDS = 100;

const ids = () => z.array(z.string()).min(1, { error: 'must list at least one id' }).max(MAX_MATCH_IDS);
export const matchInvoiceInput = z.strictObject({ delivery_note_ids: ids() });
export const matchDeliveryNoteInput = z.strictObject({ invoice_ids: ids() });
