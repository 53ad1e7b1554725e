import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';

/** The rules invoices and delivery notes share (src/documents/), checked on both kinds alike. */

const { t, org, f, provider } = await documentsTestApp();
const key = () => org.testKey;

const KINDS = [
  {
    kind: 'invoice',
    path: '/v1/invoices',
    other: '/v1/delivery-notes',
    matchField: 'delivery_note_ids',
    scopes: { read: 'read:invoices', write: 'write:invoices', unrelated: ['read:projects', 'write:delivery-notes'] },
    patch: { total_amount: 1 },
    body: (projectId: string) => ({
      project_id: projectId,
      provider_id: provider.id,
      invoice_number: `F-${f.unique()}`,
      issue_date: '2026-11-02',
      subtotal_amount: 1000,
      tax_amount: 210,
      total_amount: 1210,
    }),
  },
  {
    kind: 'delivery note',
    path: '/v1/delivery-notes',
    other: '/v1/invoices',
    matchField: 'invoice_ids',
    scopes: { read: 'read:delivery-notes', write: 'write:delivery-notes', unrelated: ['read:invoices', 'write:invoices'] },
    patch: { delivery_note_number: 'X' },
    body: (projectId: string) => ({
      project_id: projectId,
      provider_id: provider.id,
      delivery_note_number: `ALB-${f.unique()}`,
      delivery_date: '2026-11-05',
      line_items: [{ description: 'Arena', quantity: 2, unit: 't', unit_price: 500, subtotal: 1000 }],
    }),
  },
];

const create = (path: string, projectId: string) =>
  f.ok(t.request('POST', path, { key: key(), body: KINDS.find((k) => k.path === path)!.body(projectId) }));

describe.each(KINDS)('$kind', ({ path, body, other, matchField, scopes, patch }) => {
  it('needs its read scope to read and its write scope for every change (403 insufficient_scope, nothing changed)', async () => {
    const project = await f.project(key());
    const doc = await create(path, project.id);
    const routes: Array<[string, string, unknown, string]> = [
      ['GET', path, undefined, scopes.read],
      ['GET', `${path}/${doc.id}`, undefined, scopes.read],
      ['POST', path, {}, scopes.write],
      ['PATCH', `${path}/${doc.id}`, patch, scopes.write],
      ['DELETE', `${path}/${doc.id}`, undefined, scopes.write],
      ['POST', `${path}/${doc.id}/restore`, undefined, scopes.write],
      ['POST', `${path}/${doc.id}/match`, { [matchField]: ['alb_01jd0000000000000000000000'] }, scopes.write],
      ['POST', `${path}/${doc.id}/unmatch`, { [matchField]: ['alb_01jd0000000000000000000000'] }, scopes.write],
    ];
    for (const [method, url, payload, scope] of routes) {
      // The other scope of the kind, plus an unrelated one: never the one the route needs.
      const wrong = [scope === scopes.read ? scopes.write : scopes.read, ...scopes.unrelated];
      const limited = await t.createKey(org, 'test', wrong);
      const res = await t.request(method, url, { key: limited, body: payload });
      expect([method, url, res.status, res.body.error?.code, res.body.error?.details.required_scope]).toEqual([
        method,
        url,
        403,
        'insufficient_scope',
        scope,
      ]);
    }
    expect((await t.request('GET', `${path}/${doc.id}`, { key: key() })).body).toEqual(doc);
  });

  it('moves to another project or provider while unmatched, and refuses the move once matched', async () => {
    const first = await f.project(key());
    const second = await f.project(key());
    const doc = await create(path, first.id);
    const moved = await t.request('PATCH', `${path}/${doc.id}`, { key: key(), body: { project_id: second.id } });
    expect(moved.status).toBe(200);
    expect(moved.body.project_id).toBe(second.id);

    const counterpart = await create(other, second.id);
    expect((await t.request('POST', `${path}/${doc.id}/match`, { key: key(), body: { [matchField]: [counterpart.id] } })).status).toBe(200);
    const newProvider = await f.provider(key());
    for (const change of [{ project_id: first.id }, { provider_id: newProvider.id }]) {
      const res = await t.request('PATCH', `${path}/${doc.id}`, { key: key(), body: change });
      expect(res.status).toBe(422);
      expect(res.body.error.details.errors.map((e: any) => `${e.param}:${e.code}`)).toEqual([`${Object.keys(change)[0]}:document_reconciled`]);
    }
    const after = (await t.request('GET', `${path}/${doc.id}`, { key: key() })).body;
    expect([after.project_id, after.provider_id]).toEqual([second.id, provider.id]);
  });

  it('is not restored into an archived project, as none is created there: 422 project_archived, nothing changed', async () => {
    const project = await f.project(key());
    const doc = await f.ok(t.request('POST', path, { key: key(), body: body(project.id) }));
    await t.request('DELETE', `${path}/${doc.id}`, { key: key() });
    await t.request('DELETE', `/v1/projects/${project.id}`, { key: key() });

    const created = await t.request('POST', path, { key: key(), body: body(project.id) });
    const before = await countRows(t, 'events');
    const restored = await t.request('POST', `${path}/${doc.id}/restore`, { key: key() });
    for (const res of [created, restored]) {
      expect(res.status).toBe(422);
      expect(res.body.error.details.errors.map((e: any) => `${e.param}:${e.code}`)).toEqual(['project_id:project_archived']);
    }
    expect((await t.request('GET', `${path}/${doc.id}`, { key: key() })).body.deleted_at).not.toBeNull();
    expect(await countRows(t, 'events')).toBe(before);

    await t.request('POST', `/v1/projects/${project.id}/restore`, { key: key() });
    const again = await t.request('POST', `${path}/${doc.id}/restore`, { key: key() });
    expect(again.status).toBe(200);
    expect(again.body.deleted_at).toBeNull();
  });
});
