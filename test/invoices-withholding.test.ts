import { afterAll, describe, expect, it } from 'vitest';
import { documentFixtures } from './helpers/documents.js';
import { startTestApp } from './helpers/harness.js';

const t = await startTestApp();
afterAll(() => t.close());
const fx = documentFixtures(t);
const org = await t.createOrg();
const key = org.testKey;
const project = await fx.project(key);
const provider = await fx.provider(key);

const amounts = { subtotal_amount: 100000, tax_amount: 21000, total_amount: 106000, withholding_amount: 15000 };

describe('withholding_amount', () => {
  it('is stored and returned; total = subtotal + tax − withholding', async () => {
    const invoice = await fx.invoice(key, project.id, provider.id, amounts);
    expect(invoice).toMatchObject(amounts);
    const plain = await fx.invoice(key, project.id, provider.id);
    expect(plain.withholding_amount).toBe(0);
  });

  it('checks the totals when withholding_amount is sent: 422 totals_mismatch with the expected total', async () => {
    const res = await t.request('POST', '/v1/invoices', {
      key,
      body: { project_id: project.id, provider_id: provider.id, invoice_number: fx.unique(), issue_date: '2026-11-02', ...amounts, total_amount: 121000 },
    });
    expect(res.status).toBe(422);
    expect(res.body.error).toMatchObject({ code: 'validation_failed', param: 'total_amount', details: { expected_total_amount: 106000 } });
    expect(res.body.error.details.errors).toEqual([expect.objectContaining({ param: 'total_amount', code: 'totals_mismatch' })]);
  });

  it('keeps the rule of the specification without it: amounts stored as given', async () => {
    const invoice = await fx.invoice(key, project.id, provider.id, { subtotal_amount: 100, tax_amount: 21, total_amount: 125 });
    expect(invoice).toMatchObject({ total_amount: 125, withholding_amount: 0 });
  });

  it('checks a PATCH that sends it on the values the invoice ends with; a PATCH without it is not checked', async () => {
    const invoice = await fx.invoice(key, project.id, provider.id, amounts);
    const wrong = await t.request('PATCH', `/v1/invoices/${invoice.id}`, { key, body: { withholding_amount: 7000 } });
    expect(wrong.status).toBe(422);
    expect(wrong.body.error.details.expected_total_amount).toBe(114000);
    const right = await t.request('PATCH', `/v1/invoices/${invoice.id}`, { key, body: { withholding_amount: 7000, total_amount: 114000 } });
    expect(right.status).toBe(200);
    expect(right.body).toMatchObject({ withholding_amount: 7000, total_amount: 114000 });
    const unchecked = await t.request('PATCH', `/v1/invoices/${invoice.id}`, { key, body: { subtotal_amount: 90000 } });
    expect(unchecked.status).toBe(200);
  });

  it('is in GraphQL as withholdingAmount, with the same rule', async () => {
    const mutation = `mutation($input: CreateInvoiceInput!) { createInvoice(input: $input) { withholdingAmount totalAmount pdf { status } } }`;
    const input = { projectId: project.id, providerId: provider.id, invoiceNumber: fx.unique(), issueDate: '2026-11-02', subtotalAmount: 1000, taxAmount: 210, withholdingAmount: 150, totalAmount: 1060 };
    const ok = await t.graphql(key, mutation, { input });
    expect(ok.body.data.createInvoice).toEqual({ withholdingAmount: 150, totalAmount: 1060, pdf: null });
    const refused = await t.graphql(key, mutation, { input: { ...input, invoiceNumber: fx.unique(), totalAmount: 1210 } });
    expect(refused.body.errors[0].extensions).toMatchObject({ code: 'validation_failed', param: 'totalAmount' });
  });
});
