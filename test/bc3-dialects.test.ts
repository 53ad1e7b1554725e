import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { Bc3Error, readBc3, type Bc3Budget, type Bc3Chapter } from '../src/budgets/bc3/bc3-reader.js';
import { writeBc3 } from '../src/budgets/bc3/bc3-writer.js';
import * as dialects from './helpers/bc3-dialects.js';
import * as files from './helpers/bc3-files.js';

function codes(warnings: Bc3Budget['warnings']): string[] {
  return warnings.map((w) => w.code);
}

function problemsOf(bytes: Buffer) {
  try {
    readBc3(bytes);
  } catch (error) {
    if (error instanceof Bc3Error) return error.problems;
    throw error;
  }
  throw new Error('the file was read');
}

/** Every chapter's stated price against its total, the root first. */
function statedAndTotals(chapter: Bc3Chapter): Array<[string, bigint | null, bigint]> {
  return [[chapter.code, chapter.statedPrice, chapter.total], ...chapter.chapters.flatMap(statedAndTotals)];
}

describe('numbers and records of other programs', () => {
  it('reads numbers with an exponent (TCQ), exactly', () => {
    const { root, warnings } = readBc3(dialects.EXPONENTS);
    const [paviment, vorada] = root.chapters[0]!.items;
    expect([paviment!.quantity, paviment!.costPrice, paviment!.total]).toEqual([85n, 11700n, 995n]);
    expect([vorada!.quantity, vorada!.costPrice]).toEqual([1000n, 2870n]);
    expect(statedAndTotals(root)).toEqual([
      ['OBRA', 3865n, 3865n],
      ['C1', 3865n, 3865n],
    ]);
    expect(warnings).toEqual([]);
  });

  it('adds the lines of ~Y records to the decompositions, before or after their ~D', () => {
    const { root, warnings } = readBc3(dialects.ADDED_LINES);
    expect(root.chapters.map((c) => [c.code, c.items.map((i) => i.code)])).toEqual([
      ['C1', ['A']],
      ['C2', ['B', 'B2']],
    ]);
    expect(root.chapters[1]!.items[0]!.breakdowns.map((b) => [b.code, b.quantity])).toEqual([
      ['MO', 1000n],
      ['MT', 2000n],
    ]);
    expect(statedAndTotals(root)).toEqual([
      ['R', 151000n, 151000n],
      ['C1', 100000n, 100000n],
      ['C2', 51000n, 51000n],
    ]);
    expect(warnings).toEqual([]);
  });

  it('refuses a parametric file (~P), naming the record and its line', () => {
    expect(problemsOf(dialects.PARAMETRIC)).toEqual([
      expect.objectContaining({ record: '~P', line: 5, code: 'parametric_not_supported' }),
    ]);
  });
});

describe('charsets', () => {
  it('reads a file without a declared charset as code page 850 when its bytes are DOS text, and says so', () => {
    const { root, file, warnings } = readBc3(dialects.DOS_UNDECLARED);
    expect(file.charset).toBe('cp850');
    expect([root.title, root.chapters[0]!.title]).toEqual(['Urbanización', 'Excavación']);
    expect(root.chapters[0]!.items[0]!.summary).toBe('Desagüe de pluviales');
    expect(warnings).toEqual([expect.objectContaining({ record: '~V', line: 1, code: 'charset_detected' })]);
  });

  it('tells undeclared DOS capitals from Windows-1252 ones (EXCAVACIÓN, not EXCAVACIàN)', () => {
    const records = ['~C|R##||OBRA|||0|', '~D|R##|C\\1\\1\\|', '~C|C#||EXCAVACIÓN Y DEMOLICIÓN|||0|', '~D|C#|P\\1\\1\\|', '~C|P|m3|EXCAVACIÓN|1||0|'];
    const dos = readBc3(dialects.file(['~V||FIEBDC-3/95|DOS||', ...records], 'cp850'));
    expect([dos.file.charset, dos.root.chapters[0]!.title]).toEqual(['cp850', 'EXCAVACIÓN Y DEMOLICIÓN']);
    const ansi = readBc3(dialects.file(['~V||FIEBDC-3/2002|Windows||', ...records]));
    expect([ansi.file.charset, ansi.root.chapters[0]!.title]).toEqual(['windows-1252', 'EXCAVACIÓN Y DEMOLICIÓN']);
  });

  it('keeps reading an undeclared Windows-1252 file as Windows-1252', () => {
    const { root, file } = readBc3(files.bc3(files.ACCENTED, { charset: null }));
    expect(file.charset).toBe('windows-1252');
    expect(root.title).toBe('Año de construcción');
  });

  it('reads UTF-8 bytes declared ANSI as UTF-8, with a warning', () => {
    const { root, file, warnings } = readBc3(dialects.UTF8_AS_ANSI);
    expect(file.charset).toBe('utf-8');
    expect(root.title).toBe('URBANIZACIÓN CALLE MAYOR');
    expect(root.chapters[0]!.items[0]!.description).toBe('Señal de tráfico');
    expect(warnings).toEqual([expect.objectContaining({ record: '~V', code: 'charset_mismatch' })]);
  });

  it('keeps an ANSI file that is not UTF-8 as Windows-1252', () => {
    const { root, warnings } = readBc3(files.bc3(files.ACCENTED, { charset: 'ANSI' }));
    expect(root.title).toBe('Año de construcción');
    expect(warnings).toEqual([]);
  });
});

describe('indirect costs (~K CI)', () => {
  it('adds them to the stated prices when the file’s totals are Σ q × round(price × 1.02), as Arquímedes computes', () => {
    const { root, warnings } = readBc3(dialects.INDIRECT_COSTS);
    expect(statedAndTotals(root)).toEqual([
      ['OBRA', 29713n, 29713n],
      ['C1', 27189n, 27189n],
      ['C2', 2524n, 2524n],
    ]);
    const [solado, sumidero] = root.chapters[0]!.items;
    expect([solado!.statedPrice, solado!.costPrice, solado!.breakdownsPrice]).toEqual([1237n, 1262n, 1262n]);
    expect(solado!.breakdowns.map((b) => [b.code, b.quantity, b.costPrice])).toEqual([
      ['MO', 350n, 1999n],
      ['MT', 1050n, 511n],
      ['%CI', 20n, 1237n],
    ]);
    expect([sumidero!.statedPrice, sumidero!.costPrice]).toEqual([4555n, 4646n]);
    expect(codes(warnings)).toEqual(['indirect_costs']);
  });

  it('leaves the prices as they are when the file’s totals show they include them', () => {
    const { root, warnings } = readBc3(dialects.INDIRECT_COSTS_INCLUDED);
    expect(root.total).toBe(29713n);
    expect(root.chapters[0]!.items.map((i) => i.costPrice)).toEqual([1262n, 4646n]);
    expect(warnings[0]!.message).toMatch(/include them/);
  });
});

describe('what Arquímedes-like files hold', () => {
  const budget = readBc3(dialects.arquimedesLike());
  const [drenaje, alumbrado] = budget.root.chapters;

  it('drops a control byte in a measurement comment, with a warning naming its line', () => {
    expect(budget.warnings).toContainEqual(expect.objectContaining({ record: 'file', line: 20, code: 'control_characters' }));
    expect(drenaje!.items[0]!.measurements[1]!.comment).toBe('Zanja tramo 2');
  });

  it('still refuses bytes that are not text', () => {
    expect(problemsOf(files.binaryGarbage())).toEqual([expect.objectContaining({ code: 'binary_content' })]);
  });

  it('keeps the ~C summary and the ~T text of an item', () => {
    const solado = drenaje!.items[1]!;
    expect([solado.summary, solado.longText]).toEqual(['Solado de baldosa', dialects.LONG_TEXT]);
  });

  it('keeps the measurement lines of each use: comment, units, length, width, height and type', () => {
    expect(drenaje!.items[0]!.measurements).toEqual([
      { type: '', comment: 'Zanja tramo 1', units: '1', length: '100', width: '0.6', height: '1.5' },
      { type: '', comment: 'Zanja tramo 2', units: '1', length: '133.1666', width: '0.6', height: '1.5' },
      { type: '1', comment: 'Subtotal', units: '', length: '', width: '', height: '' },
    ]);
    expect(alumbrado!.items[0]!.measurements).toEqual([{ type: '3', comment: 'A*B', units: '13', length: '1', width: '', height: '' }]);
    expect(alumbrado!.items[1]!.measurements).toEqual([]);
  });

  it('keeps a code with a space', () => {
    expect(alumbrado!.items[1]!.code).toBe('LINEAS GENERA');
  });

  it('computes the totals the file states', () => {
    expect(statedAndTotals(budget.root).every(([, stated, total]) => stated === total)).toBe(true);
  });
});

describe('writing such a file back', () => {
  const original = readBc3(dialects.arquimedesLike());
  const bytes = writeBc3(original.root, { date: new Date(2026, 10, 30) });
  const text = iconv.decode(bytes, 'windows-1252');
  const again = readBc3(bytes);

  it('writes a concept used as an item and as a breakdown once, under its own code', () => {
    expect(text.match(/~C\|DEXZANJAT\|/g)).toHaveLength(1);
    expect(text).not.toContain('DEXZANJAT_2');
    const cimentacion = again.root.chapters[1]!.items[0]!;
    expect(cimentacion.breakdowns.map((b) => b.code)).toEqual(['PEON', 'DEXZANJAT', 'HORM']);
    expect(again.root.chapters[0]!.items[0]!.code).toBe('DEXZANJAT');
  });

  it('keeps codes with spaces', () => {
    expect(text).toContain('~C|LINEAS GENERA|');
    expect(again.root.chapters[1]!.items[1]!.code).toBe('LINEAS GENERA');
  });

  it('writes the summary as ~C, the long text as ~T and the measurement lines in ~M, and reads them back the same', () => {
    const items = (budget: Bc3Budget) =>
      budget.root.chapters.flatMap((c) => c.items.map((i) => [i.code, i.summary, i.longText, i.measurements, i.quantity, i.costPrice, i.total]));
    expect(items(again)).toEqual(items(original));
    expect(text).toContain('~M|CAP1.2\\DEXZANJAT|1\\1\\|209.85|\\Zanja tramo 1\\1\\100\\0.6\\1.5\\');
    expect(again.root.total).toBe(original.root.total);
  });
});
