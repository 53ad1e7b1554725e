import { describe, expect, it } from 'vitest';
import { type InvoiceExtraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';
import { facturaeSchemaErrors } from './helpers/facturae-schema.js';
import { describeSamples } from './helpers/shared-fixtures.js';

/**
 * Certifications (docs/certifications.md) through REST against real PostgreSQL: the worked
 * example of the issue, checked by hand, and every bad input the issue names.
 */
const { t, org, other, f } = await documentsTestApp();
const key = () => org.testKey;

const SELLER = { tax_id: 'B12345674', fiscal_address: { street: 'Calle de la Industria 7', post_code: '46002', town: 'Valencia', province: 'Valencia' } };
const CLIENT = { client_name: 'Promociones Turia, S.A.', client_nif: 'A58818501', client_address: 'Avenida del Puerto 120, 46023 Valencia' };

const post = (body: unknown, k = key()) => t.request('POST', '/v1/certifications', { key: k, body });
const patch = (id: string, body: unknown, k = key()) => t.request('PATCH', `/v1/certifications/${id}`, { key: k, body });
const get = (id: string, k = key()) => t.request('GET', `/v1/certifications/${id}`, { key: k });
const act = (id: string, verb: 'issue' | 'void' | 'mark-paid', body?: unknown, k = key()) =>
  t.request('POST', `/v1/certifications/${id}/${verb}`, { key: k, body });
const errorsOf = (res: { body: any }) => (res.body.error.details.errors as Array<{ param: string; code: string }>).map((e) => `${e.param}:${e.code}`);

/**
 * An accepted budget of 40 items in four chapters of ten, sale price = cost price (markup 0):
 * item n (1–40) costs 10.00 + 0.25·n € per unit, quantity 100 + n. Answers the budget and its item ids in order.
 */
async function fortyItemBudget(projectId: string, status = 'accepted') {
  const chapters = [0, 1, 2, 3].map((c) => ({
    code: `0${c + 1}`,
    title: ['Movimiento de tierras', 'Cimentación', 'Estructura', 'Albañilería'][c],
    items: Array.from({ length: 10 }, (_, i) => {
      const n = c * 10 + i + 1;
      return { code: `0${c + 1}.${String(i + 1).padStart(2, '0')}`, description: `Partida ${n}`, unit: 'm2', quantity: 100 + n, cost_price: 1000 + 25 * n };
    }),
  }));
  const budget = await f.ok(t.request('POST', '/v1/budgets', { key: key(), body: { project_id: projectId, name: `Presupuesto ${f.unique()}`, markup_percentage: 0, chapters } }));
  if (status !== 'draft') await f.ok(t.request('PATCH', `/v1/budgets/${budget.id}`, { key: key(), body: { status } }), 200);
  const items = await f.ok(t.request('GET', `/v1/budgets/${budget.id}/items?limit=100`, { key: key() }), 200);
  return { budget, items: items.data.map((i: { id: string }) => i.id) as string[] };
}

async function eventTypesOf(id: string) {
  const res = await t.request('GET', '/v1/events?limit=100', { key: key() });
  return (res.body.data as any[]).filter((e) => e.data.object.id === id).map((e) => e.type).reverse();
}

await f.ok(t.request('PATCH', '/v1/organization', { key: key(), body: SELLER }), 200);
const project = await f.project(key(), CLIENT);
const { budget, items } = await fortyItemBudget(project.id);
const measure = (from: number, to: number, quantity: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ budget_item_id: items[from - 1 + i], quantity_to_date: quantity }));

describe('a three-month job, checked by hand (13 % GG, 6 % BI, 12 % baja, 5 % retention, 21 % IVA)', () => {
  const ids: string[] = [];

  it('month 1: values items 1–10 at 50.5 each; the period and the figures a origen agree', async () => {
    const res = await post({
      project_id: project.id,
      budget_id: budget.id,
      period_start: '2026-11-01',
      period_end: '2026-11-30',
      overheads_percentage: 13,
      profit_percentage: 6,
      discount_percentage: 12,
      retention_percentage: 5,
      tax_rate: 21,
      lines: measure(1, 10, 50.5),
    });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
    // Item 1: 50.5 × 10.25 = 517.625 → 517.63. Items 1–10: 50.5 × Σ(10.25 … 12.50) = 50.5 × 113.75 = 5744.375,
    // line by line 5744.40. GG 13 % = 746.772 → 746.77; BI 6 % = 344.664 → 344.66; baja 12 % of
    // 6835.83 = 820.2996 → 820.30; base 6015.53; IVA 21 % = 1263.2613 → 1263.26; retention 5 % = 300.7765 → 300.78;
    // total 6015.53 + 1263.26 − 300.78 = 6978.01.
    expect(res.body.lines[0]).toMatchObject({ quantity_to_date: 50.5, previous_quantity: 0, quantity_this_period: 50.5, sale_price: 1025, amount_to_date: 51763, amount_this_period: 51763, over_budget: false, percent_complete: 50 });
    expect(res.body).toMatchObject({
      number: 1,
      status: 'draft',
      type: 'progress',
      execution_amount: 574440,
      overheads_amount: 74677,
      profit_amount: 34466,
      discount_amount: 82030,
      subtotal_amount: 601553,
      tax_amount: 126326,
      retention_amount: 30078,
      total_amount: 697801,
      invoice_number: null,
    });
    expect(res.body.to_date).toEqual({
      execution_amount: 574440, overheads_amount: 74677, profit_amount: 34466, discount_amount: 82030,
      subtotal_amount: 601553, tax_amount: 126326, retention_amount: 30078, total_amount: 697801,
    });
    const issued = await act(res.body.id, 'issue');
    expect(issued.status).toBe(200);
    expect(issued.body).toMatchObject({ status: 'issued', invoice_number: expect.stringMatching(/^CERT-\d{4}-\d{4}$/) });
    expect(await eventTypesOf(res.body.id)).toEqual(['certification.created', 'certification.issued']);
  });

  it('month 2: a change order raises item 5 to 125; the percentages are copied; the period is the difference', async () => {
    const change = await f.ok(
      t.request('POST', '/v1/change-orders', {
        key: key(),
        body: { target: 'budget', budget_id: budget.id, title: 'Más superficie en la partida 5', lines: [{ budget_item_id: items[4], quantity_delta: 20 }] },
      }),
    );
    await f.ok(t.request('PATCH', `/v1/change-orders/${change.id}`, { key: key(), body: { status: 'approved' } }), 200);
    const res = await post({ project_id: project.id, budget_id: budget.id, lines: [...measure(1, 10, 101.25), ...measure(11, 20, 30), { budget_item_id: items[4], quantity_to_date: 120 }] });
    // Item 5 twice: refused, nothing created.
    expect(res.status).toBe(422);
    expect(errorsOf(res)).toEqual(['lines[20].budget_item_id:duplicate_line']);
    const ok = await post({
      project_id: project.id,
      budget_id: budget.id,
      lines: [...measure(1, 10, 101.25).map((l, i) => (i === 4 ? { ...l, quantity_to_date: 120 } : l)), ...measure(11, 20, 30)],
    });
    expect(ok.status).toBe(201);
    ids.push(ok.body.id);
    // Copied from month 1, and the period follows it.
    expect(ok.body).toMatchObject({ number: 2, period_start: '2026-12-01', period_end: '2026-12-31', overheads_percentage: 13, profit_percentage: 6, discount_percentage: 12, retention_percentage: 5, tax_rate: 21 });
    // Item 5: 120 of the revised 125 is not over budget (it would be over the original 105).
    const line5 = ok.body.lines.find((l: any) => l.budget_item_id === items[4]);
    expect(line5).toMatchObject({ budget_quantity: 125, previous_quantity: 50.5, quantity_this_period: 69.5, quantity_to_date: 120, amount_to_date: 135000, previous_amount: 56813, amount_this_period: 78187, over_budget: false, percent_complete: 96 });
    // Execution to date 15890.64; this period 15890.64 − 5744.40 = 10146.24, each figure rounded on its own.
    expect(ok.body).toMatchObject({ execution_amount: 1014624, overheads_amount: 131901, profit_amount: 60877, discount_amount: 144888, subtotal_amount: 1062514, tax_amount: 223128, retention_amount: 53126, total_amount: 1232516 });
    expect(ok.body.to_date).toMatchObject({ execution_amount: 1589064, subtotal_amount: 1664068, tax_amount: 349454, retention_amount: 83203, total_amount: 1930319 });
    expect((await act(ok.body.id, 'issue')).status).toBe(200);
  });

  it('month 3: item 1 goes above its budget quantity (flagged), items 21–40 at 10.333; then paid', async () => {
    const res = await post({ project_id: project.id, budget_id: budget.id, lines: [{ budget_item_id: items[0], quantity_to_date: 110 }, ...measure(21, 40, 10.333)] });
    expect(res.status).toBe(201);
    ids.push(res.body.id);
    const line1 = res.body.lines.find((l: any) => l.budget_item_id === items[0]);
    // 110 × 10.25 = 1127.50, above the budget's 101.
    expect(line1).toMatchObject({ budget_quantity: 101, quantity_to_date: 110, amount_to_date: 112750, over_budget: true, percent_complete: 108.91 });
    // Item 21: 10.333 × 15.25 = 157.57825 → 157.58.
    expect(res.body.lines.find((l: any) => l.budget_item_id === items[20])).toMatchObject({ amount_to_date: 15758, previous_amount: 0 });
    // Items 11–20 carried at 30 with no amount this period.
    expect(res.body.lines.find((l: any) => l.budget_item_id === items[10])).toMatchObject({ quantity_to_date: 30, quantity_this_period: 0, amount_this_period: 0 });
    expect(res.body.lines).toHaveLength(40);
    expect(res.body).toMatchObject({ execution_amount: 373206, overheads_amount: 48517, profit_amount: 22392, discount_amount: 53294, subtotal_amount: 390821, tax_amount: 82072, retention_amount: 19541, total_amount: 453352 });
    // A origen, rounded on the execution to date: the VAT is one cent above the three invoices' sum (431526).
    expect(res.body.to_date).toMatchObject({ execution_amount: 1962270, subtotal_amount: 2054889, tax_amount: 431527, retention_amount: 102744, total_amount: 2383672 });
    const issued = await act(res.body.id, 'issue');
    expect(issued.status).toBe(200);
    const numbers = await Promise.all(ids.map(async (id) => (await get(id)).body.invoice_number as string));
    const sequence = numbers.map((n) => Number(n.split('-')[2]));
    expect(sequence).toEqual([sequence[0], sequence[0] + 1, sequence[0] + 2]);
    const paid = await act(res.body.id, 'mark-paid', { paid_on: '2027-02-15', reference: 'TRF 2027/0042' });
    expect(paid.body).toMatchObject({ status: 'paid', paid_on: '2027-02-15', payment_reference: 'TRF 2027/0042' });
    expect((await act(res.body.id, 'mark-paid', {})).status).toBe(409);
  });

  it('releases the retention withheld: the three invoices withheld 300.78 + 531.26 + 195.41 = 1027.45', async () => {
    const lines = await post({ project_id: project.id, budget_id: budget.id, type: 'retention_release', lines: [] });
    expect(errorsOf(lines)).toEqual(['lines:invalid_for_type']);
    const res = await post({ project_id: project.id, budget_id: budget.id, type: 'retention_release' });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ type: 'retention_release', number: 4, execution_amount: 0, subtotal_amount: 0, tax_amount: 0, retention_amount: -102745, total_amount: 102745, lines: [] });
    expect((await act(res.body.id, 'issue')).status).toBe(200);
    // The release is final: nothing more is certified on the budget.
    const after = await post({ project_id: project.id, budget_id: budget.id, lines: measure(1, 1, 111) });
    expect(after.status).toBe(409);
    expect(after.body.error).toMatchObject({ code: 'invalid_state_transition', param: 'budget_id' });
  });

  describeSamples('facturae', 'the documents of an issued certification', () => {
    it('GET …/facturae is valid Facturae 3.2.2 and reads back through the Facturae import with the same figures', async () => {
      const third = (await get(ids[2])).body;
      const res = await t.request('GET', `/v1/certifications/${third.id}/facturae`, { key: key() });
      expect(res.status).toBe(200);
      expect(res.headers.get('content-type')).toContain('application/xml');
      expect(await facturaeSchemaErrors(res.text)).toEqual([]);
      const read = (await extractDocument(new TextEncoder().encode(res.text), 'application/xml', 'invoice', { buyerNifs: [CLIENT.client_nif] })) as InvoiceExtraction;
      expect(read.problems).toEqual([]);
      expect(read.fields.invoice_number?.value).toBe(third.invoice_number);
      expect(read.fields.provider_nif?.value).toBe(SELLER.tax_id);
      expect(read.fields.subtotal_amount?.value).toBe(third.subtotal_amount);
      expect(read.fields.tax_amount?.value).toBe(third.tax_amount);
      expect(read.fields.total_amount?.value).toBe(third.subtotal_amount + third.tax_amount);
      expect(read.facturae).toMatchObject({ amounts_withheld: third.retention_amount, total_executable_amount: third.total_amount });
    });
  });

  it('GET …/pdf is the relación valorada; the project\'s PDF extraction reads the same totals', async () => {
    const third = (await get(ids[2])).body;
    // Its bytes as they come (the harness reads answers as text).
    const res = await fetch(`${t.baseUrl}/v1/certifications/${third.id}/pdf`, { headers: { Authorization: `Bearer ${key()}` } });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toContain(`${third.invoice_number}.pdf`);
    const bytes = new Uint8Array(await res.arrayBuffer());
    const read = (await extractDocument(bytes, 'application/pdf', 'invoice')) as InvoiceExtraction;
    expect(read.fields.invoice_number?.value).toBe(third.invoice_number);
    expect(read.fields.subtotal_amount?.value).toBe(third.subtotal_amount);
    expect(read.fields.tax_amount?.value).toBe(third.tax_amount);
    expect(read.fields.total_amount?.value).toBe(third.subtotal_amount + third.tax_amount);
  });
});

describe('bad input changes nothing', () => {
  it('refuses a budget that is not accepted (409), one of another project and an item of another budget (422)', async () => {
    const p = await f.project(key());
    const draft = await fortyItemBudget(p.id, 'draft');
    const before = await countRows(t, 'certifications');
    const notAccepted = await post({ project_id: p.id, budget_id: draft.budget.id });
    expect(notAccepted.status).toBe(409);
    expect(notAccepted.body.error).toMatchObject({ code: 'invalid_state_transition', param: 'budget_id', details: { from: 'draft', to: 'certified' } });
    expect(errorsOf(await post({ project_id: p.id, budget_id: budget.id }))).toEqual(['budget_id:not_found']);
    const accepted = await fortyItemBudget(p.id);
    expect(errorsOf(await post({ project_id: p.id, budget_id: accepted.budget.id, lines: [{ budget_item_id: items[0], quantity_to_date: 1 }] }))).toEqual([
      'lines[0].budget_item_id:invalid_budget_item',
    ]);
    expect(errorsOf(await post({ project_id: p.id, budget_id: accepted.budget.id, overheads_percentage: 100.001, tax_rate: -1 }))).toEqual([
      'overheads_percentage:too_many_decimals',
      'tax_rate:out_of_range',
    ]);
    expect(errorsOf(await post({ project_id: p.id, budget_id: accepted.budget.id, reverse_charge: true, tax_rate: 21 }))).toEqual(['tax_rate:invalid_for_reverse_charge']);
    expect(errorsOf(await post({ project_id: p.id, budget_id: accepted.budget.id, period_start: '2026-11-10', period_end: '2026-11-01' }))).toEqual(['period_end:invalid_period']);
    // Another organization's budget is not found.
    const foreign = await t.request('POST', '/v1/certifications', { key: other.testKey, body: { project_id: p.id, budget_id: accepted.budget.id } });
    expect(errorsOf(foreign)).toEqual(['project_id:not_found', 'budget_id:not_found']);
    expect(await countRows(t, 'certifications')).toBe(before);
  });

  it('keeps a certified budget: deleting it is a 409', async () => {
    const p = await f.project(key());
    const { budget: b, items: its } = await fortyItemBudget(p.id);
    await f.ok(post({ project_id: p.id, budget_id: b.id, lines: [{ budget_item_id: its[0], quantity_to_date: 1 }] }));
    const res = await t.request('DELETE', `/v1/budgets/${b.id}`, { key: key() });
    expect(res.status).toBe(409);
    expect((await t.request('GET', `/v1/budgets/${b.id}`, { key: key() })).status).toBe(200);
  });

  it('refuses a quantity below the previous certification without a correction reason, and takes it with one', async () => {
    const p = await f.project(key());
    const { budget: b, items: its } = await fortyItemBudget(p.id);
    const first = await f.ok(post({ project_id: p.id, budget_id: b.id, period_start: '2026-09-01', lines: [{ budget_item_id: its[0], quantity_to_date: 40 }] }));
    await f.ok(act(first.id, 'issue'), 200);
    const lower = await post({ project_id: p.id, budget_id: b.id, lines: [{ budget_item_id: its[0], quantity_to_date: 35 }] });
    expect(lower.status).toBe(422);
    expect(errorsOf(lower)).toEqual(['lines[0].quantity_to_date:quantity_below_previous']);
    const corrected = await post({ project_id: p.id, budget_id: b.id, correction_reason: 'Medición revisada con la dirección facultativa', lines: [{ budget_item_id: its[0], quantity_to_date: 35 }] });
    expect(corrected.status).toBe(201);
    // 5 × 10.25 less: a negative period.
    expect(corrected.body).toMatchObject({ period_start: '2026-10-01', period_end: '2026-10-31', execution_amount: -5125, correction_reason: 'Medición revisada con la dirección facultativa' });
    // A period that overlaps the previous one.
    expect(errorsOf(await patch(corrected.body.id, { period_start: '2026-09-15' }))).toEqual(['period_start:period_overlap']);
  });

  it('keeps one draft per budget, edits only drafts, and an issued certification never changes', async () => {
    const p = await f.project(key());
    const { budget: b, items: its } = await fortyItemBudget(p.id);
    const draft = await f.ok(post({ project_id: p.id, budget_id: b.id, lines: measure(1, 1, 1).map((l) => ({ ...l, budget_item_id: its[0] })) }));
    const second = await post({ project_id: p.id, budget_id: b.id });
    expect(second.status).toBe(409);
    expect(second.body.error).toMatchObject({ code: 'duplicate_resource', details: { existing_id: draft.id } });
    const edited = await patch(draft.id, { lines: [{ budget_item_id: its[1], quantity_to_date: 2 }], retention_percentage: 0 });
    expect(edited.status).toBe(200);
    // 2 × 10.50 = 21.00; no retention.
    expect(edited.body).toMatchObject({ execution_amount: 2100, retention_percentage: 0, retention_amount: 0 });
    expect(edited.body.lines.map((l: any) => l.budget_item_id)).toEqual([its[1]]);
    await f.ok(act(draft.id, 'issue'), 200);
    const issued = (await get(draft.id)).body;
    for (const body of [{ lines: [] }, { tax_rate: 10 }, { period_end: '2027-12-31' }]) {
      const res = await patch(draft.id, body);
      expect(res.status).toBe(409);
      expect(res.body.error).toMatchObject({ code: 'invalid_state_transition', details: { from: 'issued' } });
    }
    expect((await act(draft.id, 'void')).status).toBe(409);
    expect((await get(draft.id)).body).toEqual(issued);
    expect(await eventTypesOf(draft.id)).toEqual(['certification.created', 'certification.updated', 'certification.issued']);
  });

  it('issues one certification once when asked twice at once, and numbers concurrent issues without gaps; a voided draft gives its number back', async () => {
    const p = await f.project(key());
    const budgets = await Promise.all([fortyItemBudget(p.id), fortyItemBudget(p.id), fortyItemBudget(p.id)]);
    const drafts = [];
    for (const b of budgets) drafts.push(await f.ok(post({ project_id: p.id, budget_id: b.budget.id, lines: [{ budget_item_id: b.items[0], quantity_to_date: 3 }] })));
    expect(drafts.map((d) => d.number)).toEqual([1, 2, 3]);
    // The third is voided: the next draft of the project takes its number.
    const voided = await act(drafts[2].id, 'void');
    expect(voided.body).toMatchObject({ status: 'void', voided_at: expect.any(String) });
    const again = await f.ok(post({ project_id: p.id, budget_id: budgets[2].budget.id }));
    expect(again.number).toBe(3);
    const twice = await Promise.all([act(drafts[0].id, 'issue'), act(drafts[0].id, 'issue'), act(drafts[1].id, 'issue'), act(again.id, 'issue')]);
    expect(twice.map((r) => r.status).sort()).toEqual([200, 200, 200, 409]);
    const numbers = (await Promise.all([drafts[0].id, drafts[1].id, again.id].map((id) => get(id)))).map((r) => Number(r.body.invoice_number.split('-')[2])).sort((a, b) => a - b);
    expect(numbers).toEqual([numbers[0], numbers[0] + 1, numbers[0] + 2]);
    // Issued and voided at once: one of them wins; a voided draft takes no number.
    const raced = await f.ok(post({ project_id: p.id, budget_id: budgets[0].budget.id }));
    const [issuedRace, voidedRace] = await Promise.all([act(raced.id, 'issue'), act(raced.id, 'void')]);
    expect([issuedRace.status, voidedRace.status].sort()).toEqual([200, 409]);
    const racedNow = (await get(raced.id)).body;
    if (racedNow.status === 'issued') numbers.push(Number(racedNow.invoice_number.split('-')[2]));
    else expect(racedNow).toMatchObject({ status: 'void', invoice_number: null });
    // The series is the organization's: the next issue anywhere continues it.
    const elsewhere = await f.project(key());
    const eb = await fortyItemBudget(elsewhere.id);
    const next = await f.ok(post({ project_id: elsewhere.id, budget_id: eb.budget.id }));
    expect(Number((await f.ok(act(next.id, 'issue'), 200)).invoice_number.split('-')[2])).toBe(numbers[numbers.length - 1] + 1);
  });

  it('scopes: reading needs read:certifications, writing write:certifications; an accountant\'s write:invoices marks paid', async () => {
    const p = await f.project(key(), CLIENT);
    const { budget: b } = await fortyItemBudget(p.id);
    const reader = await t.createKey(org, 'test', ['read:certifications']);
    const accountant = await t.createKey(org, 'test', ['read:certifications', 'write:invoices']);
    const denied = await post({ project_id: p.id, budget_id: b.id }, reader);
    expect(denied.status).toBe(403);
    expect(denied.body.error.details.required_scope).toBe('write:certifications');
    const c = await f.ok(post({ project_id: p.id, budget_id: b.id }));
    expect((await get(c.id, reader)).status).toBe(200);
    expect((await act(c.id, 'issue', undefined, accountant)).status).toBe(403);
    await f.ok(act(c.id, 'issue'), 200);
    expect((await act(c.id, 'mark-paid', {}, reader)).status).toBe(403);
    expect((await act(c.id, 'mark-paid', {}, accountant)).body.status).toBe('paid');
    expect((await t.request('GET', `/v1/certifications/${c.id}`, { key: other.testKey })).status).toBe(404);
  });

  it('a draft has no documents yet; an invoice party without a tax id or a readable address is named', async () => {
    const p = await f.project(key(), { client_name: 'Cliente sin datos' });
    const { budget: b, items: its } = await fortyItemBudget(p.id);
    const c = await f.ok(post({ project_id: p.id, budget_id: b.id, lines: [{ budget_item_id: its[0], quantity_to_date: 1 }] }));
    const early = await t.request('GET', `/v1/certifications/${c.id}/facturae`, { key: key() });
    expect(early.status).toBe(409);
    await f.ok(act(c.id, 'issue'), 200);
    const missing = await t.request('GET', `/v1/certifications/${c.id}/pdf`, { key: key() });
    expect(missing.status).toBe(422);
    expect(errorsOf(missing)).toEqual(['project.client_nif:missing_invoice_party', 'project.client_address:missing_invoice_party']);
    // Set afterwards, the missing fields are taken from the project now.
    await f.ok(t.request('PATCH', `/v1/projects/${p.id}`, { key: key(), body: { client_nif: CLIENT.client_nif, client_address: 'Plaza Mayor 1, 28012 Madrid' } }), 200);
    const pdf = await t.request('GET', `/v1/certifications/${c.id}/pdf`, { key: key() });
    expect(pdf.status).toBe(200);
  });
});
