import { divRound } from '../../../../src/platform/money.js';
import { addDays, amountOf, cif, type Col, fromCatalog, grid, iban, initials, type Line, money, pad, printDate, qty, row, totalRows, type Rng, Sheet } from './kit.js';
import type { InvoiceData, InvoiceLayout } from './model.js';

/**
 * Invoices worded in the supplier's own language, with Spanish figures: solar PV installers in
 * Catalonia (`Factura núm.`, `Data`, `Base imposable`) and concrete cutting and core drilling in
 * the Basque Country, labelled in Basque and Spanish (`Faktura zk. / Nº Factura`, `IFZ / NIF`),
 * with list price, discount and net price columns.
 */

// ---------- solar PV (Catalan) ----------

const SOLAR = [
  { d: 'Mòdul fotovoltaic 450 Wp monocristal·lí', u: 'u', q: [8, 40] as [number, number], p: [11500, 15800] as [number, number] },
  { d: 'Inversor híbrid 10 kW trifàsic', u: 'u', q: [1, 2] as [number, number], p: [210000, 290000, 100] as [number, number, number] },
  { d: "Estructura coplanària d'alumini per a coberta de teula", u: 'u', q: [8, 40] as [number, number], p: [3200, 4800] as [number, number] },
  { d: 'Bateria de liti 5 kWh', u: 'u', q: [1, 3] as [number, number], p: [240000, 310000, 100] as [number, number, number] },
  { d: 'Cable solar 6 mm² i canalització', u: 'm', q: [30, 180] as [number, number], p: [210, 390] as [number, number] },
  { d: "Mà d'obra de muntatge i posada en marxa", u: 'h', q: [16, 64] as [number, number], p: [3200, 4200, 50] as [number, number, number] },
  { d: 'Legalització i tramitació de la instal·lació', u: 'u', q: [1, 1] as [number, number], p: [35000, 60000, 500] as [number, number, number] },
];

async function drawSolar(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  sh.circle(66, 66, 26, { fill: '#f29100' });
  sh.colored('#fff', () => sh.center(initials(s.name), 66, 59, { size: 15, bold: true }));
  sh.text(s.name, 102, 44, { size: 12.5, bold: true });
  s.address.forEach((a, i) => sh.text(a, 102, 62 + i * 11, { size: 8.5 }));
  sh.text(`NIF: ${s.nif} · Tel. ${s.phone}`, 102, 84, { size: 8.5 });
  sh.text(s.email ?? '', 102, 95, { size: 8.5 });

  sh.text('FACTURA', 400, 44, { size: 18, bold: true, italic: false });
  const head: [string, string][] = [
    ['Factura núm.', d.number],
    ['Data', printDate(d.issue, s.date)],
  ];
  if (d.due) head.push(['Venciment', printDate(d.due, s.date)]);
  head.forEach(([k, val], i) => {
    sh.text(k, 400, 70 + i * 13, { size: 9 });
    sh.right(val, 555, 70 + i * 13, { size: 9, bold: i === 0 });
  });

  sh.box(40, 130, 515, 70, { radius: 4, stroke: '#f29100' });
  sh.text('Client:', 50, 138, { size: 8, bold: true });
  [d.buyer.name, ...d.buyer.address, `NIF: ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 50, 150 + i * 11, { size: 9 }));
  sh.text('Obra:', 320, 138, { size: 8, bold: true });
  sh.pen.paragraph(d.site, 320, 150, 225, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 260 },
    { x: 300, w: 60, align: 'right' },
    { x: 360, w: 40, align: 'center' },
    { x: 400, w: 70, align: 'right' },
    { x: 470, w: 85, align: 'right' },
  ];
  sh.line(40, 222, 555, 222, 1, '#f29100');
  row(sh, cols, ['Descripció', 'Quantitat', 'Unitat', 'Preu unitari', 'Import'], 227, { size: 8.5, bold: true });
  sh.line(40, 240, 555, 240, 1, '#f29100');
  let y = 248;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity), l.unit, money(l.price), money(amountOf(l))], y, { size: 8.8 });
    y += 15;
  }
  sh.line(40, y + 2, 555, y + 2, 0.5);
  const t = d.totals;
  y += 22;
  const rows: [string, string][] = [
    ['Base imposable', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['Total factura', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 390, 552, y, 15, 10);
  sh.text('Forma de pagament: transferència bancària', 40, y, { size: 8.5 });
  sh.text(`IBAN: ${s.iban}`, 40, y + 12, { size: 8.5 });
  if (v === 2) sh.text('Cooperativa inscrita al Registre de Cooperatives de Catalunya.', 40, y + 24, { size: 8.5 });
  sh.center(s.registry ?? '', 297.6, 806, { size: 6.5 });
  return sh.finish();
}

export const solar: InvoiceLayout = {
  name: 'b4-solar-ca',
  buyers: [7, 3, 0],
  suppliers: [
    {
      name: 'Instal·lacions Fotovoltaiques Empordà, S.L.',
      nif: cif('B', '1764302'),
      address: ["C/ de la Indústria, 14 - Pol. Ind. Vilatenim", '17600 Figueres (Girona)'],
      phone: '972 50 61 93',
      email: 'administracio@fvemporda.cat',
      iban: iban('2100', '0029', '1102011874'),
      registry: 'Inscrita al Registre Mercantil de Girona, Tom 3.120, Foli 44, Full GI-61.207',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `FV26-${pad(n, 4)}`,
    },
    {
      name: 'SOLAR ENERGIA PONENT, S.L.',
      nif: cif('B', '2591847'),
      address: ['Av. de Tortosa, 52', '25005 Lleida'],
      phone: '973 22 80 46',
      email: 'factures@solarponent.cat',
      iban: iban('0081', '1900', '3000071254'),
      registry: 'Registre Mercantil de Lleida, Tom 1.702, Foli 15, Full L-38.551',
      variant: 1,
      date: 'long-ca',
      money: 'euro-after',
      number: (n) => `2026/${pad(n, 3)}`,
    },
    {
      name: 'Energies Renovables del Bages, SCCL',
      nif: cif('F', '0815274', true),
      address: ['C/ del Bruc, 101', '08241 Manresa (Barcelona)'],
      phone: '938 72 14 09',
      email: 'coop@erbages.coop',
      iban: iban('3025', '0012', '1400019922'),
      variant: 2,
      date: 'slash',
      money: 'plain',
      number: (n) => `ERB-${pad(n, 4)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, SOLAR, rng.int(4, 7)),
  due: (issue, _rng, s) => (s.variant === 2 ? undefined : addDays(issue, 30)),
  draw: drawSolar,
};

// ---------- concrete cutting and core drilling (Basque and Spanish) ----------

const CUTTING = [
  { d: 'Corte de muro de hormigón armado con hilo diamantado', u: 'm²', q: [4, 40, 2] as [number, number, number], p: [16500, 24000, 10] as [number, number, number] },
  { d: 'Perforación con corona de diamante Ø 150 mm, e=25 cm', u: 'ud', q: [4, 30] as [number, number], p: [4200, 6800, 10] as [number, number, number] },
  { d: 'Perforación con corona Ø 250 mm en forjado', u: 'ud', q: [2, 12] as [number, number], p: [7800, 11500, 10] as [number, number, number] },
  { d: 'Corte de solera con disco, profundidad 15 cm', u: 'ml', q: [20, 160, 1] as [number, number, number], p: [1150, 1800, 10] as [number, number, number] },
  { d: 'Desplazamiento de equipo y operarios', u: 'ud', q: [1, 2] as [number, number], p: [9000, 15000, 500] as [number, number, number] },
  { d: 'Hora de operario especialista con equipo', u: 'h', q: [4, 24] as [number, number], p: [5200, 6800, 50] as [number, number, number] },
];

function cuttingLines(rng: Rng): Line[] {
  return fromCatalog(rng, CUTTING, rng.int(3, 6)).map((l) => {
    const discount = rng.pick([0, 0, 5, 10, 15]);
    return { ...l, list: l.price, discount, price: divRound(l.price * BigInt(100 - discount), 100n) };
  });
}

async function drawCutting(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 8.5);
  sh.box(40, 40, 8, 62, { fill: '#c8102e', stroke: 'none' });
  sh.text(s.name, 58, 40, { size: 13, bold: true });
  sh.text(s.tagline ?? '', 58, 58, { size: 8.5, italic: true });
  s.address.forEach((a, i) => sh.text(a, 58, 71 + i * 10.5, { size: 8.5 }));
  if (v !== 2) sh.text(`${['IFZ / NIF:', 'IFK / CIF:'][v]} ${s.nif}`, 58, 93, { size: 8.5, bold: true });
  else sh.text(`Tel. ${s.phone}`, 58, 93, { size: 8.5 });

  sh.right('FAKTURA / FACTURA', 555, 40, { size: 14, bold: true });
  const head: [string, string][] = [
    ['Faktura zk. / Nº Factura', d.number],
    ['Data / Fecha', printDate(d.issue, s.date)],
    ['Mugaeguna / Vencimiento', printDate(d.due!, s.date)],
  ];
  head.forEach(([k, val], i) => {
    sh.box(340, 62 + i * 15, 125, 15, { fill: '#f1f1f1' });
    sh.box(465, 62 + i * 15, 90, 15);
    sh.text(k, 344, 66 + i * 15, { size: 7.5 });
    sh.right(val, 551, 66 + i * 15, { size: 8.5, bold: i === 0 });
  });

  sh.text('Bezeroa / Cliente', 40, 128, { size: 7.5, bold: true });
  [d.buyer.name, ...d.buyer.address, `IFK / CIF: ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 40, 140 + i * 11, { size: 9 }));
  sh.text('Obra / Lana', 340, 128, { size: 7.5, bold: true });
  sh.pen.paragraph(d.site, 340, 140, 215, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 215 },
    { x: 255, w: 45, align: 'right' },
    { x: 300, w: 25, align: 'center' },
    { x: 325, w: 55, align: 'right' },
    { x: 380, w: 35, align: 'right' },
    { x: 415, w: 60, align: 'right' },
    { x: 475, w: 80, align: 'right' },
  ];
  const top = 200;
  sh.box(40, top, 515, 26, { fill: '#f1f1f1' });
  row(sh, cols, ['Kontzeptua', 'Kopurua', '', 'Prezioa', 'Desk.', 'Prezio garbia', 'Zenbatekoa'], top + 4, { size: 7, bold: true });
  row(sh, cols, ['Concepto', 'Cant.', 'Ud.', 'Precio', 'Dto. %', 'P. neto', 'Importe'], top + 15, { size: 7, bold: true });
  let y = top + 34;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity, 2), l.unit, money(l.list!), l.discount ? String(l.discount) : '', money(l.price), money(amountOf(l))], y, { size: 8 });
    y += 15;
  }
  grid(sh, cols, top, y + 6);
  const t = d.totals;
  y += 24;
  const rows: [string, string][] = [
    ['Zerga-oinarria / Base imponible', money(t.base, s.money)],
    [`BEZ / IVA ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['Guztira / Total', money(t.total, s.money)],
  ];
  totalRows(sh, rows, 345, 552, y, 15, 9);
  sh.text('Ordainketa / Forma de pago: transferentzia / transferencia 30 egun / días', 40, y, { size: 8 });
  sh.text(`IBAN: ${s.iban}`, 40, y + 12, { size: 8 });
  sh.center(v === 2 ? `${s.registry}, CIF ${s.nif}` : s.registry!, 297.6, 806, { size: 6.5 });
  return sh.finish();
}

export const cutting: InvoiceLayout = {
  name: 'b4-cutting-eu',
  buyers: [6, 1, 4],
  suppliers: [
    {
      name: 'ZULATZEN CORTE Y PERFORACIÓN, S.L.',
      nif: cif('B', '4830517'),
      address: ['Bidebarrieta kalea, 9 - Pab. 4', '48970 Basauri (Bizkaia)'],
      phone: '944 26 71 38',
      iban: iban('2095', '0611', '0091153824'),
      tagline: 'Hormigoi ebaketak eta zulaketak · Corte y perforación de hormigón',
      registry: 'Bizkaiko Merkataritza Erregistroa / Registro Mercantil de Bizkaia, Tomo 5.611, Folio 30, Hoja BI-62.140',
      variant: 0,
      date: 'iso',
      money: 'euro-after',
      number: (n) => `Z26-${pad(n, 4)}`,
    },
    {
      name: 'Diamante Ebaketak Gipuzkoa, S.L.L.',
      nif: cif('B', '2071436'),
      address: ['Martin Ugalde kultur parkea, A-2', '20140 Andoain (Gipuzkoa)'],
      phone: '943 59 02 81',
      iban: iban('3035', '0120', '1201208843'),
      tagline: 'Ebaketa eta zulaketa diamantatua',
      registry: 'Gipuzkoako Merkataritza Erregistroa, Tomo 2.713, Folio 141, Hoja SS-39.907',
      variant: 1,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `2026-${pad(n, 4)}`,
    },
    {
      name: 'Cortes Técnicos Araba, S.L.',
      nif: cif('B', '0126853'),
      address: ['Portal de Gamarra, 36 - Pab. 12', '01013 Vitoria-Gasteiz (Araba)'],
      phone: '945 28 37 60',
      iban: iban('2095', '3150', '2091027766'),
      tagline: 'Corte de hormigón · Demolición controlada',
      registry: 'Arabako Merkataritza Erregistroa / R.M. de Álava, Tomo 1.488, Folio 52, Hoja VI-17.930',
      variant: 2,
      date: 'iso',
      money: 'plain',
      number: (n) => `CTA/${pad(n, 5)}`,
    },
  ],
  lines: cuttingLines,
  due: (issue, rng) => addDays(issue, rng.pick([30, 30, 45])),
  draw: drawCutting,
};
