import type { Field } from './extraction-types.js';
import type { PdfPage } from './pdf-text.js';
import { fold } from './text-fold.js';

/**
 * The customer's order number a supplier quotes on an invoice or a delivery note ("Su pedido",
 * "Pedido nº", "Nº de pedido"), which ties the document to a commitment
 * (docs/commitments.md#documents-and-commitments). Only a label followed by a token with a digit
 * counts; a printed word such as "Pedido" alone is not a number.
 */
const LABEL = /(?:\bsu\s+(?:n[o.]*\s*(?:de\s+)?)?pedido|\bn[o.]*\s*(?:de\s+)?pedido|\bpedido(?:\s+(?:cliente|n[o.]*|num(?:ero)?\.?))?)\s*(?:n[o.]*)?\s*[:#.]?\s*/g;
const TOKEN = /^[a-z0-9][a-z0-9\-/._]{0,39}/;

/** Read from printed text: the labelled number (not as sure as a Facturae element). */
const PRINTED = 0.85;

/** The order number of a page's text lines, or undefined. */
export function readOrderNumber(pages: readonly PdfPage[]): Field<string> | undefined {
  for (const page of pages) {
    for (const line of page.lines) {
      const folded = fold(line.text);
      for (const match of folded.matchAll(LABEL)) {
        const at = match.index + match[0].length;
        const token = TOKEN.exec(folded.slice(at))?.[0].replace(/[._/-]+$/, '');
        if (!token || !/\d/.test(token)) continue;
        return { value: line.text.slice(at, at + token.length).toUpperCase(), confidence: PRINTED };
      }
    }
  }
  return undefined;
}

/**
 * Facturae's `ReceiverTransactionReference` of the invoice's lines (the buyer's order): one value
 * shared by every line that states it, or undefined (with a note when they differ).
 */
export function facturaeOrderNumber(references: readonly string[], notes: string[]): Field<string> | undefined {
  const distinct = [...new Set(references.map((r) => r.trim()).filter((r) => r !== ''))];
  if (distinct.length === 1) return { value: distinct[0], confidence: 1 };
  if (distinct.length > 1) notes.push(`the lines quote ${distinct.length} different orders (ReceiverTransactionReference); none was taken`);
  return undefined;
}
