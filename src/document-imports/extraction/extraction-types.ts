/**
 * What reading an invoice or delivery note gives back. A field is present only when it was
 * found on the document; its confidence (0..1) says how sure the reader is. `complete` is true
 * only when every required field was found with at least HIGH_CONFIDENCE and the amounts agree
 * exactly; anything less goes to human review.
 */

export type DocumentKind = 'invoice' | 'delivery_note';
export type ExtractionContentType = 'application/pdf' | 'application/xml' | 'image/jpeg' | 'image/png';
export type FacturaeVersion = '3.2' | '3.2.1' | '3.2.2';

/** The least confidence a required field needs for the extraction to be complete. */
export const HIGH_CONFIDENCE = 0.9;

/** Where a value was printed: its page (1-based) and box `[left, top, right, bottom]` in fractions of the page's width and height. */
export interface FieldPlace {
  page: number;
  box: [number, number, number, number];
}

export interface Field<T> {
  value: T;
  /** 0..1. */
  confidence: number;
  /** Where the value was printed, when it was found on a page (PDFs and images). */
  where?: FieldPlace;
}

export interface InvoiceFields {
  /** With the series in front when Facturae gives one apart (`A` + `1` → `A1`). */
  invoice_number?: Field<string>;
  /** `YYYY-MM-DD`. */
  issue_date?: Field<string>;
  due_date?: Field<string>;
  provider_nif?: Field<string>;
  provider_name?: Field<string>;
  /** Integer cents: the taxable base (base imponible). */
  subtotal_amount?: Field<number>;
  /** Integer cents: the VAT charged (Facturae: every output tax, recargo de equivalencia included). */
  tax_amount?: Field<number>;
  /** Integer cents, positive: the IRPF withheld; 0 when none is stated. */
  withholding_amount?: Field<number>;
  /** Integer cents: subtotal + tax − withholding, what the customer pays. */
  total_amount?: Field<number>;
  /** ISO 4217. */
  currency?: Field<string>;
  /** Inversión del sujeto pasivo: the customer accounts for the VAT, the invoice charges 0 %. */
  reverse_charge?: Field<boolean>;
  /** The customer's order the invoice quotes (`Su pedido`, Facturae's `ReceiverTransactionReference`); optional. */
  order_number?: Field<string>;
}

export interface DeliveryNoteLine {
  description: string;
  /** At most 6 decimals. */
  quantity: number;
  unit: string;
  /** Integer cents (rounded half away from zero when printed with more decimals). */
  unit_price: number;
  /** Integer cents. */
  subtotal: number;
}

export interface DeliveryNoteFields {
  delivery_note_number?: Field<string>;
  /** `YYYY-MM-DD`. */
  delivery_date?: Field<string>;
  provider_nif?: Field<string>;
  provider_name?: Field<string>;
  /** Integer cents: the sum of the lines as printed on the note. */
  subtotal_amount?: Field<number>;
  /** Present when a lines table was found; each line was read in full or the note is incomplete. */
  line_items?: Field<DeliveryNoteLine[]>;
  /** The customer's order the note quotes (`Su pedido`, `Pedido nº`); optional. */
  order_number?: Field<string>;
}

/** The values of a Facturae file as written, before any interpretation (amounts in cents). */
export interface FacturaeData {
  schema_version: string | null;
  /** Invoices in the file; only the first is read. */
  invoice_count: number;
  issuer_type: string | null;
  invoice_number: string | null;
  series: string | null;
  issue_date: string | null;
  seller_nif: string | null;
  buyer_nif: string | null;
  third_party_nif: string | null;
  total_gross_amount_before_taxes: number | null;
  total_tax_outputs: number | null;
  total_taxes_withheld: number | null;
  invoice_total: number | null;
  total_outstanding_amount: number | null;
  /** `InvoiceTotals/AmountsWithheld/WithholdingAmount`: an amount held back that is not a tax (a retention of guarantee); negative when released. */
  amounts_withheld: number | null;
  /** `InvoiceTotals/TotalExecutableAmount`: what is to be paid now (`TotalOutstandingAmount − AmountsWithheld`, …). */
  total_executable_amount: number | null;
}

interface ExtractionBase {
  /** `image`: a JPEG or PNG (a scan, a phone photo), read by OCR. */
  source: 'pdf' | 'facturae' | 'image';
  /** Facturae only. */
  version?: FacturaeVersion;
  /** Facturae only: an XML signature is present. It is never verified. */
  signed?: boolean;
  /** PDF only: pages in the file. */
  pages?: number;
  /** Pages read by OCR (a PDF's pages without a text layer, or the image) and OCR's mean word confidence on them. */
  ocr?: { pages: number; confidence: number };
  complete: boolean;
  /** Why the extraction is not complete, for the reviewer. Empty when complete. */
  problems: string[];
  /** Facts worth knowing that do not block completeness. */
  notes: string[];
}

export interface InvoiceExtraction extends ExtractionBase {
  kind: 'invoice';
  fields: InvoiceFields;
  /** Facturae only. */
  facturae?: FacturaeData;
}

export interface DeliveryNoteExtraction extends ExtractionBase {
  kind: 'delivery_note';
  fields: DeliveryNoteFields;
}

export type Extraction = InvoiceExtraction | DeliveryNoteExtraction;

export interface ExtractOptions {
  /** The organization's own tax ids: never the seller, whatever the layout suggests. */
  buyerNifs?: readonly string[];
}
