/**
 * The `~V` (property and version) and `~K` (coefficients) records.
 *
 * `~K | DN\DD\DS\DR\DI\DP\DC\DM\DIVISA\ | CI\GG\BI\BAJA\IVA | DRC\DC\DRO\DFS\DRS\DFO\DUO\DI\DES\DN\DD\DS[\DSP\DEC]\DIVISA\ | n |`
 * The first group is the FIEBDC-3/2002 one, kept by later versions for compatibility; the third
 * group (2004 on, DSP and DEC added in 2016) supersedes it when present.
 */
import { parseRounded } from './bc3-decimal.js';
import type { ProblemLog } from './bc3-problems.js';
import { clean, type Bc3Record } from './bc3-records.js';
import type { Bc3Decimals } from './bc3-structure.js';

export interface Bc3Header {
  version: string;
  program: string;
  /** JUEGO_CARACTERES as written; null when there is no `~V`. */
  declaredCharset: string | null;
  vLine: number | null;
  /** The line of the `~K` record; null when there is none. */
  kLine: number | null;
  currency: string;
  decimals: Bc3Decimals;
  /** CI in percent, 3 places. */
  indirectCostsPercent: bigint;
}

/** FIEBDC defaults: 3 decimals for rendimientos, 2 for measurement totals and for money. */
const DEFAULT_DECIMALS: Bc3Decimals = { chapterQuantity: 3, breakdownQuantity: 3, measurementTotal: 2, money: 2 };

/** Positions in the first (2002) group. */
const G1 = { DS: 2, DR: 3, money: [4, 5, 6, 7] };
/** Positions in the third (2004+) group; DSP and DEC are only in 2016 files, DEC at 13. */
const G3 = { DRC: 0, DFS: 3, DRS: 4, DS: 11, money: [1, 6, 7, 8, 13] };

function decimalAt(group: string[], index: number): number | null {
  const text = clean(group[index]);
  return /^\d$/.test(text) ? Number(text) : null;
}

function readDecimals(record: Bc3Record, log: ProblemLog): Bc3Decimals {
  const g1 = (record.fields[0] ?? '').split('\\');
  const g3 = (record.fields[2] ?? '').split('\\');
  const has3 = decimalAt(g3, G3.DRC) !== null || decimalAt(g3, G3.DRS) !== null;
  const pick = (v3: number | null, v1: number | null, fallback: number) => (has3 ? (v3 ?? v1) : v1) ?? fallback;
  const money = [...G1.money.map((i) => decimalAt(g1, i)), ...(has3 ? G3.money.map((i) => decimalAt(g3, i)) : [])].filter(
    (d): d is number => d !== null,
  );
  const decimals: Bc3Decimals = {
    chapterQuantity: pick(decimalAt(g3, G3.DRC), decimalAt(g1, G1.DR), DEFAULT_DECIMALS.chapterQuantity),
    breakdownQuantity: pick(decimalAt(g3, G3.DRS) ?? decimalAt(g3, G3.DFS), decimalAt(g1, G1.DR), DEFAULT_DECIMALS.breakdownQuantity),
    measurementTotal: pick(decimalAt(g3, G3.DS), decimalAt(g1, G1.DS), DEFAULT_DECIMALS.measurementTotal),
    money: money.length > 0 ? Math.max(...money) : DEFAULT_DECIMALS.money,
  };
  if (money.some((d) => d !== 2)) {
    log.warn('~K', record.line, 'money_decimals', `~K declares ${money.join('/')} decimals for amounts; amounts are rounded to the cent.`);
  }
  return decimals;
}

function readCurrency(record: Bc3Record): string | null {
  const groups = [record.fields[0], record.fields[2]].map((f) => (f ?? '').split('\\').map((s) => clean(s)));
  for (const group of groups) {
    const currency = group.find((s) => /^[A-Za-z]{3}$/.test(s));
    if (currency) return currency.toUpperCase();
  }
  return null;
}

function readIndirectCosts(record: Bc3Record, log: ProblemLog): bigint {
  const text = clean((record.fields[1] ?? '').split('\\')[0]);
  if (text === '') return 0n;
  const percent = parseRounded(text, 3);
  if (percent === null) {
    log.error('~K', record.line, 'invalid_number', `The indirect costs (CI) "${text}" are not a number.`);
    return 0n;
  }
  return percent;
}

/** The header of a file from its first `~V` and `~K` records. */
export function readHeader(records: readonly Bc3Record[], log: ProblemLog): Bc3Header {
  const v = records.find((r) => r.type === 'V');
  const k = records.find((r) => r.type === 'K');
  return {
    version: v ? clean((v.fields[1] ?? '').split('\\')[0]) : '',
    program: v ? clean(v.fields[2]) : '',
    declaredCharset: v ? clean(v.fields[4]) : null,
    vLine: v?.line ?? null,
    kLine: k?.line ?? null,
    currency: (k && readCurrency(k)) || 'EUR',
    decimals: k ? readDecimals(k, log) : { ...DEFAULT_DECIMALS },
    indirectCostsPercent: k ? readIndirectCosts(k, log) : 0n,
  };
}
