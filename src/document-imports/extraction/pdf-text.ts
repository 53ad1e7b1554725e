import { getDocumentProxy } from 'unpdf';

/**
 * Text with positions from a PDF's text layer, rebuilt into lines and cells. Coordinates are
 * PDF points measured from the top-left corner of the page (PDF itself counts from the bottom),
 * so "below" means a larger `top`.
 */
export interface TextCell {
  text: string;
  page: number;
  /** Left and right edges. */
  x: number;
  right: number;
  /** Baseline, from the top of the page. */
  baseline: number;
  fontSize: number;
}

export interface TextLine {
  page: number;
  baseline: number;
  fontSize: number;
  /** Cells left to right; a wide gap between two pieces of text starts a new cell. */
  cells: TextCell[];
  /** The cells joined by two spaces. */
  text: string;
  /** Text printed at an angle (a legal note up the margin) forms lines of its own. */
  rotated: boolean;
}

export interface PdfPage {
  number: number;
  width: number;
  height: number;
  lines: TextLine[];
}

export interface PdfText {
  pageCount: number;
  /** The pages read (at most `maxPages`). */
  pages: PdfPage[];
}

interface RawItem {
  str: string;
  x: number;
  width: number;
  baseline: number;
  fontSize: number;
  rotated: boolean;
}

export class PdfReadError extends Error {}

/** Reads the text layer of every page (up to `maxPages`). Throws PdfReadError for unreadable input. */
export async function readPdfText(bytes: Uint8Array, options: { maxPages?: number } = {}): Promise<PdfText> {
  const maxPages = options.maxPages ?? 50;
  let pdf;
  try {
    // pdf.js may take over (detach) the buffer it is given: hand it a copy, never the caller's.
    // A plain Uint8Array: pdf.js refuses a Node Buffer, whose slice() is neither a copy nor plain.
    pdf = await getDocumentProxy(new Uint8Array(bytes), { verbosity: 0, stopAtErrors: false });
  } catch (err) {
    throw new PdfReadError(describePdfError(err));
  }
  try {
    const pages: PdfPage[] = [];
    const last = Math.min(pdf.numPages, maxPages);
    for (let n = 1; n <= last; n++) {
      const page = await pdf.getPage(n);
      const [x0, y0, x1, y1] = page.view;
      const content = await page.getTextContent();
      const items: RawItem[] = [];
      for (const item of content.items) {
        if (!('str' in item) || item.str.trim() === '') continue;
        const [a, b, c, d, e, f] = item.transform as number[];
        const rotated = Math.abs(b) > 0.01 || Math.abs(c) > 0.01 || a <= 0;
        const fontSize = rotated ? Math.hypot(a, b) : Math.abs(d) || Math.abs(a);
        items.push({ str: item.str, x: e - x0, width: item.width, baseline: y1 - f, fontSize, rotated });
      }
      pages.push({ number: n, width: x1 - x0, height: y1 - y0, lines: buildLines(n, items) });
      page.cleanup();
    }
    return { pageCount: pdf.numPages, pages };
  } catch (err) {
    throw new PdfReadError(describePdfError(err));
  } finally {
    await pdf.destroy();
  }
}

function describePdfError(err: unknown): string {
  const name = err instanceof Error ? err.name : '';
  if (name === 'PasswordException') return 'the PDF is encrypted with a password';
  if (name === 'InvalidPDFException') return 'the file is not a valid PDF';
  return `the PDF could not be read (${err instanceof Error ? err.message : String(err)})`;
}

/** Items whose baselines are this close (as a share of the font size) are on one line. */
const SAME_LINE = 0.35;
/** A horizontal gap wider than this share of the font size separates two cells. */
const CELL_GAP = 0.6;

function buildLines(page: number, items: RawItem[]): TextLine[] {
  const flat = items.filter((i) => !i.rotated).sort((a, b) => a.baseline - b.baseline || a.x - b.x);
  const groups: RawItem[][] = [];
  for (const item of flat) {
    const current = groups.at(-1);
    const anchor = current?.[0];
    if (anchor && Math.abs(item.baseline - anchor.baseline) <= SAME_LINE * Math.max(anchor.fontSize, item.fontSize)) {
      current.push(item);
    } else {
      groups.push([item]);
    }
  }
  const lines = groups.map((group) => toLine(page, group, false));
  for (const item of items.filter((i) => i.rotated)) lines.push(toLine(page, [item], true));
  return lines.sort((a, b) => a.baseline - b.baseline);
}

function toLine(page: number, group: RawItem[], rotated: boolean): TextLine {
  const sorted = [...group].sort((a, b) => a.x - b.x);
  const cells: TextCell[] = [];
  for (const item of sorted) {
    const text = item.str.replace(/\s+/g, ' ');
    const previous = cells.at(-1);
    const gap = previous ? item.x - previous.right : Infinity;
    if (previous && gap <= CELL_GAP * Math.max(previous.fontSize, item.fontSize)) {
      const joiner = gap > 0.1 * item.fontSize && !previous.text.endsWith(' ') && !text.startsWith(' ') ? ' ' : '';
      previous.text += joiner + text;
      previous.right = Math.max(previous.right, item.x + item.width);
    } else {
      cells.push({ text, page, x: item.x, right: item.x + item.width, baseline: item.baseline, fontSize: item.fontSize });
    }
  }
  for (const cell of cells) cell.text = cell.text.trim();
  const baseline = sorted.reduce((sum, i) => sum + i.baseline, 0) / sorted.length;
  const fontSize = Math.max(...sorted.map((i) => i.fontSize));
  return { page, baseline, fontSize, cells, text: cells.map((c) => c.text).join('  '), rotated };
}
