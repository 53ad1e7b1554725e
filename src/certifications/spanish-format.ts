import { formatScaled } from '../platform/money.js';

/**
 * Figures as a Spanish reader (and the project's own PDF extraction) reads them: a dot between
 * thousands, a comma before the decimals. Built from the digits, never through binary floating
 * point (docs/certifications.md#the-valued-statement-pdf).
 */

/** Decimal text with a dot (`-1234.500`) in Spanish style (`-1.234,500`): the places are kept as given. */
export function spanishDecimal(text: string): string {
  const negative = text.startsWith('-');
  const [whole, fraction] = (negative ? text.slice(1) : text).split('.');
  let grouped = '';
  for (let i = 0; i < whole.length; i++) {
    if (i > 0 && (whole.length - i) % 3 === 0) grouped += '.';
    grouped += whole[i];
  }
  return `${negative ? '-' : ''}${grouped}${fraction === undefined ? '' : `,${fraction}`}`;
}

/** Integer cents as money: `123456` → `1.234,56`. */
export function spanishMoney(cents: number): string {
  return spanishDecimal(formatScaled(BigInt(cents), 2));
}

/** A percentage with its places (`13.00`) as `13,00 %`. */
export function spanishPercent(text: string): string {
  return `${spanishDecimal(text)} %`;
}

/** `YYYY-MM-DD` as `DD/MM/YYYY`. */
export function spanishDate(iso: string): string {
  const [year, month, day] = iso.split('-');
  return `${day}/${month}/${year}`;
}
