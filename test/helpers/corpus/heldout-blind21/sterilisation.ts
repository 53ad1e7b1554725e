import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, plusDays, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, table } from './kit.js';

/**
 * Sterilisation departments: autoclaves, washer-disinfectors and sealers are medical devices at
 * 10 %, their installation and the validation of the cycles at 21 %; a VAT column per line and a
 * per-rate grid (`Tipo`, `Base imponible`, `Cuota`) above `Total IVA` and the total. One company
 * prints its CIF only in the registry footer, one writes its dates out.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  issue: string;
  due?: number;
  layout: 'centred' | 'left' | 'right';
  idInFooter?: boolean;
  registry?: string;
  colour: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Esterilización Hospitalaria Ibérica, S.A.',
    nif: cif('A', '8214037'),
    address: ['C/ Severo Ochoa, 9, P.E. Las Rozas', '28232 Las Rozas de Madrid (Madrid)'],
    family: 'Helvetica',
    money: 'es',
    dates: 'dd/mm/yyyy',
    number: 'EH-2026-0321',
    issue: '2026-04-09',
    due: 60,
    layout: 'centred',
    idInFooter: true,
    registry: 'Registro Mercantil de Madrid, tomo 21877, folio 120, sección 8ª, hoja M-389114',
    colour: '#005f73',
  },
  {
    name: 'Steritec Equipos Médicos, S.L.',
    nif: cif('B', '1472960'),
    address: ['Avda. de Elche, 164, nave 2', '03008 Alicante'],
    family: 'Helvetica',
    money: 'es €',
    dates: 'long es',
    number: 'ST/26/1187',
    issue: '2026-07-01',
    due: 30,
    layout: 'left',
    colour: '#9b2226',
  },
  {
    name: 'Lavado y Desinfección Técnica del Norte, S.L.',
    nif: cif('B', '4803615'),
    address: ['Pol. Ind. Júndiz, C/ Lermandabide, 12', '01015 Vitoria-Gasteiz (Álava)'],
    family: 'Times',
    money: 'es €',
    dates: 'dd-mm-yyyy',
    number: 'LDT-0452',
    issue: '2026-10-26',
    layout: 'right',
    colour: '#3d405b',
  },
];

const ITEMS: Item[] = [
  { d: 'Autoclave de vapor de doble puerta 8 UTE, clase B', unit: 'ud', price: '68500.00', min: 1, max: 2, rate: 10 },
  { d: 'Lavadora desinfectadora de instrumental 15 DIN', unit: 'ud', price: '38900.00', min: 1, max: 2, rate: 10 },
  { d: 'Termoselladora rotativa con impresora de lotes', unit: 'ud', price: '2450.00', min: 1, max: 3, rate: 10 },
  { d: 'Carro de carga y transferencia para autoclave', unit: 'ud', price: '1780.00', min: 2, max: 4, rate: 10 },
  { d: 'Instalación hidráulica, de vapor y eléctrica de los equipos', unit: 'ud', price: '4860.00', min: 1, max: 1, rate: 21 },
  { d: 'Desmontaje y retirada del equipo existente', unit: 'ud', price: '920.00', min: 1, max: 2, rate: 21 },
  { d: 'Validación IQ/OQ/PQ del ciclo de esterilización (UNE-EN ISO 17665)', unit: 'ud', price: '3150.00', min: 1, max: 1, rate: 21 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${s.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 40;
  const R = sh.width - M;
  const m = (c: bigint) => money(c, s.money);
  const ids = s.idInFooter ? s.address : [...s.address, `CIF: ${printed(s.nif, 'dash')}`];
  if (s.layout === 'centred') {
    ink.center(s.name.toUpperCase(), sh.width / 2, 38, { size: 13, bold: true, color: s.colour });
    ink.center(ids.join(' · '), sh.width / 2, 56, { size: 8 });
  } else if (s.layout === 'left') {
    sh.circle(M + 18, 56, 18, s.colour);
    ink.center('+', M + 18, 46, { size: 20, bold: true, color: '#ffffff' });
    ink.text(s.name, M + 46, 38, { size: 13, bold: true });
    ink.lines(ids, M + 46, 56, { size: 8.5 });
  } else {
    ink.right(s.name, R, 38, { size: 13, bold: true, color: s.colour });
    ids.forEach((t, i) => ink.right(t, R, 56 + i * 11, { size: 8.5 }));
  }
  const top = 110;
  const dataX = s.layout === 'right' ? M : 340;
  const clientX = s.layout === 'right' ? 330 : M;
  ink.text('FACTURA', dataX, top, { size: 15, bold: true, color: s.colour });
  const rows: Array<[string, string]> = [
    ['Número:', s.number],
    ['Fecha:', date(s.issue, s.dates)],
  ];
  if (due) rows.push(['Vencimiento:', date(due, s.dates)]);
  rows.forEach(([label, value], i) => {
    ink.text(label, dataX, top + 24 + i * 13);
    ink.text(value, dataX + 70, top + 24 + i * 13, { bold: true });
  });
  ink.text('Cliente', clientX, top, { size: 8, bold: true, color: s.colour });
  ink.lines([b.name, `NIF ${b.nif}`, ...b.address, `Obra: ${b.site}`], clientX, top + 12, { size: 8.5 });
  const cols: Column<Line>[] = [
    { head: 'Concepto', width: 265, cell: (l) => l.description, wraps: true },
    { head: 'Cant.', width: 40, align: 'right', cell: (l) => quantity(l.qty, 0) },
    { head: 'Precio', width: 75, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: '% IVA', width: 40, align: 'right', cell: (l) => String(l.rate) },
    { head: 'Importe', width: R - M - 420, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  let y = table(M, 210, cols, lines, { ink, rules: true, rowHeight: 20, headFill: '#e9ecef' });
  y += 18;
  const gx = 290;
  ink.text('Tipo', gx, y, { bold: true, size: 8.5 });
  ink.right('Base imponible', gx + 150, y, { bold: true, size: 8.5 });
  ink.right('Cuota', R, y, { bold: true, size: 8.5 });
  sh.line(gx, y + 12, R, y + 12);
  y += 18;
  for (const r of f.byRate) {
    ink.text(`IVA ${r.rate} %`, gx, y);
    ink.right(m(r.base), gx + 150, y);
    ink.right(m(r.vat), R, y);
    y += 14;
  }
  sh.line(gx, y, R, y);
  y += 8;
  ink.text('Total base imponible', gx, y);
  ink.right(m(f.base), R, y);
  ink.text('Total IVA', gx, y + 14);
  ink.right(m(f.vat), R, y + 14);
  sh.rect(gx - 4, y + 30, R - gx + 4, 22, { fill: '#e9ecef' });
  ink.text('TOTAL FACTURA', gx, y + 36, { bold: true });
  ink.right(m(f.total), R - 4, y + 36, { bold: true });
  ink.text(due ? 'Forma de pago: transferencia' : 'Forma de pago: confirming a 90 días', M, y + 36, { size: 8 });
  if (s.idInFooter) ink.center(`${s.name} - CIF ${printed(s.nif, 'plain')} - ${s.registry}`, sh.width / 2, 805, { size: 6.5 });
  return sh.bytes();
}

export async function sterilisationInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-sterilisation-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 2) % 3];
    let lines = pick(rng, ITEMS, 4 + i);
    // Every invoice of the layout bills both rates.
    if (new Set(lines.map((l) => l.rate)).size < 2) lines = [...pick(rng, ITEMS.slice(0, 4), 2), ...pick(rng, ITEMS.slice(4), 2)];
    const f = figures(lines);
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'sterilisation-10-21', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
