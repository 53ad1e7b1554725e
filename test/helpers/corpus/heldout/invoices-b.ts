/** Held-out invoice layouts, second family. */
import {
  Pen,
  addDays,
  drawLine,
  drawLines,
  eur,
  fmtDate,
  lineAmount,
  makeCustomer,
  makeIban,
  makeSupplier,
  pctLabel,
  priceBook,
  printNif,
  qty,
  randomDate,
  renderPdf,
  WORK_SITES,
  type DateStyle,
  type Line,
  type Product,
} from './common.js';
import { expectInvoice, totals, type InvoiceLayout } from './kit.js';

const L = 40;
const R = 555;

// ============================================================ 7. subcontractor, reverse charge

const SUBCONTRACTORS = [
  {
    name: 'Andamios y Montajes Sierra Elvira, S.L.',
    domain: 'andamiossierraelvira.es',
    activity: 'Montaje y alquiler de andamios homologados',
    items: [
      { desc: 'Montaje de andamio tubular en fachada', unit: 'm²', min: 450, max: 890, qMin: 120000, qMax: 900000, qStep: 10 },
      { desc: 'Alquiler andamio tubular (30 días)', unit: 'm²', min: 180, max: 320, qMin: 120000, qMax: 900000, qStep: 10 },
      { desc: 'Desmontaje de andamio tubular', unit: 'm²', min: 290, max: 520, qMin: 120000, qMax: 900000, qStep: 10 },
      { desc: 'Red de protección vertical', unit: 'm²', min: 120, max: 240, qMin: 100000, qMax: 600000, qStep: 10 },
      { desc: 'Marquesina de protección peatonal', unit: 'm', min: 3800, max: 6200, qMin: 6000, qMax: 40000, qStep: 500 },
    ] as Product[],
  },
  {
    name: 'Demoliciones Cardener, S.L.',
    domain: 'demolicionescardener.cat',
    activity: 'Demoliciones · Derribos · Movimiento de tierras',
    items: [
      { desc: 'Demolición de tabiquería de ladrillo hueco', unit: 'm²', min: 650, max: 1100, qMin: 80000, qMax: 600000, qStep: 10 },
      { desc: 'Picado de alicatado en paramentos', unit: 'm²', min: 540, max: 880, qMin: 60000, qMax: 400000, qStep: 10 },
      { desc: 'Levantado de solado y rodapié', unit: 'm²', min: 720, max: 1150, qMin: 60000, qMax: 500000, qStep: 10 },
      { desc: 'Carga y transporte de escombros', unit: 'm³', min: 1850, max: 2900, qMin: 10000, qMax: 120000, qStep: 10 },
      { desc: 'Corte de forjado con disco', unit: 'm', min: 2400, max: 3900, qMin: 5000, qMax: 60000, qStep: 10 },
    ] as Product[],
  },
  {
    name: 'Impermeabilizaciones Moncayo, S.L.',
    domain: 'impermoncayo.es',
    activity: 'Impermeabilización de cubiertas, muros y balsas',
    items: [
      { desc: 'Impermeabilización cubierta lámina EPDM 1,2 mm', unit: 'm²', min: 1950, max: 2850, qMin: 80000, qMax: 700000, qStep: 10 },
      { desc: 'Lámina drenante nodular en muro', unit: 'm²', min: 690, max: 1090, qMin: 60000, qMax: 400000, qStep: 10 },
      { desc: 'Sellado de juntas con masilla de poliuretano', unit: 'm', min: 480, max: 790, qMin: 40000, qMax: 300000, qStep: 10 },
      { desc: 'Aislamiento XPS 50 mm en cubierta', unit: 'm²', min: 1100, max: 1650, qMin: 80000, qMax: 700000, qStep: 10 },
      { desc: 'Remate perimetral de chapa plegada', unit: 'm', min: 2100, max: 3400, qMin: 20000, qMax: 150000, qStep: 10 },
    ] as Product[],
  },
];

export const reverseCharge: InvoiceLayout = {
  layout: 'ho-inv-reverse-charge',
  kind: 'invoice',
  async make(rng, v) {
    const sub = SUBCONTRACTORS[v % 3]!;
    const supplier = makeSupplier(rng, sub.name, sub.domain);
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`C-${rng.digits(4)}/26`, `2026.${rng.digits(3)}`, `IM26${rng.digits(4)}`][v]!;
    const lines = drawLines(rng, sub.items, rng.int(3, 5)).map((l, i) => ({ ...l, code: `0${v + 1}.${String(i + 1).padStart(2, '0')}` }));
    const t = totals(lines, { reverse: true });
    const cert = rng.int(1, 9);
    const site = rng.pick(WORK_SITES);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.fill(L, 40, 8, 56, '#c0392b');
      p.font('Helvetica-Bold', 14).t(supplier.name, L + 16, 42);
      p.font('Helvetica-Oblique', 8.5).t(sub.activity, L + 16, 60);
      p.font('Helvetica', 8.5).t(`${supplier.street} · ${supplier.city}`, L + 16, 73).t(`CIF ${printNif(supplier.nif, [0, 1, 2][v]!)} · ${supplier.phone}`, L + 16, 85);
      // document box
      p.rect(375, 112, 180, 72, 0.8);
      p.fill(375, 112, 180, 18, '#c0392b');
      p.color('#ffffff').font('Helvetica-Bold', 11).c('FACTURA', 465, 117).color('#000000');
      p.font('Helvetica', 8.5).t('Número', 382, 137).t('Fecha', 382, 151).t('Certificación', 382, 165);
      p.font('Helvetica-Bold', 9).r(number, 549, 137).r(fmtDate(date, v === 2 ? 'dd.mm.yyyy' : 'dd/mm/yyyy'), 549, 151).r(`nº ${cert}`, 549, 165);
      p.font('Helvetica-Bold', 8).t(['CLIENTE', 'CONTRATISTA / CLIENTE', 'DESTINATARIO'][v]!, L, 114);
      p.font('Helvetica', 9.5).t(customer.name, L, 128).t(customer.street, L, 141).t(customer.city, L, 154).t(`C.I.F.: ${printNif(customer.nif, 1)}`, L, 167);
      p.font('Helvetica', 8.5).t(`Obra: ${site}`, L, 200);
      const ty = 220;
      const cols = [L, 86, 340, 400, 430, 490, R];
      p.fill(L, ty, R - L, 16, '#f3f3f3');
      p.rect(L, ty, R - L, 16, 0.5);
      p.font('Helvetica-Bold', 7.5).t('Partida', L + 4, ty + 5).t('Descripción', cols[1]! + 4, ty + 5).r('Medición', cols[3]! - 4, ty + 5).c('Ud', (cols[3]! + cols[4]!) / 2, ty + 5).r('Precio', cols[5]! - 4, ty + 5).r('Importe', R - 4, ty + 5);
      let y = ty + 24;
      p.font('Helvetica', 8.5);
      for (const l of lines) {
        p.t(l.code, L + 4, y).t(l.desc, cols[1]! + 4, y).r(qty(l.qtyMilli, 'fix2', true), cols[3]! - 4, y).c(l.unit, (cols[3]! + cols[4]!) / 2, y).r(eur(l.price), cols[5]! - 4, y).r(eur(l.amount), R - 4, y);
        y += 18;
      }
      p.line(L, y, R, y, 0.5);
      y += 18;
      const X = 345;
      p.font('Helvetica', 9).t('Base imponible', X, y).r(eur(t.base), R - 4, y);
      p.t(v === 1 ? 'I.V.A. 0 %' : 'Cuota I.V.A. (inversión sujeto pasivo)', X, y + 15).r(eur(0), R - 4, y + 15);
      p.line(X, y + 30, R, y + 30, 0.8);
      p.font('Helvetica-Bold', 10.5).t('TOTAL FACTURA', X, y + 37).r(`${eur(t.total)} €`, R - 4, y + 37);
      // legal mention
      p.rect(L, 700, R - L, 42, 0.5);
      p.font('Helvetica-Bold', 8).t(v === 2 ? 'Inversión del sujeto pasivo' : 'Operación con inversión del sujeto pasivo', L + 8, 707);
      p.font('Helvetica', 7.5).t('Art. 84.Uno.2º f) de la Ley 37/1992 del IVA: ejecución de obra para un contratista principal en la', L + 8, 719);
      p.t('construcción o rehabilitación de edificaciones. El IVA será autoliquidado por el destinatario de la operación.', L + 8, 729);
      p.font('Helvetica', 7).color('#555555').t(`Pago por transferencia a ${makeIban(rng)}`, L, 760).color('#000000');
    }, { creator: 'Presto' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, supplier, t, reverse: true }) };
  },
};

// ============================================================ 8. two VAT rates (waste manager)

const WASTE: Product[] = [
  { desc: 'Tratamiento RCD mixto en planta', unit: 't', min: 1450, max: 2650, qMin: 2500, qMax: 24000, qStep: 10, rate: 1000 },
  { desc: 'Tratamiento RCD pétreo limpio', unit: 't', min: 450, max: 980, qMin: 4000, qMax: 30000, qStep: 10, rate: 1000 },
  { desc: 'Tierras y piedras LER 17 05 04', unit: 't', min: 240, max: 520, qMin: 8000, qMax: 60000, qStep: 10, rate: 1000 },
  { desc: 'Alquiler contenedor 6 m³', unit: 'día', min: 250, max: 480, qMin: 7000, qMax: 31000, qStep: 1000, rate: 2100 },
  { desc: 'Cambio de contenedor 9 m³', unit: 'ud', min: 6500, max: 9800, qMin: 1000, qMax: 8000, qStep: 1000, rate: 2100 },
  { desc: 'Entrega y retirada de contenedor', unit: 'ud', min: 3500, max: 5500, qMin: 1000, qMax: 4000, qStep: 1000, rate: 2100 },
  { desc: 'Saca big-bag 1 m³ para residuos', unit: 'ud', min: 690, max: 1200, qMin: 2000, qMax: 20000, qStep: 1000, rate: 2100 },
];

const WASTE_SUPPLIERS = [
  ['Gestión de Residuos Llobregat, S.L.', 'grllobregat.cat'],
  ['Contenedores y Reciclajes Henares, S.A.', 'crhenares.es'],
  ['Ecoplanta Valle del Nalón, S.L.', 'ecoplantanalon.es'],
] as const;

export const twoRates: InvoiceLayout = {
  layout: 'ho-inv-two-rates',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = WASTE_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 1 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`R${rng.digits(2)}-${rng.digits(5)}`, `FAC/2026/${rng.digits(4)}`, `${rng.digits(2)}0${rng.digits(4)}`][v]!.replace(/^0/, '7');
    const lowRate = WASTE.filter((p) => p.rate === 1000);
    const highRate = WASTE.filter((p) => p.rate === 2100);
    const lines: (Line & { ticket: string; day: string })[] = [...drawLines(rng, lowRate, rng.int(1, 3)), ...drawLines(rng, highRate, rng.int(1, 3))]
      .map((l) => ({ ...l, ticket: rng.digits(6), day: fmtDate(addDays(date, -rng.int(2, 25)), 'dd/mm/yyyy') }));
    const ordered = rng.shuffle(lines);
    const t = totals(ordered);
    const due = v === 0 ? addDays(date, 45) : undefined;
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.color('#2e7d32').font('Helvetica-Bold', 14).t(supplier.name, L, 40).color('#000000');
      p.font('Helvetica', 8).t(`Gestor autorizado de RCD nº ${rng.int(10, 99)}/${rng.int(100, 999)}/GRCD`, L, 58);
      p.t(`${supplier.street} · ${supplier.city}`, L, 69).t(`CIF: ${printNif(supplier.nif, [3, 0, 1][v]!)} · Tel. ${supplier.phone}`, L, 80);
      p.font('Helvetica-Bold', 17).t('FACTURA', L, 112);
      p.font('Helvetica', 9).t(`Número de factura: ${number}`, L, 136).t(`Fecha de factura: ${fmtDate(date, 'dd/mm/yyyy')}`, L, 149);
      if (due) p.t(`Vencimiento: ${fmtDate(due, 'dd/mm/yyyy')}`, L, 162);
      p.roundRect(320, 104, 235, 78, 4, 0.6, '#2e7d32');
      p.font('Helvetica-Bold', 7.5).color('#2e7d32').t(['DATOS DEL CLIENTE', 'CLIENTE', 'TITULAR DE LA FACTURA (CLIENTE)'][v]!, 328, 110).color('#000000');
      p.font('Helvetica-Bold', 9).t(customer.name, 328, 124);
      p.font('Helvetica', 8.5).t(customer.street, 328, 137).t(customer.city, 328, 149).t(`NIF/CIF: ${printNif(customer.nif, 0)}`, 328, 163);
      const ty = 200;
      p.line(L, ty, R, ty, 0.8).line(L, ty + 16, R, ty + 16, 0.5);
      p.font('Helvetica-Bold', 7.5).t('Fecha', L + 2, ty + 5).t('Ticket', 95, ty + 5).t('Concepto', 140, ty + 5).r('Cantidad', 340, ty + 5).c('Ud.', 360, ty + 5).r('Precio', 420, ty + 5).r('IVA', 460, ty + 5).r('Importe', R - 2, ty + 5);
      let y = ty + 24;
      p.font('Helvetica', 8.5);
      for (const l of ordered) {
        p.t(l.day, L + 2, y).t(l.ticket, 95, y).t(l.desc, 140, y).r(qty(l.qtyMilli, l.unit === 't' ? 'fix3' : 'fix0'), 340, y).c(l.unit, 360, y).r(eur(l.price), 420, y).r(`${pctLabel(l.rate)}%`, 460, y).r(eur(l.amount), R - 2, y);
        y += 16;
      }
      p.line(L, y, R, y, 0.5);
      // breakdown
      y = Math.max(y + 30, 420);
      p.font('Helvetica-Bold', 8.5).t('Desglose de IVA', 300, y);
      y += 14;
      p.fill(300, y, R - 300, 14, '#e8f5e9');
      p.font('Helvetica-Bold', 7.5).t('Tipo', 306, y + 4).r('Base imponible', 440, y + 4).r('Importe IVA', R - 6, y + 4);
      y += 20;
      p.font('Helvetica', 9);
      for (const row of t.rows) {
        p.t(`${pctLabel(row.rate)} %`, 306, y).r(eur(row.base), 440, y).r(eur(row.tax), R - 6, y);
        y += 15;
      }
      p.line(300, y, R, y, 0.5);
      y += 8;
      p.font('Helvetica', 9).t('Total base imponible', 306, y).r(eur(t.base), R - 6, y);
      p.t('Total IVA', 306, y + 14).r(eur(t.tax), R - 6, y + 14);
      p.font('Helvetica-Bold', 11).t('TOTAL FACTURA', 306, y + 34).r(eur(t.total, { symbol: true }), R - 6, y + 34);
      p.font('Helvetica', 7.5).t('IVA reducido (10 %) aplicado a los servicios de tratamiento de residuos, art. 91.Uno.2.5º LIVA.', L, 760);
      p.t(`Domiciliación: ${makeIban(rng)}`, L, 771);
    }, { creator: 'WasteManager' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

// ============================================================ 9. customer left, supplier right, number in the title

const AGGREGATES: Product[] = [
  { desc: 'Zahorra artificial ZA-25', unit: 't', min: 780, max: 1250, qMin: 12000, qMax: 28000, qStep: 10 },
  { desc: 'Grava caliza 12/20 lavada', unit: 't', min: 1050, max: 1550, qMin: 12000, qMax: 28000, qStep: 10 },
  { desc: 'Arena 0/4 lavada', unit: 't', min: 1120, max: 1690, qMin: 12000, qMax: 28000, qStep: 10 },
  { desc: 'Gravilla 6/12 silícea', unit: 't', min: 1180, max: 1720, qMin: 12000, qMax: 28000, qStep: 10 },
  { desc: 'Escollera 300-600 kg', unit: 't', min: 1450, max: 2100, qMin: 14000, qMax: 30000, qStep: 10 },
  { desc: 'Suelo seleccionado', unit: 't', min: 420, max: 780, qMin: 14000, qMax: 30000, qStep: 10 },
];

const QUARRIES = [
  ['Áridos y Canteras del Jiloca, S.A.', 'aridosjiloca.es'],
  ['Graveras Río Órbigo, S.L.', 'graverasorbigo.com'],
  ['Canteras Peña Lavada, S.L.', 'canteraspenalavada.es'],
] as const;

export const rightSupplier: InvoiceLayout = {
  layout: 'ho-inv-right-supplier',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = QUARRIES[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 0 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`A-2026-${rng.digits(5)}`, `B26-${rng.digits(4)}`, `CPL/${rng.digits(5)}`][v]!;
    const n = rng.int(5, 16);
    const lines: (Line & { day: string; note: string })[] = [];
    let noteNo = rng.int(1000, 9000);
    const samePrice = priceBook();
    for (let i = 0; i < n; i++) {
      const l = samePrice(drawLine(rng, rng.pick(AGGREGATES)));
      lines.push({ ...l, day: fmtDate(addDays(date, -25 + Math.floor((i * 24) / n)), 'dd/mm/yy'), note: String((noteNo += rng.int(1, 30))) });
    }
    const t = totals(lines);
    const due = v === 1 ? addDays(date, 60) : undefined;
    const dateStyle: DateStyle = v === 2 ? 'dd-MMM-yyyy' : 'dd/mm/yyyy';
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      // supplier on the right
      p.font('Helvetica-Bold', 13).r(supplier.name, R, 44);
      p.font('Helvetica', 8.5).r(supplier.street, R, 62).r(supplier.city, R, 73).r(`Tel. ${supplier.phone}`, R, 84);
      p.r(`${['CIF', 'C.I.F.', 'NIF'][v]} ${printNif(supplier.nif, [0, 2, 4][v]!)}`, R, 95);
      p.font('Helvetica', 7).color('#666666').r(`Explotación minera nº ${rng.int(100, 999)} · Sección A`, R, 107).color('#000000');
      // customer on the left
      const label = ['Datos del cliente', 'Cliente', 'Destinatario de la factura'][v]!;
      p.rect(L, 44, 250, 86, 0.6);
      p.font('Helvetica-Bold', 8).t(label, L + 8, 51);
      p.font('Helvetica', 9.5).t(customer.name, L + 8, 66).t(customer.street, L + 8, 80).t(customer.city, L + 8, 93);
      p.t(`CIF: ${printNif(customer.nif, v === 1 ? 2 : 0)}`, L + 8, 110);
      // title with the number
      p.font('Helvetica-Bold', 15).t(`FACTURA Nº ${number}`, L, 160);
      p.font('Helvetica', 9.5).t(`Fecha: ${fmtDate(date, dateStyle)}`, L, 182);
      if (due) p.t(`Vencimiento: ${fmtDate(due, dateStyle)}`, 200, 182);
      const ty = 208;
      p.fill(L, ty, R - L, 15, '#333333');
      p.color('#ffffff').font('Helvetica-Bold', 7.5).t('Fecha', L + 4, ty + 4).t('Albarán', 92, ty + 4).t('Material', 145, ty + 4).r('Toneladas', 385, ty + 4).r('€/t', 450, ty + 4).r('Importe', R - 4, ty + 4).color('#000000');
      let y = ty + 22;
      lines.forEach((l, i) => {
        if (i % 2 === 1) p.fill(L, y - 4, R - L, 15, '#f2f2f2');
        p.font('Helvetica', 8.5).t(l.day, L + 4, y).t(l.note, 92, y).t(l.desc, 145, y).r(qty(l.qtyMilli, 'fix3'), 385, y).r(eur(l.price), 450, y).r(eur(l.amount), R - 4, y);
        y += 15;
      });
      p.line(L, y, R, y, 0.5);
      const tq = lines.reduce((a, l) => a + l.qtyMilli, 0);
      p.font('Helvetica-Oblique', 8).t(`Total toneladas: ${qty(tq, 'fix3', true)}`, 145, y + 6);
      y = Math.max(y + 30, 520);
      const bx = 345;
      p.rect(bx, y, R - bx, 62, 0.8);
      const row = t.rows[0]!;
      p.font('Helvetica', 9.5).t('Base imponible', bx + 8, y + 8).r(eur(t.base), R - 8, y + 8);
      p.t(`IVA (${pctLabel(row.rate)}%)`, bx + 8, y + 24).r(eur(t.tax), R - 8, y + 24);
      p.line(bx, y + 39, R, y + 39, 0.5);
      p.font('Helvetica-Bold', 11).t('TOTAL €', bx + 8, y + 45).r(eur(t.total), R - 8, y + 45);
      p.font('Helvetica', 8).t('Forma de pago: pagaré a 60 días', L, y + 8);
      p.font('Helvetica', 6.5).color('#555555').c(`${supplier.name} - Inscrita en el Registro Mercantil. Tomo ${rng.int(200, 3000)}, Folio ${rng.int(1, 200)}`, 297.6, 805).color('#000000');
    }, { creator: 'Báscula & Facturación' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

// ============================================================ 10. paints store with a discount before the base

const PAINTS: Product[] = [
  { code: 'PL-15B', desc: 'Pintura plástica mate blanca 15 l', unit: 'ud', min: 3890, max: 6490, qMin: 2000, qMax: 40000, qStep: 1000 },
  { code: 'IMP-F4', desc: 'Imprimación fijadora al agua 4 l', unit: 'ud', min: 1890, max: 2990, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: 'ESM-750S', desc: 'Esmalte sintético satinado 750 ml', unit: 'ud', min: 990, max: 1690, qMin: 2000, qMax: 24000, qStep: 1000 },
  { code: 'RP-20L', desc: 'Revestimiento pétreo liso 20 kg', unit: 'ud', min: 2890, max: 4490, qMin: 4000, qMax: 60000, qStep: 1000 },
  { code: 'CC-48', desc: 'Cinta de carrocero 48 mm x 45 m', unit: 'ud', min: 145, max: 290, qMin: 12000, qMax: 96000, qStep: 12000 },
  { code: 'ROD-22A', desc: 'Rodillo antigota 22 cm', unit: 'ud', min: 390, max: 790, qMin: 4000, qMax: 30000, qStep: 1000 },
  { code: 'MAS-PL5', desc: 'Masilla plástica en pasta 5 kg', unit: 'ud', min: 890, max: 1490, qMin: 2000, qMax: 24000, qStep: 1000 },
  { code: 'PLAST-50', desc: 'Plástico protector 4x5 m galga 50', unit: 'ud', min: 120, max: 260, qMin: 10000, qMax: 100000, qStep: 10000 },
  { code: 'ANTIOX-4', desc: 'Imprimación antioxidante gris 4 l', unit: 'ud', min: 2390, max: 3690, qMin: 1000, qMax: 12000, qStep: 1000 },
];

const PAINT_SUPPLIERS = [
  ['Pinturas y Revestimientos Ebro Norte, S.L.', 'pinturasebronorte.es'],
  ['Colores Industriales Segura, S.L.', 'coloressegura.com'],
  ['Pinturas Almanzora, S.A.', 'pinturasalmanzora.es'],
] as const;

export const discount: InvoiceLayout = {
  layout: 'ho-inv-discount',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = PAINT_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 2 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`P-${rng.digits(6)}`, `26${rng.digits(5)}`, `FT-26-${rng.digits(4)}`][v]!.replace(/^0/, '4');
    const lines = drawLines(rng, PAINTS, rng.int(4, 9));
    const dto = [500, 300, 750][v]!;
    const t = totals(lines, { discount: dto });
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.fill(0, 0, 595.28, 96, '#213a5c');
      p.color('#ffffff').font('Helvetica-Bold', 17).t(supplier.name, L, 30);
      p.font('Helvetica', 8.5).t(`${supplier.street} · ${supplier.city} · Tel. ${supplier.phone}`, L, 54);
      p.t(`C.I.F. ${printNif(supplier.nif, [1, 5, 0][v]!)} · ${supplier.email}`, L, 66);
      p.font('Helvetica-Bold', 20).r('FACTURA', R, 30).color('#000000');
      // number/date in two rows of label: value
      const y0 = 118;
      p.font('Helvetica', 9).t(v === 1 ? 'Factura núm.:' : 'Nº factura:', L, y0).t('Fecha:', L, y0 + 14).t('Cód. cliente:', L, y0 + 28);
      p.font('Helvetica-Bold', 9).t(number, L + 70, y0).t(fmtDate(date, v === 0 ? 'dd/mm/yyyy' : 'dd-mm-yyyy'), L + 70, y0 + 14).t(`C${rng.digits(4)}`, L + 70, y0 + 28);
      p.font('Helvetica-Bold', 8).t(['Cliente', 'Datos del cliente', 'Facturado a'][v]!, 320, y0);
      p.font('Helvetica', 9).t(customer.name, 320, y0 + 13).t(customer.street, 320, y0 + 25).t(customer.city, 320, y0 + 37).t(`CIF ${printNif(customer.nif, 0)}`, 320, y0 + 49);
      const ty = 196;
      p.line(L, ty, R, ty, 1).line(L, ty + 17, R, ty + 17, 0.5);
      p.font('Helvetica-Bold', 8).t('Ref.', L + 2, ty + 5).t('Artículo', 110, ty + 5).r('Uds.', 380, ty + 5).r('P.V.P.', 455, ty + 5).r('Importe', R - 2, ty + 5);
      let y = ty + 25;
      p.font('Helvetica', 9);
      for (const l of lines) {
        p.t(l.code, L + 2, y).t(l.desc, 110, y).r(qty(l.qtyMilli), 380, y).r(eur(l.price), 455, y).r(eur(l.amount), R - 2, y);
        y += 16;
      }
      p.line(L, y, R, y, 0.5);
      y = Math.max(y + 24, 470);
      const X = 350;
      const row = t.rows[0]!;
      const rows: [string, string, boolean][] = [
        ['Suma', eur(t.gross), false],
        [`Dto. ${pctLabel(dto)} %`, eur(-t.discount), false],
        ['Base imponible', eur(t.base), false],
        [`IVA ${pctLabel(row.rate)} %`, eur(t.tax), false],
      ];
      for (const [a, b] of rows) {
        p.font('Helvetica', 9.5).t(a, X, y).r(b, R - 2, y);
        y += 16;
      }
      p.fill(X - 6, y - 2, R - X + 6, 20, '#213a5c');
      p.color('#ffffff').font('Helvetica-Bold', 11).t('Total', X, y + 3).r(eur(t.total, { symbol: true }), R - 4, y + 3).color('#000000');
      p.font('Helvetica', 8).t(`Descuento comercial pactado del ${pctLabel(dto)} % sobre la suma de artículos.`, L, 720);
      p.t(`Pago: transferencia a ${makeIban(rng)}`, L, 732);
    }, { creator: 'TPV Pinturas' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, supplier, t }) };
  },
};

// ============================================================ 11. equipment rental by periods

const RENTAL = [
  { desc: 'Plataforma tijera eléctrica 12 m', min: 4500, max: 7800 },
  { desc: 'Dumper articulado 1.500 kg', min: 5200, max: 8400 },
  { desc: 'Compresor móvil 5.000 l/min', min: 3900, max: 6200 },
  { desc: 'Grupo electrógeno 60 kVA insonorizado', min: 6400, max: 9800 },
  { desc: 'Miniexcavadora 1,8 t sin operador', min: 7800, max: 11500 },
  { desc: 'Manipulador telescópico 14 m', min: 11900, max: 16800 },
  { desc: 'Bandeja vibrante reversible 400 kg', min: 3200, max: 5200 },
];

const RENTERS = [
  ['Alquiler de Maquinaria Guadarrama, S.L.', 'amguadarrama.es'],
  ['Plataformas Elevadoras Bages, S.L.', 'pebages.cat'],
  ['Rentamaq Campo de Cartagena, S.L.', 'rentamaqcartagena.es'],
] as const;

export const rental: InvoiceLayout = {
  layout: 'ho-inv-rental',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = RENTERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom);
    const customer = makeCustomer(rng);
    const date = randomDate(rng, 2, 6);
    const number = [`AL26-${rng.digits(5)}`, `${rng.int(10, 99)}/${rng.digits(4)}/26`, `RM${rng.digits(7)}`][v]!;
    const contract = `CT-${rng.digits(5)}`;
    type RLine = Line & { from: string; to: string };
    const lines: RLine[] = [];
    for (const eq of rng.sample(RENTAL, rng.int(2, 4))) {
      const days = rng.int(3, 31);
      const start = addDays(date, -days - rng.int(1, 6));
      const end = addDays(start, days - 1);
      const price = rng.int(eq.min, eq.max);
      lines.push({ code: '', desc: eq.desc, qtyMilli: days * 1000, unit: 'días', price, amount: lineAmount(days * 1000, price), rate: 2100, from: fmtDate(start, 'dd/mm/yyyy'), to: fmtDate(end, 'dd/mm/yyyy') });
    }
    const transport = rng.int(9000, 18000);
    lines.push({ code: '', desc: 'Transporte entrega y recogida en obra', qtyMilli: 1000, unit: 'ud', price: transport, amount: transport, rate: 2100, from: '', to: '' });
    if (v !== 1) {
      const ins = rng.int(600, 1500);
      const d = rng.int(5, 30);
      lines.push({ code: '', desc: 'Seguro de daños (franquicia reducida)', qtyMilli: d * 1000, unit: 'días', price: ins, amount: lineAmount(d * 1000, ins), rate: 2100, from: '', to: '' });
    }
    const t = totals(lines);
    const due = addDays(date, [30, 45, 60][v]!);
    const site = rng.pick(WORK_SITES);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.font('Helvetica-Bold', 11);
      p.rect(L, 36, Math.max(200, p.w(supplier.name) + 16), 64, 1.5, '#e67e22');
      p.t(supplier.name, L + 8, 44);
      p.font('Helvetica', 7.5).t(supplier.street, L + 8, 60).t(supplier.city, L + 8, 70).t(`CIF ${printNif(supplier.nif, [2, 1, 0][v]!)} · ${supplier.phone}`, L + 8, 80);
      p.font('Helvetica-Bold', 24).color('#e67e22').r('FACTURA', R, 40).color('#000000');
      p.font('Helvetica', 8.5);
      const info: [string, string][] = [
        ['Factura', number],
        ['Fecha', fmtDate(date, 'dd/mm/yyyy')],
        ['Contrato', contract],
        ['Vencimiento', fmtDate(due, 'dd/mm/yyyy')],
      ];
      info.forEach(([a, b], i) => {
        p.font('Helvetica', 8.5).t(a, 400, 74 + i * 12);
        p.font('Helvetica-Bold', 8.5).r(b, R, 74 + i * 12);
      });
      p.font('Helvetica-Bold', 8).t(['Cliente:', 'Arrendatario (cliente):', 'Facturar a:'][v]!, L, 130);
      p.font('Helvetica', 9).t(customer.name, L + 110, 130).t(`${customer.street}, ${customer.city}`, L + 110, 143).t(`CIF ${printNif(customer.nif, 1)}`, L + 110, 156);
      p.font('Helvetica-Bold', 8).t('Lugar de trabajo:', L, 176);
      p.font('Helvetica', 9).t(site, L + 110, 176);
      const ty = 206;
      p.fill(L, ty, R - L, 16, '#fdebd0');
      p.font('Helvetica-Bold', 8).t('Equipo / concepto', L + 4, ty + 5).r('Días/Uds.', 380, ty + 5).r('Tarifa', 455, ty + 5).r('Importe', R - 4, ty + 5);
      let y = ty + 26;
      for (const l of lines) {
        p.font('Helvetica', 9).t(l.desc, L + 4, y).r(`${qty(l.qtyMilli)} ${l.unit}`, 380, y).r(`${eur(l.price)}${l.unit === 'días' ? ' /día' : ''}`, 455, y).r(eur(l.amount), R - 4, y);
        if (l.from) {
          p.font('Helvetica-Oblique', 8).color('#555555').t(`Periodo: del ${l.from} al ${l.to}`, L + 14, y + 12).color('#000000');
          y += 28;
        } else y += 18;
      }
      p.line(L, y, R, y, 0.5);
      y = Math.max(y + 24, 470);
      const row = t.rows[0]!;
      const X = 360;
      p.font('Helvetica', 9.5).t('Base imponible', X, y).r(eur(t.base, { symbol: true }), R - 4, y);
      p.t(`IVA ${pctLabel(row.rate)}%`, X, y + 15).r(eur(t.tax, { symbol: true }), R - 4, y + 15);
      p.rect(X - 6, y + 32, R - X + 6, 22, 1, '#e67e22');
      p.font('Helvetica-Bold', 11).t('TOTAL', X, y + 38).r(eur(t.total, { symbol: true }), R - 4, y + 38);
      p.font('Helvetica', 7.5).t('Condiciones generales de alquiler en el reverso del contrato. Combustible no incluido.', L, 760);
      p.t(`IBAN: ${makeIban(rng)}`, L, 770);
    }, { creator: 'RentalPro' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

export const invoiceLayoutsB = [reverseCharge, twoRates, rightSupplier, discount, rental];
