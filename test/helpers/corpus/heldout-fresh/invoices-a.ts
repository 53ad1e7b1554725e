/**
 * Invoice layouts, first half: electrical wholesaler, plumbing and heating store, timber yard,
 * steel stockholder (several pages), skip hire and waste management (two VAT rates).
 */
import type { CorpusDocument } from '../types.js';
import { Pen, addDays, drawTable, fdate, fnif, iso, money, percent, qty, randomDate, totalsColumn } from './kit.js';
import type { Col, NifStyle, Row, TableStyle } from './kit.js';
import { SUPPLIERS, computeTotals, makeLines } from './model.js';
import type { CatItem, Line } from './model.js';
import { invoiceDoc, z } from './common.js';
import type { Job } from './common.js';

// ================================================================ electrical wholesaler

const ELEC: CatItem[] = [
  { desc: 'Cable RZ1-K (AS) 0,6/1 kV 3G2,5 mm²', unit: 'm', price: [88, 126], q: [100000, 500000, 50000], dec: 0 },
  { desc: 'Cable H07Z1-K (AS) 1x6 mm² verde/amarillo', unit: 'm', price: [61, 84], q: [100000, 400000, 100000], dec: 0 },
  { desc: 'Cable RZ1-K (AS) 0,6/1 kV 5G10 mm²', unit: 'm', price: [712, 905], q: [25000, 150000, 25000], dec: 0 },
  { desc: 'Tubo corrugado forrado M-25 (rollo 50 m)', unit: 'rollo', price: [1690, 2240], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Interruptor automático 2P 16A curva C 6kA', unit: 'ud', price: [890, 1390], q: [4000, 30000, 1000], dec: 0 },
  { desc: 'Interruptor diferencial 2P 40A 30mA clase A', unit: 'ud', price: [2790, 4150], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Caja de registro estanca 100x100 IP55', unit: 'ud', price: [118, 189], q: [10000, 60000, 5000], dec: 0 },
  { desc: 'Downlight LED empotrable 18W 4000K blanco', unit: 'ud', price: [955, 1580], q: [10000, 80000, 2000], dec: 0 },
  { desc: 'Bandeja perforada PVC 60x200 mm gris', unit: 'm', price: [1105, 1495], q: [6000, 60000, 3000], dec: 0 },
  { desc: 'Cuadro de superficie 24 módulos IP40', unit: 'ud', price: [2310, 3390], q: [1000, 6000, 1000], dec: 0 },
  { desc: 'Base de enchufe schuko 16A blanco', unit: 'ud', price: [212, 334], q: [20000, 120000, 10000], dec: 0 },
  { desc: 'Pantalla estanca LED 2x18W IP65', unit: 'ud', price: [1420, 2260], q: [4000, 24000, 2000], dec: 0 },
  { desc: 'Pica de toma de tierra acero cobreado 2 m', unit: 'ud', price: [780, 1240], q: [2000, 10000, 1000], dec: 0 },
  { desc: 'Regleta de bornes de conexión 12 polos 16 mm²', unit: 'ud', price: [96, 165], q: [10000, 50000, 5000], dec: 0 },
  { desc: 'Luminaria de emergencia LED 300 lm autotest', unit: 'ud', price: [2450, 3680], q: [4000, 20000, 2000], dec: 0 },
];

export async function electrical(job: Job, hard?: 'total-mismatch'): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.electrical;
  const number = [`F26-${z(rng.int(600, 4999), 5)}`, `FV26/${z(rng.int(100, 9999), 4)}`, `26-${z(rng.int(1000, 9999), 5)}`][v];
  const date = randomDate(rng);
  const due = addDays(date, [60, 30, 45][v]);
  const showDue = v !== 1;
  const lines = makeLines(rng, ELEC, rng.int(5, 9));
  const t = computeTotals(lines);
  const printedTotal = hard === 'total-mismatch' ? t.total + 10000 : t.total;
  const pen = new Pen(job.id, 'GestCom Eléctrico 7.2');
  const L = 40;
  const R = 555;
  const navy = '#1F3A68';

  // letterhead, left
  pen.text(s.trade!, L, 38, { font: 'Helvetica-Bold', size: 26, color: navy });
  pen.text('Material eléctrico · Iluminación · Telecomunicaciones', L, 66, { font: 'Helvetica', size: 7.5, color: '#555555' });
  pen.color('#000000');
  pen.text(s.legal, L, 84, { font: 'Helvetica-Bold', size: 9 });
  pen.font('Helvetica', 8);
  pen.text(s.street, L, 96);
  pen.text(s.city, L, 106);
  pen.text(`Tel. ${s.phone} · ${s.mail}`, L, 116);
  const nifStyles: NifStyle[] = ['dash', 'plain', 'dots'];
  pen.text(`${['C.I.F.:', 'CIF', 'N.I.F.:'][v]} ${fnif(s.nif, nifStyles[v])}`, L, 126, { font: 'Helvetica-Bold', size: 8 });

  // title and the number grid
  pen.right('FACTURA', R, 38, { font: 'Helvetica-Bold', size: 22, color: navy });
  pen.color('#000000');
  const gridY = v === 1 ? 176 : 72;
  const custY = v === 1 ? 72 : 112;
  const gx = 335;
  const cw = (R - gx) / 3;
  const heads = [
    ['Nº factura', 'Fecha', 'Cód. cliente'],
    ['Factura nº', 'Fecha factura', 'Cliente'],
    ['Número', 'Fecha', 'Nº cliente'],
  ][v];
  const vals = [number, fdate(date, 'slash'), c.code];
  pen.rect(gx, gridY, R - gx, 14, { fill: navy });
  pen.rect(gx, gridY, R - gx, 32, { stroke: navy, lw: 0.8 });
  for (let i = 0; i < 3; i++) {
    const cx = gx + cw * i + cw / 2;
    pen.center(heads[i], cx, gridY + 4, { font: 'Helvetica-Bold', size: 7, color: '#FFFFFF' });
    pen.center(vals[i], cx, gridY + 19, { font: 'Helvetica', size: 9, color: '#000000' });
    if (i > 0) pen.line(gx + cw * i, gridY, gx + cw * i, gridY + 32, 0.8, navy);
  }

  // customer, unlabelled, in a rounded box
  pen.rect(gx, custY, R - gx, 58, { stroke: '#888888', lw: 0.6, r: 5 });
  pen.text(c.name, gx + 10, custY + 8, { font: 'Helvetica-Bold', size: 9 });
  pen.font('Helvetica', 8.5);
  pen.text(c.street, gx + 10, custY + 20);
  pen.text(c.city, gx + 10, custY + 31);
  pen.text(`${['CIF:', 'N.I.F.:', 'CIF'][v]} ${fnif(c.nif, v === 2 ? 'dash' : 'plain')}`, gx + 10, custY + 42);

  // site and order, left
  const infoY = 146;
  pen.font('Helvetica', 8);
  pen.text('Obra:', L, infoY, { font: 'Helvetica-Bold' });
  pen.text(site.name, L + 42, infoY);
  pen.text(site.place, L + 42, infoY + 10);
  pen.text(['Su pedido:', 'Ref. pedido:', 'Pedido:'][v], L, infoY + 24, { font: 'Helvetica-Bold' });
  pen.text(`P-${z(rng.int(100, 9999), 5)}`, L + 60, infoY + 24);
  pen.text('Agente:', L, infoY + 36, { font: 'Helvetica-Bold' });
  pen.text(rng.pick(['Vicente Soler', 'Amparo Ribera', 'Toni Ferrer']), L + 60, infoY + 36);

  // lines
  const cols: Col[] = [
    { key: 'code', head: 'Código', x: L, w: 55, align: 'l' },
    { key: 'desc', head: 'Descripción', x: L + 55, w: 260, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 315, w: 50, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 365, w: 30, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 395, w: 55, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 450, w: R - L - 450, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({
    code: l.code,
    desc: l.desc[0],
    q: qty(l.qtyMilli, l.dec),
    u: l.unit,
    p: money(l.price),
    a: money(l.amount),
  }));
  const st: TableStyle = {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8,
    rowH: 15,
    headH: 16,
    border: 'grid',
    headFill: '#DCE3EE',
    lineColor: '#7A8699',
    fillTo: 610,
  };
  const tableTop = 222;
  const end = drawTable(pen, cols, rows, tableTop, st);

  // totals box
  const ty = end + 10;
  pen.rect(360, ty, R - 360, 52, { stroke: navy, lw: 0.8 });
  pen.rect(360, ty + 34, R - 360, 18, { fill: '#DCE3EE' });
  totalsColumn(
    pen,
    [
      { label: 'Base imponible', value: money(t.base) },
      { label: `IVA ${percent(21)}`, value: money(t.tax) },
    ],
    0,
    R - 6,
    ty + 6,
    13,
    { font: 'Helvetica', bold: 'Helvetica-Bold', size: 8.5, labelLeft: 368 },
  );
  pen.text('TOTAL FACTURA', 368, ty + 39, { font: 'Helvetica-Bold', size: 9.5 });
  pen.right(money(printedTotal, { eur: ' €' }), R - 6, ty + 39, { font: 'Helvetica-Bold', size: 9.5 });

  // payment, left of the totals
  pen.font('Helvetica', 8);
  const pay = ['Recibo domiciliado a 60 días f.f.', 'Transferencia bancaria', 'Confirming 45 días'][v];
  pen.text('Forma de pago:', L, ty + 4, { font: 'Helvetica-Bold' });
  pen.text(pay, L + 66, ty + 4);
  if (showDue) {
    pen.text('Vencimiento:', L, ty + 16, { font: 'Helvetica-Bold' });
    pen.text(fdate(due, 'slash'), L + 66, ty + 16);
  }
  pen.text(`IBAN ${s.iban}`, L, ty + 28);

  // footer
  pen.line(L, 782, R, 782, 0.4, '#999999');
  pen.center(s.registry!, (L + R) / 2, 788, { font: 'Helvetica', size: 6.5, color: '#444444' });
  pen.center(
    'Sus datos se tratan conforme al RGPD (UE) 2016/679 para la gestión de la relación comercial. Más información en www.deturia.es/privacidad',
    (L + R) / 2,
    798,
    { font: 'Helvetica', size: 6, color: '#444444' },
  );

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
      total_amount: printedTotal,
      currency: 'EUR',
      reverse_charge: false,
    },
    hard === 'total-mismatch' ? 'the printed total is 100,00 € more than base + VAT' : undefined,
  );
}

// ================================================================ plumbing and heating store

const PLUMB: CatItem[] = [
  { desc: 'Tubo multicapa PEX-AL-PEX 20x2 mm rollo 100 m', unit: 'rollo', price: [9800, 13400], q: [1000, 6000, 1000], dec: 0 },
  { desc: 'Tubo PVC saneamiento teja Ø110 mm SN4', unit: 'm', price: [520, 790], q: [12000, 90000, 3000], dec: 0 },
  { desc: 'Codo PVC 87,5º Ø110 macho-hembra', unit: 'ud', price: [185, 310], q: [10000, 40000, 2000], dec: 0 },
  { desc: 'Válvula de esfera latón 3/4" palanca roja', unit: 'ud', price: [590, 920], q: [6000, 30000, 2000], dec: 0 },
  { desc: 'Radiador aluminio 600 mm 10 elementos', unit: 'ud', price: [6900, 9400], q: [2000, 14000, 1000], dec: 0 },
  { desc: 'Caldera condensación 25 kW gas natural', unit: 'ud', price: [112000, 149000], q: [1000, 3000, 1000], dec: 0 },
  { desc: 'Inodoro tanque bajo salida dual blanco', unit: 'ud', price: [11900, 16800], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Termo eléctrico 80 l vertical multiposición', unit: 'ud', price: [15900, 21900], q: [1000, 6000, 1000], dec: 0 },
  { desc: 'Colector latón 3 salidas con llaves 1"', unit: 'ud', price: [2650, 3990], q: [2000, 10000, 1000], dec: 0 },
  { desc: 'Grifo monomando lavabo cromo caño fijo', unit: 'ud', price: [3900, 6450], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Bote sifónico PVC 4 entradas con tapa', unit: 'ud', price: [690, 1090], q: [4000, 20000, 2000], dec: 0 },
  { desc: 'Coquilla aislante elastomérica 22x9 mm (2 m)', unit: 'ud', price: [240, 390], q: [20000, 120000, 10000], dec: 0 },
  { desc: 'Plato de ducha resina 80x120 blanco', unit: 'ud', price: [13900, 19900], q: [1000, 8000, 1000], dec: 0 },
];

export async function plumbing(job: Job, hard?: 'proforma'): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.plumbing;
  const number = hard === 'proforma' ? `PF-2026/${z(rng.int(10, 99), 3)}` : [`2026/${z(rng.int(300, 2999), 6)}`, `A${z(rng.int(10000, 29999), 6)}`, `FV-26-${z(rng.int(100, 999), 4)}`][v];
  const date = randomDate(rng);
  const due = addDays(date, [30, 60, 90][v]);
  const showDue = v !== 1;
  const lines = makeLines(rng, PLUMB, rng.int(5, 8), '843');
  const dPct = [8, 5, 3][v];
  const dLabel = ['Dto. comercial', 'Descuento', 'Dto. pronto pago'][v];
  const t = computeTotals(lines, { discountPct: dPct });
  const pen = new Pen(job.id, 'TPV Almacén Sanitario');
  const L = 36;
  const R = 559;
  const teal = '#0E5E6F';
  const cx = (L + R) / 2;

  pen.center(s.caps, cx, 34, { font: 'Helvetica-Bold', size: 15, color: teal });
  pen.center('Fontanería · Calefacción · Climatización · Saneamiento', cx, 54, { font: 'Helvetica', size: 8, color: '#333333' });
  pen.color('#000000').font('Helvetica', 8);
  pen.center(`${s.street} · ${s.city} · Tel. ${s.phone}`, cx, 66);
  pen.center(`${s.mail} · ${s.web}`, cx, 77);
  pen.center(`${['C.I.F.', 'CIF:', 'NIF'][v]} ${fnif(s.nif, ['dash', 'plain', 'esdash'][v] as NifStyle)}`, cx, 88, { font: 'Helvetica-Bold', size: 8 });

  // band with title, number and date
  const by = 106;
  pen.rect(L, by, R - L, 26, { fill: teal });
  const white = { color: '#FFFFFF' };
  pen.text(hard === 'proforma' ? 'FACTURA PROFORMA' : 'FACTURA', L + 10, by + 7, { font: 'Helvetica-Bold', size: 13, ...white });
  const numLabel = ['Nº', 'Factura nº', 'Número'][v];
  const dateLabel = ['Fecha', 'Fecha factura', 'Fecha'][v];
  const nx = v === 2 ? 300 : 250;
  pen.text(numLabel, nx, by + 9, { font: 'Helvetica', size: 8.5, ...white });
  pen.text(number, nx + pen.width(numLabel, { font: 'Helvetica', size: 8.5 }) + 5, by + 8, { font: 'Helvetica-Bold', size: 10, ...white });
  const dv = fdate(date, 'dash2');
  const dw = pen.width(dv, { font: 'Helvetica-Bold', size: 10 });
  pen.right(dv, R - 10, by + 8, { font: 'Helvetica-Bold', size: 10, ...white });
  pen.right(dateLabel, R - 15 - dw, by + 9, { font: 'Helvetica', size: 8.5, ...white });
  pen.color('#000000');

  // two boxes
  const boxY = 146;
  const half = (R - L - 14) / 2;
  const leftBox = v === 1 ? L + half + 14 : L;
  const rightBox = v === 1 ? L : L + half + 14;
  pen.rect(leftBox, boxY, half, 74, { stroke: teal, lw: 0.7 });
  pen.rect(rightBox, boxY, half, 74, { stroke: teal, lw: 0.7 });
  pen.text(['Facturar a:', 'Cliente', 'Datos fiscales del cliente'][v], leftBox + 8, boxY + 6, { font: 'Helvetica-Bold', size: 7.5, color: teal });
  pen.color('#000000');
  pen.text(c.name, leftBox + 8, boxY + 18, { font: 'Helvetica-Bold', size: 9 });
  pen.font('Helvetica', 8.5);
  pen.text(c.street, leftBox + 8, boxY + 30);
  pen.text(c.city, leftBox + 8, boxY + 41);
  pen.text(`NIF ${fnif(c.nif, 'plain')}`, leftBox + 8, boxY + 55);
  pen.text(['Entregar en:', 'Dirección de envío', 'Obra'][v], rightBox + 8, boxY + 6, { font: 'Helvetica-Bold', size: 7.5, color: teal });
  pen.color('#000000');
  pen.text(site.name, rightBox + 8, boxY + 18, { font: 'Helvetica-Bold', size: 8.5 });
  pen.font('Helvetica', 8.5);
  pen.text(site.place, rightBox + 8, boxY + 30);
  pen.text(`Ref. obra: ${rng.pick(['OB-', 'OBRA '])}${rng.int(100, 980)}`, rightBox + 8, boxY + 44);
  pen.text(`Cliente nº ${c.code}`, rightBox + 8, boxY + 55);

  const cols: Col[] = [
    { key: 'ref', head: 'Ref.', x: L, w: 46, align: 'l' },
    { key: 'ean', head: 'EAN', x: L + 46, w: 76, align: 'l' },
    { key: 'desc', head: 'Artículo', x: L + 122, w: 220, align: 'l' },
    { key: 'q', head: 'Cant.', x: L + 342, w: 50, align: 'r' },
    { key: 'p', head: 'P.V.P.', x: L + 392, w: 62, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 454, w: R - L - 454, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({
    ref: l.code,
    ean: l.ean,
    desc: l.desc[0],
    q: `${qty(l.qtyMilli, 0)} ${l.unit}`,
    p: money(l.price),
    a: money(l.amount),
  }));
  const end = drawTable(pen, cols, rows, 240, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 7.5,
    rowH: 16,
    headH: 17,
    border: 'none',
    zebra: '#E6F0F2',
    headFill: teal,
    headColor: '#FFFFFF',
  });
  pen.line(L, end, R, end, 0.8, teal);

  // gross, discount and base
  let y = end + 12;
  y = totalsColumn(
    pen,
    [
      { label: 'Suma', value: money(t.gross) },
      { label: `${dLabel} ${percent(dPct)}`, value: money(-t.discount) },
      { label: 'Base imponible', value: money(t.base), bold: true },
    ],
    470,
    R - 4,
    y,
    12,
    { font: 'Helvetica', bold: 'Helvetica-Bold', size: 8.5 },
  );
  // left notes
  pen.font('Helvetica', 7.5);
  pen.text('Portes pagados. La mercancía viaja por cuenta y riesgo del comprador.', L, end + 12);
  pen.text('No se admiten devoluciones de material de pedido especial.', L, end + 22);
  if (showDue) {
    pen.text('Vencimiento:', L, end + 38, { font: 'Helvetica-Bold', size: 8.5 });
    pen.text(fdate(due, 'dash2'), L + 60, end + 38, { font: 'Helvetica', size: 8.5 });
  } else {
    pen.text('Forma de pago: contado', L, end + 38, { font: 'Helvetica', size: 8.5 });
  }

  // VAT grid, full width
  const gy = y + 12;
  const gcols = ['Base imponible', '% IVA', 'Cuota IVA', hard === 'proforma' ? 'TOTAL PROFORMA' : 'TOTAL FACTURA'];
  const gw = (R - L) / 4;
  pen.rect(L, gy, R - L, 15, { fill: '#D5E5E9' });
  pen.rect(L, gy, R - L, 34, { stroke: teal, lw: 0.7 });
  const gvals = [money(t.base, { eur: ' €' }), percent(21, 'dec'), money(t.tax, { eur: ' €' }), money(t.total, { eur: ' €' })];
  for (let i = 0; i < 4; i++) {
    if (i > 0) pen.line(L + gw * i, gy, L + gw * i, gy + 34, 0.7, teal);
    pen.center(gcols[i], L + gw * i + gw / 2, gy + 4, { font: 'Helvetica-Bold', size: 7.5 });
    pen.right(gvals[i], L + gw * (i + 1) - 8, gy + 20, { font: i === 3 ? 'Helvetica-Bold' : 'Helvetica', size: i === 3 ? 10 : 9 });
  }
  if (hard === 'proforma') {
    pen.center('Documento sin validez fiscal. La factura definitiva se emitirá al confirmar el pedido.', cx, gy + 44, { font: 'Helvetica-Bold', size: 8 });
  }

  pen.center(`${s.legal} · ${s.registry}`, cx, 796, { font: 'Helvetica', size: 6.5, color: '#555555' });
  pen.center(`Cuenta para transferencias: ${s.iban}`, cx, 806, { font: 'Helvetica', size: 6.5, color: '#555555' });

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
      total_amount: t.total,
      currency: 'EUR',
      reverse_charge: false,
    },
    hard === 'proforma' ? 'a FACTURA PROFORMA (a quotation, no tax value) must not be booked as an invoice' : undefined,
  );
}

// ================================================================ timber yard

const TIMBER: CatItem[] = [
  { desc: ['Tablón de pino pinaster 200x50 mm cepillado,', 'tratado autoclave clase IV'], unit: 'm³', price: [39000, 46000], q: [420, 2600, 5], dec: 3 },
  { desc: 'Tablero fenólico encofrado 2500x500x27 mm', unit: 'ud', price: [2350, 3100], q: [10000, 80000, 5000], dec: 0 },
  { desc: 'Puntal metálico telescópico 3,10 m', unit: 'ud', price: [1590, 2190], q: [10000, 60000, 5000], dec: 0 },
  { desc: ['Viga de madera laminada GL24h 120x240 mm,', 'longitud 6,00 m'], unit: 'ud', price: [14800, 19400], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Tabla de encofrar pino 25 mm sin cepillar', unit: 'm³', price: [26500, 32000], q: [500, 3200, 5], dec: 3 },
  { desc: 'Tablero OSB-3 2440x1220x15 mm', unit: 'ud', price: [1490, 2080], q: [10000, 90000, 5000], dec: 0 },
  { desc: ['Rastrel de pino 50x50 mm cepillado,', 'longitud 4,00 m'], unit: 'ml', price: [145, 215], q: [40000, 400000, 20000], dec: 0 },
  { desc: 'Viga H20 de encofrado 3,90 m', unit: 'ud', price: [3450, 4290], q: [6000, 40000, 2000], dec: 0 },
  { desc: 'Tablero contrachapado marino 2500x1220x18 mm', unit: 'ud', price: [5400, 6900], q: [4000, 20000, 2000], dec: 0 },
  { desc: ['Listón de abeto 70x45 mm', 'secado en cámara, grado C24'], unit: 'm³', price: [41500, 48000], q: [300, 1800, 5], dec: 3 },
];

export async function timber(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.timber;
  const number = [`26/${z(rng.int(100, 1500), 4)}`, `M-${rng.int(2000, 6000)}`, `2026.${z(rng.int(10, 900), 4)}`][v];
  const date = randomDate(rng);
  const due = addDays(date, 30);
  const showDue = v === 1;
  const lines = makeLines(rng, TIMBER, rng.int(4, 7));
  // at least one wrapped description
  if (!lines.some((l) => l.desc.length > 1)) {
    const extra = makeLines(rng, TIMBER.filter((i) => Array.isArray(i.desc)), 1)[0];
    lines[0] = extra;
  }
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'MaderaSoft');
  const L = 56;
  const R = 545;
  const brown = '#5B3A1E';

  // logo
  pen.rect(L, 36, pen.width(s.trade!, { font: 'Times-Bold', size: 21 }) + 26, 50, { fill: brown, r: 3 });
  pen.text(s.trade!, L + 12, 45, { font: 'Times-Bold', size: 21, color: '#FFFFFF' });
  pen.text('Tableros · Vigas · Encofrados · Carpintería', L + 12, 70, { font: 'Times-Roman', size: 8.5, color: '#F1E2C6' });
  pen.color('#000000');
  pen.text(`${s.street} · ${s.city} · Tel. ${s.phone} · ${s.mail}`, L, 94, { font: 'Times-Roman', size: 8 });

  // side margin: legal name, id and registry, bottom to top
  pen.up(`${s.legal} · C.I.F. ${fnif(s.nif, v === 1 ? 'dash' : 'plain')} · ${s.street} · ${s.city}`, 26, 790, { font: 'Times-Roman', size: 7.5, color: '#333333' });
  pen.up(s.registry!, 36, 790, { font: 'Times-Roman', size: 6.5, color: '#333333' });

  // number and date, right, plain lines
  pen.right('FACTURA', R, 38, { font: 'Times-Bold', size: 22 });
  const nl = ['Factura nº:', 'Nº de factura:', 'Número de factura:'][v];
  pen.font('Times-Roman', 10);
  pen.right(number, R, 68, { font: 'Times-Bold', size: 10 });
  pen.right(nl, R - pen.width(number, { font: 'Times-Bold', size: 10 }) - 5, 68);
  const dtxt = fdate(date, 'long');
  pen.right(dtxt, R, 82, { font: 'Times-Roman', size: 10 });
  pen.right('Fecha:', R - pen.width(dtxt, { font: 'Times-Roman', size: 10 }) - 5, 82);

  // customer
  const cx0 = v === 2 ? L : 318;
  const ox0 = v === 2 ? 318 : L;
  const cy = 122;
  const clabel = ['Sres.:', 'Cliente:', ''][v];
  let yy = cy;
  if (clabel) {
    pen.text(clabel, cx0, yy, { font: 'Times-Bold', size: 9 });
    yy += 13;
  }
  pen.text(c.name, cx0, yy, { font: 'Times-Bold', size: 10.5 });
  pen.font('Times-Roman', 10);
  pen.text(c.street, cx0, yy + 14);
  pen.text(c.city, cx0, yy + 27);
  pen.text(`C.I.F.: ${fnif(c.nif, 'plain')}`, cx0, yy + 40);
  // site
  pen.text('Obra / destino:', ox0, cy, { font: 'Times-Bold', size: 9 });
  pen.font('Times-Roman', 9.5);
  pen.text(site.name, ox0, cy + 13);
  pen.text(site.place, ox0, cy + 26);
  pen.text(`Albaranes: ${rng.int(10000, 19999)}, ${rng.int(20000, 29999)}`, ox0, cy + 42);

  const cols: Col[] = [
    { key: 'desc', head: 'Descripción', x: L, w: 238, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 238, w: 60, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 298, w: 34, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 332, w: 70, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 402, w: R - L - 402, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({
    desc: l.desc.length > 1 ? l.desc : l.desc[0],
    q: qty(l.qtyMilli, l.dec),
    u: l.unit,
    p: money(l.price),
    a: money(l.amount),
  }));
  drawTable(pen, cols, rows, 210, {
    font: 'Times-Roman',
    bold: 'Times-Bold',
    size: 9.5,
    rowH: 17,
    subH: 11.5,
    headH: 17,
    border: 'head',
    lw: 0.8,
  });

  // totals strip
  const sy = 640;
  const heads = ['Base imponible', 'I.V.A. %', 'Cuota I.V.A.', 'TOTAL FACTURA'];
  const vals = [money(t.base), percent(21, 'tight'), money(t.tax), money(t.total, { eur: ' €' })];
  const widths = [140, 80, 120, R - L - 340];
  let x = L;
  pen.rect(L, sy, R - L, 40, { stroke: '#000000', lw: 0.8 });
  pen.line(L, sy + 16, R, sy + 16, 0.6);
  for (let i = 0; i < 4; i++) {
    if (i > 0) pen.line(x, sy, x, sy + 40, 0.6);
    pen.center(heads[i], x + widths[i] / 2, sy + 4, { font: 'Times-Bold', size: 9 });
    pen.right(vals[i], x + widths[i] - 8, sy + 23, { font: i === 3 ? 'Times-Bold' : 'Times-Roman', size: i === 3 ? 11.5 : 10.5 });
    x += widths[i];
  }
  pen.font('Times-Roman', 9.5);
  pen.text(`Forma de pago: ${['transferencia a ' + s.iban, 'recibo bancario a 30 días', 'contado'][v]}`, L, sy + 54);
  if (showDue) pen.text(`Vencimiento: ${fdate(due, 'long')}`, L, sy + 68);
  pen.center('Gracias por su confianza', (L + R) / 2, 800, { font: 'Times-Roman', size: 8, color: '#666666' });

  const bytes = await pen.bytes();
  return invoiceDoc(job, bytes, {
    invoice_number: number,
    issue_date: iso(date),
    ...(showDue ? { due_date: iso(due) } : {}),
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

// ================================================================ steel stockholder, two pages

const STEEL: CatItem[] = [
  { desc: 'Barra corrugada B500SD Ø8 mm 12 m', unit: 'kg', price: [78, 96], q: [200000, 1500000, 10000], dec: 0 },
  { desc: 'Barra corrugada B500SD Ø10 mm 12 m', unit: 'kg', price: [76, 94], q: [300000, 2200000, 10000], dec: 0 },
  { desc: 'Barra corrugada B500SD Ø12 mm 12 m', unit: 'kg', price: [75, 92], q: [400000, 3000000, 10000], dec: 0 },
  { desc: 'Barra corrugada B500SD Ø16 mm 12 m', unit: 'kg', price: [74, 91], q: [400000, 2600000, 10000], dec: 0 },
  { desc: 'Barra corrugada B500SD Ø20 mm 12 m', unit: 'kg', price: [74, 90], q: [300000, 2000000, 10000], dec: 0 },
  { desc: 'Malla electrosoldada ME 15x15 Ø6-6 6x2,20', unit: 'ud', price: [2150, 2790], q: [10000, 60000, 5000], dec: 0 },
  { desc: 'Perfil IPE 200 S275JR', unit: 't', price: [98000, 118000], q: [350, 2400, 5], dec: 3 },
  { desc: 'Perfil HEB 160 S275JR', unit: 't', price: [101000, 121000], q: [300, 1800, 5], dec: 3 },
  { desc: 'Tubo estructural 80x80x4 mm S275', unit: 't', price: [112000, 131000], q: [150, 1200, 5], dec: 3 },
  { desc: 'Angular L 50x5 mm S275JR', unit: 'kg', price: [98, 124], q: [50000, 400000, 5000], dec: 0 },
  { desc: 'Chapa lisa laminada 10 mm S275JR', unit: 't', price: [104000, 124000], q: [200, 1500, 5], dec: 3 },
  { desc: 'Alambre recocido negro Ø1,3 mm', unit: 'kg', price: [135, 175], q: [25000, 150000, 25000], dec: 0 },
  { desc: 'Separador plástico rueda 25/30 mm (bolsa)', unit: 'ud', price: [690, 950], q: [2000, 20000, 1000], dec: 0 },
  { desc: 'Corte y doblado ferralla s/ planilla', unit: 'kg', price: [9, 16], q: [400000, 2500000, 10000], dec: 0 },
];

export async function steel(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.steel;
  const number = [`26/${z(rng.int(1000, 9999), 6)}`, `FA2026${z(rng.int(100, 999), 5)}`, `V-26-${z(rng.int(1000, 9999), 5)}`][v];
  const date = randomDate(rng, 2, 5);
  const due = addDays(date, [60, 90, 60][v]);
  // the invoice groups several delivery notes
  type SLine = Line & { alb: string };
  const lines: SLine[] = [];
  const perPage = [26, 24, 28][v];
  const target = perPage + rng.int(5, 14);
  let albNo = rng.int(12000, 18000);
  while (lines.length < target) {
    albNo += rng.int(3, 60);
    for (const l of makeLines(rng, STEEL, Math.min(rng.int(4, 7), target - lines.length))) lines.push({ ...l, alb: `${albNo}` });
  }
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'SIDER/400');
  const L = 40;
  const R = 555;
  const red = '#8E1B1B';
  const pages = [lines.slice(0, perPage), lines.slice(perPage)];
  const nPages = pages[1].length ? 2 : 1;
  const dtxt = fdate(date, 'dot');
  const cols: Col[] = [
    { key: 'n', head: 'Lín.', x: L, w: 28, align: 'r' },
    { key: 'alb', head: 'Albarán', x: L + 28, w: 50, align: 'l' },
    { key: 'desc', head: 'Descripción', x: L + 78, w: 225, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 303, w: 64, align: 'r' },
    { key: 'u', head: 'Ud', x: L + 367, w: 22, align: 'l' },
    { key: 'p', head: 'Precio', x: L + 389, w: 50, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 439, w: R - L - 439, align: 'r' },
  ];
  const st: TableStyle = { font: 'Courier', bold: 'Courier-Bold', size: 7.5, rowH: 13, headH: 15, border: 'vlines', lineColor: '#444444' };
  const mono = { font: 'Courier' as const, size: 9 };

  const footer = () => {
    pen.center(`${s.legal} · ${s.registry} · NIF ${s.nif}`, (L + R) / 2, 806, { font: 'Helvetica', size: 6.5, color: '#555555' });
  };

  let carried = 0;
  let n = 0;
  for (let p = 0; p < nPages; p++) {
    if (p > 0) pen.addPage();
    // pre-printed letterhead
    pen.rect(L, 36, 46, 46, { fill: red });
    pen.center('HAN', L + 23, 52, { font: 'Helvetica-Bold', size: 14, color: '#FFFFFF' });
    pen.color('#000000');
    pen.right(s.caps, R, 36, { font: 'Helvetica-Bold', size: 12, color: red });
    pen.color('#000000').font('Helvetica', 7.5);
    pen.right('Almacén de hierros, ferralla y productos siderúrgicos', R, 52);
    pen.right(`${s.street} · ${s.city}`, R, 62);
    pen.right(`Tel. ${s.phone} · ${s.mail}`, R, 72);
    pen.right(`N.I.F. ${fnif(s.nif, v === 1 ? 'es' : 'dash')}`, R, 82, { font: 'Helvetica-Bold', size: 7.5 });

    let tableTop: number;
    if (p === 0) {
      // customer through the envelope window
      const wx = 60;
      const wy = 120;
      for (const [x1, y1, dx, dy] of [
        [wx, wy, 1, 1],
        [wx + 230, wy, -1, 1],
        [wx, wy + 72, 1, -1],
        [wx + 230, wy + 72, -1, -1],
      ]) {
        pen.line(x1, y1, x1 + 10 * dx, y1, 0.6);
        pen.line(x1, y1, x1, y1 + 10 * dy, 0.6);
      }
      pen.text(c.name.toUpperCase(), wx + 8, wy + 10, mono);
      pen.text(c.street, wx + 8, wy + 22, mono);
      pen.text(c.city, wx + 8, wy + 34, mono);
      pen.text(`NIF: ${c.nif}`, wx + 8, wy + 50, mono);
      const dx = 340;
      pen.text('FACTURA', dx, 118, { font: 'Courier-Bold', size: 14 });
      const rowsH: [string, string][] = [
        [['Nº de factura', 'Nº factura', 'Factura nº'][v], number],
        ['Fecha', dtxt],
        ['Cliente', c.code],
        ['Página', `${p + 1} de ${nPages}`],
      ];
      rowsH.forEach(([k, val], i) => pen.text(`${k.padEnd(14)}: ${val}`, dx, 140 + i * 12, mono));
      pen.text(`Obra: ${site.name}`, L, 208, { font: 'Courier', size: 8 });
      tableTop = 224;
    } else {
      pen.text(`FACTURA ${number}  ·  Fecha ${dtxt}  ·  Página ${p + 1} de ${nPages}`, L, 104, { font: 'Courier-Bold', size: 9 });
      pen.text('SUMA ANTERIOR', L + 250, 124, { font: 'Courier-Bold', size: 9 });
      pen.right(money(carried), R, 124, { font: 'Courier-Bold', size: 9 });
      tableTop = 142;
    }
    const rows: Row[] = pages[p].map((l) => ({
      n: String(++n),
      alb: l.alb,
      desc: l.desc[0],
      q: qty(l.qtyMilli, l.dec),
      u: l.unit,
      p: money(l.price),
      a: money(l.amount),
    }));
    const end = drawTable(pen, cols, rows, tableTop, st);
    carried += pages[p].reduce((a, l) => a + l.amount, 0);
    if (p < nPages - 1) {
      pen.text('SUMA Y SIGUE ....', L + 250, end + 10, { font: 'Courier-Bold', size: 9 });
      pen.right(money(carried), R, end + 10, { font: 'Courier-Bold', size: 9 });
    } else {
      const ty = end + 16;
      pen.rect(330, ty, R - 330, 50, { stroke: '#000000', lw: 0.8 });
      const items: [string, string][] = [
        ['Base imponible', money(t.base)],
        ['I.V.A. 21,00 %', money(t.tax)],
        ['TOTAL FACTURA EUR', money(t.total)],
      ];
      items.forEach(([k, val], i) => {
        const f = i === 2 ? { font: 'Courier-Bold' as const, size: 9.5 } : mono;
        pen.text(k, 338, ty + 7 + i * 14, f);
        pen.right(val, R - 8, ty + 7 + i * 14, f);
      });
      pen.text(`Vencimiento: ${fdate(due, 'dot')}`, L, ty + 7, mono);
      pen.text(['Recibo domiciliado', 'Pagaré a 90 días', 'Transferencia'][v], L, ty + 21, mono);
      pen.text(`IBAN ${s.iban}`, L, ty + 35, { font: 'Courier', size: 8 });
    }
    footer();
  }

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

// ================================================================ skip hire and waste management (21 % and 10 %)

const WASTE: CatItem[] = [
  { desc: 'Alquiler contenedor 6 m³ (semana)', unit: 'sem', price: [3500, 5200], q: [1000, 8000, 1000], dec: 0, vat: 21 },
  { desc: 'Alquiler contenedor 9 m³ (semana)', unit: 'sem', price: [4800, 6900], q: [1000, 6000, 1000], dec: 0, vat: 21 },
  { desc: 'Suministro big-bag 1 m³', unit: 'ud', price: [650, 990], q: [5000, 30000, 5000], dec: 0, vat: 21 },
  { desc: 'Transporte y cambio de contenedor', unit: 'viaje', price: [6500, 9500], q: [1000, 12000, 1000], dec: 0, vat: 10 },
  { desc: 'Gestión RCD mezclados LER 17 09 04', unit: 't', price: [1450, 2400], q: [3500, 42000, 10], dec: 2, vat: 10 },
  { desc: 'Gestión hormigón LER 17 01 01', unit: 't', price: [600, 1150], q: [5000, 60000, 10], dec: 2, vat: 10 },
  { desc: 'Gestión tierras limpias LER 17 05 04', unit: 't', price: [350, 700], q: [10000, 90000, 10], dec: 2, vat: 10 },
  { desc: 'Gestión madera LER 17 02 01', unit: 't', price: [3900, 5600], q: [500, 6000, 10], dec: 2, vat: 10 },
  { desc: 'Certificado de gestión de residuos', unit: 'ud', price: [1500, 3000], q: [1000, 1000, 1000], dec: 0, vat: 21 },
];

export async function waste(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.waste;
  const number = [`A-2026-${z(rng.int(50, 999), 4)}`, `FR26${z(rng.int(1000, 9999), 5)}`, `2026-${z(rng.int(100, 4000), 5)}`][v];
  const date = randomDate(rng, 2, 5);
  const due = addDays(date, 30);
  const r21 = WASTE.filter((i) => i.vat === 21);
  const r10 = WASTE.filter((i) => i.vat === 10);
  const lines = [...makeLines(rng, r21, rng.int(1, 3)), ...makeLines(rng, r10, rng.int(2, 4))];
  // service dates within the month before the invoice
  const svc = lines.map((_, i) => addDays(date, -28 + i * rng.int(2, 4)));
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'EcoGestor');
  const L = 40;
  const R = 555;
  const green = '#2E6B3A';

  // logo and letterhead
  pen.circle(L + 28, 66, 28, { fill: green });
  pen.center('GRA', L + 28, 58, { font: 'Helvetica-Bold', size: 15, color: '#FFFFFF' });
  pen.color('#000000');
  const hx = L + 66;
  pen.text(s.legal, hx, 40, { font: 'Helvetica-Bold', size: 10.5, color: green });
  pen.color('#000000').font('Helvetica', 7.5);
  pen.text('Gestor autorizado de residuos de construcción y demolición', hx, 55);
  pen.text(`${s.street} · ${s.city}`, hx, 65);
  pen.text(`NIF: ${fnif(s.nif, v === 2 ? 'dash' : 'plain')} · Tel. ${s.phone}`, hx, 75);
  pen.text(s.mail, hx, 85);

  pen.text('FACTURA', L, 118, { font: 'Helvetica-Bold', size: 22, color: green });
  pen.color('#000000');
  const gx = 375;
  const gy = 112;
  const gw = (R - gx) / 2;
  const hs = [
    ['Número', 'Fecha'],
    ['Nº factura', 'Fecha emisión'],
    ['Factura', 'Fecha'],
  ][v];
  pen.rect(gx, gy, R - gx, 14, { fill: '#DDEBDD' });
  pen.rect(gx, gy, R - gx, 32, { stroke: green, lw: 0.7 });
  pen.line(gx + gw, gy, gx + gw, gy + 32, 0.7, green);
  pen.center(hs[0], gx + gw / 2, gy + 4, { font: 'Helvetica-Bold', size: 7.5 });
  pen.center(hs[1], gx + gw * 1.5, gy + 4, { font: 'Helvetica-Bold', size: 7.5 });
  pen.center(number, gx + gw / 2, gy + 19, { font: 'Helvetica', size: 9 });
  pen.center(fdate(date, 'slash'), gx + gw * 1.5, gy + 19, { font: 'Helvetica', size: 9 });

  // customer and service place
  const by = 158;
  const bw = 250;
  pen.rect(L, by, bw, 14, { fill: green });
  pen.text(['Datos del cliente', 'Cliente', 'Titular'][v], L + 6, by + 3.5, { font: 'Helvetica-Bold', size: 8, color: '#FFFFFF' });
  pen.color('#000000');
  pen.rect(L, by, bw, 70, { stroke: green, lw: 0.7 });
  pen.text(c.name, L + 6, by + 20, { font: 'Helvetica-Bold', size: 8.5 });
  pen.font('Helvetica', 8);
  pen.text(`NIF/CIF: ${fnif(c.nif, 'plain')}`, L + 6, by + 32);
  pen.text(c.street, L + 6, by + 43);
  pen.text(c.city, L + 6, by + 54);
  const ox = R - bw;
  pen.rect(ox, by, bw, 14, { fill: green });
  pen.text('Lugar de servicio / obra', ox + 6, by + 3.5, { font: 'Helvetica-Bold', size: 8, color: '#FFFFFF' });
  pen.color('#000000');
  pen.rect(ox, by, bw, 70, { stroke: green, lw: 0.7 });
  pen.text(site.name, ox + 6, by + 20, { font: 'Helvetica', size: 8 });
  pen.text(site.place, ox + 6, by + 31, { font: 'Helvetica', size: 8 });
  pen.text(`Nº autorización productor: P-${rng.int(1000, 9999)}/${rng.int(20, 25)}`, ox + 6, by + 47, { font: 'Helvetica', size: 7.5 });

  const cols: Col[] = [
    { key: 'd', head: 'Fecha', x: L, w: 48, align: 'l' },
    { key: 'desc', head: 'Concepto', x: L + 48, w: 190, align: 'l' },
    { key: 'q', head: 'Cant.', x: L + 238, w: 50, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 288, w: 36, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 324, w: 58, align: 'r' },
    { key: 'iva', head: 'IVA', x: L + 382, w: 38, align: 'c' },
    { key: 'a', head: 'Importe', x: L + 420, w: R - L - 420, align: 'r' },
  ];
  const rows: Row[] = lines.map((l, i) => ({
    d: fdate(svc[i], 'slash').slice(0, 5),
    desc: l.desc[0],
    q: qty(l.qtyMilli, l.dec),
    u: l.unit,
    p: money(l.price),
    iva: percent(l.vat, 'tight'),
    a: money(l.amount),
  }));
  const end = drawTable(pen, cols, rows, 250, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8,
    rowH: 17,
    headH: 17,
    border: 'hlines',
    lineColor: '#9DB89F',
    headFill: '#DDEBDD',
  });

  // VAT breakdown grid
  const vy = end + 22;
  const vx = L;
  const vw = [100, 60, 90];
  const vh = ['Base imponible', '% IVA', 'Cuota IVA'];
  const gridRows = t.rates.map((r) => [money(r.base), percent(r.rate), money(r.tax)]);
  gridRows.push([money(t.base), '', money(t.tax)]);
  const totalW = vw.reduce((a, b) => a + b, 0);
  pen.rect(vx, vy, totalW, 15, { fill: '#DDEBDD' });
  let xx = vx;
  vh.forEach((h, i) => {
    pen.center(h, xx + vw[i] / 2, vy + 4, { font: 'Helvetica-Bold', size: 7.5 });
    xx += vw[i];
  });
  gridRows.forEach((r, k) => {
    const ry = vy + 15 + k * 15;
    let x2 = vx;
    r.forEach((val, i) => {
      const bold = k === gridRows.length - 1;
      if (val) pen.right(val, x2 + vw[i] - 6, ry + 4, { font: bold ? 'Helvetica-Bold' : 'Helvetica', size: 8.5 });
      x2 += vw[i];
    });
  });
  const gh = 15 + gridRows.length * 15;
  pen.rect(vx, vy, totalW, gh, { stroke: green, lw: 0.7 });
  let lx = vx;
  for (let i = 0; i < vw.length - 1; i++) {
    lx += vw[i];
    pen.line(lx, vy, lx, vy + gh, 0.6, green);
  }
  pen.line(vx, vy + gh - 15, vx + totalW, vy + gh - 15, v === 2 ? 1.2 : 0.6, green);

  // total box
  const tx = 360;
  pen.rect(tx, vy, R - tx, 36, { fill: green });
  pen.text('TOTAL FACTURA', tx + 10, vy + 6, { font: 'Helvetica-Bold', size: 8.5, color: '#FFFFFF' });
  pen.right(money(t.total, { eur: ' €' }), R - 10, vy + 18, { font: 'Helvetica-Bold', size: 13, color: '#FFFFFF' });
  pen.color('#000000');
  pen.text('Vencimiento', tx + 10, vy + 48, { font: 'Helvetica-Bold', size: 8 });
  pen.text(fdate(due, 'slash'), tx + 80, vy + 48, { font: 'Helvetica', size: 8 });
  pen.text('Forma de pago', tx + 10, vy + 60, { font: 'Helvetica-Bold', size: 8 });
  pen.text(['Transferencia', 'Recibo SEPA', 'Transferencia'][v], tx + 80, vy + 60, { font: 'Helvetica', size: 8 });

  pen.font('Helvetica', 6.5).color('#444444');
  pen.text('El servicio de recogida, transporte y tratamiento de residuos tributa al tipo reducido del 10 % (art. 91.Uno.2.5º Ley 37/1992).', L, 776);
  pen.text(`${s.registry}`, L, 786);
  pen.text(`IBAN ${s.iban}`, L, 796);

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
