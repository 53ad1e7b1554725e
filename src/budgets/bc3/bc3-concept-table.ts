/**
 * The concepts a written file defines, one `~C` per code. In a FIEBDC file a code names one
 * concept (one price, one decomposition), while a budget may hold the same code with different
 * content in two places (an item edited in one chapter only, a breakdown priced differently in two
 * items). Identical uses share one concept; a use that differs gets the code with `_2`, `_3`...
 * appended, so that reading the file back gives every use its own content.
 */

/** `~C` TIPO: 0 no class (chapters, items, percentages, others), 1 labour, 2 machinery, 3 material. */
export type ConceptType = '0' | '1' | '2' | '3';

export interface ChildRef {
  code: string;
  quantity: bigint;
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

function signature(def: Omit<ConceptDef, 'code'>): string {
  return JSON.stringify(def, (_key, value) => (typeof value === 'bigint' ? value.toString() : value));
}

/** A code as FIEBDC allows it: no separators or blanks, no trailing `#` (the marks are added apart). */
export function sanitizeCode(code: string | null | undefined): string {
  return (code ?? '').trim().replace(/[|\\~\s]+/g, '_').replace(/#+$/, '');
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
    }
  }

  get(code: string): ConceptDef | undefined {
    return this.byCode.get(code)?.def;
  }
}
