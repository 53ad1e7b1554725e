import type {
  CertificationDocument,
  CertificationDocumentChapter,
  CertificationDocumentLine,
  CertificationFigures,
} from '../../src/certifications/certification-document.js';

/**
 * Certification documents built by hand for the PDF and Facturae tests and the bench, with
 * their own arithmetic (BigInt, half away from zero), written apart from the domain's so that a
 * shared mistake cannot make both agree.
 */

const SELLER = {
  name: 'Construcciones Ramírez e Hijos, S.A.',
  taxId: 'A58818501',
  address: { street: 'Avda. de la Constitución, 45', postCode: '28001', town: 'Madrid', province: 'Madrid', countryCode: 'ESP' },
};
const BUYER = {
  name: 'Promociones Gómez Núñez, S.L.',
  taxId: 'B12345674',
  address: { street: 'C/ Mayor, 12', postCode: '09001', town: 'Burgos', province: 'Burgos', countryCode: 'ESP' },
};

const PERCENTAGES = { overheads: '13.00', profit: '6.00', discount: '12.00', retention: '5.00', taxRate: '21.00' };

/** round(n × basisPoints / 10 000), half away from zero, for n ≥ 0. */
function percentOf(cents: number, basisPoints: number): number {
  const x = BigInt(cents) * BigInt(basisPoints);
  const q = x / 10_000n;
  return Number((x % 10_000n) * 2n >= 10_000n ? q + 1n : q);
}

/** Figures of an ejecución material at 13 % / 6 % / 12 % baja / 21 % IVA / 5 % retention. */
export function figuresOf(execution: number): CertificationFigures {
  const overheads = percentOf(execution, 1300);
  const profit = percentOf(execution, 600);
  const discount = percentOf(execution + overheads + profit, 1200);
  const subtotal = execution + overheads + profit - discount;
  const tax = percentOf(subtotal, 2100);
  const retention = percentOf(subtotal, 500);
  return { execution, overheads, profit, discount, subtotal, tax, retention, total: subtotal + tax - retention };
}

/** Thousandths as decimal text with 3 places: 12500 → `12.500`. */
function quantity(milli: number): string {
  return `${Math.floor(milli / 1000)}.${String(milli % 1000).padStart(3, '0')}`;
}

/** round(quantity × price): thousandths × cents / 1000, half away from zero. */
function amountOf(milli: number, cents: number): number {
  const x = BigInt(milli) * BigInt(cents);
  const q = x / 1000n;
  return Number((x % 1000n) * 2n >= 1000n ? q + 1n : q);
}

export interface LineSpec {
  code: string;
  description: string;
  unit: string;
  salePrice: number;
  /** Quantities in thousandths. */
  budget: number;
  previous: number;
  toDate: number;
}

export function lineOf(spec: LineSpec): CertificationDocumentLine {
  const amountPrevious = amountOf(spec.previous, spec.salePrice);
  const amountToDate = amountOf(spec.toDate, spec.salePrice);
  return {
    code: spec.code,
    description: spec.description,
    unit: spec.unit,
    salePrice: spec.salePrice,
    budgetQuantity: quantity(spec.budget),
    previousQuantity: quantity(spec.previous),
    quantityThisPeriod: quantity(spec.toDate - spec.previous),
    quantityToDate: quantity(spec.toDate),
    amountPrevious,
    amountThisPeriod: amountToDate - amountPrevious,
    amountToDate,
    overBudget: spec.toDate > spec.budget,
  };
}

export function chapterOf(code: string, title: string, lines: CertificationDocumentLine[]): CertificationDocumentChapter {
  const sum = (pick: (l: CertificationDocumentLine) => number) => lines.reduce((s, l) => s + pick(l), 0);
  return { code, title, lines, amountPrevious: sum((l) => l.amountPrevious), amountThisPeriod: sum((l) => l.amountThisPeriod), amountToDate: sum((l) => l.amountToDate) };
}

/** A progress certification of these chapters, its figures computed from their amounts. */
export function progressDocument(chapters: CertificationDocumentChapter[], overrides: Partial<CertificationDocument> = {}): CertificationDocument {
  const sum = (pick: (c: CertificationDocumentChapter) => number) => chapters.reduce((s, c) => s + pick(c), 0);
  const previous = figuresOf(sum((c) => c.amountPrevious));
  const toDate = figuresOf(sum((c) => c.amountToDate));
  return {
    invoiceNumber: 'CERT-2026-0007',
    invoiceSeries: 'CERT-2026',
    invoiceSequence: '0007',
    number: 3,
    type: 'progress',
    issueDate: '2026-04-30',
    periodStart: '2026-04-01',
    periodEnd: '2026-04-30',
    currency: 'EUR',
    seller: SELLER,
    buyer: BUYER,
    project: { name: 'Edificio de 24 viviendas en Gamonal', address: 'C/ Vitoria, 210, 09007 Burgos' },
    budget: { name: 'Proyecto de ejecución rev. 2' },
    percentages: PERCENTAGES,
    reverseCharge: false,
    // The period's figures follow from the period's execution, rounded on their own.
    period: figuresOf(sum((c) => c.amountThisPeriod)),
    previous,
    toDate,
    chapters,
    ...overrides,
  };
}

const WORDS = ['Excavación', 'en', 'zanja', 'hormigón', 'armado', 'HA-25/B/20/IIa', 'con', 'medios', 'mecánicos', 'incluso', 'transporte', 'a', 'vertedero', 'encofrado', 'y', 'desencofrado', 'de', 'muros', 'acero', 'B', '500', 'S'];
const UNITS = ['m3', 'm2', 'ml', 'kg', 'ud', 'h'];

/** `items` generated lines in chapters of 20, with descriptions of one to three lines and some over budget. */
export function generatedDocument(items: number): CertificationDocument {
  const chapters: CertificationDocumentChapter[] = [];
  for (let c = 0; c * 20 < items; c++) {
    const lines: CertificationDocumentLine[] = [];
    for (let i = c * 20; i < Math.min(items, (c + 1) * 20); i++) {
      const words = 4 + ((i * 7) % 14);
      const description = Array.from({ length: words }, (_, w) => WORDS[(i + w * 5) % WORDS.length]).join(' ');
      const budget = 1_000 + ((i * 7919) % 250_000);
      const previous = Math.floor((budget * ((i * 13) % 70)) / 100);
      const toDate = i % 17 === 0 ? budget + 1_250 : previous + Math.floor(((budget - previous) * ((i * 29) % 90)) / 100);
      lines.push(lineOf({ code: `${String(c + 1).padStart(2, '0')}.${String(i - c * 20 + 1).padStart(3, '0')}`, description, unit: UNITS[i % UNITS.length], salePrice: 150 + ((i * 104_729) % 95_000), budget, previous, toDate }));
    }
    chapters.push(chapterOf(String(c + 1).padStart(2, '0'), `CAPÍTULO ${c + 1} DE LA OBRA`, lines));
  }
  return progressDocument(chapters);
}
