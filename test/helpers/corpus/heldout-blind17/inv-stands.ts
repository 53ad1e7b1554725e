import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, logo, pairs, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Telescopic grandstands and stadium seats in a two-column header: supplier and customer down the
 * left, the document's data as label and value down the right; zebra rows, the net total boxed.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  labels: [string, string, string, string];
  family: 'Helvetica' | 'Times';
  color: string;
}

const POOL: Item[] = [
  { desc: 'Grada telescópica motorizada de 8 filas, módulo de 6 m', unit: 'ud', price: 2187000, q: [1, 3, 0] },
  { desc: 'Asiento abatible de polipropileno con numeración', unit: 'ud', price: 4620, q: [150, 480, 0] },
  { desc: 'Asiento fijo sobre grada de hormigón, anclaje a tabica', unit: 'ud', price: 2980, q: [200, 600, 0] },
  { desc: 'Barandilla frontal de acero lacado', unit: 'ml', price: 11240, q: [18, 48, 2] },
  { desc: 'Escalera de acceso lateral con pasamanos', unit: 'ud', price: 96500, q: [2, 4, 0] },
  { desc: 'Transporte, descarga y montaje en obra', unit: 'ud', price: 348000, q: [1, 1, 0] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Gradas y Tribunas Alcarria, S.L.', nif: cif('B', '1953820'), idLabel: 'CIF', idStyle: 'plain', street: 'Pol. Ind. El Balconcillo, C/ Francisco Medina, 3', city: '19004 Guadalajara', phone: '949 20 48 61', mail: 'administracion@gradasalcarria.es' },
    amounts: 'eur', dates: 'dmy.', labels: ['Factura', 'Fecha', 'Vencimiento', 'Pedido'], family: 'Helvetica', color: '#455a64',
  },
  {
    p: { name: 'Asientos Deportivos Guadiana, S.A.', nif: cif('A', '0631477'), idLabel: 'N.I.F.', idStyle: 'dots', street: 'Avda. de Elvas, s/n, nave 12', city: '06006 Badajoz', phone: '924 27 51 09', registry: 'R. M. de Badajoz, tomo 380, folio 75, hoja BA-5521' },
    amounts: 'plain', dates: 'dmy', labels: ['Nº factura', 'Fecha emisión', 'Fecha vencimiento', 'Su pedido'], family: 'Times', color: '#6d4c41',
  },
  {
    p: { name: 'Tribunas Modulares Atlántico, S.L.U.', nif: cif('B', '1527406'), idLabel: 'CIF:', idStyle: 'plain', street: 'Parque Empresarial de Sabón, parcela 44', city: '15142 Arteixo (A Coruña)', phone: '981 60 33 70' },
    amounts: 'EUR', dates: 'mon', labels: ['Número', 'Fecha', 'Vto.', 'Ref. cliente'], family: 'Helvetica', color: '#01579b',
  },
];

const JOBS = [
  { id: 'stands-alcarria', number: 'GA/26/118', issue: '2026-06-19', due: '2026-07-19', order: 'PED-3391' },
  { id: 'stands-guadiana', number: '2026-F-0405', issue: '2026-02-11', due: '2026-04-12', order: '7710/26' },
  { id: 'stands-atlantico', number: 'TMA260057', issue: '2026-10-26', due: '2026-11-25', order: 'UTE-AR-14' },
];

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`Factura ${j.number}`, p.name, sup.family, 9, (s) => {
    logo(s, 'arch', 40, 40, sup.color, '');
    s.text(p.name, 90, 44, { size: 12, bold: true });
    block(s, [p.street, p.city, `${idText(p)} · Tel. ${p.phone}`, p.mail], 90, 62, { size: 8 });
    s.text('FACTURA', 360, 40, { size: 16, bold: true, color: sup.color });
    pairs(s, [[`${sup.labels[0]}:`, j.number, true], [`${sup.labels[1]}:`, date(j.issue, sup.dates)], [`${sup.labels[2]}:`, date(j.due, sup.dates)], [`${sup.labels[3]}:`, j.order]], 360, 555, 64, 14);
    s.hline(40, 555, 132, { stroke: sup.color, width: 1 });
    s.text('CLIENTE', 40, 142, { size: 7.5, bold: true, color: sup.color });
    block(s, [b.name, b.street, b.city, `CIF ${b.nif}`], 40, 154, { lead: 12 });
    s.text('OBRA', 360, 142, { size: 7.5, bold: true, color: sup.color });
    block(s, s.wrap(b.site, 195), 360, 154, { lead: 12 });
    const y = table(
      s,
      40,
      222,
      [
        { head: 'Descripción', w: 290, align: 'l' },
        { head: 'Cantidad', w: 55, align: 'r' },
        { head: 'Ud.', w: 30, align: 'c' },
        { head: 'Precio', w: 65, align: 'r' },
        { head: 'Importe', w: 75, align: 'r' },
      ],
      f.lines.map((l) => [l.desc, qty(l.qty, l.unit === 'ml' ? 2 : 0), l.unit, price(l.price), price(l.amount)]),
      { rowH: 17, band: sup.color, headInk: '#ffffff', zebra: '#eef1f3' },
    );
    let ty = y + 18;
    ty = pairs(s, [['Base imponible', m(f.base)], [`IVA ${f.rates[0].rate} %`, m(f.vat)]], 360, 550, ty, 15);
    s.box(355, ty, 200, 22, { stroke: sup.color, width: 1.2 });
    s.text('TOTAL', 361, ty + 7, { bold: true, size: 10 });
    s.right(m(f.total), 549, ty + 7, { bold: true, size: 10 });
    s.text('Forma de pago: transferencia bancaria', 40, y + 18, { size: 8 });
    if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
  });
}

export async function standsInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 4)));
    const b = BUYERS[i];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-grandstands', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
