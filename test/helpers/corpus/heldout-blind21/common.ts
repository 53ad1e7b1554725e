import { normalizeNif } from '../../../../src/platform/nif.js';
import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument, ExpectedLine } from '../types.js';
import { cif, type Figures, line, type Line, qtyNumber } from './figures.js';

/**
 * What the layouts of the twenty-first blind set share: the construction companies billed (the
 * contractors of hospital and laboratory fit-outs), a supplier's catalogue drawn from with a
 * seeded rng, and the truth each document is scored against.
 */

export interface Party {
  name: string;
  /** The tax id, as held (no dashes); layouts print it their own way. */
  nif: string;
  address: string[];
}

export interface Buyer extends Party {
  site: string;
  code: string;
}

export const BUYERS: Buyer[] = [
  {
    name: 'Construcciones Sanitarias del Norte, S.A.',
    nif: cif('A', '3948127'),
    address: ['Avda. de los Castros, 44', '39005 Santander (Cantabria)'],
    site: 'Ampliación Hospital Valdecilla Sur - Bloque quirúrgico',
    code: '000318',
  },
  {
    name: 'Obras Hospitalarias Mediterráneo, S.L.',
    nif: cif('B', '9627418'),
    address: ['C/ Doctor Manuel Candela, 18, 3º', '46021 Valencia'],
    site: 'Laboratorio de Microbiología - Campus de Burjassot',
    code: '4471',
  },
  {
    name: 'UTE Hospital Comarcal Barbanza',
    nif: cif('U', '0274591'),
    address: ['Lugar de Xobre, s/n', '15960 Ribeira (A Coruña)'],
    site: 'Nuevo Hospital Comarcal do Barbanza',
    code: 'C-1207',
  },
];

/** One entry of a supplier's catalogue: a quantity is drawn between `min` and `max` with `places` decimals. */
export interface Item {
  code?: string;
  d: string;
  unit: string;
  price: string;
  min: number;
  max: number;
  places?: number;
  rate?: number;
}

export const rngOf = (id: string): Mulberry32 => new Mulberry32(seedOf(`heldout-blind21/${id}`));

/** `n` items of the catalogue, in its order, each with a drawn quantity. */
export function pick(rng: Mulberry32, items: Item[], n: number): Line[] {
  const chosen = new Set(rng.sample(items.map((_, i) => i), n));
  return items.filter((_, i) => chosen.has(i)).map((it) => drawn(rng, it));
}

export function drawn(rng: Mulberry32, it: Item): Line {
  const p = it.places ?? 0;
  const scale = 10 ** p;
  const v = rng.int(Math.round(it.min * scale), Math.round(it.max * scale));
  const text = p === 0 ? String(v) : `${Math.floor(v / scale)}.${String(v % scale).padStart(p, '0')}`;
  return line(it.d, text, it.unit, it.price, { code: it.code, rate: it.rate });
}

export interface InvoiceTruth {
  number: string;
  issue?: string;
  due?: string;
  nif?: string;
  name: string;
  f: Figures;
  reverse?: boolean;
  /** The total as printed, when the document prints one. */
  total?: bigint | null;
}

export function invoice(
  id: string,
  layout: string,
  bytes: Uint8Array,
  buyer: Buyer,
  t: InvoiceTruth,
  hard?: string,
): CorpusDocument {
  return {
    id,
    layout,
    kind: 'invoice',
    expectComplete: !hard,
    ...(hard ? { why: hard } : {}),
    bytes,
    buyerNif: normalizeNif(buyer.nif),
    expected: {
      invoice_number: t.number,
      ...(t.issue ? { issue_date: t.issue } : {}),
      ...(t.due ? { due_date: t.due } : {}),
      ...(t.nif ? { provider_nif: normalizeNif(t.nif) } : {}),
      provider_name: t.name,
      subtotal_amount: Number(t.f.base),
      tax_amount: Number(t.f.vat),
      withholding_amount: Number(t.f.irpf),
      ...(t.total === null ? {} : { total_amount: Number(t.total ?? t.f.total) }),
      currency: 'EUR',
      reverse_charge: t.reverse ?? false,
    },
  };
}

export interface NoteTruth {
  number: string;
  date: string;
  nif: string;
  name: string;
  lines: Line[];
  /** The lines' sum as printed. */
  subtotal: bigint;
}

export const expectedLine = (l: Line): ExpectedLine => ({
  description: l.description,
  quantity: qtyNumber(l.qty),
  unit: l.unit,
  unit_price: Number(l.price),
  subtotal: Number(l.amount),
});

export function note(id: string, layout: string, bytes: Uint8Array, buyer: Buyer, t: NoteTruth, hard?: string): CorpusDocument {
  return {
    id,
    layout,
    kind: 'delivery_note',
    expectComplete: !hard,
    ...(hard ? { why: hard } : {}),
    bytes,
    buyerNif: normalizeNif(buyer.nif),
    expected: {
      delivery_note_number: t.number,
      delivery_date: t.date,
      provider_nif: normalizeNif(t.nif),
      provider_name: t.name,
      subtotal_amount: Number(t.subtotal),
      line_items: t.lines.map(expectedLine),
    },
  };
}
