import DataLoader from 'dataloader';
import type { ServiceContext } from '../shared/actor.js';
import { getDeliveryNotesByIds } from '../delivery-notes/delivery-note.service.js';
import type { DeliveryNoteRepresentation } from '../delivery-notes/delivery-note.representation.js';
import { getInvoicesByIds } from '../invoices/invoice.service.js';
import type { InvoiceRepresentation } from '../invoices/invoice.representation.js';

interface DocumentLoaders {
  invoices: DataLoader<string, InvoiceRepresentation | null>;
  notes: DataLoader<string, DeliveryNoteRepresentation | null>;
}

const perRequest = new WeakMap<ServiceContext, DocumentLoaders>();

function byId<T extends { id: string }>(load: (ids: readonly string[]) => Promise<T[]>) {
  return async (ids: readonly string[]) => {
    const found = new Map((await load(ids)).map((r) => [r.id, r]));
    return ids.map((id) => found.get(id) ?? null);
  };
}

/**
 * Per-request loaders for the documents GraphQL relations reach (`Invoice.deliveryNotes`,
 * `DeliveryNote.invoices`): the ids asked for in one tick are read in one batch, whatever the
 * number of parents. Uncached (`cache: false`), so a mutation earlier in the same request can
 * never leave a stale copy behind. The batch functions are the services', scope check included.
 */
export function documentLoaders(sc: ServiceContext): DocumentLoaders {
  let loaders = perRequest.get(sc);
  if (!loaders) {
    loaders = {
      invoices: new DataLoader(byId((ids) => getInvoicesByIds(sc, ids)), { cache: false }),
      notes: new DataLoader(byId((ids) => getDeliveryNotesByIds(sc, ids)), { cache: false }),
    };
    perRequest.set(sc, loaders);
  }
  return loaders;
}

/** Loads many through a loader, rethrowing the first failure and dropping ids that vanished. */
export async function loadAll<T>(loader: DataLoader<string, T | null>, ids: readonly string[]): Promise<T[]> {
  const results = await loader.loadMany(ids);
  const failure = results.find((r): r is Error => r instanceof Error);
  if (failure) throw failure;
  return results.filter((r): r is T => r !== null && !(r instanceof Error));
}
