import { normalizeNif } from '../../platform/nif.js';
import type { Extraction, Field, FieldPlace } from './extraction-types.js';
import type { PdfPage, TextCell } from './pdf-text.js';
import { findAmounts, findSpanishDates, formatCents, parseSpanishAmount } from './spanish-numbers.js';
import { fold, squash } from './text-fold.js';

/**
 * Where each value read was printed, so a reviewer can be shown it (the page and a box in
 * fractions of the page), and, for a page read by OCR, how sure OCR was of those characters:
 * a value OCR doubted is not trusted, whatever the reading around it concluded.
 */

/** OCR's confidence in a digit below which a value holding it is never taken for sure. */
export const DOUBTFUL_DIGIT = 0.75;
/**
 * OCR's confidence in a word below which a value holding it is not taken for sure. Names and
 * document numbers are free text that nothing checks (amounts close, tax ids have a control
 * character, dates must exist): a misread letter in them at 0.6 to 0.9 created documents with a
 * wrong supplier name or invoice number on the held-out scans and photos.
 */
export const DOUBTFUL_WORD = 0.9;
/** What a field OCR doubted is capped at: below HIGH_CONFIDENCE, so a person checks it. */
const DOUBTED = 0.5;

/**
 * Words OCR ran together, which it may read with full confidence in bold capitals: a word in
 * capitals ending in a consonant and `Y` (`PILOTESY MICROPILOTES`: a name's `Y` with no space
 * before it; Spanish words end in `Y` after a vowel), or a run of letters longer than any word
 * (`ZULATZENCORTEYPERFORACIÓN`).
 */
function wordsRunTogether(name: string): boolean {
  return name.split(/[\s,.]+/).some((w) => /^\p{Lu}{3,}[BCDFGHJKLMNPQRSTVWXZÇ]Y$/u.test(w) || /\p{L}{22,}/u.test(w));
}

/**
 * A letter printed the same but smaller in lower case (`c`, `o`, `s`, `v`, `w`, `x`, `z`…) beside a
 * capital: OCR tells such a letter's case by its size alone, and a series read `Cv-26/0052` for
 * `CV-26/0052` was taken with full confidence. Document numbers rarely mix cases.
 */
function caseInDoubt(value: string): boolean {
  return /\p{Lu}[cksopuvwxz]|[cksopuvwxz]\p{Lu}/u.test(value);
}

/** Words only a document worded in Catalan prints (`Venciment`, `Base imposable`, `Quantitat`, `Preu`). */
const CATALAN_WORDS = /(?<![a-z])(?:venciment|imposable|quantitat|pagament|descripcio|preu|unitat|albara|import|client|codi|descompte|adreca|signatura|rebut)(?![a-z])/g;

/**
 * A document worded in Catalan: two of its words or more. Tesseract's Spanish model has no `è`,
 * `à`, `ò`, `ï` or `l·l`, so on a page read by OCR a Catalan name loses or changes its accents
 * (`Penedès` read `Penedés`, `Urbà` read `Urba`) with full confidence.
 */
function catalanWording(pages: PdfPage[]): boolean {
  const text = fold(pages.flatMap((p) => p.lines.map((l) => l.cells.map((c) => c.text).join(' '))).join(' '));
  return new Set(text.match(CATALAN_WORDS) ?? []).size >= 2;
}

type Matcher = (cell: TextCell) => boolean;

function amountMatcher(cents: number): Matcher {
  return (cell) => parseSpanishAmount(cell.text)?.cents === cents || findAmounts(cell.text).some((a) => a.cents === cents);
}

function dateMatcher(iso: string): Matcher {
  return (cell) => findSpanishDates(cell.text).some((d) => d.iso === iso);
}

/** A number printed as whole words of a cell (`Documento: ALB 26/002530` holds `ALB 26/002530`). */
function tokenMatcher(token: string): Matcher {
  const wanted = ` ${token.toUpperCase().split(/\s+/).join(' ')} `;
  return (cell) => ` ${cell.text.toUpperCase().split(/\s+/).map((t) => t.replace(/[.,;:]+$/, '')).join(' ')} `.includes(wanted);
}

function nifMatcher(nif: string): Matcher {
  return (cell) => normalizeNif(cell.text).includes(nif);
}

function textMatcher(text: string): Matcher {
  const wanted = fold(squash(text));
  return (cell) => fold(squash(cell.text)).includes(wanted);
}

/** How each field's value is found among the cells; null for fields without a printed place. */
function matcherOf(name: string, value: unknown): { match: Matcher; numeric: boolean } | null {
  if (value === null || value === undefined) return null;
  if (name.endsWith('_amount') && typeof value === 'number') return { match: amountMatcher(value), numeric: true };
  if (name.endsWith('_date') && typeof value === 'string') return { match: dateMatcher(value), numeric: true };
  if (name === 'provider_nif' && typeof value === 'string') return { match: nifMatcher(value), numeric: true };
  if (name.endsWith('_number') && typeof value === 'string') return { match: tokenMatcher(value), numeric: true };
  if (name === 'provider_name' && typeof value === 'string') return { match: textMatcher(value), numeric: false };
  return null;
}

function placeOf(cell: TextCell, page: PdfPage): FieldPlace {
  const top = cell.baseline - cell.fontSize;
  const round = (v: number) => Math.round(Math.min(1, Math.max(0, v)) * 10_000) / 10_000;
  return {
    page: cell.page,
    box: [round(cell.x / page.width), round(top / page.height), round(cell.right / page.width), round((cell.baseline + cell.fontSize * 0.25) / page.height)],
  };
}

/**
 * A name or number read from more than one cell (a name wrapped over two lines, its legal form set
 * apart after the comma) is in no cell whole. On a page read by OCR it is as sure as the least
 * sure of the OCR cells it is made of; when none of them is found, it is not taken for sure.
 */
function placeJoinedText(name: string, field: Field<unknown>, cells: Array<{ cell: TextCell; page: PdfPage }>): string[] {
  if ((name !== 'provider_name' && !name.endsWith('_number')) || typeof field.value !== 'string') return [];
  const ocrCells = cells.filter(({ page }) => page.ocrConfidence !== undefined);
  if (ocrCells.length === 0) return [];
  // A piece is a run of the value's own words (`ALB` · `26/002530`), not any text inside it.
  const wanted = ` ${fold(squash(field.value))} `;
  const parts = ocrCells.filter(({ cell }) => {
    const text = fold(squash(cell.text));
    return text.length > 0 && wanted.includes(` ${text} `);
  });
  const longest = parts.reduce<(typeof parts)[number] | undefined>((a, b) => (!a || b.cell.text.length > a.cell.text.length ? b : a), undefined);
  if (longest) field.where = placeOf(longest.cell, longest.page);
  if (parts.length > 0 && Math.min(...parts.map(({ cell }) => cell.confidence)) >= DOUBTFUL_WORD) return [];
  if (field.confidence <= DOUBTED) return [];
  field.confidence = DOUBTED;
  return [`${name} (${field.value}) was read by OCR from several pieces, one of them doubtful or not found: check it on page ${longest?.cell.page ?? 1}`];
}

/**
 * Gives each field the place of the cell its value was printed in (the most confidently read
 * one when it is printed more than once) and, when that cell was read by OCR with a doubtful
 * digit or word, caps the field below the confidence a complete document needs. Problems
 * name what OCR doubted.
 */
export function placeFields(extraction: Extraction, pages: PdfPage[]): { problems: string[] } {
  const cells = pages.flatMap((page) => page.lines.flatMap((line) => line.cells.map((cell) => ({ cell, page }))));
  const problems: string[] = [];
  const fields = extraction.fields as Record<string, Field<unknown> | undefined>;
  for (const [name, field] of Object.entries(fields)) {
    if (!field) continue;
    const matcher = matcherOf(name, field.value);
    if (!matcher) continue;
    const found = cells.filter(({ cell }) => matcher.match(cell));
    if (found.length === 0) {
      problems.push(...placeJoinedText(name, field, cells));
      continue;
    }
    const sureness = (c: TextCell) => (matcher.numeric ? Math.min(c.digitConfidence, c.confidence + 0.2) : c.confidence);
    const best = found.reduce((a, b) => (sureness(b.cell) > sureness(a.cell) ? b : a));
    field.where = placeOf(best.cell, best.page);
    const freeText = name === 'provider_name' || name.endsWith('_number');
    const doubted = best.cell.digitConfidence < DOUBTFUL_DIGIT || (freeText && best.cell.confidence < DOUBTFUL_WORD);
    if (doubted && field.confidence > DOUBTED) {
      field.confidence = DOUBTED;
      const shown = typeof field.value === 'number' ? formatCents(field.value) : String(field.value);
      problems.push(`${name} (${shown}) was read by OCR with a doubtful ${matcher.numeric ? 'digit' : 'word'}: check it on page ${best.cell.page}`);
    } else if (name.endsWith('_number') && best.page.ocrConfidence !== undefined && caseInDoubt(String(field.value)) && field.confidence > DOUBTED) {
      field.confidence = DOUBTED;
      problems.push(`${name} (${String(field.value)}) mixes capitals with letters OCR tells apart only by their size: check it on page ${best.cell.page}`);
    } else if (name === 'provider_name' && best.page.ocrConfidence !== undefined && wordsRunTogether(String(field.value)) && field.confidence > DOUBTED) {
      field.confidence = DOUBTED;
      problems.push(`provider_name (${String(field.value)}) looks like words OCR ran together: check it on page ${best.cell.page}`);
    } else if (name === 'provider_name' && best.page.ocrConfidence !== undefined && field.confidence > DOUBTED && catalanWording(pages)) {
      field.confidence = DOUBTED;
      problems.push(`provider_name (${String(field.value)}) was read by OCR on a page worded in Catalan, whose accents (à, è, ò) OCR does not know: check it on page ${best.cell.page}`);
    }
  }
  return { problems };
}
