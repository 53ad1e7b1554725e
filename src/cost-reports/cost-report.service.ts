import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext, requireScope, serviceActor, tenant } from '../platform/actor.js';
import { newId } from '../platform/ids.js';
import { type ListResult, byCreatedAt, keysetPage, pageRequest } from '../platform/pagination.js';
import { parse } from '../platform/validation.js';
import { groupBy } from '../platform/db/sql.js';
import { transaction } from '../platform/db/transaction.js';
import { readProject } from '../projects/project.queries.js';
import { percentComplete } from '../certifications/certification.representation.js';
import { type Amounts, type Figures, NO_AMOUNTS, itemFigures, sumFigures } from './cost-report-figures.js';
import { type CostReportSnapshot, CostReportSnapshotSchema } from './cost-report-snapshot.entity.js';
import {
  insertMonthlySnapshots,
  selectProjectsToSnapshot,
  selectReportChapters,
  selectReportFigures,
  selectReportItems,
} from './cost-report.queries.js';
import { type CostReport, type CostReportChapter, type CostReportItem, costReportCsv, storedReport } from './cost-report.representation.js';
import { costReportQuery, listSnapshotsQuery } from './cost-report.schemas.js';

/** The cost report reads budgets, commitments and documents; it is the commitments' scope (docs/cost-report.md). */
const READ = 'read:commitments';
const WRITE = 'write:commitments';

type Row = Record<string, unknown>;
const cents = (v: unknown) => BigInt((v as string | null) ?? '0');
/** The amounts `selectReportFigures` sums, each a column of its rows. */
const SUMMED = ['pending', 'committed', 'delivered', 'invoiced', 'unbacked'] as const satisfies ReadonlyArray<keyof Amounts>;

/** Groups rows by their `project_id`. */
const byProject = (rows: Row[]): Map<string, Row[]> => groupBy(rows, (r) => r.project_id as string, (r) => r);

/**
 * What the last issued or paid progress certification of the item's budget measured of it: the
 * amount to date at sale prices and the percent complete of the revised quantity. An item that
 * certification has no line on is certified 0 (0 %); with no such certification the percent is null.
 */
function certifiedOf(item: Row): Pick<Amounts, 'certified' | 'percentComplete'> {
  if (item.certification_id === null) return { certified: 0n, percentComplete: null };
  return {
    certified: cents(item.certified),
    percentComplete: percentComplete((item.certified_quantity as string | null) ?? '0', item.revised_quantity as string),
  };
}

/** One project's report from its rows (pure but for the clock). */
function buildReport(projectId: string, itemRows: Row[], chapterRows: Row[], figureRows: Row[], now: Date): CostReport {
  const amounts = new Map<string, Amounts>();
  const chapterPending = new Map<string, bigint>();
  const unassigned: Amounts = { ...NO_AMOUNTS };
  const itemIds = new Set(itemRows.map((r) => r.id as string));
  const chapterIds = new Set(chapterRows.map((r) => r.id as string));
  for (const row of figureRows) {
    const item = row.item_id as string | null;
    const chapter = row.chapter_id as string | null;
    if (chapter && chapterIds.has(chapter)) {
      chapterPending.set(chapter, (chapterPending.get(chapter) ?? 0n) + cents(row.pending));
      continue;
    }
    const into = item && itemIds.has(item) ? (amounts.get(item) ?? amounts.set(item, { ...NO_AMOUNTS }).get(item)!) : unassigned;
    for (const column of SUMMED) into[column] += cents(row[column]);
  }
  const items: CostReportItem[] = itemRows.map((r) => {
    const a = amounts.get(r.id as string) ?? { ...NO_AMOUNTS };
    const estimate = r.estimate_to_complete === null ? null : cents(r.estimate_to_complete);
    return {
      budget_item_id: r.id as string,
      budget_id: r.budget_id as string,
      chapter_id: r.chapter_id as string,
      code: r.code as string,
      description: r.description as string,
      unit: r.unit as string,
      estimate_to_complete: estimate === null ? null : Number(estimate),
      ...itemFigures({ ...a, original: cents(r.original), revised: cents(r.revised), estimateToComplete: estimate, ...certifiedOf(r) }),
    };
  });
  // Chapters roll up their own items and their sub-chapters; children come after their parent, so walk backwards.
  const ownItems = groupBy<CostReportItem, Figures>(items, (i) => i.chapter_id, (i) => i);
  const rolled = new Map<string, Figures>();
  const children = new Map<string, Figures[]>();
  for (let i = chapterRows.length - 1; i >= 0; i--) {
    const r = chapterRows[i];
    const id = r.id as string;
    const figures = sumFigures([...(ownItems.get(id) ?? []), ...(children.get(id) ?? [])], chapterPending.get(id) ?? 0n);
    rolled.set(id, figures);
    const parent = r.parent_id as string | null;
    if (parent) (children.get(parent) ?? children.set(parent, []).get(parent)!).push(figures);
  }
  const chapters: CostReportChapter[] = chapterRows.map((r) => ({
    chapter_id: r.id as string,
    budget_id: r.budget_id as string,
    parent_id: r.parent_id as string | null,
    code: r.code as string,
    title: r.title as string,
    ...rolled.get(r.id as string)!,
  }));
  const unassignedFigures = itemFigures(unassigned);
  const tops = chapterRows.filter((r) => r.parent_id === null).map((r) => rolled.get(r.id as string)!);
  return {
    project_id: projectId,
    generated_at: now.toISOString(),
    totals: sumFigures([...tops, unassignedFigures]),
    chapters,
    items,
    unassigned: unassignedFigures,
  };
}

/** Reports of many projects of `actor` in three statements, whatever the number of projects and rows. */
async function reportsOf(em: EntityManager, actor: Actor, projectIds: readonly string[]): Promise<Map<string, CostReport>> {
  const ids = [...new Set(projectIds)];
  if (ids.length === 0) return new Map();
  // Independent reads: outside a transaction each takes its own connection, so the items and
  // chapters are read while PostgreSQL sums the figures (inside one, they queue on its connection).
  const [itemRows, chapterRows, figureRows] = await Promise.all([
    selectReportItems(em, actor, ids),
    selectReportChapters(em, actor, ids),
    selectReportFigures(em, actor, ids),
  ]);
  const [items, chapters, figures] = [byProject(itemRows), byProject(chapterRows), byProject(figureRows)];
  const now = new Date();
  return new Map(ids.map((id) => [id, buildReport(id, items.get(id) ?? [], chapters.get(id) ?? [], figures.get(id) ?? [], now)]));
}

/** `Project.costReport` of many projects the caller already read (GraphQL), batched. */
export async function costReportsOfProjects(sc: ServiceContext, projectIds: readonly string[]): Promise<Map<string, CostReport>> {
  requireScope(sc.actor, READ);
  return reportsOf(sc.em, sc.actor, projectIds);
}

/** `GET /v1/projects/{id}/cost-report` as JSON. */
export async function getCostReport(sc: ServiceContext, projectId: string, query: unknown = {}): Promise<CostReport> {
  requireScope(sc.actor, READ);
  parse(costReportQuery, query);
  await readProject(sc.em, sc.actor, projectId);
  return (await reportsOf(sc.em, sc.actor, [projectId])).get(projectId)!;
}

/** `?format=csv`: the same table as a CSV file (docs/cost-report.md#csv). */
export async function getCostReportCsv(sc: ServiceContext, projectId: string, query: unknown): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const report = await getCostReport(sc, projectId, query);
  return { filename: `cost-report-${projectId}.csv`, contentType: 'text/csv; charset=utf-8', body: Buffer.from(costReportCsv(report), 'utf8') };
}

function snapshotRepresentation(s: CostReportSnapshot) {
  return { id: s.id, project_id: s.projectId, period: s.period, kind: s.kind, taken_at: s.createdAt.toISOString(), report: storedReport(s.report) };
}

export type CostReportSnapshotRepresentation = ReturnType<typeof snapshotRepresentation>;

/** The month of `date` in UTC, `YYYY-MM`. */
export function periodOf(date: Date): string {
  return date.toISOString().slice(0, 7);
}

/** `POST /v1/projects/{id}/cost-report/snapshots`: the report as it is now, frozen (`on_demand`, this month). */
export async function createCostReportSnapshot(sc: ServiceContext, projectId: string): Promise<CostReportSnapshotRepresentation> {
  requireScope(sc.actor, WRITE);
  return transaction(sc.em, async (em) => {
    await readProject(em, sc.actor, projectId);
    const report = (await reportsOf(em, sc.actor, [projectId])).get(projectId)!;
    const snapshot = em.create(CostReportSnapshotSchema, {
      id: newId('costReportSnapshot'),
      ...tenant(sc.actor),
      projectId,
      period: periodOf(new Date(report.generated_at)),
      kind: 'on_demand',
      report,
      createdAt: new Date(report.generated_at),
    });
    await em.flush();
    return snapshotRepresentation(snapshot);
  });
}

/** `GET /v1/projects/{id}/cost-report/snapshots`: newest first. */
export async function listCostReportSnapshots(sc: ServiceContext, projectId: string, query: unknown): Promise<ListResult<CostReportSnapshotRepresentation>> {
  requireScope(sc.actor, READ);
  const q = parse(listSnapshotsQuery, query);
  await readProject(sc.em, sc.actor, projectId);
  const qb = sc.em.createQueryBuilder(CostReportSnapshotSchema, 's').where({ ...tenant(sc.actor), projectId });
  return keysetPage(qb, 's', pageRequest(q, 'snap'), byCreatedAt<CostReportSnapshot>(), (rows) => rows.map(snapshotRepresentation));
}

/**
 * The month-end job (docs/cost-report.md#snapshots): freezes, for the month before `now`, the
 * report of every project that is not archived and has an accepted budget, in every
 * organization and mode. Idempotent: a project that has that month's snapshot keeps it.
 */
export async function takeMonthlySnapshots(em: EntityManager, now: Date = new Date()): Promise<{ period: string; stored: number }> {
  const monthBefore = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 0));
  const period = periodOf(monthBefore);
  const projects = await selectProjectsToSnapshot(em);
  const groups = new Map<string, { owner: { organizationId: string; livemode: boolean }; ids: string[] }>();
  for (const p of projects) {
    const key = `${p.organization_id}:${p.livemode}`;
    const group = groups.get(key) ?? groups.set(key, { owner: { organizationId: p.organization_id as string, livemode: p.livemode as boolean }, ids: [] }).get(key)!;
    group.ids.push(p.id as string);
  }
  let stored = 0;
  for (const { owner, ids } of groups.values()) {
    const reports = await reportsOf(em, serviceActor(owner, [READ]), ids);
    stored += await insertMonthlySnapshots(
      em,
      ids.map((projectId) => ({ id: newId('costReportSnapshot'), ...owner, projectId, period, report: reports.get(projectId) })),
    );
  }
  return { period, stored };
}
