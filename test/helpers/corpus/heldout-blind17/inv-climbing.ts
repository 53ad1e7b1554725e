import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Climbing walls and bouldering rooms: a brand in big letters above the legal name on the right,
 * `Nº:`, `Fecha:` and `Vencimiento:` down the left, a discount column, `Importe bruto` and a
 * prompt-payment discount before the base for two of three.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  prompt: number;
  color: string;
}

const POOL: Item[] = [
  { code: 'PAN-18', desc: 'Panel de contrachapado fenólico 18 mm con insertos', unit: 'm2', price: 14850, q: [40, 120, 2], disc: 5 },
  { code: 'EST-AC', desc: 'Estructura autoportante de acero galvanizado', unit: 'kg', price: 385, q: [1800, 4200, 0] },
  { code: 'PRE-SX', desc: 'Presas de resina, surtido de 100 unidades', unit: 'lote', price: 118000, q: [2, 6, 0], disc: 10 },
  { code: 'COL-40', desc: 'Colchoneta de caída 40 cm para boulder', unit: 'm2', price: 16200, q: [30, 80, 2] },
  { code: 'AUT-02', desc: 'Autoasegurador automático con anclaje', unit: 'ud', price: 245000, q: [2, 4, 0], disc: 5 },
  { code: 'MO-EQ', desc: 'Equipamiento de vías y revisión por técnico', unit: 'h', price: 4400, q: [10, 30, 0] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Vertical Indoor Walls, S.L.', brand: 'VERTICAL', nif: cif('B', '3112948'), idLabel: 'CIF', idStyle: 'plain', street: 'C/ Fernández Ladreda, 7', city: '33011 Oviedo', phone: '985 11 29 48', mail: 'hola@verticalwalls.es' },
    amounts: 'pre', dates: 'dmy', prompt: 2, color: '#e65100',
  },
  {
    p: { name: 'Rocódromos Sierra Nevada, S.L.', brand: 'ROCOSIERRA', nif: cif('B', '1896320'), idLabel: 'N.I.F.:', idStyle: 'dash', street: 'Camino de Ronda, 189', city: '18003 Granada', phone: '958 27 44 10' },
    amounts: 'eur', dates: 'dmy.', prompt: 0, color: '#2e7d32',
  },
  {
    p: { name: 'Muros de Escalada Pyrene, S.A.', brand: 'PYRENE', nif: cif('A', '3107425'), idLabel: 'CIF:', idStyle: 'plain', street: 'Polígono Landaben, calle E, 6', city: '31012 Pamplona', phone: '948 18 66 03', registry: 'Registro Mercantil de Navarra, tomo 1.019, folio 55, hoja NA-18230' },
    amounts: 'plain', dates: 'mon', prompt: 3, color: '#4a148c',
  },
];

const JOBS = [
  { id: 'climb-vertical', number: 'VW-0426', issue: '2026-03-12', due: '2026-04-11' },
  { id: 'climb-sierra', number: '26/00219', issue: '2026-09-14', due: '2026-10-14' },
  { id: 'climb-pyrene', number: 'P260871', issue: '2026-06-05', due: '2026-07-20' },
];

function render(sup: Sup, b: Buyer, j: { number: string; issue: string; due: string }, f: Figures, promptLabel: number): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`Factura ${j.number}`, p.name, 'Helvetica', 9, (s) => {
    s.right(p.brand ?? '', 555, 36, { size: 28, bold: true, color: sup.color });
    s.right(p.name, 555, 70, { size: 9, bold: true });
    block(s, [p.street, p.city, `${idText(p)} · ${p.phone}`, p.mail], 555, 83, { size: 8, align: 'r' });
    s.text('FACTURA', 40, 40, { size: 18, bold: true });
    const rows: Array<[string, string]> = [['Nº:', j.number], ['Fecha:', date(j.issue, sup.dates)], ['Vencimiento:', date(j.due, sup.dates)]];
    rows.forEach(([l, v], i) => {
      s.text(l, 40, 68 + i * 13, { bold: true });
      s.text(v, 110, 68 + i * 13);
    });
    s.text('Cliente:', 40, 140, { bold: true, size: 8 });
    block(s, [b.name, b.street, b.city, `CIF ${b.nif}`, `Obra: ${b.site}`], 40, 152, { lead: 11.5 });
    const y = table(
      s,
      40,
      225,
      [
        { head: 'Ref.', w: 48, align: 'l' },
        { head: 'Descripción', w: 222, align: 'l' },
        { head: 'Cant.', w: 55, align: 'r' },
        { head: 'Ud.', w: 30, align: 'c' },
        { head: 'Precio', w: 55, align: 'r' },
        { head: 'Dto.', w: 35, align: 'r' },
        { head: 'Importe', w: 70, align: 'r' },
      ],
      f.lines.map((l) => [l.code ?? '', l.desc, qty(l.qty, l.unit === 'm2' ? 2 : 0), l.unit, price(l.price), l.disc ? `${l.disc}%` : '', price(l.amount)]),
      { rowH: 17, band: sup.color, headInk: '#ffffff', rules: true, size: 8.5 },
    );
    const t: Array<[string, string, boolean]> = [];
    if (f.prompt) t.push(['Importe bruto', m(f.gross), false], [`Dto. pronto pago ${promptLabel} %`, `-${m(f.prompt)}`, false]);
    t.push(['Base imponible', m(f.base), false], [`IVA ${f.rates[0].rate} %`, m(f.vat), false], ['TOTAL', m(f.total), true]);
    let ty = y + 16;
    for (const [label, value, bold] of t) {
      s.text(label, 370, ty, { bold, size: bold ? 11 : 9 });
      s.right(value, 555, ty, { bold, size: bold ? 11 : 9 });
      ty += 15;
    }
    s.text('Pago: transferencia bancaria a la fecha de vencimiento.', 40, y + 16, { size: 8 });
    if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
  });
}

export async function climbingInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 4), { promptPct: sup.prompt }));
    const b = BUYERS[i];
    const bytes = await render(sup, b, j, f, sup.prompt);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-climbing-walls', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  // Hard: `Dto. pronto pago 3 %` printed, 5 % of the gross deducted; base, VAT and total follow the deduction.
  const j = { id: 'climb-pyrene-discount', number: 'P260914', issue: '2026-07-02', due: '2026-08-16' };
  const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 5), { promptPct: 5 }));
  const bytes = await render(SUPS[2], BUYERS[0], j, f, 3);
  out.push(
    invoiceDoc({
      id: `b17-${j.id}`, layout: 'b17-climbing-walls', bytes, buyer: BUYERS[0], number: j.number, issue: j.issue, due: j.due, nif: SUPS[2].p.nif, name: SUPS[2].p.name, f,
      hard: 'prints `Dto. pronto pago 3 %` but deducts 5 % of the gross; base, VAT and total follow the deducted amount',
    }),
  );
  return out;
}
