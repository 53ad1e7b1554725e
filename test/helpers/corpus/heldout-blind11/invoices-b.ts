import type { CorpusDocument } from '../types.js';
import { CUSTOMERS, type Hard, type Item, type Supplier, addDays, dayOf, invoiceEntry, party, rowsOf, streamOf } from './cases.js';
import { type DateStyle, Ink, type MoneyStyle, type NifStyle, type Row, Sheet, amountOf, cents, cif, dateText, dni, figures, money, nie, nifText, qty, qtyText } from './kit.js';
import { divRound } from '../../../../src/platform/money.js';

/**
 * Invoice layouts 6–10 of the eleventh blind set (docs/document-extraction.md#measuring-it):
 * an industrial engineer's fees for legalising installations (IRPF), individual heat metering
 * over two or three pages with carried sums, kitchen extraction ducts under reverse charge,
 * CCTV and alarms with the totals boxed at the page foot, rainwater and greywater systems at
 * 10 % and 21 % under a coloured band.
 */

interface Style {
  date: DateStyle;
  money: MoneyStyle;
  nifStyle: NifStyle;
  color: string;
}

type Printer = Supplier & Style;

// ------------------------------------------------------------------ 6. legalisation fees with IRPF

const FEES: [string, string][] = [
  ['Redacción de memoria técnica de diseño y tramitación del certificado de instalación eléctrica de baja tensión ante Industria', '380.00'],
  ['Proyecto de legalización de instalación térmica (RITE) de producción centralizada por aerotermia', '1450.00'],
  ['Certificado de instalación de ventilación de garaje y gestión de la inspección inicial por OCA', '620.00'],
  ['Dirección técnica de las instalaciones de protección contra incendios y certificado final', '890.00'],
  ['Legalización de grupo de presión y depósito de reserva de agua sanitaria', '340.00'],
  ['Boletines de instalación eléctrica de viviendas (por vivienda)', '48.00'],
  ['Memoria técnica de infraestructura común de telecomunicaciones y boletín de fin de obra', '560.00'],
];

const FEE_SUPPLIERS: (Printer & { title: string; college?: string; irpf?: number; place: string })[] = [
  { ...party({ name: 'Álvaro Cuesta Ibarra', nif: dni('71438256'), street: 'Avda. de Ordoño II, 33, 3º izq.', city: '24001 León', phone: '987 25 61 40', mail: 'acuesta@ingenieria-leon.es' }), title: 'Ingeniero Técnico Industrial', college: 'Colegiado nº 2.341 del COITI de León', irpf: 15, place: 'León', date: 'mon', money: 'dotsEuro', nifStyle: 'dash', color: '#333333' },
  { ...party({ name: 'Ioana Marinescu', nif: nie('X', '9136604'), street: 'C/ Mayor, 21, 1º', city: '19001 Guadalajara', phone: '624 55 18 03', mail: 'ioana.marinescu@coitig.es' }), title: 'Ingeniera Técnica Industrial', college: 'Colegiada nº 1.118 COITI Guadalajara', irpf: 7, place: 'Guadalajara', date: 'slash', money: 'dots', nifStyle: 'bare', color: '#5b2c6f' },
  { ...party({ name: 'Legaliza Instalaciones Ingeniería, S.L.P.', nif: cif('B', '9385127'), street: 'C/ Alameda Principal, 16, 5ª', city: '29005 Málaga', phone: '952 06 33 71', mail: 'proyectos@legaliza.es', registry: 'Sociedad profesional inscrita en el Registro Mercantil de Málaga, Tomo 6012, Folio 97, Hoja MA-160553' }), title: 'Oficina técnica de legalización de instalaciones', place: 'Málaga', date: 'dash', money: 'dotsEuro', nifStyle: 'dash', color: '#1a5276' },
];

/** `hard`: the IRPF printed as 15 % is 15 % of base + VAT, and the total deducts it. */
async function honorarios(i: number, hard?: Hard): Promise<CorpusDocument> {
  const s = FEE_SUPPLIERS[i];
  const id = hard ? 'blind11-honorarios-hard' : `blind11-honorarios-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + (hard ? 4 : 0)) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const number = [`${rng.int(10, 80)}/2026`, `2026-0${rng.int(10, 99)}`, `LG-26-${rng.int(100, 450)}`][i];
  const picked = rng.sample(FEES, rng.int(2, 3));
  const rows: Row[] = picked.map(([text, price]) => {
    const perDwelling = text.includes('por vivienda');
    return { text, qty: qty(perDwelling ? rng.int(12, 48) : 1), unit: 'ud', price: cents(price) };
  });
  const fig = figures(rows, { irpf: s.irpf });
  const withholding = hard ? divRound((fig.base + fig.tax) * BigInt(s.irpf ?? 0), 100n) : fig.withholding;
  const total = fig.base + fig.tax - withholding;
  const m = (v: bigint) => money(v, s.money);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9.5);
  ink.center(s.name, 297, 40, { size: 15, bold: true, color: s.color });
  ink.center(s.title, 297, 60, { size: 10 });
  if (s.college) ink.center(s.college, 297, 73, { size: 8.5, italic: true });
  ink.center(`${s.street} · ${s.city} · Tel. ${s.phone} · ${s.mail}`, 297, 88, { size: 8 });
  sh.line(60, 102, 535, 102, { lw: 0.7, color: s.color });
  ink.at(s.irpf ? 'FACTURA DE HONORARIOS' : 'FACTURA', 60, 122, { size: 13, bold: true });
  ink.at(`NIF: ${nifText(s.nif, s.nifStyle)}`, 60, 140);
  ink.at('Nº:', 380, 122);
  ink.right(number, 535, 122, { bold: true });
  ink.at('Fecha:', 380, 136);
  ink.right(dateText(issue, s.date), 535, 136);
  sh.rect(60, 162, 475, 66, { stroke: '#999999' });
  ink.at('Cliente', 68, 167, { size: 7.5, color: '#777777' });
  ink.at(c.name, 68, 179, { bold: true });
  ink.at(`${c.street}, ${c.city}`, 68, 192);
  ink.at(`CIF: ${nifText(c.nif, 'bare')}`, 68, 205);
  ink.at(`Obra: ${c.site}`, 300, 205, { size: 8.5 });
  let y = 250;
  ink.at('Concepto', 60, y, { bold: true });
  ink.right('Importe', 535, y, { bold: true });
  sh.line(60, y + 13, 535, y + 13, { lw: 0.4 });
  y += 22;
  for (const r of rows) {
    const text = r.qty === 1000n ? r.text : `${r.text}: ${qtyText(r.qty, 0)} viviendas a ${m(r.price)}`;
    const after = ink.para(text, 60, y, 360, { size: 9.5 });
    ink.right(m(amountOf(r)), 535, y);
    y = after + 8;
  }
  sh.line(330, y, 535, y, { lw: 0.4 });
  y += 10;
  const tot: [string, string][] = [
    ['Honorarios (base imponible)', m(fig.base)],
    ['IVA 21 %', m(fig.tax)],
  ];
  if (s.irpf) tot.push([`Retención IRPF ${s.irpf} %`, m(-withholding)]);
  for (const [l, v] of tot) {
    ink.at(l, 330, y);
    ink.right(v, 535, y);
    y += 15;
  }
  ink.at(s.irpf ? 'TOTAL A PERCIBIR' : 'TOTAL FACTURA', 330, y + 4, { bold: true, size: 10.5 });
  ink.right(m(total), 535, y + 4, { bold: true, size: 10.5 });
  y += 40;
  ink.at('Forma de pago: transferencia a ES66 0182 2370 4102 0153 8221 a la recepción de la factura.', 60, y, { size: 8.5 });
  if (s.irpf === 7) ink.at('Retención del 7 % por inicio de actividad profesional (art. 101.5 de la Ley 35/2006 del IRPF).', 60, y + 13, { size: 8, italic: true });
  if (s.registry) ink.center(s.registry, 297, 806, { size: 6.5, color: '#666666' });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-honorarios-legalizacion', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, fig, printedWithholding: withholding, printedTotal: total },
    hard,
  );
}

// ------------------------------------------------------------------ 7. heat metering over pages

const METER: Item[] = [
  { code: 'REP-RF', text: 'Repartidor de costes electrónico vía radio', unit: 'ud', price: '36.80', q: [4, 9] },
  { code: 'VT-12', text: 'Válvula termostática con cabezal 1/2"', unit: 'ud', price: '27.40', q: [4, 9] },
  { code: 'CE-15', text: 'Contador de energía ultrasónico DN15', unit: 'ud', price: '168.00', q: [1, 1] },
  { code: 'DET-12', text: 'Detentor de regulación 1/2"', unit: 'ud', price: '9.65', q: [4, 9] },
  { code: 'MO-MNT', text: 'Montaje y alta en plataforma de lectura', unit: 'h', price: '29.50', q: [1, 4] },
];

const METER_SUPPLIERS: (Printer & { family: 'Helvetica' | 'Times'; carry: [string, string]; pageLabel: (p: number, n: number) => string })[] = [
  { ...party({ name: 'Medición Individual de Calefacción Ibérica, S.A.', nif: cif('A', '8812934'), street: 'C/ Josefa Valcárcel, 8', city: '28027 Madrid', phone: '914 03 52 18', registry: 'Inscrita en el R.M. de Madrid, Tomo 21.764, Folio 12, Hoja M-387112' }), family: 'Helvetica', carry: ['Suma y sigue', 'Suma anterior'], pageLabel: (p, n) => `Página ${p} de ${n}`, date: 'slash', money: 'dots', nifStyle: 'dash', color: '#b03a2e' },
  { ...party({ name: 'Repartidores y Contadores Pirineo, S.L.', nif: cif('B', '2251463'), street: 'Avda. Regimiento de Galicia, 4', city: '22700 Jaca (Huesca)', phone: '974 36 18 22', registry: 'R.M. de Huesca, Tomo 702, Folio 180, Hoja HU-11937' }), family: 'Times', carry: ['A transportar', 'Transporte'], pageLabel: (p, n) => `Hoja ${p}/${n}`, date: 'long', money: 'dotsEuro', nifStyle: 'bare', color: '#1b4f72' },
  { ...party({ name: 'Termocontaje Castilla, S.L.U.', nif: cif('B', '0967352'), street: 'C/ Vitoria, 204, bajo', city: '09007 Burgos', phone: '947 48 90 31', registry: 'Registro Mercantil de Burgos, Tomo 989, Folio 4, Hoja BU-24110' }), family: 'Helvetica', carry: ['Sigue en la hoja siguiente', 'Viene de la hoja anterior'], pageLabel: (p, n) => `Pág. ${p}/${n}`, date: 'dot2', money: 'dots', nifStyle: 'dots', color: '#196f3d' },
];

const FLOORS = ['Bajo', '1º', '2º', '3º', '4º', '5º', '6º'];

async function contadores(i: number): Promise<CorpusDocument> {
  const s = METER_SUPPLIERS[i];
  const id = `blind11-contadores-paginas-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i * 2 + 1) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = addDays(issue, 60);
  const number = [`MC-${rng.int(26000, 26999)}`, `${rng.int(300, 600)}/26`, `TC26${String(rng.int(1, 400)).padStart(4, '0')}`][i];
  const flats = i === 2 ? 12 : rng.int(7, 9);
  const rows: Row[] = [];
  for (let f = 0; f < flats; f++) {
    const flat = `${FLOORS[1 + (f >> 1)] ?? '7º'} ${'ABCD'[f % 2 === 0 ? 0 : 1]}`;
    for (const it of rowsOf(rng, METER, i === 2 ? 5 : 4)) rows.push({ ...it, text: `${it.text} - viv. ${flat}` });
  }
  const fig = figures(rows);
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const perPage = 26;
  const pages = Math.ceil(rows.length / perPage);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, s.family, s.family === 'Times' ? 9.5 : 8.5);
  let carried = 0n;
  for (let p = 0; p < pages; p++) {
    if (p) sh.newPage();
    sh.rect(40, 34, 6, 40, { fill: s.color });
    ink.at(s.name, 54, 34, { size: 12, bold: true });
    ink.at(`${s.street} · ${s.city}`, 54, 51);
    ink.at(`CIF ${nifText(s.nif, s.nifStyle)} · Tel. ${s.phone}`, 54, 63);
    ink.right('FACTURA', 555, 34, { size: 14, bold: true, color: s.color });
    ink.right(s.pageLabel(p + 1, pages), 555, 54);
    const box: [string, string][] = [
      ['Factura nº', number],
      ['Fecha', d(issue)],
      ['Vencimiento', d(due)],
    ];
    box.forEach(([l, v], k) => {
      ink.at(l, 360, 88 + k * 13);
      ink.right(v, 555, 88 + k * 13, { bold: k === 0 });
    });
    ink.at(c.name, 40, 88, { bold: true });
    ink.at(`${c.street} · ${c.city}`, 40, 101);
    ink.at(`CIF ${c.nif} · Obra: ${c.site}`, 40, 114);
    let y = 140;
    sh.line(40, y, 555, y, { lw: 0.8 });
    ink.at('Ref.', 40, y + 4, { bold: true });
    ink.at('Descripción', 92, y + 4, { bold: true });
    ink.right('Cant.', 395, y + 4, { bold: true });
    ink.at('Ud.', 402, y + 4, { bold: true });
    ink.right('Precio', 480, y + 4, { bold: true });
    ink.right('Importe', 555, y + 4, { bold: true });
    sh.line(40, y + 17, 555, y + 17, { lw: 0.8 });
    y += 24;
    if (p) {
      ink.at(s.carry[1], 92, y, { italic: s.family === 'Times', bold: s.family !== 'Times' });
      ink.right(m(carried), 555, y, { bold: true });
      y += 16;
    }
    for (const r of rows.slice(p * perPage, (p + 1) * perPage)) {
      ink.at(r.code ?? '', 40, y, { size: 7.5 });
      ink.at(r.text, 92, y);
      ink.right(qtyText(r.qty, 0), 395, y);
      ink.at(r.unit, 402, y);
      ink.right(m(r.price), 480, y);
      ink.right(m(amountOf(r)), 555, y);
      carried += amountOf(r);
      y += 14.5;
    }
    sh.line(40, y + 2, 555, y + 2, { lw: 0.5 });
    if (p < pages - 1) {
      ink.at(s.carry[0], 92, y + 8, { italic: s.family === 'Times', bold: s.family !== 'Times' });
      ink.right(m(carried), 555, y + 8, { bold: true });
    } else {
      y += 14;
      const tot: [string, string][] = [
        ['Base imponible', m(fig.base)],
        ['IVA 21 %', m(fig.tax)],
        ['Total factura', m(fig.total)],
      ];
      tot.forEach(([l, v], k) => {
        ink.at(l, 380, y + k * 15, { bold: k === 2 });
        ink.right(v, 555, y + k * 15, { bold: k === 2 });
      });
      ink.at('Pago por transferencia a ES02 2100 0418 4502 0005 1332', 40, y);
    }
    ink.center(s.registry ?? '', 297, 806, { size: 6.5, color: '#666666' });
  }
  if (carried !== fig.base) throw new Error('carried sums do not reach the base');
  return invoiceEntry(
    { id, layout: 'blind11-invoice-contadores-multipagina', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
  );
}

// ------------------------------------------------------------------ 8. extraction ducts, reverse charge

const DUCTS: Item[] = [
  { code: '01.01', text: 'Conducto chapa galvanizada 0,8 mm 400x300', unit: 'm', price: '46.50', q: [12, 80], dec: 1 },
  { code: '01.02', text: 'Conducto circular inox AISI 304 Ø250', unit: 'm', price: '58.90', q: [10, 60], dec: 1 },
  { code: '01.03', text: 'Campana extractora mural inox 2000 mm', unit: 'ud', price: '1180.00', q: [1, 3] },
  { code: '01.04', text: 'Caja de ventilación 400 ºC/2h 6.000 m3/h', unit: 'ud', price: '1395.00', q: [1, 2] },
  { code: '01.05', text: 'Compuerta cortafuegos circular Ø250 EI 120', unit: 'ud', price: '214.00', q: [1, 6] },
  { code: '01.06', text: 'Aislamiento lana de roca con aluminio', unit: 'm²', price: '18.40', q: [20, 120], dec: 2 },
  { code: '01.07', text: 'Registro de limpieza estanco', unit: 'ud', price: '39.00', q: [2, 10] },
];

const CLEAN: Item[] = [
  { code: 'LC-01', text: 'Limpieza de conducto de extracción de cocina', unit: 'm', price: '14.50', q: [20, 90] },
  { code: 'LC-02', text: 'Desengrase de campana y filtros', unit: 'ud', price: '95.00', q: [1, 4] },
  { code: 'LC-03', text: 'Limpieza de caja de ventilación', unit: 'ud', price: '120.00', q: [1, 2] },
  { code: 'LC-04', text: 'Informe con reportaje fotográfico (UNE 100012)', unit: 'ud', price: '65.00', q: [1, 1] },
];

const DUCT_SUPPLIERS: (Printer & { reverse: boolean; tagline: string })[] = [
  { ...party({ name: 'Extracción y Conductos Industriales Sevilla, S.L.', nif: cif('B', '9103572'), street: 'Pol. Ind. Store, C/ A, nave 7', city: '41008 Sevilla', phone: '954 35 27 80', mail: 'admin@ecisevilla.es' }), reverse: true, tagline: 'Extracción de humos · Conductos · Climatización', date: 'slash', money: 'dots', nifStyle: 'dash', color: '#7d6608' },
  { ...party({ name: 'Conductos de Humos Galaico, S.L.', nif: cif('B', '2783415'), street: 'Rúa da Industria, 12, Pol. O Ceao', city: '27003 Lugo', phone: '982 20 91 37', mail: 'facturas@humosgalaico.gal' }), reverse: true, tagline: 'Fabricación e montaxe de conductos', date: 'dash', money: 'dotsEuro', nifStyle: 'bare', color: '#2c3e50' },
  { ...party({ name: 'Limpiezas Técnicas de Conductos Ágora, S.L.', nif: cif('B', '1459263'), street: 'C/ Ingeniero Torres Quevedo, 3', city: '14014 Córdoba', phone: '957 32 64 15', mail: 'agora@limpiezaconductos.es' }), reverse: false, tagline: 'Higienización de conductos y campanas', date: 'slash', money: 'dotsEuro', nifStyle: 'dash', color: '#117a65' },
];

async function extraccion(i: number): Promise<CorpusDocument> {
  const s = DUCT_SUPPLIERS[i];
  const id = `blind11-extraccion-isp-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 3) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = i === 1 ? addDays(issue, 90) : undefined;
  const number = [`A-${rng.int(100, 999)}/26`, `${rng.int(26050, 26400)}`, `LTC-${rng.int(1000, 3000)}`][i];
  const rows = rowsOf(rng, s.reverse ? DUCTS : CLEAN, s.reverse ? rng.int(4, 6) : rng.int(3, 4));
  const fig = figures(rows, { reverse: s.reverse });
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  ink.at(s.name, 40, 40, { size: 11.5, bold: true, color: s.color });
  ink.at(s.tagline, 40, 56, { size: 8, italic: true });
  ink.at(s.street, 40, 72);
  ink.at(s.city, 40, 83);
  ink.at(`CIF: ${nifText(s.nif, s.nifStyle)}`, 40, 94);
  ink.at(`Tel. ${s.phone} · ${s.mail}`, 40, 105, { size: 8 });
  sh.rect(335, 40, 220, 78, { stroke: s.color, lw: 0.8 });
  ink.at('Facturar a:', 342, 45, { size: 7.5, color: '#666666' });
  ink.at(c.name, 342, 57, { bold: true, size: 8.5 });
  ink.at(c.street, 342, 70);
  ink.at(c.city, 342, 81);
  ink.at(`CIF: ${nifText(c.nif, s.nifStyle)}`, 342, 98);
  sh.line(40, 134, 555, 134, { lw: 1.2, color: s.color });
  ink.at('FACTURA', 40, 143, { size: 18, bold: true });
  const info: [string, string][] = [
    ['Número', number],
    ['Fecha', d(issue)],
  ];
  if (due) info.push(['Vencimiento', d(due)]);
  info.forEach(([l, v], k) => {
    const x = 220 + k * 112;
    ink.at(l, x, 142, { size: 7, color: '#666666' });
    ink.at(v, x, 153, { size: 10, bold: k === 0 });
  });
  sh.line(40, 172, 555, 172, { lw: 1.2, color: s.color });
  ink.at(`Obra: ${c.site}`, 40, 182);
  let y = 204;
  sh.rect(40, y, 515, 15, { fill: '#eeeeee' });
  const hd = { size: 7.5, bold: true };
  ink.at('Partida', 44, y + 4, hd);
  ink.at('Descripción', 90, y + 4, hd);
  ink.right('Medición', 378, y + 4, hd);
  ink.at('Ud.', 384, y + 4, hd);
  ink.right('Precio', 470, y + 4, hd);
  ink.right('Importe', 551, y + 4, hd);
  y += 22;
  for (const r of rows) {
    ink.at(r.code ?? '', 44, y, { size: 8 });
    ink.at(r.text, 90, y, { size: 8.5 });
    ink.right(qtyText(r.qty, r.unit === 'ud' ? 0 : 2, true), 378, y, { size: 8.5 });
    ink.at(r.unit, 384, y, { size: 8.5 });
    ink.right(m(r.price), 470, y, { size: 8.5 });
    ink.right(m(amountOf(r)), 551, y, { size: 8.5 });
    y += 15;
  }
  sh.line(40, y, 555, y, { lw: 0.4 });
  y += 16;
  if (s.reverse) {
    sh.rect(40, y, 270, 46, { stroke: '#999999' });
    ink.para(
      'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992, del IVA. El destinatario es el sujeto pasivo del impuesto.',
      46,
      y + 6,
      258,
      { size: 7.5, lead: 10 },
    );
  }
  const tot: [string, string][] = [
    ['Base imponible', m(fig.base)],
    s.reverse ? ['IVA (inversión del sujeto pasivo)', m(0n)] : ['IVA 21 %', m(fig.tax)],
  ];
  tot.forEach(([l, v], k) => {
    ink.at(l, 330, y + k * 15);
    ink.right(v, 555, y + k * 15);
  });
  sh.rect(325, y + 32, 230, 20, { fill: s.color });
  ink.at('TOTAL FACTURA', 332, y + 38, { bold: true, color: '#ffffff' });
  ink.right(m(fig.total), 550, y + 38, { bold: true, color: '#ffffff' });
  ink.at(due ? 'Pago por confirming a 90 días.' : 'Pago al contado por transferencia.', 40, 770, { size: 8 });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-extraccion-isp', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig, reverse: s.reverse },
  );
}

// ------------------------------------------------------------------ 9. CCTV and alarms, totals boxed at the foot

const CCTV: Item[] = [
  { code: 'CAM-D4', text: 'Cámara domo IP 4 Mpx varifocal IR 30 m', unit: 'ud', price: '186.00', q: [4, 24] },
  { code: 'CAM-B8', text: 'Cámara bullet IP 8 Mpx exterior IP67', unit: 'ud', price: '242.00', q: [2, 10] },
  { code: 'NVR-16', text: 'Grabador NVR 16 canales PoE, 2 discos 4 TB', unit: 'ud', price: '760.00', q: [1, 2] },
  { code: 'CEN-AL', text: 'Central de alarma grado 2 con módulo IP', unit: 'ud', price: '415.00', q: [1, 2] },
  { code: 'DET-DT', text: 'Detector volumétrico doble tecnología', unit: 'ud', price: '48.90', q: [6, 30] },
  { code: 'SIR-EX', text: 'Sirena exterior autoalimentada con flash', unit: 'ud', price: '92.00', q: [1, 4] },
  { code: 'SW-POE', text: 'Switch PoE 16 puertos gestionable', unit: 'ud', price: '298.00', q: [1, 2] },
  { code: 'INST', text: 'Instalación, cableado y configuración', unit: 'h', price: '36.00', q: [10, 60] },
];

const CCTV_SUPPLIERS: (Printer & { discount?: number; note?: string })[] = [
  { ...party({ name: 'Seguridad Electrónica Alhambra, S.L.', nif: cif('B', '1875420'), street: 'C/ Periodista Rafael Gómez Montero, 2', city: '18014 Granada', phone: '958 17 35 06' }), note: 'Empresa de seguridad inscrita en el Registro Nacional de Seguridad Privada con el nº 3987', date: 'slash', money: 'euroDots', nifStyle: 'dash', color: '#922b21' },
  { ...party({ name: 'Videovigilancia y Alarmas Tormes, S.L.', nif: cif('B', '3762981'), street: 'C/ Peña de Francia, 45', city: '37007 Salamanca', phone: '923 12 84 50' }), discount: 5, note: 'Autorizada por la D.G. de la Policía con el nº 4123', date: 'dash', money: 'euroDots', nifStyle: 'bare', color: '#1f618d' },
  { ...party({ name: 'Sistemas de Intrusión Atlántico, S.A.', nif: cif('A', '1529807'), street: 'Avda. de Alfonso Molina, 18', city: '15008 A Coruña', phone: '981 29 47 63' }), note: 'R.M. de A Coruña, Tomo 3120, Folio 60, Hoja C-40112 · Nº Registro DGP 2716', date: 'slash2', money: 'dotsEuro', nifStyle: 'dots', color: '#34495e' },
];

async function cctv(i: number): Promise<CorpusDocument> {
  const s = CCTV_SUPPLIERS[i];
  const id = `blind11-cctv-pie-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i + 5) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = addDays(issue, 30);
  const number = [`SA${rng.int(26100, 26900)}`, `T/26/${rng.int(200, 999)}`, `F2026-${String(rng.int(1, 800)).padStart(4, '0')}`][i];
  const order = `${rng.int(100, 999)}-OB`;
  const rows = rowsOf(rng, CCTV, rng.int(4, 7));
  const fig = figures(rows, { discountPct: s.discount });
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  sh.polygon([[40, 38], [76, 38], [76, 62], [58, 80], [40, 62]], s.color);
  ink.at(s.name, 86, 40, { size: 11, bold: true });
  ink.at(s.street, 86, 56);
  ink.at(s.city, 86, 67);
  ink.at(`CIF ${nifText(s.nif, s.nifStyle)} · ${s.phone}`, 86, 78);
  const cells: [string, string][] = [
    ['Factura nº', number],
    ['Fecha', d(issue)],
    ['Vencimiento', d(due)],
    ['Su pedido', order],
  ];
  cells.forEach(([l, v], k) => {
    const y = 100 + k * 17;
    sh.rect(360, y, 70, 17, { fill: '#eeeeee', stroke: '#000000' });
    sh.rect(430, y, 125, 17);
    ink.at(l, 365, y + 5, { size: 8 });
    ink.at(v, 436, y + 5, { size: 9, bold: k === 0 });
  });
  ink.at('Cliente', 40, 104, { size: 7.5, color: '#666666' });
  ink.at(c.name, 40, 116, { bold: true });
  ink.at(c.street, 40, 128);
  ink.at(c.city, 40, 140);
  ink.at(`CIF ${c.nif}`, 40, 152);
  ink.at(`Instalación en: ${c.site}`, 40, 180);
  let y = 200;
  sh.line(40, y, 555, y, { color: s.color, lw: 1 });
  const hd = { size: 8, bold: true, color: s.color };
  ink.at('Código', 40, y + 5, hd);
  ink.at('Descripción', 100, y + 5, hd);
  ink.right('Cantidad', 385, y + 5, hd);
  ink.right('Precio', 470, y + 5, hd);
  ink.right('Importe', 555, y + 5, hd);
  sh.line(40, y + 17, 555, y + 17, { color: s.color, lw: 1 });
  y += 24;
  for (const r of rows) {
    ink.at(r.code ?? '', 40, y, { size: 8 });
    ink.at(r.text, 100, y);
    ink.right(`${qtyText(r.qty, 0)} ${r.unit}`, 385, y);
    ink.right(m(r.price), 470, y);
    ink.right(m(amountOf(r)), 555, y);
    y += 15;
  }
  const labels = s.discount ? ['Importe bruto', `Dto. ${s.discount} %`, 'Base imponible', 'IVA 21 %', 'TOTAL'] : ['Importe bruto', 'Base imponible', 'IVA 21 %', 'TOTAL'];
  const values = s.discount ? [fig.lines, fig.discount, fig.base, fig.tax, fig.total] : [fig.lines, fig.base, fig.tax, fig.total];
  const w = 515 / labels.length;
  sh.rect(40, 716, 515, 48, { stroke: '#000000', lw: 1 });
  sh.line(40, 732, 555, 732);
  labels.forEach((l, k) => {
    if (k) sh.line(40 + w * k, 716, 40 + w * k, 764);
    ink.center(l, 40 + w * k + w / 2, 721, { size: 7.5, bold: true });
    ink.center(m(values[k]), 40 + w * k + w / 2, 742, { size: k === labels.length - 1 ? 10 : 9, bold: k === labels.length - 1 });
  });
  ink.at('Forma de pago: transferencia bancaria · IBAN ES38 0081 0200 2100 0171 9912', 40, 700, { size: 7.5 });
  ink.center(s.note ?? '', 297, 790, { size: 6.8, color: '#555555' });
  return invoiceEntry(
    { id, layout: 'blind11-invoice-cctv-totales-pie', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
  );
}

// ------------------------------------------------------------------ 10. rainwater and greywater, band and per-rate grid

const RAIN: Item[] = [
  { code: 'DEP-5', text: 'Depósito enterrado de pluviales 5.000 l', unit: 'ud', price: '1290.00', q: [1, 2], vat: 21 },
  { code: 'FIL-V', text: 'Filtro de vórtice para bajante DN110', unit: 'ud', price: '235.00', q: [1, 4], vat: 21 },
  { code: 'CTR-GR', text: 'Centralita de gestión de aguas grises', unit: 'ud', price: '940.00', q: [1, 2], vat: 21 },
  { code: 'BMB-1', text: 'Bomba sumergible multietapa 1,1 kW', unit: 'ud', price: '486.00', q: [1, 2], vat: 21 },
  { code: 'INS-ZAN', text: 'Excavación de zanja y colocación del depósito', unit: 'ud', price: '780.00', q: [1, 2], vat: 10 },
  { code: 'INS-RED', text: 'Red de reutilización a inodoros, PPR', unit: 'm', price: '16.40', q: [20, 90], vat: 10 },
  { code: 'INS-MO', text: 'Mano de obra fontanero', unit: 'h', price: '30.00', q: [8, 30], vat: 10 },
];

const RAIN_SUPPLIERS: (Printer & { serie: string; idLabel: string })[] = [
  { ...party({ name: 'Aprovechamiento Pluvial Sostenible, S.L.', nif: cif('B', '1760348'), street: 'C/ de la Creu, 15', city: '17002 Girona', phone: '972 41 33 90' }), serie: 'PL', idLabel: 'CIF', date: 'slash', money: 'dots', nifStyle: 'dash', color: '#2874a6' },
  { ...party({ name: 'Aguas Grises y Reutilización Navarra, S.L.', nif: cif('B', '3157164'), street: 'C/ Monasterio de Irache, 49', city: '31011 Pamplona', phone: '948 24 60 18' }), serie: 'AG', idLabel: 'N.I.F.', date: 'iso', money: 'dotsEuro', nifStyle: 'bare', color: '#148f77' },
  { ...party({ name: 'Depuración y Pluviales del Sur, S.C.A.', nif: cif('F', '2384917'), street: 'Ctra. de Córdoba, km 2', city: '23009 Jaén', phone: '953 27 15 42' }), serie: 'DS', idLabel: 'CIF', date: 'dash', money: 'dots', nifStyle: 'dots', color: '#6c3483' },
];

async function pluviales(i: number): Promise<CorpusDocument> {
  const s = RAIN_SUPPLIERS[i];
  const id = `blind11-pluviales-banda-${i + 1}`;
  const rng = streamOf(id);
  const c = CUSTOMERS[(i * 2) % CUSTOMERS.length];
  const issue = dayOf(rng);
  const due = i === 2 ? undefined : addDays(issue, 30);
  const number = `${s.serie}-26/${String(rng.int(20, 480)).padStart(4, '0')}`;
  const mix = [...rowsOf(rng, RAIN.slice(0, 4), rng.int(2, 3)), ...rowsOf(rng, RAIN.slice(4), rng.int(2, 3))];
  const fig = figures(mix);
  const m = (v: bigint) => money(v, s.money);
  const d = (iso: string) => dateText(iso, s.date);
  const sh = new Sheet(issue, `Factura ${number}`);
  const ink = new Ink(sh, 'Helvetica', 9);
  sh.rect(0, 0, 595.28, 64, { fill: s.color });
  ink.at(s.name, 40, 20, { size: 15, bold: true, color: '#ffffff' });
  ink.at(`${s.street} · ${s.city} · Tel. ${s.phone}`, 40, 42, { size: 8.5, color: '#ffffff' });
  ink.at(`${s.idLabel}: ${nifText(s.nif, s.nifStyle)}`, 40, 84, { bold: true });
  ink.at('FACTURA', 40, 104, { size: 16, bold: true, color: s.color });
  sh.rect(380, 80, 175, 58, { r: 6, stroke: s.color, lw: 1 });
  ink.at('Serie/Número:', 388, 87, { size: 8 });
  ink.right(number, 548, 87, { bold: true });
  ink.at('Fecha:', 388, 103, { size: 8 });
  ink.right(d(issue), 548, 103);
  ink.at(due ? 'Vencimiento:' : 'Pago:', 388, 119, { size: 8 });
  ink.right(due ? d(due) : 'Contado', 548, 119);
  ink.at('Cliente:', 40, 150, { size: 8, color: '#666666' });
  ink.at(c.name, 85, 150, { bold: true });
  ink.at(`${c.street}, ${c.city}`, 85, 162);
  ink.at(`CIF ${c.nif}`, 85, 174);
  ink.at(`Obra: ${c.site}`, 85, 186);
  let y = 210;
  sh.rect(40, y, 515, 15, { fill: s.color });
  const hd = { size: 7.5, bold: true, color: '#ffffff' };
  ink.at('Código', 44, y + 4, hd);
  ink.at('Concepto', 100, y + 4, hd);
  ink.right('Cant.', 370, y + 4, hd);
  ink.at('Ud.', 376, y + 4, hd);
  ink.right('Precio', 450, y + 4, hd);
  ink.right('% IVA', 490, y + 4, hd);
  ink.right('Importe', 551, y + 4, hd);
  y += 21;
  mix.forEach((r, k) => {
    if (k % 2 === 1) sh.rect(40, y - 3, 515, 15, { fill: '#f2f2f2' });
    ink.at(r.code ?? '', 44, y, { size: 7.5 });
    ink.at(r.text, 100, y);
    ink.right(qtyText(r.qty, 0), 370, y);
    ink.at(r.unit, 376, y);
    ink.right(m(r.price), 450, y);
    ink.right(String(r.vat), 490, y);
    ink.right(m(amountOf(r)), 551, y);
    y += 15;
  });
  y = Math.max(y + 20, 470);
  const gx = [235, 315, 395, 475, 555];
  sh.rect(235, y, 320, 14, { fill: '#dddddd' });
  ['Base imponible', '% IVA', 'Cuota IVA', 'Total'].forEach((h, k) => ink.right(h, gx[k + 1] - 5, y + 3.5, { size: 7.5, bold: true }));
  y += 18;
  for (const pr of fig.perRate) {
    ink.right(m(pr.base), gx[1] - 5, y);
    ink.right(`${pr.rate} %`, gx[2] - 5, y);
    ink.right(m(pr.tax), gx[3] - 5, y);
    ink.right(m(pr.base + pr.tax), gx[4] - 5, y);
    y += 14;
  }
  sh.line(235, y, 555, y);
  y += 6;
  ink.right(m(fig.base), gx[1] - 5, y, { bold: true });
  ink.right(m(fig.tax), gx[3] - 5, y, { bold: true });
  y += 22;
  sh.rect(395, y - 5, 160, 22, { fill: s.color });
  ink.at('TOTAL FACTURA', 401, y + 1.5, { bold: true, color: '#ffffff' });
  ink.right(m(fig.total), 550, y + 1.5, { bold: true, color: '#ffffff' });
  ink.para(
    'IVA del 10 % aplicado a la ejecución de obra en edificio de viviendas; los equipos se facturan al 21 %.',
    40,
    470,
    180,
    { size: 7.5, lead: 10, italic: true },
  );
  return invoiceEntry(
    { id, layout: 'blind11-invoice-pluviales-banda-tipos', bytes: await sh.finish(), buyer: c, seller: s },
    { number, issue, due, fig },
  );
}

export async function invoicesB(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const layout of [honorarios, contadores, extraccion, cctv, pluviales]) for (let i = 0; i < 3; i++) out.push(await layout(i));
  return out;
}

/** The hard document of these layouts: an IRPF worked out on base plus VAT. */
export function hardHonorarios(): Promise<CorpusDocument> {
  return honorarios(0, {
    why: 'the `Retención IRPF 15 %` printed is 15 % of the base plus VAT, not of the base, and the total deducts it: the withholding does not fit its rate',
  });
}


