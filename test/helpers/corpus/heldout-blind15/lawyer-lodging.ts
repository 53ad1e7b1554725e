import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { BUYERS, H, Rng, Sheet, W, addDays, date, figuresOf, invoiceDocument, invoiceTruth, money, type DateStyle, type Day, type MoneyStyle, type Offer, type Party } from './kit.js';
import { cells, table } from './table.js';
import type { Job } from './workshop-lab.js';

/** A construction lawyer's fees (IRPF for the self-employed) and crews' lodging worded in Catalan. */

// ------------------------------------------------------------ lawyer's fees, a letter in Times

interface Lawyer extends Party {
  profession: string;
  irpf: number;
  city?: string;
  date: DateStyle;
  money: MoneyStyle;
  nifLabel: string;
  dueLabel?: string;
}

const LAWYERS: Lawyer[] = [
  {
    name: 'Marta Iribarren Goñi', nif: '16284739-A', lines: ['C/ Navas de Tolosa, 19, 2º izda.', '31002 Pamplona'], profession: 'Abogada · Colegiada nº 2.817 del M.I. Colegio de Abogados de Pamplona',
    irpf: 15, city: 'Pamplona', date: 'long-es', money: 'es €', nifLabel: 'NIF',
  },
  {
    name: 'Andrea Bianchi Rossi', nif: 'Y2647091N', lines: ['Gran Vía, 45, 6º B', '48011 Bilbao'], profession: 'Abogado · Colegiado nº 9.104 del Ilustre Colegio de la Abogacía de Bizkaia',
    irpf: 7, city: 'Bilbao', date: 'long-es', money: 'es', nifLabel: 'NIE', dueLabel: 'Vencimiento',
  },
  {
    name: 'Ruiz de Alda Abogados, S.L.P.', nif: 'B-64201379', lines: ['Paseo de Gracia, 88, 4º', '08008 Barcelona'], profession: 'Derecho de la construcción e inmobiliario',
    irpf: 0, date: 'd/m/Y', money: 'es €', nifLabel: 'CIF', dueLabel: 'Fecha de vencimiento',
  },
];

const CONCEPTS: Offer[] = [
  { description: 'Redacción y revisión del contrato de subcontratación de la estructura de la obra, con sus anexos de precios y plazos', unit: 'ud', price: '1450.00', min: 1, max: 1 },
  { description: 'Reclamación extrajudicial de las certificaciones vencidas y no abonadas: requerimiento fehaciente y negociación con la propiedad', unit: 'ud', price: '980.00', min: 1, max: 1 },
  { description: 'Asistencia al acto de recepción de la obra y redacción del acta con reservas', unit: 'ud', price: '640.00', min: 1, max: 1 },
  { description: 'Estudio de la penalización por retraso impuesta por la propiedad e informe jurídico sobre su procedencia', unit: 'ud', price: '1120.00', min: 1, max: 1 },
  { description: 'Defensa en el procedimiento ordinario nº 412/2026 del Juzgado de Primera Instancia: contestación a la demanda', unit: 'ud', price: '3200.00', min: 1, max: 1 },
  { description: 'Consulta sobre responsabilidades de la Ley de Ordenación de la Edificación y garantías', unit: 'ud', price: '275.00', min: 1, max: 1 },
];

function drawLawyer(j: Job<Lawyer>): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen('Times', 10.5);
  p.center(sup.name, W / 2, 46, { bold: true, size: 16 });
  p.center(sup.profession, W / 2, 68, { italic: true, size: 9.5 });
  p.center(`${sup.lines.join(' · ')} · ${sup.nifLabel} ${sup.nif}`, W / 2, 82, { size: 9 });
  s.rule(150, 98, 445, { width: 0.5 });
  p.text('Sres.:', 60, 130, { italic: true });
  p.text(j.buyer.name, 60, 144, { bold: true });
  j.buyer.lines.forEach((l, k) => p.text(l, 60, 158 + k * 13));
  p.text(`CIF ${j.buyer.nif}`, 60, 184);
  if (sup.city) p.right(`${sup.city}, ${date(j.issued, sup.date)}`, 535, 214);
  p.text(`FACTURA Nº ${j.number}`, 60, 240, { bold: true, size: 12 });
  let y = 258;
  if (!sup.city) {
    p.text(`Fecha: ${date(j.issued, sup.date)}`, 60, y);
    y += 14;
  }
  if (sup.dueLabel && j.due) {
    p.text(`${sup.dueLabel}: ${date(j.due, sup.date)}`, 60, y);
    y += 14;
  }
  y += 12;
  p.text('Por los servicios profesionales prestados en el asunto de referencia:', 60, y, { italic: true });
  y += 22;
  for (const it of j.items) {
    const end = p.paragraph(it.description, 76, y, 340);
    p.right(money(it.amount, sup.money), 535, end - 10.5 * 1.35);
    y = end + 8;
  }
  s.rule(340, y, 535);
  y += 10;
  const rows: Array<[string, string, boolean?]> = [['Honorarios', money(j.f.base, sup.money)], ['IVA 21 %', money(j.f.vat, sup.money)]];
  if (j.f.irpf) rows.push([`Retención IRPF ${j.f.irpfPct} %`, `-${money(j.f.irpf, sup.money)}`]);
  rows.push([j.f.irpf ? 'Total a percibir' : 'Total factura', money(j.f.total, sup.money), true]);
  rows.forEach(([l, v, b], k) => {
    p.text(l, 340, y + k * 16, { bold: b });
    p.right(v, 535, y + k * 16, { bold: b });
  });
  p.paragraph('Pago mediante transferencia a la cuenta ES76 2100 0418 4502 0005 1332. Servicios sujetos a IVA; retención practicada conforme a la normativa del IRPF cuando el profesional es persona física.', 60, H - 110, 475, { size: 8.5 });
  return s;
}

export async function lawyerInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['2026/031', 'AB-26-014', 'F-2026-0208'];
  return Promise.all(LAWYERS.map(async (sup, k) => {
    const id = `blind15-lawyer-${k + 1}`;
    const rng = new Rng(id);
    const items = rng.items(CONCEPTS, rng.int(1, 3));
    const issued = rng.day(3 + k * 4);
    const due = sup.dueLabel ? addDays(issued, 30) : undefined;
    const j: Job<Lawyer> = { id, sup, buyer: BUYERS[(k + 2) % 3], number: numbers[k], issued, due, items, f: figuresOf(items, { irpfPct: sup.irpf }) };
    return invoiceDocument({ id, layout: 'lawyer', buyer: j.buyer, sheet: drawLawyer(j) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}

// ------------------------------------------------------------ crews' lodging, worded in Catalan

interface Inn extends Party {
  family: Family;
  date: DateStyle;
  money: MoneyStyle;
  initials: string;
  color: string;
  trade?: string;
  due: boolean;
  registry?: string;
}

const INNS: Inn[] = [
  {
    name: 'Hostal Cal Pubill, S.L.', nif: 'B-30192868', lines: ['Carrer Major, 14', '25560 Sort (Lleida)', 'Tel. 973 620 118'], family: 'Helvetica', date: 'd/m/Y', money: 'es', initials: 'CP', color: '#7a2e1f', due: true,
    registry: 'Registre de Turisme de Catalunya HL-000612 · Inscrita al R.M. de Lleida, full L-18.204',
  },
  {
    name: 'Rosalia Puigdevall Serra', nif: '72519406-S', lines: ['Plaça de l\'Església, 3', '17534 Ribes de Freser (Girona)'], family: 'Times', date: 'long-ca', money: 'es €', initials: 'R', color: '#35643a', due: false,
    trade: 'Fonda Casa Rosalia',
  },
  {
    name: 'Hotel Rural Els Arcs, S.L.U.', nif: 'B57041931', lines: ['Camí de la Font, s/n', '43590 Móra d\'Ebre (Tarragona)'], family: 'Helvetica', date: 'd.m.Y', money: 'es €', initials: 'EA', color: '#205a78', due: true,
  },
];

const STAYS: Offer[] = [
  { description: 'Habitació doble ús compartit (nit)', unit: 'nits', price: '62.00', min: 8, max: 24, rate: 10 },
  { description: 'Habitació individual (nit)', unit: 'nits', price: '48.50', min: 4, max: 12, rate: 10 },
  { description: 'Esmorzar', unit: 'u.', price: '7.50', min: 10, max: 40, rate: 10 },
  { description: 'Sopar menú del dia', unit: 'u.', price: '14.00', min: 8, max: 30, rate: 10 },
  { description: 'Pícnic per a l\'obra (entrepà, fruita i aigua)', unit: 'u.', price: '8.90', min: 8, max: 30, rate: 10 },
];

const EXTRAS: Offer[] = [
  { description: 'Servei de bugaderia de roba de treball (bossa)', unit: 'u.', price: '12.00', min: 2, max: 8 },
  { description: 'Aparcament de furgoneta (dia)', unit: 'dies', price: '9.00', min: 5, max: 15 },
];

function drawInn(j: Job<Inn>, stay: [Day, Day]): Sheet {
  const s = new Sheet(`Factura ${j.number}`);
  const sup = j.sup;
  const p = s.pen(sup.family, 9);
  s.box(40, 36, 46, 46, { fill: sup.color, radius: 8 });
  s.ink('#ffffff');
  p.center(sup.initials, 63, 51, { bold: true, size: 16 });
  s.ink(sup.color);
  p.text(sup.trade ?? sup.name, 96, 38, { bold: true, size: 14 });
  s.ink('#000000');
  let y = 58;
  if (sup.trade) {
    p.text(sup.name, 96, y, { size: 9 });
    y += 11;
  }
  sup.lines.forEach((l) => p.text(l, 96, (y += 11) - 11));
  p.text(`NIF: ${sup.nif}`, 96, y);
  s.box(360, 36, 195, sup.due ? 66 : 52, { stroke: sup.color });
  p.text('FACTURA', 368, 42, { bold: true, size: 11 });
  p.text('Factura núm.:', 368, 60);
  p.right(j.number, 548, 60, { bold: true });
  p.text('Data:', 368, 74);
  p.right(date(j.issued, sup.date), 548, 74);
  if (sup.due && j.due) {
    p.text('Venciment:', 368, 88);
    p.right(date(j.due, sup.date), 548, 88);
  }
  p.text('Client:', 360, 126, { bold: true });
  p.text(j.buyer.name, 360, 138);
  j.buyer.lines.forEach((l, k) => p.text(l, 360, 150 + k * 11));
  p.text(`NIF: ${j.buyer.nif}`, 360, 172);
  p.text(`Estada del personal d'obra del ${date(stay[0], 'd/m/Y')} al ${date(stay[1], 'd/m/Y')}`, 40, 200, { italic: true });
  const y2 = table(s, p, [
    { head: 'Descripció', x: 40, w: 255, cell: cells.desc },
    { head: 'Quantitat', x: 295, w: 60, right: true, cell: (i) => `${cells.qty()(i)} ${i.unit}` },
    { head: 'Preu', x: 355, w: 60, right: true, cell: cells.price() },
    { head: '% IVA', x: 415, w: 45, right: true, cell: (i) => `${i.rate} %` },
    { head: 'Import', x: 460, w: 95, right: true, cell: cells.amount() },
  ], j.items, 216, { rules: 'lines', headFill: '#eeeeee' });
  let t = y2 + 16;
  ['Base imposable', '% IVA', 'Quota IVA'].forEach((h, k) => p.right(h, 395 + k * 80, t, { bold: true }));
  s.rule(300, t + 12, 555);
  t += 17;
  for (const r of j.f.rates) {
    p.right(money(r.base, sup.money), 395, t);
    p.right(`${r.rate} %`, 475, t);
    p.right(money(r.vat, sup.money), 555, t);
    t += 13;
  }
  s.rule(300, t, 555);
  p.text('Total factura', 390, t + 8, { bold: true, size: 11 });
  p.right(money(j.f.total, sup.money), 555, t + 8, { bold: true, size: 11 });
  p.text('Forma de pagament: transferència bancària', 40, t + 8);
  if (sup.registry) p.center(sup.registry, W / 2, H - 40, { size: 7 });
  return s;
}

export async function lodgingInvoices(): Promise<CorpusDocument[]> {
  const numbers = ['2026/0214', 'R-26/058', 'FV260331'];
  return Promise.all(INNS.map(async (sup, k) => {
    const id = `blind15-lodging-${k + 1}`;
    const rng = new Rng(id);
    const items = [...rng.items(STAYS, rng.int(2, 4)), ...rng.items(EXTRAS, rng.int(1, 2))];
    const issued = rng.day(5 + k * 2);
    const due = sup.due ? addDays(issued, 15) : undefined;
    const stay: [Day, Day] = [addDays(issued, -rng.int(8, 14)), addDays(issued, -1)];
    const j: Job<Inn> = { id, sup, buyer: BUYERS[k], number: numbers[k], issued, due, items, f: figuresOf(items) };
    return invoiceDocument({ id, layout: 'lodging', buyer: j.buyer, sheet: drawInn(j, stay) }, invoiceTruth({ number: j.number, issued, due, seller: sup, figures: j.f }));
  }));
}

