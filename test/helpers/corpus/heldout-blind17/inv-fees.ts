import type { CorpusDocument } from '../types.js';
import { date, type DateStyle, money, type AmountStyle } from './fmt.js';
import { closed, type Figures, invoiceFigures, type LineIn } from './figures.js';
import { cif, dni, nie } from './ids.js';
import { pdf } from './kit.js';
import { BUYERS, type Buyer, invoiceDoc } from './model.js';
import { block, idText, type Party } from './parts.js';

/**
 * Scenic-design, stage-lighting and room-acoustics consultants' fees for auditoriums, written as a
 * Times letter: a city-and-date line, concepts as wrapped paragraphs with their amount on the
 * right; a DNI with 15 % IRPF, a NIE with 7 %, a professional company S.L.P. without.
 */

interface Sup {
  p: Party;
  amounts: AmountStyle;
  dates: DateStyle;
  irpf: number;
  city: string;
  title: string;
  net: string;
}

const SUPS: Sup[] = [
  {
    p: { name: 'Marta Iturbe Goñi', nif: dni('72819034'), idLabel: 'NIF', idStyle: 'plain', street: 'C/ Estafeta, 40, 2º izda.', city: '31001 Pamplona', phone: '646 20 18 77', mail: 'marta@iturbeescenografia.com', activity: 'Escenógrafa · Diseño de espacios escénicos' },
    amounts: 'eur', dates: 'es', irpf: 15, city: 'Pamplona', title: 'FACTURA Nº', net: 'Total a percibir',
  },
  {
    p: { name: 'Lukas Brenner', nif: nie('X', '4417290'), idLabel: 'NIE:', idStyle: 'plain', street: 'C/ Reina Victoria, 22, 4º B', city: '28003 Madrid', phone: '611 48 30 25', activity: 'Ingeniero acústico · Acústica de salas' },
    amounts: 'plain', dates: 'es', irpf: 7, city: 'Madrid', title: 'Factura nº', net: 'Líquido a percibir',
  },
  {
    p: { name: 'Luz y Escena Consultores, S.L.P.', nif: cif('B', '5098473'), idLabel: 'C.I.F.', idStyle: 'dash', street: 'P.º Independencia, 19, 6º', city: '50001 Zaragoza', phone: '976 23 90 14', registry: 'Inscrita en el Registro Mercantil de Zaragoza, tomo 4.402, folio 190, hoja Z-67012. Sociedad profesional.' },
    amounts: 'EUR', dates: 'es', irpf: 0, city: 'Zaragoza', title: 'FACTURA', net: 'Total factura',
  },
];

const JOBS: Array<{ id: string; number: string; issue: string; due?: string; concepts: Array<[string, number]> }> = [
  {
    id: 'fees-iturbe', number: '2026/017', issue: '2026-05-29', due: '2026-06-28',
    concepts: [
      ['Proyecto de escenografía y equipamiento escénico del auditorio: estudio de la caja escénica, hombros, peine y foso de orquesta, con planos de varas y trampillería.', 642000],
      ['Asistencia técnica a la dirección de obra durante el montaje de la maquinaria escénica (mayo de 2026), seis visitas.', 186000],
    ],
  },
  {
    id: 'fees-brenner', number: 'LB-26-009', issue: '2026-09-18',
    concepts: [
      ['Estudio de acondicionamiento acústico de la sala principal: tiempos de reverberación, simulación del recinto y definición de paneles difusores y absorbentes.', 475000],
      ['Mediciones acústicas in situ tras la instalación de butacas y telón, con informe de resultados según UNE-EN ISO 3382-1.', 128500],
      ['Desplazamientos y dietas (tres jornadas).', 39680],
    ],
  },
  {
    id: 'fees-luzescena', number: 'LE-2026-0044', issue: '2026-11-20', due: '2026-12-20',
    concepts: [
      ['Diseño del sistema de iluminación escénica: varas electrificadas, dimmers, red DMX y consola, con memoria y presupuesto.', 812000],
      ['Pruebas de aceptación del sistema y formación de los técnicos de sala.', 215250],
    ],
  },
];

function render(sup: Sup, b: Buyer, j: (typeof JOBS)[number], f: Figures): Promise<Uint8Array> {
  const { p } = sup;
  const m = (c: bigint) => money(c, sup.amounts);
  return pdf(`${sup.title} ${j.number}`, p.name, 'Times', 10.5, (s) => {
    s.text(p.name, 60, 50, { size: 15, bold: true });
    block(s, [p.activity, `${p.street} · ${p.city}`, `${idText(p)} · Tel. ${p.phone}`, p.mail], 60, 70, { size: 9, color: '#333333' });
    s.hline(60, 535, 122, { width: 0.8 });
    block(s, [b.name, b.street, b.city, `C.I.F. ${b.nif}`], 320, 142, { lead: 13 });
    s.text(`${sup.city}, ${date(j.issue, sup.dates)}`, 60, 215);
    s.text(`${sup.title} ${j.number}`, 60, 240, { bold: true, size: 12 });
    s.text(`Honorarios profesionales · ${b.site}`, 60, 258, { italic: true });
    let y = 290;
    f.lines.forEach((l) => {
      const parts = s.wrap(l.desc, 360);
      parts.forEach((t, i) => s.text(t, 60, y + i * 13.5));
      s.right(m(l.amount), 535, y + (parts.length - 1) * 13.5);
      y += parts.length * 13.5 + 10;
    });
    s.hline(330, 535, y);
    y += 10;
    const rows: Array<[string, string, boolean]> = [['Base imponible', m(f.base), false], [`I.V.A. ${f.rates[0].rate} %`, m(f.vat), false]];
    if (f.irpf) rows.push([`Retención I.R.P.F. ${f.irpfPct} %`, `- ${m(f.irpf)}`, false]);
    rows.push([sup.net, m(f.total), true]);
    for (const [l, v, bold] of rows) {
      s.text(l, 330, y, { bold });
      s.right(v, 535, y, { bold });
      y += 16;
    }
    y += 20;
    s.text(j.due ? `Vencimiento: ${date(j.due, 'dmy')}. Transferencia a ES76 2100 0418 4502 0005 1332.` : 'Pago por transferencia a ES76 2100 0418 4502 0005 1332.', 60, y, { size: 9.5 });
    if (p.registry) s.center(p.registry, 297, 800, { size: 7 });
  });
}

export async function feesInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, j] of JOBS.entries()) {
    const sup = SUPS[i];
    const lines: LineIn[] = j.concepts.map(([desc, price]) => ({ desc, qty: '1', unit: 'ud', price }));
    const f = closed(invoiceFigures(lines, { irpfPct: sup.irpf }));
    const b = BUYERS[2];
    const bytes = await render(sup, b, j, f);
    out.push(invoiceDoc({ id: `b17-${j.id}`, layout: 'b17-scenic-consultants', bytes, buyer: b, number: j.number, issue: j.issue, due: j.due, nif: sup.p.nif, name: sup.p.name, f }));
  }
  return out;
}
