/**
 * What a print of this set holds before it is drawn: the parties, the number and dates, the lines
 * and figures, and the style its supplier prints them in.
 */
import type { Dice } from './dice.js';
import { type Figures, type Line, makeLine } from './figures.js';
import { type DateStyle, dateText, type MoneyStyle, money, type NifStyle, nifText } from './format.js';
import type { Customer, Party } from './parties.js';

export interface Style {
  money: MoneyStyle;
  date: DateStyle;
  nif: NifStyle;
  /** The colour of the print's bands (dark, or a light grey). */
  colour: string;
}

interface Common {
  id: string;
  /** 0, 1 or 2: which of the layout's three suppliers prints it. */
  v: number;
  supplier: Party;
  customer: Customer;
  lines: Line[];
  style: Style;
  /** The site (obra) the goods or works are for. */
  site: string;
  order?: string;
  /** A line of its own some prints carry (a certification's number and month). */
  remark?: string;
}

export interface InvoiceContent extends Common {
  number: string;
  issue: string;
  due?: string;
  fig: Figures;
  payment: string;
  iban: string;
}

export interface NoteContent extends Common {
  number: string;
  date: string;
  /** Sum of the line amounts. */
  subtotal: bigint;
}

/** Money, dates and tax ids of a document in its supplier's style. */
export class Printer {
  constructor(readonly style: Style) {}
  m = (cents: bigint): string => money(cents, this.style.money);
  d = (iso: string): string => dateText(iso, this.style.date);
  n = (nif: string): string => nifText(nif, this.style.nif);
}

/** An article a supplier sells: prices in cents, quantities as [min, max, decimals]. */
export interface Item {
  code: string;
  text: string;
  unit: string;
  price: [number, number];
  qty: [number, number, number];
  /** VAT rate when not the document's. */
  rate?: number;
}

export interface LineOptions {
  rate: number;
  /** Discounts drawn for some lines (whole percents). */
  discounts?: number[];
  /** Step of the drawn prices, in cents. */
  step?: number;
}

export function linesOf(d: Dice, items: readonly Item[], min: number, max: number, o: LineOptions): Line[] {
  return d.subset(items, min, max).map((item) =>
    makeLine({
      code: item.code,
      description: item.text,
      quantity: d.quantity(item.qty[0], item.qty[1], item.qty[2]),
      unit: item.unit,
      price: d.cents(item.price[0], item.price[1], o.step ?? 5),
      discount: o.discounts && d.chance(0.5) ? d.pick(o.discounts) : 0,
      rate: item.rate ?? o.rate,
    }),
  );
}

/** A date of the first five months of 2026 (working days only). */
export function dateIn2026(d: Dice): string {
  for (;;) {
    const month = d.int(1, 5);
    const day = d.int(1, 28);
    const t = new Date(Date.UTC(2026, month - 1, day));
    if (t.getUTCDay() !== 0 && t.getUTCDay() !== 6) return t.toISOString().slice(0, 10);
  }
}

/** A Spanish IBAN with right check digits, grouped by four. */
export function ibanOf(d: Dice, bank: string): string {
  const bban = bank + d.digits(4) + d.digits(2) + d.digits(10);
  // ES → 14 28; the check digits make the whole number ≡ 1 (mod 97).
  const check = 98n - (BigInt(`${bban}142800`) % 97n);
  const iban = `ES${String(check).padStart(2, '0')}${bban}`;
  return iban.replace(/(.{4})/g, '$1 ').trim();
}
