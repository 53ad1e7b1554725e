import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif, dni } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, logo, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Padel and tennis courts built by Catalan firms, worded in Catalan (`Factura núm.`, `Data`,
 * `Venciment`, `Client`, `Descripció`, `Quantitat`, `Preu`, `Import`, `Base imposable`), initials
 * in a disc; a cooperative SCCL and a self-employed with a DNI and 1 % IRPF.
 */

interface Sup {
  p: Party;
  initials: string;
  color: string;
  amounts: AmountStyle;
  dates: DateStyle;
  irpf: number;
  numberLabel: string;
}

const POOL: Item[] = [
  { desc: 'Estructura de pista de pàdel panoràmica, muntatge inclòs', unit: 'ut', price: 1485000, q: [1, 2, 0] },
  { desc: 'Vidre temperat 12 mm per a tancament de pista', unit: 'ut', price: 38950, q: [18, 36, 0] },
  { desc: 'Gespa artificial de fibra texturitzada, col·locada', unit: 'm2', price: 1960, q: [200, 400, 2] },
  { desc: 'Sorra de sílice per a rebliment de gespa', unit: 't', price: 11500, q: [4, 12, 3] },
  { desc: 'Projectors LED 200 W amb columna de 6 m', unit: 'ut', price: 64280, q: [4, 8, 0] },
  { desc: 'Solera de formigó escombrat per a pista de tennis', unit: 'm2', price: 2845, q: [300, 650, 2] },
  { desc: 'Pintura acrílica de pista amb línies de joc', unit: 'm2', price: 1190, q: [300, 650, 2] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Pistes Esportives del Vallès, SCCL', nif: cif('F', '6592031'), idLabel: 'NIF:', idStyle: 'plain', street: 'Carrer de la Indústria, 41', city: '08208 Sabadell', phone: '937 45 80 12', mail: 'administracio@pistesvalles.cat' },
    initials: 'PV', color: '#00796b', amounts: 'eur', dates: 'ca', irpf: 0, numberLabel: 'Factura núm.',
  },
  {
    p: { name: 'Jordi Puigvert Soler', nif: dni('40318275'), idLabel: 'NIF', idStyle: 'dash', street: 'Carrer Major, 12, baixos', city: '17800 Olot (Girona)', phone: '628 41 77 02', activity: 'Instal·lacions esportives i tancaments' },
    initials: 'JP', color: '#8e3b1f', amounts: 'plain', dates: 'dmy', irpf: 1, numberLabel: 'Núm. factura',
  },
  {
    p: { name: 'Tennis i Pàdel Tarragonès, S.L.', nif: cif('B', '4391208'), idLabel: 'NIF', idStyle: 'plain', street: 'Polígon Francolí, parcel·la 23', city: '43006 Tarragona', phone: '977 21 09 66', registry: 'Inscrita al Registre Mercantil de Tarragona, tom 2.870, foli 101, full T-44816' },
    initials: 'TP', color: '#283593', amounts: 'EUR', dates: 'ca', irpf: 0, numberLabel: 'Factura núm.',
  },
];

const JOBS = [
  { id: 'padel-valles', number: '2026-0187', issue: '2026-05-22', due: '2026-06-21' },
  { id: 'padel-puigvert', number: '12/2026', issue: '2026-04-08', due: '2026-05-08' },
  { id: 'padel-tarragones', number: 'TP-26/064', issue: '2026-10-01', due: '2026-10-31' },
];

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`Factura ${j.number}`, p.name, 'Helvetica', 9, (s) => {
    logo(s, 'disc', 40, 38, sup.color, sup.initials);
    s.text(p.name, 92, 40, { size: 13, bold: true, color: sup.color });
    block(s, [p.activity, p.street, p.city, `${idText(p)} · Tel. ${p.phone}`, p.mail], 92, 58, { size: 8 });
    s.text('FACTURA', 400, 40, { size: 16, bold: true, color: sup.color });
    block(s, [`${sup.numberLabel} ${j.number}`, `Data: ${date(j.issue, sup.dates)}`, `Venciment: ${date(j.due, sup.dates)}`], 400, 62, { size: 9, lead: 13 });
    s.box(40, 130, 515, 62, { stroke: '#bbbbbb' });
    s.text('Client', 48, 136, { bold: true, size: 8, color: sup.color });
    block(s, [b.name, `${b.street} · ${b.city}`, `NIF ${b.nif}`], 48, 148, { lead: 12 });
    s.text(`Obra: ${b.site}`, 330, 148, { size: 8.5 });
    const y = table(
      s,
      40,
      210,
      [
        { head: 'Descripció', w: 290, align: 'l' },
        { head: 'Quantitat', w: 60, align: 'r' },
        { head: 'Unitat', w: 40, align: 'c' },
        { head: 'Preu', w: 55, align: 'r' },
        { head: 'Import', w: 70, align: 'r' },
      ],
      f.lines.map((l) => [l.desc, qty(l.qty, l.unit === 'ut' ? 0 : l.unit === 't' ? 3 : 2), l.unit, price(l.price), price(l.amount)]),
      { rowH: 17, rules: true, zebra: '#f1f1f1' },
    );
    const rows: Array<[string, string, boolean]> = [['Base imposable', m(f.base), false], [`IVA ${f.rates[0].rate} %`, m(f.vat), false]];
    if (f.irpf) rows.push([`Retenció IRPF ${f.irpfPct} %`, `-${m(f.irpf)}`, false]);
    rows.push(['Total factura', m(f.total), true]);
    let ty = y + 16;
    for (const [label, value, bold] of rows) {
      s.text(label, 360, ty, { bold });
      s.right(value, 555, ty, { bold });
      ty += 15;
    }
    s.text('Forma de pagament: transferència bancària', 40, y + 16, { size: 8 });
    if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
  });
}

export async function padelInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 4), { irpfPct: sup.irpf }));
    const b = BUYERS[i === 2 ? 2 : 0];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-padel-courts', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
