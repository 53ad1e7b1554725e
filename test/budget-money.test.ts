import { describe, expect, it } from 'vitest';
import {
  breakdownCostPrice,
  divRound,
  formatScaled,
  itemFigures,
  lineTotal,
  parseScaled,
  salePrice,
  sumCents,
} from '../src/platform/money.js';

/** Quantities and markups are written as the decimal text a client sends; `q('0.333')` is 333n. */
const q = (text: string) => parseScaled(Number(text), 3)!;

describe('parseScaled reads the decimal text of a number without floating point', () => {
  it('scales decimals with up to the allowed places', () => {
    expect(parseScaled(12.345, 3)).toBe(12345n);
    expect(parseScaled(0.333, 3)).toBe(333n);
    expect(parseScaled(1.1, 3)).toBe(1100n);
    expect(parseScaled(100, 3)).toBe(100000n);
    expect(parseScaled(-0.001, 3)).toBe(-1n);
    expect(parseScaled(0, 3)).toBe(0n);
    expect(parseScaled(-0, 3)).toBe(0n);
    expect(parseScaled(12.5, 3)).toBe(12500n);
    expect(parseScaled('1.500', 3)).toBe(1500n);
  });

  it('reads exponent notation exactly', () => {
    expect(parseScaled(2.5e-2, 3)).toBe(25n);
    expect(parseScaled(1e21, 3)).toBe(10n ** 24n);
    expect(parseScaled(99999999999.999, 3)).toBe(99999999999999n);
  });

  it('refuses more places than allowed, and anything that is not a finite number', () => {
    expect(parseScaled(0.0001, 3)).toBeNull();
    expect(parseScaled(1.2345, 3)).toBeNull();
    expect(parseScaled(1.5e-3, 3)).toBeNull();
    // 0.1 + 0.2 is 0.30000000000000004 in binary floating point: not a 3-place decimal.
    expect(parseScaled(0.1 + 0.2, 3)).toBeNull();
    expect(parseScaled(Number.NaN, 3)).toBeNull();
    expect(parseScaled(Number.POSITIVE_INFINITY, 3)).toBeNull();
    expect(parseScaled(null, 3)).toBeNull();
    expect(parseScaled('1,5', 3)).toBeNull();
  });

  it('formats scaled values back as fixed-place decimal text', () => {
    expect(formatScaled(1250n, 3)).toBe('1.250');
    expect(formatScaled(-1n, 3)).toBe('-0.001');
    expect(formatScaled(0n, 3)).toBe('0.000');
    expect(formatScaled(99999999999999n, 3)).toBe('99999999999.999');
    expect(formatScaled(5n, 0)).toBe('5');
  });
});

describe('rounding half away from zero', () => {
  it('rounds halves away from zero on both signs', () => {
    expect(divRound(5n, 10n)).toBe(1n);
    expect(divRound(-5n, 10n)).toBe(-1n);
    expect(divRound(15n, 10n)).toBe(2n);
    expect(divRound(25n, 10n)).toBe(3n); // not banker's rounding
    expect(divRound(-25n, 10n)).toBe(-3n);
    expect(divRound(4n, 10n)).toBe(0n);
    expect(divRound(-4n, 10n)).toBe(0n);
    expect(divRound(49n, 10n)).toBe(5n);
    expect(divRound(7n, -2n)).toBe(-4n);
    expect(() => divRound(1n, 0n)).toThrow(RangeError);
  });
});

describe('line totals: round(quantity × price)', () => {
  it('0.333 × 1 cent is 0 cents; 0.5 × 1 cent is 1 cent', () => {
    expect(lineTotal(q('0.333'), 1n)).toBe(0n);
    expect(lineTotal(q('0.5'), 1n)).toBe(1n);
    expect(lineTotal(q('0.499'), 1n)).toBe(0n);
  });

  it('hand-computed products', () => {
    expect(lineTotal(q('0.333'), 150n)).toBe(50n); // 49.95
    expect(lineTotal(q('2.125'), 1234n)).toBe(2622n); // 2622.25
    expect(lineTotal(q('1.5'), 3n)).toBe(5n); // 4.5
    expect(lineTotal(q('12.345'), 8650n)).toBe(106784n); // 106784.25
    expect(lineTotal(q('3'), 333n)).toBe(999n);
  });

  it('zero and negative quantities (deductions)', () => {
    expect(lineTotal(0n, 8650n)).toBe(0n);
    expect(lineTotal(q('2'), 0n)).toBe(0n);
    expect(lineTotal(q('-1.5'), 3n)).toBe(-5n); // -4.5
    expect(lineTotal(q('-0.333'), 1n)).toBe(0n);
    expect(lineTotal(q('-0.5'), 1n)).toBe(-1n);
  });

  it('huge values stay exact beyond 2^53', () => {
    // 99,999,999,999.999 × 10^13 cents = 999,999,999,999,990,000,000,000 cents exactly.
    expect(lineTotal(99999999999999n, 10n ** 13n)).toBe(999999999999990000000000n);
    // 9,007,199,254,740.993 units × 1000 cents: 2^53 + 1 cents, which a double cannot hold.
    expect(lineTotal(9007199254740993n, 1000n)).toBe(9007199254740993n);
  });
});

describe('sale price: round(cost_price × (1 + markup/100))', () => {
  it('markup 15 % multiplies by 1.15', () => {
    expect(salePrice(8650n, q('15'))).toBe(9948n); // 9947.5
    expect(salePrice(1000n, q('15'))).toBe(1150n);
    expect(salePrice(1n, q('15'))).toBe(1n); // 1.15
    expect(salePrice(10n, q('15'))).toBe(12n); // 11.5
  });

  it('markup 12.5 %', () => {
    expect(salePrice(1n, q('12.5'))).toBe(1n); // 1.125
    expect(salePrice(4n, q('12.5'))).toBe(5n); // 4.5
    expect(salePrice(12n, q('12.5'))).toBe(14n); // 13.5
    expect(salePrice(100n, q('12.5'))).toBe(113n); // 112.5
  });

  it('markup with three decimals, zero and negative markups', () => {
    expect(salePrice(100000n, q('7.125'))).toBe(107125n);
    expect(salePrice(1000n, q('0.001'))).toBe(1000n); // 1000.01
    expect(salePrice(1000n, 0n)).toBe(1000n);
    expect(salePrice(0n, q('15'))).toBe(0n);
    expect(salePrice(3n, q('-50'))).toBe(2n); // 1.5
    expect(salePrice(12345n, q('-100'))).toBe(0n);
  });

  it('huge cost prices stay exact', () => {
    expect(salePrice(10n ** 13n, q('15'))).toBe(11500000000000n);
    expect(salePrice(9007199254740993n, q('12.5'))).toBe(10133099161583617n); // …617.125
  });
});

describe('breakdowns and item figures', () => {
  it('an item priced by breakdowns costs the sum of its rounded lines', () => {
    // 0.333 × 100 = 33.3 → 33; 1.5 × 1001 = 1501.5 → 1502; 0.02 × 2 = 0.04 → 0
    expect(
      breakdownCostPrice([
        { quantity: q('0.333'), costPrice: 100n },
        { quantity: q('1.5'), costPrice: 1001n },
        { quantity: q('0.02'), costPrice: 2n },
      ]),
    ).toBe(1535n);
    expect(breakdownCostPrice([])).toBe(0n);
  });

  it('computes sale price, cost and sale totals of an item', () => {
    // quantity 2.5, cost 1001, markup 12.5: sale 1126.125 → 1126; cost total 2502.5 → 2503; sale total 2815
    expect(itemFigures(q('2.5'), 1001n, q('12.5'))).toEqual({ salePrice: 1126n, costTotal: 2503n, saleTotal: 2815n });
    expect(itemFigures(0n, 1001n, q('12.5'))).toEqual({ salePrice: 1126n, costTotal: 0n, saleTotal: 0n });
  });

  it('sums cents exactly', () => {
    expect(sumCents([1n, 2, 3n])).toBe(6n);
    expect(sumCents([Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER])).toBe(18014398509481982n);
    expect(sumCents([])).toBe(0n);
  });
});
