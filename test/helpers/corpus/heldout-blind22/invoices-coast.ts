import type { Line } from './figures.js';
import { addDays, customerBlock, pick, registry, totals, type InvoiceDoc, type InvoiceLayout, type Look, type Rng } from './docs.js';
import { amount, dashed, date, money, qty, type Col } from './kit.js';
import { CUSTOMERS, NAVAIDS, PONTOONS, STEELWORK } from './parties.js';

/**
 * Invoice layouts of the twenty-second blind set, marina and quay side
 * (docs/document-extraction.md#measuring-it): floating pontoons, navigational aids and
 * marine-grade steelwork.
 */

const amt = (d: InvoiceDoc, c: number) => amount(c, d.look.money);
const places = (l: Line) => (Number.isInteger(l.qty) ? 0 : 2);

// ---- marina pontoons: a brand above the legal name, boxed header cells, stacked total boxes ----

const PONTOON_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'mon', accent: '#0077b6' },
  { family: 'Helvetica', money: 'es', date: 'dmy/', accent: '#e76f51' },
  { family: 'Times', money: 'es€', date: 'long-es', accent: '#2a9d8f' },
];

const PONTOON_ITEMS = [
  (r: Rng): Line => ({ code: 'PF-1224', description: 'Pantalán flotante de hormigón 12,00 x 2,40 m', qty: r.int(4, 14), unit: 'ud', price: r.cents(9800, 12800, 50), discount: r.pick([0, 0, 5]) }),
  (r: Rng): Line => ({ code: 'FG-08AL', description: 'Finger de amarre de aluminio 8,00 m', qty: r.int(6, 30), unit: 'ud', price: r.cents(1650, 2400, 10), discount: r.pick([0, 0, 10]) }),
  (r: Rng): Line => ({ code: 'PG-406', description: 'Pilote guía de acero galvanizado Ø 406 mm', qty: r.int(4, 16), unit: 'ud', price: r.cents(1900, 2700, 10) }),
  (r: Rng): Line => ({ code: 'PS-14', description: 'Pasarela de acceso articulada de 14 m', qty: 1, unit: 'ud', price: r.cents(14500, 19800, 100) }),
  (r: Rng): Line => ({ code: 'CO-300', description: 'Cornamusa de aluminio fundido 300 mm', qty: r.int(20, 80), unit: 'ud', price: r.cents(38, 62) }),
  (r: Rng): Line => ({ code: 'TS-2T', description: 'Torreta de servicio agua y electricidad', qty: r.int(4, 16), unit: 'ud', price: r.cents(980, 1450, 10) }),
  (r: Rng): Line => ({ code: 'MO-FON', description: 'Montaje y fondeo de pantalanes', qty: r.amount(40, 180, 2), unit: 'ml', price: r.cents(85, 140) }),
];

export const marinaPontoons: InvoiceLayout = {
  name: 'marina-pontoons',
  make(v, rng) {
    const issue = rng.day(1, 11);
    const lines = pick(rng, PONTOON_ITEMS, 3, 5).map((f) => f(rng));
    if (v === 2) lines.push({ code: 'ANT', description: `A deducir anticipo s/ fra. NEB-26/${rng.int(10, 90)}`, qty: 1, unit: 'ud', price: -rng.cents(5000, 12000, 500) });
    return {
      v,
      look: PONTOON_LOOKS[v] as Look,
      supplier: PONTOONS[v]!,
      customer: v === 1 ? CUSTOMERS.port : CUSTOMERS.ute,
      number: [`MP${rng.int(26001, 26400)}`, `FD/2026/${String(rng.int(1, 400)).padStart(4, '0')}`, `NEB-26/${rng.int(100, 300)}`][v] as string,
      issue,
      due: addDays(issue, [60, 30, 30][v] as number),
      lines,
      terms: { discount: v === 1 ? 2 : undefined },
      order: `OC-${rng.int(26000, 26999)}`,
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    s.color(L.accent).text(p.brand as string, 40, 30, { size: 28, bold: true });
    s.ink();
    s.text(p.name, 40, 64, { size: 9, bold: true });
    s.text(`${p.street} · ${p.city}`, 40, 76, { size: 8 });
    s.text(d.v === 0 ? `Tel. ${p.phone} · info@marinpont.es` : `CIF ${dashed(p.nif)} · Tel. ${p.phone}`, 40, 87, { size: 8 });
    s.right('FACTURA', 555, 34, { size: 18, bold: true });
    const labels = [['Nº factura', 'Fecha', 'Vencimiento', 'Pedido'], ['Factura nº', 'Fecha', 'Vto.', 'Su pedido'], ['Número', 'Fecha de factura', 'Vencimiento', 'Pedido']][d.v] as string[];
    const values = [d.number, date(d.issue, L.date), date(d.due as string, L.date), d.order as string];
    const widths = d.v === 2 ? [62, 92, 92, 62] : [70, 62, 62, 62];
    const gx = 555 - widths.reduce((a, b) => a + b, 0);
    s.grid(gx, 64, labels.map((l, i) => [l, values[i] as string, widths[i] as number]), { size: 8, fill: d.v === 1 ? '#fde2d9' : '#e3f2fd' });
    s.box(40, 112, 250, 74, { radius: 4 });
    customerBlock(s, d.customer, 48, 118, { head: 'Facturar a', size: 8.5 });
    const cols: Col[] = [
      { head: 'Código', w: 52 },
      { head: 'Descripción', w: 205 },
      { head: 'Cant.', w: 44, align: 'r' },
      { head: 'Ud.', w: 28, align: 'c' },
      { head: 'Precio', w: 62, align: 'r' },
      { head: 'Dto. %', w: 38, align: 'r' },
      { head: 'Importe', w: 86, align: 'r' },
    ];
    const shown = f.amounts;
    const rows = d.lines.map((l, i) => [l.code as string, l.description, qty(l.qty, places(l)), l.unit, amt(d, l.price), l.discount ? String(l.discount) : '', amt(d, shown[i] as number)]);
    let y = s.table(40, 205, cols, rows, { size: 8, grid: true, headFill: '#eeeeee' });
    y += 14;
    const rowsT: Array<[string, string, boolean?]> = [];
    if (f.discount) rowsT.push(['Importe bruto', money(f.gross, L.money)], [`Dto. pronto pago ${d.terms.discount} %`, `-${money(f.discount, L.money)}`]);
    rowsT.push(['Base imponible', money(f.base, L.money)], ['IVA 21 %', money(f.vat, L.money)], ['TOTAL', money(f.total, L.money), true]);
    for (const [label, value, bold] of rowsT) {
      s.box(345, y, 110, 17, { fill: bold ? '#dddddd' : undefined });
      s.box(455, y, 100, 17);
      s.text(label, 350, y + 4.5, { size: 8.5, bold });
      s.right(value, 551, y + 4.5, { size: 8.5, bold });
      y += 17;
    }
    s.text('Forma de pago: transferencia bancaria', 40, y - 30, { size: 8 });
    s.text('IBAN ES68 0182 4010 3102 0159 7744', 40, y - 19, { size: 8 });
    registry(s, p);
  },
};

// ---- navigational aids under an ERP's coloured label band ---------------------------------------

const NAV_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'iso', accent: '#c1121f' },
  { family: 'Helvetica', money: '€es', date: 'dmy/', accent: '#003049' },
  { family: 'Helvetica', money: 'es€', date: 'dmy-', accent: '#606c38' },
];

const NAV_ITEMS = [
  (r: Rng): Line => ({ code: 'LIN-5MN', description: 'Linterna marítima LED 5 mn con fotocélula', qty: r.int(2, 8), unit: 'ud', price: r.cents(1350, 2100, 10), discount: r.pick([0, 5, 8]) }),
  (r: Rng): Line => ({ code: 'BOY-180', description: 'Boya de señalización lateral Ø 1,80 m', qty: r.int(1, 6), unit: 'ud', price: r.cents(3900, 5600, 50), discount: r.pick([0, 5]) }),
  (r: Rng): Line => ({ code: 'FON-25', description: 'Tren de fondeo: cadena 25 mm y muerto de 3 t', qty: r.int(1, 6), unit: 'ud', price: r.cents(1450, 2200, 10) }),
  (r: Rng): Line => ({ code: 'CAR-N', description: 'Baliza cardinal norte con marca de tope', qty: r.int(1, 3), unit: 'ud', price: r.cents(6200, 8400, 50), discount: r.pick([0, 3]) }),
  (r: Rng): Line => ({ code: 'AIS-T1', description: 'Transpondedor AIS AtoN tipo 1', qty: r.int(1, 4), unit: 'ud', price: r.cents(2800, 3600, 10) }),
  (r: Rng): Line => ({ code: 'INST', description: 'Instalación y puesta en servicio del balizamiento', qty: r.amount(16, 60, 1), unit: 'h', price: r.cents(58, 78) }),
];

export const navigationAids: InvoiceLayout = {
  name: 'navaids-band',
  make(v, rng) {
    const issue = rng.day(2, 12);
    return {
      v,
      look: NAV_LOOKS[v] as Look,
      supplier: NAVAIDS[v]!,
      customer: v === 2 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`BML${rng.int(260100, 260900)}`, `SMN-${rng.int(1000, 1999)}`, `F26-${String(rng.int(1, 700)).padStart(5, '0')}`][v] as string,
      issue,
      due: addDays(issue, [30, 45, 60][v] as number),
      lines: pick(rng, NAV_ITEMS, 3, 5).map((f) => f(rng)),
      terms: {},
      code: String(rng.int(43000, 43999)),
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    s.text(p.name, 40, 38, { size: 13, bold: true });
    s.text(`${p.street} - ${p.city}`, 40, 56, { size: 8.5 });
    s.text(`C.I.F.: ${p.nif}   Tel.: ${p.phone}`, 40, 68, { size: 8.5 });
    s.color(L.accent).right('FACTURA', 555, 40, { size: 22, bold: true });
    s.ink();
    const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'];
    const values = [d.number, date(d.issue, L.date), date(d.due as string, L.date), d.code as string, ['Transferencia', 'Recibo 45 días', 'Confirming'][d.v] as string];
    const w = 103;
    s.box(40, 96, 515, 16, { fill: L.accent, stroke: 'none' });
    s.color('#ffffff');
    heads.forEach((h, i) => s.cell(h, 40 + i * w, 100.5, w, 'c', { size: 7.5, bold: true }));
    s.ink();
    values.forEach((val, i) => {
      s.box(40 + i * w, 112, w, 18, { width: 0.3 });
      s.cell(val, 40 + i * w, 117, w, 'c', { size: 8.5 });
    });
    customerBlock(s, d.customer, 330, 146, { head: 'CLIENTE', size: 8.5 });
    s.text(`Obra: balizamiento ${['bocana y dársena deportiva', 'canal de acceso', 'nuevo dique exterior'][d.v]}`, 40, 160, { size: 8.5 });
    const cols: Col[] = [
      { head: 'Código', w: 55 },
      { head: 'Descripción', w: 215 },
      { head: 'Cantidad', w: 52, align: 'r' },
      { head: 'Precio', w: 68, align: 'r' },
      { head: 'Dto.', w: 35, align: 'r' },
      { head: 'Importe', w: 90, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.code as string, l.description, `${qty(l.qty, places(l) ? 1 : 0)} ${l.unit}`, amt(d, l.price), l.discount ? `${l.discount}%` : '', amt(d, f.amounts[i] as number)]);
    s.table(40, 222, cols, rows, { size: 8.5, headFill: L.accent, headColor: '#ffffff', zebra: '#f1f1f1' });
    const by = 720;
    const bh = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
    const bv = [money(f.base, L.money), '21,00', money(f.vat, L.money), money(f.total, L.money)];
    const bw = [150, 80, 130, 155];
    let x = 40;
    s.box(40, by, 515, 16, { fill: L.accent, stroke: 'none' });
    bh.forEach((h, i) => {
      s.color('#ffffff').cell(h, x, by + 4.5, bw[i] as number, 'c', { size: 7.5, bold: true });
      s.ink().box(x, by + 16, bw[i] as number, 22, { width: 0.3 });
      s.cell(bv[i] as string, x, by + 23, bw[i] as number, 'c', { size: 9, bold: i === 3 });
      x += bw[i] as number;
    });
    registry(s, p, 800);
  },
};

// ---- marine-grade steelwork: a two-column header, supplier and customer down the left ----------

const STEEL_LOOKS: Look[] = [
  { family: 'Helvetica', money: '€es', date: 'mon', accent: '#495057' },
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#1d3557' },
  { family: 'Times', money: 'es€', date: 'dmy.', accent: '#6a040f' },
];

const STEEL_ITEMS = [
  (r: Rng): Line => ({ description: 'Escala de gato en acero inox AISI 316L, 6,00 m', qty: r.int(2, 10), unit: 'ud', price: r.cents(780, 1150, 10) }),
  (r: Rng): Line => ({ description: 'Barandilla inox 316L Ø 50 mm con tres pasamanos', qty: r.amount(20, 120, 2), unit: 'ml', price: r.cents(145, 210) }),
  (r: Rng): Line => ({ description: 'Defensa de esquina en chapa naval S355 galvanizada', qty: r.int(2, 8), unit: 'ud', price: r.cents(420, 690) }),
  (r: Rng): Line => ({ description: 'Reparación de noray: saneado y recarga por soldadura', qty: r.int(2, 9), unit: 'ud', price: r.cents(260, 480) }),
  (r: Rng): Line => ({ description: 'Cadena de seguridad inox 8 mm con mosquetones', qty: r.amount(30, 160, 1), unit: 'm', price: r.cents(18, 32) }),
  (r: Rng): Line => ({ description: 'Tapa de registro de acero galvanizado 600 x 600 mm', qty: r.int(4, 16), unit: 'ud', price: r.cents(120, 190) }),
  (r: Rng): Line => ({ description: 'Hora de oficial calderero en muelle', qty: r.amount(8, 60, 1), unit: 'h', price: r.cents(34, 46) }),
];

export const marineSteelwork: InvoiceLayout = {
  name: 'marine-steelwork',
  make(v, rng) {
    const issue = rng.day(1, 12);
    return {
      v,
      look: STEEL_LOOKS[v] as Look,
      supplier: STEELWORK[v]!,
      customer: v === 0 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`CNI-${rng.int(2600, 2999)}`, `${rng.int(20, 160)}/26`, `AQ26${String(rng.int(1, 600)).padStart(4, '0')}`][v] as string,
      issue,
      due: addDays(issue, [30, 30, 90][v] as number),
      lines: pick(rng, STEEL_ITEMS, 3, 5).map((f) => f(rng)),
      terms: { irpf: v === 1 ? 1 : undefined },
      code: String(rng.int(100, 999)),
      site: ['Muelle deportivo, pantalán C', 'Muelle de ribera, tramo norte', 'Dársena pesquera de Marín'][v],
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    let y = 36;
    if (p.brand) {
      s.color(L.accent).text(p.brand, 40, y, { size: 18, bold: true });
      s.ink();
      y += 24;
      if (p.activity) {
        s.text(p.activity, 40, y, { size: 8, italic: true });
        y += 12;
      }
    }
    s.text(p.name, 40, y, { size: p.brand ? 9.5 : 12, bold: true });
    s.text(p.street, 40, y + 15, { size: 8.5 });
    s.text(p.city, 40, y + 26, { size: 8.5 });
    s.text(`${d.v === 1 ? 'NIF' : 'CIF'}: ${p.nif}`, 40, y + 37, { size: 8.5 });
    s.text(`Tel. ${p.phone}`, 40, y + 48, { size: 8.5 });
    customerBlock(s, d.customer, 40, 150, { head: 'Facturar a:', size: 9 });
    s.color(L.accent).text('FACTURA', 340, 36, { size: 20, bold: true });
    s.ink();
    const rows: Array<[string, string]> = [
      ['Factura:', d.number],
      ['Fecha:', date(d.issue, L.date)],
      ['Vencimiento:', date(d.due as string, L.date)],
      ['Cód. cliente:', d.code as string],
      ['Obra:', d.site as string],
    ];
    rows.forEach(([k, val], i) => {
      s.text(k, 340, 70 + i * 14, { size: 9, bold: true });
      s.text(val, 410, 70 + i * 14, { size: 9 });
    });
    const cols: Col[] = [
      { head: 'Descripción', w: 262 },
      { head: 'Cant.', w: 52, align: 'r' },
      { head: 'Ud.', w: 34, align: 'c' },
      { head: 'Precio', w: 74, align: 'r' },
      { head: 'Importe', w: 93, align: 'r' },
    ];
    const lr = d.lines.map((l, i) => [l.description, qty(l.qty, places(l) ? (l.unit === 'ml' ? 2 : 1) : 0), l.unit, amt(d, l.price), amt(d, f.amounts[i] as number)]);
    y = s.table(40, 240, cols, lr, { size: 8.5, grid: true, headFill: '#e9ecef' });
    const rowsT: Array<[string, string, boolean?]> = [['Subtotal', money(f.base, L.money)], ['IVA 21 %', money(f.vat, L.money)]];
    if (f.irpf) rowsT.push(['Retención IRPF 1 %', `-${money(f.irpf, L.money)}`]);
    rowsT.push(['Total factura', money(f.total, L.money), true]);
    y = totals(s, 360, 555, y + 16, rowsT);
    s.line(360, y, 555, y);
    s.text('Pago: transferencia a ES07 0081 0216 7100 0163 5528', 40, y + 14, { size: 8.5 });
    registry(s, p);
  },
};
