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
 * Valued delivery notes of conservation-materials distributors (an ERP's label band), ornamental
 * casting and forge-parts makers (two header columns) and non-ferrous metal merchants for
 * heritage roofs (one over two pages with carried sums): the tenth blind set
 * (docs/document-extraction.md#measuring-it).
 */

interface NoteJob {
  number: string;
  date: string;
  buyer: Party;
  order: string;
  lines: LineIn[];
}

// ---------- conservation materials: ERP label band ----------

interface ConservationPrint extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  money: MoneyStyle;
  withVat: boolean;
  color: string;
  job: NoteJob;
}

function conservation(): ConservationPrint[] {
  const r = rngFor('conservation');
  const n = (a: number, b: number) => String(r.int(a, b));
  return [
    {
      key: 'restauro',
      name: 'Restauro Suministros Técnicos, S.L.',
      nif: 'B28740199',
      address: [],
      lead: ['C/ Laguna del Marquesado, 19 · 28021 Madrid', 'CIF B-28740199 · pedidos@restauro-st.es'],
      dates: 'slash',
      money: 'eur',
      withVat: true,
      color: '#1d4f73',
      job: {
        number: 'AV26-02291',
        date: '2026-02-16',
        buyer: BUYERS.sobrado,
        order: 'OC-118',
        lines: [
          { code: 'PAR-B72-1', description: 'Paraloid B-72, bote 1 kg', qty: n(2, 8), unit: 'ud', price: 4890 },
          { code: 'EST-1000-5', description: 'Silicato de etilo Estel 1000, garrafa 5 l', qty: n(2, 10), unit: 'ud', price: 11240 },
          { code: 'PRI-AC33', description: 'Primal AC-33', qty: `${n(5, 25)}.0`, unit: 'l', price: 1635 },
          { code: 'JAP-12', description: 'Papel japonés 12 g/m², rollo 50 m', qty: n(1, 4), unit: 'ud', price: 8950 },
          { code: 'SEP-25', description: 'Sepiolita en polvo, saco 25 kg', qty: n(1, 6), unit: 'ud', price: 3120 },
        ],
      },
    },
    {
      key: 'dorados',
      name: 'Arte y Conservación Dorados del Sur, S.L.',
      nif: 'B14036271',
      address: [],
      lead: ['C/ Lucano, 22 · 14003 Córdoba', 'N.I.F. B14036271 · Tel. 957 47 36 20'],
      dates: 'abbr',
      money: 'bare',
      withVat: false,
      color: '#8c6d1f',
      job: {
        number: '26/00874',
        date: '2026-05-06',
        buyer: BUYERS.arcos,
        order: 'Retablo Sta. Ana',
        lines: [
          { code: 'OR2375', description: 'Pan de oro fino 23¾ quilates, libro 25 hojas', qty: n(10, 40), unit: 'libro', price: 6850 },
          { code: 'BOL-R', description: 'Bol de Armenia rojo', qty: `${n(1, 4)}.500`, unit: 'kg', price: 4200 },
          { code: 'COL-C', description: 'Cola de conejo en placas', qty: `${n(1, 5)}.000`, unit: 'kg', price: 2350 },
          { code: 'YES-M', description: 'Yeso mate para aparejo', qty: `${n(5, 20)}.000`, unit: 'kg', price: 690 },
        ],
      },
    },
    {
      key: 'quimica',
      name: 'Química para el Patrimonio, S.A.',
      nif: 'A08591745',
      address: [],
      lead: ['Pol. Ind. Can Calderón, C/ Murcia, 35 · 08830 Sant Boi de Llobregat', 'NIF: A08591745'],
      dates: 'iso',
      money: 'EUR',
      withVat: true,
      color: '#2e7d4f',
      job: {
        number: 'ALB-0061732',
        date: '2026-09-03',
        buyer: BUYERS.teruel,
        order: 'P-2026-311',
        lines: [
          { code: 'HS-200', description: 'Hidrofugante siloxano base agua', qty: `${n(25, 100)}.0`, unit: 'l', price: 1480 },
          { code: 'NC-25', description: 'Consolidante de nanocal en alcohol', qty: `${n(10, 40)}.0`, unit: 'l', price: 3975 },
          { code: 'BC-10', description: 'Biocida de amplio espectro', qty: `${n(10, 30)}.0`, unit: 'l', price: 1290 },
          { code: 'MR-PA', description: 'Mortero de reintegración color piedra arenisca', qty: `${n(50, 200)}.0`, unit: 'kg', price: 412 },
        ],
      },
    },
  ];
}

async function conservationNote(s: ConservationPrint): Promise<CorpusDocument> {
  const job = s.job;
  const lines = job.lines.map(priced);
  const sum = sumCents(lines.map((l) => l.amount));
  const paper = new Paper(`Albarán ${job.number}`, 'Navision');
  const pen = paper.pen('Helvetica', 8.5);
  pen.text(s.name, 40, 40, { bold: true, size: 13 });
  s.lead.forEach((a, i) => pen.text(a, 40, 58 + i * 11));
  paper.color(s.color);
  pen.right('ALBARÁN DE ENTREGA', 555, 40, { bold: true, size: 14 });
  paper.color('#000000');

  pen.text('Destinatario', 300, 92, { size: 7, italic: true });
  pen.text(job.buyer.name, 300, 103, { bold: true });
  job.buyer.address.forEach((a, i) => pen.text(a, 300, 115 + i * 11));
  pen.text(`NIF ${job.buyer.nif}`, 300, 115 + job.buyer.address.length * 11);

  const band: Col[] = [40, 143, 246, 349, 452].map((x) => ({ x, w: 103, align: 'l' as const }));
  paper.box(40, 170, 515, 14, { fill: s.color });
  paper.color('#ffffff');
  cells(pen, band, ['Nº ALBARÁN', 'FECHA', 'Nº CLIENTE', 'SU PEDIDO', 'AGENTE'], 174, { bold: true, size: 7.5 });
  paper.color('#000000');
  cells(pen, band, [job.number, date(job.date, s.dates), `43${job.buyer.nif.slice(-3)}`, job.order, 'R. Olmedo'], 190);
  paper.rule(40, 204, 555, 204, { color: s.color });

  const cols = columns('40:70 110:225 335:50:r 385:35:c 420:60:r 480:75:r');
  cells(pen, cols, ['Referencia', 'Descripción', 'Cantidad', 'Ud.', 'Precio', 'Importe'], 214, { bold: true });
  paper.rule(40, 226, 555, 226, { width: 0.4 });
  let y = 233;
  for (const l of lines) {
    cells(pen, cols, [l.code ?? '', l.description, qty(l.qty, 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    y += 14;
  }
  paper.rule(40, y + 2, 555, y + 2, { width: 0.4 });
  if (s.withVat) {
    const vat = pct(sum, 21);
    const rows: [string, bigint][] = [
      ['Base imponible', sum],
      ['IVA 21 %', vat],
      ['Total albarán', sum + vat],
    ];
    rows.forEach(([label, v], i) => {
      pen.text(label, 385, y + 12 + i * 14, { bold: i === 2 });
      pen.right(amount(v, s.money), 553, y + 12 + i * 14, { bold: i === 2 });
    });
  } else {
    pen.text('Total neto', 385, y + 12, { bold: true });
    pen.right(amount(sum, s.money), 553, y + 12, { bold: true });
  }
  pen.text('Productos con ficha de datos de seguridad disponible en nuestra web. Recibido:', 40, 760, { size: 7 });
  return noteDocument(
    { id: `blind10-conservation-${s.key}`, layout: 'note-conservation-erp-band', supplier: s, buyer: job.buyer, number: job.number, date: job.date, lines, sum },
    await paper.done(),
  );
}

export function conservationNotes(): Promise<CorpusDocument[]> {
  return Promise.all(conservation().map((s) => conservationNote(s)));
}

// ---------- ornamental castings: two header columns ----------

interface CastingPrint extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  money: MoneyStyle;
  totalLabel: string;
  job: NoteJob;
}

function castings(): CastingPrint[] {
  const r = rngFor('castings');
  const n = (a: number, b: number) => String(r.int(a, b));
  return [
    {
      key: 'eibarresa',
      name: 'Fundición Artística Eibarresa, S.A.',
      nif: 'A20033817',
      address: [],
      lead: ['Barrio Azitain, 3 · 20600 Eibar (Gipuzkoa)', 'CIF A20033817 · Tel. 943 20 11 58', 'www.fundicioneibarresa.com'],
      dates: 'slash',
      money: 'eur',
      totalLabel: 'Total neto albarán',
      job: {
        number: '260517',
        date: '2026-04-14',
        buyer: BUYERS.cantabria,
        order: 'Ped. 2026/077',
        lines: [
          { code: 'PL-120', description: 'Punta de lanza de fundición 120 mm', qty: n(40, 160), unit: 'ud', price: 385 },
          { code: 'RS-080', description: 'Roseta de fundición Ø 80 mm', qty: n(20, 80), unit: 'ud', price: 520 },
          { code: 'BL-900', description: 'Balaustre de fundición 900 mm', qty: n(10, 40), unit: 'ud', price: 3460 },
          { code: 'PM-40', description: 'Pasamanos de fundición perfil 40x8', qty: `${n(10, 40)}.00`, unit: 'ml', price: 2190 },
        ],
      },
    },
    {
      key: 'levante',
      name: 'Piezas de Forja Ornamental Levante, S.L.',
      nif: 'B12716452',
      address: [],
      lead: ['Avda. del Mar, 140 · 12100 Grao de Castellón', 'N.I.F.: B-12716452'],
      dates: 'dash',
      money: 'bare',
      totalLabel: 'TOTAL',
      job: {
        number: 'ALB 4471',
        date: '2026-08-19',
        buyer: BUYERS.arcos,
        order: 'Reja Casa Pilatos',
        lines: [
          { code: 'VC-3008', description: 'Voluta en C de pletina 30x8', qty: n(20, 60), unit: 'ud', price: 640 },
          { code: 'BF-16', description: 'Barra cuadrada forjada 16 mm, 6 m', qty: n(10, 30), unit: 'ud', price: 2875 },
          { code: 'HJ-12', description: 'Hoja de acanto forjada', qty: n(10, 40), unit: 'ud', price: 415 },
        ],
      },
    },
    {
      key: 'manchega',
      name: 'Forja y Fundición Manchega, S.Coop.',
      nif: 'F13085295',
      address: [],
      lead: ['Ctra. de Carrión, km 1,2 · 13005 Ciudad Real', 'NIF F13085295 · forjamanchega@gmail.com'],
      dates: 'long',
      money: 'pre',
      totalLabel: 'Importe total',
      job: {
        number: 'FM-26-0388',
        date: '2026-12-01',
        buyer: BUYERS.teruel,
        order: 'Balcones Pza. Torico',
        lines: [
          { code: 'M-210', description: 'Ménsula de balcón de fundición', qty: n(6, 20), unit: 'ud', price: 4780 },
          { code: 'B-045', description: 'Barrote torsionado 14 mm, 1 m', qty: n(60, 200), unit: 'ud', price: 340 },
          { code: 'C-100', description: 'Copa decorativa de fundición', qty: n(20, 80), unit: 'ud', price: 295 },
          { code: 'P-5010', description: 'Pletina laminada 50x10', qty: `${n(20, 60)}.00`, unit: 'ml', price: 760 },
        ],
      },
    },
  ];
}

async function castingNote(s: CastingPrint): Promise<CorpusDocument> {
  const job = s.job;
  const lines = job.lines.map(priced);
  const sum = sumCents(lines.map((l) => l.amount));
  const paper = new Paper(`Albaran ${job.number}`, 'Distrito K');
  const pen = paper.pen('Helvetica', 8.5);
  pen.text(s.name, 40, 42, { bold: true, size: 12 });
  s.lead.forEach((a, i) => pen.text(a, 40, 60 + i * 11));
  paper.box(330, 36, 225, 64, { stroke: '#000000', width: 1 });
  paper.box(330, 36, 225, 16, { fill: '#222222' });
  paper.color('#ffffff');
  pen.center('ALBARÁN', 442, 40, { bold: true, size: 10 });
  paper.color('#000000');
  pen.text('Número:', 338, 60);
  pen.text(job.number, 410, 60, { bold: true });
  pen.text('Fecha:', 338, 73);
  pen.text(date(job.date, s.dates), 410, 73, { bold: true });
  pen.text('Su referencia:', 338, 86);
  pen.text(job.order, 410, 86);

  paper.box(40, 120, 250, 60, { stroke: '#aaaaaa' });
  pen.text('Enviar a', 46, 125, { size: 7, italic: true });
  pen.text(job.buyer.name, 46, 136, { bold: true });
  job.buyer.address.forEach((a, i) => pen.text(a, 46, 148 + i * 10.5));
  paper.box(305, 120, 250, 60, { stroke: '#aaaaaa' });
  pen.text('Facturar a', 311, 125, { size: 7, italic: true });
  pen.text(job.buyer.name, 311, 136, { bold: true });
  pen.text(`NIF: ${job.buyer.nif}`, 311, 148);

  const cols = columns('40:60 100:240 340:55:r 395:30:c 425:55:r 480:75:r');
  const top = 198;
  paper.box(40, top, 515, 15, { fill: '#222222' });
  paper.color('#ffffff');
  cells(pen, cols, ['Código', 'Artículo', 'Cantidad', 'Ud.', 'Precio', 'Importe'], top + 4, { bold: true });
  paper.color('#000000');
  let y = top + 22;
  lines.forEach((l, i) => {
    if (i % 2 === 0) paper.box(40, y - 3, 515, 14, { fill: '#f0f0f0' });
    paper.color('#000000');
    cells(pen, cols, [l.code ?? '', l.description, qty(l.qty, l.unit === 'ud' ? 0 : 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
    y += 14;
  });
  paper.box(355, y + 10, 200, 20, { stroke: '#000000' });
  pen.text(s.totalLabel, 361, y + 16, { bold: true });
  pen.right(amount(sum, s.money), 551, y + 16, { bold: true });
  pen.text('Precios sin IVA. Mercancía revisada en el momento de la entrega.', 40, y + 44, { size: 7.5, italic: true });
  return noteDocument(
    { id: `blind10-castings-${s.key}`, layout: 'note-castings-two-column', supplier: s, buyer: job.buyer, number: job.number, date: job.date, lines, sum },
    await paper.done(),
  );
}

export function castingNotes(): Promise<CorpusDocument[]> {
  return Promise.all(castings().map((s) => castingNote(s)));
}

// ---------- non-ferrous metals for heritage roofs: one note over two pages ----------

interface MetalsPrint extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  money: MoneyStyle;
  lineCount: number;
  number: string;
  date: string;
  buyer: Party;
}

const METALS: MetalsPrint[] = [
  {
    key: 'besos',
    name: 'Metales No Férricos del Besòs, S.A.',
    nif: 'A08172066',
    address: [],
    lead: ['Rambla de Prim, 256 · 08020 Barcelona', 'NIF A-08172066 · Tel. 933 07 45 19'],
    dates: 'slash',
    money: 'eur',
    lineCount: 30,
    number: 'A-26/05524',
    date: '2026-03-24',
    buyer: BUYERS.teruel,
  },
  {
    key: 'hispania',
    name: 'Plomos y Cobres Hispania, S.L.',
    nif: 'B50183425',
    address: [],
    lead: ['Pol. Malpica, C/ E, 31 · 50016 Zaragoza', 'CIF: B50183425'],
    dates: 'dots',
    money: 'bare',
    lineCount: 5,
    number: '26017302',
    date: '2026-07-08',
    buyer: BUYERS.duero,
  },
  {
    key: 'zinc',
    name: 'Zinc y Cobre para Cubiertas, S.L.',
    nif: 'B39102751',
    address: [],
    lead: ['Pol. Ind. de Guarnizo, parcela 8 · 39611 El Astillero (Cantabria)', 'C.I.F. B39102751 · zinccobre.es'],
    dates: 'abbr',
    money: 'pre',
    lineCount: 4,
    number: 'ZC-3381',
    date: '2026-10-27',
    buyer: BUYERS.cantabria,
  },
];

const METAL_ITEMS: [string, string, number][] = [
  ['Plomo laminado 1,5 mm', 'kg', 372],
  ['Plomo laminado 2,0 mm', 'kg', 365],
  ['Plomo laminado 2,5 mm', 'kg', 361],
  ['Plomo laminado 3,0 mm', 'kg', 358],
  ['Cobre en banda 0,6 mm', 'kg', 1245],
  ['Cobre en plancha 0,7 mm', 'kg', 1260],
  ['Zinc-titanio bobina 0,65 mm', 'kg', 498],
  ['Zinc-titanio plancha 0,7 mm', 'kg', 512],
  ['Estaño para soldar 60/40', 'kg', 3150],
  ['Clavo de cobre 2,5x25', 'kg', 1720],
  ['Canalón de cobre desarrollo 333', 'ml', 2860],
  ['Bajante de zinc Ø 80', 'ml', 1490],
];

function metalLines(s: MetalsPrint): LineIn[] {
  const r = rngFor(`metals-${s.key}`);
  const out: LineIn[] = [];
  for (let i = 0; i < s.lineCount; i++) {
    const [name, unit, base] = METAL_ITEMS[(i * 5 + r.int(0, 11)) % METAL_ITEMS.length];
    const colada = unit === 'kg' ? `colada ${r.int(1000, 9999)}` : `lote ${r.int(100, 999)}`;
    const q = unit === 'kg' ? `${r.int(20, 480)}.${r.int(0, 9)}` : `${r.int(6, 60)}.00`;
    out.push({ code: `${name.slice(0, 2).toUpperCase()}${String(base).padStart(5, '0')}`, description: `${name}, ${colada}`, qty: q, unit, price: base });
  }
  return out;
}

async function metalsNote(s: MetalsPrint): Promise<CorpusDocument> {
  const lines = metalLines(s).map(priced);
  const sum = sumCents(lines.map((l) => l.amount));
  const paper = new Paper(`Albaran ${s.number}`, 'SAP Business One');
  const pen = paper.pen('Helvetica', 8.5);
  const perPage = 22;
  const pages = lines.length > perPage ? [lines.slice(0, perPage), lines.slice(perPage)] : [lines];
  const cols = columns('40:62 102:230 332:60:r 392:30:c 422:55:r 477:78:r');
  const header = (page: number) => {
    pen.right(s.name, 555, 40, { bold: true, size: 13 });
    s.lead.forEach((a, i) => pen.right(a, 555, 58 + i * 11));
    pen.text('ALBARÁN', 40, 40, { bold: true, size: 16 });
    pen.text(`Nº ${s.number}`, 40, 62, { bold: true });
    pen.text(`Fecha: ${date(s.date, s.dates)}`, 40, 75);
    if (pages.length > 1) pen.text(`Página ${page}/${pages.length}`, 40, 88, { size: 7.5 });
    pen.text(`Cliente: ${s.buyer.name} · NIF ${s.buyer.nif}`, 40, 112);
    paper.rule(40, 130, 555, 130, { width: 1 });
    cells(pen, cols, ['Artículo', 'Descripción', 'Cantidad', 'Ud.', '€/ud', 'Importe'], 135, { bold: true });
    paper.rule(40, 147, 555, 147, { width: 0.4 });
  };
  let y = 0;
  let carried = 0n;
  for (let p = 0; p < pages.length; p++) {
    if (p > 0) paper.newPage();
    header(p + 1);
    y = 155;
    if (p > 0) {
      pen.text('Suma anterior', 102, y, { bold: true });
      pen.right(money(carried), 553, y, { bold: true });
      y += 16;
    }
    for (const l of pages[p]) {
      cells(pen, cols, [l.code ?? '', l.description, qty(l.qty, l.unit === 'kg' ? 1 : 2), l.unit, money(BigInt(l.price)), money(l.amount)], y);
      y += 14;
    }
    carried += sumCents(pages[p].map((l) => l.amount));
    if (p < pages.length - 1) {
      paper.rule(422, y + 2, 555, y + 2);
      pen.text('Suma y sigue', 380, y + 8, { bold: true });
      pen.right(money(carried), 553, y + 8, { bold: true });
    }
  }
  paper.rule(332, y + 2, 555, y + 2);
  pen.text('Total albarán (sin IVA)', 360, y + 10, { bold: true });
  pen.right(amount(sum, s.money), 553, y + 10, { bold: true });
  pen.text('Peso según báscula de salida. Material con certificado de colada.', 40, 780, { size: 7 });
  return noteDocument(
    { id: `blind10-metals-${s.key}`, layout: 'note-nonferrous-metals', supplier: s, buyer: s.buyer, number: s.number, date: s.date, lines, sum },
    await paper.done(),
  );
}

export function metalsNotes(): Promise<CorpusDocument[]> {
  return Promise.all(METALS.map((s) => metalsNote(s)));
}
