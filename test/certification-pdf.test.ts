import { describe, expect, it } from 'vitest';
import { pdfOf } from '../src/certifications/certification-pdf.js';
import type { CertificationDocument } from '../src/certifications/certification-document.js';
import { type InvoiceExtraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import { chapterOf, generatedDocument, lineOf, progressDocument } from './helpers/certification-documents.js';

/**
 * The relación valorada read back by the project's own PDF extraction
 * (docs/certifications.md#the-valued-statement-pdf). The extraction reads an invoice as
 * base + VAT − IRPF = total and ignores a retención de garantía, so the total it gives is the
 * invoice's total, base + VAT (the PDF's "Total factura"), not the líquido a pagar after the
 * retention (`period.total`).
 */

// Two chapters at 13 % / 6 % / 12 % baja / 21 % IVA / 5 % retention. Amounts are
// round(quantity × price), checked by hand:
//   01.01 120,000 / 200,000 m3 × 18,45 = 2.214,00 / 3.690,00
//   01.02  60,000 /  95,500 m3 × 12,30 =   738,00 / 1.174,65
//   01.03 100,000 / 112,250 m3 ×  7,85 =   785,00 /   881,16 (881,1625; over budget: 100,000)
//   chapter 01: 3.737,00 previous, 5.745,81 to date, 2.008,81 this period
//   02.01 20,000 / 38,400 m3 × 112,60 = 2.252,00 / 4.323,84
//   02.02 1.500 / 2.740 kg × 1,28      = 1.920,00 / 3.507,20
//   02.03 0 / 48,000 m2 × 24,75        =     0,00 / 1.188,00
//   chapter 02: 4.172,00 previous, 9.019,04 to date, 4.847,04 this period
// This period's figures, from its own ejecución material (6.855,85):
//   gastos generales 13 % = 891,2605 → 891,26; beneficio industrial 6 % = 411,351 → 411,35
//   baja 12 % of 8.158,46 = 979,0152 → 979,02; base imponible 8.158,46 − 979,02 = 7.179,44
//   IVA 21 % = 1.507,6824 → 1.507,68; retention 5 % = 358,972 → 358,97
//   total factura 8.687,12; líquido a pagar 8.687,12 − 358,97 = 8.328,15
const HAND = progressDocument([
  chapterOf('01', 'MOVIMIENTO DE TIERRAS', [
    lineOf({ code: '01.01', description: 'Excavación en zanja en terreno de consistencia media, con medios mecánicos, incluso carga sobre camión', unit: 'm3', salePrice: 1845, budget: 250_000, previous: 120_000, toDate: 200_000 }),
    lineOf({ code: '01.02', description: 'Relleno y compactación de tierras propias', unit: 'm3', salePrice: 1230, budget: 180_000, previous: 60_000, toDate: 95_500 }),
    lineOf({ code: '01.03', description: 'Transporte de tierras a vertedero autorizado', unit: 'm3', salePrice: 785, budget: 100_000, previous: 100_000, toDate: 112_250 }),
  ]),
  chapterOf('02', 'ESTRUCTURA', [
    lineOf({ code: '02.01', description: 'Hormigón HA-25/B/20/IIa en cimentación', unit: 'm3', salePrice: 11_260, budget: 45_000, previous: 20_000, toDate: 38_400 }),
    lineOf({ code: '02.02', description: 'Acero B 500 S en barras corrugadas', unit: 'kg', salePrice: 128, budget: 3_200_000, previous: 1_500_000, toDate: 2_740_000 }),
    lineOf({ code: '02.03', description: 'Encofrado de madera en muros', unit: 'm2', salePrice: 2475, budget: 160_000, previous: 0, toDate: 48_000 }),
  ]),
]);

async function readBack(doc: CertificationDocument): Promise<InvoiceExtraction> {
  return (await extractDocument(await pdfOf(doc), 'application/pdf', 'invoice')) as InvoiceExtraction;
}

function expectInvoiceRead(extraction: InvoiceExtraction, doc: CertificationDocument): void {
  expect(extraction.problems).toEqual([]);
  expect(extraction.complete).toBe(true);
  const f = extraction.fields;
  expect(f.invoice_number?.value).toBe(doc.invoiceNumber);
  expect(f.issue_date?.value).toBe(doc.issueDate);
  expect(f.provider_nif?.value).toBe(doc.seller.taxId);
  expect(f.subtotal_amount?.value).toBe(doc.period.subtotal);
  expect(f.tax_amount?.value).toBe(doc.period.tax);
  expect(f.withholding_amount?.value).toBe(0);
  // The invoice total (base + VAT); the líquido a pagar is period.total, after the retention.
  expect(f.total_amount?.value).toBe(doc.period.subtotal + doc.period.tax);
}

describe('the relación valorada PDF', () => {
  it('carries the hand-checked figures of the worked example', () => {
    expect(HAND.chapters.map((c) => [c.amountPrevious, c.amountToDate, c.amountThisPeriod])).toEqual([
      [373_700, 574_581, 200_881],
      [417_200, 901_904, 484_704],
    ]);
    expect(HAND.chapters[0].lines[2].overBudget).toBe(true);
    expect(HAND.period).toEqual({ execution: 685_585, overheads: 89_126, profit: 41_135, discount: 97_902, subtotal: 717_944, tax: 150_768, retention: 35_897, total: 832_815 });
  });

  it('reads back as the invoice of this certification: number, date, seller, base, VAT and total to the cent', async () => {
    const extraction = await readBack(HAND);
    expectInvoiceRead(extraction, HAND);
    expect(extraction.pages).toBe(1);
    expect(extraction.fields.total_amount?.value).toBe(868_712);
    expect(HAND.period.total).toBe(868_712 - 35_897);
  });

  it('prints the same bytes for the same certification', async () => {
    expect((await pdfOf(HAND)).equals(await pdfOf(HAND))).toBe(true);
  });

  it('reads back a 60-item certification over three pages', async () => {
    const doc = generatedDocument(60);
    const extraction = await readBack(doc);
    expect(extraction.pages).toBe(3);
    expectInvoiceRead(extraction, doc);
  });

  it('reads back a reverse-charge certification with no VAT', async () => {
    const subtotal = HAND.period.subtotal;
    const doc: CertificationDocument = {
      ...HAND,
      reverseCharge: true,
      percentages: { ...HAND.percentages, taxRate: '0.00' },
      period: { ...HAND.period, tax: 0, total: subtotal - HAND.period.retention },
      previous: { ...HAND.previous, tax: 0, total: HAND.previous.subtotal - HAND.previous.retention },
      toDate: { ...HAND.toDate, tax: 0, total: HAND.toDate.subtotal - HAND.toDate.retention },
    };
    const extraction = await readBack(doc);
    expectInvoiceRead(extraction, doc);
    expect(extraction.fields.reverse_charge?.value).toBe(true);
  });

  it('reads back a certification that retains nothing (no other column may add up as an invoice)', async () => {
    const none = (f: CertificationDocument['period']) => ({ ...f, retention: 0, total: f.subtotal + f.tax });
    const doc: CertificationDocument = {
      ...HAND,
      percentages: { ...HAND.percentages, retention: '0.00' },
      period: none(HAND.period),
      previous: none(HAND.previous),
      toDate: none(HAND.toDate),
    };
    expectInvoiceRead(await readBack(doc), doc);
  });

  it('leaves a retention release for review: base 0 + VAT 0 cannot total the retention returned', async () => {
    // The release pays back the 773,09 held; it bills no work, so it is no invoice the
    // extraction's base + VAT − IRPF = total can close, and no other figures printed add up.
    const held = 77_309;
    const doc: CertificationDocument = {
      ...HAND,
      type: 'retention_release',
      number: 4,
      invoiceNumber: 'CERT-2027-0002',
      invoiceSeries: 'CERT-2027',
      invoiceSequence: '0002',
      issueDate: '2027-05-10',
      periodStart: '2027-05-10',
      periodEnd: '2027-05-10',
      previous: HAND.toDate,
      toDate: { ...HAND.toDate, retention: 0, total: HAND.toDate.subtotal + HAND.toDate.tax },
      period: { execution: 0, overheads: 0, profit: 0, discount: 0, subtotal: 0, tax: 0, retention: -held, total: held },
    };
    const extraction = await readBack(doc);
    expect(extraction.complete).toBe(false);
    expect(extraction.fields.invoice_number?.value).toBe('CERT-2027-0002');
    expect(extraction.fields.provider_nif?.value).toBe(doc.seller.taxId);
    expect(extraction.fields.subtotal_amount?.value).toBe(0);
    expect(extraction.fields.total_amount?.value).toBe(held);
    expect(extraction.problems.some((p) => p.includes('do not add up'))).toBe(true);
  });
});
