import { amountOf, cif, type Col, dni, fromCatalog, grid, initials, type Line, money, pad, printDate, qty, row, totalRows, Sheet } from './kit.js';
import type { NoteData, NoteLayout } from './model.js';

/**
 * Valued delivery notes of bulk supplies: cement in bulk into a site silo (weighbridge gross,
 * tare and net before the priced lines), a water tanker's half-page ticket (a red pre-printed
 * number, VAT not included) and a gypsum factory (number and date in a header grid with the
 * labels in the cells above, product codes).
 */

// ---------- bulk cement (silo) ----------

async function drawCement(d: NoteData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  sh.box(40, 40, 48, 48, { width: 2.5 });
  sh.center(initials(s.name), 64, 57, { size: 15, bold: true });
  sh.text(s.name, 98, 42, { size: 11, bold: true });
  s.address.forEach((a, i) => sh.text(a, 98, 59 + i * 10.5, { size: 8.5 }));
  sh.text(`${['CIF', 'C.I.F.', 'CIF:'][v]} ${s.nif} · Tel. ${s.phone}`, 98, 80, { size: 8.5 });

  sh.box(385, 40, 170, 58, { fill: '#f2f2f2' });
  sh.text('ALBARÁN DE ENTREGA', 393, 46, { size: 11, bold: true });
  sh.text(['Nº', 'Albarán nº', 'Número'][v], 393, 64, { size: 9 });
  sh.right(d.number, 549, 64, { size: 10, bold: true });
  sh.text('Fecha', 393, 80, { size: 9 });
  sh.right(printDate(d.date, s.date), 549, 80, { size: 10 });

  sh.text('Cliente:', 40, 118, { size: 8, bold: true });
  [d.buyer.name, ...d.buyer.address, `CIF ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 40, 130 + i * 11, { size: 9 }));
  sh.text('Obra / Destino:', 310, 118, { size: 8, bold: true });
  sh.pen.paragraph(d.site, 310, 130, 245, { size: 9 });
  sh.text(`Silo de obra nº ${d.rng.int(1, 3)}`, 310, 164, { size: 9 });

  const net = d.lines[0].quantity;
  const tare = BigInt(d.rng.int(1380, 1520) * 10);
  const vehicle = `${pad(d.rng.int(1000, 9999), 4)}-${['KLM', 'HBT', 'JZR'][v]} / R-${pad(d.rng.int(1000, 9999), 4)}-BBC`;
  const weigh: [string, string][] = [
    ['Matrícula cisterna', vehicle],
    ['Hora de carga', `${pad(d.rng.int(6, 9), 2)}:${pad(d.rng.int(0, 59), 2)}`],
    ['Peso bruto', `${qty((net + tare) * 1000n)} kg`],
    ['Tara', `${qty(tare * 1000n)} kg`],
    ['Peso neto', `${qty(net * 1000n)} kg`],
  ];
  sh.box(40, 200, 515, 34);
  weigh.forEach(([k, val], i) => {
    const x = 40 + i * 103;
    if (i > 0) sh.line(x, 200, x, 234, 0.4);
    sh.text(k, x + 4, 205, { size: 7 });
    sh.text(val, x + 4, 218, { size: 8.5, bold: i >= 2 });
  });

  const cols: Col[] = [
    { x: 40, w: 260 },
    { x: 300, w: 65, align: 'right' },
    { x: 365, w: 35, align: 'center' },
    { x: 400, w: 70, align: 'right' },
    { x: 470, w: 85, align: 'right' },
  ];
  const top = 252;
  sh.box(40, top, 515, 15, { fill: '#f2f2f2' });
  row(sh, cols, ['Producto', 'Cantidad', 'Ud', 'Precio', 'Importe'], top + 4, { size: 8, bold: true });
  let y = top + 22;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity, 2), l.unit, money(l.price), money(amountOf(l))], y, { size: 9 });
    y += 15;
  }
  grid(sh, cols, top, y + 4);
  const t = d.totals;
  y += 16;
  const rows: [string, string][] = [
    ['Base imponible', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['Total albarán', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 400, 552, y, 14, 9);
  sh.box(40, y, 220, 50);
  sh.text('Recibí conforme (firma y DNI):', 45, y + 4, { size: 7.5 });
  sh.text('Cemento conforme a UNE-EN 197-1. Marcado CE. Manipular con guantes y gafas.', 40, 790, { size: 7 });
  return sh.finish();
}

export const cement: NoteLayout = {
  name: 'b4-cement-silo',
  suppliers: [
    {
      name: 'Cementos a Granel del Cinca, S.L.',
      nif: cif('B', '2231876'),
      address: ['Ctra. N-240, km 142', '22400 Monzón (Huesca)'],
      phone: '974 40 16 28',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `26-${pad(n, 6)}`,
    },
    {
      name: 'GRANELES CEMENTEROS DE LA MANCHA, S.A.',
      nif: cif('A', '1384259'),
      address: ['Pol. Ind. Larache, C/ Arroyo, 12', '13200 Manzanares (Ciudad Real)'],
      phone: '926 61 30 74',
      variant: 1,
      date: 'dash',
      money: 'plain',
      number: (n) => `A${pad(n, 7)}`,
    },
    {
      name: 'Distribuciones Cementeras Bierzo, S.L.',
      nif: cif('B', '2448613'),
      address: ['Avda. de Galicia, 401', '24402 Ponferrada (León)'],
      phone: '987 42 55 16',
      variant: 2,
      date: 'dots2',
      money: 'euro-after',
      number: (n) => `${pad(n, 5)}/26`,
    },
  ],
  lines: (rng, s) => {
    const cement: Line = {
      description: ['Cemento CEM II/A-L 42,5 R a granel', 'Cemento CEM I 52,5 R a granel', 'Cemento CEM II/B-M (V-L) 32,5 N granel'][s.variant],
      quantity: BigInt(rng.int(2200, 2800) * 10),
      unit: 't',
      price: rng.cents(8900, 11800, 5),
      rate: 21,
    };
    const more: Line[] = [{ description: 'Portes cisterna hasta obra', quantity: 1000n, unit: 'ud', price: rng.cents(14000, 26000, 500), rate: 21 }];
    if (rng.chance(0.6)) more.push({ description: 'Alquiler de silo 30 t', quantity: BigInt(rng.int(7, 30) * 1000), unit: 'día', price: rng.cents(1200, 1800, 10), rate: 21 });
    return [cement, ...more];
  },
  draw: drawCement,
};

// ---------- water tanker ----------

async function drawWater(d: NoteData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  sh.box(30, 30, 535, 390, { width: 1.2 });
  sh.text(s.name, 44, 44, { size: 13, bold: true });
  sh.text(s.tagline ?? '', 44, 61, { size: 8.5, italic: true });
  sh.text(s.address.join(' - '), 44, 73, { size: 8.5 });
  sh.text(`${['N.I.F.', 'NIF', 'N.I.F.'][v]} ${s.nif}   Tlf. ${s.phone}`, 44, 85, { size: 8.5 });
  sh.text('ALBARÁN', 420, 44, { size: 12, bold: true });
  sh.colored('#c00000', () => sh.text(`Nº ${d.number}`, 420, 60, { size: 13, bold: true }));
  sh.text(`Fecha: ${printDate(d.date, s.date)}`, 420, 80, { size: 9.5 });

  sh.line(30, 100, 565, 100, 0.6);
  sh.text(`Cliente: ${d.buyer.name}`, 44, 110, { size: 9 });
  sh.text(`C.I.F.: ${d.buyer.nif}`, 400, 110, { size: 9 });
  sh.text(`Obra: ${d.site}`, 44, 124, { size: 9 });
  sh.text(`Matrícula: ${pad(d.rng.int(1000, 9999), 4)} ${['FRT', 'GKM', 'DLS'][v]}`, 400, 124, { size: 9 });

  const cols: Col[] = [
    { x: 44, w: 250 },
    { x: 294, w: 60, align: 'right' },
    { x: 354, w: 45, align: 'center' },
    { x: 399, w: 70, align: 'right' },
    { x: 469, w: 82, align: 'right' },
  ];
  const top = 146;
  row(sh, cols, ['Concepto', 'Cantidad', 'Unidad', 'Precio', 'Importe'], top + 4, { size: 8.5, bold: true });
  sh.line(44, top + 16, 551, top + 16, 0.6);
  let y = top + 22;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity, l.unit === 'm³' ? 1 : 0), l.unit, money(l.price), money(amountOf(l))], y, { size: 9 });
    y += 16;
  }
  grid(sh, cols, top, top + 120);
  sh.text('Importe total (IVA no incluido)', 300, top + 130, { size: 9.5, bold: true });
  sh.right(money(d.totals.base, s.money), 551, top + 130, { size: 9.5, bold: true });
  sh.text('Recibí conforme:', 44, top + 168, { size: 8.5 });
  sh.line(44, top + 220, 220, top + 220, 0.4);
  sh.text('Agua no apta para consumo humano.', 300, top + 168, { size: 8, italic: true });
  return sh.finish();
}

export const water: NoteLayout = {
  name: 'b4-water-tanker',
  suppliers: [
    {
      name: 'Cubas de Agua Hermanos Salcedo, S.L.',
      nif: cif('B', '4561728'),
      address: ['Camino del Cerro, 4', '45200 Illescas (Toledo)'],
      phone: '925 51 07 63',
      tagline: 'Suministro de agua con camión cisterna',
      variant: 0,
      date: 'dash',
      money: 'euro-before',
      number: (n) => pad(4700 + n, 6),
    },
    {
      name: 'AGUAS Y RIEGOS ALJARAFE, S.L.',
      nif: cif('B', '4178205'),
      address: ['C/ Industria, 22 - P.I.S.A.', '41927 Mairena del Aljarafe (Sevilla)'],
      phone: '954 18 62 40',
      tagline: 'Cubas · Riego de caminos · Baldeos',
      variant: 1,
      date: 'slash',
      money: 'euro-after',
      number: (n) => pad(n + 1200, 5),
    },
    {
      name: 'Ramón Ferrer Gil',
      nif: dni('21456087'),
      address: ['Partida de la Foia, 17', '03440 Ibi (Alicante)'],
      phone: '609 44 12 87',
      tagline: 'Transporte de agua con cuba 15.000 l',
      variant: 2,
      date: 'dash',
      money: 'plain',
      number: (n) => `C-${pad(n, 4)}`,
    },
  ],
  lines: (rng) => {
    const trips = rng.int(1, 3);
    const lines: Line[] = [
      { description: 'Agua no potable para obra', quantity: BigInt(trips * rng.int(100, 150) * 100), unit: 'm³', price: rng.cents(280, 420, 5), rate: 21 },
      { description: 'Viaje cuba 15.000 l', quantity: BigInt(trips * 1000), unit: 'viaje', price: rng.cents(4500, 7500, 50), rate: 21 },
    ];
    if (rng.chance(0.5)) lines.push({ description: 'Hora de espera en obra', quantity: BigInt(rng.int(1, 6) * 500), unit: 'h', price: rng.cents(3500, 4800, 50), rate: 21 });
    return lines;
  },
  draw: drawWater,
};

// ---------- gypsum factory ----------

const GYPSUM = [
  { code: 'YG-25', d: 'Yeso grueso YG saco 25 kg', u: 'saco', q: [40, 320] as [number, number], p: [310, 460, 5] as [number, number, number] },
  { code: 'YF-20', d: 'Yeso fino YF saco 20 kg', u: 'saco', q: [20, 200] as [number, number], p: [340, 520, 5] as [number, number, number] },
  { code: 'YPM-25', d: 'Yeso proyectable YPM saco 25 kg', u: 'saco', q: [60, 480] as [number, number], p: [380, 560, 5] as [number, number, number] },
  { code: 'E35-20', d: 'Escayola E-35 saco 20 kg', u: 'saco', q: [10, 120] as [number, number], p: [420, 610, 5] as [number, number, number] },
  { code: 'PEL-60', d: 'Placa de escayola lisa 60x60', u: 'm²', q: [20, 240, 2] as [number, number, number], p: [390, 620, 5] as [number, number, number] },
  { code: 'YGR-GR', d: 'Yeso grueso a granel (silo)', u: 'kg', q: [4000, 18000] as [number, number], p: [9, 14] as [number, number] },
  { code: 'PAL-EU', d: 'Palé europeo (retornable)', u: 'ud', q: [1, 10] as [number, number], p: [900, 1200, 50] as [number, number, number] },
];

async function drawGypsum(d: NoteData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  sh.text(s.name, 40, 40, { size: v === 0 ? 15 : 13, bold: true });
  sh.text(s.tagline ?? '', 40, 60, { size: 8.5, italic: true });
  sh.text(s.address.join(' · '), 40, 72, { size: 8.5 });
  sh.text(`C.I.F.: ${s.nif}    Tel. ${s.phone}`, 40, 84, { size: 8.5 });
  sh.right('ALBARÁN', 555, 40, { size: 16, bold: true });

  const cells: [string, string][] =
    v === 0
      ? [['Nº ALBARÁN', d.number], ['FECHA', printDate(d.date, s.date)], ['Nº PEDIDO', `P-${d.rng.int(1000, 9999)}`], ['CÓD. CLIENTE', String(d.rng.int(430000, 430999))]]
      : v === 1
        ? [['ALBARÁN', d.number], ['FECHA ENTREGA', printDate(d.date, s.date)], ['SU PEDIDO', `OBRA-${d.rng.int(10, 99)}`], ['PORTES', 'PAGADOS']]
        : [['DOCUMENTO', d.number], ['FECHA', printDate(d.date, s.date)], ['REF. OBRA', `${d.rng.int(100, 999)}/26`], ['PÁG.', '1']];
  const cw = 515 / 4;
  cells.forEach(([label, value], i) => {
    const x = 40 + i * cw;
    sh.box(x, 106, cw, 13, { fill: '#dde6ee' });
    sh.box(x, 119, cw, 19);
    sh.text(label, x + 4, 109.5, { size: 7, bold: true });
    sh.text(value, x + 4, 125, { size: 9.5 });
  });

  sh.text('Cliente', 40, 152, { size: 7.5, bold: true });
  [d.buyer.name, ...d.buyer.address, `CIF ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 40, 163 + i * 11, { size: 9 }));
  sh.text('Dirección de entrega', 310, 152, { size: 7.5, bold: true });
  sh.pen.paragraph(d.site, 310, 163, 245, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 55 },
    { x: 95, w: 215 },
    { x: 310, w: 60, align: 'right' },
    { x: 370, w: 35, align: 'center' },
    { x: 405, w: 65, align: 'right' },
    { x: 470, w: 85, align: 'right' },
  ];
  const top = 228;
  sh.box(40, top, 515, 15, { fill: '#dde6ee' });
  row(sh, cols, ['Código', 'Descripción', 'Cantidad', 'Ud', 'Precio', 'Importe'], top + 4, { size: 8, bold: true });
  let y = top + 22;
  for (const l of d.lines) {
    row(sh, cols, [l.code!, l.description, qty(l.quantity, l.unit === 'm²' ? 2 : 0), l.unit, money(l.price, 'plain'), money(amountOf(l))], y, { size: 8.8 });
    y += 15;
  }
  grid(sh, cols, top, Math.max(y + 6, 420));
  y = Math.max(y + 6, 420) + 12;
  const t = d.totals;
  const rows: [string, string][] = [
    ['Subtotal', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate}%`, money(t.vat, s.money)],
    ['Total', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 405, 552, y, 14, 9);
  sh.text('Los palés se abonarán a su devolución en buen estado.', 40, y, { size: 8 });
  sh.text('Conforme cliente:', 40, y + 30, { size: 8 });
  return sh.finish();
}

export const gypsum: NoteLayout = {
  name: 'b4-gypsum',
  suppliers: [
    {
      name: 'YESOS Y ESCAYOLAS DE ALBARRACÍN, S.A.',
      nif: cif('A', '4428170'),
      address: ['Ctra. de Teruel, km 31', '44100 Albarracín (Teruel)'],
      phone: '978 70 03 52',
      tagline: 'Fábrica de yesos desde 1958',
      variant: 0,
      date: 'dots2',
      money: 'euro-after',
      number: (n) => `AL${pad(n, 6)}`,
    },
    {
      name: 'Yesera del Jalón, S.L.',
      nif: cif('B', '5027364'),
      address: ['Camino de la Estación, s/n', '50300 Calatayud (Zaragoza)'],
      phone: '976 88 14 20',
      tagline: 'Yesos, escayolas y prefabricados',
      variant: 1,
      date: 'slash',
      money: 'plain',
      number: (n) => `${pad(n, 5)}`,
    },
    {
      name: 'Prefabricados de Yeso Morata, S.L.',
      nif: cif('B', '8203641'),
      address: ['Pol. Ind. El Tejar, nave 9', '28530 Morata de Tajuña (Madrid)'],
      phone: '91 873 02 66',
      tagline: 'Yeso · Escayola · Placa',
      variant: 2,
      date: 'dots2',
      money: 'euro-before',
      number: (n) => `ALB-26-${pad(n, 4)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, GYPSUM, rng.int(3, 6)),
  draw: drawGypsum,
};
