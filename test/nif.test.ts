import { describe, expect, it } from 'vitest';
import { checkNif, normalizeNif } from '../src/platform/nif.js';

describe('normalizeNif', () => {
  it('upper-cases and drops spaces, dots and dashes', () => {
    expect(normalizeNif(' b-12.345 674 ')).toBe('B12345674');
  });
});

describe('checkNif', () => {
  it.each([
    ['12345678Z', 'nif'],
    ['00000000T', 'nif'],
    ['X1234567L', 'nie'],
    ['Y1234567X', 'nie'],
    ['Z1234567R', 'nie'],
    ['K1234567L', 'nif'],
    ['B12345674', 'cif'],
    ['A58818501', 'cif'],
    ['Q2826000H', 'cif'],
    ['P0800000B', 'cif'],
    ['G12345674', 'cif'],
    ['G1234567D', 'cif'],
    ['FR40303265045', 'foreign'],
    ['DE123456789', 'foreign'],
  ])('accepts %s as %s', (value, kind) => {
    expect(checkNif(value)).toEqual({ ok: true, kind });
  });

  it.each(['12345678A', 'X1234567A', 'B12345675', 'A5881850B', 'Q2826000A', 'P08000002', 'K1234567A'])(
    'refuses %s: Spanish shape with a wrong control character',
    (value) => {
      expect(checkNif(value).ok).toBe(false);
    },
  );

  it('refuses characters outside letters and digits', () => {
    expect(checkNif('B1234567$').ok).toBe(false);
    expect(checkNif('X').ok).toBe(false);
  });
});
