import { addDays, amountOf, cif, type Col, dni, endOfMonth, fromCatalog, iban, money, nie, pad, printDate, qty, row, totalRows, Sheet } from './kit.js';
import type { InvoiceData, InvoiceLayout, Supplier } from './model.js';

/**
 * Invoices of services on site: swimming pools under reverse charge (a coloured band with the
 * name in white, `FACTURA 2026/0412` as the title, no table rules), health-and-safety
 * coordination fees by self-employed people (a letter with the place and date, IRPF withheld)
 * and site cabins and portable toilets hired out (an ERP's Courier capitals, `Nº DOC.`,
 * `DOCUMENTO`, `FRA.`, the billed period beside the date, `1234,56 EUR`).
 */

// ---------- swimming pools (reverse charge) ----------

const POOL = [
  { d: 'Excavación mecánica de vaso y carga de tierras', u: 'm³', q: [40, 180, 2] as [number, number, number], p: [1450, 2400] as [number, number] },
  { d: 'Gunitado de vaso con hormigón proyectado HA-25, e=15 cm', u: 'm²', q: [60, 220, 2] as [number, number, number], p: [5400, 7800] as [number, number] },
  { d: 'Revestimiento de gresite 2,5x2,5 cm con cemento cola C2TE', u: 'm²', q: [60, 220, 2] as [number, number, number], p: [3100, 4700] as [number, number] },
  { d: 'Coronación de piedra artificial 50x33 cm', u: 'ml', q: [20, 70, 2] as [number, number, number], p: [3800, 5200] as [number, number] },
  { d: 'Equipo de depuración: filtro de arena Ø 600 y bomba 1 CV', u: 'ud', q: [1, 1] as [number, number], p: [145000, 220000, 100] as [number, number, number] },
  { d: 'Instalación hidráulica de skimmers, sumideros e impulsiones', u: 'ud', q: [1, 1] as [number, number], p: [90000, 160000, 100] as [number, number, number] },
  { d: 'Foco LED RGB con nicho empotrable', u: 'ud', q: [2, 8] as [number, number], p: [16500, 24000, 50] as [number, number, number] },
];

async function drawPool(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  const band = ['#0a6fa8', '#087f7a', '#3d4f9a'][v];
  sh.box(0, 0, A4W, 78, { fill: band, stroke: 'none' });
  sh.colored('#fff', () => {
    sh.text(s.name, 40, 24, { size: 16, bold: true });
    sh.text(s.tagline ?? '', 40, 46, { size: 9 });
    sh.right(`CIF: ${s.nif}`, 555, 24, { size: 9, bold: true });
    sh.right(s.address[0], 555, 38, { size: 8 });
    sh.right(s.address[1], 555, 49, { size: 8 });
    sh.right(`${s.phone} · ${s.email}`, 555, 60, { size: 8 });
  });
  sh.text(`FACTURA ${d.number}`, 40, 104, { size: 15, bold: true });
  sh.text(`${['Fecha de emisión', 'Fecha', 'Fecha factura'][v]}: ${printDate(d.issue, s.date)}`, 40, 126, { size: 9.5 });
  sh.text(`Obra: ${d.site}`, 40, 140, { size: 9 });

  sh.text('Destinatario', 340, 104, { size: 8, bold: true });
  [d.buyer.name, ...d.buyer.address, `CIF ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 340, 117 + i * 11.5, { size: 9.5 }));

  const cols: Col[] = [
    { x: 40, w: 275 },
    { x: 315, w: 55, align: 'right' },
    { x: 370, w: 30, align: 'center' },
    { x: 400, w: 70, align: 'right' },
    { x: 470, w: 85, align: 'right' },
  ];
  sh.colored(band, () => row(sh, cols, ['Concepto', 'Medición', 'Ud.', 'Precio', 'Importe'], 200, { size: 9, bold: true }));
  let y = 218;
  d.lines.forEach((l, i) => {
    if (i % 2 === 0) sh.box(40, y - 4, 515, 16, { fill: '#eef4f8', stroke: 'none' });
    row(sh, cols, [l.description, qty(l.quantity, 2), l.unit, money(l.price), money(amountOf(l))], y, { size: 8.8 });
    y += 16;
  });
  const t = d.totals;
  y += 30;
  const rows: [string, string][] = [
    ['Base imponible', money(t.base, s.money)],
    ['Cuota IVA (0 %)', money(0n, s.money)],
    ['Total factura', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 380, 552, y, 16, 10);
  sh.text('Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f)', 40, y, { size: 8.5, bold: true });
  sh.text('de la Ley 37/1992 del IVA. El IVA lo ingresa el destinatario.', 40, y + 11, { size: 8.5, bold: true });
  sh.text(`Vencimiento: ${printDate(d.due!, s.date)} · Transferencia a ${s.iban}`, 40, y + 40, { size: 8.5 });
  sh.center(s.registry!, A4W / 2, 812, { size: 6.5 });
  return sh.finish();
}

const A4W = 595.28;

export const pool: InvoiceLayout = {
  name: 'b4-pool',
  reverseCharge: true,
  suppliers: [
    {
      name: 'Piscinas Mediterráneo Obra Civil, S.L.',
      nif: cif('B', '0367184'),
      address: ['Partida Alzabares Bajo, 112', '03290 Elche (Alicante)'],
      phone: '966 67 30 18',
      email: 'obras@piscinasmediterraneo.es',
      iban: iban('2100', '2431', '1502001875'),
      tagline: 'Construcción y rehabilitación de piscinas',
      registry: 'Inscrita en el Registro Mercantil de Alicante, Tomo 3.790, Folio 201, Hoja A-140.882',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `2026/${pad(n, 4)}`,
    },
    {
      name: 'AQUAGUNIT PISCINAS, S.L.U.',
      nif: cif('B', '2917406'),
      address: ['C/ Alfarnate, 8 - Pol. Ind. Santa Teresa', '29004 Málaga'],
      phone: '952 24 19 83',
      email: 'admin@aquagunit.com',
      iban: iban('0182', '4150', '7102019640'),
      tagline: 'Gunitado de vasos · Revestimientos',
      registry: 'R.M. de Málaga, Tomo 5.102, Libro 4.011, Folio 64, Hoja MA-118.290',
      variant: 1,
      date: 'short-month',
      money: 'plain',
      number: (n) => `AQ${pad(n, 5)}`,
    },
    {
      name: 'Construcción de Piscinas Sierra Nevada, S.L.',
      nif: cif('B', '1850293'),
      address: ['Camino de Purchil, 66', '18004 Granada'],
      phone: '958 81 27 05',
      email: 'facturacion@piscinassierranevada.es',
      iban: iban('0487', '3052', '2520000981'),
      tagline: 'Piscinas de obra y spas',
      registry: 'Inscrita en el Registro Mercantil de Granada, Tomo 1.655, Folio 143, Hoja GR-47.019',
      variant: 2,
      date: 'iso',
      money: 'euro-before',
      number: (n) => `PSN-${pad(n, 4)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, POOL, rng.int(3, 6)),
  due: (issue, rng) => addDays(issue, rng.pick([30, 60])),
  draw: drawPool,
};

// ---------- health-and-safety coordination fees (IRPF) ----------

const FEES = [
  { d: 'Honorarios de coordinación de seguridad y salud en fase de ejecución (mensualidad)', u: 'mes', q: [1, 1] as [number, number], p: [95000, 185000, 500] as [number, number, number] },
  { d: 'Visitas adicionales a obra con acta de visita', u: 'ud', q: [1, 6] as [number, number], p: [9000, 14000, 500] as [number, number, number] },
  { d: 'Revisión e informe del Plan de Seguridad y Salud de subcontratista', u: 'ud', q: [1, 2] as [number, number], p: [25000, 45000, 500] as [number, number, number] },
  { d: 'Asistencia a reunión de coordinación de actividades empresariales', u: 'h', q: [2, 8] as [number, number], p: [4500, 6500, 500] as [number, number, number] },
];

async function drawFees(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant % 3;
  const sh = new Sheet('Helvetica', 10);
  sh.text(s.name, 50, 50, { size: 13, bold: true });
  sh.text(s.tagline!, 50, 68, { size: 9, italic: true });
  sh.text(`NIF: ${s.nif}`, 50, 84, { size: 9 });
  s.address.forEach((a, i) => sh.text(a, 50, 96 + i * 11, { size: 9 }));
  sh.text(`${s.phone} · ${s.email}`, 50, 118, { size: 9 });
  const city = s.address[1].replace(/^\d{5}\s+/, '').replace(/\s*\(.*\)$/, '');
  if (v === 0) sh.right(`${city}, ${printDate(d.issue, s.date)}`, 545, 150, { size: 10 });
  sh.center('FACTURA', 297.6, 178, { size: 14, bold: true });
  sh.text(['Número de factura:', 'Factura Núm.', 'Nº Factura:'][v], 50, 204, { size: 10 });
  sh.text(d.number, 160, 204, { size: 10, bold: true });
  if (v !== 0) {
    sh.text('Fecha:', 50, 218, { size: 10 });
    sh.text(printDate(d.issue, s.date), 160, 218, { size: 10 });
  }
  const label = ['Cliente:', 'A la atención de:', ''][v];
  let y = 204;
  if (label) {
    sh.text(label, 330, y, { size: 9, italic: true });
    y += 13;
  }
  [d.buyer.name, ...d.buyer.address, `CIF: ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 330, y + i * 12, { size: 10 }));
  sh.text(`Obra: ${d.site}`, 50, 290, { size: 9.5 });

  const cols: Col[] = [
    { x: 50, w: 300 },
    { x: 350, w: 50, align: 'right' },
    { x: 400, w: 70, align: 'right' },
    { x: 470, w: 75, align: 'right' },
  ];
  row(sh, cols, ['Concepto', 'Cant.', 'Precio', 'Importe'], 320, { size: 9.5, bold: true });
  sh.line(50, 334, 545, 334, 0.5);
  y = 342;
  for (const l of d.lines) {
    const parts = sh.pen.wrap(l.description, 290, { size: 9.5 });
    parts.forEach((p, i) => sh.text(p, 53, y + i * 12, { size: 9.5 }));
    row(sh, cols, ['', `${qty(l.quantity)} ${l.unit}`, money(l.price), money(amountOf(l))], y, { size: 9.5 });
    y += parts.length * 12 + 8;
  }
  sh.line(50, y, 545, y, 0.5);
  const t = d.totals;
  y += 14;
  const rows: [string, string][] = [
    ['Base imponible', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate} %`, money(t.vat, s.money)],
    [`Retención IRPF ${t.withholdingRate} %`, money(-t.withholding, s.money)],
    ['TOTAL A PERCIBIR', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 350, 542, y, 15, 10);
  y += 90;
  sh.text('Forma de pago: transferencia bancaria a la cuenta', 50, y, { size: 9.5 });
  sh.text(s.iban!, 50, y + 13, { size: 9.5, bold: true });
  if (t.withholdingRate === 7) sh.text('Retención del 7 % por inicio de actividad profesional (art. 101.5 Ley 35/2006).', 50, y + 34, { size: 8.5, italic: true });
  return sh.finish();
}

const professional = (name: string, nif: string, withholding: number, variant: number, more: Pick<Supplier, 'address' | 'phone' | 'email' | 'tagline' | 'date' | 'number'>): Supplier => ({
  name,
  nif,
  withholding,
  variant,
  money: ['euro-after', 'plain', 'euro-after'][variant % 3] as Supplier['money'],
  iban: iban('2038', String(1000 + variant * 1117).slice(0, 4), String(6000000000 + variant * 312_457_1)),
  ...more,
});

export const fees: InvoiceLayout = {
  name: 'b4-hs-fees',
  suppliers: [
    professional('María Teresa Gállego Ruiz', dni('17439826'), 15, 0, {
      address: ['Pº de la Constitución, 21, 4º dcha.', '50008 Zaragoza'],
      phone: '656 41 90 27',
      email: 'mtgallego.css@gmail.com',
      tagline: 'Arquitecta Técnica · Coordinadora de Seguridad y Salud',
      date: 'long',
      number: (n) => `2026-${pad(n, 3)}`,
    }),
    professional('Jorge Ibarra Montes', dni('72584013'), 7, 1, {
      address: ['C/ Pintor Rosales, 3, 1º B', '26002 Logroño (La Rioja)'],
      phone: '639 27 15 40',
      email: 'jibarra@coordinacionsyc.es',
      tagline: 'Ingeniero de Edificación · Técnico Superior en PRL',
      date: 'slash',
      number: (n) => `${n}/2026`,
    }),
    professional('Andrei Popescu Ionescu', nie('Y', '4127385'), 15, 2, {
      address: ['Avda. de Portugal, 47, 2º izq.', '37005 Salamanca'],
      phone: '688 10 53 92',
      email: 'a.popescu.ingenieria@outlook.es',
      tagline: 'Ingeniero Técnico Industrial · Coordinación de Seguridad y Salud',
      date: 'dash',
      number: (n) => `CSS-26-${pad(n, 2)}`,
    }),
  ],
  lines: (rng) => [...fromCatalog(rng, FEES.slice(0, 1), 1), ...fromCatalog(rng, FEES.slice(1), rng.int(1, 2))],
  draw: drawFees,
};

/** A coordinator whose invoice prints the IRPF withheld but a total that does not deduct it (the hard document's). */
export const feesUndeducted = professional('Lucía Fernández Oyarzun', dni('30671245'), 15, 3, {
  address: ['C/ General Concha, 12, 3º', '48010 Bilbao (Bizkaia)'],
  phone: '617 33 48 05',
  email: 'lfoyarzun.seguridad@gmail.com',
  tagline: 'Arquitecta Técnica · Coordinadora de Seguridad y Salud',
  date: 'long',
  number: (n) => `2026-${pad(n, 3)}`,
});

// ---------- site cabins and portable toilets hire ----------

const CABINS = [
  { code: 'CAS-OF6', d: 'ALQ. CASETA OFICINA 6,0X2,4 M', u: 'mes', q: [1, 3] as [number, number], p: [18000, 26000, 500] as [number, number, number] },
  { code: 'CAS-VE6', d: 'ALQ. CASETA VESTUARIO 6,0X2,4 M', u: 'mes', q: [1, 2] as [number, number], p: [16000, 23000, 500] as [number, number, number] },
  { code: 'CAS-AL4', d: 'ALQ. CASETA ALMACEN 4,0X2,4 M', u: 'dia', q: [5, 28] as [number, number], p: [450, 800, 5] as [number, number, number] },
  { code: 'WCQ-01', d: 'ALQ. WC QUIMICO PORTATIL', u: 'mes', q: [1, 6] as [number, number], p: [6500, 9500, 50] as [number, number, number] },
  { code: 'WCQ-LIM', d: 'SERVICIO LIMPIEZA Y VACIADO WC', u: 'ud', q: [4, 24] as [number, number], p: [1800, 2900, 10] as [number, number, number] },
  { code: 'TR-EN', d: 'TRANSPORTE CAMION GRUA ENTREGA', u: 'ud', q: [1, 2] as [number, number], p: [15000, 26000, 500] as [number, number, number] },
  { code: 'SEG-01', d: 'SEGURO DAÑOS MODULOS', u: 'mes', q: [1, 3] as [number, number], p: [900, 1800, 10] as [number, number, number] },
];

async function drawCabins(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Courier', 9);
  const dash = '-'.repeat(95);
  sh.text(s.name, 40, 40, { size: 12, bold: true });
  s.address.forEach((a, i) => sh.text(a, 40, 58 + i * 11));
  sh.text(`TLF. ${s.phone}`, 40, 80);
  sh.text(`${['C.I.F.', 'CIF', 'N.I.F.'][v]} ${s.nif}`, 40, 91);
  sh.text('F A C T U R A', 400, 40, { size: 12, bold: true });

  [d.buyer.name.toUpperCase(), ...d.buyer.address.map((a) => a.toUpperCase()), `CIF ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 310, 70 + i * 11));

  const from = `${d.issue.slice(0, 8)}01`;
  const to = endOfMonth(d.issue);
  sh.text(dash, 40, 130);
  const label = ['Nº DOC.:', 'DOCUMENTO:', 'FRA.:'][v];
  sh.text(`${label} ${d.number}`, 40, 141, { bold: true });
  sh.text(`FECHA: ${printDate(d.issue, s.date)}`, 230, 141);
  sh.text(`CLIENTE: ${pad(4310 + v * 17, 6)}`, 380, 141);
  sh.text(`PERIODO: ${printDate(from, s.date)} A ${printDate(to, s.date)}`, 40, 152);
  sh.text(`VTO.: ${printDate(d.due!, s.date)}`, 380, 152);
  sh.text(dash, 40, 163);
  sh.text(`OBRA: ${d.site.toUpperCase()}`, 40, 174);
  const cols: Col[] = [
    { x: 37, w: 60 },
    { x: 97, w: 210 },
    { x: 307, w: 50, align: 'right' },
    { x: 357, w: 35, align: 'center' },
    { x: 392, w: 70, align: 'right' },
    { x: 462, w: 96, align: 'right' },
  ];
  sh.text(dash, 40, 190);
  row(sh, cols, ['CODIGO', 'DESCRIPCION', 'CANT.', 'UD', 'PRECIO', 'IMPORTE'], 200, { bold: true });
  sh.text(dash, 40, 210);
  let y = 222;
  for (const l of d.lines) {
    row(sh, cols, [l.code!, l.description, qty(l.quantity), l.unit.toUpperCase(), money(l.price, 'bare'), money(amountOf(l), 'bare')], y);
    y += 12;
  }
  sh.text(dash, 40, y + 6);
  const t = d.totals;
  y += 22;
  const rows: [string, string][] = [
    ['BASE IMPONIBLE', money(t.base, 'eur-code')],
    [`I.V.A. ${t.rates[0].rate}%`, money(t.vat, 'eur-code')],
    ['TOTAL FACTURA', money(t.total, 'eur-code')],
  ];
  rows.forEach(([k, val], i) => {
    sh.text(k, 330, y + i * 13, { bold: i === 2 });
    sh.right(val, 555, y + i * 13, { bold: i === 2 });
  });
  sh.text('FORMA PAGO: RECIBO DOMICILIADO', 40, y);
  sh.text(`IBAN ${s.iban}`, 40, y + 13);
  sh.text(s.registry!, 40, 800, { size: 6.5 });
  return sh.finish();
}

export const cabins: InvoiceLayout = {
  name: 'b4-cabins',
  suppliers: [
    {
      name: 'MODULOS Y CASETAS ARAGON, S.L.',
      nif: cif('B', '5094127'),
      address: ['CTRA. VALENCIA KM 8,5 NAVE 3', '50410 CUARTE DE HUERVA (ZARAGOZA)'],
      phone: '976 50 38 12',
      iban: iban('2085', '5411', '0330219476'),
      registry: 'INSCRITA EN EL REGISTRO MERCANTIL DE ZARAGOZA, TOMO 4.022, FOLIO 118, HOJA Z-58.903',
      variant: 0,
      date: 'dots2',
      money: 'eur-code',
      number: (n) => `26/${pad(n, 6)}`,
    },
    {
      name: 'SANIRENT HIGIENE PORTATIL, S.L.',
      nif: cif('B', '8671534'),
      address: ['C/ LAGUNA DEL MARQUESADO 30 NAVE 14', '28021 MADRID'],
      phone: '91 798 44 60',
      iban: iban('0075', '0317', '0600412873'),
      registry: 'R.M. MADRID TOMO 29.611 FOLIO 77 HOJA M-533.014',
      variant: 1,
      date: 'slash2',
      money: 'eur-code',
      number: (n) => `FV${pad(n, 7)}`,
    },
    {
      name: 'ALQUILERES MODULARES GALAICOS, S.A.',
      nif: cif('A', '1520467'),
      address: ['POL. IND. DE SABÓN, PARCELA 112', '15142 ARTEIXO (A CORUÑA)'],
      phone: '981 60 27 34',
      iban: iban('2080', '0300', '8730040122'),
      registry: 'INSCRITA EN EL R.M. DE A CORUÑA, TOMO 2.840, FOLIO 9, HOJA C-31.606',
      variant: 2,
      date: 'dots2',
      money: 'eur-code',
      number: (n) => `A-${pad(n, 5)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, CABINS, rng.int(4, 7)),
  due: (issue) => addDays(issue, 30),
  draw: drawCabins,
};
