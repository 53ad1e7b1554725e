import { DecimalType, EntitySchema } from '@mikro-orm/core';
import { money } from '../invoices/invoice.entity.js';
import type { ReconciliationStatus } from '../reconciliation/reconciliation-groups.js';

export interface DeliveryNote {
  id: string;
  organizationId: string;
  livemode: boolean;
  projectId: string;
  providerId: string;
  deliveryNoteNumber: string;
  deliveryDate: string;
  /** The sum of the lines' `subtotal`, computed by the service (DESIGN §5). */
  subtotalAmount: number;
  reconciliationStatus: ReconciliationStatus;
  createdAt: Date;
  updatedAt: Date;
  deletedAt: Date | null;
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

export const DeliveryNoteSchema = new EntitySchema<DeliveryNote>({
  name: 'DeliveryNote',
  tableName: 'delivery_notes',
  properties: {
    id: { type: 'string', primary: true },
    organizationId: { type: 'string' },
    livemode: { type: 'boolean' },
    projectId: { type: 'string', columnType: 'text' },
    providerId: { type: 'string', columnType: 'text' },
    deliveryNoteNumber: { type: 'string', columnType: 'text' },
    deliveryDate: { type: 'string', columnType: 'date' },
    subtotalAmount: money,
    reconciliationStatus: { type: 'string', columnType: 'text' },
    createdAt: { type: 'Date', columnType: 'timestamptz(3)' },
    updatedAt: { type: 'Date', columnType: 'timestamptz(3)' },
    deletedAt: { type: 'Date', columnType: 'timestamptz(3)', nullable: true },
  },
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
