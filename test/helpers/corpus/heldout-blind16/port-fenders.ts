import type { CorpusDocument } from '../types.js';
import { cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, noteDoc, type Party } from './parties.js';

/**
 * Port fenders, bollards and mooring gear on valued delivery notes with two header columns: the
 * supplier and customer down the left, the note's data in a black-headed box on the right, the
 * total boxed; one supplier worded in Galician (`Albará n.º`, `Data`, `Descrición`, `Cantidade`,
 * `Prezo`, `Total albará (sen IVE)`).
 */

interface Words {
  title: string;
  number: string;
  date: string;
  order: string;
  heads: [string, string, string, string, string];
  total: string;
  customer: string;
}

const ES: Words = {
  title: 'ALBARÁN',
  number: 'Albarán nº',
  date: 'Fecha',
  order: 'Pedido',
  heads: ['Descripción', 'Cantidad', 'Ud.', 'Precio', 'Importe'],
  total: 'Total albarán (sin IVA)',
  customer: 'Cliente',
};

const GL: Words = {
  title: 'ALBARÁ',
  number: 'Albará n.º',
  date: 'Data',
  order: 'Pedido',
  heads: ['Descrición', 'Cantidade', 'Ud.', 'Prezo', 'Importe'],
  total: 'Total albará (sen IVE)',
  customer: 'Cliente',
};

interface Supplier extends Party {
  words: Words;
  money: MoneyStyle;
  dates: DateStyle;
}

const SUPPLIERS: Supplier[] = [
  {
    words: GL,
    name: 'Defensas Portuarias Atlánticas, S.L.',
    nif: cif('B', '1577042'),
    street: 'Polígono de Bergondo, parcela D-12',
    city: '15165 Bergondo (A Coruña)',
    phone: '981 795 330',
    email: 'pedidos@defensasatlanticas.gal',
    money: 'dot€',
    dates: 'gl',
  },
  {
    words: ES,
    name: 'Amarres y Cadenas del Estrecho, S.L.',
    nif: cif('B', '1129384'),
    street: 'Avda. de la Hispanidad, 18',
    city: '11207 Algeciras (Cádiz)',
    phone: '956 634 102',
    money: 'dot',
    dates: 'd/m/Y',
  },
  {
    words: ES,
    name: 'Equipamiento Naval Portuario, S.A.',
    nif: cif('A', '4836290'),
    street: 'Muelle de Zorroza, pabellón 3',
    city: '48013 Bilbao (Bizkaia)',
    phone: '944 412 875',
    email: 'comercial@enaport.es',
    money: 'dotEUR',
    dates: 'd-mon-Y',
  },
];

const LINES: Line[][] = [
  [
    { description: 'Defensa cilíndrica de caucho Ø 800 x 2.000 mm', quantity: '6', unit: 'ud', price: 184_000n },
    { description: 'Cadea de suspensión galvanizada 22 mm', quantity: '48', unit: 'm', price: 3_650n },
    { description: 'Grillete de lira 3/4"', quantity: '24', unit: 'ud', price: 1_480n },
  ],
  [
    { description: 'Bolardo de fundición dúctil 50 t', quantity: '4', unit: 'ud', price: 126_000n },
    { description: 'Perno de anclaje M36 con placa', quantity: '32', unit: 'ud', price: 4_820n },
    { description: 'Cadena de amarre grado 3, 32 mm', quantity: '27.5', unit: 'm', price: 9_850n },
    { description: 'Pintura amarilla de señalización', quantity: '2', unit: 'bote', price: 6_200n },
  ],
  [
    { description: 'Defensa de cono 1000H con panel frontal', quantity: '2', unit: 'ud', price: 1_240_000n },
    { description: 'Escalera de pantalán en acero inoxidable', quantity: '3', unit: 'ud', price: 86_500n },
    { description: 'Cornamusa de aluminio 400 mm', quantity: '20', unit: 'ud', price: 5_950n },
  ],
];

export async function fenderNotes(): Promise<CorpusDocument[]> {
  const layout = 'port-fenders';
  const buyers = [BUYERS.galaica, BUYERS.levante, BUYERS.norte];
  const dates = ['2026-05-12', '2026-07-27', '2026-10-09'];
  const numbers = ['AB-26/0472', '26-1130', 'ENP-0022194'];
  const orders = ['OPG-26-081', '4500020416', 'verbal'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const t = s.words;
    const buyer = buyers[i];
    const f = figures(LINES[i], { rate: 21 });
    const sheet = new Sheet(`${t.title} ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    // An anchor's ring and shank as the logo.
    sheet.doc.save().lineWidth(3).circle(56, 44, 6).stroke('#1a5276').moveTo(56, 50).lineTo(56, 84).stroke('#1a5276').restore();
    sheet.doc.save().lineWidth(3).moveTo(40, 72).bezierCurveTo(42, 88, 70, 88, 72, 72).stroke('#1a5276').restore();
    w.text(s.name, 86, 40, { size: 12, bold: true });
    w.text(s.street, 86, 57);
    w.text(s.city, 86, 68);
    w.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 86, 79);
    w.text(`CIF: ${spellNif(s.nif, 'dash')}`, 86, 90, { bold: true });
    w.text(t.customer, 40, 124, { size: 7.5, bold: true });
    w.text(buyer.name, 40, 136, { bold: true });
    w.text(buyer.street, 40, 148);
    w.text(buyer.city, 40, 160);
    w.text(`CIF: ${buyer.nif}`, 40, 172);
    sheet.rect(360, 40, 195, 18, { fill: '#000000' });
    w.ink('#ffffff').center(t.title, 457.5, 45, { size: 11, bold: true });
    w.ink('#000000');
    sheet.rect(360, 58, 195, 52, { stroke: '#000000' });
    const data: [string, string][] = [
      [t.number, numbers[i]],
      [t.date, date(dates[i], s.dates)],
      [t.order, orders[i]],
    ];
    data.forEach(([k, v], r) => {
      w.text(`${k}:`, 366, 64 + r * 15, { bold: true });
      w.right(v, 549, 64 + r * 15);
    });
    let y = 200;
    sheet.line(40, y - 5, 555, y - 5, { width: 1 });
    w.text(t.heads[0], 40, y, { bold: true });
    w.right(t.heads[1], 380, y, { bold: true });
    w.text(t.heads[2], 388, y, { bold: true });
    w.right(t.heads[3], 470, y, { bold: true });
    w.right(t.heads[4], 555, y, { bold: true });
    sheet.line(40, y + 12, 555, y + 12, { width: 0.5 });
    y += 19;
    for (const l of f.lines) {
      w.text(l.description, 40, y);
      w.right(qty(l.quantity, l.quantity.includes('.') ? 2 : 0), 380, y);
      w.text(l.unit, 388, y);
      w.right(money(l.price, 'dot'), 470, y);
      w.right(money(l.amount, 'dot'), 555, y);
      y += 15;
    }
    sheet.line(40, y, 555, y, { width: 0.5 });
    sheet.rect(330, y + 10, 225, 20, { stroke: '#000000', width: 1.2 });
    w.text(t.total, 336, y + 16, { bold: true });
    w.right(money(f.base, s.money), 549, y + 16, { bold: true });
    out.push(noteDoc(`blind16-fenders-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], date: dates[i], seller: s, figures: f }));
  }
  return out;
}
