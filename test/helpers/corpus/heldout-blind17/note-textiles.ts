import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { type LineIn, priced } from './figures.js';
import { cif } from './ids.js';
import { pdf, type Sheet } from './kit.js';
import { BUYERS, noteDoc } from './model.js';
import { block, idText, type Party, table } from './parts.js';
import { rngOf } from './pool.js';

/**
 * Stage drapery and theatre textiles in Times under a centred letterhead: `Nº Doc.`, `Su pedido`,
 * velvet and gauze by the metre, flame-retardant treatment by the m²; one note of 26 lines over
 * two pages with `Suma y sigue` / `Suma anterior`, `Importe total (IVA no incluido)`.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  numberLabel: string;
  lines: number;
}

const FABRICS = ['Terciopelo ignífugo M1 negro 300 cm', 'Terciopelo ignífugo M1 granate 300 cm', 'Tul de gasa sharkstooth blanco 900 cm', 'Loneta de algodón ignífuga 600 cm', 'Molletón negro ignífugo 300 cm', 'Tela de ciclorama PVC gris 1000 cm'];
const MADE = ['Confección de bambalina con ollaos y cintas', 'Confección de pierna con bolsillo de lastre', 'Confección de telón de fondo con fruncido al 50 %', 'Cadena de lastre galvanizada', 'Cinta de atar de algodón'];

function lines(id: string, n: number): LineIn[] {
  const rng = rngOf(id);
  const out: LineIn[] = [];
  for (let k = 0; k < n; k++) {
    if (k % 3 === 2) {
      const d = MADE[k % MADE.length];
      out.push({ desc: `${d}, pos. ${k + 1}`, qty: String(rng.int(1, 8)), unit: d.startsWith('Cadena') || d.startsWith('Cinta') ? 'm' : 'ud', price: rng.int(18, 160) * 50 });
    } else {
      out.push({ desc: `${FABRICS[k % FABRICS.length]}, pieza ${k + 1}`, qty: `${rng.int(12, 60)}.${rng.pick(['0', '5'])}`, unit: 'm', price: rng.int(900, 4800) + 5 });
    }
  }
  return out;
}

const SUPS: Sup[] = [
  { p: { name: 'Textiles Escénicos Arlanza, S.L.', nif: cif('B', '0931578'), idLabel: 'CIF', idStyle: 'plain', street: 'Avda. Castilla y León, 40', city: '09006 Burgos', phone: '947 22 58 30', mail: 'taller@escenicosarlanza.es' }, amounts: 'eur', dates: 'es', numberLabel: 'Nº Doc.', lines: 26 },
  { p: { name: 'Telones y Cortinajes Guadalquivir, S.L.', nif: cif('B', '4178203'), idLabel: 'N.I.F.', idStyle: 'dash', street: 'C/ Astronomía, 1, torre 3', city: '41015 Sevilla', phone: '954 36 17 02', registry: 'R. M. de Sevilla, tomo 5.801, folio 33, hoja SE-98145' }, amounts: 'plain', dates: 'dmy', numberLabel: 'Albarán nº', lines: 7 },
  { p: { name: 'Confecciones Teatrales Ulla, S.A.', nif: cif('A', '1570894'), idLabel: 'C.I.F.:', idStyle: 'plain', street: 'Polígono do Tambre, rúa Vía Edison, 12', city: '15890 Santiago de Compostela', phone: '981 58 04 66' }, amounts: 'EUR', dates: 'dmy-', numberLabel: 'Documento nº', lines: 6 },
];

const JOBS = [
  { id: 'drape-arlanza', number: 'AL-26/0712', date: '2026-10-20', order: 'UTE-ARE/0931' },
  { id: 'drape-guadalquivir', number: '26-00488', date: '2026-09-02', order: 'Pedido 114' },
  { id: 'drape-ulla', number: '0026118', date: '2026-11-27', order: 'Tlf. 20/11' },
];

const COLS = [
  { head: 'Descripción', w: 300, align: 'l' as const },
  { head: 'Cantidad', w: 55, align: 'r' as const },
  { head: 'Ud.', w: 30, align: 'c' as const },
  { head: 'Precio', w: 60, align: 'r' as const },
  { head: 'Importe', w: 70, align: 'r' as const },
];

function head(s: Sheet, sup: Sup, j: (typeof JOBS)[number], page: number, pages: number): number {
  const { p } = sup;
  s.center(p.name, 297, 36, { size: 16, bold: true });
  s.center(`${p.street} · ${p.city} · Tel. ${p.phone}`, 297, 56, { size: 8.5 });
  s.center([idText(p), p.mail].filter(Boolean).join(' · '), 297, 67, { size: 8.5 });
  s.hline(150, 445, 82);
  s.center('ALBARÁN', 297, 90, { size: 13, bold: true });
  s.text(`${sup.numberLabel} ${j.number}`, 40, 114, { bold: true });
  s.text(`Fecha: ${date(j.date, sup.dates)}`, 40, 128);
  s.text(`Su pedido: ${j.order}`, 40, 142);
  if (pages > 1) s.right(`Hoja ${page} de ${pages}`, 555, 114);
  return 160;
}

export async function textileNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const b = BUYERS[2];
    const ls = priced(lines(j.id, sup.lines));
    const net = sumCents(ls.map((l) => l.amount));
    const m = (c: bigint) => money(c, sup.amounts);
    const row = (l: (typeof ls)[number]) => [l.desc, qty(l.qty, l.unit === 'm' ? 1 : 0), l.unit, price(l.price), price(l.amount)];
    const split = ls.length > 20 ? 18 : ls.length;
    const pages = split < ls.length ? 2 : 1;
    const bytes = await pdf(`Albarán ${j.number}`, sup.p.name, 'Times', 10, (s) => {
      let y = head(s, sup, j, 1, pages);
      block(s, ['Cliente:', b.name, b.street, b.city, `C.I.F. ${b.nif}`], 330, 114, { boldFirst: true, lead: 12 });
      s.text(`Entrega en obra: ${b.site}`, 40, 186, { italic: true });
      y = table(s, 40, 206, COLS, ls.slice(0, split).map(row), { rowH: 17, rules: true, size: 9.5 });
      if (pages > 1) {
        const carried = sumCents(ls.slice(0, split).map((l) => l.amount));
        s.text('Suma y sigue', 370, y + 10, { bold: true });
        s.right(m(carried), 555, y + 10, { bold: true });
        s.newPage();
        y = head(s, sup, j, 2, pages);
        s.text('Suma anterior', 370, y, { bold: true });
        s.right(m(carried), 555, y, { bold: true });
        y = table(s, 40, y + 18, COLS, ls.slice(split).map(row), { rowH: 17, rules: true, size: 9.5 });
      }
      s.text('Importe total (IVA no incluido)', 330, y + 14, { bold: true });
      s.right(m(net), 555, y + 14, { bold: true });
      s.text('Recibido:', 40, y + 50);
      if (sup.p.registry) s.center(sup.p.registry, 297, 805, { size: 7 });
    });
    out.push(noteDoc({ id: `b17-${j.id}`, layout: 'b17-stage-textiles', bytes, buyer: b, number: j.number, date: j.date, nif: sup.p.nif, name: sup.p.name, lines: ls, subtotal: net }));
  }
  return out;
}
