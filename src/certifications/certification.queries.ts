import type { EntityManager } from '@mikro-orm/postgresql';
import type { Actor } from '../platform/actor.js';
import { findForRead, selectRows } from '../platform/db/rows.js';
import { groupBy } from '../platform/db/sql.js';
import { findOwned, readOwned, readOwnedMany } from '../platform/db/tenant-lookup.js';
import { type Certification, type CertificationLine, CertificationLineSchema, CertificationSchema } from './certification.entity.js';

type Tenant = Pick<Actor, 'organizationId' | 'livemode'>;

/** A certification of the caller's organization and mode, or 404; `lock` takes it `FOR UPDATE`. */
export function findCertification(em: EntityManager, actor: Tenant, id: string, lock = false): Promise<Certification> {
  return findOwned(em, actor, CertificationSchema, 'certification', 'certification', id, lock);
}

/** `findCertification` for reads: a plain, untracked row. */
export function readCertification(em: EntityManager, actor: Tenant, id: string): Promise<Certification> {
  return readOwned(em, actor, CertificationSchema, 'certification', 'certification', id);
}

/** Certifications of the caller by id, in one statement; ids that are not the caller's are absent. */
export function readCertifications(em: EntityManager, actor: Tenant, ids: readonly string[]): Promise<Map<string, Certification>> {
  return readOwnedMany(em, actor, CertificationSchema, 'certification', ids);
}

/** A line as shown: the stored valuation with its budget item's code, texts and revised quantity. */
export interface ShownLine extends CertificationLine {
  code: string;
  description: string;
  unit: string;
  chapterId: string;
  /** The item's quantity now (revised by approved change orders), decimal text. */
  budgetQuantity: string;
}

/** Lines of several certifications in budget order, with their items, in one statement. */
export async function linesOfCertifications(em: EntityManager, ids: readonly string[]): Promise<Map<string, ShownLine[]>> {
  if (ids.length === 0) return new Map();
  const rows = await selectRows(
    em,
    `select l.id, l.certification_id, l.organization_id, l.livemode, l.budget_item_id, l.position,
            l.quantity_to_date::text, l.previous_quantity::text, l.sale_price::text, l.amount_to_date::text, l.previous_amount::text,
            i.code, i.description, i.unit, i.chapter_id, i.quantity::text as budget_quantity
       from certification_lines l join budget_items i on i.id = l.budget_item_id
      where l.certification_id = any($1::text[])
      order by l.certification_id, l.position`,
    [ids],
  );
  const lines = rows.map(
    (r): ShownLine => ({
      id: r.id as string,
      certificationId: r.certification_id as string,
      organizationId: r.organization_id as string,
      livemode: r.livemode as boolean,
      budgetItemId: r.budget_item_id as string,
      position: r.position as number,
      quantityToDate: r.quantity_to_date as string,
      previousQuantity: r.previous_quantity as string,
      salePrice: Number(r.sale_price),
      amountToDate: Number(r.amount_to_date),
      previousAmount: Number(r.previous_amount),
      code: r.code as string,
      description: r.description as string,
      unit: r.unit as string,
      chapterId: r.chapter_id as string,
      budgetQuantity: r.budget_quantity as string,
    }),
  );
  return groupBy(lines, (l) => l.certificationId, (l) => l);
}

/** The stored lines of one certification (tracked, to be replaced or revalued). */
export function storedLines(em: EntityManager, certificationId: string): Promise<CertificationLine[]> {
  return findForRead(em, CertificationLineSchema, { certificationId }, { orderBy: { position: 'asc' } });
}

/** What a certification measured of each item, as plain rows (a read: nothing to track). */
export async function measuredLines(
  em: EntityManager,
  certificationId: string,
): Promise<Map<string, { quantityToDate: string; amountToDate: number }>> {
  const rows = await selectRows(
    em,
    `select budget_item_id, quantity_to_date::text, amount_to_date::text from certification_lines where certification_id = $1`,
    [certificationId],
  );
  return new Map(rows.map((r) => [r.budget_item_id as string, { quantityToDate: r.quantity_to_date as string, amountToDate: Number(r.amount_to_date) }]));
}

/** The budget a certification is for, with its project, as the caller sees them; null fields when not found. */
export interface BudgetOfProject {
  budget_id: string | null;
  budget_status: string | null;
  budget_project_id: string | null;
  budget_name: string | null;
  project_id: string | null;
  project_status: string | null;
}

/**
 * The project (taken `FOR UPDATE`: certifications of one project are numbered one at a time)
 * and the budget, each null when it is not the caller's.
 */
export async function projectAndBudget(em: EntityManager, actor: Tenant, projectId: string, budgetId: string): Promise<BudgetOfProject> {
  const [project] = await selectRows(
    em,
    `select id as project_id, status as project_status from projects
      where id = $1 and organization_id = $2 and livemode = $3 for update`,
    [projectId, actor.organizationId, actor.livemode],
  );
  const [budget] = await selectRows(
    em,
    `select id as budget_id, status as budget_status, project_id as budget_project_id, name as budget_name from budgets
      where id = $1 and organization_id = $2 and livemode = $3`,
    [budgetId, actor.organizationId, actor.livemode],
  );
  return {
    project_id: (project?.project_id as string) ?? null,
    project_status: (project?.project_status as string) ?? null,
    budget_id: (budget?.budget_id as string) ?? null,
    budget_status: (budget?.budget_status as string) ?? null,
    budget_project_id: (budget?.budget_project_id as string) ?? null,
    budget_name: (budget?.budget_name as string) ?? null,
  };
}

/** A budget item as a certification values it and its relación valorada shows it. */
export interface CertifiableItem {
  id: string;
  chapterId: string;
  position: number;
  code: string;
  description: string;
  unit: string;
  /** Decimal text, 3 places: the quantity now, revised by approved change orders. */
  quantity: string;
  salePrice: number;
}

/** Every item of a budget, by id, in budget order. */
export async function itemsOfBudget(em: EntityManager, budgetId: string): Promise<Map<string, CertifiableItem>> {
  const rows = await selectRows(
    em,
    `select id, chapter_id, position, code, description, unit, quantity::text, sale_price::text
       from budget_items where budget_id = $1 order by position`,
    [budgetId],
  );
  return new Map(
    rows.map((r) => [
      r.id as string,
      {
        id: r.id as string,
        chapterId: r.chapter_id as string,
        position: r.position as number,
        code: r.code as string,
        description: r.description as string,
        unit: r.unit as string,
        quantity: r.quantity as string,
        salePrice: Number(r.sale_price),
      },
    ]),
  );
}

/** The last issued (or paid) certification of a budget: the one a new certification follows. */
export function lastIssued(em: EntityManager, budgetId: string): Promise<Certification | null> {
  return em.findOne(CertificationSchema, { budgetId, status: { $in: ['issued', 'paid'] } }, { orderBy: { number: 'desc' } });
}

/** The draft of a budget, if one is open (there is at most one). */
export function openDraft(em: EntityManager, budgetId: string): Promise<Certification | null> {
  return em.findOne(CertificationSchema, { budgetId, status: 'draft' });
}

/** The next number within a project: one more than its certifications that are not void. */
export async function nextNumber(em: EntityManager, projectId: string): Promise<number> {
  const [row] = await selectRows(em, `select count(*)::int as n from certifications where project_id = $1 and status <> 'void'`, [projectId]);
  return (row.n as number) + 1;
}

/**
 * The next invoice number of the organization's series for `year`, taken in the caller's
 * transaction: the series row stays locked until it commits, so concurrent issues queue and a
 * rolled-back issue gives its number back (gapless).
 */
export async function takeInvoiceSequence(em: EntityManager, actor: Tenant, year: number): Promise<number> {
  const [row] = await selectRows(
    em,
    `insert into certification_series (organization_id, livemode, year, last_sequence) values ($1, $2, $3, 1)
     on conflict (organization_id, livemode, year) do update set last_sequence = certification_series.last_sequence + 1
     returning last_sequence`,
    [actor.organizationId, actor.livemode, year],
  );
  return row.last_sequence as number;
}

/** What the issued progress certifications of a budget withheld (the sum of their period retentions), and whether a release was issued. */
export async function retentionOfBudget(em: EntityManager, budgetId: string): Promise<{ held: bigint; released: boolean }> {
  const [row] = await selectRows(
    em,
    `select coalesce(sum((period->>'retention')::bigint) filter (where type = 'progress'), 0)::text as held,
            bool_or(type = 'retention_release') as released
       from certifications where budget_id = $1 and status in ('issued', 'paid')`,
    [budgetId],
  );
  return { held: BigInt(row.held as string), released: (row.released as boolean | null) ?? false };
}

/** The chapters of a budget in order (for the relación valorada). */
export async function chaptersOfBudget(em: EntityManager, budgetId: string): Promise<Array<{ id: string; code: string; title: string }>> {
  const rows = await selectRows(em, `select id, code, title from budget_chapters where budget_id = $1 order by position`, [budgetId]);
  return rows.map((r) => ({ id: r.id as string, code: r.code as string, title: r.title as string }));
}

/** The project's name, address and client, as the invoice's buyer. */
export async function projectParty(em: EntityManager, projectId: string) {
  const [row] = await selectRows(
    em,
    `select name, address, client_name, client_nif, client_address from projects where id = $1`,
    [projectId],
  );
  return {
    name: row.name as string,
    address: (row.address as string | null) ?? null,
    clientName: (row.client_name as string | null) ?? null,
    clientNif: (row.client_nif as string | null) ?? null,
    clientAddress: (row.client_address as string | null) ?? null,
  };
}

/** The organization as the invoice's seller. */
export async function organizationParty(em: EntityManager, organizationId: string) {
  const [row] = await selectRows(em, `select name, tax_id, fiscal_address from organizations where id = $1`, [organizationId]);
  return {
    name: row.name as string,
    taxId: (row.tax_id as string | null) ?? null,
    fiscalAddress: (row.fiscal_address as { street: string; post_code: string; town: string; province: string; country_code: string } | null) ?? null,
  };
}


export async function budgetName(em: EntityManager, budgetId: string): Promise<string> {
  const [row] = await selectRows(em, `select name from budgets where id = $1`, [budgetId]);
  return row.name as string;
}
