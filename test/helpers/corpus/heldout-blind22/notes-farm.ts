import { percentOf, type Line } from './figures.js';
import { customerBlock, type NoteDoc, type NoteLayout, type Look, type Rng } from './docs.js';
import { amount, date, money, PAGE_W, qty, type Col, type Sheet } from './kit.js';
import { CUSTOMERS, DRIP, NETTING } from './parties.js';
import { shownQty } from './notes-port.js';

/**
 * Valued delivery-note layouts of the twenty-second blind set, farm side
 * (docs/document-extraction.md#measuring-it): drip-irrigation supplies in Times under a centred
 * letterhead (one note over two pages) and greenhouse netting under a coloured label band.
 */

const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);

// ---- drip-irrigation supplies ------------------------------------------------------------------

const DRIP_LOOKS: Look[] = [
  { family: 'Times', money: 'es€', date: 'dmy/', accent: '#000000' },
  { family: 'Times', money: 'es', date: 'dmy-', accent: '#000000' },
  { family: 'Times', money: 'es€', date: 'long-es', accent: '#000000' },
];

const DRIP_ITEMS: Array<[string, string, string, number, number, number, number]> = [
  ['GI16-33', 'Tubería gotero integrado 16 mm 2 l/h c/33 cm', 'rollo', 2, 20, 58, 84],
  ['GI20-50', 'Tubería gotero integrado 20 mm 4 l/h c/50 cm', 'rollo', 2, 12, 72, 98],
  ['PE32-6', 'Tubería PE 32 mm 6 atm', 'm', 100, 600, 0.62, 0.95],
  ['PE40-6', 'Tubería PE 40 mm 6 atm', 'm', 100, 400, 0.88, 1.3],
  ['PE50-10', 'Tubería PE 50 mm 10 atm', 'm', 50, 300, 1.6, 2.3],
  ['PE63-10', 'Tubería PE 63 mm 10 atm', 'm', 50, 200, 2.4, 3.4],
  ['FA2-120', 'Filtro de anillas 2" 120 mesh', 'ud', 1, 4, 68, 110],
  ['FM3-ARN', 'Filtro de malla 3" autolimpiante', 'ud', 1, 2, 380, 520],
  ['EV2-24', 'Electroválvula 2" 24 V AC', 'ud', 2, 12, 46, 78],
  ['EV1-24', 'Electroválvula 1" 24 V AC', 'ud', 2, 16, 22, 36],
  ['PRG-12', 'Programador de riego 12 estaciones', 'ud', 1, 2, 210, 340],
  ['VB63', 'Válvula de bola PVC 63 mm', 'ud', 2, 12, 16, 26],
  ['VB50', 'Válvula de bola PVC 50 mm', 'ud', 2, 12, 11, 18],
  ['ER32', 'Enlace rápido PE 32 mm', 'ud', 10, 60, 1.9, 3.1],
  ['ER50', 'Enlace rápido PE 50 mm', 'ud', 4, 30, 4.2, 6.8],
  ['CT63-1', 'Collarín de toma 63 x 1"', 'ud', 4, 30, 2.6, 4.1],
  ['MA40', 'Microaspersor antiinsecto 40 l/h', 'ud', 50, 400, 0.38, 0.62],
  ['PQ-GOT', 'Piqueta soporte gotero', 'ud', 200, 1500, 0.05, 0.09],
  ['MAN10', 'Manómetro de glicerina 0-10 bar', 'ud', 1, 6, 9, 15],
  ['VEN1', 'Inyector venturi 1"', 'ud', 1, 3, 38, 62],
  ['DEP1000', 'Depósito de abonado 1.000 l', 'ud', 1, 3, 190, 280],
  ['TAP16', 'Tapón final gotero 16 mm', 'ud', 100, 800, 0.06, 0.11],
  ['INI16', 'Inicial con junta para gotero 16 mm', 'ud', 100, 800, 0.12, 0.19],
  ['MAN-GOT', 'Manguito unión gotero 16 mm', 'ud', 50, 300, 0.09, 0.16],
  ['PUR32', 'Purgador de aire 1"', 'ud', 2, 10, 12, 19],
  ['REG2', 'Regulador de presión 2" 1,5 bar', 'ud', 1, 4, 54, 86],
  ['CAU2', 'Contador Woltman 2"', 'ud', 1, 2, 165, 240],
  ['CIN-TEF', 'Cinta de teflón 12 mm', 'ud', 10, 40, 0.35, 0.6],
  ['CODO32', 'Codo PE 32 mm', 'ud', 10, 60, 1.4, 2.3],
  ['TE50', 'Te PE 50 mm', 'ud', 4, 20, 5.1, 7.9],
];

function dripLine(r: Rng, [code, description, unit, qMin, qMax, pMin, pMax]: (typeof DRIP_ITEMS)[number]): Line {
  return { code, description, unit, qty: r.int(qMin, qMax), price: r.cents(pMin, pMax, 1) };
}

export const dripIrrigation: NoteLayout = {
  name: 'drip-irrigation',
  make(v, rng) {
    const count = v === 0 ? 28 : rng.int(5, 8);
    return {
      v,
      look: DRIP_LOOKS[v] as Look,
      supplier: DRIP[v]!,
      customer: CUSTOMERS.agri,
      number: [`${rng.int(26000, 26900)}`, `A-${rng.int(1000, 4000)}`, `RA/26/${String(rng.int(1, 800)).padStart(4, '0')}`][v] as string,
      delivery: rng.day(2, 11),
      lines: rng.sample(DRIP_ITEMS, count).map((item) => dripLine(rng, item)),
      order: `${rng.int(100, 900)}-INV`,
    };
  },
  draw(s, d, amounts) {
    const p = d.supplier;
    const L = d.look;
    const cx = PAGE_W / 2;
    const numberLabel = ['Nº Doc.:', 'Albarán nº:', 'Documento nº:'][d.v] as string;
    const cols: Col[] = [
      { head: 'Código', w: 60 },
      { head: 'Descripción', w: 215 },
      { head: 'Cantidad', w: 55, align: 'r' },
      { head: 'Ud.', w: 35, align: 'c' },
      { head: 'Precio', w: 60, align: 'r' },
      { head: 'Importe', w: 90, align: 'r' },
    ];
    const head = (page: number, pages: number) => {
      s.center(p.name.toLocaleUpperCase('es'), cx, 34, { size: 14, bold: true });
      s.center(`${p.street} · ${p.city}`, cx, 52, { size: 9 });
      s.center(`C.I.F. ${p.nif} · Teléfono ${p.phone}`, cx, 63, { size: 9 });
      s.line(40, 78, 555, 78, { width: 0.8 });
      s.text('ALBARÁN', 40, 90, { size: 14, bold: true });
      s.text(`${numberLabel} ${d.number}`, 40, 110, { size: 10, bold: true });
      s.text(`Fecha: ${date(d.delivery, L.date)}`, 40, 124, { size: 10 });
      s.text(`Su pedido: ${d.order}`, 40, 138, { size: 10 });
      if (pages > 1) s.right(`Hoja ${page} de ${pages}`, 555, 90, { size: 9 });
      customerBlock(s, d.customer, 330, 108, { head: 'Cliente:', size: 9.5 });
    };
    const rowsOf = (from: number, to: number) =>
      d.lines.slice(from, to).map((l, k) => {
        const i = from + k;
        return [l.code as string, l.description, qty(shownQty(d, i), 0, true), l.unit, amount(l.price, L.money), amount(amounts[i] as number, L.money)];
      });
    const style = { size: 9, ruleUnderHead: true, headBold: true, rowH: 14 };
    const twoPages = d.lines.length > 20;
    const cut = twoPages ? 20 : d.lines.length;
    head(1, twoPages ? 2 : 1);
    let y = s.table(40, 190, cols, rowsOf(0, cut), style);
    if (twoPages) {
      const carried = sum(amounts.slice(0, cut));
      s.line(40, y + 2, 555, y + 2, { width: 0.4 });
      s.text('Suma y sigue', 360, y + 10, { size: 10, bold: true });
      s.right(money(carried, L.money), 555, y + 10, { size: 10, bold: true });
      s.newPage();
      head(2, 2);
      s.text('Suma anterior', 360, 192, { size: 10, bold: true });
      s.right(money(carried, L.money), 555, 192, { size: 10, bold: true });
      y = s.table(40, 210, cols, rowsOf(cut, d.lines.length), style);
    }
    s.line(40, y + 2, 555, y + 2, { width: 0.4 });
    s.text('Importe total (IVA no incluido)', 330, y + 12, { size: 10, bold: true });
    s.right(money(sum(amounts), L.money), 555, y + 12, { size: 10, bold: true });
    s.text('Firma y sello del receptor:', 40, y + 50, { size: 9, italic: true });
  },
};

// ---- greenhouse shade and insect netting under a coloured label band ----------------------------

const NET_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#2b9348' },
  { family: 'Helvetica', money: 'esEUR', date: 'iso', accent: '#1e6091' },
  { family: 'Helvetica', money: 'es', date: 'dmy.', accent: '#ca6702' },
];

const NETS: Array<[string, string, number, number, number]> = [
  ['MAI-2010', 'Malla antiinsectos 20x10 hilos blanca', 3.0, 0.42, 0.66],
  ['MAI-1610', 'Malla antiinsectos 16x10 hilos cristal', 4.15, 0.36, 0.55],
  ['MSO-50V', 'Malla de sombreo 50 % verde', 4.0, 0.28, 0.45],
  ['MSO-70N', 'Malla de sombreo 70 % negra', 6.0, 0.34, 0.52],
  ['MCV-65', 'Malla cortavientos 65 %', 2.0, 0.52, 0.8],
  ['MTA-40', 'Malla térmica aluminizada 40 %', 4.3, 0.95, 1.45],
];

export const netting: NoteLayout = {
  name: 'netting-band',
  make(v, rng) {
    const lines: Line[] = rng.sample(NETS, rng.int(2, 4)).map(([code, name, width, pMin, pMax]) => {
      const rolls = rng.int(2, 12);
      const length = rng.pick([50, 100]);
      return { code, description: `${name}, ancho ${qty(width, 2)} m`, qty: Math.round(rolls * width * length * 100) / 100, unit: 'm²', price: rng.cents(pMin, pMax, 1), when: String(rolls) };
    });
    lines.push({ code: 'GRP-32', description: 'Grapa de sujeción para tubo 32 mm', qty: rng.int(100, 600), unit: 'ud', price: rng.cents(0.14, 0.25, 1), when: '' });
    if (rng.chance(0.6)) lines.push({ code: 'CPP-6', description: 'Cuerda de polipropileno 6 mm', qty: rng.int(200, 1200), unit: 'm', price: rng.cents(0.05, 0.09, 1), when: '' });
    return {
      v,
      look: NET_LOOKS[v] as Look,
      supplier: NETTING[v]!,
      customer: CUSTOMERS.agri,
      number: [`MS${rng.int(26100, 26900)}`, `${rng.int(2000, 5000)}/26`, `ALB-${rng.int(1000, 9000)}`][v] as string,
      delivery: rng.day(1, 12),
      lines,
      site: ['Invernadero El Cortijillo', 'Finca Los Llanos', 'Paraje La Redonda'][v],
    };
  },
  draw(s, d, amounts) {
    const p = d.supplier;
    const L = d.look;
    s.arch(40, 34, 38, L.accent);
    s.text(p.name, 88, 34, { size: 12, bold: true });
    s.text(`${p.street} · ${p.city}`, 88, 50, { size: 8.5 });
    s.text(`CIF: ${p.nif} · Tel. ${p.phone}`, 88, 61, { size: 8.5 });
    s.color(L.accent).right('ALBARÁN', 555, 36, { size: 18, bold: true });
    s.ink();
    const heads = ['Albarán nº', 'Fecha', 'Cliente', 'Obra / finca'];
    const ws = [90, 80, 205, 140];
    const values = [d.number, date(d.delivery, L.date), d.customer.name, d.site as string];
    let x = 40;
    s.box(40, 92, 515, 15, { fill: L.accent, stroke: 'none' });
    heads.forEach((h, i) => {
      s.color('#ffffff').cell(h, x, 96, ws[i] as number, 'l', { size: 7.5, bold: true });
      s.ink().cell(values[i] as string, x, 113, ws[i] as number, 'l', { size: 8.5 });
      x += ws[i] as number;
    });
    s.line(40, 127, 555, 127, { color: L.accent });
    s.text(`CIF cliente: ${d.customer.nif}`, 210, 133, { size: 8 });
    const cols: Col[] = [
      { head: 'Referencia', w: 65 },
      { head: 'Descripción', w: 210 },
      { head: 'Rollos', w: 40, align: 'r' },
      { head: 'Cantidad', w: 60, align: 'r' },
      { head: 'Ud.', w: 30, align: 'c' },
      { head: 'Precio', w: 45, align: 'r' },
      { head: 'Importe', w: 65, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.code as string, l.description, l.when ?? '', qty(shownQty(d, i), l.unit === 'm²' ? 2 : 0, true), l.unit, amount(l.price, L.money), amount(amounts[i] as number, L.money)]);
    const ty = s.table(40, 160, cols, rows, { size: 8, zebra: '#f3f3f3', ruleUnderHead: true });
    const net = sum(amounts);
    if (d.v === 1) totalsWithVat(s, net, L, ty + 14);
    else {
      s.box(355, ty + 12, 200, 22, { stroke: L.accent, width: 1.2 });
      s.text('Total albarán (sin IVA)', 361, ty + 19, { size: 9, bold: true });
      s.right(money(net, L.money), 551, ty + 19, { size: 9, bold: true });
    }
  },
};

function totalsWithVat(s: Sheet, net: number, L: Look, y: number): void {
  const vat = percentOf(net, 21);
  [['Subtotal', money(net, L.money)], ['IVA 21 %', money(vat, L.money)], ['Total', money(net + vat, L.money)]].forEach(([k, val], i) => {
    s.text(k as string, 380, y + i * 14, { size: 9, bold: i === 2 });
    s.right(val as string, 555, y + i * 14, { size: 9, bold: i === 2 });
  });
}
