import type { CorpusDocument } from '../types.js';
import { CUSTOMERS, type Hard, type Item, type Supplier, addDays, dayOf, invoiceEntry, party, rowsOf, streamOf } from './cases.js';
import { type DateStyle, Ink, type MoneyStyle, type NifStyle, Sheet, amountOf, cif, dateText, dni, figures, money, nie, nifText, qtyText } from './kit.js';

/**
 * Invoice layouts 1–5 of the eleventh blind set (docs/document-extraction.md#measuring-it):
 * ventilation with heat recovery under an ERP's label band, home automation in a boxed header
 * grid, water treatment as a Times letter, pressure sets and sump pumps from an old Courier ERP,
 * video door-entry and access control worded in Valencian.
 */

interface Style {
  date: DateStyle;
  money: MoneyStyle;
  nifStyle: NifStyle;
  color: string;
}

type Printer = Supplier & Style;

// ------------------------------------------------------------------ 1. VMC, ERP label band

const VMC: Item[] = [
  { code: 'VMC-DF350', text: 'Recuperador doble flujo 350 m3/h con bypass', unit: 'ud', price: '1865.00', q: [1, 4] },
  { code: 'VMC-DF180', text: 'Recuperador doble flujo 180 m3/h vivienda', unit: 'ud', price: '1240.00', q: [2, 12] },
  { code: 'CPL-075', text: 'Conducto semirrígido PEAD Ø75, rollo 50 m', unit: 'rollo', price: '168.40', q: [2, 14] },
  { code: 'PLN-10', text: 'Plenum distribuidor 10 salidas Ø75', unit: 'ud', price: '94.60', q: [2, 12] },
  { code: 'BOC-125', text: 'Boca de extracción regulable Ø125', unit: 'ud', price: '11.85', q: [10, 60] },
  { code: 'FLT-G4F7', text: 'Juego de filtros G4 + F7 para recuperador', unit: 'jgo', price: '38.90', q: [4, 24] },
  { code: 'MO-OF1', text: 'Mano de obra instalador oficial 1ª', unit: 'h', price: '34.50', q: [8, 60] },
  { code: 'PUE-MAR', text: 'Puesta en marcha y equilibrado de caudales', unit: 'ud', price: '145.00', q: [1, 6] },
  { code: 'CTL-HUM', text: 'Sensor de humedad y CO2 para control', unit: 'ud', price: '86.20', q: [2, 12] },
];

const VMC_SUPPLIERS: (Printer & { mark: string; pay: string })[] = [
  { ...party({ name: 'Aire Renovado Cantábrico, S.L.', nif: cif('B', '3951274'), street: 'Polígono de Raos, parcela 14', city: '39011 Santander', phone: '942 35 10 48', mail: 'facturacion@airerenovado.es', registry: 'Inscrita en el Registro Mercantil de Cantabria, Tomo 1023, Folio 88, Hoja S-21456' }), date: 'slash', money: 'dots', nifStyle: 'dash', color: '#1f6f8b', mark: 'ARC', pay: 'Transferencia' },
  { ...party({ name: 'Ventilaciones Doble Flujo del Ebro, S.L.U.', nif: cif('B', '5037718'), street: 'C/ Río Cinca, 22, nave 3', city: '50014 Zaragoza', phone: '976 47 22 90', mail: 'admon@vdfebro.com', registry: 'R.M. de Zaragoza, Tomo 4310, Folio 121, Hoja Z-62218, Inscripción 1ª' }), date: 'dash', money: 'dotsEuro', nifStyle: 'bare', color: '#4f7a28', mark: 'VDF', pay: 'Recibo domiciliado' },
  { ...party({ name: 'Sistemas de Ventilación Mediterránea, S.A.', nif: cif('A', '0359142'), street: 'Avda. de la Industria, 61', city: '03203 Elche (Alicante)', phone: '965 42 87 13', mail: 'clientes@sventmed.es', registry: 'Registro Mercantil de Alicante, Tomo 2876, Folio 45, Hoja A-88120' }), date: 'dot2', money: 'dots', nifStyle: 'dots', color: '#8b1e3f', mark: 'SVM', pay: 'Pagaré' },
];

async function vmc(i: number): Promise<CorpusDocument> {
  const s = VMC_SUPPLIERS[i];
  const id = `blind11-vmc-band-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 1) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = addDays(issue, [30, 60, 45][i]);
  const number = [`FV26-${rng.int(1000, 1999)}`, `2026/${String(rng.int(100, 900)).padStart(5, '0')}`, `F-${rng.int(260100, 260999)}`][i];
  const rows = rowsOf(rng, VMC, rng.int(4, 7));
  const fig = figures(rows);
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  sh.rect(40, 36, 58, 58, { fill: s.color, r: 6 });
  ink.center(s.mark, 69, 58, { size: 15, bold: true, color: '#ffffff' });
  ink.at(s.name, 110, 38, { size: 10.5, bold: true, color: s.color });
  ink.at(s.street, 110, 56);
  ink.at(s.city, 110, 67);
  ink.at(`CIF: ${nifText(s.nif, s.nifStyle)}`, 110, 78);
  ink.at(`Tel. ${s.phone} · ${s.mail}`, 110, 89, { size: 8 });
  sh.rect(345, 36, 210, 84);
  ink.at('CLIENTE', 352, 41, { size: 6.5, bold: true, color: '#666666' });
  ink.at(c.name, 352, 53, { bold: true, size: 8.5 });
  ink.at(c.street, 352, 66);
  ink.at(c.city, 352, 78);
  ink.at(`CIF: ${nifText(c.nif, s.nifStyle)}`, 352, 93);
  ink.at('FACTURA', 40, 132, { size: 17, bold: true, color: s.color });
  const labels = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'];
  const values = [number, d(issue), d(due), c.code, s.pay];
  const w = 515 / 5;
  sh.rect(40, 158, 515, 15, { fill: s.color });
  sh.rect(40, 173, 515, 18, { stroke: s.color });
  labels.forEach((l, k) => {
    ink.center(l, 40 + w * k + w / 2, 162, { size: 7, bold: true, color: '#ffffff' });
    ink.center(values[k], 40 + w * k + w / 2, 178, { size: 8.5 });
    if (k) sh.line(40 + w * k, 173, 40 + w * k, 191, { color: s.color });
  });
  ink.at(`Obra: ${c.site}`, 40, 202, { size: 8.5 });
  sh.rect(40, 222, 515, 15, { fill: s.color });
  const head = { size: 7.5, bold: true, color: '#ffffff' };
  ink.at('CÓDIGO', 44, 226, head);
  ink.at('DESCRIPCIÓN', 108, 226, head);
  ink.right('CANT.', 380, 226, head);
  ink.at('UD.', 388, 226, head);
  ink.right('PRECIO', 470, 226, head);
  ink.right('IMPORTE', 551, 226, head);
  let y = 244;
  for (const r of rows) {
    ink.at(r.code ?? '', 44, y, { size: 7.5 });
    ink.at(r.text, 108, y, { size: 8.5 });
    ink.right(qtyText(r.qty, 0), 380, y, { size: 8.5 });
    ink.at(r.unit, 388, y, { size: 8.5 });
    ink.right(m(r.price), 470, y, { size: 8.5 });
    ink.right(m(amountOf(r)), 551, y, { size: 8.5 });
    y += 16;
  }
  sh.line(40, y, 555, y, { color: s.color });
  const tl = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
  const tv = [m(fig.base), '21 %', m(fig.tax), m(fig.total)];
  sh.rect(235, 640, 320, 14, { fill: s.color });
  sh.rect(235, 654, 320, 20, { stroke: s.color });
  tl.forEach((l, k) => {
    ink.center(l, 275 + 80 * k, 643.5, { size: 6.5, bold: true, color: '#ffffff' });
    ink.center(tv[k], 275 + 80 * k, 660, { size: 9, bold: k === 3 });
  });
  ink.at('IBAN: ES76 0049 1500 0512 3456 7892', 40, 645, { size: 7.5 });
  ink.at(`Pago: ${s.pay.toLowerCase()} al vencimiento`, 40, 657, { size: 7.5 });
  ink.center(s.registry ?? '', 297, 806, { size: 6.5, color: '#555555' });
  ink.right('Pág. 1/1', 555, 790, { size: 7 });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-vmc-label-band', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
  );
}

// ------------------------------------------------------------------ 2. home automation, boxed grid

const KNX: Item[] = [
  { code: 'A8', text: 'Actuador KNX 8 canales 16 A', unit: 'ud', price: '312.00', q: [1, 8] },
  { code: 'P4T', text: 'Pulsador KNX 4 teclas con termostato', unit: 'ud', price: '148.50', q: [4, 30] },
  { code: 'FA640', text: 'Fuente de alimentación KNX 640 mA', unit: 'ud', price: '186.00', q: [1, 4] },
  { code: 'GWIP', text: 'Pasarela IP/KNX con servidor web', unit: 'ud', price: '395.00', q: [1, 2] },
  { code: 'CBUS', text: 'Cable bus KNX 2x2x0,8 libre de halógenos', unit: 'm', price: '0.92', q: [100, 600] },
  { code: 'UTP6', text: 'Cable UTP categoría 6 LSZH', unit: 'm', price: '0.58', q: [300, 1500] },
  { code: 'RJ45', text: 'Toma RJ45 categoría 6 con placa', unit: 'ud', price: '9.40', q: [20, 120] },
  { code: 'RK12', text: 'Armario rack mural 12U con bandeja', unit: 'ud', price: '264.00', q: [1, 3] },
  { code: 'PROG', text: 'Programación ETS y puesta en marcha', unit: 'h', price: '52.00', q: [6, 40] },
  { code: 'TEC', text: 'Técnico integrador en obra', unit: 'h', price: '38.00', q: [10, 80] },
];

const KNX_SUPPLIERS: (Printer & { letterheadNif: boolean; footerNif: boolean; web: string })[] = [
  { ...party({ name: 'Domótica e Integración Kalean, S.L.', brand: 'DOMOTIK', nif: cif('B', '9512846'), street: 'Ribera de Deusto, 70, pab. 6', city: '48014 Bilbao', phone: '944 07 63 21', registry: 'Inscrita en el Registro Mercantil de Bizkaia, Tomo 5521, Folio 140, Hoja BI-61234' }), date: 'slash', money: 'dotsEuro', nifStyle: 'dash', color: '#0b5394', letterheadNif: true, footerNif: true, web: 'www.domotik.eus' },
  { ...party({ name: 'Hogar Conectado Sistemas KNX, S.L.', brand: 'HOGAR·KNX', nif: cif('B', '8640275'), street: 'C/ Albasanz, 14, 2º B', city: '28037 Madrid', phone: '913 75 44 08', registry: 'Inscrita en el R.M. de Madrid, Tomo 38912, Folio 61, Sección 8ª, Hoja M-692114' }), date: 'dash', money: 'dots', nifStyle: 'bare', color: '#d35400', letterheadNif: false, footerNif: true, web: 'www.hogarknx.es' },
  { ...party({ name: 'Redes y Corrientes Débiles Tarraco, S.L.L.', brand: 'RCD TARRACO', nif: cif('B', '5519830'), street: 'C/ de Pere Martell, 31', city: '43001 Tarragona', phone: '977 21 90 56', registry: 'Registre Mercantil de Tarragona, Tom 2984, Foli 17, Full T-48221' }), date: 'mon', money: 'dots', nifStyle: 'space', color: '#2e7d32', letterheadNif: true, footerNif: false, web: 'www.rcdtarraco.cat' },
];

/** `hard`: the letterhead's CIF and the registry footer's are two different valid ids. */
async function domotica(i: number, hard?: Hard): Promise<CorpusDocument> {
  const s = KNX_SUPPLIERS[i];
  const id = hard ? 'blind11-domotica-grid-hard' : `blind11-domotica-grid-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 2 + (hard ? 3 : 0)) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = i === 1 ? undefined : addDays(issue, 30);
  const number = [`DK/26/${rng.int(100, 699)}`, `HC-${rng.int(26001, 26450)}`, `${rng.int(1200, 1899)}/26`][i];
  const order = `PED-${rng.int(4000, 4999)}`;
  const rows = rowsOf(rng, KNX, rng.int(5, 8));
  const fig = figures(rows);
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  ink.at(s.brand ?? '', 40, 34, { size: 24, bold: true, color: s.color });
  ink.at(s.name, 40, 64, { size: 9, bold: true });
  ink.at(s.street, 40, 76);
  ink.at(s.city, 40, 87);
  let y = 98;
  if (s.letterheadNif) {
    ink.at(`CIF ${nifText(s.nif, s.nifStyle)}`, 40, y);
    y += 11;
  }
  ink.at(`${s.phone} · ${s.web}`, 40, y, { size: 8, color: '#444444' });
  ink.right('FACTURA', 555, 40, { size: 20, bold: true });
  const cell = (x: number, yy: number, w: number, h: number, label: string, value: string[]) => {
    sh.rect(x, yy, w, h);
    ink.at(label, x + 4, yy + 3, { size: 6.5, color: '#666666' });
    value.forEach((v, k) => ink.at(v, x + 4, yy + 13 + k * 11, { size: k === 0 ? 9.5 : 8.5, bold: k === 0 && value.length > 1 }));
  };
  cell(40, 130, 100, 30, 'Nº FACTURA', [number]);
  cell(140, 130, 100, 30, 'FECHA FACTURA', [d(issue)]);
  cell(240, 130, 95, 30, 'Nº PEDIDO', [order]);
  cell(335, 130, 220, 30, 'OBRA', [c.site]);
  cell(40, 160, 295, 60, 'CLIENTE', [c.name, c.street, c.city]);
  cell(335, 160, 220, 30, 'CIF / NIF CLIENTE', [nifText(c.nif, s.nifStyle)]);
  cell(335, 190, 220, 30, due ? 'VENCIMIENTO' : 'FORMA DE PAGO', [due ? d(due) : 'Transferencia a la recepción']);
  const cols = [40, 330, 385, 420, 485, 555];
  sh.rect(40, 238, 515, 16, { fill: '#d9d9d9', stroke: '#000000' });
  ['Concepto', 'Uds.', 'Ud', 'Precio', 'Importe'].forEach((h, k) =>
    k === 0 || k === 2 ? ink.at(h, cols[k] + 4, 242, { size: 8, bold: true }) : ink.right(h, cols[k + 1] - 4, 242, { size: 8, bold: true }),
  );
  y = 254;
  for (const r of rows) {
    sh.rect(40, y, 515, 16);
    ink.at(r.text, 44, y + 4, { size: 8.5 });
    ink.right(qtyText(r.qty, 0, true), 381, y + 4, { size: 8.5 });
    ink.at(r.unit, 389, y + 4, { size: 8.5 });
    ink.right(m(r.price), 481, y + 4, { size: 8.5 });
    ink.right(m(amountOf(r)), 551, y + 4, { size: 8.5 });
    y += 16;
  }
  cols.slice(1, -1).forEach((x) => sh.line(x, 238, x, y));
  y += 14;
  const tot: [string, string, boolean][] = [
    ['Base imponible', m(fig.base), false],
    ['IVA 21%', m(fig.tax), false],
    ['TOTAL', m(fig.total), true],
  ];
  for (const [l, v, strong] of tot) {
    sh.rect(375, y, 180, 18, strong ? { fill: '#eeeeee', stroke: '#000000' } : {});
    ink.at(l, 381, y + 5, { size: 9, bold: strong });
    ink.right(v, 550, y + 5, { size: 9, bold: strong });
    y += 18;
  }
  const footNif = hard ? cif('B', '9578301') : s.nif;
  const foot = `${s.name} · ${s.registry}${s.footerNif || hard ? ` · CIF ${nifText(footNif, s.nifStyle)}` : ''}`;
  ink.center(foot, 297, 806, { size: 6.3, color: '#555555' });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-domotica-boxed-grid', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
    hard,
  );
}

// ------------------------------------------------------------------ 3. water treatment, Times letter

const AGUA: Item[] = [
  { code: '', text: 'Descalcificador volumétrico 30 l, válvula Clack', unit: 'ud', price: '845.00', q: [1, 3] },
  { code: '', text: 'Equipo de ósmosis inversa 5 etapas con bomba', unit: 'ud', price: '410.00', q: [1, 6] },
  { code: '', text: 'Filtro de sedimentos autolimpiable 1"', unit: 'ud', price: '128.00', q: [1, 4] },
  { code: '', text: 'Bomba dosificadora de cloro con depósito', unit: 'ud', price: '365.00', q: [1, 2] },
  { code: '', text: 'By-pass y kit de conexión en cobre', unit: 'ud', price: '62.50', q: [1, 4] },
  { code: '', text: 'Análisis físico-químico de agua de red', unit: 'ud', price: '95.00', q: [1, 3] },
  { code: '', text: 'Horas de instalación y puesta en servicio', unit: 'h', price: '32.00', q: [4, 24] },
  { code: '', text: 'Sal en pastillas para regeneración (saco 25 kg)', unit: 'saco', price: '8.90', q: [4, 20] },
];

const AGUA_SUPPLIERS: (Printer & { place: string; vat: number; label: string; numberLabel: string; tagline: string; dueText?: (iso: string) => string })[] = [
  { ...party({ name: 'Tratamientos de Agua Duero, S.L.', nif: cif('B', '4732519'), street: 'C/ Hornija, 9, Pol. La Mora', city: '47008 Valladolid', phone: 'Tel. 983 29 41 07' }), place: 'Valladolid', vat: 21, label: 'N.I.F.:', numberLabel: 'FACTURA Nº', tagline: 'Descalcificación · Ósmosis · Filtración', date: 'long', money: 'dotsEuro', nifStyle: 'dots', color: '#000000', dueText: (iso) => `Vencimiento: ${dateText(iso, 'long')}` },
  { ...party({ name: 'Jesús Manrique Ortega', brand: 'AGUAS MANRIQUE', nif: dni('16598342'), street: 'Avda. de Portugal, 27, bajo', city: '26001 Logroño', phone: 'Móvil 649 31 08 27' }), place: 'Logroño', vat: 10, label: 'D.N.I.:', numberLabel: 'Factura número:', tagline: 'Instalación y mantenimiento de equipos de agua', date: 'long', money: 'dots', nifStyle: 'dash', color: '#000000' },
  { ...party({ name: 'Hidrotécnica Balear, S.A.', nif: cif('A', '0748216'), street: 'C/ Gremi de Teixidors, 35', city: '07009 Palma', phone: 'Tel. 971 43 60 12' }), place: 'Palma', vat: 21, label: 'C.I.F.:', numberLabel: 'FACTURA Nº', tagline: 'Tratamiento integral del agua desde 1987', date: 'long', money: 'dotsEuro', nifStyle: 'dash', color: '#000000', dueText: (iso) => `Vto. ${dateText(iso, 'slash')}` },
];

async function agua(i: number): Promise<CorpusDocument> {
  const s = AGUA_SUPPLIERS[i];
  const id = `blind11-agua-carta-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[[3, 2, 5][i]];
  const issue = dayOf(rng);
  const due = s.dueText ? addDays(issue, 30) : undefined;
  const number = [`26/0${rng.int(100, 399)}`, `${rng.int(40, 180)}-2026`, `A ${rng.int(2600, 2990)}`][i];
  const rows = rowsOf(rng, AGUA, rng.int(3, 5));
  const fig = figures(rows, { vat: s.vat });
  const m = (v: bigint) => money(v, s.money);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Times', 10.5);
  const R = 545;
  let y = 40;
  if (s.brand) {
    ink.right(s.brand, R, y, { size: 17, bold: true });
    ink.right(s.name, R, y + 21, { size: 11 });
    y += 36;
  } else {
    ink.right(s.name, R, y, { size: 16, bold: true });
    y += 21;
  }
  ink.right(s.tagline, R, y, { italic: true, size: 10 });
  ink.right(s.street, R, y + 14);
  ink.right(s.city, R, y + 27);
  ink.right(s.phone ?? '', R, y + 40);
  ink.right(`${s.label} ${nifText(s.nif, s.nifStyle)}`, R, y + 53);
  sh.line(300, y + 70, R, y + 70, { lw: 0.8 });
  y += 92;
  ink.at('Sres.:', 60, y);
  ink.at(c.name, 60, y + 15, { bold: true });
  ink.at(c.street, 60, y + 29);
  ink.at(c.city, 60, y + 43);
  ink.at(`C.I.F.: ${nifText(c.nif, 'bare')}`, 60, y + 57);
  ink.right(`${s.place}, ${dateText(issue, s.date)}`, R, y + 86);
  y += 118;
  ink.at(`${s.numberLabel} ${number}`, 60, y, { size: 12.5, bold: true });
  ink.at(`Obra: ${c.site}`, 60, y + 20, { italic: true });
  y += 48;
  ink.at('Concepto', 60, y, { bold: true });
  ink.right('Cantidad', 370, y, { bold: true });
  ink.right('Precio', 455, y, { bold: true });
  ink.right('Importe', R, y, { bold: true });
  sh.line(60, y + 14, R, y + 14, { lw: 0.5 });
  y += 22;
  for (const r of rows) {
    ink.at(r.text, 60, y, { size: 10 });
    if (i === 0) ink.right(`${qtyText(r.qty, 0)} ${r.unit}.`, 370, y, { size: 10 });
    else {
      ink.right(qtyText(r.qty, 0), 340, y, { size: 10 });
      ink.at(r.unit, 345, y, { size: 10 });
    }
    ink.right(m(r.price), 455, y, { size: 10 });
    ink.right(m(amountOf(r)), R, y, { size: 10 });
    y += 17;
  }
  sh.line(60, y, R, y, { lw: 0.5 });
  y += 16;
  ink.leader('Base imponible', m(fig.base), 330, R, y);
  ink.leader(`I.V.A. ${s.vat} %`, m(fig.tax), 330, R, y + 16);
  ink.leader('TOTAL FACTURA', m(fig.total), 330, R, y + 34, { bold: true, size: 11.5 });
  y += 74;
  ink.at('Forma de pago: transferencia bancaria a la cuenta ES12 2085 4401 3103 3018 7720.', 60, y, { size: 10 });
  if (due && s.dueText) ink.at(s.dueText(due), 60, y + 15, { size: 10 });
  if (s.vat === 10) ink.para('IVA reducido del 10 %: obra de rehabilitación de vivienda.', 60, y + 15, 485, { size: 9.5, italic: true });
  ink.at('Atentamente,', 60, y + 60);
  ink.at(s.brand ? s.name : 'Administración', 60, y + 100, { italic: true });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-agua-carta-times', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
  );
}

// ------------------------------------------------------------------ 4. pressure sets and pumps, Courier ERP

const BOMBAS: Item[] = [
  { code: 'MT-GP01', text: 'MANTENIMIENTO TRIMESTRAL GRUPO PRESION', unit: 'UD', price: '185.00', q: [1, 4] },
  { code: 'BS-0750', text: 'BOMBA SUMERGIBLE ACHIQUE 0,75 KW', unit: 'UD', price: '342.00', q: [1, 3] },
  { code: 'VE-0024', text: 'VASO EXPANSION MEMBRANA 24 L', unit: 'UD', price: '58.60', q: [1, 4] },
  { code: 'PR-0010', text: 'PRESOSTATO 1-10 BAR CON MANOMETRO', unit: 'UD', price: '46.30', q: [1, 6] },
  { code: 'VR-0114', text: 'VALVULA RETENCION 1 1/4 LATON', unit: 'UD', price: '24.80', q: [2, 8] },
  { code: 'CM-0040', text: 'CUADRO MANIOBRA ALTERNANCIA 2 BOMBAS', unit: 'UD', price: '415.00', q: [1, 2] },
  { code: 'MO-0001', text: 'MANO DE OBRA OFICIAL', unit: 'H', price: '31.00', q: [2, 16] },
  { code: 'DS-0001', text: 'DESPLAZAMIENTO VEHICULO TALLER', unit: 'UD', price: '28.00', q: [1, 3] },
];

const BOMBAS_SUPPLIERS: (Printer & { label: string; irpf?: number })[] = [
  { ...party({ name: 'BOMBAS Y GRUPOS DE PRESION MARIN, S.L.', nif: cif('B', '3064281'), street: 'CTRA. DE ALICANTE, KM 3,5', city: '30007 MURCIA', phone: '968 23 58 14' }), label: 'C.I.F.', date: 'slash', money: 'plain', nifStyle: 'bare', color: '#000000' },
  { ...party({ name: 'HIDROPRES NORTE, S. COOP.', nif: cif('F', '3318742'), street: 'POL. IND. DE MAQUA, NAVE 21', city: '33404 AVILES (ASTURIAS)', phone: '985 57 02 66' }), label: 'C.I.F.', date: 'dot2', money: 'plainEur', nifStyle: 'bare', color: '#000000' },
  { ...party({ name: 'NICOLAE POPESCU', brand: 'BOMBEOS Y ACHIQUES POPESCU', nif: nie('Y', '2847163'), street: 'C/ VIA COMPLUTENSE, 118, LOCAL 2', city: '28805 ALCALA DE HENARES', phone: '617 40 22 95' }), label: 'N.I.E.', date: 'dash', money: 'plain', nifStyle: 'bare', color: '#000000', irpf: 1 },
];

async function bombas(i: number): Promise<CorpusDocument> {
  const s = BOMBAS_SUPPLIERS[i];
  const id = `blind11-bombas-courier-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 4) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = addDays(issue, [60, 30, 15][i]);
  const number = [String(rng.int(4000, 4999)).padStart(7, '0'), `F${rng.int(26100, 26800)}`, `26-${String(rng.int(10, 95)).padStart(3, '0')}`][i];
  const rows = rowsOf(rng, BOMBAS, rng.int(4, 6));
  const fig = figures(rows, { irpf: s.irpf });
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `FACTURA ${number}`);
  const ink = new Ink(sh, 'Courier', 8.5);
  let y = 40;
  if (s.brand) {
    ink.at(s.brand, 40, y, { size: 11, bold: true });
    y += 15;
  }
  ink.at(s.name, 40, y, { size: s.brand ? 8.5 : 11, bold: true });
  y += s.brand ? 12 : 15;
  ink.at(s.street, 40, y);
  ink.at(s.city, 40, y + 10);
  ink.at(`TELF. ${s.phone}`, 40, y + 20);
  ink.at(`${s.label}: ${s.nif}`, 40, y + 30);
  const rb: [string, string][] = [
    ['FACTURA NUM.', number],
    ['FECHA......', d(issue)],
    ['COD.CLIENTE', c.code],
    ['PAGINA.....', '1'],
  ];
  rb.forEach(([l, v], k) => ink.at(`${l}: ${v}`, 340, 40 + k * 11, { bold: k === 0 }));
  sh.rect(336, 100, 219, 62, { stroke: '#000000', lw: 0.5 });
  ink.at(c.name.toUpperCase(), 342, 106);
  ink.at(c.street.toUpperCase(), 342, 118);
  ink.at(c.city.toUpperCase(), 342, 130);
  ink.at(`C.I.F.: ${c.nif}`, 342, 146);
  ink.at(`OBRA: ${c.site.toUpperCase()}`, 40, 176);
  sh.line(40, 192, 555, 192, { dash: 2 });
  ink.at('CODIGO', 40, 196, { bold: true });
  ink.at('DESCRIPCION', 95, 196, { bold: true });
  ink.right('CANTIDAD', 368, 196, { bold: true });
  ink.at('UD', 374, 196, { bold: true });
  ink.right('PRECIO', 460, 196, { bold: true });
  ink.right('IMPORTE', 555, 196, { bold: true });
  sh.line(40, 207, 555, 207, { dash: 2 });
  y = 213;
  for (const r of rows) {
    ink.at(r.code ?? '', 40, y);
    ink.at(r.text, 95, y);
    ink.right(qtyText(r.qty, 2), 368, y);
    ink.at(r.unit, 374, y);
    ink.right(m(r.price), 460, y);
    ink.right(m(amountOf(r)), 555, y);
    y += 12;
  }
  sh.line(40, 560, 555, 560, { dash: 2 });
  y = 568;
  ink.leader('BASE IMPONIBLE', m(fig.base), 320, 555, y);
  ink.leader('I.V.A. 21 %', m(fig.tax), 320, 555, y + 12);
  if (s.irpf) {
    ink.leader(`RETENCION I.R.P.F. ${s.irpf} %`, m(-fig.withholding), 320, 555, y + 24);
    y += 12;
  }
  ink.leader('TOTAL FACTURA', m(fig.total), 320, 555, y + 28, { bold: true });
  ink.at(`VENCIMIENTOS: ${d(due)}  ${m(fig.total)}`, 40, 568);
  ink.at('FORMA PAGO..: TRANSFERENCIA', 40, 580);
  sh.line(40, 640, 555, 640, { dash: 2 });
  ink.at('CONFORME CLIENTE:', 40, 648);
  return invoiceEntry(
    { id, layout: 'blind11-invoice-bombas-courier', bytes: await sh.finish(), buyer: c, seller: { name: s.name, nif: s.nif } },
    { number, issue, due, fig },
  );
}

// ------------------------------------------------------------------ 5. door entry, Valencian

const PORTERS: Item[] = [
  { code: 'PC-2F4', text: 'Placa de carrer videoporter 2 fils, 4 botons', unit: 'ut', price: '468.00', q: [1, 4] },
  { code: 'MON-7', text: 'Monitor videoporter 7" mans lliures', unit: 'ut', price: '189.00', q: [4, 36] },
  { code: 'FA-DIN', text: "Font d'alimentació carril DIN", unit: 'ut', price: '74.50', q: [1, 4] },
  { code: 'PE-SEG', text: 'Pany elèctric de seguretat', unit: 'ut', price: '58.20', q: [1, 6] },
  { code: 'LP-TEC', text: 'Lector de proximitat amb teclat', unit: 'ut', price: '236.00', q: [1, 4] },
  { code: 'CL-PRX', text: 'Clauer de proximitat programat', unit: 'ut', price: '4.80', q: [20, 150] },
  { code: 'CB-2F', text: 'Cable 2 fils apantallat', unit: 'm', price: '0.86', q: [100, 600] },
  { code: 'MO-OF', text: "Mà d'obra oficial instal·lador", unit: 'h', price: '33.00', q: [6, 40] },
];

const PORTERS_SUPPLIERS: (Printer & { initial: string; idLabel: string; foot: string })[] = [
  { ...party({ name: 'Intercomunicació Valenciana, Coop. V.', nif: cif('F', '4628715'), street: "C/ de l'Enginyer Joaquín Benlloch, 40", city: '46026 València', phone: '963 33 71 20' }), initial: 'IV', idLabel: 'CIF', foot: 'Inscrita en el Registre de Cooperatives de la Comunitat Valenciana amb el núm. CV-1843', date: 'slash', money: 'dotsEuro', nifStyle: 'bare', color: '#c0392b' },
  { ...party({ name: 'Porters Automàtics de la Safor, S.L.', nif: cif('B', '9741308'), street: 'Passeig de les Germanies, 63', city: '46701 Gandia', phone: '962 87 15 49' }), initial: 'PA', idLabel: 'CIF', foot: 'Inscrita en el Registre Mercantil de València, Tom 9873, Llibre 7155, Foli 88, Full V-160224', date: 'longCa', money: 'dotsEuro', nifStyle: 'dash', color: '#e67e22' },
  { ...party({ name: 'Vicent Ferrer Soler', brand: "VF Control d'Accessos", nif: dni('18994271'), street: 'C/ Enmig, 85, baix', city: '12001 Castelló de la Plana', phone: '666 18 40 73' }), initial: 'VF', idLabel: 'NIF', foot: 'Instal·lador de telecomunicacions inscrit al Registre d’Empreses Instal·ladores amb el núm. 12/4410', date: 'dash', money: 'dots', nifStyle: 'bare', color: '#16a085' },
];

async function porters(i: number): Promise<CorpusDocument> {
  const s = PORTERS_SUPPLIERS[i];
  const id = `blind11-porters-valencia-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(5 + i * 2) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = addDays(issue, 30);
  const number = [`V26/${rng.int(300, 899)}`, `${rng.int(2026001, 2026400)}`, `VF-${rng.int(10, 99)}/26`][i];
  const rows = rowsOf(rng, PORTERS, rng.int(4, 6));
  const fig = figures(rows);
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  sh.circle(64, 62, 22, { fill: s.color });
  ink.center(s.initial, 64, 56, { size: 13, bold: true, color: '#ffffff' });
  let y = 42;
  if (s.brand) {
    ink.at(s.brand, 96, y, { size: 12, bold: true, color: s.color });
    ink.at(s.name, 96, y + 16, { size: 9.5 });
    y += 30;
  } else {
    ink.at(s.name, 96, y, { size: 11, bold: true });
    y += 16;
  }
  ink.at(s.street, 96, y);
  ink.at(s.city, 96, y + 11);
  ink.at(`${s.idLabel}: ${nifText(s.nif, s.nifStyle)}  ·  Tel. ${s.phone}`, 96, y + 22);
  sh.rect(340, 36, 215, 18, { fill: s.color });
  ink.center('FACTURA', 447, 41, { size: 10, bold: true, color: '#ffffff' });
  sh.rect(340, 54, 215, 70);
  const rb: [string, string][] = [
    ['Núm. factura:', number],
    ['Data:', d(issue)],
    ['Venciment:', d(due)],
    ['Codi client:', c.code],
  ];
  rb.forEach(([l, v], k) => {
    ink.at(l, 348, 61 + k * 15, { size: 8.5, color: '#555555' });
    ink.right(v, 547, 61 + k * 15, { size: 9, bold: k === 0 });
  });
  ink.at('Client:', 40, 142, { size: 7.5, color: '#555555' });
  ink.at(c.name, 40, 154, { bold: true });
  ink.at(c.street, 40, 166);
  ink.at(c.city, 40, 178);
  ink.at(`NIF: ${c.nif}`, 40, 190);
  ink.at('Obra:', 340, 142, { size: 7.5, color: '#555555' });
  ink.para(c.site, 340, 154, 215);
  sh.line(40, 216, 555, 216, { lw: 1, color: s.color });
  const hd = { size: 8, bold: true };
  ink.at('Codi', 40, 221, hd);
  ink.at('Descripció', 95, 221, hd);
  ink.right('Quantitat', 370, 221, hd);
  ink.right('Preu', 460, 221, hd);
  ink.right('Import', 555, 221, hd);
  sh.line(40, 233, 555, 233, { lw: 1, color: s.color });
  y = 240;
  for (const r of rows) {
    ink.at(r.code ?? '', 40, y, { size: 8 });
    ink.at(r.text, 95, y, { size: 8.5 });
    ink.right(`${qtyText(r.qty, 0)} ${r.unit}`, 370, y, { size: 8.5 });
    ink.right(m(r.price), 460, y, { size: 8.5 });
    ink.right(m(amountOf(r)), 555, y, { size: 8.5 });
    y += 15;
  }
  sh.line(40, y + 2, 555, y + 2, { lw: 0.4 });
  y += 16;
  ink.at('Base imposable', 370, y);
  ink.right(m(fig.base), 555, y);
  ink.at('IVA 21 %', 370, y + 14);
  ink.right(m(fig.tax), 555, y + 14);
  sh.rect(364, y + 28, 191, 20, { stroke: s.color, lw: 1 });
  ink.at('Total factura', 370, y + 34, { bold: true, size: 10 });
  ink.right(m(fig.total), 550, y + 34, { bold: true, size: 10 });
  ink.at('Forma de pagament: transferència bancària al compte ES91 3058 2210 4127 2000 5142', 40, 760, { size: 7.5 });
  ink.at(s.foot, 40, 772, { size: 7, color: '#555555' });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-porters-valencia', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
  );
}

export async function invoicesA(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of [vmc, domotica, agua, bombas, porters]) for (let i = 0; i < 3; i++) out.push(await layout(i));
  return out;
}

/** The hard document of these layouts: a letterhead and a registry footer with two different CIFs. */
export function hardDomotica(): Promise<CorpusDocument> {
  return domotica(0, {
    why: 'the letterhead prints one CIF and the registry footer another (both with a right control digit): which one is the seller is for review',
  });
}
