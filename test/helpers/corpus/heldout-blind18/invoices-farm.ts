import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { BLACK, type Col, GREY, LIGHT, type Supplier, boxedPairs, buyerBlock, foot, labelBand, letterhead, pairs, stacked, table } from './blocks.js';
import { buyer, invoiceDocument } from './common.js';
import { PAGE, Sheet, addDays, cif, dashed, date, day, dni, figures, line, money, nie, price, qty } from './kit.js';

/**
 * Invoices from the farm side of the set's trades: multi-tunnel greenhouses, livestock buildings
 * (two pages with carried sums), milking parlours and dairy equipment, grain silos and feed bins,
 * and an agricultural engineer's fees.
 */

const made = (layout: string, k: number, sheet: Sheet, extra: { expectComplete?: boolean; why?: string; id?: string } = {}) => ({
  id: extra.id ?? `blind18-${layout}-${k + 1}`,
  layout: `blind18-${layout}`,
  sheet,
  buyer: buyer(k),
  ...extra,
});

// ---- multi-tunnel greenhouses: an ERP's coloured label band -----------------------------

const GREENHOUSE: Supplier[] = [
  {
    name: 'Invernaderos del Poniente Almeriense, S.L.',
    id: dashed(cif('B', '0452817')),
    idLabel: 'C.I.F.',
    street: 'Carretera de Málaga, km 412',
    town: '04700 El Ejido (Almería)',
    phone: '950 48 12 37',
    email: 'facturacion@invernaderosponiente.es',
    registry: 'Inscrita en el Registro Mercantil de Almería, tomo 1.284, folio 112, hoja AL-30.517',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [22, 110, 60],
  },
  {
    name: 'Estructuras Agrícolas Campo de Níjar, S.C.A.',
    id: cif('F', '0491736'),
    idLabel: 'CIF:',
    street: 'Paraje Los Grillos, s/n',
    town: '04117 San Isidro de Níjar (Almería)',
    phone: '950 36 71 02',
    registry: 'Sociedad Cooperativa Andaluza inscrita en el Registro de Cooperativas con el nº ALRCA-1187',
    family: 'Times',
    money: 'code-after',
    date: 'dots-short',
    accent: [40, 70, 140],
  },
  {
    name: 'Agrotúneles Segura, S.L.U.',
    id: cif('B', '3077412'),
    idLabel: 'NIF',
    brand: 'Agrotúneles',
    street: 'Polígono Industrial Oeste, parcela 27/4',
    town: '30169 San Ginés (Murcia)',
    phone: '968 80 44 19',
    email: 'admon@agrotuneles.com',
    registry: 'R.M. de Murcia, tomo 3.012, folio 40, hoja MU-88.261, inscripción 1ª',
    family: 'Helvetica',
    money: 'eur-before',
    date: 'iso',
    accent: [190, 90, 20],
  },
];

export async function greenhouseInvoice(k: number): Promise<CorpusDocument> {
  const s = GREENHOUSE[k];
  const rng = new Mulberry32(seedOf(`blind18-greenhouse-${k}`));
  const issue = [day(2026, 2, 27), day(2026, 4, 15), day(2026, 6, 30)][k];
  const due = addDays(issue, [30, 60, 45][k]);
  const number = ['F26/0412', '2026/A/000187', 'FV-26-0093'][k];
  const area = rng.int(32, 58) * 96;
  const lines = [
    line('Estructura multitúnel galvanizada, capilla de 9,60 m y altura a canal 4,50 m', area * 1000, 'm²', [1140, 1185, 1210][k], { code: 'EST-960' }),
    line('Cubierta de film tricapa térmico 200 galgas, colocado con perfil y alambre zig-zag', area * 1000, 'm²', [96, 102, 99][k], { code: 'FIL-200' }),
    line('Ventana cenital abatible con motorreductor y cremallera', rng.int(6, 14) * 1000, 'ud', [41250, 39900, 43800][k], { code: 'VEN-CEN' }),
    line('Malla antiinsectos 20x10 hilos en bandas laterales', rng.int(30, 60) * 10000, 'm²', [185, 172, 190][k], { code: 'MAL-2010' }),
    line('Puerta corredera doble de 3,00 x 3,00 m', 2000, 'ud', [68500, 71200, 66400][k], { code: 'PUE-300' }),
    line('Canalón galvanizado de recogida de pluviales', rng.int(8, 16) * 10000, 'm', [1420, 1385, 1510][k], { code: 'CAN-PLV' }),
    line('Montaje y nivelación de pilares, cuadrilla de cuatro operarios', rng.int(40, 90) * 1000, 'h', [3150, 2980, 3300][k], { code: 'MO-MON' }),
  ];
  const f = figures(lines);
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const yl = letterhead(sh, s, k === 2 ? 'brand' : 'left');
  const b = buyer(k);
  const yb = buyerBlock(sh, b, 330, 40, 225, { label: 'CLIENTE', boxed: true, extra: [`Obra: invernadero ${['finca Las Norias', 'paraje El Viso', 'finca La Loma'][k]}`] });
  let y = Math.max(yl, yb) + 4;
  y = labelBand(
    sh,
    PAGE.left,
    y,
    [
      ['Nº FACTURA', number],
      ['FECHA', date(issue, s.date)],
      ['VENCIMIENTO', date(due, s.date)],
      ['CÓD. CLIENTE', ['430.0412', 'C-0871', '1002274'][k]],
      ['FORMA DE PAGO', ['Transferencia 30 días', 'Recibo domiciliado 60 d.', 'Confirming 45 días'][k]],
    ],
    [95, 85, 95, 85, 155],
    s.accent,
  );
  const m = s.money;
  const cols: Col[] = [
    { head: 'Código', w: 55, get: (l) => l.code ?? '' },
    { head: 'Descripción', w: 230, wrap: true, get: (l) => l.description },
    { head: 'Cantidad', w: 55, align: 'r', get: (l) => qty(l.qty, l.unit === 'm' ? 1 : 0, true) },
    { head: 'Ud.', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 60, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 85, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y + 4, cols, lines, { head: 'fill', headFill: s.accent, headInk: [255, 255, 255], zebra: LIGHT, size: 8 });
  y = stacked(
    sh,
    PAGE.right,
    y + 6,
    [
      ['Base imponible', money(f.base, m)],
      ['IVA 21 %', money(f.vat, m)],
      ['TOTAL FACTURA', money(f.total, m)],
    ],
    { boxed: true },
  );
  p.text(`Pago: ${['ES21 3058 0120 4127 2000 4521 (Cajamar)', 'ES76 3058 0035 1627 2000 1188', 'ES04 0081 1017 8900 0125 4478'][k]}`, PAGE.left, y, { size: 8 });
  foot(sh, [s.registry ?? '']);
  return invoiceDocument(made('greenhouse', k, sh), s, { number, issue, due, f });
}

// ---- livestock buildings: two pages with carried sums -----------------------------------

const LIVESTOCK: Supplier[] = [
  {
    name: 'Naves Ganaderas del Segre, S.L.',
    id: cif('B', '2573108'),
    idLabel: 'NIF:',
    street: 'Carrer de l’Indústria, 44',
    town: '25250 Bellpuig (Lleida)',
    phone: '973 32 05 81',
    email: 'oficina@navessegre.cat',
    registry: 'Registre Mercantil de Lleida, tom 1.902, foli 77, full L-41.306',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'short-month',
    accent: [120, 30, 30],
  },
  {
    name: 'Instalaciones Porcinas Tierra de Campos, S.A.',
    id: dashed(cif('A', '4703961')),
    idLabel: 'C.I.F.:',
    street: 'Carretera de Medina de Rioseco, km 3',
    town: '47800 Medina de Rioseco (Valladolid)',
    phone: '983 70 18 44',
    registry: 'Registro Mercantil de Valladolid, tomo 874, libro 0, folio 191, hoja VA-9.213',
    family: 'Times',
    money: 'plain-grouped',
    date: 'slash',
    accent: [30, 60, 110],
  },
  {
    name: 'Equipamientos Avícolas Vega Baja, S.L.L.',
    id: cif('B', '5391204'),
    idLabel: 'CIF',
    street: 'Camino Viejo de Callosa, 12',
    town: '03300 Orihuela (Alicante)',
    phone: '965 30 77 12',
    email: 'admin@avicolasvegabaja.es',
    registry: 'Sociedad Laboral inscrita en el R.M. de Alicante, tomo 4.110, folio 56, hoja A-171.004',
    family: 'Helvetica',
    money: 'code-after',
    date: 'dash',
    accent: [60, 110, 40],
  },
];

const CARRIES = [
  { out: 'Suma y sigue', in: 'Suma anterior' },
  { out: 'A transportar', in: 'Transporte' },
  { out: 'Suma hoja 1', in: 'Suma hoja anterior' },
];

export async function livestockInvoice(k: number): Promise<CorpusDocument> {
  const s = LIVESTOCK[k];
  const rng = new Mulberry32(seedOf(`blind18-livestock-${k}`));
  const issue = [day(2026, 3, 18), day(2026, 5, 29), day(2026, 9, 10)][k];
  const due = addDays(issue, 30);
  const number = ['NG-26/0318', '000742', 'EA 2026 0154'][k];
  const naves = [['Nave 1', 'Nave 2', 'Nave 3'], ['Nave cebo A', 'Nave cebo B', 'Nave gestación'], ['Nave 1', 'Nave 2', 'Nave 3']][k];
  const items: [string, string, number, number, number][] = [
    ['Slat de hormigón 2,50 x 1,00 m con apoyos', 'ud', 5890, 180, 420],
    ['Comedero tolva de acero inoxidable 4 bocas', 'ud', 18400, 20, 48],
    ['Bebedero de chupete inoxidable con soporte', 'ud', 1675, 60, 160],
    ['Panel de cerramiento de poliuretano 40 mm', 'm²', 2290, 300, 900],
    ['Ventana de guillotina con accionamiento', 'ud', 9350, 12, 30],
    ['Extractor de 1.270 mm de diámetro', 'ud', 48600, 4, 10],
    ['Línea de distribución de pienso, tubo 60 mm', 'm', 1840, 80, 240],
    ['Cuadro de control ambiental con sondas', 'ud', 112500, 1, 1],
    ['Montaje de equipamiento interior', 'h', 3200, 60, 180],
    ['Silo exterior de pienso 18 t con bajante', 'ud', 265000, 1, 2],
    ['Sistema de nebulización, línea de alta presión', 'm', 1260, 60, 180],
  ];
  const lines = naves.flatMap((nave) =>
    items.map(([d, u, pr, lo, hi]) => line(`${nave} - ${d}`, rng.int(lo, hi) * 1000, u, pr, { code: `${u === 'h' ? 'MO' : 'EQ'}${String(rng.int(100, 999))}` })),
  );
  const f = figures(lines);
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  const head = (page: number, pages: number): number => {
    if (page > 1) {
      p.right(s.name, PAGE.right, 36, { size: 11, bold: true });
      p.text(`Factura ${number}  ·  ${date(issue, s.date)}`, PAGE.left, 36, { size: 9, bold: true });
    }
    p.right(`Página ${page} de ${pages}`, PAGE.right, 800, { size: 7.5 });
    return page > 1 ? 64 : 0;
  };
  let y = letterhead(sh, s, 'right');
  p.text('FACTURA', PAGE.left, 40, { size: 22, bold: true });
  pairs(
    sh,
    PAGE.left,
    72,
    [
      ['Factura nº', number],
      ['Fecha', date(issue, s.date)],
      ['Vencimiento', date(due, s.date)],
    ],
    { labelW: 66 },
  );
  y = buyerBlock(sh, buyer(k), PAGE.left, Math.max(y, 116), 300, { label: 'Sres.:', extra: [`Obra: ${['granja porcina Mas Roqué', 'cebadero Los Llanos', 'granja avícola El Palmeral'][k]}`] });
  head(1, 2);
  const cols: Col[] = [
    { head: 'Ref.', w: 40, get: (l) => l.code ?? '' },
    { head: 'Concepto', w: 265, get: (l) => l.description },
    { head: 'Cant.', w: 45, align: 'r', get: (l) => qty(l.qty) },
    { head: 'Ud', w: 25, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 60, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 80, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'rule', size: 7.8, rowH: 13 }, { pages: [22, 11], carry: { ...CARRIES[k], money: m }, startPage: head });
  y = stacked(
    sh,
    PAGE.right,
    y + 4,
    [
      ['Base imponible', money(f.base, m)],
      ['I.V.A. 21 %', money(f.vat, m)],
      ['Total factura', money(f.total, m)],
    ],
    { labelW: 110 },
  );
  p.text('Forma de pago: transferencia bancaria a 30 días fecha factura', PAGE.left, y, { size: 8 });
  foot(sh, [s.registry ?? '']);
  return invoiceDocument(made('livestock', k, sh), s, { number, issue, due, f });
}

// ---- milking parlours and dairy equipment: label and value in boxed cells --------------

const DAIRY: Supplier[] = [
  {
    name: 'Ordeño y Frío Cantábrico, S.L.',
    id: cif('B', '3962045'),
    idLabel: 'CIF',
    street: 'Barrio La Llama, 7',
    town: '39600 Muriedas (Cantabria)',
    phone: '942 25 63 10',
    email: 'taller@ordenocantabrico.es',
    registry: 'Registro Mercantil de Cantabria, tomo 1.045, folio 88, hoja S-19.662',
    family: 'Helvetica',
    money: 'eur-before',
    date: 'slash',
    accent: [0, 90, 150],
  },
  {
    name: 'Equipos de Ordeño Tierra de Pinares, S.A.',
    id: cif('A', '4017723'),
    idLabel: 'N.I.F.',
    brand: 'Tierra de Pinares',
    street: 'Avenida de Segovia, 101',
    town: '40200 Cuéllar (Segovia)',
    phone: '921 14 20 77',
    registry: 'R.M. de Segovia, tomo 402, folio 15, hoja SG-4.410',
    family: 'Times',
    money: 'eur-after',
    date: 'words-es',
    accent: [110, 70, 20],
  },
  {
    name: 'Pieter van Dijk',
    id: dashed(nie('Y', '2718304')),
    idLabel: 'NIE',
    brand: 'Servicio Técnico de Ordeño Van Dijk',
    street: 'Calle Mayor, 3, bajo',
    town: '15680 Ordes (A Coruña)',
    phone: '636 418 207',
    email: 'pvandijk.ordeno@gmail.com',
    family: 'Helvetica',
    money: 'plain-grouped',
    date: 'dash',
    accent: [60, 60, 60],
  },
];

export async function dairyInvoice(k: number): Promise<CorpusDocument> {
  const s = DAIRY[k];
  const rng = new Mulberry32(seedOf(`blind18-dairy-${k}`));
  const issue = [day(2026, 1, 22), day(2026, 4, 8), day(2026, 7, 3)][k];
  const due = k === 2 ? undefined : addDays(issue, 30);
  const number = ['OF-2026-0077', 'TP/26/1043', '26-018'][k];
  const lines = [
    line('Sala de ordeño en espina de pescado 2x8 con retirada automática', 1000, 'ud', [2845000, 2912000, 1480000][k], { code: 'SO-2X8', discount: [8, 10, 5][k] }),
    line('Tanque de refrigeración de leche 6.000 l con lavado automático', 1000, 'ud', [1690000, 1725000, 1105000][k], { code: 'TQ-6000', discount: [5, 0, 0][k] }),
    line('Medidor electrónico de leche homologado ICAR', rng.int(8, 16) * 1000, 'ud', [74500, 76900, 71000][k], { code: 'ME-ICAR', discount: [8, 10, 5][k] }),
    line('Puerta de selección neumática con antena', 2000, 'ud', [389000, 402500, 371000][k], { code: 'PS-NEU' }),
    line('Tubería de leche inoxidable 76 mm', rng.int(18, 40) * 1000, 'm', [8650, 8900, 8400][k], { code: 'TB-76' }),
    line('Instalación, puesta en marcha y formación del personal', rng.int(24, 48) * 1000, 'h', [4200, 4450, 3800][k], { code: 'MO-INS' }),
  ];
  const f = figures(lines, { discountPct: k === 1 ? 2 : 0 });
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, k === 1 ? 'centred' : 'left');
  if (k === 2) p.right('FACTURA', PAGE.right, 40, { size: 20, bold: true });
  const b = buyer(k);
  y = boxedPairs(
    sh,
    PAGE.left,
    y,
    [
      [
        ['Factura', number],
        ['Fecha', date(issue, s.date)],
      ],
      [
        ['Cliente', b.name],
        ['CIF cliente', b.id],
      ],
      [
        ['Dirección', `${b.street}, ${b.town}`],
        due ? ['Vencimiento', date(due, s.date)] : ['Pago', 'Contado'],
      ],
    ],
    515,
    { labelW: 56 },
  );
  y = Math.max(y, 0);
  const cols: Col[] = [
    { head: 'Código', w: 50, get: (l) => l.code ?? '' },
    { head: 'Descripción', w: 200, wrap: true, get: (l) => l.description },
    { head: 'Cant.', w: 35, align: 'r', get: (l) => qty(l.qty) },
    { head: 'Ud.', w: 25, align: 'c', get: (l) => l.unit },
    { head: 'P. tarifa', w: 65, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Dto. %', w: 40, align: 'r', get: (l) => (l.discount ? String(l.discount) : '') },
    { head: 'Importe neto', w: 100, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'box', headFill: GREY, grid: true, size: 8 });
  const rows: [string, string][] = [];
  if (f.discount) rows.push(['Importe bruto', money(f.gross, m)], ['Dto. pronto pago 2 %', `-${money(f.discount, m)}`]);
  rows.push(['Base imponible', money(f.base, m)], ['IVA 21 %', money(f.vat, m)], ['Total factura', money(f.total, m)]);
  y = stacked(sh, PAGE.right, y + 6, rows, { boxed: true });
  sh.box(PAGE.left, y, 300, 30, { stroke: BLACK });
  p.text('Garantía de dos años sobre equipos según condiciones del fabricante.', PAGE.left + 6, y + 6, { size: 7.5 });
  p.text(`IBAN ${['ES12 0049 6712 4123 1000 4412', 'ES90 2100 4233 1102 0014 6621', 'ES33 2080 0300 8130 4001 2236'][k]}`, PAGE.left + 6, y + 17, { size: 7.5 });
  if (s.registry) foot(sh, [s.registry]);
  return invoiceDocument(made('dairy', k, sh), s, { number, issue, due, f });
}

// ---- grain silos and feed bins: supplier and customer left, the document's data right ----

const SILO: Supplier[] = [
  {
    name: 'Silos y Tolvas Navarra, S.L.',
    id: cif('B', '3184205'),
    idLabel: 'CIF:',
    street: 'Polígono Las Labradas, calle 3, nave 9',
    town: '31500 Tudela (Navarra)',
    phone: '948 82 40 16',
    email: 'info@silostolvasnavarra.com',
    registry: 'Registro Mercantil de Navarra, tomo 1.677, folio 24, hoja NA-30.118',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'iso',
    accent: [80, 80, 80],
  },
  {
    name: 'Almacenaje de Grano Campos Góticos, S.A.',
    id: cif('A', '3401872'),
    idLabel: 'NIF',
    street: 'Carretera de Villamuriel, 22',
    town: '34190 Villamuriel de Cerrato (Palencia)',
    phone: '979 77 31 08',
    registry: 'R.M. de Palencia, tomo 512, folio 140, hoja P-6.047',
    idInRegistryOnly: true,
    family: 'Times',
    money: 'plain-grouped',
    date: 'slash',
    accent: [140, 100, 30],
  },
  {
    name: 'Metálicas Agrarias del Jalón, S. Coop.',
    id: cif('F', '5027416'),
    idLabel: 'C.I.F.',
    street: 'Camino de la Almunia, 5',
    town: '50290 Épila (Zaragoza)',
    phone: '976 60 32 55',
    family: 'Helvetica',
    money: 'code-after',
    date: 'dash',
    accent: [30, 90, 70],
  },
];

export async function siloInvoice(k: number): Promise<CorpusDocument> {
  const s = SILO[k];
  const rng = new Mulberry32(seedOf(`blind18-silo-${k}`));
  const issue = [day(2026, 6, 12), day(2026, 8, 31), day(2026, 10, 21)][k];
  const due = addDays(issue, [60, 30, 90][k]);
  const number = ['2026/0331', 'FAC-26-00418', 'S-264'][k];
  const lines = [
    line('Silo de chapa ondulada galvanizada, 9,17 m de diámetro, 1.050 m³, fondo plano', rng.int(1, 3) * 1000, 'ud', [3840000, 3912000, 3775000][k]),
    line('Tolva de pienso 16 t en chapa galvanizada con patas y escalera', rng.int(2, 5) * 1000, 'ud', [412000, 398500, 405000][k]),
    line('Transportador de cadena 60 t/h', rng.int(12, 30) * 1000, 'm', [31500, 32800, 30900][k]),
    line('Elevador de cangilones 40 t/h, altura 28 m', 1000, 'ud', [2260000, 2311000, 2195000][k]),
    line('Sonda de temperatura de grano y centralita', rng.int(2, 6) * 1000, 'ud', [86500, 88000, 84900][k]),
    line('Montaje con grúa autopropulsada y cuadrilla', rng.int(3, 7) * 1000, 'día', [165000, 172000, 158000][k]),
  ];
  const f = figures(lines);
  const sh = new Sheet(s.family, `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  let yl = letterhead(sh, s, k === 1 ? 'disc' : 'left');
  yl = buyerBlock(sh, buyer(k), PAGE.left, yl, 280, { label: 'FACTURAR A', boxed: k !== 1 });
  p.right('FACTURA', PAGE.right, 40, { size: 18, bold: true });
  pairs(
    sh,
    350,
    74,
    [
      ['Número:', number],
      ['Fecha:', date(issue, s.date)],
      ['Vencimiento:', date(due, s.date)],
      ['Pedido:', ['PED 26/112', 'OC-4471', '—'][k]],
      ['Obra:', ['Cooperativa de Tudela', 'Secadero Dueñas', 'Planta de piensos'][k]],
    ],
    { labelW: 70, step: 14 },
  );
  const cols: Col[] = [
    { head: 'Descripción', w: 270, wrap: true, get: (l) => l.description },
    { head: 'Cant.', w: 45, align: 'r', get: (l) => qty(l.qty) },
    { head: 'Unidad', w: 45, align: 'c', get: (l) => l.unit },
    { head: 'Precio unit.', w: 70, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Total', w: 85, align: 'r', get: (l) => price(l.amount, m) },
  ];
  let y = table(sh, PAGE.left, Math.max(yl, 160) + 4, cols, lines, { head: 'fill', headFill: GREY, size: 8.5, rowH: 16 });
  y = stacked(
    sh,
    PAGE.right,
    y + 6,
    [
      ['Subtotal', money(f.base, m)],
      ['IVA (21 %)', money(f.vat, m)],
      ['TOTAL', money(f.total, m)],
    ],
    { labelW: 100 },
  );
  p.text('Los equipos viajan por cuenta del vendedor. Reserva de dominio hasta el pago total.', PAGE.left, y, { size: 7.5 });
  if (s.registry) foot(sh, [`${s.name} · ${s.registry}${s.idInRegistryOnly ? ` · NIF ${s.id}` : ''}`]);
  return invoiceDocument(made('silo', k, sh), s, { number, issue, due, f });
}

// ---- an agricultural engineer's fees: a letter in Times ---------------------------------

const AGRONOMIST: Supplier[] = [
  {
    name: 'Marta Llorente Garcés',
    id: dni('17238406'),
    idLabel: 'NIF',
    brand: 'Ingeniera Agrónoma · Colegiada nº 1.482',
    street: 'Calle Predicadores, 40, 1º izda.',
    town: '50003 Zaragoza',
    phone: '976 44 21 09',
    email: 'mllorente@agronomia-ebro.es',
    family: 'Times',
    money: 'eur-after',
    date: 'words-es',
    accent: [0, 0, 0],
  },
  {
    name: 'Andrei Popescu Ionescu',
    id: nie('X', '8164302'),
    idLabel: 'NIE',
    brand: 'Ingeniero Técnico Agrícola · Colegiado nº 2.317',
    street: 'Avenida de Salamanca, 9, 3º B',
    town: '47014 Valladolid',
    phone: '653 20 18 44',
    family: 'Times',
    money: 'eur-after',
    date: 'words-es',
    accent: [0, 0, 0],
  },
  {
    name: 'Agroingeniería Moncayo, S.L.P.',
    id: cif('B', '5082293'),
    idLabel: 'CIF',
    street: 'Plaza de España, 6',
    town: '50500 Tarazona (Zaragoza)',
    phone: '976 64 19 30',
    email: 'estudio@agromoncayo.es',
    registry: 'Sociedad profesional inscrita en el Registro Mercantil de Zaragoza, hoja Z-71.420',
    family: 'Times',
    money: 'eur-after',
    date: 'slash',
    accent: [0, 0, 0],
  },
];

export async function agronomistInvoice(k: number): Promise<CorpusDocument> {
  const s = AGRONOMIST[k];
  const issue = [day(2026, 3, 31), day(2026, 6, 5), day(2026, 11, 16)][k];
  const due = k === 0 ? undefined : addDays(issue, 30);
  const number = ['2026/014', 'A-26/09', 'H-2026-0211'][k];
  const lines = [
    line('Proyecto básico y de ejecución de nave para ganado ovino de 1.800 m², con memoria, planos, pliego y presupuesto', 1000, 'ud', [685000, 590000, 742000][k]),
    line('Documentación ambiental para la autorización de la explotación ganadera ante el órgano autonómico', 1000, 'ud', [248000, 215000, 276000][k]),
    line('Dirección de obra y certificado final, visitas quincenales durante la ejecución', [6, 4, 8][k] * 1000, 'visita', [18500, 16000, 19500][k]),
  ];
  const f = figures(lines, { irpf: [15, 7, 0][k] });
  const sh = new Sheet('Times', `Factura ${number}`);
  const p = sh.pen;
  const m = s.money;
  const c = PAGE.width / 2;
  p.center(s.name, c, 40, { size: 16, bold: true });
  if (s.brand) p.center(s.brand, c, 60, { size: 10, italic: true });
  p.center(`${s.street} · ${s.town} · ${s.phone}${s.email ? ` · ${s.email}` : ''}`, c, 76, { size: 8.5 });
  p.center(`${s.idLabel} ${s.id}`, c, 88, { size: 8.5 });
  sh.line(PAGE.left + 80, 102, PAGE.right - 80, 102);
  const b = buyer(k);
  let y = buyerBlock(sh, b, PAGE.left, 120, 260, { label: 'Destinatario', idLabel: 'NIF' });
  p.right(`${['Zaragoza', 'Valladolid', 'Tarazona'][k]}, ${date(issue, 'words-es')}`, PAGE.right, 124, { size: 10 });
  p.text(`FACTURA Nº ${number}`, PAGE.left, y + 4, { size: 12, bold: true });
  if (k === 2) p.text(`Fecha de factura: ${date(issue, s.date)}`, PAGE.left + 250, y + 6, { size: 10 });
  y += 30;
  p.text('Concepto', PAGE.left, y, { size: 10, bold: true });
  p.right('Importe', PAGE.right, y, { size: 10, bold: true });
  sh.line(PAGE.left, y + 14, PAGE.right, y + 14);
  y += 22;
  for (const l of lines) {
    const text = l.qty === 1000 ? l.description : `${l.description}: ${qty(l.qty)} visitas a ${price(l.price, m)} €`;
    const end = p.paragraph(text, PAGE.left, y, 380, { size: 10 });
    p.right(money(l.amount, m), PAGE.right, y, { size: 10 });
    y = end + 8;
  }
  sh.line(PAGE.left, y, PAGE.right, y);
  const rows: [string, string][] = [
    ['Base imponible', money(f.base, m)],
    ['IVA 21 %', money(f.vat, m)],
  ];
  if (f.irpf) rows.push([`Retención IRPF ${f.irpfPct} %`, `-${money(f.irpf, m)}`]);
  rows.push([f.irpf ? 'Total a percibir' : 'Total factura', money(f.total, m)]);
  y = stacked(sh, PAGE.right, y + 10, rows, { labelW: 150, size: 10 });
  if (due) p.text(`Vencimiento: ${date(due, 'slash')}`, PAGE.left, y, { size: 10 });
  p.text(`Transferencia a ${['ES41 2085 0103 9103 3012 4410', 'ES65 0182 5580 4102 0159 2277', 'ES17 3191 0500 2145 6012 3308'][k]}`, PAGE.left, y + 14, { size: 10 });
  if (k === 1) p.text('Retención del 7 % por inicio de actividad profesional (art. 95 RIRPF).', PAGE.left, y + 28, { size: 9, italic: true });
  if (s.registry) foot(sh, [s.registry]);
  return invoiceDocument(made('agronomist', k, sh), s, { number, issue, due, f });
}
