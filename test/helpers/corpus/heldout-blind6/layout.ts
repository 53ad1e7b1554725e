import type { Family } from '../pen.js';
import type { InvoiceSpec, NoteSpec } from './draw.js';
import type { Line, Rng, Sheet } from './kit.js';
import type { Supplier } from './parties.js';

/** An invoice layout: its three suppliers, what they bill and how the page is drawn. */
export interface InvoiceLayout {
  name: string;
  family?: Family;
  suppliers: Supplier[];
  lines(rng: Rng, s: Supplier): Line[];
  /** IRPF percent withheld, if any. */
  withholding?(s: Supplier): number;
  reverseCharge?(s: Supplier): boolean;
  /** Days to the printed due date; undefined when none is printed. */
  dueDays?(s: Supplier): number | undefined;
  draw(sh: Sheet, d: InvoiceSpec): void;
}

/** A valued delivery-note layout. */
export interface NoteLayout {
  name: string;
  family?: Family;
  suppliers: Supplier[];
  lines(rng: Rng, s: Supplier): Line[];
  draw(sh: Sheet, d: NoteSpec): void;
}
