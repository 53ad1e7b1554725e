import type { CorpusDocument } from '../types.js';
import {
  type DateStyle,
  type Job,
  type Line,
  type MoneyStyle,
  type Party,
  addDays,
  amt,
  cell,
  close,
  eur,
  fmtDate,
  invoiceDoc,
  line,
  monthName,
  pct,
  pdf,
  price,
  qty,
  showNif,
  stack,
  table,
  units,
} from './kit.js';
import { party } from './parties.js';

/**
 * Five invoice layouts of the second blind held-out set: a painting subcontractor's monthly
 * certification, an HVAC installer, a SATE insulation contractor, a ceramic tile shop's counter
 * invoice over two pages, and a plasterboard installer billing by the square metre.
 */

export interface Layout<S> {
  name: string;
  suppliers: S[];
  make(job: Job<S>): Promise<CorpusDocument>;
}

const pickLines = <T>(job: Job<unknown>, catalog: readonly T[], min: number, max: number): T[] => job.rng.sample(catalog, job.rng.int(min, max));

// ---------------------------------------------------------------------------------------------
// Painting subcontractor: a monthly certification invoiced, with the client's order reference

interface Painter {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  nif: 'plain' | 'dash' | 'dots';
  l: { number: string; date: string; order: string; base: string; vat: string; wh?: string; total: string };
  number: (n: number) => string;
  order: (n: number) => string;
  withholding: number;
  customerRight: boolean;
}

const PAINT_WORK: Array<[string, string, number, number]> = [
  ['Pintura plástica lisa mate blanca en paramentos verticales, dos manos', 'm²', 420, 560],
  ['Pintura plástica en techos de escayola y PYL, dos manos', 'm²', 480, 640],
  ['Imprimación selladora al agua sobre yeso nuevo', 'm²', 150, 230],
  ['Esmalte sintético satinado en barandillas y cerrajería', 'ml', 1050, 1480],
  ['Pintura pétrea lisa en fachada con andamio existente', 'm²', 880, 1190],
  ['Esmalte al agua en puertas de paso, dos caras', 'ud', 3200, 4600],
  ['Pintura epoxi en solera de garaje, dos manos', 'm²', 1150, 1620],
  ['Señalización de plazas de garaje con pintura acrílica', 'ud', 850, 1200],
];

export const painting: Layout<Painter> = {
  name: 'pintura-certificacion',
  suppliers: [
    {
      party: party('B', { name: 'Pinturas y Decoraciones Ortega Ruiz, S.L.', brand: 'ORTEGA RUIZ', street: 'C/ Cañada Real, 31, nave 4', town: '28906 Getafe (Madrid)', phone: '916 95 40 12', email: 'administracion@pinturasortegaruiz.es', registry: 'Inscrita en el R.M. de Madrid, Tomo 31.882, Folio 77, Hoja M-573301' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      nif: 'dash',
      l: { number: 'Nº Fra.', date: 'Fecha', order: 'Su pedido', base: 'Base Imponible', vat: 'I.V.A.', total: 'TOTAL FACTURA' },
      number: (n) => `F26/${String(n).padStart(4, '0')}`,
      order: (n) => `PED-2026-${String(n).padStart(4, '0')}`,
      withholding: 0,
      customerRight: true,
    },
    {
      party: party('dni', { name: 'Juan Carlos Medina Prieto', brand: 'PINTURAS MEDINA', street: 'Avda. de la Constitución, 7, bajo', town: '46910 Alfafar (Valencia)', phone: '651 22 98 40' }),
      money: { group: '', euro: 'none' },
      date: 'long-es',
      nif: 'dots',
      l: { number: 'Factura nº', date: 'Fecha factura', order: 'S/Pedido nº', base: 'Base imponible', vat: 'IVA', wh: 'Retención IRPF', total: 'Total a pagar' },
      number: (n) => `${n}/2026`,
      order: (n) => `OC-${n}`,
      withholding: 1,
      customerRight: false,
    },
    {
      party: party('F', { name: 'Acabados Levante, Coop. V.', street: 'Camí de la Mar, 54', town: '46120 Alboraia (Valencia)', phone: '963 55 17 80', email: 'factures@acabadoslevante.coop' }),
      money: { group: '.', euro: 'before' },
      date: 'dd-mm-yy',
      nif: 'plain',
      l: { number: 'Núm. factura', date: 'Fecha emisión', order: 'Su ref. pedido', base: 'Base Imp.', vat: 'Cuota IVA', total: 'Líquido a pagar' },
      number: (n) => `FV-26-${String(n).padStart(5, '0')}`,
      order: (n) => `${String(n).padStart(6, '0')}/SUB`,
      withholding: 0,
      customerRight: true,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(2, 10);
    const number = sp.number(rng.int(40, 900));
    const cert = rng.int(2, 9);
    const order = sp.order(rng.int(100, 4000));
    const rows: Array<{ l: Line; before: bigint }> = pickLines(job, PAINT_WORK, 4, 6).map(([d, u, lo, hi], i) => {
      const q = u === 'ud' ? units(rng.int(4, 40)) : rng.qty(1500, 52000, 10);
      return { l: line(d, q, u, rng.cents(lo, hi, 5), { code: `${String(cert).padStart(2, '0')}.${String(i + 1).padStart(2, '0')}` }), before: u === 'ud' ? units(rng.int(0, 30)) : rng.qty(0, 60000, 10) };
    });
    const fig = close(
      rows.map((r) => r.l),
      { withholdingRate: sp.withholding },
    );
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      p.text(seller.brand ?? seller.name, 40, 40, { size: 17, bold: true });
      let y = 62;
      if (seller.brand) {
        p.text(seller.name, 40, y, { bold: true });
        y += 12;
      }
      for (const t of [seller.street, seller.town, `NIF: ${showNif(seller.nif, sp.nif)}`, seller.phone ? `Tel. ${seller.phone}` : '', seller.email ?? '']) {
        if (!t) continue;
        p.text(t, 40, y);
        y += 11;
      }
      s.box(345, 36, 210, 86);
      p.text('FACTURA', 355, 44, { size: 13, bold: true });
      const kv: Array<[string, string]> = [
        [sp.l.number, number],
        [sp.l.date, fmtDate(issue, sp.date)],
        [sp.l.order, order],
      ];
      kv.forEach(([k, v], i) => {
        p.text(`${k}:`, 355, 66 + i * 15);
        p.text(v, 440, 66 + i * 15, { bold: true });
      });
      const cx = sp.customerRight ? 345 : 40;
      const cy = 140;
      p.text('CLIENTE', cx, cy, { size: 7, bold: true });
      p.text(buyer.name, cx, cy + 12, { bold: true });
      p.text(buyer.street, cx, cy + 24);
      p.text(buyer.town, cx, cy + 35);
      p.text(`C.I.F.: ${buyer.nif}`, cx, cy + 46);
      const ox = sp.customerRight ? 40 : 345;
      p.text('Obra:', ox, cy + 12, { bold: true });
      p.paragraph(job.site, ox + 30, cy + 12, 170);
      s.rule(40, 205, 555, 205, 1);
      p.text(`CERTIFICACIÓN Nº ${cert} — TRABAJOS EJECUTADOS EN ${monthName(issue).toUpperCase()} ${issue.y}`, 40, 214, { bold: true, size: 9.5 });
      const q2 = (x: bigint, u: string) => qty(x, u === 'ud' ? 0 : 2, '.');
      const end = table(
        s,
        40,
        232,
        [
          { head: 'Cód.', w: 34 },
          { head: 'Descripción', w: 186, wrap: true },
          { head: 'Ud', w: 24, align: 'center' },
          { head: 'Orig.', w: 50, align: 'right' },
          { head: 'Anterior', w: 50, align: 'right' },
          { head: 'Actual', w: 50, align: 'right' },
          { head: 'Precio', w: 44, align: 'right' },
          { head: 'Importe', w: 77, align: 'right' },
        ],
        rows.map(({ l, before }) => [l.code ?? '', l.description, l.unit, q2(l.qty + before, l.unit), q2(before, l.unit), q2(l.qty, l.unit), price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
        { grid: 'full', headFill: '#e6e6e6', rowH: 15, size: 8 },
      );
      let ty = end + 18;
      const tot: Array<[string, string, boolean?]> = [[sp.l.base, m(fig.base)], [`${sp.l.vat} ${pct(21)}`, m(fig.tax)]];
      if (fig.withholdingRate) tot.push([`${sp.l.wh} ${pct(fig.withholdingRate)}`, m(-fig.withholding)]);
      tot.push([sp.l.total, m(fig.total), true]);
      for (const [k, v, bold] of tot) {
        if (bold) s.rule(360, ty - 4, 555, ty - 4, 0.8);
        p.text(k, 360, ty, { bold, size: bold ? 10 : 8.5 });
        p.right(v, 553, ty, { bold, size: bold ? 10 : 8.5 });
        ty += bold ? 18 : 14;
      }
      p.text('Forma de pago: confirming a 60 días fecha factura.', 40, end + 18);
      p.text(`Certificación conforme a la medición contradictoria del ${fmtDate(addDays(issue, -3), 'dd/mm/yyyy')}.`, 40, end + 30, { size: 7.5 });
      if (seller.registry) p.center(seller.registry, 297, 800, { size: 6.5 });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// HVAC installer

interface Hvac {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  nif: 'plain' | 'dash' | 'space';
  l: { title: string; customer: string; number: string; date: string; due: string; pay: string; payWith: string; code: string; desc: string; qty: string; price: string; amount: string; base: string; rate: string; vat: string; total: string; transfer: string };
  number: (n: number) => string;
  color: string;
}

const HVAC_ITEMS: Array<[string, string, string, number, number, number]> = [
  ['DK-RXM35R', 'Unidad exterior bomba de calor split 1x1 3,5 kW R-32', 'ud', 1, 3, 64500],
  ['DK-FTXM35', 'Unidad interior mural 3,5 kW inverter', 'ud', 1, 3, 41200],
  ['MT-CASS71', 'Equipo cassette 4 vías 7,1 kW con panel', 'ud', 1, 2, 182000],
  ['CU-1438', 'Línea frigorífica cobre 1/4"-3/8" aislada', 'ml', 6, 60, 1450],
  ['CU-3858', 'Línea frigorífica cobre 3/8"-5/8" aislada', 'ml', 6, 40, 2190],
  ['CND-DESG', 'Tubería PVC desagüe condensados 32 mm', 'ml', 5, 40, 380],
  ['RJ-IMP300', 'Rejilla de impulsión doble deflexión 300x150', 'ud', 2, 12, 3850],
  ['CONDUCTO-CL', 'Conducto lana mineral Climaver Neto', 'm²', 10, 80, 2460],
  ['MO-OF1', 'Mano de obra oficial 1ª frigorista', 'h', 4, 40, 3400],
  ['MO-AYU', 'Mano de obra ayudante', 'h', 4, 40, 2500],
  ['VAC-PRU', 'Vacío, carga de refrigerante y puesta en marcha', 'ud', 1, 3, 9500],
];

export const hvac: Layout<Hvac> = {
  name: 'climatizacion',
  suppliers: [
    {
      party: party('B', { name: 'Climatizaciones Tajo, S.L.', street: 'C/ Río Jarama, 132, nave 9', town: '45007 Toledo', phone: '925 23 41 07', email: 'facturacion@climatajo.es', web: 'www.climatajo.es' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      nif: 'plain',
      l: { title: 'FACTURA', customer: 'CLIENTE', number: 'Factura nº', date: 'Fecha', due: 'Vencimiento', pay: 'Forma de pago', payWith: 'Transferencia 30 días', code: 'Código', desc: 'Descripción', qty: 'Cant.', price: 'Precio', amount: 'Importe', base: 'Base Imp.', rate: '% IVA', vat: 'Cuota', total: 'Total factura', transfer: 'Rogamos indiquen en la transferencia la Fra. nº' },
      number: (n) => `A-2026/${String(n).padStart(4, '0')}`,
      color: '#1f4e79',
    },
    {
      party: party('A', { name: 'Instalaciones Térmicas Guadarrama, S.A.', street: 'Pol. Ind. Los Llanos, C/ Fragua, 6', town: '28400 Collado Villalba (Madrid)', phone: '918 51 77 30', email: 'admin@itguadarrama.com' }),
      money: { group: '.', euro: 'none' },
      date: 'dd.mm.yyyy',
      nif: 'dash',
      l: { title: 'FACTURA', customer: 'DATOS DEL CLIENTE', number: 'Número', date: 'Fecha doc.', due: 'Fecha vto.', pay: 'F. pago', payWith: 'Recibo domiciliado 60 d.', code: 'Artículo', desc: 'Concepto', qty: 'Unid.', price: 'P. unit.', amount: 'Total', base: 'Base Imponible', rate: 'Tipo', vat: 'I.V.A.', total: 'TOTAL EUROS', transfer: 'Referencia para el pago: factura' },
      number: (n) => `FT${String(n).padStart(6, '0')}`,
      color: '#8b1a1a',
    },
    {
      party: party('B', { name: 'Fred i Calor Vallès, S.L.', street: 'Carrer de la Indústria, 45', town: '08205 Sabadell (Barcelona)', phone: '937 26 50 81', email: 'comptabilitat@fredicalor.cat' }),
      money: { group: '.', euro: 'tight' },
      date: 'long-ca',
      nif: 'space',
      l: { title: 'FACTURA', customer: 'CLIENT', number: 'Factura núm.', date: 'Data', due: 'Venciment', pay: 'Forma de pagament', payWith: 'Transferència a 30 dies', code: 'Codi', desc: 'Descripció', qty: 'Quant.', price: 'Preu', amount: 'Import', base: 'Base imposable', rate: '% IVA', vat: 'Quota IVA', total: 'Total a pagar', transfer: 'Indiqueu a la transferència la factura núm.' },
      number: (n) => `${String(n).padStart(3, '0')}/26`,
      color: '#0b6e4f',
    },
  ],
  async make(job) {
    return hvacInvoice(job);
  },
};

/** An HVAC invoice; `paymentNumber` (hard documents) is a second, different invoice number printed in the payment note. */
export async function hvacInvoice(job: Job<Hvac>, hard?: { paymentNumber: (printed: string) => string; why: string }): Promise<CorpusDocument> {
  const { rng, supplier: sp, buyer } = job;
  const issue = rng.day(1, 10);
  const due = addDays(issue, 30);
  const number = sp.number(rng.int(50, 980));
  const items = pickLines(job, HVAC_ITEMS, 4, 7);
  const lines = items.map(([code, d, u, lo, hi, p]) => line(d, units(rng.int(lo, hi)), u, p > 5000 ? BigInt(p) + rng.cents(-300, 300, 5) : BigInt(p), { code }));
  const fig = close(lines);
  const m = (c: bigint) => eur(c, sp.money);
  const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
    const p = s.pen;
    const seller = sp.party;
    s.tinted(sp.color, () => p.right(seller.name.toUpperCase(), 555, 40, { size: 12, bold: true }));
    let y = 58;
    for (const t of [seller.street, seller.town, `Tel. ${seller.phone}`, seller.email ?? '', seller.web ?? '', `NIF ${showNif(seller.nif, sp.nif)}`]) {
      if (!t) continue;
      p.right(t, 555, y);
      y += 11;
    }
    s.tinted(sp.color, () => p.text(sp.l.title, 40, 44, { size: 22, bold: true }));
    s.box(40, 130, 250, 70, { radius: 4 });
    p.text(sp.l.customer, 48, 136, { size: 7, bold: true });
    p.text(buyer.name, 48, 149, { bold: true });
    p.text(buyer.street, 48, 161);
    p.text(buyer.town, 48, 172);
    p.text(`NIF: ${buyer.nif}`, 48, 184);
    const kv: Array<[string, string]> = [
      [sp.l.number, number],
      [sp.l.date, fmtDate(issue, sp.date)],
      [sp.l.due, fmtDate(due, sp.date)],
      [sp.l.pay, sp.l.payWith],
    ];
    kv.forEach(([k, v], i) => {
      p.text(`${k}:`, 320, 136 + i * 15, { bold: true });
      p.text(v, 410, 136 + i * 15);
    });
    p.text(`Obra: ${job.site}`, 40, 212);
    const end = table(
      s,
      40,
      230,
      [
        { head: sp.l.code, w: 70 },
        { head: sp.l.desc, w: 245, wrap: true },
        { head: sp.l.qty, w: 50, align: 'right' },
        { head: '', w: 25, align: 'left' },
        { head: sp.l.price, w: 55, align: 'right' },
        { head: sp.l.amount, w: 70, align: 'right' },
      ],
      fig.lines.map((l) => [l.code ?? '', l.description, qty(l.qty, 2), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
      { grid: 'rows', headFill: '#dde7f0', rowH: 16 },
    );
    const by = Math.max(end + 30, 560);
    table(
      s,
      255,
      by,
      [
        { head: sp.l.base, w: 85, align: 'right' },
        { head: sp.l.rate, w: 45, align: 'right' },
        { head: sp.l.vat, w: 70, align: 'right' },
        { head: sp.l.total, w: 100, align: 'right' },
      ],
      [[m(fig.base), pct(21, 'tight'), m(fig.tax), m(fig.total)]],
      { grid: 'full', headFill: '#eeeeee', rowH: 18, size: 9.5 },
    );
    const printed = hard ? hard.paymentNumber(number) : number;
    p.text(`${sp.l.transfer} ${printed}`, 40, by + 60, { size: 8 });
    p.text('IBAN ES76 2100 0418 4502 0005 1332', 40, by + 72, { size: 8 });
    p.center(`${seller.name} · NIF ${seller.nif} · ${seller.street} · ${seller.town}`, 297, 805, { size: 6.5 });
  });
  return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, due, fig, bytes, hard: hard?.why });
}

// ---------------------------------------------------------------------------------------------
// SATE / external insulation: an ERP print with labels in a shaded band and values under them

interface Sate {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { number: string; date: string; client: string; clientNif: string; page: string; base: string; vat: string; total: string };
  number: (n: number) => string;
}

const SATE_ITEMS: Array<[string, string, string, number, number, number]> = [
  ['SAT-EPSG80', 'Sistema SATE con EPS grafito 80 mm, adhesivo y espigas', 'm²', 8000, 60000, 4650],
  ['SAT-MW60', 'Sistema SATE con lana mineral 60 mm (zonas cortafuego)', 'm²', 1500, 9000, 5890],
  ['PER-ARR', 'Perfil de arranque de aluminio 80 mm', 'ml', 2000, 15000, 690],
  ['PER-ESQ', 'Perfil guardavivos con malla en esquinas', 'ml', 3000, 25000, 310],
  ['MAL-REF', 'Malla de fibra de vidrio de refuerzo adicional', 'm²', 1000, 8000, 245],
  ['REV-ACR', 'Revoco de acabado acrílico fratasado 1,5 mm', 'm²', 8000, 60000, 1180],
  ['VIE-ALF', 'Vierteaguas de aluminio lacado en alféizares', 'ml', 1000, 6000, 1960],
  ['AND-TUB', 'Montaje y desmontaje de andamio tubular (p.a.)', 'ud', 1000, 1000, 185000],
];

export const sate: Layout<Sate> = {
  name: 'sate-aislamiento',
  suppliers: [
    {
      party: party('B', { name: 'Aislamientos Térmicos del Norte, S.L.', brand: 'ATN aislamientos', street: 'Polígono de Asipo, Parcela 21', town: '33428 Llanera (Asturias)', phone: '985 26 33 10', registry: 'R.M. de Asturias, Tomo 4.102, Folio 88, Hoja AS-47213' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      l: { number: 'Nº Doc.', date: 'Fecha doc.', client: 'Cód. cliente', clientNif: 'NIF cliente', page: 'Pág.', base: 'Base imponible', vat: 'Cuota IVA', total: 'TOTAL FACTURA' },
      number: (n) => `FA26-${String(n).padStart(5, '0')}`,
    },
    {
      party: party('B', { name: 'Fachadas Eficientes Rivas, S.L.L.', brand: 'FER fachadas', street: 'Avda. Covibar, 8, local 3', town: '28523 Rivas-Vaciamadrid (Madrid)', phone: '914 99 12 76', registry: 'Sociedad Laboral inscrita en el R.M. de Madrid, Hoja M-690114' }),
      money: { group: '', euro: 'none' },
      date: 'dd-mm-yyyy',
      l: { number: 'Documento', date: 'Fecha', client: 'Cliente', clientNif: 'C.I.F.', page: 'Hoja', base: 'Base', vat: 'IVA', total: 'Total documento' },
      number: (n) => `${String(n).padStart(6, '0')}`,
    },
    {
      party: party('B', { name: 'Sistemas SATE Miño, S.L.', brand: 'SATE MIÑO', street: 'Rúa da Ponte, 19', town: '27004 Lugo', phone: '982 20 45 63', registry: 'R.M. de Lugo, Tomo 611, Folio 140, Hoja LU-18834' }),
      money: { group: '.', euro: 'EUR' },
      date: 'd/m/yyyy',
      l: { number: 'Nº Factura', date: 'F. emisión', client: 'Nº Cliente', clientNif: 'N.I.F.', page: 'Página', base: 'Base Imp.', vat: 'Cuota', total: 'TOTAL' },
      number: (n) => `SM/${n}/26`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(3, 10);
    const due = addDays(issue, 45);
    const number = sp.number(rng.int(100, 2400));
    const items = [SATE_ITEMS[0], ...pickLines(job, SATE_ITEMS.slice(1), 3, 5)];
    const lines = items.map(([code, d, u, lo, hi, p]) => line(d, u === 'ud' ? units(1) : rng.qty(lo, hi, 10), u, BigInt(p), { code }));
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      s.box(40, 36, 150, 44, { fill: '#f08a24', stroke: false });
      s.tinted('#ffffff', () => p.text(seller.brand ?? '', 48, 50, { size: 15, bold: true }));
      p.text(seller.name, 200, 40, { bold: true, size: 9 });
      p.text(`${seller.street} · ${seller.town}`, 200, 52);
      p.text(`Tel. ${seller.phone} · CIF ${seller.nif}`, 200, 63);
      s.box(330, 100, 225, 62);
      p.text(buyer.name, 338, 108, { bold: true, size: 9 });
      p.text(buyer.street, 338, 121);
      p.text(buyer.town, 338, 132);
      p.text('FACTURA', 40, 110, { size: 16, bold: true });
      p.text(`Obra: ${job.site}`, 40, 140);
      const heads = [sp.l.number, sp.l.date, sp.l.client, sp.l.clientNif, sp.l.page];
      const values = [number, fmtDate(issue, sp.date), String(4300 + job.v * 17), buyer.nif, '1'];
      const w = [120, 90, 80, 95, 130];
      let x = 40;
      heads.forEach((h, i) => {
        s.box(x, 178, w[i], 14, { fill: '#d9d9d9' });
        p.text(h, x + 4, 182, { bold: true, size: 7 });
        s.box(x, 192, w[i], 16);
        p.text(values[i], x + 4, 196.5, { size: 8.5 });
        x += w[i];
      });
      const end = table(
        s,
        40,
        225,
        [
          { head: 'Ref.', w: 60 },
          { head: 'Descripción', w: 235, wrap: true },
          { head: 'Ud', w: 26, align: 'center' },
          { head: 'Cantidad', w: 60, align: 'right' },
          { head: 'Precio', w: 54, align: 'right' },
          { head: 'Importe', w: 80, align: 'right' },
        ],
        fig.lines.map((l) => [l.code ?? '', l.description, l.unit, qty(l.qty, 2, sp.money.group), price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
        { grid: 'none', headFill: '#404040', headColor: '#ffffff', rowH: 15, zebra: '#f3f3f3' },
      );
      const gy = Math.max(end + 40, 600);
      table(
        s,
        40,
        gy,
        [
          { head: sp.l.base, w: 110, align: 'right' },
          { head: '% IVA', w: 60, align: 'right' },
          { head: sp.l.vat, w: 90, align: 'right' },
          { head: '% R.E.', w: 55, align: 'right' },
          { head: 'Cuota R.E.', w: 70, align: 'right' },
        ],
        [[amt(fig.base, sp.money.group), pct(21, 'decimals'), amt(fig.tax, sp.money.group), '', '']],
        { grid: 'full', headFill: '#d9d9d9', rowH: 16 },
      );
      s.box(440, gy, 115, 34, { width: 1.2 });
      p.text(sp.l.total, 446, gy + 4, { bold: true, size: 7.5 });
      p.right(m(fig.total), 550, gy + 18, { bold: true, size: 11 });
      p.text(`Vencimientos: ${fmtDate(due, sp.date)}  ${m(fig.total)}`, 40, gy + 50);
      if (seller.registry) p.center(`${seller.name} — ${seller.registry}`, 297, 805, { size: 6.5 });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, due, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Ceramic tile shop: a counter invoice with many lines over two pages ("suma y sigue")

interface Tiles {
  party: Party;
  group: '.' | '';
  date: DateStyle;
  reduced: boolean;
  l: { number: string; date: string; carried: string; brought: string };
  number: (n: number) => string;
}

const TILE_ITEMS: Array<[string, string, string, number, number]> = [
  ['PO6060ANT', 'Porcelánico 60x60 Antracita rect. 1ª', 'm²', 1440, 1895],
  ['PO6012ROB', 'Porcelánico madera 20x120 Roble', 'm²', 1440, 2450],
  ['AZ2040BB', 'Azulejo blanco brillo 20x40 pasta blanca', 'm²', 1520, 1090],
  ['AZ3090MAR', 'Revestimiento 30x90 Marmoleado Calacatta', 'm²', 1350, 2275],
  ['GR3333TER', 'Gres rústico 33x33 Terracota', 'm²', 1000, 1280],
  ['ROD860', 'Rodapié porcelánico 8x60', 'ud', 1000, 310],
  ['CC2TE25', 'Cemento cola C2TE S1 gris 25 kg', 'ud', 1000, 1195],
  ['CC1BL25', 'Cemento cola C1 blanco 25 kg', 'ud', 1000, 785],
  ['JCG2-5', 'Junta CG2 fina 2-8 mm 5 kg', 'ud', 1000, 890],
  ['JEP-3', 'Junta epoxi 3 kg blanco', 'ud', 1000, 3640],
  ['PERAL25', 'Perfil remate aluminio plata 2,5 m', 'ud', 1000, 520],
  ['PERINOX', 'Perfil cantonera acero inox 10 mm 2,5 m', 'ud', 1000, 1375],
  ['CRU3', 'Crucetas 3 mm bolsa 200 ud', 'ud', 1000, 245],
  ['NIVCU100', 'Sistema nivelación cuñas bolsa 100', 'ud', 1000, 1420],
  ['PDR80120', 'Plato de ducha resina 80x120 blanco', 'ud', 1000, 18900],
  ['IMPLAM', 'Lámina impermeabilizante 1 m (ml)', 'ml', 1000, 610],
  ['BANDA', 'Banda perimetral esquinas impermeabilización', 'ml', 1000, 390],
  ['LLAN10', 'Llana dentada 10 mm inox', 'ud', 1000, 960],
  ['DISCOD', 'Disco diamante porcelánico 115 mm', 'ud', 1000, 1850],
  ['SILTR', 'Silicona sanitaria transparente 280 ml', 'ud', 1000, 475],
  ['MALLA', 'Malla desolidarizante 1 m (ml)', 'ml', 1000, 730],
  ['MOSVID', 'Mosaico vítreo 30x30 malla azul', 'ud', 1000, 390],
  ['IMPRI5', 'Imprimación de agarre 5 kg', 'ud', 1000, 2160],
  ['AUTONIV', 'Mortero autonivelante 25 kg', 'ud', 1000, 1310],
  ['ESC-IMP', 'Escuadra impermeable banda interior', 'ud', 1000, 305],
  ['PELD3030', 'Peldaño porcelánico 30x120 con nariz', 'ud', 1000, 2890],
  ['TAPJ', 'Tapajuntas latón 2,7 m', 'ud', 1000, 695],
  ['SELLA', 'Sellador de juntas hidrófugo 1 l', 'ud', 1000, 1130],
  ['CLIP', 'Clips de nivelación bolsa 250', 'ud', 1000, 1540],
  ['ESPON', 'Esponja limpieza juntas', 'ud', 1000, 215],
  ['CUBO', 'Cubo de albañil 15 l', 'ud', 1000, 290],
  ['PALETA', 'Paletín acero 180 mm', 'ud', 1000, 630],
];

export const tiles: Layout<Tiles> = {
  name: 'azulejos-mostrador',
  suppliers: [
    {
      party: party('A', { name: 'Cerámicas Almazora, S.A.', brand: 'CERÁMICAS ALMAZORA', street: 'Ctra. Castellón-Vila-real km 4,2', town: '12550 Almassora (Castelló)', phone: '964 56 02 11' }),
      group: '.',
      date: 'dd/mm/yyyy',
      reduced: true,
      l: { number: 'FACTURA Nº', date: 'FECHA', carried: 'SUMA Y SIGUE', brought: 'SUMA ANTERIOR' },
      number: (n) => `M1-${String(n).padStart(6, '0')}`,
    },
    {
      party: party('B', { name: 'Azulejos y Pavimentos Bernabéu, S.L.', brand: 'BERNABÉU · cerámica y baño', street: 'Avda. de Novelda, 143', town: '03009 Alicante', phone: '965 17 24 90' }),
      group: '',
      date: 'dd-mm-yy',
      reduced: true,
      l: { number: 'Fra.', date: 'Fecha', carried: 'Suma y sigue', brought: 'Suma anterior' },
      number: (n) => `T${n}`,
    },
    {
      party: party('dni', { name: 'Rafael Soler Gimeno', brand: 'Cerámicas Soler', street: 'C/ Mayor, 77', town: '44600 Alcañiz (Teruel)', phone: '978 83 01 55' }),
      group: '.',
      date: 'dd.mm.yyyy',
      reduced: false,
      l: { number: 'Factura', date: 'Fecha', carried: 'A la vuelta', brought: 'De la hoja anterior' },
      number: (n) => `2026-${String(n).padStart(4, '0')}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(1, 10);
    const number = sp.number(rng.int(1000, 90000));
    const items = pickLines(job, TILE_ITEMS, 27, 32);
    const lines = items.map(([code, d, u, per, p], i) => {
      // Tiles sold by the box: a whole number of boxes of `per` thousandths of m².
      const q = u === 'm²' ? BigInt(rng.int(3, 40) * per) : u === 'ml' ? units(rng.int(2, 25)) : units(rng.int(1, 24));
      return line(d, q, u, BigInt(p), { code, rate: sp.reduced && i % 7 === 3 ? 10 : 21 });
    });
    const fig = close(lines);
    const g = sp.group;
    const perPage = 22;
    const bytes = await pdf({ family: 'Courier', size: 8 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      const head = (page: number) => {
        p.text(seller.brand ?? seller.name, 40, 36, { size: 13, bold: true });
        p.text(`${seller.name}  NIF ${seller.nif}`, 40, 54);
        p.text(`${seller.street}  ${seller.town}`, 40, 64);
        p.text(`Tel ${seller.phone}`, 40, 74);
        p.text(`${sp.l.number} ${number}`, 400, 36, { bold: true, size: 9 });
        p.text(`${sp.l.date} ${fmtDate(issue, sp.date)}`, 400, 48);
        p.text(`PAG. ${page}/2`, 400, 60);
        s.rule(40, 84, 555, 84, 0.8);
      };
      const cols = [
        { head: 'ARTICULO', w: 70 },
        { head: 'DESCRIPCION', w: 215 },
        { head: 'CANT.', w: 50, align: 'right' as const },
        { head: 'UD', w: 25, align: 'center' as const },
        { head: 'PRECIO', w: 55, align: 'right' as const },
        { head: 'IVA', w: 30, align: 'right' as const },
        { head: 'IMPORTE', w: 70, align: 'right' as const },
      ];
      const row = (l: Line) => [l.code ?? '', l.description, qty(l.qty, l.unit === 'ud' ? 0 : 2), l.unit, price(l.price, 2, g), String(l.rate), amt(l.amount, g)];
      head(1);
      p.text('CLIENTE:', 40, 94, { bold: true });
      p.text(`${buyer.name}   NIF: ${buyer.nif}`, 100, 94);
      p.text(`${buyer.street}, ${buyer.town}`, 100, 105);
      p.text(`Entregar en: ${job.site}`, 100, 116);
      const first = fig.lines.slice(0, perPage);
      const rest = fig.lines.slice(perPage);
      let end = table(s, 40, 134, cols, first.map(row), { grid: 'head', rowH: 13 });
      const carried = first.reduce((a, l) => a + l.amount, 0n);
      p.text(`${sp.l.carried} ....`, 330, end + 8, { bold: true });
      p.right(amt(carried, g), 555, end + 8, { bold: true });
      s.newPage();
      head(2);
      p.text(`${sp.l.brought} ....`, 330, 94, { bold: true });
      p.right(amt(carried, g), 555, 94, { bold: true });
      end = table(s, 40, 110, cols, rest.map(row), { grid: 'head', rowH: 13 });
      let y = end + 20;
      p.text('TIPO    BASE IMPONIBLE      CUOTA IVA', 300, y, { bold: true });
      y += 12;
      for (const r of fig.rates) {
        p.text(`${String(r.rate).padStart(2)} %`, 300, y);
        p.right(amt(r.base, g), 440, y);
        p.right(amt(r.tax, g), 530, y);
        y += 11;
      }
      s.rule(300, y + 2, 555, y + 2);
      p.text('TOTAL FACTURA EUR', 300, y + 8, { bold: true, size: 10 });
      p.right(amt(fig.total, g), 555, y + 8, { bold: true, size: 10 });
      p.text('Pagado al contado / tarjeta. No se admiten devoluciones de material cortado.', 40, 790, { size: 7 });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Plasterboard installer billing by the square metre, the supplier only in the footer

interface Drywall {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { invoice: string; number: string; date: string; client: string; concept: string; measure: string; price: string; amount: string; base: string; vat: string; total: string; footer: string };
  number: (n: number) => string;
}

const DRYWALL: Array<[string, string, number, number, number]> = [
  ['Tabique PYL 15+70+15 con lana mineral 60 mm', 'm²', 8000, 45000, 2850],
  ['Tabique PYL 2x13+48+2x13 hidrófugo en baños', 'm²', 3000, 15000, 3460],
  ['Trasdosado directo PYL 15 mm sobre maestra', 'm²', 5000, 30000, 1390],
  ['Trasdosado autoportante PYL 15+48 con aislamiento', 'm²', 3000, 20000, 2120],
  ['Falso techo continuo PYL 15 mm sobre estructura', 'm²', 4000, 25000, 2240],
  ['Tabica perimetral PYL en techos', 'ml', 2000, 12000, 940],
  ['Registro practicable 60x60 en techo', 'ud', 2000, 12000, 3250],
  ['Cinta, pasta y lijado en juntas nivel Q3', 'm²', 5000, 30000, 320],
];

export const drywall: Layout<Drywall> = {
  name: 'pladur-m2',
  suppliers: [
    {
      party: party('B', { name: 'Pladur Instal·lacions Besòs, S.L.', brand: 'BESÒS SEC', street: "Rambla de Sant Adrià, 102", town: '08930 Sant Adrià de Besòs (Barcelona)', phone: '933 81 60 42' }),
      money: { group: '.', euro: 'after' },
      date: 'long-ca',
      l: { invoice: 'FACTURA', number: 'Núm. factura', date: 'Data', client: 'Client', concept: 'Concepte', measure: 'Amidament', price: 'Preu', amount: 'Import', base: 'Base imposable', vat: 'IVA', total: 'Total factura', footer: 'NIF' },
      number: (n) => `BS-${n}`,
    },
    {
      party: party('B', { name: 'Tabiquería Seca Henares, S.L.', brand: 'HENARES · sistemas de placa', street: 'C/ Trigo, 21, Pol. Ind. Los Frailes', town: '28814 Daganzo de Arriba (Madrid)', phone: '918 84 12 09' }),
      money: { group: '.', euro: 'none' },
      date: 'dd/mm/yyyy',
      l: { invoice: 'FACTURA', number: 'Nº factura', date: 'Fecha', client: 'Cliente', concept: 'Concepto', measure: 'Medición', price: 'Precio', amount: 'Importe', base: 'Base imponible', vat: 'I.V.A.', total: 'Total', footer: 'C.I.F.' },
      number: (n) => `H/${String(n).padStart(4, '0')}/26`,
    },
    {
      party: party('X', { name: 'Mohamed El Amrani', brand: 'MONTAJES EL AMRANI', street: 'C/ Sierra de Cazorla, 4, 1º B', town: '18015 Granada', phone: '622 47 91 30' }),
      money: { group: '', euro: 'after' },
      date: 'dd-mm-yyyy',
      l: { invoice: 'FACTURA', number: 'Factura nº', date: 'Fecha', client: 'Cliente', concept: 'Trabajo', measure: 'Cantidad', price: '€/ud', amount: 'Total', base: 'Base', vat: 'IVA', total: 'Total factura', footer: 'NIE' },
      number: (n) => `${String(n).padStart(3, '0')}-2026`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const issue = rng.day(2, 10);
    const number = sp.number(rng.int(12, 640));
    const lines = pickLines(job, DRYWALL, 3, 6).map(([d, u, lo, hi, p]) => line(d, u === 'ud' ? units(rng.int(lo / 1000, hi / 1000)) : rng.qty(lo, hi, 10), u, BigInt(p) + rng.cents(0, 60, 5)));
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 9 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      s.tinted('#5a5a5a', () => p.text(seller.brand ?? seller.name, 40, 40, { size: 20, bold: true }));
      s.rule(40, 68, 555, 68, 2, '#5a5a5a');
      s.box(40, 86, 260, 72);
      p.text(sp.l.client, 46, 91, { size: 7 });
      p.text(buyer.name, 46, 104, { bold: true });
      p.text(buyer.street, 46, 117);
      p.text(buyer.town, 46, 129);
      p.text(`NIF ${buyer.nif}`, 46, 141);
      p.text(sp.l.invoice, 340, 86, { size: 16, bold: true });
      cell(s, 340, 110, 105, 28, sp.l.number, number, { bold: true });
      cell(s, 450, 110, 105, 28, sp.l.date, fmtDate(issue, sp.date));
      p.text(`Obra: ${job.site}`, 40, 172);
      const unitOf = (u: string) => (u === 'ud' ? 'ud' : u);
      const end = table(
        s,
        40,
        195,
        [
          { head: sp.l.concept, w: 275, wrap: true },
          { head: sp.l.measure, w: 80, align: 'right' },
          { head: sp.l.price, w: 70, align: 'right' },
          { head: sp.l.amount, w: 90, align: 'right' },
        ],
        fig.lines.map((l) => [l.description, `${qty(l.qty, l.unit === 'ud' ? 0 : 2, sp.money.group)} ${unitOf(l.unit)}`, price(l.price, 2, sp.money.group), m(l.amount)]),
        { grid: 'rows', rowH: 18 },
      );
      stack(
        s,
        [
          [sp.l.base, m(fig.base)],
          [`${sp.l.vat} ${pct(21)}`, m(fig.tax)],
          [sp.l.total, m(fig.total), true],
        ],
        { x: 440, right: 555, y: end + 24, step: 16, labelRight: true, boldSize: 11 },
      );
      s.rule(40, 780, 555, 780, 0.5);
      p.center(`${seller.name} · ${sp.l.footer} ${showNif(seller.nif, 'plain')} · ${seller.street} · ${seller.town} · ${seller.phone}`, 297, 788, { size: 7 });
    });
    return invoiceDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, issue, fig, bytes });
  },
};
