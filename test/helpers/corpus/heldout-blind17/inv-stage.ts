import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures, type LineIn } from './figures.js';
import { cif } from './ids.js';
import { pdf, type Sheet } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, type Party, table } from './parts.js';
import { rngOf } from './pool.js';

/**
 * Stage machinery and auditorium fit-out billed bar by bar and row by row over two pages: the
 * first page's sum carried to the second (`Suma y sigue` / `Suma anterior`, `A transportar` /
 * `Transporte`, `Suma hoja 1` / `Suma hoja anterior`), `Página 1 de 2`.
 */

interface Sup {
  p: Party;
  family: 'Helvetica' | 'Times';
  amounts: AmountStyle;
  dates: DateStyle;
  carry: [string, string];
  numberLabel: string;
  page: (n: number) => string;
}

const SUPS: Sup[] = [
  {
    p: { name: 'Escenotecnia Castellana, S.A.', nif: cif('A', '4720931'), idLabel: 'CIF', idStyle: 'dash', street: 'Camino Viejo de Simancas, 31', city: '47008 Valladolid', phone: '983 47 20 93', registry: 'R.M. de Valladolid, tomo 1.540, folio 12, hoja VA-20871' },
    family: 'Times', amounts: 'plain', dates: 'dmy', carry: ['Suma y sigue', 'Suma anterior'], numberLabel: 'FACTURA Nº', page: (n) => `Página ${n} de 2`,
  },
  {
    p: { name: 'Maquinaria Escénica Turia, S.L.', nif: cif('B', '9630584'), idLabel: 'N.I.F.:', idStyle: 'plain', street: 'C/ Campaneta, 18, Pol. Fuente del Jarro', city: '46988 Paterna (Valencia)', phone: '961 32 08 75', mail: 'admin@escenicaturia.es' },
    family: 'Helvetica', amounts: 'eur', dates: 'mon', carry: ['A transportar', 'Transporte'], numberLabel: 'Factura número:', page: (n) => `Hoja ${n}/2`,
  },
  {
    p: { name: 'Butacas y Tramoya del Nervión, S.L.', nif: cif('B', '4867125'), idLabel: 'C.I.F.', idStyle: 'plain', street: 'Uribitarte Kalea, 4', city: '48001 Bilbao', phone: '944 23 61 70' },
    family: 'Times', amounts: 'eur', dates: 'es', carry: ['Suma hoja 1', 'Suma hoja anterior'], numberLabel: 'Nº de factura:', page: (n) => `Pág. ${n} de 2`,
  },
];

const JOBS = [
  { id: 'stage-castellana', number: 'EC-260058', issue: '2026-09-30', due: '2026-10-30' },
  { id: 'stage-turia', number: 'T/2026/214', issue: '2026-10-15', due: '2026-11-30' },
  { id: 'stage-nervion', number: '0000387', issue: '2026-11-06', due: '2026-12-21' },
];

function lines(id: string): LineIn[] {
  const rng = rngOf(id);
  const out: LineIn[] = [];
  const bars = rng.int(9, 11);
  for (let k = 1; k <= bars; k++) out.push({ desc: `Vara motorizada nº ${k}, 14 m, con cabrestante y final de carrera`, qty: '1', unit: 'ud', price: 612000 + rng.int(0, 4) * 2500 });
  out.push({ desc: 'Telón cortafuego EI 60 con mecanismo de caída por gravedad', qty: '1', unit: 'ud', price: 2385000 });
  out.push({ desc: 'Consola de control de maquinaria escénica', qty: '1', unit: 'ud', price: 1476000 });
  const rows = rng.int(12, 14);
  for (let r = 1; r <= rows; r++) out.push({ desc: `Butaca tapizada con numeración, fila ${r}`, qty: String(rng.int(18, 26)), unit: 'ud', price: 28950 });
  out.push({ desc: 'Montaje de butacas y replanteo de filas', qty: `${rng.int(60, 90)}.5`, unit: 'h', price: 3800 });
  return out;
}

const HEADS = [
  { head: 'Concepto', w: 300, align: 'l' as const },
  { head: 'Cantidad', w: 55, align: 'r' as const },
  { head: 'Ud.', w: 30, align: 'c' as const },
  { head: 'Precio', w: 60, align: 'r' as const },
  { head: 'Importe', w: 70, align: 'r' as const },
];

function head(s: Sheet, sup: Sup, b: Buyer, j: (typeof JOBS)[number], page: number): number {
  const { p } = sup;
  s.text(p.name, 40, 40, { size: 15, bold: true });
  block(s, [`${p.street} · ${p.city}`, `${idText(p)} · Tel. ${p.phone}${p.mail ? ` · ${p.mail}` : ''}`], 40, 60, { size: 8 });
  s.hline(40, 555, 84, { width: 1.5 });
  s.right(sup.page(page), 555, 90, { size: 8 });
  s.text(`${sup.numberLabel} ${j.number}`, 40, 96, { size: 11, bold: true });
  s.text(`Fecha: ${date(j.issue, sup.dates)}`, 40, 112);
  if (page === 1) {
    s.text(`Vencimiento: ${date(j.due, sup.dates)}`, 40, 125);
    block(s, ['Cliente:', b.name, b.street, b.city, `C.I.F. ${b.nif}`], 330, 100, { lead: 11.5, boldFirst: true });
    s.text(`Obra: ${b.site}`, 40, 170, { italic: true });
    return 190;
  }
  s.text(`Cliente: ${b.name}`, 330, 112);
  return 140;
}

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const m = (c: bigint) => money(c, sup.amounts);
  const row = (l: Figures['lines'][number]) => [l.desc, qty(l.qty, l.unit === 'h' ? 1 : 0), l.unit, price(l.price), price(l.amount)];
  const firstN = 17;
  const first = f.lines.slice(0, firstN);
  const carried = sumCents(first.map((l) => l.amount));
  return pdf(`Factura ${j.number}`, sup.p.name, sup.family, 9, (s) => {
    let y = head(s, sup, b, j, 1);
    y = table(s, 40, y, HEADS, first.map(row), { rowH: 17, rules: true, size: 8.5 });
    s.text(sup.carry[0], 350, y + 8, { bold: true });
    s.right(m(carried), 555, y + 8, { bold: true });
    s.newPage();
    y = head(s, sup, b, j, 2);
    s.text(sup.carry[1], 350, y, { bold: true });
    s.right(m(carried), 555, y, { bold: true });
    y = table(s, 40, y + 18, HEADS, f.lines.slice(firstN).map(row), { rowH: 17, rules: true, size: 8.5 });
    y += 20;
    const rows: Array<[string, string]> = [['Base imponible', m(f.base)], [`I.V.A. ${f.rates[0].rate} %`, m(f.vat)], ['TOTAL FACTURA', m(f.total)]];
    for (const [i, [label, value]] of rows.entries()) {
      s.text(label, 380, y, { bold: i === 2, size: i === 2 ? 11 : 9 });
      s.right(value, 555, y, { bold: i === 2, size: i === 2 ? 11 : 9 });
      y += 16;
    }
    s.text('Pago mediante transferencia bancaria a 30/45 días según contrato.', 40, y + 20, { size: 8 });
    if (sup.p.registry) s.center(sup.p.registry, 297, 805, { size: 6.5 });
  });
}

export async function stageInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(lines(j.id)));
    const b = BUYERS[2];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-stage-machinery', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
