import { divRound } from '../../../../src/platform/money.js';
import type { Buyer, Item, Line, Supplier } from './figures.js';
import type { Day, Sheet } from './kit.js';
import { cif, dni, money, nie, printDate, printId, qty } from './kit.js';
import { buyerBlock, cells, footer, letterhead, pairs, table } from './draw.js';

/**
 * The six valued delivery-note layouts of blind set 13, three suppliers each
 * (docs/document-extraction.md#measuring-it).
 */

export interface Note {
  s: Supplier;
  b: Buyer;
  number: string;
  date: Day;
  lines: Line[];
  /** The sum of the lines. */
  sum: number;
  /** The sum as printed, when it is not the lines' (a hard document). */
  printedSum?: number;
  k: number;
}

export interface NoteLayout {
  id: string;
  suppliers: Supplier[];
  items: Item[];
  lines: [number, number];
  number: (n: number, k: number) => string;
  /** Places the quantity is printed with (and drawn to). */
  places: number;
  draw: (sh: Sheet, d: Note) => void;
  size?: [number, number];
}

const m = (c: number, d: Note) => money(c, d.s.amounts);
const when = (d: Note) => printDate(d.date, d.s.dates);
const shown = (d: Note) => d.printedSum ?? d.sum;

// A. Sandwich-panel factory: header grid with the labels above, pieces and length beside the m².
const panels: NoteLayout = {
  id: 'note-panel-factory',
  suppliers: [
    { name: 'Paneles Aislantes del Cinca, S.A.', nif: cif('A', '2218604'), street: 'Ctra. A-22 km 83', city: '22400 Monzón (Huesca)', phone: '974 401 228', family: 'Helvetica', dates: 'slash', amounts: 'eur', registry: 'R.M. de Huesca, tomo 611, folio 120, hoja HU-7.905.' },
    { name: 'Isopanel Segovia, S.L.', nif: cif('B', '4017362'), street: 'Pol. Ind. Hontoria, parcela 33', city: '40195 Segovia', phone: '921 431 760', family: 'Helvetica', dates: 'dash', amounts: 'es' },
    { name: 'Chapas y Paneles Manchegos, S.L.', nif: cif('B', '0226951'), street: 'Calle Herreros 2, Pol. Campollano', city: '02007 Albacete', phone: '967 218 093', family: 'Times', dates: 'slash', amounts: 'eur' },
  ],
  items: [
    { code: 'PF40-9002', desc: 'Panel fachada 40 mm RAL 9002', unit: 'm²', price: 1895, q: [60000, 320000, 10] },
    { code: 'PC30-3G', desc: 'Panel cubierta 30 mm 3 grecas', unit: 'm²', price: 1640, q: [80000, 420000, 10] },
    { code: 'PF60-7016', desc: 'Panel fachada 60 mm RAL 7016', unit: 'm²', price: 2315, q: [40000, 260000, 10] },
    { code: 'PFR-80', desc: 'Panel frigorífico 80 mm', unit: 'm²', price: 3170, q: [30000, 180000, 10] },
    { code: 'RM-333', desc: 'Remate prelacado desarrollo 333', unit: 'ml', price: 612, q: [20000, 90000, 100] },
  ],
  lines: [3, 5],
  number: (n, k) => [`AL-${n}`, `26/${n}`, `${n}`][k],
  places: 2,
  draw(sh, d) {
    letterhead(sh, d.s, 40, 36, { idLabel: 'CIF', idStyle: 1 });
    sh.text('ALBARÁN DE ENTREGA', 555, 40, { size: 14, bold: true, align: 'right' });
    const y = cells(sh, 40, 116, 515, [['ALBARÁN Nº', d.number], ['FECHA', when(d)], ['PEDIDO', `P-${4100 + d.k}`], ['OBRA', 'Nave logística Parcela 12']], { fill: '#e2efda' });
    const by = buyerBlock(sh, d.b, 40, y, { label: 'Destinatario', box: 300 });
    const ty = table(sh, by + 4, [
      { head: 'Referencia', x: 44, cell: (l) => l.code },
      { head: 'Descripción', x: 120, cell: (l) => l.desc },
      { head: 'Cantidad', x: 370, align: 'right', cell: (l) => qty(l.q3, 2) },
      { head: 'Ud.', x: 378, cell: (l) => l.unit },
      { head: 'Precio', x: 460, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.lines, { grid: { x: 40, w: 515, cols: [116, 325, 405, 470] } });
    sh.rect(355, ty + 8, 200, 20);
    sh.text('Total albarán (sin IVA)', 362, ty + 14, { size: 9, bold: true });
    sh.text(m(shown(d), d), 550, ty + 14, { size: 9, bold: true, align: 'right' });
    sh.text('Recibí conforme (firma y DNI):', 40, ty + 60, { size: 8 });
    sh.rect(40, ty + 72, 200, 50);
    footer(sh, d.s);
  },
};

// B. Racking components distributor: a label band and zebra rows, base, VAT and total for one.
const rackParts: NoteLayout = {
  id: 'note-racking-parts-band',
  suppliers: [
    { name: 'Componentes de Almacenaje Bética, S.L.', nif: cif('B', '9083512'), street: 'Calle Metalurgia 21, Pol. Store', city: '41008 Sevilla', phone: '954 431 650', family: 'Helvetica', dates: 'dash', amounts: 'eur' },
    { name: 'Rack Logística Suministros, S.L.U.', nif: cif('B', '5310447'), street: 'Avda. de Gasteiz 77', city: '01009 Vitoria-Gasteiz', phone: '945 218 334', family: 'Helvetica', dates: 'slash', amounts: 'eur' },
    { name: 'Perfiles y Estanterías Bierzo, S.L.', nif: cif('B', '2473829'), street: 'Calle Río Boeza 15, Pol. La Llanada', city: '24411 Ponferrada', phone: '987 412 095', family: 'Courier', dates: 'dash', amounts: 'es' },
  ],
  items: [
    { code: 'PN-100-9', desc: 'Puntal perfil 100 longitud 9 m', unit: 'ud', price: 9240, q: [4000, 40000, 2000] },
    { code: 'LG-2700', desc: 'Larguero tubular 2700 mm', unit: 'ud', price: 2870, q: [20000, 160000, 4000] },
    { code: 'DG-1100', desc: 'Diagonal de bastidor 1100', unit: 'ud', price: 455, q: [40000, 240000, 10000] },
    { code: 'PB-100', desc: 'Placa base perfil 100', unit: 'ud', price: 760, q: [10000, 80000, 2000] },
    { code: 'PS-SEG', desc: 'Pasador de seguridad', unit: 'ud', price: 18, q: [200000, 900000, 50000] },
    { code: 'TA-M10', desc: 'Tornillo M10 con tuerca autoblocante', unit: 'ud', price: 21, q: [200000, 900000, 50000] },
  ],
  lines: [4, 6],
  number: (n, k) => [`ALB-${n}`, `RL26-${n}`, `A${n}`][k],
  places: 0,
  draw(sh, d) {
    sh.rect(40, 36, 40, 40, { fill: '#c55a11' });
    sh.text('CA', 60, 50, { size: 13, bold: true, color: '#ffffff', align: 'center' });
    letterhead(sh, d.s, 92, 36, { idLabel: 'N.I.F.' });
    sh.text('ALBARÁN', 555, 40, { size: 16, bold: true, align: 'right', color: '#c55a11' });
    sh.rect(40, 120, 515, 13, { fill: '#c55a11' });
    ['Nº ALBARÁN', 'FECHA', 'CLIENTE', 'SU PEDIDO'].forEach((h, i) => sh.text(h, 46 + i * 128, 123, { size: 7, bold: true, color: '#ffffff' }));
    [d.number, when(d), `${7100 + d.k * 13}`, `OC-26-${d.k + 91}`].forEach((v, i) => sh.text(v, 46 + i * 128, 139, { size: 9 }));
    const by = buyerBlock(sh, d.b, 40, 160, { label: 'Entregar en / Cliente' });
    const ty = table(sh, by + 4, [
      { head: 'Código', x: 44, cell: (l) => l.code },
      { head: 'Artículo', x: 120, cell: (l) => l.desc },
      { head: 'Unidades', x: 390, align: 'right', cell: (l) => qty(l.q3, 0) },
      { head: 'Precio', x: 470, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.lines, { band: { x: 40, w: 515, fill: '#fbe5d6' }, zebra: { x: 40, w: 515, fill: '#f4f4f4' } });
    if (d.k === 1) {
      const tax = Number(divRound(BigInt(shown(d)) * 21n, 100n));
      pairs(sh, [['Base imponible', m(shown(d), d)], ['IVA 21 %', m(tax, d)], ['Total', m(shown(d) + tax, d)]], 370, 553, ty + 14, { lastBold: true });
    } else {
      pairs(sh, [['Total neto', m(shown(d), d)]], 370, 553, ty + 14, { bold: true });
    }
    footer(sh, d.s, `${d.s.name} · NIF ${d.s.nif} · Mercancía viaja por cuenta y riesgo del comprador.`);
  },
};

// C. Loading-dock spare parts: Times, letterhead on the right, no borders.
const dockParts: NoteLayout = {
  id: 'note-dock-parts-right',
  suppliers: [
    { name: 'Recambios de Muelles y Puertas Duero, S.L.', nif: cif('B', '4908173'), street: 'Calle Zamora 52', city: '49003 Zamora', phone: '980 523 117', family: 'Times', dates: 'long', amounts: 'es' },
    { name: 'Abrigos y Topes Mediterráneo, S.L.', nif: cif('B', '0372296'), street: 'Calle Benijófar 8, Pol. Las Atalayas', city: '03114 Alicante', phone: '965 102 448', family: 'Times', dates: 'slash', amounts: 'eur' },
    { name: 'Joaquín Beltrán Royo', brand: 'Suministros Beltrán', nif: dni('18437206'), street: 'Calle Mayor 17', city: '12001 Castellón de la Plana', phone: '964 225 301', family: 'Times', dates: 'dash', amounts: 'es' },
  ],
  items: [
    { code: 'LN-20', desc: 'Lona de abrigo de muelle, repuesto', unit: 'ud', price: 31800, q: [1000, 4000, 1000] },
    { code: 'TP-CA', desc: 'Tope de caucho vulcanizado', unit: 'ud', price: 5420, q: [2000, 12000, 2000] },
    { code: 'MU-TO', desc: 'Muelle de torsión para puerta seccional', unit: 'ud', price: 8960, q: [2000, 8000, 2000] },
    { code: 'CL-HI', desc: 'Cilindro hidráulico de rampa niveladora', unit: 'ud', price: 27450, q: [1000, 2000, 1000] },
    { code: 'CB-AC', desc: 'Cable de acero 5 mm', unit: 'm', price: 385, q: [10000, 60000, 5000] },
    { code: 'RD-GU', desc: 'Rodillo guía de nylon', unit: 'ud', price: 690, q: [8000, 40000, 4000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`R-${n}`, `${n}/26`, `SB-${n}`][k],
  places: 0,
  draw(sh, d) {
    const y = letterhead(sh, d.s, 555, 40, { align: 'right', idLabel: 'NIF', idStyle: d.k === 2 ? 1 : 0 });
    sh.text(`Albarán nº ${d.number}`, 40, 44, { size: 14, bold: true });
    sh.text(`Fecha: ${when(d)}`, 40, 64, { size: 10 });
    sh.text(`Su referencia: Obra ${d.k + 3}/26`, 40, 78, { size: 10 });
    const by = buyerBlock(sh, d.b, 34, Math.max(y, 110) + 6, { size: 10, label: 'Cliente:' });
    const ty = table(sh, by + 6, [
      { head: 'Ref.', x: 40, cell: (l) => l.code },
      { head: 'Descripción', x: 90, cell: (l) => l.desc },
      { head: 'Cant.', x: 370, align: 'right', cell: (l) => qty(l.q3, 0) },
      { head: 'Ud.', x: 378, cell: (l) => l.unit },
      { head: 'Precio', x: 470, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.lines, { head: { size: 9.5, italic: true, bold: false }, row: { size: 10 }, step: 15 });
    sh.line(380, ty, 555, ty);
    pairs(sh, [['Importe total (IVA no incluido)', m(shown(d), d)]], 340, 553, ty + 8, { size: 10, bold: true });
    footer(sh, d.s);
  },
};

// D. Industrial-floor materials, worded in Galician.
const floorGl: NoteLayout = {
  id: 'note-floor-materials-gl',
  suppliers: [
    { name: 'Pavimentos Industriais do Miño, S. Coop. Galega', nif: cif('F', '2748153'), street: 'Polígono de San Cibrao, rúa 4, nave 11', city: '32901 San Cibrao das Viñas', phone: '988 387 602', family: 'Helvetica', dates: 'gl', amounts: 'eur' },
    { name: 'Solos Técnicos Atlánticos, S.L.', nif: cif('B', '3653849'), street: 'Rúa Faro de Vigo 22', city: '36213 Vigo', phone: '986 492 731', family: 'Helvetica', dates: 'slash', amounts: 'es' },
    { name: 'Materiais de Construción Ulla, S.L.', nif: cif('B', '1520673'), street: 'Avenida da Estrada 40', city: '15890 Santiago de Compostela', phone: '981 570 148', family: 'Times', dates: 'dash', amounts: 'eur' },
  ],
  items: [
    { code: 'EC-25', desc: 'Endurecedor de cuarzo gris, saco 25 kg', unit: 'saco', price: 1180, q: [20000, 160000, 1000] },
    { code: 'FB-PP', desc: 'Fibra de polipropileno', unit: 'kg', price: 645, q: [10000, 90000, 500] },
    { code: 'LQ-CU', desc: 'Líquido de curado', unit: 'l', price: 398, q: [40000, 200000, 5000] },
    { code: 'MS-JU', desc: 'Masilla de poliuretano para xuntas', unit: 'ud', price: 712, q: [12000, 96000, 12000] },
    { code: 'PF-CR', desc: 'Perfil de xunta de dilatación', unit: 'm', price: 1495, q: [10000, 120000, 1000] },
  ],
  lines: [3, 5],
  number: (n, k) => [`A-${n}`, `${n}`, `MU-${n}`][k],
  places: 1,
  draw(sh, d) {
    letterhead(sh, d.s, 40, 36, { idLabel: 'NIF' });
    sh.text('ALBARÁ', 555, 40, { size: 16, bold: true, align: 'right', color: '#385723' });
    pairs(sh, [['Albará n.º', d.number], ['Data', when(d)], ['Cliente n.º', `${880 + d.k}`]], 380, 555, 64, { size: 9 });
    const by = buyerBlock(sh, d.b, 300, 118, { label: 'Cliente', box: 255 });
    const ty = table(sh, Math.max(by, 200) + 4, [
      { head: 'Código', x: 44, cell: (l) => l.code },
      { head: 'Descrición', x: 96, cell: (l) => l.desc },
      { head: 'Cantidade', x: 370, align: 'right', cell: (l) => qty(l.q3, 1) },
      { head: 'Ud.', x: 378, cell: (l) => l.unit },
      { head: 'Prezo', x: 465, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 553, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.lines, { rule: { x1: 40, x2: 555 } });
    pairs(sh, [['Total albará (sen IVE)', m(shown(d), d)]], 350, 553, ty + 10, { bold: true });
    sh.text('Asinado: recibín conforme', 40, ty + 50, { size: 8 });
    footer(sh, d.s);
  },
};

// E. Fire-stopping materials counter: a framed half page, the number pre-printed in red.
const firestop: NoteLayout = {
  id: 'note-firestop-halfpage',
  size: [595.28, 420.94],
  suppliers: [
    { name: 'Sellados Ignífugos Oretania, S.L.', nif: cif('B', '2341986'), street: 'Avda. de Andalucía 140', city: '23006 Jaén', phone: '953 281 564', family: 'Helvetica', dates: 'slash', amounts: 'eur' },
    { name: 'Andrzej Kowalski', brand: 'Protección Pasiva AK', nif: nie('X', '6158320'), street: 'Calle Alfarería 9', city: '29004 Málaga', phone: '952 236 017', family: 'Helvetica', dates: 'dash', amounts: 'es' },
    { name: 'Compartimentación y Sectores, S.A.', nif: cif('A', '5012478'), street: 'Calle Bari 31, Plaza', city: '50197 Zaragoza', phone: '976 462 930', family: 'Courier', dates: 'slash', amounts: 'es' },
  ],
  items: [
    { code: 'MI-310', desc: 'Masilla intumescente 310 ml', unit: 'ud', price: 1460, q: [6000, 48000, 6000] },
    { code: 'CO-110', desc: 'Collarín intumescente Ø110', unit: 'ud', price: 2875, q: [2000, 20000, 2000] },
    { code: 'PL-EI', desc: 'Placa de silicato EI-120 12 mm', unit: 'ud', price: 4130, q: [4000, 30000, 2000] },
    { code: 'MO-FL', desc: 'Mortero ignífugo saco 20 kg', unit: 'saco', price: 2240, q: [2000, 20000, 1000] },
    { code: 'LM-RC', desc: 'Lana de roca 150 kg/m³', unit: 'm²', price: 1115, q: [5000, 40000, 1000] },
  ],
  lines: [2, 4],
  number: (n) => `${n}`,
  places: 0,
  draw(sh, d) {
    sh.rect(20, 20, sh.width - 40, sh.height - 40, { lineWidth: 1.2 });
    letterhead(sh, d.s, 34, 30, { idLabel: 'NIF' });
    sh.text('ALBARÁN Nº', 470, 34, { size: 9, bold: true, align: 'right' });
    sh.text(d.number, 560, 32, { size: 13, bold: true, color: '#c00000', align: 'right' });
    sh.text(`Fecha: ${when(d)}`, 560, 54, { size: 9, align: 'right' });
    [d.b.name, `NIF ${d.b.nif}`, d.b.city].forEach((t, i) => sh.text(t, 330, 78 + i * 11, { size: 8.5, bold: i === 0 }));
    const ty = table(sh, 130, [
      { head: 'Cant.', x: 66, align: 'right', cell: (l) => qty(l.q3, 0) },
      { head: 'Ud', x: 74, cell: (l) => l.unit },
      { head: 'Ref.', x: 110, cell: (l) => l.code },
      { head: 'Artículo', x: 160, cell: (l) => l.desc },
      { head: 'P.V.P.', x: 470, align: 'right', cell: (l) => money(l.price, 'es') },
      { head: 'Importe', x: 560, align: 'right', cell: (l) => money(l.amount, 'es') },
    ], d.lines, { rule: { x1: 34, x2: 561 } });
    pairs(sh, [['Suma albarán (IVA no incluido)', m(shown(d), d)]], 330, 560, ty + 8, { bold: true });
    sh.text('Firma cliente:', 34, ty + 40, { size: 8 });
  },
};

// F. Polycarbonate and skylight sheets: Times under a centred letterhead, one note on two pages.
const poly: NoteLayout = {
  id: 'note-polycarbonate-centred',
  suppliers: [
    { name: 'Policarbonatos del Nervión, S.L.', nif: cif('B', '9528614'), street: 'Calle Lehendakari Aguirre 13', city: '48970 Basauri (Bizkaia)', phone: '944 402 176', family: 'Times', dates: 'slash', amounts: 'es' },
    { name: 'Plásticos Técnicos para Cubiertas, S.A.', nif: cif('A', '2804516'), street: 'Avda. de Burgos 62', city: '26006 Logroño', phone: '941 250 384', family: 'Times', dates: 'mon', amounts: 'eur', registry: 'R.M. de La Rioja, tomo 780, folio 14, hoja LO-6.022.' },
    { name: 'Cubrimientos Traslúcidos Júcar, S.L.', nif: cif('B', '1682539'), street: 'Calle Hermanos Becerril 20', city: '16004 Cuenca', phone: '969 236 711', family: 'Times', dates: 'dash', amounts: 'es' },
  ],
  items: [
    { code: 'PCC-10', desc: 'Policarbonato celular 10 mm opal', unit: 'm²', price: 1780, q: [10000, 90000, 500] },
    { code: 'PCC-16', desc: 'Policarbonato celular 16 mm incoloro', unit: 'm²', price: 2290, q: [10000, 90000, 500] },
    { code: 'PCM-30', desc: 'Policarbonato compacto grecado 3 grecas', unit: 'm²', price: 2630, q: [10000, 90000, 500] },
    { code: 'CIN-AL', desc: 'Cinta de aluminio microperforada', unit: 'rollo', price: 1390, q: [2000, 12000, 1000] },
    { code: 'PER-U', desc: 'Perfil U de cierre', unit: 'ml', price: 465, q: [10000, 60000, 1000] },
    { code: 'PER-H', desc: 'Perfil H de unión', unit: 'ml', price: 590, q: [10000, 60000, 1000] },
    { code: 'TOR-PC', desc: 'Tornillo con capuchón estanco', unit: 'ud', price: 42, q: [100000, 600000, 50000] },
    { code: 'JUN-EP', desc: 'Junta EPDM perfil cubierta', unit: 'ml', price: 310, q: [20000, 120000, 5000] },
    { code: 'REM-PC', desc: 'Remate de cumbrera policarbonato', unit: 'ml', price: 1840, q: [5000, 30000, 1000] },
    { code: 'PLA-AR', desc: 'Placa de arcoíris translúcida', unit: 'm²', price: 2980, q: [10000, 60000, 500] },
    { code: 'SEL-SI', desc: 'Sellador de silicona neutra', unit: 'ud', price: 620, q: [6000, 48000, 6000] },
    { code: 'PVC-ON', desc: 'Placa ondulada PVC translúcida', unit: 'm²', price: 1095, q: [10000, 80000, 500] },
    { code: 'POL-GR', desc: 'Policarbonato celular 20 mm bronce', unit: 'm²', price: 2870, q: [10000, 60000, 500] },
    { code: 'CRR-AL', desc: 'Carril de aluminio para lucernario', unit: 'ml', price: 1290, q: [5000, 40000, 1000] },
    { code: 'ARA-ES', desc: 'Arandela estanca de neopreno', unit: 'ud', price: 12, q: [100000, 600000, 50000] },
    { code: 'ESC-AL', desc: 'Escuadra de aluminio', unit: 'ud', price: 185, q: [20000, 120000, 10000] },
    { code: 'TAP-PC', desc: 'Tapón de perfil', unit: 'ud', price: 95, q: [20000, 120000, 10000] },
    { code: 'MAS-BT', desc: 'Masilla butílica en cinta', unit: 'rollo', price: 860, q: [4000, 24000, 1000] },
    { code: 'LAM-PR', desc: 'Lámina protectora UV', unit: 'm²', price: 540, q: [10000, 60000, 500] },
    { code: 'ANG-PC', desc: 'Angular de policarbonato', unit: 'ml', price: 720, q: [5000, 40000, 1000] },
    { code: 'SOP-OM', desc: 'Soporte omega galvanizado', unit: 'ml', price: 980, q: [5000, 40000, 1000] },
    { code: 'CLI-FI', desc: 'Clip de fijación oculta', unit: 'ud', price: 58, q: [50000, 400000, 10000] },
    { code: 'KIT-RE', desc: 'Kit de reparación de placa', unit: 'ud', price: 2450, q: [1000, 4000, 1000] },
    { code: 'TRA-CU', desc: 'Transporte a obra', unit: 'viaje', price: 8500, q: [1000, 2000, 1000] },
    { code: 'PAL-RE', desc: 'Palé retornable', unit: 'ud', price: 1500, q: [1000, 4000, 1000] },
    { code: 'SIE-CO', desc: 'Sierra de corte para policarbonato', unit: 'ud', price: 3290, q: [1000, 2000, 1000] },
  ],
  lines: [5, 7],
  number: (n, k) => [`PN-${n}`, `${n}`, `CTJ/${n}`][k],
  places: 1,
  draw(sh, d) {
    const cx = sh.width / 2;
    const head = () => {
      sh.text(d.s.name, cx, 34, { size: 15, bold: true, align: 'center' });
      sh.text(`${d.s.street} · ${d.s.city}`, cx, 54, { size: 9, align: 'center' });
      sh.text(`Tel. ${d.s.phone} · NIF ${d.s.nif}`, cx, 66, { size: 9, align: 'center' });
      sh.line(60, 82, 535, 82);
      sh.text(`ALBARÁN Nº ${d.number}`, 60, 94, { size: 12, bold: true });
      sh.text(`Fecha: ${when(d)}`, 535, 94, { size: 10, align: 'right' });
    };
    const cols = [
      { head: 'Código', x: 60, cell: (l: Line) => l.code },
      { head: 'Descripción', x: 114, cell: (l: Line) => l.desc },
      { head: 'Cantidad', x: 370, align: 'right' as const, cell: (l: Line) => qty(l.q3, 1) },
      { head: 'Ud.', x: 378, cell: (l: Line) => l.unit },
      { head: 'Precio', x: 460, align: 'right' as const, cell: (l: Line) => money(l.price, 'es') },
      { head: 'Importe', x: 535, align: 'right' as const, cell: (l: Line) => money(l.amount, 'es') },
    ];
    head();
    const by = buyerBlock(sh, d.b, 54, 116, { label: 'Cliente', size: 9.5 });
    if (d.lines.length > 16) {
      const first = d.lines.slice(0, 16);
      const carried = first.reduce((a, l) => a + l.amount, 0);
      const ty = table(sh, by + 4, cols, first, { rule: { x1: 60, x2: 535 }, row: { size: 9.5 } });
      pairs(sh, [['Suma y sigue', m(carried, d)]], 360, 535, ty + 6, { bold: true });
      sh.text('Hoja 1 de 2', cx, sh.height - 50, { size: 8, align: 'center' });
      footer(sh, d.s);
      sh.newPage();
      head();
      pairs(sh, [['Suma anterior', m(carried, d)]], 360, 535, 120, { bold: true });
      const t2 = table(sh, 144, cols, d.lines.slice(16), { rule: { x1: 60, x2: 535 }, row: { size: 9.5 } });
      pairs(sh, [['Importe total (sin IVA)', m(shown(d), d)]], 330, 535, t2 + 8, { bold: true });
      sh.text('Hoja 2 de 2', cx, sh.height - 50, { size: 8, align: 'center' });
    } else {
      const ty = table(sh, by + 4, cols, d.lines, { rule: { x1: 60, x2: 535 }, row: { size: 9.5 } });
      pairs(sh, [['Importe total (sin IVA)', m(shown(d), d)]], 330, 535, ty + 8, { bold: true });
    }
    footer(sh, d.s);
  },
};

export const NOTE_LAYOUTS: NoteLayout[] = [panels, rackParts, dockParts, floorGl, firestop, poly];
