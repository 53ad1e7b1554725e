import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { addDays, amount, checkedNif, type DateLook, date, invoiceTruth, type MoneyLook, money, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, draw, invoiceDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Fleet fuel stations for logistics yards in a sidebar layout, and PVC strip curtains and textile
 * partitions with lines at 10 % and 21 % and a per-rate grid (docs/document-extraction.md#measuring-it).
 */

const FUEL: Goods[] = [
  ['DP-50', 'Depósito aéreo doble pared 50.000 l', 'ud', 2380000, 1, 1, 0],
  ['SU-TJ', 'Surtidor de gasóleo con lector de tarjetas', 'ud', 645000, 1, 2, 0],
  ['AD-BL', 'Dispensador de AdBlue con contador', 'ud', 218000, 1, 1, 0],
  ['TP-DP', 'Tubería PE doble pared 63 mm', 'ml', 5680, 12, 60, 0],
  ['AQ-BC', 'Arqueta de boca de carga con cierre', 'ud', 74500, 1, 2, 0],
  ['SN-TM', 'Sonda de nivel y telemedida GSM', 'ud', 96500, 1, 2, 0],
  ['SW-FL', 'Software de control de consumos de flota', 'ud', 168000, 1, 1, 0],
  ['OC-CB', 'Obra civil: cubeto de hormigón armado', 'm³', 24800, 8, 22, 0],
  ['LG-OCA', 'Proyecto, legalización e inspección OCA', 'ud', 185000, 1, 1, 0],
];

interface Sidebar {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  shade: string;
  due: number;
}

const STATIONS: Sidebar[] = [
  {
    party: {
      name: 'Surtidores y Tanques del Duero, S.L.',
      nif: 'B84129931',
      nifLabel: 'CIF',
      street: 'C/ Cobalto, 22 - Pol. San Cristóbal',
      city: '47012 Valladolid',
      phone: '983 211 540',
      mail: 'facturas@stduero.es',
      registry: 'R.M. de Valladolid, Tomo 1.520, Folio 101, Hoja VA-28410',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `SD-${n}`,
    shade: '#e3ecf3',
    due: 30,
  },
  {
    party: {
      name: 'Petroinstal Galaica, S.L.',
      nif: 'B54757257',
      nifLabel: 'N.I.F.',
      street: 'Pol. Ind. de Sabón, parcela 112',
      city: '15142 Arteixo (A Coruña)',
      phone: '981 600 318',
      mail: 'administracion@petroinstal.gal',
    },
    family: 'Times',
    dates: 'long',
    money: 'es-eur',
    number: (n) => `PG26/${n}`,
    shade: '#f3ede3',
    due: 60,
  },
  {
    party: {
      name: 'Jesús Arévalo Montes',
      nif: '85082238V',
      nifLabel: 'NIF',
      street: 'C/ Mayor, 58, bajo',
      city: '19200 Azuqueca de Henares (Guadalajara)',
      phone: '629 447 103',
      mail: 'jarevalo.instalaciones@gmail.com',
    },
    family: 'Helvetica',
    dates: 'd/m/yy',
    money: 'plain-eur',
    number: (n) => `${n}-26`,
    shade: '#eeeeee',
    due: 15,
  },
];

async function fuelInvoice(k: number): Promise<CorpusDocument> {
  const sup = STATIONS[k];
  const id = `blind20-fuel-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 1) % 3];
  const issue = someDate(rng);
  const due = addDays(issue, sup.due);
  const number = sup.number(rng.int(10, 180));
  const items = k === 2 ? draw(rng, FUEL.slice(1), rng.int(3, 5)) : [...draw(rng, [FUEL[0]], 1), ...draw(rng, FUEL.slice(1), rng.int(4, 6))];
  const t = totals(items);
  const s = new Sheet(sup.family, `Factura ${number}`);
  const p = sup.party;
  s.box(0, 0, 170, 841.89, { fill: sup.shade });
  const nameLines = s.pen.wrap(p.name, 140, { size: 12, bold: true });
  let y = 40;
  for (const l of nameLines) {
    s.text(l, 20, y, { size: 12, bold: true });
    y += 15;
  }
  y += 6;
  for (const l of [p.street, p.city, `Tel. ${p.phone}`, p.mail as string, `${p.nifLabel}: ${p.nif}`]) {
    const lines = s.pen.wrap(l, 140, { size: 7.5 });
    for (const part of lines) {
      s.text(part, 20, y, { size: 7.5 });
      y += 10;
    }
  }
  y += 24;
  const data: [string, string][] = [
    ['FACTURA Nº', number],
    ['FECHA', date(issue, sup.dates)],
    ['VENCIMIENTO', date(due, sup.dates)],
  ];
  for (const [label, value] of data) {
    s.text(label, 20, y, { size: 7, bold: true, ink: '#555555' });
    s.text(value, 20, y + 10, { size: 10, bold: true });
    y += 30;
  }
  s.text('FACTURA', 190, 40, { size: 20, bold: true });
  s.text('Facturar a:', 190, 76, { size: 8, bold: true, ink: '#555555' });
  [buyer.name, buyer.street, buyer.city, `CIF: ${buyer.nif}`].forEach((l, i) => s.text(l, 190, 88 + i * 12, { size: 9, bold: i === 0 }));
  s.text(`Instalación: ${SITES[k]}`, 190, 146, { size: 8 });
  const cols: Column[] = [
    { head: 'Descripción', width: 190 },
    { head: 'Cant.', width: 35, align: 'right' },
    { head: 'Ud.', width: 25, align: 'center' },
    { head: 'Precio', width: 60, align: 'right' },
    { head: 'Importe', width: 75, align: 'right' },
  ];
  y = s.table(190, 170, cols, items.map((i) => row(i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount))), {
    ruled: true,
    rowHeight: 18,
    size: 7.5,
  });
  y += 16;
  const stack: [string, string][] = [
    ['Base imponible', money(t.base, sup.money)],
    ['IVA (21 %)', money(t.vat, sup.money)],
    ['TOTAL', money(t.total, sup.money)],
  ];
  stack.forEach(([label, value], i) => {
    s.text(label, 390, y, { size: 9, bold: i === 2 });
    s.right(value, 575, y, { size: 9, bold: i === 2 });
    y += 15;
  });
  s.text('Pago por transferencia. Equipos con marcado CE; garantía de 2 años.', 190, y + 16, { size: 7.5 });
  if (p.registry) s.text(p.registry, 190, 810, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-fuel', s, buyer, expected);
}

export async function fuelInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(fuelInvoice));
}

const CURTAINS: Goods[] = [
  ['LM-200', 'Cortina de lamas PVC 200x2 mm, solapada', 'm²', 3950, 8, 40, 2],
  ['LM-300', 'Cortina de lamas PVC 300x3 mm para frío', 'm²', 5480, 6, 30, 2],
  ['SP-GAL', 'Soporte galvanizado con guía y pletinas', 'ml', 2860, 3, 18, 1],
  ['TX-SEP', 'Cerramiento textil separador de zonas', 'm²', 4620, 20, 120, 2],
  ['PE-RAP', 'Puerta enrollable de lona, accionamiento manual', 'ud', 128000, 1, 3, 0],
  ['MO-CT', 'Montaje, oficial y ayudante', 'h', 5800, 4, 24, 0],
];
const GARAGE: Goods[] = [
  ['LM-GR', 'Cortina de lamas acceso garaje residencial', 'm²', 3950, 6, 20, 2],
  ['MO-GR', 'Montaje en garaje de viviendas', 'h', 5800, 2, 10, 0],
];

interface Fitter {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  mixed: boolean;
  irpf: number;
  trade?: string;
}

const FITTERS: Fitter[] = [
  {
    party: {
      name: 'Cortinas Industriales Montsant, S.L.',
      nif: 'B02756492',
      nifLabel: 'CIF',
      street: 'Pol. Ind. Agro-Reus, C/ Bòbila, 8',
      city: '43206 Reus (Tarragona)',
      phone: '977 328 510',
      mail: 'factures@cortinesmontsant.cat',
      registry: 'R.M. de Tarragona, Tomo 2.811, Folio 58, Hoja T-44120',
    },
    family: 'Helvetica',
    dates: 'dmy-',
    money: 'es',
    number: (n) => `CM${n}`,
    mixed: true,
    irpf: 0,
  },
  {
    party: {
      name: 'Yolanda Caballero Rey',
      nif: '97192772-Q',
      nifLabel: 'N.I.F.',
      street: 'Avda. de Portugal, 31, nave 2',
      city: '06800 Mérida (Badajoz)',
      phone: '660 915 227',
    },
    family: 'Times',
    dates: 'long',
    money: 'es',
    number: (n) => `2026/0${n}`,
    mixed: false,
    irpf: 1,
    trade: 'CERRAMIENTOS FLEX',
  },
  {
    party: {
      name: 'Lamas y Separadores, S. Coop. And.',
      nif: 'F32543340',
      nifLabel: 'CIF',
      street: 'Avda. de la Innovación, 2, nave 14',
      city: '14014 Córdoba',
      phone: '957 320 466',
      mail: 'oficina@lamasyseparadores.es',
    },
    family: 'Helvetica',
    dates: 'iso',
    money: 'pre',
    number: (n) => `LS-${n}`,
    mixed: true,
    irpf: 0,
  },
];

async function curtainInvoice(k: number): Promise<CorpusDocument> {
  const sup = FITTERS[k];
  const id = `blind20-curtains-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[k % 3];
  const issue = someDate(rng);
  const due = addDays(issue, 30);
  const number = sup.number(rng.int(100, 700));
  const items = [...draw(rng, CURTAINS, rng.int(3, 5)), ...(sup.mixed ? draw(rng, GARAGE, 2, { rate: 10 }) : [])];
  const t = totals(items, { irpfPct: sup.irpf });
  const s = new Sheet(sup.family, `Factura ${number}`);
  const p = sup.party;
  let y = 40;
  if (sup.trade) {
    s.center(sup.trade, 297, y, { size: 18, bold: true, ink: '#5c3d99' });
    y += 26;
  }
  s.center(p.name, 297, y, { size: sup.trade ? 10 : 15, bold: true, ink: sup.trade ? '#000000' : '#5c3d99' });
  y += sup.trade ? 14 : 20;
  s.center(`${p.street} · ${p.city} · Tel. ${p.phone}${p.mail ? ` · ${p.mail}` : ''}`, 297, y, { size: 8 });
  s.center(`${p.nifLabel} ${p.nif}`, 297, y + 11, { size: 8.5, bold: true });
  y += 36;
  s.box(40, y, 250, 60, { stroke: '#5c3d99', radius: 5 });
  s.text(`Factura nº: ${number}`, 50, y + 9, { size: 10, bold: true });
  s.text(`Fecha: ${date(issue, sup.dates)}`, 50, y + 25, { size: 9 });
  s.text(`Vencimiento: ${date(due, sup.dates)}`, 50, y + 39, { size: 9 });
  [buyer.name, buyer.street, buyer.city, `CIF ${buyer.nif}`].forEach((l, i) => s.text(l, 320, y + 6 + i * 12, { size: 9, bold: i === 0 }));
  y += 80;
  const cols: Column[] = [
    { head: 'Ref.', width: 50 },
    { head: 'Descripción', width: 215 },
    { head: 'Cant.', width: 45, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Precio', width: 60, align: 'right' },
    { head: '% IVA', width: 35, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  const places = (q: number) => (Number.isInteger(q) ? 0 : 2);
  y = s.table(40, y, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity, places(i.quantity)), i.unit, amount(i.price), String(i.rate), amount(i.amount))), {
    headFill: '#5c3d99',
    rowHeight: 17,
    ruled: true,
    size: 8,
  });
  y += 16;
  const grid: Column[] = [
    { head: 'Base imponible', width: 90, align: 'right' },
    { head: '% IVA', width: 45, align: 'right' },
    { head: 'Cuota', width: 80, align: 'right' },
  ];
  y = s.table(40, y, grid, t.rates.map((r) => row(amount(r.base), `${r.rate} %`, amount(r.vat))), { grid: true, rowHeight: 16, size: 8 });
  const stack: [string, string][] = [
    ['Total base imponible', money(t.base, sup.money)],
    ['Total IVA', money(t.vat, sup.money)],
  ];
  if (t.irpf) stack.push([`Retención IRPF ${t.irpfPct} %`, `-${money(t.irpf, sup.money)}`]);
  stack.push(['TOTAL FACTURA', money(t.total, sup.money)]);
  let sy = y - 16 * (t.rates.length + 1);
  stack.forEach(([label, value], i) => {
    const last = i === stack.length - 1;
    s.text(label, 340, sy, { size: 9.5, bold: last });
    s.right(value, 555, sy, { size: 9.5, bold: last });
    sy += 16;
  });
  s.text('Forma de pago: transferencia a 30 días.', 40, Math.max(y, sy) + 20, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-curtains', s, buyer, expected);
}

export async function curtainInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(curtainInvoice));
}
