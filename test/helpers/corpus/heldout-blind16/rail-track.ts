import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, nie, qty, Sheet, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Railway track works printed by old ERPs in Courier capitals without accents: track renewal,
 * aluminothermic welds, tamping; dashed rules, `FACTURA NUM.:`, `1234,56` and `1234,56 EUR`; a
 * self-employed welder with a NIE and 1 % IRPF, a cooperative.
 */

interface Supplier extends Party {
  lines: string[];
  dates: DateStyle;
  numberLabel: string;
  irpf: number;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'MONTAJES FERROVIARIOS DEL EBRO, S.L.',
    nif: cif('B', '5029466'),
    street: 'POL. IND. PLAZA, C/ TARAZONA 14',
    city: '50197 ZARAGOZA',
    phone: '976 780 214',
    lines: ['MONTAJES FERROVIARIOS DEL EBRO, S.L.', 'POL. IND. PLAZA, C/ TARAZONA 14', '50197 ZARAGOZA - TEL. 976 780 214'],
    dates: 'd/m/Y',
    numberLabel: 'FACTURA NUM.:',
    irpf: 0,
  },
  {
    name: 'IONUT POPESCU',
    nif: nie('X', '6618204'),
    street: 'C/ DE LA ESTACION 7, 2 B',
    city: '19200 AZUQUECA DE HENARES',
    lines: ['IONUT POPESCU', 'SOLDADURA ALUMINOTERMICA DE CARRIL', 'C/ DE LA ESTACION 7, 2 B', '19200 AZUQUECA DE HENARES (GU)'],
    dates: 'd.m.y',
    numberLabel: 'N. FACTURA..:',
    irpf: 1,
  },
  {
    name: 'VIA Y CATENARIA MESETA, S. COOP.',
    nif: cif('F', '4718520'),
    street: 'C/ HORNO 3, NAVE B',
    city: '47320 TORDESILLAS',
    phone: '983 771 096',
    lines: ['VIA Y CATENARIA MESETA, S. COOP.', 'C/ HORNO 3, NAVE B', '47320 TORDESILLAS (VALLADOLID)', 'TEL. 983 771 096'],
    dates: 'd-m-Y',
    numberLabel: 'FACTURA NUM.:',
    irpf: 0,
  },
];

const LINES: Line[][] = [
  [
    { code: 'RV-01', description: 'LEVANTE DE VIA EXISTENTE Y ACOPIO', quantity: '1250', unit: 'ML', price: 1_485n },
    { code: 'RV-04', description: 'MONTAJE DE VIA NUEVA CARRIL 60E1', quantity: '1250', unit: 'ML', price: 3_920n },
    { code: 'RV-07', description: 'BATEO Y PERFILADO, 3 PASADAS', quantity: '1250', unit: 'ML', price: 615n },
    { code: 'SA-02', description: 'SOLDADURA ALUMINOTERMICA 60E1', quantity: '48', unit: 'UD', price: 21_800n },
    { code: 'TR-11', description: 'TRANSPORTE DE MAQUINARIA DE VIA', quantity: '2', unit: 'UD', price: 96_000n },
  ],
  [
    { code: '', description: 'SOLDADURA ALUMINOTERMICA CARRIL 54E1', quantity: '36', unit: 'UD', price: 16_500n },
    { code: '', description: 'AMOLADO Y CONTROL ULTRASONIDOS', quantity: '36', unit: 'UD', price: 2_400n },
    { code: '', description: 'DESPLAZAMIENTO A OBRA', quantity: '4', unit: 'UD', price: 6_000n },
  ],
  [
    { code: '0311', description: 'RENOVACION DE CAMBIO DE AGUJAS', quantity: '2', unit: 'UD', price: 1_248_000n },
    { code: '0320', description: 'ESTABILIZADO DINAMICO DE VIA', quantity: '860', unit: 'ML', price: 340n },
    { code: '0402', description: 'TRAVIESA DE MADERA CREOSOTADA COLOCADA', quantity: '74', unit: 'UD', price: 8_650n },
    { code: '0415', description: 'REGULACION DE BARRA LARGA SOLDADA', quantity: '860', unit: 'ML', price: 410n },
  ],
];

const DASH = '-'.repeat(100);
const plain = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toUpperCase();

export async function railTrackInvoices(): Promise<CorpusDocument[]> {
  const layout = 'rail-track';
  const buyers = [BUYERS.duero, BUYERS.ute, BUYERS.duero];
  const issues = ['2026-02-27', '2026-03-09', '2026-04-15'];
  const numbers = ['F26000214', '14/2026', 'A-000377'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const issue = issues[i];
    const due = addDays(issue, 30);
    const f = figures(LINES[i], { rate: 21, irpf: s.irpf });
    const sheet = new Sheet(`FACTURA ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Courier', 8.5);
    let y = 40;
    s.lines.forEach((l, k) => w.text(l, 40, y + k * 11, { bold: k === 0 }));
    y += s.lines.length * 11;
    w.text(`${s.nif.startsWith('X') ? 'N.I.E.' : 'C.I.F.'}: ${s.nif}`, 40, y);
    // The document's data in label-dotted rows on the right.
    w.text(`${s.numberLabel} ${numbers[i]}`, 345, 40, { bold: true });
    w.text(`FECHA......: ${date(issue, s.dates)}`, 345, 51);
    w.text(`VENCIMIENTO: ${date(due, s.dates)}`, 345, 62);
    w.text('PAGINA.....: 1', 345, 73);
    y = Math.max(y, 84) + 22;
    w.text('CLIENTE:', 40, y, { bold: true });
    w.text(plain(buyer.name), 112, y);
    w.text(plain(buyer.street), 112, (y += 11));
    w.text(plain(buyer.city), 112, (y += 11));
    w.text(`C.I.F.: ${buyer.nif}`, 112, (y += 11));
    y += 20;
    w.text(DASH, 40, y);
    y += 11;
    w.text('CODIGO', 40, y);
    w.text('DESCRIPCION', 90, y);
    w.right('CANTIDAD', 382, y);
    w.text('UD', 390, y);
    w.right('PRECIO', 470, y);
    w.right('IMPORTE', 555, y);
    y += 11;
    w.text(DASH, 40, y);
    y += 13;
    for (const l of f.lines) {
      if (l.code) w.text(l.code, 40, y);
      w.text(l.description, 90, y);
      w.right(qty(l.quantity, 2, false), 382, y);
      w.text(l.unit, 390, y);
      w.right(money(l.price, 'plain'), 470, y);
      w.right(money(l.amount, 'plain'), 555, y);
      y += 13;
    }
    y += 8;
    w.text(DASH, 40, y);
    y += 14;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 300, y, { bold });
      w.right(v, 555, y, { bold });
      y += 12;
    };
    row('BASE IMPONIBLE......', money(f.base, 'plain'));
    row('I.V.A. 21 %.........', money(f.vat, 'plain'));
    if (s.irpf) row('RETENCION I.R.P.F. 1 %', `-${money(f.withholding, 'plain')}`);
    y += 3;
    row('TOTAL FACTURA.......', money(f.total, 'plainEUR'), true);
    w.text(DASH, 40, y + 4);
    w.text('FORMA DE PAGO: TRANSFERENCIA 30 DIAS F.F.', 40, y + 18);
    if (s.irpf) w.text('RETENCION DEL 1 % SEGUN ART. 95.6 DEL REGLAMENTO DEL IRPF', 40, y + 30);
    const sellerName = s.name;
    out.push(invoiceDoc(`blind16-rail-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, sellerName, figures: f }));
  }
  return out;
}
