/** Held-out invoice layouts, first family. */
import {
  Pen,
  addDays,
  drawLine,
  drawLines,
  eur,
  fmtDate,
  makeCustomer,
  makeIban,
  makePerson,
  makeSupplier,
  newPage,
  pctLabel,
  pctOf,
  priceBook,
  printNif,
  qty,
  randomDate,
  renderPdf,
  sum,
  WORK_SITES,
  type DateStyle,
  type Line,
  type Product,
  type Rng,
} from './common.js';
import { expectInvoice, totals, type InvoiceLayout } from './kit.js';

const L = 40;
const R = 555;

// ============================================================ 1. letterhead, boxed header grid, VAT grid

const ELECTRICAL: Product[] = [
  { code: 'CRZ3G25', desc: 'Cable RZ1-K 0,6/1 kV 3G2,5 mm²', unit: 'm', min: 96, max: 168, qMin: 50000, qMax: 500000, qStep: 25000 },
  { code: 'CRZ5G6', desc: 'Cable RZ1-K 0,6/1 kV 5G6 mm²', unit: 'm', min: 410, max: 590, qMin: 25000, qMax: 200000, qStep: 5000 },
  { code: 'TCR25', desc: 'Tubo corrugado reforzado Ø25 mm gris', unit: 'm', min: 28, max: 55, qMin: 100000, qMax: 600000, qStep: 50000 },
  { code: 'MEC-CONM', desc: 'Mecanismo conmutador empotrar blanco', unit: 'ud', min: 310, max: 520, qMin: 10000, qMax: 120000, qStep: 1000 },
  { code: 'CRE100', desc: 'Caja de registro estanca 100x100 IP55', unit: 'ud', min: 145, max: 260, qMin: 10000, qMax: 80000, qStep: 1000 },
  { code: 'DIF40-30A', desc: 'Diferencial 2P 40A 30mA clase A', unit: 'ud', min: 2650, max: 4200, qMin: 1000, qMax: 12000, qStep: 1000 },
  { code: 'MGT16C', desc: 'Magnetotérmico 1P+N 16A curva C 6kA', unit: 'ud', min: 640, max: 1150, qMin: 2000, qMax: 30000, qStep: 1000 },
  { code: 'LED36IP', desc: 'Luminaria estanca LED 36W IP65 4000K', unit: 'ud', min: 1890, max: 3400, qMin: 2000, qMax: 40000, qStep: 1000 },
  { code: 'BPG60200', desc: 'Bandeja perforada 60x200 galvanizada', unit: 'm', min: 1120, max: 1680, qMin: 6000, qMax: 90000, qStep: 3000 },
  { code: 'CDO4T', desc: 'Cuadro de obra 4 tomas IP55 con diferencial', unit: 'ud', min: 16500, max: 23800, qMin: 1000, qMax: 3000, qStep: 1000 },
  { code: 'PICA2M', desc: 'Pica toma de tierra cobreada 2 m', unit: 'ud', min: 890, max: 1450, qMin: 2000, qMax: 10000, qStep: 1000 },
  { code: 'BRN-WAGO', desc: 'Borna de conexión rápida 3x2,5 (caja 50)', unit: 'ud', min: 1290, max: 1980, qMin: 1000, qMax: 10000, qStep: 1000 },
];

const ELECTRICAL_SUPPLIERS = [
  ['Electromateriales Ribagorza, S.L.', 'electroribagorza.es'],
  ['Distribuciones Eléctricas Montsant, S.A.', 'demontsant.com'],
  ['Cables y Mecanismos del Turia, S.L.', 'cmturia.es'],
] as const;

export const boxGrid: InvoiceLayout = {
  layout: 'ho-inv-boxgrid',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = ELECTRICAL_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 1 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`FV26-${rng.digits(6)}`, `26/E${rng.digits(5)}`, `FE2026${rng.digits(5)}`][v]!;
    const lines = drawLines(rng, ELECTRICAL, rng.int(5, 12));
    const t = totals(lines);
    const due = v === 2 ? addDays(date, 60) : undefined;
    const dateStyle: DateStyle = (['dd/mm/yyyy', 'dd.mm.yyyy', 'dd/mm/yyyy'] as const)[v]!;
    const clientCode = rng.digits(v === 1 ? 6 : 5);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const dy = v * 6;
      // letterhead
      p.color('#1f3d7a').font('Helvetica-Bold', 15).t(supplier.name, L, 40 + dy);
      p.color('#000000').font('Helvetica', 8.5);
      p.t(supplier.street, L, 61 + dy).t(supplier.city, L, 72 + dy);
      p.t(`Tel. ${supplier.phone}  ·  ${supplier.email}`, L, 83 + dy);
      p.t(`${['C.I.F.', 'CIF:', 'NIF'][v]} ${printNif(supplier.nif, [2, 0, 1][v]!)}`, L, 94 + dy);
      p.color('#1f3d7a').font('Helvetica-Bold', 22).r('FACTURA', R, 38);
      p.color('#000000');
      // customer box
      const cy = 82 + dy;
      p.rect(315, cy, 240, 84, 0.7);
      p.font('Helvetica-Bold', 7).t(['DATOS DEL CLIENTE', 'CLIENTE', 'FACTURAR A'][v]!, 322, cy + 6);
      p.font('Helvetica-Bold', 9.5).t(customer.name, 322, cy + 19);
      p.font('Helvetica', 8.5).t(customer.street, 322, cy + 33).t(customer.city, 322, cy + 45);
      p.t(`C.I.F.: ${printNif(customer.nif, v === 2 ? 1 : 0)}`, 322, cy + 61);
      // header grid
      const gy = 190;
      const labels = v === 1 ? ['Nº FACTURA', 'FECHA', 'CÓD. CLIENTE', 'FORMA DE PAGO', 'PÁGINA'] : ['Nº FACTURA', 'FECHA', 'CÓD. CLIENTE', 'PÁGINA'];
      const values = v === 1 ? [number, fmtDate(date, dateStyle), clientCode, 'Recibo 60 días', '1 de 1'] : [number, fmtDate(date, dateStyle), clientCode, '1/1'];
      const widths = v === 1 ? [110, 80, 85, 150, 90] : [150, 120, 125, 120];
      let gx = L;
      for (let i = 0; i < labels.length; i++) {
        const w = widths[i]!;
        p.rect(gx, gy, w, 32, 0.7);
        p.font('Helvetica', 6.5).color('#555555').t(labels[i]!, gx + 4, gy + 4).color('#000000');
        p.font('Helvetica-Bold', 10).c(values[i]!, gx + w / 2, gy + 16);
        gx += w;
      }
      // lines
      const ty = 238;
      const colX = [L, L + 78, 392, 452, R];
      p.fill(L, ty, R - L, 16, '#dde3ee');
      p.font('Helvetica-Bold', 7.5);
      p.t('CÓDIGO', L + 4, ty + 5).t('DESCRIPCIÓN', colX[1]! + 4, ty + 5).r('CANTIDAD', colX[2]! - 4, ty + 5).r('PRECIO', colX[3]! - 4, ty + 5).r('IMPORTE', R - 4, ty + 5);
      const bottom = 610;
      p.rect(L, ty, R - L, bottom - ty, 0.7);
      for (const x of colX.slice(1, 4)) p.line(x, ty, x, bottom, 0.4);
      p.font('Helvetica', 8.5);
      let y = ty + 23;
      for (const l of lines) {
        p.t(l.code, L + 4, y).t(l.desc, colX[1]! + 4, y);
        p.r(`${qty(l.qtyMilli, 'fix2')} ${l.unit}`, colX[2]! - 4, y).r(eur(l.price), colX[3]! - 4, y).r(eur(l.amount), R - 4, y);
        y += 15;
      }
      // VAT grid, no labels beyond the column heads
      const sy = 628;
      const sx = 315;
      const sw = 60;
      const heads = ['Base', '% IVA', 'Cuota', 'Total'];
      const row = t.rows[0]!;
      const vals = [eur(row.base), pctLabel(row.rate), eur(row.tax), eur(t.total)];
      for (let i = 0; i < 4; i++) {
        p.fill(sx + i * sw, sy, sw, 14, '#dde3ee');
        p.rect(sx + i * sw, sy, sw, 14, 0.6).rect(sx + i * sw, sy + 14, sw, 20, 0.6);
        p.font('Helvetica-Bold', 7.5).c(heads[i]!, sx + i * sw + sw / 2, sy + 4);
        p.font(i === 3 ? 'Helvetica-Bold' : 'Helvetica', 9).r(vals[i]!, sx + (i + 1) * sw - 4, sy + 20);
      }
      if (v !== 0) {
        p.font('Helvetica-Bold', 8).r('TOTAL €', sx + 3 * sw - 6, sy + 46);
        p.rect(sx + 3 * sw, sy + 40, sw, 20, 1.2);
        p.font('Helvetica-Bold', 10).r(eur(t.total), sx + 4 * sw - 4, sy + 46);
      }
      p.font('Helvetica', 8);
      if (v === 1) {
        p.t('Recibo domiciliado a 60 días fecha factura', L, sy + 2);
      } else {
        p.t('Forma de pago: transferencia bancaria', L, sy + 2);
        p.t(`IBAN ${makeIban(rng)}`, L, sy + 14);
      }
      if (due) p.font('Helvetica-Bold', 8).t(`Vencimiento: ${fmtDate(due, dateStyle)}`, L, sy + 30);
      p.font('Helvetica', 6.5).color('#444444');
      p.c(`${supplier.name} · Inscrita en el Registro Mercantil, Tomo ${rng.int(1200, 4800)}, Folio ${rng.int(10, 220)}, Hoja ${rng.int(10000, 99999)}`, 297.6, 800);
      p.c('Sus datos se tratan conforme al RGPD para la gestión de la relación comercial.', 297.6, 809);
    }, { creator: 'Gestión Comercial' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

// ============================================================ 2. ERP label bands

const PLUMBING: Product[] = [
  { code: '10.2020', desc: 'Tubo multicapa 20x2 mm rollo 100 m', unit: 'm', min: 118, max: 189, qMin: 100000, qMax: 600000, qStep: 100000 },
  { code: '11.0932', desc: 'Codo PP-R 90º Ø32', unit: 'ud', min: 64, max: 140, qMin: 10000, qMax: 120000, qStep: 5000 },
  { code: '12.1100', desc: 'Válvula de esfera latón 1" mariposa', unit: 'ud', min: 790, max: 1480, qMin: 2000, qMax: 24000, qStep: 1000 },
  { code: '20.0110', desc: 'Tubo PVC saneamiento Ø110 SN4 (3 m)', unit: 'ud', min: 1130, max: 1760, qMin: 4000, qMax: 40000, qStep: 1000 },
  { code: '20.5005', desc: 'Bote sifónico PVC 5 tomas con tapa', unit: 'ud', min: 690, max: 1090, qMin: 2000, qMax: 24000, qStep: 1000 },
  { code: '31.8012', desc: 'Plato de ducha resina 80x120 blanco', unit: 'ud', min: 11900, max: 18900, qMin: 1000, qMax: 8000, qStep: 1000 },
  { code: '40.0080', desc: 'Termo eléctrico 80 l vertical', unit: 'ud', min: 17900, max: 26500, qMin: 1000, qMax: 6000, qStep: 1000 },
  { code: '15.6363', desc: 'Manguito electrosoldable PE100 Ø63', unit: 'ud', min: 980, max: 1690, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: '50.0404', desc: 'Colector suelo radiante 4 salidas', unit: 'ud', min: 9800, max: 14600, qMin: 1000, qMax: 6000, qStep: 1000 },
  { code: '90.0012', desc: 'Cinta de teflón 12 m x 12 mm', unit: 'ud', min: 35, max: 75, qMin: 10000, qMax: 100000, qStep: 10000 },
  { code: '21.0040', desc: 'Tubo PVC evacuación Ø40 (3 m)', unit: 'ud', min: 390, max: 620, qMin: 5000, qMax: 60000, qStep: 5000 },
  { code: '33.2200', desc: 'Inodoro tanque bajo salida dual', unit: 'ud', min: 8900, max: 14900, qMin: 1000, qMax: 12000, qStep: 1000 },
];

const PLUMBING_SUPPLIERS = [
  ['Fontanería y Saneamientos Albaida, S.L.', 'fsalbaida.es'],
  ['Hidrosanitarios Guadalope, S.L.', 'hidroguadalope.com'],
  ['Tuberías y Accesorios Cinca, S.A.', 'tacinca.es'],
] as const;

export const erpBand: InvoiceLayout = {
  layout: 'ho-inv-erp-band',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = PLUMBING_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 2 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`${rng.digits(1)}${rng.digits(6)}`, `FV${rng.digits(2)}.${rng.digits(5)}`, `A/${rng.digits(6)}`][v]!.replace(/^0/, '1');
    const base = drawLines(rng, PLUMBING, rng.int(6, 14));
    // line discounts in one variant
    const lines: (Line & { dto: number })[] = base.map((l) => {
      const dto = v === 1 ? rng.pick([0, 0, 500, 1000, 1500]) : 0;
      return { ...l, dto, amount: l.amount - pctOf(l.amount, dto) };
    });
    const ppDiscount = v === 2 ? 200 : 0;
    const t = totals(lines, { discount: ppDiscount });
    const thousands = v === 1;
    const m = (c: number) => eur(c, { thousands });
    const due = v === 1 ? addDays(date, 30) : undefined;
    const clientCode = rng.digits(4);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      p.font('Helvetica-Bold', 12.5).t(supplier.name.toUpperCase(), L, 42);
      p.font('Helvetica', 8).t(supplier.street, L, 60).t(supplier.city, L, 70).t(`Teléfono ${supplier.phone}`, L, 80);
      p.t(`N.I.F.: ${printNif(supplier.nif, [4, 0, 3][v]!)}`, L, 90);
      // customer
      const cx = 330;
      p.font('Helvetica-Bold', 8).t(['Facturar a:', 'Cliente:', 'Datos fiscales del cliente'][v]!, cx, 52);
      p.font('Helvetica', 9).t(customer.name, cx, 66).t(customer.street, cx, 78).t(customer.city, cx, 90);
      p.t(`NIF ${printNif(customer.nif, 0)}`, cx, 102);
      p.font('Helvetica-Bold', 16).t('FACTURA', L, 140);
      // band of labels, values below
      const by = 170;
      p.line(L, by, R, by, 0.8).line(L, by + 14, R, by + 14, 0.4).line(L, by + 32, R, by + 32, 0.8);
      const bandL = ['Nº FACTURA', 'FECHA', 'CLIENTE', 'F. PAGO'];
      const bandV = [number, fmtDate(date, v === 2 ? 'dd-mm-yyyy' : 'dd/mm/yyyy'), clientCode, ['TRANSF. 30 D', 'RECIBO 30 DÍAS', 'CONFIRMING 90'][v]!];
      const bandX = [L + 2, 140, 220, 290];
      if (due) {
        bandL.push('VENCIMIENTO');
        bandV.push(fmtDate(due, 'dd/mm/yyyy'));
        bandX.push(400);
      }
      p.font('Helvetica-Bold', 7.5);
      bandL.forEach((s, i) => p.t(s, bandX[i]!, by + 4));
      p.font('Helvetica', 9);
      bandV.forEach((s, i) => p.t(s, bandX[i]!, by + 19));
      // lines
      const ty = 222;
      p.fill(L, ty, R - L, 14, '#ececec');
      p.font('Helvetica-Bold', 7.5);
      p.t('ARTÍCULO', L + 2, ty + 4).t('DESCRIPCIÓN', 100, ty + 4).r('CANTIDAD', 355, ty + 4).r('PRECIO', 420, ty + 4).r('DTO%', 465, ty + 4).r('IMPORTE', R - 2, ty + 4);
      p.font('Helvetica', 8.5);
      let y = ty + 22;
      for (const l of lines) {
        p.t(l.code, L + 2, y).t(l.desc, 100, y);
        p.r(qty(l.qtyMilli, 'fix2', thousands), 355, y).r(m(l.price), 420, y).r(l.dto ? pctLabel(l.dto, 2) : '', 465, y).r(m(l.amount), R - 2, y);
        y += 14;
      }
      p.line(L, y + 2, R, y + 2, 0.4);
      p.font('Helvetica', 7.5).t(`Nº de líneas: ${lines.length}`, L + 2, y + 8);
      // totals band
      const ky = 672;
      p.line(L, ky, R, ky, 0.8).line(L, ky + 14, R, ky + 14, 0.4).line(L, ky + 34, R, ky + 34, 0.8);
      const kL = ['IMPORTE BRUTO', 'DTO. P.P.', 'BASE IMPONIBLE', '% IVA', 'IMPORTE IVA', 'TOTAL FACTURA'];
      const row = t.rows[0]!;
      const kV = [m(t.gross), m(t.discount), m(t.base), pctLabel(row.rate, 2), m(row.tax), m(t.total)];
      const kR = [125, 195, 290, 345, 430, R - 2];
      p.font('Helvetica-Bold', 7.5);
      kL.forEach((s, i) => p.r(s, kR[i]!, ky + 4));
      kV.forEach((s, i) => p.font(i === 5 ? 'Helvetica-Bold' : 'Helvetica', i === 5 ? 10 : 9).r(s, kR[i]!, ky + 20));
      p.font('Helvetica', 6.5).color('#333333');
      p.t(`${supplier.name} - Reg. Merc. Tomo ${rng.int(1000, 9000)}, Libro 0, Folio ${rng.int(1, 200)}, Hoja ${rng.int(1000, 90000)}, Inscripción 1ª`, L, 790);
      p.t(`Cuenta de abono: ${makeIban(rng)}`, L, 800);
    }, { creator: 'ERP Distribución' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

// ============================================================ 3. Times-Roman hand-made letter

const CARPENTRY: Product[] = [
  { desc: 'Puerta de paso lisa roble 725x2030 con herrajes', unit: 'ud', min: 14800, max: 21900, qMin: 2000, qMax: 24000, qStep: 1000 },
  { desc: 'Premarco de pino 70x35 mm', unit: 'ud', min: 1650, max: 2600, qMin: 4000, qMax: 30000, qStep: 1000 },
  { desc: 'Tablero fenólico 2500x1250x18 mm', unit: 'ud', min: 5400, max: 7900, qMin: 4000, qMax: 40000, qStep: 2000 },
  { desc: 'Rodapié MDF lacado blanco 70x12', unit: 'm', min: 240, max: 420, qMin: 50000, qMax: 400000, qStep: 10000 },
  { desc: 'Tapajuntas sapelly 70x10', unit: 'm', min: 210, max: 380, qMin: 40000, qMax: 300000, qStep: 10000 },
  { desc: 'Armario empotrado dos hojas correderas', unit: 'ud', min: 42000, max: 68000, qMin: 1000, qMax: 8000, qStep: 1000 },
  { desc: 'Tarima flotante AC5 8 mm roble gris', unit: 'm²', min: 1390, max: 2290, qMin: 20000, qMax: 180000, qStep: 500 },
  { desc: 'Oficial de carpintería', unit: 'h', min: 2800, max: 3600, qMin: 8000, qMax: 80000, qStep: 500 },
  { desc: 'Barandilla de madera de haya barnizada', unit: 'm', min: 8900, max: 13500, qMin: 3000, qMax: 24000, qStep: 500 },
];

const CARPENTRY_SUPPLIERS = [
  ['Carpintería Hermanos Lizarraga, S.L.', 'lizarragacarpinteria.es', 'Carpintería de obra · Puertas · Armarios empotrados'],
  ['Maderas y Puertas Sotillo, S.L.', 'maderassotillo.com', 'Carpintería y ebanistería desde 1978'],
  ['Ebanistería Valdeolmos, S.L.', 'valdeolmos.es', 'Carpintería interior y exterior'],
] as const;

export const timesLetter: InvoiceLayout = {
  layout: 'ho-inv-times-letter',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom, motto] = CARPENTRY_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom);
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const seq = rng.int(12, 420);
    const number = [`2026/${String(seq).padStart(4, '0')}`, `${seq}/26`, `26-${String(seq).padStart(4, '0')}`][v]!;
    const lines = drawLines(rng, CARPENTRY, rng.int(3, 6));
    const t = totals(lines);
    const site = rng.pick(WORK_SITES);
    const due = v === 2 ? addDays(date, 30) : undefined;
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const cx = 297.6;
      const X = 60;
      const XR = 535;
      p.font('Times-Bold', 18).c(supplier.name, cx, 48);
      p.font('Times-Italic', 10).c(motto, cx, 70);
      p.font('Times-Roman', 9.5).c(`${supplier.street} - ${supplier.city}`, cx, 84);
      p.c(`Tel. ${supplier.phone} - ${supplier.email} - CIF ${printNif(supplier.nif, [0, 1, 2][v]!)}`, cx, 96);
      p.line(X, 112, XR, 112, 0.8).line(X, 114.5, XR, 114.5, 0.3);
      if (v === 1) p.font('Times-Bold', 16).c('FACTURA', cx, 132);
      else p.font('Times-Bold', 16).t('FACTURA', X, 132);
      p.font('Times-Roman', 11);
      if (v === 2) {
        p.t(`Fra. nº ${number}`, X, 162);
        p.t(`Fecha: ${fmtDate(date, 'long')}`, X, 177);
      } else {
        p.t(`Fra. nº ${number}`, X, 164);
        p.r(`Fecha: ${fmtDate(date, 'long')}`, XR, 164);
      }
      let y = 206;
      p.font('Times-Bold', 11).t(['Cliente:', 'Señores:', 'Cliente:'][v]!, X, y);
      p.font('Times-Roman', 11).t(customer.name, X + 58, y);
      p.t(`C.I.F. ${printNif(customer.nif, 1)}`, X + 58, y + 14);
      p.t(customer.street, X + 58, y + 28).t(customer.city, X + 58, y + 42);
      p.font('Times-Italic', 10.5).t(`Obra: ${site}`, X, y + 66);
      y += 96;
      p.font('Times-Bold', 11).t('Concepto', X, y).r('Importe', XR, y);
      p.line(X, y + 14, XR, y + 14, 0.5);
      y += 24;
      for (const l of lines) {
        p.font('Times-Roman', 11).t(l.desc, X, y).r(eur(l.amount, { symbol: true }), XR, y);
        p.font('Times-Italic', 10).t(`${qty(l.qtyMilli)} ${l.unit} a ${eur(l.price, { symbol: true })}`, X + 14, y + 13);
        y += 32;
      }
      p.line(330, y + 2, XR, y + 2, 0.5);
      y += 14;
      const row = t.rows[0]!;
      p.font('Times-Roman', 11).r(`Base imponible: ${eur(t.base, { symbol: true })}`, XR, y);
      p.r(`I.V.A. ${pctLabel(row.rate)} %: ${eur(t.tax, { symbol: true })}`, XR, y + 16);
      p.font('Times-Bold', 12).r(`Total factura: ${eur(t.total, { symbol: true })}`, XR, y + 34);
      y += 70;
      p.font('Times-Roman', 10.5).t(`Forma de pago: transferencia a la cuenta ${makeIban(rng)}`, X, y);
      if (due) p.t(`Vencimiento: ${fmtDate(due, 'dd/mm/yyyy')}`, X, y + 15);
      p.font('Times-Italic', 9).c('Gracias por su confianza.', cx, 770);
    }, { creator: 'Microsoft Word', producer: 'Microsoft Word' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

// ============================================================ 4. Courier haulier's invoice with dotted leaders

const HAULS: Product[] = [
  { desc: 'Porte bañera 26 t cantera-obra', unit: 'viaje', min: 14500, max: 21000, qMin: 1000, qMax: 14000, qStep: 1000 },
  { desc: 'Hora de espera en obra', unit: 'h', min: 4200, max: 5800, qMin: 500, qMax: 4000, qStep: 500 },
  { desc: 'Camión grúa autocargante', unit: 'h', min: 6500, max: 8900, qMin: 2000, qMax: 9000, qStep: 500 },
  { desc: 'Traslado caseta de obra', unit: 'ud', min: 28000, max: 39000, qMin: 1000, qMax: 2000, qStep: 1000 },
  { desc: 'Porte góndola retroexcavadora', unit: 'viaje', min: 32000, max: 46000, qMin: 1000, qMax: 3000, qStep: 1000 },
  { desc: 'Porte palets camión 12 t', unit: 'viaje', min: 9500, max: 13800, qMin: 1000, qMax: 8000, qStep: 1000 },
  { desc: 'Retirada de tierras a vertedero', unit: 'viaje', min: 11800, max: 16900, qMin: 2000, qMax: 16000, qStep: 1000 },
];

const HAULIERS = [
  ['Transportes Urdiain e Hijos, S.L.', 'turdiain.es'],
  ['Autotransportes Peñarroya, S.L.', 'atpenarroya.com'],
  ['Transportes Hermanos Carrascal, S.A.', 'thcarrascal.es'],
] as const;

export const courierHaulier: InvoiceLayout = {
  layout: 'ho-inv-courier-haulier',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = HAULIERS[v % 3]!;
    // the ticket prints the legal name in capitals only
    const supplier = makeSupplier(rng, sname.toUpperCase(), dom, v === 2 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng, 2, 6);
    const number = [`T26/${rng.digits(5)}`, `${rng.int(100, 999)}-2026`, `TR-${rng.digits(6)}`][v]!;
    const n = rng.int(4, 10);
    const lines: (Line & { day: string; ref: string })[] = [];
    const samePrice = priceBook();
    for (let i = 0; i < n; i++) {
      const prod = rng.pick(HAULS);
      const day = addDays(date, -rng.int(3, 28));
      lines.push({ ...samePrice(drawLine(rng, prod)), day: fmtDate(day, 'dd/mm/yy'), ref: rng.digits(5) });
    }
    lines.sort((a, b) => (a.day.split('/').reverse().join('') < b.day.split('/').reverse().join('') ? -1 : 1));
    const t = totals(lines);
    const due = v !== 1 ? addDays(date, 30) : undefined;
    const dateStyle: DateStyle = v === 1 ? 'dd/mm/yyyy' : 'dd/mm/yy';
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const X = 42;
      const lh = 11.5;
      let y = 44;
      p.font('Courier-Bold', 12).t(supplier.name, X, y);
      y += 16;
      p.font('Courier', 9);
      const out = (s: string) => {
        p.t(s, X, y);
        y += lh;
      };
      out(supplier.street);
      out(supplier.city);
      out(`C.I.F.: ${printNif(supplier.nif, [1, 0, 2][v]!)}   TEL.: ${supplier.phone}`);
      out('='.repeat(86));
      p.font('Courier-Bold', 11).t('FACTURA', X, y + 2);
      y += 16;
      p.font('Courier', 9);
      out(`FACTURA Nº: ${number.padEnd(16)}FECHA: ${fmtDate(date, dateStyle)}`);
      out('-'.repeat(86));
      const lbl = ['CLIENTE:', 'CLIENTE:', 'DESTINATARIO FACTURA:'][v]!;
      const ind = ' '.repeat(lbl.length + 1);
      out(`${lbl} ${customer.name}`);
      out(`${ind}${customer.street}`);
      out(`${ind}${customer.city}`);
      out(`${ind}C.I.F. ${printNif(customer.nif, 0)}`);
      out('-'.repeat(86));
      out(`${'FECHA'.padEnd(9)}${'ALBARÁN'.padEnd(8)}${'CONCEPTO'.padEnd(33)}${'CANT.'.padStart(7)} ${'UD.'.padEnd(6)}${'PRECIO'.padStart(10)}${'IMPORTE'.padStart(12)}`);
      out('-'.repeat(86));
      for (const l of lines) {
        out(`${l.day.padEnd(9)}${l.ref.padEnd(8)}${l.desc.padEnd(33)}${qty(l.qtyMilli, 'fix2').padStart(7)} ${l.unit.padEnd(6)}${eur(l.price).padStart(10)}${eur(l.amount).padStart(12)}`);
      }
      out('-'.repeat(86));
      y += lh;
      const row = t.rows[0]!;
      const lead = (label: string, value: string) => out(`${' '.repeat(40)}${(label + ' ').padEnd(32, '.')} ${value.padStart(12)}`);
      lead('BASE IMPONIBLE', eur(t.base));
      lead(`I.V.A. ${pctLabel(row.rate)}%`, eur(t.tax));
      p.font('Courier-Bold', 9);
      lead('TOTAL FACTURA', eur(t.total));
      p.font('Courier', 9);
      y += lh;
      out(`FORMA DE PAGO: TRANSFERENCIA  ${makeIban(rng)}`);
      if (due) out(`VENCIMIENTO: ${fmtDate(due, dateStyle)}`);
      y = 790;
      out('Transporte sujeto a las condiciones de la Ley 15/2009 del contrato de transporte terrestre.');
    }, { creator: 'TransGes 4.2' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, due, supplier, t }) };
  },
};

// ============================================================ 5. multi-page with running sums

const HARDWARE: Product[] = [
  { code: 'DC230', desc: 'Disco de corte metal 230x1,9 mm', unit: 'ud', min: 165, max: 290, qMin: 5000, qMax: 50000, qStep: 5000 },
  { code: 'BSDS12', desc: 'Broca SDS-Plus 12x210 mm', unit: 'ud', min: 390, max: 690, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: 'GNIT9', desc: 'Guantes nitrilo talla 9 (par)', unit: 'par', min: 95, max: 190, qMin: 12000, qMax: 120000, qStep: 12000 },
  { code: 'TAT4819', desc: 'Tornillo autotaladrante 4,8x19 caja 500', unit: 'caja', min: 1450, max: 2380, qMin: 1000, qMax: 10000, qStep: 1000 },
  { code: 'CBRB200', desc: 'Cinta balizamiento rojo/blanco 200 m', unit: 'ud', min: 290, max: 510, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: 'TQM12', desc: 'Taco químico ampolla M12', unit: 'ud', min: 210, max: 380, qMin: 10000, qMax: 100000, qStep: 10000 },
  { code: 'SNG300', desc: 'Silicona neutra gris 300 ml', unit: 'ud', min: 295, max: 540, qMin: 6000, qMax: 48000, qStep: 6000 },
  { code: 'EPU750', desc: 'Espuma de poliuretano pistola 750 ml', unit: 'ud', min: 490, max: 820, qMin: 6000, qMax: 36000, qStep: 6000 },
  { code: 'VRM10', desc: 'Varilla roscada M10 zincada 1 m', unit: 'ud', min: 95, max: 190, qMin: 10000, qMax: 100000, qStep: 10000 },
  { code: 'CSB397', desc: 'Casco de seguridad blanco EN 397', unit: 'ud', min: 390, max: 720, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: 'GAFAV', desc: 'Gafas de protección antivaho', unit: 'ud', min: 240, max: 490, qMin: 2000, qMax: 20000, qStep: 1000 },
  { code: 'CNY8', desc: 'Cuerda nylon trenzada 8 mm', unit: 'm', min: 38, max: 72, qMin: 25000, qMax: 200000, qStep: 25000 },
  { code: 'PAL28', desc: 'Paleta de albañil 28 cm', unit: 'ud', min: 590, max: 980, qMin: 1000, qMax: 10000, qStep: 1000 },
  { code: 'LLD10', desc: 'Llana dentada 10x10 inox', unit: 'ud', min: 720, max: 1190, qMin: 1000, qMax: 8000, qStep: 1000 },
  { code: 'CGOMA12', desc: 'Cubo de goma negro 12 l', unit: 'ud', min: 185, max: 320, qMin: 5000, qMax: 30000, qStep: 5000 },
  { code: 'CARR90', desc: 'Carretilla 90 l rueda neumática', unit: 'ud', min: 4800, max: 7200, qMin: 1000, qMax: 4000, qStep: 1000 },
  { code: 'MASC-FFP2', desc: 'Mascarilla FFP2 sin válvula (caja 20)', unit: 'caja', min: 790, max: 1390, qMin: 1000, qMax: 10000, qStep: 1000 },
  { code: 'BOTS3', desc: 'Bota de seguridad S3 talla 42', unit: 'par', min: 3400, max: 5600, qMin: 1000, qMax: 6000, qStep: 1000 },
  { code: 'ALLANT', desc: 'Alicate universal 180 mm', unit: 'ud', min: 890, max: 1490, qMin: 1000, qMax: 5000, qStep: 1000 },
  { code: 'NIVEL60', desc: 'Nivel de aluminio 60 cm 3 burbujas', unit: 'ud', min: 1190, max: 1890, qMin: 1000, qMax: 4000, qStep: 1000 },
  { code: 'FLEXO5', desc: 'Flexómetro 5 m x 25 mm', unit: 'ud', min: 450, max: 890, qMin: 2000, qMax: 12000, qStep: 1000 },
  { code: 'ABR-M8', desc: 'Abrazadera isofónica M8 Ø110', unit: 'ud', min: 120, max: 260, qMin: 10000, qMax: 100000, qStep: 10000 },
];

const HARDWARE_SUPPLIERS = [
  ['Ferretería Industrial Arlanzón, S.A.', 'fiarlanzon.es'],
  ['Suministros Industriales Bidasoa, S.L.', 'sibidasoa.com'],
  ['Almacenes Ferreteros Tajuña, S.L.', 'aftajuna.es'],
] as const;

export const multiPage: InvoiceLayout = {
  layout: 'ho-inv-multipage',
  kind: 'invoice',
  async make(rng, v) {
    const [sname, dom] = HARDWARE_SUPPLIERS[v % 3]!;
    const supplier = makeSupplier(rng, sname, dom, v === 0 ? 'A' : 'B');
    const customer = makeCustomer(rng);
    const date = randomDate(rng, 2, 6);
    date.d = daysLast(date.y, date.m);
    const number = [`FM-${rng.digits(5)}`, `2026-M${rng.digits(4)}`, `${rng.int(1, 9)}${rng.digits(5)}`][v]!;
    // rows: delivery-note headings followed by their lines
    type Row = { kind: 'head'; text: string } | { kind: 'line'; line: Line };
    const rows: Row[] = [];
    const lines: Line[] = [];
    const target = [36, 66, 44][v]!;
    let noteDay = 1;
    const samePrice = priceBook();
    const registry = `Hoja ${rng.int(10000, 99999)}`;
    while (rows.length < target) {
      noteDay = Math.min(noteDay + rng.int(1, 4), date.d);
      const noteNum = `${rng.int(10, 99)}/${rng.digits(5)}`;
      rows.push({ kind: 'head', text: `Albarán ${noteNum} de ${fmtDate({ y: date.y, m: date.m, d: noteDay }, 'dd/mm/yyyy')}` });
      const picked = rng.sample(HARDWARE, rng.int(2, 7));
      for (let i = 0; i < picked.length && rows.length < target; i++) {
        const l = samePrice(drawLine(rng, picked[i]!));
        lines.push(l);
        rows.push({ kind: 'line', line: l });
      }
    }
    if (rows[rows.length - 1]!.kind === 'head') rows.pop();
    const t = totals(lines);
    const perPage = 30;
    const pages: Row[][] = [];
    for (let i = 0; i < rows.length; i += perPage) pages.push(rows.slice(i, i + perPage));
    const dateStyle: DateStyle = v === 2 ? 'dd-mm-yyyy' : 'dd/mm/yyyy';
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      let carried = 0;
      pages.forEach((pageRows, pi) => {
        if (pi > 0) newPage(doc);
        const last = pi === pages.length - 1;
        // header on every page
        p.font('Helvetica-Bold', 13).t(supplier.name, L, 40);
        p.font('Helvetica', 8).t(`${supplier.street} · ${supplier.city}`, L, 57).t(`Tel. ${supplier.phone} · ${supplier.email}`, L, 67);
        p.t(`C.I.F. ${printNif(supplier.nif, v)}`, L, 77);
        p.font('Helvetica-Bold', 18).r('FACTURA', R, 40);
        p.rect(385, 64, 170, 44, 0.6);
        p.font('Helvetica', 8).t('Factura nº', 392, 70).t('Fecha', 392, 83).t(v === 1 ? 'Página' : 'Hoja', 392, 96);
        p.font('Helvetica-Bold', 8.5).r(number, 549, 70).r(fmtDate(date, dateStyle), 549, 83).r(`${pi + 1} de ${pages.length}`, 549, 96);
        p.rect(L, 118, 300, 62, 0.6);
        p.font('Helvetica', 7).t(['Cliente', 'Facturar a', 'Cliente'][v]!, L + 6, 123);
        p.font('Helvetica-Bold', 9).t(customer.name, L + 6, 134);
        p.font('Helvetica', 8.5).t(`${customer.street}, ${customer.city}`, L + 6, 147);
        p.t(`NIF: ${printNif(customer.nif, 0)}`, L + 6, 160);
        p.font('Helvetica', 8).t(`Cód. cliente: ${customer.nif.slice(-4)}`, 385, 134);
        p.t('Periodo: mes completo', 385, 147);
        // table
        const ty = 194;
        p.fill(L, ty, R - L, 15, '#e8e8e8').rect(L, ty, R - L, 15, 0.5);
        p.font('Helvetica-Bold', 7.5).t('Referencia', L + 4, ty + 4).t('Descripción', 118, ty + 4).r('Cantidad', 392, ty + 4).r('Precio', 462, ty + 4).r('Importe', R - 4, ty + 4);
        let y = ty + 21;
        if (pi > 0) {
          p.font('Helvetica-Bold', 8.5).t('Suma anterior', 118, y).r(eur(carried), R - 4, y);
          y += 15;
        }
        for (const r of pageRows) {
          if (r.kind === 'head') {
            p.font('Helvetica-Oblique', 8).color('#333333').t(r.text, L + 4, y).color('#000000');
          } else {
            const l = r.line;
            p.font('Helvetica', 8.5).t(l.code, L + 4, y).t(l.desc, 118, y);
            p.r(`${qty(l.qtyMilli, 'fix2')} ${l.unit}`, 392, y).r(eur(l.price), 462, y).r(eur(l.amount), R - 4, y);
            carried += l.amount;
          }
          y += 15;
        }
        p.line(L, 700, R, 700, 0.5);
        if (!last) {
          p.rect(385, 708, 170, 18, 0.8);
          p.font('Helvetica-Bold', 9).t('Suma y sigue', 392, 713).r(eur(carried), 549, 713);
          p.font('Helvetica', 7.5).t('Continúa en la hoja siguiente', L, 713);
        } else {
          const row = t.rows[0]!;
          const heads = ['B. IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
          const vals = [eur(t.base), pctLabel(row.rate, 2), eur(t.tax), `${eur(t.total)} €`];
          const ws = [110, 60, 100, 135];
          let x = R - sum(ws);
          for (let i = 0; i < 4; i++) {
            p.rect(x, 710, ws[i]!, 14, 0.5).rect(x, 724, ws[i]!, 20, i === 3 ? 1.2 : 0.5);
            p.font('Helvetica-Bold', 7).c(heads[i]!, x + ws[i]! / 2, 714);
            p.font(i === 3 ? 'Helvetica-Bold' : 'Helvetica', 9.5).r(vals[i]!, x + ws[i]! - 5, 730);
            x += ws[i]!;
          }
          p.font('Helvetica', 8).t('Pago: recibo domiciliado a 30 días fecha factura', L, 756);
        }
        p.font('Helvetica', 6.5).color('#555555').c(`${supplier.name} · Inscrita en el R.M., ${registry}`, 297.6, 805).color('#000000');
      });
    }, { creator: 'Gestión Almacén' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, supplier, t }) };
  },
};

function daysLast(y: number, m: number): number {
  return new Date(Date.UTC(y, m, 0)).getUTCDate();
}

// ============================================================ 6. professional fees with IRPF withholding

const PROFESSIONALS = [
  { name: 'Lucía Echevarne Ballester', title: 'Arquitecta · Colegiada nº 4.512 COA Aragón', domain: 'echevarne-arquitectura.es' },
  { name: 'Tomás Quiroga Almendros', title: 'Ingeniero de Caminos, C. y P. · Colegiado 21.877', domain: 'quirogaingenieria.com' },
  { name: 'Marta Ibarguren Solís', title: 'Arquitecta técnica · Coordinadora de seguridad y salud', domain: 'ibarguren.es' },
] as const;

const FEES = [
  'Redacción de proyecto básico y de ejecución',
  'Dirección de obra, hitos 3 y 4 según contrato',
  'Coordinación de seguridad y salud en fase de ejecución',
  'Redacción del estudio de seguridad y salud',
  'Cálculo de estructura y planos de armado',
  'Certificado final de obra y documentación as built',
  'Levantamiento topográfico de parcela',
  'Asistencia técnica a reuniones de obra (marzo)',
  'Plan de control de calidad y seguimiento',
];

export const feesIrpf: InvoiceLayout = {
  layout: 'ho-inv-fees-irpf',
  kind: 'invoice',
  async make(rng, v) {
    const pro = PROFESSIONALS[v % 3]!;
    const supplier = makePerson(rng, pro.name, pro.domain);
    const customer = makeCustomer(rng);
    const date = randomDate(rng);
    const number = [`2026-${String(rng.int(3, 60)).padStart(3, '0')}`, `H${rng.int(10, 90)}/2026`, `${rng.int(1, 40)}/2026`][v]!;
    const concepts = rng.sample(FEES, rng.int(1, 3));
    const lines = concepts.map((c) => {
      const amount = rng.int(12, 180) * 5000 + (rng.chance(0.4) ? rng.int(1, 99) * 100 : 0);
      return { code: '', desc: c, qtyMilli: 1000, unit: 'ud', price: amount, amount, rate: 2100 };
    });
    const irpf = v === 2 ? 700 : 1500;
    const t = totals(lines, { irpf });
    const site = rng.pick(WORK_SITES);
    const bytes = await renderPdf((doc) => {
      const p = new Pen(doc);
      const X = 56;
      const XR = 539;
      p.font('Helvetica-Bold', 14).t(supplier.name, X, 52);
      p.font('Helvetica', 8.5).color('#444444').t(pro.title, X, 70);
      p.t(supplier.street, X, 84).t(supplier.city, X, 95);
      p.t(`NIF ${printNif(supplier.nif, v)}`, X, 106).t(`${supplier.phone} · ${supplier.email}`, X, 117).color('#000000');
      p.color('#555555').font('Helvetica', 26).r('FACTURA', XR, 50).color('#000000');
      p.font('Helvetica', 9).r(`Número: ${number}`, XR, 88).r(`Fecha de emisión: ${fmtDate(date, v === 1 ? 'd/m/yyyy' : 'dd/mm/yyyy')}`, XR, 101);
      let y = 150;
      p.font('Helvetica-Bold', 8).t(['CLIENTE', 'DATOS DEL CLIENTE', 'FACTURAR A'][v]!, X, y);
      p.line(X, y + 11, 300, y + 11, 0.4);
      p.font('Helvetica', 9.5).t(customer.name, X, y + 18).t(`CIF ${printNif(customer.nif, 0)}`, X, y + 31);
      p.t(customer.street, X, y + 44).t(customer.city, X, y + 57);
      y = 250;
      p.font('Helvetica', 9).t(`Proyecto / obra: ${site}`, X, y);
      y += 24;
      p.fill(X, y, XR - X, 18, '#f0f0f0');
      p.font('Helvetica-Bold', 8.5).t('Concepto', X + 6, y + 5).r('Importe', XR - 6, y + 5);
      y += 28;
      p.font('Helvetica', 9.5);
      for (const l of lines) {
        p.t(l.desc, X + 6, y).r(eur(l.amount, { symbol: true }), XR - 6, y);
        y += 20;
      }
      p.line(X, y, XR, y, 0.4);
      y += 16;
      const rows: [string, string][] = [
        ['Base imponible', eur(t.base, { symbol: true })],
        [`IVA ${pctLabel(t.rows[0]!.rate)} %`, eur(t.tax, { symbol: true })],
        [`Retención IRPF ${pctLabel(irpf)} %`, eur(-t.withholding, { symbol: true })],
      ];
      for (const [a, b] of rows) {
        p.font('Helvetica', 9.5).t(a, 330, y).r(b, XR - 6, y);
        y += 16;
      }
      p.line(330, y, XR, y, 0.8);
      y += 7;
      p.font('Helvetica-Bold', 11).t(v === 0 ? 'Total a pagar' : 'Total factura', 330, y).r(eur(t.total, { symbol: true }), XR - 6, y);
      y += 50;
      p.font('Helvetica', 8.5).t(`Forma de pago: transferencia bancaria a ${makeIban(rng)}`, X, y);
      if (irpf === 700) p.t('Retención del 7 % por inicio de actividad profesional (art. 95 RIRPF).', X, y + 13);
    }, { creator: 'Pages', producer: 'macOS Quartz PDFContext' });
    return { bytes, buyerNif: customer.nif, expected: expectInvoice({ number, date, supplier, t }) };
  },
};

export const invoiceLayoutsA = [boxGrid, erpBand, timesLetter, courierHaulier, multiPage, feesIrpf];
