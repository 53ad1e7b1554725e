/**
 * BC3 (FIEBDC-3) files of budgets: import (a file becomes a new budget) and export (a budget
 * becomes a FIEBDC-3/2016 file). The rules are in docs/bc3.md#import-and-export-through-the-api.
 */
import { type ServiceContext, requireScope, tenant } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { isId } from '../platform/ids.js';
import { StoredFileSchema } from '../files/file.entity.js';
import { readContent } from '../files/file.queries.js';
import { zodErrors, parse } from '../platform/validation.js';
import { transaction } from '../platform/db/transaction.js';
import { Bc3Error, readBc3, type Bc3Budget } from './bc3/bc3-reader.js';
import { writeBc3 } from './bc3/bc3-writer.js';
import { bc3StructureFigures, fileError, fitText } from './budget-bc3.js';
import { bc3Tree } from './budget-bc3-export.js';
import { chapterTreesOf, findBudget, loadStructure } from './budget.queries.js';
import { budgetWithItemsRepresentation } from './budget.representation.js';
import { exportBudgetQuery, importBudgetQuery, TEXT_LIMITS } from './budget.schemas.js';
import { projectErrors, storeBudget } from './budget.service.js';

/** The media type of FIEBDC-3 files, as the export answers and the import accepts. */
export const BC3_MEDIA_TYPE = 'application/x-fiebdc';
/** What the import accepts: the FIEBDC type, or a generic binary (what most clients send for a file). */
export const BC3_UPLOAD_TYPES = [BC3_MEDIA_TYPE, 'application/octet-stream'] as const;

/** A file a use case answers: the adapter sends the bytes with these headers. */
export interface FileResult {
  filename: string;
  contentType: string;
  body: Buffer;
}

/** The 422 of a refused import: every problem, and `truncated` when reading stopped at the maximum. */
function importRefused(errors: FieldError[], truncated: boolean): AppError {
  const base = AppError.validation(errors);
  return new AppError('validation_failed', base.message, base.param, { errors, truncated });
}

/**
 * `POST /v1/budgets/import`: a new draft budget from a FIEBDC-3 file, with its structure (chapters
 * nested as in the file), in one transaction; `budget.created`. `readFile` gives the request body;
 * it is read only once the caller's scope is known to allow the import. Any problem of the query
 * or of the file is one 422 listing them all (the file's with `record` and `line`); nothing is created.
 */
export async function importBudget(sc: ServiceContext, query: unknown, readFile: () => Promise<Uint8Array>) {
  requireScope(sc.actor, 'write:budgets');
  const bytes = await readFile();
  const errors: FieldError[] = [];
  let truncated = false;

  const q = importBudgetQuery.safeParse(query ?? {}, { reportInput: true });
  if (!q.success) errors.push(...zodErrors(q.error));
  else errors.push(...(await projectErrors(sc.em, sc, q.data.project_id)));

  let file: Bc3Budget | null = null;
  if (bytes.length === 0) {
    errors.push({ param: 'file', code: 'required', message: 'The request body must be the BC3 file; it is empty.' });
  } else {
    try {
      file = readBc3(bytes);
    } catch (error) {
      if (!(error instanceof Bc3Error)) throw error;
      errors.push(...error.problems.map(fileError));
      truncated = error.truncated;
    }
  }
  // Imports start without markup: PATCH `markup_percentage` sets one.
  const markup = 0n;
  const converted = file ? bc3StructureFigures(file, markup) : null;
  if (converted) {
    errors.push(...converted.errors);
    // Totals that differ from the file's by more than the tolerance are refused unless asked for.
    if (!(q.success && q.data.accept_total_mismatch)) errors.push(...converted.mismatches);
    truncated ||= converted.truncated;
  }
  if (errors.length > 0 || !q.success || !file || !converted) throw importRefused(errors, truncated);

  const root = file.root;
  const name = q.data.name ?? fitText(root.title.replace(/\s*\n\s*/g, ' ') || root.code, TEXT_LIMITS.name);
  const currency = /^[A-Za-z]{3}$/.test(file.file.currency) ? file.file.currency.toUpperCase() : 'EUR';
  return transaction(sc.em, async (em) => {
    const { budget, structure } = await storeBudget(em, sc, {
      projectId: q.data.project_id,
      name,
      currency,
      markup,
      figures: converted.figures,
      importReport: converted.report,
    });
    return budgetWithItemsRepresentation(budget, chapterTreesOf(structure).map((t) => t.chapter));
  });
}

/** A file name from a budget name: what file systems refuse becomes `_`. */
function filenameOf(name: string, extension: string): string {
  const base = name.replace(/[\\/:*?"<>|\u0000-\u001f\u007f]+/g, '_').trim() || 'budget';
  return `${base}.${extension}`;
}

/**
 * `GET /v1/budgets/{id}/export?format=bc3`: the budget as a FIEBDC-3/2016 file in Windows-1252
 * (declared in `~V`) that imports back to the same structure and totals.
 */
export async function exportBudget(sc: ServiceContext, id: string, query: unknown): Promise<FileResult> {
  requireScope(sc.actor, 'read:budgets');
  parse(exportBudgetQuery, query);
  const budget = await findBudget(sc.em, sc.actor, id);
  const structure = await loadStructure(sc.em, budget.id);
  const body = writeBc3(bc3Tree(budget, structure), { currency: budget.currency });
  return { filename: filenameOf(budget.name, 'bc3'), contentType: BC3_MEDIA_TYPE, body };
}

/**
 * GraphQL `importBudget`: a BC3 file uploaded with `POST /uploads` (`application/x-fiebdc`)
 * imported as `POST /v1/budgets/import` would (docs/bc3.md#importing-an-upload).
 */
export async function importUploadedBudget(
  sc: ServiceContext,
  input: { file_id: string; project_id: string; name?: string | null; accept_total_mismatch?: boolean | null },
) {
  requireScope(sc.actor, 'write:budgets');
  const file = isId('file', input.file_id)
    ? await sc.em.findOne(StoredFileSchema, { id: input.file_id, ...tenant(sc.actor) }, { fields: ['sha256', 'contentType'] })
    : null;
  if (!file) throw AppError.field('file_id', 'not_found', `No such file: '${input.file_id}'.`);
  if (file.contentType !== BC3_MEDIA_TYPE) {
    throw AppError.field('file_id', 'invalid_file', `'${input.file_id}' is not a BC3 file (it was uploaded as ${file.contentType}).`);
  }
  const bytes = await readContent(sc.em, file.sha256);
  const query = {
    project_id: input.project_id,
    ...(input.name ? { name: input.name } : {}),
    ...(input.accept_total_mismatch ? { accept_total_mismatch: 'true' } : {}),
  };
  return importBudget(sc, query, async () => bytes ?? new Uint8Array());
}
