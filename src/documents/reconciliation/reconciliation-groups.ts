export const RECONCILIATION_STATUSES = ['unmatched', 'partial', 'matched'] as const;
export type ReconciliationStatus = (typeof RECONCILIATION_STATUSES)[number];

export interface GroupDocument {
  id: string;
  kind: 'invoice' | 'delivery_note';
  subtotalAmount: number;
}

export interface GroupLink {
  invoiceId: string;
  deliveryNoteId: string;
}

/**
 * The reconciliation status rule (docs/invoices-and-reconciliation.md#reconciliation-status), pure: documents linked to each other form
 * connected groups; a document without links is `unmatched`; every document of a group is
 * `matched` when the sum of the group's invoices' `subtotal_amount` equals the sum of its
 * notes' `subtotal_amount`, and `partial` otherwise.
 *
 * `documents` are the live documents to classify and `links` the live links between them
 * (links naming a document not in `documents` are ignored: soft-deleted documents are outside
 * every group). Sums use bigint, so no number of documents can lose precision.
 */
export function reconciliationStatuses(documents: GroupDocument[], links: GroupLink[]): Map<string, ReconciliationStatus> {
  const byId = new Map(documents.map((d) => [d.id, d]));
  const parent = new Map<string, string>(documents.map((d) => [d.id, d.id]));
  const find = (id: string): string => {
    let root = id;
    while (parent.get(root) !== root) root = parent.get(root)!;
    for (let node = id; node !== root; ) {
      const next = parent.get(node)!;
      parent.set(node, root);
      node = next;
    }
    return root;
  };

  const linked = new Set<string>();
  for (const { invoiceId, deliveryNoteId } of links) {
    if (!byId.has(invoiceId) || !byId.has(deliveryNoteId)) continue;
    linked.add(invoiceId).add(deliveryNoteId);
    const [a, b] = [find(invoiceId), find(deliveryNoteId)];
    if (a !== b) parent.set(a, b);
  }

  // Per group: invoices' sum minus notes' sum; zero means matched.
  const balance = new Map<string, bigint>();
  for (const doc of documents) {
    if (!linked.has(doc.id)) continue;
    const root = find(doc.id);
    const amount = BigInt(doc.subtotalAmount);
    balance.set(root, (balance.get(root) ?? 0n) + (doc.kind === 'invoice' ? amount : -amount));
  }

  const statuses = new Map<string, ReconciliationStatus>();
  for (const doc of documents) {
    if (!linked.has(doc.id)) statuses.set(doc.id, 'unmatched');
    else statuses.set(doc.id, balance.get(find(doc.id)) === 0n ? 'matched' : 'partial');
  }
  return statuses;
}
