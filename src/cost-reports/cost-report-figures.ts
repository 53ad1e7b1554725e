/**
 * The cost report's arithmetic (docs/cost-report.md), pure: from the amounts the database summed
 * to each item's row, each chapter's (items and nested chapters) and the project's. Integer cents
 * throughout, BigInt while summing.
 */

export interface Figures {
  original_budget: number;
  approved_changes: number;
  revised_budget: number;
  pending_changes: number;
  committed: number;
  delivered: number;
  invoiced: number;
  actual: number;
  forecast: number;
  variance: number;
  /** Production at sale prices: `amount_to_date` of the budget's last issued or paid progress certification. */
  certified: number;
  /** `certified − actual`: negative is work that cost more than it earned. */
  margin: number;
  /** An item's quantity to date in that certification / its revised quantity, in percent; null for chapters and totals, and until then. */
  percent_complete: number | null;
}

export const FIGURE_COLUMNS = [
  'original_budget',
  'approved_changes',
  'revised_budget',
  'pending_changes',
  'committed',
  'delivered',
  'invoiced',
  'actual',
  'forecast',
  'variance',
  'certified',
  'margin',
  'percent_complete',
] as const satisfies ReadonlyArray<keyof Figures>;

/** What the database summed for one item (or for what is on no item). */
export interface Amounts {
  original: bigint;
  revised: bigint;
  pending: bigint;
  committed: bigint;
  delivered: bigint;
  invoiced: bigint;
  /** Invoiced with no delivery note behind it. */
  unbacked: bigint;
  estimateToComplete: bigint | null;
  /** Certified to date at sale prices. */
  certified: bigint;
  /** Percent complete from the certified quantity (items only). */
  percentComplete: number | null;
}

export const NO_AMOUNTS: Amounts = {
  original: 0n,
  revised: 0n,
  pending: 0n,
  committed: 0n,
  delivered: 0n,
  invoiced: 0n,
  unbacked: 0n,
  estimateToComplete: null,
  certified: 0n,
  percentComplete: null,
};

/** The figures of one row: actual = delivered + unbacked invoices; forecast and margin as docs/cost-report.md says. */
export function itemFigures(a: Amounts): Figures {
  const actual = a.delivered + a.unbacked;
  const forecast = a.estimateToComplete !== null ? actual + a.estimateToComplete : (a.committed > actual ? a.committed : actual) + a.pending;
  return {
    original_budget: Number(a.original),
    approved_changes: Number(a.revised - a.original),
    revised_budget: Number(a.revised),
    pending_changes: Number(a.pending),
    committed: Number(a.committed),
    delivered: Number(a.delivered),
    invoiced: Number(a.invoiced),
    actual: Number(actual),
    forecast: Number(forecast),
    variance: Number(a.revised - forecast),
    certified: Number(a.certified),
    margin: Number(a.certified - actual),
    percent_complete: a.percentComplete,
  };
}

/** The sum of several rows' figures (a chapter's, the project's); `extraPending` adds to pending and forecast. */
export function sumFigures(rows: readonly Figures[], extraPending = 0n): Figures {
  const total = (key: Exclude<keyof Figures, 'percent_complete'>) => rows.reduce((s, r) => s + BigInt(r[key]), 0n);
  const forecast = total('forecast') + extraPending;
  const revised = total('revised_budget');
  const certified = total('certified');
  const actual = total('actual');
  return {
    original_budget: Number(total('original_budget')),
    approved_changes: Number(total('approved_changes')),
    revised_budget: Number(revised),
    pending_changes: Number(total('pending_changes') + extraPending),
    committed: Number(total('committed')),
    delivered: Number(total('delivered')),
    invoiced: Number(total('invoiced')),
    actual: Number(actual),
    forecast: Number(forecast),
    variance: Number(revised - forecast),
    certified: Number(certified),
    margin: Number(certified - actual),
    percent_complete: null,
  };
}
