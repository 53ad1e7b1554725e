import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, dni, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Corrugated steel culverts and arches supplied and erected, in Times under a letterhead on the
 * right (a brand in big letters above the legal name for two), `Sres.:`, list price, discount
 * and net amount per line; one with a 2 % prompt-payment discount before the base.
 */

interface Supplier extends Party {
  brand?: string;
  money: MoneyStyle;
  dates: DateStyle;
  numberLabel: string;
  early: number;
  idLabel: string;
}

const SUPPLIERS: Supplier[] = [
  {
    brand: 'ONDUTUB',
    name: 'Ondulados y Tubos Metálicos del Norte, S.A.',
    nif: cif('A', '4810337'),
    street: 'Pol. Ind. Asua, pabellón 7',
    city: '48950 Erandio (Bizkaia)',
    phone: '944 530 812',
    email: 'pedidos@ondutub.es',
    money: 'dot€',
    dates: 'es',
    numberLabel: 'FACTURA Nº',
    early: 0,
    idLabel: 'C.I.F.',
  },
  {
    brand: 'ARCOVIAL',
    name: 'Arcos y Marcos Viales, S.L.',
    nif: cif('B', '1993062'),
    street: 'Ctra. de Guadalajara, km 2',
    city: '19003 Guadalajara',
    phone: '949 211 540',
    money: 'dot',
    dates: 'd/m/Y',
    numberLabel: 'Factura número',
    early: 2,
    idLabel: 'NIF',
  },
  {
    name: 'Fernando Iglesias Rebollo',
    nif: dni('09384471'),
    street: 'C/ Ferial, 12',
    city: '34200 Venta de Baños (Palencia)',
    phone: '620 334 871',
    money: 'dotEUR',
    dates: 'd-m-Y',
    numberLabel: 'Fra. nº',
    early: 0,
    idLabel: 'D.N.I.',
  },
];

const LINES: Line[][] = [
  [
    { description: 'Tubo de chapa ondulada galvanizada Ø 1.800 mm, e = 3 mm', quantity: '42', unit: 'm', price: 38_650n, discount: 12 },
    { description: 'Tubo de chapa ondulada galvanizada Ø 1.200 mm, e = 2,5 mm', quantity: '28', unit: 'm', price: 21_480n, discount: 12 },
    { description: 'Embocadura biselada Ø 1.800 mm', quantity: '2', unit: 'ud', price: 86_000n, discount: 5 },
    { description: 'Tornillería galvanizada M20, caja de 100', quantity: '14', unit: 'caja', price: 9_450n, discount: 0 },
  ],
  [
    { description: 'Bóveda de chapa ondulada luz 6,20 m, flecha 3,10 m', quantity: '24', unit: 'm', price: 164_500n, discount: 8 },
    { description: 'Montaje de bóveda con grúa y equipo especializado', quantity: '24', unit: 'm', price: 28_000n, discount: 0 },
    { description: 'Transporte especial a obra', quantity: '3', unit: 'ud', price: 118_000n, discount: 0 },
  ],
  [
    { description: 'Montaje de marco de chapa ondulada 3,00 x 2,00 m', quantity: '18', unit: 'm', price: 9_600n, discount: 0 },
    { description: 'Sellado de juntas con mástico bituminoso', quantity: '36', unit: 'm', price: 1_250n, discount: 0 },
    { description: 'Alquiler de camión grúa con operador', quantity: '11.5', unit: 'h', price: 7_400n, discount: 10 },
  ],
];

export async function culvertInvoices(): Promise<CorpusDocument[]> {
  const layout = 'corrugated-culverts';
  const buyers = [BUYERS.norte, BUYERS.levante, BUYERS.duero];
  const issues = ['2026-06-12', '2026-02-03', '2026-09-21'];
  const numbers = ['1260-0458', 'A/2026/077', '26/031'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const issue = issues[i];
    const due = addDays(issue, [60, 30, 30][i]);
    const f = figures(LINES[i], { rate: 21, early: s.early });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Times', 10);
    // The letterhead, right-aligned.
    let y = 40;
    if (s.brand) {
      w.right(s.brand, 555, y, { size: 26, bold: true });
      y += 30;
      w.right(s.name, 555, y, { size: 10, italic: true });
    } else w.right(s.name, 555, y, { size: 15, bold: true });
    y += s.brand ? 14 : 20;
    w.right(`${s.street} · ${s.city}`, 555, y, { size: 9 });
    w.right(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 555, (y += 11), { size: 9 });
    w.right(`${s.idLabel} ${spellNif(s.nif, i === 0 ? 'dash' : 'plain')}`, 555, (y += 11), { size: 9 });
    sheet.line(300, y + 16, 555, y + 16, { width: 0.8 });
    // The customer and the document's data, as a letter.
    y = 150;
    w.text('Sres.:', 40, y, { italic: true });
    w.text(buyer.name, 40, (y += 13), { bold: true });
    w.text(buyer.street, 40, (y += 12));
    w.text(buyer.city, 40, (y += 12));
    w.text(`CIF ${buyer.nif}`, 40, (y += 12));
    w.text(`${s.numberLabel} ${numbers[i]}`, 340, 150, { bold: true, size: 11 });
    w.text(`Fecha: ${date(issue, s.dates)}`, 340, 166);
    w.text(`Vencimiento: ${date(due, s.dates)}`, 340, 179);
    w.text('Obra: paso inferior de fauna y drenaje transversal', 340, 192, { size: 9 });
    // The lines.
    y = 240;
    const cx = { desc: 40, qty: 330, unit: 336, price: 420, disc: 455, amount: 555 };
    sheet.line(40, y - 4, 555, y - 4, { width: 1 });
    w.text('Concepto', cx.desc, y, { bold: true, size: 9 });
    w.right('Cant.', cx.qty, y, { bold: true, size: 9 });
    w.text('Ud', cx.unit, y, { bold: true, size: 9 });
    w.right('Precio', cx.price, y, { bold: true, size: 9 });
    w.right('Dto.', cx.disc, y, { bold: true, size: 9 });
    w.right('Importe', cx.amount, y, { bold: true, size: 9 });
    sheet.line(40, y + 13, 555, y + 13, { width: 0.5 });
    y += 20;
    for (const l of f.lines) {
      w.text(l.description, cx.desc, y, { size: 9 });
      w.right(qty(l.quantity, l.quantity.includes('.') ? 1 : 0), cx.qty, y, { size: 9 });
      w.text(l.unit, cx.unit, y, { size: 9 });
      w.right(money(l.price, 'dot'), cx.price, y, { size: 9 });
      w.right(l.discount ? `${l.discount} %` : '', cx.disc, y, { size: 9 });
      w.right(money(l.amount, 'dot'), cx.amount, y, { size: 9 });
      y += 15;
    }
    sheet.line(40, y, 555, y, { width: 0.5 });
    y += 16;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 350, y, { bold });
      w.right(v, 555, y, { bold });
      y += 14;
    };
    if (s.early) {
      row('Importe bruto', m(f.sum));
      row(`Dto. pronto pago ${s.early} %`, m(-f.early));
    }
    row('Base imponible', m(f.base));
    row('I.V.A. 21 %', m(f.vat));
    sheet.line(350, y - 2, 555, y - 2, { width: 0.8 });
    y += 2;
    row('Total factura', m(f.total), true);
    w.text('Forma de pago: transferencia bancaria al vencimiento indicado.', 40, 770, { size: 8.5, italic: true });
    if (i === 0) w.text('Ondulados y Tubos Metálicos del Norte, S.A. · Reg. Merc. de Bizkaia, tomo 4410, folio 51, hoja BI-38201', 40, 800, { size: 7 });
    out.push(invoiceDoc(`blind16-culvert-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
