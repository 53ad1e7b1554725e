import { A4, type Column, date, type DateStyle, type Figures, type Line, money, type MoneyStyle, q, qty, row, Sheet } from './kit.js';
import { CUSTOMERS, type Customer, type Party, printInvoices } from './parties.js';

/**
 * Services to sites: collective protection (safety nets, guardrails, lifelines) printed by an old
 * ERP in Courier capitals, temporary traffic management with a two-column header, and drinking
 * water with dispensers worded in Galician, water at 10 % and the rest at 21 %.
 */

// ---- safety nets: Courier capitals, dashed rules ---------------------------------------------

interface CourierVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  labels: { number: string; date: string; due?: string };
  number: string;
  issue: string;
  due?: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: Line[];
  producer: string;
}

const NETS: CourierVariant[] = [
  {
    id: 'b9-nets-montes',
    supplier: { name: 'Redes de Seguridad Montes, S.L.', nif: 'B32853764', street: 'RUA DO PARAMO, 14 - POL. SAN CIBRAO', town: '32901 SAN CIBRAO DAS VINAS (OURENSE)', phone: '988 380 261' },
    customer: CUSTOMERS.arousa,
    labels: { number: 'NUM.FACTURA', date: 'FECHA......', due: 'VENCIMIENTO' },
    number: '000318',
    issue: '2026-05-12',
    due: '2026-06-11',
    dates: 'dmy/',
    amounts: 'plain',
    producer: 'GESTION 2000',
    lines: [
      { code: 'RS-S105', text: 'RED SEGURIDAD TIPO S 10X5 M, ALQUILER MES', qty: q('18'), unit: 'UD', price: 1450n },
      { code: 'RV-HOR', text: 'SISTEMA V CON HORCA, MONTAJE', qty: q('142'), unit: 'ML', price: 690n },
      { code: 'BR-SAR', text: 'BARANDILLA SARGENTO CON RODAPIE', qty: q('64'), unit: 'UD', price: 420n },
      { code: 'REV-01', text: 'REVISION TRIMESTRAL CON CERTIFICADO', qty: q('1'), unit: 'UD', price: 12000n },
    ],
  },
  {
    id: 'b9-nets-bierzo',
    supplier: {
      name: 'Protecciones Colectivas Bierzo, S.L.',
      nif: 'B24921926',
      street: 'AVDA. DE ASTURIAS, 212',
      town: '24400 PONFERRADA (LEON)',
      phone: '987 418 330',
      registry: 'INSCRITA EN EL R.M. DE LEON, TOMO 1.288, FOLIO 61, HOJA LE-22.915',
    },
    customer: CUSTOMERS.lizarraga,
    labels: { number: 'FACTURA N.', date: 'FECHA FRA.' },
    number: 'A/2026/00740',
    issue: '2026-08-21',
    dates: 'dmy-',
    amounts: 'plain-EUR',
    producer: 'DOS-ERP',
    lines: [
      { code: '0451', text: 'RED HORIZONTAL BAJO FORJADO (CAMPANA)', qty: q('420'), unit: 'M2', price: 310n },
      { code: '0452', text: 'DESMONTAJE RED HORIZONTAL', qty: q('420'), unit: 'M2', price: 95n },
      { code: '0610', text: 'TAPAS DE HUECO DE PASO 1X1 M', qty: q('26'), unit: 'UD', price: 1800n },
      { code: '0701', text: 'LINEA DE VIDA TEMPORAL 20 M', qty: q('3'), unit: 'UD', price: 16500n },
      { code: '0990', text: 'PORTES', qty: q('2'), unit: 'UD', price: 6000n },
    ],
  },
  {
    id: 'b9-nets-lozano',
    supplier: { name: 'Francisco Javier Lozano Gil', brand: 'LINEAS DE VIDA LOZANO', nif: '43812096V', street: 'C/ TEJARES, 88', town: '02002 ALBACETE', phone: '655 902 417' },
    customer: CUSTOMERS.puertaSol,
    labels: { number: 'FACTURA NUMERO', date: 'FECHA', due: 'VTO.' },
    number: 'L-0061',
    issue: '2026-12-03',
    due: '2027-01-02',
    dates: 'dmyy.',
    amounts: 'plain-EUR',
    producer: 'FACTUSOL',
    lines: [
      { code: 'LV-ANC', text: 'ANCLAJE ESTRUCTURAL A FORJADO', qty: q('24'), unit: 'UD', price: 2850n },
      { code: 'LV-CAB', text: 'CABLE INOX 8 MM LINEA HORIZONTAL', qty: q('96'), unit: 'ML', price: 1120n },
      { code: 'LV-CER', text: 'CERTIFICADO DE INSTALACION EN 795', qty: q('1'), unit: 'UD', price: 15000n },
    ],
  },
];

async function drawCourier(v: CourierVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Courier', 9);
  const L = 46;
  const R = A4.width - 46;
  const dashes = (y: number) => s.rule(L, y, R, y, { dash: 2, width: 0.5 });
  let y = 40;
  if (v.supplier.brand) {
    p.text(v.supplier.brand, L, y, { bold: true, size: 12 });
    y += 16;
  }
  p.text(v.supplier.name.toUpperCase(), L, y, { bold: !v.supplier.brand });
  p.text(v.supplier.street, L, (y += 12));
  p.text(v.supplier.town, L, (y += 12));
  p.text(`TEL. ${v.supplier.phone}`, L, (y += 12));
  p.text(`NIF: ${v.supplier.nif}`, L, (y += 12));
  p.text('F A C T U R A', 360, 40, { bold: true, size: 12 });
  const pad = (label: string) => label.padEnd(14, ' ');
  p.text(`${pad(v.labels.number)}: ${v.number}`, 330, 64);
  p.text(`${pad(v.labels.date)}: ${date(v.issue, v.dates)}`, 330, 76);
  if (v.labels.due && v.due) p.text(`${pad(v.labels.due)}: ${date(v.due, v.dates)}`, 330, 88);
  dashes(118);
  p.text(`CLIENTE: ${v.customer.name.toUpperCase()}`, L, 126);
  p.text(`         ${v.customer.street.toUpperCase()}`, L, 138);
  p.text(`         ${v.customer.town.toUpperCase()}`, L, 150);
  p.text(`C.I.F. : ${v.customer.nif}`, L, 162);
  dashes(176);
  const t: Column[] = [
    { head: 'CODIGO', x: L, w: 60 },
    { head: 'DESCRIPCION', x: L + 60, w: 250 },
    { head: 'CANT.', x: L + 310, w: 50, align: 'right' },
    { head: 'UD', x: L + 360, w: 25 },
    { head: 'PRECIO', x: L + 385, w: 55, align: 'right' },
    { head: 'IMPORTE', x: L + 440, w: R - L - 440, align: 'right' },
  ];
  row(p, t, t.map((c) => c.head), 182, { size: 8 });
  dashes(194);
  y = 202;
  v.lines.forEach((l, i) => {
    row(p, t, [l.code ?? '', l.text, qty(l.qty, 0, false), l.unit, money(l.price, 'plain'), money(f.lines[i], 'plain')], y, { size: 8 });
    y += 12;
  });
  dashes(520);
  const put = (label: string, value: string, yy: number, bold = false) => {
    p.text(label, 300, yy, { bold });
    p.right(value, R, yy, { bold });
  };
  put('BASE IMPONIBLE ....', money(f.base, v.amounts), 530);
  put('I.V.A. 21% ........', money(f.vat, v.amounts), 544);
  put('TOTAL FACTURA .....', money(f.total, v.amounts), 562, true);
  dashes(578);
  p.text('FORMA DE PAGO: TRANSFERENCIA', L, 590, { size: 8 });
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const netsInvoices = () => printInvoices('b9-nets-courier', NETS, drawCourier);

// ---- temporary traffic management: two columns at the head -----------------------------------

interface TwoColVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  data: [string, string][];
  number: string;
  issue: string;
  due?: string;
  site: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: Line[];
  accent: string;
  producer: string;
}

const TRAFFIC: TwoColVariant[] = [
  {
    id: 'b9-traffic-viasnorte',
    supplier: {
      name: 'Señalización Provisional Vías Norte, S.L.',
      nif: 'B33625286',
      street: 'Polígono de Silvota, calle Peña Santa, parcela 41',
      town: '33192 Llanera (Asturias)',
      phone: '985 265 018',
      email: 'trafico@viasnorte.es',
      registry: 'Inscrita en el Registro Mercantil de Asturias, tomo 4.520, folio 98, hoja AS-51.207',
    },
    customer: CUSTOMERS.lizarraga,
    data: [['Factura nº', 'VN-2026-0533'], ['Fecha', '19/06/2026'], ['Vencimiento', '19/07/2026'], ['Contrato', 'C-118/26'], ['Forma de pago', 'Transferencia']],
    number: 'VN-2026-0533',
    issue: '2026-06-19',
    due: '2026-07-19',
    site: 'Obra: Renovación colector AS-II, Gijón (corte de carril)',
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    accent: '#f57f17',
    producer: 'Sage 200',
    lines: [
      { text: 'Señalista de tráfico, jornada 8 h', qty: q('24'), unit: 'jornada', price: 16800n },
      { text: 'Semáforos portátiles (pareja) con batería', qty: q('12'), unit: 'día', price: 3500n },
      { text: 'Vehículo con flecha luminosa y señalista', qty: q('6'), unit: 'día', price: 27500n },
      { text: 'Conos TB-6 y balizas TL-2, alquiler semanal', qty: q('3'), unit: 'semana', price: 8500n },
    ],
  },
  {
    id: 'b9-traffic-meseta',
    supplier: {
      name: 'Balizamientos y Desvíos Meseta, S.A.',
      nif: 'A09456328',
      street: 'Calle Merindad de Montija, 7 - Polígono Villalonquéjar',
      town: '09001 Burgos',
      phone: '947 484 210',
      web: 'www.balizamientosmeseta.com',
      registry: 'R. M. de Burgos, tomo 611, folio 175, hoja BU-9.874',
    },
    customer: CUSTOMERS.bajoCinca,
    data: [['Documento', 'Factura'], ['Número', '26/1.418'], ['Fecha', '09-09-2026'], ['Cliente', '000412'], ['Vencimiento', '09-10-2026']],
    number: '26/1.418',
    issue: '2026-09-09',
    due: '2026-10-09',
    site: 'Desvío provisional A-131, p.k. 11+400 a 12+900',
    dates: 'dmy-',
    amounts: 'dot-comma',
    accent: '#c62828',
    producer: 'a3ERP',
    lines: [
      { text: 'Proyecto de señalización provisional (Norma 8.3-IC)', qty: q('1'), unit: 'ud', price: 48000n },
      { text: 'Implantación de desvío con barrera New Jersey', qty: q('1500'), unit: 'ml', price: 215n },
      { text: 'Alquiler de barrera New Jersey plástica, agosto', qty: q('1500'), unit: 'ml', price: 95n },
      { text: 'Señales TP y TR sobre trípode, alquiler', qty: q('34'), unit: 'ud', price: 1200n, discount: 10 },
      { text: 'Vigilancia nocturna del balizamiento', qty: q('31'), unit: 'noche', price: 6000n },
    ],
  },
  {
    id: 'b9-traffic-atlantica',
    supplier: {
      name: 'Regulación de Tráfico en Obra Atlántica, S.L.',
      nif: 'B36491520',
      street: 'Avenida de Madrid, 144',
      town: '36214 Vigo (Pontevedra)',
      phone: '986 271 449',
      email: 'info@rtoatlantica.gal',
    },
    customer: CUSTOMERS.arousa,
    data: [['Número de factura', 'RTA-0419'], ['Data emisión / Fecha', '2026-10-14'], ['Cliente', 'Ría de Arousa'], ['Pedido', 'Correo 02/10']],
    number: 'RTA-0419',
    issue: '2026-10-14',
    site: 'Obra: Paseo marítimo de Vilagarcía, fase 2',
    dates: 'iso',
    amounts: 'dot-comma-eur',
    accent: '#1565c0',
    producer: 'Holded',
    lines: [
      { text: 'Auxiliar de tráfico (hora)', qty: q('96'), unit: 'h', price: 1950n },
      { text: 'Semáforo portátil solar, alquiler', qty: q('10'), unit: 'día', price: 4000n },
      { text: 'Paneles direccionales TB-1, alquiler', qty: q('8'), unit: 'ud', price: 1500n },
    ],
  },
];

async function drawTwoCol(v: TwoColVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 8.5);
  const L = 40;
  const M = 318;
  const R = A4.width - 40;
  // left column: the supplier, then the customer
  s.box(L, 38, 26, 26, { fill: v.accent, radius: 13 });
  p.text(v.supplier.name, L + 34, 42, { size: 11.5, bold: true });
  p.text(v.supplier.street, L, 74);
  p.text(v.supplier.town, L, 85);
  p.text(`Tel. ${v.supplier.phone}`, L, 96);
  p.text(`NIF: ${v.supplier.nif}`, L, 107, { bold: true });
  p.text(v.supplier.web ?? v.supplier.email ?? '', L, 118);
  p.text('DESTINATARIO', L, 146, { size: 7, bold: true });
  p.text(v.customer.name, L, 157, { bold: true });
  p.text(v.customer.street, L, 168);
  p.text(v.customer.town, L, 179);
  p.text(`CIF: ${v.customer.nif}`, L, 190);
  // right column: the document's data, label and value
  s.ink(v.accent);
  p.text('FACTURA', M, 40, { size: 18, bold: true });
  s.ink('#000000');
  v.data.forEach(([label, value], i) => {
    p.text(label, M, 72 + i * 15, { size: 8 });
    p.right(value, R, 72 + i * 15, { bold: true });
    s.rule(M, 83 + i * 15, R, 83 + i * 15, { color: '#dddddd', width: 0.4 });
  });
  p.text(v.site, M, 160, { italic: true, size: 8 });
  const t: Column[] = [
    { head: 'Descripción', x: L, w: 270 },
    { head: 'Cantidad', x: L + 270, w: 55, align: 'right' },
    { head: 'Unidad', x: L + 325, w: 45, align: 'center' },
    { head: 'Precio', x: L + 370, w: 50, align: 'right' },
    { head: 'Dto.', x: L + 420, w: 30, align: 'right' },
    { head: 'Importe', x: L + 450, w: R - L - 450, align: 'right' },
  ];
  s.rule(L, 214, R, 214, { color: v.accent, width: 2 });
  row(p, t, t.map((c) => c.head), 219, { bold: true });
  s.rule(L, 231, R, 231, { color: v.accent, width: 0.6 });
  let y = 238;
  v.lines.forEach((l, i) => {
    row(p, t, [l.text, qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), l.discount ? `${l.discount} %` : '', money(f.lines[i], 'dot-comma')], y);
    y += 15;
  });
  s.rule(L, 500, R, 500, { color: v.accent, width: 0.6 });
  const put = (label: string, value: string, yy: number, bold = false) => {
    p.text(label, M, yy, { bold });
    p.right(value, R, yy, { bold, size: bold ? 10.5 : 8.5 });
  };
  put('Base imponible', money(f.base, v.amounts), 512);
  put('IVA (21 %)', money(f.vat, v.amounts), 527);
  put('Total', money(f.total, v.amounts), 546, true);
  p.text('IBAN ES07 0049 1500 0512 3456 7890', L, 512);
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const trafficInvoices = () => printInvoices('b9-traffic-twocol', TRAFFIC, drawTwoCol);

// ---- drinking water and dispensers, in Galician, at 10 % and 21 % ----------------------------

interface GalicianVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  number: string;
  issue: string;
  due: string;
  labels: { number: string; date: string; due: string };
  dates: DateStyle;
  amounts: MoneyStyle;
  lines: Line[];
  color: string;
  producer: string;
  /** The label of a row summing the rates' bases and VAT, when the supplier prints one. */
  sums?: string;
}

const WATER: GalicianVariant[] = [
  {
    id: 'b9-water-xallas',
    supplier: {
      name: 'Augas do Xallas Distribución, S.L.',
      nif: 'B15332166',
      street: 'Polígono do Tambre, rúa Vía Pasteur, 41',
      town: '15890 Santiago de Compostela (A Coruña)',
      phone: '981 552 308',
      web: 'www.augasdoxallas.gal',
      registry: 'Inscrita no Rexistro Mercantil da Coruña, tomo 3.640, folio 121, folla C-58.117',
    },
    customer: CUSTOMERS.arousa,
    number: 'AX-2026/0882',
    issue: '2026-04-30',
    due: '2026-05-30',
    labels: { number: 'Factura n.º', date: 'Data', due: 'Vencemento' },
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    color: '#0288d1',
    producer: 'Sage 200',
    sums: 'Totais',
    lines: [
      { code: 'GF189', text: 'Garrafa auga mineral 18,9 l', qty: q('64'), unit: 'ud', price: 395n, rate: 10 },
      { code: 'AQ-DF', text: 'Aluguer dispensador auga fría/quente (abril)', qty: q('3'), unit: 'ud', price: 1200n, rate: 21 },
      { code: 'VS200', text: 'Vasos de papel 200 ml (caixa 3.000)', qty: q('2'), unit: 'cx', price: 3150n, rate: 21 },
      { code: 'AM15', text: 'Auga mineral 1,5 l (paquete 6)', qty: q('40'), unit: 'paq', price: 264n, rate: 10 },
    ],
  },
  {
    id: 'b9-water-fontes',
    supplier: {
      name: 'Fontes de Lugo Servizos, S. Coop. Galega',
      nif: 'F27361286',
      street: 'Rúa Ceao, 9 - Polígono do Ceao',
      town: '27003 Lugo',
      phone: '982 209 611',
      email: 'administracion@fontesdelugo.coop',
      registry: 'Inscrita no Rexistro de Cooperativas de Galicia co n.º LU-RCG-0412',
    },
    customer: CUSTOMERS.arousa,
    number: '2026-F-0197',
    issue: '2026-07-31',
    due: '2026-08-30',
    labels: { number: 'Número de factura', date: 'Data da factura', due: 'Data de vencemento' },
    dates: 'words-gl',
    amounts: 'dot-comma',
    color: '#2e7d32',
    producer: 'Odoo 17',
    lines: [
      { code: '100', text: 'Auga de manancial garrafa 20 l', qty: q('88'), unit: 'ud', price: 360n, rate: 10 },
      { code: '310', text: 'Aluguer fonte de auga, xullo', qty: q('4'), unit: 'ud', price: 1100n, rate: 21 },
      { code: '315', text: 'Hixienización de fonte', qty: q('4'), unit: 'ud', price: 1800n, rate: 21 },
    ],
  },
  {
    id: 'b9-water-mino',
    supplier: {
      name: 'Auga e Café Miño, S.L.',
      nif: 'B32837445',
      street: 'Avenida de Zamora, 97',
      town: '32005 Ourense',
      phone: '988 245 730',
      email: 'pedidos@augaecafemino.gal',
    },
    customer: CUSTOMERS.puertaSol,
    number: 'M/26/1204',
    issue: '2026-11-30',
    due: '2026-12-30',
    labels: { number: 'Fact. n.º', date: 'Data', due: 'Vencemento' },
    dates: 'dmy.',
    amounts: 'dot-comma',
    color: '#6d4c41',
    producer: 'FactuSOL',
    sums: 'Suma',
    lines: [
      { code: 'G19', text: 'Auga mineral natural 19 l', qty: q('45'), unit: 'ud', price: 410n, rate: 10 },
      { code: 'CF1', text: 'Café en cápsulas (caixa 100)', qty: q('3'), unit: 'cx', price: 2950n, rate: 10 },
      { code: 'DSP', text: 'Aluguer dispensador e cafeteira, novembro', qty: q('2'), unit: 'ud', price: 2200n, rate: 21 },
      { code: 'VSO', text: 'Vasos e axitadores', qty: q('4'), unit: 'paq', price: 680n, rate: 21 },
    ],
  },
];

async function drawGalician(v: GalicianVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 8.5);
  const L = 40;
  const R = A4.width - 40;
  s.circle(L + 18, 56, 18, v.color);
  s.ink('#ffffff');
  const initials = v.supplier.name.split(' ').filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
  p.center(initials, L + 18, 50, { size: 12, bold: true });
  s.ink('#000000');
  p.text(v.supplier.name, L + 46, 40, { size: 12.5, bold: true });
  p.text(`${v.supplier.street}, ${v.supplier.town}`, L + 46, 57);
  p.text(`NIF ${v.supplier.nif} · Tel. ${v.supplier.phone} · ${v.supplier.web ?? v.supplier.email}`, L + 46, 69);
  p.right('FACTURA', R, 100, { size: 16, bold: true });
  const data: [string, string][] = [
    [v.labels.number, v.number],
    [v.labels.date, date(v.issue, v.dates)],
    [v.labels.due, date(v.due, v.dates)],
  ];
  data.forEach(([label, value], i) => {
    p.text(`${label}:`, L, 100 + i * 13);
    p.text(value, L + 100, 100 + i * 13, { bold: true });
  });
  s.box(300, 128, R - 300, 58, { stroke: v.color, radius: 3 });
  p.text('Cliente', 306, 132, { size: 7, bold: true });
  p.text(v.customer.name, 306, 143, { bold: true });
  p.text(v.customer.street, 306, 154);
  p.text(v.customer.town, 306, 165);
  p.text(`NIF: ${v.customer.nif}`, 306, 176);
  const t: Column[] = [
    { head: 'Código', x: L, w: 45 },
    { head: 'Descrición', x: L + 45, w: 225 },
    { head: 'Cantidade', x: L + 270, w: 50, align: 'right' },
    { head: 'Ud.', x: L + 320, w: 30, align: 'center' },
    { head: 'Prezo', x: L + 350, w: 50, align: 'right' },
    { head: 'IVE', x: L + 400, w: 35, align: 'right' },
    { head: 'Importe', x: L + 435, w: R - L - 435, align: 'right' },
  ];
  s.box(L, 206, R - L, 15, { fill: v.color });
  s.ink('#ffffff');
  row(p, t, t.map((c) => c.head), 210, { bold: true });
  s.ink('#000000');
  let y = 228;
  v.lines.forEach((l, i) => {
    row(p, t, [l.code ?? '', l.text, qty(l.qty, 0), l.unit, money(l.price, 'dot-comma'), `${l.rate} %`, money(f.lines[i], 'dot-comma')], y);
    y += 15;
  });
  // the grid per rate, then the total
  const g: Column[] = [
    { head: 'Base impoñible', x: 260, w: 110, align: 'right' },
    { head: '% IVE', x: 370, w: 60, align: 'right' },
    { head: 'Cota IVE', x: R - 85, w: 85, align: 'right' },
  ];
  s.rule(260, 520, R, 520, { color: v.color });
  row(p, g, g.map((c) => c.head), 524, { bold: true });
  s.rule(260, 536, R, 536, { color: v.color, width: 0.4 });
  f.rates.forEach((r, i) => row(p, g, [money(r.base, 'dot-comma'), `${r.rate},00`, money(r.vat, 'dot-comma')], 542 + i * 13));
  let ty = 542 + f.rates.length * 13 + 10;
  if (v.sums) {
    s.rule(260, ty - 6, R, ty - 6, { color: v.color, width: 0.4 });
    row(p, g, [money(f.base, 'dot-comma'), v.sums, money(f.vat, 'dot-comma')], ty - 2, { bold: true });
    ty += 16;
  }
  s.box(260, ty, R - 260, 20, { fill: '#f1f8e9', stroke: v.color });
  p.text('TOTAL FACTURA', 266, ty + 6, { bold: true });
  p.right(money(f.total, v.amounts), R - 6, ty + 6, { bold: true, size: 10 });
  p.text('Forma de pagamento: domiciliación bancaria', L, 524);
  p.text(`${v.labels.due}: ${date(v.due, v.dates)}`, L, 537);
  if (v.supplier.registry) p.text(v.supplier.registry, L, 806, { size: 6.5 });
  return s.bytes();
}

export const waterInvoices = () => printInvoices('b9-water-galician', WATER, drawGalician);
