import { readDeliveryNoteFields } from './delivery-note-fields.js';
import {
  type DeliveryNoteExtraction,
  type DeliveryNoteFields,
  type DocumentKind,
  type ExtractOptions,
  type Extraction,
  type ExtractionContentType,
  type Field,
  HIGH_CONFIDENCE,
  type InvoiceFields,
} from './extraction-types.js';
import { readFacturae } from './facturae.js';
import { formatCents } from './spanish-numbers.js';
import { readInvoiceFields } from './invoice-fields.js';
import { DocumentLayout } from './layout.js';
import { type PdfText, PdfReadError, readImageText, readPdfText } from './pdf-text.js';
import { normalizeBuyerNifs } from './seller-party.js';
import { placeFields } from './field-places.js';
import { readOrderNumber } from './order-number.js';

export * from './extraction-types.js';

/** Larger files are refused before parsing: no supplier's invoice is this big. */
export const MAX_DOCUMENT_BYTES = 25 * 1024 * 1024;
/** Pages read from a PDF; a longer document is left incomplete. */
export const MAX_PDF_PAGES = 50;
/** Pages without a text layer read by OCR (a scanned invoice or albarán has one to three). */
export const MAX_OCR_PAGES = 4;

const REQUIRED_INVOICE_FIELDS: Array<keyof InvoiceFields> = [
  'invoice_number',
  'issue_date',
  'provider_nif',
  'provider_name',
  'subtotal_amount',
  'tax_amount',
  'withholding_amount',
  'total_amount',
  'currency',
  'reverse_charge',
];

const REQUIRED_NOTE_FIELDS: Array<keyof DeliveryNoteFields> = [
  'delivery_note_number',
  'delivery_date',
  'provider_nif',
  'provider_name',
  'subtotal_amount',
  'line_items',
];

/**
 * Reads an invoice or a delivery note from a PDF or a Facturae XML file. Never throws: anything
 * unreadable gives `complete: false` with the reason in `problems`. The content type says what
 * the uploader claimed; the bytes decide (a Facturae sent as a PDF is still read), with a note.
 */
export async function extractDocument(
  bytes: Uint8Array,
  contentType: ExtractionContentType,
  kind: DocumentKind,
  options: ExtractOptions = {},
): Promise<Extraction> {
  try {
    return finish(await read(bytes, contentType, kind, options));
  } catch (err) {
    return failed(kind, sourceOf(contentType), [`the document could not be read (${err instanceof Error ? err.message : String(err)})`]);
  }
}

function sourceOf(contentType: ExtractionContentType): 'pdf' | 'facturae' | 'image' {
  if (contentType === 'application/xml') return 'facturae';
  return contentType.startsWith('image/') ? 'image' : 'pdf';
}

function failed(kind: DocumentKind, source: 'pdf' | 'facturae' | 'image', problems: string[], notes: string[] = []): Extraction {
  const base = { source, complete: false, problems, notes };
  return kind === 'invoice' ? { ...base, kind, fields: {} } : { ...base, kind, fields: {} };
}

function sniff(bytes: Uint8Array): 'pdf' | 'xml' | 'image' | 'unknown' {
  if (bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return 'image';
  if (bytes[0] === 0x89 && bytes[1] === 0x50 && bytes[2] === 0x4e && bytes[3] === 0x47) return 'image';
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 1024));
  if (head.includes('%PDF-')) return 'pdf';
  if (/^(?:\ufeff|\u00ef\u00bb\u00bf|\u00ff\u00fe|\u00fe\u00ff)?\s*</.test(head)) return 'xml';
  return 'unknown';
}

async function read(bytes: Uint8Array, contentType: ExtractionContentType, kind: DocumentKind, options: ExtractOptions): Promise<Extraction> {
  if (bytes.length === 0) return failed(kind, sourceOf(contentType), ['the file is empty']);
  if (bytes.length > MAX_DOCUMENT_BYTES) {
    return failed(kind, sourceOf(contentType), [`the file is larger than ${MAX_DOCUMENT_BYTES / 1024 / 1024} MB`]);
  }
  const notes: string[] = [];
  const actual = sniff(bytes);
  const declared = sourceOf(contentType);
  if (actual === 'unknown') {
    const what = { pdf: 'a PDF', facturae: 'XML', image: 'a JPEG or PNG image' }[declared];
    return failed(kind, declared, [`the file is not ${what}`]);
  }
  const found = actual === 'xml' ? 'facturae' : actual;
  if (found !== declared) {
    notes.push(`sent as ${contentType} but the file is ${{ pdf: 'a PDF', facturae: 'XML', image: 'an image' }[found]}; read as such`);
  }
  const buyerNifs = normalizeBuyerNifs(options.buyerNifs);
  if (actual === 'xml') {
    if (kind === 'delivery_note') {
      return failed(kind, 'facturae', ['an XML file is read as a Facturae invoice; delivery notes are read from PDFs'], notes);
    }
    const extraction = readFacturae(bytes, buyerNifs);
    return { ...extraction, notes: [...notes, ...extraction.notes] };
  }
  return readPages(bytes, actual, kind, buyerNifs, notes);
}

async function readPages(bytes: Uint8Array, source: 'pdf' | 'image', kind: DocumentKind, buyerNifs: Set<string>, notes: string[]): Promise<Extraction> {
  let text: PdfText;
  try {
    text = source === 'pdf' ? await readPdfText(bytes, { maxPages: MAX_PDF_PAGES, maxOcrPages: MAX_OCR_PAGES }) : await readImageText(bytes);
  } catch (err) {
    if (err instanceof PdfReadError) return failed(kind, source, [err.message], notes);
    throw err;
  }
  const problems: string[] = [];
  if (text.pageCount > MAX_PDF_PAGES) problems.push(`only the first ${MAX_PDF_PAGES} of ${text.pageCount} pages were read`);
  if (text.unreadPages.length > 0) {
    problems.push(`${text.unreadPages.length} more page(s) without a text layer were not read (OCR reads the first ${MAX_OCR_PAGES})`);
  }
  const ocrPages = text.pages.filter((p) => p.ocrConfidence !== undefined);
  const ocr = ocrPages.length
    ? { pages: ocrPages.length, confidence: Math.round((ocrPages.reduce((s, p) => s + p.ocrConfidence!, 0) / ocrPages.length) * 100) / 100 }
    : undefined;
  if (ocr) notes.push(`${ocr.pages === 1 ? 'a page' : `${ocr.pages} pages`} read by OCR (mean word confidence ${ocr.confidence.toFixed(2)})`);
  const lineCount = text.pages.reduce((n, p) => n + p.lines.length, 0);
  if (lineCount === 0) {
    const why = ocr ? 'no text was recognised on the page (blank, or not a document?)' : 'the PDF has no text';
    return { ...failed(kind, source, [...problems, `${why}; it needs to be read by a person`], notes), pages: text.pageCount, ocr };
  }
  const layout = new DocumentLayout(text.pages);
  const reading = kind === 'invoice' ? readInvoiceFields(layout, buyerNifs) : readDeliveryNoteFields(layout, buyerNifs);
  const base = {
    source,
    pages: text.pageCount,
    ocr,
    complete: false,
    problems: [...problems, ...reading.problems],
    notes: [...notes, ...reading.notes],
  };
  const orderNumber = readOrderNumber(text.pages);
  if (orderNumber) reading.fields.order_number = orderNumber;
  const extraction: Extraction =
    kind === 'invoice'
      ? { ...base, kind, fields: reading.fields as InvoiceFields }
      : { ...base, kind, fields: reading.fields as DeliveryNoteFields };
  extraction.problems.push(...placeFields(extraction, text.pages).problems);
  return extraction;
}

/** Decides `complete`, adding a problem for every required field missing or unsure. */
function finish(extraction: Extraction): Extraction {
  const problems = [...extraction.problems];
  const required: string[] = extraction.kind === 'invoice' ? REQUIRED_INVOICE_FIELDS : REQUIRED_NOTE_FIELDS;
  const fields = extraction.fields as Record<string, Field<unknown> | undefined>;
  // A file that could not be read at all has said why; listing every field adds nothing.
  const unreadable = Object.keys(fields).length === 0 && problems.length > 0;
  for (const name of unreadable ? [] : required) {
    const field = fields[name];
    if (!field) {
      problems.push(`${name} was not found`);
    } else if (field.confidence < HIGH_CONFIDENCE) {
      problems.push(`${name} is uncertain (confidence ${field.confidence.toFixed(2)})`);
    }
  }
  problems.push(...amountDisagreements(extraction));
  const unique = [...new Set(problems)];
  return { ...extraction, problems: unique, complete: unique.length === 0 } as Extraction;
}

/** The totals rule, checked again on the final fields whatever the reader concluded. */
function amountDisagreements(extraction: Extraction): string[] {
  if (extraction.kind === 'invoice') {
    const f = extraction.fields;
    if (!f.subtotal_amount || !f.tax_amount || !f.withholding_amount || !f.total_amount) return [];
    const sum = f.subtotal_amount.value + f.tax_amount.value - f.withholding_amount.value;
    return sum === f.total_amount.value
      ? []
      : [
          `subtotal + tax − withholding does not equal the total: ${formatCents(f.subtotal_amount.value)} + ${formatCents(f.tax_amount.value)} − ${formatCents(f.withholding_amount.value)} ≠ ${formatCents(f.total_amount.value)}`,
        ];
  }
  const f = (extraction as DeliveryNoteExtraction).fields;
  if (!f.line_items || !f.subtotal_amount) return [];
  // Each line's quantity × unit price was checked exactly (decimal text, not floats) when read.
  const sum = f.line_items.value.reduce((s, l) => s + l.subtotal, 0);
  return sum === f.subtotal_amount.value
    ? []
    : [`the lines' subtotals add up to ${formatCents(sum)}, not to the subtotal ${formatCents(f.subtotal_amount.value)}`];
}
