import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Mobile crushing and screening of demolition rubble on site, by the tonne weighed on the plant's
 * belt scale (three decimals): supplier and customer down the left, the document's data as label
 * and value down the right, a comment row with the weighing period among the lines.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  idLabel: string;
  family: 'Helvetica' | 'Times';
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Reciclados y Áridos Móviles Tajo, S.L.',
    nif: cif('B', '4572913'),
    street: 'Camino de la Fuente del Moro, s/n',
    city: '45600 Talavera de la Reina (Toledo)',
    phone: '925 818 330',
    email: 'info@aridosmovilestajo.es',
    money: 'dot€',
    dates: 'Y-m-d',
    idLabel: 'CIF:',
    family: 'Helvetica',
  },
  {
    name: 'Trituraciones Garrido e Hijos, S.L.',
    nif: cif('B', '0626471'),
    street: 'Ctra. EX-100, km 4',
    city: '06006 Badajoz',
    phone: '924 270 619',
    money: 'dot',
    dates: 'd/m/Y',
    idLabel: 'N.I.F.:',
    family: 'Times',
  },
  {
    name: 'Cribados y Machaqueos del Cinca, S. Coop.',
    nif: cif('F', '2274108'),
    street: 'Partida Las Almunias, 9',
    city: '22400 Monzón (Huesca)',
    phone: '974 401 288',
    email: 'cinca@cribados.coop',
    money: '€dot',
    dates: 'd-mon-Y',
    idLabel: 'CIF',
    family: 'Helvetica',
  },
];

const LINES: Line[][] = [
  [
    { description: 'Machaqueo de RCD de hormigón con planta móvil, 0/40', quantity: '4812.36', unit: 't', price: 385n },
    { description: 'Cribado de tierras mixtas, producto 0/20', quantity: '2290.145', unit: 't', price: 215n },
    { description: 'Separación magnética de ferralla', quantity: '4812.36', unit: 't', price: 35n },
    { description: 'Transporte, montaje y desmontaje de la planta', quantity: '1', unit: 'ud', price: 280_000n },
  ],
  [
    { description: 'Trituración de escollera sobrante a zahorra 0/32', quantity: '9650.72', unit: 't', price: 410n },
    { description: 'Cribado y acopio en dos fracciones', quantity: '9650.72', unit: 't', price: 95n },
    { description: 'Pala cargadora de alimentación con operador', quantity: '62', unit: 'h', price: 5_800n },
  ],
  [
    { description: 'Machaqueo de RCD mixto con trituradora de impactos', quantity: '3104.48', unit: 't', price: 465n },
    { description: 'Triaje manual de impropios', quantity: '40', unit: 'h', price: 2_600n },
    { description: 'Transporte de la planta móvil en góndola', quantity: '2', unit: 'viaje', price: 72_500n },
    { description: 'Riego antipolvo con cuba', quantity: '12', unit: 'día', price: 14_000n },
  ],
];

export async function crushingInvoices(): Promise<CorpusDocument[]> {
  const layout = 'mobile-crushing';
  const buyers = [BUYERS.duero, BUYERS.levante, BUYERS.norte];
  const issues = ['2026-06-30', '2026-09-30', '2026-03-31'];
  const numbers = ['RT/2026/0219', '112', '26-0047'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const issue = issues[i];
    const due = addDays(issue, 30);
    const f = figures(LINES[i], { rate: 21 });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, s.family, s.family === 'Times' ? 9.5 : 8.5);
    // Left column: the supplier, then the customer.
    let y = 40;
    w.text(s.name, 40, y, { size: 12, bold: true });
    w.text(s.street, 40, (y += 17));
    w.text(s.city, 40, (y += 11));
    w.text(`Tel. ${s.phone}`, 40, (y += 11));
    if (s.email) w.text(s.email, 40, (y += 11));
    w.text(`${s.idLabel} ${spellNif(s.nif, 'plain')}`, 40, (y += 11), { bold: true });
    y += 26;
    w.text('Facturar a:', 40, y, { italic: true });
    w.text(buyer.name, 40, (y += 12), { bold: true });
    w.text(buyer.street, 40, (y += 11));
    w.text(buyer.city, 40, (y += 11));
    w.text(`CIF ${buyer.nif}`, 40, (y += 11));
    // Right column: the title and the document's data.
    w.text('FACTURA', 380, 40, { size: 20, bold: true });
    const data: [string, string][] = [
      ['Número:', numbers[i]],
      ['Fecha:', date(issue, s.dates)],
      ['Vencimiento:', date(due, s.dates)],
      ['Obra:', ['Demolición antiguo matadero', 'Autovía A-43, enlace 4', 'Nave logística Barbastro'][i]],
      ['Pedido:', ['PED-26-118', '4500012871', 'verbal'][i]],
    ];
    data.forEach(([k, v], r) => {
      w.text(k, 380, 72 + r * 13, { bold: true });
      w.text(v, 440, 72 + r * 13);
    });
    // The lines.
    y = Math.max(y, 140) + 30;
    sheet.line(40, y - 4, 555, y - 4, { width: 1.2 });
    w.text('Concepto', 40, y, { bold: true });
    w.right('Cantidad', 370, y, { bold: true });
    w.text('Ud.', 378, y, { bold: true });
    w.right('€/ud', 460, y, { bold: true });
    w.right('Importe', 555, y, { bold: true });
    sheet.line(40, y + 12, 555, y + 12, { width: 0.5 });
    y += 19;
    w.text(`Pesaje en báscula de cinta, periodo ${date(`${issue.slice(0, 8)}01`, 'd/m/Y')} a ${date(issue, 'd/m/Y')}:`, 40, y, { italic: true });
    y += 14;
    for (const l of f.lines) {
      w.text(l.description, 40, y);
      w.right(qty(l.quantity, l.unit === 't' ? 3 : 0), 370, y);
      w.text(l.unit, 378, y);
      w.right(money(l.price, 'dot'), 460, y);
      w.right(money(l.amount, 'dot'), 555, y);
      y += 14;
    }
    sheet.line(40, y, 555, y, { width: 0.5 });
    y += 16;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 370, y, { bold });
      w.right(v, 555, y, { bold });
      y += 14;
    };
    row('Base imponible', m(f.base));
    row('IVA (21 %)', m(f.vat));
    row('Total a pagar', m(f.total), true);
    w.text('Residuos de construcción y demolición valorizados in situ; certificado de valorización a disposición del cliente.', 40, 770, { size: 7 });
    out.push(invoiceDoc(`blind16-crushing-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
