/**
 * Who the blind held-out documents are from and to: the construction companies that buy (each
 * with its CIF, the organization's tax id) and their sites, and the suppliers, three per layout.
 */
import type { CorpusDocument, ExpectedLine } from '../types.js';
import { seedOf } from '../rng.js';
import { Rng, cif, dni, invoiceDoc, noteDoc } from './kit.js';

export interface Buyer {
  name: string;
  nif: string;
  street: string;
  town: string;
}

export interface Site {
  name: string;
  address: string;
  code: string;
}

export interface Supplier {
  /** The legal name, as the truth holds it. */
  name: string;
  /** A shorter trade name some letterheads print large. */
  trade: string;
  nif: string;
  street: string;
  town: string;
  phone: string;
  email: string;
  /** For the footer's registry line. */
  registry: string;
}

const ids = new Rng(seedOf('heldout-blind parties'));

export const BUYERS: Buyer[] = [
  { name: 'Construcciones Arbeloa Mendía, S.L.', nif: cif(ids), street: 'Avda. de Pamplona, 41, bajo', town: '31010 Barañáin (Navarra)' },
  { name: 'Edificaciones Tormes 2004, S.A.', nif: cif(ids, 'A'), street: 'C/ Zamora, 112, 2º', town: '37002 Salamanca' },
  { name: 'Obras y Reformas Cierzo, S.L.', nif: cif(ids), street: 'Pol. Ind. Malpica, calle E, nave 17', town: '50016 Zaragoza' },
  { name: 'Promociones Levante Sur Construcción, S.L.', nif: cif(ids), street: 'C/ Músico Padilla, 6, entlo.', town: '03004 Alicante' },
  { name: 'Estructuras Garrotxa, S.L.U.', nif: cif(ids), street: 'Ctra. de Riudaura, km 2,3', town: '17800 Olot (Girona)' },
];

export const SITES: Site[] = [
  { name: '32 viviendas VPO parcela R-7', address: 'Sector Arcosur, Zaragoza', code: 'OB-2611' },
  { name: 'Rehabilitación edificio C/ Toro 18', address: 'Salamanca', code: '25/047' },
  { name: 'Nave logística Pol. Las Atalayas', address: 'Alicante', code: 'LA-03' },
  { name: 'Centro de salud Olot Nord', address: 'Olot', code: 'CSO-2' },
  { name: 'Urbanización UE-4 Ripagaina', address: 'Pamplona', code: '2026-009' },
  { name: 'Residencial Mirador del Tormes, fase II', address: 'Santa Marta de Tormes', code: 'MT2' },
  { name: 'Reforma IES Ramón Pignatelli', address: 'Zaragoza', code: 'OB-2598' },
];

/** Three suppliers of one trade, with ids and contact details drawn from `seed`. */
export function suppliers(seed: string, people: Array<[name: string, trade: string, street: string, town: string, registryTown: string]>): Supplier[] {
  const rng = new Rng(seedOf(seed));
  return people.map(([name, trade, street, town, registryTown]) => {
    const nif = /,\s*S\.|S\.L|S\.A|S\.Coop/.test(name) ? cif(rng, name.includes('S.A.') && !name.includes('S.A.U.') ? 'A' : 'B') : dni(rng);
    const tomo = rng.int(1200, 4800);
    return {
      name,
      trade,
      nif,
      street,
      town,
      phone: `9${rng.int(41, 88)} ${rng.int(100, 999)} ${rng.int(100, 999)}`,
      email: `${trade.toLowerCase().replace(/[^a-z]/g, '').slice(0, 12)}@${trade.toLowerCase().replace(/[^a-z]/g, '').slice(0, 10)}.es`,
      registry: `Inscrita en el Registro Mercantil de ${registryTown}, Tomo ${tomo}, Folio ${rng.int(10, 220)}, Hoja ${registryTown[0]}-${rng.int(1000, 59999)}`,
    };
  });
}

/** One document to draw: its id and layout, which of the layout's three it is, its PRNG and its customer. */
export interface Job {
  id: string;
  layout: string;
  v: number;
  rng: Rng;
  buyer: Buyer;
  site: Site;
}

/** What an invoice layout printed, as its truth: the seller's id unless it was printed invalid. */
export interface InvoiceFigures {
  number: string;
  issue: string;
  due?: string;
  base: number;
  tax: number;
  withholding?: number;
  total: number;
  reverseCharge?: boolean;
  /** False when the seller's id is printed with a wrong control character. */
  validSellerId?: boolean;
}

export function invoiceOf(job: Job, seller: Supplier, bytes: Uint8Array, f: InvoiceFigures, why?: string): CorpusDocument {
  return invoiceDoc(
    job.id,
    job.layout,
    bytes,
    job.buyer.nif,
    {
      invoice_number: f.number,
      issue_date: f.issue,
      ...(f.due ? { due_date: f.due } : {}),
      ...(f.validSellerId === false ? {} : { provider_nif: seller.nif }),
      provider_name: seller.name,
      subtotal_amount: f.base,
      tax_amount: f.tax,
      withholding_amount: f.withholding ?? 0,
      total_amount: f.total,
      reverse_charge: f.reverseCharge ?? false,
    },
    why,
  );
}

/** A delivery note's truth: valued lines and their sum, or neither for an unpriced note. */
export function noteOf(job: Job, seller: Supplier, bytes: Uint8Array, f: { number: string; date: string; lines?: ExpectedLine[] }, why?: string): CorpusDocument {
  const head = { delivery_note_number: f.number, delivery_date: f.date, provider_nif: seller.nif, provider_name: seller.name };
  const valued = f.lines ? { subtotal_amount: f.lines.reduce((s, l) => s + l.subtotal, 0), line_items: f.lines } : {};
  return noteDoc(job.id, job.layout, bytes, job.buyer.nif, { ...head, ...valued }, why);
}
