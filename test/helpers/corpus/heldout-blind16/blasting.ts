import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Drilling and blasting contractors: a centred letterhead in capitals, the number, date, due
 * date, customer code and site in a header grid with the labels in the cells above, the totals in
 * a row of boxed cells; one company's CIF only in the registry footer.
 */

interface Supplier extends Party {
  caps: string;
  money: MoneyStyle;
  dates: DateStyle;
  nifInHeader: boolean;
  tagline: string;
}

const SUPPLIERS: Supplier[] = [
  {
    caps: 'VOLADURAS Y PERFORACIONES DEL BIERZO, S.L.',
    name: 'Voladuras y Perforaciones del Bierzo, S.L.',
    nif: cif('B', '2447190'),
    street: 'Avda. de la Minería, 88',
    city: '24400 Ponferrada (León)',
    phone: '987 410 337',
    tagline: 'Voladuras a cielo abierto · Perforación · Precorte',
    money: 'dot€',
    dates: 'd-mon-Y',
    nifInHeader: true,
  },
  {
    caps: 'BARRENOS CANTÁBRICOS, S.A.',
    name: 'Barrenos Cantábricos, S.A.',
    nif: cif('A', '3305168'),
    street: 'Barrio La Venta, s/n',
    city: '39770 Laredo (Cantabria)',
    phone: '942 607 450',
    tagline: 'Empresa consumidora de explosivos autorizada',
    registry: 'Barrenos Cantábricos, S.A. · R.M. de Cantabria, tomo 640, folio 12, hoja S-9921 · CIF',
    money: 'dotEUR',
    dates: 'd.m.y',
    nifInHeader: false,
  },
  {
    caps: 'EXPLOTACIONES Y VOLADURAS SIERRA SUR, S.L.L.',
    name: 'Explotaciones y Voladuras Sierra Sur, S.L.L.',
    nif: cif('B', '2381904'),
    street: 'Paraje Los Llanos, nave 4',
    city: '23680 Alcalá la Real (Jaén)',
    phone: '953 584 021',
    tagline: 'Desmontes en roca · Voladuras controladas',
    money: '€dot',
    dates: 'd/m/Y',
    nifInHeader: true,
  },
];

const LINES: Line[][] = [
  [
    { description: 'Perforación de barrenos Ø 89 mm en banco', quantity: '2845.5', unit: 'm', price: 1_120n },
    { description: 'Emulsión encartuchada 65x520 mm', quantity: '3150', unit: 'kg', price: 395n },
    { description: 'ANFO a granel', quantity: '4200', unit: 'kg', price: 118n },
    { description: 'Detonador electrónico programable', quantity: '312', unit: 'ud', price: 2_480n },
    { description: 'Registro sismográfico de voladura', quantity: '6', unit: 'ud', price: 16_500n },
  ],
  [
    { description: 'Voladura de destroza en desmonte, roca caliza', quantity: '18460', unit: 'm³', price: 265n },
    { description: 'Precorte de talud, perforación Ø 76 mm', quantity: '1240', unit: 'm', price: 1_390n },
    { description: 'Cordón detonante 12 g/m', quantity: '2600', unit: 'm', price: 62n },
    { description: 'Vigilancia y señalización de voladuras', quantity: '14', unit: 'día', price: 21_000n },
  ],
  [
    { description: 'Perforación con carro hidráulico Ø 102 mm', quantity: '3610', unit: 'm', price: 1_040n },
    { description: 'Explosivo gelatinoso tipo goma 2', quantity: '860', unit: 'kg', price: 612n },
    { description: 'Emulsión a granel cargada con camión bomba', quantity: '9800', unit: 'kg', price: 141n },
    { description: 'Detonador no eléctrico de 500 ms', quantity: '540', unit: 'ud', price: 395n },
    { description: 'Taqueo de bolos con martillo', quantity: '36', unit: 'h', price: 7_800n },
    { description: 'Transporte de explosivos con vehículo ADR', quantity: '9', unit: 'viaje', price: 14_500n },
  ],
];

export async function blastingInvoices(): Promise<CorpusDocument[]> {
  const layout = 'blasting';
  const buyers = [BUYERS.norte, BUYERS.norte, BUYERS.duero];
  const issues = ['2026-03-18', '2026-04-06', '2026-05-22'];
  const numbers = ['2026/0187', 'V-0642', 'FV 26-0119'];
  const codes = ['430.0117', 'C-2208', '00612'];
  const sites = ['Autovía A-76, tramo Villamartín', 'Variante de Laredo, desmonte 3', 'Autovía A-81, tramo Torredonjimeno'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const f = figures(LINES[i], { rate: 21 });
    const issue = issues[i];
    const due = addDays(issue, [30, 45, 60][i]);
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    w.center(s.caps, 297.6, 40, { size: 14, bold: true });
    w.center(s.tagline, 297.6, 60, { size: 8, italic: true });
    w.center(`${s.street} · ${s.city} · Tel. ${s.phone}`, 297.6, 73, { size: 8 });
    if (s.nifInHeader) w.center(`C.I.F. ${spellNif(s.nif, 'dash')}`, 297.6, 85, { size: 8, bold: true });
    sheet.line(40, 100, 555, 100, { width: 1.5 });
    w.text('FACTURA', 40, 112, { size: 16, bold: true });
    // The customer, boxed on the right.
    sheet.rect(330, 110, 225, 62);
    w.text(buyer.name, 338, 116, { bold: true });
    w.text(buyer.street, 338, 129);
    w.text(buyer.city, 338, 142);
    w.text(`C.I.F.: ${spellNif(buyer.nif, 'dash')}`, 338, 155);
    // The header grid, labels above.
    const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'OBRA'];
    const values = [numbers[i], date(issue, s.dates), date(due, s.dates), codes[i], sites[i]];
    const xs = [40, 118, 186, 254, 322, 555];
    heads.forEach((h, k) => {
      sheet.rect(xs[k], 186, xs[k + 1] - xs[k], 14, { fill: '#d9d9d9', stroke: '#000000' });
      sheet.rect(xs[k], 200, xs[k + 1] - xs[k], 16);
      w.text(h, xs[k] + 4, 189.5, { size: 7, bold: true });
      w.text(values[k], xs[k] + 4, 204.5, { size: 8 });
    });
    // The lines in a ruled grid.
    let y = 232;
    const cx = { desc: 40, qty: 360, unit: 410, price: 480, amount: 555 };
    sheet.rect(40, y, 515, 15, { fill: '#d9d9d9', stroke: '#000000' });
    w.text('DESCRIPCIÓN', cx.desc + 4, y + 4, { size: 7, bold: true });
    w.right('CANTIDAD', cx.qty + 36, y + 4, { size: 7, bold: true });
    w.text('UD', cx.unit + 8, y + 4, { size: 7, bold: true });
    w.right('PRECIO', cx.price + 20, y + 4, { size: 7, bold: true });
    w.right('IMPORTE', cx.amount - 4, y + 4, { size: 7, bold: true });
    y += 15;
    const top = y;
    for (const l of f.lines) {
      w.text(l.description, cx.desc + 4, y + 4);
      w.right(qty(l.quantity, l.quantity.includes('.') ? 1 : 0), cx.qty + 36, y + 4);
      w.text(l.unit, cx.unit + 8, y + 4);
      w.right(money(l.price, 'dot'), cx.price + 20, y + 4);
      w.right(money(l.amount, 'dot'), cx.amount - 4, y + 4);
      y += 17;
    }
    y = Math.max(y, top + 17 * 12);
    sheet.rect(40, top, 515, y - top);
    for (const x of [cx.qty - 40, cx.unit + 2, cx.price - 40, cx.price + 26]) sheet.line(x, top - 15, x, y);
    // The totals, boxed in a row with the labels above.
    y += 20;
    const tx = [310, 392, 474, 555];
    const tHeads = ['BASE IMPONIBLE', 'IVA 21 %', 'TOTAL FACTURA'];
    const tVals = [m(f.base), m(f.vat), m(f.total)];
    tHeads.forEach((h, k) => {
      sheet.rect(tx[k], y, tx[k + 1] - tx[k], 13, { fill: '#d9d9d9', stroke: '#000000' });
      sheet.rect(tx[k], y + 13, tx[k + 1] - tx[k], 18);
      w.center(h, (tx[k] + tx[k + 1]) / 2, y + 3, { size: 7, bold: true });
      w.right(tVals[k], tx[k + 1] - 4, y + 18, { size: 8.5, bold: k === 2 });
    });
    w.text('Forma de pago: transferencia bancaria', 40, y + 4, { size: 8 });
    w.text(`Vencimiento: ${date(due, s.dates)}`, 40, y + 16, { size: 8 });
    if (s.registry) w.center(`${s.registry} ${spellNif(s.nif, 'dash')}`, 297.6, 805, { size: 6.5 });
    else w.center('Inscrita en el Registro de Empresas Consumidoras de Explosivos de la Delegación del Gobierno', 297.6, 805, { size: 6.5 });
    out.push(invoiceDoc(`blind16-blasting-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
