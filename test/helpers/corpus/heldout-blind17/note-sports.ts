import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { priced } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, noteDoc } from './model.js';
import { block, idText, logo, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Sports-hall equipment (goals, baskets, nets, mats) under a coloured label band holding the
 * note's number, date, customer and site; two Galician suppliers worded in Galician (`Albará
 * n.º`, `Data`, `Descrición`, `Cantidade`, `Prezo`, `Importe`, `Total albará (sen IVE)`), a
 * cooperative `S. Coop. Galega`.
 */

interface Words {
  title: string;
  band: [string, string, string, string];
  cols: [string, string, string, string, string];
  total: string;
  sign: string;
}

const GL: Words = {
  title: 'ALBARÁ',
  band: ['Albará n.º', 'Data', 'Cliente', 'Obra'],
  cols: ['Descrición', 'Cantidade', 'Ud.', 'Prezo', 'Importe'],
  total: 'Total albará (sen IVE)',
  sign: 'Recibín conforme:',
};
const ES: Words = {
  title: 'ALBARÁN',
  band: ['Albarán nº', 'Fecha', 'Cliente', 'Obra'],
  cols: ['Descripción', 'Cantidad', 'Ud.', 'Precio', 'Importe'],
  total: 'Total albarán (sin IVA)',
  sign: 'Recibí conforme:',
};

interface Sup {
  p: Party;
  words: Words;
  amounts: AmountStyle;
  dates: DateStyle;
  color: string;
  initials: string;
}

const POOL_GL: Item[] = [
  { desc: 'Portería de fútbol sala abatible, par', unit: 'par', price: 118500, q: [1, 2, 0] },
  { desc: 'Canastra de baloncesto abatible a parede', unit: 'ud', price: 164000, q: [2, 4, 0] },
  { desc: 'Rede de voleibol de competición', unit: 'ud', price: 8950, q: [1, 4, 0] },
  { desc: 'Colchoneta de ximnasia 200 x 100 x 5 cm', unit: 'ud', price: 12430, q: [6, 20, 0] },
  { desc: 'Espaldeira de madeira de faia, módulo', unit: 'ud', price: 21860, q: [4, 10, 0] },
  { desc: 'Rede separadora de pista, 3 m de alto', unit: 'm2', price: 1285, q: [40, 120, 2] },
];
const POOL_ES: Item[] = [
  { desc: 'Portería de balonmano reglamentaria, par', unit: 'par', price: 124000, q: [1, 2, 0] },
  { desc: 'Canasta de baloncesto abatible a pared', unit: 'ud', price: 159500, q: [2, 4, 0] },
  { desc: 'Poste de voleibol con sistema de tensión', unit: 'par', price: 69800, q: [1, 2, 0] },
  { desc: 'Red separadora de pista, 3 m de alto', unit: 'm2', price: 1190, q: [40, 120, 2] },
  { desc: 'Protección acolchada para pared, 2 m de alto', unit: 'ml', price: 7650, q: [10, 40, 2] },
];

const SUPS: Sup[] = [
  { p: { name: 'Deportes Colectivos Galaicos, S. Coop. Galega', nif: cif('F', '3617205'), idLabel: 'NIF', idStyle: 'plain', street: 'Rúa Rosalía de Castro, 8', city: '36201 Vigo', phone: '986 43 21 76', mail: 'pedidos@dcgalaicos.gal' }, words: GL, amounts: 'eur', dates: 'gl', color: '#1565c0', initials: 'DG' },
  { p: { name: 'Equipamentos Ximnasio Miño, S.L.', nif: cif('B', '2759310'), idLabel: 'CIF:', idStyle: 'dash', street: 'Polígono O Ceao, rúa das Resinas, 4', city: '27003 Lugo', phone: '982 20 67 15' }, words: GL, amounts: 'plain', dates: 'dmy', color: '#2e7d32', initials: 'XM' },
  { p: { name: 'Instalaciones Deportivas Duero, S.A.', nif: cif('A', '4975118'), idLabel: 'C.I.F.', idStyle: 'plain', street: 'Avda. de Requejo, 33', city: '49012 Zamora', phone: '980 52 48 00', registry: 'Registro Mercantil de Zamora, tomo 201, folio 98, hoja ZA-2190' }, words: ES, amounts: 'EUR', dates: 'mon', color: '#ad1457', initials: 'ID' },
];

const JOBS = [
  { id: 'sports-galaicos', number: 'DG-26-0391', date: '2026-07-08', pool: POOL_GL },
  { id: 'sports-mino', number: '2026/1127', date: '2026-02-03', pool: POOL_GL },
  { id: 'sports-duero', number: 'AD-004412', date: '2026-05-19', pool: POOL_ES },
];

export async function sportsNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const { p, words } = sup;
    const b = BUYERS[i === 2 ? 1 : 0];
    const lines = priced(draw(rngOf(j.id), j.pool, 4));
    const net = sumCents(lines.map((l) => l.amount));
    const bytes = await pdf(`${words.title} ${j.number}`, p.name, 'Helvetica', 9, (s) => {
      logo(s, 'disc', 40, 38, sup.color, sup.initials);
      s.text(p.name, 92, 40, { size: 12, bold: true });
      block(s, [`${p.street} · ${p.city}`, `${idText(p)} · Tel. ${p.phone}`, p.mail], 92, 58, { size: 8 });
      s.right(words.title, 555, 40, { size: 16, bold: true, color: sup.color });
      const widths = [95, 80, 170, 170];
      const vals = [j.number, date(j.date, sup.dates), b.name, b.site];
      s.box(40, 110, 515, 15, { fill: sup.color });
      let x = 40;
      words.band.forEach((h, k) => {
        s.cell(h, x, widths[k], 114, 'l', { size: 7.5, bold: true, color: '#ffffff' });
        s.wrap(vals[k], widths[k] - 6, { size: 8.5 }).forEach((t, r) => s.cell(t, x, widths[k], 130 + r * 10.5, 'l', { size: 8.5 }));
        x += widths[k];
      });
      s.hline(40, 555, 156, { stroke: sup.color });
      s.text(`${b.street} · ${b.city} · NIF ${b.nif}`, 40, 164, { size: 8 });
      const y = table(
        s,
        40,
        186,
        [
          { head: words.cols[0], w: 290, align: 'l' },
          { head: words.cols[1], w: 60, align: 'r' },
          { head: words.cols[2], w: 35, align: 'c' },
          { head: words.cols[3], w: 60, align: 'r' },
          { head: words.cols[4], w: 70, align: 'r' },
        ],
        lines.map((l) => [l.desc, qty(l.qty, l.unit === 'm2' || l.unit === 'ml' ? 2 : 0), l.unit, price(l.price), price(l.amount)]),
        { rowH: 17, rules: true, zebra: '#f0f0f0' },
      );
      s.box(330, y + 12, 225, 20, { stroke: sup.color, width: 1 });
      s.text(words.total, 336, y + 18, { bold: true });
      s.right(money(net, sup.amounts), 549, y + 18, { bold: true });
      s.text(words.sign, 40, y + 18, { size: 8 });
      if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
    });
    out.push(noteDoc({ id: `b17-${j.id}`, layout: 'b17-sports-equipment', bytes, buyer: b, number: j.number, date: j.date, nif: p.nif, name: p.name, lines, subtotal: net }));
  }
  return out;
}
