import { A4, type Column, columnRules, date, type DateStyle, type Figures, type Line, money, type MoneyStyle, q, qty, row, Sheet } from './kit.js';
import { CUSTOMERS, type Customer, type Party, printNotes } from './parties.js';

/**
 * Valued delivery notes from counters and distributors: personal protective equipment under an
 * ERP's label band (a size column between the description and the quantity), plan printing by a
 * reprographics shop worded in Catalan (prints by the m²), and a lifting-gear counter's narrow
 * Courier ticket.
 */

// ---- PPE and workwear: a label band, a size column -----------------------------------------

interface PpeVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  labels: [string, string, string, string, string];
  number: string;
  date: string;
  values: [string, string, string];
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: (Line & { size: string })[];
  color: string;
  withVat: boolean;
  producer: string;
}

const PPE: PpeVariant[] = [
  {
    id: 'b9-ppe-jalon',
    supplier: {
      name: 'Suministros de Protección Laboral Jalón, S.L.',
      nif: 'B50512649',
      street: 'Avenida San Juan el Real, 34',
      town: '50300 Calatayud (Zaragoza)',
      phone: '976 881 402',
      email: 'pedidos@splajalon.es',
      registry: 'Inscrita en el Registro Mercantil de Zaragoza, tomo 3.977, folio 140, hoja Z-55.812',
    },
    customer: CUSTOMERS.bajoCinca,
    labels: ['Nº Albarán', 'Fecha', 'Cliente', 'Obra', 'Su pedido'],
    number: 'AV26-03318',
    date: '2026-03-17',
    values: ['4300092', 'EDAR Fraga', 'P-0318 J. Obra'],
    dates: 'dmy/',
    amounts: 'dot-comma',
    color: '#ef6c00',
    withVat: false,
    producer: 'Sage 200',
    lines: [
      { code: 'CAS-01', text: 'Casco de seguridad con barboquejo blanco', size: 'U', qty: q('12'), unit: 'ud', price: 685n },
      { code: 'BOT-S3', text: 'Bota de seguridad S3 piel negra', size: '42', qty: q('4'), unit: 'par', price: 3490n },
      { code: 'BOT-S3', text: 'Bota de seguridad S3 piel negra', size: '44', qty: q('3'), unit: 'par', price: 3490n },
      { code: 'CHA-AV', text: 'Chaleco alta visibilidad amarillo', size: 'XL', qty: q('12'), unit: 'ud', price: 295n },
      { code: 'GUA-NIT', text: 'Guante nitrilo recubierto (docena)', size: '9', qty: q('5'), unit: 'doc', price: 1680n },
    ],
  },
  {
    id: 'b9-ppe-guadiana',
    supplier: {
      name: 'Vestuario Laboral y EPIs Guadiana, S.L.',
      nif: 'B-06252803',
      street: 'Polígono El Nevero, calle Diecisiete, 8',
      town: '06006 Badajoz',
      phone: '924 273 155',
      web: 'www.episguadiana.com',
    },
    customer: CUSTOMERS.puertaSol,
    labels: ['Albarán nº', 'Fecha entrega', 'Cód. cliente', 'Dirección de entrega', 'Referencia'],
    number: '118407',
    date: '2026-06-09',
    values: ['C-2210', 'Obra Mérida Hospital', 'Pedido tel.'],
    dates: 'dmy-',
    amounts: 'dot-comma-eur',
    color: '#283593',
    withVat: true,
    producer: 'a3ERP',
    lines: [
      { code: '20115', text: 'Pantalón multibolsillos gris/negro', size: 'L', qty: q('10'), unit: 'ud', price: 1950n },
      { code: '20311', text: 'Polo manga corta alta visibilidad', size: 'L', qty: q('20'), unit: 'ud', price: 1125n },
      { code: '40020', text: 'Gafa de protección antiempañante', size: 'U', qty: q('15'), unit: 'ud', price: 390n },
      { code: '41007', text: 'Tapones auditivos con cordón (caja 100)', size: 'U', qty: q('1'), unit: 'caja', price: 5400n },
    ],
  },
  {
    id: 'b9-ppe-sit',
    supplier: {
      name: 'Seguridad Integral Textil, S.A.',
      brand: 'SIT·PRO',
      nif: 'A03658242',
      street: 'Calle Severo Ochoa, 37 - Parque Empresarial',
      town: '03203 Elche (Alicante)',
      phone: '965 681 229',
      email: 'clientes@sitpro.es',
      registry: 'R.M. Alicante, T. 1.902, F. 77, H. A-40.615',
    },
    customer: CUSTOMERS.almenara,
    labels: ['Documento', 'Fecha', 'Cliente', 'Obra', 'Pedido'],
    number: 'ALB-2026-7741',
    date: '2026-10-22',
    values: ['ALM-01', 'Residencial Benicàssim', '5512'],
    dates: 'dmy/',
    amounts: 'dot-comma',
    color: '#00796b',
    withVat: true,
    producer: 'SAP Business One',
    lines: [
      { code: 'ARN-2P', text: 'Arnés anticaídas 2 puntos con cinturón', size: 'M-XL', qty: q('6'), unit: 'ud', price: 5850n },
      { code: 'ELN-Y', text: 'Eslinga doble con absorbedor 1,8 m', size: '-', qty: q('6'), unit: 'ud', price: 4790n },
      { code: 'MAS-FFP2', text: 'Mascarilla FFP2 sin válvula (caja 20)', size: '-', qty: q('10'), unit: 'caja', price: 1190n },
      { code: 'CAZ-INV', text: 'Chaqueta impermeable reflectante', size: 'XXL', qty: q('4'), unit: 'ud', price: 3275n },
      { code: 'BOT-AG', text: 'Bota de agua de seguridad S5', size: '43', qty: q('4'), unit: 'par', price: 2210n },
    ],
  },
];

async function drawPpe(v: PpeVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 8.5);
  const L = 38;
  const R = A4.width - 38;
  if (v.supplier.brand) {
    s.ink(v.color);
    p.text(v.supplier.brand, L, 34, { size: 22, bold: true });
    s.ink('#000000');
    p.text(v.supplier.name, L, 60, { bold: true });
  } else p.text(v.supplier.name, L, 40, { size: 13, bold: true });
  p.text(`${v.supplier.street} - ${v.supplier.town}`, L, 72);
  p.text(`CIF ${v.supplier.nif} - Tel. ${v.supplier.phone} - ${v.supplier.email ?? v.supplier.web}`, L, 83);
  p.right('ALBARÁN DE ENTREGA', R, 40, { size: 14, bold: true });
  const cols: Column[] = [
    { head: v.labels[0], x: L, w: 95 },
    { head: v.labels[1], x: L + 95, w: 75 },
    { head: v.labels[2], x: L + 170, w: 70 },
    { head: v.labels[3], x: L + 240, w: 150 },
    { head: v.labels[4], x: L + 390, w: R - L - 390 },
  ];
  s.box(L, 104, R - L, 13, { fill: v.color });
  s.ink('#ffffff');
  row(p, cols, v.labels, 107.5, { bold: true, size: 7.5 });
  s.ink('#000000');
  s.box(L, 117, R - L, 16);
  columnRules(s, cols, 117, 133);
  row(p, cols, [v.number, date(v.date, v.dates), ...v.values], 121);
  p.text('Entregar a:', L, 146, { size: 7, italic: true });
  p.text(v.customer.name, L, 156, { bold: true });
  p.text(`${v.customer.street}, ${v.customer.town}`, L, 167);
  p.text(`CIF: ${v.customer.nif}`, L, 178);
  const t: Column[] = [
    { head: 'Referencia', x: L, w: 60 },
    { head: 'Descripción', x: L + 60, w: 215 },
    { head: 'Talla', x: L + 275, w: 40, align: 'center' },
    { head: 'Cantidad', x: L + 315, w: 50, align: 'right' },
    { head: 'Ud.', x: L + 365, w: 35, align: 'center' },
    { head: 'Precio', x: L + 400, w: 55, align: 'right' },
    { head: 'Importe', x: L + 455, w: R - L - 455, align: 'right' },
  ];
  s.box(L, 198, R - L, 13, { fill: v.color });
  s.ink('#ffffff');
  row(p, t, t.map((c) => c.head), 201.5, { bold: true, size: 7.5 });
  s.ink('#000000');
  let y = 217;
  v.lines.forEach((l, i) => {
    if (i % 2 === 1) s.box(L, y - 3, R - L, 14, { fill: '#f4f4f4' });
    row(p, t, [l.code ?? '', l.text, l.size, qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), money(f.lines[i], 'dot-comma')], y);
    y += 14;
  });
  s.rule(L, 480, R, 480, { color: v.color });
  const put = (label: string, value: string, yy: number, bold = false) => {
    p.text(label, 370, yy, { bold });
    p.right(value, R, yy, { bold });
  };
  if (v.withVat) {
    put('Base imponible', money(f.base, v.amounts), 490);
    put('IVA 21 %', money(f.vat, v.amounts), 504);
    put('Total albarán', money(f.total, v.amounts), 520, true);
  } else put('Total albarán (IVA no incluido)', money(f.sum, v.amounts), 490, true);
  s.box(L, 560, 200, 60);
  p.text('Recibí conforme (firma y DNI)', L + 5, 564, { size: 7 });
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const ppeNotes = () => printNotes('b9-ppe-band', PPE, drawPpe);

// ---- reprographics, in Catalan --------------------------------------------------------------

interface ReproVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  labels: { number: string; date: string };
  number: string;
  date: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  project: string;
  lines: Line[];
  withVat: boolean;
  producer: string;
}

const REPRO: ReproVariant[] = [
  {
    id: 'b9-repro-eixample',
    supplier: {
      name: 'Reprografia Tècnica Eixample, S.L.',
      nif: 'B08448961',
      street: "Carrer d'Aragó, 214",
      town: '08011 Barcelona',
      phone: '934 518 270',
      web: 'www.reproeixample.cat',
      registry: 'Inscrita al Registre Mercantil de Barcelona, tom 39.104, foli 18, full B-338.412',
    },
    customer: CUSTOMERS.garrotxa,
    labels: { number: 'Albarà núm.', date: 'Data' },
    number: 'E-26-04471',
    date: '2026-03-11',
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    project: "Projecte: Escola Bressol Olot - plànols d'execució",
    withVat: false,
    producer: 'Reprodesk',
    lines: [
      { text: 'Còpia plànol DIN A1 blanc i negre', qty: q('64'), unit: 'ud', price: 95n },
      { text: 'Plotter color paper 90 g', qty: q('12.48'), unit: 'm²', price: 640n },
      { text: 'Enquadernació en espiral DIN A3', qty: q('4'), unit: 'ud', price: 350n },
      { text: 'Escaneig de plànols DIN A0', qty: q('18'), unit: 'ud', price: 180n },
    ],
  },
  {
    id: 'b9-repro-girona',
    supplier: {
      name: 'Copisteria i Plotters Girona, S.L.U.',
      nif: 'B17584640',
      street: 'Carrer de la Rutlla, 61',
      town: '17002 Girona',
      phone: '972 203 118',
      email: 'comandes@plottersgirona.cat',
    },
    customer: CUSTOMERS.garrotxa,
    labels: { number: 'ALBARÀ Nº', date: 'DATA' },
    number: '26/1187',
    date: '2026-05-27',
    dates: 'words-ca',
    amounts: 'dot-comma',
    project: 'Obra: Habitatges carrer Sant Rafel (Olot)',
    withVat: true,
    producer: 'FactuSOL',
    lines: [
      { text: 'Impressió plànols A0 color', qty: q('22'), unit: 'ud', price: 520n },
      { text: "Lona impresa per a tanca d'obra", qty: q('18.75'), unit: 'm²', price: 1480n },
      { text: 'Plastificat mat DIN A2', qty: q('6'), unit: 'ud', price: 420n },
    ],
  },
  {
    id: 'b9-repro-camp',
    supplier: {
      name: 'Impremta Digital del Camp, SCCL',
      nif: 'F43127364',
      street: 'Avinguda de Sant Jordi, 19',
      town: '43201 Reus (Tarragona)',
      phone: '977 312 664',
      email: 'reprografia@impremtadelcamp.coop',
      registry: 'Cooperativa inscrita al Registre General de Cooperatives de Catalunya, full 4.219',
    },
    customer: CUSTOMERS.garrotxa,
    labels: { number: 'Núm. albarà', date: 'Data entrega' },
    number: 'ALB-002931',
    date: '2026-09-15',
    dates: 'dmy-',
    amounts: 'dot-comma',
    project: 'Referència client: Nau industrial Celrà',
    withVat: false,
    producer: 'Odoo 16',
    lines: [
      { text: 'Còpies DIN A3 blanc i negre', qty: q('350'), unit: 'ud', price: 12n },
      { text: 'Plotter blanc i negre paper 80 g', qty: q('31.2'), unit: 'm²', price: 210n },
      { text: 'Carpeta de projecte amb llom', qty: q('5'), unit: 'ud', price: 275n },
      { text: 'Gravació de documentació en USB', qty: q('2'), unit: 'ud', price: 900n },
    ],
  },
];

async function drawRepro(v: ReproVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 9);
  const L = 48;
  const R = A4.width - 48;
  s.box(L, 40, 34, 34, { stroke: '#222222', lineWidth: 2 });
  p.center('R', L + 17, 48, { size: 18, bold: true });
  p.text(v.supplier.name, L + 46, 42, { size: 12.5, bold: true });
  p.text(`${v.supplier.street} · ${v.supplier.town} · Tel. ${v.supplier.phone}`, L + 46, 59, { size: 8 });
  p.text(`NIF ${v.supplier.nif} · ${v.supplier.web ?? v.supplier.email}`, L + 46, 70, { size: 8 });
  p.text('ALBARÀ', L, 108, { size: 20, bold: true });
  p.text(`${v.labels.number}: ${v.number}`, L, 136, { bold: true });
  p.text(`${v.labels.date}: ${date(v.date, v.dates)}`, L, 150);
  p.text('Client', 320, 108, { size: 7.5, bold: true });
  p.text(v.customer.name, 320, 120, { bold: true });
  p.text(v.customer.street, 320, 132);
  p.text(v.customer.town, 320, 144);
  p.text(`NIF ${v.customer.nif}`, 320, 156);
  p.text(v.project, L, 178, { italic: true });
  const t: Column[] = [
    { head: 'Descripció', x: L, w: 245 },
    { head: 'Quantitat', x: L + 245, w: 60, align: 'right' },
    { head: 'Unitat', x: L + 305, w: 45, align: 'center' },
    { head: 'Preu', x: L + 350, w: 55, align: 'right' },
    { head: 'Import', x: L + 405, w: R - L - 405, align: 'right' },
  ];
  s.rule(L, 200, R, 200, { width: 1.2 });
  row(p, t, t.map((c) => c.head), 205, { bold: true });
  s.rule(L, 218, R, 218);
  let y = 226;
  v.lines.forEach((l, i) => {
    const places = l.qty % 1000n ? 2 : 0;
    row(p, t, [l.text, qty(l.qty, places), l.unit, money(l.price, 'dot-comma'), money(f.lines[i], 'dot-comma')], y);
    s.rule(L, y + 12, R, y + 12, { color: '#cccccc', width: 0.3 });
    y += 17;
  });
  y += 12;
  const put = (label: string, value: string, bold = false) => {
    p.text(label, 330, y, { bold });
    p.right(value, R, y, { bold });
    y += 15;
  };
  if (v.withVat) {
    put('Base imposable', money(f.base, v.amounts));
    put('IVA 21%', money(f.vat, v.amounts));
    put('Total', money(f.total, v.amounts), true);
  } else put('Total albarà (IVA no inclòs)', money(f.sum, v.amounts), true);
  p.text('Signatura i segell del client', L, y + 40, { size: 8 });
  s.rule(L, y + 80, L + 180, y + 80, { width: 0.4 });
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const reproNotes = () => printNotes('b9-repro-catalan', REPRO, drawRepro);

// ---- lifting gear: a counter's narrow Courier ticket -----------------------------------------

interface TicketVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  numberLabel: string;
  number: string;
  date: string;
  time: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  idLabel: string;
  lines: Line[];
  producer: string;
}

const LIFTING: TicketVariant[] = [
  {
    id: 'b9-lifting-bahia',
    supplier: { name: 'Eslingas y Elevación Bahía, S.L.', nif: 'B11317443', street: 'POL. IND. CORTIJO REAL, C/ B, 12', town: '11206 ALGECIRAS (CADIZ)', phone: '956 603 418' },
    customer: CUSTOMERS.almenara,
    numberLabel: 'ALBARAN N.',
    number: '0043127',
    date: '2026-02-10',
    time: '08:47',
    dates: 'dmy/',
    amounts: 'plain',
    idLabel: 'CIF',
    producer: 'TPV Elevación',
    lines: [
      { text: 'ESLINGA PLANA 2T 3M', qty: q('6'), unit: 'UD', price: 1290n },
      { text: 'GRILLETE LIRA 3,25T GALV', qty: q('10'), unit: 'UD', price: 415n },
      { text: 'CABLE ACERO 12MM 6X19', qty: q('25'), unit: 'M', price: 365n },
      { text: 'GANCHO SEGURIDAD 2T', qty: q('2'), unit: 'UD', price: 1840n },
    ],
  },
  {
    id: 'b9-lifting-nervion',
    supplier: { name: 'Cables y Cadenas Nervión, S.A.', nif: 'A48865281', street: 'C/ ZUAZOLANDA, 4', town: '48903 BARAKALDO (BIZKAIA)', phone: '944 385 027' },
    customer: CUSTOMERS.lizarraga,
    numberLabel: 'ALBARAN',
    number: 'T1-118834',
    date: '2026-07-03',
    time: '12:05',
    dates: 'dmy.',
    amounts: 'plain-EUR',
    idLabel: 'NIF',
    producer: 'TPV Nervion',
    lines: [
      { text: 'CADENA G80 10MM', qty: q('12.5'), unit: 'M', price: 1720n },
      { text: 'ESLINGA CADENA 2 RAMALES 3,15T', qty: q('1'), unit: 'UD', price: 18900n },
      { text: 'CANCAMO GIRATORIO M20', qty: q('4'), unit: 'UD', price: 2675n },
    ],
  },
  {
    id: 'b9-lifting-pardo',
    supplier: { name: 'Manuel Ángel Pardo Vidal', brand: 'ACCESORIOS DE ELEVACION PARDO', nif: '24373504J', street: 'RUA DE SANTIAGO, 41', town: '15402 FERROL (A CORUNA)', phone: '981 351 276' },
    customer: CUSTOMERS.arousa,
    numberLabel: 'N. ALBARAN',
    number: '2026/0588',
    date: '2026-11-18',
    time: '17:31',
    dates: 'dmy/',
    amounts: 'plain',
    idLabel: 'NIF',
    producer: 'TPV',
    lines: [
      { text: 'ESLINGA TUBULAR 3T 2M', qty: q('4'), unit: 'UD', price: 980n },
      { text: 'ESLINGA TUBULAR 5T 4M', qty: q('2'), unit: 'UD', price: 2350n },
      { text: 'GUARDACABOS 12MM', qty: q('8'), unit: 'UD', price: 110n },
      { text: 'SUJETACABLES 12MM', qty: q('16'), unit: 'UD', price: 95n },
      { text: 'CERTIFICADO CE LOTE', qty: q('1'), unit: 'UD', price: 1500n },
    ],
  },
];

async function drawTicket(v: TicketVariant, f: Figures): Promise<Uint8Array> {
  const W = 227;
  const s = new Sheet(v.producer, [W, 430 + v.lines.length * 22]);
  const p = s.pen('Courier', 7.5);
  const L = 10;
  const R = W - 10;
  const dashes = (y: number) => s.rule(L, y, R, y, { dash: 1.5, width: 0.4 });
  let y = 14;
  if (v.supplier.brand) {
    for (const part of p.wrap(v.supplier.brand, R - L, { bold: true, size: 8.5 })) {
      p.center(part, W / 2, y, { bold: true, size: 8.5 });
      y += 11;
    }
    p.center(v.supplier.name.toUpperCase(), W / 2, y);
  } else p.center(v.supplier.name.toUpperCase(), W / 2, y, { bold: true, size: 8 });
  p.center(v.supplier.street, W / 2, (y += 10));
  p.center(v.supplier.town, W / 2, (y += 10));
  p.center(`TEL ${v.supplier.phone}`, W / 2, (y += 10));
  p.center(`${v.idLabel} ${v.supplier.nif}`, W / 2, (y += 10));
  dashes((y += 14));
  p.text(`${v.numberLabel}: ${v.number}`, L, (y += 6), { bold: true });
  p.text(`FECHA: ${date(v.date, v.dates)}  HORA: ${v.time}`, L, (y += 11));
  p.text('VENDEDOR: 03', L, (y += 11));
  dashes((y += 13));
  p.text(`CLIENTE: ${v.customer.name.toUpperCase().slice(0, 36)}`, L, (y += 6));
  p.text(`CIF: ${v.customer.nif}`, L, (y += 11));
  dashes((y += 13));
  const t: Column[] = [
    { head: 'CANT', x: L, w: 34, align: 'right' },
    { head: 'UD', x: L + 34, w: 22, align: 'center' },
    { head: 'PRECIO', x: L + 56, w: 70, align: 'right' },
    { head: 'IMPORTE', x: L + 126, w: R - L - 126, align: 'right' },
  ];
  p.text('ARTICULO', L, (y += 6));
  row(p, t, t.map((c) => c.head), (y += 10), { pad: 0 });
  dashes((y += 12));
  y += 6;
  v.lines.forEach((l, i) => {
    p.text(l.text, L, y);
    row(p, t, [qty(l.qty, l.qty % 1000n ? 2 : 0, false), l.unit, money(l.price, 'plain'), money(f.lines[i], 'plain')], y + 10, { pad: 0 });
    y += 22;
  });
  dashes(y);
  const put = (label: string, value: string, bold = false) => {
    y += 11;
    p.text(label, L, y, { bold });
    p.right(value, R, y, { bold });
  };
  put('BASE IMPONIBLE', money(f.base, v.amounts));
  put('IVA 21%', money(f.vat, v.amounts));
  put('TOTAL', money(f.total, v.amounts), true);
  dashes((y += 16));
  p.center('MATERIAL CON DECLARACION CE', W / 2, (y += 8));
  p.center('GRACIAS POR SU VISITA', W / 2, (y += 10));
  return s.bytes();
}

export const liftingNotes = () => printNotes('b9-lifting-ticket', LIFTING, drawTicket);
