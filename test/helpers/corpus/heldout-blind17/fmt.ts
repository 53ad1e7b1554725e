import { formatScaled, parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';

/** How the seventeenth blind set's suppliers print amounts, quantities and dates. */

export type AmountStyle = 'eur' | 'pre' | 'plain' | 'bare' | 'EUR' | 'bareEUR';

function grouped(whole: string): string {
  return whole.replace(/\B(?=(\d{3})+(?!\d))/g, '.');
}

/** Cents as a supplier prints them: `1.234,56 €`, `€ 1.234,56`, `1.234,56`, `1234,56`, `1.234,56 EUR`, `1234,56 EUR`. */
export function money(cents: bigint, style: AmountStyle): string {
  const text = formatScaled(cents < 0n ? -cents : cents, 2);
  const [whole, frac] = text.split('.');
  const sign = cents < 0n ? '-' : '';
  const bare = `${sign}${whole},${frac}`;
  const dotted = `${sign}${grouped(whole)},${frac}`;
  switch (style) {
    case 'eur':
      return `${dotted} €`;
    case 'pre':
      return `€ ${dotted}`;
    case 'plain':
      return dotted;
    case 'bare':
      return bare;
    case 'EUR':
      return `${dotted} EUR`;
    case 'bareEUR':
      return `${bare} EUR`;
  }
}

/** A price in cents as a bare number (`1.234,56` or `1234,56`). */
export function price(cents: number | bigint, grouping = true): string {
  return money(BigInt(cents), grouping ? 'plain' : 'bare');
}

/** A quantity given as decimal text (`12.5`) printed with `places` decimals and a decimal comma. */
export function qty(text: string, places: number, grouping = true): string {
  const scaled = parseScaled(text, QUANTITY_SCALE);
  if (scaled === null) throw new Error(`blind17: bad quantity ${text}`);
  const full = formatScaled(scaled, QUANTITY_SCALE);
  const [whole, frac] = full.split('.');
  if (frac.slice(places).replace(/0/g, '') !== '') throw new Error(`blind17: ${text} needs more than ${places} places`);
  const w = grouping ? grouped(whole) : whole;
  return places === 0 ? w : `${w},${frac.slice(0, places)}`;
}

export type DateStyle = 'dmy' | 'dmy-' | 'dmy.' | 'dot2' | 'mon' | 'iso' | 'es' | 'ca' | 'gl' | 'short';

const ES = ['enero', 'febrero', 'marzo', 'abril', 'mayo', 'junio', 'julio', 'agosto', 'septiembre', 'octubre', 'noviembre', 'diciembre'];
const CA = ['gener', 'febrer', 'març', 'abril', 'maig', 'juny', 'juliol', 'agost', 'setembre', 'octubre', 'novembre', 'desembre'];
const GL = ['xaneiro', 'febreiro', 'marzo', 'abril', 'maio', 'xuño', 'xullo', 'agosto', 'setembro', 'outubro', 'novembro', 'decembro'];
const MON = ['ene', 'feb', 'mar', 'abr', 'may', 'jun', 'jul', 'ago', 'sep', 'oct', 'nov', 'dic'];

/** An ISO date (`2026-05-14`) as printed: `14/05/2026`, `14-05-2026`, `14.05.2026`, `14.05.26`, `14-may-2026`, `2026-05-14`, written out, `14/5/26`. */
export function date(iso: string, style: DateStyle): string {
  const m = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso);
  if (!m) throw new Error(`blind17: bad date ${iso}`);
  const [, y, mm, dd] = m;
  const month = Number(mm) - 1;
  const day = Number(dd);
  switch (style) {
    case 'dmy':
      return `${dd}/${mm}/${y}`;
    case 'dmy-':
      return `${dd}-${mm}-${y}`;
    case 'dmy.':
      return `${dd}.${mm}.${y}`;
    case 'dot2':
      return `${dd}.${mm}.${y.slice(2)}`;
    case 'mon':
      return `${dd}-${MON[month]}-${y}`;
    case 'iso':
      return iso;
    case 'es':
      return `${day} de ${ES[month]} de ${y}`;
    case 'ca':
      return `${day} ${/^[aeiou]/.test(CA[month]) ? "d'" : 'de '}${CA[month]} de ${y}`;
    case 'gl':
      return `${day} de ${GL[month]} de ${y}`;
    case 'short':
      return `${day}/${month + 1}/${y.slice(2)}`;
  }
}
