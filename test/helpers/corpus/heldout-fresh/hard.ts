/**
 * Documents made hard on purpose (their right outcome is review): most reuse a regular layout
 * with one fault; the two-companies letterhead has its own design.
 */
import type { CorpusDocument } from '../types.js';
import { Pen, drawTable, fdate, fnif, iso, money, percent, qty, randomDate } from './kit.js';
import type { Col, Row } from './kit.js';
import { SUPPLIERS, computeTotals, makeLines } from './model.js';
import type { CatItem } from './model.js';
import { invoiceDoc, z } from './common.js';
import type { Job } from './common.js';

const INSUL: CatItem[] = [
  { desc: 'Panel XPS 1250x600x40 mm canto recto', unit: 'm²', price: [690, 980], q: [60000, 400000, 10000], dec: 0 },
  { desc: 'Lana mineral 60 mm panel semirrígido', unit: 'm²', price: [390, 590], q: [60000, 500000, 10000], dec: 0 },
  { desc: 'Espuma de poliuretano en bote 750 ml', unit: 'ud', price: [620, 890], q: [12000, 60000, 6000], dec: 0 },
  { desc: 'Cinta adhesiva para juntas de barrera de vapor', unit: 'rollo', price: [890, 1290], q: [6000, 30000, 2000], dec: 0 },
  { desc: 'Lámina barrera de vapor 200 micras', unit: 'm²', price: [45, 90], q: [100000, 600000, 50000], dec: 0 },
  { desc: 'Fijación mecánica para aislamiento 90 mm', unit: 'caja', price: [1890, 2690], q: [2000, 10000, 1000], dec: 0 },
];

/** A letterhead of two sister companies, each with its tax id, and nothing saying which one invoices. */
export async function twoCompanies(job: Job): Promise<CorpusDocument> {
  const { rng, customer: c, site } = job;
  const a = SUPPLIERS.insulationA;
  const b = SUPPLIERS.insulationB;
  const number = `BA-26/${z(rng.int(100, 999), 4)}`;
  const date = randomDate(rng);
  const lines = makeLines(rng, INSUL, rng.int(4, 6));
  const t = computeTotals(lines);
  const pen = new Pen(job.id, 'Facturación');
  const L = 42;
  const R = 553;
  const teal = '#1D6F61';

  pen.rect(L, 36, 170, 38, { fill: teal });
  pen.text(a.trade!, L + 10, 46, { font: 'Helvetica-Bold', size: 18, color: '#FFFFFF' });
  pen.text('Aislamiento térmico y acústico · Suministro e instalación', L, 80, { font: 'Helvetica', size: 7.5, color: '#555555' });
  pen.color('#000000');
  pen.right(`${a.legal}  ${fnif(a.nif, 'plain')}`, R, 40, { font: 'Helvetica', size: 8 });
  pen.right(`${b.legal}  ${fnif(b.nif, 'plain')}`, R, 51, { font: 'Helvetica', size: 8 });
  pen.right(a.street, R, 62, { font: 'Helvetica', size: 8 });
  pen.right(`${a.city} · Tel. ${a.phone} · ${a.mail}`, R, 73, { font: 'Helvetica', size: 8 });

  pen.text('FACTURA', L, 112, { font: 'Helvetica-Bold', size: 18, color: teal });
  pen.color('#000000');
  pen.text('Nº factura:', L, 138, { font: 'Helvetica', size: 9 });
  pen.text(number, L + 60, 138, { font: 'Helvetica-Bold', size: 9 });
  pen.text('Fecha:', L, 151, { font: 'Helvetica', size: 9 });
  pen.text(fdate(date, 'slash'), L + 60, 151, { font: 'Helvetica-Bold', size: 9 });
  pen.text('Obra:', L, 164, { font: 'Helvetica', size: 9 });
  pen.text(site.name, L + 60, 164, { font: 'Helvetica', size: 9 });

  pen.rect(320, 108, R - 320, 72, { stroke: teal, lw: 0.7 });
  pen.text('Cliente', 328, 114, { font: 'Helvetica-Bold', size: 8, color: teal });
  pen.color('#000000');
  pen.text(c.name, 328, 127, { font: 'Helvetica-Bold', size: 9 });
  pen.text(c.street, 328, 139, { font: 'Helvetica', size: 8.5 });
  pen.text(c.city, 328, 150, { font: 'Helvetica', size: 8.5 });
  pen.text(`CIF cliente: ${fnif(c.nif, 'plain')}`, 328, 163, { font: 'Helvetica', size: 8.5 });

  const cols: Col[] = [
    { key: 'desc', head: 'Descripción', x: L, w: 270, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 270, w: 60, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 330, w: 36, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 366, w: 60, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 426, w: R - L - 426, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({ desc: l.desc[0], q: qty(l.qtyMilli, 0), u: l.unit, p: money(l.price), a: money(l.amount) }));
  const end = drawTable(pen, cols, rows, 204, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8.5,
    rowH: 17,
    headH: 18,
    border: 'hlines',
    headFill: '#DCEDEA',
    lineColor: '#9CC3BB',
  });

  const ty = end + 16;
  const items: [string, string, boolean][] = [
    ['Base imponible', money(t.base), false],
    [`IVA ${percent(21)}`, money(t.tax), false],
    ['Total factura', money(t.total, { eur: ' €' }), true],
  ];
  items.forEach(([k, val, bold], i) => {
    const f = { font: bold ? ('Helvetica-Bold' as const) : ('Helvetica' as const), size: 9.5 };
    pen.text(k, 370, ty + i * 15, f);
    pen.right(val, R, ty + i * 15, f);
  });
  pen.text(`Forma de pago: transferencia · IBAN ${a.iban}`, L, ty, { font: 'Helvetica', size: 8.5 });
  pen.center('Grupo Bierzo Aisla · Ponferrada (León)', (L + R) / 2, 800, { font: 'Helvetica', size: 7, color: '#666666' });

  const bytes = await pen.bytes();
  return invoiceDoc(
    job,
    bytes,
    {
      invoice_number: number,
      issue_date: iso(date),
      provider_nif: a.nif,
      provider_name: a.legal,
      subtotal_amount: t.base,
      tax_amount: t.tax,
      withholding_amount: 0,
      total_amount: t.total,
      currency: 'EUR',
      reverse_charge: false,
    },
    'the letterhead prints two sister companies with two different tax ids and nothing says which one issues the invoice (expected values name the first)',
  );
}
