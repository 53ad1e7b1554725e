/**
 * Development layouts of the kinds of document a product owner found the reader weak on in the
 * field, printed the way Spanish suppliers print them, 3 documents each, beside
 * test/helpers/pdf-corpus.ts, development-extra.ts and development-more.ts:
 *
 * Invoices (4 layouts): a haulier's invoice in Courier priced in tonnes × km × €/t·km, one line
 * per trip (`field-haulier-tkm`); a self-employed haulier's invoice in Courier, trips × price per
 * trip and hours, with the 1 % IRPF withholding of the módulos regime (`field-haulier-trips`); a
 * subcontractor's reverse-charge invoice (inversión del sujeto pasivo, art. 84.Uno.2º f LIVA),
 * with a `Certificación` a origen in one and a retention in guarantee in another
 * (`field-reverse-subcontract`); a hand-made Times letter dated `Ciudad, 3 de marzo de 2026`
 * (`field-times-letter`).
 *
 * Delivery notes (6 layouts): a supplier's note with a carrier (`Transportista` with its own CIF,
 * a driver, a plate, `Recibí conforme`) (`field-carrier-note`); a builder's merchant's counter
 * sale on A4 (`venta mostrador`, ticket number, till, operator) (`field-counter-sale`); a till
 * ticket from a thermal printer, on an 80 mm page or down the middle of an A4 one
 * (`field-till-ticket`); two-page notes with and without the header repeated
 * (`field-two-page`); quarry weighbridge tickets with gross, tare and net weight
 * (`field-weighbridge`); a haulier's own note of trips and hours (`field-haul-note`).
 *
 * Decisions on the truth: the provider name is the legal name as printed (upper case where the
 * document prints it so, a person's name for a self-employed supplier, never a trade name); a
 * retention in guarantee (`Retención en garantía`) is not IRPF, so the invoice total is base +
 * VAT and the `Líquido a percibir` under it is not the total; a certification's `Total a origen`
 * is cumulative work, not the invoice total; a weighbridge's `Nº ticket` is not the delivery-note
 * number (its `Albarán nº` is); on a note priced VAT included the subtotal is the sum of its lines
 * as printed (the `Base imponible` of the breakdown under it is not); a unit printed only in a
 * column title (`Neto (t)`) is the lines' unit.
 *
 * One document is not regular on purpose: `field-times-letter-1`, a letter whose addressee is
 * introduced by `Sres. de` only, so that two tax ids are printed and no label says which is the
 * supplier's.
 *
 * Like the rest of the development corpus it is looked at while the reader is tuned; the
 * held-out corpus is not (docs/document-extraction.md#measuring-it).
 */

import PDFDocument from 'pdfkit';

import { BUYERS, MATERIALS, type Party, type Product, Rng, company, dateText, divRound, money, printNif, quantityText, randomDate } from '../pdf-corpus.js';
import { Pen, type PenOptions } from './pen.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from './types.js';

// ---------------------------------------------------------------------------------------------
// Small helpers (copied: the shared ones are private)

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** `dd/mm/yy`. */
function shortDate(iso: string): string {
  return dateText(iso, 'slash').replace(/\d\d(\d\d)$/, '$1');
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const sum = (values: number[]) => values.reduce((a, b) => a + b, 0);

/** `38600` → `38.600`. */
function thousands(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Thousandths with three decimals, as weighbridges print tonnes: `24380` → `24,380`. */
function tonnes(milli: number): string {
  return `${Math.floor(milli / 1000)},${pad(milli % 1000, 3)}`;
}

function hour(rng: Rng, from = 6, to = 18): string {
  return `${pad(rng.int(from, to), 2)}:${pad(rng.int(0, 59), 2)}`;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifControl(seven: string): number {
  let total = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(seven[i]);
    if (i % 2 === 0) total += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else total += n;
  }
  return (10 - (total % 10)) % 10;
}

function cifWith(rng: Rng, letter: 'A' | 'B'): string {
  let seven = '';
  for (let i = 0; i < 7; i++) seven += String(rng.int(0, 9));
  if (seven.startsWith('00')) seven = `1${seven.slice(1)}`;
  return `${letter}${seven}${cifControl(seven)}`;
}

function dniOf(rng: Rng): string {
  const eight = String(rng.int(10_000_000, 79_999_999));
  return `${eight}${DNI_LETTERS[Number(eight) % 23]}`;
}

const PLATE_LETTERS = 'BCDFGHJKLMNPRSTVWXYZ';

function letters(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += PLATE_LETTERS[rng.int(0, PLATE_LETTERS.length - 1)];
  return out;
}

function plate(rng: Rng): string {
  return `${rng.int(1000, 9999)} ${letters(rng, 3)}`;
}

function trailer(rng: Rng): string {
  return `R-${rng.int(1000, 9999)}-B${letters(rng, 2)}`;
}

function phoneOf(rng: Rng): string {
  return `9${rng.int(1, 8)}${rng.int(1, 9)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
}

function mobileOf(rng: Rng): string {
  return `6${rng.int(10, 99)} ${rng.int(100, 999)} ${rng.int(100, 999)}`;
}

function ibanOf(rng: Rng): string {
  return `ES${rng.int(10, 99)} ${rng.pick(['2100', '0049', '0182', '2085', '3058'])} ${rng.int(1000, 9999)} ${rng.int(10, 99)}${rng.int(10, 99)} ${rng.int(1000, 9999)} ${rng.int(1000, 9999)}`;
}

const FIELD_STREETS = [
  'Pol. Ind. La Dehesa, parcela 14',
  'Ctra. de Ávila, km 3,2',
  'C/ Los Herreros, 9',
  'Avda. de Castilla, 77',
  'Camino de la Estación, s/n',
  'Pol. Ind. El Prado, C/ Canteros, 6',
  'C/ San Roque, 41, bajo',
  'Ctra. N-234, km 121',
];

/** Towns of the field suppliers and the registry (Registro Mercantil) of each, with its sheets' letters. */
const TOWNS: Array<[city: string, registry: string, letters: string]> = [
  ['37770 Guijuelo (Salamanca)', 'Salamanca', 'SA'],
  ['44600 Alcañiz (Teruel)', 'Teruel', 'TE'],
  ['19200 Azuqueca de Henares (Guadalajara)', 'Guadalajara', 'GU'],
  ['05400 Arenas de San Pedro (Ávila)', 'Ávila', 'AV'],
  ['33930 Langreo (Asturias)', 'Asturias', 'AS'],
  ['32300 O Barco de Valdeorras (Ourense)', 'Ourense', 'OU'],
  ['16004 Cuenca', 'Cuenca', 'CU'],
  ['26500 Calahorra (La Rioja)', 'La Rioja', 'LO'],
];

/** A supplier company: its CIF's letter follows the legal form in its name. */
function firm(rng: Rng, name: string): Party {
  return { name, nif: cifWith(rng, /S\.A\.(U\.)?$/.test(name) ? 'A' : 'B'), street: rng.pick(FIELD_STREETS), city: rng.pick(TOWNS)[0], phone: phoneOf(rng), person: false };
}

/** A self-employed supplier with a DNI. */
function soleTrader(rng: Rng, name: string): Party {
  return { name, nif: dniOf(rng), street: rng.pick(FIELD_STREETS), city: rng.pick(TOWNS)[0], phone: mobileOf(rng), person: true };
}

function customer(rng: Rng): Party {
  return company(rng, rng.pick(BUYERS));
}

/** `37770 Guijuelo (Salamanca)` → `Guijuelo`. */
function townOf(city: string): string {
  return city.replace(/^\d{5}\s+/, '').replace(/\s*\(.*\)$/, '');
}

/** The legal line only the issuer prints: its name, registry details and CIF. */
function registryLine(rng: Rng, seller: Party): string {
  const [, registry, sheet] = TOWNS.find(([city]) => city === seller.city) ?? TOWNS[0];
  return `${seller.name} - Inscrita en el Registro Mercantil de ${registry}, Tomo ${rng.int(100, 3000)}, Folio ${rng.int(1, 220)}, Hoja ${sheet}-${rng.int(1000, 40000)} - C.I.F. ${seller.nif}`;
}

// Amounts in words, as hand-made invoices write them (`Son: ...`).

const WORD_UNITS = [
  '',
  'uno',
  'dos',
  'tres',
  'cuatro',
  'cinco',
  'seis',
  'siete',
  'ocho',
  'nueve',
  'diez',
  'once',
  'doce',
  'trece',
  'catorce',
  'quince',
  'dieciséis',
  'diecisiete',
  'dieciocho',
  'diecinueve',
  'veinte',
  'veintiuno',
  'veintidós',
  'veintitrés',
  'veinticuatro',
  'veinticinco',
  'veintiséis',
  'veintisiete',
  'veintiocho',
  'veintinueve',
];
const WORD_TENS = ['', '', '', 'treinta', 'cuarenta', 'cincuenta', 'sesenta', 'setenta', 'ochenta', 'noventa'];
const WORD_HUNDREDS = ['', 'ciento', 'doscientos', 'trescientos', 'cuatrocientos', 'quinientos', 'seiscientos', 'setecientos', 'ochocientos', 'novecientos'];

function below1000(n: number): string {
  if (n === 100) return 'cien';
  const parts: string[] = [];
  if (n >= 100) parts.push(WORD_HUNDREDS[Math.floor(n / 100)]);
  const r = n % 100;
  if (r > 0) parts.push(r < 30 ? WORD_UNITS[r] : `${WORD_TENS[Math.floor(r / 10)]}${r % 10 ? ` y ${WORD_UNITS[r % 10]}` : ''}`);
  return parts.join(' ');
}

/** Before a masculine noun: `uno` → `un`, `veintiuno` → `veintiún`. */
function apocope(s: string): string {
  return s.replace(/veintiuno$/, 'veintiún').replace(/uno$/, 'un');
}

function cardinal(n: number): string {
  if (n === 0) return 'cero';
  const millions = Math.floor(n / 1_000_000);
  const thousandsPart = Math.floor((n % 1_000_000) / 1000);
  const rest = n % 1000;
  const parts: string[] = [];
  if (millions) parts.push(millions === 1 ? 'un millón' : `${apocope(cardinal(millions))} millones`);
  if (thousandsPart) parts.push(thousandsPart === 1 ? 'mil' : `${apocope(below1000(thousandsPart))} mil`);
  if (rest) parts.push(below1000(rest));
  return parts.join(' ');
}

function euroWords(cents: number): string {
  const euros = Math.floor(cents / 100);
  const c = cents % 100;
  const e = `${apocope(cardinal(euros))} ${euros === 1 ? 'euro' : 'euros'}`;
  return c ? `${e} con ${apocope(cardinal(c))} ${c === 1 ? 'céntimo' : 'céntimos'}` : e;
}

// ---------------------------------------------------------------------------------------------
// Lines and ground truth

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
}

function lineItem(rng: Rng, description: string, milli: number, unit: string, price: number): Item {
  return { code: `${rng.pick(['A', 'M', 'R', 'P', 'C'])}${rng.int(1000, 99999)}`, description, milli, unit, price, subtotal: divRound(milli * price, 1000) };
}

function itemOf(rng: Rng, p: Product): Item {
  const [min, max, step] = p.qty;
  const milli = min + step * rng.int(0, Math.floor((max - min) / step));
  return lineItem(rng, p.description, milli, p.unit, rng.int(p.price[0], p.price[1]));
}

/** Distinct products: a document rarely prints the same article twice. */
function pickItems(rng: Rng, products: readonly Product[], count: number): Item[] {
  const pool = [...products];
  const out: Item[] = [];
  while (out.length < count && pool.length > 0) out.push(itemOf(rng, pool.splice(rng.int(0, pool.length - 1), 1)[0]));
  return out;
}

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

function invoiceTruth(o: { number: string; issue: string; due?: string; seller: Party; name?: string; base: number; vat: number; irpf?: number; reverse?: boolean }): ExpectedInvoice {
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
    reverse_charge: o.reverse ?? false,
  };
}

function invoiceDoc(slug: string, n: number, expected: ExpectedInvoice, bytes: Uint8Array, buyerNif: string, why?: string): CorpusDocument {
  return { id: `field-${slug}-${n}`, layout: `field-${slug}`, kind: 'invoice', expectComplete: why === undefined, ...(why ? { why } : {}), bytes, expected, buyerNif };
}

function noteDoc(slug: string, n: number, expected: ExpectedNote, bytes: Uint8Array, buyerNif: string): CorpusDocument {
  return { id: `field-${slug}-${n}`, layout: `field-${slug}`, kind: 'delivery_note', expectComplete: true, bytes, expected, buyerNif };
}

// ---------------------------------------------------------------------------------------------
// Paper of any size, pens in the standard fonts, tables

class Paper {
  readonly doc: PDFKit.PDFDocument;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;

  constructor(
    readonly width = 595.28,
    readonly height = 841.89,
  ) {
    this.doc = new PDFDocument({ size: [width, height], margin: 0, info: { Producer: 'corpus', CreationDate: new Date('2026-01-01T00:00:00Z') } });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
  }

  addPage(): void {
    this.doc.addPage({ size: [this.width, this.height], margin: 0 });
  }

  hline(x1: number, x2: number, y: number, width = 0.6): void {
    this.doc.save().lineWidth(width).moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }

  vline(x: number, y1: number, y2: number, width = 0.6): void {
    this.doc.save().lineWidth(width).moveTo(x, y1).lineTo(x, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, fill?: string, width = 0.6): void {
    if (fill) this.doc.save().rect(x, y, w, h).fillColor(fill).fill().restore();
    this.doc.save().lineWidth(width).rect(x, y, w, h).stroke().restore();
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}


/** Courier characters are 0.6 of the font size wide. */
const charWidth = (size: number) => size * 0.6;

/** `LABEL ....... ` padded with dots to `width` characters. */
function leader(label: string, width: number): string {
  return `${label} ${'.'.repeat(Math.max(3, width - label.length - 2))} `;
}

/** Words wrapped to `width` characters. */
function wrapChars(s: string, width: number): string[] {
  const out: string[] = [];
  let current = '';
  for (const w of s.split(' ')) {
    const next = current ? `${current} ${w}` : w;
    if (current && next.length > width) {
      out.push(current);
      current = w;
    } else current = next;
  }
  if (current) out.push(current);
  return out;
}

interface MonoCol {
  title: string;
  /** First character column. */
  at: number;
  /** Characters. */
  width: number;
  align: 'left' | 'right';
  wrap?: boolean;
}

/** A fixed-width Courier table ruled with dashes (or `=`); returns the y under it. */
function monoTable(p: Pen<Paper>, cols: MonoCol[], rows: string[][], y: number, o: { size: number; left?: number; rule?: string; pitch?: number }): number {
  const cw = charWidth(o.size);
  const left = o.left ?? 40;
  const chars = Math.max(...cols.map((c) => c.at + c.width));
  const rule = (o.rule ?? '-').repeat(chars);
  const pitch = o.pitch ?? o.size + 3;
  const put = (col: MonoCol, s: string, yy: number, bold = false) => {
    if (col.align === 'left') p.text(s, left + col.at * cw, yy, { size: o.size, bold });
    else p.right(s, left + (col.at + col.width) * cw, yy, { size: o.size, bold });
  };
  p.text(rule, left, y, { size: o.size });
  y += pitch;
  for (const col of cols) put(col, col.title, y, true);
  y += pitch;
  p.text(rule, left, y, { size: o.size });
  y += pitch + 1;
  const wi = cols.findIndex((c) => c.wrap);
  for (const row of rows) {
    const parts = wi >= 0 ? wrapChars(row[wi], cols[wi].width) : [''];
    cols.forEach((col, i) => {
      if (i === wi) parts.forEach((part, k) => put(col, part, y + k * pitch));
      else put(col, row[i], y);
    });
    y += pitch * parts.length;
  }
  p.text(rule, left, y, { size: o.size });
  return y + pitch;
}

interface Col {
  /** Several strings: a title written over two lines. */
  title: string | string[];
  x: number;
  w: number;
  align: 'left' | 'right' | 'center';
  wrap?: boolean;
}

interface TableStyle {
  size: number;
  rowGap: number;
  /** `grid`: a rule under every row as well. */
  borders: 'none' | 'outer' | 'grid';
  colRules?: boolean;
  headerFill?: string;
  ruleAbove?: boolean;
  ruleBelow?: boolean;
  pad?: number;
  /** False: no header row (a table going on on a new page). */
  header?: boolean;
}

function put(p: Pen<Paper>, col: Col, s: string, y: number, o: PenOptions, pad_: number): void {
  if (col.align === 'left') p.text(s, col.x + pad_, y, o);
  else if (col.align === 'right') p.right(s, col.x + col.w - pad_, y, o);
  else p.center(s, col.x + col.w / 2, y, o);
}

/** The height a row takes in `table`. */
function rowHeight(p: Pen<Paper>, cols: Col[], row: string[], st: TableStyle): number {
  const wi = cols.findIndex((c) => c.wrap);
  const lines = wi >= 0 ? p.wrap(row[wi], cols[wi].w - 2 * (st.pad ?? 3), { size: st.size }).length : 1;
  return (st.size + st.rowGap) * lines + (st.borders === 'grid' ? 4 : 0);
}

/** Draws a table on one page; returns the y under it. */
function table(p: Pen<Paper>, cols: Col[], rows: string[][], y0: number, st: TableStyle): number {
  const padding = st.pad ?? 3;
  const left = cols[0].x;
  const last = cols[cols.length - 1];
  const right = last.x + last.w;
  const rowH = st.size + st.rowGap;
  let y = y0;
  if (st.header !== false) {
    const titleLines = Math.max(...cols.map((c) => (Array.isArray(c.title) ? c.title.length : 1)));
    const headerH = titleLines * (st.size + 1.5) + 6.5;
    if (st.borders !== 'none') p.paper.box(left, y0, right - left, headerH, st.headerFill);
    else if (st.ruleAbove) p.paper.hline(left, right, y0);
    for (const col of cols) {
      const lines = Array.isArray(col.title) ? col.title : [col.title];
      lines.forEach((s, i) => put(p, col, s, y0 + 4 + i * (st.size + 1.5), { bold: true, size: st.size }, padding));
    }
    y = y0 + headerH;
    if (st.borders === 'none') p.paper.hline(left, right, y);
  } else if (st.borders === 'none' && st.ruleAbove) p.paper.hline(left, right, y0);
  const top = y;
  y += 4;
  const wi = cols.findIndex((c) => c.wrap);
  for (const row of rows) {
    const parts = wi >= 0 ? p.wrap(row[wi], cols[wi].w - 2 * padding, { size: st.size }) : [''];
    cols.forEach((col, i) => {
      if (i === wi) parts.forEach((part, k) => put(p, col, part, y + k * rowH, { size: st.size }, padding));
      else put(p, col, row[i], y, { size: st.size }, padding);
    });
    y += rowH * parts.length;
    if (st.borders === 'grid') {
      p.paper.hline(left, right, y);
      y += 4;
    }
  }
  const bottom = st.borders === 'grid' ? y - 4 : y + 2;
  if (st.borders !== 'none') {
    p.paper.box(left, top, right - left, bottom - top);
    if (st.colRules !== false) for (const col of cols.slice(1)) p.paper.vline(col.x, st.header === false ? top : y0, bottom);
  } else if (st.ruleBelow) p.paper.hline(left, right, bottom);
  return bottom + 8;
}

/** Label/value rows, values right-aligned at `xRight`; returns the y under them. */
function totalsColumn(p: Pen<Paper>, rows: Array<[string, string]>, xLabel: number, xRight: number, y: number, o: { gap?: number; size?: number; boldLast?: boolean } = {}): number {
  const gap = o.gap ?? 15;
  rows.forEach(([label, value], i) => {
    const bold = o.boldLast !== false && i === rows.length - 1;
    p.text(label, xLabel, y + i * gap, { bold, size: o.size });
    p.right(value, xRight, y + i * gap, { bold, size: o.size });
  });
  return y + rows.length * gap;
}

/** Label and value rows, the values lined up after the widest label. */
function metaRows(p: Pen<Paper>, rows: Array<[string, string]>, x: number, y: number, o: { gap?: number; size?: number } = {}): number {
  const gap = o.gap ?? 13;
  const valueX = x + Math.max(...rows.map(([l]) => p.widthOf(l, { bold: true, size: o.size }))) + 8;
  rows.forEach(([l, v], i) => {
    p.text(l, x, y + i * gap, { bold: true, size: o.size });
    p.text(v, valueX, y + i * gap, { size: o.size });
  });
  return y + rows.length * gap;
}

/** Cells of labels over cells of values, side by side; widths in points. */
function band(p: Pen<Paper>, cells: Array<[string, string]>, x0: number, y: number, widths: number[], o: { fill?: string; valueSize?: number } = {}): number {
  let x = x0;
  cells.forEach(([label, value], i) => {
    const w = widths[i];
    p.paper.box(x, y, w, 13, o.fill ?? '#e2e2e2');
    p.paper.box(x, y + 13, w, 18);
    p.center(label, x + w / 2, y + 3.5, { bold: true, size: 7 });
    p.center(value, x + w / 2, y + 18, { size: o.valueSize ?? 9 });
    x += w;
  });
  return y + 31;
}

// ---------------------------------------------------------------------------------------------
// Names and products of the field

const HAULIERS = ['Transportes Hermanos Arribas, S.L.', 'Autotransportes Sierra de Béjar, S.A.', 'Transportes y Volquetes Guadalope, S.L.'];

const PITS = ['Cantera El Espinar', 'Gravera Los Llanos', 'Planta La Pedriza', 'Cantera San Cristóbal', 'Gravera del Jarama'];

const WORKS = ['Obra Residencial Los Olmos', 'Obra Nave Pol. Ind. Sepes', 'Obra Urb. Las Acacias', 'Obra Variante N-122', 'Obra C/ Mayor 12', 'Obra Colegio Público nº 3'];

const AGGREGATES = ['Zahorra ZA-25', 'Grava 6/12', 'Arena 0/4 lavada', 'Todo uno', 'Escollera 300-500 kg', 'Gravilla 4/6'];

const OWNER_DRIVERS = [
  { name: 'Francisco Javier Lozano Prieto', trade: 'TRANSPORTES LOZANO' },
  { name: 'Manuel Ángel Rivas Otero', trade: 'TTES. RIVAS' },
  { name: 'Sergio Domínguez Campos', trade: 'CAMIONES DOMÍNGUEZ' },
];

const CARRIERS = ['Transportes Collado Villalba, S.L.', 'Camiones y Grúas Tormes, S.L.', 'Logística Vía de la Plata, S.A.'];

const DRIVERS = ['Juan Carlos Pérez Gil', 'Óscar Benítez Lara', 'Daniel Moreno Sáez', 'Íker Arrieta Sola', 'Rafael Cuesta Mena'];

const SUBCONTRACT: Product[] = [
  { description: 'Enfoscado maestreado con mortero de cemento M-5 en paramentos verticales', unit: 'm²', price: [900, 1400], qty: [20000, 600000, 10] },
  { description: 'Tabique de ladrillo hueco doble de 7 cm recibido con mortero M-5', unit: 'm²', price: [1400, 2000], qty: [20000, 400000, 10] },
  { description: 'Encofrado y desencofrado de muros de hormigón a dos caras', unit: 'm²', price: [1800, 2600], qty: [20000, 300000, 10] },
  { description: 'Ferrallado de armaduras en losas y muros, incluido atado', unit: 'kg', price: [35, 55], qty: [500000, 12000000, 1000] },
  { description: 'Vertido y vibrado de hormigón en forjados y losas', unit: 'm³', price: [1200, 2000], qty: [5000, 80000, 500] },
  { description: 'Colocación de bordillo prefabricado de hormigón sobre solera', unit: 'm', price: [800, 1200], qty: [10000, 250000, 100] },
  { description: 'Alicatado con azulejo cerámico recibido con adhesivo C2', unit: 'm²', price: [1600, 2400], qty: [10000, 200000, 10] },
  { description: 'Ayudas de albañilería a instalaciones, oficial de 1ª', unit: 'h', price: [2200, 2800], qty: [8000, 160000, 500] },
];

const PALLET: Product = { description: 'Palé europeo retornable (depósito)', unit: 'ud', price: [800, 1200], qty: [1000, 12000, 1000] };

const COUNTER: Product[] = [
  { description: 'Cemento cola flexible C2TE S1 blanco 25 kg', unit: 'saco', price: [1150, 1690], qty: [1000, 20000, 1000] },
  { description: 'Mortero de reparación R4 saco 25 kg', unit: 'saco', price: [1890, 2690], qty: [1000, 10000, 1000] },
  { description: 'Tubo de cobre rígido Ø15 mm barra 5 m', unit: 'ud', price: [1490, 2390], qty: [1000, 20000, 1000] },
  { description: 'Codo PVC 87º Ø110 evacuación', unit: 'ud', price: [180, 320], qty: [2000, 40000, 1000] },
  { description: 'Cable H07V-K 1x2,5 mm² azul', unit: 'm', price: [28, 55], qty: [10000, 200000, 5000] },
  { description: 'Varilla roscada M10 galvanizada 1 m', unit: 'ud', price: [120, 240], qty: [5000, 50000, 1000] },
  { description: 'Tacos de nylon 8x40 caja 100 uds', unit: 'caja', price: [290, 490], qty: [1000, 10000, 1000] },
  { description: 'Imprimación acrílica al agua 15 l', unit: 'ud', price: [3490, 5290], qty: [1000, 6000, 1000] },
  { description: 'Cinta de carrocero 48 mm x 45 m', unit: 'rollo', price: [190, 340], qty: [2000, 36000, 1000] },
  { description: 'Puntas de acero 3x40 mm', unit: 'kg', price: [290, 480], qty: [1000, 10000, 500] },
  { description: 'Llana dentada inoxidable 6x6 mm', unit: 'ud', price: [690, 1190], qty: [1000, 4000, 1000] },
  { description: 'Sellador de poliuretano gris 600 ml', unit: 'ud', price: [690, 1090], qty: [1000, 24000, 1000] },
];

/** A till's short article names, as a point-of-sale system truncates them. */
const TILL: Product[] = [
  { description: 'CEMENTO GRIS 32,5 SACO 25KG', unit: 'UD', price: [390, 560], qty: [5000, 60000, 1000] },
  { description: 'YESO PROYECCION 20KG', unit: 'UD', price: [520, 740], qty: [5000, 80000, 1000] },
  { description: 'ARENA RIO SACO 25KG', unit: 'UD', price: [210, 390], qty: [10000, 60000, 1000] },
  { description: 'TORN.AUTOT. 4,2X19 C/500', unit: 'CJ', price: [1150, 1890], qty: [1000, 6000, 1000] },
  { description: 'TUBO PVC EVAC. 40MM 3M', unit: 'UD', price: [290, 520], qty: [1000, 20000, 1000] },
  { description: 'CABLE RV-K 3G2,5', unit: 'M', price: [110, 190], qty: [5000, 100000, 500] },
  { description: 'GUANTE NITRILO T9', unit: 'PAR', price: [120, 290], qty: [6000, 48000, 6000] },
  { description: 'DISCO DIAMANTE 230 UNIV.', unit: 'UD', price: [1890, 4200], qty: [1000, 4000, 1000] },
  { description: 'ESPUMA PU PISTOLA 750ML', unit: 'UD', price: [590, 990], qty: [1000, 24000, 1000] },
  { description: 'SILICONA NEUTRA TRANSL. 300ML', unit: 'UD', price: [390, 720], qty: [1000, 24000, 1000] },
  { description: 'MALLA FV 160G ROLLO 50M2', unit: 'RL', price: [2900, 4600], qty: [1000, 6000, 1000] },
  { description: 'ALAMBRE RECOCIDO 1,3MM', unit: 'KG', price: [190, 290], qty: [1000, 25000, 500] },
];

/** Long technical descriptions that wrap. */
const FIELD_LONG: Product[] = [
  { description: 'Bloque de termoarcilla 30x19x24 cm para muros de carga, con marcado CE y ficha de resistencia', unit: 'ud', price: [65, 95], qty: [200000, 2000000, 10000] },
  { description: 'Vigueta pretensada de hormigón T-18 para forjado unidireccional, longitud según despiece de obra', unit: 'm', price: [650, 980], qty: [20000, 300000, 100] },
  { description: 'Bovedilla de hormigón 60x20x22 cm para forjado con viguetas, paletizada y plastificada', unit: 'ud', price: [95, 140], qty: [100000, 1500000, 10000] },
  { description: 'Aislamiento de poliestireno extruido XPS 50 mm machihembrado para cubierta invertida', unit: 'm²', price: [650, 1050], qty: [20000, 400000, 10] },
  { description: 'Lámina asfáltica LBM-40-FP con armadura de fieltro de poliéster, rollo de 10 m²', unit: 'rollo', price: [3200, 4600], qty: [2000, 40000, 1000] },
  { description: 'Cable RZ1-K (AS) 0,6/1 kV 5G6 mm² libre de halógenos, en bobina cortada a medida', unit: 'm', price: [380, 620], qty: [20000, 300000, 500] },
  { description: 'Tubería de polietileno PE100 Ø63 PN16 para acometida de agua, en rollo de 50 m', unit: 'm', price: [290, 460], qty: [50000, 300000, 500] },
  { description: 'Arqueta prefabricada de polipropileno 40x40 cm con tapa de fundición D400', unit: 'ud', price: [6500, 9800], qty: [1000, 8000, 1000] },
];

// ---------------------------------------------------------------------------------------------
// Invoices

/**
 * A haulier's invoice in Courier, one line per trip (date, ticket, route, tonnes, km, €/t·km,
 * amount), routes that wrap. Variant 0: supplier top left, `CLIENTE:` right, dotted leaders and a
 * due date. Variant 1: the customer unlabelled in a box top left, the supplier right, the registry
 * line in the footer. Variant 2: a trade name as letterhead, the legal name and CIF only in the
 * footer, `Facturar a:`, a bordered table and amounts with €.
 */
async function haulierTkmInvoice(rng: Rng, v: number): Promise<CorpusDocument> {
  const seller = firm(rng, HAULIERS[v]);
  const buyer = customer(rng);
  const issue = randomDate(rng);
  const due = v === 0 ? addDays(issue, 30) : undefined;
  const number = [`T26/${pad(rng.int(1, 99999), 5)}`, `${rng.int(100, 999)}/26`, `FT-2026-${pad(rng.int(1, 9999), 4)}`][v];
  const trips = Array.from({ length: rng.int(3, 9) }, () => {
    const milli = rng.int(1400, 2750) * 10;
    const km = rng.int(6, 85);
    const perTkm = rng.int(75, 160);
    return {
      date: addDays(issue, -rng.int(1, 30)),
      ticket: String(rng.int(10000, 99999)),
      route: `${rng.pick(AGGREGATES)} ${rng.pick(PITS)} - ${rng.pick(WORKS)}`,
      milli,
      km,
      perTkm,
      amount: divRound(milli * km * perTkm, 10000),
    };
  }).sort((a, b) => a.date.localeCompare(b.date));
  const base = sum(trips.map((t) => t.amount));
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const paper = new Paper();
  const p = new Pen(paper, 'Courier', 9);
  const rate = (m: number) => `0,${pad(m, 3)}`;
  const U = (s: string) => (v === 2 ? s : s.toUpperCase());
  if (v === 0) {
    const at9 = (col: number) => 40 + col * charWidth(9);
    const at8 = (col: number) => 40 + col * charWidth(8);
    p.text(U(seller.name), 40, 40, { bold: true, size: 11 });
    [U(seller.street), U(seller.city), `C.I.F.: ${printNif(seller.nif, 'dash')}`, `TFNO.: ${seller.phone}`].forEach((l, i) => p.text(l, 40, 56 + i * 11));
    p.text('CLIENTE:', at9(56), 40, { bold: true });
    [U(buyer.name), U(buyer.street), U(buyer.city), `C.I.F.: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, at9(56), 52 + i * 11));
    p.center('F A C T U R A', 297, 112, { bold: true, size: 12 });
    const meta: Array<[string, string]> = [
      ['Nº FACTURA', number],
      ['FECHA', dateText(issue, 'slash')],
      ['VENCIMIENTO', dateText(due!, 'slash')],
      ['FORMA DE PAGO', 'TRANSFERENCIA 30 DÍAS'],
    ];
    meta.forEach(([l, value], i) => p.text(`${leader(l, 16)}: ${value}`, 40, 134 + i * 11));
    p.text('PORTES REALIZADOS (TONELADAS x KM)', 40, 192, { bold: true });
    const cols: MonoCol[] = [
      { title: 'FECHA', at: 0, width: 8, align: 'left' },
      { title: 'ALBARÁN', at: 9, width: 7, align: 'left' },
      { title: 'RECORRIDO', at: 17, width: 34, align: 'left', wrap: true },
      { title: 'TONELADAS', at: 52, width: 9, align: 'right' },
      { title: 'KM', at: 62, width: 4, align: 'right' },
      { title: '€/T·KM', at: 67, width: 8, align: 'right' },
      { title: 'IMPORTE', at: 76, width: 12, align: 'right' },
    ];
    const rows = trips.map((t) => [shortDate(t.date), t.ticket, U(t.route), tonnes(t.milli), String(t.km), rate(t.perTkm), money(t.amount)]);
    const y = monoTable(p, cols, rows, 206, { size: 8 }) + 6;
    const totals: Array<[string, string]> = [
      ['BASE IMPONIBLE', money(base)],
      ['I.V.A. 21 %', money(vat)],
      ['TOTAL FACTURA', `${money(total)} EUR`],
    ];
    totals.forEach(([l, value], i) => {
      p.text(leader(l, 24), at8(48), y + i * 12, { bold: i === 2, size: 8 });
      p.right(value, at8(88), y + i * 12, { bold: i === 2, size: 8 });
    });
    p.text(`IBAN: ${ibanOf(rng)}`, 40, 780, { size: 8 });
  } else if (v === 1) {
    paper.box(40, 38, 250, 62);
    [U(buyer.name), U(buyer.street), U(buyer.city), `C.I.F. ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 48, 46 + i * 12, { bold: i === 0 }));
    [U(seller.name), U(seller.street), U(seller.city), `C.I.F.: ${printNif(seller.nif, 'plain')}`, `TEL.: ${seller.phone}`].forEach((l, i) =>
      p.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 10 : 9 }),
    );
    p.text('FACTURA', 40, 125, { bold: true, size: 14 });
    p.text(`NÚMERO: ${number}`, 40, 148, { bold: true });
    p.text(`FECHA: ${dateText(issue, 'dash')}`, 40 + 28 * charWidth(9), 148);
    const size = 8.5;
    const at = (col: number) => 40 + col * charWidth(size);
    const cols: MonoCol[] = [
      { title: 'FECHA', at: 0, width: 10, align: 'left' },
      { title: 'TICKET', at: 11, width: 6, align: 'left' },
      { title: 'MATERIAL Y RECORRIDO', at: 18, width: 30, align: 'left', wrap: true },
      { title: 'TONELADAS', at: 49, width: 9, align: 'right' },
      { title: 'KM', at: 59, width: 4, align: 'right' },
      { title: 'PRECIO T/KM', at: 64, width: 11, align: 'right' },
      { title: 'IMPORTE €', at: 76, width: 11, align: 'right' },
    ];
    const rows = trips.map((t) => [dateText(t.date, 'slash'), t.ticket, U(t.route), tonnes(t.milli), String(t.km), rate(t.perTkm), money(t.amount)]);
    const y = monoTable(p, cols, rows, 172, { size }) + 8;
    const totals: Array<[string, string]> = [
      ['BASE IMPONIBLE', money(base)],
      ['IVA 21%', money(vat)],
      ['TOTAL A PAGAR', `${money(total)} €`],
    ];
    totals.forEach(([l, value], i) => {
      p.text(leader(l, 26), at(46), y + i * 12, { bold: i === 2, size });
      p.right(value, at(87), y + i * 12, { bold: i === 2, size });
    });
    p.text('PAGO: RECIBO DOMICILIADO A 60 DÍAS F.F.', 40, y + 50, { size: 8 });
    p.text(registryLine(rng, seller).toUpperCase(), 40, 800, { size: 6.5 });
  } else {
    p.text('TRANSGUADALOPE', 40, 34, { bold: true, size: 20 });
    p.text('Transporte de áridos · Movimiento de tierras · Portes', 40, 60, { size: 8 });
    p.text('Facturar a:', 330, 40, { bold: true });
    [buyer.name, buyer.street, buyer.city, `CIF: ${printNif(buyer.nif, 'dash')}`].forEach((l, i) => p.text(l, 330, 52 + i * 11, { size: 8.5 }));
    p.text('FACTURA', 40, 112, { bold: true, size: 14 });
    metaRows(
      p,
      [
        ['Factura nº:', number],
        ['Fecha factura:', dateText(issue, 'dot')],
      ],
      40,
      134,
    );
    const cols: Col[] = [
      { title: 'Fecha', x: 40, w: 55, align: 'left' },
      { title: 'Recorrido', x: 95, w: 200, align: 'left', wrap: true },
      { title: 't', x: 295, w: 50, align: 'right' },
      { title: 'km', x: 345, w: 35, align: 'right' },
      { title: '€/t·km', x: 380, w: 60, align: 'right' },
      { title: 'Importe', x: 440, w: 115, align: 'right' },
    ];
    const rows = trips.map((t) => [shortDate(t.date), t.route, quantityText(t.milli), String(t.km), rate(t.perTkm), `${money(t.amount)} €`]);
    const y = table(p, cols, rows, 175, { size: 8, rowGap: 4, borders: 'outer', headerFill: '#e6e6e6' });
    totalsColumn(
      p,
      [
        ['Base imponible', `${money(base)} €`],
        ['IVA 21 %', `${money(vat)} €`],
        ['Total factura', `${money(total)} €`],
      ],
      330,
      552,
      y + 8,
    );
    paper.hline(40, 555, 788);
    p.center(`${seller.name} · C.I.F. ${printNif(seller.nif, 'plain')} · ${seller.street} · ${townOf(seller.city)}`, 297, 794, { size: 7 });
  }
  const truth = invoiceTruth({ number, issue, due, seller, name: U(seller.name), base, vat });
  return invoiceDoc('haulier-tkm', v, truth, await paper.bytes(), buyer.nif);
}

function tripItem(rng: Rng, portesOnly: boolean): Item {
  const kind = portesOnly ? 0 : rng.int(0, 3);
  if (kind <= 1) return lineItem(rng, `Porte de ${rng.pick(AGGREGATES)} desde ${rng.pick(PITS)} a ${rng.pick(WORKS)}`, rng.int(1, 9) * 1000, 'viaje', rng.int(130, 360) * 50);
  if (kind === 2) return lineItem(rng, 'Hora de camión bañera en obra', rng.int(4, 18) * 500, 'h', rng.int(45, 65) * 100);
  return lineItem(rng, `Retirada de tierras de ${rng.pick(WORKS)} a vertedero autorizado`, rng.int(1, 8) * 1000, 'viaje', rng.int(80, 140) * 100);
}

/**
 * A self-employed haulier (DNI) in Courier: trips × price per trip and hours, 21 % VAT and the
 * 1 % IRPF withholding of the módulos regime. Variant 0: a line printer's whole-line strings in
 * upper case. Variant 1: a trade name over the person's name on the right, the customer in a box
 * titled `DATOS DEL CLIENTE`, a bordered table. Variant 2: a month's trips, each with its date and
 * delivery note, `Facturar a:`, the date written out.
 */
async function haulierTripsInvoice(rng: Rng, v: number): Promise<CorpusDocument> {
  const owner = OWNER_DRIVERS[v];
  const seller = soleTrader(rng, owner.name);
  const buyer = customer(rng);
  const issue = randomDate(rng);
  const number = [`26/${pad(rng.int(1, 250), 3)}`, `${pad(rng.int(1, 250), 3)}/2026`, `2026-${pad(rng.int(1, 400), 4)}`][v];
  const lines = Array.from({ length: rng.int(3, 7) }, () => ({ ...tripItem(rng, v === 2), date: addDays(issue, -rng.int(1, 28)), note: String(rng.int(1000, 9999)) })).sort((a, b) =>
    a.date.localeCompare(b.date),
  );
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const irpf = divRound(base, 100);
  const total = base + vat - irpf;
  const paper = new Paper();
  const p = new Pen(paper, 'Courier', 9);
  const unitText = (l: Item) => (l.unit === 'viaje' ? (l.milli === 1000 ? 'viaje' : 'viajes') : l.unit);
  let name = seller.name;
  if (v === 0) {
    name = seller.name.toUpperCase();
    const cx = 40 + 52 * charWidth(9);
    p.text(name, 40, 40, { bold: true, size: 11 });
    p.text('TRANSPORTE DE MERCANCÍAS POR CARRETERA', 40, 55);
    p.text(seller.street.toUpperCase(), 40, 66);
    p.text(seller.city.toUpperCase(), 40, 77);
    p.text(`N.I.F.: ${printNif(seller.nif, 'dash')}    TFNO.: ${seller.phone}`, 40, 88);
    p.text('CLIENTE:', cx, 40, { bold: true });
    [buyer.name.toUpperCase(), buyer.street.toUpperCase(), buyer.city.toUpperCase(), `C.I.F.: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, cx, 52 + i * 11));
    p.text(`FACTURA Nº: ${number}`, 40, 122, { bold: true });
    p.text(`FECHA: ${dateText(issue, 'slash')}`, 40, 134);
    const size = 8.5;
    const fields = (d: string, q: string, u: string, pr: string, a: string) => `${d.padEnd(46)}${q.padStart(6)} ${u.padEnd(7)}${pr.padStart(12)}${a.padStart(14)}`;
    const rule = '-'.repeat(86);
    let y = 160;
    p.text(rule, 40, y, { size });
    y += 11;
    p.text(fields('CONCEPTO', 'CANT.', 'UD.', 'PRECIO', 'IMPORTE'), 40, y, { size, bold: true });
    y += 11;
    p.text(rule, 40, y, { size });
    y += 12;
    for (const l of lines) {
      const parts = wrapChars(l.description.toUpperCase(), 44);
      p.text(fields(parts[0], quantityText(l.milli), unitText(l).toUpperCase(), money(l.price), money(l.subtotal)), 40, y, { size });
      parts.slice(1).forEach((part, k) => p.text(part, 40, y + (k + 1) * 11, { size }));
      y += 11 * parts.length;
    }
    p.text(rule, 40, y, { size });
    y += 16;
    const totals: Array<[string, string]> = [
      ['BASE IMPONIBLE', money(base)],
      ['I.V.A. 21 %', money(vat)],
      ['RETENCION I.R.P.F. 1 %', `-${money(irpf)}`],
      ['TOTAL FACTURA', money(total)],
    ];
    totals.forEach(([l, value], i) => p.text(`${' '.repeat(40)}${leader(l, 30)}${value.padStart(16)}`, 40, y + i * 12, { size, bold: i === 3 }));
    p.text('ACTIVIDAD EN ESTIMACION OBJETIVA. RETENCION DEL 1 % (ART. 95.6 DEL REGLAMENTO DEL IRPF).', 40, 770, { size: 7 });
    p.text(`PAGO POR TRANSFERENCIA A ${ibanOf(rng)}`, 40, 781, { size: 7 });
  } else if (v === 1) {
    p.right(owner.trade, 555, 36, { bold: true, size: 16 });
    [seller.name, `NIF ${printNif(seller.nif, 'plain')}`, seller.street, seller.city, `Móvil ${seller.phone}`].forEach((l, i) => p.right(l, 555, 60 + i * 11, { size: 8.5 }));
    paper.box(40, 40, 250, 70);
    p.text('DATOS DEL CLIENTE', 48, 45, { bold: true, size: 7.5 });
    [buyer.name, buyer.street, buyer.city, `CIF ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 48, 58 + i * 12, { size: 8.5 }));
    p.text('FACTURA', 40, 140, { bold: true, size: 14 });
    p.text(`Número: ${number}`, 40, 162);
    p.text(`Fecha: ${dateText(issue, 'slash')}`, 220, 162);
    const cols: Col[] = [
      { title: 'Concepto', x: 40, w: 245, align: 'left', wrap: true },
      { title: 'Cantidad', x: 285, w: 75, align: 'right' },
      { title: 'Precio', x: 360, w: 85, align: 'right' },
      { title: 'Importe', x: 445, w: 110, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, `${quantityText(l.milli)} ${unitText(l)}`, `${money(l.price)} €`, `${money(l.subtotal)} €`]);
    const y = table(p, cols, rows, 188, { size: 8.5, rowGap: 4, borders: 'outer', headerFill: '#e6e6e6' });
    totalsColumn(
      p,
      [
        ['Base imponible', `${money(base)} €`],
        ['IVA (21 %)', `${money(vat)} €`],
        ['Ret. IRPF (1 %)', `-${money(irpf)} €`],
        ['TOTAL A PAGAR', `${money(total)} €`],
      ],
      320,
      552,
      y + 10,
      { size: 8.5, gap: 13 },
    );
    p.text(`Pago por transferencia: ${ibanOf(rng)}`, 40, 770, { size: 8 });
  } else {
    p.text(seller.name, 40, 40, { bold: true, size: 12 });
    p.text(`${owner.trade} · Transporte de áridos y tierras`, 40, 56, { size: 8 });
    p.text(`D.N.I.: ${printNif(seller.nif, 'dots')}`, 40, 67, { size: 8 });
    p.text(`${seller.street} · ${townOf(seller.city)}`, 40, 78, { size: 8 });
    p.text('Facturar a:', 330, 40, { bold: true });
    [buyer.name, buyer.street, buyer.city, `C.I.F.: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 330, 52 + i * 11, { size: 8.5 }));
    p.text('FACTURA', 40, 110, { bold: true, size: 13 });
    p.text(`Factura: ${number}`, 40, 130);
    p.text(`Fecha de factura: ${dateText(issue, 'long')}`, 40, 142);
    p.text('Relación de portes del periodo:', 40, 166, { size: 8 });
    const cols: MonoCol[] = [
      { title: 'FECHA', at: 0, width: 8, align: 'left' },
      { title: 'ALBARÁN', at: 9, width: 7, align: 'left' },
      { title: 'CONCEPTO', at: 17, width: 36, align: 'left', wrap: true },
      { title: 'VIAJES', at: 54, width: 6, align: 'right' },
      { title: 'PRECIO', at: 61, width: 10, align: 'right' },
      { title: 'IMPORTE', at: 72, width: 12, align: 'right' },
    ];
    const rows = lines.map((l) => [shortDate(l.date), l.note, l.description, quantityText(l.milli), money(l.price), money(l.subtotal)]);
    const y = monoTable(p, cols, rows, 180, { size: 8, rule: '=' }) + 6;
    const at8 = (col: number) => 40 + col * charWidth(8);
    const totals: Array<[string, string]> = [
      ['Base imponible', money(base)],
      ['IVA 21 %', money(vat)],
      ['Retención 1 %', `-${money(irpf)}`],
      ['TOTAL A PERCIBIR', money(total)],
    ];
    totals.forEach(([l, value], i) => {
      p.text(leader(l, 26), at8(44), y + i * 12, { size: 8, bold: i === 3 });
      p.right(value, at8(84), y + i * 12, { size: 8, bold: i === 3 });
    });
    p.text('Actividad en estimación objetiva: retención del 1 % (art. 95.6 RIRPF).', 40, 770, { size: 7.5 });
  }
  const truth = invoiceTruth({ number, issue, seller, name, base, vat, irpf });
  return invoiceDoc('haulier-trips', v, truth, await paper.bytes(), buyer.nif);
}

const SUBCONTRACTORS = ['Revestimientos y Tabiquería Alcarria, S.L.', 'Estructuras de Hormigón Bidasoa, S.L.', 'Ferralla y Encofrados Montejurra, S.L.U.'];

/**
 * A subcontractor's construction-work invoice under reverse charge: no VAT charged, the legal
 * wording. Variant 0: the customer unlabelled in a box, `Nº:` under the title, an `IVA (inversión
 * del sujeto pasivo) 0,00 €` line, the registry line. Variant 1: a certification with quantities
 * a origen, anterior and actual, a `Total a origen` summary above the invoice totals, a due date.
 * Variant 2: no VAT amount at all, a retention in guarantee and `Líquido a percibir` under the
 * total, units with the quantities.
 */
async function reverseChargeInvoice(rng: Rng, v: number): Promise<CorpusDocument> {
  const seller = firm(rng, SUBCONTRACTORS[v]);
  const buyer = customer(rng);
  const issue = randomDate(rng);
  const due = v === 1 ? addDays(issue, 60) : undefined;
  const number = [`2026-${pad(rng.int(1, 300), 3)}`, `2026/${pad(rng.int(1, 999), 4)}`, `S${rng.int(100, 999)}/26`][v];
  const site = `${rng.pick(WORKS).replace(/^Obra /, '')}, ${townOf(rng.pick(TOWNS)[0])}`;
  const paper = new Paper();
  const p = new Pen(paper);
  let base: number;
  if (v === 0) {
    const lines = pickItems(rng, SUBCONTRACT, rng.int(2, 6));
    base = sum(lines.map((l) => l.subtotal));
    p.text(seller.name, 40, 40, { size: 12, bold: true });
    [seller.street, seller.city, `CIF: ${printNif(seller.nif, 'dash')}`, `Tel. ${seller.phone}`].forEach((l, i) => p.text(l, 40, 57 + i * 12));
    p.right('FACTURA', 555, 38, { size: 18, bold: true });
    p.text(`Nº: ${number}`, 410, 66, { bold: true });
    p.text(`Fecha: ${dateText(issue, 'slash')}`, 410, 80);
    paper.box(320, 104, 235, 62);
    [buyer.name, buyer.street, buyer.city, `C.I.F.: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 328, 111 + i * 12, { bold: i === 0 }));
    p.text(`Obra: ${site}`, 40, 140);
    const cols: Col[] = [
      { title: 'Descripción', x: 40, w: 250, align: 'left', wrap: true },
      { title: 'Medición', x: 290, w: 65, align: 'right' },
      { title: 'Ud.', x: 355, w: 30, align: 'center' },
      { title: 'Precio', x: 385, w: 70, align: 'right' },
      { title: 'Importe', x: 455, w: 100, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 185, { size: 8.5, rowGap: 5, borders: 'outer', headerFill: '#e6e6e6' });
    const ty = totalsColumn(
      p,
      [
        ['Base imponible', `${money(base)} €`],
        ['IVA (inversión del sujeto pasivo)', '0,00 €'],
        ['Total factura', `${money(base)} €`],
      ],
      330,
      552,
      y + 8,
    );
    paper.box(40, ty + 14, 515, 34);
    p.paragraph(
      'Operación con inversión del sujeto pasivo según el artículo 84.Uno.2º f) de la Ley 37/1992 del IVA: ejecución de obra para un empresario contratista. El IVA lo declara el destinatario.',
      46,
      ty + 19,
      503,
      { size: 8 },
    );
    p.text(registryLine(rng, seller), 40, 800, { size: 6.5 });
  } else if (v === 1) {
    const pool = [...SUBCONTRACT];
    const lines = Array.from({ length: rng.int(3, 6) }, () => {
      const prod = pool.splice(rng.int(0, pool.length - 1), 1)[0];
      const units = rng.int(Math.ceil(prod.qty[0] / 1000), Math.floor(prod.qty[1] / 1000));
      const previous = rng.int(0, units * 3);
      const price = rng.int(prod.price[0], prod.price[1]);
      return { ...lineItem(rng, prod.description, units * 1000, prod.unit, price), previous, origin: previous + units };
    });
    base = sum(lines.map((l) => l.subtotal));
    const atOrigin = sum(lines.map((l) => l.origin * l.price));
    const before = sum(lines.map((l) => l.previous * l.price));
    [seller.name, seller.street, seller.city, `C.I.F. ${printNif(seller.nif, 'dots')}`, `Tel. ${seller.phone}`].forEach((l, i) =>
      p.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 11 : 8.5 }),
    );
    p.text('FACTURA', 40, 38, { size: 16, bold: true });
    metaRows(
      p,
      [
        ['Factura nº:', number],
        ['Fecha:', dateText(issue, 'slash')],
        ['Vencimiento:', dateText(due!, 'slash')],
        ['Certificación nº:', String(rng.int(2, 9))],
      ],
      40,
      62,
    );
    p.text('Cliente:', 40, 128, { bold: true });
    [buyer.name, `${buyer.street}, ${buyer.city}`, `CIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 40, 141 + i * 12));
    p.text('Obra:', 330, 128, { bold: true });
    p.text(site, 330, 141);
    const cols: Col[] = [
      { title: 'Descripción', x: 40, w: 190, align: 'left', wrap: true },
      { title: 'Ud.', x: 230, w: 25, align: 'center' },
      { title: 'Precio', x: 255, w: 50, align: 'right' },
      { title: ['Medición', 'a origen'], x: 305, w: 55, align: 'right' },
      { title: ['Medición', 'anterior'], x: 360, w: 55, align: 'right' },
      { title: ['Medición', 'actual'], x: 415, w: 55, align: 'right' },
      { title: 'Importe', x: 470, w: 85, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, l.unit, money(l.price), quantityText(l.origin * 1000), quantityText(l.previous * 1000), quantityText(l.milli), money(l.subtotal)]);
    const y = table(p, cols, rows, 190, { size: 7.5, rowGap: 4.5, borders: 'grid', headerFill: '#e6e6e6' });
    p.text('Resumen de la certificación', 330, y + 6, { bold: true, size: 8 });
    const ry = totalsColumn(
      p,
      [
        ['Total a origen', money(atOrigin)],
        ['Certificado anterior', money(before)],
        ['Esta certificación', money(base)],
      ],
      330,
      552,
      y + 20,
      { size: 8.5, gap: 12, boldLast: false },
    );
    paper.hline(330, 555, ry + 2);
    totalsColumn(
      p,
      [
        ['Base imponible', money(base)],
        ['I.V.A. 0 %', '0,00'],
        ['Total factura', `${money(base)} €`],
      ],
      330,
      552,
      ry + 8,
    );
    p.paragraph('Factura sin IVA: inversión del sujeto pasivo (art. 84.Uno.2º f LIVA). El IVA será autoliquidado por el destinatario.', 40, ry + 70, 515, { size: 8 });
    p.text(`Forma de pago: confirming a 60 días. IBAN ${ibanOf(rng)}`, 40, 780, { size: 7.5 });
  } else {
    const lines = pickItems(rng, SUBCONTRACT, rng.int(2, 5));
    base = sum(lines.map((l) => l.subtotal));
    const guarantee = divRound(base * 5, 100);
    p.text(seller.name, 40, 40, { size: 12, bold: true });
    [seller.street, seller.city, `N.I.F.: ${printNif(seller.nif, 'plain')}`, `administracion@${seller.name.split(' ')[0].toLowerCase().normalize('NFD').replace(/[^a-z]/g, '')}.es`].forEach((l, i) =>
      p.text(l, 40, 57 + i * 11, { size: 8.5 }),
    );
    p.text('Facturar a:', 330, 40, { bold: true });
    [buyer.name, buyer.street, buyer.city, `NIF: ${printNif(buyer.nif, 'dash')}`].forEach((l, i) => p.text(l, 330, 53 + i * 12));
    p.text('FACTURA', 40, 118, { size: 15, bold: true });
    p.text(`Factura nº: ${number}`, 40, 140);
    p.text(`Fecha: ${dateText(issue, 'dash')}`, 40, 153);
    p.text(`Obra: ${site}`, 330, 140);
    const cols: Col[] = [
      { title: 'Concepto', x: 40, w: 230, align: 'left', wrap: true },
      { title: 'Cantidad', x: 270, w: 90, align: 'right' },
      { title: 'Precio/ud', x: 360, w: 80, align: 'right' },
      { title: 'Importe', x: 440, w: 115, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 180, { size: 8.5, rowGap: 5, borders: 'none', ruleAbove: true, ruleBelow: true });
    p.text('Base imponible', 330, y + 8);
    p.right(money(base), 552, y + 8);
    p.text('IVA: inversión del sujeto pasivo', 330, y + 23, { size: 8 });
    p.text('Total factura', 330, y + 38, { bold: true });
    p.right(money(base), 552, y + 38, { bold: true });
    p.text('Retención en garantía 5 %', 330, y + 58);
    p.right(`-${money(guarantee)}`, 552, y + 58);
    p.text('Líquido a percibir', 330, y + 73, { bold: true });
    p.right(money(base - guarantee), 552, y + 73, { bold: true });
    p.paragraph(
      'Inversión del sujeto pasivo, art. 84.Uno.2º f) de la Ley 37/1992: el destinatario es el sujeto pasivo del impuesto. La retención en garantía se devolverá a la recepción de la obra.',
      40,
      y + 100,
      515,
      { size: 8 },
    );
  }
  const truth = invoiceTruth({ number, issue, due, seller, base, vat: 0, reverse: true });
  return invoiceDoc('reverse-subcontract', v, truth, await paper.bytes(), buyer.nif);
}

const LETTER_WORK: Array<{ activity: string; products: Product[] }> = [
  {
    activity: 'Cerrajería artística e industrial',
    products: [
      { description: 'Barandilla de acero en escalera comunitaria, imprimada y pintada', unit: 'm', price: [8500, 14000], qty: [4000, 60000, 500] },
      { description: 'Reja de ventana de 120x100 cm con pletina de 30x8', unit: 'ud', price: [18000, 26000], qty: [1000, 12000, 1000] },
      { description: 'Puerta de chapa para cuarto de contadores', unit: 'ud', price: [35000, 52000], qty: [1000, 3000, 1000] },
      { description: 'Pasamanos de tubo de acero inoxidable Ø43', unit: 'm', price: [4500, 7000], qty: [4000, 40000, 500] },
    ],
  },
  {
    activity: 'Pintura y decoración',
    products: [
      { description: 'Pintura plástica lisa en paramentos verticales de viviendas', unit: 'm²', price: [450, 700], qty: [50000, 900000, 10] },
      { description: 'Esmalte sintético en barandillas y cerrajería', unit: 'm', price: [600, 900], qty: [10000, 120000, 500] },
      { description: 'Pintura de garaje y señalización de plazas', unit: 'm²', price: [300, 500], qty: [100000, 800000, 10] },
    ],
  },
  {
    activity: 'Carpintería de obra y ebanistería',
    products: [
      { description: 'Puerta de paso lacada en blanco, colocada con herrajes', unit: 'ud', price: [18000, 26000], qty: [2000, 30000, 1000] },
      { description: 'Rodapié de DM lacado de 7 cm, colocado', unit: 'm', price: [500, 800], qty: [20000, 300000, 500] },
      { description: 'Armario empotrado de dos hojas correderas', unit: 'ud', price: [45000, 70000], qty: [1000, 10000, 1000] },
      { description: 'Tarima flotante AC4 colocada sobre lámina', unit: 'm²', price: [1800, 2600], qty: [20000, 250000, 10] },
    ],
  },
];

/**
 * A hand-made letter in Times-Roman: the place and the date written out (`Valladolid, 3 de marzo
 * de 2026`) instead of a date label, the amount in words (`Son: ...`). Variant 0: a centred
 * letterhead, the date top right, `Cliente:`, the work as lines of prose with dotted leaders.
 * Variant 1 (not regular): a painter's letter to `Sres. de ...` with no party label at all.
 * Variant 2: `Datos del cliente:`, a work period in the body (other dates), the phrase `conforme
 * al presupuesto aceptado`, the place and date at the foot over the signature.
 */
async function timesLetterInvoice(rng: Rng, v: number): Promise<CorpusDocument> {
  const work = LETTER_WORK[v];
  const seller = v === 1 ? soleTrader(rng, 'Eusebio Gallardo Pineda') : firm(rng, v === 0 ? 'Cerrajería Artística Valdés, S.L.' : 'Carpintería de Madera Hermanos Ocaña, S.L.');
  const buyer = customer(rng);
  const issue = randomDate(rng);
  const n = rng.int(3, 160);
  const number = [`${n}/2026`, `${n}/2026`, `2026-${pad(n, 3)}`][v];
  const lines = pickItems(rng, work.products, rng.int(2, work.products.length));
  const base = sum(lines.map((l) => l.subtotal));
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const site = `${rng.pick(WORKS).replace(/^Obra /, '')}, ${townOf(rng.pick(TOWNS)[0])}`;
  const town = townOf(seller.city);
  const paper = new Paper();
  const p = new Pen(paper, 'Times', 11);
  const hand = new Pen(paper, 'Times');
  let y: number;
  if (v === 0) {
    p.center(seller.name, 297, 40, { size: 16, bold: true });
    p.center(work.activity, 297, 60, { size: 9.5, italic: true });
    p.center(`${seller.street} - ${seller.city}`, 297, 73, { size: 9.5 });
    p.center(`N.I.F.: ${printNif(seller.nif, 'plain')} - Tel. ${seller.phone}`, 297, 85, { size: 9.5 });
    paper.hline(150, 445, 101);
    p.right(`${town}, ${dateText(issue, 'long')}`, 555, 122);
    p.text('Cliente:', 40, 150, { bold: true });
    [buyer.name, buyer.street, buyer.city, `C.I.F.: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 40, 165 + i * 14));
    p.text(`FACTURA Nº ${number}`, 40, 240, { bold: true, size: 13 });
    y = p.paragraph(`Por los trabajos de cerrajería realizados en la obra de ${site}, de acuerdo con su pedido:`, 40, 266, 515);
    y += 8;
    for (const l of lines) {
      const parts = p.wrap(`– ${l.description}: ${quantityText(l.milli)} ${l.unit} a ${money(l.price)} €/${l.unit}`, 380);
      parts.forEach((part, k) => p.text(part, 50, y + k * 15));
      const lastY = y + (parts.length - 1) * 15;
      const amount = `${money(l.subtotal)} €`;
      const from = 50 + p.widthOf(parts[parts.length - 1]) + 4;
      const to = 555 - p.widthOf(amount) - 6;
      p.text('.'.repeat(Math.max(3, Math.floor((to - from) / p.widthOf('.')))), from, lastY);
      p.right(amount, 555, lastY);
      y += parts.length * 15 + 4;
    }
    y += 10;
    paper.hline(330, 555, y - 4);
    totalsColumn(
      p,
      [
        ['Base imponible', `${money(base)} €`],
        ['I.V.A. 21 %', `${money(vat)} €`],
        ['Total factura', `${money(total)} €`],
      ],
      330,
      555,
      y + 2,
      { gap: 16 },
    );
    y += 60;
    y = p.paragraph(`Son: ${euroWords(total)}.`, 40, y, 515, { italic: true });
    p.text(`Forma de pago: transferencia a la cuenta ${ibanOf(rng)}`, 40, y + 14, { size: 10 });
    p.text('Atentamente,', 40, y + 50);
    hand.slanted(rng.pick(['R. Valdés', 'Ramón Valdés']), 60, y + 82, -4, { size: 16, italic: true });
    p.text('Fdo.: Ramón Valdés Iglesias, gerente', 40, y + 100, { size: 10 });
  } else if (v === 1) {
    p.text(seller.name, 40, 40, { size: 14, bold: true });
    p.text(work.activity, 40, 58, { size: 10, italic: true });
    p.text(seller.street, 40, 71, { size: 10 });
    p.text(seller.city, 40, 84, { size: 10 });
    p.text(`N.I.F.: ${printNif(seller.nif, 'dash')}`, 40, 97, { size: 10 });
    p.text(`Tel. ${seller.phone}`, 40, 110, { size: 10 });
    p.right(`${town}, ${dateText(issue, 'long')}`, 555, 150);
    ['Sres. de', buyer.name, buyer.street, buyer.city, `C.I.F. ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 320, 178 + i * 14, { bold: i === 1 }));
    p.text(`Asunto: Factura nº ${number}`, 40, 268, { bold: true });
    p.text('Muy señores míos:', 40, 292);
    y = p.paragraph(
      `Les remito la factura de los trabajos de pintura realizados en su obra de ${site}, una vez terminados y revisados con su encargado, con el siguiente detalle:`,
      40,
      312,
      515,
    );
    const cols: Col[] = [
      { title: 'Concepto', x: 40, w: 265, align: 'left', wrap: true },
      { title: 'Medición', x: 305, w: 80, align: 'right' },
      { title: 'Precio', x: 385, w: 70, align: 'right' },
      { title: 'Importe', x: 455, w: 100, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, `${quantityText(l.milli)} ${l.unit}`, `${money(l.price)} €`, `${money(l.subtotal)} €`]);
    y = table(p, cols, rows, y + 10, { size: 10, rowGap: 4, borders: 'grid', pad: 5 });
    y = totalsColumn(
      p,
      [
        ['Base imponible', `${money(base)} €`],
        ['IVA 21 %', `${money(vat)} €`],
        ['Total', `${money(total)} €`],
      ],
      360,
      552,
      y + 6,
    );
    y = p.paragraph(`Son: ${euroWords(total)}.`, 40, y + 12, 515, { italic: true });
    p.text('Sin otro particular, les saluda atentamente,', 40, y + 20);
    hand.slanted('E. Gallardo', 70, y + 56, -5, { size: 17, italic: true });
    p.text(`Fdo.: ${seller.name}`, 40, y + 76, { size: 10 });
    p.text(`Forma de pago: transferencia bancaria a ${ibanOf(rng)}`, 40, 780, { size: 9.5 });
  } else {
    const lastOfMonth = addDays(`${issue.slice(0, 7)}-01`, -1);
    const [year, month] = lastOfMonth.split('-').map(Number);
    const endDay = rng.int(15, 27);
    p.text(seller.name, 40, 40, { size: 15, bold: true });
    p.text(work.activity, 40, 59, { size: 10, italic: true });
    p.text(`${seller.street} · ${seller.city}`, 40, 72, { size: 10 });
    p.text(`C.I.F. ${printNif(seller.nif, 'dots')} · Tel. ${seller.phone}`, 40, 85, { size: 10 });
    paper.hline(40, 555, 100);
    p.text('Datos del cliente:', 40, 122, { bold: true });
    [buyer.name, buyer.street, buyer.city, `CIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 40, 137 + i * 14));
    p.text(`Factura número: ${number}`, 330, 122, { bold: true, size: 12 });
    y = p.paragraph(
      `Trabajos de carpintería realizados entre el 2 y el ${endDay} de ${MONTHS[month - 1]} de ${year} en la obra de ${site}, conforme al presupuesto aceptado:`,
      40,
      214,
      515,
    );
    const cols: Col[] = [
      { title: 'Concepto', x: 40, w: 245, align: 'left', wrap: true },
      { title: 'Cantidad', x: 285, w: 70, align: 'right' },
      { title: 'Ud.', x: 355, w: 35, align: 'center' },
      { title: 'Precio', x: 390, w: 75, align: 'right' },
      { title: 'Importe', x: 465, w: 90, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]);
    y = table(p, cols, rows, y + 10, { size: 10.5, rowGap: 4, borders: 'outer', pad: 5 });
    const totals: Array<[string, string]> = [
      ['Base imponible', money(base)],
      ['I.V.A. 21 %', money(vat)],
      ['Total factura', `${money(total)} €`],
    ];
    totals.forEach(([l, value], i) => {
      paper.box(355, y + 6 + i * 18, 110, 18);
      paper.box(465, y + 6 + i * 18, 90, 18);
      p.text(l, 360, y + 10 + i * 18, { size: 10.5, bold: i === 2 });
      p.right(value, 550, y + 10 + i * 18, { size: 10.5, bold: i === 2 });
    });
    y += 70;
    y = p.paragraph(`Son: ${euroWords(total)}.`, 40, y, 515, { italic: true });
    p.text(`Forma de pago: transferencia a ${ibanOf(rng)}`, 40, y + 12, { size: 10 });
    p.text(`${town}, ${dateText(issue, 'long')}`, 40, y + 50);
    hand.slanted('Luis Ocaña', 70, y + 86, -4, { size: 16, italic: true });
    p.text('Fdo.: Luis Ocaña Ferrer, administrador', 40, y + 104, { size: 10 });
  }
  const truth = invoiceTruth({ number, issue, seller, base, vat });
  // `Sres. de` addresses the letter to the customer: its block is the customer's, the painter's N.I.F. the seller's.
  return invoiceDoc('times-letter', v, truth, await paper.bytes(), buyer.nif);
}

// ---------------------------------------------------------------------------------------------
// Delivery notes

const CARRIER_SUPPLIERS = ['Prefabricados de Hormigón Tiétar, S.A.', 'Ladrillos y Tejas del Alberche, S.L.', 'Distribuciones Siderúrgicas Nalón, S.L.'];

/**
 * A supplier's delivery note with the carrier who brought it: `Transportista` with its own CIF,
 * the driver (with a DNI in two variants), the plate, `Recibí conforme`. Variant 0: supplier top
 * left, `Albarán nº` and `F. entrega`, `Cliente`, a bordered table with the unit in a column, the
 * carrier in a box at the foot. Variant 1: supplier top right, `Núm. albarán`, the customer
 * unlabelled in a box, the carrier beside it, a borderless table with the unit after the
 * quantity, amounts without €, the registry line. Variant 2: boxes titled `EXPEDIDOR`,
 * `DESTINATARIO` and `TRANSPORTISTA`, the number in the title, a ruled grid, VAT and a total
 * under the net amount.
 */
async function carrierNote(rng: Rng, v: number): Promise<CorpusDocument> {
  const seller = firm(rng, CARRIER_SUPPLIERS[v]);
  const buyer = customer(rng);
  const carrier = firm(rng, CARRIERS[v]);
  const driver = rng.pick(DRIVERS);
  const driverId = dniOf(rng);
  const lines = [...pickItems(rng, MATERIALS, rng.int(1, 6)), ...(rng.chance(0.6) ? [itemOf(rng, PALLET)] : [])];
  const number = [`AE-${rng.int(10000, 99999)}`, String(rng.int(100000, 999999)), pad(rng.int(1, 99999), 6)][v];
  const date = randomDate(rng);
  const subtotal = sum(lines.map((l) => l.subtotal));
  const truckPlate = plate(rng);
  const paper = new Paper();
  const p = new Pen(paper);
  const hand = new Pen(paper, 'Times');
  if (v === 0) {
    p.text(seller.name, 40, 40, { size: 12, bold: true });
    p.text(seller.street, 40, 56, { size: 8.5 });
    p.text(seller.city, 40, 67, { size: 8.5 });
    p.text(`CIF: ${printNif(seller.nif, 'dash')} · Tel. ${seller.phone}`, 40, 78, { size: 8.5 });
    p.right('ALBARÁN DE ENTREGA', 555, 40, { size: 14, bold: true });
    metaRows(
      p,
      [
        ['Albarán nº:', number],
        ['F. entrega:', dateText(date, 'slash')],
        ['Su pedido:', `PC-${rng.int(1000, 9999)}`],
      ],
      380,
      62,
    );
    p.text('Cliente', 40, 110, { bold: true });
    [buyer.name, `${buyer.street}, ${buyer.city}`, `CIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 40, 123 + i * 12));
    p.text('Lugar de descarga', 330, 110, { bold: true });
    p.text(rng.pick(WORKS), 330, 123);
    p.text(rng.pick(TOWNS)[0], 330, 135);
    const cols: Col[] = [
      { title: 'Código', x: 40, w: 55, align: 'left' },
      { title: 'Descripción', x: 95, w: 220, align: 'left', wrap: true },
      { title: 'Cantidad', x: 315, w: 65, align: 'right' },
      { title: 'Ud.', x: 380, w: 30, align: 'center' },
      { title: 'Precio', x: 410, w: 65, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    const rows = lines.map((l) => [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 170, { size: 8.5, rowGap: 5, borders: 'outer', headerFill: '#e6e6e6' });
    p.text('Total albarán', 400, y + 6, { bold: true });
    p.right(money(subtotal, 'suffix'), 552, y + 6, { bold: true });
    const by = y + 34;
    paper.box(40, by, 515, 50);
    p.text('TRANSPORTE', 46, by + 5, { bold: true, size: 7.5 });
    p.text(`Transportista: ${carrier.name} - CIF ${printNif(carrier.nif, 'plain')}`, 46, by + 17, { size: 8.5 });
    p.text(`Conductor: ${driver} - DNI ${printNif(driverId, 'dash')}`, 46, by + 29, { size: 8.5 });
    p.text(`Matrícula: ${truckPlate}    Remolque: ${trailer(rng)}`, 46, by + 41, { size: 8.5 });
    const sy = by + 64;
    paper.box(40, sy, 255, 70);
    p.text('Recibí conforme (firma, nombre y DNI)', 46, sy + 5, { size: 7.5 });
    hand.slanted(rng.pick(['J. Pérez', 'M. Gómez', 'Antonio R.']), 80, sy + 48, -4, { size: 14, italic: true });
    paper.box(300, sy, 255, 70);
    p.text('Firma del conductor', 306, sy + 5, { size: 7.5 });
  } else if (v === 1) {
    [seller.name, seller.street, seller.city, `C.I.F. ${printNif(seller.nif, 'plain')}`, `Tel. ${seller.phone}`].forEach((l, i) =>
      p.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 11 : 8.5 }),
    );
    p.text('ALBARÁN', 40, 40, { size: 16, bold: true });
    p.text(`Núm. albarán: ${number}`, 40, 64, { bold: true });
    p.text(`Fecha: ${dateText(date, 'dash')}`, 40, 78);
    paper.box(40, 104, 255, 62);
    [buyer.name, buyer.street, buyer.city, `CIF ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 48, 111 + i * 12, { bold: i === 0 }));
    p.text('Transportista:', 330, 108, { bold: true });
    p.text(carrier.name, 330, 121);
    p.text(`CIF: ${printNif(carrier.nif, 'dash')}`, 330, 133);
    p.text(`Conductor: ${driver} (DNI ${driverId})`, 330, 145, { size: 8.5 });
    p.text(`Matrícula: ${truckPlate}`, 330, 157, { size: 8.5 });
    const cols: Col[] = [
      { title: 'Descripción', x: 40, w: 275, align: 'left', wrap: true },
      { title: 'Cantidad', x: 315, w: 70, align: 'right' },
      { title: 'Precio', x: 385, w: 80, align: 'right' },
      { title: 'Importe', x: 465, w: 90, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 190, { size: 8.5, rowGap: 5, borders: 'none', ruleAbove: true, ruleBelow: true });
    p.text('Total', 400, y + 6, { bold: true });
    p.right(money(subtotal), 552, y + 6, { bold: true });
    p.text('Recibí conforme:', 40, y + 40, { size: 8.5 });
    hand.slanted(rng.pick(['F. Ruiz', 'Juanma', 'P. Lorenzo']), 120, y + 44, -3, { size: 14, italic: true });
    p.text('Hora de descarga: ____________', 330, y + 40, { size: 8.5 });
    p.text(registryLine(rng, seller), 40, 800, { size: 6.5 });
  } else {
    p.text(`ALBARÁN Nº ${number}`, 40, 38, { size: 15, bold: true });
    p.text(`Fecha entrega: ${dateText(date, 'dot')}`, 40, 60);
    p.right(`Pedido: ${rng.int(100, 999)}/${rng.int(10, 99)}`, 555, 60);
    const boxes: Array<[string, string[]]> = [
      ['EXPEDIDOR', [seller.name, seller.street, seller.city, `CIF ${printNif(seller.nif, 'plain')}`]],
      ['DESTINATARIO', [buyer.name, buyer.street, buyer.city, `CIF ${printNif(buyer.nif, 'plain')}`]],
    ];
    boxes.forEach(([title, content], i) => {
      const x = 40 + i * 260;
      paper.box(x, 80, 255, 70);
      p.text(title, x + 6, 85, { bold: true, size: 7.5 });
      content.forEach((l, k) => p.text(l, x + 6, 98 + k * 12, { bold: k === 0, size: 8.5 }));
    });
    paper.box(40, 156, 515, 36);
    p.text('TRANSPORTISTA', 46, 161, { bold: true, size: 7.5 });
    p.text(`${carrier.name} · CIF ${printNif(carrier.nif, 'plain')}`, 46, 174, { size: 8.5 });
    p.text(`Conductor: ${driver}    Matrícula: ${truckPlate}`, 300, 174, { size: 8.5 });
    const cols: Col[] = [
      { title: 'Descripción', x: 40, w: 255, align: 'left', wrap: true },
      { title: 'Cantidad', x: 295, w: 70, align: 'right' },
      { title: 'Ud.', x: 365, w: 30, align: 'center' },
      { title: 'Precio', x: 395, w: 70, align: 'right' },
      { title: 'Importe', x: 465, w: 90, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 210, { size: 8.5, rowGap: 5, borders: 'grid', headerFill: '#e6e6e6' });
    const vat = divRound(subtotal * 21, 100);
    totalsColumn(
      p,
      [
        ['Importe neto', money(subtotal)],
        ['IVA 21 %', money(vat)],
        ['Total', money(subtotal + vat, 'suffix')],
      ],
      390,
      552,
      y + 6,
    );
    const sy = y + 60;
    paper.box(40, sy, 255, 64);
    p.text('Recibí conforme', 46, sy + 5, { size: 7.5, bold: true });
    p.text('Nombre, DNI y firma:', 46, sy + 16, { size: 7.5 });
    hand.slanted(rng.pick(['L. Sanz', 'Óscar M.']), 90, sy + 48, -3, { size: 14, italic: true });
    paper.box(300, sy, 255, 64);
    p.text('Firma del transportista', 306, sy + 5, { size: 7.5 });
  }
  return noteDoc('carrier-note', v, noteTruth(number, date, seller, lines), await paper.bytes(), buyer.nif);
}

const MERCHANTS = [
  { legal: 'Almacenes de Construcción Berrocal, S.L.', trade: 'BERROCAL MATERIALES' },
  { legal: 'Materiales y Bricolaje Navaleno, S.A.', trade: 'BRICO NAVALENO' },
  { legal: 'Comercial de Saneamientos Órbigo, S.L.', trade: 'SANEAMIENTOS ÓRBIGO' },
];

const OPERATORS = ['PILAR', 'JAVI G.', 'MANOLO', 'LUIS', 'TIENDA 2'];

/**
 * A builder's merchant's counter sale (venta mostrador) on A4: ticket number, till, operator, a
 * customer account. Variant 0: the word `albarán` only in the foot (`Documento válido como albarán
 * de entrega`), `Ticket nº`, the hour after the date, a borderless table with the unit after the
 * quantity. Variant 1: a band of cells (`Nº | Fecha | Hora | Caja | Operador | Cód. cliente`), a
 * bordered table with a unit column, `Total €`. Variant 2: prices with VAT included, the total
 * equal to the lines and the VAT breakdown under it.
 */
async function counterSaleNote(rng: Rng, v: number): Promise<CorpusDocument> {
  const merchant = MERCHANTS[v];
  const seller = firm(rng, merchant.legal);
  const buyer = customer(rng);
  const lines = pickItems(rng, COUNTER, rng.int(3, 9));
  const number = [`${rng.int(1, 4)}-${pad(rng.int(1, 999999), 6)}`, `MT${rng.int(100000, 999999)}`, `T${rng.int(1, 3)}/${rng.int(10000, 99999)}`][v];
  const date = randomDate(rng);
  const time = hour(rng, 7, 19);
  const till = String(rng.int(1, 4));
  const operator = rng.pick(OPERATORS);
  const account = String(rng.int(430000, 430999));
  const subtotal = sum(lines.map((l) => l.subtotal));
  const paper = new Paper();
  const p = new Pen(paper);
  if (v === 0) {
    p.text(merchant.trade, 40, 36, { size: 18, bold: true });
    p.text(seller.name, 40, 60);
    p.text(`${seller.street} · ${seller.city}`, 40, 71, { size: 8 });
    p.text(`CIF ${printNif(seller.nif, 'plain')} · Tel. ${seller.phone}`, 40, 81, { size: 8 });
    paper.box(340, 34, 215, 72, '#f2f2f2');
    p.text('VENTA MOSTRADOR', 348, 40, { bold: true, size: 11 });
    metaRows(
      p,
      [
        ['Ticket nº', number],
        ['Fecha', `${dateText(date, 'slash')}  ${time}`],
        ['Caja', till],
        ['Operador', `${pad(rng.int(1, 30), 2)} - ${operator}`],
      ],
      348,
      56,
      { size: 8.5, gap: 11.5 },
    );
    p.text('Cliente:', 40, 118, { bold: true });
    p.text(`${account} - ${buyer.name}`, 85, 118);
    p.text(`NIF: ${printNif(buyer.nif, 'plain')}`, 85, 130);
    const cols: Col[] = [
      { title: 'Ref.', x: 40, w: 50, align: 'left' },
      { title: 'Descripción', x: 90, w: 250, align: 'left', wrap: true },
      { title: 'Cant.', x: 340, w: 70, align: 'right' },
      { title: 'Precio', x: 410, w: 65, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    const rows = lines.map((l) => [String(rng.int(10000, 99999)), l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 152, { size: 8.5, rowGap: 4.5, borders: 'none', ruleAbove: true, ruleBelow: true });
    const vat = divRound(subtotal * 21, 100);
    totalsColumn(
      p,
      [
        ['Total neto', `${money(subtotal)} €`],
        ['IVA 21 %', `${money(vat)} €`],
        ['Total', `${money(subtotal + vat)} €`],
      ],
      390,
      552,
      y + 6,
    );
    p.text('Forma de pago: CARGO EN CUENTA CLIENTE', 40, y + 6, { size: 8 });
    p.text('Documento válido como albarán de entrega. Recibí conforme:', 40, y + 70, { size: 8 });
    p.text('No se admiten devoluciones de material cortado a medida.', 40, 790, { size: 7 });
  } else if (v === 1) {
    p.center(seller.name, 297, 36, { size: 13, bold: true });
    p.center(`${seller.street} · ${seller.city} · Tel. ${seller.phone}`, 297, 54, { size: 8 });
    p.center(`C.I.F.: ${printNif(seller.nif, 'dash')}`, 297, 64, { size: 8 });
    p.text('ALBARÁN VENTA MOSTRADOR', 40, 88, { size: 12, bold: true });
    band(
      p,
      [
        ['Nº', number],
        ['Fecha', dateText(date, 'dash')],
        ['Hora', time],
        ['Caja', till],
        ['Operador', operator],
        ['Cód. cliente', account],
      ],
      40,
      106,
      [95, 90, 60, 50, 120, 100],
    );
    paper.box(40, 148, 255, 52);
    p.text('Datos del cliente', 46, 153, { bold: true, size: 7.5 });
    [buyer.name, `NIF: ${printNif(buyer.nif, 'plain')}`, buyer.city].forEach((l, i) => p.text(l, 46, 165 + i * 11, { size: 8.5 }));
    const cols: Col[] = [
      { title: 'Código', x: 40, w: 55, align: 'left' },
      { title: 'Descripción', x: 95, w: 220, align: 'left', wrap: true },
      { title: 'Cantidad', x: 315, w: 60, align: 'right' },
      { title: 'Ud.', x: 375, w: 35, align: 'center' },
      { title: 'Precio', x: 410, w: 65, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    const rows = lines.map((l) => [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 218, { size: 8.5, rowGap: 5, borders: 'outer', headerFill: '#e6e6e6' });
    const vat = divRound(subtotal * 21, 100);
    totalsColumn(
      p,
      [
        ['Base imponible', money(subtotal)],
        ['IVA 21 %', money(vat)],
        ['Total €', money(subtotal + vat)],
      ],
      390,
      552,
      y + 6,
    );
    p.text('Retirado en mostrador por:', 40, y + 60, { size: 8 });
    new Pen(paper, 'Times').slanted(rng.pick(['Andrés (encargado)', 'J. Molina']), 150, y + 64, -3, { size: 13, italic: true });
  } else {
    p.text(merchant.trade, 40, 36, { size: 16, bold: true });
    p.text(seller.name, 40, 57, { size: 8.5 });
    p.text(`NIF: ${printNif(seller.nif, 'plain')}`, 40, 68, { size: 8.5 });
    p.text(`${seller.street} · ${seller.city}`, 40, 79, { size: 8.5 });
    p.right('ALBARÁN DE MOSTRADOR', 555, 36, { size: 13, bold: true });
    metaRows(
      p,
      [
        ['Albarán nº:', number],
        ['Fecha:', dateText(date, 'slash')],
        ['Caja / operador:', `${till} / ${operator}`],
      ],
      380,
      60,
    );
    p.text('Cliente:', 40, 112, { bold: true });
    p.text(buyer.name, 40, 125);
    p.text(`NIF ${printNif(buyer.nif, 'plain')} · Cuenta ${account}`, 40, 137);
    const cols: Col[] = [
      { title: 'Artículo', x: 40, w: 290, align: 'left', wrap: true },
      { title: 'Cantidad', x: 330, w: 70, align: 'right' },
      { title: 'Ud.', x: 400, w: 30, align: 'center' },
      { title: 'P.V.P.', x: 430, w: 55, align: 'right' },
      { title: 'Importe', x: 485, w: 70, align: 'right' },
    ];
    const rows = lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]);
    const y = table(p, cols, rows, 160, { size: 8.5, rowGap: 4.5, borders: 'none', ruleAbove: true, ruleBelow: true });
    p.text('Precios con IVA incluido.', 40, y + 6, { size: 8 });
    p.text('TOTAL (IVA incluido)', 380, y + 6, { bold: true });
    p.right(money(subtotal, 'suffix'), 552, y + 6, { bold: true });
    const base = divRound(subtotal * 100, 121);
    p.right(`Desglose: base imponible 21 % ${money(base)} · cuota IVA ${money(subtotal - base)}`, 552, y + 24, { size: 7.5 });
    p.text('Recibí conforme:', 40, y + 60, { size: 8 });
  }
  return noteDoc('counter-sale', v, noteTruth(number, date, seller, lines), await paper.bytes(), buyer.nif);
}

const TILL_SHOPS = ['Suministros Henares Centro, S.A.', 'Almacén de Materiales Pisuerga, S.L.', 'Ferretería y Suministros Cabrera, S.L.'];

type Seg = { s: string; col: number; align?: 'left' | 'right' | 'center'; bold?: boolean };

/**
 * A till ticket from a thermal printer, in Courier. Variant 0: an 80 mm page, each article on two
 * lines (its name, then quantity × price and the amount). Variant 1: an 80 mm page in a smaller
 * size, one line per article in columns, the names wrapping in their narrow column. Variant 2: the
 * ticket printed down the middle of an A4 page, columns, `SUBTOTAL` and `TOTAL A PAGAR`.
 */
async function tillTicketNote(rng: Rng, v: number): Promise<CorpusDocument> {
  const seller = firm(rng, TILL_SHOPS[v]);
  const buyer = customer(rng);
  const lines = pickItems(rng, TILL, rng.int(3, 9));
  const number = [`${pad(rng.int(1, 9), 2)}-${pad(rng.int(1, 9999999), 7)}`, `A${rng.int(10, 99)}-${rng.int(10000, 99999)}`, `${rng.int(1, 4)}/${pad(rng.int(1, 999999), 6)}`][v];
  const date = randomDate(rng);
  const subtotal = sum(lines.map((l) => l.subtotal));
  const vat = divRound(subtotal * 21, 100);
  const size = [7.5, 6.5, 8][v];
  const chars = [44, 54, 50][v];
  const rows: Seg[][] = [];
  const line = (...segs: Seg[]) => rows.push(segs);
  const rule = () => line({ s: '-'.repeat(chars), col: 0 });
  const center = (s: string, bold = false) => line({ s, col: chars / 2, align: 'center', bold });
  const upper = seller.name.toUpperCase().replace(/, S\.[AL]\.$/, '');
  center(upper, true);
  center(seller.name);
  center(`CIF: ${printNif(seller.nif, 'plain')}`);
  center(seller.street);
  center(seller.city);
  center(`Tel. ${seller.phone}`);
  rule();
  line({ s: v === 1 ? 'ALBARÁN - VENTA MOSTRADOR' : 'ALBARÁN DE VENTA MOSTRADOR', col: 0, bold: true });
  line({ s: `${v === 1 ? 'Albarán nº' : 'Ticket nº'}: ${number}`, col: 0, bold: true });
  line({ s: `Fecha: ${dateText(date, 'slash')}`, col: 0 }, { s: `Hora: ${hour(rng, 7, 19)}`, col: chars, align: 'right' });
  line({ s: `Caja: ${pad(rng.int(1, 4), 2)}`, col: 0 }, { s: `Le atendió: ${rng.pick(OPERATORS)}`, col: chars, align: 'right' });
  rule();
  line({ s: `Cliente: ${rng.int(430000, 430999)}`, col: 0 });
  line({ s: buyer.name.toUpperCase(), col: 0 });
  line({ s: `NIF: ${printNif(buyer.nif, 'plain')}`, col: 0 });
  rule();
  if (v === 0) {
    line({ s: 'ARTÍCULO', col: 0, bold: true });
    line({ s: 'CANT.  UD  x  PRECIO', col: 2, bold: true }, { s: 'IMPORTE', col: chars, align: 'right', bold: true });
    rule();
    for (const l of lines) {
      line({ s: l.description, col: 0 });
      line({ s: `${quantityText(l.milli)} ${l.unit} x ${money(l.price)}`, col: 2 }, { s: money(l.subtotal), col: chars, align: 'right' });
    }
  } else {
    // Columns: quantity, unit, name (wrapping), price, amount.
    const [qEnd, uAt, dAt, dWidth, pEnd] = v === 1 ? [6, 7, 11, 22, 43] : [6, 7, 11, 19, 39];
    line(
      { s: 'CANT', col: qEnd, align: 'right', bold: true },
      { s: 'UD', col: uAt, bold: true },
      { s: 'DESCRIPCIÓN', col: dAt, bold: true },
      { s: 'PRECIO', col: pEnd, align: 'right', bold: true },
      { s: 'IMPORTE', col: chars, align: 'right', bold: true },
    );
    rule();
    for (const l of lines) {
      const parts = wrapChars(l.description, dWidth);
      line(
        { s: quantityText(l.milli), col: qEnd, align: 'right' },
        { s: l.unit, col: uAt },
        { s: parts[0], col: dAt },
        { s: money(l.price), col: pEnd, align: 'right' },
        { s: money(l.subtotal), col: chars, align: 'right' },
      );
      for (const part of parts.slice(1)) line({ s: part, col: dAt });
    }
  }
  rule();
  line({ s: `Nº artículos: ${lines.length}`, col: 0 });
  const totalLabels = v === 2 ? ['SUBTOTAL', 'I.V.A. 21%', 'TOTAL A PAGAR'] : ['BASE IMPONIBLE', 'IVA 21%', 'TOTAL'];
  line({ s: totalLabels[0], col: 0 }, { s: money(subtotal), col: chars, align: 'right' });
  line({ s: totalLabels[1], col: 0 }, { s: money(vat), col: chars, align: 'right' });
  line({ s: totalLabels[2], col: 0, bold: true }, { s: `${money(subtotal + vat)} EUR`, col: chars, align: 'right', bold: true });
  rule();
  line({ s: 'Forma de pago: A CUENTA CLIENTE', col: 0 });
  line({ s: 'Recibí conforme:', col: 0 });
  line({ s: '', col: 0 });
  line({ s: '', col: 0 });
  center('Gracias por su visita');
  const pitch = size + 3;
  const cw = charWidth(size);
  const narrow = v !== 2;
  const paper = narrow ? new Paper(226.77, Math.max(320, 30 + rows.length * pitch + 30)) : new Paper();
  const left = narrow ? (226.77 - chars * cw) / 2 : 297.64 - (chars * cw) / 2;
  const p = new Pen(paper, 'Courier', size);
  rows.forEach((segs, i) => {
    const y = (narrow ? 24 : 60) + i * pitch;
    for (const seg of segs) {
      if (!seg.s) continue;
      const x = left + seg.col * cw;
      const o = { bold: seg.bold, size: seg.bold && i === 0 ? size + 1.5 : size };
      if (seg.align === 'right') p.right(seg.s, x, y, o);
      else if (seg.align === 'center') p.center(seg.s, x, y, o);
      else p.text(seg.s, x, y, o);
    }
  });
  return noteDoc('till-ticket', v, noteTruth(number, date, seller, lines), await paper.bytes(), buyer.nif);
}

const TWO_PAGE_SUPPLIERS = ['Suministros Eléctricos Tajuña, S.L.', 'Materiales de Fontanería Esla, S.A.', 'Aislamientos y Cubiertas del Sil, S.L.'];

/**
 * A note of some 25 to 35 lines that fills its first page and goes on on a second, some
 * descriptions wrapping. Variant 0: the page header and the table header repeated on page 2, a
 * footer box and `Página n de 2` on both, VAT and a total under the net amount. Variant 1: page 2 carries no header at all, the rows go on from its top, `Hoja 2/2`
 * only; the unit after the quantity; `Número:` and `Destinatario`. Variant 2: a short header on
 * page 2 (`Albarán ... (continuación)`) and the table header repeated, a ruled grid, `Núm.
 * albarán` and `F. entrega`, the carrier on page 2.
 */
async function twoPageNote(rng: Rng, v: number): Promise<CorpusDocument> {
  const seller = firm(rng, TWO_PAGE_SUPPLIERS[v]);
  const buyer = customer(rng);
  const pool = [...MATERIALS, ...FIELD_LONG, ...COUNTER];
  const candidates = pickItems(rng, pool, pool.length);
  const number = [`A26-${rng.int(10000, 99999)}`, String(rng.int(100000, 999999)), `${rng.int(10, 99)}/${pad(rng.int(1, 9999), 5)}`][v];
  const date = randomDate(rng);
  const paper = new Paper();
  const p = new Pen(paper);
  let cols: Col[];
  let cells: (l: Item) => string[];
  if (v === 1) {
    cols = [
      { title: 'Ref.', x: 40, w: 50, align: 'left' },
      { title: 'Descripción', x: 90, w: 240, align: 'left', wrap: true },
      { title: 'Cantidad', x: 330, w: 70, align: 'right' },
      { title: 'Precio', x: 400, w: 70, align: 'right' },
      { title: 'Importe', x: 470, w: 85, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, `${quantityText(l.milli)} ${l.unit}`, money(l.price), money(l.subtotal)];
  } else {
    cols = [
      { title: 'Código', x: 40, w: 55, align: 'left' },
      { title: 'Descripción', x: 95, w: 220, align: 'left', wrap: true },
      { title: 'Cantidad', x: 315, w: 65, align: 'right' },
      { title: v === 0 ? 'Ud.' : 'U.M.', x: 380, w: 35, align: 'center' },
      { title: 'Precio', x: 415, w: 65, align: 'right' },
      { title: 'Importe', x: 480, w: 75, align: 'right' },
    ];
    cells = (l) => [l.code, l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)];
  }
  const style: TableStyle = { size: 8.5, rowGap: 5.5, borders: (['outer', 'none', 'grid'] as const)[v], headerFill: '#e6e6e6', ruleAbove: true, ruleBelow: true };
  const siteName = rng.pick(WORKS);
  const order = String(rng.int(1000, 9999));
  const header = () => {
    p.text(seller.name, 40, 38, { size: 12, bold: true });
    p.text(`${seller.street} · ${seller.city}`, 40, 54, { size: 8 });
    p.text(`CIF: ${printNif(seller.nif, v === 2 ? 'dash' : 'plain')} · Tel. ${seller.phone}`, 40, 64, { size: 8 });
    p.right('ALBARÁN', 555, 36, { size: 15, bold: true });
    metaRows(
      p,
      [
        [['Albarán nº:', 'Número:', 'Núm. albarán:'][v], number],
        [['Fecha entrega:', 'Fecha:', 'F. entrega:'][v], dateText(date, v === 1 ? 'long' : 'slash')],
      ],
      380,
      60,
    );
    p.text(['Cliente', 'Destinatario', 'Datos del cliente'][v], 40, 92, { bold: true });
    p.text(buyer.name, 40, 105);
    p.text(`${buyer.street}, ${buyer.city}`, 40, 117);
    p.text(`CIF: ${printNif(buyer.nif, 'plain')}`, 40, 129);
    p.text(siteName, 330, 105);
    p.text(`Su pedido: ${order}`, 330, 117);
  };
  // Page 1 is filled down to the page's foot (the footer box or text under it), the rest goes on page 2.
  const top = 150;
  const bottom = [700, 735, 760][v];
  const headerHeight = style.size + 1.5 + 6.5;
  let used = top + headerHeight + 4;
  let first = 0;
  while (first < candidates.length - 6) {
    const h = rowHeight(p, cols, cells(candidates[first]), style);
    if (used + h > bottom) break;
    used += h;
    first += 1;
  }
  const lines = candidates.slice(0, first + rng.int(2, 6));
  const subtotal = sum(lines.map((l) => l.subtotal));
  const footer = (page: number) => {
    if (v === 0) {
      paper.box(40, 712, 515, 72);
      p.text('Observaciones:', 46, 717, { size: 7.5, bold: true });
      p.text('Recibí conforme (firma, sello y DNI):', 300, 717, { size: 7.5 });
      p.center(`Página ${page} de 2`, 297, 805, { size: 7.5 });
    } else if (v === 1) {
      p.paragraph(
        'La mercancía viaja por cuenta y riesgo del comprador. No se admiten reclamaciones por roturas no anotadas en este albarán en el momento de la descarga.',
        40,
        770,
        515,
        { size: 7 },
      );
    } else {
      p.center('Conserve este albarán: es imprescindible para cualquier reclamación o devolución.', 297, 800, { size: 7 });
    }
  };
  header();
  if (v === 1) p.right('Hoja 1/2', 555, 86, { size: 8 });
  table(p, cols, lines.slice(0, first).map(cells), top, style);
  footer(1);
  if (v === 1) p.right('Continúa en la hoja siguiente', 555, 752, { size: 7.5, italic: true });
  paper.addPage();
  let y: number;
  if (v === 0) {
    header();
    y = table(p, cols, lines.slice(first).map(cells), top, style);
  } else if (v === 1) {
    p.right('Hoja 2/2', 555, 30, { size: 8 });
    y = table(p, cols, lines.slice(first).map(cells), 44, { ...style, header: false });
  } else {
    p.text(`Albarán ${number} (continuación) · Hoja 2`, 40, 38, { size: 9, bold: true });
    y = table(p, cols, lines.slice(first).map(cells), 60, style);
  }
  footer(2);
  if (v === 0) {
    const vat = divRound(subtotal * 21, 100);
    y = totalsColumn(
      p,
      [
        ['Base imponible', money(subtotal, 'suffix')],
        ['IVA 21 %', money(vat, 'suffix')],
        ['Total', money(subtotal + vat, 'suffix')],
      ],
      390,
      552,
      y + 6,
    );
  } else {
    p.text(v === 1 ? 'Total albarán' : 'Total', 400, y + 6, { bold: true });
    p.right(v === 1 ? money(subtotal) : money(subtotal, 'suffix'), 552, y + 6, { bold: true });
    y += 20;
  }
  if (v === 2) {
    const carrier = firm(rng, rng.pick(CARRIERS));
    p.text(`Transportista: ${carrier.name} · CIF ${printNif(carrier.nif, 'plain')} · Matrícula ${plate(rng)}`, 40, y + 20, { size: 8 });
    y += 20;
  }
  if (v !== 0) p.text('Recibí conforme (firma y sello):', 40, y + 30, { size: 8 });
  return noteDoc('two-page', v, noteTruth(number, date, seller, lines), await paper.bytes(), buyer.nif);
}

const WEIGHBRIDGE_QUARRIES = ['Áridos del Tormes, S.L.', 'Canteras de Ofitas Zuazo, S.A.', 'Graveras y Hormigones del Alberche, S.L.'];

const QUARRY_PRODUCTS: Array<{ description: string; price: [number, number] }> = [
  { description: 'Zahorra artificial ZA-25', price: [700, 1200] },
  { description: 'Grava 12/20 lavada', price: [1200, 1900] },
  { description: 'Arena 0/4 de machaqueo', price: [1100, 1700] },
  { description: 'Escollera 500-1000 kg', price: [1400, 2200] },
  { description: 'Suelo seleccionado para terraplén', price: [400, 750] },
];

/**
 * A quarry's weighbridge ticket: gross, tare and net weight, the net tonnes priced per tonne.
 * Variant 0: a grid of bordered cells (number, date, entry and exit hours, plate), customer,
 * carrier with CIF and the weighings in boxes, the unit only in the column title `Neto (t)`.
 * Variant 1: a separate weighbridge ticket number beside `Albarán nº`, the carrier and driver,
 * the weights on one line, the aggregate and its transport as two lines, VAT and total. Variant 2:
 * tonnes written `Tm`, the number after a bare `Nº`, the customer collecting with its own truck.
 */
async function weighbridgeNote(rng: Rng, v: number): Promise<CorpusDocument> {
  const seller = firm(rng, WEIGHBRIDGE_QUARRIES[v]);
  const pit = rng.pick(['Los Cerrillos', 'La Fonseca', 'El Berrocal', 'Valdelaguna']);
  const buyer = customer(rng);
  const number = [`${rng.int(1, 3)}${pad(rng.int(1, 99999), 5)}`, `AS-26-${pad(rng.int(1, 99999), 5)}`, String(rng.int(10000, 99999))][v];
  const date = randomDate(rng);
  const tare = rng.int(11000, 16500);
  const net = rng.int(8000, 28000);
  const gross = tare + net;
  const product = rng.pick(QUARRY_PRODUCTS);
  const unit = v === 2 ? 'Tm' : 't';
  const lines: Item[] = [lineItem(rng, product.description, net, unit, rng.int(product.price[0], product.price[1]))];
  if (v === 1) lines.push(lineItem(rng, `Transporte hasta obra (zona ${rng.int(1, 4)})`, net, unit, rng.int(300, 900)));
  const subtotal = sum(lines.map((l) => l.subtotal));
  const carrier = firm(rng, rng.pick(CARRIERS));
  const entry = hour(rng, 6, 15);
  const exitMinutes = Number(entry.slice(0, 2)) * 60 + Number(entry.slice(3)) + rng.int(8, 35);
  const exit = `${pad(Math.floor(exitMinutes / 60), 2)}:${pad(exitMinutes % 60, 2)}`;
  const truckPlate = plate(rng);
  const site = `${rng.pick(WORKS)}, ${townOf(rng.pick(TOWNS)[0])}`;
  const paper = new Paper();
  const p = new Pen(paper);
  const kg = (n: number) => `${thousands(n)} kg`;
  if (v === 0) {
    p.text(seller.name, 40, 40, { size: 12, bold: true });
    p.text(`Cantera "${pit}" · ${seller.street}`, 40, 56, { size: 8.5 });
    p.text(seller.city, 40, 67, { size: 8.5 });
    p.text(`C.I.F.: ${printNif(seller.nif, 'plain')} · Tel. ${seller.phone}`, 40, 78, { size: 8.5 });
    p.right('TICKET DE BÁSCULA', 555, 40, { size: 13, bold: true });
    p.right('ALBARÁN', 555, 58, { size: 11, bold: true });
    const cells: Array<[string, string]> = [
      ['Nº ALBARÁN', number],
      ['FECHA', dateText(date, 'slash')],
      ['ENTRADA', entry],
      ['SALIDA', exit],
      ['MATRÍCULA', truckPlate],
    ];
    cells.forEach(([label, value], i) => {
      const x = 40 + i * 103;
      paper.box(x, 96, 103, 32);
      p.text(label, x + 5, 100, { bold: true, size: 7 });
      p.text(value, x + 5, 113, { size: 10 });
    });
    const boxes: Array<[string, string[], number, number]> = [
      ['CLIENTE', [buyer.name, `CIF ${printNif(buyer.nif, 'plain')}`], 40, 136],
      ['OBRA / DESTINO', [site], 300, 136],
      ['TRANSPORTISTA', [carrier.name, `CIF ${printNif(carrier.nif, 'plain')}`], 40, 186],
    ];
    for (const [title, content, x, y] of boxes) {
      paper.box(x, y, 255, 44);
      p.text(title, x + 6, y + 4, { bold: true, size: 7 });
      content.forEach((l, k) => p.text(l, x + 6, y + 16 + k * 12, { size: 8.5 }));
    }
    paper.box(300, 186, 255, 44);
    p.text('PESADAS', 306, 190, { bold: true, size: 7 });
    const weights: Array<[string, number]> = [
      ['Bruto (1ª pesada)', gross],
      ['Tara (2ª pesada)', tare],
      ['Neto', net],
    ];
    weights.forEach(([l, n], k) => {
      p.text(l, 380, 190 + k * 12, { size: 8, bold: k === 2 });
      p.right(kg(n), 549, 190 + k * 12, { size: 8, bold: k === 2 });
    });
    const cols: Col[] = [
      { title: 'Producto', x: 40, w: 255, align: 'left' },
      { title: 'Neto (t)', x: 295, w: 80, align: 'right' },
      { title: 'Precio €/t', x: 375, w: 80, align: 'right' },
      { title: 'Importe', x: 455, w: 100, align: 'right' },
    ];
    const y = table(
      p,
      cols,
      lines.map((l) => [l.description, tonnes(l.milli), money(l.price), money(l.subtotal)]),
      250,
      { size: 9, rowGap: 5, borders: 'outer', headerFill: '#e6e6e6' },
    );
    p.text('Total albarán', 400, y + 6, { bold: true });
    p.right(`${money(subtotal)} €`, 552, y + 6, { bold: true });
    paper.box(40, y + 36, 255, 60);
    p.text('Firma conductor', 46, y + 41, { size: 7.5 });
    paper.box(300, y + 36, 255, 60);
    p.text('Firma báscula', 306, y + 41, { size: 7.5 });
  } else if (v === 1) {
    const driver = rng.pick(DRIVERS);
    p.center(seller.name, 297, 36, { size: 13, bold: true });
    p.center('Extracción y venta de áridos · Ofitas y calizas', 297, 53, { size: 8, italic: true });
    p.center(`${seller.street} · ${seller.city} · C.I.F. ${printNif(seller.nif, 'dash')}`, 297, 64, { size: 8 });
    paper.hline(40, 555, 78);
    p.text('ALBARÁN DE SALIDA', 40, 92, { size: 12, bold: true });
    p.right(`Nº ticket báscula: ${pad(rng.int(1, 999999), 6)}`, 555, 94, { size: 8 });
    metaRows(
      p,
      [
        ['Albarán nº:', number],
        ['Fecha:', dateText(date, 'dash')],
        ['Hora salida:', exit],
      ],
      40,
      114,
    );
    p.text('Cliente:', 330, 114, { bold: true });
    [buyer.name, `CIF: ${printNif(buyer.nif, 'plain')}`, `Destino: ${site}`].forEach((l, i) => p.text(l, 330, 127 + i * 12, { size: 8.5 }));
    p.text('Transportista:', 40, 176, { bold: true });
    p.text(`${carrier.name} - CIF ${printNif(carrier.nif, 'dash')}`, 110, 176);
    p.text('Conductor:', 40, 189, { bold: true });
    p.text(driver, 110, 189);
    p.text('Matrícula:', 40, 202, { bold: true });
    p.text(`${truckPlate} / ${trailer(rng)}`, 110, 202);
    p.text(`Peso bruto: ${kg(gross)}      Tara: ${kg(tare)}      Peso neto: ${kg(net)}`, 40, 226, { bold: true });
    const cols: Col[] = [
      { title: 'Descripción', x: 40, w: 255, align: 'left' },
      { title: 'Cantidad', x: 295, w: 70, align: 'right' },
      { title: 'Ud.', x: 365, w: 30, align: 'center' },
      { title: 'Precio', x: 395, w: 70, align: 'right' },
      { title: 'Importe', x: 465, w: 90, align: 'right' },
    ];
    const y = table(
      p,
      cols,
      lines.map((l) => [l.description, tonnes(l.milli), l.unit, money(l.price), money(l.subtotal)]),
      248,
      { size: 9, rowGap: 5, borders: 'none', ruleAbove: true, ruleBelow: true },
    );
    const vat = divRound(subtotal * 21, 100);
    totalsColumn(
      p,
      [
        ['Base imponible', money(subtotal, 'suffix')],
        ['IVA 21 %', money(vat, 'suffix')],
        ['Total', money(subtotal + vat, 'suffix')],
      ],
      390,
      552,
      y + 6,
    );
    p.text('Recibí conforme:', 40, y + 70, { size: 8.5 });
    new Pen(paper, 'Times').slanted(driver.split(' ')[0], 120, y + 74, -3, { size: 14, italic: true });
  } else {
    p.text(seller.name, 40, 40, { size: 11, bold: true });
    p.text(`${seller.street} · ${seller.city}`, 40, 55, { size: 8 });
    p.text(`NIF: ${printNif(seller.nif, 'es')} · Tel. ${seller.phone}`, 40, 65, { size: 8 });
    p.right('ALBARÁN DE BÁSCULA', 555, 40, { size: 13, bold: true });
    p.right(`Nº ${number}`, 555, 58, { size: 11, bold: true });
    p.right(`Fecha ${dateText(date, 'slash')}`, 555, 73);
    p.text('Destinatario:', 40, 100, { bold: true });
    [buyer.name, `CIF ${printNif(buyer.nif, 'plain')}`, `Descarga en: ${site}`].forEach((l, i) => p.text(l, 40, 113 + i * 12, { size: 8.5 }));
    p.text(`Vehículo: ${truckPlate}    Remolque: ${trailer(rng)}    Transporte: por cuenta del cliente`, 40, 162, { size: 8.5 });
    p.text(`Bruto ${tonnes(gross)} Tm    Tara ${tonnes(tare)} Tm    Neto ${tonnes(net)} Tm`, 40, 178, { size: 8.5, bold: true });
    const cols: Col[] = [
      { title: 'Material', x: 40, w: 265, align: 'left' },
      { title: 'Cantidad', x: 305, w: 70, align: 'right' },
      { title: 'Ud.', x: 375, w: 30, align: 'center' },
      { title: 'Precio', x: 405, w: 70, align: 'right' },
      { title: 'Importe', x: 475, w: 80, align: 'right' },
    ];
    const y = table(
      p,
      cols,
      lines.map((l) => [l.description, tonnes(l.milli), l.unit, money(l.price), money(l.subtotal)]),
      200,
      { size: 8.5, rowGap: 5, borders: 'grid', headerFill: '#eeeeee' },
    );
    p.text('Total albarán', 400, y + 6, { bold: true });
    p.right(money(subtotal), 552, y + 6, { bold: true });
    p.text('Firma y DNI del conductor:', 40, y + 40, { size: 8 });
  }
  return noteDoc('weighbridge', v, noteTruth(number, date, seller, lines), await paper.bytes(), buyer.nif);
}

const DUMPS = ['Vertedero de RCD Los Tomillares', 'Planta de reciclaje de RCD El Culebro', 'Vertedero autorizado de inertes La Veguilla'];

/**
 * A haulier's own delivery note: trips, hours and tip fees. Variant 0: a company, `Albarán de
 * transporte`, `Fecha servicio`, loading and unloading places, plate and driver, a bordered
 * table. Variant 1: a self-employed crane-truck driver's `Parte de trabajo - Albarán`, a trade
 * name over the person's name, a bare `Nº`, a ruled grid. Variant 2: Courier in upper case,
 * `NÚM. ALBARÁN` and `FECHA SERVICIO`, the customer in a box titled `DATOS DEL CLIENTE`, VAT and
 * total under the lines.
 */
async function haulNote(rng: Rng, v: number): Promise<CorpusDocument> {
  const buyer = customer(rng);
  const date = randomDate(rng);
  const truckPlate = plate(rng);
  const driver = rng.pick(DRIVERS);
  const work = `${rng.pick(WORKS)}, ${townOf(rng.pick(TOWNS)[0])}`;
  const dump = rng.pick(DUMPS);
  const paper = new Paper();
  const p = new Pen(paper, v === 2 ? 'Courier' : 'Helvetica', 9);
  const hand = new Pen(paper, 'Times');
  let seller: Party;
  let name: string;
  let lines: Item[];
  let number: string;
  if (v === 0) {
    seller = firm(rng, 'Transportes y Contenedores Jarama, S.L.');
    name = seller.name;
    number = `TC-${rng.int(10000, 99999)}`;
    lines = [lineItem(rng, 'Transporte de tierras de excavación a vertedero autorizado', rng.int(2, 12) * 1000, 'viaje', rng.int(80, 140) * 100)];
    lines.push(lineItem(rng, 'Canon de vertido de tierras limpias', rng.int(800, 9000) * 10, 't', rng.int(250, 600)));
    if (rng.chance(0.6)) lines.push(lineItem(rng, 'Hora de espera en obra', rng.int(1, 6) * 500, 'h', rng.int(40, 55) * 100));
    p.text(seller.name, 40, 40, { size: 12, bold: true });
    [seller.street, seller.city, `CIF: ${printNif(seller.nif, 'plain')} · Tel. ${seller.phone}`].forEach((l, i) => p.text(l, 40, 56 + i * 11, { size: 8.5 }));
    p.right('ALBARÁN DE TRANSPORTE', 555, 40, { size: 14, bold: true });
    metaRows(
      p,
      [
        ['Albarán nº:', number],
        ['Fecha servicio:', dateText(date, 'slash')],
        ['Matrícula:', truckPlate],
        ['Conductor:', driver],
      ],
      360,
      62,
    );
    p.text('Cliente', 40, 124, { bold: true });
    [buyer.name, `${buyer.street}, ${buyer.city}`, `CIF: ${printNif(buyer.nif, 'plain')}`].forEach((l, i) => p.text(l, 40, 137 + i * 12));
    p.text('Carga:', 40, 180, { bold: true });
    p.text(work, 95, 180);
    p.text('Descarga:', 40, 192, { bold: true });
    p.text(dump, 95, 192);
    const cols: Col[] = [
      { title: 'Concepto', x: 40, w: 250, align: 'left', wrap: true },
      { title: 'Cantidad', x: 290, w: 70, align: 'right' },
      { title: 'Ud.', x: 360, w: 40, align: 'center' },
      { title: 'Precio', x: 400, w: 70, align: 'right' },
      { title: 'Importe', x: 470, w: 85, align: 'right' },
    ];
    const y = table(
      p,
      cols,
      lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]),
      214,
      { size: 8.5, rowGap: 5, borders: 'outer', headerFill: '#e6e6e6' },
    );
    p.text('Total', 420, y + 6, { bold: true });
    p.right(`${money(lines.reduce((a, l) => a + l.subtotal, 0))} €`, 552, y + 6, { bold: true });
    p.text('Precios sin IVA.', 40, y + 6, { size: 8 });
    paper.box(40, y + 36, 255, 64);
    p.text('Recibí conforme (firma y sello de la obra)', 46, y + 41, { size: 7.5 });
    hand.slanted(rng.pick(['Encargado: P. Gil', 'M. Arroyo']), 70, y + 82, -3, { size: 14, italic: true });
    paper.box(300, y + 36, 255, 64);
    p.text('Ticket de vertedero adjunto', 306, y + 41, { size: 7.5 });
  } else if (v === 1) {
    seller = soleTrader(rng, 'Rubén Olmedo Sastre');
    name = seller.name;
    number = pad(rng.int(1, 999), 4);
    lines = [lineItem(rng, 'Hora de camión grúa de 12 t·m con operador', rng.int(4, 18) * 500, 'h', rng.int(52, 68) * 100)];
    lines.push(lineItem(rng, 'Desplazamiento del camión grúa a obra', 1000, 'ud', rng.int(60, 95) * 100));
    if (rng.chance(0.5)) lines.push(lineItem(rng, 'Viaje de material paletizado desde almacén de la empresa hasta la obra', rng.int(1, 4) * 1000, 'viaje', rng.int(70, 110) * 100));
    p.text('TRANSPORTES OLMEDO', 40, 36, { size: 16, bold: true });
    p.text(seller.name, 40, 58, { size: 9.5 });
    p.text(`N.I.F.: ${printNif(seller.nif, 'dash')}`, 40, 70, { size: 8.5 });
    p.text(`${seller.street} · ${seller.city}`, 40, 81, { size: 8.5 });
    p.text(`Móvil ${seller.phone}`, 40, 92, { size: 8.5 });
    p.right('PARTE DE TRABAJO', 555, 36, { size: 13, bold: true });
    p.right('ALBARÁN', 555, 53, { size: 11, bold: true });
    p.text(`Nº ${number}`, 400, 74, { size: 11, bold: true });
    p.text(`Fecha: ${dateText(date, 'slash')}`, 400, 90);
    p.text('Cliente:', 40, 124, { bold: true });
    [buyer.name, `CIF: ${printNif(buyer.nif, 'plain')}`, `Obra: ${work}`].forEach((l, i) => p.text(l, 40, 137 + i * 12));
    p.text(`Vehículo: camión grúa ${truckPlate}`, 330, 137, { size: 8.5 });
    p.text(`Hora inicio ${rng.int(7, 9)}:${rng.pick(['00', '30'])} · Hora fin ${rng.int(13, 17)}:${rng.pick(['00', '30'])}`, 330, 149, { size: 8.5 });
    const cols: Col[] = [
      { title: 'Trabajo realizado', x: 40, w: 265, align: 'left', wrap: true },
      { title: 'Cantidad', x: 305, w: 60, align: 'right' },
      { title: 'Ud.', x: 365, w: 40, align: 'center' },
      { title: 'Precio', x: 405, w: 65, align: 'right' },
      { title: 'Importe', x: 470, w: 85, align: 'right' },
    ];
    const y = table(
      p,
      cols,
      lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]),
      185,
      { size: 9, rowGap: 5, borders: 'grid', headerFill: '#ececec' },
    );
    p.text('Total', 420, y + 6, { bold: true });
    p.right(money(sum(lines.map((l) => l.subtotal))), 552, y + 6, { bold: true });
    p.text('IVA no incluido.', 40, y + 6, { size: 8 });
    p.text('Conforme el cliente:', 40, y + 44, { size: 8.5 });
    hand.slanted(rng.pick(['Fermín', 'J. Ledesma', 'Nacho (enc.)']), 140, y + 48, -4, { size: 14, italic: true });
  } else {
    seller = firm(rng, 'Movimientos de Tierras Cuenca Alta, S.L.');
    name = seller.name.toUpperCase();
    number = `26-${pad(rng.int(1, 99999), 5)}`;
    lines = [
      lineItem(rng, `TRANSPORTE DE TIERRAS DESDE ${work.toUpperCase()} A ${dump.toUpperCase()}`, rng.int(3, 14) * 1000, 'VIAJE', rng.int(75, 130) * 100),
      lineItem(rng, 'CANON DE VERTIDO RCD MIXTO', rng.int(1000, 12000) * 10, 'T', rng.int(600, 1400)),
    ];
    if (rng.chance(0.5)) lines.push(lineItem(rng, 'HORA DE MÁQUINA RETROEXCAVADORA MIXTA CON OPERADOR EN CARGA', rng.int(2, 10) * 500, 'H', rng.int(45, 60) * 100));
    p.text(name, 40, 40, { size: 11, bold: true });
    [seller.street.toUpperCase(), seller.city.toUpperCase(), `C.I.F. ${printNif(seller.nif, 'plain')} - TFNO. ${seller.phone}`].forEach((l, i) => p.text(l, 40, 56 + i * 11, { size: 8.5 }));
    p.center('ALBARÁN DE SERVICIO', 297, 100, { size: 12, bold: true });
    p.text(`NÚM. ALBARÁN: ${number}`, 40, 124, { bold: true });
    p.text(`FECHA SERVICIO: ${dateText(date, 'slash')}`, 40, 136);
    p.text(`CAMIÓN: ${truckPlate}`, 40, 148);
    p.text(`CONDUCTOR: ${driver.toUpperCase()}`, 40, 160);
    paper.box(320, 118, 235, 54);
    p.text('DATOS DEL CLIENTE', 326, 122, { bold: true, size: 7.5 });
    [buyer.name.toUpperCase(), `C.I.F. ${printNif(buyer.nif, 'plain')}`, buyer.city.toUpperCase()].forEach((l, i) => p.text(l, 326, 134 + i * 11, { size: 8 }));
    const cols: MonoCol[] = [
      { title: 'CONCEPTO', at: 0, width: 36, align: 'left', wrap: true },
      { title: 'CANT.', at: 37, width: 8, align: 'right' },
      { title: 'UD', at: 46, width: 5, align: 'left' },
      { title: 'PRECIO', at: 52, width: 10, align: 'right' },
      { title: 'IMPORTE', at: 63, width: 12, align: 'right' },
    ];
    const y = monoTable(
      p,
      cols,
      lines.map((l) => [l.description, quantityText(l.milli), l.unit, money(l.price), money(l.subtotal)]),
      190,
      { size: 9 },
    );
    const subtotal = sum(lines.map((l) => l.subtotal));
    const vat = divRound(subtotal * 21, 100);
    const at = (col: number) => 40 + col * charWidth(9);
    const totals: Array<[string, string]> = [
      ['BASE IMPONIBLE', money(subtotal)],
      ['I.V.A. 21%', money(vat)],
      ['TOTAL', `${money(subtotal + vat)} EUR`],
    ];
    totals.forEach(([l, value], i) => {
      p.text(leader(l, 22), at(37), y + 4 + i * 12, { bold: i === 2 });
      p.right(value, at(75), y + 4 + i * 12, { bold: i === 2 });
    });
    p.text('RECIBÍ CONFORME:', 40, y + 60);
    hand.slanted(rng.pick(['A. Prieto', 'Encargado obra']), 150, y + 64, -3, { size: 14, italic: true });
  }
  return noteDoc('haul-note', v, noteTruth(number, date, seller, lines, name), await paper.bytes(), buyer.nif);
}

// ---------------------------------------------------------------------------------------------

/** 12 invoices in 4 layouts and 18 delivery notes in 6 (one invoice not regular on purpose). */
export async function generateFieldDevelopmentCorpus(seed = 20261128): Promise<CorpusDocument[]> {
  const rng = new Rng(seed);
  const docs: CorpusDocument[] = [];
  const layouts = [haulierTkmInvoice, haulierTripsInvoice, reverseChargeInvoice, timesLetterInvoice, carrierNote, counterSaleNote, tillTicketNote, twoPageNote, weighbridgeNote, haulNote];
  for (const layout of layouts) for (let v = 0; v < 3; v++) docs.push(await layout(rng, v));
  return docs;
}
