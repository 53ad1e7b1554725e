import type { CorpusDocument } from '../types.js';
import { A4, type AmountStyle, type Ctx, type DateStyle, type Line, type Party, type Rng, Sheet, addDays, bill, cif, customerFor, date, day, dni, line, money, nie, printId, qty } from './kit.js';
import { type Col, drawHead, drawRows, invoiceTruth } from './table.js';

/**
 * Technical services around demolitions next to listed buildings, in the nineteenth blind set:
 * structural monitoring (crack gauges, tilt meters, settlement readings) in a two-column header,
 * and pre-demolition audits of hazardous materials and waste as professionals' letters with IRPF
 * (docs/document-extraction.md#measuring-it).
 */

// ---- structural monitoring: supplier and customer down the left, the data down the right -------

interface MonitorStyle {
  seller: Party;
  color: string;
  dates: DateStyle;
  amounts: AmountStyle;
  labels: [string, string, string];
  number: (rng: Rng) => string;
}

const MONITOR: MonitorStyle[] = [
  {
    seller: { name: 'Auscultación Estructural Meseta, S.L.', id: cif('B', '4736219'), street: 'C/ Santiago López González, 7', town: '47197 Valladolid', phone: '983 45 12 80', mail: 'info@aemeseta.es' },
    color: '#2e5e4e',
    dates: 'slash',
    amounts: 'dots',
    labels: ['Factura', 'Fecha', 'Vencimiento'],
    number: (rng) => `AE-${rng.int(2026001, 2026350)}`,
  },
  {
    seller: { name: 'Geomonitor Patrimonio, S.A.', id: cif('A', '8415370'), idStyle: 'dash', street: 'C/ Alcalá, 265, 4ª', town: '28027 Madrid', phone: '913 67 20 55', mail: 'facturacion@geomonitor.es' },
    color: '#333a8c',
    dates: 'iso',
    amounts: 'euro',
    labels: ['Nº factura', 'Fecha emisión', 'Fecha vencimiento'],
    number: (rng) => `GMP/26/${String(rng.int(100, 999))}`,
  },
  {
    seller: { name: 'Instrumentación y Control de Edificios Históricos, S.L.U.', id: cif('B', '1870254'), street: 'Avda. de la Constitución, 18', town: '18012 Granada', phone: '958 80 26 13', mail: 'admin@iceh.es' },
    color: '#8c3b2e',
    dates: 'dash',
    amounts: 'dots',
    labels: ['Número', 'Fecha', 'Vto.'],
    number: (rng) => `${rng.int(260, 269)}.${String(rng.int(100, 999))}`,
  },
];

function monitorLines(rng: Rng): Line[] {
  const n = rng.int(8, 24);
  const all: [string, number, number, string, number, number][] = [
    [`Lectura de fisurómetros (${n} ud), visita quincenal`, 2, 4, 'visita', 180, 260],
    ['Nivelación de precisión de puntos de control de asientos', 2, 4, 'campaña', 420, 680],
    ['Alquiler de inclinómetro biaxial con registrador', 20, 31, 'día', 9, 15],
    ['Alquiler de sismógrafo para control de vibraciones', 20, 31, 'día', 18, 28],
    ['Informe mensual de auscultación con umbrales de alerta', 1, 1, 'ud', 380, 560],
    ['Instalación de extensómetros de cuerda vibrante', 2, 8, 'ud', 160, 240],
  ];
  return rng.sample(all, rng.int(4, 5)).map(([t, lo, hi, u, p1, p2]) => line(t, rng.int(lo, hi), u, rng.price(p1, p2)));
}

export async function structuralMonitoring(c: Ctx): Promise<CorpusDocument> {
  const st = MONITOR[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(2, 12), c.rng.int(1, 28));
  const due = addDays(issue, 30);
  const number = st.number(c.rng);
  const b = bill(monitorLines(c.rng));
  const sheet = new Sheet(undefined, 'Odoo');
  const pen = sheet.pen('Helvetica');
  const L = 40;
  const R = A4.w - 40;

  // three crossing lines as a gauge: the logo
  sheet.rule(L, L + 30, 60, { stroke: st.color, width: 3 });
  sheet.vrule(L + 15, 45, 75, { stroke: st.color, width: 3 });
  pen.text(s.name, L + 40, 44, { size: 11, bold: true });
  pen.text(s.street, L + 40, 59, { size: 8 });
  pen.text(s.town, L + 40, 69, { size: 8 });
  pen.text(`CIF ${printId(s.id, s.idStyle)}`, L + 40, 79, { size: 8 });
  pen.text(`${s.phone} · ${s.mail}`, L + 40, 89, { size: 8 });

  pen.text('Cliente', L, 120, { size: 7.5, bold: true });
  sheet.rule(L, 280, 130, { stroke: st.color });
  pen.text(buyer.name, L, 136, { size: 9, bold: true });
  pen.text(buyer.street, L, 148, { size: 8 });
  pen.text(buyer.town, L, 158, { size: 8 });
  pen.text(`CIF ${buyer.id}`, L, 168, { size: 8 });

  sheet.ink(st.color, () => pen.text('FACTURA', 360, 97, { size: 16, bold: true }));
  const month = c.rng.int(1, 12);
  const data: [string, string][] = [
    [st.labels[0], number],
    [st.labels[1], date(issue, st.dates)],
    [st.labels[2], date(due, st.dates)],
    ['Periodo', `${String(month).padStart(2, '0')}/2026`],
    ['Obra', c.rng.pick(['Demolición colindante con la Casa de los Picos', 'Vaciado junto a la colegiata', 'Derribo de naves junto al claustro'])],
  ];
  data.forEach(([label, value], i) => {
    pen.text(`${label}:`, 360, 120 + i * 13, { size: 8, bold: true });
    if (label === 'Obra') pen.paragraph(value, 435, 120 + i * 13, R - 435, { size: 8 });
    else pen.text(value, 435, 120 + i * 13, { size: 8 });
  });

  const cols: Col[] = [
    { head: 'Concepto', w: 260, get: (l) => l.text },
    { head: 'Cantidad', w: 55, align: 'r', get: (l) => qty(l.qty, 0) },
    { head: 'Unidad', w: 50, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 65, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: 85, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8.5, rowRules: true, rowH: 18 };
  let y = drawHead(sheet, pen, cols, 212, look);
  y = drawRows(sheet, pen, cols, b.lines, y, look) + 24;
  const rows: [string, string][] = [
    ['Subtotal', money(b.base, st.amounts)],
    ['IVA 21 %', money(b.vat, st.amounts)],
    ['Total', money(b.total, st.amounts)],
  ];
  rows.forEach(([label, value], i) => {
    pen.text(label, 380, y, { size: 9, bold: i === 2 });
    pen.right(value, R, y, { size: 9, bold: i === 2 });
    if (i === 1) sheet.rule(380, R, y + 12, { stroke: st.color });
    y += 17;
  });
  pen.text('Condiciones: pago por transferencia a 30 días.', L, 770, { size: 7.5 });
  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}

// ---- pre-demolition audits: a professional's letter in Times ------------------------------------

interface AuditStyle {
  seller: Party;
  profession: string;
  college?: string;
  irpf: number;
  city: string;
  payLabel: string;
  number: (rng: Rng) => string;
  numberLabel: string;
}

const AUDIT: AuditStyle[] = [
  {
    seller: { name: 'María Teresa Valdelomar Quintana', id: dni('03918427'), idStyle: 'dash', street: 'C/ Comercio, 38, 2º B', town: '45001 Toledo', phone: '925 21 48 63' },
    profession: 'Arquitecta Técnica',
    college: 'Colegiada nº 1.742 del COAAT de Toledo',
    irpf: 15,
    city: 'Toledo',
    payLabel: 'Total a percibir',
    number: (rng) => `2026/${String(rng.int(10, 95)).padStart(3, '0')}`,
    numberLabel: 'FACTURA Nº',
  },
  {
    seller: { name: 'Luca Ferretti', id: nie('Y', '2648193'), street: 'Avda. de Maisonnave, 19, 5º', town: '03003 Alicante', phone: '644 71 30 28' },
    profession: 'Ingeniero de Caminos, Canales y Puertos',
    college: 'Colegiado nº 31.208',
    irpf: 7,
    city: 'Alicante',
    payLabel: 'Líquido a percibir',
    number: (rng) => `LF-${rng.int(1, 40)}/26`,
    numberLabel: 'Factura número',
  },
  {
    seller: { name: 'Ábside Auditoría de Residuos y Demolición, S.L.P.', id: cif('B', '3108462'), street: 'C/ Estafeta, 41, 1º', town: '31001 Pamplona (Navarra)', phone: '948 22 90 14' },
    profession: 'Sociedad profesional de arquitectura técnica e ingeniería',
    irpf: 0,
    city: 'Pamplona',
    payLabel: 'Total factura',
    number: (rng) => `AB-26-${String(rng.int(100, 300))}`,
    numberLabel: 'FACTURA Nº',
  },
];

function auditLines(rng: Rng): Line[] {
  const m2 = rng.int(800, 9000);
  const all: [string, number, number][] = [
    [`Inventario de residuos y materiales peligrosos previo a la demolición de ${qty(m2, 0)} m² construidos, con toma de muestras y plano de localización.`, 1200, 3400],
    ['Análisis de muestras de materiales sospechosos de contener amianto en laboratorio acreditado.', 380, 1100],
    ['Estudio de gestión de residuos de construcción y demolición con estimación de cantidades por código LER.', 650, 1600],
    ['Redacción del plan de demolición selectiva y de separación en origen.', 900, 2200],
    ['Asistencia a la reunión de coordinación con la dirección facultativa.', 150, 320],
  ];
  return rng.sample(all, rng.int(2, 4)).map(([t, p1, p2]) => line(t, 1, 'ud', rng.price(p1, p2, 500)));
}

export async function preDemolitionAudits(c: Ctx): Promise<CorpusDocument> {
  const st = AUDIT[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const number = st.number(c.rng);
  const b = bill(auditLines(c.rng), { irpf: st.irpf || undefined });
  const sheet = new Sheet(undefined, 'Microsoft Word');
  const pen = sheet.pen('Times', 11);
  const mid = A4.w / 2;
  const L = 70;
  const R = A4.w - 70;

  pen.center(s.name, mid, 50, { size: 15, bold: true });
  pen.center(st.profession, mid, 69, { size: 10, italic: true });
  let y = 82;
  if (st.college) {
    pen.center(st.college, mid, y, { size: 9 });
    y += 12;
  }
  pen.center(`${s.street} · ${s.town} · ${s.phone}`, mid, y, { size: 9 });
  pen.center(`N.I.F. ${printId(s.id, s.idStyle)}`, mid, y + 12, { size: 9 });
  sheet.rule(L, R, y + 28, { width: 0.6 });

  pen.right(`${st.city}, ${date(issue, 'es')}`, R, y + 44);
  pen.text(`${st.numberLabel}: ${number}`, L, y + 70, { bold: true });
  pen.text(buyer.name, L, y + 92, { bold: true });
  pen.text(buyer.street, L, y + 106, { size: 10 });
  pen.text(buyer.town, L, y + 119, { size: 10 });
  pen.text(`N.I.F.: ${buyer.id}`, L, y + 132, { size: 10 });

  y += 162;
  pen.text('Por los siguientes trabajos profesionales:', L, y, { italic: true });
  y += 22;
  for (const l of b.lines) {
    const end = pen.paragraph(l.text, L + 12, y, 300, { size: 10.5 });
    pen.right(money(l.amount, 'euro'), R, y, { size: 10.5 });
    y = end + 8;
  }
  y += 10;
  sheet.rule(300, R, y);
  y += 10;
  const rows: [string, string][] = [
    ['Honorarios (base imponible)', money(b.base, 'euro')],
    ['I.V.A. 21 %', money(b.vat, 'euro')],
    ...(b.irpf ? ([[`Retención I.R.P.F. ${b.irpfRate} %`, money(-b.irpf, 'euro')]] as [string, string][]) : []),
    [st.payLabel, money(b.total, 'euro')],
  ];
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    pen.text(label, 300, y, { size: 10.5, bold: last });
    pen.right(value, R, y, { size: 10.5, bold: last });
    y += 16;
  });
  pen.text('Forma de pago: transferencia bancaria a la cuenta', L, y + 30, { size: 10 });
  pen.text(`ES${c.rng.int(10, 99)} 3058 ${c.rng.int(1000, 9999)} ${c.rng.int(10, 99)}27 ${c.rng.int(1000, 9999)} ${c.rng.int(1000, 9999)}`, L, y + 44, { size: 10 });
  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, bill: b });
}
