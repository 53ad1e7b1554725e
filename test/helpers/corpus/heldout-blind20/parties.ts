import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedInvoice, ExpectedNote } from '../types.js';
import { checkedNif, type Item, item } from './figures.js';
import type { Sheet } from './sheet.js';

/**
 * Who prints and who buys in the twentieth blind set: the suppliers' identities and the three
 * builders of industrial and logistics buildings they bill (docs/document-extraction.md#measuring-it).
 */

export interface Party {
  /** The legal name, as the truth holds it. */
  name: string;
  /** The tax id as printed (dashes, dots or spaces are the supplier's). */
  nif: string;
  /** `CIF:`, `C.I.F.`, `NIF`, `N.I.F.:`, `NIE`… */
  nifLabel: string;
  street: string;
  city: string;
  phone?: string;
  mail?: string;
  web?: string;
  /** A brand or trade name set above the legal name. */
  brand?: string;
  /** The mercantile registry line of a company. */
  registry?: string;
}

export const CUSTOMERS: Party[] = [
  {
    name: 'Construcciones Naves del Corredor, S.A.',
    nif: 'A56918295',
    nifLabel: 'CIF',
    street: 'Avda. de la Industria, 44',
    city: '28823 Coslada (Madrid)',
  },
  {
    name: 'Edificaciones Logísticas del Ebro, S.L.',
    nif: 'B86107612',
    nifLabel: 'CIF',
    street: 'Pol. Ind. Malpica, calle E, nave 12',
    city: '50016 Zaragoza',
  },
  {
    name: 'UTE Plataforma Logística Sur',
    nif: 'U57629495',
    nifLabel: 'CIF',
    street: 'Ctra. de Cádiz, km 3,2',
    city: '41703 Dos Hermanas (Sevilla)',
  },
];

/** The sites the builders' documents name. */
export const SITES = [
  'Nave logística P-4, Pol. Ind. Los Gavilanes (Getafe)',
  'Centro de distribución Plaza, parcela ALI-7 (Zaragoza)',
  'Plataforma frigorífica, sector SUNP-3 (Dos Hermanas)',
  'Ampliación almacén regulador, Pol. El Pla (Alzira)',
];

/** A document's own seeded draws: the same id gives the same figures in every run. */
export function rngOf(id: string): Mulberry32 {
  return new Mulberry32(seedOf(`heldout-blind20/${id}`));
}

/** A date in 2026 (days 1–28, so every month has it). */
export function someDate(rng: Mulberry32, months: [number, number] = [1, 11]): string {
  const m = rng.int(months[0], months[1]);
  const d = rng.int(1, 28);
  return `2026-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

/** What a trade sells: code, description, unit, price in cents, quantity range and its decimals. */
export type Goods = [code: string, description: string, unit: string, cents: number, min: number, max: number, places: number];

/** `n` of the goods with drawn quantities, each at `rate` unless the goods say otherwise. */
export function draw(rng: Mulberry32, goods: Goods[], n: number, o: { rate?: number; discount?: () => number | undefined } = {}): Item[] {
  return rng.sample(goods, n).map(([code, description, unit, cents, min, max, places]) => {
    const scale = 10 ** places;
    const quantity = rng.int(Math.round(min * scale), Math.round(max * scale)) / scale;
    return item(description, quantity, unit, cents, { code, rate: o.rate, discount: o.discount?.() });
  });
}

/** A customer's block: `label` over the name, address and id. */
export function customerBlock(s: Sheet, c: Party, x: number, y: number, o: { label?: string; size?: number; nifLabel?: string } = {}): number {
  const size = o.size ?? 9;
  let cy = y;
  if (o.label) {
    s.text(o.label, x, cy, { size: size - 1, bold: true });
    cy += size + 3;
  }
  s.text(c.name, x, cy, { size, bold: true });
  cy += size + 3;
  for (const l of [c.street, c.city, `${o.nifLabel ?? 'CIF'}: ${c.nif}`]) {
    s.text(l, x, cy, { size });
    cy += size + 3;
  }
  return cy;
}

/** An invoice as the corpus holds it; the supplier's and the customer's ids are checked here. */
export async function invoiceDoc(
  id: string,
  layout: string,
  sheet: Sheet,
  buyer: Party,
  expected: ExpectedInvoice,
  hard?: string,
): Promise<CorpusDocument> {
  const bytes = await sheet.bytes();
  return { id, layout, kind: 'invoice', expectComplete: !hard, ...(hard ? { why: hard } : {}), bytes, buyerNif: checkedNif(buyer.nif), expected };
}

export async function noteDoc(id: string, layout: string, sheet: Sheet, buyer: Party, expected: ExpectedNote, hard?: string): Promise<CorpusDocument> {
  const bytes = await sheet.bytes();
  return { id, layout, kind: 'delivery_note', expectComplete: !hard, ...(hard ? { why: hard } : {}), bytes, buyerNif: checkedNif(buyer.nif), expected };
}
