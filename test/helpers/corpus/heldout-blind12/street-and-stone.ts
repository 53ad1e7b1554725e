import type { CorpusDocument } from '../types.js';
import { cif, dashed, type DateStyle, day, euros, figures, Ink, type Item, item, quantity, Sheet } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './truth.js';

/**
 * Two invoice layouts of the fourteenth held-out set: street furniture and bollards under an ERP's
 * coloured label band, and granite kerbs and paving worded in Galician with a two-column header.
 */

interface StreetFurniture {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  due: string;
  customerCode: string;
  payment: string;
  items: Item[];
  pp?: number;
  band: string;
  dates: DateStyle;
  labels: { number: string; date: string; due: string; code: string; pay: string };
  /** The hard variant: VAT worked out on the lines before their discounts. */
  vatOnGross?: boolean;
}

async function streetFurniture(id: string, s: StreetFurniture): Promise<CorpusDocument> {
  const sheet = new Sheet('Gestión Comercial v9');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const f = figures(s.items, { pp: s.pp });
  if (s.vatOnGross) {
    const gross = s.items.reduce((t, i) => t + i.gross, 0n);
    f.vat = (gross * 21n + 50n) / 100n;
    f.rates[0].vat = f.vat;
    f.total = f.base + f.vat;
  }
  // Letterhead: a square mark with the brand, the legal name and the contact lines under it.
  sheet.rect(40, 40, 34, 34, { fill: s.band });
  ink.center(s.seller.brand!.slice(0, 1), 57, 48, { size: 20, bold: true, color: 'white' });
  ink.text(s.seller.brand!, 84, 40, { size: 15, bold: true, color: s.band });
  ink.text(s.seller.name, 84, 59, { size: 8.5, bold: true });
  s.seller.address.forEach((l, i) => ink.text(l, 84, 72 + i * 11));
  ink.text(`CIF: ${s.seller.id}   Tel. ${s.seller.phone}`, 84, 72 + s.seller.address.length * 11);
  ink.text(s.seller.mail!, 84, 83 + s.seller.address.length * 11);
  // Customer window.
  sheet.rect(330, 40, 225, 92, { radius: 4 });
  ink.text('CLIENTE', 340, 46, { size: 7, bold: true, color: s.band });
  ink.text(s.buyer.name, 340, 60, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 340, 73 + i * 11));
  ink.text(`C.I.F.: ${s.buyer.id}`, 340, 73 + s.buyer.address.length * 11);
  ink.text('FACTURA', 40, 160, { size: 16, bold: true });
  // The ERP's label band, values in the cells under it.
  const cells = [s.labels.number, s.labels.date, s.labels.due, s.labels.code, s.labels.pay];
  const values = [s.number, day(s.date, s.dates), day(s.due, s.dates), s.customerCode, s.payment];
  const w = 515 / 5;
  sheet.rect(40, 186, 515, 14, { fill: s.band });
  cells.forEach((c, i) => {
    ink.text(c, 44 + i * w, 189.5, { size: 7, bold: true, color: 'white' });
    sheet.rect(40 + i * w, 200, w, 18);
    ink.text(values[i], 44 + i * w, 205, { size: 8.5 });
  });
  // Lines.
  const cols = { code: 44, text: 100, qty: 372, unit: 378, price: 452, dto: 492, amount: 551 };
  sheet.rect(40, 236, 515, 14, { fill: s.band });
  const head = { size: 7, bold: true, color: 'white' };
  ink.text('CÓDIGO', cols.code, 240, head);
  ink.text('DESCRIPCIÓN', cols.text, 240, head);
  ink.right('CANT.', cols.qty, 240, head);
  ink.text('UD', cols.unit, 240, head);
  ink.right('PRECIO', cols.price, 240, head);
  ink.right('DTO. %', cols.dto, 240, head);
  ink.right('IMPORTE', cols.amount, 240, head);
  let y = 258;
  for (const it of s.items) {
    ink.text(it.code!, cols.code, y);
    ink.text(it.text, cols.text, y);
    ink.right(quantity(it.qty, 0), cols.qty, y);
    ink.text(it.unit, cols.unit, y);
    ink.right(euros(it.price), cols.price, y);
    ink.right(it.dto ? `${it.dto},00` : '', cols.dto, y);
    ink.right(euros(it.amount), cols.amount, y);
    y += 15;
  }
  sheet.line(40, y + 2, 555, y + 2, { stroke: '#999999' });
  // Totals band at the foot.
  const tLabels = ['IMPORTE BRUTO', s.pp ? `DTO. P.P. ${s.pp} %` : 'DTO. P.P.', 'BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
  const tValues = [euros(f.lines), s.pp ? euros(f.pp) : '0,00', euros(f.base), '21,00', euros(f.vat), `${euros(f.total)} €`];
  const tw = 515 / 6;
  sheet.rect(40, 700, 515, 14, { fill: s.band });
  tLabels.forEach((l, i) => {
    ink.right(l, 36 + (i + 1) * tw, 703.5, { size: 6.5, bold: true, color: 'white' });
    sheet.rect(40 + i * tw, 714, tw, 20);
    ink.right(tValues[i], 36 + (i + 1) * tw, 720, { bold: i === 5 });
  });
  ink.text(`Vencimiento ${day(s.due, s.dates)}: ${euros(f.total)} €  ·  ${s.payment}`, 40, 748, { size: 7.5 });
  ink.text(s.seller.registry!, 40, 800, { size: 6.5, color: '#555555' });
  return invoiceDoc({
    id,
    layout: 'street-furniture',
    bytes: await sheet.bytes(),
    seller: s.seller,
    buyer: s.buyer,
    number: s.number,
    date: s.date,
    due: s.due,
    f,
    hard: s.vatOnGross ? 'the VAT printed under 21 % is 21 % of the lines before their discounts, not of the base; the total adds that VAT' : undefined,
  });
}

const URBADISSENY: Party = {
  name: 'Urbadisseny Mobiliari Urbà, S.L.',
  brand: 'URBADISSENY',
  id: dashed(cif('B', '6583921')),
  address: ['Polígon Industrial Can Salvatella, C/ Garrotxa, 12', '08210 Barberà del Vallès (Barcelona)'],
  phone: '937 18 44 20',
  mail: 'administracio@urbadisseny.cat',
  registry: 'Urbadisseny Mobiliari Urbà, S.L. · Inscrita en el Registro Mercantil de Barcelona, Tomo 41.872, Folio 118, Hoja B-398211',
};
const FUNORTE: Party = {
  name: 'Fundiciones y Mobiliario Urbano del Norte, S.L.',
  brand: 'FUNORTE',
  id: cif('B', '3367291'),
  address: ['Polígono de Silvota, parcela 44', '33192 Llanera (Asturias)'],
  phone: '985 26 71 03',
  mail: 'facturacion@funorte.es',
  registry: 'Fundiciones y Mobiliario Urbano del Norte, S.L. · R.M. de Asturias, Tomo 3.914, Folio 77, Hoja AS-41822',
};
const EQUURBA: Party = {
  name: 'Equipamientos Urbanos Levante, S.L.U.',
  brand: 'EQUURBA',
  id: dashed(cif('B', '5419827')),
  address: ['Avda. de la Industria, 37 (Pol. Las Atalayas)', '03114 Alicante'],
  phone: '965 10 38 92',
  mail: 'admin@equurba.com',
  registry: 'Equipamientos Urbanos Levante, S.L.U. · Registro Mercantil de Alicante, Tomo 4.122, Folio 201, Hoja A-163770',
};

export function streetFurnitureInvoices(): Promise<CorpusDocument>[] {
  const labelsA = { number: 'Nº FACTURA', date: 'FECHA', due: 'VENCIMIENTO', code: 'CÓD. CLIENTE', pay: 'FORMA DE PAGO' };
  const labelsB = { number: 'FACTURA', date: 'FECHA FACTURA', due: 'VTO.', code: 'CLIENTE', pay: 'F. PAGO' };
  const funorteItems = [
    item('Bolardo fundición dúctil modelo Gijón h=900', '36', 'ud', 11850, { code: 'BF-900', dto: 10 }),
    item('Bolardo fundición abatible con llave', '4', 'ud', 31200, { code: 'BF-ABT', dto: 10 }),
    item('Alcorque fundición 120x120 dos piezas', '12', 'ud', 24690, { code: 'AL-1212', dto: 5 }),
    item('Papelera fundición 50 l con tapa', '8', 'ud', 27400, { code: 'PF-050' }),
  ];
  return [
    streetFurniture('heldout-blind12-street-furniture-1', {
      seller: URBADISSENY,
      buyer: BUYERS.mediterraneo,
      number: 'FV26-00318',
      date: '2026-03-17',
      due: '2026-05-16',
      customerCode: '430.0217',
      payment: 'Transferencia 60 d',
      band: '#1f6f5c',
      dates: 'd/m/Y',
      labels: labelsA,
      items: [
        item('Banc Rambla 1,80 m fusta tropical i fosa', '14', 'ud', 48600, { code: 'BN-180R', dto: 8 }),
        item('Papelera Diagonal 60 l acer galvanitzat', '22', 'ud', 17450, { code: 'PP-060D', dto: 8 }),
        item('Aparcabicis 5 places tub inox', '6', 'ud', 39800, { code: 'AB-5X' }),
        item('Jardinera formigó 120x60 acabat rentat', '9', 'ud', 28900, { code: 'JF-1206' }),
        item('Kit ancoratge químic (4 espàrrecs)', '51', 'ud', 1240, { code: 'KA-04' }),
      ],
    }),
    streetFurniture('heldout-blind12-street-furniture-2', {
      seller: FUNORTE,
      buyer: BUYERS.orbigo,
      number: '2026/A/1147',
      date: '2026-04-08',
      due: '2026-05-08',
      customerCode: 'C-00893',
      payment: 'Recibo 30 días',
      band: '#3b3b3b',
      dates: 'd-m-Y',
      labels: labelsB,
      items: funorteItems,
    }),
    streetFurniture('heldout-blind12-street-furniture-3', {
      seller: EQUURBA,
      buyer: BUYERS.tajo,
      number: 'F-260412',
      date: '2026-06-02',
      due: '2026-06-02',
      customerCode: '2215',
      payment: 'Contado',
      band: '#c0392b',
      dates: 'd/m/y',
      labels: labelsA,
      pp: 2,
      items: [
        item('Bolardo flexible poliuretano h=750 reflectante', '40', 'ud', 6475, { code: 'BP-750' }),
        item('Banco hormigón polímero 2,00 m sin respaldo', '6', 'ud', 53200, { code: 'BH-200' }),
        item('Pilona acero corten cilíndrica D=200', '18', 'ud', 14330, { code: 'PC-200' }),
        item('Fuente bebedero fundición con pulsador', '2', 'ud', 89500, { code: 'FB-01' }),
        item('Señal parque infantil normas UNE 147103', '3', 'ud', 11900, { code: 'SP-INF' }),
        item('Portes y descarga con grúa', '1', 'ud', 18500, { code: 'TR-GR' }),
      ],
    }),
    streetFurniture('heldout-blind12-hard-vat-on-gross', {
      seller: FUNORTE,
      buyer: BUYERS.iturbe,
      number: '2026/A/1302',
      date: '2026-05-19',
      due: '2026-06-18',
      customerCode: 'C-01014',
      payment: 'Recibo 30 días',
      band: '#3b3b3b',
      dates: 'd-m-Y',
      labels: labelsB,
      vatOnGross: true,
      items: [
        item('Bolardo fundición dúctil modelo Gijón h=900', '24', 'ud', 11850, { code: 'BF-900', dto: 10 }),
        item('Alcorque fundición 100x100 dos piezas', '16', 'ud', 19800, { code: 'AL-1010', dto: 10 }),
        item('Banco fundición y madera 1,80 m', '5', 'ud', 42700, { code: 'BC-180', dto: 10 }),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- granite, in Galician

interface Granite {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  due?: string;
  dueText: string;
  family: 'Helvetica' | 'Times';
  dates: DateStyle;
  items: Item[];
  idLabel: string;
}

async function granite(id: string, s: Granite): Promise<CorpusDocument> {
  const sheet = new Sheet('Facturación Canteira 4.2');
  const ink = new Ink(sheet, s.family, 9);
  const f = figures(s.items);
  // Left column: the quarry's brand, legal name and address; right column: the invoice's data.
  ink.text(s.seller.brand!, 40, 42, { size: 17, bold: true, color: '#6b5b4b' });
  ink.text(s.seller.name, 40, 66, { bold: true });
  s.seller.address.forEach((l, i) => ink.text(l, 40, 80 + i * 12));
  const below = 80 + s.seller.address.length * 12;
  ink.text(`${s.idLabel} ${s.seller.id}`, 40, below);
  ink.text(`Tfno. ${s.seller.phone} · ${s.seller.mail}`, 40, below + 12, { size: 8 });
  sheet.rect(345, 40, 210, 92);
  sheet.rect(345, 40, 210, 18, { fill: '#e8e2da' });
  ink.text('FACTURA', 355, 44.5, { bold: true, size: 10 });
  const rows: Array<[string, string]> = [
    ['Factura n.º:', s.number],
    ['Data:', day(s.date, s.dates)],
    ['Vencemento:', s.dueText],
    ['Forma de pagamento:', 'Transferencia'],
  ];
  rows.forEach(([l, v], i) => {
    ink.text(l, 355, 66 + i * 15, { bold: true });
    ink.right(v, 548, 66 + i * 15);
  });
  sheet.rect(40, 150, 300, 70);
  ink.text('Cliente', 48, 155, { size: 7.5, bold: true, color: '#6b5b4b' });
  ink.text(s.buyer.name, 48, 168, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 48, 180 + i * 11));
  ink.text(`NIF: ${s.buyer.id}`, 48, 180 + s.buyer.address.length * 11);
  // Lines between rules.
  let y = 245;
  sheet.line(40, y - 4, 555, y - 4, { width: 1 });
  ink.text('Descrición', 44, y, { bold: true });
  ink.right('Cantidade', 372, y, { bold: true });
  ink.text('Ud.', 382, y, { bold: true });
  ink.right('Prezo', 470, y, { bold: true });
  ink.right('Importe', 551, y, { bold: true });
  sheet.line(40, y + 13, 555, y + 13, { width: 1 });
  y += 20;
  for (const it of s.items) {
    ink.text(it.text, 44, y);
    ink.right(quantity(it.qty, 2), 372, y);
    ink.text(it.unit, 382, y);
    ink.right(euros(it.price), 470, y);
    ink.right(euros(it.amount), 551, y);
    y += 16;
  }
  sheet.line(40, y, 555, y, { width: 0.5 });
  y += 14;
  const totals: Array<[string, string, boolean]> = [
    ['Base impoñible', `${euros(f.base)} €`, false],
    ['IVE 21 %', `${euros(f.vat)} €`, false],
    ['Total factura', `${euros(f.total)} €`, true],
  ];
  totals.forEach(([l, v, b], i) => {
    ink.text(l, 380, y + i * 16, { bold: b });
    ink.right(v, 551, y + i * 16, { bold: b });
  });
  ink.text('Conta: ES21 2080 5042 6130 4001 7755', 40, y, { size: 8 });
  ink.text(s.seller.registry!, 40, 800, { size: 6.5 });
  return invoiceDoc({ id, layout: 'granite-paving', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function graniteInvoices(): Promise<CorpusDocument>[] {
  return [
    granite('heldout-blind12-granite-paving-1', {
      seller: {
        name: 'Granitos Rosa Porriño, S.L.',
        brand: 'GRANITOS ROSA PORRIÑO',
        id: dashed(cif('B', '3621784')),
        address: ['Polígono Industrial As Gándaras, rúa C, nave 14', '36400 O Porriño (Pontevedra)'],
        phone: '986 33 12 48',
        mail: 'facturas@granitosrosa.gal',
        registry: 'Granitos Rosa Porriño, S.L. Rexistro Mercantil de Pontevedra, tomo 2.917, folio 54, folla PO-33107',
      },
      buyer: BUYERS.mino,
      number: '26/0241',
      date: '2026-05-14',
      due: '2026-06-13',
      dueText: '13/06/2026',
      family: 'Helvetica',
      dates: 'd/m/Y',
      idLabel: 'NIF:',
      items: [
        item('Bordo granito gris Mondariz 15x25 serrado', '186.4', 'ml', 2870),
        item('Lousa granito 60x40x4 abuxardada', '242.75', 'm²', 4390),
        item('Adoquín granito 10x10x8 cortado', '88', 'm²', 5120),
        item('Peza de remate en curva R=3 m', '14', 'ud', 6340),
      ],
    }),
    granite('heldout-blind12-granite-paving-2', {
      seller: {
        name: 'Canteiras do Miño, S. Coop. Galega',
        brand: 'CANTEIRAS DO MIÑO',
        id: dashed(cif('F', '3210465')),
        address: ['Lugar de Pazos, s/n', '32500 O Carballiño (Ourense)'],
        phone: '988 27 04 15',
        mail: 'administracion@canteirasmino.coop',
        registry: 'Canteiras do Miño, S. Coop. Galega. Inscrita no Rexistro de Cooperativas de Galicia, n.º 32-104',
      },
      buyer: BUYERS.orbigo,
      number: 'FV 2026-0077',
      date: '2026-07-03',
      due: '2026-08-02',
      dueText: '02/08/2026',
      family: 'Times',
      dates: 'gl',
      idLabel: 'C.I.F.',
      items: [
        item('Bordo granito rosa 12x25 flameado', '312', 'ml', 3140),
        item('Lousa granito 40x40x3 flameada', '156.5', 'm²', 4810),
        item('Chanzo macizo granito 35x15 (ml)', '24.6', 'ml', 9250),
      ],
    }),
    granite('heldout-blind12-granite-paving-3', {
      seller: {
        name: 'Pedra Natural Atlántica, S.A.',
        brand: 'PEDRA ATLÁNTICA',
        id: dashed(cif('A', '1530498')),
        address: ['Parque Empresarial de Silleda, parcela 9', '36540 Silleda (Pontevedra)'],
        phone: '986 58 90 22',
        mail: 'contabilidade@pedraatlantica.es',
        registry: 'Pedra Natural Atlántica, S.A. R.M. de Pontevedra, tomo 1.406, folio 12, folla PO-8840, inscrición 1.ª',
      },
      buyer: BUYERS.aranzadi,
      number: 'PA-2026/1193',
      date: '2026-09-21',
      dueText: 'Á vista',
      family: 'Helvetica',
      dates: 'd-m-Y',
      idLabel: 'NIF',
      items: [
        item('Adoquín granito 20x10x10 serrado e flameado', '410', 'm²', 5980),
        item('Bordo granito gris 20x30 recto', '96', 'ml', 4150),
        item('Rigola granito 30x10 serrada', '96', 'ml', 2760),
        item('Bolardo granito esférico D=40', '10', 'ud', 11400),
        item('Porte en camión pluma ata obra', '2', 'viaxe', 29500),
      ],
    }),
  ];
}
