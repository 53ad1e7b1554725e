import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money } from '../../platform/db/columns.js';
import { type DocumentRow, documentSchema } from '../document.entity.js';
import { assignedKey, type ConstraintRules, invalid, reference } from '../../platform/db/database-errors.js';

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
  /** The line of the note's commitment it delivers, if any. */
  commitmentLineId: string | null;
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
    commitmentLineId: { type: 'string', columnType: 'text', nullable: true },
  },
});

/** What the constraints of `delivery_notes` and `delivery_note_lines` mean to a client (docs/api-conventions.md#errors). */
export const deliveryNoteConstraints: ConstraintRules = {
  delivery_note_lines_pkey: assignedKey('line id'),
  delivery_note_lines_delivery_note_id_position_key: assignedKey('line position'),
  delivery_notes_pkey: assignedKey('delivery note id'),
  delivery_note_lines_budget_item_fk: reference('budget_item_id', 'budget item'),
  delivery_note_lines_delivery_note_id_fkey: reference('delivery_note_id', 'delivery note'),
  delivery_note_lines_organization_id_fkey: reference('organization_id', 'organization'),
  delivery_notes_organization_id_fkey: reference('organization_id', 'organization'),
  delivery_notes_project_id_fkey: reference('project_id', 'project'),
  delivery_notes_provider_id_fkey: reference('provider_id', 'provider'),
  delivery_notes_reconciliation_status_check: invalid('reconciliation_status', 'invalid_value', 'is not a reconciliation status'),
};
