import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { amount, checkedNif, type DateLook, date, type Item, item, type MoneyLook, money, noteTruth, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, draw, noteDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Valued delivery notes: filter bags and dust-collector spares on a framed half page, PVC strip
 * rolls and curtain hardware with ordered and served quantities (one note over two pages), and
 * busbar trunking under a label band (docs/document-extraction.md#measuring-it).
 */

interface NoteLook {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  trade?: string;
}

const FILTERS: Goods[] = [
  ['MF-160', 'Manga poliéster 550 g Ø160x3000', 'ud', 2890, 12, 96, 0],
  ['MF-PTF', 'Manga con membrana PTFE Ø160x3000', 'ud', 6150, 12, 48, 0],
  ['CS-160', 'Cesta galvanizada 10 varillas', 'ud', 1840, 12, 96, 0],
  ['VM-1', 'Válvula de membrana 1" 24 V', 'ud', 11250, 1, 6, 0],
  ['KR-1', 'Kit de reparación de membrana 1"', 'ud', 2460, 2, 12, 0],
  ['SC-12', 'Secuenciador de limpieza 12 salidas', 'ud', 36800, 1, 1, 0],
  ['PD-MN', 'Manómetro diferencial 0-2.500 Pa', 'ud', 9400, 1, 2, 0],
];

const FILTER_SUPPLIERS: NoteLook[] = [
  {
    party: { name: 'Iñaki Etxeberria Goñi', nif: '54063571R', nifLabel: 'NIF', street: 'Arrasate bidea, 11 - Lonja 2', city: '20500 Arrasate (Gipuzkoa)', phone: '688 410 233' },
    family: 'Courier',
    dates: 'dmy.yy',
    money: 'plain',
    number: (n) => `${n}`,
    trade: 'FILTROS ETXEBERRIA',
  },
  {
    party: {
      name: 'Mangas Filtrantes del Vallès, S.L.',
      nif: 'B08412272',
      nifLabel: 'CIF',
      street: 'C/ del Ter, 28',
      city: '08110 Montcada i Reixac (Barcelona)',
      phone: '935 649 020',
      mail: 'comandes@mfvalles.com',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `0${n}`,
  },
  {
    party: {
      name: 'Recambios de Aspiración Sur, S.L.',
      nif: 'B45922184',
      nifLabel: 'C.I.F.',
      street: 'Pol. Ind. Los Olivos, C/ Laboratorio, 4',
      city: '14013 Córdoba',
      phone: '957 291 602',
      mail: 'ventas@raspiracionsur.es',
    },
    family: 'Times',
    dates: 'long',
    money: 'es',
    number: (n) => `${n}`,
  },
];

async function filterNote(k: number): Promise<CorpusDocument> {
  const sup = FILTER_SUPPLIERS[k];
  const id = `blind20-filters-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 2) % 3];
  const day = someDate(rng);
  const number = sup.number(rng.int(31000, 39999));
  const items = draw(rng, FILTERS, rng.int(3, 5));
  const s = new Sheet(sup.family, `Albarán ${number}`, sup.family === 'Courier' ? 8 : 9);
  const p = sup.party;
  const courier = sup.family === 'Courier';
  s.box(28, 28, 539, 390, { stroke: '#333333', width: 1.2 });
  let y = 40;
  if (sup.trade) {
    s.text(sup.trade, 40, y, { size: 14, bold: true });
    y += 19;
  }
  s.text(courier ? p.name.toUpperCase() : p.name, 40, y, { size: sup.trade ? 8.5 : 12, bold: true });
  y += sup.trade ? 12 : 16;
  s.text(`${p.street} - ${p.city}`, 40, y, { size: 7.5 });
  s.text(`Tel. ${p.phone}${p.mail ? ` - ${p.mail}` : ''}  ${p.nifLabel}: ${p.nif}`, 40, y + 10, { size: 7.5 });
  s.box(420, 38, 135, 40, { stroke: '#c1121f', width: 1.2 });
  s.center('ALBARÁN Nº', 487.5, 43, { size: 8, bold: true, ink: '#c1121f' });
  s.center(number, 487.5, 57, { size: 14, bold: true, ink: '#c1121f' });
  s.text(`Fecha: ${date(day, sup.dates)}`, 420, 86, { size: 8.5 });
  s.text(`Cliente: ${buyer.name}  -  CIF ${buyer.nif}`, 40, 106, { size: 8 });
  s.text(`Obra: ${SITES[(k + 3) % 4]}`, 40, 118, { size: 8 });
  const cols: Column[] = [
    { head: 'Cant.', width: 35, align: 'right' },
    { head: 'Ud.', width: 28, align: 'center' },
    { head: 'Referencia', width: 55 },
    { head: 'Descripción', width: 215 },
    { head: 'P.V.P.', width: 70, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  const y2 = s.table(40, 136, cols, items.map((i) => row(qty(i.quantity), i.unit, i.code ?? '', i.description, amount(i.price), amount(i.amount))), {
    grid: true,
    rowHeight: 16,
    size: courier ? 7 : 7.5,
  });
  const net = items.reduce((a, i) => a + i.amount, 0n);
  s.text('Suma albarán (IVA no incluido)', 300, y2 + 12, { size: 8.5, bold: true });
  s.right(money(net, sup.money), 555, y2 + 12, { size: 8.5, bold: true });
  s.text('Recibido:', 40, 395, { size: 7.5 });
  const expected = noteTruth({ number, date: day, nif: checkedNif(p.nif), name: p.name }, items);
  return noteDoc(id, 'blind20-filters', s, buyer, expected);
}

export async function filterNotes(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(filterNote));
}

const STRIPS: Goods[] = [
  ['LP-2002', 'Lama PVC estándar 200x2 mm, rollo 50 m', 'rollo', 18900, 1, 6, 0],
  ['LP-3003', 'Lama PVC 300x3 mm polar, rollo 50 m', 'rollo', 34500, 1, 4, 0],
  ['LP-AMB', 'Lama PVC ámbar anti-insectos 300x3', 'm', 820, 10, 80, 0],
  ['SG-GAL', 'Soporte galvanizado para lamas, 1 m', 'ud', 2150, 2, 20, 0],
  ['PT-INX', 'Pletina de sujeción inoxidable', 'ud', 380, 20, 160, 0],
  ['TR-M8', 'Tornillo M8 con tuerca (bolsa 100)', 'bolsa', 1290, 1, 6, 0],
  ['GR-COR', 'Guía corredera para cortina móvil', 'm', 3680, 2, 12, 0],
  ['TB-GR', 'Tope de goma para puerta batiente', 'ud', 640, 2, 12, 0],
];

const STRIP_SUPPLIERS: NoteLook[] = [
  {
    party: {
      name: 'Plásticos Técnicos Henares, S.L.',
      nif: 'B28933612',
      nifLabel: 'CIF',
      street: 'C/ Francisco Alonso, 6 - Pol. Ind. Coslada',
      city: '28806 Alcalá de Henares (Madrid)',
      phone: '918 890 431',
      mail: 'pedidos@ptecnicoshenares.es',
      registry: 'R.M. de Madrid, Tomo 31.020, Folio 178, Hoja M-558130',
    },
    family: 'Times',
    dates: 'dmy',
    money: 'es',
    number: (n) => `AH-${n}`,
  },
  {
    party: {
      name: 'Lamas PVC Levantina, S.L.',
      nif: 'B46118709',
      nifLabel: 'N.I.F.',
      street: 'Avda. del Mediterráneo, 77',
      city: '46930 Quart de Poblet (Valencia)',
      phone: '961 526 880',
      mail: 'albaranes@lamaslevantina.es',
    },
    family: 'Times',
    dates: 'long',
    money: 'es-eur',
    number: (n) => `${n}`,
  },
  {
    party: {
      name: 'Flexiplast Barcelona, S.L.',
      nif: 'B08522948',
      nifLabel: 'CIF',
      street: 'C/ de la Ciència, 41',
      city: '08840 Viladecans (Barcelona)',
      phone: '936 370 115',
      mail: 'expedicions@flexiplast.cat',
      registry: 'R.M. de Barcelona, Tomo 40.877, Folio 92, Hoja B-380151',
    },
    family: 'Times',
    dates: 'dmy-',
    money: 'es',
    number: (n) => `FX/${n}`,
  },
];

interface Served {
  item: Item;
  ordered: number;
}

/** A note's lines: what was served (and valued), beside what was ordered. */
function served(rng: ReturnType<typeof rngOf>, n: number, shortLine = -1): Served[] {
  const out: Served[] = [];
  const goods = rng.shuffle(STRIPS);
  for (let r = 0; out.length < n; r++) {
    const [code, description, unit, cents, min, max] = goods[r % goods.length];
    const q = rng.int(Math.max(min, r === shortLine ? 2 : min), Math.max(max, 2));
    const short = (r === shortLine || rng.chance(0.3)) && q > 1 ? rng.int(1, q - 1) : q;
    // A long note supplies door by door.
    const text = n > 12 ? `P${Math.floor(r / 4) + 1}: ${description}` : description;
    out.push({ item: item(text, short, unit, cents, { code }), ordered: q });
  }
  return out;
}

async function stripNote(k: number, o: { id?: string; lines?: number; hard?: string } = {}): Promise<CorpusDocument> {
  const sup = STRIP_SUPPLIERS[k];
  const id = o.id ?? `blind20-strips-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[k % 3];
  const day = someDate(rng);
  const number = sup.number(rng.int(5000, 8999));
  const lines = served(rng, o.lines ?? rng.int(4, 7), o.hard ? 1 : -1);
  // A hard note prices one short line on what was ordered, not what was served.
  const valued = lines.map((l, i) => (o.hard && i === 1 ? { ...l.item, amount: item(l.item.description, l.ordered, l.item.unit, Number(l.item.price)).amount } : l.item));
  if (o.hard && lines[1].ordered === lines[1].item.quantity) throw new Error('the hard note needs a short second line');
  const s = new Sheet(sup.family, `Albarán ${number}`);
  const p = sup.party;
  const head = (page: number, pages: number) => {
    s.center(p.name.toUpperCase(), 297, 36, { size: 15, bold: true });
    s.center(`${p.street} · ${p.city} · Tel. ${p.phone}`, 297, 56, { size: 8.5 });
    s.center(`${p.nifLabel} ${p.nif} · ${p.mail}`, 297, 67, { size: 8.5 });
    s.rule(40, 82, 555, 82, { width: 1 });
    s.text(`ALBARÁN Nº ${number}`, 40, 92, { size: 11, bold: true });
    s.text(`Fecha: ${date(day, sup.dates)}`, 40, 108, { size: 9.5 });
    if (pages > 1) s.right(`Hoja ${page} de ${pages}`, 555, 92, { size: 9 });
  };
  const cols: Column[] = [
    { head: 'Código', width: 55 },
    { head: 'Descripción', width: 220 },
    { head: 'Pedido', width: 40, align: 'right' },
    { head: 'Servido', width: 45, align: 'right' },
    { head: 'Ud.', width: 35, align: 'center' },
    { head: 'Precio', width: 55, align: 'right' },
    { head: 'Importe', width: 65, align: 'right' },
  ];
  const rowOf = (l: Served, i: number) =>
    row(l.item.code ?? '', l.item.description, qty(l.ordered), qty(l.item.quantity), l.item.unit, amount(l.item.price), amount(valued[i].amount));
  const cut = lines.length > 20 ? 22 : lines.length;
  const pages = cut < lines.length ? 2 : 1;
  head(1, pages);
  [buyer.name, buyer.street, buyer.city, `CIF ${buyer.nif}`].forEach((l, i) => s.text(l, 330, 100 + i * 12, { size: 9, bold: i === 0 }));
  s.text(`Obra: ${SITES[k]}`, 40, 150, { size: 8.5 });
  s.text(`Su pedido: ${rng.int(100, 999)}/OBRA`, 40, 162, { size: 8.5 });
  let y = s.table(40, 182, cols, lines.slice(0, cut).map(rowOf), { ruled: true, rowHeight: 17, size: 8 });
  const sum = (from: number, to: number) => valued.slice(from, to).reduce((a, i) => a + i.amount, 0n);
  if (pages > 1) {
    s.text('Suma y sigue', 360, y + 10, { size: 9, bold: true });
    s.right(money(sum(0, cut), sup.money), 555, y + 10, { size: 9, bold: true });
    s.newPage();
    head(2, 2);
    s.text('Suma anterior', 360, 130, { size: 9, bold: true });
    s.right(money(sum(0, cut), sup.money), 555, 130, { size: 9, bold: true });
    y = s.table(40, 150, cols, lines.slice(cut).map((l, i) => rowOf(l, cut + i)), { ruled: true, rowHeight: 17, size: 8 });
  }
  s.rule(360, y + 8, 555, y + 8);
  s.text('Importe total (IVA no incluido)', 360, y + 16, { size: 9, bold: true });
  s.right(money(sum(0, lines.length), sup.money), 555, y + 30, { size: 10, bold: true });
  s.text('Las cantidades pendientes se servirán en próxima entrega.', 40, y + 16, { size: 7.5, italic: true });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const truthItems = o.hard ? valued.map((v, i) => ({ ...v, quantity: lines[i].item.quantity })) : valued;
  const expected = noteTruth({ number, date: day, nif: checkedNif(p.nif), name: p.name }, truthItems);
  return noteDoc(id, 'blind20-strips', s, buyer, expected, o.hard);
}

export async function stripNotes(): Promise<CorpusDocument[]> {
  return Promise.all([stripNote(0), stripNote(1), stripNote(2, { lines: 27 })]);
}

/** Hard: a short line valued on the quantity ordered, not on the quantity served. */
export function stripHardNote(): Promise<CorpusDocument> {
  return stripNote(0, {
    id: 'blind20-strips-hard',
    lines: 5,
    hard: 'its second line serves fewer units than ordered but is valued on the ordered quantity (the total adds that amount), so quantity × price does not give the amount',
  });
}

const BUSBAR: Goods[] = [
  ['BB-800', 'Tramo recto blindobarra 800 A, 3 m', 'ud', 64800, 2, 16, 0],
  ['BB-C90', 'Codo horizontal 800 A', 'ud', 41200, 1, 4, 0],
  ['BB-TF', 'Tapa final 800 A', 'ud', 9800, 1, 2, 0],
  ['CD-63', 'Caja de derivación 63 A con fusibles', 'ud', 28600, 2, 14, 0],
  ['SP-VR', 'Soporte de suspensión a varilla', 'ud', 1860, 6, 40, 0],
  ['BT-300', 'Bandeja perforada 300x60 galvanizada', 'm', 1975, 12, 90, 0],
  ['RC-M10', 'Varilla roscada M10 galvanizada, 1 m', 'ud', 185, 20, 120, 0],
  ['CA-ALI', 'Caja de alimentación de extremo', 'ud', 52400, 1, 1, 0],
];

const BUSBAR_SUPPLIERS: NoteLook[] = [
  {
    party: {
      name: 'Distribución Eléctrica Blindada, S.L.',
      nif: 'B20766135',
      nifLabel: 'CIF',
      street: 'Polígono Lanbarren, 14',
      city: '20180 Oiartzun (Gipuzkoa)',
      phone: '943 491 370',
      mail: 'albaranes@deblindada.com',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `DB${n}`,
  },
  {
    party: {
      name: 'Canalizaciones Eléctricas Prefabricadas, S.L.U.',
      nif: 'B08133779',
      nifLabel: 'NIF',
      street: 'C/ Energia, 55',
      city: '08940 Cornellà de Llobregat (Barcelona)',
      phone: '934 748 260',
      mail: 'logistica@cepre.es',
    },
    family: 'Helvetica',
    dates: 'iso',
    money: 'pre',
    number: (n) => `CE-26-${n}`,
  },
  {
    party: {
      name: 'Suministros Eléctricos Pardo, S.C.',
      nif: 'J47156583',
      nifLabel: 'NIF',
      street: 'Avda. de Burgos, 29',
      city: '47009 Valladolid',
      phone: '983 334 905',
      mail: 'pardo@separdo.es',
    },
    family: 'Times',
    dates: 'mon',
    money: 'es',
    number: (n) => `${n}`,
  },
];

async function busbarNote(k: number): Promise<CorpusDocument> {
  const sup = BUSBAR_SUPPLIERS[k];
  const id = `blind20-busbar-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 1) % 3];
  const day = someDate(rng);
  const number = sup.number(rng.int(1000, 9999));
  const items = draw(rng, BUSBAR, rng.int(4, 7));
  const s = new Sheet(sup.family, `Albarán ${number}`);
  const p = sup.party;
  s.box(40, 36, 36, 36, { fill: '#f4a261', radius: 6 });
  s.center(['DEB', 'CEP', 'SEP'][k], 58, 50, { size: 9, bold: true, ink: '#ffffff' });
  s.text(p.name, 86, 38, { size: 12, bold: true });
  s.text(`${p.street} · ${p.city} · Tel. ${p.phone}`, 86, 55, { size: 8 });
  s.text(`${p.nifLabel}: ${p.nif} · ${p.mail}`, 86, 66, { size: 8 });
  s.right('ALBARÁN', 555, 38, { size: 16, bold: true, ink: '#e76f51' });
  const heads = ['ALBARÁN Nº', 'FECHA', 'CLIENTE', 'OBRA'];
  const widths = [90, 85, 200, 140];
  const values = [number, date(day, sup.dates), buyer.name, SITES[(k + 1) % 4].split(',')[0]];
  let x = 40;
  heads.forEach((h, i) => {
    s.box(x, 92, widths[i], 14, { fill: '#e76f51' });
    s.text(h, x + 4, 96, { size: 7.5, bold: true, ink: '#ffffff' });
    s.text(values[i], x + 4, 111, { size: 8 });
    x += widths[i];
  });
  s.rule(40, 124, 555, 124, { color: '#e76f51' });
  s.text(`CIF cliente: ${buyer.nif}`, 40, 132, { size: 8 });
  const cols: Column[] = [
    { head: 'Código', width: 55 },
    { head: 'Descripción', width: 240 },
    { head: 'Cant.', width: 45, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Precio', width: 65, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  let y = s.table(40, 150, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount))), {
    zebra: '#fbe9e4',
    rowHeight: 17,
    size: 8,
  });
  y += 14;
  const net = items.reduce((a, i) => a + i.amount, 0n);
  if (k === 1) {
    const t = totals(items);
    for (const [label, value] of [
      ['Subtotal', money(t.base, sup.money)],
      ['IVA 21 %', money(t.vat, sup.money)],
      ['Total', money(t.total, sup.money)],
    ]) {
      s.text(label, 400, y, { size: 9, bold: label === 'Total' });
      s.right(value, 555, y, { size: 9, bold: label === 'Total' });
      y += 15;
    }
  } else {
    s.box(360, y - 4, 195, 20, { stroke: '#e76f51', width: 1 });
    s.text('Total albarán (sin IVA)', 366, y + 1, { size: 9, bold: true });
    s.right(money(net, sup.money), 549, y + 1, { size: 9, bold: true });
  }
  const expected = noteTruth({ number, date: day, nif: checkedNif(p.nif), name: p.name }, items);
  return noteDoc(id, 'blind20-busbar', s, buyer, expected);
}

export async function busbarNotes(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(busbarNote));
}
