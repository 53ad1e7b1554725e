/** The seeded draws of this set: mulberry32 with the few helpers the documents need. */
import { Mulberry32, seedOf } from '../rng.js';

export class Dice extends Mulberry32 {
  /** A draw for `name` inside this set: `Dice.of('blind23-lifts-1')`. */
  static of(name: string): Dice {
    return new Dice(seedOf(`heldout-blind23/${name}`));
  }

  /** `n` decimal digits. */
  digits(n: number): string {
    let s = '';
    for (let i = 0; i < n; i++) s += String(this.int(0, 9));
    return s;
  }

  /** Cents between `min` and `max` (cents), on a step of `step` cents. */
  cents(min: number, max: number, step = 5): bigint {
    const lo = Math.ceil(min / step);
    const hi = Math.floor(max / step);
    return BigInt(this.int(lo, hi) * step);
  }

  /** A quantity scaled by 10^3 between `min` and `max`, with `decimals` places (0 to 3). */
  quantity(min: number, max: number, decimals: number): bigint {
    const unit = 10 ** decimals;
    const n = this.int(Math.ceil(min * unit), Math.floor(max * unit));
    return BigInt(n) * 10n ** BigInt(3 - decimals);
  }

  /** The items whose index was kept, in their order: between `min` and `max` of them. */
  subset<T>(items: readonly T[], min: number, max: number): T[] {
    const n = this.int(Math.min(min, items.length), Math.min(max, items.length));
    const keep = new Set(this.sample(items.map((_, i) => i), n));
    return items.filter((_, i) => keep.has(i));
  }
}
