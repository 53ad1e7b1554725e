import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { sumCents } from '../../../../src/platform/money.js';
import { BUYERS, type Buyer, type Item, note, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, type Line, money, type MoneyStyle, pct, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, table } from './kit.js';

/**
 * Valued delivery notes of medical-gas materials (degreased copper tube, silver brazing rod,
 * outlets, valves): the note's number, date, order, customer and site in a header grid with the
 * labels above, codes, zebra rows; `Total neto` for one, base, VAT and total for another,
 * `Total albarán (sin IVA)` for a cooperative.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  date: string;
  totals: 'neto' | 'vat' | 'sin iva';
  colour: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Cobre y Gases Técnicos Distribución, S.L.',
    nif: cif('B', '9507318'),
    address: ['C/ Ribera de Deusto, 87', '48014 Bilbao (Bizkaia)', 'Tel. 944 75 20 16'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'AV-26-01842',
    date: '2026-02-17',
    totals: 'neto',
    colour: '#b5651d',
  },
  {
    name: 'Suministros Hospitalarios Tecnogas, S.A.',
    nif: cif('A', '7830162'),
    address: ['Avda. de la Técnica, 21', '28522 Rivas-Vaciamadrid (Madrid)', 'pedidos@tecnogas.es'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd-mm-yyyy',
    number: '260004417',
    date: '2026-06-22',
    totals: 'vat',
    colour: '#0077b6',
  },
  {
    name: 'Distribuciones Termosanitarias Ribera, S. Coop.',
    nif: cif('F', '3125064'),
    address: ['Ctra. de Tudela, km 2', '31500 Tudela (Navarra)', 'Tel. 948 82 44 10'],
    family: 'Times',
    money: 'es',
    dates: 'dd.mm.yy',
    number: 'ALB/2026/0733',
    date: '2026-10-05',
    totals: 'sin iva',
    colour: '#386641',
  },
];

const ITEMS: Item[] = [
  { code: 'CU15D', d: 'Tubo cobre desengrasado 15x1 mm, barra 5 m', unit: 'm', price: '9.85', min: 50, max: 300 },
  { code: 'CU22D', d: 'Tubo cobre desengrasado 22x1 mm, barra 5 m', unit: 'm', price: '14.60', min: 30, max: 200 },
  { code: 'AG40', d: 'Varilla de soldadura de plata al 40 %', unit: 'kg', price: '612.00', min: 0.5, max: 3, places: 1 },
  { code: 'TM-O2', d: 'Toma de oxígeno AFNOR con placa embellecedora', unit: 'ud', price: '58.40', min: 6, max: 30 },
  { code: 'TM-VAC', d: 'Toma de vacío AFNOR con placa embellecedora', unit: 'ud', price: '61.20', min: 4, max: 24 },
  { code: 'VE-22', d: 'Válvula de esfera para gases medicinales 22 mm', unit: 'ud', price: '37.90', min: 2, max: 12 },
  { code: 'MN-10', d: 'Manómetro 0-10 bar con racor', unit: 'ud', price: '24.75', min: 2, max: 10 },
  { code: 'ETQ-GM', d: 'Rollo de etiquetas de identificación de gases', unit: 'ud', price: '18.30', min: 2, max: 8 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], total: bigint): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Albarán ${s.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 40;
  const R = sh.width - M;
  const m = (c: bigint) => money(c, s.money);
  sh.rect(M, 36, 8, 52, { fill: s.colour });
  ink.text(s.name, M + 16, 38, { size: 13, bold: true });
  ink.lines([...s.address, `CIF ${printed(s.nif, 'plain')}`], M + 16, 56, { size: 8 });
  ink.right('ALBARÁN VALORADO', R, 40, { size: 14, bold: true, color: s.colour });
  ink.right('Destinatario', R, 64, { size: 7.5, color: '#666666' });
  [b.name, ...b.address, `NIF ${b.nif}`].forEach((t, i) => ink.right(t, R, 74 + i * 11, { size: 8.5 }));
  const heads = ['Albarán nº', 'Fecha', 'Su pedido', 'Cliente', 'Obra'];
  const values = [s.number, date(s.date, s.dates), `PED-${b.code}`, b.code, b.site];
  const widths = [80, 65, 70, 50, R - M - 265];
  let x = M;
  const y0 = 136;
  heads.forEach((h, i) => {
    sh.rect(x, y0, widths[i], 14, { fill: s.colour });
    sh.rect(x, y0 + 14, widths[i], 20, { stroke: '#000000' });
    ink.text(h, x + 4, y0 + 3, { size: 7.5, bold: true, color: '#ffffff' });
    const v = i === 4 ? ink.wrap(values[i], widths[i] - 8, { size: 7.5 })[0] : values[i];
    ink.text(v, x + 4, y0 + 20, { size: i === 4 ? 7.5 : 9, bold: i === 0 });
    x += widths[i];
  });
  const cols: Column<Line>[] = [
    { head: 'Código', width: 55, cell: (l) => l.code ?? '' },
    { head: 'Descripción', width: 235, cell: (l) => l.description },
    { head: 'Cantidad', width: 55, align: 'right', cell: (l) => quantity(l.qty, l.unit === 'kg' ? 1 : 0) },
    { head: 'Ud.', width: 30, align: 'center', cell: (l) => l.unit },
    { head: 'Precio', width: 60, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Importe', width: R - M - 435, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  let y = table(M, 190, cols, lines, { ink, zebra: '#f2f2f2', rowHeight: 18 });
  sh.line(M, y, R, y);
  y += 16;
  const rows: Array<[string, string, boolean]> =
    s.totals === 'vat'
      ? [
          ['Base imponible', m(total), false],
          ['IVA 21 %', m(pct(total, 21)), false],
          ['Total', m(total + pct(total, 21)), true],
        ]
      : [[s.totals === 'neto' ? 'Total neto' : 'Total albarán (sin IVA)', m(total), true]];
  rows.forEach(([label, value, bold], i) => {
    ink.text(label, 360, y + i * 15, { bold });
    ink.right(value, R, y + i * 15, { bold });
  });
  sh.rect(M, 700, 160, 60, { stroke: '#999999' });
  ink.text('Recibí conforme (firma y DNI)', M + 6, 706, { size: 7.5, color: '#666666' });
  sh.rect(220, 700, 160, 60, { stroke: '#999999' });
  ink.text('Transportista / matrícula', 226, 706, { size: 7.5, color: '#666666' });
  return sh.bytes();
}

export async function medicalGasMaterialNotes(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-medgas-note-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[i];
    const lines = pick(rng, ITEMS, 5 + i);
    const total = sumCents(lines.map((l) => l.amount));
    const bytes = await draw(s, b, lines, total);
    out.push(note(id, 'medical-gas-materials-note', bytes, b, { number: s.number, date: s.date, nif: s.nif, name: s.name, lines, subtotal: total }));
  }
  return out;
}
