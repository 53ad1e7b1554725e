import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle, price, qty } from './fmt.js';
import { closed, type Figures, invoiceFigures } from './figures.js';
import { cif } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, cells, idText, type Party, table } from './parts.js';
import { draw, item, type Item, rngOf } from './pool.js';

/**
 * Commercial kitchens and cold rooms for hotels and restaurants: label and value in boxed header
 * cells, a ruled grid with codes, list price, discount and net amount, the totals in stacked
 * boxes; a brand in big letters above the legal name for one, a 2 % prompt-payment discount
 * before the base for another.
 */

interface Sup {
  p: Party;
  family: 'Helvetica' | 'Times';
  amounts: AmountStyle;
  dates: DateStyle;
  prompt: number;
  labels: [string, string, string, string];
  title: string;
}

const POOL: Item[] = [
  item('CF-2030', 'Cámara frigorífica modular 2,4 x 3,0 m, panel 80 mm', 'ud', 689000, [1, 1, 0], { disc: 12 }),
  item('EQ-0415', 'Equipo frigorífico compacto para cámara de conservación', 'ud', 242560, [1, 2, 0], { disc: 12 }),
  item('HM-1011', 'Horno mixto 10 GN 1/1 con limpieza automática', 'ud', 1045000, [1, 1, 0], { disc: 18 }),
  item('CC-0900', 'Cocina 6 fuegos con horno, serie 900', 'ud', 398050, [1, 2, 0], { disc: 15 }),
  item('LV-0550', 'Lavavajillas de capota con descalcificador', 'ud', 412500, [1, 1, 0], { disc: 10 }),
  item('MR-1800', 'Mesa refrigerada 3 puertas, encimera inox', 'ud', 187240, [1, 3, 0], { disc: 15 }),
  item('MT-0030', 'Mesa de trabajo mural inox 1.800 x 700', 'ud', 41890, [2, 6, 0], { disc: 10 }),
  item('MO-0001', 'Montaje, conexionado y puesta en marcha', 'h', 4200, [12, 40, 0]),
];

const SUPS: Sup[] = [
  {
    p: { name: 'Equipamientos Hosteleros Gredos, S.L.', nif: cif('B', '0573412'), idLabel: 'N.I.F.', idStyle: 'dash', street: 'C/ Río Tormes, 9, Pol. Las Hervencias', city: '05004 Ávila', phone: '920 25 71 44', mail: 'pedidos@hostelerosgredos.es' },
    family: 'Helvetica', amounts: 'EUR', dates: 'mon', prompt: 0, labels: ['Factura nº', 'Fecha', 'Vencimiento', 'Su pedido'], title: 'FACTURA',
  },
  {
    p: { name: 'Frigocin Bahía, S.A.', brand: 'FRIGOCIN', nif: cif('A', '1146230'), idLabel: 'CIF', idStyle: 'plain', street: 'Ctra. N-IV, km 636, nave 3', city: '11407 Jerez de la Frontera (Cádiz)', phone: '956 14 02 87', registry: 'Frigocin Bahía, S.A. Registro Mercantil de Cádiz, tomo 1.204, folio 160, hoja CA-9871' },
    family: 'Helvetica', amounts: 'eur', dates: 'dmy', prompt: 0, labels: ['Número', 'Fecha factura', 'Vto.', 'Pedido cliente'], title: 'Factura',
  },
  {
    p: { name: 'Cocinas Industriales Miño, S.L.L.', nif: cif('B', '2745169'), idLabel: 'C.I.F.:', idStyle: 'plain', street: 'Rúa do Progreso, 122', city: '32003 Ourense', phone: '988 37 15 60', mail: 'admon@cocinasmino.gal' },
    family: 'Times', amounts: 'plain', dates: 'es', prompt: 2, labels: ['Nº Factura', 'Fecha', 'Vencimiento', 'Ref. pedido'], title: 'FACTURA',
  },
];

const JOBS = [
  { id: 'kitchen-gredos', number: 'FV-2026-0311', issue: '2026-04-21', due: '2026-05-21', order: 'P-1472' },
  { id: 'kitchen-frigocin', number: '26001584', issue: '2026-07-09', due: '2026-08-08', order: 'OC 2026/88' },
  { id: 'kitchen-mino', number: 'CIM/26/0147', issue: '2026-02-17', due: '2026-03-19', order: 'Hotel PG-12' },
];

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`Factura ${j.number}`, p.name, sup.family, 8.5, (s) => {
    let y = 40;
    if (p.brand) {
      s.text(p.brand, 40, y, { size: 26, bold: true, color: '#0b6fa4' });
      y += 32;
      s.text(p.name, 40, y, { size: 10, bold: true });
    } else {
      s.text(p.name, 40, y, { size: 14, bold: true });
    }
    y = block(s, [p.street, p.city, `Tel. ${p.phone}`, p.mail, idText(p)], 40, y + 16, { size: 8.5 });
    s.right(sup.title, 555, 42, { size: 18, bold: true });
    s.box(320, 88, 235, 70, { stroke: '#000000' });
    block(s, [b.name, b.street, b.city, `NIF: ${b.nif}`], 328, 96, { size: 9, boldFirst: true, lead: 12 });
    const cy = Math.max(y + 12, 172);
    cells(s, 40, cy, [
      [sup.labels[0], j.number, 120],
      [sup.labels[1], date(j.issue, sup.dates), 120],
      [sup.labels[2], date(j.due, sup.dates), 120],
      [sup.labels[3], j.order, 100],
    ], { h: 30, fill: '#e9e9e9' });
    s.text(`Obra / entrega: ${b.site}`, 40, cy + 40, { size: 8.5 });
    const rows = f.lines.map((l) => [l.code ?? '', s.wrap(l.desc, 200, { size: 8 }), qty(l.qty, 0), price(l.price), l.disc ? `${l.disc}` : '', price(l.amount)]);
    const ty = table(
      s,
      40,
      cy + 56,
      [
        { head: 'Código', w: 55, align: 'l' },
        { head: 'Descripción', w: 210, align: 'l' },
        { head: 'Cant.', w: 40, align: 'r' },
        { head: 'P.V.P.', w: 70, align: 'r' },
        { head: 'Dto. %', w: 50, align: 'r' },
        { head: 'Importe neto', w: 90, align: 'r' },
      ],
      rows,
      { rowH: 16, grid: true, band: '#e9e9e9', size: 8 },
    );
    const rowsT: Array<[string, string]> = [];
    if (f.prompt) rowsT.push(['Importe bruto', m(f.gross)], [`Dto. pronto pago ${f.promptPct} %`, `-${m(f.prompt)}`]);
    rowsT.push(['Base imponible', m(f.base)], [`IVA ${f.rates[0].rate} %`, m(f.vat)], ['TOTAL FACTURA', m(f.total)]);
    let by = ty + 20;
    for (const [label, value] of rowsT) {
      const last = label === 'TOTAL FACTURA';
      s.box(355, by, 200, 18, { stroke: '#000000', width: last ? 1.2 : 0.6, fill: last ? '#e9e9e9' : undefined });
      s.text(label, 361, by + 5, { size: 8.5, bold: last });
      s.right(value, 549, by + 5, { size: 8.5, bold: last });
      by += 18;
    }
    s.text('Forma de pago: transferencia a la cuenta ES21 0049 1500 0512 3456 7892', 40, ty + 25, { size: 8 });
    if (p.registry) s.center(p.registry, 297, 805, { size: 6.5 });
  });
}

export async function kitchenInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const f = closed(invoiceFigures(draw(rngOf(j.id), POOL, 5), { promptPct: sup.prompt }));
    const b = BUYERS[(i + 1) % 3];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-hotel-kitchens', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
