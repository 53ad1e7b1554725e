import { percentOf, type Line } from './figures.js';
import { customerBlock, pick, type NoteDoc, type NoteLayout, type Look, type Rng } from './docs.js';
import { amount, date, money, PAGE_W, qty, type Col } from './kit.js';
import { ANODES, CUSTOMERS, DIVING, FIXINGS, TIMBER } from './parties.js';

/**
 * Valued delivery-note layouts of the twenty-second blind set, port side
 * (docs/document-extraction.md#measuring-it): marine-grade fixings, sacrificial anodes,
 * diving supplies and tropical hardwood for quays.
 */

/** A line's quantity as printed (a hard document may print another than it bills). */
export const shownQty = (d: NoteDoc, i: number) => d.printedQty?.get(i) ?? (d.lines[i] as Line).qty;
const sum = (a: number[]) => a.reduce((x, y) => x + y, 0);

// ---- marine-grade fixings: a header grid with the labels above ----------------------------------

const FIX_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#023e8a' },
  { family: 'Helvetica', money: 'es', date: 'dmy-', accent: '#bc4749' },
  { family: 'Times', money: 'es€', date: 'dmy/', accent: '#344e41' },
];

const FIX_ITEMS = [
  (r: Rng): Line => ({ code: 'T933A4M20', description: 'Tornillo hexagonal DIN 933 A4-80 M20x80', qty: r.int(50, 400), unit: 'ud', price: r.cents(1.9, 3.2, 1) }),
  (r: Rng): Line => ({ code: 'T985A4M20', description: 'Tuerca autoblocante DIN 985 A4 M20', qty: r.int(50, 400), unit: 'ud', price: r.cents(0.7, 1.3, 1) }),
  (r: Rng): Line => ({ code: 'A125A4M20', description: 'Arandela DIN 125 A4 M20', qty: r.int(100, 800), unit: 'ud', price: r.cents(0.18, 0.35, 1) }),
  (r: Rng): Line => ({ code: 'VRA4M24', description: 'Varilla roscada A4-70 M24 de 1 m', qty: r.int(10, 60), unit: 'ud', price: r.cents(14, 22) }),
  (r: Rng): Line => ({ code: 'QEP585', description: 'Anclaje químico epoxi para inmersión 585 ml', qty: r.int(6, 36), unit: 'ud', price: r.cents(26, 39) }),
  (r: Rng): Line => ({ code: 'GLI16', description: 'Grillete de lira inox 316 de 16 mm', qty: r.int(10, 60), unit: 'ud', price: r.cents(9, 16) }),
  (r: Rng): Line => ({ code: 'CAB719-8', description: 'Cable de acero inox 7x19 de 8 mm', qty: r.amount(50, 400, 1), unit: 'm', price: r.cents(3.2, 5.4, 1) }),
];

export const marineFixings: NoteLayout = {
  name: 'marine-fixings-grid',
  make(v, rng) {
    return {
      v,
      look: FIX_LOOKS[v] as Look,
      supplier: FIXINGS[v]!,
      customer: v === 1 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`AV-${rng.int(26000, 26900)}`, `${rng.int(1200, 4800)}`, `ALB26/${String(rng.int(1, 999)).padStart(5, '0')}`][v] as string,
      delivery: rng.day(1, 12),
      lines: pick(rng, FIX_ITEMS, 4, 6).map((f) => f(rng)),
      order: `P-${rng.int(3000, 3999)}`,
      code: String(rng.int(10000, 19999)),
      site: ['Muelle de trasatlánticos', 'Dique de abrigo', 'Dársena de Oza'][v],
    };
  },
  draw(s, d, amounts) {
    const p = d.supplier;
    const L = d.look;
    s.color(L.accent).text(p.name, 40, 36, { size: 13, bold: true });
    s.ink();
    s.text(`${p.street} · ${p.city}`, 40, 54, { size: 8.5 });
    s.text(`CIF ${p.nif} · Tel. ${p.phone}`, 40, 65, { size: 8.5 });
    s.right(d.v === 2 ? 'ALBARÁN VALORADO' : 'ALBARÁN', 555, 36, { size: 16, bold: true });
    s.grid(40, 88, [
      ['Albarán nº', d.number, 105],
      ['Fecha', date(d.delivery, L.date), 85],
      ['Su pedido', d.order as string, 80],
      ['Cód. cliente', d.code as string, 75],
      ['Obra', d.site as string, 170],
    ], { size: 8, fill: '#eeeeee' });
    customerBlock(s, d.customer, 40, 132, { head: 'Cliente', size: 9 });
    const cols: Col[] = [
      { head: 'Código', w: 65 },
      { head: 'Descripción', w: 220 },
      { head: 'Cantidad', w: 60, align: 'r' },
      { head: 'Ud.', w: 30, align: 'c' },
      { head: 'Precio', w: 60, align: 'r' },
      { head: 'Importe', w: 80, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.code as string, l.description, qty(shownQty(d, i), l.unit === 'm' ? 1 : 0), l.unit, amount(l.price, L.money), amount(amounts[i] as number, L.money)]);
    let y = s.table(40, 210, cols, rows, { size: 8.5, zebra: '#f2f2f2', headFill: L.accent, headColor: '#ffffff' });
    const net = sum(amounts);
    y += 14;
    if (d.v === 0) {
      const vatCents = percentOf(net, 21);
      [['Base imponible', money(net, L.money)], ['IVA 21 %', money(vatCents, L.money)], ['Total', money(net + vatCents, L.money)]].forEach(([k, val], i) => {
        s.text(k as string, 370, y + i * 14, { size: 9, bold: i === 2 });
        s.right(val as string, 555, y + i * 14, { size: 9, bold: i === 2 });
      });
    } else {
      s.box(400, y - 4, 155, 20);
      s.text('Total neto', 406, y + 2, { size: 9, bold: true });
      s.right(money(net, L.money), 551, y + 2, { size: 9, bold: true });
    }
    s.box(40, y + 50, 200, 50);
    s.text('Recibí conforme (firma y DNI):', 45, y + 55, { size: 7.5 });
  },
};

// ---- sacrificial anodes and cathodic-protection materials: letterhead on the right -------------

const ANODE_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#6c757d' },
  { family: 'Helvetica', money: 'es', date: 'mon', accent: '#005f73' },
  { family: 'Times', money: 'es€', date: 'long-es', accent: '#000000' },
];

const ANODE_ITEMS = [
  (r: Rng): Line => ({ description: 'Ánodo de zinc ZN-12 para tablestaca', qty: r.amount(120, 900, 1), unit: 'kg', price: r.cents(5.2, 7.4, 1) }),
  (r: Rng): Line => ({ description: 'Ánodo de aluminio Al-Zn-In de 45 kg para pilote', qty: r.amount(180, 1400, 1), unit: 'kg', price: r.cents(6.1, 8.3, 1) }),
  (r: Rng): Line => ({ description: 'Electrodo de referencia Ag/AgCl sumergible', qty: r.int(2, 10), unit: 'ud', price: r.cents(145, 230) }),
  (r: Rng): Line => ({ description: 'Cable unipolar de 16 mm² XLPE', qty: r.int(50, 300), unit: 'm', price: r.cents(2.8, 4.2, 1) }),
  (r: Rng): Line => ({ description: 'Caja de medida de potencial de acero inox', qty: r.int(2, 8), unit: 'ud', price: r.cents(96, 150) }),
  (r: Rng): Line => ({ description: 'Carga de soldadura aluminotérmica de 90 g', qty: r.int(10, 60), unit: 'ud', price: r.cents(7, 12) }),
];

export const anodes: NoteLayout = {
  name: 'anodes-right',
  make(v, rng) {
    return {
      v,
      look: ANODE_LOOKS[v] as Look,
      supplier: ANODES[v]!,
      customer: v === 2 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`${rng.int(5000, 8999)}`, `CCL-A${rng.int(2600, 2999)}`, `${rng.int(100, 400)}/26`][v] as string,
      delivery: rng.day(1, 12),
      lines: pick(rng, ANODE_ITEMS, 3, 5).map((f) => f(rng)),
      order: `${['Ped. ', 'OC ', 'Pedido '][v]}${rng.int(700, 999)}`,
    };
  },
  draw(s, d, amounts) {
    const p = d.supplier;
    const L = d.look;
    let y = 34;
    if (p.brand) {
      s.right(p.brand, 555, y, { size: 16, bold: true });
      y += 22;
    }
    s.right(p.name, 555, y, { size: p.brand ? 10 : 13, bold: true });
    s.right(p.street, 555, y + 16, { size: 8.5 });
    s.right(p.city, 555, y + 27, { size: 8.5 });
    s.right(`${p.brand ? 'NIF' : 'CIF'}: ${p.nif} · Tel. ${p.phone}`, 555, y + 38, { size: 8.5 });
    s.color(L.accent).text('ALBARÁN', 40, 40, { size: 20, bold: true });
    s.ink();
    [['Albarán nº:', d.number], ['Fecha:', date(d.delivery, L.date)], ['Su referencia:', d.order as string]].forEach(([k, val], i) => {
      s.text(k as string, 40, 72 + i * 13, { size: 9, bold: true });
      s.text(val as string, 115, 72 + i * 13, { size: 9 });
    });
    s.text('Sres.:', 300, 120, { size: 9, bold: true });
    customerBlock(s, d.customer, 335, 120, { size: 9 });
    const cols: Col[] = [
      { head: 'Descripción', w: 250 },
      { head: 'Cantidad', w: 65, align: 'r' },
      { head: 'Unidad', w: 50, align: 'c' },
      { head: 'Precio', w: 65, align: 'r' },
      { head: 'Importe', w: 85, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.description, qty(shownQty(d, i), l.unit === 'kg' ? 1 : 0, true), l.unit, amount(l.price, L.money), amount(amounts[i] as number, L.money)]);
    let ty = s.table(40, 200, cols, rows, { size: 9, grid: d.v !== 2, ruleUnderHead: d.v === 2 });
    ty += 16;
    const label = ['Importe total (sin IVA)', 'Importe total (sin IVA)', 'Total albarán (IVA no incluido)'][d.v] as string;
    s.text(label, 330, ty, { size: 10, bold: true });
    s.right(money(sum(amounts), L.money), 555, ty, { size: 10, bold: true });
    s.text('Mercancía transportada por cuenta del cliente. Conforme:', 40, ty + 50, { size: 8 });
  },
};

// ---- diving supplies and gas fills on a framed half page -----------------------------------------

const DIVE_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#d00000' },
  { family: 'Helvetica', money: 'es', date: 'dmy-', accent: '#d00000' },
  { family: 'Courier', money: 'plainEUR', date: 'd/m/yy', accent: '#d00000' },
];

const DIVE_ITEMS = [
  (r: Rng): Line => ({ description: 'Recarga botella 15 l aire comprimido', qty: r.int(6, 30), unit: 'ud', price: r.cents(6, 9, 50) }),
  (r: Rng): Line => ({ description: 'Recarga nitrox 32 % botella 12 l', qty: r.int(4, 16), unit: 'ud', price: r.cents(11, 16, 50) }),
  (r: Rng): Line => ({ description: 'Alquiler botella 15 l', qty: r.int(4, 20), unit: 'día', price: r.cents(8, 12, 50) }),
  (r: Rng): Line => ({ description: 'Traje seco trilaminado talla L', qty: 1, unit: 'ud', price: r.cents(690, 980, 10) }),
  (r: Rng): Line => ({ description: 'Aletas de pala ajustables', qty: r.int(1, 4), unit: 'par', price: r.cents(58, 95) }),
  (r: Rng): Line => ({ description: 'Cinta de plomos 2 kg', qty: r.int(2, 10), unit: 'ud', price: r.cents(14, 22) }),
  (r: Rng): Line => ({ description: 'Revisión regulador primera etapa', qty: r.int(1, 4), unit: 'ud', price: r.cents(45, 70) }),
  (r: Rng): Line => ({ description: 'Cabo de vida de 10 m', qty: r.int(2, 6), unit: 'ud', price: r.cents(19, 29) }),
];

export const divingTicket: NoteLayout = {
  name: 'diving-ticket',
  make(v, rng) {
    const up = (l: Line): Line => (v === 2 ? { ...l, description: l.description.toLocaleUpperCase('es'), unit: l.unit.toLocaleUpperCase('es') } : l);
    return {
      v,
      look: DIVE_LOOKS[v] as Look,
      supplier: DIVING[v]!,
      customer: v === 1 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: String(rng.int(1200, 9800)).padStart(6, '0'),
      delivery: rng.day(1, 12),
      lines: pick(rng, DIVE_ITEMS, 3, 5).map((f) => up(f(rng))),
    };
  },
  draw(s, d, amounts) {
    const p = d.supplier;
    const L = d.look;
    const courier = d.v === 2;
    const up = (t: string) => (courier ? t.toLocaleUpperCase('es') : t);
    s.box(30, 24, 535, 380, { width: 1 });
    let y = 36;
    if (p.brand) {
      s.text(p.brand, 42, y, { size: 13, bold: true });
      y += 17;
    }
    s.text(up(p.name), 42, y, { size: p.brand ? 9 : 11, bold: true });
    s.text(up(`${p.street}, ${p.city}`), 42, y + 13, { size: 8 });
    s.text(`${courier ? 'DNI' : 'CIF'}: ${p.nif}   Tel. ${p.phone}`, 42, y + 24, { size: 8 });
    s.box(430, 34, 123, 40, { stroke: L.accent, width: 1 });
    s.center(up('Albarán'), 491, 39, { size: 8.5, bold: true });
    s.color(L.accent).center(`Nº ${d.number}`, 491, 53, { size: 13, bold: true });
    s.ink();
    s.text(`${up('Fecha')}: ${date(d.delivery, L.date)}`, 430, 82, { size: 9 });
    s.text(`${up('Cliente')}: ${up(d.customer.name)}`, 42, 104, { size: 8.5 });
    s.text(`CIF: ${d.customer.nif}`, 42, 116, { size: 8.5 });
    const cols: Col[] = [
      { head: up('Cant.'), w: 45, align: 'r' },
      { head: up('Ud.'), w: 35, align: 'c' },
      { head: up('Artículo'), w: 270 },
      { head: 'P.V.P.', w: 70, align: 'r' },
      { head: up('Importe'), w: 91, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [qty(shownQty(d, i), 0), l.unit, l.description, amount(l.price, L.money), amount(amounts[i] as number, L.money)]);
    const ty = s.table(42, 134, cols, rows, { size: 8.5, grid: true });
    s.box(300, ty + 12, 253, 22);
    s.text(up('Suma albarán (IVA no incluido)'), 306, ty + 19, { size: 8.5, bold: true });
    s.right(money(sum(amounts), L.money), 549, ty + 19, { size: 9, bold: true });
    s.text(up('Recibido:'), 42, ty + 19, { size: 8 });
    if (ty + 34 > 400) throw new Error('ticket overflows its half page');
  },
};

// ---- tropical hardwood for quays: the note's data in a black-headed box --------------------------

const TIMBER_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#7f5539' },
  { family: 'Times', money: 'es', date: 'long-es', accent: '#582f0e' },
  { family: 'Courier', money: 'esEUR', date: 'dmy.', accent: '#000000' },
];

const SPECIES = ['Azobé', 'Ekki', 'Basralocus', 'Greenheart', 'Cumarú'];
const SECTIONS: Array<[number, number]> = [[200, 300], [150, 300], [250, 250], [100, 200], [300, 300], [75, 200]];

export const marineTimber: NoteLayout = {
  name: 'marine-timber',
  make(v, rng) {
    const lines: Line[] = [];
    const sections = rng.sample(SECTIONS, rng.int(3, 5));
    for (const [a, b] of sections) {
      const species = rng.pick(SPECIES);
      const length = rng.pick([4, 5, 6, 8]);
      const pieces = rng.int(4, 24);
      const m3 = (pieces * a * b * length) / 1_000_000;
      const desc = `${species} cepillado ${a}x${b} mm, largo ${length},00 m`;
      lines.push({ description: v === 2 ? desc.toLocaleUpperCase('es') : desc, qty: Math.round(m3 * 1000) / 1000, unit: v === 2 ? 'M3' : 'm³', price: rng.cents(1450, 2400, 5), when: String(pieces) });
    }
    lines.push({ description: v === 2 ? 'PERNO GALVANIZADO M20 X 400 CON TUERCA' : 'Perno galvanizado M20 x 400 con tuerca', qty: rng.int(20, 120), unit: v === 2 ? 'UD' : 'ud', price: rng.cents(3.5, 6.2, 5) });
    return {
      v,
      look: TIMBER_LOOKS[v] as Look,
      supplier: TIMBER[v]!,
      customer: v === 1 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`AP-${rng.int(2600, 2999)}`, `${rng.int(100, 900)}/2026`, `A26${String(rng.int(1, 900)).padStart(5, '0')}`][v] as string,
      delivery: rng.day(1, 12),
      lines,
      order: `${rng.int(4000, 4999)}`,
    };
  },
  draw(s, d, amounts) {
    const p = d.supplier;
    const L = d.look;
    const courier = d.v === 2;
    s.color(L.accent).text(p.brand as string, 40, 32, { size: 24, bold: true });
    s.ink();
    s.text(courier ? p.name.toLocaleUpperCase('es') : p.name, 40, 62, { size: 9, bold: true });
    s.text(`${p.street} · ${p.city}`, 40, 74, { size: 8 });
    s.text(`CIF ${p.nif} · Tel. ${p.phone}`, 40, 85, { size: 8 });
    s.box(375, 32, 180, 18, { fill: '#000000', stroke: 'none' });
    s.color('#ffffff').center(courier ? 'ALBARAN DE ENTREGA' : 'ALBARÁN DE ENTREGA', 465, 37, { size: 9.5, bold: true });
    s.ink();
    s.box(375, 50, 180, 52);
    [['Número:', d.number], ['Fecha:', date(d.delivery, L.date)], ['Su pedido:', d.order as string]].forEach(([k, val], i) => {
      s.text(k as string, 382, 56 + i * 15, { size: 8.5, bold: true });
      s.right(val as string, 550, 56 + i * 15, { size: 8.5 });
    });
    customerBlock(s, d.customer, 40, 118, { head: courier ? 'CLIENTE' : 'Cliente', size: 9, upper: courier });
    const cols: Col[] = [
      { head: 'Descripción', w: 235 },
      { head: 'Piezas', w: 45, align: 'r' },
      { head: 'Cantidad', w: 60, align: 'r' },
      { head: 'Ud.', w: 30, align: 'c' },
      { head: 'Precio', w: 65, align: 'r' },
      { head: 'Importe', w: 80, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.description, l.when ?? '', qty(shownQty(d, i), l.unit.toLowerCase() === 'ud' ? 0 : 3), l.unit, amount(l.price, L.money), amount(amounts[i] as number, L.money)]);
    const ty = s.table(40, 200, cols, rows, { size: 8.5, grid: true, headFill: '#ede0d4' });
    s.box(355, ty + 14, 200, 22, { width: 1.2 });
    s.text(d.v === 1 ? 'Importe neto' : courier ? 'TOTAL ALBARAN (SIN IVA)' : 'Total albarán (sin IVA)', 361, ty + 21, { size: 9, bold: true });
    s.right(money(sum(amounts), L.money), 551, ty + 21, { size: 9, bold: true });
    s.text(courier ? 'TRANSPORTISTA: MEDIOS PROPIOS   MATRICULA: 4417-KLM' : 'Transportista: medios propios · Matrícula 4417 KLM', 40, ty + 60, { size: 8 });
  },
};
