import { describe, expect, it } from 'vitest';
import {
  decimalToCents,
  decimalToQuantity,
  findAmounts,
  findSpanishDates,
  parseDotDecimal,
  parseSpanishAmount,
  parseSpanishDate,
  parseSpanishDecimal,
} from '../src/document-imports/extraction/spanish-numbers.js';
import { findNifs } from '../src/document-imports/extraction/seller-party.js';

describe('parseSpanishAmount', () => {
  it.each([
    ['1.234,56', 123456],
    ['1234,56', 123456],
    ['1.234,56 €', 123456],
    ['€ 1.234,56', 123456],
    ['€1.234,56', 123456],
    ['1.234,56 EUR', 123456],
    ['-1.234,56', -123456],
    ['−180,00', -18000],
    ['1.234,56-', -123456],
    ['(1.234,56)', -123456],
    ['0,07', 7],
    ['12.345.678,90', 1234567890],
    ['1.234', 123400],
    ['1234.56', 123456],
    ['99.999.999.999,99', 9999999999999],
  ])('reads %s as %i cents', (text, cents) => {
    expect(parseSpanishAmount(text)?.cents).toBe(cents);
  });

  it.each(['', 'abc', '1,234.56', '12,34,56', '1.23.456,00', '1 234,56', '21 %', 'EUR', '1.2345,00'])('refuses %j', (text) => {
    expect(parseSpanishAmount(text)).toBeNull();
  });

  it('is exact where binary floating point is not (0,1 + 0,2; 1.005,005 rounds up)', () => {
    expect(parseSpanishAmount('0,10')!.cents + parseSpanishAmount('0,20')!.cents).toBe(30);
    expect(parseSpanishAmount('1.005,005')).toMatchObject({ cents: 100501, exact: false });
    expect(parseSpanishAmount('2,675')?.cents).toBe(268);
    expect(parseSpanishAmount('-2,675')?.cents).toBe(-268);
  });

  it('refuses amounts beyond the API money bound', () => {
    expect(parseSpanishAmount('100.000.000.000,01')).toBeNull();
  });
});

describe('findAmounts', () => {
  it('finds two-decimal amounts in running text and skips rates and integers', () => {
    const found = findAmounts('IVA 21,00 % s/ 1.000,00 € = 210,00 € (15 días)').map((a) => a.cents);
    expect(found).toEqual([100000, 21000]);
  });
});

describe('decimals', () => {
  it('reads quantities with up to 6 decimals, Spanish grouping and comma', () => {
    expect(decimalToQuantity(parseSpanishDecimal('12,5')!)).toBe(12.5);
    expect(decimalToQuantity(parseSpanishDecimal('1.250')!)).toBe(1250);
    expect(decimalToQuantity(parseSpanishDecimal('0,125000')!)).toBe(0.125);
    expect(decimalToQuantity(parseSpanishDecimal('3,1234567')!)).toBeNull();
  });

  it('reads XML decimals and rounds them to cents half away from zero', () => {
    expect(decimalToCents(parseDotDecimal('59.750000')!)).toBe(5975);
    expect(decimalToCents(parseDotDecimal('0.005')!)).toBe(1);
    expect(decimalToCents(parseDotDecimal('-0.005')!)).toBe(-1);
    expect(decimalToCents(parseDotDecimal('0.00499999')!)).toBe(0);
    expect(parseDotDecimal('1,5')).toBeNull();
    expect(parseDotDecimal('1e3')).toBeNull();
  });
});

describe('Spanish dates', () => {
  it.each([
    ['12/03/2026', '2026-03-12'],
    ['12-03-2026', '2026-03-12'],
    ['12.03.2026', '2026-03-12'],
    ['1/3/2026', '2026-03-01'],
    ['12/03/26', '2026-03-12'],
    ['2026-03-12', '2026-03-12'],
    ['5 de noviembre de 2026', '2026-11-05'],
    ['5 Noviembre 2026', '2026-11-05'],
    ['1 de setiembre de 2026', '2026-09-01'],
    ['05-nov-2026', '2026-11-05'],
    ['29/02/2028', '2028-02-29'],
    ['26 de juliol de 2026', '2026-07-26'],
    ["3 d'abril de 2026", '2026-04-03'],
    ['5 de març de 2026', '2026-03-05'],
    ['15 de outubro de 2026', '2026-10-15'],
    ['1 de xuño de 2026', '2026-06-01'],
    ['2026/03/10', '2026-03-10'],
    ['2026.03.10', '2026-03-10'],
    ['2026ko martxoaren 24a', '2026-03-24'],
    ['2021eko abenduaren 3an', '2021-12-03'],
  ])('reads %s as %s', (text, iso) => {
    expect(parseSpanishDate(text)).toBe(iso);
  });

  it.each(['30/02/2026', '29/02/2026', '31/04/2026', '00/01/2026', '12/13/2026', '32 de enero de 2026', '12/03', 'mañana', '2026/13/10', '2026/03-10', '2026ko martxoaren 32a', '26.04.0193', '01/01/1850'])('refuses %s', (text) => {
    expect(parseSpanishDate(text)).toBeNull();
  });

  it('finds the dates inside a longer text, in order', () => {
    expect(findSpanishDates('Albarán 12 del 03/10/2026, entregado el 4 de octubre de 2026').map((d) => d.iso)).toEqual(['2026-10-03', '2026-10-04']);
  });
});

describe('findNifs', () => {
  it('finds tax ids printed with dashes, dots and the ES prefix, and only with a right control character', () => {
    const text = 'CIF: B-12.345.674 · NIF 12345678-Z · NIE X1234567L · ESA58818501 · B12345675 · Tel. 912345678';
    expect(findNifs(text).map((n) => n.nif)).toEqual(['B12345674', '12345678Z', 'X1234567L', 'A58818501']);
  });

  it('on an OCR page, takes an id whose control character OCR read as its one right look-alike, marked corrected', () => {
    expect(findNifs('NIF: U93406181')).toEqual([]);
    expect(findNifs('NIF: U93406181', true)).toEqual([{ nif: 'U9340618I', kind: 'cif', index: 5, corrected: true }]);
    expect(findNifs('CIF: B-12.345.674', true)).toEqual([{ nif: 'B12345674', kind: 'cif', index: 5 }]);
    // No look-alike makes it right: nothing.
    expect(findNifs('CIF B12345679', true)).toEqual([]);
  });

  it('does not take an IBAN or a phone number for a tax id', () => {
    expect(findNifs('IBAN ES91 2100 0418 4502 0005 1332 · Tel. 91 123 45 67 · CP 28001')).toEqual([]);
  });
});
