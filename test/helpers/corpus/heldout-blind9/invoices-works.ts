import { Mulberry32, seedOf } from '../rng.js';
import type { Family } from '../pen.js';
import { A4, addDays, type Column, date, type DateStyle, type Figures, type Line, money, type MoneyStyle, pct, q, qty, row, Sheet } from './kit.js';
import { CUSTOMERS, type Customer, type Party, printInvoices } from './parties.js';

/**
 * Invoices of work on site: dewatering by well points billed day by day over two or three pages
 * with the sums carried from one to the next, and asbestos removal by a subcontractor under
 * reverse charge (inversión del sujeto pasivo).
 */

// ---- dewatering: a day a line, sums carried over pages -------------------------------------

interface PagesVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  family: Family;
  numberLabel: string;
  dateLabel: string;
  number: string;
  issue: string;
  due: string;
  from: string;
  days: number;
  dayRate: bigint;
  perPage: number;
  carry: { out: string; in: string };
  dates: DateStyle;
  amounts: MoneyStyle;
  producer: string;
}

const DEWATERING: PagesVariant[] = [
  {
    id: 'b9-dewatering-ebro',
    supplier: {
      name: 'Agotamientos Freáticos del Ebro, S.L.',
      nif: 'B26740480',
      street: 'Polígono Cantabria I, calle Las Cañas, 31',
      town: '26009 Logroño',
      phone: '941 262 118',
      email: 'obras@agotamientosebro.es',
      registry: 'Inscrita en el Registro Mercantil de La Rioja, tomo 812, folio 15, hoja LO-11.904',
    },
    customer: CUSTOMERS.lizarraga,
    family: 'Helvetica',
    numberLabel: 'Factura Nº',
    dateLabel: 'Fecha',
    number: 'AF-26/118',
    issue: '2026-03-31',
    due: '2026-05-15',
    from: '2026-03-01',
    days: 31,
    dayRate: 18500n,
    perPage: 24,
    carry: { out: 'Suma y sigue', in: 'Suma anterior' },
    dates: 'dmy/',
    amounts: 'dot-comma',
    producer: 'Navision',
  },
  {
    id: 'b9-dewatering-levante',
    supplier: {
      name: 'Hidrodrenajes Levante, S.A.',
      nif: 'A03544640',
      street: 'Avenida de Elche, 176',
      town: '03008 Alicante',
      phone: '965 110 347',
      web: 'www.hidrodrenajes.es',
      registry: 'R.M. de Alicante, T. 2.377, F. 105, H. A-61.220',
    },
    customer: CUSTOMERS.almenara,
    family: 'Times',
    numberLabel: 'FACTURA núm.',
    dateLabel: 'Fecha de emisión',
    number: '1.046',
    issue: '2026-06-30',
    due: '2026-07-30',
    from: '2026-06-03',
    days: 28,
    dayRate: 21400n,
    perPage: 26,
    carry: { out: 'A transportar', in: 'Transporte' },
    dates: 'words-es',
    amounts: 'dot-comma-eur',
    producer: 'Microsoft Word',
  },
  {
    id: 'b9-dewatering-wellpoint',
    supplier: {
      name: 'Wellpoint Ibérica, S.L.',
      nif: 'B48360960',
      street: 'Ribera de Axpe, 50 - Edificio Udondo',
      town: '48950 Erandio (Bizkaia)',
      phone: '944 710 552',
      email: 'admin@wellpointiberica.com',
      registry: 'Registro Mercantil de Bizkaia, Tomo 5.861, Folio 200, Hoja BI-74.312',
    },
    customer: CUSTOMERS.bajoCinca,
    family: 'Helvetica',
    numberLabel: 'Nº Factura:',
    dateLabel: 'Fecha factura:',
    number: 'WPI-2026-00427',
    issue: '2026-10-31',
    due: '2026-11-30',
    from: '2026-10-01',
    days: 31,
    dayRate: 16800n,
    perPage: 18,
    carry: { out: 'Suma y sigue', in: 'Suma anterior' },
    dates: 'dmy-',
    amounts: 'dot-comma',
    producer: 'Microsoft Dynamics 365',
  },
];

/** A day a line, with the diesel delivered and the on-call hours on the days they happened. */
function dewateringLines(v: PagesVariant): Line[] {
  const rng = new Mulberry32(seedOf(v.id));
  const lines: Line[] = [
    { text: 'Instalación de lanzas well-point (hinca con agua)', qty: q(String(rng.int(36, 64))), unit: 'ud', price: 2350n },
    { text: 'Colector de aspiración 6" montado', qty: q(String(rng.int(8, 14) * 6)), unit: 'ml', price: 940n },
  ];
  for (let d = 0; d < v.days; d++) {
    const day = addDays(v.from, d);
    lines.push({ text: `Equipo de vacío en servicio 24 h - ${date(day, 'dmy/').slice(0, 5)}`, qty: q('1'), unit: 'día', price: v.dayRate });
    if (d % 6 === 2) lines.push({ text: `Gasóleo aportado a bomba - ${date(day, 'dmy/').slice(0, 5)}`, qty: q(String(rng.int(30, 60) * 10)), unit: 'l', price: 109n });
    if (rng.chance(0.12)) lines.push({ text: `Técnico de guardia (incidencia) - ${date(day, 'dmy/').slice(0, 5)}`, qty: q(String(rng.int(2, 5))), unit: 'h', price: 4600n });
  }
  lines.push({ text: 'Control de niveles piezométricos (informe mensual)', qty: q('1'), unit: 'ud', price: 27500n });
  return lines;
}

async function drawPages(v: PagesVariant & { lines: Line[] }, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen(v.family, 8.5);
  const L = 44;
  const R = A4.width - 44;
  const pages = Math.ceil(v.lines.length / v.perPage);
  const t: Column[] = [
    { head: 'Concepto', x: L, w: 270 },
    { head: 'Cant.', x: L + 270, w: 50, align: 'right' },
    { head: 'Ud.', x: L + 320, w: 35, align: 'center' },
    { head: 'Precio', x: L + 355, w: 65, align: 'right' },
    { head: 'Importe', x: L + 420, w: R - L - 420, align: 'right' },
  ];
  let carried = 0n;
  for (let page = 0; page < pages; page++) {
    if (page > 0) s.newPage();
    // the letterhead on every page, the customer only on the first
    s.box(L, 36, 6, 44, { fill: '#0277bd' });
    p.text(v.supplier.name, L + 14, 38, { size: 13, bold: true });
    p.text(`${v.supplier.street}, ${v.supplier.town}`, L + 14, 56);
    p.text(`CIF ${v.supplier.nif} · Tel. ${v.supplier.phone} · ${v.supplier.email ?? v.supplier.web}`, L + 14, 68);
    p.right(`Hoja ${page + 1} de ${pages}`, R, 38, { size: 8 });
    p.right(`${v.numberLabel} ${v.number}`, R, 96, { bold: true, size: 10.5 });
    p.right(`${v.dateLabel} ${date(v.issue, v.dates)}`, R, 110);
    let y: number;
    if (page === 0) {
      p.text('CLIENTE', L, 96, { size: 7, bold: true });
      p.text(v.customer.name, L, 107, { bold: true });
      p.text(v.customer.street, L, 118);
      p.text(v.customer.town, L, 129);
      p.text(`CIF: ${v.customer.nif}`, L, 140);
      p.text(`Agotamiento del nivel freático del ${date(v.from, 'dmy/')} al ${date(addDays(v.from, v.days - 1), 'dmy/')}`, L, 162, { italic: true });
      y = 184;
    } else y = 136;
    s.rule(L, y, R, y, { width: 0.9 });
    row(p, t, t.map((c) => c.head), y + 4, { bold: true });
    s.rule(L, y + 16, R, y + 16, { width: 0.4 });
    y += 22;
    if (page > 0) {
      p.text(v.carry.in, L + 3, y, { italic: true, bold: true });
      p.right(money(carried, v.amounts), R - 3, y, { bold: true });
      y += 14;
    }
    const slice = v.lines.slice(page * v.perPage, (page + 1) * v.perPage);
    slice.forEach((l, i) => {
      const k = page * v.perPage + i;
      row(p, t, [l.text, qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), money(f.lines[k], 'dot-comma')], y);
      carried += f.lines[k];
      y += 13;
    });
    if (page < pages - 1) {
      s.rule(L + 355, y, R, y, { width: 0.4 });
      p.text(v.carry.out, L + 358, y + 5, { italic: true, bold: true });
      p.right(money(carried, v.amounts), R - 3, y + 5, { bold: true });
    } else {
      if (carried !== f.sum) throw new Error('heldout-blind9: carried sums do not reach the total');
      y += 10;
      s.rule(L + 300, y, R, y, { width: 0.8 });
      const put = (label: string, value: string, bold = false) => {
        y += 14;
        p.text(label, L + 303, y, { bold });
        p.right(value, R - 3, y, { bold });
      };
      put('Base imponible', money(f.base, v.amounts));
      put('IVA 21%', money(f.vat, v.amounts));
      put('TOTAL FACTURA', money(f.total, v.amounts), true);
      p.text(`Vencimiento: ${date(v.due, v.dates)}. Transferencia bancaria.`, L, y + 30);
      if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
    }
  }
  return s.bytes();
}

export const dewateringInvoices = () => printInvoices('b9-dewatering-pages', DEWATERING.map((v) => ({ ...v, lines: dewateringLines(v) })), drawPages);

// ---- asbestos removal under reverse charge --------------------------------------------------

export interface ReverseVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  labels: { number: string; date: string; due?: string };
  number: string;
  issue: string;
  due?: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  /** How the VAT row reads under reverse charge; `undefined` prints no VAT row. */
  vatRow?: string;
  legend: string;
  plan: string;
  lines: Line[];
  accent: string;
  producer: string;
}

export const ASBESTOS: ReverseVariant[] = [
  {
    id: 'b9-asbestos-tajo',
    supplier: {
      name: 'Desamiantados Tajo, S.L.',
      nif: 'B45696002',
      street: 'Calle Río Jarama, 132 - Polígono Santa María de Benquerencia',
      town: '45007 Toledo',
      phone: '925 233 410',
      email: 'administracion@desamiantadostajo.es',
      registry: 'Inscrita en el R.M. de Toledo, Tomo 1.690, Folio 88, Hoja TO-39.512. Inscrita en el RERA con el nº 45/0217.',
    },
    customer: CUSTOMERS.puertaSol,
    labels: { number: 'FACTURA Nº', date: 'FECHA', due: 'VENCIMIENTO' },
    number: 'DT-26-0071',
    issue: '2026-04-20',
    due: '2026-06-19',
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    vatRow: 'IVA 0 %',
    legend: 'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA.',
    plan: 'Plan de trabajo aprobado nº PT-45-2026-0388',
    accent: '#c62828',
    producer: 'ContaPlus',
    lines: [
      { text: 'Retirada de placas de fibrocemento en cubierta de nave', qty: q('1240'), unit: 'm²', price: 980n },
      { text: 'Encapsulado, paletizado y etiquetado de residuo', qty: q('1240'), unit: 'm²', price: 140n },
      { text: 'Transporte y gestión de residuo LER 17 06 05*', qty: q('18.6'), unit: 't', price: 16500n },
      { text: 'Unidad de descontaminación de personal (alquiler)', qty: q('12'), unit: 'día', price: 4800n },
      { text: 'Mediciones de fibras en aire (laboratorio acreditado)', qty: q('4'), unit: 'ud', price: 14500n },
    ],
  },
  {
    id: 'b9-asbestos-valles',
    supplier: {
      name: 'Retiradas de Fibrocemento Vallès, S.L.',
      nif: 'B08812489',
      street: 'Carrer de la Mola, 77 - Polígon Can Roqueta',
      town: '08202 Sabadell (Barcelona)',
      phone: '937 253 641',
      web: 'www.fibrocementvalles.cat',
      registry: 'Registre Mercantil de Barcelona, tom 44.981, foli 130, full B-471.205',
    },
    customer: CUSTOMERS.lizarraga,
    labels: { number: 'Factura', date: 'Data / Fecha' },
    number: 'RFV/2026/212',
    issue: '2026-08-31',
    dates: 'dmy.',
    amounts: 'dot-comma',
    legend: 'Factura sin IVA por inversión del sujeto pasivo (artículo 84.Uno.2º.f LIVA). El IVA será autorrepercutido por el destinatario.',
    plan: 'Pla de treball / Plan de trabajo: 08-2026-1547',
    accent: '#00695c',
    producer: 'Holded',
    lines: [
      { text: 'Retirada de bajantes y canalones de fibrocemento', qty: q('186'), unit: 'ml', price: 1250n },
      { text: 'Retirada de depósito de fibrocemento 1.000 l', qty: q('3'), unit: 'ud', price: 21000n },
      { text: 'Confinamiento de zona con polietileno y extracción', qty: q('1'), unit: 'ud', price: 86000n },
      { text: 'Gestión de residuo con amianto en vertedero autorizado', qty: q('2.35'), unit: 't', price: 19500n },
    ],
  },
  {
    id: 'b9-asbestos-amiantec',
    supplier: {
      name: 'Amiantec Gestión Ambiental, S.L.U.',
      nif: 'B14181127',
      street: 'Avenida de la Torrecilla, 9, nave 14',
      town: '14013 Córdoba',
      phone: '957 429 066',
      email: 'facturas@amiantec.es',
      registry: 'R.M. Córdoba, tomo 2.718, folio 37, hoja CO-41.662 · RERA 14/0093',
    },
    customer: CUSTOMERS.almenara,
    labels: { number: 'Nº de factura', date: 'Fecha de factura', due: 'Fecha de vencimiento' },
    number: '2026.0394',
    issue: '2026-11-12',
    due: '2026-12-12',
    dates: 'mon-es',
    amounts: 'dot-comma',
    vatRow: 'Cuota IVA (ISP)',
    legend: 'Inversión del sujeto pasivo - art. 84.Uno.2º f) Ley 37/1992. Certificado de la empresa destinataria recibido.',
    plan: 'Plan de trabajo nº 14/PT/2026/611 · Obra: antiguo almacén agrícola, Almassora',
    accent: '#6a1b9a',
    producer: 'a3ERP',
    lines: [
      { text: 'Retirada de falso techo con amianto friable (zona confinada)', qty: q('212.5'), unit: 'm²', price: 4600n },
      { text: 'Retirada de placas onduladas en marquesina', qty: q('88'), unit: 'm²', price: 1050n, discount: 5 },
      { text: 'Medición de fibras previa y final (MTA/MA-051)', qty: q('2'), unit: 'ud', price: 16500n },
      { text: 'Transporte a gestor autorizado', qty: q('2'), unit: 'viaje', price: 29000n },
    ],
  },
];

/** `charged` prints 21 % VAT beside the reverse-charge legend: a hard document's contradiction. */
export async function drawReverse(v: ReverseVariant, f: Figures, charged?: { vat: bigint; total: bigint }): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 8.5);
  const L = 40;
  const R = A4.width - 40;
  s.box(0, 0, A4.width, 8, { fill: v.accent });
  s.ink(v.accent);
  p.text(v.supplier.name.split(',')[0], L, 30, { size: 15, bold: true });
  s.ink('#000000');
  p.text(v.supplier.name, L, 50, { size: 8, bold: true });
  p.text(v.supplier.street, L, 61);
  p.text(v.supplier.town, L, 72);
  p.text(`NIF ${v.supplier.nif} · ${v.supplier.phone}`, L, 83);
  // the document's data in a framed block on the right, label: value
  s.box(345, 28, R - 345, 64, { stroke: v.accent, lineWidth: 1 });
  const data: [string, string][] = [
    [v.labels.number, v.number],
    [v.labels.date, date(v.issue, v.dates)],
    ...(v.labels.due && v.due ? [[v.labels.due, date(v.due, v.dates)] as [string, string]] : []),
  ];
  data.forEach(([label, value], i) => {
    p.text(label, 352, 36 + i * 17, { size: 7.5 });
    p.right(value, R - 7, 35 + i * 17, { bold: true, size: 9.5 });
  });
  p.text('DATOS DEL CLIENTE', L, 112, { size: 7, bold: true });
  s.rule(L, 121, 300, 121, { color: v.accent });
  p.text(v.customer.name, L, 126, { bold: true });
  p.text(`${v.customer.street} - ${v.customer.town}`, L, 137);
  p.text(`NIF/CIF: ${v.customer.nif}`, L, 148);
  p.text(v.plan, L, 170, { italic: true });
  const t: Column[] = [
    { head: 'Descripción', x: L, w: 265 },
    { head: 'Medición', x: L + 265, w: 55, align: 'right' },
    { head: 'Ud', x: L + 320, w: 30, align: 'center' },
    { head: '€/Ud', x: L + 350, w: 55, align: 'right' },
    { head: '% Dto', x: L + 405, w: 35, align: 'right' },
    { head: 'Total', x: L + 440, w: R - L - 440, align: 'right' },
  ];
  s.box(L, 190, R - L, 15, { fill: '#f2f2f2' });
  row(p, t, t.map((c) => c.head), 194, { bold: true });
  let y = 212;
  v.lines.forEach((l, i) => {
    const places = l.qty % 1000n ? (l.qty % 100n ? 2 : 1) : 0;
    row(p, t, [l.text, qty(l.qty, places === 1 ? 2 : places), l.unit, money(l.price, 'dot-comma'), l.discount ? String(l.discount) : '', money(f.lines[i], 'dot-comma')], y);
    y += 15;
  });
  s.rule(L, 470, R, 470, { color: v.accent });
  let ty = 482;
  const put = (label: string, value: string, bold = false) => {
    p.text(label, 360, ty, { bold });
    p.right(value, R, ty, { bold });
    ty += 15;
  };
  put('Base imponible', money(f.base, v.amounts));
  if (charged) {
    put('IVA 21%', money(charged.vat, v.amounts));
    put('Total factura', money(charged.total, v.amounts), true);
  } else {
    if (v.vatRow) put(v.vatRow, money(0n, v.amounts));
    put('Total factura', money(f.total, v.amounts), true);
  }
  s.box(L, 560, R - L, 30, { stroke: v.accent });
  p.paragraph(v.legend, L + 6, 566, R - L - 12, { size: 8, bold: true });
  if (!v.labels.due && v.due) p.text(`Vencimiento ${date(v.due, v.dates)}`, L, 604);
  p.text(v.supplier.registry ?? '', L, 805, { size: 6.5 });
  return s.bytes();
}

export const asbestosInvoices = () => printInvoices('b9-asbestos-isp', ASBESTOS, (v, f) => drawReverse(v, f), () => ({ reverseCharge: true }));

/** 21 % of a base with its total: what a hard document charges against its own legend. */
export const charged21 = (base: bigint) => ({ vat: pct(base, 21), total: base + pct(base, 21) });
