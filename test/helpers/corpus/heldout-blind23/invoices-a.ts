/**
 * Invoices of lifts and hoists, fire protection and photovoltaic installers: three ERP prints
 * with dark bands (a title bar holding the supplier and its tax id over a data strip, a table
 * head and a total box, a strip of white labels over boxed values).
 */
import { customerBlock, footer, pairs, partyLines, stacked, totalRows } from './blocks.js';
import { FIRE, LIFTS, SOLAR } from './catalogue.js';
import { type InvoiceContent, linesOf, Printer } from './content.js';
import { figure, quantity } from './format.js';
import { INK, LEFT, PAGE_W, RIGHT, Sheet, WIDTH } from './kit.js';
import type { InvoicePlan } from './plans.js';
import { type Column, drawHead, drawRows, fit, type TableLook } from './table.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

/** Cells of a band: label over value, or label and value on one line, in white. */
function bandCells(sheet: Sheet, y: number, h: number, cells: Array<[string, string]>, oneLine: boolean): void {
  const w = WIDTH / cells.length;
  cells.forEach(([label, value], i) => {
    const x = LEFT + i * w;
    if (i > 0) sheet.vrule(x, y + 4, y + h - 4, { width: 0.4, colour: '#ffffff' });
    if (oneLine) {
      const ty = Sheet.mid(y, h, 9);
      sheet.text(label, x + 8, ty + 0.8, { size: 7.5, colour: 'white' });
      sheet.text(value, x + 10 + sheet.widthOf(label, { size: 7.5 }), ty, { size: 9, bold: true, colour: 'white' });
    } else {
      stacked(sheet, x + 8, y + 6, label, value, { colour: 'white' });
    }
  });
}

/** White labels on a band, each value in a box under it (touching the band, or just apart). */
function labelBandBoxes(sheet: Sheet, y: number, bandH: number, colour: string, cells: Array<[string, string]>, gap: number): number {
  const w = WIDTH / cells.length;
  sheet.fill(LEFT, y, WIDTH, bandH, colour);
  const boxY = y + bandH + gap;
  cells.forEach(([label, value], i) => {
    const x = LEFT + i * w;
    sheet.center(label, x + w / 2, Sheet.mid(y, bandH, 7), { size: 7, bold: true, colour: 'white' });
    sheet.frame(x, boxY, w, 22);
    sheet.center(value, x + w / 2, Sheet.mid(boxY, 22, 9.5), { size: 9.5 });
  });
  return boxY + 22;
}

export const lifts: InvoicePlan = {
  name: 'lifts',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'dash', colour: INK.navy },
        { money: 'dots-euro', date: 'mon', nif: 'plain', colour: INK.black },
        { money: 'plain-euro', date: 'dot', nif: 'space', colour: INK.teal },
      ][v] as InvoiceContent['style'],
      number: [`FV-26/${pad(d.int(100, 999), 5)}`, `2026/A/${d.int(1000, 1999)}`, `ZI-26${d.digits(4)}`][v],
      lines: linesOf(d, LIFTS, 3, 5, { rate: 21 }),
      dueDays: [30, 60, undefined][v],
      order: v === 2 ? `OC-${d.digits(5)}` : undefined,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    const bandH = [56, 48, 62][c.v];
    sheet.fill(0, 0, PAGE_W, bandH, colour);
    sheet.text('FACTURA', LEFT, Sheet.mid(0, bandH, 24), { size: 24, bold: true, colour: 'white' });
    // The first prints its tax id under its address; the others in white on the title bar.
    const nifLabel = c.v === 1 ? 'CIF' : 'NIF';
    const onBand = c.v !== 0;
    const top = onBand ? bandH / 2 - 15 : bandH / 2 - 10;
    sheet.right(c.supplier.name, RIGHT, top, { size: 10.5, bold: true, colour: 'white' });
    sheet.right(c.supplier.trade, RIGHT, top + 14, { size: 7.5, colour: 'white' });
    if (onBand) sheet.right(`${nifLabel} ${pr.n(c.supplier.nif)}`, RIGHT, top + 24.5, { size: 8, bold: true, colour: 'white' });

    const details = partyLines(c.supplier, pr, nifLabel).filter((l) => !onBand || !l.startsWith(nifLabel));
    details.forEach((l, i) => sheet.text(l, LEFT, bandH + 18 + i * 11.5, { size: 8 }));
    const custBottom = customerBlock(sheet, 318, bandH + 12, RIGHT - 318, c.customer, pr, { title: 'CLIENTE', frame: true });

    let y = Math.max(custBottom, bandH + 70) + 14;
    if (c.v === 2) {
      y = labelBandBoxes(sheet, y, 15, colour, [
        ['Nº FACTURA', c.number],
        ['FECHA', pr.d(c.issue)],
        ['CÓD. CLIENTE', c.customer.code],
        ['SU PEDIDO', c.order ?? ''],
      ], 0);
    } else {
      const h = c.v === 0 ? 34 : 20;
      sheet.fill(LEFT, y, WIDTH, h, colour);
      const cells: Array<[string, string]> = [
        [c.v === 0 ? 'Nº FACTURA' : 'Factura', c.number],
        [c.v === 0 ? 'FECHA' : 'Fecha', pr.d(c.issue)],
        [c.v === 0 ? 'VENCIMIENTO' : 'Vto.', pr.d(c.due!)],
        [c.v === 0 ? 'CÓD. CLIENTE' : 'Cliente', c.customer.code],
      ];
      bandCells(sheet, y, h, cells, c.v === 1);
      y += h;
    }
    y += 12;
    sheet.text(`Obra: ${c.site}`, LEFT, y, { size: 8.5 });
    y += 16;

    const cols: Column[] = fit(
      [
        ...(c.v === 1 ? [{ title: 'Código', width: 58 }] : []),
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Cant.', width: 40, align: 'right' },
        { title: 'Ud.', width: 34, align: 'center' },
        { title: 'Precio', width: 72, align: 'right' },
        { title: 'Importe', width: 80, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.5, headSize: 8, headHeight: 18, headRules: true, rowRules: '#b5b5b5', pad: 4, leading: 11 };
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [
      ...(c.v === 1 ? [l.code ?? ''] : []),
      l.description,
      quantity(l.quantity, 0),
      l.unit,
      figure(l.price),
      figure(l.amount),
    ]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);

    y += 18;
    const tx = 345;
    const after = pairs(sheet, tx, RIGHT - 8, y, totalRows(c, pr), { size: 9 });
    sheet.frame(tx - 6, after, RIGHT - tx + 6, 24, { width: 1.1 });
    sheet.text('TOTAL FACTURA', tx, Sheet.mid(after, 24, 10.5), { size: 10.5, bold: true });
    sheet.right(pr.m(c.fig.total), RIGHT - 8, Sheet.mid(after, 24, 11), { size: 11, bold: true });

    sheet.text('Forma de pago', LEFT, y, { size: 7.5, bold: true });
    sheet.text(c.payment, LEFT, y + 11, { size: 8.5 });
    sheet.text('IBAN', LEFT, y + 28, { size: 7.5, bold: true });
    sheet.text(c.iban, LEFT, y + 39, { size: 8.5 });
    footer(sheet, `${c.supplier.name} · ${c.supplier.registry}. Los datos personales se tratan para la gestión de la relación comercial.`);
  },
};

export const fire: InvoicePlan = {
  name: 'fire',
  variant(v, d) {
    return {
      family: (['Helvetica', 'Times', 'Helvetica'] as const)[v],
      style: [
        { money: 'dots-euro', date: 'slash', nif: 'dash', colour: INK.red },
        { money: 'dots', date: 'long', nif: 'dots', colour: INK.black },
        { money: 'dots-eur', date: 'dash', nif: 'plain', colour: INK.green },
      ][v] as InvoiceContent['style'],
      number: [`F26-${pad(d.int(200, 1400), 4)}`, `FAC-2026-${pad(d.int(1, 900), 5)}`, `26/${d.int(1000, 2999)}`][v],
      lines: linesOf(d, FIRE, 5, 8, { rate: 21, discounts: [5, 10, 15] }),
      dueDays: [30, 60, 45][v],
      payment: ['Transferencia 30 días', 'Recibo 60 días f.f.', 'Confirming 45 días'][v],
    };
  },
  draw(sheet, c) {
    drawFire(sheet, c);
  },
};

/** The fire-protection print; also the print of the hard document whose total does not close. */
export function drawFire(sheet: Sheet, c: InvoiceContent): void {
  const pr = new Printer(c.style);
  const colour = c.style.colour;
  const mid = PAGE_W / 2;
  sheet.center(c.supplier.name, mid, 32, { size: 15, bold: true });
  sheet.center(c.supplier.trade, mid, 52, { size: 8, italic: true });
  sheet.center(`${c.supplier.street} · ${c.supplier.city} · Tel. ${c.supplier.phone}`, mid, 64, { size: 7.8 });
  sheet.center(`C.I.F.: ${pr.n(c.supplier.nif)} · ${c.supplier.email}`, mid, 75, { size: 7.8 });
  sheet.rule(LEFT, 91, RIGHT, { width: 1 });
  sheet.rule(LEFT, 94, RIGHT, { width: 0.3 });

  sheet.text('FACTURA', LEFT, 108, { size: 20, bold: true });
  const info: Array<[string, string]> = [
    ['Número', c.number],
    ['Fecha', pr.d(c.issue)],
    ['Vencimiento', pr.d(c.due!)],
    ['Forma de pago', c.payment],
    ['Código cliente', c.customer.code],
  ];
  const ix = 320;
  const rowH = 15;
  info.forEach(([label, value], i) => {
    const ry = 106 + i * rowH;
    if (i > 0) sheet.rule(ix, ry, RIGHT, { width: 0.3, colour: INK.rule });
    sheet.text(label, ix + 6, Sheet.mid(ry, rowH, 7.5), { size: 7.5, colour: INK.muted });
    sheet.text(value, ix + 84, Sheet.mid(ry, rowH, 8.5), { size: 8.5, bold: true });
  });
  sheet.frame(ix, 106, RIGHT - ix, info.length * rowH);
  const custBottom = customerBlock(sheet, LEFT, 138, 255, c.customer, pr, { title: 'DATOS DEL CLIENTE', frame: true, nifLabel: 'C.I.F./N.I.F.' });

  let y = Math.max(custBottom, 106 + info.length * rowH) + 14;
  sheet.text(`Instalación: ${c.site}`, LEFT, y, { size: 8.5 });
  y += 15;
  const cols = fit(
    [
      { title: 'Ref.', width: 50 },
      { title: 'Descripción', width: 0, wrap: true },
      { title: 'Cant.', width: 38, align: 'right' },
      { title: 'Ud.', width: 26, align: 'center' },
      { title: 'Precio', width: 54, align: 'right' },
      { title: 'Dto.%', width: 34, align: 'right' },
      { title: 'Importe', width: 66, align: 'right' },
    ],
    WIDTH,
  );
  const look: TableLook = {
    size: 8.2,
    headSize: 7.8,
    headHeight: c.v === 2 ? 22 : 18,
    headFill: colour,
    headColour: 'white',
    pad: 3.5,
    leading: 10.5,
    rowRules: c.v === 0 ? '#bdbdbd' : undefined,
    zebra: c.v === 1 ? '#f0f0f0' : undefined,
    grid: c.v === 2,
  };
  y = drawHead(sheet, LEFT, y, cols, look);
  const rows = c.lines.map((l) => [
    l.code ?? '',
    l.description,
    quantity(l.quantity, l.unit === 'm' ? 1 : 0),
    l.unit,
    figure(l.price),
    l.discount ? String(l.discount) : '',
    figure(l.amount),
  ]);
  y = drawRows(sheet, LEFT, y, cols, rows, look);
  if (c.v !== 2) sheet.rule(LEFT, y, RIGHT, { width: 0.6 });

  y += 16;
  const tx = 330;
  const after = pairs(sheet, tx + 8, RIGHT - 8, y, totalRows(c, pr), { size: 9 });
  sheet.fill(tx, after + 2, RIGHT - tx, 26, colour);
  sheet.text('TOTAL FACTURA', tx + 8, Sheet.mid(after + 2, 26, 10), { size: 10, bold: true, colour: 'white' });
  sheet.right(pr.m(c.fig.total), RIGHT - 8, Sheet.mid(after + 2, 26, 12), { size: 12, bold: true, colour: 'white' });

  sheet.text('Vencimientos', LEFT, y, { size: 7.5, bold: true });
  sheet.frame(LEFT, y + 11, 200, 18, { width: 0.4 });
  sheet.text(pr.d(c.due!), LEFT + 6, Sheet.mid(y + 11, 18, 8.5), { size: 8.5 });
  sheet.right(pr.m(c.fig.total), LEFT + 194, Sheet.mid(y + 11, 18, 8.5), { size: 8.5 });
  sheet.text(`Domiciliación / transferencia: ${c.iban}`, LEFT, y + 38, { size: 7.5 });
  footer(
    sheet,
    `${c.supplier.registry}. Empresa habilitada conforme al RD 513/2017 (RIPCI). En cumplimiento del RGPD le informamos de que sus datos forman parte de un fichero responsabilidad de ${c.supplier.name.replace(/\.$/, '')}.`,
    792,
  );
}

export const solar: InvoicePlan = {
  name: 'solar',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'plain', colour: INK.green },
        { money: 'dots-euro', date: 'iso', nif: 'dash', colour: INK.navy },
        { money: 'plain-euro', date: 'mon', nif: 'plain', colour: INK.brown },
      ][v] as InvoiceContent['style'],
      number: [`FV${d.int(26000, 26999)}`, `S-2026-${pad(d.int(1, 480), 4)}`, `ESL/26/${pad(d.int(1, 300), 3)}`][v],
      // The third installer works on dwellings: renovation at the reduced rate.
      lines: linesOf(d, SOLAR, 5, 7, { rate: v === 2 ? 10 : 21 }),
      dueDays: [30, 15, 30][v],
      order: v === 1 ? `P${d.digits(6)}` : undefined,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    sheet.text(c.supplier.name, LEFT, 36, { size: 16, bold: true, colour });
    sheet.text(c.supplier.trade, LEFT, 57, { size: 8.5, colour: INK.muted });
    partyLines(c.supplier, pr, 'CIF').forEach((l, i) => sheet.right(l, RIGHT, 32 + i * 10.5, { size: 7.8 }));
    sheet.rule(LEFT, 84, RIGHT, { width: 2, colour });

    sheet.text('FACTURA', LEFT, 98, { size: 18, bold: true });
    sheet.right('Original — ejemplar para el cliente', RIGHT, 104, { size: 7.5, colour: INK.muted });
    const cells: Array<[string, string]> =
      c.v === 1
        ? [['FACTURA', c.number], ['FECHA', pr.d(c.issue)], ['VTO.', pr.d(c.due!)], ['SU PEDIDO', c.order!]]
        : [['Nº FACTURA', c.number], ['FECHA EMISIÓN', pr.d(c.issue)], ['VENCIMIENTO', pr.d(c.due!)], ['NIF CLIENTE', pr.n(c.customer.nif)]];
    let y = labelBandBoxes(sheet, 128, [16, 14, 18][c.v], colour, cells, c.v === 2 ? 2 : 0);

    y += 16;
    const custBottom = customerBlock(sheet, LEFT, y, 250, c.customer, pr, { title: 'FACTURAR A' });
    sheet.text('INSTALACIÓN', 318, y, { size: 7, bold: true, colour: '#444444' });
    const kwp = c.lines.find((l) => l.unit === 'kWp');
    const installation = [c.site, kwp ? `Potencia pico: ${quantity(kwp.quantity, 2)} kWp` : 'Autoconsumo colectivo', 'Modalidad: autoconsumo con excedentes'];
    let iy = y + 12;
    for (const l of installation) iy = sheet.paragraph(l, 318, iy, RIGHT - 318, { size: 8.2, leading: 12 });
    y = Math.max(custBottom, iy) + 18;

    const cols = fit(
      [
        { title: 'Concepto', width: 0, wrap: true },
        { title: 'Cantidad', width: 52, align: 'right' },
        { title: 'Ud.', width: 32, align: 'center' },
        { title: 'Precio unitario', width: 74, align: 'right' },
        { title: 'Importe', width: 78, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.5, headSize: 8, headHeight: 18, pad: 4, leading: 11 };
    sheet.rule(LEFT, y, RIGHT, { width: 0.5 });
    y = drawHead(sheet, LEFT, y, cols, look);
    sheet.rule(LEFT, y, RIGHT, { width: 1.5, colour });
    y = drawRows(
      sheet,
      LEFT,
      y + 2,
      cols,
      c.lines.map((l) => [l.description, quantity(l.quantity, l.unit === 'kWp' ? 2 : 0), l.unit, pr.m(l.price), pr.m(l.amount)]),
      look,
    );
    sheet.rule(LEFT, y + 2, RIGHT, { width: 0.5 });

    y += 18;
    const bx = 335;
    const rows = totalRows(c, pr, { base: 'Base imponible', vat: 'IVA', withholding: 'IRPF', reverse: 'ISP', rate: 'tight' });
    const boxH = rows.length * 15 + 34;
    sheet.frame(bx, y, RIGHT - bx, boxH);
    const after = pairs(sheet, bx + 8, RIGHT - 8, y + 8, rows, { size: 8.8, leading: 15 });
    sheet.rule(bx, after, RIGHT, { width: 0.8 });
    sheet.text('TOTAL', bx + 8, after + 9, { size: 11, bold: true });
    sheet.right(pr.m(c.fig.total), RIGHT - 8, after + 9, { size: 11, bold: true });

    sheet.paragraph(
      'Garantía de producto de los módulos: 25 años. Garantía del inversor: 10 años. La instalación queda inscrita en el registro de autoconsumo de la comunidad autónoma.',
      LEFT,
      y + 2,
      270,
      { size: 7.5 },
    );
    sheet.text(`Pago: ${c.payment}`, LEFT, y + 44, { size: 8 });
    sheet.text(`IBAN ${c.iban}`, LEFT, y + 56, { size: 8 });
    footer(sheet, c.supplier.registry);
  },
};
