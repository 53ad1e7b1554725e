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
  invoiceDocument,
  type LineIn,
  type MoneyStyle,
  Paper,
  type Party,
  qty,
  REVERSE_NOTE,
  rngFor,
} from './kit.js';

/**
 * Invoices of asbestos removal contractors (an ERP's label band), structural timber carpenters
 * (a hand-made letter in Times) and stained-glass workshops (centred letterhead, boxed number
 * and date): the tenth blind set (docs/document-extraction.md#measuring-it).
 */

interface Job {
  number: string;
  issue: string;
  due?: string;
  buyer: Party;
  site: string;
  lines: LineIn[];
}

// ---------- asbestos removal: ERP label band ----------

interface AsbestosPrint extends Party {
  key: string;
  nifPrint: string;
  labels: [string, string, string, string, string];
  dates: DateStyle;
  money: MoneyStyle;
  color: string;
  reverse: boolean;
  rera: string;
  registry: string;
  payment: string;
}

const ASBESTOS: AsbestosPrint[] = [
  {
    key: 'cantabricos',
    name: 'Desamiantados Cantábricos, S.L.',
    nif: 'B33412784',
    nifPrint: 'CIF: B-33412784',
    address: ['Polígono de Silvota, parcela 41', '33192 Llanera (Asturias)', 'Tel. 985 26 41 07 · obras@desamiantadoscantabricos.es'],
    labels: ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CLIENTE', 'F. PAGO'],
    dates: 'slash',
    money: 'eur',
    color: '#2f5d3a',
    reverse: true,
    rera: 'Empresa inscrita en el RERA con el nº 03/0412/2011',
    registry: 'Inscrita en el Registro Mercantil de Asturias, Tomo 4.102, Folio 87, Hoja AS-51230.',
    payment: 'Transferencia 60 días',
  },
  {
    key: 'amiantec',
    name: 'Amiantec Gestión y Retirada, S.L.U.',
    nif: 'B28931459',
    nifPrint: 'N.I.F. B28931459',
    address: ['C/ Resina, 27 - Nave 8', '28021 Madrid', 'www.amiantec.es'],
    labels: ['FACTURA', 'FECHA FRA.', 'VTO.', 'CÓD. CLI.', 'PAGO'],
    dates: 'dash',
    money: 'bare',
    color: '#8a1c1c',
    reverse: false,
    rera: 'R.E.R.A. Comunidad de Madrid nº 13/28/0937',
    registry: 'Reg. Merc. de Madrid, Tomo 21.944, Libro 0, Folio 112, Sección 8, Hoja M-391027.',
    payment: 'Recibo domiciliado',
  },
  {
    key: 'ebro',
    name: 'Ecoretirada de Fibrocemento del Ebro, S.A.',
    nif: 'A50024173',
    nifPrint: 'CIF A50024173',
    address: ['Ctra. de Castellón, km 4,5', '50013 Zaragoza', 'Tfno. 976 49 12 80'],
    labels: ['NÚM. FACTURA', 'FECHA EMISIÓN', 'FECHA VTO.', 'CLIENTE', 'FORMA DE PAGO'],
    dates: 'abbr',
    money: 'EUR',
    color: '#1f4e79',
    reverse: true,
    rera: 'Inscrita en el RERA de Aragón nº 2/50/0215',
    registry: 'Registro Mercantil de Zaragoza, Tomo 1.877, Folio 41, Hoja Z-9114, Inscripción 1ª.',
    payment: 'Confirming 90 días',
  },
];

function asbestosJobs(): Job[] {
  const r = rngFor('asbestos');
  const m2 = () => `${r.int(180, 960)}.${r.pick(['00', '50', '25'])}`;
  return [
    {
      number: 'FV26-00412',
      issue: '2026-03-16',
      due: '2026-05-15',
      buyer: BUYERS.asturias,
      site: 'Obra: Rehabilitación antigua fábrica de loza, San Claudio (Oviedo)',
      lines: [
        { code: 'DA-010', description: 'Retirada de placas de fibrocemento con amianto en cubierta', qty: m2(), unit: 'm²', price: 1185 },
        { code: 'DA-022', description: 'Encapsulado, paletizado y etiquetado de residuo', qty: String(r.int(8, 22)), unit: 'pal', price: 4250 },
        { code: 'DA-031', description: 'Transporte y gestión de residuo LER 17 06 05*', qty: `${r.int(4, 12)}.${r.int(100, 980)}`, unit: 't', price: 16800 },
        { code: 'DA-045', description: 'Mediciones ambientales de fibras (PCOM), informe', qty: '3', unit: 'ud', price: 21500 },
      ],
    },
    {
      number: '2026/0187',
      issue: '2026-04-07',
      due: '2026-04-30',
      buyer: BUYERS.sobrado,
      site: 'Obra: Monasterio de Sobrado dos Monxes - bajantes y depósitos',
      lines: [
        { code: '1102', description: 'Desmontaje de bajantes de fibrocemento', qty: `${r.int(40, 140)}`, unit: 'ml', price: 1640 },
        { code: '1108', description: 'Retirada de depósito de fibrocemento hasta 1.000 l', qty: String(r.int(2, 6)), unit: 'ud', price: 31000 },
        { code: '2001', description: 'Unidad de descontaminación de personal (alquiler)', qty: String(r.int(5, 15)), unit: 'día', price: 9500 },
        { code: '3004', description: 'Plan de trabajo y tramitación ante la autoridad laboral', qty: '1', unit: 'ud', price: 45000 },
        { code: '3010', description: 'Gestión de residuos con amianto en vertedero autorizado', qty: `${r.int(1, 3)}.${r.int(100, 900)}`, unit: 't', price: 19500 },
      ],
    },
    {
      number: 'A-1093',
      issue: '2026-05-29',
      due: '2026-08-27',
      buyer: BUYERS.teruel,
      site: 'Obra: Antiguo matadero municipal de Teruel, naves 2 y 3',
      lines: [
        { code: 'RC-01', description: 'Retirada de cubierta de uralita en naves, con medios auxiliares', qty: m2(), unit: 'm²', price: 1320 },
        { code: 'RC-07', description: 'Sellado de juntas y pulverizado de encapsulante', qty: m2(), unit: 'm²', price: 285 },
        { code: 'GR-02', description: 'Transporte de residuo con amianto a gestor autorizado', qty: String(r.int(2, 5)), unit: 'viaje', price: 38500 },
      ],
    },
  ];
}

async function asbestosInvoice(s: AsbestosPrint, job: Job): Promise<CorpusDocument> {
  const f = figures(job.lines, { reverse: s.reverse });
  const paper = new Paper(`Factura ${job.number}`, 'GESREC ERP 7.2');
  const pen = paper.pen('Helvetica', 8.5);
  paper.box(40, 38, 46, 46, { fill: s.color });
  paper.color('#ffffff');
  pen.center(s.name.split(' ')[0].slice(0, 2).toUpperCase(), 63, 52, { bold: true, size: 18 });
  paper.color('#000000');
  pen.text(s.name, 96, 40, { bold: true, size: 13 });
  s.address.forEach((a, i) => pen.text(a, 96, 58 + i * 10.5));
  pen.text(s.nifPrint, 96, 58 + s.address.length * 10.5, { bold: true });
  pen.text(s.rera, 96, 69 + s.address.length * 10.5, { size: 7.5, italic: true });
  pen.right('FACTURA', 555, 42, { bold: true, size: 20 });

  const band: Col[] = [40, 143, 246, 349, 452].map((x) => ({ x, w: 103, align: 'c' as const }));
  paper.box(40, 140, 515, 15, { fill: '#d9d9d9' });
  cells(pen, band, s.labels, 144, { bold: true, size: 7.5 });
  paper.box(40, 155, 515, 17);
  cells(pen, band, [job.number, date(job.issue, s.dates), job.due ? date(job.due, s.dates) : '', `C-${job.buyer.nif.slice(-4)}`, s.payment], 160);

  pen.text('DATOS DEL CLIENTE', 40, 186, { bold: true, size: 7.5 });
  pen.text(job.buyer.name, 40, 198, { bold: true, size: 9.5 });
  job.buyer.address.forEach((a, i) => pen.text(a, 40, 211 + i * 10.5));
  pen.text(`NIF: ${job.buyer.nif}`, 40, 211 + job.buyer.address.length * 10.5);
  pen.text(job.site, 40, 250, { italic: true });

  const cols = columns('40:50 90:255 345:55:r 400:30:c 430:55:r 485:70:r');
  paper.box(40, 270, 515, 15, { fill: s.color });
  paper.color('#ffffff');
  cells(pen, cols, ['CÓDIGO', 'DESCRIPCIÓN', 'CANTIDAD', 'UD', 'PRECIO', 'IMPORTE'], 274, { bold: true, size: 7.5 });
  paper.color('#000000');
  let y = 292;
  for (const l of f.lines) {
    cells(pen, cols, [l.code ?? '', l.description, qty(l.qty, 2, true), l.unit, amount(BigInt(l.price), 'bare'), amount(l.amount, 'bare')], y);
    y += 15;
  }
  paper.rule(40, y + 4, 555, y + 4);
  const tot = (label: string, v: bigint, yy: number, bold = false) => {
    pen.text(label, 360, yy, { bold });
    pen.right(amount(v, s.money), 553, yy, { bold });
  };
  y += 16;
  tot('Base imponible', f.base, y);
  tot(s.reverse ? 'IVA 0 % (inversión sujeto pasivo)' : 'IVA 21 %', f.vat, y + 14);
  paper.box(355, y + 28, 200, 18, { fill: '#eeeeee' });
  tot('TOTAL FACTURA', f.total, y + 33, true);
  if (s.reverse) pen.paragraph(REVERSE_NOTE, 40, y + 62, 300, { size: 7.5 });
  pen.text('Los residuos se entregan a gestor autorizado; se adjuntan documentos de control y seguimiento.', 40, 770, { size: 7 });
  pen.center(s.registry, 297, 800, { size: 6.5 });
  return invoiceDocument(
    { id: `blind10-asbestos-${s.key}`, layout: 'inv-asbestos-erp-band', supplier: s, buyer: job.buyer, number: job.number, issue: job.issue, due: job.due, f, reverse: s.reverse },
    await paper.done(),
  );
}

export async function asbestosInvoices(): Promise<CorpusDocument[]> {
  const jobs = asbestosJobs();
  return Promise.all(ASBESTOS.map((s, i) => asbestosInvoice(s, jobs[i])));
}

// ---------- structural timber: a letter in Times ----------

interface TimberPrint extends Party {
  key: string;
  header: string[];
  city: string;
  numberLabel: string;
  money: MoneyStyle;
  trade: string;
}

const TIMBER: TimberPrint[] = [
  {
    key: 'sanz',
    name: 'Carpintería de Armar Hermanos Sanz, S.L.',
    nif: 'B40113854',
    address: ['C/ del Carmen, 9', '40003 Segovia'],
    header: ['C.I.F. B-40113854', 'Tfno. 921 43 18 62'],
    city: 'Segovia',
    numberLabel: 'FACTURA Nº',
    money: 'eur',
    trade: 'Armaduras de cubierta · Artesonados · Restauración de madera',
  },
  {
    key: 'berrocal',
    name: 'Juan Antonio Berrocal Villa',
    nif: '12793104K',
    address: ['Camino de la Fuentecilla, s/n', '47300 Peñafiel (Valladolid)'],
    header: ['N.I.F. 12.793.104-K', 'Móvil 639 20 71 45'],
    city: 'Peñafiel',
    numberLabel: 'Factura número',
    money: 'bare',
    trade: 'Maestro carpintero · Estructuras y cubiertas de madera',
  },
  {
    key: 'bierzo',
    name: 'Estructuras de Madera Antigua del Bierzo, S.L.',
    nif: 'B24092637',
    address: ['Avda. de Galicia, 212', '24400 Ponferrada (León)'],
    header: ['CIF: B24092637', 'info@maderaantiguabierzo.com'],
    city: 'Ponferrada',
    numberLabel: 'Fra. nº',
    money: 'pre',
    trade: 'Madera de castaño y roble para restauración',
  },
];

function timberJobs(): Job[] {
  const r = rngFor('timber');
  return [
    {
      number: '26/037',
      issue: '2026-03-14',
      buyer: BUYERS.duero,
      site: 'Iglesia de San Millán, Segovia. Cubierta de la nave norte.',
      lines: [
        { description: 'Sustitución de par de cubierta en pino silvestre 20x25 cm', qty: String(r.int(6, 18)), unit: 'ud', price: 38400 },
        { description: 'Prótesis de cabeza de viga con madera y resina epoxi', qty: String(r.int(3, 9)), unit: 'ud', price: 27500 },
        { description: 'Tratamiento curativo contra xilófagos por inyección', qty: `${r.int(90, 260)}.50`, unit: 'm²', price: 1890 },
        { description: 'Entablado de tabla machihembrada de 22 mm', qty: `${r.int(90, 260)}`, unit: 'm²', price: 3240 },
      ],
    },
    {
      number: '2026-014',
      issue: '2026-06-02',
      buyer: BUYERS.duero,
      site: 'Casa de los Zúñiga, Peñafiel. Forjados de planta primera.',
      lines: [
        { description: 'Refuerzo de viga de forjado con pletina y tirafondos', qty: String(r.int(4, 12)), unit: 'ud', price: 16500 },
        { description: 'Reposición de viguetas de roble recuperado', qty: `${r.int(20, 60)}.40`, unit: 'ml', price: 6200 },
        { description: 'Cepillado y tratamiento protector de vigas vistas', qty: `${r.int(40, 120)}`, unit: 'ml', price: 1450 },
      ],
    },
    {
      number: 'F-2026/118',
      issue: '2026-09-21',
      buyer: BUYERS.sobrado,
      site: 'Monasterio de Sobrado. Armadura del claustro de la Hospedería.',
      lines: [
        { description: 'Cercha de castaño labrada a mano, luz 6,20 m', qty: String(r.int(2, 5)), unit: 'ud', price: 214000 },
        { description: 'Correa de castaño 15x20 cm', qty: `${r.int(60, 140)}.80`, unit: 'ml', price: 5470 },
        { description: 'Desmontaje, numeración y acopio de piezas originales', qty: '1', unit: 'PA', price: 126000 },
        { description: 'Herrajes de forja para ensambles', qty: String(r.int(20, 48)), unit: 'ud', price: 2380 },
      ],
    },
  ];
}

async function timberInvoice(s: TimberPrint, job: Job): Promise<CorpusDocument> {
  const f = figures(job.lines);
  const paper = new Paper(`Factura ${job.number}`, 'Microsoft Word - factura');
  const pen = paper.pen('Times', 11);
  pen.right(s.name, 545, 50, { bold: true, size: 15 });
  pen.right(s.trade, 545, 70, { italic: true, size: 9.5 });
  [...s.address, ...s.header].forEach((a, i) => pen.right(a, 545, 86 + i * 12, { size: 9.5 }));
  paper.rule(300, 150, 545, 150, { width: 0.8 });

  pen.text('Sres.:', 60, 170, { italic: true });
  pen.text(job.buyer.name, 60, 186, { bold: true });
  job.buyer.address.forEach((a, i) => pen.text(a, 60, 200 + i * 13));
  pen.text(`C.I.F. ${job.buyer.nif}`, 60, 200 + job.buyer.address.length * 13);
  pen.right(`En ${s.city}, a ${date(job.issue, 'long')}`, 545, 262);
  pen.text(`${s.numberLabel} ${job.number}`, 60, 290, { bold: true, size: 12 });
  pen.paragraph(`Por los trabajos realizados en la obra: ${job.site}`, 60, 312, 470);

  const cols = columns('60:270 330:70:r 400:65:r 465:80:r');
  cells(pen, cols, ['Concepto', 'Medición', 'Precio', 'Importe'], 350, { bold: true, italic: true });
  paper.rule(60, 364, 545, 364, { width: 0.4 });
  let y = 372;
  for (const l of f.lines) {
    cells(pen, cols, [l.description, `${qty(l.qty, undefined)} ${l.unit}`, amount(BigInt(l.price), s.money), amount(l.amount, s.money)], y, { size: 10 });
    y += 18;
  }
  paper.rule(330, y + 4, 545, y + 4, { width: 0.4 });
  const tot = (label: string, v: bigint, yy: number, bold = false) => {
    pen.text(label, 335, yy, { bold });
    pen.right(amount(v, s.money), 543, yy, { bold });
  };
  tot('Base imponible', f.base, y + 14);
  tot('I.V.A. 21 %', f.vat, y + 30);
  tot('TOTAL', f.total, y + 50, true);
  pen.text('Forma de pago: transferencia a la cuenta ES21 2100 4412 5102 0031 8876.', 60, y + 96, { size: 9.5, italic: true });
  pen.text('Atentamente,', 60, y + 130, { size: 10 });
  pen.slanted(s.name.split(',')[0], 70, y + 160, -4, { italic: true, size: 12 });
  return invoiceDocument({ id: `blind10-timber-${s.key}`, layout: 'inv-timber-times-letter', supplier: s, buyer: job.buyer, number: job.number, issue: job.issue, f }, await paper.done());
}

export async function timberInvoices(): Promise<CorpusDocument[]> {
  const jobs = timberJobs();
  return Promise.all(TIMBER.map((s, i) => timberInvoice(s, jobs[i])));
}

// ---------- stained glass: centred letterhead, boxed number and date ----------

interface GlassPrint extends Party {
  key: string;
  nifPrint: string;
  motto: string;
  labels: [string, string, string];
  dates: DateStyle;
  money: MoneyStyle;
  family: 'Times' | 'Helvetica';
}

const GLASS: GlassPrint[] = [
  {
    key: 'santaclara',
    name: 'Taller de Vidrieras Santa Clara, S.L.',
    nif: 'B47381520',
    nifPrint: 'C.I.F.: B-47381520',
    address: ['C/ Santa Clara, 3 · 47004 Valladolid · Tel. 983 30 22 18'],
    motto: 'VIDRIERA ARTÍSTICA · EMPLOMADOS · GRISALLAS',
    labels: ['FACTURA Nº', 'FECHA', 'VENCIMIENTO'],
    dates: 'slash',
    money: 'eur',
    family: 'Times',
  },
  {
    key: 'lucena',
    name: 'Vidrieras Emplomadas Lucena, C.B.',
    nif: 'E18704262',
    nifPrint: 'CIF E18704262',
    address: ['Cuesta de Gomérez, 18 · 18009 Granada', 'vidrieraslucena@gmail.com'],
    motto: 'Restauración de vidrieras históricas desde 1964',
    labels: ['Número', 'Fecha', 'Vto.'],
    dates: 'dash',
    money: 'pre',
    family: 'Helvetica',
  },
  {
    key: 'ortuno',
    name: 'Ana Belén Ortuño Gil',
    nif: '03118246K',
    nifPrint: 'NIF 03118246-K',
    address: ['Travesía de San Román, 7 · 45002 Toledo', 'Tel. 925 21 09 33'],
    motto: 'Vitralista · Conservación de vidrieras',
    labels: ['Nº Factura', 'Fecha factura', 'Vencimiento'],
    dates: 'dots',
    money: 'bare',
    family: 'Times',
  },
];

function glassJobs(): Job[] {
  const r = rngFor('glass');
  return [
    {
      number: '2026-0056',
      issue: '2026-02-23',
      due: '2026-03-25',
      buyer: BUYERS.duero,
      site: 'Catedral de Palencia, ventanales del triforio',
      lines: [
        { description: 'Desmontaje, limpieza y reemplomado de vidriera', qty: `${r.int(4, 16)}.${r.int(10, 90)}`, unit: 'm²', price: 68500 },
        { description: 'Reposición de vidrio soplado pintado a la grisalla', qty: String(r.int(6, 30)), unit: 'ud', price: 9400 },
        { description: 'Protección exterior con vidrio laminado 3+3', qty: `${r.int(4, 16)}.${r.int(10, 90)}`, unit: 'm²', price: 11200 },
        { description: 'Bastidor perimetral de latón', qty: `${r.int(10, 40)}.50`, unit: 'ml', price: 4800 },
      ],
    },
    {
      number: 'VL-26/031',
      issue: '2026-05-11',
      due: '2026-06-10',
      buyer: BUYERS.arcos,
      site: 'Capilla del antiguo Hospital de San Juan de Dios',
      lines: [
        { description: 'Consolidación de plomos y masillado de vidriera', qty: `${r.int(3, 9)}.${r.int(10, 90)}`, unit: 'm²', price: 41000 },
        { description: 'Vidrio catedral de reposición, cortado a plantilla', qty: String(r.int(10, 40)), unit: 'ud', price: 3650 },
        { description: 'Varilla de refuerzo de acero inoxidable', qty: String(r.int(6, 18)), unit: 'ud', price: 2900 },
      ],
    },
    {
      number: '14/2026',
      issue: '2026-10-05',
      due: '2026-11-04',
      buyer: BUYERS.teruel,
      site: 'Iglesia de San Pedro (Teruel), rosetón',
      lines: [
        { description: 'Estudio de estado y documentación fotográfica del rosetón', qty: '1', unit: 'ud', price: 52000 },
        { description: 'Restauración de paneles del rosetón en taller', qty: String(r.int(6, 12)), unit: 'panel', price: 36500 },
        { description: 'Embalaje y transporte de paneles', qty: '2', unit: 'viaje', price: 18000 },
      ],
    },
  ];
}

async function glassInvoice(s: GlassPrint, job: Job): Promise<CorpusDocument> {
  const f = figures(job.lines);
  const paper = new Paper(`Factura ${job.number}`, 'LibreOffice 7.4');
  const pen = paper.pen(s.family, 9);
  pen.center(s.name.toUpperCase(), 297, 44, { bold: true, size: 15 });
  pen.center(s.motto, 297, 64, { italic: true, size: 9 });
  s.address.forEach((a, i) => pen.center(a, 297, 78 + i * 11, { size: 8.5 }));
  pen.center(s.nifPrint, 297, 78 + s.address.length * 11, { size: 8.5, bold: true });
  paper.rule(150, 118, 445, 118, { color: '#7a5c1e', width: 1.2 });

  const head = columns('335:75:c 410:70:c 480:75:c');
  for (const c of head) {
    paper.box(c.x, 140, c.w, 14, { fill: '#efe6d2', stroke: '#000000' });
    paper.box(c.x, 154, c.w, 18);
  }
  cells(pen, head, s.labels, 144, { bold: true, size: 7.5 });
  cells(pen, head, [job.number, date(job.issue, s.dates), job.due ? date(job.due, s.dates) : ''], 159);

  paper.box(40, 140, 270, 64);
  pen.text('Cliente', 46, 144, { size: 7, italic: true });
  pen.text(job.buyer.name, 46, 155, { bold: true });
  job.buyer.address.forEach((a, i) => pen.text(a, 46, 167 + i * 10.5));
  pen.text(`CIF ${job.buyer.nif}`, 46, 167 + job.buyer.address.length * 10.5);
  pen.text(`Obra: ${job.site}`, 40, 218);

  const cols = columns('40:275 315:60:r 375:40:c 415:65:r 480:75:r');
  paper.rule(40, 240, 555, 240);
  cells(pen, cols, ['Descripción', 'Cantidad', 'Ud.', 'Precio', 'Importe'], 245, { bold: true });
  paper.rule(40, 258, 555, 258);
  let y = 265;
  for (const l of f.lines) {
    cells(pen, cols, [l.description, qty(l.qty, 2), l.unit, amount(BigInt(l.price), 'bare'), amount(l.amount, 'bare')], y);
    y += 16;
  }
  paper.rule(40, y + 2, 555, y + 2);
  const rows: [string, bigint][] = [
    ['Base imponible', f.base],
    ['IVA 21%', f.vat],
    ['Total factura', f.total],
  ];
  rows.forEach(([label, v], i) => {
    paper.box(395, y + 14 + i * 18, 160, 18, i === 2 ? { fill: '#efe6d2', stroke: '#000000' } : {});
    pen.text(label, 400, y + 19 + i * 18, { bold: i === 2 });
    pen.right(amount(v, s.money), 551, y + 19 + i * 18, { bold: i === 2 });
  });
  pen.center('Pago por transferencia bancaria. Gracias por confiar en nuestro taller.', 297, 790, { size: 7.5, italic: true });
  return invoiceDocument(
    { id: `blind10-glass-${s.key}`, layout: 'inv-stained-glass-centred', supplier: s, buyer: job.buyer, number: job.number, issue: job.issue, due: job.due, f },
    await paper.done(),
  );
}

export async function glassInvoices(): Promise<CorpusDocument[]> {
  const jobs = glassJobs();
  return Promise.all(GLASS.map((s, i) => glassInvoice(s, jobs[i])));
}

