import { Mulberry32 } from '../rng.js';
import type { Family } from '../pen.js';
import type { FigureTerms, Figures, Line } from './figures.js';
import { money, PAGE_W, type DateStyle, type MoneyStyle, type Sheet } from './kit.js';
import type { Party } from './parties.js';

/**
 * What a layout of the twenty-second blind set is given to print, and the blocks several of
 * its layouts share (a customer's block, a column of totals, the reverse-charge note, the
 * registry line).
 */

export interface Look {
  family: Family;
  money: MoneyStyle;
  date: DateStyle;
  accent: string;
}

export interface InvoiceDoc {
  v: number;
  look: Look;
  supplier: Party;
  customer: Party;
  number: string;
  issue: string;
  due?: string;
  lines: Line[];
  terms: FigureTerms;
  order?: string;
  site?: string;
  code?: string;
  /** First and last day of the billed period. */
  period?: [string, string];
}

export interface NoteDoc {
  v: number;
  look: Look;
  supplier: Party;
  customer: Party;
  number: string;
  delivery: string;
  lines: Line[];
  order?: string;
  site?: string;
  code?: string;
  /** Quantities printed in place of the ones the amounts were worked out on (a hard document). */
  printedQty?: Map<number, number>;
}

export interface InvoiceLayout {
  name: string;
  make(v: number, rng: Rng): InvoiceDoc;
  draw(s: Sheet, d: InvoiceDoc, f: Figures): void;
}

export interface NoteLayout {
  name: string;
  make(v: number, rng: Rng): NoteDoc;
  draw(s: Sheet, d: NoteDoc, amounts: number[]): void;
}

export class Rng extends Mulberry32 {
  /** A quantity between `min` and `max` with `decimals` places. */
  amount(min: number, max: number, decimals = 0): number {
    const f = 10 ** decimals;
    return this.int(Math.round(min * f), Math.round(max * f)) / f;
  }

  /** A price in cents between two prices in euros, on a step of `step` cents. */
  cents(min: number, max: number, step = 5): number {
    return this.int(Math.round((min * 100) / step), Math.round((max * 100) / step)) * step;
  }

  /** A day of 2026 between two months (1-based), as ISO text. */
  day(fromMonth: number, toMonth: number): string {
    const m = this.int(fromMonth, toMonth);
    const d = this.int(1, 28);
    return `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
  }
}

export function addDays(iso: string, days: number): string {
  const [y, m, d] = iso.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d + days)).toISOString().slice(0, 10);
}

export function lastOfMonth(iso: string): string {
  const [y, m] = iso.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m, 0)).toISOString().slice(0, 10);
}

/** `count` distinct items of a catalogue, each turned into a line. */
export function pick<T>(rng: Rng, items: readonly T[], min: number, max: number): T[] {
  return rng.sample(items, rng.int(min, max));
}

/** The customer's block: a heading, the name, the address and the tax id. */
export function customerBlock(s: Sheet, c: Party, x: number, y: number, o: { head?: string; nifLabel?: string; size?: number; upper?: boolean } = {}): number {
  const size = o.size ?? 9;
  const up = (t: string) => (o.upper ? t.toLocaleUpperCase('es') : t);
  if (o.head) {
    s.text(o.head, x, y, { size: size - 1, bold: true });
    y += size * 1.4;
  }
  s.text(up(c.name), x, y, { size, bold: true });
  s.text(up(c.street), x, y + size * 1.3, { size });
  s.text(up(c.city), x, y + size * 2.6, { size });
  s.text(`${o.nifLabel ?? 'CIF:'} ${c.nif}`, x, y + size * 3.9, { size });
  return y + size * 5.2;
}

/** A column of totals, label on the left and amount flush right. */
export function totals(s: Sheet, xLabel: number, xRight: number, y: number, rows: Array<[string, string, boolean?]>, size = 9, leading = 1.55): number {
  for (const [label, value, bold] of rows) {
    s.text(label, xLabel, y, { size, bold });
    s.right(value, xRight, y, { size, bold });
    y += size * leading;
  }
  return y;
}

export const REVERSE_NOTE = 'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2.º f) de la Ley 37/1992 del IVA.';

/** The reverse-charge legal note in a box. */
export function reverseNote(s: Sheet, x: number, y: number, w: number, size = 7.5): number {
  const rows = s.pen.wrap(REVERSE_NOTE, w - 10, { size });
  s.box(x, y, w, rows.length * size * 1.3 + 8);
  rows.forEach((r, i) => s.text(r, x + 5, y + 5 + i * size * 1.3, { size }));
  return y + rows.length * size * 1.3 + 8;
}

/** The registry line centred at the page foot. */
export function registry(s: Sheet, p: Party, y = 812, size = 6.5): void {
  if (p.registry) s.center(p.registry, PAGE_W / 2, y, { size });
}

/** The VAT row's label: its rate, or the reverse-charge wording a supplier prints. */
export function vatRows(f: Figures, d: InvoiceDoc, labels: { rate: (r: number) => string; reverse: string }): Array<[string, string]> {
  if (d.terms.reverse) return [[labels.reverse, money(0, d.look.money)]];
  return f.byRate.map((r) => [labels.rate(r.rate), money(r.vat, d.look.money)]);
}
