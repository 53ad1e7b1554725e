import type { EntityManager } from '@mikro-orm/postgresql';
import { type ServiceContext, requireScope } from '../platform/actor.js';
import { AppError, type FieldError } from '../platform/errors.js';
import { QUANTITY_SCALE, formatScaled, parseScaled } from '../platform/money.js';
import type { Certification, StoredFigures, StoredParty } from './certification.entity.js';
import type {
  CertificationDocument,
  CertificationDocumentChapter,
  CertificationDocumentLine,
  CertificationParty,
} from './certification-document.js';
import { facturaeOf } from './certification-facturae.js';
import {
  budgetName,
  chaptersOfBudget,
  itemsOfBudget,
  linesOfCertifications,
  projectParty,
  readCertification,
} from './certification.queries.js';
import { partiesNow } from './certification.service.js';

/**
 * The two documents of an issued certification (docs/certifications.md): its Facturae invoice
 * and its relación valorada, both made from one `CertificationDocument` of the frozen figures.
 */

const ZERO: StoredFigures = { execution: 0, overheads: 0, profit: 0, discount: 0, subtotal: 0, tax: 0, retention: 0, total: 0 };

/**
 * A party as issued, each field not known then taken from the settings now (the organization's
 * tax id and fiscal address, the project's client); one 422 naming every field still missing.
 */
function partyOf(issued: StoredParty | null, now: StoredParty, role: 'seller' | 'buyer', errors: FieldError[]): CertificationParty | null {
  const name = issued?.name ?? now.name;
  const taxId = issued?.tax_id ?? now.tax_id;
  const address = issued?.address ?? now.address;
  const where =
    role === 'seller'
      ? { name: 'organization.name', tax_id: 'organization.tax_id', address: 'organization.fiscal_address' }
      : { name: 'project.client_name', tax_id: 'project.client_nif', address: 'project.client_address' };
  const missing = (field: keyof typeof where, what: string) =>
    errors.push({ param: where[field], code: 'missing_invoice_party', message: `The invoice's ${role} needs ${what}: set \`${where[field]}\`.` });
  if (!name) missing('name', 'a name');
  if (!taxId) missing('tax_id', 'a tax id');
  if (!address) {
    missing('address', role === 'seller' ? 'a fiscal address' : "a postal address with a postal code and town, such as 'Calle Mayor 1, 28013 Madrid'");
  }
  if (!name || !taxId || !address) return null;
  return {
    name,
    taxId,
    address: { street: address.street, postCode: address.post_code, town: address.town, province: address.province, countryCode: address.country_code },
  };
}

async function documentOf(em: EntityManager, sc: ServiceContext, c: Certification): Promise<CertificationDocument> {
  if (c.status !== 'issued' && c.status !== 'paid') {
    throw new AppError('invalid_state_transition', `Certification ${c.number} is ${c.status}; its invoice and relación valorada exist once it is issued.`, null, {
      from: c.status,
      to: 'issued',
    });
  }
  const now = await partiesNow(em, sc.actor, c.projectId);
  const errors: FieldError[] = [];
  const seller = partyOf(c.seller, now.seller, 'seller', errors);
  const buyer = partyOf(c.buyer, now.buyer, 'buyer', errors);
  if (errors.length > 0 || !seller || !buyer) throw AppError.validation(errors);
  const [previous, lines, items, chapters, project, budget] = await Promise.all([
    c.previousId ? readCertification(em, sc.actor, c.previousId) : null,
    linesOfCertifications(em, [c.id]),
    itemsOfBudget(em, c.budgetId),
    chaptersOfBudget(em, c.budgetId),
    projectParty(em, c.projectId),
    budgetName(em, c.budgetId),
  ]);
  const byItem = new Map((lines.get(c.id) ?? []).map((l) => [l.budgetItemId, l]));
  const zero = formatScaled(0n, QUANTITY_SCALE);
  const byChapter = new Map<string, CertificationDocumentLine[]>();
  for (const item of items.values()) {
    const line = byItem.get(item.id);
    const toDate = line ? parseScaled(line.quantityToDate, QUANTITY_SCALE)! : 0n;
    const before = line ? parseScaled(line.previousQuantity, QUANTITY_SCALE)! : 0n;
    const shown: CertificationDocumentLine = {
      code: item.code,
      description: item.description,
      unit: item.unit,
      salePrice: line?.salePrice ?? item.salePrice,
      budgetQuantity: item.quantity,
      previousQuantity: line?.previousQuantity ?? zero,
      quantityThisPeriod: formatScaled(toDate - before, QUANTITY_SCALE),
      quantityToDate: line?.quantityToDate ?? zero,
      amountPrevious: line?.previousAmount ?? 0,
      amountThisPeriod: line ? line.amountToDate - line.previousAmount : 0,
      amountToDate: line?.amountToDate ?? 0,
      overBudget: toDate > parseScaled(item.quantity, QUANTITY_SCALE)!,
    };
    const list = byChapter.get(item.chapterId) ?? [];
    list.push(shown);
    byChapter.set(item.chapterId, list);
  }
  const documentChapters: CertificationDocumentChapter[] = chapters.flatMap((chapter) => {
    const chapterLines = byChapter.get(chapter.id);
    if (!chapterLines) return [];
    const sum = (pick: (l: CertificationDocumentLine) => number) => chapterLines.reduce((s, l) => s + pick(l), 0);
    return [
      {
        code: chapter.code,
        title: chapter.title,
        lines: chapterLines,
        amountPrevious: sum((l) => l.amountPrevious),
        amountThisPeriod: sum((l) => l.amountThisPeriod),
        amountToDate: sum((l) => l.amountToDate),
      },
    ];
  });
  const [series, sequence] = [c.invoiceNumber!.slice(0, c.invoiceNumber!.lastIndexOf('-')), c.invoiceNumber!.slice(c.invoiceNumber!.lastIndexOf('-') + 1)];
  return {
    invoiceNumber: c.invoiceNumber!,
    invoiceSeries: series,
    invoiceSequence: sequence,
    number: c.number,
    type: c.type,
    issueDate: c.issueDate!,
    periodStart: c.periodStart,
    periodEnd: c.periodEnd,
    currency: 'EUR',
    seller,
    buyer,
    project: { name: project.name, address: project.address },
    budget: { name: budget },
    percentages: {
      overheads: c.overheadsPercentage,
      profit: c.profitPercentage,
      discount: c.discountPercentage,
      retention: c.retentionPercentage,
      taxRate: c.taxRate,
    },
    reverseCharge: c.reverseCharge,
    period: c.period,
    previous: previous?.toDate ?? ZERO,
    toDate: c.toDate,
    chapters: documentChapters,
  };
}

async function issuedDocument(sc: ServiceContext, id: string): Promise<CertificationDocument> {
  requireScope(sc.actor, 'read:certifications');
  const c = await readCertification(sc.em, sc.actor, id);
  return documentOf(sc.em, sc, c);
}

/** `GET /v1/certifications/{id}/facturae`: the invoice as Facturae 3.2.2 XML, unsigned. */
export async function getCertificationFacturae(sc: ServiceContext, id: string): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const doc = await issuedDocument(sc, id);
  return { filename: `${doc.invoiceNumber}.xml`, contentType: 'application/xml; charset=utf-8', body: Buffer.from(facturaeOf(doc), 'utf8') };
}

/** `GET /v1/certifications/{id}/pdf`: the relación valorada the client signs. */
export async function getCertificationPdf(sc: ServiceContext, id: string): Promise<{ filename: string; contentType: string; body: Buffer }> {
  const doc = await issuedDocument(sc, id);
  // pdfkit and its fonts load on the first PDF asked for, not with every API process.
  const { pdfOf } = await import('./certification-pdf.js');
  return { filename: `${doc.invoiceNumber}.pdf`, contentType: 'application/pdf', body: await pdfOf(doc) };
}
