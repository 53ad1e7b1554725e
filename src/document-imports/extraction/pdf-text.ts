import { type OcrPage, type OcrWord, ocrTurn } from './ocr.js';
import { type PreparedImage, openPdf, pageImagePixels, paintsImage, prepareForOcr, withPagePixels } from './page-images.js';

/**
 * Text with positions, rebuilt into lines and cells: from a PDF's text layer, or recognised by
 * OCR on a page without one (a scan) and on a photo. Coordinates are points measured from the
 * top-left corner of the page (PDF itself counts from the bottom), so "below" means a larger
 * `top`; an image is taken as an A4 page's width.
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
  /** How sure the reading of the text is, 0..1: 1 for a text layer, OCR's word confidence otherwise. */
  confidence: number;
  /** The least confidence of a digit in the cell (1 when it has none, or for a text layer). */
  digitConfidence: number;
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
  /** Read by OCR (the page had no text layer, or is a photo): its mean word confidence, 0..1. */
  ocrConfidence?: number;
}

export interface PdfText {
  pageCount: number;
  /** The pages read (at most `maxPages`). */
  pages: PdfPage[];
  /** Pages without a text layer that were not recognised (past `maxOcrPages`). */
  unreadPages: number[];
}

interface RawItem {
  str: string;
  x: number;
  width: number;
  baseline: number;
  fontSize: number;
  rotated: boolean;
  confidence: number;
  digitConfidence: number;
}

export interface ReadOptions {
  /** Pages read from a PDF (default 50). */
  maxPages?: number;
  /** Pages without a text layer recognised by OCR (default 0: none). */
  maxOcrPages?: number;
}

/** A page with fewer printed characters than this, and an image on it, is a scan. */
const MIN_TEXT_CHARS = 20;

export class PdfReadError extends Error {}

/**
 * Reads the text layer of every page (up to `maxPages`); a page without one is rendered and
 * recognised by OCR, up to `maxOcrPages` of them. Throws PdfReadError for unreadable input.
 */
export async function readPdfText(bytes: Uint8Array, options: ReadOptions = {}): Promise<PdfText> {
  const maxPages = options.maxPages ?? 50;
  const maxOcrPages = options.maxOcrPages ?? 0;
  let pdf;
  try {
    pdf = await openPdf(bytes);
  } catch (err) {
    throw new PdfReadError(describePdfError(err));
  }
  try {
    const pages: PdfPage[] = [];
    const unreadPages: number[] = [];
    let ocrPages = 0;
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
        items.push({ str: item.str, x: e - x0, width: item.width, baseline: y1 - f, fontSize, rotated, confidence: 1, digitConfidence: 1 });
      }
      const width = x1 - x0;
      const height = y1 - y0;
      const few = items.reduce((n, i) => n + i.str.trim().length, 0) < MIN_TEXT_CHARS;
      const scan = few ? await readScannedPage(pdf, page, ocrPages < maxOcrPages) : null;
      page.cleanup();
      if (!scan) {
        pages.push({ number: n, width, height, lines: buildLines(n, items) });
      } else if (scan === 'unread') {
        unreadPages.push(n);
      } else {
        ocrPages += 1;
        pages.push(ocrPageOf(n, scan, width / scan.width, width, height));
      }
    }
    return { pageCount: pdf.numPages, pages, unreadPages };
  } catch (err) {
    if (err instanceof PdfReadError) throw err;
    throw new PdfReadError(describePdfError(err));
  } finally {
    await pdf.destroy();
  }
}

/**
 * A printed page is mostly paper: evened out, its ink covers a few per cent of it (at most 5 %
 * on the corpus's scans and photos). An image with more than this is a photograph of something
 * else, or noise, which Tesseract would spend minutes on for nothing.
 */
const MAX_INK_SHARE = 0.12;

type PdfDocument = Awaited<ReturnType<typeof openPdf>>;

/**
 * A page with (almost) no text: a scan when it paints an image, recognised by OCR when
 * `recognizable` (else 'unread'); null when it is no scan. Looking decodes the page's images,
 * so it is done in the page's turn in the OCR queue (ocr.ts), as is the recognition.
 */
async function readScannedPage(pdf: PdfDocument, page: Awaited<ReturnType<PdfDocument['getPage']>>, recognizable: boolean): Promise<OcrPage | 'unread' | null> {
  return ocrTurn(async (recognize) => {
    const operators = await page.getOperatorList();
    // A page that paints no image is no scan, however little text it has.
    if (!paintsImage(operators)) return null;
    if (!recognizable) return 'unread';
    // A scanner's page is its image, taken as pdf.js decoded it; any other page is drawn.
    const image = pageImagePixels(page, operators);
    const prepared = printedPage(image ? await prepareForOcr(image) : await withPagePixels(pdf, page.pageNumber, prepareForOcr));
    // The page's decoded image and operators are not needed while Tesseract reads its pixels.
    page.cleanup();
    return recognize(prepared).catch(unrecognised);
  });
}

function printedPage(prepared: PreparedImage): PreparedImage {
  if (prepared.inkShare > MAX_INK_SHARE) {
    throw new PdfReadError(`the image does not look like a printed page (${Math.round(prepared.inkShare * 100)} % of it is dark); it needs to be read by a person`);
  }
  return prepared;
}

function unrecognised(err: unknown): never {
  throw new PdfReadError(`the page could not be recognised (${err instanceof Error ? err.message : String(err)})`);
}

/** A4's width in points: a photo or a scanned image is taken as a page of that width. */
const A4_WIDTH = 595.28;

/** The text of a page image (JPEG or PNG, a scan or a phone photo), recognised by OCR. */
export async function readImageText(bytes: Uint8Array): Promise<PdfText> {
  const ocr = await ocrTurn(async (recognize) => {
    const prepared = await prepareForOcr(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)).catch((err: unknown) => {
      throw new PdfReadError(`the image could not be read (${err instanceof Error ? err.message : String(err)})`);
    });
    return recognize(printedPage(prepared)).catch(unrecognised);
  });
  const k = A4_WIDTH / ocr.width;
  return { pageCount: 1, pages: [ocrPageOf(1, ocr, k, A4_WIDTH, ocr.height * k)], unreadPages: [] };
}

/**
 * What OCR makes of a few characters Spanish documents print everywhere, put back: `Nº` read as
 * `N?`, `N*`, `N9`, `Ne`, `N°`, `N”` or `N*”`; rules glued to words; the lost last dot of `S.L.`;
 * a decimal comma read as a dot, or swapped with the thousands' dot.
 */
function ocrText(text: string): string {
  return (
    text
      // A table's rule read as a bar or a bracket glued to the word beside it.
      .replace(/^[|[\]{}]+(?=\S)|(?<=\S)[|[\]{}]+$/g, '')
      .replace(/^([Nn])(?:[?*°”“"'9]{1,2}|e)(?=$|[.:])/, '$1º')
      // `n.º:` with its `º` read as a 9 (`Albará n.9:`): only before the colon, so `n.9` in an address stays.
      .replace(/^([Nn])\.9(?=:)/, '$1.º')
      // The last full stop of a company suffix is the dot OCR loses most (`S.L` for `S.L.`).
      .replace(/^(S\.(?:L|A|L\.U|A\.U|L\.L))$/, '$1.')
      // An amount's decimal comma read as a dot after its thousands (`5.132.00` for `5.132,00`).
      .replace(/^([-\u2212]?\d{1,3}(?:\.\d{3})+)\.(\d{2}(?:\s?€)?)$/, '$1,$2')
      // The comma and the dot read the other way round (`7,823.07` for `7.823,07`): the same amount either way.
      .replace(/^([-\u2212]?\d{1,3}(?:,\d{3})+)\.(\d{2}(?:\s?€)?)$/, (_, units: string, cents: string) => `${units.replace(/,/g, '.')},${cents}`)
  );
}

/** OCR words below this confidence are noise (specks, rules, a stamp), not text. */
const NOISE_WORD = 0.35;
/**
 * A word with a digit every character of which OCR is sure of, whatever its word confidence: a
 * number Tesseract doubts only as a word (`€ 15.254,98` at 0.18, each character at 0.99), not
 * noise. It keeps its low word confidence (a note's line holding it is doubted); as an amount,
 * its digits are sure and the invoice's arithmetic checks it like any other.
 */
function surelyRead(w: OcrWord): boolean {
  return /\d/.test(w.text) && w.symbols.length > 0 && w.symbols.every((s) => s.confidence >= SURE_SYMBOL);
}

/** A character OCR read at this confidence or more is taken as read. */
const SURE_SYMBOL = 0.9;

/** A page with fewer legible characters than this has nothing written on it worth reading. */
const MIN_LEGIBLE_CHARS = 12;

/**
 * OCR's words, scaled to points by `k`, as a page of lines and cells; noise is left out. A word
 * left out as noise set close beside a kept one (`Coiibustibles` at 0.00 before `Tierra de
 * Campos, S.L.`) may have been part of its text: that cell takes the word's confidence, so a
 * name or number cut short is never taken for sure.
 */
export function ocrPageOf(number: number, ocr: OcrPage, k: number, width: number, height: number): PdfPage {
  const items: RawItem[] = [];
  const dropped: RawItem[] = [];
  for (const line of ocr.lines) {
    // Tesseract's row height is a little under the font size.
    const fontSize = Math.max(4, line.rowHeight * k * 1.1);
    for (const w of line.words) {
      if (!/[\p{L}\d]/u.test(w.text)) continue;
      if (w.confidence < NOISE_WORD && !surelyRead(w)) {
        dropped.push({ str: w.text, x: w.x0 * k, width: (w.x1 - w.x0) * k, baseline: line.baseline * k, fontSize, rotated: false, confidence: w.confidence, digitConfidence: 0 });
        continue;
      }
      const digits = w.symbols.filter((s) => /\d/.test(s.text));
      items.push({
        str: ocrText(w.text),
        x: w.x0 * k,
        width: (w.x1 - w.x0) * k,
        baseline: line.baseline * k,
        fontSize,
        rotated: false,
        confidence: w.confidence,
        digitConfidence: digits.length ? Math.min(...digits.map((s) => s.confidence)) : 1,
      });
    }
  }
  const legible = items.filter((i) => i.confidence >= 0.6).reduce((n, i) => n + (i.str.match(/[\p{L}\d]/gu)?.length ?? 0), 0);
  const lines = legible >= MIN_LEGIBLE_CHARS ? buildLines(number, items) : [];
  for (const noise of dropped) {
    for (const line of lines) {
      if (Math.abs(line.baseline - noise.baseline) > SAME_LINE * Math.max(line.fontSize, noise.fontSize)) continue;
      for (const cell of line.cells) {
        const gap = Math.max(cell.x - (noise.x + noise.width), noise.x - cell.right);
        if (gap <= CELL_GAP * Math.max(cell.fontSize, noise.fontSize)) cell.confidence = Math.min(cell.confidence, noise.confidence);
      }
    }
  }
  doubtSplitCells(lines);
  return { number, width, height, lines, ocrConfidence: ocr.confidence };
}

/** What a cell's confidence is capped at when OCR may have cut its text in two (below DOUBTFUL_WORD). */
const SPLIT_TEXT = 0.85;

/**
 * A photo's perspective tilts a line of print: OCR may break it into two lines a little apart,
 * one cell ending where the next begins (`Materiales de` and `Construcción Saavedra e Hijos,
 * S.L.`). Neither cell is then the whole text, and neither is taken for sure.
 */
function doubtSplitCells(lines: TextLine[]): void {
  for (const [i, a] of lines.entries()) {
    for (const b of lines.slice(i + 1)) {
      const size = Math.max(a.fontSize, b.fontSize);
      if (b.baseline - a.baseline > size) break;
      for (const left of [...a.cells, ...b.cells]) {
        for (const right of (a.cells.includes(left) ? b : a).cells) {
          const gap = right.x - left.right;
          if (gap < -0.5 * size || gap > CELL_GAP * size) continue;
          left.confidence = Math.min(left.confidence, SPLIT_TEXT);
          right.confidence = Math.min(right.confidence, SPLIT_TEXT);
        }
      }
    }
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
/**
 * Monospaced print (Courier: every character 0.6 em wide, ERP and line-printer output) puts one
 * space, 0.6 em, between the words of a label: there, a cell ends only at a gap of more than one
 * and a half characters (two spaces or more).
 */
const MONO_ADVANCE = 0.6;
const MONO_CELL_GAP = 1.5 * MONO_ADVANCE;

/** Whether a text layer's item advances by Courier's 0.6 em a character (to within 0.5 %: a word set in Helvetica never does all along). */
function monospaced(item: RawItem): boolean {
  const n = item.str.length;
  if (n === 0 || item.confidence < 1) return false;
  return Math.abs(item.width / n - MONO_ADVANCE * item.fontSize) <= 0.005 * item.fontSize;
}

/** Two neighbouring items in monospaced print: both advance 0.6 em a character, and one is a word, not a letter. */
function monospacedPair(a: RawItem, b: RawItem): boolean {
  return monospaced(a) && monospaced(b) && Math.max(a.str.trim().length, b.str.trim().length) >= 3;
}

/**
 * The cell so far as one item: a producer may set each word of a monospaced line apart
 * (`Àrids Volcànics` · `de` · `la` · `Garrotxa,`), and two short words (`de`, `la`) one
 * character apart are still one cell when the run they continue is monospaced.
 */
function asItem(cell: TextCell): RawItem {
  return { str: cell.text, x: cell.x, width: cell.right - cell.x, baseline: cell.baseline, fontSize: cell.fontSize, rotated: false, confidence: cell.confidence, digitConfidence: cell.digitConfidence };
}

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
  return lines.filter((l) => l.cells.length > 0).sort((a, b) => a.baseline - b.baseline);
}

const RULE_CELL = /^[-_=~*·.]{4,}$/;

/** The median width of a character of the line's OCR words (0 for a text layer's line). */
function ocrCharacterWidth(items: RawItem[]): number {
  const widths = items.filter((i) => i.confidence < 1 && i.str.length >= 3).map((i) => i.width / i.str.length).sort((a, b) => a - b);
  return widths.length >= 2 ? widths[Math.floor(widths.length / 2)] : 0;
}

function toLine(page: number, group: RawItem[], rotated: boolean): TextLine {
  const sorted = [...group].sort((a, b) => a.x - b.x);
  const cells: TextCell[] = [];
  let previousItem: RawItem | null = null;
  // OCR gives no font: the line's own characters say how wide a space is (Courier's words stand
  // a whole character apart), so a cell ends at a gap of more than one and a half of them.
  const ocrPitch = ocrCharacterWidth(sorted);
  for (const item of sorted) {
    const text = item.str.replace(/\s+/g, ' ');
    const previous = cells.at(-1);
    const gap = previous ? item.x - previous.right : Infinity;
    const mono = previousItem !== null && previous !== undefined && (monospacedPair(previousItem, item) || monospacedPair(asItem(previous), item));
    const share = mono ? MONO_CELL_GAP : CELL_GAP;
    const limit = Math.max(share * Math.max(previous?.fontSize ?? 0, item.fontSize), ocrPitch * MONO_CELL_GAP / MONO_ADVANCE);
    previousItem = item;
    if (previous && gap <= limit) {
      const joiner = gap > 0.1 * item.fontSize && !previous.text.endsWith(' ') && !text.startsWith(' ') ? ' ' : '';
      previous.text += joiner + text;
      previous.right = Math.max(previous.right, item.x + item.width);
      previous.confidence = Math.min(previous.confidence, item.confidence);
      previous.digitConfidence = Math.min(previous.digitConfidence, item.digitConfidence);
    } else {
      cells.push({
        text,
        page,
        x: item.x,
        right: item.x + item.width,
        baseline: item.baseline,
        fontSize: item.fontSize,
        confidence: item.confidence,
        digitConfidence: item.digitConfidence,
      });
    }
  }
  for (const cell of cells) cell.text = cell.text.trim();
  // A rule drawn with characters (`-----`, `=====`, `_____`) separates rows; it is no text.
  const kept = cells.filter((c) => !RULE_CELL.test(c.text));
  cells.splice(0, cells.length, ...kept);
  const baseline = sorted.reduce((sum, i) => sum + i.baseline, 0) / sorted.length;
  const fontSize = Math.max(...sorted.map((i) => i.fontSize));
  return { page, baseline, fontSize, cells, text: cells.map((c) => c.text).join('  '), rotated };
}
