import { expect, it } from 'vitest';
import type { CertificationDocument, CertificationDocumentLine } from '../src/certifications/certification-document.js';
import { facturaeOf } from '../src/certifications/certification-facturae.js';
import { type InvoiceExtraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import { checkNif } from '../src/platform/nif.js';
import { facturaeSchemaErrors } from './helpers/facturae-schema.js';
import { describeSamples } from './helpers/shared-fixtures.js';

const schemaErrors = facturaeSchemaErrors;

async function readBack(xml: string, buyerNif: string): Promise<InvoiceExtraction> {
  return (await extractDocument(new TextEncoder().encode(xml), 'application/xml', 'invoice', { buyerNifs: [buyerNif] })) as InvoiceExtraction;
}

function item(code: string, description: string, unit: string, salePrice: number, q: [string, string, string, string], a: [number, number, number]): CertificationDocumentLine {
  const [budgetQuantity, previousQuantity, quantityThisPeriod, quantityToDate] = q;
  const [amountPrevious, amountThisPeriod, amountToDate] = a;
  return { code, description, unit, salePrice, budgetQuantity, previousQuantity, quantityThisPeriod, quantityToDate, amountPrevious, amountThisPeriod, amountToDate, overBudget: false };
}

const ZERO = { execution: 0, overheads: 0, profit: 0, discount: 0, subtotal: 0, tax: 0, retention: 0, total: 0 };

/**
 * Two chapters, 13 % GG, 6 % BI, 12 % baja, 5 % retention, 21 % IVA; amounts by hand (cents):
 *   01.01 350.000 m3 × 12.35 a origen = 4322.50, previously 200.000 = 2470.00 → 1852.50 this period
 *   01.02 nothing certified yet → no line
 *   02.01 75.500 m3 × 98.76 = 7456.38, previously 40.000 = 3950.40 → 3505.98
 *   02.02 2333.333 kg × 1.23 = 2869.99959 → 2870.00, previously 1000.000 = 1230.00 → 1640.00
 *   02.03 a correction: 95.000 m2 × 25.40 = 2413.00, previously 100.000 = 2540.00 → −127.00
 *   execution 1852.50 + 3505.98 + 1640.00 − 127.00 = 6871.48
 *   GG 13 % = 893.2924 → 893.29; BI 6 % = 412.2888 → 412.29; together 8177.06
 *   baja 12 % of 8177.06 (on execution + GG + BI) = 981.2472 → 981.25; subtotal 7195.81
 *   IVA 21 % = 1511.1201 → 1511.12; retention 5 % of the base = 359.7905 → 359.79
 *   invoice total 7195.81 + 1511.12 = 8706.93; to be paid 8706.93 − 359.79 = 8347.14
 */
function progress(): CertificationDocument {
  return {
    invoiceNumber: 'CERT-2026-0007',
    invoiceSeries: 'CERT-2026',
    invoiceSequence: '0007',
    number: 3,
    type: 'progress',
    issueDate: '2026-10-31',
    periodStart: '2026-10-01',
    periodEnd: '2026-10-31',
    currency: 'EUR',
    seller: { name: 'Construcciones Levante, S.L.', taxId: 'B12345674', address: { street: 'Calle Mayor 1', postCode: '46001', town: 'Valencia', province: 'Valencia', countryCode: 'ESP' } },
    buyer: { name: 'Promociones del Turia, S.A.', taxId: 'A58818501', address: { street: 'Avenida del Puerto 200', postCode: '46023', town: 'Valencia', province: 'Valencia', countryCode: 'ESP' } },
    project: { name: 'Edificio de 24 viviendas', address: 'Calle Jávea 5, Valencia' },
    budget: { name: 'Presupuesto adjudicado' },
    percentages: { overheads: '13.00', profit: '6.00', discount: '12.00', retention: '5.00', taxRate: '21.00' },
    reverseCharge: false,
    period: { execution: 687148, overheads: 89329, profit: 41229, discount: 98125, subtotal: 719581, tax: 151112, retention: 35979, total: 834714 },
    previous: ZERO,
    toDate: ZERO,
    chapters: [
      {
        code: '01',
        title: 'Movimiento de tierras',
        amountPrevious: 247000,
        amountThisPeriod: 185250,
        amountToDate: 432250,
        lines: [
          item('01.01', 'Excavación a cielo abierto', 'm3', 1235, ['500.000', '200.000', '150.000', '350.000'], [247000, 185250, 432250]),
          item('01.02', 'Relleno compactado', 'm3', 847, ['300.000', '0.000', '0.000', '0.000'], [0, 0, 0]),
        ],
      },
      {
        code: '02',
        title: 'Estructura',
        amountPrevious: 772040,
        amountThisPeriod: 501898,
        amountToDate: 1273938,
        lines: [
          item('02.01', 'Hormigón HA-25/B/20/IIa', 'm3', 9876, ['120.000', '40.000', '35.500', '75.500'], [395040, 350598, 745638]),
          item('02.02', 'Acero B500S', 'kg', 123, ['5000.000', '1000.000', '1333.333', '2333.333'], [123000, 164000, 287000]),
          item('02.03', 'Encofrado de losa', 'm2', 2540, ['150.000', '100.000', '-5.000', '95.000'], [254000, -12700, 241300]),
        ],
      },
    ],
  };
}

describeSamples('facturae', 'the Facturae of a certification', () => {
  it('is valid Facturae 3.2.2 whose read-back gives the certification figures to the cent', async () => {
    const doc = progress();
    const xml = facturaeOf(doc);
    expect(await schemaErrors(xml)).toEqual([]);

    const read = await readBack(xml, doc.buyer.taxId);
    expect(read.problems).toEqual([]);
    expect(read.complete).toBe(true);
    expect(read.facturae).toMatchObject({
      invoice_number: 'CERT-2026-0007',
      issue_date: '2026-10-31',
      seller_nif: 'B12345674',
      buyer_nif: 'A58818501',
      total_gross_amount_before_taxes: 719581,
      total_tax_outputs: 151112,
      total_taxes_withheld: 0,
      invoice_total: 870693,
      total_outstanding_amount: 870693,
      amounts_withheld: 35979,
      total_executable_amount: 834714,
    });
    // The whole number, as the API shows it; the total the import books is the invoice's, before the retention.
    expect(read.fields.invoice_number?.value).toBe('CERT-2026-0007');
    expect(read.fields.provider_name?.value).toBe('Construcciones Levante, S.L.');
    expect(read.fields.subtotal_amount?.value).toBe(doc.period.subtotal);
    expect(read.fields.tax_amount?.value).toBe(doc.period.tax);
    expect(read.fields.total_amount?.value).toBe(doc.period.subtotal + doc.period.tax);
    expect(read.fields.withholding_amount?.value).toBe(0);
    expect(read.fields.reverse_charge?.value).toBe(false);
    expect(read.fields.currency?.value).toBe('EUR');

    // Four lines (01.02 has nothing this period), the correction negative; GG and BI carry their
    // rates (percentages of the execution); the baja, taken on execution + GG + BI, and the
    // retention, on the base rather than on the amount to pay, state theirs in the reason only.
    expect(xml.match(/<InvoiceLine>/g)).toHaveLength(4);
    expect(xml).not.toContain('01.02');
    expect(xml).toContain('<Quantity>-5.000</Quantity>');
    expect(xml).toContain('<GrossAmount>-127.00</GrossAmount>');
    expect(xml).toContain('<TotalGrossAmount>6871.48</TotalGrossAmount>');
    expect(xml).toMatch(/<ChargeReason>Gastos generales \(13,00 %\)<\/ChargeReason>\s*<ChargeRate>13.00<\/ChargeRate>\s*<ChargeAmount>893.29<\/ChargeAmount>/);
    expect(xml).toMatch(/<ChargeRate>6.00<\/ChargeRate>\s*<ChargeAmount>412.29<\/ChargeAmount>/);
    expect(xml).toMatch(/<DiscountReason>Baja de adjudicación \(12,00 %\)<\/DiscountReason>\s*<DiscountAmount>981.25<\/DiscountAmount>/);
    expect(xml).toContain('<TotalGeneralSurcharges>1305.58</TotalGeneralSurcharges>');
    expect(xml).toMatch(/<WithholdingReason>Retención de garantía \(5,00 % de la base imponible\)<\/WithholdingReason>\s*<WithholdingAmount>359.79<\/WithholdingAmount>/);
    expect(xml).toMatch(/<InvoicingPeriod>\s*<StartDate>2026-10-01<\/StartDate>\s*<EndDate>2026-10-31<\/EndDate>/);
  });

  it('rejects what the schema rejects (the validation is not a formality)', async () => {
    const xml = facturaeOf(progress()).replace('<Modality>I</Modality>', '<Modality>X</Modality>');
    expect((await schemaErrors(xml)).join('\n')).toMatch(/Modality/);
  });

  it('writes a reverse-charge certification with 0 % IVA and the legal literal, read back as reverse charge', async () => {
    // Same work, no VAT: invoice total 7195.81; retention 359.79 is now also 5 % of the amount to pay, so its rate is written.
    const doc: CertificationDocument = {
      ...progress(),
      reverseCharge: true,
      percentages: { ...progress().percentages, taxRate: '0.00' },
      period: { ...progress().period, tax: 0, total: 719581 - 35979 },
    };
    const xml = facturaeOf(doc);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toMatch(/<TaxRate>0.00<\/TaxRate>\s*<TaxableBase>\s*<TotalAmount>7195.81<\/TotalAmount>\s*<\/TaxableBase>\s*<TaxAmount>\s*<TotalAmount>0.00</);
    expect(xml).toContain('<LegalReference>Inversión del sujeto pasivo');
    expect(xml).toMatch(/<WithholdingRate>5.00<\/WithholdingRate>\s*<WithholdingAmount>359.79</);

    const read = await readBack(xml, doc.buyer.taxId);
    expect(read.problems).toEqual([]);
    expect(read.fields.reverse_charge?.value).toBe(true);
    expect(read.fields.tax_amount?.value).toBe(0);
    expect(read.fields.total_amount?.value).toBe(719581);
    expect(read.facturae).toMatchObject({ amounts_withheld: 35979, total_executable_amount: 683602 });
  });

  it('writes a retention release as a zero-base invoice whose amount to pay is the retention held', async () => {
    // 3 certifications held back 359.79 + 410.00 + 464.77 = 1234.56; the release bills no work
    // (base, VAT and invoice total 0.00) and withholds −1234.56, so TotalExecutableAmount is +1234.56.
    const base = progress();
    const doc: CertificationDocument = {
      ...base,
      type: 'retention_release',
      number: 4,
      invoiceNumber: 'CERT-2027-0002',
      invoiceSeries: 'CERT-2027',
      invoiceSequence: '0002',
      buyer: { name: 'Société Générale de Travaux', taxId: 'FR40303265045', address: { street: '12 rue de la Paix', postCode: '75002', town: 'Paris', province: 'Paris', countryCode: 'FRA' } },
      period: { ...ZERO, retention: -123456, total: 123456 },
      chapters: base.chapters.map((c) => ({ ...c, amountThisPeriod: 0, lines: c.lines.map((l) => ({ ...l, quantityThisPeriod: '0.000', amountThisPeriod: 0 })) })),
    };
    const xml = facturaeOf(doc);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml.match(/<InvoiceLine>/g)).toHaveLength(1);
    expect(xml).toContain('Devolución de la retención de garantía de la obra Edificio de 24 viviendas: 1234,56 EUR');
    expect(xml).toMatch(/<ResidenceTypeCode>U<\/ResidenceTypeCode>\s*<TaxIdentificationNumber>FR40303265045</);
    expect(xml).toContain('<PostCodeAndTown>75002 Paris</PostCodeAndTown>');
    expect(xml).not.toContain('GeneralSurcharges');

    const read = await readBack(xml, doc.buyer.taxId);
    expect(read.problems).toEqual([]);
    expect(read.facturae).toMatchObject({
      invoice_number: 'CERT-2027-0002',
      buyer_nif: 'FR40303265045',
      total_gross_amount_before_taxes: 0,
      total_tax_outputs: 0,
      invoice_total: 0,
      amounts_withheld: -123456,
      total_executable_amount: 123456,
    });
  });

  it('escapes names and cuts them to the schema lengths; a person is an Individual', async () => {
    const long = `Construcciones Pérez & Hijos <Norte> "Ñandú" de Castilla-La Mancha y Extremadura, Sociedad Limitada`;
    const doc: CertificationDocument = {
      ...progress(),
      seller: { name: long, taxId: 'B12345674', address: { street: 'Plaza Ñ & Cía <1>', postCode: '38001', town: 'Santa Cruz de Tenerife', province: 'Santa Cruz de Tenerife', countryCode: 'ESP' } },
      buyer: { name: "María José Núñez O'Brien", taxId: '12345678Z', address: { street: 'Calle Ávila 3', postCode: '05001', town: 'Ávila', province: 'Ávila', countryCode: 'ESP' } },
      // U+0007 cannot be written in XML 1.0 at all: it is dropped.
      project: { name: 'Reforma <bajo> & ático\u0007', address: null },
    };
    expect(checkNif('12345678Z')).toEqual({ ok: true, kind: 'nif' });
    const xml = facturaeOf(doc);
    expect(await schemaErrors(xml)).toEqual([]);
    expect(xml).toContain('Reforma &lt;bajo&gt; &amp; ático (presupuesto');
    expect(xml).toContain('<Province>Santa Cruz de Teneri</Province>');
    expect(xml).toMatch(
      /<PersonTypeCode>F<\/PersonTypeCode>[\s\S]*<Individual>\s*<Name>María José<\/Name>\s*<FirstSurname>Núñez<\/FirstSurname>\s*<SecondSurname>O&apos;Brien<\/SecondSurname>/,
    );

    const read = await readBack(xml, doc.buyer.taxId);
    expect(read.problems).toEqual([]);
    expect(read.fields.provider_name?.value).toBe([...long].slice(0, 80).join(''));
    expect(read.facturae?.buyer_nif).toBe('12345678Z');
  });
});

// Needs no sample file: it stops before any XML is written.
it('refuses a document whose figures do not add up', () => {
  const doc = progress();
  expect(() => facturaeOf({ ...doc, period: { ...doc.period, total: doc.period.total + 1 } })).toThrow(/≠ total/);
  expect(() => facturaeOf({ ...doc, period: { ...doc.period, execution: doc.period.execution + 1 } })).toThrow(/items add up/);
});
