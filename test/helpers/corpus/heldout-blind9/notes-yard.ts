import { A4, type Column, date, type DateStyle, type Figures, type Line, money, type MoneyStyle, q, qty, row, Sheet } from './kit.js';
import { CUSTOMERS, type Customer, type Party, printNotes } from './parties.js';

/**
 * Valued delivery notes from suppliers' yards: hoses and pumps for dewatering under a letterhead
 * on the right, surface-protection materials with a boxed header grid (labels above) and
 * descriptions wrapped in a narrow column, and lubricants for plant in Times under a centred
 * letterhead (a packaging column before the litres).
 */

// ---- hoses and pumps: letterhead on the right ------------------------------------------------

interface HoseVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  labels: { number: string; date: string };
  number: string;
  date: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  totalLabel: string;
  lines: Line[];
  producer: string;
}

const HOSES: HoseVariant[] = [
  {
    id: 'b9-hoses-turia',
    supplier: {
      name: 'Mangueras y Racores Industriales Turia, S.L.',
      nif: 'B46936001',
      street: 'Calle Ciudad de Sevilla, 52 - Fuente del Jarro',
      town: '46988 Paterna (Valencia)',
      phone: '961 340 577',
      email: 'ventas@mrituria.es',
      registry: 'Inscrita en el Registro Mercantil de Valencia, tomo 8.102, folio 65, hoja V-104.417',
    },
    customer: CUSTOMERS.almenara,
    labels: { number: 'Nº albarán', date: 'Fecha' },
    number: 'A-26-01942',
    date: '2026-04-07',
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    totalLabel: 'Importe total (sin IVA)',
    producer: 'Sage 50',
    lines: [
      { code: 'MP-075', text: 'Manguera plana impulsión 75 mm', qty: q('100'), unit: 'm', price: 385n },
      { code: 'RB-070', text: 'Racor Barcelona aluminio 70 mm', qty: q('6'), unit: 'ud', price: 1460n },
      { code: 'ME-100', text: 'Manguera espiral aspiración 100 mm', qty: q('12'), unit: 'm', price: 1890n },
      { code: 'AB-DO', text: 'Abrazadera doble oreja inox', qty: q('24'), unit: 'ud', price: 135n },
    ],
  },
  {
    id: 'b9-hoses-henares',
    supplier: {
      name: 'Bombas y Conducciones Henares, S.L.',
      nif: 'B28774727',
      street: 'Avenida de Madrid, 108 - P.I. La Garena',
      town: '28806 Alcalá de Henares (Madrid)',
      phone: '918 820 651',
      web: 'www.bombashenares.com',
    },
    customer: CUSTOMERS.puertaSol,
    labels: { number: 'ALBARÁN Nº', date: 'FECHA' },
    number: '2026/3371',
    date: '2026-08-13',
    dates: 'dmy-',
    amounts: 'dot-comma',
    totalLabel: 'Total neto',
    producer: 'Ekon ERP',
    lines: [
      { code: 'BS-15', text: 'Bomba sumergible achique 1,5 kW 230 V', qty: q('2'), unit: 'ud', price: 41500n },
      { code: 'BS-FL', text: 'Boya de nivel con cable 10 m', qty: q('2'), unit: 'ud', price: 2950n },
      { code: 'MP-050', text: 'Manguera plana 50 mm (rollo 25 m)', qty: q('50'), unit: 'm', price: 245n },
      { code: 'CS-050', text: 'Acoplamiento Storz 52 mm', qty: q('4'), unit: 'ud', price: 1120n },
      { code: 'PT', text: 'Portes', qty: q('1'), unit: 'ud', price: 1800n },
    ],
  },
  {
    id: 'b9-hoses-sureste',
    supplier: {
      name: 'Fluidotecnia del Sureste, S.L.',
      nif: 'B-30671366',
      street: 'Polígono Cabezo Beaza, calle Berlín, 27',
      town: '30353 Cartagena (Murcia)',
      phone: '968 120 744',
      email: 'admin@fluidosureste.es',
      registry: 'R.M. de Murcia, tomo 2.977, folio 201, hoja MU-79.330',
    },
    customer: CUSTOMERS.bajoCinca,
    labels: { number: 'Albarán', date: 'Fecha albarán' },
    number: 'FS 0734',
    date: '2026-12-01',
    dates: 'dmy/',
    amounts: 'dot-comma',
    totalLabel: 'Suma albarán',
    producer: 'Microsoft Dynamics NAV',
    lines: [
      { code: '310.42', text: 'Tubería PEAD 90 mm PN10 para colector', qty: q('36'), unit: 'm', price: 615n },
      { code: '310.77', text: 'Válvula de retención 3" latón', qty: q('3'), unit: 'ud', price: 3280n },
      { code: '520.10', text: 'Manguera de descarga 110 mm', qty: q('20'), unit: 'm', price: 1425n },
    ],
  },
];

async function drawHoses(v: HoseVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 9);
  const L = 45;
  const R = A4.width - 45;
  p.right(v.supplier.name, R, 40, { size: 12.5, bold: true });
  p.right(v.supplier.street, R, 58, { size: 8 });
  p.right(v.supplier.town, R, 69, { size: 8 });
  p.right(`Tel. ${v.supplier.phone} · ${v.supplier.email ?? v.supplier.web}`, R, 80, { size: 8 });
  p.right(`CIF ${v.supplier.nif}`, R, 91, { size: 8, bold: true });
  s.box(L, 40, 6, 58, { fill: '#1565c0' });
  p.text('ALBARÁN', L + 14, 42, { size: 19, bold: true });
  p.text(`${v.labels.number}: ${v.number}`, L + 14, 70, { bold: true });
  p.text(`${v.labels.date}: ${date(v.date, v.dates)}`, L + 14, 84);
  s.rule(L, 112, R, 112, { color: '#1565c0', width: 1 });
  p.text('Cliente:', L, 122, { size: 8, bold: true });
  p.text(v.customer.name, L + 50, 122, { bold: true });
  p.text(`${v.customer.street}, ${v.customer.town}`, L + 50, 134);
  p.text(`CIF: ${v.customer.nif}`, L + 50, 146);
  const t: Column[] = [
    { head: 'Ref.', x: L, w: 55 },
    { head: 'Descripción', x: L + 55, w: 230 },
    { head: 'Cant.', x: L + 285, w: 50, align: 'right' },
    { head: 'Ud.', x: L + 335, w: 30, align: 'center' },
    { head: 'Precio', x: L + 365, w: 60, align: 'right' },
    { head: 'Importe', x: L + 425, w: R - L - 425, align: 'right' },
  ];
  row(p, t, t.map((c) => c.head), 176, { bold: true, size: 8 });
  s.rule(L, 189, R, 189, { width: 0.5 });
  let y = 196;
  v.lines.forEach((l, i) => {
    row(p, t, [l.code ?? '', l.text, qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), money(f.lines[i], 'dot-comma')], y);
    s.rule(L, y + 13, R, y + 13, { width: 0.2, color: '#bbbbbb' });
    y += 18;
  });
  p.text(v.totalLabel, 330, y + 12, { bold: true });
  p.right(money(f.sum, v.amounts), R, y + 12, { bold: true });
  p.text('Transportista: medios propios · Matrícula 4821 KLM', L, y + 50, { size: 8 });
  p.text('Conforme cliente:', L, y + 70, { size: 8 });
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const hoseNotes = () => printNotes('b9-hoses-right', HOSES, drawHoses);

// ---- surface protection: a header grid, wrapped descriptions ---------------------------------

interface ProtectionVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  cells: [string, string][];
  number: string;
  date: string;
  amounts: MoneyStyle;
  lines: Line[];
  color: string;
  producer: string;
}

const PROTECTION: ProtectionVariant[] = [
  {
    id: 'b9-protection-terrassa',
    supplier: {
      name: 'Protección de Superficies en Obra, S.L.',
      nif: 'B08525768',
      street: 'Carrer de Colom, 410 - Polígon Can Parellada',
      town: '08223 Terrassa (Barcelona)',
      phone: '937 312 908',
      email: 'comercial@proteccionsuperficies.com',
      registry: 'Inscrita en el Registro Mercantil de Barcelona, tomo 45.203, folio 112, hoja B-480.116',
    },
    customer: CUSTOMERS.garrotxa,
    cells: [['Nº ALBARÁN', 'PSO-26-1183'], ['FECHA', '24/02/2026'], ['CLIENTE', '000318'], ['OBRA', 'Hotel Olot Centre'], ['PEDIDO', 'Email 20/02'], ['TRANSPORTE', 'Agencia']],
    number: 'PSO-26-1183',
    date: '2026-02-24',
    amounts: 'dot-comma-eur',
    color: '#455a64',
    producer: 'Sage 200',
    lines: [
      { text: 'Film protector autoadhesivo para suelos 0,6 x 100 m', qty: q('12'), unit: 'rollo', price: 4250n },
      { text: 'Cartón alveolar protector de pavimentos 1 x 50 m doble cara', qty: q('8'), unit: 'rollo', price: 6890n },
      { text: 'Cantonera de espuma para aristas 2 m', qty: q('60'), unit: 'ud', price: 245n },
      { text: 'Manta acolchada de protección de ascensor', qty: q('2'), unit: 'ud', price: 11500n },
    ],
  },
  {
    id: 'b9-protection-duero',
    supplier: {
      name: 'Film y Cartón Técnico Duero, S.L.',
      nif: 'B49786882',
      street: 'Avenida de Requejo, 55',
      town: '49012 Zamora',
      phone: '980 527 304',
      web: 'www.filmduero.es',
    },
    customer: CUSTOMERS.lizarraga,
    cells: [['Albarán', '26/00912'], ['Fecha', '05-05-2026'], ['Nº Cliente', '2291'], ['Obra', 'Pamplona Lezkairu'], ['Su pedido', 'OC-4471'], ['Página', '1/1']],
    number: '26/00912',
    date: '2026-05-05',
    amounts: 'dot-comma',
    color: '#8d6e63',
    producer: 'a3ERP',
    lines: [
      { text: 'Lámina transpirable de protección para carpintería exterior', qty: q('150'), unit: 'm²', price: 118n },
      { text: 'Cinta adhesiva baja adherencia 50 mm (rollo 50 m)', qty: q('36'), unit: 'ud', price: 395n },
      { text: 'Protector de escalera en polipropileno con adhesivo', qty: q('48'), unit: 'ud', price: 620n },
    ],
  },
  {
    id: 'b9-protection-cubriobra',
    supplier: {
      name: 'Cubriobra Suministros, S.L.U.',
      nif: 'B22080964',
      street: 'Polígono Sepes, calle Aragón, 11',
      town: '22006 Huesca',
      phone: '974 215 688',
      email: 'pedidos@cubriobra.es',
      registry: 'R.M. de Huesca, tomo 711, folio 34, hoja HU-14.602',
    },
    customer: CUSTOMERS.bajoCinca,
    cells: [['Número', 'CB-4410'], ['Fecha', '19.10.2026'], ['Cliente', 'UTE BAJO CINCA'], ['Obra', 'EDAR Fraga'], ['Pedido', 'Tel. J. Sierra'], ['Hoja', '1']],
    number: 'CB-4410',
    date: '2026-10-19',
    amounts: 'dot-comma',
    color: '#2e7d32',
    producer: 'Distrito K',
    lines: [
      { text: 'Plástico de polietileno galga 800 transparente 4 x 50 m', qty: q('6'), unit: 'rollo', price: 5600n },
      { text: 'Geotextil de protección 150 g/m² para soleras', qty: q('420'), unit: 'm²', price: 64n },
      { text: 'Tablero OSB 2500 x 1250 x 10 mm para protección de suelo', qty: q('30'), unit: 'ud', price: 1390n },
      { text: 'Malla naranja de balizamiento 1 x 50 m', qty: q('4'), unit: 'rollo', price: 2150n },
    ],
  },
];

async function drawProtection(v: ProtectionVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 8.5);
  const L = 42;
  const R = A4.width - 42;
  s.box(L, 36, 40, 40, { fill: v.color, radius: 6 });
  s.ink('#ffffff');
  p.center(v.supplier.name.slice(0, 2).toUpperCase(), L + 20, 50, { size: 14, bold: true });
  s.ink('#000000');
  p.text(v.supplier.name, L + 50, 38, { size: 12, bold: true });
  p.text(`${v.supplier.street} · ${v.supplier.town}`, L + 50, 55);
  p.text(`CIF ${v.supplier.nif} · Tel. ${v.supplier.phone} · ${v.supplier.email ?? v.supplier.web}`, L + 50, 66);
  p.right('ALBARÁN', R, 38, { size: 15, bold: true });
  // boxed header grid: two rows of three, the label in the cell above its value
  const cw = (R - L) / 6;
  v.cells.forEach(([label, value], i) => {
    const x = L + i * cw;
    s.box(x, 94, cw, 14, { fill: '#eeeeee', stroke: '#000000' });
    p.center(label, x + cw / 2, 98, { size: 7, bold: true });
    s.box(x, 108, cw, 18);
    p.center(value, x + cw / 2, 113, { size: 8 });
  });
  s.box(L, 138, 260, 52);
  p.text('Destinatario', L + 5, 142, { size: 7, bold: true });
  p.text(v.customer.name, L + 5, 153, { bold: true });
  p.text(`${v.customer.street}, ${v.customer.town}`, L + 5, 165);
  p.text(`CIF ${v.customer.nif}`, L + 5, 177);
  const t: Column[] = [
    { head: 'Descripción', x: L, w: 190 },
    { head: 'Cantidad', x: L + 190, w: 70, align: 'right' },
    { head: 'Unidad', x: L + 260, w: 60, align: 'center' },
    { head: 'Precio unit.', x: L + 320, w: 80, align: 'right' },
    { head: 'Importe', x: L + 400, w: R - L - 400, align: 'right' },
  ];
  s.box(L, 206, R - L, 15, { fill: v.color });
  s.ink('#ffffff');
  row(p, t, t.map((c) => c.head), 210, { bold: true });
  s.ink('#000000');
  let y = 228;
  v.lines.forEach((l, i) => {
    const parts = p.wrap(l.text, 182);
    parts.forEach((part, k) => p.text(part, L + 3, y + k * 11));
    row(p, t, ['', qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), money(f.lines[i], 'dot-comma')], y);
    y += parts.length * 11 + 7;
    s.rule(L, y - 4, R, y - 4, { color: '#cccccc', width: 0.3 });
  });
  const put = (label: string, value: string, yy: number, bold = false) => {
    s.box(360, yy, 90, 18);
    s.box(450, yy, R - 450, 18);
    p.text(label, 365, yy + 5, { bold });
    p.right(value, R - 5, yy + 5, { bold });
  };
  put('Base imponible', money(f.base, v.amounts), 520);
  put('IVA 21%', money(f.vat, v.amounts), 538);
  put('TOTAL', money(f.total, v.amounts), 556, true);
  p.text('Mercancía recibida conforme', L, 530, { size: 8 });
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const protectionNotes = () => printNotes('b9-protection-grid', PROTECTION, drawProtection);

// ---- lubricants for plant: Times, a centred letterhead, a packaging column -------------------

export interface LubricantVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  numberLabel: string;
  number: string;
  date: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: (Line & { pack: string })[];
  producer: string;
}

export const LUBRICANTS: LubricantVariant[] = [
  {
    id: 'b9-lubricants-cartagena',
    supplier: {
      name: 'Lubricantes y Filtros Campo de Cartagena, S.L.',
      nif: 'B30044804',
      street: 'Carretera de La Palma, km 3',
      town: '30394 Cartagena (Murcia)',
      phone: '968 531 260',
      email: 'pedidos@lubricartagena.es',
      registry: 'Inscrita en el Registro Mercantil de Murcia, tomo 1.804, folio 96, hoja MU-40.775',
    },
    customer: CUSTOMERS.almenara,
    numberLabel: 'ALBARÁN Nº',
    number: '26-2418',
    date: '2026-01-29',
    dates: 'words-es',
    amounts: 'dot-comma-eur',
    producer: 'Microsoft Word',
    lines: [
      { code: 'HV46', text: 'Aceite hidráulico HV 46', pack: 'Bidón 208 l', qty: q('208'), unit: 'l', price: 315n },
      { code: 'M1540', text: 'Aceite motor 15W-40 CK-4', pack: 'Garrafa 20 l', qty: q('60'), unit: 'l', price: 420n },
      { code: 'GLEP2', text: 'Grasa de litio EP2', pack: 'Cartucho 400 g', qty: q('24'), unit: 'ud', price: 380n },
      { code: 'ADB', text: 'AdBlue', pack: 'Garrafa 10 l', qty: q('80'), unit: 'l', price: 62n },
    ],
  },
  {
    id: 'b9-lubricants-orbigo',
    supplier: {
      name: 'Distribuciones Petrolíferas del Órbigo, S.A.',
      nif: 'A-24544967',
      street: 'Avenida de Portugal, 31',
      town: '24350 Veguellina de Órbigo (León)',
      phone: '987 376 112',
      web: 'www.petroliferasorbigo.es',
      registry: 'R. M. de León, T. 1.011, F. 203, H. LE-15.338',
    },
    customer: CUSTOMERS.lizarraga,
    numberLabel: 'Albarán número',
    number: 'DPO/5520',
    date: '2026-06-24',
    dates: 'dmy/',
    amounts: 'dot-comma',
    producer: 'Microsoft Word',
    lines: [
      { code: '01-110', text: 'Aceite transmisiones TO-4 SAE 30', pack: 'Bidón 60 l', qty: q('120'), unit: 'l', price: 465n },
      { code: '02-015', text: 'Filtro de gasoil retroexcavadora', pack: 'Unidad', qty: q('4'), unit: 'ud', price: 1875n },
      { code: '02-021', text: 'Filtro de aire primario', pack: 'Unidad', qty: q('2'), unit: 'ud', price: 4290n },
      { code: '05-300', text: 'Anticongelante orgánico 50 %', pack: 'Garrafa 5 l', qty: q('40'), unit: 'l', price: 290n },
    ],
  },
  {
    id: 'b9-lubricants-barros',
    supplier: {
      name: 'Aceites Industriales Tierra de Barros, S. Coop.',
      nif: 'F06377923',
      street: 'Carretera de Sevilla, 12',
      town: '06200 Almendralejo (Badajoz)',
      phone: '924 661 539',
      email: 'coop@aceitesbarros.es',
      registry: 'Sociedad cooperativa inscrita en el Registro de Sociedades Cooperativas de Extremadura, nº BA-1.207',
    },
    customer: CUSTOMERS.puertaSol,
    numberLabel: 'Nº de albarán:',
    number: '11893',
    date: '2026-10-06',
    dates: 'words-es',
    amounts: 'dot-comma',
    producer: 'LibreOffice',
    lines: [
      { code: 'H68', text: 'Aceite hidráulico HM 68', pack: 'Bidón 208 l', qty: q('416'), unit: 'l', price: 298n },
      { code: 'CAD', text: 'Aceite para cadenas de motosierra', pack: 'Garrafa 5 l', qty: q('25'), unit: 'l', price: 510n },
      { code: 'DES', text: 'Desencofrante base agua', pack: 'Garrafa 25 l', qty: q('100'), unit: 'l', price: 185n },
    ],
  },
];

/** `printedSum` replaces the printed total (a hard document's). */
export async function drawLubricants(v: LubricantVariant, f: Figures, printedSum?: bigint): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Times', 10);
  const C = A4.width / 2;
  const L = 50;
  const R = A4.width - 50;
  p.center(v.supplier.name, C, 40, { size: 15, bold: true });
  p.center(`${v.supplier.street} - ${v.supplier.town}`, C, 60, { size: 9.5 });
  p.center(`Teléfono ${v.supplier.phone} - ${v.supplier.email ?? v.supplier.web} - C.I.F. ${v.supplier.nif}`, C, 73, { size: 9.5 });
  s.rule(L + 60, 90, R - 60, 90, { width: 0.5 });
  p.text(`${v.numberLabel} ${v.number}`, L, 112, { bold: true, size: 11.5 });
  p.right(`Fecha: ${date(v.date, v.dates)}`, R, 113);
  p.text('Cliente:', L, 140, { italic: true });
  p.text(v.customer.name, L + 45, 140, { bold: true });
  p.text(`${v.customer.street}. ${v.customer.town}`, L + 45, 153);
  p.text(`C.I.F. ${v.customer.nif}`, L + 45, 166);
  const t: Column[] = [
    { head: 'Código', x: L, w: 48 },
    { head: 'Artículo', x: L + 48, w: 175 },
    { head: 'Envase', x: L + 223, w: 75 },
    { head: 'Cantidad', x: L + 298, w: 50, align: 'right' },
    { head: 'Ud.', x: L + 348, w: 25, align: 'center' },
    { head: 'Precio', x: L + 373, w: 50, align: 'right' },
    { head: 'Importe', x: L + 423, w: R - L - 423, align: 'right' },
  ];
  s.rule(L, 192, R, 192, { width: 0.8 });
  row(p, t, t.map((c) => c.head), 196, { bold: true, size: 9.5, pad: 2 });
  s.rule(L, 209, R, 209, { width: 0.4 });
  let y = 216;
  v.lines.forEach((l, i) => {
    row(p, t, [l.code ?? '', l.text, l.pack, qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), money(f.lines[i], 'dot-comma')], y, { size: 9.5, pad: 2 });
    y += 16;
  });
  s.rule(L, y + 4, R, y + 4, { width: 0.4 });
  p.text('Total albarán (sin I.V.A.)', 320, y + 14, { bold: true });
  p.right(money(printedSum ?? f.sum, v.amounts), R, y + 14, { bold: true });
  p.text('Recibido:', L, y + 60, { italic: true });
  p.text('Conductor:', L + 200, y + 60, { italic: true });
  if (v.supplier.registry) p.center(v.supplier.registry, C, 806, { size: 7.5, italic: true });
  return s.bytes();
}

export const lubricantNotes = () => printNotes('b9-lubricants-times', LUBRICANTS, (v, f) => drawLubricants(v, f));
