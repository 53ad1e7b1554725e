/**
 * The three documents of this set whose right outcome is a person's review: an invoice whose
 * printed total is not base + VAT, an invoice whose VAT is printed for another rate than the one
 * it names, and a delivery note with a line whose quantity × price is not its amount. Each is
 * printed on a layout of the set by a supplier of its own.
 */
import { divRound } from '../../../../src/platform/money.js';
import { LANDSCAPE, REBAR } from './catalogue.js';
import { type InvoiceContent, type Item, linesOf, type NoteContent } from './content.js';
import { Dice } from './dice.js';
import { figuresOf, lineAmount, makeLine, sumOf } from './figures.js';
import { money } from './format.js';
import { fire, drawFire } from './invoices-a.js';
import { landscape, drawLandscape } from './invoices-c.js';
import { drawRebar, rebar } from './notes-a.js';
import { CUSTOMERS } from './parties.js';
import { invoiceContent, noteContent } from './plans.js';
import { HARD_SUPPLIERS } from './suppliers.js';

export interface HardInvoice {
  kind: 'invoice';
  layout: string;
  content: InvoiceContent;
  family: 'Helvetica' | 'Times' | 'Courier';
  why: string;
  draw: typeof drawFire;
}

export interface HardNote {
  kind: 'delivery_note';
  layout: string;
  content: NoteContent;
  family: 'Helvetica' | 'Times' | 'Courier';
  why: string;
  draw: typeof drawRebar;
}

const eur = (c: bigint) => money(c, 'dots');

/** Fire protection: the total printed with two digits swapped, so it is not base + VAT. */
function totalNotClosing(): HardInvoice {
  const id = 'blind23-fire-hard';
  const plan = {
    ...fire,
    variant: (v: number, d: Dice, issue: string) => ({ ...fire.variant(v, d, issue), number: `PCI-${Dice.of(`${id}/n`).int(2600, 2699)}/${Dice.of(`${id}/m`).digits(3)}` }),
  };
  const { content, family } = invoiceContent(id, 0, plan, HARD_SUPPLIERS.fire, CUSTOMERS[5]);
  const right = content.fig.total;
  const digits = right.toString();
  const [a, b] = [digits[digits.length - 3], digits[digits.length - 2]];
  const printed = a !== b ? BigInt(digits.slice(0, -3) + b + a + digits.slice(-1)) : right + 1000n;
  content.fig = { ...content.fig, total: printed };
  const why = `the total printed (${eur(printed)}) is not base ${eur(content.fig.base)} + VAT ${eur(content.fig.tax)} = ${eur(right)}`;
  return { kind: 'invoice', layout: 'fire', content, family, why, draw: drawFire };
}

/** Landscaping at 21 % only, whose VAT amount is 10 % of the base under the label `21 %`. */
function vatOfAnotherRate(): HardInvoice {
  const id = 'blind23-landscape-hard';
  const standard: Item[] = LANDSCAPE.filter((i) => i.rate === 21);
  const plan = {
    ...landscape,
    variant: (v: number, d: Dice, issue: string) => ({
      ...landscape.variant(v, d, issue),
      number: `ZV-26-${String(d.int(1, 800)).padStart(4, '0')}`,
      lines: linesOf(d, standard, 4, 6, { rate: 21 }),
    }),
  };
  const { content, family } = invoiceContent(id, 1, plan, HARD_SUPPLIERS.landscape, CUSTOMERS[4]);
  const fig = figuresOf(content.lines, 0, false);
  const wrong = divRound(fig.base * 10n, 100n);
  content.fig = { ...fig, taxes: [{ rate: 21, base: fig.base, tax: wrong }], tax: wrong, total: fig.base + wrong };
  const why = `VAT printed as ${eur(wrong)} under "21 %", which is 10 % of the base ${eur(fig.base)} (21 % would be ${eur(fig.tax)}); the total follows the wrong VAT`;
  return { kind: 'invoice', layout: 'landscape', content, family, why, draw: drawLandscape };
}

const FORMWORK: Item[] = [
  { code: 'ENC-PAN', text: 'Alquiler panel de encofrado metálico 2,70×0,90 m (semana)', unit: 'ud', price: [210, 290], qty: [40, 120, 0] },
  { code: 'ENC-PUN', text: 'Alquiler puntal telescópico 3,50 m (semana)', unit: 'ud', price: [35, 60], qty: [100, 300, 0] },
  { code: 'ENC-MES', text: 'Alquiler mesa de encofrado de forjado 2,50×5,00 m (semana)', unit: 'ud', price: [1800, 2600], qty: [6, 20, 0] },
  { code: 'ENC-LIM', text: 'Limpieza y reparación de paneles a la devolución', unit: 'ud', price: [350, 600], qty: [10, 40, 0] },
  { code: 'ENC-TRA', text: 'Transporte de ida del material de encofrado', unit: 'viaje', price: [9000, 14000], qty: [1, 1, 0] },
];

/** Formwork hire and rebar: one line's amount is not its quantity × price. */
function lineNotClosing(): HardNote {
  const id = 'blind23-rebar-hard';
  const plan = {
    ...rebar,
    variant: (v: number, d: Dice, date: string) => ({
      ...rebar.variant(v, d, date),
      number: `EFA-${d.int(2600, 2699)}-${d.digits(4)}`,
      lines: [...linesOf(d, FORMWORK, 3, 4, { rate: 21, step: 1 }), ...linesOf(d, REBAR.slice(0, 6), 2, 2, { rate: 21, step: 1 })],
    }),
  };
  const { content, family } = noteContent(id, 2, plan, HARD_SUPPLIERS.rebar, CUSTOMERS[2]);
  const k = 1;
  const l = content.lines[k];
  const right = lineAmount(l.quantity, l.price, l.discount);
  const printed = right + 2700n;
  content.lines = content.lines.map((line, i) => (i === k ? { ...makeLine(line), amount: printed } : line));
  content.subtotal = sumOf(content.lines);
  const why = `line ${k + 1}: quantity × unit price is ${eur(right)}, the line says ${eur(printed)} (the note's total adds the printed amounts)`;
  return { kind: 'delivery_note', layout: 'rebar', content, family, why, draw: drawRebar };
}

export function hardDocuments(): Array<HardInvoice | HardNote> {
  return [totalNotClosing(), vatOfAnotherRate(), lineNotClosing()];
}
