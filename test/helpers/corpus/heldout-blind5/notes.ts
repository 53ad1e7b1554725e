import type { NoteCase, NoteLayout } from './cases.js';
import { cif, date, dni, gridCells, money, pairs, price, qty, Sheet, table, W, type Line } from './kit.js';
import { pad } from './parties.js';

/** The six delivery-note layouts of the fifth blind set, every line valued. */

const q = (l: Line, places = 2) => qty(l.milli, places);

// ------------------------------------------------------------ 1. hydraulic lime and natural stone

export const lime: NoteLayout = {
  name: 'dn-lime-stone',
  count: [2, 5],
  items: [
    { description: 'Cal hidráulica natural NHL 3,5 saco 25 kg', unit: 'ud', price: [890, 1490], q: [10000, 120000, 1000] },
    { description: 'Mortero de cal para rejuntado, granel', unit: 't', price: [9800, 16500], q: [1000, 12000, 50] },
    { description: 'Losa de piedra caliza 60x40x3 cm apomazada', unit: 'm²', price: [3400, 5900], q: [5000, 90000, 10] },
    { description: 'Mampuesto de piedra arenisca para muro', unit: 't', price: [6500, 11000], q: [2000, 24000, 50] },
    { description: 'Arena de río lavada 0/4', unit: 't', price: [1800, 2900], q: [2000, 30000, 50] },
    { description: 'Pigmento mineral óxido amarillo', unit: 'kg', price: [450, 900], q: [5000, 60000, 500] },
  ],
  suppliers: (rng) => [
    { name: 'Cales y Piedra Natural de Morón, S.L.', nif: cif(rng), street: 'Ctra. A-361, km 2', city: '41530 Morón de la Frontera (Sevilla)', phone: '955 85 11 40', money: 'eur', date: 'slash', number: (n) => `26-${pad(n, 6)}`, v: 0 },
    { name: 'Canteras y Cales Tradicionales, S.A.', nif: cif(rng, 'A'), street: 'Paraje Los Llanos, s/n', city: '16003 Cuenca', phone: '969 23 08 14', money: 'eur', date: 'dash', number: (n) => `AL${pad(n, 5)}`, v: 1 },
    { name: 'PIEDRA DE CALATORAO, S.L.', nif: cif(rng), street: 'Camino de la Estación, 9', city: '50280 Calatorao (Zaragoza)', phone: '976 60 72 33', money: 'plain', date: 'slash', number: (n) => pad(n, 7), v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Albarán');
    sh.text(s.name, 40, 38, { size: 13, bold: true });
    sh.text(`${s.street} · ${s.city}`, 40, 56);
    sh.text(`Tel. ${s.phone}   ${s.v === 1 ? 'N.I.F.' : 'CIF'}: ${s.nif}`, 40, 68);
    sh.rect(380, 34, 175, 48, { fill: '#f3efe4', stroke: '#8a7a4f' });
    sh.text(`ALBARÁN nº ${c.number}`, 388, 42, { bold: true, size: 10 });
    sh.text(`Fecha: ${date(c.date, s.date)}`, 388, 60);

    sh.text('Cliente:', 40, 100, { bold: true });
    sh.text(`${c.buyer.name} (${c.buyer.nif})`, 85, 100);
    sh.text('Obra:', 40, 113, { bold: true });
    sh.text(c.site, 85, 113);
    sh.text('Portes:', 40, 126, { bold: true });
    sh.text(s.v === 2 ? 'Recogido en cantera' : 'Camión propio', 85, 126);

    const cols = [
      { head: 'Descripción', x: 40, w: 265 },
      { head: 'Cantidad', x: 305, w: 60, align: 'r' as const },
      { head: 'Ud.', x: 365, w: 30, align: 'c' as const },
      { head: 'Precio', x: 395, w: 70, align: 'r' as const },
      { head: 'Importe', x: 465, w: 90, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l), l.unit, price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 148, { borders: 'grid', headFill: '#f3efe4', rowH: 17 });
    y += 12;
    pairs(sh, [['Total albarán (IVA no incluido)', money(c.printedSum, s.money), true]], 300, 555, y, 14, 9.5);
    sh.rect(40, y + 40, 240, 60);
    sh.text('Recibí conforme (firma y DNI):', 46, y + 46, { size: 8 });
    sh.rect(315, y + 40, 240, 60);
    sh.text('Conductor / matrícula:', 321, y + 46, { size: 8 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 2. lighting wholesaler

export const lighting: NoteLayout = {
  name: 'dn-lighting',
  count: [3, 7],
  items: [
    { code: 'DL-1830', description: 'Downlight LED 18 W 3000 K empotrable', unit: 'u', price: [1150, 2400], q: [6000, 80000, 1000] },
    { code: 'PN-6060', description: 'Panel LED 60x60 40 W UGR<19', unit: 'u', price: [2800, 4900], q: [4000, 40000, 1000] },
    { code: 'TL-1500', description: 'Luminaria estanca LED 1500 mm IP65', unit: 'u', price: [2600, 4400], q: [4000, 36000, 1000] },
    { code: 'EM-0300', description: 'Emergencia LED 300 lm autotest', unit: 'u', price: [2200, 3800], q: [4000, 30000, 1000] },
    { code: 'TR-3F', description: 'Carril trifásico blanco 2 m', unit: 'u', price: [1900, 3200], q: [2000, 20000, 1000] },
    { code: 'TI-5050', description: 'Tira LED 24 V 14,4 W/m', unit: 'ml', price: [550, 990], q: [5000, 100000, 1000] },
    { code: 'FA-400', description: 'Proyector LED 100 W asimétrico', unit: 'u', price: [6900, 11500], q: [1000, 12000, 1000] },
    { code: 'DT-360', description: 'Detector de presencia techo 360º', unit: 'u', price: [1800, 3100], q: [2000, 24000, 1000] },
  ],
  suppliers: (rng) => [
    { name: 'Lumisur Distribución, S.L.', nif: cif(rng), street: 'C/ Pirotecnia, 7, nave 3', city: '41007 Sevilla', phone: '954 36 25 10', money: 'plain', date: 'slash', number: (n) => `A26-${pad(n, 6)}`, v: 0 },
    { name: 'Iluminación Técnica Balear, S.L.', nif: cif(rng), street: 'Gremi de Teixidors, 35', city: '07009 Palma', phone: '971 43 12 68', money: 'plain', date: 'dot2', number: (n) => `${pad(n, 7)}`, v: 1 },
    { name: 'DIEL ILUMINACIÓN, S.A.', nif: cif(rng, 'A'), street: 'Avda. Europa, 19, Pol. Ind. Cabezo Beaza', city: '30353 Cartagena', phone: '968 50 87 42', money: 'plain', date: 'slash', number: (n) => `ALB-${pad(n, 5)}`, v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Albarán');
    sh.rect(40, 34, 8, 50, { fill: '#e0a800' });
    sh.text(s.name, 56, 36, { size: 13, bold: true });
    sh.text(`${s.street}`, 56, 54);
    sh.text(`${s.city} · Tel. ${s.phone}`, 56, 66);
    sh.text(`C.I.F.: ${s.nif}`, 56, 78);
    sh.right('ALBARÁN DE ENTREGA', 555, 36, { size: 12, bold: true });

    gridCells(sh, [
      ['ALBARÁN', c.number],
      ['FECHA', date(c.date, s.date)],
      ['CLIENTE', String(4000 + (Number(c.number.replace(/\D/g, '')) % 900))],
      ['PEDIDO', s.v === 1 ? 'Tel.' : `OB-${pad(Number(c.number.replace(/\D/g, '')) % 997, 3)}`],
    ], 40, 100, [110, 80, 70, 90], { fill: '#fff3cc' });
    sh.rect(400, 100, 155, 60);
    sh.text(c.buyer.name, 406, 106, { bold: true, size: 8 });
    sh.text(c.buyer.street, 406, 118, { size: 8 });
    sh.text(c.buyer.city, 406, 130, { size: 8 });
    sh.text(`NIF ${c.buyer.nif}`, 406, 142, { size: 8 });
    sh.text(`Entregar en obra: ${c.site}`, 40, 150);

    const cols = [
      { head: 'Referencia', x: 40, w: 65 },
      { head: 'Descripción', x: 105, w: 215 },
      { head: 'Cant.', x: 320, w: 50, align: 'r' as const },
      { head: 'Ud', x: 370, w: 30, align: 'c' as const },
      { head: 'Precio', x: 400, w: 70, align: 'r' as const },
      { head: 'Importe', x: 470, w: 85, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.code ?? '', l.description, q(l, 0 + (l.unit === 'ml' ? 2 : 0)), l.unit, price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 172, { borders: 'rules', headFill: '#fff3cc', rowH: 16 });
    y += 12;
    pairs(sh, [['Base', money(c.printedSum, s.money)], ['Total neto', money(c.printedSum, s.money), true]], 380, 555, y, 14);
    sh.text('Material revisado a la entrega. No se admiten devoluciones pasados 15 días.', 40, y + 40, { size: 7.5, italic: true });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 3. plumbing wholesaler's counter, a narrow note

export const plumbingCounter: NoteLayout = {
  name: 'dn-plumbing-counter',
  count: [3, 8],
  items: [
    { description: 'Tubo multicapa 20x2 rollo', unit: 'ml', price: [180, 320], q: [25000, 200000, 5000] },
    { description: 'Codo latón press 20 mm', unit: 'u', price: [290, 560], q: [5000, 60000, 1000] },
    { description: 'Te latón press 20 mm', unit: 'u', price: [390, 720], q: [5000, 40000, 1000] },
    { description: 'Llave de esfera 1/2" mariposa', unit: 'u', price: [420, 890], q: [2000, 24000, 1000] },
    { description: 'Tubo PVC evacuación 110 mm', unit: 'ml', price: [290, 520], q: [6000, 60000, 1000] },
    { description: 'Sifón botella cromado', unit: 'u', price: [650, 1200], q: [2000, 12000, 1000] },
    { description: 'Cinta de teflón 12 m', unit: 'u', price: [60, 150], q: [5000, 40000, 1000] },
    { description: 'Colector 4 salidas con llaves', unit: 'u', price: [3800, 6400], q: [1000, 6000, 1000] },
    { description: 'Latiguillo inox 35 cm', unit: 'u', price: [180, 390], q: [4000, 40000, 1000] },
  ],
  suppliers: (rng) => [
    { name: 'Saneamientos Ortega, S.L.', nif: cif(rng), street: 'C/ Bravo Murillo, 310', city: '28020 Madrid', phone: '91 571 20 44', money: 'eur', date: 'dot2', number: (n) => `M-${pad(n, 5)}`, v: 0 },
    { name: 'Fontanería Industrial Riojana, S.L.', nif: cif(rng), street: 'Avda. de Burgos, 44', city: '26006 Logroño', phone: '941 22 35 18', money: 'eur', date: 'dot2', number: (n) => `MOS${pad(n, 6)}`, v: 1 },
    { name: 'José Luis Cabrera Díaz', nif: dni(rng), street: 'C/ Triana, 102', city: '35002 Las Palmas de Gran Canaria', phone: '928 36 90 21', money: 'plain', date: 'slash', number: (n) => `${pad(n, 5)}`, v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 8, 'Albarán');
    const x0 = 40;
    const x1 = 330;
    sh.rect(x0 - 8, 28, x1 - x0 + 16, 500, { stroke: '#999' });
    sh.center(s.name, (x0 + x1) / 2, 36, { size: 10.5, bold: true });
    sh.center(`${s.street} - ${s.city}`, (x0 + x1) / 2, 51, { size: 7 });
    sh.center(`${s.v === 2 ? 'NIF' : 'N.I.F.'} ${s.nif} · Tel. ${s.phone}`, (x0 + x1) / 2, 61, { size: 7 });
    sh.line(x0, 74, x1, 74);
    sh.text('VENTA MOSTRADOR', x0, 80, { bold: true });
    sh.text(`Albarán: ${c.number}`, x0, 93, { bold: true });
    sh.right(`${date(c.date, s.date)}  ${pad(8 + (c.lines.length % 5), 2)}:${pad((c.lines.length * 7) % 60, 2)}`, x1, 93);
    sh.text(`Cliente: ${c.buyer.name}`, x0, 106);
    sh.text(`NIF: ${c.buyer.nif}`, x0, 117);
    sh.text(`Obra: ${c.site}`, x0, 128);
    const cols = [
      { head: 'Artículo', x: x0, w: 125 },
      { head: 'Cant', x: x0 + 125, w: 35, align: 'r' as const },
      { head: 'Ud', x: x0 + 160, w: 20, align: 'c' as const },
      { head: 'Precio', x: x0 + 180, w: 50, align: 'r' as const },
      { head: 'Importe', x: x0 + 230, w: 60, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l, l.unit === 'ml' ? 1 : 0), l.unit, price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 146, { borders: 'rules', rowH: 13, size: 7 });
    y += 8;
    pairs(sh, [
      [`Nº artículos: ${c.lines.length}`, ''],
      ['SUMA (sin IVA)', money(c.printedSum, s.money), true],
    ], x0, x1, y, 13, 8);
    sh.center('Pendiente de facturar a fin de mes', (x0 + x1) / 2, y + 40, { size: 7, italic: true });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 4. nursery (plants, turf, topsoil)

export const nursery: NoteLayout = {
  name: 'dn-nursery',
  count: [3, 6],
  items: [
    { description: 'Quercus ilex cepellón 30/35 cm perímetro', unit: 'ud', price: [9500, 17500], q: [1000, 12000, 1000] },
    { description: 'Lavandula angustifolia maceta 13 cm', unit: 'ud', price: [190, 350], q: [20000, 300000, 5000] },
    { description: 'Rosmarinus officinalis maceta 15 cm', unit: 'ud', price: [210, 390], q: [20000, 200000, 5000] },
    { description: 'Tepe de césped Festuca arundinacea', unit: 'm²', price: [390, 620], q: [50000, 800000, 1000] },
    { description: 'Tierra vegetal fertilizada a granel', unit: 'm³', price: [2400, 3900], q: [5000, 60000, 500] },
    { description: 'Corteza de pino decorativa 20/40', unit: 'm³', price: [4800, 7200], q: [2000, 20000, 500] },
    { description: 'Abono orgánico granulado', unit: 'kg', price: [45, 110], q: [50000, 600000, 25000] },
  ],
  suppliers: (rng) => [
    { name: 'Viveros La Alameda, S.L.', nif: cif(rng), street: 'Ctra. de Andalucía, km 12', city: '28906 Getafe (Madrid)', phone: '91 695 12 30', money: 'eur', date: 'mon', number: (n) => `V${pad(n, 6)}`, v: 0 },
    { name: 'Viveros Sant Pere, S.C.P.', nif: cif(rng, 'J'), street: 'Camí de Valls, 4', city: '43204 Reus', phone: '977 31 28 40', money: 'eur', date: 'slash', number: (n) => `26/${pad(n, 5)}`, v: 1 },
    { name: 'Plantas y Céspedes del Guadalquivir, S.L.', nif: cif(rng), street: 'Carretera de Palma del Río, km 5', city: '14005 Córdoba', phone: '957 29 10 84', money: 'prefix', date: 'long', number: (n) => `PCG-${pad(n, 5)}`, v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Albarán');
    sh.color('#2d6a2d');
    sh.right(s.name, 555, 38, { size: 13, bold: true });
    sh.color('#000');
    sh.right(`${s.street}, ${s.city}`, 555, 56);
    sh.right(`Tel. ${s.phone} · NIF ${s.nif}`, 555, 68);
    sh.text('ALBARÁN', 40, 38, { size: 18, bold: true });
    sh.text(`Nº ${c.number}`, 40, 62, { size: 11, bold: true });
    sh.text(`Fecha de entrega: ${date(c.date, s.date)}`, 40, 78);
    sh.line(40, 96, 555, 96, 0.8, '#2d6a2d');
    sh.text(c.buyer.name, 40, 106, { bold: true });
    sh.text(`${c.buyer.street}, ${c.buyer.city} · CIF ${c.buyer.nif}`, 40, 118);
    sh.text(`Lugar de entrega: ${c.site}`, 40, 130);

    const cols = [
      { head: 'Planta / material', x: 40, w: 270 },
      { head: 'Cantidad', x: 310, w: 60, align: 'r' as const },
      { head: 'Ud.', x: 370, w: 30, align: 'c' as const },
      { head: 'Precio/ud', x: 400, w: 70, align: 'r' as const },
      { head: 'Total', x: 470, w: 85, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l, l.unit === 'ud' || l.unit === 'kg' ? 0 : 2), l.unit, money(l.price, s.money), money(l.amount, s.money)]);
    let y = table(sh, cols, rows, 152, { borders: 'zebra', headFill: '#d6ead6', rowH: 17 });
    y += 12;
    pairs(sh, [['Importe total', money(c.printedSum, s.money), true]], 380, 555, y, 14);
    sh.text('Las plantas viajan por cuenta y riesgo del comprador. Riego inmediato tras la plantación.', 40, y + 30, { size: 7.5, italic: true });
    sh.text('Conforme cliente:', 40, y + 60);
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 5. pipe supplier (PVC / PE by the metre), Courier

export const pipes: NoteLayout = {
  name: 'dn-pipes',
  count: [3, 6],
  items: [
    { code: 'PVC110', description: 'TUBO PVC SN4 110 MM', unit: 'ml', price: [310, 560], q: [18000, 300000, 6000] },
    { code: 'PVC200', description: 'TUBO PVC SN8 200 MM', unit: 'ml', price: [1150, 1900], q: [12000, 180000, 6000] },
    { code: 'PE32', description: 'TUBO PE100 PN16 32 MM', unit: 'ml', price: [130, 260], q: [50000, 500000, 50000] },
    { code: 'PE63', description: 'TUBO PE100 PN10 63 MM', unit: 'ml', price: [420, 690], q: [50000, 300000, 50000] },
    { code: 'COR160', description: 'TUBO CORRUGADO DOBLE PARED 160 MM', unit: 'ml', price: [380, 640], q: [24000, 240000, 6000] },
    { code: 'CODO110', description: 'CODO PVC 87,5 GRADOS 110 MM', unit: 'ud', price: [240, 490], q: [4000, 40000, 1000] },
    { code: 'MAN63', description: 'MANGUITO ELECTROSOLDABLE 63 MM', unit: 'ud', price: [390, 720], q: [4000, 30000, 1000] },
    { code: 'ARQ40', description: 'ARQUETA PP 40X40 CON TAPA', unit: 'ud', price: [2100, 3600], q: [1000, 12000, 1000] },
  ],
  suppliers: (rng) => [
    { name: 'TUBOS Y CONDUCCIONES DEL EBRO, S.L.', nif: cif(rng), street: 'POL. IND. MALPICA, C/ D, 61', city: '50016 ZARAGOZA', phone: '976 57 02 11', money: 'plain', date: 'slash', number: (n) => `${pad(n, 6)}`, v: 0 },
    { name: 'PLASTICOS HIDRAULICOS TAJO, S.A.', nif: cif(rng, 'A'), street: 'CTRA. DE TOLEDO, KM 7', city: '45005 TOLEDO', phone: '925 35 40 90', money: 'plain', date: 'dash', number: (n) => `PH-${pad(n, 5)}`, v: 1 },
    { name: 'CONDUCCIONES NERVIÓN, S.L.', nif: cif(rng), street: 'BARRIO SANGRONIZ, 22', city: '48150 SONDIKA', phone: '944 71 38 02', money: 'plain', date: 'dot2', number: (n) => `CN${pad(n, 6)}`, v: 2 },
  ],
  draw: async (c) => drawPipes(c),
};

export async function drawPipes(c: NoteCase): Promise<Uint8Array> {
  const { s } = c;
  const sh = new Sheet('Courier', 8.5, 'Albarán');
  sh.text(s.name, 40, 40, { size: 11, bold: true });
  sh.text(s.street, 40, 55);
  sh.text(`${s.city}   TLF ${s.phone}`, 40, 66);
  sh.text(`C.I.F.: ${s.nif}`, 40, 77);
  sh.rect(380, 36, 175, 44);
  sh.text('Nº ALBARAN', 388, 42, { bold: true });
  sh.text(c.number, 388, 55, { size: 11, bold: true });
  sh.text(`FECHA ${date(c.date, s.date)}`, 388, 68);
  sh.text(`CLIENTE : ${c.buyer.name.toUpperCase()}`, 40, 100);
  sh.text(`N.I.F.  : ${c.buyer.nif}`, 40, 111);
  sh.text(`OBRA    : ${c.site.toUpperCase()}`, 40, 122);
  const cols = [
    { head: 'CODIGO', x: 40, w: 60 },
    { head: 'DESCRIPCION', x: 100, w: 215 },
    { head: 'CANTIDAD', x: 315, w: 60, align: 'r' as const },
    { head: 'UD', x: 375, w: 25, align: 'c' as const },
    { head: 'PRECIO', x: 400, w: 65, align: 'r' as const },
    { head: 'IMPORTE', x: 465, w: 90, align: 'r' as const },
  ];
  const rows = c.lines.map((l) => [l.code ?? '', l.description, q(l, 2), l.unit.toUpperCase(), price(l.price, s.money), price(l.amount, s.money)]);
  let y = table(sh, cols, rows, 142, { borders: 'frame', rowH: 15, size: 8 });
  y += 10;
  pairs(sh, [['TOTAL ALBARAN', money(c.printedSum, s.money), true]], 330, 552, y, 13, 9);
  sh.text('PRECIOS SIN IVA. RECIBI CONFORME:', 40, y + 34);
  return sh.bytes();
}

// ------------------------------------------------------------ 6. windows factory, centred letterhead, wrapped descriptions

export const windows: NoteLayout = {
  name: 'dn-windows',
  count: [2, 5],
  items: [
    { code: 'V2H-1214', description: 'Ventana PVC blanco oscilobatiente 2 hojas 1200x1400 mm, vidrio 4/16/4 bajo emisivo con gas argón', unit: 'ud', price: [39000, 56000], q: [2000, 24000, 1000] },
    { code: 'V1H-0610', description: 'Ventana PVC blanco oscilobatiente 1 hoja 600x1000 mm, vidrio 4/16/4', unit: 'ud', price: [17000, 26000], q: [2000, 24000, 1000] },
    { code: 'BAL-0922', description: 'Balconera PVC practicable 900x2200 mm con umbral de aluminio y manilla de seguridad', unit: 'ud', price: [48000, 69000], q: [1000, 12000, 1000] },
    { code: 'COR-2421', description: 'Corredera de aluminio RPT 2 hojas 2400x2100 mm anodizado plata', unit: 'ud', price: [82000, 120000], q: [1000, 8000, 1000] },
    { code: 'FIJ-M2', description: 'Fijo de vidrio laminar 4+4 en perfil de aluminio', unit: 'm²', price: [16000, 24000], q: [1500, 24000, 10] },
    { code: 'PRE-ML', description: 'Premarco de acero galvanizado', unit: 'ml', price: [650, 1100], q: [10000, 180000, 100] },
  ],
  suppliers: (rng) => [
    { name: 'Ventanas Vitrum Aragón, S.L.', nif: cif(rng), street: 'Pol. Ind. Centrovía, C/ Los Angeles, 40', city: '50198 La Muela (Zaragoza)', phone: '976 14 90 25', money: 'eur', date: 'iso', number: (n) => `AV26${pad(n, 5)}`, v: 0 },
    { name: 'Carpintería Industrial de PVC Galaica, S.A.', nif: cif(rng, 'A'), street: 'Parque Empresarial de Sabón, parcela 18', city: '15142 Arteixo (A Coruña)', phone: '981 60 23 49', money: 'eur', date: 'slash', number: (n) => `${pad(n, 6)}`, v: 1 },
    { name: 'Fábrica de Ventanas Montes de Toledo, S.L.', nif: cif(rng), street: 'Avda. de la Industria, 2', city: '45500 Torrijos (Toledo)', phone: '925 76 11 02', money: 'eur', date: 'long', number: (n) => `FV-${pad(n, 5)}`, v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Albarán');
    sh.center(s.name, W / 2, 36, { size: 14, bold: true });
    sh.center(`${s.street} · ${s.city}`, W / 2, 55);
    sh.center(`Tel. ${s.phone} · CIF nº ${s.nif}`, W / 2, 67);
    sh.line(40, 82, 555, 82, 1.4, '#3a5a8c');
    sh.text('ALBARÁN DE ENTREGA', 40, 94, { size: 12, bold: true });
    sh.text('Número:', 40, 112, { bold: true });
    sh.text(c.number, 95, 112);
    sh.text('Fecha:', 40, 125, { bold: true });
    sh.text(date(c.date, s.date), 95, 125);
    sh.rect(320, 92, 235, 56);
    sh.text(c.buyer.name, 326, 98, { bold: true });
    sh.text(c.buyer.street, 326, 110);
    sh.text(c.buyer.city, 326, 122);
    sh.text(`CIF ${c.buyer.nif}`, 326, 134);
    sh.text(`Obra: ${c.site}`, 40, 140);

    const cols = [
      { head: 'Código', x: 40, w: 60 },
      { head: 'Descripción', x: 100, w: 215, wrap: true },
      { head: 'Cant.', x: 315, w: 50, align: 'r' as const },
      { head: 'Ud.', x: 365, w: 30, align: 'c' as const },
      { head: 'Precio', x: 395, w: 70, align: 'r' as const },
      { head: 'Importe', x: 465, w: 90, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.code ?? '', l.description, q(l, l.unit === 'ud' ? 0 : 2), l.unit, price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 162, { borders: 'grid', headFill: '#dbe3ef', rowH: 16 });
    y += 12;
    pairs(sh, [['TOTAL (sin IVA)', money(c.printedSum, s.money), true]], 360, 555, y, 14);
    sh.text('Revisar el material a la descarga; no se aceptan reclamaciones por roturas una vez firmado.', 40, y + 32, { size: 7.5 });
    return sh.bytes();
  },
};
