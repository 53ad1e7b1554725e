import type { Line } from './figures.js';
import { addDays, customerBlock, lastOfMonth, registry, totals, type InvoiceLayout, type Look } from './docs.js';
import { amount, date, money, PAGE_W, qty, type Col } from './kit.js';
import { BOATS, CUSTOMERS } from './parties.js';

/**
 * Workboat and barge hire billed day by day over two pages, the first page's sum carried to
 * the second (docs/document-extraction.md#measuring-it).
 */

const LOOKS: Look[] = [
  { family: 'Helvetica', money: 'es€', date: 'dmy/', accent: '#1b4965' },
  { family: 'Times', money: 'es', date: 'dmy-', accent: '#5f0f40' },
  { family: 'Courier', money: 'esEUR', date: 'dmy.', accent: '#000000' },
];

const VESSELS = [
  ['Embarcación multipropósito «Arousa Dous»', 'Gabarra autopropulsada «Vilagarcía I»', 'Lancha de buzos «Cortegada»'],
  ['Remolcador «Punta Carnero» 1.600 CV', 'Gabarra de vertido 600 m³ «Getares»', 'Lancha de trabajo «Isla Verde»'],
  ['LANCHA DE TRABAJO "CERVERA III"', 'PONTONA "ESCOMBRERAS" 24 X 10 M', 'BOTE DE APOYO "CALA CORTINA"'],
] as const;

/** Carried-sum wording of each supplier: page foot, next page's head, and the page mark. */
const CARRY = [
  ['Suma y sigue', 'Suma anterior', (n: number) => `Página ${n} de 2`],
  ['A transportar', 'Transporte', (n: number) => `Hoja ${n}/2`],
  ['SUMA HOJA 1', 'SUMA HOJA ANTERIOR', (n: number) => `PAG. ${n}/2`],
] as const;

export const workboatHire: InvoiceLayout = {
  name: 'workboat-hire',
  make(v, rng) {
    const month = rng.int(2, 10);
    const first = `2026-${String(month).padStart(2, '0')}-01`;
    const last = lastOfMonth(first);
    const issue = addDays(last, rng.int(1, 5));
    const names = VESSELS[v] as readonly string[];
    const lines: Line[] = [];
    const days = rng.sample(Array.from({ length: 26 }, (_, i) => i + 1), rng.int(21, 24)).sort((a, b) => a - b);
    const rates = names.map(() => rng.cents(650, 1900, 50));
    for (const day of days) {
      const when = date(addDays(first, day - 1), 'dmy/').slice(0, 5);
      for (const k of rng.sample([0, 1, 2], rng.int(1, 2)).sort()) {
        lines.push({ when, description: names[k] as string, qty: 1, unit: v === 2 ? 'DIA' : 'día', price: rates[k] as number });
      }
      if (rng.chance(0.3)) lines.push({ when, description: v === 2 ? 'HORAS EXTRA PATRON Y MARINERO' : 'Horas extra de patrón y marinero', qty: rng.amount(1, 5, 1), unit: v === 2 ? 'H' : 'h', price: rng.cents(48, 72) });
    }
    lines.push({ description: v === 2 ? 'GASOLEO MARINO SUMINISTRADO' : 'Gasóleo marino suministrado', qty: rng.amount(800, 3200, 0), unit: v === 2 ? 'L' : 'l', price: rng.cents(0.95, 1.35, 1) });
    return {
      v,
      look: LOOKS[v] as Look,
      supplier: BOATS[v]!,
      customer: v === 1 ? CUSTOMERS.ute : CUSTOMERS.port,
      number: [`FV-${rng.int(2600310, 2600700)}`, `${rng.int(100, 400)}/2026`, `2026/${String(rng.int(1, 300)).padStart(4, '0')}`][v] as string,
      issue,
      due: addDays(issue, 30),
      lines,
      terms: {},
      period: [first, last],
      order: `PED-${rng.int(1200, 1800)}`,
    };
  },
  draw(s, d, f) {
    const p = d.supplier;
    const L = d.look;
    const up = (t: string) => (d.v === 2 ? t.toLocaleUpperCase('es') : t);
    const carry = CARRY[d.v] as (typeof CARRY)[number];
    const perFirst = Math.min(42, d.lines.length - 4);
    const pages = [d.lines.slice(0, perFirst), d.lines.slice(perFirst)];
    const cols: Col[] = [
      { head: up('Fecha'), w: 48 },
      { head: up('Embarcación / concepto'), w: 250 },
      { head: up('Cant.'), w: 45, align: 'r' },
      { head: up('Ud.'), w: 32, align: 'c' },
      { head: up('Precio'), w: 62, align: 'r' },
      { head: up('Importe'), w: 78, align: 'r' },
    ];
    const head = (page: number) => {
      if (d.v === 0) {
        s.color(L.accent).text(p.name, 40, 36, { size: 12, bold: true });
        s.ink();
        s.text(`${p.street} · ${p.city}`, 40, 53, { size: 8 });
        s.text(`CIF ${p.nif} · Tel. ${p.phone}`, 40, 64, { size: 8 });
      } else if (d.v === 1) {
        s.right(p.name, 555, 36, { size: 13, bold: true });
        s.right(`${p.street}, ${p.city}`, 555, 53, { size: 8.5 });
        s.right(`C.I.F.: ${p.nif} · Teléfono ${p.phone}`, 555, 64, { size: 8.5 });
      } else {
        s.center(up(p.name), PAGE_W / 2, 36, { size: 10, bold: true });
        s.center(up(`${p.street} - ${p.city}`), PAGE_W / 2, 50, { size: 8 });
        s.center(`N.I.F.: ${p.nif}  TEL. ${p.phone}`, PAGE_W / 2, 61, { size: 8 });
      }
      s.right((carry[2] as (n: number) => string)(page), 555, 90, { size: 8 });
      const labelNo = ['Factura nº:', 'FACTURA Nº', 'FACTURA NUM.:'][d.v] as string;
      s.text(`${labelNo} ${d.number}`, 40, 90, { size: 10, bold: true });
      s.text(`${up('Fecha')}: ${date(d.issue, L.date)}`, 40, 104, { size: 9 });
      if (page === 1) {
        s.text(`${up('Vencimiento')}: ${date(d.due as string, L.date)}`, 40, 116, { size: 9 });
        const [a, b] = d.period as [string, string];
        s.text(`${up('Periodo facturado')}: ${date(a, L.date)} ${up('a')} ${date(b, L.date)}`, 40, 128, { size: 9 });
        s.text(`${up('Su pedido')}: ${d.order}`, 40, 140, { size: 9 });
        customerBlock(s, d.customer, 330, 104, { head: up('Cliente'), size: 9, upper: d.v === 2 });
      }
    };
    const tableStyle = [{ zebra: '#e9f0f5', headFill: '#1b4965', headColor: '#ffffff' }, { grid: true }, { ruleUnderHead: true, dashed: true }][d.v];
    const rowsOf = (lines: Line[], offset: number) =>
      lines.map((l, i) => [l.when ?? '', l.description, qty(l.qty, Number.isInteger(l.qty) ? 0 : 1), l.unit, amount(l.price, L.money), amount(f.amounts[offset + i] as number, L.money)]);
    head(1);
    let y = s.table(40, 180, cols, rowsOf(pages[0] as Line[], 0), { size: 8, rowH: 13, ...tableStyle });
    const carried = (f.amounts.slice(0, perFirst) as number[]).reduce((a, b) => a + b, 0);
    s.text(carry[0] as string, 300, y + 10, { size: 9, bold: true });
    s.right(money(carried, L.money), 555, y + 10, { size: 9, bold: true });
    registry(s, p);
    s.newPage();
    head(2);
    s.text(carry[1] as string, 300, 150, { size: 9, bold: true });
    s.right(money(carried, L.money), 555, 150, { size: 9, bold: true });
    y = s.table(40, 170, cols, rowsOf(pages[1] as Line[], perFirst), { size: 8, rowH: 13, ...tableStyle });
    y += 18;
    y = totals(s, 345, 555, y, [
      [up('Base imponible'), money(f.base, L.money)],
      [up('IVA 21 %'), money(f.vat, L.money)],
      [up('Total factura'), money(f.total, L.money), true],
    ]);
    s.text(up('Forma de pago: transferencia a 30 días. IBAN ES91 2100 0418 4502 0005 1332'), 40, y + 16, { size: 8 });
    registry(s, p);
  },
};
