import type { CorpusDocument } from '../types.js';
import { dateText, dayIn, money, noteTruth, priced, quantity, totals } from './figures.js';
import { cif, grid, PAGE, pairs, printedId, Sheet } from './kit.js';
import { BUYERS, diceFor, lines, noteDocument, supplier, type Offer, type Supplier } from './parties.js';

/**
 * Valued delivery-note layouts 1–3 of the eighth blind set: a geosynthetics distributor, a
 * foundry's manhole covers and gratings (one printed in Basque and Spanish, a unit weight column
 * before the price) and a fixings distributor under a band of labels with line discounts.
 */

const cellMoney = (s: Supplier, cents: number) => money(cents, s.money.startsWith('plain') ? 'plain' : 'dot');

// --- 1. geosynthetics: number and date in two boxes, delivery and haulier, signatures ---------

const GEOSYNTHETICS = [
  supplier({
    name: 'Geosintéticos del Centro, S.L.', idText: printedId(cif('B', '4530917'), 'plain'), idLabel: 'CIF:', street: 'Polígono Industrial Las Hervencias, C/ Ávila, 3', town: '45200 Illescas (Toledo)',
    phone: '925 51 26 90', email: 'pedidos@geosinteticoscentro.es', registry: 'R. M. Toledo, Tomo 1.488, Folio 12, Hoja TO-30.115',
    brand: null, initials: 'GC', color: '#3d7d3a', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Láminas y Drenajes Segura, S.A.', idText: printedId(cif('A', '3068145'), 'dash'), idLabel: 'C.I.F.', street: 'Ctra. de Alicante, km 6', town: '30163 Cobatillas (Murcia)',
    phone: '968 86 04 17', email: 'almacen@laminasegura.com', registry: 'Registro Mercantil de Murcia, Tomo 2.144, Folio 70, Hoja MU-51.008',
    brand: null, initials: 'LDS', color: '#1b4965', family: 'Helvetica', money: 'dot', date: 'd-m-Y',
  }),
  supplier({
    name: 'Geotex Distribución Galaica, S.L.', idText: printedId(cif('B', '3629184'), 'plain'), idLabel: 'NIF', street: 'Avda. de Madrid, 210, nave 5', town: '36214 Vigo (Pontevedra)',
    phone: '986 27 33 51', email: 'vigo@geotexgalaica.es', registry: 'R.M. de Pontevedra, Tomo 3.902, Folio 155, Hoja PO-58.219',
    brand: null, initials: 'GG', color: '#8a5a44', family: 'Times', money: 'dotEUR', date: 'd.m.Y',
  }),
];

const GEO: Offer[] = [
  { code: 'GTX-150', text: 'Geotextil no tejido PP 150 g/m²', unit: 'm²', price: [0.55, 0.95], qty: [500, 3000] },
  { code: 'GTX-300', text: 'Geotextil no tejido PP 300 g/m²', unit: 'm²', price: [0.95, 1.6], qty: [300, 2000] },
  { code: 'GMB-15', text: 'Geomembrana PEAD 1,5 mm lisa', unit: 'm²', price: [4.2, 6.5], qty: [200, 1500] },
  { code: 'GRD-40', text: 'Geomalla biaxial 40/40 kN/m', unit: 'm²', price: [2.1, 3.4], qty: [200, 1800] },
  { code: 'DRN-20', text: 'Lámina drenante nodular con geotextil', unit: 'm²', price: [3.1, 4.9], qty: [100, 900] },
  { code: 'GCL-01', text: 'Barrera geosintética de bentonita', unit: 'm²', price: [5.5, 8], qty: [100, 800] },
  { code: 'ANC-U30', text: 'Grapa de anclaje en U de 30 cm', unit: 'ud', price: [0.25, 0.45], qty: [100, 1000] },
  { code: 'TRN', text: 'Portes a obra', unit: 'ud', price: [60, 180], qty: [1, 1] },
];

export async function geosyntheticsNote(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-geosynthetics-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = GEOSYNTHETICS[k];
  const b = BUYERS[[0, 1, 3][(k + n) % 3]];
  const date = dayIn(dice, [2, 3, 4, 5, 6, 9, 10]);
  const number = [`AE-26-${String(dice.int(100, 4999)).padStart(5, '0')}`, String(dice.int(4000, 9999)).padStart(7, '0'), `26/${dice.int(1000, 3999)}`][k];
  const rows = priced(lines(dice, GEO, dice.int(3, 6)));
  const t = totals(rows);
  const sheet = new Sheet(s.family, `Albarán ${number}`, 'Distrito K');
  const { pen } = sheet;

  sheet.logo(k === 1 ? 'square' : 'disc', s.initials, 40, 36, 42, s.color);
  pen.text(s.name, 90, 38, { size: 12, bold: true });
  pen.text(`${s.street}, ${s.town}`, 90, 54, { size: 8 });
  pen.text(`${s.idLabel} ${s.idText} · Tel. ${s.phone}`, 90, 64, { size: 8 });
  pen.text(s.email, 90, 74, { size: 8 });
  const title = ['ALBARÁN DE ENTREGA', 'ALBARÁN', 'ALBARÁN Nº'][k];
  pen.right(title, 555, 98, { size: 13, bold: true });
  const labels = [['Número', 'Fecha'], ['Nº albarán', 'Fecha entrega'], ['Número', 'Data / Fecha']][k];
  [[labels[0], number], [labels[1], dateText(date, s.date)]].forEach(([label, value], i) => {
    sheet.box(395 + i * 80, 116, 80, 30);
    pen.text(label, 399 + i * 80, 119, { size: 6.5 });
    pen.text(value, 399 + i * 80, 131, { size: 9.5, bold: true });
  });

  pen.text('Cliente', 40, 100, { size: 7, bold: true });
  pen.text(b.name, 40, 111, { size: 10, bold: true });
  pen.text(`${b.lines.join(', ')}`, 40, 124, { size: 8 });
  pen.text(`CIF: ${b.idText}`, 40, 134, { size: 8 });
  pen.text(`Entregar en: ${b.sites[n % 3]}`, 40, 152, { size: 8.5 });
  pen.text(`Transportista: ${['Transportes Sagra', 'Trans. Huertanos, S.L.', 'Frota Miño'][k]} · Matrícula ${dice.int(1000, 9999)} ${['KLM', 'LBD', 'MFT'][k]}`, 40, 164, { size: 8.5 });

  let y = grid(
    sheet,
    40,
    186,
    [{ head: 'Ref.', w: 58 }, { head: 'Descripción', w: 212 }, { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Ud', w: 30, align: 'c' }, { head: 'Precio', w: 60, align: 'r' }, { head: 'Importe', w: 95, align: 'r' }],
    rows.map((r) => [r.code!, r.text, quantity(r.qty), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'rows', rowH: 17, headFill: '#e6eee5' },
  );
  y += 12;
  pen.text(k === 1 ? 'Base imponible' : 'Total albarán (IVA no incluido)', 330, y, { size: 9.5, bold: true });
  pen.right(money(t.base, s.money), 555, y, { size: 9.5, bold: true });
  sheet.box(40, y + 40, 240, 60);
  sheet.box(315, y + 40, 240, 60);
  pen.text('Conforme cliente (firma, nombre y DNI)', 46, y + 45, { size: 7.5 });
  pen.text('Entregado por', 321, y + 45, { size: 7.5 });
  pen.center(s.registry!, PAGE.w / 2, 808, { size: 6.5 });
  return noteDocument(id, 'geosynthetics', sheet, b, noteTruth({ number, date, nif: s.id, name: s.name, rows }));
}

// --- 2. manhole covers and gratings: unit weight before the price, base, VAT and total ---------

const FOUNDRIES = [
  supplier({
    name: 'Fundiciones Alcorta, S.A.', idText: printedId(cif('A', '2014738'), 'plain'), idLabel: 'IFZ / NIF', street: 'Urtatza auzoa, 9', town: '20230 Legazpi (Gipuzkoa)',
    phone: '943 73 05 12', email: 'salmenta@fundicionesalcorta.eus', registry: 'Gipuzkoako Merkataritza Erregistroa / Registro Mercantil de Gipuzkoa, T. 2.210, F. 45, H. SS-18.402',
    brand: null, initials: 'FA', color: '#a4161a', family: 'Helvetica', money: 'dot€', date: 'Y-m-d',
  }),
  supplier({
    name: 'Fundición Dúctil Levantina, S.L.', idText: printedId(cif('B', '1247093'), 'dots'), idLabel: 'C.I.F.', street: 'Camí de la Travessera, 41', town: '12540 Vila-real (Castellón)',
    phone: '964 53 18 20', email: 'comercial@fundicionlevantina.es', registry: 'Inscrita en el Registro Mercantil de Castellón, Tomo 1.702, Folio 9, Hoja CS-28.340',
    brand: null, initials: 'FDL', color: '#334e68', family: 'Times', money: 'dot', date: 'd/m/Y',
  }),
  supplier({
    name: 'Tapas y Rejillas Ibéricas, S.L.', idText: printedId(cif('B', '0621457'), 'plain'), idLabel: 'CIF', street: 'Polígono El Nevero, C/ Seis, 22', town: '06006 Badajoz',
    phone: '924 27 40 03', email: 'ventas@tapasyrejillas.es', registry: 'R.M. de Badajoz, Tomo 611, Folio 140, Hoja BA-23.187',
    brand: null, initials: 'TRI', color: '#5c4d7d', family: 'Helvetica', money: '€dot', date: 'd/m/y',
  }),
];

const CASTINGS: Offer[] = [
  { text: 'Tapa y marco D400 Ø600 articulada', unit: 'ud', price: [95, 150], qty: [2, 20] },
  { text: 'Tapa y marco C250 Ø600', unit: 'ud', price: [70, 110], qty: [2, 20] },
  { text: 'Rejilla sumidero C250 500x300', unit: 'ud', price: [38, 60], qty: [4, 30] },
  { text: 'Marco y tapa B125 400x400', unit: 'ud', price: [28, 45], qty: [4, 30] },
  { text: 'Tapa de arqueta de agua A15 300x300', unit: 'ud', price: [14, 24], qty: [4, 40] },
  { text: 'Pate de polipropileno con alma de acero', unit: 'ud', price: [4, 7], qty: [10, 80] },
  { text: 'Canal de drenaje con rejilla D400', unit: 'm', price: [48, 75], qty: [6, 60] },
];
const WEIGHT: Record<string, string> = {
  'Tapa y marco D400 Ø600 articulada': '62,0',
  'Tapa y marco C250 Ø600': '48,5',
  'Rejilla sumidero C250 500x300': '26,0',
  'Marco y tapa B125 400x400': '18,2',
  'Tapa de arqueta de agua A15 300x300': '7,9',
  'Pate de polipropileno con alma de acero': '1,1',
  'Canal de drenaje con rejilla D400': '35,4',
};

export async function castingsNote(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-castings-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = FOUNDRIES[k];
  const b = BUYERS[[1, 0, 3][(k + n) % 3]];
  const date = dayIn(dice, [1, 3, 5, 7, 9, 11]);
  const number = [`A26-${dice.int(10000, 19999)}`, `${dice.int(2600, 2999)}/A`, `ALB-${dice.int(100000, 199999)}`][k];
  const rows = priced(lines(dice, CASTINGS, dice.int(3, 6)));
  const t = totals(rows);
  const sheet = new Sheet(s.family, `Albarán ${number}`, 'Ekon');
  const { pen } = sheet;
  const eu = k === 0;
  const L = (basque: string, spanish: string) => (eu ? `${basque} / ${spanish}` : spanish);

  sheet.box(0, 0, PAGE.w, 10, { fill: s.color, stroke: null });
  pen.text(s.name, 40, 32, { size: 15, bold: true });
  pen.text(`${s.street} · ${s.town}`, 40, 52, { size: 8.5 });
  pen.text(`${s.idLabel}: ${s.idText} · ${s.phone} · ${s.email}`, 40, 63, { size: 8.5 });
  sheet.ink(s.color, () => pen.right(eu ? 'ALBARANA / ALBARÁN' : 'ALBARÁN', 555, 32, { size: 14, bold: true }));
  pairs(sheet, 380, 555, 54, [
    [L('Zenbakia', 'Número'), number, true],
    [L('Data', 'Fecha'), dateText(date, s.date)],
  ], 9, 13);

  sheet.box(40, 90, 515, 52, { fill: '#f7f7f7' });
  pen.text(L('Bezeroa', 'Cliente'), 46, 95, { size: 7 });
  pen.text(b.name, 46, 106, { size: 10, bold: true });
  pen.text(`${b.lines.join(', ')} · ${b.idText}`, 46, 120, { size: 8 });
  pen.text(`${L('Obra', 'Obra')}: ${b.sites[(n + 2) % 3]}`, 46, 131, { size: 8 });

  let y = grid(
    sheet,
    40,
    160,
    [{ head: L('Deskribapena', 'Descripción'), w: 200 }, { head: L('Kop.', 'Cant.'), w: 55, align: 'r' }, { head: 'Ud', w: 30, align: 'c' }, { head: eu ? 'Kg/ud' : 'Peso u. kg', w: 50, align: 'r' }, { head: L('Prezioa', 'Precio'), w: 80, align: 'r' }, { head: L('Zenbatekoa', 'Importe'), w: 100, align: 'r' }],
    rows.map((r) => [r.text, quantity(r.qty), r.unit, WEIGHT[r.text], cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'all', rowH: 16, size: 8, headFill: '#eeeeee' },
  );
  y += 12;
  pairs(sheet, 355, 555, y, [
    [L('Oinarria', 'Base imponible'), money(t.base, s.money)],
    [L('BEZ', 'IVA') + ' 21 %', money(t.vat, s.money)],
    [L('Guztira', 'Total'), money(t.total, s.money), true],
  ], 9, 14);
  const tenths = rows.reduce((a, r) => a + Number(r.qty) * Number(WEIGHT[r.text].replace(',', '')), 0);
  pen.text(`${L('Pisu osoa', 'Peso total')}: ${quantity(`${Math.floor(tenths / 10)}.${tenths % 10}`, 1)} kg`, 40, y, { size: 8.5 });
  pen.text('Material conforme a UNE-EN 124. Firma y sello de recepción:', 40, y + 14, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 806, { size: 6.3 });
  return noteDocument(id, 'castings', sheet, b, noteTruth({ number, date, nif: s.id, name: s.name, rows }));
}

// --- 3. fixings and anchors: a band of labels above the header values, line discounts ---------

const FIXINGS = [
  supplier({
    name: 'Fijaciones Técnicas Cierzo, S.L.', idText: printedId(cif('B', '5066231'), 'plain'), idLabel: 'CIF', street: 'C/ Gertrudis Gómez de Avellaneda, 30, P.I. Cogullada', town: '50014 Zaragoza',
    phone: '976 47 12 09', email: 'pedidos@fijacionescierzo.es', registry: 'Registro Mercantil de Zaragoza, Tomo 3.870, Folio 204, Hoja Z-52.117',
    brand: null, initials: 'FTC', color: '#264653', family: 'Helvetica', money: 'dot', date: 'd/m/Y',
  }),
  supplier({
    name: 'Anclajes y Tornillería del Norte, S.A.', idText: printedId(cif('A', '3319706'), 'dash'), idLabel: 'N.I.F.', street: 'Polígono de Roces, C/ Edison, 12', town: '33211 Gijón (Asturias)',
    phone: '985 16 73 40', email: 'atn@tornilleriadelnorte.es', registry: 'R. M. de Asturias, Tomo 2.992, Folio 88, Hoja AS-27.401',
    brand: null, initials: 'ATN', color: '#9c6644', family: 'Helvetica', money: 'dot€', date: 'd.m.y',
  }),
  supplier({
    name: 'Suministros de Fijación Bética, S.L.', idText: printedId(cif('B', '1480526'), 'plain'), idLabel: 'CIF:', street: 'Polígono de Las Quemadas, parcela 211', town: '14014 Córdoba',
    phone: '957 32 50 66', email: 'mostrador@fijacionbetica.es', registry: 'R.M. de Córdoba, Tomo 2.430, Folio 66, Hoja CO-37.712',
    brand: null, initials: 'SFB', color: '#2a9d8f', family: 'Times', money: 'plain', date: 'd-m-Y',
  }),
];

const FIXING: Offer[] = [
  { code: 'ANQ-E410', text: 'Anclaje químico epoxi 410 ml', unit: 'cartucho', price: [14, 24], qty: [4, 40] },
  { code: 'VAR-M16', text: 'Varilla roscada M16x190 zincada', unit: 'ud', price: [1.2, 2.2], qty: [20, 200] },
  { code: 'PER-M12', text: 'Perno de anclaje M12x120 inox A4', unit: 'ud', price: [1.8, 3.1], qty: [20, 200] },
  { code: 'TAC-1080', text: 'Taco de expansión acero 10x80', unit: 'caja', price: [18, 32], qty: [2, 20] },
  { code: 'TUE-M20', text: 'Tuerca hexagonal M20 DIN 934', unit: 'caja', price: [9, 16], qty: [2, 20] },
  { code: 'PLA-2015', text: 'Placa de anclaje 200x200x15', unit: 'ud', price: [12, 22], qty: [4, 60] },
  { code: 'BRO-18', text: 'Broca SDS-max 18x540', unit: 'ud', price: [16, 28], qty: [1, 10] },
  { code: 'TAM-15', text: 'Tamiz plástico 15x130 para inyección', unit: 'ud', price: [0.6, 1.1], qty: [20, 200] },
];

export async function fixingsNote(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-fixings-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = FIXINGS[k];
  const b = BUYERS[(k + n + 2) % 4];
  const date = dayIn(dice, [2, 4, 6, 8, 10]);
  const number = [`AV${dice.int(260000, 269999)}`, `${dice.int(10, 99)}-${dice.int(10000, 99999)}`, `ALB/${dice.int(1000, 9999)}`][k];
  const rows = priced(lines(dice, FIXING, dice.int(4, 7)).map((it) => ({ ...it, disc: dice.pick(['0', '10', '25', '30', '35']) })));
  const t = totals(rows);
  const sheet = new Sheet(s.family, `Albarán ${number}`, 'Sage Despachos');
  const { pen } = sheet;

  sheet.logo('square', s.initials, 40, 36, 36, s.color);
  pen.text(s.name, 84, 38, { size: 11, bold: true });
  pen.text(`${s.street} · ${s.town}`, 84, 52, { size: 7.8 });
  pen.text(`${s.idLabel} ${s.idText} · ${s.phone} · ${s.email}`, 84, 62, { size: 7.8 });
  pen.right(k === 2 ? 'ALBARÁN VALORADO' : 'ALBARÁN', 555, 84, { size: 12, bold: true });

  const heads = [['CLIENTE', 'Nº ALBARÁN', 'FECHA', 'SU PEDIDO', 'AGENTE'], ['CÓD. CLIENTE', 'ALBARÁN', 'FECHA', 'PEDIDO', 'VENDEDOR'], ['CLIENTE', 'NÚMERO', 'FECHA', 'REFERENCIA', 'AGENTE']][k];
  const values = [String(dice.int(4300, 4399)), number, dateText(date, s.date), `OB-${dice.int(100, 999)}`, ['J. Lasheras', 'M. Fdez.', '05'][k]];
  grid(sheet, 40, 102, heads.map((h) => ({ head: h, w: 103, align: 'c' as const })), [values], { headFill: s.color, headInk: 'white', lines: 'frame', rowH: 18, size: 8.5 });
  pen.text(b.name, 40, 152, { size: 10, bold: true });
  pen.text(`${b.lines.join(' · ')} · CIF ${b.idText}`, 40, 165, { size: 8 });
  pen.text(`Obra: ${b.sites[(n + 1) % 3]}`, 40, 176, { size: 8 });

  let y = grid(
    sheet,
    40,
    198,
    [{ head: 'Código', w: 58 }, { head: 'Descripción', w: 190 }, { head: 'Cant.', w: 42, align: 'r' }, { head: 'Ud', w: 44, align: 'c' }, { head: 'Precio', w: 55, align: 'r' }, { head: 'Dto.%', w: 38, align: 'r' }, { head: 'Importe', w: 88, align: 'r' }],
    rows.map((r) => [r.code!, r.text, quantity(r.qty), r.unit, cellMoney(s, r.price), r.disc === '0' ? '' : quantity(r.disc!), cellMoney(s, r.amount)]),
    { lines: 'rows', rowH: 16, size: 8, zebra: '#f3f6f7' },
  );
  y += 12;
  pairs(sheet, 350, 555, y, [
    ['Suma neto', money(t.base, s.money)],
    ['IVA 21 %', money(t.vat, s.money)],
    ['Total albarán', money(t.total, s.money), true],
  ], 9, 14);
  pen.text('Recibí la mercancía en perfecto estado:', 40, y, { size: 8 });
  sheet.rule(40, y + 50, 230, y + 50, { dash: 2 });
  pen.center(s.registry!, PAGE.w / 2, 808, { size: 6.5 });
  return noteDocument(id, 'fixings', sheet, b, noteTruth({ number, date, nif: s.id, name: s.name, rows }));
}
