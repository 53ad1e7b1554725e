import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { BLACK, type Col, GREY, LIGHT, type Supplier, WHITE, buyerBlock, foot, gridAbove, labelBand, letterhead, pairs, stacked, table } from './blocks.js';
import { buyer, noteDocument } from './common.js';
import { type Line, PAGE, Sheet, cif, dashed, date, day, dni, line, money, percent, price, qty, sum } from './kit.js';

/**
 * Valued delivery notes: greenhouse film and profiles, solar-tracker steel (one over two pages),
 * biomass fuel on a half-page ticket, livestock fittings worded in Catalan, substation and
 * earthing materials, and wind-turbine foundation supplies.
 */

const made = (layout: string, k: number, sheet: Sheet, extra: { expectComplete?: boolean; why?: string; id?: string } = {}) => ({
  id: extra.id ?? `blind18-${layout}-${k + 1}`,
  layout: `blind18-${layout}`,
  sheet,
  buyer: buyer(k + 1),
  ...extra,
});

// ---- greenhouse film and profiles: header grid with the labels above --------------------

const FILM: Supplier[] = [
  {
    name: 'Plásticos Agrícolas del Sureste, S.A.',
    id: cif('A', '0420516'),
    idLabel: 'CIF',
    street: 'Polígono La Redonda, calle IV, 18',
    town: '04710 Santa María del Águila (Almería)',
    phone: '950 58 30 21',
    registry: 'Registro Mercantil de Almería, tomo 702, folio 33, hoja AL-9.118',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [0, 120, 90],
  },
  {
    name: 'Filmes y Mallas Campo de Dalías, S.L.',
    id: cif('B', '0467391'),
    idLabel: 'N.I.F.',
    street: 'Carretera de la Costa, 201',
    town: '04750 Dalías (Almería)',
    phone: '950 49 72 16',
    registry: 'R.M. de Almería, tomo 1.540, folio 80, hoja AL-41.007',
    idInRegistryOnly: true,
    family: 'Helvetica',
    money: 'code-after',
    date: 'dash',
    accent: [40, 40, 120],
  },
  {
    name: 'Perfilería de Invernadero La Mojonera, S.L.L.',
    id: cif('B', '0481127'),
    idLabel: 'CIF:',
    street: 'Avenida de Europa, 64',
    town: '04745 La Mojonera (Almería)',
    phone: '950 33 81 40',
    family: 'Times',
    money: 'eur-after',
    date: 'iso',
    accent: [120, 80, 0],
  },
];

export async function filmNote(k: number): Promise<CorpusDocument> {
  const s = FILM[k];
  const rng = new Mulberry32(seedOf(`blind18-film-${k}`));
  const when = [day(2026, 2, 9), day(2026, 3, 3), day(2026, 5, 26)][k];
  const number = ['ALB-26-01874', '26/00933', 'A 4127'][k];
  const lines: Line[] = [
    line('Film tricapa térmico 200 galgas, ancho 12 m', rng.int(1200, 3600) * 1000 + 500, 'm²', [92, 95, 98][k], { code: 'FT200-12' }),
    line('Film difuso antigoteo 180 galgas, ancho 10 m', rng.int(800, 2400) * 1000 + 250, 'm²', [88, 91, 86][k], { code: 'FD180-10' }),
    line('Malla antiinsectos 20x10 hilos, rollo de 3,20 x 100 m', rng.int(3, 12) * 1000, 'rollo', [19900, 20450, 19600][k], { code: 'MA2010' }),
    line('Perfil de anclaje de film galvanizado, barra de 4 m', rng.int(80, 300) * 1000, 'ud', [310, 325, 298][k], { code: 'PA-4' }),
    line('Alambre zig-zag plastificado, barra de 2 m', rng.int(150, 500) * 1000, 'ud', [42, 45, 40][k], { code: 'ZZ-2' }),
    line('Cinta de reparación de film, rollo de 25 m', rng.int(4, 20) * 1000, 'ud', [1150, 1190, 1120][k], { code: 'CR-25' }),
  ];
  const subtotal = sum(lines.map((l) => l.amount));
  const sh = new Sheet(s.family, `Albarán ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, 'left');
  p.right('ALBARÁN', PAGE.right, 40, { size: 20, bold: true });
  p.right('DE ENTREGA', PAGE.right, 62, { size: 10 });
  y = gridAbove(
    sh,
    PAGE.left,
    Math.max(y, 110),
    [
      ['Nº ALBARÁN', number],
      ['FECHA', date(when, s.date)],
      ['SU PEDIDO', ['Pedido 118', 'OC-2231', 'Tel. Sr. Gómez'][k]],
      ['CÓD. CLIENTE', ['C-0417', '30115', '0993'][k]],
      ['TRANSPORTISTA', ['Medios propios', 'Trans. Dalías 1234-LKM', 'Recoge cliente'][k]],
    ],
    [95, 80, 90, 80, 170],
  );
  y = buyerBlock(sh, buyer(k + 1), PAGE.left, y, 300, { label: 'ENTREGAR A', extra: ['Obra: invernaderos finca Las Norias'] });
  const cols: Col[] = [
    { head: 'Código', w: 65, get: (l) => l.code ?? '' },
    { head: 'Descripción', w: 220, get: (l) => l.description },
    { head: 'Cantidad', w: 60, align: 'r', get: (l) => qty(l.qty, 2, true) },
    { head: 'Ud.', w: 35, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 55, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 80, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'box', headFill: GREY, grid: true, size: 8 });
  sh.box(PAGE.right - 220, y + 4, 220, 20, { width: 1.2 });
  p.text('Total albarán (sin IVA)', PAGE.right - 214, y + 10, { size: 9, bold: true });
  p.right(money(subtotal, m), PAGE.right - 6, y + 10, { size: 9, bold: true });
  sh.box(PAGE.left, y + 40, 240, 50);
  p.text('Recibí conforme (firma y DNI):', PAGE.left + 6, y + 46, { size: 7.5 });
  foot(sh, [`${s.name} · ${s.registry ?? s.street}${s.idInRegistryOnly ? ` · NIF ${s.id}` : ''}`]);
  return noteDocument(made('film', k, sh), s, { number, date: when, lines, subtotal });
}

// ---- solar-tracker steel: Times under a centred letterhead, one over two pages ----------

const TRACKER_STEEL: Supplier[] = [
  {
    name: 'Perfiles Hincados del Guadalquivir, S.A.',
    id: cif('A', '4128306'),
    idLabel: 'C.I.F.',
    street: 'Polígono Store, calle A, 21',
    town: '41008 Sevilla',
    phone: '954 35 20 77',
    registry: 'Registro Mercantil de Sevilla, tomo 4.412, folio 19, hoja SE-61.880',
    family: 'Times',
    money: 'eur-after',
    date: 'words-es',
    accent: [0, 0, 0],
  },
  {
    name: 'Tornillería Solar Extremeña, S.L.',
    id: cif('B', '1046723'),
    idLabel: 'CIF',
    street: 'Avenida de la Hispanidad, 40',
    town: '10005 Cáceres',
    phone: '927 62 18 30',
    family: 'Times',
    money: 'plain-grouped',
    date: 'slash',
    accent: [0, 0, 0],
  },
  {
    name: 'Galvanizados Sierra Morena, S.L.',
    id: cif('B', '1439805'),
    idLabel: 'NIF',
    street: 'Carretera de Córdoba, km 8',
    town: '14200 Peñarroya-Pueblonuevo (Córdoba)',
    phone: '957 56 40 19',
    registry: 'R.M. de Córdoba, tomo 2.206, folio 71, hoja CO-30.114',
    family: 'Times',
    money: 'eur-after',
    date: 'dash',
    accent: [0, 0, 0],
  },
];

export async function trackerSteelNote(k: number): Promise<CorpusDocument> {
  const s = TRACKER_STEEL[k];
  const rng = new Mulberry32(seedOf(`blind18-tracker-steel-${k}`));
  const when = [day(2026, 4, 16), day(2026, 6, 2), day(2026, 8, 25)][k];
  const number = ['AH-26/1192', '004418', 'GSM 26 0377'][k];
  const two = k === 0;
  const base: [string, string, number][] = [
    ['Perfil hincado W6x9 galvanizado, L=4,20 m', 'ud', 6850],
    ['Perfil hincado W6x12 galvanizado, L=4,80 m', 'ud', 8920],
    ['Tubo de torsión cuadrado 120x120x3, L=7 m', 'ud', 11480],
    ['Cojinete de tubo de torsión con casquillo', 'ud', 1390],
    ['Correa omega para módulo 2V, L=2,30 m', 'ud', 612],
    ['Tornillo M12x35 8.8 galvanizado con tuerca', 'ud', 21],
    ['Tornillo M16x50 8.8 galvanizado con tuerca', 'ud', 48],
    ['Arandela plana M16 galvanizada', 'ud', 6],
    ['Pletina de unión de correas', 'ud', 184],
    ['Actuador lineal del seguidor 24 V', 'ud', 21450],
  ];
  const rows = two ? [...base, ...base.map(([d, u, p]) => [`${d} (2ª entrega)`, u, p] as [string, string, number]), ...base.slice(0, 8).map(([d, u, p]) => [`${d} (reposición)`, u, p] as [string, string, number])] : base;
  const lines = rows.map(([d, u, pr]) => line(d, rng.int(d.startsWith('Tornillo') || d.startsWith('Arandela') ? 200 : 4, d.startsWith('Tornillo') || d.startsWith('Arandela') ? 2400 : 160) * 1000, u, pr + [0, 12, -8][k] * (pr > 1000 ? 1 : 0)));
  const subtotal = sum(lines.map((l) => l.amount));
  const sh = new Sheet('Times', `Albarán ${number}`);
  const p = sh.pen;
  const m = s.money;
  const c = PAGE.width / 2;
  const head = (page: number, pages: number): number => {
    if (page > 1) {
      p.center(s.name, c, 40, { size: 12, bold: true });
      p.center(`Albarán ${number} · Hoja ${page} de ${pages}`, c, 56, { size: 9 });
      return 80;
    }
    return 0;
  };
  let y = letterhead(sh, s, 'centred');
  p.center('ALBARÁN DE ENTREGA', c, y, { size: 13, bold: true });
  y += 22;
  pairs(
    sh,
    PAGE.left,
    y,
    [
      [['Nº Doc.:', 'Albarán nº', 'Documento nº'][k], number],
      ['Fecha:', date(when, s.date)],
      ['Su pedido:', ['PO-FV-00412', 'Pedido 2231/26', 'OC 118'][k]],
      ['Destino:', ['FV Tierra de Barros', 'FV Campo de Criptana', 'FV La Sagra'][k]],
    ],
    { labelW: 66, size: 9.5, step: 13 },
  );
  y = buyerBlock(sh, buyer(k + 1), 310, y - 4, 245, { label: 'Cliente', boxed: true });
  if (two) p.right('Hoja 1 de 2', PAGE.right, 800, { size: 8 });
  const cols: Col[] = [
    { head: 'Descripción', w: 280, get: (l) => l.description },
    { head: 'Cantidad', w: 60, align: 'r', get: (l) => qty(l.qty, 0, true) },
    { head: 'Ud.', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 60, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 85, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'rule', size: 9, rowH: 15 }, two ? { pages: [22, 6], carry: { out: 'Suma y sigue', in: 'Suma anterior', money: m }, startPage: head } : {});
  sh.line(PAGE.right - 230, y + 2, PAGE.right, y + 2, { width: 1 });
  p.text('Importe total (IVA no incluido)', PAGE.right - 230, y + 8, { size: 9.5, bold: true });
  p.right(money(subtotal, m), PAGE.right, y + 8, { size: 9.5, bold: true });
  p.text('Material galvanizado en caliente según UNE-EN ISO 1461. Certificados 3.1 disponibles.', PAGE.left, y + 34, { size: 8, italic: true });
  if (s.registry) foot(sh, [s.registry]);
  return noteDocument(made('tracker-steel', k, sh), s, { number, date: when, lines, subtotal });
}

// ---- biomass fuel: a framed half-page ticket --------------------------------------------

const PELLETS: Supplier[] = [
  {
    name: 'Forestal del Alto Tajo, S. Coop.',
    id: cif('F', '1925063'),
    idLabel: 'CIF',
    street: 'Camino del Aserradero, s/n',
    town: '19310 Taravilla (Guadalajara)',
    phone: '949 83 20 11',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [30, 100, 40],
  },
  {
    name: 'Sergio Bermejo Cuesta',
    id: dni('09418273'),
    idLabel: 'NIF',
    brand: 'PELLETS Y ASTILLAS BERMEJO',
    street: 'CTRA. DE VILLABLINO, 14',
    town: '24100 VILLABLINO (LEON)',
    phone: '619 33 40 82',
    family: 'Courier',
    money: 'plain',
    date: 'dots-short',
    accent: [0, 0, 0],
  },
  {
    name: 'Biocombustibles Sierra de Gredos, S.L.',
    id: cif('B', '0516284'),
    idLabel: 'N.I.F.',
    street: 'Polígono Las Hervencias, 22',
    town: '05004 Ávila',
    phone: '920 25 71 36',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'dash',
    accent: [140, 70, 10],
  },
];

export async function pelletsNote(k: number): Promise<CorpusDocument> {
  const s = PELLETS[k];
  const rng = new Mulberry32(seedOf(`blind18-pellets-${k}`));
  const when = [day(2026, 1, 13), day(2026, 11, 24), day(2026, 12, 18)][k];
  const number = ['T-004512', '2611', '26-0907'][k];
  const courier = s.family === 'Courier';
  const lines: Line[] = [
    line(courier ? 'PELLET ENPLUS A1 GRANEL SOPLADO' : 'Pellet ENplus A1 a granel, descarga soplada', rng.int(4200, 9800), 't', [27800, 26900, 28450][k]),
    line(courier ? 'SACO PELLET 15 KG' : 'Pellet ENplus A1, saco de 15 kg', rng.int(20, 70) * 1000, courier ? 'SACO' : 'saco', [560, 545, 575][k]),
    line(courier ? 'ASTILLA FORESTAL G30 M30' : 'Astilla forestal G30 M30 para caldera', rng.int(12, 40) * 1000, 'm³', [2450, 2380, 2520][k]),
    line(courier ? 'SERVICIO DE SOPLADO' : 'Servicio de soplado con manguera hasta 30 m', 1000, courier ? 'SERV' : 'serv.', [4500, 4000, 5000][k]),
  ];
  const subtotal = sum(lines.map((l) => l.amount));
  const sh = new Sheet(s.family, `Albarán ${number}`);
  const p = sh.pen;
  const m = s.money;
  const x = 50;
  const w = 495;
  sh.box(x - 10, 30, w + 20, 390, { width: 1.4, stroke: s.accent });
  let y = 42;
  if (s.brand) {
    p.text(s.brand, x, y, { size: 12, bold: true });
    y += 16;
  }
  p.text(courier ? s.name.toLocaleUpperCase('es') : s.name, x, y, { size: s.brand ? 8.5 : 12, bold: true });
  y += s.brand ? 12 : 16;
  p.text(`${s.street} · ${s.town}`, x, y, { size: 7.5 });
  p.text(`Tel. ${s.phone} · ${s.idLabel} ${s.id}`, x, y + 10, { size: 7.5 });
  sh.box(x + w - 150, 40, 150, 40, { stroke: [200, 0, 0], width: 1.2 });
  sh.ink([200, 0, 0], () => {
    p.text(courier ? 'ALBARAN N.' : 'ALBARÁN Nº', x + w - 144, 45, { size: 8, bold: true });
    p.text(number, x + w - 144, 59, { size: 14, bold: true });
  });
  y += 30;
  const b = buyer(k + 1);
  pairs(
    sh,
    x,
    y,
    [
      [courier ? 'FECHA:' : 'Fecha:', date(when, s.date)],
      [courier ? 'CLIENTE:' : 'Cliente:', b.name],
      ['CIF:', b.id],
      [courier ? 'DESCARGA:' : 'Descarga:', ['Colegio rural de Checa, sala de calderas', 'Residencia de Villablino, silo 2', 'Balneario Gredos, silo de obra'][k]],
      [courier ? 'MATRICULA:' : 'Matrícula:', ['4471-JKS', '9012-HBN', '2280-LMR'][k]],
    ],
    { labelW: 64, size: 8.5 },
  );
  y += 70;
  const cols: Col[] = [
    { head: courier ? 'DESCRIPCION' : 'Descripción', w: 235, get: (l) => l.description },
    { head: courier ? 'CANT.' : 'Cant.', w: 60, align: 'r', get: (l) => qty(l.qty, l.unit === 't' ? 3 : 0) },
    { head: courier ? 'UD' : 'Ud.', w: 40, align: 'c', get: (l) => l.unit },
    { head: courier ? 'PRECIO' : 'Precio', w: 70, align: 'r', get: (l) => price(l.price, m) },
    { head: courier ? 'IMPORTE' : 'Importe', w: 90, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, x, y, cols, lines, courier ? { head: 'dashed', size: 8 } : { head: 'fill', headFill: GREY, size: 8.5 });
  p.right(courier ? 'TOTAL ALBARAN' : 'Total albarán', x + w - 100, y + 4, { size: 9, bold: true });
  p.right(money(subtotal, m), x + w, y + 4, { size: 9, bold: true });
  p.right(courier ? '(IVA NO INCLUIDO)' : '(IVA no incluido)', x + w - 100, y + 15, { size: 7.5 });
  p.text(courier ? 'FIRMA CONDUCTOR' : 'Firma conductor', x, 392, { size: 7.5 });
  p.text(courier ? 'FIRMA CLIENTE' : 'Conforme cliente', x + 250, 392, { size: 7.5 });
  return noteDocument(made('pellets', k, sh), s, { number, date: when, lines, subtotal });
}

// ---- livestock fittings, worded in Catalan ----------------------------------------------

const FITTINGS: Supplier[] = [
  {
    name: 'Equipaments Ramaders Osona, SCCL',
    id: cif('F', '0861347'),
    idLabel: 'NIF',
    street: 'Carretera de Manlleu, 61',
    town: '08500 Vic (Barcelona)',
    phone: '938 86 14 20',
    email: 'comandes@eroosona.coop',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'words-ca',
    accent: [160, 30, 60],
  },
  {
    name: 'Prefabricats Porcins del Pla, S.L.',
    id: cif('B', '2539184'),
    idLabel: 'NIF:',
    street: 'Polígon Industrial Camí dels Frares, carrer C, 9',
    town: '25191 Lleida',
    phone: '973 20 71 55',
    registry: 'Registre Mercantil de Lleida, tom 2.311, foli 48, full L-52.019',
    family: 'Helvetica',
    money: 'eur-before',
    date: 'slash',
    accent: [20, 100, 150],
  },
  {
    name: 'Subministres Agropecuaris Baix Empordà, S.L.U.',
    id: cif('B', '1755620'),
    idLabel: 'CIF',
    street: 'Avinguda de Catalunya, 112',
    town: '17100 La Bisbal d’Empordà (Girona)',
    phone: '972 64 02 38',
    family: 'Times',
    money: 'eur-after',
    date: 'dash',
    accent: [90, 90, 30],
  },
];

export async function fittingsNote(k: number, fault?: { id: string; why: string }): Promise<CorpusDocument> {
  const s = FITTINGS[k];
  const rng = new Mulberry32(seedOf(`blind18-fittings-${k}${fault ? '-hard' : ''}`));
  const when = fault ? day(2026, 10, 7) : [day(2026, 3, 24), day(2026, 7, 9), day(2026, 9, 15)][k];
  const number = fault ? 'A-26/2207' : ['A-26/0611', '26.01442', 'ALB 0387'][k];
  const lines: Line[] = [
    line('Slat de formigó 2,40 x 0,60 m per a engreix', rng.int(60, 220) * 1000, 'u', [3890, 3760, 3985][k], { code: 'SL240' }),
    line('Menjadora tolva d’acer inoxidable, 4 boques', rng.int(8, 30) * 1000, 'u', [17200, 16850, 17690][k], { code: 'MT4B' }),
    line('Abeurador de xumet inoxidable amb suport', rng.int(30, 90) * 1000, 'u', [1540, 1495, 1610][k], { code: 'AX01' }),
    line('Gàbia de parts amb terra de plàstic', rng.int(4, 16) * 1000, 'u', [64500, 62900, 66100][k], { code: 'GP-12' }),
    line('Tanca de separació de PVC, alçada 0,90 m', rng.int(40, 160) * 1000, 'm', [2180, 2090, 2250][k], { code: 'TPVC90' }),
    line('Tub d’alimentació de pinso de 60 mm', rng.int(50, 200) * 1000, 'm', [1620, 1575, 1680][k], { code: 'TA60' }),
  ];
  const sumLines = sum(lines.map((l) => l.amount));
  // The hard one: the biggest line is counted twice in the printed total.
  const subtotal = fault ? sumLines + Math.max(...lines.map((l) => l.amount)) : sumLines;
  const sh = new Sheet(s.family, `Albarà ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, 'disc');
  p.right('ALBARÀ', PAGE.right, 40, { size: 20, bold: true });
  const b = buyer(k + 1);
  pairs(
    sh,
    360,
    70,
    [
      ['Albarà núm.', number],
      ['Data', date(when, s.date)],
      ['Comanda', ['C-2231', 'Tel. 12/03', 'OC-118'][k]],
    ],
    { labelW: 66, step: 13 },
  );
  y = buyerBlock(sh, b, PAGE.left, Math.max(y, 116), 300, { label: 'Client', idLabel: 'NIF', boxed: true, extra: [`Obra: ${['granja Mas Roqué, Tona', 'granja Cal Ros, Almacelles', 'granja Can Puig, Verges'][k]}`] });
  const cols: Col[] = [
    { head: 'Codi', w: 55, get: (l) => l.code ?? '' },
    { head: 'Descripció', w: 235, get: (l) => l.description },
    { head: 'Quantitat', w: 55, align: 'r', get: (l) => qty(l.qty) },
    { head: 'Unitat', w: 40, align: 'c', get: (l) => l.unit },
    { head: 'Preu', w: 55, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Import', w: 75, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'fill', headFill: s.accent, headInk: WHITE, zebra: LIGHT, size: 8.5, rowH: 15 });
  sh.box(PAGE.right - 230, y + 4, 230, 20, { fill: GREY, stroke: BLACK });
  p.text('Total albarà (IVA no inclòs)', PAGE.right - 224, y + 10, { size: 9, bold: true });
  p.right(money(subtotal, m), PAGE.right - 6, y + 10, { size: 9, bold: true });
  p.text('Signatura i DNI de qui rep la mercaderia:', PAGE.left, y + 40, { size: 8 });
  if (s.registry) foot(sh, [s.registry]);
  const made0 = made('fittings', k, sh, fault ? { expectComplete: false, why: fault.why, id: fault.id } : {});
  return noteDocument(made0, s, { number, date: when, lines, subtotal });
}

// ---- substation and earthing materials: letterhead on the right ------------------------

const EARTHING: Supplier[] = [
  {
    name: 'Materiales Eléctricos Alta Tensión Norte, S.A.',
    id: cif('A', '4813092'),
    idLabel: 'C.I.F.:',
    street: 'Polígono Boroa, parcela 2-B',
    town: '48340 Amorebieta-Etxano (Bizkaia)',
    phone: '946 30 12 88',
    registry: 'Registro Mercantil de Bizkaia, tomo 5.017, folio 62, hoja BI-51.334',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [0, 70, 140],
  },
  {
    name: 'Cobre y Tomas de Tierra Levante, S.L.',
    id: cif('B', '4617738'),
    idLabel: 'CIF',
    street: 'Calle de la Fundición, 15',
    town: '46930 Quart de Poblet (Valencia)',
    phone: '961 52 40 73',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'words-es',
    accent: [180, 90, 30],
  },
  {
    name: 'Suministros Industriales Ortega e Hijos, S.L.',
    id: cif('B', '0928541'),
    idLabel: 'NIF',
    street: 'Avenida de Castilla, 201',
    town: '09005 Burgos',
    phone: '947 48 13 26',
    registry: 'R.M. de Burgos, tomo 880, folio 203, hoja BU-17.442',
    family: 'Times',
    money: 'code-after',
    date: 'iso',
    accent: [60, 60, 60],
  },
];

export async function earthingNote(k: number): Promise<CorpusDocument> {
  const s = EARTHING[k];
  const rng = new Mulberry32(seedOf(`blind18-earthing-${k}`));
  const when = [day(2026, 5, 11), day(2026, 7, 21), day(2026, 10, 1)][k];
  const number = ['AV-0061284', '26-1453', 'ALB/26/0702'][k];
  const lines: Line[] = [
    line('Cable de cobre desnudo 95 mm², bobina', rng.int(4000, 9000) * 100, 'kg', [1185, 1210, 1170][k]),
    line('Pica de acero cobreado 2 m x 18 mm', rng.int(20, 60) * 1000, 'ud', [1390, 1420, 1360][k]),
    line('Soldadura aluminotérmica en T, molde y carga', rng.int(30, 90) * 1000, 'ud', [2250, 2180, 2310][k]),
    line('Aislador polimérico de apoyo 145 kV', rng.int(6, 18) * 1000, 'ud', [46800, 47500, 45900][k]),
    line('Grapa de conexión bimetálica Al-Cu', rng.int(20, 80) * 1000, 'ud', [1875, 1910, 1840][k]),
    line('Borna terminal de compresión 95 mm²', rng.int(20, 80) * 1000, 'ud', [465, 480, 455][k]),
  ];
  const subtotal = sum(lines.map((l) => l.amount));
  const sh = new Sheet(s.family, `Albarán ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, 'right');
  p.text('ALBARÁN', PAGE.left, 40, { size: 18, bold: true });
  pairs(
    sh,
    PAGE.left,
    68,
    [
      ['Albarán nº', number],
      ['Fecha', date(when, s.date)],
      ['Su referencia', ['SET Villalcampo', 'Pedido 4471', 'OC-26-0113'][k]],
    ],
    { labelW: 72, step: 13 },
  );
  y = buyerBlock(sh, buyer(k + 1), PAGE.left, Math.max(y, 116), 300, { label: 'Cliente' });
  const cols: Col[] = [
    { head: 'Artículo', w: 250, get: (l) => l.description },
    { head: 'Cantidad', w: 65, align: 'r', get: (l) => qty(l.qty, l.unit === 'kg' ? 1 : 0, true) },
    { head: 'Ud.', w: 30, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 70, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 100, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'rule', size: 8.5, rowH: 15 });
  if (k === 0) {
    const vat = percent(subtotal, 21);
    y = stacked(
      sh,
      PAGE.right,
      y + 4,
      [
        ['Base imponible', money(subtotal, m)],
        ['IVA 21 %', money(vat, m)],
        ['Total', money(subtotal + vat, m)],
      ],
      { labelW: 110 },
    );
  } else {
    y = stacked(sh, PAGE.right, y + 4, [['Importe total (sin IVA)', money(subtotal, m)]], { labelW: 130, boxed: true });
  }
  p.text('Mercancía que viaja por cuenta y riesgo del comprador.', PAGE.left, y + 4, { size: 7.5 });
  if (s.registry) foot(sh, [s.registry]);
  return noteDocument(made('earthing', k, sh), s, { number, date: when, lines, subtotal });
}

// ---- wind-turbine foundation supplies: the note's data under a coloured label band ------

const ANCHOR: Supplier[] = [
  {
    name: 'Anclajes Eólicos Zaragoza, S.L.',
    id: cif('B', '5096318'),
    idLabel: 'CIF',
    street: 'Polígono Plaza, calle Bari, 33',
    town: '50197 Zaragoza',
    phone: '976 20 31 84',
    registry: 'Registro Mercantil de Zaragoza, tomo 4.402, folio 170, hoja Z-66.901',
    family: 'Helvetica',
    money: 'eur-after',
    date: 'slash',
    accent: [0, 80, 160],
  },
  {
    name: 'Morteros Técnicos del Bierzo, S.A.',
    id: cif('A', '2430681'),
    idLabel: 'NIF',
    brand: 'MTB Grouts',
    street: 'Carretera de Toral, km 4',
    town: '24411 Fuentesnuevas (León)',
    phone: '987 45 90 02',
    registry: 'R.M. de León, tomo 1.902, folio 11, hoja LE-30.226',
    family: 'Helvetica',
    money: 'plain-grouped',
    date: 'dash',
    accent: [190, 40, 40],
  },
  {
    name: 'Encofrados y Pernos Moncayo, S.L.U.',
    id: cif('B', '4227115'),
    idLabel: 'C.I.F.',
    street: 'Calle Tudela, 8',
    town: '42100 Ágreda (Soria)',
    phone: '975 64 72 30',
    family: 'Times',
    money: 'eur-before',
    date: 'dots-short',
    accent: [70, 70, 70],
  },
];

export async function anchorNote(k: number): Promise<CorpusDocument> {
  const s = ANCHOR[k];
  const rng = new Mulberry32(seedOf(`blind18-anchor-${k}`));
  const when = [day(2026, 6, 8), day(2026, 8, 19), day(2026, 11, 3)][k];
  const number = ['AE-2607', '0031844', '26/0519'][k];
  const lines: Line[] = [
    line('Jaula de pernos de anclaje M42, 120 pernos, con plantillas', 1000, 'ud', [3412000, 3380000, 3455000][k]),
    line('Mortero de relleno sin retracción C90, saco de 25 kg', rng.int(120, 260) * 1000, 'saco', [1890, 1845, 1920][k]),
    line('Tubo corrugado doble pared 160 mm para cableado', rng.int(80, 240) * 1000, 'm', [495, 470, 512][k]),
    line('Separador de armadura de hormigón 50 mm', rng.int(800, 2000) * 1000, 'ud', [38, 35, 41][k]),
    line('Panel de encofrado circular, alquiler semanal', rng.int(16, 32) * 1000, 'ud', [2850, 2790, 2910][k]),
    line('Transporte especial con escolta', 1000, 'viaje', [96000, 101000, 92000][k]),
  ];
  const subtotal = sum(lines.map((l) => l.amount));
  const sh = new Sheet(s.family, `Albarán ${number}`);
  const p = sh.pen;
  const m = s.money;
  let y = letterhead(sh, s, s.brand ? 'brand' : 'left');
  p.right('ALBARÁN DE ENTREGA', PAGE.right, 44, { size: 14, bold: true });
  const b = buyer(k + 1);
  y = labelBand(
    sh,
    PAGE.left,
    Math.max(y, 112),
    [
      ['ALBARÁN', number],
      ['FECHA', date(when, s.date)],
      ['CLIENTE', b.name],
      ['OBRA', ['Aerogenerador MO-04', 'Aerogenerador MO-11', 'Aerogenerador MO-17'][k]],
    ],
    [80, 70, 220, 145],
    s.accent,
  );
  p.text(`CIF cliente: ${b.id}   ·   ${b.street}, ${b.town}`, PAGE.left, y - 4, { size: 8 });
  y += 10;
  const cols: Col[] = [
    { head: 'Descripción', w: 270, get: (l) => l.description },
    { head: 'Cant.', w: 55, align: 'r', get: (l) => qty(l.qty, 0, true) },
    { head: 'Ud.', w: 40, align: 'c', get: (l) => l.unit },
    { head: 'Precio', w: 70, align: 'r', get: (l) => price(l.price, m) },
    { head: 'Importe', w: 80, align: 'r', get: (l) => price(l.amount, m) },
  ];
  y = table(sh, PAGE.left, y, cols, lines, { head: 'fill', headFill: GREY, zebra: LIGHT, size: 8.5, rowH: 15 });
  y = stacked(sh, PAGE.right, y + 4, [['Total neto', money(subtotal, m)]], { labelW: 110, boxed: true });
  p.text('Precios sin IVA. El alquiler del encofrado se factura por semanas completas.', PAGE.left, y, { size: 7.5 });
  if (s.registry) foot(sh, [s.registry]);
  return noteDocument(made('anchor', k, sh), s, { number, date: when, lines, subtotal });
}
