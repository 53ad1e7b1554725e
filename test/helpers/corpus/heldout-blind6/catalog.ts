import { line, type Line, type Rng } from './kit.js';

/** A product or service a supplier bills, with its ranges of price and quantity. */
export interface Item {
  code?: string;
  d: string;
  u: string;
  /** Price range in euros. */
  p: [number, number];
  /** Quantity range. */
  q: [number, number];
  /** Decimals of the quantity (0 to 3). */
  dec?: number;
  rate?: number;
}

/** `n` items of the catalog priced and counted at random (in catalog order). */
export function pickLines(rng: Rng, items: Item[], min: number, max: number): Line[] {
  const n = Math.min(items.length, rng.int(min, max));
  const chosen = rng.sample(items.map((_, i) => i), n).sort((a, b) => a - b);
  return chosen.map((i) => priced(rng, items[i]));
}

export function priced(rng: Rng, it: Item): Line {
  const dec = it.dec ?? 0;
  const scale = 10 ** dec;
  const milli = rng.int(Math.round(it.q[0] * scale), Math.round(it.q[1] * scale)) * 10 ** (3 - dec);
  const price = rng.cents(it.p[0], it.p[1], it.p[1] >= 50 ? 50 : 5);
  return line(it.d, milli, it.u, price, { code: it.code, rate: it.rate });
}
