/**
 * The concepts a written file defines, one `~C` per code. In a FIEBDC file a code names one
 * concept (one price, one decomposition), while a budget may hold the same code with different
 * content in two places (an item edited in one chapter only, a breakdown priced differently in two
 * items). Identical uses share one concept, and so do uses that only say less about it (the same
 * concept used as an item with its breakdowns and as a breakdown line of another item); a use that
 * differs gets the code with `_2`, `_3`... appended, so that reading the file back gives every use
 * its own content.
 */
import type { Bc3MeasurementLine } from './bc3-structure.js';

/** `~C` TIPO: 0 no class (chapters, items, percentages, others), 1 labour, 2 machinery, 3 material. */
export type ConceptType = '0' | '1' | '2' | '3';

export interface ChildRef {
  code: string;
  quantity: bigint;
  /** The lines of the child's measurement in this parent (items of chapters). */
  measurements?: readonly Bc3MeasurementLine[];
}

export interface ConceptDef {
  code: string;
  /** `##` root, `#` chapter, '' otherwise. */
  marks: '' | '#' | '##';
  unit: string;
  summary: string;
  /** Cents; 0 for percentage concepts, whose amount the decomposition that uses them defines. */
  price: bigint;
  type: ConceptType;
  /** `~T` text, null for none. */
  text: string | null;
  /** The decomposition (`~D`), null for none. */
  children: ChildRef[] | null;
}

function json(value: unknown): string {
  return JSON.stringify(value, (_key, v) => (typeof v === 'bigint' ? v.toString() : v));
}

function signature(def: Omit<ConceptDef, 'code'>): string {
  return json(def);
}

/**
 * The concept two uses make together when one only leaves out what the other says (a
 * decomposition, a `~T` text, a TIPO where the other has none: an item use has no TIPO), or null
 * when they differ.
 */
function merged(a: Omit<ConceptDef, 'code'>, b: Omit<ConceptDef, 'code'>): Omit<ConceptDef, 'code'> | null {
  if (a.marks !== b.marks || a.unit !== b.unit || a.summary !== b.summary || a.price !== b.price) return null;
  const agree = (x: unknown, y: unknown) => x === null || y === null || json(x) === json(y);
  if (!agree(a.children, b.children) || !agree(a.text, b.text)) return null;
  if (a.type !== b.type && a.type !== '0' && b.type !== '0') return null;
  return { ...a, type: a.type === '0' ? b.type : a.type, text: a.text ?? b.text, children: a.children ?? b.children };
}

/** A code as FIEBDC allows it: no separators or line breaks, no trailing `#` (the marks are added apart). */
export function sanitizeCode(code: string | null | undefined): string {
  return (code ?? '').trim().replace(/[|\\~\r\n\t]+/g, '_').replace(/#+$/, '');
}

export class ConceptTable {
  private readonly byCode = new Map<string, { def: ConceptDef; signature: string }>();

  /** Registers a use of a concept; returns the code it is written under. */
  register(code: string, def: Omit<ConceptDef, 'code'>): string {
    const sig = signature(def);
    for (let n = 1; ; n++) {
      const candidate = n === 1 ? code : `${code}_${n}`;
      const known = this.byCode.get(candidate);
      if (!known) {
        this.byCode.set(candidate, { def: { ...def, code: candidate }, signature: sig });
        return candidate;
      }
      if (known.signature === sig) return candidate;
      const { code: _code, ...knownDef } = known.def;
      const both = merged(knownDef, def);
      if (both) {
        this.byCode.set(candidate, { def: { ...both, code: candidate }, signature: signature(both) });
        return candidate;
      }
    }
  }

  get(code: string): ConceptDef | undefined {
    return this.byCode.get(code)?.def;
  }
}
