import { addDays, amountOf, cif, type Col, fromCatalog, grid, iban, initials, type Line, money, pad, printDate, qty, row, type Rng, Sheet } from './kit.js';
import type { InvoiceData, InvoiceLayout } from './model.js';

/**
 * Invoices of the finishing trades: epoxy and industrial flooring over two pages (a brand in big
 * capitals above the legal name, a full grid with codes, `Suma y sigue` / `Suma anterior`) and a
 * natural-stone workshop in Times with lines at 10 % and 21 % and a per-rate summary.
 */

// ---------- epoxy and industrial flooring ----------

const ZONES = ['Nave 1', 'Nave 2', 'Muelle de carga', 'Zona de picking', 'Oficinas PB', 'Cámara frigorífica', 'Vestuarios', 'Rampa de acceso'];
const EPOXY = [
  { code: 'GR', d: 'Preparación de soporte mediante granallado', u: 'm²', p: [250, 450] },
  { code: 'IM', d: 'Imprimación epoxi bicomponente sin disolventes', u: 'm²', p: [380, 620] },
  { code: 'AU', d: 'Pavimento epoxi autonivelante 2 mm RAL 7035', u: 'm²', p: [1650, 2350] },
  { code: 'MC', d: 'Mortero epoxi multicapa antideslizante 4 mm', u: 'm²', p: [2400, 3200] },
  { code: 'RS', d: 'Rodapié sanitario de mortero epoxi h=10 cm', u: 'ml', p: [1450, 2100] },
  { code: 'SJ', d: 'Sellado de juntas con masilla de poliuretano', u: 'ml', p: [320, 580] },
  { code: 'SV', d: 'Señalización de viales con pintura epoxi', u: 'ml', p: [180, 360] },
  { code: 'SP', d: 'Sellado final poliuretano alifático mate', u: 'm²', p: [520, 790] },
];

function epoxyLines(rng: Rng): Line[] {
  const zones = rng.sample(ZONES, 4);
  const lines: Line[] = [];
  zones.forEach((zone) => {
    const zi = ZONES.indexOf(zone) + 1;
    for (const item of rng.sample(EPOXY, rng.int(5, 7)).sort((a, b) => EPOXY.indexOf(a) - EPOXY.indexOf(b))) {
      const area = item.u === 'ml';
      lines.push({
        code: `${item.code}-${pad(zi, 2)}`,
        description: `${zone} · ${item.d}`,
        quantity: rng.quantity(area ? 30 : 120, area ? 260 : 1800, rng.pick([0, 2])),
        unit: item.u,
        price: rng.cents(item.p[0], item.p[1]),
        rate: 21,
      });
    }
  });
  return lines;
}

async function drawEpoxy(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 8.5);
  const brand = s.tagline!;
  const cols: Col[] = [
    { x: 40, w: 50 },
    { x: 90, w: 245 },
    { x: 335, w: 30, align: 'center' },
    { x: 365, w: 60, align: 'right' },
    { x: 425, w: 55, align: 'right' },
    { x: 480, w: 75, align: 'right' },
  ];
  const perPage = Math.min(20, d.lines.length - 3);
  const pages = [d.lines.slice(0, perPage), d.lines.slice(perPage)];
  const head = (page: number) => {
    sh.colored(['#b00020', '#004c8c', '#333'][v], () => sh.text(brand, 40, 36, { size: 26, bold: true }));
    sh.text(s.name, 40, 68, { size: 9, bold: true });
    sh.text(s.address.join(' - '), 40, 80, { size: 8 });
    sh.text(`C.I.F.: ${s.nif}   Tel.: ${s.phone}`, 40, 91, { size: 8 });
    const info: [string, string][] = [
      ['Nº Factura:', d.number],
      ['Fecha:', printDate(d.issue, s.date)],
      ['Cliente nº:', String(4300 + v * 111)],
      ['Página:', `${page} de 2`],
    ];
    info.forEach(([k, val], i) => {
      sh.text(k, 380, 40 + i * 12, { size: 8.5, bold: true });
      sh.right(val, 555, 40 + i * 12, { size: 8.5 });
    });
  };
  let y = 0;
  const tableHead = (top: number) => {
    sh.box(40, top, 515, 14, { fill: '#eeeeee' });
    row(sh, cols, ['Código', 'Descripción', 'Ud', 'Cantidad', 'Precio', 'Importe'], top + 3.5, { size: 7.5, bold: true });
    return top + 14;
  };
  let carried = 0n;

  head(1);
  sh.box(330, 112, 225, 62);
  sh.text('CLIENTE', 336, 116, { size: 7, bold: true });
  [d.buyer.name, ...d.buyer.address, `C.I.F.: ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 336, 127 + i * 10.5, { size: 8.5 }));
  sh.text('Obra:', 40, 120, { size: 8, bold: true });
  sh.pen.paragraph(d.site, 40, 131, 260, { size: 8.5 });
  let top = 190;
  y = tableHead(top) + 4;
  for (const l of pages[0]) {
    row(sh, cols, [l.code!, l.description, l.unit, qty(l.quantity, 2), money(l.price), money(amountOf(l))], y, { size: 7.8 });
    carried += amountOf(l);
    y += 14;
    sh.line(40, y - 3.5, 555, y - 3.5, 0.2, '#aaa');
  }
  row(sh, cols, ['', 'Suma y sigue', '', '', '', money(carried)], y + 2, { size: 8, bold: true });
  grid(sh, cols, top, y + 14);
  sh.center(s.registry!, 297.6, 808, { size: 6 });

  sh.newPage();
  head(2);
  top = 110;
  y = tableHead(top) + 4;
  row(sh, cols, ['', 'Suma anterior', '', '', '', money(carried)], y, { size: 8, bold: true });
  y += 14;
  for (const l of pages[1]) {
    row(sh, cols, [l.code!, l.description, l.unit, qty(l.quantity, 2), money(l.price), money(amountOf(l))], y, { size: 7.8 });
    y += 14;
    sh.line(40, y - 3.5, 555, y - 3.5, 0.2, '#aaa');
  }
  grid(sh, cols, top, y + 4);
  const t = d.totals;
  y += 24;
  const totals: [string, string][] = [
    ['Base imponible', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate}%`, money(t.vat, s.money)],
    ['Total factura', money(t.total, s.money)],
  ];
  totals.forEach(([k, val], i) => {
    sh.box(380, y + i * 17, 175, 17, i === 2 ? { fill: '#eeeeee' } : {});
    sh.text(k, 385, y + 5 + i * 17, { size: 9, bold: i === 2 });
    sh.right(val, 551, y + 5 + i * 17, { size: 9, bold: i === 2 });
  });
  sh.text(['Forma de pago: recibo domiciliado a 30 días', 'Forma de pago: transferencia a 30 días', 'Forma de pago: recibo bancario'][v], 40, y + 4, { size: 8.5 });
  sh.text(`Vencimiento: ${printDate(d.due!, s.date)}`, 40, y + 16, { size: 8.5 });
  sh.text(`IBAN: ${s.iban}`, 40, y + 28, { size: 8.5 });
  sh.center(s.registry!, 297.6, 808, { size: 6 });
  return sh.finish();
}

export const epoxy: InvoiceLayout = {
  name: 'b4-epoxy',
  suppliers: [
    {
      name: 'Suelos Industriales Epoxidur, S.L.',
      nif: cif('B', '6207815'),
      address: ['C/ Can Pelegrí, 9', '08191 Rubí (Barcelona)'],
      phone: '93 588 41 07',
      iban: iban('0081', '0900', '0006531172'),
      tagline: 'EPOXIDUR',
      registry: 'Suelos Industriales Epoxidur, S.L. · Inscrita en el Registro Mercantil de Barcelona, Tomo 44.208, Folio 51, Hoja B-451.722',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `FE-${pad(n, 5)}`,
    },
    {
      name: 'Resinas y Pavimentos Alcarria, S.L.',
      nif: cif('B', '1930642'),
      address: ['Avda. del Vado, 31 - Pol. El Balconcillo', '19004 Guadalajara'],
      phone: '949 21 87 30',
      iban: iban('2100', '8123', '6402009115'),
      tagline: 'RPA',
      registry: 'Registro Mercantil de Guadalajara, Tomo 701, Folio 188, Hoja GU-11.064',
      variant: 1,
      date: 'slash',
      money: 'plain',
      number: (n) => `26${pad(n, 5)}`,
    },
    {
      name: 'PAVINDUS CONTINUOS, S.A.',
      nif: cif('A', '2865204'),
      address: ['C/ Gamonal, 16', '28031 Madrid'],
      phone: '91 380 62 14',
      iban: iban('0049', '1845', '7110217788'),
      tagline: 'PAVINDUS',
      registry: 'Inscrita en el Registro Mercantil de Madrid, Tomo 13.004, Folio 96, Sección 8ª, Hoja M-210.337',
      variant: 2,
      date: 'dash',
      money: 'euro-after',
      number: (n) => `F26-${pad(n, 4)}`,
    },
  ],
  lines: epoxyLines,
  due: (issue) => addDays(issue, 30),
  draw: drawEpoxy,
};

// ---------- natural stone and marble workshop ----------

const STONE = [
  { d: 'Viv. 1ºA · Encimera granito Negro Zimbabwe 3 cm pulida', u: 'ml', q: [2.4, 6.8, 2] as [number, number, number], p: [14500, 21000] as [number, number], rate: 10 },
  { d: 'Viv. 2ºB · Encimera cuarzo compacto blanco 2 cm', u: 'ml', q: [2.4, 6.8, 2] as [number, number, number], p: [16800, 24500] as [number, number], rate: 10 },
  { d: 'Viv. 3ºC · Solado mármol Blanco Macael 60x40 pulido', u: 'm²', q: [18, 65, 2] as [number, number, number], p: [6200, 8900] as [number, number], rate: 10 },
  { d: 'Viv. 1ºA · Hueco de fregadero bajo encimera y cantos', u: 'ud', q: [1, 3] as [number, number], p: [6500, 9000, 50] as [number, number, number], rate: 10 },
  { d: 'Portal · Peldaño mármol Crema Marfil 3 cm con tabica', u: 'ud', q: [12, 48] as [number, number], p: [7800, 11500] as [number, number], rate: 21 },
  { d: 'Fachada · Vierteaguas piedra caliza Campaspero 3 cm', u: 'ml', q: [20, 90, 2] as [number, number, number], p: [3200, 4800] as [number, number], rate: 21 },
  { d: 'Fachada · Aplacado granito Gris Quintana 3 cm anclado', u: 'm²', q: [40, 220, 2] as [number, number, number], p: [9200, 13800] as [number, number], rate: 21 },
  { d: 'Zaguán · Umbral de granito abujardado 4 cm', u: 'ml', q: [4, 20, 2] as [number, number, number], p: [4100, 5900] as [number, number], rate: 21 },
];

async function drawMarble(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Times', 10);
  sh.box(40, 40, 60, 60, { width: 1.5 });
  sh.box(44, 44, 52, 52, { width: 0.5 });
  sh.center(initials(s.name), 70, 62, { size: 20, bold: true });
  sh.text(s.name, 112, 42, { size: 15, bold: true });
  sh.text(s.tagline ?? '', 112, 61, { size: 9, italic: true });
  sh.text(s.address.join(', '), 112, 74, { size: 9 });
  sh.text(`${['N.I.F.', 'NIF:', 'N.I.F.:'][v]} ${s.nif} — Tel. ${s.phone}`, 112, 86, { size: 9 });

  sh.text('FACTURA', 420, 120, { size: 16, bold: true });
  sh.text(['Núm.:', 'Núm. factura:', 'Número:'][v], 420, 142, { size: 10 });
  sh.right(d.number, 555, 142, { size: 10, bold: true });
  sh.text('Fecha:', 420, 156, { size: 10 });
  sh.right(printDate(d.issue, s.date), 555, 156, { size: 10 });

  const label = ['', 'Cliente:', 'Destinatario:'][v];
  let y = 120;
  if (label) {
    sh.text(label, 40, y, { size: 9, italic: true });
    y += 13;
  }
  [d.buyer.name, ...d.buyer.address, `N.I.F. ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 40, y + i * 12.5, { size: 10.5, bold: i === 0 }));
  sh.text(`Obra: ${d.site}`, 40, 200, { size: 10, italic: true });

  const cols: Col[] = [
    { x: 40, w: 265 },
    { x: 305, w: 50, align: 'right' },
    { x: 355, w: 30, align: 'center' },
    { x: 385, w: 60, align: 'right' },
    { x: 445, w: 35, align: 'center' },
    { x: 480, w: 75, align: 'right' },
  ];
  sh.line(40, 225, 555, 225, 1.2);
  row(sh, cols, ['Descripción', 'Cant.', 'Ud.', 'Precio', '% IVA', 'Importe'], 230, { size: 9.5, bold: true });
  sh.line(40, 244, 555, 244, 0.8);
  y = 250;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity, 2), l.unit, money(l.price), String(l.rate), money(amountOf(l))], y, { size: 9.5 });
    y += 15;
    sh.line(40, y - 3, 555, y - 3, 0.25);
  }
  const t = d.totals;
  y = Math.max(y + 30, 470);
  const sumCols: Col[] = [
    { x: 300, w: 95, align: 'right' },
    { x: 395, w: 60, align: 'center' },
    { x: 455, w: 100, align: 'right' },
  ];
  grid(sh, sumCols, y, y + 16 * (t.rates.length + 1));
  row(sh, sumCols, ['Base imponible', '% IVA', 'Cuota IVA'], y + 4, { size: 9.5, bold: true });
  t.rates.forEach((r, i) => row(sh, sumCols, [money(r.base, s.money), `${r.rate} %`, money(r.vat, s.money)], y + 20 + i * 16, { size: 9.5 }));
  y += 16 * (t.rates.length + 1) + 14;
  const final: [string, string][] = [
    ['Total base imponible', money(t.base, s.money)],
    ['Total cuota IVA', money(t.vat, s.money)],
    ['TOTAL FACTURA', money(t.total, s.money)],
  ];
  final.forEach(([k, val], i) => {
    sh.text(k, 360, y + i * 15, { size: 10, bold: i === 2 });
    sh.right(val, 552, y + i * 15, { size: 10, bold: i === 2 });
  });
  sh.text(`Forma de pago: ${['pagaré a 30 días', 'transferencia a 30 días', 'giro a 30 días'][v]}`, 40, y, { size: 9.5 });
  sh.text(`Vto.: ${printDate(d.due!, s.date)}`, 40, y + 13, { size: 9.5 });
  sh.text(`${s.iban}`, 40, y + 26, { size: 9.5 });
  sh.text('Tipo reducido del 10 % en las obras de reforma de vivienda (art. 91.Uno.2.10º Ley 37/1992).', 40, 770, { size: 8, italic: true });
  return sh.finish();
}

export const marble: InvoiceLayout = {
  name: 'b4-marble',
  suppliers: [
    {
      name: 'Mármoles y Granitos Macael Sur, S.L.',
      nif: cif('B', '0458371'),
      address: ['Ctra. de Olula, s/n', '04867 Macael (Almería)'],
      phone: '950 12 83 40',
      iban: iban('3058', '0030', '1927004418'),
      tagline: 'Taller de mármoles, granitos y piedra natural',
      variant: 0,
      date: 'dash',
      money: 'euro-before',
      number: (n) => String(1400 + n),
    },
    {
      name: 'Marmolería Hermanos Ortuño, C.B.',
      nif: cif('E', '3072815'),
      address: ['C/ Cantería, 5', '30500 Molina de Segura (Murcia)'],
      phone: '968 61 02 77',
      iban: iban('0487', '0114', '0820003311'),
      tagline: 'Encimeras · Escaleras · Fachadas',
      variant: 1,
      date: 'dash',
      money: 'plain',
      number: (n) => `M-${pad(n, 4)}`,
    },
    {
      name: 'PIEDRA NATURAL VALDEORRAS, S.L.',
      nif: cif('B', '3241759'),
      address: ['Estrada de Ourense, km 2', '32300 O Barco de Valdeorras (Ourense)'],
      phone: '988 32 40 61',
      iban: iban('2080', '5161', '3030400127'),
      tagline: 'Cantería y pizarra',
      variant: 2,
      date: 'dash',
      money: 'euro-after',
      number: (n) => `26/${pad(n, 4)}`,
    },
  ],
  lines: (rng) => [...fromCatalog(rng, STONE.slice(0, 4), rng.int(2, 3)), ...fromCatalog(rng, STONE.slice(4), rng.int(2, 3))],
  due: (issue) => addDays(issue, 30),
  draw: drawMarble,
};
