import type { CorpusDocument } from '../types.js';
import {
  amount,
  BUYERS,
  cells,
  columns,
  type Col,
  date,
  type DateStyle,
  figures,
  type Figures,
  type Hard,
  invoiceDocument,
  type LineIn,
  money,
  type MoneyStyle,
  Paper,
  type Party,
  qty,
  rngFor,
} from './kit.js';

/**
 * Invoices of artisan forges (an old ERP in Courier capitals, one self-employed with 1 % IRPF),
 * lime render and sgraffito plasterers (a boxed header grid, the totals in a box at the page
 * foot) and heritage consultants (two columns of header, IRPF for the self-employed): the tenth
 * blind set (docs/document-extraction.md#measuring-it).
 */

interface Job {
  number: string;
  issue: string;
  due?: string;
  buyer: Party;
  site: string;
  lines: LineIn[];
}

/** A document made hard on purpose: its own id, why, and the printed figures that do not close. */
export interface Tamper extends Hard {
  id: string;
  figures: (f: Figures) => Figures;
}

// ---------- artisan forge: Courier capitals ----------

interface ForgePrint extends Party {
  key: string;
  top: string[];
  numberLabel: string;
  dates: DateStyle;
  irpf: number;
  eurOnTotal: boolean;
}

const FORGE: ForgePrint[] = [
  {
    key: 'altotajo',
    name: 'FORJAS ARTESANAS DEL ALTO TAJO, S.L.',
    nif: 'B19027358',
    address: ['C/ HERREROS, 12', '19300 MOLINA DE ARAGON (GUADALAJARA)'],
    top: ['FORJAS ARTESANAS DEL ALTO TAJO, S.L.', 'C/ HERREROS, 12 - 19300 MOLINA DE ARAGON (GUADALAJARA)', 'C.I.F.: B19027358          TLF: 949 83 01 22'],
    numberLabel: 'FACTURA NUM.',
    dates: 'slash',
    irpf: 0,
    eurOnTotal: true,
  },
  {
    key: 'popescu',
    name: 'MIHAI POPESCU',
    nif: 'X4718263C',
    address: ['POL. IND. LOS LLANOS, NAVE 3', '45600 TALAVERA DE LA REINA'],
    top: ['F O R J A   P O P E S C U', 'MIHAI POPESCU  -  N.I.E. X-4718263-C', 'POL. IND. LOS LLANOS, NAVE 3 - 45600 TALAVERA DE LA REINA (TOLEDO)'],
    numberLabel: 'FRA. N.',
    dates: 'dots',
    irpf: 1,
    eurOnTotal: false,
  },
  {
    key: 'encina',
    name: 'HIERROS Y FORJA LA ENCINA, S.COOP.',
    nif: 'F06310742',
    address: ['CTRA. DE BADAJOZ, KM 2', '06800 MERIDA (BADAJOZ)'],
    top: ['HIERROS Y FORJA LA ENCINA, S.COOP.', 'CTRA. DE BADAJOZ, KM 2 - 06800 MERIDA (BADAJOZ)', 'NIF F06310742 - TEL. 924 31 77 05 - forjalaencina@hotmail.com'],
    numberLabel: 'N. FACTURA',
    dates: 'dash',
    irpf: 0,
    eurOnTotal: true,
  },
];

function forgeJobs(): Job[] {
  const r = rngFor('forge');
  return [
    {
      number: '260233',
      issue: '2026-05-12',
      buyer: BUYERS.duero,
      site: 'PALACIO DE LOS MARQUESES, SIGUENZA',
      lines: [
        { description: 'REJA DE FORJA BARROTE CUADRADO 16 MM', qty: `${r.int(6, 14)}.${r.int(10, 90)}`, unit: 'M2', price: 26500 },
        { description: 'BALCON DE FORJA CON VOLUTAS Y PLETINA', qty: String(r.int(2, 6)), unit: 'UD', price: 118000 },
        { description: 'RESTAURACION DE BARANDILLA HISTORICA', qty: `${r.int(8, 30)}.50`, unit: 'ML', price: 9800 },
        { description: 'IMPRIMACION Y PINTURA DE FORJA', qty: `${r.int(20, 60)}`, unit: 'M2', price: 1650 },
      ],
    },
    {
      number: '26/044',
      issue: '2026-07-03',
      buyer: BUYERS.arcos,
      site: 'CASA DE LOS TIROS - CANCELA DE ACCESO',
      lines: [
        { description: 'CANCELA DE DOS HOJAS EN HIERRO FORJADO', qty: '1', unit: 'UD', price: 243000 },
        { description: 'CERRADURA DE FORJA CON LLAVE ANTIGUA', qty: '1', unit: 'UD', price: 32500 },
        { description: 'COLOCACION Y RECIBIDO EN FABRICA', qty: String(r.int(6, 12)), unit: 'H', price: 3200 },
      ],
    },
    {
      number: '2026-0311',
      issue: '2026-11-18',
      buyer: BUYERS.teruel,
      site: 'TORRE DE SAN MARTIN - PASAMANOS Y TIRANTES',
      lines: [
        { description: 'TIRANTE DE ACERO FORJADO CON LLAVE', qty: String(r.int(4, 10)), unit: 'UD', price: 41200 },
        { description: 'PASAMANOS DE PLETINA 40X10 FORJADA', qty: `${r.int(20, 45)}.20`, unit: 'ML', price: 7350 },
        { description: 'DECAPADO Y PROTECCION CON CERA', qty: `${r.int(10, 30)}`, unit: 'M2', price: 2100 },
        { description: 'TRANSPORTE Y MEDIOS DE ELEVACION', qty: '1', unit: 'UD', price: 28000 },
      ],
    },
  ];
}

async function forgeInvoice(s: ForgePrint, job: Job): Promise<CorpusDocument> {
  const f = figures(job.lines, { irpf: s.irpf });
  const paper = new Paper(`FRA${job.number}`, 'FACTUPLUS 3.1');
  const pen = paper.pen('Courier', 9);
  const W = 84;
  const dash = '-'.repeat(W);
  const out: string[] = [...s.top, dash];
  out.push(`${`${s.numberLabel}: ${job.number}`.padEnd(40)}FECHA: ${date(job.issue, s.dates)}`);
  out.push(`CLIENTE....: ${job.buyer.name.toUpperCase()}`);
  out.push(`N.I.F......: ${job.buyer.nif}`);
  out.push(`DOMICILIO..: ${job.buyer.address.join(' - ').toUpperCase()}`);
  out.push(`OBRA.......: ${job.site}`);
  out.push(dash);
  out.push(`${'DESCRIPCION'.padEnd(44)}${'CANT.'.padStart(9)} UD ${'PRECIO'.padStart(10)}${'IMPORTE'.padStart(12)}`);
  out.push(dash);
  for (const l of f.lines) {
    out.push(`${l.description.padEnd(44)}${qty(l.qty, 2).padStart(9)} ${l.unit.padEnd(2)} ${money(BigInt(l.price), false).padStart(10)}${money(l.amount, false).padStart(12)}`);
  }
  out.push(dash);
  const tot = (label: string, v: bigint, suffix = '') => out.push(`${''.padStart(42)}${label.padEnd(26, '.')}${money(v, false).padStart(12)}${suffix}`);
  tot('BASE IMPONIBLE ', f.base);
  tot('I.V.A. 21% ', f.vat);
  if (f.irpf > 0n) tot(`RET. I.R.P.F. ${f.irpfRate}% `, -f.irpf);
  tot('TOTAL FACTURA ', f.total, s.eurOnTotal ? ' EUR' : '');
  out.push(dash);
  out.push('FORMA DE PAGO: TRANSFERENCIA 30 DIAS F.F.');
  out.forEach((line, i) => pen.text(line, 40, 50 + i * 12, { bold: i === 0 }));
  return invoiceDocument({ id: `blind10-forge-${s.key}`, layout: 'inv-forge-courier', supplier: s, buyer: job.buyer, number: job.number, issue: job.issue, f }, await paper.done());
}

export async function forgeInvoices(): Promise<CorpusDocument[]> {
  const jobs = forgeJobs();
  return Promise.all(FORGE.map((s, i) => forgeInvoice(s, jobs[i])));
}

// ---------- lime render and sgraffito: boxed grid, totals boxed at the foot ----------

export interface LimePrint extends Party {
  key: string;
  lead: string[];
  registry: string;
  dates: DateStyle;
  money: MoneyStyle;
  rate: number;
  color: string;
}

export const LIME: LimePrint[] = [
  {
    key: 'valencia',
    name: 'Revocos y Estucos de Cal Tradicional, S.L.',
    nif: 'B46295085',
    address: ['C/ de la Corona, 19 bajo', '46003 Valencia'],
    lead: ['C/ de la Corona, 19 bajo · 46003 Valencia', 'Tel. 963 91 44 02 · estucosdecal.com', 'CIF B-46295085'],
    registry: 'Revocos y Estucos de Cal Tradicional, S.L. · R.M. Valencia, Tomo 9.812, Libro 7.091, Folio 140, Hoja V-160422',
    dates: 'slash',
    money: 'eur',
    rate: 21,
    color: '#b5894b',
  },
  {
    key: 'segovia',
    name: 'Esgrafiados Segovianos, S.L.L.',
    nif: 'B40172637',
    address: ['C/ Real, 44', '40001 Segovia'],
    lead: ['C/ Real, 44 · 40001 Segovia', 'Tel. 921 46 05 90', 'N.I.F.: B40172637'],
    registry: 'Inscrita en el Registro Mercantil de Segovia, Tomo 318, Folio 22, Hoja SG-6017. Sociedad laboral nº 40/0091.',
    dates: 'long',
    money: 'pre',
    rate: 10,
    color: '#6e6e6e',
  },
  {
    key: 'albaicin',
    name: 'Morteros de Cal y Restauración Albaicín, S.L.',
    nif: 'B18329474',
    address: ['Placeta de San Miguel Bajo, 4', '18010 Granada'],
    lead: ['Placeta de San Miguel Bajo, 4 · 18010 Granada', 'administracion@calalbaicin.es'],
    registry: 'Morteros de Cal y Restauración Albaicín, S.L. - CIF B18329474 - Registro Mercantil de Granada, Tomo 1.502, Folio 63, Hoja GR-41287',
    dates: 'iso',
    money: 'bare',
    rate: 21,
    color: '#3d6b8c',
  },
];

export function limeJobs(): Job[] {
  const r = rngFor('lime');
  return [
    {
      number: 'RC-26/0091',
      issue: '2026-04-20',
      due: '2026-05-20',
      buyer: BUYERS.arcos,
      site: 'Palacio de Valeriola, fachada principal',
      lines: [
        { description: 'Picado de revestimiento de cemento degradado', qty: `${r.int(120, 320)}.00`, unit: 'm²', price: 1480 },
        { description: 'Revoco de cal aérea en tres capas, acabado fratasado', qty: `${r.int(120, 320)}.00`, unit: 'm²', price: 4260 },
        { description: 'Patinado con veladura de cal y pigmentos naturales', qty: `${r.int(120, 320)}.00`, unit: 'm²', price: 1150 },
        { description: 'Recercado de huecos con moldura de cal', qty: `${r.int(40, 90)}.60`, unit: 'ml', price: 3870 },
      ],
    },
    {
      number: '000318',
      issue: '2026-06-15',
      due: '2026-07-15',
      buyer: BUYERS.duero,
      site: 'Vivienda en C/ Juan Bravo, 21 (Segovia) - rehabilitación de fachada',
      lines: [
        { description: 'Esgrafiado segoviano a dos tendidos, motivo de cuadrícula', qty: `${r.int(60, 180)}.50`, unit: 'm²', price: 8900 },
        { description: 'Consolidación de esgrafiado original con inyección de cal', qty: `${r.int(10, 40)}.00`, unit: 'm²', price: 6400 },
        { description: 'Andamio tubular, montaje y desmontaje', qty: '1', unit: 'ud', price: 142000 },
      ],
    },
    {
      number: 'F2600147',
      issue: '2026-09-08',
      due: '2026-10-08',
      buyer: BUYERS.arcos,
      site: 'Carmen de la Victoria, tapias y cuerpo de entrada',
      lines: [
        { description: 'Enfoscado de cal hidráulica natural NHL 3,5', qty: `${r.int(80, 240)}.00`, unit: 'm²', price: 2750 },
        { description: 'Estuco de cal a la almagra', qty: `${r.int(30, 90)}.00`, unit: 'm²', price: 5600 },
        { description: 'Encalado tradicional a tres manos', qty: `${r.int(100, 300)}.00`, unit: 'm²', price: 620 },
        { description: 'Limpieza final y retirada de escombros', qty: '1', unit: 'ud', price: 38000 },
      ],
    },
  ];
}

export async function limeInvoice(s: LimePrint, job: Job, tamper?: Tamper): Promise<CorpusDocument> {
  const fair = figures(job.lines, { rate: s.rate });
  const f = tamper ? tamper.figures(fair) : fair;
  const paper = new Paper(`Factura ${job.number}`, 'a3ERP');
  const pen = paper.pen('Helvetica', 8.5);
  paper.box(40, 40, 8, 62, { fill: s.color });
  pen.text(s.name, 56, 40, { bold: true, size: 14 });
  s.lead.forEach((a, i) => pen.text(a, 56, 60 + i * 11));

  const grid = columns('40:110:c 150:110:c 260:110:c 370:95:c 465:90:c');
  for (const c of grid) {
    paper.box(c.x, 125, c.w, 13, { fill: '#e6e6e6', stroke: '#000000' });
    paper.box(c.x, 138, c.w, 18);
  }
  cells(pen, grid, ['FACTURA Nº', 'FECHA', 'VENCIMIENTO', 'CLIENTE', 'PÁGINA'], 128, { bold: true, size: 7 });
  cells(pen, grid, [job.number, date(job.issue, s.dates), job.due ? date(job.due, s.dates) : '', job.buyer.nif.slice(-5), '1 de 1'], 143);

  paper.box(300, 170, 255, 66);
  pen.text(job.buyer.name, 308, 178, { bold: true, size: 9 });
  job.buyer.address.forEach((a, i) => pen.text(a, 308, 191 + i * 11));
  pen.text(`NIF ${job.buyer.nif}`, 308, 191 + job.buyer.address.length * 11);
  pen.text('Obra:', 40, 180, { bold: true });
  pen.paragraph(job.site, 40, 192, 240);

  const cols = columns('40:270 310:60:r 370:35:c 405:70:r 475:80:r');
  const top = 250;
  const bottom = 660;
  paper.box(40, top, 515, 15, { fill: '#e6e6e6', stroke: '#000000' });
  paper.box(40, top, 515, bottom - top);
  for (const c of cols.slice(1)) paper.rule(c.x, top, c.x, bottom);
  cells(pen, cols, ['Descripción', 'Cantidad', 'Ud', 'Precio', 'Importe'], top + 4, { bold: true });
  let y = top + 22;
  for (const l of f.lines) {
    cells(pen, cols, [l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    y += 15;
  }

  const foot = columns('40:105:c 145:105:c 250:60:c 310:105:c 415:140:c');
  for (const c of foot) {
    paper.box(c.x, 680, c.w, 13, { fill: '#e6e6e6', stroke: '#000000' });
    paper.box(c.x, 693, c.w, 22);
  }
  cells(pen, foot, ['SUMA IMPORTES', 'BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'], 683, { bold: true, size: 7 });
  cells(pen, foot, [money(f.base), money(f.base), `${s.rate},00`, money(f.vat), amount(f.total, s.money)], 700, { size: 9.5 });
  pen.text(`Vencimiento: ${job.due ? date(job.due, s.dates) : ''} · Transferencia a ES76 0081 0216 7400 0112 8843`, 40, 728, { size: 7.5 });
  pen.center(s.registry, 297, 800, { size: 6.5 });
  return invoiceDocument(
    {
      id: tamper?.id ?? `blind10-lime-${s.key}`,
      layout: 'inv-lime-render-boxgrid',
      supplier: s,
      buyer: job.buyer,
      number: job.number,
      issue: job.issue,
      due: job.due,
      f,
      hard: tamper,
    },
    await paper.done(),
  );
}

export async function limeInvoices(): Promise<CorpusDocument[]> {
  const jobs = limeJobs();
  return Promise.all(LIME.map((s, i) => limeInvoice(s, jobs[i])));
}

// ---------- heritage consultants' fees: two-column header, IRPF ----------

export interface FeesPrint extends Party {
  key: string;
  profession: string;
  nifPrint: string;
  family: 'Helvetica' | 'Times';
  irpf: number;
  irpfLabel: string;
  dates: DateStyle;
  money: MoneyStyle;
}

export const FEES: FeesPrint[] = [
  {
    key: 'penalver',
    name: 'Laura Peñalver Sáez',
    nif: '71522390A',
    address: ['C/ Fray Luis de León, 8 - 3º izda.', '37008 Salamanca'],
    profession: 'Arqueóloga · Colegiada nº 2.417 (CDL Castilla y León)',
    nifPrint: 'NIF: 71522390-A',
    family: 'Helvetica',
    irpf: 15,
    irpfLabel: 'Retención IRPF',
    dates: 'slash',
    money: 'eur',
  },
  {
    key: 'nowak',
    name: 'Tomasz Nowak',
    nif: 'Y2093514E',
    address: ['Rúa do Vilar, 31 - 1º', '15705 Santiago de Compostela'],
    profession: 'Conservador-Restaurador de Bienes Culturales',
    nifPrint: 'NIE Y-2093514-E',
    family: 'Times',
    irpf: 7,
    irpfLabel: 'Retención I.R.P.F. (inicio de actividad)',
    dates: 'long',
    money: 'bare',
  },
  {
    key: 'paa',
    name: 'Patrimonio y Arqueología Aplicada, S.L.P.',
    nif: 'B86123908',
    address: ['C/ de Atocha, 87 - 4º', '28012 Madrid'],
    profession: 'Consultoría de patrimonio histórico y arqueología',
    nifPrint: 'CIF B86123908',
    family: 'Helvetica',
    irpf: 0,
    irpfLabel: '',
    dates: 'dash',
    money: 'EUR',
  },
];

export function feesJobs(): Job[] {
  return [
    {
      number: '2026/014',
      issue: '2026-04-03',
      buyer: BUYERS.duero,
      site: 'Expediente 37/2025/PC - Convento de las Dueñas',
      lines: [
        { description: 'Control arqueológico de movimientos de tierras (14 jornadas)', qty: '1', unit: 'ud', price: 196000 },
        { description: 'Memoria final para el Servicio Territorial de Cultura', qty: '1', unit: 'ud', price: 85000 },
      ],
    },
    {
      number: 'TN-07/26',
      issue: '2026-07-22',
      buyer: BUYERS.sobrado,
      site: 'Retablo de la capilla de la Magdalena, Monasterio de Sobrado',
      lines: [
        { description: 'Estudio previo y diagnosis del retablo', qty: '1', unit: 'ud', price: 120000 },
        { description: 'Fijación de policromía y consolidación del soporte (1ª fase)', qty: '1', unit: 'ud', price: 347500 },
        { description: 'Informe fotográfico y cartografía de daños', qty: '1', unit: 'ud', price: 46000 },
      ],
    },
    {
      number: 'PAA-26-0204',
      issue: '2026-10-30',
      buyer: BUYERS.teruel,
      site: 'Plan director del conjunto de murallas de Teruel',
      lines: [
        { description: 'Redacción del estudio histórico-arquitectónico', qty: '1', unit: 'ud', price: 640000 },
        { description: 'Sondeos murarios y lectura de paramentos', qty: '1', unit: 'ud', price: 218000 },
        { description: 'Dirección arqueológica de los trabajos (octubre)', qty: '1', unit: 'ud', price: 155000 },
      ],
    },
  ];
}

export async function feesInvoice(s: FeesPrint, job: Job, tamper?: Tamper): Promise<CorpusDocument> {
  const fair = figures(job.lines, { irpf: s.irpf });
  const f = tamper ? tamper.figures(fair) : fair;
  const paper = new Paper(`Factura ${job.number}`, 'Holded');
  const pen = paper.pen(s.family, 9.5);
  pen.text(s.name, 45, 50, { bold: true, size: s.name.length > 30 ? 12.5 : 16 });
  pen.text(s.profession, 45, 72, { italic: true });
  s.address.forEach((a, i) => pen.text(a, 45, 90 + i * 12));
  pen.text(s.nifPrint, 45, 90 + s.address.length * 12);

  pen.text('FACTURA', 330, 50, { bold: true, size: 16 });
  pen.text('Nº:', 330, 74, { bold: true });
  pen.text(job.number, 395, 74);
  pen.text('Fecha:', 330, 88, { bold: true });
  pen.text(date(job.issue, s.dates), 395, 88);
  paper.box(325, 108, 230, 70, { stroke: '#888888' });
  pen.text('Facturar a:', 332, 114, { size: 8, italic: true });
  pen.text(job.buyer.name, 332, 127, { bold: true, size: 9 });
  job.buyer.address.forEach((a, i) => pen.text(a, 332, 140 + i * 11, { size: 9 }));
  pen.text(`CIF: ${job.buyer.nif}`, 332, 140 + job.buyer.address.length * 11, { size: 9 });

  pen.text(`Asunto: ${job.site}`, 45, 200, { bold: true });
  paper.rule(45, 225, 555, 225, { color: '#888888' });
  pen.text('CONCEPTO', 45, 231, { bold: true, size: 8.5 });
  pen.right('IMPORTE', 553, 231, { bold: true, size: 8.5 });
  paper.rule(45, 244, 555, 244, { color: '#888888' });
  let y = 254;
  for (const l of f.lines) {
    const end = pen.paragraph(l.description, 45, y, 380);
    pen.right(amount(l.amount, s.money), 553, y);
    y = end + 8;
  }
  paper.rule(330, y, 555, y, { color: '#888888' });
  const rows: [string, bigint, boolean][] = [
    ['Base imponible', f.base, false],
    ['IVA 21 %', f.vat, false],
  ];
  if (f.irpf !== 0n) rows.push([`${s.irpfLabel} ${f.irpfRate} %`, -f.irpf, false]);
  rows.push([f.irpf !== 0n ? 'Total a percibir' : 'Total factura', f.total, true]);
  rows.forEach(([label, v, bold], i) => {
    pen.text(label, 335, y + 10 + i * 16, { bold });
    pen.right(amount(v, s.money), 553, y + 10 + i * 16, { bold });
  });
  pen.text('Pago mediante transferencia a ES12 2038 5802 4160 0045 9871 en 30 días.', 45, 760, { size: 8 });
  return invoiceDocument(
    { id: tamper?.id ?? `blind10-fees-${s.key}`, layout: 'inv-heritage-fees-twocol', supplier: s, buyer: job.buyer, number: job.number, issue: job.issue, f, hard: tamper },
    await paper.done(),
  );
}

export async function feesInvoices(): Promise<CorpusDocument[]> {
  const jobs = feesJobs();
  return Promise.all(FEES.map((s, i) => feesInvoice(s, jobs[i])));
}
