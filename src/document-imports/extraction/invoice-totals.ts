import type { Field } from './extraction-types.js';
import type { LabelKind } from './labels.js';
import type { DocumentLayout, PlacedLabel } from './layout.js';
import type { TextCell } from './pdf-text.js';
import { type Decimal, findAmounts, formatCents, parseSpanishAmount, parseSpanishDecimal, roundDecimal } from './spanish-numbers.js';
import { fold } from './text-fold.js';

/**
 * The four amounts of an invoice, read by letting the numbers check each other. Every amount
 * printed on the page is a candidate; a reading picks a base and a VAT amount for each VAT rate,
 * a withholding and a total such that
 *
 *   VAT of each rate = round(base of that rate × rate)      Σ bases + Σ VAT − withholding = total
 *
 * exactly, and labels ("Base imponible", "Cuota IVA", "Total factura", column heads of a VAT
 * grid) and positions only rank the readings that close. Labels alone are brittle — a VAT rate
 * `21,00` printed beside the amounts, a base printed only per rate in a grid — while three
 * printed numbers that satisfy two equations by accident are rare. A reading that does not close
 * is never complete: the best label guesses are kept at a low confidence with the figures in the
 * problem.
 */

type Role = 'subtotal' | 'tax' | 'withholding' | 'total';

interface Amount {
  cents: number;
  lineIndex: number;
  cell: TextCell;
  /** Where it starts in the cell's text. */
  index: number;
  /** Reading order on the document. */
  order: number;
  page: number;
  /** How strongly a label says this amount is each role (0: no label says so). */
  support: Record<Role, number>;
  /** Under a `% IVA` / `Tipo` column head or printed with `%`: a rate, not money. */
  rateLike: boolean;
  /** A row of the lines table, a running sum ("suma y sigue"), or a VAT-rate figure: rarely a total. */
  inTable: boolean;
  carry: boolean;
  /** The VAT rate a label printed with it (`IVA 21 %  210,00`) or printed on its row says it is at. */
  rate: Decimal | null;
}

/** A base, its VAT rate and the VAT printed for it. */
interface Pair {
  base: Amount;
  tax: Amount | null;
  /** Percent, as a decimal (`21`, `10`, `5,5`). */
  rate: Decimal;
  /** The rate was printed on the invoice (not one of the usual ones tried). */
  ratePrinted: boolean;
}

interface Reading {
  pairs: Pair[];
  /** True when the VAT was checked against the base as a whole (the bases per rate are not printed): a weaker check. */
  aggregate?: boolean;
  withholding: Amount | null;
  withholdingCents: number;
  total: Amount;
  subtotal: Amount | null;
  score: number;
}

export interface InvoiceAmounts {
  subtotal?: Field<number>;
  tax?: Field<number>;
  withholding?: Field<number>;
  total?: Field<number>;
  /** True when the chosen amounts satisfy the equations. */
  consistent: boolean;
  /** VAT rates of the reading, as text with a dot (`21`, `10`, `0`). */
  vatRates: string[];
  problems: string[];
}

/** The VAT rates tried when none is printed (0 % only when printed, or under reverse charge), and the IRPF rates a withholding may be at. */
const USUAL_VAT_RATES = ['21', '10', '4', '5'];
const USUAL_IRPF_RATES = ['15', '7', '19', '1', '2'];

const ROLE_OF: Partial<Record<LabelKind, Role>> = { subtotal: 'subtotal', tax: 'tax', withholding: 'withholding', total: 'total' };

const noSupport = (): Record<Role, number> => ({ subtotal: 0, tax: 0, withholding: 0, total: 0 });

/** Every money amount printed (two decimals), in reading order. */
function collectAmounts(layout: DocumentLayout, tableLines: Set<number>): Amount[] {
  const out: Amount[] = [];
  const carryLines = new Set(layout.labelsOf('carry').map((l) => l.lineIndex));
  layout.lines.forEach((line, lineIndex) => {
    if (line.rotated) return;
    for (const cell of line.cells) {
      const whole = parseSpanishAmount(cell.text);
      const found = whole?.exact && whole.decimal.scale === 2 ? [{ ...whole, index: 0, length: cell.text.length }] : findAmounts(cell.text);
      for (const a of found) {
        // A rate is a small figure with its own `%` (`21,00 %`, `21,00%`); an amount printed after a rate in a label (`IRPF 1 %: -30,27 €`) is money.
        const rateLike = Math.abs(a.cents) <= 10_000 && (/^\s*%/.test(cell.text.slice(a.index + a.length)) || /^[\d.,\s-]*%\s*$/.test(cell.text));
        out.push({
          cents: a.cents,
          lineIndex,
          cell,
          index: a.index,
          order: out.length,
          page: line.page,
          support: noSupport(),
          rateLike,
          inTable: tableLines.has(lineIndex),
          carry: carryLines.has(lineIndex),
          rate: null,
        });
      }
    }
  });
  return out;
}

/** The amounts a label points at: after it in its cell or the cells to its right, or in the cells under it. */
function pointedAt(layout: DocumentLayout, label: PlacedLabel, amounts: Amount[]): Amount[] {
  const inLine = amounts.filter((a) => a.lineIndex === label.lineIndex);
  const inline = layout.inlineValue(label);
  if (inline?.where === 'inline') {
    // The value is the last amount of the text after the label (`IVA 21 % s/ 1.000,00 … 210,00`).
    const own = inLine.filter((a) => a.cell === label.cell && a.index >= label.end).at(-1);
    return own ? [own] : [];
  }
  if (inline?.where === 'right') {
    const cells = label.line.cells;
    for (let i = label.cellIndex + 1; i < cells.length && !layout.startsWithLabel(label.lineIndex, i); i++) {
      const found = inLine.find((a) => a.cell === cells[i]);
      if (found) return [found];
    }
  }
  const below = layout.below(label, 12);
  const out: Amount[] = [];
  for (const { lineIndex, cell } of below) {
    const a = amounts.find((x) => x.lineIndex === lineIndex && x.cell === cell);
    if (!a) break;
    out.push(a);
  }
  return out;
}

/** Rates printed under a `% IVA` / `Tipo` head or with `%`: the cells that hold them are rates, not money. */
function markRates(layout: DocumentLayout, amounts: Amount[]): Decimal[] {
  const rates: Decimal[] = [];
  for (const label of layout.labelsOf('tax_rate_column')) {
    for (const { lineIndex, cell } of layout.below(label, 8)) {
      const value = parseSpanishDecimal(cell.text.replace(/%/g, '').trim());
      if (!value) break;
      rates.push(value);
      for (const a of amounts) if (a.lineIndex === lineIndex && a.cell === cell) a.rateLike = true;
    }
  }
  for (const label of layout.labelsOf('tax', 'subtotal')) {
    if (label.rate) {
      const value = parseSpanishDecimal(label.rate.replace('.', ','));
      if (value) rates.push(value);
    }
  }
  for (const line of layout.lines) {
    for (const cell of line.cells) {
      for (const m of cell.text.matchAll(/(?<![\d.,])(\d{1,2}(?:,\d{1,2})?)\s*%/g)) {
        const value = parseSpanishDecimal(m[1]);
        if (value && fold(cell.text).match(/iva|i\.v\.a|tipo|cuota|impuesto/)) rates.push(value);
      }
    }
  }
  return rates;
}

const key = (d: Decimal) => `${d.digits / 10n ** BigInt(d.scale)}.${d.digits % 10n ** BigInt(d.scale)}`;

function uniqueRates(rates: Decimal[]): Decimal[] {
  const seen = new Map<string, Decimal>();
  for (const r of rates) {
    const normal = roundDecimal(r, 2);
    const k = String(normal);
    if (!seen.has(k) && normal >= 0n && normal <= 10_000n) seen.set(k, { digits: normal, scale: 2 });
  }
  return [...seen.values()];
}

/** round(cents × rate %), half away from zero. */
function percentOf(cents: number, rate: Decimal): number {
  return Number(roundDecimal({ digits: BigInt(cents) * rate.digits, scale: rate.scale + 2 }, 0));
}

export function readInvoiceAmounts(
  layout: DocumentLayout,
  options: { reverseCharge: boolean; tableLines?: Set<number>; linesSum?: number | null },
): InvoiceAmounts {
  const amounts = collectAmounts(layout, options.tableLines ?? new Set());
  for (const label of layout.labels) {
    const role = ROLE_OF[label.kind];
    if (!role) continue;
    const rate = label.rate ? parseSpanishDecimal(label.rate.replace('.', ',')) : null;
    for (const a of pointedAt(layout, label, amounts)) {
      a.support[role] = Math.max(a.support[role], label.strength);
      if (role === 'tax' && rate) a.rate = rate;
    }
  }
  // A rate printed on a row of a VAT grid (`21,00 %  1.000,00  210,00`) is the rate of its amounts.
  for (const a of amounts) {
    if (a.rate || a.rateLike) continue;
    const rowRates = amounts.filter((r) => r.rateLike && r.lineIndex === a.lineIndex);
    if (rowRates.length === 1) a.rate = parseSpanishDecimal(rowRates[0].cell.text.replace(/%/g, '').trim());
  }
  const printedVat = uniqueRates(markRates(layout, amounts));
  const printedKeys = new Set(printedVat.map(key));
  const vatRates = uniqueRates([...printedVat, ...[...USUAL_VAT_RATES, ...(options.reverseCharge ? ['0'] : [])].map((r) => parseSpanishDecimal(r)!)]);
  const printedIrpf = uniqueRates(layout.labelsOf('withholding').flatMap((l) => (l.rate ? [parseSpanishDecimal(l.rate.replace('.', ','))!] : [])));
  const irpfRates = uniqueRates([...printedIrpf, ...USUAL_IRPF_RATES.map((r) => parseSpanishDecimal(r)!)]);
  const withholdingLabelled = layout.labelsOf('withholding').length > 0;

  const money = amounts.filter((a) => !a.rateLike);
  const byCents = new Map<number, Amount[]>();
  for (const a of money) byCents.set(a.cents, [...(byCents.get(a.cents) ?? []), a]);
  // A withholding is printed either way: `IRPF 15 % 150,00` or `-150,00`.
  const withheld = (cents: number) => [...(byCents.get(cents) ?? []), ...(byCents.get(-cents) ?? [])];
  const best = (list: Amount[] | undefined, role: Role) =>
    list?.length ? list.reduce((x, y) => (y.support[role] > x.support[role] || (y.support[role] === x.support[role] && y.order > x.order) ? y : x)) : null;

  // Bases with the VAT printed for them.
  const pairs: Pair[] = [];
  for (const base of money) {
    if (base.cents === 0 || base.carry) continue;
    for (const rate of vatRates) {
      const vat = percentOf(base.cents, rate);
      const ratePrinted = printedKeys.has(key(rate));
      if (vat === 0) {
        pairs.push({ base, tax: null, rate, ratePrinted });
        continue;
      }
      const tax = best(byCents.get(vat), 'tax');
      if (tax && tax !== base) pairs.push({ base, tax, rate, ratePrinted });
    }
  }

  const readings: Reading[] = [];
  const withholdingOptions = (bases: number): Array<{ amount: Amount | null; cents: number }> => {
    const out: Array<{ amount: Amount | null; cents: number }> = [{ amount: null, cents: 0 }];
    for (const rate of irpfRates) {
      const cents = percentOf(bases, rate);
      if (cents === 0) continue;
      const found = withheld(cents);
      if (found.length) out.push({ amount: best(found, 'withholding'), cents });
    }
    return out;
  };
  const consider = (chosen: Pair[]) => {
    const rates = new Set(chosen.map((p) => key(p.rate)));
    if (rates.size !== chosen.length) return;
    const used = new Set<Amount>();
    for (const p of chosen) {
      for (const a of [p.base, p.tax]) {
        if (!a) continue;
        if (used.has(a)) return;
        used.add(a);
      }
    }
    const bases = chosen.reduce((s, p) => s + p.base.cents, 0);
    const taxes = chosen.reduce((s, p) => s + (p.tax?.cents ?? 0), 0);
    for (const w of withholdingOptions(bases)) {
      if (w.amount && used.has(w.amount)) continue;
      const totals = byCents.get(bases + taxes - w.cents);
      if (!totals) continue;
      for (const total of totals) {
        if (used.has(total) || total === w.amount) continue;
        const subtotal = chosen.length > 1 ? best(byCents.get(bases)?.filter((a) => !used.has(a) && a !== total), 'subtotal') : null;
        readings.push({ pairs: chosen, withholding: w.amount, withholdingCents: w.cents, total, subtotal, score: 0 });
      }
    }
  };
  for (const p of pairs) consider([p]);
  const taxed = pairs.filter((p) => p.tax);
  for (let i = 0; i < taxed.length; i++) {
    for (let j = i + 1; j < taxed.length; j++) {
      consider([taxed[i], taxed[j]]);
      for (let k = j + 1; k < taxed.length; k++) consider([taxed[i], taxed[j], taxed[k]]);
    }
  }
  // Taxes labelled with their rates and one printed base for all of them (`Base imponible 1.500,00 /
  // IVA 21 % 210,00 / IVA 10 % 50,00`): the bases per rate are not printed, so the VAT is checked
  // against the base as a whole, within the rounding of each rate's VAT.
  if (readings.length === 0) {
    const taxes = money.filter((a) => a.support.tax >= 0.8 && !a.inTable);
    const rated = (a: Amount) => a.rate ?? (printedVat.length === 1 ? printedVat[0] : null);
    for (const base of money) {
      if (base.cents === 0 || base.carry || base.support.tax > 0) continue;
      for (let size = 1; size <= Math.min(3, taxes.length); size++) {
        for (const chosen of combinations(taxes, size)) {
          if (chosen.includes(base)) continue;
          const rates = chosen.map(rated);
          if (rates.some((r) => !r || r.digits === 0n) || new Set(rates.map((r) => key(r!))).size !== rates.length) continue;
          // Σ VATᵢ / rateᵢ is the base, up to half a cent of each VAT divided by its rate.
          let implied = 0;
          let slack = 1;
          chosen.forEach((t, i) => {
            const r = Number(rates[i]!.digits) / 10 ** rates[i]!.scale / 100;
            implied += t.cents / r;
            slack += 0.5 / r;
          });
          if (Math.abs(implied - base.cents) > slack) continue;
          const pairs = chosen.map((tax, i) => ({ base, tax, rate: rates[i]!, ratePrinted: true }));
          const taxCents = chosen.reduce((s, t) => s + t.cents, 0);
          for (const w of withholdingOptions(base.cents)) {
            for (const total of byCents.get(base.cents + taxCents - w.cents) ?? []) {
              if (total === base || chosen.includes(total) || total === w.amount) continue;
              readings.push({ pairs, aggregate: true, withholding: w.amount, withholdingCents: w.cents, total, subtotal: base, score: 0 });
            }
          }
        }
      }
    }
  }
  for (const r of readings) r.score = scoreOf(r, money, options, withholdingLabelled);
  readings.sort((a, b) => b.score - a.score || b.total.order - a.total.order);

  // A reading of some of the rates of another one that closes with all of them (a VAT grid's
  // first row and its own `Subtotal` cell, beside the grid's totals) is part of it, not a rival.
  const near = readings.filter((r) => r.score >= readings[0].score - AMBIGUITY);
  const whole = near.filter((r) => !near.some((other) => partOf(r, other)));
  const top = whole[0];
  if (top) {
    const figures = (r: Reading) => `${basesOf(r)}/${taxesOf(r)}/${r.withholdingCents}/${r.total.cents}`;
    const rival = whole.find((r) => figures(r) !== figures(top));
    const fields = fieldsOf(top, rival ?? null);
    // Checks of a closed reading against what else the page prints, in this order; the first that fails is the problem.
    const ignored = top.withholding ? null : printedWithholding(money, top);
    if (ignored) return leftOut(fields, ignored);
    if (top.total.inTable) return fromTheLines(fields);
    const other = otherRate(top, pairs, layout);
    if (other) return partial(fields, other);
    const repealed = top.pairs.find((p) => p.ratePrinted && REPEALED_VAT_RATES.has(key(p.rate)));
    if (repealed && !/\b(?:igic|ipsi)\b/.test(layout.foldedText())) return outOfForce(fields, repealed.rate);
    const bases = basesOf(top);
    const unprintedRate = top.withholdingCents !== 0 && printedIrpf.length > 0 && !printedIrpf.some((rate) => percentOf(bases, rate) === top.withholdingCents);
    return unprintedRate ? atAnotherRate(fields, printedIrpf[0], bases) : fields;
  }
  return unbalanced(amounts, options.reverseCharge, withholdingLabelled);
}

/** The base of a reading: Σ bases per rate, or the one base all its taxes were checked against. */
function basesOf(r: Reading): number {
  return r.aggregate ? r.pairs[0].base.cents : r.pairs.reduce((s, p) => s + p.base.cents, 0);
}

function taxesOf(r: Reading): number {
  return r.pairs.reduce((s, p) => s + (p.tax?.cents ?? 0), 0);
}

function* combinations<T>(items: T[], size: number, from = 0): Generator<T[]> {
  if (size === 0) {
    yield [];
    return;
  }
  for (let i = from; i <= items.length - size; i++) for (const rest of combinations(items, size - 1, i + 1)) yield [items[i], ...rest];
}

/**
 * An IRPF amount printed under its own label (`Retención IRPF 15 % -351,00`) that the reading
 * does not use: the total printed does not deduct it, and whether it is withheld is for a person
 * to say.
 */
function printedWithholding(money: Amount[], r: Reading): Amount | null {
  const used = usedBy(r);
  return money.find((a) => a.support.withholding >= 0.9 && a.cents !== 0 && !a.inTable && !used.has(a)) ?? null;
}

/** The amounts a reading uses. */
function usedBy(r: Reading): Set<Amount | null | undefined> {
  return new Set([...r.pairs.flatMap((p) => [p.base, p.tax]), r.total, r.subtotal]);
}

/** A closed reading a check doubts: the amounts it names capped below completion, and why. */
function doubted(fields: InvoiceAmounts, cap: number, roles: Role[], problem: string): InvoiceAmounts {
  const out: InvoiceAmounts = { ...fields, consistent: false, problems: [...fields.problems, problem] };
  for (const role of roles) {
    const f = fields[role];
    if (f) out[role] = { ...f, confidence: Math.min(f.confidence, cap) };
  }
  return out;
}

function leftOut(fields: InvoiceAmounts, withholding: Amount): InvoiceAmounts {
  return doubted(
    fields,
    0.6,
    ['withholding', 'total'],
    `an IRPF withholding of ${formatCents(Math.abs(withholding.cents))} is printed, but the total ${formatCents(fields.total?.value ?? 0)} does not deduct it`,
  );
}

/**
 * A base and its VAT at another rate than the reading's, printed as such (its rate printed beside
 * a VAT label, or alone in a cell of their row), neither of them used by the reading nor in the
 * lines table (a VAT grid's 21 % row beside the 10 % row the reading closed with, its total lost
 * by OCR): the reading is of part of the invoice.
 */
function otherRate(r: Reading, pairs: Pair[], layout: DocumentLayout): Pair | null {
  const used = usedBy(r);
  const rates = new Set(r.pairs.map((p) => key(p.rate)));
  // A grid's row: the base, its rate alone in a cell (`21%`) and its VAT on one line.
  const rateOnRow = (p: Pair) =>
    p.tax!.lineIndex === p.base.lineIndex &&
    layout.lines[p.base.lineIndex].cells.some((c) => {
      const m = /^\s*(\d{1,2}(?:,\d{1,2})?)\s*%\s*$/.exec(c.text);
      const rate = m ? parseSpanishDecimal(m[1]) : null;
      return rate !== null && key(rate) === key(p.rate);
    });
  return (
    pairs.find(
      (p) =>
        p.tax !== null &&
        (p.ratePrinted || rateOnRow(p)) &&
        !rates.has(key(p.rate)) &&
        !used.has(p.base) &&
        !used.has(p.tax) &&
        !p.base.inTable &&
        !p.tax.inTable,
    ) ?? null
  );
}

function partial(fields: InvoiceAmounts, other: Pair): InvoiceAmounts {
  return doubted(
    fields,
    0.5,
    ['subtotal', 'tax', 'total'],
    `a base of ${formatCents(other.base.cents)} with VAT ${formatCents(other.tax!.cents)} at ${rateText(other.rate)} % is printed, but the total ${formatCents(fields.total?.value ?? 0)} leaves it out`,
  );
}

/**
 * IVA rates Spain no longer charges: 16 % and 7 % until July 2010, 18 % and 8 % until September
 * 2012. An invoice that closes at one of them was made with an old rate table (or is not a
 * Spanish IVA invoice: the Canary Islands' IGIC and Ceuta and Melilla's IPSI have rates of their
 * own, and are left alone). Which rate it should have charged is for a person to say.
 */
const REPEALED_VAT_RATES = new Set(['16', '7', '18', '8'].map((r) => key(parseSpanishDecimal(r)!)));

function outOfForce(fields: InvoiceAmounts, rate: Decimal): InvoiceAmounts {
  return doubted(fields, 0.5, ['tax', 'total'], `IVA at ${rateText(rate)} % is not a rate in force (21 %, 10 %, 5 %, 4 % or 0 %)`);
}

/**
 * A reading whose total is an amount of the lines table (a line's amount, a quantity): OCR lost a
 * figure of the totals printed under the table, and some of the lines' figures happen to close
 * (36,00 + 10 % = 39,60). It is no reading of the invoice's totals.
 */
function fromTheLines(fields: InvoiceAmounts): InvoiceAmounts {
  return doubted(
    fields,
    0.5,
    ['subtotal', 'tax', 'total'],
    `the only amounts that add up are in the lines table (total ${formatCents(fields.total?.value ?? 0)}): the totals under it do not close`,
  );
}

/**
 * A withholding that closes the sums at another rate than the one printed beside it
 * (`Retención IRPF 15 %  -129,15` on a base of 1.845,00: 7 %): which is right is for a person to say.
 */
function atAnotherRate(fields: InvoiceAmounts, printed: Decimal, bases: number): InvoiceAmounts {
  return doubted(
    fields,
    0.6,
    ['withholding'],
    `the IRPF withholding ${formatCents(fields.withholding?.value ?? 0)} is not the ${rateText(printed)} % printed beside it: ` +
      `${rateText(printed)} % of the base ${formatCents(bases)} is ${formatCents(percentOf(bases, printed))}`,
  );
}

/** A rate as printed in Spanish: `15`, `1,5`. */
function rateText(rate: Decimal): string {
  return String(Number(rate.digits) / 10 ** rate.scale).replace('.', ',');
}

/** Every base and VAT of `part` in `whole`, which has more rates. */
function partOf(part: Reading, whole: Reading): boolean {
  if (part.aggregate || whole.aggregate || part.pairs.length >= whole.pairs.length) return false;
  return part.pairs.every((p) => whole.pairs.some((q) => q.base.cents === p.base.cents && (q.tax?.cents ?? 0) === (p.tax?.cents ?? 0)));
}

/** Readings scoring within this of the best one, with other figures, make the amounts ambiguous. */
const AMBIGUITY = 0.35;

function scoreOf(r: Reading, money: Amount[], options: { reverseCharge: boolean; linesSum?: number | null }, withholdingLabelled: boolean): number {
  let score = r.aggregate ? -0.3 : 0;
  const bases = r.aggregate ? [r.pairs[0].base] : r.pairs.map((p) => p.base);
  const taxes = r.pairs.flatMap((p) => (p.tax ? [p.tax] : []));
  // Labels: each role counts once, as its best-supported amount.
  const subtotalSupport = r.subtotal ? r.subtotal.support.subtotal : Math.min(...bases.map((b) => b.support.subtotal));
  score += subtotalSupport + r.total.support.total;
  score += taxes.length ? Math.min(...taxes.map((t) => t.support.tax)) : options.reverseCharge ? 0.9 : 0.3;
  score += r.withholding ? r.withholding.support.withholding : withholdingLabelled ? 0 : 0.9;
  // Arithmetic and layout.
  if (r.pairs.every((p) => p.ratePrinted)) score += 0.4;
  if (r.subtotal && !r.aggregate) score += 0.3;
  if (options.linesSum !== undefined && options.linesSum !== null && options.linesSum === bases.reduce((s, b) => s + b.cents, 0)) score += 0.5;
  const used = [...new Set([...bases, ...taxes, r.total, ...(r.withholding ? [r.withholding] : [])])];
  score -= 0.6 * used.filter((a) => a.inTable || a.carry).length;
  // The total is what is paid: printed last of the four and the largest of the page's amounts after the lines.
  if (used.every((a) => a.order <= r.total.order)) score += 0.3;
  const after = money.filter((a) => !a.inTable && a.page === r.total.page);
  if (after.every((a) => a.cents <= r.total.cents)) score += 0.3;
  return score;
}

function confidence(support: number, ambiguous: boolean): number {
  if (ambiguous) return 0.6;
  // A closed reading is trusted; a label naming the amount makes it more so.
  return Math.min(0.99, 0.92 + 0.07 * support);
}

function fieldsOf(r: Reading, rival: Reading | null): InvoiceAmounts {
  const ambiguous = rival !== null;
  const bases = basesOf(r);
  const taxes = taxesOf(r);
  const problems: string[] = [];
  if (ambiguous) {
    problems.push(
      `the amounts can be read in more than one consistent way: base ${formatCents(bases)} + VAT ${formatCents(taxes)} − withholding ` +
        `${formatCents(r.withholdingCents)} = total ${formatCents(r.total.cents)}, or total ${formatCents(rival.total.cents)}`,
    );
  }
  const subtotalSupport = r.subtotal?.support.subtotal ?? Math.min(...r.pairs.map((p) => p.base.support.subtotal));
  const taxSupport = r.pairs.some((p) => p.tax) ? Math.min(...r.pairs.flatMap((p) => (p.tax ? [p.tax.support.tax] : []))) : 1;
  return {
    subtotal: { value: bases, confidence: confidence(subtotalSupport, ambiguous) },
    tax: { value: taxes, confidence: confidence(taxSupport, ambiguous) },
    withholding: { value: r.withholdingCents, confidence: confidence(r.withholding?.support.withholding ?? 1, ambiguous) },
    total: { value: r.total.cents, confidence: confidence(r.total.support.total, ambiguous) },
    consistent: !ambiguous,
    vatRates: r.pairs.map((p) => String(Number(p.rate.digits) / 10 ** p.rate.scale)),
    problems,
  };
}

/** No reading closes: the amounts the labels point at, at a low confidence, with the figures in the problem. */
function unbalanced(amounts: Amount[], reverseCharge: boolean, withholdingLabelled: boolean): InvoiceAmounts {
  const pick = (role: Role): Amount | null => {
    const labelled = amounts.filter((a) => a.support[role] > 0 && !a.rateLike);
    if (labelled.length === 0) return null;
    return labelled.reduce((x, y) => (y.support[role] > x.support[role] || (y.support[role] === x.support[role] && y.order > x.order) ? y : x));
  };
  const low = (a: Amount | null): Field<number> | undefined => (a ? { value: a.cents, confidence: Math.min(a.support.subtotal + a.support.tax + a.support.withholding + a.support.total, 0.7) } : undefined);
  const subtotal = low(pick('subtotal'));
  const tax = low(pick('tax')) ?? { value: 0, confidence: reverseCharge ? 0.9 : 0.7 };
  const withholding = low(pick('withholding')) ?? (withholdingLabelled ? undefined : { value: 0, confidence: 0.9 });
  const total = low(pick('total'));
  const problems: string[] = [];
  if (!subtotal) problems.push('no base imponible (subtotal) was found');
  if (!withholding) problems.push('no IRPF withholding amount was found (a withholding label is printed without a readable amount)');
  if (!total) problems.push('no total was found');
  if (subtotal && withholding && total) {
    problems.push(
      `the amounts do not add up: base ${formatCents(subtotal.value)} + VAT ${formatCents(tax.value)} − withholding ` +
        `${formatCents(withholding.value)} ≠ total ${formatCents(total.value)}`,
    );
  }
  return { subtotal, tax, withholding, total, consistent: false, vatRates: [], problems };
}
