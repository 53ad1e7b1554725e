import { pickLines, type Item } from './catalog.js';
import { buyerLines, pairs, stack, table } from './draw.js';
import { A4, cif, date, money, qty } from './kit.js';
import type { InvoiceLayout } from './layout.js';
import { spaced, supplier } from './parties.js';

/** Invoice layouts 1–5 of the sixth blind set: underfloor heating, parquet, damp-proofing, boreholes, road markings. */

const p4 = (n: number) => String(n).padStart(4, '0');

// 1. Underfloor heating: a brand in big capitals above the legal name, `Factura nº`, a ruled grid with codes.
const UNDERFLOOR: Item[] = [
  { code: 'SR-101', d: 'Panel aislante de tetones EPS 30 mm', u: 'm²', p: [9, 16], q: [60, 240] },
  { code: 'SR-204', d: 'Tubo PE-RT 16x2 mm con barrera de oxígeno', u: 'ml', p: [0.8, 1.6], q: [400, 1800] },
  { code: 'SR-310', d: 'Colector de 8 circuitos con caudalímetros', u: 'ud', p: [240, 420], q: [1, 4] },
  { code: 'SR-322', d: 'Banda perimetral de espuma 150x8 mm', u: 'ml', p: [0.6, 1.2], q: [120, 400] },
  { code: 'SR-415', d: 'Termostato ambiente vía radio', u: 'ud', p: [60, 110], q: [3, 12] },
  { code: 'SR-500', d: 'Mano de obra de instalación de suelo radiante', u: 'm²', p: [6, 11], q: [60, 240] },
  { code: 'SR-520', d: 'Prueba de estanqueidad y llenado del circuito', u: 'ud', p: [90, 180], q: [1, 2] },
];

export const underfloor: InvoiceLayout = {
  name: 'inv-underfloor',
  suppliers: [
    supplier({ v: 0, brand: 'CALORSUELO', name: 'Calorsuelo Instalaciones del Norte, S.L.', nif: cif('B', '3951846'), idLabel: 'CIF:', street: 'C/ Los Tornos, 14 - Nave 3', city: '39600 Maliaño (Cantabria)', phone: 'Tel. 942 261 448', email: 'facturacion@calorsuelo.es', iban: 'ES42 0049 5412 3021 1045 8876', money: 'eur', dates: 'slash', number: (r) => `CS${r.int(1000, 1999)}` }),
    supplier({ v: 1, brand: 'RADIANTIA', name: 'Radiantia Confort Térmico, S.L.U.', nif: cif('B', '5067213'), idLabel: 'C.I.F.', street: 'Camino de las Torres, 92', city: '50008 Zaragoza', phone: '976 418 220', iban: 'ES11 2085 0133 4103 3012 7744', money: 'plain', dates: 'dash', number: (r) => `2026-${p4(r.int(100, 900))}` }),
    supplier({ v: 2, brand: 'TERMOPAV', name: 'Termopav Suelos Técnicos, S.A.', nif: cif('A', '2813470'), idLabel: 'CIF', street: 'Avda. de Andalucía, km 10,5', city: '28021 Madrid', phone: '91 798 12 40', iban: 'ES70 0182 4022 8102 0163 5512', money: 'eur', dates: 'slash', number: (r) => `F/${r.int(20000, 29999)}` }),
  ],
  lines: (r) => pickLines(r, UNDERFLOOR, 4, 7),
  dueDays: (s) => [30, 60, 45][s.v],
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    sh.color('#b3261e');
    sh.pen.text(s.brand!, 40, 40, { size: 26, bold: true });
    sh.color('#000000');
    stack(sh, 40, 74, [s.name, s.street, s.city, `${s.phone}${s.email ? `  ·  ${s.email}` : ''}`, `${s.idLabel} ${s.nif}`], { size: 8.5, boldFirst: true });
    sh.pen.right('FACTURA', 555, 42, { size: 20, bold: true });
    pairs(sh, 555, 76, [
      ['Factura nº:', d.number, true],
      ['Fecha:', date(d.issue, s.dates)],
    ], { labelW: 120 });
    sh.box(320, 140, 235, 70);
    sh.pen.text('Cliente:', 326, 145, { size: 7.5, italic: true });
    stack(sh, 326, 156, buyerLines(d.buyer, s.v === 1 ? 'NIF:' : 'CIF:'), { size: 8.5 });
    sh.pen.text(d.site, 40, 196, { size: 8.5 });
    let y = table(sh, 40, 222, [
      { head: 'Código', w: 55 }, { head: 'Descripción', w: 230 }, { head: 'Ud.', w: 35, align: 'c' },
      { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Precio', w: 60, align: 'r' }, { head: 'Importe', w: 75, align: 'r' },
    ], d.lines.map((l) => [l.code!, l.description, l.unit, qty(l.milli), m(l.price), m(l.amount)]), { grid: true, band: '#eeeeee' });
    y = pairs(sh, 555, y + 16, [
      ['Base imponible', m(d.t.base)],
      ['IVA 21 %', m(d.t.vat)],
      ['Total factura', m(d.printedTotal ?? d.t.total), true],
    ], { labelW: 110 });
    stack(sh, 40, y + 20, [
      `Forma de pago: transferencia bancaria a ${s.iban}`,
      `Vencimiento: ${date(d.due!, s.dates)}`,
    ], { size: 8.5 });
    sh.pen.center(`${s.name} · ${s.idLabel} ${s.nif}`, A4.width / 2, 800, { size: 7 });
  },
};

// 2. Parquet and wood floors: the letterhead on the right, `Nº Factura`, dates written out, no borders.
const PARQUET: Item[] = [
  { d: 'Suministro y colocación de tarima de roble natural 14 mm', u: 'm²', p: [32, 58], q: [40, 180], dec: 1 },
  { d: 'Parquet flotante laminado AC5 8 mm, colocado', u: 'm²', p: [16, 26], q: [40, 220], dec: 1 },
  { d: 'Lámina de polietileno y manta acústica bajo tarima', u: 'm²', p: [2, 4], q: [40, 220], dec: 1 },
  { d: 'Rodapié de DM lacado blanco 7 cm', u: 'ml', p: [5, 9], q: [60, 300], dec: 1 },
  { d: 'Lijado y barnizado de parquet existente', u: 'm²', p: [11, 18], q: [20, 90], dec: 1 },
  { d: 'Perfil de transición de aluminio', u: 'ud', p: [8, 15], q: [4, 20] },
];

export const parquet: InvoiceLayout = {
  name: 'inv-parquet',
  family: 'Helvetica',
  suppliers: [
    supplier({ v: 0, name: 'Parquets Hermanos Ortuño, S.L.', nif: spaced(cif('B', '0381264'), 1), idLabel: 'N.I.F.', street: 'C/ del Roble, 3', city: '03400 Villena (Alicante)', phone: 'Tfno. 965 801 337', money: 'eur', dates: 'long', number: (r) => `${r.int(300, 799)}/26` }),
    supplier({ v: 1, name: 'Maderas y Tarimas Guadarrama, S.L.', nif: cif('B', '8640127'), idLabel: 'N.I.F.', street: 'Ctra. de La Coruña, km 38', city: '28400 Collado Villalba (Madrid)', phone: 'Tel. 918 503 114', money: 'plain', dates: 'long', number: (r) => `MT-${r.int(1000, 4999)}` }),
    supplier({ v: 2, name: 'Tarimas Flotantes del Sur, S.Coop.And.', nif: cif('F', '4128806'), idLabel: 'N.I.F.', street: 'Pol. Ind. La Red Sur, parcela 27', city: '41500 Alcalá de Guadaíra (Sevilla)', phone: '955 630 218', money: 'eur', dates: 'slash', number: (r) => `26${p4(r.int(10, 999))}` }),
  ],
  lines: (r) => pickLines(r, PARQUET, 3, 6),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    stack(sh, 555, 40, [s.name, s.street, s.city, s.phone, `${s.idLabel} ${s.nif}`], { size: 9, align: 'r', boldFirst: true });
    sh.pen.text('FACTURA', 40, 44, { size: 24, bold: true });
    stack(sh, 40, 130, [`Nº Factura: ${d.number}`, `Fecha factura: ${date(d.issue, s.dates)}`], { size: 10 });
    stack(sh, 320, 130, ['Sres.:', ...buyerLines(d.buyer, 'N.I.F.')], { size: 9 });
    sh.pen.text(d.site, 40, 215, { size: 9, italic: true });
    let y = table(sh, 40, 240, [
      { head: 'Concepto', w: 285 }, { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Unidad', w: 45, align: 'c' },
      { head: 'Precio', w: 55, align: 'r' }, { head: 'Total', w: 70, align: 'r' },
    ], d.lines.map((l) => [l.description, qty(l.milli, 2), l.unit, m(l.price), m(l.amount)]), { rules: true, rowH: 17 });
    y = pairs(sh, 555, y + 20, [
      ['Base imponible', m(d.t.base)],
      ['I.V.A. 21%', m(d.t.vat)],
      ['TOTAL', m(d.printedTotal ?? d.t.total), true],
    ]);
    sh.pen.text('Forma de pago: recibo domiciliado a 30 días fecha factura.', 40, y + 30, { size: 8.5 });
  },
};

// 3. Damp-proofing and wall injections: a centred letterhead in capitals, a header grid with the
// labels in the cells above, the CIF only in the registry footer.
const DAMP: Item[] = [
  { d: 'Inyección de resina de silicona en muros por capilaridad', u: 'ml', p: [38, 65], q: [12, 80], dec: 1 },
  { d: 'Picado de enlucido y saneado de paramento', u: 'm²', p: [9, 16], q: [15, 120], dec: 2 },
  { d: 'Mortero macroporoso deshumidificante, aplicado', u: 'm²', p: [28, 44], q: [15, 120], dec: 2 },
  { d: 'Impermeabilización de sótano con mortero osmótico', u: 'm²', p: [22, 36], q: [20, 150], dec: 2 },
  { d: 'Medición de humedad con higrómetro y informe', u: 'ud', p: [90, 160], q: [1, 1] },
  { d: 'Oficial especialista en tratamientos', u: 'h', p: [28, 36], q: [4, 24] },
];

export const damp: InvoiceLayout = {
  name: 'inv-damp',
  suppliers: [
    supplier({ v: 0, name: 'HUMITEC TRATAMIENTOS DE HUMEDADES, S.L.', nif: cif('B', '4712093'), idLabel: 'CIF', street: 'C/ Arca Real, 56', city: '47008 VALLADOLID', phone: 'TEL. 983 235 771', registry: 'Reg. Merc. de Valladolid, Tomo 1.402, Folio 88, Hoja VA-21.337', money: 'prefix', dates: 'dash', number: (r) => `${r.int(1000, 1999)}` }),
    supplier({ v: 1, name: 'SECOMUR REHABILITACIÓN, S.L.', nif: cif('B', '2461508'), idLabel: 'C.I.F.', street: 'AVDA. PADRE ISLA, 40', city: '24002 LEÓN', phone: 'TEL. 987 200 913', registry: 'Inscrita en el R.M. de León, Tomo 982, Libro 0, Folio 120, Hoja LE-9.114', money: 'eur', dates: 'slash', number: (r) => `A${r.int(200, 899)}` }),
    supplier({ v: 2, name: 'DRYWALL IBÉRICA, S.A.', nif: cif('A', '3704518'), idLabel: 'N.I.F.', street: 'POL. IND. EL MONTALVO III, C/ E, 12', city: '37008 SALAMANCA', phone: 'TEL. 923 190 455', registry: 'R.M. Salamanca, T. 611, F. 14, H. SA-7.205, Inscr. 1ª', money: 'plain', dates: 'dash', number: (r) => `26/${r.int(100, 999)}` }),
  ],
  lines: (r) => pickLines(r, DAMP, 3, 6),
  dueDays: () => 30,
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const cx = A4.width / 2;
    sh.pen.center(s.name, cx, 40, { size: 15, bold: true });
    sh.pen.center(`${s.street} - ${s.city}`, cx, 62, { size: 8.5 });
    sh.pen.center(s.phone, cx, 74, { size: 8.5 });
    sh.line(40, 90, 555, 90, 1.2);
    sh.pen.text('FACTURA', 40, 104, { size: 16, bold: true });
    const heads = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE'];
    const vals = [d.number, date(d.issue, s.dates), date(d.due!, s.dates), String(4300 + s.v * 17)];
    heads.forEach((h, i) => {
      const x = 40 + i * 85;
      sh.fill(x, 130, 85, 14, '#dddddd');
      sh.box(x, 130, 85, 30);
      sh.pen.center(h, x + 42.5, 134, { size: 7, bold: true });
      sh.pen.center(vals[i], x + 42.5, 148, { size: 9 });
    });
    sh.box(390, 104, 165, 60);
    stack(sh, 395, 110, buyerLines(d.buyer, 'CIF'), { size: 8 });
    sh.pen.text(d.site.toUpperCase(), 40, 172, { size: 8.5 });
    let y = table(sh, 40, 195, [
      { head: 'DESCRIPCIÓN', w: 270 }, { head: 'UD', w: 35, align: 'c' }, { head: 'MEDICIÓN', w: 60, align: 'r' },
      { head: 'PRECIO', w: 70, align: 'r' }, { head: 'IMPORTE', w: 80, align: 'r' },
    ], d.lines.map((l) => [l.description, l.unit, qty(l.milli, 2), m(l.price), m(l.amount)]), { grid: true, band: '#dddddd' });
    y += 14;
    const heads2 = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
    const vals2 = [m(d.t.base), '21', m(d.t.vat), m(d.printedTotal ?? d.t.total)];
    heads2.forEach((h, i) => {
      const x = 195 + i * 90;
      sh.box(x, y, 90, 30);
      sh.pen.center(h, x + 45, y + 4, { size: 7, bold: true });
      sh.pen.center(vals2[i], x + 45, y + 17, { size: 9, bold: i === 3 });
    });
    sh.pen.text('FORMA DE PAGO: TRANSFERENCIA A 30 DÍAS', 40, y + 50, { size: 8 });
    sh.pen.center(`${s.name} · ${s.registry} · ${s.idLabel} ${s.nif}`, cx, 805, { size: 6.5 });
  },
};

// 4. Wells and boreholes: initials in a circle, `Serie/Número` in a rounded box, works at 10 % and
// equipment at 21 % summed in a per-rate grid.
const BOREHOLE: Item[] = [
  { d: 'Desplazamiento e implantación de equipo de perforación', u: 'ud', p: [450, 900], q: [1, 1], rate: 10 },
  { d: 'Perforación a rotopercusión Ø 220 mm', u: 'ml', p: [55, 90], q: [40, 160], rate: 10 },
  { d: 'Entubación con tubería PVC 180 mm ranurada', u: 'ml', p: [18, 30], q: [40, 160], rate: 10 },
  { d: 'Engravillado del espacio anular', u: 'ml', p: [6, 11], q: [40, 160], rate: 10 },
  { d: 'Aforo de pozo con bomba de ensayo', u: 'h', p: [70, 110], q: [6, 24], rate: 10 },
  { d: 'Bomba sumergible 4" 2 CV con cuadro eléctrico', u: 'ud', p: [900, 1600], q: [1, 1], rate: 21 },
  { d: 'Cable sumergible 4x2,5 mm²', u: 'ml', p: [3, 6], q: [40, 160], rate: 21 },
];

export const boreholes: InvoiceLayout = {
  name: 'inv-boreholes',
  suppliers: [
    supplier({ v: 0, brand: 'SH', name: 'Sondeos Hidrogeológicos Tormes, S.L.', nif: cif('B', '3758120'), idLabel: 'C.I.F.:', street: 'Ctra. de Ledesma, 23', city: '37184 Villares de la Reina (Salamanca)', phone: '923 287 541', iban: 'ES05 2103 2300 1100 3045 9981', money: 'eur', dates: 'slash', number: (r) => `D-26/${p4(r.int(100, 600))}` }),
    supplier({ v: 1, brand: 'PA', name: 'Perforaciones Aguasur, S.L.', nif: cif('B', '1490635'), idLabel: 'C.I.F.:', street: 'Avda. de la Fuensanta, 71', city: '14010 Córdoba', phone: '957 436 090', iban: 'ES57 0237 0210 3091 6521 4406', money: 'eur', dates: 'dots', number: (r) => `P-2026/${r.int(10, 99)}` }),
    supplier({ v: 2, brand: 'ML', name: 'Pozos y Captaciones Mar de Lérida, S.L.', nif: cif('B', '2519760'), idLabel: 'NIF', street: 'Partida Caparrella, 12', city: '25192 Lleida', phone: '973 274 611', iban: 'ES88 0081 0122 7100 0155 2207', money: 'plain', dates: 'slash', number: (r) => `C-26/${p4(r.int(1, 300))}` }),
  ],
  lines(r) {
    const works = pickLines(r, BOREHOLE.slice(0, 5), 3, 5);
    const kit = pickLines(r, BOREHOLE.slice(5), 1, 2);
    return [...works, ...kit];
  },
  dueDays: () => 30,
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    sh.doc.save().lineWidth(2).strokeColor('#1c5d99').circle(68, 66, 26).stroke().restore();
    sh.color('#1c5d99');
    sh.pen.center(s.brand!, 68, 57, { size: 18, bold: true });
    sh.color('#000000');
    stack(sh, 104, 44, [s.name, `${s.street} · ${s.city}`, `Tel. ${s.phone}`, `${s.idLabel} ${s.nif}`], { size: 8.5, boldFirst: true });
    sh.doc.save().lineWidth(0.8).roundedRect(380, 40, 175, 62, 8).stroke().restore();
    sh.pen.text('FACTURA', 390, 46, { size: 12, bold: true });
    sh.pen.text(`Serie/Número: ${d.number}`, 390, 66, { size: 9 });
    sh.pen.text(`Fecha: ${date(d.issue, s.dates)}`, 390, 82, { size: 9 });
    sh.pen.text('Datos del cliente', 40, 125, { size: 8, bold: true });
    stack(sh, 40, 138, [...buyerLines(d.buyer, 'C.I.F.:'), d.site], { size: 8.5 });
    let y = table(sh, 40, 215, [
      { head: 'Descripción', w: 255 }, { head: 'Cant.', w: 50, align: 'r' }, { head: 'Ud.', w: 35, align: 'c' },
      { head: 'Precio', w: 65, align: 'r' }, { head: '% IVA', w: 40, align: 'c' }, { head: 'Importe', w: 70, align: 'r' },
    ], d.lines.map((l) => [l.description, qty(l.milli), l.unit, m(l.price), String(l.rate), m(l.amount)]), { rules: true, band: '#dfe9f3' });
    y += 18;
    y = table(sh, 300, y, [
      { head: 'Base', w: 90, align: 'r' }, { head: '% IVA', w: 45, align: 'c' }, { head: 'Cuota', w: 80, align: 'r' },
    ], d.t.byRate.map((b) => [m(b.base), `${b.rate} %`, m(b.vat)]), { grid: true });
    y = pairs(sh, 555, y + 14, [
      ['Total base imponible', m(d.t.base)],
      ['Total IVA', m(d.t.vat)],
      ['TOTAL FACTURA', m(d.printedTotal ?? d.t.total), true],
    ]);
    stack(sh, 40, y + 20, [`Vencimiento: ${date(d.due!, s.dates)}`, `Transferencia a ${s.iban}`], { size: 8.5 });
  },
};

// 5. Road markings: Courier capitals, `FRA. NUM.`, `26.11.26`, `1234,56 EUR`, dashed rules.
const ROADMARK: Item[] = [
  { d: 'MARCA VIAL LONGITUDINAL CONTINUA 10 CM PINTURA ACRILICA', u: 'ml', p: [0.3, 0.7], q: [500, 3000] },
  { d: 'MARCA VIAL DISCONTINUA 15 CM TERMOPLASTICO', u: 'ml', p: [0.8, 1.5], q: [200, 1500] },
  { d: 'PASO DE PEATONES TERMOPLASTICO EN CALIENTE', u: 'm2', p: [14, 22], q: [20, 90] },
  { d: 'FLECHA DE DIRECCION Y SIMBOLOS', u: 'ud', p: [18, 35], q: [4, 30] },
  { d: 'PLAZA DE APARCAMIENTO PARA MINUSVALIDOS', u: 'ud', p: [45, 80], q: [1, 6] },
  { d: 'BORRADO DE MARCA VIAL POR FRESADO', u: 'm2', p: [6, 11], q: [10, 80] },
  { d: 'SEÑALIZACION PROVISIONAL DE OBRA', u: 'dia', p: [60, 120], q: [1, 5] },
];

export const roadmarks: InvoiceLayout = {
  name: 'inv-roadmarks',
  family: 'Courier',
  suppliers: [
    supplier({ v: 0, name: 'SEÑALIZACIONES VIALES DEL EBRO, S.L.', nif: cif('B', '2604177'), idLabel: 'NIF/CIF:', street: 'POL. LA PORTALADA II, C/ EL CUBO 8', city: '26006 LOGROÑO', phone: 'TEL 941 254 300', money: 'EUR', dates: 'dots', number: (r) => `26/${String(r.int(100, 999)).padStart(5, '0')}` }),
    supplier({ v: 1, name: 'MARCAVIAL ARAGON, S.A.', nif: cif('A', '5029841'), idLabel: 'C.I.F.', street: 'CTRA. CASTELLON KM 4,2', city: '50013 ZARAGOZA', phone: 'TEL 976 590 118', money: 'EUR', dates: 'dots', number: (r) => `MV${r.int(40000, 49999)}` }),
    supplier({ v: 2, name: 'PINTURAS VIALES ALBACETE, S.L.L.', nif: cif('B', '0260195'), idLabel: 'NIF:', street: 'C/ LOS MOLINOS 33', city: '02006 ALBACETE', phone: 'TEL 967 521 404', money: 'plain', dates: 'dash', number: (r) => `${r.int(1000, 1999)}-26` }),
  ],
  lines: (r) => pickLines(r, ROADMARK, 3, 6),
  dueDays: (s) => (s.v === 2 ? undefined : 60),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    stack(sh, 40, 40, [s.name, s.street, s.city, s.phone, `${s.idLabel} ${s.nif}`], { size: 9, boldFirst: true });
    stack(sh, 340, 40, ['FACTURA', `FRA. NUM.: ${d.number}`, `FECHA....: ${date(d.issue, s.dates)}`, ...(d.due ? [`VTO......: ${date(d.due, s.dates)}`] : [])], { size: 9.5, boldFirst: true });
    const dash = '-'.repeat(86);
    sh.pen.text(dash, 40, 120, { size: 9 });
    stack(sh, 40, 134, ['CLIENTE:', d.buyer.name.toUpperCase(), d.buyer.street.toUpperCase(), d.buyer.city.toUpperCase(), `CIF: ${d.buyer.nif}`], { size: 9 });
    sh.pen.text(d.site.toUpperCase(), 40, 210, { size: 8.5 });
    sh.pen.text(dash, 40, 228, { size: 9 });
    let y = table(sh, 34, 236, [
      { head: 'CONCEPTO', w: 280 }, { head: 'CANT.', w: 55, align: 'r' }, { head: 'UD', w: 35, align: 'c' },
      { head: 'PRECIO', w: 60, align: 'r' }, { head: 'IMPORTE', w: 95, align: 'r' },
    ], d.lines.map((l) => [l.description, qty(l.milli), l.unit.toUpperCase(), m(l.price), m(l.amount)]), { size: 7.5, headSize: 8 });
    sh.pen.text(dash, 40, y + 4, { size: 9 });
    y = pairs(sh, 555, y + 20, [
      ['BASE IMPONIBLE', m(d.t.base)],
      ['IVA 21%', m(d.t.vat)],
      ['TOTAL FACTURA', m(d.printedTotal ?? d.t.total), true],
    ], { size: 9, labelW: 150 });
    sh.pen.text('PAGO: CONFIRMING / TRANSFERENCIA', 40, y + 20, { size: 8.5 });
  },
};
