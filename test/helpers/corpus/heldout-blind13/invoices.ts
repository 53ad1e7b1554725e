import type { Buyer, Figures, Item, Supplier } from './figures.js';
import type { Day, Sheet } from './kit.js';
import { cif, dni, money, nie, printDate, printId, qty } from './kit.js';
import { buyerBlock, cells, footer, letterhead, pairs, table } from './draw.js';

/**
 * The ten invoice layouts of blind set 13, industrial building and logistics trades, three
 * suppliers each (docs/document-extraction.md#measuring-it).
 */

export interface Inv {
  s: Supplier;
  b: Buyer;
  number: string;
  issue: Day;
  due?: Day;
  f: Figures;
  k: number;
  /** The date as printed, when it is not the issue date's own print (a hard document). */
  printedDate?: string;
  /** Print the reverse-charge note whatever the figures say (a hard document). */
  reverseNote?: boolean;
}

export interface InvoiceLayout {
  id: string;
  suppliers: Supplier[];
  items: Item[];
  lines: [number, number];
  number: (n: number, k: number) => string;
  options: (k: number) => { discountPct?: number; irpfPct?: number; reverse?: boolean; lineDiscounts?: boolean; dueDays?: number };
  draw: (sh: Sheet, d: Inv) => void;
}

const m = (c: number, d: Inv) => money(c, d.s.amounts);
const date = (d: Inv, day: Day) => printDate(day, d.s.dates);
const issued = (d: Inv) => d.printedDate ?? date(d, d.issue);
const q2 = (l: { q3: number }) => qty(l.q3, 2);
const ISP = 'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f) de la Ley 37/1992 del IVA.';

// 1. Sandwich-panel cladding: an ERP's coloured label band, codes, totals as a second band.
const cladding: InvoiceLayout = {
  id: 'inv-sandwich-cladding',
  suppliers: [
    { name: 'Cerramientos Metálicos del Ebro, S.L.', brand: 'CEMEBRO', nif: cif('B', '5081734'), street: 'Pol. Ind. Malpica, calle E, nave 14', city: '50016 Zaragoza', phone: '976 571 204', family: 'Helvetica', dates: 'slash', amounts: 'eur', registry: 'Inscrita en el Registro Mercantil de Zaragoza, tomo 4.118, folio 77, hoja Z-58.214.' },
    { name: 'Panelsur Montajes Industriales, S.L.U.', nif: cif('B', '9174426'), street: 'Avda. de la Industria 31', city: '41016 Sevilla', phone: '954 260 381', family: 'Helvetica', dates: 'dash', amounts: 'es' },
    { name: 'Fachadas y Cubiertas Norte, S.A.', brand: 'FACONOR', nif: cif('A', '3962815'), street: 'Parque Empresarial Asipo, parcela 9', city: '33428 Llanera (Asturias)', phone: '985 265 990', family: 'Helvetica', dates: 'dots', amounts: 'eur', registry: 'R.M. de Asturias, tomo 2.903, folio 140, hoja AS-21.775.' },
  ],
  items: [
    { code: 'PSF-40', desc: 'Panel sándwich fachada 40 mm, lacado RAL 9002, suministro y montaje', unit: 'm²', price: 3185, q: [120000, 640000, 5000] },
    { code: 'PSC-30', desc: 'Panel sándwich cubierta 3 grecas 30 mm', unit: 'm²', price: 2740, q: [200000, 900000, 10000] },
    { code: 'REM-33', desc: 'Remate chapa prelacada 0,6 mm desarrollo 333', unit: 'ml', price: 945, q: [40000, 220000, 1000] },
    { code: 'CAN-50', desc: 'Canalón chapa galvanizada desarrollo 500', unit: 'ml', price: 2260, q: [30000, 160000, 1000] },
    { code: 'TOR-AT', desc: 'Tornillería autotaladrante con arandela EPDM', unit: 'ud', price: 38, q: [800000, 3000000, 100000] },
    { code: 'PLA-PL', desc: 'Placa traslúcida policarbonato cubierta', unit: 'm²', price: 2410, q: [12000, 60000, 1000] },
    { code: 'ELV-01', desc: 'Plataforma elevadora articulada 16 m', unit: 'día', price: 14500, q: [2000, 12000, 1000] },
  ],
  lines: [4, 6],
  number: (n, k) => [`FV26/00${n}`, `F-2026-${n}`, `26${n}`][k],
  options: (k) => ({ discountPct: k === 1 ? 3 : 0, dueDays: 60 }),
  draw(sh, d) {
    const x = 40;
    letterhead(sh, d.s, x, 36);
    sh.text('FACTURA', 555, 40, { size: 18, bold: true, align: 'right', color: '#2e75b6' });
    buyerBlock(sh, d.b, 330, 80, { box: 225, label: 'CLIENTE' });
    const y = 170;
    sh.rect(x, y, 515, 13, { fill: '#2e75b6' });
    const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'];
    const vals = [d.number, issued(d), date(d, d.due!), '43007', 'Transferencia 60 días'];
    heads.forEach((h, i) => sh.text(h, x + 6 + i * 103, y + 3, { size: 7, bold: true, color: '#ffffff' }));
    vals.forEach((v, i) => sh.text(v, x + 6 + i * 103, y + 18, { size: 8.5 }));
    let ty = table(sh, 220, [
      { head: 'CÓDIGO', x: 46, cell: (l) => l.code },
      { head: 'DESCRIPCIÓN', x: 100, wrap: 230, cell: (l) => l.desc },
      { head: 'CANT.', x: 380, align: 'right', cell: q2 },
      { head: 'UD', x: 388, cell: (l) => l.unit },
      { head: 'PRECIO', x: 470, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'IMPORTE', x: 550, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.f.lines, { band: { x, w: 515, fill: '#dce6f2' } });
    if (d.f.discountPct) {
      ty = pairs(sh, [['Suma', m(d.f.gross, d)], [`Dto. pronto pago ${d.f.discountPct} %`, `-${m(d.f.discount, d)}`]], 360, 550, ty + 4);
    }
    const by = Math.max(ty + 20, 640);
    sh.rect(x, by, 515, 13, { fill: '#2e75b6' });
    const th = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
    const tv = [m(d.f.base, d), '21,00', m(d.f.tax, d), m(d.f.total, d)];
    th.forEach((h, i) => sh.text(h, x + 120 + i * 128, by + 3, { size: 7, bold: true, color: '#ffffff', align: 'right' }));
    tv.forEach((v, i) => sh.text(v, x + 120 + i * 128, by + 19, { size: 9, bold: i === 3, align: 'right' }));
    sh.text(`${d.s.name} · CIF ${d.s.nif} · IBAN ES76 2100 0418 4502 0005 1332`, 297, by + 48, { size: 7, align: 'center' });
    footer(sh, d.s);
  },
};

// 2. Industrial sectional doors and dock levellers: centred letterhead, boxed header grid.
const doors: InvoiceLayout = {
  id: 'inv-industrial-doors',
  suppliers: [
    { name: 'Puertas Industriales Levante, S.L.', nif: cif('B', '9651203'), street: 'Camí Fondo 22, Pol. Ind. Fuente del Jarro', city: '46988 Paterna (Valencia)', phone: '961 320 118', family: 'Helvetica', dates: 'slash', amounts: 'pre', idInFooterOnly: true, registry: 'Puertas Industriales Levante, S.L. · CIF B96512030 · R.M. Valencia, tomo 9.882, libro 7.160, folio 12, hoja V-141.807' },
    { name: 'Muelles de Carga Castilla, S.A.', nif: cif('A', '4715590'), street: 'Calle del Acero 8, Pol. San Cristóbal', city: '47012 Valladolid', phone: '983 214 660', family: 'Times', dates: 'dash', amounts: 'es' },
    { name: 'Portones y Abrigos Logísticos, S.L.L.', nif: cif('B', '1286047'), street: 'Ctra. de Andalucía km 23,4', city: '28320 Pinto (Madrid)', phone: '916 922 475', family: 'Helvetica', dates: 'mon', amounts: 'eur' },
  ],
  items: [
    { code: 'PS-4040', desc: 'Puerta seccional industrial 4000x4000 mm, panel 40 mm, motorizada', unit: 'ud', price: 289000, q: [1000, 6000, 1000] },
    { code: 'RN-2520', desc: 'Rampa niveladora hidráulica de labio abatible 2500x2000', unit: 'ud', price: 412500, q: [1000, 4000, 1000] },
    { code: 'AB-INF', desc: 'Abrigo de muelle inflable', unit: 'ud', price: 196000, q: [1000, 4000, 1000] },
    { code: 'TP-500', desc: 'Tope de muelle de caucho 500x250', unit: 'ud', price: 6850, q: [4000, 16000, 2000] },
    { code: 'PR-RAP', desc: 'Puerta rápida enrollable de lona PVC', unit: 'ud', price: 341000, q: [1000, 3000, 1000] },
    { code: 'MO-INS', desc: 'Mano de obra de instalación y puesta en marcha', unit: 'h', price: 3800, q: [8000, 48000, 2000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`PI-${n}`, `2026/${n}`, `FA26-0${n}`][k],
  options: () => ({ dueDays: 30 }),
  draw(sh, d) {
    letterhead(sh, d.s, 297, 34, { align: 'center', caps: true, idLabel: 'C.I.F.', idStyle: 1 });
    sh.line(40, 104, 555, 104, { width: 1.2 });
    buyerBlock(sh, d.b, 40, 116, { label: 'Facturar a:', box: 250 });
    sh.text('FACTURA', 555, 122, { size: 16, bold: true, align: 'right' });
    cells(sh, 40, 200, 515, [['FACTURA Nº', d.number], ['FECHA', issued(d)], ['VENCIMIENTO', date(d, d.due!)], ['PEDIDO', `PED-${2200 + d.k * 37}`]], { fill: '#e7e7e7' });
    const ty = table(sh, 256, [
      { head: 'Ref.', x: 46, cell: (l) => l.code },
      { head: 'Descripción', x: 104, wrap: 230, cell: (l) => l.desc },
      { head: 'Cant.', x: 380, align: 'right', cell: (l) => qty(l.q3, 0) },
      { head: 'Precio', x: 465, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 550, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.f.lines, { grid: { x: 40, w: 515, cols: [98, 340, 390, 475] } });
    const rows: [string, string][] = [['Base imponible', m(d.f.base, d)], ['IVA 21 %', m(d.f.tax, d)], ['TOTAL', m(d.f.total, d)]];
    let y = Math.max(ty + 16, 560);
    for (const [label, value] of rows) {
      sh.rect(375, y - 5, 180, 20);
      sh.text(label, 382, y, { size: 9, bold: label === 'TOTAL' });
      sh.text(value, 548, y, { size: 9, bold: label === 'TOTAL', align: 'right' });
      y += 22;
    }
    footer(sh, d.s);
  },
};

// 3. Overhead travelling cranes: a Times letter with the letterhead on the right.
const cranes: InvoiceLayout = {
  id: 'inv-overhead-cranes',
  suppliers: [
    { name: 'Puentes Grúa Bizkaia, S.A.', nif: cif('A', '4826733'), street: 'Polígono Ugaldeguren I, parcela 7', city: '48170 Zamudio (Bizkaia)', phone: '944 521 307', family: 'Times', dates: 'long', amounts: 'es', registry: 'Inscrita en el Registro Mercantil de Bizkaia, tomo 3.514, folio 88, hoja BI-19.204.' },
    { name: 'Elevación Industrial Cantábrica, S.L.', nif: cif('B', '3915528'), street: 'Calle Marqués de la Hermida 41', city: '39009 Santander', phone: '942 350 612', family: 'Times', dates: 'long', amounts: 'eur' },
    { name: 'Grúas Puente Mancha, S.L.', nif: cif('B', '1364478'), street: 'Avda. Reino de Castilla 3', city: '13005 Ciudad Real', phone: '926 254 019', family: 'Times', dates: 'long', amounts: 'es' },
  ],
  items: [
    { code: '', desc: 'Puente grúa birraíl 10 t, luz 22 m, con polipasto eléctrico', unit: 'ud', price: 3842000, q: [1000, 2000, 1000] },
    { code: '', desc: 'Puente grúa monorraíl 5 t, luz 18 m', unit: 'ud', price: 1968000, q: [1000, 2000, 1000] },
    { code: '', desc: 'Camino de rodadura con carril y topes', unit: 'ml', price: 18400, q: [40000, 120000, 2000] },
    { code: '', desc: 'Línea eléctrica de alimentación tipo C', unit: 'ml', price: 3150, q: [40000, 120000, 2000] },
    { code: '', desc: 'Prueba de carga estática y dinámica con certificado', unit: 'ud', price: 86000, q: [1000, 2000, 1000] },
  ],
  lines: [3, 4],
  number: (n, k) => [`PG-26/${n}`, `${n}/2026`, `M-${n}`][k],
  options: () => ({ dueDays: 45 }),
  draw(sh, d) {
    letterhead(sh, d.s, 555, 40, { align: 'right', idLabel: 'N.I.F.', idStyle: 1 });
    sh.text('Sres.:', 60, 130, { size: 10, italic: true });
    let y = buyerBlock(sh, d.b, 54, 140, { size: 10 });
    const city = d.s.city.replace(/^\d+ /, '').replace(/ \(.*\)$/, '');
    sh.text(`${city}, ${issued(d)}`, 555, y, { size: 10, align: 'right' });
    y += 30;
    sh.text(`FACTURA Nº ${d.number}`, 60, y, { size: 12, bold: true });
    y += 26;
    sh.text('Por los trabajos de suministro y montaje en su nave, según oferta aceptada:', 60, y, { size: 10 });
    y += 24;
    for (const l of d.f.lines) {
      const head = `${qty(l.q3, 0)} ${l.unit} ${l.desc}`;
      const parts = sh.wrap(head, 320, { size: 10 });
      parts.forEach((p, i) => sh.text(p, 60, y + i * 12, { size: 10 }));
      sh.text(`a ${money(l.price, 'es')}`, 450, y, { size: 10, align: 'right' });
      sh.text(m(l.amount, d), 555, y, { size: 10, align: 'right' });
      y += parts.length * 12 + 8;
    }
    y += 10;
    sh.line(380, y - 6, 555, y - 6);
    y = pairs(sh, [['Base imponible', m(d.f.base, d)], ['I.V.A. 21 %', m(d.f.tax, d)], ['Total factura', m(d.f.total, d)]], 380, 555, y, { size: 10, lastBold: true, step: 16 });
    sh.text(`Vencimiento: ${date(d, d.due!)}, por transferencia.`, 60, y + 20, { size: 10 });
    sh.text('Atentamente,', 60, y + 50, { size: 10, italic: true });
    footer(sh, d.s);
  },
};

// 4. Steel racking: two pages with carried sums.
const CARRY: [string, string][] = [['Suma y sigue', 'Suma anterior'], ['A transportar', 'Transporte'], ['Suma hoja 1', 'Suma hoja anterior']];
const racking: InvoiceLayout = {
  id: 'inv-steel-racking-pages',
  suppliers: [
    { name: 'Estanterías Metálicas Ribera, S.L.', nif: cif('B', '3188452'), street: 'Ctra. de Tudela km 4', city: '31500 Tudela (Navarra)', phone: '948 827 115', family: 'Helvetica', dates: 'slash', amounts: 'es' },
    { name: 'Almacenaje y Racks del Vallès, S.A.', nif: cif('A', '0857719'), street: 'Carrer de la Indústria 118', city: '08110 Montcada i Reixac', phone: '935 648 209', family: 'Courier', dates: 'dash', amounts: 'es', registry: 'R.M. de Barcelona, tomo 40.122, folio 193, hoja B-362.004.' },
    { name: 'Sistemas de Almacenaje Tajo, S.L.', nif: cif('B', '4562388'), street: 'Calle Río Jarama 54', city: '45007 Toledo', phone: '925 233 840', family: 'Times', dates: 'mon', amounts: 'es' },
  ],
  items: [
    { code: 'BAS-90', desc: 'Bastidor 9000x1100 mm perfil 100', unit: 'ud', price: 21850, q: [10000, 60000, 2000] },
    { code: 'BAS-75', desc: 'Bastidor 7500x1100 mm perfil 80', unit: 'ud', price: 17420, q: [10000, 60000, 2000] },
    { code: 'LAR-27', desc: 'Larguero 2700 mm carga 2.000 kg/par', unit: 'ud', price: 3160, q: [40000, 240000, 4000] },
    { code: 'LAR-36', desc: 'Larguero 3600 mm carga 2.400 kg/par', unit: 'ud', price: 4275, q: [40000, 240000, 4000] },
    { code: 'TRV-11', desc: 'Travesaño de seguridad para palet', unit: 'ud', price: 890, q: [50000, 300000, 10000] },
    { code: 'PRT-40', desc: 'Protector de puntal 400 mm', unit: 'ud', price: 2340, q: [20000, 90000, 2000] },
    { code: 'ANC-16', desc: 'Anclaje químico M16 para placa base', unit: 'ud', price: 415, q: [80000, 400000, 10000] },
    { code: 'MAL-ET', desc: 'Malla antiderrumbe trasera electrosoldada', unit: 'm²', price: 1870, q: [40000, 220000, 1000] },
    { code: 'PLC-SE', desc: 'Placa de señalización de carga', unit: 'ud', price: 1240, q: [10000, 40000, 1000] },
    { code: 'UNS-15', desc: 'Unión de puntal con 15 tornillos', unit: 'ud', price: 1965, q: [10000, 60000, 2000] },
    { code: 'BAL-01', desc: 'Balda de chapa galvanizada 2700x1000', unit: 'ud', price: 5830, q: [10000, 80000, 2000] },
    { code: 'ENT-03', desc: 'Entrepaño de madera aglomerada 19 mm', unit: 'ud', price: 2290, q: [10000, 80000, 2000] },
    { code: 'CAL-PL', desc: 'Calzo de nivelación para placa base', unit: 'ud', price: 95, q: [100000, 500000, 20000] },
    { code: 'GUI-UP', desc: 'Guía de entrada de palets en U', unit: 'ud', price: 3480, q: [10000, 40000, 2000] },
    { code: 'PAS-CD', desc: 'Pasarela de carga con rejilla 30x30', unit: 'm²', price: 6720, q: [10000, 80000, 1000] },
    { code: 'BAR-PR', desc: 'Barandilla de protección de pasillo', unit: 'ml', price: 7350, q: [10000, 60000, 1000] },
    { code: 'MON-OF', desc: 'Montaje por oficial montador', unit: 'h', price: 3250, q: [40000, 200000, 4000] },
    { code: 'MON-AY', desc: 'Montaje por ayudante', unit: 'h', price: 2680, q: [40000, 200000, 4000] },
    { code: 'INS-EN', desc: 'Inspección técnica UNE-EN 15635 con informe', unit: 'ud', price: 48000, q: [1000, 1000, 1000] },
    { code: 'TRA-CA', desc: 'Transporte en camión con grúa', unit: 'viaje', price: 39500, q: [1000, 4000, 1000] },
    { code: 'ESC-PL', desc: 'Escalera de acceso a entreplanta', unit: 'ud', price: 112000, q: [1000, 2000, 1000] },
    { code: 'ETQ-UB', desc: 'Etiqueta de ubicación con código de barras', unit: 'ud', price: 45, q: [200000, 900000, 50000] },
    { code: 'TOP-TR', desc: 'Tope trasero de palet', unit: 'ud', price: 1120, q: [20000, 120000, 4000] },
    { code: 'SOP-BI', desc: 'Soporte de bidones', unit: 'ud', price: 2950, q: [4000, 20000, 2000] },
    { code: 'CAN-02', desc: 'Cantilever columna doble 4000 mm', unit: 'ud', price: 38900, q: [2000, 12000, 2000] },
    { code: 'BRZ-12', desc: 'Brazo cantilever 1200 mm', unit: 'ud', price: 6480, q: [10000, 48000, 2000] },
    { code: 'PIN-RE', desc: 'Pintura de repaso en puntales dañados', unit: 'ud', price: 1480, q: [10000, 40000, 2000] },
    { code: 'DES-EX', desc: 'Desmontaje de estantería existente', unit: 'h', price: 2900, q: [8000, 40000, 2000] },
  ],
  lines: [24, 28],
  number: (n, k) => [`E-${n}`, `FRA-2026-${n}`, `${n}`][k],
  options: (k) => ({ dueDays: [30, 60, 90][k] }),
  draw(sh, d) {
    const [out, inn] = CARRY[d.k];
    const head = (page: number) => {
      letterhead(sh, d.s, 40, 34, { idLabel: 'NIF', idStyle: d.k === 1 ? 2 : 0 });
      sh.text(`FACTURA Nº ${d.number}`, 555, 40, { size: 12, bold: true, align: 'right' });
      sh.text(`Fecha: ${issued(d)}`, 555, 58, { size: 9, align: 'right' });
      sh.text(`Vencimiento: ${date(d, d.due!)}`, 555, 71, { size: 9, align: 'right' });
      sh.text(`Página ${page} de 2`, 555, 84, { size: 8, align: 'right' });
    };
    const cols = [
      { head: 'Código', x: 42, cell: (l: { code: string }) => l.code },
      { head: 'Concepto', x: 96, cell: (l: { desc: string }) => l.desc },
      { head: 'Cantidad', x: 380, align: 'right' as const, cell: (l: { q3: number }) => qty(l.q3, 0) },
      { head: 'Precio', x: 455, align: 'right' as const, cell: (l: { price: number }) => money(l.price, 'es') },
      { head: 'Importe', x: 553, align: 'right' as const, cell: (l: { amount: number }) => money(l.amount, 'es') },
    ];
    const cut = 19;
    const first = d.f.lines.slice(0, cut);
    const carried = first.reduce((a, l) => a + l.amount, 0);
    head(1);
    buyerBlock(sh, d.b, 40, 112, { label: 'Cliente', box: 270 });
    let y = table(sh, 200, cols, first, { rule: { x1: 40, x2: 555 }, row: { size: 8 } });
    sh.text(out, 400, y + 4, { size: 9, bold: true });
    sh.text(m(carried, d), 553, y + 4, { size: 9, bold: true, align: 'right' });
    footer(sh, d.s);
    sh.newPage();
    head(2);
    sh.text(inn, 400, 112, { size: 9, bold: true });
    sh.text(m(carried, d), 553, 112, { size: 9, bold: true, align: 'right' });
    y = table(sh, 134, cols, d.f.lines.slice(cut), { rule: { x1: 40, x2: 555 }, row: { size: 8 } });
    pairs(sh, [['Suma total', m(d.f.gross, d)], ['Base imponible', m(d.f.base, d)], ['IVA 21 %', m(d.f.tax, d)], ['TOTAL FACTURA', m(d.f.total, d)]], 380, 553, y + 20, { lastBold: true });
    footer(sh, d.s);
  },
};

// 5. Structural engineer's fees: the document's data as label and value, IRPF for people.
const fees: InvoiceLayout = {
  id: 'inv-structural-fees',
  suppliers: [
    { name: 'Íñigo Larrañaga Etxeberria', brand: 'ILE Ingeniería de Estructuras', nif: dni('30672154'), street: 'Calle Licenciado Poza 27, 3º izda.', city: '48011 Bilbao', phone: '944 108 772', family: 'Helvetica', dates: 'slash', amounts: 'eur' },
    { name: 'Mihaela Popescu Ionescu', nif: nie('Y', '2840517'), street: 'Avda. de Madrid 96, 2º B', city: '18012 Granada', phone: '958 271 604', family: 'Times', dates: 'iso', amounts: 'eur' },
    { name: 'Cálculo Estructural Meseta, S.L.P.', nif: cif('B', '4719906'), street: 'Calle Santiago 12, 1º', city: '47001 Valladolid', phone: '983 330 251', family: 'Helvetica', dates: 'dash', amounts: 'es', registry: 'Sociedad profesional inscrita en el Registro Mercantil de Valladolid, hoja VA-31.902, y en el Colegio de Ingenieros de Caminos.' },
  ],
  items: [
    { code: '', desc: 'Cálculo de estructura metálica de nave logística de 6.400 m² con pórticos a dos aguas', unit: 'ud', price: 640000, q: [1000, 1000, 1000] },
    { code: '', desc: 'Cálculo de cimentación por zapatas aisladas y vigas de atado', unit: 'ud', price: 185000, q: [1000, 1000, 1000] },
    { code: '', desc: 'Comprobación de cubierta para instalación fotovoltaica', unit: 'ud', price: 92000, q: [1000, 1000, 1000] },
    { code: '', desc: 'Dirección de obra de estructura, visitas a obra', unit: 'visita', price: 24000, q: [3000, 8000, 1000] },
    { code: '', desc: 'Informe de capacidad portante de entreplanta de almacenaje', unit: 'ud', price: 78000, q: [1000, 1000, 1000] },
  ],
  lines: [2, 3],
  number: (n, k) => [`H-2026-0${n % 100}`, `2026/0${n % 100}`, `CEM-${n}`][k],
  options: (k) => ({ irpfPct: [15, 7, 0][k], dueDays: 30 }),
  draw(sh, d) {
    let y = letterhead(sh, d.s, 40, 40, { idLabel: 'NIF' });
    sh.text('FACTURA DE HONORARIOS', 40, y + 16, { size: 13, bold: true });
    pairs(sh, [['Factura nº', d.number], ['Fecha', issued(d)], ['Vencimiento', date(d, d.due!)], ['Expediente', `EXP-26-${d.k + 14}`]], 350, 555, 44, { size: 9 });
    y = buyerBlock(sh, d.b, 40, y + 40, { label: 'Cliente', box: 300 });
    sh.text('Concepto', 40, y, { size: 9, bold: true });
    sh.text('Importe', 555, y, { size: 9, bold: true, align: 'right' });
    sh.line(40, y + 12, 555, y + 12);
    y += 20;
    for (const l of d.f.lines) {
      const text = l.q3 === 1000 ? l.desc : `${l.desc} (${qty(l.q3, 0)} × ${money(l.price, 'es')})`;
      const parts = sh.wrap(text, 380, { size: 9.5 });
      parts.forEach((p, i) => sh.text(p, 40, y + i * 12, { size: 9.5 }));
      sh.text(m(l.amount, d), 555, y, { size: 9.5, align: 'right' });
      y += parts.length * 12 + 8;
    }
    sh.line(40, y, 555, y);
    const rows: [string, string][] = [['Honorarios', m(d.f.base, d)], ['IVA 21 %', m(d.f.tax, d)]];
    if (d.f.irpfPct) rows.push([`Retención IRPF ${d.f.irpfPct} %`, `-${m(d.f.irpf, d)}`]);
    rows.push([d.f.irpfPct ? 'Total a percibir' : 'Total factura', m(d.f.total, d)]);
    y = pairs(sh, rows, 340, 555, y + 14, { lastBold: true, step: 15 });
    sh.text('Pago por transferencia a ES91 0049 1500 0512 1234 5678', 40, y + 24, { size: 8.5 });
    footer(sh, d.s);
  },
};

// 6. Anti-static and industrial floors, worded in Catalan.
const floorsCa: InvoiceLayout = {
  id: 'inv-antistatic-floors-ca',
  suppliers: [
    { name: 'Paviments Tècnics del Penedès, SCCL', nif: cif('F', '6624187'), street: 'Carrer del Vi 14, Pol. Ind. Domenys II', city: "08720 Vilafranca del Penedès", phone: '938 903 416', family: 'Helvetica', dates: 'ca', amounts: 'eur' },
    { name: 'Sòls Antiestàtics Girona, S.L.', nif: cif('B', '1769520'), street: "Avinguda de l'Estació 65", city: '17300 Blanes', phone: '972 330 870', family: 'Times', dates: 'slash', amounts: 'es' },
    { name: 'Terres Industrials Lleida, S.A.', nif: cif('A', '2553018'), street: 'Carrer Alcalde Porqueres 88', city: '25008 Lleida', phone: '973 244 115', family: 'Helvetica', dates: 'dash', amounts: 'eur', registry: 'Inscrita al Registre Mercantil de Lleida, tom 1.402, foli 55, full L-18.330.' },
  ],
  items: [
    { code: 'AE-01', desc: 'Paviment antiestàtic conductiu de PVC 2 mm, col·locat', unit: 'm²', price: 4875, q: [80000, 420000, 5000] },
    { code: 'AE-02', desc: 'Malla de coure de presa de terra', unit: 'ml', price: 690, q: [60000, 300000, 5000] },
    { code: 'AE-03', desc: 'Imprimació conductiva', unit: 'm²', price: 520, q: [80000, 420000, 5000] },
    { code: 'AE-04', desc: 'Mesura de resistència elèctrica amb informe', unit: 'ut', price: 38000, q: [1000, 1000, 1000] },
    { code: 'AE-05', desc: 'Polit i preparació de solera', unit: 'm²', price: 410, q: [80000, 420000, 5000] },
    { code: 'AE-06', desc: 'Sòcol sanitari de PVC', unit: 'ml', price: 1235, q: [30000, 160000, 1000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`PT-${n}`, `2026-${n}`, `A/${n}`][k],
  options: () => ({ dueDays: 30 }),
  draw(sh, d) {
    sh.circle(62, 60, 22, '#7f6000');
    sh.text(d.s.name.split(' ').slice(0, 2).map((w) => w[0]).join(''), 62, 53, { size: 14, bold: true, color: '#ffffff', align: 'center' });
    letterhead(sh, d.s, 96, 40, { idLabel: 'NIF' });
    sh.text('FACTURA', 555, 40, { size: 18, bold: true, align: 'right' });
    pairs(sh, [['Factura núm.', d.number], ['Data', issued(d)], ['Venciment', date(d, d.due!)], ['Codi client', `C-${310 + d.k}`]], 380, 555, 70, { size: 9 });
    const y = buyerBlock(sh, d.b, 300, 140, { label: 'Client', box: 255, idLabel: 'NIF' });
    const ty = table(sh, Math.max(y, 240), [
      { head: 'Codi', x: 44, cell: (l) => l.code },
      { head: 'Descripció', x: 90, wrap: 240, cell: (l) => l.desc },
      { head: 'Quantitat', x: 385, align: 'right', cell: q2 },
      { head: 'Ut.', x: 392, cell: (l) => l.unit },
      { head: 'Preu', x: 470, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Import', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.f.lines, { band: { x: 40, w: 515, fill: '#f2e6c9' } });
    pairs(sh, [['Base imposable', m(d.f.base, d)], ['IVA 21 %', m(d.f.tax, d)], ['Total factura', m(d.f.total, d)]], 370, 553, ty + 20, { lastBold: true, step: 15 });
    sh.text('Forma de pagament: transferència bancària', 40, ty + 24, { size: 8.5 });
    footer(sh, d.s);
  },
};

// 7. Prefabricated concrete warehouses: two-column header, reverse charge for subcontractors.
const prefab: InvoiceLayout = {
  id: 'inv-prefab-warehouse',
  suppliers: [
    { name: 'Prefabricados Estructurales Duero, S.A.', nif: cif('A', '3740251'), street: 'Ctra. N-122 km 312', city: '37184 Villares de la Reina (Salamanca)', phone: '923 287 410', family: 'Helvetica', dates: 'slash', amounts: 'eur', registry: 'R.M. de Salamanca, tomo 512, folio 31, hoja SA-9.118.' },
    { name: 'Montajes de Naves Prefabricadas Segura, S.L.', nif: cif('B', '7302844'), street: 'Avda. Europa 19, Pol. Ind. Oeste', city: '30169 San Ginés (Murcia)', phone: '968 801 552', family: 'Times', dates: 'dash', amounts: 'es' },
    { name: 'Hormigones Prefabricados Altamira, S.L.', nif: cif('B', '3951177'), street: 'Barrio La Cantera s/n', city: '39312 Requejada (Cantabria)', phone: '942 817 305', family: 'Helvetica', dates: 'mon', amounts: 'eur' },
  ],
  items: [
    { code: 'PIL-60', desc: 'Pilar prefabricado 60x60 cm, altura 10,5 m, con ménsulas', unit: 'ud', price: 214000, q: [4000, 20000, 2000] },
    { code: 'JAC-25', desc: 'Jácena peraltada de cubierta luz 25 m', unit: 'ud', price: 386000, q: [2000, 12000, 1000] },
    { code: 'CAN-HC', desc: 'Canalón prefabricado de hormigón', unit: 'ml', price: 9600, q: [40000, 160000, 5000] },
    { code: 'PAN-AL', desc: 'Panel alveolar de cerramiento 20 cm', unit: 'm²', price: 4450, q: [300000, 1200000, 10000] },
    { code: 'MON-GR', desc: 'Montaje con grúa autopropulsada y equipo', unit: 'jornada', price: 168000, q: [2000, 8000, 1000] },
    { code: 'VIG-CA', desc: 'Viga carrilera para puente grúa', unit: 'ml', price: 12800, q: [20000, 90000, 5000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`PD-${n}`, `MS/26/${n}`, `HPA${n}`][k],
  options: (k) => ({ reverse: k !== 0, dueDays: 60 }),
  draw(sh, d) {
    letterhead(sh, d.s, 40, 40, { idLabel: 'CIF' });
    sh.rect(330, 36, 225, 86, { stroke: '#444444' });
    sh.text('FACTURA', 442, 44, { size: 14, bold: true, align: 'center' });
    pairs(sh, [['Número', d.number], ['Fecha', issued(d)], ['Vencimiento', date(d, d.due!)], ['Obra', 'Nave P-3 Plataforma']], 340, 547, 64, { size: 8.5, step: 13 });
    const y = buyerBlock(sh, d.b, 40, 140, { label: 'DATOS DEL CLIENTE', box: 515 });
    const ty = table(sh, y + 4, [
      { head: 'Código', x: 44, cell: (l) => l.code },
      { head: 'Descripción', x: 100, wrap: 220, cell: (l) => l.desc },
      { head: 'Medición', x: 375, align: 'right', cell: q2 },
      { head: 'Ud.', x: 382, cell: (l) => l.unit },
      { head: 'Precio', x: 470, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.f.lines, { rule: { x1: 40, x2: 555 } });
    const reverseNote = d.f.reverse || d.reverseNote;
    const vatLabel = d.f.reverse ? 'IVA (inversión del sujeto pasivo)' : 'IVA 21 %';
    const by = pairs(sh, [['Base imponible', m(d.f.base, d)], [vatLabel, m(d.f.tax, d)], ['TOTAL FACTURA', m(d.f.total, d)]], 330, 553, ty + 16, { lastBold: true, step: 15 });
    if (reverseNote) {
      sh.rect(40, by + 10, 515, 30, { stroke: '#888888' });
      sh.wrap(ISP, 500, { size: 8 }).forEach((p, i) => sh.text(p, 48, by + 16 + i * 10, { size: 8, italic: true }));
    }
    footer(sh, d.s);
  },
};

// 8. Skylights and polycarbonate roofing: an old ERP in Courier capitals.
const skylights: InvoiceLayout = {
  id: 'inv-skylights-courier',
  suppliers: [
    { name: 'Lucernarios y Exutorios Aragon, S.L.', nif: cif('B', '2267431'), street: 'C/ Monegros 7, Pol. Ind. Huesca', city: '22006 Huesca', phone: '974 215 330', family: 'Courier', dates: 'slash', amounts: 'plain' },
    { name: 'Ramon Ferrer Sabate', nif: dni('40918365'), street: 'C/ Major 104', city: '43500 Tortosa', phone: '977 440 129', family: 'Courier', dates: 'dots', amounts: 'plain' },
    { name: 'Cubiertas Traslucidas Navarra, S. Coop.', nif: cif('F', '3117609'), street: 'Pol. Ind. Areta, calle C 11', city: '31620 Huarte', phone: '948 332 018', family: 'Courier', dates: 'dash', amounts: 'plain' },
  ],
  items: [
    { code: '0101', desc: 'LUCERNARIO CUPULA 120X120 POLICARB.', unit: 'UD', price: 28600, q: [4000, 30000, 2000] },
    { code: '0114', desc: 'EXUTORIO NEUMATICO 150X150', unit: 'UD', price: 74200, q: [2000, 12000, 1000] },
    { code: '0207', desc: 'PLACA POLICARB. CELULAR 16MM', unit: 'M2', price: 2390, q: [40000, 300000, 5000] },
    { code: '0219', desc: 'PERFIL ALUMINIO UNION H', unit: 'ML', price: 785, q: [20000, 160000, 5000] },
    { code: '0305', desc: 'MANO DE OBRA MONTAJE', unit: 'H', price: 3100, q: [8000, 48000, 2000] },
    { code: '0402', desc: 'RED ANTICAIDA BAJO LUCERNARIO', unit: 'UD', price: 6900, q: [4000, 30000, 2000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`A-${n}`, `${n}`, `F26-${n}`][k],
  options: (k) => ({ irpfPct: k === 1 ? 1 : 0, dueDays: 30 }),
  draw(sh, d) {
    const up = (s: string) => s.toLocaleUpperCase('es').normalize('NFD').replace(/[\u0300-\u036f]/g, '');
    let y = 40;
    for (const t of [up(d.s.name), up(d.s.street), up(d.s.city), `TELF. ${d.s.phone}`, `NIF: ${d.s.nif}`]) {
      sh.text(t, 40, y, { size: 9, bold: t === up(d.s.name) });
      y += 11;
    }
    y += 10;
    sh.line(40, y, 555, y, { dash: true });
    y += 8;
    const left: [string, string][] = [['FACTURA NUM.:', d.number], ['FECHA......:', issued(d)], ['VENCIMIENTO:', date(d, d.due!)]];
    left.forEach(([a, b], i) => {
      sh.text(a, 40, y + i * 12, { size: 9 });
      sh.text(b, 130, y + i * 12, { size: 9 });
    });
    [up(d.b.name), up(d.b.street), up(d.b.city), `NIF: ${d.b.nif}`].forEach((t, i) => sh.text(t, 300, y + i * 12, { size: 9 }));
    y += 56;
    sh.line(40, y, 555, y, { dash: true });
    y = table(sh, y + 6, [
      { head: 'CODIGO', x: 40, cell: (l) => l.code },
      { head: 'DESCRIPCION', x: 92, cell: (l) => l.desc },
      { head: 'CANTIDAD', x: 395, align: 'right', cell: q2 },
      { head: 'UD', x: 401, cell: (l) => l.unit },
      { head: 'PRECIO', x: 480, align: 'right', cell: (l) => money(l.price, 'plain') },
      { head: 'IMPORTE', x: 555, align: 'right', cell: (l) => money(l.amount, 'plain') },
    ], d.f.lines, { head: { size: 8.5, bold: false }, row: { size: 8.5 } });
    sh.line(40, y, 555, y, { dash: true });
    const rows: [string, string][] = [['BASE IMPONIBLE..:', money(d.f.base, 'plain')], ['IVA 21%.........:', money(d.f.tax, 'plain')]];
    if (d.f.irpfPct) rows.push(['RETENCION IRPF 1%:', `-${money(d.f.irpf, 'plain')}`]);
    rows.push(['TOTAL FACTURA...:', money(d.f.total, 'EUR')]);
    pairs(sh, rows, 330, 555, y + 10, { size: 9, step: 12 });
  },
};

// 9. Industrial drainage and slot channels: a VAT column, 10 % and 21 %, a per-rate grid.
const drainage: InvoiceLayout = {
  id: 'inv-drainage-rates',
  suppliers: [
    { name: 'Drenajes Industriales Guadalquivir, S.L.', nif: cif('B', '1450962'), street: 'Calle Ingeniero Torres Quevedo 6', city: '14014 Córdoba', phone: '957 325 118', family: 'Helvetica', dates: 'slash', amounts: 'eur' },
    { name: 'Canalizaciones Técnicas del Turia, S.L.', nif: cif('B', '4631877'), street: 'Calle Sequia de Rascanya 3', city: '46134 Foios (Valencia)', phone: '961 491 202', family: 'Times', dates: 'dots', amounts: 'es', registry: 'R.M. de Valencia, tomo 8.004, folio 71, hoja V-99.210.' },
    { name: 'Saneamientos Logísticos Henares, S.A.', nif: cif('A', '1938460'), street: 'Avda. de la Ciencia 40', city: '19200 Azuqueca de Henares', phone: '949 263 774', family: 'Helvetica', dates: 'iso', amounts: 'eur' },
  ],
  items: [
    { code: 'CR-200', desc: 'Canal ranurado de hormigón polímero 200 mm, clase F900', unit: 'ml', price: 11650, q: [20000, 140000, 1000], rate: 21 },
    { code: 'SEP-HC', desc: 'Separador de hidrocarburos 15 l/s', unit: 'ud', price: 468000, q: [1000, 1000, 1000], rate: 21 },
    { code: 'ARQ-60', desc: 'Arqueta registrable 60x60 con tapa de fundición', unit: 'ud', price: 31400, q: [2000, 12000, 1000], rate: 21 },
    { code: 'VIV-SN', desc: 'Red de saneamiento de vivienda de guarda, obra', unit: 'ud', price: 186000, q: [1000, 1000, 1000], rate: 10 },
    { code: 'VIV-AC', desc: 'Acometida de vivienda de guarda a colector', unit: 'ud', price: 94500, q: [1000, 1000, 1000], rate: 10 },
    { code: 'TUB-31', desc: 'Tubería PVC SN8 315 mm en zanja', unit: 'ml', price: 4890, q: [40000, 200000, 5000], rate: 21 },
  ],
  lines: [4, 5],
  number: (n, k) => [`K-26/0${n % 1000}`, `S-26/${n}`, `DL-26/0${n % 1000}`][k],
  options: () => ({ dueDays: 30 }),
  draw(sh, d) {
    letterhead(sh, d.s, 40, 40, { idLabel: 'CIF' });
    sh.rect(360, 40, 195, 26, { stroke: '#1f4e79', radius: 6 });
    sh.text(`Serie/Número: ${d.number}`, 457, 49, { size: 10, bold: true, align: 'center' });
    pairs(sh, [['Fecha factura', issued(d)], ['Vencimiento', date(d, d.due!)]], 370, 555, 78, { size: 9 });
    const y = buyerBlock(sh, d.b, 40, 130, { label: 'Cliente', box: 280 });
    // works on the dwelling first, then the industrial supplies
    const lines = [...d.f.lines];
    const ty = table(sh, y + 6, [
      { head: 'Código', x: 44, cell: (l) => l.code },
      { head: 'Descripción', x: 96, wrap: 220, cell: (l) => l.desc },
      { head: 'Cant.', x: 360, align: 'right', cell: q2 },
      { head: 'Ud', x: 366, cell: (l) => l.unit },
      { head: 'Precio', x: 440, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: '% IVA', x: 475, align: 'right', cell: (l) => String(l.rate) },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], lines, { band: { x: 40, w: 515, fill: '#d9e2f3' } });
    let gy = ty + 14;
    const gx = [250, 330, 410, 490];
    ['Base', '% IVA', 'Cuota', 'Total'].forEach((h, i) => sh.text(h, gx[i] + 60, gy, { size: 8, bold: true, align: 'right' }));
    gy += 13;
    for (const v of d.f.vats) {
      [m(v.base, d), `${v.rate} %`, m(v.tax, d), m(v.base + v.tax, d)].forEach((t, i) => sh.text(t, gx[i] + 60, gy, { size: 8.5, align: 'right' }));
      gy += 12;
    }
    sh.line(250, gy, 555, gy);
    pairs(sh, [['Base imponible', m(d.f.base, d)], ['Total IVA', m(d.f.tax, d)], ['TOTAL FACTURA', m(d.f.total, d)]], 340, 550, gy + 8, { lastBold: true });
    footer(sh, d.s);
  },
};

// 10. Compressed-air networks: the name in white on a dark band, list price and discount.
const air: InvoiceLayout = {
  id: 'inv-compressed-air-band',
  suppliers: [
    { name: 'Aire Comprimido Industrial Bages, S.L.', nif: cif('B', '6510948'), street: 'Carrer de la Fusta 9', city: '08243 Manresa', phone: '938 744 302', family: 'Helvetica', dates: 'iso', amounts: 'pre' },
    { name: 'Neumática y Redes de Aire Galicia, S.L.', nif: cif('B', '1585236'), street: 'Rúa Severo Ochoa 18, Pol. Sabón', city: '15142 Arteixo (A Coruña)', phone: '981 600 417', family: 'Helvetica', dates: 'slash', amounts: 'pre', idInFooterOnly: true, registry: 'Neumática y Redes de Aire Galicia, S.L. · C.I.F. B15852366 · Rexistro Mercantil da Coruña, tomo 3.301, folio 9, folla C-44.120' },
    { name: 'Compresores y Montajes Extremadura, S.A.', nif: cif('A', '0689125'), street: 'Avda. Ricardo Carapeto 71', city: '06008 Badajoz', phone: '924 273 510', family: 'Times', dates: 'iso', amounts: 'eur' },
  ],
  items: [
    { code: 'TA-40', desc: 'Tubería de aluminio para aire comprimido Ø40', unit: 'ml', price: 2580, q: [40000, 260000, 5000] },
    { code: 'BJ-40', desc: 'Bajante con toma rápida y filtro regulador', unit: 'ud', price: 9650, q: [4000, 24000, 2000] },
    { code: 'CP-22', desc: 'Compresor de tornillo 22 kW con variador', unit: 'ud', price: 1148000, q: [1000, 1000, 1000] },
    { code: 'SF-30', desc: 'Secador frigorífico 3,0 m³/min', unit: 'ud', price: 219000, q: [1000, 1000, 1000] },
    { code: 'DP-50', desc: 'Depósito vertical 500 l homologado', unit: 'ud', price: 86500, q: [1000, 2000, 1000] },
    { code: 'MO-01', desc: 'Mano de obra instalador', unit: 'h', price: 3450, q: [8000, 60000, 2000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`AC-${n}`, `NRA/2026/${n}`, `${n}-26`][k],
  options: () => ({ lineDiscounts: true, dueDays: 30 }),
  draw(sh, d) {
    sh.rect(0, 0, sh.width, 64, { fill: '#263238' });
    sh.text(d.s.name, 40, 18, { size: 16, bold: true, color: '#ffffff' });
    sh.text(`${d.s.street} · ${d.s.city} · Tel. ${d.s.phone}`, 40, 42, { size: 8, color: '#ffffff' });
    let y = 84;
    if (!d.s.idInFooterOnly) {
      sh.text(`CIF nº ${printId(d.s.nif, 1)}`, 40, y, { size: 9, bold: true });
    }
    pairs(sh, [['Documento:', 'Factura'], ['Número:', d.number], ['Fecha:', issued(d)], ['Vencimiento:', date(d, d.due!)]], 360, 555, y, { size: 9 });
    y = buyerBlock(sh, d.b, 40, y + 22, { label: 'Cliente', box: 280 });
    const ty = table(sh, Math.max(y, 150), [
      { head: 'Ref.', x: 42, cell: (l) => l.code },
      { head: 'Descripción', x: 84, wrap: 200, cell: (l) => l.desc },
      { head: 'Cant.', x: 330, align: 'right', cell: (l) => qty(l.q3, 0) },
      { head: 'P. tarifa', x: 395, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Dto. %', x: 435, align: 'right', cell: (l) => (l.discount ? String(l.discount) : '') },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.f.lines, { zebra: { x: 40, w: 515, fill: '#eceff1' } });
    pairs(sh, [['Base imponible', m(d.f.base, d)], ['IVA 21 %', m(d.f.tax, d)], ['Total', m(d.f.total, d)]], 360, 553, ty + 16, { lastBold: true, step: 15 });
    footer(sh, d.s);
  },
};

export const INVOICE_LAYOUTS: InvoiceLayout[] = [cladding, doors, cranes, racking, fees, floorsCa, prefab, skylights, drainage, air];
