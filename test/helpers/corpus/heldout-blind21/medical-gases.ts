import type { CorpusDocument } from '../types.js';
import type { Family } from '../pen.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, pct, plusDays, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, stack, table } from './kit.js';

/**
 * Medical gas pipelines (oxygen, medical air, vacuum, nitrous oxide): two installers that work as
 * subcontractors under reverse charge, one printing a zero VAT row and one no VAT row at all, and
 * a supplier of gas plant at 21 %. A two-column header: supplier and customer down the left, the
 * document's data as label and value down the right.
 */

interface Supplier extends Party {
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  reverse: 'zero row' | 'no row' | false;
  items: Item[];
  activity: string;
  labels: [string, string, string];
}

const INSTALL: Item[] = [
  { d: 'Tubería de cobre desengrasado para gases medicinales 15x1 mm, soldada con plata', unit: 'ml', price: '21.60', min: 80, max: 260 },
  { d: 'Tubería de cobre desengrasado 22x1 mm, incluso soportes y purgado con nitrógeno', unit: 'ml', price: '27.35', min: 60, max: 180 },
  { d: 'Toma mural de oxígeno UNE-EN ISO 9170-1, tipo AFNOR', unit: 'ud', price: '96.80', min: 12, max: 48 },
  { d: 'Toma mural de vacío con frasco de aspiración', unit: 'ud', price: '104.20', min: 8, max: 36 },
  { d: 'Caja de válvulas de zona con manómetros, 3 gases', unit: 'ud', price: '688.00', min: 2, max: 6 },
  { d: 'Panel de alarma de gases medicinales, 4 señales', unit: 'ud', price: '1145.00', min: 1, max: 3 },
  { d: 'Prueba de estanqueidad, identificación de gases y certificado de pureza', unit: 'ud', price: '1380.00', min: 1, max: 1 },
];

const PLANT: Item[] = [
  { d: 'Central de vacío médico de 2 bombas de paletas 100 m³/h, con depósito de 500 l', unit: 'ud', price: '18450.00', min: 1, max: 1 },
  { d: 'Rampa automática de botellas de oxígeno 2x5 botellas con inversor', unit: 'ud', price: '6320.00', min: 1, max: 2 },
  { d: 'Compresor de aire medicinal con secador y filtrado bacteriológico', unit: 'ud', price: '14980.00', min: 1, max: 1 },
  { d: 'Puesta en marcha, formación del personal de mantenimiento y documentación', unit: 'ud', price: '950.00', min: 1, max: 1 },
];

const SUPPLIERS: Array<Supplier & { number: string; issue: string; due?: number }> = [
  {
    name: 'Instalaciones de Gases Medicinales Cantabria, S.L.',
    nif: cif('B', '3962815'),
    address: ['Barrio La Cerrada, 31', '39600 Maliaño (Cantabria)'],
    activity: 'Instalaciones de gases medicinales y vacío',
    family: 'Helvetica',
    money: 'es',
    dates: 'dd/mm/yyyy',
    reverse: 'zero row',
    items: INSTALL,
    labels: ['Factura:', 'Fecha:', 'Vencimiento:'],
    number: 'GM-26-0217',
    issue: '2026-03-31',
    due: 60,
  },
  {
    name: 'Montajes Oxitec, S.L.U.',
    nif: cif('B', '9844120'),
    address: ['C/ Ciutat de Sueca, 14, bajo', '46006 Valencia'],
    activity: 'Montaje de redes de gases medicinales',
    family: 'Times',
    money: 'es €',
    dates: 'dd.mm.yy',
    reverse: 'no row',
    items: INSTALL,
    labels: ['Nº Factura:', 'Fecha factura:', 'Vto.:'],
    number: 'A/1044',
    issue: '2026-05-29',
    due: 90,
  },
  {
    name: 'Neumedic Sistemas Hospitalarios, S.A.',
    nif: cif('A', '1507364'),
    address: ['Rúa Gutenberg, 22, Pol. Pocomaco', '15190 A Coruña'],
    activity: 'Equipos para gases medicinales',
    family: 'Helvetica',
    money: '€ es',
    dates: 'dd-mmm-yyyy',
    reverse: false,
    items: PLANT,
    labels: ['Documento nº:', 'Fecha:', 'Vencimiento:'],
    number: '26FV00413',
    issue: '2026-07-14',
  },
];

const LEGAL =
  'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992 del IVA: el destinatario, empresario contratista de la obra, es quien debe liquidar el impuesto.';

interface Doc {
  number: string;
  issue: string;
  due?: string;
  lines: Line[];
  f: Figures;
  /** The total the document prints (differs from the figures' only on the hard one). */
  total: bigint;
}

async function draw(s: Supplier, b: Buyer, d: Doc): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${d.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 40;
  const m = (c: bigint) => money(c, s.money);
  ink.text(s.name, M, 40, { size: 13, bold: true });
  ink.text(s.activity, M, 58, { size: 8.5, italic: true, color: '#336699' });
  ink.lines([...s.address, `N.I.F.: ${printed(s.nif, 'dash')}`], M, 72, { size: 8.5 });
  sh.rect(M, 128, 260, 74, { stroke: '#336699' });
  ink.text('CLIENTE', M + 8, 134, { size: 7, bold: true, color: '#336699' });
  ink.lines([b.name, `C.I.F.: ${b.nif}`, ...b.address], M + 8, 146, { size: 8.5 });
  ink.right('FACTURA', sh.width - M, 40, { size: 18, bold: true, color: '#336699' });
  const data: Array<[string, string]> = [
    [s.labels[0], d.number],
    [s.labels[1], date(d.issue, s.dates)],
  ];
  if (d.due) data.push([s.labels[2], date(d.due, s.dates)]);
  data.push(['Código cliente:', b.code]);
  data.forEach(([label, value], i) => {
    ink.text(label, 360, 80 + i * 14);
    ink.right(value, sh.width - M, 80 + i * 14, { bold: true });
  });
  ink.text('Obra:', 360, 80 + data.length * 14);
  ink.lines(ink.wrap(b.site, 150, { size: 8.5 }), 405, 80 + data.length * 14, { size: 8.5 });
  const cols: Column<Line>[] = [
    { head: 'Descripción', width: 285, cell: (l) => l.description, wraps: true },
    { head: 'Cantidad', width: 55, align: 'right', cell: (l) => quantity(l.qty, 0) },
    { head: 'Ud', width: 30, align: 'center', cell: (l) => l.unit },
    { head: 'Precio', width: 65, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'Importe', width: 80, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  let y = table(M, 225, cols, d.lines, { ink, grid: true, headFill: '#dbe7f3', rowHeight: 19 });
  y += 16;
  const rows: Array<[string, string]> = [['Base imponible', m(d.f.base)]];
  if (s.reverse === 'zero row') rows.push(['IVA 0 % (inversión del sujeto pasivo)', m(0n)]);
  if (!s.reverse) rows.push(['IVA 21 %', m(d.f.vat)]);
  y = stack(ink, 330, sh.width - M, y, rows);
  sh.line(330, y - 4, sh.width - M, y - 4);
  ink.text('TOTAL FACTURA', 330, y + 2, { bold: true, size: 10 });
  ink.right(m(d.total), sh.width - M, y + 2, { bold: true, size: 10 });
  y += 30;
  if (s.reverse) {
    const parts = ink.wrap(LEGAL, 500, { size: 8 });
    sh.rect(M, y, sh.width - 2 * M, parts.length * 11 + 12, { stroke: '#336699' });
    ink.lines(parts, M + 8, y + 6, { size: 8, leading: 11 });
  }
  ink.text('Forma de pago: transferencia bancaria a ES48 0049 5103 7121 1650 4433', M, 760, { size: 8 });
  return sh.bytes();
}

export async function medicalGasInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-medgas-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 1) % 3];
    const lines = pick(rng, s.items, Math.min(s.items.length, 4 + i));
    const f = figures(lines, { reverse: !!s.reverse });
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, { number: s.number, issue: s.issue, due, lines, f, total: f.total });
    out.push(invoice(id, 'medical-gas-pipelines', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f, reverse: !!s.reverse }));
  }
  return out;
}

/**
 * Hard: an installer's invoice that prints the reverse-charge note and `IVA 0 % … 0,00`, yet a
 * total that is its base plus 21 %.
 */
export async function medicalGasHard(): Promise<CorpusDocument> {
  const s = SUPPLIERS[0];
  const id = 'blind21-medgas-hard';
  const rng = rngOf(id);
  const b = BUYERS[1];
  const lines = pick(rng, s.items, 5);
  const f = figures(lines, { reverse: true });
  const total = f.base + pct(f.base, 21);
  const number = 'GM-26-0231';
  const issue = '2026-04-30';
  const due = plusDays(issue, 60);
  const bytes = await draw(s, b, { number, issue, due, lines, f, total });
  return invoice(
    id,
    'medical-gas-pipelines',
    bytes,
    b,
    { number, issue, due, nif: s.nif, name: s.name, f, reverse: true, total },
    'reverse charge printed with IVA 0,00, but the total is the base plus 21 %: base + VAT does not make the total',
  );
}
