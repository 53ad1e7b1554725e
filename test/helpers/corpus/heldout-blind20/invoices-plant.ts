import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { addDays, amount, checkedNif, type DateLook, date, invoiceTruth, type MoneyLook, money, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, draw, invoiceDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Truck weighbridges billed by Basque suppliers in Basque and Spanish, and industrial dust and
 * fume extraction under a dark band (docs/document-extraction.md#measuring-it).
 */

const WEIGHBRIDGE: Goods[] = [
  ['BP-18', 'Báscula puente 18 x 3 m, 60 t, sobresuelo', 'ud', 2895000, 1, 1, 0],
  ['BP-16', 'Báscula puente 16 x 3 m, 50 t, en foso', 'ud', 2450000, 1, 1, 0],
  ['CC-30', 'Célula de carga digital 30 t', 'ud', 48500, 4, 8, 0],
  ['VI-01', 'Visor-indicador con impresora de tickets', 'ud', 126000, 1, 1, 0],
  ['OC-LS', 'Obra civil: losa y rampas de acceso', 'm²', 9850, 40, 120, 0],
  ['SM-BR', 'Semáforos y barrera de control', 'ud', 89000, 1, 2, 0],
  ['SW-LM', 'Software de pesaje y lector de matrículas', 'ud', 215000, 1, 1, 0],
  ['VM-01', 'Verificación metrológica inicial', 'ud', 68000, 1, 1, 0],
  ['TR-GR', 'Transporte y grúa de montaje', 'ud', 145000, 1, 1, 0],
];

interface Look {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  accent: string;
  days: number;
}

const BASQUE: Look[] = [
  {
    party: {
      name: 'Pisaketa Sistemak, S. Coop.',
      nif: 'F-51679272',
      nifLabel: 'IFZ / NIF',
      street: 'Uribarri auzoa, 9 - Pab. 4',
      city: '20500 Arrasate / Mondragón (Gipuzkoa)',
      phone: '943 712 034',
      mail: 'info@pisaketa.eus',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `26-${n}`,
    accent: '#0b6e4f',
    days: 30,
  },
  {
    party: {
      name: 'Básculas Industriales Zubieta, S.L.',
      nif: 'B51880938',
      nifLabel: 'IFZ / NIF',
      street: 'Zubieta industrialdea, 3',
      city: '48340 Amorebieta-Etxano (Bizkaia)',
      phone: '946 300 871',
      web: 'www.basculaszubieta.com',
      registry: 'Bizkaiko Merkataritza Erregistroa / R.M. de Bizkaia, Tomo 5.622, Folio 140, Hoja BI-65390',
    },
    family: 'Times',
    dates: 'dmy-',
    money: 'es-eur',
    number: (n) => `FV2026-${n}`,
    accent: '#8a1c1c',
    days: 60,
  },
  {
    party: {
      name: 'Gasteiz Pesaje Industrial, S.A.',
      nif: 'A01938844',
      nifLabel: 'IFZ / NIF',
      street: 'Portal de Gamarra, 36',
      city: '01013 Vitoria-Gasteiz (Araba)',
      phone: '945 268 400',
      mail: 'administrazioa@gpisa.com',
      registry: 'R.M. de Álava, Tomo 1.180, Folio 22, Hoja VI-9874',
    },
    family: 'Helvetica',
    dates: 'iso',
    money: 'pre',
    number: (n) => `F/${n}`,
    accent: '#1d3557',
    days: 45,
  },
];

async function weighbridgeInvoice(k: number): Promise<CorpusDocument> {
  const sup = BASQUE[k];
  const id = `blind20-weighbridge-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 2) % 3];
  const issue = someDate(rng);
  const due = addDays(issue, sup.days);
  const number = sup.number(rng.int(40, 400));
  const main = WEIGHBRIDGE[rng.int(0, 1)];
  const items = [...draw(rng, [main], 1), ...draw(rng, WEIGHBRIDGE.slice(2), rng.int(4, 6))];
  const t = totals(items);
  const s = new Sheet(sup.family, `Faktura ${number}`);
  const p = sup.party;
  s.box(40, 36, 6, 64, { fill: sup.accent });
  s.text(p.name, 54, 36, { size: 13, bold: true, ink: sup.accent });
  [p.street, p.city, `Tel. ${p.phone} · ${p.mail ?? p.web}`, `${p.nifLabel}: ${p.nif}`].forEach((l, i) => s.text(l, 54, 54 + i * 11, { size: 8.5 }));
  s.right('FAKTURA / FACTURA', 555, 36, { size: 14, bold: true });
  const heads = ['Faktura zk. / Nº Factura', 'Data / Fecha', 'Mugaeguna / Vencimiento'];
  const values = [number, date(issue, sup.dates), date(due, sup.dates)];
  heads.forEach((h, i) => {
    const x = 300 + i * 85;
    s.box(x, 112, 85, 14, { fill: '#eeeeee', stroke: '#666666' });
    s.box(x, 126, 85, 18, { stroke: '#666666' });
    s.center(h, x + 42.5, 116, { size: 6.5, bold: true });
    s.center(values[i], x + 42.5, 131, { size: 9 });
  });
  s.text('Bezeroa / Cliente', 40, 125, { size: 7.5, bold: true, ink: '#555555' });
  [buyer.name, buyer.street, buyer.city, `IFZ / NIF: ${buyer.nif}`].forEach((l, i) => s.text(l, 40, 137 + i * 11, { size: 9, bold: i === 0 }));
  s.text(`Obra / Lana: ${SITES[k]}`, 40, 195, { size: 8.5 });
  const cols: Column[] = [
    { head: 'Kodea / Código', width: 66 },
    { head: 'Kontzeptua / Concepto', width: 184 },
    { head: 'Kop. / Cant.', width: 55, align: 'right' },
    { head: 'Ud.', width: 25, align: 'center' },
    { head: 'Prezioa / Precio', width: 80, align: 'right' },
    { head: 'Zenbatekoa / Importe', width: 105, align: 'right' },
  ];
  let y = s.table(40, 215, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount))), {
    grid: true,
    rowHeight: 18,
    size: 8,
  });
  y += 16;
  const stack: [string, string][] = [
    ['Zerga-oinarria / Base imponible', money(t.base, sup.money)],
    ['BEZ / IVA 21 %', money(t.vat, sup.money)],
    ['Guztira / Total', money(t.total, sup.money)],
  ];
  stack.forEach(([label, value], i) => {
    s.box(330, y, 225, 18, i === 2 ? { fill: sup.accent } : { stroke: '#666666' });
    s.text(label, 336, y + 5, { size: 8.5, bold: i === 2, ink: i === 2 ? '#ffffff' : '#000000' });
    s.right(value, 549, y + 5, { size: 9, bold: i === 2, ink: i === 2 ? '#ffffff' : '#000000' });
    y += 18;
  });
  s.text('Ordainketa / Forma de pago: transferentzia / transferencia', 40, y + 20, { size: 8 });
  s.text('IBAN ES12 2095 0611 0910 6135 4312 (Kutxabank)', 40, y + 31, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-weighbridge', s, buyer, expected);
}

export async function weighbridgeInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(weighbridgeInvoice));
}

const EXTRACTION: Goods[] = [
  ['FM-12', 'Filtro de mangas 12.000 m³/h con limpieza', 'ud', 1865000, 1, 1, 0],
  ['VC-15', 'Ventilador centrífugo 15 kW con silenciador', 'ud', 524000, 1, 2, 0],
  ['CG-400', 'Conducto galvanizado Ø400 mm', 'ml', 8650, 20, 140, 0],
  ['CG-250', 'Conducto galvanizado Ø250 mm', 'ml', 5420, 20, 120, 0],
  ['CP-AN', 'Compuerta antiexplosión ATEX', 'ud', 312000, 1, 2, 0],
  ['BR-AR', 'Brazo articulado de captación de humos', 'ud', 64500, 2, 12, 0],
  ['VR-01', 'Válvula rotativa de descarga', 'ud', 148000, 1, 1, 0],
  ['CH-D', 'Chimenea de descarga con toma de muestras', 'ud', 226000, 1, 1, 0],
  ['MO-EX', 'Montaje, equipo de dos operarios', 'h', 7250, 24, 160, 0],
  ['ME-EM', 'Medición de emisiones por OCA', 'ud', 92000, 1, 1, 0],
];

interface BandLook extends Look {
  discount: boolean;
}

const BANDS: BandLook[] = [
  {
    party: {
      name: 'Aspiraciones Industriales Tormes, S.L.',
      nif: 'B21996194',
      nifLabel: 'CIF nº',
      street: 'Pol. Ind. Los Villares, calle Calzada, 5',
      city: '37184 Villares de la Reina (Salamanca)',
      phone: '923 289 040',
      mail: 'facturas@aitormes.es',
      registry: 'Inscrita en el Registro Mercantil de Salamanca, Tomo 512, Folio 77, Hoja SA-12871',
    },
    family: 'Helvetica',
    dates: 'iso',
    money: 'pre',
    number: (n) => `AT-${n}/26`,
    accent: '#263238',
    days: 30,
    discount: true,
  },
  {
    party: {
      name: 'Filtración y Captación del Segura, S.L.U.',
      nif: 'B10198364',
      nifLabel: 'CIF nº',
      street: 'Avda. Francisco Salzillo, parcela 14/3',
      city: '30169 San Ginés (Murcia)',
      phone: '968 880 215',
      mail: 'administracion@fcsegura.es',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `${n}`,
    accent: '#7a1f1f',
    days: 60,
    discount: false,
  },
  {
    party: {
      name: 'Ecoaire Captación, S.A.',
      nif: 'A20465175',
      nifLabel: 'C.I.F.',
      street: 'Igara bidea, 21',
      city: '20018 Donostia-San Sebastián',
      phone: '943 317 260',
      web: 'www.ecoaire-captacion.com',
      registry: 'R.M. de Gipuzkoa, Tomo 2.903, Folio 9, Hoja SS-33012',
    },
    family: 'Times',
    dates: 'mon',
    money: 'es-eur',
    number: (n) => `EC26/${n}`,
    accent: '#2f4858',
    days: 90,
    discount: true,
  },
];

async function extractionInvoice(k: number): Promise<CorpusDocument> {
  const sup = BANDS[k];
  const id = `blind20-extraction-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[k % 3];
  const issue = someDate(rng);
  const due = addDays(issue, sup.days);
  const number = sup.number(rng.int(1000, 4999));
  const items = draw(rng, EXTRACTION, rng.int(5, 8), { discount: sup.discount ? () => rng.pick([0, 8, 15]) || undefined : undefined });
  const t = totals(items);
  const s = new Sheet(sup.family, `Factura ${number}`);
  const p = sup.party;
  s.box(0, 0, 595.28, 62, { fill: sup.accent });
  s.text(p.name, 40, 20, { size: 16, bold: true, ink: '#ffffff' });
  s.text(`${p.street} · ${p.city} · Tel. ${p.phone}`, 40, 42, { size: 8, ink: '#ffffff' });
  s.text(`${p.nifLabel} ${p.nif}`, 40, 76, { size: 9, bold: true });
  s.text(p.mail ?? p.web ?? '', 40, 88, { size: 8.5 });
  const cells: [string, string][] = [
    ['Documento:', 'Factura'],
    ['Número:', number],
    ['Fecha:', date(issue, sup.dates)],
    ['Vencimiento:', date(due, sup.dates)],
  ];
  cells.forEach(([label, value], i) => {
    const y = 76 + i * 19;
    s.box(360, y - 4, 195, 19, { stroke: '#999999' });
    s.text(label, 366, y + 1, { size: 8.5, bold: true });
    s.right(value, 549, y + 1, { size: 9 });
  });
  s.box(40, 112, 280, 68, { stroke: '#999999' });
  [buyer.name, buyer.street, buyer.city, `CIF ${buyer.nif}`].forEach((l, i) => s.text(l, 48, 120 + i * 13, { size: 9, bold: i === 0 }));
  s.text(`Instalación en: ${SITES[(k + 2) % 4]}`, 40, 192, { size: 8.5 });
  const cols: Column[] = sup.discount
    ? [
        { head: 'Ref.', width: 45 },
        { head: 'Descripción', width: 210 },
        { head: 'Cant.', width: 35, align: 'right' },
        { head: 'Ud.', width: 25, align: 'center' },
        { head: 'P. tarifa', width: 65, align: 'right' },
        { head: 'Dto.', width: 30, align: 'right' },
        { head: 'Neto', width: 105, align: 'right' },
      ]
    : [
        { head: 'Ref.', width: 45 },
        { head: 'Descripción', width: 240 },
        { head: 'Cant.', width: 40, align: 'right' },
        { head: 'Ud.', width: 30, align: 'center' },
        { head: 'Precio', width: 70, align: 'right' },
        { head: 'Importe', width: 90, align: 'right' },
      ];
  const rows = items.map((i) =>
    sup.discount
      ? row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), i.discount ? `${i.discount} %` : '', amount(i.amount))
      : row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount)),
  );
  let y = s.table(40, 210, cols, rows, { headFill: sup.accent, zebra: '#f0f0f0', rowHeight: 17, size: 8 });
  y += 20;
  const stack: [string, string][] = [
    ['Base imponible', money(t.base, sup.money)],
    ['I.V.A. 21 %', money(t.vat, sup.money)],
    ['TOTAL', money(t.total, sup.money)],
  ];
  stack.forEach(([label, value], i) => {
    s.text(label, 360, y, { size: 10, bold: i === 2 });
    s.right(value, 555, y, { size: 10, bold: i === 2 });
    y += 17;
  });
  s.text('Pago mediante transferencia bancaria. Garantía de equipos: 24 meses.', 40, y + 14, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-extraction', s, buyer, expected);
}

export async function extractionInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(extractionInvoice));
}
