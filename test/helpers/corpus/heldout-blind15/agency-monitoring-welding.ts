import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { BUYERS, H, Rng, Sheet, W, addDays, date, figuresOf, invoiceDocument, invoiceTruth, item, money, type DateStyle, type Day, type Figures, type Item, type MoneyStyle, type Offer, type Party } from './kit.js';
import { cells, table, totals } from './table.js';
import type { Job } from './workshop-lab.js';
import { divRound, formatScaled, parseScaled, sumCents } from '../../../../src/platform/money.js';

/** A temporary work agency's hours over two pages, site environmental monitoring, site welders and weld inspection. */

// ------------------------------------------------------------ temporary work agency, two pages with carried sums

export interface Agency extends Party {
  color: string;
  date: DateStyle;
  money: MoneyStyle;
  carry: [string, string];
  licence: string;
}

export const AGENCIES: Agency[] = [
  {
    name: 'Trabajo Temporal Navarra ETT, S.L.', nif: 'B55913743', lines: ['Avda. de Zaragoza, 23, bajo', '31003 Pamplona'], color: '#0b6e4f', date: 'd/m/Y', money: 'es €',
    carry: ['Suma y sigue', 'Suma anterior'], licence: 'Empresa de Trabajo Temporal autorizada nº 31/0045/98',
  },
  {
    name: 'Sermaco Empleo ETT, S.A.', nif: 'A-81459075', lines: ['C/ Orense, 62', '28020 Madrid'], color: '#8e1b3a', date: 'd-m-Y', money: 'es',
    carry: ['A transportar', 'Transporte'], licence: 'Autorización administrativa ETT nº 79/0412/02 · R.M. Madrid, tomo 19.120, hoja M-334.870',
  },
  {
    name: 'Obra Activa Empresa de Trabajo Temporal, S.L.', nif: 'B-14088520', lines: ['Ronda de los Tejares, 32', '14008 Córdoba'], color: '#33507a', date: 'd.m.y', money: 'es',
    carry: ['Suma página 1', 'Suma página anterior'], licence: 'Autorización ETT nº 14/0009/11',
  },
];

const WORKERS = ['J. Martín Ruiz', 'A. El Idrissi', 'M. Popa', 'F. Gómez Sanz', 'R. Castro Leal', 'I. Bogdan', 'S. Ortega Mir', 'L. Pereira Costa', 'D. Navas Gil', 'K. Haddad', 'P. Lozano Ruiz', 'E. Marín Soto'];
const TRADES: Array<[string, string]> = [['Oficial 1ª albañil', '23.40'], ['Peón especialista', '19.85'], ['Encofrador', '24.10'], ['Ferrallista', '23.90'], ['Gruista', '25.60']];

/** Two to three lines for each of eleven or twelve workers: ordinary hours, overtime, subsistence. */
export function agencyItems(rng: Rng): Item[] {
  const out: Item[] = [];
  for (const worker of WORKERS.slice(0, rng.int(11, 12))) {
    const [trade, rate] = rng.pick(TRADES);
    out.push(item({ description: `${worker} - ${trade} - horas ordinarias`, unit: 'h', price: rate, min: 0, max: 0 }, String(rng.int(14, 21) * 8)));
    if (rng.chance(0.5)) out.push(item({ description: `${worker} - ${trade} - horas extraordinarias`, unit: 'h', price: overtime(rate), min: 0, max: 0 }, String(rng.int(2, 16))));
    out.push(item({ description: `${worker} - dietas`, unit: 'días', price: '15.20', min: 0, max: 0 }, String(rng.int(14, 21))));
  }
  return out;
}

const FIRST_PAGE = 20;

/** Overtime at 125 % of the hour, to the cent. */
function overtime(rate: string): string {
  return formatScaled(divRound((parseScaled(rate, 2) ?? 0n) * 125n, 100n), 2);
}

/** `printed` overrides the base, VAT and total printed (a hard document's). */
export function drawAgency(j: Job<Agency>, period: [Day, Day], printed: Figures = j.f): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen('Helvetica', 8.5);
  s.box(40, 36, 8, 40, { fill: sup.color });
  p.text(sup.name, 56, 36, { bold: true, size: 13 });
  p.text(`${sup.lines.join(' - ')} - CIF ${sup.nif}`, 56, 56);
  p.text(sup.licence, 56, 68, { size: 7.5, italic: true });
  const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'PERIODO', 'CÓD. CLIENTE'];
  const values = [j.number, date(j.issued, sup.date), j.due ? date(j.due, sup.date) : '', `${date(period[0], sup.date)} - ${date(period[1], sup.date)}`, 'CL-0' + String(j.number.length * 41)];
  const widths = [90, 75, 75, 170, 105];
  let x = 40;
  s.box(40, 96, 515, 15, { fill: sup.color });
  heads.forEach((h, k) => {
    s.ink('#ffffff');
    p.text(h, x + 4, 100, { bold: true, size: 7.5 });
    s.ink('#000000');
    p.text(values[k], x + 4, 117);
    x += widths[k];
  });
  s.box(40, 111, 515, 18, { stroke: sup.color });
  p.text('Cliente:', 40, 144, { bold: true });
  p.text(`${j.buyer.name} - CIF ${j.buyer.nif}`, 80, 144);
  p.text(j.buyer.lines.join(', '), 80, 155);
  p.text('Puesta a disposición de trabajadores según contratos de puesta a disposición en vigor. Centro de trabajo: obra del cliente.', 40, 172, { size: 7.5 });
  const cols = [
    { head: 'Trabajador / concepto', x: 40, w: 285, cell: cells.desc },
    { head: 'Cantidad', x: 325, w: 60, right: true, cell: (i: Item) => `${cells.qty(2)(i)} ${i.unit}` },
    { head: 'Precio', x: 385, w: 70, right: true, cell: cells.price() },
    { head: 'Importe', x: 455, w: 100, right: true, cell: cells.amount() },
  ];
  const first = j.items.slice(0, FIRST_PAGE);
  let y = table(s, p, cols, first, 188, { headFill: '#e6e6e6', rules: 'lines', rowH: 16 });
  const carried = sumCents(first.map((i) => i.amount));
  p.text(sup.carry[0], 330, y + 8, { bold: true });
  p.right(money(carried, sup.money), 551, y + 8, { bold: true });
  p.center('Página 1 de 2', W / 2, H - 36, { size: 7.5 });
  s.newPage();
  p.text(sup.name, 40, 36, { bold: true, size: 10 });
  p.right(`Factura ${j.number} - ${date(j.issued, sup.date)}`, 555, 38);
  p.text(sup.carry[1], 330, 64, { bold: true });
  p.right(money(carried, sup.money), 551, 64, { bold: true });
  y = table(s, p, cols, j.items.slice(FIRST_PAGE), 80, { headFill: '#e6e6e6', rules: 'lines', rowH: 16 });
  s.rule(330, y + 6, 555);
  totals(p, [
    ['Base imponible', money(printed.base, sup.money)],
    ['IVA 21 %', money(printed.vat, sup.money)],
    ['Total factura', money(printed.total, sup.money), true],
  ], 334, 551, y + 14, 15);
  p.paragraph('Pago por transferencia a la cuenta indicada en el contrato. La empresa usuaria responde subsidiariamente de las obligaciones salariales y de Seguridad Social durante la puesta a disposición.', 40, H - 80, 515, { size: 7 });
  p.center('Página 2 de 2', W / 2, H - 36, { size: 7.5 });
  return s;
}

export function agencyJob(id: string, k: number, number: string, month: number): { j: Job<Agency>; period: [Day, Day] } {
  const rng = new Rng(id);
  const items = agencyItems(rng);
  const issued: Day = { y: 2026, m: month + 1, d: rng.int(1, 5) };
  const period: [Day, Day] = [{ y: 2026, m: month, d: 1 }, addDays({ y: 2026, m: month + 1, d: 1 }, -1)];
  const j: Job<Agency> = { id, sup: AGENCIES[k], buyer: BUYERS[k], number, issued, due: addDays(issued, 30), items, f: figuresOf(items) };
  return { j, period };
}

export async function agencyInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['FT-26/01184', '260004512', 'OA/26/0377'];
  return Promise.all(AGENCIES.map(async (sup, k) => {
    const id = `blind15-agency-${k + 1}`;
    const { j, period } = agencyJob(id, k, numbers[k], 2 + k * 3);
    return invoiceDocument({ id, layout: 'agency', buyer: j.buyer, sheet: drawAgency(j, period) }, invoiceTruth({ number: j.number, issued: j.issued, due: j.due, seller: sup, figures: j.f }));
  }));
}

// ------------------------------------------------------------ environmental monitoring of the works

export interface Monitor extends Party {
  family: Family;
  date: DateStyle;
  money: MoneyStyle;
  initials: string;
  numberLabel: 'serie' | 'Factura nº' | 'Nº de factura';
}

export const MONITORS: Monitor[] = [
  { name: 'Acústica y Medio Ambiente Levante, S.L.', nif: 'B-12360483', lines: ['C/ Ingeniero Joaquín Benlloch, 28', '46026 Valencia'], family: 'Helvetica', date: 'Y-m-d', money: 'es €', initials: 'AM', numberLabel: 'serie' },
  { name: 'Ambiental Obra Monitor, S.L.L.', nif: 'B67903120', lines: ['Pol. Ind. Can Salvatella, C/ Mogoda 14', '08210 Barberà del Vallès (Barcelona)'], family: 'Times', date: 'd/m/Y', money: 'es', initials: 'AO', numberLabel: 'Factura nº' },
  { name: 'Enviro Control Ingenieros, S.L.', nif: 'B-68921576', lines: ['Avda. Ciudad de Barcelona, 81', '28007 Madrid'], family: 'Helvetica', date: 'd-m-Y', money: '€ es', initials: 'EC', numberLabel: 'Nº de factura' },
];

const MONITORING: Offer[] = [
  { code: 'SON-1', description: 'Sonómetro clase 1 con telemetría 4G, cuota mensual', unit: 'mes', price: '310.00', min: 1, max: 3 },
  { code: 'PM10', description: 'Captador de partículas PM10 con alarma por SMS, cuota mensual', unit: 'mes', price: '285.00', min: 1, max: 2 },
  { code: 'VIB', description: 'Sismógrafo de vibraciones en edificio colindante, cuota mensual', unit: 'mes', price: '340.00', min: 1, max: 2 },
  { code: 'VIS', description: 'Visita técnica de campo y descarga de datos', unit: 'ud', price: '120.00', min: 1, max: 4 },
  { code: 'INF', description: 'Informe mensual del programa de vigilancia ambiental', unit: 'ud', price: '450.00', min: 1, max: 1 },
  { code: 'DEP', description: 'Medición de polvo sedimentable (jarra de deposición)', unit: 'ud', price: '65.00', min: 2, max: 6 },
];

export function drawMonitor(j: Job<Monitor>, month: number, printedTotal: bigint = j.f.total): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  s.circle(64, 62, 22, '#2e7d32');
  s.ink('#ffffff');
  p.center(sup.initials, 64, 56, { bold: true, size: 13 });
  s.ink('#000000');
  p.text(sup.name, 96, 42, { bold: true, size: 12 });
  sup.lines.forEach((l, k) => p.text(l, 96, 60 + k * 11));
  p.text(`CIF ${sup.nif}`, 96, 82);
  if (sup.numberLabel === 'serie') {
    s.box(380, 40, 175, 22, { stroke: '#2e7d32', radius: 6 });
    p.text(`Serie/Número: ${j.number}`, 388, 47, { bold: true });
    p.text('Fecha:', 380, 72);
    p.right(date(j.issued, sup.date), 555, 72);
    if (j.due) {
      p.text('Vencimiento:', 380, 85);
      p.right(date(j.due, sup.date), 555, 85);
    }
  } else {
    p.right('FACTURA', 555, 40, { bold: true, size: 16 });
    const rows: Array<[string, string]> = [[`${sup.numberLabel}:`, j.number], ['Fecha:', date(j.issued, sup.date)]];
    if (j.due) rows.push(['Vencimiento:', date(j.due, sup.date)]);
    rows.forEach(([l, v], k) => {
      p.text(l, 400, 62 + k * 12);
      p.right(v, 555, 62 + k * 12, { bold: k === 0 });
    });
  }
  s.box(40, 112, 300, 58, { stroke: '#999999' });
  p.text('Facturar a:', 46, 117, { size: 7.5, italic: true });
  p.text(j.buyer.name, 46, 129, { bold: true });
  p.text(`${j.buyer.lines.join(', ')}`, 46, 141, { size: 8 });
  p.text(`CIF ${j.buyer.nif}`, 46, 153);
  p.text(`Programa de vigilancia ambiental de la obra. Periodo facturado: ${date({ y: 2026, m: month, d: 1 }, 'd/m/Y')} a ${date(addDays({ y: 2026, m: month + 1, d: 1 }, -1), 'd/m/Y')}`, 40, 186, { size: 8.5 });
  const y = table(s, p, [
    { head: 'Código', x: 40, w: 50, cell: cells.code },
    { head: 'Concepto', x: 90, w: 265, cell: cells.desc },
    { head: 'Cant.', x: 355, w: 40, right: true, cell: cells.qty() },
    { head: 'Ud.', x: 395, w: 30, cell: cells.unit },
    { head: 'Precio', x: 425, w: 60, right: true, cell: cells.price() },
    { head: 'Importe', x: 485, w: 70, right: true, cell: cells.amount() },
  ], j.items, 204, { headFill: '#2e7d32', headInk: '#ffffff', zebra: '#eef5ee', rowH: 16 });
  totals(p, [
    ['Base imponible', money(j.f.base, sup.money)],
    ['IVA (21 %)', money(j.f.vat, sup.money)],
    ['TOTAL', money(printedTotal, sup.money), true],
  ], 380, 555, y + 16, 15);
  p.text('Forma de pago: recibo domiciliado a 30 días', 40, y + 16);
  p.center(`${sup.name} - Inscrita en el Registro Mercantil - Empresa acreditada en evaluación acústica`, W / 2, H - 40, { size: 7 });
  return s;
}

export function monitorJob(id: string, k: number, number: string, month: number): Job<Monitor> {
  const rng = new Rng(id);
  const items = rng.items(MONITORING, rng.int(3, 5));
  const issued: Day = { y: 2026, m: month + 1, d: rng.int(1, 8) };
  const due = k === 1 ? undefined : addDays(issued, 30);
  return { id, sup: MONITORS[k], buyer: BUYERS[(k + 1) % 3], number, issued, due, items, f: figuresOf(items) };
}

export async function monitoringInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['AM-26/0118', 'F260092', 'EC-2026-1406'];
  return Promise.all(MONITORS.map(async (sup, k) => {
    const id = `blind15-monitoring-${k + 1}`;
    const month = 3 + k * 2;
    const j = monitorJob(id, k, numbers[k], month);
    return invoiceDocument({ id, layout: 'monitoring', buyer: j.buyer, sheet: drawMonitor(j, month) }, invoiceTruth({ number: j.number, issued: j.issued, due: j.due, seller: sup, figures: j.f }));
  }));
}

// ------------------------------------------------------------ site welders (reverse charge) and weld inspection

interface Welder extends Party {
  family: Family;
  date: DateStyle;
  money: MoneyStyle;
  reverse: boolean;
  irpf: number;
  trade?: string;
  offers: Offer[];
}

const WELDING: Offer[] = [
  { description: 'Soldador homologado EN ISO 9606-1 (6G), horas en obra', unit: 'h', price: '38.00', min: 40, max: 160, per: 1 },
  { description: 'Ayudante de soldador, horas en obra', unit: 'h', price: '26.50', min: 20, max: 120 },
  { description: 'Equipo inverter y grupo electrógeno 20 kVA', unit: 'día', price: '42.00', min: 5, max: 20 },
  { description: 'Soldadura de placas de anclaje y casquillos a pilares', unit: 'ud', price: '14.60', min: 20, max: 90 },
  { description: 'Preparación de bordes y amolado de uniones', unit: 'ml', price: '6.80', min: 30, max: 160 },
];

const INSPECTION: Offer[] = [
  { description: 'Inspección por ultrasonidos de uniones a tope (UNE-EN ISO 17640)', unit: 'ud', price: '18.50', min: 20, max: 80 },
  { description: 'Ensayo de líquidos penetrantes en soldaduras en ángulo', unit: 'ud', price: '9.80', min: 20, max: 60 },
  { description: 'Técnico de inspección nivel II, jornada en obra', unit: 'jornada', price: '480.00', min: 1, max: 3 },
  { description: 'Informe de resultados y certificado de inspección', unit: 'ud', price: '95.00', min: 1, max: 1 },
];

const WELDERS: Welder[] = [
  { name: 'Soldaduras Homologadas Bierzo, S.L.', nif: 'B91270645', lines: ['Pol. Ind. del Bierzo, parcela 14', '24560 Toral de los Vados (León)'], family: 'Helvetica', date: 'd/m/Y', money: 'es', reverse: true, irpf: 0, offers: WELDING },
  { name: 'Rubén Cachafeiro Lois', nif: '33917258-D', lines: ['Rúa do Hórreo, 61, 1º', '15702 Santiago de Compostela'], family: 'Courier', date: 'd-m-Y', money: 'es EUR', reverse: true, irpf: 1, trade: 'SOLDADURA CACHAFEIRO', offers: WELDING },
  { name: 'Ensayos No Destructivos Cantábrico, S.L.', nif: 'B-34819201', lines: ['Parque Científico de Cantabria, nave 6', '39011 Santander'], family: 'Helvetica', date: 'd-mon-Y', money: 'es €', reverse: false, irpf: 0, offers: INSPECTION },
];

function drawWelder(j: Job<Welder>, order: string): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, sup.family === 'Courier' ? 8 : 9);
  let y = 40;
  if (sup.trade) {
    p.text(sup.trade, 40, y, { bold: true, size: 13 });
    y += 18;
  }
  p.text(sup.name, 40, y, { bold: !sup.trade, size: sup.trade ? 9 : 12 });
  y += sup.trade ? 12 : 16;
  sup.lines.forEach((l) => p.text(l, 40, (y += 11) - 11));
  p.text(`NIF: ${sup.nif}`, 40, y);
  y += 26;
  p.text('CLIENTE', 40, y, { bold: true, size: 8 });
  s.rule(40, y + 10, 280, { color: '#777777' });
  p.text(j.buyer.name, 40, y + 15, { bold: true });
  j.buyer.lines.forEach((l, k) => p.text(l, 40, y + 27 + k * 11));
  p.text(`NIF: ${j.buyer.nif}`, 40, y + 49);
  p.text('FACTURA', 330, 40, { bold: true, size: 15 });
  const rows: Array<[string, string]> = [['Número:', j.number], ['Fecha:', date(j.issued, sup.date)], ['Vencimiento:', j.due ? date(j.due, sup.date) : '-'], ['Su pedido:', order], ['Obra:', 'Nave de producción P-3']];
  rows.forEach(([l, v], k) => {
    p.text(l, 330, 66 + k * 13, { bold: true });
    p.text(v, 405, 66 + k * 13);
  });
  const yTable = Math.max(y + 76, 200);
  const yEnd = table(s, p, [
    { head: 'Descripción', x: 40, w: 290, wraps: true, cell: cells.desc },
    { head: 'Cantidad', x: 330, w: 70, right: true, cell: (i) => `${cells.qty()(i)} ${i.unit}` },
    { head: 'Precio', x: 400, w: 70, right: true, cell: cells.price() },
    { head: 'Importe', x: 470, w: 85, right: true, cell: cells.amount() },
  ], j.items, yTable, { rules: 'lines', headFill: '#dddddd' });
  const rowsT: Array<[string, string, boolean?]> = [['Base imponible', money(j.f.base, sup.money)]];
  rowsT.push(sup.reverse ? ['IVA (inversión del sujeto pasivo)', money(0n, sup.money)] : ['IVA 21 %', money(j.f.vat, sup.money)]);
  if (j.f.irpf) rowsT.push([`Retención IRPF ${j.f.irpfPct} %`, `-${money(j.f.irpf, sup.money)}`]);
  rowsT.push(['Total factura', money(j.f.total, sup.money), true]);
  const yT = totals(p, rowsT, 330, 555, yEnd + 14, 14);
  if (sup.reverse) {
    s.box(40, yT + 16, 515, 34, { stroke: '#444444' });
    p.paragraph('Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992 del IVA: ejecución de obra para un empresario que actúa como contratista. El IVA lo declara el destinatario.', 46, yT + 21, 500, { size: 7.5 });
  }
  return s;
}

export async function weldingInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['SHB-26/0231', '2026-017', 'END-260412'];
  return Promise.all(WELDERS.map(async (sup, k) => {
    const id = `blind15-welding-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(sup.offers, rng.int(2, 4));
    const issued = rng.day(2 + k * 4);
    const due = k === 1 ? undefined : addDays(issued, 60);
    const f = figuresOf(items, { reverse: sup.reverse, irpfPct: sup.irpf });
    const j: Job<Welder> = { id, sup, buyer: BUYERS[(k + 2) % 3], number: numbers[k], issued, due, items, f };
    return invoiceDocument({ id, layout: 'welding', buyer: j.buyer, sheet: drawWelder(j, `PC-${rng.int(1000, 9999)}`) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: f }));
  }));
}
