/** The event catalog (docs/api-conventions.md#event-catalog). Webhook subscriptions are checked against it. */
export const EVENT_TYPES = [
  'project.created',
  'project.updated',
  'project.finished',
  'project.archived',
  'provider.created',
  'provider.updated',
  'provider.deleted',
  'invoice.created',
  'invoice.updated',
  'invoice.paid',
  'invoice.reconciled',
  'invoice.deleted',
  'delivery_note.created',
  'delivery_note.updated',
  'delivery_note.reconciled',
  'delivery_note.deleted',
  'budget.created',
  'budget.sent',
  'budget.accepted',
  'budget.rejected',
  'budget.deleted',
] as const;

export type EventType = (typeof EVENT_TYPES)[number];
