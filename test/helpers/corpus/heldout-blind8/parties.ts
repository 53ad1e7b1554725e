import type { Family } from '../pen.js';
import { seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { Dice, type DateStyle, type Item, type MoneyStyle } from './figures.js';
import { cif, printedId, Sheet, validId } from './kit.js';

/** A supplier as it prints itself. `name` is the legal name, which is the truth. */
export interface Supplier {
  name: string;
  /** The printed id; its stored form is checked when the supplier is made. */
  idText: string;
  idLabel: string;
  street: string;
  town: string;
  phone: string;
  email: string;
  /** Registry line (companies), or null. */
  registry: string | null;
  /** A brand printed above the legal name, or null. */
  brand: string | null;
  initials: string;
  color: string;
  family: Family;
  money: MoneyStyle;
  date: DateStyle;
}

export function supplier(s: Supplier): Supplier & { id: string } {
  return { ...s, id: validId(s.idText) };
}

export interface Buyer {
  name: string;
  id: string;
  idText: string;
  lines: string[];
  sites: string[];
}

function buyer(name: string, id: string, style: 'plain' | 'dash' | 'dots', lines: string[], sites: string[]): Buyer {
  return { name, id: validId(id), idText: printedId(id, style), lines, sites };
}

/** The construction companies billed: a contractor, a civil-works firm, a joint venture (UTE) and a builder. */
export const BUYERS: Buyer[] = [
  buyer('Construcciones Ribagorza, S.A.', cif('A', '2214873'), 'plain', ['Avda. de Monzón, 41', '22300 Barbastro (Huesca)'], [
    'Urbanización Sector 7, Barbastro',
    'Nave logística P-12, Polígono Valle del Cinca',
    'Residencial Los Olmos, 48 viviendas, Monzón',
  ]),
  buyer('Obras y Viales del Cinca, S.L.', cif('B', '2239417'), 'dash', ['Polígono La Armentera, parcela 9', '22400 Monzón (Huesca)'], [
    'Variante de Fraga, tramo II',
    'Colector de pluviales, Binéfar',
    'Ampliación depuradora de Tamarite',
  ]),
  buyer('UTE Variante de Teruel', cif('U', '8741260'), 'plain', ['C/ San Francisco, 18, 2º', '44001 Teruel'], [
    'Autovía A-68, p.k. 12+300 a 15+900',
    'Viaducto sobre el río Guadalaviar',
    'Enlace de Caudé',
  ]),
  buyer('Edificaciones Moncayo, S.L.', cif('B', '5087321'), 'dots', ['C/ Predicadores, 70', '50003 Zaragoza'], [
    'Edificio de 32 viviendas, Parque Venecia',
    'Aparcamiento subterráneo C/ Asalto',
    'Residencia de mayores, Utebo',
  ]),
];

/** One line of a supplier's catalogue: what it sells, its unit, and the ranges it is sold in. */
export interface Offer {
  text: string;
  unit: string;
  price: [number, number];
  qty: [number, number];
  places?: number;
  code?: string;
  rate?: 10 | 21;
}

/** `n` lines drawn from a catalogue, in catalogue order. */
export function lines(dice: Dice, offers: Offer[], n: number): Item[] {
  const chosen = new Set(dice.sample(offers.map((_, i) => i), n));
  return offers
    .filter((_, i) => chosen.has(i))
    .map((o) => ({ code: o.code, text: o.text, unit: o.unit, rate: o.rate, qty: dice.decimal(o.qty[0], o.qty[1], o.places ?? 0), price: dice.cents(o.price[0], o.price[1]) }));
}

export const diceFor = (id: string): Dice => new Dice(seedOf(`heldout-blind8/${id}`));

export async function invoiceDocument(id: string, layout: string, sheet: Sheet, buyerOf: Buyer, expected: ExpectedInvoice, hard?: string): Promise<CorpusDocument> {
  return { id, layout, kind: 'invoice', expectComplete: !hard, ...(hard ? { why: hard } : {}), bytes: await sheet.bytes(), buyerNif: buyerOf.id, expected };
}

export async function noteDocument(id: string, layout: string, sheet: Sheet, buyerOf: Buyer, expected: ExpectedNote, hard?: string): Promise<CorpusDocument> {
  return { id, layout, kind: 'delivery_note', expectComplete: !hard, ...(hard ? { why: hard } : {}), bytes: await sheet.bytes(), buyerNif: buyerOf.id, expected };
}
