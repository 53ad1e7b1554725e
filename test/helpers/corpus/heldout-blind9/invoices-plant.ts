import type { Family } from '../pen.js';
import { A4, type Column, columnRules, date, type DateStyle, type Figures, type Line, money, type MoneyStyle, q, qty, row, Sheet } from './kit.js';
import { CUSTOMERS, type Customer, type Party, printInvoices } from './parties.js';

/**
 * Invoices of plant hired to sites: construction hoists and mast-climbing platforms under an
 * ERP's coloured label band, generators and lighting towers with the document's data in boxed
 * header cells, and temporary hoarding with the letterhead on the right in Times.
 */

// ---- hoists and mast climbers: an ERP label band ------------------------------------------

interface BandVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  color: string;
  labels: { number: string; date: string; due: string; client: string; payment: string };
  number: string;
  issue: string;
  due: string;
  clientCode: string;
  payment: string;
  site: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: Line[];
  /** Prompt-payment discount before the base. */
  prompt?: number;
  producer: string;
}

const HOISTS: BandVariant[] = [
  {
    id: 'b9-hoist-maestrazgo',
    supplier: {
      name: 'Elevadores de Obra Maestrazgo, S.L.',
      nif: 'B50432848',
      street: 'Polígono Malpica, calle D, nave 27',
      town: '50016 Zaragoza',
      phone: '976 571 204',
      web: 'www.elevadoresmaestrazgo.es',
      registry: 'Inscrita en el Registro Mercantil de Zaragoza, Tomo 4.118, Folio 62, Hoja Z-58.903',
    },
    customer: CUSTOMERS.bajoCinca,
    color: '#1f4e79',
    labels: { number: 'Nº Factura', date: 'Fecha', due: 'Vencimiento', client: 'Cód. cliente', payment: 'Forma de pago' },
    number: 'FV26-000412',
    issue: '2026-03-31',
    due: '2026-04-30',
    clientCode: '430.00871',
    payment: 'Transferencia 30 días',
    site: 'Obra: EDAR Fraga - edificio de control',
    dates: 'dmy/',
    amounts: 'dot-comma',
    producer: 'Sage 200',
    lines: [
      { code: 'ALQ-MC10', text: 'Alquiler montacargas GH 1000 kg - marzo 2026', qty: q('1'), unit: 'mes', price: 145000n },
      { code: 'ALQ-MST', text: 'Tramos de mástil 1,508 m adicionales', qty: q('8'), unit: 'ud', price: 4200n },
      { code: 'SRV-ANC', text: 'Anclajes a forjado (suministro y colocación)', qty: q('4'), unit: 'ud', price: 6850n, discount: 10 },
      { code: 'SRV-REV', text: 'Revisión mensual de mantenimiento', qty: q('1'), unit: 'ud', price: 9500n },
    ],
  },
  {
    id: 'b9-hoist-cantabrico',
    supplier: {
      name: 'Montacargas y Plataformas del Cantábrico, S.A.',
      nif: 'A39797121',
      street: 'Barrio La Cerrada, 14 - Polígono de Guarnizo',
      town: '39611 El Astillero (Cantabria)',
      phone: '942 544 610',
      email: 'administracion@mpcantabrico.com',
      registry: 'Reg. Merc. de Cantabria, Tomo 902, Libro 0, Folio 171, Sección 8, Hoja S-15.447, Inscripción 1ª',
    },
    customer: CUSTOMERS.lizarraga,
    color: '#2e7d32',
    labels: { number: 'Factura', date: 'Fecha factura', due: 'Fecha vto.', client: 'Cliente', payment: 'Forma pago' },
    number: '2026/1187',
    issue: '2026-05-29',
    due: '2026-07-28',
    clientCode: '00214',
    payment: 'Confirming 60 d',
    site: 'Obra: 64 viviendas Buztintxuri, parcela B-3',
    dates: 'dmy-',
    amounts: 'dot-comma-eur',
    producer: 'a3ERP',
    prompt: 2,
    lines: [
      { code: '10.210', text: 'Plataforma trepadora bimástil PT-20, alquiler', qty: q('29'), unit: 'días', price: 6250n },
      { code: '10.215', text: 'Módulos de plataforma 1,5 m (alquiler)', qty: q('58'), unit: 'ud x día', price: 185n },
      { code: '30.100', text: 'Montaje inicial con técnico acreditado', qty: q('1'), unit: 'ud', price: 68000n },
      { code: '30.140', text: 'Transporte ida, camión con pluma', qty: q('1'), unit: 'viaje', price: 32500n },
      { code: '40.010', text: 'Formación operadores (4 h, 3 alumnos)', qty: q('3'), unit: 'alumno', price: 4500n },
    ],
  },
  {
    id: 'b9-hoist-trepax',
    supplier: {
      name: 'Trepax Plataformas Trepadoras, S.L.U.',
      nif: 'B-28992006',
      street: 'Calle Torneros, 9 - Polígono Los Ángeles',
      town: '28906 Getafe (Madrid)',
      phone: '91 684 33 70',
      web: 'trepax.es',
      registry: 'R.M. Madrid T. 31.552, F. 84, S. 8, H. M-567.219',
    },
    customer: CUSTOMERS.puertaSol,
    color: '#424242',
    labels: { number: 'Número', date: 'Fecha', due: 'Vencimiento', client: 'Cuenta', payment: 'Pago' },
    number: 'TPX-26-0093',
    issue: '2026-10-15',
    due: '2026-11-14',
    clientCode: 'C-0771',
    payment: 'Recibo domiciliado',
    site: 'Obra: Rehabilitación fachada c/ Goya 112',
    dates: 'dmy.',
    amounts: 'dot-comma',
    producer: 'Odoo 16',
    lines: [
      { code: 'MC-2M', text: 'Mástil plataforma monomástil MC-2 (15/09 a 14/10)', qty: q('1'), unit: 'mes', price: 98000n },
      { code: 'MC-EXT', text: 'Extensiones laterales de plataforma', qty: q('2'), unit: 'ud', price: 7500n },
      { code: 'GEN-SEG', text: 'Seguro de daños del equipo', qty: q('1'), unit: 'mes', price: 3900n },
      { code: 'DESM', text: 'Desmontaje y retirada', qty: q('1'), unit: 'ud', price: 54000n, discount: 15 },
    ],
  },
];

async function drawBand(v: BandVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 8.5);
  const L = 40;
  const R = A4.width - 40;
  // letterhead: a square mark with the initials, the legal name and its data
  const initials = v.supplier.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
  s.box(L, 38, 42, 42, { fill: v.color });
  s.ink('#ffffff');
  p.center(initials, L + 21, 52, { size: 16, bold: true });
  s.ink('#000000');
  p.text(v.supplier.name, L + 52, 40, { size: 12, bold: true });
  p.text(v.supplier.street, L + 52, 57);
  p.text(v.supplier.town, L + 52, 68);
  p.text(`CIF: ${v.supplier.nif}   Tel. ${v.supplier.phone}   ${v.supplier.web ?? v.supplier.email ?? ''}`, L + 52, 79);
  p.right('FACTURA', R, 42, { size: 20, bold: true });
  // the label band and the values under it
  const cols: Column[] = [
    { head: v.labels.number, x: L, w: 105 },
    { head: v.labels.date, x: L + 105, w: 80 },
    { head: v.labels.due, x: L + 185, w: 80 },
    { head: v.labels.client, x: L + 265, w: 80 },
    { head: v.labels.payment, x: L + 345, w: R - L - 345 },
  ];
  s.box(L, 104, R - L, 14, { fill: v.color });
  s.ink('#ffffff');
  row(p, cols, cols.map((c) => c.head), 108, { bold: true, size: 7.5 });
  s.ink('#000000');
  s.box(L, 118, R - L, 16);
  columnRules(s, cols, 118, 134);
  row(p, cols, [v.number, date(v.issue, v.dates), date(v.due, v.dates), v.clientCode, v.payment], 122);
  // customer
  s.box(300, 146, R - 300, 62, { stroke: '#888888' });
  p.text('Cliente', 306, 150, { size: 7, bold: true });
  p.text(v.customer.name, 306, 161, { bold: true });
  p.text(v.customer.street, 306, 173);
  p.text(v.customer.town, 306, 184);
  p.text(`CIF ${v.customer.nif}`, 306, 195);
  p.text(v.site, L, 196, { italic: true });
  // lines
  const t: Column[] = [
    { head: 'Código', x: L, w: 55 },
    { head: 'Descripción', x: L + 55, w: 225 },
    { head: 'Cant.', x: L + 280, w: 40, align: 'right' },
    { head: 'Ud.', x: L + 320, w: 40 },
    { head: 'Precio', x: L + 360, w: 55, align: 'right' },
    { head: 'Dto.%', x: L + 415, w: 35, align: 'right' },
    { head: 'Importe', x: L + 450, w: R - L - 450, align: 'right' },
  ];
  s.box(L, 222, R - L, 14, { fill: v.color });
  s.ink('#ffffff');
  row(p, t, t.map((c) => c.head), 226, { bold: true, size: 7.5 });
  s.ink('#000000');
  let y = 242;
  v.lines.forEach((l, i) => {
    row(p, t, [l.code ?? '', l.text, qty(l.qty, l.qty % 1000n ? 2 : 0), l.unit, money(l.price, 'dot-comma'), l.discount ? `${l.discount},00` : '', money(f.lines[i], 'dot-comma')], y);
    y += 15;
  });
  s.rule(L, 520, R, 520, { color: v.color, width: 1 });
  // totals as a second band
  const heads = ['Suma', ...(v.prompt ? [`Dto. P.P. ${v.prompt}%`] : []), 'Base imponible', 'IVA %', 'Cuota IVA', 'TOTAL FACTURA'];
  const vals = [money(f.sum, v.amounts), ...(v.prompt ? [`-${money(f.discount, v.amounts)}`] : []), money(f.base, v.amounts), '21,00', money(f.vat, v.amounts), money(f.total, v.amounts)];
  const w = (R - L) / heads.length;
  const tc: Column[] = heads.map((h, i) => ({ head: h, x: L + i * w, w, align: 'right' }));
  s.box(L, 530, R - L, 14, { fill: v.color });
  s.ink('#ffffff');
  row(p, tc, heads, 534, { bold: true, size: 7.5 });
  s.ink('#000000');
  s.box(L, 544, R - L, 18);
  columnRules(s, tc, 544, 562);
  row(p, tc, [...vals.slice(0, -1), ''], 549);
  row(p, tc.slice(-1), [vals[vals.length - 1]], 549, { bold: true });
  p.text(`Vencimientos: ${date(v.due, v.dates)}  ${money(f.total, v.amounts)}`, L, 580);
  p.paragraph(
    'Los equipos se entregan revisados conforme a la Directiva 2006/42/CE. El cliente es responsable de su uso por personal formado y de la custodia en obra durante el periodo de alquiler.',
    L,
    600,
    R - L,
    { size: 7 },
  );
  p.center(v.supplier.registry ?? '', A4.width / 2, 800, { size: 6.5 });
  return s.bytes();
}

export const hoistInvoices = () => printInvoices('b9-hoist-band', HOISTS, drawBand, (v) => ({ discountPct: v.prompt }));

// ---- generators and lighting towers: boxed header cells -----------------------------------

export interface GridVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  family: Family;
  /** Label and value in one boxed cell each, two rows of three. */
  cells: [string, string][];
  number: string;
  issue: string;
  due?: string;
  period: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: Line[];
  producer: string;
  title: string;
}

const POWER: GridVariant[] = [
  {
    id: 'b9-power-ribera',
    supplier: {
      name: 'Generadores Ribera Alquiler, S.L.',
      nif: 'B46421129',
      street: 'Camí de la Ribera, 48',
      town: '46600 Alzira (Valencia)',
      phone: '962 401 877',
      email: 'facturacion@generadoresribera.es',
      registry: 'Registro Mercantil de Valencia, T. 9.814, L. 7.096, F. 51, H. V-160.224',
    },
    customer: CUSTOMERS.almenara,
    family: 'Helvetica',
    cells: [['Factura nº', 'GR/2026/0358'], ['Fecha', '14/04/2026'], ['Vencimiento', '14/05/2026'], ['Cliente', '4300127'], ['Pedido', 'OBR-2291'], ['Página', '1 de 1']],
    number: 'GR/2026/0358',
    issue: '2026-04-14',
    due: '2026-05-14',
    period: 'Periodo facturado: 15/03/2026 a 13/04/2026',
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    producer: 'Ekon ERP',
    title: 'FACTURA',
    lines: [
      { text: 'Grupo electrógeno insonorizado 100 kVA', qty: q('30'), unit: 'día', price: 7800n },
      { text: 'Torre de iluminación LED 4 x 350 W', qty: q('2'), unit: 'mes', price: 39000n },
      { text: 'Cuadro eléctrico de obra 63 A con diferenciales', qty: q('30'), unit: 'día', price: 450n },
      { text: 'Gasóleo B suministrado en obra', qty: q('640'), unit: 'l', price: 112n },
      { text: 'Transporte y conexionado', qty: q('1'), unit: 'ud', price: 21000n },
    ],
  },
  {
    id: 'b9-power-enertobra',
    supplier: {
      name: 'Energía Temporal de Obras, S.A.',
      brand: 'ENERTOBRA',
      nif: 'A-47773445',
      street: 'Avda. de Soria, 40 - Polígono San Cristóbal',
      town: '47012 Valladolid',
      phone: '983 210 455',
      web: 'www.enertobra.com',
      registry: 'Inscrita en el R.M. de Valladolid, tomo 1.533, folio 19, hoja VA-27.114',
    },
    customer: CUSTOMERS.lizarraga,
    family: 'Helvetica',
    cells: [['Nº documento', 'F-26-02914'], ['Fecha emisión', '30-jun-2026'], ['Fecha vencimiento', '30-jul-2026'], ['Su referencia', 'Pedido 7741/26'], ['Delegación', 'Pamplona'], ['Forma de pago', 'Transferencia']],
    number: 'F-26-02914',
    issue: '2026-06-30',
    due: '2026-07-30',
    period: 'Servicios del 01-jun-2026 al 30-jun-2026',
    dates: 'mon-es',
    amounts: 'dot-comma',
    producer: 'SAP Business One',
    title: 'Factura',
    lines: [
      { text: 'Acometida provisional de obra 80 kW - cuota mensual', qty: q('1'), unit: 'mes', price: 56000n },
      { text: 'Grupo electrógeno 250 kVA (respaldo grúa torre)', qty: q('22'), unit: 'día', price: 14500n, discount: 8 },
      { text: 'Lectura y mantenimiento preventivo', qty: q('2'), unit: 'ud', price: 8500n },
      { text: 'Energía consumida según contador', qty: q('9215.5'), unit: 'kWh', price: 19n },
    ],
  },
  {
    id: 'b9-power-guadalhorce',
    supplier: {
      name: 'Grupos Electrógenos Guadalhorce, S.L.',
      nif: 'B29622404',
      street: 'Calle Hermanas Bronte, 17 - P.I. Guadalhorce',
      town: '29004 Málaga',
      phone: '952 241 096',
      email: 'info@gegalquiler.com',
    },
    customer: CUSTOMERS.puertaSol,
    family: 'Times',
    cells: [['FACTURA', '2026-0611'], ['FECHA', '02.11.2026'], ['CLIENTE', 'PSN-03'], ['OBRA', 'Marbella Hills F2'], ['ALBARANES', '1182, 1190'], ['VENCIMIENTO', '02.12.2026']],
    number: '2026-0611',
    issue: '2026-11-02',
    due: '2026-12-02',
    period: 'Alquiler octubre 2026',
    dates: 'dmy.',
    amounts: 'dot-comma',
    producer: 'Microsoft Excel',
    title: 'FACTURA',
    lines: [
      { text: 'Grupo electrógeno 60 kVA', qty: q('31'), unit: 'días', price: 5200n },
      { text: 'Torre de iluminación solar', qty: q('31'), unit: 'días', price: 2900n },
      { text: 'Manguera eléctrica 5G16 (tramos de 25 m)', qty: q('4'), unit: 'ud', price: 2200n },
      { text: 'Recarga combustible', qty: q('385'), unit: 'l', price: 118n },
    ],
  },
];

export async function drawGrid(v: GridVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen(v.family, 9);
  const L = 42;
  const R = A4.width - 42;
  if (v.supplier.brand) {
    p.text(v.supplier.brand, L, 36, { size: 24, bold: true });
    p.text(v.supplier.name, L, 64, { size: 9, bold: true });
  } else {
    s.circle(L + 14, 52, 14, '#f9a825');
    p.text(v.supplier.name, L + 36, 44, { size: 13, bold: true });
  }
  p.text(`${v.supplier.street} · ${v.supplier.town}`, L, 80, { size: 8 });
  p.text(`C.I.F. ${v.supplier.nif} · Tel. ${v.supplier.phone}${v.supplier.web ? ` · ${v.supplier.web}` : ''}${v.supplier.email ? ` · ${v.supplier.email}` : ''}`, L, 91, { size: 8 });
  p.right(v.title, R, 40, { size: 18, bold: true });
  // six boxed cells: the label small at the top, the value under it
  const cw = (R - L) / 3;
  v.cells.forEach(([label, value], i) => {
    const x = L + (i % 3) * cw;
    const y = 112 + Math.floor(i / 3) * 30;
    s.box(x, y, cw, 30);
    p.text(label, x + 4, y + 3, { size: 7 });
    p.text(value, x + 4, y + 14, { size: 10, bold: true });
  });
  s.box(L, 182, 250, 64, { radius: 4 });
  p.text('Facturar a:', L + 6, 186, { size: 7, italic: true });
  p.text(v.customer.name, L + 6, 197, { bold: true });
  p.text(v.customer.street, L + 6, 209);
  p.text(v.customer.town, L + 6, 221);
  p.text(`NIF: ${v.customer.nif}`, L + 6, 233);
  p.text(v.period, 310, 233, { italic: true });
  const t: Column[] = [
    { head: 'Concepto', x: L, w: 250 },
    { head: 'Cantidad', x: L + 250, w: 60, align: 'right' },
    { head: 'Unidad', x: L + 310, w: 45, align: 'center' },
    { head: 'Precio', x: L + 355, w: 55, align: 'right' },
    { head: 'Dto.', x: L + 410, w: 30, align: 'right' },
    { head: 'Importe', x: L + 440, w: R - L - 440, align: 'right' },
  ];
  s.box(L, 262, R - L, 16, { fill: '#eeeeee', stroke: '#000000' });
  row(p, t, t.map((c) => c.head), 266, { bold: true, size: 8 });
  let y = 284;
  v.lines.forEach((l, i) => {
    const places = l.qty % 1000n ? 1 : 0;
    row(p, t, [l.text, qty(l.qty, places), l.unit, money(l.price, 'dot-comma'), l.discount ? `${l.discount}%` : '', money(f.lines[i], 'dot-comma')], y, { size: 8.5 });
    y += 16;
  });
  s.box(L, 262, R - L, 250);
  columnRules(s, t, 278, 512, { color: '#999999' });
  // totals in boxed cells on the right
  const rows: [string, string][] = [
    ['Base imponible', money(f.base, v.amounts)],
    ['IVA 21 %', money(f.vat, v.amounts)],
    ['TOTAL', money(f.total, v.amounts)],
  ];
  rows.forEach(([label, value], i) => {
    const yy = 526 + i * 20;
    s.box(360, yy, 100, 20);
    s.box(460, yy, R - 460, 20, i === 2 ? { fill: '#fff3c4', stroke: '#000000' } : {});
    p.text(label, 365, yy + 6, { bold: i === 2 });
    p.right(value, R - 5, yy + 6, { bold: i === 2 });
  });
  p.text('Forma de pago: transferencia a ES12 2100 4512 8802 0012 3456', L, 530, { size: 8 });
  if (v.due) p.text(`Vencimiento: ${date(v.due, v.dates)}`, L, 542, { size: 8 });
  if (v.supplier.registry) p.center(v.supplier.registry, A4.width / 2, 805, { size: 6.5 });
  return s.bytes();
}

export const powerInvoices = () => printInvoices('b9-power-grid', POWER, drawGrid);

// ---- temporary hoarding: letterhead on the right, Times -----------------------------------

interface RightVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  numberLabel: string;
  number: string;
  issue: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  nifLabel: string;
  lines: Line[];
  footer: string;
  producer: string;
  due?: string;
}

const HOARDING: RightVariant[] = [
  {
    id: 'b9-hoarding-segura',
    supplier: {
      name: 'Vallas Provisionales Segura, S.L.',
      nif: 'B30704647',
      street: 'Carretera de Alicante, km 6, nave 3',
      town: '30163 Cobatillas (Murcia)',
      phone: '968 860 412',
      registry: 'Inscrita en el Registro Mercantil de Murcia, tomo 3.205, folio 44, hoja MU-90.118',
    },
    customer: CUSTOMERS.almenara,
    numberLabel: 'Factura nº',
    number: '26/0241',
    issue: '2026-02-27',
    due: '2026-03-29',
    dates: 'words-es',
    amounts: 'dot-comma-eur',
    nifLabel: 'N.I.F.',
    producer: 'Microsoft Word',
    footer: 'Pago por transferencia bancaria a 30 días fecha factura. Vencimiento: 29 de marzo de 2026.',
    lines: [
      { text: 'Alquiler de valla móvil galvanizada 3,50 x 2,00 m, febrero', qty: q('120'), unit: 'ud', price: 110n },
      { text: 'Pies de hormigón para valla', qty: q('126'), unit: 'ud', price: 35n },
      { text: 'Abrazaderas de unión', qty: q('120'), unit: 'ud', price: 15n },
      { text: 'Lona de ocultación impresa con logotipo, m²', qty: q('84'), unit: 'm²', price: 690n },
      { text: 'Puerta peatonal de valla con cerradura', qty: q('1'), unit: 'ud', price: 4500n },
    ],
  },
  {
    id: 'b9-hoarding-aljarafe',
    supplier: {
      name: 'Cerramientos Temporales Aljarafe, S.L.L.',
      nif: 'B-41566084',
      street: 'Calle Artesanía, 21 - P.I.S.A.',
      town: '41927 Mairena del Aljarafe (Sevilla)',
      phone: '954 183 209',
      email: 'oficina@cerramientosaljarafe.es',
      registry: 'Sociedad Laboral inscrita en el Registro Mercantil de Sevilla, hoja SE-112.540',
    },
    customer: CUSTOMERS.puertaSol,
    numberLabel: 'Nº de factura:',
    number: 'CTA-0087',
    issue: '2026-07-08',
    due: '2026-08-07',
    dates: 'words-es',
    amounts: 'dot-comma',
    nifLabel: 'CIF',
    producer: 'LibreOffice',
    footer: 'Vencimiento: 7 de agosto de 2026. Domiciliación bancaria.',
    lines: [
      { text: 'Montaje de vallado de obra con chapa ciega, ml', qty: q('96'), unit: 'ml', price: 1450n },
      { text: 'Alquiler mensual chapa ciega y postes (junio)', qty: q('96'), unit: 'ml', price: 380n },
      { text: 'Puerta de vehículos de 6 m, dos hojas', qty: q('1'), unit: 'ud', price: 39000n },
      { text: 'Señalización de seguridad en vallado', qty: q('8'), unit: 'ud', price: 1250n },
    ],
  },
  {
    id: 'b9-hoarding-rivas',
    supplier: {
      name: 'José Manuel Rivas Ortega',
      brand: 'VALLADOS RIVAS',
      nif: '72751488-G',
      street: 'Calle Río Cidacos, 5, bajo',
      town: '26006 Logroño (La Rioja)',
      phone: '639 411 872',
    },
    customer: CUSTOMERS.lizarraga,
    numberLabel: 'Factura número',
    number: '2026-19',
    issue: '2026-09-30',
    dates: 'words-es',
    amounts: 'dot-comma-eur',
    nifLabel: 'D.N.I.',
    producer: 'Microsoft Word',
    footer: 'Forma de pago: transferencia a la cuenta ES76 3008 0001 1723 4455 6671 (Caja Rural).',
    lines: [
      { text: 'Alquiler valla de obra con pie (septiembre)', qty: q('60'), unit: 'ud', price: 150n },
      { text: 'Reposición de lona de ocultación dañada', qty: q('22'), unit: 'm²', price: 540n },
      { text: 'Desplazamiento y recolocación de vallado', qty: q('6'), unit: 'h', price: 2800n },
    ],
  },
];

async function drawRight(v: RightVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Times', 10.5);
  const R = A4.width - 50;
  const L = 60;
  let y = 44;
  if (v.supplier.brand) {
    p.right(v.supplier.brand, R, y, { size: 16, bold: true });
    y += 22;
    p.right(v.supplier.name, R, y, { size: 11 });
  } else p.right(v.supplier.name, R, y, { size: 14, bold: true });
  y += 17;
  p.right(v.supplier.street, R, y, { size: 9.5 });
  p.right(v.supplier.town, R, (y += 12), { size: 9.5 });
  p.right(`Tel. ${v.supplier.phone}${v.supplier.email ? ` - ${v.supplier.email}` : ''}`, R, (y += 12), { size: 9.5 });
  p.right(`${v.nifLabel} ${v.supplier.nif}`, R, (y += 12), { size: 9.5 });
  s.rule(300, y + 16, R, y + 16, { width: 0.4 });
  // customer on the left, a letter's way
  p.text('Sres.:', L, 170, { italic: true });
  p.text(v.customer.name, L, 184, { bold: true });
  p.text(v.customer.street, L, 197);
  p.text(v.customer.town, L, 210);
  p.text(`C.I.F.: ${v.customer.nif}`, L, 223);
  p.text(`${v.numberLabel} ${v.number}`, L, 262, { bold: true, size: 12 });
  p.right(`${v.supplier.town.replace(/^\d{5} /, '').replace(/ \(.*\)$/, '')}, a ${date(v.issue, v.dates)}`, R, 264);
  const t: Column[] = [
    { head: 'Descripción', x: L, w: 250 },
    { head: 'Cantidad', x: L + 250, w: 55, align: 'right' },
    { head: 'Precio', x: L + 305, w: 70, align: 'right' },
    { head: 'Importe', x: L + 375, w: R - L - 375, align: 'right' },
  ];
  s.rule(L, 292, R, 292, { width: 0.8 });
  row(p, t, t.map((c) => c.head), 297, { bold: true, size: 10 });
  s.rule(L, 311, R, 311, { width: 0.4 });
  let y2 = 318;
  v.lines.forEach((l, i) => {
    row(p, t, [l.text, `${qty(l.qty, 0)} ${l.unit}`, money(l.price, v.amounts), money(f.lines[i], v.amounts)], y2, { size: 9.5 });
    y2 += 17;
  });
  s.rule(L, y2 + 6, R, y2 + 6, { width: 0.4 });
  const tx = 340;
  y2 += 18;
  p.text('Base imponible', tx, y2);
  p.right(money(f.base, v.amounts), R, y2);
  p.text('I.V.A. 21 %', tx, (y2 += 15));
  p.right(money(f.vat, v.amounts), R, y2);
  p.text('Total factura', tx, (y2 += 18), { bold: true, size: 11.5 });
  p.right(money(f.total, v.amounts), R, y2, { bold: true, size: 11.5 });
  p.paragraph(v.footer, L, y2 + 50, R - L, { size: 9.5 });
  if (v.supplier.registry) p.center(v.supplier.registry, A4.width / 2, 800, { size: 7.5, italic: true });
  return s.bytes();
}

export const hoardingInvoices = () => printInvoices('b9-hoarding-right', HOARDING, drawRight);

/** The hoarding letter, for a hard document printed the same way. */
export { drawRight as drawHoardingLetter };
export type { RightVariant };
