/**
 * More development layouts, beside test/helpers/pdf-corpus.ts: the kinds of document a tester
 * found the reader failing on, printed the way Spanish suppliers print them. 4 invoice layouts
 * (a per-rate VAT grid and no "Base imponible" label, a hand-made Times-Roman invoice with
 * `Fra. nº` and a long date, an ERP print with label bands over value bands, a Courier print
 * with dotted leaders) and 5 delivery-note layouts (a header grid of bordered cells, a bordered
 * table with a code column, a borderless table with a narrow unit column, a quarry's weighbridge
 * ticket, a valued note with `€/ud` and VAT under the net subtotal), 3 documents each.
 *
 * Like the rest of the development corpus it is looked at while the reader is tuned; the
 * held-out corpus is not (docs/document-extraction.md#measuring-it).
 */

import {
  BUYERS,
  CITIES,
  Canvas,
  type Column,
  type Line,
  MATERIALS,
  type MoneyStyle,
  type Party,
  type Product,
  Rng,
  SERVICES,
  STREETS,
  company,
  dateText,
  divRound,
  drawTable,
  expectedInvoice,
  expectedNote,
  invoiceSpec,
  lineColumns,
  money,
  noteSpec,
  printNif,
  quantityText,
  randomDate,
} from '../pdf-corpus.js';
import { Pen, type PenOptions } from './pen.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from './types.js';

// ---------------------------------------------------------------------------------------------
// Drawing in a chosen standard font (the shared Canvas writes Helvetica only)


function cellText(p: Pen<Canvas>, col: Column, s: string, y: number, o: PenOptions, pad = 3): void {
  if (col.align === 'left') p.text(s, col.x + pad, y, o);
  else if (col.align === 'right') p.right(s, col.x + col.width - pad, y, o);
  else p.center(s, col.x + col.width / 2, y, o);
}

interface PenTableStyle {
  /** `grid`: a rule under every row as well as the column rules. */
  borders: 'none' | 'outer' | 'grid';
  size: number;
  rowGap: number;
  headerFill?: string;
  /** Borderless tables: a rule above the header too. */
  ruleAbove?: boolean;
  /** Borderless tables: a rule under the last row. */
  ruleBelow?: boolean;
  /** Space between a cell's text and its column's edge (3 unless set). */
  pad?: number;
}

/** A one-page lines table in the pen's font; returns the y under it. */
function penTable<L extends Line>(p: Pen<Canvas>, cols: Array<Omit<Column, 'value'> & { value: (l: L) => string }>, lines: L[], y0: number, st: PenTableStyle): number {
  const left = cols[0].x;
  const right = cols.at(-1)!.x + cols.at(-1)!.width;
  const rowHeight = st.size + st.rowGap;
  const headerHeight = st.size + 8;
  if (st.borders !== 'none') p.paper.box(left, y0, right - left, headerHeight, st.headerFill);
  else if (st.ruleAbove) p.paper.hline(left, right, y0);
  for (const col of cols) cellText(p, col as Column, col.title, y0 + 4, { bold: true, size: st.size }, st.pad);
  let y = y0 + headerHeight;
  if (st.borders === 'none') p.paper.hline(left, right, y);
  const top = y;
  y += 4;
  for (const line of lines) {
    const descCol = cols.find((col) => col.wrap);
    const wrapped = descCol ? p.wrap(descCol.value(line), descCol.width - 2 * (st.pad ?? 3), { size: st.size }) : [''];
    for (const col of cols) {
      if (col.wrap) wrapped.forEach((part, i) => cellText(p, col as Column, part, y + i * rowHeight, { size: st.size }, st.pad));
      else cellText(p, col as Column, col.value(line), y, { size: st.size }, st.pad);
    }
    y += rowHeight * wrapped.length;
    if (st.borders === 'grid') {
      p.paper.hline(left, right, y);
      y += 4;
    }
  }
  const bottom = st.borders === 'grid' ? y - 4 : y + 2;
  if (st.borders !== 'none') {
    p.paper.box(left, top, right - left, bottom - top);
    for (const col of cols.slice(1)) p.paper.vline(col.x, y0, bottom);
  } else if (st.ruleBelow) p.paper.hline(left, right, bottom);
  return bottom + 8;
}

/** Courier: the x of a character column at `size`. */
function courierX(column: number, size: number, left = 40): number {
  return left + column * size * 0.6;
}

/** `LABEL ........ ` padded with dots to `width` characters. */
function leader(label: string, width: number): string {
  const dots = Math.max(3, width - label.length - 2);
  return `${label} ${'.'.repeat(dots)} `;
}

/** `12500` thousandths → `12,500`: weighbridges print three decimals. */
function tonnes(milli: number): string {
  return `${Math.floor(milli / 1000)},${String(milli % 1000).padStart(3, '0')}`;
}

/** `28001 Madrid` → `Madrid`, `46980 Paterna (Valencia)` → `Paterna`. */
function townOf(city: string): string {
  return city.replace(/^\d{5}\s+/, '').replace(/\s*\(.*\)$/, '');
}

const PAYMENT_TERMS = ['TRANSF. 30 DÍAS', 'RECIBO 60 DÍAS F.F.', 'CONFIRMING 90 D.', 'CONTADO'];

/** The registry (Registro Mercantil) of a town of CITIES and the letters of its sheets. */
const REGISTRIES: Record<string, [string, string]> = {
  Madrid: ['Madrid', 'M'],
  Valladolid: ['Valladolid', 'VA'],
  Zaragoza: ['Zaragoza', 'Z'],
  Sevilla: ['Sevilla', 'SE'],
  Paterna: ['Valencia', 'V'],
  Burgos: ['Burgos', 'BU'],
  Mutilva: ['Navarra', 'NA'],
  Vigo: ['Pontevedra', 'PO'],
};

function registryLine(rng: Rng, seller: Party): string {
  const [registry, letters] = REGISTRIES[townOf(seller.city)] ?? ['Madrid', 'M'];
  return `${seller.name} - Inscrita en el Registro Mercantil de ${registry}, Tomo ${rng.int(1000, 9000)}, Folio ${rng.int(1, 220)}, Hoja ${letters}-${rng.int(1000, 90000)} - C.I.F. ${seller.nif}`;
}

function doc(id: string, layout: string, kind: 'invoice', expected: ExpectedInvoice, bytes: Uint8Array, buyerNif: string): CorpusDocument;
function doc(id: string, layout: string, kind: 'delivery_note', expected: ExpectedNote, bytes: Uint8Array, buyerNif: string): CorpusDocument;
function doc(id: string, layout: string, kind: 'invoice' | 'delivery_note', expected: ExpectedInvoice | ExpectedNote, bytes: Uint8Array, buyerNif: string): CorpusDocument {
  return { id, layout, kind, expectComplete: true, bytes, expected, buyerNif } as CorpusDocument;
}

// ---------------------------------------------------------------------------------------------
// Invoices

/**
 * The taxable base printed only in a per-rate summary grid (`Base | % IVA | Cuota | Total`, one
 * row per rate, one or two rates), never under a "Base imponible" label; the invoice total in a
 * box or on a line of its own.
 */
async function rateGridInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const twoRates = variant !== 0;
  const s = invoiceSpec(rng, { lines: [3, 8], products: [...MATERIALS, ...SERVICES], rates: twoRates ? [21, 10] : [21], due: variant !== 2 });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(s.seller.street, 40, 57);
  c.text(s.seller.city, 40, 69);
  c.text(`${['CIF:', 'C.I.F.', 'NIF:'][variant]} ${printNif(s.seller.nif, (['plain', 'dash', 'dots'] as const)[variant])}`, 40, 81);
  c.text(`Tel. ${s.seller.phone}`, 40, 93);
  c.right('FACTURA', 555, 40, { size: 18, bold: true });
  const labels = [
    ['Nº Factura:', 'Fecha:', 'Vencimiento:'],
    ['Factura nº:', 'Fecha factura:', 'Fecha vencimiento:'],
    ['Nº factura:', 'Fecha de emisión:', ''],
  ][variant];
  const dateStyle = (['slash', 'dash', 'slash'] as const)[variant];
  const meta: Array<[string, string]> = [
    [labels[0], s.number],
    [labels[1], dateText(s.issue, dateStyle)],
  ];
  if (s.due) meta.push([labels[2], dateText(s.due, dateStyle)]);
  meta.forEach(([l, v], i) => {
    c.text(l, 40, 125 + i * 14, { bold: true });
    c.text(v, 135, 125 + i * 14);
  });
  c.box(310, 75, 245, 68);
  c.text(['Cliente', 'Datos del cliente', 'Facturar a:'][variant], 318, 81, { bold: true, size: 8 });
  c.text(s.buyer.name, 318, 94);
  c.text(s.buyer.street, 318, 106);
  c.text(s.buyer.city, 318, 118);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 318, 130);
  const cols = lineColumns(40, 515, 'dots', { code: variant === 1, unit: true, vat: twoRates });
  const { y } = drawTable(c, cols, s.lines, 180, { borders: variant !== 1, bottom: 640 });
  const heads = [
    ['Base', '% IVA', 'Cuota', 'Total'],
    ['Base', '% IVA', 'Cuota', 'Total'],
    ['Base', 'IVA %', 'Cuota', 'Total'],
  ][variant];
  const rateText = (rate: number) => [`${rate} %`, `${rate},00`, `${rate}`][variant];
  const gx = variant === 1 ? 235 : 40;
  const widths = [90, 60, 80, 90];
  const xs = widths.map((_, i) => gx + widths.slice(0, i).reduce((a, b) => a + b, 0));
  const gridRight = xs[3] + widths[3];
  const gy = y + 14;
  c.box(gx, gy, gridRight - gx, 15, '#e6e6e6');
  heads.forEach((h, i) => c.right(h, xs[i] + widths[i] - 5, gy + 4, { bold: true, size: 8 }));
  s.totals.byRate.forEach((r, row) => {
    const values = [money(r.base), rateText(r.rate), money(r.vat), money(r.base + r.vat)];
    values.forEach((v, i) => c.right(v, xs[i] + widths[i] - 5, gy + 20 + row * 13));
  });
  const gridBottom = gy + 17 + s.totals.byRate.length * 13 + 2;
  c.box(gx, gy + 15, gridRight - gx, gridBottom - gy - 15);
  xs.slice(1).forEach((x) => c.vline(x, gy, gridBottom));
  if (variant === 1) {
    c.text('TOTAL FACTURA', 380, gridBottom + 14, { bold: true, size: 10 });
    c.right(money(s.totals.total, 'suffix'), 552, gridBottom + 14, { bold: true, size: 10 });
  } else {
    c.box(395, gy, 160, 42, '#f2f2f2');
    c.text(variant === 0 ? 'TOTAL FACTURA' : 'Total a pagar', 403, gy + 6, { bold: true, size: 8 });
    c.right(money(s.totals.total, 'suffix'), 549, gy + 22, { bold: true, size: 12 });
  }
  c.text(`Forma de pago: transferencia a ES${rng.int(10, 99)} 2100 ${rng.int(1000, 9999)} ${rng.int(10, 99)}${rng.int(10, 99)} 0005 ${rng.int(1000, 9999)}`, 40, 770, { size: 7.5 });
  c.text(registryLine(rng, s.seller), 40, 782, { size: 6.5 });
  return doc(`invoice-rate-grid-${variant}`, 'rate-grid', 'invoice', expectedInvoice(s, Boolean(s.due)), await c.bytes(), s.buyer.nif);
}

/**
 * A hand-made invoice (a word processor, Times-Roman): the number after `Fra. nº`, the date
 * written out (`3 de marzo de 2026`) after the town, totals as plain lines.
 */
async function timesInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const selfEmployed = variant === 1;
  const s = invoiceSpec(rng, {
    lines: selfEmployed ? [1, 3] : [2, 5],
    products: selfEmployed ? SERVICES.filter((p) => p.unit === 'h') : [...MATERIALS, ...SERVICES],
    person: selfEmployed,
    irpfRate: selfEmployed ? 1 : 0,
    due: false,
  });
  const n = rng.int(12, 480);
  s.number = [`${n}/26`, `A-${n}/26`, `${n}/2026`][variant];
  const c = new Canvas();
  const p = new Pen(c, 'Times', 11);
  const town = townOf(s.seller.city);
  let y: number;
  if (variant === 0) {
    p.center(s.seller.name, 297, 40, { size: 16, bold: true });
    p.center(`${s.seller.street} - ${s.seller.city}`, 297, 60, { size: 10 });
    p.center(`N.I.F.: ${printNif(s.seller.nif, 'plain')} - Tel. ${s.seller.phone}`, 297, 73, { size: 10 });
    c.hline(150, 445, 90);
    p.right(`${town}, ${dateText(s.issue, 'long')}`, 555, 110);
    p.text(`Fra. nº ${s.number}`, 40, 110, { bold: true, size: 12 });
    y = 145;
  } else if (variant === 1) {
    p.text(s.seller.name, 40, 40, { size: 14, bold: true });
    p.text('Albañilería, reformas y mantenimiento', 40, 58, { size: 10 });
    p.text(s.seller.street, 40, 71, { size: 10 });
    p.text(s.seller.city, 40, 84, { size: 10 });
    p.text(`${/^\d/.test(s.seller.nif) ? 'D.N.I.' : 'N.I.F.'}: ${printNif(s.seller.nif, 'dash')}`, 40, 97, { size: 10 });
    p.text(`Móvil: 6${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`, 40, 110, { size: 10 });
    p.text('FACTURA', 360, 40, { bold: true, size: 16 });
    p.text(`Fra. nº: ${s.number}`, 360, 64, { bold: true, size: 12 });
    p.text(`Fecha: ${dateText(s.issue, 'long')}`, 360, 82);
    y = 140;
  } else {
    p.text(s.seller.name, 40, 40, { size: 14, bold: true });
    p.text(`${s.seller.street}`, 40, 58, { size: 10 });
    p.text(`${s.seller.city} · Tel. ${s.seller.phone}`, 40, 71, { size: 10 });
    p.text(`C.I.F.: ${printNif(s.seller.nif, 'dots')}`, 40, 84, { size: 10 });
    p.right('FACTURA', 555, 40, { bold: true, size: 16 });
    p.text(`FRA. Nº ${s.number}`, 40, 118, { bold: true, size: 12 });
    p.right(`En ${town}, a ${dateText(s.issue, 'long')}`, 555, 118);
    y = 150;
  }
  p.text(['Cliente:', 'Datos del cliente:', 'Facturar a:'][variant], 40, y, { bold: true });
  p.text(s.buyer.name, 40, y + 15);
  p.text(`${s.buyer.street}, ${s.buyer.city}`, 40, y + 29);
  p.text(`C.I.F.: ${printNif(s.buyer.nif, variant === 2 ? 'dash' : 'plain')}`, 40, y + 43);
  y += 75;
  if (variant === 1) {
    // The concept says what was done, the hours and the rate; only the amount is a column.
    p.text(`Trabajos realizados en la obra sita en ${rng.pick(STREETS)}`, 40, y, { size: 10 });
    y += 20;
    const cols = [
      { title: 'Concepto', x: 40, width: 400, align: 'left' as const, value: (l: Line) => `${l.description}: ${quantityText(l.milli)} ${l.unit} x ${money(l.price)} €/${l.unit}`, wrap: true },
      { title: 'Importe', x: 440, width: 115, align: 'right' as const, value: (l: Line) => `${money(l.subtotal)} €` },
    ];
    y = penTable(p, cols, s.lines, y, { borders: 'none', size: 10.5, rowGap: 5, ruleBelow: true, pad: 5 });
  } else {
    const cols = [
      { title: 'Concepto', x: 40, width: 265, align: 'left' as const, value: (l: Line) => l.description, wrap: true },
      { title: 'Cantidad', x: 305, width: 75, align: 'right' as const, value: (l: Line) => `${quantityText(l.milli)} ${l.unit}` },
      { title: 'Precio', x: 380, width: 80, align: 'right' as const, value: (l: Line) => `${money(l.price)} €` },
      { title: 'Importe', x: 460, width: 95, align: 'right' as const, value: (l: Line) => `${money(l.subtotal)} €` },
    ];
    y = penTable(p, cols, s.lines, y, { borders: 'grid', size: 10.5, rowGap: 4, pad: 5 });
  }
  y += 10;
  const t = s.totals;
  if (variant === 0) {
    [`Base imponible: ${money(t.base)} €`, `IVA 21 %: ${money(t.vat)} €`, `Total factura: ${money(t.total)} €`].forEach((line, i) =>
      p.right(line, 555, y + i * 16, { bold: i === 2 }),
    );
  } else if (variant === 1) {
    [`Base imponible: ${money(t.base)} €`, `IVA (21 %): ${money(t.vat)} €`, `Retención IRPF 1 %: -${money(t.irpf)} €`, `Total a pagar: ${money(t.total)} €`].forEach((line, i) =>
      p.text(line, 330, y + i * 16, { bold: i === 3 }),
    );
  } else {
    const rows: Array<[string, string]> = [
      ['Base imponible', `${money(t.base)} €`],
      ['I.V.A. 21 %', `${money(t.vat)} €`],
      ['TOTAL', `${money(t.total)} €`],
    ];
    rows.forEach(([l, v], i) => {
      p.text(l, 360, y + i * 16, { bold: i === 2 });
      p.right(v, 555, y + i * 16, { bold: i === 2 });
    });
  }
  const bank = `ES${rng.int(10, 99)} ${rng.pick(['2100', '0049', '0182', '2085'])} ${rng.int(1000, 9999)} ${rng.int(10, 99)} ${rng.int(1000000000, 9999999999)}`;
  p.text(`Forma de pago: transferencia bancaria a la cuenta ${bank}`, 40, 740, { size: 10 });
  if (selfEmployed) p.text('Actividad acogida al régimen de estimación objetiva (retención del 1 %).', 40, 755, { size: 9 });
  return doc(`invoice-times-handmade-${variant}`, 'times-handmade', 'invoice', expectedInvoice(s, false), await c.bytes(), s.buyer.nif);
}

interface ErpLine extends Line {
  /** Line discount, per cent. */
  discount: number;
}

/**
 * An ERP print: the header as a band of labels over a band of values (`Nº FACTURA | FECHA |
 * CÓD. CLIENTE | FORMA DE PAGO`), a discount column on the lines, and the totals as a band of
 * labels (`IMPORTE BRUTO | DTO. | BASE IMPONIBLE | % IVA | CUOTA IVA | TOTAL FACTURA`) over their
 * values, the rate printed `21,00`.
 */
async function erpInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [3, 9], products: [...MATERIALS, ...SERVICES], due: variant !== 0 });
  const lines: ErpLine[] = s.lines.map((l) => {
    const discount = rng.chance(0.35) ? rng.pick([3, 5, 10, 12.5]) : 0;
    // Gross × (100 − discount) / 100, the discount in hundredths of a per cent to keep 12,5.
    return { ...l, discount, subtotal: divRound(l.milli * l.price * (10000 - discount * 100), 1000 * 10000) };
  });
  const gross = lines.reduce((a, l) => a + l.subtotal, 0);
  const prontoPago = variant === 1 ? 2 : 0;
  const discount = divRound(gross * prontoPago, 100);
  const base = gross - discount;
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const c = new Canvas();
  c.text(s.seller.name, 40, 38, { size: 13, bold: true });
  c.text(s.seller.street, 40, 56, { size: 8 });
  c.text(s.seller.city, 40, 66, { size: 8 });
  c.text(`C.I.F. ${printNif(s.seller.nif, 'dash')} · Tel. ${s.seller.phone}`, 40, 76, { size: 8 });
  c.text(`administracion@${s.seller.name.split(/[ ,]/)[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.es`, 40, 86, { size: 8 });
  c.right('FACTURA', 555, 38, { size: 16, bold: true });
  c.box(320, 95, 235, 72);
  c.text('DATOS DEL CLIENTE', 326, 99, { bold: true, size: 7 });
  c.text(s.buyer.name, 326, 112);
  c.text(s.buyer.street, 326, 124);
  c.text(s.buyer.city, 326, 136);
  c.text(`N.I.F.: ${printNif(s.buyer.nif, 'plain')}`, 326, 148);
  const dateStyle = variant === 2 ? 'short' : 'slash';
  const date = (iso: string) => (dateStyle === 'short' ? dateText(iso, 'slash').replace(/\d\d(\d\d)$/, '$1') : dateText(iso, 'slash'));
  const band: Array<[string, string]> = [
    ['Nº FACTURA', s.number],
    ['FECHA', date(s.issue)],
    ['CÓD. CLIENTE', String(rng.int(430000, 430999))],
    ['FORMA DE PAGO', rng.pick(PAYMENT_TERMS)],
  ];
  if (variant === 1) band.push(['VENCIMIENTO', date(s.due!)]);
  if (variant === 2) band.push(['PÁGINA', '1 de 1']);
  const by = 185;
  const cellWidth = 515 / band.length;
  band.forEach(([label, value], i) => {
    const x = 40 + i * cellWidth;
    c.box(x, by, cellWidth, 13, '#d9d9d9');
    c.box(x, by + 13, cellWidth, 16);
    c.center(label, x + cellWidth / 2, by + 3, { bold: true, size: 7 });
    c.center(value, x + cellWidth / 2, by + 17, { size: 8.5 });
  });
  const cols: Array<Omit<Column, 'value'> & { value: (l: ErpLine) => string }> = [
    { title: 'CÓDIGO', x: 40, width: 55, align: 'left', value: (l) => l.code },
    { title: 'DESCRIPCIÓN', x: 95, width: 215, align: 'left', value: (l) => l.description, wrap: true },
    { title: 'CANTIDAD', x: 310, width: 60, align: 'right', value: (l) => quantityText(l.milli) },
    { title: 'PRECIO', x: 370, width: 60, align: 'right', value: (l) => money(l.price) },
    { title: 'DTO. %', x: 430, width: 45, align: 'right', value: (l) => money(Math.round(l.discount * 100)) },
    { title: 'IMPORTE', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
  ];
  const p = new Pen(c, 'Helvetica', 8);
  const yTable = penTable(p, cols, lines, by + 45, { borders: 'outer', size: 8, rowGap: 4.5, headerFill: '#d9d9d9' });
  const totalsLabels = ['IMPORTE BRUTO', 'DTO.', 'BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
  const totalsValues = [money(gross), money(discount), money(base), '21,00', money(vat), money(total)];
  const widths = [95, 65, 95, 50, 85, 125];
  const ty = variant === 0 ? 690 : yTable + 20;
  let x = 40;
  totalsLabels.forEach((label, i) => {
    c.box(x, ty, widths[i], 13, '#d9d9d9');
    c.box(x, ty + 13, widths[i], 18);
    c.center(label, x + widths[i] / 2, ty + 3, { bold: true, size: 7 });
    c.right(totalsValues[i], x + widths[i] - 5, ty + 18, { bold: i === 5, size: i === 5 ? 10 : 8.5 });
    x += widths[i];
  });
  if (variant === 1) c.text(`Dto. pronto pago ${prontoPago} %`, 40, ty + 36, { size: 7.5 });
  if (variant === 2) {
    c.text('VENCIMIENTOS', 40, ty + 42, { bold: true, size: 7.5 });
    c.text(date(s.due!), 110, ty + 42, { size: 8 });
    c.right(money(total), 230, ty + 42, { size: 8 });
  }
  c.text(registryLine(rng, s.seller), 40, 800, { size: 6 });
  const expected: ExpectedInvoice = { ...expectedInvoice(s, variant !== 0), subtotal_amount: base, tax_amount: vat, total_amount: total };
  return doc(`invoice-erp-bands-${variant}`, 'erp-bands', 'invoice', expected, await c.bytes(), s.buyer.nif);
}

/**
 * A monospaced print (Courier, an old ERP or a dot-matrix form): labels padded with dotted
 * leaders (`BASE IMPONIBLE ......... 1.234,56`), the lines as fixed-width columns. Variant 0 writes
 * every printed line as one string, spaces and all, as line printers do.
 */
async function courierInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const twoRates = variant === 2;
  const short = [...MATERIALS, ...SERVICES].filter((p) => p.description.length <= 38);
  const s = invoiceSpec(rng, { lines: [3, 10], products: short, rates: twoRates ? [21, 10] : [21], due: true });
  const upper = variant !== 2;
  const U = (x: string) => (upper ? x.toUpperCase() : x);
  const size = 9;
  const c = new Canvas();
  const p = new Pen(c, 'Courier', size);
  const at = (col: number) => courierX(col, size);
  const row = (y: number, text: string, o: PenOptions = {}) => p.text(text, 40, y, o);
  const sellerName = U(s.seller.name);
  row(40, sellerName, { bold: true, size: 11 });
  row(56, U(s.seller.street));
  row(67, U(s.seller.city));
  row(78, `${U('C.I.F.:')} ${printNif(s.seller.nif, 'plain')}    ${U('Teléfono:')} ${s.seller.phone}`);
  p.center(upper ? 'F A C T U R A' : 'FACTURA', 297, 105, { bold: true, size: 12 });
  const head: Array<[string, string]> = [
    [U('Num. factura'), s.number],
    [U('Fecha factura'), dateText(s.issue, 'slash')],
    [U('Vencimiento'), dateText(s.due!, 'slash')],
    [U('Forma de pago'), U('Transferencia')],
  ];
  head.forEach(([l, v], i) => row(130 + i * 11, `${leader(l, 20)}: ${v}`));
  const bx = at(50);
  p.text(U('Cliente:'), bx, 130, { bold: true });
  [U(s.buyer.name), U(s.buyer.street), U(s.buyer.city), `${U('C.I.F.:')} ${printNif(s.buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, bx, 141 + i * 11));
  const width = 95;
  const rule = '-'.repeat(width);
  let y = 195;
  row(y, rule);
  // Columns: code 0-9, description 10-47, quantity ending at 59, unit 61-64, price ending at 77, amount ending at 95.
  const fields = (code: string, desc: string, qty: string, unit: string, price: string, amount: string) =>
    `${code.padEnd(10)}${desc.padEnd(38)}${qty.padStart(11)}  ${unit.padEnd(4)}${price.padStart(12)}${amount.padStart(18)}`;
  const titles = [U('Código'), U('Descripción'), U('Cantidad'), U('Ud'), U('Precio'), U('Importe')];
  y += 10;
  if (variant === 0) row(y, fields(titles[0], titles[1], titles[2], titles[3], titles[4], titles[5]), { bold: true });
  else {
    p.text(titles[0], at(0), y, { bold: true });
    p.text(titles[1], at(10), y, { bold: true });
    p.right(titles[2], at(59), y, { bold: true });
    p.text(titles[3], at(61), y, { bold: true });
    p.right(titles[4], at(77), y, { bold: true });
    p.right(titles[5], at(95), y, { bold: true });
  }
  y += 10;
  row(y, rule);
  y += 12;
  for (const l of s.lines) {
    const values = [l.code, U(l.description), quantityText(l.milli), U(l.unit), money(l.price), money(l.subtotal)];
    if (variant === 0) row(y, fields(values[0], values[1], values[2], values[3], values[4], values[5]));
    else {
      p.text(values[0], at(0), y);
      p.text(values[1], at(10), y);
      p.right(values[2], at(59), y);
      p.text(values[3], at(61), y);
      p.right(values[4], at(77), y);
      p.right(values[5], at(95), y);
    }
    y += 11;
  }
  row(y, rule);
  y += 16;
  const t = s.totals;
  const totals: Array<[string, number]> = [];
  if (twoRates) {
    for (const r of t.byRate) totals.push([`Base imponible ${r.rate} %`, r.base], [`I.V.A. ${r.rate} %`, r.vat]);
  } else totals.push([U('Base imponible'), t.base], [U('I.V.A. 21 %'), t.vat]);
  totals.push([U('Total factura'), t.total]);
  totals.forEach(([label, value], i) => {
    const last = i === totals.length - 1;
    if (variant === 0) row(y, `${' '.repeat(50)}${leader(label, 30)}${money(value).padStart(15)}`, { bold: last });
    else {
      p.text(leader(label, 30), at(50), y, { bold: last });
      p.right(money(value), at(95), y, { bold: last });
    }
    y += 12;
  });
  const [registry, letters] = REGISTRIES[townOf(s.seller.city)] ?? ['Madrid', 'M'];
  row(800, U(`Inscrita en el R.M. de ${registry}, hoja ${letters}-${rng.int(10000, 99999)}`), { size: 7 });
  return doc(`invoice-courier-leaders-${variant}`, 'courier-leaders', 'invoice', { ...expectedInvoice(s, true), provider_name: sellerName }, await c.bytes(), s.buyer.nif);
}

// ---------------------------------------------------------------------------------------------
// Delivery notes

/** Number and date in a header grid of bordered cells: the label at the top of each cell, the value under it. */
async function cellGridNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(2, 9), MATERIALS);
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(`${s.seller.street} · ${s.seller.city}`, 40, 56, { size: 8 });
  c.text(`CIF: ${printNif(s.seller.nif, 'plain')} · Tel. ${s.seller.phone}`, 40, 67, { size: 8 });
  c.right('ALBARÁN', 555, 40, { size: 18, bold: true });
  const order = `P-${rng.int(1000, 9999)}`;
  const cells: Array<[string, string]> = [
    [
      ['Nº ALBARÁN', s.number],
      ['FECHA', dateText(s.date, 'slash')],
      ['Nº PEDIDO', order],
      ['CÓD. CLIENTE', String(rng.int(1000, 9999))],
      ['HOJA', '1/1'],
    ],
    [
      ['FECHA ENTREGA', dateText(s.date, 'dot')],
      ['ALBARÁN Nº', s.number],
      ['SU PEDIDO', order],
      ['MATRÍCULA', `${rng.int(1000, 9999)} ${rng.pick(['KLM', 'HBD', 'JZX', 'GTR'])}`],
    ],
    [
      ['Nº DE ALBARÁN', s.number],
      ['FECHA ALBARÁN', dateText(s.date, 'dash')],
      ['OBRA', `${rng.int(100, 999)}`],
      ['PORTES', rng.pick(['Pagados', 'Debidos'])],
    ],
  ][variant] as Array<[string, string]>;
  const gy = 92;
  const cw = 515 / cells.length;
  cells.forEach(([label, value], i) => {
    const x = 40 + i * cw;
    c.box(x, gy, cw, 34);
    c.text(label, x + 5, gy + 4, { bold: true, size: 7 });
    c.text(value, x + 5, gy + 18, { size: 10 });
  });
  const customer = ['CLIENTE', 'Cliente', 'DESTINATARIO'][variant];
  c.box(40, 140, 255, 62);
  c.text(customer, 46, 145, { bold: true, size: 7 });
  c.text(s.buyer.name, 46, 157);
  c.text(s.buyer.street, 46, 169);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 46, 181);
  c.box(300, 140, 255, 62);
  c.text('DIRECCIÓN DE ENTREGA', 306, 145, { bold: true, size: 7 });
  c.text(`Obra: ${rng.pick(STREETS)}`, 306, 157);
  c.text(rng.pick(CITIES), 306, 169);
  const cols = lineColumns(40, 515, 'dots', { unit: true, titles: variant === 1 ? { description: 'Artículo', quantity: 'Cantidad', price: 'Precio', amount: 'Importe' } : {} });
  const { y } = drawTable(c, cols, s.lines, 222, { borders: variant !== 1, bottom: 700 });
  c.text(variant === 2 ? 'Subtotal' : 'Total albarán', 400, y + 8, { bold: true });
  c.right(money(s.subtotal, variant === 0 ? 'suffix' : 'dots'), 552, y + 8, { bold: true });
  c.box(40, 720, 250, 60);
  c.text('Conforme cliente (firma, nombre y DNI)', 46, 725, { size: 7 });
  c.box(305, 720, 250, 60);
  c.text('Observaciones', 311, 725, { size: 7 });
  return doc(`note-cell-grid-${variant}`, 'note-cell-grid', 'delivery_note', expectedNote(s), await c.bytes(), s.buyer.nif);
}

/** A lines table ruled all over (a rule under every row) with a code column. */
async function borderedCodeNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(3, 11), [...MATERIALS, ...SERVICES.filter((p) => p.unit !== 'h')]);
  if (variant === 0) for (const l of s.lines) l.code = String(rng.int(1, 999999)).padStart(6, '0');
  if (variant === 2) for (const l of s.lines) l.code = `84${rng.int(10000, 99999)}${rng.int(100000, 999999)}`;
  const c = new Canvas();
  const sellerLines = [s.seller.name, s.seller.street, s.seller.city, `N.I.F. ${printNif(s.seller.nif, variant === 1 ? 'dash' : 'plain')}`, `Tel. ${s.seller.phone}`];
  sellerLines.forEach((l, i) => c.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 11 : 8.5 }));
  c.text(variant === 1 ? 'ALBARÁN DE ENTREGA' : 'ALBARÁN', 40, 40, { size: 15, bold: true });
  c.text(`${['Albarán nº:', 'Nº Albarán:', 'Número de albarán:'][variant]} ${s.number}`, 40, 66, { bold: true });
  c.text(`${['Fecha:', 'Fecha de entrega:', 'Fecha:'][variant]} ${dateText(s.date, variant === 2 ? 'dash' : 'slash')}`, 40, 80);
  c.text(['Cliente:', 'Entregar en:', 'Cliente:'][variant], 40, 115, { bold: true });
  c.text(s.buyer.name, 40, 128);
  c.text(`${s.buyer.street}, ${s.buyer.city}`, 40, 140);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 40, 152);
  c.text(`Obra: ${rng.pick(STREETS)}`, 330, 128);
  c.text(`Pedido: ${rng.int(10000, 99999)}`, 330, 140);
  const codeWidth = variant === 2 ? 76 : 52;
  const withUnit = variant !== 1;
  const cols: Column[] = [];
  let x = 40;
  const add = (col: Omit<Column, 'x'>) => {
    cols.push({ ...col, x } as Column);
    x += col.width;
  };
  add({ title: ['Código', 'Ref.', 'Cód. artículo'][variant], width: codeWidth, align: 'left', value: (l) => l.code });
  const fixed = codeWidth + 62 + (withUnit ? 32 : 0) + 62 + 70;
  add({ title: ['Descripción', 'Concepto', 'Descripción'][variant], width: 515 - fixed, align: 'left', value: (l) => l.description, wrap: true });
  add({ title: 'Cantidad', width: 62, align: 'right', value: (l) => (withUnit ? quantityText(l.milli) : `${quantityText(l.milli)} ${l.unit}`) });
  if (withUnit) add({ title: variant === 2 ? 'U.M.' : 'Ud.', width: 32, align: 'center', value: (l) => l.unit });
  add({ title: ['Precio', 'Precio/Ud', 'P. Unit.'][variant], width: 62, align: 'right', value: (l) => money(l.price) });
  add({ title: 'Importe', width: 70, align: 'right', value: (l) => money(l.subtotal) });
  const p = new Pen(c, 'Helvetica', 8.5);
  const y = penTable(p, cols, s.lines, 180, { borders: 'grid', size: 8.5, rowGap: 5, headerFill: '#e6e6e6' });
  c.box(395, y, 160, 20);
  c.text(['Total albarán', 'Importe total', 'Subtotal'][variant], 401, y + 6, { bold: true });
  c.right(money(s.subtotal, 'suffix'), 550, y + 6, { bold: true });
  c.text('Recibí conforme:', 40, y + 40, { size: 8 });
  return doc(`note-bordered-code-${variant}`, 'note-bordered-code', 'delivery_note', expectedNote(s), await c.bytes(), s.buyer.nif);
}

/** A lines table without borders, the unit in its own narrow centred column (columns in other orders). */
async function unitColumnNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(2, 10), [...MATERIALS, ...SERVICES]);
  const c = new Canvas();
  c.center(s.seller.name, 297, 38, { size: 14, bold: true });
  c.center(`${s.seller.street} - ${s.seller.city} - Tel. ${s.seller.phone}`, 297, 56, { size: 8 });
  c.center(`C.I.F. ${printNif(s.seller.nif, 'plain')}`, 297, 66, { size: 8 });
  c.hline(40, 555, 80);
  c.text(`ALBARÁN Nº ${s.number}`, 40, 95, { bold: true, size: 11 });
  c.text(`${['Fecha:', 'Fecha entrega:', 'Fecha de suministro:'][variant]} ${dateText(s.date, variant === 1 ? 'long' : 'slash')}`, 40, 111);
  c.text(['Cliente', 'Datos del cliente', 'Cliente'][variant], 330, 95, { bold: true });
  c.text(s.buyer.name, 330, 108);
  c.text(`${s.buyer.street}`, 330, 120);
  c.text(`NIF: ${printNif(s.buyer.nif, 'plain')}`, 330, 132);
  const unitTitle = ['Ud', 'U.M.', 'UD'][variant];
  const unitCol = (x: number): Column => ({ title: unitTitle, x, width: 24, align: 'center', value: (l) => l.unit });
  let cols: Column[];
  if (variant === 0) {
    cols = [
      { title: 'Descripción', x: 40, width: 275, align: 'left', value: (l) => l.description, wrap: true },
      { title: 'Cantidad', x: 315, width: 60, align: 'right', value: (l) => quantityText(l.milli) },
      unitCol(375),
      { title: 'Precio', x: 399, width: 76, align: 'right', value: (l) => money(l.price) },
      { title: 'Importe', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
    ];
  } else if (variant === 1) {
    cols = [
      { title: 'Cantidad', x: 40, width: 55, align: 'right', value: (l) => quantityText(l.milli) },
      unitCol(95),
      { title: 'Descripción', x: 119, width: 276, align: 'left', value: (l) => l.description, wrap: true },
      { title: 'Precio', x: 395, width: 80, align: 'right', value: (l) => money(l.price) },
      { title: 'Importe', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
    ];
  } else {
    cols = [
      { title: 'Código', x: 40, width: 55, align: 'left', value: (l) => l.code },
      { title: 'Descripción', x: 95, width: 226, align: 'left', value: (l) => l.description, wrap: true },
      unitCol(321),
      { title: 'Cantidad', x: 345, width: 60, align: 'right', value: (l) => quantityText(l.milli) },
      { title: 'P. Unit.', x: 405, width: 70, align: 'right', value: (l) => money(l.price) },
      { title: 'Importe', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
    ];
  }
  const p = new Pen(c, 'Helvetica', 8.5);
  const y = penTable(p, cols, s.lines, 160, { borders: 'none', size: 8.5, rowGap: 5, ruleAbove: variant !== 1, ruleBelow: true });
  c.text(['Total', 'Total albarán', 'Suma total'][variant], 400, y + 4, { bold: true });
  c.right(money(s.subtotal, variant === 1 ? 'suffix' : 'dots'), 552, y + 4, { bold: true });
  c.text('Material recibido en obra. Firma:', 40, y + 40, { size: 8 });
  return doc(`note-unit-column-${variant}`, 'note-unit-column', 'delivery_note', expectedNote(s), await c.bytes(), s.buyer.nif);
}

const QUARRIES = ['Canteras y Áridos del Arlanzón, S.L.', 'Áridos La Mesa, S.A.', 'Graveras del Jarama, S.L.', 'Áridos y Transportes Peñalara, S.A.'];

const AGGREGATES: Array<{ description: string; price: [number, number] }> = [
  { description: 'Grava 6/12 lavada', price: [1200, 1900] },
  { description: 'Arena 0/4 lavada', price: [1100, 1700] },
  { description: 'Zahorra artificial ZA-25', price: [700, 1200] },
  { description: 'Gravilla 4/6', price: [1300, 2000] },
  { description: 'Escollera 300-500 kg', price: [1400, 2200] },
  { description: 'Todo uno de cantera', price: [500, 900] },
];

/**
 * A quarry's weighbridge ticket in Courier: truck plate, gross, tare and net weight, one or two
 * lines of net tonnes × €/t (the aggregate and, on one, its transport).
 */
async function weighbridgeNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = company(rng, QUARRIES[variant]);
  seller.street = `Ctra. ${rng.pick(['N-I', 'N-234', 'CL-601', 'A-6', 'M-607'])}, km ${rng.int(5, 240)}`;
  const buyer = company(rng, rng.pick(BUYERS));
  const number = variant === 1 ? String(rng.int(100000, 999999)) : `B${rng.int(1, 9)}-${String(rng.int(1, 99999)).padStart(6, '0')}`;
  const date = randomDate(rng);
  const tare = rng.int(11000, 16000);
  const net = rng.int(8000, 28000);
  const gross = tare + net;
  const aggregate = rng.pick(AGGREGATES);
  const price = rng.int(aggregate.price[0], aggregate.price[1]);
  const lines: Line[] = [{ code: '', description: aggregate.description, milli: net, unit: 't', price, subtotal: divRound(net * price, 1000), vatRate: 21 }];
  if (variant === 1) {
    const freight = rng.int(300, 900);
    lines.push({ code: '', description: `Transporte zona ${rng.int(1, 4)}`, milli: net, unit: 't', price: freight, subtotal: divRound(net * freight, 1000), vatRate: 21 });
  }
  const subtotal = lines.reduce((a, l) => a + l.subtotal, 0);
  const carrier = company(rng, rng.pick(['Transportes Rápidos Soria, S.L.', 'Camiones Hermanos Vela, S.L.']));
  const size = 9;
  const c = new Canvas();
  const p = new Pen(c, 'Courier', size);
  const at = (col: number) => courierX(col, size);
  const thousands = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const kg = (n: number) => `${thousands(n)} kg`;
  p.text(seller.name.toUpperCase(), 40, 40, { bold: true, size: 11 });
  p.text(`Cantera "${rng.pick(['El Espinar', 'La Pedriza', 'Los Llanos', 'San Cristóbal'])}" - ${seller.street}`, 40, 56);
  p.text(`${seller.city} - Tel. ${seller.phone}`, 40, 67);
  p.text(`C.I.F.: ${printNif(seller.nif, variant === 2 ? 'dash' : 'plain')}`, 40, 78);
  p.center(variant === 0 ? 'TICKET DE BÁSCULA - ALBARÁN' : 'ALBARÁN DE SALIDA DE BÁSCULA', 297, 102, { bold: true, size: 11 });
  const hour = `${String(rng.int(6, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const dateShown = variant === 1 ? dateText(date, 'slash').replace(/\d\d(\d\d)$/, '$1') : dateText(date, 'slash');
  p.text(`ALBARÁN Nº: ${number}`, 40, 126, { bold: true });
  p.text(`FECHA: ${dateShown}`, at(34), 126);
  p.text(`HORA: ${hour}`, at(56), 126);
  p.text('CLIENTE:', 40, 144, { bold: true });
  p.text(buyer.name.toUpperCase(), at(10), 144);
  p.text(`C.I.F.: ${printNif(buyer.nif, 'plain')}`, at(10), 155);
  p.text(`OBRA: ${rng.pick(STREETS)}, ${townOf(rng.pick(CITIES))}`, 40, 172);
  const plate = `${rng.int(1000, 9999)} ${rng.pick(['KLM', 'HBD', 'JZX', 'GTR', 'LPC'])}`;
  p.text(`MATRÍCULA: ${plate}`, 40, 190);
  if (variant !== 0) p.text(`REMOLQUE: R-${rng.int(1000, 9999)}-${rng.pick(['BCD', 'BFG', 'BKL'])}`, at(30), 190);
  let y = 206;
  if (variant === 1) {
    p.text('TRANSPORTISTA:', 40, y, { bold: true });
    p.text(`${carrier.name} - C.I.F. ${printNif(carrier.nif, 'plain')}`, at(16), y);
    y += 16;
  }
  y += 6;
  const weights: Array<[string, number, string]> = [
    ['PESO BRUTO', gross, `1ª pesada ${hour}`],
    ['TARA', tare, '2ª pesada'],
    ['PESO NETO', net, ''],
  ];
  weights.forEach(([label, value, note], i) => {
    if (variant === 0) p.text(`${leader(label, 16)}: ${kg(value).padStart(11)}   ${note}`, 40, y + i * 12, { bold: i === 2 });
    else {
      p.text(`${label} (kg)`, 40, y + i * 12, { bold: i === 2 });
      p.right(thousands(value), at(30), y + i * 12, { bold: i === 2 });
    }
  });
  y += 3 * 12 + 14;
  const rule = '-'.repeat(90);
  p.text(rule, 40, y);
  y += 10;
  if (variant === 0) {
    // Material, net tonnes, €/t, amount: the unit is the header's.
    const heads = ['MATERIAL', 'NETO (t)', '€/t', 'IMPORTE'];
    p.text(heads[0], at(0), y, { bold: true });
    p.right(heads[1], at(50), y, { bold: true });
    p.right(heads[2], at(64), y, { bold: true });
    p.right(heads[3], at(82), y, { bold: true });
    y += 10;
    p.text(rule, 40, y);
    y += 12;
    for (const l of lines) {
      p.text(l.description, at(0), y);
      p.right(tonnes(l.milli), at(50), y);
      p.right(money(l.price), at(64), y);
      p.right(money(l.subtotal), at(82), y);
      y += 12;
    }
  } else {
    const heads = variant === 1 ? ['PRODUCTO', 'CANTIDAD', 'UD', 'PRECIO', 'IMPORTE'] : ['DESCRIPCIÓN', 'TONELADAS', '', 'PRECIO', 'IMPORTE'];
    p.text(heads[0], at(0), y, { bold: true });
    p.right(heads[1], at(44), y, { bold: true });
    p.text(heads[2], at(46), y, { bold: true });
    p.right(heads[3], at(66), y, { bold: true });
    p.right(heads[4], at(82), y, { bold: true });
    y += 10;
    p.text(rule, 40, y);
    y += 12;
    for (const l of lines) {
      p.text(l.description, at(0), y);
      p.right(tonnes(l.milli), at(44), y);
      if (variant === 1) p.text(l.unit, at(46), y);
      p.right(variant === 1 ? money(l.price) : `${money(l.price)} €/t`, at(66), y);
      p.right(money(l.subtotal), at(82), y);
      y += 12;
    }
  }
  p.text(rule, 40, y);
  y += 12;
  if (variant === 2) {
    const vat = divRound(subtotal * 21, 100);
    const rows: Array<[string, number]> = [
      ['BASE IMPONIBLE', subtotal],
      ['I.V.A. 21 %', vat],
      ['TOTAL', subtotal + vat],
    ];
    rows.forEach(([label, value], i) => {
      p.text(leader(label, 22), at(50), y + i * 12, { bold: i === 2 });
      p.right(money(value), at(82), y + i * 12, { bold: i === 2 });
    });
    y += 36;
  } else {
    p.text(variant === 0 ? 'TOTAL ALBARÁN' : 'IMPORTE TOTAL', at(50), y, { bold: true });
    p.right(`${money(subtotal)} EUR`, at(86), y, { bold: true });
    y += 12;
  }
  y += 20;
  p.text('Firma conductor:', 40, y, { size: 8 });
  p.text('Firma báscula:', at(50), y, { size: 8 });
  c.hline(40, 555, y + 55, 0.4);
  const expected: ExpectedNote = {
    delivery_note_number: number,
    delivery_date: date,
    provider_nif: seller.nif,
    provider_name: seller.name.toUpperCase(),
    subtotal_amount: subtotal,
    line_items: lines.map((l) => ({ description: l.description, quantity: l.milli / 1000, unit: l.unit, unit_price: l.price, subtotal: l.subtotal })),
  };
  return doc(`note-weighbridge-${variant}`, 'note-weighbridge', 'delivery_note', expected, await c.bytes(), buyer.nif);
}

/** A valued note: a `€/ud` price column and an `Importe` column, then the net subtotal, VAT and a total with VAT under it. */
async function valuedNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const products: Product[] = [...MATERIALS, ...SERVICES];
  const s = noteSpec(rng, rng.int(2, 9), products);
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(s.seller.street, 40, 56, { size: 8.5 });
  c.text(s.seller.city, 40, 67, { size: 8.5 });
  c.text(`${variant === 2 ? 'NIF' : 'CIF'}: ${printNif(s.seller.nif, variant === 1 ? 'es' : 'plain')}`, 40, 78, { size: 8.5 });
  c.right('ALBARÁN VALORADO', 555, 40, { size: 14, bold: true });
  c.text(`${['Nº albarán:', 'Albarán nº', 'Nº de albarán:'][variant]} ${s.number}`, 360, 64, { bold: true });
  c.text(`${['Fecha albarán:', 'Fecha:', 'Fecha de entrega:'][variant]} ${dateText(s.date, variant === 2 ? 'dot' : 'slash')}`, 360, 78);
  c.text(['Cliente:', 'Destinatario:', 'Cliente:'][variant], 40, 110, { bold: true });
  c.text(s.buyer.name, 40, 123);
  c.text(`${s.buyer.street} · ${s.buyer.city}`, 40, 135);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 40, 147);
  c.text(`Obra: ${rng.pick(STREETS)}`, 360, 123);
  c.text(`Pedido: ${rng.int(1000, 9999)}/${rng.int(10, 99)}`, 360, 135);
  let cols: Column[];
  if (variant === 1) {
    cols = [
      { title: 'Código', x: 40, width: 55, align: 'left', value: (l) => l.code },
      { title: 'Descripción', x: 95, width: 250, align: 'left', value: (l) => l.description, wrap: true },
      { title: 'Cant.', x: 345, width: 65, align: 'right', value: (l) => `${quantityText(l.milli)} ${l.unit}` },
      { title: '€/ud', x: 410, width: 65, align: 'right', value: (l) => money(l.price) },
      { title: 'Importe', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
    ];
  } else {
    cols = [
      { title: 'Descripción', x: 40, width: 265, align: 'left', value: (l) => l.description, wrap: true },
      { title: 'Cantidad', x: 305, width: 65, align: 'right', value: (l) => quantityText(l.milli) },
      { title: variant === 0 ? 'Ud.' : 'Unidad', x: 370, width: 40, align: 'center', value: (l) => l.unit },
      { title: '€/ud', x: 410, width: 65, align: 'right', value: (l) => money(l.price) },
      { title: variant === 0 ? 'Importe' : 'Importe €', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
    ];
  }
  const { y } = drawTable(c, cols, s.lines, 175, { borders: variant !== 2, bottom: 700 });
  const vat = divRound(s.subtotal * 21, 100);
  const style: MoneyStyle = variant === 1 ? 'suffix' : 'dots';
  const rows: Array<[string, number]> = [
    [['Subtotal', 'Importe neto', 'Base imponible'][variant], s.subtotal],
    [['IVA 21 %', 'I.V.A. (21%)', 'IVA 21%'][variant], vat],
    [['Total', 'TOTAL CON IVA', 'Total albarán'][variant], s.subtotal + vat],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, 390, y + 8 + i * 15, { bold: i === 2 });
    c.right(money(value, style), 552, y + 8 + i * 15, { bold: i === 2 });
  });
  c.text('Precios sin IVA salvo indicación. Recibí conforme:', 40, y + 70, { size: 8 });
  return doc(`note-valued-${variant}`, 'note-valued', 'delivery_note', expectedNote(s), await c.bytes(), s.buyer.nif);
}

// ---------------------------------------------------------------------------------------------

/** 12 invoices in 4 layouts and 15 delivery notes in 5, all regular (expected complete). */
export async function generateExtraDevelopmentCorpus(seed = 20261126): Promise<CorpusDocument[]> {
  const rng = new Rng(seed);
  const docs: CorpusDocument[] = [];
  const layouts = [rateGridInvoice, timesInvoice, erpInvoice, courierInvoice, cellGridNote, borderedCodeNote, unitColumnNote, weighbridgeNote, valuedNote];
  for (const layout of layouts) for (let v = 0; v < 3; v++) docs.push(await layout(rng, v));
  return docs;
}
