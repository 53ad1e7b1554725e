import type { CorpusDocument } from '../types.js';
import { addDays, cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, invoiceDoc, type Party } from './parties.js';

/**
 * Port and maritime works worded in Galician: dredging, rock armour, concrete blocks, divers;
 * initials in a disc, the document's data as label and value down a right-hand column
 * (`Factura n.º`, `Data`, `Vencemento`), `Descrición`, `Cantidade`, `Prezo`, `Base impoñible`,
 * `IVE 21 %`; a cooperative `S. Coop. Galega`.
 */

interface Supplier extends Party {
  initials: string;
  color: string;
  money: MoneyStyle;
  dates: DateStyle;
  idLabel: string;
}

const SUPPLIERS: Supplier[] = [
  {
    initials: 'DR',
    color: '#1d4f7a',
    name: 'Dragados e Recheos da Ría de Arousa, S.L.',
    nif: cif('B', '3672915'),
    street: 'Porto de Vilaxoán, nave 3',
    city: '36611 Vilagarcía de Arousa (Pontevedra)',
    phone: '986 512 740',
    email: 'administracion@dragadosarousa.gal',
    money: 'dot€',
    dates: 'gl',
    idLabel: 'NIF:',
  },
  {
    initials: 'TS',
    color: '#2b6e5a',
    name: 'Traballos Subacuáticos do Morrazo, S. Coop. Galega',
    nif: cif('F', '3690148'),
    street: 'Rúa do Peirao, 22',
    city: '36940 Cangas (Pontevedra)',
    phone: '986 300 118',
    money: 'dot',
    dates: 'd/m/Y',
    idLabel: 'CIF:',
  },
  {
    initials: 'EA',
    color: '#7a2d1d',
    name: 'Escolleras Atlánticas, S.A.',
    nif: cif('A', '1500482'),
    street: 'Polígono de Sabón, parcela 41',
    city: '15142 Arteixo (A Coruña)',
    phone: '981 600 255',
    email: 'facturas@escolleras-atlanticas.com',
    money: '€dot',
    dates: 'd-m-Y',
    idLabel: 'C.I.F.',
  },
];

const LINES: Line[][] = [
  [
    { description: 'Dragaxe de area en dársena, medida en perfil', quantity: '14820', unit: 'm³', price: 685n },
    { description: 'Transporte e vertido de produtos a punto autorizado', quantity: '14820', unit: 'm³', price: 212n },
    { description: 'Batimetría multifeixe antes e despois da dragaxe', quantity: '2', unit: 'ud', price: 245_000n },
    { description: 'Mobilización de draga de cortador e equipo auxiliar', quantity: '1', unit: 'ud', price: 1_860_000n },
  ],
  [
    { description: 'Equipo de mergulladores (3 buzos e embarcación), xornada', quantity: '9', unit: 'xornada', price: 148_000n },
    { description: 'Inspección subacuática de caixóns con vídeo', quantity: '420', unit: 'm', price: 1_850n },
    { description: 'Corte e retirada de ferralla mergullada', quantity: '36', unit: 'h', price: 9_200n },
  ],
  [
    { description: 'Escollera de 1 a 3 t colocada con grúa', quantity: '6425.5', unit: 't', price: 2_840n },
    { description: 'Escollera de 100 a 500 kg en filtro', quantity: '2180.25', unit: 't', price: 2_260n },
    { description: 'Bloque de formigón de 25 t en manto principal', quantity: '64', unit: 'ud', price: 118_500n },
    { description: 'Todo-uno de canteira en núcleo do dique', quantity: '9340', unit: 't', price: 1_180n },
    { description: 'Perfilado de talude con retroescavadora de longo alcance', quantity: '86', unit: 'h', price: 11_600n },
  ],
];

export async function maritimeInvoices(): Promise<CorpusDocument[]> {
  const layout = 'maritime-works';
  const buyers = [BUYERS.galaica, BUYERS.galaica, BUYERS.norte];
  const issues = ['2026-07-31', '2026-03-16', '2026-10-30'];
  const numbers = ['D-2026/0093', '026/2026', 'EA260741'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const issue = issues[i];
    const due = addDays(issue, [30, 30, 60][i]);
    const f = figures(LINES[i], { rate: 21 });
    const m = (c: bigint) => money(c, s.money);
    const sheet = new Sheet(`Factura ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    sheet.circle(62, 62, 22, s.color);
    w.ink('#ffffff').center(s.initials, 62, 55, { size: 15, bold: true });
    w.ink('#000000');
    let y = 42;
    w.text(s.name, 94, y, { size: 11, bold: true });
    w.text(s.street, 94, (y += 15));
    w.text(s.city, 94, (y += 11));
    w.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 94, (y += 11));
    w.text(`${s.idLabel} ${spellNif(s.nif, i === 1 ? 'dash' : 'plain')}`, 94, (y += 11), { bold: true });
    // The customer on the left, the document's data down the right.
    y = 140;
    w.text('Cliente', 40, y, { size: 7.5, bold: true });
    w.text(buyer.name, 40, (y += 12), { bold: true });
    w.text(buyer.street, 40, (y += 11));
    w.text(buyer.city, 40, (y += 11));
    w.text(`NIF: ${buyer.nif}`, 40, (y += 11));
    const data: [string, string][] = [
      ['Factura n.º', numbers[i]],
      ['Data', date(issue, s.dates)],
      ['Vencemento', date(due, s.dates)],
      ['Forma de pagamento', 'Transferencia'],
    ];
    sheet.line(360, 136, 360, 136 + data.length * 14 + 2, { color: s.color, width: 2 });
    data.forEach(([k, v], r) => {
      w.text(k, 368, 140 + r * 14, { bold: r === 0 });
      w.right(v, 555, 140 + r * 14, { bold: r === 0 });
    });
    // The lines.
    y = 222;
    sheet.rect(40, y - 4, 515, 15, { fill: s.color });
    w.ink('#ffffff');
    w.text('Descrición', 46, y, { bold: true });
    w.right('Cantidade', 390, y, { bold: true });
    w.text('Ud.', 396, y, { bold: true });
    w.right('Prezo', 480, y, { bold: true });
    w.right('Importe', 551, y, { bold: true });
    w.ink('#000000');
    y += 18;
    for (const l of f.lines) {
      w.text(l.description, 46, y);
      w.right(qty(l.quantity, 2), 390, y);
      w.text(l.unit, 396, y);
      w.right(money(l.price, 'dot'), 480, y);
      w.right(money(l.amount, 'dot'), 551, y);
      y += 15;
    }
    sheet.line(40, y, 555, y, { color: s.color });
    y += 18;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 360, y, { bold });
      w.right(v, 551, y, { bold });
      y += 14;
    };
    row('Base impoñible', m(f.base));
    row('IVE 21 %', m(f.vat));
    sheet.rect(354, y - 4, 201, 17, { stroke: s.color, width: 1 });
    row('Total factura', m(f.total), true);
    w.text('Pagamento por transferencia á conta ES62 2080 5031 4830 4012 8810 no vencemento indicado.', 40, 770, { size: 7.5 });
    out.push(invoiceDoc(`blind16-maritime-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], issue, due, seller: s, figures: f }));
  }
  return out;
}
