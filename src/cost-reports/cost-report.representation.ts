import { z } from 'zod';
import { amount, idField, timestamp } from '../platform/response-fields.js';
import { FIGURE_COLUMNS, type Figures } from './cost-report-figures.js';
import { SNAPSHOT_KINDS } from './cost-report-snapshot.entity.js';

export interface CostReportItem extends Figures {
  budget_item_id: string;
  budget_id: string;
  chapter_id: string;
  code: string;
  description: string;
  unit: string;
  estimate_to_complete: number | null;
}

export interface CostReportChapter extends Figures {
  chapter_id: string;
  budget_id: string;
  parent_id: string | null;
  code: string;
  title: string;
}

/** The cost report of a project (docs/cost-report.md): rows per item, rolled up per chapter and project. */
export interface CostReport {
  project_id: string;
  generated_at: string;
  totals: Figures;
  chapters: CostReportChapter[];
  items: CostReportItem[];
  /** What is on no item of an accepted budget: commitment lines, delivery-note lines and invoices charged to none. */
  unassigned: Figures;
}

const figureFields = {
  original_budget: amount().meta({ description: 'The accepted budget cost before change orders.' }),
  approved_changes: amount(),
  revised_budget: amount().meta({ description: '`original_budget + approved_changes`.' }),
  pending_changes: amount(),
  committed: amount().meta({ description: "Approved and closed commitments' lines, their approved change orders included." }),
  delivered: amount().meta({ description: 'Lines of live delivery notes.' }),
  invoiced: amount().meta({ description: 'Live invoices that are not cancelled, shared out over their items.' }),
  actual: amount().meta({ description: '`delivered` plus invoiced amounts with no delivery note behind them.' }),
  forecast: amount().meta({ description: '`max(committed, actual) + pending_changes`, or `actual + estimate_to_complete` when a person estimated it.' }),
  variance: amount().meta({ description: '`revised_budget − forecast`: negative is a forecast overrun.' }),
  certified: amount().meta({ description: "Production at sale prices: the amount to date of the last issued or paid progress certification of the item's budget." }),
  margin: amount().meta({ description: '`certified − actual`: negative is work that cost more than it earned.' }),
  percent_complete: z
    .number()
    .nullable()
    .meta({ description: "An item's quantity to date in that certification / its revised quantity, in percent with 2 decimals; null for chapters and totals, before the budget's first issued certification and when the revised quantity is 0." }),
};

const figuresObject = z.strictObject(figureFields).meta({ id: 'CostFigures' });

export const costReportObject = z
  .strictObject({
    project_id: idField('project'),
    generated_at: timestamp(),
    totals: figuresObject,
    chapters: z.array(
      z
        .strictObject({
          chapter_id: idField('budgetChapter'),
          budget_id: idField('budget'),
          parent_id: idField('budgetChapter').nullable(),
          code: z.string(),
          title: z.string(),
          ...figureFields,
        })
        .meta({ id: 'CostReportChapter' }),
    ),
    items: z.array(
      z
        .strictObject({
          budget_item_id: idField('budgetItem'),
          budget_id: idField('budget'),
          chapter_id: idField('budgetChapter'),
          code: z.string(),
          description: z.string(),
          unit: z.string(),
          estimate_to_complete: amount().nullable(),
          ...figureFields,
        })
        .meta({ id: 'CostReportItem' }),
    ),
    unassigned: figuresObject,
  })
  .meta({ id: 'CostReport' });

/** A frozen cost report (docs/cost-report.md#snapshots). */
export const costReportSnapshotObject = z
  .strictObject({
    id: idField('costReportSnapshot'),
    project_id: idField('project'),
    period: z.string().meta({ description: 'The month it freezes, `YYYY-MM`.', example: '2026-11' }),
    kind: z.enum(SNAPSHOT_KINDS),
    taken_at: timestamp(),
    report: costReportObject,
  })
  .meta({ id: 'CostReportSnapshot' });

/**
 * A report as stored in a snapshot, with the figures added since it was frozen: a report taken
 * before certifications had no production, so `certified` is 0 and `margin` is `−actual`
 * (docs/cost-report.md#snapshots).
 */
export function storedReport(stored: unknown): CostReport {
  const report = stored as CostReport;
  if (report.totals.certified !== undefined) return report;
  const upgrade = <T extends Figures>({ percent_complete, ...f }: T): T => ({ ...f, certified: 0, margin: -f.actual, percent_complete: percent_complete ?? null }) as T;
  return {
    ...report,
    totals: upgrade(report.totals),
    chapters: report.chapters.map(upgrade),
    items: report.items.map(upgrade),
    unassigned: upgrade(report.unassigned),
  };
}

const CSV_HEADER = ['level', 'id', 'parent_id', 'code', 'description', 'unit', ...FIGURE_COLUMNS];

/** RFC 4180: a field with a comma, quote or line break is quoted, its quotes doubled. */
function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The same table as the JSON, one row per chapter, item, the unassigned row and the project total; amounts in cents. */
export function costReportCsv(report: CostReport): string {
  const row = (level: string, id: string, parent: string | null, code: string, description: string, unit: string, f: Figures) =>
    [level, id, parent, code, description, unit, ...FIGURE_COLUMNS.map((c) => f[c])].map(csvField).join(',');
  const rows = [
    CSV_HEADER.join(','),
    ...report.chapters.map((c) => row('chapter', c.chapter_id, c.parent_id, c.code, c.title, '', c)),
    ...report.items.map((i) => row('item', i.budget_item_id, i.chapter_id, i.code, i.description, i.unit, i)),
    row('unassigned', '', null, '', 'Not on a budget item', '', report.unassigned),
    row('project', report.project_id, null, '', 'Total', '', report.totals),
  ];
  return `${rows.join('\r\n')}\r\n`;
}
