import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { readBc3, type Bc3Chapter, type Bc3ChapterInput } from '../src/budgets/bc3/bc3-reader.js';
import { writeBc3 } from '../src/budgets/bc3/bc3-writer.js';
import { breakdownCostPrice } from '../src/platform/money.js';
import * as files from './helpers/bc3-files.js';
import { describeSamples } from './helpers/shared-fixtures.js';

const DATE = new Date(2026, 10, 23);

/**
 * What must survive a write and a read: the tree, every item field and the totals. The stated
 * prices are left out: the writer states the computed ones (the CYPE sample states 0).
 */
function shape(chapter: Bc3Chapter): unknown {
  return {
    code: chapter.code,
    title: chapter.title,
    quantity: chapter.quantity,
    total: chapter.total,
    chapters: chapter.chapters.map(shape),
    items: chapter.items.map(({ statedPrice: _stated, ...item }) => item),
  };
}

function roundTrip(root: Bc3ChapterInput) {
  return readBc3(writeBc3(root, { date: DATE }));
}

function decoded(bytes: Buffer): string {
  return iconv.decode(bytes, 'windows-1252');
}

describeSamples('bc3', 'writing the real samples and reading them back', () => {
  it.each(['presto-018-12.bc3', 'cype-vua1.bc3'])('gives the same tree, items and totals for %s', (name) => {
    const original = readBc3(files.sample(name));
    const again = roundTrip(original.root);
    expect(shape(again.root)).toEqual(shape(original.root));
    expect(again.root.total).toBe(original.root.total);
    expect(again.root.statedPrice).toBe(original.root.total);
    expect(again.warnings).toEqual([]);
  });
});

describe('the written file', () => {
  const { root } = readBc3(files.bc3(files.SMALL));
  const bytes = writeBc3(root, { date: DATE, owner: 'Constructora Ñandú', program: 'Control de costes' });
  const text = decoded(bytes);
  const lines = text.split('\r\n');

  it('starts with ~V declaring FIEBDC-3/2016 and ANSI, then ~K', () => {
    expect(lines[0]).toBe('~V|Constructora Ñandú|FIEBDC-3/2016\\23112026|Control de costes||ANSI||2||||');
    expect(lines[1]).toMatch(/^~K\|2\\2\\3\\3\\2\\2\\2\\2\\EUR\\\|0\\/);
  });

  it('is Windows-1252 with CRLF line ends only', () => {
    expect(bytes.includes(Buffer.from('Ñandú', 'latin1'))).toBe(true); // Ñ is 0xD1, ú 0xFA, one byte each
    expect(bytes.includes(Buffer.from('Ñandú', 'utf8'))).toBe(false);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    expect(text.endsWith('\r\n')).toBe(true);
  });

  it('marks the root ## and the chapters #, states computed totals and types the breakdowns', () => {
    expect(lines).toContain('~C|OBRA##||Reforma de vivienda|410.45||0|');
    expect(lines).toContain('~C|01#||Demoliciones|110.25||0|');
    expect(lines).toContain('~C|MO01|h|Oficial 1ª albañil|21.50||1|');
    expect(lines).toContain('~C|MT01|ud|Ladrillo hueco doble|0.16||3|');
    expect(lines).toContain('~C|MQ01|h|Hormigonera|3.33||2|');
    expect(lines).toContain('~D|ALB01|MO01\\1\\0.45\\MT01\\1\\33\\MQ01\\1\\0.015\\|');
    expect(lines).toContain('~M|01\\DEM02|1\\2\\|3||');
  });
});

describe('generated budgets read back the same', () => {
  it.each([
    ['three-deep chapters', files.NESTED],
    ['a concept in two chapters', files.REUSED],
    ['items priced by their breakdowns', files.UNPRICED],
    ['records spanning lines', files.spanningLines('\n')],
    ['~X ~L ~G ~E ~R records', files.withOtherRecords()],
  ])('%s', (_name, records) => {
    const original = readBc3(files.bc3(records));
    expect(shape(roundTrip(original.root).root)).toEqual(shape(original.root));
  });

  it.each(['850', 'UTF-8'] as const)('keeps the accented text of a %s file, written as Windows-1252', (charset) => {
    const original = readBc3(files.bc3(files.ACCENTED, { charset }));
    const again = roundTrip(original.root);
    expect(again.file.charset).toBe('windows-1252');
    expect(shape(again.root)).toEqual(shape(original.root));
    expect(again.root.chapters[0]!.items[0]!.longText).toContain('nº de orden 3º; señalización');
  });

  it('keeps an item listed in two chapters as one concept', () => {
    const text = decoded(writeBc3(readBc3(files.bc3(files.REUSED)).root, { date: DATE }));
    expect(text.match(/~C\|PINT\|/g)).toHaveLength(1);
  });
});

describe('budgets that did not come from a file', () => {
  const budget: Bc3ChapterInput = {
    code: 'PRES',
    title: 'Presupuesto | revisado ~ 2',
    chapters: [
      {
        code: '01',
        title: 'Cimentación',
        items: [
          { code: 'E01', unit: 'm3', description: 'Hormigón HA-25\nen zapatas', quantity: 12500n, costPrice: 9550n },
          {
            code: 'E02',
            unit: 'm2',
            description: 'Encofrado',
            quantity: 40000n,
            costPrice: 1550n,
            breakdowns: [
              { code: null, description: 'Oficial 1ª', unit: 'h', quantity: 500n, costPrice: 2100n, kind: 'labor' },
              { code: 'TAB', description: 'Tablero', unit: 'm2', quantity: 1000n, costPrice: 500n, kind: 'material' },
            ],
          },
        ],
      },
      { code: '02', title: 'Estructura', items: [{ code: 'E01', unit: 'm3', description: 'Hormigón HA-25 en zapatas', quantity: 3000n, costPrice: 9900n }] },
    ],
  };
  const again = roundTrip(budget);

  it('gives a code to a breakdown without one and keeps every amount', () => {
    const encofrado = again.root.chapters[0]!.items[1]!;
    expect(encofrado.breakdowns.map((b) => [b.code, b.quantity, b.costPrice, b.kind])).toEqual([
      ['E02.1', 500n, 2100n, 'labor'],
      ['TAB', 1000n, 500n, 'material'],
    ]);
    expect(encofrado.costPrice).toBe(breakdownCostPrice(encofrado.breakdowns));
  });

  it('writes a code used with two prices as two concepts, so each use keeps its price', () => {
    const [first, second] = [again.root.chapters[0]!.items[0]!, again.root.chapters[1]!.items[0]!];
    expect([first.code, first.costPrice]).toEqual(['E01', 9550n]);
    expect([second.code, second.costPrice]).toEqual(['E01_2', 9900n]);
    expect(again.root.total).toBe(119375n + 62000n + 29700n);
  });

  it('replaces the separators | ~ and line breaks in one-line texts', () => {
    expect(again.root.title).toBe('Presupuesto / revisado - 2');
    expect(again.root.chapters[0]!.items[0]!.description).toBe('Hormigón HA-25 en zapatas');
  });

  it('writes a % line whose price is not its base under a PCT code, keeping the amount', () => {
    const item = {
      code: 'U',
      unit: 'u',
      description: 'Unidad',
      quantity: 1000n,
      costPrice: 1000n + 30n,
      breakdowns: [
        { code: 'MT', description: 'Material', unit: 'u', quantity: 1000n, costPrice: 1000n, kind: 'material' as const },
        { code: '%MA', description: 'Medios auxiliares', unit: '%', quantity: 30n, costPrice: 999n, kind: 'other' as const },
      ],
    };
    const lines = roundTrip({ code: 'R', title: 'R', items: [item] }).root.items[0]!.breakdowns;
    expect(lines.map((l) => [l.code, l.quantity, l.costPrice])).toEqual([
      ['MT', 1000n, 1000n],
      ['PCTMA', 30n, 999n],
    ]);
    const consistent = { ...item, costPrice: 1030n, breakdowns: [item.breakdowns[0]!, { ...item.breakdowns[1]!, costPrice: 1000n }] };
    const kept = roundTrip({ code: 'R', title: 'R', items: [consistent] }).root.items[0]!.breakdowns;
    expect(kept[1]).toMatchObject({ code: '%MA', quantity: 30n, costPrice: 1000n });
  });
});
