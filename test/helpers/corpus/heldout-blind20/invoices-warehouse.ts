import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { addDays, amount, checkedNif, type DateLook, date, type Item, invoiceTruth, type MoneyLook, money, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, customerBlock, draw, invoiceDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Steel mezzanine floors and conveyor and sortation systems, as their suppliers bill a builder of
 * warehouses (docs/document-extraction.md#measuring-it).
 */

const MEZZANINE: Goods[] = [
  ['EP-PIL', 'Pilar tubular 120x120x5 con placa base', 'ud', 18650, 6, 24, 0],
  ['EP-VIG', 'Viga principal IPE-300 galvanizada', 'ml', 6480, 24, 96, 1],
  ['EP-COR', 'Correa conformada Z-200 para forjado', 'ml', 1895, 80, 320, 1],
  ['EP-TAB', 'Tablero aglomerado hidrófugo 38 mm', 'm²', 2740, 60, 420, 2],
  ['EP-ESC', 'Escalera de acceso con peldaño de tramex', 'ud', 148500, 1, 2, 0],
  ['EP-BAR', 'Barandilla con rodapié, altura 1,10 m', 'ml', 7850, 20, 90, 1],
  ['EP-PTA', 'Puerta basculante de carga para palets', 'ud', 124000, 1, 2, 0],
  ['EP-MON', 'Montaje de estructura, oficial de 1ª', 'h', 4250, 16, 120, 0],
  ['EP-PLC', 'Placa de carga admisible y señalización', 'ud', 3600, 2, 6, 0],
  ['EP-CAL', 'Cálculo estructural y memoria de cargas', 'ud', 65000, 1, 1, 0],
];

interface MezzanineSupplier {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  labels: [number: string, issue: string, due: string];
  number: (n: number) => string;
  days: number;
  logo: 'initials' | 'brand' | 'plain';
  accent: string;
  discount: boolean;
}

const MEZZANINE_SUPPLIERS: MezzanineSupplier[] = [
  {
    party: {
      name: 'Entreplantas Metálicas del Henares, S.L.',
      nif: 'B-46363172',
      nifLabel: 'CIF',
      street: 'C/ Río Jarama, 18 - Pol. Ind. Los Frailes',
      city: '28814 Daganzo de Arriba (Madrid)',
      phone: '918 843 210',
      mail: 'facturacion@emhenares.es',
      registry: 'Reg. Merc. de Madrid, Tomo 28.114, Folio 61, Hoja M-506772, Inscripción 1ª',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    labels: ['Nº Factura:', 'Fecha:', 'Vencimiento:'],
    number: (n) => `F26-${String(n).padStart(4, '0')}`,
    days: 30,
    logo: 'initials',
    accent: '#1f4e79',
    discount: false,
  },
  {
    party: {
      name: 'Altillos y Plataformas Levante, S.A.',
      nif: 'A10083152',
      nifLabel: 'C.I.F.',
      street: 'Camí de la Fila, 7',
      city: '46470 Catarroja (Valencia)',
      phone: '961 270 455',
      web: 'www.altiplat.es',
      brand: 'ALTIPLAT',
      registry: 'Inscrita en el Registro Mercantil de Valencia, Tomo 9.871, Libro 7.153, Folio 112, Hoja V-160233',
    },
    family: 'Times',
    dates: 'long',
    money: 'es-eur',
    labels: ['Factura número:', 'Fecha factura:', 'Fecha vencimiento:'],
    number: (n) => `2026/${n}`,
    days: 60,
    logo: 'brand',
    accent: '#b3261e',
    discount: true,
  },
  {
    party: {
      name: 'Sistemas de Entreplanta Norte, S.L.U.',
      nif: 'B73842924',
      nifLabel: 'NIF',
      street: 'Parque Empresarial Asipo, calle B, parcela 22',
      city: '33428 Llanera (Asturias)',
      phone: '985 261 900',
      mail: 'admon@senorte.com',
    },
    family: 'Helvetica',
    dates: 'dmy-',
    money: 'pre',
    labels: ['Nº:', 'Fecha:', 'Vto.:'],
    number: (n) => `SN${n}`,
    days: 45,
    logo: 'plain',
    accent: '#3c6e47',
    discount: false,
  },
];

async function mezzanineInvoice(k: number): Promise<CorpusDocument> {
  const sup = MEZZANINE_SUPPLIERS[k];
  const id = `blind20-mezzanine-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[k % 3];
  const issue = someDate(rng);
  const due = addDays(issue, sup.days);
  const number = sup.number(rng.int(120, 980));
  const items = draw(rng, MEZZANINE, rng.int(5, 8), { discount: sup.discount ? () => rng.pick([0, 5, 10, 12]) || undefined : undefined });
  const t = totals(items);
  const s = new Sheet(sup.family, `Factura ${number}`);
  const p = sup.party;
  let y = 40;
  if (sup.logo === 'initials') {
    s.box(40, y, 46, 46, { fill: sup.accent });
    s.center('EMH', 63, y + 16, { size: 14, bold: true, ink: '#ffffff' });
    s.text(p.name, 96, y + 2, { size: 12, bold: true, ink: sup.accent });
    y += 20;
    for (const l of [p.street, p.city, `Tel. ${p.phone} · ${p.mail}`, `${p.nifLabel}: ${p.nif}`]) {
      s.text(l, 96, y, { size: 8 });
      y += 11;
    }
  } else if (sup.logo === 'brand') {
    s.text(p.brand as string, 40, y, { size: 24, bold: true, ink: sup.accent });
    y += 30;
    s.text(p.name, 40, y, { size: 10, bold: true });
    y += 13;
    for (const l of [`${p.street} - ${p.city}`, `Tel. ${p.phone} - ${p.web}`, `${p.nifLabel} ${p.nif}`]) {
      s.text(l, 40, y, { size: 8.5 });
      y += 11;
    }
  } else {
    s.text(p.name, 40, y, { size: 13, bold: true });
    y += 18;
    for (const l of [p.street, p.city, `Tfno. ${p.phone}`, p.mail as string, `${p.nifLabel}: ${p.nif}`]) {
      s.text(l, 40, y, { size: 8.5 });
      y += 11;
    }
  }
  s.right('FACTURA', 555, 40, { size: 18, bold: true, ink: sup.accent });
  s.box(345, 72, 210, 56, { stroke: sup.accent });
  const values = [number, date(issue, sup.dates), date(due, sup.dates)];
  sup.labels.forEach((label, i) => {
    s.text(label, 352, 80 + i * 15, { size: 9, bold: true });
    s.right(values[i], 548, 80 + i * 15, { size: 9 });
  });
  customerBlock(s, buyer, 345, 145, { label: 'Cliente', size: 9 });
  s.text(`Obra: ${SITES[k]}`, 40, 215, { size: 8.5, italic: true });
  const cols: Column[] = [
    { head: 'Código', width: 55 },
    { head: 'Descripción', width: sup.discount ? 200 : 230 },
    { head: 'Cant.', width: 50, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Precio', width: 60, align: 'right' },
    ...(sup.discount ? [{ head: 'Dto. %', width: 35, align: 'right' as const }] : []),
    { head: 'Importe', width: 85, align: 'right' },
  ];
  const places = (i: Item) => (Number.isInteger(i.quantity) ? 0 : i.unit === 'm²' ? 2 : 1);
  const rows = items.map((i) =>
    row(
      i.code ?? '',
      i.description,
      qty(i.quantity, places(i)),
      i.unit,
      amount(i.price),
      ...(sup.discount ? [i.discount ? String(i.discount) : ''] : []),
      amount(i.amount),
    ),
  );
  y = s.table(40, 232, cols, rows, { headFill: sup.accent, rowHeight: 17, ruled: true, size: 8.5 });
  const stack: [string, string][] = [
    ...(sup.discount ? [['Suma importes', money(t.gross, sup.money)] as [string, string]] : []),
    ['Base imponible', money(t.base, sup.money)],
    ['IVA 21 %', money(t.vat, sup.money)],
    ['TOTAL FACTURA', money(t.total, sup.money)],
  ];
  y += 18;
  stack.forEach(([label, value], i) => {
    const last = i === stack.length - 1;
    if (last) s.box(345, y - 4, 210, 18, { fill: '#e8e8e8' });
    s.text(label, 352, y, { size: 9.5, bold: last });
    s.right(value, 548, y, { size: 9.5, bold: last });
    y += 18;
  });
  s.text('Forma de pago: transferencia bancaria al vencimiento', 40, y + 20, { size: 8 });
  s.text('IBAN ES76 2100 0418 4502 0005 1332', 40, y + 31, { size: 8 });
  if (p.registry) s.center(p.registry, 297, 805, { size: 6.5, ink: '#555555' });
  const expected = invoiceTruth({ number, issue, due, nif: checkedNif(p.nif), name: p.name }, t);
  return invoiceDoc(id, 'blind20-mezzanine', s, buyer, expected);
}

export async function mezzanineInvoices(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(mezzanineInvoice));
}
