import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { BLACK, type Col, GREY, LIGHT, type Supplier, WHITE, buyerBlock, foot, gridAbove, letterhead, pairs, rowBoxes, stacked, table } from './blocks.js';
import { REVERSE_CHARGE_NOTE, buyer, invoiceDocument } from './common.js';
import { PAGE, Sheet, addDays, cif, dashed, date, day, dni, figures, line, money, percent, price, qty, sum } from './kit.js';

/**
 * Invoices from the energy and rural-works side of the set's trades: solar-farm tracker piling
 * and assembly (two of three under reverse charge), wind-farm civil works worded in Galician,
 * electrical substations, biomass boilers at 10 % and 21 %, and rural tracks printed by old
 * ERPs in Courier.
 */

const made = (layout: string, k: number, sheet: Sheet, extra: { expectComplete?: boolean; why?: string; id?: string } = {}) => ({
  id: extra.id ?? `blind18-${layout}-${k + 1}`,
  layout: `blind18-${layout}`,
  sheet,
  buyer: buyer(k),
  ...extra,
});

// ---- solar-farm trackers: a header grid with the labels above ---------------------------

const TRACKER: Supplier[] = [
  {
    name: 'Hincas y Montajes Solares Guadiana, S.L.',
    id: cif('B', '0674219'),
    idLabel: 'CIF:',
    street: 'Polígono El Nevero, calle 12, nave 4',
    town: '06006 Badajoz',
    phone: '924 27 60 18',
    email: 'obras@hincasguadiana.es',
    registry: 'Registro Mercantil de Badajoz, tomo 612, folio 201, hoja BA-33.740',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [230, 160, 0],
  },
  {
    name: 'Seguidores Fotovoltaicos Manchegos, S.L.',
    id: dashed(cif('B', '1392678')),
    idLabel: 'N.I.F.:',
    street: 'Calle de la Mancha, 31',
    town: '13700 Tomelloso (Ciudad Real)',
    phone: '926 51 37 40',
    registry: 'R.M. de Ciudad Real, tomo 780, folio 66, hoja CR-21.905',
    family: 'Helvetica',
    money: 'plain-grouped',
    date: 'dash',
    accent: [20, 80, 160],
  },
  {
    name: 'Alquiler de Hincadoras Tajo, S.L.',
    id: cif('B', '4561830'),
    idLabel: 'CIF',
    street: 'Carretera de Valdemoro, km 2,5',
    town: '45300 Ocaña (Toledo)',
    phone: '925 13 09 72',
    email: 'alquiler@hincadorastajo.com',
    registry: 'R.M. de Toledo, tomo 1.330, folio 90, hoja TO-40.552',
    family: 'Times',
    money: 'eur-before',
    date: 'short-month',
    accent: [150, 40, 40],
  },
];

export async function trackerInvoice(k: number): Promise<CorpusDocument> {
  const s = TRACKER[k];
  const rng = new Mulberry32(seedOf(`blind18-tracker-${k}`));
  const issue = [day(2026, 5, 31), day(2026, 7, 31), day(2026, 9, 30)][k];
  const due = addDays(issue, 60);
  const number = ['HMS-26-0148', '26/00611', 'AH 0933'][k];
  const reverse = k !== 2;
  const lines =
    k === 2
      ? [
          line('Alquiler de hincadora hidráulica sobre orugas con operador', rng.int(18, 26) * 1000, 'día', 98500),
          line('Alquiler de perforadora de pre-taladro para terreno rocoso', rng.int(6, 12) * 1000, 'día', 76000),
          line('Transporte de maquinaria en góndola, ida y vuelta', 2000, 'viaje', 145000),
          line('Gasóleo consumido según parte de trabajo', rng.int(1800, 3200) * 1000, 'l', 128),
        ]
      : [
          line('Hinca de perfil de seguidor a 1,80 m de profundidad media', rng.int(4200, 6800) * 1000, 'ud', [1450, 1390][k]),
          line('Pre-taladro en hincas con rechazo', rng.int(180, 420) * 1000, 'ud', [2250, 2180][k]),
          line('Montaje de seguidor monofila 2V, estructura y tubo de torsión', rng.int(120, 220) * 1000, 'ud', [38500, 37200][k]),
          line('Montaje de módulos fotovoltaicos sobre seguidor', rng.int(9000, 15000) * 1000, 'ud', [395, 410][k]),
          line('Ensayos de arranque (pull-out test) según especificación', rng.int(10, 24) * 1000, 'ud', [16500, 15800][k]),
        ];
  const f = figures(lines, { reverseCharge: reverse });
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, 'disc');
  p.right(reverse ? 'FACTURA' : 'FACTURA DE ALQUILER', PAGE.right, 44, { size: 16, bold: true });
  y = gridAbove(
    sh,
    PAGE.left,
    y,
    [
      ['Nº FACTURA', number],
      ['FECHA', date(issue, s.date)],
      ['VENCIMIENTO', date(due, s.date)],
      ['PEDIDO', ['OC-PV-2231', 'PED. 4402/26', 'CT 26-118'][k]],
      ['OBRA', ['FV Tierra de Barros 50 MW', 'FV Campo de Criptana II', 'FV La Sagra 30 MW'][k]],
    ],
    [90, 75, 80, 85, 185],
  );
  y = buyerBlock(sh, buyer(k), PAGE.left, y, 300, { label: 'CLIENTE', boxed: true });
  const cols: Col[] = [
    { head: 'Concepto', w: 260, wrap: true, get: (l) => l.description },
    { head: 'Medición', w: 60, align: 'r', get: (l) => qty(l.qty, 0, true) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 70, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 90, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'box', headFill: GREY, grid: true, size: 8.5 });
  const rows: [string, string][] = [['Base imponible', money(f.base, m)]];
  rows.push(reverse ? ['IVA (inversión del sujeto pasivo)', money(0, m)] : ['IVA 21 %', money(f.vat, m)]);
  rows.push(['TOTAL FACTURA', money(f.total, m)]);
  y = stacked(sh, PAGE.right, y + 6, rows, { boxed: true, labelW: 160 });
  if (reverse) {
    sh.box(PAGE.left, y, 515, 34);
    p.paragraph(REVERSE_CHARGE_NOTE, PAGE.left + 6, y + 6, 500, { size: 8 });
    y += 44;
  }
  p.text(`Transferencia: ${['ES80 2085 4521 0003 3044 1127', 'ES14 3190 0081 4520 1188 0317', 'ES62 0030 7021 1702 9041 5527'][k]}`, PAGE.left, y, { size: 8 });
  foot(sh, [s.registry ?? '']);
  return invoiceDocument(made('tracker', k, sh), s, { number, issue, due, f });
}

// ---- wind-farm civil works, worded in Galician ------------------------------------------

const WIND: Supplier[] = [
  {
    name: 'Obras e Viais do Xallas, S.L.',
    id: cif('B', '1573406'),
    idLabel: 'NIF:',
    brand: 'XALLAS OBRAS',
    street: 'Rúa do Concello, 14',
    town: '15850 Zas (A Coruña)',
    phone: '981 70 22 18',
    email: 'administracion@xallasobras.gal',
    registry: 'Rexistro Mercantil da Coruña, tomo 3.518, folio 94, folla C-52.307',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'words-gl',
    accent: [0, 100, 130],
  },
  {
    name: 'Escavacións Monte Faro, S.A.',
    id: cif('A', '2781145'),
    idLabel: 'CIF',
    street: 'Polígono de Chantada, parcela 18',
    town: '27500 Chantada (Lugo)',
    phone: '982 44 10 63',
    registry: 'Rexistro Mercantil de Lugo, tomo 402, folio 12, folla LU-9.880',
    family: 'Times',
    money: 'plain-grouped',
    date: 'slash',
    accent: [60, 60, 60],
  },
  {
    name: 'Cimentacións Eólicas Galegas, S. Coop. Galega',
    id: cif('F', '3604129'),
    idLabel: 'NIF',
    brand: 'CIMEGA',
    street: 'Estrada de Lalín, 77',
    town: '36500 Lalín (Pontevedra)',
    phone: '986 78 04 51',
    email: 'facturas@cimega.coop',
    registry: 'Inscrita no Rexistro de Cooperativas de Galicia co nº 36.4.1022',
    family: 'Helvetica',
    money: 'code-after',
    date: 'dash',
    accent: [30, 120, 60],
  },
];

export async function windInvoice(k: number): Promise<CorpusDocument> {
  const s = WIND[k];
  const rng = new Mulberry32(seedOf(`blind18-wind-${k}`));
  const issue = [day(2026, 7, 31), day(2026, 4, 30), day(2026, 10, 30)][k];
  const due = addDays(issue, 30);
  const number = ['XO-26/0207', '2026-0415', 'CE/26/088'][k];
  const turbine = ['A-07', 'AE-12', 'AX-03'][k];
  const lines = [
    line(`Escavación na cimentación do aeroxerador ${turbine}`, rng.int(520, 760) * 1000, 'm³', [1280, 1190, 1325][k]),
    line('Formigón de limpeza HL-150 vertido con bomba', rng.int(20, 40) * 1000, 'm³', [7850, 8120, 7990][k]),
    line('Formigón HA-30/B/20/IIa en zapata, vibrado e curado', rng.int(380, 520) * 1000, 'm³', [10650, 10990, 10420][k]),
    line('Aceiro B-500-SD en armaduras, colocado', rng.int(38000, 62000) * 1000, 'kg', [118, 121, 115][k]),
    line('Plataforma de guindastre con zahorra artificial compactada', rng.int(1400, 2200) * 1000, 'm²', [965, 1010, 940][k]),
    line('Vial de acceso: subbase e base de zahorra, 5 m de ancho', rng.int(300, 900) * 1000, 'm', [4850, 5120, 4790][k]),
    line('Drenaxe lonxitudinal con tubo ranurado de 200 mm', rng.int(200, 600) * 1000, 'm', [2230, 2310, 2185][k]),
  ];
  const f = figures(lines);
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, k === 1 ? 'right' : 'brand');
  const bx = k === 1 ? PAGE.left : 320;
  if (k === 1) p.text('FACTURA', PAGE.left, 40, { size: 20, bold: true });
  const top = k === 1 ? 74 : 40;
  pairs(
    sh,
    bx,
    top,
    [
      ['Factura n.º', number],
      ['Data', date(issue, s.date)],
      ['Vencemento', date(due, s.date)],
      ['Obra', ['Parque eólico Serra do Xallas', 'Parque eólico Monte Faro', 'Parque eólico Serra do Candán'][k]],
    ],
    { labelW: 62, step: 13 },
  );
  y = buyerBlock(sh, buyer(k), k === 1 ? PAGE.left : 320, Math.max(y, top + 60), 235, { label: 'Cliente', idLabel: 'NIF', boxed: true });
  const cols: Col[] = [
    { head: 'Descrición', w: 255, wrap: true, get: (l) => l.description },
    { head: 'Cantidade', w: 65, align: 'r', get: (l) => qty(l.qty, 0, true) },
    { head: 'Ud.', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'Prezo', w: 65, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 100, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y + 4, cols, lines, { head: 'fill', headFill: s.accent, headInk: WHITE, zebra: k === 1 ? undefined : LIGHT, size: 8.5, rowH: 15 });
  y = stacked(
    sh,
    PAGE.right,
    y + 6,
    [
      ['Base impoñible', money(f.base, m)],
      ['IVE 21 %', money(f.vat, m)],
      ['Total factura', money(f.total, m)],
    ],
    { boxed: k !== 1, labelW: 110 },
  );
  p.text('Forma de pagamento: transferencia bancaria a 30 días.', PAGE.left, y, { size: 8 });
  p.text(`IBAN ${['ES55 2080 0521 8830 4000 3319', 'ES07 2080 5801 1230 4001 2874', 'ES48 3070 0012 9211 4418 0057'][k]}`, PAGE.left, y + 11, { size: 8 });
  foot(sh, [s.registry ?? '']);
  return invoiceDocument(made('wind', k, sh), s, { number, issue, due, f });
}

// ---- electrical substations: centred capitals, grid above, totals in a row of boxes ------

export const SUBSTATION: Supplier[] = [
  {
    name: 'Subestaciones y Líneas del Duero, S.A.',
    id: cif('A', '3728014'),
    idLabel: 'C.I.F.',
    street: 'Polígono de Los Villares, calle Ámbar, 6',
    town: '37184 Villares de la Reina (Salamanca)',
    phone: '923 28 71 40',
    email: 'facturacion@sldduero.es',
    registry: 'Registro Mercantil de Salamanca, tomo 388, folio 60, hoja SA-7.214',
    family: 'Helvetica',
    money: 'code-after',
    date: 'short-month',
    accent: [200, 30, 30],
  },
  {
    name: 'Montajes Eléctricos de Alta Tensión Ebro, S.L.',
    id: cif('B', '2640517'),
    idLabel: 'CIF',
    street: 'Avenida de Zaragoza, 120',
    town: '26006 Logroño (La Rioja)',
    phone: '941 23 88 05',
    registry: 'R.M. de La Rioja, tomo 905, folio 31, hoja LO-14.228',
    idInRegistryOnly: true,
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [20, 20, 90],
  },
  {
    name: 'Centros de Transformación Bética, S.L.',
    id: cif('B', '4199307'),
    idLabel: 'NIF',
    street: 'Parque Empresarial Nuevo Torneo, calle Arquitectura, 2',
    town: '41015 Sevilla',
    phone: '954 90 13 27',
    email: 'admon@ctbetica.es',
    registry: 'R.M. de Sevilla, tomo 6.101, folio 118, hoja SE-98.774',
    family: 'Times',
    money: 'eur-before',
    date: 'dash',
    accent: [0, 110, 110],
  },
];

export async function substationInvoice(k: number, fault?: { printedId: string; id: string; why: string }): Promise<CorpusDocument> {
  const s = fault ? { ...SUBSTATION[k], id: fault.printedId } : SUBSTATION[k];
  const rng = new Mulberry32(seedOf(`blind18-substation-${k}${fault ? '-hard' : ''}`));
  const issue = fault ? day(2026, 12, 14) : [day(2026, 3, 14), day(2026, 6, 22), day(2026, 10, 9)][k];
  const due = addDays(issue, 60);
  const number = fault ? 'FV/2026/01377' : ['FV/2026/00412', 'ME-26-1180', '26.0457'][k];
  const lines = [
    line('Transformador de potencia 30/45 MVA 132/30 kV, transporte y descarga', 1000, 'ud', [68400000, 69150000, 67820000][k]),
    line('Montaje electromecánico de aparamenta de 132 kV (interruptor, seccionadores, transformadores de medida)', rng.int(2, 4) * 1000, 'pos.', [2840000, 2910000, 2795000][k]),
    line('Cable de aluminio LA-280 tendido y engrapado', rng.int(800, 1800) * 1000, 'm', [1250, 1310, 1195][k]),
    line('Red de tierras inferiores con cable de cobre desnudo 95 mm²', rng.int(900, 2400) * 1000, 'm', [1980, 2050, 1940][k]),
    line('Celda de 30 kV de línea, aislada en SF6', rng.int(4, 9) * 1000, 'ud', [1865000, 1912000, 1838000][k]),
    line('Pruebas, ajuste de protecciones y puesta en servicio', 1000, 'ud', [1245000, 1190000, 1310000][k]),
  ];
  const f = figures(lines);
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, 'centred', { caps: true });
  p.center('FACTURA', PAGE.width / 2, y, { size: 13, bold: true });
  y = gridAbove(
    sh,
    PAGE.left,
    y + 20,
    [
      ['Nº FACTURA', number],
      ['FECHA', date(issue, s.date)],
      ['VENCIMIENTO', date(due, s.date)],
      ['CÓD. CLIENTE', ['00417', 'CL-2290', '4300118'][k]],
      ['PEDIDO', ['SET Villalcampo', 'OC 26/0871', 'PO-7781'][k]],
    ],
    [110, 95, 95, 95, 120],
  );
  y = buyerBlock(sh, buyer(k), 300, y, 255, { label: 'CLIENTE', boxed: true });
  const cols: Col[] = [
    { head: 'Descripción', w: 270, wrap: true, get: (l) => l.description },
    { head: 'Cant.', w: 50, align: 'r', get: (l) => qty(l.qty, 0, true) },
    { head: 'Ud.', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 75, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 90, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'box', headFill: GREY, grid: true, size: 8 });
  y = rowBoxes(
    sh,
    PAGE.left + 215,
    y + 6,
    [
      ['BASE IMPONIBLE', money(f.base, m)],
      ['IVA 21 %', money(f.vat, m)],
      ['TOTAL FACTURA', money(f.total, m)],
    ],
    300,
    { shadeLast: GREY },
  );
  p.text('Forma de pago: transferencia a 60 días fecha factura.', PAGE.left, y, { size: 8 });
  foot(sh, [`${s.name.toLocaleUpperCase('es')} · ${s.registry}${s.idInRegistryOnly ? ` · CIF ${s.id}` : ''}`]);
  const made0 = made('substation', k, sh, fault ? { expectComplete: false, why: fault.why, id: fault.id } : {});
  return invoiceDocument(made0, s, { number, issue, due, f, noSellerId: !!fault });
}

// ---- biomass boilers: a VAT column and a per-rate grid ----------------------------------

const BIOMASS: Supplier[] = [
  {
    name: 'Calor Verde Biomasa, S.L.',
    id: cif('B', '2419836'),
    idLabel: 'CIF:',
    street: 'Avenida de Astorga, 58',
    town: '24400 Ponferrada (León)',
    phone: '987 40 26 13',
    email: 'instalaciones@calorverde.es',
    registry: 'Registro Mercantil de León, tomo 1.210, folio 77, hoja LE-22.640',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [40, 110, 40],
  },
  {
    name: 'Termobiomasa Pirineo, S.L.U.',
    id: cif('B', '2284571'),
    idLabel: 'NIF',
    street: 'Polígono Sepes, calle Valle de Tena, 3',
    town: '22006 Huesca',
    phone: '974 23 10 58',
    registry: 'R.M. de Huesca, tomo 690, folio 142, hoja HU-12.915',
    family: 'Helvetica',
    money: 'eur-before',
    date: 'iso',
    accent: [150, 60, 20],
  },
  {
    name: 'Rubén Alonso Fidalgo',
    id: dni('71524038'),
    idLabel: 'NIF',
    brand: 'Estufas y Calderas Alonso',
    street: 'Calle Real, 22',
    town: '49300 Puebla de Sanabria (Zamora)',
    phone: '680 12 47 93',
    email: 'calderasalonso@gmail.com',
    family: 'Times',
    money: 'plain-grouped',
    date: 'dash',
    accent: [90, 50, 20],
  },
];

export async function biomassInvoice(k: number, fault?: { id: string; why: string }): Promise<CorpusDocument> {
  const s = BIOMASS[k];
  const rng = new Mulberry32(seedOf(`blind18-biomass-${k}${fault ? '-hard' : ''}`));
  const issue = fault ? day(2026, 11, 27) : [day(2026, 2, 10), day(2026, 9, 18), day(2026, 12, 2)][k];
  const due = k === 2 ? undefined : addDays(issue, 30);
  const number = fault ? 'CV-26/0398' : ['CV-26/0052', 'TP-2026-0311', '2026/41'][k];
  const lines = [
    line('Caldera de pellet de 35 kW con limpieza automática y regulación', 1000, 'ud', [862000, 895000, 798000][k], { vat: 21 }),
    line('Silo textil de pellet 3 t con alimentación por tornillo', 1000, 'ud', [118000, 124500, 109000][k], { vat: 21 }),
    line('Depósito de inercia de 800 l, aislado', 1000, 'ud', [149500, 152000, 141000][k], { vat: 21 }),
    line('Instalación hidráulica en vivienda: desmontaje de caldera de gasóleo, conexionado y purgado', rng.int(14, 24) * 1000, 'h', [3850, 4100, 3500][k], { vat: 10 }),
    line('Chimenea de acero inoxidable doble pared 150 mm, tramo recto', rng.int(6, 10) * 1000, 'm', [9850, 10400, 9100][k], { vat: 10 }),
    line('Pellet ENplus A1 en saco de 15 kg (primera carga)', rng.int(40, 70) * 1000, 'saco', [575, 590, 560][k], { vat: 21 }),
  ];
  const f = figures(lines);
  // The hard one: the 10 % row's VAT worked out at 21 %, and the total adds it.
  const rows = fault ? f.rows.map((r) => (r.rate === 10 ? { ...r, vat: percent(r.base, 21) } : r)) : f.rows;
  const vat = sum(rows.map((r) => r.vat));
  const total = f.base + vat;
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, (['band', 'left', 'right'] as const)[k]);
  const b = buyer(k);
  const dataX = k === 2 ? PAGE.left : 340;
  const dataY = k === 0 ? y : 40;
  pairs(
    sh,
    dataX,
    dataY,
    [
      ['Factura:', number],
      ['Fecha:', date(issue, s.date)],
      due ? ['Vencimiento:', date(due, s.date)] : ['Forma de pago:', 'Contado'],
    ],
    { labelW: 78, step: 13 },
  );
  y = buyerBlock(sh, b, PAGE.left, Math.max(y, dataY + 44), 300, { label: 'DATOS DEL CLIENTE', extra: ['Instalación: vivienda unifamiliar del promotor'] });
  const cols: Col[] = [
    { head: 'Descripción', w: 255, wrap: true, get: (l) => l.description },
    { head: 'Cant.', w: 40, align: 'r', get: (l) => qty(l.qty) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 65, align: 'r', get: (l) => price(l.price, m) },
    { head: '% IVA', w: 40, align: 'r', get: (l) => String(l.vat) },
    { head: 'Importe', w: 80, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'rule', size: 8.3, rowH: 15 });
  const gx = 255;
  const widths = [110, 60, 100, 0];
  sh.box(gx, y + 4, 300, 14, { fill: GREY, stroke: BLACK });
  p.text('Base imponible', gx + 4, y + 8, { size: 8, bold: true });
  p.text('% IVA', gx + widths[0] + 4, y + 8, { size: 8, bold: true });
  p.right('Cuota IVA', gx + 300 - 4, y + 8, { size: 8, bold: true });
  y += 18;
  for (const r of rows) {
    p.text(money(r.base, m), gx + 4, y + 3, { size: 8.5 });
    p.text(`${r.rate} %`, gx + widths[0] + 4, y + 3, { size: 8.5 });
    p.right(money(r.vat, m), gx + 296, y + 3, { size: 8.5 });
    y += 14;
  }
  sh.line(gx, y + 2, PAGE.right, y + 2);
  y = stacked(
    sh,
    PAGE.right,
    y + 6,
    [
      ['Total base imponible', money(f.base, m)],
      ['Total IVA', money(vat, m)],
      ['TOTAL FACTURA', money(total, m)],
    ],
    { labelW: 140, boxed: true },
  );
  p.text('IVA reducido del 10 % en la mano de obra de renovación de vivienda (art. 91.Uno.2.10º LIVA).', PAGE.left, y, { size: 7.5 });
  if (s.registry) foot(sh, [s.registry]);
  const made0 = made('biomass', k, sh, fault ? { expectComplete: false, why: fault.why, id: fault.id } : {});
  return invoiceDocument(made0, s, { number, issue, due, f, printed: { tax: vat, total } });
}

// ---- rural tracks: old ERPs in Courier capitals -----------------------------------------

const TRACK: Supplier[] = [
  {
    name: 'Jose Luis Martin Perez',
    id: dni('03128475'),
    idLabel: 'N.I.F.:',
    brand: 'EXCAVACIONES MARTIN',
    street: 'C/ ERAS ALTAS, 9',
    town: '19200 AZUQUECA DE HENARES (GUADALAJARA)',
    phone: '949 26 31 08',
    family: 'Courier',
    money: 'plain',
    date: 'slash',
    accent: [0, 0, 0],
  },
  {
    name: 'Excavaciones Hermanos Sanz, C.B.',
    id: cif('E', '4220718'),
    idLabel: 'C.I.F.:',
    street: 'CTRA. SORIA-LOGRONO, KM 7',
    town: '42190 GOLMAYO (SORIA)',
    phone: '975 22 80 14',
    family: 'Courier',
    money: 'plain-code',
    date: 'dots-short',
    accent: [0, 0, 0],
  },
  {
    name: 'Movimientos de Tierras Alcarria, S.L.',
    id: cif('B', '1938052'),
    idLabel: 'CIF....:',
    street: 'POL. IND. EL CASTILLO, PARC. 14',
    town: '19400 BRIHUEGA (GUADALAJARA)',
    phone: '949 28 05 61',
    registry: 'REG. MERC. GUADALAJARA, TOMO 611, FOLIO 9, HOJA GU-10.482',
    family: 'Courier',
    money: 'plain',
    date: 'dash',
    accent: [0, 0, 0],
  },
];

export async function trackInvoice(k: number): Promise<CorpusDocument> {
  const s = TRACK[k];
  const rng = new Mulberry32(seedOf(`blind18-track-${k}`));
  const issue = [day(2026, 4, 20), day(2026, 8, 14), day(2026, 11, 6)][k];
  const due = addDays(issue, [30, 60, 30][k]);
  const number = ['26/0088', 'A-000219', 'FT2600731'][k];
  const lines = [
    line('REFINO Y COMPACTACION DE CAJA DE CAMINO', rng.int(2400, 6800) * 1000, 'M2', [95, 105, 98][k]),
    line('ZAHORRA ARTIFICIAL ZA-25 EXTENDIDA Y COMPACTADA', rng.int(400, 1100) * 1000, 'M3', [1890, 1945, 1820][k]),
    line('CUNETA EN TIERRA CON MOTONIVELADORA', rng.int(900, 2600) * 1000, 'ML', [165, 180, 172][k]),
    line('PASO SALVACUNETAS TUBO HORMIGON D=600', rng.int(3, 9) * 1000, 'UD', [48500, 51200, 47600][k]),
    line('HORAS MOTONIVELADORA CAT 140', rng.int(16, 40) * 1000, 'H', [7200, 7500, 6950][k]),
    line('HORAS CAMION BANERA 26 T', rng.int(20, 60) * 1000, 'H', [5400, 5650, 5300][k]),
  ];
  const f = figures(lines, { irpf: k === 0 ? 1 : 0 });
  const sh = new Sheet('Courier', `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  const x = 46;
  const upper = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLocaleUpperCase('es');
  let y = 40;
  if (s.brand) {
    p.text(s.brand, x, y, { size: 13, bold: true });
    y += 18;
  }
  p.text(upper(s.name), x, y, { size: s.brand ? 9 : 12, bold: true });
  y += 14;
  for (const t of [s.street, s.town, `TELF. ${s.phone}`, `${s.idLabel} ${s.id}`]) {
    p.text(t, x, y, { size: 8.5 });
    y += 11;
  }
  const b = buyer(k);
  [upper(b.name), upper(b.street), upper(b.town), `C.I.F.: ${b.id}`].forEach((t, i) => p.text(t, 300, 58 + i * 11, { size: 8 }));
  sh.box(294, 50, 262, 54);
  y = Math.max(y, 112) + 8;
  const label = ['FACTURA NUM.:', 'N. FACTURA..:', 'FRA. NUMERO.:'][k];
  pairs(
    sh,
    x,
    y,
    [
      [label, number],
      ['FECHA.......:', date(issue, s.date)],
      ['VENCIMIENTO.:', date(due, s.date)],
      ['OBRA........:', ['CAMINO RURAL DE LAS VINAS', 'CONCENTRACION PARCELARIA LOTE 3', 'ACCESO A BALSA DE RIEGO'][k]],
    ],
    { labelW: 100, size: 9 },
  );
  y += 60;
  const cols: Col[] = [
    { head: 'CONCEPTO', w: 270, get: (l) => l.description },
    { head: 'CANTIDAD', w: 70, align: 'r', get: (l) => qty(l.qty, 0) },
    { head: 'UD', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'PRECIO', w: 60, align: 'r', get: (l) => price(l.price, 'plain') },
    { head: 'IMPORTE', w: 80, align: 'r', get: (l) => price(l.amount, 'plain') },
  ];
  y = table(sh, x - 6, y, cols, lines, { head: 'dashed', size: 8, rowH: 13 });
  const rows: [string, string][] = [
    ['BASE IMPONIBLE', money(f.base, m)],
    ['I.V.A. 21%', money(f.vat, m)],
  ];
  if (f.irpf) rows.push(['RETENCION I.R.P.F. 1%', `-${money(f.irpf, m)}`]);
  rows.push(['TOTAL FACTURA', money(f.total, m)]);
  y = stacked(sh, 550, y + 4, rows, { labelW: 150, size: 9 });
  sh.line(x - 6, y - 8, 550, y - 8, { dash: 2 });
  p.text(`FORMA DE PAGO: ${['TRANSFERENCIA', 'RECIBO A 60 DIAS', 'TRANSFERENCIA 30 DIAS'][k]}`, x, y, { size: 8 });
  if (k === 0) p.text('ACTIVIDAD EN ESTIMACION OBJETIVA - RETENCION 1% ART. 95.6 RIRPF', x, y + 11, { size: 8 });
  if (s.registry) foot(sh, [s.registry]);
  return invoiceDocument(made('track', k, sh), s, { number, issue, due, f });
}
