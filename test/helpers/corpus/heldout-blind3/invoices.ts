import type { Family } from '../pen.js';
import {
  type CatalogItem,
  date,
  discounted,
  type Figures,
  type Line,
  linesOf,
  money,
  PAGE_H,
  PAGE_W,
  qty,
  type Rng,
  type Sheet,
  upper,
} from './kit.js';
import type { Buyer, Party, SupplierSpec } from './parties.js';

/**
 * The third blind set's ten invoice layouts, each with the three suppliers that print it and the
 * trade's catalog: structural metalwork, lifts, roofing and sheet metal, glazing, interior
 * carpentry, fire protection, telecom under reverse charge, an architect's or engineer's fees,
 * scaffolding and asphalt paving.
 */

export interface InvoiceData {
  sup: Party;
  buyer: Buyer;
  site: string;
  number: string;
  issue: string;
  due?: string;
  fig: Figures;
  /** The customer's order or account reference some prints carry. */
  ref: string;
  /** Hard documents only: a second, different date also labelled as the invoice's date. */
  otherIssue?: string;
}

export interface InvoiceLayout {
  name: string;
  family: Family;
  size: number;
  suppliers: SupplierSpec[];
  lines(rng: Rng, sup: SupplierSpec): { lines: Line[]; irpf?: number; reverseCharge?: boolean };
  /** Days from the issue to the due date; none when the layout prints no due date. */
  dueDays?: number[];
  draw(s: Sheet, d: InvoiceData): void;
}

const M = 42;
const RIGHT = PAGE_W - M;

/** Label–value rows flush right: the totals block most invoices end with; returns the y under it. */
function totals(s: Sheet, xLabel: number, xValue: number, y: number, rows: [string, string, boolean?][], o: { size?: number; step?: number } = {}): number {
  const step = o.step ?? 14;
  for (const [label, value, bold] of rows) {
    s.text(label, xLabel, y, { size: o.size, bold });
    s.right(value, xValue, y, { size: o.size, bold });
    y += step;
  }
  return y;
}

function rateLabel(rate: number): string {
  return `${rate}%`;
}

// ------------------------------------------------------------------ 1. structural metalwork

const METALWORK: CatalogItem[] = [
  { code: 'EM-160', description: 'Perfil HEB-160 S275JR suministrado y montado', unit: 'kg', price: [185, 240], quantity: [600_000, 3_800_000, 1000] },
  { code: 'EM-200', description: 'Viga IPE-200 S275JR con imprimación', unit: 'kg', price: [175, 230], quantity: [400_000, 2_600_000, 1000] },
  { code: 'PL-300', description: 'Placa de anclaje 300x300x15 con 4 pernos', unit: 'ud', price: [3800, 5400], quantity: [4000, 24_000, 1000] },
  { code: 'BAR-01', description: 'Barandilla de acero pintada al horno h=1,10 m', unit: 'ml', price: [9500, 14_000], quantity: [12_000, 64_000, 500] },
  { code: 'ESC-16', description: 'Escalera metálica de caracol D=1,60 m', unit: 'ud', price: [180_000, 260_000], quantity: [1000, 2000, 1000] },
  { code: 'TRX-30', description: 'Tramex galvanizado 30x30x3 en pasarelas', unit: 'm²', price: [5200, 7400], quantity: [8000, 46_000, 500] },
  { code: 'MO-OF1', description: 'Oficial 1ª cerrajero', unit: 'h', price: [2800, 3400], quantity: [8000, 60_000, 1000] },
  { code: 'PNT-IG', description: 'Pintura intumescente R-60 en perfiles', unit: 'm²', price: [1900, 2600], quantity: [40_000, 180_000, 500] },
];

const metalwork: InvoiceLayout = {
  name: 'metalwork-left',
  family: 'Helvetica',
  size: 8.5,
  dueDays: [30, 60],
  suppliers: [
    {
      name: 'Cerrajería Hnos. Pardo, S.L.',
      kind: 'B',
      street: 'Pol. Ind. Malpica, calle F, nave 23',
      town: '50016 Zaragoza',
      phone: 'Tel. 976 57 31 08',
      email: 'administracion@cerrajeriapardo.es',
      number: 'F26-0412',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'C.I.F.:',
      nifStyle: 'dash',
      tagline: 'Estructuras metálicas · Cerrajería · Calderería',
    },
    {
      name: 'TALLERES METÁLICOS ZUBIRI, S.A.',
      kind: 'A',
      street: 'Barrio Ventas 41',
      town: '20305 Irun (Gipuzkoa)',
      phone: 'Tfno. 943 63 22 90',
      email: 'facturas@zubiri-metal.com',
      number: '2026/000187',
      date: 'dash',
      money: { dots: false, affix: ' €' },
      nifLabel: 'CIF',
      nifStyle: 'plain',
      tagline: 'ESTRUCTURA METÁLICA Y CALDERERÍA PESADA',
    },
    {
      name: 'Estructuras Metálicas Albéniz S.L.L.',
      kind: 'B',
      street: 'Avda. de Astorga 77',
      town: '24400 Ponferrada (León)',
      phone: '987 41 06 55',
      email: 'oficina@emalbeniz.es',
      number: '000731',
      date: 'dot4',
      money: { dots: true, affix: '' },
      nifLabel: 'NIF:',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, METALWORK, rng.int(4, 7)) }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    s.fitted(sup.name, M, 44, 310, { size: 15, bold: true });
    if (sup.tagline) s.text(sup.tagline, M, 64, { size: 8, italic: true });
    s.block([sup.street, sup.town, `${sup.phone} · ${sup.email}`, sup.nifText], M, 80, { size: 8.5 });
    // document box, right
    s.box(360, 40, RIGHT - 360, 78, { stroke: '#000000', width: 0.8 });
    s.text('FACTURA', 372, 48, { size: 16, bold: true });
    totals(s, 372, RIGHT - 10, 72, [
      ['Factura nº:', d.number, true],
      ['Fecha:', date(d.issue, sup.date)],
      ['Vencimiento:', date(d.due!, sup.date)],
    ], { step: 13 });
    // customer
    s.text('CLIENTE', 360, 132, { size: 7.5, bold: true });
    s.box(360, 142, RIGHT - 360, 62, { stroke: '#777777' });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `CIF: ${d.buyer.nifShown}`], 368, 149, { size: 8.5 });
    s.text(`Obra: ${d.site}`, M, 190, { size: 8.5, bold: true });
    const rows = fig.lines.map((l) => [l.code ?? '', l.description, qty(l.quantity, 2, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 216, [
      { title: 'Código', w: 52 },
      { title: 'Descripción', w: 222 },
      { title: 'Cantidad', w: 58, align: 'r' },
      { title: 'Ud.', w: 30, align: 'c' },
      { title: 'Precio', w: 62, align: 'r' },
      { title: 'Importe', w: 87, align: 'r' },
    ], rows, { grid: 'full', headFill: '#e6e6e6', rowH: 17, minHeight: 300 });
    const ty = totals(s, 360, RIGHT, y + 14, [
      ['Base imponible', money(fig.base, m)],
      [`IVA ${rateLabel(fig.byRate[0].rate)}`, money(fig.tax, m)],
    ]);
    s.rule(360, ty - 3, RIGHT, ty - 3, 0.8);
    s.text('TOTAL FACTURA', 360, ty + 2, { size: 10, bold: true });
    s.right(money(fig.total, m.affix ? m : { ...m, affix: ' €' }), RIGHT, ty + 2, { size: 10, bold: true });
    s.block(['Forma de pago: transferencia bancaria', `IBAN ${sup.iban}`], M, y + 14, { size: 8 });
    s.center(`${sup.name} · ${sup.nifText}`, PAGE_W / 2, PAGE_H - 40, { size: 6.5 });
  },
};

// ------------------------------------------------------------------ 2. lifts, header grid, CIF in the registry line

const LIFTS: CatalogItem[] = [
  { description: 'Cuota de mantenimiento ascensor, trimestre', unit: 'ud', price: [32_000, 48_000], quantity: [1000, 4000, 1000] },
  { description: 'Instalación ascensor eléctrico 630 kg, 6 paradas', unit: 'ud', price: [1_850_000, 2_640_000], quantity: [1000, 1000, 1000] },
  { description: 'Hito de montaje: guías y bancada', unit: 'ud', price: [420_000, 610_000], quantity: [1000, 2000, 1000] },
  { description: 'Puertas de piso automáticas inox 800 mm', unit: 'ud', price: [68_000, 91_000], quantity: [2000, 8000, 1000] },
  { description: 'Sustitución de cuadro de maniobra', unit: 'ud', price: [210_000, 290_000], quantity: [1000, 1000, 1000] },
  { description: 'Horas de técnico en festivo', unit: 'h', price: [5800, 7200], quantity: [2000, 9000, 1000] },
  { description: 'Inspección periódica OCA', unit: 'ud', price: [16_000, 22_000], quantity: [1000, 2000, 1000] },
];

const lifts: InvoiceLayout = {
  name: 'lifts-header-grid',
  family: 'Helvetica',
  size: 9,
  dueDays: [30, 45],
  suppliers: [
    {
      name: 'Ascensores Levante Elevación, S.L.',
      kind: 'B',
      street: 'C/ Sant Vicent Màrtir 215',
      town: '46007 Valencia',
      phone: '963 80 14 27',
      email: 'clientes@levanteelevacion.es',
      number: '26/1187',
      date: 'long',
      money: { dots: true, affix: '€ ' },
      nifLabel: 'CIF',
      nifStyle: 'plain',
      registry: 'Valencia, Tomo 9.214, Libro 6.502, Folio 118, Hoja V-140233',
    },
    {
      name: 'ELEVADORES DEL NORTE, S.A.',
      kind: 'A',
      street: 'Ribera de Deusto 50',
      town: '48014 Bilbao',
      phone: '944 75 20 01',
      email: 'facturacion@elevadoresnorte.eus',
      number: 'M-2026-00412',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'C.I.F.',
      nifStyle: 'dash',
      registry: 'Bizkaia, Tomo 3.981, Folio 77, Hoja BI-28114',
    },
    {
      name: 'Ascensores Gil Miralles, S.L.U.',
      kind: 'B',
      street: 'Avda. de Elche 160, bajo',
      town: '03008 Alicante',
      phone: '965 10 47 93',
      email: 'admin@gilmiralles.com',
      number: '2026-0933',
      date: 'dash',
      money: { dots: true, affix: '' },
      nifLabel: 'N.I.F.',
      nifStyle: 'plain',
      registry: 'Alicante, Tomo 4.410, Folio 203, Hoja A-171902',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, LIFTS, rng.int(2, 4)) }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    s.center(sup.name, PAGE_W / 2, 40, { size: 16, bold: true });
    s.center(`${sup.street} · ${sup.town}`, PAGE_W / 2, 62, { size: 8.5 });
    s.center(`Tel. ${sup.phone} · ${sup.email}`, PAGE_W / 2, 74, { size: 8.5 });
    s.rule(M, 92, RIGHT, 92, 1.2);
    // header grid: the labels in the row above their values
    const cols = [
      { title: 'Nº FACTURA', w: 128, align: 'c' as const },
      { title: 'FECHA FACTURA', w: 128, align: 'c' as const },
      { title: 'Nº CLIENTE', w: 128, align: 'c' as const },
      { title: 'FORMA DE PAGO', w: RIGHT - M - 384, align: 'c' as const },
    ];
    s.table(M, 104, cols, [[d.number, date(d.issue, sup.date), d.ref, 'Transferencia']], { grid: 'full', headFill: '#d9e2ec', rowH: 18, headSize: 7.5, size: 9.5 });
    s.text('Datos del cliente', M, 160, { size: 8, bold: true });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `NIF ${d.buyer.nifShown}`], M, 173, { size: 9 });
    s.text('Emplazamiento', 330, 160, { size: 8, bold: true });
    s.block([d.site], 330, 173, { size: 9 });
    const rows = fig.lines.map((l) => [l.description, qty(l.quantity, 0, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 240, [
      { title: 'Concepto', w: 250 },
      { title: 'Cant.', w: 50, align: 'r' },
      { title: 'Ud', w: 34, align: 'c' },
      { title: 'Precio unit.', w: 75, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 409, align: 'r' },
    ], rows, { grid: 'rows', headFill: '#d9e2ec', rowH: 20 });
    const tableY = Math.max(y + 30, 470);
    s.table(300, tableY, [
      { title: 'Base imponible', w: 90, align: 'r' },
      { title: `IVA ${rateLabel(fig.byRate[0].rate)}`, w: 70, align: 'r' },
      { title: 'Total factura', w: RIGHT - 300 - 160, align: 'r' },
    ], [[money(fig.base, m), money(fig.tax, m), money(fig.total, m)]], { grid: 'full', headFill: '#d9e2ec', rowH: 18, size: 9.5 });
    let py = tableY;
    s.text('Vencimiento', M, py, { size: 8, bold: true });
    s.text(date(d.due!, sup.date), M + 70, py, { size: 8.5 });
    py += 14;
    s.text(`IBAN: ${sup.iban}`, M, py, { size: 8.5 });
    if (d.otherIssue) s.text(`Fecha factura: ${date(d.otherIssue, sup.date)}`, M, py + 14, { size: 8.5 });
    const legal = `${sup.name} - Inscrita en el Registro Mercantil de ${sup.registry}. ${sup.nifText}`;
    s.center(legal, PAGE_W / 2, PAGE_H - 38, { size: 6.5 });
  },
};

// ------------------------------------------------------------------ 3. roofing, series/number, two VAT rates

const ROOFING: CatalogItem[] = [
  { description: 'Panel sándwich cubierta 30 mm lacado', unit: 'm²', price: [2600, 3400], quantity: [60_000, 420_000, 500], rate: 21 },
  { description: 'Reparación de cubierta de teja en vivienda', unit: 'm²', price: [3400, 4800], quantity: [20_000, 140_000, 500], rate: 10 },
  { description: 'Canalón de zinc desarrollo 333 mm', unit: 'ml', price: [2900, 3900], quantity: [12_000, 90_000, 500], rate: 21 },
  { description: 'Bajante de chapa prelacada D=100', unit: 'ml', price: [1800, 2500], quantity: [8000, 60_000, 500], rate: 21 },
  { description: 'Sustitución de limahoya en vivienda', unit: 'ml', price: [4200, 5600], quantity: [4000, 24_000, 500], rate: 10 },
  { description: 'Remate de chapa plegada 1,2 mm', unit: 'ml', price: [1500, 2200], quantity: [20_000, 110_000, 500], rate: 21 },
  { description: 'Impermeabilización de encuentros con lámina EPDM', unit: 'm²', price: [2200, 3100], quantity: [10_000, 70_000, 500], rate: 10 },
  { description: 'Línea de vida horizontal 20 m', unit: 'ud', price: [98_000, 132_000], quantity: [1000, 2000, 1000], rate: 21 },
];

const roofing: InvoiceLayout = {
  name: 'roofing-series-two-rates',
  family: 'Helvetica',
  size: 8.5,
  dueDays: [30],
  suppliers: [
    {
      name: 'Cubiertas y Chapas Moncayo, S.L.',
      kind: 'B',
      street: 'Ctra. de Borja s/n',
      town: '50500 Tarazona (Zaragoza)',
      phone: 'Tel. 976 64 18 30',
      email: 'moncayo@cubiertasmoncayo.es',
      number: 'A-2026/0142',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.',
      nifStyle: 'dash',
    },
    {
      name: 'Tejados Rivas e Hijos, S.L.',
      kind: 'B',
      street: 'C/ Carretera de Boceguillas 8',
      town: '40002 Segovia',
      phone: 'Tel. 921 43 55 12',
      email: 'rivas@tejadosrivas.com',
      number: 'T-26/0311',
      date: 'dot4',
      money: { dots: true, affix: '' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
    {
      name: 'CUBRIMETAL ASTUR S.L.',
      kind: 'B',
      street: 'Pol. Tremañes, c/ Rafael Fdez. 3',
      town: '33211 Gijón',
      phone: 'Tel. 985 30 91 44',
      email: 'oficina@cubrimetal.es',
      number: 'C-2026/0088',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'CIF:',
      nifStyle: 'plain',
    },
  ],
  lines(rng) {
    const ten = ROOFING.filter((i) => i.rate === 10);
    const twentyOne = ROOFING.filter((i) => i.rate === 21);
    return { lines: rng.shuffle([...linesOf(rng, ten, rng.int(1, 2)), ...linesOf(rng, twentyOne, rng.int(2, 4))]) };
  },
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    // letterhead on the right
    s.right(sup.name, RIGHT, 42, { size: 13, bold: true });
    s.block([sup.street, sup.town, sup.phone, sup.email, sup.nifText], RIGHT, 60, { size: 8.5, align: 'r' });
    s.text('FACTURA', M, 44, { size: 22, bold: true });
    s.box(M, 76, 200, 50, { stroke: '#444444' });
    totals(s, M + 8, M + 192, 83, [
      ['Serie/Número', d.number, true],
      ['Fecha', date(d.issue, sup.date)],
      ['Página', '1 de 1'],
    ], { step: 13 });
    s.text('Facturar a:', M, 146, { size: 8, bold: true });
    s.block([d.buyer.name, `${d.buyer.nifShown}`, d.buyer.street, d.buyer.town], M, 158, { size: 9 });
    s.text('Obra:', 320, 146, { size: 8, bold: true });
    s.text(d.site, 320, 158, { size: 9 });
    const rows = fig.lines.map((l) => [l.description, l.unit, qty(l.quantity, 2, m.dots), money(l.price, m, false), `${l.rate}%`, money(l.amount, m, false)]);
    const y = s.table(M, 226, [
      { title: 'Descripción', w: 236 },
      { title: 'Ud', w: 30, align: 'c' },
      { title: 'Medición', w: 60, align: 'r' },
      { title: 'Precio', w: 60, align: 'r' },
      { title: 'IVA', w: 36, align: 'c' },
      { title: 'Importe', w: RIGHT - M - 422, align: 'r' },
    ], rows, { grid: 'rows', rowH: 18, headBold: true });
    const grid = fig.byRate.map((r) => [money(r.base, m, false), `${r.rate},00`, money(r.vat, m, false), money(r.base + r.vat, m, false)]);
    const gy = s.table(M, y + 24, [
      { title: 'Base imponible', w: 100, align: 'r' },
      { title: '% IVA', w: 50, align: 'r' },
      { title: 'Cuota IVA', w: 90, align: 'r' },
      { title: 'Subtotal', w: 90, align: 'r' },
    ], grid, { grid: 'full', headFill: '#eeeeee', rowH: 16 });
    totals(s, 400, RIGHT, y + 24, [
      ['Total base', money(fig.base, m)],
      ['Total IVA', money(fig.tax, m)],
      ['TOTAL', money(fig.total, m), true],
    ], { step: 16, size: 9.5 });
    s.block([`Vencimiento: ${date(d.due!, sup.date)}`, `Transferencia a ${sup.iban}`], M, gy + 20, { size: 8.5 });
    s.text('Tipo reducido del 10 % en obras de renovación y reparación de viviendas (art. 91.Uno.2.10º Ley 37/1992).', M, gy + 50, { size: 7, italic: true });
  },
};

// ------------------------------------------------------------------ 4. glazing, Courier, capitals

const GLAZING: CatalogItem[] = [
  { code: 'CL41604', description: 'VIDRIO CLIMALIT 4/16/4 BAJO EMISIVO', unit: 'M2', price: [4200, 5600], quantity: [8000, 90_000, 10] },
  { code: 'LM5505', description: 'VIDRIO LAMINAR 5+5 BUTIRAL INCOLORO', unit: 'M2', price: [5800, 7200], quantity: [4000, 40_000, 10] },
  { code: 'LM6610S', description: 'LAMINAR 6+6 SEGURIDAD ANTIRROBO', unit: 'M2', price: [8800, 11_200], quantity: [2000, 18_000, 10] },
  { code: 'COLOC', description: 'COLOCACION DE VIDRIO EN OBRA', unit: 'M2', price: [900, 1400], quantity: [10_000, 120_000, 10] },
  { code: 'ESP5', description: 'ESPEJO 5 MM CANTO PULIDO', unit: 'M2', price: [3800, 4900], quantity: [2000, 16_000, 10] },
  { code: 'SIL-N', description: 'SILICONA NEUTRA Y CALZOS', unit: 'UD', price: [650, 980], quantity: [6000, 40_000, 1000] },
  { code: 'TEMP10', description: 'VIDRIO TEMPLADO 10 MM BARANDILLA', unit: 'M2', price: [9800, 12_600], quantity: [3000, 22_000, 10] },
];

const glazing: InvoiceLayout = {
  name: 'glazing-courier-caps',
  family: 'Courier',
  size: 8.5,
  dueDays: [60, 90],
  suppliers: [
    {
      name: 'VIDRIOS DEL EBRO SA',
      kind: 'A',
      street: 'POL. LA PORTALADA II, C/ LA NEVERA 12',
      town: '26006 LOGROÑO',
      phone: 'TEL 941 25 70 30',
      email: 'VENTAS@VIDRIOSDELEBRO.ES',
      number: '26000412',
      date: 'dot2',
      money: { dots: false, affix: ' EUR' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
    {
      name: 'CRISTALERIA HNOS. QUINTANA S.L.',
      kind: 'B',
      street: 'C/ VITORIA 233',
      town: '09007 BURGOS',
      phone: 'TEL 947 48 20 65',
      email: 'QUINTANA@CRISTALERIAQUINTANA.COM',
      number: '4127',
      date: 'slash2',
      money: { dots: false, affix: ' EUR' },
      nifLabel: 'C.I.F.',
      nifStyle: 'plain',
    },
    {
      name: 'ACRISTALAMIENTOS BAHIA CADIZ SL',
      kind: 'B',
      street: 'AVDA. ANDALUCIA 41',
      town: '11008 CADIZ',
      phone: 'TEL 956 26 11 84',
      email: 'BAHIA@ACRISTALAMIENTOSBAHIA.ES',
      number: 'V26-1093',
      date: 'dash',
      money: { dots: true, affix: ' EUR' },
      nifLabel: 'CIF',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, GLAZING, rng.int(3, 6)) }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    const dash = '-'.repeat(100);
    s.block([sup.name, sup.street, sup.town, `${sup.phone}  ${sup.email}`, `${sup.nifLabel}: ${sup.nifShown}`], M, 40, { leading: 11 });
    s.text(dash, M, 100);
    s.text(`FRA. NUM.: ${d.number}`, M, 114, { bold: true });
    s.text(`FECHA: ${date(d.issue, sup.date)}`, 250, 114, { bold: true });
    s.text(`CLIENTE: ${d.ref}`, 420, 114);
    s.text(dash, M, 128);
    s.block([upper(d.buyer.name), upper(d.buyer.street), upper(d.buyer.town), `NIF CLIENTE: ${d.buyer.nifShown}`], 300, 142, { leading: 11 });
    s.text(`OBRA: ${upper(d.site)}`, M, 200);
    s.text(dash, M, 220);
    const rows = fig.lines.map((l) => [l.code ?? '', l.description, qty(l.quantity, 2, false), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    let y = s.table(M, 230, [
      { title: 'CODIGO', w: 62 },
      { title: 'DESCRIPCION', w: 214 },
      { title: 'CANT.', w: 54, align: 'r' },
      { title: 'UD', w: 26, align: 'c' },
      { title: 'PRECIO', w: 60, align: 'r' },
      { title: 'IMPORTE', w: RIGHT - M - 416, align: 'r' },
    ], rows, { grid: 'none', rowH: 14 });
    s.text(dash, M, y + 4);
    y = totals(s, 300, RIGHT, y + 20, [
      ['BASE IMPONIBLE', money(fig.base, m)],
      [`CUOTA IVA ${fig.byRate[0].rate},00%`, money(fig.tax, m)],
      ['TOTAL A PAGAR', money(fig.total, m), true],
    ], { step: 13 });
    s.text(dash, M, y + 4);
    s.block([`FORMA DE PAGO: RECIBO DOMICILIADO`, `VENCIMIENTO: ${date(d.due!, sup.date)}`], M, y + 20, { leading: 12 });
  },
};

// ------------------------------------------------------------------ 5. interior carpentry over two pages

const CARPENTRY: CatalogItem[] = [
  { description: 'Puerta de paso lisa lacada blanca 72,5 cm', unit: 'ud', price: [16_500, 21_900], quantity: [2000, 8000, 1000] },
  { description: 'Puerta corredera en cajón, hoja de 82,5 cm', unit: 'ud', price: [29_000, 36_800], quantity: [1000, 4000, 1000] },
  { description: 'Puerta de entrada blindada roble', unit: 'ud', price: [58_000, 74_000], quantity: [1000, 1000, 1000] },
  { description: 'Armario empotrado 2 hojas abatibles', unit: 'ud', price: [42_000, 56_000], quantity: [1000, 3000, 1000] },
  { description: 'Rodapié MDF lacado 7 cm', unit: 'ml', price: [550, 890], quantity: [20_000, 90_000, 500] },
  { description: 'Tapajuntas lacado 70x10', unit: 'ml', price: [320, 560], quantity: [20_000, 80_000, 500] },
  { description: 'Premarco de pino 90 mm', unit: 'ud', price: [1800, 2600], quantity: [4000, 12_000, 1000] },
  { description: 'Manilla inox con roseta', unit: 'ud', price: [1400, 2300], quantity: [4000, 12_000, 1000] },
  { description: 'Frente de cocina en melamina', unit: 'm²', price: [6400, 8200], quantity: [2000, 9000, 500] },
];

const FLATS = ['Bajo A', 'Bajo B', '1º A', '1º B', '1º C', '2º A', '2º B', '2º C', '3º A', '3º B', '3º C', '4º A', '4º B', 'Ático'];

const carpentry: InvoiceLayout = {
  name: 'carpentry-two-pages',
  family: 'Times',
  size: 10,
  dueDays: [30, 60],
  suppliers: [
    {
      name: 'Carpintería Hermanos Lacasa, S.L.',
      kind: 'B',
      street: 'C/ Ramón y Cajal 54',
      town: '22006 Huesca',
      phone: '974 22 81 39',
      email: 'lacasa@carpinterialacasa.es',
      number: '2026/1043',
      date: 'long',
      money: { dots: true, affix: ' €' },
      nifLabel: 'NIF:',
      nifStyle: 'plain',
      tagline: 'Carpintería de madera · Puertas · Armarios empotrados',
    },
    {
      name: 'Puertas y Maderas del Sil, S.L.',
      kind: 'B',
      street: 'Rúa do Progreso 118',
      town: '32003 Ourense',
      phone: '988 37 20 46',
      email: 'facturas@maderasdelsil.gal',
      number: 'FV-26-0219',
      date: 'long',
      money: { dots: true, affix: ' €' },
      nifLabel: 'C.I.F.:',
      nifStyle: 'dash',
      tagline: 'Fabricación e instalación de carpintería interior',
    },
    {
      name: 'Julián Ortega Benavente',
      kind: 'dni',
      street: 'Camino de la Fuensanta 7',
      town: '14010 Córdoba',
      phone: '957 44 90 13 · 655 102 338',
      email: 'jortegacarpintero@gmail.com',
      number: '0087/26',
      date: 'mon',
      money: { dots: true, affix: '' },
      nifLabel: 'N.I.F.',
      nifStyle: 'dots',
      tagline: 'Carpintero ebanista',
    },
  ],
  lines(rng) {
    const flats = rng.sample(FLATS, rng.int(5, 7));
    const lines: Line[] = [];
    for (const flat of flats) {
      for (const l of linesOf(rng, CARPENTRY, rng.int(4, 5))) lines.push({ ...l, description: `${l.description} - ${flat}` });
    }
    return { lines };
  },
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    const head = (page: number) => {
      s.center(sup.name, PAGE_W / 2, 36, { size: 16, bold: true });
      if (sup.tagline) s.center(sup.tagline, PAGE_W / 2, 56, { size: 9.5, italic: true });
      s.center(`${sup.street} - ${sup.town} - Tel. ${sup.phone}`, PAGE_W / 2, 70, { size: 9 });
      s.center(`${sup.email} - ${sup.nifText}`, PAGE_W / 2, 82, { size: 9 });
      s.rule(M, 98, RIGHT, 98, 0.6);
      s.right(`Hoja ${page} de 2`, RIGHT, 104, { size: 8.5 });
    };
    const cols = [
      { title: 'Concepto', w: 285 },
      { title: 'Cantidad', w: 55, align: 'r' as const },
      { title: 'Ud.', w: 30, align: 'c' as const },
      { title: 'Precio', w: 63, align: 'r' as const },
      { title: 'Importe', w: RIGHT - M - 433, align: 'r' as const },
    ];
    const row = (l: Line) => [l.description, qty(l.quantity, 2, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)];
    const first = Math.ceil(fig.lines.length * 0.6);
    head(1);
    s.text(`Factura Nº ${d.number}`, M, 118, { size: 12, bold: true });
    s.text(`Fecha: ${date(d.issue, sup.date)}`, M, 136);
    s.text('Cliente:', 320, 118, { bold: true });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `C.I.F. ${d.buyer.nifShown}`], 320, 132);
    s.text(`Obra: ${d.site}`, M, 196, { italic: true });
    let y = s.table(M, 214, cols, fig.lines.slice(0, first).map(row), { grid: 'rows', rowH: 16 });
    const carried = fig.lines.slice(0, first).reduce((t, l) => t + l.amount, 0n);
    s.text('Suma anterior que pasa a la hoja siguiente', M + 100, y + 8, { italic: true });
    s.right(money(carried, m, false), RIGHT - 3, y + 8, { bold: true });
    s.newPage();
    head(2);
    s.text(`Factura Nº ${d.number} (continuación)`, M, 118, { size: 11, bold: true });
    s.text('Viene de la hoja anterior', M + 100, 140, { italic: true });
    s.right(money(carried, m, false), RIGHT - 3, 140, { bold: true });
    y = s.table(M, 156, cols, fig.lines.slice(first).map(row), { grid: 'rows', rowH: 16 });
    y = totals(s, 340, RIGHT - 3, y + 20, [
      ['Suma base imponible', money(fig.base, m)],
      [`I.V.A. ${fig.byRate[0].rate} %`, money(fig.tax, m)],
      ['Total factura', money(fig.total, m.affix ? m : { ...m, affix: ' €' }), true],
    ], { step: 16, size: 10.5 });
    s.block([`Pago por transferencia antes del ${date(d.due!, sup.date)}`, `${sup.iban}`], M, y + 20);
  },
};

// ------------------------------------------------------------------ 6. fire protection, codes and discounts

const FIRE: CatalogItem[] = [
  { code: '01.0061', description: 'Extintor polvo ABC 6 kg 27A-183B-C', unit: 'ud', price: [3200, 4400], quantity: [6000, 40_000, 1000] },
  { code: '01.0205', description: 'Extintor CO2 5 kg 89B', unit: 'ud', price: [7800, 9600], quantity: [2000, 12_000, 1000] },
  { code: '02.1125', description: 'BIE 25 mm con armario y manguera 20 m', unit: 'ud', price: [26_000, 34_000], quantity: [2000, 10_000, 1000] },
  { code: '03.0410', description: 'Detector óptico de humos convencional', unit: 'ud', price: [1900, 2700], quantity: [10_000, 60_000, 1000] },
  { code: '03.0520', description: 'Pulsador de alarma rearmable', unit: 'ud', price: [2200, 3100], quantity: [4000, 20_000, 1000] },
  { code: '03.0900', description: 'Central de detección 4 zonas', unit: 'ud', price: [38_000, 52_000], quantity: [1000, 2000, 1000] },
  { code: '04.2050', description: 'Tubería acero negro DN50 ranurada', unit: 'ml', price: [1800, 2600], quantity: [30_000, 160_000, 500] },
  { code: '05.0297', description: 'Señal fotoluminiscente 297x210', unit: 'ud', price: [450, 790], quantity: [10_000, 60_000, 1000] },
  { code: '06.0110', description: 'Mortero ignífugo proyectado EI-90', unit: 'm²', price: [1400, 2100], quantity: [40_000, 300_000, 500] },
];

const fire: InvoiceLayout = {
  name: 'fire-protection-discounts',
  family: 'Helvetica',
  size: 8,
  dueDays: [30, 60, 90],
  suppliers: [
    {
      name: 'Extintores Guadalquivir, S.L.',
      kind: 'B',
      street: 'Pol. Ind. Store, c/ A, 12',
      town: '41008 Sevilla',
      phone: '954 35 71 02',
      email: 'pedidos@extintoresguadalquivir.es',
      number: '26-00451',
      date: 'dot2',
      money: { dots: true, affix: ' €' },
      nifLabel: 'C.I.F.',
      nifStyle: 'plain',
    },
    {
      name: 'PROTECCIÓN CONTRA INCENDIOS ARAGÓN S.L.',
      kind: 'B',
      street: 'Avda. Cataluña 301',
      town: '50014 Zaragoza',
      phone: '976 46 33 80',
      email: 'pci@pciaragon.com',
      number: 'PCI/26/1209',
      date: 'slash',
      money: { dots: true, affix: '' },
      nifLabel: 'CIF',
      nifStyle: 'dash',
    },
    {
      name: 'Ignífugos y Sistemas Norte, S.A.',
      kind: 'A',
      street: 'C/ Dolores Ibárruri 9',
      town: '33010 Oviedo',
      phone: '985 11 62 70',
      email: 'contabilidad@isnorte.es',
      number: '004518',
      date: 'dot2',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.:',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, FIRE, rng.int(5, 8)).map((l) => (rng.chance(0.6) ? discounted(l, rng.pick([5, 10, 15, 20, 25])) : l)) }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    const initials = sup.name.split(/\s+/).filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w) && w.length > 2 && !w.includes('.')).map((w) => w[0]).join('').slice(0, 3);
    s.box(M, 36, 52, 52, { fill: '#c0392b', stroke: false });
    s.color('#ffffff');
    s.center(initials, M + 26, 54, { size: 16, bold: true });
    s.color('#000000');
    s.fitted(sup.name, M + 62, 38, 370 - M - 62, { size: 12, bold: true });
    s.block([sup.street, sup.town, `${sup.phone} - ${sup.email}`, sup.nifText], M + 62, 54, { size: 8 });
    s.box(380, 36, RIGHT - 380, 56, { fill: '#f4f4f4', stroke: '#999999' });
    totals(s, 388, RIGHT - 8, 42, [
      ['FACTURA', '', true],
      ['Núm.', d.number, true],
      ['Fecha', date(d.issue, sup.date)],
      ['Su pedido', d.ref],
    ], { step: 12, size: 8.5 });
    s.box(M, 104, 250, 66, { stroke: '#999999' });
    s.text('Cliente', M + 6, 108, { size: 7, bold: true });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `CIF ${d.buyer.nifShown}`], M + 6, 120, { size: 8.5 });
    s.box(310, 104, RIGHT - 310, 66, { stroke: '#999999' });
    s.text('Lugar de instalación', 316, 108, { size: 7, bold: true });
    s.paragraph(d.site, 316, 120, RIGHT - 326, { size: 8.5 });
    const rows = fig.lines.map((l) => [
      l.code ?? '',
      l.description,
      qty(l.quantity, 0, m.dots),
      l.unit,
      money(l.listPrice ?? l.price, m, false),
      l.discount ? `${l.discount},00` : '',
      money(l.price, m, false),
      money(l.amount, m, false),
    ]);
    const y = s.table(M, 186, [
      { title: 'Código', w: 44 },
      { title: 'Descripción', w: 178 },
      { title: 'Cant.', w: 38, align: 'r' },
      { title: 'Ud.', w: 24, align: 'c' },
      { title: 'P. tarifa', w: 52, align: 'r' },
      { title: 'Dto. %', w: 36, align: 'r' },
      { title: 'P. neto', w: 52, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 424, align: 'r' },
    ], rows, { grid: 'outer', headFill: '#c0392b', headColor: '#ffffff', zebra: '#f6f6f6', rowH: 16, minHeight: 340 });
    const ty = y + 16;
    s.table(300, ty, [
      { title: 'Base imponible', w: 90, align: 'r' },
      { title: '% IVA', w: 40, align: 'r' },
      { title: 'Cuota', w: RIGHT - 300 - 130, align: 'r' },
    ], [[money(fig.base, m, false), `${fig.byRate[0].rate}`, money(fig.tax, m, false)]], { grid: 'full', rowH: 15 });
    s.box(300, ty + 36, RIGHT - 300, 22, { fill: '#f4f4f4', stroke: '#999999' });
    s.text('TOTAL FACTURA', 308, ty + 43, { size: 10, bold: true });
    s.right(money(fig.total, m.affix ? m : { ...m, affix: ' €' }), RIGHT - 6, ty + 43, { size: 10, bold: true });
    s.block(['Vencimientos:', `${date(d.due!, sup.date)}   ${money(fig.total, m)}`, `Domiciliación: ${sup.iban}`], M, ty, { size: 8 });
    s.paragraph(
      'Empresa instaladora y mantenedora de sistemas de protección contra incendios habilitada según el RD 513/2017. Los equipos se entregan con su certificado de instalación.',
      M,
      PAGE_H - 60,
      RIGHT - M,
      { size: 6.5 },
    );
  },
};

// ------------------------------------------------------------------ 7. telecom under reverse charge

const TELECOM: CatalogItem[] = [
  { description: 'Cable coaxial T-100 blanco', unit: 'ml', price: [65, 110], quantity: [300_000, 1_800_000, 1000] },
  { description: 'Cable UTP cat. 6 LSZH', unit: 'ml', price: [55, 95], quantity: [400_000, 2_400_000, 1000] },
  { description: 'Fibra óptica 2 FO monomodo G657', unit: 'ml', price: [70, 130], quantity: [200_000, 1_200_000, 1000] },
  { description: 'Registro de terminación de red (RTR)', unit: 'ud', price: [6500, 8900], quantity: [8000, 48_000, 1000] },
  { description: 'Armario RITI/RITS 2000x1000x500', unit: 'ud', price: [72_000, 96_000], quantity: [1000, 2000, 1000] },
  { description: 'Toma RJ45 cat. 6 empotrada', unit: 'ud', price: [1100, 1700], quantity: [40_000, 200_000, 1000] },
  { description: 'Mano de obra oficial de telecomunicaciones', unit: 'h', price: [2600, 3300], quantity: [20_000, 160_000, 1000] },
  { description: 'Certificación y boletín de la ICT', unit: 'ud', price: [45_000, 68_000], quantity: [1000, 1000, 1000] },
];

const telecom: InvoiceLayout = {
  name: 'telecom-reverse-charge',
  family: 'Helvetica',
  size: 8.5,
  dueDays: [60],
  suppliers: [
    {
      name: 'Telecomunicaciones Ribera Alta, S.L.',
      kind: 'B',
      street: 'C/ Benivent 22',
      town: '46600 Alzira (Valencia)',
      phone: '962 41 05 77',
      email: 'admon@teleriberaalta.es',
      number: 'T-26/0377',
      date: 'mon',
      money: { dots: true, affix: ' €' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
      tagline: 'Empresa instaladora de telecomunicaciones inscrita en el REI nº 4.512',
    },
    {
      name: 'INSTALACIONES ICT MESETA, S.L.',
      kind: 'B',
      street: 'C/ Topacio 31, Pol. San Cristóbal',
      town: '47012 Valladolid',
      phone: '983 20 84 61',
      email: 'facturas@ictmeseta.es',
      number: '2026/0412',
      date: 'slash',
      money: { dots: true, affix: '' },
      nifLabel: 'CIF',
      nifStyle: 'dash',
    },
    {
      name: 'Redes y Cableados Atlántico, S.L.U.',
      kind: 'B',
      street: 'Avda. Alfonso Molina 14',
      town: '15008 A Coruña',
      phone: '981 13 40 98',
      email: 'info@rcatlantico.com',
      number: 'RCA-0981',
      date: 'mon',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, TELECOM, rng.int(3, 6)), reverseCharge: true }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    s.color('#1f4e79');
    s.fitted(sup.name, M, 42, 340, { size: 14, bold: true });
    s.color('#000000');
    s.block([sup.street, sup.town, `Tel. ${sup.phone}`, sup.email, sup.nifText], M, 62, { size: 8.5 });
    if (sup.tagline) s.text(sup.tagline, M, 128, { size: 7, italic: true });
    s.box(390, 40, RIGHT - 390, 36, { stroke: '#1f4e79', width: 1 });
    s.text('Número', 398, 45, { size: 7, bold: true });
    s.text(d.number, 398, 57, { size: 11, bold: true });
    s.box(390, 80, RIGHT - 390, 36, { stroke: '#1f4e79', width: 1 });
    s.text('Fecha', 398, 85, { size: 7, bold: true });
    s.text(date(d.issue, sup.date), 398, 97, { size: 11 });
    s.text('FACTURA', 390, 124, { size: 14, bold: true });
    s.box(M, 150, RIGHT - M, 58, { fill: '#f2f6fa', stroke: false });
    s.block([d.buyer.name, `${d.buyer.street}, ${d.buyer.town}`, `NIF: ${d.buyer.nifShown}`, `Obra: ${d.site}`], M + 8, 157, { size: 9 });
    const rows = fig.lines.map((l) => [l.description, qty(l.quantity, 2, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 228, [
      { title: 'Descripción', w: 260 },
      { title: 'Cantidad', w: 62, align: 'r' },
      { title: 'Unidad', w: 40, align: 'c' },
      { title: 'Precio', w: 60, align: 'r' },
      { title: 'Total', w: RIGHT - M - 422, align: 'r' },
    ], rows, { grid: 'outer', rowH: 17, minHeight: 280 });
    totals(s, 330, RIGHT, y + 16, [
      ['Base imponible', money(fig.base, m)],
      ['IVA (inversión del sujeto pasivo)', money(0n, m)],
      ['TOTAL FACTURA', money(fig.total, m), true],
    ], { step: 15, size: 9 });
    s.paragraph(
      'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º f) de la Ley 37/1992 del IVA: el destinatario, empresario que actúa como contratista, es el sujeto pasivo del impuesto.',
      M,
      y + 70,
      RIGHT - M,
      { size: 7.5, italic: true },
    );
    s.block([`Vencimiento: ${date(d.due!, sup.date)}`, `Transferencia: ${sup.iban}`], M, y + 110, { size: 8.5 });
  },
};

// ------------------------------------------------------------------ 8. architect's / engineer's fees with IRPF

const FEES: CatalogItem[] = [
  { description: 'Redacción de proyecto básico y de ejecución', unit: 'ud', price: [480_000, 1_260_000], quantity: [1000, 1000, 1000] },
  { description: 'Dirección de obra, certificación mensual', unit: 'ud', price: [90_000, 210_000], quantity: [1000, 1000, 1000] },
  { description: 'Coordinación de seguridad y salud en fase de ejecución', unit: 'ud', price: [45_000, 98_000], quantity: [1000, 1000, 1000] },
  { description: 'Visitas de obra adicionales', unit: 'ud', price: [9000, 14_000], quantity: [2000, 6000, 1000] },
  { description: 'Cálculo de estructura y planos de detalle', unit: 'ud', price: [160_000, 340_000], quantity: [1000, 1000, 1000] },
  { description: 'Certificado final de obra', unit: 'ud', price: [60_000, 120_000], quantity: [1000, 1000, 1000] },
];

const fees: InvoiceLayout = {
  name: 'professional-fees-irpf',
  family: 'Times',
  size: 10.5,
  suppliers: [
    {
      name: 'María Jesús Albizu Larrañaga',
      kind: 'dni',
      street: 'Paseo de Francia 12, 3º izda.',
      town: '20012 Donostia-San Sebastián',
      phone: '943 27 55 18',
      email: 'mj.albizu@coavn.org',
      number: '2026-031',
      date: 'long',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.',
      nifStyle: 'dots',
      tagline: 'Arquitecta · Colegiada COAVN nº 4.187',
    },
    {
      name: 'Tomás Ferrándiz Sempere',
      kind: 'dni',
      street: 'C/ Jorge Juan 40, entlo.',
      town: '03201 Elche (Alicante)',
      phone: '965 45 02 38',
      email: 'tferrandiz@ciccp.es',
      number: '26/014',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'NIF:',
      nifStyle: 'dash',
      tagline: 'Ingeniero de Caminos, Canales y Puertos · Colegiado nº 21.940',
    },
    {
      name: 'Lukas Brenner Hofmann',
      kind: 'nie',
      street: 'Avda. de Andalucía 88, 5º B',
      town: '29006 Málaga',
      phone: '+34 611 204 873',
      email: 'lukas@brenner-estructuras.es',
      number: 'LB-2026-09',
      date: 'dash',
      money: { dots: true, affix: '' },
      nifLabel: 'NIE:',
      nifStyle: 'plain',
      tagline: 'Ingeniero de estructuras',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, FEES, rng.int(1, 3)), irpf: 15 }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    s.text(sup.name, M, 50, { size: 15 });
    if (sup.tagline) s.text(sup.tagline, M, 70, { size: 9.5, italic: true });
    s.block([sup.street, sup.town, `${sup.phone} · ${sup.email}`, sup.nifText], M, 88, { size: 9.5 });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `C.I.F. ${d.buyer.nifShown}`], 330, 150, { size: 10 });
    s.text(`FACTURA ${d.number}`, M, 230, { size: 13, bold: true });
    s.text(`Fecha: ${date(d.issue, sup.date)}`, M, 250);
    s.text(`Obra: ${d.site}`, M, 266);
    const rows = fig.lines.map((l) => [l.description, qty(l.quantity, 0, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 298, [
      { title: 'Concepto', w: 280, wrap: true },
      { title: 'Cant.', w: 40, align: 'r' },
      { title: 'Ud.', w: 30, align: 'c' },
      { title: 'Precio', w: 70, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 420, align: 'r' },
    ], rows, { grid: 'none', rowH: 20 });
    s.rule(320, y + 10, RIGHT, y + 10, 0.6);
    const ty = totals(s, 320, RIGHT, y + 18, [
      ['Honorarios', money(fig.base, m)],
      [`IVA ${fig.byRate[0].rate} %`, money(fig.tax, m)],
      [`Retención IRPF ${fig.irpf} %`, `-${money(fig.withholding, m)}`],
    ], { step: 17 });
    s.rule(320, ty, RIGHT, ty, 0.6);
    s.text('Líquido a percibir', 320, ty + 8, { bold: true });
    s.right(money(fig.total, m.affix ? m : { ...m, affix: ' €' }), RIGHT, ty + 8, { bold: true });
    s.paragraph(`Forma de pago: transferencia a la cuenta ${sup.iban}.`, M, ty + 60, RIGHT - M, { size: 9.5 });
  },
};

// ------------------------------------------------------------------ 9. scaffolding: erection and hire

const SCAFFOLD: CatalogItem[] = [
  { description: 'Montaje de andamio multidireccional en fachada', unit: 'm²', price: [450, 720], quantity: [200_000, 1_400_000, 1000] },
  { description: 'Desmontaje de andamio multidireccional', unit: 'm²', price: [300, 480], quantity: [200_000, 1_400_000, 1000] },
  { description: 'Alquiler mensual andamio (m² de fachada)', unit: 'm²', price: [180, 320], quantity: [200_000, 1_400_000, 1000] },
  { description: 'Red de protección y lona microperforada', unit: 'm²', price: [120, 240], quantity: [200_000, 1_400_000, 1000] },
  { description: 'Transporte de material ida y vuelta', unit: 'ud', price: [28_000, 46_000], quantity: [1000, 2000, 1000] },
  { description: 'Plataforma elevadora tijera 12 m', unit: 'día', price: [9500, 14_500], quantity: [3000, 22_000, 1000] },
  { description: 'Marquesina de protección peatonal', unit: 'ml', price: [2400, 3800], quantity: [10_000, 40_000, 500] },
];

const scaffold: InvoiceLayout = {
  name: 'scaffolding-hire-period',
  family: 'Helvetica',
  size: 8.5,
  dueDays: [30, 60],
  suppliers: [
    {
      name: 'Andamios Tajo, S.L.',
      kind: 'B',
      street: 'Pol. Ind. Santa María de Benquerencia, c/ Río Marchés 14',
      town: '45007 Toledo',
      phone: '925 23 18 40',
      email: 'andamiostajo@andamiostajo.es',
      number: 'AT-26-1187',
      date: 'slash',
      money: { dots: true, affix: '€ ' },
      nifLabel: 'CIF:',
      nifStyle: 'plain',
    },
    {
      name: 'ANDAMIAJES MEDITERRÁNEO S.L.',
      kind: 'B',
      street: 'Camí Fondo 5, Pol. Ciutat del Transport',
      town: '12006 Castellón de la Plana',
      phone: '964 25 63 91',
      email: 'admin@andamiajesmed.es',
      number: '26-000614',
      date: 'dash',
      money: { dots: true, affix: '€ ' },
      nifLabel: 'C.I.F.:',
      nifStyle: 'dash',
    },
    {
      name: 'Alquiler y Montaje de Andamios Bierzo, S.L.',
      kind: 'B',
      street: 'Avda. de la Libertad 212',
      town: '24404 Ponferrada (León)',
      phone: '987 40 71 19',
      email: 'facturas@andamiosbierzo.com',
      number: '2026/AB/0052',
      date: 'dot4',
      money: { dots: false, affix: ' €' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, SCAFFOLD, rng.int(3, 6)) }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    s.box(0, 0, PAGE_W, 10, { fill: '#f39c12', stroke: false });
    s.fitted(sup.name, M, 30, 350, { size: 13, bold: true });
    s.block([sup.street, sup.town, `${sup.phone} | ${sup.email}`, sup.nifText], M, 48, { size: 8 });
    s.box(400, 28, RIGHT - 400, 44, { stroke: '#f39c12', width: 1.2, radius: 6 });
    s.center('Nº Factura', 400 + (RIGHT - 400) / 2, 34, { size: 8 });
    s.center(d.number, 400 + (RIGHT - 400) / 2, 50, { size: 13, bold: true });
    s.text('Fecha de emisión:', 400, 80, { size: 8 });
    s.right(date(d.issue, sup.date), RIGHT, 80, { size: 8.5, bold: true });
    const from = `${d.issue.slice(0, 8)}01`;
    s.text('Periodo:', 400, 93, { size: 8 });
    s.right(`del ${date(from, sup.date)} al ${date(d.issue, sup.date)}`, RIGHT, 93, { size: 8 });
    s.box(M, 116, RIGHT - M, 60, { stroke: '#cccccc' });
    s.block([d.buyer.name, `${d.buyer.street} · ${d.buyer.town}`, `CIF ${d.buyer.nifShown}`, `Obra: ${d.site}`], M + 8, 122, { size: 9 });
    s.right(`Contrato ${d.ref}`, RIGHT - 8, 122, { size: 8 });
    const rows = fig.lines.map((l) => [l.description, l.unit, qty(l.quantity, 0, m.dots), money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 194, [
      { title: 'Concepto', w: 250 },
      { title: 'Unidad', w: 42, align: 'c' },
      { title: 'Cantidad', w: 60, align: 'r' },
      { title: 'Precio', w: 60, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 412, align: 'r' },
    ], rows, { grid: 'rows', headFill: '#fde9c9', rowH: 18 });
    const ty = totals(s, 360, RIGHT, y + 18, [
      ['Base imponible', money(fig.base, m)],
      [`IVA ${fig.byRate[0].rate}%`, money(fig.tax, m)],
    ], { step: 15 });
    s.box(355, ty, RIGHT - 355, 22, { fill: '#f39c12', stroke: false });
    s.text('Total', 362, ty + 6, { size: 10, bold: true });
    s.right(money(fig.total, m), RIGHT - 6, ty + 6, { size: 10, bold: true });
    s.block(['Condiciones de pago', `Vencimiento único: ${date(d.due!, sup.date)}`, `IBAN ${sup.iban}`], M, y + 18, { size: 8 });
    s.paragraph('El material alquilado continúa facturándose por meses naturales hasta su devolución completa en nuestro almacén.', M, PAGE_H - 56, RIGHT - M, { size: 7 });
  },
};

// ------------------------------------------------------------------ 10. asphalt paving, inverted letterhead band

const ASPHALT: CatalogItem[] = [
  { description: 'Mezcla bituminosa AC16 surf 50/70 S extendida y compactada', unit: 't', price: [5200, 6900], quantity: [40_000, 420_000, 10] },
  { description: 'Mezcla bituminosa AC22 bin 50/70 S en capa intermedia', unit: 't', price: [4800, 6200], quantity: [40_000, 360_000, 10] },
  { description: 'Riego de imprimación con emulsión C50BF4 IMP', unit: 'm²', price: [38, 65], quantity: [500_000, 4_000_000, 1000] },
  { description: 'Riego de adherencia C60B3 ADH', unit: 'm²', price: [22, 45], quantity: [500_000, 4_000_000, 1000] },
  { description: 'Fresado de firme existente e=5 cm', unit: 'm²', price: [180, 320], quantity: [200_000, 2_000_000, 1000] },
  { description: 'Marca vial reflexiva de 10 cm', unit: 'ml', price: [45, 90], quantity: [200_000, 1_500_000, 1000] },
  { description: 'Camión bañera a disposición', unit: 'h', price: [4800, 6200], quantity: [4000, 30_000, 500] },
];

const asphalt: InvoiceLayout = {
  name: 'asphalt-dark-band',
  family: 'Helvetica',
  size: 8.5,
  dueDays: [60, 90],
  suppliers: [
    {
      name: 'Asfaltos y Firmes Campiña, S.A.',
      kind: 'A',
      street: 'Ctra. N-IV km 402',
      town: '14610 Alcolea (Córdoba)',
      phone: '957 32 04 66',
      email: 'administracion@afcampina.es',
      number: '0458/26',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'CIF',
      nifStyle: 'plain',
    },
    {
      name: 'PAVIMENTOS ASFÁLTICOS DEL SEGURA, S.L.',
      kind: 'B',
      street: 'Ctra. de Alicante km 6, Los Ramos',
      town: '30588 Murcia',
      phone: '968 81 92 30',
      email: 'facturacion@pasegura.es',
      number: 'FR26-0733',
      date: 'dash',
      money: { dots: false, affix: '' },
      nifLabel: 'C.I.F.',
      nifStyle: 'dash',
    },
    {
      name: 'Aglomerados Tierra de Campos, S.L.',
      kind: 'B',
      street: 'Ctra. de Villada s/n',
      town: '34003 Palencia',
      phone: '979 72 40 15',
      email: 'oficina@aglomeradostc.es',
      number: '26/0091',
      date: 'mon',
      money: { dots: true, affix: ' €' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => ({ lines: linesOf(rng, ASPHALT, rng.int(3, 6)) }),
  draw(s, d) {
    const { sup, fig } = d;
    const m = sup.money;
    s.box(0, 0, PAGE_W, 92, { fill: '#222222', stroke: false });
    s.color('#ffffff');
    s.text(sup.name, M, 24, { size: 15, bold: true });
    s.text(`${sup.street} · ${sup.town}`, M, 48, { size: 8.5 });
    s.text(`${sup.phone} · ${sup.email} · ${sup.nifText}`, M, 61, { size: 8.5 });
    s.color('#000000');
    s.text(`Fra.: ${d.number}`, M, 112, { size: 12, bold: true });
    s.text(`Fecha: ${date(d.issue, sup.date)}`, M, 130, { size: 9.5 });
    s.text(`Vto.: ${date(d.due!, sup.date)}`, M, 144, { size: 9.5 });
    s.text('Destinatario', 320, 110, { size: 7.5, bold: true });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `CIF ${d.buyer.nifShown}`], 320, 122, { size: 9 });
    s.text(`Obra / tramo: ${d.site}`, M, 190, { size: 9 });
    const rows = fig.lines.map((l) => [l.description, qty(l.quantity, 2, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 210, [
      { title: 'Unidad de obra', w: 270, wrap: true },
      { title: 'Medición', w: 60, align: 'r' },
      { title: 'Ud', w: 28, align: 'c' },
      { title: 'Precio', w: 55, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 413, align: 'r' },
    ], rows, { grid: 'rows', headFill: '#dddddd', rowH: 18 });
    const ty = totals(s, 350, RIGHT, y + 18, [
      ['Suma', money(fig.base, m)],
      [`I.V.A. ${fig.byRate[0].rate}%`, money(fig.tax, m)],
      ['Total', money(fig.total, m.affix ? m : { ...m, affix: ' EUR' }), true],
    ], { step: 15, size: 9.5 });
    s.text(`Pago: pagaré o transferencia a ${sup.iban}`, M, ty + 14, { size: 8 });
  },
};

export const INVOICE_LAYOUTS: InvoiceLayout[] = [metalwork, lifts, roofing, glazing, carpentry, fire, telecom, fees, scaffold, asphalt];
