import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, logo, type Party, table } from './parts.js';
import { draw, item, type Item, rngOf } from './pool.js';

/**
 * Saunas, steam rooms and hot tubs for the wellness areas of housing developments: an ERP's
 * coloured label band over the document's data, works at 10 % and equipment at 21 % with a VAT
 * column and a per-rate grid (summed in a row for two suppliers).
 */

interface Look {
  color: string;
  amounts: AmountStyle;
  dates: DateStyle;
  heads: [string, string, string, string, string];
  summed: boolean;
  family: 'Helvetica' | 'Times';
}

const POOL: Item[] = [
  item('OB-101', 'Vaso de hidromasaje de obra, impermeabilizado y alicatado', 'ud', 485000, [1, 1, 0], { rate: 10 }),
  item('OB-114', 'Montaje de cabina de sauna finlandesa en zona comunitaria', 'ud', 124000, [1, 2, 0], { rate: 10 }),
  item('OB-120', 'Red de fontanería y desagües de la zona spa', 'ml', 3840, [12, 40, 1], { rate: 10 }),
  item('OB-131', 'Revestimiento de madera de abeto en baño turco', 'm2', 6975, [8, 22, 2], { rate: 10 }),
  item('EQ-210', 'Estufa eléctrica para sauna 9 kW con mando', 'ud', 138500, [1, 2, 0], { rate: 21 }),
  item('EQ-224', 'Generador de vapor 12 kW con panel de control', 'ud', 296000, [1, 1, 0], { rate: 21 }),
  item('EQ-237', 'Ducha de sensaciones con cromoterapia', 'ud', 84550, [1, 3, 0], { rate: 21 }),
  item('EQ-241', 'Equipo de filtración y dosificación para bañera', 'ud', 172080, [1, 1, 0], { rate: 21 }),
];

const SUPPLIERS: Array<{ p: Party; look: Look; initials: string }> = [
  {
    p: { name: 'Saunas del Pirineo, S.L.', nif: cif('B', '2231874'), idLabel: 'CIF:', idStyle: 'plain', street: 'Pol. Ind. Monzú, nave 14', city: '22006 Huesca', phone: 'Tel. 974 21 48 30', mail: 'obras@saunaspirineo.es', registry: 'Reg. Mercantil de Huesca, tomo 612, folio 88, hoja HU-10422. {id}' },
    look: { color: '#1f5f8b', amounts: 'eur', dates: 'dmy', heads: ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'], summed: true, family: 'Helvetica' },
    initials: 'SP',
  },
  {
    p: { name: 'Termas Levante Wellness, S.L.U.', nif: cif('B', '5384016'), idLabel: 'C.I.F.', idStyle: 'dash', street: 'C/ Ausiàs March, 77', city: '03802 Alcoy (Alicante)', phone: '965 33 12 04', registry: 'Inscrita en el Registro Mercantil de Alicante, tomo 4.117, folio 21, hoja A-160233' },
    look: { color: '#7a2e5c', amounts: 'plain', dates: 'iso', heads: ['FACTURA Nº', 'FECHA FACTURA', 'VTO.', 'CLIENTE', 'PAGO'], summed: false, family: 'Helvetica' },
    initials: 'TL',
  },
  {
    p: { name: 'Aquaspa Cantábrico, S.A.', nif: cif('A', '3975208'), idLabel: 'NIF', idStyle: 'plain', street: 'Avda. de los Castros, 140', city: '39005 Santander', phone: '942 27 60 19', mail: 'facturacion@aquaspacantabrico.com' },
    look: { color: '#2d6e4e', amounts: 'pre', dates: 'dmy-', heads: ['NÚM. FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLI.', 'FORMA PAGO'], summed: true, family: 'Times' },
    initials: 'AC',
  },
];

interface Job {
  id: string;
  number: string;
  issue: string;
  due: string;
  customer: string;
  pay: string;
  site: string;
}

function render(sup: (typeof SUPPLIERS)[number], b: Buyer, j: Job, f: Figures): Promise<Uint8Array> {
  const { p, look } = sup;
  const m = (c: bigint) => money(c, look.amounts);
  return pdf(`Factura ${j.number}`, p.name, look.family, 8.5, (s) => {
    logo(s, 'square', 40, 36, look.color, sup.initials);
    s.text(p.name, 90, 38, { size: 13, bold: true, color: look.color });
    block(s, [p.street, p.city, `${idText(p)}   ${p.phone}`, p.mail], 90, 56, { size: 8 });
    s.right('FACTURA', 555, 40, { size: 20, bold: true, color: look.color });
    s.box(330, 110, 225, 66, { stroke: '#888888' });
    block(s, ['Cliente', b.name, b.street, b.city, `CIF ${b.nif}`], 338, 116, { size: 8.5, boldFirst: true, lead: 11.5 });
    const widths = [110, 90, 90, 90, 135];
    const values = [j.number, date(j.issue, look.dates), date(j.due, look.dates), j.customer, j.pay];
    s.box(40, 192, 515, 14, { fill: look.color });
    let x = 40;
    look.heads.forEach((h, i) => {
      s.cell(h, x, widths[i], 195.5, 'c', { size: 7.5, bold: true, color: '#ffffff' });
      s.cell(values[i], x, widths[i], 211, 'c', { size: 8.5 });
      x += widths[i];
    });
    s.box(40, 206, 515, 17, { stroke: look.color });
    s.text(`Obra: ${j.site}`, 40, 232, { size: 8.5, italic: true });
    const rows = f.lines.map((l) => [l.code ?? '', l.desc, qty(l.qty, l.unit === 'ud' ? 0 : 2), l.unit, price(l.price), `${l.rate} %`, price(l.amount)]);
    const y = table(
      s,
      40,
      248,
      [
        { head: 'Código', w: 52, align: 'l' },
        { head: 'Descripción', w: 238, align: 'l' },
        { head: 'Cant.', w: 42, align: 'r' },
        { head: 'Ud.', w: 28, align: 'c' },
        { head: 'Precio', w: 58, align: 'r' },
        { head: '% IVA', w: 37, align: 'r' },
        { head: 'Importe', w: 60, align: 'r' },
      ],
      rows,
      { rowH: 16, band: '#e4e4e4', zebra: '#f4f4f4', rules: true, size: 8 },
    );
    let gy = Math.max(y + 24, 520);
    const gx = 300;
    s.box(gx, gy, 255, 14, { fill: look.color });
    ['Base imponible', '% IVA', 'Cuota IVA'].forEach((h, i) => s.cell(h, gx + i * 85, 85, gy + 3.5, 'r', { size: 7.5, bold: true, color: '#ffffff' }));
    gy += 18;
    for (const r of f.rates) {
      s.cell(m(r.base), gx, 85, gy, 'r');
      s.cell(`${r.rate} %`, gx + 85, 85, gy, 'r');
      s.cell(m(r.vat), gx + 170, 85, gy, 'r');
      gy += 13;
    }
    if (look.summed) {
      s.hline(gx, gx + 255, gy);
      s.cell(m(f.base), gx, 85, gy + 4, 'r', { bold: true });
      s.cell(m(f.vat), gx + 170, 85, gy + 4, 'r', { bold: true });
      gy += 18;
    } else {
      gy += 4;
      s.text('Total base imponible', gx + 3, gy);
      s.right(m(f.base), gx + 252, gy);
      s.text('Total IVA', gx + 3, gy + 13);
      s.right(m(f.vat), gx + 252, gy + 13);
      gy += 30;
    }
    s.box(gx, gy + 4, 255, 20, { stroke: look.color, width: 1.2 });
    s.text('TOTAL FACTURA', gx + 6, gy + 10, { size: 10, bold: true });
    s.right(m(f.total), gx + 249, gy + 10, { size: 10, bold: true });
    s.text(`Forma de pago: ${j.pay}`, 40, 540 > gy ? 540 : gy + 40, { size: 8 });
    if (p.registry) s.center(p.registry.replace('{id}', idText(p)), 297, 800, { size: 6.5, color: '#555555' });
  });
}

const JOBS: Job[] = [
  { id: 'spa-pirineo', number: 'F26-00418', issue: '2026-05-14', due: '2026-06-13', customer: '4300127', pay: 'Transferencia 30 días', site: 'Residencial Els Tarongers, zona wellness (fase 2)' },
  { id: 'spa-levante', number: '2026/0093', issue: '2026-06-02', due: '2026-07-17', customer: 'C-0581', pay: 'Recibo 45 d.', site: 'Residencial Mirador de Alcoy, 48 viviendas' },
  { id: 'spa-cantabrico', number: 'AS-26-0217', issue: '2026-03-27', due: '2026-04-26', customer: '1184', pay: 'Transferencia', site: 'Urbanización Las Dunas, club social' },
];

export async function spaInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPPLIERS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 5)));
    if (f.rates.length < 2) throw new Error(`blind17: ${j.id} needs both rates`);
    const bytes = await render(sup, BUYERS[i], j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-spa-wellness', bytes, buyer: BUYERS[i], number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  // Hard: each rate's VAT printed on the other rate's base (the total adds the printed VAT).
  const j: Job = { id: 'spa-pirineo-swapped', number: 'F26-00452', issue: '2026-06-11', due: '2026-07-11', customer: '4300127', pay: 'Transferencia 30 días', site: 'Residencial Els Tarongers, zona wellness (fase 3)' };
  const good = closed(invoiceFigures(draw(rngOf(j.id), POOL, 6)));
  if (good.rates.length !== 2) throw new Error('blind17: the swapped grid needs two rates');
  const [r10, r21] = good.rates;
  const rates = [
    { ...r10, vat: (r10.base * 21n + 50n) / 100n },
    { ...r21, vat: (r21.base * 10n + 50n) / 100n },
  ];
  const vat = rates[0].vat + rates[1].vat;
  const f: Figures = { ...good, rates, vat, total: good.base + vat };
  const bytes = await render(SUPPLIERS[0], BUYERS[0], j, f);
  out.push(
    invoiceDoc({
      id: `b17-${j.id}`, layout: 'b17-spa-wellness', bytes, buyer: BUYERS[0], number: j.number, issue: j.issue, due: j.due, nif: SUPPLIERS[0].p.nif, name: SUPPLIERS[0].p.name, f,
      hard: 'the per-rate grid prints the 21 % VAT on the 10 % base and the 10 % VAT on the 21 % base; the total adds that VAT',
    }),
  );
  return out;
}
