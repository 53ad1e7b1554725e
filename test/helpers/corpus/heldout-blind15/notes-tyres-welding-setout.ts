import { sumCents } from '../../../../src/platform/money.js';
import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { BUYERS, H, Rng, Sheet, W, date, divRoundPct, money, noteDocument, noteTruth, type DateStyle, type Day, type Item, type MoneyStyle, type Offer, type Party } from './kit.js';
import { cells, table, totals } from './table.js';

/** Valued delivery notes: tyres for plant worded in Galician, welding consumables, setting-out supplies. */

export interface NoteSupplier extends Party {
  family: Family;
  date: DateStyle;
  money: MoneyStyle;
  trade?: string;
  withVat?: boolean;
}

export interface NoteJob<S = NoteSupplier> {
  id: string;
  sup: S;
  buyer: Party;
  number: string;
  day: Day;
  items: Item[];
}

const SITES = ['Obra: 42 viviendas, parcela R-7', 'Obra: nave logística, sector 3', 'Obra: ampliación hospital comarcal'];

// ------------------------------------------------------------ tyres, worded in Galician

export const TYRE_SHOPS: NoteSupplier[] = [
  { name: 'Neumáticos Miño, S.L.', nif: 'B-62108741', lines: ['Estrada de Ourense, 112', '27003 Lugo', 'Tel. 982 224 310'], family: 'Helvetica', date: 'd/m/Y', money: 'es' },
  { name: 'Rodas do Morrazo, S. Coop. Galega', nif: 'F73409153', lines: ['Polígono de Bueu, nave 21', '36930 Bueu (Pontevedra)'], family: 'Helvetica', date: 'long-gl', money: 'es €' },
  { name: 'Xosé Manuel Paz Rivas', nif: '71342986-E', lines: ['Rúa da Estación, 5', '32500 O Carballiño (Ourense)'], family: 'Times', date: 'd-m-Y', money: 'es', trade: 'PNEUMÁTICOS PAZ' },
];

export const TYRES: Offer[] = [
  { code: 'P31580', description: 'Pneumático 315/80 R22.5 tracción', unit: 'ud', price: '298.00', min: 1, max: 4 },
  { code: 'P12518', description: 'Pneumático 12.5/80-18 retroescavadora', unit: 'ud', price: '236.50', min: 1, max: 4 },
  { code: 'P40570', description: 'Pneumático 405/70-20 manipulador telescópico', unit: 'ud', price: '412.00', min: 1, max: 4 },
  { code: 'P22565', description: 'Pneumático 225/65 R16C furgoneta', unit: 'ud', price: '118.90', min: 2, max: 4 },
  { code: 'C2052', description: 'Cámara 20.5-25 válvula TR', unit: 'ud', price: '86.00', min: 1, max: 2 },
  { code: 'MONT', description: 'Montaxe e equilibrado', unit: 'ud', price: '14.50', min: 1, max: 4 },
  { code: 'NFU', description: 'Taxa de xestión de pneumáticos fóra de uso', unit: 'ud', price: '3.15', min: 1, max: 6 },
  { code: 'DESP', description: 'Desprazamento do servizo móbil á obra', unit: 'ud', price: '45.00', min: 1, max: 1 },
];

export function drawTyres(j: NoteJob): Sheet {
  const s = new Sheet(`Albará ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  let y = 40;
  if (sup.trade) {
    p.text(sup.trade, 40, y, { bold: true, size: 15 });
    y += 20;
  }
  p.text(sup.name, 40, y, { bold: !sup.trade, size: sup.trade ? 9 : 13 });
  y += sup.trade ? 12 : 17;
  sup.lines.forEach((l) => p.text(l, 40, (y += 11) - 11));
  p.text(`NIF: ${sup.nif}`, 40, y);
  p.right('ALBARÁ', 555, 40, { bold: true, size: 18 });
  s.box(380, 66, 175, 36, { stroke: '#333333' });
  p.text('Albará n.º:', 386, 72);
  p.right(j.number, 549, 72, { bold: true });
  p.text('Data:', 386, 87);
  p.right(date(j.day, sup.date), 549, 87);
  p.text('Cliente:', 40, 130, { bold: true });
  p.text(`${j.buyer.name} - NIF ${j.buyer.nif}`, 90, 130);
  p.text(SITES[j.id.length % 3], 90, 142);
  p.text('Vehículo / máquina: ' + ['retroescavadora mixta', 'manipulador telescópico', 'camión basculante'][j.day.d % 3], 90, 154);
  const y2 = table(s, p, [
    { head: 'Código', x: 40, w: 55, cell: cells.code },
    { head: 'Descrición', x: 95, w: 250, cell: cells.desc },
    { head: 'Cantidade', x: 345, w: 55, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 400, w: 30, cell: cells.unit },
    { head: 'Prezo', x: 430, w: 55, right: true, cell: cells.price() },
    { head: 'Importe', x: 485, w: 70, right: true, cell: cells.amount() },
  ], j.items, 176, { rules: 'grid', headFill: '#f0f0f0' });
  s.box(355, y2 + 10, 200, 20, { stroke: '#333333' });
  p.text('Total albará (sen IVE)', 361, y2 + 16, { bold: true });
  p.right(money(sumCents(j.items.map((i) => i.amount)), sup.money), 549, y2 + 16, { bold: true });
  p.text('Recibín conforme:', 40, y2 + 60);
  s.box(40, y2 + 72, 200, 50, { stroke: '#999999' });
  return s;
}

export async function tyreNotes(): Promise<CorpusDocument[]> {
  const numbers = ['A-26/04417', '2026/1182', '0913'];
  return Promise.all(TYRE_SHOPS.map(async (sup, k) => {
    const id = `blind15-tyres-${k + 1}`;
    const rng = new Rng(id);
    const j: NoteJob = { id, sup, buyer: BUYERS[k], number: numbers[k], day: rng.day(3 + k * 3), items: rng.items(TYRES, rng.int(3, 5)) };
    return noteDocument({ id, layout: 'tyres', buyer: j.buyer, sheet: drawTyres(j) }, noteTruth({ number: j.number, day: j.day, seller: sup, items: j.items }));
  }));
}

// ------------------------------------------------------------ welding consumables, a header grid with the labels above

const CONSUMABLES_SHOPS: NoteSupplier[] = [
  { name: 'Suministros de Soldadura Tajo, S.L.', nif: 'B-84612399', lines: ['C/ Río Jarama, 132, nave 4', '45007 Toledo'], family: 'Helvetica', date: 'd/m/Y', money: 'es €', withVat: true },
  { name: 'Consumibles de Soldadura Henares, S.L.', nif: 'B06745129', lines: ['Pol. Ind. Miralcampo, C/ Hierro 9', '19200 Azuqueca de Henares (Guadalajara)'], family: 'Helvetica', date: 'd.m.y', money: 'es' },
  { name: 'Soldatec Distribución, S.L.U.', nif: 'B-15930472', lines: ['Avda. de Arteixo, 301', '15008 A Coruña'], family: 'Times', date: 'd-mon-Y', money: 'es EUR' },
];

const CONSUMABLES: Offer[] = [
  { code: 'E6013-32', description: 'Electrodo rutilo E6013 Ø3,2 mm', unit: 'kg', price: '4.20', min: 10, max: 50, per: 2 },
  { code: 'SG2-10', description: 'Hilo MIG SG2 Ø1,0 mm, bobina 15 kg', unit: 'bob', price: '36.80', min: 1, max: 6 },
  { code: 'DCI-125', description: 'Disco de corte inox 125 x 1,0 mm', unit: 'ud', price: '1.35', min: 25, max: 100 },
  { code: 'DDB-125', description: 'Disco de desbaste 125 x 6,0 mm', unit: 'ud', price: '2.10', min: 10, max: 50 },
  { code: 'PSA-913', description: 'Pantalla de soldar automática DIN 9-13', unit: 'ud', price: '68.00', min: 1, max: 2 },
  { code: 'GSE-10', description: 'Guantes de soldador serraje', unit: 'par', price: '4.90', min: 6, max: 24 },
  { code: 'ANT-400', description: 'Antiproyecciones spray 400 ml', unit: 'ud', price: '5.60', min: 6, max: 24 },
  { code: 'ER70-24', description: 'Varilla TIG ER70S-6 Ø2,4 mm, tubo 5 kg', unit: 'tubo', price: '47.50', min: 1, max: 3 },
];

function drawConsumables(j: NoteJob, order: string): Sheet {
  const s = new Sheet(`Albarán ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  s.box(40, 38, 36, 36, { fill: '#b23a1e' });
  p.text(sup.name, 86, 38, { bold: true, size: 12 });
  p.text(sup.lines.join(' · '), 86, 56, { size: 8 });
  p.text(`CIF ${sup.nif}`, 86, 67, { size: 8 });
  p.text('ALBARÁN DE ENTREGA', 40, 100, { bold: true, size: 12 });
  const grid: Array<[string, string]> = [['Nº albarán', j.number], ['Fecha', date(j.day, sup.date)], ['Su pedido', order], ['Cliente', 'C-' + String(1000 + j.day.d * 37)]];
  grid.forEach(([l, v], k) => {
    s.box(40 + k * 128.75, 120, 128.75, 14, { fill: '#f3d9d2', stroke: '#b23a1e' });
    s.box(40 + k * 128.75, 134, 128.75, 18, { stroke: '#b23a1e' });
    p.text(l, 45 + k * 128.75, 123.5, { bold: true, size: 7.5 });
    p.text(v, 45 + k * 128.75, 139);
  });
  p.text(`Entregar a: ${j.buyer.name} (CIF ${j.buyer.nif}) - ${SITES[(j.day.d + 1) % 3]}`, 40, 166);
  const y = table(s, p, [
    { head: 'Código', x: 40, w: 65, cell: cells.code },
    { head: 'Descripción', x: 105, w: 240, cell: cells.desc },
    { head: 'Cantidad', x: 345, w: 55, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 400, w: 30, cell: cells.unit },
    { head: 'Precio', x: 430, w: 55, right: true, cell: cells.price() },
    { head: 'Importe', x: 485, w: 70, right: true, cell: cells.amount() },
  ], j.items, 184, { headFill: '#b23a1e', headInk: '#ffffff', zebra: '#f7ecea', rowH: 16 });
  const net = sumCents(j.items.map((i) => i.amount));
  if (sup.withVat) {
    const vat = divRoundPct(net, 21);
    totals(p, [['Base imponible', money(net, sup.money)], ['IVA 21 %', money(vat, sup.money)], ['Total', money(net + vat, sup.money), true]], 380, 555, y + 14, 14);
  } else totals(p, [['Total neto', money(net, sup.money), true]], 380, 555, y + 14);
  p.text('Firma y DNI del receptor:', 40, y + 70);
  s.box(40, y + 82, 220, 50, { stroke: '#999999' });
  return s;
}

export async function consumablesNotes(): Promise<CorpusDocument[]> {
  const numbers = ['AV-0026815', '26.04.0193', 'ALB260877'];
  return Promise.all(CONSUMABLES_SHOPS.map(async (sup, k) => {
    const id = `blind15-consumables-${k + 1}`;
    const rng = new Rng(id);
    const j: NoteJob = { id, sup, buyer: BUYERS[(k + 1) % 3], number: numbers[k], day: rng.day(2 + k * 4), items: rng.items(CONSUMABLES, rng.int(4, 7)) };
    return noteDocument({ id, layout: 'welding-consumables', buyer: j.buyer, sheet: drawConsumables(j, `PED-${rng.int(100, 999)}`) }, noteTruth({ number: j.number, day: j.day, seller: sup, items: j.items }));
  }));
}

// ------------------------------------------------------------ setting-out supplies, letterhead on the right

const SETOUT_SHOPS: NoteSupplier[] = [
  { name: 'Topografía Suministros Duero, S.L.', nif: 'B76431022', lines: ['Avda. de Requejo, 33', '49030 Zamora'], family: 'Helvetica', date: 'd/m/Y', money: 'es €' },
  { name: 'Piotr Nowak Kowalski', nif: 'Z-1853406-W', lines: ['C/ Barrio Nuevo, 4, bajo', '30008 Murcia'], family: 'Helvetica', date: 'long-es', money: 'es', trade: 'TOPO-MATERIAL NOWAK' },
  { name: 'Replanteos y Material Técnico Córdoba, S.L.', nif: 'B-14273957', lines: ['C/ Ingeniero Torres Quevedo, 7', '14013 Córdoba'], family: 'Times', date: 'd.m.Y', money: 'es' },
];

const SETOUT: Offer[] = [
  { code: 'EST50', description: 'Estaca de pino 50 cm con punta (paquete 25)', unit: 'paq', price: '11.50', min: 2, max: 10 },
  { code: 'SPR-R', description: 'Spray marcador topográfico fluorescente rojo 500 ml', unit: 'ud', price: '4.35', min: 12, max: 48 },
  { code: 'CLV-A', description: 'Clavo topográfico con arandela', unit: 'ud', price: '0.45', min: 50, max: 300 },
  { code: 'JAL-2', description: 'Jalón de aluminio 2 m', unit: 'ud', price: '18.90', min: 1, max: 4 },
  { code: 'MPR', description: 'Miniprisma con soporte y jalón', unit: 'ud', price: '96.00', min: 1, max: 2 },
  { code: 'CIN50', description: 'Cinta métrica de fibra de vidrio 50 m', unit: 'ud', price: '27.40', min: 1, max: 3 },
  { code: 'CRD100', description: 'Bota de cuerda de replanteo 100 m', unit: 'ud', price: '6.80', min: 2, max: 6 },
  { code: 'TRP-AL', description: 'Trípode de aluminio para nivel', unit: 'ud', price: '58.00', min: 1, max: 2 },
];

function drawSetout(j: NoteJob, reference: string): Sheet {
  const s = new Sheet(`Albarán ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  let y = 40;
  if (sup.trade) {
    p.right(sup.trade, 555, y, { bold: true, size: 14 });
    y += 20;
  }
  p.right(sup.name, 555, y, { bold: !sup.trade, size: sup.trade ? 9 : 12 });
  y += sup.trade ? 12 : 16;
  sup.lines.forEach((l) => p.right(l, 555, (y += 11) - 11));
  p.right(`NIF ${sup.nif}`, 555, y);
  p.text('ALBARÁN', 40, 44, { bold: true, size: 16 });
  p.text(`Albarán nº ${j.number}`, 40, 70, { bold: true });
  p.text(`Fecha: ${date(j.day, sup.date)}`, 40, 84);
  p.text(`Su referencia: ${reference}`, 40, 98);
  p.text(j.buyer.name, 40, 130, { bold: true });
  j.buyer.lines.forEach((l, k) => p.text(l, 40, 142 + k * 11));
  p.text(`NIF ${j.buyer.nif}`, 40, 164);
  const y2 = table(s, p, [
    { head: 'Ref.', x: 40, w: 55, cell: cells.code },
    { head: 'Artículo', x: 95, w: 255, cell: cells.desc },
    { head: 'Cant.', x: 350, w: 45, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 395, w: 35, cell: cells.unit },
    { head: 'Precio', x: 430, w: 55, right: true, cell: cells.price() },
    { head: 'Importe', x: 485, w: 70, right: true, cell: cells.amount() },
  ], j.items, 190, { rules: 'lines' });
  s.rule(330, y2 + 4, 555, { width: 1 });
  p.text('Importe total (sin IVA)', 335, y2 + 12, { bold: true });
  p.right(money(sumCents(j.items.map((i) => i.amount)), sup.money), 555, y2 + 12, { bold: true });
  p.center('Mercancía viaja por cuenta y riesgo del comprador. Las devoluciones se aceptan en 15 días con el albarán.', W / 2, H - 44, { size: 7 });
  return s;
}

export async function setoutNotes(): Promise<CorpusDocument[]> {
  const numbers = ['ALB-26-03150', 'N-0412', '26/2291'];
  return Promise.all(SETOUT_SHOPS.map(async (sup, k) => {
    const id = `blind15-setout-${k + 1}`;
    const rng = new Rng(id);
    const j: NoteJob = { id, sup, buyer: BUYERS[(k + 2) % 3], number: numbers[k], day: rng.day(4 + k * 2), items: rng.items(SETOUT, rng.int(4, 6)) };
    return noteDocument({ id, layout: 'setting-out', buyer: j.buyer, sheet: drawSetout(j, `Replanteo ${['bloque B', 'cimentación', 'viales interiores'][k]}`) }, noteTruth({ number: j.number, day: j.day, seller: sup, items: j.items }));
  }));
}
