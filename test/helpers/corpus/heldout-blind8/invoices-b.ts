import type { CorpusDocument } from '../types.js';
import { addDays, dateText, dayIn, invoiceTruth, money, priced, quantity, totals, type Item, type Row } from './figures.js';
import { cif, grid, PAGE, pairs, printedId, Sheet, type Col } from './kit.js';
import { BUYERS, diceFor, invoiceDocument, lines, supplier, type Offer, type Supplier } from './parties.js';

/**
 * Invoice layouts 4 and 5 of the eighth blind set: post-tensioned slabs billed floor by floor
 * over two pages with the sum carried between them, and carbon-fibre structural strengthening
 * with list price, discount and net price (one supplier with a prompt-payment discount).
 */

const cellMoney = (s: Supplier, cents: number) => money(cents, s.money.startsWith('plain') ? 'plain' : 'dot');

// --- 4. post-tensioning over two pages -------------------------------------------------------

const TENSIONERS = [
  supplier({
    name: 'Postesados Levante, S.A.', idText: printedId(cif('A', '4620318'), 'plain'), idLabel: 'CIF', street: 'Polígono Fuente del Jarro, C/ Ciudad de Sevilla, 31', town: '46988 Paterna (Valencia)',
    phone: '961 32 04 77', email: 'facturas@postesadoslevante.es', registry: 'Reg. Merc. de Valencia, Tomo 6.118, Libro 3.402, Folio 17, Hoja V-60.219',
    brand: null, initials: 'PL', color: '#c0392b', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Tensa Estructuras, S.L.', idText: printedId(cif('B', '2874519'), 'dash'), idLabel: 'N.I.F.:', street: 'C/ Gamma, 12, P.I. Las Mercedes', town: '28022 Madrid',
    phone: '91 746 30 12', email: 'administracion@tensaestructuras.com', registry: 'Inscrita en el Registro Mercantil de Madrid, Tomo 28.340, Folio 190, Hoja M-510.664',
    brand: 'TENSA', initials: 'T', color: '#1d3557', family: 'Times', money: 'dot', date: 'd-mon-Y',
  }),
  supplier({
    name: 'Pretensados y Anclajes Cantábrico, S.L.', idText: printedId(cif('B', '3910482'), 'plain'), idLabel: 'C.I.F.', street: 'Barrio La Cueva, 44', town: '39600 Maliaño (Cantabria)',
    phone: '942 26 19 30', email: 'contabilidad@pacantabrico.es', registry: 'R.M. de Cantabria, Hoja S-21.447, Folio 64, Tomo 1.090',
    brand: null, initials: 'PAC', color: '#2d6a4f', family: 'Helvetica', money: 'dotEUR', date: 'd/m/y',
  }),
];

const PER_FLOOR: Offer[] = [
  { text: 'Cordón Y1860S7 0,6" suministrado y colocado', unit: 'kg', price: [1.75, 2.35], qty: [900, 3200] },
  { text: 'Anclaje activo de 4 cordones con placa', unit: 'ud', price: [38, 55], qty: [12, 60] },
  { text: 'Anclaje pasivo de 4 cordones', unit: 'ud', price: [22, 34], qty: [12, 60] },
  { text: 'Vaina plana de acero corrugado 75x21', unit: 'ml', price: [3.1, 4.6], qty: [180, 900] },
  { text: 'Sillas de apoyo y atado de tendones', unit: 'm²', price: [1.2, 2.1], qty: [300, 950] },
  { text: 'Tesado de tendones y acta de tesado', unit: 'ud', price: [18, 27], qty: [12, 60] },
  { text: 'Inyección de lechada de cemento', unit: 'ml', price: [1.6, 2.8], qty: [180, 900] },
];

const CARRY = [
  ['A transportar', 'Transporte'],
  ['Suma parcial hoja 1', 'Suma hoja anterior'],
  ['Suma y sigue', 'Suma anterior'],
];

export async function postTensioningInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-post-tensioning-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = TENSIONERS[k];
  const b = BUYERS[[3, 2, 0][k]];
  const issue = dayIn(dice, [1, 2, 3, 10, 11]);
  const due = k === 1 ? undefined : addDays(issue, 60);
  const number = [`PL-${dice.int(2600100, 2600900)}`, `F26/${dice.int(300, 700)}`, `A-${dice.int(1100, 1999)}`][k];
  const floors = ['Losa planta baja', 'Losa planta 1ª', 'Losa planta 2ª', 'Losa planta 3ª', 'Losa planta 4ª', 'Losa planta 5ª', 'Losa de cubierta'].slice(0, dice.int(6, 7));
  const items: Item[] = floors.flatMap((floor) => lines(dice, PER_FLOOR, dice.int(4, 6)).map((it) => ({ ...it, text: `${floor}: ${it.text}` })));
  const t = totals(priced(items));
  const sheet = new Sheet(s.family, `Factura ${number}`, 'SAGE 200');
  const { pen } = sheet;
  const firstPage = Math.min(24, items.length - 4);

  const header = (page: number) => {
    if (s.brand) {
      sheet.ink(s.color, () => pen.text(s.brand!, 40, 34, { size: 26, bold: true }));
      pen.text(s.name, 40, 64, { size: 9 });
    } else {
      sheet.logo('disc', s.initials, 40, 34, 38, s.color);
      pen.text(s.name, 86, 46, { size: 12, bold: true });
    }
    pen.text(`${s.street} · ${s.town}`, 40, 80, { size: 8 });
    pen.text(`${s.idLabel} ${s.idText} · ${s.phone} · ${s.email}`, 40, 90, { size: 8 });
    sheet.box(380, 34, 175, page === 1 ? 64 : 52);
    pen.text('FACTURA', 388, 40, { size: 12, bold: true });
    const rows: Array<[string, string]> = [['Número', number], ['Fecha', dateText(issue, s.date)]];
    if (page === 1 && due) rows.push(['Vencimiento', dateText(due, s.date)]);
    pairs(sheet, 388, 548, 56, rows, 8.5, 11);
    pen.right(`Hoja ${page} de 2`, 555, page === 1 ? 102 : 90, { size: 7.5 });
  };
  const cols: Col[] = [{ head: 'Concepto', w: 275 }, { head: 'Ud', w: 30, align: 'c' }, { head: 'Medición', w: 60, align: 'r' }, { head: 'Precio', w: 60, align: 'r' }, { head: 'Importe', w: 90, align: 'r' }];
  const cells = (rows: Row[]) => rows.map((r) => [r.text, r.unit, quantity(r.qty), cellMoney(s, r.price), cellMoney(s, r.amount)]);

  header(1);
  pen.text('Cliente:', 40, 118, { size: 8.5, bold: true });
  pen.text(`${b.name} · ${b.idText}`, 90, 118, { size: 8.5 });
  pen.text(b.lines.join(', '), 90, 129, { size: 8.5 });
  pen.text('Obra:', 40, 143, { size: 8.5, bold: true });
  pen.text(`${b.sites[n % 3]} · Estructura postesada, certificación nº ${n + 3}`, 90, 143, { size: 8.5 });
  const pageOne = t.rows.slice(0, firstPage);
  const carried = pageOne.reduce((a, r) => a + r.amount, 0);
  let y = grid(sheet, 40, 165, cols, cells(pageOne), { lines: 'rows', rowH: 22, headFill: '#dddddd', size: 7.8 });
  pen.text(CARRY[k][0], 300, y + 6, { size: 9, bold: true });
  pen.right(money(carried, s.money), 555, y + 6, { size: 9, bold: true });
  pen.center(s.registry!, PAGE.w / 2, 810, { size: 6.5 });

  sheet.newPage();
  header(2);
  y = grid(sheet, 40, 120, cols, [[`${CARRY[k][1]} .......`, '', '', '', cellMoney(s, carried)], ...cells(t.rows.slice(firstPage))], { lines: 'rows', rowH: 22, headFill: '#dddddd', size: 7.8 });
  y += 16;
  sheet.box(345, y, 210, 60, { fill: '#f6f6f6' });
  pairs(sheet, 352, 548, y + 8, [
    ['Base imponible', money(t.base, s.money)],
    ['IVA 21 %', money(t.vat, s.money)],
    ['Total factura', money(t.total, s.money), true],
  ]);
  pen.text(due ? 'Pago por transferencia al vencimiento indicado.' : 'Pago: confirming a 60 días fecha factura.', 40, y + 8, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 810, { size: 6.5 });
  return invoiceDocument(id, 'post-tensioning', sheet, b, invoiceTruth({ number, issue, due, nif: s.id, name: s.name, t }));
}

// --- 5. carbon-fibre strengthening: list price, discount, net ---------------------------------

const STRENGTHENERS = [
  supplier({
    name: 'Refuerzos Composites Norte, S.L.', idText: printedId(cif('B', '4857203'), 'plain'), idLabel: 'CIF:', street: 'Parque Tecnológico, Edificio 204', town: '48170 Zamudio (Bizkaia)',
    phone: '944 03 58 20', email: 'factura@composites-norte.es', registry: 'Registro Mercantil de Bizkaia, Tomo 5.671, Folio 33, Hoja BI-66.215',
    brand: null, initials: 'RCN', color: '#222222', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Fibra Estructural Madrid, S.A.', idText: printedId(cif('A', '2831946'), 'dots'), idLabel: 'C.I.F.', street: 'Avda. de Castilla, 2, Parque Empresarial San Fernando', town: '28830 San Fernando de Henares (Madrid)',
    phone: '91 677 40 03', email: 'clientes@fibraestructural.es', registry: 'R. M. Madrid, T. 31.902, F. 58, Secc. 8, H. M-573.410',
    brand: 'FEM', initials: 'FEM', color: '#0f4c81', family: 'Helvetica', money: '€dot', date: 'Y-m-d',
  }),
  supplier({
    name: 'Reparaciones y Refuerzos Turia, S.L.', idText: printedId(cif('B', '9682417'), 'plain'), idLabel: 'NIF', street: 'C/ Músico Padilla, 7, bajo', town: '46020 Valencia',
    phone: '963 61 25 08', email: 'oficina@refuerzosturia.com', registry: 'Inscrita en el Registro Mercantil de Valencia, Tomo 9.014, Folio 101, Hoja V-133.672',
    brand: null, initials: 'RT', color: '#6a2c70', family: 'Times', money: 'dot', date: 'd.m.y',
  }),
];

const STRENGTHENING: Offer[] = [
  { code: 'CF-L512', text: 'Laminado CFRP 50x1,2 mm colocado', unit: 'ml', price: [38, 52], qty: [20, 180], places: 1 },
  { code: 'CF-L1014', text: 'Laminado CFRP 100x1,4 mm colocado', unit: 'ml', price: [62, 84], qty: [12, 120], places: 1 },
  { code: 'CF-T300', text: 'Tejido de carbono 300 g/m², dos capas', unit: 'm²', price: [95, 140], qty: [10, 90], places: 2 },
  { code: 'EP-IMP', text: 'Imprimación epoxi bicomponente', unit: 'kg', price: [18, 26], qty: [10, 60] },
  { code: 'PR-CHA', text: 'Preparación de soporte con chorro de arena', unit: 'm²', price: [9, 15], qty: [20, 200], places: 2 },
  { code: 'MR-R4', text: 'Mortero de reparación estructural R4', unit: 'kg', price: [1.8, 3.2], qty: [200, 1500] },
  { code: 'ENS-PO', text: 'Ensayo de adherencia por tracción (pull-off)', unit: 'ud', price: [85, 130], qty: [3, 12] },
  { code: 'PAS-AR', text: 'Pasivación de armaduras con inhibidor', unit: 'm²', price: [14, 22], qty: [10, 120], places: 2 },
];

/** `hard`: the printed base leaves out the last line (its VAT and total follow the short base). */
export async function strengtheningInvoice(k: number, n: number, hard = false): Promise<CorpusDocument> {
  const id = hard ? `blind8-strengthening-hard` : `blind8-strengthening-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = STRENGTHENERS[k];
  const b = BUYERS[[1, 3, 2][k]];
  const issue = dayIn(dice, [4, 5, 6, 7, 9]);
  const number = [`RCN/${dice.int(2600, 2999)}`, `FEM26-${String(dice.int(1, 999)).padStart(5, '0')}`, `T-${dice.int(100, 499)}-26`][k];
  // The net price is rounded to cents first, and the amount is quantity × net price, as the ERP prints it.
  const list = lines(dice, STRENGTHENING, dice.int(4, 7)).map((it) => ({ ...it, disc: dice.pick(['0', '5', '10', '12.5', '15', '20']) }));
  const rows = priced(list.map((it) => ({ ...it, disc: undefined, price: priced([{ ...it, qty: '1' }])[0].amount })));
  const t = totals(hard ? rows.slice(0, -1) : rows, { prompt: k === 1 ? '2' : undefined });
  const sheet = new Sheet(s.family, `Factura ${number}`, 'a3ERP');
  const { pen } = sheet;

  sheet.logo(k === 2 ? 'disc' : 'square', s.initials, 40, 36, 42, s.color);
  pen.text(s.name, 90, 38, { size: 12, bold: true });
  pen.text(`${s.street}`, 90, 54, { size: 8 });
  pen.text(`${s.town} · ${s.phone}`, 90, 64, { size: 8 });
  pen.text(`${s.idLabel} ${s.idText} · ${s.email}`, 90, 74, { size: 8 });

  const labels = [['Nº Factura', 'Fecha'], ['Documento', 'Fecha'], ['Factura núm.', 'Fecha factura']][k];
  grid(sheet, 370, 96, [{ head: labels[0], w: 100, align: 'c' }, { head: labels[1], w: 85, align: 'c' }], [[number, dateText(issue, s.date)]], { rowH: 18, headFill: '#efefef' });
  pen.text('Datos del cliente', 40, 100, { size: 7.5, bold: true });
  pen.text(b.name, 40, 112, { size: 10, bold: true });
  pen.text(`${b.lines.join(' · ')}`, 40, 125, { size: 8.5 });
  pen.text(`NIF: ${b.idText}`, 40, 136, { size: 8.5 });
  pen.text(`Obra: ${b.sites[(n + 1) % 3]}`, 40, 152, { size: 8.5 });

  let y = grid(
    sheet,
    40,
    178,
    [{ head: 'Código', w: 52 }, { head: 'Descripción', w: 190 }, { head: 'Cant.', w: 45, align: 'r' }, { head: 'Ud', w: 28, align: 'c' }, { head: 'P. tarifa', w: 58, align: 'r' }, { head: 'Dto. %', w: 40, align: 'r' }, { head: 'P. neto', w: 50, align: 'r' }, { head: 'Importe', w: 52, align: 'r' }],
    rows.map((r, i) => [r.code!, r.text, quantity(r.qty, r.unit === 'm²' ? 2 : undefined), r.unit, cellMoney(s, list[i].price), quantity(list[i].disc), cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'rows', rowH: 17, size: 7.5, headFill: s.color, headInk: 'white' },
  );
  y += 16;
  const sums: Array<[string, string, boolean?]> = [['Suma importes', money(t.gross, s.money)]];
  if (t.prompt) sums.push([`Dto. pronto pago ${t.prompt.pct} %`, money(-t.prompt.amount, s.money)]);
  sums.push(['Base imponible', money(t.base, s.money)], ['IVA 21 %', money(t.vat, s.money)], ['TOTAL', money(t.total, s.money), true]);
  pairs(sheet, 360, 555, y, sums);
  pen.text('Forma de pago: transferencia 30 días.', 40, y, { size: 8 });
  pen.text('Materiales con marcado CE. Garantía según Ley 38/1999 de Ordenación de la Edificación.', 40, y + 12, { size: 7 });
  pen.center(s.registry!, PAGE.w / 2, 808, { size: 6.5 });
  const truth = invoiceTruth({ number, issue, nif: s.id, name: s.name, t });
  return invoiceDocument(id, 'strengthening', sheet, b, truth, hard ? 'the printed base (and so its VAT and total) leaves out the last line of the invoice: the lines do not add up to the base' : undefined);
}
