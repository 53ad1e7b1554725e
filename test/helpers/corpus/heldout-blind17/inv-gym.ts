import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif, nie, shown } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { draw, type Item, rngOf } from './pool.js';

/**
 * Gym and fitness-room fit-outs printed by old ERPs in Courier capitals without accents: the
 * document's data as a row of heads over a row of values between dashed rules, references, a
 * self-employed fitter with a NIE and 1 % IRPF, a cooperative.
 */

interface Sup {
  head: string[];
  /** The name the truth holds (the legal name printed beside the id). */
  name: string;
  nif: string;
  idLine: string;
  amounts: AmountStyle;
  dates: DateStyle;
  heads: [string, string, string, string];
  irpf: number;
}

const POOL: Item[] = [
  { code: 'CINT-T90', desc: 'CINTA DE CORRER PROFESIONAL T90', unit: 'UD', price: 589000, q: [1, 4, 0] },
  { code: 'ELIP-E50', desc: 'BICICLETA ELIPTICA E50', unit: 'UD', price: 312500, q: [1, 3, 0] },
  { code: 'RACK-P01', desc: 'JAULA DE POTENCIA CON BARRA DOMINADAS', unit: 'UD', price: 184060, q: [1, 2, 0] },
  { code: 'MANC-SET', desc: 'JUEGO MANCUERNAS 2-30 KG CON SOPORTE', unit: 'JGO', price: 142575, q: [1, 2, 0] },
  { code: 'SUEL-40', desc: 'SUELO CAUCHO 40 MM ZONA PESO LIBRE', unit: 'M2', price: 5890, q: [30, 90, 2] },
  { code: 'ESPE-01', desc: 'ESPEJO 6 MM PEGADO Y ATORNILLADO', unit: 'M2', price: 7240, q: [10, 30, 2] },
  { code: 'MO-MONT', desc: 'MONTAJE Y NIVELACION DE MAQUINARIA', unit: 'H', price: 3500, q: [8, 36, 0] },
];

const SUPS: Sup[] = [
  {
    head: ['FITNESS EQUIP CENTRO S.L.', 'POL. IND. LOS OLIVOS - C/ INNOVACION 7', '28906 GETAFE (MADRID)', 'TELF. 91 682 40 17'],
    name: 'FITNESS EQUIP CENTRO S.L.', nif: cif('B', '8261047'), idLine: 'C.I.F. {id}', amounts: 'bare', dates: 'dmy', heads: ['NUM. FACTURA', 'FECHA', 'COD. CLIENTE', 'PAGINA'], irpf: 0,
  },
  {
    head: ['GIMNASIA TECNICA ARAGON S. COOP.', 'C/ MIGUEL SERVET 160', '50013 ZARAGOZA', 'TEL 976 59 11 82'],
    name: 'GIMNASIA TECNICA ARAGON S. COOP.', nif: cif('F', '5092217'), idLine: 'NIF: {id}', amounts: 'bareEUR', dates: 'dot2', heads: ['FACTURA N.', 'FECHA FRA.', 'CLIENTE', 'HOJA'], irpf: 0,
  },
  {
    head: ['MONTAJES DEPORTIVOS POPESCU', 'IONUT POPESCU', 'C/ SAN VICENTE MARTIR 31, 2-4', '46007 VALENCIA'],
    name: 'IONUT POPESCU', nif: nie('Y', '3184027'), idLine: 'N.I.E. {id}', amounts: 'bare', dates: 'dmy-', heads: ['N. FACTURA', 'FECHA', 'CLIENTE', 'PAG.'], irpf: 1,
  },
];

const JOBS = [
  { id: 'gym-centro', number: '000412', issue: '2026-05-14', due: '2026-06-30', client: '00318', pool: POOL },
  { id: 'gym-aragon', number: 'A-1733', issue: '2026-08-03', due: '2026-09-02', client: '2091', pool: POOL },
  { id: 'gym-popescu', number: '26/031', issue: '2026-02-25', due: '2026-03-27', client: 'C-14', pool: POOL.filter((it) => it.code === 'MO-MONT' || it.code === 'ESPE-01' || it.code === 'SUEL-40') },
];

const X = (col: number) => 40 + col * 5.4;
const plain = (t: string) => t.toUpperCase().normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`FACTURA ${j.number}`, sup.name, 'Courier', 9, (s) => {
    let y = 40;
    sup.head.forEach((line, i) => {
      s.text(line, X(0), y, { bold: i === 0, size: i === 0 ? 11 : 9 });
      y += i === 0 ? 14 : 11;
    });
    s.text(sup.idLine.replace('{id}', shown(sup.nif, 'dash')), X(0), y);
    s.text('F A C T U R A', X(70), 40, { bold: true, size: 11 });
    y += 20;
    s.hline(40, 555, y, { dash: 2 });
    const cols = [0, 20, 36, 52];
    const vals = [j.number, date(j.issue, sup.dates), j.client, '1'];
    sup.heads.forEach((h, i) => s.text(h, X(cols[i]), y + 6));
    vals.forEach((v, i) => s.text(v, X(cols[i]), y + 19));
    s.hline(40, 555, y + 32, { dash: 2 });
    y += 44;
    s.text('CLIENTE:', X(0), y);
    [plain(b.name), plain(b.street), plain(b.city), `NIF ${b.nif}`].forEach((l, i) => s.text(l, X(10), y + i * 11));
    y += 56;
    s.text(`OBRA: ${plain(b.site)}`, X(0), y);
    y += 18;
    s.hline(40, 555, y, { dash: 2 });
    s.text('REFERENCIA', X(0), y + 5);
    s.text('DESCRIPCION', X(11), y + 5);
    s.right('CANT.', X(60), y + 5);
    s.text('UD', X(62), y + 5);
    s.right('PRECIO', X(79), y + 5);
    s.right('IMPORTE', X(95), y + 5);
    s.hline(40, 555, y + 17, { dash: 2 });
    y += 24;
    for (const l of f.lines) {
      s.text(l.code ?? '', X(0), y);
      s.text(l.desc, X(11), y);
      s.right(qty(l.qty, l.unit === 'M2' ? 2 : 0, false), X(60), y);
      s.text(l.unit, X(62), y);
      s.right(price(l.price, false), X(79), y);
      s.right(price(l.amount, false), X(95), y);
      y += 13;
    }
    s.hline(40, 555, y + 4, { dash: 2 });
    y += 16;
    const rows: Array<[string, string]> = [['BASE IMPONIBLE......:', m(f.base)], [`I.V.A. ${f.rates[0].rate}%..........:`, m(f.vat)]];
    if (f.irpf) rows.push([`RETENCION I.R.P.F. ${f.irpfPct}%:`, `-${m(f.irpf)}`]);
    rows.push(['TOTAL FACTURA.......:', m(f.total)]);
    for (const [label, value] of rows) {
      s.text(label, X(52), y, { bold: label.startsWith('TOTAL') });
      s.right(value, X(95), y, { bold: label.startsWith('TOTAL') });
      y += 13;
    }
    s.text(`VENCIMIENTO: ${date(j.due, sup.dates)}   FORMA DE PAGO: TRANSFERENCIA`, X(0), y + 12);
    if (f.irpf) s.text('ACTIVIDAD EN ESTIMACION OBJETIVA - RETENCION 1% (ART. 101.5 LIRPF)', X(0), y + 25, { size: 8 });
  });
}

export async function gymInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), j.pool, Math.min(5, j.pool.length)), { irpfPct: sup.irpf }));
    const b = BUYERS[i];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-gym-fitout', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.nif, name: sup.name, f }));
  }
  return out;
}
