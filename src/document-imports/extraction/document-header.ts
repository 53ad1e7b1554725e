import type { Field } from './extraction-types.js';
import type { LabelKind } from './labels.js';
import type { DocumentLayout, PlacedLabel } from './layout.js';
import { checkNif } from '../../platform/nif.js';
import { arithmeticRow } from './line-table.js';
import { findSpanishDates, parseSpanishAmount } from './spanish-numbers.js';

/**
 * Header values shared by invoices and delivery notes: a document number and dates, each read
 * next to its label. The same value printed twice (a header repeated on every page) is one
 * value; two different values under equally good labels make the field ambiguous.
 */

interface Reading<T> {
  value: T;
  strength: number;
  lineIndex?: number;
}

/** Confidence of a field two labels disagree on. */
const DISAGREEMENT = 0.5;

function choose<T>(readings: Reading<T>[], describe: (v: T) => string): { field?: Field<T>; problem?: string } {
  if (readings.length === 0) return {};
  const byValue = new Map<string, Reading<T>>();
  for (const r of readings) {
    const key = describe(r.value);
    const known = byValue.get(key);
    if (!known || known.strength < r.strength) byValue.set(key, r);
  }
  const ranked = [...byValue.values()].sort((a, b) => b.strength - a.strength);
  const [first, second] = ranked;
  if (second && second.strength >= first.strength - 0.05) {
    return {
      field: { value: first.value, confidence: DISAGREEMENT },
      problem: `different values under the same kind of label: ${ranked.map((r) => describe(r.value)).join(', ')}`,
    };
  }
  return { field: { value: first.value, confidence: first.strength } };
}

/** Candidate texts for a label's value: inline or to the right, then the cell below. */
function valueTexts(layout: DocumentLayout, label: PlacedLabel, runOn = false): string[] {
  const out: string[] = [];
  const inline = layout.inlineValue(label);
  // A value split over two cells by wide spacing (`Fecha de factura: 28   de agosto de 2026`).
  const next = label.line.cells[label.cellIndex + 1];
  if (runOn && inline?.where === 'inline' && next && !layout.startsWithLabel(label.lineIndex, label.cellIndex + 1)) out.push(`${inline.text} ${next.text}`);
  if (inline) out.push(inline.text);
  if (!inline || inline.where === 'right') {
    // A label over a row of figures heads a table's column (`FECHA | ALBARÁN | … | IMPORTE`): what is under it is no header value.
    const below = layout.belowCandidates(label);
    if (below.length > 0 && !figuresLine(layout, below[0].lineIndex)) out.push(...below.map((b) => b.cell.text));
  }
  return figuresLine(layout, label.lineIndex) ? [] : out;
}

/** A row of a table: its figures close (quantity × price = amount), or it prints two amounts of money or more. */
function figuresLine(layout: DocumentLayout, lineIndex: number): boolean {
  const line = layout.lines[lineIndex];
  return arithmeticRow(line, lineIndex) !== null || line.cells.filter((c) => parseSpanishAmount(c.text)?.decimal.scale === 2).length >= 2;
}

/** The document's header: the first page above its first table or row of figures. */
function inHeader(layout: DocumentLayout, lineIndex: number): boolean {
  return lineIndex < headerEnd(layout) && layout.lines[lineIndex].page === layout.lines[0].page;
}

const headerEnds = new WeakMap<DocumentLayout, number>();

function headerEnd(layout: DocumentLayout): number {
  let end = headerEnds.get(layout);
  if (end === undefined) {
    const firstFigures = layout.lines.findIndex((l) => l.cells.filter((c) => parseSpanishAmount(c.text) !== null).length >= 3);
    end = Math.min(...[...layout.tableHeaders], firstFigures < 0 ? layout.lines.length : firstFigures);
    headerEnds.set(layout, end);
  }
  return end;
}

const DOCUMENT_NUMBER = /^[A-Za-z0-9][A-Za-z0-9/\-_.]{0,39}$/;

/**
 * `A-2026/0012`, `F26-00123`, `2026.145`: one token, with at least one digit, after any leaders
 * (`...... :`). Not a date, a tax id, or the first group of a phone number (`962 27 74 16`).
 */
export function documentNumberOf(text: string): string | null {
  // Under a title, the number may come with its own `N.` or `Nº` (`TICKET BÁSCULA/ALBARÁN` over `N. B-118430`).
  const clean = text.replace(/^[\s.:·…_=-]+/, '').replace(/^(?:N[º°]\.?|N\.[º°o]?|N[úu]m\.?|Nro\.?)\s*:?\s*(?=\S*\d)/i, '');
  // `5 de julio de 2026` under a title is a date, not document number 5.
  if (findSpanishDates(clean)[0]?.index === 0) return null;
  const words = clean.split(/\s+/);
  // A series and the number in groups of digits, the whole cell (`GCH 2026 0318`): all of it.
  const cell = clean.split(/\s{2,}/)[0].trim();
  if (/^[A-Z]{2,4}(?: \d{2,8}){2,3}$/.test(cell)) return cell;
  // A series in capital letters set apart from the number by a space (`ALB 26/002530`) is part of it.
  if (/^[A-Z]{1,4}$/.test(words[0] ?? '') && /\d/.test(words[1] ?? '') && clean.startsWith(`${words[0]} ${words[1]}`)) {
    const number = documentNumberOf(words[1]);
    return number ? `${words[0]} ${number}` : null;
  }
  const token = words[0]?.replace(/[.,;:]+$/, '') ?? '';
  if (!DOCUMENT_NUMBER.test(token) || !/\d/.test(token)) return null;
  if (findSpanishDates(token).length > 0) return null;
  const nif = checkNif(token.toUpperCase());
  if (nif.ok && nif.kind !== 'foreign') return null;
  if (/^\d{2,3}$/.test(token) && /^\d{2,3}$/.test(words[1] ?? '') && /^\d{2,3}$/.test(words[2] ?? '')) return null;
  return token;
}

/**
 * The document's number: under the labels that name the kind of document (`Nº factura`,
 * `Albarán nº`), or, when none of those is printed, under a plain one (`Nº:`, `Nº documento`,
 * the `FACTURA` title with the number beside it).
 */
export function readDocumentNumber(layout: DocumentLayout, kinds: LabelKind[], what: string): { field?: Field<string>; problems: string[] } {
  const read = (labelKinds: LabelKind[]) => {
    const readings: Reading<string>[] = [];
    for (const label of layout.labelsOf(...labelKinds)) {
      if (numbersWhatPrecedes(layout, label)) continue;
      for (const text of valueTexts(layout, label)) {
        const value = documentNumberOf(text);
        if (value) {
          readings.push({ value, strength: label.strength, lineIndex: label.lineIndex });
          break;
        }
      }
    }
    return readings;
  };
  let readings = read(kinds);
  if (readings.length === 0) {
    // A plain `Nº` is read in the document's header only: under it, in a table or a wrapped line, it numbers something else (`COLEGIO PÚBLICO Nº 3`).
    readings = read(['document_number']).filter((r) => inHeader(layout, r.lineIndex ?? 0));
  }
  const { field, problem } = choose(readings, (v) => v);
  const problems = problem ? [`${what}: ${problem}`] : [];
  if (!field) problems.push(`no ${what} was found`);
  return { field, problems };
}

/**
 * A plain `Nº` set apart after a word that is no label (`Certificación   nº 7`, `Pedido   Nº 12`):
 * it numbers that thing, not the document.
 */
function numbersWhatPrecedes(layout: DocumentLayout, label: PlacedLabel): boolean {
  if (label.kind !== 'document_number' || label.cellIndex === 0 || !layout.startsWithLabel(label.lineIndex, label.cellIndex)) return false;
  if (!/^(?:n\.?o|num|nro|numero)\W*$/.test(layout.foldedCells[label.lineIndex][label.cellIndex].slice(label.start, label.end).replace(/\s/g, ''))) return false;
  const before = label.cellIndex - 1;
  const word = layout.foldedCells[label.lineIndex][before];
  // A web or mail address before it (OCR may read its `@` as a letter) belongs to the letterhead.
  if (/\.(?:com|es|net|org|eu|cat|gal|eus|info)$/.test(word.trim())) return false;
  if (DOCUMENT_TITLE.test(word.trim())) return false;
  return /^\p{L}[\p{L}\s.]*$/u.test(word) && !layout.labelsOnLine(label.lineIndex).some((l) => l.cellIndex === before);
}

/** The document's own title (`NOTA DE ENTREGA`, `ALBARÁN DE MOSTRADOR`, `FACTURA DE ALQUILER`): a `Nº` after it numbers the document. */
const DOCUMENT_TITLE = /^(?:factura|albaran|nota|hoja|ticket|vale|parte)(?:\s+(?:de|del)\s+[\p{L}\s]+)?$/u;

/** A series printed apart from the number (`SERIE | Nº FACTURA` → `R | 8`): a short code. */
const SERIES = /^[A-Za-z0-9]{1,6}$/;

/**
 * A document number whose series is printed apart (`SERIE R`, `Nº FACTURA 8`) is not the whole
 * number: the whole one is looked for where the document prints it joined (`FACTURA R-8`,
 * `A/16579`, `A16579`); without it the number is left for a person to confirm.
 */
export function withSeries(layout: DocumentLayout, field: Field<string> | undefined, what: string): { field?: Field<string>; problems: string[] } {
  if (!field) return { field, problems: [] };
  const series = new Set<string>();
  let unread = false;
  for (const label of layout.labelsOf('series')) {
    // A label heads its cell (`Serie: A`, a grid's `SERIE`); `PVC serie B` in a description is no label.
    if (layout.foldedCells[label.lineIndex][label.cellIndex].slice(0, label.start).trim() !== '') continue;
    let read = false;
    for (const text of valueTexts(layout, label)) {
      const token = text.trim().split(/\s+/)[0]?.replace(/[.:;,]+$/, '') ?? '';
      if (SERIES.test(token) && token !== field.value) {
        series.add(token);
        read = true;
        break;
      }
    }
    unread ||= !read;
  }
  const number = field.value;
  const escape = (t: string) => t.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  if (series.size === 0 && unread) {
    // A series is labelled but its value was not read (OCR drops a lone letter): the number is
    // whole only where the document prints it joined to a series.
    const joinedAny = new RegExp(`(?<![\\w/-])[A-Za-z0-9]{1,6}\\s?[-/.]\\s?${escape(number)}(?![\\w/-])`);
    const whole = new Set(layout.lines.flatMap((line) => line.cells.flatMap((cell) => joinedAny.exec(cell.text)?.[0].replace(/\s+/g, '') ?? [])));
    if (whole.size === 1) return { field: { ...field, value: [...whole][0] }, problems: [] };
    return {
      field: { ...field, confidence: Math.min(field.confidence, SERIES_APART) },
      problems: [`${what} ${number}: a series is labelled but could not be read: check the whole number`],
    };
  }
  const missing = [...series].filter((s) => !number.toUpperCase().startsWith(s.toUpperCase()));
  if (series.size !== 1 || missing.length === 0) return { field, problems: [] };
  const [prefix] = missing;
  const joined = new RegExp(`(?<![\\w/-])${escape(prefix)}\\s?[-/.]?\\s?${escape(number)}(?![\\w/-])`, 'i');
  for (const line of layout.lines) {
    for (const cell of line.cells) {
      const m = joined.exec(cell.text);
      if (m) return { field: { ...field, value: m[0].replace(/\s+/g, '') }, problems: [] };
    }
  }
  return {
    field: { ...field, confidence: Math.min(field.confidence, SERIES_APART) },
    problems: [`${what} ${number} has its series (${prefix}) printed apart and the two are never printed together: check the whole number`],
  };
}

/** A number whose series could not be joined to it with certainty. */
const SERIES_APART = 0.7;

/** The date at the start of a value text (`12/03/2026`, `5 de noviembre de 2026`). */
export function leadingDate(text: string): { iso: string } | null {
  const first = findSpanishDates(text)[0];
  if (!first || text.slice(0, first.index).replace(/[\s:.,-]/g, '') !== '') return null;
  return { iso: first.iso };
}

/** The date a text is, with nothing after it but spaces and dots or the time (`12 de marzo de 2026.`, `03.02.26 11:21`), or null. */
function dateAlone(text: string): string | null {
  const date = findSpanishDates(text)[0];
  return date && date.index === 0 && text.slice(date.length).replace(/^\s+(?:[01]?\d|2[0-3]):[0-5]\d(?::[0-5]\d)?(?:\s*h)?/, '').replace(/[\s.]/g, '') === '' ? date.iso : null;
}

/**
 * A letter's dateline, `Burgos, 22 de septiembre de 2026` or `En Vigo, a 21 de junio de 2026`:
 * a place name (letters only, no digits: not an address), a comma, and a date ending the cell.
 * Hand-made invoices date themselves this way instead of printing `Fecha:`.
 */
const DATELINE = /^(?:en\s+)?\p{Lu}[\p{L}'. -]{1,40},\s*(?:a\s+)?/u;

function datelineReadings(layout: DocumentLayout): Reading<string>[] {
  const readings: Reading<string>[] = [];
  for (const line of layout.lines) {
    for (const cell of line.cells) {
      const head = DATELINE.exec(cell.text);
      if (!head) continue;
      const date = dateAlone(cell.text.slice(head[0].length));
      if (date) readings.push({ value: date, strength: DATELINE_STRENGTH });
    }
  }
  return readings;
}

/**
 * The date right after its label on a row of figures (`2.263,94  291,41  Vencimiento  10/04/2026`):
 * a totals row that holds the due date too. Other values on such a row head a table's column.
 */
function dateBesideFigures(layout: DocumentLayout, label: PlacedLabel): string[] {
  if (!figuresLine(layout, label.lineIndex)) return [];
  const inline = layout.inlineValue(label);
  return inline?.where === 'right' && dateAlone(inline.text) ? [inline.text] : [];
}

/** As sure as a plain `Fecha` label. */
const DATELINE_STRENGTH = 0.9;

/**
 * A date printed alone in its cell in the document's header (`12 de marzo de 2026` under the
 * number), when no label dates the document: one value only, or none.
 */
function loneHeaderDates(layout: DocumentLayout): Reading<string>[] {
  const values = new Set<string>();
  layout.lines.forEach((line, lineIndex) => {
    if (!inHeader(layout, lineIndex) || line.rotated) return;
    for (const cell of line.cells) {
      const date = dateAlone(cell.text);
      if (date) values.add(date);
    }
  });
  return values.size === 1 ? [{ value: [...values][0], strength: DATELINE_STRENGTH }] : [];
}

/**
 * A date under the strongest label kinds available: `preferred` labels (Fecha factura, Fecha
 * entrega) first, the plain `Fecha` only when none of those is printed, and a letter's dateline
 * when no date label is printed at all.
 */
export function readDate(
  layout: DocumentLayout,
  preferred: LabelKind[],
  fallback: LabelKind[],
  what: string,
  required: boolean,
  /** Another document's number label: a plain `Fecha` after it on its line is that document's date (`ALBARÁN Nº AL-95991 - FECHA 06-06-2026` on an invoice). */
  otherDocument: LabelKind | null = null,
): { field?: Field<string>; problems: string[] } {
  const anotherDocuments = (label: PlacedLabel) =>
    otherDocument !== null &&
    layout
      .labelsOnLine(label.lineIndex)
      .some((l) => l.kind === otherDocument && (l.cellIndex < label.cellIndex || (l.cellIndex === label.cellIndex && l.start < label.start)));
  const read = (kinds: LabelKind[]) => {
    const readings: Reading<string>[] = [];
    for (const label of layout.labelsOf(...kinds)) {
      if (label.kind === 'date' && anotherDocuments(label)) continue;
      for (const text of [...valueTexts(layout, label, true), ...dateBesideFigures(layout, label)]) {
        const date = leadingDate(text);
        if (date) {
          // A two-digit year (`12/03/26`, common in ERP output) is read as 20yy.
          readings.push({ value: date.iso, strength: label.strength, lineIndex: label.lineIndex });
          break;
        }
      }
    }
    return readings;
  };
  let readings = read(preferred);
  if (readings.length === 0) {
    readings = read(fallback);
    // A plain `Fecha` is the document's own in its header; under the totals it heads a due date's or a payment's column.
    const header = readings.filter((r) => inHeader(layout, r.lineIndex ?? 0));
    if (header.length > 0) readings = header;
  }
  if (readings.length === 0 && required) readings = datelineReadings(layout);
  if (readings.length === 0 && required) readings = loneHeaderDates(layout);
  const { field, problem } = choose(readings, (v) => v);
  const problems = problem ? [`${what}: ${problem}`] : [];
  if (!field && required) problems.push(`no ${what} was found`);
  return { field, problems };
}
