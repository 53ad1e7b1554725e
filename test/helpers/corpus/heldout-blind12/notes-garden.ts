import type { CorpusDocument } from '../types.js';
import { A5_LANDSCAPE, basqueDay, cif, dashed, type DateStyle, day, euros, Ink, type Item, item, nie, quantity, Sheet } from './kit.js';
import { BUYERS, noteDoc, type Party } from './truth.js';

/**
 * Two valued delivery-note layouts of the fourteenth held-out set: fertilisers and substrates from
 * Basque suppliers labelled in Basque and Spanish under a centred letterhead in Times, and a
 * garden-machinery counter's framed half page with its number pre-printed in red.
 */

interface Fertiliser {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  dates: DateStyle;
  items: Item[];
  /** A Basque date line under the letterhead as well. */
  basqueLine: boolean;
}

async function fertiliser(id: string, s: Fertiliser): Promise<CorpusDocument> {
  const sheet = new Sheet('Kudeaketa 3');
  const ink = new Ink(sheet, 'Times', 9.5);
  const sum = s.items.reduce((t, i) => t + i.amount, 0n);
  const C = 297.6;
  ink.center(s.seller.brand ?? s.seller.name, C, 36, { size: 18, bold: true, color: '#2f5d2f' });
  let y = 60;
  if (s.seller.brand) {
    ink.center(s.seller.name, C, y, { bold: true });
    y += 13;
  }
  ink.center(s.seller.address.join(' · '), C, y);
  ink.center(`IFZ / NIF: ${s.seller.id} · Tel. ${s.seller.phone}`, C, y + 13);
  sheet.line(60, y + 32, 535, y + 32, { stroke: '#2f5d2f', width: 1.2 });
  y += 46;
  ink.text('ALBARANA / ALBARÁN', 60, y, { size: 13, bold: true });
  if (s.basqueLine) ink.right(basqueDay(s.date), 535, y + 2, { italic: true });
  y += 26;
  sheet.rect(60, y, 220, 46);
  ink.text(`Zk. / Nº: ${s.number}`, 66, y + 8, { bold: true });
  ink.text(`Data / Fecha: ${day(s.date, s.dates)}`, 66, y + 26);
  sheet.rect(300, y, 235, 68);
  ink.text('Bezeroa / Cliente', 306, y + 5, { size: 7.5, color: '#666666' });
  ink.text(s.buyer.name, 306, y + 17, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 306, y + 29 + i * 11, { size: 8.5 }));
  ink.text(`IFZ / NIF: ${s.buyer.id}`, 306, y + 29 + s.buyer.address.length * 11, { size: 8.5 });
  y += 90;
  const col = { code: 64, text: 124, qty: 380, unit: 386, price: 465, amount: 531 };
  sheet.rect(60, y, 475, 26, { fill: '#e6efe6' });
  const head = (a: string, b: string, x: number, right = false) => {
    const o = { size: 8, bold: true };
    if (right) {
      ink.right(a, x, y + 3, o);
      ink.right(b, x, y + 14, o);
    } else {
      ink.text(a, x, y + 3, o);
      ink.text(b, x, y + 14, o);
    }
  };
  head('Kodea', 'Código', col.code);
  head('Deskribapena', 'Descripción', col.text);
  head('Kopurua', 'Cantidad', col.qty, true);
  head('Ud.', 'Ud.', col.unit);
  head('Prezioa', 'Precio', col.price, true);
  head('Zenbatekoa', 'Importe', col.amount, true);
  y += 32;
  for (const it of s.items) {
    ink.text(it.code!, col.code, y);
    ink.text(it.text, col.text, y);
    ink.right(quantity(it.qty, 0), col.qty, y);
    ink.text(it.unit, col.unit, y);
    ink.right(euros(it.price), col.price, y);
    ink.right(euros(it.amount), col.amount, y);
    y += 15;
  }
  sheet.line(60, y, 535, y);
  y += 10;
  ink.text('Guztira (BEZ gabe) / Total (sin IVA)', 300, y, { bold: true });
  ink.right(`${euros(sum)} €`, col.amount, y, { bold: true });
  ink.text('Jasota / Recibí:', 60, y + 40);
  if (s.seller.registry) ink.center(s.seller.registry, C, 805, { size: 7 });
  return noteDoc({ id, layout: 'fertilisers', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, items: s.items, subtotal: sum });
}

export function fertiliserNotes(): Promise<CorpusDocument>[] {
  return [
    fertiliser('heldout-blind12-fertilisers-1', {
      seller: {
        name: 'Lorategi Hornikuntza, S. Coop.',
        id: dashed(cif('F', '2081736')),
        address: ['Zubieta Industrialdea, 14', '20160 Lasarte-Oria (Gipuzkoa)'],
        phone: '943 36 21 08',
        registry: 'Lorategi Hornikuntza, S. Coop. · Euskadiko Kooperatiben Erregistroa / Registro de Cooperativas de Euskadi, F-20.1417',
      },
      buyer: BUYERS.aranzadi,
      number: 'A-26/1184',
      date: '2026-03-24',
      dates: 'd/m/Y',
      basqueLine: true,
      items: [
        item('Abono mineral NPK 15-15-15, saco 25 kg', '40', 'saco', 1890, { code: 'AB1515' }),
        item('Sustrato universal 70 l', '60', 'saco', 695, { code: 'SU70' }),
        item('Compost vegetal ensacado 50 l', '80', 'saco', 420, { code: 'CV50' }),
        item('Abono césped liberación lenta 20 kg', '12', 'saco', 4250, { code: 'AC20L' }),
      ],
    }),
    fertiliser('heldout-blind12-fertilisers-2', {
      seller: {
        name: 'Abonos y Sustratos Gorbea, S.L.',
        brand: 'GORBEA',
        id: cif('B', '0142985'),
        address: ['Polígono Júndiz, C/ Lermandabide, 7', '01015 Vitoria-Gasteiz'],
        phone: '945 29 03 64',
        registry: 'Abonos y Sustratos Gorbea, S.L. Inscrita en el Registro Mercantil de Álava, Tomo 1.488, Folio 12, Hoja VI-14210',
      },
      buyer: BUYERS.iturbe,
      number: '0026513',
      date: '2026-09-03',
      dates: 'Y-m-d',
      basqueLine: false,
      items: [
        item('Turba rubia fibra media, bala 250 l', '24', 'bala', 1640, { code: 'TR250' }),
        item('Abono orgánico pellet 25 kg', '50', 'saco', 1180, { code: 'AOP25' }),
        item('Corrector de carencias hierro 1 kg', '10', 'ud', 1375, { code: 'FE01' }),
        item('Fungicida cúprico 1 l', '6', 'ud', 1480, { code: 'FC01' }),
        item('Semilla césped rústico, saco 10 kg', '8', 'saco', 6350, { code: 'SCR10' }),
      ],
    }),
    fertiliser('heldout-blind12-fertilisers-3', {
      seller: {
        name: 'Nekazarien Hornidura Elkartea, S. Coop.',
        id: dashed(cif('F', '4863019')),
        address: ['Arabako etorbidea, 31', '48960 Galdakao (Bizkaia)'],
        phone: '944 56 72 10',
        registry: 'Nekazarien Hornidura Elkartea, S. Coop. · Registro de Cooperativas de Euskadi, F-48.2269',
      },
      buyer: BUYERS.mino,
      number: '26-0791',
      date: '2026-11-12',
      dates: 'd-m-Y',
      basqueLine: true,
      items: [
        item('Sustrato para jardineras con perlita 50 l', '90', 'saco', 780, { code: 'SJP50' }),
        item('Abono NPK 12-12-17 con micro, 25 kg', '30', 'saco', 2260, { code: 'N121217' }),
        item('Mantillo de hoja 40 l', '45', 'saco', 510, { code: 'MH40' }),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- garden machinery counter

interface Machinery {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  dates: DateStyle;
  items: Item[];
  salesman: string;
}

async function machinery(id: string, s: Machinery): Promise<CorpusDocument> {
  const sheet = new Sheet('TPV Taller', A5_LANDSCAPE);
  const ink = new Ink(sheet, 'Helvetica', 8);
  const sum = s.items.reduce((t, i) => t + i.amount, 0n);
  sheet.rect(20, 20, 555.28, 379.53, { width: 1.2 });
  ink.text(s.seller.brand ?? s.seller.name, 32, 30, { size: 13, bold: true, color: '#c0392b' });
  let y = 48;
  if (s.seller.brand) {
    ink.text(s.seller.name, 32, y, { bold: true });
    y += 10;
  }
  ink.text(s.seller.address.join(' · '), 32, y);
  ink.text(`NIF ${s.seller.id} · Tel. ${s.seller.phone}`, 32, y + 10);
  ink.text('ALBARÁN', 400, 30, { size: 12, bold: true });
  sheet.rect(470, 26, 92, 22, { stroke: '#c0392b', width: 1.2 });
  ink.text(`Nº ${s.number}`, 476, 32, { size: 11, bold: true, color: '#c0392b' });
  ink.text(`Fecha: ${day(s.date, s.dates)}`, 400, 56);
  sheet.rect(32, 82, 300, 46);
  ink.text(`Cliente: ${s.buyer.name}`, 38, 88, { bold: true });
  ink.text(s.buyer.address.join(', '), 38, 100, { size: 7 });
  ink.text(`NIF: ${s.buyer.id}`, 38, 112);
  ink.text(`Atendido por: ${s.salesman}`, 400, 100);
  y = 142;
  const col = { qty: 70, unit: 76, text: 110, price: 470, amount: 555 };
  sheet.rect(32, y, 530, 13, { fill: '#eeeeee' });
  ink.right('Cant.', col.qty, y + 3, { bold: true });
  ink.text('Ud.', col.unit, y + 3, { bold: true });
  ink.text('Artículo', col.text, y + 3, { bold: true });
  ink.right('P.V.P.', col.price, y + 3, { bold: true });
  ink.right('Importe', col.amount, y + 3, { bold: true });
  y += 19;
  for (const it of s.items) {
    ink.right(quantity(it.qty, 0), col.qty, y);
    ink.text(it.unit, col.unit, y);
    ink.text(it.text, col.text, y);
    ink.right(euros(it.price), col.price, y);
    ink.right(euros(it.amount), col.amount, y);
    y += 12;
  }
  sheet.line(32, y, 562, y);
  y += 8;
  ink.text('Suma albarán (IVA no incluido)', 360, y, { bold: true });
  ink.right(euros(sum), col.amount, y, { bold: true });
  ink.text('Firma cliente:', 32, 360);
  if (s.seller.registry) ink.text(s.seller.registry, 32, 386, { size: 6 });
  return noteDoc({ id, layout: 'garden-machinery', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, items: s.items, subtotal: sum });
}

export function machineryNotes(): Promise<CorpusDocument>[] {
  return [
    machinery('heldout-blind12-garden-machinery-1', {
      seller: {
        name: 'Maquinaria de Jardín Ribera, S.L.',
        id: dashed(cif('B', '0936172')),
        address: ['Avda. de Castilla, 62', '09400 Aranda de Duero (Burgos)'],
        phone: '947 50 77 21',
        registry: 'Maquinaria de Jardín Ribera, S.L. · R.M. de Burgos, Tomo 688, Folio 140, Hoja BU-13075',
      },
      buyer: BUYERS.orbigo,
      number: '004517',
      date: '2026-02-18',
      dates: 'd/m/Y',
      salesman: 'Rubén',
      items: [
        item('Cadena motosierra 3/8" 1,3 mm 56 eslabones', '6', 'ud', 2450),
        item('Hilo desbrozadora 3 mm, bobina 15 m', '10', 'ud', 1290),
        item('Aceite mezcla 2T, bote 1 l', '12', 'ud', 895),
        item('Cuchilla 3 puntas 255 mm', '4', 'ud', 1870),
        item('Guantes anticorte clase 1, talla 10', '5', 'par', 3260),
      ],
    }),
    machinery('heldout-blind12-garden-machinery-2', {
      seller: {
        name: 'Suministros Forestales Alto Tajo, S.L.',
        brand: 'FORESTAL ALTO TAJO',
        id: cif('B', '1927064'),
        address: ['C/ Carmen, 12', '19300 Molina de Aragón (Guadalajara)'],
        phone: '949 83 01 46',
        registry: 'Suministros Forestales Alto Tajo, S.L. R.M. de Guadalajara, T. 602, F. 51, H. GU-9218',
      },
      buyer: BUYERS.tajo,
      number: '11208',
      date: '2026-06-23',
      dates: 'es',
      salesman: 'Mostrador 2',
      items: [
        item('Espada motosierra 45 cm 3/8"', '2', 'ud', 4690),
        item('Casco forestal con pantalla y orejeras', '3', 'ud', 5820),
        item('Pantalón anticorte clase 1', '3', 'ud', 8950),
        item('Lima redonda 4,8 mm', '12', 'ud', 340),
        item('Afilado de cadena en taller', '8', 'ud', 600),
      ],
    }),
    machinery('heldout-blind12-garden-machinery-3', {
      seller: {
        name: 'Ionut Popescu',
        brand: 'Motosierras Popescu',
        id: nie('X', '8274160'),
        address: ['C/ Real, 41, local', '28500 Arganda del Rey (Madrid)'],
        phone: '642 18 90 37',
      },
      buyer: BUYERS.iturbe,
      number: '0387',
      date: '2026-10-27',
      dates: 'd-m-Y',
      salesman: 'Ionut',
      items: [
        item('Cabezal desbrozadora semiautomático', '4', 'ud', 1950),
        item('Bujía motor 2T', '10', 'ud', 420),
        item('Filtro de aire soplador', '6', 'ud', 780),
        item('Reparación carburador, mano de obra', '2', 'h', 3200),
      ],
    }),
  ];
}
