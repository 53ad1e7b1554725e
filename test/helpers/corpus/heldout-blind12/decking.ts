import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { cif, dashed, type DateStyle, day, dni, euros, figures, Ink, type Item, item, quantity, Sheet } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './truth.js';

/**
 * An invoice layout of the fourteenth held-out set: outdoor timber decking and pergolas billed
 * zone by zone over two pages, the first page's sum carried to the second under each supplier's
 * own words (docs/document-extraction.md#measuring-it).
 */

interface Decking {
  seller: Party;
  buyer: Party;
  family: 'Helvetica' | 'Times';
  number: string;
  numberLabel: string;
  date: string;
  due: string;
  dates: DateStyle;
  carried: [string, string];
  zones: string[];
  /** Zone headings printed as rows of their own. */
  headings: boolean;
  catalogue: Array<[string, string, number, number, number]>;
  perPage: number;
}

function lines(id: string, s: Decking): Array<Item | string> {
  const rng = new Mulberry32(seedOf(id));
  const out: Array<Item | string> = [];
  for (const zone of s.zones) {
    if (s.headings) out.push(zone);
    for (const [text, unit, price, min, max] of rng.sample(s.catalogue, 12)) {
      const qty = unit === 'm²' || unit === 'ml' ? `${rng.int(min, max)}.${rng.int(0, 9)}` : String(rng.int(min, max));
      out.push(item(s.headings ? text : `${text} (${zone})`, qty, unit, price));
    }
  }
  return out;
}

async function decking(id: string, s: Decking): Promise<CorpusDocument> {
  const sheet = new Sheet('Presto Facturación');
  const ink = new Ink(sheet, s.family, 8.5);
  const rows = lines(id, s);
  const items = rows.filter((r): r is Item => typeof r !== 'string');
  const f = figures(items);
  const col = { text: 44, qty: 390, unit: 396, price: 480, amount: 551 };
  const tableHead = (y: number) => {
    sheet.rect(40, y, 515, 15, { fill: '#d9cbb5' });
    ink.text('Concepto', col.text, y + 4, { bold: true });
    ink.right('Cantidad', col.qty, y + 4, { bold: true });
    ink.text('Ud.', col.unit, y + 4, { bold: true });
    ink.right('Precio', col.price, y + 4, { bold: true });
    ink.right('Importe', col.amount, y + 4, { bold: true });
  };
  const pages = Math.ceil(rows.length / s.perPage);
  // Page 1 letterhead.
  ink.text(s.seller.brand ?? s.seller.name, 40, 40, { size: 18, bold: true, color: '#7a4b1e' });
  let y = 64;
  if (s.seller.brand) {
    ink.text(s.seller.name, 40, y, { bold: true, size: 9 });
    y += 12;
  }
  for (const l of s.seller.address) {
    ink.text(l, 40, y);
    y += 11;
  }
  ink.text(`NIF ${s.seller.id} · ${s.seller.phone} · ${s.seller.mail}`, 40, y);
  sheet.rect(340, 110, 215, 78);
  ink.text(s.buyer.name, 348, 118, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 348, 131 + i * 11));
  ink.text(`NIF: ${s.buyer.id}`, 348, 131 + s.buyer.address.length * 11);
  ink.text(`${s.numberLabel} ${s.number}`, 40, 140, { bold: true, size: 11 });
  ink.text(`Fecha: ${day(s.date, s.dates)}`, 40, 158);
  ink.text(`Vencimiento: ${day(s.due, s.dates)}`, 40, 171);
  ink.text(`Hoja 1 de ${pages}`, 40, 184, { size: 7.5 });
  let page = 1;
  let carried = 0n;
  y = 210;
  tableHead(y);
  y += 20;
  rows.forEach((r, i) => {
    if (i > 0 && i % s.perPage === 0) {
      sheet.line(300, y + 2, 555, y + 2);
      ink.text(s.carried[0], 304, y + 7, { bold: true });
      ink.right(euros(carried), col.amount, y + 7, { bold: true });
      sheet.newPage();
      page += 1;
      ink.text(s.seller.brand ?? s.seller.name, 40, 40, { bold: true, size: 11 });
      ink.right(`${s.numberLabel} ${s.number} · Hoja ${page} de ${pages}`, 555, 42);
      y = 70;
      tableHead(y);
      y += 20;
      ink.text(s.carried[1], col.text, y, { bold: true });
      ink.right(euros(carried), col.amount, y, { bold: true });
      y += 16;
    }
    if (typeof r === 'string') {
      ink.text(r, col.text, y, { bold: true, italic: false });
    } else {
      ink.text(r.text, col.text, y);
      ink.right(quantity(r.qty, r.unit === 'm²' || r.unit === 'ml' ? 2 : 0), col.qty, y);
      ink.text(r.unit, col.unit, y);
      ink.right(euros(r.price), col.price, y);
      ink.right(euros(r.amount), col.amount, y);
      carried += r.amount;
    }
    y += 14;
  });
  if (page !== pages || carried !== f.base) throw new Error(`${id}: carried sums do not close`);
  sheet.line(40, y + 2, 555, y + 2);
  y += 14;
  const totals: Array<[string, string]> = [
    ['Base imponible', euros(f.base)],
    ['IVA 21 %', euros(f.vat)],
    ['TOTAL FACTURA', `${euros(f.total)} €`],
  ];
  totals.forEach(([l, v], i) => {
    ink.text(l, 380, y + i * 15, { bold: i === 2 });
    ink.right(v, col.amount, y + i * 15, { bold: i === 2 });
  });
  ink.text('Pago por transferencia a la cuenta ES46 0081 0216 7100 0163 4821', 40, y);
  if (s.seller.registry) ink.text(s.seller.registry, 40, 805, { size: 6.5 });
  return invoiceDoc({ id, layout: 'decking-pergolas', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

const WOOD: Array<[string, string, number, number, number]> = [
  ['Tarima IPE 21x145 mm, clavado oculto', 'm²', 9850, 12, 48],
  ['Tarima pino tratado autoclave IV 28x145', 'm²', 3690, 15, 60],
  ['Rastrel pino autoclave 45x70', 'ml', 420, 40, 160],
  ['Clip inox oculto para tarima', 'ud', 38, 200, 900],
  ['Tornillo inox A2 5x50', 'ud', 12, 300, 1200],
  ['Pérgola madera laminada 4x3 m', 'ud', 184000, 1, 2],
  ['Pilar madera laminada 12x12 con herraje', 'ud', 13800, 4, 8],
  ['Celosía de lamas de pino 1,80x1,80', 'ud', 7450, 2, 10],
  ['Aceite lasur para exterior, dos manos', 'm²', 640, 20, 70],
  ['Lámina antihierba 120 g', 'm²', 95, 20, 80],
  ['Mano de obra oficial carpintero', 'h', 3400, 8, 40],
  ['Mano de obra ayudante', 'h', 2600, 8, 40],
  ['Peldaño de tarima con zanca', 'ud', 9200, 2, 6],
  ['Jardinera de madera 100x40x40', 'ud', 18900, 1, 5],
];

export function deckingInvoices(): Promise<CorpusDocument>[] {
  return [
    decking('heldout-blind12-decking-pergolas-1', {
      seller: {
        name: 'Carpintería de Exterior Maderas Montaña, S.L.',
        brand: 'MADERAS MONTAÑA',
        id: dashed(cif('B', '2271940')),
        address: ['Polígono Sepes, C/ Santa Cruz de la Serós, 9', '22006 Huesca'],
        phone: '974 23 81 06',
        mail: 'oficina@maderasmontana.es',
        registry: 'Carpintería de Exterior Maderas Montaña, S.L. Inscrita en el Registro Mercantil de Huesca, Tomo 611, Folio 88, Hoja HU-10347',
      },
      buyer: BUYERS.iturbe,
      family: 'Helvetica',
      number: '2026-0412',
      numberLabel: 'FACTURA Nº',
      date: '2026-06-26',
      due: '2026-07-26',
      dates: 'd/m/Y',
      carried: ['Suma y sigue', 'Suma anterior'],
      zones: ['ático A', 'ático B', 'piscina'],
      headings: false,
      catalogue: WOOD,
      perPage: 30,
    }),
    decking('heldout-blind12-decking-pergolas-2', {
      seller: {
        name: 'Deck y Pérgola Costa Blanca, S.L.',
        id: dashed(cif('B', '5467203')),
        address: ['Partida Alcalasí, 14', '03590 Altea (Alicante)'],
        phone: '966 88 14 72',
        mail: 'facturas@deckcostablanca.es',
        registry: 'Deck y Pérgola Costa Blanca, S.L. · R.M. de Alicante, Tomo 3.921, Folio 140, Hoja A-150233',
      },
      buyer: BUYERS.mediterraneo,
      family: 'Times',
      number: 'DP/26/188',
      numberLabel: 'Factura',
      date: '2026-09-09',
      due: '2026-10-09',
      dates: 'd-mon-Y',
      carried: ['A transportar', 'Transporte'],
      zones: ['ZONA 1 · TERRAZA PLANTA BAJA', 'ZONA 2 · SOLÁRIUM', 'ZONA 3 · PASARELA JARDÍN'],
      headings: true,
      catalogue: WOOD,
      perPage: 32,
    }),
    decking('heldout-blind12-decking-pergolas-3', {
      seller: {
        name: 'Íñigo Zubizarreta Larrañaga',
        brand: 'ZUBI EGURRA',
        id: dni('15392847'),
        address: ['Industrialdea Zubiaurre, 6 pab. 3', '20749 Aizarnazabal (Gipuzkoa)'],
        phone: '688 41 20 93',
        mail: 'zubiegurra@gmail.com',
      },
      buyer: BUYERS.aranzadi,
      family: 'Helvetica',
      number: '2026/57',
      numberLabel: 'Factura nº',
      date: '2026-11-16',
      due: '2026-12-16',
      dates: 'd.m.y',
      carried: ['Suma hoja 1', 'Suma hoja anterior'],
      zones: ['terraza', 'porche'],
      headings: false,
      catalogue: WOOD,
      perPage: 20,
    }),
  ];
}
