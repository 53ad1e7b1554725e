import type { CorpusDocument } from '../types.js';
import { cif, dashed, type DateStyle, day, dni, euros, figures, Ink, type Item, item, plain, quantity, Sheet } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './truth.js';

/**
 * Three invoice layouts of the fourteenth held-out set: green roofs and vertical gardens (plants at
 * 10 %, works at 21 %, a VAT column and a per-rate grid), public-lighting installers printed by an
 * old ERP in Courier capitals, and ornamental fountains under a dark band with ISO dates.
 */

interface GreenRoof {
  seller: Party;
  initials: string;
  buyer: Party;
  number: string;
  date: string;
  due: string;
  dates: DateStyle;
  items: Item[];
  /** A row summing the rate bases and their VAT under the grid. */
  sums: boolean;
}

async function greenRoof(id: string, s: GreenRoof): Promise<CorpusDocument> {
  const sheet = new Sheet('Sage 50');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const f = figures(s.items);
  sheet.rect(40, 40, 44, 44, { stroke: '#3a7d44', width: 2 });
  ink.center(s.initials, 62, 50, { size: 20, bold: true, color: '#3a7d44' });
  ink.text(s.seller.name, 96, 42, { size: 11, bold: true });
  s.seller.address.forEach((l, i) => ink.text(l, 96, 58 + i * 11));
  ink.text(`NIF ${s.seller.id} · ${s.seller.phone}`, 96, 58 + s.seller.address.length * 11);
  ink.text('Factura', 380, 42, { size: 16, bold: true });
  sheet.rect(380, 64, 175, 20, { radius: 6 });
  ink.text(`Serie/Número: ${s.number}`, 388, 70, { bold: true });
  ink.text(`Fecha: ${day(s.date, s.dates)}`, 380, 92);
  ink.text(`Vto.: ${day(s.due, s.dates)}`, 380, 104);
  sheet.rect(40, 128, 280, 66, { fill: '#f1f6ef' });
  ink.text(s.buyer.name, 48, 136, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 48, 149 + i * 11));
  ink.text(`NIF ${s.buyer.id}`, 48, 149 + s.buyer.address.length * 11);
  const col = { text: 44, qty: 350, unit: 356, price: 440, vat: 478, amount: 551 };
  let y = 220;
  sheet.line(40, y, 555, y, { width: 1 });
  ink.text('Descripción', col.text, y + 5, { bold: true });
  ink.right('Cant.', col.qty, y + 5, { bold: true });
  ink.text('Ud.', col.unit, y + 5, { bold: true });
  ink.right('Precio', col.price, y + 5, { bold: true });
  ink.right('% IVA', col.vat, y + 5, { bold: true });
  ink.right('Importe', col.amount, y + 5, { bold: true });
  sheet.line(40, y + 18, 555, y + 18, { width: 1 });
  y += 26;
  for (const it of s.items) {
    ink.text(it.text, col.text, y);
    ink.right(quantity(it.qty, 2), col.qty, y);
    ink.text(it.unit, col.unit, y);
    ink.right(euros(it.price), col.price, y);
    ink.right(String(it.rate), col.vat, y);
    ink.right(euros(it.amount), col.amount, y);
    y += 15;
  }
  sheet.line(40, y, 555, y);
  y += 18;
  // Per-rate grid.
  const gx = [300, 385, 430, 555];
  sheet.rect(300, y, 255, 14, { fill: '#3a7d44' });
  ink.right('Base imponible', gx[1] - 4, y + 3.5, { bold: true, color: 'white', size: 7.5 });
  ink.right('% IVA', gx[2] - 4, y + 3.5, { bold: true, color: 'white', size: 7.5 });
  ink.right('Cuota IVA', gx[3] - 4, y + 3.5, { bold: true, color: 'white', size: 7.5 });
  y += 14;
  for (const r of f.rates) {
    sheet.rect(300, y, 255, 15);
    ink.right(euros(r.base), gx[1] - 4, y + 4);
    ink.right(`${r.rate} %`, gx[2] - 4, y + 4);
    ink.right(euros(r.vat), gx[3] - 4, y + 4);
    y += 15;
  }
  if (s.sums) {
    sheet.rect(300, y, 255, 15, { fill: '#f1f6ef', stroke: 'black' });
    ink.text('Suma', 304, y + 4, { bold: true });
    ink.right(euros(f.base), gx[1] - 4, y + 4, { bold: true });
    ink.right(euros(f.vat), gx[3] - 4, y + 4, { bold: true });
    y += 15;
  }
  y += 8;
  ink.text('TOTAL FACTURA', 300, y, { size: 10, bold: true });
  ink.right(`${euros(f.total)} €`, 551, y, { size: 10, bold: true });
  ink.text('Plantas vivas ornamentales al 10 % (art. 91.Uno.1.3º LIVA).', 40, y - 20, { size: 7 });
  ink.text(s.seller.registry!, 40, 805, { size: 6.5 });
  return invoiceDoc({ id, layout: 'green-roofs', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function greenRoofInvoices(): Promise<CorpusDocument>[] {
  return [
    greenRoof('heldout-blind12-green-roofs-1', {
      seller: {
        name: 'Cubiertas Vegetales Sedum Ibérica, S.L.',
        id: dashed(cif('B', '8761042')),
        address: ['C/ Hierro, 33, nave 7', '28045 Madrid'],
        phone: '914 68 20 31',
        registry: 'Cubiertas Vegetales Sedum Ibérica, S.L. · R.M. de Madrid, Tomo 38.402, Folio 63, Sección 8, Hoja M-683110',
      },
      initials: 'SI',
      buyer: BUYERS.iturbe,
      number: 'S-26/0144',
      date: '2026-05-06',
      due: '2026-06-05',
      dates: 'd/m/Y',
      sums: true,
      items: [
        item('Manta de sedum precultivada', '420', 'm²', 3150, { rate: 10 }),
        item('Tapizantes en alvéolo (Thymus, Delosperma)', '360', 'ud', 185, { rate: 10 }),
        item('Lámina antirraíces PEAD 0,5 mm', '465', 'm²', 690),
        item('Sustrato ligero para cubiertas e=8 cm', '37.2', 'm³', 11800),
        item('Riego por goteo integrado con programador', '1', 'ud', 186000),
        item('Instalación de cubierta ajardinada', '420', 'm²', 1450),
      ],
    }),
    greenRoof('heldout-blind12-green-roofs-2', {
      seller: {
        name: 'Jardí Vertical Mediterrani, S.L.',
        id: cif('B', '6629418'),
        address: ['C/ de Pujades, 152, baixos', '08005 Barcelona'],
        phone: '934 85 17 60',
        registry: 'Jardí Vertical Mediterrani, S.L. Registre Mercantil de Barcelona, Tom 44.108, Foli 201, Full B-451093',
      },
      initials: 'JV',
      buyer: BUYERS.mediterraneo,
      number: 'JVM 2026-078',
      date: '2026-08-03',
      due: '2026-09-02',
      dates: 'd-m-Y',
      sums: false,
      items: [
        item('Plantas para jardín vertical M-12', '980', 'ud', 420, { rate: 10 }),
        item('Helechos y Philodendron en maceta 14', '140', 'ud', 690, { rate: 10 }),
        item('Módulo de fieltro hidropónico 1x1 m', '52', 'm²', 8600),
        item('Estructura de aluminio y panel PVC espumado', '52', 'm²', 6250),
        item('Cuadro de fertirrigación con dosificador', '1', 'ud', 248000),
      ],
    }),
    greenRoof('heldout-blind12-green-roofs-3', {
      seller: {
        name: 'Ecotejados del Sur, S.L.U.',
        id: dashed(cif('B', '9301587')),
        address: ['Polígono Guadalhorce, C/ Héroe de Sostoa, 112', '29006 Málaga'],
        phone: '952 36 40 09',
        registry: 'Ecotejados del Sur, S.L.U. Inscrita en el R.M. de Málaga, Tomo 6.011, Folio 150, Hoja MA-159844',
      },
      initials: 'ET',
      buyer: BUYERS.guadalquivir,
      number: 'ET/0455/26',
      date: '2026-10-19',
      due: '2026-12-18',
      dates: 'd.m.y',
      sums: true,
      items: [
        item('Aromáticas mediterráneas en alvéolo', '1250', 'ud', 145, { rate: 10 }),
        item('Lámina drenante nodular con geotextil', '610', 'm²', 540),
        item('Sustrato volcánico ligero', '48.8', 'm³', 9650),
        item('Mano de obra de plantación', '610', 'm²', 780),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- public lighting, Courier

interface Lighting {
  seller: Party;
  buyer: Party;
  labels: { number: string; date: string; code: string; due: string };
  number: string;
  date: string;
  due: string;
  dates: DateStyle;
  customerCode: string;
  items: Item[];
}

async function lighting(id: string, s: Lighting): Promise<CorpusDocument> {
  const sheet = new Sheet('FACT-400');
  const ink = new Ink(sheet, 'Courier', 8.5);
  const f = figures(s.items);
  const rule = (y: number) => sheet.line(40, y, 555, y, { dash: 2 });
  ink.text(plain(s.seller.brand ?? s.seller.name), 40, 40, { size: 11, bold: true });
  let y = 56;
  if (s.seller.brand) {
    ink.text(plain(s.seller.name), 40, y);
    y += 11;
  }
  for (const l of s.seller.address) {
    ink.text(plain(l), 40, y);
    y += 11;
  }
  ink.text(`${s.seller.brand ? 'N.I.F.' : 'C.I.F.'}: ${s.seller.id}   TLF: ${s.seller.phone}`, 40, y);
  y += 18;
  rule(y);
  y += 8;
  ink.text(`${s.labels.number} ${s.number}`, 40, y, { bold: true });
  ink.text(`${s.labels.date} ${day(s.date, s.dates)}`, 320, y);
  ink.text(`${s.labels.code} ${s.customerCode}`, 40, y + 12);
  ink.text(`${s.labels.due} ${day(s.due, s.dates)}`, 320, y + 12);
  y += 30;
  rule(y);
  y += 8;
  ink.text(plain(s.buyer.name), 40, y);
  s.buyer.address.forEach((l, i) => ink.text(plain(l), 40, y + 11 + i * 11));
  ink.text(`C.I.F.: ${s.buyer.id}`, 40, y + 11 + s.buyer.address.length * 11);
  y += 24 + s.buyer.address.length * 11;
  rule(y);
  y += 8;
  const col = { code: 40, text: 100, qty: 410, price: 480, amount: 555 };
  ink.text('CODIGO', col.code, y);
  ink.text('DESCRIPCION', col.text, y);
  ink.right('CANTIDAD', col.qty, y);
  ink.right('PRECIO', col.price, y);
  ink.right('IMPORTE', col.amount, y);
  y += 12;
  rule(y);
  y += 8;
  for (const it of s.items) {
    ink.text(it.code!, col.code, y);
    ink.text(plain(it.text), col.text, y);
    ink.right(`${quantity(it.qty, 2)} ${it.unit.toUpperCase()}`, col.qty, y);
    ink.right(euros(it.price, false), col.price, y);
    ink.right(euros(it.amount, false), col.amount, y);
    y += 12;
  }
  y += 6;
  rule(y);
  y += 10;
  ink.text('BASE IMPONIBLE:', 330, y);
  ink.right(euros(f.base, false), col.amount - 24, y);
  ink.text('I.V.A. 21%....:', 330, y + 12);
  ink.right(euros(f.vat, false), col.amount - 24, y + 12);
  ink.text('TOTAL FACTURA.:', 330, y + 26, { bold: true });
  ink.right(`${euros(f.total, false)} EUR`, col.amount, y + 26, { bold: true });
  ink.text('FORMA DE PAGO: TRANSFERENCIA', 40, y);
  if (s.seller.registry) ink.text(plain(s.seller.registry), 40, 800, { size: 6.5 });
  return invoiceDoc({ id, layout: 'public-lighting', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function publicLightingInvoices(): Promise<CorpusDocument>[] {
  return [
    lighting('heldout-blind12-public-lighting-1', {
      seller: {
        name: 'Luminotecnia Viaria Castilla, S.L.',
        id: cif('B', '0947218'),
        address: ['Pol. Ind. Villalonquejar, C/ Lopez Bravo, 61', '09001 Burgos'],
        phone: '947 29 81 40',
        registry: 'Luminotecnia Viaria Castilla, S.L. R.M. Burgos T.702 F.15 H.BU-14409',
      },
      buyer: BUYERS.orbigo,
      labels: { number: 'FACTURA NUM.:', date: 'FECHA......:', code: 'CLIENTE.....:', due: 'VENCIMIENTO:' },
      number: '26000412',
      date: '2026-09-21',
      due: '2026-10-21',
      dates: 'd/m/y',
      customerCode: '430017',
      items: [
        item('Columna troncoconica acero galv. 8 m', '24', 'ud', 38600, { code: 'CL08' }),
        item('Luminaria LED vial 60 W 4000K', '24', 'ud', 29450, { code: 'LV60' }),
        item('Cable RV-K 4x6 mm2 0,6/1 kV', '860', 'ml', 415, { code: 'RV46' }),
        item('Arqueta de registro 40x40 con tapa', '26', 'ud', 8900, { code: 'AQ40' }),
        item('Cimentacion de columna con pernos', '24', 'ud', 15200, { code: 'CM08' }),
      ],
    }),
    lighting('heldout-blind12-public-lighting-2', {
      seller: {
        name: 'Tecnolux Urbana, S.A.',
        id: cif('A', '4681305'),
        address: ['C/ Ciudad de Sevilla, 44 (Fuente del Jarro)', '46988 Paterna (Valencia)'],
        phone: '961 34 70 22',
        registry: 'Tecnolux Urbana, S.A. Reg. Merc. Valencia T.9.880 F.112 H.V-160372',
      },
      buyer: BUYERS.mediterraneo,
      labels: { number: 'N/FACTURA....:', date: 'F.FACTURA:', code: 'N/CLIENTE....:', due: 'F.VENCIM.:' },
      number: 'FV-2026-1187',
      date: '2026-03-02',
      due: '2026-04-01',
      dates: 'd.m.y',
      customerCode: 'C0932',
      items: [
        item('Proyector LED 150 W para pista deportiva', '12', 'ud', 41800, { code: 'PR150' }),
        item('Baculo 10 m con brazo doble', '6', 'ud', 79500, { code: 'BA10' }),
        item('Cuadro de mando con reloj astronomico', '1', 'ud', 312000, { code: 'CM-AST' }),
        item('Zanja y canalizacion 2 tubos 90 mm', '215', 'ml', 2380, { code: 'ZC90' }),
      ],
    }),
    lighting('heldout-blind12-public-lighting-3', {
      seller: {
        name: 'Antonio Cuesta Villar',
        brand: 'Electricidad Cuesta',
        id: dni('07012846'),
        address: ['Avda. de la Hispanidad, 18', '10005 Caceres'],
        phone: '927 62 11 58',
      },
      buyer: BUYERS.tajo,
      labels: { number: 'FRA. NUMERO..:', date: 'FECHA:', code: 'CLIENTE......:', due: 'VTO. :' },
      number: '26/0058',
      date: '2026-11-09',
      due: '2026-12-09',
      dates: 'd/m/Y',
      customerCode: '0041',
      items: [
        item('Sustitucion luminaria farol villa por LED', '36', 'ud', 18750, { code: 'SL01' }),
        item('Revision y conexion de punto de luz', '36', 'ud', 2400, { code: 'RV01' }),
        item('Camion cesta 14 m con conductor', '3', 'dia', 32000, { code: 'CC14' }),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- fountains

interface Fountain {
  seller: Party;
  tagline: string;
  buyer: Party;
  number: string;
  date: string;
  due: string;
  dates: DateStyle;
  items: Item[];
  idInFooter: boolean;
  band: string;
}

async function fountain(id: string, s: Fountain): Promise<CorpusDocument> {
  const sheet = new Sheet('Odoo');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const f = figures(s.items);
  sheet.rect(0, 0, 595.28, 86, { fill: s.band });
  ink.text(s.seller.name, 40, 26, { size: 15, bold: true, color: 'white' });
  ink.text(s.tagline, 40, 48, { color: '#cfe3f0' });
  ink.text(`${s.seller.address.join(', ')} · ${s.seller.phone}`, 40, 61, { size: 7.5, color: 'white' });
  if (!s.idInFooter) ink.right(`CIF nº ${s.seller.id}`, 555, 28, { color: 'white', bold: true });
  const data: Array<[string, string]> = [
    ['Documento:', 'Factura'],
    ['Número:', s.number],
    ['Fecha:', day(s.date, s.dates)],
    ['Vencimiento:', day(s.due, s.dates)],
  ];
  data.forEach(([l, v], i) => {
    ink.text(l, 40, 112 + i * 13, { bold: true });
    ink.text(v, 110, 112 + i * 13);
  });
  ink.text('Cliente:', 330, 112, { bold: true });
  ink.text(s.buyer.name, 330, 125);
  s.buyer.address.forEach((l, i) => ink.text(l, 330, 138 + i * 12));
  ink.text(`CIF ${s.buyer.id}`, 330, 138 + s.buyer.address.length * 12);
  let y = 200;
  const col = { text: 40, qty: 390, unit: 396, price: 478, amount: 555 };
  ink.text('DESCRIPCIÓN', col.text, y, { bold: true, color: s.band });
  ink.right('CANTIDAD', col.qty, y, { bold: true, color: s.band });
  ink.right('PRECIO', col.price, y, { bold: true, color: s.band });
  ink.right('SUBTOTAL', col.amount, y, { bold: true, color: s.band });
  sheet.line(40, y + 13, 555, y + 13, { stroke: s.band, width: 1.5 });
  y += 22;
  for (const it of s.items) {
    ink.text(it.text, col.text, y);
    ink.right(`${quantity(it.qty, 2)} ${it.unit}`, col.qty, y);
    ink.right(`€ ${euros(it.price)}`, col.price, y);
    ink.right(`€ ${euros(it.amount)}`, col.amount, y);
    sheet.line(40, y + 13, 555, y + 13, { stroke: '#dddddd' });
    y += 19;
  }
  y += 12;
  const totals: Array<[string, string]> = [
    ['Base imponible', `€ ${euros(f.base)}`],
    ['IVA 21 %', `€ ${euros(f.vat)}`],
    ['Total', `€ ${euros(f.total)}`],
  ];
  totals.forEach(([l, v], i) => {
    if (i === 2) sheet.rect(350, y + i * 16 - 4, 205, 17, { fill: s.band });
    ink.text(l, 356, y + i * 16, { bold: i === 2, color: i === 2 ? 'white' : 'black' });
    ink.right(v, 551, y + i * 16, { bold: i === 2, color: i === 2 ? 'white' : 'black' });
  });
  ink.text('Condiciones de pago: transferencia a 30 días.', 40, y);
  ink.text(s.seller.registry!, 40, 805, { size: 6.5, color: '#555555' });
  return invoiceDoc({ id, layout: 'fountains', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function fountainInvoices(): Promise<CorpusDocument>[] {
  const turiaId = dashed(cif('B', '9822064'));
  return [
    fountain('heldout-blind12-fountains-1', {
      seller: {
        name: 'Fuentes Ornamentales Aquaviva, S.L.',
        id: dashed(cif('B', '8190537')),
        address: ['C/ Fundidores, 24, Pol. Los Ángeles', '28906 Getafe (Madrid)'],
        phone: '916 95 42 18',
        registry: 'Fuentes Ornamentales Aquaviva, S.L. · Registro Mercantil de Madrid, Tomo 29.811, Folio 50, Hoja M-536721',
      },
      tagline: 'Fuentes ornamentales · Láminas de agua · Mantenimiento',
      buyer: BUYERS.iturbe,
      number: 'AQ-2026-0081',
      date: '2026-05-14',
      due: '2026-06-13',
      dates: 'Y-m-d',
      idInFooter: false,
      band: '#0b4f6c',
      items: [
        item('Bomba sumergible inox 5,5 kW para fuente', '2', 'ud', 286000),
        item('Boquilla de chorro espumoso 1 1/2"', '8', 'ud', 21400),
        item('Foco LED RGB subacuático 18 W', '12', 'ud', 15650),
        item('Programación de secuencias y puesta en marcha', '1', 'ud', 78000),
      ],
    }),
    fountain('heldout-blind12-fountains-2', {
      seller: {
        name: 'Hidrotecnia de Fuentes y Láminas de Agua, S.A.',
        id: cif('A', '1873402'),
        address: ['Avda. de Andalucía, 211', '18015 Granada'],
        phone: '958 27 36 91',
        registry: 'Hidrotecnia de Fuentes y Láminas de Agua, S.A. · R.M. de Granada, Tomo 1.977, Folio 88, Hoja GR-43318',
      },
      tagline: 'Ingeniería del agua ornamental',
      buyer: BUYERS.guadalquivir,
      number: 'HF-26-0317',
      date: '2026-02-27',
      due: '2026-03-29',
      dates: 'd/m/Y',
      idInFooter: false,
      band: '#14213d',
      items: [
        item('Mantenimiento trimestral de fuente monumental', '1', 'ud', 142000),
        item('Tratamiento del agua con algicida y cloro', '3', 'mes', 18500),
        item('Vaciado, limpieza y pintura del vaso', '84', 'm²', 2250),
      ],
    }),
    fountain('heldout-blind12-fountains-3', {
      seller: {
        name: 'Surtidores Monumentales del Turia, S.L.',
        id: turiaId,
        address: ['C/ Beniparrell, 9, Pol. El Oliveral', '46190 Riba-roja de Túria (Valencia)'],
        phone: '961 66 30 47',
        registry: `Surtidores Monumentales del Turia, S.L. · CIF ${turiaId} · R.M. de Valencia, Tomo 10.204, Folio 61, Hoja V-173480`,
      },
      tagline: 'Fuentes, surtidores y juegos de agua',
      buyer: BUYERS.mediterraneo,
      number: 'SMT/26/0142',
      date: '2026-07-08',
      due: '2026-08-07',
      dates: 'Y-m-d',
      idInFooter: true,
      band: '#1e5631',
      items: [
        item('Surtidor de suelo seco con boquilla anti-vandálica', '16', 'ud', 34800),
        item('Rejilla perimetral de acero inoxidable', '38.5', 'ml', 11900),
        item('Depósito de recirculación 6 m³ enterrado', '1', 'ud', 465000),
        item('Filtro de arena y grupo de presión', '1', 'ud', 198500),
        item('Montaje hidráulico y eléctrico', '1', 'ud', 240000),
      ],
    }),
  ];
}
