import { pickLines, type Item } from './catalog.js';
import { buyerLines, pairs, stack, table } from './draw.js';
import { A4, cif, date, line, money, pct, qty, type Line } from './kit.js';
import type { NoteLayout } from './layout.js';
import { spaced, supplier } from './parties.js';

/** The sixth blind set's valued delivery-note layouts. */

const p5 = (n: number) => String(n).padStart(5, '0');
const kg = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

// 1. Wood flooring warehouse: letterhead on the left, `Albarán nº`, codes, m² by boxes, a ruled grid.
const FLOORING: Item[] = [
  { code: 'TR-1402', d: 'Tarima flotante roble cepillado 1-lama 14 mm', u: 'm²', p: [24, 42], q: [20, 120], dec: 2 },
  { code: 'PL-0830', d: 'Suelo laminado AC4 8 mm gris ceniza', u: 'm²', p: [9, 16], q: [20, 160], dec: 2 },
  { code: 'MA-0002', d: 'Manta base espuma polietileno 2 mm', u: 'm²', p: [1, 2.5], q: [20, 160], dec: 2 },
  { code: 'RD-7010', d: 'Rodapié MDF lacado blanco 70x12 mm', u: 'ml', p: [2.5, 5], q: [30, 240], dec: 1 },
  { code: 'AD-0050', d: 'Adhesivo poliuretano para parquet 7 kg', u: 'ud', p: [38, 62], q: [2, 12] },
  { code: 'PF-2200', d: 'Perfil tapajuntas aluminio 90 cm', u: 'ud', p: [6, 12], q: [2, 16] },
];

export const flooringNote: NoteLayout = {
  name: 'dn-flooring',
  suppliers: [
    supplier({ v: 0, name: 'Almacenes de Maderas Nalón, S.L.', nif: cif('B', '3301458'), idLabel: 'CIF:', street: 'Pol. Ind. de Riaño, parcela 9', city: '33920 Langreo (Asturias)', phone: '985 693 411', money: 'eur', dates: 'slash', number: (r) => `AV${p5(r.int(20000, 29999))}` }),
    supplier({ v: 1, name: 'Suelos de Madera Corella, S.A.', nif: cif('A', '3170625'), idLabel: 'NIF:', street: 'Ctra. de Tudela, km 3', city: '31591 Corella (Navarra)', phone: '948 780 225', money: 'plain', dates: 'dash', number: (r) => `${r.int(100000, 199999)}` }),
    supplier({ v: 2, name: 'Distribuciones Parquet Levante, S.L.', nif: spaced(cif('B', '9720381'), 1), idLabel: 'C.I.F.:', street: 'C/ Dels Fusters, 17', city: '46470 Catarroja (Valencia)', phone: '961 270 442', money: 'eur', dates: 'slash', number: (r) => `ALB-26-${r.int(1000, 4999)}` }),
  ],
  lines: (r) => pickLines(r, FLOORING, 3, 6),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    stack(sh, 40, 40, [s.name, s.street, s.city, `Tel. ${s.phone}`, `${s.idLabel} ${s.nif}`], { size: 9, boldFirst: true });
    sh.pen.right('ALBARÁN', 555, 40, { size: 18, bold: true });
    stack(sh, 555, 66, [`Albarán nº: ${d.number}`, `Fecha: ${date(d.day, s.dates)}`], { size: 9.5, align: 'r' });
    sh.box(40, 118, 250, 66);
    stack(sh, 46, 124, buyerLines(d.buyer, 'CIF:'), { size: 8.5 });
    sh.box(305, 118, 250, 66);
    stack(sh, 311, 124, ['Dirección de entrega:', d.site.replace('Obra: ', ''), 'Recibe: encargado de obra'], { size: 8.5 });
    let y = table(sh, 40, 200, [
      { head: 'Referencia', w: 62 }, { head: 'Artículo', w: 228 }, { head: 'Cantidad', w: 55, align: 'r' }, { head: 'Ud', w: 30, align: 'c' },
      { head: 'Precio', w: 60, align: 'r' }, { head: 'Importe', w: 80, align: 'r' },
    ], d.lines.map((l) => [l.code!, l.description, qty(l.milli, 2), l.unit, m(l.price), m(l.amount)]), { grid: true, band: '#e8e0d5' });
    y = pairs(sh, 555, y + 14, [['Total albarán (sin IVA)', m(d.printedSum ?? d.sum), true]], { labelW: 150 });
    sh.pen.text('Firma y DNI del receptor: ______________________', 40, y + 30, { size: 8.5 });
  },
};

// 2. Doors and ironmongery: header grid with labels above, codes, zebra rows, the CIF only in
// the registry footer, base, VAT and total.
const DOORS: Item[] = [
  { code: 'P-LAC-725', d: 'Puerta block lacada blanca 725x2030 mm', u: 'ud', p: [110, 190], q: [2, 24] },
  { code: 'P-LAC-825', d: 'Puerta block lacada blanca 825x2030 mm', u: 'ud', p: [120, 210], q: [2, 24] },
  { code: 'P-CF-EI60', d: 'Puerta cortafuegos EI2 60-C5 una hoja', u: 'ud', p: [260, 420], q: [1, 6] },
  { code: 'MAN-INOX-R', d: 'Juego de manillas roseta inox', u: 'ud', p: [9, 22], q: [4, 30] },
  { code: 'BIS-100', d: 'Bisagra inox 100x70 mm (caja 10 u)', u: 'caja', p: [12, 24], q: [1, 8] },
  { code: 'CER-EMB-50', d: 'Cerradura de embutir picaporte 50 mm', u: 'ud', p: [6, 14], q: [4, 30] },
  { code: 'CIE-TS83', d: 'Cierrapuertas aéreo con brazo', u: 'ud', p: [45, 95], q: [1, 6] },
];

export const doorsNote: NoteLayout = {
  name: 'dn-doors',
  suppliers: [
    supplier({ v: 0, name: 'Puertas y Herrajes Tajuña, S.L.', nif: cif('B', '1945027'), idLabel: 'CIF', street: 'Avda. del Vado, 22', city: '19200 Azuqueca de Henares (Guadalajara)', phone: '949 263 511', registry: 'Inscrita en el Registro Mercantil de Guadalajara, Tomo 702, Folio 33, Hoja GU-8.816', money: 'eur', dates: 'slash', number: (r) => `${r.int(260000, 269999)}` }),
    supplier({ v: 1, name: 'Herrajes y Cerrajería del Cantábrico, S.A.', nif: cif('A', '3906284'), idLabel: 'C.I.F.', street: 'C/ Castilla, 77', city: '39009 Santander', phone: '942 330 907', registry: 'R.M. de Cantabria, T. 955, F. 101, H. S-12.480', money: 'eur', dates: 'dots', number: (r) => `A/${r.int(10000, 19999)}` }),
    supplier({ v: 2, name: 'Carpintería Industrial Sierra Sur, S.L.', nif: cif('B', '1882641'), idLabel: 'N.I.F.', street: 'Pol. Ind. Los Olivares, C/ Arcos, 3', city: '18300 Loja (Granada)', phone: '958 321 448', registry: 'Registro Mercantil de Granada, Tomo 1.530, Folio 12, Hoja GR-40.221', money: 'plain', dates: 'dash', number: (r) => `SS-${r.int(5000, 8999)}` }),
  ],
  lines: (r) => pickLines(r, DOORS, 3, 7),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const vat = pct(d.sum, 21);
    sh.pen.text(s.name, 40, 40, { size: 14, bold: true });
    stack(sh, 40, 60, [`${s.street}  ·  ${s.city}`, `Tel. ${s.phone}`], { size: 8.5 });
    sh.pen.right('ALBARÁN DE ENTREGA', 555, 40, { size: 12, bold: true });
    const heads = ['Nº ALBARÁN', 'FECHA', 'Nº PEDIDO', 'CÓD. CLIENTE'];
    const vals = [d.number, date(d.day, s.dates), `PED-${2600 + s.v * 31}`, `C${430 + s.v}`];
    heads.forEach((h, i) => {
      const x = 40 + i * 110;
      sh.box(x, 96, 110, 32);
      sh.pen.center(h, x + 55, 100, { size: 7, bold: true });
      sh.pen.center(vals[i], x + 55, 114, { size: 9.5 });
    });
    stack(sh, 40, 142, ['Cliente:', ...buyerLines(d.buyer, 'CIF')], { size: 8.5 });
    stack(sh, 320, 142, ['Entregar en:', d.site], { size: 8.5 });
    let y = table(sh, 40, 220, [
      { head: 'Código', w: 70 }, { head: 'Descripción', w: 225 }, { head: 'Cant.', w: 45, align: 'r' }, { head: 'Ud.', w: 35, align: 'c' },
      { head: 'Precio', w: 60, align: 'r' }, { head: 'Importe', w: 80, align: 'r' },
    ], d.lines.map((l) => [l.code!, l.description, qty(l.milli), l.unit, m(l.price), m(l.amount)]), { rules: true, zebra: '#f2f2f2' });
    y = pairs(sh, 555, y + 14, [
      ['Base imponible', m(d.printedSum ?? d.sum)],
      ['IVA 21 %', m(vat)],
      ['Total', m((d.printedSum ?? d.sum) + vat), true],
    ]);
    sh.pen.center(`${s.name} · ${s.registry} · ${s.idLabel} ${s.nif}`, A4.width / 2, 805, { size: 6.5 });
  },
};

// 3. Ceramic adhesive and grout factory: Times, centred letterhead, `Nº Doc.`, sacks, kg and
// pallets, a batch column between the description and the quantity.
const ADHESIVE: Item[] = [
  { code: 'C1T-25G', d: 'Cemento cola C1 T gris saco 25 kg', u: 'saco', p: [3.5, 6], q: [20, 200] },
  { code: 'C2TE-25B', d: 'Adhesivo cementoso C2 TE S1 blanco saco 25 kg', u: 'saco', p: [9, 15], q: [10, 120] },
  { code: 'CG2-5', d: 'Mortero de juntas CG2 WA color gris 5 kg', u: 'ud', p: [4, 8], q: [6, 60] },
  { code: 'EP-R2', d: 'Adhesivo epoxi R2 T bicomponente 5 kg', u: 'ud', p: [38, 60], q: [2, 12] },
  { code: 'GRANEL', d: 'Cemento cola C1 a granel en silo', u: 'kg', p: [0.1, 0.2], q: [3000, 12000] },
  { code: 'PAL-EUR', d: 'Palé europeo retornable', u: 'ud', p: [9, 14], q: [1, 6] },
];

export const adhesiveNote: NoteLayout = {
  name: 'dn-adhesive',
  family: 'Times',
  suppliers: [
    supplier({ v: 0, name: 'Adhesivos Cerámicos Mijares, S.L.', nif: cif('B', '1259036'), idLabel: 'CIF', street: 'Camí Fondo, s/n', city: '12200 Onda (Castellón)', phone: '964 600 218', money: 'eur', dates: 'slash', number: (r) => `${r.int(400000, 499999)}` }),
    supplier({ v: 1, name: 'Morteros y Juntas Alcora, S.A.', nif: cif('A', '1261874'), idLabel: 'N.I.F.', street: 'Ctra. Alcora-Onda, km 1,8', city: "12110 L'Alcora (Castellón)", phone: '964 367 040', money: 'eur', dates: 'long', number: (r) => `MJ${r.int(10000, 19999)}` }),
    supplier({ v: 2, name: 'Fabricados Colafix, S.L.', nif: cif('B', '4586213'), idLabel: 'CIF nº', street: 'Pol. Ind. Sepes, C/ Talleres, 5', city: '45800 Quintanar de la Orden (Toledo)', phone: '925 180 662', money: 'plain', dates: 'slash', number: (r) => `D${r.int(2600, 2999)}-${r.int(10, 99)}` }),
  ],
  lines: (r) => pickLines(r, ADHESIVE, 3, 5),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const cx = A4.width / 2;
    sh.pen.center(s.name, cx, 38, { size: 17, bold: true });
    sh.pen.center(`${s.street} · ${s.city} · Tel. ${s.phone}`, cx, 60, { size: 9.5 });
    sh.pen.center(`${s.idLabel} ${s.nif}`, cx, 73, { size: 9.5 });
    sh.line(60, 90, 535, 90, 1);
    sh.pen.text('ALBARÁN', 60, 104, { size: 15, bold: true });
    stack(sh, 60, 126, [`Nº Doc.: ${d.number}`, `Fecha: ${date(d.day, s.dates)}`, 'Transportista: medios propios'], { size: 10.5 });
    stack(sh, 330, 104, ['Cliente', ...buyerLines(d.buyer, 'CIF'), d.site], { size: 10, boldFirst: true });
    let y = table(sh, 50, 210, [
      { head: 'Código', w: 60 }, { head: 'Descripción', w: 215 }, { head: 'Lote', w: 50 }, { head: 'Cantidad', w: 55, align: 'r' },
      { head: 'Ud.', w: 32, align: 'c' }, { head: 'Precio', w: 50, align: 'r' }, { head: 'Importe', w: 65, align: 'r' },
    ], d.lines.map((l, i) => [l.code!, l.description, `L${26}${String(d.day.m).padStart(2, '0')}${String(7 + i * 3).padStart(2, '0')}`, qty(l.milli), l.unit, m(l.price), m(l.amount)]), { grid: true, size: 9, headSize: 9.5, rowH: 16 });
    y = pairs(sh, 545, y + 14, [['Importe neto', m(d.printedSum ?? d.sum), true]], { size: 10.5 });
    sh.pen.text('Precios sin IVA. Mercancía viaja por cuenta y riesgo del comprador.', 60, y + 20, { size: 9, italic: true });
  },
};

// 4. Tarmac plant weighbridge: Courier, a ticket with gross, tare and net weights above the priced lines.
export const tarmacNote: NoteLayout = {
  name: 'dn-tarmac',
  family: 'Courier',
  suppliers: [
    supplier({ v: 0, name: 'AGLOMERADOS DEL BIERZO, S.A.', nif: cif('A', '2453078'), idLabel: 'CIF:', street: 'PLANTA DE FUENTESNUEVAS, CTRA. N-VI KM 391', city: '24411 PONFERRADA (LEON)', phone: 'TEL 987 455 120', money: 'EUR', dates: 'dots', number: (r) => `${r.int(7000000, 7999999)}` }),
    supplier({ v: 1, name: 'MEZCLAS BITUMINOSAS SIERRA DE GATA, S.L.', nif: cif('B', '1093624'), idLabel: 'NIF:', street: 'PARAJE LOS LLANOS S/N', city: '10840 MORALEJA (CACERES)', phone: 'TEL 927 515 302', money: 'plain', dates: 'dash', number: (r) => `MB-${r.int(20000, 29999)}` }),
    supplier({ v: 2, name: 'ASFALTOS DEL JALON, S.L.', nif: cif('B', '5048216'), idLabel: 'C.I.F.', street: 'CTRA. N-II KM 242', city: '50300 CALATAYUD (ZARAGOZA)', phone: 'TEL 976 881 077', money: 'EUR', dates: 'slash', number: (r) => `T${r.int(100000, 199999)}` }),
  ],
  lines(r) {
    const netKg = r.int(1400, 2600) * 10;
    const mix = r.pick(['MEZCLA AC16 SURF 50/70 S', 'MEZCLA AC22 BIN 50/70 S', 'MEZCLA AC32 BASE 50/70 G']);
    const out: Line[] = [line(mix, netKg, 't', r.cents(42, 58, 5))];
    out.push(line('TRANSPORTE A OBRA', netKg, 't', r.cents(4, 9, 5)));
    if (r.chance(0.6)) out.push(line('RIEGO DE ADHERENCIA C60B3 ADH', r.int(300, 900) * 1000, 'kg', r.cents(0.4, 0.7, 1)));
    return out;
  },
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const net = d.lines[0].milli;
    const tare = 14000 + (net % 7) * 130;
    stack(sh, 40, 40, [s.name, s.street, s.city, `${s.phone}  ${s.idLabel} ${s.nif}`], { size: 9, boldFirst: true });
    sh.box(370, 36, 185, 48, 1);
    stack(sh, 378, 42, ['ALBARAN DE SALIDA', `N. ALBARAN: ${d.number}`, `FECHA: ${date(d.day, s.dates)}`], { size: 9 });
    stack(sh, 40, 110, ['CLIENTE: ' + d.buyer.name.toUpperCase(), `CIF CLIENTE: ${d.buyer.nif}`, `DESTINO: ${d.site.replace('Obra: ', '').toUpperCase()}`, `MATRICULA: ${4000 + (net % 5000)} KLM   CONDUCTOR: J. ALVAREZ`], { size: 8.5 });
    sh.box(40, 172, 515, 58);
    stack(sh, 48, 178, ['PESADA EN BASCULA', `BRUTO  : ${kg(tare + net)} KG   HORA ENTRADA 07:42`, `TARA   : ${kg(tare)} KG   HORA SALIDA  08:05`, `NETO   : ${kg(net)} KG`], { size: 8.5 });
    let y = table(sh, 34, 246, [
      { head: 'PRODUCTO', w: 260 }, { head: 'CANTIDAD', w: 70, align: 'r' }, { head: 'UD', w: 30, align: 'c' },
      { head: 'PRECIO', w: 70, align: 'r' }, { head: 'IMPORTE', w: 91, align: 'r' },
    ], d.lines.map((l) => [l.description, qty(l.milli, 2), l.unit.toUpperCase(), m(l.price), m(l.amount)]), { rules: true, size: 8.5 });
    y = pairs(sh, 555, y + 14, [['TOTAL (SIN IVA)', m(d.printedSum ?? d.sum), true]], { size: 9, labelW: 160 });
    sh.pen.text('TEMPERATURA DE SALIDA 162 C. CONFORME CLIENTE: ____________', 40, y + 20, { size: 8 });
  },
};

// 5. Cable and wiring supplier: letterhead on the right, `Nº albarán`, codes, reels by ml, subtotal, VAT and total.
const CABLE: Item[] = [
  { code: '100254', d: 'Cable RZ1-K 0,6/1 kV 3G2,5 mm²', u: 'm', p: [0.9, 1.6], q: [100, 1000] },
  { code: '100261', d: 'Cable H07Z1-K 1x6 mm² verde', u: 'm', p: [0.4, 0.9], q: [100, 1000] },
  { code: '100310', d: 'Cable RZ1-K 0,6/1 kV 5G10 mm²', u: 'm', p: [5, 9], q: [50, 400] },
  { code: '200045', d: 'Tubo corrugado reforzado M25 (rollo 50 m)', u: 'rollo', p: [14, 24], q: [2, 20] },
  { code: '300112', d: 'Manguera UTP Cat6 LSZH (caja 305 m)', u: 'caja', p: [70, 130], q: [1, 6] },
  { code: '100402', d: 'Cable de cobre desnudo 35 mm²', u: 'm', p: [3, 6], q: [50, 300] },
];

export const cableNote: NoteLayout = {
  name: 'dn-cable',
  suppliers: [
    supplier({ v: 0, name: 'Cables y Conductores Henares, S.L.', nif: cif('B', '8591304'), idLabel: 'CIF:', street: 'C/ Cobre, 12 - P.I. Camporroso', city: '28806 Alcalá de Henares (Madrid)', phone: '918 826 410', money: 'eur', dates: 'dash', number: (r) => `AH-${r.int(30000, 39999)}` }),
    supplier({ v: 1, name: 'Suministros Eléctricos Cablenor, S.L.', nif: cif('B', '3376015'), idLabel: 'NIF:', street: 'Avda. del Llano, 45', city: '33209 Gijón (Asturias)', phone: '985 151 203', money: 'eur', dates: 'dash', number: (r) => `${r.int(560000, 569999)}` }),
    supplier({ v: 2, name: 'Hilos y Cables del Vinalopó, S.A.', nif: cif('A', '0354871'), idLabel: 'C.I.F.', street: 'C/ Elche, 102', city: '03600 Elda (Alicante)', phone: '965 381 220', money: 'prefix', dates: 'iso', number: (r) => `V26/${r.int(1000, 3999)}` }),
  ],
  lines: (r) => pickLines(r, CABLE, 3, 6),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const sum = d.printedSum ?? d.sum;
    const vat = pct(sum, 21);
    stack(sh, 555, 40, [s.name, s.street, s.city, `Tel. ${s.phone}`, `${s.idLabel} ${s.nif}`], { size: 9, align: 'r', boldFirst: true });
    sh.fill(40, 40, 130, 34, '#f9a825');
    sh.pen.center('ALBARÁN', 105, 50, { size: 15, bold: true });
    stack(sh, 40, 90, [`Nº albarán: ${d.number}`, `Fecha: ${date(d.day, s.dates)}`], { size: 10 });
    stack(sh, 40, 134, ['Cliente:', ...buyerLines(d.buyer, 'NIF:'), d.site], { size: 8.5 });
    let y = table(sh, 40, 222, [
      { head: 'Código', w: 55 }, { head: 'Descripción', w: 230 }, { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Ud.', w: 40, align: 'c' },
      { head: 'Precio', w: 55, align: 'r' }, { head: 'Importe', w: 75, align: 'r' },
    ], d.lines.map((l) => [l.code!, l.description, qty(l.milli), l.unit, m(l.price), m(l.amount)]), { grid: true, band: '#fff3c4' });
    y = pairs(sh, 555, y + 14, [
      ['Subtotal', m(sum)],
      ['IVA 21 %', m(vat)],
      ['Total albarán', m(sum + vat), true],
    ]);
    sh.pen.text('Material revisado y conforme. Las bobinas de madera se facturan si no se devuelven en 30 días.', 40, y + 18, { size: 7.5 });
  },
};

// 6. Sand-lime brick maker: a framed half page, dates written out, pallets of blocks, a pallet deposit line.
const SILICA: Item[] = [
  { code: 'SC-11.5', d: 'Bloque sílico-calcáreo 498x115x248 mm', u: 'ud', p: [1.4, 2.4], q: [200, 1400] },
  { code: 'SC-17.5', d: 'Bloque sílico-calcáreo 498x175x248 mm', u: 'ud', p: [2, 3.4], q: [200, 1200] },
  { code: 'SC-LAD', d: 'Ladrillo sílico-calcáreo macizo cara vista', u: 'ud', p: [0.5, 0.9], q: [500, 3000] },
  { code: 'MC-AD', d: 'Mortero cola para fábrica sílico-calcárea 25 kg', u: 'saco', p: [7, 11], q: [10, 60] },
  { code: 'PAL-D', d: 'Palé de madera (depósito)', u: 'ud', p: [10, 15], q: [2, 12] },
];

export const silicaNote: NoteLayout = {
  name: 'dn-sandlime',
  suppliers: [
    supplier({ v: 0, name: 'Silicalcáreos de la Meseta, S.A.', nif: cif('A', '0563928'), idLabel: 'C.I.F.:', street: 'Ctra. Toledo-Ávila, km 12', city: '05200 Arévalo (Ávila)', phone: '920 300 115', money: 'eur', dates: 'long', number: (r) => `${r.int(80000, 89999)}` }),
    supplier({ v: 1, name: 'Bloques Calsilex, S.L.', nif: cif('B', '4418260'), idLabel: 'CIF', street: 'Pol. Ind. Los Pinos, 8', city: '44003 Teruel', phone: '978 611 540', money: 'plain', dates: 'long', number: (r) => `CX-${r.int(1000, 1999)}` }),
    supplier({ v: 2, name: 'Cerámica y Sílice Ribagorza, S.L.', nif: cif('B', '2215048'), idLabel: 'NIF', street: 'Afueras, s/n', city: '22430 Graus (Huesca)', phone: '974 540 336', money: 'eur', dates: 'slash', number: (r) => `RB${r.int(100, 999)}/26` }),
  ],
  lines: (r) => pickLines(r, SILICA, 2, 5),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    sh.box(30, 30, 535, 400, 1.2);
    sh.pen.text(s.name, 44, 44, { size: 13, bold: true });
    stack(sh, 44, 62, [`${s.street} · ${s.city}`, `Tel. ${s.phone} · ${s.idLabel} ${s.nif}`], { size: 8.5 });
    sh.box(380, 42, 170, 40);
    sh.pen.text(`ALBARÁN Nº ${d.number}`, 388, 48, { size: 10, bold: true });
    sh.pen.text(date(d.day, s.dates), 388, 66, { size: 9 });
    stack(sh, 44, 98, [`Cliente: ${d.buyer.name} (CIF ${d.buyer.nif})`, `Descarga en: ${d.site.replace('Obra: ', '')}`, 'Descarga con grúa del camión'], { size: 8.5 });
    let y = table(sh, 44, 146, [
      { head: 'Ref.', w: 50 }, { head: 'Material', w: 225 }, { head: 'Cant.', w: 50, align: 'r' }, { head: 'Ud.', w: 35, align: 'c' },
      { head: 'Precio', w: 55, align: 'r' }, { head: 'Importe', w: 92, align: 'r' },
    ], d.lines.map((l) => [l.code!, l.description, qty(l.milli), l.unit, m(l.price), m(l.amount)]), { rules: true });
    pairs(sh, 551, y + 12, [['Total (IVA no incluido)', m(d.printedSum ?? d.sum), true]], { labelW: 150 });
    sh.pen.text('Los palés se abonan a su devolución en buen estado.', 44, 404, { size: 7.5, italic: true });
  },
};
