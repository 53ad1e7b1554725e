import { divRound, sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { CUSTOMERS, type Hard, type Item, type Supplier, dayOf, noteEntry, party, rowsOf, streamOf } from './cases.js';
import { type DateStyle, Ink, type MoneyStyle, type NifStyle, type Row, Sheet, amountOf, cif, dateText, dni, money, nifText, qtyText } from './kit.js';

/**
 * The eleventh blind set's valued delivery notes (docs/document-extraction.md#measuring-it):
 * switchboard builders in a header grid, ventilation components under a label band, modular
 * flues labelled in Basque and Spanish, a water-treatment counter's Courier ticket, radiators
 * under a letterhead on the right, and polyethylene tanks in Times over one or two pages.
 */

interface Style {
  date: DateStyle;
  money: MoneyStyle;
  nifStyle: NifStyle;
  color: string;
}

type Printer = Supplier & Style;

// ------------------------------------------------------------------ 1. switchboards, header grid

const BOARDS: Item[] = [
  { code: 'CGBT-400', text: 'Cuadro general de baja tensión 400 A', unit: 'ud', price: '6840.00', q: [1, 1] },
  { code: 'CS-P24', text: 'Cuadro secundario de planta 24 módulos', unit: 'ud', price: '612.00', q: [2, 8] },
  { code: 'CV-12', text: 'Cuadro de vivienda 12 elementos', unit: 'ud', price: '168.50', q: [8, 40] },
  { code: 'CPM-2', text: 'Caja de protección y medida CPM2-D4', unit: 'ud', price: '124.00', q: [2, 12] },
  { code: 'CC-ASC', text: 'Cuadro de control de ascensor y alumbrado', unit: 'ud', price: '395.00', q: [1, 2] },
  { code: 'BAT-C', text: 'Batería de condensadores 50 kVAr', unit: 'ud', price: '1720.00', q: [1, 1] },
  { code: 'CB-HR', text: 'Horas de cableado y conexionado en taller', unit: 'h', price: '32.00', q: [4, 30] },
];

const BOARD_SUPPLIERS: Printer[] = [
  { ...party({ name: 'Cuadros Eléctricos Vallès, S.L.', nif: cif('B', '6581027'), street: 'C/ de Galileu, 22, Pol. Can Parellada', city: '08228 Terrassa', phone: '937 83 40 12' }), date: 'slash', money: 'dots', nifStyle: 'dash', color: '#283747' },
  { ...party({ name: 'Automatismos y Cuadros Guadalquivir, S.L.', nif: cif('B', '4196285'), street: 'C/ Astronomía, 1, torre 2', city: '41015 Sevilla', phone: '955 11 62 08' }), date: 'dash', money: 'dotsEuro', nifStyle: 'bare', color: '#9a7d0a' },
  { ...party({ name: 'Montajes Eléctricos Cuadrimat, S.A.L.', nif: cif('A', '2631548'), street: 'Pol. Ind. Cantabria, C/ Los Robles, 8', city: '26009 Logroño', phone: '941 26 70 33' }), date: 'dot2', money: 'dots', nifStyle: 'dots', color: '#1e8449' },
];

async function cuadros(i: number): Promise<CorpusDocument> {
  const s = BOARD_SUPPLIERS[i];
  const id = `blind11-cuadros-grid-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 2) % CUSTOMERS.length];
  const date = dayOf(rng);
  const number = [`AL-${rng.int(26000, 26999)}`, `${rng.int(8000, 8999)}`, `A26/${String(rng.int(1, 700)).padStart(4, '0')}`][i];
  const rows = rowsOf(rng, BOARDS, rng.int(3, 5));
  const subtotal = sumCents(rows.map(amountOf));
  const m = (v: bigint) => money(v, s.money);
  const sh = new Sheet(date, `Albarán ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  sh.rect(40, 36, 34, 34, { stroke: s.color, lw: 2 });
  sh.line(48, 60, 57, 46, { lw: 2, color: s.color });
  sh.line(57, 46, 57, 56, { lw: 2, color: s.color });
  sh.line(57, 56, 66, 44, { lw: 2, color: s.color });
  ink.at(s.name, 84, 36, { size: 12, bold: true, color: s.color });
  ink.at(`${s.street} · ${s.city}`, 84, 53);
  ink.at(`CIF ${nifText(s.nif, s.nifStyle)} · Tel. ${s.phone}`, 84, 64);
  ink.right('ALBARÁN DE ENTREGA', 555, 92, { size: 13, bold: true });
  const cells: [string, string, number][] = [
    ['ALBARÁN Nº', number, 95],
    ['FECHA', dateText(date, s.date), 90],
    ['SU PEDIDO', `OC-${rng.int(1000, 9999)}`, 90],
    ['OBRA', c.site, 240],
  ];
  let x = 40;
  for (const [l, v, w] of cells) {
    sh.rect(x, 114, w, 32);
    ink.at(l, x + 4, 118, { size: 6.5, color: '#555555' });
    ink.at(v, x + 4, 130, { size: 9, bold: l === 'ALBARÁN Nº' });
    x += w;
  }
  sh.rect(40, 146, 515, 44);
  ink.at('CLIENTE', 44, 150, { size: 6.5, color: '#555555' });
  ink.at(c.name, 44, 161, { bold: true });
  ink.at(`${c.street}, ${c.city} · CIF ${c.nif}`, 44, 174);
  let y = 206;
  sh.rect(40, y, 515, 15, { fill: '#d5d8dc' });
  const hd = { size: 7.5, bold: true };
  ink.at('REF.', 44, y + 4, hd);
  ink.at('DESCRIPCIÓN', 110, y + 4, hd);
  ink.right('CANT.', 380, y + 4, hd);
  ink.at('UD', 386, y + 4, hd);
  ink.right('PRECIO', 470, y + 4, hd);
  ink.right('IMPORTE', 551, y + 4, hd);
  y += 21;
  for (const r of rows) {
    ink.at(r.code ?? '', 44, y, { size: 8 });
    ink.at(r.text, 110, y);
    ink.right(qtyText(r.qty, 0), 380, y);
    ink.at(r.unit, 386, y);
    ink.right(m(r.price), 470, y);
    ink.right(m(amountOf(r)), 551, y);
    sh.line(40, y + 12, 555, y + 12, { lw: 0.3, color: '#aaaaaa' });
    y += 17;
  }
  y += 10;
  sh.rect(375, y, 180, 20, { stroke: '#000000', lw: 1 });
  ink.at('TOTAL ALBARÁN', 381, y + 6, { bold: true });
  ink.right(m(subtotal), 550, y + 6, { bold: true });
  ink.at('Precios sin IVA.', 40, y + 6, { size: 8, italic: true });
  sh.rect(40, 700, 240, 60);
  ink.at('Recibí conforme (firma, nombre y DNI):', 46, 705, { size: 7.5 });
  sh.rect(315, 700, 240, 60);
  ink.at('Transportista / matrícula:', 321, 705, { size: 7.5 });
  return noteEntry(
    { id, layout: 'blind11-note-cuadros-grid', bytes: await sh.finish(), buyer: c, seller: s },
    { number, date, rows, subtotal },
  );
}

// ------------------------------------------------------------------ 2. ventilation components, label band

const GRILLES: Item[] = [
  { code: '1020150', text: 'Rejilla de impulsión doble deflexión 300x150', unit: 'ud', price: '18.60', q: [6, 40] },
  { code: '1020311', text: 'Difusor rotacional 600x600 con plenum', unit: 'ud', price: '96.40', q: [2, 16] },
  { code: '1031125', text: 'Conducto flexible aluminio Ø125 (10 m)', unit: 'caja', price: '21.90', q: [2, 12] },
  { code: '1040100', text: 'Extractor helicoidal mural Ø300', unit: 'ud', price: '134.00', q: [1, 6] },
  { code: '1050075', text: 'Cinta de aluminio 75 mm x 50 m', unit: 'rollo', price: '7.85', q: [4, 24] },
  { code: '1060200', text: 'Compuerta de regulación circular Ø200', unit: 'ud', price: '28.30', q: [2, 12] },
  { code: '1070010', text: 'Panel de lana de vidrio para conducto', unit: 'm²', price: '12.75', q: [20, 90] },
];

const GRILLE_SUPPLIERS: (Printer & { withVat: boolean })[] = [
  { ...party({ name: 'Difusión de Aire Suministros, S.L.', nif: cif('B', '9620417'), street: 'C/ Bétera, 18, Pol. Fuente del Jarro', city: '46988 Paterna (Valencia)', phone: '961 32 18 75' }), withVat: false, date: 'slash', money: 'dots', nifStyle: 'dash', color: '#2471a3' },
  { ...party({ name: 'Rejillas y Difusores del Norte, S.A.', nif: cif('A', '3372618'), street: 'Avda. de la Argentina, 132', city: '33213 Gijón', phone: '985 31 07 49' }), withVat: true, date: 'dash', money: 'dotsEuro', nifStyle: 'bare', color: '#a04000' },
  { ...party({ name: 'Comercial Ventiladores Ribera, S.L.', nif: cif('B', '3142675'), street: 'C/ Ribera de Ebro, 4', city: '31500 Tudela (Navarra)', phone: '948 82 16 60' }), withVat: false, date: 'mon', money: 'dots', nifStyle: 'space', color: '#5d6d7e' },
];

async function rejillas(i: number): Promise<CorpusDocument> {
  const s = GRILLE_SUPPLIERS[i];
  const id = `blind11-rejillas-banda-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 4) % CUSTOMERS.length];
  const date = dayOf(rng);
  const number = [`${rng.int(260000, 269999)}`, `ALB-${rng.int(11000, 11999)}`, `R26-${rng.int(300, 999)}`][i];
  const rows = rowsOf(rng, GRILLES, rng.int(4, 6));
  const subtotal = sumCents(rows.map(amountOf));
  const m = (v: bigint) => money(v, s.money);
  const sh = new Sheet(date, `Albarán ${number}`);
  const ink = new Ink(sh, 'Helvetica', 8.5);
  ink.at(s.name, 40, 38, { size: 12, bold: true });
  ink.at(s.street, 40, 55);
  ink.at(s.city, 40, 66);
  ink.at(`CIF: ${nifText(s.nif, s.nifStyle)} · Tel. ${s.phone}`, 40, 77);
  ink.right('ALBARÁN', 555, 38, { size: 16, bold: true, color: s.color });
  sh.rect(330, 64, 225, 66, { stroke: '#888888' });
  ink.at('Entregar a:', 336, 69, { size: 7, color: '#666666' });
  ink.at(c.name, 336, 80, { bold: true });
  ink.at(c.site, 336, 92);
  ink.at(c.city, 336, 104);
  ink.at(`CIF: ${c.nif}`, 336, 116);
  const labels = ['Nº ALBARÁN', 'FECHA', 'CLIENTE', 'FORMA DE ENVÍO'];
  const values = [number, dateText(date, s.date), c.code, ['Nuestro camión', 'Agencia', 'Recoge cliente'][i]];
  const w = 515 / 4;
  sh.rect(40, 146, 515, 14, { fill: s.color });
  sh.rect(40, 160, 515, 17, { stroke: s.color });
  labels.forEach((l, k) => {
    ink.at(l, 46 + w * k, 149.5, { size: 7, bold: true, color: '#ffffff' });
    ink.at(values[k], 46 + w * k, 165, { size: 9, bold: k === 0 });
  });
  let y = 194;
  sh.rect(40, y, 515, 14, { fill: s.color });
  const hd = { size: 7, bold: true, color: '#ffffff' };
  ink.at('ARTÍCULO', 44, y + 4, hd);
  ink.at('DESCRIPCIÓN', 100, y + 4, hd);
  ink.right('CANTIDAD', 385, y + 4, hd);
  ink.at('UD.', 392, y + 4, hd);
  ink.right('PRECIO', 475, y + 4, hd);
  ink.right('IMPORTE', 551, y + 4, hd);
  y += 19;
  rows.forEach((r, k) => {
    if (k % 2 === 0) sh.rect(40, y - 3, 515, 15, { fill: '#eef2f5' });
    ink.at(r.code ?? '', 44, y, { size: 7.5 });
    ink.at(r.text, 100, y);
    ink.right(qtyText(r.qty, 2), 385, y);
    ink.at(r.unit, 392, y);
    ink.right(m(r.price), 475, y);
    ink.right(m(amountOf(r)), 551, y);
    y += 15;
  });
  y += 14;
  if (s.withVat) {
    const tax = divRound(subtotal * 21n, 100n);
    const t: [string, string][] = [
      ['Base imponible', m(subtotal)],
      ['IVA 21 %', m(tax)],
      ['Total', m(subtotal + tax)],
    ];
    t.forEach(([l, v], k) => {
      ink.at(l, 400, y + k * 14, { bold: k === 2 });
      ink.right(v, 551, y + k * 14, { bold: k === 2 });
    });
  } else {
    ink.at('Suma albarán', 400, y, { bold: true });
    ink.right(m(subtotal), 551, y, { bold: true });
    ink.at('Importes sin IVA', 400, y + 13, { size: 7, italic: true });
  }
  ink.at('Firma y sello del receptor:', 40, y, { size: 7.5 });
  sh.rect(40, y + 12, 200, 50, { stroke: '#aaaaaa' });
  return noteEntry(
    { id, layout: 'blind11-note-rejillas-banda', bytes: await sh.finish(), buyer: c, seller: s },
    { number, date, rows, subtotal },
  );
}

// ------------------------------------------------------------------ 3. modular flues, Basque and Spanish

const FLUES: Item[] = [
  { code: 'DP150-1000', text: 'Tubo doble pared inox Ø150 L=1000 mm', unit: 'ud', price: '118.40', q: [4, 20] },
  { code: 'DP150-500', text: 'Tubo doble pared inox Ø150 L=500 mm', unit: 'ud', price: '72.60', q: [2, 10] },
  { code: 'DP150-C45', text: 'Codo 45º doble pared Ø150', unit: 'ud', price: '64.90', q: [2, 8] },
  { code: 'DP150-T90', text: 'Te 90º con tapón de registro Ø150', unit: 'ud', price: '98.20', q: [1, 4] },
  { code: 'DP150-SMB', text: 'Sombrerete antiviento Ø150', unit: 'ud', price: '86.00', q: [1, 4] },
  { code: 'ABR-150', text: 'Abrazadera mural regulable Ø150', unit: 'ud', price: '14.30', q: [4, 20] },
  { code: 'PLC-TEJ', text: 'Placa de paso de tejado inclinada', unit: 'ud', price: '132.00', q: [1, 3] },
];

const FLUE_SUPPLIERS: Printer[] = [
  { ...party({ name: 'Tximiniak Inox Bidasoa, S.L.', nif: cif('B', '2059716'), street: 'Ventas auzoa, 12', city: '20305 Irun (Gipuzkoa)', phone: '943 63 21 57' }), date: 'eus', money: 'dotsEuro', nifStyle: 'bare', color: '#b03a2e' },
  { ...party({ name: 'Humos y Chimeneas Gasteiz, S.A.', nif: cif('A', '0142863'), street: 'Zorrotzaurre kalea, 3, Pol. Jundiz', city: '01015 Vitoria-Gasteiz', phone: '945 29 18 04' }), date: 'eus', money: 'dots', nifStyle: 'dash', color: '#1c2833' },
  { ...party({ name: 'Kea Tximinia Sistemak, S. Coop.', nif: cif('F', '2061384'), street: 'Uribarri etorbidea, 28', city: '20500 Arrasate-Mondragón', phone: '943 79 05 26' }), date: 'slash', money: 'dotsEuro', nifStyle: 'bare', color: '#117864' },
];

async function tximiniak(i: number): Promise<CorpusDocument> {
  const s = FLUE_SUPPLIERS[i];
  const id = `blind11-tximiniak-euskera-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i * 3 + 2) % CUSTOMERS.length];
  const date = dayOf(rng);
  const number = [`BD-${rng.int(2600, 2999)}`, `${rng.int(50100, 50999)}`, `K26/${rng.int(100, 999)}`][i];
  const rows = rowsOf(rng, FLUES, rng.int(4, 6));
  const subtotal = sumCents(rows.map(amountOf));
  const m = (v: bigint) => money(v, s.money);
  const sh = new Sheet(date, `Albarana / Albarán ${number}`);
  const ink = new Ink(sh, 'Helvetica', 8.5);
  sh.rect(40, 36, 10, 46, { fill: s.color });
  ink.at(s.name, 58, 36, { size: 12, bold: true });
  ink.at(s.street, 58, 53);
  ink.at(s.city, 58, 64);
  ink.at(`IFZ / NIF: ${nifText(s.nif, s.nifStyle)}  ·  Tel. ${s.phone}`, 58, 75);
  ink.right('ALBARANA / ALBARÁN', 555, 36, { size: 13, bold: true, color: s.color });
  const info: [string, string][] = [
    ['Zk. / Nº', number],
    ['Data / Fecha', dateText(date, s.date)],
    ['Bezeroa / Cliente', c.code],
  ];
  info.forEach(([l, v], k) => {
    ink.at(l, 380, 58 + k * 13);
    ink.right(v, 555, 58 + k * 13, { bold: k === 0 });
  });
  sh.rect(40, 110, 515, 52, { stroke: '#999999' });
  ink.at('Bidalketa helbidea / Dirección de entrega', 46, 114, { size: 7, color: '#666666' });
  ink.at(c.name, 46, 126, { bold: true });
  ink.at(`${c.site} · ${c.city}`, 46, 138);
  ink.at(`IFZ / NIF: ${c.nif}`, 46, 150);
  let y = 178;
  sh.line(40, y, 555, y, { lw: 1 });
  const hd = { size: 7, bold: true };
  ink.at('Kodea / Código', 40, y + 4, hd);
  ink.at('Deskribapena / Descripción', 120, y + 4, hd);
  ink.right('Kop. / Cant.', 395, y + 4, hd);
  ink.right('Prezioa / Precio', 475, y + 4, hd);
  ink.right('Zenbatekoa / Importe', 555, y + 4, hd);
  sh.line(40, y + 15, 555, y + 15, { lw: 1 });
  y += 22;
  for (const r of rows) {
    ink.at(r.code ?? '', 40, y, { size: 7.5 });
    ink.at(r.text, 120, y);
    ink.right(`${qtyText(r.qty, 0)} ${r.unit}`, 395, y);
    ink.right(m(r.price), 475, y);
    ink.right(m(amountOf(r)), 555, y);
    y += 14;
  }
  sh.line(40, y + 2, 555, y + 2, { lw: 0.5 });
  y += 12;
  ink.at('Guztira (BEZ gabe) / Total (sin IVA)', 330, y, { bold: true });
  ink.right(m(subtotal), 555, y, { bold: true });
  ink.at('Jasotzailea / Recibido por:', 40, y + 40, { size: 7.5 });
  sh.line(40, y + 80, 220, y + 80, { lw: 0.4 });
  return noteEntry(
    { id, layout: 'blind11-note-tximiniak-euskera', bytes: await sh.finish(), buyer: c, seller: s },
    { number, date, rows, subtotal },
  );
}

// ------------------------------------------------------------------ 4. water-treatment counter, Courier ticket

const SALT: Item[] = [
  { code: '', text: 'SAL PASTILLAS DESCALCIF. 25 KG', unit: 'SACO', price: '7.95', q: [5, 40] },
  { code: '', text: 'CARTUCHO SEDIMENTOS 10" 5 MICRAS', unit: 'UD', price: '4.60', q: [4, 24] },
  { code: '', text: 'CARTUCHO CARBON ACTIVO 10"', unit: 'UD', price: '9.80', q: [2, 12] },
  { code: '', text: 'MEMBRANA OSMOSIS 75 GPD', unit: 'UD', price: '38.50', q: [1, 6] },
  { code: '', text: 'CLORO TABLETAS 200 G BOTE 5 KG', unit: 'BOTE', price: '31.20', q: [1, 6] },
  { code: '', text: 'ANTICAL POLIFOSFATO RECARGA', unit: 'UD', price: '12.40', q: [2, 10] },
  { code: '', text: 'KIT ANALISIS DUREZA AGUA', unit: 'UD', price: '6.90', q: [1, 5] },
];

const SALT_SUPPLIERS: (Printer & { label: string })[] = [
  { ...party({ name: 'SALES Y TRATAMIENTOS NALON, S.L.', nif: cif('B', '3341296'), street: 'C/ DOCTOR FLEMING, 21', city: '33900 LANGREO', phone: '985 69 14 22' }), label: 'CIF', date: 'slash', money: 'plain', nifStyle: 'bare', color: '#000000' },
  { ...party({ name: 'DESCALCIFICADORES COSTA BRAVA, S.L.', nif: cif('B', '1798543'), street: 'AV. DE CATALUNYA, 61', city: '17310 LLORET DE MAR', phone: '972 36 58 01' }), label: 'NIF', date: 'dot2', money: 'plain', nifStyle: 'bare', color: '#000000' },
  { ...party({ name: 'RAFAEL TOLEDANO RUIZ', brand: 'AGUA PURA TOLEDANO', nif: dni('74682915'), street: 'C/ REAL, 44', city: '29680 ESTEPONA', phone: '652 80 11 93' }), label: 'DNI', date: 'slash2', money: 'plain', nifStyle: 'dash', color: '#000000' },
];

async function ticketSal(i: number): Promise<CorpusDocument> {
  const s = SALT_SUPPLIERS[i];
  const id = `blind11-sal-ticket-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 1) % CUSTOMERS.length];
  const date = dayOf(rng);
  const number = [`${rng.int(10000, 19999)}`, `T-${rng.int(4000, 4999)}`, `${rng.int(100, 999)}/26`][i];
  const rows = rowsOf(rng, SALT, rng.int(3, 5));
  const subtotal = sumCents(rows.map(amountOf));
  const m = (v: bigint) => money(v, s.money);
  const W = 226;
  const sh = new Sheet(date, `ALBARAN ${number}`, [W, 300 + rows.length * 24 + 120]);
  const ink = new Ink(sh, 'Courier', 7.5);
  let y = 14;
  if (s.brand) {
    ink.center(s.brand, W / 2, y, { bold: true, size: 9 });
    y += 12;
  }
  ink.center(s.name, W / 2, y, { bold: !s.brand, size: s.brand ? 7.5 : 8 });
  ink.center(s.street, W / 2, y + 10);
  ink.center(s.city, W / 2, y + 19);
  ink.center(`${s.label}: ${nifText(s.nif, s.nifStyle)}`, W / 2, y + 28);
  ink.center(`TEL ${s.phone}`, W / 2, y + 37);
  y += 52;
  sh.line(10, y, W - 10, y, { dash: 1.5 });
  y += 6;
  ink.center('ALBARAN DE ENTREGA', W / 2, y, { bold: true, size: 8.5 });
  y += 14;
  ink.at(`ALBARAN: ${number}`, 12, y);
  ink.at(`FECHA: ${dateText(date, s.date)}`, 12, y + 10);
  ink.at(`CLIENTE: ${c.code}`, 12, y + 20);
  ink.at(c.name.toUpperCase().slice(0, 36), 12, y + 30);
  ink.at(`CIF ${c.nif}`, 12, y + 40);
  y += 56;
  sh.line(10, y, W - 10, y, { dash: 1.5 });
  y += 6;
  for (const r of rows) {
    ink.at(r.text, 12, y);
    ink.at(`  ${qtyText(r.qty, 0)} ${r.unit} x ${m(r.price)}`, 12, y + 10);
    ink.right(m(amountOf(r)), W - 12, y + 10);
    y += 24;
  }
  sh.line(10, y, W - 10, y, { dash: 1.5 });
  y += 6;
  ink.at('TOTAL ALBARAN', 12, y, { bold: true, size: 8.5 });
  ink.right(`${m(subtotal)} EUR`, W - 12, y, { bold: true, size: 8.5 });
  ink.at('PRECIOS SIN I.V.A.', 12, y + 12);
  ink.at(`N. ARTICULOS: ${rows.length}`, 12, y + 22);
  ink.at('FIRMA CLIENTE:', 12, y + 44);
  ink.center('GRACIAS POR SU VISITA', W / 2, y + 90);
  return noteEntry(
    { id, layout: 'blind11-note-sal-ticket-courier', bytes: await sh.finish(), buyer: c, seller: { name: s.name, nif: s.nif } },
    { number, date, rows, subtotal },
  );
}

// ------------------------------------------------------------------ 5. radiators, letterhead on the right

const RADS: Item[] = [
  { code: 'RA600', text: 'Radiador aluminio inyectado 600 mm', unit: 'elem', price: '11.40', q: [40, 240] },
  { code: 'RA800', text: 'Radiador aluminio inyectado 800 mm', unit: 'elem', price: '14.20', q: [20, 120] },
  { code: 'TT1250', text: 'Radiador toallero 1200x500 blanco', unit: 'ud', price: '96.00', q: [4, 24] },
  { code: 'VTE12', text: 'Válvula termostatizable escuadra 1/2"', unit: 'ud', price: '8.75', q: [8, 48] },
  { code: 'DT12', text: 'Detentor escuadra 1/2"', unit: 'ud', price: '5.30', q: [8, 48] },
  { code: 'PA38', text: 'Purgador automático 3/8"', unit: 'ud', price: '3.10', q: [8, 48] },
  { code: 'MC162', text: 'Tubo multicapa 16x2 en rollo', unit: 'm', price: '1.38', q: [100, 600] },
  { code: 'SOP-R', text: 'Juego de soportes para radiador', unit: 'jgo', price: '2.85', q: [8, 48] },
];

const RAD_SUPPLIERS: (Printer & { totalLabel: string })[] = [
  { ...party({ name: 'Emisores Térmicos Moncayo, S.L.', nif: cif('B', '5079324'), street: 'Ctra. de Tarazona, km 1,2', city: '50500 Tarazona (Zaragoza)', phone: '976 64 12 09' }), totalLabel: 'Importe total (IVA no incluido)', date: 'slash', money: 'dotsEuro', nifStyle: 'dash', color: '#c0392b' },
  { ...party({ name: 'Radiadores y Calefacción Segura, S.L.', nif: cif('B', '3029186'), street: 'Avda. Juan Carlos I, 77', city: '30100 Espinardo (Murcia)', phone: '968 83 20 14' }), totalLabel: 'Total neto', date: 'long', money: 'dots', nifStyle: 'bare', color: '#7b241c' },
  { ...party({ name: 'Distribuciones Termo Arga, S.L.', nif: cif('B', '3108643'), street: 'Pol. Landaben, calle F, 11', city: '31012 Pamplona', phone: '948 17 55 30' }), totalLabel: 'Suma albarán', date: 'dash', money: 'dots', nifStyle: 'dots', color: '#1f3a93' },
];

async function radiadores(i: number): Promise<CorpusDocument> {
  const s = RAD_SUPPLIERS[i];
  const id = `blind11-radiadores-derecha-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i * 2 + 3) % CUSTOMERS.length];
  const date = dayOf(rng);
  const number = [`AM${rng.int(260100, 260999)}`, `${rng.int(1500, 2999)}`, `TA-${rng.int(7000, 7999)}`][i];
  const rows = rowsOf(rng, RADS, rng.int(4, 7));
  const subtotal = sumCents(rows.map(amountOf));
  const m = (v: bigint) => money(v, s.money);
  const sh = new Sheet(date, `Albarán ${number}`);
  const ink = new Ink(sh, 'Helvetica', 8.5);
  ink.right(s.name, 555, 36, { size: 13, bold: true, color: s.color });
  ink.right(s.street, 555, 55);
  ink.right(s.city, 555, 66);
  ink.right(`Tel. ${s.phone}`, 555, 77);
  ink.right(`CIF ${nifText(s.nif, s.nifStyle)}`, 555, 88);
  sh.rect(40, 36, 44, 30, { fill: s.color });
  for (let k = 0; k < 4; k++) sh.rect(46 + k * 9, 41, 5, 20, { fill: '#ffffff' });
  ink.at('ALBARÁN', 40, 112, { size: 15, bold: true });
  ink.at('Nº Albarán:', 40, 134);
  ink.at(number, 110, 134, { bold: true });
  ink.at('Fecha:', 40, 146);
  ink.at(dateText(date, s.date), 110, 146);
  ink.at('Obra:', 40, 158);
  ink.at(c.site, 110, 158);
  ink.at('Cliente:', 330, 118, { size: 7.5, color: '#666666' });
  ink.at(c.name, 330, 130, { bold: true });
  ink.at(c.street, 330, 142);
  ink.at(c.city, 330, 154);
  ink.at(`CIF ${nifText(c.nif, s.nifStyle)}`, 330, 166);
  let y = 190;
  sh.line(40, y, 555, y, { lw: 0.8, color: s.color });
  const hd = { size: 7.5, bold: true };
  ink.at('Referencia', 40, y + 5, hd);
  ink.at('Descripción', 100, y + 5, hd);
  ink.right('Cantidad', 380, y + 5, hd);
  ink.at('Ud.', 386, y + 5, hd);
  ink.right('Precio', 470, y + 5, hd);
  ink.right('Importe', 555, y + 5, hd);
  sh.line(40, y + 17, 555, y + 17, { lw: 0.8, color: s.color });
  y += 24;
  for (const r of rows) {
    ink.at(r.code ?? '', 40, y, { size: 7.5 });
    ink.at(r.text, 100, y);
    ink.right(qtyText(r.qty, 0, true), 380, y);
    ink.at(r.unit, 386, y);
    ink.right(m(r.price), 470, y);
    ink.right(m(amountOf(r)), 555, y);
    y += 14;
  }
  sh.line(40, y + 2, 555, y + 2, { lw: 0.4 });
  y += 14;
  ink.right(s.totalLabel, 470, y, { bold: true });
  ink.right(m(subtotal), 555, y, { bold: true });
  ink.at('Mercancía recibida conforme:', 40, y + 30, { size: 7.5 });
  return noteEntry(
    { id, layout: 'blind11-note-radiadores-derecha', bytes: await sh.finish(), buyer: c, seller: s },
    { number, date, rows, subtotal },
  );
}

// ------------------------------------------------------------------ 6. polyethylene tanks, Times, one or two pages

const TANKS: Item[] = [
  { code: 'DV-1000', text: 'Depósito vertical de polietileno 1.000 l', unit: 'ud', price: '214.00', q: [1, 6] },
  { code: 'DV-5000', text: 'Depósito vertical de polietileno 5.000 l', unit: 'ud', price: '892.00', q: [1, 3] },
  { code: 'DE-3000', text: 'Depósito enterrable 3.000 l con boca de hombre', unit: 'ud', price: '765.00', q: [1, 2] },
  { code: 'SG-500', text: 'Separador de grasas 500 l', unit: 'ud', price: '486.00', q: [1, 3] },
  { code: 'FS-2000', text: 'Fosa séptica 2.000 l con filtro biológico', unit: 'ud', price: '1045.00', q: [1, 2] },
  { code: 'EB-800', text: 'Estación de bombeo de fecales 800 l', unit: 'ud', price: '1690.00', q: [1, 1] },
  { code: 'TP-600', text: 'Tapa roscada Ø600 reforzada', unit: 'ud', price: '58.00', q: [1, 6] },
  { code: 'RC-400', text: 'Recrecido de boca Ø400 H=300', unit: 'ud', price: '44.50', q: [1, 6] },
  { code: 'KB-1', text: 'Kit de boya y válvula de llenado 1"', unit: 'ud', price: '36.80', q: [1, 6] },
  { code: 'MG-110', text: 'Manguito de conexión Ø110 con junta', unit: 'ud', price: '12.60', q: [2, 12] },
];

const TANK_SUPPLIERS: (Printer & { pages: number })[] = [
  { ...party({ name: 'Depósitos de Polietileno Tajo, S.A.', nif: cif('A', '4519837'), street: 'Pol. Ind. Torrehierro, parcela 33', city: '45600 Talavera de la Reina (Toledo)', phone: '925 82 47 61' }), pages: 1, date: 'long', money: 'dotsEuro', nifStyle: 'dash', color: '#000000' },
  { ...party({ name: 'Rotomoldeo Ebro Industrial, S.L.', nif: cif('B', '3186452'), street: 'Ctra. de Corella, km 0,8', city: '31500 Tudela (Navarra)', phone: '948 41 03 96' }), pages: 1, date: 'slash', money: 'dots', nifStyle: 'bare', color: '#000000' },
  { ...party({ name: 'Separadores y Fosas Levante, S.L.', nif: cif('B', '1276408'), street: 'C/ del Acero, 5, Pol. Ind. Sepes', city: '46500 Sagunto (Valencia)', phone: '962 65 31 18' }), pages: 2, date: 'dash', money: 'dotsEuro', nifStyle: 'dots', color: '#000000' },
];

/** `hard`: over two pages, and the final total prints the second page's lines only. */
async function depositos(i: number, hard?: Hard): Promise<CorpusDocument> {
  const s = TANK_SUPPLIERS[i];
  const id = hard ? 'blind11-depositos-times-hard' : `blind11-depositos-times-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 3 + (hard ? 2 : 0)) % CUSTOMERS.length];
  const date = dayOf(rng);
  const number = [`${rng.int(26000, 26999)}`, `AE-${rng.int(1000, 1999)}`, `SFL/${rng.int(500, 999)}`][i];
  const pages = hard ? 2 : s.pages;
  let rows: Row[] = rowsOf(rng, TANKS, pages === 2 ? 10 : rng.int(4, 6));
  if (pages === 2) {
    // A supply to a housing estate: the same references for each block, one line each.
    const blocks = ['Bloque 1', 'Bloque 2', 'Bloque 3'];
    rows = blocks.flatMap((b) => rows.slice(0, 10).map((r) => ({ ...r, text: `${r.text} (${b})` })));
  }
  const subtotal = sumCents(rows.map(amountOf));
  const m = (v: bigint) => money(v, s.money);
  const perPage = 18;
  const sh = new Sheet(date, `Albarán ${number}`);
  const ink = new Ink(sh, 'Times', 10);
  let carried = 0n;
  let pageSum = 0n;
  for (let p = 0; p < pages; p++) {
    if (p) sh.newPage();
    ink.center(s.name.toUpperCase(), 297, 36, { size: 15, bold: true });
    ink.center('Fabricación de depósitos, separadores y fosas por rotomoldeo', 297, 55, { italic: true });
    ink.center(`${s.street} · ${s.city} · Tel. ${s.phone} · C.I.F. ${nifText(s.nif, s.nifStyle)}`, 297, 70, { size: 8.5 });
    sh.line(60, 86, 535, 86, { lw: 0.5 });
    sh.line(60, 89, 535, 89, { lw: 0.5 });
    ink.at('ALBARÁN Nº', 60, 104, { bold: true });
    ink.at(number, 135, 104, { bold: true, size: 11 });
    ink.at('Fecha:', 60, 119);
    ink.at(dateText(date, s.date), 135, 119);
    if (pages > 1) ink.right(`Hoja ${p + 1} de ${pages}`, 535, 104);
    ink.at('Cliente:', 300, 119);
    ink.at(c.name, 345, 119, { bold: true, size: 9.5 });
    ink.at(`${c.street}, ${c.city}`, 345, 132, { size: 8.5 });
    ink.at(`C.I.F. ${c.nif} · Obra: ${c.site}`, 60, 150, { size: 9 });
    let y = 172;
    sh.line(60, y, 535, y, { lw: 0.5 });
    ink.at('Código', 60, y + 4, { bold: true, size: 9 });
    ink.at('Descripción', 118, y + 4, { bold: true, size: 9 });
    ink.right('Cant.', 390, y + 4, { bold: true, size: 9 });
    ink.right('Precio', 465, y + 4, { bold: true, size: 9 });
    ink.right('Importe', 535, y + 4, { bold: true, size: 9 });
    sh.line(60, y + 17, 535, y + 17, { lw: 0.5 });
    y += 24;
    if (p) {
      ink.at('Suma anterior', 118, y, { italic: true });
      ink.right(m(carried), 535, y, { italic: true });
      y += 16;
    }
    pageSum = 0n;
    for (const r of rows.slice(p * perPage, (p + 1) * perPage)) {
      ink.at(r.code ?? '', 60, y, { size: 8.5 });
      ink.at(r.text, 118, y, { size: 9.5 });
      ink.right(`${qtyText(r.qty, 0)} ${r.unit}`, 390, y, { size: 9.5 });
      ink.right(m(r.price), 465, y, { size: 9.5 });
      ink.right(m(amountOf(r)), 535, y, { size: 9.5 });
      carried += amountOf(r);
      pageSum += amountOf(r);
      y += 15;
    }
    sh.line(60, y + 2, 535, y + 2, { lw: 0.5 });
    if (p < pages - 1) {
      ink.at('Suma y sigue', 118, y + 8, { italic: true });
      ink.right(m(carried), 535, y + 8, { italic: true });
    } else {
      ink.at('TOTAL ALBARÁN (sin I.V.A.)', 300, y + 10, { bold: true });
      ink.right(m(hard ? pageSum : carried), 535, y + 10, { bold: true });
      ink.at('Conforme, el receptor:', 60, y + 44);
    }
  }
  if (carried !== subtotal) throw new Error('carried sums do not reach the lines');
  return noteEntry(
    { id, layout: 'blind11-note-depositos-times', bytes: await sh.finish(), buyer: c, seller: s },
    { number, date, rows, subtotal },
    hard,
  );
}

export async function notes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of [cuadros, rejillas, tximiniak, ticketSal, radiadores, depositos]) for (let i = 0; i < 3; i++) out.push(await layout(i));
  return out;
}

/** The hard document of these notes: a two-page note whose total leaves out its first page. */
export function hardDepositos(): Promise<CorpusDocument> {
  return depositos(0, {
    why: 'a two-page note whose `TOTAL ALBARÁN` is the second page’s lines only: it leaves out the first page’s `Suma y sigue`, so it is less than its lines (the truth’s subtotal is the lines’ sum)',
  });
}
