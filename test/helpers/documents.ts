import { afterAll } from 'vitest';
import { type TestApp, type TestResponse, startTestApp } from './harness.js';

/** Fixtures for invoice and delivery-note tests, created through the REST API. */
export function documentFixtures(t: TestApp) {
  let counter = 0;
  const unique = () => `${Date.now().toString(36)}${(counter++).toString(36)}`;

  async function ok<T = any>(res: Promise<TestResponse<T>>, status = 201): Promise<T> {
    const r = await res;
    if (r.status !== status) throw new Error(`expected ${status}, got ${r.status}: ${r.text}`);
    return r.body;
  }

  return {
    unique,
    ok,
    project: (key: string, body: Record<string, unknown> = {}) =>
      ok(t.request('POST', '/v1/projects', { key, body: { name: `Obra ${unique()}`, ...body } })),
    provider: (key: string, body: Record<string, unknown> = {}) =>
      ok(t.request('POST', '/v1/providers', { key, body: { name: `Proveedor ${unique()}`, nif: `EU${unique()}`.toUpperCase(), ...body } })),
    invoice: (key: string, projectId: string, providerId: string, body: Record<string, unknown> = {}) =>
      ok(
        t.request('POST', '/v1/invoices', {
          key,
          body: {
            project_id: projectId,
            provider_id: providerId,
            invoice_number: `F-${unique()}`,
            issue_date: '2026-11-02',
            subtotal_amount: 100000,
            tax_amount: 21000,
            total_amount: 121000,
            ...body,
          },
        }),
      ),
    /** Ids of `count` items of a new draft budget of the project (priced per unit, `ud`). */
    budgetItems: async (key: string, projectId: string, count = 2): Promise<string[]> => {
      const budget = await ok(
        t.request('POST', '/v1/budgets', {
          key,
          body: {
            project_id: projectId,
            name: `Presupuesto ${unique()}`,
            chapters: [
              {
                code: '01',
                title: 'Obra',
                items: Array.from({ length: count }, (_, i) => ({
                  code: `01.${i + 1}`,
                  description: `Partida de prueba ${i + 1}`,
                  unit: 'ud',
                  quantity: 1,
                  cost_price: 100,
                })),
              },
            ],
          },
        }),
      );
      const items = await ok(t.request('GET', `/v1/budgets/${budget.id}/items`, { key }), 200);
      return items.data.map((i: { id: string }) => i.id);
    },
    /** A delivery note with one line whose subtotal is `subtotal`. */
    note: (key: string, projectId: string, providerId: string, subtotal = 100000, body: Record<string, unknown> = {}) =>
      ok(
        t.request('POST', '/v1/delivery-notes', {
          key,
          body: {
            project_id: projectId,
            provider_id: providerId,
            delivery_note_number: `ALB-${unique()}`,
            delivery_date: '2026-11-01',
            line_items: [{ description: 'Hormigón HA-25', quantity: 1, unit: 'm3', unit_price: subtotal, subtotal }],
            ...body,
          },
        }),
      ),
  };
}

/**
 * What the document test files start from (awaited at their top level): a server, an
 * organization and another one, a project and a provider of the first; the server stops after
 * the file.
 */
export async function documentsTestApp() {
  const t = await startTestApp();
  afterAll(() => t.close());
  const org = await t.createOrg();
  const other = await t.createOrg('Otra Constructora');
  const f = documentFixtures(t);
  const project = await f.project(org.testKey);
  const provider = await f.provider(org.testKey);
  return { t, org, other, f, project, provider };
}
