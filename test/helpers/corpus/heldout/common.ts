/**
 * Shared pieces of the held-out corpus: a seeded PRNG, Spanish tax ids, money and date printing,
 * a PDF writer with fixed metadata and small drawing helpers. Nothing here knows a layout.
 */
import PDFDocument from 'pdfkit';
import { Mulberry32 } from '../rng.js';

export type Doc = PDFKit.PDFDocument;

// ---------------------------------------------------------------- randomness

export class Rng extends Mulberry32 {
  constructor(seed: number) {
    super(fmix32(seed >>> 0));
    for (let i = 0; i < 4; i++) this.next();
  }
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }
}

/** murmur3's finaliser: spreads every input bit over the whole word. */
function fmix32(h: number): number {
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

export function deriveSeed(seed: number, label: string): number {
  let h = 0x811c9dc5 ^ (seed >>> 0);
  for (let i = 0; i < label.length; i++) {
    h ^= label.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= Math.imul(seed >>> 0, 0x9e3779b1) >>> 0;
  return fmix32(h >>> 0);
}

// ---------------------------------------------------------------- integer money

/** n / d rounded half away from zero; n, d integers, d > 0. */
export function divRound(n: number, d: number): number {
  const a = 2 * Math.abs(n) + d;
  const b = 2 * d;
  const q = (a - (a % b)) / b;
  return n < 0 ? -q : q;
}

/** quantity in thousandths × unit price in cents → cents. */
export function lineAmount(qtyMilli: number, priceCents: number): number {
  return divRound(qtyMilli * priceCents, 1000);
}

/** amount × pct / 100, pct given in hundredths of a percent (21 % = 2100). */
export function pctOf(amountCents: number, pctHundredths: number): number {
  return divRound(amountCents * pctHundredths, 10000);
}

export interface MoneyStyle {
  thousands?: boolean;
  symbol?: boolean;
  /** '€' glued before a space? default ' €' after. */
  symbolPrefix?: boolean;
}

export function eur(cents: number, style: MoneyStyle = {}): string {
  const neg = cents < 0;
  const abs = Math.abs(cents);
  const int = Math.floor(abs / 100);
  const dec = String(abs % 100).padStart(2, '0');
  let intStr = String(int);
  if (style.thousands !== false) intStr = intStr.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let s = `${neg ? '-' : ''}${intStr},${dec}`;
  if (style.symbol) s = style.symbolPrefix ? `€ ${s}` : `${s} €`;
  return s;
}

/** Quantity printing: 'min' trims trailing zeros, 'fix2'/'fix3' keeps that many decimals. */
export function qty(milli: number, mode: 'min' | 'fix2' | 'fix3' | 'fix0' = 'min', thousands = false): string {
  const int = Math.floor(milli / 1000);
  const frac = milli % 1000;
  let intStr = String(int);
  if (thousands) intStr = intStr.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  let decimals = String(frac).padStart(3, '0');
  if (mode === 'fix0') {
    if (frac !== 0) throw new Error(`quantity ${milli} has decimals`);
    return intStr;
  }
  if (mode === 'fix2') {
    if (frac % 10 !== 0) throw new Error(`quantity ${milli} needs 3 decimals`);
    return `${intStr},${decimals.slice(0, 2)}`;
  }
  if (mode === 'fix3') return `${intStr},${decimals}`;
  decimals = decimals.replace(/0+$/, '');
  return decimals ? `${intStr},${decimals}` : intStr;
}

export function pctLabel(pctHundredths: number, decimals = 0): string {
  const whole = Math.floor(pctHundredths / 100);
  const frac = pctHundredths % 100;
  if (decimals === 0 && frac === 0) return String(whole);
  if (decimals === 0) return `${whole},${String(frac).padStart(2, '0').replace(/0$/, '')}`;
  return `${whole},${String(frac).padStart(2, '0').slice(0, decimals)}`;
}

// ---------------------------------------------------------------- tax ids

const CIF_CONTROL_LETTERS = 'JABCDEFGHI';
const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

export function cifControlDigit(seven: string): number {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const d = Number(seven[i]);
    if (i % 2 === 1) sum += d;
    else {
      const x = 2 * d;
      sum += Math.floor(x / 10) + (x % 10);
    }
  }
  return (10 - (sum % 10)) % 10;
}

export function makeCif(rng: Rng, letter: 'A' | 'B', province: string): string {
  const seven = province + rng.digits(5);
  return `${letter}${seven}${cifControlDigit(seven)}`;
}

export function makeDni(rng: Rng): string {
  const n = rng.int(10_000_000, 79_999_999);
  return `${n}${DNI_LETTERS[n % 23]}`;
}

export function isValidNif(nif: string): boolean {
  if (/^\d{8}[A-Z]$/.test(nif)) return DNI_LETTERS[Number(nif.slice(0, 8)) % 23] === nif[8];
  const m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(nif);
  if (!m) return false;
  const c = cifControlDigit(m[2] as string);
  const letter = m[1] as string;
  const ctl = m[3] as string;
  if ('ABEH'.includes(letter)) return ctl === String(c);
  if ('PQRSNW'.includes(letter)) return ctl === CIF_CONTROL_LETTERS[c];
  return ctl === String(c) || ctl === CIF_CONTROL_LETTERS[c];
}

/** Prints a normalised NIF the way different suppliers do. */
export function printNif(nif: string, style: number): string {
  const isDni = /^\d/.test(nif);
  if (isDni) {
    const n = nif.slice(0, 8);
    const l = nif.slice(8);
    switch (style % 3) {
      case 0:
        return nif;
      case 1:
        return `${n}-${l}`;
      default:
        return `${n.slice(0, 2)}.${n.slice(2, 5)}.${n.slice(5)}-${l}`;
    }
  }
  const l = nif[0] as string;
  const body = nif.slice(1);
  switch (style % 6) {
    case 0:
      return nif;
    case 1:
      return `${l}-${body}`;
    case 2:
      return `${l}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}`;
    case 3:
      return `ES ${nif}`;
    case 4:
      return `ES${nif}`;
    default:
      return `${l} ${body}`;
  }
}

/** A Spanish IBAN with a correct check pair (bank and branch invented). */
export function makeIban(rng: Rng): string {
  const bank = rng.pick(['2100', '0049', '0182', '2085', '0081', '3058', '2038', '0128']);
  const bban = bank + rng.digits(4) + rng.digits(2) + rng.digits(10);
  // ES = 14 28
  const numeric = BigInt(bban + '142800');
  const check = 98n - (numeric % 97n);
  const full = `ES${String(check).padStart(2, '0')}${bban}`;
  return full.replace(/(.{4})/g, '$1 ').trim();
}

// ---------------------------------------------------------------- dates

export interface Ymd {
  y: number;
  m: number;
  d: number;
}

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const MONTHS_SHORT = ['ENE', 'FEB', 'MAR', 'ABR', 'MAY', 'JUN', 'JUL', 'AGO', 'SEP', 'OCT', 'NOV', 'DIC'];

export function daysIn(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

export function randomDate(rng: Rng, fromMonth = 1, toMonth = 6, y = 2026): Ymd {
  const m = rng.int(fromMonth, toMonth);
  return { y, m, d: rng.int(1, daysIn(y, m)) };
}

export function addDays(date: Ymd, days: number): Ymd {
  const t = new Date(Date.UTC(date.y, date.m - 1, date.d + days));
  return { y: t.getUTCFullYear(), m: t.getUTCMonth() + 1, d: t.getUTCDate() };
}

export function iso(date: Ymd): string {
  return `${date.y}-${String(date.m).padStart(2, '0')}-${String(date.d).padStart(2, '0')}`;
}

export type DateStyle = 'dd/mm/yyyy' | 'd/m/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yyyy' | 'dd/mm/yy' | 'long' | 'dd-MMM-yyyy';

export function fmtDate(date: Ymd, style: DateStyle): string {
  const dd = String(date.d).padStart(2, '0');
  const mm = String(date.m).padStart(2, '0');
  switch (style) {
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${date.y}`;
    case 'd/m/yyyy':
      return `${date.d}/${date.m}/${date.y}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${date.y}`;
    case 'dd.mm.yyyy':
      return `${dd}.${mm}.${date.y}`;
    case 'dd/mm/yy':
      return `${dd}/${mm}/${String(date.y).slice(2)}`;
    case 'long':
      return `${date.d} de ${MONTHS[date.m - 1]} de ${date.y}`;
    case 'dd-MMM-yyyy':
      return `${dd}-${MONTHS_SHORT[date.m - 1]}-${date.y}`;
  }
}

// ---------------------------------------------------------------- parties

export interface Party {
  name: string;
  nif: string;
  street: string;
  city: string;
  phone: string;
  email?: string;
}

interface Place {
  city: string;
  province: string;
}

export const PLACES: readonly Place[] = [
  { city: '08191 Rubí (Barcelona)', province: '08' },
  { city: '50410 Cuarte de Huerva (Zaragoza)', province: '50' },
  { city: '46970 Alaquàs (València)', province: '46' },
  { city: '28840 Mejorada del Campo (Madrid)', province: '28' },
  { city: '41500 Alcalá de Guadaíra (Sevilla)', province: '41' },
  { city: '31191 Cordovilla (Navarra)', province: '31' },
  { city: '47195 Arroyo de la Encomienda (Valladolid)', province: '47' },
  { city: '30500 Molina de Segura (Murcia)', province: '30' },
  { city: '15142 Arteixo (A Coruña)', province: '15' },
  { city: '03320 Torrellano (Alicante)', province: '03' },
  { city: '39600 Maliaño (Cantabria)', province: '39' },
  { city: '18210 Peligros (Granada)', province: '18' },
  { city: '26140 Lardero (La Rioja)', province: '26' },
  { city: '22006 Huesca', province: '22' },
  { city: '45200 Illescas (Toledo)', province: '45' },
  { city: '33392 Gijón (Asturias)', province: '33' },
];

const SUPPLIER_STREETS = [
  'Pol. Ind. Les Guixeres, nave 7',
  'Ctra. N-232, km 184,5',
  'Pol. Ind. El Raposal, parcela 22',
  'C/ Hornillos, 3 - bajo',
  'Avda. de los Tejares, 118',
  'Camí del Molí Vell, s/n',
  'Pol. Ind. Las Quemadas, C/ Ebanistas, 41',
  'C/ Mestre Serrano, 14',
  'Paseo de la Ribera, 45',
  'Pol. Ind. Sepes, C/ Tornería, 9',
  'C/ Lino, 27 (Pol. Malpica)',
  'Avda. Río Cidacos, 60',
  'Ctra. de Logroño, km 6',
  'Pol. Ind. Argales, nave 12',
];

const CUSTOMER_NAMES = [
  'Construcciones Arbizu Garmendia, S.L.',
  'Edificaciones Turégano, S.A.',
  'Obras y Proyectos Levante Sur, S.L.',
  'Construcciones Hermanos Pellicer, S.L.',
  'Promociones y Obras Moncalvillo, S.A.',
  'Estructuras Cabo Mayor, S.L.',
  'Constructora Vega del Henares, S.L.',
  'Rehabilitaciones Casc Antic, S.L.',
  'Obras Civiles Sierra de Cazorla, S.A.',
  'Grupo Constructor Alfranca, S.L.',
  'Construcciones y Reformas Ondarreta, S.L.',
  'Edificios Industriales Tierra Llana, S.L.',
];

const CUSTOMER_STREETS = [
  'C/ Doctor Cerrada, 22, 3º B',
  'Avda. de Madrid, 214, entreplanta',
  'C/ Marqués de Larios, 8, 1ª',
  'Plaza de la Constitución, 5',
  'C/ Urzaiz, 97, oficina 4',
  'Gran Vía de Don Diego López de Haro, 31',
  'C/ Sant Antoni Maria Claret, 180',
  'Avda. Cataluña, 55, local 2',
  'C/ Reyes Católicos, 16, 2º',
  'Ronda de Outeiro, 142',
];

export const WORK_SITES = [
  'Edificio 24 viviendas, parcela R-7 Arcosur',
  'Nave logística Pol. Empresarium, fase II',
  'Rehabilitación edificio C/ Predicadores, 19',
  'Ampliación CEIP Río Gállego',
  'Residencial Los Almendros, bloque 3',
  'Urbanización Sector SUZ-4, viales',
  'Centro de salud Barrio Norte',
  'Reforma hotel Paseo Marítimo, 12',
  'Aparcamiento subterráneo Plaza Mayor',
  'Pabellón polideportivo municipal',
  'Viviendas unifamiliares La Dehesa (12 uds.)',
  'Adecuación local comercial C/ Mayor, 40',
];

function phone(rng: Rng, province: string): string {
  const prefixes: Record<string, string> = { '08': '93', '28': '91', '46': '96', '41': '95', '50': '976', '31': '948', '47': '983', '30': '968', '15': '981', '03': '965', '39': '942', '18': '958', '26': '941', '22': '974', '45': '925', '33': '985' };
  const p = prefixes[province] ?? '91';
  const rest = rng.digits(9 - p.length);
  const full = p + rest;
  return `${full.slice(0, 3)} ${full.slice(3, 6)} ${full.slice(6)}`;
}

export function makeCustomer(rng: Rng, exclude: readonly string[] = []): Party {
  const name = rng.pick(CUSTOMER_NAMES.filter((n) => !exclude.includes(n)));
  const place = rng.pick(PLACES);
  return {
    name,
    nif: makeCif(rng, rng.chance(0.6) ? 'B' : 'A', place.province),
    street: rng.pick(CUSTOMER_STREETS),
    city: place.city,
    phone: phone(rng, place.province),
  };
}

export function makeSupplier(rng: Rng, name: string, domain: string, letter: 'A' | 'B' = 'B'): Party {
  const place = rng.pick(PLACES);
  return {
    name,
    nif: makeCif(rng, letter, place.province),
    street: rng.pick(SUPPLIER_STREETS),
    city: place.city,
    phone: phone(rng, place.province),
    email: `${rng.pick(['administracion', 'facturacion', 'info', 'pedidos', 'oficina'])}@${domain}`,
  };
}

export function makePerson(rng: Rng, name: string, domain: string): Party {
  const place = rng.pick(PLACES);
  return {
    name,
    nif: makeDni(rng),
    street: rng.pick(['C/ San Miguel, 11, 2º izda.', 'Avda. Goya, 37, 5º C', 'C/ Alfonso I, 9, 1º', 'Paseo Sagasta, 52, 4º dcha.']),
    city: place.city,
    phone: phone(rng, place.province),
    email: `estudio@${domain}`,
  };
}

// ---------------------------------------------------------------- product lines

export interface Product {
  desc: string;
  unit: string;
  /** price range in cents */
  min: number;
  max: number;
  /** quantity range in thousandths and its step */
  qMin: number;
  qMax: number;
  qStep: number;
  /** VAT rate in hundredths of a percent (default 21 %) */
  rate?: number;
  code?: string;
}

export interface Line {
  code: string;
  desc: string;
  qtyMilli: number;
  unit: string;
  price: number;
  amount: number;
  rate: number;
}

export function drawLine(rng: Rng, p: Product, codeFallback?: string): Line {
  const steps = Math.floor((p.qMax - p.qMin) / p.qStep);
  const qtyMilli = p.qMin + rng.int(0, steps) * p.qStep;
  const price = rng.int(p.min, p.max);
  return {
    code: p.code ?? codeFallback ?? rng.digits(6),
    desc: p.desc,
    qtyMilli,
    unit: p.unit,
    price,
    amount: lineAmount(qtyMilli, price),
    rate: p.rate ?? 2100,
  };
}

/** Keeps one price per description across an invoice (a supplier's price does not change within it). */
export function priceBook(): (l: Line) => Line {
  const book = new Map<string, number>();
  return (l) => {
    const known = book.get(l.desc);
    if (known === undefined) {
      book.set(l.desc, l.price);
      return l;
    }
    return { ...l, price: known, amount: lineAmount(l.qtyMilli, known) };
  };
}

export function drawLines(rng: Rng, catalog: readonly Product[], n: number): Line[] {
  return rng.sample(catalog, n).map((p) => drawLine(rng, p));
}

export function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

// ---------------------------------------------------------------- pdf

export interface PdfMeta {
  creator?: string;
  producer?: string;
  title?: string;
}

export function renderPdf(draw: (doc: Doc) => void, meta: PdfMeta = {}): Promise<Uint8Array> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 0,
    info: {
      CreationDate: new Date('2026-01-01T00:00:00Z'),
      Producer: meta.producer ?? 'PDF Writer',
      Creator: meta.creator ?? 'Facturación',
      ...(meta.title ? { Title: meta.title } : {}),
    },
  });
  const chunks: Buffer[] = [];
  return new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (c: Buffer) => chunks.push(c));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
    try {
      draw(doc);
      doc.end();
    } catch (err) {
      reject(err);
    }
  });
}

export function newPage(doc: Doc): void {
  doc.addPage({ size: 'A4', margin: 0 });
}

export type FontName = 'Helvetica' | 'Helvetica-Bold' | 'Helvetica-Oblique' | 'Times-Roman' | 'Times-Bold' | 'Times-Italic' | 'Courier' | 'Courier-Bold';

/** Drawing helpers on explicit positions. */
export class Pen {
  constructor(readonly doc: Doc) {}
  font(name: FontName, size: number): this {
    this.doc.font(name).fontSize(size);
    return this;
  }
  color(c: string): this {
    this.doc.fillColor(c);
    return this;
  }
  w(s: string): number {
    return this.doc.widthOfString(s);
  }
  /** left aligned */
  t(s: string, x: number, y: number): this {
    this.doc.text(s, x, y, { lineBreak: false });
    return this;
  }
  /** right aligned at `right` */
  r(s: string, right: number, y: number): this {
    this.doc.text(s, right - this.doc.widthOfString(s), y, { lineBreak: false });
    return this;
  }
  /** centred on `cx` */
  c(s: string, cx: number, y: number): this {
    this.doc.text(s, cx - this.doc.widthOfString(s) / 2, y, { lineBreak: false });
    return this;
  }
  line(x1: number, y1: number, x2: number, y2: number, width = 0.5, color = '#000000', dash?: number): this {
    this.doc.save();
    this.doc.lineWidth(width).strokeColor(color);
    if (dash) this.doc.dash(dash, { space: dash });
    this.doc.moveTo(x1, y1).lineTo(x2, y2).stroke();
    this.doc.restore();
    return this;
  }
  rect(x: number, y: number, w: number, h: number, width = 0.5, color = '#000000'): this {
    this.doc.save();
    this.doc.lineWidth(width).strokeColor(color).rect(x, y, w, h).stroke();
    this.doc.restore();
    return this;
  }
  roundRect(x: number, y: number, w: number, h: number, r: number, width = 0.6, color = '#000000'): this {
    this.doc.save();
    this.doc.lineWidth(width).strokeColor(color).roundedRect(x, y, w, h, r).stroke();
    this.doc.restore();
    return this;
  }
  fill(x: number, y: number, w: number, h: number, color: string): this {
    this.doc.save();
    this.doc.rect(x, y, w, h).fill(color);
    this.doc.restore();
    return this;
  }
  /** "LABEL ......... value" between x and right, in the current font. */
  leader(label: string, value: string, x: number, right: number, y: number, dot = '.'): this {
    const lw = this.w(label + ' ');
    const vw = this.w(' ' + value);
    const dw = this.w(dot);
    const n = Math.max(3, Math.floor((right - x - lw - vw) / dw));
    this.t(`${label} ${dot.repeat(n)}`, x, y);
    this.r(value, right, y);
    return this;
  }
  /** Splits `s` at a space so that the first part fits `maxW`; returns one or two parts. */
  split(s: string, maxW: number): string[] {
    if (this.w(s) <= maxW) return [s];
    const words = s.split(' ');
    let first = '';
    let i = 0;
    for (; i < words.length; i++) {
      const next = first ? `${first} ${words[i]}` : (words[i] as string);
      if (this.w(next) > maxW && first) break;
      first = next;
    }
    const rest = words.slice(i).join(' ');
    return rest ? [first, rest] : [first];
  }
}

export const PAGE_W = 595.28;
export const PAGE_H = 841.89;
