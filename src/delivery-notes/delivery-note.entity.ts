import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money } from '../db/columns.js';
import { type DocumentRow, documentSchema } from '../documents/document.entity.js';

/** A delivery note (albarán); its `subtotalAmount` is the sum of its lines' `subtotal`, computed by the service. */
export interface DeliveryNote extends DocumentRow {
  deliveryNoteNumber: string;
  deliveryDate: string;
}

export interface DeliveryNoteLine {
  id: string;
  deliveryNoteId: string;
  organizationId: string;
  livemode: boolean;
  /** Order of the line in the note, from 0. */
  position: number;
  description: string;
  quantity: number;
  unit: string;
  unitPrice: number;
  subtotal: number;
  budgetItemId: string | null;
  /** True when the service chose `budgetItemId`, false when the caller set it (or none is set). */
  budgetItemSuggested: boolean;
}

export const DeliveryNoteSchema = documentSchema<DeliveryNote>('DeliveryNote', 'delivery_notes', {
  deliveryNoteNumber: { type: 'string', columnType: 'text' },
  deliveryDate: { type: 'string', columnType: 'date' },
});

export const DeliveryNoteLineSchema = new EntitySchema<DeliveryNoteLine>({
  name: 'DeliveryNoteLine',
  tableName: 'delivery_note_lines',
  properties: {
    id: { type: 'string', primary: true },
    deliveryNoteId: { type: 'string', columnType: 'text' },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    position: { type: 'integer' },
    description: { type: 'string', columnType: 'text' },
    quantity: { type: new DecimalType('number'), columnType: 'numeric(20,6)' },
    unit: { type: 'string', columnType: 'text' },
    unitPrice: money,
    subtotal: money,
    budgetItemId: { type: 'string', columnType: 'text', nullable: true },
    budgetItemSuggested: { type: 'boolean' },
  },
});
