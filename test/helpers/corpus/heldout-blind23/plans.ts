/**
 * A layout of this set is a plan: what each of its three suppliers puts on the print (the
 * variant) and how the print is drawn. The content is built here from the variant.
 */
import type { Family } from '../pen.js';
import { type InvoiceContent, type NoteContent, type Style, dateIn2026, ibanOf } from './content.js';
import { Dice } from './dice.js';
import { type Line, figuresOf, sumOf } from './figures.js';
import { addDays } from './format.js';
import type { Sheet } from './kit.js';
import type { Customer, Party } from './parties.js';

export interface InvoiceVariant {
  family: Family;
  style: Style;
  number: string;
  lines: Line[];
  withholdingRate?: number;
  reverseCharge?: boolean;
  /** Days from issue to due date; no due date printed when left out. */
  dueDays?: number;
  /** How it is paid; drawn from the usual ones when left out. */
  payment?: string;
  order?: string;
  remark?: string;
}

export interface NoteVariant {
  family: Family;
  style: Style;
  number: string;
  lines: Line[];
  order?: string;
}

export interface InvoicePlan {
  name: string;
  /** The `v`-th supplier's print of a document issued on `issue`. */
  variant(v: number, d: Dice, issue: string): InvoiceVariant;
  draw(sheet: Sheet, c: InvoiceContent): void;
}

export interface NotePlan {
  name: string;
  variant(v: number, d: Dice, date: string): NoteVariant;
  draw(sheet: Sheet, c: NoteContent): void;
}

const SITES = [
  'Edificio de 24 viviendas, C/ Alfonso I, 18 — Zaragoza',
  'Nuevo Hospital Comarcal, Ctra. de Zaragoza km 1 — Alcañiz',
  'Centro de salud Las Fuentes, Avda. Cataluña, 71 — Burgos',
  'Polideportivo municipal, parcela D-4, Sector Oeste — Illescas',
  'EDAR Bajo Segura, ampliación de tratamiento terciario — Orihuela',
  'Bloque B, 36 VPO, Residencial Los Almendros — Cuenca',
  'Nave logística P-12, Pol. Ind. Santa Ana — Cáceres',
  'Rehabilitación colegio Pérez Galdós, C/ Cervantes, 4 — Málaga',
  'Parque lineal del río Alberche, fase 2 — Toledo',
  'Ronda Sur, tramo glorieta de La Paz – enlace A-31 — Albacete',
];

const PAYMENTS = [
  'Transferencia bancaria a 30 días',
  'Confirming a 60 días fecha factura',
  'Recibo domiciliado a 45 días',
  'Transferencia a la vista',
  'Pagaré a 60 días',
];

const BANKS = ['2100', '0182', '0049', '2085', '0081', '3058', '2038'];

export function invoiceContent(id: string, v: number, plan: InvoicePlan, supplier: Party, customer: Customer): { content: InvoiceContent; family: Family } {
  const d = Dice.of(id);
  const issue = dateIn2026(d);
  const site = d.pick(SITES);
  const bank = d.pick(BANKS);
  const variant = plan.variant(v, d, issue);
  const fig = figuresOf(variant.lines, variant.withholdingRate ?? 0, variant.reverseCharge ?? false);
  const content: InvoiceContent = {
    id,
    v,
    supplier,
    customer,
    lines: variant.lines,
    style: variant.style,
    site,
    order: variant.order,
    remark: variant.remark,
    number: variant.number,
    issue,
    due: variant.dueDays === undefined ? undefined : addDays(issue, variant.dueDays),
    fig,
    payment: variant.payment ?? d.pick(PAYMENTS),
    iban: ibanOf(d, bank),
  };
  return { content, family: variant.family };
}

export function noteContent(id: string, v: number, plan: NotePlan, supplier: Party, customer: Customer): { content: NoteContent; family: Family } {
  const d = Dice.of(id);
  const date = dateIn2026(d);
  const site = d.pick(SITES);
  const variant = plan.variant(v, d, date);
  const content: NoteContent = {
    id,
    v,
    supplier,
    customer,
    lines: variant.lines,
    style: variant.style,
    site,
    order: variant.order,
    number: variant.number,
    date,
    subtotal: sumOf(variant.lines),
  };
  return { content, family: variant.family };
}
