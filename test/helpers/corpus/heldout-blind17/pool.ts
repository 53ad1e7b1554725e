import { Mulberry32, seedOf } from '../rng.js';
import type { LineIn } from './figures.js';

/** Lines drawn from a trade's price list with seeded quantities, so each document differs. */

export interface Item {
  code?: string;
  desc: string;
  unit: string;
  price: number;
  /** Quantity range and decimal places. */
  q: [number, number, number];
  rate?: number;
  disc?: number;
}

/** An item of a price list written as one call: code, description, unit, price in cents, quantity range. */
export function item(code: string, desc: string, unit: string, price: number, q: [number, number, number], more: { rate?: number; disc?: number } = {}): Item {
  return { code, desc, unit, price, q, ...more };
}

export const rngOf = (id: string) => new Mulberry32(seedOf(`heldout-blind17/${id}`));

function qtyText(rng: Mulberry32, [min, max, places]: [number, number, number]): string {
  const scale = 10 ** places;
  const v = rng.int(Math.round(min * scale), Math.round(max * scale));
  if (places === 0) return String(v);
  return `${Math.floor(v / scale)}.${String(v % scale).padStart(places, '0')}`;
}

/** `n` items of the pool in the pool's order, each with a drawn quantity. */
export function draw(rng: Mulberry32, pool: Item[], n: number): LineIn[] {
  const chosen = new Set(rng.sample(pool.map((_, i) => i), n));
  return pool
    .filter((_, i) => chosen.has(i))
    .map((it) => ({ code: it.code, desc: it.desc, unit: it.unit, price: it.price, qty: qtyText(rng, it.q), rate: it.rate, disc: it.disc }));
}
