/**
 * Still more development layouts, beside test/helpers/pdf-corpus.ts and development-extra.ts,
 * printed the way Spanish suppliers print them, 3 documents each, all regular (a perfect reader
 * creates them):
 *
 * Invoices (8 layouts): a centred trade name over the legal name and CIF in small print; the
 * number printed as series and number apart (`Serie A  Número 00147`) and whole elsewhere
 * (`Factura nº A-00147`); line discounts (`Dto.`) and a net amount column; an electricity or
 * telecom bill whose billing period, readings and charge date are not the issue date; a monthly
 * invoice with a section per delivery note and a subtotal under each; a machinery rental with
 * `Desde`/`Hasta` dates on every line; the customer block left and the supplier's in a box
 * titled `Emisor`; a wide 7-point table of many columns with `B.I.` and `Total (€)`.
 *
 * Delivery notes (7 layouts): a line-number column (`Lín.`) before the code; ordered and served
 * quantities (`Cant. pedida`, `Cant. servida`: the served one is priced); two pages with the header
 * repeated and `Suma y sigue` (one printed on a fixed line grid, a wrapped description's lines as
 * far apart as the rows); descriptions wrapped over two or three lines (in one variant the numbers
 * stand on a line's last text line, not its first); a builder's merchant
 * with EAN codes, `PVP`, a `Dto. %` column of zeros and `Importe`; lines under chapter headings
 * (`CAPÍTULO: ESTRUCTURA`); observations and a signature box after the table, with a note
 * written at a slant in italics.
 *
 * Decisions on the truth: the invoice number is the one the document prints whole (series and
 * number together, as printed); a utility bill's `Fecha de cargo` (the day the bill is debited)
 * is its due date; a line's unit price is the printed price and its subtotal the printed amount.
 *
 * Like the rest of the development corpus it is looked at while the reader is tuned; the
 * held-out corpus is not (docs/document-extraction.md#measuring-it).
 */

import {
  BUYERS,
  CITIES,
  Canvas,
  MATERIALS,
  type Party,
  type Product,
  Rng,
  SERVICES,
  STREETS,
  company,
  dateText,
  divRound,
  money,
  printNif,
  quantityText,
  randomDate,
} from '../pdf-corpus.js';
import { Pen, type PenOptions } from './pen.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from './types.js';

// ---------------------------------------------------------------------------------------------
// Small helpers (the shared ones are not exported, or only write Helvetica)

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both included. */
function dayCount(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

function lastDayOfMonth(iso: string): string {
  const d = new Date(`${iso.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1);
  d.setUTCDate(0);
  return d.toISOString().slice(0, 10);
}

/** `dd/mm/yy`. */
function shortDate(iso: string): string {
  return dateText(iso, 'slash').replace(/\d\d(\d\d)$/, '$1');
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifControl(seven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(seven[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

/** A CIF ending in a digit: A (S.A.), B (S.L.), E (C.B.), F (cooperative). */
function cifWith(rng: Rng, letter: 'A' | 'B' | 'E' | 'F'): string {
  let seven = '';
  for (let i = 0; i < 7; i++) seven += String(rng.int(0, 9));
  if (seven.startsWith('00')) seven = `1${seven.slice(1)}`;
  return `${letter}${seven}${cifControl(seven)}`;
}

const MORE_STREETS = [
  'Pol. Ind. El Saladar, C/ Ebanistas, 4',
  'Camino de los Molinos, s/n',
  'Avda. de Europa, 112',
  'C/ Río Segura, 27',
  'Ctra. N-VI, km 24',
  'Pol. Ind. Sepes, parcela 31',
  'C/ Real, 58, entlo.',
  'Avda. Juan Carlos I, 9, nave 3',
];

const MORE_CITIES = [
  '45200 Illescas (Toledo)',
  '22300 Barbastro (Huesca)',
  '41500 Alcalá de Guadaíra (Sevilla)',
  '24400 Ponferrada (León)',
  '30500 Molina de Segura (Murcia)',
  '20301 Irun (Gipuzkoa)',
  '50500 Tarazona (Zaragoza)',
  '37008 Salamanca',
];

function phoneOf(rng: Rng): string {
  return `9${rng.int(1, 8)}${rng.int(1, 9)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
}

/** A supplier company: its CIF's letter follows the legal form in its name. */
function firm(rng: Rng, name: string): Party {
  const letter = /S\.A\.(U\.)?$/.test(name) ? 'A' : /S\.Coop\.$/.test(name) ? 'F' : /C\.B\.$/.test(name) ? 'E' : 'B';
  return { name, nif: cifWith(rng, letter), street: rng.pick(MORE_STREETS), city: rng.pick(MORE_CITIES), phone: phoneOf(rng), person: false };
}

/** A self-employed supplier with a DNI. */
function soleTrader(rng: Rng, name: string): Party {
  const eight = String(rng.int(10_000_000, 79_999_999));
  return { name, nif: `${eight}${DNI_LETTERS[Number(eight) % 23]}`, street: rng.pick(MORE_STREETS), city: rng.pick(MORE_CITIES), phone: phoneOf(rng), person: true };
}

function customer(rng: Rng): Party {
  return company(rng, rng.pick(BUYERS));
}

/** An EAN-13 with its check digit, Spanish prefix 84. */
function ean13(rng: Rng): string {
  let twelve = '84';
  while (twelve.length < 12) twelve += String(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(twelve[i]) * (i % 2 === 0 ? 1 : 3);
  return `${twelve}${(10 - (sum % 10)) % 10}`;
}

function townOf(city: string): string {
  return city.replace(/^\d{5}\s+/, '').replace(/\s*\(.*\)$/, '');
}

/** `money` of a per cent kept in hundredths: 500 → `5,00`. */
function percent(hundredths: number): string {
  return money(hundredths);
}

interface Item {
  code: string;
  description: string;
  /** Thousandths. */
  milli: number;
  unit: string;
  /** Cents. */
  price: number;
  /** Cents: the printed amount of the line. */
  subtotal: number;
  vat: number;
}

function item(rng: Rng, products: readonly Product[], vat = 21): Item {
  const p = rng.pick(products);
  const [min, max, step] = p.qty;
  const milli = min + step * rng.int(0, Math.floor((max - min) / step));
  const price = rng.int(p.price[0], p.price[1]);
  return {
    code: `${rng.pick(['A', 'M', 'R', 'P'])}${rng.int(1000, 99999)}`,
    description: p.description,
    milli,
    unit: p.unit,
    price,
    subtotal: divRound(milli * price, 1000),
    vat,
  };
}

/** Distinct products: a document rarely prints the same article twice. */
function items(rng: Rng, products: readonly Product[], count: number, vat = 21): Item[] {
  const pool = [...products];
  const out: Item[] = [];
  for (let i = 0; i < count && pool.length > 0; i++) {
    const p = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    out.push(item(rng, [p], vat));
  }
  return out;
}

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

function noteTruth(number: string, date: string, seller: Party, lines: Item[], name = seller.name): ExpectedNote {
  return {
    delivery_note_number: number,
    delivery_date: date,
    provider_nif: seller.nif,
    provider_name: name,
    subtotal_amount: sum(lines.map((l) => l.subtotal)),
    line_items: lines.map((l) => ({ description: l.description, quantity: l.milli / 1000, unit: l.unit, unit_price: l.price, subtotal: l.subtotal })),
  };
}

function invoiceTruth(o: { number: string; issue: string; due?: string; seller: Party; name?: string; base: number; vat: number; irpf?: number }): ExpectedInvoice {
  const irpf = o.irpf ?? 0;
  return {
    invoice_number: o.number,
    issue_date: o.issue,
    due_date: o.due,
    provider_nif: o.seller.nif,
    provider_name: o.name ?? o.seller.name,
    subtotal_amount: o.base,
    tax_amount: o.vat,
    withholding_amount: irpf,
    total_amount: o.base + o.vat - irpf,
    currency: 'EUR',
    reverse_charge: false,
  };
}

function invoiceDoc(id: string, layout: string, expected: ExpectedInvoice, bytes: Uint8Array, buyerNif: string): CorpusDocument {
  return { id: `more-${id}`, layout: `more-${layout}`, kind: 'invoice', expectComplete: true, bytes, expected, buyerNif };
}

function noteDoc(id: string, layout: string, expected: ExpectedNote, bytes: Uint8Array, buyerNif: string): CorpusDocument {
  return { id: `more-${id}`, layout: `more-${layout}`, kind: 'delivery_note', expectComplete: true, bytes, expected, buyerNif };
}

// ---------------------------------------------------------------------------------------------
// Drawing in a chosen standard font, and a table with headings, sums and wrapped cells


interface Col {
  /** Several strings: a header written over two lines. */
  title: string | string[];
  x: number;
  w: number;
  align: 'left' | 'right' | 'center';
  wrap?: boolean;
}

type Row =
  | { kind: 'line'; cells: string[] }
  | { kind: 'heading'; text: string; col?: number }
  | { kind: 'sum'; label: string; labelCol: number; value: string; valueCol: number };

interface TableStyle {
  size: number;
  rowGap: number;
  /** `grid`: a rule under every row as well. */
  borders: 'none' | 'outer' | 'grid';
  /** Vertical rules between columns of a bordered table (true unless set). */
  colRules?: boolean;
  headerFill?: string;
  ruleAbove?: boolean;
  ruleBelow?: boolean;
  pad?: number;
  /** Where the other cells of a wrapped row stand: its first line (top) or its last. */
  valign?: 'top' | 'bottom';
  /** Extra space after each line row. */
  rowSpace?: number;
  /** Distance between the lines of a wrapped cell (the row pitch unless set: a fixed-grid print). */
  wrapPitch?: number;
}

function put(p: Pen<Canvas>, col: Col, s: string, y: number, o: PenOptions, pad: number): void {
  if (col.align === 'left') p.text(s, col.x + pad, y, o);
  else if (col.align === 'right') p.right(s, col.x + col.w - pad, y, o);
  else p.center(s, col.x + col.w / 2, y, o);
}

/** Draws a table on one page; returns the y under it. */
function table(p: Pen<Canvas>, cols: Col[], rows: Row[], y0: number, st: TableStyle): number {
  const pad = st.pad ?? 3;
  const left = cols[0].x;
  const last = cols[cols.length - 1];
  const right = last.x + last.w;
  const rowH = st.size + st.rowGap;
  const titleLines = Math.max(...cols.map((c) => (Array.isArray(c.title) ? c.title.length : 1)));
  const headerH = titleLines * (st.size + 1.5) + 6.5;
  if (st.borders !== 'none') p.paper.box(left, y0, right - left, headerH, st.headerFill);
  else if (st.ruleAbove) p.paper.hline(left, right, y0);
  for (const col of cols) {
    const lines = Array.isArray(col.title) ? col.title : [col.title];
    lines.forEach((s, i) => put(p, col, s, y0 + 4 + i * (st.size + 1.5), { bold: true, size: st.size }, pad));
  }
  let y = y0 + headerH;
  if (st.borders === 'none') p.paper.hline(left, right, y);
  const top = y;
  y += 4;
  for (const row of rows) {
    if (row.kind === 'heading') {
      y += 2;
      p.text(row.text, cols[row.col ?? 0].x + pad, y, { bold: true, size: st.size });
      y += rowH + 1;
    } else if (row.kind === 'sum') {
      put(p, cols[row.labelCol], row.label, y, { bold: true, size: st.size }, pad);
      put(p, cols[row.valueCol], row.value, y, { bold: true, size: st.size }, pad);
      y += rowH + 3;
    } else {
      const wi = cols.findIndex((c) => c.wrap);
      const parts = wi >= 0 ? p.wrap(row.cells[wi], cols[wi].w - 2 * pad, { size: st.size }) : [''];
      const pitch = st.wrapPitch ?? rowH;
      const yv = st.valign === 'bottom' ? y + (parts.length - 1) * pitch : y;
      cols.forEach((col, i) => {
        if (i === wi) parts.forEach((part, k) => put(p, col, part, y + k * pitch, { size: st.size }, pad));
        else put(p, col, row.cells[i], yv, { size: st.size }, pad);
      });
      y += rowH + pitch * (parts.length - 1) + (st.rowSpace ?? 0);
    }
    if (st.borders === 'grid') {
      p.paper.hline(left, right, y);
      y += 4;
    }
  }
  const bottom = st.borders === 'grid' ? y - 4 : y + 2;
  if (st.borders !== 'none') {
    p.paper.box(left, top, right - left, bottom - top);
    if (st.colRules !== false) for (const col of cols.slice(1)) p.paper.vline(col.x, y0, bottom);
  } else if (st.ruleBelow) p.paper.hline(left, right, bottom);
  return bottom + 8;
}

/** Label/value rows right-aligned at `xRight`, labels at `xLabel`. */
function totalsColumn(p: Pen<Canvas>, rows: Array<[string, string]>, xLabel: number, xRight: number, y: number, o: { gap?: number; size?: number; boldLast?: boolean } = {}): number {
  const gap = o.gap ?? 15;
  rows.forEach(([label, value], i) => {
    const bold = o.boldLast !== false && i === rows.length - 1;
    p.text(label, xLabel, y + i * gap, { bold, size: o.size });
    p.right(value, xRight, y + i * gap, { bold, size: o.size });
  });
  return y + rows.length * gap;
}

/** Label and value rows, the values lined up after the widest label. */
function metaRows(p: Pen<Canvas>, rows: Array<[string, string]>, x: number, y: number, o: { gap?: number; size?: number } = {}): number {
  const gap = o.gap ?? 13;
  const valueX = x + Math.max(...rows.map(([l]) => p.widthOf(l, { bold: true, size: o.size }))) + 8;
  rows.forEach(([l, v], i) => {
    p.text(l, x, y + i * gap, { bold: true, size: o.size });
    p.text(v, valueX, y + i * gap, { size: o.size });
  });
  return y + rows.length * gap;
}

/** Cells of labels over cells of values, side by side; widths in points. */
function band(p: Pen<Canvas>, cells: Array<[string, string]>, x0: number, y: number, widths: number[], o: { fill?: string; valueSize?: number; alignValues?: 'center' | 'right' } = {}): number {
  let x = x0;
  cells.forEach(([label, value], i) => {
    const w = widths[i];
    p.paper.box(x, y, w, 13, o.fill ?? '#e2e2e2');
    p.paper.box(x, y + 13, w, 18);
    p.center(label, x + w / 2, y + 3.5, { bold: true, size: 7 });
    if (o.alignValues === 'right') p.right(value, x + w - 5, y + 18, { size: o.valueSize ?? 9 });
    else p.center(value, x + w / 2, y + 18, { size: o.valueSize ?? 9 });
    x += w;
  });
  return y + 31;
}

// ---------------------------------------------------------------------------------------------
// Products not in the shared lists

const AGGREGATE_AND_CONCRETE = MATERIALS.filter((p) => ['m³', 't'].includes(p.unit) && p.description.length < 40);

const MERCHANT: Product[] = [
  { description: 'Cemento gris CEM II/B-L 32,5 N saco 25 kg', unit: 'ud', price: [390, 560], qty: [5000, 80000, 1000] },
  { description: 'Yeso de proyección mecánica saco 20 kg', unit: 'ud', price: [520, 740], qty: [10000, 120000, 1000] },
  { description: 'Adhesivo cementoso C2TE gris 25 kg', unit: 'ud', price: [890, 1450], qty: [2000, 40000, 1000] },
  { description: 'Tornillo autotaladrante 4,2x19 caja 500 uds', unit: 'caja', price: [1150, 1890], qty: [1000, 10000, 1000] },
  { description: 'Cinta americana gris 50 mm x 50 m', unit: 'ud', price: [350, 690], qty: [1000, 24000, 1000] },
  { description: 'Tubo corrugado reforzado Ø25 rollo 50 m', unit: 'rollo', price: [1450, 2300], qty: [1000, 12000, 1000] },
  { description: 'Guante de nitrilo talla 9 (par)', unit: 'par', price: [120, 290], qty: [6000, 60000, 6000] },
  { description: 'Disco de corte diamante Ø230 universal', unit: 'ud', price: [1890, 4200], qty: [1000, 6000, 1000] },
  { description: 'Espuma de poliuretano pistola 750 ml', unit: 'ud', price: [590, 990], qty: [1000, 24000, 1000] },
  { description: 'Silicona neutra translúcida 300 ml', unit: 'ud', price: [390, 720], qty: [1000, 48000, 1000] },
  { description: 'Perfil montante 48 mm x 3 m', unit: 'ud', price: [310, 520], qty: [10000, 200000, 5000] },
  { description: 'Arena de río ensacada 25 kg', unit: 'ud', price: [210, 390], qty: [10000, 80000, 1000] },
  { description: 'Malla de fibra de vidrio 160 g/m² rollo 50 m²', unit: 'rollo', price: [2900, 4600], qty: [1000, 8000, 1000] },
  { description: 'Masilla de juntas para placa de yeso 20 kg', unit: 'ud', price: [1390, 1990], qty: [1000, 20000, 1000] },
];

const LONG: Product[] = [
  {
    description: 'Perfil de acero laminado en caliente IPE 200 S275JR, cortado a medida según despiece y con imprimación antioxidante de taller',
    unit: 'kg',
    price: [105, 160],
    qty: [200000, 2400000, 1000],
  },
  {
    description: 'Tubería multicapa PEX-AL-PEX Ø20x2,0 mm en rollo de 100 m, con coquilla aislante de espuma elastomérica de 9 mm',
    unit: 'm',
    price: [190, 340],
    qty: [50000, 400000, 1000],
  },
  {
    description: 'Hormigón HA-25/B/20/IIa fabricado en central, vertido con cubilote, incluido aditivo retardante de fraguado para 4 horas',
    unit: 'm³',
    price: [8200, 10400],
    qty: [1000, 12000, 500],
  },
  {
    description: 'Panel de lana de roca de doble densidad 100 mm para fachada ventilada, con velo negro en una cara, paquete de 2,4 m²',
    unit: 'm²',
    price: [1150, 1790],
    qty: [20000, 600000, 100],
  },
  {
    description: 'Ventana de PVC blanco dos hojas oscilobatientes 120x120 cm, vidrio bajo emisivo 4/16/4 con gas argón y persiana monoblock',
    unit: 'ud',
    price: [38000, 56000],
    qty: [1000, 12000, 1000],
  },
  {
    description: 'Bajante de PVC serie B Ø110 mm con copa, incluida parte proporcional de abrazaderas isofónicas y piezas especiales',
    unit: 'm',
    price: [690, 1180],
    qty: [6000, 90000, 1000],
  },
  {
    description: 'Mortero autonivelante de base cemento CT-C20-F5 para recrecidos de 10 a 50 mm, bombeado desde silo en planta',
    unit: 't',
    price: [6800, 9400],
    qty: [2000, 24000, 500],
  },
  {
    description: 'Chapa grecada de acero galvanizado 0,7 mm para forjado colaborante, incluidos conectores y remates perimetrales',
    unit: 'm²',
    price: [1450, 2250],
    qty: [20000, 450000, 100],
  },
];

const CHAPTERS: Array<[string, Product[]]> = [
  ['CIMENTACIÓN', MATERIALS.filter((p) => /^(Hormigón HM|Acero|Mallazo|Grava)/.test(p.description))],
  ['ESTRUCTURA', MATERIALS.filter((p) => /^(Hormigón HA-25|Acero|Mallazo)/.test(p.description)).concat(SERVICES.filter((p) => /^Bombeo/.test(p.description)))],
  ['ALBAÑILERÍA', MATERIALS.filter((p) => /^(Ladrillo|Cemento|Bloque|Mortero|Arena)/.test(p.description))],
  ['SANEAMIENTO', MATERIALS.filter((p) => /^(Tubo PVC|Grava|Arena)/.test(p.description))],
  ['CUBIERTA', MATERIALS.filter((p) => /^(Lámina|Panel sándwich)/.test(p.description))],
];

// ---------------------------------------------------------------------------------------------
// Invoices

const HOUSES = [
  { trade: 'CERÁMICAS LA SAGRA', tagline: 'Tejas, ladrillos y piezas especiales desde 1968', legal: 'Tejas y Cerámicas La Sagra, S.L.' },
  { trade: 'MORCINSA', tagline: 'Morteros secos · Revocos · Adhesivos cementosos', legal: 'Morteros Secos del Cinca, S.L.U.' },
  { trade: 'Hierros Guadalquivir', tagline: 'Ferralla, perfiles laminados y mallas', legal: 'Hierros y Perfiles Guadalquivir, S.A.' },
];

/**
 * A letterhead with the trade name centred in big letters; the legal name and CIF only in small
 * print under it. Customer and invoice data in two columns below.
 */
async function letterheadInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const house = HOUSES[variant];
  const seller = firm(rng, house.legal);
  const buyer = customer(rng);
  const lines = items(rng, [...MATERIALS, ...SERVICES].filter((p) => p.description.length < 45), rng.int(2, 7));
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const issue = randomDate(rng);
  const due = variant === 2 ? undefined : addDays(issue, rng.pick([30, 45, 60]));
  const number = [`${rng.int(1, 9)}${String(rng.int(0, 99999)).padStart(5, '0')}`, `FV-${rng.int(100, 2999)}`, `2026/${String(rng.int(1, 1999)).padStart(4, '0')}`][variant];
  const c = new Canvas();
  const p = new Pen(c, variant === 2 ? 'Times' : 'Helvetica');
  p.center(house.trade, 297, 30, { size: [26, 30, 24][variant], bold: true });
  p.center(house.tagline, 297, [60, 64, 57][variant], { size: 8.5, italic: true });
  if (variant === 0) {
    p.center(`${seller.name} · C.I.F. ${printNif(seller.nif, 'dash')}`, 297, 76, { size: 7 });
    p.center(`${seller.street} · ${seller.city} · Tel. ${seller.phone}`, 297, 85, { size: 7 });
  } else if (variant === 1) {
    p.center(seller.name, 297, 79, { size: 7.5 });
    p.center(`NIF ${printNif(seller.nif, 'plain')} · ${seller.street} · ${seller.city}`, 297, 88.5, { size: 7 });
  } else {
    p.center(`${seller.name} - ${seller.street} - ${seller.city}`, 297, 72, { size: 7.5 });
    p.center(`C.I.F.: ${printNif(seller.nif, 'plain')} - Tel. ${seller.phone} - administracion@${house.trade.split(' ')[0].toLowerCase()}.es`, 297, 81.5, { size: 7.5 });
  }
  c.hline(40, 555, 100, variant === 1 ? 1.5 : 0.6);
  const dateStyle = (['slash', 'dash', 'long'] as const)[variant];
  const meta: Array<[string, string]> = [
    [['Nº factura:', 'Factura nº:', 'Factura:'][variant], number],
    [['Fecha factura:', 'Fecha:', 'Fecha de emisión:'][variant], dateText(issue, dateStyle)],
  ];
  if (due) meta.push([['Vencimiento:', 'Fecha vencimiento:', ''][variant], dateText(due, dateStyle)]);
  meta.push(['Forma de pago:', rng.pick(['Transferencia', 'Recibo domiciliado', 'Confirming'])]);
  const customerLines = [buyer.name, buyer.street, buyer.city, `${['CIF:', 'N.I.F.:', 'CIF'][variant]} ${printNif(buyer.nif, 'plain')}`];
  const [metaX, custX] = variant === 2 ? [330, 40] : [40, 330];
  p.text('FACTURA', metaX, 116, { size: 14, bold: true });
  metaRows(p, meta, metaX, 138);
  if (variant === 1) c.box(custX - 8, 112, 233, 70);
  p.text(['Facturar a:', 'Cliente', 'Datos del cliente'][variant], custX, 117, { bold: true, size: 8 });
  customerLines.forEach((l, i) => p.text(l, custX, 130 + i * 12));
  const cols: Col[] = [
    { title: 'Descripción', x: 40, w: 265, align: 'left', wrap: true },
    { title: 'Cantidad', x: 305, w: 60, align: 'right' },
    { title: 'Ud.', x: 365, w: 30, align: 'center' },
    { title: 'Precio', x: 395, w: 70, align: 'right' },
    { title: 'Importe', x: 465, w: 90, align: 'right' },
  ];
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] }));
  const y = table(p, cols, rows, 205, { size: 8.5, rowGap: 5.5, borders: variant === 1 ? 'outer' : 'none', headerFill: '#ececec', ruleAbove: true, ruleBelow: true });
  const totals: Array<[string, string]> = [
    [['Base imponible', 'Subtotal', 'Importe neto'][variant], money(base)],
    [['IVA 21 %', 'IVA (21%)', 'I.V.A. 21 %'][variant], money(vat)],
    [['Total factura', 'TOTAL €', 'TOTAL A PAGAR'][variant], money(base + vat, variant === 1 ? 'dots' : 'suffix')],
  ];
  totalsColumn(p, totals, 380, 552, y + 8);
  p.text(`${house.trade} es una marca registrada de ${seller.name}`, 40, 790, { size: 6.5 });
  const truth = invoiceTruth({ number, issue, due, seller, base, vat });
  return invoiceDoc(`letterhead-${variant}`, 'letterhead', truth, await c.bytes(), buyer.nif);
}

/**
 * Series and number printed apart (`Serie A | Número 00147`), the whole number once elsewhere
 * (in the title, the payment reference): the invoice number is the whole one as printed.
 */
async function seriesInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Pavimentos Continuos del Bierzo, S.L.', 'Vallados y Cerramientos Moncayo, S.L.', 'Yesos y Escayolas Alhambra, S.A.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, [...MATERIALS.filter((p) => p.description.length < 45), ...SERVICES], rng.int(2, 8));
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const issue = randomDate(rng);
  const due = variant === 1 ? addDays(issue, 30) : undefined;
  const series = ['A', 'FV', rng.pick(['B', 'R'])][variant];
  const num = [String(rng.int(1, 99999)).padStart(5, '0'), `2026/${String(rng.int(1, 99999)).padStart(5, '0')}`, String(rng.int(2, 999))][variant];
  const whole = `${series}-${num}`;
  const c = new Canvas();
  const p = new Pen(c);
  p.text(seller.name, 40, 40, { size: 12, bold: true });
  p.text(seller.street, 40, 57);
  p.text(seller.city, 40, 69);
  p.text(`CIF: ${printNif(seller.nif, variant === 1 ? 'dots' : 'plain')}`, 40, 81);
  p.text(`Tel. ${seller.phone}`, 40, 93);
  let tableY: number;
  if (variant === 0) {
    p.right('FACTURA', 555, 38, { size: 18, bold: true });
    band(p, [['SERIE', series], ['NÚMERO', num], ['FECHA', dateText(issue, 'slash')], ['PÁGINA', '1 de 1']], 315, 66, [50, 70, 70, 50]);
    c.box(40, 118, 255, 66);
    p.text('Cliente', 46, 123, { bold: true, size: 8 });
    [buyer.name, buyer.street, buyer.city, `CIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 46, 135 + i * 11.5));
    tableY = 205;
  } else if (variant === 1) {
    p.right('FACTURA', 555, 38, { size: 18, bold: true });
    p.text('Serie', 300, 70, { bold: true });
    p.text(series, 330, 70);
    p.text('Número', 370, 70, { bold: true });
    p.text(num, 412, 70);
    p.text('Fecha de expedición', 300, 84, { bold: true });
    p.text(dateText(issue, 'slash'), 400, 84);
    p.text('Vencimiento', 300, 98, { bold: true });
    p.text(dateText(due!, 'slash'), 400, 98);
    p.text('Facturar a:', 40, 125, { bold: true });
    p.text(`${buyer.name} - CIF ${printNif(buyer.nif, 'plain')}`, 40, 138);
    p.text(`${buyer.street}, ${buyer.city}`, 40, 150);
    tableY = 180;
  } else {
    p.right(`FACTURA ${whole}`, 555, 38, { size: 16, bold: true });
    band(p, [['SERIE', series], ['Nº FACTURA', num], ['FECHA', shortDate(issue)], ['CÓD. CLIENTE', String(rng.int(430000, 430999))]], 315, 66, [45, 65, 60, 70]);
    p.text('DATOS DEL CLIENTE', 40, 120, { bold: true, size: 7.5 });
    [buyer.name, `${buyer.street} · ${buyer.city}`, `N.I.F. ${printNif(buyer.nif, 'dash')}`].forEach((l, i) => p.text(l, 40, 132 + i * 11.5));
    tableY = 185;
  }
  const cols: Col[] = [
    { title: 'Código', x: 40, w: 55, align: 'left' },
    { title: 'Descripción', x: 95, w: 230, align: 'left', wrap: true },
    { title: 'Cantidad', x: 325, w: 60, align: 'right' },
    { title: 'Ud.', x: 385, w: 30, align: 'center' },
    { title: 'Precio', x: 415, w: 65, align: 'right' },
    { title: 'Importe', x: 480, w: 75, align: 'right' },
  ];
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] }));
  const y = table(p, cols, rows, tableY, { size: 8.5, rowGap: 5, borders: variant === 1 ? 'none' : 'outer', headerFill: '#e8e8e8', ruleBelow: true });
  if (variant === 2) {
    band(p, [['BASE IMPONIBLE', money(base)], ['% IVA', '21,00'], ['CUOTA IVA', money(vat)], ['TOTAL FACTURA', money(total, 'suffix')]], 275, y + 6, [75, 45, 65, 95], { alignValues: 'right' });
  } else {
    totalsColumn(p, [['Base imponible', money(base)], ['IVA 21 %', money(vat)], ['Total factura', money(total, 'suffix')]], 380, 552, y + 8);
  }
  const iban = `ES${rng.int(10, 99)} ${rng.pick(['2100', '0049', '0182', '3058'])} ${rng.int(1000, 9999)} ${rng.int(10, 99)}${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
  if (variant === 0) {
    p.text(`Rogamos indiquen en su transferencia a ${iban} la referencia Factura nº ${whole}.`, 40, 760, { size: 7.5 });
  } else if (variant === 1) {
    c.box(40, 735, 515, 34);
    p.text('DATOS PARA EL PAGO', 46, 739, { bold: true, size: 7 });
    p.text(`Nº Factura: ${whole}    Importe: ${money(total, 'suffix')}    IBAN: ${iban}`, 46, 753, { size: 8 });
  } else {
    p.text(`Pago por transferencia a ${iban}`, 40, 760, { size: 7.5 });
  }
  p.text(`${seller.name} · Inscrita en el Registro Mercantil · C.I.F. ${seller.nif}`, 40, 800, { size: 6 });
  const truth = invoiceTruth({ number: whole, issue, due, seller, base, vat });
  return invoiceDoc(`series-number-${variant}`, 'series-number', truth, await c.bytes(), buyer.nif);
}

interface DiscountItem extends Item {
  gross: number;
  /** Discounts in whole per cent, one or two in cascade (`10+5`). */
  discounts: number[];
}

/**
 * Lines with a discount column and a net amount: the taxable base is the sum of the nets, the
 * gross and the discounts printed above it in one variant.
 */
async function discountInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Almacenes de Construcción Ribera, S.L.', 'Aluminios y Cerramientos Txingudi, S.L.', 'Bricomateriales Sierra de Gata, S.L.'][variant]);
  const buyer = customer(rng);
  const base0 = items(rng, variant === 1 ? MERCHANT : [...MERCHANT, ...MATERIALS.filter((p) => p.description.length < 40)], rng.int(3, 9));
  const lines: DiscountItem[] = base0.map((l) => {
    const discounts = variant === 2 ? rng.pick([[], [10], [10, 5], [20, 5], [15]]) : rng.chance(0.6) ? [rng.pick([3, 5, 8, 10, 15, 25])] : [];
    const factor = discounts.reduce((f, d) => f * (100 - d), 1);
    const scale = 100 ** discounts.length;
    const gross = divRound(l.milli * l.price, 1000);
    return { ...l, gross, discounts, subtotal: divRound(l.milli * l.price * factor, 1000 * scale) };
  });
  const gross = sum(lines.map((l) => l.gross));
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const issue = randomDate(rng);
  const due = addDays(issue, rng.pick([30, 60]));
  const number = [`F26-${String(rng.int(1, 9999)).padStart(4, '0')}`, `${rng.int(10, 99)}.${String(rng.int(1, 999)).padStart(3, '0')}`, `FAC/${rng.int(2000, 8999)}`][variant];
  const c = new Canvas();
  const p = new Pen(c);
  p.text(seller.name, 40, 40, { size: 12, bold: true });
  p.text(`${seller.street} · ${seller.city}`, 40, 56, { size: 8 });
  p.text(`CIF ${printNif(seller.nif, 'plain')} · Tel. ${seller.phone}`, 40, 66, { size: 8 });
  p.right('FACTURA', 555, 40, { size: 16, bold: true });
  const meta: Array<[string, string]> = [
    [['Nº Factura:', 'Número de factura:', 'Factura nº'][variant], number],
    [['Fecha:', 'Fecha factura:', 'Fecha factura'][variant], dateText(issue, variant === 1 ? 'dot' : 'slash')],
    [['Vencimiento:', 'Vto.:', 'Vencimiento'][variant], dateText(due, variant === 1 ? 'dot' : 'slash')],
  ];
  meta.forEach(([l, v], i) => {
    p.text(l, 360, 64 + i * 13, { bold: true });
    p.right(v, 555, 64 + i * 13);
  });
  p.text(['Cliente:', 'Cliente', 'Facturado a:'][variant], 40, 100, { bold: true });
  p.text(buyer.name, 40, 113);
  p.text(`${buyer.street}, ${buyer.city}`, 40, 125);
  p.text(`NIF: ${printNif(buyer.nif, 'plain')}`, 40, 137);
  const discountText = (l: DiscountItem) => {
    if (variant === 0) return l.discounts.length ? percent(l.discounts[0] * 100) : '0,00';
    if (variant === 1) return l.discounts.length ? String(l.discounts[0]) : '';
    return l.discounts.join('+');
  };
  let cols: Col[];
  let cells: (l: DiscountItem) => string[];
  if (variant === 0) {
    cols = [
      { title: 'Código', x: 40, w: 50, align: 'left' },
      { title: 'Descripción', x: 90, w: 185, align: 'left', wrap: true },
      { title: 'Cant.', x: 275, w: 50, align: 'right' },
      { title: 'Precio', x: 325, w: 55, align: 'right' },
      { title: 'Importe', x: 380, w: 62, align: 'right' },
      { title: 'Dto.', x: 442, w: 38, align: 'right' },
      { title: 'Neto', x: 480, w: 75, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), money(l.gross), discountText(l), money(l.subtotal)];
  } else if (variant === 1) {
    cols = [
      { title: 'Descripción', x: 40, w: 235, align: 'left', wrap: true },
      { title: 'Cantidad', x: 275, w: 55, align: 'right' },
      { title: 'Ud.', x: 330, w: 35, align: 'center' },
      { title: 'P.V.P.', x: 365, w: 60, align: 'right' },
      { title: 'Dto. %', x: 425, w: 40, align: 'right' },
      { title: 'Importe neto', x: 465, w: 90, align: 'right' },
    ];
    cells = (l) => [l.description, quantityText(l.milli), l.unit, money(l.price), discountText(l), money(l.subtotal)];
  } else {
    cols = [
      { title: 'Ref.', x: 40, w: 50, align: 'left' },
      { title: 'Descripción', x: 90, w: 215, align: 'left', wrap: true },
      { title: 'Uds.', x: 305, w: 55, align: 'right' },
      { title: 'Tarifa', x: 360, w: 60, align: 'right' },
      { title: 'Dto.', x: 420, w: 50, align: 'center' },
      { title: 'Neto', x: 470, w: 85, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), discountText(l), money(l.subtotal)];
  }
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: cells(l) }));
  const y = table(p, cols, rows, 165, { size: 8, rowGap: 5, borders: variant === 2 ? 'none' : 'grid', headerFill: '#e6e6e6', ruleBelow: true });
  if (variant === 0) {
    totalsColumn(
      p,
      [
        ['Total bruto', money(gross)],
        ['Descuentos', money(base - gross)],
        ['Base imponible', money(base)],
        ['IVA 21 %', money(vat)],
        ['Total factura', money(total, 'suffix')],
      ],
      380,
      552,
      y + 8,
      { gap: 14 },
    );
  } else if (variant === 1) {
    totalsColumn(p, [['Base imponible', money(base)], ['IVA 21 %', money(vat)], ['TOTAL', money(total, 'suffix')]], 390, 552, y + 8);
  } else {
    band(p, [['BRUTO', money(gross)], ['DTO.', money(gross - base)], ['B. IMPONIBLE', money(base)], ['IVA 21%', money(vat)], ['TOTAL FACTURA', money(total)]], 155, 700, [80, 70, 85, 75, 90], { alignValues: 'right' });
  }
  p.text('Los descuentos aplicados corresponden a su tarifa de cliente vigente.', 40, 775, { size: 7 });
  const truth = invoiceTruth({ number, issue, due, seller, base, vat });
  return invoiceDoc(`discount-net-${variant}`, 'discount-net', truth, await c.bytes(), buyer.nif);
}

/**
 * An electricity or telecom bill: `Importe total` at the top, the billing period, meter readings
 * and the charge date (`Fecha de cargo`, the due date) around the issue date (`Fecha de emisión`).
 */
async function utilityInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Comercializadora Eléctrica Meseta, S.A.', 'Telecomunicaciones Cierzo, S.L.', 'Energía Verde del Órbigo, S.L.'][variant]);
  const buyer = customer(rng);
  const month = addDays('2026-05-01', 31 * rng.int(0, 4)).slice(0, 7);
  const from = `${month}-01`;
  const to = lastDayOfMonth(from);
  const days = dayCount(from, to);
  const issue = addDays(to, rng.int(2, 8));
  const charge = addDays(issue, rng.int(5, 15));
  const number = [`FE26${rng.int(1000000, 9999999)}`, `TC-${rng.int(100000, 999999)}`, `EVO/26/${String(rng.int(1, 99999)).padStart(6, '0')}`][variant];
  // Concepts as [text, amount].
  const concepts: Array<[string, number]> = [];
  let kwh = 0;
  if (variant === 1) {
    const lines = rng.int(3, 8);
    const mobile = rng.pick([1490, 1990, 2490]);
    concepts.push([`Cuota mensual Fibra ${rng.pick(['600 Mb', '1 Gb'])} + fijo`, rng.pick([4500, 5290, 6000])]);
    concepts.push([`Líneas móviles (${lines}) tarifa ilimitada: ${lines} x ${money(mobile)} €`, lines * mobile]);
    concepts.push(['Centralita virtual (3 extensiones)', 1500]);
    concepts.push(['Consumos fuera de tarifa', rng.int(0, 2500)]);
    concepts.push(['Descuento fidelización', -rng.pick([500, 1000])]);
  } else {
    const kwMilli = rng.pick([5750, 10392, 15000, 20785, 34641]);
    const powerPrice = rng.int(95000, 115000); // millionths of a euro per kW and day
    kwh = rng.int(400, 6000);
    const energyPrice = rng.int(98000, 189000); // millionths of a euro per kWh
    const power = divRound(kwMilli * days * powerPrice, 1000 * 10000);
    const energy = divRound(kwh * energyPrice, 10000);
    const tax = divRound((power + energy) * 511269632, 10_000_000_000);
    const meter = divRound(days * 26630, 10000);
    const six = (millionths: number) => `0,${String(millionths).padStart(6, '0')}`;
    concepts.push([`${variant === 0 ? 'Término de potencia' : 'Potencia facturada'}: ${quantityText(kwMilli)} kW x ${days} días x ${six(powerPrice)} €/kW día`, power]);
    concepts.push([`${variant === 0 ? 'Término de energía' : 'Energía activa'}: ${quantityText(kwh * 1000)} kWh x ${six(energyPrice)} €/kWh`, energy]);
    concepts.push([`Impuesto sobre la electricidad: 5,11269632 % s/ ${money(power + energy)} €`, tax]);
    concepts.push([`Alquiler de equipos de medida: ${days} días x 0,026630 €/día`, meter]);
  }
  const base = sum(concepts.map(([, v]) => v));
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const c = new Canvas();
  const p = new Pen(c);
  p.text(seller.name.replace(/, S\.[AL]\.$/, '').toUpperCase(), 40, 36, { size: 15, bold: true });
  p.text(['Tu energía, más cerca', 'Fibra · Móvil · Empresas', 'Electricidad 100 % renovable'][variant], 40, 55, { size: 8, italic: true });
  if (variant === 1) {
    p.text(`${seller.name} · NIF ${printNif(seller.nif, 'plain')}`, 40, 66, { size: 7 });
    p.text(`${seller.street}, ${seller.city}`, 40, 74.5, { size: 7 });
  }
  p.text(['FACTURA DE ELECTRICIDAD', 'FACTURA', 'FACTURA DE ELECTRICIDAD - SUMINISTRO PROVISIONAL DE OBRA'][variant], 40, 86, { size: 11, bold: true });
  c.box(370, 30, 185, 46, '#eeeeee');
  p.text('IMPORTE TOTAL', 378, 36, { bold: true, size: 8 });
  p.right(money(total, 'suffix'), 547, 52, { bold: true, size: 16 });
  const period = variant === 1 ? `${dateText(from, 'slash')} - ${dateText(to, 'slash')}` : `del ${dateText(from, 'slash')} al ${dateText(to, 'slash')}`;
  const meta: Array<[string, string]> = [
    [['Nº de factura:', 'Número de factura:', 'Nº factura:'][variant], number],
    [['Fecha de emisión:', 'Fecha emisión factura:', 'Fecha de emisión:'][variant], dateText(issue, 'slash')],
    [['Periodo de facturación:', 'Periodo facturado:', 'Periodo de consumo:'][variant], period],
    [['Fecha de cargo:', 'Fecha de cargo en cuenta:', 'Fecha de cargo:'][variant], dateText(charge, 'slash')],
    [variant === 1 ? 'Nº de cliente:' : 'Nº de contrato:', String(rng.int(10000000, 99999999))],
  ];
  metaRows(p, meta, 40, 108, { size: 8.5 });
  const holder = ['Titular del contrato', 'Cliente', 'Datos del titular'][variant];
  c.box(330, 100, 225, 80);
  p.text(holder, 337, 105, { bold: true, size: 8 });
  [buyer.name, `NIF/CIF: ${printNif(buyer.nif, 'plain')}`, buyer.street, buyer.city].forEach((l, i) => p.text(l, 337, 118 + i * 12, { size: 8.5 }));
  let y = 188;
  if (variant !== 1) {
    p.text(`${variant === 0 ? 'Dirección de suministro' : 'Suministro provisional de obra'}: ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`, 40, y, { size: 8 });
    const cups = `ES0021${rng.int(100000000, 999999999)}${rng.int(1000, 9999)}${rng.pick(['JY', 'KR', 'TB'])}0F`;
    p.text(`CUPS: ${cups}    Tarifa de acceso: ${rng.pick(['2.0TD', '3.0TD'])}    Potencia contratada: ver detalle`, 40, y + 11, { size: 8 });
    const before = rng.int(10000, 90000);
    p.text(
      `Lectura anterior (${dateText(addDays(from, -1), 'slash')}): ${quantityText(before * 1000)} kWh    Lectura actual (${dateText(to, 'slash')}): ${quantityText((before + kwh) * 1000)} kWh (real)`,
      40,
      y + 22,
      { size: 8 },
    );
    y += 42;
  } else {
    p.text(`Periodo de permanencia hasta ${dateText(addDays(to, 365), 'slash')}`, 40, y, { size: 8 });
    y += 20;
  }
  p.text('DETALLE DE LA FACTURA', 40, y, { bold: true, size: 9 });
  c.hline(40, 555, y + 12);
  y += 20;
  concepts.forEach(([text, amount], i) => {
    p.text(text, 48, y + i * 15, { size: 8.5 });
    p.right(`${money(amount)} €`, 552, y + i * 15, { size: 8.5 });
  });
  y += concepts.length * 15 + 4;
  c.hline(330, 555, y);
  totalsColumn(
    p,
    [
      ['Base imponible', `${money(base)} €`],
      [variant === 1 ? 'IVA 21 %' : `IVA 21 % s/ ${money(base)} €`, `${money(vat)} €`],
      [variant === 1 ? 'Total factura' : 'Importe total', `${money(total)} €`],
    ],
    variant === 1 ? 380 : 335,
    552,
    y + 8,
  );
  p.text(`El importe de esta factura se cargará en su cuenta ES** **** **** ** ******${rng.int(1000, 9999)} el día ${dateText(charge, 'long')}.`, 40, 700, { size: 7.5 });
  if (variant === 0) {
    p.text(`${seller.name} · Domicilio social: ${seller.street}, ${seller.city}`, 40, 790, { size: 6 });
    p.text(`Inscrita en el Registro Mercantil de Madrid, Tomo ${rng.int(1000, 40000)}, Folio ${rng.int(1, 200)}, Hoja M-${rng.int(10000, 700000)} · CIF ${printNif(seller.nif, 'dash')}`, 40, 798, { size: 6 });
  } else if (variant === 2) {
    c.vertical(`${seller.name} · Inscrita en el Registro Mercantil de León, Hoja LE-${rng.int(1000, 40000)} · C.I.F. ${printNif(seller.nif, 'plain')}`, 22, 760, 6);
  }
  const truth = invoiceTruth({ number, issue, due: charge, seller, base, vat });
  return invoiceDoc(`utility-${variant}`, 'utility', truth, await c.bytes(), buyer.nif);
}

/**
 * A monthly invoice from a concrete plant: one section per delivery note (`Albarán 1234 de
 * 03/05/2026`), its lines and a subtotal under each, then the invoice's totals.
 */
async function sectionsInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Hormigones y Áridos del Sil, S.L.', 'Transportes Cooperativos del Segura, S.Coop.', 'Hormigones Tarazona, S.A.'][variant]);
  const buyer = customer(rng);
  const issue = randomDate(rng);
  const due = variant === 1 ? undefined : addDays(issue, 60);
  const noteCount = rng.int(2, 4);
  const products = [...AGGREGATE_AND_CONCRETE, ...SERVICES.filter((p) => /^(Bombeo|Transporte)/.test(p.description))];
  let start = rng.int(10000, 99000);
  const notes = Array.from({ length: noteCount }, (_, i) => {
    start += rng.int(3, 40);
    return { number: variant === 1 ? `AL-${start}` : String(start), date: addDays(issue, -28 + i * rng.int(3, 8)), lines: items(rng, products, rng.int(1, 3)) };
  });
  const all = notes.flatMap((n) => n.lines);
  const base = sum(all.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const number = [`${rng.int(1, 9)}/${String(rng.int(1, 9999)).padStart(4, '0')}`, `FC-26-${rng.int(100, 999)}`, `H${rng.int(100000, 999999)}`][variant];
  const c = new Canvas();
  const p = new Pen(c);
  p.text(seller.name, 40, 40, { size: 12, bold: true });
  p.text(`${seller.street} · ${seller.city}`, 40, 56, { size: 8 });
  p.text(`${variant === 1 ? 'NIF' : 'CIF'}: ${printNif(seller.nif, variant === 2 ? 'es' : 'plain')} · Tel. ${seller.phone}`, 40, 66, { size: 8 });
  p.text(variant === 1 ? 'FACTURA RESUMEN DE ALBARANES' : 'FACTURA', 360, 40, { size: variant === 1 ? 10 : 15, bold: true });
  const meta: Array<[string, string]> = [
    [['Factura nº', 'Nº factura:', 'Número de factura:'][variant], number],
    [['Fecha factura', 'Fecha:', 'Fecha de emisión:'][variant], dateText(issue, 'slash')],
  ];
  if (due) meta.push(['Vencimiento', dateText(due, 'slash')]);
  metaRows(p, meta, 360, 62);
  p.text(['Cliente:', 'Cliente', 'Datos del cliente'][variant], 40, 100, { bold: true });
  p.text(buyer.name, 40, 113);
  p.text(`CIF: ${printNif(buyer.nif, 'plain')} · ${buyer.city}`, 40, 125);
  p.text(`Obra: ${rng.pick(STREETS)}, ${townOf(rng.pick(CITIES))}`, 40, 137);
  const cols: Col[] = [
    { title: 'Descripción', x: 40, w: 275, align: 'left', wrap: true },
    { title: 'Cantidad', x: 315, w: 60, align: 'right' },
    { title: 'Ud.', x: 375, w: 30, align: 'center' },
    { title: 'Precio', x: 405, w: 70, align: 'right' },
    { title: 'Importe', x: 475, w: 80, align: 'right' },
  ];
  const rows: Row[] = [];
  for (const n of notes) {
    const heading = [
      `Albarán ${n.number} de ${dateText(n.date, 'slash')}`,
      `ALBARÁN Nº ${n.number} - FECHA ${dateText(n.date, 'dash')}`,
      `Alb. ${n.number} del ${dateText(n.date, 'long')}`,
    ][variant];
    rows.push({ kind: 'heading', text: heading });
    for (const l of n.lines) rows.push({ kind: 'line', cells: [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] });
    const noteSum = money(sum(n.lines.map((l) => l.subtotal)));
    rows.push({ kind: 'sum', label: [`Total albarán ${n.number}`, 'Subtotal albarán', 'Suma albarán'][variant], labelCol: variant === 0 ? 0 : 3, value: noteSum, valueCol: 4 });
  }
  const y = table(p, cols, rows, 160, { size: 8.5, rowGap: 5, borders: variant === 2 ? 'outer' : 'none', colRules: false, headerFill: '#e6e6e6', ruleBelow: true });
  totalsColumn(p, [['Base imponible', money(base)], ['IVA 21 %', money(vat)], ['Total factura', money(base + vat, 'suffix')]], 380, 552, y + 10);
  p.text(`Albaranes incluidos: ${notes.map((n) => n.number).join(', ')}`, 40, y + 10, { size: 7.5 });
  const truth = invoiceTruth({ number, issue, due, seller, base, vat });
  return invoiceDoc(`albaran-sections-${variant}`, 'albaran-sections', truth, await c.bytes(), buyer.nif);
}

const MACHINES: Array<{ description: string; day: [number, number]; qty: [number, number] }> = [
  { description: 'Plataforma elevadora de tijera eléctrica 10 m', day: [3800, 6200], qty: [1, 2] },
  { description: 'Plataforma articulada diésel 16 m', day: [9500, 14000], qty: [1, 1] },
  { description: 'Miniexcavadora 1,8 t', day: [6500, 9000], qty: [1, 1] },
  { description: 'Dumper autocargable 1.500 kg', day: [5500, 7500], qty: [1, 2] },
  { description: 'Grupo electrógeno insonorizado 20 kVA', day: [2500, 4200], qty: [1, 1] },
  { description: 'Caseta de obra oficina 6x2,4 m', day: [450, 900], qty: [1, 2] },
  { description: 'Módulo sanitario con inodoro y ducha', day: [500, 950], qty: [1, 2] },
  { description: 'Valla móvil galvanizada 3,5x2 m', day: [8, 20], qty: [20, 120] },
];

/** A machinery rental: each line with its `Desde`/`Hasta` dates, days and a price per day; insurance and transport. */
async function rentalInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Alquileres y Plataformas Duero, S.L.', 'Maquinaria de Obra Alquimaq, S.A.', 'Hermanos Ortega Alquileres, C.B.'][variant]);
  const buyer = customer(rng);
  const month = addDays('2026-05-01', 31 * rng.int(0, 4)).slice(0, 7);
  const periodFrom = `${month}-01`;
  const periodTo = lastDayOfMonth(periodFrom);
  const issue = addDays(periodTo, rng.int(0, 3));
  const due = variant === 1 ? addDays(issue, 30) : undefined;
  const pool = [...MACHINES];
  const rentals = Array.from({ length: rng.int(2, 4) }, () => {
    const m = pool.splice(rng.int(0, pool.length - 1), 1)[0];
    const from = variant === 0 ? periodFrom : addDays(periodFrom, rng.int(0, 12));
    const to = variant === 0 ? periodTo : addDays(from, rng.int(3, dayCount(from, periodTo) - 1));
    const qty = rng.int(m.qty[0], m.qty[1]);
    const days = dayCount(from, to);
    const price = rng.int(m.day[0], m.day[1]);
    return { description: m.description, serial: `${rng.pick(['JLG', 'GEN', 'MAN', 'KUB', 'AUS'])}${rng.int(100000, 999999)}`, from, to, qty, days, price, amount: qty * days * price };
  });
  const rentalSum = sum(rentals.map((r) => r.amount));
  const insurance = divRound(rentalSum * 8, 100);
  const transport = rng.pick([6000, 8500, 12000, 15000]);
  const base = rentalSum + insurance + transport;
  const vat = divRound(base * 21, 100);
  const number = [`ALQ-${rng.int(1000, 9999)}`, `26A${String(rng.int(1, 9999)).padStart(5, '0')}`, `${rng.int(100, 999)}/2026`][variant];
  const contract = `${rng.pick(['CT', 'C'])}-${rng.int(10000, 99999)}`;
  const c = new Canvas();
  const p = new Pen(c);
  if (variant === 1) {
    [seller.name, seller.street, seller.city, `C.I.F. ${printNif(seller.nif, 'dash')}`, `Tel. ${seller.phone}`].forEach((l, i) => p.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 11 : 8.5 }));
    p.text('FACTURA DE ALQUILER', 40, 40, { size: 15, bold: true });
  } else {
    p.text(seller.name, 40, 40, { size: 12, bold: true });
    [seller.street, seller.city, `${variant === 2 ? 'NIF' : 'CIF'}: ${printNif(seller.nif, 'plain')}`].forEach((l, i) => p.text(l, 40, 56 + i * 11.5, { size: 8.5 }));
    p.right(variant === 0 ? 'FACTURA' : 'FACTURA ALQUILER', 555, 40, { size: 15, bold: true });
  }
  const metaX = variant === 1 ? 40 : 360;
  const meta: Array<[string, string]> = [
    [['Nº Factura:', 'Factura nº:', 'Nº factura:'][variant], number],
    [['Fecha factura:', 'Fecha:', 'Fecha factura:'][variant], dateText(issue, variant === 2 ? 'dash' : 'slash')],
    ['Contrato nº:', contract],
  ];
  if (due) meta.push(['Vencimiento:', dateText(due, 'slash')]);
  metaRows(p, meta, metaX, variant === 1 ? 64 : 62);
  const custX = variant === 1 ? 330 : 40;
  const custY = variant === 1 ? 125 : 110;
  p.text(['Cliente:', 'Cliente', 'Facturar a:'][variant], custX, custY, { bold: true });
  [buyer.name, buyer.street, buyer.city, `CIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, custX, custY + 13 + i * 12));
  const siteX = variant === 1 ? 40 : 330;
  p.text('Obra / lugar de trabajo:', siteX, custY, { bold: true });
  p.text(`${rng.pick(STREETS)}`, siteX, custY + 13);
  p.text(`${rng.pick(CITIES)}`, siteX, custY + 25);
  if (variant === 2) {
    band(p, [['DESDE', dateText(periodFrom, 'dash')], ['HASTA', dateText(periodTo, 'dash')], ['PERIODO', `${month.slice(5)}/${month.slice(0, 4)}`]], 330, 150, [75, 75, 75]);
  } else if (variant === 0) {
    p.text(`Periodo facturado: Desde ${dateText(periodFrom, 'slash')} Hasta ${dateText(periodTo, 'slash')}`, 40, 172, { bold: true, size: 8.5 });
  }
  let cols: Col[];
  let rows: Row[];
  const extras: Array<[string, number]> = [
    ['Seguro de daños y robo (8 % s/ alquiler)', insurance],
    ['Transporte de entrega y recogida', transport],
  ];
  if (variant === 2) {
    cols = [
      { title: 'Descripción', x: 40, w: 255, align: 'left', wrap: true },
      { title: 'Cant.', x: 295, w: 40, align: 'right' },
      { title: 'Días', x: 335, w: 40, align: 'right' },
      { title: 'Precio/día', x: 375, w: 80, align: 'right' },
      { title: 'Importe', x: 455, w: 100, align: 'right' },
    ];
    rows = rentals.map((r) => ({ kind: 'line', cells: [r.description, String(r.qty), String(r.days), money(r.price), money(r.amount)] }));
    rows.push(...extras.map(([d, a]): Row => ({ kind: 'line', cells: [d, '1', '', money(a), money(a)] })));
  } else {
    cols = [
      { title: variant === 1 ? 'Máquina' : 'Descripción', x: 40, w: variant === 1 ? 150 : 190, align: 'left', wrap: true },
      ...(variant === 1 ? [{ title: 'Nº serie', x: 190, w: 55, align: 'left' as const }] : []),
      { title: 'Cant.', x: 245 - (variant === 1 ? 0 : 15), w: 30 + (variant === 1 ? 0 : 15), align: 'right' },
      { title: 'Desde', x: 275, w: 55, align: 'center' },
      { title: 'Hasta', x: 330, w: 55, align: 'center' },
      { title: variant === 1 ? 'Jornadas' : 'Días', x: 385, w: 42, align: 'right' },
      { title: variant === 1 ? 'Tarifa' : 'Precio/día', x: 427, w: 53, align: 'right' },
      { title: 'Importe', x: 480, w: 75, align: 'right' },
    ];
    const d = (iso: string) => (variant === 1 ? shortDate(iso) : dateText(iso, 'slash'));
    rows = rentals.map((r) => ({
      kind: 'line',
      cells: [r.description, ...(variant === 1 ? [r.serial] : []), String(r.qty), d(r.from), d(r.to), String(r.days), money(r.price), money(r.amount)],
    }));
    rows.push(...extras.map(([desc, a]): Row => ({ kind: 'line', cells: [desc, ...(variant === 1 ? [''] : []), '1', '', '', '', money(a), money(a)] })));
  }
  const y = table(p, cols, rows, 195, { size: 8, rowGap: 5, borders: variant === 1 ? 'outer' : 'grid', headerFill: '#e4e4e4' });
  totalsColumn(p, [['Base imponible', money(base)], ['IVA 21 %', money(vat)], [variant === 1 ? 'TOTAL FACTURA' : 'Total', money(base + vat, 'suffix')]], 380, 552, y + 8);
  p.text('La maquinaria se factura por días naturales desde la entrega hasta la comunicación de fin de alquiler.', 40, 770, { size: 7 });
  const truth = invoiceTruth({ number, issue, due, seller, base, vat });
  return invoiceDoc(`rental-${variant}`, 'rental', truth, await c.bytes(), buyer.nif);
}

/** The customer block top left; the supplier's data on the right, in a box titled `Emisor`. */
async function emisorInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = variant === 2 ? soleTrader(rng, rng.pick(['Rubén Castillo Ferrer', 'Ainhoa Urrutia Beitia', 'Tomás Villalba Ordóñez'])) : firm(rng, variant === 0 ? 'Instalaciones y Obras Levante, S.L.' : 'Suministros de Obra Txingudi, S.L.U.');
  const buyer = customer(rng);
  const lines = items(rng, variant === 2 ? SERVICES.filter((s) => /^(Mano de obra|Montaje)/.test(s.description)) : [...MATERIALS.filter((p) => p.description.length < 45), ...SERVICES], rng.int(1, 6));
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const issue = randomDate(rng);
  const operation = addDays(issue, -rng.int(3, 20));
  const due = variant === 0 ? addDays(issue, 30) : undefined;
  const number = [`E-${rng.int(1000, 9999)}`, `2026-${String(rng.int(1, 999)).padStart(3, '0')}`, `${rng.int(1, 60)}/2026`][variant];
  const c = new Canvas();
  const p = new Pen(c);
  // The customer first, top left.
  const customerLabel = ['Cliente', '', 'Receptor'][variant];
  let cy = 45;
  if (customerLabel) {
    p.text(customerLabel, 40, cy, { bold: true, size: 8 });
    cy += 13;
  }
  p.text(buyer.name, 40, cy, { bold: variant === 1 });
  [buyer.street, buyer.city, `NIF: ${printNif(buyer.nif, variant === 1 ? 'dash' : 'plain')}`].forEach((l, i) => p.text(l, 40, cy + 12 + i * 12));
  c.box(320, 38, 235, 80, variant === 1 ? '#f3f3f3' : undefined);
  p.text(['EMISOR', 'Datos del emisor', 'Emisor'][variant], 328, 43, { bold: true, size: 8 });
  p.text(seller.name, 328, 56, { bold: true, size: 10 });
  const sellerId = variant === 2 ? `DNI: ${printNif(seller.nif, 'dash')}` : `CIF: ${printNif(seller.nif, variant === 1 ? 'dots' : 'plain')}`;
  [seller.street, seller.city, `${sellerId} · Tel. ${seller.phone}`].forEach((l, i) => p.text(l, 328, 70 + i * 12, { size: 8.5 }));
  p.text('FACTURA', 40, 140, { size: 16, bold: true });
  const meta: Array<[string, string]> = [
    [['Nº Factura', 'Número de factura', 'Factura nº'][variant], number],
    [['Fecha expedición', 'Fecha de emisión', 'Fecha factura'][variant], dateText(issue, variant === 1 ? 'long' : 'slash')],
    [['Fecha operación', 'Fecha de la operación', 'Fecha de realización'][variant], dateText(operation, variant === 1 ? 'long' : 'slash')],
  ];
  if (due) meta.push(['Vencimiento', dateText(due, 'slash')]);
  metaRows(
    p,
    meta.map(([l, v]) => [`${l}:`, v]),
    40,
    166,
  );
  const cols: Col[] = [
    { title: 'Concepto', x: 40, w: 285, align: 'left', wrap: true },
    { title: 'Cantidad', x: 325, w: 65, align: 'right' },
    { title: 'Precio', x: 390, w: 75, align: 'right' },
    { title: 'Importe', x: 465, w: 90, align: 'right' },
  ];
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: [l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price, variant === 0 ? 'suffix' : 'dots'), money(l.subtotal, variant === 0 ? 'suffix' : 'dots')] }));
  const y = table(p, cols, rows, 230, { size: 8.5, rowGap: 6, borders: variant === 1 ? 'grid' : 'outer', headerFill: '#e8e8e8' });
  totalsColumn(p, [['Base imponible', money(base, 'suffix')], ['IVA 21 %', money(vat, 'suffix')], ['Total factura', money(base + vat, 'suffix')]], 380, 552, y + 8);
  if (variant === 2) p.text('Trabajos realizados por cuenta propia. Pago al contado o por transferencia.', 40, 770, { size: 7.5 });
  const truth = invoiceTruth({ number, issue, due, seller, base, vat });
  return invoiceDoc(`emisor-box-${variant}`, 'emisor-box', truth, await c.bytes(), buyer.nif);
}

/**
 * An ERP's landscape table squeezed onto a portrait page: 7-point print, many columns (delivery
 * note, its date, code, description, quantity, unit, price, discount, amount, VAT rate), totals
 * as `B.I.` and `Total (€)`.
 */
async function wideInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Saneamientos y Plásticos Nervión, S.L.', 'Distribuciones Eléctricas Ter, S.A.', 'Ferretería y Suministros Arga, S.L.'][variant]);
  const buyer = customer(rng);
  const issue = randomDate(rng);
  const count = rng.int(6, 16);
  const pool = [...MERCHANT, ...MATERIALS.filter((p) => p.description.length < 42)];
  const lines = items(rng, pool, count).map((l) => ({ ...l, note: '', noteDate: '' }));
  let noteNo = rng.int(20000, 80000);
  let noteDate = addDays(issue, -25);
  lines.forEach((l, i) => {
    if (i === 0 || rng.chance(0.35)) {
      noteNo += rng.int(1, 60);
      noteDate = addDays(noteDate, rng.int(1, 4));
    }
    l.note = String(noteNo);
    l.noteDate = noteDate;
  });
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const number = [`FV${rng.int(2600000, 2699999)}`, `1-${rng.int(100000, 999999)}`, `26/FA/${rng.int(1000, 9999)}`][variant];
  const due = addDays(issue, 60);
  const c = new Canvas();
  const p = new Pen(c, 'Helvetica', 7);
  p.text(seller.name, 28, 30, { size: 10, bold: true });
  p.text(`${seller.street} - ${seller.city}`, 28, 43, { size: 7 });
  p.text(`Tel. ${seller.phone} - C.I.F. ${printNif(seller.nif, 'plain')}`, 28, 51.5, { size: 7 });
  p.right('FACTURA', 567, 30, { size: 12, bold: true });
  band(p, [['Nº FACTURA', number], ['FECHA', shortDate(issue)], ['VTO.', shortDate(due)], ['CLIENTE', String(rng.int(4300000, 4309999))], ['PÁG.', '1']], 327, 50, [70, 45, 45, 50, 30], { valueSize: 7.5 });
  p.text('CLIENTE:', 28, 64, { bold: true, size: 7 });
  p.text(`${buyer.name} - ${buyer.street} - ${buyer.city}`, 28, 73, { size: 7 });
  p.text(`NIF: ${printNif(buyer.nif, 'plain')}`, 28, 82, { size: 7 });
  const cols: Col[] = [
    { title: 'Albarán', x: 28, w: 34, align: 'left' },
    { title: 'F. alb.', x: 62, w: 32, align: 'left' },
    { title: 'Código', x: 94, w: 36, align: 'left' },
    { title: 'Descripción', x: 130, w: 185, align: 'left', wrap: true },
    { title: 'Cantidad', x: 315, w: 40, align: 'right' },
    { title: 'Ud', x: 355, w: 22, align: 'center' },
    { title: 'Precio', x: 377, w: 38, align: 'right' },
    { title: 'Dto.%', x: 415, w: 26, align: 'right' },
    { title: 'Importe', x: 441, w: 48, align: 'right' },
    { title: '%IVA', x: 489, w: 22, align: 'right' },
    { title: 'Obra', x: 511, w: 56, align: 'left' },
  ];
  const site = `OB${rng.int(100, 999)}`;
  const rows: Row[] = lines.map((l) => ({
    kind: 'line',
    cells: [l.note, shortDate(l.noteDate), l.code, l.description, quantityText(l.milli), l.unit, money(l.price), '0,00', money(l.subtotal), String(l.vat), site],
  }));
  const y = table(p, cols, rows, 100, { size: 7, rowGap: 3.5, borders: 'outer', headerFill: '#dddddd', pad: 2 });
  if (variant === 0) {
    band(p, [['B.I.', money(base)], ['% IVA', '21'], ['CUOTA IVA', money(vat)], ['TOTAL (€)', money(total)]], 307, y + 6, [70, 40, 60, 90], { alignValues: 'right', valueSize: 8 });
  } else if (variant === 1) {
    totalsColumn(p, [['Suma B.I.', money(base)], ['I.V.A. 21 %', money(vat)], ['Total (€)', money(total)]], 430, 565, y + 8, { gap: 12, size: 8 });
  } else {
    const cells: Array<[string, string]> = [
      ['IMPORTE', money(base)],
      ['DTO. P.P.', '0,00'],
      ['B.I.', money(base)],
      ['I.V.A. 21%', money(vat)],
      ['TOTAL (€)', money(total)],
    ];
    band(p, cells, 167, y + 6, [65, 50, 65, 60, 90], { alignValues: 'right', valueSize: 8 });
  }
  p.text(`Forma de pago: RECIBO A 60 DÍAS. Vto. ${shortDate(due)}. Reg. Merc. ${townOf(seller.city)}, hoja ${rng.int(1000, 99999)}.`, 28, 800, { size: 6.5 });
  const truth: ExpectedInvoice = invoiceTruth({ number, issue, due, seller, base, vat });
  return invoiceDoc(`wide-abbrev-${variant}`, 'wide-abbrev', truth, await c.bytes(), buyer.nif);
}

// ---------------------------------------------------------------------------------------------
// Delivery notes

/** A note header shared by some layouts: supplier top left, title and data right, customer below. */
function noteHeader(p: Pen<Canvas>, seller: Party, buyer: Party, title: string, meta: Array<[string, string]>, o: { customerLabel: string; nif?: 'plain' | 'dash' | 'dots'; y?: number }): number {
  p.text(seller.name, 40, 40, { size: 12, bold: true });
  p.text(seller.street, 40, 56, { size: 8.5 });
  p.text(seller.city, 40, 67, { size: 8.5 });
  p.text(`CIF: ${printNif(seller.nif, o.nif ?? 'plain')} · Tel. ${seller.phone}`, 40, 78, { size: 8.5 });
  p.right(title, 555, 40, { size: 15, bold: true });
  metaRows(p, meta, 360, 64);
  const y = o.y ?? 110;
  p.text(o.customerLabel, 40, y, { bold: true });
  p.text(buyer.name, 40, y + 13);
  p.text(`${buyer.street}, ${buyer.city}`, 40, y + 25);
  p.text(`CIF: ${printNif(buyer.nif, 'plain')}`, 40, y + 37);
  return y + 60;
}

/** A line-number column (`Lín.`: 1, 2, 3, or `001`, or SAP-style 10, 20, 30) before the code. */
async function lineNumberNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Suministros Industriales Tormes, S.L.', 'Prefabricados Cinca, S.A.', 'Tejas y Cerámicas La Sagra, S.L.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, [...MATERIALS, ...SERVICES.filter((s) => s.unit !== 'h')], rng.int(3, 12));
  const number = [`AL${rng.int(100000, 999999)}`, `8${rng.int(10000000, 99999999)}`, `S-${rng.int(1000, 9999)}/26`][variant];
  const date = randomDate(rng);
  const c = new Canvas();
  const p = new Pen(c);
  const y = noteHeader(
    p,
    seller,
    buyer,
    variant === 1 ? 'ALBARÁN DE ENTREGA' : 'ALBARÁN',
    [
      [['Albarán nº:', 'Nº de albarán:', 'Nº Albarán:'][variant], number],
      [['Fecha:', 'Fecha entrega:', 'Fecha albarán:'][variant], dateText(date, variant === 2 ? 'dot' : 'slash')],
      ['Pedido cliente:', `${rng.int(100, 999)}/${rng.int(10, 99)}`],
    ],
    { customerLabel: ['Cliente:', 'Destinatario:', 'Cliente:'][variant], nif: variant === 1 ? 'dash' : 'plain' },
  );
  const lineNo = (i: number) => [String(i + 1), String(i + 1).padStart(3, '0'), String((i + 1) * 10)][variant];
  const cols: Col[] = [
    { title: ['Lín.', 'Nº', 'Pos.'][variant], x: 40, w: 26, align: variant === 0 ? 'center' : 'right' },
    { title: ['Código', 'Ref.', 'Material'][variant], x: 66, w: 54, align: 'left' },
    { title: ['Descripción', 'Descripción', 'Texto breve'][variant], x: 120, w: 205, align: 'left', wrap: true },
    { title: 'Cantidad', x: 325, w: 60, align: 'right' },
    { title: ['Ud.', 'Unidad', 'UM'][variant], x: 385, w: 35, align: 'center' },
    { title: ['Precio', 'Precio/Ud', 'Precio neto'][variant], x: 420, w: 60, align: 'right' },
    { title: 'Importe', x: 480, w: 75, align: 'right' },
  ];
  const rows: Row[] = lines.map((l, i) => ({ kind: 'line', cells: [lineNo(i), l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] }));
  const ty = table(p, cols, rows, y, { size: 8.5, rowGap: 5, borders: variant === 1 ? 'grid' : variant === 0 ? 'outer' : 'none', headerFill: '#e6e6e6', ruleBelow: true });
  const subtotal = sum(lines.map((l) => l.subtotal));
  p.text(['Total albarán', 'Importe total', 'Valor neto'][variant], 400, ty + 6, { bold: true });
  p.right(money(subtotal, variant === 0 ? 'suffix' : 'dots'), 552, ty + 6, { bold: true });
  p.text(`Nº de líneas: ${lines.length}`, 40, ty + 6, { size: 8 });
  p.text('Recibí conforme:', 40, ty + 50, { size: 8 });
  return noteDoc(`line-number-${variant}`, 'line-number', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

/** Ordered and served quantities side by side (`Cant. pedida`, `Cant. servida`, pending): the served one is priced. */
async function servedNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Morteros Secos del Cinca, S.L.U.', 'Almacenes de Construcción Ribera, S.L.', 'Hierros y Perfiles Guadalquivir, S.A.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, variant === 1 ? MERCHANT : MATERIALS.filter((p) => p.description.length < 45), rng.int(2, 9)).map((l) => {
    const short = rng.chance(0.4);
    const step = l.milli >= 100000 ? 10000 : 1000;
    const ordered = short ? l.milli + step * rng.int(1, 5) : l.milli;
    return { ...l, ordered };
  });
  const number = [`${rng.int(100000, 999999)}`, `AV-${rng.int(10000, 99999)}`, `26-${String(rng.int(1, 99999)).padStart(5, '0')}`][variant];
  const date = randomDate(rng);
  const c = new Canvas();
  const p = new Pen(c);
  const y = noteHeader(
    p,
    seller,
    buyer,
    'ALBARÁN',
    [
      [['Albarán:', 'Nº albarán:', 'Albarán nº'][variant], number],
      [['Fecha de suministro:', 'Fecha:', 'Fecha entrega'][variant], dateText(date, variant === 0 ? 'long' : 'slash')],
      ['Su pedido:', `PC-${rng.int(1000, 9999)}`],
    ],
    { customerLabel: ['Cliente', 'Cliente:', 'Entregar en:'][variant] },
  );
  let cols: Col[];
  let cells: (l: (typeof lines)[number]) => string[];
  if (variant === 0) {
    cols = [
      { title: 'Código', x: 40, w: 50, align: 'left' },
      { title: 'Descripción', x: 90, w: 175, align: 'left', wrap: true },
      { title: 'Cant. pedida', x: 265, w: 55, align: 'right' },
      { title: 'Cant. servida', x: 320, w: 58, align: 'right' },
      { title: 'Pendiente', x: 378, w: 45, align: 'right' },
      { title: 'Ud.', x: 423, w: 25, align: 'center' },
      { title: 'Precio', x: 448, w: 45, align: 'right' },
      { title: 'Importe', x: 493, w: 62, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, quantityText(l.ordered), quantityText(l.milli), quantityText(l.ordered - l.milli), l.unit, money(l.price), money(l.subtotal)];
  } else if (variant === 1) {
    cols = [
      { title: 'Descripción', x: 40, w: 230, align: 'left', wrap: true },
      { title: 'Uds. pedidas', x: 270, w: 60, align: 'right' },
      { title: 'Uds. servidas', x: 330, w: 62, align: 'right' },
      { title: 'Ud.', x: 392, w: 30, align: 'center' },
      { title: 'Precio', x: 422, w: 58, align: 'right' },
      { title: 'Importe', x: 480, w: 75, align: 'right' },
    ];
    cells = (l) => [l.description, quantityText(l.ordered), quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)];
  } else {
    cols = [
      { title: 'Artículo', x: 40, w: 220, align: 'left', wrap: true },
      { title: ['Cantidad', 'pedida'], x: 260, w: 55, align: 'right' },
      { title: ['Cantidad', 'servida'], x: 315, w: 55, align: 'right' },
      { title: 'Unidad', x: 370, w: 38, align: 'center' },
      { title: ['Precio', 'unitario'], x: 408, w: 67, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    cells = (l) => [l.description, quantityText(l.ordered), quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)];
  }
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: cells(l) }));
  const ty = table(p, cols, rows, y, { size: 8, rowGap: 5, borders: variant === 2 ? 'none' : 'outer', headerFill: '#e6e6e6', ruleAbove: true, ruleBelow: true });
  const subtotal = sum(lines.map((l) => l.subtotal));
  p.text(['Total albarán', 'Total', 'Importe total'][variant], 400, ty + 6, { bold: true });
  p.right(money(subtotal, 'suffix'), 552, ty + 6, { bold: true });
  p.text('Las cantidades pendientes se servirán en próximas entregas.', 40, ty + 6, { size: 7.5 });
  return noteDoc(`served-ordered-${variant}`, 'served-ordered', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

/** Two pages: the page header and the table header repeated on page 2, `Suma y sigue` at the foot of page 1. */
async function twoPageNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Suministros de Fontanería Júcar, S.L.', 'Materiales de Construcción Ulla, S.A.', 'Almacenes de Construcción Ribera, S.L.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, [...MERCHANT, ...MATERIALS, ...SERVICES, ...LONG], rng.int(42, 46));
  const number = [`A-${rng.int(10000, 99999)}`, `${rng.int(100000, 999999)}`, `AL/26/${String(rng.int(1, 9999)).padStart(5, '0')}`][variant];
  const date = randomDate(rng);
  const c = new Canvas();
  const p = new Pen(c);
  // Variant 0 prints on a fixed grid (a wrapped description's lines as far apart as the rows); the others wrap tighter.
  const style: TableStyle = {
    size: 8,
    rowGap: 7,
    borders: variant === 1 ? 'outer' : 'none',
    headerFill: '#e6e6e6',
    ruleAbove: true,
    ruleBelow: true,
    wrapPitch: variant === 0 ? undefined : 10,
  };
  // As many lines as fill page 1 down to its foot, leaving a row for "Suma y sigue".
  const rowH = style.size + style.rowGap;
  const pitch = style.wrapPitch ?? rowH;
  let firstPage = 0;
  for (let y = 110 + 16 + 4; firstPage < lines.length; firstPage++) {
    const height = rowH + pitch * (p.wrap(lines[firstPage].description, 230 - 6, { size: style.size }).length - 1);
    if (y + height > 765 - rowH) break;
    y += height;
  }
  const subtotal = sum(lines.map((l) => l.subtotal));
  const carried = sum(lines.slice(0, firstPage).map((l) => l.subtotal));
  const header = (page: number) => {
    p.text(seller.name, 40, 38, { size: 12, bold: true });
    p.text(`${seller.street} · ${seller.city} · CIF ${printNif(seller.nif, 'plain')}`, 40, 54, { size: 8 });
    p.right('ALBARÁN', 555, 36, { size: 14, bold: true });
    p.text(`${['Albarán nº:', 'Nº Albarán:', 'Número de albarán:'][variant]} ${number}`, 360, 60, { bold: true });
    p.text(`${['Fecha:', 'Fecha entrega:', 'Fecha de entrega:'][variant]} ${dateText(date, 'slash')}`, 360, 73);
    p.text(`Página ${page} de 2`, 360, 86, { size: 8 });
    p.text(['Cliente:', 'Cliente:', 'Destinatario:'][variant], 40, 74, { bold: true, size: 8.5 });
    p.text(`${buyer.name} - CIF ${printNif(buyer.nif, 'plain')}`, 40, 86, { size: 8.5 });
  };
  const cols: Col[] = [
    { title: 'Código', x: 40, w: 55, align: 'left' },
    { title: 'Descripción', x: 95, w: 230, align: 'left', wrap: true },
    { title: 'Cantidad', x: 325, w: 60, align: 'right' },
    { title: 'Ud.', x: 385, w: 30, align: 'center' },
    { title: 'Precio', x: 415, w: 65, align: 'right' },
    { title: 'Importe', x: 480, w: 75, align: 'right' },
  ];
  const rowsOf = (ls: Item[]): Row[] => ls.map((l) => ({ kind: 'line', cells: [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] }));
  header(1);
  const page1: Row[] = rowsOf(lines.slice(0, firstPage));
  if (variant === 2) page1.push({ kind: 'sum', label: 'Suma y sigue', labelCol: 1, value: money(carried), valueCol: 5 });
  const y1 = table(p, cols, page1, 110, style);
  if (variant !== 2) {
    p.text('Suma y sigue', 400, y1 + 2, { bold: true });
    p.right(money(carried), 552, y1 + 2, { bold: true });
  }
  p.center('(continúa en la página siguiente)', 297, 810, { size: 7 });
  c.addPage();
  header(2);
  let y2 = 110;
  if (variant === 0) {
    p.text('Suma anterior', 400, y2, { bold: true });
    p.right(money(carried), 552, y2, { bold: true });
    y2 += 16;
  }
  const end = table(p, cols, rowsOf(lines.slice(firstPage)), y2, style);
  p.text(['Total albarán', 'Total', 'Subtotal'][variant], 400, end + 4, { bold: true });
  p.right(money(subtotal, 'suffix'), 552, end + 4, { bold: true });
  p.text('Recibí conforme (firma y sello):', 40, end + 40, { size: 8 });
  return noteDoc(`two-page-${variant}`, 'two-page', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

/** Long technical descriptions that wrap onto two or three lines in a narrow column. */
async function wrappedNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Estructuras y Cerramientos Deva, S.L.', 'Suministros Técnicos de Obra Tambre, S.A.', 'Prefabricados Cinca, S.A.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, LONG, rng.int(2, 6));
  const number = [`ALB-${rng.int(10000, 99999)}`, `AT-${String(rng.int(1, 99999)).padStart(5, '0')}`, `E${rng.int(100000, 999999)}`][variant];
  const date = randomDate(rng);
  const c = new Canvas();
  const p = new Pen(c, variant === 1 ? 'Times' : 'Helvetica');
  const y = noteHeader(
    p,
    seller,
    buyer,
    variant === 2 ? 'ALBARÁN VALORADO' : 'ALBARÁN',
    [
      [['Nº Albarán:', 'Albarán nº:', 'Albarán:'][variant], number],
      [['Fecha entrega:', 'Fecha:', 'Fecha de entrega:'][variant], dateText(date, variant === 1 ? 'dash' : 'slash')],
    ],
    { customerLabel: ['Cliente:', 'Datos del cliente', 'Cliente'][variant], nif: variant === 2 ? 'dots' : 'plain' },
  );
  let cols: Col[];
  let cells: (l: Item) => string[];
  if (variant === 1) {
    cols = [
      { title: 'Ref.', x: 40, w: 50, align: 'left' },
      { title: 'Descripción', x: 90, w: 200, align: 'left', wrap: true },
      { title: 'Cantidad', x: 290, w: 65, align: 'right' },
      { title: 'Unidad', x: 355, w: 40, align: 'center' },
      { title: 'Precio', x: 395, w: 70, align: 'right' },
      { title: 'Importe', x: 465, w: 90, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)];
  } else {
    cols = [
      { title: 'Descripción', x: 40, w: variant === 0 ? 220 : 250, align: 'left', wrap: true },
      { title: 'Cantidad', x: variant === 0 ? 260 : 290, w: variant === 0 ? 80 : 75, align: 'right' },
      ...(variant === 0 ? [{ title: 'Ud.', x: 340, w: 35, align: 'center' as const }] : []),
      { title: 'Precio', x: 375 - (variant === 0 ? 0 : 10), w: variant === 0 ? 90 : 100, align: 'right' },
      { title: 'Importe', x: 465, w: 90, align: 'right' },
    ];
    cells = (l) =>
      variant === 0 ? [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] : [l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), money(l.subtotal)];
  }
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: cells(l) }));
  const ty = table(p, cols, rows, y, {
    size: variant === 1 ? 9.5 : 8.5,
    rowGap: variant === 1 ? 3 : 3.5,
    borders: variant === 0 ? 'grid' : 'none',
    headerFill: '#e6e6e6',
    ruleAbove: true,
    ruleBelow: true,
    valign: variant === 2 ? 'bottom' : 'top',
    rowSpace: variant === 2 ? 6 : 0,
  });
  const subtotal = sum(lines.map((l) => l.subtotal));
  if (variant === 2) {
    const vat = divRound(subtotal * 21, 100);
    totalsColumn(p, [['Base imponible', money(subtotal)], ['IVA 21 %', money(vat)], ['Total', money(subtotal + vat, 'suffix')]], 390, 552, ty + 6);
  } else {
    p.text(variant === 0 ? 'Total albarán' : 'Suma total', 400, ty + 6, { bold: true });
    p.right(money(subtotal, 'suffix'), 552, ty + 6, { bold: true });
  }
  p.text('Material conforme a pedido y a la ficha técnica del fabricante.', 40, 770, { size: 7.5 });
  return noteDoc(`wrapped-${variant}`, 'wrapped', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

/** A builder's merchant's sale note: EAN codes, `PVP`, a `Dto. %` column of zeros, `Importe`. */
async function merchantNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Bricomateriales Sierra de Gata, S.L.', 'Depósito de Materiales Hermanos Lozano, S.A.', 'Almacén de Materiales El Cerro, S.L.U.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, MERCHANT, rng.int(3, 11)).map((l) => ({ ...l, code: ean13(rng), ref: String(rng.int(10000, 99999)) }));
  const number = [`T${rng.int(1, 9)}-${rng.int(100000, 999999)}`, `AV${rng.int(10000, 99999)}`, `${rng.int(10, 99)}/${rng.int(100000, 999999)}`][variant];
  const date = randomDate(rng);
  const hour = `${String(rng.int(7, 19)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`;
  const c = new Canvas();
  const p = new Pen(c);
  p.center(seller.name.toUpperCase().replace(/, S\.L\.(U\.)?$|, S\.A\.$/, ''), 297, 34, { size: 14, bold: true });
  p.center('ALMACÉN DE MATERIALES DE CONSTRUCCIÓN · BRICOLAJE · FERRETERÍA', 297, 52, { size: 7.5 });
  p.center(`${seller.name} · ${seller.street} · ${seller.city}`, 297, 63, { size: 7.5 });
  p.center(`C.I.F. ${printNif(seller.nif, variant === 2 ? 'dash' : 'plain')} · Tel. ${seller.phone}`, 297, 73, { size: 7.5 });
  c.hline(40, 555, 86);
  p.text(variant === 0 ? 'ALBARÁN DE VENTA' : 'ALBARÁN', 40, 96, { size: 12, bold: true });
  p.text(`${['Nº Albarán:', 'Albarán nº:', 'Nº de albarán:'][variant]} ${number}`, 40, 114, { bold: true });
  p.text(`${['Fecha:', 'Fecha:', 'Fecha albarán:'][variant]} ${dateText(date, variant === 1 ? 'dash' : 'slash')}   Hora: ${hour}`, 40, 127);
  p.text(`Vendedor: ${rng.pick(['MANOLO', 'PILAR', 'JAVI G.', 'TIENDA 2'])}   Caja: ${rng.int(1, 4)}`, 40, 140, { size: 8 });
  c.box(320, 94, 235, 60);
  p.text(variant === 2 ? 'CLIENTE' : 'Cliente:', 326, 99, { bold: true, size: 8 });
  [buyer.name, `${buyer.street}`, `NIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 326, 112 + i * 12, { size: 8.5 }));
  let cols: Col[];
  let cells: (l: (typeof lines)[number]) => string[];
  if (variant === 0) {
    cols = [
      { title: 'EAN', x: 40, w: 70, align: 'left' },
      { title: 'Artículo', x: 110, w: 200, align: 'left', wrap: true },
      { title: 'Uds.', x: 310, w: 45, align: 'right' },
      { title: 'Ud.', x: 355, w: 30, align: 'center' },
      { title: 'PVP', x: 385, w: 55, align: 'right' },
      { title: 'Dto. %', x: 440, w: 40, align: 'right' },
      { title: 'Importe', x: 480, w: 75, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), '0,00', money(l.subtotal)];
  } else if (variant === 1) {
    cols = [
      { title: 'Código EAN', x: 40, w: 72, align: 'left' },
      { title: 'Descripción', x: 112, w: 213, align: 'left', wrap: true },
      { title: 'Cantidad', x: 325, w: 60, align: 'right' },
      { title: 'P.V.P.', x: 385, w: 55, align: 'right' },
      { title: 'Dto.', x: 440, w: 35, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), '0', money(l.subtotal)];
  } else {
    cols = [
      { title: 'Ref.', x: 40, w: 35, align: 'left' },
      { title: 'EAN', x: 75, w: 68, align: 'left' },
      { title: 'Descripción', x: 143, w: 170, align: 'left', wrap: true },
      { title: 'Cant.', x: 313, w: 42, align: 'right' },
      { title: 'U.M.', x: 355, w: 30, align: 'center' },
      { title: 'PVP', x: 385, w: 52, align: 'right' },
      { title: 'Dto. %', x: 437, w: 38, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    cells = (l) => [l.ref, l.code, l.description, quantityText(l.milli), l.unit, money(l.price), '0,00', money(l.subtotal)];
  }
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: cells(l) }));
  const ty = table(p, cols, rows, 170, { size: 7.5, rowGap: 4.5, borders: variant === 1 ? 'none' : 'outer', headerFill: '#e6e6e6', ruleAbove: true, ruleBelow: true });
  const subtotal = sum(lines.map((l) => l.subtotal));
  if (variant === 1) {
    const vat = divRound(subtotal * 21, 100);
    totalsColumn(p, [['Base imponible', money(subtotal)], ['IVA 21 %', money(vat)], ['Total', money(subtotal + vat, 'suffix')]], 390, 552, ty + 6);
  } else {
    p.text(variant === 0 ? 'Total albarán' : 'Total', 400, ty + 6, { bold: true });
    p.right(money(subtotal, 'suffix'), 552, ty + 6, { bold: true });
  }
  p.text(`Artículos: ${lines.length}. Precios sin IVA. Las devoluciones se admiten en 15 días con este albarán.`, 40, ty + (variant === 1 ? 70 : 50), { size: 7 });
  return noteDoc(`merchant-${variant}`, 'merchant', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

/** Lines grouped under chapter headings (`CAPÍTULO: ESTRUCTURA`), which are not lines; per-chapter sums in one variant. */
async function chaptersNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Suministros de Obra Duratón, S.L.', 'Cementos y Derivados Alagón, S.A.', 'Materiales de Construcción Arlanza, S.L.'][variant]);
  const buyer = customer(rng);
  const chapterPool = [...CHAPTERS];
  const chapters = Array.from({ length: rng.int(2, 3) }, (_, i) => {
    const [name, products] = chapterPool.splice(rng.int(0, chapterPool.length - 1), 1)[0];
    return { index: i + 1, name, lines: items(rng, products, rng.int(1, 3)) };
  });
  const lines = chapters.flatMap((ch) => ch.lines);
  const number = [`${rng.int(100000, 999999)}`, `C-${rng.int(1000, 9999)}`, `ALB26-${String(rng.int(1, 9999)).padStart(4, '0')}`][variant];
  const date = randomDate(rng);
  const c = new Canvas();
  const p = new Pen(c);
  const y = noteHeader(
    p,
    seller,
    buyer,
    'ALBARÁN',
    [
      [['Albarán nº:', 'Nº Albarán:', 'Albarán:'][variant], number],
      [['Fecha entrega:', 'Fecha:', 'Fecha de entrega:'][variant], dateText(date, 'slash')],
      ['Obra:', `${rng.pick(['Residencial', 'Nave', 'Edificio'])} ${rng.pick(['Los Olmos', 'Parcela 14', 'Las Acacias'])}`],
    ],
    { customerLabel: ['Cliente:', 'Cliente', 'Destinatario'][variant] },
  );
  const cols: Col[] = [
    { title: 'Descripción', x: 40, w: 270, align: 'left', wrap: true },
    { title: 'Cantidad', x: 310, w: 65, align: 'right' },
    { title: 'Ud.', x: 375, w: 30, align: 'center' },
    { title: 'Precio', x: 405, w: 70, align: 'right' },
    { title: 'Importe', x: 475, w: 80, align: 'right' },
  ];
  const rows: Row[] = [];
  for (const ch of chapters) {
    rows.push({ kind: 'heading', text: [`CAPÍTULO: ${ch.name}`, `CAP. ${String(ch.index).padStart(2, '0')} - ${ch.name}`, `Capítulo ${ch.index}: ${ch.name.charAt(0)}${ch.name.slice(1).toLowerCase()}`][variant] });
    for (const l of ch.lines) rows.push({ kind: 'line', cells: [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] });
    if (variant === 2) rows.push({ kind: 'sum', label: `Suma capítulo ${ch.index}`, labelCol: 3, value: money(sum(ch.lines.map((l) => l.subtotal))), valueCol: 4 });
  }
  const ty = table(p, cols, rows, y, { size: 8.5, rowGap: 5, borders: variant === 0 ? 'outer' : 'none', colRules: false, headerFill: '#e6e6e6', ruleAbove: true, ruleBelow: true });
  const subtotal = sum(lines.map((l) => l.subtotal));
  p.text(['Total albarán', 'Total', 'Total albarán'][variant], 400, ty + 6, { bold: true });
  p.right(money(subtotal, 'suffix'), 552, ty + 6, { bold: true });
  p.text('Material para la obra indicada. Recibí conforme:', 40, ty + 50, { size: 8 });
  return noteDoc(`chapters-${variant}`, 'chapters', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

/** Observations and a signature box after the table; a note written at a slant in italics, as by hand. */
async function observationsNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const seller = firm(rng, ['Áridos y Hormigones Guadiana, S.L.', 'Ladrillos y Bloques Jarama, S.A.', 'Yesos y Escayolas Alhambra, S.A.'][variant]);
  const buyer = customer(rng);
  const lines = items(rng, [...MATERIALS.filter((p) => p.description.length < 45), ...SERVICES.filter((s) => s.unit !== 'm²')], rng.int(1, 6));
  const number = [`${rng.int(10000, 99999)}`, `G-${rng.int(100000, 999999)}`, `AJ/${rng.int(1000, 9999)}`][variant];
  const date = randomDate(rng);
  const c = new Canvas();
  const p = new Pen(c);
  const y = noteHeader(
    p,
    seller,
    buyer,
    variant === 1 ? 'NOTA DE ENTREGA - ALBARÁN' : 'ALBARÁN',
    [
      [['Albarán nº:', 'Nº Albarán:', 'Nº de albarán:'][variant], number],
      [['Fecha entrega:', 'Fecha de entrega:', 'Fecha:'][variant], dateText(date, variant === 2 ? 'dash' : 'slash')],
      ['Matrícula:', `${rng.int(1000, 9999)} ${rng.pick(['KLM', 'HBD', 'JZX', 'GTR', 'LPC'])}`],
    ],
    { customerLabel: ['Cliente:', 'Cliente', 'Entregar en:'][variant] },
  );
  const cols: Col[] = [
    { title: 'Código', x: 40, w: 55, align: 'left' },
    { title: 'Descripción', x: 95, w: 230, align: 'left', wrap: true },
    { title: 'Cantidad', x: 325, w: 60, align: 'right' },
    { title: 'Ud.', x: 385, w: 30, align: 'center' },
    { title: 'Precio', x: 415, w: 65, align: 'right' },
    { title: 'Importe', x: 480, w: 75, align: 'right' },
  ];
  const rows: Row[] = lines.map((l) => ({ kind: 'line', cells: [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)] }));
  const ty = table(p, cols, rows, y, { size: 8.5, rowGap: 5, borders: 'outer', headerFill: '#e6e6e6' });
  const subtotal = sum(lines.map((l) => l.subtotal));
  p.text(['Total albarán', 'Total', 'Importe total'][variant], 400, ty + 6, { bold: true });
  p.right(money(subtotal, 'suffix'), 552, ty + 6, { bold: true });
  // Observations box with printed and "hand-written" remarks.
  const oy = ty + 32;
  c.box(40, oy, 515, 62);
  p.text('Observaciones:', 46, oy + 5, { bold: true, size: 8 });
  p.text(rng.pick(['Descarga con grúa del camión.', 'Entregar en horario de 8:00 a 14:00.', 'Acceso a obra por calle trasera.']), 118, oy + 5, { size: 8 });
  const handwritten = [
    `Falta 1 palé, se sirve el ${dateText(addDays(date, 3), 'slash').slice(0, 5)}`,
    'Descargado en planta -1 junto al montacargas',
    'Llega con 40 min de retraso. Conforme.',
  ][variant];
  const hand = new Pen(c, 'Times');
  hand.slanted(handwritten, 60, oy + 40, -3, { size: 13, italic: true });
  // Signature boxes.
  const sy = oy + 75;
  c.box(40, sy, 250, 70);
  p.text('Recibí conforme (nombre, DNI y firma):', 46, sy + 5, { size: 7.5 });
  hand.slanted(rng.pick(['J. Pérez', 'M. Gómez', 'Antonio R.', 'L. Sanz']), 80, sy + 45, -4, { size: 14, italic: true });
  c.box(305, sy, 250, 70);
  p.text('Hora llegada / Hora salida:', 311, sy + 5, { size: 7.5 });
  hand.slanted(`${rng.int(7, 11)}:${rng.pick(['05', '20', '35', '50'])} / ${rng.int(11, 13)}:${rng.pick(['00', '15', '40'])}`, 340, sy + 38, -2, { size: 13, italic: true });
  p.text('Firma conductor:', 311, sy + 55, { size: 7.5 });
  return noteDoc(`observations-${variant}`, 'observations', noteTruth(number, date, seller, lines), await c.bytes(), buyer.nif);
}

// ---------------------------------------------------------------------------------------------

/** 24 invoices in 8 layouts and 21 delivery notes in 7, all regular (expected complete). */
export async function generateMoreDevelopmentCorpus(seed = 20261127): Promise<CorpusDocument[]> {
  const rng = new Rng(seed);
  const docs: CorpusDocument[] = [];
  const layouts = [
    letterheadInvoice,
    seriesInvoice,
    discountInvoice,
    utilityInvoice,
    sectionsInvoice,
    rentalInvoice,
    emisorInvoice,
    wideInvoice,
    lineNumberNote,
    servedNote,
    twoPageNote,
    wrappedNote,
    merchantNote,
    chaptersNote,
    observationsNote,
  ];
  for (const layout of layouts) for (let v = 0; v < 3; v++) docs.push(await layout(rng, v));
  return docs;
}
