import type { Line } from './figures.js';
import { addDays, customerBlock, pick, registry, totals, type InvoiceDoc, type InvoiceLayout, type Look, type Rng } from './docs.js';
import { amount, date, money, PAGE_W, qty, type Col } from './kit.js';
import { CUSTOMERS, GREENHOUSE, PONDS } from './parties.js';

/**
 * Invoice layouts of the twenty-second blind set, farm side (docs/document-extraction.md#measuring-it):
 * irrigation ponds lined with geomembrane, labelled in Basque and Spanish, and greenhouse
 * climate and fertigation with lines at 10 % and 21 %.
 */

const amt = (d: InvoiceDoc, c: number) => amount(c, d.look.money);

// ---- irrigation ponds, labelled in Basque and Spanish ------------------------------------------

const POND_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'iso', accent: '#2d6a4f' },
  { family: 'Helvetica', money: 'es', date: 'ymd/', accent: '#7f4f24' },
  { family: 'Times', money: 'es€', date: 'dmy/', accent: '#264653' },
];

const POND_WORKS = [
  (r: Rng): Line => ({ description: 'Excavación del vaso de la balsa en terreno compacto', qty: r.amount(1800, 9500, 2), unit: 'm³', price: r.cents(2.6, 4.4, 1) }),
  (r: Rng): Line => ({ description: 'Geomembrana PEAD 1,5 mm lisa, suministro y soldadura', qty: r.amount(2400, 8800, 2), unit: 'm²', price: r.cents(5.4, 7.9, 1) }),
  (r: Rng): Line => ({ description: 'Geotextil antipunzonante de 300 g/m² bajo lámina', qty: r.amount(2400, 8800, 2), unit: 'm²', price: r.cents(1.1, 1.9, 1) }),
  (r: Rng): Line => ({ description: 'Arqueta de toma y desagüe de fondo con válvulas', qty: r.int(1, 2), unit: 'ud', price: r.cents(3800, 6200, 50) }),
  (r: Rng): Line => ({ description: 'Cerramiento perimetral de malla de simple torsión', qty: r.amount(180, 520, 2), unit: 'ml', price: r.cents(16, 26) }),
  (r: Rng): Line => ({ description: 'Zanja de anclaje de lámina en coronación', qty: r.amount(180, 520, 2), unit: 'ml', price: r.cents(6, 11) }),
];

export const irrigationPonds: InvoiceLayout = {
  name: 'irrigation-ponds-eu',
  make(v, rng) {
    const issue = rng.day(3, 11);
    return {
      v,
      look: POND_LOOKS[v] as Look,
      supplier: PONDS[v]!,
      customer: CUSTOMERS.agri,
      number: [`UB-${rng.int(2600, 2900)}`, `2026/${rng.int(100, 400)}`, `GI26-${String(rng.int(1, 250)).padStart(4, '0')}`][v] as string,
      issue,
      due: addDays(issue, [30, 60, 30][v] as number),
      lines: pick(rng, POND_WORKS, 3, 5).map((f) => f(rng)),
      terms: {},
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    const cx = PAGE_W / 2;
    s.color(L.accent).center(p.name, cx, 34, { size: 13, bold: true });
    s.ink();
    s.center(`${p.street} · ${p.city} · Tel. ${p.phone}`, cx, 52, { size: 8.5 });
    s.center(`IFZ / NIF: ${p.nif}`, cx, 64, { size: 8.5, bold: true });
    s.line(40, 80, 555, 80, { color: L.accent, width: 1.2 });
    s.text('FAKTURA / FACTURA', 40, 96, { size: 15, bold: true });
    const cells: Array<[string, string, number]> = [
      ['Faktura zk. / Nº Factura', d.number, 120],
      ['Data / Fecha', date(d.issue, L.date), 100],
      ['Mugaeguna / Vencimiento', date(d.due as string, L.date), 115],
    ];
    s.grid(220, 92, cells, { size: 8 });
    customerBlock(s, d.customer, 40, 138, { head: 'Bezeroa / Cliente', nifLabel: 'IFZ / NIF:', size: 9 });
    const cols: Col[] = [
      { head: 'Kontzeptua / Concepto', w: 220, wrap: true },
      { head: 'Kopurua / Cantidad', w: 85, align: 'r' },
      { head: 'Ud.', w: 30, align: 'c' },
      { head: 'Prezioa / Precio', w: 80, align: 'r' },
      { head: 'Zenbatekoa / Importe', w: 100, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.description, qty(l.qty, Number.isInteger(l.qty) ? 0 : 2, true), l.unit, amt(d, l.price), amt(d, f.amounts[i] as number)]);
    let y = s.table(40, 225, cols, rows, { size: 8, grid: true, headFill: '#dfe9e2' });
    y = totals(s, 310, 555, y + 16, [
      ['Zerga-oinarria / Base imponible', money(f.base, L.money)],
      ['BEZ / IVA 21 %', money(f.vat, L.money)],
      ['Guztira / Total', money(f.total, L.money), true],
    ]);
    s.text('Ordainketa / Forma de pago: transferentzia / transferencia', 40, y + 18, { size: 8 });
    s.text('IBAN ES45 3035 0141 8514 1004 2217', 40, y + 30, { size: 8 });
    registry(s, p);
  },
};

// ---- greenhouse climate and fertigation: a VAT column and a per-rate grid -----------------------

const GH_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#38b000' },
  { family: 'Helvetica', money: 'es', date: 'dmy.', accent: '#007f5f' },
  { family: 'Times', money: 'es€', date: 'long-es', accent: '#55a630' },
];

const GH_EQUIPMENT = [
  (r: Rng): Line => ({ description: 'Ordenador de clima con estación meteorológica', qty: 1, unit: 'ud', price: r.cents(6800, 9400, 50) }),
  (r: Rng): Line => ({ description: 'Pantalla térmica aluminizada 55 % motorizada', qty: r.amount(2400, 9600, 2), unit: 'm²', price: r.cents(3.1, 4.6, 1) }),
  (r: Rng): Line => ({ description: 'Nebulización de alta presión, red y boquillas', qty: r.amount(2400, 9600, 2), unit: 'm²', price: r.cents(1.4, 2.3, 1) }),
  (r: Rng): Line => ({ description: 'Cabezal de fertirrigación de 4 vías con pH y CE', qty: 1, unit: 'ud', price: r.cents(7400, 11200, 50) }),
  (r: Rng): Line => ({ description: 'Montaje e instalación eléctrica', qty: r.amount(40, 160, 1), unit: 'h', price: r.cents(32, 44) }),
];

const GH_INPUTS = [
  (r: Rng): Line => ({ description: 'Abono soluble NPK 20-20-20, saco 25 kg', qty: r.int(10, 60), unit: 'saco', price: r.cents(38, 56), rate: 10 }),
  (r: Rng): Line => ({ description: 'Nitrato cálcico, saco 25 kg', qty: r.int(10, 60), unit: 'saco', price: r.cents(21, 30), rate: 10 }),
  (r: Rng): Line => ({ description: 'Quelato de hierro EDDHA 6 %', qty: r.int(10, 50), unit: 'kg', price: r.cents(9, 15), rate: 10 }),
];

export const greenhouseClimate: InvoiceLayout = {
  name: 'greenhouse-climate',
  make(v, rng) {
    const issue = rng.day(1, 12);
    const lines = [...pick(rng, GH_EQUIPMENT, 2, 4).map((f) => f(rng)), ...pick(rng, GH_INPUTS, 1, 2).map((f) => f(rng))];
    return {
      v,
      look: GH_LOOKS[v] as Look,
      supplier: GREENHOUSE[v]!,
      customer: CUSTOMERS.agri,
      number: [`F26-${String(rng.int(100, 999)).padStart(4, '0')}`, `${rng.int(100, 600)}/2026`, `AGM-2026-${rng.int(100, 500)}`][v] as string,
      issue,
      due: addDays(issue, [60, 30, 45][v] as number),
      lines: rng.shuffle(lines),
      terms: {},
      order: `Invernadero ${['El Cortijillo', 'Los Llanos, finca 3', 'Campo de Dalías, parcela 41'][v]}`,
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    s.arch(40, 36, 46, L.accent);
    s.text(p.name, 96, 38, { size: 11.5, bold: true });
    s.text(p.street, 96, 54, { size: 8.5 });
    s.text(`${p.city} · Tel. ${p.phone}`, 96, 65, { size: 8.5 });
    s.text(`${['CIF', 'C.I.F.', 'NIF'][d.v]}: ${p.nif}`, 96, 76, { size: 8.5 });
    s.box(370, 34, 185, 74, { radius: 6, stroke: L.accent, width: 1 });
    const rows: Array<[string, string]> = [
      [d.v === 1 ? 'Nº factura:' : 'Factura:', d.number],
      ['Fecha:', date(d.issue, L.date)],
      ['Vencimiento:', date(d.due as string, L.date)],
      ['Obra:', ''],
    ];
    rows.forEach(([k, val], i) => {
      s.text(k, 378, 42 + i * 15, { size: 8.5, bold: true });
      if (val) s.right(val, 549, 42 + i * 15, { size: 8.5 });
    });
    s.text(d.order as string, 378, 42 + 4 * 15 - 3, { size: 7.5 });
    customerBlock(s, d.customer, 40, 128, { head: 'Cliente', size: 9 });
    const cols: Col[] = [
      { head: 'Descripción', w: 232 },
      { head: 'Cant.', w: 58, align: 'r' },
      { head: 'Ud.', w: 34, align: 'c' },
      { head: 'Precio', w: 64, align: 'r' },
      { head: '% IVA', w: 40, align: 'c' },
      { head: 'Importe', w: 87, align: 'r' },
    ];
    const lr = d.lines.map((l, i) => [l.description, qty(l.qty, Number.isInteger(l.qty) ? 0 : l.unit === 'h' ? 1 : 2, true), l.unit, amt(d, l.price), String(l.rate ?? 21), amt(d, f.amounts[i] as number)]);
    let y = s.table(40, 215, cols, lr, { size: 8.5, headFill: L.accent, headColor: '#ffffff', zebra: d.v === 0 ? '#eef8e8' : undefined, grid: d.v === 2 });
    y += 18;
    const gx = 300;
    const gw = [70, 100, 85];
    ['Tipo', 'Base imponible', 'Cuota'].forEach((h, i) => s.cell(h, gx + gw.slice(0, i).reduce((a, b) => a + b, 0), y, gw[i] as number, i ? 'r' : 'l', { size: 8.5, bold: true }));
    s.line(gx, y + 12, gx + 255, y + 12, { width: 0.4 });
    y += 17;
    for (const r of f.byRate) {
      [`${r.rate} %`, money(r.base, L.money), money(r.vat, L.money)].forEach((t, i) => s.cell(t, gx + gw.slice(0, i).reduce((a, b) => a + b, 0), y, gw[i] as number, i ? 'r' : 'l', { size: 8.5 }));
      y += 13;
    }
    s.line(gx, y, gx + 255, y, { width: 0.4 });
    y = totals(s, gx + 3, gx + 252, y + 8, [
      ['Total base imponible', money(f.base, L.money)],
      ['Total IVA', money(f.vat, L.money)],
      ['TOTAL FACTURA', money(f.total, L.money), true],
    ]);
    s.text('Forma de pago: transferencia · IBAN ES30 3058 0090 1427 2000 4516', 40, y + 18, { size: 8 });
    registry(s, p);
  },
};
