import type { CorpusDocument } from '../types.js';
import {
  A4,
  type AmountStyle,
  type Ctx,
  type DateStyle,
  type Line,
  type Party,
  type Rng,
  Sheet,
  addDays,
  bill,
  cif,
  customerFor,
  date,
  day,
  dni,
  line,
  money,
  nie,
  percent,
  printId,
  qty,
} from './kit.js';
import { type Col, drawHead, drawRows, invoiceTruth } from './table.js';

/**
 * Specialised demolition invoices of the nineteenth blind set: hydrodemolition under an ERP's
 * label band, remote-controlled demolition robots with boxed header cells, industrial chimneys
 * taken down over two pages with carried sums, and underground tanks decommissioned, printed by
 * an old ERP in Courier capitals (docs/document-extraction.md#measuring-it).
 */

const LEGAL_ISP = 'Operación con inversión del sujeto pasivo (art. 84.Uno.2º.f Ley 37/1992 del IVA): el IVA lo declara el destinatario.';

// ---- hydrodemolition: ERP label band ------------------------------------------------------

interface HydroStyle {
  seller: Party;
  initials: string;
  color: string;
  zebra: string;
  numberHead: string;
  dates: DateStyle;
  amounts: AmountStyle;
  reverse: boolean;
  pay: string;
  days: number;
  prefix: string;
}

const HYDRO: HydroStyle[] = [
  {
    seller: {
      name: 'Hidrodemoliciones Cantábricas, S.L.',
      id: cif('B', '3961824'),
      idStyle: 'dash',
      street: 'Polígono de Raos, parcela 7-B',
      town: '39011 Santander (Cantabria)',
      phone: '942 35 18 70',
      registry: 'Inscrita en el Registro Mercantil de Cantabria, Tomo 1.032, Folio 88, Hoja S-21.456',
    },
    initials: 'HC',
    color: '#1d4e89',
    zebra: '#e8eef6',
    numberHead: 'Nº FACTURA',
    dates: 'slash',
    amounts: 'dots',
    reverse: true,
    pay: 'Transferencia 60 días',
    days: 60,
    prefix: 'HC-26/',
  },
  {
    seller: {
      name: 'Aquajet Demolición Técnica, S.L.U.',
      id: cif('B', '8724106'),
      street: 'C/ Torres Quevedo, 19, nave 4',
      town: '28906 Getafe (Madrid)',
      phone: '916 84 27 30',
      registry: 'Reg. Merc. de Madrid, T. 38.114, F. 201, H. M-679.102',
    },
    initials: 'AJ',
    color: '#0f7b6c',
    zebra: '#e4f3f0',
    numberHead: 'FACTURA Nº',
    dates: 'dash',
    amounts: 'euro',
    reverse: true,
    pay: 'Confirming 90 días',
    days: 90,
    prefix: 'FV26-',
  },
  {
    seller: {
      name: 'Hidrocorte Levante, S.A.',
      id: cif('A', '4618273'),
      idStyle: 'dots',
      street: 'Avda. de la Ciencia, 33',
      town: '46980 Paterna (València)',
      phone: '961 32 45 09',
      registry: 'Registro Mercantil de Valencia, Tomo 6.201, Libro 3.512, Folio 14, Hoja V-61.880',
    },
    initials: 'HL',
    color: '#b4441b',
    zebra: '#f8ebe4',
    numberHead: 'NÚM. FACTURA',
    dates: 'dots',
    amounts: 'euroFirst',
    reverse: false,
    pay: 'Recibo domiciliado 30 días',
    days: 30,
    prefix: 'A',
  },
];

function hydroLines(rng: Rng, dryHire: boolean): Line[] {
  if (dryHire) {
    return [
      line('Alquiler robot de hidrodemolición sin operador', rng.int(3, 12), 'día', rng.price(780, 1150, 500)),
      line('Alquiler bomba de alta presión 2.500 bar', rng.int(3, 12), 'día', rng.price(420, 640, 500)),
      line('Juego de lanza manual y mangueras de 40 m', rng.int(1, 3), 'sem', rng.price(180, 260, 100)),
      line('Transporte en góndola, ida y vuelta', 1, 'ud', rng.price(650, 980, 500)),
      ...(rng.chance(0.6) ? [line('Cuchilla y toberas de desgaste', rng.int(2, 6), 'ud', rng.price(38, 95))] : []),
    ];
  }
  const all = [
    ['HD-01', 'Movilización y desmovilización de equipo de hidrodemolición', 1, 1, 'ud', 1450, 2200],
    ['HD-10', 'Hidrodemolición de hormigón en losa, espesor medio 4 cm', 80, 420, 'm²', 38, 62],
    ['HD-11', 'Hidrodemolición selectiva en frentes de viga hasta 6 cm', 20, 90, 'm²', 70, 110],
    ['HD-20', 'Saneo de armaduras con agua a 2.500 bar', 30, 160, 'm²', 14, 26],
    ['HD-30', 'Recogida y decantación de aguas de proceso', 10, 60, 'm³', 18, 35],
    ['HD-40', 'Jornada adicional de equipo con dos operarios', 1, 4, 'día', 1800, 2600],
    ['HD-50', 'Gestión de lodos de hidrodemolición (LER 17 09 04)', 2, 12, 't', 45, 85],
  ] as const;
  const picked = [all[0], ...rng.sample(all.slice(1), rng.int(3, 5))];
  return picked.map(([code, text, lo, hi, unit, p1, p2]) =>
    line(text, unit === 'm²' || unit === 't' ? rng.qty(lo, hi, 2) : rng.int(lo, hi), unit, rng.price(p1, p2), { code }),
  );
}

export async function hydrodemolition(c: Ctx): Promise<CorpusDocument> {
  const st = HYDRO[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(2, 10), c.rng.int(1, 28));
  const due = addDays(issue, st.days);
  const number = `${st.prefix}${String(c.rng.int(100, 990)).padStart(4, '0')}`;
  const b = bill(hydroLines(c.rng, !st.reverse), { reverse: st.reverse });
  const sheet = new Sheet(undefined, 'Sage 200');
  const pen = sheet.pen('Helvetica');
  const L = 40;
  const W = A4.w - 80;

  sheet.box(L, 38, 48, 48, { fill: st.color, radius: 8 });
  sheet.ink('#fff', () => pen.center(st.initials, L + 24, 54, { size: 18, bold: true }));
  pen.text(s.name, 98, 42, { size: 12, bold: true });
  pen.text(s.street, 98, 58, { size: 8 });
  pen.text(s.town, 98, 68, { size: 8 });
  pen.text(`CIF: ${printId(s.id, s.idStyle)}   Tel. ${s.phone}`, 98, 78, { size: 8 });
  sheet.ink(st.color, () => pen.right('FACTURA', L + W, 44, { size: 20, bold: true }));

  sheet.box(320, 96, 235, 68, { stroke: '#999' });
  pen.text('CLIENTE', 326, 100, { size: 6.5, bold: true });
  pen.text(buyer.name, 326, 111, { size: 8.5, bold: true });
  pen.text(buyer.street, 326, 123, { size: 8 });
  pen.text(buyer.town, 326, 133, { size: 8 });
  pen.text(`CIF: ${printId(buyer.id, 'dash')}`, 326, 145, { size: 8 });

  const heads = [st.numberHead, 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'];
  const values = [number, date(issue, st.dates), date(due, st.dates), String(c.rng.int(4300, 4399)), st.pay];
  const widths = [100, 80, 90, 85, 160];
  let x = L;
  sheet.box(L, 178, W, 15, { fill: st.color });
  heads.forEach((h, i) => {
    sheet.ink('#fff', () => pen.text(h, x + 4, 182, { size: 7, bold: true }));
    sheet.box(x, 193, widths[i], 18, { stroke: '#999' });
    pen.text(values[i], x + 4, 198, { size: 8.5 });
    x += widths[i];
  });
  pen.text(`Obra: ${c.rng.pick(['Refuerzo de forjados del aparcamiento municipal', 'Rehabilitación del tablero del puente de la Ribera', 'Reparación de losas del antiguo silo portuario'])}`, L, 222, { size: 8 });

  const cols: Col[] = [
    { head: 'CÓDIGO', w: 55, get: (l) => l.code ?? '' },
    { head: 'DESCRIPCIÓN', w: 240, get: (l) => l.text },
    { head: 'CANT.', w: 50, align: 'r', get: (l) => qty(l.qty, Number.isInteger(l.qty) ? 0 : 2) },
    { head: 'UD', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'PRECIO', w: 65, align: 'r', get: (l) => money(l.price) },
    { head: 'IMPORTE', w: 75, align: 'r', get: (l) => money(l.amount) },
  ];
  if (!b.lines.some((l) => l.code)) cols[0] = { ...cols[0], head: 'REF.', get: (_l, i) => `AL-${String(i + 1).padStart(2, '0')}` };
  const look = { x: L, size: 8, headFill: st.color, headInk: '#fff', zebra: st.zebra, rowH: 16 };
  let y = drawHead(sheet, pen, cols, 236, look);
  y = drawRows(sheet, pen, cols, b.lines, y, look);
  sheet.rule(L, L + W, y + 2, { stroke: st.color, width: 1 });

  const fy = 680;
  const foot = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
  const fw = [150, 80, 130, 155];
  const fv = [money(b.base, st.amounts), st.reverse ? 'ISP' : '21 %', money(b.vat, st.amounts), money(b.total, st.amounts)];
  x = L;
  sheet.box(L, fy, W, 15, { fill: st.color });
  foot.forEach((h, i) => {
    sheet.ink('#fff', () => pen.center(h, x + fw[i] / 2, fy + 4, { size: 7, bold: true }));
    sheet.box(x, fy + 15, fw[i], 22, { stroke: '#999' });
    pen.center(fv[i], x + fw[i] / 2, fy + 22, { size: 9.5, bold: i === 3 });
    x += fw[i];
  });
  if (st.reverse) {
    sheet.box(L, 730, W, 26, { stroke: st.color });
    pen.paragraph(LEGAL_ISP, L + 6, 735, W - 12, { size: 7.5 });
  }
  pen.text(`${s.name} · ${s.registry} · CIF ${s.id}`, L, 805, { size: 6 });

  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}

// ---- remote-controlled demolition robots: a brand, boxed header cells -----------------------

interface RobotStyle {
  seller: Party;
  brand: string;
  color: string;
  discount: boolean;
  prompt: number;
  dates: DateStyle;
  amounts: AmountStyle;
  labels: [string, string, string];
  prefix: string;
}

const ROBOT: RobotStyle[] = [
  {
    seller: {
      name: 'Robotic Demolition Ibérica, S.L.',
      id: cif('B', '5079312'),
      street: 'Pol. Malpica, calle E, nave 21',
      town: '50016 Zaragoza',
      phone: '976 57 20 44',
      mail: 'obras@robodem.es',
      registry: 'R.M. Zaragoza, Tomo 4.418, Folio 130, Hoja Z-66.710',
    },
    brand: 'ROBODEM',
    color: '#c8102e',
    discount: true,
    prompt: 0,
    dates: 'slash',
    amounts: 'euro',
    labels: ['Factura nº', 'Fecha', 'Vencimiento'],
    prefix: 'R-2026/',
  },
  {
    seller: {
      name: 'Demoliciones Teledirigidas Guadalquivir, S.L.',
      id: cif('B', '9128460'),
      idStyle: 'dash',
      street: 'Ctra. Sevilla-Málaga km 4, P.I. La Red Sur 8',
      town: '41500 Alcalá de Guadaíra (Sevilla)',
      phone: '955 61 03 92',
      mail: 'administracion@detegua.es',
      registry: 'Inscrita en el R.M. de Sevilla, Tomo 7.215, Folio 44, Hoja SE-120.339',
    },
    brand: 'DETEGUA',
    color: '#2f6f3e',
    discount: false,
    prompt: 0,
    dates: 'mon',
    amounts: 'dots',
    labels: ['Nº Factura', 'Fecha factura', 'Vto.'],
    prefix: 'DT',
  },
  {
    seller: {
      name: 'Martín Ollero Robots de Derribo, S.L.L.',
      id: cif('B', '0263187'),
      street: 'C/ Río Duero, 5',
      town: '10005 Cáceres',
      phone: '927 23 66 10',
      mail: 'facturas@mor-derribos.com',
      registry: 'Registro Mercantil de Cáceres, Tomo 702, Folio 19, Hoja CC-11.904',
    },
    brand: 'MOR · DERRIBOS',
    color: '#4b3f72',
    discount: false,
    prompt: 2,
    dates: 'es',
    amounts: 'dots',
    labels: ['Factura', 'Fecha', 'Vencimiento'],
    prefix: 'M/26/',
  },
];

function robotLines(rng: Rng, discount: boolean): Line[] {
  const all = [
    ['Robot de demolición teledirigido 1.500 kg con operador', 8, 64, 'h', 58, 78],
    ['Robot de demolición teledirigido 3.000 kg con operador', 8, 48, 'h', 82, 105],
    ['Martillo hidráulico adicional para robot', 1, 8, 'día', 95, 140],
    ['Pinza trituradora de hormigón', 1, 6, 'día', 120, 180],
    ['Minicargadora con operador para retirada de escombro', 4, 32, 'h', 38, 52],
    ['Transporte del equipo en camión grúa, ida y vuelta', 1, 1, 'ud', 380, 640],
    ['Dietas y alojamiento del operador', 1, 6, 'día', 65, 95],
  ] as const;
  const picked = [all[rng.int(0, 1)], ...rng.sample(all.slice(2), rng.int(3, 4))];
  return picked.map(([text, lo, hi, unit, p1, p2]) =>
    line(text, rng.int(lo, hi), unit, rng.price(p1, p2), discount && rng.chance(0.6) ? { dto: rng.pick([5, 10, 12]) } : {}),
  );
}

/** A robot invoice; `overcharge` puts that much on its second line's amount (the hard one). */
export async function demolitionRobots(c: Ctx, overcharge = 0): Promise<CorpusDocument> {
  const st = ROBOT[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 11), c.rng.int(1, 28));
  const due = addDays(issue, c.rng.pick([30, 45, 60]));
  const number = `${st.prefix}${String(c.rng.int(40, 880)).padStart(st.prefix === 'DT' ? 5 : 4, '0')}`;
  const lines = robotLines(c.rng, st.discount);
  const b = bill(lines, { prompt: st.prompt || undefined });
  let printed: { base: number; vat: number; total: number } | undefined;
  let shown = b;
  if (overcharge) {
    const wrong = lines.map((l, i) => (i === 1 ? { ...l, amount: l.amount + overcharge } : l));
    const base = wrong.reduce((t, l) => t + l.amount, 0);
    const vat = percent(base, 21);
    printed = { base, vat, total: base + vat };
    shown = { ...b, lines: wrong, gross: base, base, vat, rows: [{ rate: 21, base, vat }], total: base + vat };
  }
  const sheet = new Sheet(undefined, 'a3ERP');
  const pen = sheet.pen('Helvetica');
  const L = 40;

  sheet.ink(st.color, () => pen.text(st.brand, L, 36, { size: 26, bold: true }));
  pen.text(s.name, L, 68, { size: 9, bold: true });
  pen.text(`${s.street} · ${s.town}`, L, 80, { size: 7.5 });
  pen.text(`C.I.F. ${printId(s.id, s.idStyle)} · Tel. ${s.phone} · ${s.mail}`, L, 90, { size: 7.5 });

  const cells = [
    [st.labels[0], number],
    [st.labels[1], date(issue, st.dates)],
    [st.labels[2], date(due, st.dates)],
  ];
  cells.forEach(([label, value], i) => {
    sheet.box(355, 38 + i * 22, 200, 20, { stroke: st.color });
    pen.text(`${label}:`, 361, 44 + i * 22, { size: 8 });
    pen.right(value, 549, 44 + i * 22, { size: 9, bold: i === 0 });
  });

  sheet.box(L, 126, 270, 70, { stroke: '#888' });
  pen.text('Cliente', L + 6, 130, { size: 7, italic: true });
  pen.text(buyer.name, L + 6, 142, { size: 9, bold: true });
  pen.text(buyer.street, L + 6, 155, { size: 8 });
  pen.text(buyer.town, L + 6, 166, { size: 8 });
  pen.text(`NIF ${buyer.id}`, L + 6, 178, { size: 8 });
  pen.text('Obra:', 355, 132, { size: 8, bold: true });
  pen.paragraph(c.rng.pick(['Demolición interior del antiguo mercado de abastos', 'Vaciado de la nave de calderas de la azucarera', 'Demolición selectiva de forjados en edificio protegido']), 355, 144, 200, { size: 8 });
  pen.text(`Pedido: ${c.rng.int(2600, 2699)}/${c.rng.int(10, 99)}`, 355, 176, { size: 8 });

  const cols: Col[] = st.discount
    ? [
        { head: 'Descripción', w: 245, get: (l) => l.text },
        { head: 'Cant.', w: 45, align: 'r', get: (l) => qty(l.qty, 0) },
        { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
        { head: 'Precio', w: 60, align: 'r', get: (l) => money(l.price) },
        { head: 'Dto. %', w: 50, align: 'r', get: (l) => (l.dto ? qty(l.dto, 2) : '') },
        { head: 'Importe', w: 80, align: 'r', get: (l) => money(l.amount) },
      ]
    : [
        { head: 'Descripción', w: 290, get: (l) => l.text },
        { head: 'Cantidad', w: 55, align: 'r', get: (l) => qty(l.qty, 2) },
        { head: 'Unidad', w: 40, align: 'c', get: (l) => l.unit },
        { head: 'Precio', w: 60, align: 'r', get: (l) => money(l.price) },
        { head: 'Importe', w: 70, align: 'r', get: (l) => money(l.amount) },
      ];
  const look = { x: L, size: 8, grid: true, headFill: '#eeeeee', rowH: 17 };
  let y = drawHead(sheet, pen, cols, 214, look);
  y = drawRows(sheet, pen, cols, shown.lines, y, look);

  const rows: [string, string][] = [];
  if (shown.prompt) {
    rows.push(['Importe bruto', money(shown.gross, st.amounts)]);
    rows.push([`Dto. pronto pago ${shown.prompt.rate} %`, money(-shown.prompt.amount, st.amounts)]);
  }
  rows.push(['Base imponible', money(shown.base, st.amounts)], ['IVA 21 %', money(shown.vat, st.amounts)], ['TOTAL FACTURA', money(shown.total, st.amounts)]);
  y = Math.max(y + 24, 560);
  rows.forEach(([label, value], i) => {
    const last = i === rows.length - 1;
    sheet.box(355, y, 200, 20, last ? { fill: '#f1f1f1', stroke: st.color, width: 1.2 } : { stroke: '#888' });
    pen.text(label, 361, y + 6, { size: 8.5, bold: last });
    pen.right(value, 549, y + 6, { size: 9, bold: last });
    y += 20;
  });
  pen.text('Forma de pago: transferencia bancaria al vencimiento', L, 740, { size: 7.5 });
  pen.text(`IBAN ES${c.rng.int(10, 99)} 2100 ${c.rng.int(1000, 9999)} ${c.rng.int(1000, 9999)} 0200 ${c.rng.int(1000, 9999)}`, L, 751, { size: 7.5 });
  pen.text(s.registry ?? '', L, 805, { size: 6 });

  return invoiceTruth({
    id: c.id,
    layout: c.layout,
    bytes: await sheet.finish(),
    buyer,
    seller: s,
    number,
    issue,
    due,
    bill: b,
    printed,
    hard: overcharge
      ? `its second line's amount is ${money(overcharge)} more than its hours times its rate; base, VAT and total add the printed amounts`
      : undefined,
  });
}

// ---- industrial chimneys: two pages with carried sums, Times, letterhead on the right ------

interface ChimneyStyle {
  seller: Party;
  activity: string;
  carry: [string, string];
  pageMark: (p: number) => string;
  dates: DateStyle;
  reverse: boolean;
  numberLabel: string;
  number: (rng: Rng) => string;
}

const CHIMNEY: ChimneyStyle[] = [
  {
    seller: {
      name: 'Chimeneas y Derribos en Altura Norte, S.L.',
      id: cif('B', '4825193'),
      street: 'Ribera de Deusto, 87, 3º',
      town: '48014 Bilbao (Bizkaia)',
      phone: '944 75 30 18',
    },
    activity: 'Demolición de chimeneas industriales y trabajos en altura',
    carry: ['Suma y sigue', 'Suma anterior'],
    pageMark: (p) => `Página ${p} de 2`,
    dates: 'es',
    reverse: false,
    numberLabel: 'Factura nº',
    number: (rng) => `2026/${String(rng.int(20, 240)).padStart(4, '0')}`,
  },
  {
    seller: {
      name: 'Desmontajes Verticales Ebro, S.A.',
      id: cif('A', '2614078'),
      idStyle: 'dash',
      street: 'Avda. de Lobete, 52',
      town: '26004 Logroño (La Rioja)',
      phone: '941 20 47 15',
    },
    activity: 'Desmontaje de chimeneas, silos y estructuras singulares',
    carry: ['Van', 'Vienen'],
    pageMark: (p) => `Hoja ${p}/2`,
    dates: 'slash',
    reverse: true,
    numberLabel: 'FACTURA Nº',
    number: (rng) => `E-${rng.int(1200, 1890)}`,
  },
  {
    seller: {
      name: 'Ángela Cortés Villanueva',
      id: dni('70841236'),
      street: 'C/ Padre Claret, 14, bajo',
      town: '40001 Segovia',
      phone: '629 41 70 52',
      trade: 'VERTICALES CORTÉS',
    },
    activity: 'Trabajos verticales · desmontaje de chimeneas de ladrillo',
    carry: ['Total hoja 1 (pasa a la hoja 2)', 'Viene de la hoja 1'],
    pageMark: (p) => `— ${p} —`,
    dates: 'dash',
    reverse: false,
    numberLabel: 'Núm. de factura',
    number: (rng) => `VC-26-${String(rng.int(5, 60)).padStart(3, '0')}`,
  },
];

function chimneyLines(rng: Rng): Line[] {
  const top = rng.int(14, 17) * 3;
  const out: Line[] = [
    line('Montaje de plataforma autoelevable de mástil junto al fuste', 1, 'ud', rng.price(1400, 2100, 500)),
    line('Alquiler de plataforma autoelevable de mástil', rng.int(3, 6), 'sem', rng.price(620, 890, 500)),
    line('Retirada de pararrayos, bajante de cobre y escalas de gato', 1, 'ud', rng.price(380, 620, 500)),
  ];
  for (let h = top; h > 9; h -= 3) {
    const vol = rng.qty(2.2, 6.4, 2);
    out.push(line(`Tramo ${h},00 a ${h - 3},00 m: desmontaje manual de fábrica de ladrillo`, vol, 'm³', rng.price(190, 260, 100)));
    out.push(line(`Tramo ${h},00 a ${h - 3},00 m: bajada de escombro por el interior del fuste`, vol, 'm³', rng.price(32, 48, 50)));
  }
  out.push(
    line('Derribo mecánico de la base del fuste hasta cota 0,00', rng.qty(14, 30, 2), 'm³', rng.price(48, 75, 50)),
    line('Carga y transporte de escombro a planta de RCD', rng.int(4, 9), 'viaje', rng.price(140, 190, 500)),
    line('Canon de planta de RCD, escombro limpio', rng.qty(40, 95, 2), 't', rng.price(6, 11, 10)),
    line('Desmontaje de plataforma autoelevable', 1, 'ud', rng.price(900, 1400, 500)),
  );
  return out;
}

export async function industrialChimneys(c: Ctx): Promise<CorpusDocument> {
  const st = CHIMNEY[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(3, 11), c.rng.int(1, 28));
  const due = addDays(issue, 30);
  const number = st.number(c.rng);
  const b = bill(chimneyLines(c.rng), { reverse: st.reverse });
  const sheet = new Sheet(undefined, 'Facturación');
  const pen = sheet.pen('Times', 10);
  const L = 45;
  const R = A4.w - 45;

  // a chimney drawn as the logo, the letterhead on the right
  sheet.doc.save();
  sheet.doc.polygon([L + 10, 110], [L + 16, 40], [L + 24, 40], [L + 30, 110]).fill('#7a2e1e');
  sheet.doc.restore();
  sheet.doc.fillColor('#000');
  let y = 40;
  if (s.trade) {
    pen.right(s.trade, R, y, { size: 15, bold: true });
    y += 18;
  }
  pen.right(s.name, R, y, { size: s.trade ? 10 : 13, bold: true });
  y += s.trade ? 13 : 16;
  pen.right(st.activity, R, y, { size: 8.5, italic: true });
  pen.right(s.street, R, y + 12, { size: 9 });
  pen.right(s.town, R, y + 23, { size: 9 });
  pen.right(`N.I.F.: ${printId(s.id, s.idStyle)} · Tel. ${s.phone}`, R, y + 34, { size: 9 });

  pen.text('Sres.:', L, 140, { size: 9, italic: true });
  pen.text(buyer.name, L, 152, { bold: true });
  pen.text(buyer.street, L, 165, { size: 9 });
  pen.text(buyer.town, L, 176, { size: 9 });
  pen.text(`C.I.F.: ${printId(buyer.id, 'dash')}`, L, 187, { size: 9 });

  pen.text('FACTURA', 340, 140, { size: 15, bold: true });
  pen.text(`${st.numberLabel}: ${number}`, 340, 160);
  pen.text(`Fecha: ${date(issue, st.dates)}`, 340, 173);
  pen.text(`Vencimiento: ${date(due, st.dates)}`, 340, 186);
  pen.text(`Obra: demolición de la chimenea de la antigua ${c.rng.pick(['cerámica', 'fábrica de harinas', 'papelera', 'azucarera'])}`, L, 210, { size: 9 });

  const cols: Col[] = [
    { head: 'Concepto', w: 300, get: (l) => l.text },
    { head: 'Medición', w: 60, align: 'r', get: (l) => qty(l.qty, Number.isInteger(l.qty) ? 0 : 2) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 55, align: 'r', get: (l) => money(l.price) },
    { head: 'Importe', w: 55, align: 'r', get: (l) => money(l.amount) },
  ];
  const look = { x: L, size: 8.5, rowRules: true, rowH: 15 };
  const split = 24;
  const first = b.lines.slice(0, split);
  const rest = b.lines.slice(split);
  const carried = first.reduce((t, l) => t + l.amount, 0);
  y = drawHead(sheet, pen, cols, 228, look);
  y = drawRows(sheet, pen, cols, first, y, look);
  pen.right(`${st.carry[0]} ........ ${money(carried)}`, R, y + 10, { size: 10, bold: true });
  pen.center(st.pageMark(1), A4.w / 2, 810, { size: 8 });

  sheet.newPage();
  pen.text(s.trade ?? s.name, L, 40, { size: 11, bold: true });
  pen.right(`${st.numberLabel}: ${number} · ${date(issue, st.dates)}`, R, 42, { size: 9 });
  sheet.rule(L, R, 58);
  y = drawHead(sheet, pen, cols, 70, look);
  pen.text(st.carry[1], L + 3, y + 4, { size: 9, bold: true });
  pen.right(money(carried), R - 3, y + 4, { size: 9, bold: true });
  y = drawRows(sheet, pen, cols, rest, y + 16, look);

  y += 20;
  const rows: [string, string][] = [
    ['Base imponible', money(b.base)],
    st.reverse ? ['IVA (inversión del sujeto pasivo)', money(0)] : ['I.V.A. 21 %', money(b.vat)],
    ['TOTAL FACTURA', money(b.total, 'euro')],
  ];
  for (const [label, value] of rows) {
    pen.text(label, 330, y, { size: 10, bold: label.startsWith('TOTAL') });
    pen.right(value, R, y, { size: 10, bold: label.startsWith('TOTAL') });
    y += 15;
  }
  if (st.reverse) pen.paragraph(LEGAL_ISP, L, y + 12, R - L, { size: 8, italic: true });
  pen.text('Forma de pago: transferencia a 30 días fecha factura.', L, y + 40, { size: 8.5 });
  pen.center(st.pageMark(2), A4.w / 2, 810, { size: 8 });

  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}

// ---- underground tanks decommissioned: old ERP, Courier capitals ----------------------------

interface TankStyle {
  seller: Party;
  numberLabel: string;
  irpf: number;
  amounts: AmountStyle;
  dates: DateStyle;
}

const TANK: TankStyle[] = [
  {
    seller: { name: 'Desgasificaciones del Sureste, S.L.', id: cif('B', '3042817'), street: 'Ctra. de Alicante km 7,5', town: '30163 Cobatillas (Murcia)', phone: '968 86 12 40' },
    numberLabel: 'FACTURA NUM.:',
    irpf: 0,
    amounts: 'plain',
    dates: 'slash',
  },
  {
    seller: { name: 'Tanques Limpios Bierzo, C.B.', id: cif('E', '2473915'), street: 'Avda. de Galicia, 301', town: '24402 Ponferrada (Leon)', phone: '987 40 55 21' },
    numberLabel: 'NUM. FACTURA:',
    irpf: 0,
    amounts: 'plainEur',
    dates: 'dots',
  },
  {
    seller: { name: 'Radu Constantin Ionescu', id: nie('X', '4302718'), street: 'C/ Alfareros, 9', town: '45600 Talavera de la Reina (Toledo)', phone: '671 20 38 94', trade: 'INERTIZACIONES RADU' },
    numberLabel: 'FACTURA N.:',
    irpf: 1,
    amounts: 'plain',
    dates: 'slash',
  },
];

const plainCaps = (s: string) => s.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

function tankLines(rng: Rng): Line[] {
  const litres = rng.pick([3000, 5000, 10000, 20000]);
  return [
    line(`DESGASIFICACION DEPOSITO GASOLEO ${qty(litres, 0)} L`, rng.int(1, 2), 'UD', rng.price(480, 760, 500)),
    line('EXTRACCION Y GESTION DE LODOS LER 13 05 02*', rng.int(120, 900), 'KG', rng.price(0.65, 1.2, 1)),
    line('INERTIZACION CON ESPUMA DE POLIURETANO', rng.qty(4, 28, 1), 'M3', rng.price(78, 115, 100)),
    line('MEDICION ATMOSFERA EXPLOSIVA Y CERTIFICADO', 1, 'UD', rng.price(150, 240, 500)),
    ...(rng.chance(0.5) ? [line('CORTE Y RETIRADA DE DEPOSITO METALICO', 1, 'UD', rng.price(420, 690, 500))] : []),
    line('TRANSPORTE A GESTOR AUTORIZADO', rng.int(1, 3), 'VIAJE', rng.price(110, 170, 500)),
  ];
}

export async function undergroundTanks(c: Ctx): Promise<CorpusDocument> {
  const st = TANK[c.k];
  const s = st.seller;
  const buyer = customerFor(c.rng);
  const issue = day(2026, c.rng.int(1, 12), c.rng.int(1, 28));
  const due = addDays(issue, 30);
  const number = `26/${String(c.rng.int(100, 999)).padStart(6, '0')}`;
  const b = bill(tankLines(c.rng), { irpf: st.irpf });
  const sheet = new Sheet(undefined, 'GESTION');
  const pen = sheet.pen('Courier', 9);
  const L = 40;
  const dash = '-'.repeat(86);
  const w = (s2: string, y: number, o = {}) => pen.text(plainCaps(s2), L, y, o);
  const cols = (a: string, width: number) => a.padEnd(width).slice(0, width);

  let y = 40;
  if (s.trade) {
    w(s.trade, y, { size: 12, bold: true });
    y += 15;
  }
  w(s.name, y, { bold: true });
  w(`${s.street} - ${s.town}`, y + 11);
  w(`${/^[XYZ]|^\d/.test(s.id) ? 'N.I.F.' : 'C.I.F.'}: ${s.id}   TLF: ${s.phone}`, y + 22);
  y += 40;
  w(dash, y, { size: 7.5 });
  w(`${cols(`${st.numberLabel} ${number}`, 36)}FECHA......: ${date(issue, st.dates)}`, y + 11);
  w(`${cols(`CLIENTE.....: ${c.rng.int(1000, 9999)}`, 36)}VENCIMIENTO: ${date(due, st.dates)}`, y + 22);
  w(dash, y + 33, { size: 7.5 });
  w(`DESTINATARIO: ${buyer.name}`, y + 46);
  w(`              ${buyer.street}`, y + 57);
  w(`              ${buyer.town}`, y + 68);
  w(`              CIF: ${buyer.id}`, y + 79);
  w(`OBRA: ${c.rng.pick(['ANTIGUA ESTACION DE SERVICIO N-IV', 'COLEGIO PUBLICO - SALA DE CALDERAS', 'NAVE TALLERES FERROCARRIL'])}`, y + 95);
  y += 112;
  w(dash, y, { size: 7.5 });
  w(`${cols('CONCEPTO', 44)}${'CANTIDAD'.padStart(9)} ${cols('UD', 5)}${'PRECIO'.padStart(9)}${'IMPORTE'.padStart(11)}`, y + 11);
  w(dash, y + 22, { size: 7.5 });
  y += 35;
  for (const l of b.lines) {
    const q = qty(l.qty, Number.isInteger(l.qty) ? 0 : 2, false);
    w(`${cols(l.text, 44)}${q.padStart(9)} ${cols(l.unit, 5)}${money(l.price, 'plain').padStart(9)}${money(l.amount, 'plain').padStart(11)}`, y);
    y += 12;
  }
  w(dash, y + 4, { size: 7.5 });
  y += 18;
  const tot = (label: string, v: string) => {
    w(`${' '.repeat(40)}${label.padEnd(24, '.')}${v.padStart(14)}`, y);
    y += 12;
  };
  tot('BASE IMPONIBLE ', money(b.base, 'plain'));
  tot('I.V.A. 21% ', money(b.vat, 'plain'));
  if (b.irpf) tot('RETENCION IRPF 1% ', money(-b.irpf, 'plain'));
  tot('TOTAL FACTURA ', money(b.total, st.amounts));
  w(dash, y + 4, { size: 7.5 });
  w('FORMA DE PAGO: TRANSFERENCIA 30 DIAS', y + 16);
  return invoiceTruth({ id: c.id, layout: c.layout, bytes: await sheet.finish(), buyer, seller: s, number, issue, due, bill: b });
}
