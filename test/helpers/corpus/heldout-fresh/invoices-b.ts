/**
 * Invoice layouts, second half: self-employed professionals (IRPF), lift installer (reverse
 * charge), scaffolding rental, fuel for site machinery, plant hire with operators.
 */
import type { CorpusDocument } from '../types.js';
import { A4, Pen, addDays, drawTable, fdate, fnif, iso, lineAmount3, money, money3, percent, qty, randomDate, totalsColumn } from './kit.js';
import type { Col, DateStyle, MoneyStyle, NifStyle, Row, Ymd } from './kit.js';
import { SUPPLIERS, computeTotals, makeLines } from './model.js';
import type { CatItem, Supplier } from './model.js';
import { invoiceDoc, z } from './common.js';
import type { Job } from './common.js';

// ================================================================ professionals with IRPF withholding

interface Professional {
  s: Supplier;
  title: string;
  irpf: number;
  concepts: CatItem[];
  place: string;
}

const PROFESSIONALS: Professional[] = [
  {
    s: SUPPLIERS.topographer,
    title: 'Ingeniero Técnico en Topografía · Colegiado nº 4.512',
    irpf: 15,
    place: 'Madrid',
    concepts: [
      { desc: 'Levantamiento topográfico de parcela a escala 1:200', unit: 'ud', price: [65000, 120000], q: [1000, 1000, 1000], dec: 0 },
      { desc: ['Replanteo de ejes de pilares y muros de cimentación,', 'con entrega de croquis y coordenadas'], unit: 'ud', price: [48000, 90000], q: [1000, 1000, 1000], dec: 0 },
      { desc: 'Nivelación y control de asentamientos (visita)', unit: 'ud', price: [18000, 26000], q: [2000, 4000, 1000], dec: 0 },
      { desc: 'Cálculo de volúmenes de movimiento de tierras', unit: 'ud', price: [35000, 60000], q: [1000, 1000, 1000], dec: 0 },
      { desc: 'Jornada de topografía en obra con equipo GNSS', unit: 'jornada', price: [42000, 55000], q: [1000, 3000, 1000], dec: 0 },
    ],
  },
  {
    s: SUPPLIERS.surveyor,
    title: 'Arquitecta Técnica · Colegiada nº 2.871 COAATIE Murcia',
    irpf: 15,
    place: 'Murcia',
    concepts: [
      { desc: ['Coordinación de seguridad y salud en fase de ejecución,', 'honorarios mensuales'], unit: 'mes', price: [60000, 95000], q: [1000, 2000, 1000], dec: 0 },
      { desc: 'Mediciones y valoración de unidades de obra ejecutadas', unit: 'ud', price: [45000, 80000], q: [1000, 1000, 1000], dec: 0 },
      { desc: 'Informe de control de calidad de forjados', unit: 'ud', price: [30000, 52000], q: [1000, 1000, 1000], dec: 0 },
      { desc: 'Visita de inspección con acta y reportaje fotográfico', unit: 'ud', price: [12000, 19000], q: [1000, 4000, 1000], dec: 0 },
      { desc: 'Revisión del plan de seguridad del subcontratista', unit: 'ud', price: [25000, 40000], q: [1000, 2000, 1000], dec: 0 },
    ],
  },
  {
    s: SUPPLIERS.geomatics,
    title: 'Ingeniero en Geomática y Topografía',
    irpf: 7,
    place: 'Valladolid',
    concepts: [
      { desc: ['Vuelo con dron y ortofoto georreferenciada', 'de la parcela (GSD 2 cm)'], unit: 'ud', price: [55000, 90000], q: [1000, 1000, 1000], dec: 0 },
      { desc: 'Modelo digital del terreno y curvas de nivel', unit: 'ud', price: [30000, 48000], q: [1000, 1000, 1000], dec: 0 },
      { desc: 'Replanteo de alineaciones y rasantes de viales', unit: 'jornada', price: [38000, 50000], q: [1000, 3000, 1000], dec: 0 },
      { desc: 'Control geométrico de estructura', unit: 'jornada', price: [36000, 47000], q: [1000, 2000, 1000], dec: 0 },
    ],
  },
];

export async function professional(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const pro = PROFESSIONALS[v];
  const s = pro.s;
  const number = [`${z(rng.int(5, 60), 3)}/2026`, `2026-${z(rng.int(5, 80), 3)}`, `T-26/${z(rng.int(5, 60), 3)}`][v];
  const date = randomDate(rng);
  const lines = makeLines(rng, pro.concepts, rng.int(2, 4));
  const t = computeTotals(lines, { irpfPct: pro.irpf });
  const pen = new Pen(job.id, 'Facturación autónomos');
  const L = 62;
  const R = 535;

  // letterhead, right-aligned
  pen.right(s.legal.toUpperCase(), R, 48, { font: 'Times-Bold', size: 15 });
  pen.font('Times-Roman', 9);
  pen.right(pro.title, R, 68);
  pen.right(s.street, R, 80);
  pen.right(s.city, R, 91);
  pen.right(`Tel. ${s.phone} · ${s.mail}`, R, 102);
  pen.right(`NIF ${fnif(s.nif, ['dots', 'plain', 'dash'][v] as NifStyle)}`, R, 113);
  pen.line(L, 132, R, 132, 0.6);

  // customer, unlabelled
  pen.text(c.name, L, 150, { font: 'Times-Bold', size: 11 });
  pen.font('Times-Roman', 10);
  pen.text(c.street, L, 164);
  pen.text(c.city, L, 177);
  pen.text(`C.I.F. ${fnif(c.nif, 'plain')}`, L, 190);

  // title, number and date
  pen.text('FACTURA', L, 232, { font: 'Times-Bold', size: 16 });
  const nl = ['Factura nº:', 'Nº de factura', 'Factura número:'][v];
  const dl = v === 0 ? `Fecha: ${fdate(date, 'long')}` : v === 1 ? `${pro.place}, ${fdate(date, 'long')}` : `Fecha de emisión: ${fdate(date, 'slash')}`;
  pen.font('Times-Roman', 10.5);
  const w = pen.text(nl, L, 256);
  pen.text(number, L + w + 5, 256, { font: 'Times-Bold', size: 10.5 });
  if (v === 1) pen.right(dl, R, 256, { font: 'Times-Roman', size: 10.5 });
  else pen.text(dl, L, 271, { font: 'Times-Roman', size: 10.5 });
  pen.text(`Obra: ${site.name} (${site.place})`, L, 292, { font: 'Times-Roman', size: 9.5 });

  const cols: Col[] = [
    { key: 'desc', head: 'Concepto', x: L, w: 270, align: 'l' },
    { key: 'q', head: 'Cant.', x: L + 270, w: 50, align: 'r' },
    { key: 'p', head: 'Precio', x: L + 320, w: 70, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 390, w: R - L - 390, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({
    desc: l.desc.length > 1 ? l.desc : l.desc[0],
    q: qty(l.qtyMilli, 0),
    p: money(l.price),
    a: money(l.amount),
  }));
  const end = drawTable(pen, cols, rows, 314, {
    font: 'Times-Roman',
    bold: 'Times-Bold',
    size: 10,
    rowH: 20,
    subH: 12,
    headH: 18,
    border: 'hlines',
    lineColor: '#999999',
  });

  const ty = end + 18;
  const eur: MoneyStyle = v === 2 ? { eur: ' €' } : {};
  const yEnd = totalsColumn(
    pen,
    [
      { label: 'Base imponible', value: money(t.base, eur) },
      { label: `IVA (${percent(21)})`, value: money(t.tax, eur) },
      { label: `Retención IRPF (${percent(pro.irpf)})`, value: money(-t.irpf, eur) },
    ],
    430,
    R,
    ty,
    15,
    { font: 'Times-Roman', bold: 'Times-Bold', size: 10.5 },
  );
  pen.line(300, yEnd + 2, R, yEnd + 2, 0.8);
  pen.right('TOTAL A PAGAR', 430, yEnd + 8, { font: 'Times-Bold', size: 11.5 });
  pen.right(money(t.total, { eur: ' €' }), R, yEnd + 8, { font: 'Times-Bold', size: 11.5 });
  if (pro.irpf === 7) {
    pen.text('Retención del 7 % por inicio de actividad profesional (art. 101.5 de la Ley 35/2006 del IRPF).', L, yEnd + 40, {
      font: 'Times-Roman',
      size: 8.5,
    });
  }

  pen.font('Times-Roman', 9.5);
  pen.text('Forma de pago: transferencia bancaria a la cuenta', L, 690);
  pen.text(`IBAN ${s.iban}`, L, 703);
  pen.text(`Fdo.: ${s.legal}`, 360, 740, { font: 'Times-Roman', size: 10 });

  const bytes = await pen.bytes();
  return invoiceDoc(job, bytes, {
    invoice_number: number,
    issue_date: iso(date),
    provider_nif: s.nif,
    provider_name: s.legal,
    subtotal_amount: t.base,
    tax_amount: t.tax,
    withholding_amount: t.irpf,
    total_amount: t.total,
    currency: 'EUR',
    reverse_charge: false,
  });
}

// ================================================================ lift installer, reverse charge

const LIFT: CatItem[] = [
  {
    desc: ['Ascensor eléctrico sin cuarto de máquinas 630 kg, 8 personas,', '6 paradas: hito 2, guías, cabina y maniobra'],
    unit: 'ud',
    price: [1450000, 1980000],
    q: [1000, 2000, 1000],
    dec: 0,
  },
  { desc: ['Ascensor eléctrico 450 kg, 6 personas, 4 paradas:', 'hito 1, acopio de materiales en obra'], unit: 'ud', price: [620000, 880000], q: [1000, 2000, 1000], dec: 0 },
  { desc: 'Puertas automáticas de piso inox 800 mm', unit: 'ud', price: [68000, 92000], q: [4000, 12000, 1000], dec: 0 },
  { desc: 'Plataforma salvaescaleras de rampa en portal', unit: 'ud', price: [410000, 560000], q: [1000, 1000, 1000], dec: 0 },
  { desc: 'Montacargas de obra para materiales, montaje', unit: 'ud', price: [180000, 260000], q: [1000, 1000, 1000], dec: 0 },
  { desc: 'Legalización e inspección inicial por OCA', unit: 'ud', price: [45000, 72000], q: [1000, 2000, 1000], dec: 0 },
];

export async function lift(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.lift;
  const number = [`FE${z(rng.int(2600100, 2600999), 7)}`, `26/EO/${z(rng.int(10, 400), 4)}`, `ECC-26-${z(rng.int(100, 999), 4)}`][v];
  const date = randomDate(rng);
  const lines = makeLines(rng, LIFT, rng.int(2, 4));
  const t = computeTotals(lines, { reverse: true });
  const pen = new Pen(job.id, 'ERP Elevación');
  const L = 40;
  const R = 555;
  const dark = '#243746';

  pen.rect(0, 0, A4.w, 80, { fill: dark });
  pen.text(s.trade!, L, 22, { font: 'Helvetica-Bold', size: 24, color: '#FFFFFF' });
  pen.text('Ascensores · Montacargas · Plataformas · Mantenimiento', L, 52, { font: 'Helvetica', size: 8.5, color: '#C9D6E0' });
  pen.right(s.web!, R, 28, { font: 'Helvetica', size: 8.5, color: '#FFFFFF' });
  pen.right(`Tel. ${s.phone}`, R, 40, { font: 'Helvetica', size: 8.5, color: '#FFFFFF' });
  pen.right(s.mail, R, 52, { font: 'Helvetica', size: 8.5, color: '#FFFFFF' });
  pen.color('#000000');

  pen.text('FACTURA', L, 104, { font: 'Helvetica-Bold', size: 18, color: dark });
  pen.color('#000000');
  const labels = [
    ['Nº Factura', 'Fecha factura', 'Nº cliente', 'Contrato'],
    ['Factura nº', 'Fecha', 'Cliente', 'Contrato nº'],
    ['Número factura', 'Fecha de factura', 'Código cliente', 'Pedido'],
  ][v];
  const values = [number, fdate(date, 'dash'), c.code, `C-${rng.int(2024, 2025)}/${z(rng.int(1, 150), 3)}`];
  const bx = 345;
  const by = v === 2 ? 150 : 100;
  pen.rect(bx, by, R - bx, 72, { stroke: dark, lw: 0.7 });
  labels.forEach((lab, i) => {
    const yy = by + i * 18 + 5;
    if (i > 0) pen.line(bx, by + i * 18, R, by + i * 18, 0.4, '#AAB7C2');
    pen.text(lab, bx + 8, yy + 0.5, { font: 'Helvetica', size: 8, color: '#444444' });
    pen.right(values[i], R - 8, yy, { font: 'Helvetica-Bold', size: 9, color: '#000000' });
  });

  const cy = v === 2 ? 140 : 132;
  pen.text(['Cliente', 'A la atención de', 'Destinatario'][v], L, cy, { font: 'Helvetica-Bold', size: 8, color: '#5A6B78' });
  pen.color('#000000');
  pen.text(c.name, L, cy + 13, { font: 'Helvetica-Bold', size: 10 });
  pen.font('Helvetica', 9);
  pen.text(c.street, L, cy + 27);
  pen.text(c.city, L, cy + 39);
  pen.text(`CIF ${fnif(c.nif, v === 1 ? 'dash' : 'plain')}`, L, cy + 51);

  pen.text('Obra:', L, 246, { font: 'Helvetica-Bold', size: 9 });
  pen.text(`${site.name} · ${site.place}`, L + 32, 246, { font: 'Helvetica', size: 9 });

  const cols: Col[] = [
    { key: 'desc', head: 'Concepto', x: L, w: 300, align: 'l' },
    { key: 'q', head: 'Cant.', x: L + 300, w: 45, align: 'r' },
    { key: 'p', head: 'Precio unitario', x: L + 345, w: 80, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 425, w: R - L - 425, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({ desc: l.desc.length > 1 ? l.desc : l.desc[0], q: qty(l.qtyMilli, 0), p: money(l.price), a: money(l.amount) }));
  const end = drawTable(pen, cols, rows, 270, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8.5,
    rowH: 20,
    subH: 11,
    headH: 18,
    border: 'hlines',
    headFill: '#E3E9EE',
    lineColor: '#AAB7C2',
  });

  const ty = end + 20;
  const yEnd = totalsColumn(
    pen,
    [
      { label: 'Base imponible', value: money(t.base) },
      { label: 'IVA 0 % (inversión sujeto pasivo)', value: money(0) },
    ],
    0,
    R,
    ty,
    14,
    { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9, labelLeft: 330 },
  );
  pen.rect(325, yEnd + 2, R - 325, 20, { fill: dark });
  pen.text('TOTAL FACTURA', 333, yEnd + 8, { font: 'Helvetica-Bold', size: 9.5, color: '#FFFFFF' });
  pen.right(money(t.total, { eur: ' €' }), R - 6, yEnd + 8, { font: 'Helvetica-Bold', size: 9.5, color: '#FFFFFF' });
  pen.color('#000000');

  const ny = yEnd + 44;
  pen.rect(L, ny, R - L, 30, { stroke: '#5A6B78', lw: 0.6 });
  pen.text('Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA.', L + 8, ny + 6, { font: 'Helvetica', size: 8 });
  pen.text('El destinatario, empresario o profesional, es el sujeto pasivo del impuesto.', L + 8, ny + 17, { font: 'Helvetica', size: 8 });
  pen.text(`Forma de pago: transferencia a 60 días · IBAN ${s.iban}`, L, ny + 44, { font: 'Helvetica', size: 8.5 });

  pen.line(L, 780, R, 780, 0.4, '#AAB7C2');
  pen.center(`${s.legal} · CIF ${fnif(s.nif, v === 0 ? 'plain' : 'dash')} · ${s.street} · ${s.city}`, (L + R) / 2, 786, { font: 'Helvetica', size: 7, color: '#444444' });
  pen.center(s.registry!, (L + R) / 2, 796, { font: 'Helvetica', size: 6.5, color: '#444444' });

  const bytes = await pen.bytes();
  return invoiceDoc(job, bytes, {
    invoice_number: number,
    issue_date: iso(date),
    provider_nif: s.nif,
    provider_name: s.legal,
    subtotal_amount: t.base,
    tax_amount: 0,
    withholding_amount: 0,
    total_amount: t.base,
    currency: 'EUR',
    reverse_charge: true,
  });
}

// ================================================================ scaffolding rental

const SCAFF: CatItem[] = [
  { desc: 'Alquiler andamio multidireccional (mes)', unit: 'm²', price: [180, 310], q: [150000, 1400000, 10000], dec: 0 },
  { desc: 'Alquiler andamio tubular europeo (mes)', unit: 'm²', price: [140, 240], q: [100000, 900000, 10000], dec: 0 },
  { desc: 'Plataforma elevadora tijera 12 m diésel', unit: 'día', price: [6500, 9800], q: [3000, 28000, 1000], dec: 0 },
  { desc: 'Montaje de andamio por personal propio', unit: 'm²', price: [350, 620], q: [100000, 800000, 10000], dec: 0 },
  { desc: 'Desmontaje de andamio por personal propio', unit: 'm²', price: [250, 450], q: [100000, 800000, 10000], dec: 0 },
  { desc: 'Transporte de material ida y vuelta', unit: 'viaje', price: [14000, 26000], q: [1000, 4000, 1000], dec: 0 },
  { desc: 'Red de seguridad tipo U en fachada (mes)', unit: 'm', price: [120, 260], q: [40000, 300000, 10000], dec: 0 },
  { desc: 'Alquiler puntales y sopandas (mes)', unit: 'ud', price: [45, 95], q: [100000, 600000, 10000], dec: 0 },
];

export async function scaffold(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.scaffold;
  const number = [`FA26/${z(rng.int(100, 2000), 5)}`, `AR-${rng.int(26000, 26999)}`, `F2026-${z(rng.int(10, 999), 4)}`][v];
  const month = rng.int(2, 6);
  const date: Ymd = { y: 2026, m: month, d: rng.int(1, 5) };
  const pStart: Ymd = { y: 2026, m: month - 1, d: 1 };
  const pEnd = addDays({ y: 2026, m: month, d: 1 }, -1);
  const due = addDays(date, [30, 60, 45][v]);
  const lines = makeLines(rng, SCAFF, rng.int(3, 6));
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'RentalPro');
  const L = 44;
  const R = 555;
  const orange = '#E07B00';
  const ink = '#2B2B2B';

  pen.rect(0, 0, 16, A4.h, { fill: orange });
  pen.text('AEM', L, 34, { font: 'Helvetica-Bold', size: 26, color: orange });
  pen.text('Rental', L + pen.width('AEM', { font: 'Helvetica-Bold', size: 26 }) + 4, 34, { font: 'Helvetica-Bold', size: 26, color: ink });
  pen.text('Alquiler de andamios, encofrados y maquinaria ligera', L, 64, { font: 'Helvetica', size: 8, color: '#555555' });
  pen.color('#000000');
  pen.right(s.legal, R, 34, { font: 'Helvetica-Bold', size: 9 });
  pen.font('Helvetica', 8);
  pen.right(s.street, R, 46);
  pen.right(s.city, R, 56);
  pen.right(`CIF: ${fnif(s.nif, ['plain', 'dash', 'es'][v] as NifStyle)}`, R, 66);
  pen.right(`${s.phone} · ${s.web}`, R, 76);

  pen.text('FACTURA', L, 104, { font: 'Helvetica-Bold', size: 18, color: ink });
  const cells: [string, string][] = [
    [['Documento', 'Nº documento', 'Documento'][v], number],
    ['Fecha', fdate(date, 'slash')],
    ['Periodo facturado', `${fdate(pStart, 'slash')} - ${fdate(pEnd, 'slash')}`],
    ['Contrato', `CT-${rng.int(1000, 4999)}`],
  ];
  if (v === 1) [cells[0], cells[1]] = [cells[1], cells[0]];
  const widths = [120, 90, 180, R - L - 390];
  const gy = 132;
  let x = L;
  pen.rect(L, gy, R - L, 32, { stroke: '#999999', lw: 0.6 });
  cells.forEach(([h, val], i) => {
    if (i > 0) pen.line(x, gy, x, gy + 32, 0.6, '#999999');
    pen.text(h, x + 6, gy + 4, { font: 'Helvetica', size: 7, color: '#666666' });
    pen.text(val, x + 6, gy + 16, { font: 'Helvetica-Bold', size: 9.5, color: '#000000' });
    x += widths[i];
  });

  const cy = 184;
  const half = (R - L - 20) / 2;
  pen.text(['Cliente', 'Cliente', 'Facturar a'][v], L, cy, { font: 'Helvetica-Bold', size: 8, color: orange });
  pen.color('#000000');
  pen.text(`${c.name}  (${c.code})`, L, cy + 13, { font: 'Helvetica-Bold', size: 9 });
  pen.font('Helvetica', 8.5);
  pen.text(c.street, L, cy + 25);
  pen.text(c.city, L, cy + 36);
  pen.text(`CIF: ${fnif(c.nif, 'plain')}`, L, cy + 47);
  const ox = L + half + 20;
  pen.text('Obra / dirección de montaje', ox, cy, { font: 'Helvetica-Bold', size: 8, color: orange });
  pen.color('#000000');
  pen.text(site.name, ox, cy + 13, { font: 'Helvetica', size: 8.5 });
  pen.text(site.place, ox, cy + 25, { font: 'Helvetica', size: 8.5 });

  const cols: Col[] = [
    { key: 'desc', head: 'Concepto', x: L, w: 235, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 235, w: 65, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 300, w: 40, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 340, w: 70, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 410, w: R - L - 410, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({ desc: l.desc[0], q: qty(l.qtyMilli, 0), u: l.unit, p: money(l.price), a: money(l.amount) }));
  const ty0 = 262;
  const end = drawTable(pen, cols, rows, ty0, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8.5,
    rowH: 18,
    headH: 18,
    border: 'none',
  });
  pen.line(L, ty0, R, ty0, 1.6, orange);
  pen.line(L, ty0 + 18, R, ty0 + 18, 0.6, '#999999');
  pen.line(L, end + 2, R, end + 2, 0.6, '#999999');

  // totals strip
  const sy = 640;
  pen.rect(L, sy, R - L, 40, { fill: '#EFEFEF' });
  const th = ['Base imponible', `IVA ${percent(21)}`, 'Total factura'];
  const tv = [money(t.base), money(t.tax), money(t.total, { eur: ' €' })];
  const tw = (R - L) / 3;
  th.forEach((h, i) => {
    pen.right(h, L + tw * (i + 1) - 12, sy + 6, { font: 'Helvetica', size: 8, color: '#555555' });
    pen.right(tv[i], L + tw * (i + 1) - 12, sy + 20, { font: 'Helvetica-Bold', size: i === 2 ? 12 : 10, color: i === 2 ? orange : '#000000' });
  });
  pen.color('#000000');

  // due dates
  const vy = sy + 56;
  pen.text('Vencimientos', L, vy, { font: 'Helvetica-Bold', size: 8.5 });
  pen.text('Fecha', L, vy + 14, { font: 'Helvetica', size: 7.5, color: '#666666' });
  pen.right('Importe', L + 150, vy + 14, { font: 'Helvetica', size: 7.5, color: '#666666' });
  pen.color('#000000');
  pen.text(fdate(due, 'slash'), L, vy + 26, { font: 'Helvetica', size: 8.5 });
  pen.right(money(t.total), L + 150, vy + 26, { font: 'Helvetica', size: 8.5 });
  pen.text('Forma de pago', 300, vy, { font: 'Helvetica-Bold', size: 8.5 });
  pen.text(`Recibo SEPA a la cuenta ES** **** **** ${rng.int(10, 99)} ******${rng.int(1000, 9999)}`, 300, vy + 14, { font: 'Helvetica', size: 8 });

  pen.text(s.registry!, L, 800, { font: 'Helvetica', size: 6.5, color: '#666666' });

  const bytes = await pen.bytes();
  return invoiceDoc(job, bytes, {
    invoice_number: number,
    issue_date: iso(date),
    due_date: iso(due),
    provider_nif: s.nif,
    provider_name: s.legal,
    subtotal_amount: t.base,
    tax_amount: t.tax,
    withholding_amount: 0,
    total_amount: t.total,
    currency: 'EUR',
    reverse_charge: false,
  });
}

// ================================================================ fuel for site machinery

const FUEL = [
  { desc: 'Gasóleo B (uso en maquinaria)', unit: 'l', price: [985, 1190], q: [300, 2500] },
  { desc: 'Gasóleo A automoción', unit: 'l', price: [1290, 1480], q: [200, 1200] },
  { desc: 'AdBlue a granel', unit: 'l', price: [420, 610], q: [50, 400] },
] as const;

export async function fuel(job: Job, hard?: 'bad-date'): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.fuel;
  const number = [`26-A/${z(rng.int(100, 2000), 4)}`, `A-${z(rng.int(100, 2000), 4)}/26`, `2026/A/${z(rng.int(100, 2000), 4)}`][v];
  const dstyle: DateStyle = (['slash2', 'dot', 'slash'] as const)[v];
  const date = hard === 'bad-date' ? { y: 2026, m: 4, d: 31 } : randomDate(rng, 2, 5);
  const base = hard === 'bad-date' ? { y: 2026, m: 4, d: 30 } : date;
  const nDel = rng.int(3, 6);
  const lines = Array.from({ length: nDel }, (_, i) => {
    const f = i === nDel - 1 && rng.chance(0.5) ? FUEL[2] : rng.chance(0.7) ? FUEL[0] : FUEL[1];
    const litres = rng.int(f.q[0], f.q[1]);
    const priceMilli = rng.int(f.price[0], f.price[1]);
    return {
      d: addDays(base, -26 + i * rng.int(3, 5)),
      alb: `${rng.int(40000, 49999)}`,
      desc: f.desc,
      unit: f.unit,
      qtyMilli: litres * 1000,
      priceMilli,
      amount: lineAmount3(litres * 1000, priceMilli),
      vat: 21,
    };
  });
  lines.sort((a, b) => iso(a.d).localeCompare(iso(b.d)));
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'GestPetrol');
  const L = 46;
  const R = 550;
  const ms: MoneyStyle = v === 1 ? { th: '' } : {};

  // logo
  pen.circle(L + 24, 62, 24, { fill: '#C0392B' });
  pen.circle(L + 24, 66, 12, { fill: '#F39C12' });
  pen.text('Tierra de Campos', L + 56, 48, { font: 'Times-Bold', size: 15, color: '#C0392B' });
  pen.text('gasóleos · lubricantes · AdBlue', L + 56, 67, { font: 'Times-Roman', size: 9, color: '#555555' });
  pen.color('#000000');
  // letterhead, right
  pen.right(s.legal, R, 40, { font: 'Times-Bold', size: 11 });
  pen.font('Times-Roman', 9);
  pen.right(s.street, R, 55);
  pen.right(s.city, R, 66);
  pen.right(`Tel. ${s.phone} · ${s.mail}`, R, 77);
  pen.right(`N.I.F. ${fnif(s.nif, v === 2 ? 'dash' : 'plain')}`, R, 88);
  pen.text('Distribuidor autorizado de gasóleos · Reg. distribuidores nº 34/0157', L, 104, { font: 'Times-Roman', size: 7.5, color: '#666666' });
  pen.color('#000000');

  const numLabel = ['Fra. nº:', 'Fra.:', 'Factura nº:'][v];
  const dateTxt = hard === 'bad-date' ? '31/04/2026' : fdate(date, dstyle);
  const cy = 140;
  // customer
  const cx = L;
  let yy = cy;
  if (v === 1) {
    pen.text('FACTURA', L, cy, { font: 'Times-Bold', size: 16 });
    pen.text(`${numLabel} ${number}`, L, cy + 22, { font: 'Times-Bold', size: 10.5 });
    pen.text(`Fecha: ${dateTxt}`, L + 170, cy + 22, { font: 'Times-Roman', size: 10.5 });
    yy = cy + 50;
  }
  pen.text(['Cliente:', 'Destinatario:', 'Facturado a:'][v], cx, yy, { font: 'Times-Bold', size: 9 });
  pen.text(c.name, cx, yy + 13, { font: 'Times-Bold', size: 10.5 });
  pen.font('Times-Roman', 10);
  pen.text(c.street, cx, yy + 26);
  pen.text(c.city, cx, yy + 38);
  pen.text(`N.I.F.: ${fnif(c.nif, 'plain')}`, cx, yy + 50);
  if (v !== 1) {
    const bx = 340;
    if (v === 2) pen.rect(bx, cy - 6, R - bx, 68, { stroke: '#000000', lw: 0.8 });
    pen.text('FACTURA', bx + 10, cy, { font: 'Times-Bold', size: 16 });
    pen.text(numLabel, bx + 10, cy + 24, { font: 'Times-Roman', size: 10.5 });
    pen.text(number, bx + 80, cy + 24, { font: 'Times-Bold', size: 10.5 });
    pen.text('Fecha:', bx + 10, cy + 40, { font: 'Times-Roman', size: 10.5 });
    pen.text(dateTxt, bx + 80, cy + 40, { font: 'Times-Bold', size: 10.5 });
  }
  const sy2 = v === 1 ? 266 : 216;
  pen.text(`Suministro en: ${site.name}, ${site.place}`, L, sy2, { font: 'Times-Roman', size: 9.5 });

  const cols: Col[] = [
    { key: 'd', head: 'Fecha', x: L, w: 58, align: 'l' },
    { key: 'alb', head: 'Albarán', x: L + 58, w: 52, align: 'l' },
    { key: 'desc', head: 'Producto', x: L + 110, w: 170, align: 'l' },
    { key: 'q', head: 'Litros', x: L + 280, w: 58, align: 'r' },
    { key: 'p', head: '€/litro', x: L + 338, w: 62, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 400, w: R - L - 400, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({
    d: fdate(l.d, dstyle === 'slash2' ? 'slash2' : dstyle === 'dot' ? 'dot' : 'slash'),
    alb: l.alb,
    desc: l.desc,
    q: qty(l.qtyMilli, 0, ms.th ?? '.'),
    p: money3(l.priceMilli),
    a: money(l.amount, ms),
  }));
  const end = drawTable(pen, cols, rows, sy2 + 22, {
    font: 'Times-Roman',
    bold: 'Times-Bold',
    size: 9.5,
    rowH: 17,
    headH: 18,
    border: 'vlines',
    fillTo: 560,
  });
  const ty = end + 14;
  const y2 = totalsColumn(
    pen,
    [
      { label: 'Base imponible', value: money(t.base, ms) },
      { label: `I.V.A. ${percent(21)}`, value: money(t.tax, ms) },
    ],
    460,
    R,
    ty,
    15,
    { font: 'Times-Roman', bold: 'Times-Bold', size: 10.5 },
  );
  pen.line(340, y2 + 1, R, y2 + 1, 0.8);
  pen.right('Total factura', 460, y2 + 6, { font: 'Times-Bold', size: 11.5 });
  pen.right(money(t.total, { ...ms, eur: ' €' }), R, y2 + 6, { font: 'Times-Bold', size: 11.5 });

  pen.font('Times-Roman', 8.5);
  pen.text('Precios con Impuesto Especial sobre Hidrocarburos incluido.', L, ty);
  pen.text('Gasóleo B de uso exclusivo en maquinaria (art. 54.2 Ley 38/1992).', L, ty + 11);
  pen.text(`Pago: ${['transferencia 30 días', 'recibo a la vista', 'transferencia 15 días'][v]}`, L, ty + 26);
  pen.text(`IBAN ${s.iban}`, L, ty + 37);
  pen.center(s.registry!, (L + R) / 2, 800, { font: 'Times-Roman', size: 7, color: '#555555' });

  const bytes = await pen.bytes();
  return invoiceDoc(
    job,
    bytes,
    {
      invoice_number: number,
      ...(hard === 'bad-date' ? {} : { issue_date: iso(date) }),
      provider_nif: s.nif,
      provider_name: s.legal,
      subtotal_amount: t.base,
      tax_amount: t.tax,
      withholding_amount: 0,
      total_amount: t.total,
      currency: 'EUR',
      reverse_charge: false,
    },
    hard === 'bad-date' ? 'the invoice date printed is 31/04/2026, which is not a calendar date' : undefined,
  );
}

// ================================================================ plant hire with operators

const PLANT: CatItem[] = [
  { desc: 'Retroexcavadora mixta 8 t con operador', unit: 'h', price: [4800, 5800], q: [4000, 40000, 500], dec: 1 },
  { desc: ['Excavadora de cadenas 22 t con operador,', 'excavación de sótano y carga sobre camión'], unit: 'h', price: [7200, 8900], q: [8000, 60000, 500], dec: 1 },
  { desc: 'Miniexcavadora 3,5 t con operador', unit: 'h', price: [3900, 4700], q: [4000, 30000, 500], dec: 1 },
  { desc: 'Camión bañera 25 t con conductor', unit: 'h', price: [5200, 6400], q: [4000, 40000, 500], dec: 1 },
  { desc: 'Góndola para transporte de maquinaria', unit: 'viaje', price: [18000, 32000], q: [1000, 4000, 1000], dec: 0 },
  { desc: ['Martillo hidráulico acoplado a excavadora,', 'suplemento por hora de trabajo'], unit: 'h', price: [1800, 2600], q: [2000, 16000, 500], dec: 1 },
  { desc: 'Dumper articulado 6 t sin operador', unit: 'día', price: [9500, 13500], q: [1000, 10000, 1000], dec: 0 },
  { desc: 'Rodillo compactador 12 t con operador', unit: 'h', price: [5500, 6900], q: [4000, 24000, 500], dec: 1 },
];

export async function plant(job: Job, hard?: 'no-total'): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.plant;
  const number = [`26/${z(rng.int(100, 800), 4)}`, `BG-26${z(rng.int(100, 999), 4)}`, `${rng.int(2600, 2699)}`][v];
  const date = randomDate(rng);
  const due = addDays(date, [60, 30, 90][v]);
  const showDue = v !== 1;
  const lines = makeLines(rng, PLANT, rng.int(4, 6));
  const parts = lines.map((_, i) => ({ d: addDays(date, -25 + i * rng.int(2, 4)), n: `${rng.int(3000, 3999)}` }));
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'ContaPlus');
  const L = 42;
  const R = 553;
  const ink = '#3A3A3A';

  pen.text(s.legal, L, 42, { font: 'Helvetica-Bold', size: 12 });
  pen.font('Helvetica', 8.5);
  pen.text('Movimiento de tierras · Alquiler de maquinaria con operador · Transportes', L, 58);
  pen.text(s.street, L, 70);
  pen.text(s.city, L, 81);
  pen.text(`Tel. ${s.phone} · ${s.mail}`, L, 92);
  pen.text(`C.I.F. ${fnif(s.nif, ['plain', 'dash', 'dots'][v] as NifStyle)}`, L, 103, { font: 'Helvetica-Bold', size: 8.5 });

  // customer, window position on the right
  const wx = 320;
  const wy = 130;
  const lab = ['', 'Cliente', 'Sres.'][v];
  let yy = wy;
  if (lab) {
    pen.text(lab, wx, yy, { font: 'Helvetica', size: 7.5, color: '#777777' });
    pen.color('#000000');
    yy += 12;
  }
  pen.text(c.name, wx, yy, { font: 'Helvetica-Bold', size: 9.5 });
  pen.font('Helvetica', 9);
  pen.text(c.street, wx, yy + 13);
  pen.text(c.city, wx, yy + 25);
  pen.text(`C.I.F.: ${fnif(c.nif, 'plain')}`, wx, yy + 39);

  // number and date, left
  pen.text('FACTURA', L, 140, { font: 'Helvetica-Bold', size: 16, color: ink });
  pen.color('#000000');
  const nl = ['Fra. nº', 'Factura', 'Nº de factura'][v];
  pen.text(nl, L, 166, { font: 'Helvetica', size: 9 });
  pen.text(number, L + 70, 166, { font: 'Helvetica-Bold', size: 9 });
  pen.text('Fecha', L, 179, { font: 'Helvetica', size: 9 });
  pen.text(fdate(date, 'dash2'), L + 70, 179, { font: 'Helvetica-Bold', size: 9 });
  pen.text('Obra', L, 192, { font: 'Helvetica', size: 9 });
  pen.text(site.name, L + 70, 192, { font: 'Helvetica', size: 9 });

  const cols: Col[] = [
    { key: 'd', head: 'Fecha', x: L, w: 46, align: 'l' },
    { key: 'n', head: 'Parte', x: L + 46, w: 36, align: 'l' },
    { key: 'desc', head: 'Descripción', x: L + 82, w: 210, align: 'l' },
    { key: 'q', head: 'Cant.', x: L + 292, w: 44, align: 'r' },
    { key: 'u', head: 'Ud', x: L + 336, w: 34, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 370, w: 60, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 430, w: R - L - 430, align: 'r' },
  ];
  const rows: Row[] = lines.map((l, i) => ({
    d: fdate(parts[i].d, 'dash2'),
    n: parts[i].n,
    desc: l.desc.length > 1 ? l.desc : l.desc[0],
    q: qty(l.qtyMilli, l.dec),
    u: l.unit,
    p: money(l.price),
    a: money(l.amount),
  }));
  const top = 228;
  const end = drawTable(pen, cols, rows, top, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8,
    rowH: 18,
    subH: 10,
    headH: 18,
    border: 'none',
    zebra: '#F2F2F2',
  });
  pen.line(L, top, R, top, 1.2, ink);
  pen.line(L, top + 18, R, top + 18, 1.2, ink);
  pen.line(L, end, R, end, 0.8, ink);

  const ty = end + 16;
  const items = [
    { label: 'Base imponible', value: money(t.base) },
    { label: `IVA ${percent(21, 'tight')}`, value: money(t.tax) },
  ];
  if (hard !== 'no-total') items.push({ label: 'Total factura', value: money(t.total, { eur: '€' }), bold: true } as (typeof items)[number]);
  totalsColumn(pen, items, 470, R, ty, 15, { font: 'Helvetica', bold: 'Helvetica-Bold', size: 9.5 });

  pen.font('Helvetica', 8.5);
  if (showDue) pen.text(`Vencimiento: ${fdate(due, 'dash2')}`, L, ty);
  else pen.text('Pago: contado', L, ty);
  pen.text(`Transferencia a ${s.iban}`, L, ty + 13);
  pen.text('Partes de trabajo firmados por el encargado de obra a disposición del cliente.', L, ty + 26, { font: 'Helvetica', size: 7.5 });
  pen.center(`${s.registry}`, (L + R) / 2, 804, { font: 'Helvetica', size: 6.5, color: '#555555' });

  const bytes = await pen.bytes();
  return invoiceDoc(
    job,
    bytes,
    {
      invoice_number: number,
      issue_date: iso(date),
      ...(showDue ? { due_date: iso(due) } : {}),
      provider_nif: s.nif,
      provider_name: s.legal,
      subtotal_amount: t.base,
      tax_amount: t.tax,
      withholding_amount: 0,
      ...(hard === 'no-total' ? {} : { total_amount: t.total }),
      currency: 'EUR',
      reverse_charge: false,
    },
    hard === 'no-total' ? 'no total is printed: only the base and the VAT' : undefined,
  );
}
