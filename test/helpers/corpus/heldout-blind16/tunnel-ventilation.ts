import type { CorpusDocument } from '../types.js';
import { cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, noteDoc, type Party } from './parties.js';

/**
 * Temporary tunnel ventilation (flexible ducts by the metre, fans, couplings) on valued delivery
 * notes under a coloured label band holding the note's number, date, customer and site; zebra
 * rows, quantities to two decimals; base, VAT and total for one, `Total neto` for the others.
 */

interface Supplier extends Party {
  color: string;
  money: MoneyStyle;
  dates: DateStyle;
  withVat: boolean;
}

const SUPPLIERS: Supplier[] = [
  {
    color: '#117a65',
    name: 'Ventilación de Obras Subterráneas, S.L.',
    nif: cif('B', '3349561'),
    street: 'Polígono de Silvota, calle Peñasanta 11',
    city: '33192 Llanera (Asturias)',
    phone: '985 267 390',
    email: 'ventilacion@vos-tuneles.es',
    money: 'dot€',
    dates: 'd/m/Y',
    withVat: true,
  },
  {
    color: '#2e4053',
    name: 'Conductos Flexibles Mineros, S.A.',
    nif: cif('A', '0866128'),
    street: 'Carrer de la Metal·lúrgia, 44',
    city: '08755 Castellbisbal (Barcelona)',
    phone: '937 721 050',
    money: '€dot',
    dates: 'Y-m-d',
    withVat: false,
  },
  {
    color: '#a04000',
    name: 'Aire y Túnel Soluciones, S.L.',
    nif: cif('B', '2881430'),
    street: 'Avda. de la Técnica, 9',
    city: '28522 Rivas-Vaciamadrid (Madrid)',
    phone: '914 995 218',
    email: 'comercial@aireytunel.com',
    money: 'dot',
    dates: 'd-m-Y',
    withVat: false,
  },
];

const LINES: Line[][] = [
  [
    { code: 'MV-1200', description: 'Manga de ventilación PVC Ø 1.200 mm, tramos de 20 m', quantity: '240.00', unit: 'm', price: 3_860n },
    { code: 'AC-1200', description: 'Acoplamiento de cremallera Ø 1.200', quantity: '12.00', unit: 'ud', price: 4_250n },
    { code: 'SU-08', description: 'Suspensión con cable de acero y grilletes', quantity: '60.00', unit: 'm', price: 475n },
  ],
  [
    { code: '7712', description: 'Ventilador axial 2x55 kW reversible', quantity: '1.00', unit: 'ud', price: 1_468_000n },
    { code: '7740', description: 'Silenciador para ventilador Ø 1.400', quantity: '1.00', unit: 'ud', price: 312_000n },
    { code: '7810', description: 'Manga antiestática Ø 1.400 mm', quantity: '125.50', unit: 'm', price: 5_240n },
    { code: '7901', description: 'Codo flexible 45º Ø 1.400', quantity: '2.00', unit: 'ud', price: 38_600n },
  ],
  [
    { code: 'TV-03', description: 'Tubo de ventilación reforzado Ø 800 mm', quantity: '180.00', unit: 'm', price: 2_190n },
    { code: 'TV-09', description: 'Reducción Ø 1.000 a Ø 800', quantity: '1.00', unit: 'ud', price: 16_400n },
    { code: 'AL-01', description: 'Alquiler de ventilador de 37 kW, mes', quantity: '2.00', unit: 'mes', price: 128_000n },
    { code: 'RP-02', description: 'Reparación de manga con parches termosellados', quantity: '3.50', unit: 'h', price: 5_400n },
  ],
];

export async function ventilationNotes(): Promise<CorpusDocument[]> {
  const layout = 'tunnel-ventilation';
  const buyers = [BUYERS.ute, BUYERS.norte, BUYERS.ute];
  const dates = ['2026-03-23', '2026-08-27', '2026-11-18'];
  const numbers = ['AV-26-00391', '2026/AL/2210', '0884'];
  const sites = ['Túnel Somosierra, boca norte', 'Túnel de Sarrakín', 'Galería de emergencia'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const f = figures(LINES[i], { rate: 21 });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Albarán ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    // A fan as the logo.
    sheet.circle(58, 58, 18, s.color);
    for (const a of [0, 120, 240]) {
      sheet.doc.save().rotate(a, { origin: [58, 58] }).ellipse(58, 48, 4, 9).fill('#ffffff').restore();
    }
    w.text(s.name, 86, 42, { size: 12, bold: true });
    w.text(`${s.street} · ${s.city}`, 86, 59);
    w.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''} · NIF ${spellNif(s.nif, 'plain')}`, 86, 70);
    w.right('ALBARÁN VALORADO', 555, 98, { size: 12, bold: true, });
    const xs = [40, 140, 210, 400, 555];
    const heads = ['ALBARÁN Nº', 'FECHA', 'CLIENTE', 'OBRA'];
    const vals = [numbers[i], date(dates[i], s.dates), buyer.name, sites[i]];
    sheet.rect(40, 118, 515, 14, { fill: s.color });
    w.ink('#ffffff');
    heads.forEach((h, k) => w.text(h, xs[k] + 4, 121.5, { size: 7, bold: true }));
    w.ink('#000000');
    vals.forEach((v, k) => w.text(v, xs[k] + 4, 137, { size: 8 }));
    w.text(`CIF cliente: ${buyer.nif}`, 214, 149, { size: 7.5 });
    sheet.line(40, 162, 555, 162, { color: s.color });
    let y = 176;
    w.text('Ref.', 44, y, { bold: true });
    w.text('Descripción', 100, y, { bold: true });
    w.right('Cant.', 390, y, { bold: true });
    w.text('Ud.', 398, y, { bold: true });
    w.right('Precio', 475, y, { bold: true });
    w.right('Importe', 551, y, { bold: true });
    y += 16;
    f.lines.forEach((l, k) => {
      if (k % 2 === 0) sheet.rect(40, y - 4, 515, 15, { fill: '#eaf2f0' });
      w.text(l.code ?? '', 44, y);
      w.text(l.description, 100, y);
      w.right(qty(l.quantity, 2), 390, y);
      w.text(l.unit, 398, y);
      w.right(money(l.price, 'dot'), 475, y);
      w.right(money(l.amount, 'dot'), 551, y);
      y += 15;
    });
    y += 12;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 380, y, { bold });
      w.right(v, 551, y, { bold });
      y += 13;
    };
    if (s.withVat) {
      row('Base imponible', m(f.base));
      row('IVA 21 %', m(f.vat));
      row('Total', m(f.total), true);
    } else row('Total neto', m(f.base), true);
    w.text('Mercancía revisada a la entrega. Firma y sello del receptor:', 40, 720, { size: 7.5 });
    out.push(noteDoc(`blind16-ventilation-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], date: dates[i], seller: s, figures: f }));
  }
  return out;
}
