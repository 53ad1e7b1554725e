/**
 * How the suppliers of this set print figures, dates and tax ids: each print picks one style and
 * keeps it for the whole document, as an ERP does.
 */
import { QUANTITY_SCALE } from '../../../../src/platform/money.js';

/** `1.234,56` · `1.234,56 €` · `1234,56 €` · `EUR 1.234,56` · `1.234,56 EUR`. */
export type MoneyStyle = 'dots' | 'dots-euro' | 'plain-euro' | 'eur-prefix' | 'dots-eur';

/** `05/03/2026` · `5-mar-2026` · `5 de marzo de 2026` · `2026-03-05` · `05.03.2026` · `05-03-2026`. */
export type DateStyle = 'slash' | 'mon' | 'long' | 'iso' | 'dot' | 'dash';

/** `B12345674` · `B-12345674` · `B 12345674` · `B-12.345.674` (a DNI: `12.345.678-Z`). */
export type NifStyle = 'plain' | 'dash' | 'space' | 'dots';

const MONTHS = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];

function grouped(digits: string, separator: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, separator);
}

/** A decimal scaled by 10^scale, written the Spanish way with `decimals` places (at least). */
export function decimal(scaled: bigint, scale: number, decimals: number, thousands = true): string {
  const negative = scaled < 0n;
  const digits = (negative ? -scaled : scaled).toString().padStart(scale + 1, '0');
  const whole = digits.slice(0, digits.length - scale);
  let fraction = digits.slice(digits.length - scale);
  if (decimals > scale) fraction = fraction.padEnd(decimals, '0');
  else {
    // Drop only zeros: a printed figure never loses a significant digit.
    while (fraction.length > decimals && fraction.endsWith('0')) fraction = fraction.slice(0, -1);
  }
  return `${negative ? '-' : ''}${thousands ? grouped(whole, '.') : whole}${fraction ? `,${fraction}` : ''}`;
}

/** Cents as printed money. */
export function money(cents: bigint, style: MoneyStyle): string {
  switch (style) {
    case 'dots':
      return decimal(cents, 2, 2);
    case 'dots-euro':
      return `${decimal(cents, 2, 2)} €`;
    case 'plain-euro':
      return `${decimal(cents, 2, 2, false)} €`;
    case 'eur-prefix':
      return `EUR ${decimal(cents, 2, 2)}`;
    case 'dots-eur':
      return `${decimal(cents, 2, 2)} EUR`;
  }
}

/** Cents as a bare figure (table cells of a print whose column head names the currency). */
export function figure(cents: bigint, thousands = true, decimals = 2): string {
  return decimal(cents, 2, decimals, thousands);
}

/** A quantity held scaled by 10^QUANTITY_SCALE, with at least `decimals` places. */
export function quantity(scaled: bigint, decimals: number, thousands = true): string {
  return decimal(scaled, QUANTITY_SCALE, decimals, thousands);
}

function parts(iso: string): [number, number, number] {
  const [y, m, d] = iso.split('-').map(Number);
  return [y, m, d];
}

const two = (n: number) => String(n).padStart(2, '0');

export function dateText(iso: string, style: DateStyle): string {
  const [y, m, d] = parts(iso);
  switch (style) {
    case 'slash':
      return `${two(d)}/${two(m)}/${y}`;
    case 'mon':
      return `${d}-${MONTHS[m - 1].slice(0, 3)}-${y}`;
    case 'long':
      return `${d} de ${MONTHS[m - 1]} de ${y}`;
    case 'iso':
      return iso;
    case 'dot':
      return `${two(d)}.${two(m)}.${y}`;
    case 'dash':
      return `${two(d)}-${two(m)}-${y}`;
  }
}

/** The month and year of a date: `marzo 2026`. */
export function monthOf(iso: string): string {
  const [y, m] = parts(iso);
  return `${MONTHS[m - 1]} ${y}`;
}

/** `iso` moved by `days`. */
export function addDays(iso: string, days: number): string {
  const [y, m, d] = parts(iso);
  const t = new Date(Date.UTC(y, m - 1, d + days));
  return `${t.getUTCFullYear()}-${two(t.getUTCMonth() + 1)}-${two(t.getUTCDate())}`;
}

/** A normalized tax id as a supplier prints it. */
export function nifText(nif: string, style: NifStyle): string {
  const personal = /^\d{8}[A-Z]$/.test(nif);
  if (personal) {
    const digits = nif.slice(0, 8);
    if (style === 'dots') return `${grouped(digits, '.')}-${nif[8]}`;
    if (style === 'dash') return `${digits}-${nif[8]}`;
    return nif;
  }
  const head = nif[0];
  const body = nif.slice(1);
  switch (style) {
    case 'plain':
      return nif;
    case 'dash':
      return `${head}-${body}`;
    case 'space':
      return `${head} ${body}`;
    case 'dots':
      return `${head}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}`;
  }
}

/** A VAT or withholding rate: `21 %`, `21%` or `21,00 %`. */
export function rateText(rate: number, style: 'space' | 'tight' | 'decimals' = 'space'): string {
  if (style === 'tight') return `${rate}%`;
  if (style === 'decimals') return `${rate},00 %`;
  return `${rate} %`;
}
