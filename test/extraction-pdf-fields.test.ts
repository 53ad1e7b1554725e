import { describe, expect, it } from 'vitest';
import { type DeliveryNoteExtraction, type InvoiceExtraction, extractDocument } from '../src/document-imports/extraction/extraction.js';
import { type PlacedText, pdfOf } from './helpers/pdf-corpus.js';

const SELLER = { name: 'Hormigones del Norte, S.L.', nif: 'B12345674' };
const BUYER = { name: 'Construcciones Ramírez e Hijos, S.A.', nif: 'A58818501' };

interface InvoiceTemplate {
  /** The supplier's name at the top, in points (12: a little larger than the body's 9). */
  sellerNameSize?: number;
  /** The supplier's name wrapped over these lines of its column, the last where the name is printed. */
  sellerNameLines?: string[];
  sellerNifLine?: string | null;
  customerLabel?: string | null;
  customerNifLine?: string | null;
  number?: [string, string];
  date?: [string, string];
  /** Label and value rows of the totals block. */
  totals?: Array<[string, string]>;
  extra?: PlacedText[];
  /** Print label and value as one text instead of two cells. */
  joined?: boolean;
}

const TOTALS: Array<[string, string]> = [
  ['Base imponible', '1.000,00'],
  ['IVA 21 %', '210,00'],
  ['Total factura', '1.210,00 €'],
];

function labelled(label: string, value: string, x: number, y: number, joined: boolean): PlacedText[] {
  return joined ? [{ text: `${label} ${value}`, x, y }] : [{ text: label, x, y, bold: true }, { text: value, x: x + 110, y }];
}

function invoice(t: InvoiceTemplate = {}): Promise<Uint8Array> {
  return pdfOf([invoiceTexts(t)]);
}

function invoiceTexts(t: InvoiceTemplate = {}): PlacedText[] {
  const texts: PlacedText[] = [
    ...(t.sellerNameLines ?? [SELLER.name]).map((text, i, lines) => ({ text, x: 40, y: 40 - 13 * (lines.length - 1 - i), bold: true, size: t.sellerNameSize ?? 12 })),
    { text: 'C/ Mayor, 12', x: 40, y: 56 },
    { text: '28001 Madrid', x: 40, y: 68 },
    { text: 'FACTURA', x: 460, y: 40, bold: true, size: 14 },
  ];
  if (t.sellerNifLine !== null) texts.push({ text: t.sellerNifLine ?? `CIF: ${SELLER.nif}`, x: 40, y: 80 });
  if (t.customerLabel !== null) texts.push({ text: t.customerLabel ?? 'Cliente:', x: 330, y: 70, bold: true });
  texts.push({ text: BUYER.name, x: 330, y: 84 }, { text: 'Avda. de la Constitución, 45', x: 330, y: 96 });
  if (t.customerNifLine !== null) texts.push({ text: t.customerNifLine ?? `NIF: ${BUYER.nif}`, x: 330, y: 108 });
  const [numberLabel, number] = t.number ?? ['Nº Factura:', 'F-2026-0012'];
  const [dateLabel, date] = t.date ?? ['Fecha:', '05/11/2026'];
  texts.push(...labelled(numberLabel, number, 40, 140, t.joined ?? false), ...labelled(dateLabel, date, 40, 154, t.joined ?? false));
  texts.push(
    { text: 'Descripción', x: 40, y: 190, bold: true },
    { text: 'Cantidad', x: 330, y: 190, bold: true },
    { text: 'Precio', x: 420, y: 190, bold: true },
    { text: 'Importe', x: 552, y: 190, bold: true, align: 'right' },
    { text: 'Hormigón HA-25/B/20/IIa', x: 40, y: 206 },
    { text: '12,5', x: 370, y: 206, align: 'right' },
    { text: '80,00', x: 460, y: 206, align: 'right' },
    { text: '1.000,00', x: 552, y: 206, align: 'right' },
  );
  (t.totals ?? TOTALS).forEach(([label, value], i) => {
    texts.push({ text: label, x: 360, y: 240 + i * 15 });
    if (value) texts.push({ text: value, x: 552, y: 240 + i * 15, align: 'right' });
  });
  texts.push(...(t.extra ?? []));
  return texts;
}

async function read(bytes: Uint8Array | Promise<Uint8Array>, buyerNifs?: string[]): Promise<InvoiceExtraction> {
  return (await extractDocument(await bytes, 'application/pdf', 'invoice', { buyerNifs })) as InvoiceExtraction;
}

function values(e: InvoiceExtraction): Record<string, unknown> {
  return Object.fromEntries(Object.entries(e.fields).map(([k, f]) => [k, f?.value]));
}

describe('the invoice template itself', () => {
  it('reads every field and is complete', async () => {
    const e = await read(invoice());
    expect(e.problems).toEqual([]);
    expect(values(e)).toEqual({
      invoice_number: 'F-2026-0012',
      issue_date: '2026-11-05',
      provider_nif: SELLER.nif,
      provider_name: SELLER.name,
      subtotal_amount: 100000,
      tax_amount: 21000,
      withholding_amount: 0,
      total_amount: 121000,
      currency: 'EUR',
      reverse_charge: false,
    });
    expect(e.complete).toBe(true);
  });
});

describe('label wording suppliers use', () => {
  it.each(['Nº factura', 'Nº Factura:', 'FACTURA Número:', 'Número de factura', 'Factura nº', 'Num. Factura', 'N.º factura:', 'Factura:', 'Fra.:', 'Fact. nº', 'Nº Doc.', 'Factura ..........'])(
    'reads the invoice number after %j',
    async (label) => {
      for (const joined of [false, true]) {
        const e = await read(invoice({ number: [label, 'A-2026/0457'], joined }));
        expect(e.fields.invoice_number?.value, `${label} joined=${joined}`).toBe('A-2026/0457');
        expect(e.complete, `${label} joined=${joined}: ${e.problems.join('; ')}`).toBe(true);
      }
    },
  );

  it('reads the number printed right after the title in its cell (Factura 2026-72524), never a date after it', async () => {
    const e = await read(invoice({ number: ['Factura', '2026-72524'], joined: true }));
    expect(e.fields.invoice_number?.value).toBe('2026-72524');
    expect(e.complete, e.problems.join('; ')).toBe(true);
    const dated = await read(invoice({ number: ['Factura', '5 de noviembre de 2026'], joined: true }));
    expect(dated.fields.invoice_number).toBeUndefined();
    expect(dated.complete).toBe(false);
  });

  it('leaves for review an invoice that prints its IRPF withholding but a total that does not deduct it', async () => {
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Retención IRPF 15 %', '-150,00'], ['TOTAL A PAGAR', '1.210,00']] }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/an IRPF withholding of 150,00 is printed, but the total 1\.210,00 does not deduct it/);
  });

  it('takes no reading of the lines table’s own figures for the totals when those printed under it do not close', async () => {
    // The VAT amount under the table was lost (OCR); 36,00 + 10 % = 39,60 closes among the lines.
    const row = (y: number, description: string, quantity: string, price: string, amount: string): PlacedText[] => [
      { text: description, x: 40, y },
      { text: quantity, x: 370, y, align: 'right' },
      { text: price, x: 460, y, align: 'right' },
      { text: amount, x: 552, y, align: 'right' },
    ];
    const e = await read(
      invoice({
        extra: [...row(220, 'Alquiler durmiente de madera 20x20', '22,00', '1,80', '39,60'), ...row(234, 'Alquiler viga de reparto UPN-160', '36,00', '0,10', '3,60')],
        totals: [['Base imponible', '1.043,20'], ['IVA 21 %', ''], ['TOTAL FACTURA', '1.262,27']],
      }),
    );
    expect(e.complete).toBe(false);
    expect(e.fields.total_amount?.confidence).toBeLessThan(0.9);
    expect(e.problems.join(' ')).toMatch(/the only amounts that add up are in the lines table \(total 39,60\)/);
  });

  it('takes no reading of one row of a VAT grid when another rate’s base and VAT are printed beside it', async () => {
    // The grand total and the 21 % row's were lost (a scan's dark band, a stain); the 10 % row closes on its own.
    const grid: PlacedText[] = [
      ['Base imponible', 'IVA', 'Cuota IVA', 'Total'],
      ['1.889,15', '10%', '188,92', '2.078,07'],
      ['3.855,65', '21%', '809,69', ''],
      ['5.744,80', '', '998,61', ''],
    ].flatMap((row, i) =>
      row.flatMap((text, j): PlacedText[] => (text ? [{ text, x: [300, 380, 460, 552][j], y: 240 + i * 14, align: j === 1 ? 'left' : 'right' }] : [])),
    );
    const e = await read(invoice({ totals: [], extra: grid }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/a base of 3\.855,65 with VAT 809,69 at 21 % is printed, but the total 2\.078,07 leaves it out/);
  });

  it('leaves for review a due date more than a year after the issue date (a year OCR misread)', async () => {
    const e = await read(invoice({ extra: labelled('Vencimiento:', '05/12/2046', 40, 168, false) }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/the due date 2046-12-05 is more than a year after the issue date 2026-11-05/);
    const month = await read(invoice({ extra: labelled('Vencimiento:', '05/12/2026', 40, 168, false) }));
    expect(month.fields.due_date?.value).toBe('2026-12-05');
    expect(month.complete, month.problems.join('; ')).toBe(true);
  });

  it('leaves for review a withholding that closes the sums at another rate than the one printed beside it', async () => {
    // 7 % of 1.000,00 withheld under a label that says 15 %.
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Retención IRPF 15 %', '-70,00'], ['TOTAL A PAGAR', '1.140,00']] }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/the IRPF withholding 70,00 is not the 15 % printed beside it: 15 % of the base 1\.000,00 is 150,00/);
    const right = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Retención IRPF 7 %', '-70,00'], ['TOTAL A PAGAR', '1.140,00']] }));
    expect(right.fields.withholding_amount?.value).toBe(7000);
    expect(right.complete, right.problems.join('; ')).toBe(true);
  });

  it('knows an IRPF label whose % sign OCR lost (Retención IRPF 15) and the amount beside it', async () => {
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Retención IRPF 15', '-150,00'], ['TOTAL A PAGAR', '1.060,00']] }));
    expect(e.fields.withholding_amount?.value).toBe(15000);
    expect(e.complete, e.problems.join('; ')).toBe(true);
    const undeducted = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Retención IRPF 15', '-150,00'], ['TOTAL A PAGAR', '1.210,00']] }));
    expect(undeducted.complete).toBe(false);
    expect(undeducted.problems.join(' ')).toMatch(/an IRPF withholding of 150,00 is printed/);
  });

  it('takes `Fra.:` on the number for the word factura', async () => {
    const totals: Array<[string, string]> = [TOTALS[0], TOTALS[1], ['Total', '1.210,00 €']];
    const e = await read(pdfOf([invoiceTexts({ number: ['Fra.:', '0458/26'], totals }).filter((text) => text.text !== 'FACTURA')]));
    expect(e.fields.invoice_number?.value).toBe('0458/26');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('reads the amounts of a VAT grid whose rows print their own subtotal, beside the grid’s totals', async () => {
    const row = (y: number, cells: string[], bold = false): PlacedText[] =>
      cells.map((text, i) => ({ text, x: 330 + 74 * i, y, align: 'right' as const, bold }));
    const e = await read(
      invoice({
        totals: [],
        extra: [
          { text: 'Reparación de cubierta de teja en vivienda', x: 40, y: 218 },
          { text: '1', x: 370, y: 218, align: 'right' },
          { text: '500,00', x: 460, y: 218, align: 'right' },
          { text: '500,00', x: 552, y: 218, align: 'right' },
          ...row(240, ['Base imponible', '% IVA', 'Cuota IVA', 'Subtotal'], true),
          ...row(254, ['500,00', '10,00', '50,00', '550,00']),
          ...row(268, ['1.000,00', '21,00', '210,00', '1.210,00']),
          { text: 'Total base', x: 360, y: 290 },
          { text: '1.500,00 €', x: 552, y: 290, align: 'right' },
          { text: 'Total IVA', x: 360, y: 304 },
          { text: '260,00 €', x: 552, y: 304, align: 'right' },
          { text: 'TOTAL', x: 360, y: 318, bold: true },
          { text: '1.760,00 €', x: 552, y: 318, align: 'right', bold: true },
        ],
      }),
    );
    expect(values(e)).toMatchObject({ subtotal_amount: 150000, tax_amount: 26000, total_amount: 176000 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('reads the invoice number right after `Fra.` and its point', async () => {
    const e = await read(invoice({ number: ['Fra.', 'T54649'], joined: true }));
    expect(e.fields.invoice_number?.value).toBe('T54649');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it.each([
    ['Fecha', '05/11/2026'],
    ['Fecha factura:', '05-11-2026'],
    ['Fecha de emisión:', '05.11.2026'],
    ['Fecha expedición', '5 de noviembre de 2026'],
    ['Fecha:', '05/11/26'],
    ['Fecha doc.:', '05.11.2026'],
    ['F.', '05-11-26'],
    ['Data', '5 de novembre de 2026'],
    ['Data', '5 de novembro de 2026'],
  ])('reads the issue date after %j (%s)', async (label, date) => {
    const e = await read(invoice({ date: [label, date] }));
    expect(e.fields.issue_date?.value).toBe('2026-11-05');
    expect(e.complete).toBe(true);
  });

  it.each([
    ['Vencimiento único:', '05/12/2026'],
    ['Pago por transferencia antes del', '5 de diciembre de 2026'],
    ['Vto.', '05.12.26'],
    ['Fecha de cargo en cuenta:', '05/12/2026'],
    ['Venciment:', '5 de desembre de 2026'],
    ['Vencemento:', '05/12/2026'],
  ])('reads the due date after %j (%s)', async (label, date) => {
    const e = await read(invoice({ extra: [{ text: `${label} ${date}`, x: 40, y: 168 }] }));
    expect(e.fields.issue_date?.value).toBe('2026-11-05');
    expect(e.fields.due_date?.value).toBe('2026-12-05');
    expect(e.complete).toBe(true);
  });

  it('reads the due date under a Vencimientos head, beside its amount', async () => {
    const e = await read(invoice({ extra: [{ text: 'Vencimientos:', x: 40, y: 300 }, { text: '05/12/2026', x: 40, y: 313 }, { text: '1.210,00 €', x: 140, y: 313 }] }));
    expect(e.fields.due_date?.value).toBe('2026-12-05');
    expect(e.fields.total_amount?.value).toBe(121000);
  });

  it('reads a due date printed beside the totals on their row of figures', async () => {
    const e = await read(
      invoice({
        extra: [
          { text: '1.000,00', x: 40, y: 300 },
          { text: '210,00', x: 100, y: 300 },
          { text: 'Vencimiento', x: 160, y: 300 },
          { text: '05/12/2026', x: 230, y: 300 },
        ],
      }),
    );
    expect(e.fields.due_date?.value).toBe('2026-12-05');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('reads the due date apart from the issue date', async () => {
    const e = await read(invoice({ extra: labelled('Vencimiento:', '05/12/2026', 40, 168, false) }));
    expect(e.fields.issue_date?.value).toBe('2026-11-05');
    expect(e.fields.due_date?.value).toBe('2026-12-05');
  });

  it.each(['NIF: B12345674', 'CIF: B-12345674', 'NIF/CIF: B-12.345.674', 'N.I.F. B12345674', 'C.I.F.: ESB12345674'])('reads the seller tax id in %j', async (line) => {
    const e = await read(invoice({ sellerNifLine: line }));
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.complete).toBe(true);
  });

  it.each(['Base imponible', 'Base', 'Subtotal', 'Importe neto', 'Base imponible (€)', 'Base imp.', 'B.I.'])('reads the taxable base after %j', async (label) => {
    const e = await read(invoice({ totals: [[label, '1.000,00'], ...TOTALS.slice(1)] }));
    expect(e.fields.subtotal_amount?.value).toBe(100000);
    expect(e.complete).toBe(true);
  });

  it.each(['IVA 21 %', 'IVA (21%)', 'Cuota IVA', 'I.V.A. 21%', 'Total IVA'])('reads the VAT after %j', async (label) => {
    const e = await read(invoice({ totals: [TOTALS[0], [label, '210,00'], TOTALS[2]] }));
    expect(e.fields.tax_amount?.value).toBe(21000);
    expect(e.complete).toBe(true);
  });

  it.each(['Total', 'Total factura', 'TOTAL A PAGAR', 'Importe total', 'Total (EUR)', 'Líquido a pagar', 'Neto a pagar'])('reads the total after %j', async (label) => {
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], [label, '1.210,00']] }));
    expect(e.fields.total_amount?.value).toBe(121000);
    expect(e.complete).toBe(true);
  });

  it.each([
    ['Retención IRPF 15 %', '-150,00'],
    ['IRPF (-15%)', '-150,00'],
    ['Retención', '150,00'],
    ['Ret. IRPF 15%', '−150,00'],
  ])('reads the IRPF withheld after %j (%s)', async (label, value) => {
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], [label, value], ['TOTAL A PAGAR', '1.060,00']] }));
    expect(e.fields.withholding_amount?.value).toBe(15000);
    expect(e.fields.total_amount?.value).toBe(106000);
    expect(e.complete).toBe(true);
  });

  it.each(['1.210,00 €', '€ 1.210,00', '1210,00', '1.210,00 EUR'])('reads the amount written %j', async (value) => {
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Total factura', value]] }));
    expect(e.fields.total_amount?.value).toBe(121000);
  });

  it('keeps the minus sign of a corrective invoice, inline or in its own cell', async () => {
    const totals: Array<[string, string]> = [
      ['Base imponible', '-1.000,00'],
      ['IVA 21 %: -210,00', ''],
      ['Total factura: -1.210,00 €', ''],
    ];
    const e = await read(invoice({ totals, extra: [{ text: 'FACTURA RECTIFICATIVA de la factura F-2026-0007', x: 40, y: 320 }] }));
    expect(values(e)).toMatchObject({ subtotal_amount: -100000, tax_amount: -21000, total_amount: -121000 });
    expect(e.complete).toBe(true);
    expect(e.notes.join(' ')).toMatch(/corrective invoice/);
  });

  it('adds the VAT of two rates printed on their own lines', async () => {
    const totals: Array<[string, string]> = [
      ['Base imponible', '1.500,00'],
      ['IVA 21 %', '210,00'],
      ['IVA 10 %', '50,00'],
      ['Total factura', '1.760,00'],
    ];
    const e = await read(invoice({ totals }));
    expect(e.fields.tax_amount?.value).toBe(26000);
    expect(e.complete).toBe(true);
  });

  it('does not take a guarantee retention (retención en garantía) for IRPF', async () => {
    const totals: Array<[string, string]> = [...TOTALS, ['Retención en garantía 5 %', '-60,50'], ['Líquido a percibir', '1.149,50']];
    const e = await read(invoice({ totals }));
    expect(e.fields.withholding_amount?.value).toBe(0);
    expect(e.fields.total_amount?.value).toBe(121000);
    expect(e.complete).toBe(true);
  });
});

describe('seller and customer', () => {
  it('takes the customer block’s tax id for the buyer, whichever side it is on', async () => {
    const e = await read(invoice({ customerLabel: 'Datos del cliente' }));
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    const facturarA = await read(invoice({ customerLabel: 'Facturar a:' }));
    expect(facturarA.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(facturarA.complete).toBe(true);
  });

  it('reads "NIF cliente" as the customer’s tax id even outside a block', async () => {
    const e = await read(invoice({ customerLabel: null, customerNifLine: `NIF cliente: ${BUYER.nif}` }));
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.complete).toBe(true);
  });

  it('leaves two unlabelled tax ids ambiguous, and resolves them with the organization’s tax ids', async () => {
    // Both names in the same print: nothing on the page says whose letterhead it is.
    const bytes = await invoice({ customerLabel: null, sellerNameSize: 9 });
    const e = await read(bytes);
    expect(e.complete).toBe(false);
    expect(e.fields.provider_nif?.confidence).toBeLessThan(0.9);
    expect(e.problems.join(' ')).toMatch(/2 candidate seller tax ids/);
    const resolved = await read(bytes, [BUYER.nif]);
    expect(resolved.fields.provider_nif).toEqual({ value: SELLER.nif, confidence: 0.97, where: { page: 1, box: expect.any(Array) } });
    expect(resolved.complete).toBe(true);
  });

  it('takes the id whose name is the letterhead’s brand: its logo, its web and e-mail domain', async () => {
    const logo = await read(invoice({ customerLabel: null, sellerNameSize: 9, extra: [{ text: 'HORMIGONES', x: 40, y: 22, size: 20 }] }));
    expect(logo.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
    expect(logo.complete).toBe(true);
    const domain = await read(invoice({ customerLabel: null, sellerNameSize: 9, extra: [{ text: 'Tel. 915 22 41 80 · pedidos@hormigonesdelnorte.es', x: 40, y: 92 }] }));
    expect(domain.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(domain.complete).toBe(true);
    // The customer's name in the brand as well: no telling.
    const both = await read(invoice({ customerLabel: null, sellerNameSize: 9, extra: [{ text: 'www.norte-ramirez.es', x: 40, y: 92 }] }));
    expect(both.complete).toBe(false);
    expect(both.problems.join(' ')).toMatch(/2 candidate seller tax ids/);
  });

  it('takes the id on the issuer’s legal footer, set beside the registry line', async () => {
    const e = await read(
      invoice({
        customerLabel: null,
        sellerNameSize: 9,
        sellerNifLine: null,
        extra: [
          { text: `${SELLER.name} · CIF ${SELLER.nif} · C/ Mayor, 12 · 28001 Madrid`, x: 100, y: 790, size: 7 },
          { text: 'Inscrita en el Registro Mercantil de Madrid, Tomo 1.234, Folio 56, Hoja M-78.901', x: 100, y: 800, size: 7 },
        ],
      }),
    );
    expect(e.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.92 });
    expect(e.fields.provider_name?.value).toBe(SELLER.name);
    expect(e.complete).toBe(true);
  });

  it.each(['Sres.:', 'A la atención de', 'Entregar a:'])('takes a block under %j for the customer’s', async (label) => {
    const e = await read(invoice({ customerLabel: label, sellerNameSize: 9 }));
    expect(e.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.97 });
    expect(e.complete).toBe(true);
  });

  it('takes a "Proveedor" block for the seller', async () => {
    const extra: PlacedText[] = [{ text: 'Proveedor:', x: 40, y: 28, bold: true }];
    const e = await read(invoice({ customerLabel: null, extra }));
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.fields.provider_name?.value).toBe(SELLER.name);
    expect(e.complete).toBe(true);
  });

  it('does not trust a lone tax id with no customer block unless the organization’s tax ids are given', async () => {
    const bytes = await invoice({ customerNifLine: null, customerLabel: null });
    const lone = await read(bytes);
    expect(lone.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(lone.complete).toBe(false);
    expect((await read(bytes, [BUYER.nif])).complete).toBe(true);
  });

  it('refuses an invoice whose only seller candidate is the organization itself', async () => {
    const e = await read(invoice({ customerLabel: null, customerNifLine: null }), [SELLER.nif]);
    expect(e.complete).toBe(false);
    expect(e.fields.provider_nif).toBeUndefined();
  });

  it('reads the seller name from a footer line when the header shows a trade name', async () => {
    const bytes = pdfOf([
      [
        { text: 'HORMINOR', x: 40, y: 40, size: 22, bold: true },
        { text: 'Cliente', x: 330, y: 40, bold: true },
        { text: BUYER.name, x: 330, y: 54 },
        { text: `CIF: ${BUYER.nif}`, x: 330, y: 66 },
        { text: 'Factura: F-77', x: 40, y: 120 },
        { text: 'Fecha: 05/11/2026', x: 40, y: 134 },
        ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
          { text: l, x: 360, y: 200 + i * 15 },
          { text: v, x: 552, y: 200 + i * 15, align: 'right' },
        ]),
        { text: `${SELLER.name} · CIF ${SELLER.nif} · C/ Mayor, 12 · 28001 Madrid`, x: 60, y: 800, size: 7 },
      ],
    ]);
    const e = await read(bytes);
    expect(e.fields.provider_name?.value).toBe(SELLER.name);
    expect(e.complete).toBe(true);
  });
});

describe('layouts no label list foresees', () => {
  it('reads a Courier print whose labels run on with leaders (FECHA FACTURA ..... : 24/06/2026)', async () => {
    const mono = (text: string, x: number, y: number): PlacedText => ({ text, x, y, mono: true });
    const e = await read(
      invoice({
        number: ['', ''],
        date: ['', ''],
        extra: [mono('NUM. FACTURA ...... : FAC-432583', 40, 120), mono('FECHA FACTURA ..... : 24/06/2026', 40, 170)],
      }),
    );
    expect(values(e)).toMatchObject({ invoice_number: 'FAC-432583', issue_date: '2026-06-24' });
    expect(e.complete).toBe(true);
  });

  it('reads the number under a plain Nº label, and a letter-style dateline, when nothing names them', async () => {
    const e = await read(invoice({ number: ['Nº:', '2026/0147'], date: ['', ''], extra: [{ text: 'Burgos, 22 de septiembre de 2026', x: 330, y: 150 }] }));
    expect(values(e)).toMatchObject({ invoice_number: '2026/0147', issue_date: '2026-09-22' });
    expect(e.complete).toBe(true);
  });

  it('reads the number under a Documento head of a header grid, and a date printed alone in the header', async () => {
    const e = await read(
      invoice({ number: ['', ''], date: ['', ''], extra: [{ text: 'Documento', x: 40, y: 130, size: 7 }, { text: 'FA26/00474', x: 40, y: 142 }, { text: '12 de marzo de 2026', x: 200, y: 142 }] }),
    );
    expect(values(e)).toMatchObject({ invoice_number: 'FA26/00474', issue_date: '2026-03-12' });
    expect(e.complete).toBe(true);
  });

  it('does not take the Nº of something named before it (Certificación   nº 7) for the document’s', async () => {
    const e = await read(invoice({ number: ['Número', 'C-1872/26'], extra: [{ text: 'Certificación', x: 330, y: 154 }, { text: 'nº 7', x: 520, y: 154 }] }));
    expect(e.fields.invoice_number?.value).toBe('C-1872/26');
    expect(e.complete).toBe(true);
  });

  it('never takes a tax id or a phone number for the document number', async () => {
    const e = await read(invoice({ number: ['Nº:', `${BUYER.nif}`], extra: [{ text: 'Número: 962 27 74 16', x: 330, y: 160 }] }));
    expect(e.fields.invoice_number).toBeUndefined();
    expect(e.complete).toBe(false);
  });

  it('reads an IRPF amount printed after its rate in the label (Retención IRPF 15 %: -150,00 €)', async () => {
    const e = await read(
      invoice({ joined: true, totals: [['Base imponible: 1.000,00 €', ''], ['IVA (21 %): 210,00 €', ''], ['Retención IRPF 15 %: -150,00 €', ''], ['Total a pagar: 1.060,00 €', '']] }),
    );
    expect(values(e)).toMatchObject({ subtotal_amount: 100000, tax_amount: 21000, withholding_amount: 15000, total_amount: 106000 });
    expect(e.complete).toBe(true);
  });

  it('reads the seller name after a label or registry details on the tax id line, not with them', async () => {
    for (const line of [`Razón social: ${SELLER.name} CIF: ${SELLER.nif}`, `Inscrita en el R.M. de Madrid, tomo 123, hoja M-4567. ${SELLER.name} - CIF ${SELLER.nif}`]) {
      const e = await read(invoice({ sellerNifLine: null, extra: [{ text: line, x: 40, y: 790, size: 7 }] }));
      expect([line, e.fields.provider_name?.value]).toEqual([line, SELLER.name]);
    }
  });
});

describe('what makes an invoice incomplete', () => {
  it('reverse charge mentioned while VAT is charged', async () => {
    const e = await read(invoice({ extra: [{ text: 'Inversión del sujeto pasivo', x: 40, y: 320 }] }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/sujeto pasivo but charges VAT/);
  });

  it('reverse charge with 0 % VAT is complete and says so', async () => {
    const totals: Array<[string, string]> = [TOTALS[0], ['IVA 0 %', '0,00'], ['Total factura', '1.000,00']];
    const e = await read(invoice({ totals, extra: [{ text: 'Operación con inversión del sujeto pasivo (art. 84.Uno.2º.f LIVA)', x: 40, y: 320 }] }));
    expect(e.fields.reverse_charge?.value).toBe(true);
    expect(e.fields.tax_amount?.value).toBe(0);
    expect(e.complete).toBe(true);
  });

  it('amounts in another currency', async () => {
    const e = await read(invoice({ totals: [TOTALS[0], TOTALS[1], ['Total factura', '1.210,00 USD']] }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/another currency/);
  });

  it('a delivery note read as an invoice', async () => {
    const e = await read(invoice({ number: ['Albarán nº', '12345'] }));
    expect(e.complete).toBe(false);
  });

  it('two different dates under "Fecha"', async () => {
    const e = await read(invoice({ extra: labelled('Fecha:', '07/11/2026', 330, 140, false) }));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/issue date/);
    // Under the totals a plain `Fecha` heads a due date's column: the header's is the issue date.
    const below = await read(invoice({ extra: [...labelled('Fecha', '05/12/2026', 40, 330, false), ...labelled('Importe', '1.210,00', 300, 330, false)] }));
    expect(below.fields.issue_date?.value).toBe('2026-11-05');
  });
});

// ---------------------------------------------------------------------------------------------

interface NoteLine {
  description: string;
  quantity: string;
  unit: string;
  price: string;
  amount: string;
  /** Description text wrapped onto the next line. */
  wrapped?: string;
}

/** A delivery note's parties, number and date, above a lines table starting at y 140. */
const NOTE_HEADER: PlacedText[] = [
  { text: SELLER.name, x: 40, y: 40, bold: true, size: 12 },
  { text: `CIF: ${SELLER.nif}`, x: 40, y: 56 },
  { text: 'Albarán nº: A-5512', x: 330, y: 40, bold: true },
  { text: 'Fecha entrega: 03/11/2026', x: 330, y: 54 },
  { text: 'Cliente:', x: 330, y: 80, bold: true },
  { text: BUYER.name, x: 330, y: 93 },
  { text: `CIF: ${BUYER.nif}`, x: 330, y: 105 },
];

function note(lines: NoteLine[], total: string, under: string[] = [], header: PlacedText[] = NOTE_HEADER): Promise<Uint8Array> {
  const texts: PlacedText[] = [
    ...header,
    { text: 'Descripción', x: 40, y: 140, bold: true },
    { text: 'Cant.', x: 330, y: 140, bold: true, align: 'right' },
    { text: 'Ud.', x: 345, y: 140, bold: true },
    { text: 'P. Unit.', x: 450, y: 140, bold: true, align: 'right' },
    { text: 'Importe', x: 552, y: 140, bold: true, align: 'right' },
  ];
  let y = 156;
  for (const l of lines) {
    texts.push(
      { text: l.description, x: 40, y },
      { text: l.quantity, x: 330, y, align: 'right' },
      { text: l.unit, x: 345, y },
      { text: l.price, x: 450, y, align: 'right' },
      { text: l.amount, x: 552, y, align: 'right' },
    );
    y += 13;
    if (l.wrapped) {
      texts.push({ text: l.wrapped, x: 40, y });
      y += 13;
    }
  }
  for (const text of under) {
    texts.push({ text, x: 40, y });
    y += 13;
  }
  y += 14;
  texts.push({ text: 'Total albarán', x: 400, y }, { text: total, x: 552, y, align: 'right' });
  return pdfOf([texts]);
}

async function readNote(bytes: Promise<Uint8Array>): Promise<DeliveryNoteExtraction> {
  return (await extractDocument(await bytes, 'application/pdf', 'delivery_note')) as DeliveryNoteExtraction;
}

describe('delivery-note lines', () => {
  const concrete = { description: 'Hormigón HA-25/B/20/IIa', quantity: '12,5', unit: 'm³', price: '80,00', amount: '1.000,00' };
  const steel = { description: 'Acero corrugado B500S Ø12', quantity: '1.250', unit: 'kg', price: '0,95', amount: '1.187,50' };

  it('leaves for review a discount printed under the lines that the sum does not deduct', async () => {
    const undeducted = await readNote(note([concrete, steel], '2.187,50', ['Dto. 5 % cliente de obra   -109,38']));
    expect(undeducted.complete).toBe(false);
    expect(undeducted.problems).toContain('a discount of -109,38 is printed under the lines, but the sum 2.187,50 does not deduct it');
    expect((await readNote(note([concrete, steel], '2.187,50'))).complete).toBe(true);
  });

  it('takes a discount under the lines as theirs when the gross above it is their sum and it (lines net of their discounts)', async () => {
    const e = await readNote(note([concrete, steel], '2.187,50', ['Importe bruto   2.302,63', 'Descuentos   -115,13']));
    expect(e.problems).toEqual([]);
    expect(e.complete).toBe(true);
    const otherGross = await readNote(note([concrete, steel], '2.187,50', ['Importe bruto   2.302,64', 'Descuentos   -115,13']));
    expect(otherGross.problems).toContain('a discount of -115,13 is printed under the lines, but the sum 2.187,50 does not deduct it');
  });

  it('reads each line: description, decimal quantity, unit, price and amount in cents', async () => {
    const e = await readNote(note([concrete, steel], '2.187,50'));
    expect(e.problems).toEqual([]);
    expect(e.fields.line_items?.value).toEqual([
      { description: 'Hormigón HA-25/B/20/IIa', quantity: 12.5, unit: 'm³', unit_price: 8000, subtotal: 100000 },
      { description: 'Acero corrugado B500S Ø12', quantity: 1250, unit: 'kg', unit_price: 95, subtotal: 118750 },
    ]);
    expect(e.fields.subtotal_amount?.value).toBe(218750);
    expect(e.fields.delivery_note_number?.value).toBe('A-5512');
    expect(e.fields.delivery_date?.value).toBe('2026-11-03');
    expect(e.complete).toBe(true);
  });

  it('accepts a line off by one cent (a price printed with fewer decimals than it has), not by two', async () => {
    const line = { description: 'Grava 6/12', quantity: '0,333', unit: 't', price: '10,01', amount: '3,34' };
    expect((await readNote(note([line], '3,34'))).complete).toBe(true);
    const twoCents = { ...line, amount: '3,35' };
    const e = await readNote(note([twoCents], '3,35'));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/line 1: quantity × unit price is 3,33, the line says 3,35/);
    // Kept as printed, for the person who reviews it.
    expect(e.fields.line_items?.value).toEqual([{ description: 'Grava 6/12', quantity: 0.333, unit: 't', unit_price: 1001, subtotal: 335 }]);
    expect(e.fields.line_items?.confidence).toBeLessThan(0.9);
  });

  it('leaves incomplete a line whose price has more than two decimals', async () => {
    const line = { description: 'Ladrillo hueco doble', quantity: '1.000', unit: 'ud', price: '0,125', amount: '125,00' };
    const e = await readNote(note([line], '125,00'));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/more than two decimals/);
  });

  it('keeps a price printed with a third decimal that is a zero (1,020 €/l)', async () => {
    const diesel = { description: 'Gasóleo B', quantity: '586', unit: 'l', price: '1,020', amount: '597,72' };
    const e = await readNote(note([diesel], '597,72'));
    expect(e.fields.line_items?.value).toEqual([{ description: 'Gasóleo B', quantity: 586, unit: 'l', unit_price: 102, subtotal: 59772 }]);
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('leaves incomplete a note whose lines do not add up to its total', async () => {
    const e = await readNote(note([concrete, steel], '2.200,00'));
    expect(e.complete).toBe(false);
    expect(e.fields.subtotal_amount?.confidence).toBeLessThan(0.9);
  });

  it('joins a wrapped description to its line, but not a note printed under the table', async () => {
    const wrapped = { ...concrete, description: 'Hormigón HA-30/B/20/IIIa con aditivo hidrófugo,', wrapped: 'suministrado con bomba' };
    const e = await readNote(note([wrapped], '1.000,00', ['Observaciones: descargar en la planta baja']));
    expect(e.fields.line_items?.value[0].description).toBe('Hormigón HA-30/B/20/IIIa con aditivo hidrófugo, suministrado con bomba');
    expect(e.complete).toBe(true);
  });

  it('decides the columns by their arithmetic when the header does not name them (NETO (t), €/t), with the header unit', async () => {
    const texts: PlacedText[] = [
      { text: 'Áridos del Jarama, S.L.', x: 40, y: 40, bold: true },
      { text: `CIF: ${SELLER.nif}`, x: 40, y: 54 },
      { text: 'ALBARÁN Nº: B1-060312', x: 330, y: 40 },
      { text: 'FECHA: 09/06/2026', x: 330, y: 54 },
      { text: 'CLIENTE:', x: 330, y: 80 },
      { text: BUYER.name, x: 330, y: 93 },
      { text: `CIF: ${BUYER.nif}`, x: 330, y: 105 },
      { text: 'MATERIAL', x: 40, y: 140 },
      { text: 'NETO (t)', x: 300, y: 140, align: 'right' },
      { text: '€/t', x: 400, y: 140, align: 'right' },
      { text: 'IMPORTE', x: 552, y: 140, align: 'right' },
      { text: '--------------------------------------------------------------------------------', x: 40, y: 150 },
      { text: 'Todo uno de cantera', x: 40, y: 162 },
      { text: '8,265', x: 300, y: 162, align: 'right' },
      { text: '5,60', x: 400, y: 162, align: 'right' },
      { text: '46,28', x: 552, y: 162, align: 'right' },
      { text: '--------------------------------------------------------------------------------', x: 40, y: 174 },
      { text: 'TOTAL ALBARÁN', x: 330, y: 190 },
      { text: '46,28 EUR', x: 552, y: 190, align: 'right' },
    ];
    const e = await readNote(pdfOf([texts]));
    expect(e.fields.line_items?.value).toEqual([{ description: 'Todo uno de cantera', quantity: 8.265, unit: 't', unit_price: 560, subtotal: 4628 }]);
    expect(e.complete).toBe(true);
  });

  it('gives text set between two rows on a fixed grid to the row whose description wraps into it', async () => {
    // All capitals, every line 13 pt apart: neither case nor spacing tells; the widths do.
    const haul = { description: 'TRANSPORTE DE TIERRAS DESDE OBRA HASTA', quantity: '11', unit: 'VIAJE', price: '101,00', amount: '1.111,00', wrapped: 'VERTEDERO' };
    const fee = { description: 'CANON DE VERTIDO RCD', quantity: '99,72', unit: 'T', price: '6,45', amount: '643,19' };
    const e = await readNote(note([haul, fee], '1.754,19'));
    expect(e.fields.line_items?.value.map((l) => l.description)).toEqual(['TRANSPORTE DE TIERRAS DESDE OBRA HASTA VERTEDERO', 'CANON DE VERTIDO RCD']);
    expect(e.complete).toBe(true);
    // The row above ends short: the text is the start of the row below's description, printed above it.
    const sand = { description: 'ARENA', quantity: '2', unit: 'T', price: '20,00', amount: '40,00', wrapped: 'GRAVA CALIZA 20/40 LAVADA PARA DRENAJE,' };
    const gravel = { description: 'EN SACAS DE 1 T', quantity: '3', unit: 'T', price: '30,00', amount: '90,00' };
    const next = await readNote(note([sand, gravel], '130,00'));
    expect(next.fields.line_items?.value.map((l) => l.description)).toEqual(['ARENA', 'GRAVA CALIZA 20/40 LAVADA PARA DRENAJE, EN SACAS DE 1 T']);
  });

  it('reads a quantity and unit run into the description’s cell (48 PAR GUANTE NITRILO T9), and a quantity under the unit’s head', async () => {
    const texts: PlacedText[] = [
      ...NOTE_HEADER,
      { text: 'CANT UD', x: 40, y: 140, bold: true },
      { text: 'DESCRIPCIÓN', x: 90, y: 140, bold: true },
      { text: 'PRECIO', x: 300, y: 140, bold: true, align: 'right' },
      { text: 'IMPORTE', x: 380, y: 140, bold: true, align: 'right' },
      { text: '48 PAR GUANTE NITRILO T9', x: 45, y: 156 },
      { text: '2,90', x: 300, y: 156, align: 'right' },
      { text: '139,20', x: 380, y: 156, align: 'right' },
      { text: '10 UD', x: 52, y: 170 },
      { text: 'ESPUMA PU PISTOLA', x: 90, y: 170 },
      { text: '9,55', x: 300, y: 170, align: 'right' },
      { text: '95,50', x: 380, y: 170, align: 'right' },
      { text: 'TOTAL ALBARÁN', x: 200, y: 200 },
      { text: '234,70', x: 380, y: 200, align: 'right' },
    ];
    const e = await readNote(pdfOf([texts]));
    expect(e.fields.line_items?.value).toEqual([
      { description: 'GUANTE NITRILO T9', quantity: 48, unit: 'PAR', unit_price: 290, subtotal: 13920 },
      { description: 'ESPUMA PU PISTOLA', quantity: 10, unit: 'UD', unit_price: 955, subtotal: 9550 },
    ]);
  });

  it('leaves incomplete a line without a unit', async () => {
    const e = await readNote(note([{ ...concrete, unit: '' }], '1.000,00'));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/line 1: no unit/);
  });
});

describe('delivery-note lines with more columns', () => {
  const table = (heads: Array<[string, number]>, rows: string[][], total: string): Promise<Uint8Array> => {
    const texts: PlacedText[] = [...NOTE_HEADER, ...heads.map(([text, x]): PlacedText => ({ text, x, y: 140, bold: true }))];
    rows.forEach((cells, i) => cells.forEach((text, j) => texts.push({ text, x: heads[j][1], y: 156 + 13 * i })));
    texts.push({ text: 'Total albarán', x: 400, y: 156 + 13 * rows.length + 14 }, { text: total, x: 500, y: 156 + 13 * rows.length + 14 });
    return pdfOf([texts]);
  };

  it('takes a line’s discount from its `Dto. %` column: list price, net amount', async () => {
    const e = await readNote(
      table(
        [['Descripción', 40], ['Cant.', 250], ['Ud', 280], ['Precio', 350], ['Dto.%', 410], ['Importe', 460]],
        [
          ['Anclaje químico epoxi 410 ml', '12', 'cartucho', '15,20', '25', '136,80'],
          ['Tuerca hexagonal M20 DIN 934', '15', 'caja', '10,60', '', '159,00'],
          ['Varilla roscada M16x190 zincada', '23', 'ud', '1,30', '25', '22,43'],
        ],
        '318,23',
      ),
    );
    expect(e.fields.line_items?.value).toEqual([
      { description: 'Anclaje químico epoxi 410 ml', quantity: 12, unit: 'cartucho', unit_price: 1520, subtotal: 13680 },
      { description: 'Tuerca hexagonal M20 DIN 934', quantity: 15, unit: 'caja', unit_price: 1060, subtotal: 15900 },
      { description: 'Varilla roscada M16x190 zincada', quantity: 23, unit: 'ud', unit_price: 130, subtotal: 2243 },
    ]);
    expect(e.complete, e.problems.join('; ')).toBe(true);
    // A net amount that is not the discount's is still a problem.
    const off = await readNote(table([['Descripción', 40], ['Cant.', 250], ['Ud', 280], ['Precio', 350], ['Dto.%', 410], ['Importe', 460]], [['Anclaje químico epoxi 410 ml', '12', 'cartucho', '15,20', '25', '140,00']], '140,00'));
    expect(off.problems).toContain('line 1: quantity × unit price less 25 % is 136,80, the line says 140,00');
  });

  it('keeps a weight per piece (`Kg/ud`) out of the unit', async () => {
    const e = await readNote(
      table(
        [['Descripción', 40], ['Cant.', 260], ['Ud', 300], ['Kg/ud', 340], ['Precio', 400], ['Importe', 460]],
        [['Tapa y marco D400 Ø600 articulada', '4', 'ud', '62,0', '137,70', '550,80']],
        '550,80',
      ),
    );
    expect(e.fields.line_items?.value).toEqual([{ description: 'Tapa y marco D400 Ø600 articulada', quantity: 4, unit: 'ud', unit_price: 13770, subtotal: 55080 }]);
  });
});

describe('a supplier name wrapped in a narrow column', () => {
  it('is one name where a line ends with a small word or the next starts with one', async () => {
    for (const lines of [
      ['Alquileres de', 'Encofrado Ebro, S.L.'],
      ['Puntales y Cimbras', 'del Cantábrico, S.L.U.'],
    ]) {
      const e = await read(invoice({ sellerNameLines: lines }));
      expect(e.fields.provider_name?.value).toBe(lines.join(' '));
      expect(e.complete, e.problems.join('; ')).toBe(true);
    }
  });

  it('leaves one word and its legal form under a line of words for review', async () => {
    const e = await read(invoice({ sellerNameLines: ['Encofrados y Andamios Sierra', 'Morena, S.A.'] }));
    expect(e.fields.provider_name?.confidence).toBeLessThan(0.9);
    expect(e.complete).toBe(false);
    // A Catalan trade name above the person's is no rival.
    const haulier = await read(invoice({ sellerNameLines: ['TRANSPORTS VILANOVA', 'Pere Vilanova Roca'], sellerNifLine: 'N.I.F. 12345678Z' }));
    expect(haulier.fields.provider_name).toMatchObject({ value: 'Pere Vilanova Roca', confidence: 0.92 });
  });

  it('leaves two words and a legal form right under a line of words in the same type for review (a name wrapped on a ticket)', async () => {
    for (const lines of [
      ['MATERIALES DE DERRIBO', 'SAN ANTON, S.L.'],
      ['ECO-RECUPERA', 'MATERIALES HISTORICOS, S.L.'],
    ]) {
      const e = await read(invoice({ sellerNameLines: lines }));
      expect(e.fields.provider_name?.confidence, lines.join(' / ')).toBeLessThan(0.9);
      expect(e.complete).toBe(false);
    }
    // A longer name under a line of words is a name under its trade.
    const longer = await read(invoice({ sellerNameLines: ['Materiales de construcción', 'Almacenes Ruiz Hermanos, S.L.'] }));
    expect(longer.fields.provider_name?.value).toBe('Almacenes Ruiz Hermanos, S.L.');
    expect(longer.complete, longer.problems.join('; ')).toBe(true);
  });
});

describe('a delivery note’s number and date as counters and hauliers print them', () => {
  it('reads a Catalan note: `Data entrega` and the heads Quantitat, Unitat, Preu, Import', async () => {
    const header = [...NOTE_HEADER.filter((t) => !/^Fecha entrega/.test(t.text)), { text: 'Data entrega: 15-09-2026', x: 330, y: 54 }];
    const texts: PlacedText[] = [
      ...header,
      { text: 'Descripció', x: 40, y: 140, bold: true },
      { text: 'Quantitat', x: 330, y: 140, bold: true, align: 'right' },
      { text: 'Unitat', x: 345, y: 140, bold: true },
      { text: 'Preu', x: 450, y: 140, bold: true, align: 'right' },
      { text: 'Import', x: 552, y: 140, bold: true, align: 'right' },
      { text: 'Plotter color paper 90 g', x: 40, y: 156 },
      { text: '12,48', x: 330, y: 156, align: 'right' },
      { text: 'm²', x: 345, y: 156 },
      { text: '6,40', x: 450, y: 156, align: 'right' },
      { text: '79,87', x: 552, y: 156, align: 'right' },
      { text: 'Total albarà (IVA no inclòs)', x: 400, y: 184 },
      { text: '79,87', x: 552, y: 184, align: 'right' },
    ];
    const e = await readNote(pdfOf([texts]));
    expect(e.fields.delivery_date?.value).toBe('2026-09-15');
    expect(e.fields.line_items?.value).toEqual([{ description: 'Plotter color paper 90 g', quantity: 12.48, unit: 'm²', unit_price: 640, subtotal: 7987 }]);
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('reads a counter note’s date printed with its time beside the number, with no label', async () => {
    const line = { description: 'Hormigón HA-25/B/20/IIa', quantity: '12,5', unit: 'm³', price: '80,00', amount: '1.000,00' };
    const header = [
      ...NOTE_HEADER.filter((t) => !/^(?:Albarán nº|Fecha entrega)/.test(t.text)),
      { text: 'Albarán: M-29480', x: 330, y: 40 },
      { text: '03.11.26 11:21', x: 450, y: 40 },
    ];
    const e = await readNote(note([line], '1.000,00', [], header));
    expect(e.fields.delivery_date?.value).toBe('2026-11-03');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  const line = { description: 'Hormigón HA-25/B/20/IIa', quantity: '12,5', unit: 'm³', price: '80,00', amount: '1.000,00' };
  const withNumber = (texts: PlacedText[]) => [...NOTE_HEADER.filter((t) => !/^(?:Albarán nº|Fecha entrega)/.test(t.text)), ...texts];

  it.each([
    [[{ text: 'NOTA DE ENTREGA', x: 330, y: 40, bold: true }, { text: 'Número LL275983', x: 440, y: 40 }, { text: 'Fecha 03/11/2026', x: 330, y: 54 }], 'LL275983'],
    [[{ text: 'ALBARÁN DE MOSTRADOR', x: 330, y: 40, bold: true }, { text: 'Nº M-040653', x: 460, y: 40 }, { text: 'Fecha 03/11/2026', x: 330, y: 54 }], 'M-040653'],
    [[{ text: 'ALBARÁN', x: 330, y: 40, bold: true }, { text: 'Nº Alb.: AP-032211', x: 390, y: 40 }, { text: 'Fecha: 3/11/2026', x: 330, y: 54 }], 'AP-032211'],
    [[{ text: 'ALBARÁN', x: 330, y: 40, bold: true }, { text: 'Alb. 281074', x: 390, y: 40 }, { text: 'F. 03-11-26', x: 460, y: 40 }], '281074'],
    [[{ text: 'ALBARANA / ALBARÁN', x: 330, y: 40, bold: true }, { text: 'Zk. / Nº: SG-26298', x: 330, y: 54 }, { text: 'Data / Fecha: 03/11/2026', x: 430, y: 54 }], 'SG-26298'],
  ])('reads the number after a title or `Alb.` (%#)', async (texts, number) => {
    const e = await readNote(note([line], '1.000,00', [], withNumber(texts)));
    expect(e.fields.delivery_note_number?.value).toBe(number);
    expect(e.fields.delivery_date?.value).toBe('2026-11-03');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });
});

describe('whose letterhead it is', () => {
  it('takes a self-employed supplier’s name printed before their DNI, not the trade name above it', async () => {
    const e = await read(invoice({ sellerNameLines: ['Ferretería La Llave'], sellerNifLine: 'Josefa Martín Cuesta — NIF 12.345.678-Z' }));
    expect(e.fields.provider_nif?.value).toBe('12345678Z');
    expect(e.fields.provider_name).toMatchObject({ value: 'Josefa Martín Cuesta', confidence: 0.92 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('does not give the customer’s id, on its CLIENTE line, the letterhead printed above it', async () => {
    const e = await read(
      invoice({
        customerLabel: null,
        customerNifLine: null,
        sellerNameSize: 9,
        extra: [
          { text: 'HORMIGONES', x: 40, y: 22, size: 20 },
          { text: 'Tel. 915 22 41 80', x: 40, y: 104 },
          { text: 'CLIENTE:', x: 40, y: 118, bold: true, size: 10 },
          { text: BUYER.name, x: 110, y: 118, size: 10 },
          { text: `NIF: ${BUYER.nif}`, x: 290, y: 118, size: 10 },
        ],
      }),
    );
    expect(e.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('takes a professional’s name, not their profession printed under it, for a DNI’s', async () => {
    const e = await read(invoice({ sellerNameLines: ['María Teresa Gállego Ruiz', 'Arquitecta Técnica'], sellerNifLine: 'NIF: 12345678Z' }));
    expect(e.fields.provider_name).toMatchObject({ value: 'María Teresa Gállego Ruiz', confidence: 0.92 });
  });

  it('names the seller from its letterhead beside the title when its id is only on the registry line', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'FACTURA', x: 40, y: 40, bold: true, size: 14 },
          { text: SELLER.name, x: 330, y: 40, bold: true, size: 12 },
          { text: 'Factura nº: F-77', x: 40, y: 60 },
          { text: 'C/ Mayor, 12 · 28001 Madrid', x: 330, y: 60 },
          { text: 'Fecha: 05/11/2026', x: 40, y: 74 },
          { text: 'Tel. 915 22 41 80 · pedidos@hormigonesdelnorte.es', x: 330, y: 74 },
          { text: 'Sres.:', x: 40, y: 110, bold: true },
          { text: BUYER.name, x: 40, y: 124 },
          { text: `CIF: ${BUYER.nif}`, x: 40, y: 136 },
          ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
            { text: l, x: 360, y: 200 + i * 15 },
            { text: v, x: 552, y: 200 + i * 15, align: 'right' },
          ]),
          { text: `Inscrita en el Registro Mercantil de Madrid, Tomo 1.234, Folio 56, Hoja M-78.901, CIF ${SELLER.nif}`, x: 60, y: 800, size: 7 },
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.fields.provider_name).toMatchObject({ value: SELLER.name, confidence: 0.93 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('knows the brand by its initials: a capitals word of the logo, or a part of the mail domain', async () => {
    const vpm = await read(
      invoice({ customerLabel: null, sellerNameSize: 9, sellerNameLines: ['Vigilancia y Protección Mediterráneo, S.L.'], extra: [{ text: 'VPM seguridad', x: 40, y: 20, size: 18 }] }),
    );
    expect(vpm.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
    const pcc = await read(
      invoice({ customerLabel: null, sellerNameSize: 9, sellerNameLines: ['Puntales y Cimbras del Cantábrico, S.L.U.'], extra: [{ text: 'facturas@pcc-alquiler.com', x: 40, y: 92 }] }),
    );
    expect(pcc.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
    expect(pcc.fields.provider_name?.value).toBe('Puntales y Cimbras del Cantábrico, S.L.U.');
    const jv = await read(
      invoice({ customerLabel: null, sellerNameSize: 9, sellerNameLines: ['Jardines del Valle Verde, S.L.'], extra: [{ text: 'JV', x: 40, y: 20, size: 18 }] }),
    );
    expect(jv.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
    const ga = await read(
      invoice({ customerLabel: null, sellerNameSize: 9, sellerNameLines: ['Guarnecidos Andaluces, S.A.'], extra: [{ text: 'GA', x: 40, y: 20, size: 22 }] }),
    );
    expect(ga.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
  });

  it('reads a cooperative’s legal form written without spaces (S.Coop.And., S.Coop.Galega), and SCCL and S.C.A.', async () => {
    for (const name of ['Tarimas Flotantes del Sur, S.Coop.And.', 'Ferralla e Portas Ulla, S.Coop.Galega', 'Instal·lacions Hidràuliques Ribera, SCCL', 'Minerales Industriales Almanzora, S.C.A.']) {
      const e = await read(invoice({ sellerNameLines: [name] }));
      expect(e.fields.provider_name).toMatchObject({ value: name, confidence: 0.95 });
    }
  });

  it('ends the letterhead at a header grid of the document’s fields, before the customer’s unlabelled block', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'PARARRAYOS IBÉRICOS, S.A.', x: 40, y: 40, bold: true, size: 14 },
          { text: 'Tel. 91 671 33 80 · www.pararrayosibericos.es', x: 40, y: 56 },
          { text: 'Nº FACTURA', x: 40, y: 90, bold: true },
          { text: 'FECHA', x: 120, y: 90, bold: true },
          { text: BUYER.name, x: 330, y: 90 },
          { text: 'PI-00619', x: 40, y: 104 },
          { text: '05/11/2026', x: 120, y: 104 },
          { text: 'Avda. de la Constitución, 45', x: 330, y: 104 },
          { text: `C.I.F. ${BUYER.nif}`, x: 330, y: 116 },
          ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
            { text: l, x: 360, y: 200 + i * 15 },
            { text: v, x: 552, y: 200 + i * 15, align: 'right' },
          ]),
          { text: `Inscrita en el Registro Mercantil de Madrid, Tomo 3826, Folio 152, Hoja M-31741 · C.I.F. ${SELLER.nif}`, x: 60, y: 800, size: 7 },
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.fields.provider_name?.value).toBe('PARARRAYOS IBÉRICOS, S.A.');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });
});

describe('the seller among unlabelled ids, and its name', () => {
  const totals = TOTALS.flatMap(([l, v], i): PlacedText[] => [
    { text: l, x: 360, y: 260 + i * 15 },
    { text: v, x: 552, y: 260 + i * 15, align: 'right' },
  ]);
  const number: PlacedText[] = [
    { text: 'Factura nº F-26/0144', x: 380, y: 76 },
    { text: 'Fecha: 06/05/2026', x: 380, y: 98 },
  ];

  it('takes the id whose name the registry line prints, with no id on it', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'Cubiertas Vegetales Sedum Ibérica, S.L.', x: 96, y: 52, size: 11 },
          { text: 'C/ Hierro, 33, nave 7', x: 96, y: 64 },
          { text: `NIF ${SELLER.nif} · 914 68 20 31`, x: 96, y: 86 },
          ...number,
          { text: BUYER.name, x: 48, y: 142 },
          { text: 'C/ Príncipe de Vergara, 214, 3º', x: 48, y: 155 },
          { text: `NIF ${BUYER.nif}`, x: 48, y: 177 },
          ...totals,
          { text: 'Cubiertas Vegetales Sedum Ibérica, S.L. · R.M. de Madrid, Tomo 38.402, Folio 63, Hoja M-683110', x: 40, y: 810, size: 7 },
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('doubts the seller when its name is printed beside two different ids (the letterhead’s and the registry line’s)', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'DOMOTIK', x: 40, y: 30, size: 24 },
          { text: 'Domótica e Integración Kalean, S.L.', x: 40, y: 70 },
          { text: 'Ribera de Deusto, 70, pab. 6', x: 40, y: 82 },
          { text: `CIF ${SELLER.nif}`, x: 40, y: 104 },
          ...number,
          { text: 'Cliente', x: 44, y: 168, bold: true },
          { text: BUYER.name, x: 44, y: 180 },
          { text: `CIF ${BUYER.nif}`, x: 44, y: 201 },
          ...totals,
          { text: 'Domótica e Integración Kalean, S.L. · Inscrita en el Registro Mercantil de Bizkaia, Tomo 5521, Folio 140 · CIF B95783015', x: 40, y: 811, size: 6 },
        ],
      ]),
    );
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/the seller's name Domótica e Integración Kalean, S\.L\. is printed beside two tax ids/);
  });

  it('reads a name starting with a seller label’s word as the name (`Emisores…` is no `Emisor:`), and `S.A.L.` as a legal form', async () => {
    for (const name of ['Emisores Térmicos Moncayo, S.L.', 'Montajes Eléctricos Cuadrimat, S.A.L.']) {
      const e = await read(invoice({ sellerNameLines: [name] }));
      expect(e.fields.provider_name).toMatchObject({ value: name, confidence: 0.95 });
      expect(e.complete, e.problems.join('; ')).toBe(true);
    }
  });
});

describe('a customer’s block printed right under the letterhead, without a label', () => {
  it('ends the customer’s block at the letterhead’s id, so the letterhead’s brand tells the seller', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'Apeos y Estabilizaciones Urbanas, S.A.', x: 40, y: 49, size: 13 },
          { text: 'C/ Sepúlveda, 149 · 28011 Madrid', x: 40, y: 64 },
          { text: 'Tel. 914 64 20 31 · www.apeosurbanos.es', x: 40, y: 75 },
          { text: `C.I.F. ${SELLER.nif}`, x: 40, y: 86 },
          { text: 'UTE Rehabilitación Monasterio de Sobrado', x: 40, y: 113 },
          { text: 'FACTURA', x: 363, y: 113, size: 11 },
          { text: 'C/ Orense, 68 - 5º B', x: 40, y: 127 },
          { text: 'Número: AE-2026-00731', x: 363, y: 127 },
          { text: '28020 Madrid', x: 40, y: 137 },
          { text: 'Fecha: 31/03/2026', x: 363, y: 140 },
          { text: `C.I.F. ${BUYER.nif}`, x: 40, y: 147 },
          ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
            { text: l, x: 360, y: 260 + i * 15 },
            { text: v, x: 552, y: 260 + i * 15, align: 'right' },
          ]),
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.fields.provider_name?.value).toBe('Apeos y Estabilizaciones Urbanas, S.A.');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });
});

describe('a letterhead down the left, the title and fields beside it', () => {
  const totals = TOTALS.flatMap(([l, v], i): PlacedText[] => [
    { text: l, x: 360, y: 260 + i * 15 },
    { text: v, x: 552, y: 260 + i * 15, align: 'right' },
  ]);
  const customer = (label: string, y: number): PlacedText[] => [
    { text: label, x: 330, y, bold: true },
    { text: BUYER.name, x: 330, y: y + 13 },
    { text: `CIF: ${BUYER.nif}`, x: 330, y: y + 26 },
  ];

  it('reads the name beside the logo past the fields printed on the right, down to the Catalan `Client` block', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'FACTURA', x: 461, y: 30, bold: true, size: 14 },
          { text: 'INOXTURIA', x: 86, y: 34, bold: true, size: 16 },
          { text: 'Inoxidables Turia, S.L.', x: 86, y: 48, size: 9 },
          { text: 'Nº Factura:', x: 360, y: 53, bold: true },
          { text: '26/0900', x: 523, y: 53 },
          { text: 'C/ Ciudad de Sevilla, 41 - Pol. Fuente del Jarro', x: 40, y: 66 },
          { text: 'Fecha:', x: 360, y: 66, bold: true },
          { text: '10/01/2026', x: 510, y: 66 },
          { text: '46988 Paterna (Valencia)', x: 40, y: 77 },
          { text: 'Vencimiento:', x: 360, y: 79, bold: true },
          { text: '09/02/2026', x: 510, y: 79 },
          { text: 'Tel. 961 340 218', x: 40, y: 88 },
          { text: 'Página 1 de 1', x: 512, y: 95, size: 7 },
          { text: `CIF: ${SELLER.nif}`, x: 40, y: 99 },
          ...customer('Client', 130),
          ...totals,
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.fields.provider_name?.value).toBe('Inoxidables Turia, S.L.');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('takes no Galician or Catalan street (`Rúa`, `Carrer`) for the name; the letterhead above names the seller', async () => {
    for (const street of ['Rúa Gambrinus, 18, nave 7', 'Carrer de la Indústria, 44']) {
      const e = await read(
        pdfOf([
          [
            { text: 'Verticales Atlántico, S.L.', x: 40, y: 30, bold: true, size: 13 },
            { text: 'Trabajos verticales · Limpieza y mantenimiento de fachadas', x: 40, y: 46, size: 8 },
            { text: street, x: 40, y: 84 },
            { text: 'FACTURA', x: 485, y: 91, bold: true, size: 12 },
            { text: '15008 A Coruña', x: 40, y: 95 },
            { text: 'Tel. 981 140 622 · info@verticalesatlantico.com', x: 40, y: 106 },
            { text: 'Nº VA-2700', x: 509, y: 109 },
            { text: `CIF: ${SELLER.nif}`, x: 40, y: 117 },
            { text: 'Fecha: 22/05/2026', x: 481, y: 122 },
            ...customer('CLIENTE', 160),
            ...totals,
          ],
        ]),
      );
      expect(e.fields.provider_name?.value).toBe('Verticales Atlántico, S.L.');
      expect(e.complete, e.problems.join('; ')).toBe(true);
    }
  });

  it('reads `Nº` after the letterhead’s mail address on its line as the document’s, even with the `@` read as a letter', async () => {
    const e = await read(
      pdfOf([
        [
          { text: SELLER.name, x: 40, y: 30, bold: true, size: 13 },
          { text: '15008 A Coruña', x: 40, y: 95 },
          { text: 'FACTURA', x: 485, y: 91, bold: true, size: 12 },
          { text: 'Tel. 981 140 622', x: 40, y: 106 },
          { text: 'infoQverticalesatlantico.com', x: 160, y: 106 },
          { text: 'Nº VA-2700', x: 509, y: 106 },
          { text: `CIF: ${SELLER.nif}`, x: 40, y: 117 },
          { text: 'Fecha: 22/05/2026', x: 481, y: 122 },
          ...customer('CLIENTE', 160),
          ...totals,
        ],
      ]),
    );
    expect(e.fields.invoice_number?.value).toBe('VA-2700');
  });

  it('doubts a self-employed supplier’s name when two lines of the block could each be it (a tagline without its `·`, both starting with a given name)', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'LUCÍA FERRÁNDIZ ROCA', x: 212, y: 40, size: 13 },
          { text: 'ROSA DE VIENTOS CALIDOS', x: 212, y: 56, size: 8 },
          { text: 'C/ Colón, 52, 4º B · 03001 Alicante · NIF 12345678Z', x: 212, y: 70, size: 8 },
          { text: 'FACTURA Nº 2026-050', x: 40, y: 150, bold: true, size: 12 },
          { text: 'Fecha: 20/11/2026', x: 40, y: 166 },
          ...customer('A la atención de', 180),
          ...totals,
        ],
      ]),
    );
    expect(e.fields.provider_name?.confidence).toBeLessThan(0.9);
    expect(e.complete).toBe(false);
    // A Catalan trade name above the person's is no rival.
    const haulier = await read(invoice({ sellerNameLines: ['TRANSPORTS VILANOVA', 'Pere Vilanova Roca'], sellerNifLine: 'N.I.F. 12345678Z' }));
    expect(haulier.fields.provider_name).toMatchObject({ value: 'Pere Vilanova Roca', confidence: 0.92 });
  });

  it('takes an id set a few lines under the letterhead that opens the page, nothing between, for the letterhead’s', async () => {
    const lone = (y: number) =>
      read(
        invoice({
          sellerNameSize: 16,
          sellerNifLine: null,
          customerLabel: null,
          extra: [
            { text: `CIF nº ${SELLER.nif}`, x: 40, y },
            { text: 'Tel. 942 558 301', x: 40, y: y + 11 },
          ],
        }),
      );
    const e = await lone(104);
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.fields.provider_name?.value).toBe(SELLER.name);
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('takes a cooperative named in words (`Cooperativa Valenciana`) for a company', async () => {
    const e = await read(invoice({ sellerNameLines: ['Tecnofrío Levante Cooperativa Valenciana'], sellerNifLine: 'NIF F66654989' }));
    expect(e.fields.provider_name).toMatchObject({ value: 'Tecnofrío Levante Cooperativa Valenciana', confidence: 0.95 });
  });

  it('takes a trade name built on the person’s surname for no rival, and a profession joined by a hyphen for no name', async () => {
    const fencer = await read(invoice({ sellerNameLines: ['VALLADOS RIVAS', 'José Manuel Rivas Ortega'], sellerNifLine: 'D.N.I. 12345678Z' }));
    expect(fencer.fields.provider_name).toMatchObject({ value: 'José Manuel Rivas Ortega', confidence: 0.92 });
    expect(fencer.complete, fencer.problems.join('; ')).toBe(true);
    const mechanic = await read(invoice({ sellerNameLines: ['Motosierras Popescu', 'Ionut Popescu'], sellerNifLine: 'NIF 12345678Z' }));
    expect(mechanic.fields.provider_name).toMatchObject({ value: 'Ionut Popescu', confidence: 0.92 });
    const conservator = await read(invoice({ sellerNameLines: ['Tomasz Nowak', 'Conservador-Restaurador de Bienes Culturales'], sellerNifLine: 'NIF: 12345678Z' }));
    expect(conservator.fields.provider_name).toMatchObject({ value: 'Tomasz Nowak', confidence: 0.92 });
    expect(conservator.complete, conservator.problems.join('; ')).toBe(true);
    // A surname's lower-case particle is part of the person's name.
    const dairy = await read(invoice({ sellerNameLines: ['Servicio Técnico de Ordeño Van Dijk', 'Pieter van Dijk'], sellerNifLine: 'NIE Y-2718304-V' }));
    expect(dairy.fields.provider_name).toMatchObject({ value: 'Pieter van Dijk', confidence: 0.92 });
  });

  it('takes a professional’s name heading the letterhead when their NIF is printed apart under their trade', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'Laura Sanz Ibáñez', x: 20, y: 40, size: 13 },
          { text: 'FACTURA', x: 200, y: 47, bold: true, size: 12 },
          { text: 'Ingeniera técnica en topografía', x: 20, y: 54, size: 8 },
          { text: 'Colegiada 2.417', x: 20, y: 64, size: 8 },
          { text: 'Número de factura', x: 200, y: 73 },
          { text: '74/2026', x: 340, y: 73 },
          { text: 'Fecha de factura', x: 200, y: 87 },
          { text: '22/04/2026', x: 340, y: 87 },
          { text: 'NIF: 12345678Z', x: 20, y: 98 },
          { text: 'C/ Miguel Servet, 104, 5º A', x: 20, y: 110 },
          { text: 'Tel. 679 40 12 88 · laura.sanz@detecciondeservicios.es', x: 20, y: 122 },
          ...customer('Cliente', 140),
          ...totals,
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe('12345678Z');
    // The letterhead over the lone NIF is its block: the person's name there (0.92).
    expect(e.fields.provider_name).toMatchObject({ value: 'Laura Sanz Ibáñez', confidence: 0.92 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('reads a name set letter-spaced above a self-employed professional’s NIF, not the tagline under it', async () => {
    const e = await read(
      pdfOf([
        [
          { text: 'L U C Í A', x: 180, y: 40, size: 13 },
          { text: 'F E R R Á N D I Z', x: 250, y: 40, size: 13 },
          { text: 'R O C A', x: 382, y: 40, size: 13 },
          { text: 'INTERIORISMO · DISEÑO DE ESPACIOS', x: 226, y: 56, size: 8 },
          { text: 'C/ Colón, 52, 4º B · 03001 Alicante · NIF 12345678Z', x: 212, y: 70, size: 8 },
          { text: 'FACTURA Nº 2026-050', x: 40, y: 150, bold: true, size: 12 },
          { text: 'Fecha: 20/11/2026', x: 40, y: 166 },
          ...customer('A la atención de', 180),
          ...totals,
        ],
      ]),
    );
    expect(e.fields.provider_nif?.value).toBe('12345678Z');
    expect(e.fields.provider_name).toMatchObject({ value: 'LUCÍA FERRÁNDIZ ROCA', confidence: 0.92 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });
});

describe('an invoice’s lines against its base', () => {
  const steel: PlacedText[] = [
    { text: 'Acero corrugado B500S', x: 40, y: 220 },
    { text: '100', x: 370, y: 220, align: 'right' },
    { text: '1,50', x: 460, y: 220, align: 'right' },
    { text: '150,00', x: 552, y: 220, align: 'right' },
  ];

  it('leaves for review a base that leaves a line out, though its VAT and total follow it', async () => {
    const e = await read(invoice({ extra: steel, totals: [['Base imponible', '1.000,00'], ['IVA 21 %', '210,00'], ['Total factura', '1.210,00 €']] }));
    expect(e.complete).toBe(false);
    expect(e.problems).toContain('the lines add up to 1.150,00, not to the base 1.000,00');
  });

  it('creates the invoice when the base holds every line, or a discount printed under them explains it', async () => {
    const whole = await read(invoice({ extra: steel, totals: [['Base imponible', '1.150,00'], ['IVA 21 %', '241,50'], ['Total factura', '1.391,50 €']] }));
    expect(whole.complete, whole.problems.join('; ')).toBe(true);
    const discounted = await read(
      invoice({ extra: steel, totals: [['Dto. pronto pago', '-150,00'], ['Base imponible', '1.000,00'], ['IVA 21 %', '210,00'], ['Total factura', '1.210,00 €']] }),
    );
    expect(discounted.problems.filter((p) => p.startsWith('the lines add up'))).toEqual([]);
  });
});

describe('Galician VAT', () => {
  it('reads the issue date under Galician `Data da factura` and a Courier ERP’s `FECHA FRA.`', async () => {
    for (const [label, date, expected] of [
      ['Data da factura:', '31 de xullo de 2026', '2026-07-31'],
      ['FECHA FRA.', ': 21-08-2026', '2026-08-21'],
    ]) {
      const e = await read(invoice({ date: [label, date] }));
      expect(e.fields.issue_date?.value, label).toBe(expected);
      expect(e.complete, e.problems.join('; ')).toBe(true);
    }
  });

  it('reads the VAT under `IVE 21 %`, so a review shows it beside the base and the total', async () => {
    const e = await read(invoice({ totals: [['Base impoñible', '1.000,00'], ['IVE 21 %', '210,00'], ['Recargo', '50,00'], ['Total factura', '1.260,00 €']] }));
    expect(e.fields.tax_amount?.value).toBe(21000);
    expect(e.problems).toContain('the amounts do not add up: base 1.000,00 + VAT 210,00 − withholding 0,00 ≠ total 1.260,00');
  });
});

describe('line tables headed in Galician, Catalan or Basque', () => {
  it('keeps the code column out of the description (Código · Descrición · Cantidade · Ud. · Prezo · Importe)', async () => {
    const head: Array<[string, number, 'left' | 'right']> = [['Código', 40, 'left'], ['Descrición', 100, 'left'], ['Cantidade', 380, 'right'], ['Ud.', 395, 'left'], ['Prezo', 470, 'right'], ['Importe', 552, 'right']];
    const row = ['XPS40', 'Panel XPS 40 mm', '127,89', 'm²', '6,30', '805,71'];
    const texts: PlacedText[] = [
      ...NOTE_HEADER,
      ...head.map(([text, x, align]) => ({ text, x, y: 140, bold: true, align })),
      ...row.map((text, i) => ({ text, x: head[i][1], y: 156, align: head[i][2] })),
      { text: 'Total albarán', x: 400, y: 184 },
      { text: '805,71', x: 552, y: 184, align: 'right' as const },
    ];
    const e = await readNote(pdfOf([texts]));
    expect(e.fields.line_items?.value).toEqual([{ description: 'Panel XPS 40 mm', quantity: 127.89, unit: 'm²', unit_price: 630, subtotal: 80571 }]);
  });
});

describe('an invoice’s base above its lines', () => {
  const steel: PlacedText[] = [
    { text: 'Acero corrugado B500S', x: 40, y: 220 },
    { text: '100', x: 370, y: 220, align: 'right' },
    { text: '1,50', x: 460, y: 220, align: 'right' },
    { text: '150,00', x: 552, y: 220, align: 'right' },
  ];
  const totals: Array<[string, string]> = [['Base imponible', '1.175,00'], ['IVA 21 %', '246,75'], ['Total factura', '1.421,75 €']];

  it('leaves for review a base above lines read down to it, with nothing printed for the difference', async () => {
    const e = await read(invoice({ extra: steel, totals }));
    expect(e.complete).toBe(false);
    expect(e.problems).toContain('the lines add up to 1.150,00, not to the base 1.175,00');
  });

  it('takes a difference printed apart (`Portes`) for what the base holds beside the lines', async () => {
    const e = await read(invoice({ extra: [...steel, { text: 'Portes', x: 40, y: 330 }, { text: '25,00', x: 160, y: 330, align: 'right' }], totals }));
    expect(e.problems.filter((p) => p.startsWith('the lines add up'))).toEqual([]);
  });
});

describe('whose letterhead, without a brand or labels', () => {
  const page = (sellerPhone: boolean): Promise<Uint8Array> =>
    pdfOf([
      [
        { text: 'LUCERNARIOS Y EXUTORIOS ARAGON, S.L.', x: 40, y: 46 },
        { text: 'C/ MONEGROS 7, POL. IND. HUESCA', x: 40, y: 57 },
        { text: '22006 HUESCA', x: 40, y: 68 },
        ...(sellerPhone ? [{ text: 'TELF. 974 215 330', x: 40, y: 79 }] : []),
        { text: `NIF: ${SELLER.nif}`, x: 40, y: 90 },
        { text: 'FACTURA NUM.:', x: 40, y: 119 },
        { text: 'A-415', x: 130, y: 119 },
        { text: BUYER.name, x: 300, y: 119 },
        { text: 'FECHA......:', x: 40, y: 131 },
        { text: '13/08/2026', x: 130, y: 131 },
        { text: 'CALLE ALCALA 540, 4ª PLANTA', x: 300, y: 131 },
        { text: '28027 MADRID', x: 300, y: 143 },
        { text: `NIF: ${BUYER.nif}`, x: 300, y: 155 },
        ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
          { text: l, x: 360, y: 260 + i * 15 },
          { text: v, x: 552, y: 260 + i * 15, align: 'right' },
        ]),
      ],
    ]);

  it('takes the id of the block that opens the page with its phone, over an addressee’s block set lower', async () => {
    const e = await read(page(true));
    expect(e.fields.provider_nif).toMatchObject({ value: SELLER.nif, confidence: 0.93 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('still doubts the ids when the top block carries no contact line', async () => {
    const e = await read(page(false));
    expect(e.complete).toBe(false);
    expect(e.problems.join(' ')).toMatch(/2 candidate seller tax ids/);
  });
});

describe('the seller’s name and id among the document’s fields', () => {
  const body: PlacedText[] = [
    { text: 'Datos del cliente', x: 46, y: 131 },
    { text: BUYER.name, x: 46, y: 142 },
    { text: `CIF: ${BUYER.nif}`, x: 46, y: 153 },
    ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
      { text: l, x: 360, y: 260 + i * 15 },
      { text: v, x: 552, y: 260 + i * 15, align: 'right' },
    ]),
  ];
  const fields = (name: PlacedText[], nif: string): PlacedText[] => [
    ...name,
    { text: 'Nº Factura:', x: 365, y: 47, size: 8 },
    { text: 'VB-2189', x: 440, y: 47, size: 8 },
    { text: 'C/ Alicante, 56', x: 74, y: 61, size: 8 },
    { text: 'Fecha:', x: 365, y: 65, size: 8 },
    { text: '10/11/2026', x: 440, y: 65, size: 8 },
    { text: '03300 Orihuela (Alicante)', x: 74, y: 71, size: 8 },
    { text: 'Tel. 965 302 477', x: 74, y: 82, size: 8 },
    { text: 'NIF:', x: 365, y: 82, size: 8 },
    { text: nif, x: 440, y: 82, size: 8 },
    ...body,
  ];

  it('takes no field’s value over an id printed in the fields’ column for the seller’s name', async () => {
    const e = await read(pdfOf([fields([{ text: 'Mosquiteras Vega Baja, S.L.', x: 74, y: 47, size: 13 }], SELLER.nif)]));
    expect(e.fields.provider_name).toMatchObject({ value: 'Mosquiteras Vega Baja, S.L.', confidence: 0.93 });
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('takes the person under a trade name built on their surname, heading the letterhead, for a DNI apart', async () => {
    const e = await read(
      pdfOf([fields([{ text: 'Mosquiteras Aguado', x: 74, y: 47, size: 13 }, { text: 'Rosa María Aguado Lillo', x: 74, y: 56, size: 8 }], '12345678Z')]),
    );
    expect(e.fields.provider_name?.value).toBe('Rosa María Aguado Lillo');
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });

  it('reads a name run into the field’s label set close after it as the text before the label', async () => {
    const e = await read(pdfOf([fields([{ text: 'Protección Solar y Mosquiteras Atlántico, S.L. Nº Factura:', x: 74, y: 47, size: 13 }], SELLER.nif)]));
    expect(e.fields.provider_name?.value).toBe('Protección Solar y Mosquiteras Atlántico, S.L.');
  });
});

describe('a self-employed supplier’s trade name', () => {
  it('takes a trade name ending in the person’s initials, or a word of a trade (`Estilismo`), for no rival', async () => {
    for (const trade of ['Protección Pasiva AK', 'Casa Muestra Estilismo']) {
      const e = await read(invoice({ sellerNameLines: [trade, 'Andrzej Kowalski'], sellerNifLine: 'NIF: X1234567L' }));
      expect(e.fields.provider_name, trade).toMatchObject({ value: 'Andrzej Kowalski', confidence: 0.92 });
      expect(e.complete, `${trade}: ${e.problems.join('; ')}`).toBe(true);
    }
  });
});

describe('a customer’s word in the small print after the seller’s id', () => {
  it('keeps the id on `… · NIF B… · Mercancía por cuenta y riesgo del comprador` the seller’s', async () => {
    const e = await read(
      invoice({
        sellerNifLine: null,
        extra: [{ text: `${SELLER.name} · NIF ${SELLER.nif} · Mercancía viaja por cuenta y riesgo del comprador.`, x: 100, y: 817, size: 7 }],
      }),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });
});

describe('a quantity column headed `Unidades`, and no unit column', () => {
  it('reads each line’s unit as `ud`', async () => {
    const rows: Array<[string, string, string, string]> = [
      ['Pasador de seguridad', '750', '0,18', '135,00'],
      ['Diagonal de bastidor 1100', '170', '4,55', '773,50'],
    ];
    const e = await readNote(
      pdfOf([
        [
          ...NOTE_HEADER,
          { text: 'Artículo', x: 40, y: 140, bold: true },
          { text: 'Unidades', x: 390, y: 140, bold: true, align: 'right' },
          { text: 'Precio', x: 470, y: 140, bold: true, align: 'right' },
          { text: 'Importe', x: 552, y: 140, bold: true, align: 'right' },
          ...rows.flatMap(([d, q, p, a], i): PlacedText[] => [
            { text: d, x: 40, y: 156 + 14 * i },
            { text: q, x: 390, y: 156 + 14 * i, align: 'right' },
            { text: p, x: 470, y: 156 + 14 * i, align: 'right' },
            { text: a, x: 552, y: 156 + 14 * i, align: 'right' },
          ]),
          { text: 'Total neto', x: 400, y: 200 },
          { text: '908,50 €', x: 552, y: 200, align: 'right' },
        ],
      ]),
    );
    expect(e.fields.line_items?.value.map((l) => [l.quantity, l.unit])).toEqual([
      [750, 'ud'],
      [170, 'ud'],
    ]);
    expect(e.complete, e.problems.join('; ')).toBe(true);
  });
});

describe('figures that carry over: certifications, pages, weighbridges', () => {
  const totals = (base: string): PlacedText[] =>
    [
      ['Base imponible', base],
      ['IVA 21 %', '210,00'],
      ['Total factura', '1.210,00 €'],
    ].flatMap(([l, v], i): PlacedText[] => [
      { text: l, x: 360, y: 400 + i * 15 },
      { text: v, x: 552, y: 400 + i * 15, align: 'right' },
    ]);
  const certification = (previous: string, period: string): PlacedText[] => [
    { text: 'Importe certificado a origen', x: 330, y: 330 },
    { text: '5.000,00 €', x: 552, y: 330, align: 'right' },
    { text: 'A deducir certificaciones anteriores', x: 330, y: 343 },
    { text: previous, x: 552, y: 343, align: 'right' },
    { text: 'Importe de esta certificación', x: 330, y: 356 },
    { text: period, x: 552, y: 356, align: 'right' },
  ];

  it('leaves for review a certification whose amount to date less the previous is not the base', async () => {
    const wrong = await read(invoice({ totals: [], extra: [...certification('-4.100,00 €', '900,00 €'), ...totals('1.000,00')] }));
    expect(wrong.complete).toBe(false);
    expect(wrong.problems).toContain("the certification's amount to date 5.000,00 less the previous 4.100,00 is 900,00, not the base 1.000,00");
    const right = await read(invoice({ totals: [], extra: [...certification('-4.000,00 €', '1.000,00 €'), ...totals('1.000,00')] }));
    expect(right.complete, right.problems.join('; ')).toBe(true);
  });

  it('leaves for review a sum carried forward that the next page brings as another amount', async () => {
    const pages = (brought: string) => {
      const [first, ...rest] = [invoiceTexts({ totals: [] }), []] as PlacedText[][];
      first.push({ text: 'Suma y sigue', x: 360, y: 500 }, { text: '1.000,00 €', x: 552, y: 500, align: 'right' });
      rest[0].push(
        { text: 'Suma anterior', x: 40, y: 180 },
        { text: brought, x: 552, y: 180, align: 'right' },
        ...TOTALS.flatMap(([l, v], i): PlacedText[] => [
          { text: l, x: 360, y: 240 + i * 15 },
          { text: v, x: 552, y: 240 + i * 15, align: 'right' },
        ]),
      );
      return pdfOf([first, ...rest]);
    };
    const wrong = await read(pages('900,00 €'));
    expect(wrong.complete).toBe(false);
    expect(wrong.problems).toContain('page 1 carries 1.000,00 forward, page 2 brings 900,00');
    const right = await read(pages('1.000,00 €'));
    expect(right.problems.filter((p) => p.includes('forward'))).toEqual([]);
  });

  it('leaves for review a weighbridge ticket whose net weight is not the gross less the tare', async () => {
    const ticket = (net: string) =>
      read(
        invoice({
          extra: [
            { text: 'PESO BRUTO', x: 40, y: 330 },
            { text: '38.540 KG', x: 174, y: 330 },
            { text: 'TARA', x: 40, y: 342 },
            { text: '14.180 KG', x: 174, y: 342 },
            { text: 'PESO NETO', x: 40, y: 354 },
            { text: net, x: 174, y: 354 },
          ],
        }),
      );
    const wrong = await ticket('26.360 KG');
    expect(wrong.complete).toBe(false);
    expect(wrong.problems).toContain('the gross weight 38.540 kg less the tare 14.180 kg is not the net weight 26.360 kg');
    expect((await ticket('24.360 KG')).complete).toBe(true);
  });
});

describe('numbers and names as small suppliers print them', () => {
  it('reads a number in groups of digits after its series (`GCH 2026 0318`), and `N. B-118430` under a title', async () => {
    const grouped = await read(invoice({ number: ['Fra.:', 'GCH 2026 0318'] }));
    expect(grouped.fields.invoice_number?.value).toBe('GCH 2026 0318');
    const ticket = await readNote(
      note([{ description: 'Sal gema deshielo granel', quantity: '24,36', unit: 't', price: '64,50', amount: '1.571,22' }], '1.571,22 €', [], [
        { text: SELLER.name, x: 40, y: 40, bold: true, size: 12 },
        { text: `CIF: ${SELLER.nif}`, x: 40, y: 56 },
        { text: 'TICKET BASCULA/ALBARAN', x: 396, y: 40 },
        { text: 'N. B-118430', x: 396, y: 54 },
        { text: 'Fecha: 12/01/2026', x: 396, y: 66 },
        { text: 'Cliente:', x: 330, y: 80, bold: true },
        { text: BUYER.name, x: 330, y: 93 },
        { text: `CIF: ${BUYER.nif}`, x: 330, y: 105 },
      ]),
    );
    expect(ticket.fields.delivery_note_number?.value).toBe('B-118430');
  });

  it('takes no `SAL` without dots for a legal form, and the person who starts with a given name over a tagline', async () => {
    const haulier = await read(invoice({ sellerNameLines: ['TRANSPORTES Y SAL OTERO', 'MANUEL OTERO VIDAL'], sellerNifLine: 'N.I.F. 12345678Z' }));
    expect(haulier.fields.provider_name?.value).toBe('MANUEL OTERO VIDAL');
    const welder = await read(invoice({ sellerNameLines: ['IONUT POPESCU', 'SOLDADURA ALUMINOTERMICA DE CARRIL'], sellerNifLine: 'N.I.E.: X1234567L' }));
    expect(welder.fields.provider_name).toMatchObject({ value: 'IONUT POPESCU', confidence: 0.92 });
    expect(welder.complete, welder.problems.join('; ')).toBe(true);
  });

  it('takes no page count (`Hoja 1 de 2`) beside the customer’s id for a registry line', async () => {
    const e = await read(
      invoice({
        customerLabel: null,
        customerNifLine: null,
        extra: [{ text: 'Hoja 1 de 2', x: 40, y: 108 }, { text: `CIF ${BUYER.nif}`, x: 330, y: 108 }],
        sellerNifLine: `CIF: ${SELLER.nif}`,
      }),
    );
    expect(e.fields.provider_nif?.value).toBe(SELLER.nif);
  });
});

describe('a percentage printed beside amounts', () => {
  const grid = (vat10: string, vat21: string, total: string): PlacedText[] => [
    { text: 'Base imponible', x: 330, y: 330 },
    { text: '% IVA', x: 450, y: 330 },
    { text: 'Cuota IVA', x: 520, y: 330 },
    { text: '600,00 €', x: 382, y: 345, align: 'right' },
    { text: '10 %', x: 467, y: 345, align: 'right' },
    { text: vat10, x: 552, y: 345, align: 'right' },
    { text: '400,00 €', x: 382, y: 358, align: 'right' },
    { text: '21 %', x: 467, y: 358, align: 'right' },
    { text: vat21, x: 552, y: 358, align: 'right' },
    { text: 'Base imponible', x: 330, y: 375 },
    { text: '1.000,00 €', x: 552, y: 375, align: 'right' },
    { text: 'TOTAL FACTURA', x: 330, y: 400 },
    { text: total, x: 552, y: 400, align: 'right' },
  ];

  it('leaves for review a VAT grid row whose VAT is another rate’s share of its base', async () => {
    const swapped = await read(invoice({ totals: [], extra: grid('126,00 €', '40,00 €', '1.166,00 €') }));
    expect(swapped.complete).toBe(false);
    expect(swapped.problems).toContain('10 % printed beside 600,00, 126,00 is that share of no amount printed');
    const right = await read(invoice({ totals: [], extra: grid('60,00 €', '84,00 €', '1.144,00 €') }));
    expect(right.complete, right.problems.join('; ')).toBe(true);
  });

  it('leaves for review a prompt-payment discount of another percentage than the one printed', async () => {
    const discounted = (percent: string, discount: string, base: string, vat: string, total: string) =>
      read(
        invoice({
          totals: [
            ['Importe bruto', '1.000,00'],
            [`Dto. pronto pago ${percent}`, discount],
            ['Base imponible', base],
            ['IVA 21 %', vat],
            ['Total factura', total],
          ],
        }),
      );
    const wrong = await discounted('3 %', '-50,00', '950,00', '199,50', '1.149,50 €');
    expect(wrong.complete).toBe(false);
    expect(wrong.problems).toContain('3 % printed beside 50,00 is that share of no amount printed');
    expect((await discounted('5 %', '-50,00', '950,00', '199,50', '1.149,50 €')).problems.filter((p) => p.includes('share'))).toEqual([]);
  });

  it('leaves for review an invoice that closes at an IVA rate no longer in force', async () => {
    const old = await read(invoice({ totals: [['Base imponible', '1.000,00'], ['IVA 18 %', '180,00'], ['Total factura', '1.180,00 €']] }));
    expect(old.complete).toBe(false);
    expect(old.problems).toContain('IVA at 18 % is not a rate in force (21 %, 10 %, 5 %, 4 % or 0 %)');
    const canary = await read(invoice({ totals: [['Base imponible', '1.000,00'], ['IGIC 7 %', '70,00'], ['Total factura', '1.070,00 €']] }));
    expect(canary.problems.filter((p) => p.includes('in force'))).toEqual([]);
  });

  it('leaves for review an invoice line for more than its quantity × price, where the other lines close', async () => {
    const withPumping = (amount: string, totals: Array<[string, string]>) =>
      read(
        invoice({
          totals,
          extra: [
            { text: 'Acero corrugado B500S', x: 40, y: 218 },
            { text: '100', x: 370, y: 218, align: 'right' },
            { text: '2,00', x: 460, y: 218, align: 'right' },
            { text: '200,00', x: 552, y: 218, align: 'right' },
            { text: 'Bombeo de hormigón', x: 40, y: 230 },
            { text: '2', x: 370, y: 230, align: 'right' },
            { text: '150,00', x: 460, y: 230, align: 'right' },
            { text: amount, x: 552, y: 230, align: 'right' },
          ],
        }),
      );
    const over = await withPumping('450,00', [['Base imponible', '1.650,00'], ['IVA 21 %', '346,50'], ['Total factura', '1.996,50 €']]);
    expect(over.complete).toBe(false);
    expect(over.problems).toContain('line 3: quantity × unit price is 300,00, the line says 450,00');
    const right = await withPumping('300,00', [['Base imponible', '1.500,00'], ['IVA 21 %', '315,00'], ['Total factura', '1.815,00 €']]);
    expect(right.complete, right.problems.join('; ')).toBe(true);
  });

  it('leaves for review a base that counts the first page twice: its lines and the sum carried from it', async () => {
    const twoPages = (base: string, vat: string, total: string) => {
      const first = invoiceTexts({ totals: [] });
      first.push({ text: 'Suma y sigue', x: 360, y: 500 }, { text: '1.000,00 €', x: 552, y: 500, align: 'right' });
      const second: PlacedText[] = [
        { text: 'Suma anterior', x: 360, y: 150 },
        { text: '1.000,00 €', x: 552, y: 150, align: 'right' },
        { text: 'Descripción', x: 40, y: 190, bold: true },
        { text: 'Cantidad', x: 330, y: 190, bold: true },
        { text: 'Precio', x: 420, y: 190, bold: true },
        { text: 'Importe', x: 552, y: 190, bold: true, align: 'right' },
        { text: 'Acero corrugado B500S', x: 40, y: 206 },
        { text: '100', x: 370, y: 206, align: 'right' },
        { text: '2,00', x: 460, y: 206, align: 'right' },
        { text: '200,00', x: 552, y: 206, align: 'right' },
        ...[
          ['Base imponible', base],
          ['IVA 21 %', vat],
          ['Total factura', total],
        ].flatMap(([l, v], i): PlacedText[] => [
          { text: l, x: 360, y: 240 + i * 15 },
          { text: v, x: 552, y: 240 + i * 15, align: 'right' },
        ]),
      ];
      return read(pdfOf([first, second]));
    };
    const twice = await twoPages('2.200,00', '462,00', '2.662,00 €');
    expect(twice.complete).toBe(false);
    expect(twice.problems).toContain('the lines add up to 1.200,00, not to the base 2.200,00');
    const once = await twoPages('1.200,00', '252,00', '1.452,00 €');
    expect(once.complete, once.problems.join('; ')).toBe(true);
  });
});

describe('a self-employed supplier’s trade name on their first name', () => {
  it('takes `Fonda Casa Rosalia` over `Rosalia Puigdevall Serra`, and a photographer’s brand, for no rival', async () => {
    for (const [trade, person] of [
      ['Fonda Casa Rosalia', 'Rosalia Puigdevall Serra'],
      ['NEREA G. FOTOGRAFÍA', 'Nerea Goikoetxea Urrutia'],
    ]) {
      const e = await read(invoice({ sellerNameLines: [trade, person], sellerNifLine: 'NIF: 12345678Z' }));
      expect(e.fields.provider_name, trade).toMatchObject({ value: person, confidence: 0.92 });
    }
  });
});

describe('a totals column sharing its lines with another box', () => {
  it('takes the VAT line\'s amount after its label, not a due date\'s amount printed before it on the same line', async () => {
    const dues: PlacedText[] = [
      { text: 'Vencimientos', x: 40, y: 240, bold: true },
      { text: '05/12/2026', x: 40, y: 255 },
      { text: '1.210,00 €', x: 150, y: 255 },
    ];
    const e = await read(invoice({ extra: dues }));
    expect(e.problems).toEqual([]);
    expect(values(e)).toMatchObject({ subtotal_amount: 100000, tax_amount: 21000, total_amount: 121000 });
    expect(e.complete).toBe(true);
  });
});

describe('a company\'s name set apart from the block of its id', () => {
  const texts = (email: string, nameSize = 9): PlacedText[] => [
    { text: 'ALBARÁN DE ENTREGA', x: 40, y: 40, bold: true, size: 14 },
    { text: 'Pinturas Industriales Albufera, S.L.', x: 330, y: 40, size: nameSize },
    { text: 'Pinturas, barnices y recubrimientos técnicos', x: 40, y: 58 },
    { text: 'CLIENTE', x: 330, y: 70, bold: true },
    { text: 'C/ Séquia de Rovella, 3', x: 40, y: 72 },
    { text: BUYER.name, x: 330, y: 84 },
    { text: '46470 Catarroja (València)', x: 40, y: 86 },
    { text: `CIF: ${BUYER.nif}`, x: 330, y: 98 },
    { text: `CIF: ${SELLER.nif}`, x: 40, y: 100 },
    { text: `Tel. 961 26 07 55 · ${email}`, x: 40, y: 114 },
    { text: 'Albarán: AV-26-03870   Fecha: 28/01/2026', x: 40, y: 126 },
  ];
  const concrete = { description: 'Pintura plástica mate blanca, 15 l', quantity: '18', unit: 'ud', price: '40,05', amount: '720,90' };

  it('is the one company name above the id outside the customer\'s block, sure when the letterhead\'s brand is its', async () => {
    const branded = await readNote(note([concrete], '720,90', [], texts('comercial@pinturasalbufera.es')));
    expect(branded.fields.provider_name).toMatchObject({ value: 'Pinturas Industriales Albufera, S.L.' });
    expect(branded.fields.provider_nif?.value).toBe(SELLER.nif);
    expect(branded.complete, branded.problems.join('; ')).toBe(true);
    expect((await readNote(note([concrete], '720,90', [], texts('pedidos@gmail.com', 14)))).complete).toBe(true);
    // Without the brand (an e-mail at another domain, the name set no larger than the text) it is only a suggestion.
    const unbranded = await readNote(note([concrete], '720,90', [], texts('pedidos@gmail.com')));
    expect(unbranded.fields.provider_name?.value).toBe('Pinturas Industriales Albufera, S.L.');
    expect(unbranded.fields.provider_name?.confidence).toBeLessThan(0.9);
    expect(unbranded.complete).toBe(false);
  });
});
