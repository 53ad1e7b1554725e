/**
 * Invoices of curtain-wall glaziers (a dark strip of white label–value pairs), landscapers of
 * public spaces (light-grey bands with black letters, two VAT rates), road signage and markings
 * (a dark table head and a dark total box) and asbestos removal (the totals on a dark band at the
 * foot of the page).
 */
import { customerBlock, footer, pairs, partyLines, stacked, totalRows } from './blocks.js';
import { ASBESTOS, CURTAINWALL, LANDSCAPE, SIGNAGE } from './catalogue.js';
import { type InvoiceContent, linesOf, Printer } from './content.js';
import type { Line } from './figures.js';
import { figure, monthOf, quantity, rateText } from './format.js';
import { INK, LEFT, RIGHT, Sheet, WIDTH } from './kit.js';
import type { InvoicePlan } from './plans.js';
import { drawHead, drawRows, fit, type TableLook } from './table.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const curtainwall: InvoicePlan = {
  name: 'curtainwall',
  variant(v, d, issue) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots-euro', date: 'slash', nif: 'plain', colour: INK.grey },
        { money: 'dots', date: 'dot', nif: 'dash', colour: INK.navy },
        { money: 'dots-eur', date: 'mon', nif: 'plain', colour: INK.black },
      ][v] as InvoiceContent['style'],
      number: [`MCL-26-${pad(d.int(1, 400), 4)}`, `FAN/2026/${pad(d.int(1, 700), 4)}`, `26.${pad(d.int(1, 999), 4)}`][v],
      lines: linesOf(d, CURTAINWALL, 5, 7, { rate: 21 }),
      dueDays: [60, 90, 60][v],
      order: `CT-${d.digits(4)}`,
      remark: `Certificación nº ${d.int(2, 9)} — ${monthOf(issue)}`,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    sheet.text(c.supplier.name, LEFT, 32, { size: 17, bold: true });
    sheet.text(c.supplier.trade, LEFT, 54, { size: 8.5, colour: INK.muted });
    partyLines(c.supplier, pr).forEach((l, i) => sheet.right(l, RIGHT, 30 + i * 10.5, { size: 7.8 }));

    const y0 = 92;
    const h = [26, 22, 30][c.v];
    sheet.fill(LEFT, y0, WIDTH, h, colour);
    if (c.v === 0) {
      sheet.rule(LEFT, y0, RIGHT, { width: 0.8 });
      sheet.rule(LEFT, y0 + h, RIGHT, { width: 0.8 });
    } else if (c.v === 2) {
      sheet.frame(LEFT - 2.5, y0 - 2.5, WIDTH + 5, h + 5, { width: 0.7 });
    }
    const cells: Array<[string, string]> = [
      ['Factura nº', c.number],
      ['Fecha', pr.d(c.issue)],
      ['Vencimiento', pr.d(c.due!)],
      ['Cliente', c.customer.code],
    ];
    let x = LEFT + 10;
    const ty = Sheet.mid(y0, h, 9);
    for (const [label, value] of cells) {
      sheet.text(label, x, ty + 0.8, { size: 7.5, colour: 'white' });
      x += sheet.widthOf(label, { size: 7.5 }) + 5;
      sheet.text(value, x, ty, { size: 9, bold: true, colour: 'white' });
      x += sheet.widthOf(value, { size: 9, bold: true }) + 22;
    }

    let y = y0 + h + 18;
    const cb = customerBlock(sheet, LEFT, y, 260, c.customer, pr, { title: 'CLIENTE' });
    sheet.text('OBRA', 318, y, { size: 7, bold: true, colour: '#444444' });
    let oy = sheet.paragraph(c.site, 318, y + 12, RIGHT - 318, { size: 8.5 });
    sheet.text(c.remark!, 318, oy + 2, { size: 8.5, bold: true });
    oy += 14;
    sheet.text(`Contrato: ${c.order}`, 318, oy + 2, { size: 8.5 });
    y = Math.max(cb, oy + 14) + 16;

    const cols = fit(
      [
        { title: 'Código', width: 46 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Ud', width: 28, align: 'center' },
        { title: 'Medición', width: 56, align: 'right' },
        { title: 'Precio', width: 62, align: 'right' },
        { title: 'Importe', width: 78, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.4, headSize: 8, headHeight: 18, headRules: true, rowRules: '#c4c4c4', pad: 4, leading: 10.8 };
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [l.code ?? '', l.description, l.unit, quantity(l.quantity, l.unit === 'ud' || l.unit === 'día' ? 0 : 2), figure(l.price), figure(l.amount)]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);

    y += 18;
    const tx = 340;
    const after = pairs(sheet, tx, RIGHT, y, totalRows(c, pr), { size: 9 });
    sheet.rule(tx, after, RIGHT, { width: 0.6 });
    sheet.rule(tx, after + 2.5, RIGHT, { width: 0.6 });
    sheet.text('TOTAL FACTURA', tx, after + 9, { size: 11, bold: true });
    sheet.right(pr.m(c.fig.total), RIGHT, after + 9, { size: 11, bold: true });
    sheet.text(`Forma de pago: ${c.payment}`, LEFT, y, { size: 8 });
    sheet.text(`IBAN: ${c.iban}`, LEFT, y + 12, { size: 8 });
    footer(sheet, c.supplier.registry);
  },
};

/** Lines drawn again until both VAT rates are on the invoice. */
function twoRates(draw: () => Line[]): Line[] {
  for (;;) {
    const lines = draw();
    if (new Set(lines.map((l) => l.rate)).size > 1) return lines;
  }
}

export const landscape: InvoicePlan = {
  name: 'landscape',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'plain', colour: INK.light },
        { money: 'dots-euro', date: 'iso', nif: 'dash', colour: '#e2e2e2' },
        { money: 'plain-euro', date: 'long', nif: 'plain', colour: '#d4d4d4' },
      ][v] as InvoiceContent['style'],
      number: [`FV 26/${pad(d.int(1, 900), 4)}`, `2026-JU-${d.int(100, 400)}`, `MO/26/${pad(d.int(1, 300), 5)}`][v],
      lines: twoRates(() => linesOf(d, LANDSCAPE, 6, 9, { rate: 21 })),
      dueDays: [30, 45, 60][v],
    };
  },
  draw(sheet, c) {
    drawLandscape(sheet, c);
  },
};

/** The landscaping print; also the print of the hard document whose VAT is of the wrong rate. */
export function drawLandscape(sheet: Sheet, c: InvoiceContent): void {
  const pr = new Printer(c.style);
  const grey = c.style.colour;
  sheet.text(c.supplier.name, LEFT, 32, { size: 13.5, bold: true });
  sheet.text(c.supplier.trade, LEFT, 50, { size: 8, colour: INK.muted });
  partyLines(c.supplier, pr, 'CIF').forEach((l, i) => sheet.text(l, LEFT, 63 + i * 10, { size: 7.6 }));

  const bx = 340;
  sheet.fill(bx, 30, RIGHT - bx, 20, grey);
  sheet.center('FACTURA', (bx + RIGHT) / 2, Sheet.mid(30, 20, 12), { size: 12, bold: true });
  const info: Array<[string, string]> = [
    ['Número', c.number],
    ['Fecha', pr.d(c.issue)],
    ['Vencimiento', pr.d(c.due!)],
  ];
  info.forEach(([label, value], i) => {
    sheet.text(label, bx + 4, 58 + i * 13, { size: 7.8, colour: INK.muted });
    sheet.right(value, RIGHT - 4, 58 + i * 13, { size: 8.8, bold: true });
  });

  let y = 118;
  sheet.fill(LEFT, y, 262, 14, grey);
  sheet.text('CLIENTE', LEFT + 6, Sheet.mid(y, 14, 7.5), { size: 7.5, bold: true });
  const cb = customerBlock(sheet, LEFT, y + 14, 262, c.customer, pr, { frame: true, codeLabel: 'Código de cliente' });
  sheet.fill(318, y, RIGHT - 318, 14, grey);
  sheet.text('LUGAR DE LOS TRABAJOS', 324, Sheet.mid(y, 14, 7.5), { size: 7.5, bold: true });
  sheet.paragraph(c.site, 324, y + 22, RIGHT - 330, { size: 8.5 });
  y = cb + 18;

  const cols = fit(
    [
      { title: 'Código', width: 46 },
      { title: 'Descripción', width: 0, wrap: true },
      { title: 'Cant.', width: 46, align: 'right' },
      { title: 'Ud', width: 28, align: 'center' },
      { title: 'Precio', width: 52, align: 'right' },
      { title: 'IVA', width: 30, align: 'center' },
      { title: 'Importe', width: 70, align: 'right' },
    ],
    WIDTH,
  );
  const look: TableLook = { size: 8.3, headSize: 7.8, headHeight: 17, headFill: grey, pad: 3.5, leading: 10.5, rowRules: '#cfcfcf' };
  y = drawHead(sheet, LEFT, y, cols, look);
  const rows = c.lines.map((l) => [
    l.code ?? '',
    l.description,
    quantity(l.quantity, l.unit === 'm²' || l.unit === 'm³' ? 1 : 0),
    l.unit,
    figure(l.price),
    rateText(l.rate, 'tight'),
    figure(l.amount),
  ]);
  y = drawRows(sheet, LEFT, y, cols, rows, look);

  y += 18;
  const tx = 300;
  const cw = [95, 50, 110];
  const heads = ['Base imponible', '% IVA', 'Cuota IVA'];
  sheet.fill(tx, y, RIGHT - tx, 15, grey);
  let cx = tx;
  heads.forEach((hd, i) => {
    sheet.right(hd, cx + cw[i] - 6, Sheet.mid(y, 15, 7.8), { size: 7.8, bold: true });
    cx += cw[i];
  });
  y += 15;
  for (const t of c.fig.taxes) {
    const cells = [pr.m(t.base), rateText(t.rate), pr.m(t.tax)];
    cx = tx;
    cells.forEach((cell, i) => {
      sheet.right(cell, cx + cw[i] - 6, y + 4, { size: 8.8 });
      cx += cw[i];
    });
    y += 15;
  }
  sheet.rule(tx, y + 2, RIGHT, { width: 0.4 });
  y = pairs(sheet, tx + 6, RIGHT - 6, y + 7, [['Total base imponible', pr.m(c.fig.base)], ['Total cuota IVA', pr.m(c.fig.tax)]], { size: 8.5, leading: 13 });
  y += 4;
  sheet.fill(tx, y, RIGHT - tx, 24, grey);
  sheet.text('TOTAL FACTURA', tx + 6, Sheet.mid(y, 24, 10.5), { size: 10.5, bold: true });
  sheet.right(pr.m(c.fig.total), RIGHT - 6, Sheet.mid(y, 24, 11.5), { size: 11.5, bold: true });

  sheet.text(`Forma de pago: ${c.payment}`, LEFT, y - 40, { size: 8 });
  sheet.text(`Cuenta: ${c.iban}`, LEFT, y - 28, { size: 8 });
  sheet.paragraph('Las plantas vivas tributan al tipo reducido del 10 % (art. 91.Uno.1.1º Ley 37/1992).', LEFT, y - 12, 240, { size: 7.2, colour: INK.muted });
  footer(sheet, c.supplier.registry);
}

export const signage: InvoicePlan = {
  name: 'signage',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'eur-prefix', date: 'slash', nif: 'dash', colour: INK.navy },
        { money: 'dots', date: 'mon', nif: 'plain', colour: INK.red },
        { money: 'dots-euro', date: 'dash', nif: 'space', colour: INK.black },
      ][v] as InvoiceContent['style'],
      number: [`SV26-${pad(d.int(1, 3000), 5)}`, `MVS-${pad(d.int(1, 900), 4)}/26`, `F2026/${pad(d.int(1, 2000), 6)}`][v],
      lines: linesOf(d, SIGNAGE, 5, 8, { rate: 21, step: 1 }),
      dueDays: [60, 30, 60][v],
      order: v !== 0 ? `PED-${d.digits(5)}` : undefined,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    sheet.polygon([[LEFT, 62], [LEFT + 17, 30], [LEFT + 34, 62]], colour);
    sheet.text(c.supplier.name, LEFT + 44, 34, { size: 12.5, bold: true });
    sheet.text(c.supplier.trade, LEFT + 44, 50, { size: 7.8, colour: INK.muted });
    partyLines(c.supplier, pr).forEach((l, i) => sheet.text(l, LEFT, 74 + i * 10, { size: 7.6 }));

    const bx = 345;
    sheet.frame(bx, 30, RIGHT - bx, 74, { width: 0.8 });
    sheet.text('FACTURA', bx + 10, 38, { size: 14, bold: true });
    const info: Array<[string, string]> = [['Nº:', c.number], ['Fecha:', pr.d(c.issue)], ['Vto.:', pr.d(c.due!)]];
    info.forEach(([label, value], i) => {
      sheet.text(label, bx + 10, 60 + i * 13, { size: 8.5 });
      sheet.text(value, bx + 48, 60 + i * 13, { size: 9, bold: true });
    });

    let y = 126;
    const cb = customerBlock(sheet, LEFT, y, 262, c.customer, pr, { frame: true, title: 'CLIENTE' });
    sheet.text('Obra / vía', 320, y + 6, { size: 7.5, bold: true });
    const oy = sheet.paragraph(c.site, 320, y + 18, RIGHT - 320, { size: 8.5 });
    if (c.order) sheet.text(`Su pedido: ${c.order}`, 320, oy + 4, { size: 8.5 });
    y = cb + 18;

    const cols = fit(
      [
        { title: 'Código', width: 44 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Ud.', width: 40, align: 'center' },
        { title: 'Cantidad', width: 52, align: 'right' },
        { title: 'Precio', width: 52, align: 'right' },
        { title: 'Importe', width: 72, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.2, headSize: 8, headHeight: 19, headFill: colour, headColour: 'white', pad: 3.8, leading: 10.6, rowRules: '#c6c6c6' };
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [l.code ?? '', l.description, l.unit, quantity(l.quantity, l.unit === 'm²' ? 2 : 0), figure(l.price, true, c.v === 2 ? 3 : 2), figure(l.amount)]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);
    sheet.rule(LEFT, y, RIGHT, { width: 0.8, colour });

    y += 18;
    const tx = 335;
    const after = pairs(sheet, tx + 6, RIGHT - 6, y, totalRows(c, pr), { size: 9 });
    sheet.fill(tx, after + 2, RIGHT - tx, 25, colour);
    sheet.text('TOTAL', tx + 8, Sheet.mid(after + 2, 25, 11), { size: 11, bold: true, colour: 'white' });
    sheet.right(pr.m(c.fig.total), RIGHT - 8, Sheet.mid(after + 2, 25, 12), { size: 12, bold: true, colour: 'white' });
    sheet.text(`Forma de pago: ${c.payment}`, LEFT, y, { size: 8 });
    sheet.text(`IBAN ${c.iban}`, LEFT, y + 12, { size: 8 });
    footer(sheet, `${c.supplier.registry}. Empresa certificada ISO 9001 e ISO 14001.`);
  },
};

export const asbestos: InvoicePlan = {
  name: 'asbestos',
  variant(v, d) {
    return {
      family: (['Helvetica', 'Times', 'Helvetica'] as const)[v],
      style: [
        { money: 'dots', date: 'long', nif: 'dash', colour: INK.black },
        { money: 'dots-euro', date: 'slash', nif: 'plain', colour: INK.red },
        { money: 'dots', date: 'iso', nif: 'plain', colour: INK.green },
      ][v] as InvoiceContent['style'],
      number: [`DE-26-${pad(d.int(1, 120), 3)}`, `AB/${pad(d.int(1, 400), 4)}/2026`, `F-26/${d.int(1000, 1999)}`][v],
      lines: linesOf(d, ASBESTOS, 4, 6, { rate: 21 }),
      dueDays: [30, 60, 30][v],
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    sheet.text(c.supplier.name, LEFT, 34, { size: 14, bold: true });
    sheet.text(c.supplier.trade, LEFT, 53, { size: 8.5, bold: true, colour });
    partyLines(c.supplier, pr).forEach((l, i) => sheet.text(l, LEFT, 67 + i * 10.5, { size: 7.8 }));
    sheet.right('FACTURA', RIGHT, 34, { size: 16, bold: true });
    const info: Array<[string, string]> = [['Número', c.number], ['Fecha', pr.d(c.issue)], ['Cliente', c.customer.code]];
    info.forEach(([label, value], i) => {
      sheet.right(value, RIGHT, 56 + i * 12, { size: 9, bold: true });
      sheet.right(`${label}:`, RIGHT - sheet.widthOf(value, { size: 9, bold: true }) - 5, 56.5 + i * 12, { size: 8.5 });
    });

    let y = 122;
    const cb = customerBlock(sheet, 300, y, RIGHT - 300, c.customer, pr, { frame: true, title: 'Facturado a' });
    sheet.text('Trabajos realizados en:', LEFT, y + 4, { size: 8, bold: true });
    sheet.paragraph(c.site, LEFT, y + 16, 240, { size: 8.5 });
    y = cb + 20;

    const cols = fit(
      [
        { title: 'Descripción de los trabajos', width: 0, wrap: true },
        { title: 'Cantidad', width: 56, align: 'right' },
        { title: 'Ud', width: 30, align: 'center' },
        { title: 'Precio', width: 62, align: 'right' },
        { title: 'Importe', width: 78, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.8, headSize: 8.2, headHeight: 18, headRules: true, pad: 4.5, leading: 11.2 };
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [l.description, quantity(l.quantity, l.unit === 'ud' || l.unit === 'sem' ? 0 : 2), l.unit, figure(l.price), figure(l.amount)]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);
    sheet.rule(LEFT, y, RIGHT, { width: 0.8 });

    y += 26;
    const bandH = c.v === 1 ? 46 : 40;
    sheet.fill(LEFT, y, WIDTH, bandH, colour);
    const cells: Array<[string, string]> = [
      ['BASE IMPONIBLE', pr.m(c.fig.base)],
      [`IVA ${rateText(c.fig.taxes[0].rate)}`, pr.m(c.fig.tax)],
    ];
    if (c.v === 1) cells.push(['VENCIMIENTO', pr.d(c.due!)]);
    cells.push(['TOTAL FACTURA', pr.m(c.fig.total)]);
    const w = WIDTH / cells.length;
    cells.forEach(([label, value], i) => {
      stacked(sheet, LEFT + i * w + 10, y + (bandH - 24) / 2, label, value, { colour: 'white', valueSize: i === cells.length - 1 ? 12 : 10.5, gap: 11 });
    });
    y += bandH + 16;
    sheet.text(`Forma de pago: ${c.payment}. Vencimiento: ${pr.d(c.due!)}.`, LEFT, y, { size: 8.5 });
    sheet.text(`IBAN: ${c.iban}`, LEFT, y + 12, { size: 8.5 });
    sheet.paragraph(
      'Trabajos ejecutados según plan de trabajo aprobado por la autoridad laboral (RD 396/2006). Los residuos se entregan a gestor autorizado; se adjuntan documentos de control y seguimiento.',
      LEFT,
      y + 30,
      WIDTH,
      { size: 7.5, colour: INK.muted },
    );
    footer(sheet, c.supplier.registry);
  },
};
