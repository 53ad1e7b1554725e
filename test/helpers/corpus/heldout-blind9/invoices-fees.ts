import { A4, type Column, date, type DateStyle, type Figures, type Line, money, type MoneyStyle, q, qty, row, Sheet } from './kit.js';
import { CUSTOMERS, type Customer, type Party, printInvoices } from './parties.js';

/**
 * Fees: airtightness (blower-door) and thermography tests written as a letter in Times by
 * professionals (IRPF withheld from the self-employed, none from a professional company), and a
 * technical control office's milestones for the decennial insurance, under a centred letterhead
 * with the totals in a row of boxed cells.
 */

// ---- airtightness tests: a hand-made letter ------------------------------------------------

interface LetterVariant {
  id: string;
  supplier: Party;
  profession: string;
  customer: Customer;
  city: string;
  numberLabel: string;
  number: string;
  issue: string;
  dates: DateStyle;
  amounts: MoneyStyle;
  idLabel: string;
  irpf?: { pct: number; label: string };
  lines: Line[];
  payment: string;
  producer: string;
}

const AIRTIGHTNESS: LetterVariant[] = [
  {
    id: 'b9-blowerdoor-ferrandiz',
    supplier: { name: 'Lucía Ferrándiz Soler', nif: '19772032-J', street: 'C/ Enmedio, 58, 2º B', town: '12001 Castellón de la Plana', phone: '664 218 903', email: 'lucia@ferrandizblowerdoor.es' },
    profession: 'Ingeniera de Edificación · Ensayos de estanqueidad y termografía',
    customer: CUSTOMERS.almenara,
    city: 'Castellón de la Plana',
    numberLabel: 'Factura nº:',
    number: '2026/014',
    issue: '2026-03-12',
    dates: 'words-es',
    amounts: 'dot-comma-eur',
    idLabel: 'NIF',
    irpf: { pct: 15, label: 'Retención IRPF 15 %' },
    payment: 'Forma de pago: transferencia bancaria a ES45 0081 1234 5600 0198 7654.',
    producer: 'Microsoft Word',
    lines: [
      { text: 'Ensayo Blower Door (UNE-EN ISO 9972, método 1) por vivienda', qty: q('6'), unit: 'ud', price: 24000n },
      { text: 'Termografía infrarroja de la envolvente con informe', qty: q('1'), unit: 'ud', price: 38000n },
      { text: 'Desplazamiento a obra (Vila-real)', qty: q('1'), unit: 'ud', price: 4500n },
    ],
  },
  {
    id: 'b9-blowerdoor-popescu',
    supplier: { name: 'Andrei Popescu Ionescu', nif: 'Y2057728R', street: 'Calle Monasterio de Urdax, 31, 4º D', town: '31011 Pamplona', phone: '622 507 114', email: 'apopescu.termografia@gmail.com' },
    profession: 'Ingeniero Técnico Industrial · Colegiado nº 5.218',
    customer: CUSTOMERS.lizarraga,
    city: 'Pamplona',
    numberLabel: 'FACTURA Núm.',
    number: '07/2026',
    issue: '2026-05-18',
    dates: 'dmy/',
    amounts: 'dot-comma',
    idLabel: 'N.I.E.',
    irpf: { pct: 7, label: 'IRPF (7 %, inicio de actividad)' },
    payment: 'Pago mediante transferencia en el plazo de 30 días.',
    producer: 'LibreOffice',
    lines: [
      { text: 'Ensayo de infiltraciones intermedio (fase de instalaciones), bloque 1', qty: q('1'), unit: 'ud', price: 65000n },
      { text: 'Localización de fugas con humo y termografía', qty: q('5'), unit: 'h', price: 5500n },
      { text: 'Informe Passivhaus de estanqueidad n50', qty: q('1'), unit: 'ud', price: 22000n },
    ],
  },
  {
    id: 'b9-blowerdoor-passiv',
    supplier: {
      name: 'Hermeticidad y Termografía Passiv, S.L.P.',
      nif: 'B28088649',
      street: 'Calle de Bravo Murillo, 201, 1º izda.',
      town: '28020 Madrid',
      phone: '910 557 338',
      web: 'www.htpassiv.es',
      registry: 'Sociedad profesional inscrita en el Registro Mercantil de Madrid, T. 40.118, F. 12, H. M-712.204, y en el Registro de Sociedades Profesionales del COAATM',
    },
    profession: 'Ensayos de hermeticidad · Termografía · Certificación energética',
    customer: CUSTOMERS.puertaSol,
    city: 'Madrid',
    numberLabel: 'Factura:',
    number: 'HTP-26-031',
    issue: '2026-09-25',
    dates: 'words-es',
    amounts: 'dot-comma-eur',
    idLabel: 'CIF',
    payment: 'Vencimiento a la recepción. Transferencia a ES21 2038 1766 1160 0045 2231.',
    producer: 'Microsoft Word',
    lines: [
      { text: 'Ensayos de estanqueidad al aire, viviendas 1º A a 4º D', qty: q('16'), unit: 'ud', price: 19500n },
      { text: 'Ensayo de edificio completo con tres ventiladores', qty: q('1'), unit: 'ud', price: 145000n },
      { text: 'Termografía de puentes térmicos en fachada norte', qty: q('1'), unit: 'ud', price: 42000n },
    ],
  },
];

async function drawLetter(v: LetterVariant, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Times', 11);
  const C = A4.width / 2;
  const L = 72;
  const R = A4.width - 72;
  p.center(v.supplier.name, C, 50, { size: 17, bold: true });
  p.center(v.profession, C, 72, { size: 10, italic: true });
  p.center(`${v.supplier.street} · ${v.supplier.town} · ${v.idLabel} ${v.supplier.nif}`, C, 88, { size: 9.5 });
  p.center(`Tel. ${v.supplier.phone} · ${v.supplier.email ?? v.supplier.web}`, C, 101, { size: 9.5 });
  s.rule(L, 118, R, 118, { width: 0.5 });
  s.rule(L, 120.5, R, 120.5, { width: 0.5 });
  p.right(`${v.city}, ${date(v.issue, v.dates)}`, R, 142);
  p.text(`${v.numberLabel} ${v.number}`, L, 142, { bold: true });
  p.text('Cliente:', L, 176, { italic: true });
  p.text(v.customer.name, L + 50, 176, { bold: true });
  p.text(v.customer.street, L + 50, 190);
  p.text(v.customer.town, L + 50, 204);
  p.text(`CIF ${v.customer.nif}`, L + 50, 218);
  p.text('Por los trabajos profesionales siguientes:', L, 254);
  const t: Column[] = [
    { head: 'Concepto', x: L, w: 300 },
    { head: 'Uds.', x: L + 300, w: 35, align: 'right' },
    { head: 'Precio', x: L + 335, w: 55, align: 'right' },
    { head: 'Importe', x: L + 390, w: R - L - 390, align: 'right' },
  ];
  row(p, t, t.map((c) => c.head), 278, { bold: true, size: 10, pad: 0 });
  s.rule(L, 292, R, 292, { width: 0.4 });
  let y = 300;
  v.lines.forEach((l, i) => {
    const wrapped = p.wrap(l.text, 290, { size: 10.5 });
    wrapped.forEach((part, k) => p.text(part, L, y + k * 13, { size: 10.5 }));
    row(p, t, ['', qty(l.qty, 0), money(l.price, 'dot-comma'), money(f.lines[i], 'dot-comma')], y, { size: 10.5, pad: 0 });
    y += 13 * wrapped.length + 6;
  });
  s.rule(L + 250, y + 4, R, y + 4, { width: 0.4 });
  y += 14;
  const put = (label: string, value: string, bold = false) => {
    p.text(label, L + 250, y, { bold });
    p.right(value, R, y, { bold });
    y += 16;
  };
  put('Base imponible', money(f.base, v.amounts));
  put('IVA 21 %', money(f.vat, v.amounts));
  if (v.irpf) put(v.irpf.label, `-${money(f.irpf, v.amounts)}`);
  put(v.irpf ? 'Total a percibir' : 'Total factura', money(f.total, v.amounts), true);
  p.paragraph(v.payment, L, y + 30, R - L, { size: 10 });
  p.text('Atentamente,', L, y + 70, { italic: true });
  p.text(v.supplier.name, L, y + 110);
  if (v.supplier.registry) p.paragraph(v.supplier.registry, L, 780, R - L, { size: 7.5, italic: true });
  return s.bytes();
}

export const airtightnessInvoices = () => printInvoices('b9-blowerdoor-letter', AIRTIGHTNESS, drawLetter, (v) => ({ irpfPct: v.irpf?.pct }));

// ---- technical control office: milestones, totals in boxed cells ----------------------------

interface OctVariant {
  id: string;
  supplier: Party;
  customer: Customer;
  number: string;
  issue: string;
  due: string;
  file: string;
  policy: string;
  labels: [string, string, string, string];
  dates: DateStyle;
  amounts: MoneyStyle;
  fee: bigint;
  milestones: [string, number][];
  color: string;
  producer: string;
}

const OCT: OctVariant[] = [
  {
    id: 'b9-oct-norma',
    supplier: {
      name: 'Control Técnico de Edificación Norma, S.A.',
      brand: 'NORMA OCT',
      nif: 'A28150407',
      street: 'Calle Orense, 68, planta 7',
      town: '28020 Madrid',
      phone: '915 562 840',
      web: 'www.normaoct.es',
      registry: 'Inscrita en el Registro Mercantil de Madrid, Tomo 2.411, Folio 190, Sección 8ª, Hoja M-42.116. Entidad de control acreditada por ENAC nº 112/EI221.',
    },
    customer: CUSTOMERS.puertaSol,
    number: 'M-26-004418',
    issue: '2026-02-16',
    due: '2026-03-18',
    file: 'Exp. 28/CT/2025/1907',
    policy: 'Póliza SD-8812204',
    labels: ['Factura', 'Fecha', 'Vencimiento', 'Expediente'],
    dates: 'dmy/',
    amounts: 'dot-comma-eur',
    fee: 2184000n,
    milestones: [
      ['Hito 2 - Control de cimentación y estructura', 25],
      ['Hito 3 - Control de cerramientos y cubierta', 15],
    ],
    color: '#0d47a1',
    producer: 'SAP',
  },
  {
    id: 'b9-oct-mediterranea',
    supplier: {
      name: 'Oficina de Control Técnico Mediterránea, S.L.',
      nif: 'B-46966081',
      street: 'Avenida de Aragón, 30, 9ª',
      town: '46021 Valencia',
      phone: '963 371 905',
      email: 'facturacion@octmediterranea.com',
      registry: 'R.M. Valencia, T. 10.226, L. 7.508, F. 133, H. V-171.009',
    },
    customer: CUSTOMERS.almenara,
    number: 'FV 2026/0215',
    issue: '2026-07-01',
    due: '2026-08-15',
    file: 'Expediente CS-0417',
    policy: 'Riesgo: 38 viviendas, Benicàssim',
    labels: ['Nº factura', 'Fecha factura', 'Vto.', 'Referencia'],
    dates: 'dmy-',
    amounts: 'dot-comma',
    fee: 1365000n,
    milestones: [
      ['Revisión del proyecto de ejecución (D0)', 20],
      ['Informe D1 - cimentación', 10],
      ['Ensayos complementarios de hormigón (lote 3)', 5],
    ],
    color: '#00838f',
    producer: 'Sage 50',
  },
  {
    id: 'b9-oct-betica',
    supplier: {
      name: 'Supervisión Técnica Decenal Bética, S.L.',
      nif: 'B18470088',
      street: 'Calle Recogidas, 24, 3º',
      town: '18005 Granada',
      phone: '958 261 477',
      email: 'admon@stdbetica.es',
    },
    customer: CUSTOMERS.lizarraga,
    number: 'B/26/0129',
    issue: '2026-10-05',
    due: '2026-11-04',
    file: 'OCT-GR-2024-088',
    policy: 'Aseguradora: Mutua SD, póliza 77.120',
    labels: ['FACTURA', 'FECHA', 'VENCE', 'EXPEDIENTE'],
    dates: 'dmy.',
    amounts: 'dot-comma',
    fee: 972500n,
    milestones: [
      ['Hito final: informe D2 y certificado de fin de obra', 30],
      ['Visitas adicionales solicitadas (2)', 4],
    ],
    color: '#5d4037',
    producer: 'Microsoft Excel',
  },
];

function octLines(v: OctVariant): Line[] {
  return v.milestones.map(([text, percent]) => {
    if ((v.fee * BigInt(percent)) % 100n !== 0n) throw new Error(`heldout-blind9: ${percent} % of ${v.fee} is not whole cents`);
    return { text: `${text} (${percent} % s/ ${money(v.fee, 'dot-comma')})`, qty: q('1'), unit: 'ud', price: (v.fee * BigInt(percent)) / 100n };
  });
}

async function drawOct(v: OctVariant & { lines: Line[] }, f: Figures): Promise<Uint8Array> {
  const s = new Sheet(v.producer);
  const p = s.pen('Helvetica', 9);
  const C = A4.width / 2;
  const L = 45;
  const R = A4.width - 45;
  s.ink(v.color);
  p.center(v.supplier.brand ?? v.supplier.name.toUpperCase(), C, 36, { size: v.supplier.brand ? 22 : 14, bold: true });
  s.ink('#000000');
  if (v.supplier.brand) p.center(v.supplier.name, C, 62, { size: 9.5, bold: true });
  p.center(`${v.supplier.street} · ${v.supplier.town} · Tel. ${v.supplier.phone}`, C, 76, { size: 8 });
  p.center(`CIF: ${v.supplier.nif} · ${v.supplier.web ?? v.supplier.email}`, C, 87, { size: 8 });
  s.rule(L, 102, R, 102, { color: v.color, width: 1.5 });
  const values = [v.number, date(v.issue, v.dates), date(v.due, v.dates), v.file];
  const w = (R - L) / 4;
  v.labels.forEach((label, i) => {
    p.text(label, L + i * w, 112, { size: 7.5, bold: true });
    p.text(values[i], L + i * w, 123, { size: 10 });
  });
  s.rule(L, 140, R, 140, { color: '#bbbbbb' });
  p.text('Cliente', L, 150, { size: 7.5, bold: true });
  p.text(v.customer.name, L, 161, { bold: true });
  p.text(`${v.customer.street}, ${v.customer.town}`, L, 173);
  p.text(`CIF ${v.customer.nif}`, L, 185);
  p.text(v.policy, 340, 161);
  p.text('Control técnico de la edificación para el seguro decenal de daños', 340, 173, { size: 7.5, italic: true });
  const t: Column[] = [
    { head: 'Concepto', x: L, w: 380 },
    { head: 'Ud.', x: L + 380, w: 30, align: 'right' },
    { head: 'Importe', x: L + 410, w: R - L - 410, align: 'right' },
  ];
  s.rule(L, 214, R, 214, { color: v.color });
  row(p, t, t.map((c) => c.head), 218, { bold: true, size: 8 });
  s.rule(L, 230, R, 230, { color: v.color });
  let y = 238;
  v.lines.forEach((l, i) => {
    row(p, t, [l.text, qty(l.qty, 0), money(f.lines[i], 'dot-comma')], y);
    y += 16;
  });
  // totals: a row of boxed cells, labels above
  const cells: [string, string][] = [
    ['Base imponible', money(f.base, v.amounts)],
    ['% IVA', '21'],
    ['Cuota IVA', money(f.vat, v.amounts)],
    ['Total factura', money(f.total, v.amounts)],
  ];
  const cw = (R - L) / 4;
  cells.forEach(([label, value], i) => {
    s.box(L + i * cw, 600, cw, 16, { fill: i === 3 ? v.color : '#eeeeee', stroke: '#000000' });
    if (i === 3) s.ink('#ffffff');
    p.center(label, L + i * cw + cw / 2, 604, { size: 8, bold: true });
    s.ink('#000000');
    s.box(L + i * cw, 616, cw, 22);
    p.right(value, L + (i + 1) * cw - 6, 623, { size: 10, bold: i === 3 });
  });
  p.text(`Vencimiento ${date(v.due, v.dates)} · Transferencia bancaria`, L, 652, { size: 8 });
  if (v.supplier.registry) p.paragraph(v.supplier.registry, L, 785, R - L, { size: 6.5 });
  return s.bytes();
}

export const octInvoices = () => printInvoices('b9-oct-boxed-totals', OCT.map((v) => ({ ...v, lines: octLines(v) })), drawOct);
