import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { addDays, amount, checkedNif, type DateLook, date, type Item, invoiceTruth, item, type MoneyLook, money, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, draw, invoiceDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Large-diameter (HVLS) warehouse fans under a brand on the right, and industrial refrigeration
 * plants for cold stores with the document's data in a header grid (docs/document-extraction.md#measuring-it).
 */

const FANS: Goods[] = [
  ['HV-73', 'Ventilador HVLS Ø7,3 m, motor PMSM 1,5 kW', 'ud', 612000, 2, 8, 0],
  ['HV-55', 'Ventilador HVLS Ø5,5 m, motor PMSM 1,1 kW', 'ud', 498000, 2, 6, 0],
  ['SU-VG', 'Kit de suspensión a viga con cable de seguridad', 'ud', 18500, 2, 8, 0],
  ['CT-DG', 'Control centralizado con sonda de temperatura', 'ud', 142000, 1, 1, 0],
  ['AL-EL', 'Alimentación eléctrica desde cuadro, 3x2,5 mm²', 'ml', 1240, 60, 300, 0],
  ['PL-EL', 'Plataforma elevadora de tijera, por día', 'día', 16500, 2, 6, 0],
  ['MO-HV', 'Montaje y puesta en marcha por ventilador', 'ud', 52000, 2, 8, 0],
];

interface FanSupplier {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  accent: string;
}

const FAN_SUPPLIERS: FanSupplier[] = [
  {
    party: {
      name: 'Ventilación de Gran Volumen, S.L.',
      brand: 'GRANVENT',
      nif: 'B18660050',
      nifLabel: 'CIF',
      street: 'Avda. de la Innovación, 9',
      city: '18100 Armilla (Granada)',
      phone: '958 571 204',
      web: 'www.granvent.es',
      registry: 'R.M. de Granada, Tomo 1.733, Folio 48, Hoja GR-50217',
    },
    family: 'Helvetica',
    dates: 'iso',
    money: 'pre',
    number: (n) => `GV-${n}`,
    accent: '#0077b6',
  },
  {
    party: {
      name: 'Airmove Industrial Ibérica, S.L.U.',
      brand: 'AIRMOVE',
      nif: 'B39883780',
      nifLabel: 'N.I.F.',
      street: 'Pol. Ind. de Guarnizo, parcela 27',
      city: '39611 El Astillero (Cantabria)',
      phone: '942 558 301',
      web: 'www.airmove.es',
    },
    family: 'Times',
    dates: 'long',
    money: 'es',
    number: (n) => `AM/${n}`,
    accent: '#2d6a4f',
  },
  {
    party: {
      name: 'Climatización Naves Tajo, S.A.',
      brand: 'CNT · Grandes ventiladores',
      nif: 'A33182601',
      nifLabel: 'CIF',
      street: 'C/ Vidrieros, 4 - Pol. Ind. Santa María de Benquerencia',
      city: '45007 Toledo',
      phone: '925 230 977',
      web: 'www.cntajo.com',
      registry: 'Inscrita en el Registro Mercantil de Toledo, Tomo 1.209, Folio 160, Hoja TO-20118',
    },
    family: 'Helvetica',
    dates: 'mon',
    money: 'es',
    number: (n) => `26FV${n}`,
    accent: '#9d0208',
  },
];

async function fanInvoice(k: number, hard?: string): Promise<CorpusDocument> {
  const sup = FAN_SUPPLIERS[k];
  const id = hard ? 'blind20-fans-hard' : `blind20-fans-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 2) % 3];
  const issue = someDate(rng);
  const due = addDays(issue, 30);
  const number = sup.number(rng.int(1100, 1900));
  const main = FANS[rng.int(0, 1)];
  const fans = rng.int(2, 8);
  const items: Item[] = [item(main[1], fans, 'ud', main[3], { code: main[0] })];
  for (const g of [FANS[2], FANS[6]]) items.push(item(g[1], fans, 'ud', g[3], { code: g[0] }));
  items.push(...draw(rng, [FANS[3], FANS[4], FANS[5]], rng.int(1, 3)));
  if (hard) items.forEach((i) => (i.rate = 18));
  const t = totals(items, { anyRate: !!hard });
  const s = new Sheet(sup.family, `Factura ${number}`);
  const p = sup.party;
  s.right(p.brand as string, 555, 36, { size: 22, bold: true, ink: sup.accent });
  s.right(p.name, 555, 64, { size: 9.5, bold: true });
  [p.street, p.city, `Tel. ${p.phone} · ${p.web}`, `${p.nifLabel} ${p.nif}`].forEach((l, i) => s.right(l, 555, 78 + i * 11, { size: 8 }));
  s.text('FACTURA', 40, 40, { size: 18, bold: true });
  const data: [string, string][] = [
    ['Nº:', number],
    ['Fecha:', date(issue, sup.dates)],
    ['Vencimiento:', date(due, sup.dates)],
  ];
  data.forEach(([label, value], i) => {
    s.text(label, 40, 68 + i * 13, { size: 9, bold: true });
    s.text(value, 110, 68 + i * 13, { size: 9 });
  });
  s.box(40, 140, 260, 62, { stroke: sup.accent, radius: 4 });
  [buyer.name, buyer.street, buyer.city, `CIF: ${buyer.nif}`].forEach((l, i) => s.text(l, 48, 147 + i * 12, { size: 9, bold: i === 0 }));
  s.text(`Obra: ${SITES[(k + 1) % 4]}`, 320, 160, { size: 8 });
  const cols: Column[] = [
    { head: 'Código', width: 50 },
    { head: 'Descripción', width: 250 },
    { head: 'Cant.', width: 40, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Precio', width: 65, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  let y = s.table(40, 220, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount))), {
    ruled: true,
    rowHeight: 18,
    size: 8.5,
  });
  s.rule(40, y, 555, y, { width: 1, color: sup.accent });
  y += 16;
  const rate = t.rates[0].rate;
  const stack: [string, string][] = [
    ['Base imponible', money(t.base, sup.money)],
    [`IVA ${rate} %`, money(t.vat, sup.money)],
    ['Total factura', money(t.total, sup.money)],
  ];
  stack.forEach(([label, value], i) => {
    s.text(label, 360, y, { size: 10, bold: i === 2 });
    s.right(value, 555, y, { size: 10, bold: i === 2 });
    y += 16;
  });
  s.text('Forma de pago: transferencia bancaria. Garantía de 5 años en motor y 2 en electrónica.', 40, y + 18, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-fans', s, buyer, expected, hard);
}

export async function fanInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map((k) => fanInvoice(k)));
}

/** Hard: every figure closes, but at an 18 % VAT, a rate Spain has not charged since 2012. */
export function fanHardInvoice(): Promise<CorpusDocument> {
  return fanInvoice(1, 'charges VAT at 18 %, a rate not in force since September 2012 (an ERP with an old rate table); its figures close at that rate');
}

const COLD: Goods[] = [
  ['CF-CO2', 'Central transcrítica CO2, 180 kW', 'ud', 8640000, 1, 1, 0],
  ['EV-45', 'Evaporador cúbico 45 kW con desescarche', 'ud', 742000, 2, 6, 0],
  ['CG-CO2', 'Gas-cooler de CO2 adiabático', 'ud', 1985000, 1, 1, 0],
  ['TC-22', 'Tubería de cobre K65 Ø22 mm', 'ml', 3460, 60, 320, 0],
  ['TC-42', 'Tubería de cobre K65 Ø42 mm', 'ml', 7980, 40, 180, 0],
  ['DF-01', 'Detector de fugas de CO2 con alarma', 'ud', 68000, 2, 6, 0],
  ['CC-FR', 'Cuadro de control y telegestión', 'ud', 1120000, 1, 1, 0],
  ['RF-744', 'Carga de refrigerante R-744', 'kg', 1450, 120, 480, 0],
  ['PM-FR', 'Prueba de presión y puesta en marcha', 'ud', 286000, 1, 1, 0],
];

interface ColdSupplier {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  days: number;
  heads: [string, string, string, string];
}

const COLD_SUPPLIERS: ColdSupplier[] = [
  {
    party: {
      name: 'Frío Industrial Ribera, S.L.',
      nif: 'B11064409',
      nifLabel: 'CIF',
      street: 'Ctra. de Logroño, km 4,5',
      city: '31591 Corella (Navarra)',
      phone: '948 780 442',
      mail: 'admon@frioribera.es',
      registry: 'R.M. de Navarra, Tomo 1.655, Folio 31, Hoja NA-30177',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `FR-2026-${n}`,
    days: 60,
    heads: ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'PEDIDO'],
  },
  {
    party: {
      name: 'Refrigeración y Cámaras del Guadalquivir, S.A.',
      nif: 'A48733026',
      nifLabel: 'C.I.F.',
      street: 'Parque Industrial PISA, C/ Manufactura, 6',
      city: '41927 Mairena del Aljarafe (Sevilla)',
      phone: '954 181 660',
      mail: 'facturas@recagua.com',
      registry: 'Inscrita en el R.M. de Sevilla, Tomo 3.871, Folio 72, Hoja SE-55801',
    },
    family: 'Times',
    dates: 'mon',
    money: 'es-eur',
    number: (n) => `${n}`,
    days: 90,
    heads: ['Factura', 'Fecha', 'Vto.', 'Su pedido'],
  },
  {
    party: {
      name: 'Tecnofrío Levante Cooperativa Valenciana',
      nif: 'F66654989',
      nifLabel: 'NIF',
      street: 'C/ del Transport, 17',
      city: '46530 Puçol (Valencia)',
      phone: '961 421 093',
      mail: 'admin@tecnofrio.coop',
    },
    family: 'Helvetica',
    dates: 'dmy.yy',
    money: 'plain',
    number: (n) => `TF/${n}`,
    days: 30,
    heads: ['Número', 'Fecha', 'Vencimiento', 'Ref. cliente'],
  },
];

async function coldInvoice(k: number): Promise<CorpusDocument> {
  const sup = COLD_SUPPLIERS[k];
  const id = `blind20-cold-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[2 - k];
  const issue = someDate(rng);
  const due = addDays(issue, sup.days);
  const number = sup.number(rng.int(200, 980));
  const order = `PC-${rng.int(1000, 9999)}`;
  const items = [...draw(rng, [COLD[0]], 1), ...draw(rng, COLD.slice(1), rng.int(5, 7))];
  const t = totals(items);
  const s = new Sheet(sup.family, `Factura ${number}`);
  const p = sup.party;
  s.disc(62, 58, 20, '#1b4965');
  s.center(['FIR', 'RCG', 'TL'][k], 62, 53, { size: 11, bold: true, ink: '#ffffff' });
  s.text(p.name, 92, 40, { size: 12, bold: true });
  [`${p.street} - ${p.city}`, `Tel. ${p.phone} - ${p.mail}`, `${p.nifLabel} ${p.nif}`].forEach((l, i) => s.text(l, 92, 57 + i * 11, { size: 8.5 }));
  const values = [number, date(issue, sup.dates), date(due, sup.dates), order];
  sup.heads.forEach((h, i) => {
    const x = 40 + i * 95;
    s.box(x, 110, 95, 14, { fill: '#1b4965' });
    s.center(h, x + 47.5, 114, { size: 7.5, bold: true, ink: '#ffffff' });
    s.box(x, 124, 95, 18, { stroke: '#1b4965' });
    s.center(values[i], x + 47.5, 129, { size: 9 });
  });
  s.box(430, 100, 125, 62, { stroke: '#999999' });
  s.text('Cliente', 436, 86, { size: 7.5, bold: true });
  const nameLines = s.pen.wrap(buyer.name, 113, { size: 8, bold: true });
  [...nameLines, buyer.street, buyer.city, `CIF ${buyer.nif}`].forEach((l, i) => s.text(l, 436, 105 + i * 10, { size: 7.5, bold: i < nameLines.length }));
  s.text(`Obra: ${SITES[2]}`, 40, 170, { size: 8.5 });
  const cols: Column[] = [
    { head: 'Código', width: 55 },
    { head: 'Descripción', width: 230 },
    { head: 'Cantidad', width: 50, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Precio', width: 70, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  let y = s.table(40, 190, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount))), {
    grid: true,
    rowHeight: 18,
    size: 8,
  });
  y += 16;
  const heads = ['Base imponible', '% IVA', 'Cuota IVA', 'Total factura'];
  const vals = [money(t.base, sup.money), '21,00', money(t.vat, sup.money), money(t.total, sup.money)];
  heads.forEach((h, i) => {
    const x = 175 + i * 95;
    s.box(x, y, 95, 14, { fill: '#dddddd', stroke: '#666666' });
    s.center(h, x + 47.5, y + 4, { size: 7.5, bold: true });
    s.box(x, y + 14, 95, 20, { stroke: '#666666' });
    s.center(vals[i], x + 47.5, y + 20, { size: 9, bold: i === 3 });
  });
  s.text('Condiciones: pago por transferencia. Instalación conforme al RSIF (R.D. 552/2019).', 40, y + 50, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-cold', s, buyer, expected);
}

export async function coldInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(coldInvoice));
}
