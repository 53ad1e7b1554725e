/**
 * The low-level FIEBDC-3 record splitter. A record starts with `~` followed by a letter (the record
 * type) and runs to its last `|` before the next record: records may span lines (CRLF or LF), and
 * whatever lies between the last `|` of a record and the next `~` is ignored, as is anything before
 * the first record. Fields are separated by `|`, subfields by `\`.
 */

export interface Bc3Record {
  /** The letter(s) after `~`: `V`, `C`, `D`... */
  type: string;
  /** 1-based line of the file where the record's `~` is. */
  line: number;
  /** The fields after the type, as written (line breaks included). */
  fields: string[];
}

function isLetter(code: number): boolean {
  return (code >= 0x41 && code <= 0x5a) || (code >= 0x61 && code <= 0x7a);
}

/** Index of the next `~` followed by a letter at or after `from`, or -1. */
function nextRecordStart(text: string, from: number): number {
  let at = text.indexOf('~', from);
  while (at >= 0 && !isLetter(text.charCodeAt(at + 1))) at = text.indexOf('~', at + 1);
  return at;
}

/** Counts the line feeds in `text[from, to)`. */
function lineFeeds(text: string, from: number, to: number): number {
  let count = 0;
  let at = text.indexOf('\n', from);
  while (at >= 0 && at < to) {
    count++;
    at = text.indexOf('\n', at + 1);
  }
  return count;
}

function toRecord(body: string, line: number): Bc3Record {
  const lastBar = body.lastIndexOf('|');
  if (lastBar < 0) return { type: body.trim(), line, fields: [] };
  const parts = body.slice(0, lastBar).split('|');
  return { type: parts[0]!.trim().toUpperCase(), line, fields: parts.slice(1) };
}

/** Every record of a decoded file, in file order. */
export function splitRecords(text: string): Bc3Record[] {
  const records: Bc3Record[] = [];
  let start = nextRecordStart(text, 0);
  let line = 1 + (start < 0 ? 0 : lineFeeds(text, 0, start));
  while (start >= 0) {
    const next = nextRecordStart(text, start + 1);
    const end = next < 0 ? text.length : next;
    records.push(toRecord(text.slice(start + 1, end), line));
    if (next >= 0) line += lineFeeds(text, start, next);
    start = next;
  }
  return records;
}

/** Subfields of a field (`\`-separated). A field ending with `\` gives no empty last subfield. */
export function subfields(field: string | undefined): string[] {
  if (field === undefined || field === '') return [];
  const parts = field.split('\\');
  if (parts.length > 1 && parts[parts.length - 1]!.trim() === '') parts.pop();
  return parts;
}

/** A code or number subfield: line breaks and surrounding blanks removed. */
export function clean(value: string | undefined): string {
  if (value === undefined) return '';
  return (value.includes('\n') || value.includes('\r') ? value.replace(/[\r\n]+/g, '') : value).trim();
}

/** A text field: line breaks as `\n`, blank lines and blanks around the text removed. */
export function cleanText(value: string | undefined): string {
  if (value === undefined) return '';
  return (value.includes('\r') ? value.replace(/\r\n?/g, '\n') : value).trim();
}

/** A one-line text field (summary, unit, title): line breaks and the blanks around them become one space. */
export function oneLine(value: string | undefined): string {
  const text = cleanText(value);
  return text.includes('\n') ? text.replace(/\s*\n\s*/g, ' ') : text;
}
