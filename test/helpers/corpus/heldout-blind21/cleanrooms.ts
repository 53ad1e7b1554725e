import type { CorpusDocument } from '../types.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, plusDays, printed, quantity } from './figures.js';
import { A4, type Column, Sheet, stack, table } from './kit.js';
import type { Family } from '../pen.js';

/**
 * Cleanrooms and modular clean partitions, invoiced from a web invoicing tool: a coloured square
 * with initials as the logo, a big `FACTURA` title with number, date and due date beside it, the
 * lines with a VAT column, the total on a coloured bar.
 */

interface Supplier extends Party {
  initials: string;
  colour: string;
  family: Family;
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  issue: string;
  dueDays?: number;
  centred?: boolean;
  labels: { number: string; date: string; due: string; to: string };
  registry?: string;
  contact: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Salas Limpias del Ebro, S.L.',
    nif: cif('B', '5023871'),
    address: ['Pol. Ind. Malpica, calle E, nave 27', '50016 Zaragoza'],
    initials: 'SL',
    colour: '#1f7a8c',
    family: 'Helvetica',
    money: 'es €',
    dates: 'dd/mm/yyyy',
    number: 'F2026-0142',
    issue: '2026-03-16',
    dueDays: 60,
    labels: { number: 'Número', date: 'Fecha', due: 'Vencimiento', to: 'Facturar a' },
    registry: 'Inscrita en el Registro Mercantil de Zaragoza, tomo 4172, folio 88, hoja Z-61904',
    contact: 'administracion@salaslimpiasebro.es · 976 57 31 20',
  },
  {
    name: 'Tecnoclean Modular, S.A.',
    nif: cif('A', '2871904'),
    address: ['Avda. de Valdelaparra, 112', '28108 Alcobendas (Madrid)'],
    initials: 'TM',
    colour: '#44546a',
    family: 'Helvetica',
    money: 'es EUR',
    dates: 'yyyy-mm-dd',
    number: 'FV-26/0088',
    issue: '2026-04-28',
    dueDays: 30,
    labels: { number: 'Nº factura', date: 'Fecha emisión', due: 'Fecha vencimiento', to: 'Cliente' },
    contact: 'facturacion@tecnoclean.es · www.tecnoclean.es',
  },
  {
    name: 'Ambientes Controlados Navarra, S.L.L.',
    nif: cif('B', '3162507'),
    address: ['C/ Berroa, 9, oficina 4', '31192 Tajonar (Navarra)'],
    initials: 'AC',
    colour: '#2e6b34',
    family: 'Times',
    money: 'es',
    dates: 'dd-mm-yyyy',
    number: '2026/315',
    issue: '2026-06-09',
    centred: true,
    labels: { number: 'Factura nº', date: 'Fecha', due: 'Vence', to: 'Datos del cliente' },
    registry: 'Sociedad Laboral inscrita en el Registro Mercantil de Navarra, tomo 1733, folio 12, hoja NA-38812',
    contact: 'Tel. 948 29 04 61 · oficina@ambientescontrolados.com',
  },
];

const ITEMS: Item[] = [
  { d: 'Panel sándwich para sala blanca, acabado lacado blanco RAL 9010, espesor 60 mm', unit: 'm²', price: '86.40', min: 40, max: 180, places: 2 },
  { d: 'Techo pisable de sala blanca con perfilería de aluminio', unit: 'm²', price: '112.75', min: 25, max: 90, places: 2 },
  { d: 'Perfil sanitario de media caña en encuentros suelo-pared', unit: 'ml', price: '14.20', min: 30, max: 160, places: 1 },
  { d: 'Puerta batiente de sala blanca, 1 hoja 1000x2100 mm, con visor', unit: 'ud', price: '1485.00', min: 1, max: 6 },
  { d: 'Ventana enrasada de doble acristalamiento 1200x900 mm', unit: 'ud', price: '612.50', min: 2, max: 8 },
  { d: 'Pass-box estático de acero inoxidable con enclavamiento', unit: 'ud', price: '2240.00', min: 1, max: 3 },
  { d: 'Difusor con filtro HEPA H14 y plenum de impulsión', unit: 'ud', price: '745.30', min: 4, max: 16 },
  { d: 'Clasificación de sala según UNE-EN ISO 14644-1 y recuento de partículas', unit: 'ud', price: '980.00', min: 1, max: 2 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${s.number}`);
  const ink = sh.ink(s.family, 9);
  const M = 42;
  const m = (c: bigint) => money(c, s.money);
  if (s.centred) {
    sh.rect(sh.width / 2 - 22, 34, 44, 44, { fill: s.colour, radius: 6 });
    ink.center(s.initials, sh.width / 2, 48, { size: 18, bold: true, color: '#ffffff' });
    ink.center(s.name, sh.width / 2, 86, { size: 14, bold: true });
    ink.center(`${s.address.join(' · ')} · CIF ${printed(s.nif, 'dash')}`, sh.width / 2, 104, { size: 8.5 });
    ink.center(s.contact, sh.width / 2, 116, { size: 8.5, color: '#555555' });
    ink.text('FACTURA', M, 146, { size: 20, bold: true, color: s.colour });
  } else {
    sh.rect(M, 38, 46, 46, { fill: s.colour, radius: 4 });
    ink.center(s.initials, M + 23, 53, { size: 18, bold: true, color: '#ffffff' });
    ink.text(s.name, M + 58, 40, { size: 13, bold: true });
    ink.lines([...s.address, `CIF: ${s.nif}`, s.contact], M + 58, 58, { size: 8.5 });
    ink.right('FACTURA', sh.width - M, 40, { size: 22, bold: true, color: s.colour });
  }
  const rows: Array<[string, string]> = [
    [s.labels.number, s.number],
    [s.labels.date, date(s.issue, s.dates)],
  ];
  if (due) rows.push([s.labels.due, date(due, s.dates)]);
  const dx = sh.width - M;
  rows.forEach(([label, value], i) => {
    const yy = (s.centred ? 142 : 72) + i * 13;
    ink.text(label, dx - 190, yy, { color: '#555555' });
    ink.right(value, dx, yy, { bold: true });
  });
  let y = 190;
  ink.text(s.labels.to.toUpperCase(), M, y, { size: 7.5, bold: true, color: s.colour });
  ink.lines([b.name, `NIF: ${b.nif}`, ...b.address], M, y + 12, { size: 9 });
  ink.text('OBRA', 330, y, { size: 7.5, bold: true, color: s.colour });
  ink.lines(ink.wrap(b.site, 220), 330, y + 12);
  y = 270;
  const cols: Column<Line>[] = [
    { head: 'Concepto', width: 246, cell: (l) => l.description, wraps: true },
    { head: 'Cantidad', width: 58, align: 'right', cell: (l) => quantity(l.qty, l.unit === 'ud' ? 0 : 2) },
    { head: 'Ud.', width: 30, align: 'center', cell: (l) => l.unit },
    { head: 'Precio', width: 66, align: 'right', cell: (l) => money(l.price, 'es') },
    { head: 'IVA', width: 34, align: 'right', cell: () => '21%' },
    { head: 'Importe', width: 77, align: 'right', cell: (l) => money(l.amount, 'es') },
  ];
  y = table(M, y, cols, lines, { ink, headFill: s.colour, headColor: '#ffffff', rules: true, rowHeight: 20 });
  y += 18;
  const xl = sh.width - M - 200;
  y = stack(ink, xl, sh.width - M, y, [
    ['Base imponible', m(f.base)],
    ['IVA 21%', m(f.vat)],
  ]);
  sh.rect(xl - 6, y - 4, 206, 22, { fill: s.colour });
  ink.text('TOTAL', xl, y + 2, { size: 11, bold: true, color: '#ffffff' });
  ink.right(m(f.total), sh.width - M - 4, y + 2, { size: 11, bold: true, color: '#ffffff' });
  const pay = due ? 'Forma de pago: transferencia bancaria' : 'Forma de pago: transferencia a la recepción de la factura';
  ink.text(pay, M, 720, { size: 8 });
  ink.text('IBAN ES21 2085 0871 1103 3015 7724', M, 732, { size: 8 });
  if (s.registry) ink.center(s.registry, sh.width / 2, 800, { size: 6.5, color: '#666666' });
  return sh.bytes();
}

export async function cleanroomInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-cleanroom-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[i];
    const lines = pick(rng, ITEMS, 4 + i);
    const f = figures(lines);
    const due = s.dueDays ? plusDays(s.issue, s.dueDays) : undefined;
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'cleanroom-partitions', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
