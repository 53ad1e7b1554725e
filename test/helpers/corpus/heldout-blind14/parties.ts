import { Mulberry32 } from '../rng.js';
import { type DateStyle, type Money, cif } from './kit.js';

/**
 * The people in the fourteenth blind set (docs/document-extraction.md#measuring-it): the
 * construction companies that buy, the suppliers of each layout and what they sell.
 */

export interface Buyer {
  name: string;
  id: string;
  street: string;
  city: string;
}

export const BUYERS: Buyer[] = [
  { name: 'Construcciones Tormes Arlanza, S.A.', id: cif('A', '2814736'), street: 'Avda. de Portugal, 112', city: '37005 Salamanca' },
  { name: 'Edificaciones Bahía Norte, S.L.', id: cif('B', '3902418'), street: 'C/ Marqués de la Ensenada, 9, 2º', city: '39009 Santander' },
  { name: 'Promociones y Obras Segre Cinca, S.L.', id: cif('B', '2571904'), street: 'Rambla Ferran, 44', city: '25007 Lleida' },
  { name: 'UTE Residencial Las Acacias', id: cif('U', '8834120'), street: 'C/ Pintor Sorolla, 21', city: '46002 Valencia' },
];

export const SITES = [
  'Residencial Las Acacias, 64 viv.',
  'Edificio Mirador del Parque, bloque B',
  'Promoción Jardines de Ronda, fase 2',
  '32 viviendas C/ Alcalde Sanz',
  'Torre Marina, portales 1 y 2',
];

export interface Supplier {
  name: string;
  /** The id as printed; its normalized form is the truth unless the document is hard. */
  id: string;
  street: string;
  city: string;
  phone: string;
  brand?: string;
  /** The id printed only in the registry footer. */
  idInFooter?: boolean;
  registry?: string;
  date: DateStyle;
  money: Money;
  number: (seq: number) => string;
  dueDays?: number;
  irpf?: number;
  reverse?: boolean;
  discountPct?: number;
  /** Page-carry labels, an alternative title and other spellings a layout lets vary. */
  words?: Record<string, string>;
}

/** [code, description, unit, lowest price in cents, highest, quantity places, VAT rate] */
export type Article = [string, string, string, number, number, number, number?];

export function pickItems(rng: Mulberry32, catalogue: Article[], min: number, max: number): Article[] {
  return rng.sample(catalogue, rng.int(min, Math.min(max, catalogue.length)));
}

/** A quantity scaled by 1000, with `places` decimals. */
export function pickQty(rng: Mulberry32, places: number, unit: string): bigint {
  if (places === 0) return BigInt(unit === 'h' ? rng.int(2, 40) : rng.int(1, 36)) * 1000n;
  const hundredths = rng.int(150, 9800);
  return places === 1 ? BigInt(Math.round(hundredths / 10)) * 100n : BigInt(hundredths) * 10n;
}
