import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { BUYERS, H, Rng, Sheet, W, addDays, date, figuresOf, invoiceDocument, invoiceTruth, money, type DateStyle, type MoneyStyle, type Offer, type Party } from './kit.js';
import { cells, table, totals } from './table.js';
import type { Job } from './workshop-lab.js';

/** Time-lapse cameras and progress photography, vans on renting, and the site office's IT and connectivity. */

interface Supplier extends Party {
  family: Family;
  date: DateStyle;
  money: MoneyStyle;
  brand?: string;
  color: string;
  discount?: number;
  due: boolean;
  registry?: string;
  nifInFooter?: boolean;
}

// ------------------------------------------------------------ time-lapse and progress photography, letterhead on the right

const IMAGING: Supplier[] = [
  { name: 'Imagen de Obra Lapse, S.L.', nif: 'B-53172482', lines: ['C/ Pintor Sorolla, 9, local 2', '03015 Alicante', 'hola@obralapse.es'], family: 'Helvetica', date: 'd/m/Y', money: '€ es', brand: 'OBRALAPSE', color: '#e06c00', due: true },
  { name: 'Nerea Goikoetxea Urrutia', nif: '44870213-L', lines: ['Portal de Castilla, 27, 3º A', '01007 Vitoria-Gasteiz'], family: 'Times', date: 'long-es', money: 'es €', brand: 'NEREA G. FOTOGRAFÍA', color: '#333333', due: false },
  { name: 'Infografía y Visualización Albero, S.L.U.', nif: 'B19630250', lines: ['Avda. de la Constitución, 18', '41001 Sevilla'], family: 'Helvetica', date: 'd-mon-Y', money: '€ es', brand: 'ALBERO 3D', color: '#5b3f8c', discount: 2, due: true },
];

const SHOTS: Offer[] = [
  { description: 'Cámara time-lapse 4G con panel solar, cuota mensual', unit: 'mes', price: '195.00', min: 1, max: 3 },
  { description: 'Reportaje fotográfico mensual del avance de obra (60 fotografías editadas)', unit: 'ud', price: '320.00', min: 1, max: 2 },
  { description: 'Vídeo resumen de hito de obra (estructura terminada), 90 segundos', unit: 'ud', price: '850.00', min: 1, max: 1 },
  { description: 'Infografía 3D de fachada para comercialización', unit: 'ud', price: '540.00', min: 1, max: 3 },
  { description: 'Recorrido virtual 360º de vivienda piloto', unit: 'ud', price: '690.00', min: 1, max: 1 },
  { description: 'Desplazamiento y dietas de sesión fotográfica', unit: 'ud', price: '60.00', min: 1, max: 2 },
];

function drawImaging(j: Job<Supplier>): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  s.ink(sup.color);
  if (sup.brand) p.right(sup.brand, 555, 40, { bold: true, size: 22 });
  s.ink('#000000');
  p.right(sup.name, 555, 68, { bold: true, size: 10 });
  sup.lines.forEach((l, k) => p.right(l, 555, 82 + k * 11));
  p.right(`NIF ${sup.nif}`, 555, 82 + sup.lines.length * 11);
  p.text('Factura', 40, 150, { bold: true, size: 18 });
  p.text(`Nº: ${j.number}`, 40, 176);
  p.text(`Fecha: ${date(j.issued, sup.date)}`, 40, 189);
  if (j.due) p.text(`Vencimiento: ${date(j.due, sup.date)}`, 40, 202);
  p.text('Cliente', 330, 150, { bold: true });
  p.text(j.buyer.name, 330, 164);
  j.buyer.lines.forEach((l, k) => p.text(l, 330, 176 + k * 11));
  p.text(`CIF: ${j.buyer.nif}`, 330, 198);
  s.rule(40, 222, 555, { color: sup.color, width: 1.5 });
  const y = table(s, p, [
    { head: 'Concepto', x: 40, w: 300, wraps: true, cell: cells.desc },
    { head: 'Uds.', x: 340, w: 45, right: true, cell: cells.qty() },
    { head: 'Precio', x: 385, w: 80, right: true, cell: cells.price(sup.money) },
    { head: 'Total', x: 465, w: 90, right: true, cell: cells.amount(sup.money) },
  ], j.items, 228, { rules: 'lines' });
  const rows: Array<[string, string, boolean?]> = [];
  if (j.f.discount) rows.push(['Suma', money(j.f.gross, sup.money)], [`Dto. pronto pago ${j.f.discountPct} %`, `-${money(j.f.discount, sup.money)}`]);
  rows.push(['Base imponible', money(j.f.base, sup.money)], ['IVA 21 %', money(j.f.vat, sup.money)], ['Total', money(j.f.total, sup.money), true]);
  totals(p, rows, 360, 555, y + 16, 15);
  p.text('Pago: transferencia bancaria. Derechos de imagen cedidos al cliente para uso comercial de la promoción.', 40, H - 60, { size: 7.5 });
  return s;
}

export async function imagingInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['OL-2026-0093', '26/012', 'A3D-0418'];
  return Promise.all(IMAGING.map(async (sup, k) => {
    const id = `blind15-imaging-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(SHOTS, rng.int(2, 4));
    const issued = rng.day(3 + k * 3);
    const due = sup.due ? addDays(issued, 30) : undefined;
    const j: Job<Supplier> = { id, sup, buyer: BUYERS[k], number: numbers[k], issued, due, items, f: figuresOf(items, { discountPct: sup.discount }) };
    return invoiceDocument({ id, layout: 'imaging', buyer: j.buyer, sheet: drawImaging(j) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}

// ------------------------------------------------------------ vans and pick-ups on renting, an ERP's label band

const RENTING: Supplier[] = [
  { name: 'Renting Flotas Obra, S.A.', nif: 'A-17582032', lines: ['C/ Josefa Valcárcel, 40', '28027 Madrid'], family: 'Helvetica', date: 'd/m/Y', money: 'es', color: '#003b70', due: true, registry: 'R.M. de Madrid, tomo 30.415, folio 1, hoja M-547.201' },
  { name: 'Alquiler de Vehículos Industriales Guadalquivir, S.L.', nif: 'B40735193', lines: ['Pol. Ind. La Isla, C/ Río Viejo 12', '41703 Dos Hermanas (Sevilla)'], family: 'Helvetica', date: 'Y-m-d', money: 'es €', color: '#a12a2a', due: true },
  { name: 'Furgonetas y Pick-ups Meseta, S.L.', nif: 'B-52198769', lines: ['Ctra. de Toledo, km 7,2', '28918 Leganés (Madrid)'], family: 'Times', date: 'd.m.Y', money: 'es', color: '#2f5f2f', due: true, nifInFooter: true, registry: 'Furgonetas y Pick-ups Meseta, S.L. - CIF B-52198769 - Inscrita en el R.M. de Madrid, hoja M-611.094' },
];

const VEHICLES: Offer[] = [
  { code: '4512-MHB', description: 'Cuota renting furgoneta Renault Master L3H2 - 4512-MHB', unit: 'mes', price: '689.00', min: 1, max: 1 },
  { code: '7730-MLK', description: 'Cuota renting pick-up Toyota Hilux doble cabina - 7730-MLK', unit: 'mes', price: '742.50', min: 1, max: 1 },
  { code: '2209-MJT', description: 'Cuota renting furgón caja abierta Iveco Daily - 2209-MJT', unit: 'mes', price: '815.00', min: 1, max: 1 },
  { code: '0561-MMC', description: 'Cuota renting turismo Dacia Duster - 0561-MMC', unit: 'mes', price: '395.00', min: 1, max: 1 },
  { code: 'KM', description: 'Exceso de kilometraje sobre contrato', unit: 'km', price: '0.06', min: 400, max: 2600 },
  { code: 'DAN', description: 'Reparación de daños a la devolución (parte nº 118)', unit: 'ud', price: '236.00', min: 1, max: 1 },
];

function drawRenting(j: Job<Supplier>, contract: string): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  p.text(sup.name, 40, 40, { bold: true, size: 13 });
  sup.lines.forEach((l, k) => p.text(l, 40, 58 + k * 11));
  if (!sup.nifInFooter) p.text(`CIF: ${sup.nif}`, 40, 58 + sup.lines.length * 11);
  p.right('FACTURA', 555, 40, { bold: true, size: 18 });
  p.text(j.buyer.name, 340, 92, { bold: true });
  j.buyer.lines.forEach((l, k) => p.text(l, 340, 104 + k * 11));
  p.text(`CIF: ${j.buyer.nif}`, 340, 126);
  const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CONTRATO', 'FORMA DE PAGO'];
  const values = [j.number, date(j.issued, sup.date), j.due ? date(j.due, sup.date) : '', contract, 'Domiciliación'];
  s.box(40, 150, 515, 15, { fill: sup.color });
  heads.forEach((h, k) => {
    s.ink('#ffffff');
    p.text(h, 44 + k * 103, 154, { bold: true, size: 7.5 });
    s.ink('#000000');
    p.text(values[k], 44 + k * 103, 171);
  });
  const y = table(s, p, [
    { head: 'Código', x: 40, w: 65, cell: cells.code },
    { head: 'Descripción', x: 105, w: 270, cell: cells.desc },
    { head: 'Cant.', x: 375, w: 50, right: true, cell: cells.qty() },
    { head: 'Precio', x: 425, w: 55, right: true, cell: cells.price() },
    { head: 'Importe', x: 480, w: 75, right: true, cell: cells.amount() },
  ], j.items, 196, { rules: 'lines', headFill: '#e8e8e8' });
  const heads2 = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
  const values2 = [money(j.f.base, sup.money), '21,00', money(j.f.vat, sup.money), money(j.f.total, sup.money)];
  const top = Math.max(y + 30, 620);
  s.box(40, top, 515, 15, { fill: sup.color });
  heads2.forEach((h, k) => {
    s.ink('#ffffff');
    p.right(h, 165 + k * 130, top + 4, { bold: true, size: 7.5 });
    s.ink('#000000');
    p.right(values2[k], 165 + k * 130, top + 21, { bold: k === 3 });
  });
  if (sup.registry) p.center(sup.registry, W / 2, H - 40, { size: 7 });
  return s;
}

export async function rentingInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['RF260418733', 'AVG-26-00912', 'M/2026/0455'];
  return Promise.all(RENTING.map(async (sup, k) => {
    const id = `blind15-renting-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(VEHICLES, rng.int(2, 4));
    const issued = rng.day(1 + k * 4);
    const due = addDays(issued, 10);
    const j: Job<Supplier> = { id, sup, buyer: BUYERS[(k + 1) % 3], number: numbers[k], issued, due, items, f: figuresOf(items) };
    return invoiceDocument({ id, layout: 'renting', buyer: j.buyer, sheet: drawRenting(j, `CT-${rng.int(10000, 99999)}`) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}

// ------------------------------------------------------------ site-office IT and connectivity, label and value in boxed cells

const IT: Supplier[] = [
  { name: 'Conectividad de Obra Norte, S.L.', nif: 'B79123600', lines: ['C/ Marqués de San Esteban, 52', '33206 Gijón'], family: 'Helvetica', date: 'd.m.Y', money: 'es €', color: '#0a6f8f', due: true },
  { name: 'Óscar Valbuena Crespo', nif: '25103846-J', lines: ['C/ Ramón y Cajal, 8, 2º', '50004 Zaragoza', 'Técnico informático - Tel. 676 301 552'], family: 'Helvetica', date: 'd/m/Y', money: 'es', color: '#444444', due: false },
  { name: 'Sistemas Informáticos Almenara, S.L.L.', nif: 'B-75041830', lines: ['Avda. de Europa, 14', '06004 Badajoz'], family: 'Times', date: 'd-m-Y', money: 'es EUR', color: '#6b4e16', due: true },
];

const OFFICE_IT: Offer[] = [
  { description: 'Router 4G/5G de obra con datos ilimitados, cuota mensual', unit: 'mes', price: '79.00', min: 1, max: 3 },
  { description: 'Alquiler de portátil i5 16 GB con licencia ofimática', unit: 'mes', price: '54.00', min: 2, max: 6 },
  { description: 'Impresora multifunción A3 color, cuota de alquiler', unit: 'mes', price: '68.00', min: 1, max: 1 },
  { description: 'Copias A3/A4 color sobre el volumen incluido', unit: 'copias', price: '0.05', min: 300, max: 2400 },
  { description: 'Instalación y configuración de red wifi en casetas de obra', unit: 'ud', price: '240.00', min: 1, max: 1 },
  { description: 'Hora de asistencia técnica en obra', unit: 'h', price: '38.00', min: 1, max: 6 },
];

function drawIt(j: Job<Supplier>): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  s.box(40, 40, 515, 62, { stroke: sup.color });
  p.text(sup.name, 50, 48, { bold: true, size: 12 });
  sup.lines.forEach((l, k) => p.text(l, 50, 64 + k * 11));
  p.right(`NIF ${sup.nif}`, 545, 48, { bold: true });
  const cellsRow: Array<[string, string]> = [['Factura nº', j.number], ['Fecha', date(j.issued, sup.date)]];
  if (j.due) cellsRow.push(['Vencimiento', date(j.due, sup.date)]);
  cellsRow.forEach(([l, v], k) => {
    s.box(40 + k * 172, 116, 170, 20, { stroke: sup.color });
    p.text(`${l}:`, 46 + k * 172, 122, { bold: true });
    p.right(v, 204 + k * 172, 122);
  });
  s.box(40, 146, 515, 48, { stroke: sup.color });
  p.text('Cliente:', 46, 152, { bold: true });
  p.text(j.buyer.name, 100, 152);
  p.text(j.buyer.lines.join(', '), 100, 164);
  p.text(`NIF: ${j.buyer.nif}`, 100, 176);
  const y = table(s, p, [
    { head: 'Concepto', x: 40, w: 295, cell: cells.desc },
    { head: 'Cantidad', x: 335, w: 55, right: true, cell: cells.qty() },
    { head: 'Unidad', x: 390, w: 45, cell: cells.unit },
    { head: 'Precio', x: 435, w: 50, right: true, cell: cells.price() },
    { head: 'Importe', x: 485, w: 70, right: true, cell: cells.amount() },
  ], j.items, 208, { rules: 'grid' });
  const rows: Array<[string, string]> = [['Base imponible', money(j.f.base, sup.money)], ['IVA 21%', money(j.f.vat, sup.money)], ['TOTAL', money(j.f.total, sup.money)]];
  rows.forEach(([l, v], k) => {
    s.box(375, y + 12 + k * 18, 180, 18, { stroke: sup.color });
    p.text(l, 381, y + 17 + k * 18, { bold: k === 2 });
    p.right(v, 549, y + 17 + k * 18, { bold: k === 2 });
  });
  p.text(j.due ? 'Forma de pago: transferencia' : 'Forma de pago: contado', 40, y + 17);
  return s;
}

export async function itInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['CON-26/0788', '26-041', 'SIA2026/0317'];
  return Promise.all(IT.map(async (sup, k) => {
    const id = `blind15-siteit-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(OFFICE_IT, rng.int(3, 5));
    const issued = rng.day(2 + k * 3);
    const due = sup.due ? addDays(issued, 30) : undefined;
    const j: Job<Supplier> = { id, sup, buyer: BUYERS[(k + 2) % 3], number: numbers[k], issued, due, items, f: figuresOf(items) };
    return invoiceDocument({ id, layout: 'site-it', buyer: j.buyer, sheet: drawIt(j) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}
