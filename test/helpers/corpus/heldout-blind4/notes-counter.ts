import { addDays, amountOf, cif, type Col, fromCatalog, grid, initials, money, pad, printDate, qty, row, totalRows, Sheet } from './kit.js';
import type { NoteData, NoteLayout, Supplier } from './model.js';

/**
 * Valued delivery notes from distributors and factories: an insulation distributor in Galicia
 * worded in Galician (`Albará núm.`, `Cantidade`, `Prezo`, `Base impoñible`, `IVE`), a tool-rental
 * counter delivering hired tools (a contract number and a planned return date beside the note's
 * own) and a roof-tile factory in Times under a centred letterhead.
 */

// ---------- insulation distributor (Galician) ----------

const INSULATION = [
  { code: 'XPS40', d: 'Panel XPS 40 mm 1250x600 machihembrado', u: 'm²', q: [20, 260, 2] as [number, number, number], p: [520, 890, 5] as [number, number, number] },
  { code: 'LM60', d: 'La mineral 60 mm en rolo', u: 'm²', q: [30, 400, 2] as [number, number, number], p: [280, 460, 5] as [number, number, number] },
  { code: 'EPS-G', d: 'Panel EPS grafitado 80 mm SATE', u: 'm²', q: [30, 300, 2] as [number, number, number], p: [760, 1120, 5] as [number, number, number] },
  { code: 'BV-200', d: 'Lámina barreira de vapor 200 micras', u: 'm²', q: [50, 300] as [number, number], p: [55, 95, 5] as [number, number, number] },
  { code: 'CINT-AL', d: 'Cinta adhesiva de aluminio 50 m', u: 'ud', q: [2, 24] as [number, number], p: [690, 1150, 5] as [number, number, number] },
  { code: 'ESP-750', d: 'Espuma PU de canle 750 ml', u: 'ud', q: [6, 48] as [number, number], p: [520, 790, 5] as [number, number, number] },
  { code: 'TAC-90', d: 'Taco de illamento 90 mm (caixa 200 u)', u: 'cx', q: [1, 12] as [number, number], p: [2400, 3600, 10] as [number, number, number] },
];

async function drawInsulation(d: NoteData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  sh.box(40, 40, 515, 56, { fill: ['#e6f0e6', '#e8eef7', '#f4ece1'][v], stroke: 'none' });
  sh.text(s.name, 52, 48, { size: 13, bold: true });
  sh.text(`${s.address.join(' · ')}`, 52, 66, { size: 8.5 });
  sh.text(`NIF ${s.nif} · Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 52, 78, { size: 8.5 });

  sh.text('ALBARÁ', 40, 116, { size: 15, bold: true });
  const head: [string, string][] = [
    ['Albará núm.:', d.number],
    ['Data:', printDate(d.date, s.date)],
    ['Pedido:', `${d.rng.int(2000, 8999)}`],
  ];
  head.forEach(([k, val], i) => {
    sh.text(k, 40, 140 + i * 13, { size: 9 });
    sh.text(val, 120, 140 + i * 13, { size: 9, bold: i === 0 });
  });
  sh.text('Cliente', 320, 116, { size: 8, bold: true });
  [d.buyer.name, ...d.buyer.address, `NIF ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 320, 128 + i * 11, { size: 9 }));
  sh.text(`Obra: ${d.site}`, 40, 190, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 55 },
    { x: 95, w: 220 },
    { x: 315, w: 60, align: 'right' },
    { x: 375, w: 30, align: 'center' },
    { x: 405, w: 65, align: 'right' },
    { x: 470, w: 85, align: 'right' },
  ];
  sh.line(40, 212, 555, 212, 0.8);
  row(sh, cols, ['Código', 'Descrición', 'Cantidade', 'Ud.', 'Prezo', 'Importe'], 216, { size: 8.5, bold: true });
  sh.line(40, 229, 555, 229, 0.8);
  let y = 236;
  for (const l of d.lines) {
    row(sh, cols, [l.code!, l.description, qty(l.quantity, l.unit === 'm²' ? 2 : 0), l.unit, money(l.price), money(amountOf(l))], y, { size: 8.8 });
    y += 15;
  }
  sh.line(40, y + 2, 555, y + 2, 0.8);
  const t = d.totals;
  y += 18;
  const rows: [string, string][] = [
    ['Base impoñible', money(t.base, s.money)],
    [`IVE ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['Total', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 400, 552, y, 14, 9.5);
  sh.text('Recibín conforme:', 40, y, { size: 8.5 });
  sh.line(40, y + 40, 220, y + 40, 0.4);
  return sh.finish();
}

export const insulation: NoteLayout = {
  name: 'b4-insulation-gl',
  buyers: [4, 0, 2],
  suppliers: [
    {
      name: 'Illamentos Galegos Distribución, S.L.',
      nif: cif('B', '2715038'),
      address: ['Polígono do Ceao, rúa da Madeira, 41', '27003 Lugo'],
      phone: '982 20 84 17',
      email: 'pedidos@illamentosgalegos.gal',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `AG-${pad(n, 5)}`,
    },
    {
      name: 'DISTRIBUCIÓNS TÉRMICAS DO MIÑO, S.L.',
      nif: cif('B', '3620851'),
      address: ['Rúa de Vigo, 118', '36400 O Porriño (Pontevedra)'],
      phone: '986 33 71 02',
      variant: 1,
      date: 'slash',
      money: 'plain',
      number: (n) => `26/${pad(n, 5)}`,
    },
    {
      name: 'Illatec Compostela, S.L.U.',
      nif: cif('B', '1587302'),
      address: ['Polígono do Tambre, vía Edison, 7', '15890 Santiago de Compostela'],
      phone: '981 57 40 26',
      email: 'albaras@illatec.gal',
      variant: 2,
      date: 'dash',
      money: 'euro-after',
      number: (n) => `ALB${pad(n, 6)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, INSULATION, rng.int(3, 6)),
  draw: drawInsulation,
};

// ---------- tool-rental counter ----------

const TOOLS = [
  { code: 'MD30', d: 'Martillo demoledor eléctrico 30 kg', u: 'día', q: [2, 10] as [number, number], p: [2800, 3800, 50] as [number, number, number] },
  { code: 'CJ450', d: 'Cortadora de juntas gasolina Ø 450', u: 'día', q: [1, 6] as [number, number], p: [4500, 6000, 50] as [number, number, number] },
  { code: 'HM160', d: 'Hormigonera eléctrica 160 l', u: 'día', q: [3, 15] as [number, number], p: [1200, 1800, 50] as [number, number, number] },
  { code: 'BV38', d: 'Bandeja vibrante 90 kg', u: 'día', q: [1, 5] as [number, number], p: [3200, 4400, 50] as [number, number, number] },
  { code: 'AG-GR', d: 'Grupo electrógeno 6 kVA', u: 'día', q: [2, 10] as [number, number], p: [2900, 4100, 50] as [number, number, number] },
  { code: 'DD450', d: 'Disco diamante Ø 450 (consumo)', u: 'ud', q: [1, 2] as [number, number], p: [9500, 14000, 50] as [number, number, number] },
  { code: 'TR-01', d: 'Transporte de ida a obra', u: 'ud', q: [1, 1] as [number, number], p: [3500, 6000, 500] as [number, number, number] },
];

async function drawTools(d: NoteData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  sh.colored(['#e3001b', '#ff8200', '#005baa'][v], () => sh.text(initials(s.name), 40, 36, { size: 28, bold: true }));
  sh.text(s.name, 40, 72, { size: 10, bold: true });
  sh.text(s.address.join(', '), 40, 85, { size: 8.5 });
  sh.text(`NIF/CIF: ${s.nif}   Tel. ${s.phone}`, 40, 96, { size: 8.5 });

  sh.right('ALBARÁN DE ENTREGA', 555, 40, { size: 11, bold: true });
  sh.right('MAQUINARIA EN ALQUILER', 555, 54, { size: 9 });
  const devolution = addDays(d.date, d.rng.int(3, 15));
  const head: [string, string][] = [
    ['Albarán nº:', d.number],
    ['Contrato nº:', `C-2026-${pad(d.rng.int(100, 999), 4)}`],
    ['Fecha entrega:', printDate(d.date, s.date)],
    ['Devolución prevista:', printDate(devolution, s.date)],
  ];
  head.forEach(([k, val], i) => {
    sh.text(k, 380, 72 + i * 12, { size: 8.5 });
    sh.right(val, 555, 72 + i * 12, { size: 8.5, bold: i === 0 });
  });
  sh.box(40, 130, 515, 48);
  sh.text('Cliente:', 46, 136, { size: 8, bold: true });
  sh.text(`${d.buyer.name} · CIF ${d.buyer.nif}`, 92, 136, { size: 9 });
  sh.text('Entrega en:', 46, 152, { size: 8, bold: true });
  sh.text(d.site, 92, 152, { size: 9 });
  sh.text('Recoge:', 46, 166, { size: 8, bold: true });
  sh.text(['Transporte propio', 'El cliente en mostrador', 'Nuestro transporte'][v], 92, 166, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 50 },
    { x: 90, w: 230 },
    { x: 320, w: 50, align: 'right' },
    { x: 370, w: 35, align: 'center' },
    { x: 405, w: 70, align: 'right' },
    { x: 475, w: 80, align: 'right' },
  ];
  const top = 196;
  sh.box(40, top, 515, 15, { fill: '#ececec', stroke: 'none' });
  row(sh, cols, ['Ref.', 'Máquina / concepto', 'Cant.', 'Ud.', 'Tarifa', 'Importe'], top + 4, { size: 8, bold: true });
  let y = top + 22;
  for (const l of d.lines) {
    row(sh, cols, [l.code!, l.description, qty(l.quantity), l.unit, money(l.price), money(amountOf(l))], y, { size: 8.8 });
    y += 15;
  }
  const t = d.totals;
  y += 12;
  sh.line(320, y - 4, 555, y - 4, 0.5);
  const rows: [string, string][] = [
    ['Base imponible', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['Total', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 400, 552, y, 14, 9);
  sh.pen.paragraph(
    'El cliente declara recibir la maquinaria en buen estado y se compromete a devolverla limpia en la fecha prevista. Los días de más se facturarán a la tarifa vigente.',
    40,
    y + 60,
    515,
  );
  return sh.finish();
}

export const tools: NoteLayout = {
  name: 'b4-tool-rental',
  suppliers: [
    {
      name: 'Alquiler de Herramientas Vallecas, S.L.',
      nif: cif('B', '8740126'),
      address: ['C/ Real de Arganda, 55', '28031 Madrid'],
      phone: '91 331 20 48',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `ALQ-26-${pad(n, 5)}`,
    },
    {
      name: 'RENTATOOL MAQUINARIA LIGERA, S.L.',
      nif: cif('B', '4692075'),
      address: ['Avda. Tres Cruces, 70', '46014 Valencia'],
      phone: '963 57 18 90',
      variant: 1,
      date: 'dash',
      money: 'plain',
      number: (n) => `E${pad(n, 6)}`,
    },
    {
      name: 'Alquileres Ferrolterra, S.L.',
      nif: cif('B', '1540839'),
      address: ['Rúa Río Xubia, 3', '15405 Ferrol (A Coruña)'],
      phone: '981 31 66 05',
      variant: 2,
      date: 'short-month',
      money: 'euro-after',
      number: (n) => `AF/${pad(n, 4)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, TOOLS, rng.int(2, 5)),
  draw: drawTools,
};

// ---------- roof-tile factory ----------

const TILES = [
  { d: 'Teja mixta roja 43x26', u: 'ud', q: [600, 3000] as [number, number], p: [52, 68] as [number, number] },
  { d: 'Teja de caballete roja', u: 'ud', q: [20, 120] as [number, number], p: [110, 160] as [number, number] },
  { d: 'Teja de ventilación con rejilla', u: 'ud', q: [4, 20] as [number, number], p: [380, 520, 5] as [number, number, number] },
  { d: 'Teja de remate lateral', u: 'ud', q: [10, 60] as [number, number], p: [140, 210] as [number, number] },
  { d: 'Palé de madera (retornable)', u: 'ud', q: [1, 8] as [number, number], p: [900, 1200, 50] as [number, number, number] },
  { d: 'Portes con camión grúa', u: 'ud', q: [1, 1] as [number, number], p: [6000, 12000, 500] as [number, number, number] },
];

async function drawTiles(d: NoteData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant % 3;
  const sh = new Sheet('Times', 10);
  const mid = 297.6;
  sh.center(s.name, mid, 40, { size: 16, bold: true });
  sh.center(s.tagline ?? '', mid, 60, { size: 9.5, italic: true });
  sh.center(`${s.address.join(' — ')}`, mid, 74, { size: 9 });
  sh.center(`NIF: ${s.nif} — Teléfono ${s.phone}`, mid, 86, { size: 9 });
  sh.line(40, 102, 555, 102, 0.8);
  sh.line(40, 105, 555, 105, 0.3);

  const numberLabel = ['ALBARÁN Nº', 'Nº Albarán:', 'Albarán:'][v];
  sh.text(`${numberLabel} ${d.number}`, 40, 120, { size: 12, bold: true });
  sh.text(`Fecha: ${printDate(d.date, s.date)}`, 40, 138, { size: 10 });
  sh.text(`Obra: ${d.site}`, 40, 152, { size: 10 });
  [d.buyer.name, ...d.buyer.address, `N.I.F. ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 340, 120 + i * 12.5, { size: 10, bold: i === 0 }));

  const cols: Col[] = [
    { x: 40, w: 260 },
    { x: 300, w: 65, align: 'right' },
    { x: 365, w: 35, align: 'center' },
    { x: 400, w: 70, align: 'right' },
    { x: 470, w: 85, align: 'right' },
  ];
  const top = 190;
  row(sh, cols, ['Artículo', 'Cantidad', 'Ud.', 'Precio', 'Importe'], top + 4, { size: 10, bold: true });
  sh.line(40, top + 18, 555, top + 18, 0.6);
  let y = top + 25;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity), l.unit, money(l.price), money(amountOf(l))], y, { size: 10 });
    y += 16;
  }
  grid(sh, cols, top, y + 4, 0.4);
  const t = d.totals;
  y += 20;
  const rows: [string, string][] = [
    ['Suma', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate}%`, money(t.vat, s.money)],
    ['Total albarán', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 400, 552, y, 15, 10);
  sh.text('Firma del transportista', 40, y + 4, { size: 9, italic: true });
  sh.text('Firma y sello del cliente', 200, y + 4, { size: 9, italic: true });
  return sh.finish();
}

export const tiles: NoteLayout = {
  name: 'b4-roof-tile',
  suppliers: [
    {
      name: 'Tejas Cerámicas del Bajo Aragón, S.A.',
      nif: cif('A', '4405937'),
      address: ['Ctra. de Alcañiz, km 3', '44580 Valderrobres (Teruel)'],
      phone: '978 85 02 33',
      tagline: 'Fábrica de tejas y piezas especiales',
      variant: 0,
      date: 'short-month',
      money: 'euro-after',
      number: (n) => `26/${pad(n, 4)}`,
    },
    {
      name: 'TEJERA SAN ISIDRO, S.L.',
      nif: cif('B', '0672948'),
      address: ['Camino de la Tejera, s/n', '06400 Don Benito (Badajoz)'],
      phone: '924 80 45 19',
      tagline: 'Teja curva y mixta',
      variant: 1,
      date: 'long',
      money: 'plain',
      number: (n) => `${pad(n + 2300, 6)}`,
    },
    {
      name: 'Cerámica Tejar de Bailén, S.L.',
      nif: cif('B', '2340187'),
      address: ['Ctra. N-IV, km 294', '23710 Bailén (Jaén)'],
      phone: '953 67 11 84',
      tagline: 'Tejas cerámicas · Piezas de cumbrera',
      variant: 2,
      date: 'dash',
      money: 'euro-after',
      number: (n) => `TB-${pad(n, 5)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, TILES, rng.int(3, 6)),
  draw: drawTiles,
};

/** A tile factory whose note prints one line's amount that is not quantity × price (the hard document's). */
export const tilesWrongLine: Supplier = {
  name: 'Tejería Hermanos Pascual, S.L.',
  nif: cif('B', '1624807'),
  address: ['Paraje Los Tejares, 8', '16400 Tarancón (Cuenca)'],
  phone: '969 32 07 41',
  tagline: 'Teja árabe artesana',
  variant: 3,
  date: 'short-month',
  money: 'euro-after',
  number: (n) => `26/${pad(n, 4)}`,
};
