import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Traffic-signal installers and maintainers printed by an ERP: a coloured label band with the
 * document's data under it (`Nº FACTURA`, `FECHA`, `VENCIMIENTO`, `CÓD. CLIENTE`, `FORMA DE PAGO`),
 * codes, and the base, VAT and total as a second band.
 */

interface Supplier extends Party {
  color: string;
  money: MoneyStyle;
  dates: DateStyle;
  payment: string;
}

const SUPPLIERS: Supplier[] = [
  {
    color: '#c0392b',
    name: 'Semáforos y Control de Tráfico Levante, S.L.',
    nif: cif('B', '0373318'),
    street: 'C/ Alcalde Lorenzo Carbonell, 31',
    city: '03008 Alicante',
    phone: '965 113 406',
    email: 'mantenimiento@semaforoslevante.es',
    money: '€dot',
    dates: 'd/m/Y',
    payment: 'Transf. 60 días',
  },
  {
    color: '#1f6f43',
    name: 'Señalización Luminosa Mesetaria, S.A.',
    nif: cif('A', '4512076'),
    street: 'Pol. Ind. Santa María de Benquerencia, C/ Río Jarama 60',
    city: '45007 Toledo',
    phone: '925 240 177',
    email: 'clientes@slmesetaria.com',
    money: 'dot€',
    dates: 'Y-m-d',
    payment: 'Confirming 90 d',
  },
  {
    color: '#e67e22',
    name: 'Instalaciones Semafóricas del Sureste, S.L.U.',
    nif: cif('B', '3088215'),
    street: 'Avda. de Europa, 12, bajo',
    city: '30007 Murcia',
    phone: '968 271 559',
    money: 'dot',
    dates: 'd.m.y',
    payment: 'Recibo 30 días',
  },
];

const LINES: Line[][] = [
  [
    { code: 'MNT-01', description: 'Mantenimiento preventivo mensual, 14 cruces', quantity: '1', unit: 'mes', price: 286_000n },
    { code: 'REP-12', description: 'Módulo LED Ø 200 mm rojo, sustitución', quantity: '9', unit: 'ud', price: 7_450n },
    { code: 'REP-15', description: 'Pulsador peatonal con avisador acústico', quantity: '4', unit: 'ud', price: 21_300n },
    { code: 'MO-02', description: 'Oficial electricista, avisos fuera de horario', quantity: '7.5', unit: 'h', price: 4_850n },
  ],
  [
    { code: '40.210', description: 'Regulador de tráfico de 16 grupos, instalado', quantity: '2', unit: 'ud', price: 842_000n },
    { code: '40.355', description: 'Báculo semafórico de 5 m con brazo', quantity: '6', unit: 'ud', price: 61_500n },
    { code: '40.402', description: 'Cable manguera 4x1,5 mm² en canalización', quantity: '820', unit: 'm', price: 315n },
    { code: '40.511', description: 'Espira magnética cortada en pavimento', quantity: '12', unit: 'ud', price: 26_800n },
    { code: '40.600', description: 'Puesta en servicio y programación de fases', quantity: '2', unit: 'ud', price: 48_000n },
  ],
  [
    { code: 'S0101', description: 'Semáforo vehículos 3x200 LED', quantity: '8', unit: 'ud', price: 52_800n },
    { code: 'S0140', description: 'Semáforo peatonal 2x200 LED con contador', quantity: '8', unit: 'ud', price: 46_250n },
    { code: 'S0221', description: 'Columna de 2,40 m galvanizada', quantity: '16', unit: 'ud', price: 12_900n },
    { code: 'S0900', description: 'Arqueta de registro 40x40 y canalización', quantity: '14', unit: 'ud', price: 18_350n },
  ],
];

export async function trafficSignalInvoices(): Promise<CorpusDocument[]> {
  const layout = 'traffic-signals';
  const buyers = [BUYERS.levante, BUYERS.duero, BUYERS.levante];
  const issues = ['2026-01-31', '2026-06-19', '2026-11-06'];
  const numbers = ['FV-2026-00142', '260517', 'A26/0923'];
  const clientCodes = ['000418', 'CL-7721', '2044'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const issue = issues[i];
    const due = addDays(issue, [60, 90, 30][i]);
    const f = figures(LINES[i], { rate: 21 });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    // A traffic light as the logo.
    sheet.rect(40, 38, 18, 46, { fill: '#222222', radius: 4 });
    sheet.circle(49, 48, 5, '#e74c3c');
    sheet.circle(49, 61, 5, '#f1c40f');
    sheet.circle(49, 74, 5, '#2ecc71');
    w.text(s.name, 68, 40, { size: 12, bold: true });
    w.text(`${s.street} · ${s.city}`, 68, 57);
    w.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 68, 68);
    w.text(`CIF ${spellNif(s.nif, 'dash')}`, 68, 79);
    w.right('FACTURA', 555, 40, { size: 16, bold: true, });
    // The customer.
    sheet.rect(330, 100, 225, 58, { stroke: '#999999' });
    w.text(buyer.name, 336, 106, { bold: true });
    w.text(buyer.street, 336, 118);
    w.text(buyer.city, 336, 130);
    w.text(`CIF: ${spellNif(buyer.nif, 'dash')}`, 336, 142);
    // The label band and its values.
    const xs = [40, 140, 220, 300, 390, 555];
    const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'];
    const vals = [numbers[i], date(issue, s.dates), date(due, s.dates), clientCodes[i], s.payment];
    sheet.rect(40, 172, 515, 14, { fill: s.color });
    w.ink('#ffffff');
    heads.forEach((h, k) => w.text(h, xs[k] + 4, 175.5, { size: 7, bold: true }));
    w.ink('#000000');
    vals.forEach((v, k) => w.text(v, xs[k] + 4, 191));
    sheet.line(40, 204, 555, 204, { color: s.color });
    // The lines.
    let y = 222;
    sheet.rect(40, y - 4, 515, 14, { fill: '#eeeeee' });
    w.text('CÓDIGO', 44, y, { size: 7.5, bold: true });
    w.text('DESCRIPCIÓN', 100, y, { size: 7.5, bold: true });
    w.right('CANT.', 380, y, { size: 7.5, bold: true });
    w.text('UD', 388, y, { size: 7.5, bold: true });
    w.right('PRECIO', 470, y, { size: 7.5, bold: true });
    w.right('IMPORTE', 551, y, { size: 7.5, bold: true });
    y += 17;
    for (const l of f.lines) {
      w.text(l.code ?? '', 44, y);
      w.text(l.description, 100, y);
      w.right(qty(l.quantity, l.quantity.includes('.') ? 2 : 0), 380, y);
      w.text(l.unit, 388, y);
      w.right(money(l.price, 'dot'), 470, y);
      w.right(money(l.amount, 'dot'), 551, y);
      y += 14;
    }
    // The totals as a second band at the foot.
    const ty = 700;
    const txs = [300, 385, 470, 555];
    sheet.rect(300, ty, 255, 14, { fill: s.color });
    w.ink('#ffffff');
    ['BASE IMPONIBLE', 'IVA 21 %', 'TOTAL'].forEach((h, k) => w.right(h, txs[k + 1] - 4, ty + 3.5, { size: 7, bold: true }));
    w.ink('#000000');
    [m(f.base), m(f.vat), m(f.total)].forEach((v, k) => w.right(v, txs[k + 1] - 4, ty + 20, { bold: k === 2 }));
    sheet.rect(300, ty + 14, 255, 20, { stroke: s.color });
    w.text(`Vencimiento: ${date(due, s.dates)}`, 40, ty + 4, { size: 8 });
    w.text('Empresa instaladora de baja tensión inscrita en el registro autonómico.', 40, 800, { size: 6.5 });
    out.push(invoiceDoc(`blind16-signals-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
