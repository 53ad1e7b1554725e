import { isCalendarDate } from '../../platform/dates.js';
import { MAX_CENTS } from '../../platform/validation.js';

/**
 * Exact decimal numbers as printed on Spanish documents and written in Facturae XML. Money never
 * goes through binary floating point: the text is parsed into an integer of units at a scale
 * (`digits × 10^-scale`) and rounded to cents with integer arithmetic.
 */
export interface Decimal {
  /** The number without its decimal point: 1.234,56 is 123456n at scale 2. */
  digits: bigint;
  scale: number;
}

/** Largest number of decimals read; more than this is not a number we trust. */
const MAX_SCALE = 12;

function decimal(sign: string, integer: string, fraction: string): Decimal | null {
  if (fraction.length > MAX_SCALE) return null;
  const digits = BigInt(integer + fraction);
  return { digits: sign === '-' ? -digits : digits, scale: fraction.length };
}

/** `-12.5`, `1234.560000`: the XML (`xs:decimal`) form, dot as decimal separator, no grouping. */
export function parseDotDecimal(text: string): Decimal | null {
  const m = /^([+-]?)(\d+)(?:\.(\d*))?$/.exec(text.trim());
  if (!m) return null;
  return decimal(m[1], m[2], m[3] ?? '');
}

const MINUS = /^[-\u2212\u2013]/;

/**
 * A number written the Spanish way: comma for decimals, dot for thousands in groups of three:
 * `1.234,56`, `1234,56`, `12,5`, `-1.250`. Spaces are never grouping (two numbers printed close
 * together must not read as one). A dot
 * followed by exactly one or two digits and no comma is read as a decimal point (`1234.56`):
 * no Spanish grouping has fewer than three digits, so that form is not ambiguous.
 */
export function parseSpanishDecimal(text: string): Decimal | null {
  let t = text.trim();
  let sign = '';
  if (MINUS.test(t)) {
    sign = '-';
    t = t.slice(1).trim();
  } else if (t.startsWith('+')) {
    t = t.slice(1).trim();
  }
  let m = /^(\d{1,3}(?:\.\d{3})+)(?:,(\d+))?$/.exec(t);
  if (m) return decimal(sign, m[1].replace(/\./g, ''), m[2] ?? '');
  m = /^(\d+)(?:,(\d+))?$/.exec(t);
  if (m) return decimal(sign, m[1], m[2] ?? '');
  m = /^(\d+)\.(\d{1,2})$/.exec(t);
  if (m) return decimal(sign, m[1], m[2]);
  return null;
}

/** Rounds to `scale` decimals, half away from zero (the rounding Spanish invoicing uses). */
export function roundDecimal(value: Decimal, scale: number): bigint {
  if (value.scale <= scale) return value.digits * 10n ** BigInt(scale - value.scale);
  const divisor = 10n ** BigInt(value.scale - scale);
  const negative = value.digits < 0n;
  const magnitude = negative ? -value.digits : value.digits;
  let q = magnitude / divisor;
  if ((magnitude % divisor) * 2n >= divisor) q += 1n;
  return negative ? -q : q;
}

/** Integer cents, rounded half away from zero; null beyond the API's money bound. */
export function decimalToCents(value: Decimal): number | null {
  const cents = roundDecimal(value, 2);
  if (cents > BigInt(MAX_CENTS) || cents < -BigInt(MAX_CENTS)) return null;
  return Number(cents);
}

/** A JavaScript number for quantities (not money), or null beyond 6 decimals. */
export function decimalToQuantity(value: Decimal): number | null {
  let { digits, scale } = value;
  while (scale > 0 && digits % 10n === 0n) {
    digits /= 10n;
    scale -= 1;
  }
  if (scale > 6) return null;
  const text = digits.toString().padStart(scale + 1 + (digits < 0n ? 1 : 0), '0');
  const cut = text.length - scale;
  return Number(scale === 0 ? text : `${text.slice(0, cut)}.${text.slice(cut)}`);
}

export interface ParsedAmount {
  cents: number;
  /** False when the printed amount had more than two decimals and was rounded. */
  exact: boolean;
  decimal: Decimal;
}

const CURRENCY_MARK = /(?:€|eur(?:os?)?\b)/gi;

/**
 * A money amount as printed: `1.234,56`, `1234,56 €`, `€ 1.234,56`, `-1.234,56`, `1.234,56-`,
 * `(1.234,56)`, `1.234,56 EUR`. The whole text must be the amount.
 */
export function parseSpanishAmount(text: string): ParsedAmount | null {
  let t = text.replace(CURRENCY_MARK, ' ').replace(/[\u00a0\u202f]/g, ' ').trim();
  let negative = false;
  const parens = /^\((.*)\)$/.exec(t);
  if (parens) {
    negative = true;
    t = parens[1].trim();
  }
  if (/[-\u2212]$/.test(t)) {
    negative = !negative;
    t = t.slice(0, -1).trim();
  }
  if (MINUS.test(t)) {
    negative = !negative;
    t = t.slice(1).trim();
  }
  if (!/^\d/.test(t)) return null;
  const value = parseSpanishDecimal(t);
  if (!value) return null;
  const signed = negative ? { digits: -value.digits, scale: value.scale } : value;
  const cents = decimalToCents(signed);
  if (cents === null) return null;
  return { cents, exact: signed.scale <= 2, decimal: signed };
}

/** 123456 → `1.234,56`, for messages. */
export function formatCents(cents: number): string {
  const negative = cents < 0;
  const abs = Math.abs(cents);
  const units = Math.floor(abs / 100).toString().replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  return `${negative ? '-' : ''}${units},${String(abs % 100).padStart(2, '0')}`;
}

const MONTHS: Record<string, number> = {
  enero: 1,
  febrero: 2,
  marzo: 3,
  abril: 4,
  mayo: 5,
  junio: 6,
  julio: 7,
  agosto: 8,
  septiembre: 9,
  setiembre: 9,
  octubre: 10,
  noviembre: 11,
  diciembre: 12,
  // Catalan and Valencian.
  gener: 1,
  febrer: 2,
  març: 3,
  marc: 3,
  maig: 5,
  juny: 6,
  juliol: 7,
  agost: 8,
  setembre: 9,
  novembre: 11,
  desembre: 12,
  // Galician.
  xaneiro: 1,
  febreiro: 2,
  maio: 5,
  xuño: 6,
  xullo: 7,
  setembro: 9,
  outubro: 10,
  novembro: 11,
  decembro: 12,
};

const SHORT_MONTHS: Record<string, number> = {
  ene: 1,
  feb: 2,
  mar: 3,
  abr: 4,
  may: 5,
  jun: 6,
  jul: 7,
  ago: 8,
  sep: 9,
  sept: 9,
  set: 9,
  oct: 10,
  nov: 11,
  dic: 12,
};

export interface FoundDate {
  /** `YYYY-MM-DD`. */
  iso: string;
  index: number;
  length: number;
  /** True for two-digit years, read as 20yy. */
  shortYear: boolean;
}

function isoDate(year: number, month: number, day: number): string | null {
  // A document's date is of this century or the last: `26.04.0193` is a number, not a date.
  if (year < 1900 || year > 2099) return null;
  const iso = `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  return isCalendarDate(iso) ? iso : null;
}

const NUMERIC_DATE = /(?<![\d.,/-])(\d{1,2})([/.-])(\d{1,2})\2(\d{4}|\d{2})(?![\d/.-]?\d)/g;
/** `2026-03-10`, and year first with slashes or dots as Basque prints it (`2026/03/10`). */
const ISO_DATE = /(?<![\d.,/-])(\d{4})([-/.])(\d{2})\2(\d{2})(?![\d/.-]?\d)/g;
const MONTH_NAMES = Object.keys(MONTHS).sort((a, b) => b.length - a.length).join('|');
/** `5 de noviembre de 2026`, and in Catalan and Galician (`26 de juliol de 2026`, `3 d'abril de 2026`, `15 de outubro de 2026`). */
const TEXT_DATE = new RegExp(`(?<!\\d)(\\d{1,2})\\s+(?:de\\s+|d['’]\\s?)?(${MONTH_NAMES})\\s+(?:de(?:l)?\\s+)?(\\d{4})(?!\\d)`, 'giu');
/** Basque months as a date names them (`martxoaren`: of March). */
const BASQUE_MONTHS: Record<string, number> = {
  urtarrilaren: 1,
  otsailaren: 2,
  martxoaren: 3,
  apirilaren: 4,
  maiatzaren: 5,
  ekainaren: 6,
  uztailaren: 7,
  abuztuaren: 8,
  irailaren: 9,
  urriaren: 10,
  azaroaren: 11,
  abenduaren: 12,
};
/** Basque: the year, the month, the day (`2026ko martxoaren 24a`). */
const BASQUE_DATE = new RegExp(`(?<!\\d)(\\d{4})(?:e?ko)\\s+(${Object.keys(BASQUE_MONTHS).join('|')})\\s+(\\d{1,2})(?:a|an|ean)?(?![\\p{L}\\d])`, 'giu');
const SHORT_TEXT_DATE = /(?<![\d\p{L}])(\d{1,2})[\s/.-]+(ene|feb|mar|abr|may|jun|jul|ago|sept?|set|oct|nov|dic)\.?[\s/.-]+(\d{4})(?!\d)/giu;

/**
 * Every date written in `text`: `dd/mm/yyyy`, `dd-mm-yyyy`, `dd.mm.yyyy` (also with one-digit
 * day or month and with a two-digit year, read as 20yy), `yyyy-mm-dd`, `yyyy/mm/dd`, `5 de noviembre de 2026`,
 * `5 noviembre 2026`, `05-nov-2026`, Basque `2026ko martxoaren 24a`. Only real calendar dates
 * (30/02/2026 is not one) count.
 */
export function findSpanishDates(text: string): FoundDate[] {
  const found: FoundDate[] = [];
  for (const m of text.matchAll(NUMERIC_DATE)) {
    const shortYear = m[4].length === 2;
    const year = shortYear ? 2000 + Number(m[4]) : Number(m[4]);
    const iso = isoDate(year, Number(m[3]), Number(m[1]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length, shortYear });
  }
  for (const m of text.matchAll(ISO_DATE)) {
    const iso = isoDate(Number(m[1]), Number(m[3]), Number(m[4]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length, shortYear: false });
  }
  for (const m of text.matchAll(TEXT_DATE)) {
    const iso = isoDate(Number(m[3]), MONTHS[m[2].toLowerCase()], Number(m[1]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length, shortYear: false });
  }
  for (const m of text.matchAll(BASQUE_DATE)) {
    const iso = isoDate(Number(m[1]), BASQUE_MONTHS[m[2].toLowerCase()], Number(m[3]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length, shortYear: false });
  }
  for (const m of text.matchAll(SHORT_TEXT_DATE)) {
    const iso = isoDate(Number(m[3]), SHORT_MONTHS[m[2].toLowerCase()], Number(m[1]));
    if (iso) found.push({ iso, index: m.index, length: m[0].length, shortYear: false });
  }
  return found.sort((a, b) => a.index - b.index);
}

/** The date when `text` is exactly one date (surrounding spaces and punctuation aside). */
export function parseSpanishDate(text: string): string | null {
  const trimmed = text.trim().replace(/^[:.\s]+|[.\s]+$/g, '');
  const dates = findSpanishDates(trimmed);
  return dates.length === 1 && dates[0].index === 0 && dates[0].length === trimmed.length ? dates[0].iso : null;
}

export interface FoundAmount extends ParsedAmount {
  index: number;
  length: number;
}

const AMOUNT_TOKEN =
  /(?<![\d.,])(?:[-\u2212]\s?)?(?:€\s?)?(?:\d{1,3}(?:\.\d{3})+|\d+),\d{2}(?![\d,.])(?!\s?%)(?:-(?!\d))?/g;

/**
 * Amounts with two decimals inside a longer text (`21 % s/ 1.000,00 = 210,00 €` has two);
 * percentages are skipped. Integers are not amounts here: in running text they are counts,
 * rates and references far more often than money.
 */
export function findAmounts(text: string): FoundAmount[] {
  const out: FoundAmount[] = [];
  for (const m of text.matchAll(AMOUNT_TOKEN)) {
    const parsed = parseSpanishAmount(m[0]);
    if (parsed) out.push({ ...parsed, index: m.index, length: m[0].length });
  }
  return out;
}

/** The amount a label's value text holds: the whole text if it is one, else its last amount. */
export function amountOfValue(text: string): ParsedAmount | null {
  const whole = parseSpanishAmount(text);
  if (whole) return whole;
  return findAmounts(text).at(-1) ?? null;
}
