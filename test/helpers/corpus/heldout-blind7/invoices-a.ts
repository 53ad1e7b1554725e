import type { CorpusDocument } from '../types.js';
import { TRADES, draw } from './catalogue.js';
import { A4, addDays, pages, percent, quantity, type Sheet } from './kit.js';
import { buyerBlock, day, dayIn, eur, invoiceDocument, newInvoice, supplierLines, type Invoice } from './model.js';
import { SUPPLIERS } from './parties.js';
import { drawTable, totalsBlock, type Column } from './table.js';

/**
 * Stainless-steel stairs and handrails (two pages with carried sums for two suppliers),
 * mineral-fibre false ceilings (a header grid with the labels above, reverse charge) and wall
 * coverings worded in Catalan.
 */

// ---- stainless-steel stairs and handrails --------------------------------------------------------

function handrails(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const pen = sheet.pen(s.family, 9);
  const v = s.variant;
  const cols: Column[] = [
    { head: v === 1 ? 'Ref.' : 'Código', width: 70, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: 215, cell: (i) => i.description, wraps: true },
    { head: 'Ud.', width: 30, align: 'center', cell: (i) => i.unit },
    { head: 'Cantidad', width: 55, align: 'right', cell: (i) => quantity(i.quantity, 2) },
    { head: v === 1 ? 'Precio unit.' : 'Precio', width: 70, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: 75, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  const split = pages(inv.items, v === 1 ? 20 : 5);
  split.forEach((page, p) => {
    if (p > 0) sheet.newPage();
    // Letterhead on every page, as the ERP prints it.
    if (v === 0) {
      sheet.polygon([[40, 78], [40, 66], [52, 66], [52, 54], [64, 54], [64, 42], [76, 42], [76, 78]], s.color);
      pen.text(s.brand ?? '', 86, 44, { bold: true, size: 22 });
      pen.text(s.name, 86, 68, { size: 8 });
    } else if (v === 1) {
      pen.text(s.name.toUpperCase(), 40, 44, { bold: true, size: 15 });
      sheet.rule(40, 64, 330, { width: 1.4, color: s.color });
      sheet.rule(40, 67, 330, { width: 0.5, color: s.color });
    } else {
      sheet.colored(s.color, () => pen.text(s.name, 40, 46, { bold: true, size: 14 }));
    }
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 86 + k * 11, { size: 8 }));
    pen.right('FACTURA', A4.width - 40, 42, { bold: true, size: 20 });
    const meta: Array<[string, string]> =
      v === 0
        ? [['Nº Factura:', inv.number], ['Fecha:', day(s, inv.issue)], ['Vencimiento:', day(s, inv.due ?? inv.issue)]]
        : v === 1
          ? [['Factura número', inv.number], ['Fecha de emisión', day(s, inv.issue)], ['Forma de pago', 'Transferencia a 30 días']]
          : [['Nº:', inv.number], ['Fecha factura:', day(s, inv.issue)], ['Vto.:', day(s, inv.due ?? inv.issue)]];
    meta.forEach(([l, val], k) => {
      pen.text(l, 360, 72 + k * 13, { bold: true });
      pen.right(val, A4.width - 40, 72 + k * 13);
    });
    if (split.length > 1) pen.right(`Página ${p + 1} de ${split.length}`, A4.width - 40, 116, { size: 7 });
    sheet.box(330, 132, A4.width - 370, 78, { stroke: '#888888', radius: v === 1 ? 0 : 4 });
    buyerBlock(pen, 338, 140, inv.buyer, { title: 'CLIENTE', nifLabel: v === 2 ? 'NIF' : 'CIF' });
    let y = 232;
    if (p > 0) {
      pen.text('Suma anterior', 330, y, { bold: true });
      pen.right(eur(s, page.carriedIn), A4.width - 40, y, { bold: true });
      y += 16;
    }
    const look = v === 0 ? { head: 'band' as const, band: s.color, rowHeight: 14 } : v === 1 ? { head: 'ruled' as const, rowHeight: 15 } : { head: 'grid' as const, rowHeight: 14, band: '#dfe9dd' };
    y = drawTable(sheet, pen, 40, y, cols, page.items, look);
    if (p < split.length - 1) {
      pen.text('Suma y sigue', 330, y + 8, { bold: true });
      pen.right(eur(s, page.carriedOut), A4.width - 40, y + 8, { bold: true });
      return;
    }
    const rows: Array<[string, string, boolean?]> = [
      ['Base imponible', eur(s, inv.fig.base)],
      [`IVA ${inv.fig.rows[0].rate} %`, eur(s, inv.fig.vat)],
      ['TOTAL FACTURA', eur(s, inv.fig.total), true],
    ];
    totalsBlock(pen, A4.width - 40, y + 14, rows, { gap: 100 });
    pen.text('Pago por transferencia a ES41 2100 4412 8102 0018 7733', 40, y + 60, { size: 8 });
    if (s.registry) pen.text(s.registry, 40, 800, { size: 6.5 });
  });
}

// ---- mineral-fibre false ceilings --------------------------------------------------------------

function ceilings(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 9);
  if (v === 1) {
    pen.text(s.name, 40, 40, { bold: true, size: 16 });
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 62 + k * 11, { size: 8.5 }));
  } else {
    sheet.colored(s.color, () => pen.center(s.name.toUpperCase(), A4.width / 2, 38, { bold: true, size: 15 }));
    pen.center(`${s.street} · ${s.city}`, A4.width / 2, 60, { size: 8 });
    pen.center(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''} · ${s.nifLabel} ${s.nif}`, A4.width / 2, 71, { size: 8 });
  }
  pen.text('FACTURA', 40, 118, { bold: true, size: 14 });
  // The header grid: labels in the top row of cells, values below.
  const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'Nº PEDIDO'];
  const values = [inv.number, day(s, inv.issue), inv.due ? day(s, inv.due) : '-', `PED-${inv.rng.int(1000, 9999)}`];
  const w = (A4.width - 80) / heads.length;
  heads.forEach((h, k) => {
    sheet.box(40 + k * w, 138, w, 14, { fill: '#e3e3e3', stroke: '#000000' });
    sheet.box(40 + k * w, 152, w, 18, { stroke: '#000000' });
    pen.center(h, 40 + k * w + w / 2, 142, { bold: true, size: 7.5 });
    pen.center(values[k], 40 + k * w + w / 2, 157);
  });
  buyerBlock(pen, 40, 188, inv.buyer, { title: v === 1 ? 'Sres.:' : 'DATOS DEL CLIENTE', nifLabel: 'NIF' });
  const cols: Column[] = [
    { head: 'Concepto', width: 270, cell: (i) => i.description, wraps: v === 1 },
    { head: 'Medición', width: 60, align: 'right', cell: (i) => quantity(i.quantity, 2) },
    { head: 'Ud', width: 35, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 65, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: 85, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 270, cols, inv.items, v === 1 ? { head: 'ruled', rowHeight: 14, rowRules: true } : { head: 'band', band: s.color, rowHeight: 15, zebra: '#f2f2f2' });
  y += 10;
  const vatLabel = inv.fig.reverseCharge ? 'IVA (inversión sujeto pasivo)' : `IVA ${percent(21)} %`;
  y = totalsBlock(pen, A4.width - 40, y, [
    ['BASE IMPONIBLE', eur(s, inv.fig.base)],
    [vatLabel, eur(s, inv.fig.vat)],
    ['TOTAL A PAGAR', eur(s, inv.fig.total), true],
  ], { gap: 110, leading: 14 });
  if (inv.fig.reverseCharge) {
    pen.paragraph('Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA. El destinatario es el sujeto pasivo del impuesto.', 40, y + 16, A4.width - 80, { size: 8, italic: true });
  }
  if (s.registry) pen.center(s.registry, A4.width / 2, 805, { size: 6.5 });
}

// ---- wall coverings, worded in Catalan -----------------------------------------------------------

function wallcoverings(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 9);
  if (v === 0) {
    sheet.box(0, 0, 14, A4.height, { fill: s.color });
    pen.text(s.name, 40, 40, { bold: true, size: 15 });
  } else if (v === 1) {
    sheet.box(40, 34, 44, 44, { fill: s.color });
    sheet.colored('#ffffff', () => pen.center(s.brand ?? '', 62, 51, { bold: true, size: 12 }));
    pen.text(s.name, 94, 40, { bold: true, size: 14 });
  } else {
    pen.text(s.name, 40, 40, { bold: true, size: 13 });
    pen.text('Decoració i revestiments murals', 40, 57, { italic: true, size: 8.5 });
  }
  const lines = supplierLines(s, { nif: false });
  lines.push(`NIF: ${s.nif}`);
  lines.forEach((l, k) => pen.text(l, v === 1 ? 94 : 40, 72 + k * 11, { size: 8 }));
  pen.right('FACTURA', A4.width - 40, 40, { bold: true, size: 18 });
  const meta: Array<[string, string]> = [
    ['Factura núm.:', inv.number],
    ['Data:', day(s, inv.issue)],
    ['Venciment:', inv.due ? day(s, inv.due) : '30 dies data factura'],
  ];
  meta.forEach(([l, val], k) => {
    pen.text(l, 370, 70 + k * 13, { bold: true });
    pen.right(val, A4.width - 40, 70 + k * 13);
  });
  sheet.box(40, 136, A4.width - 80, 70, { stroke: '#999999' });
  pen.text('Client', 48, 142, { bold: true, size: 8 });
  pen.text(inv.buyer.name, 48, 155, { bold: true });
  pen.text(`${inv.buyer.street}, ${inv.buyer.city}`, 48, 167);
  pen.text(`NIF: ${inv.buyer.nif}`, 48, 179);
  pen.text(`Obra: ${inv.buyer.site}`, 48, 191);
  const cols: Column[] = [
    { head: 'Concepte', width: 265, cell: (i) => i.description, wraps: true },
    { head: 'Quantitat', width: 60, align: 'right', cell: (i) => quantity(i.quantity, 2) },
    { head: 'Unitat', width: 40, align: 'center', cell: (i) => i.unit },
    { head: 'Preu', width: 65, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Import', width: 85, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 224, cols, inv.items, v === 2 ? { head: 'ruled', rowHeight: 13 } : { head: 'band', band: s.color, rowHeight: 13, rowRules: true });
  y = totalsBlock(pen, A4.width - 40, y + 14, [
    ['Base imposable', eur(s, inv.fig.base)],
    ['IVA 21%', eur(s, inv.fig.vat)],
    ['Total factura', eur(s, inv.fig.total), true],
  ]);
  pen.text("Forma de pagament: transferència bancària al compte ES12 0081 0216 7100 0123 4567", 40, y + 20, { size: 8 });
  if (s.registry) pen.text(s.registry, 40, 805, { size: 6.5 });
}

// ---- the documents ------------------------------------------------------------------------------

export async function invoicesA(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const s of SUPPLIERS.handrails) {
    const inv = newInvoice('inox-handrails', s, (rng) => {
      const issue = dayIn(rng, 1, 11);
      const number = [`26/${String(rng.int(100, 999)).padStart(4, '0')}`, `F-2026-${String(rng.int(10, 400)).padStart(4, '0')}`, `2026/${rng.int(100, 480)}`][s.variant];
      return { number, issue, due: s.variant === 1 ? undefined : addDays(issue, 30), items: draw(rng, TRADES.handrails, s.variant === 1 ? 5 : 8) };
    });
    out.push(await invoiceDocument(inv, handrails));
  }
  for (const s of SUPPLIERS.ceilings) {
    const inv = newInvoice('false-ceilings', s, (rng) => {
      const issue = dayIn(rng, 2, 10);
      const number = [`TRM-${rng.int(1200, 1900)}`, `${rng.int(300, 700)}/26`, `C26-${String(rng.int(40, 300)).padStart(5, '0')}`][s.variant];
      return { number, issue, due: s.variant === 1 ? undefined : addDays(issue, 60), items: draw(rng, TRADES.ceilings, 4 + s.variant), reverseCharge: s.variant !== 2 };
    });
    out.push(await invoiceDocument(inv, ceilings));
  }
  for (const s of SUPPLIERS.wallcoverings) {
    const inv = newInvoice('wallcoverings-ca', s, (rng) => {
      const issue = dayIn(rng, 1, 11);
      const number = [`RMA-26-${rng.int(100, 900)}`, `${rng.int(1000, 1999)}`, `2026-${String(rng.int(1, 60)).padStart(3, '0')}`][s.variant];
      return { number, issue, due: s.variant === 1 ? undefined : addDays(issue, s.variant === 0 ? 30 : 15), items: draw(rng, TRADES.wallcoverings, 3 + s.variant) };
    });
    out.push(await invoiceDocument(inv, wallcoverings));
  }
  return out;
}
