import PDFDocument from 'pdfkit';
import sharp from 'sharp';

/**
 * A generated corpus of Spanish supplier invoices and delivery notes (albaranes) as PDFs, each
 * with the fields it should give (ground truth). Layouts differ the way real suppliers' do:
 * label wording, where the supplier and customer blocks sit, tables with and without borders,
 * header grids, totals in a column or a strip, several pages, IRPF, reverse charge, two VAT
 * rates, amounts with and without the euro sign. A seeded PRNG makes it the same every run.
 *
 * Formatting here (amounts, dates, tax ids) is written independently of the code under test so
 * that a shared mistake cannot make both agree.
 */

import type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote } from './corpus/types.js';
import { Mulberry32 } from './corpus/rng.js';

export type { CorpusDocument, ExpectedInvoice, ExpectedLine, ExpectedNote } from './corpus/types.js';

// ---------------------------------------------------------------------------------------------
// Seeded randomness

export class Rng extends Mulberry32 {}

// ---------------------------------------------------------------------------------------------
// Spanish formatting

function group(integer: number): string {
  const digits = String(integer);
  let out = '';
  for (let i = 0; i < digits.length; i++) {
    if (i > 0 && (digits.length - i) % 3 === 0) out += '.';
    out += digits[i];
  }
  return out;
}

export type MoneyStyle = 'dots' | 'plain' | 'suffix' | 'prefix';

export function money(cents: number, style: MoneyStyle = 'dots'): string {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100);
  const body = `${style === 'plain' ? String(units) : group(units)},${String(abs % 100).padStart(2, '0')}`;
  if (style === 'suffix') return `${sign}${body} €`;
  if (style === 'prefix') return `${sign}€ ${body}`;
  return `${sign}${body}`;
}

/** Quantities are kept in thousandths: 12500 → `12,5`. */
export function quantityText(milli: number, groupThousands = true): string {
  const units = Math.floor(milli / 1000);
  let fraction = String(milli % 1000).padStart(3, '0').replace(/0+$/, '');
  const integer = groupThousands ? group(units) : String(units);
  return fraction ? `${integer},${fraction}` : integer;
}

const MONTH_NAMES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

type DateStyle = 'slash' | 'dash' | 'dot' | 'long';

export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-');
  if (style === 'long') return `${Number(d)} de ${MONTH_NAMES[Number(m) - 1]} de ${y}`;
  const sep = style === 'slash' ? '/' : style === 'dash' ? '-' : '.';
  return `${d}${sep}${m}${sep}${y}`;
}

function addDays(iso: string, days: number): string {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

export function randomDate(rng: Rng): string {
  return addDays('2026-06-01', rng.int(0, 170));
}

/** Half away from zero, for positive integers: round(n / d). */
export function divRound(n: number, d: number): number {
  return Math.floor((2 * n + d) / (2 * d));
}

// ---------------------------------------------------------------------------------------------
// Tax ids with correct control characters

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function digits(rng: Rng, n: number): string {
  let out = '';
  for (let i = 0; i < n; i++) out += String(rng.int(0, 9));
  return out;
}

function cifControlDigit(seven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(seven[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  return (10 - (sum % 10)) % 10;
}

/** A company CIF: S.A. take A, S.L. take B; both end in a digit. */
function cif(rng: Rng, letter: 'A' | 'B'): string {
  let seven = digits(rng, 7);
  if (seven.startsWith('00')) seven = `1${seven.slice(1)}`;
  return `${letter}${seven}${cifControlDigit(seven)}`;
}

function dni(rng: Rng): string {
  const eight = String(rng.int(10_000_000, 79_999_999));
  return `${eight}${DNI_LETTERS[Number(eight) % 23]}`;
}

function nie(rng: Rng): string {
  const first = rng.int(0, 2);
  const seven = digits(rng, 7);
  return `${'XYZ'[first]}${seven}${DNI_LETTERS[Number(`${first}${seven}`) % 23]}`;
}

type NifStyle = 'plain' | 'dash' | 'dots' | 'es';

export function printNif(nif: string, style: NifStyle): string {
  if (style === 'plain') return nif;
  if (style === 'es') return `ES${nif}`;
  if (/^[A-Z]\d{8}$/.test(nif)) {
    const body = nif.slice(1);
    return style === 'dash' ? `${nif[0]}-${body}` : `${nif[0]}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}`;
  }
  if (/^\d{8}[A-Z]$/.test(nif)) {
    return style === 'dash' ? `${nif.slice(0, 8)}-${nif[8]}` : `${nif.slice(0, 2)}.${nif.slice(2, 5)}.${nif.slice(5, 8)}-${nif[8]}`;
  }
  return style === 'dash' ? `${nif[0]}-${nif.slice(1, 8)}-${nif[8]}` : nif;
}

// ---------------------------------------------------------------------------------------------
// Parties and lines

export interface Party {
  name: string;
  nif: string;
  street: string;
  city: string;
  phone: string;
  person: boolean;
}

const SUPPLIERS = [
  'Hormigones del Norte, S.L.',
  'Áridos y Transportes Peñalara, S.A.',
  'Ferretería Industrial Muñoz, S.L.',
  'Instalaciones Eléctricas Ibáñez, S.L.U.',
  'Excavaciones Hermanos García, S.L.',
  'Cementos Castellanos, S.A.',
  'Fontanería y Climatización Núñez, S.L.',
  'Grúas y Elevación Olmedo, S.L.',
  'Prefabricados de Hormigón Ebro, S.A.',
  'Carpintería Metálica Zubiri, S.L.',
  'Maderas y Encofrados Cantábrico, S.L.',
  'Suministros de Obra Aranda, S.L.',
  'Pinturas Ría de Vigo, S.L.',
  'Alquiler de Maquinaria Tajo, S.A.',
  'Vidrios y Cerramientos Begoña, S.L.',
  'Impermeabilizaciones Cañada Real, S.L.',
  'Saneamientos Peña Ubiña, S.A.U.',
  'Estructuras Metálicas Oñate, S.L.',
];

const PEOPLE = [
  'José Ángel Martínez Ruiz',
  'María Begoña Ortiz Lázaro',
  'Iñaki Etxeberria Goñi',
  'Lucía Fernández Peña',
  'Andrés Núñez Cortés',
  'Rocío Jiménez Sáez',
];

export const BUYERS = [
  'Construcciones Ramírez e Hijos, S.A.',
  'Edificaciones Guadarrama, S.L.',
  'Obras y Reformas Altamira, S.L.',
  'Promociones y Construcciones Sáenz, S.A.',
  'Constructora Peñíscola, S.L.',
];

export const STREETS = [
  'C/ Mayor, 12',
  'Avda. de la Constitución, 45',
  'Pol. Ind. Las Fronteras, nave 7',
  'Ctra. de Toledo, km 12,5',
  'C/ Alcalá, 231, 3º B',
  'Paseo de la Estación, 8',
  'C/ Doctor Fleming, 3, bajo',
  'Pol. Ind. Cobo Calleja, parcela 22',
];

export const CITIES = ['28001 Madrid', '47008 Valladolid', '50014 Zaragoza', '41020 Sevilla', '46980 Paterna (Valencia)', '09001 Burgos', '31192 Mutilva (Navarra)', '36210 Vigo'];

function phone(rng: Rng): string {
  return `9${rng.int(1, 8)}${rng.int(1, 9)} ${rng.int(10, 99)} ${rng.int(10, 99)} ${rng.int(10, 99)}`;
}

export function company(rng: Rng, name: string): Party {
  return { name, nif: cif(rng, /S\.A\.(U\.)?$/.test(name) ? 'A' : 'B'), street: rng.pick(STREETS), city: rng.pick(CITIES), phone: phone(rng), person: false };
}

function person(rng: Rng, name: string): Party {
  return { name, nif: rng.chance(0.75) ? dni(rng) : nie(rng), street: rng.pick(STREETS), city: rng.pick(CITIES), phone: phone(rng), person: true };
}

export interface Line {
  code: string;
  description: string;
  /** Thousandths. */
  milli: number;
  unit: string;
  price: number;
  subtotal: number;
  vatRate: number;
}

export interface Product {
  description: string;
  unit: string;
  price: [number, number];
  /** Quantity range in thousandths and its step. */
  qty: [number, number, number];
}

export const MATERIALS: Product[] = [
  { description: 'Hormigón HA-25/B/20/IIa', unit: 'm³', price: [7500, 9500], qty: [500, 12000, 500] },
  { description: 'Hormigón HM-20/P/20/I', unit: 'm³', price: [6500, 8000], qty: [500, 9000, 250] },
  { description: 'Acero corrugado B500S Ø12', unit: 'kg', price: [85, 140], qty: [100000, 4800000, 50000] },
  { description: 'Mallazo electrosoldado 15x15 Ø6', unit: 'm²', price: [250, 400], qty: [5000, 300000, 10] },
  { description: 'Ladrillo cerámico hueco doble 24x11,5x8', unit: 'ud', price: [18, 35], qty: [100000, 3000000, 50000] },
  { description: 'Cemento CEM II/A-L 42,5 R (saco 25 kg)', unit: 'ud', price: [450, 700], qty: [5000, 120000, 1000] },
  { description: 'Arena lavada 0/4', unit: 't', price: [1400, 2200], qty: [1000, 40000, 10] },
  { description: 'Grava 6/12', unit: 't', price: [1500, 2300], qty: [1000, 30000, 10] },
  { description: 'Zahorra artificial ZA-25', unit: 't', price: [900, 1400], qty: [5000, 60000, 10] },
  { description: 'Bloque de hormigón 40x20x20', unit: 'ud', price: [90, 140], qty: [50000, 1500000, 10000] },
  { description: 'Tubo PVC saneamiento Ø160 SN4', unit: 'm', price: [800, 1400], qty: [6000, 120000, 1000] },
  { description: 'Placa de yeso laminado 13 mm', unit: 'm²', price: [450, 700], qty: [10000, 250000, 10] },
  { description: 'Malla de señalización naranja', unit: 'm', price: [60, 90], qty: [50000, 500000, 10000] },
  { description: 'Lámina impermeabilizante EPDM 1,2 mm', unit: 'm²', price: [1800, 2600], qty: [5000, 150000, 10] },
  { description: 'Mortero M-7,5 en silo', unit: 't', price: [4200, 5600], qty: [1000, 20000, 500] },
  {
    description: 'Hormigón HA-30/B/20/IIIa con aditivo hidrófugo, consistencia blanda, suministrado con bomba',
    unit: 'm³',
    price: [9800, 12500],
    qty: [1000, 9000, 500],
  },
  {
    description: 'Panel sándwich de cubierta 30 mm, chapa prelacada 0,5 mm en ambas caras, incluidos tornillos autotaladrantes',
    unit: 'm²',
    price: [2100, 3300],
    qty: [20000, 400000, 10],
  },
];

export const SERVICES: Product[] = [
  { description: 'Alquiler retroexcavadora mixta con operario', unit: 'h', price: [4500, 6000], qty: [1000, 40000, 500] },
  { description: 'Camión grúa con operador', unit: 'h', price: [6000, 8500], qty: [1000, 16000, 500] },
  { description: 'Transporte de tierras a vertedero autorizado', unit: 't', price: [600, 1100], qty: [5000, 80000, 10] },
  { description: 'Canon de vertido de RCD', unit: 't', price: [800, 1500], qty: [2000, 40000, 10] },
  { description: 'Mano de obra oficial de 1ª', unit: 'h', price: [2200, 2800], qty: [4000, 160000, 500] },
  { description: 'Mano de obra peón ordinario', unit: 'h', price: [1700, 2100], qty: [4000, 160000, 500] },
  { description: 'Bombeo de hormigón con pluma de 36 m', unit: 'h', price: [9000, 12000], qty: [1000, 8000, 500] },
  { description: 'Montaje de andamio tubular europeo', unit: 'm²', price: [600, 1100], qty: [20000, 400000, 10] },
];

const PROFESSIONAL: Product[] = [
  { description: 'Honorarios de dirección de ejecución de obra', unit: 'ud', price: [90000, 240000], qty: [1000, 1000, 1000] },
  { description: 'Coordinación de seguridad y salud en fase de ejecución', unit: 'ud', price: [45000, 120000], qty: [1000, 1000, 1000] },
  { description: 'Levantamiento topográfico de parcela', unit: 'ud', price: [60000, 150000], qty: [1000, 1000, 1000] },
  { description: 'Visitas de obra y actas', unit: 'h', price: [4500, 7000], qty: [2000, 30000, 500] },
  { description: 'Trabajos de albañilería en reforma de baños', unit: 'h', price: [2500, 3200], qty: [8000, 120000, 500] },
  { description: 'Alicatado y solado con material aportado por el cliente', unit: 'm²', price: [1800, 3200], qty: [10000, 90000, 10] },
];

function makeLine(rng: Rng, products: Product[], vatRate: number): Line {
  const p = rng.pick(products);
  const [min, max, step] = p.qty;
  const milli = min + step * rng.int(0, Math.floor((max - min) / step));
  const price = rng.int(p.price[0], p.price[1]);
  return {
    code: `${rng.pick(['HOR', 'ACE', 'ARI', 'MAQ', 'SAN', 'MOB', 'VAR'])}-${rng.int(100, 9999)}`,
    description: p.description,
    milli,
    unit: p.unit,
    price,
    subtotal: divRound(milli * price, 1000),
    vatRate,
  };
}

interface Totals {
  base: number;
  byRate: Array<{ rate: number; base: number; vat: number }>;
  vat: number;
  irpf: number;
  total: number;
}

function totalsOf(lines: Line[], irpfRate: number): Totals {
  const rates = [...new Set(lines.map((l) => l.vatRate))].sort((a, b) => b - a);
  const byRate = rates.map((rate) => {
    const base = lines.filter((l) => l.vatRate === rate).reduce((s, l) => s + l.subtotal, 0);
    return { rate, base, vat: divRound(base * rate, 100) };
  });
  const base = byRate.reduce((s, r) => s + r.base, 0);
  const vat = byRate.reduce((s, r) => s + r.vat, 0);
  const irpf = divRound(base * irpfRate, 100);
  return { base, byRate, vat, irpf, total: base + vat - irpf };
}

// ---------------------------------------------------------------------------------------------
// Drawing

type Doc = PDFKit.PDFDocument;

interface TextOptions {
  size?: number;
  bold?: boolean;
}

export class Canvas {
  readonly doc: Doc;
  private readonly chunks: Buffer[] = [];
  private readonly done: Promise<void>;
  readonly width = 595.28;
  readonly height = 841.89;

  constructor(options: { userPassword?: string } = {}) {
    this.doc = new PDFDocument({
      size: 'A4',
      margin: 0,
      info: { Producer: 'corpus', CreationDate: new Date('2026-01-01T00:00:00Z') },
      ...(options.userPassword ? { userPassword: options.userPassword, pdfVersion: '1.7' as const } : {}),
    });
    this.doc.on('data', (c: Buffer) => this.chunks.push(c));
    this.done = new Promise((resolve) => this.doc.on('end', () => resolve()));
  }

  private font(o: TextOptions): void {
    this.doc.font(o.bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(o.size ?? 9);
  }

  text(s: string, x: number, y: number, o: TextOptions = {}): void {
    this.font(o);
    this.doc.text(s, x, y, { lineBreak: false });
  }

  right(s: string, xRight: number, y: number, o: TextOptions = {}): void {
    this.font(o);
    this.doc.text(s, xRight - this.doc.widthOfString(s), y, { lineBreak: false });
  }

  center(s: string, xCenter: number, y: number, o: TextOptions = {}): void {
    this.font(o);
    this.doc.text(s, xCenter - this.doc.widthOfString(s) / 2, y, { lineBreak: false });
  }

  widthOf(s: string, o: TextOptions = {}): number {
    this.font(o);
    return this.doc.widthOfString(s);
  }

  /** Word-wraps `s` to `width`: the lines. */
  wrap(s: string, width: number, o: TextOptions = {}): string[] {
    const words = s.split(' ');
    const lines: string[] = [];
    let current = '';
    for (const w of words) {
      const next = current ? `${current} ${w}` : w;
      if (current && this.widthOf(next, o) > width) {
        lines.push(current);
        current = w;
      } else current = next;
    }
    if (current) lines.push(current);
    return lines;
  }

  hline(x1: number, x2: number, y: number, width = 0.6): void {
    this.doc.save().lineWidth(width).moveTo(x1, y).lineTo(x2, y).stroke().restore();
  }

  vline(x: number, y1: number, y2: number): void {
    this.doc.save().lineWidth(0.6).moveTo(x, y1).lineTo(x, y2).stroke().restore();
  }

  box(x: number, y: number, w: number, h: number, fill?: string): void {
    if (fill) this.doc.save().rect(x, y, w, h).fillColor(fill).fill().restore();
    this.doc.save().lineWidth(0.6).rect(x, y, w, h).stroke().restore();
  }

  /** Text printed up the left margin, as many suppliers print their registry details. */
  vertical(s: string, x: number, y: number, size = 6): void {
    this.doc.save();
    this.doc.rotate(-90, { origin: [x, y] });
    this.font({ size });
    this.doc.text(s, x, y, { lineBreak: false });
    this.doc.restore();
  }

  addPage(): void {
    this.doc.addPage({ size: 'A4', margin: 0 });
  }

  async bytes(): Promise<Uint8Array> {
    this.doc.end();
    await this.done;
    return new Uint8Array(Buffer.concat(this.chunks));
  }
}

export interface Column {
  title: string;
  x: number;
  width: number;
  align: 'left' | 'right' | 'center';
  value: (l: Line) => string;
  wrap?: boolean;
}

interface TableOptions {
  borders: boolean;
  size?: number;
  rowGap?: number;
  /** Lowest y a row may take before the table goes on on a new page. */
  bottom: number;
  /** Draws the header of a continuation page; returns the y where the table restarts. */
  newPage?: (c: Canvas, page: number) => number;
  repeatHeader?: boolean;
  /** Prints "Suma y sigue" / "Suma anterior" with the running sum across pages. */
  carry?: MoneyStyle;
}

function drawHeaderRow(c: Canvas, cols: Column[], y: number, o: TableOptions): number {
  const size = o.size ?? 8.5;
  const left = cols[0].x;
  const right = cols.at(-1)!.x + cols.at(-1)!.width;
  if (o.borders) c.box(left, y - 3, right - left, size + 8, '#e6e6e6');
  for (const col of cols) cell(c, col, col.title, y + 1, { size, bold: true });
  if (!o.borders) c.hline(left, right, y + size + 4);
  return y + size + 10;
}

function cell(c: Canvas, col: Column, s: string, y: number, o: TextOptions): void {
  if (col.align === 'left') c.text(s, col.x + 3, y, o);
  else if (col.align === 'right') c.right(s, col.x + col.width - 3, y, o);
  else c.center(s, col.x + col.width / 2, y, o);
}

/** Draws the lines table, breaking pages as needed; returns the y after it and the pages used. */
export function drawTable(c: Canvas, cols: Column[], lines: Line[], startY: number, o: TableOptions): { y: number; page: number } {
  const size = o.size ?? 8.5;
  const rowHeight = size + (o.rowGap ?? 5);
  const left = cols[0].x;
  const right = cols.at(-1)!.x + cols.at(-1)!.width;
  let page = 1;
  let y = drawHeaderRow(c, cols, startY, o);
  let top = y - 2;
  let running = 0;
  const closeBorders = (bottomY: number) => {
    if (!o.borders) return;
    c.box(left, top, right - left, bottomY - top);
    for (const col of cols.slice(1)) c.vline(col.x, top, bottomY);
  };
  for (const line of lines) {
    const descCol = cols.find((col) => col.wrap);
    const wrapped = descCol ? c.wrap(descCol.value(line), descCol.width - 6, { size }) : [''];
    const height = rowHeight * wrapped.length;
    if (y + height > o.bottom && o.newPage) {
      closeBorders(y + 2);
      if (o.carry) c.right(`Suma y sigue:   ${money(running, o.carry)}`, right - 3, y + 8, { size, bold: true });
      c.addPage();
      page += 1;
      y = o.newPage(c, page);
      if (o.carry) {
        c.right(`Suma anterior:   ${money(running, o.carry)}`, right - 3, y, { size, bold: true });
        y += rowHeight + 4;
      }
      if (o.repeatHeader !== false) y = drawHeaderRow(c, cols, y, o);
      top = y - 2;
    }
    for (const col of cols) {
      if (col.wrap) wrapped.forEach((part, i) => cell(c, col, part, y + i * rowHeight, { size }));
      else cell(c, col, col.value(line), y, { size });
    }
    running += line.subtotal;
    y += height;
  }
  closeBorders(y + 2);
  return { y: y + 8, page };
}

// ---------------------------------------------------------------------------------------------
// Invoice layouts

interface InvoiceSpec {
  seller: Party;
  buyer: Party;
  number: string;
  issue: string;
  due?: string;
  lines: Line[];
  irpfRate: number;
  reverseCharge: boolean;
  totals: Totals;
}

const INVOICE_NUMBERS = [
  (r: Rng) => `F-2026-${String(r.int(1, 9999)).padStart(4, '0')}`,
  (r: Rng) => `A/2026/${String(r.int(1, 999)).padStart(3, '0')}`,
  (r: Rng) => `FV26-${String(r.int(1, 99999)).padStart(5, '0')}`,
  (r: Rng) => `2026-${String(r.int(1, 9999)).padStart(4, '0')}`,
  (r: Rng) => `FAC-${String(r.int(1, 999999)).padStart(6, '0')}`,
  (r: Rng) => `26/${r.int(1000, 9999)}`,
  (r: Rng) => `R-2026.${String(r.int(1, 999)).padStart(3, '0')}`,
];

export function invoiceSpec(
  rng: Rng,
  o: { lines: [number, number]; products: Product[]; rates?: number[]; irpfRate?: number; reverseCharge?: boolean; person?: boolean; due?: boolean },
): InvoiceSpec {
  const seller = o.person ? person(rng, rng.pick(PEOPLE)) : company(rng, rng.pick(SUPPLIERS));
  const buyer = company(rng, rng.pick(BUYERS));
  const rates = o.reverseCharge ? [0] : (o.rates ?? [21]);
  const lines = Array.from({ length: rng.int(o.lines[0], o.lines[1]) }, (_, i) => makeLine(rng, o.products, rates[i % rates.length]));
  const issue = randomDate(rng);
  return {
    seller,
    buyer,
    number: rng.pick(INVOICE_NUMBERS)(rng),
    issue,
    due: o.due === false ? undefined : addDays(issue, rng.pick([30, 60, 90])),
    lines,
    irpfRate: o.irpfRate ?? 0,
    reverseCharge: o.reverseCharge ?? false,
    totals: totalsOf(lines, o.irpfRate ?? 0),
  };
}

export function expectedInvoice(s: InvoiceSpec, withDue: boolean): ExpectedInvoice {
  return {
    invoice_number: s.number,
    issue_date: s.issue,
    due_date: withDue ? s.due : undefined,
    provider_nif: s.seller.nif,
    provider_name: s.seller.name,
    subtotal_amount: s.totals.base,
    tax_amount: s.totals.vat,
    withholding_amount: s.totals.irpf,
    total_amount: s.totals.total,
    currency: 'EUR',
    reverse_charge: s.reverseCharge,
  };
}

export function lineColumns(x: number, width: number, money_: MoneyStyle, o: { code?: boolean; unit?: boolean; vat?: boolean; titles?: Partial<Record<string, string>>; qtyGroup?: boolean }): Column[] {
  const t = { code: 'Código', description: 'Descripción', quantity: 'Cantidad', unit: 'Ud.', price: 'Precio', vat: '% IVA', amount: 'Importe', ...o.titles };
  const cols: Column[] = [];
  let cx = x;
  const fixed = (o.code ? 55 : 0) + 55 + (o.unit ? 32 : 0) + 62 + (o.vat ? 38 : 0) + 72;
  if (o.code) {
    cols.push({ title: t.code!, x: cx, width: 55, align: 'left', value: (l) => l.code });
    cx += 55;
  }
  const descWidth = width - fixed;
  cols.push({ title: t.description!, x: cx, width: descWidth, align: 'left', value: (l) => l.description, wrap: true });
  cx += descWidth;
  cols.push({ title: t.quantity!, x: cx, width: 55, align: 'right', value: (l) => quantityText(l.milli, o.qtyGroup ?? true) + (o.unit ? '' : ` ${l.unit}`) });
  cx += 55;
  if (o.unit) {
    cols.push({ title: t.unit!, x: cx, width: 32, align: 'center', value: (l) => l.unit });
    cx += 32;
  }
  cols.push({ title: t.price!, x: cx, width: 62, align: 'right', value: (l) => money(l.price, money_ === 'prefix' ? 'dots' : money_) });
  cx += 62;
  if (o.vat) {
    cols.push({ title: t.vat!, x: cx, width: 38, align: 'right', value: (l) => `${l.vatRate} %` });
    cx += 38;
  }
  cols.push({ title: t.amount!, x: cx, width: 72, align: 'right', value: (l) => money(l.subtotal, money_) });
  return cols;
}

function partyLines(p: Party, nifLabel: string, nifStyle: NifStyle): string[] {
  return [p.street, p.city, `${nifLabel} ${printNif(p.nif, nifStyle)}`];
}

/** Supplier top-left, "FACTURA" top-right, meta box, customer box, bordered table, totals column. */
async function classicInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [2, 9], products: rng.chance(0.5) ? MATERIALS : SERVICES });
  const c = new Canvas();
  const nifLabel = rng.pick(['CIF:', 'NIF:', 'C.I.F.:']);
  c.text(s.seller.name, 40, 40, { size: 13, bold: true });
  partyLines(s.seller, nifLabel, rng.pick(['plain', 'dash', 'dots'] as const)).forEach((l, i) => c.text(l, 40, 60 + i * 12));
  c.text(`Tel. ${s.seller.phone}`, 40, 96);
  c.text('FACTURA', 440, 40, { size: 20, bold: true });
  const numberLabel = ['Nº Factura:', 'Nº factura', 'Número de factura:', 'Factura nº'][variant % 4];
  const dateLabel = ['Fecha:', 'Fecha factura:', 'Fecha de emisión:', 'Fecha expedición:'][variant % 4];
  const dateStyle = (['slash', 'dash', 'dot', 'slash'] as const)[variant % 4];
  c.box(40, 135, 230, 50);
  c.text(numberLabel, 48, 142, { bold: true });
  c.text(s.number, 150, 142);
  c.text(dateLabel, 48, 156, { bold: true });
  c.text(dateText(s.issue, dateStyle), 150, 156);
  c.text('Vencimiento:', 48, 170, { bold: true });
  c.text(dateText(s.due!, dateStyle), 150, 170);
  c.box(310, 120, 245, 70);
  c.text(rng.pick(['Cliente:', 'CLIENTE', 'Datos del cliente']), 318, 126, { bold: true });
  c.text(s.buyer.name, 318, 140);
  partyLines(s.buyer, 'NIF:', 'plain').forEach((l, i) => c.text(l, 318, 152 + i * 12));
  const style: MoneyStyle = variant % 3 === 2 ? 'suffix' : 'dots';
  const cols = lineColumns(40, 515, style, { code: variant % 2 === 1, unit: true });
  const { y } = drawTable(c, cols, s.lines, 215, { borders: true, bottom: 700 });
  const xl = 380;
  const rows: Array<[string, string]> = [
    [rng.pick(['Base imponible', 'Base imponible:', 'Subtotal']), money(s.totals.base, style)],
    [rng.pick(['IVA 21 %', 'IVA (21%)', 'I.V.A. 21%']), money(s.totals.vat, style)],
    [rng.pick(['Total factura', 'TOTAL FACTURA', 'Total']), money(s.totals.total, 'suffix')],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, xl, y + 10 + i * 16, { bold: i === 2 });
    c.right(value, 552, y + 10 + i * 16, { bold: i === 2 });
  });
  c.text('Forma de pago: transferencia bancaria a ES91 2100 0418 4502 0005 1332', 40, 780, { size: 7.5 });
  return { id: `invoice-classic-${variant}`, layout: 'classic', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, true), buyerNif: s.buyer.nif };
}

/** Supplier top-right, "Facturar a" top-left, header grid, borderless table, totals strip. */
async function gridInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const withIrpf = variant % 3 === 1;
  const s = invoiceSpec(rng, { lines: [3, 12], products: SERVICES, irpfRate: withIrpf ? 15 : 0 });
  const c = new Canvas();
  const sellerLines = [s.seller.name, s.seller.street, s.seller.city, `${rng.pick(['NIF', 'CIF', 'NIF/CIF'])}: ${printNif(s.seller.nif, 'plain')}`, s.seller.phone];
  sellerLines.forEach((l, i) => c.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 11 : 9 }));
  c.text('Facturar a:', 40, 40, { bold: true });
  c.text(s.buyer.name, 40, 54);
  partyLines(s.buyer, 'CIF:', 'dash').forEach((l, i) => c.text(l, 40, 66 + i * 12));
  c.text('FACTURA', 40, 130, { size: 16, bold: true });
  const labels = ['Número de factura', 'Fecha de emisión', 'Vencimiento', 'Forma de pago'];
  const values = [s.number, dateText(s.issue, variant % 2 ? 'dash' : 'slash'), dateText(s.due!, variant % 2 ? 'dash' : 'slash'), 'Transferencia'];
  labels.forEach((l, i) => {
    c.text(l, 40 + i * 130, 160, { bold: true, size: 8 });
    c.text(values[i], 40 + i * 130, 174);
  });
  c.hline(40, 555, 188);
  const style: MoneyStyle = 'dots';
  const cols = lineColumns(40, 515, style, { unit: true, titles: { description: 'Concepto', quantity: 'Cant.', price: 'P. Unit.', amount: 'Total' } });
  const { y } = drawTable(c, cols, s.lines, 205, { borders: false, bottom: 700 });
  const strip: Array<[string, number]> = [['Base imponible', s.totals.base], ['IVA (21%)', s.totals.vat]];
  if (withIrpf) strip.push(['IRPF (-15%)', -s.totals.irpf]);
  strip.push(['TOTAL A PAGAR', s.totals.total]);
  const x0 = 555 - strip.length * 110;
  c.hline(x0, 555, y + 4);
  strip.forEach(([label, value], i) => {
    c.right(label, x0 + (i + 1) * 110 - 5, y + 10, { bold: true, size: 8 });
    c.right(money(value, i === strip.length - 1 ? 'suffix' : 'dots'), x0 + (i + 1) * 110 - 5, y + 24, { bold: i === strip.length - 1 });
  });
  return { id: `invoice-grid-${variant}`, layout: 'grid', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, true), buyerNif: s.buyer.nif };
}

/** A self-employed professional or subcontractor: DNI/NIE, IRPF withholding, long date. */
async function professionalInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const irpfRate = [15, 7, 1, 15][variant % 4];
  const s = invoiceSpec(rng, { lines: [1, 4], products: PROFESSIONAL, irpfRate, person: true, due: false });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(irpfRate === 1 ? 'Albañilería y reformas (estimación objetiva)' : 'Arquitecto técnico - Colegiado nº 4.512', 40, 56);
  c.text(s.seller.street, 40, 68);
  c.text(s.seller.city, 40, 80);
  c.text(`${rng.pick(['NIF:', 'N.I.F.:', 'DNI:'])} ${printNif(s.seller.nif, rng.pick(['plain', 'dash'] as const))}`, 40, 92);
  c.text(`${['Factura nº', 'FACTURA Número:', 'Nº Factura:', 'Num. Factura'][variant % 4]} ${s.number}`, 330, 40, { size: 11, bold: true });
  c.text(`${['Fecha expedición:', 'Fecha:', 'Fecha de emisión:', 'Fecha factura:'][variant % 4]} ${dateText(s.issue, variant % 2 ? 'long' : 'slash')}`, 330, 58);
  c.text('Datos del cliente', 40, 130, { bold: true });
  c.hline(40, 300, 141);
  c.text(s.buyer.name, 40, 146);
  c.text(s.buyer.street, 40, 158);
  c.text(s.buyer.city, 40, 170);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 40, 182);
  const cols = lineColumns(40, 515, 'dots', { unit: false, titles: { description: 'Concepto', quantity: 'Cantidad', price: 'Precio unitario', amount: 'Importe' } });
  const { y } = drawTable(c, cols, s.lines, 215, { borders: variant % 2 === 0, bottom: 700 });
  const rows: Array<[string, string]> = [
    ['Base imponible', money(s.totals.base)],
    ['IVA 21 %', money(s.totals.vat)],
    [[`Retención IRPF ${irpfRate} %`, `IRPF (-${irpfRate}%)`, 'Retención', `Retención ${irpfRate}%`][variant % 4], money(-s.totals.irpf)],
    [['TOTAL A PAGAR', 'Total factura', 'Importe total', 'TOTAL'][variant % 4], money(s.totals.total, 'suffix')],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, 360, y + 10 + i * 15, { bold: i === 3 });
    c.right(value, 552, y + 10 + i * 15, { bold: i === 3 });
  });
  c.text('Pago mediante transferencia a la cuenta ES76 2038 1234 5612 3456 7890', 40, 770, { size: 7.5 });
  return { id: `invoice-professional-${variant}`, layout: 'professional', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

/** Many lines over two or three pages, header repeated, "Suma y sigue", totals at the end. */
async function multipageInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [38, 70], products: [...MATERIALS, ...SERVICES] });
  const c = new Canvas();
  const numberLabel = ['Num. Factura:', 'Nº Factura:', 'Factura nº', 'Número de factura:'][variant % 4];
  const header = (page: number) => {
    c.right(s.seller.name, 555, 40, { size: 12, bold: true });
    c.right(`${s.seller.street} · ${s.seller.city}`, 555, 56, { size: 8 });
    c.right(`CIF ${printNif(s.seller.nif, 'plain')} · Tel. ${s.seller.phone}`, 555, 67, { size: 8 });
    c.text(`${numberLabel} ${s.number}`, 40, 40, { bold: true });
    c.text(`Fecha factura: ${dateText(s.issue, 'slash')}`, 40, 54);
    c.text(`Página ${page}`, 40, 68, { size: 8 });
  };
  header(1);
  c.text('Cliente', 40, 100, { bold: true });
  c.text(s.buyer.name, 40, 113);
  partyLines(s.buyer, 'NIF', 'plain').forEach((l, i) => c.text(l, 40, 125 + i * 12));
  const cols = lineColumns(40, 515, 'dots', { code: true, unit: true, titles: { description: 'Artículo', quantity: 'Cantidad', price: 'Precio', amount: 'Importe' } });
  const { y, page } = drawTable(c, cols, s.lines, 185, {
    borders: variant % 2 === 0,
    bottom: 760,
    carry: 'dots',
    newPage: (_cv, n) => {
      header(n);
      return 100;
    },
  });
  let ty = y;
  if (ty > 720) {
    c.addPage();
    header(page + 1);
    ty = 110;
  }
  const rows: Array<[string, number]> = [
    ['Subtotal', s.totals.base],
    ['I.V.A. 21%', s.totals.vat],
    ['Total', s.totals.total],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, 380, ty + 8 + i * 15, { bold: i === 2 });
    c.right(money(value, i === 2 ? 'suffix' : 'dots'), 552, ty + 8 + i * 15, { bold: i === 2 });
  });
  return { id: `invoice-multipage-${variant}`, layout: 'multipage', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

/** Two VAT rates (21 % and 10 %), a "% IVA" column and a VAT breakdown table. */
async function multiVatInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [3, 10], products: [...MATERIALS, ...PROFESSIONAL], rates: [21, 10] });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(`${s.seller.street}, ${s.seller.city}`, 40, 56);
  c.text(`NIF: ${printNif(s.seller.nif, 'dots')}`, 40, 68);
  c.text(`FACTURA Número: ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, 'dot')}`, 330, 54);
  c.text(`Vencimiento: ${dateText(s.due!, 'dot')}`, 330, 68);
  c.box(330, 95, 225, 62);
  c.text('Cliente:', 336, 100, { bold: true });
  c.text(s.buyer.name, 336, 113);
  c.text(s.buyer.street, 336, 125);
  c.text(`${s.buyer.city} - CIF: ${printNif(s.buyer.nif, 'plain')}`, 336, 137);
  const cols = lineColumns(40, 515, 'dots', { unit: true, vat: true });
  const { y } = drawTable(c, cols, s.lines, 180, { borders: variant % 2 === 1, bottom: 660 });
  const headers = ['Base imponible', '% IVA', 'Cuota IVA', 'Total'];
  const xs = [250, 330, 410, 490];
  headers.forEach((h, i) => c.right(h, xs[i] + 62, y + 8, { bold: true, size: 8 }));
  s.totals.byRate.forEach((r, row) => {
    const vals = [money(r.base), `${r.rate} %`, money(r.vat), money(r.base + r.vat)];
    vals.forEach((v, i) => c.right(v, xs[i] + 62, y + 22 + row * 13));
  });
  const ty = y + 22 + s.totals.byRate.length * 13 + 14;
  c.hline(250, 555, ty - 5);
  c.text(variant % 2 ? 'TOTAL FACTURA' : 'Importe total', 330, ty, { bold: true, size: 10 });
  c.right(money(s.totals.total, 'suffix'), 552, ty, { bold: true, size: 10 });
  return { id: `invoice-multivat-${variant}`, layout: 'multi-vat', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, true), buyerNif: s.buyer.nif };
}

/** A subcontractor's invoice under reverse charge: 0 % VAT and the legal wording. */
async function reverseChargeInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [1, 6], products: SERVICES, reverseCharge: true });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(s.seller.street, 40, 56);
  c.text(s.seller.city, 40, 68);
  c.text(`${rng.pick(['CIF:', 'NIF:'])} ${printNif(s.seller.nif, 'dash')}`, 40, 80);
  c.text('FACTURA', 420, 40, { size: 18, bold: true });
  c.text(`Número de factura: ${s.number}`, 330, 70);
  c.text(`Fecha de emisión: ${dateText(s.issue, 'slash')}`, 330, 84);
  c.text('Datos del cliente', 330, 110, { bold: true });
  c.text(s.buyer.name, 330, 123);
  c.text(s.buyer.street, 330, 135);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 330, 147);
  const cols = lineColumns(40, 515, 'suffix', { unit: true, titles: { description: 'Descripción', quantity: 'Uds.', price: 'Precio unitario', amount: 'Importe' } });
  const { y } = drawTable(c, cols, s.lines, 180, { borders: true, bottom: 640 });
  const rows: Array<[string, string]> = [['Importe neto', money(s.totals.base, 'suffix')]];
  if (variant % 2 === 0) rows.push(['IVA 0 %', money(0, 'suffix')]);
  rows.push(['Importe total', money(s.totals.total, 'suffix')]);
  rows.forEach(([label, value], i) => {
    c.text(label, 370, y + 10 + i * 15, { bold: i === rows.length - 1 });
    c.right(value, 552, y + 10 + i * 15, { bold: i === rows.length - 1 });
  });
  const legend =
    variant % 2 === 0
      ? 'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f) de la Ley 37/1992 del IVA.'
      : 'ISP: el sujeto pasivo del IVA es el destinatario de la operación (art. 84.Uno.2º.f LIVA).';
  c.text(legend, 40, y + 80, { size: 8 });
  return { id: `invoice-reverse-charge-${variant}`, layout: 'reverse-charge', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

/** Centred letterhead, "€ 1.234,56" amounts, "Destinatario", registry details up the margin. */
async function euroPrefixInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [2, 8], products: MATERIALS });
  const c = new Canvas();
  c.center(s.seller.name, 297, 36, { size: 14, bold: true });
  c.center(`${s.seller.street} - ${s.seller.city} - Tel. ${s.seller.phone}`, 297, 54, { size: 8 });
  c.center(`N.I.F.: ${printNif(s.seller.nif, 'plain')}`, 297, 65, { size: 8 });
  c.vertical(
    `${s.seller.name} Inscrita en el Registro Mercantil de Madrid, Tomo ${rng.int(1000, 40000)}, Folio ${rng.int(1, 200)}, Hoja M-${rng.int(10000, 700000)}. CIF ${printNif(s.seller.nif, 'plain')}`,
    20,
    780,
  );
  c.text('Destinatario', 330, 95, { bold: true });
  c.text(s.buyer.name, 330, 108);
  c.text(`${s.buyer.street}, ${s.buyer.city}`, 330, 120);
  c.text(`NIF/CIF: ${printNif(s.buyer.nif, 'plain')}`, 330, 132);
  c.text(`${variant % 2 ? 'Nº Factura:' : 'Factura nº:'} ${s.number}`, 40, 95, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, variant % 2 ? 'slash' : 'dash')}`, 40, 108);
  const cols = lineColumns(40, 515, 'prefix', { unit: true, qtyGroup: false });
  const { y } = drawTable(c, cols, s.lines, 165, { borders: variant % 2 === 0, bottom: 680 });
  const rows: Array<[string, string]> = [
    ['Base', money(s.totals.base, 'prefix')],
    ['Cuota IVA (21%)', money(s.totals.vat, 'prefix')],
    ['Importe total', money(s.totals.total, 'prefix')],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, 380, y + 10 + i * 15, { bold: i === 2 });
    c.right(value, 552, y + 10 + i * 15, { bold: i === 2 });
  });
  return { id: `invoice-euro-prefix-${variant}`, layout: 'euro-prefix', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

const TRADE_NAMES = ['HORMINOR', 'ÁRIDOS PEÑALARA', 'FERRIMUÑOZ', 'ELECTRO IBÁÑEZ', 'EXCAVA', 'GRUPO EBRO'];

/** A trade name as letterhead; the legal name and CIF only in the footer line. */
async function footerInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [1, 6], products: SERVICES, due: false });
  const c = new Canvas();
  c.text(rng.pick(TRADE_NAMES), 40, 40, { size: 22, bold: true });
  c.text('Suministros y servicios para la construcción', 40, 66, { size: 8 });
  c.text('Cliente', 330, 40, { bold: true });
  c.text(s.buyer.name, 330, 53);
  c.text(s.buyer.street, 330, 65);
  c.text(s.buyer.city, 330, 77);
  c.text(`CIF: ${printNif(s.buyer.nif, 'dash')}`, 330, 89);
  c.text(`Factura: ${s.number}`, 40, 120, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, variant % 2 ? 'dot' : 'slash')}`, 40, 134);
  const cols = lineColumns(40, 515, 'dots', { unit: true, titles: { description: 'Descripción', quantity: 'Cantidad', price: 'Precio', amount: 'Importe' } });
  const { y } = drawTable(c, cols, s.lines, 165, { borders: false, bottom: 700 });
  const rows: Array<[string, string]> = [
    ['Subtotal', money(s.totals.base)],
    ['IVA 21%', money(s.totals.vat)],
    ['Total €', money(s.totals.total)],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, 400, y + 10 + i * 15, { bold: i === 2 });
    c.right(value, 552, y + 10 + i * 15, { bold: i === 2 });
  });
  c.hline(40, 555, 790);
  c.center(`${s.seller.name} · CIF ${printNif(s.seller.nif, 'plain')} · ${s.seller.street} · ${s.seller.city}`, 297, 796, { size: 7 });
  return { id: `invoice-footer-${variant}`, layout: 'footer', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}


/**
 * A concrete supplier's monthly invoice listing its delivery notes (albarán number and date on
 * each line), a discount between gross and taxable base, values printed after the labels.
 */
async function deliveryListInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [4, 14], products: MATERIALS.filter((p) => ['m³', 't'].includes(p.unit)) });
  const discountRate = [3, 5, 2, 0, 4][variant % 5];
  const gross = s.totals.base;
  const discount = divRound(gross * discountRate, 100);
  const base = gross - discount;
  const vat = divRound(base * 21, 100);
  const total = base + vat;
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(`${s.seller.street} · ${s.seller.city}`, 40, 55, { size: 8 });
  c.text(`NIF-IVA: ${printNif(s.seller.nif, 'es')} · Tel. ${s.seller.phone}`, 40, 66, { size: 8 });
  c.text(`Cliente: ${s.buyer.name} - CIF ${printNif(s.buyer.nif, 'plain')}`, 40, 95, { bold: true });
  c.text(`Obra: ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`, 40, 108);
  c.text(`FACTURA Nº ${s.number}`, 370, 40, { size: 11, bold: true });
  c.text(`Fecha: ${dateText(s.issue, 'slash').replace(/\d\d(\d\d)$/, variant % 2 ? '$1' : '20$1')}`, 370, 56);
  c.text(`Vencimiento: ${dateText(s.due!, 'slash')}`, 370, 69);
  const notes = s.lines.map((l, i) => ({ line: l, note: `${rng.int(10000, 99999)}`, date: addDays(s.issue, -rng.int(1, 28)), i }));
  const cols: Column[] = [
    { title: 'Albarán', x: 40, width: 50, align: 'left', value: (l) => notes.find((n) => n.line === l)!.note },
    { title: 'Fecha', x: 90, width: 55, align: 'left', value: (l) => dateText(notes.find((n) => n.line === l)!.date, 'slash') },
    { title: 'Descripción', x: 145, width: 210, align: 'left', value: (l) => l.description, wrap: true },
    { title: 'Cantidad', x: 355, width: 60, align: 'right', value: (l) => `${quantityText(l.milli)} ${l.unit}` },
    { title: 'Precio', x: 415, width: 65, align: 'right', value: (l) => money(l.price) },
    { title: 'Importe', x: 480, width: 75, align: 'right', value: (l) => money(l.subtotal) },
  ];
  const { y } = drawTable(c, cols, s.lines, 135, { borders: variant % 2 === 0, bottom: 690 });
  const rows = discountRate
    ? [`Importe bruto: ${money(gross)}`, `Dto. ${discountRate} %: -${money(discount)}`, `Base imponible: ${money(base)}`]
    : [`Base imponible: ${money(base)}`];
  rows.push(`IVA 21 %: ${money(vat)}`, `Total factura: ${money(total, 'suffix')}`);
  rows.forEach((r, i) => c.right(r, 552, y + 8 + i * 14, { bold: i === rows.length - 1 }));
  const expected: ExpectedInvoice = { ...expectedInvoice(s, true), subtotal_amount: base, tax_amount: vat, total_amount: total };
  return { id: `invoice-delivery-list-${variant}`, layout: 'delivery-list', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}

/** "Proveedor" and "Cliente" boxes side by side, an upper-case header grid in boxes, short years. */
async function boxedInvoice(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [2, 8], products: [...MATERIALS, ...SERVICES] });
  const c = new Canvas();
  c.text('FACTURA', 40, 36, { size: 18, bold: true });
  const boxes: Array<[string, Party, number]> = variant % 2 ? [['CLIENTE', s.buyer, 40], ['PROVEEDOR', s.seller, 300]] : [['PROVEEDOR', s.seller, 40], ['CLIENTE', s.buyer, 300]];
  for (const [title, p, x] of boxes) {
    c.box(x, 65, 255, 70);
    c.text(title, x + 6, 70, { bold: true, size: 8 });
    c.text(p.name, x + 6, 84);
    c.text(p.street, x + 6, 96);
    c.text(p.city, x + 6, 108);
    c.text(`N.I.F. ${printNif(p.nif, 'dash')}`, x + 6, 120);
  }
  const labels = ['FACTURA Nº', 'FECHA', 'VENCIMIENTO'];
  const year2 = (iso: string) => dateText(iso, 'slash').replace(/\d\d(\d\d)$/, '$1');
  const values = [s.number, year2(s.issue), year2(s.due!)];
  labels.forEach((l, i) => {
    c.box(40 + i * 120, 150, 120, 32);
    c.text(l, 46 + i * 120, 154, { bold: true, size: 7.5 });
    c.text(values[i], 46 + i * 120, 168);
  });
  const cols = lineColumns(40, 515, 'dots', { unit: true, titles: { description: 'DESCRIPCIÓN', quantity: 'CANT.', unit: 'UD.', price: 'PRECIO', amount: 'IMPORTE' } });
  const { y } = drawTable(c, cols, s.lines, 200, { borders: true, bottom: 690 });
  const labelsTotals = ['BASE IMPONIBLE', 'IVA 21%', 'TOTAL FACTURA'];
  const valuesTotals = [s.totals.base, s.totals.vat, s.totals.total];
  labelsTotals.forEach((l, i) => {
    c.box(315 + i * 80, y + 6, 80, 32);
    c.text(l, 319 + i * 80, y + 10, { bold: true, size: 7 });
    c.right(money(valuesTotals[i], i === 2 ? 'suffix' : 'dots'), 391 + i * 80, y + 24, { bold: i === 2 });
  });
  return { id: `invoice-boxed-${variant}`, layout: 'boxed', kind: 'invoice', expectComplete: true, bytes: await c.bytes(), expected: expectedInvoice(s, true), buyerNif: s.buyer.nif };
}

// ---------------------------------------------------------------------------------------------
// Delivery notes

interface NoteSpec {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  lines: Line[];
  subtotal: number;
}

const NOTE_NUMBERS = [
  (r: Rng) => `A-${r.int(10000, 99999)}`,
  (r: Rng) => `ALB-2026-${String(r.int(1, 9999)).padStart(4, '0')}`,
  (r: Rng) => String(r.int(100000, 999999)),
  (r: Rng) => `HN/26/${String(r.int(1, 9999)).padStart(4, '0')}`,
  (r: Rng) => `V-${r.int(10000, 99999)}`,
];

export function noteSpec(rng: Rng, count: number, products: Product[]): NoteSpec {
  const seller = company(rng, rng.pick(SUPPLIERS));
  const buyer = company(rng, rng.pick(BUYERS));
  const lines = Array.from({ length: count }, () => makeLine(rng, products, 21));
  return {
    seller,
    buyer,
    number: rng.pick(NOTE_NUMBERS)(rng),
    date: randomDate(rng),
    lines,
    subtotal: lines.reduce((s, l) => s + l.subtotal, 0),
  };
}

export function expectedNote(s: NoteSpec): ExpectedNote {
  return {
    delivery_note_number: s.number,
    delivery_date: s.date,
    provider_nif: s.seller.nif,
    provider_name: s.seller.name,
    subtotal_amount: s.subtotal,
    line_items: s.lines.map((l) => ({ description: l.description, quantity: l.milli / 1000, unit: l.unit, unit_price: l.price, subtotal: l.subtotal })),
  };
}

/** Supplier top-left, customer box, "Obra", bordered table with code and unit columns. */
async function classicNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(1, 12), MATERIALS);
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'dash').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text('ALBARÁN', 440, 40, { size: 18, bold: true });
  c.text(`${['Albarán nº:', 'Nº Albarán:', 'Albarán:'][variant % 3]} ${s.number}`, 40, 110, { bold: true });
  c.text(`${['Fecha entrega:', 'Fecha:', 'Fecha de entrega:'][variant % 3]} ${dateText(s.date, 'slash')}`, 40, 124);
  c.text(`Obra: ${rng.pick(STREETS)}, ${rng.pick(CITIES)}`, 40, 138);
  c.box(320, 100, 235, 56);
  c.text('Cliente:', 326, 105, { bold: true });
  c.text(s.buyer.name, 326, 118);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 326, 130);
  c.text(s.buyer.city, 326, 142);
  const cols = lineColumns(40, 515, 'dots', { code: true, unit: true });
  const { y } = drawTable(c, cols, s.lines, 175, { borders: true, bottom: 700 });
  c.text(variant % 2 ? 'Total albarán' : 'Subtotal', 400, y + 8, { bold: true });
  c.right(money(s.subtotal, 'suffix'), 552, y + 8, { bold: true });
  c.text('Recibí conforme (firma y DNI):', 40, y + 60, { size: 8 });
  return { id: `note-classic-${variant}`, layout: 'note-classic', kind: 'delivery_note', expectComplete: true, bytes: await c.bytes(), expected: expectedNote(s), buyerNif: s.buyer.nif };
}

/** Supplier top-right, header grid, borderless table over pages, a carrier with its own CIF. */
async function gridNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(14, 30), [...MATERIALS, ...SERVICES]);
  const c = new Canvas();
  const carrier = company(rng, rng.pick(['Transportes Rápidos Soria, S.L.', 'Logística Montes de Toledo, S.A.']));
  const header = (page: number) => {
    [s.seller.name, s.seller.street, s.seller.city, `CIF ${printNif(s.seller.nif, 'dots')}`].forEach((l, i) =>
      c.right(l, 555, 40 + i * 12, { bold: i === 0, size: i === 0 ? 11 : 8.5 }),
    );
    c.text('ALBARÁN DE ENTREGA', 40, 40, { size: 14, bold: true });
    c.text(`Página ${page}`, 40, 58, { size: 8 });
  };
  header(1);
  ['Nº Albarán', 'Fecha', 'Pedido', 'Matrícula'].forEach((l, i) => c.text(l, 40 + i * 100, 100, { bold: true, size: 8 }));
  [s.number, dateText(s.date, variant % 2 ? 'dot' : 'slash'), `P-${rng.int(1000, 9999)}`, `${rng.int(1000, 9999)} ${rng.pick(['KLM', 'HBD', 'JZX'])}`].forEach((v, i) =>
    c.text(v, 40 + i * 100, 113),
  );
  c.text('Destinatario', 40, 140, { bold: true });
  c.text(s.buyer.name, 40, 153);
  c.text(`CIF: ${printNif(s.buyer.nif, 'plain')}`, 40, 165);
  c.text('Transportista', 330, 140, { bold: true });
  c.text(carrier.name, 330, 153);
  c.text(`CIF: ${printNif(carrier.nif, 'plain')}`, 330, 165);
  const cols = lineColumns(40, 515, 'dots', { unit: true, titles: { description: 'Artículo', quantity: 'Uds.', unit: 'Ud.', price: 'P. Unit.', amount: 'Total' } });
  const { y, page } = drawTable(c, cols, s.lines, 195, {
    borders: false,
    bottom: 770,
    newPage: (_cv, n) => {
      header(n);
      return 100;
    },
  });
  let ty = y;
  if (ty > 740) {
    c.addPage();
    header(page + 1);
    ty = 100;
  }
  c.text('Subtotal', 400, ty + 8, { bold: true });
  c.right(money(s.subtotal), 552, ty + 8, { bold: true });
  return { id: `note-grid-${variant}`, layout: 'note-grid', kind: 'delivery_note', expectComplete: true, bytes: await c.bytes(), expected: expectedNote(s), buyerNif: s.buyer.nif };
}

/** Ready-mix concrete and aggregates: unit printed with the quantity, VAT and total below. */
async function concreteNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(1, 6), MATERIALS.filter((p) => ['m³', 't'].includes(p.unit)));
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(`${s.seller.street} · ${s.seller.city}`, 40, 56, { size: 8 });
  c.text(`CIF: ${printNif(s.seller.nif, 'plain')}`, 40, 67, { size: 8 });
  c.text(`Albarán: ${s.number}`, 380, 40, { bold: true, size: 11 });
  c.text(`Fecha: ${dateText(s.date, variant % 2 ? 'long' : 'dash')}`, 380, 56);
  c.text('Datos del cliente', 40, 95, { bold: true });
  c.text(s.buyer.name, 40, 108);
  c.text(`NIF ${printNif(s.buyer.nif, 'dash')}`, 40, 120);
  c.text(`Hora de salida: ${rng.int(6, 14)}:${String(rng.int(0, 59)).padStart(2, '0')}`, 380, 95);
  const cols = lineColumns(40, 515, 'dots', { unit: false, titles: { description: 'Concepto', quantity: 'Cantidad', price: 'Precio unitario', amount: 'Importe' } });
  const { y } = drawTable(c, cols, s.lines, 150, { borders: variant % 2 === 0, bottom: 700 });
  const vat = divRound(s.subtotal * 21, 100);
  const rows: Array<[string, string]> = [
    ['Base imponible', money(s.subtotal)],
    ['IVA 21 %', money(vat)],
    ['Total', money(s.subtotal + vat, 'suffix')],
  ];
  rows.forEach(([label, value], i) => {
    c.text(label, 400, y + 8 + i * 14, { bold: i === 2 });
    c.right(value, 552, y + 8 + i * 14, { bold: i === 2 });
  });
  return { id: `note-concrete-${variant}`, layout: 'note-concrete', kind: 'delivery_note', expectComplete: true, bytes: await c.bytes(), expected: expectedNote(s), buyerNif: s.buyer.nif };
}


/** A long note whose table goes on over pages without repeating its header; wrapped descriptions. */
async function continuedNote(rng: Rng, variant: number): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(18, 30), [...MATERIALS, ...SERVICES]);
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(`${s.seller.street} - ${s.seller.city} - C.I.F. ${printNif(s.seller.nif, 'plain')}`, 40, 55, { size: 8 });
  c.text(`${['Número de albarán:', 'Albarán nº', 'Nº de albarán:'][variant % 3]} ${s.number}`, 40, 80, { bold: true });
  c.text(`Fecha de entrega: ${dateText(s.date, variant % 2 ? 'long' : 'dot')}`, 40, 94);
  c.text('Entregar en:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`C.I.F. ${printNif(s.buyer.nif, 'plain')}`, 330, 105);
  c.text(rng.pick(STREETS), 330, 117);
  const cols: Column[] = [
    { title: 'Ref.', x: 40, width: 50, align: 'left', value: (l) => l.code },
    { title: 'Material', x: 90, width: 215, align: 'left', value: (l) => l.description, wrap: true },
    { title: 'Cant.', x: 305, width: 55, align: 'right', value: (l) => quantityText(l.milli) },
    { title: 'Unidad', x: 360, width: 45, align: 'center', value: (l) => l.unit },
    { title: 'Precio/Ud', x: 405, width: 70, align: 'right', value: (l) => money(l.price) },
    { title: 'Importe €', x: 475, width: 80, align: 'right', value: (l) => money(l.subtotal) },
  ];
  const { y, page } = drawTable(c, cols, s.lines, 140, {
    borders: variant % 2 === 1,
    bottom: 640,
    repeatHeader: false,
    newPage: (cv, n) => {
      cv.text(`${s.seller.name} - albarán ${s.number} (continuación, hoja ${n})`, 40, 40, { size: 8 });
      return 70;
    },
  });
  let ty = y;
  if (ty > 760) {
    c.addPage();
    c.text(`${s.seller.name} - hoja ${page + 1}`, 40, 40, { size: 8 });
    ty = 70;
  }
  c.text('Total albarán', 400, ty + 8, { bold: true });
  c.right(money(s.subtotal, 'suffix'), 552, ty + 8, { bold: true });
  return { id: `note-continued-${variant}`, layout: 'note-continued', kind: 'delivery_note', expectComplete: true, bytes: await c.bytes(), expected: expectedNote(s), buyerNif: s.buyer.nif };
}

// ---------------------------------------------------------------------------------------------
// Documents made hard on purpose: the right outcome is `complete: false`

async function missingTotalInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [2, 5], products: MATERIALS });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text(`Nº Factura: ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, 'slash')}`, 330, 54);
  c.text('Cliente:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`NIF: ${s.buyer.nif}`, 330, 105);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 140, { borders: true, bottom: 700 });
  c.text('Base imponible', 380, y + 10);
  c.right(money(s.totals.base), 552, y + 10);
  c.text('IVA 21 %', 380, y + 25);
  c.right(money(s.totals.vat), 552, y + 25);
  const expected = { ...expectedInvoice(s, false), total_amount: undefined };
  return { id: 'hard-missing-total', layout: 'classic', kind: 'invoice', expectComplete: false, why: 'no total printed', bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}

async function wrongTotalInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [2, 5], products: SERVICES });
  const printedTotal = s.totals.total + 1000;
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'NIF:', 'dash').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text(`Factura nº ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha de emisión: ${dateText(s.issue, 'slash')}`, 330, 54);
  c.text('Facturar a:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`CIF: ${s.buyer.nif}`, 330, 105);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 140, { borders: false, bottom: 700 });
  [['Base imponible', s.totals.base], ['IVA 21 %', s.totals.vat], ['Total factura', printedTotal]].forEach(([l, v], i) => {
    c.text(String(l), 380, y + 10 + i * 15);
    c.right(money(Number(v)), 552, y + 10 + i * 15);
  });
  const expected = { ...expectedInvoice(s, false), total_amount: printedTotal };
  return { id: 'hard-totals-disagree', layout: 'classic', kind: 'invoice', expectComplete: false, why: 'base + VAT ≠ total', bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}

/** Two company blocks side by side, both with a bare "CIF:", no customer label. */
async function unlabelledPartiesInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [2, 4], products: MATERIALS });
  const c = new Canvas();
  // The customer block comes first in reading order: a reader guessing by position is wrong.
  c.text(s.buyer.name, 40, 40, { bold: true });
  partyLines(s.buyer, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 53 + i * 12));
  c.text(s.seller.name, 330, 40, { bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 330, 53 + i * 12));
  c.text(`Nº Factura: ${s.number}`, 40, 110, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, 'slash')}`, 40, 124);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 150, { borders: true, bottom: 700 });
  [['Base imponible', s.totals.base], ['IVA 21 %', s.totals.vat], ['Total factura', s.totals.total]].forEach(([l, v], i) => {
    c.text(String(l), 380, y + 10 + i * 15);
    c.right(money(Number(v)), 552, y + 10 + i * 15);
  });
  return { id: 'hard-unlabelled-parties', layout: 'classic', kind: 'invoice', expectComplete: false, why: 'two tax ids, no label tells the seller', bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

async function proformaInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [1, 3], products: SERVICES });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text('FACTURA PROFORMA', 330, 40, { size: 14, bold: true });
  c.text(`Nº Factura: ${s.number}`, 330, 60);
  c.text(`Fecha: ${dateText(s.issue, 'slash')}`, 330, 74);
  c.text('Cliente:', 330, 100, { bold: true });
  c.text(s.buyer.name, 330, 113);
  c.text(`CIF: ${s.buyer.nif}`, 330, 125);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 150, { borders: true, bottom: 700 });
  [['Base imponible', s.totals.base], ['IVA 21 %', s.totals.vat], ['Total', s.totals.total]].forEach(([l, v], i) => {
    c.text(String(l), 380, y + 10 + i * 15);
    c.right(money(Number(v)), 552, y + 10 + i * 15);
  });
  return { id: 'hard-proforma', layout: 'classic', kind: 'invoice', expectComplete: false, why: 'a proforma is not an invoice', bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

/** The seller's CIF has a typo in its control digit: no valid seller id remains. */
async function badNifInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [1, 4], products: MATERIALS });
  const wrong = `${s.seller.nif.slice(0, 8)}${(Number(s.seller.nif[8]) + 3) % 10}`;
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  c.text(`${s.seller.street} · ${s.seller.city}`, 40, 56);
  c.text(`CIF: ${wrong}`, 40, 68);
  c.text(`Nº Factura: ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, 'slash')}`, 330, 54);
  c.text('Cliente:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`CIF: ${s.buyer.nif}`, 330, 105);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 140, { borders: true, bottom: 700 });
  [['Base imponible', s.totals.base], ['IVA 21 %', s.totals.vat], ['Total factura', s.totals.total]].forEach(([l, v], i) => {
    c.text(String(l), 380, y + 10 + i * 15);
    c.right(money(Number(v)), 552, y + 10 + i * 15);
  });
  // No valid seller id is printed: the right reading finds none.
  const expected = { ...expectedInvoice(s, false), provider_nif: undefined };
  return { id: 'hard-invalid-seller-nif', layout: 'classic', kind: 'invoice', expectComplete: false, why: "the seller's CIF fails its control digit", bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}

async function impossibleDateInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [1, 4], products: SERVICES });
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text(`Nº Factura: ${s.number}`, 330, 40, { bold: true });
  c.text('Fecha: 30/02/2026', 330, 54);
  c.text('Cliente:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`CIF: ${s.buyer.nif}`, 330, 105);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 140, { borders: true, bottom: 700 });
  [['Base imponible', s.totals.base], ['IVA 21 %', s.totals.vat], ['Total factura', s.totals.total]].forEach(([l, v], i) => {
    c.text(String(l), 380, y + 10 + i * 15);
    c.right(money(Number(v)), 552, y + 10 + i * 15);
  });
  const expected = { ...expectedInvoice(s, false), issue_date: undefined };
  return { id: 'hard-impossible-date', layout: 'classic', kind: 'invoice', expectComplete: false, why: '30/02/2026 is not a date', bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}

async function linesDisagreeNote(rng: Rng): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(3, 6), MATERIALS);
  const printed = s.subtotal + 2500;
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text(`Albarán nº: ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha entrega: ${dateText(s.date, 'slash')}`, 330, 54);
  c.text('Cliente:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`CIF: ${s.buyer.nif}`, 330, 105);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 140, { borders: true, bottom: 700 });
  c.text('Total albarán', 400, y + 8, { bold: true });
  c.right(money(printed), 552, y + 8, { bold: true });
  const expected = { ...expectedNote(s), subtotal_amount: printed };
  return { id: 'hard-note-lines-disagree', layout: 'note-classic', kind: 'delivery_note', expectComplete: false, why: 'the lines do not add up to the total', bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}


/** Two different invoice numbers under two invoice-number labels. */
async function twoNumbersInvoice(rng: Rng): Promise<CorpusDocument> {
  const s = invoiceSpec(rng, { lines: [1, 4], products: SERVICES });
  const other = `${s.number}-B`;
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text(`Nº Factura: ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha: ${dateText(s.issue, 'slash')}`, 330, 54);
  c.text('Cliente:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`CIF: ${s.buyer.nif}`, 330, 105);
  const { y } = drawTable(c, lineColumns(40, 515, 'dots', { unit: true }), s.lines, 140, { borders: true, bottom: 700 });
  [['Base imponible', s.totals.base], ['IVA 21 %', s.totals.vat], ['Total factura', s.totals.total]].forEach(([l, v], i) => {
    c.text(String(l), 380, y + 10 + i * 15);
    c.right(money(Number(v)), 552, y + 10 + i * 15);
  });
  c.text(`Nº Factura: ${other}`, 40, 800, { size: 7 });
  return { id: 'hard-two-invoice-numbers', layout: 'classic', kind: 'invoice', expectComplete: false, why: 'two different invoice numbers', bytes: await c.bytes(), expected: expectedInvoice(s, false), buyerNif: s.buyer.nif };
}

/** An unpriced delivery note (quantities only): nothing to check, nothing to create from. */
async function unpricedNote(rng: Rng): Promise<CorpusDocument> {
  const s = noteSpec(rng, rng.int(2, 6), MATERIALS);
  const c = new Canvas();
  c.text(s.seller.name, 40, 40, { size: 12, bold: true });
  partyLines(s.seller, 'CIF:', 'plain').forEach((l, i) => c.text(l, 40, 56 + i * 12));
  c.text(`Nº Albarán: ${s.number}`, 330, 40, { bold: true });
  c.text(`Fecha: ${dateText(s.date, 'slash')}`, 330, 54);
  c.text('Cliente:', 330, 80, { bold: true });
  c.text(s.buyer.name, 330, 93);
  c.text(`CIF: ${s.buyer.nif}`, 330, 105);
  const cols: Column[] = [
    { title: 'Descripción', x: 40, width: 360, align: 'left', value: (l) => l.description, wrap: true },
    { title: 'Cantidad', x: 400, width: 80, align: 'right', value: (l) => quantityText(l.milli) },
    { title: 'Unidad', x: 480, width: 75, align: 'center', value: (l) => l.unit },
  ];
  drawTable(c, cols, s.lines, 140, { borders: true, bottom: 700 });
  const expected = { ...expectedNote(s), subtotal_amount: undefined, line_items: undefined };
  return { id: 'hard-note-unpriced', layout: 'note-classic', kind: 'delivery_note', expectComplete: false, why: 'no prices or amounts', bytes: await c.bytes(), expected, buyerNif: s.buyer.nif };
}

// ---------------------------------------------------------------------------------------------

/** The corpus: 50 regular invoices in 10 layouts, 20 delivery notes in 4, 9 hard documents. */
export async function generateCorpus(seed = 20261123): Promise<CorpusDocument[]> {
  const rng = new Rng(seed);
  const docs: CorpusDocument[] = [];
  const invoiceLayouts = [
    classicInvoice,
    gridInvoice,
    professionalInvoice,
    multipageInvoice,
    multiVatInvoice,
    reverseChargeInvoice,
    euroPrefixInvoice,
    footerInvoice,
    deliveryListInvoice,
    boxedInvoice,
  ];
  for (const layout of invoiceLayouts) for (let v = 0; v < 5; v++) docs.push(await layout(rng, v));
  for (const layout of [classicNote, gridNote, concreteNote, continuedNote]) for (let v = 0; v < 5; v++) docs.push(await layout(rng, v));
  const hardOnes = [
    missingTotalInvoice,
    wrongTotalInvoice,
    unlabelledPartiesInvoice,
    proformaInvoice,
    badNifInvoice,
    impossibleDateInvoice,
    twoNumbersInvoice,
    linesDisagreeNote,
    unpricedNote,
  ];
  for (const hard of hardOnes) {
    docs.push(await hard(rng));
  }
  return docs;
}

/**
 * A PDF whose page is one image with nothing written on it (grey bands on off-white), as a
 * scanner without OCR makes of a sheet with no text: no text layer, and nothing to recognise.
 */
export async function imageOnlyPdf(): Promise<Uint8Array> {
  const width = 620;
  const height = 877;
  const pixels = Buffer.alloc(width * height, 244);
  for (let y = 60; y < 800; y += 14) {
    const end = 60 + ((y * 37) % 460);
    for (let dy = 0; dy < 4; dy++) pixels.fill(150, (y + dy) * width + 60, (y + dy) * width + end);
  }
  const png = await sharp(pixels, { raw: { width, height, channels: 1 } }).png().toBuffer();
  const c = new Canvas();
  c.doc.image(png, 0, 0, { width: c.width, height: c.height });
  return c.bytes();
}

/** A PDF with a drawn page and no text at all: vector shapes only, no image to read. */
export async function drawingOnlyPdf(): Promise<Uint8Array> {
  const c = new Canvas();
  c.box(40, 40, 515, 760, '#f4f4f4');
  for (let y = 60; y < 780; y += 14) c.hline(60, 60 + ((y * 37) % 460), y, 4);
  return c.bytes();
}

export interface PlacedText {
  text: string;
  x: number;
  /** From the top of the page. */
  y: number;
  size?: number;
  bold?: boolean;
  align?: 'left' | 'right';
  /** Set in Courier (monospaced), as ERP and line-printer output is. */
  mono?: boolean;
}

/** A PDF with the given texts placed on its pages, for focused tests. */
export async function pdfOf(pages: PlacedText[][], options: { userPassword?: string } = {}): Promise<Uint8Array> {
  const c = new Canvas(options);
  pages.forEach((texts, i) => {
    if (i > 0) c.addPage();
    for (const t of texts) {
      if (t.mono) {
        c.doc.font(t.bold ? 'Courier-Bold' : 'Courier').fontSize(t.size ?? 9);
        const x = t.align === 'right' ? t.x - c.doc.widthOfString(t.text) : t.x;
        c.doc.text(t.text, x, t.y, { lineBreak: false });
      } else if (t.align === 'right') c.right(t.text, t.x, t.y, t);
      else c.text(t.text, t.x, t.y, t);
    }
  });
  return c.bytes();
}
