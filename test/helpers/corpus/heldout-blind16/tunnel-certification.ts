import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Tunnelling subcontractors' monthly certifications: each line's measurement to date, the
 * previous one and this month's, this month billed; the document's data in a box beside the
 * letterhead; two of three under reverse charge, the third hiring out a drill jumbo with its
 * operator at 21 %.
 */

interface CertLine extends Line {
  /** Measurement to date and previous, decimal text with one place. */
  origin: string;
  previous: string;
}

interface Supplier extends Party {
  brand?: string;
  money: MoneyStyle;
  dates: DateStyle;
  reverse: boolean;
  label: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Excavaciones Subterráneas Picos, S.L.',
    nif: cif('B', '3374016'),
    street: 'Pol. Ind. Guarnizo, parcela 12',
    city: '39611 El Astillero (Cantabria)',
    phone: '942 540 118',
    email: 'obras@espicos.es',
    registry: 'Inscrita en el Registro Mercantil de Cantabria, tomo 1022, folio 88, hoja S-21904',
    money: 'dot€',
    dates: 'd/m/Y',
    reverse: true,
    label: 'C.I.F.:',
  },
  {
    brand: 'TUSPIR',
    name: 'Tunelaciones y Sostenimientos del Pirineo, S.A.',
    nif: cif('A', '2271845'),
    street: 'Avda. de Francia, 27',
    city: '22700 Jaca (Huesca)',
    phone: '974 356 202',
    email: 'administracion@tuspir.com',
    money: 'dot',
    dates: 'd-m-Y',
    reverse: true,
    label: 'CIF',
  },
  {
    name: 'Perforaciones Mineras Arlanza, S.L.U.',
    nif: cif('B', '0951377'),
    street: 'Ctra. de Soria, km 3,5',
    city: '09400 Aranda de Duero (Burgos)',
    phone: '947 501 664',
    money: '€dot',
    dates: 'es',
    reverse: false,
    label: 'NIF:',
  },
];

const WORKS: CertLine[][] = [
  [
    { code: '01.02', description: 'Excavación en avance, sección tipo II, terreno III', unit: 'm', origin: '412.5', previous: '338.0', quantity: '', price: 185_050n },
    { code: '01.04', description: 'Excavación en destroza con martillo y voladura', unit: 'm', origin: '296.0', previous: '241.5', quantity: '', price: 64_020n },
    { code: '02.01', description: 'Bulón Swellex de 3 m colocado', unit: 'ud', origin: '1840.0', previous: '1512.0', quantity: '', price: 3_850n },
    { code: '02.03', description: 'Hormigón proyectado HMP-30 con fibras, e=10 cm', unit: 'm³', origin: '2214.5', previous: '1866.0', quantity: '', price: 12_840n },
    { code: '02.07', description: 'Cercha TH-29 colocada y acuñada', unit: 'ud', origin: '118.0', previous: '96.0', quantity: '', price: 41_000n },
  ],
  [
    { code: 'EX-10', description: 'Excavación de galería de emergencia en roca', unit: 'm', origin: '188.0', previous: '142.5', quantity: '', price: 142_560n },
    { code: 'SO-21', description: 'Malla electrosoldada 150x150x6 colocada', unit: 'm²', origin: '3120.0', previous: '2480.0', quantity: '', price: 580n },
    { code: 'SO-22', description: 'Bulón de barra corrugada 25 mm, L=4 m', unit: 'ud', origin: '955.0', previous: '760.0', quantity: '', price: 4_690n },
    { code: 'SO-30', description: 'Hormigón proyectado vía húmeda, primera capa', unit: 'm³', origin: '1046.5', previous: '822.0', quantity: '', price: 11_970n },
    { code: 'AU-02', description: 'Sección de convergencia instalada y leída', unit: 'ud', origin: '38.0', previous: '30.0', quantity: '', price: 9_500n },
    { code: 'DR-05', description: 'Taladro de drenaje 65 mm con tubo ranurado', unit: 'm', origin: '642.0', previous: '510.0', quantity: '', price: 2_310n },
  ],
  [
    { code: 'J-01', description: 'Jumbo de dos brazos con operador, turno de 8 h', unit: 'turno', origin: '96.0', previous: '72.0', quantity: '', price: 118_000n },
    { code: 'J-04', description: 'Saneo mecánico con martillo hidráulico', unit: 'h', origin: '310.5', previous: '236.0', quantity: '', price: 9_840n },
    { code: 'J-09', description: 'Consumo de bocas y varillaje de perforación', unit: 'm', origin: '18450.0', previous: '13980.0', quantity: '', price: 130n },
  ],
];

const ISSUES = ['2026-05-31', '2026-06-30', '2026-04-30'];

function scaled1(text: string): bigint {
  const [w, f = '0'] = text.split('.');
  return BigInt(w) * 10n + BigInt(f);
}

/** This month's measurement: to date minus previous, one place. */
function current(l: CertLine): string {
  const d = scaled1(l.origin) - scaled1(l.previous);
  return `${d / 10n}.${d % 10n}`;
}

const amountOf = (q: string, price: bigint) => (scaled1(q) * price) / 10n;

async function draw(s: Supplier, i: number, buyer: Party, cert: number, number: string, issue: string, due: string, lines: CertLine[], deductedExtra: bigint) {
  const f = figures(lines, { reverse: s.reverse });
  const origin = lines.reduce((a, l) => a + amountOf(l.origin, l.price), 0n);
  const previous = lines.reduce((a, l) => a + amountOf(l.previous, l.price), 0n) + deductedExtra;
  if (deductedExtra === 0n && origin - previous !== f.base) throw new Error('the certification does not close');
  const sheet = new Sheet(`Factura ${number}`, s.name);
  const w = new Writer(sheet, 'Helvetica', 8.5);
  const m = (c: bigint) => money(c, s.money);
  // The letterhead: an arch drawn as the logo.
  sheet.doc.save().lineWidth(3).moveTo(40, 92).lineTo(40, 62).bezierCurveTo(40, 36, 84, 36, 84, 62).lineTo(84, 92).stroke('#5a4632').restore();
  sheet.rect(36, 92, 52, 3, { fill: '#5a4632' });
  let y = 40;
  if (s.brand) {
    w.text(s.brand, 98, y, { size: 20, bold: true });
    y += 24;
    w.text(s.name, 98, y, { size: 9.5, bold: true });
    y += 13;
  } else {
    w.text(s.name, 98, y, { size: 12, bold: true });
    y += 17;
  }
  w.text(s.street, 98, y);
  w.text(s.city, 98, (y += 11));
  w.text(`${s.label} ${spellNif(s.nif, i === 1 ? 'plain' : 'dash')}`, 98, (y += 11));
  if (s.phone) w.text(`Tel. ${s.phone}${s.email ? `  ·  ${s.email}` : ''}`, 98, (y += 11));
  // The document's data.
  sheet.rect(370, 38, 185, 96, { stroke: '#5a4632', width: 1 });
  sheet.rect(370, 38, 185, 18, { fill: '#5a4632' });
  w.ink('#ffffff').center('FACTURA', 462.5, 43, { size: 10, bold: true });
  w.ink('#000000');
  const rows: [string, string][] = [
    ['Nº factura:', number],
    ['Fecha:', date(issue, s.dates)],
    ['Vencimiento:', date(due, s.dates)],
    ['Certificación nº:', String(cert)],
    ['Periodo:', `${date(`${issue.slice(0, 8)}01`, 'd/m/Y')} a ${date(issue, 'd/m/Y')}`],
  ];
  rows.forEach(([k, v], r) => {
    w.text(k, 376, 62 + r * 14, { bold: true });
    w.right(v, 549, 62 + r * 14);
  });
  // The customer.
  y = 150;
  w.text('CLIENTE', 40, y, { bold: true, size: 7.5 });
  w.text(buyer.name, 40, (y += 11), { bold: true });
  w.text(`CIF: ${spellNif(buyer.nif, 'plain')}`, 40, (y += 11));
  w.text(buyer.street, 40, (y += 11));
  w.text(buyer.city, 40, (y += 11));
  w.text('OBRA', 320, 150, { bold: true, size: 7.5 });
  w.text(['Túnel de Somosierra, tubo norte', 'Variante de Jaca, túnel de Sarrakín', 'Galería de emergencia, Somosierra'][i], 320, 161);
  // The lines.
  y = 222;
  const cols = { code: 40, desc: 78, unit: 290, origin: 350, prev: 398, cur: 446, price: 500, amount: 555 };
  sheet.rect(40, y - 3, 515, 15, { fill: '#e9e2d8' });
  w.text('Código', cols.code, y, { bold: true, size: 7.5 });
  w.text('Concepto', cols.desc, y, { bold: true, size: 7.5 });
  w.text('Ud', cols.unit, y, { bold: true, size: 7.5 });
  w.right('A origen', cols.origin, y, { bold: true, size: 7.5 });
  w.right('Anterior', cols.prev, y, { bold: true, size: 7.5 });
  w.right('Actual', cols.cur, y, { bold: true, size: 7.5 });
  w.right('Precio', cols.price, y, { bold: true, size: 7.5 });
  w.right('Importe', cols.amount, y, { bold: true, size: 7.5 });
  y += 18;
  f.lines.forEach((l, k) => {
    const c = lines[k];
    w.text(c.code ?? '', cols.code, y, { size: 7.5 });
    w.text(l.description, cols.desc, y, { size: 7.5 });
    w.text(l.unit, cols.unit, y, { size: 7.5 });
    w.right(qty(c.origin, 1), cols.origin, y, { size: 7.5 });
    w.right(qty(c.previous, 1), cols.prev, y, { size: 7.5 });
    w.right(qty(l.quantity, 1), cols.cur, y, { size: 7.5 });
    w.right(money(l.price, 'dot'), cols.price, y, { size: 7.5 });
    w.right(money(l.amount, 'dot'), cols.amount, y, { size: 7.5 });
    y += 14;
  });
  sheet.line(40, y, 555, y);
  // The certification's summary, then the invoice's figures.
  y += 14;
  const sum = (k: string, v: string, bold = false) => {
    w.text(k, 330, y, { bold });
    w.right(v, 555, y, { bold });
    y += 13;
  };
  sum('Importe certificado a origen', m(origin));
  sum('A deducir certificaciones anteriores', m(-previous));
  sum('Importe de esta certificación', m(origin - previous), true);
  y += 6;
  sum('Base imponible', m(f.base));
  if (s.reverse) sum('IVA (inversión del sujeto pasivo)', m(0n));
  else sum('IVA 21 %', m(f.vat));
  sheet.rect(325, y - 3, 230, 17, { fill: '#e9e2d8' });
  sum('TOTAL FACTURA', m(f.total), true);
  if (s.reverse) {
    sheet.rect(40, y + 10, 515, 30, { stroke: '#5a4632' });
    w.text('Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º.f) de la Ley 37/1992 del IVA.', 46, y + 16, { size: 7.5 });
    w.text('El IVA lo declara el destinatario de la operación.', 46, y + 27, { size: 7.5 });
  }
  w.text(`Forma de pago: transferencia a 60 días. IBAN ES${['21', '76', '04'][i]} 2100 ${['4411', '0182', '3306'][i]} 52 02001${i}8842`, 40, 760, { size: 7.5 });
  if (s.registry) w.text(s.registry, 40, 800, { size: 6.5 });
  return { bytes: await sheet.finish(), f };
}

/** Three suppliers' certifications and the hard one whose previous certifications do not close. */
export async function tunnelCertifications(): Promise<CorpusDocument[]> {
  const layout = 'tunnel-certification';
  const buyers = [BUYERS.ute, BUYERS.norte, BUYERS.ute];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const lines = WORKS[i].map((l) => ({ ...l, quantity: current(l) }));
    const number = ['T-26/0031', 'FV260118', '2026-0412'][i];
    const due = addDays(ISSUES[i], 60);
    const { bytes, f } = await draw(s, i, buyers[i], [7, 11, 4][i], number, ISSUES[i], due, lines, 0n);
    out.push(invoiceDoc(`blind16-tunnel-${i + 1}`, layout, bytes, buyers[i], { number, issue: ISSUES[i], due, seller: s, figures: f, reverse: s.reverse }));
  }
  const s = SUPPLIERS[0];
  const lines = WORKS[0].map((l) => ({ ...l, quantity: current(l) }));
  const due = addDays('2026-06-30', 60);
  const { bytes, f } = await draw(s, 0, BUYERS.ute, 8, 'T-26/0037', '2026-06-30', due, lines, 250_000n);
  out.push(
    invoiceDoc(`blind16-tunnel-hard`, layout, bytes, BUYERS.ute, { number: 'T-26/0037', issue: '2026-06-30', due, seller: s, figures: f, reverse: true }, 'the certification bills its lines, but its summary deducts 2.500,00 more for the previous certifications than the lines leave: to date minus previous is 2.500,00 less than the base'),
  );
  return out;
}
