import type { CorpusDocument } from '../types.js';
import {
  amount,
  BUYERS,
  cells,
  columns,
  type Col,
  date,
  type DateStyle,
  figures,
  invoiceDocument,
  type LineIn,
  money,
  type MoneyStyle,
  Paper,
  type Party,
  qty,
  REVERSE_NOTE,
  rngFor,
} from './kit.js';
import { sumCents } from '../../../../src/platform/money.js';

/**
 * Invoices of facade-retention and shoring hirers over two pages with carried sums (one under
 * reverse charge) and of dry-stone wallers worded in Catalan: the tenth blind set
 * (docs/document-extraction.md#measuring-it).
 */

// ---------- facade retention and shoring: two pages, carried sums ----------

interface ShoringPrint extends Party {
  key: string;
  head: string[];
  carry: [string, string];
  align: 'left' | 'right';
  family: 'Helvetica' | 'Times';
  dates: DateStyle;
  money: MoneyStyle;
  reverse: boolean;
  number: string;
  issue: string;
  buyer: Party;
  site: string;
}

const SHORING: ShoringPrint[] = [
  {
    key: 'apeos',
    name: 'Apeos y Estabilizaciones Urbanas, S.A.',
    nif: 'A28073518',
    address: [],
    head: ['C/ Sepúlveda, 149 · 28011 Madrid', 'Tel. 914 64 20 31 · www.apeosurbanos.es', 'C.I.F. A-28073518'],
    carry: ['Suma y sigue', 'Suma anterior'],
    align: 'left',
    family: 'Helvetica',
    dates: 'slash',
    money: 'eur',
    reverse: false,
    number: 'AE-2026-00731',
    issue: '2026-03-31',
    buyer: BUYERS.sobrado,
    site: 'Estabilización de fachada, antiguo Hotel Comercio (Lugo)',
  },
  {
    key: 'norte',
    name: 'Sistemas de Contención de Fachadas Norte, S.L.',
    nif: 'B48551063',
    address: [],
    head: ['Barrio Iturribide, 14 · 48006 Bilbao', 'NIF: B48551063', 'Tfno. 944 15 37 70'],
    carry: ['Total a transportar', 'Transporte'],
    align: 'right',
    family: 'Times',
    dates: 'abbr',
    money: 'bare',
    reverse: true,
    number: '26-0412',
    issue: '2026-06-30',
    buyer: BUYERS.cantabria,
    site: 'Retención de fachada del Mercado de la Esperanza (Santander)',
  },
  {
    key: 'guadalquivir',
    name: 'Andamios y Apeos Guadalquivir, S.L.',
    nif: 'B41298704',
    address: [],
    head: ['Pol. Ind. Store, C/ A, nave 12 · 41008 Sevilla', 'CIF B41298704 · apeos@aaguadalquivir.com'],
    carry: ['Importe acumulado a la hoja siguiente', 'Acumulado hoja anterior'],
    align: 'left',
    family: 'Helvetica',
    dates: 'dash',
    money: 'pre',
    reverse: false,
    number: 'FA260987',
    issue: '2026-10-31',
    buyer: BUYERS.arcos,
    site: 'Apeo de fachada, Casa palacio de C/ Bustos Tavera, 12',
  },
];

const SHORING_PARTS: [string, string, number][] = [
  ['Pórtico de estabilización HEB-200, 6 m', 'ud', 4800],
  ['Pórtico de estabilización HEB-240, 9 m', 'ud', 6900],
  ['Torre de apeo modular 1,5x1,5 m', 'ud', 3100],
  ['Puntal metálico telescópico 3-5 m', 'ud', 260],
  ['Jabalcón de acero con husillo', 'ud', 1450],
  ['Viga de reparto UPN-160', 'ml', 320],
  ['Contrapeso de hormigón 2 t', 'ud', 1900],
  ['Anclaje químico M20 a fachada', 'ud', 1150],
  ['Durmiente de madera 20x20', 'ml', 180],
  ['Tensor de cable con manguito', 'ud', 940],
  ['Red de protección de fachada', 'm²', 85],
];

function shoringLines(key: string): LineIn[] {
  const r = rngFor(`shoring-${key}`);
  const weeks = ['semanas 1-4', 'semanas 5-8', 'semanas 9-13'];
  const lines: LineIn[] = [{ description: 'Proyecto y cálculo de la estructura de estabilización', qty: '1', unit: 'ud', price: 185000 }];
  for (const w of weeks) {
    for (const [name, unit, price] of r.sample(SHORING_PARTS, 9)) {
      lines.push({ description: `Alquiler ${name.charAt(0).toLowerCase()}${name.slice(1)} (${w})`, qty: String(r.int(2, 40)), unit, price });
    }
  }
  lines.push({ description: 'Montaje de estructura de estabilización, cuadrilla', qty: `${r.int(30, 90)}.50`, unit: 'h', price: 4250 });
  lines.push({ description: 'Transporte de material en camión grúa', qty: String(r.int(2, 6)), unit: 'viaje', price: 29000 });
  return lines;
}

async function shoringInvoice(s: ShoringPrint): Promise<CorpusDocument> {
  const f = figures(shoringLines(s.key), { reverse: s.reverse });
  const paper = new Paper(`Factura ${s.number}`, 'SAGE 200');
  const pen = paper.pen(s.family, 8.5);
  const perPage = 20;
  const pages = [f.lines.slice(0, perPage), f.lines.slice(perPage)];
  const cols = columns('40:290 330:55:r 385:40:c 425:60:r 485:70:r');
  const header = (page: number) => {
    const place = (t: string, y: number, o: { bold?: boolean; size?: number } = {}) => (s.align === 'right' ? pen.right(t, 555, y, o) : pen.text(t, 40, y, o));
    place(s.name, 40, { bold: true, size: 13 });
    s.head.forEach((h, i) => place(h, 58 + i * 11));
    const bx = s.align === 'right' ? 40 : 355;
    paper.box(bx, 100, 200, 52, { stroke: '#444444' });
    pen.text('FACTURA', bx + 8, 106, { bold: true, size: 11 });
    pen.text(`Número: ${s.number}`, bx + 8, 122);
    pen.text(`Fecha: ${date(s.issue, s.dates)}`, bx + 8, 134);
    pen.right(`Hoja ${page} de 2`, bx + 192, 106, { size: 7.5 });
    const cx = s.align === 'right' ? 300 : 40;
    pen.text(s.buyer.name, cx, 108, { bold: true });
    s.buyer.address.forEach((a, i) => pen.text(a, cx, 120 + i * 10.5));
    pen.text(`C.I.F. ${s.buyer.nif}`, cx, 120 + s.buyer.address.length * 10.5);
    pen.text(`Obra: ${s.site}`, 40, 170, { italic: true });
    paper.box(40, 188, 515, 15, { fill: '#dddddd' });
    cells(pen, cols, ['Concepto', 'Cantidad', 'Ud.', 'Precio', 'Importe'], 192, { bold: true });
  };
  header(1);
  let y = 212;
  for (const l of pages[0]) {
    cells(pen, cols, [l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    y += 14;
  }
  const carried = sumCents(pages[0].map((l) => l.amount));
  paper.rule(330, y + 2, 555, y + 2);
  pen.text(s.carry[0], 335, y + 8, { bold: true });
  pen.right(amount(carried, s.money), 553, y + 8, { bold: true });

  paper.newPage();
  header(2);
  pen.text(s.carry[1], 335, 212, { bold: true });
  pen.right(amount(carried, s.money), 553, 212, { bold: true });
  y = 230;
  for (const l of pages[1]) {
    cells(pen, cols, [l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    y += 14;
  }
  paper.rule(330, y + 4, 555, y + 4);
  const rows: [string, bigint][] = [
    ['Base imponible', f.base],
    [s.reverse ? 'IVA 0 %' : 'IVA 21 %', f.vat],
    ['TOTAL FACTURA', f.total],
  ];
  rows.forEach(([label, v], i) => {
    pen.text(label, 335, y + 12 + i * 15, { bold: i === 2 });
    pen.right(amount(v, s.money), 553, y + 12 + i * 15, { bold: i === 2 });
  });
  if (s.reverse) pen.paragraph(REVERSE_NOTE, 40, y + 70, 330, { size: 7.5 });
  return invoiceDocument(
    { id: `blind10-shoring-${s.key}`, layout: 'inv-shoring-two-pages', supplier: s, buyer: s.buyer, number: s.number, issue: s.issue, f, reverse: s.reverse },
    await paper.done(),
  );
}

export function shoringInvoices(): Promise<CorpusDocument[]> {
  return Promise.all(SHORING.map((s) => shoringInvoice(s)));
}

// ---------- dry-stone walling, in Catalan ----------

interface DrystonePrint extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  money: MoneyStyle;
  number: string;
  issue: string;
  due?: string;
  dueText?: string;
  buyer: Party;
  site: string;
  lines: LineIn[];
}

function drystone(): DrystonePrint[] {
  const r = rngFor('drystone');
  return [
    {
      key: 'priorat',
      name: 'Cooperativa de Margers del Priorat, SCCL',
      nif: 'F43051283',
      address: [],
      lead: ['Carrer Major, 52 · 43730 Falset (Tarragona)', 'NIF F43051283 · Tel. 977 83 05 61', 'margers@margersdelpriorat.cat'],
      dates: 'ca',
      money: 'eur',
      number: '2026/0048',
      issue: '2026-05-18',
      due: '2026-06-17',
      buyer: BUYERS.teruel,
      site: 'Obra: recuperació de marges a la Cartoixa d\'Escaladei',
      lines: [
        { description: 'Reconstrucció de marge de pedra seca, alçada fins a 1,5 m', qty: `${r.int(30, 90)}.40`, unit: 'm²', price: 9800 },
        { description: 'Desmuntatge i classificació de pedra existent', qty: `${r.int(20, 60)}.00`, unit: 'm³', price: 3600 },
        { description: 'Aportació de pedra local de reposició', qty: `${r.int(8, 30)}.50`, unit: 't', price: 4450 },
        { description: 'Coronament de marge amb lloses', qty: `${r.int(20, 70)}.00`, unit: 'ml', price: 2780 },
      ],
    },
    {
      key: 'garrotxa',
      name: 'Pedra Seca Garrotxa, SL',
      nif: 'B17145624',
      address: [],
      lead: ['Ctra. de Santa Pau, km 3 · 17800 Olot (Girona)', 'NIF: B-17145624'],
      dates: 'slash',
      money: 'bare',
      number: 'PSG-26-112',
      issue: '2026-08-04',
      dueText: '30 dies data factura',
      buyer: BUYERS.duero,
      site: 'Obra: barraca de vinya i murs del Mas Cals Cortals',
      lines: [
        { description: 'Restauració de barraca de volta de pedra seca', qty: '1', unit: 'ut', price: 485000 },
        { description: 'Paret de pedra seca de doble cara', qty: `${r.int(15, 45)}.00`, unit: 'm²', price: 11200 },
        { description: 'Escala volada de pedra encastada', qty: String(r.int(4, 12)), unit: 'ut', price: 8600 },
      ],
    },
    {
      key: 'vilaro',
      name: 'Jordi Vilaró i Puig',
      nif: '39218744H',
      address: [],
      lead: ['Paleta · Marger', 'Carrer de la Font, 6 · 43360 Cornudella de Montsant', 'DNI 39218744-H'],
      dates: 'dash',
      money: 'eur',
      number: '26-019',
      issue: '2026-11-09',
      due: '2026-12-09',
      buyer: BUYERS.teruel,
      site: 'Obra: camí empedrat i marges de l\'ermita de Sant Joan',
      lines: [
        { description: 'Empedrat de camí amb pedra a sardinell', qty: `${r.int(40, 120)}.00`, unit: 'm²', price: 6350 },
        { description: 'Reparació de marge esfondrat', qty: `${r.int(10, 30)}.00`, unit: 'm²', price: 8700 },
        { description: 'Mà d\'obra de peó especialista', qty: String(r.int(16, 40)), unit: 'h', price: 2400 },
      ],
    },
  ];
}

async function drystoneInvoice(s: DrystonePrint): Promise<CorpusDocument> {
  const f = figures(s.lines);
  const paper = new Paper(`Factura ${s.number}`, 'Factusol');
  const pen = paper.pen('Helvetica', 9);
  pen.right(s.name, 555, 42, { bold: true, size: 14 });
  s.lead.forEach((a, i) => pen.right(a, 555, 62 + i * 11));
  pen.text('FACTURA', 40, 42, { bold: true, size: 22 });
  const kv: [string, string][] = [
    ['Núm. factura:', s.number],
    ['Data:', date(s.issue, s.dates)],
    ['Venciment:', s.due ? date(s.due, s.dates) : (s.dueText ?? '')],
  ];
  kv.forEach(([k, v], i) => {
    pen.text(k, 40, 78 + i * 13, { bold: true });
    pen.text(v, 115, 78 + i * 13);
  });
  paper.box(40, 135, 300, 62, { stroke: '#999999' });
  pen.text('Client', 46, 140, { size: 7.5, italic: true });
  pen.text(s.buyer.name, 46, 151, { bold: true });
  s.buyer.address.forEach((a, i) => pen.text(a, 46, 163 + i * 10.5));
  pen.text(`NIF: ${s.buyer.nif}`, 46, 163 + s.buyer.address.length * 10.5);
  pen.text(s.site, 40, 212, { italic: true });

  const cols = columns('40:280 320:60:r 380:40:c 420:60:r 480:75:r');
  paper.rule(40, 232, 555, 232, { width: 1 });
  cells(pen, cols, ['Descripció', 'Quantitat', 'Unitat', 'Preu', 'Import'], 237, { bold: true });
  paper.rule(40, 250, 555, 250, { width: 0.5 });
  let y = 258;
  for (const l of f.lines) {
    cells(pen, cols, [l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    y += 16;
  }
  paper.rule(40, y, 555, y, { width: 0.5 });
  const rows: [string, bigint][] = [
    ['Base imposable', f.base],
    ['IVA 21 %', f.vat],
    ['Total factura', f.total],
  ];
  rows.forEach(([label, v], i) => {
    pen.text(label, 380, y + 12 + i * 15, { bold: i === 2 });
    pen.right(amount(v, s.money), 553, y + 12 + i * 15, { bold: i === 2 });
  });
  pen.text('Forma de pagament: transferència bancària a ES45 3183 4300 1100 0087 2216.', 40, 770, { size: 7.5 });
  return invoiceDocument({ id: `blind10-drystone-${s.key}`, layout: 'inv-drystone-catalan', supplier: s, buyer: s.buyer, number: s.number, issue: s.issue, due: s.due, f }, await paper.done());
}

export function drystoneInvoices(): Promise<CorpusDocument[]> {
  return Promise.all(drystone().map((s) => drystoneInvoice(s)));
}
