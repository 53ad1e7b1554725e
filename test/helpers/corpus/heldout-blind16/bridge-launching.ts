import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Bridge-deck launching and heavy lifting: the name in white on a dark band, `Documento: Factura`,
 * `Fra.:` and `Vto.:`, dates written out for two, the contract's milestones billed as units, jacks
 * hired by the week.
 */

interface Supplier extends Party {
  band: string;
  money: MoneyStyle;
  dates: DateStyle;
}

const SUPPLIERS: Supplier[] = [
  {
    band: '#1b2631',
    name: 'Izados y Empujes de Tableros, S.A.',
    nif: cif('A', '4128590'),
    street: 'Parque Empresarial La Negrilla, nave 18',
    city: '41016 Sevilla',
    phone: '954 251 880',
    email: 'obras@izadosyempujes.es',
    money: '€dot',
    dates: 'es',
  },
  {
    band: '#4a235a',
    name: 'Grandes Cargas Hidráulicas del Sur, S.L.',
    nif: cif('B', '1407736'),
    street: 'Pol. Ind. Las Quemadas, parcela 207',
    city: '14014 Córdoba',
    phone: '957 325 004',
    money: 'dot€',
    dates: 'es',
  },
  {
    band: '#0b5345',
    name: 'Lanzamiento de Puentes Ibérica, S.L.',
    nif: cif('B', '5013389'),
    street: 'Avda. de Cataluña, 301',
    city: '50014 Zaragoza',
    phone: '976 470 652',
    email: 'lpi@lanzamientopuentes.com',
    money: 'dot',
    dates: 'd/m/Y',
  },
];

const LINES: Line[][] = [
  [
    { description: 'Hito 2 del contrato: empuje del tablero hasta pila 4 (40 %)', quantity: '1', unit: 'ud', price: 6_840_000n },
    { description: 'Alquiler de gatos de empuje 2 x 300 t con central', quantity: '3', unit: 'semana', price: 412_000n },
    { description: 'Equipo de especialistas en empuje, jornada', quantity: '15', unit: 'jornada', price: 186_000n },
    { description: 'Placas de deslizamiento de neopreno-teflón', quantity: '48', unit: 'ud', price: 16_800n },
  ],
  [
    { description: 'Izado de vigas artesa de 38 m con gatos de cable', quantity: '12', unit: 'ud', price: 395_000n },
    { description: 'Torres de apeo provisionales, montaje y desmontaje', quantity: '4', unit: 'ud', price: 248_000n },
    { description: 'Transporte especial de equipos de izado', quantity: '2', unit: 'viaje', price: 165_000n },
  ],
  [
    { description: 'Montaje de nariz de lanzamiento de 24 m', quantity: '1', unit: 'ud', price: 2_980_000n },
    { description: 'Empuje incremental, fase 3 (18 m de avance)', quantity: '18', unit: 'm', price: 96_500n },
    { description: 'Control topográfico durante el empuje', quantity: '6', unit: 'jornada', price: 54_000n },
    { description: 'Retirada de la nariz y equipos de empuje', quantity: '1', unit: 'ud', price: 1_460_000n },
  ],
];

export async function bridgeLaunchingInvoices(): Promise<CorpusDocument[]> {
  const layout = 'bridge-launching';
  const buyers = [BUYERS.levante, BUYERS.duero, BUYERS.norte];
  const issues = ['2026-06-12', '2026-10-05', '2026-01-23'];
  const numbers = ['IE-26/045', 'GCH 2026 0318', '0058/26'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const issue = issues[i];
    const due = addDays(issue, [90, 60, 30][i]);
    const f = figures(LINES[i], { rate: 21 });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    sheet.rect(0, 0, 595.28, 86, { fill: s.band });
    w.ink('#ffffff');
    w.text(s.name, 40, 28, { size: 16, bold: true });
    w.text(`${s.street} · ${s.city} · Tel. ${s.phone}`, 40, 52, { size: 8 });
    w.text(`CIF nº ${spellNif(s.nif, 'plain')}${s.email ? ` · ${s.email}` : ''}`, 40, 64, { size: 8 });
    w.ink('#000000');
    let y = 108;
    const data: [string, string][] = [
      ['Documento:', 'Factura'],
      ['Fra.:', numbers[i]],
      ['Fecha:', date(issue, s.dates)],
      ['Vto.:', date(due, s.dates)],
    ];
    data.forEach(([k, v], r) => {
      w.text(k, 40, y + r * 13, { bold: true });
      w.text(v, 100, y + r * 13, { bold: r === 1 });
    });
    sheet.rect(320, 104, 235, 60, { fill: '#f2f3f4' });
    w.text(buyer.name, 328, 110, { bold: true });
    w.text(buyer.street, 328, 123);
    w.text(buyer.city, 328, 136);
    w.text(`CIF: ${buyer.nif}`, 328, 149);
    y = 190;
    sheet.rect(40, y - 4, 515, 15, { fill: s.band });
    w.ink('#ffffff');
    w.text('Concepto', 46, y, { bold: true });
    w.right('Cantidad', 385, y, { bold: true });
    w.text('Unidad', 392, y, { bold: true });
    w.right('Precio', 480, y, { bold: true });
    w.right('Importe', 551, y, { bold: true });
    w.ink('#000000');
    y += 20;
    f.lines.forEach((l, k) => {
      if (k % 2 === 1) sheet.rect(40, y - 4, 515, 15, { fill: '#f2f3f4' });
      w.text(l.description, 46, y);
      w.right(qty(l.quantity, 0), 385, y);
      w.text(l.unit, 392, y);
      w.right(money(l.price, 'dot'), 480, y);
      w.right(money(l.amount, 'dot'), 551, y);
      y += 15;
    });
    y += 20;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 380, y, { bold, size: bold ? 10 : 8.5 });
      w.right(v, 551, y, { bold, size: bold ? 10 : 8.5 });
      y += 15;
    };
    row('Base imponible', m(f.base));
    row('IVA 21 %', m(f.vat));
    sheet.line(380, y - 3, 555, y - 3, { width: 1 });
    row('Total', m(f.total), true);
    w.text('Condiciones según pedido y oferta aceptada por el cliente.', 40, 780, { size: 7 });
    out.push(invoiceDoc(`blind16-launching-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
