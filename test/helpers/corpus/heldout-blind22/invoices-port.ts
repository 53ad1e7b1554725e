import type { Figures, Line } from './figures.js';
import { addDays, customerBlock, pick, registry, reverseNote, totals, vatRows, type InvoiceDoc, type InvoiceLayout, type Look, type Rng } from './docs.js';
import { amount, date, dotted, money, PAGE_W, qty, type Col, type Sheet } from './kit.js';
import { ARMOUR, CUSTOMERS, DIVERS, HYDROGRAPHERS, PILING } from './parties.js';

/**
 * Invoice layouts of the twenty-second blind set, port side (docs/document-extraction.md#measuring-it):
 * marine piling, hydrographic surveys, underwater inspection in Catalan and precast armour
 * units printed by an old ERP.
 */

const amt = (d: InvoiceDoc, c: number) => amount(c, d.look.money);

// ---- marine piling from floating pontoons: two subcontractors under reverse charge -------------

const PILING_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#0b4f7c' },
  { family: 'Helvetica', money: 'es', date: 'dmy-', accent: '#136f63' },
  { family: 'Times', money: 'esEUR', date: 'long-es', accent: '#1d3557' },
];

const PILING_WORKS = [
  (r: Rng): Line => ({ description: 'Hinca de pilote tubular de acero S355 Ø 1.016 mm desde pontona', qty: r.amount(60, 220, 2), unit: 'ml', price: r.cents(180, 260) }),
  (r: Rng): Line => ({ description: 'Suplemento por hinca con martillo hidráulico en estrato rocoso', qty: r.amount(10, 45, 2), unit: 'ml', price: r.cents(90, 140) }),
  (r: Rng): Line => ({ description: 'Soldadura a tope de tramos de pilote con control por ultrasonidos', qty: r.int(4, 16), unit: 'ud', price: r.cents(380, 620) }),
  (r: Rng): Line => ({ description: 'Descabezado y recrecido de pilote a cota de proyecto', qty: r.int(4, 14), unit: 'ud', price: r.cents(240, 410) }),
  (r: Rng): Line => ({ description: 'Hormigonado interior de pilote con tubo Tremie, HA-35/F/20/IIIc+Qb', qty: r.amount(20, 90, 2), unit: 'm³', price: r.cents(140, 190) }),
  (r: Rng): Line => ({ description: 'Transporte y posicionado del equipo de hinca marítimo', qty: 1, unit: 'ud', price: r.cents(6500, 12000, 100) }),
];

const CRANE_HIRE = [
  (r: Rng): Line => ({ description: 'Alquiler de grúa flotante de 150 t con tripulación', qty: r.int(4, 12), unit: 'día', price: r.cents(4200, 5600, 50) }),
  (r: Rng): Line => ({ description: 'Pontona de 40 x 15 m con cuatro anclas y cabrestantes', qty: r.int(4, 12), unit: 'día', price: r.cents(1400, 1900, 50) }),
  (r: Rng): Line => ({ description: 'Remolcador de apoyo de 1.200 CV', qty: r.amount(8, 40, 1), unit: 'h', price: r.cents(190, 260) }),
  (r: Rng): Line => ({ description: 'Horas extraordinarias de tripulación en festivo', qty: r.int(6, 24), unit: 'h', price: r.cents(65, 95) }),
  (r: Rng): Line => ({ description: 'Movilización y desmovilización desde base de Cádiz', qty: 1, unit: 'ud', price: r.cents(5200, 8800, 100) }),
];

export const marinePiling: InvoiceLayout = {
  name: 'marine-piling',
  make(v, rng) {
    const issue = rng.day(2, 11);
    const reverse = v < 2;
    const lines = reverse ? pick(rng, PILING_WORKS, 3, 5).map((f) => f(rng)) : pick(rng, CRANE_HIRE, 3, 5).map((f) => f(rng));
    const number = [`F-26/${rng.int(100, 480)}`, `2026${String(rng.int(1, 390)).padStart(5, '0')}`, `GF ${rng.int(1100, 1900)}/26`][v] as string;
    return {
      v,
      look: PILING_LOOKS[v] as Look,
      supplier: PILING[v]!,
      customer: v === 1 ? CUSTOMERS.ute : CUSTOMERS.port,
      number,
      issue,
      due: addDays(issue, [60, 30, 45][v] as number),
      lines,
      terms: { reverse },
      site: ['Ampliación muelle de Calvo Sotelo', 'Dique de abrigo, tramo II', 'Muelle de Raos 7, fase 2'][v],
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    s.waves(40, 48, 52, L.accent);
    s.color(L.accent).text(p.name, 102, 36, { size: 12.5, bold: true });
    s.ink();
    s.text(p.street, 102, 54, { size: 8 });
    s.text(`${p.city} · Tel. ${p.phone}`, 102, 65, { size: 8 });
    s.text([`CIF: ${p.nif}`, `C.I.F. ${dotted(p.nif)}`, `NIF ${p.nif}`][d.v] as string, 102, 76, { size: 8, bold: true });
    const labels = [
      ['Nº factura:', 'Fecha:', 'Vencimiento:', 'Obra:'],
      ['Factura nº', 'Fecha emisión', 'Vto.', 'Obra'],
      ['Número', 'Fecha', 'Vencimiento', 'Obra'],
    ][d.v] as string[];
    s.box(350, 32, 205, 92, { stroke: L.accent, width: 1 });
    s.color(L.accent).text('FACTURA', 360, 38, { size: 14, bold: true });
    s.ink();
    const values = [d.number, date(d.issue, L.date), date(d.due as string, L.date), d.site as string];
    values.forEach((val, i) => {
      s.text(labels[i] as string, 360, 60 + i * 14, { size: 8, bold: true });
      s.text(val, 425, 60 + i * 14, { size: 8 });
    });
    customerBlock(s, d.customer, 40, 140, { head: 'CLIENTE', size: 9 });
    const cols: Col[] = [
      { head: 'Descripción', w: 245, wrap: true },
      { head: 'Medición', w: 62, align: 'r' },
      { head: 'Ud.', w: 36, align: 'c' },
      { head: 'Precio', w: 72, align: 'r' },
      { head: 'Importe', w: 100, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.description, qty(l.qty, l.unit === 'ud' || l.unit === 'día' ? 0 : l.unit === 'h' ? 1 : 2), l.unit, amt(d, l.price), amt(d, f.amounts[i] as number)]);
    const style = [{ grid: true }, { zebra: '#e8f3f1', headFill: L.accent, headColor: '#ffffff' }, { ruleUnderHead: true }][d.v];
    let y = s.table(40, 225, cols, rows, { size: 8.5, ...style });
    y += 16;
    const vat = vatRows(f, d, { rate: (r) => `IVA ${r} %`, reverse: d.v === 0 ? 'IVA (inversión del sujeto pasivo)' : 'Cuota IVA 0 %' });
    y = totals(s, 345, 555, y, [['Base imponible', money(f.base, L.money)], ...vat, ['TOTAL FACTURA', money(f.total, L.money), true]]);
    if (d.terms.reverse) reverseNote(s, 40, y + 10, 515);
    s.text('Forma de pago: transferencia bancaria a la cuenta ES21 0049 1500 0528 1034 9921', 40, 770, { size: 7.5 });
    registry(s, p);
  },
};

// ---- hydrographic and bathymetric surveys: professional fees as a letter ------------------------

const HYDRO_LOOKS: Look[] = [
  { family: 'Times', money: 'es€', date: 'long-es', accent: '#000000' },
  { family: 'Times', money: 'es', date: 'long-es', accent: '#000000' },
  { family: 'Helvetica', money: 'es€', date: 'long-es', accent: '#24476b' },
];

const HYDRO_CONCEPTS = [
  (r: Rng): Line => ({ description: 'Levantamiento batimétrico con ecosonda multihaz de la dársena y canal de acceso, incluida la corrección de marea y velocidad del sonido', qty: 1, unit: 'ud', price: r.cents(3800, 7400, 100) }),
  (r: Rng): Line => ({ description: 'Batimetría de control del dragado a la cota -14,00 m, con planos de diferencias respecto al levantamiento inicial', qty: 1, unit: 'ud', price: r.cents(2200, 4600, 100) }),
  (r: Rng): Line => ({ description: 'Levantamiento con sonar de barrido lateral del fondo del dique para la localización de bloques caídos', qty: 1, unit: 'ud', price: r.cents(1800, 3900, 100) }),
  (r: Rng): Line => ({ description: 'Replanteo topográfico de la alineación de pilotes desde tierra y comprobación de su posición tras la hinca', qty: 1, unit: 'ud', price: r.cents(900, 2100, 50) }),
  (r: Rng): Line => ({ description: 'Informe técnico final con la memoria, los planos y los ficheros de datos en formato XYZ', qty: 1, unit: 'ud', price: r.cents(600, 1400, 50) }),
];

export const hydrographicFees: InvoiceLayout = {
  name: 'hydrographic-fees',
  make(v, rng) {
    const issue = rng.day(1, 12);
    return {
      v,
      look: HYDRO_LOOKS[v] as Look,
      supplier: HYDROGRAPHERS[v]!,
      customer: v === 2 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`${rng.int(8, 40)}/2026`, `2026-${String(rng.int(10, 90)).padStart(3, '0')}`, `BLC-26/${rng.int(100, 260)}`][v] as string,
      issue,
      due: v === 1 ? undefined : addDays(issue, 30),
      lines: pick(rng, HYDRO_CONCEPTS, 2, 3).map((f) => f(rng)),
      terms: { irpf: [15, 7, 0][v] || undefined },
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    const cx = PAGE_W / 2;
    s.center(p.name, cx, 40, { size: 16, bold: true });
    if (p.activity) s.center(p.activity, cx, 60, { size: 9, italic: true });
    s.center(`${p.street} · ${p.city}`, cx, 74, { size: 8.5 });
    const id = [`NIF ${dotted(p.nif)}`, `N.I.E. ${p.nif}`, `C.I.F. ${p.nif}`][d.v] as string;
    s.center(`${id} · Tel. ${p.phone}${p.email ? ` · ${p.email}` : ''}`, cx, 86, { size: 8.5 });
    s.line(60, 102, 535, 102, { width: 0.8 });
    const city = p.city.replace(/^\d{5}\s+/, '');
    s.right(`${city}, ${date(d.issue, L.date)}`, 535, 120, { size: 10 });
    s.text(['FACTURA Nº ', 'Factura número: ', 'Nº de factura: '][d.v] + d.number, 60, 150, { size: 11, bold: true });
    customerBlock(s, d.customer, 60, 176, { head: 'Cliente:', size: 10 });
    s.text('Concepto', 60, 262, { size: 10, bold: true });
    s.right('Importe', 535, 262, { size: 10, bold: true });
    s.line(60, 276, 535, 276, { width: 0.4 });
    let y = 286;
    d.lines.forEach((l, i) => {
      s.right(money(f.amounts[i] as number, L.money), 535, y, { size: 10 });
      y = s.pen.paragraph(l.description, 60, y, 360, { size: 10 }) + 8;
      if (y > 500) throw new Error('concepts too long for the letter');
    });
    s.line(330, y, 535, y, { width: 0.4 });
    y += 10;
    const rows: Array<[string, string, boolean?]> = [[d.v === 1 ? 'Honorarios' : 'Base imponible', money(f.base, L.money)], ['IVA 21 %', money(f.vat, L.money)]];
    if (f.irpf) rows.push([`Retención IRPF ${d.terms.irpf} %`, `-${money(f.irpf, L.money)}`]);
    rows.push([['Total a percibir', 'Líquido a percibir', 'Total factura'][d.v] as string, money(f.total, L.money), true]);
    y = totals(s, 330, 535, y, rows, 10);
    if (d.due) s.text(`Vencimiento: ${date(d.due, 'dmy/')}`, 60, y + 20, { size: 9.5 });
    s.text('Pago mediante transferencia a ES76 2080 5000 6130 4012 7788', 60, y + 36, { size: 9.5 });
    if (d.v === 1) s.text('Retención del 7 % por inicio de actividad profesional (art. 101.5 de la Ley 35/2006).', 60, y + 52, { size: 8.5, italic: true });
    registry(s, p, 805);
  },
};

// ---- underwater inspection and cathodic protection, worded in Catalan --------------------------

const DIVER_LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#005f73' },
  { family: 'Helvetica', money: 'es', date: 'dmy-', accent: '#9b2226' },
  { family: 'Times', money: 'es€', date: 'long-ca', accent: '#3a5a40' },
];

const DIVE_WORK = [
  (r: Rng): Line => ({ description: 'Inspecció visual subaquàtica de parament de moll amb vídeo', qty: r.amount(120, 640, 2), unit: 'm', price: r.cents(9, 18) }),
  (r: Rng): Line => ({ description: 'Jornada d’equip de bussejadors (3 bussejadors i supervisor)', qty: r.int(2, 8), unit: 'jornada', price: r.cents(1650, 2300, 50) }),
  (r: Rng): Line => ({ description: 'Mesura de potencials de protecció catòdica a pilots', qty: r.int(20, 90), unit: 'ud', price: r.cents(14, 28) }),
  (r: Rng): Line => ({ description: 'Inspecció amb ROV de pilots i riostres', qty: r.amount(6, 30, 1), unit: 'h', price: r.cents(160, 240) }),
  (r: Rng): Line => ({ description: 'Substitució d’ànode de zinc de 25 kg sota l’aigua', qty: r.int(6, 30), unit: 'ud', price: r.cents(190, 280) }),
  (r: Rng): Line => ({ description: 'Neteja de pilots amb aigua a pressió', qty: r.amount(40, 220, 2), unit: 'm²', price: r.cents(12, 24) }),
  (r: Rng): Line => ({ description: 'Informe tècnic d’inspecció amb reportatge fotogràfic', qty: 1, unit: 'ud', price: r.cents(650, 1200, 50) }),
];

export const underwaterInspection: InvoiceLayout = {
  name: 'underwater-inspection-ca',
  make(v, rng) {
    const issue = rng.day(3, 10);
    return {
      v,
      look: DIVER_LOOKS[v] as Look,
      supplier: DIVERS[v]!,
      customer: CUSTOMERS.port,
      number: [`ISP-${rng.int(2600, 2790)}`, `26/${String(rng.int(20, 260)).padStart(4, '0')}`, `PCM${rng.int(26100, 26500)}`][v] as string,
      issue,
      due: addDays(issue, [30, 60, 30][v] as number),
      lines: pick(rng, DIVE_WORK, 3, 5).map((f) => f(rng)),
      terms: {},
      code: String(rng.int(400, 980)),
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    const initials = p.name.split(/\s+/).filter((w) => /^[A-ZÀ-Ú]/.test(w) && w.length > 3).slice(0, 3).map((w) => w[0]).join('');
    s.disc(68, 64, 26, L.accent, initials);
    s.text(p.name, 104, 42, { size: 11.5, bold: true });
    s.text(p.street, 104, 58, { size: 8.5 });
    s.text(p.city, 104, 69, { size: 8.5 });
    s.text(`NIF: ${p.nif} · Tel. ${p.phone}`, 104, 80, { size: 8.5 });
    s.color(L.accent).right('FACTURA', 555, 40, { size: 20, bold: true });
    s.ink();
    const rows: Array<[string, string]> = [
      ['Factura núm.', d.number],
      ['Data', date(d.issue, L.date)],
      ['Venciment', date(d.due as string, L.date)],
      ['Codi client', d.code as string],
    ];
    rows.forEach(([k, val], i) => {
      s.text(k, 390, 70 + i * 13, { size: 8.5, bold: true });
      s.right(val, 555, 70 + i * 13, { size: 8.5 });
    });
    s.box(40, 130, 260, 78, { stroke: L.accent });
    customerBlock(s, d.customer, 48, 136, { head: 'Client', nifLabel: 'NIF', size: 9 });
    const cols: Col[] = [
      { head: 'Descripció', w: 250 },
      { head: 'Quantitat', w: 58, align: 'r' },
      { head: 'Unitat', w: 50, align: 'c' },
      { head: 'Preu', w: 70, align: 'r' },
      { head: 'Import', w: 87, align: 'r' },
    ];
    const lr = d.lines.map((l, i) => [l.description, qty(l.qty, Number.isInteger(l.qty) ? 0 : 2), l.unit, amt(d, l.price), amt(d, f.amounts[i] as number)]);
    let y = s.table(40, 230, cols, lr, { size: 8.5, headFill: L.accent, headColor: '#ffffff', zebra: d.v === 1 ? '#f4eaea' : undefined });
    s.line(40, y + 2, 555, y + 2);
    y = totals(s, 370, 555, y + 14, [['Base imposable', money(f.base, L.money)], ['IVA 21 %', money(f.vat, L.money)], ['Total factura', money(f.total, L.money), true]]);
    s.text('Forma de pagament: transferència bancària', 40, y + 20, { size: 8.5 });
    s.text('IBAN ES12 2100 0725 6102 0033 1840', 40, y + 32, { size: 8.5 });
    registry(s, p);
  },
};

// ---- precast breakwater armour units, printed by an old ERP in Courier capitals -----------------

const ARMOUR_LOOKS: Look[] = [
  { family: 'Courier', money: 'plain', date: 'dmy/', accent: '#000000' },
  { family: 'Courier', money: 'plainEUR', date: 'dmy.yy', accent: '#000000' },
  { family: 'Courier', money: 'plainEUR', date: 'dmy-', accent: '#000000' },
];

const BLOCKS = [
  (r: Rng): Line => ({ code: 'CUB16', description: 'CUBIPODO HM-30 DE 16 T', qty: r.int(12, 60), unit: 'UD', price: r.cents(780, 980) }),
  (r: Rng): Line => ({ code: 'BLQ25', description: 'BLOQUE PARALELEPIPEDICO 25 T', qty: r.int(8, 40), unit: 'UD', price: r.cents(1150, 1420) }),
  (r: Rng): Line => ({ code: 'HM35M', description: 'HORMIGON HM-35 AMBIENTE MARINO', qty: r.amount(40, 180, 2), unit: 'M3', price: r.cents(92, 118) }),
  (r: Rng): Line => ({ code: 'MOLDE', description: 'ALQUILER MOLDE METALICO CUBIPODO', qty: r.int(1, 3), unit: 'MES', price: r.cents(1800, 2600, 50) }),
  (r: Rng): Line => ({ code: 'ACOPI', description: 'ACOPIO Y MANIPULACION EN PARQUE', qty: r.int(10, 60), unit: 'UD', price: r.cents(35, 60) }),
];

const HAULS = [
  (r: Rng): Line => ({ code: 'P25', description: 'PORTE BLOQUE 25 T PARQUE-MUELLE', qty: r.int(10, 40), unit: 'VIAJE', price: r.cents(85, 130) }),
  (r: Rng): Line => ({ code: 'ESP', description: 'HORA ESPERA CAMION GONDOLA', qty: r.amount(2, 12, 1), unit: 'H', price: r.cents(55, 75) }),
  (r: Rng): Line => ({ code: 'ESC', description: 'PORTE ESCOLLERA 1-3 T CANTERA-OBRA', qty: r.amount(120, 600, 2), unit: 'T', price: r.cents(6, 11) }),
];

export const armourUnits: InvoiceLayout = {
  name: 'armour-units-courier',
  make(v, rng) {
    const issue = rng.day(1, 12);
    return {
      v,
      look: ARMOUR_LOOKS[v] as Look,
      supplier: ARMOUR[v]!,
      customer: v === 0 ? CUSTOMERS.port : CUSTOMERS.ute,
      number: [`26/${String(rng.int(100, 990)).padStart(6, '0')}`, `A${rng.int(2600100, 2600900)}`, `${rng.int(10, 99)}-2026`][v] as string,
      issue,
      due: addDays(issue, [30, 60, 30][v] as number),
      lines: v === 2 ? pick(rng, HAULS, 2, 3).map((f) => f(rng)) : pick(rng, BLOCKS, 3, 4).map((f) => f(rng)),
      terms: { irpf: v === 2 ? 1 : undefined },
      code: String(rng.int(4300, 4399)),
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    const up = (t: string) => t.toLocaleUpperCase('es');
    let y = 36;
    if (p.brand) {
      s.text(p.brand, 40, y, { size: 13, bold: true });
      y += 18;
    }
    s.text(up(p.name), 40, y, { size: p.brand ? 9 : 12, bold: true });
    s.text(up(p.street), 40, y + 15, { size: 8.5 });
    s.text(up(p.city), 40, y + 26, { size: 8.5 });
    s.text(`${['C.I.F.: ', 'NIF/CIF: ', 'N.I.F.: '][d.v]}${d.v === 2 ? `${p.nif.slice(0, 8)}-${p.nif[8]}` : p.nif}   TEL. ${p.phone}`, 40, y + 37, { size: 8.5 });
    const hy = 120;
    s.line(40, hy, 555, hy, { dash: true });
    const heads = [
      ['FACTURA NUM.:', 'FECHA......:', 'VENCIMIENTO:', 'CLIENTE....:'],
      ['N. FACTURA..:', 'FECHA......:', 'VENCIMIENTO:', 'COD.CLIENTE:'],
      ['FRA. NUMERO.:', 'FECHA......:', 'VTO........:', 'CLIENTE....:'],
    ][d.v] as string[];
    [d.number, date(d.issue, L.date), date(d.due as string, L.date), d.code as string].forEach((val, i) => {
      s.text(`${heads[i]} ${val}`, 40, hy + 8 + i * 12, { size: 8.5 });
    });
    customerBlock(s, d.customer, 320, hy + 8, { nifLabel: 'C.I.F.:', size: 8.5, upper: true });
    s.line(40, hy + 62, 555, hy + 62, { dash: true });
    const cols: Col[] = [
      { head: 'CODIGO', w: 55 },
      { head: 'DESCRIPCION', w: 210 },
      { head: 'CANTIDAD', w: 70, align: 'r' },
      { head: 'UD', w: 50, align: 'c' },
      { head: 'PRECIO', w: 60, align: 'r' },
      { head: 'IMPORTE', w: 70, align: 'r' },
    ];
    const rows = d.lines.map((l, i) => [l.code as string, l.description, qty(l.qty, Number.isInteger(l.qty) ? 0 : 2), l.unit, amount(l.price, 'plain'), amount(f.amounts[i] as number, 'plain')]);
    let ty = s.table(40, hy + 70, cols, rows, { size: 8, ruleUnderHead: true, dashed: true, headBold: false });
    ty += 6;
    s.line(40, ty, 555, ty, { dash: true });
    ty += 10;
    if (d.v === 0) {
      const heads0 = ['BASE IMPONIBLE', '%IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
      const vals = [amount(f.base, 'plain'), '21', amount(f.vat, 'plain'), money(f.total, L.money)];
      const xs = [150, 250, 360, 555];
      heads0.forEach((h, i) => s.right(h, xs[i] as number, ty, { size: 8.5 }));
      vals.forEach((val, i) => s.right(val, xs[i] as number, ty + 13, { size: 8.5, bold: i === 3 }));
      ty += 30;
    } else {
      const rows2: Array<[string, string, boolean?]> = [['BASE IMPONIBLE', money(f.base, L.money)], ['I.V.A. 21%', money(f.vat, L.money)]];
      if (f.irpf) rows2.push(['RETENCION IRPF 1%', `-${money(f.irpf, L.money)}`]);
      rows2.push(['TOTAL FACTURA', money(f.total, L.money), true]);
      ty = totals(s, 330, 555, ty, rows2, 8.5);
    }
    s.line(40, ty + 4, 555, ty + 4, { dash: true });
    s.text('FORMA DE PAGO: RECIBO DOMICILIADO', 40, ty + 14, { size: 8 });
    if (p.registry) s.text(p.registry, 40, 800, { size: 7 });
  },
};
