import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Road and railway noise barriers supplied and erected stretch by stretch (chainages), over two
 * pages with the sum carried (`Suma y sigue` / `Suma anterior`, `A transportar` / `Transporte`,
 * `Suma hoja 1` / `Suma hoja anterior`), `Página 1 de 2`.
 */

interface Supplier extends Party {
  family: 'Helvetica' | 'Times';
  money: MoneyStyle;
  dates: DateStyle;
  carry: [string, string];
  numberLabel: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Pantallas Acústicas Viales, S.A.',
    nif: cif('A', '2831604'),
    street: 'Pol. Ind. Las Monjas, C/ Verano 22',
    city: '28850 Torrejón de Ardoz (Madrid)',
    phone: '916 560 412',
    email: 'facturacion@pantallasviales.es',
    family: 'Helvetica',
    money: 'dot€',
    dates: 'd/m/Y',
    carry: ['Suma y sigue', 'Suma anterior'],
    numberLabel: 'Nº Factura:',
  },
  {
    name: 'Barreras Fonoabsorbentes del Henares, S.L.',
    nif: cif('B', '1928407'),
    street: 'Avda. de la Industria, 7',
    city: '19200 Azuqueca de Henares (Guadalajara)',
    phone: '949 263 770',
    family: 'Helvetica',
    money: 'dot',
    dates: 'd-mon-Y',
    carry: ['A transportar', 'Transporte'],
    numberLabel: 'FACTURA Núm.',
  },
  {
    name: 'Acústica Vial Navarra, S.L.',
    nif: cif('B', '3150229'),
    street: 'Polígono Comarca 2, calle E, 14',
    city: '31160 Orkoien (Navarra)',
    phone: '948 321 055',
    email: 'admin@acusticavialnavarra.com',
    family: 'Times',
    money: 'dotEUR',
    dates: 'd-m-Y',
    carry: ['Suma hoja 1', 'Suma hoja anterior'],
    numberLabel: 'Factura nº',
  },
];

const PER_PAGE_1 = 24;

function stretches(id: string, road: string, start: number): Line[] {
  const rng = new Mulberry32(seedOf(id));
  const out: Line[] = [];
  let pk = start;
  const n = rng.int(30, 36);
  const pkText = (m: number) => `${Math.floor(m / 1000)}+${String(m % 1000).padStart(3, '0')}`;
  while (out.length < n) {
    const length = rng.int(4, 12) * 10;
    const height = rng.pick(['2.5', '3', '3.5', '4']);
    const from = pkText(pk);
    const to = pkText(pk + length);
    pk += length + rng.int(0, 3) * 20;
    const area = (length * Number(height)).toString();
    const transparent = rng.chance(0.25);
    out.push({
      description: `${road} P.K. ${from} a ${to}, panel ${transparent ? 'metacrilato' : 'metálico absorbente'} h=${height.replace('.', ',')} m`,
      quantity: area,
      unit: 'm²',
      price: transparent ? 18_640n : 9_870n,
    });
    if (out.length < n) out.push({ description: `Poste HEB-160 galvanizado, tramo ${from}`, quantity: String(Math.ceil(length / 4) + 1), unit: 'ud', price: 14_250n });
  }
  return out;
}

async function draw(s: Supplier, buyer: Party, number: string, issue: string, due: string, lines: Line[], carryShort: bigint) {
  const all = figures(lines, { rate: 21 });
  const first = all.lines.slice(0, PER_PAGE_1);
  const second = all.lines.slice(PER_PAGE_1);
  const carried = first.reduce((a, l) => a + l.amount, 0n);
  const brought = carried - carryShort;
  const base = brought + second.reduce((a, l) => a + l.amount, 0n);
  const f = carryShort === 0n ? all : { ...all, base, vat: (base * 21n + 50n) / 100n, total: 0n };
  if (carryShort !== 0n) f.total = f.base + f.vat;
  const m = (c: bigint) => money(c, s.money);
  const sheet = new Sheet(`Factura ${number}`, s.name);
  const size = s.family === 'Times' ? 9 : 8;
  const w = new Writer(sheet, s.family, size);
  const head = (page: number) => {
    w.text(s.name, 40, 40, { size: 13, bold: true });
    w.text(`${s.street} · ${s.city} · Tel. ${s.phone}`, 40, 58);
    w.text(`CIF ${spellNif(s.nif, 'dash')}${s.email ? ` · ${s.email}` : ''}`, 40, 69);
    w.right(`Página ${page} de 2`, 555, 40);
    w.text(`${s.numberLabel} ${number}`, 380, 92, { bold: true, size: size + 1 });
    w.text(`Fecha: ${date(issue, s.dates)}`, 380, 106);
    if (page === 1) w.text(`Vencimiento: ${date(due, s.dates)}`, 380, 118);
    w.text('Cliente:', 40, 92, { bold: true });
    w.text(buyer.name, 80, 92);
    if (page === 1) {
      w.text(buyer.street, 80, 104);
      w.text(buyer.city, 80, 116);
      w.text(`CIF ${buyer.nif}`, 80, 128);
    }
    sheet.line(40, 150, 555, 150, { width: 1 });
    w.text('Descripción', 40, 155, { bold: true });
    w.right('Medición', 400, 155, { bold: true });
    w.text('Ud', 406, 155, { bold: true });
    w.right('Precio', 475, 155, { bold: true });
    w.right('Importe', 555, 155, { bold: true });
    sheet.line(40, 167, 555, 167, { width: 0.5 });
  };
  const lineRow = (l: (typeof all.lines)[number], y: number) => {
    w.text(l.description, 40, y);
    w.right(qty(l.quantity, 2), 400, y);
    w.text(l.unit, 406, y);
    w.right(money(l.price, 'dot'), 475, y);
    w.right(money(l.amount, 'dot'), 555, y);
  };
  head(1);
  let y = 174;
  for (const l of first) lineRow(l, (y += 13) - 13);
  sheet.line(40, y + 2, 555, y + 2, { width: 0.5 });
  w.text(s.carry[0], 380, y + 8, { bold: true });
  w.right(m(carried), 555, y + 8, { bold: true });
  sheet.newPage();
  head(2);
  y = 174;
  w.text(s.carry[1], 40, y, { bold: true });
  w.right(m(brought), 555, y, { bold: true });
  y += 15;
  for (const l of second) lineRow(l, (y += 13) - 13);
  sheet.line(40, y + 2, 555, y + 2, { width: 0.5 });
  y += 14;
  const row = (k: string, v: string, bold = false) => {
    w.text(k, 380, y, { bold });
    w.right(v, 555, y, { bold });
    y += 13;
  };
  row('Base imponible', m(f.base));
  row('IVA 21 %', m(f.vat));
  row('TOTAL FACTURA', m(f.total), true);
  w.text('Pago por transferencia a la cuenta ES80 0049 1500 0512 3456 7892.', 40, 770);
  return { bytes: await sheet.finish(), f };
}

export async function noiseBarrierInvoices(): Promise<CorpusDocument[]> {
  const layout = 'noise-barriers';
  const buyers = [BUYERS.duero, BUYERS.levante, BUYERS.norte];
  const issues = ['2026-05-29', '2026-07-14', '2026-02-20'];
  const numbers = ['PAV-26/0311', '2026-118', '26/00074'];
  const roads = ['A-62', 'Línea C-2', 'A-15'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const due = addDays(issues[i], 60);
    const lines = stretches(`blind16-noise-${i + 1}`, roads[i], [14_200, 3_040, 96_500][i]);
    const { bytes, f } = await draw(s, buyers[i], numbers[i], issues[i], due, lines, 0n);
    out.push(invoiceDoc(`blind16-noise-${i + 1}`, layout, bytes, buyers[i], { number: numbers[i], issue: issues[i], due, seller: s, figures: f }));
  }
  const s = SUPPLIERS[0];
  const issue = '2026-06-30';
  const due = addDays(issue, 60);
  const lines = stretches('blind16-noise-hard', 'A-62', 16_900);
  const { bytes, f } = await draw(s, BUYERS.duero, 'PAV-26/0388', issue, due, lines, 100_000n);
  out.push(
    invoiceDoc(
      'blind16-noise-hard',
      layout,
      bytes,
      BUYERS.duero,
      { number: 'PAV-26/0388', issue, due, seller: s, figures: figures(lines, { rate: 21 }), printed: { base: f.base, vat: f.vat, total: f.total } },
      "the second page's `Suma anterior` is 1.000,00 less than the first page's `Suma y sigue`, so the printed base (and the VAT and total worked out on it) is 1.000,00 less than the lines",
    ),
  );
  return out;
}
