import { describe, expect, it } from 'vitest';
import { countRows } from './helpers/harness.js';
import { documentsTestApp } from './helpers/documents.js';

const { t, org, other, f, project, provider } = await documentsTestApp();

const key = () => org.testKey;
const gql = async (query: string, variables?: Record<string, unknown>, k = key()) => (await t.graphql(k, query, variables)).body;

const INVOICE_FIELDS = `id projectId providerId invoiceNumber issueDate dueDate status paidAt subtotalAmount taxAmount totalAmount
  currency reconciliationStatus deliveryNoteIds budgetItemIds pdfUrl pdf { status } createdAt updatedAt deletedAt`;

const createInvoice = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { ${INVOICE_FIELDS} } }`;
const invoiceInput = (extra: Record<string, unknown> = {}) => ({
  projectId: project.id,
  providerId: provider.id,
  invoiceNumber: `G-${f.unique()}`,
  issueDate: '2026-11-02',
  subtotalAmount: 100000,
  taxAmount: 21000,
  totalAmount: 121000,
  ...extra,
});

describe('invoices over GraphQL', () => {
  it('creates an invoice through the same service, camelCase over the REST representation, amounts as Cents beyond 32 bits', async () => {
    const res = await gql(createInvoice, { input: invoiceInput({ subtotalAmount: 9_000_000_000_000, pdfUrl: 'https://x.example.com/f.pdf' }) });
    expect(res.errors).toBeUndefined();
    const inv = res.data.createInvoice;
    expect(inv).toMatchObject({ status: 'PENDING', reconciliationStatus: 'UNMATCHED', currency: 'EUR', subtotalAmount: 9_000_000_000_000, pdf: { status: 'PENDING' } });
    const rest = await t.request('GET', `/v1/invoices/${inv.id}`, { key: key() });
    expect(rest.body).toMatchObject({ subtotal_amount: 9_000_000_000_000, pdf_url: 'https://x.example.com/f.pdf', invoice_number: inv.invoiceNumber });
  });

  it('answers validation_failed for a decimal amount and an impossible date, creating nothing', async () => {
    const before = await countRows(t, 'invoices');
    const decimal = await gql(createInvoice, { input: invoiceInput({ subtotalAmount: 3001.41 }) });
    expect(decimal.errors[0].extensions.code).toBe('validation_failed');
    const date = await gql(createInvoice, { input: invoiceInput({ issueDate: '2026-13-01' }) });
    expect(date.errors[0].extensions.code).toBe('validation_failed');
    const currency = await gql(createInvoice, { input: invoiceInput({ currency: 'XXXX' }) });
    expect(currency.errors[0].extensions).toMatchObject({ code: 'validation_failed', details: { errors: [{ param: 'currency', code: 'invalid_currency' }] } });
    expect(await countRows(t, 'invoices')).toBe(before);
  });

  it('answers duplicate_resource with details.existing_id', async () => {
    const input = invoiceInput();
    const first = await gql(createInvoice, { input });
    const second = await gql(createInvoice, { input });
    expect(second.errors[0].extensions).toMatchObject({ code: 'duplicate_resource', details: { existing_id: first.data.createInvoice.id } });
  });

  it('updates status with enums, refuses a forbidden move with invalid_state_transition, deletes and restores', async () => {
    const inv = (await gql(createInvoice, { input: invoiceInput() })).data.createInvoice;
    const update = `mutation($id: ID!, $input: UpdateInvoiceInput!) { updateInvoice(id: $id, input: $input) { status paidAt } }`;
    const paid = await gql(update, { id: inv.id, input: { status: 'PAID', paidAt: '2026-11-20' } });
    expect(paid.data.updateInvoice).toEqual({ status: 'PAID', paidAt: '2026-11-20' });
    const refused = await gql(update, { id: inv.id, input: { status: 'CANCELLED' } });
    expect(refused.errors[0].extensions).toMatchObject({ code: 'invalid_state_transition', details: { from: 'paid', to: 'cancelled' } });

    const deleted = await gql(`mutation($id: ID!) { deleteInvoice(id: $id) { id deleted deletedAt } }`, { id: inv.id });
    expect(deleted.data.deleteInvoice).toMatchObject({ id: inv.id, deleted: true, deletedAt: expect.any(String) });
    const list = await gql(`query($p: ID) { invoices(projectId: $p, first: 100) { nodes { id } } }`, { p: project.id });
    expect(list.data.invoices.nodes.map((n: any) => n.id)).not.toContain(inv.id);
    const byId = await gql(`query($id: ID!) { invoice(id: $id) { deletedAt } }`, { id: inv.id });
    expect(byId.data.invoice.deletedAt).toBe(deleted.data.deleteInvoice.deletedAt);
    const restored = await gql(`mutation($id: ID!) { restoreInvoice(id: $id) { deletedAt } }`, { id: inv.id });
    expect(restored.data.restoreInvoice.deletedAt).toBeNull();
  });

  it('lists invoices as a connection with filters, cursor pagination and totalCount', async () => {
    const prj = await f.project(key());
    for (const date of ['2026-01-01', '2026-02-01', '2026-03-01']) {
      await gql(createInvoice, { input: invoiceInput({ projectId: prj.id, issueDate: date }) });
    }
    const query = `query($p: ID, $after: String) { invoices(projectId: $p, first: 2, after: $after, status: PENDING, from: "2026-01-01") {
      edges { cursor node { issueDate } } nodes { issueDate } pageInfo { hasNextPage endCursor } totalCount } }`;
    const first = (await gql(query, { p: prj.id })).data.invoices;
    expect(first.nodes.map((n: any) => n.issueDate)).toEqual(['2026-03-01', '2026-02-01']);
    expect(first.pageInfo.hasNextPage).toBe(true);
    expect(first.totalCount).toBe(3);
    const second = (await gql(query, { p: prj.id, after: first.pageInfo.endCursor })).data.invoices;
    expect(second.nodes.map((n: any) => n.issueDate)).toEqual(['2026-01-01']);
    expect(second.pageInfo.hasNextPage).toBe(false);
  });

  it('answers not_found for an unknown id and for another organization’s invoice', async () => {
    const foreign = await f.invoice(other.testKey, (await f.project(other.testKey)).id, (await f.provider(other.testKey)).id);
    for (const id of ['inv_01jd0000000000000000000000', foreign.id]) {
      const res = await gql(`query($id: ID!) { invoice(id: $id) { id } }`, { id });
      expect(res.errors[0].extensions.code).toBe('not_found');
    }
  });

  it('answers insufficient_scope with the scope needed', async () => {
    const limited = await t.createKey(org, 'test', ['read:invoices']);
    const res = await gql(createInvoice, { input: invoiceInput() }, limited);
    expect(res.errors[0].extensions).toMatchObject({ code: 'insufficient_scope', details: { required_scope: 'write:invoices' } });
  });
});

describe('delivery notes and reconciliation over GraphQL', () => {
  const createNote = `mutation($input: CreateDeliveryNoteInput!) { createDeliveryNote(input: $input) {
    id subtotalAmount reconciliationStatus lines { id description quantity unit unitPrice subtotal budgetItemId budgetItemSuggested } } }`;
  const noteInput = (subtotal: number, extra: Record<string, unknown> = {}) => ({
    projectId: project.id,
    providerId: provider.id,
    deliveryNoteNumber: `GA-${f.unique()}`,
    deliveryDate: '2026-11-01',
    lineItems: [{ description: 'Árido', quantity: 2.5, unit: 't', unitPrice: subtotal / 2.5, subtotal }],
    ...extra,
  });

  it('creates a note with lines and computes its subtotal', async () => {
    const res = await gql(createNote, { input: noteInput(60000) });
    expect(res.errors).toBeUndefined();
    expect(res.data.createDeliveryNote).toMatchObject({
      subtotalAmount: 60000,
      reconciliationStatus: 'UNMATCHED',
      lines: [{ description: 'Árido', quantity: 2.5, unit: 't', unitPrice: 24000, subtotal: 60000, budgetItemId: null, budgetItemSuggested: false }],
    });
    expect(res.data.createDeliveryNote.lines[0].id).toMatch(/^albli_/);
  });

  it('matches from both sides, follows the relations and reports the group status', async () => {
    const inv = (await gql(createInvoice, { input: invoiceInput() })).data.createInvoice;
    const n1 = (await gql(createNote, { input: noteInput(60000) })).data.createDeliveryNote;
    const n2 = (await gql(createNote, { input: noteInput(40000) })).data.createDeliveryNote;
    const m1 = await gql(`mutation($id: ID!, $ids: [ID!]!) { matchInvoice(id: $id, deliveryNoteIds: $ids) { reconciliationStatus } }`, {
      id: inv.id,
      ids: [n1.id],
    });
    expect(m1.data.matchInvoice.reconciliationStatus).toBe('PARTIAL');
    const m2 = await gql(`mutation($id: ID!, $ids: [ID!]!) { matchDeliveryNote(id: $id, invoiceIds: $ids) { reconciliationStatus invoiceIds } }`, {
      id: n2.id,
      ids: [inv.id],
    });
    expect(m2.data.matchDeliveryNote).toEqual({ reconciliationStatus: 'MATCHED', invoiceIds: [inv.id] });

    const read = await gql(
      `query($id: ID!) { invoice(id: $id) { reconciliationStatus project { id } provider { id invoicesCount }
         deliveryNotes { id reconciliationStatus invoices { id } project { id } provider { id } } } }`,
      { id: inv.id },
    );
    expect(read.errors).toBeUndefined();
    expect(read.data.invoice.project.id).toBe(project.id);
    expect(read.data.invoice.provider.id).toBe(provider.id);
    expect(read.data.invoice.deliveryNotes.map((n: any) => [n.id, n.reconciliationStatus, n.invoices[0].id])).toEqual(
      [n1.id, n2.id].sort().map((id) => [id, 'MATCHED', inv.id]),
    );

    const unmatched = await gql(`mutation($id: ID!, $ids: [ID!]!) { unmatchDeliveryNote(id: $id, invoiceIds: $ids) { reconciliationStatus } }`, {
      id: n2.id,
      ids: [inv.id],
    });
    expect(unmatched.data.unmatchDeliveryNote.reconciliationStatus).toBe('UNMATCHED');
    const back = await gql(`mutation($id: ID!, $ids: [ID!]!) { unmatchInvoice(id: $id, deliveryNoteIds: $ids) { reconciliationStatus deliveryNoteIds } }`, {
      id: inv.id,
      ids: [n1.id],
    });
    expect(back.data.unmatchInvoice).toEqual({ reconciliationStatus: 'UNMATCHED', deliveryNoteIds: [] });
  });

  it('refuses matching across providers with validation_failed and links nothing', async () => {
    const inv = (await gql(createInvoice, { input: invoiceInput() })).data.createInvoice;
    const prov = await f.provider(key());
    const note = (await gql(createNote, { input: noteInput(100, { providerId: prov.id }) })).data.createDeliveryNote;
    const res = await gql(`mutation($id: ID!, $ids: [ID!]!) { matchInvoice(id: $id, deliveryNoteIds: $ids) { id } }`, { id: inv.id, ids: [note.id] });
    expect(res.errors[0].extensions).toMatchObject({
      code: 'validation_failed',
      details: { errors: [{ param: 'deliveryNoteIds[0]', code: 'provider_mismatch' }] },
    });
    expect((await t.request('GET', `/v1/invoices/${inv.id}`, { key: key() })).body.delivery_note_ids).toEqual([]);
  });

  it('updates, deletes and restores a note; lists by reconciliation status', async () => {
    const note = (await gql(createNote, { input: noteInput(500) })).data.createDeliveryNote;
    const [item] = await f.budgetItems(key(), project.id, 1);
    const updated = await gql(
      `mutation($id: ID!, $input: UpdateDeliveryNoteInput!) { updateDeliveryNote(id: $id, input: $input) { deliveryNoteNumber lines { budgetItemId } } }`,
      { id: note.id, input: { deliveryNoteNumber: 'GA-EDIT', lineItems: [{ id: note.lines[0].id, budgetItemId: item }] } },
    );
    expect(updated.data.updateDeliveryNote).toEqual({ deliveryNoteNumber: 'GA-EDIT', lines: [{ budgetItemId: item }] });
    const list = `query($p: ID) { deliveryNotes(projectId: $p, reconciliationStatus: UNMATCHED, first: 100) { nodes { id } totalCount } }`;
    expect((await gql(list, { p: project.id })).data.deliveryNotes.nodes.map((n: any) => n.id)).toContain(note.id);
    const deleted = await gql(`mutation($id: ID!) { deleteDeliveryNote(id: $id) { id deleted deletedAt } }`, { id: note.id });
    expect(deleted.data.deleteDeliveryNote).toMatchObject({ id: note.id, deleted: true });
    expect((await gql(list, { p: project.id })).data.deliveryNotes.nodes.map((n: any) => n.id)).not.toContain(note.id);
    const restored = await gql(`mutation($id: ID!) { restoreDeliveryNote(id: $id) { deletedAt } }`, { id: note.id });
    expect(restored.data.restoreDeliveryNote.deletedAt).toBeNull();
    const one = await gql(`query($id: ID!) { deliveryNote(id: $id) { deliveryNoteNumber } }`, { id: note.id });
    expect(one.data.deliveryNote.deliveryNoteNumber).toBe('GA-EDIT');
  });

  it('reaches invoices and delivery notes from projects and providers', async () => {
    const prj = await f.project(key());
    const prov = await f.provider(key());
    const inv = await f.invoice(key(), prj.id, prov.id);
    const note = await f.note(key(), prj.id, prov.id);
    const res = await gql(
      `query($p: ID!, $v: ID!) {
         project(id: $p) { invoices(first: 10) { nodes { id } } deliveryNotes(first: 10) { nodes { id } } }
         provider(id: $v) { invoices(first: 10) { totalCount nodes { id } } deliveryNotes(first: 10) { nodes { id } } } }`,
      { p: prj.id, v: prov.id },
    );
    expect(res.errors).toBeUndefined();
    expect(res.data.project.invoices.nodes).toEqual([{ id: inv.id }]);
    expect(res.data.project.deliveryNotes.nodes).toEqual([{ id: note.id }]);
    expect(res.data.provider.invoices).toEqual({ totalCount: 1, nodes: [{ id: inv.id }] });
    expect(res.data.provider.deliveryNotes.nodes).toEqual([{ id: note.id }]);
  });

  it('loads the linked documents of many invoices in one batch', async () => {
    const prj = await f.project(key());
    for (let k = 0; k < 4; k++) {
      const inv = await f.invoice(key(), prj.id, provider.id);
      const note = await f.note(key(), prj.id, provider.id);
      await t.request('POST', `/v1/invoices/${inv.id}/match`, { key: key(), body: { delivery_note_ids: [note.id] } });
    }
    const query = `query($p: ID) { invoices(projectId: $p, first: 10) { nodes { deliveryNotes { id } } } }`;
    t.resetQueries();
    const res = await gql(query, { p: prj.id });
    expect(res.data.invoices.nodes.every((n: any) => n.deliveryNotes.length === 1)).toBe(true);
    expect(t.queries.filter((q) => /from "delivery_notes"/.test(q))).toHaveLength(1);
  });
});
