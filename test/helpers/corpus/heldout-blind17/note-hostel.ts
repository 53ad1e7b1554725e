import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { priced } from './figures.js';
import { cif, dni, shown } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, noteDoc } from './model.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Hotel and catering supplies sold over a cash-and-carry counter, on a narrow Courier ticket
 * (80 mm roll): each item's name on its line and `quantity UNIT x price` with the amount under
 * it, `TOTAL ALBARAN (IVA NO INCLUIDO)`; a self-employed with a DNI under a trade name.
 */

interface Sup {
  head: string[];
  name: string;
  nif: string;
  idLabel: string;
  amounts: AmountStyle;
  dates: DateStyle;
}

const POOL: Item[] = [
  { desc: 'CUBETA GN 1/1 INOX 65MM', unit: 'UD', price: 1890, q: [6, 24, 0] },
  { desc: 'BANDEJA GN 1/1 PERFORADA', unit: 'UD', price: 2345, q: [4, 12, 0] },
  { desc: 'ESTANTERIA ALUMINIO 4 NIVELES', unit: 'UD', price: 14990, q: [2, 6, 0] },
  { desc: 'CONTENEDOR ISOTERMO 80 L', unit: 'UD', price: 12480, q: [1, 4, 0] },
  { desc: 'TABLA CORTE POLIETILENO COLORES', unit: 'UD', price: 1575, q: [6, 18, 0] },
  { desc: 'CARRO DE SERVICIO 3 BANDEJAS', unit: 'UD', price: 9850, q: [1, 3, 0] },
  { desc: 'FILM ALIMENTARIO 45 CM 300 M', unit: 'ROL', price: 1125, q: [6, 24, 0] },
];

const SUPS: Sup[] = [
  { head: ['HOSTELCASH ARAGON S.L.', 'AVDA. CATALUÑA 261', '50014 ZARAGOZA'], name: 'HOSTELCASH ARAGON S.L.', nif: cif('B', '5017723'), idLabel: 'CIF', amounts: 'bare', dates: 'dmy' },
  { head: ['SUMINISTROS MARI LUZ', 'M. LUZ CABRERA ORTEGA', 'C/ REAL 52 - 41927 MAIRENA'], name: 'M. LUZ CABRERA ORTEGA', nif: dni('28614370'), idLabel: 'NIF', amounts: 'bareEUR', dates: 'dot2' },
  { head: ['MENAJE HOSTELERO DEL NORTE S.A.', 'PG. ASUARIA, 9', '48950 ERANDIO (BIZKAIA)'], name: 'MENAJE HOSTELERO DEL NORTE S.A.', nif: cif('A', '4860071'), idLabel: 'C.I.F.', amounts: 'bare', dates: 'dmy-' },
];

const JOBS = [
  { id: 'hostel-aragon', number: '1-058214', date: '2026-03-18', time: '10:42' },
  { id: 'hostel-mariluz', number: 'T 004517', date: '2026-05-26', time: '08:15' },
  { id: 'hostel-norte', number: 'AV/26/11802', date: '2026-10-09', time: '12:07' },
];

const W = 226;

export async function hostelNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const b = BUYERS[1];
    const lines = priced(draw(rngOf(j.id), POOL, 4));
    const net = sumCents(lines.map((l) => l.amount));
    const bytes = await pdf(
      `ALBARAN ${j.number}`,
      sup.name,
      'Courier',
      8,
      (s) => {
        let y = 18;
        sup.head.forEach((h, k) => {
          s.center(h, W / 2, y, { bold: k === 0, size: k === 0 ? 9 : 8 });
          y += 11;
        });
        s.center(`${sup.idLabel} ${shown(sup.nif, 'plain')}`, W / 2, y);
        y += 16;
        s.hline(8, W - 8, y, { dash: 1.5 });
        y += 6;
        s.text(`ALBARAN: ${j.number}`, 10, y);
        y += 11;
        s.text(`FECHA: ${date(j.date, sup.dates)}`, 10, y);
        s.right(`HORA: ${j.time}`, W - 10, y);
        y += 11;
        s.text('CLIENTE: OBRAS Y EDIFICIOS TORMES SL', 10, y);
        y += 11;
        s.text(`NIF CLIENTE: ${b.nif}`, 10, y);
        y += 11;
        s.hline(8, W - 8, y + 2, { dash: 1.5 });
        y += 9;
        for (const l of lines) {
          s.text(l.desc, 10, y);
          y += 10;
          s.text(`  ${qty(l.qty, 0)} ${l.unit} x ${price(l.price, false)}`, 10, y);
          s.right(price(l.amount, false), W - 10, y);
          y += 12;
        }
        s.hline(8, W - 8, y, { dash: 1.5 });
        y += 6;
        s.text('TOTAL ALBARAN', 10, y, { bold: true });
        s.right(money(net, sup.amounts), W - 10, y, { bold: true });
        y += 10;
        s.text('(IVA NO INCLUIDO)', 10, y);
        y += 18;
        s.center('SE FACTURARA A FIN DE MES', W / 2, y);
        s.center('GRACIAS POR SU VISITA', W / 2, y + 10);
      },
      [W, 340],
    );
    out.push(noteDoc({ id: `b17-${j.id}`, layout: 'b17-hospitality-counter', bytes, buyer: b, number: j.number, date: j.date, nif: sup.nif, name: sup.name, lines, subtotal: net }));
  }
  return out;
}
