import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { addDays, amount, checkedNif, type DateLook, date, type Item, invoiceTruth, item, type MoneyLook, money, qty, totals } from './figures.js';
import { CUSTOMERS, type Party, SITES, customerBlock, invoiceDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Conveyor and sortation systems billed zone by zone over two pages, with the first page's sum
 * carried to the second (docs/document-extraction.md#measuring-it).
 */

const MODULES: [string, string, number, number, number][] = [
  ['Tramo recto rodillo motorizado 24 V, L=2000', 'ud', 168000, 1, 8],
  ['Curva 90º de rodillos cónicos', 'ud', 214500, 1, 4],
  ['Transferencia de cadenas a 90º', 'ud', 386000, 1, 3],
  ['Transportador de banda PVC, ancho 600', 'ml', 41200, 4, 30],
  ['Clasificador de zapatas, módulo 1,5 m', 'ud', 526000, 1, 6],
  ['Lector de códigos en túnel', 'ud', 412000, 1, 2],
  ['Protección perimetral de malla h=2,2 m', 'ml', 6450, 10, 60],
  ['Cuadro eléctrico de zona con variadores', 'ud', 685000, 1, 2],
  ['Programación PLC y pruebas de zona', 'h', 6800, 8, 60],
  ['Montaje mecánico, oficial y ayudante', 'h', 7400, 16, 80],
];
const ZONES = ['Recepción', 'Almacén', 'Picking', 'Expedición'];

interface ConveyorSupplier {
  party: Party;
  family: Family;
  caps: boolean;
  dates: DateLook;
  money: MoneyLook;
  numberLabel: string;
  number: (n: number) => string;
  carry: [string, string];
  page: (p: number) => string;
  promptPct: number;
}

const SUPPLIERS: ConveyorSupplier[] = [
  {
    party: {
      name: 'Transportadores Intralogísticos Ibéricos, S.A.',
      nif: 'A46355723',
      nifLabel: 'C.I.F.',
      street: 'Polígono Industrial Sepes, parcela 31',
      city: '31500 Tudela (Navarra)',
      phone: '948 410 766',
      mail: 'administracion@tiisa.es',
      registry: 'Registro Mercantil de Navarra, Tomo 1.402, Folio 88, Hoja NA-26631',
    },
    family: 'Helvetica',
    caps: false,
    dates: 'dmy',
    money: 'es',
    numberLabel: 'FACTURA Nº',
    number: (n) => `2026/0${n}`,
    carry: ['Suma y sigue', 'Suma anterior'],
    page: (p) => `Página ${p} de 2`,
    promptPct: 0,
  },
  {
    party: {
      name: 'Conveyor Systems Vallès, S.L.',
      nif: 'B56156151',
      nifLabel: 'NIF',
      street: 'C/ de la Indústria, 112',
      city: '08213 Polinyà (Barcelona)',
      phone: '937 130 552',
      web: 'www.csvalles.com',
      registry: 'Inscrita en el R.M. de Barcelona, Tomo 44.310, Folio 15, Hoja B-451200',
    },
    family: 'Times',
    caps: false,
    dates: 'mon',
    money: 'es-eur',
    numberLabel: 'Factura número:',
    number: (n) => `CV-${n}`,
    carry: ['A transportar', 'Transporte'],
    page: (p) => `Hoja ${p}/2`,
    promptPct: 2,
  },
  {
    party: {
      name: 'Mecanotrans Cantabrica, S.L.L.',
      nif: 'B24828907',
      nifLabel: 'CIF',
      street: 'BARRIO LA MINA, 14 - NAVE 3',
      city: '39600 MALIAÑO (CANTABRIA)',
      phone: '942 254 118',
    },
    family: 'Courier',
    caps: true,
    dates: 'dmy.yy',
    money: 'plain-eur',
    numberLabel: 'FRA. NUMERO:',
    number: (n) => `A${n}`,
    carry: ['SUMA HOJA 1', 'SUMA HOJA ANTERIOR'],
    page: (p) => `HOJA ${p} DE 2`,
    promptPct: 0,
  },
];

function linesOf(rng: ReturnType<typeof rngOf>): Item[] {
  const out: Item[] = [];
  for (const zone of ZONES) {
    for (const [description, unit, cents, min, max] of rng.sample(MODULES, rng.int(7, 9))) {
      out.push(item(`${zone}: ${description}`, rng.int(min, max), unit, cents));
    }
  }
  return out;
}

async function conveyorInvoice(k: number, hard?: string): Promise<CorpusDocument> {
  const sup = SUPPLIERS[k];
  const id = hard ? 'blind20-conveyor-hard' : `blind20-conveyor-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 1) % 3];
  const issue = someDate(rng);
  const due = addDays(issue, 60);
  const n = rng.int(300, 900);
  const number = sup.number(n);
  const items = linesOf(rng);
  const t = totals(items, { promptPct: sup.promptPct });
  const up = (x: string) => (sup.caps ? x.toUpperCase() : x);
  const s = new Sheet(sup.family, `Factura ${number}`, sup.family === 'Courier' ? 8 : 9);
  const p = sup.party;
  const size = sup.family === 'Courier' ? 7.5 : 8.5;
  const cols: Column[] = [
    { head: up('Descripción'), width: 270 },
    { head: up('Cant.'), width: 45, align: 'right' },
    { head: up('Ud.'), width: 30, align: 'center' },
    { head: up('Precio'), width: 75, align: 'right' },
    { head: up('Importe'), width: 95, align: 'right' },
  ];
  const look = sup.family === 'Courier' ? { dashed: true, ruled: false, rowHeight: 17, size } : { headFill: '#34495e', ruled: true, rowHeight: 17, size };
  const rowOf = (i: Item) => row(up(i.description), qty(i.quantity), i.unit, amount(i.price), amount(i.amount));
  const cut = 26;
  // Page 1: letterhead, document data, customer, the first lines and the sum carried.
  if (k === 0) {
    s.center(p.name.toUpperCase(), 297, 36, { size: 14, bold: true });
    s.center(`${p.street} · ${p.city} · Tel. ${p.phone}`, 297, 55, { size: 8 });
    s.center(`${p.nifLabel} ${p.nif} · ${p.mail}`, 297, 66, { size: 8 });
    s.rule(40, 80, 555, 80, { width: 1.2 });
  } else {
    s.text(up(p.name), 40, 36, { size: 13, bold: true });
    [p.street, p.city, `Tel. ${p.phone}${p.web ? ` · ${p.web}` : ''}`, `${p.nifLabel}: ${p.nif}`].forEach((l, i) => s.text(l, 40, 54 + i * 11, { size: 8.5 }));
  }
  s.text(`${sup.numberLabel} ${number}`, 40, 108, { size: 11, bold: true });
  s.text(`${up('Fecha')}: ${date(issue, sup.dates)}`, 40, 124, { size: 9 });
  s.text(`${up('Vencimiento')}: ${date(due, sup.dates)}`, 40, 137, { size: 9 });
  s.text(up(`Obra: ${SITES[(k + 1) % 4]}`), 40, 150, { size: 8 });
  customerBlock(s, buyer, 330, 100, { label: up('Cliente:') });
  s.right(sup.page(1), 555, 170, { size: 8 });
  let y = s.table(40, 185, cols, items.slice(0, cut).map(rowOf), look);
  const carried = items.slice(0, cut).reduce((a, i) => a + i.amount, 0n);
  s.text(sup.carry[0], 330, y + 8, { size: 9, bold: true });
  s.right(money(carried, sup.money), 555, y + 8, { size: 9, bold: true });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  // Page 2: a short heading, the carried sum, the rest of the lines and the totals.
  s.newPage();
  const number2 = hard ? sup.number(n + 1) : number;
  s.text(up(p.name), 40, 36, { size: 10, bold: true });
  s.text(`${sup.numberLabel} ${number2}  -  ${up('Fecha')}: ${date(issue, sup.dates)}`, 40, 52, { size: 9 });
  s.right(sup.page(2), 555, 52, { size: 8 });
  s.text(sup.carry[1], 330, 80, { size: 9, bold: true });
  s.right(money(carried, sup.money), 555, 80, { size: 9, bold: true });
  y = s.table(40, 98, cols, items.slice(cut).map(rowOf), look);
  const stack: [string, string][] = [];
  if (t.promptPct) stack.push(['Importe bruto', money(t.gross, sup.money)], [`Dto. pronto pago ${t.promptPct} %`, `-${money(t.prompt, sup.money)}`]);
  stack.push([up('Base imponible'), money(t.base, sup.money)], [up('IVA 21 %'), money(t.vat, sup.money)], [up('Total factura'), money(t.total, sup.money)]);
  y += 20;
  stack.forEach(([label, value], i) => {
    const last = i === stack.length - 1;
    s.text(label, 330, y, { size: 9.5, bold: last });
    s.right(value, 555, y, { size: 9.5, bold: last });
    y += 16;
  });
  s.text(up('Forma de pago: transferencia a 60 días fecha factura'), 40, y + 16, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-conveyor', s, buyer, expected, hard);
}

export async function conveyorInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map((k) => conveyorInvoice(k)));
}

/** Hard: the second page's heading prints the next invoice's number. */
export function conveyorHardInvoice(): Promise<CorpusDocument> {
  return conveyorInvoice(0, 'the second page heads itself with another invoice number (the next one) than the first page');
}
