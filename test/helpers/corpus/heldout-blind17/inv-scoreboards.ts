import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif } from './ids.js';
import { PAGE_W, pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, cells, idText, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Electronic scoreboards, sports timing and PA for sports halls: the name in white on a dark band
 * across the page, the document's data in boxed cells with the labels above, wrapped descriptions
 * in a ruled grid; the CIF only in the registry footer for one.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  band: string;
  labels: [string, string, string];
  idInHead: boolean;
}

const POOL: Item[] = [
  { code: 'MX-300', desc: 'Marcador electrónico multideporte LED 3,0 x 1,5 m con consola inalámbrica', unit: 'ud', price: 1298000, q: [1, 2, 0] },
  { code: 'PS-24', desc: 'Juego de relojes de posesión 24 segundos con soporte de canasta', unit: 'jgo', price: 386500, q: [1, 1, 0] },
  { code: 'CR-FT', desc: 'Sistema de cronometraje con fotocélulas y display de tiempos para pista', unit: 'ud', price: 512040, q: [1, 1, 0] },
  { code: 'PA-DSP', desc: 'Megafonía de pabellón: amplificador, procesador y 8 proyectores de sonido', unit: 'ud', price: 745000, q: [1, 1, 0] },
  { code: 'CB-PWR', desc: 'Cableado de datos y alimentación desde mesa de anotadores', unit: 'ml', price: 865, q: [80, 220, 0] },
  { code: 'MO-INS', desc: 'Instalación, programación y pruebas', unit: 'h', price: 4800, q: [10, 32, 0] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Marcadores Deportivos Ebro, S.L.', nif: cif('B', '2611395'), idLabel: 'CIF', idStyle: 'plain', street: 'C/ Piqueras, 71', city: '26006 Logroño', phone: '941 25 80 33', mail: 'ventas@marcadoresebro.es', registry: 'Marcadores Deportivos Ebro, S.L. · Registro Mercantil de La Rioja, tomo 690, folio 14, hoja LO-11874 · {id}' },
    amounts: 'pre', dates: 'dmy', band: '#1a1a2e', labels: ['Nº FACTURA', 'FECHA', 'VENCIMIENTO'], idInHead: false,
  },
  {
    p: { name: 'Crono Sport Levante, S.L.L.', nif: cif('B', '1240685'), idLabel: 'N.I.F.', idStyle: 'dash', street: 'Av. Casalduch, 55', city: '12005 Castellón de la Plana', phone: '964 72 15 90' },
    amounts: 'eur', dates: 'iso', band: '#0d47a1', labels: ['FACTURA', 'FECHA', 'VTO.'], idInHead: true,
  },
  {
    p: { name: 'Electrónica y Sonido Pabellón, S. Coop.', nif: cif('F', '2098347'), idLabel: 'CIF:', idStyle: 'plain', street: 'Barrio Zubieta, 8', city: '20550 Aretxabaleta (Gipuzkoa)', phone: '943 71 22 08', mail: 'administrazioa@espabellon.eus' },
    amounts: 'plain', dates: 'dmy-', band: '#3e2723', labels: ['NÚMERO', 'FECHA FACTURA', 'VENCIMIENTO'], idInHead: true,
  },
];

const JOBS = [
  { id: 'score-ebro', number: 'MDE-26-0331', issue: '2026-03-31', due: '2026-04-30' },
  { id: 'score-crono', number: 'CS/2026/147', issue: '2026-08-28', due: '2026-09-27' },
  { id: 'score-pabellon', number: '2026.0263', issue: '2026-12-04', due: '2027-01-03' },
];

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`Factura ${j.number}`, p.name, 'Helvetica', 9, (s) => {
    s.box(0, 0, PAGE_W, 74, { fill: sup.band });
    s.text(p.name, 40, 22, { size: 17, bold: true, color: '#ffffff' });
    s.text(`${p.street} · ${p.city} · Tel. ${p.phone}${sup.idInHead ? ` · ${idText(p)}` : ''}`, 40, 46, { size: 8, color: '#dddddd' });
    if (p.mail) s.text(p.mail, 40, 57, { size: 8, color: '#dddddd' });
    s.text('FACTURA', 40, 96, { size: 15, bold: true });
    cells(s, 300, 92, [[sup.labels[0], j.number, 95], [sup.labels[1], date(j.issue, sup.dates), 80], [sup.labels[2], date(j.due, sup.dates), 80]], { h: 32, above: true });
    s.box(40, 140, 260, 64, { stroke: '#999999' });
    block(s, [b.name, b.street, b.city, `CIF ${b.nif}`], 48, 148, { lead: 12 });
    s.text('Instalación:', 320, 148, { bold: true, size: 8 });
    block(s, s.wrap(b.site, 230), 320, 160, { lead: 11 });
    const y = table(
      s,
      40,
      222,
      [
        { head: 'Código', w: 55, align: 'l' },
        { head: 'Descripción', w: 230, align: 'l' },
        { head: 'Cantidad', w: 50, align: 'r' },
        { head: 'Ud.', w: 30, align: 'c' },
        { head: 'Precio', w: 65, align: 'r' },
        { head: 'Importe', w: 85, align: 'r' },
      ],
      f.lines.map((l) => [l.code ?? '', s.wrap(l.desc, 222, { size: 8.5 }), qty(l.qty, 0), l.unit, price(l.price), price(l.amount)]),
      { rowH: 17, grid: true, band: '#dddddd', size: 8.5 },
    );
    const t: Array<[string, string, boolean]> = [['Base imponible', m(f.base), false], [`IVA ${f.rates[0].rate}%`, m(f.vat), false], ['Total factura', m(f.total), true]];
    let ty = y + 16;
    for (const [l, v, bold] of t) {
      s.text(l, 380, ty, { bold });
      s.right(v, 555, ty, { bold });
      ty += 15;
    }
    s.text('Transferencia a ES12 0182 5322 1102 0163 8812', 40, y + 16, { size: 8 });
    if (p.registry) s.center(p.registry.replace('{id}', idText(p)), 297, 805, { size: 6.5 });
  });
}

export async function scoreboardInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 4)));
    const b = BUYERS[i === 1 ? 0 : i === 0 ? 2 : 1];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-scoreboards', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
