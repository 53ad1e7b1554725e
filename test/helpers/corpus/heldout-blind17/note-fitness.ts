import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { priced } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, noteDoc } from './model.js';
import { block, cells, idText, logo, type Party, table } from './parts.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Fitness-equipment distributors' valued delivery notes: number, date, order and customer code
 * in a header grid with the labels above, codes, zebra rows; base, VAT and total for one, `Total
 * neto` for the others.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  color: string;
  withVat: boolean;
  labels: [string, string, string, string];
}

const POOL: Item[] = [
  { code: 'DB-HEX-10', desc: 'Mancuerna hexagonal 10 kg', unit: 'par', price: 3890, q: [4, 12, 0] },
  { code: 'DB-HEX-20', desc: 'Mancuerna hexagonal 20 kg', unit: 'par', price: 7420, q: [2, 8, 0] },
  { code: 'DI-OLY', desc: 'Disco olímpico de goma (a granel)', unit: 'kg', price: 285, q: [200, 600, 0] },
  { code: 'BA-OLY20', desc: 'Barra olímpica 20 kg, 2,20 m', unit: 'ud', price: 21500, q: [2, 6, 0] },
  { code: 'BN-REG', desc: 'Banco regulable multiposición', unit: 'ud', price: 32990, q: [2, 6, 0] },
  { code: 'KB-16', desc: 'Kettlebell de hierro fundido 16 kg', unit: 'ud', price: 4150, q: [4, 12, 0] },
  { code: 'ES-SOP', desc: 'Soporte mural para discos y barras', unit: 'ud', price: 18775, q: [1, 4, 0] },
];

const SUPS: Sup[] = [
  {
    p: { name: 'Distribuciones Fitness Meseta, S.L.', nif: cif('B', '4521186'), idLabel: 'CIF', idStyle: 'plain', street: 'Pol. Ind. Santa Ana, C/ Cobre, 14', city: '45500 Torrijos (Toledo)', phone: '925 77 31 40', mail: 'almacen@fitnessmeseta.es' },
    amounts: 'eur', dates: 'dmy', color: '#c62828', withVat: true, labels: ['Nº ALBARÁN', 'FECHA', 'Nº PEDIDO', 'CLIENTE'],
  },
  {
    p: { name: 'Hierro y Deporte Cantabria, S.L.', nif: cif('B', '3955201'), idLabel: 'N.I.F.:', idStyle: 'dash', street: 'Barrio La Cueva, 7', city: '39611 Guarnizo (Cantabria)', phone: '942 54 02 19' },
    amounts: 'plain', dates: 'dmy-', color: '#37474f', withVat: false, labels: ['ALBARÁN', 'FECHA', 'SU PEDIDO', 'CÓD. CLIENTE'],
  },
  {
    p: { name: 'Sport Supply Mediterráneo, S.A.', nif: cif('A', '0398425'), idLabel: 'CIF:', idStyle: 'plain', street: 'C/ Industria, 30, Pol. Ind. Les Moreres', city: '03330 Crevillent (Alicante)', phone: '965 40 91 88', registry: 'Inscrita en el R.M. de Alicante, tomo 2.091, folio 40, hoja A-48809' },
    amounts: 'EUR', dates: 'iso', color: '#00695c', withVat: false, labels: ['Número', 'Fecha', 'Pedido', 'Cliente'],
  },
];

const JOBS = [
  { id: 'fit-meseta', number: 'A26-01874', date: '2026-05-07', order: 'PC-2210', client: '430044' },
  { id: 'fit-cantabria', number: '26/0533', date: '2026-07-15', order: 'OB-HPG-07', client: '0917' },
  { id: 'fit-mediterraneo', number: 'ALB-0046120', date: '2026-09-23', order: '5561', client: 'C00812' },
];

export async function fitnessNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const { p } = sup;
    const b = BUYERS[(i + 1) % 3];
    const lines = priced(draw(rngOf(j.id), POOL, 5));
    const net = sumCents(lines.map((l) => l.amount));
    const m = (c: bigint) => money(c, sup.amounts);
    const bytes = await pdf(`Albarán ${j.number}`, p.name, 'Helvetica', 9, (s) => {
      logo(s, 'net', 40, 38, sup.color, '');
      s.text(p.name, 90, 40, { size: 12, bold: true, color: sup.color });
      block(s, [p.street, p.city, `Tel. ${p.phone}`, idText(p)], 90, 58, { size: 8 });
      s.right('ALBARÁN DE ENTREGA', 555, 40, { size: 14, bold: true });
      block(s, ['Cliente:', b.name, b.street, b.city, `CIF ${b.nif}`], 360, 64, { size: 8.5, boldFirst: true, lead: 11 });
      cells(s, 40, 132, [[sup.labels[0], j.number, 130], [sup.labels[1], date(j.date, sup.dates), 110], [sup.labels[2], j.order, 110], [sup.labels[3], j.client, 90]], { h: 32, above: true });
      s.text(`Entregar en: ${b.site}`, 40, 176, { size: 8.5 });
      const y = table(
        s,
        40,
        196,
        [
          { head: 'Código', w: 70, align: 'l' },
          { head: 'Descripción', w: 225, align: 'l' },
          { head: 'Cant.', w: 50, align: 'r' },
          { head: 'Ud.', w: 35, align: 'c' },
          { head: 'Precio', w: 60, align: 'r' },
          { head: 'Importe', w: 75, align: 'r' },
        ],
        lines.map((l) => [l.code ?? '', l.desc, qty(l.qty, 0), l.unit, price(l.price), price(l.amount)]),
        { rowH: 16, band: sup.color, headInk: '#ffffff', zebra: '#f3f3f3' },
      );
      let ty = y + 16;
      const rows: Array<[string, string, boolean]> = sup.withVat
        ? [['Base imponible', m(net), false], ['IVA 21 %', m((net * 21n + 50n) / 100n), false], ['Total', m(net + (net * 21n + 50n) / 100n), true]]
        : [['Total neto', m(net), true]];
      for (const [l, v, bold] of rows) {
        s.text(l, 380, ty, { bold });
        s.right(v, 555, ty, { bold });
        ty += 15;
      }
      s.box(40, y + 16, 200, 50, { stroke: '#999999' });
      s.text('Recibí conforme (firma y DNI):', 46, y + 22, { size: 7.5 });
      if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
    });
    out.push(noteDoc({ id: `b17-${j.id}`, layout: 'b17-fitness-equipment', bytes, buyer: b, number: j.number, date: j.date, nif: p.nif, name: p.name, lines, subtotal: net }));
  }
  return out;
}
