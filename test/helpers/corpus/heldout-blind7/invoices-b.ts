import type { CorpusDocument } from '../types.js';
import { TRADES, draw } from './catalogue.js';
import { A4, addDays, percent, quantity, type Sheet } from './kit.js';
import { buyerBlock, day, dayIn, disc, eur, invoiceDocument, newInvoice, supplierLines, type Invoice } from './model.js';
import { SUPPLIERS } from './parties.js';
import { drawTable, totalsBlock, type Column } from './table.js';

/**
 * Raised access floors (letterhead on the right, a discount column), rope-access facade work
 * (one self-employed in Courier with 1 % IRPF) and pest control on site (a billed period, the
 * CIF only in the registry footer for one supplier).
 */

// ---- raised access floors -----------------------------------------------------------------------

function raisedFloors(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 8.5);
  const right = A4.width - 40;
  sheet.colored(s.color, () => pen.right(s.brand ?? '', right, 36, { bold: true, size: 24 }));
  pen.right(s.name, right, 64, { bold: true, size: 9 });
  supplierLines(s).forEach((l, k) => pen.right(l, right, 77 + k * 10, { size: 7.5 }));
  pen.text(v === 2 ? 'Documento: FACTURA' : 'FACTURA', 40, 40, { bold: true, size: v === 2 ? 12 : 18 });
  const labels = [['Factura nº', 'Fecha', 'Vencimiento'], ['Nº Factura', 'F. emisión', 'F. vencimiento'], ['Número:', 'Fecha:', 'Vencimiento:']][v];
  [inv.number, day(s, inv.issue), day(s, inv.due ?? inv.issue)].forEach((val, k) => {
    pen.text(labels[k], 40, 66 + k * 12, { bold: true });
    pen.text(val, 120, 66 + k * 12);
  });
  sheet.box(40, 130, 250, 74, { stroke: s.color, width: 1 });
  buyerBlock(pen, 48, 137, inv.buyer, { title: 'Facturar a:', site: 'Dirección de obra' });
  const cols: Column[] = [
    { head: 'Código', width: 50, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: 205, cell: (i) => i.description, wraps: true },
    { head: 'Cant.', width: 50, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'ud' ? 0 : 2) },
    { head: 'Ud.', width: 30, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 60, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Dto. %', width: 40, align: 'right', cell: (i) => (i.discount ? percent(i.discount) : '') },
    { head: 'Importe', width: 80, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  const look = v === 2 ? { head: 'grid' as const, rowHeight: 13, band: '#e9f2ec' } : { head: 'band' as const, band: s.color, rowHeight: 13, zebra: v === 0 ? '#eef3f8' : undefined, rowRules: v === 1 };
  const y = drawTable(sheet, pen, 40, 224, cols, inv.items, look);
  sheet.box(right - 200, y + 10, 200, 50, { stroke: '#000000' });
  totalsBlock(pen, right - 8, y + 16, [
    ['Base imponible', eur(s, inv.fig.base)],
    [`IVA ${percent(21)} %`, eur(s, inv.fig.vat)],
    ['Total factura', eur(s, inv.fig.total), true],
  ], { gap: 85, leading: 13 });
  pen.text('Forma de pago: recibo domiciliado a vencimiento', 40, y + 16);
  if (s.registry) pen.center(s.registry, A4.width / 2, 810, { size: 6.5 });
}

// ---- rope-access facade work --------------------------------------------------------------------

function ropeAccess(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, v === 1 ? 8.5 : 9);
  let y: number;
  if (v === 0) {
    sheet.box(0, 0, A4.width, 70, { fill: s.color });
    sheet.colored('#ffffff', () => {
      pen.text(s.name, 40, 22, { bold: true, size: 17 });
      pen.text('Trabajos verticales · Limpieza y mantenimiento de fachadas', 40, 44, { size: 8.5 });
    });
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 82 + k * 11, { size: 8 }));
    pen.right('FACTURA', A4.width - 40, 84, { bold: true, size: 15 });
    pen.right(`Nº ${inv.number}`, A4.width - 40, 106, { bold: true });
    pen.right(`Fecha: ${day(s, inv.issue)}`, A4.width - 40, 119);
    pen.right(`Vencimiento: ${day(s, inv.due ?? inv.issue)}`, A4.width - 40, 132);
    y = buyerBlock(pen, 300, 160, inv.buyer, { title: 'CLIENTE' }) + 20;
  } else if (v === 1) {
    pen.text(s.name.toUpperCase(), 40, 40, { bold: true, size: 11 });
    pen.text('TRABAJOS VERTICALES - ACCESO POR CUERDA', 40, 54);
    supplierLines(s).forEach((l, k) => pen.text(l.toUpperCase(), 40, 68 + k * 11));
    pen.text(`FACTURA N.: ${inv.number}`, 330, 100, { bold: true });
    pen.text(`FECHA....: ${day(s, inv.issue)}`, 330, 112);
    pen.text(`VTO......: ${day(s, inv.due ?? inv.issue)}`, 330, 124);
    sheet.rule(40, 146, A4.width - 40, { dash: 2 });
    pen.text('CLIENTE:', 40, 156, { bold: true });
    [inv.buyer.name.toUpperCase(), inv.buyer.street.toUpperCase(), inv.buyer.city.toUpperCase(), `CIF: ${inv.buyer.nif}`].forEach((l, k) => pen.text(l, 100, 156 + k * 11));
    y = 215;
  } else {
    pen.text(s.brand ?? '', 40, 36, { bold: true, size: 20 });
    sheet.colored(s.color, () => pen.text(s.name, 40, 60, { italic: true, size: 10 }));
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 76 + k * 11, { size: 8.5 }));
    pen.right(`Sevilla, ${day(s, inv.issue)}`, A4.width - 40, 126);
    pen.text(`Factura nº ${inv.number}`, 40, 146, { bold: true, size: 12 });
    buyerBlock(pen, 330, 40, inv.buyer, { title: 'Cliente', site: 'Edificio' });
    pen.text(`Vencimiento: ${day(s, inv.due ?? inv.issue)}`, 40, 164);
    y = 190;
  }
  const cols: Column[] = [
    { head: v === 1 ? 'DESCRIPCION' : 'Descripción', width: 265, cell: (i) => (v === 1 ? i.description.toUpperCase() : i.description), wraps: true },
    { head: v === 1 ? 'CANT.' : 'Cant.', width: 50, align: 'right', cell: (i) => quantity(i.quantity) },
    { head: v === 1 ? 'UD' : 'Ud.', width: 30, align: 'center', cell: (i) => i.unit },
    { head: v === 1 ? 'P.UNIT.' : 'P. unitario', width: 75, align: 'right', cell: (i) => eur(s, i.price) },
    { head: v === 1 ? 'TOTAL' : 'Total', width: 95, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  y = drawTable(sheet, pen, 40, y, cols, inv.items, v === 1 ? { head: 'ruled', rowHeight: 12, dashed: true } : { head: 'ruled', rowHeight: 14, rowRules: v === 0 });
  const rows: Array<[string, string, boolean?]> = [
    [v === 1 ? 'BASE IMPONIBLE' : 'Base imponible', eur(s, inv.fig.base)],
    [v === 1 ? 'I.V.A. 21%' : 'IVA 21 %', eur(s, inv.fig.vat)],
  ];
  if (inv.fig.irpf > 0n) rows.push(['RETENCION I.R.P.F. 1%', `-${eur(s, inv.fig.irpf)}`]);
  rows.push([v === 1 ? 'TOTAL FACTURA' : 'Total factura', eur(s, inv.fig.total), true]);
  y = totalsBlock(pen, A4.width - 40, y + 12, rows, { gap: 110 });
  pen.text(v === 1 ? 'PAGO: TRANSFERENCIA ES76 3035 0072 1107 2001 4523' : 'Pago mediante transferencia bancaria', 40, y + 20, { size: 8 });
  if (s.registry) pen.text(s.registry, 40, 805, { size: 6.5 });
}

// ---- pest control on site ------------------------------------------------------------------------

function pestControl(sheet: Sheet, inv: Invoice): void {
  const s = inv.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 9);
  // The service month before the invoice's.
  const month = addDays(`${inv.issue.slice(0, 7)}-01`, -1).slice(0, 7);
  const period = `${day(s, `${month}-01`)} al ${day(s, addDays(`${inv.issue.slice(0, 7)}-01`, -1))}`;
  if (v === 0) {
    disc(sheet, pen, 40, 34, 24, s.color, s.brand ?? '');
    pen.text(s.name, 98, 40, { bold: true, size: 13 });
    pen.text('Sanidad ambiental · Nº ROESB 0312-CV-00087', 98, 58, { size: 8 });
  } else {
    sheet.colored(s.color, () => pen.text(s.name, 40, 40, { bold: true, size: 14 }));
    pen.text('Servicios de control de plagas y prevención de legionelosis', 40, 58, { size: 8, italic: true });
  }
  supplierLines(s, { nif: v !== 1 }).forEach((l, k) => pen.text(l, v === 0 ? 98 : 40, 72 + k * 10.5, { size: 8 }));
  const metaX = 360;
  sheet.box(metaX - 8, 36, A4.width - 40 - metaX + 8, 72, { stroke: '#555555', radius: 3 });
  const labels = v === 2 ? ['Nº factura', 'Fecha', 'Vencimiento'] : ['Nº Factura:', 'Fecha factura:', 'Fecha vencimiento:'];
  [inv.number, day(s, inv.issue), day(s, inv.due ?? inv.issue)].forEach((val, k) => {
    pen.text(labels[k], metaX, 44 + k * 14, { bold: true, size: 8.5 });
    pen.right(val, A4.width - 48, 44 + k * 14, { size: 8.5 });
  });
  pen.text(`Periodo: ${period}`, metaX, 88, { size: 8 });
  buyerBlock(pen, 40, 140, inv.buyer, { title: 'CLIENTE', site: 'Centro de servicio' });
  pen.text(`Contrato de servicio nº ${inv.rng.int(1000, 4999)}/${v === 1 ? 'VA' : 'CS'}`, 360, 140, { size: 8.5 });
  const cols: Column[] = [
    { head: 'Concepto', width: 300, cell: (i) => i.description, wraps: true },
    { head: 'Cantidad', width: 55, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'ml' ? 1 : 0) },
    { head: 'Precio', width: 75, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: 85, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 230, cols, inv.items, v === 1 ? { head: 'ruled', rowHeight: 14 } : { head: 'band', band: s.color, rowHeight: 14, rowRules: true });
  y = totalsBlock(pen, A4.width - 40, y + 12, [
    ['Base imponible', eur(s, inv.fig.base)],
    ['I.V.A. 21%', eur(s, inv.fig.vat)],
    ['TOTAL', eur(s, inv.fig.total), true],
  ], { gap: 100 });
  pen.paragraph('Los productos biocidas empleados están inscritos en el Registro Oficial de Biocidas. Se adjunta certificado de tratamiento.', 40, y + 20, 320, { size: 7.5 });
  if (s.registry) pen.center(s.registry, A4.width / 2, 808, { size: 6.5 });
}

// ---- the documents ------------------------------------------------------------------------------

export async function invoicesB(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const s of SUPPLIERS.raisedFloors) {
    const inv = newInvoice('raised-floors', s, (rng) => {
      const issue = dayIn(rng, 1, 11);
      const number = [`STI-${rng.int(26000, 26999)}`, `FV/26/${String(rng.int(1, 999)).padStart(4, '0')}`, `2026.${rng.int(100, 600)}`][s.variant];
      return { number, issue, due: addDays(issue, [60, 45, 30][s.variant]), items: draw(rng, TRADES.raisedFloors, 5, { discounts: true }) };
    });
    out.push(await invoiceDocument(inv, raisedFloors));
  }
  for (const s of SUPPLIERS.ropeAccess) {
    const inv = newInvoice('rope-access', s, (rng) => {
      const issue = dayIn(rng, 2, 11);
      const number = [`VA-${rng.int(2600, 2999)}`, `2026-${String(rng.int(1, 90)).padStart(3, '0')}`, `B-2026/${String(rng.int(40, 400)).padStart(4, '0')}`][s.variant];
      return { number, issue, due: addDays(issue, 30), items: draw(rng, TRADES.ropeAccess, 3 + s.variant), irpfPct: s.variant === 1 ? 1 : 0 };
    });
    out.push(await invoiceDocument(inv, ropeAccess));
  }
  for (const s of SUPPLIERS.pestControl) {
    const inv = newInvoice('pest-control', s, (rng) => {
      const issue = dayIn(rng, 1, 11);
      const number = [`FV26-${String(rng.int(1, 2000)).padStart(6, '0')}`, `${rng.int(1000, 9000)}-26`, `H26/${String(rng.int(1, 600)).padStart(4, '0')}`][s.variant];
      return { number, issue, due: addDays(issue, [30, 30, 15][s.variant]), items: draw(rng, TRADES.pestControl, 2 + s.variant) };
    });
    out.push(await invoiceDocument(inv, pestControl));
  }
  return out;
}
