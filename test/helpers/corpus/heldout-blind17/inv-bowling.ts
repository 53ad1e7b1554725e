import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, logo, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Bowling alleys fitted out in leisure centres: the document's data in a box beside the
 * letterhead; two installers subcontracted by the builder under reverse charge (no VAT charged,
 * the legal note in a frame), the third supplying scoring equipment at 21 %.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  reverse: boolean;
  color: string;
  vatRow: string;
  note?: string;
  labels: [string, string, string];
}

const POOL: Item[] = [
  { desc: 'Montaje de pista de bolos sintética con aproximación, por pista', unit: 'ud', price: 428000, q: [4, 8, 0] },
  { desc: 'Nivelación y anclaje de bastidores de pista', unit: 'ud', price: 68500, q: [4, 8, 0] },
  { desc: 'Instalación de máquina colocadora de bolos (pinsetter)', unit: 'ud', price: 192500, q: [4, 8, 0] },
  { desc: 'Canal de retorno de bolas y elevador, montaje', unit: 'ud', price: 74350, q: [2, 4, 0] },
  { desc: 'Foso y capuchón (masking unit) con iluminación', unit: 'ud', price: 51820, q: [4, 8, 0] },
  { desc: 'Horas de ajuste y puesta a punto de pistas', unit: 'h', price: 4650, q: [16, 48, 0] },
];
const SCORING: Item[] = [
  { desc: 'Sistema de marcador electrónico por par de pistas', unit: 'ud', price: 648000, q: [2, 4, 0] },
  { desc: 'Consola de mostrador con software de gestión', unit: 'ud', price: 385600, q: [1, 1, 0] },
  { desc: 'Bolas de poliéster surtidas 6-16 lb', unit: 'ud', price: 5890, q: [40, 80, 0] },
  { desc: 'Calzado de bolera, pares surtidos', unit: 'par', price: 3275, q: [40, 90, 0] },
  { desc: 'Puesta en marcha y formación del personal', unit: 'h', price: 5500, q: [6, 12, 0] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Bowling Montajes Ibéricos, S.L.', nif: cif('B', '8705392'), idLabel: 'CIF:', idStyle: 'plain', street: 'C/ Fundidores, 22, nave B', city: '28906 Getafe (Madrid)', phone: '916 95 40 12', mail: 'info@bowlingmontajes.es' },
    amounts: 'eur', dates: 'dmy', reverse: true, color: '#b22222', vatRow: 'IVA (inversión del sujeto pasivo)',
    note: 'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA.', labels: ['Factura nº', 'Fecha', 'Vencimiento'],
  },
  {
    p: { name: 'Pistas y Recreativos del Sureste, S.L.', nif: cif('B', '3045178'), idLabel: 'N.I.F.', idStyle: 'dash', street: 'Avda. Juan Carlos I, 58', city: '30009 Murcia', phone: '968 28 73 05', registry: 'Registro Mercantil de Murcia, hoja MU-77103, tomo 3.320, folio 47' },
    amounts: 'plain', dates: 'dmy-', reverse: true, color: '#1b4f72', vatRow: 'Cuota IVA 0 %',
    note: 'Factura sin IVA: inversión del sujeto pasivo (art. 84.Uno.2º.f LIVA). El IVA lo declara el destinatario.', labels: ['Número', 'Fecha', 'Vto.'],
  },
  {
    p: { name: 'Strike Equipamiento de Ocio, S.A.', nif: cif('A', '0816643'), idLabel: 'CIF', idStyle: 'plain', street: 'Pol. Can Roqueta, C/ Vallès 3', city: '08202 Sabadell (Barcelona)', phone: '937 12 66 40', mail: 'facturas@strike-ocio.com' },
    amounts: 'pre', dates: 'iso', reverse: false, color: '#444444', vatRow: 'IVA 21 %', labels: ['Nº Factura', 'Fecha', 'Vencimiento'],
  },
];

const JOBS = [
  { id: 'bowling-iberico', number: 'BMI-26/0142', issue: '2026-04-30', due: '2026-05-30', pool: POOL },
  { id: 'bowling-sureste', number: '26-0098', issue: '2026-06-19', due: '2026-08-03', pool: POOL },
  { id: 'bowling-strike', number: 'FV260733', issue: '2026-07-22', due: '2026-08-21', pool: SCORING },
];

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`Factura ${j.number}`, p.name, 'Helvetica', 9, (s) => {
    logo(s, 'bars', 40, 40, sup.color, '');
    s.text(p.name, 90, 42, { size: 12, bold: true });
    block(s, [p.street, p.city, `Tel. ${p.phone}`, p.mail, idText(p)], 90, 60, { size: 8 });
    s.box(360, 40, 195, 74, { stroke: sup.color, width: 1 });
    s.box(360, 40, 195, 16, { fill: sup.color });
    s.center('FACTURA', 457, 44, { bold: true, color: '#ffffff' });
    const dv = [j.number, date(j.issue, sup.dates), date(j.due, sup.dates)];
    sup.labels.forEach((l, i) => {
      s.text(l, 368, 64 + i * 15);
      s.right(dv[i], 547, 64 + i * 15, { bold: i === 0 });
    });
    s.text('Facturar a:', 40, 140, { bold: true, size: 8 });
    block(s, [b.name, b.street, b.city, `CIF: ${b.nif}`], 40, 152, { lead: 11.5 });
    s.text('Centro de trabajo:', 330, 140, { bold: true, size: 8 });
    s.text(b.site, 330, 152);
    const y = table(
      s,
      40,
      215,
      [
        { head: 'Descripción', w: 300, align: 'l' },
        { head: 'Cant.', w: 45, align: 'r' },
        { head: 'Ud.', w: 30, align: 'c' },
        { head: 'Precio ud.', w: 65, align: 'r' },
        { head: 'Total', w: 75, align: 'r' },
      ],
      f.lines.map((l) => [l.desc, qty(l.qty, 0), l.unit, price(l.price), price(l.amount)]),
      { rowH: 18, band: sup.color, headInk: '#ffffff', rules: true },
    );
    let ty = y + 18;
    for (const [label, value, bold] of [['Base imponible', m(f.base), false], [sup.vatRow, m(f.vat), false], ['Total factura', m(f.total), true]] as const) {
      s.text(label, 340, ty, { bold });
      s.right(value, 555, ty, { bold });
      ty += 15;
    }
    if (sup.note) {
      const parts = s.wrap(sup.note, 290, { size: 8 });
      s.box(40, y + 14, 296, parts.length * 11 + 10, { stroke: '#000000' });
      parts.forEach((t, i) => s.text(t, 45, y + 20 + i * 11, { size: 8 }));
    }
    if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
  });
}

export async function bowlingInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), j.pool, 4), { reverse: sup.reverse }));
    const b = BUYERS[i === 1 ? 0 : 1];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-bowling-fitout', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
