/**
 * Held-out documents that are hard on purpose: the right outcome is NOT automatic creation.
 * Each returns the values a careful reader would find printed, with `why`.
 */
import type { CorpusDocument } from '../types.js';
import {
  Pen,
  drawLines,
  eur,
  fmtDate,
  makeCif,
  makeCustomer,
  makeIban,
  makeSupplier,
  PLACES,
  pctLabel,
  printNif,
  qty,
  renderPdf,
  randomDate,
  sum,
  WORK_SITES,
  type Line,
  type Party,
  type Product,
  type Rng,
  type Ymd,
} from './common.js';
import { expectInvoice, expectNote, totals, type Totals } from './kit.js';

const L = 40;
const R = 555;

const WINDOWS: Product[] = [
  { desc: 'Ventana aluminio RPT 2 hojas 1200x1200', unit: 'ud', min: 38000, max: 52000, qMin: 2000, qMax: 16000, qStep: 1000 },
  { desc: 'Balconera corredera RPT 1800x2200', unit: 'ud', min: 69000, max: 92000, qMin: 1000, qMax: 8000, qStep: 1000 },
  { desc: 'Vidrio bajo emisivo 4/16/4 templado', unit: 'm²', min: 4200, max: 6100, qMin: 8000, qMax: 60000, qStep: 500 },
  { desc: 'Persiana enrollable aluminio térmico', unit: 'm²', min: 5200, max: 7400, qMin: 6000, qMax: 40000, qStep: 500 },
  { desc: 'Colocación y sellado de carpintería', unit: 'h', min: 3200, max: 3900, qMin: 8000, qMax: 60000, qStep: 1000 },
];

const HVAC: Product[] = [
  { desc: 'Unidad exterior aerotermia 8 kW', unit: 'ud', min: 189000, max: 246000, qMin: 1000, qMax: 3000, qStep: 1000 },
  { desc: 'Conducto fibra climaver neto', unit: 'm²', min: 1690, max: 2450, qMin: 20000, qMax: 160000, qStep: 500 },
  { desc: 'Rejilla de impulsión doble deflexión', unit: 'ud', min: 2900, max: 4600, qMin: 4000, qMax: 30000, qStep: 1000 },
  { desc: 'Tubería frigorífica cobre 3/8-5/8 aislada', unit: 'm', min: 1450, max: 2100, qMin: 10000, qMax: 80000, qStep: 1000 },
  { desc: 'Puesta en marcha y prueba de estanqueidad', unit: 'ud', min: 18000, max: 26000, qMin: 1000, qMax: 1000, qStep: 1000 },
];

const SIGNAGE: Product[] = [
  { desc: 'Valla de obra galvanizada 3,5x2 m', unit: 'ud', min: 2900, max: 4200, qMin: 10000, qMax: 80000, qStep: 2000 },
  { desc: 'Señal de obras TP-18 con trípode', unit: 'ud', min: 3400, max: 5200, qMin: 2000, qMax: 12000, qStep: 1000 },
  { desc: 'Cartel de obra 3x2 m impreso', unit: 'ud', min: 29000, max: 42000, qMin: 1000, qMax: 2000, qStep: 1000 },
  { desc: 'Balizamiento luminoso intermitente', unit: 'ud', min: 1490, max: 2290, qMin: 4000, qMax: 30000, qStep: 1000 },
  { desc: 'Pintura vial acrílica blanca', unit: 'm', min: 45, max: 95, qMin: 100000, qMax: 900000, qStep: 10000 },
];

const STEEL: Product[] = [
  { desc: 'Acero corrugado B500SD Ø12 cortado y doblado', unit: 'kg', min: 88, max: 125, qMin: 800000, qMax: 6000000, qStep: 5000 },
  { desc: 'Acero corrugado B500SD Ø16 cortado y doblado', unit: 'kg', min: 86, max: 122, qMin: 800000, qMax: 6000000, qStep: 5000 },
  { desc: 'Malla electrosoldada ME 15x15 Ø6 (6x2,2 m)', unit: 'ud', min: 2100, max: 2900, qMin: 10000, qMax: 120000, qStep: 1000 },
  { desc: 'Separador de plástico r=30 mm', unit: 'ud', min: 4, max: 9, qMin: 500000, qMax: 3000000, qStep: 100000 },
  { desc: 'Alambre de atar recocido 1,3 mm', unit: 'kg', min: 160, max: 240, qMin: 20000, qMax: 150000, qStep: 5000 },
];

interface ClassicData {
  supplier: Party;
  customer: Party;
  title: string;
  number: string;
  dateText: string;
  lines: Line[];
  t: Totals;
  /** what is printed as the total; null = no total printed */
  printedTotal: number | null;
  /** a second company id in the foot, unlabelled */
  footNif?: string;
  accent: string;
  note?: string;
  dueText?: string;
}

function classicInvoice(data: ClassicData, rng: Rng, variant: number): Promise<Uint8Array> {
  const { supplier, customer, t } = data;
  return renderPdf((doc) => {
    const p = new Pen(doc);
    p.color(data.accent).font('Helvetica-Bold', 14).t(supplier.name, L, 44).color('#000000');
    p.font('Helvetica', 8.5).t(supplier.street, L, 63).t(supplier.city, L, 74).t(`Tel. ${supplier.phone}`, L, 85);
    p.t(`CIF ${printNif(supplier.nif, variant)}`, L, 96);
    if (data.footNif) p.t(`CIF ${printNif(data.footNif, 1)}`, L, 107);
    p.font('Helvetica-Bold', data.title.length > 10 ? 16 : 20).r(data.title, R, 44);
    p.font('Helvetica', 9).r(`Nº ${data.number}`, R, 72).r(`Fecha: ${data.dateText}`, R, 85);
    if (data.dueText) p.r(`Vencimiento: ${data.dueText}`, R, 98);
    p.roundRect(L, 122, 270, 74, 3, 0.6, data.accent);
    p.font('Helvetica-Bold', 7.5).t('CLIENTE', L + 8, 128);
    p.font('Helvetica-Bold', 9.5).t(customer.name, L + 8, 141);
    p.font('Helvetica', 8.5).t(customer.street, L + 8, 155).t(customer.city, L + 8, 167).t(`CIF ${printNif(customer.nif, 0)}`, L + 8, 180);
    p.font('Helvetica', 8.5).t(`Obra: ${rng.pick(WORK_SITES)}`, 330, 141);
    const ty = 218;
    p.fill(L, ty, R - L, 16, '#eeeeee');
    p.font('Helvetica-Bold', 8).t('Descripción', L + 4, ty + 5).r('Cantidad', 380, ty + 5).r('Precio', 460, ty + 5).r('Importe', R - 4, ty + 5);
    let y = ty + 25;
    p.font('Helvetica', 9);
    for (const l of data.lines) {
      p.t(l.desc, L + 4, y).r(`${qty(l.qtyMilli)} ${l.unit}`, 380, y).r(eur(l.price), 460, y).r(eur(l.amount), R - 4, y);
      y += 16;
    }
    p.line(L, y, R, y, 0.5);
    y = Math.max(y + 26, 440);
    const X = 350;
    const row = t.rows[0]!;
    p.font('Helvetica', 9.5).t('Base imponible', X, y).r(eur(t.base, { symbol: true }), R - 4, y);
    p.t(`IVA ${pctLabel(row.rate)} %`, X, y + 16).r(eur(t.tax, { symbol: true }), R - 4, y + 16);
    if (data.printedTotal !== null) {
      p.line(X, y + 32, R, y + 32, 0.8);
      p.font('Helvetica-Bold', 11).t('Total factura', X, y + 39).r(eur(data.printedTotal, { symbol: true }), R - 4, y + 39);
    }
    p.font('Helvetica', 8).t(`Pago: transferencia a ${makeIban(rng)}`, L, y);
    if (data.note) p.font('Helvetica-Oblique', 8).t(data.note, L, y + 14);
    const foot = data.footNif
      ? `Inscrita en el Registro Mercantil, Tomo ${rng.int(500, 4000)}, Folio ${rng.int(1, 200)}, Hoja ${rng.int(10000, 99999)}`
      : `${supplier.name} · Inscrita en el Registro Mercantil, Tomo ${rng.int(500, 4000)}, Folio ${rng.int(1, 200)}`;
    p.font('Helvetica', 7).color('#555555').c(foot, 297.6, 800).color('#000000');
  }, { creator: 'Facturación' });
}

async function hardInvoice(
  rng: Rng,
  id: string,
  why: string,
  opts: {
    name: string;
    domain: string;
    catalog: Product[];
    accent: string;
    title?: string;
    totalDelta?: number;
    noTotal?: boolean;
    footNif?: boolean;
    badDate?: string;
    note?: string;
  },
): Promise<CorpusDocument> {
  const supplier = makeSupplier(rng, opts.name, opts.domain);
  const customer = makeCustomer(rng);
  const date: Ymd = randomDate(rng);
  const number = `${rng.pick(['F', 'FA', 'V'])}${rng.digits(2)}-${rng.digits(5)}`;
  const lines = drawLines(rng, opts.catalog, rng.int(3, 5));
  const t = totals(lines);
  const printedTotal = opts.noTotal ? null : t.total + (opts.totalDelta ?? 0);
  const due = undefined;
  const bytes = await classicInvoice(
    {
      supplier,
      customer,
      title: opts.title ?? 'FACTURA',
      number,
      dateText: opts.badDate ?? fmtDate(date, 'dd/mm/yyyy'),
      lines,
      t,
      printedTotal,
      footNif: opts.footNif ? makeCif(rng, 'A', rng.pick(PLACES).province) : undefined,
      accent: opts.accent,
      note: opts.note,
      dueText: due ? fmtDate(due, 'dd/mm/yyyy') : undefined,
    },
    rng,
    rng.int(0, 5),
  );
  const expected = expectInvoice({ number, date: opts.badDate ? null : date, due, supplier, t, omitTotal: opts.noTotal });
  if (printedTotal !== null) expected.total_amount = printedTotal;
  const layout = id.replace(/-\d+$/, '');
  return { id, layout, kind: 'invoice', expectComplete: false, why, bytes, buyerNif: customer.nif, expected };
}

async function hardNote(rng: Rng, id: string, why: string, delta: number): Promise<CorpusDocument> {
  const supplier = makeSupplier(rng, 'Hierros y Mallas Guadiana, S.L.', 'hmguadiana.es');
  const customer = makeCustomer(rng);
  const date = randomDate(rng);
  const number = `HM${rng.digits(6)}`;
  const lines = drawLines(rng, STEEL, 4);
  const printedTotal = sum(lines.map((l) => l.amount)) + delta;
  const bytes = await renderPdf((doc) => {
    const p = new Pen(doc);
    p.font('Helvetica-Bold', 14).t(supplier.name, L, 44);
    p.font('Helvetica', 8.5).t(`${supplier.street} · ${supplier.city}`, L, 62).t(`CIF ${printNif(supplier.nif, 1)} · Tel. ${supplier.phone}`, L, 73);
    p.font('Helvetica-Bold', 18).r('ALBARÁN', R, 44);
    p.font('Helvetica', 9).r(`Albarán nº ${number}`, R, 70).r(`Fecha: ${fmtDate(date, 'dd/mm/yyyy')}`, R, 83);
    p.rect(L, 110, 280, 70, 0.6);
    p.font('Helvetica-Bold', 7.5).t('CLIENTE', L + 6, 116);
    p.font('Helvetica', 9).t(customer.name, L + 6, 129).t(customer.street, L + 6, 142).t(customer.city, L + 6, 154).t(`CIF ${printNif(customer.nif, 0)}`, L + 6, 166);
    p.font('Helvetica', 8.5).t(`Obra: ${rng.pick(WORK_SITES)}`, 340, 129).t(`Planilla de despiece nº ${rng.digits(4)}`, 340, 142);
    const ty = 200;
    p.line(L, ty, R, ty, 0.8).line(L, ty + 16, R, ty + 16, 0.5);
    p.font('Helvetica-Bold', 8).t('Descripción', L + 2, ty + 5).r('Cantidad', 375, ty + 5).t('Ud.', 382, ty + 5).r('Precio', 465, ty + 5).r('Importe', R - 2, ty + 5);
    let y = ty + 24;
    p.font('Helvetica', 9);
    for (const l of lines) {
      p.t(l.desc, L + 2, y).r(qty(l.qtyMilli, 'min', true), 375, y).t(l.unit, 382, y).r(eur(l.price, {}), 465, y).r(eur(l.amount), R - 2, y);
      y += 17;
    }
    p.line(L, y, R, y, 0.5);
    p.font('Helvetica-Bold', 10).t('Total albarán', 360, y + 10).r(eur(printedTotal, { symbol: true }), R - 2, y + 10);
    p.font('Helvetica', 7.5).t('Precios sin IVA. Pesos teóricos según UNE 36068.', L, y + 40);
    p.rect(L, 700, 230, 60, 0.5);
    p.t('Recibí conforme', L + 6, 705);
  }, { creator: 'Ferralla ERP' });
  const expected = expectNote({ number, date, supplier, lines, printedTotal });
  return { id, layout: 'ho-hard-note-sum-mismatch', kind: 'delivery_note', expectComplete: false, why, bytes, buyerNif: customer.nif, expected };
}

export async function hardDocuments(mk: (label: string) => Rng): Promise<CorpusDocument[]> {
  const docs: CorpusDocument[] = [];
  const r1 = mk('hard-total');
  const delta = r1.pick([10000, -2500, 4321, 1000]);
  docs.push(
    await hardInvoice(r1, 'ho-hard-total-mismatch-1', `the printed total differs from base + VAT by ${eur(delta)} €`, {
      name: 'Cristalería y Aluminios Olivenza, S.L.',
      domain: 'caolivenza.es',
      catalog: WINDOWS,
      accent: '#005b96',
      totalDelta: delta,
    }),
  );
  docs.push(
    await hardInvoice(mk('hard-no-total'), 'ho-hard-missing-total-1', 'no total is printed: base and VAT only', {
      name: 'Climatización Sierra Espuña, S.L.',
      domain: 'climaespuna.es',
      catalog: HVAC,
      accent: '#00796b',
      noTotal: true,
    }),
  );
  docs.push(
    await hardInvoice(mk('hard-proforma'), 'ho-hard-proforma-1', 'titled FACTURA PROFORMA: a quotation for prepayment, not a tax invoice', {
      name: 'Señalización Vial Tordesillas, S.L.',
      domain: 'svtordesillas.es',
      catalog: SIGNAGE,
      accent: '#b71c1c',
      title: 'FACTURA PROFORMA',
      note: 'Pago anticipado. La factura definitiva se emitirá al servir el pedido.',
    }),
  );
  docs.push(
    await hardInvoice(mk('hard-two-nifs'), 'ho-hard-two-nifs-1', 'the letterhead prints two different company tax ids, neither labelled as the seller\'s; the expected one is the first', {
      name: 'Ascensores y Elevación Cuatro Vientos, S.L.',
      domain: 'aecuatrovientos.es',
      catalog: [
        { desc: 'Montacargas de obra 1.000 kg (mes)', unit: 'ud', min: 98000, max: 145000, qMin: 1000, qMax: 3000, qStep: 1000 },
        { desc: 'Revisión reglamentaria de montacargas', unit: 'ud', min: 14000, max: 21000, qMin: 1000, qMax: 1000, qStep: 1000 },
        { desc: 'Mástil adicional 1,5 m', unit: 'ud', min: 6900, max: 9800, qMin: 2000, qMax: 8000, qStep: 1000 },
        { desc: 'Técnico montador', unit: 'h', min: 4200, max: 5400, qMin: 4000, qMax: 24000, qStep: 1000 },
      ],
      accent: '#4a148c',
      footNif: true,
    }),
  );
  docs.push(await hardNote(mk('hard-note'), 'ho-hard-note-sum-mismatch-1', 'the printed note total is not the sum of its lines', mk('hard-note-delta').pick([15000, -4780, 2390])));
  docs.push(
    await hardInvoice(mk('hard-bad-date'), 'ho-hard-bad-date-1', 'the printed issue date (31/04/2026) is not a calendar date', {
      name: 'Geotecnia y Sondeos Teleno, S.L.',
      domain: 'geoteleno.es',
      catalog: [
        { desc: 'Sondeo a rotación con extracción de testigo', unit: 'm', min: 4800, max: 6900, qMin: 10000, qMax: 60000, qStep: 500 },
        { desc: 'Ensayo de penetración dinámica DPSH', unit: 'ud', min: 18000, max: 26000, qMin: 2000, qMax: 6000, qStep: 1000 },
        { desc: 'Ensayo SPT en sondeo', unit: 'ud', min: 3500, max: 5200, qMin: 3000, qMax: 12000, qStep: 1000 },
        { desc: 'Informe geotécnico', unit: 'ud', min: 65000, max: 98000, qMin: 1000, qMax: 1000, qStep: 1000 },
      ],
      accent: '#5d4037',
      badDate: '31/04/2026',
    }),
  );
  return docs;
}
