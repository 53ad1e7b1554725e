import type { CorpusDocument } from '../types.js';
import { BUYERS, type Buyer, invoice, type Party } from './common.js';
import { cif, date, type DateStyle, dni, figures, type Figures, line, type Line, money, type MoneyStyle, nie, plusDays, printed } from './figures.js';
import { A4, Sheet } from './kit.js';

/**
 * Medical physicists' and radiation-protection fees for X-ray rooms, as Times letters: a
 * city-and-date line, the number on a line of its own, the concepts as wrapped paragraphs with
 * their amounts at the right; a specialist with a DNI and 15 % IRPF, an expert with a NIE and 7 %,
 * a technical unit (UTPR) as a professional company without withholding.
 */

interface Supplier extends Party {
  title: string;
  city: string;
  money: MoneyStyle;
  dates: DateStyle;
  numberLine: string;
  number: string;
  issue: string;
  due?: number;
  irpf?: number;
  payable: string;
  concepts: Array<[string, string]>;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Marta Villaverde Ordóñez',
    title: 'Especialista en Radiofísica Hospitalaria · Colegiada 33/1187',
    nif: dni('10894562'),
    address: ['C/ Uría, 38, 3º dcha.', '33003 Oviedo'],
    city: 'Oviedo',
    money: 'es €',
    dates: 'long es',
    numberLine: 'FACTURA Nº',
    number: '7/2026',
    issue: '2026-03-12',
    irpf: 15,
    payable: 'Total a percibir',
    concepts: [
      ['Cálculo de los blindajes estructurales de las salas de radiología convencional RX-1 y RX-2, según la carga de trabajo declarada y los factores de ocupación de los recintos colindantes.', '1850.00'],
      ['Memoria de seguridad radiológica para la declaración de la instalación de rayos X con fines de diagnóstico médico (Real Decreto 1085/2009).', '960.00'],
      ['Verificación de niveles de radiación tras la ejecución de los blindajes y emisión del certificado correspondiente.', '640.00'],
    ],
  },
  {
    name: 'Andrzej Kowalczyk Nowak',
    title: 'Experto en Protección Radiológica',
    nif: nie('Y', '6238104'),
    address: ['Alameda de Urquijo, 61, 2º izda.', '48011 Bilbao'],
    city: 'Bilbao',
    money: 'es',
    dates: 'dd/mm/yyyy',
    numberLine: 'Factura número:',
    number: 'AK-2026-011',
    issue: '2026-06-03',
    due: 30,
    irpf: 7,
    payable: 'Líquido a percibir',
    concepts: [
      ['Estudio de blindaje de la sala de TAC: cálculo de espesores de plomo equivalente en paramentos, forjados y puerta de acceso.', '1420.00'],
      ['Asistencia técnica en obra durante la colocación de la lámina de plomo (3 visitas).', '540.00'],
    ],
  },
  {
    name: 'Radiofísica Atlántica UTPR, S.L.P.',
    title: 'Unidad Técnica de Protección Radiológica autorizada por el CSN',
    nif: cif('B', '2796031'),
    address: ['Rúa do Príncipe, 22, 4º', '36202 Vigo (Pontevedra)'],
    city: 'Vigo',
    money: 'es €',
    dates: 'dd-mm-yyyy',
    numberLine: 'Nº de factura:',
    number: 'UTPR-26/048',
    issue: '2026-10-07',
    due: 30,
    payable: 'TOTAL FACTURA',
    concepts: [
      ['Proyecto de blindaje de la sala de mamografía y del telemando digital, con planos de espesores y especificación de visores y puertas plomadas.', '2250.00'],
      ['Control de calidad inicial de los equipos de rayos X y pruebas de aceptación.', '1180.00'],
      ['Clasificación de zonas, señalización y dosimetría de área durante el primer trimestre.', '735.00'],
    ],
  },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `Factura ${s.number}`);
  const ink = sh.ink('Times', 10.5);
  const M = 70;
  const R = sh.width - M;
  const m = (c: bigint) => money(c, s.money);
  ink.center(s.name, sh.width / 2, 50, { size: 16, bold: true });
  ink.center(s.title, sh.width / 2, 72, { size: 9.5, italic: true });
  ink.center(`${s.address.join(' · ')} · NIF ${printed(s.nif, s.nif.startsWith('Y') ? 'dash' : 'plain')}`, sh.width / 2, 86, { size: 8.5 });
  sh.line(M, 102, R, 102, { width: 0.5 });
  ink.right(`${s.city}, ${s.dates === 'long es' ? '' : 'a '}${date(s.issue, 'long es')}`, R, 122);
  ink.lines([b.name, `C.I.F. ${b.nif}`, ...b.address], M, 150);
  let y = 226;
  ink.text(`${s.numberLine} ${s.number}`, M, y, { bold: true, size: 12 });
  if (s.dates !== 'long es') ink.right(`Fecha: ${date(s.issue, s.dates)}`, R, y + 1);
  y += 22;
  ink.text(`Obra: ${b.site}`, M, y, { italic: true, size: 9.5 });
  y += 28;
  ink.text('CONCEPTO', M, y, { bold: true, size: 9 });
  ink.right('IMPORTE', R, y, { bold: true, size: 9 });
  sh.line(M, y + 13, R, y + 13, { width: 0.5 });
  y += 22;
  for (const l of lines) {
    const parts = ink.wrap(l.description, 330);
    ink.lines(parts, M, y, { leading: 14 });
    ink.right(m(l.amount), R, y);
    y += parts.length * 14 + 10;
  }
  sh.line(300, y, R, y, { width: 0.5 });
  y += 10;
  const rows: Array<[string, string]> = [
    ['Honorarios (base imponible)', m(f.base)],
    ['I.V.A. 21 %', m(f.vat)],
  ];
  if (s.irpf) rows.push([`Retención I.R.P.F. ${s.irpf} %`, `- ${m(f.irpf)}`]);
  rows.forEach(([label, value], i) => {
    ink.text(label, 300, y + i * 17);
    ink.right(value, R, y + i * 17);
  });
  y += rows.length * 17 + 4;
  sh.line(300, y, R, y, { width: 0.5 });
  ink.text(s.payable, 300, y + 7, { bold: true });
  ink.right(m(f.total), R, y + 7, { bold: true });
  y += 50;
  const pay = due ? `Pago mediante transferencia antes del ${date(due, 'dd/mm/yyyy')} a la cuenta ES91 2100 4733 1102 0029 4810.` : 'Pago a la vista mediante transferencia a la cuenta ES91 2100 4733 1102 0029 4810.';
  ink.paragraph(pay, M, y, R - M, { size: 9.5 });
  return sh.bytes();
}

export async function physicistFeeInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-physicist-${i + 1}`;
    const b = BUYERS[(i + 1) % 3];
    const lines = s.concepts.map(([d, p]) => line(d, '1', 'ud', p));
    const f = figures(lines, { irpf: s.irpf });
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'radiophysics-fees-letter', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
