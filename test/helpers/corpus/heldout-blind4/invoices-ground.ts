import { addDays, amountOf, cif, type Col, endOfMonth, fromCatalog, grid, iban, initials, money, pad, printDate, qty, row, Sheet } from './kit.js';
import type { InvoiceData, InvoiceLayout } from './model.js';

/**
 * Invoices of the trades under the floor: piling and micropiles (a centred letterhead, number and
 * date in a header grid with the labels in the cells above, one with the series in its own cell),
 * sprayed polyurethane insulation (`Serie/Número` such as `B-26/0087` in a box, a code column under
 * a shaded band) and floor screeds (a right-hand letterhead, `Sres.:`, the CIF only in the
 * registry footer, dates written out).
 */


// ---------- piling and micropiles ----------

const PILING = [
  { d: 'Micropilote Ø 150 mm con armadura tubular N-80 88,9x9 mm, perforado en suelo', u: 'ml', q: [60, 420] as [number, number], p: [3850, 5600] as [number, number] },
  { d: 'Pilote CPI-8 Ø 650 mm de hormigón HA-30/F/20/IIa con entubación recuperable', u: 'ml', q: [80, 600] as [number, number], p: [6500, 9800] as [number, number] },
  { d: 'Inyección de lechada de cemento IU a presión controlada', u: 'kg', q: [1200, 9000] as [number, number], p: [28, 45] as [number, number] },
  { d: 'Transporte, montaje y desmontaje de equipo de perforación', u: 'ud', q: [1, 2] as [number, number], p: [180000, 320000, 500] as [number, number, number] },
  { d: 'Ensayo de carga estática sobre micropilote según UNE-EN ISO 22477-1', u: 'ud', q: [1, 3] as [number, number], p: [145000, 210000, 100] as [number, number, number] },
  { d: 'Descabezado de pilote y preparación de armaduras de espera', u: 'ud', q: [8, 40] as [number, number], p: [6500, 9500, 50] as [number, number, number] },
  { d: 'Parada de equipo por causas ajenas a la empresa', u: 'h', q: [2, 12] as [number, number], p: [18000, 26000, 500] as [number, number, number] },
];

async function drawPiling(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  const mid = 297.6;
  sh.circle(mid, 58, 24, { width: 2 });
  sh.center(initials(s.name), mid, 50, { size: 16, bold: true });
  sh.center(s.name, mid, 92, { size: 14, bold: true });
  sh.center(s.tagline ?? '', mid, 110, { size: 8, italic: true });
  sh.center(`${s.address.join(' · ')} · Tel. ${s.phone}`, mid, 122, { size: 8 });
  sh.center(`${['CIF:', 'C.I.F.:', 'CIF'][v]} ${s.nif}${s.email ? `   ·   ${s.email}` : ''}`, mid, 134, { size: 8 });
  sh.line(40, 150, 555, 150, 1.2);
  sh.center('FACTURA', mid, 160, { size: 13, bold: true });

  const cells: [string, string][] =
    v === 0
      ? [['Nº FACTURA', d.number], ['FECHA', printDate(d.issue, s.date)], ['CÓD. CLIENTE', `C-${pad(d.rng.int(100, 999), 4)}`], ['PÁGINA', '1 / 1']]
      : v === 1
        ? [['SERIE', d.number.split('/')[0]], ['NÚMERO', d.number.split('/')[1]], ['FECHA', printDate(d.issue, s.date)], ['PÁGINA', '1']]
        : [['FACTURA Nº', d.number], ['FECHA FACTURA', printDate(d.issue, s.date)], ['VENCIMIENTO', printDate(d.due!, s.date)], ['PÁGINA', '1 de 1']];
  const cw = 515 / 4;
  cells.forEach(([label, value], i) => {
    const x = 40 + i * cw;
    sh.box(x, 182, cw, 14, { fill: '#e4e4e4' });
    sh.box(x, 196, cw, 20);
    sh.center(label, x + cw / 2, 186, { size: 7, bold: true });
    sh.center(value, x + cw / 2, 202, { size: 10 });
  });

  const label = ['Cliente', 'Facturar a', ''][v];
  sh.box(300, 232, 255, 72);
  let y = 238;
  if (label) {
    sh.text(label, 306, y, { size: 7, bold: true });
    y += 11;
  }
  for (const [i, t] of [d.buyer.name, ...d.buyer.address, `CIF: ${d.buyer.nif}`].entries()) sh.text(t, 306, y + i * 11, { size: 9, bold: i === 0 });
  sh.text('Obra:', 40, 238, { size: 8, bold: true });
  sh.pen.paragraph(d.site, 40, 250, 240, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 260 },
    { x: 300, w: 35, align: 'center' },
    { x: 335, w: 60, align: 'right' },
    { x: 395, w: 70, align: 'right' },
    { x: 465, w: 90, align: 'right' },
  ];
  const top = 322;
  sh.box(40, top, 515, 16, { fill: '#e4e4e4' });
  row(sh, cols, ['Concepto', 'Ud', 'Medición', 'Precio', 'Importe'], top + 4, { size: 8, bold: true });
  y = top + 22;
  for (const l of d.lines) {
    const parts = sh.pen.wrap(l.description, 250, { size: 8.5 });
    parts.forEach((p, i) => sh.text(p, 43, y + i * 11, { size: 8.5 }));
    row(sh, cols, ['', l.unit, qty(l.quantity, 2), money(l.price), money(amountOf(l))], y, { size: 8.5 });
    y += parts.length * 11 + 6;
  }
  grid(sh, cols, top, 600);

  const t = d.totals;
  const rows: [string, string][] = [
    ['Base imponible', money(t.base, s.money)],
    [`IVA ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['TOTAL FACTURA', money(t.total, s.money)],
  ];
  rows.forEach(([k, val], i) => {
    const last = i === rows.length - 1;
    sh.box(365, 612 + i * 18, 190, 18, last ? { fill: '#e4e4e4' } : {});
    sh.text(k, 370, 617 + i * 18, { size: 9, bold: last });
    sh.right(val, 551, 617 + i * 18, { size: 9, bold: last });
  });
  sh.text('Forma de pago: transferencia bancaria a 60 días fecha factura', 40, 616, { size: 8 });
  if (v !== 2) sh.text(`Vencimiento: ${printDate(d.due!, s.date)}`, 40, 628, { size: 8 });
  sh.text(`IBAN: ${s.iban}`, 40, 640, { size: 8 });
  sh.center(s.registry ?? '', mid, 800, { size: 6.5 });
  return sh.finish();
}

export const piling: InvoiceLayout = {
  name: 'b4-piling',
  suppliers: [
    {
      name: 'PILOTES Y MICROPILOTES DEL EBRO, S.L.',
      nif: cif('B', '5038127'),
      address: ['Ctra. de Castellón, km 4,200', '50013 Zaragoza'],
      phone: '976 41 28 90',
      email: 'administracion@pilotesebro.es',
      iban: iban('2085', '0103', '0330412875'),
      tagline: 'Cimentaciones profundas · Micropilotes · Anclajes',
      registry: 'Inscrita en el Registro Mercantil de Zaragoza, Tomo 3.411, Folio 87, Hoja Z-41.208',
      variant: 0,
      date: 'slash',
      money: 'euro-after',
      number: (n) => `F${pad(n, 6)}`,
    },
    {
      name: 'Cimentaciones Especiales Turia, S.A.',
      nif: cif('A', '4620773'),
      address: ['Pol. Ind. Fuente del Jarro, C/ Ciudad de Sevilla, 41', '46988 Paterna (Valencia)'],
      phone: '961 32 70 14',
      email: 'facturas@cetturia.com',
      iban: iban('0081', '0216', '0002874103'),
      tagline: 'Pilotaje · Pantallas · Micropilotes',
      registry: 'Registro Mercantil de Valencia, Tomo 6.870, Libro 4.172, Folio 15, Hoja V-77.341',
      variant: 1,
      date: 'dots2',
      money: 'plain',
      number: (n) => `CT-26/${pad(n, 4)}`,
    },
    {
      name: 'MICROPILOTAJES CANTÁBRICO, S.L.U.',
      nif: cif('B', '3955210'),
      address: ['Bº La Cagiga, 7', '39610 El Astillero (Cantabria)'],
      phone: '942 55 18 63',
      iban: iban('0049', '6712', '2716430581'),
      tagline: 'Recalces y consolidación de terrenos',
      registry: 'Inscrita en el R.M. de Cantabria, Tomo 1.102, Folio 40, Hoja S-21.876',
      variant: 2,
      date: 'dash',
      money: 'euro-after',
      number: (n) => `2026/${pad(n, 3)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, PILING.map((c) => ({ ...c })), rng.int(3, 6)),
  due: (issue, _rng, s) => (s.variant === 1 ? endOfMonth(issue, 2) : addDays(issue, 60)),
  draw: drawPiling,
};

// ---------- sprayed polyurethane insulation ----------

const PU = [
  { code: 'PU-3540', d: 'Espuma de poliuretano proyectado 35 kg/m³ e=40 mm en cámara de fachada', u: 'm²', q: [120, 900, 2] as [number, number, number], p: [690, 1050] as [number, number] },
  { code: 'PU-3560', d: 'Espuma de poliuretano 35 kg/m³ e=60 mm bajo forjado sanitario', u: 'm²', q: [80, 600, 2] as [number, number, number], p: [950, 1380] as [number, number] },
  { code: 'PU-5030', d: 'Espuma de poliuretano 50 kg/m³ e=30 mm sobre cubierta', u: 'm²', q: [150, 1200, 2] as [number, number, number], p: [1080, 1490] as [number, number] },
  { code: 'PR-POL2', d: 'Protección con elastómero de poliurea pura 2 mm', u: 'm²', q: [50, 400, 2] as [number, number, number], p: [1890, 2650] as [number, number] },
  { code: 'SEL-01', d: 'Sellado de encuentros y juntas con espuma monocomponente', u: 'ml', q: [40, 300, 1] as [number, number, number], p: [180, 390] as [number, number] },
  { code: 'DESP', d: 'Desplazamiento de equipo proyector y grupo electrógeno', u: 'ud', q: [1, 3] as [number, number], p: [12000, 22000, 500] as [number, number, number] },
  { code: 'ENS-D', d: 'Ensayo de densidad y espesor in situ con informe', u: 'ud', q: [1, 2] as [number, number], p: [9000, 15000, 500] as [number, number, number] },
];

async function drawPolyurethane(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant;
  const sh = new Sheet('Helvetica', 9);
  const brand = ['#1f5f8b', '#8b3a1f', '#2e6b30'][v];
  sh.box(40, 40, 52, 52, { fill: brand, stroke: 'none' });
  sh.colored('#fff', () => sh.center(initials(s.name), 66, 58, { size: 17, bold: true }));
  sh.text(s.name, 102, 42, { size: 12, bold: true });
  s.address.forEach((a, i) => sh.text(a, 102, 60 + i * 11, { size: 8.5 }));
  sh.text(`Tel. ${s.phone}${s.web ? ` · ${s.web}` : ''}`, 102, 82, { size: 8.5 });
  sh.text(`${['NIF/CIF:', 'N.I.F.:', 'NIF'][v]} ${s.nif}`, 102, 94, { size: 8.5, bold: true });

  sh.box(360, 40, 195, 74, { radius: 6 });
  sh.text('FACTURA', 372, 48, { size: 16, bold: true });
  sh.text(['Serie/Número:', 'Factura Serie/Nº:', 'Serie/Número'][v], 372, 72, { size: 8.5 });
  sh.right(d.number, 547, 72, { size: 10, bold: true });
  sh.text('Fecha:', 372, 88, { size: 8.5 });
  sh.right(printDate(d.issue, s.date), 547, 88, { size: 9.5 });

  sh.line(40, 140, 40, 205, 2);
  sh.text('Facturar a:', 48, 140, { size: 7.5, bold: true });
  [d.buyer.name, ...d.buyer.address, `${v === 1 ? 'N.I.F.:' : 'NIF:'} ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 48, 152 + i * 11, { size: 9 }));
  sh.text('Obra / Referencia', 330, 140, { size: 7.5, bold: true });
  sh.pen.paragraph(d.site, 330, 152, 225, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 55 },
    { x: 95, w: 250 },
    { x: 345, w: 55, align: 'right' },
    { x: 400, w: 30, align: 'center' },
    { x: 430, w: 55, align: 'right' },
    { x: 485, w: 70, align: 'right' },
  ];
  sh.box(40, 230, 515, 16, { fill: '#d9d9d9', stroke: 'none' });
  row(sh, cols, ['Código', 'Descripción', 'Cant.', 'Ud.', 'Precio', 'Importe'], 234, { size: 8, bold: true });
  let y = 254;
  for (const l of d.lines) {
    const parts = sh.pen.wrap(l.description, 242, { size: 8.5 });
    parts.forEach((p, i) => sh.text(p, 98, y + i * 10.5, { size: 8.5 }));
    row(sh, cols, [l.code ?? '', '', qty(l.quantity, 2), l.unit, money(l.price), money(amountOf(l))], y, { size: 8.5 });
    y += parts.length * 10.5 + 5;
    sh.line(40, y - 2, 555, y - 2, 0.3, '#999');
  }
  y = Math.max(y + 24, 520);
  const t = d.totals;
  for (const [i, [k, val]] of ([
    ['Base imponible', money(t.base, s.money)],
    [`IVA (${t.rates[0].rate}%)`, money(t.vat, s.money)],
    ['Total', money(t.total, s.money)],
  ] as [string, string][]).entries()) {
    sh.text(k, 380, y + i * 16, { size: 10, bold: i === 2 });
    sh.right(val, 552, y + i * 16, { size: 10, bold: i === 2 });
  }
  sh.line(380, y + 29, 555, y + 29, 0.8);
  sh.text(`Vencimiento: ${printDate(d.due!, s.date)}`, 40, y, { size: 9 });
  sh.text('Forma de pago: transferencia', 40, y + 13, { size: 9 });
  sh.text(`IBAN ${s.iban}`, 40, y + 26, { size: 9 });
  sh.center(s.registry ?? '', 297.6, 805, { size: 6.5 });
  return sh.finish();
}

export const polyurethane: InvoiceLayout = {
  name: 'b4-polyurethane',
  suppliers: [
    {
      name: 'Aislamientos Proyectados Duero, S.L.',
      nif: cif('B', '4972318'),
      address: ['C/ La Forja, 11 - Pol. Ind. Los Vadillos', '49022 Zamora'],
      phone: '980 51 44 27',
      web: 'www.apduero.es',
      iban: iban('2103', '4411', '0033027561'),
      registry: 'Aislamientos Proyectados Duero, S.L. · R.M. de Zamora, Tomo 412, Folio 19, Hoja ZA-6.021',
      variant: 0,
      date: 'short-month',
      money: 'euro-after',
      number: (n) => `B-26/${pad(n, 4)}`,
    },
    {
      name: 'Poliuretanos Levante Aislamiento, S.L.',
      nif: cif('B', '0381742'),
      address: ['Avda. de la Industria, 23', '03690 Sant Vicent del Raspeig (Alicante)'],
      phone: '965 66 02 35',
      web: 'poliuretanoslevante.com',
      iban: iban('3058', '2511', '2720104938'),
      variant: 1,
      date: 'slash',
      money: 'euro-before',
      number: (n) => `PL2026/${pad(n, 5)}`,
    },
    {
      name: 'ISOTERM PROYECCIONES DEL SUR, S.L.',
      nif: cif('B', '1468905'),
      address: ['Parque Empresarial Carretera de Palma, nave 6', '14005 Córdoba'],
      phone: '957 29 63 70',
      iban: iban('0182', '5930', '0201655472'),
      registry: 'Inscrita en el Registro Mercantil de Córdoba, Hoja CO-29.417',
      variant: 2,
      date: 'short-month',
      money: 'plain',
      number: (n) => `A-26/${pad(n, 4)}`,
    },
  ],
  lines: (rng) => fromCatalog(rng, PU, rng.int(3, 6)),
  due: (issue, rng) => addDays(issue, rng.pick([30, 45, 60])),
  draw: drawPolyurethane,
};

// ---------- floor screeds and self-levelling ----------

const SCREED = [
  { d: 'Recrecido de mortero autonivelante CA-C20-F5, espesor 5 cm', u: 'm²', q: [200, 1500, 2] as [number, number, number], p: [980, 1450] as [number, number] },
  { d: 'Solera de mortero fluido de anhidrita, espesor 4 cm', u: 'm²', q: [150, 1200, 2] as [number, number, number], p: [1150, 1690] as [number, number] },
  { d: 'Capa de regularización de mortero de cemento M-7,5 de 3 cm', u: 'm²', q: [100, 900, 2] as [number, number, number], p: [720, 1050] as [number, number] },
  { d: 'Lámina de polietileno 200 galgas y banda perimetral de 10 mm', u: 'm²', q: [200, 1500, 2] as [number, number, number], p: [85, 140] as [number, number] },
  { d: 'Autonivelante de alta resistencia para nave, espesor 8 mm', u: 'm²', q: [300, 2000, 2] as [number, number, number], p: [1390, 1890] as [number, number] },
  { d: 'Servicio de bombeo de mortero (mínimo jornada)', u: 'ud', q: [1, 3] as [number, number], p: [28000, 42000, 500] as [number, number, number] },
  { d: 'Mortero seco M-5 a granel servido en silo', u: 't', q: [10, 40, 2] as [number, number, number], p: [5200, 6800] as [number, number] },
];

async function drawScreed(d: InvoiceData): Promise<Uint8Array> {
  const s = d.supplier;
  const v = s.variant % 3;
  const sh = new Sheet(v === 1 ? 'Times' : 'Helvetica', 9);
  sh.right(s.name, 555, 44, { size: 14, bold: true });
  sh.right(s.tagline ?? '', 555, 62, { size: 8, italic: true });
  s.address.forEach((a, i) => sh.right(a, 555, 76 + i * 11, { size: 8.5 }));
  sh.right(`Tlf. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 555, 98, { size: 8.5 });

  sh.text('FACTURA', 40, 44, { size: 20, bold: true });
  sh.text(['Factura nº:', 'Nº de factura:', 'Factura número'][v], 40, 76, { size: 9 });
  sh.text(d.number, 115, 76, { size: 9, bold: true });
  sh.text('Fecha:', 40, 90, { size: 9 });
  sh.text(printDate(d.issue, s.date), 115, 90, { size: 9 });

  sh.text('Sres.:', 40, 130, { size: 8.5, italic: true });
  [d.buyer.name, ...d.buyer.address, `C.I.F. ${d.buyer.nif}`].forEach((t, i) => sh.text(t, 40, 143 + i * 11.5, { size: 9.5, bold: i === 0 }));
  sh.text(`Obra: ${d.site}`, 40, 205, { size: 9 });

  const cols: Col[] = [
    { x: 40, w: 270 },
    { x: 310, w: 65, align: 'right' },
    { x: 375, w: 35, align: 'center' },
    { x: 410, w: 65, align: 'right' },
    { x: 475, w: 80, align: 'right' },
  ];
  sh.line(40, 228, 555, 228, 1);
  row(sh, cols, ['Descripción', 'Cantidad', 'Ud', 'Precio unit.', 'Importe'], 233, { size: 8.5, bold: true });
  sh.line(40, 246, 555, 246, 1);
  let y = 254;
  for (const l of d.lines) {
    row(sh, cols, [l.description, qty(l.quantity, 2), l.unit, money(l.price), money(amountOf(l))], y, { size: 8.5 });
    y += 16;
  }
  sh.line(40, y + 4, 555, y + 4, 1);
  const t = d.totals;
  y += 18;
  for (const [i, [k, val]] of ([
    ['Base imponible', money(t.base, s.money)],
    [`I.V.A. ${t.rates[0].rate} %`, money(t.vat, s.money)],
    ['TOTAL', money(t.total, s.money)],
  ] as [string, string][]).entries()) {
    sh.text(k, 400, y + i * 15, { size: 9.5, bold: i === 2 });
    sh.right(val, 552, y + i * 15, { size: 9.5, bold: i === 2 });
  }
  sh.text(['Forma de pago: confirming a 90 días', 'Forma de pago: transferencia', 'Forma de pago: pagaré a 60 días'][v], 40, y, { size: 8.5 });
  if (d.due) sh.text(`Vencimiento: ${printDate(d.due, s.date)}`, 40, y + 12, { size: 8.5 });
  if (s.iban) sh.text(`Cuenta: ${s.iban}`, 40, y + 24, { size: 8.5 });
  sh.line(40, 790, 555, 790, 0.4);
  sh.center(s.registry!, 297.6, 796, { size: 6.5 });
  return sh.finish();
}

const screedSupplier = (
  name: string,
  nif: string,
  city: string,
  registry: string,
  variant: number,
  more: Partial<InvoiceLayout['suppliers'][number]>,
): InvoiceLayout['suppliers'][number] => ({
  name,
  nif,
  address: more.address ?? [],
  phone: more.phone ?? '',
  registry: `${registry}, CIF ${nif}`,
  variant,
  date: more.date ?? 'long',
  money: more.money ?? 'euro-after',
  number: more.number ?? ((n) => `${city}-${pad(n, 4)}`),
  ...more,
});

export const screed: InvoiceLayout = {
  name: 'b4-screed',
  suppliers: [
    screedSupplier('Morteros y Recrecidos Castilla, S.L.', cif('B', '4712345'), 'VA', 'Inscrita en el Registro Mercantil de Valladolid, Tomo 1.482, Folio 112, Hoja VA-23.118', 0, {
      address: ['C/ Metal, 14 - Pol. Ind. San Cristóbal', '47012 Valladolid'],
      phone: '983 20 71 55',
      email: 'info@recrecidoscastilla.es',
      tagline: 'Morteros autonivelantes · Soleras',
      number: (n) => `2026/${pad(n, 5)}`,
    }),
    screedSupplier('Pavimentos Autonivelantes del Norte, S.A.', cif('A', '3340187'), 'PN', 'Registro Mercantil de Asturias, Tomo 2.905, Folio 131, Hoja AS-18.406', 1, {
      address: ['Polígono de Silvota, calle E, parcela 22', '33192 Llanera (Asturias)'],
      phone: '985 26 30 91',
      iban: iban('2048', '0070', '3430091812'),
      tagline: 'Soleras de anhidrita y autonivelantes',
      number: (n) => `PN${pad(n, 6)}`,
    }),
    screedSupplier('Soleras Fluidas Guadalquivir, S.L.L.', cif('B', '9065412'), 'SF', 'Inscrita en el Registro Mercantil de Sevilla, Hoja SE-98.170, Inscripción 1ª', 2, {
      address: ['C/ Astronomía, 1, Torre 3, 7º', '41015 Sevilla'],
      phone: '954 38 12 06',
      date: 'slash',
      money: 'plain',
      number: (n) => `SF-${pad(n, 4)}/26`,
    }),
  ],
  lines: (rng) => fromCatalog(rng, SCREED, rng.int(3, 6)),
  due: (issue, _rng, s) => (s.variant === 1 ? addDays(issue, 30) : undefined),
  draw: drawScreed,
};

/** A screed supplier whose invoice is dated a day that does not exist (the hard document's). */
export const screedImpossibleDate = screedSupplier(
  'Recrecidos Almanzora, S.L.',
  cif('B', '0417263'),
  'RA',
  'Inscrita en el Registro Mercantil de Almería, Tomo 1.266, Folio 70, Hoja AL-31.552',
  3,
  {
    address: ['Ctra. N-340a, km 502', '04600 Huércal-Overa (Almería)'],
    phone: '950 47 19 33',
    number: (n) => `RA/${pad(n, 4)}`,
  },
);
