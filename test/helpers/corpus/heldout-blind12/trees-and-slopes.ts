import type { CorpusDocument } from '../types.js';
import { cif, dashed, type DateStyle, day, dni, euros, figures, Ink, type Item, item, quantity, Sheet } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './truth.js';

/**
 * Two invoice layouts of the fourteenth held-out set: tree surgeons' invoices written as a letter
 * in Times under a letterhead on the right, and hydroseeding and slope-protection subcontractors
 * with a boxed header grid (labels above the values), two of three under reverse charge.
 */

interface TreeSurgery {
  seller: Party;
  tagline: string;
  buyer: Party;
  city: string;
  numberLabel: string;
  number: string;
  date: string;
  due: string;
  site: string;
  items: Item[];
  places: number;
}

async function treeSurgery(id: string, s: TreeSurgery): Promise<CorpusDocument> {
  const sheet = new Sheet('Microsoft Word');
  const ink = new Ink(sheet, 'Times', 10.5);
  const f = figures(s.items);
  const R = 545;
  ink.right(s.seller.brand ?? s.seller.name, R, 42, { size: 16, bold: true, color: '#2e5e2a' });
  let y = 64;
  if (s.seller.brand) {
    ink.right(s.seller.name, R, y, { size: 10, italic: true });
    y += 14;
  }
  ink.right(s.tagline, R, y, { size: 9 });
  y += 12;
  for (const l of s.seller.address) {
    ink.right(l, R, y, { size: 9 });
    y += 12;
  }
  ink.right(`${s.seller.brand ? 'NIF' : 'CIF'}: ${s.seller.id}  ·  Tel. ${s.seller.phone}`, R, y, { size: 9 });
  sheet.line(300, y + 16, R, y + 16, { stroke: '#2e5e2a', width: 1.2 });
  y = 170;
  ink.text('Sres.:', 50, y, { bold: true });
  ink.text(s.buyer.name, 50, y + 15);
  s.buyer.address.forEach((l, i) => ink.text(l, 50, y + 29 + i * 13));
  ink.text(`CIF ${s.buyer.id}`, 50, y + 29 + s.buyer.address.length * 13);
  ink.right(`En ${s.city}, a ${day(s.date, 'es')}`, R, 262);
  ink.text(`${s.numberLabel} ${s.number}`, 50, 292, { bold: true, size: 12 });
  sheet.line(50, 307, 50 + ink.width(`${s.numberLabel} ${s.number}`, { bold: true, size: 12 }), 307, { width: 0.8 });
  y = ink.wrap(`Por los trabajos de arboricultura realizados en la obra ${s.site}, según el parte firmado por su encargado, les facturamos los conceptos siguientes:`, 490).reduce((yy, part) => {
    ink.text(part, 50, yy);
    return yy + 14;
  }, 322);
  y += 10;
  sheet.line(50, y, R, y);
  ink.text('Concepto', 54, y + 5, { bold: true });
  ink.right('Medición', 385, y + 5, { bold: true });
  ink.right('Precio', 460, y + 5, { bold: true });
  ink.right('Importe', R - 4, y + 5, { bold: true });
  sheet.line(50, y + 20, R, y + 20);
  y += 28;
  for (const it of s.items) {
    ink.text(it.text, 54, y);
    ink.right(`${quantity(it.qty, it.unit === 'ud' ? 0 : s.places)} ${it.unit}`, 385, y);
    ink.right(euros(it.price), 460, y);
    ink.right(euros(it.amount), R - 4, y);
    y += 16;
  }
  sheet.line(50, y, R, y);
  y += 10;
  ink.text('Base imponible', 340, y);
  ink.right(`${euros(f.base)} €`, R - 4, y);
  ink.text('I.V.A. 21 %', 340, y + 16);
  ink.right(`${euros(f.vat)} €`, R - 4, y + 16);
  ink.text('Total factura', 340, y + 34, { bold: true });
  ink.right(`${euros(f.total)} €`, R - 4, y + 34, { bold: true });
  y += 70;
  ink.text(`Forma de pago: transferencia bancaria con vencimiento el ${day(s.due, 'es')}.`, 50, y);
  ink.text('Atentamente,', 50, y + 30);
  ink.text(s.seller.brand ? s.seller.name : 'Dpto. de Administración', 50, y + 70, { italic: true });
  if (s.seller.registry) ink.center(s.seller.registry, 297, 805, { size: 7 });
  return invoiceDoc({ id, layout: 'tree-surgery', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function treeSurgeryInvoices(): Promise<CorpusDocument>[] {
  return [
    treeSurgery('heldout-blind12-tree-surgery-1', {
      seller: {
        name: 'Arboristas del Guadarrama, S.L.',
        id: dashed(cif('B', '8824519')),
        address: ['C/ de la Sierra, 31, local 2', '28400 Collado Villalba (Madrid)'],
        phone: '918 51 22 67',
        registry: 'Arboristas del Guadarrama, S.L. — Registro Mercantil de Madrid, Tomo 36.118, Folio 140, Hoja M-649023',
      },
      tagline: 'Arboricultura urbana · Poda en altura · Tala controlada',
      buyer: BUYERS.iturbe,
      city: 'Collado Villalba',
      numberLabel: 'FACTURA Nº',
      number: '2026/118',
      date: '2026-03-12',
      due: '2026-04-11',
      site: '«Urbanización Los Pinares, fase II»',
      places: 0,
      items: [
        item('Poda de aclarado plátano de sombra, perímetro 60-80 cm', '14', 'ud', 9500),
        item('Tala controlada de pino piñonero con desmontaje por trozas', '3', 'ud', 42000),
        item('Destoconado con fresadora hasta 30 cm bajo rasante', '3', 'ud', 13500),
        item('Plataforma elevadora 20 m con operador', '2', 'días', 38000),
        item('Retirada y gestión de restos vegetales', '4', 'viajes', 8500),
      ],
    }),
    treeSurgery('heldout-blind12-tree-surgery-2', {
      seller: {
        name: 'Jorge Ballesteros Ruipérez',
        brand: 'Poda en Altura Ballesteros',
        id: dashed(dni('50712384')),
        address: ['Avda. de Madrid, 88, 2º B', '19200 Azuqueca de Henares (Guadalajara)'],
        phone: '649 20 71 35',
      },
      tagline: 'Trepa y poda de árboles · Tratamientos fitosanitarios',
      buyer: BUYERS.tajo,
      city: 'Azuqueca de Henares',
      numberLabel: 'Factura número',
      number: '26-031',
      date: '2026-10-05',
      due: '2026-11-04',
      site: 'de la Avenida del Río (Toledo)',
      places: 1,
      items: [
        item('Poda de terciado de chopos con trepa', '22', 'ud', 6800),
        item('Apeo de olmo seco con trepa y cuerdas', '2', 'ud', 29500),
        item('Trabajos de desbroce de talud, por horas', '7.5', 'h', 3200),
      ],
    }),
    treeSurgery('heldout-blind12-tree-surgery-3', {
      seller: {
        name: 'Tala y Poda Forestal Bierzo, S.L.L.',
        id: dashed(cif('B', '2439158')),
        address: ['Avda. de Galicia, 402', '24400 Ponferrada (León)'],
        phone: '987 40 18 92',
        registry: 'Tala y Poda Forestal Bierzo, S.L.L. Inscrita en el R.M. de León, Tomo 1.288, Folio 61, Hoja LE-22870',
      },
      tagline: 'Trabajos forestales y arbolado urbano',
      buyer: BUYERS.orbigo,
      city: 'Ponferrada',
      numberLabel: 'Fra. nº',
      number: 'TP-0093',
      date: '2026-11-23',
      due: '2026-12-23',
      site: 'del Parque Lineal del Río Órbigo, tramo 2',
      places: 2,
      items: [
        item('Tala de chopo híbrido con procesadora', '48', 'ud', 5400),
        item('Triturado de ramas in situ', '12.5', 'h', 6200),
        item('Saca de madera a cargadero', '61.25', 't', 1850),
        item('Destoconado mecánico', '48', 'ud', 4100),
      ],
    }),
  ];
}

// ---------------------------------------------------------------- hydroseeding

interface Hydroseeding {
  seller: Party;
  buyer: Party;
  number: string;
  date: string;
  due: string;
  customerCode: string;
  site: string;
  labels: [string, string, string, string, string];
  dates: DateStyle;
  items: Item[];
  reverse: boolean;
  accent: string;
}

async function hydroseeding(id: string, s: Hydroseeding): Promise<CorpusDocument> {
  const sheet = new Sheet('FactuPlus');
  const ink = new Ink(sheet, 'Helvetica', 8.5);
  const f = figures(s.items, { reverse: s.reverse });
  // A slope and its seed drops as the mark.
  sheet.circle(62, 62, 22, { fill: s.accent });
  sheet.line(44, 74, 80, 50, { stroke: 'white', width: 2 });
  ink.text(s.seller.name, 94, 44, { size: 12, bold: true });
  s.seller.address.forEach((l, i) => ink.text(l, 94, 62 + i * 11));
  ink.text(`C.I.F. ${s.seller.id} · ${s.seller.phone}`, 94, 62 + s.seller.address.length * 11);
  ink.right('FACTURA', 555, 44, { size: 20, bold: true, color: s.accent });
  // Header grid: labels in the top of each cell, values under them.
  const values = [s.number, day(s.date, s.dates), day(s.due, s.dates), s.customerCode, s.site];
  const widths = [90, 75, 75, 70, 205];
  let x = 40;
  values.forEach((v, i) => {
    sheet.rect(x, 130, widths[i], 34);
    ink.text(s.labels[i], x + 4, 134, { size: 6.5, color: '#555555' });
    ink.text(v, x + 4, 148, { size: 9, bold: i === 0 });
    x += widths[i];
  });
  ink.text('Facturar a:', 40, 182, { size: 7.5, color: '#555555' });
  ink.text(s.buyer.name, 40, 194, { bold: true });
  s.buyer.address.forEach((l, i) => ink.text(l, 40, 206 + i * 11));
  ink.text(`CIF: ${s.buyer.id}`, 40, 206 + s.buyer.address.length * 11);
  // Lines in a full grid.
  const edges = [40, 90, 330, 390, 420, 480, 555];
  const heads = ['Código', 'Descripción', 'Medición', 'Ud', 'Precio', 'Importe'];
  let y = 270;
  sheet.rect(40, y, 515, 16, { fill: '#eeeeee' });
  heads.forEach((h, i) => (i >= 2 && i !== 3 ? ink.right(h, edges[i + 1] - 4, y + 4.5, { bold: true }) : ink.text(h, edges[i] + 4, y + 4.5, { bold: true })));
  y += 16;
  for (const it of s.items) {
    ink.text(it.code!, edges[0] + 4, y + 5);
    ink.text(it.text, edges[1] + 4, y + 5);
    ink.right(quantity(it.qty, 2, true), edges[3] - 4, y + 5);
    ink.text(it.unit, edges[3] + 4, y + 5);
    ink.right(euros(it.price), edges[5] - 4, y + 5);
    ink.right(euros(it.amount), edges[6] - 4, y + 5);
    y += 18;
  }
  for (const e of edges) sheet.line(e, 270, e, y);
  sheet.rect(40, 270, 515, y - 270);
  y += 16;
  const rows: Array<[string, string]> = [
    ['Base imponible', euros(f.base)],
    s.reverse ? ['IVA (inversión del sujeto pasivo)', '0,00'] : ['IVA 21 %', euros(f.vat)],
    ['TOTAL FACTURA (EUR)', euros(f.total)],
  ];
  rows.forEach(([l, v], i) => {
    sheet.rect(355, y + i * 18, 200, 18, i === 2 ? { fill: '#eeeeee', stroke: 'black' } : {});
    ink.text(l, 360, y + i * 18 + 5, { bold: i === 2 });
    ink.right(v, 551, y + i * 18 + 5, { bold: i === 2 });
  });
  if (s.reverse) {
    sheet.rect(40, y, 290, 54);
    const note = 'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992 del IVA: ejecución de obra en subcontrata. El destinatario es el sujeto pasivo del impuesto.';
    ink.wrap(note, 280, { size: 7.5 }).forEach((l, i) => ink.text(l, 45, y + 6 + i * 10, { size: 7.5 }));
  }
  ink.text(s.seller.registry!, 40, 805, { size: 6.5, color: '#555555' });
  return invoiceDoc({ id, layout: 'hydroseeding', bytes: await sheet.bytes(), seller: s.seller, buyer: s.buyer, number: s.number, date: s.date, due: s.due, f });
}

export function hydroseedingInvoices(): Promise<CorpusDocument>[] {
  const labelsA: [string, string, string, string, string] = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CLIENTE', 'OBRA'];
  const labelsB: [string, string, string, string, string] = ['NÚMERO', 'FECHA EMISIÓN', 'VTO.', 'CÓD. CLIENTE', 'OBRA / PEDIDO'];
  return [
    hydroseeding('heldout-blind12-hydroseeding-1', {
      seller: {
        name: 'Hidrosiembras y Taludes del Ebro, S.L.',
        id: dashed(cif('B', '5018364')),
        address: ['Pol. Ind. Malpica, calle E, nave 22', '50016 Zaragoza'],
        phone: '976 57 30 14',
        registry: 'Hidrosiembras y Taludes del Ebro, S.L. · R.M. de Zaragoza, Tomo 4.381, Folio 98, Hoja Z-66102',
      },
      buyer: BUYERS.tajo,
      number: 'HT-26/0058',
      date: '2026-04-30',
      due: '2026-06-29',
      customerCode: '00417',
      site: 'Variante CM-4001, taludes 2 a 5',
      labels: labelsA,
      dates: 'd/m/Y',
      reverse: true,
      accent: '#4f8a2b',
      items: [
        item('Hidrosiembra en dos pasadas, mezcla herbáceas', '8420', 'm²', 68, { code: 'HS-02' }),
        item('Manta orgánica de coco 400 g/m² anclada', '2150', 'm²', 315, { code: 'MC-400' }),
        item('Malla de triple torsión con bulonado', '640', 'm²', 1280, { code: 'MT-3T' }),
        item('Desplazamiento de equipo de hidrosiembra', '2', 'ud', 45000, { code: 'DS-EQ' }),
      ],
    }),
    hydroseeding('heldout-blind12-hydroseeding-2', {
      seller: {
        name: 'Revegetación Técnica Cantábrica, S.A.',
        id: cif('A', '3920675'),
        address: ['Parque Empresarial Morero, parcela 8-3', '39611 Guarnizo (Cantabria)'],
        phone: '942 25 48 60',
        registry: 'Revegetación Técnica Cantábrica, S.A. Registro Mercantil de Cantabria, Tomo 812, Folio 33, Hoja S-14520',
      },
      buyer: BUYERS.aranzadi,
      number: '2026-000214',
      date: '2026-08-25',
      due: '2026-10-24',
      customerCode: 'ARZ-01',
      site: 'Enlace A-8 Lasarte, desmontes',
      labels: labelsB,
      dates: 'd.m.y',
      reverse: true,
      accent: '#1d6b8f',
      items: [
        item('Hidrosiembra con mulch de fibra de madera', '12600', 'm²', 74, { code: '1.01' }),
        item('Hidromanta (BFM) 4.500 kg/ha', '3300', 'm²', 142, { code: '1.02' }),
        item('Estaquillado de sauce en márgenes', '1850', 'ud', 115, { code: '1.03' }),
        item('Riego de mantenimiento con cuba', '6', 'días', 36000, { code: '1.04' }),
        item('Resiembra de calvas', '940', 'm²', 96, { code: '1.05' }),
      ],
    }),
    hydroseeding('heldout-blind12-hydroseeding-3', {
      seller: {
        name: 'Verdeterra Control de Erosión, S.L.U.',
        id: dashed(cif('B', '7306281')),
        address: ['Ctra. de Alcantarilla, km 3,8', '30169 San Ginés (Murcia)'],
        phone: '968 88 19 40',
        registry: 'Verdeterra Control de Erosión, S.L.U. · Reg. Merc. de Murcia, Tomo 3.377, Folio 190, Hoja MU-98412',
      },
      buyer: BUYERS.mediterraneo,
      number: 'V/2026/0391',
      date: '2026-02-11',
      due: '2026-03-13',
      customerCode: '1093',
      site: 'Parque de la Marjal, Paterna',
      labels: labelsA,
      dates: 'd-m-Y',
      reverse: false,
      accent: '#b5651d',
      items: [
        item('Hidrosiembra de especies autóctonas de secano', '5300', 'm²', 82, { code: 'H-AUT' }),
        item('Geomalla tridimensional de polipropileno', '1200', 'm²', 465, { code: 'G-3D' }),
        item('Mantenimiento y riego durante 3 meses', '1', 'ud', 124000, { code: 'M-3M' }),
      ],
    }),
  ];
}
