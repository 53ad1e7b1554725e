import type { Family } from '../pen.js';
import type { CorpusDocument } from '../types.js';
import { amount, checkedNif, type DateLook, date, type Item, type MoneyLook, money, noteTruth, qty, totals } from './figures.js';
import { CUSTOMERS, type Goods, type Party, SITES, draw, noteDoc, rngOf, someDate } from './parties.js';
import { type Column, row, Sheet } from './sheet.js';

/**
 * Valued delivery notes: conveyor belting and rollers (a header grid with the labels above),
 * refrigerants and refrigeration parts (letterhead on the right), and load cells and weighing
 * electronics worded in Galician (docs/document-extraction.md#measuring-it).
 */

interface NoteLook {
  party: Party;
  family: Family;
  dates: DateLook;
  money: MoneyLook;
  number: (n: number) => string;
  /** What closes the note: base, VAT and total, or the net sum alone under this label. */
  foot: 'vat' | string;
  trade?: string;
}

const places = (i: Item) => (Number.isInteger(i.quantity) ? 0 : String(i.quantity).split('.')[1].length > 1 ? 2 : 1);

const BELTING: Goods[] = [
  ['BT-EP4', 'Banda EP 400/3 ancho 800 mm, 4+2', 'm', 8640, 10, 60, 1],
  ['BT-PVC', 'Banda PVC blanca alimentaria 600 mm', 'm', 5290, 5, 40, 1],
  ['RD-89', 'Rodillo de carga Ø89 x 950 mm', 'ud', 2460, 10, 60, 0],
  ['RD-108', 'Rodillo de retorno autolimpiante Ø108', 'ud', 3980, 4, 24, 0],
  ['TB-320', 'Tambor motriz recubierto Ø320 x 1000', 'ud', 128500, 1, 2, 0],
  ['GR-R5', 'Grapa de empalme mecánico R5', 'caja', 6840, 1, 6, 0],
  ['RS-PU', 'Rascador de limpieza de poliuretano', 'ud', 21400, 1, 4, 0],
  ['KV-F', 'Kit de vulcanizado en frío', 'ud', 9350, 1, 3, 0],
];

const BELTING_SUPPLIERS: NoteLook[] = [
  {
    party: {
      name: 'Bandas Transportadoras del Cinca, S.L.',
      nif: 'B92768779',
      nifLabel: 'CIF',
      street: 'Pol. Ind. La Armentera, calle C, 9',
      city: '22400 Monzón (Huesca)',
      phone: '974 401 266',
      mail: 'pedidos@bandascinca.es',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `AB-${n}`,
    foot: 'vat',
  },
  {
    party: {
      name: 'Rodillos y Tambores Ibéricos, S.L.',
      nif: 'B-38616041',
      nifLabel: 'N.I.F.',
      street: 'C/ La Gomera, 15 - Pol. Ind. Güímar',
      city: '38509 Güímar (S. C. de Tenerife)',
      phone: '922 505 180',
      mail: 'almacen@rodillosytambores.com',
    },
    family: 'Times',
    dates: 'mon',
    money: 'es-eur',
    number: (n) => `${n}`,
    foot: 'Total neto',
  },
  {
    party: {
      name: 'Componentes de Transporte Continuo, S.L.L.',
      nif: 'B25021833',
      nifLabel: 'CIF',
      street: 'Avda. de la Indústria, 40',
      city: '25191 Lleida',
      phone: '973 212 908',
      mail: 'albarans@ctcontinuo.com',
    },
    family: 'Helvetica',
    dates: 'iso',
    money: 'es',
    number: (n) => `ALB26-${n}`,
    foot: 'Total neto',
  },
];

async function beltingNote(k: number): Promise<CorpusDocument> {
  const sup = BELTING_SUPPLIERS[k];
  const id = `blind20-belting-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[(k + 1) % 3];
  const day = someDate(rng);
  const number = sup.number(rng.int(10200, 18900));
  const items = draw(rng, BELTING, rng.int(4, 7));
  const s = new Sheet(sup.family, `Albarán ${number}`);
  const p = sup.party;
  s.text(p.name, 40, 40, { size: 13, bold: true });
  [p.street, p.city, `Tel. ${p.phone} · ${p.mail}`, `${p.nifLabel}: ${p.nif}`].forEach((l, i) => s.text(l, 40, 58 + i * 11, { size: 8.5 }));
  s.right('ALBARÁN DE ENTREGA', 555, 40, { size: 14, bold: true });
  const heads = ['Nº Albarán', 'Fecha', 'Nº Pedido', 'Cód. cliente'];
  const values = [number, date(day, sup.dates), `P-${rng.int(3000, 3999)}`, `C${rng.int(100, 999)}`];
  heads.forEach((h, i) => {
    const x = 40 + i * 100;
    s.box(x, 116, 100, 14, { fill: '#e6e6e6', stroke: '#777777' });
    s.text(h, x + 5, 120, { size: 7.5, bold: true });
    s.box(x, 130, 100, 18, { stroke: '#777777' });
    s.text(values[i], x + 5, 135, { size: 9 });
  });
  s.text('Entregar en:', 40, 160, { size: 8, bold: true });
  s.text(SITES[k], 100, 160, { size: 8 });
  [buyer.name, buyer.street, buyer.city, `CIF: ${buyer.nif}`].forEach((l, i) => s.text(l, 340, 62 + i * 11, { size: 8, bold: i === 0 }));
  const cols: Column[] = [
    { head: 'Código', width: 55 },
    { head: 'Descripción', width: 230 },
    { head: 'Cantidad', width: 55, align: 'right' },
    { head: 'Ud.', width: 35, align: 'center' },
    { head: 'Precio', width: 60, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  let y = s.table(40, 180, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity, places(i)), i.unit, amount(i.price), amount(i.amount))), {
    grid: true,
    rowHeight: 17,
    size: 8,
  });
  y += 14;
  const net = items.reduce((a, i) => a + i.amount, 0n);
  if (sup.foot === 'vat') {
    const t = totals(items);
    for (const [label, value] of [
      ['Base imponible', money(t.base, sup.money)],
      ['IVA 21 %', money(t.vat, sup.money)],
      ['Total', money(t.total, sup.money)],
    ]) {
      s.text(label, 380, y, { size: 9, bold: label === 'Total' });
      s.right(value, 555, y, { size: 9, bold: label === 'Total' });
      y += 15;
    }
  } else {
    s.box(380, y - 4, 175, 20, { stroke: '#000000' });
    s.text(sup.foot, 386, y + 1, { size: 9.5, bold: true });
    s.right(money(net, sup.money), 549, y + 1, { size: 9.5, bold: true });
    y += 20;
  }
  s.box(40, y + 30, 240, 60, { stroke: '#777777' });
  s.text('Recibí conforme (firma, nombre y DNI)', 46, y + 36, { size: 7.5 });
  const expected = noteTruth({ number, date: day, nif: checkedNif(p.nif), name: p.name }, items);
  return noteDoc(id, 'blind20-belting', s, buyer, expected);
}

export async function beltingNotes(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(beltingNote));
}

const REFRIGERATION: Goods[] = [
  ['R744', 'CO2 R-744 en botella de 37,5 kg', 'kg', 1380, 37.5, 150, 1],
  ['R448A', 'Refrigerante R-448A, botella 11,3 kg', 'kg', 6820, 11.3, 45.2, 1],
  ['ENV-R', 'Envase retornable (fianza)', 'ud', 4000, 1, 4, 0],
  ['CU-12', 'Tubo de cobre frigorífico 1/2"', 'm', 745, 25, 100, 0],
  ['CU-78', 'Tubo de cobre frigorífico 7/8"', 'm', 1630, 10, 60, 0],
  ['VEE-1', 'Válvula de expansión electrónica', 'ud', 28600, 1, 4, 0],
  ['AE-13', 'Coquilla elastomérica 13 mm', 'm', 215, 20, 120, 0],
  ['FS-38', 'Filtro secador 3/8"', 'ud', 2180, 2, 10, 0],
];

const REFRIGERATION_SUPPLIERS: NoteLook[] = [
  {
    party: {
      name: 'Gases Refrigerantes del Mediterráneo, S.L.',
      nif: 'B30851877',
      nifLabel: 'CIF',
      street: 'Ctra. de Alicante, km 4, nave 3',
      city: '30007 Murcia',
      phone: '968 250 417',
      mail: 'ventas@grmediterraneo.es',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'es',
    number: (n) => `A26/${n}`,
    foot: 'Importe total (sin IVA)',
  },
  {
    party: {
      name: 'Suministros Frigoríficos Arrieta, S.L.',
      nif: 'B21622717',
      nifLabel: 'C.I.F.',
      street: 'Pol. Ind. Landaben, calle F, 12',
      city: '31012 Pamplona (Navarra)',
      phone: '948 198 320',
      mail: 'albaranes@sfarrieta.com',
    },
    family: 'Times',
    dates: 'long',
    money: 'es',
    number: (n) => `${n}/A`,
    foot: 'Importe total (IVA no incluido)',
  },
  {
    party: {
      name: 'Rubén Castaño Vidal',
      nif: '61382108F',
      nifLabel: 'NIF',
      street: 'C/ Hornos, 7',
      city: '06011 Badajoz',
      phone: '687 224 019',
      mail: 'frigorepuestos@castano.es',
    },
    family: 'Helvetica',
    dates: 'dmy-',
    money: 'es-eur',
    number: (n) => `FC-${n}`,
    foot: 'Total albarán (sin IVA)',
    trade: 'FRIGOREPUESTOS CASTAÑO',
  },
];

async function refrigerationNote(k: number): Promise<CorpusDocument> {
  const sup = REFRIGERATION_SUPPLIERS[k];
  const id = `blind20-refrigerants-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[2 - k];
  const day = someDate(rng);
  const number = sup.number(rng.int(2000, 7999));
  const items = draw(rng, REFRIGERATION, rng.int(4, 6));
  const s = new Sheet(sup.family, `Albarán ${number}`);
  const p = sup.party;
  let y = 40;
  if (sup.trade) {
    s.right(sup.trade, 555, y, { size: 16, bold: true, ink: '#005f73' });
    y += 22;
  }
  s.right(p.name, 555, y, { size: sup.trade ? 9.5 : 13, bold: true });
  y += sup.trade ? 13 : 18;
  for (const l of [p.street, p.city, `Tel. ${p.phone}`, p.mail as string, `${p.nifLabel}: ${p.nif}`]) {
    s.right(l, 555, y, { size: 8.5 });
    y += 11;
  }
  s.text('ALBARÁN', 40, 40, { size: 18, bold: true, ink: '#005f73' });
  s.text(`Albarán nº: ${number}`, 40, 66, { size: 10, bold: true });
  s.text(`Fecha: ${date(day, sup.dates)}`, 40, 81, { size: 9 });
  s.text(`Su referencia: OBRA ${rng.int(10, 99)}/${rng.int(100, 999)}`, 40, 95, { size: 9 });
  s.text('Cliente:', 40, 130, { size: 8, bold: true });
  [buyer.name, buyer.street, buyer.city, `CIF ${buyer.nif}`].forEach((l, i) => s.text(l, 40, 142 + i * 11, { size: 9, bold: i === 0 }));
  s.text(`Dirección de entrega: ${SITES[2]}`, 40, 192, { size: 8 });
  const cols: Column[] = [
    { head: 'Ref.', width: 50 },
    { head: 'Artículo', width: 240 },
    { head: 'Cant.', width: 50, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Precio', width: 65, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  y = s.table(40, 212, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity, places(i)), i.unit, amount(i.price), amount(i.amount))), {
    headFill: '#005f73',
    zebra: '#eef5f6',
    rowHeight: 17,
    size: 8,
  });
  const net = items.reduce((a, i) => a + i.amount, 0n);
  s.rule(40, y, 555, y);
  s.text(sup.foot, 300, y + 12, { size: 9.5, bold: true });
  s.right(money(net, sup.money), 555, y + 12, { size: 9.5, bold: true });
  s.text('Los envases retornables se abonarán a su devolución en buen estado.', 40, y + 40, { size: 7.5, italic: true });
  const expected = noteTruth({ number, date: day, nif: checkedNif(p.nif), name: p.name }, items);
  return noteDoc(id, 'blind20-refrigerants', s, buyer, expected);
}

export async function refrigerationNotes(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(refrigerationNote));
}

const WEIGHING: Goods[] = [
  ['CC-30D', 'Célula de carga dixital 30 t', 'ud', 48500, 2, 8, 0],
  ['CX-68', 'Caixa de unións IP68', 'ud', 9650, 1, 2, 0],
  ['IN-485', 'Indicador de peso con saída RS-485', 'ud', 61200, 1, 2, 0],
  ['CB-6X', 'Cable apantallado 6x0,5 mm²', 'm', 420, 20, 100, 0],
  ['PR-RA', 'Protector contra raios para células', 'ud', 14300, 1, 4, 0],
  ['VR-GF', 'Visor remoto de gran formato', 'ud', 89500, 1, 1, 0],
  ['SB-CL', 'Soporte basculante para célula', 'ud', 11800, 2, 8, 0],
];

const GALICIAN: NoteLook[] = [
  {
    party: {
      name: 'Pesaxe Industrial Galega, S. Coop. Galega',
      nif: 'F07782311',
      nifLabel: 'NIF',
      street: 'Polígono do Ceao, rúa da Industria, 22',
      city: '27003 Lugo',
      phone: '982 209 514',
      mail: 'pesaxe@pesaxegalega.coop',
    },
    family: 'Helvetica',
    dates: 'long-gl',
    money: 'es',
    number: (n) => `${n}`,
    foot: 'Total albará (sen IVE)',
  },
  {
    party: {
      name: 'Básculas Miño, S.L.',
      nif: 'B30815682',
      nifLabel: 'CIF',
      street: 'Rúa do Progreso, 101',
      city: '32003 Ourense',
      phone: '988 240 733',
      mail: 'albaras@basculasmino.gal',
    },
    family: 'Times',
    dates: 'dmy',
    money: 'es-eur',
    number: (n) => `BM-${n}`,
    foot: 'Total albará (sen IVE)',
  },
  {
    party: {
      name: 'Electrónica de Pesaxe Atlántica, S.L.U.',
      nif: 'B98740434',
      nifLabel: 'NIF',
      street: 'Avda. de Madrid, 150',
      city: '36214 Vigo (Pontevedra)',
      phone: '986 272 018',
      mail: 'info@pesaxeatlantica.com',
    },
    family: 'Helvetica',
    dates: 'dmy',
    money: 'pre',
    number: (n) => `EPA/${n}`,
    foot: 'Total albará (sen IVE)',
  },
];

async function weighingNote(k: number): Promise<CorpusDocument> {
  const sup = GALICIAN[k];
  const id = `blind20-weighing-${k + 1}`;
  const rng = rngOf(id);
  const buyer = CUSTOMERS[k % 3];
  const day = someDate(rng);
  const number = sup.number(rng.int(400, 2400));
  const items = draw(rng, WEIGHING, rng.int(3, 6));
  const s = new Sheet(sup.family, `Albará ${number}`);
  const p = sup.party;
  s.disc(60, 58, 20, '#2a6f97');
  s.center(['PG', 'BM', 'EP'][k], 60, 53, { size: 12, bold: true, ink: '#ffffff' });
  s.text(p.name, 90, 42, { size: 12, bold: true });
  [`${p.street} · ${p.city}`, `Tel. ${p.phone} · ${p.mail}`, `${p.nifLabel}: ${p.nif}`].forEach((l, i) => s.text(l, 90, 59 + i * 11, { size: 8.5 }));
  s.box(360, 100, 195, 58, { fill: '#eaf2f7', stroke: '#2a6f97' });
  s.text('ALBARÁ', 368, 106, { size: 13, bold: true, ink: '#2a6f97' });
  s.text(`Albará n.º: ${number}`, 368, 125, { size: 9, bold: true });
  s.text(`Data: ${date(day, sup.dates)}`, 368, 140, { size: 9 });
  s.text('Cliente', 40, 106, { size: 8, bold: true });
  [buyer.name, buyer.street, buyer.city, `NIF: ${buyer.nif}`].forEach((l, i) => s.text(l, 40, 118 + i * 11, { size: 9, bold: i === 0 }));
  s.text(`Obra: ${SITES[(k + 2) % 4]}`, 40, 172, { size: 8 });
  const cols: Column[] = [
    { head: 'Código', width: 55 },
    { head: 'Descrición', width: 235 },
    { head: 'Cantidade', width: 55, align: 'right' },
    { head: 'Ud.', width: 30, align: 'center' },
    { head: 'Prezo', width: 60, align: 'right' },
    { head: 'Importe', width: 80, align: 'right' },
  ];
  const y = s.table(40, 190, cols, items.map((i) => row(i.code ?? '', i.description, qty(i.quantity), i.unit, amount(i.price), amount(i.amount))), {
    ruled: true,
    rowHeight: 17,
    size: 8,
  });
  const net = items.reduce((a, i) => a + i.amount, 0n);
  s.box(355, y + 14, 200, 22, { stroke: '#2a6f97', width: 1 });
  s.text(sup.foot, 361, y + 21, { size: 9, bold: true });
  s.right(money(net, sup.money), 549, y + 21, { size: 9, bold: true });
  s.text('Recibín conforme:', 40, y + 60, { size: 8 });
  const expected = noteTruth({ number, date: day, nif: checkedNif(p.nif), name: p.name }, items);
  return noteDoc(id, 'blind20-weighing', s, buyer, expected);
}

export async function weighingNotes(): Promise<CorpusDocument[]> {
  return Promise.all([0, 1, 2].map(weighingNote));
}
