import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { type LineOut, priced } from './figures.js';
import { cif, nie } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, noteDoc } from './model.js';
import { block, idText, type Party } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Sound, video and stage-lighting gear for auditoriums on a framed half page: the note's number
 * pre-printed in red in a box, `P.V.P.`, `Suma albarán (IVA no incluido)`; a self-employed
 * technician with a NIE for one, a cooperative for another.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  family: 'Helvetica' | 'Courier';
}

const POOL: Item[] = [
  { code: 'ALT-12A', desc: 'Altavoz autoamplificado 12" 1.000 W', unit: 'ud', price: 68900, q: [2, 6, 0] },
  { code: 'SUB-18', desc: 'Subgrave activo 18"', unit: 'ud', price: 112400, q: [1, 2, 0] },
  { code: 'MIC-INL', desc: 'Micrófono inalámbrico de mano, banda 1G8', unit: 'ud', price: 41250, q: [2, 6, 0] },
  { code: 'CAB-XLR', desc: 'Cable XLR-XLR 10 m', unit: 'ud', price: 1890, q: [10, 30, 0] },
  { code: 'FOC-LED', desc: 'Foco recorte LED 300 W, 25-50º', unit: 'ud', price: 98500, q: [4, 10, 0] },
  { code: 'PRO-4K', desc: 'Proyector láser 4K 10.000 lm', unit: 'ud', price: 965000, q: [1, 1, 0] },
  { code: 'MAN-DMX', desc: 'Manguera DMX 5 pines', unit: 'm', price: 245, q: [50, 200, 0] },
];

const SUPS: Sup[] = [
  { p: { name: 'Audiovisuales Moncayo, S.L.', nif: cif('B', '5087642'), idLabel: 'CIF', idStyle: 'plain', street: 'C/ Madre Rafols, 2, local', city: '50004 Zaragoza', phone: '976 44 03 28' }, amounts: 'eur', dates: 'dmy', family: 'Helvetica' },
  { p: { name: 'Nicolae Stanciu', nif: nie('Y', '5620148'), idLabel: 'NIE:', idStyle: 'plain', street: 'Avda. de Navarra, 91, 1º', city: '50017 Zaragoza', phone: '644 90 21 35', activity: 'Técnico de sonido e iluminación' }, amounts: 'plain', dates: 'short', family: 'Courier' },
  { p: { name: 'Sonoluz Aragón, S. Coop.', nif: cif('F', '5011982'), idLabel: 'N.I.F.', idStyle: 'dash', street: 'Pol. Malpica, calle D, 41', city: '50016 Zaragoza', phone: '976 57 38 10' }, amounts: 'EUR', dates: 'dmy-', family: 'Helvetica' },
];

const JOBS = [
  { id: 'av-moncayo', number: '003218', date: '2026-10-05' },
  { id: 'av-stanciu', number: '0457', date: '2026-11-16' },
  { id: 'av-sonoluz', number: '12094', date: '2026-12-01' },
];

function render(sup: Sup, b: Buyer, j: { number: string; date: string }, lines: LineOut[], printed: bigint): Promise<Uint8Array> {
  const { p } = sup;
  return pdf(`Albarán ${j.number}`, p.name, sup.family, 8.5, (s) => {
    s.box(30, 30, 535, 380, { stroke: '#000000', width: 1.2 });
    s.text(p.name, 42, 42, { size: 12, bold: true });
    block(s, [p.activity, `${p.street} · ${p.city}`, `${idText(p)} · Tel. ${p.phone}`], 42, 60, { size: 8 });
    s.text('ALBARÁN', 400, 42, { size: 12, bold: true });
    s.box(400, 58, 150, 24, { stroke: '#c62828', width: 1 });
    s.text('Nº', 406, 66, { color: '#c62828' });
    s.right(j.number, 544, 64, { size: 13, bold: true, color: '#c62828' });
    s.text(`Fecha: ${date(j.date, sup.dates)}`, 400, 90);
    s.box(42, 104, 508, 44, { stroke: '#777777' });
    block(s, [`Cliente: ${b.name}   CIF ${b.nif}`, `Obra: ${b.site}`], 48, 112, { lead: 13 });
    const cols = [42, 100, 330, 380, 400, 470, 550];
    const heads = ['Ref.', 'Artículo', 'Cant.', 'Ud.', 'P.V.P.', 'Importe'];
    s.box(42, 158, 508, 16, { fill: '#e0e0e0' });
    heads.forEach((h, k) => (k >= 2 && k !== 3 ? s.right(h, cols[k + 1] - 4, 162, { bold: true }) : s.text(h, cols[k] + 3, 162, { bold: true })));
    let y = 180;
    for (const l of lines) {
      s.text(l.code ?? '', cols[0] + 3, y);
      s.text(l.desc, cols[1] + 3, y);
      s.right(qty(l.qty, 0), cols[3] - 4, y);
      s.text(l.unit, cols[3] + 3, y);
      s.right(price(l.price), cols[5] - 4, y);
      s.right(price(l.amount), cols[6] - 4, y);
      y += 15;
    }
    s.hline(42, 550, 350);
    s.text('Suma albarán (IVA no incluido)', 300, 358, { bold: true });
    s.right(money(printed, sup.amounts), 544, 358, { bold: true });
    s.text('Firma cliente:', 48, 372, { size: 7.5 });
  });
}

export async function audioNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const b = BUYERS[2];
    const lines = priced(draw(rngOf(j.id), POOL, 5));
    const net = sumCents(lines.map((l) => l.amount));
    const bytes = await render(sup, b, j, lines, net);
    out.push(noteDoc({ id: `b17-${j.id}`, layout: 'b17-audio-visual', bytes, buyer: b, number: j.number, date: j.date, nif: sup.p.nif, name: sup.p.name, lines, subtotal: net }));
  }
  // Hard: the printed sum adds the lines' unit prices, not their amounts.
  const j = { id: 'av-moncayo-prices', number: '003251', date: '2026-10-19' };
  const lines = priced(draw(rngOf(j.id), POOL, 5));
  const sumPrices = sumCents(lines.map((l) => BigInt(l.price)));
  if (sumPrices === sumCents(lines.map((l) => l.amount))) throw new Error('blind17: the price-sum note must differ from its lines');
  const bytes = await render(SUPS[0], BUYERS[2], j, lines, sumPrices);
  out.push(
    noteDoc({
      id: `b17-${j.id}`, layout: 'b17-audio-visual', bytes, buyer: BUYERS[2], number: j.number, date: j.date, nif: SUPS[0].p.nif, name: SUPS[0].p.name, lines, subtotal: sumPrices,
      hard: '`Suma albarán` adds the lines\' unit prices instead of their amounts, so it is far below the lines',
    }),
  );
  return out;
}
