import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedLine } from '../types.js';
import { type Figures, type Row, addDays, amountOf, cents, cif, qty, qtyNumber, validNif } from './kit.js';

/**
 * Who prints and who receives the eleventh blind set's documents, and how a drawn document
 * becomes a corpus entry with its truth (docs/document-extraction.md#measuring-it).
 */

export interface Party {
  name: string;
  /** The tax id as stored (validated when the party is made). */
  nif: string;
  street: string;
  city: string;
  phone?: string;
  mail?: string;
}

export interface Supplier extends Party {
  /** A trade name or brand printed above the legal name. */
  brand?: string;
  /** The registry line printed at the foot. */
  registry?: string;
}

export interface Customer extends Party {
  site: string;
  code: string;
}

export function party<T extends Party>(p: T): T {
  return { ...p, nif: validNif(p.nif) };
}

export const CUSTOMERS: Customer[] = [
  { name: 'Construcciones Hermanos Arribas, S.L.', nif: cif('B', '4718265'), street: 'Avda. de Segovia, 42', city: '47013 Valladolid', site: 'Residencial Los Almendros, 48 viv.', code: '4310' },
  { name: 'Edificaciones Tajo Norte, S.A.', nif: cif('A', '2873410'), street: 'C/ Alcalá, 312, 4º', city: '28027 Madrid', site: 'Edificio Las Rozas Park, bloque C', code: '1127' },
  { name: 'Obras y Reformas Galdakao, S.L.', nif: cif('B', '9541736'), street: 'Zamakola kalea, 17', city: '48960 Galdakao (Bizkaia)', site: 'Rehabilitación Plaza Nueva 4', code: '0862' },
  { name: 'Promociones y Construcciones Alcor, S.L.U.', nif: cif('B', '4162397'), street: 'C/ Luis Montoto, 107', city: '41007 Sevilla', site: 'Residencial Jardines del Alcor, fase 2', code: '2205' },
  { name: 'UTE Hospital Comarcal Vega Baja', nif: cif('U', '0395527'), street: 'Ctra. de Orihuela, km 4', city: '03314 San Bartolomé (Alicante)', site: 'Ampliación Hospital Comarcal', code: '3019' },
  { name: 'Construcciones Ribera del Turia, S.L.', nif: cif('B', '9863124'), street: 'C/ Colón, 58, 2ª', city: '46004 València', site: 'Edifici Natzaret, 36 habitatges', code: '5570' },
].map(party);

/** A seeded stream for one document: the same id draws the same document. */
export function streamOf(id: string): Mulberry32 {
  return new Mulberry32(seedOf(`heldout-blind11/${id}`));
}

/** A working day of 2026 (never the 29th to 31st, so every month holds it). */
export function dayOf(rng: Mulberry32): string {
  const month = rng.int(1, 12);
  const day = rng.int(1, 28);
  return `2026-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

export { addDays };

export interface Item {
  code: string;
  text: string;
  unit: string;
  price: string;
  /** Quantity range, and how many decimals the quantity is drawn with. */
  q: [number, number];
  dec?: number;
  vat?: number;
}

/** `n` items of a catalogue with drawn quantities and prices nudged by up to ±4 %. */
export function rowsOf(rng: Mulberry32, items: Item[], n: number): Row[] {
  return rng.sample(items, n).map((it) => {
    const scale = 10 ** (it.dec ?? 0);
    const q = rng.int(it.q[0] * scale, it.q[1] * scale) / scale;
    const base = cents(it.price);
    const nudge = (base * BigInt(rng.int(-4, 4))) / 100n;
    return { code: it.code, text: it.text, unit: it.unit, qty: qty(q.toFixed(it.dec ?? 0)), price: base + nudge - ((base + nudge) % 5n), vat: it.vat };
  });
}

export function expectedLines(rows: Row[]): ExpectedLine[] {
  return rows.map((r) => ({ description: r.text, quantity: qtyNumber(r.qty), unit: r.unit, unit_price: Number(r.price), subtotal: Number(amountOf(r)) }));
}

export interface Hard {
  why: string;
}

type Drawn = { id: string; layout: string; bytes: Uint8Array; buyer: Customer };

/** What every entry carries besides its kind and truth. */
function entryHead(a: Drawn, hard?: Hard) {
  const head = { id: a.id, layout: a.layout, expectComplete: !hard, bytes: a.bytes, buyerNif: a.buyer.nif };
  return hard ? { ...head, why: hard.why } : head;
}

export function invoiceEntry(
  a: Drawn & { seller: { name: string; nif?: string } },
  k: { number: string; issue?: string; due?: string; fig: Figures; reverse?: boolean; printedTotal?: bigint; printedWithholding?: bigint },
  hard?: Hard,
): CorpusDocument {
  const withholding = k.printedWithholding ?? k.fig.withholding;
  return {
    ...entryHead(a, hard),
    kind: 'invoice',
    expected: {
      invoice_number: k.number,
      ...(k.issue ? { issue_date: k.issue } : {}),
      ...(k.due ? { due_date: k.due } : {}),
      ...(a.seller.nif ? { provider_nif: a.seller.nif } : {}),
      provider_name: a.seller.name,
      subtotal_amount: Number(k.fig.base),
      tax_amount: Number(k.fig.tax),
      withholding_amount: Number(withholding),
      total_amount: Number(k.printedTotal ?? k.fig.total),
      currency: 'EUR',
      reverse_charge: k.reverse ?? false,
    },
  };
}

export function noteEntry(
  a: Drawn & { seller: { name: string; nif: string } },
  k: { number: string; date: string; rows: Row[]; subtotal: bigint },
  hard?: Hard,
): CorpusDocument {
  return {
    ...entryHead(a, hard),
    kind: 'delivery_note',
    expected: {
      provider_name: a.seller.name,
      provider_nif: a.seller.nif,
      delivery_note_number: k.number,
      delivery_date: k.date,
      line_items: expectedLines(k.rows),
      subtotal_amount: Number(k.subtotal),
    },
  };
}
