/**
 * What every layout of the second blind held-out set draws with (docs/document-extraction.md#measuring-it):
 * a seeded random source per document, Spanish tax ids with their control character, money in
 * integer cents formatted as Spanish prints do, figures that must close in cents (or the
 * generator throws), a pdfkit sheet with a fixed creation date (so the bytes are the same in
 * every run), a table drawer, and the documents' ground truth.
 */
import PDFDocument from 'pdfkit';
import { divRound, formatScaled, lineTotal, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import { checkNif } from '../../../../src/platform/nif.js';
import { type Family, Pen, type PenOptions } from '../pen.js';
import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedLine } from '../types.js';

export class Rng extends Mulberry32 {
  constructor(id: string) {
    super(seedOf(`heldout-blind2/${id}`));
  }

  /** A quantity in thousandths: `step` thousandths times an integer in [min, max]. */
  qty(min: number, max: number, step: number): bigint {
    return BigInt(this.int(min, max)) * BigInt(step);
  }

  /** A price in cents in [min, max] cents, a multiple of `step` cents. */
  cents(min: number, max: number, step = 1): bigint {
    return BigInt(this.int(Math.ceil(min / step), Math.floor(max / step)) * step);
  }

  day(fromMonth: number, toMonth: number): Day {
    return { y: 2026, m: this.int(fromMonth, toMonth), d: this.int(1, 28) };
  }
}

/** A whole number of units as a quantity in thousandths. */
export const units = (n: number): bigint => BigInt(n) * 1000n;

// ---------------------------------------------------------------------------------------------
// Dates

export interface Day {
  y: number;
  m: number;
  d: number;
}

const pad = (n: number, w = 2) => String(n).padStart(w, '0');
export const iso = (day: Day): string => `${day.y}-${pad(day.m)}-${pad(day.d)}`;

export function addDays(day: Day, n: number): Day {
  const t = new Date(Date.UTC(day.y, day.m - 1, day.d + n));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function endOfMonth(day: Day): Day {
  return addDays({ y: day.y, m: day.m + 1, d: 1 }, -1);
}

const MONTHS = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
};

export const monthName = (day: Day, lang: keyof typeof MONTHS = 'es'): string => MONTHS[lang][day.m - 1];

export type DateStyle = 'dd/mm/yyyy' | 'dd-mm-yy' | 'dd.mm.yyyy' | 'd/m/yyyy' | 'dd-mm-yyyy' | 'long-es' | 'long-ca' | 'long-gl';

export function fmtDate(day: Day, style: DateStyle): string {
  switch (style) {
    case 'dd/mm/yyyy':
      return `${pad(day.d)}/${pad(day.m)}/${day.y}`;
    case 'dd-mm-yy':
      return `${pad(day.d)}-${pad(day.m)}-${pad(day.y % 100)}`;
    case 'dd-mm-yyyy':
      return `${pad(day.d)}-${pad(day.m)}-${day.y}`;
    case 'dd.mm.yyyy':
      return `${pad(day.d)}.${pad(day.m)}.${day.y}`;
    case 'd/m/yyyy':
      return `${day.d}/${day.m}/${day.y}`;
    case 'long-es':
      return `${day.d} de ${monthName(day)} de ${day.y}`;
    case 'long-gl':
      return `${day.d} de ${monthName(day, 'gl')} de ${day.y}`;
    case 'long-ca': {
      const m = monthName(day, 'ca');
      return `${day.d} ${/^[aeiou]/.test(m) ? "d'" : 'de '}${m} de ${day.y}`;
    }
  }
}

// ---------------------------------------------------------------------------------------------
// Numbers as printed: decimal comma, optional grouping, the euro sign where each supplier puts it

function decimal(scaled: bigint, scale: number, places: number, group: string): string {
  if (places < scale) {
    const drop = 10n ** BigInt(scale - places);
    if (scaled % drop !== 0n) throw new Error(`${formatScaled(scaled, scale)} cannot be printed with ${places} decimals`);
    scaled /= drop;
  } else scaled *= 10n ** BigInt(places - scale);
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(places + 1, '0');
  const whole = digits.slice(0, digits.length - places).replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${negative ? '-' : ''}${whole}${places > 0 ? `,${digits.slice(digits.length - places)}` : ''}`;
}

export interface MoneyStyle {
  /** Thousands separator: '.' (1.234,56) or '' (1234,56). */
  group: '.' | '';
  euro: 'before' | 'after' | 'none' | 'EUR' | 'tight';
}

/** Cents as a supplier prints them: `1.234,56 €`, `€ 1.234,56`, `1234,56`, `1.234,56 EUR`, `1.234,56€`. */
export function eur(cents: bigint, s: MoneyStyle): string {
  const n = decimal(cents, 2, 2, s.group);
  if (s.euro === 'before') return `€ ${n}`;
  if (s.euro === 'after') return `${n} €`;
  if (s.euro === 'tight') return `${n}€`;
  if (s.euro === 'EUR') return `${n} EUR`;
  return n;
}

/** A bare amount (no currency sign) with the supplier's grouping. */
export const amt = (cents: bigint, group: '.' | '' = '.'): string => decimal(cents, 2, 2, group);

/** A unit price in cents printed with `places` decimals (2 to 4: trailing zeros as some ERPs print). */
export const price = (cents: bigint, places = 2, group: '.' | '' = '.'): string => decimal(cents, 2, places, group);

/** A quantity in thousandths printed with `places` decimals; throws when that would hide a digit. */
export const qty = (milli: bigint, places: number, group: '.' | '' = ''): string => decimal(milli, QUANTITY_SCALE, places, group);

/** A percentage as `21 %`, `21%` or `21,00`. */
export function pct(rate: number, style: 'space' | 'tight' | 'decimals' = 'space'): string {
  if (style === 'decimals') return `${rate},00`;
  return style === 'tight' ? `${rate}%` : `${rate} %`;
}

// ---------------------------------------------------------------------------------------------
// Figures that close in cents

export interface Line {
  code?: string;
  description: string;
  /** Thousandths of a unit. */
  qty: bigint;
  unit: string;
  /** Cents. */
  price: bigint;
  /** round(qty × price), cents. */
  amount: bigint;
  /** VAT percentage (0 under reverse charge). */
  rate: number;
}

export function line(description: string, quantity: bigint, unit: string, unitPrice: bigint, o: { code?: string; rate?: number } = {}): Line {
  return { code: o.code, description, qty: quantity, unit, price: unitPrice, amount: lineTotal(quantity, unitPrice), rate: o.rate ?? 21 };
}

export interface RateRow {
  rate: number;
  base: bigint;
  tax: bigint;
}

export interface Figures {
  lines: Line[];
  /** One row per VAT rate, highest rate first. */
  rates: RateRow[];
  base: bigint;
  tax: bigint;
  withholdingRate: number;
  withholding: bigint;
  total: bigint;
  reverseCharge: boolean;
}

export function close(lines: Line[], o: { withholdingRate?: number; reverseCharge?: boolean } = {}): Figures {
  const reverseCharge = o.reverseCharge ?? false;
  const byRate = new Map<number, bigint>();
  for (const l of lines) byRate.set(l.rate, (byRate.get(l.rate) ?? 0n) + l.amount);
  const rates = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, base]) => ({ rate, base, tax: reverseCharge ? 0n : divRound(base * BigInt(rate), 100n) }));
  const base = rates.reduce((s, r) => s + r.base, 0n);
  const tax = rates.reduce((s, r) => s + r.tax, 0n);
  const withholdingRate = o.withholdingRate ?? 0;
  const withholding = divRound(base * BigInt(withholdingRate), 100n);
  const fig = { lines, rates, base, tax, withholdingRate, withholding, total: base + tax - withholding, reverseCharge };
  check(fig);
  return fig;
}

/** Throws unless every line, rate, sum and the total close in integer cents. */
export function check(f: Figures): void {
  const fail = (what: string) => {
    throw new Error(`figures do not close: ${what}`);
  };
  for (const l of f.lines) {
    if (lineTotal(l.qty, l.price) !== l.amount) fail(`line "${l.description}"`);
    if (f.reverseCharge && l.rate !== 0) fail(`line "${l.description}" carries VAT under reverse charge`);
  }
  let base = 0n;
  let tax = 0n;
  for (const r of f.rates) {
    const sum = f.lines.filter((l) => l.rate === r.rate).reduce((s, l) => s + l.amount, 0n);
    if (sum !== r.base) fail(`base at ${r.rate} %`);
    if (r.tax !== (f.reverseCharge ? 0n : divRound(r.base * BigInt(r.rate), 100n))) fail(`VAT at ${r.rate} %`);
    base += r.base;
    tax += r.tax;
  }
  if (base !== f.lines.reduce((s, l) => s + l.amount, 0n) || base !== f.base) fail('lines ≠ base');
  if (tax !== f.tax) fail('VAT sum');
  if (f.withholding !== divRound(f.base * BigInt(f.withholdingRate), 100n)) fail('withholding');
  if (f.base + f.tax - f.withholding !== f.total) fail('base + VAT − withholding ≠ total');
}

// ---------------------------------------------------------------------------------------------
// Tax ids

export type NifKind = 'A' | 'B' | 'E' | 'F' | 'G' | 'J' | 'dni' | 'X' | 'Y' | 'Z';

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifDigit(digits: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  return (10 - (sum % 10)) % 10;
}

/** A valid tax id of `kind` whose digits come from `seed` (a name); throws if nif.ts disagrees. */
export function nifFor(kind: NifKind, seed: string): string {
  const h = seedOf(seed);
  let nif: string;
  if (kind === 'dni') {
    const digits = pad(10_000_000 + (h % 69_999_999), 8);
    nif = `${digits}${DNI_LETTERS[Number(digits) % 23]}`;
  } else if (kind === 'X' || kind === 'Y' || kind === 'Z') {
    const digits = pad(h % 10_000_000, 7);
    nif = `${kind}${digits}${DNI_LETTERS[Number(`${'XYZ'.indexOf(kind)}${digits}`) % 23]}`;
  } else {
    const digits = pad(1_000_000 + (h % 8_999_999), 7);
    nif = `${kind}${digits}${cifDigit(digits)}`;
  }
  return assertNif(nif);
}

export function assertNif(nif: string): string {
  const c = checkNif(nif);
  if (!c.ok || c.kind === 'foreign') throw new Error(`${nif} is not a valid Spanish tax id`);
  return nif;
}

/** A tax id as printed: `B12345678`, `B-12345678`, `B 12345678`, a DNI as `12.345.678-Z`, a NIE as `X-1234567-L`. */
export function showNif(nif: string, style: 'plain' | 'dash' | 'space' | 'dots'): string {
  if (style === 'plain') return nif;
  if (/^\d{8}[A-Z]$/.test(nif)) {
    if (style === 'dots') return `${nif.slice(0, 2)}.${nif.slice(2, 5)}.${nif.slice(5, 8)}-${nif[8]}`;
    return style === 'dash' ? `${nif.slice(0, 8)}-${nif[8]}` : `${nif.slice(0, 8)} ${nif[8]}`;
  }
  if (/^[XYZ]\d{7}[A-Z]$/.test(nif)) return style === 'dash' || style === 'dots' ? `${nif[0]}-${nif.slice(1, 8)}-${nif[8]}` : `${nif[0]} ${nif.slice(1, 8)} ${nif[8]}`;
  return style === 'space' ? `${nif[0]} ${nif.slice(1)}` : `${nif[0]}-${nif.slice(1)}`;
}

export interface Party {
  /** The legal name, as the ground truth expects it. */
  name: string;
  nif: string;
  street: string;
  /** Postcode, town (province). */
  town: string;
  phone?: string;
  email?: string;
  web?: string;
  /** A trade name printed large, when the supplier has one. */
  brand?: string;
  /** The mercantile registry line of a company. */
  registry?: string;
}

// ---------------------------------------------------------------------------------------------
// The sheet

export class Sheet {
  readonly pen: Pen;

  constructor(
    readonly doc: PDFKit.PDFDocument,
    family: Family,
    size: number,
  ) {
    this.pen = new Pen(this, family, size);
  }

  get width(): number {
    return this.doc.page.width;
  }

  get height(): number {
    return this.doc.page.height;
  }

  rule(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = '#000000'): void {
    this.doc.save().lineWidth(width).strokeColor(color).moveTo(x1, y1).lineTo(x2, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, o: { fill?: string; stroke?: string | false; width?: number; radius?: number } = {}): void {
    const d = this.doc.save().lineWidth(o.width ?? 0.6);
    if (o.radius) d.roundedRect(x, y, w, h, o.radius);
    else d.rect(x, y, w, h);
    if (o.fill && o.stroke !== false) d.fillAndStroke(o.fill, o.stroke ?? '#000000');
    else if (o.fill) d.fill(o.fill);
    else d.stroke(o.stroke || '#000000');
    d.restore();
    this.doc.fillColor('#000000');
  }

  /** Text in a colour other than black. */
  tinted(color: string, draw: () => void): void {
    this.doc.fillColor(color);
    draw();
    this.doc.fillColor('#000000');
  }

  newPage(): void {
    this.doc.addPage();
  }
}

const CREATED = new Date(Date.UTC(2026, 0, 1, 9, 0, 0));

/** A PDF drawn by `draw`, byte-identical between runs. */
export async function pdf(o: { family: Family; size?: number; page?: [number, number] }, draw: (s: Sheet) => void): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: o.page ?? 'A4',
    margin: 0,
    info: { CreationDate: CREATED, ModDate: CREATED, Producer: 'corpus', Creator: 'corpus' },
  });
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<void>((resolve) => doc.on('end', () => resolve()));
  draw(new Sheet(doc, o.family, o.size ?? 9));
  doc.end();
  await done;
  return new Uint8Array(Buffer.concat(chunks));
}

export interface Col {
  head: string;
  w: number;
  align?: 'left' | 'right' | 'center';
  /** Descriptions wrap in this column (the row grows). */
  wrap?: boolean;
}

export interface TableStyle {
  rowH?: number;
  /** full: every cell ruled; rows: a rule under each row; head: rules round the head only; none. */
  grid: 'full' | 'rows' | 'head' | 'none';
  zebra?: string;
  headFill?: string;
  headColor?: string;
  size?: number;
  headSize?: number;
  pad?: number;
}

/** A table of text cells; returns the y under it. */
export function table(s: Sheet, x: number, y: number, cols: Col[], rows: string[][], st: TableStyle): number {
  const rowH = st.rowH ?? 14;
  const pad = st.pad ?? 3;
  const size = st.size ?? s.pen.size;
  const width = cols.reduce((a, c) => a + c.w, 0);
  const headH = rowH + 2;
  if (st.headFill) s.box(x, y, width, headH, { fill: st.headFill, stroke: st.grid === 'full' ? '#000000' : false });
  const cellText = (text: string, c: Col, cx: number, cy: number, o: PenOptions) => {
    if (c.align === 'right') s.pen.right(text, cx + c.w - pad, cy, o);
    else if (c.align === 'center') s.pen.center(text, cx + c.w / 2, cy, o);
    else s.pen.text(text, cx + pad, cy, o);
  };
  let cx = x;
  const headOpts = { bold: true, size: st.headSize ?? size };
  for (const c of cols) {
    if (st.headColor) s.tinted(st.headColor, () => cellText(c.head, c, cx, y + (headH - size) / 2, headOpts));
    else cellText(c.head, c, cx, y + (headH - size) / 2, headOpts);
    cx += c.w;
  }
  if (st.grid === 'head' || st.grid === 'rows') {
    s.rule(x, y, x + width, y);
    s.rule(x, y + headH, x + width, y + headH);
  }
  let cy = y + headH;
  const top = y;
  rows.forEach((row, r) => {
    const wrapped = row.map((text, i) => (cols[i].wrap ? s.pen.wrap(text, cols[i].w - 2 * pad, { size }) : [text]));
    const lines = Math.max(...wrapped.map((w) => w.length));
    const h = rowH + (lines - 1) * (size + 2);
    if (st.zebra && r % 2 === 1) s.box(x, cy, width, h, { fill: st.zebra, stroke: false });
    let ccx = x;
    cols.forEach((c, i) => {
      wrapped[i].forEach((part, k) => cellText(part, c, ccx, cy + (rowH - size) / 2 + k * (size + 2), { size }));
      ccx += c.w;
    });
    cy += h;
    if (st.grid === 'rows') s.rule(x, cy, x + width, cy, 0.3, '#777777');
  });
  if (st.grid === 'full') {
    s.box(x, top, width, cy - top);
    s.rule(x, top + headH, x + width, top + headH);
    let vx = x;
    for (const c of cols.slice(0, -1)) {
      vx += c.w;
      s.rule(vx, top, vx, cy);
    }
    // Row rules.
    let ry = top + headH;
    rows.forEach((row) => {
      const lines = Math.max(...row.map((text, i) => (cols[i].wrap ? s.pen.wrap(text, cols[i].w - 2 * pad, { size }).length : 1)));
      ry += rowH + (lines - 1) * (size + 2);
      s.rule(x, ry, x + width, ry, 0.3);
    });
  }
  if (st.grid === 'head') s.rule(x, cy, x + width, cy);
  return cy;
}

/**
 * Totals stacked one under another: each label at `x` (or ending at `x` when `labelRight`), its
 * value ending at `right`; a row marked bold is set bold, at `boldSize` when given. Returns the y under them.
 */
export function stack(s: Sheet, rows: Array<[string, string, boolean?]>, o: { x: number; right: number; y: number; step: number; labelRight?: boolean; boldSize?: number }): number {
  let y = o.y;
  for (const [label, value, bold] of rows) {
    if (o.labelRight) s.pen.right(label, o.x, y, { bold });
    else s.pen.text(label, o.x, y, { bold });
    s.pen.right(value, o.right, y, { bold, size: bold ? o.boldSize : undefined });
    y += o.step;
  }
  return y;
}

/** A label over its value in a ruled box (the header cells of many ERPs). */
export function cell(s: Sheet, x: number, y: number, w: number, h: number, label: string, value: string, o: { fill?: string; labelSize?: number; valueSize?: number; bold?: boolean } = {}): void {
  s.box(x, y, w, h, { fill: o.fill });
  s.pen.text(label, x + 3, y + 2.5, { size: o.labelSize ?? 6.5 });
  s.pen.text(value, x + 4, y + h - (o.valueSize ?? 9) - 3, { size: o.valueSize ?? 9, bold: o.bold });
}

// ---------------------------------------------------------------------------------------------
// Ground truth

interface DocBase {
  id: string;
  layout: string;
  seller: Party;
  buyer: Party;
  number: string;
  bytes: Uint8Array;
  fig: Figures;
  /** Set on the documents made hard on purpose: what makes them so (their right outcome is review). */
  hard?: string;
}

export function invoiceDoc(o: DocBase & { issue: Day; due?: Day; printedTotal?: bigint }): CorpusDocument {
  check(o.fig);
  if (o.printedTotal !== undefined && (!o.hard || o.printedTotal === o.fig.total)) throw new Error(`${o.id}: a total apart from the figures' is for a hard document`);
  return {
    id: o.id,
    layout: o.layout,
    kind: 'invoice',
    expectComplete: !o.hard,
    ...(o.hard ? { why: o.hard } : {}),
    bytes: o.bytes,
    buyerNif: o.buyer.nif,
    expected: {
      invoice_number: o.number,
      issue_date: iso(o.issue),
      ...(o.due ? { due_date: iso(o.due) } : {}),
      provider_nif: assertNif(o.seller.nif),
      provider_name: o.seller.name,
      subtotal_amount: Number(o.fig.base),
      tax_amount: Number(o.fig.tax),
      withholding_amount: Number(o.fig.withholding),
      total_amount: Number(o.printedTotal ?? o.fig.total),
      currency: 'EUR',
      reverse_charge: o.fig.reverseCharge,
    },
  };
}

export function expectedLine(l: Line): ExpectedLine {
  return {
    description: l.description,
    quantity: Number(formatScaled(l.qty, QUANTITY_SCALE)),
    unit: l.unit,
    unit_price: Number(l.price),
    subtotal: Number(l.amount),
  };
}

export function noteDoc(o: DocBase & { date: Day; printedSubtotal?: bigint; priced?: boolean }): CorpusDocument {
  check(o.fig);
  if (o.printedSubtotal !== undefined && (!o.hard || o.printedSubtotal === o.fig.base)) throw new Error(`${o.id}: a sum apart from the lines' is for a hard document`);
  const priced = o.priced ?? true;
  return {
    id: o.id,
    layout: o.layout,
    kind: 'delivery_note',
    expectComplete: !o.hard,
    ...(o.hard ? { why: o.hard } : {}),
    bytes: o.bytes,
    buyerNif: o.buyer.nif,
    expected: {
      delivery_note_number: o.number,
      delivery_date: iso(o.date),
      provider_nif: assertNif(o.seller.nif),
      provider_name: o.seller.name,
      ...(priced ? { subtotal_amount: Number(o.printedSubtotal ?? o.fig.base), line_items: o.fig.lines.map(expectedLine) } : {}),
    },
  };
}

/** What every layout generator is given for one document. */
export interface Job<S> {
  id: string;
  layout: string;
  rng: Rng;
  supplier: S;
  buyer: Party;
  site: string;
  /** Index of the supplier in its layout (0, 1, 2). */
  v: number;
}
