import { afterAll, describe, expect, it } from 'vitest';
import { readOrderNumber } from '../src/document-imports/extraction/order-number.js';
import type { PdfPage } from '../src/document-imports/extraction/pdf-text.js';
import { setOrganizationTaxId } from '../src/organizations/organization.service.js';
import { documentFixtures } from './helpers/documents.js';
import { startTestApp } from './helpers/harness.js';
import { importFile } from './helpers/imports.js';
import { describeSamples, readSample } from './helpers/shared-fixtures.js';
import { startTestWorker } from './helpers/webhooks.js';

const page = (...lines: string[]): PdfPage =>
  ({ number: 1, width: 595, height: 842, lines: lines.map((text) => ({ page: 1, baseline: 0, fontSize: 10, cells: [], text, rotated: false })) }) as PdfPage;

describe('the order number printed on a document', () => {
  it.each([
    ['Su pedido: PED-2026-014', 'PED-2026-014'],
    ['Su pedido nº  4512', '4512'],
    ['Pedido Nº: ob-77/3', 'OB-77/3'],
    ['Nº de pedido 000981.', '000981'],
    ['Albarán 7731  Pedido cliente: A-12', 'A-12'],
  ])('reads %s as %s', (line, expected) => {
    expect(readOrderNumber([page('Hormigones del Sur S.L.', line)])).toEqual({ value: expected, confidence: 0.85 });
  });

  it('ignores the word without a number', () => {
    expect(readOrderNumber([page('Pedido mínimo 3 m3 no aplicable', 'Gracias por su pedido')])).toBeUndefined();
  });
});

const t = await startTestApp();
const worker = await startTestWorker(t.databaseUrl, 1);
afterAll(async () => {
  await worker.stop();
  await t.close();
});
const f = documentFixtures(t);

describeSamples('facturae', 'a Facturae import quoting an approved order', () => {
  it('charges the invoice to the commitment of that provider and project with that number', async () => {
    const org = await t.createOrg();
    const key = org.testKey;
    await setOrganizationTaxId(t.orm.em.fork(), { organizationId: org.id, taxId: 'B12345674' });
    const project = await f.project(key);
    const provider = await f.provider(key, { nif: 'B28015865' });
    const commitment = await f.ok(
      t.request('POST', '/v1/commitments', {
        key,
        body: {
          project_id: project.id,
          provider_id: provider.id,
          kind: 'purchase_order',
          number: 'PED 77',
          title: 'Suministro',
          lines: [{ description: 'Suministro', quantity: 1, unit: 'ud', unit_price: 5975 }],
        },
      }),
    );
    await f.ok(t.request('PATCH', `/v1/commitments/${commitment.id}`, { key, body: { status: 'approved' } }), 200);
    const xml = readSample('facturae', 'Facturae-3.2.2-valid.xml')
      .toString('utf8')
      .replaceAll('<InvoiceLine>', '<InvoiceLine><ReceiverTransactionReference>ped77</ReceiverTransactionReference>');
    const imp = await importFile(t, key, Buffer.from(xml), 'INVOICE', project.id, 'application/xml');
    expect(imp.status).toBe('COMPLETED');
    expect(imp.fields.orderNumber).toMatchObject({ value: 'ped77', confidence: 1 });
    expect(imp.document).toMatchObject({ providerId: provider.id, commitmentId: commitment.id });
    const figures = (await t.request('GET', `/v1/commitments/${commitment.id}`, { key })).body;
    expect(figures).toMatchObject({ invoiced_amount: 5975, remaining_amount: 0, match_status: 'within' });
  });
});
