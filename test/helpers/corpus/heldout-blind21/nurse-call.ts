import type { CorpusDocument } from '../types.js';
import { BUYERS, type Buyer, type Item, invoice, type Party, pick, rngOf } from './common.js';
import { cif, date, type DateStyle, figures, type Figures, type Line, money, type MoneyStyle, nie, plusDays, printed, quantity } from './figures.js';
import { A4, Sheet } from './kit.js';

/**
 * Nurse-call and hospital signalling installers printed by old ERPs in Courier capitals without
 * accents: the header as dotted labels, dashed rules, and the totals as one row of heads over one
 * row of values (`BASE IMPONIBLE  %IVA  CUOTA IVA  %IRPF  RETENCION  TOTAL FACTURA`); a
 * self-employed electrician with a NIE under a trade name withholding 1 % IRPF, a Valencian
 * cooperative.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  number: string;
  numberLabel: string;
  issue: string;
  due?: number;
  irpf?: number;
  trade?: string;
  lines: string[];
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'TELESANITARIA ASTUR, S.L.',
    nif: cif('B', '3319842'),
    address: ['C/ ALFONSO III EL MAGNO, 14 BAJO', '33206 GIJON (ASTURIAS)'],
    money: 'plain',
    dates: 'dd/mm/yyyy',
    number: '26/000412',
    numberLabel: 'FACTURA NUM.',
    issue: '2026-02-13',
    due: 30,
    lines: ['TEL. 985 34 21 77', 'C.I.F. ' + printed(cif('B', '3319842'), 'plain')],
  },
  {
    name: 'VASILE DUMITRESCU POPA',
    nif: nie('Y', '4073158'),
    address: ['AVDA. DE LOS TILOS, 27 - 4 B', '28523 RIVAS-VACIAMADRID (MADRID)'],
    money: 'plain EUR',
    dates: 'dd.mm.yy',
    number: 'A-0093',
    numberLabel: 'N. FACTURA',
    issue: '2026-05-06',
    irpf: 1,
    trade: 'ELECTRO-MEDIC INSTALACIONES',
    lines: ['N.I.E. ' + printed(nie('Y', '4073158'), 'dash'), 'MOVIL 644 218 930'],
  },
  {
    name: 'INSTAL.LACIONS ELECTRIQUES ALBAIDA, COOP. V.',
    nif: cif('F', '4619073'),
    address: ['C/ DEL RAVAL, 56', '46860 ALBAIDA (VALENCIA)'],
    money: 'plain',
    dates: 'dd/mm/yy',
    number: '2026/0311',
    numberLabel: 'FRA. NUMERO',
    issue: '2026-09-25',
    due: 60,
    lines: ['CIF: ' + printed(cif('F', '4619073'), 'dash'), 'TEL. 96 290 13 45'],
  },
];

const ITEMS: Item[] = [
  { d: 'PULSADOR DE LLAMADA CON CORDON Y PILOTO TRANQUILIZADOR', unit: 'UD', price: '38.60', min: 20, max: 80 },
  { d: 'TIRADOR DE BANO CON CORDON ANTIHUMEDAD', unit: 'UD', price: '29.45', min: 8, max: 40 },
  { d: 'PILOTO DE PASILLO 2 COLORES SOBRE PUERTA', unit: 'UD', price: '44.10', min: 10, max: 40 },
  { d: 'TERMINAL DE HABITACION CON MICROFONO Y ALTAVOZ', unit: 'UD', price: '186.00', min: 10, max: 30 },
  { d: 'CONSOLA DE CONTROL DE ENFERMERIA CON PANTALLA', unit: 'UD', price: '1490.00', min: 1, max: 3 },
  { d: 'CABLE BUS APANTALLADO 2X2X0,8 LIBRE HALOGENOS', unit: 'M', price: '1.35', min: 400, max: 1600 },
  { d: 'MANO DE OBRA OFICIAL ELECTRICISTA', unit: 'H', price: '31.50', min: 24, max: 120 },
  { d: 'PROGRAMACION Y PUESTA EN MARCHA DEL SISTEMA', unit: 'UD', price: '720.00', min: 1, max: 1 },
];

async function draw(s: Supplier, b: Buyer, lines: Line[], f: Figures, due?: string): Promise<Uint8Array> {
  const sh = new Sheet(A4, `FACTURA ${s.number}`);
  const ink = sh.ink('Courier', 8.5);
  const M = 40;
  const R = sh.width - M;
  const m = (c: bigint) => money(c, s.money);
  const dash = (y: number) => sh.line(M, y, R, y, { dash: 2, width: 0.5 });
  let y = 36;
  if (s.trade) {
    ink.text(s.trade, M, y, { size: 13, bold: true });
    y += 18;
  }
  ink.text(s.name, M, y, { size: s.trade ? 9 : 12, bold: true });
  y = ink.lines([...s.address, ...s.lines], M, y + (s.trade ? 13 : 16));
  dash(y + 4);
  y += 14;
  const head: Array<[string, string]> = [
    [s.numberLabel, s.number],
    ['FECHA', date(s.issue, s.dates)],
    ['VENCIMIENTO', due ? date(due, s.dates) : 'CONTADO'],
    ['COD. CLIENTE', b.code],
  ];
  head.forEach(([label, value], i) => ink.text(`${label.padEnd(13, '.')}: ${value}`, M, y + i * 12));
  ink.text('CLIENTE:', 310, y);
  ink.lines([b.name.toUpperCase(), `NIF: ${b.nif}`, ...b.address.map((a) => a.toUpperCase())], 310, y + 12, { size: 8 });
  y += 66;
  ink.text('OBRA: ' + b.site.toUpperCase(), M, y, { size: 8 });
  y += 14;
  dash(y);
  const X = { desc: M, qty: 370, unit: 395, price: 470, amount: R };
  ink.text('DESCRIPCION', X.desc, y + 5);
  ink.right('CANTIDAD', X.qty, y + 5);
  ink.text('UD', X.unit, y + 5);
  ink.right('PRECIO', X.price, y + 5);
  ink.right('IMPORTE', X.amount, y + 5);
  y += 18;
  dash(y);
  y += 6;
  for (const l of lines) {
    ink.text(l.description, X.desc, y, { size: 7.5 });
    ink.right(quantity(l.qty, 0), X.qty, y, { size: 7.5 });
    ink.text(l.unit, X.unit, y, { size: 7.5 });
    ink.right(money(l.price, 'plain'), X.price, y, { size: 7.5 });
    ink.right(money(l.amount, 'plain'), X.amount, y, { size: 7.5 });
    y += 13;
  }
  y = Math.max(y + 20, 560);
  dash(y);
  const heads = ['BASE IMPONIBLE', '%IVA', 'CUOTA IVA', '%IRPF', 'RETENCION', 'TOTAL FACTURA'];
  const values = [m(f.base), '21', m(f.vat), s.irpf ? String(s.irpf) : '', s.irpf ? m(f.irpf) : '', m(f.total)];
  const widths = [100, 40, 90, 45, 90, 150];
  let x = M;
  heads.forEach((h, i) => {
    ink.right(h, x + widths[i] - 4, y + 6, { size: 7.5 });
    ink.right(values[i], x + widths[i] - 4, y + 22, { size: i === 5 ? 9.5 : 8.5, bold: i === 5 });
    x += widths[i];
  });
  dash(y + 36);
  ink.text('FORMA DE PAGO: TRANSFERENCIA BANCARIA ES33 3058 0101 4127 2000 1984', M, y + 48, { size: 7.5 });
  return sh.bytes();
}

export async function nurseCallInvoices(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const [i, s] of SUPPLIERS.entries()) {
    const id = `blind21-nursecall-${i + 1}`;
    const rng = rngOf(id);
    const b = BUYERS[(i + 2) % 3];
    const lines = pick(rng, ITEMS, 5 + i);
    const f = figures(lines, { irpf: s.irpf });
    const due = s.due ? plusDays(s.issue, s.due) : undefined;
    const bytes = await draw(s, b, lines, f, due);
    out.push(invoice(id, 'nurse-call-courier', bytes, b, { number: s.number, issue: s.issue, due, nif: s.nif, name: s.name, f }));
  }
  return out;
}
