import type { CorpusDocument } from '../types.js';
import {
  amount,
  BUYERS,
  cells,
  columns,
  type Col,
  date,
  type DateStyle,
  figures,
  invoiceDocument,
  type LineIn,
  money,
  type MoneyStyle,
  Paper,
  type Party,
  qty,
  rngFor,
} from './kit.js';

/**
 * Invoices of rammed-earth and adobe restorers (works at 10 %, materials at 21 %, a per-rate
 * grid) and of bell founders and tower-clock makers (a brand above, the company's id only in
 * the registry footer for one): the tenth blind set (docs/document-extraction.md#measuring-it).
 */

interface Print extends Party {
  key: string;
  lead: string[];
  dates: DateStyle;
  money: MoneyStyle;
  number: string;
  issue: string;
  due?: string;
  buyer: Party;
  site: string;
  lines: LineIn[];
}

// ---------- rammed earth and adobe: two rates ----------

function earth(): (Print & { color: string })[] {
  const r = rngFor('earth');
  return [
    {
      key: 'toledo',
      name: 'Tierra y Cal Construcción Tradicional, S.L.',
      nif: 'B45330719',
      address: [],
      lead: ['C/ Alfileritos, 24 · 45003 Toledo', 'CIF: B-45330719 · Tel. 925 25 61 48'],
      dates: 'slash',
      money: 'eur',
      number: 'TC/2026/077',
      issue: '2026-02-27',
      due: '2026-03-29',
      buyer: BUYERS.arcos,
      site: 'Rehabilitación de vivienda en la Judería de Toledo',
      color: '#9c5a2c',
      lines: [
        { description: 'Restauración de muro de tapial calicostrado', qty: `${r.int(40, 120)}.00`, unit: 'm²', price: 11800, rate: 10 },
        { description: 'Reintegración de mechinales y costras de cal', qty: `${r.int(20, 60)}.50`, unit: 'm²', price: 4600, rate: 10 },
        { description: 'Suministro de adobe artesano 30x15x8', qty: String(r.int(400, 1200)), unit: 'ud', price: 145, rate: 21 },
        { description: 'Suministro de cal aérea en pasta', qty: `${r.int(300, 900)}`, unit: 'kg', price: 62, rate: 21 },
      ],
    },
    {
      key: 'campos',
      name: 'Adobes y Tapiales de Tierra de Campos, S.Coop.',
      nif: 'F34062190',
      address: [],
      lead: ['Camino del Palomar, s/n · 34300 Paredes de Nava (Palencia)', 'NIF F34062190'],
      dates: 'long',
      money: 'bare',
      number: '0000264',
      issue: '2026-07-14',
      buyer: BUYERS.duero,
      site: 'Palomares y casa de labor en Villalcón',
      color: '#6b7d3a',
      lines: [
        { description: 'Reconstrucción de fábrica de adobe, asentado con barro', qty: `${r.int(30, 90)}.00`, unit: 'm²', price: 7400, rate: 10 },
        { description: 'Revoco de barro y paja en dos capas', qty: `${r.int(60, 160)}.00`, unit: 'm²', price: 2950, rate: 10 },
        { description: 'Adobe de reposición fabricado en cooperativa', qty: String(r.int(800, 2000)), unit: 'ud', price: 118, rate: 21 },
      ],
    },
    {
      key: 'alpujarra',
      name: 'Bioconstrucción Alpujarra, S.L.',
      nif: 'B04617387',
      address: [],
      lead: ['C/ Real, 3 · 04470 Laujar de Andarax (Almería)', 'N.I.F.: B04617387', 'info@bioalpujarra.es'],
      dates: 'iso',
      money: 'pre',
      number: 'BA-0193',
      issue: '2026-10-16',
      due: '2026-11-15',
      buyer: BUYERS.arcos,
      site: 'Cortijo del Parral: terrao y muros de tierra',
      color: '#a0522d',
      lines: [
        { description: 'Cubierta de terrao con launa, rehecha', qty: `${r.int(60, 140)}.00`, unit: 'm²', price: 6900, rate: 10 },
        { description: 'Muro de tapial de tierra estabilizada', qty: `${r.int(10, 40)}.20`, unit: 'm³', price: 21500, rate: 10 },
        { description: 'Launa (arcilla magnésica) a granel', qty: `${r.int(4, 14)}.50`, unit: 't', price: 5800, rate: 21 },
        { description: 'Alquiler de compactador de tapial', qty: String(r.int(5, 20)), unit: 'día', price: 4200, rate: 21 },
      ],
    },
  ];
}

async function earthInvoice(s: Print & { color: string }): Promise<CorpusDocument> {
  const f = figures(s.lines);
  const paper = new Paper(`Factura ${s.number}`, 'Contasol');
  const pen = paper.pen('Helvetica', 8.5);
  // A logo of an arch: the trade's mark.
  paper.doc.save().lineWidth(3).moveTo(44, 86).lineTo(44, 62).bezierCurveTo(44, 40, 84, 40, 84, 62).lineTo(84, 86).stroke(s.color).restore();
  pen.text(s.name, 96, 46, { bold: true, size: 12 });
  s.lead.forEach((a, i) => pen.text(a, 96, 64 + i * 11));
  paper.box(365, 110, 190, 56, { stroke: s.color, width: 1 });
  pen.text('FACTURA', 373, 116, { bold: true, size: 11 });
  const kv: [string, string][] = [
    ['Nº factura', s.number],
    ['Fecha', date(s.issue, s.dates)],
  ];
  if (s.due) kv.push(['Vencimiento', date(s.due, s.dates)]);
  kv.forEach(([k, v], i) => {
    pen.text(`${k}:`, 373, 131 + i * 11);
    pen.text(v, 440, 131 + i * 11, { bold: true });
  });
  pen.text('Cliente:', 40, 112, { bold: true });
  pen.text(s.buyer.name, 40, 124);
  s.buyer.address.forEach((a, i) => pen.text(a, 40, 135 + i * 11));
  pen.text(`CIF ${s.buyer.nif}`, 40, 135 + s.buyer.address.length * 11);
  pen.text(`Obra: ${s.site}`, 40, 182, { italic: true });

  const cols = columns('40:255 295:55:r 350:30:c 380:60:r 440:35:c 475:80:r');
  paper.box(40, 200, 515, 15, { fill: s.color });
  paper.color('#ffffff');
  cells(pen, cols, ['Descripción', 'Cantidad', 'Ud.', 'Precio', '% IVA', 'Importe'], 204, { bold: true });
  paper.color('#000000');
  let y = 222;
  f.lines.forEach((l, i) => {
    if (i % 2 === 1) paper.box(40, y - 3, 515, 14, { fill: '#f3ede6' });
    paper.color('#000000');
    cells(pen, cols, [l.description, qty(l.qty, 2, true), l.unit, money(BigInt(l.price)), String(l.rate), money(l.amount)], y);
    y += 14;
  });
  y += 16;
  const grid = columns('335:80:r 415:50:c 465:90:r');
  cells(pen, grid, ['Base imponible', '% IVA', 'Cuota IVA'], y, { bold: true });
  paper.rule(335, y + 12, 555, y + 12);
  y += 17;
  for (const g of f.rates) {
    cells(pen, grid, [money(g.base), `${g.rate} %`, money(g.vat)], y);
    y += 13;
  }
  paper.rule(335, y + 1, 555, y + 1);
  cells(pen, grid, [money(f.base), '', money(f.vat)], y + 5, { bold: true });
  paper.box(335, y + 24, 220, 20, { fill: '#eeeeee' });
  pen.text('TOTAL FACTURA', 342, y + 30, { bold: true, size: 10 });
  pen.right(amount(f.total, s.money), 551, y + 30, { bold: true, size: 10 });
  pen.paragraph('IVA reducido del 10 % en obras de rehabilitación de vivienda (art. 91.Uno.2.10º LIVA); los materiales suministrados aparte tributan al 21 %.', 40, 740, 360, { size: 7 });
  return invoiceDocument({ id: `blind10-earth-${s.key}`, layout: 'inv-earth-two-rates', supplier: s, buyer: s.buyer, number: s.number, issue: s.issue, due: s.due, f }, await paper.done());
}

export function earthInvoices(): Promise<CorpusDocument[]> {
  return Promise.all(earth().map((s) => earthInvoice(s)));
}

// ---------- bell founders and tower clocks ----------

interface BellPrint extends Print {
  brand: string;
  motto: string;
  /** Printed in the footer; for one supplier the only place its id appears. */
  registry: string;
  family: 'Helvetica' | 'Times';
}

function bells(): BellPrint[] {
  const r = rngFor('bells');
  return [
    {
      key: 'rivas',
      name: 'Campanería Rivas Hermanos, S.A.',
      nif: 'A34051268',
      address: [],
      brand: 'CAMPANERÍA RIVAS',
      motto: 'Fundición de campanas desde 1887 · Relojes de torre · Automatismos de volteo',
      lead: ['Avda. de Madrid, 61 · 34004 Palencia · Tel. 979 72 10 36'],
      registry: 'Campanería Rivas Hermanos, S.A. · CIF A34051268 · Inscrita en el Registro Mercantil de Palencia, Tomo 211, Folio 48, Hoja P-1903',
      family: 'Times',
      dates: 'long',
      money: 'eur',
      number: '26/0117',
      issue: '2026-04-24',
      due: '2026-05-24',
      buyer: BUYERS.duero,
      site: 'Torre de la iglesia de Santa María, Dueñas',
      lines: [
        { description: 'Motor de volteo continuo con variador y programador', qty: String(r.int(1, 3)), unit: 'ud', price: 184000 },
        { description: 'Yugo de madera de olmo con herrajes, restaurado', qty: String(r.int(1, 3)), unit: 'ud', price: 96500 },
        { description: 'Badajo de hierro forjado a mano', qty: String(r.int(1, 3)), unit: 'ud', price: 42000 },
        { description: 'Izado y montaje en campanario', qty: `${r.int(8, 24)}`, unit: 'h', price: 5200 },
      ],
    },
    {
      key: 'levante',
      name: 'Relojería Monumental Levante, S.L.',
      nif: 'B03872413',
      address: [],
      brand: 'RELOJERÍA MONUMENTAL LEVANTE',
      motto: 'Restauración y mantenimiento de relojes de torre',
      lead: ['C/ San Nicolás, 8 · 03001 Alicante', 'NIF: B03872413 · Tel. 965 14 22 90'],
      registry: 'Registro Mercantil de Alicante, Tomo 3.418, Folio 71, Hoja A-118204.',
      family: 'Helvetica',
      dates: 'slash',
      money: 'bare',
      number: 'RML-2026-0042',
      issue: '2026-06-09',
      due: '2026-07-09',
      buyer: BUYERS.arcos,
      site: 'Reloj de la torre del Ayuntamiento de Écija',
      lines: [
        { description: 'Desmontaje y restauración de maquinaria de reloj mecánico', qty: '1', unit: 'ud', price: 386000 },
        { description: 'Esfera de cristal opal con numeración romana', qty: String(r.int(1, 4)), unit: 'ud', price: 71500 },
        { description: 'Sincronización por GPS del reloj y toque de horas', qty: '1', unit: 'ud', price: 128000 },
      ],
    },
    {
      key: 'cubero',
      name: 'Manuel Cubero Lastra',
      nif: '45617383B',
      address: [],
      brand: 'CAMPANAS CUBERO',
      motto: 'Campanero · Instalaciones de volteo y toque',
      lead: ['Manuel Cubero Lastra · DNI 45617383-B', 'Barrio La Iglesia, 15 · 39570 Potes (Cantabria)'],
      registry: 'Inscrito en el Registro de Empresas Acreditadas (REA) nº 06/39/0004127.',
      family: 'Helvetica',
      dates: 'dash',
      money: 'eur',
      number: '2026-31',
      issue: '2026-09-28',
      buyer: BUYERS.cantabria,
      site: 'Espadaña del monasterio de Santo Toribio de Liébana',
      lines: [
        { description: 'Desmontaje de campana y traslado a taller', qty: String(r.int(1, 2)), unit: 'ud', price: 38000 },
        { description: 'Soldadura de grieta de campana de bronce', qty: '1', unit: 'ud', price: 226000 },
        { description: 'Electromazo de toque con centralita horaria', qty: String(r.int(1, 2)), unit: 'ud', price: 69000 },
      ],
    },
  ];
}

async function bellInvoice(s: BellPrint): Promise<CorpusDocument> {
  const f = figures(s.lines);
  const paper = new Paper(`Factura ${s.number}`, 'Gestión Rivas');
  const pen = paper.pen(s.family, 9);
  paper.doc.save().circle(297, 46, 12).lineWidth(1.2).stroke('#7a5b12').restore();
  paper.doc.save().moveTo(291, 52).bezierCurveTo(291, 38, 303, 38, 303, 52).closePath().fill('#7a5b12').restore();
  paper.color('#7a5b12');
  pen.center(s.brand, 297, 66, { bold: true, size: 17 });
  paper.color('#000000');
  pen.center(s.motto, 297, 88, { italic: true, size: 8.5 });
  s.lead.forEach((a, i) => pen.center(a, 297, 100 + i * 11, { size: 8.5 }));

  pen.text('FACTURA', 40, 140, { bold: true, size: 14 });
  const kv: [string, string][] = [
    ['Número de factura', s.number],
    ['Fecha', date(s.issue, s.dates)],
  ];
  if (s.due) kv.push(['Vencimiento', date(s.due, s.dates)]);
  kv.forEach(([k, v], i) => {
    pen.text(k, 40, 162 + i * 13);
    pen.text(`: ${v}`, 130, 162 + i * 13, { bold: true });
  });
  pen.text('Cliente', 330, 142, { size: 7.5, italic: true });
  pen.text(s.buyer.name, 330, 154, { bold: true });
  s.buyer.address.forEach((a, i) => pen.text(a, 330, 166 + i * 11));
  pen.text(`CIF: ${s.buyer.nif}`, 330, 166 + s.buyer.address.length * 11);
  pen.text(`Lugar de los trabajos: ${s.site}`, 40, 212);

  const cols = columns('40:285 325:45:r 370:30:c 400:75:r 475:80:r');
  paper.rule(40, 232, 555, 232, { color: '#7a5b12', width: 1.2 });
  cells(pen, cols, ['Concepto', 'Cant.', 'Ud', 'Precio unit.', 'Importe'], 237, { bold: true });
  paper.rule(40, 250, 555, 250, { color: '#7a5b12' });
  let y = 258;
  for (const l of f.lines) {
    cells(pen, cols, [l.description, qty(l.qty), l.unit, amount(BigInt(l.price), s.money), amount(l.amount, s.money)], y);
    y += 16;
  }
  paper.rule(40, y, 555, y, { color: '#7a5b12' });
  const rows: [string, bigint][] = [
    ['Base imponible', f.base],
    ['IVA (21 %)', f.vat],
    ['Total', f.total],
  ];
  rows.forEach(([label, v], i) => {
    pen.text(label, 400, y + 12 + i * 15, { bold: i === 2, size: i === 2 ? 11 : 9 });
    pen.right(amount(v, s.money), 553, y + 12 + i * 15, { bold: i === 2, size: i === 2 ? 11 : 9 });
  });
  pen.center(s.registry, 297, 802, { size: 6.5 });
  return invoiceDocument({ id: `blind10-bells-${s.key}`, layout: 'inv-bells-brand', supplier: s, buyer: s.buyer, number: s.number, issue: s.issue, due: s.due, f }, await paper.done());
}

export function bellInvoices(): Promise<CorpusDocument[]> {
  return Promise.all(bells().map((s) => bellInvoice(s)));
}
