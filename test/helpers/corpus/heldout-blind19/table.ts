import type { Pen } from '../pen.js';
import type { CorpusDocument, ExpectedLine } from '../types.js';
import { type Bill, type Day, type Line, type Party, type Sheet, isoOf } from './kit.js';

/**
 * The lines grid every layout of the nineteenth blind set draws with its own columns and look,
 * and the truth of a document (docs/document-extraction.md#measuring-it).
 */

export interface Col {
  head: string;
  w: number;
  align?: 'l' | 'r' | 'c';
  get: (l: Line, i: number) => string;
  /** Wrapped to the column's width over as many rows as it needs. */
  wrap?: boolean;
}

export interface TableLook {
  x: number;
  size?: number;
  rowH?: number;
  headH?: number;
  headFill?: string;
  headInk?: string;
  /** Vertical rules between the columns and a frame. */
  grid?: boolean;
  /** A rule under every row. */
  rowRules?: boolean;
  zebra?: string;
  /** Dashed rules above and below the head (old ERPs). */
  dashed?: boolean;
  upper?: boolean;
}

const PAD = 3;

function put(pen: Pen<Sheet>, s: string, x: number, w: number, y: number, align: Col['align'], o: { size: number; bold?: boolean }) {
  if (align === 'r') pen.right(s, x + w - PAD, y, o);
  else if (align === 'c') pen.center(s, x + w / 2, y, o);
  else pen.text(s, x + PAD, y, o);
}

export function tableWidth(cols: Col[]): number {
  return cols.reduce((s, c) => s + c.w, 0);
}

/** The head row; returns the y under it. */
export function drawHead(sheet: Sheet, pen: Pen<Sheet>, cols: Col[], y: number, t: TableLook): number {
  const size = t.size ?? 8;
  const h = t.headH ?? size + 8;
  const w = tableWidth(cols);
  if (t.headFill) sheet.box(t.x, y, w, h, { fill: t.headFill });
  if (t.dashed) sheet.rule(t.x, t.x + w, y, { dash: 2 });
  let x = t.x;
  sheet.ink(t.headInk ?? '#000', () => {
    for (const c of cols) {
      put(pen, t.upper ? c.head.toUpperCase() : c.head, x, c.w, y + (h - size) / 2, c.align, { size, bold: true });
      x += c.w;
    }
  });
  if (t.dashed) sheet.rule(t.x, t.x + w, y + h, { dash: 2 });
  else if (!t.headFill) sheet.rule(t.x, t.x + w, y + h, { width: 0.8 });
  if (t.grid) sheet.box(t.x, y, w, h);
  return y + h;
}

/** The rows from `y`; returns the y under the last one. */
export function drawRows(sheet: Sheet, pen: Pen<Sheet>, cols: Col[], lines: Line[], y: number, t: TableLook, first = 0): number {
  const size = t.size ?? 8;
  const rowH = t.rowH ?? size + 6;
  const w = tableWidth(cols);
  const top = y;
  lines.forEach((l, k) => {
    const i = first + k;
    const cells = cols.map((c) => {
      const v = c.get(l, i);
      const s = t.upper ? v.toUpperCase() : v;
      return c.wrap ? pen.wrap(s, c.w - 2 * PAD, { size }) : [s];
    });
    const n = Math.max(...cells.map((c) => c.length));
    const h = rowH + (n - 1) * (size + 2);
    if (t.zebra && k % 2 === 1) sheet.box(t.x, y, w, h, { fill: t.zebra });
    let x = t.x;
    cols.forEach((c, j) => {
      cells[j].forEach((part, r) => put(pen, part, x, c.w, y + (rowH - size) / 2 + r * (size + 2), c.align, { size }));
      x += c.w;
    });
    y += h;
    if (t.rowRules) sheet.rule(t.x, t.x + w, y, { width: 0.3, stroke: '#777' });
  });
  if (t.grid) {
    sheet.box(t.x, top, w, y - top);
    let x = t.x;
    for (const c of cols.slice(0, -1)) {
      x += c.w;
      sheet.vrule(x, top, y);
    }
  }
  return y;
}

export interface InvoiceTruth {
  id: string;
  layout: string;
  bytes: Uint8Array;
  buyer: Party;
  seller: Party;
  number: string;
  issue: Day;
  due?: Day;
  bill: Bill;
  /** Figures printed otherwise than the bill (hard documents only). */
  printed?: { base?: number; vat?: number; total?: number };
  hard?: string;
}

export function invoiceTruth(t: InvoiceTruth): CorpusDocument {
  return {
    id: t.id,
    layout: t.layout,
    kind: 'invoice',
    expectComplete: !t.hard,
    ...(t.hard ? { why: t.hard } : {}),
    bytes: t.bytes,
    buyerNif: t.buyer.id,
    expected: {
      invoice_number: t.number,
      issue_date: isoOf(t.issue),
      ...(t.due ? { due_date: isoOf(t.due) } : {}),
      provider_nif: t.seller.id,
      provider_name: t.seller.name,
      subtotal_amount: t.printed?.base ?? t.bill.base,
      tax_amount: t.printed?.vat ?? t.bill.vat,
      withholding_amount: t.bill.irpf,
      total_amount: t.printed?.total ?? t.bill.total,
      currency: 'EUR',
      reverse_charge: t.bill.reverse,
    },
  };
}

export interface NoteTruth {
  id: string;
  layout: string;
  bytes: Uint8Array;
  buyer: Party;
  seller: Party;
  number: string;
  date: Day;
  lines: Line[];
  /** The printed sum of the lines (without VAT). */
  sum: number;
  hard?: string;
}

export function noteTruth(t: NoteTruth): CorpusDocument {
  const lines: ExpectedLine[] = t.lines.map((l) => ({ description: l.text, quantity: l.qty, unit: l.unit, unit_price: l.price, subtotal: l.amount }));
  return {
    id: t.id,
    layout: t.layout,
    kind: 'delivery_note',
    expectComplete: !t.hard,
    ...(t.hard ? { why: t.hard } : {}),
    bytes: t.bytes,
    buyerNif: t.buyer.id,
    expected: {
      delivery_note_number: t.number,
      delivery_date: isoOf(t.date),
      provider_nif: t.seller.id,
      provider_name: t.seller.name,
      subtotal_amount: t.sum,
      line_items: lines,
    },
  };
}
