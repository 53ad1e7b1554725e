import type { Mulberry32 } from '../rng.js';
import type { Family, Figures, Item, Sheet } from './kit.js';
import type { Article, Buyer, Supplier } from './parties.js';

/** One document of the fourteenth blind set being drawn (docs/document-extraction.md#measuring-it). */
export interface Doc {
  id: string;
  rng: Mulberry32;
  sup: Supplier;
  buyer: Buyer;
  site: string;
  order: string;
  customerCode: string;
  number: string;
  date: string;
  due?: string;
  items: Item[];
  fig: Figures;
  /** Figures printed in place of the true ones (hard documents only). */
  printed?: { base?: bigint; vat?: bigint; total?: bigint; amounts?: bigint[] };
}

export interface Layout {
  name: string;
  kind: 'invoice' | 'delivery_note';
  family: Family;
  size?: number;
  suppliers: Supplier[];
  catalogue: Article[];
  lines: [number, number];
  /** Lines made another way than drawn from the catalogue. */
  items?: (rng: Mulberry32, k: number) => Item[];
  draw: (s: Sheet, d: Doc) => void;
}
