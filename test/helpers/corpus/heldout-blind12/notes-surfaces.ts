import type { CorpusDocument } from '../types.js';
import { cif, dashed, type DateStyle, day, euros, figures, Ink, type Item, item, quantity, Sheet } from './kit.js';
import { BUYERS, noteDoc, type Party } from './truth.js';

/**
 * Three valued delivery-note layouts of the fourteenth held-out set: artificial-turf distributors
 * under a label band, rubber safety-surfacing materials with a header grid and zebra rows, and
 * composite-decking distributors with the letterhead on the right (one over two pages).
 */

interface Turf {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  dates: DateStyle;
  site: string;
  order: string;
  items: Item[];
  green: string;
  euro: 'suffix' | 'EUR';
}

async function turf(id: string, s: Turf): Promise<CorpusDocument> {
  const sheet = new Sheet('ERP Distribución');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const sum = s.items.reduce((t, i) => t + i.amount, 0n);
  for (let i = 0; i < 5; i++) sheet.rect(40 + i * 6, 40 + (i % 2) * 4, 4, 36 - (i % 2) * 4, { fill: s.green });
  ink.text(s.seller.brand!, 78, 40, { size: 16, bold: true, color: s.green });
  ink.text(s.seller.name, 78, 60, { bold: true });
  ink.text(`${s.seller.address.join(' - ')}`, 78, 72, { size: 7.5 });
  ink.text(`CIF ${s.seller.id} · ${s.seller.phone}`, 78, 83, { size: 7.5 });
  ink.right('ALBARÁN', 555, 42, { size: 18, bold: true });
  ink.right('de entrega', 555, 64, { size: 8, italic: true });
  const labels = ['ALBARÁN Nº', 'FECHA', 'CLIENTE', 'OBRA', 'SU PEDIDO'];
  const values = [s.number, day(s.date, s.dates), s.buyer.name, s.site, s.order];
  const widths = [80, 65, 170, 130, 70];
  let x = 40;
  sheet.rect(40, 110, 515, 13, { fill: s.green });
  labels.forEach((l, i) => {
    ink.text(l, x + 4, 113, { size: 6.5, bold: true, color: 'white' });
    sheet.rect(x, 123, widths[i], 18);
    ink.text(values[i], x + 4, 128, { size: i === 2 ? 7 : 8.5, bold: i === 0 });
    x += widths[i];
  });
  ink.text(`CIF cliente: ${s.buyer.id}`, 40, 150, { size: 7.5 });
  ink.text(`Dirección fiscal: ${s.buyer.address.join(', ')}`, 40, 161, { size: 7.5 });
  let y = 186;
  const col = { ref: 44, text: 104, qty: 400, unit: 406, price: 480, amount: 551 };
  sheet.rect(40, y, 515, 14, { fill: s.green });
  const head = { size: 7, bold: true, color: 'white' };
  ink.text('REF.', col.ref, y + 4, head);
  ink.text('DESCRIPCIÓN', col.text, y + 4, head);
  ink.right('CANTIDAD', col.qty, y + 4, head);
  ink.text('UD.', col.unit, y + 4, head);
  ink.right('PRECIO', col.price, y + 4, head);
  ink.right('IMPORTE', col.amount, y + 4, head);
  y += 20;
  for (const it of s.items) {
    ink.text(it.code!, col.ref, y);
    ink.text(it.text, col.text, y);
    ink.right(quantity(it.qty, 2), col.qty, y);
    ink.text(it.unit, col.unit, y);
    ink.right(euros(it.price), col.price, y);
    ink.right(euros(it.amount), col.amount, y);
    y += 15;
  }
  sheet.line(40, y, 555, y);
  y += 12;
  sheet.rect(355, y, 200, 20, { stroke: s.green, width: 1.2 });
  ink.text('Total albarán (sin IVA)', 361, y + 6, { bold: true });
  ink.right(s.euro === 'EUR' ? `${euros(sum)} EUR` : `${euros(sum)} €`, 550, y + 6, { bold: true });
  sheet.rect(40, y, 200, 60);
  ink.text('Recibí conforme (firma y DNI):', 45, y + 5, { size: 7 });
  ink.text(s.seller.registry!, 40, 805, { size: 6.5 });
  return noteDoc({ id, layout: 'turf-rolls', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, items: s.items, subtotal: sum });
}

export function turfNotes(): Promise<CorpusDocument>[] {
  return [
    turf('heldout-blind12-turf-rolls-1', {
      seller: {
        name: 'Tapiz Verde Sintético, S.L.',
        brand: 'TAPIZ VERDE',
        id: dashed(cif('B', '7359162')),
        address: ['Ctra. de Mazarrón, km 2,5', '30120 El Palmar (Murcia)'],
        phone: '968 26 15 40',
        registry: 'Tapiz Verde Sintético, S.L. · Registro Mercantil de Murcia, Tomo 3.108, Folio 71, Hoja MU-88213',
      },
      buyer: BUYERS.mediterraneo,
      number: 'AV-26-01877',
      date: '2026-04-22',
      dates: 'd/m/Y',
      site: 'Parc de la Marjal',
      order: 'P-1182',
      green: '#2e8b3d',
      euro: 'suffix',
      items: [
        item('Césped artificial 40 mm bicolor, rollo 2x25 m', '150', 'm²', 1290, { code: 'CA40B' }),
        item('Césped artificial 20 mm verde, rollo 4x25 m', '85.5', 'm²', 890, { code: 'CA20V' }),
        item('Arena de sílice 0,3-0,8 mm, saco 25 kg', '48', 'saco', 520, { code: 'AS0308' }),
        item('Banda de unión geotextil 30 cm', '120', 'ml', 145, { code: 'BU30' }),
        item('Adhesivo bicomponente PU, kit 12 kg', '6', 'ud', 5650, { code: 'ADPU12' }),
      ],
    }),
    turf('heldout-blind12-turf-rolls-2', {
      seller: {
        name: 'Albasport Turf, S.L.U.',
        brand: 'ALBASPORT',
        id: cif('B', '0231847'),
        address: ['Polígono Campollano, Avda. 4ª, 19', '02007 Albacete'],
        phone: '967 24 70 83',
        registry: 'Albasport Turf, S.L.U. R.M. de Albacete, Tomo 1.022, Folio 190, Hoja AB-31107',
      },
      buyer: BUYERS.tajo,
      number: '2026/004412',
      date: '2026-07-14',
      dates: 'd-m-Y',
      site: 'Pista pádel Valparaíso',
      order: 'OC-552',
      green: '#0a6e8a',
      euro: 'EUR',
      items: [
        item('Césped pádel monofilamento 12 mm azul', '400', 'm²', 1140, { code: 'PD12A' }),
        item('Línea de juego blanca 5 cm', '96', 'ml', 180, { code: 'LJ05' }),
        item('Arena de sílice redondeada, big bag 1.000 kg', '6', 'ud', 11800, { code: 'AS-BB' }),
        item('Cola PU monocomponente 15 kg', '4', 'ud', 7420, { code: 'COL15' }),
      ],
    }),
    turf('heldout-blind12-turf-rolls-3', {
      seller: {
        name: 'Distribuciones Grama Sintética, S.A.',
        brand: 'GRAMA',
        id: dashed(cif('A', '8530276')),
        address: ['C/ Electrodo, 52, Pol. Santa Ana', '28522 Rivas-Vaciamadrid (Madrid)'],
        phone: '916 66 02 19',
        registry: 'Distribuciones Grama Sintética, S.A. · R.M. de Madrid, Tomo 31.440, Folio 12, Hoja M-565800',
      },
      buyer: BUYERS.iturbe,
      number: 'A 118204',
      date: '2026-10-02',
      dates: 'd.m.y',
      site: 'Residencial Arturo Soria',
      order: 'sin ref.',
      green: '#557a1f',
      euro: 'suffix',
      items: [
        item('Césped decorativo 35 mm, rollo 2x20 m', '212.8', 'm²', 1075, { code: 'GD35' }),
        item('Malla antihierbas 105 g, rollo 1,05x100', '3', 'rollo', 4690, { code: 'MA105' }),
        item('Grapa de fijación en U 20 cm', '500', 'ud', 18, { code: 'GU20' }),
        item('Cepillado y relleno de sílice, servicio', '1', 'ud', 26000, { code: 'SERV-C' }),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- rubber surfacing

interface Rubber {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  dates: DateStyle;
  customerCode: string;
  order: string;
  carrier: string;
  items: Item[];
  family: 'Helvetica' | 'Times';
}

async function rubber(id: string, s: Rubber): Promise<CorpusDocument> {
  const sheet = new Sheet('Navision');
  const ink = new Ink(sheet, s.family, 8.5);
  const f = figures(s.items);
  ink.text(s.seller.brand!, 40, 40, { size: 20, bold: true, color: '#b03a2e' });
  ink.text(s.seller.name, 40, 66, { bold: true });
  s.seller.address.forEach((l, i) => ink.text(l, 40, 78 + i * 11));
  ink.text(`NIF: ${s.seller.id}`, 40, 78 + s.seller.address.length * 11);
  sheet.rect(330, 40, 225, 80);
  ink.text('Cliente', 336, 44, { size: 7, color: '#777777' });
  ink.text(s.buyer.name, 336, 56, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 336, 68 + i * 11));
  ink.text(`NIF: ${s.buyer.id}`, 336, 68 + s.buyer.address.length * 11);
  ink.text('ALBARÁN DE ENTREGA', 40, 140, { size: 12, bold: true });
  const cells: Array<[string, string]> = [
    ['Nº ALBARÁN', s.number],
    ['FECHA', day(s.date, s.dates)],
    ['Nº CLIENTE', s.customerCode],
    ['PEDIDO', s.order],
    ['TRANSPORTISTA', s.carrier],
  ];
  const w = 103;
  cells.forEach(([l, v], i) => {
    sheet.rect(40 + i * w, 160, w, 32);
    ink.text(l, 44 + i * w, 163, { size: 6.5, color: '#777777' });
    ink.text(v, 44 + i * w, 177, { bold: i === 0 });
  });
  let y = 212;
  const col = { text: 44, qty: 380, unit: 386, price: 470, amount: 551 };
  sheet.line(40, y, 555, y, { width: 1 });
  ink.text('Artículo', col.text, y + 4, { bold: true });
  ink.right('Cantidad', col.qty, y + 4, { bold: true });
  ink.text('Ud.', col.unit, y + 4, { bold: true });
  ink.right('Precio', col.price, y + 4, { bold: true });
  ink.right('Importe', col.amount, y + 4, { bold: true });
  y += 18;
  s.items.forEach((it, i) => {
    if (i % 2 === 0) sheet.rect(40, y, 515, 16, { fill: '#fbeeee' });
    ink.text(it.text, col.text, y + 4);
    ink.right(quantity(it.qty, 0, true), col.qty, y + 4);
    ink.text(it.unit, col.unit, y + 4);
    ink.right(euros(it.price), col.price, y + 4);
    ink.right(euros(it.amount), col.amount, y + 4);
    y += 16;
  });
  sheet.line(40, y, 555, y, { width: 1 });
  y += 12;
  const totals: Array<[string, string]> = [
    ['Base imponible', euros(f.base)],
    ['IVA 21 %', euros(f.vat)],
    ['Total', `${euros(f.total)} €`],
  ];
  totals.forEach(([l, v], i) => {
    ink.text(l, 400, y + i * 14, { bold: i === 2 });
    ink.right(v, col.amount, y + i * 14, { bold: i === 2 });
  });
  ink.text('Material entregado en obra. Conserve este albarán.', 40, y, { size: 7.5, italic: true });
  ink.text(s.seller.registry!, 40, 805, { size: 6.5 });
  return noteDoc({ id, layout: 'rubber-surfacing', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, items: s.items, subtotal: f.base });
}

export function rubberNotes(): Promise<CorpusDocument>[] {
  return [
    rubber('heldout-blind12-rubber-surfacing-1', {
      seller: {
        name: 'Cauchos Reciclados Tormes, S.L.',
        brand: 'CAUCHOS TORMES',
        id: dashed(cif('B', '3720914')),
        address: ['Pol. Ind. Los Villares, parcela 112', '37184 Villares de la Reina (Salamanca)'],
        registry: 'Cauchos Reciclados Tormes, S.L. · Registro Mercantil de Salamanca, Tomo 508, Folio 40, Hoja SA-14092',
      },
      buyer: BUYERS.orbigo,
      number: 'ALB-260933',
      date: '2026-05-27',
      dates: 'd/m/Y',
      customerCode: '10442',
      order: 'Obra 2025-14',
      carrier: 'Transportes Tormes',
      family: 'Helvetica',
      items: [
        item('Granulado SBR negro 1-4 mm, big bag', '2000', 'kg', 42),
        item('Granulado EPDM rojo 1-4 mm', '750', 'kg', 138),
        item('Resina poliuretano monocomponente', '220', 'kg', 485),
        item('Imprimación de poliuretano', '25', 'kg', 1240),
      ],
    }),
    rubber('heldout-blind12-rubber-surfacing-2', {
      seller: {
        name: 'Granulados Elásticos Mediterráneo, S.A.',
        brand: 'GEMSA',
        id: cif('A', '1248305'),
        address: ['Camí la Travessa, 17, Pol. Ind. El Serrallo', '12100 Castelló de la Plana'],
        registry: 'Granulados Elásticos Mediterráneo, S.A. R.M. Castellón, Tomo 1.611, Folio 22, Hoja CS-20418',
      },
      buyer: BUYERS.mediterraneo,
      number: '26-A-03117',
      date: '2026-08-18',
      dates: 'd-mon-Y',
      customerCode: 'OPM01',
      order: '2026/0871',
      carrier: 'Propios medios',
      family: 'Times',
      items: [
        item('Loseta de caucho 50x50x40 mm verde', '320', 'ud', 720),
        item('Loseta de caucho 50x50x40 mm roja', '160', 'ud', 720),
        item('Espiga de unión para loseta', '960', 'ud', 9),
        item('Granulado EPDM verde 1-3,5 mm', '400', 'kg', 152),
        item('Ligante poliuretano aromático', '80', 'kg', 465),
      ],
    }),
    rubber('heldout-blind12-rubber-surfacing-3', {
      seller: {
        name: 'Pavimentos de Seguridad Kauchuk, S.L.L.',
        brand: 'KAUCHUK',
        id: dashed(cif('B', '2641078')),
        address: ['Pol. Cantabria II, C/ Las Cañas, 28', '26009 Logroño (La Rioja)'],
        registry: 'Pavimentos de Seguridad Kauchuk, S.L.L. · R.M. de La Rioja, Tomo 904, Folio 77, Hoja LO-16650',
      },
      buyer: BUYERS.aranzadi,
      number: '001524',
      date: '2026-11-03',
      dates: 'd/m/y',
      customerCode: '0218',
      order: 'Pedido tel.',
      carrier: 'Agencia TXT',
      family: 'Helvetica',
      items: [
        item('Granulado SBR 2-6 mm para base', '1500', 'kg', 39),
        item('Granulado EPDM azul 1-4 mm', '600', 'kg', 146),
        item('Resina PU alifática para capa de acabado', '140', 'kg', 790),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- composite decking

interface Composite {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  dates: DateStyle;
  reference: string;
  items: Item[];
  perPage: number;
  carried?: [string, string];
}

async function composite(id: string, s: Composite): Promise<CorpusDocument> {
  const sheet = new Sheet('Gestión Almacén');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const sum = s.items.reduce((t, i) => t + i.amount, 0n);
  const R = 555;
  ink.right(s.seller.brand!, R, 40, { size: 17, bold: true, color: '#5d4037' });
  ink.right(s.seller.name, R, 62, { bold: true });
  s.seller.address.forEach((l, i) => ink.right(l, R, 74 + i * 11));
  ink.right(`CIF ${s.seller.id} · Tel. ${s.seller.phone}`, R, 74 + s.seller.address.length * 11);
  ink.text('Cliente:', 40, 120, { size: 7.5, color: '#777777' });
  ink.text(s.buyer.name, 40, 131, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 40, 143 + i * 11));
  ink.text(`CIF ${s.buyer.id}`, 40, 143 + s.buyer.address.length * 11);
  const data: Array<[string, string]> = [
    ['Albarán nº', s.number],
    ['Fecha', day(s.date, s.dates)],
    ['Su referencia', s.reference],
  ];
  data.forEach(([l, v], i) => {
    ink.text(l, 380, 130 + i * 13, { color: '#777777' });
    ink.right(v, R, 130 + i * 13, { bold: i === 0 });
  });
  const col = { text: 44, qty: 400, unit: 406, price: 480, amount: 551 };
  const head = (y: number) => {
    sheet.line(40, y, R, y, { width: 1 });
    ink.text('Descripción', col.text, y + 4, { bold: true });
    ink.right('Cant.', col.qty, y + 4, { bold: true });
    ink.text('Ud.', col.unit, y + 4, { bold: true });
    ink.right('Precio', col.price, y + 4, { bold: true });
    ink.right('Importe', col.amount, y + 4, { bold: true });
    sheet.line(40, y + 16, R, y + 16, { width: 1 });
  };
  let y = 210;
  head(y);
  y += 24;
  let carried = 0n;
  s.items.forEach((it, i) => {
    if (i > 0 && i % s.perPage === 0) {
      ink.text(s.carried![0], 360, y + 4, { bold: true });
      ink.right(euros(carried), col.amount, y + 4, { bold: true });
      sheet.newPage();
      ink.text(`${s.seller.brand} · Albarán nº ${s.number} (continuación)`, 40, 40, { bold: true });
      y = 70;
      head(y);
      y += 24;
      ink.text(s.carried![1], col.text, y, { bold: true });
      ink.right(euros(carried), col.amount, y, { bold: true });
      y += 15;
    }
    ink.text(it.text, col.text, y);
    ink.right(quantity(it.qty, 0), col.qty, y);
    ink.text(it.unit, col.unit, y);
    ink.right(euros(it.price), col.price, y);
    ink.right(euros(it.amount), col.amount, y);
    carried += it.amount;
    y += 14;
  });
  sheet.line(40, y + 2, R, y + 2);
  y += 12;
  ink.text('Importe total (sin IVA)', 360, y, { bold: true });
  ink.right(`${euros(sum)} €`, col.amount, y, { bold: true });
  ink.text('Recibido por: ____________________', 40, y + 30);
  ink.text(s.seller.registry!, 40, 805, { size: 6.5 });
  return noteDoc({ id, layout: 'composite-decking', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, items: s.items, subtotal: sum });
}

const COLOURS = ['teca', 'gris antracita', 'nogal', 'wengué', 'roble claro'];
const PROFILES: Array<[string, number]> = [
  ['Tarima composite hueca 145x23x2900', 1890],
  ['Tarima composite maciza 140x20x2200', 2460],
  ['Remate perimetral en L 2200', 1275],
  ['Tapa frontal 2200 mm', 980],
  ['Rastrel composite 50x30x2200', 760],
];

export function compositeNotes(): Promise<CorpusDocument>[] {
  const long: Item[] = [];
  let n = 0;
  for (const colour of COLOURS) {
    for (const [text, price] of PROFILES) {
      n += 1;
      long.push(item(`${text} ${colour}`, String(4 + ((n * 37) % 90)), 'ud', price));
    }
  }
  long.push(item('Tapón final de tarima hueca', '150', 'ud', 55), item('Clip de arranque inox', '80', 'ud', 45), item('Clip intermedio inox, caja 100', '14', 'caja', 2390));
  return [
    composite('heldout-blind12-composite-decking-1', {
      seller: {
        name: 'Tarimas Composite del Atlántico, S.L.',
        brand: 'COMPOSITE ATLÁNTICO',
        id: dashed(cif('B', '3670284')),
        address: ['Polígono de Balaídos, C/ Tres, 41', '36210 Vigo (Pontevedra)'],
        phone: '986 29 11 80',
        registry: 'Tarimas Composite del Atlántico, S.L. · R.M. de Pontevedra, Tomo 3.305, Folio 18, Hoja PO-40718',
      },
      buyer: BUYERS.mino,
      number: 'AC/26/0612',
      date: '2026-06-10',
      dates: 'd/m/Y',
      reference: 'Terrazas bloque 3',
      perPage: 40,
      items: [
        item('Tarima composite hueca 145x23x2900 teca', '84', 'ud', 1890),
        item('Rastrel aluminio 40x30x3000', '40', 'ud', 1450),
        item('Clip intermedio inox, caja 100', '6', 'caja', 2390),
        item('Clip de arranque inox', '60', 'ud', 45),
        item('Remate perimetral en L 2200 teca', '18', 'ud', 1275),
        item('Taco de nivelación regulable 25-40 mm', '120', 'ud', 210),
      ],
    }),
    composite('heldout-blind12-composite-decking-2', {
      seller: {
        name: 'Exteriores WPC Navarra, S.L.U.',
        brand: 'WPC NAVARRA',
        id: cif('B', '3184620'),
        address: ['Polígono Talluntxe II, calle M, 14', '31110 Noáin (Navarra)'],
        phone: '948 31 72 04',
        registry: 'Exteriores WPC Navarra, S.L.U. Registro Mercantil de Navarra, Tomo 1.930, Folio 66, Hoja NA-38821',
      },
      buyer: BUYERS.aranzadi,
      number: '2600871',
      date: '2026-09-28',
      dates: 'd-m-Y',
      reference: 'Pedido 4471 / Pasarela Urumea',
      perPage: 40,
      items: [
        item('Tarima composite maciza 140x20x2200 gris antracita', '260', 'ud', 2460),
        item('Rastrel composite 50x30x2200', '96', 'ud', 760),
        item('Tornillo inox A2 4,2x45, caja 200', '5', 'caja', 1680),
        item('Tapa frontal 2200 mm gris antracita', '22', 'ud', 980),
      ],
    }),
    composite('heldout-blind12-composite-decking-3', {
      seller: {
        name: 'Maderas Sintéticas del Segura, S.A.',
        brand: 'SINTÉTICAS SEGURA',
        id: dashed(cif('A', '3059471')),
        address: ['Ctra. de Santomera, km 4', '30110 Cabezo de Torres (Murcia)'],
        phone: '968 30 54 66',
        registry: 'Maderas Sintéticas del Segura, S.A. · R.M. de Murcia, Tomo 1.207, Folio 93, Hoja MU-19902',
      },
      buyer: BUYERS.guadalquivir,
      number: 'MS-044127',
      date: '2026-12-04',
      dates: 'd.m.y',
      reference: 'Hotel Costa Ballena, fase 2',
      perPage: 22,
      carried: ['Suma y sigue', 'Suma anterior'],
      items: long,
    }),
  ];
}
