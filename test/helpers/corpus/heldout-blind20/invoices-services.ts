import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { addDays, amount, checkedNif, type DateLook, date, invoiceTruth, item, type MoneyLook, money, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, draw, invoiceDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Thermal insulation of industrial pipework and ducts (two laggers under reverse charge, one
 * self-employed at 21 % with 1 % IRPF), and intralogistics consultants' fees as letters
 * (docs/document-extraction.md#measuring-it).
 */

const LAGGING: Goods[] = [
  ['CT-2', 'Calorifugado tubería 2" lana roca 40 mm + aluminio', 'ml', 3850, 40, 260, 0],
  ['CT-4', 'Calorifugado tubería 4" lana roca 50 mm + aluminio', 'ml', 5620, 20, 180, 0],
  ['AC-50', 'Aislamiento de conducto con manta de 50 mm', 'm²', 3275, 30, 220, 2],
  ['CV-100', 'Caja desmontable para válvula DN100', 'ud', 14800, 4, 24, 0],
  ['DI-5', 'Aislamiento de depósito de inercia 5.000 l', 'ud', 186000, 1, 2, 0],
  ['CE-19', 'Coquilla elastomérica 19 mm, agua fría', 'ml', 1490, 60, 400, 0],
  ['PZ-AL', 'Curvas y tes en chapa de aluminio', 'ud', 1650, 20, 120, 0],
  ['MA-01', 'Andamio móvil y medios auxiliares', 'ud', 42000, 1, 1, 0],
];

interface Lagger {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  reverse: boolean;
  irpf: number;
  /** The person's trade name, above his own. */
  trade?: string;
}

const LAGGERS: Lagger[] = [
  {
    party: {
      name: 'Calorifugados Técnicos del Nervión, S.L.',
      nif: 'B57570913',
      nifLabel: 'CIF',
      street: 'C/ Kareaga Goikoa, 52 - Pab. 7',
      city: '48970 Basauri (Bizkaia)',
      phone: '944 405 118',
      mail: 'oficina@calorifugadosnervion.com',
      registry: 'Inscrita en el R.M. de Bizkaia, Tomo 4.981, Folio 203, Hoja BI-51277',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `CN-26/${n}`,
    reverse: true,
    irpf: 0,
  },
  {
    party: {
      name: 'Aislamientos Térmicos Industriales Marín, S.L.',
      nif: 'B06357461',
      nifLabel: 'N.I.F.',
      street: 'Pol. Ind. Cabezo Beaza, Avda. Bruselas, 61',
      city: '30353 Cartagena (Murcia)',
      phone: '968 321 774',
      mail: 'administracion@atimarin.es',
    },
    family: 'Times',
    dates: 'long',
    money: 'es-eur',
    number: (n) => `${n}/2026`,
    reverse: true,
    irpf: 0,
  },
  {
    party: {
      name: 'Óscar Ferreiro Lago',
      nif: '72746696-L',
      nifLabel: 'NIF',
      street: 'Rúa do Areal, 14, 2º',
      city: '36207 Vigo (Pontevedra)',
      phone: '655 318 402',
    },
    family: 'Courier',
    dates: 'dmy-',
    money: 'plain',
    number: (n) => `2026-${n}`,
    reverse: false,
    irpf: 1,
    trade: 'AISLAMIENTOS FERREIRO',
  },
];

async function laggingInvoice(k: number): Promise<CorpusDocument> {
  const sup = LAGGERS[k];
  const id = `blind20-lagging-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 1) % 3];
  const issue = someDate(rng);
  const due = addDays(issue, 30);
  const number = sup.number(rng.int(20, 260));
  const items = draw(rng, LAGGING, rng.int(4, 7));
  const t = totals(items, { reverse: sup.reverse, irpfPct: sup.irpf });
  const s = new Sheet(sup.family, `Factura ${number}`, sup.family === 'Courier' ? 8 : 9);
  const p = sup.party;
  let y = 40;
  // A self-employed lagger's trade name heads his letterhead, his own name under it.
  const heading: [string, number, number][] = sup.trade ? [[sup.trade, 15, 22], [p.name, 9.5, 13]] : [[p.name, 13, 18]];
  for (const [text, size, step] of heading) {
    s.text(text, 40, y, { size, bold: true });
    y += step;
  }
  for (const l of [p.street, p.city, `Tel. ${p.phone}${p.mail ? `  ${p.mail}` : ''}`, `${p.nifLabel}: ${p.nif}`]) {
    s.text(l, 40, y, { size: 8.5 });
    y += 11;
  }
  const data: [string, string][] = [
    ['Factura nº', number],
    ['Fecha', date(issue, sup.dates)],
    ['Vencimiento', date(due, sup.dates)],
    ['Obra', SITES[(k + 3) % 4].split(',')[0]],
  ];
  s.text('FACTURA', 340, 40, { size: 16, bold: true });
  data.forEach(([label, value], i) => {
    s.text(`${label}:`, 340, 66 + i * 13, { size: 8.5, bold: true });
    s.text(value, 410, 66 + i * 13, { size: 8.5 });
  });
  s.text('Cliente:', 340, 128, { size: 8.5, bold: true });
  [buyer.name, buyer.street, buyer.city, `CIF: ${buyer.nif}`].forEach((l, i) => s.text(l, 340, 141 + i * 11, { size: 8.5 }));
  const cols: Column[] = [
    { head: 'Concepto', width: 255 },
    { head: 'Medición', width: 55, align: 'right' },
    { head: 'Ud', width: 30, align: 'center' },
    { head: 'Precio', width: 75, align: 'right' },
    { head: 'Importe', width: 100, align: 'right' },
  ];
  y = s.table(
    40,
    205,
    cols,
    items.map((i) => row(i.description, qty(i.quantity, i.unit === 'm²' ? 2 : 0), i.unit, amount(i.price), amount(i.amount))),
    sup.family === 'Courier' ? { dashed: true, rowHeight: 16, size: 7.5 } : { grid: true, rowHeight: 17, size: 8 },
  );
  y += 18;
  const stack: [string, string][] = [['Base imponible', money(t.base, sup.money)]];
  if (sup.reverse) stack.push([k === 0 ? 'IVA (inversión del sujeto pasivo)' : 'Cuota IVA 0 %', money(0n, sup.money)]);
  else stack.push(['IVA 21 %', money(t.vat, sup.money)]);
  if (t.irpf) stack.push([`Retención IRPF ${t.irpfPct} %`, `-${money(t.irpf, sup.money)}`]);
  stack.push(['Total factura', money(t.total, sup.money)]);
  stack.forEach(([label, value], i) => {
    const last = i === stack.length - 1;
    s.text(label, 320, y, { size: 9.5, bold: last });
    s.right(value, 555, y, { size: 9.5, bold: last });
    y += 16;
  });
  if (sup.reverse) {
    s.box(40, y + 10, 515, 30, { stroke: '#333333' });
    s.text('Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f) de la Ley 37/1992,', 48, y + 16, { size: 8 });
    s.text('del Impuesto sobre el Valor Añadido. El IVA lo declara el destinatario.', 48, y + 27, { size: 8 });
  }
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-lagging', s, buyer, expected);
}

export async function laggingInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(laggingInvoice));
}

const FEES: [string, string, number, number, number][] = [
  ['Estudio de flujos de entrada y salida y dimensionado de los muelles de carga de la nave.', 'ud', 420000, 1, 1],
  ['Layout del almacén: definición de pasillos, zonas de picking y ubicación de estanterías.', 'ud', 365000, 1, 1],
  ['Redacción de la especificación técnica del sistema de transportadores para su licitación.', 'ud', 290000, 1, 1],
  ['Asistencia a reuniones de coordinación en obra con la dirección facultativa.', 'jornada', 58000, 2, 6],
  ['Simulación dinámica de la operativa en hora punta con el equipamiento propuesto.', 'ud', 215000, 1, 1],
  ['Revisión de ofertas de equipamiento y comparativo técnico-económico.', 'h', 8500, 6, 24],
];

interface Consultant {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  title: string;
  irpf: number;
  due: number | null;
  totalLabel: string;
  profession?: string;
}

const CONSULTANTS: Consultant[] = [
  {
    party: { name: 'Marta Iglesias Pardo', nif: '96543702Y', nifLabel: 'NIF', street: 'Paseo de Sagasta, 40, 3º izda.', city: '50006 Zaragoza', phone: '676 201 448', mail: 'marta@iglesiaslogistica.es' },
    family: 'Times',
    dates: 'long',
    money: 'es',
    title: 'FACTURA Nº',
    irpf: 15,
    due: null,
    totalLabel: 'Total a percibir',
    profession: 'Ingeniera Industrial · Consultoría en intralogística',
  },
  {
    party: { name: 'Andrei Popescu', nif: 'X-5813882-B', nifLabel: 'NIE', street: 'Avda. de Europa, 19, 5º B', city: '28224 Pozuelo de Alarcón (Madrid)', phone: '634 770 915', mail: 'andrei.popescu@flowwarehouse.es' },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    title: 'Factura nº:',
    irpf: 7,
    due: 30,
    totalLabel: 'Líquido a percibir',
    profession: 'Consultor de operaciones logísticas',
  },
  {
    party: {
      name: 'Flujo Logístico Consultores, S.L.P.',
      nif: 'B11086386',
      nifLabel: 'CIF',
      street: 'C/ Larios, 12, 4ª planta',
      city: '29005 Málaga',
      phone: '952 061 330',
      mail: 'facturacion@flujologistico.es',
      registry: 'Inscrita en el Registro Mercantil de Málaga, Tomo 6.114, Folio 190, Hoja MA-170442',
    },
    family: 'Times',
    dates: 'dmy-',
    money: 'es-eur',
    title: 'FACTURA Nº',
    irpf: 0,
    due: 30,
    totalLabel: 'Total factura',
  },
];

const CITY = ['Zaragoza', 'Pozuelo de Alarcón', 'Málaga'];

async function consultantInvoice(k: number): Promise<CorpusDocument> {
  const sup = CONSULTANTS[k];
  const id = `blind20-consultant-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[k % 3];
  const issue = someDate(rng);
  const due = sup.due === null ? undefined : addDays(issue, sup.due);
  const n = rng.int(2, 48);
  const number = [`${n}/26`, `F-2026-0${n}`, `FLC-${n + 100}`][k];
  const items = rng.sample(FEES, rng.int(3, 4)).map(([d, u, c, min, max]) => item(d, rng.int(min, max), u, c));
  const t = totals(items, { irpfPct: sup.irpf });
  const s = new Sheet(sup.family, `Factura ${number}`, 10);
  const p = sup.party;
  s.center(p.name, 297, 40, { size: 15, bold: true });
  if (sup.profession) s.center(sup.profession, 297, 60, { size: 9, italic: true });
  s.center(`${p.street} · ${p.city} · ${p.phone} · ${p.mail}`, 297, 74, { size: 8 });
  s.center(`${p.nifLabel}: ${p.nif}`, 297, 86, { size: 8.5, bold: true });
  s.rule(120, 100, 475, 100, { width: 0.5 });
  s.right(`${CITY[k]}, ${date(issue, 'long')}`, 555, 118, { size: 10 });
  s.text(`${sup.title} ${number}`, 40, 140, { size: 11, bold: true });
  s.text(`Fecha: ${date(issue, sup.dates)}`, 40, 156, { size: 10 });
  if (due) s.text(`Vencimiento: ${date(due, sup.dates)}`, 40, 170, { size: 10 });
  [buyer.name, buyer.street, buyer.city, `CIF ${buyer.nif}`].forEach((l, i) => s.text(l, 330, 140 + i * 13, { size: 10, bold: i === 0 }));
  s.text(`Proyecto: ${SITES[k]}`, 40, 205, { size: 10, italic: true });
  s.text('Concepto', 40, 232, { size: 10, bold: true });
  s.right('Importe', 555, 232, { size: 10, bold: true });
  s.rule(40, 246, 555, 246);
  let y = 254;
  for (const i of items) {
    const text = i.quantity === 1 && i.unit === 'ud' ? i.description : `${i.description} ${qty(i.quantity)} ${i.unit === 'h' ? 'horas' : 'jornadas'} a ${amount(i.price)} €.`;
    const top = y;
    y = s.pen.paragraph(text, 40, y, 380, { size: 10 });
    s.right(money(i.amount, sup.money), 555, top, { size: 10 });
    y += 8;
  }
  s.rule(300, y, 555, y);
  y += 10;
  const stack: [string, string][] = [['Base imponible', money(t.base, sup.money)], ['IVA 21 %', money(t.vat, sup.money)]];
  if (t.irpf) stack.push([`Retención IRPF ${t.irpfPct} %`, `- ${money(t.irpf, sup.money)}`]);
  stack.push([sup.totalLabel, money(t.total, sup.money)]);
  stack.forEach(([label, value], i) => {
    const last = i === stack.length - 1;
    s.text(label, 330, y, { size: 10, bold: last });
    s.right(value, 555, y, { size: 10, bold: last });
    y += 16;
  });
  s.text('Forma de pago: transferencia a la cuenta ES91 0049 1500 0512 1047 3321', 40, y + 24, { size: 9 });
  if (p.registry) s.center(p.registry, 297, 808, { size: 6.5 });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-consultant', s, buyer, expected);
}

export async function consultantInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(consultantInvoice));
}
