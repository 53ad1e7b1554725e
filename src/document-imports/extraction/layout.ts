import { type LabelKind, type LabelMatch, scanLabels } from './labels.js';
import { isTableHeader } from './table-header.js';
import type { PdfPage, TextCell, TextLine } from './pdf-text.js';
import { fold } from './text-fold.js';

/** A label found on the page, with where it is. */
export interface PlacedLabel extends LabelMatch {
  lineIndex: number;
  cellIndex: number;
  line: TextLine;
  cell: TextCell;
}

export interface PlacedCell {
  lineIndex: number;
  cell: TextCell;
}

/** The text next to a label: in its own cell after it, or in the cells to its right. */
export interface InlineValue {
  text: string;
  where: 'inline' | 'right';
}

/** Widest span (points) a header label may claim for the value printed under it. */
const SLOT_WIDTH = 160;

/** Lines below another this close (as a share of the font size) belong to the same block. */
const NEXT_LINE_GAP = 2.6;

/**
 * The lines of every page in reading order, the labels on them and the helpers that pair a
 * label with its value: after it in the same cell, in the cells to its right, or in the cell
 * printed under it (header rows of a grid).
 */
export class DocumentLayout {
  readonly lines: TextLine[];
  readonly foldedCells: string[][];
  readonly labels: PlacedLabel[];
  /** Lines that name the columns of a lines table; their words are not field labels. */
  readonly tableHeaders: Set<number>;
  /** Whether a page was read by OCR (a scan or a photo), whose characters may be misread. */
  readonly recognised: boolean;
  private readonly labelsByLine: PlacedLabel[][];

  constructor(pages: PdfPage[]) {
    this.lines = pages.flatMap((p) => p.lines);
    this.recognised = pages.some((p) => p.ocrConfidence !== undefined);
    this.foldedCells = this.lines.map((l) => l.cells.map((c) => fold(c.text)));
    this.tableHeaders = new Set(this.lines.map((_, i) => i).filter((i) => !this.lines[i].rotated && isTableHeader(this.lines[i].cells)));
    this.labelsByLine = this.lines.map((line, lineIndex) => {
      if (this.tableHeaders.has(lineIndex)) return [];
      return line.cells.flatMap((cell, cellIndex) =>
        scanLabels(this.foldedCells[lineIndex][cellIndex]).map((m) => ({ ...m, lineIndex, cellIndex, line, cell })),
      );
    });
    this.labels = this.labelsByLine.flat();
  }

  labelsOf(...kinds: LabelKind[]): PlacedLabel[] {
    return this.labels.filter((l) => kinds.includes(l.kind));
  }

  /** All the printed text, one line per line, for document-wide searches. */
  fullText(): string {
    return this.lines.map((l) => l.text).join('\n');
  }

  foldedText(): string {
    return fold(this.fullText());
  }

  /** True when a cell starts with a label (its first label begins before any other text). */
  startsWithLabel(lineIndex: number, cellIndex: number): boolean {
    const first = this.labelsByLine[lineIndex].find((l) => l.cellIndex === cellIndex);
    if (!first) return false;
    return this.foldedCells[lineIndex][cellIndex].slice(0, first.start).trim() === '';
  }

  /** True when the line carries a label of a field (not only a neighbour like a phone label). */
  lineHasLabel(lineIndex: number): boolean {
    return this.labelsByLine[lineIndex].some((l) => l.strength > 0);
  }

  labelsOnLine(lineIndex: number): PlacedLabel[] {
    return this.labelsByLine[lineIndex];
  }

  /** The text after a label in its own cell, or else in the following cells up to the next label. */
  inlineValue(label: PlacedLabel): InlineValue | null {
    const cellText = label.cell.text;
    const next = this.labelsByLine[label.lineIndex].find((l) => l.cellIndex === label.cellIndex && l.start >= label.end);
    const own = cleanValue(cellText.slice(label.end, next ? next.start : cellText.length));
    if (own) return { text: own, where: 'inline' };
    if (next) return null;
    const parts: string[] = [];
    const cells = label.line.cells;
    for (let i = label.cellIndex + 1; i < cells.length; i++) {
      if (this.startsWithLabel(label.lineIndex, i)) break;
      const labelsInCell = this.labelsByLine[label.lineIndex].find((l) => l.cellIndex === i);
      parts.push(labelsInCell ? cells[i].text.slice(0, labelsInCell.start) : cells[i].text);
      if (labelsInCell) break;
    }
    const right = cleanValue(parts.join('  '));
    return right ? { text: right, where: 'right' } : null;
  }

  /**
   * The cells printed under a label, top to bottom, while each next line follows closely and
   * carries no label of its own: one cell for a header grid, several for a column of a
   * breakdown table (one row per VAT rate).
   */
  below(label: PlacedLabel, maxRows = 1): PlacedCell[] {
    return this.column(label.lineIndex, this.slotOf(label), maxRows);
  }

  /**
   * The cells a header value may be in, under a label: the one printed under the label's own
   * text first, then the one filling most of its slot. A header row that OCR split over two
   * lines leaves a label's slot open to the right, over its neighbours' values.
   */
  belowCandidates(label: PlacedLabel): PlacedCell[] {
    const slot = this.below(label, 1)[0];
    const own = this.column(label.lineIndex, { x: label.cell.x, right: this.labelRight(label) }, 1, 0)[0];
    if (!own || own.lineIndex !== slot?.lineIndex) return slot ? [slot] : [];
    return own.cell === slot.cell ? [own] : [own, slot];
  }

  /**
   * The width a header label owns: from its left edge to where the next cell of its line
   * starts (values under a left-aligned label are often right-aligned in the same box), at
   * most SLOT_WIDTH, and never less than the label itself.
   */
  private slotOf(label: PlacedLabel): { x: number; right: number } {
    const right = this.labelRight(label);
    const next = label.line.cells[label.cellIndex + 1];
    const end = Math.min(next ? next.x - 6 : Infinity, label.cell.x + SLOT_WIDTH);
    return { x: label.cell.x, right: Math.max(right, end) };
  }

  /** The cells under a span of the page, from the line after `lineIndex`. */
  column(lineIndex: number, span: { x: number; right: number }, maxRows: number, margin = 4): PlacedCell[] {
    const out: PlacedCell[] = [];
    let previous = this.lines[lineIndex];
    for (let i = lineIndex + 1; i < this.lines.length && out.length < maxRows; i++) {
      const line = this.lines[i];
      if (line.page !== previous.page || line.rotated) break;
      if (line.baseline - previous.baseline > NEXT_LINE_GAP * Math.max(line.fontSize, previous.fontSize)) break;
      const cell = bestOverlap(line.cells, span, margin);
      if (!cell) {
        if (out.length > 0) break;
        previous = line;
        continue;
      }
      const cellIndex = line.cells.indexOf(cell);
      if (this.labelsByLine[i].some((l) => l.cellIndex === cellIndex && l.strength > 0)) break;
      if (out.length > 0 && this.lineHasLabel(i)) break;
      out.push({ lineIndex: i, cell });
      previous = line;
    }
    return out;
  }

  /** Where a label's own text ends on the page, estimated from its share of the cell's text. */
  labelRight(label: PlacedLabel): number {
    const cell = label.cell;
    if (label.end >= cell.text.length) return cell.right;
    const share = label.end / Math.max(cell.text.length, 1);
    return cell.x + (cell.right - cell.x) * share;
  }

}

/** Drops the colon, dots and dashes printed between a label and its value (not a minus sign). */
export function cleanValue(text: string): string {
  return text.replace(/^(?:[\s:=]|[.\-–—](?!\d))+/, '').replace(/[\s:]+$/, '').trim();
}

function bestOverlap(cells: TextCell[], span: { x: number; right: number }, margin: number): TextCell | null {
  let best: TextCell | null = null;
  let bestOverlap = 0;
  for (const cell of cells) {
    const overlap = Math.min(cell.right, span.right + margin) - Math.max(cell.x, span.x - margin);
    if (overlap > bestOverlap) {
      best = cell;
      bestOverlap = overlap;
    }
  }
  return best;
}
