import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { BUYERS, H, Rng, Sheet, W, addDays, date, figuresOf, invoiceDocument, invoiceTruth, money, type DateStyle, type Day, type Figures, type Item, type MoneyStyle, type Offer, type Party } from './kit.js';
import { cells, table, totals } from './table.js';

/** Plant repair workshops and instrument calibration laboratories. */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  date: DateStyle;
  labels: { number: string; date: string; due?: string; nif: string };
  /** A brand, trade name or profession printed with the name. */
  brand?: string;
  registry?: string;
  /** The tax id is printed only in the registry footer. */
  nifInFooter?: boolean;
}

export interface Job<S> {
  id: string;
  sup: S;
  buyer: Party;
  number: string;
  issued: Day;
  due?: Day;
  items: Item[];
  f: Figures;
}

// ------------------------------------------------------------ plant repair workshop, old ERP in Courier

const WORKSHOP: Supplier[] = [
  {
    name: 'TALLERES MECANICOS LLORENTE, S.L.', nif: 'B-46170890', lines: ['POL. IND. FUENTE DEL JARRO, C/ CIUDAD DE SEVILLA 22', '46988 PATERNA (VALENCIA)', 'TEL. 961 320 418'],
    family: 'Courier', money: 'plain', date: 'd/m/Y', labels: { number: 'FACTURA NUM.:', date: 'FECHA......:', due: 'VENCIMIENTO:', nif: 'N.I.F.:' },
    registry: 'INSCRITA EN EL R.M. DE VALENCIA, TOMO 6.112, FOLIO 41, HOJA V-58.220',
  },
  {
    name: 'ION VASILE POPESCU', nif: 'X-3984217-L', lines: ['C/ DE LA CHIMENEA 7, NAVE 3', '28906 GETAFE (MADRID)', 'MOVIL 634 218 907'],
    family: 'Courier', money: 'plain EUR', date: 'd.m.y', labels: { number: 'N. FACTURA..:', date: 'F. EMISION..:', nif: 'NIE:' },
    brand: 'REPARACIONES HIDRAULICAS VASILE',
  },
  {
    name: 'TALLER AGRICOLA E INDUSTRIAL DEL EBRO, S. COOP.', nif: 'F12668406', lines: ['CTRA. DE LOGRONO KM 6,5', '50180 UTEBO (ZARAGOZA)'],
    family: 'Courier', money: 'es', date: 'd-m-Y', labels: { number: 'FRA. NUMERO.:', date: 'FECHA FRA...:', due: 'VTO.........:', nif: 'C.I.F.:' },
    registry: 'SOCIEDAD COOPERATIVA INSCRITA EN EL REGISTRO DE COOPERATIVAS DE ARAGON N. 1.487',
  },
];

const REPAIRS: Offer[] = [
  { code: 'MO01', description: 'MANO DE OBRA OFICIAL 1A MECANICO', unit: 'H', price: '42.00', min: 2, max: 12, per: 2 },
  { code: 'MO02', description: 'MANO DE OBRA AYUDANTE', unit: 'H', price: '31.50', min: 1, max: 8, per: 2 },
  { code: 'DESP', description: 'DESPLAZAMIENTO UNIDAD MOVIL A OBRA', unit: 'KM', price: '0.65', min: 20, max: 140 },
  { code: '1R-0739', description: 'FILTRO ACEITE MOTOR', unit: 'UD', price: '18.40', min: 1, max: 2 },
  { code: '5I-8670', description: 'FILTRO HIDRAULICO RETORNO', unit: 'UD', price: '64.90', min: 1, max: 2 },
  { code: 'LH-12120', description: 'LATIGUILLO HIDRAULICO 1/2 L=1200', unit: 'UD', price: '38.75', min: 1, max: 4, discount: 10 },
  { code: 'JT-BRZ', description: 'KIT JUNTAS CILINDRO BRAZO', unit: 'UD', price: '27.30', min: 1, max: 2 },
  { code: 'BUL60', description: 'BULON ARTICULACION CAZO D.60', unit: 'UD', price: '112.00', min: 1, max: 2, discount: 5 },
  { code: 'CAS60', description: 'CASQUILLO BRONCE D.60', unit: 'UD', price: '24.60', min: 2, max: 4 },
  { code: 'SOLD', description: 'SOLDADURA Y RECARGUE CUCHILLA', unit: 'H', price: '48.00', min: 1, max: 4, per: 2 },
  { code: 'DIAG', description: 'DIAGNOSIS ELECTRONICA', unit: 'UD', price: '55.00', min: 1, max: 1 },
  { code: 'MA-REP', description: 'MOTOR ARRANQUE REPARADO (CAMBIO)', unit: 'UD', price: '245.00', min: 1, max: 1 },
];

const MACHINES = ['RETROEXCAVADORA JCB 3CX', 'MINIEXCAVADORA KUBOTA KX057', 'DUMPER AUSA D600', 'MANIPULADORA MANITOU MT1440', 'PALA CARGADORA CAT 906'];

function drawWorkshop(j: Job<Supplier>): Sheet {
  const s = new Sheet(`FACTURA ${j.number}`);
  const p = s.pen('Courier', 8.5);
  const sup = j.sup;
  let y = 40;
  if (sup.brand) {
    p.text(sup.brand, 40, y, { bold: true, size: 11 });
    y += 15;
  }
  p.text(sup.name, 40, y, { bold: !sup.brand, size: sup.brand ? 8.5 : sup.name.length > 36 ? 9.5 : 11 });
  y += sup.brand ? 11 : 15;
  for (const l of sup.lines) p.text(l, 40, (y += 10) - 10);
  p.text(`${sup.labels.nif} ${sup.nif}`, 40, y);
  const rows: Array<[string, string]> = [[sup.labels.number, j.number], [sup.labels.date, date(j.issued, sup.date)]];
  if (sup.labels.due && j.due) rows.push([sup.labels.due, date(j.due, sup.date)]);
  rows.push(['FORMA PAGO..:', j.due ? 'TRANSFERENCIA' : 'CONTADO']);
  rows.forEach(([l, v], k) => {
    p.text(l, 340, 44 + k * 12);
    p.text(v, 420, 44 + k * 12, { bold: k === 0 });
  });
  s.rule(40, 128, 555, { dash: 2 });
  p.text('CLIENTE:', 40, 136);
  p.text(j.buyer.name.toUpperCase(), 100, 136, { bold: true });
  j.buyer.lines.forEach((l, k) => p.text(l.toUpperCase(), 100, 147 + k * 10));
  p.text(`NIF: ${j.buyer.nif}`, 100, 168);
  s.rule(40, 182, 555, { dash: 2 });
  const rng = new Rng(`${j.id}:machine`);
  p.text(`O.R.: ${rng.int(2601, 2612)}-${rng.int(100, 480)}   MAQUINA: ${rng.pick(MACHINES)}   HORAS: ${rng.int(900, 9800)}`, 40, 190);
  const y2 = table(s, p, [
    { head: 'CODIGO', x: 40, w: 62, cell: cells.code },
    { head: 'DESCRIPCION', x: 102, w: 230, cell: cells.desc },
    { head: 'CANT.', x: 332, w: 40, right: true, cell: cells.qty() },
    { head: 'UD', x: 372, w: 24, cell: cells.unit },
    { head: 'PRECIO', x: 396, w: 55, right: true, cell: cells.price(sup.money === 'es' ? 'es' : 'plain') },
    { head: 'DTO', x: 451, w: 34, right: true, cell: (i) => (i.discount ? String(i.discount) : '') },
    { head: 'IMPORTE', x: 485, w: 70, right: true, cell: cells.amount(sup.money === 'es' ? 'es' : 'plain') },
  ], j.items, 206, { rules: 'dashed', rowH: 13 });
  totals(p, [
    ['BASE IMPONIBLE....', money(j.f.base, sup.money)],
    ['I.V.A. 21 %.......', money(j.f.vat, sup.money)],
    ['TOTAL FACTURA.....', money(j.f.total, sup.money), true],
  ], 360, 555, y2 + 14, 13);
  s.rule(40, H - 70, 555, { dash: 2 });
  if (sup.registry) p.text(sup.registry, 40, H - 62, { size: 7 });
  p.text('GARANTIA DE LA REPARACION: 3 MESES O 500 HORAS DE TRABAJO', 40, H - 52, { size: 7 });
  return s;
}

export async function workshopInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['T-26/0412', '2026-00187', 'A/1563'];
  return Promise.all(WORKSHOP.map(async (sup, k) => {
    const id = `blind15-workshop-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(REPAIRS, rng.int(5, 8));
    const issued = rng.day(2 + k * 3);
    const due = sup.labels.due ? addDays(issued, 30) : undefined;
    const j: Job<Supplier> = { id, sup, buyer: BUYERS[k], number: numbers[k], issued, due, items, f: figuresOf(items) };
    return invoiceDocument({ id, layout: 'workshop', buyer: j.buyer, sheet: drawWorkshop(j) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}

// ------------------------------------------------------------ calibration laboratory, boxed header grid

const LAB: Supplier[] = [
  {
    name: 'Metrología y Calibración Castellana, S.L.', nif: 'B-03981248', lines: ['Parque Tecnológico de Boecillo, parcela 205', '47151 Boecillo (Valladolid)', 'Tel. 983 548 210 · laboratorio@mcc-metrologia.es'],
    family: 'Helvetica', money: 'es €', date: 'd/m/Y', labels: { number: 'Nº Factura', date: 'Fecha', due: 'Vencimiento', nif: 'CIF:' },
    brand: 'Laboratorio de calibración acreditado por ENAC nº 142/LC10.318', registry: 'Inscrita en el Registro Mercantil de Valladolid, tomo 1.402, folio 88, hoja VA-21.774',
  },
  {
    name: 'Calibraciones Topográficas del Sur, S.L.U.', nif: 'B73019580', lines: ['C/ Astronomía, 1, torre 3, planta 8', '41015 Sevilla', 'www.caltopsur.es'],
    family: 'Times', money: '€ es', date: 'd-mon-Y', labels: { number: 'Factura', date: 'Fecha emisión', due: 'Vencimiento', nif: 'C.I.F.' },
    brand: 'Servicio técnico oficial de instrumentos topográficos',
  },
  {
    name: 'Laboratorio de Metrología Industrial Aranda, S.A.', nif: 'A-87304614', lines: ['Avda. de Castilla, 58', '09400 Aranda de Duero (Burgos)'],
    family: 'Helvetica', money: 'es', date: 'long-es', labels: { number: 'Número', date: 'Fecha', due: 'Vencimiento', nif: 'CIF' },
    nifInFooter: true, registry: 'Laboratorio de Metrología Industrial Aranda, S.A. · CIF A-87304614 · R.M. de Burgos, tomo 733, folio 12, hoja BU-9.951',
  },
];

const CALIBRATIONS: Offer[] = [
  { code: 'CT-EST', description: 'Calibración de estación total con certificado (ángulos y distanciómetro)', unit: 'ud', price: '185.00', min: 1, max: 3 },
  { code: 'CT-NIV', description: 'Verificación de nivel óptico automático', unit: 'ud', price: '68.00', min: 1, max: 4 },
  { code: 'CT-LAS', description: 'Calibración de nivel láser rotativo con informe de desviación', unit: 'ud', price: '96.50', min: 1, max: 3 },
  { code: 'CM-MAN', description: 'Calibración de manómetro digital 0-60 bar (5 puntos)', unit: 'ud', price: '54.00', min: 1, max: 6 },
  { code: 'CM-PRE', description: 'Calibración de prensa de ensayo a compresión, clase 1, in situ', unit: 'ud', price: '420.00', min: 1, max: 1 },
  { code: 'CM-FLX', description: 'Calibración de flexómetro y cinta métrica clase II', unit: 'ud', price: '22.80', min: 2, max: 8 },
  { code: 'CM-BAL', description: 'Calibración de balanza de laboratorio hasta 30 kg', unit: 'ud', price: '76.00', min: 1, max: 2 },
  { code: 'LOG', description: 'Recogida y entrega de equipos en obra', unit: 'serv', price: '45.00', min: 1, max: 2 },
];

function drawLab(j: Job<Supplier>): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 8.5);
  s.ink('#1d4e89');
  p.center(sup.name, W / 2, 38, { bold: true, size: 14 });
  s.ink('#000000');
  sup.lines.forEach((l, k) => p.center(l, W / 2, 58 + k * 11));
  let y = 58 + sup.lines.length * 11;
  if (!sup.nifInFooter) p.center(`${sup.labels.nif} ${sup.nif}`, W / 2, y, { bold: true });
  if (sup.brand) p.center(sup.brand, W / 2, y + 12, { italic: true, size: 8 });
  s.rule(40, 128, 555, { color: '#1d4e89', width: 1.2 });
  p.text('FACTURA', 40, 140, { bold: true, size: 13 });
  const grid: Array<[string, string]> = [[sup.labels.number, j.number], [sup.labels.date, date(j.issued, sup.date)], [sup.labels.due ?? '', j.due ? date(j.due, sup.date) : ''], ['Cód. cliente', `C-${j.id.length * 97}`]];
  grid.forEach(([l, v], k) => {
    const x = 230 + k * 81.25;
    s.box(x, 136, 81.25, 14, { fill: '#dfe8f3', stroke: '#1d4e89' });
    s.box(x, 150, 81.25, 18, { stroke: '#1d4e89' });
    p.text(l, x + 4, 139.5, { size: 7.5, bold: true });
    p.text(v, x + 4, 155, { size: sup.date === 'long-es' && k > 0 ? 7.2 : 8.5 });
  });
  p.text('Cliente:', 40, 186, { bold: true });
  p.text(j.buyer.name, 40, 198);
  j.buyer.lines.forEach((l, k) => p.text(l, 40, 209 + k * 11));
  p.text(`CIF: ${j.buyer.nif}`, 40, 231);
  p.text(`Equipos recibidos según hoja de entrada HE-${j.number.replace(/\D/g, '').slice(-4)}`, 300, 198, { italic: true });
  const y2 = table(s, p, [
    { head: 'Ref.', x: 40, w: 50, cell: cells.code },
    { head: 'Descripción', x: 90, w: 255, wraps: true, cell: cells.desc },
    { head: 'Cant.', x: 345, w: 40, right: true, cell: cells.qty() },
    { head: 'Precio ud.', x: 385, w: 80, right: true, cell: cells.price() },
    { head: 'Importe', x: 465, w: 90, right: true, cell: cells.amount() },
  ], j.items, 250, { rules: 'grid', headFill: '#dfe8f3' });
  y = Math.max(y2 + 14, 430);
  const rows: Array<[string, string]> = [['Base imponible', money(j.f.base, sup.money)], ['IVA 21 %', money(j.f.vat, sup.money)], ['Total factura', money(j.f.total, sup.money)]];
  rows.forEach(([l, v], k) => {
    s.box(365, y + k * 20, 100, 20, { fill: k === 2 ? '#dfe8f3' : undefined, stroke: '#1d4e89' });
    s.box(465, y + k * 20, 90, 20, { stroke: '#1d4e89' });
    p.text(l, 370, y + k * 20 + 6, { bold: k === 2 });
    p.right(v, 551, y + k * 20 + 6, { bold: k === 2 });
  });
  p.text('Forma de pago: transferencia bancaria a ES21 0049 1500 0512 3456 7890', 40, y + 80);
  if (sup.registry) p.center(sup.registry, W / 2, H - 40, { size: 6.5 });
  return s;
}

export async function labInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['FC26-000318', 'CT/2026/0951', '26/0744'];
  return Promise.all(LAB.map(async (sup, k) => {
    const id = `blind15-calibration-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(CALIBRATIONS, rng.int(3, 6));
    const issued = rng.day(4 + k * 2);
    const due = addDays(issued, [30, 45, 60][k]);
    const j: Job<Supplier> = { id, sup, buyer: BUYERS[(k + 1) % 3], number: numbers[k], issued, due, items, f: figuresOf(items) };
    return invoiceDocument({ id, layout: 'calibration', buyer: j.buyer, sheet: drawLab(j) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}
