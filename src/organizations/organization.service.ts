import type { EntityManager } from '@mikro-orm/postgresql';
import { type Mode, SCOPES, type ServiceContext, requireScope } from '../platform/actor.js';
import { transaction } from '../platform/db/transaction.js';
import { AppError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { parse } from '../platform/validation.js';
import { apiKeyRepresentation } from '../api-keys/api-key.representation.js';
import { issueKey } from '../api-keys/api-key.service.js';
import { type Organization, OrganizationSchema } from './organization.entity.js';
import { organizationRepresentation } from './organization.representation.js';
import { createKeyInput, createOrganizationInput, taxIdInput, updateOrganizationInput } from './organization.schemas.js';

/** Bootstrap (CLI): an organization and one test and one live key holding every scope. */
export async function createOrganization(em: EntityManager, input: { name: string; email: string }) {
  const { name, email: notificationEmail } = parse(createOrganizationInput, input);
  return transaction(em, async (tx) => {
    const org = tx.create(OrganizationSchema, {
      id: newId('organization'),
      name,
      notificationEmail,
      taxId: null,
      createdAt: new Date(),
    });
    const keys = (['test', 'live'] as const).map((mode) => issueKey(tx, org.id, mode, SCOPES));
    return {
      organization: { id: org.id, name: org.name, notification_email: org.notificationEmail },
      api_keys: keys.map(({ key, secret }) => {
        const r = apiKeyRepresentation(key);
        return { id: r.id, mode: r.mode, secret, scopes: r.scopes };
      }),
    };
  });
}

/** Bootstrap (CLI): one more key for an existing organization. */
export async function createKeyForOrganization(
  em: EntityManager,
  input: { organizationId: string; mode: string; scopes: string[] },
) {
  const parsed = parse(createKeyInput, input);
  return transaction(em, async (tx) => {
    const org = await tx.findOne(OrganizationSchema, { id: parsed.organizationId });
    if (!org) throw AppError.notFound('organization', parsed.organizationId);
    const { key, secret } = issueKey(tx, org.id, parsed.mode as Mode, parsed.scopes);
    const r = apiKeyRepresentation(key);
    return { id: r.id, mode: r.mode, secret, scopes: r.scopes };
  });
}

async function findOrganization(em: EntityManager, id: string): Promise<Organization> {
  const org = await em.findOne(OrganizationSchema, { id });
  if (!org) throw AppError.notFound('organization', id);
  return org;
}

/**
 * Who changes the settings: owners and admins (`manage:organization`), and API keys holding
 * `manage:api-keys`, the scope that already makes a key an administrator's.
 */
function requireSettingsAccess(sc: ServiceContext): void {
  requireScope(sc.actor, sc.actor.principal.type === 'user' ? 'manage:organization' : 'manage:api-keys');
}

/** Its settings, as an administrator's API key (`manage:api-keys`) or an owner or admin reads them to change them. */
export async function getOrganizationSettings(sc: ServiceContext) {
  requireSettingsAccess(sc);
  return getOrganization(sc);
}

/** The organization the caller works in (any caller may read it). */
export async function getOrganization(sc: ServiceContext) {
  return organizationRepresentation(await findOrganization(sc.em, sc.actor.organizationId));
}

/**
 * Its settings: `name`, `notification_email`, its own `tax_id` and `fiscal_address` (owners and
 * admins: `manage:organization`; an API key: `manage:api-keys`, the scope that already makes it
 * an administrator's key).
 */
export async function updateOrganization(sc: ServiceContext, body: unknown) {
  requireSettingsAccess(sc);
  const input = parse(updateOrganizationInput, body);
  return transaction(sc.em, async (em) => {
    const org = await findOrganization(em, sc.actor.organizationId);
    if (input.name !== undefined) org.name = input.name;
    if (input.notification_email !== undefined) org.notificationEmail = input.notification_email;
    if (input.tax_id !== undefined) org.taxId = input.tax_id;
    if (input.fiscal_address !== undefined) org.fiscalAddress = input.fiscal_address;
    return organizationRepresentation(org);
  });
}

/**
 * Bootstrap (CLI `update-org --tax-id`): the organization's own NIF/CIF, the buyer on the
 * suppliers' documents it imports, so the importer never takes it for the seller
 * (docs/documents-from-files.md#the-organizations-tax-id). An empty value clears it.
 */
export async function setOrganizationTaxId(em: EntityManager, input: { organizationId: string; taxId: string }) {
  const parsed = parse(taxIdInput, input);
  return transaction(em, async (tx) => {
    const org = await tx.findOne(OrganizationSchema, { id: parsed.organizationId });
    if (!org) throw AppError.notFound('organization', parsed.organizationId);
    org.taxId = parsed.taxId;
    await tx.flush();
    return { organization: { ...organizationRepresentation(org), tax_id: org.taxId } };
  });
}

/** The organization's own tax ids, for the document reader's `buyerNifs`: none until one is set. */
export async function organizationTaxIds(em: EntityManager, organizationId: string): Promise<string[]> {
  const org = await em.findOne(OrganizationSchema, { id: organizationId }, { fields: ['taxId'] });
  return org?.taxId ? [org.taxId] : [];
}
