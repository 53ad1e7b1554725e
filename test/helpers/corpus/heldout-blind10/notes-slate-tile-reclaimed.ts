import { sumCents } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import {
  amount,
  BUYERS,
  cells,
  columns,
  type Col,
  date,
  type DateStyle,
  type Hard,
  type Line,
  type LineIn,
  money,
  type MoneyStyle,
  noteDocument,
  Paper,
  type Party,
  pct,
  priced,
  qty,
  rngFor,
} from './kit.js';

/**
 * Valued delivery notes of slate quarries worded in Galician, hydraulic-tile works in Times and
 * reclaimed-materials yards on a narrow Courier ticket: the tenth blind set
 * (docs/document-extraction.md#measuring-it).
 */

interface NoteJob {
  number: string;
  date: string;
  buyer: Party;
  site: string;
  lines: LineIn[];
}

// ---------- slate quarry, in Galician ----------

interface SlatePrint extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  plate: string;
}

const SLATE: SlatePrint[] = [
  {
    key: 'valdeorras',
    name: 'Lousas de Valdeorras, S.A.',
    nif: 'A32019549',
    address: [],
    lead: ['Canteira de Casaio, s/n · 32330 Carballeda de Valdeorras (Ourense)', 'NIF A-32019549 · Tel. 988 33 52 10'],
    dates: 'slash',
    plate: '4417 KLM',
  },
  {
    key: 'courel',
    name: 'Canteira O Courel, S.Coop. Galega',
    nif: 'F27103860',
    address: [],
    lead: ['Lugar de Seoane, 12 · 27324 Folgoso do Courel (Lugo)', 'CIF: F27103860'],
    dates: 'gl',
    plate: '2093 HTB',
  },
  {
    key: 'ancares',
    name: 'Pizarras Ancares, S.L.',
    nif: 'B24517633',
    address: [],
    lead: ['Estrada de Candín, km 2 · 24430 Vega de Espinareda (León)', 'NIF B24517633 · pedidos@pizarrasancares.es'],
    dates: 'dash',
    plate: '7710 JRD',
  },
];

function slateJobs(): NoteJob[] {
  const r = rngFor('slate');
  const m2 = () => `${r.int(80, 420)}.${r.pick(['00', '50'])}`;
  return [
    {
      number: '26-01844',
      date: '2026-03-09',
      buyer: BUYERS.sobrado,
      site: 'Mosteiro de Sobrado - cuberta do claustro',
      lines: [
        { code: 'LV-3222', description: 'Lousa 32x22 cm primeira calidade', qty: m2(), unit: 'm²', price: 1890 },
        { code: 'CB-01', description: 'Cumieira de lousa labrada', qty: `${r.int(20, 60)}.00`, unit: 'ml', price: 2450 },
        { code: 'GC-08', description: 'Gancho inoxidable para lousa, caixa 1.000', qty: String(r.int(4, 12)), unit: 'cx', price: 3800 },
        { code: 'PL-00', description: 'Palé retornable', qty: String(r.int(4, 10)), unit: 'ud', price: 1500 },
      ],
    },
    {
      number: 'A/0593',
      date: '2026-06-22',
      buyer: BUYERS.cantabria,
      site: 'Casona de Tudanca - retellado',
      lines: [
        { code: '1040', description: 'Lousa rústica 40x25 cm', qty: m2(), unit: 'm²', price: 1620 },
        { code: '1100', description: 'Lousa de recorte para limas e beirados', qty: m2(), unit: 'm²', price: 1140 },
        { code: '9001', description: 'Portes en camión grúa', qty: '1', unit: 'viaxe', price: 32000 },
      ],
    },
    {
      number: '2026003317',
      date: '2026-09-15',
      buyer: BUYERS.sobrado,
      site: 'Mosteiro de Sobrado - hospedaría',
      lines: [
        { code: 'PA-30', description: 'Lousa 30x20 cm seleccionada, corte natural', qty: m2(), unit: 'm²', price: 2140 },
        { code: 'PA-CM', description: 'Cumieira lisa de lousa', qty: `${r.int(15, 45)}.50`, unit: 'ml', price: 2290 },
        { code: 'PA-CL', description: 'Cravo de cobre para lousa', qty: `${r.int(10, 40)}.000`, unit: 'kg', price: 1175 },
      ],
    },
  ];
}

async function slateNote(s: SlatePrint, job: NoteJob): Promise<CorpusDocument> {
  const lines = job.lines.map(priced);
  const sum = sumCents(lines.map((l) => l.amount));
  const paper = new Paper(`Albará ${job.number}`, 'GestCanteira');
  const pen = paper.pen('Helvetica', 8.5);
  paper.box(0, 0, 595.28, 18, { fill: '#3b4650' });
  pen.text(s.name, 40, 34, { bold: true, size: 14 });
  s.lead.forEach((a, i) => pen.text(a, 40, 54 + i * 11));
  pen.right('ALBARÁ', 555, 34, { bold: true, size: 20 });

  const kv: [string, string][] = [
    ['Albará n.º', job.number],
    ['Data', date(job.date, s.dates)],
    ['Matrícula', s.plate],
  ];
  paper.box(370, 90, 185, 48, { stroke: '#3b4650' });
  kv.forEach(([k, v], i) => {
    pen.text(`${k}:`, 377, 96 + i * 13);
    pen.text(v, 440, 96 + i * 13, { bold: true });
  });
  pen.text('Cliente:', 40, 96, { bold: true });
  pen.text(job.buyer.name, 80, 96);
  pen.text(`NIF: ${job.buyer.nif}`, 80, 108);
  pen.text('Obra:', 40, 124, { bold: true });
  pen.text(job.site, 80, 124);

  const cols = columns('40:55 95:235 330:60:r 390:35:c 425:60:r 485:70:r');
  paper.box(40, 160, 515, 15, { fill: '#d5dade' });
  cells(pen, cols, ['Código', 'Descrición', 'Cantidade', 'Ud.', 'Prezo', 'Importe'], 164, { bold: true });
  let y = 183;
  for (const l of lines) {
    cells(pen, cols, [l.code ?? '', l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    paper.rule(40, y + 11, 555, y + 11, { color: '#d5dade', width: 0.4 });
    y += 15;
  }
  pen.text('Total albará (sen IVE)', 380, y + 10, { bold: true });
  pen.right(amount(sum, 'eur'), 553, y + 10, { bold: true });
  paper.box(40, y + 50, 240, 55, { stroke: '#888888' });
  paper.box(315, y + 50, 240, 55, { stroke: '#888888' });
  pen.text('Conforme cliente (sinatura e DNI)', 46, y + 55, { size: 7 });
  pen.text('Transportista', 321, y + 55, { size: 7 });
  return noteDocument(
    { id: `blind10-slate-${s.key}`, layout: 'note-slate-galician', supplier: s, buyer: job.buyer, number: job.number, date: job.date, lines, sum },
    await paper.done(),
  );
}

export async function slateNotes(): Promise<CorpusDocument[]> {
  const jobs = slateJobs();
  return Promise.all(SLATE.map((s, i) => slateNote(s, jobs[i])));
}

// ---------- hydraulic tiles: centred Times letterhead ----------

export interface TilePrint extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  money: MoneyStyle;
  numberLabel: string;
  withVat: boolean;
}

export const TILE: TilePrint[] = [
  {
    key: 'alboran',
    name: 'Mosaicos Hidráulicos Alborán, S.L.',
    nif: 'B29064177',
    address: [],
    lead: ['Fábrica de baldosa hidráulica', 'C/ Cuarteles, 90 · 29002 Málaga · C.I.F. B-29064177'],
    dates: 'long',
    money: 'eur',
    numberLabel: 'ALBARÁN Nº',
    withVat: true,
  },
  {
    key: 'bonaventura',
    name: 'Hidráulicos Bonaventura, S.A.',
    nif: 'A08265399',
    address: [],
    lead: ['Mosaicos y pavimentos desde 1911', 'Carrer de Pere IV, 212 · 08005 Barcelona', 'NIF A08265399'],
    dates: 'slash',
    money: 'bare',
    numberLabel: 'Albarán núm.',
    withVat: false,
  },
  {
    key: 'valles',
    name: 'Baldosa Hidráulica Artesana Vallés, S.L.',
    nif: 'B30172845',
    address: [],
    lead: ['Ctra. de Alcantarilla, 41 · 30010 Murcia', 'CIF: B30172845 · Tel. 968 26 04 71'],
    dates: 'dash',
    money: 'pre',
    numberLabel: 'Nº Albarán',
    withVat: false,
  },
];

export function tileJobs(): NoteJob[] {
  const r = rngFor('tile');
  const m2 = () => `${r.int(20, 140)}.${r.pick(['00', '40', '80'])}`;
  return [
    {
      number: '2026/0412',
      date: '2026-06-03',
      buyer: BUYERS.arcos,
      site: 'Casa de vecinos en C/ Lagunillas, Málaga',
      lines: [
        { code: 'Mod. 215', description: 'Baldosa hidráulica 20x20 Roseta, tres colores', qty: m2(), unit: 'm²', price: 4850 },
        { code: 'C-07', description: 'Cenefa hidráulica 20x10', qty: `${r.int(20, 60)}.00`, unit: 'ml', price: 1845 },
        { code: 'L-01', description: 'Baldosa lisa gris perla 20x20', qty: m2(), unit: 'm²', price: 3290 },
        { code: 'R-20', description: 'Rodapié hidráulico 20x7', qty: `${r.int(30, 90)}.00`, unit: 'ml', price: 1260 },
      ],
    },
    {
      number: 'A-26-1187',
      date: '2026-08-27',
      buyer: BUYERS.teruel,
      site: 'Casino Mercantil de Teruel, salones',
      lines: [
        { code: 'BV-104', description: 'Mosaico hidráulico Modernista nº 104', qty: m2(), unit: 'm²', price: 6120 },
        { code: 'BV-LIS', description: 'Baldosa lisa hueso 20x20', qty: m2(), unit: 'm²', price: 3480 },
        { code: 'EMB', description: 'Palé y embalaje', qty: String(r.int(2, 6)), unit: 'ud', price: 1800 },
      ],
    },
    {
      number: '6021',
      date: '2026-11-12',
      buyer: BUYERS.arcos,
      site: 'Cortijo de la Vega, Sevilla',
      lines: [
        { code: 'V-33', description: 'Baldosa hidráulica estrella, réplica de original', qty: m2(), unit: 'm²', price: 7450 },
        { code: 'V-CEN', description: 'Cenefa de greca 20x20', qty: `${r.int(20, 50)}.00`, unit: 'ml', price: 2390 },
        { code: 'V-REP', description: 'Piezas especiales a medida', qty: String(r.int(10, 40)), unit: 'ud', price: 1275 },
      ],
    },
  ];
}

/** A hydraulic-tile note; `hard` swaps two digits of the second line's printed price (the amount keeps the real one). */
export async function tileNote(s: TilePrint, job: NoteJob, hard?: Hard & { id: string; printedPrice: number }): Promise<CorpusDocument> {
  const real = job.lines.map(priced);
  const lines: Line[] = hard ? real.map((l, i) => (i === 1 ? { ...l, price: hard.printedPrice } : l)) : real;
  const sum = sumCents(lines.map((l) => l.amount));
  const paper = new Paper(`Albaran ${job.number}`, 'Microsoft Excel');
  const pen = paper.pen('Times', 10);
  pen.center(s.name, 297, 44, { bold: true, size: 17 });
  s.lead.forEach((a, i) => pen.center(a, 297, 68 + i * 12, { italic: i === 0, size: 9.5 }));
  paper.rule(60, 110, 535, 110, { width: 1.5 });
  paper.rule(60, 113, 535, 113, { width: 0.5 });
  pen.text(`${s.numberLabel} ${job.number}`, 60, 130, { bold: true, size: 12 });
  pen.right(`Fecha: ${date(job.date, s.dates)}`, 535, 132);
  pen.text(`Cliente: ${job.buyer.name}`, 60, 156);
  pen.text(`C.I.F.: ${job.buyer.nif}`, 60, 170);
  pen.text(`Entregar en: ${job.site}`, 60, 184);

  const cols = columns('60:60 120:215 335:55:r 390:30:c 420:50:r 470:65:r');
  paper.rule(60, 206, 535, 206);
  cells(pen, cols, ['Modelo', 'Descripción', 'Cantidad', 'Ud.', 'Precio', 'Importe'], 210, { bold: true, size: 9.5 });
  paper.rule(60, 224, 535, 224);
  let y = 232;
  for (const l of lines) {
    cells(pen, cols, [l.code ?? '', l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y, { size: 9.5 });
    y += 16;
  }
  paper.rule(335, y, 535, y);
  if (s.withVat) {
    const vat = pct(sum, 21);
    const rows: [string, bigint][] = [
      ['Suma', sum],
      ['I.V.A. 21 %', vat],
      ['Total', sum + vat],
    ];
    rows.forEach(([label, v], i) => {
      pen.text(label, 340, y + 10 + i * 15, { bold: i === 2 });
      pen.right(amount(v, s.money), 533, y + 10 + i * 15, { bold: i === 2 });
    });
  } else {
    pen.text('Total albarán', 340, y + 10, { bold: true });
    pen.right(amount(sum, s.money), 533, y + 10, { bold: true });
  }
  pen.text('Recibí conforme:', 60, y + 80, { italic: true });
  pen.text('La mercancía viaja por cuenta y riesgo del comprador.', 60, 790, { size: 8, italic: true });
  return noteDocument(
    { id: hard?.id ?? `blind10-tile-${s.key}`, layout: 'note-hydraulic-tile-times', supplier: s, buyer: job.buyer, number: job.number, date: job.date, lines, sum, hard },
    await paper.done(),
  );
}

export async function tileNotes(): Promise<CorpusDocument[]> {
  const jobs = tileJobs();
  return Promise.all(TILE.map((s, i) => tileNote(s, jobs[i])));
}

// ---------- reclaimed materials: narrow Courier ticket ----------

interface ReclaimedPrint extends Party {
  key: string;
  top: string[];
  unitsLabel: string;
  dates: DateStyle;
}

const RECLAIMED: ReclaimedPrint[] = [
  {
    key: 'sananton',
    name: 'MATERIALES DE DERRIBO SAN ANTON, S.L.',
    nif: 'B37204617',
    address: [],
    top: ['MATERIALES DE DERRIBO', 'SAN ANTON, S.L.', 'CTRA. DE ALDEALENGUA, KM 1', '37008 SALAMANCA', 'CIF B37204617'],
    unitsLabel: 'X',
    dates: 'slash',
  },
  {
    key: 'rafa',
    name: 'RAFAEL GONZALEZ MORENO',
    nif: '52811290R',
    address: [],
    top: ['DERRIBOS Y ANTIGUEDADES RAFA', 'RAFAEL GONZALEZ MORENO', 'NIF 52811290-R', 'CAMINO DE LAS CANTERAS, 4', '41700 DOS HERMANAS (SEVILLA)'],
    unitsLabel: 'A',
    dates: 'dots',
  },
  {
    key: 'ecorecupera',
    name: 'ECO-RECUPERA MATERIALES HISTORICOS, S.L.',
    nif: 'B31528409',
    address: [],
    top: ['ECO-RECUPERA', 'MATERIALES HISTORICOS, S.L.', 'POL. AGUSTINOS, C/ G, 7', '31013 PAMPLONA', 'C.I.F.: B31528409'],
    unitsLabel: 'X',
    dates: 'dash',
  },
];

function reclaimedJobs(): NoteJob[] {
  const r = rngFor('reclaimed');
  return [
    {
      number: '004518',
      date: '2026-03-12',
      buyer: BUYERS.duero,
      site: '',
      lines: [
        { description: 'TEJA ARABE VIEJA RECUPERADA', qty: String(r.int(600, 2400)), unit: 'UD', price: 85 },
        { description: 'VIGA ROBLE ANTIGUA 25X25', qty: `${r.int(8, 30)}.50`, unit: 'ML', price: 4800 },
        { description: 'BALDOSA BARRO MANUAL 30X30', qty: `${r.int(20, 80)}.00`, unit: 'M2', price: 3400 },
      ],
    },
    {
      number: '2026-0733',
      date: '2026-07-30',
      buyer: BUYERS.arcos,
      site: '',
      lines: [
        { description: 'LADRILLO MACIZO ANTIGUO', qty: String(r.int(800, 3000)), unit: 'UD', price: 62 },
        { description: 'SOLERIA DE BARRO SEVILLANO', qty: `${r.int(20, 60)}.00`, unit: 'M2', price: 2900 },
        { description: 'REJA ANTIGUA DE BALCON', qty: '2', unit: 'UD', price: 36000 },
        { description: 'PORTE EN CAMION', qty: '1', unit: 'UD', price: 9000 },
      ],
    },
    {
      number: 'R26/1402',
      date: '2026-10-06',
      buyer: BUYERS.teruel,
      site: '',
      lines: [
        { description: 'PIEDRA DE SILLERIA RECUPERADA', qty: `${r.int(4, 14)}.30`, unit: 'M3', price: 26500 },
        { description: 'TEJA CURVA ENVEJECIDA', qty: String(r.int(500, 1500)), unit: 'UD', price: 95 },
        { description: 'PUERTA DE PINO ANTIGUA RESTAURADA', qty: '1', unit: 'UD', price: 42000 },
      ],
    },
  ];
}

async function reclaimedNote(s: ReclaimedPrint, job: NoteJob): Promise<CorpusDocument> {
  const lines = job.lines.map(priced);
  const sum = sumCents(lines.map((l) => l.amount));
  const paper = new Paper(`ALB ${job.number}`, 'TPV Retail', [255, 520]);
  const pen = paper.pen('Courier', 8);
  const W = 40;
  const rule = '-'.repeat(W);
  const out: string[] = s.top.map((t) => t.padStart(Math.floor((W + t.length) / 2)));
  out.push(rule, `ALBARAN N.: ${job.number}`, `FECHA: ${date(job.date, s.dates)}`, rule);
  out.push('CLIENTE:');
  for (const part of job.buyer.name.toUpperCase().match(/.{1,38}(\s|$)/g) ?? []) out.push(` ${part.trim()}`);
  out.push(`NIF: ${job.buyer.nif}`, rule);
  for (const l of lines) {
    out.push(l.description);
    const left = `  ${qty(l.qty, l.unit === 'UD' ? 0 : 2)} ${l.unit} ${s.unitsLabel} ${money(BigInt(l.price), false)}`;
    const right = money(l.amount, false);
    out.push(`${left}${right.padStart(W - left.length)}`);
  }
  out.push(rule);
  const total = 'TOTAL (SIN IVA)';
  out.push(`${total}${money(sum, false).padStart(W - total.length)}`);
  out.push(rule, 'IVA NO INCLUIDO. SE FACTURARA A FIN DE', 'MES. GRACIAS POR SU VISITA');
  out.forEach((line, i) => pen.text(line, 18, 20 + i * 10.5, { bold: i < 2 }));
  return noteDocument(
    { id: `blind10-reclaimed-${s.key}`, layout: 'note-reclaimed-courier-ticket', supplier: s, buyer: job.buyer, number: job.number, date: job.date, lines, sum },
    await paper.done(),
  );
}

export async function reclaimedNotes(): Promise<CorpusDocument[]> {
  const jobs = reclaimedJobs();
  return Promise.all(RECLAIMED.map((s, i) => reclaimedNote(s, jobs[i])));
}
