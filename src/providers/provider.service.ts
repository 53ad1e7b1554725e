import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { containsPattern } from '../platform/text.js';
import { parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import { type Provider, ProviderSchema } from './provider.entity.js';
import {
  type ProviderCounters,
  type ProviderRepresentation,
  type ProviderSummary,
  providerRepresentation,
  providerSummary,
} from './provider.representation.js';
import { findProvider, providerCounters, providerReferences, readProvider, readProviders } from './provider.queries.js';
import { createProviderInput, listProvidersQuery, updateProviderInput } from './provider.schemas.js';

const COLUMNS = {
  name: 'name',
  nif: 'nif',
  email: 'email',
  phone: 'phone',
  address: 'address',
  category: 'category',
} as const satisfies Record<string, keyof Provider>;

/** Representations of several providers with their counters, counted in one statement. */
export async function representProviders(em: EntityManager, providers: Provider[]): Promise<ProviderRepresentation[]> {
  const counters = await providerCounters(em, providers.map((p) => p.id));
  return providers.map((p) => providerRepresentation(p, counters.get(p.id)));
}

async function represent(em: EntityManager, provider: Provider): Promise<ProviderRepresentation> {
  return (await representProviders(em, [provider]))[0];
}

export async function getProvider(sc: ServiceContext, id: string): Promise<ProviderRepresentation> {
  requireScope(sc.actor, 'read:providers');
  return represent(sc.em, await readProvider(sc.em, sc.actor, id));
}

/** `getProvider` without the counters, for GraphQL: `getProviderCounters` reads them when a query selects them. */
export async function getProviderSummary(sc: ServiceContext, id: string): Promise<ProviderSummary> {
  requireScope(sc.actor, 'read:providers');
  return providerSummary(await readProvider(sc.em, sc.actor, id));
}

/**
 * Providers of the caller by id, for GraphQL relations (`Invoice.provider`), in one statement
 * for any number of ids, without their counters (`getProviderCounters` reads those when a query
 * selects them); ids that are not the caller's are absent.
 */
export async function getProviders(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, ProviderSummary>> {
  requireScope(sc.actor, 'read:providers');
  const rows = await readProviders(sc.em, sc.actor, ids);
  return new Map([...rows.values()].map((p) => [p.id, providerSummary(p)]));
}

/** The counters of providers the caller has read (by id, in one statement); unknown ids are absent. */
export async function getProviderCounters(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, ProviderCounters>> {
  requireScope(sc.actor, 'read:providers');
  return providerCounters(sc.em, ids);
}

/** A page of the caller's providers, filtered and searched as `GET /v1/providers` says, each row represented by `represent`. */
function providerPage<T>(sc: ServiceContext, query: unknown, represent: (rows: Provider[]) => Promise<T[]> | T[]): Promise<ListResult<T>> {
  requireScope(sc.actor, 'read:providers');
  const q = parse(listProvidersQuery, query);
  const page = pageRequest(q, 'prov');
  const qb = sc.em.createQueryBuilder(ProviderSchema, 'p').where(tenant(sc.actor));
  if (q.category) qb.andWhere({ category: q.category });
  if (q.q) {
    qb.andWhere(`f_unaccent(lower(p.name || ' ' || p.nif || ' ' || coalesce(p.email, ''))) like f_unaccent(?)`, [
      containsPattern(q.q),
    ]);
  }
  return keysetPage(qb, 'p', page, byCreatedAt<Provider>(), represent);
}

export function listProviders(sc: ServiceContext, query: unknown): Promise<ListResult<ProviderRepresentation>> {
  return providerPage(sc, query, (rows) => representProviders(sc.em, rows));
}

/** `listProviders` without the counters, for GraphQL: `getProviderCounters` reads them when a query selects them. */
export function listProviderSummaries(sc: ServiceContext, query: unknown): Promise<ListResult<ProviderSummary>> {
  return providerPage(sc, query, (rows) => rows.map(providerSummary));
}

export async function createProvider(sc: ServiceContext, body: unknown): Promise<ProviderRepresentation> {
  requireScope(sc.actor, 'write:providers');
  const input = parse(createProviderInput, body);
  return transaction(sc.em, async (em) => {
    const now = new Date();
    const provider = em.create(ProviderSchema, {
      id: newId('provider'),
      ...tenant(sc.actor),
      name: input.name,
      nif: input.nif,
      email: input.email ?? null,
      phone: input.phone ?? null,
      address: input.address ?? null,
      category: input.category ?? null,
      createdAt: now,
      updatedAt: now,
    });
    await em.flush();
    const representation = await represent(em, provider);
    await recordEvent(em, sc.actor, 'provider.created', representation);
    return representation;
  });
}

export async function updateProvider(sc: ServiceContext, id: string, body: unknown): Promise<ProviderRepresentation> {
  requireScope(sc.actor, 'write:providers');
  const input = parse(updateProviderInput, body);
  return transaction(sc.em, async (em) => {
    const provider = await findProvider(em, sc.actor, id, true);
    const before = await represent(em, provider);
    for (const [field, column] of Object.entries(COLUMNS)) {
      const value = input[field as keyof typeof input];
      if (value !== undefined) (provider as unknown as Record<string, unknown>)[column] = value;
    }
    const after = providerRepresentation(provider, before);
    const previous = changedAttributes(before, after);
    if (Object.keys(previous).length === 0) return before;
    provider.updatedAt = new Date();
    await em.flush();
    const representation = { ...after, updated_at: provider.updatedAt.toISOString() };
    await recordEvent(em, sc.actor, 'provider.updated', representation, previous);
    return representation;
  });
}

export async function deleteProvider(sc: ServiceContext, id: string): Promise<{ id: string; deleted: true }> {
  requireScope(sc.actor, 'write:providers');
  return transaction(sc.em, async (em) => {
    const provider = await findProvider(em, sc.actor, id, true);
    const references = await providerReferences(em, provider.id);
    if (references.invoices_count > 0 || references.delivery_notes_count > 0) {
      throw new AppError(
        'resource_in_use',
        `Provider '${id}' has ${references.invoices_count} invoice(s) and ${references.delivery_notes_count} delivery note(s); it cannot be deleted.`,
        null,
        references,
      );
    }
    const representation = await represent(em, provider);
    em.remove(provider);
    await recordEvent(em, sc.actor, 'provider.deleted', representation);
    return { id: provider.id, deleted: true as const };
  });
}
