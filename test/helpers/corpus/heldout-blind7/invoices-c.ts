import { divRound, lineTotal } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { TRADES, draw } from './catalogue.js';
import { A4, addDays, percent, quantity, type Item, type Sheet } from './kit.js';
import { buyerBlock, day, dayIn, disc, eur, invoiceDocument, newInvoice, supplierLines, type Invoice } from './model.js';
import { SUPPLIERS, type Supplier } from './parties.js';
import { drawTable, totalsBlock, type Column } from './table.js';

/**
 * An interior designer's fees (IRPF 15 % or 7 % for the self-employed), floor polishing in
 * Courier capitals, vinyl and sports flooring at 10 % and 21 % with a per-rate grid, and
 * solar-control window film with list price, discount and net price.
 */

// ---- interior design fees -----------------------------------------------------------------------

export function interiorFees(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 9.5);
  const mid = A4.width / 2;
  if (v === 0) {
    pen.center(s.name.toUpperCase().split('').join(' '), mid, 40, { size: 13 });
    sheet.colored(s.color, () => pen.center('INTERIORISMO · DISEÑO DE ESPACIOS', mid, 60, { size: 8 }));
    pen.center(`${s.street} · ${s.city} · ${s.nifLabel} ${s.nif}`, mid, 74, { size: 8 });
    pen.center(`${s.phone} · ${s.email ?? ''}`, mid, 85, { size: 8 });
  } else if (v === 1) {
    sheet.box(40, 36, 4, 52, { fill: s.color });
    pen.text(s.name, 52, 36, { bold: true, size: 15 });
    pen.text('Diseño de interiores', 52, 54, { size: 8.5 });
    supplierLines(s).slice(0, 3).forEach((l, k) => pen.text(l, 52, 66 + k * 10, { size: 8 }));
    pen.text(`${s.nifLabel}: ${s.nif}`, 52, 96, { bold: true, size: 8.5 });
  } else {
    sheet.colored(s.color, () => pen.text(s.brand ?? '', 40, 28, { size: 30, italic: true }));
    pen.text(s.name, 40, 66, { bold: true, size: 10 });
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 80 + k * 10, { size: 8 }));
  }
  const city = s.city.replace(/^\d+ /, '').replace(/ \(.*\)$/, '');
  if (v === 1) {
    pen.text('FACTURA', 360, 40, { bold: true, size: 16 });
    pen.text(`Nº: ${inv.number}`, 360, 62);
    pen.text(`Fecha: ${day(s, inv.issue)}`, 360, 75);
  } else {
    pen.right(`${city}, ${day(s, inv.issue)}`, A4.width - 40, 130);
    pen.text(`FACTURA Nº ${inv.number}`, 40, 150, { bold: true, size: 12 });
  }
  buyerBlock(pen, v === 1 ? 360 : 40, v === 1 ? 110 : 176, inv.buyer, { title: v === 1 ? 'Cliente' : 'A la atención de', nifLabel: 'NIF', site: 'Proyecto' });
  const cols: Column[] = [
    { head: 'Concepto', width: 275, cell: (i) => i.description, wraps: true },
    { head: 'Cant.', width: 45, align: 'right', cell: (i) => quantity(i.quantity) },
    { head: 'Ud.', width: 35, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 75, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: 85, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 262, cols, inv.items, { head: v === 1 ? 'band' : 'ruled', band: s.color, rowHeight: 15 });
  const rows: Array<[string, string, boolean?]> = [
    ['Base imponible', eur(s, inv.fig.base)],
    ['IVA 21 %', eur(s, inv.fig.vat)],
  ];
  if (inv.fig.irpf > 0n) rows.push([v === 1 ? `Retención IRPF (${inv.fig.irpfPct} %)` : `Retención I.R.P.F. ${inv.fig.irpfPct} %`, `-${eur(s, inv.fig.irpf)}`]);
  rows.push([inv.fig.irpf > 0n ? 'TOTAL A PERCIBIR' : 'TOTAL FACTURA', eur(s, inv.fig.total), true]);
  y = totalsBlock(pen, A4.width - 40, y + 14, rows, { gap: 110, leading: 15 });
  pen.text(`Vencimiento: ${day(s, inv.due ?? inv.issue)}. Transferencia a ES30 0049 1500 0521 1234 5678`, 40, y + 20, { size: 8.5 });
  if (s.registry) pen.paragraph(s.registry, 40, 790, A4.width - 80, { size: 6.5 });
}

// ---- floor polishing, Courier capitals ----------------------------------------------------------

function polishing(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen('Courier', 8.5);
  const w = A4.width - 40;
  let y = 40;
  if (v === 1) {
    pen.text(s.brand ?? '', 40, y, { bold: true, size: 22 });
    y += 28;
  }
  pen.text(s.name.toUpperCase(), 40, y, { bold: true, size: v === 1 ? 8.5 : 11 });
  [s.street, s.city, `TLF. ${s.phone}`, `${s.nifLabel} ${s.nif}`].forEach((l, k) => pen.text(l.toUpperCase(), 40, y + 14 + k * 10.5));
  const labels = [['N.FACTURA', 'F.EMISION', 'F.VTO....'], ['FACTURA NUMERO', 'FECHA', 'VENCIMIENTO'], ['NUMERO', 'FECHA', 'VTO.']][v];
  if (v === 2) pen.text('DOCUMENTO: FACTURA', 340, 40, { bold: true });
  [inv.number, day(s, inv.issue), day(s, inv.due ?? inv.issue)].forEach((val, k) => pen.text(`${labels[k]}: ${val}`, 340, 56 + k * 11));
  sheet.rule(40, 132, w, { dash: 2 });
  pen.text('CLIENTE:', 40, 140, { bold: true });
  [inv.buyer.name, inv.buyer.street, inv.buyer.city, `C.I.F.: ${inv.buyer.nif}`, `OBRA: ${inv.buyer.site}`].forEach((l, k) => pen.text(l.toUpperCase(), 110, 140 + k * 10.5));
  sheet.rule(40, 198, w, { dash: 2 });
  const cols: Column[] = [
    { head: 'COD.', width: 60, cell: (i) => i.code ?? '' },
    { head: 'CONCEPTO', width: 230, cell: (i) => i.description, wraps: true },
    { head: 'CANTIDAD', width: 60, align: 'right', cell: (i) => quantity(i.quantity, 2) },
    { head: 'UD', width: 25, align: 'center', cell: (i) => i.unit },
    { head: 'PRECIO', width: 55, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'IMPORTE', width: 85, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  y = drawTable(sheet, pen, 40, 206, cols, inv.items, { head: 'ruled', rowHeight: 12, dashed: true, headBold: false });
  y = totalsBlock(pen, w, y + 10, [
    ['BASE IMPONIBLE', eur(s, inv.fig.base)],
    ['CUOTA I.V.A. 21,00%', eur(s, inv.fig.vat)],
    ['TOTAL FACTURA', eur(s, inv.fig.total), true],
  ], { gap: 100, leading: 12 });
  pen.text('FORMA DE PAGO: TRANSFERENCIA 30 DIAS F.F.', 40, y + 14);
}

// ---- vinyl and sports flooring at 10 % and 21 % ----------------------------------------------------

export function vinylFloors(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 8.5);
  const right = A4.width - 40;
  if (v === 2) {
    disc(sheet, pen, 40, 32, 22, s.color, s.brand ?? '');
    pen.text(s.name, 92, 38, { bold: true, size: 12 });
    supplierLines(s).forEach((l, k) => pen.text(l, 92, 54 + k * 10, { size: 7.5 }));
  } else {
    sheet.colored(s.color, () => pen.text(s.name, 40, 36, { bold: true, size: 14 }));
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 56 + k * 10, { size: 7.5 }));
  }
  if (v === 0) {
    sheet.box(380, 34, right - 380, 44, { stroke: s.color, radius: 6, width: 1.2 });
    pen.text('FACTURA', 390, 40, { bold: true, size: 10 });
    pen.text(`Serie/Número: ${inv.number}`, 390, 55);
    pen.text(`Fecha: ${day(s, inv.issue)}`, 390, 66);
  } else {
    pen.right(v === 1 ? 'Factura' : 'FACTURA', right, 36, { bold: true, size: 16 });
    pen.right(`${v === 1 ? 'Núm.' : 'Nº'} ${inv.number}`, right, 58, { bold: true });
    pen.right(`${v === 1 ? 'Fecha' : 'Fecha factura'}: ${day(s, inv.issue)}`, right, 70);
  }
  pen.right(`Vencimiento: ${day(s, inv.due ?? inv.issue)}`, right, 84);
  buyerBlock(pen, 330, 110, inv.buyer, { title: 'Cliente', site: 'Obra' });
  const cols: Column[] = [
    { head: 'Ref.', width: 48, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: 215, cell: (i) => i.description, wraps: true },
    { head: 'Cantidad', width: 52, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'ud' ? 0 : 2) },
    { head: 'Ud', width: 28, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 60, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'IVA', width: 32, align: 'right', cell: (i) => `${i.rate}%` },
    { head: 'Importe', width: 80, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 200, cols, inv.items, v === 1 ? { head: 'ruled', rowHeight: 14 } : { head: 'band', band: s.color, rowHeight: 14, rowRules: true });
  // The per-rate grid: one row per VAT rate, then the VAT total and the invoice total.
  const gx = right - 260;
  y += 12;
  sheet.box(gx, y, 260, 14, { fill: '#e8e8e8', stroke: '#000000' });
  const stops = [90, 175, 256];
  ['Base imponible', '% IVA', 'Cuota IVA'].forEach((h, k) => pen.right(h, gx + stops[k], y + 3.5, { bold: true }));
  y += 14;
  for (const r of inv.fig.rows) {
    pen.right(eur(s, r.base), gx + 90, y + 3);
    pen.right(percent(r.rate), gx + 175, y + 3);
    pen.right(eur(s, r.vat), gx + 260 - 4, y + 3);
    y += 13;
  }
  sheet.box(gx, y - 13 * inv.fig.rows.length - 14, 260, 13 * inv.fig.rows.length + 14, { stroke: '#000000' });
  y = totalsBlock(pen, right - 4, y + 8, [
    ['Total IVA', eur(s, inv.fig.vat)],
    ['TOTAL FACTURA', eur(s, inv.fig.total), true],
  ], { gap: 100 });
  pen.paragraph('IVA reducido del 10 % en la ejecución de obra de edificaciones destinadas principalmente a viviendas (art. 91.Uno.3.1º Ley 37/1992).', 40, y + 18, 330, { size: 7 });
  if (s.registry) pen.text(s.registry, 40, 808, { size: 6.5 });
}

// ---- solar-control window film ----------------------------------------------------------------------

/** Lines priced at list price less a discount: the net price is what each line multiplies. */
function netPriced(items: Item[], discountOf: () => number): Item[] {
  return items.map((i) => {
    const d = discountOf();
    const net = i.price - divRound(i.price * BigInt(d), 100n);
    return { ...i, price: net, amount: lineTotal(i.quantity, net), list: { price: i.price, discount: d } };
  });
}

function solarFilm(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 8.5);
  const right = A4.width - 40;
  if (v === 1) {
    sheet.box(40, 30, right - 40, 40, { fill: s.color });
    sheet.colored('#ffffff', () => {
      pen.text(s.brand ?? '', 52, 38, { bold: true, size: 20 });
      pen.right(s.name, right - 12, 44, { bold: true, size: 11 });
    });
    pen.text(supplierLines(s).join('  ·  '), 40, 78, { size: 7 });
  } else {
    pen.text(s.name, 40, 36, { bold: true, size: 14 });
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 56 + k * 10, { size: 8 }));
  }
  // Boxed header cells, label and value side by side.
  const cells: Array<[string, string]> = [
    ['Documento', 'Factura'],
    ['Número', inv.number],
    ['Fecha', day(s, inv.issue)],
    ['Vencimiento', day(s, inv.due ?? inv.issue)],
  ];
  cells.forEach(([l, val], k) => {
    const y = 104 + k * 18;
    sheet.box(340, y, 80, 18, { fill: '#eeeeee', stroke: '#000000' });
    sheet.box(420, y, right - 420, 18, { stroke: '#000000' });
    pen.text(l, 345, y + 5, { bold: true });
    pen.text(val, 426, y + 5);
  });
  buyerBlock(pen, 40, 110, inv.buyer, { title: 'Cliente', nifLabel: 'NIF', site: 'Lugar de instalación' });
  const cols: Column[] = [
    { head: 'Descripción', width: 190, cell: (i) => i.description, wraps: true },
    { head: 'Cant.', width: 45, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'ud' ? 0 : 2) },
    { head: 'Ud', width: 25, align: 'center', cell: (i) => i.unit },
    { head: 'P. tarifa', width: 60, align: 'right', cell: (i) => eur(s, i.list?.price ?? i.price) },
    { head: 'Dto.', width: 35, align: 'right', cell: (i) => `${i.list?.discount ?? 0}%` },
    { head: 'P. neto', width: 60, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: 100, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 196, cols, inv.items, { head: 'grid', band: '#dde3ea', rowHeight: 14 });
  y = totalsBlock(pen, right, y + 12, [
    ['Base imponible', eur(s, inv.fig.base)],
    ['IVA 21%', eur(s, inv.fig.vat)],
    ['Total', eur(s, inv.fig.total), true],
  ], { gap: 100 });
  pen.text('Garantía de la instalación: 5 años. Pago por transferencia.', 40, y + 18, { size: 8 });
  if (s.registry) pen.text(s.registry, 40, 808, { size: 6.5 });
}

// ---- the documents ------------------------------------------------------------------------------

/** The designers' IRPF: 15 % for the one with a DNI, 7 % (new professional) for the one with a NIE, none for the company. */
const IRPF = [15, 7, 0];

export function interiorInvoice(s: Supplier, tail = ''): Invoice {
  return newInvoice('interior-fees', s, (rng) => {
    const issue = dayIn(rng, 1, 11);
    const number = [`2026-${String(rng.int(1, 60)).padStart(3, '0')}`, `MP-26-${String(rng.int(1, 40)).padStart(3, '0')}`, `N-${rng.int(260, 299)}/26`][s.variant];
    return { number, issue, due: addDays(issue, 15), items: draw(rng, TRADES.interiorFees, 2 + s.variant), irpfPct: IRPF[s.variant] };
  }, tail);
}

export function vinylInvoice(s: Supplier, tail = ''): Invoice {
  return newInvoice('vinyl-flooring', s, (rng) => {
    const issue = dayIn(rng, 1, 11);
    const number = [`V-26/${String(rng.int(1, 900)).padStart(4, '0')}`, `${rng.int(2600, 2699)}/${rng.int(10, 99)}`, `SSC${rng.int(26000, 26999)}`][s.variant];
    return { number, issue, due: addDays(issue, 30), items: draw(rng, TRADES.vinylFloors, 4 + s.variant) };
  }, tail);
}

export async function invoicesC(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const s of SUPPLIERS.interiorFees) out.push(await invoiceDocument(interiorInvoice(s), interiorFees));
  for (const s of SUPPLIERS.polishing) {
    const inv = newInvoice('floor-polishing', s, (rng) => {
      const issue = dayIn(rng, 1, 11);
      const number = [`26-${String(rng.int(1, 999)).padStart(6, '0')}`, `${rng.int(1000, 1999)}`, `A/${rng.int(100, 999)}`][s.variant];
      return { number, issue, due: addDays(issue, 30), items: draw(rng, TRADES.polishing, 3 + s.variant) };
    });
    out.push(await invoiceDocument(inv, polishing));
  }
  for (const s of SUPPLIERS.vinylFloors) out.push(await invoiceDocument(vinylInvoice(s), vinylFloors));
  for (const s of SUPPLIERS.solarFilm) {
    const inv = newInvoice('solar-film', s, (rng) => {
      const issue = dayIn(rng, 3, 10);
      const number = [`LS-${rng.int(1000, 1999)}`, `CSF/26/${String(rng.int(1, 999)).padStart(5, '0')}`, `${String(rng.int(1, 80)).padStart(2, '0')}/2026`][s.variant];
      const items = netPriced(draw(rng, TRADES.solarFilm, 3 + s.variant), () => rng.pick([0, 10, 15, 20, 25]));
      return { number, issue, due: addDays(issue, 30), items };
    });
    out.push(await invoiceDocument(inv, solarFilm));
  }
  return out;
}
