import type { StoredFigures } from './certification.entity.js';

/**
 * An issued certification as its two documents show it (docs/certifications.md): the Facturae
 * invoice (`certification-facturae.ts`) and the relación valorada PDF (`certification-pdf.ts`)
 * are both made from one `CertificationDocument`, built by the service from the stored,
 * frozen certification. Money is integer cents; quantities and percentages are decimal text
 * with fixed places (quantities 3, percentages 2), as the API shows them.
 */

/** A fiscal address, as Facturae's `AddressInSpain` (or `OverseasAddress` outside Spain) holds it. */
export interface PostalAddress {
  street: string;
  postCode: string;
  town: string;
  province: string;
  /** ISO 3166-1 alpha-3, as Facturae writes it: `ESP` for Spain. */
  countryCode: string;
}

/** The seller (the organization) or the buyer (the project's client). */
export interface CertificationParty {
  name: string;
  /** Normalized NIF/CIF (`B12345674`), without a country prefix. */
  taxId: string;
  address: PostalAddress;
}

/**
 * The figures of a certification (docs/certifications.md#figures), as stored: ejecución
 * material, gastos generales, beneficio industrial, baja, taxable base, VAT, retention of
 * guarantee and the total to be paid (`subtotal + tax − retention`).
 */
export type CertificationFigures = StoredFigures;

export interface CertificationDocumentLine {
  code: string;
  description: string;
  unit: string;
  /** Sale price per unit, cents. */
  salePrice: number;
  /** The revised budget quantity (after approved change orders), 3 places. */
  budgetQuantity: string;
  previousQuantity: string;
  quantityThisPeriod: string;
  quantityToDate: string;
  amountPrevious: number;
  amountThisPeriod: number;
  amountToDate: number;
  overBudget: boolean;
}

export interface CertificationDocumentChapter {
  code: string;
  title: string;
  lines: CertificationDocumentLine[];
  amountPrevious: number;
  amountThisPeriod: number;
  amountToDate: number;
}

export interface CertificationDocument {
  /** The invoice number in the organization's series: `CERT-2026-0007`. */
  invoiceNumber: string;
  /** The series part (`CERT-2026`) and the number part (`0007`) of `invoiceNumber`. */
  invoiceSeries: string;
  invoiceSequence: string;
  /** The certification's number within its project (1, 2, …). */
  number: number;
  /** `progress`, or `retention_release`: the final one that pays the retention held back. */
  type: 'progress' | 'retention_release';
  issueDate: string;
  periodStart: string;
  periodEnd: string;
  currency: 'EUR';
  seller: CertificationParty;
  buyer: CertificationParty;
  project: { name: string; address: string | null };
  budget: { name: string };
  /** Percentages with 2 places: `overheads` 13.00, `profit` 6.00, `discount` 12.00, `retention` 5.00, `taxRate` 21.00. */
  percentages: { overheads: string; profit: string; discount: string; retention: string; taxRate: string };
  /** Inversión del sujeto pasivo: no VAT charged (`taxRate` 0.00), the buyer accounts for it. */
  reverseCharge: boolean;
  /** This certification's figures: what this invoice bills. */
  period: CertificationFigures;
  /** The figures a origen up to the previous certification, and up to this one. */
  previous: CertificationFigures;
  toDate: CertificationFigures;
  /** Chapters in budget order, each with its items; every item of the budget appears. */
  chapters: CertificationDocumentChapter[];
}
