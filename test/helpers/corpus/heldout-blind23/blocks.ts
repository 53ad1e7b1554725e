/** Pieces several prints share: a party's lines, a customer block, the rows of the totals. */
import type { InvoiceContent, Printer } from './content.js';
import { rateText } from './format.js';
import { type Ink, type Sheet } from './kit.js';
import type { Customer, Party } from './parties.js';

/** Street, town, tax id and contact of a party, one per line. */
export function partyLines(p: Party, pr: Printer, nifLabel = 'NIF'): string[] {
  return [p.street, p.city, `${nifLabel}: ${pr.n(p.nif)}`, `Tel. ${p.phone} · ${p.email}`];
}

export interface BlockOptions {
  title?: string;
  frame?: boolean;
  nifLabel?: string;
  /** The label of the supplier's code for the customer; left out when not printed. */
  codeLabel?: string;
  size?: number;
  padding?: number;
}

/** The customer's block; returns the y under it. */
export function customerBlock(sheet: Sheet, x: number, y: number, w: number, c: Customer, pr: Printer, o: BlockOptions = {}): number {
  const size = o.size ?? 8.5;
  const pad = o.padding ?? (o.frame ? 7 : 0);
  const leading = size * 1.38;
  let ty = y + pad;
  if (o.title) {
    sheet.text(o.title, x + pad, ty, { size: size - 1.5, bold: true, colour: '#444444' });
    ty += leading;
  }
  sheet.text(c.name, x + pad, ty, { size: size + 0.5, bold: true });
  ty += leading + 1;
  const lines = [c.street, c.city, `${o.nifLabel ?? 'NIF'}: ${pr.n(c.nif)}`];
  if (o.codeLabel) lines.push(`${o.codeLabel}: ${c.code}`);
  for (const line of lines) {
    sheet.text(line, x + pad, ty, { size });
    ty += leading;
  }
  const bottom = ty + pad - (leading - size);
  if (o.frame) sheet.frame(x, y, w, bottom - y);
  return bottom;
}

export interface TotalWords {
  base: string;
  vat: string;
  withholding: string;
  reverse: string;
  rate?: 'space' | 'tight' | 'decimals';
}

export const PLAIN_WORDS: TotalWords = {
  base: 'Base imponible',
  vat: 'IVA',
  withholding: 'Retención IRPF',
  reverse: 'IVA — inversión del sujeto pasivo',
};

/** The rows above the total: base, the VAT of each rate, the withholding. */
export function totalRows(c: InvoiceContent, pr: Printer, w: TotalWords = PLAIN_WORDS): Array<[string, string]> {
  const rows: Array<[string, string]> = [[w.base, pr.m(c.fig.base)]];
  if (c.fig.reverseCharge) rows.push([w.reverse, pr.m(0n)]);
  for (const t of c.fig.taxes) {
    const label = c.fig.taxes.length > 1 ? `${w.vat} ${rateText(t.rate, w.rate)} s/ ${pr.m(t.base)}` : `${w.vat} ${rateText(t.rate, w.rate)}`;
    rows.push([label, pr.m(t.tax)]);
  }
  if (c.fig.withholdingRate) rows.push([`${w.withholding} ${rateText(c.fig.withholdingRate, w.rate)}`, pr.m(-c.fig.withholding)]);
  return rows;
}

/** Label and value pairs, the values right-aligned at `xRight`; returns the y under them. */
export function pairs(sheet: Sheet, x: number, xRight: number, y: number, rows: ReadonlyArray<readonly [string, string]>, o: Ink & { leading?: number } = {}): number {
  const leading = o.leading ?? (o.size ?? 9) * 1.6;
  for (const [label, value] of rows) {
    sheet.text(label, x, y, o);
    sheet.right(value, xRight, y, o);
    y += leading;
  }
  return y;
}

/** A label above a value, both in `colour` (cells of a band). */
export function stacked(sheet: Sheet, x: number, y: number, label: string, value: string, o: { colour?: string; labelSize?: number; valueSize?: number; gap?: number } = {}): void {
  sheet.text(label, x, y, { size: o.labelSize ?? 6.8, bold: true, colour: o.colour });
  sheet.text(value, x, y + (o.gap ?? 10), { size: o.valueSize ?? 10, bold: true, colour: o.colour });
}

/** A page footer line in small grey letters. */
export function footer(sheet: Sheet, text: string, y = 800, x = 40, width = 515): void {
  sheet.paragraph(text, x, y, width, { size: 6.5, colour: '#555555' });
}
