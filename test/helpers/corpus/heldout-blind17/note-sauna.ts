import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { priced } from './figures.js';
import { cif, dni } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, noteDoc } from './model.js';
import { block, idText, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Sauna and spa supplies (wood panelling, heaters, stones, steam fittings) under a letterhead on
 * the right: `Albarán nº`, `Su referencia`, `Importe total (sin IVA)`; a self-employed with a DNI
 * under a trade name for one.
 */

interface Sup {
  p: Party;
  /** A trade name printed above the person's own. */
  trade?: string;
  amounts: AmountStyle;
  dates: DateStyle;
  family: 'Helvetica' | 'Times';
}

const POOL: Item[] = [
  { desc: 'Friso de abeto nórdico sin nudos 15 x 90 mm', unit: 'm2', price: 3275, q: [10, 40, 2] },
  { desc: 'Friso de hemlock para banco de sauna 28 x 90 mm', unit: 'm2', price: 6840, q: [4, 15, 2] },
  { desc: 'Piedras de peridotita para estufa (caja 20 kg)', unit: 'caja', price: 3950, q: [2, 8, 0] },
  { desc: 'Estufa eléctrica 6 kW con mando integrado', unit: 'ud', price: 74900, q: [1, 2, 0] },
  { desc: 'Aislante de lana de roca con barrera de aluminio', unit: 'm2', price: 1180, q: [15, 45, 2] },
  { desc: 'Puerta de vidrio templado bronce 70 x 190', unit: 'ud', price: 38500, q: [1, 2, 0] },
  { desc: 'Cubo y cazo de madera con forro', unit: 'jgo', price: 5460, q: [1, 4, 0] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Maderas Nórdicas Baztán, S.L.', nif: cif('B', '3126604'), idLabel: 'CIF', idStyle: 'plain', street: 'Ctra. de Francia, km 51', city: '31700 Elizondo (Navarra)', phone: '948 58 12 30', mail: 'pedidos@nordicasbaztan.com' },
    amounts: 'eur', dates: 'dmy', family: 'Helvetica',
  },
  {
    p: { name: 'Alberto Sanjurjo Pazos', nif: dni('33287419'), idLabel: 'N.I.F.', idStyle: 'plain', street: 'Rúa Nova, 18, baixo', city: '27001 Lugo', phone: '659 12 84 40' },
    trade: 'SAUNAS SANJURJO', amounts: 'plain', dates: 'es', family: 'Times',
  },
  {
    p: { name: 'Spa Components Iberia, S.L.', nif: cif('B', '6680253'), idLabel: 'C.I.F.:', idStyle: 'dash', street: 'C/ Metal·lúrgia, 45', city: '08038 Barcelona', phone: '933 35 70 16', registry: 'R. M. de Barcelona, tomo 44.120, folio 8, hoja B-411270' },
    amounts: 'EUR', dates: 'dmy.', family: 'Helvetica',
  },
];

const JOBS = [
  { id: 'saunasup-baztan', number: '26-003417', date: '2026-04-16', ref: 'Obra Tarongers F2' },
  { id: 'saunasup-sanjurjo', number: '0214', date: '2026-06-30', ref: 'Pedido tlf. Sr. Ruiz' },
  { id: 'saunasup-iberia', number: 'AB260981', date: '2026-11-12', ref: 'OC-77/26' },
];

export async function saunaNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const { p } = sup;
    const b = BUYERS[i === 0 ? 0 : 1];
    const lines = priced(draw(rngOf(j.id), POOL, 4));
    const net = sumCents(lines.map((l) => l.amount));
    const bytes = await pdf(`Albarán ${j.number}`, p.name, sup.family, 9.5, (s) => {
      let y = 40;
      if (sup.trade) {
        s.right(sup.trade, 555, y, { size: 16, bold: true });
        y += 22;
        s.right(p.name, 555, y, { size: 10 });
      } else s.right(p.name, 555, y, { size: 14, bold: true });
      block(s, [p.street, p.city, `Tel. ${p.phone}`, idText(p), p.mail], 555, y + 16, { size: 8.5, align: 'r' });
      s.text('ALBARÁN', 40, 40, { size: 18, bold: true });
      block(s, [`Albarán nº: ${j.number}`, `Fecha: ${date(j.date, sup.dates)}`, `Su referencia: ${j.ref}`], 40, 66, { lead: 14 });
      s.text('Destinatario', 40, 140, { bold: true, size: 8 });
      block(s, [b.name, b.street, b.city, `CIF ${b.nif}`, `Obra: ${b.site}`], 40, 152, { lead: 12 });
      const y2 = table(
        s,
        40,
        230,
        [
          { head: 'Artículo', w: 290, align: 'l' },
          { head: 'Cantidad', w: 60, align: 'r' },
          { head: 'Ud.', w: 35, align: 'c' },
          { head: 'Precio', w: 60, align: 'r' },
          { head: 'Importe', w: 70, align: 'r' },
        ],
        lines.map((l) => [l.desc, qty(l.qty, l.unit === 'm2' ? 2 : 0), l.unit, price(l.price), price(l.amount)]),
        { rowH: 18, rules: true },
      );
      s.text('Importe total (sin IVA)', 340, y2 + 16, { bold: true });
      s.right(money(net, sup.amounts), 555, y2 + 16, { bold: true });
      s.text('Mercancía revisada a la entrega. Firma del receptor:', 40, y2 + 50, { size: 8 });
      if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
    });
    out.push(noteDoc({ id: `b17-${j.id}`, layout: 'b17-sauna-supplies', bytes, buyer: b, number: j.number, date: j.date, nif: p.nif, name: p.name, lines, subtotal: net }));
  }
  return out;
}
