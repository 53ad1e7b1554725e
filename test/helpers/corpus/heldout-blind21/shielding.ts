import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, drawn, type Item, invoice, type Party, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, plusDays, printed, quantity } from './figures.js';
import { A4, Sheet, type Ink } from './kit.js';

/**
 * Lead shielding of X-ray rooms, billed room by room over two pages: room headings as rows of
 * their own, the first page's sum carried to the second (`Suma y sigue` / `Suma anterior`, `A
 * transportar` / `Transporte`, `Suma hoja 1` / `Suma hoja anterior`), the header repeated with
 * the page count.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  place: 'left' | 'right' | 'centre';
  carry: [string, string];
  numberLabel: string;
  number: string;
  issue: string;
  due?: number;
  registry?: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Blindajes Radiológicos Levante, S.L.',
    nif: cif('B', '5387126'),
    address: ['C/ Marie Curie, 7, Parque Tecnológico', '46980 Paterna (Valencia)'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd/mm/yyyy',
    place: 'left',
    carry: ['Suma y sigue', 'Suma anterior'],
    numberLabel: 'Nº Factura:',
    number: 'BR-2026/0067',
    issue: '2026-02-27',
    due: 45,
    registry: 'R.M. de Valencia, tomo 10342, libro 7621, folio 150, sección 8ª, hoja V-177210',
  },
  {
    name: 'Protecciones Plúmbeas de Castilla, S.A.',
    nif: cif('A', '4710963'),
    address: ['Avda. de Burgos, 58', '47009 Valladolid'],
    family: 'Times',
    money: 'es €',
    dates: 'long es',
    place: 'right',
    carry: ['A transportar', 'Transporte'],
    numberLabel: 'Factura número',
    number: '0000412',
    issue: '2026-05-18',
    due: 30,
  },
  {
    name: 'Radioprotección y Obras Tajo, S.L.',
    nif: cif('B', '4528390'),
    address: ['C/ Río Jarama, 132, nave 3.11', '45007 Toledo'],
    family: 'Courier',
    money: 'es',
    dates: 'dd-mm-yyyy',
    place: 'centre',
    carry: ['Suma hoja 1', 'Suma hoja anterior'],
    numberLabel: 'FACTURA Nº',
    number: 'RT26/118',
    issue: '2026-09-30',
  },
];

const ROOMS = [
  'Sala de radiología convencional RX-1',
  'Sala de radiología convencional RX-2',
  'Sala de TAC',
  'Sala de mamografía',
  'Sala de telemando digital',
];

const ROOM_ITEMS: Item[] = [
  { d: 'Lámina de plomo de 2 mm en tabique, con solapes de 15 mm', unit: 'm²', price: '78.40', min: 18, max: 46, places: 2 },
  { d: 'Placa de yeso laminado plomada 1,5 mm Pb, atornillada', unit: 'm²', price: '64.90', min: 12, max: 38, places: 2 },
  { d: 'Visor de vidrio plomado 2 mm Pb eq., 1000x800 mm, con marco', unit: 'ud', price: '1265.00', min: 1, max: 1 },
  { d: 'Puerta plomada batiente 1 hoja 1,5 mm Pb, 1100x2100 mm', unit: 'ud', price: '1890.00', min: 1, max: 2 },
  { d: 'Protección de cajas de mecanismos con plomo', unit: 'ud', price: '18.60', min: 6, max: 20 },
  { d: 'Solape de plomo en pasos de instalaciones', unit: 'ud', price: '42.00', min: 3, max: 9 },
  { d: 'Verificación de niveles de radiación tras la obra', unit: 'ud', price: '385.00', min: 1, max: 1 },
];

type Row = { room: string } | Line;
const isLine = (r: Row): r is Line => 'amount' in r;

function rowsOf(id: string): { rows: Row[]; lines: Line[] } {
  const rng = rngOf(id);
  const rows: Row[] = [];
  const lines: Line[] = [];
  for (const room of ROOMS) {
    rows.push({ room });
    const chosen = new Set(rng.sample([0, 1, 2, 3, 4, 5, 6], 5));
    ROOM_ITEMS.forEach((it, k) => {
      if (!chosen.has(k)) return;
      const l = drawn(rng, it);
      rows.push(l);
      lines.push(l);
    });
  }
  return { rows, lines };
}

function header(sh: Sheet, ink: Ink, s: Supplier, b: Buyer, page: number, due?: string): void {
  const M = 42;
  const ids = [...s.address, `CIF ${printed(s.nif, s.place === 'right' ? 'dots' : 'plain')}`];
  if (s.place === 'left') {
    ink.text(s.name, M, 40, { size: 13, bold: true });
    ink.lines(ids, M, 58, { size: 8.5 });
  } else if (s.place === 'right') {
    ink.right(s.name, sh.width - M, 40, { size: 14, bold: true });
    ids.forEach((t, i) => ink.right(t, sh.width - M, 60 + i * 11, { size: 8.5 }));
  } else {
    ink.center(s.name.toUpperCase(), sh.width / 2, 40, { size: 12, bold: true });
    ink.center(ids.join(' - '), sh.width / 2, 58, { size: 7.5 });
  }
  const top = 112;
  const dataX = s.place === 'right' ? M : 340;
  const clientX = s.place === 'right' ? 330 : M;
  const data: Array<[string, string]> = [
    [s.numberLabel, s.number],
    ['Fecha', date(s.issue, s.dates)],
  ];
  if (due) data.push(['Vencimiento', date(due, s.dates)]);
  data.push(['Página', `${page} de 2`]);
  data.forEach(([label, value], i) => {
    ink.text(label, dataX, top + i * 13, { bold: i === 0 });
    ink.text(value, dataX + 95, top + i * 13, { bold: i === 0 });
  });
  ink.text(s.place === 'right' ? 'Sres.:' : 'Cliente:', clientX, top, { size: 8.5, italic: true });
  ink.lines([b.name, ...b.address, `CIF ${b.nif}`], clientX, top + 12, { size: 8.5 });
}

const COLS = { desc: 42, qty: 350, unit: 395, price: 470, amount: 553 };

function heads(sh: Sheet, ink: Ink, y: number): number {
  sh.line(42, y - 3, 553, y - 3, { width: 0.8 });
  ink.text('Descripción', COLS.desc, y, { bold: true });
  ink.right('Medición', COLS.qty, y, { bold: true });
  ink.text('Ud.', COLS.unit - 12, y, { bold: true });
  ink.right('Precio', COLS.price, y, { bold: true });
  ink.right('Importe', COLS.amount, y, { bold: true });
  sh.line(42, y + 12, 553, y + 12, { width: 0.8 });
  return y + 20;
}

async function draw(s: Supplier, b: Buyer, rows: Row[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${s.number}`);
  const ink = sh.ink(s.family, s.family === 'Courier' ? 7.5 : 8.5);
  const m = (c: bigint) => money(c, s.money);
  // A room's heading never ends a page: it goes over with its lines.
  const firstPage = isLine(rows[21]) ? 22 : 21;
  let carried = 0n;
  let y = 0;
  for (let page = 1; page <= 2; page++) {
    if (page === 2) sh.newPage();
    header(sh, ink, s, b, page, due);
    y = heads(sh, ink, 200);
    if (page === 2) {
      ink.text(s.carry[1], COLS.desc, y, { bold: true });
      ink.right(m(carried), COLS.amount, y, { bold: true });
      y += 18;
    }
    const slice = page === 1 ? rows.slice(0, firstPage) : rows.slice(firstPage);
    for (const r of slice) {
      if (!isLine(r)) {
        ink.text(r.room.toUpperCase(), COLS.desc, y + 3, { bold: true });
        y += 18;
        continue;
      }
      ink.text(r.description, COLS.desc + 8, y);
      ink.right(quantity(r.qty, r.unit === 'ud' ? 0 : 2), COLS.qty, y);
      ink.text(r.unit, COLS.unit - 12, y);
      ink.right(money(r.price, 'es'), COLS.price, y);
      ink.right(money(r.amount, 'es'), COLS.amount, y);
      if (page === 1) carried += r.amount;
      y += 15;
    }
    if (page === 1) {
      sh.line(400, y + 2, 553, y + 2);
      ink.text(s.carry[0], 400, y + 8, { bold: true });
      ink.right(m(carried), COLS.amount, y + 8, { bold: true });
    }
  }
  y += 14;
  sh.line(300, y, 553, y, { width: 0.8 });
  y += 8;
  const rowsT: Array<[string, string]> = [
    ['Base imponible', m(f.base)],
    ['I.V.A. 21 %', m(f.vat)],
    ['TOTAL FACTURA', m(f.total)],
  ];
  rowsT.forEach(([label, value], i) => {
    ink.text(label, 330, y + i * 15, { bold: i === 2 });
    ink.right(value, COLS.amount, y + i * 15, { bold: i === 2 });
  });
  ink.text(due ? 'Pago por transferencia al vencimiento indicado.' : 'Pago por transferencia a 30 días de la fecha de factura.', 42, 770, { size: 7.5 });
  if (s.registry) ink.text(s.registry, 42, 782, { size: 7 });
  return sh.bytes();
}

export async function shieldingInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-shielding-${i + 1}`;
    const { rows, lines } = rowsOf(id);
    const b = BUYERS[(i + 2) % 3];
    const f = figures(lines);
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, rows, f, due);
    out.push(invoice(id, 'xray-lead-shielding', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
