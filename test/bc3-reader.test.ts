import { describe, expect, it } from 'vitest';
import {
  Bc3Error,
  MAX_PROBLEMS,
  chapterTotal,
  readBc3,
  type Bc3Chapter,
  type Bc3Item,
} from '../src/budgets/bc3/bc3-reader.js';
import { breakdownCostPrice, lineTotal } from '../src/platform/money.js';
import * as files from './helpers/bc3-files.js';
import { describeSamples } from './helpers/shared-fixtures.js';

function itemsOf(chapter: Bc3Chapter): Bc3Item[] {
  return [...chapter.items, ...chapter.chapters.flatMap(itemsOf)];
}

function chaptersOf(chapter: Bc3Chapter): Bc3Chapter[] {
  return chapter.chapters.flatMap((c) => [c, ...chaptersOf(c)]);
}

function problemsOf(bytes: Uint8Array): Bc3Error['problems'] {
  try {
    readBc3(bytes);
  } catch (error) {
    expect(error).toBeInstanceOf(Bc3Error);
    return (error as Bc3Error).problems;
  }
  throw new Error('the file was read without an error');
}

describeSamples('bc3', 'the Presto sample (FIEBDC-3/2002, Windows-1252, measurements)', () => {
  const budget = readBc3(files.sample('presto-018-12.bc3'));

  it('computes the root total the file states, to the cent', () => {
    expect(budget.root.code).toBe('0');
    expect(budget.root.statedPrice).toBe(43468742n);
    expect(budget.root.total).toBe(43468742n);
    expect(chapterTotal(budget.root)).toBe(43468742n);
  });

  it('computes every chapter total the file states, to the cent', () => {
    expect(budget.root.chapters).toHaveLength(9);
    for (const chapter of budget.root.chapters) {
      expect(chapter.total, chapter.code).toBe(chapter.statedPrice);
      expect(chapterTotal(chapter), chapter.code).toBe(chapter.statedPrice);
    }
    expect(budget.root.chapters.map((c) => c.statedPrice)).toContain(5546260n); // 01: 55,462.60 €
  });

  it('reads 198 items with their quantity, price and ~T text as description', () => {
    const items = itemsOf(budget.root);
    expect(items).toHaveLength(198);
    const first = budget.root.chapters[0]!.items[0]!;
    expect(first).toMatchObject({ code: '01.01', unit: 'm3', quantity: 138240n, costPrice: 215n, summary: '', breakdowns: [] });
    expect(first.description).toMatch(/^Excavación mecánica de zanja/);
    expect(first.total).toBe(lineTotal(138240n, 215n));
  });

  it('reports the file as Presto, Windows-1252, with the ~K decimals', () => {
    expect(budget.file).toMatchObject({ version: 'FIEBDC-3/2002', program: 'Presto 11.02', charset: 'windows-1252', currency: 'EUR' });
    expect(budget.file.decimals).toEqual({ chapterQuantity: 3, breakdownQuantity: 3, measurementTotal: 3, money: 2 });
    expect(budget.warnings).toEqual([]);
  });
});

describeSamples('bc3', 'the CYPE sample (prices from decompositions, 3 % indirect costs)', () => {
  const budget = readBc3(files.sample('cype-vua1.bc3'));
  const items = itemsOf(budget.root);

  it('nests chapters two deep under the root and skips the ~X records', () => {
    expect(budget.root.code).toBe('obra');
    expect(budget.root.chapters).toHaveLength(13);
    for (const chapter of budget.root.chapters) {
      expect(chapter.items).toEqual([]);
      expect(chapter.chapters.length).toBeGreaterThan(0);
      for (const sub of chapter.chapters) expect(sub.chapters).toEqual([]);
    }
    expect(items).toHaveLength(209);
  });

  it('states 0 for the root and chapters, and computes the totals from the breakdowns', () => {
    expect(budget.root.statedPrice).toBe(0n);
    expect(budget.root.total).toBe(17025204n); // 170,252.04 €
    expect(chapterTotal(budget.root)).toBe(17025204n);
    for (const chapter of chaptersOf(budget.root)) expect(chapter.statedPrice).toBe(0n);
  });

  it('gives no item price in the file, so every item costs the sum of its breakdowns', () => {
    expect(items.filter((i) => i.statedPrice !== 0n)).toEqual([]);
    for (const item of items) {
      expect(item.breakdowns.length).toBeGreaterThan(0);
      expect(item.costPrice, item.code).toBe(breakdownCostPrice(item.breakdowns));
      expect(item.breakdownsPrice).toBe(item.costPrice);
    }
  });

  it('prices the % line on the lines above it and adds the ~K 3 % as a %CI line over all of them', () => {
    expect(budget.file.indirectCostsPercent).toBe(3000n);
    for (const item of items) {
      const lines = item.breakdowns;
      const pct = lines.findIndex((l) => l.code === '%');
      expect([10n, 20n, 30n, 40n]).toContain(lines[pct]!.quantity); // 1 to 4 % of costes directos complementarios
      expect(lines[pct]!.costPrice).toBe(breakdownCostPrice(lines.slice(0, pct)));
      const ci = lines[lines.length - 1]!;
      expect(ci).toMatchObject({ code: '%CI', quantity: 30n, unit: '%', kind: 'other' });
      expect(ci.costPrice).toBe(breakdownCostPrice(lines.slice(0, -1)));
    }
  });

  it('prices ADL010 as 0.017 h × 39.29 + 0.004 h × 7.14 + 0.006 h × 12.65, + 2 %, + 3 %', () => {
    const item = items.find((i) => i.code === 'ADL010')!;
    // 0.67 + 0.03 + 0.08 = 0.78; 2 % of 0.78 = 0.02 → 0.80; 3 % of 0.80 = 0.02 → 0.82
    expect(item.breakdowns.map((b) => [b.code, b.quantity, b.costPrice, b.kind])).toEqual([
      ['mq01pan010', 17n, 3929n, 'machinery'],
      ['mq09sie010', 4n, 714n, 'machinery'],
      ['mo059', 6n, 1265n, 'labor'],
      ['%', 20n, 78n, 'other'],
      ['%CI', 30n, 80n, 'other'],
    ]);
    expect(item.costPrice).toBe(82n);
    expect(item.quantity).toBe(750000n);
  });

  it('types breakdowns as labour, machinery and material from the ~C type', () => {
    const kinds = new Set(items.flatMap((i) => i.breakdowns.map((b) => b.kind)));
    expect([...kinds].sort()).toEqual(['labor', 'machinery', 'material', 'other']);
    expect(budget.warnings).toEqual([]);
  });
});

describe('generated files', () => {
  it('nests chapters three deep, items at every level', () => {
    const { root } = readBc3(files.bc3(files.NESTED));
    const pilares = root.chapters[0]!.chapters[0]!.chapters[0]!;
    expect(pilares).toMatchObject({ code: '1.1.1', title: 'Pilares', total: 40000n });
    expect(root.chapters[0]!.chapters[0]!.items.map((i) => i.code)).toEqual(['P0']);
    expect(root.total).toBe(50000n); // 4 × 100 + 2 × 50
  });

  it('makes each use of a concept listed in two chapters its own item', () => {
    const { root } = readBc3(files.bc3(files.REUSED));
    const [a, b] = root.chapters;
    expect(a!.items).toHaveLength(1);
    expect(b!.items).toHaveLength(1);
    expect([a!.items[0]!.quantity, b!.items[0]!.quantity]).toEqual([10000n, 7500n]);
    expect(a!.items[0]).not.toBe(b!.items[0]);
    expect(root.total).toBe(3200n + 2400n);
  });

  it.each(['850', '437', 'UTF-8', 'ANSI'] as const)('decodes accented text in a %s file', (charset) => {
    const budget = readBc3(files.bc3(files.ACCENTED, { charset }));
    expect(budget.root.title).toBe('Año de construcción');
    const item = budget.root.chapters[0]!.items[0]!;
    expect(item.unit).toBe(charset === '437' ? 'm?' : 'm³'); // CP437 has no ³: the encoder wrote ?
    expect(item.description).toBe('Zapata nº 3, hormigón armado');
    expect(item.longText).toBe('Excavación y hormigonado de zapata, nº de orden 3º; señalización incluida.');
  });

  it('reads a file with an empty charset field as Windows-1252', () => {
    const budget = readBc3(files.bc3(files.ACCENTED, { charset: null }));
    expect(budget.file.charset).toBe('windows-1252');
    expect(budget.root.chapters[0]!.title).toBe('Cimentación');
  });

  it('reads the same budget from CRLF and LF files, and from records spanning lines', () => {
    const crlf = readBc3(files.bc3(files.SMALL, { eol: '\r\n' }));
    expect(readBc3(files.bc3(files.SMALL, { eol: '\n' })).root).toEqual(crlf.root);
    expect(readBc3(files.bc3(files.spanningLines('\r\n'))).root).toEqual(crlf.root);
    expect(readBc3(files.bc3(files.spanningLines('\n'), { eol: '\n' })).root).toEqual(crlf.root);
    expect(crlf.root.total).toBe(41045n);
  });

  it('skips ~X, ~L, ~G, ~E and ~R records', () => {
    const plain = readBc3(files.bc3(files.SMALL));
    expect(readBc3(files.bc3(files.withOtherRecords())).root).toEqual(plain.root);
  });

  it('prices items without a ~C price from their breakdowns, each line rounded half away from zero', () => {
    const { root } = readBc3(files.bc3(files.UNPRICED));
    const [solado, puerta] = root.chapters[0]!.items;
    // 0.333 × 19.99 = 6.65667 → 6.66; 1.05 × 12.45 = 13.0725 → 13.07; 3 % of 19.73 = 0.5919 → 0.59
    expect(solado!.breakdowns.map((b) => b.costPrice)).toEqual([1999n, 1245n, 1973n]);
    expect(solado!.costPrice).toBe(666n + 1307n + 59n);
    expect(solado!.statedPrice).toBeNull();
    // U2 states 0, so it is priced too: 2.5 h of labour and factor 2 × 1 = 2 m2 of tile.
    expect(puerta!.breakdowns.map((b) => b.quantity)).toEqual([2500n, 2000n]);
    expect(puerta!.costPrice).toBe(lineTotal(2500n, 1999n) + lineTotal(2000n, 1245n));
    expect(root.total).toBe(lineTotal(10000n, solado!.costPrice) + puerta!.costPrice);
  });

  it('rounds half away from zero: 0.5 cents up, -0.5 cents down', () => {
    const records = ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Cap|||0|', '~D|C#|A\\1\\0.5\\B\\1\\-0.5\\|', '~C|A|u|A|0.01||0|', '~C|B|u|B|0.01||0|'];
    const items = readBc3(files.bc3(records)).root.chapters[0]!.items;
    expect(items.map((i) => i.total)).toEqual([1n, -1n]);
  });
});

describe('quantities, measurements and ~K decimals', () => {
  const head = ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Cap|||0|', '~C|P|m|Tubo|10||0|'];

  it('takes the ~M total when the ~D gives no quantity or 0', () => {
    for (const d of ['~D|C#|P\\\\\\|', '~D|C#|P\\1\\0\\|']) {
      const budget = readBc3(files.bc3([...head, d, '~M|C\\P|1\\1\\|12.345|\\tramo\\1\\12.345\\\\\\|']));
      expect(budget.root.chapters[0]!.items[0]!.quantity).toBe(12345n);
      expect(budget.warnings).toEqual([]);
    }
  });

  it('keeps the ~D quantity when the ~M total differs, with a warning', () => {
    const budget = readBc3(files.bc3([...head, '~D|C#|P\\1\\4\\|', '~M|C\\P|1\\1\\|5||']));
    expect(budget.root.chapters[0]!.items[0]!.quantity).toBe(4000n);
    expect(budget.warnings).toEqual([expect.objectContaining({ record: '~M', line: 8, code: 'quantity_mismatch' })]);
  });

  it('adds up the measurement lines when the ~M total is empty, skipping subtotals', () => {
    const lines = '\\a\\2\\3\\0.5\\\\1\\subtotal\\3\\\\\\\\\\b\\\\4\\\\\\';
    const budget = readBc3(files.bc3([...head, '~D|C#|P\\1\\\\|', `~M|C\\P|1\\1\\||${lines}|`]));
    expect(budget.root.chapters[0]!.items[0]!.quantity).toBe(7000n); // 2 × 3 × 0.5 + 4
  });

  it('multiplies factor and quantity, blanks counting 1', () => {
    const budget = readBc3(files.bc3([...head, '~D|C#|P\\2.5\\4\\P\\\\3\\|']));
    expect(budget.root.chapters[0]!.items.map((i) => i.quantity)).toEqual([10000n, 3000n]);
  });

  it('rounds quantities to the decimals ~K declares (DR 2 here), half away from zero', () => {
    const k = '~K|\\2\\2\\2\\2\\2\\2\\2\\EUR\\|0|';
    const budget = readBc3(files.bc3([...head, '~D|C#|P\\1\\2.345\\|'], { k }));
    expect(budget.file.decimals.chapterQuantity).toBe(2);
    expect(budget.root.chapters[0]!.items[0]!.quantity).toBe(2350n);
  });

  it('rounds quantities with more than 3 decimals to 3, with a warning', () => {
    const k = '~K|\\2\\3\\5\\2\\2\\2\\2\\EUR\\|0|';
    const budget = readBc3(files.bc3([...head, '~D|C#|P\\1\\1.23456\\|'], { k }));
    expect(budget.root.chapters[0]!.items[0]!.quantity).toBe(1235n);
    expect(budget.warnings.map((w) => w.code)).toEqual(['quantity_rounded']);
  });

  it('uses the first of several ~C prices, rounded to the cent', () => {
    const records = ['~C|R##||Obra|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||Cap|||0|', '~D|C#|P\\1\\1\\|', '~C|P|m|Tubo|12.345\\13\\|01012020\\|0|'];
    expect(readBc3(files.bc3(records)).root.chapters[0]!.items[0]!.costPrice).toBe(1235n);
  });

  it('applies the ~K CI to items priced by breakdowns', () => {
    const k = '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|6.5\\13\\6\\\\21\\|';
    const item = readBc3(files.bc3(files.UNPRICED, { k })).root.chapters[0]!.items[0]!;
    const ci = item.breakdowns[item.breakdowns.length - 1]!;
    expect(ci).toMatchObject({ code: '%CI', quantity: 65n, costPrice: 666n + 1307n + 59n });
    expect(item.costPrice).toBe(2032n + lineTotal(65n, 2032n));
  });

  it('does not add the ~K CI again to a decomposition that has its own %CI line', () => {
    const k = '~K|\\2\\3\\3\\2\\2\\2\\2\\EUR\\|6.5\\|';
    const records = files.UNPRICED.map((r) => (r.startsWith('~D|U1|') ? '~D|U1|MO\\1\\0.333\\%CI\\1\\0.1\\|' : r));
    const item = readBc3(files.bc3([...records, '~C|%CI|%|Costes indirectos|0||0|'], { k })).root.chapters[0]!.items[0]!;
    expect(item.breakdowns.map((b) => [b.code, b.quantity, b.costPrice])).toEqual([
      ['MO', 333n, 1999n],
      ['%CI', 100n, 666n],
    ]);
    expect(item.costPrice).toBe(666n + 67n);
  });
});

describe('malformed files', () => {
  it('names a ~D concept without ~C, with the ~D line', () => {
    expect(problemsOf(files.bc3(files.MALFORMED.unknownConcept))).toEqual([
      { record: '~D', line: 6, code: 'unknown_concept', message: expect.stringContaining('GHOST') },
    ]);
  });

  it('tolerates a breakdown without ~C under an item that states its price, with a warning', () => {
    const records = [...files.SMALL, '~D|DEM01|GHOST\\1\\1\\|'];
    const budget = readBc3(files.bc3(records));
    expect(budget.root.chapters[0]!.items[0]!.costPrice).toBe(450n);
    expect(budget.warnings.map((w) => [w.record, w.line, w.code])).toEqual([['~D', 16, 'unknown_concept']]);
  });

  it('names a price that is not a number', () => {
    expect(problemsOf(files.bc3(files.MALFORMED.badPrice))).toEqual([
      { record: '~C', line: 7, code: 'invalid_number', message: 'The price "12,50" of concept P is not a number.' },
    ]);
  });

  it('names a quantity that is not a number', () => {
    expect(problemsOf(files.bc3(files.MALFORMED.badQuantity))).toEqual([
      expect.objectContaining({ record: '~D', line: 6, code: 'invalid_number', message: expect.stringContaining('"dos"') }),
    ]);
  });

  it('names a cycle in the decompositions', () => {
    expect(problemsOf(files.bc3(files.MALFORMED.cycle))).toEqual([
      expect.objectContaining({ record: '~D', line: 10, code: 'cycle', message: expect.stringContaining('A → B → A') }),
    ]);
  });

  it('names a chapter cycle too', () => {
    const records = ['~C|R##||Obra|||0|', '~D|R##|A\\1\\1\\|', '~C|A#||A|||0|', '~D|A#|B\\1\\1\\|', '~C|B#||B|||0|', '~D|B#|A\\1\\1\\|'];
    expect(problemsOf(files.bc3(records))).toEqual([expect.objectContaining({ record: '~D', line: 8, code: 'cycle' })]);
  });

  it('names a missing root and a missing ~V', () => {
    expect(problemsOf(files.bc3(files.MALFORMED.noRoot)).map((p) => p.code)).toEqual(['missing_root']);
    expect(problemsOf(files.bc3([...files.NESTED, '~C|OTRA##||Otra raíz|||0|']))).toEqual([
      expect.objectContaining({ record: '~C', line: 13, code: 'multiple_roots' }),
    ]);
    expect(problemsOf(files.bc3(files.SMALL, { noV: true }))).toEqual([expect.objectContaining({ record: 'file', line: 1, code: 'missing_v' })]);
  });

  it('refuses binary garbage and an undeclared charset', () => {
    expect(problemsOf(files.binaryGarbage()).map((p) => p.code)).toEqual(['binary_content']);
    const latin = Buffer.from('~V|x|FIEBDC-3/2002|x||KOI8|\r\n~C|R##||Obra|||0|\r\n', 'latin1');
    expect(problemsOf(latin)).toEqual([expect.objectContaining({ record: '~V', line: 1, code: 'unsupported_charset' })]);
  });

  it('collects every problem of a file, each with its own line', () => {
    const records = [...files.MALFORMED.badPrice.slice(0, 4), '~C|P|m|Tubo|x||0|', '~C|Q|m|Codo|y||0|', '~D|P|Q\\1\\z\\|'];
    const problems = problemsOf(files.bc3(records, { noV: true }));
    expect(problems.map((p) => [p.record, p.line, p.code])).toEqual([
      ['file', 1, 'missing_v'],
      ['~C', 6, 'invalid_number'],
      ['~C', 7, 'invalid_number'],
      ['~D', 8, 'invalid_number'],
    ]);
  });

  it(`stops at ${MAX_PROBLEMS} problems and says there may be more`, () => {
    const records = [...files.SMALL, ...Array.from({ length: 80 }, (_, i) => `~C|X${i}|u|x|bad${i}||0|`)];
    try {
      readBc3(files.bc3(records));
      expect.unreachable();
    } catch (error) {
      expect((error as Bc3Error).problems).toHaveLength(MAX_PROBLEMS);
      expect((error as Bc3Error).truncated).toBe(true);
      expect((error as Bc3Error).message).toContain(`${MAX_PROBLEMS}+ problem(s)`);
    }
  });
});
