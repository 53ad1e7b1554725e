import type { EntityManager } from '@mikro-orm/postgresql';
import { type Actor, type ServiceContext, requireAnyScope, requireScope, tenant } from '../platform/actor.js';
import { todayUtc } from '../platform/dates.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { newId } from '../platform/ids.js';
import { QUANTITY_SCALE, formatScaled, parseScaled } from '../platform/money.js';
import { type ListResult, byCreatedAt, keysetPage, keysetPages, pageRequest } from '../platform/pagination.js';
import { MAX_CENTS, parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { changedAttributes, recordEvent } from '../events/event.service.js';
import type { EventType } from '../events/event-types.js';
import {
  type Certification,
  type CertificationLine,
  CertificationLineSchema,
  CertificationSchema,
  type StoredParty,
} from './certification.entity.js';
import {
  type Figures,
  PERCENT_SCALE,
  type Rates,
  figuresFromStored,
  lineValue,
  progressFigures,
  retentionReleaseFigures,
  storedFigures,
} from './certification-figures.js';
import {
  findCertification,
  lastIssued,
  linesOfCertifications,
  nextNumber,
  openDraft,
  organizationParty,
  projectAndBudget,
  projectParty,
  readCertification,
  readCertifications,
  retentionOfBudget,
  measuredLines,
  storedLines,
  itemsOfBudget,
  takeInvoiceSequence,
} from './certification.queries.js';
import { type CertificationRepresentation, certificationRepresentation } from './certification.representation.js';
import {
  type CertificationLineInput,
  createCertificationInput,
  listCertificationsQuery,
  markPaidInput,
  updateCertificationInput,
} from './certification.schemas.js';
import { readSpanishAddress } from './postal-address.js';

/** The header percentages of a project's first certification (docs/certifications.md#header). */
export const DEFAULT_RATES: Rates = { overheads: 1300n, profit: 600n, discount: 0n, retention: 500n, tax: 2100n };

/** Representations of certifications with their lines, in one statement for any number. */
export async function representCertifications(em: EntityManager, rows: Certification[]): Promise<CertificationRepresentation[]> {
  if (rows.length === 0) return [];
  const lines = await linesOfCertifications(em, rows.map((c) => c.id));
  return rows.map((c) => certificationRepresentation(c, lines.get(c.id) ?? []));
}

async function represent(em: EntityManager, c: Certification): Promise<CertificationRepresentation> {
  const [representation] = await representCertifications(em, [c]);
  return representation;
}

export async function getCertification(sc: ServiceContext, id: string): Promise<CertificationRepresentation> {
  requireScope(sc.actor, 'read:certifications');
  return represent(sc.em, await readCertification(sc.em, sc.actor, id));
}

/** Certifications of the caller by id (GraphQL relations); ids that are not the caller's are absent. */
export async function getCertifications(sc: ServiceContext, ids: readonly string[]): Promise<Map<string, CertificationRepresentation>> {
  requireScope(sc.actor, 'read:certifications');
  const rows = await readCertifications(sc.em, sc.actor, ids);
  return new Map((await representCertifications(sc.em, [...rows.values()])).map((r) => [r.id, r]));
}

function filteredCertifications(sc: ServiceContext, query: unknown) {
  const q = parse(listCertificationsQuery, query);
  const qb = sc.em.createQueryBuilder(CertificationSchema, 'c').where(tenant(sc.actor));
  if (q.project_id) qb.andWhere({ projectId: q.project_id });
  if (q.budget_id) qb.andWhere({ budgetId: q.budget_id });
  if (q.status) qb.andWhere({ status: q.status });
  if (q.type) qb.andWhere({ type: q.type });
  return { qb, page: pageRequest(q, 'cert') };
}

export async function listCertifications(sc: ServiceContext, query: unknown): Promise<ListResult<CertificationRepresentation>> {
  requireScope(sc.actor, 'read:certifications');
  const { qb, page } = filteredCertifications(sc, query);
  return keysetPage(qb, 'c', page, byCreatedAt<Certification>(), (rows) => representCertifications(sc.em, rows));
}

/** `listCertifications` for many projects in one statement (GraphQL `Project.certifications`). */
export async function listCertificationsOfProjects(
  sc: ServiceContext,
  projectIds: readonly string[],
  query: unknown,
): Promise<Map<string, ListResult<CertificationRepresentation>>> {
  requireScope(sc.actor, 'read:certifications');
  const { qb, page } = filteredCertifications(sc, query);
  const parent = { column: 'project_id', property: 'projectId' as const, ids: projectIds };
  return keysetPages(sc.em, CertificationSchema, qb, 'c', parent, page, byCreatedAt<Certification>(), (rows) => representCertifications(sc.em, rows));
}

const percent = (rate: bigint) => formatScaled(rate, PERCENT_SCALE);
const rateOf = (text: string) => parseScaled(text, PERCENT_SCALE)!;

function ratesOf(c: Pick<Certification, 'overheadsPercentage' | 'profitPercentage' | 'discountPercentage' | 'retentionPercentage' | 'taxRate'>): Rates {
  return {
    overheads: rateOf(c.overheadsPercentage),
    profit: rateOf(c.profitPercentage),
    discount: rateOf(c.discountPercentage),
    retention: rateOf(c.retentionPercentage),
    tax: rateOf(c.taxRate),
  };
}

/** A date `days` after `date` (both `YYYY-MM-DD`). */
function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

function lastDayOfMonth(date: string): string {
  const d = new Date(`${date.slice(0, 7)}-01T00:00:00Z`);
  d.setUTCMonth(d.getUTCMonth() + 1, 0);
  return d.toISOString().slice(0, 10);
}

type HeaderInput = {
  period_start?: string;
  period_end?: string;
  overheads_percentage?: bigint;
  profit_percentage?: bigint;
  discount_percentage?: bigint;
  retention_percentage?: bigint;
  tax_rate?: bigint;
  reverse_charge?: boolean;
  correction_reason?: string | null;
};

/**
 * The header after `input`: percentages and reverse charge as sent, else as they were (`current`),
 * else copied from the previous certification, else the defaults; the period as sent, else
 * following the previous one (or this month), to the end of its month.
 */
function headerOf(input: HeaderInput, current: Certification | null, previous: Certification | null) {
  const base = current ?? previous;
  const rates = base ? ratesOf(base) : DEFAULT_RATES;
  const reverseCharge = input.reverse_charge ?? base?.reverseCharge ?? false;
  const tax = input.tax_rate ?? (reverseCharge ? 0n : base && !base.reverseCharge ? rates.tax : DEFAULT_RATES.tax);
  if (reverseCharge && tax !== 0n) {
    throw AppError.field('tax_rate', 'invalid_for_reverse_charge', 'With `reverse_charge` the buyer accounts for the VAT: `tax_rate` must be 0.');
  }
  const periodStart = input.period_start ?? current?.periodStart ?? (previous ? addDays(previous.periodEnd, 1) : `${todayUtc().slice(0, 7)}-01`);
  const periodEnd = input.period_end ?? (input.period_start === undefined ? current?.periodEnd : undefined) ?? lastDayOfMonth(periodStart);
  const errors: FieldError[] = [];
  if (periodEnd < periodStart) errors.push({ param: 'period_end', code: 'invalid_period', message: `\`period_end\` (${periodEnd}) is before \`period_start\` (${periodStart}).` });
  if (previous && periodStart <= previous.periodEnd) {
    errors.push({
      param: 'period_start',
      code: 'period_overlap',
      message: `\`period_start\` (${periodStart}) must be after the end of certification ${previous.number}'s period (${previous.periodEnd}).`,
    });
  }
  if (errors.length > 0) throw AppError.validation(errors);
  return {
    periodStart,
    periodEnd,
    reverseCharge,
    rates: {
      overheads: input.overheads_percentage ?? rates.overheads,
      profit: input.profit_percentage ?? rates.profit,
      discount: input.discount_percentage ?? rates.discount,
      retention: input.retention_percentage ?? rates.retention,
      tax,
    },
    correctionReason: input.correction_reason !== undefined ? input.correction_reason : (current?.correctionReason ?? null),
  };
}

/** Lines valued, with the figures they give. */
interface Valuation {
  lines: Omit<CertificationLine, 'id' | 'certificationId' | 'organizationId' | 'livemode'>[];
  period: Figures;
  toDate: Figures;
}

/**
 * The lines of a progress certification: every item the previous certification measured, at
 * its quantity then unless `measured` gives a new one, plus the items measured for the first
 * time, each valued at the item's sale price now (one 422 listing every bad line). A quantity
 * below the previous one needs a `correction_reason`.
 */
async function valueProgress(
  em: EntityManager,
  budgetId: string,
  measured: ReadonlyArray<{ budgetItemId: string; quantity: bigint; param: string }>,
  previous: Certification | null,
  rates: Rates,
  correctionReason: string | null,
): Promise<Valuation> {
  const items = await itemsOfBudget(em, budgetId);
  const before = previous ? await measuredLines(em, previous.id) : new Map<string, { quantityToDate: string; amountToDate: number }>();
  const errors: FieldError[] = [];
  const quantities = new Map<string, bigint>();
  for (const [id, line] of before) quantities.set(id, parseScaled(line.quantityToDate, QUANTITY_SCALE)!);
  const seen = new Set<string>();
  for (const m of measured) {
    if (!items.has(m.budgetItemId)) {
      errors.push({ param: m.param, code: 'invalid_budget_item', message: `\`${m.param}\`: '${m.budgetItemId}' is not an item of budget '${budgetId}'.` });
      continue;
    }
    if (seen.has(m.budgetItemId)) {
      errors.push({ param: m.param, code: 'duplicate_line', message: `\`${m.param}\`: item '${m.budgetItemId}' is measured twice.` });
      continue;
    }
    seen.add(m.budgetItemId);
    const prior = before.get(m.budgetItemId);
    const priorQuantity = prior ? parseScaled(prior.quantityToDate, QUANTITY_SCALE)! : 0n;
    if (m.quantity < priorQuantity && !correctionReason) {
      const quantityParam = m.param.replace(/budget_item_id$/, 'quantity_to_date');
      errors.push({
        param: quantityParam,
        code: 'quantity_below_previous',
        message: `\`${quantityParam}\` (${formatScaled(m.quantity, QUANTITY_SCALE)}) is below the previous certification's ${prior!.quantityToDate}; give a \`correction_reason\` to correct it.`,
      });
      continue;
    }
    quantities.set(m.budgetItemId, m.quantity);
  }
  if (errors.length > 0) throw AppError.validation(errors);
  const lines: Valuation['lines'] = [];
  let executionToDate = 0n;
  for (const [id, quantity] of quantities) {
    const item = items.get(id)!;
    const prior = before.get(id);
    const previousAmount = BigInt(prior?.amountToDate ?? 0);
    const { amountToDate } = lineValue(quantity, BigInt(item.salePrice), previousAmount);
    executionToDate += amountToDate;
    lines.push({
      budgetItemId: id,
      position: item.position,
      quantityToDate: formatScaled(quantity, QUANTITY_SCALE),
      previousQuantity: prior?.quantityToDate ?? formatScaled(0n, QUANTITY_SCALE),
      salePrice: item.salePrice,
      amountToDate: Number(amountToDate),
      previousAmount: Number(previousAmount),
    });
  }
  if (executionToDate > BigInt(MAX_CENTS) || executionToDate < -BigInt(MAX_CENTS)) {
    throw AppError.field('lines', 'out_of_range', `The certified amount must stay within ±${MAX_CENTS} cents.`);
  }
  lines.sort((a, b) => a.position - b.position);
  const previousExecution = previous ? BigInt(previous.toDate.execution) : 0n;
  return { lines, ...progressFigures(executionToDate, previousExecution, rates) };
}

/** A retention release: no lines; the retention the budget's issued certifications withheld comes back. */
async function valueRelease(em: EntityManager, budgetId: string, previous: Certification | null): Promise<Valuation> {
  const { held } = await retentionOfBudget(em, budgetId);
  if (!previous || held === 0n) {
    throw AppError.field('type', 'nothing_to_release', `No issued certification of budget '${budgetId}' withheld a retention to release.`);
  }
  return { lines: [], ...retentionReleaseFigures(figuresFromStored(previous.toDate), held) };
}

function measuredOf(lines: CertificationLineInput[]) {
  return lines.map((l, i) => ({ budgetItemId: l.budget_item_id, quantity: l.quantity_to_date, param: `lines[${i}].budget_item_id` }));
}

function writeLines(em: EntityManager, sc: ServiceContext, certificationId: string, lines: Valuation['lines']): CertificationLine[] {
  return lines.map((l) => em.create(CertificationLineSchema, { id: newId('certificationLine'), certificationId, ...tenant(sc.actor), ...l }));
}

/** A budget that is certified must be the project's and accepted; the project not archived. */
function assertCertifiable(row: Awaited<ReturnType<typeof projectAndBudget>>, projectId: string, budgetId: string): void {
  const errors: FieldError[] = [];
  if (row.project_id === null) errors.push({ param: 'project_id', code: 'not_found', message: `No such project: '${projectId}'.` });
  else if (row.project_status === 'archived') errors.push({ param: 'project_id', code: 'project_archived', message: `Project '${projectId}' is archived; restore it first.` });
  if (row.budget_id === null || (row.project_id !== null && row.budget_project_id !== projectId)) {
    errors.push({ param: 'budget_id', code: 'not_found', message: `No such budget in project '${projectId}': '${budgetId}'.` });
  }
  if (errors.length > 0) throw AppError.validation(errors);
  if (row.budget_status !== 'accepted') {
    throw new AppError(
      'invalid_state_transition',
      `Budget '${budgetId}' is ${row.budget_status}; only an accepted budget is certified.`,
      'budget_id',
      { from: row.budget_status, to: 'certified' },
    );
  }
}

export async function createCertification(sc: ServiceContext, body: unknown): Promise<CertificationRepresentation> {
  requireScope(sc.actor, 'write:certifications');
  const input = parse(createCertificationInput, body);
  const type = input.type ?? 'progress';
  if (type === 'retention_release' && input.lines !== undefined) {
    throw AppError.field('lines', 'invalid_for_type', 'A retention release certifies no work: it takes no `lines`.');
  }
  return transaction(sc.em, async (em) => {
    assertCertifiable(await projectAndBudget(em, sc.actor, input.project_id, input.budget_id), input.project_id, input.budget_id);
    const draft = await openDraft(em, input.budget_id);
    if (draft) {
      throw new AppError('duplicate_resource', `Budget '${input.budget_id}' has a draft certification already (number ${draft.number}); issue or void it first.`, 'budget_id', {
        existing_id: draft.id,
      });
    }
    const { released } = await retentionOfBudget(em, input.budget_id);
    if (released) {
      throw new AppError('invalid_state_transition', `Budget '${input.budget_id}' had its final certification (the retention release).`, 'budget_id', {
        from: 'retention_released',
        to: 'certified',
      });
    }
    const previous = await lastIssued(em, input.budget_id);
    const header = headerOf(input, null, previous);
    const valuation =
      type === 'retention_release'
        ? await valueRelease(em, input.budget_id, previous)
        : await valueProgress(em, input.budget_id, measuredOf(input.lines ?? []), previous, header.rates, header.correctionReason);
    const now = new Date();
    const certification = em.create(CertificationSchema, {
      id: newId('certification'),
      ...tenant(sc.actor),
      projectId: input.project_id,
      budgetId: input.budget_id,
      number: await nextNumber(em, input.project_id),
      type,
      status: 'draft',
      periodStart: header.periodStart,
      periodEnd: header.periodEnd,
      overheadsPercentage: percent(header.rates.overheads),
      profitPercentage: percent(header.rates.profit),
      discountPercentage: percent(header.rates.discount),
      retentionPercentage: percent(header.rates.retention),
      taxRate: percent(header.rates.tax),
      reverseCharge: header.reverseCharge,
      correctionReason: header.correctionReason,
      previousId: previous?.id ?? null,
      period: storedFigures(valuation.period),
      toDate: storedFigures(valuation.toDate),
      invoiceNumber: null,
      invoiceYear: null,
      invoiceSequence: null,
      issueDate: null,
      seller: null,
      buyer: null,
      paidOn: null,
      paymentReference: null,
      createdAt: now,
      updatedAt: now,
      issuedAt: null,
      paidAt: null,
      voidedAt: null,
    });
    writeLines(em, sc, certification.id, valuation.lines);
    await em.flush();
    const representation = await represent(em, certification);
    await recordEvent(em, sc.actor, 'certification.created', representation);
    return representation;
  });
}

/** 409 unless the certification is a draft: an issued one never changes (the next one corrects it). */
function assertDraft(c: Certification, to: string): void {
  if (c.status === 'draft') return;
  const why = c.status === 'void' ? 'it is void' : 'an issued certification never changes; correct it with the next certification';
  throw new AppError('invalid_state_transition', `Certification ${c.number} is ${c.status}: ${why}.`, null, { from: c.status, to });
}

/** The issued certification a draft follows, if any. */
function previousOf(em: EntityManager, sc: ServiceContext, c: Certification): Promise<Certification | null> {
  return c.previousId ? findCertification(em, sc.actor, c.previousId) : Promise.resolve(null);
}

/**
 * Values a draft again (its header as it is now, its measured quantities, the items' prices
 * now). Its stored lines are changed in place: an issue that changes no price writes none.
 */
async function revalue(
  em: EntityManager,
  sc: ServiceContext,
  c: Certification,
  previous: Certification | null,
  measured: CertificationLineInput[] | null,
): Promise<void> {
  const stored = await storedLines(em, c.id);
  const valuation =
    c.type === 'retention_release'
      ? await valueRelease(em, c.budgetId, previous)
      : await valueProgress(
          em,
          c.budgetId,
          measured
            ? measuredOf(measured)
            : stored.map((l) => ({ budgetItemId: l.budgetItemId, quantity: parseScaled(l.quantityToDate, QUANTITY_SCALE)!, param: 'lines' })),
          previous,
          ratesOf(c),
          c.correctionReason,
        );
  const byItem = new Map(stored.map((l) => [l.budgetItemId, l]));
  const fresh: Valuation['lines'] = [];
  for (const line of valuation.lines) {
    const kept = byItem.get(line.budgetItemId);
    if (!kept) {
      fresh.push(line);
      continue;
    }
    byItem.delete(line.budgetItemId);
    // Decimal columns read back as text with their scale: compare as such, so an unchanged line stays unchanged.
    if (kept.quantityToDate !== line.quantityToDate) kept.quantityToDate = line.quantityToDate;
    if (kept.previousQuantity !== line.previousQuantity) kept.previousQuantity = line.previousQuantity;
    if (kept.position !== line.position) kept.position = line.position;
    if (kept.salePrice !== line.salePrice) kept.salePrice = line.salePrice;
    if (kept.amountToDate !== line.amountToDate) kept.amountToDate = line.amountToDate;
    if (kept.previousAmount !== line.previousAmount) kept.previousAmount = line.previousAmount;
  }
  for (const gone of byItem.values()) em.remove(gone);
  writeLines(em, sc, c.id, fresh);
  c.period = storedFigures(valuation.period);
  c.toDate = storedFigures(valuation.toDate);
}

/** PATCH of a draft: the header, and the lines measured this time (replacing those sent before). */
export async function updateCertification(sc: ServiceContext, id: string, body: unknown): Promise<CertificationRepresentation> {
  requireScope(sc.actor, 'write:certifications');
  const input = parse(updateCertificationInput, body);
  return transaction(sc.em, async (em) => {
    const c = await findCertification(em, sc.actor, id, true);
    assertDraft(c, 'updated');
    if (c.type === 'retention_release' && input.lines !== undefined) {
      throw AppError.field('lines', 'invalid_for_type', 'A retention release certifies no work: it takes no `lines`.');
    }
    const before = await represent(em, c);
    const previous = await previousOf(em, sc, c);
    const header = headerOf(input, c, previous);
    c.periodStart = header.periodStart;
    c.periodEnd = header.periodEnd;
    c.overheadsPercentage = percent(header.rates.overheads);
    c.profitPercentage = percent(header.rates.profit);
    c.discountPercentage = percent(header.rates.discount);
    c.retentionPercentage = percent(header.rates.retention);
    c.taxRate = percent(header.rates.tax);
    c.reverseCharge = header.reverseCharge;
    c.correctionReason = header.correctionReason;
    await revalue(em, sc, c, previous, input.lines ?? null);
    await em.flush();
    const after = await represent(em, c);
    const previousAttributes = changedAttributes(before, after);
    if (Object.keys(previousAttributes).length === 0) return before;
    c.updatedAt = new Date();
    await em.flush();
    const answer = { ...after, updated_at: c.updatedAt.toISOString() };
    await recordEvent(em, sc.actor, 'certification.updated', answer, previousAttributes);
    return answer;
  });
}

/** The invoice number of a sequence in a year's series: `CERT-2026-0007`. */
export function invoiceNumberOf(year: number, sequence: number): string {
  return `CERT-${year}-${String(sequence).padStart(4, '0')}`;
}

export async function partiesNow(em: EntityManager, actor: Actor, projectId: string): Promise<{ seller: StoredParty; buyer: StoredParty }> {
  const [organization, project] = await Promise.all([organizationParty(em, actor.organizationId), projectParty(em, projectId)]);
  const address = project.clientAddress ? readSpanishAddress(project.clientAddress) : null;
  return {
    seller: { name: organization.name, tax_id: organization.taxId, address: organization.fiscalAddress },
    buyer: {
      name: project.clientName,
      tax_id: project.clientNif,
      address: address && { street: address.street, post_code: address.postCode, town: address.town, province: address.province, country_code: address.countryCode },
    },
  };
}

/**
 * Issue: values the draft again at the prices of now, freezes it, and gives it the next number
 * of the organization's series for the year (`certification_series`, locked until the
 * transaction ends: concurrent issues queue, a failed one gives its number back). The seller
 * and buyer are kept as they are now.
 */
export async function issueCertification(sc: ServiceContext, id: string): Promise<CertificationRepresentation> {
  requireScope(sc.actor, 'write:certifications');
  return transaction(sc.em, async (em) => {
    const c = await findCertification(em, sc.actor, id, true);
    assertDraft(c, 'issued');
    const before = await represent(em, c);
    await revalue(em, sc, c, await previousOf(em, sc, c), null);
    const issueDate = todayUtc();
    const year = Number(issueDate.slice(0, 4));
    const sequence = await takeInvoiceSequence(em, sc.actor, year);
    const parties = await partiesNow(em, sc.actor, c.projectId);
    const now = new Date();
    Object.assign(c, {
      status: 'issued',
      invoiceYear: year,
      invoiceSequence: sequence,
      invoiceNumber: invoiceNumberOf(year, sequence),
      issueDate,
      seller: parties.seller,
      buyer: parties.buyer,
      issuedAt: now,
      updatedAt: now,
    });
    await em.flush();
    const after = await represent(em, c);
    await recordEvent(em, sc.actor, 'certification.issued', after, changedAttributes(before, after));
    return after;
  });
}

async function move(
  sc: ServiceContext,
  id: string,
  to: 'void' | 'paid',
  change: (c: Certification, now: Date) => void,
): Promise<CertificationRepresentation> {
  return transaction(sc.em, async (em) => {
    const c = await findCertification(em, sc.actor, id, true);
    const allowed = to === 'void' ? 'draft' : 'issued';
    if (c.status !== allowed) {
      throw new AppError('invalid_state_transition', `Certification ${c.number} is ${c.status}; only an ${allowed} certification can become ${to}.`, 'status', {
        from: c.status,
        to,
        allowed: [allowed],
      });
    }
    const before = await represent(em, c);
    const now = new Date();
    change(c, now);
    c.status = to;
    c.updatedAt = now;
    await em.flush();
    const after = await represent(em, c);
    const event: EventType = to === 'void' ? 'certification.voided' : 'certification.paid';
    await recordEvent(em, sc.actor, event, after, changedAttributes(before, after));
    return after;
  });
}

/** A draft that will not be issued; its number within the project is taken by the next draft. */
export function voidCertification(sc: ServiceContext, id: string): Promise<CertificationRepresentation> {
  requireScope(sc.actor, 'write:certifications');
  return move(sc, id, 'void', (c, now) => (c.voidedAt = now));
}

/** The client paid an issued certification. Those who write certifications, and accountants (`write:invoices`), record it. */
export function markCertificationPaid(sc: ServiceContext, id: string, body: unknown): Promise<CertificationRepresentation> {
  requireScope(sc.actor, 'read:certifications');
  requireAnyScope(sc.actor, ['write:certifications', 'write:invoices']);
  const input = parse(markPaidInput, body ?? {});
  return move(sc, id, 'paid', (c, now) => {
    c.paidAt = now;
    c.paidOn = input.paid_on ?? todayUtc(now);
    c.paymentReference = input.reference ?? null;
  });
}
