import type { Field } from './extraction-types.js';
import type { DocumentLayout, PlacedLabel } from './layout.js';
import { amountOfValue, formatCents, parseSpanishAmount } from './spanish-numbers.js';

/**
 * The four amounts of an invoice. Labels are many and reused ("Total" heads a column, "Base"
 * prints once per VAT rate), so every label gives candidates and the choice is the combination
 * that satisfies base + VAT − IRPF = total exactly. That equation is what makes a reading
 * trustworthy: when no combination satisfies it the best guesses are returned with a low
 * confidence and a problem.
 */

interface Candidate {
  cents: number;
  strength: number;
  /** Reading order of the label, to prefer the last "Total" of a multi-page invoice. */
  order: number;
}

export interface InvoiceAmounts {
  subtotal?: Field<number>;
  tax?: Field<number>;
  withholding?: Field<number>;
  total?: Field<number>;
  /** True when the chosen amounts satisfy the equation. */
  consistent: boolean;
  /** VAT rates printed, as text with a dot (`21`, `10`, `0`). */
  vatRates: string[];
  problems: string[];
}

interface LabelAmount {
  label: PlacedLabel;
  cents: number;
  /** Several rows under a header label (a breakdown table column), summed. */
  column: boolean;
  /** The first of several rows under a header label. */
  firstOfMany: boolean;
}

/** The amounts a label points at: its inline value, or the cell(s) under it. */
function labelAmounts(layout: DocumentLayout, label: PlacedLabel, absolute: boolean): LabelAmount[] {
  const fix = (c: number) => (absolute ? Math.abs(c) : c);
  const inline = layout.inlineValue(label);
  if (inline) {
    const amount = amountOfValue(inline.text);
    if (amount?.exact) return [{ label, cents: fix(amount.cents), column: false, firstOfMany: false }];
    if (inline.where === 'inline') return [];
  }
  const cells = layout.below(label, 12);
  const amounts = [];
  for (const { cell } of cells) {
    const a = parseSpanishAmount(cell.text);
    if (!a?.exact) break;
    amounts.push(fix(a.cents));
  }
  if (amounts.length === 0) return [];
  if (amounts.length === 1) return [{ label, cents: amounts[0], column: false, firstOfMany: false }];
  // A column of several rows is a breakdown (one row per VAT rate): its sum is the figure, its
  // first row alone only a weaker reading.
  return [
    { label, cents: amounts.reduce((s, c) => s + c, 0), column: true, firstOfMany: false },
    { label, cents: amounts[0], column: false, firstOfMany: true },
  ];
}

export function readInvoiceAmounts(layout: DocumentLayout, options: { reverseCharge: boolean }): InvoiceAmounts {
  const problems: string[] = [];
  const order = (l: PlacedLabel) => layout.labels.indexOf(l);
  const candidate = (a: LabelAmount, strength: number): Candidate => ({
    cents: a.cents,
    strength: a.firstOfMany ? strength - 0.15 : strength,
    order: order(a.label),
  });

  const subtotals: Candidate[] = [];
  const baseByRate = new Map<string, LabelAmount>();
  for (const label of layout.labelsOf('subtotal')) {
    for (const a of labelAmounts(layout, label, false)) {
      if (label.rate !== undefined && !a.column && !a.firstOfMany) baseByRate.set(label.rate, a);
      else subtotals.push(candidate(a, label.strength));
    }
  }
  if (baseByRate.size > 0) subtotals.push(sumCandidate([...baseByRate.values()], 0.9, order));

  const taxes: Candidate[] = [];
  const taxByRate = new Map<string, LabelAmount>();
  for (const label of layout.labelsOf('tax')) {
    for (const a of labelAmounts(layout, label, false)) {
      if (label.rate !== undefined && !a.column && !a.firstOfMany) taxByRate.set(label.rate, a);
      else taxes.push(candidate(a, label.strength));
    }
  }
  if (taxByRate.size > 0) taxes.push(sumCandidate([...taxByRate.values()], 0.92, order));
  if (taxes.length === 0) {
    // No VAT printed at all: 0, trusted only when the invoice says why (reverse charge).
    taxes.push({ cents: 0, strength: options.reverseCharge ? 0.9 : 0.8, order: -1 });
  }

  const withholdings: Candidate[] = [];
  const withholdingLabels = layout.labelsOf('withholding');
  for (const label of withholdingLabels) {
    for (const a of labelAmounts(layout, label, true)) withholdings.push(candidate(a, label.strength));
  }
  if (withholdingLabels.length === 0) withholdings.push({ cents: 0, strength: 0.9, order: -1 });

  const totals: Candidate[] = [];
  for (const label of layout.labelsOf('total')) {
    for (const a of labelAmounts(layout, label, false)) totals.push(candidate(a, label.strength));
  }

  const vatRates = [...new Set([...taxByRate.keys(), ...baseByRate.keys()])];
  const missing = [
    subtotals.length === 0 && 'base imponible (subtotal)',
    withholdings.length === 0 && 'IRPF withholding amount (a withholding label is printed without a readable amount)',
    totals.length === 0 && 'total',
  ].filter(Boolean);
  for (const m of missing) problems.push(`no ${m} was found`);

  const best = solve(subtotals, taxes, withholdings, totals);
  if (best) {
    const lift = (c: Candidate) => ({ value: c.cents, confidence: Math.min(0.99, Math.max(c.strength + 0.1, 0.9)) });
    if (best.ambiguous) problems.push('the amounts can be read in more than one consistent way');
    const cap = (f: Field<number>) => (best.ambiguous ? { ...f, confidence: Math.min(f.confidence, 0.6) } : f);
    return {
      subtotal: cap(lift(best.s)),
      tax: cap(lift(best.t)),
      withholding: cap(lift(best.w)),
      total: cap(lift(best.tot)),
      consistent: !best.ambiguous,
      vatRates,
      problems,
    };
  }
  const pick = (list: Candidate[], preferLast = false): Field<number> | undefined => {
    if (list.length === 0) return undefined;
    const sorted = [...list].sort((a, b) => b.strength - a.strength || (preferLast ? b.order - a.order : a.order - b.order));
    return { value: sorted[0].cents, confidence: Math.min(sorted[0].strength, 0.7) };
  };
  const result = {
    subtotal: pick(subtotals),
    tax: pick(taxes),
    withholding: pick(withholdings),
    total: pick(totals, true),
  };
  if (result.subtotal && result.tax && result.withholding && result.total) {
    problems.push(
      `the amounts do not add up: base ${formatCents(result.subtotal.value)} + VAT ${formatCents(result.tax.value)} − withholding ` +
        `${formatCents(result.withholding.value)} ≠ total ${formatCents(result.total.value)}`,
    );
  }
  return { ...result, consistent: false, vatRates, problems };
}

function sumCandidate(parts: LabelAmount[], strength: number, order: (l: PlacedLabel) => number): Candidate {
  return { cents: parts.reduce((s, p) => s + p.cents, 0), strength, order: Math.max(...parts.map((p) => order(p.label))) };
}

interface Solution {
  s: Candidate;
  t: Candidate;
  w: Candidate;
  tot: Candidate;
  ambiguous: boolean;
}

/** The strongest combination with s + t − w = total; ambiguous when an equally strong one disagrees. */
function solve(subtotals: Candidate[], taxes: Candidate[], withholdings: Candidate[], totals: Candidate[]): Solution | null {
  const solutions: Array<Omit<Solution, 'ambiguous'> & { score: number }> = [];
  for (const s of subtotals)
    for (const t of taxes)
      for (const w of withholdings)
        for (const tot of totals) {
          if (s.cents + t.cents - w.cents !== tot.cents) continue;
          solutions.push({ s, t, w, tot, score: s.strength + t.strength + w.strength + tot.strength });
        }
  if (solutions.length === 0) return null;
  solutions.sort((a, b) => b.score - a.score || b.tot.order - a.tot.order);
  const top = solutions[0];
  const key = (x: typeof top) => `${x.s.cents}/${x.t.cents}/${x.w.cents}/${x.tot.cents}`;
  const rival = solutions.find((x) => x.score >= top.score - 1e-9 && key(x) !== key(top));
  return { ...top, ambiguous: Boolean(rival) };
}
