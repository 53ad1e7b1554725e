import { parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { A5_LANDSCAPE, cif, dashed, type DateStyle, day, dni, euros, Ink, type Item, item, plain, quantity, Sheet } from './kit.js';
import { BUYERS, noteDoc, type Party } from './truth.js';

/**
 * Three valued delivery-note layouts of the fourteenth held-out set: decorative gravel and bark
 * on a half-page Courier ticket (and the hard one whose total was worked out before its lines
 * were cut to cents), fertilisers and substrates labelled in Basque and Spanish, and a garden-
 * machinery counter's framed half page with a red pre-printed number.
 */

interface Gravel {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  dates: DateStyle;
  site: string;
  plate: string;
  items: Item[];
  /** Prices printed to the tenth of a cent (the hard ticket), in thousandths of a euro. */
  mills?: number[];
  /** The printed total, when it is not the lines' sum. */
  printedTotal?: bigint;
}

async function gravel(id: string, s: Gravel): Promise<CorpusDocument> {
  const sheet = new Sheet('TICKETS v2', A5_LANDSCAPE);
  const ink = new Ink(sheet, 'Courier', 8);
  const sum = s.items.reduce((t, i) => t + i.amount, 0n);
  const total = s.printedTotal ?? sum;
  const rule = (y: number, ch = '-') => ink.text(ch.repeat(107), 40, y);
  ink.text(plain(s.seller.brand ?? s.seller.name), 40, 30, { size: 10, bold: true });
  let y = 44;
  if (s.seller.brand) {
    ink.text(plain(s.seller.name), 40, y);
    y += 10;
  }
  ink.text(plain(s.seller.address.join(' - ')), 40, y);
  ink.text(`${s.seller.brand ? 'NIF' : 'CIF'} ${s.seller.id}  TEL ${s.seller.phone}`, 40, y + 10);
  y += 22;
  rule(y, '=');
  y += 12;
  ink.text(`ALBARAN N. ${s.number}`, 40, y, { bold: true });
  ink.text(`FECHA ${day(s.date, s.dates)}`, 380, y);
  ink.text(`CLIENTE: ${plain(s.buyer.name)}`, 40, y + 11);
  ink.text(`CIF ${s.buyer.id}`, 380, y + 11);
  ink.text(`OBRA...: ${plain(s.site)}`, 40, y + 22);
  ink.text(`MATRICULA: ${s.plate}`, 380, y + 22);
  y += 36;
  rule(y);
  y += 10;
  const col = { qty: 88, unit: 96, text: 134, price: 470, amount: 555 };
  ink.right('CANT.', col.qty, y);
  ink.text('UD', col.unit, y);
  ink.text('DESCRIPCION', col.text, y);
  ink.right('PRECIO', col.price, y);
  ink.right('IMPORTE', col.amount, y);
  y += 10;
  rule(y);
  y += 10;
  s.items.forEach((it, i) => {
    ink.right(quantity(it.qty, it.unit === 'T' ? 2 : 0), col.qty, y);
    ink.text(it.unit, col.unit, y);
    ink.text(it.text, col.text, y);
    ink.right(s.mills ? `${Math.floor(s.mills[i] / 1000)},${String(s.mills[i] % 1000).padStart(3, '0')}` : euros(it.price, false), col.price, y);
    ink.right(euros(it.amount, false), col.amount, y);
    y += 11;
  });
  rule(y);
  y += 12;
  ink.text('TOTAL ALBARAN', 340, y, { bold: true });
  ink.right(euros(total, false), col.amount, y, { bold: true });
  ink.text('(IVA NO INCLUIDO)', 340, y + 11);
  ink.text('FIRMA CONFORME CLIENTE:', 40, y);
  if (s.seller.registry) ink.text(plain(s.seller.registry), 40, 396, { size: 6 });
  return noteDoc({
    id,
    layout: 'garden-aggregates',
    bytes: await sheet.bytes(),
    seller: s.seller,
    buyer: s.buyer,
    number: s.number,
    date: s.date,
    items: s.items,
    subtotal: total,
    unitPrices: s.mills?.map((m) => m / 10),
    hard:
      s.printedTotal === undefined
        ? undefined
        : 'the ticket prices tonnes to the tenth of a cent, cuts each line to cents and works the total out before the cut: the printed total is 0,04 more than its lines',
  });
}

/**
 * The hard ticket's lines: € per tonne to the tenth of a cent (`mills`, thousandths of a euro),
 * each amount cut (not rounded) to cents, and the total rounded from the exact amounts.
 */
function cutLines(lines: Array<[string, string, number]>): { items: Item[]; mills: number[]; total: bigint } {
  let exact = 0n;
  const items = lines.map(([text, qty, mills]) => {
    // quantity × 1000 times thousandths of a euro: ten-thousandths of a cent.
    const value = parseScaled(qty, QUANTITY_SCALE)! * BigInt(mills);
    exact += value;
    const cents = value / 10000n;
    return { text, qty, unit: 'T', price: 0n, rate: 21, gross: cents, amount: cents };
  });
  return { items, mills: lines.map(([, , m]) => m), total: (exact + 5000n) / 10000n };
}

const MONCAYO: Party = {
  name: 'Gravas y Cortezas del Moncayo, S.L.',
  id: cif('B', '5093168'),
  address: ['Ctra. N-122, km 79', '50500 Tarazona (Zaragoza)'],
  phone: '976 64 18 02',
  registry: 'Gravas y Cortezas del Moncayo, S.L. R.M. Zaragoza T.3.902 F.201 H.Z-55107',
};

export function gravelNotes(): Promise<CorpusDocument>[] {
  const hard = cutLines([
    ['GRAVA CALIZA BLANCA 12/20', '14.21', 18475],
    ['CANTO RODADO 40/60', '9.63', 22190],
    ['ZAHORRA ARTIFICIAL ZA-25', '23.28', 9835],
    ['GRAVA MARMOL ROSA 6/12', '5.79', 14620],
  ]);
  if (hard.total - hard.items.reduce((t, i) => t + i.amount, 0n) !== 4n) throw new Error('the hard ticket is meant to be 0,04 off');
  return [
    gravel('heldout-blind12-garden-aggregates-1', {
      seller: MONCAYO,
      buyer: BUYERS.tajo,
      number: '26-004517',
      date: '2026-05-12',
      dates: 'd/m/Y',
      site: 'Urb. Valparaíso, zonas verdes',
      plate: '4471-KMT',
      items: [
        item('GRAVA MARMOL BLANCO 12/18 SACA 1 T', '6', 'SACA', 13800),
        item('CORTEZA PINO 25/40 SACA 1 M3', '8', 'SACA', 9650),
        item('CANTO RODADO 20/40 A GRANEL', '11.24', 'T', 4890),
        item('PORTE CAMION GRUA', '1', 'UD', 9500),
      ],
    }),
    gravel('heldout-blind12-garden-aggregates-2', {
      seller: {
        name: 'Piedra y Corteza Levante, S.L.',
        id: dashed(cif('B', '0381526')),
        address: ['Partida de Torrellano Alto, 88', '03203 Elche (Alicante)'],
        phone: '965 68 40 27',
        registry: 'Piedra y Corteza Levante, S.L. R.M. Alicante T.4.516 F.30 H.A-176602',
      },
      buyer: BUYERS.mediterraneo,
      number: 'E-081245',
      date: '2026-07-29',
      dates: 'd.m.y',
      site: 'Jardines Paterna Parc',
      plate: '2208-LBN',
      items: [
        item('PIEDRA VOLCANICA ROJA 8/16 SACA', '10', 'SACA', 11200),
        item('CORTEZA DECORATIVA PINO MARITIMO 15/25', '14', 'SACA', 8900),
        item('GRAVILLA GRIS 6/12 A GRANEL', '18.6', 'T', 3275),
        item('ARENA DE RIO LAVADA 0/4', '7.9', 'T', 2940),
        item('MULCH TRITURADO DE PODA', '12', 'M3', 2150),
      ],
    }),
    gravel('heldout-blind12-garden-aggregates-3', {
      seller: {
        name: 'Pedro Sanz Olmedo',
        brand: 'Gravillas Sanz',
        id: dni('03491275'),
        address: ['Camino de la Fuencisla, s/n', '40003 Segovia'],
        phone: '620 44 18 73',
      },
      buyer: BUYERS.iturbe,
      number: '1893',
      date: '2026-10-13',
      dates: 'd/m/y',
      site: 'Res. La Granja, parcela 4',
      plate: 'SG-4410-J',
      items: [
        item('GRAVA GRANITICA 6/12 ROSA', '8.5', 'T', 4200),
        item('CANTO RODADO BLANCO 16/32', '4.25', 'T', 9800),
        item('CORTEZA PINO 40/60 A GRANEL', '6', 'M3', 4600),
      ],
    }),
    gravel('heldout-blind12-hard-cut-lines', {
      seller: MONCAYO,
      buyer: BUYERS.aranzadi,
      number: '26-004602',
      date: '2026-05-21',
      dates: 'd/m/Y',
      site: 'Parque Ametzagaina, sendas',
      plate: '4471-KMT',
      items: hard.items,
      mills: hard.mills,
      printedTotal: hard.total,
    }),
  ];
}
