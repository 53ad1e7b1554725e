import type { CorpusDocument } from '../types.js';
import { figures, q } from './kit.js';
import { drawHoardingLetter } from './invoices-plant.js';
import { ASBESTOS, charged21, drawReverse } from './invoices-works.js';
import { drawLubricants, LUBRICANTS } from './notes-yard.js';
import { CUSTOMERS, invoiceDoc, noteDoc } from './parties.js';

/**
 * The ninth blind set's three hard documents, printed by the layouts of the set, whose right
 * outcome is review: each says what a careful clerk would stop at.
 */

/** An asbestos subcontractor's invoice with the reverse-charge legend that also charges 21 % VAT. */
async function reverseChargeWithVat(): Promise<CorpusDocument> {
  const v = {
    ...ASBESTOS[0],
    id: 'b9-hard-asbestos-isp-with-vat',
    number: 'DT-26-0083',
    issue: '2026-05-25',
    due: '2026-07-24',
    lines: [
      { text: 'Retirada de placas de fibrocemento en cubierta de almacén', qty: q('640'), unit: 'm²', price: 980n },
      { text: 'Encapsulado, paletizado y etiquetado de residuo', qty: q('640'), unit: 'm²', price: 140n },
      { text: 'Transporte y gestión de residuo LER 17 06 05*', qty: q('9.4'), unit: 't', price: 16500n },
    ],
  };
  const f = figures(v.lines, { reverseCharge: true });
  const charged = charged21(f.base);
  return invoiceDoc(
    {
      id: v.id,
      layout: 'b9-asbestos-isp',
      supplier: v.supplier,
      customer: v.customer,
      number: v.number,
      issue: v.issue,
      due: v.due,
      f,
      reverseCharge: true,
      why: 'prints the reverse-charge legend (art. 84.Uno.2º f LIVA) and yet charges 21 % VAT and adds it to the total',
      override: { tax_amount: Number(charged.vat), total_amount: Number(charged.total) },
    },
    await drawReverse(v, f, charged),
  );
}

/** A hoarding letter whose letterhead prints the customer's CIF where the supplier's belongs. */
async function buyerIdInLetterhead(): Promise<CorpusDocument> {
  const customer = CUSTOMERS.lizarraga;
  const v = {
    id: 'b9-hard-hoarding-buyer-id',
    supplier: {
      name: 'Cierres y Vallas Moncayo, S.L.',
      nif: customer.nif,
      street: 'Polígono Las Labradas, calle Dos, 6',
      town: '50500 Tarazona (Zaragoza)',
      phone: '976 641 207',
      email: 'vallasmoncayo@gmail.com',
    },
    customer,
    numberLabel: 'Factura nº',
    number: '2026/044',
    issue: '2026-04-16',
    dates: 'words-es' as const,
    amounts: 'dot-comma-eur' as const,
    nifLabel: 'C.I.F.',
    producer: 'Microsoft Word',
    footer: 'Pago al contado por transferencia bancaria.',
    lines: [
      { text: 'Alquiler de valla móvil con pie, marzo y abril', qty: q('80'), unit: 'ud', price: 260n },
      { text: 'Lona verde de ocultación', qty: q('140'), unit: 'm²', price: 420n },
      { text: 'Montaje y desmontaje', qty: q('10'), unit: 'h', price: 2600n },
    ],
  };
  const f = figures(v.lines);
  return invoiceDoc(
    {
      id: v.id,
      layout: 'b9-hoarding-right',
      supplier: v.supplier,
      customer,
      number: v.number,
      issue: v.issue,
      f,
      why: "the letterhead's only tax id is the customer's own CIF (the supplier's template copied it): no seller id is printed",
      override: { provider_nif: undefined },
    },
    await drawHoardingLetter(v, f),
  );
}

/** A lubricants note with a returned drum credited on a line that its printed total leaves out. */
async function returnLeftOutOfTotal(): Promise<CorpusDocument> {
  const v = {
    ...LUBRICANTS[1],
    id: 'b9-hard-lubricants-return',
    number: 'DPO/5561',
    date: '2026-07-09',
    lines: [
      { code: '01-104', text: 'Aceite hidráulico HV 46', pack: 'Bidón 208 l', qty: q('208'), unit: 'l', price: 309n },
      { code: '01-120', text: 'Aceite motor 10W-40 E7', pack: 'Garrafa 20 l', qty: q('40'), unit: 'l', price: 455n },
      { code: '09-900', text: 'Devolución envase bidón 208 l retornable', pack: 'Bidón 208 l', qty: q('-2'), unit: 'ud', price: 2500n },
    ],
  };
  const f = figures(v.lines);
  const printedSum = f.sum + 5000n;
  return noteDoc(
    {
      id: v.id,
      layout: 'b9-lubricants-times',
      supplier: v.supplier,
      customer: v.customer,
      number: v.number,
      date: v.date,
      lines: v.lines,
      f,
      printedSum,
      why: "its printed total leaves out the credit line for two returned drums (-50,00): the total is 50,00 more than its lines",
    },
    await drawLubricants(v, f, printedSum),
  );
}

export async function hardDocuments(): Promise<CorpusDocument[]> {
  return [await reverseChargeWithVat(), await buyerIdInLetterhead(), await returnLeftOutOfTotal()];
}
