import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';
import { divRound, formatScaled, lineTotal, parseScaled, QUANTITY_SCALE, sumCents } from '../../../../src/platform/money.js';

/**
 * The figures of the twenty-first blind set: amounts in integer cents, quantities scaled to three
 * places (src/platform/money.ts), Spanish tax ids that must carry their control character, and the
 * ways its suppliers print amounts and dates.
 */

export const qty = (text: string): bigint => must(parseScaled(text, QUANTITY_SCALE), text);
export const cents = (text: string): bigint => must(parseScaled(text, 2), text);

function must(v: bigint | null, text: string): bigint {
  if (v === null) throw new Error(`not a decimal: ${text}`);
  return v;
}

// ---------------------------------------------------------------- amounts

export type MoneyStyle = 'es' | 'es €' | '€ es' | 'es EUR' | 'plain' | 'plain EUR';

function grouped(c: bigint, thousands: boolean): string {
  const negative = c < 0n;
  const [whole, fraction] = formatScaled(negative ? -c : c, 2).split('.');
  const w = thousands ? whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.') : whole;
  return `${negative ? '-' : ''}${w},${fraction}`;
}

export function money(c: bigint, style: MoneyStyle = 'es'): string {
  switch (style) {
    case 'es':
      return grouped(c, true);
    case 'es €':
      return `${grouped(c, true)} €`;
    case '€ es':
      return `€ ${grouped(c, true)}`;
    case 'es EUR':
      return `${grouped(c, true)} EUR`;
    case 'plain':
      return grouped(c, false);
    case 'plain EUR':
      return `${grouped(c, false)} EUR`;
  }
}

/** A quantity with `places` decimals (a comma, thousands with a dot); throws if that would cut it. */
export function quantity(q: bigint, places: number): string {
  const text = formatScaled(q, QUANTITY_SCALE);
  const [whole, fraction] = text.split('.');
  if (/[1-9]/.test(fraction.slice(places))) throw new Error(`${text} does not print with ${places} places`);
  const w = whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return places === 0 ? w : `${w},${fraction.slice(0, places)}`;
}

export const qtyNumber = (q: bigint): number => Number(formatScaled(q, QUANTITY_SCALE));

// ---------------------------------------------------------------- lines and totals

export interface Line {
  code?: string;
  description: string;
  qty: bigint;
  unit: string;
  price: bigint;
  /** A line discount in whole percent. */
  discount?: number;
  rate?: number;
  /** Quantity × price, less the line's discount, in cents. */
  amount: bigint;
}

export function line(description: string, q: string, unit: string, price: string, o: Partial<Pick<Line, 'code' | 'discount' | 'rate'>> = {}): Line {
  const l = { description, qty: qty(q), unit, price: cents(price), ...o, amount: 0n };
  return o.discount ? withDiscount(l, o.discount) : { ...l, amount: lineTotal(l.qty, l.price) };
}

/** The line with a discount of `discount` whole percent taken off its quantity × price. */
export function withDiscount(l: Line, discount: number): Line {
  const gross = lineTotal(l.qty, l.price);
  return { ...l, discount, amount: gross - divRound(gross * BigInt(discount), 100n) };
}

export const grossOf = (l: Line): bigint => lineTotal(l.qty, l.price);
export const pct = (base: bigint, rate: number): bigint => divRound(base * BigInt(Math.round(rate * 100)), 10000n);

export interface Figures {
  /** The lines' sum. */
  gross: bigint;
  /** A discount taken off the lines' sum before the base (for prompt payment, or a trade discount). */
  prompt: bigint;
  base: bigint;
  byRate: Array<{ rate: number; base: bigint; vat: bigint }>;
  vat: bigint;
  irpf: bigint;
  total: bigint;
}

export function figures(lines: Line[], o: { prompt?: number; irpf?: number; reverse?: boolean; rate?: number } = {}): Figures {
  const gross = sumCents(lines.map((l) => l.amount));
  const prompt = o.prompt ? pct(gross, o.prompt) : 0n;
  const base = gross - prompt;
  const rates = [...new Set(lines.map((l) => l.rate ?? o.rate ?? 21))].sort((a, b) => a - b);
  if (prompt && rates.length > 1) throw new Error('a prompt-payment discount on more than one rate');
  const byRate = rates.map((rate) => {
    const b = rates.length === 1 ? base : sumCents(lines.filter((l) => (l.rate ?? o.rate ?? 21) === rate).map((l) => l.amount));
    return { rate, base: b, vat: o.reverse ? 0n : pct(b, rate) };
  });
  const vat = sumCents(byRate.map((r) => r.vat));
  const irpf = o.irpf ? pct(base, o.irpf) : 0n;
  const f = { gross, prompt, base, byRate, vat, irpf, total: base + vat - irpf };
  closes(lines, f);
  return f;
}

/** Throws unless the printed figures close in integer cents. */
export function closes(lines: Line[], f: Figures): void {
  for (const l of lines) {
    const g = lineTotal(l.qty, l.price);
    const expected = l.discount ? g - divRound(g * BigInt(l.discount), 100n) : g;
    if (expected !== l.amount) throw new Error(`line "${l.description}" does not close`);
  }
  if (sumCents(lines.map((l) => l.amount)) !== f.gross) throw new Error('the lines do not add up to the gross');
  if (f.gross - f.prompt !== f.base) throw new Error('the base does not close');
  if (sumCents(f.byRate.map((r) => r.base)) !== f.base) throw new Error('the per-rate bases do not add up');
  if (sumCents(f.byRate.map((r) => r.vat)) !== f.vat) throw new Error('the per-rate VAT does not add up');
  if (f.base + f.vat - f.irpf !== f.total) throw new Error('the total does not close');
  if (f.base <= 0n) throw new Error('a base of nothing');
}

// ---------------------------------------------------------------- tax ids

const DNI = 'TRWAGMYFPDXBNJZSQVHLCKE';

/** A company's CIF from its letter and seven digits; companies (A, B…) carry a digit, others a letter. */
export function cif(first: string, digits: string, control: 'digit' | 'letter' = 'digit'): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((2 * n) / 10) + ((2 * n) % 10) : n;
  }
  const c = (10 - (sum % 10)) % 10;
  return valid(`${first}${digits}${control === 'digit' ? String(c) : 'JABCDEFGHI'[c]}`);
}

export const dni = (digits: string): string => valid(`${digits}${DNI[Number(digits) % 23]}`);
export const nie = (first: 'X' | 'Y' | 'Z', digits: string): string => valid(`${first}${digits}${DNI[Number(String('XYZ'.indexOf(first)) + digits) % 23]}`);

function valid(id: string): string {
  const check = checkNif(normalizeNif(id));
  if (!check.ok || check.kind === 'foreign') throw new Error(`${id} is not a valid Spanish tax id`);
  return id;
}

/** A tax id as a supplier prints it: `B-12345678`, `B-12.345.678`, `12345678-Z`, `X-1234567-L`. */
export function printed(id: string, style: 'plain' | 'dash' | 'dots' | 'space'): string {
  const head = id.slice(0, 1);
  if (/^\d/.test(id)) {
    if (style === 'dash') return `${id.slice(0, 8)}-${id.slice(8)}`;
    if (style === 'dots') return `${id.slice(0, 2)}.${id.slice(2, 5)}.${id.slice(5, 8)}-${id.slice(8)}`;
    if (style === 'space') return `${id.slice(0, 8)} ${id.slice(8)}`;
    return id;
  }
  if ('XYZ'.includes(head) && /[A-Z]$/.test(id)) {
    if (style === 'plain') return id;
    return `${head}-${id.slice(1, 8)}-${id.slice(8)}`;
  }
  if (style === 'dash') return `${head}-${id.slice(1)}`;
  if (style === 'dots') return `${head}-${id.slice(1, 3)}.${id.slice(3, 6)}.${id.slice(6)}`;
  if (style === 'space') return `${head} ${id.slice(1)}`;
  return id;
}

// ---------------------------------------------------------------- dates

export type DateStyle = 'dd/mm/yyyy' | 'dd-mm-yyyy' | 'dd.mm.yy' | 'd/m/yyyy' | 'dd/mm/yy' | 'dd-mmm-yyyy' | 'yyyy-mm-dd' | 'long es' | 'long ca' | 'long gl';

const MONTHS: Record<'es' | 'ca' | 'gl', string[]> = {
  es: ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'],
  ca: ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'],
  gl: ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'],
};

/** A calendar date `YYYY-MM-DD` in a supplier's style; throws on a date that does not exist. */
export function date(iso: string, style: DateStyle): string {
  const [y, m, d] = iso.split('-').map(Number);
  const check = new Date(Date.UTC(y, m - 1, d));
  if (check.getUTCMonth() !== m - 1 || check.getUTCDate() !== d) throw new Error(`${iso} is no calendar date`);
  const dd = String(d).padStart(2, '0');
  const mm = String(m).padStart(2, '0');
  switch (style) {
    case 'dd/mm/yyyy':
      return `${dd}/${mm}/${y}`;
    case 'dd-mm-yyyy':
      return `${dd}-${mm}-${y}`;
    case 'dd.mm.yy':
      return `${dd}.${mm}.${String(y).slice(2)}`;
    case 'dd/mm/yy':
      return `${dd}/${mm}/${String(y).slice(2)}`;
    case 'd/m/yyyy':
      return `${d}/${m}/${y}`;
    case 'dd-mmm-yyyy':
      return `${dd}-${MONTHS.es[m - 1].slice(0, 3)}-${y}`;
    case 'yyyy-mm-dd':
      return iso;
    case 'long es':
      return `${d} de ${MONTHS.es[m - 1]} de ${y}`;
    case 'long gl':
      return `${d} de ${MONTHS.gl[m - 1]} de ${y}`;
    case 'long ca': {
      const month = MONTHS.ca[m - 1];
      return `${d} ${/^[aeiou]/.test(month) ? "d'" : 'de '}${month} de ${y}`;
    }
  }
}

/** `iso` plus `days` calendar days. */
export function plusDays(iso: string, days: number): string {
  const t = new Date(`${iso}T00:00:00.000Z`);
  t.setUTCDate(t.getUTCDate() + days);
  return t.toISOString().slice(0, 10);
}
