import { pickLines, type Item } from './catalog.js';
import { buyerLines, pairs, stack, table } from './draw.js';
import { A4, cif, date, dateGl, dni, line, money, nie, pct, qty, type Line } from './kit.js';
import type { InvoiceLayout } from './layout.js';
import { spaced, supplier } from './parties.js';

/** Invoice layouts 6–10 of the sixth blind set: fencing (Galician), sewer cleaning, survey and certificate fees, shuttering labour, plastering. */

const p4 = (n: number) => String(n).padStart(4, '0');

// 6. Fencing and gates, worded in Galician: `Factura n.º`, `Data`, `Base impoñible`, `IVE`.
const FENCING: Item[] = [
  { d: 'Malla electrosoldada plastificada verde 2,00 m', u: 'ml', p: [14, 24], q: [40, 260] },
  { d: 'Poste de aceiro galvanizado 48 mm con base', u: 'ud', p: [12, 22], q: [15, 90] },
  { d: 'Porta abatible de dúas follas 4,00 x 2,00 m', u: 'ud', p: [650, 1200], q: [1, 2] },
  { d: 'Porta peonil con pechadura eléctrica', u: 'ud', p: [280, 460], q: [1, 2] },
  { d: 'Motor para porta corredeira con fotocélulas', u: 'ud', p: [390, 720], q: [1, 1] },
  { d: 'Zapata de formigón para postes', u: 'ud', p: [9, 16], q: [15, 90] },
  { d: 'Man de obra de montaxe', u: 'h', p: [26, 34], q: [8, 40] },
];

export const fencing: InvoiceLayout = {
  name: 'inv-fencing-gl',
  suppliers: [
    supplier({ v: 0, name: 'Peches e Cerramentos Miño, S.L.', nif: cif('B', '2708413'), idLabel: 'NIF:', street: 'Rúa da Ponte, 19', city: '27400 Monforte de Lemos (Lugo)', phone: 'Tlf. 982 410 227', iban: 'ES21 2080 0300 8730 4001 2233', money: 'eur', dates: 'dash', number: (r) => `${r.int(100, 999)}/2026` }),
    supplier({ v: 1, name: 'Valados Galaicos, S.L.L.', nif: cif('B', '3608752'), idLabel: 'NIF', street: 'Polígono A Reigosa, parcela 14', city: '36827 Ponte Caldelas (Pontevedra)', phone: 'Tlf. 986 425 018', iban: 'ES32 0238 8103 1106 0045 7120', money: 'plain', dates: 'long', number: (r) => `VG-${r.int(1000, 1999)}` }),
    supplier({ v: 2, name: 'Ferralla e Portas Ulla, S.Coop.Galega', nif: cif('F', '1572064'), idLabel: 'N.I.F.:', street: 'Lugar de Couso, 4', city: '15881 Vedra (A Coruña)', phone: 'Tlf. 981 512 600', iban: 'ES67 2080 0450 5130 4000 8812', money: 'eur', dates: 'dash', number: (r) => `A${p4(r.int(1, 900))}` }),
  ],
  lines: (r) => pickLines(r, FENCING, 3, 6),
  dueDays: () => 30,
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const dd = (x: typeof d.issue) => (s.dates === 'long' ? dateGl(x) : date(x, s.dates));
    sh.fill(0, 0, A4.width, 8, '#2e7d32');
    stack(sh, 40, 30, [s.name, s.street, s.city, s.phone, `${s.idLabel} ${s.nif}`], { size: 9, boldFirst: true });
    sh.pen.right('FACTURA', 555, 32, { size: 18, bold: true });
    stack(sh, 555, 60, [`Factura n.º ${d.number}`, `Data: ${dd(d.issue)}`, `Vencemento: ${dd(d.due!)}`], { size: 9.5, align: 'r' });
    sh.box(40, 112, 270, 74);
    sh.pen.text('Cliente', 46, 117, { size: 7.5, bold: true });
    stack(sh, 46, 129, buyerLines(d.buyer, 'NIF:'), { size: 8.5 });
    sh.pen.text(d.site, 330, 129, { size: 8.5 });
    let y = table(sh, 40, 205, [
      { head: 'Descrición', w: 265 }, { head: 'Cantidade', w: 60, align: 'r' }, { head: 'Ud.', w: 35, align: 'c' },
      { head: 'Prezo', w: 70, align: 'r' }, { head: 'Importe', w: 85, align: 'r' },
    ], d.lines.map((l) => [l.description, qty(l.milli), l.unit, m(l.price), m(l.amount)]), { rules: true, zebra: '#f1f7f1', band: '#d7ead8' });
    y = pairs(sh, 555, y + 18, [
      ['Base impoñible', m(d.t.base)],
      ['IVE 21 %', m(d.t.vat)],
      ['Total factura', m(d.printedTotal ?? d.t.total), true],
    ]);
    stack(sh, 40, y + 16, [`Forma de pagamento: transferencia bancaria`, `IBAN ${s.iban}`], { size: 8.5 });
  },
};

// 7. Drainage and sewer cleaning (vacuum tanker truck): a coloured band with the name in white,
// `Documento:`, `CIF nº`, dates as `2026-11-26`.
const SEWER: Item[] = [
  { d: 'Camión cisterna mixto de impulsión-succión', u: 'h', p: [85, 130], q: [2, 16] },
  { d: 'Desatasco de colector con equipo de agua a presión', u: 'ud', p: [120, 260], q: [1, 3] },
  { d: 'Inspección de red con cámara CCTV e informe', u: 'ml', p: [2, 5], q: [40, 300] },
  { d: 'Gestión de lodos en EDAR autorizada', u: 'm³', p: [18, 35], q: [4, 30], dec: 1 },
  { d: 'Limpieza de arqueta sifónica y pozo de registro', u: 'ud', p: [40, 75], q: [2, 14] },
  { d: 'Desplazamiento del equipo a obra', u: 'ud', p: [60, 120], q: [1, 1] },
];

export const sewer: InvoiceLayout = {
  name: 'inv-sewer',
  suppliers: [
    supplier({ v: 0, name: 'Desatascos y Saneamientos Bahía, S.L.', nif: cif('B', '1184520'), idLabel: 'CIF nº', street: 'Pol. Ind. Tres Caminos, nave 22', city: '11510 Puerto Real (Cádiz)', phone: '956 474 120', email: 'administracion@saneamientosbahia.es', iban: 'ES19 0182 5910 4502 0150 3371', money: 'eur', dates: 'iso', number: (r) => `DSB-${r.int(2000, 2999)}` }),
    supplier({ v: 1, name: 'Limpiezas Industriales Hidrovac, S.A.', nif: cif('A', '4802716'), idLabel: 'CIF nº', street: 'C/ Iturriaga, 60', city: '48004 Bilbao (Bizkaia)', phone: '944 125 830', email: 'facturas@hidrovac.eus', iban: 'ES46 2095 0000 7091 0310 2218', money: 'prefix', dates: 'iso', number: (r) => `H${r.int(100000, 199999)}` }),
    supplier({ v: 2, name: 'Cisternas y Drenajes Segura, S.L.', nif: cif('B', '3029571'), idLabel: 'CIF', street: 'Ctra. de Alicante, km 7', city: '30163 Cobatillas (Murcia)', phone: '968 836 402', iban: 'ES98 3058 0210 1127 2000 4219', money: 'eur', dates: 'slash', number: (r) => `${r.int(26000, 26999)}` }),
  ],
  lines: (r) => pickLines(r, SEWER, 3, 6),
  dueDays: (s) => (s.v === 1 ? 30 : 15),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    sh.fill(0, 0, A4.width, 78, '#0d4f8b');
    sh.color('#ffffff');
    sh.pen.text(s.name, 40, 22, { size: 16, bold: true });
    sh.pen.text(`${s.street} · ${s.city} · Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 40, 46, { size: 8 });
    sh.pen.text(`${s.idLabel} ${s.nif}`, 40, 58, { size: 8 });
    sh.color('#000000');
    sh.pen.text('FACTURA', 40, 100, { size: 14, bold: true });
    stack(sh, 40, 124, [`Documento: ${d.number}`, `Fecha: ${date(d.issue, s.dates)}`, `Vencimiento: ${date(d.due!, s.dates)}`], { size: 9 });
    sh.pen.text('Facturar a:', 320, 100, { size: 8, bold: true });
    stack(sh, 320, 114, buyerLines(d.buyer, 'CIF nº'), { size: 8.5 });
    sh.pen.text(`Lugar del servicio: ${d.site.replace('Obra: ', '')}`, 40, 180, { size: 8.5 });
    let y = table(sh, 40, 200, [
      { head: 'Servicio', w: 265 }, { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Unidad', w: 45, align: 'c' },
      { head: 'Precio', w: 65, align: 'r' }, { head: 'Importe', w: 80, align: 'r' },
    ], d.lines.map((l) => [l.description, qty(l.milli, 1), l.unit, m(l.price), m(l.amount)]), { band: '#0d4f8b', bandText: '#ffffff', rules: true });
    y = pairs(sh, 555, y + 16, [
      ['Base imponible', m(d.t.base)],
      ['IVA (21%)', m(d.t.vat)],
      ['Total a pagar', m(d.printedTotal ?? d.t.total), true],
    ]);
    stack(sh, 40, y + 18, [`Pago por transferencia a ${s.iban}`, 'Residuos gestionados conforme a la Ley 7/2022.'], { size: 8 });
  },
};

// 8. Survey, drone and certificate fees: a professional's invoice, `Fra.:`, a `Ciudad, 26 de
// noviembre de 2026` line, two self-employed with IRPF (DNI 15 %, NIE 7 %) and one company.
const FEES: Item[] = [
  { d: 'Levantamiento topográfico con dron y apoyo GNSS', u: 'ud', p: [650, 1800], q: [1, 1] },
  { d: 'Ortofoto y modelo digital del terreno de la parcela', u: 'ud', p: [300, 700], q: [1, 1] },
  { d: 'Replanteo de ejes y cotas de cimentación', u: 'jornada', p: [380, 560], q: [1, 3] },
  { d: 'Certificado de eficiencia energética de vivienda', u: 'ud', p: [90, 160], q: [4, 24] },
  { d: 'Ensayo acústico in situ de aislamiento a ruido aéreo', u: 'ud', p: [180, 320], q: [2, 8] },
  { d: 'Informe técnico y visado', u: 'ud', p: [150, 300], q: [1, 1] },
];

export const fees: InvoiceLayout = {
  name: 'inv-fees',
  family: 'Times',
  suppliers: [
    supplier({ v: 0, name: 'Javier Olmedo Sanchís', nif: dni('20415873'), idLabel: 'NIF:', street: 'C/ Cirilo Amorós, 45, 3º B', city: '46004 Valencia', phone: '610 228 474', email: 'jolmedo.topografia@gmail.com', iban: 'ES23 2100 1472 8102 0045 1166', money: 'eur', dates: 'long', number: (r) => `${r.int(10, 99)}/2026` }),
    supplier({ v: 1, name: 'Andrea Dumitrescu Pop', nif: nie('Y', '2637145'), idLabel: 'NIE:', street: 'Avda. de Cervantes, 8, 1º', city: '18008 Granada', phone: '644 103 902', email: 'adumitrescu.ingenieria@outlook.es', iban: 'ES84 0487 3051 2090 0002 7781', money: 'eur', dates: 'long', number: (r) => `2026-${r.int(10, 60)}` }),
    supplier({ v: 2, name: 'Geodrone Cartografía Aérea, S.L.', nif: spaced(cif('B', '9308124'), 1), idLabel: 'NIF:', street: 'Parque Tecnológico, C/ Galileo, 4', city: '33203 Gijón (Asturias)', phone: '985 099 310', email: 'info@geodrone.es', iban: 'ES50 0081 5301 2300 0112 4498', money: 'eur', dates: 'long', number: (r) => `GD/${r.int(100, 400)}` }),
  ],
  lines: (r, s) => (s.v === 1 ? pickLines(r, FEES.slice(3), 2, 3) : pickLines(r, FEES.slice(0, 3).concat(FEES[5]), 2, 3)),
  withholding: (s) => [15, 7, 0][s.v],
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const city = s.city.replace(/^\d{5} /, '').replace(/ \(.*\)$/, '');
    sh.pen.text(s.name, 60, 50, { size: 15, bold: true });
    sh.pen.text(s.v === 2 ? 'Topografía y cartografía con dron' : s.v === 0 ? 'Ingeniero Técnico en Topografía' : 'Ingeniera de Edificación', 60, 70, { size: 10, italic: true });
    stack(sh, 60, 88, [`${s.street}, ${s.city}`, `${s.idLabel} ${s.nif}  ·  Tel. ${s.phone}  ·  ${s.email}`], { size: 9 });
    sh.line(60, 118, 535, 118, 0.5);
    sh.pen.right(`${city}, ${date(d.issue, 'long')}`, 535, 134, { size: 10 });
    sh.pen.text(`Fra.: ${d.number}`, 60, 134, { size: 11, bold: true });
    stack(sh, 60, 164, ['A la atención de:', ...buyerLines(d.buyer, 'CIF')], { size: 10 });
    sh.pen.text(`Trabajo: ${d.site.replace('Obra: ', '')}`, 60, 240, { size: 10 });
    let y = table(sh, 60, 266, [
      { head: 'Concepto', w: 270 }, { head: 'Cant.', w: 45, align: 'r' }, { head: 'Precio', w: 75, align: 'r' }, { head: 'Importe', w: 85, align: 'r' },
    ], d.lines.map((l) => [l.unit === 'ud' ? l.description : `${l.description} (${l.unit})`, qty(l.milli), m(l.price), m(l.amount)]), { rules: true, rowH: 17, size: 10, headSize: 10 });
    const rows: [string, string, boolean?][] = [['Honorarios', m(d.t.base)], ['IVA 21 %', m(d.t.vat)]];
    if (d.t.withholding) rows.push([`Retención IRPF ${d.t.withholdingRate} %`, `-${m(d.t.withholding)}`]);
    rows.push(['Total a percibir', m(d.printedTotal ?? d.t.total), true]);
    y = pairs(sh, 535, y + 18, rows, { size: 10, gap: 16, labelW: 140 });
    stack(sh, 60, y + 20, [`Pago mediante transferencia a la cuenta ${s.iban}`], { size: 9.5 });
  },
};

// 9. Shuttering carpentry labour by the hour, over two pages: Times, `Núm.`, `26-nov-2026`,
// `Suma y sigue` / `Suma anterior`, one supplier under reverse charge.
const CREW = ['Oficial 1ª encofrador', 'Oficial 2ª encofrador', 'Ayudante encofrador', 'Peón especialista'];
const WORK = ['forjado planta 1ª', 'forjado planta 2ª', 'muros de sótano', 'pilares planta baja', 'escalera núcleo B', 'losa de cimentación', 'vigas de cuelgue', 'rampa de garaje'];

export const shuttering: InvoiceLayout = {
  name: 'inv-shuttering',
  family: 'Times',
  suppliers: [
    supplier({ v: 0, name: 'Encofrados Hermanos Cid, S.L.', nif: cif('B', '3219084'), idLabel: 'C.I.F.', street: 'C/ Fuente de la Mora, 6', city: '32003 Ourense', phone: 'Tel. 988 219 305', iban: 'ES71 2080 5000 6230 4012 8890', money: 'eur', dates: 'mon', number: (r) => `${r.int(100, 450)}` }),
    supplier({ v: 1, name: 'Carpintería de Armar Vallés, S.L.', nif: cif('B', '6612538'), idLabel: 'C.I.F.', street: 'Ctra. de Terrassa, 118', city: '08191 Rubí (Barcelona)', phone: 'Tel. 935 884 120', iban: 'ES09 0081 0028 1500 0187 3362', money: 'plain', dates: 'mon', number: (r) => `26-${p4(r.int(20, 700))}` }),
    supplier({ v: 2, name: 'Encofrados y Estructuras Mancha, S.L.U.', nif: cif('B', '1380462'), idLabel: 'CIF', street: 'Pol. Ind. Larache, C/ Herreros, 11', city: '13005 Ciudad Real', phone: 'Tel. 926 220 771', iban: 'ES36 3190 2001 5120 3002 1145', money: 'eur', dates: 'slash', number: (r) => `EM${r.int(600, 999)}` }),
  ],
  lines(r) {
    const out: Line[] = [];
    // Each trade's rate by the hour, the first (oficial 1ª) the highest.
    const rates = CREW.map(() => r.cents(18, 32, 50)).sort((x, y) => y - x);
    const n = r.int(46, 54);
    let day = r.int(1, 5);
    for (let i = 0; i < n; i++) {
      const c = r.int(0, CREW.length - 1);
      if (i % 3 === 0) day += 1;
      out.push(line(`Parte ${String(((day - 1) % 28) + 1).padStart(2, '0')}: ${CREW[c]} - ${r.pick(WORK)}`, r.int(8, 40) * 1000, 'h', rates[c]));
    }
    return out;
  },
  reverseCharge: (s) => s.v === 1,
  dueDays: (s) => (s.v === 0 ? 30 : undefined),
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    const head = (page: number) => {
      sh.pen.text(s.name, 50, 40, { size: 16, bold: true });
      stack(sh, 50, 60, [`${s.street} - ${s.city}`, `${s.phone} - ${s.idLabel} ${s.nif}`], { size: 9.5 });
      sh.pen.right(`FACTURA Núm. ${d.number}`, 545, 42, { size: 12, bold: true });
      sh.pen.right(`Fecha: ${date(d.issue, s.dates)}`, 545, 60, { size: 10 });
      sh.pen.right(`Hoja ${page} de 2`, 545, 74, { size: 9 });
      sh.line(50, 92, 545, 92, 0.8);
    };
    const cols = [
      { head: 'Concepto', w: 285 }, { head: 'Horas', w: 50, align: 'r' as const }, { head: 'Precio/h', w: 70, align: 'r' as const }, { head: 'Importe', w: 90, align: 'r' as const },
    ];
    const row = (l: Line) => [l.description, qty(l.milli), m(l.price), m(l.amount)];
    const split = 38;
    const first = d.lines.slice(0, split);
    const rest = d.lines.slice(split);
    const carried = first.reduce((a, l) => a + l.amount, 0);
    head(1);
    stack(sh, 50, 104, ['Cliente:', ...buyerLines(d.buyer, 'C.I.F.'), d.site], { size: 9.5 });
    let y = table(sh, 50, 190, cols, first.map(row), { rules: true, rowH: 14, size: 9, headSize: 9.5 });
    sh.pen.text('Suma y sigue', 60, y + 6, { size: 10, bold: true });
    sh.pen.right(m(carried), 541, y + 6, { size: 10, bold: true });
    sh.newPage();
    head(2);
    sh.pen.text('Suma anterior', 60, 104, { size: 10, bold: true });
    sh.pen.right(m(carried), 541, 104, { size: 10, bold: true });
    y = table(sh, 50, 124, cols, rest.map(row), { rules: true, rowH: 14, size: 9, headSize: 9.5 });
    const rows: [string, string, boolean?][] = [['Base imponible', m(d.t.base)]];
    if (d.reverseCharge) rows.push(['IVA', m(0)]);
    else rows.push(['IVA 21 %', m(d.t.vat)]);
    rows.push(['Total factura', m(d.printedTotal ?? d.t.total), true]);
    y = pairs(sh, 545, y + 18, rows, { size: 10, gap: 15 });
    const notes = [`Transferencia a ${s.iban}`];
    if (d.due) notes.unshift(`Vencimiento: ${date(d.due, s.dates)}`);
    if (d.reverseCharge) notes.unshift('Inversión del sujeto pasivo (art. 84.Uno.2º.f Ley 37/1992 del IVA). El IVA lo declara el destinatario.');
    stack(sh, 50, y + 18, notes, { size: 9 });
  },
};

// 10. Projected plaster and monocapa render: initials in a box, list price, discount and net
// price columns; the number after the title, under `Nº Doc.` or under `Número`.
const PLASTER: Item[] = [
  { code: '01.010', d: 'Guarnecido y enlucido de yeso proyectado', u: 'm2', p: [8, 12], q: [200, 1400] },
  { code: '01.020', d: 'Yeso proyectado en techos', u: 'm2', p: [9, 14], q: [100, 700] },
  { code: '01.050', d: 'Guardavivos de PVC', u: 'ml', p: [1, 2], q: [80, 500] },
  { code: '02.010', d: 'Revestimiento monocapa raspado en fachada', u: 'm2', p: [14, 22], q: [80, 600] },
  { code: '02.030', d: 'Malla de fibra de vidrio en encuentros', u: 'ml', p: [1, 3], q: [40, 300] },
  { code: '03.001', d: 'Andamio tubular, montaje y desmontaje', u: 'm2', p: [4, 8], q: [100, 600] },
];
const DISCOUNTS = [0, 5, 10, 15];

export const plaster: InvoiceLayout = {
  name: 'inv-plaster',
  suppliers: [
    supplier({ v: 0, brand: 'YP', name: 'Yesos Proyectados Pisuerga, S.L.', nif: cif('B', '3412057'), idLabel: 'NIF/CIF:', street: 'Avda. de Madrid, 38', city: '34004 Palencia', phone: '979 712 054', iban: 'ES60 3058 5400 1427 1000 6608', money: 'eur', dates: 'slash', number: (r) => `2026/${p4(r.int(200, 900))}` }),
    supplier({ v: 1, brand: 'MR', name: 'Monocapas y Revocos Turia, S.L.', nif: cif('B', '9813540'), idLabel: 'NIF/CIF:', street: 'C/ Pintor Sorolla, 5', city: '46930 Quart de Poblet (Valencia)', phone: '961 527 446', iban: 'ES15 2038 6230 1160 0028 4410', money: 'eur', dates: 'dash', number: (r) => `MR${r.int(3000, 3999)}` }),
    supplier({ v: 2, brand: 'GA', name: 'Guarnecidos Andaluces, S.A.', nif: cif('A', '2318456'), idLabel: 'CIF:', street: 'Ctra. Bailén-Motril, km 2', city: '23009 Jaén', phone: '953 280 115', iban: 'ES02 0049 1800 6227 1025 0931', money: 'prefix', dates: 'slash', number: (r) => `V${r.int(10000, 19999)}` }),
  ],
  lines(r) {
    const base = pickLines(r, PLASTER, 3, 5);
    // The printed amount is quantity × net price: the net price is list price less the discount, to the cent.
    return base.map((l) => {
      const dto = r.pick(DISCOUNTS);
      const list = l.price;
      const net = list - pct(list, dto);
      return Object.assign(line(l.description, l.milli, l.unit, net, { code: l.code }), { list, dto });
    });
  },
  dueDays: () => 60,
  draw(sh, d) {
    const s = d.supplier;
    const m = (c: number) => money(c, s.money);
    sh.fill(40, 36, 54, 54, '#6d4c41');
    sh.color('#ffffff');
    sh.pen.center(s.brand!, 67, 52, { size: 22, bold: true });
    sh.color('#000000');
    stack(sh, 104, 38, [s.name, s.street, s.city, `Tel. ${s.phone}`, `${s.idLabel} ${s.nif}`], { size: 8.5, boldFirst: true });
    if (s.v === 0) {
      sh.pen.right(`FACTURA ${d.number}`, 555, 40, { size: 15, bold: true });
      sh.pen.right(`Fecha ${date(d.issue, s.dates)}`, 555, 62, { size: 9.5 });
    } else {
      sh.pen.right('FACTURA', 555, 40, { size: 15, bold: true });
      stack(sh, 555, 62, [`${s.v === 1 ? 'Nº Doc.' : 'Número'}: ${d.number}`, `Fecha: ${date(d.issue, s.dates)}`], { size: 9.5, align: 'r' });
    }
    stack(sh, 555, 110, [...buyerLines(d.buyer, 'NIF/CIF:'), d.site], { size: 8.5, align: 'r' });
    let y = table(sh, 30, 190, [
      { head: 'Código', w: 42 }, { head: 'Descripción', w: 200 }, { head: 'Cant.', w: 42, align: 'r' }, { head: 'Ud', w: 26, align: 'c' },
      { head: 'P. tarifa', w: 52, align: 'r' }, { head: 'Dto %', w: 34, align: 'r' }, { head: 'P. neto', w: 52, align: 'r' }, { head: 'Importe', w: 87, align: 'r' },
    ], d.lines.map((l) => {
      const x = l as Line & { list: number; dto: number };
      return [l.code!, l.description, qty(l.milli), l.unit, money(x.list, 'plain'), String(x.dto), money(l.price, 'plain'), m(l.amount)];
    }), { grid: true, band: '#efe6e2', size: 7.5 });
    y = pairs(sh, 565, y + 16, [
      ['Base imponible', m(d.t.base)],
      ['IVA 21%', m(d.t.vat)],
      ['TOTAL', m(d.printedTotal ?? d.t.total), true],
    ]);
    stack(sh, 30, y + 16, [`Vencimiento: ${date(d.due!, s.dates)} · Transferencia: ${s.iban}`], { size: 8 });
  },
};
