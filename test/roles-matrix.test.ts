import {
  type GraphQLField,
  type GraphQLInputType,
  type GraphQLOutputType,
  getNamedType,
  isEnumType,
  isInputObjectType,
  isListType,
  isNonNullType,
  isObjectType,
  isScalarType,
} from 'graphql';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildSchema } from '../src/graphql/server.js';
import { SCOPES } from '../src/platform/actor.js';
import { type TestApp, type TestOrg, startTestApp } from './helpers/harness.js';
import { browserGraphql, createPerson, sessionOf } from './helpers/people.js';

/**
 * Role × operation: every GraphQL mutation of the schema, for each role, is allowed exactly
 * when the role's scopes hold the scope the operation needs. The two tables below are the
 * documented ones (docs/people-and-sessions.md#roles), written out; the mutation list comes
 * from the schema, so a new mutation without a row here fails the test.
 */

const READS = SCOPES.filter((s) => s.startsWith('read:'));
const ALL = [...SCOPES];

/** The documented role → scopes table. */
const ROLE_TABLE: Record<string, string[]> = {
  owner: [...ALL, 'read:members', 'manage:members', 'manage:organization'],
  admin: [...ALL, 'read:members', 'manage:members', 'manage:organization'],
  accountant: [...READS, 'write:invoices', 'write:delivery-notes', 'write:providers', 'write:commitments', 'read:members'],
  site_manager: [...READS, 'write:projects', 'write:budgets', 'write:delivery-notes', 'write:commitments', 'write:certifications', 'read:members'],
  viewer: [...READS, 'read:members'],
};

/** What each mutation needs: a scope, `session` (any signed-in role), or `public` (no sign-in). */
const REQUIRED: Record<string, string> = {
  _noop: 'session',
  createProject: 'write:projects',
  updateProject: 'write:projects',
  archiveProject: 'write:projects',
  restoreProject: 'write:projects',
  createProvider: 'write:providers',
  updateProvider: 'write:providers',
  deleteProvider: 'write:providers',
  createInvoice: 'write:invoices',
  updateInvoice: 'write:invoices',
  deleteInvoice: 'write:invoices',
  restoreInvoice: 'write:invoices',
  matchInvoice: 'write:invoices',
  unmatchInvoice: 'write:invoices',
  createDeliveryNote: 'write:delivery-notes',
  updateDeliveryNote: 'write:delivery-notes',
  deleteDeliveryNote: 'write:delivery-notes',
  restoreDeliveryNote: 'write:delivery-notes',
  matchDeliveryNote: 'write:delivery-notes',
  unmatchDeliveryNote: 'write:delivery-notes',
  createBudget: 'write:budgets',
  importBudget: 'write:budgets',
  updateBudget: 'write:budgets',
  deleteBudget: 'write:budgets',
  createCommitment: 'write:commitments',
  updateCommitment: 'write:commitments',
  // Either scope; the target decides which (none of them: refused naming the first).
  createChangeOrder: 'write:budgets|write:commitments',
  updateChangeOrder: 'write:budgets|write:commitments',
  createCostReportSnapshot: 'write:commitments',
  createCertification: 'write:certifications',
  updateCertification: 'write:certifications',
  issueCertification: 'write:certifications',
  voidCertification: 'write:certifications',
  // Accountants record the client's payment through write:invoices.
  markCertificationPaid: 'write:certifications|write:invoices',
  updateBudgetItem: 'write:budgets',
  // The sample's kind is INVOICE.
  importDocument: 'write:invoices',
  // Either document scope; the import it finds decides which (none of them: refused naming the first).
  completeDocumentImport: 'write:delivery-notes|write:invoices',
  createWebhookEndpoint: 'manage:webhooks',
  updateWebhookEndpoint: 'manage:webhooks',
  deleteWebhookEndpoint: 'manage:webhooks',
  redeliverEvent: 'manage:webhooks',
  createApiKey: 'manage:api-keys',
  revokeApiKey: 'manage:api-keys',
  updateOrganization: 'manage:organization',
  inviteMember: 'manage:members',
  updateMember: 'manage:members',
  removeMember: 'manage:members',
  switchOrganization: 'session',
  setLivemode: 'session',
  acceptInvitation: 'public',
  requestPasswordReset: 'public',
  resetPassword: 'public',
};

const schema = buildSchema();
const mutations = Object.values(schema.getMutationType()!.getFields());

/** A value of `type` that passes GraphQL's own checks (required fields only); the services judge it. */
function sample(type: GraphQLInputType): unknown {
  if (isNonNullType(type)) return sample(type.ofType);
  if (isListType(type)) return [];
  if (isEnumType(type)) return type.getValues()[0].name;
  if (isInputObjectType(type)) {
    return Object.fromEntries(
      Object.values(type.getFields())
        .filter((f) => isNonNullType(f.type))
        .map((f) => [f.name, sample(f.type)]),
    );
  }
  const scalars: Record<string, unknown> = {
    ID: 'x_unknown',
    String: 'x',
    Int: 1,
    Float: 1,
    Boolean: false,
    Cents: 1,
    Date: '2027-01-11',
    DateTime: '2027-01-11T00:00:00.000Z',
    JSON: {},
  };
  if (isScalarType(type) && type.name in scalars) return scalars[type.name];
  throw new Error(`no sample for ${String(type)}`);
}

function selection(type: GraphQLOutputType): string {
  return isObjectType(getNamedType(type)) ? ' { __typename }' : '';
}

/** The operation calling `field` with sample values of its required arguments, and its variables. */
function call(field: GraphQLField<unknown, unknown>): { query: string; variables: Record<string, unknown> } {
  const args = field.args.filter((a) => isNonNullType(a.type));
  const declared = args.map((a) => `$${a.name}: ${String(a.type)}`).join(', ');
  const passed = args.map((a) => `${a.name}: $${a.name}`).join(', ');
  const query = `mutation${declared ? `(${declared})` : ''} { ${field.name}${passed ? `(${passed})` : ''}${selection(field.type)} }`;
  return { query, variables: Object.fromEntries(args.map((a) => [a.name, sample(a.type)])) };
}

let t: TestApp;
let org: TestOrg;
const cookies = new Map<string, string>();

beforeAll(async () => {
  t = await startTestApp();
  org = await t.createOrg('Matriz de Roles');
  for (const role of Object.keys(ROLE_TABLE)) cookies.set(role, await sessionOf(t, await createPerson(t, org, role as never)));
});
afterAll(() => t?.close());

describe('roles × GraphQL mutations', () => {
  it('has a documented requirement for every mutation of the schema, and none for a mutation that does not exist', () => {
    const names = mutations.map((m) => m.name);
    expect(names.filter((n) => !(n in REQUIRED))).toEqual([]);
    expect(Object.keys(REQUIRED).filter((n) => !names.includes(n))).toEqual([]);
  });

  it.each(Object.keys(ROLE_TABLE))('gives a %s session exactly the documented scopes', async (role) => {
    const res = await browserGraphql(t, cookies.get(role)!, `{ viewer { role scopes } }`);
    expect(res.body.data.viewer.role).toBe(role.toUpperCase());
    expect(res.body.data.viewer.scopes).toEqual([...ROLE_TABLE[role]].sort());
  });

  it.each(Object.keys(ROLE_TABLE))('lets a %s run a mutation exactly when its scopes allow it', async (role) => {
    const outcomes: string[] = [];
    for (const field of mutations) {
      const { query, variables } = call(field);
      const res = await browserGraphql(t, cookies.get(role)!, query, variables);
      const error = res.body.errors?.[0];
      const needed = REQUIRED[field.name];
      const anyOf = needed.split('|');
      const allowed = needed === 'session' || needed === 'public' || anyOf.some((scope) => ROLE_TABLE[role].includes(scope));
      const refused = res.status === 200 && error?.extensions?.code === 'insufficient_scope';
      if (allowed && (refused || res.status !== 200)) outcomes.push(`${field.name}: refused (${res.status} ${error?.extensions?.code})`);
      if (!allowed && !(refused && error.extensions.details.required_scope === anyOf[0])) {
        outcomes.push(`${field.name}: not refused for want of ${needed} (${res.status} ${error?.extensions?.code ?? 'ok'})`);
      }
    }
    expect(outcomes).toEqual([]);
  });

  it('lets a request without a session run only the operations open to everyone (401 otherwise)', async () => {
    const outcomes: string[] = [];
    for (const field of mutations) {
      const { query, variables } = call(field);
      const res = await browserGraphql(t, null, query, variables);
      const open = REQUIRED[field.name] === 'public';
      if (open && res.status !== 200) outcomes.push(`${field.name}: ${res.status}`);
      if (!open && !(res.status === 401 && res.body.errors[0].extensions.code === 'unauthenticated')) {
        outcomes.push(`${field.name}: ${res.status} ${res.body.errors?.[0]?.extensions?.code ?? 'ok'}`);
      }
    }
    expect(outcomes).toEqual([]);
  });
});
