import type { CorpusDocument } from '../types.js';
import { addDays, dateText, dayIn, invoiceTruth, money, priced, quantity, totals } from './figures.js';
import { cif, grid, PAGE, pairs, printedId, Sheet } from './kit.js';
import { BUYERS, diceFor, invoiceDocument, lines, supplier, type Offer, type Supplier } from './parties.js';

/**
 * Invoice layouts 1–5 of the eighth blind set: soil stabilisation, retaining walls and gabions,
 * water-main connections (worded in Catalan), post-tensioning over two pages, and carbon-fibre
 * structural strengthening with list price, discount and net price.
 */

const cellMoney = (s: Supplier, cents: number) => money(cents, s.money.startsWith('plain') ? 'plain' : 'dot');

// --- 1. soil stabilisation: logo left, title right, a three-cell header grid, client box ------

const STABILISERS = [
  supplier({
    name: 'Estabilizaciones del Ebro, S.L.', idText: printedId(cif('B', '5087312'), 'plain'), idLabel: 'CIF:', street: 'Ctra. de Castellón, km 4,2', town: '50013 Zaragoza',
    phone: 'Tel. 976 41 22 80', email: 'facturacion@estabilizacionesebro.es', registry: 'Inscrita en el Registro Mercantil de Zaragoza, Tomo 3.412, Folio 88, Hoja Z-41.207',
    brand: null, initials: 'EE', color: '#1f5c99', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Suelos Tratados Meseta, S.A.', idText: printedId(cif('A', '4721958'), 'dots'), idLabel: 'C.I.F.', street: 'Polígono San Cristóbal, C/ Plata, 14', town: '47012 Valladolid',
    phone: '983 20 71 45', email: 'admon@suelosmeseta.com', registry: 'R.M. de Valladolid, T. 1.187, F. 40, H. VA-9.812, Inscr. 1ª',
    brand: null, initials: 'STM', color: '#7a4b12', family: 'Times', money: 'dot', date: 'd-m-Y',
  }),
  supplier({
    name: 'Cal y Firmes Guadalquivir, S.L.', idText: printedId(cif('B', '4159827'), 'plain'), idLabel: 'NIF', street: 'Avda. de la Innovación, 3, Edif. Convención', town: '41020 Sevilla',
    phone: 'T. 954 25 63 10', email: 'clientes@calyfirmes.es', registry: 'Registro Mercantil de Sevilla, Hoja SE-77.140, Tomo 5.902, Folio 112',
    brand: null, initials: 'CF', color: '#2f7a3b', family: 'Helvetica', money: '€dot', date: 'd.m.Y',
  }),
];

const STABILISATION: Offer[] = [
  { text: 'Estabilización in situ de suelo con cal, S-EST2, e=30 cm', unit: 'm²', price: [1.6, 2.4], qty: [1800, 9500] },
  { text: 'Estabilización in situ con cemento, S-EST3, e=25 cm', unit: 'm²', price: [2.1, 3.2], qty: [1200, 6000] },
  { text: 'Suministro de cal viva micronizada a granel', unit: 't', price: [118, 145], qty: [20, 160], places: 2 },
  { text: 'Suministro de cemento CEM II/B-L 32,5 N a granel', unit: 't', price: [95, 115], qty: [15, 90], places: 2 },
  { text: 'Extendido de conglomerante con dosificador', unit: 'm²', price: [0.25, 0.45], qty: [1500, 8000] },
  { text: 'Compactación con rodillo pata de cabra y liso', unit: 'm²', price: [0.3, 0.55], qty: [1500, 8000] },
  { text: 'Riego de curado con emulsión C60B3 CUR', unit: 'm²', price: [0.35, 0.6], qty: [1500, 8000] },
  { text: 'Ensayo de placa de carga (NLT-357)', unit: 'ud', price: [140, 220], qty: [2, 8] },
  { text: 'Traslado de equipo estabilizador y rodillos', unit: 'ud', price: [650, 1400], qty: [1, 1] },
];

export async function stabilisationInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-stabilisation-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = STABILISERS[k];
  const b = BUYERS[(k + n) % 2];
  const issue = dayIn(dice, [2, 3, 4, 5, 6]);
  const due = addDays(issue, [60, 30, 90][k]);
  const number = [`FE-26/${String(dice.int(100, 899)).padStart(4, '0')}`, `2026-${dice.int(1000, 1999)}`, `E26${String(dice.int(100, 999))}`][k];
  const t = totals(priced(lines(dice, STABILISATION, dice.int(4, 7))));
  const sheet = new Sheet(s.family, `Factura ${number}`, 'GesObra 7.2');
  const { pen } = sheet;

  sheet.logo(k === 1 ? 'diamond' : 'square', s.initials, 40, 38, 46, s.color);
  pen.text(s.name, 96, 40, { size: 13, bold: true });
  pen.text(s.street, 96, 58, { size: 8 });
  pen.text(s.town, 96, 68, { size: 8 });
  pen.text(`${s.idLabel} ${s.idText}   ${s.phone}`, 96, 78, { size: 8 });
  pen.text(s.email, 96, 88, { size: 8 });
  sheet.ink(s.color, () => pen.right('FACTURA', 555, 40, { size: 22, bold: true }));

  const heads = [['Nº FACTURA', 'FECHA', 'VENCIMIENTO'], ['FACTURA Nº', 'FECHA FACTURA', 'VTO.'], ['NÚM. FACTURA', 'F. EMISIÓN', 'F. VENCIMIENTO']][k];
  grid(sheet, 320, 84, heads.map((h) => ({ head: h, w: 78.33, align: 'c' as const })), [[number, dateText(issue, s.date), dateText(due, s.date)]], { headFill: '#e3e3e3', size: 8.5 });

  sheet.box(320, 130, 235, 72);
  pen.text('CLIENTE', 326, 135, { size: 7, bold: true });
  pen.text(b.name, 326, 147, { size: 10, bold: true });
  b.lines.forEach((l, i) => pen.text(l, 326, 161 + i * 11, { size: 8.5 }));
  pen.text(`CIF: ${b.idText}`, 326, 185, { size: 8.5 });

  pen.text('Obra:', 40, 140, { size: 8.5, bold: true });
  pen.text(b.sites[n % 3], 70, 140, { size: 8.5 });
  pen.text('Forma de pago:', 40, 154, { size: 8.5, bold: true });
  pen.text(['Transferencia 60 días f.f.', 'Confirming 30 días', 'Pagaré 90 días'][k], 108, 154, { size: 8.5 });
  pen.text(`Certificación de obra ejecutada hasta el ${dateText(addDays(issue, -2), s.date)}`, 40, 168, { size: 8.5, italic: true });

  let y = grid(
    sheet,
    40,
    222,
    [{ head: 'Concepto', w: 255 }, { head: 'Medición', w: 62, align: 'r' }, { head: 'Ud', w: 33, align: 'c' }, { head: 'Precio', w: 70, align: 'r' }, { head: 'Importe', w: 95, align: 'r' }],
    t.rows.map((r) => [r.text, quantity(r.qty, r.unit === 't' ? 2 : 0), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'rows', rowH: 17, headFill: '#e3e3e3' },
  );
  y += 18;
  sheet.box(340, y, 215, 56);
  pairs(sheet, 348, 548, y + 7, [
    ['Base imponible', money(t.base, s.money)],
    ['IVA 21 %', money(t.vat, s.money)],
    ['TOTAL FACTURA', money(t.total, s.money), true],
  ]);
  pen.text('Domiciliación: ES21 2085 0137 4103 3012 8866', 40, y + 8, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 800, { size: 6.5 });
  return invoiceDocument(id, 'stabilisation', sheet, b, invoiceTruth({ number, issue, due, nif: s.id, name: s.name, t }));
}

// --- 2. retaining walls and gabions: letterhead right, Times, 10 % and 21 %, per-rate grid ----

const WALLERS = [
  supplier({
    name: 'Gaviones y Muros Somontano, S.L.', idText: printedId(cif('B', '2241879'), 'dots'), idLabel: 'N.I.F.', street: 'C/ Ordesa, 9, nave 3', town: '22300 Barbastro (Huesca)',
    phone: 'Tel. 974 31 08 52', email: 'oficina@gavionessomontano.es', registry: 'R. M. Huesca, Tomo 612, Folio 150, Hoja HU-10.334',
    brand: null, initials: 'GM', color: '#4d4d4d', family: 'Times', money: 'dot€', date: 'long',
  }),
  supplier({
    name: 'Contenciones Navarra, S.A.', idText: printedId(cif('A', '3145678'), 'plain'), idLabel: 'CIF', street: 'Polígono Mutilva Baja, calle C, 21', town: '31192 Mutilva (Navarra)',
    phone: '948 23 45 60', email: 'administracion@contencionesnavarra.com', registry: 'Registro Mercantil de Navarra, Tomo 877, Folio 22, Hoja NA-15.902',
    brand: null, initials: 'CN', color: '#8b1e1e', family: 'Times', money: 'dotEUR', date: 'd/m/Y',
  }),
  supplier({
    name: 'Escolleras y Gaviones del Júcar, S.L.', idText: printedId(cif('B', '1627459'), 'plain'), idLabel: 'C.I.F.:', street: 'Camino del Molino, s/n', town: '16004 Cuenca',
    phone: '969 22 17 03', email: 'info@escollerasjucar.es', registry: 'Inscrita en el R.M. de Cuenca, Hoja CU-4.120',
    brand: null, initials: 'EJ', color: '#2e5e4e', family: 'Helvetica', money: 'dot', date: 'long',
  }),
];

const WALLS: Offer[] = [
  { text: 'Muro de gaviones 2x1x1 m con piedra caliza', unit: 'm³', price: [68, 92], qty: [40, 260], places: 1, rate: 10 },
  { text: 'Escollera de bloques de 1 a 3 t hormigonada', unit: 'm³', price: [48, 66], qty: [60, 300], places: 1, rate: 10 },
  { text: 'Muro de bloque de hormigón armado 40x20x20', unit: 'm²', price: [52, 74], qty: [30, 180], places: 2, rate: 10 },
  { text: 'Trasdosado con grava drenante 20/40', unit: 'm³', price: [24, 34], qty: [20, 120], places: 1, rate: 10 },
  { text: 'Tubo dren de PVC ranurado Ø160 en trasdós', unit: 'ml', price: [9, 15], qty: [30, 160], rate: 10 },
  { text: 'Suministro de geotextil 150 g/m² (sin colocar)', unit: 'm²', price: [0.9, 1.6], qty: [200, 1200], rate: 21 },
  { text: 'Alquiler de retroexcavadora con operario', unit: 'h', price: [48, 62], qty: [8, 40], rate: 21 },
  { text: 'Suministro de malla de triple torsión 8x10', unit: 'm²', price: [3.2, 4.8], qty: [80, 500], rate: 21 },
];

export async function retainingInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-retaining-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = WALLERS[k];
  const b = BUYERS[[0, 3, 0][k]];
  const issue = dayIn(dice, [3, 4, 5, 9, 10]);
  const number = [`${dice.int(40, 180)}/2026`, `M-${dice.int(2600, 2699)}`, `GJ2026-${String(dice.int(10, 300)).padStart(3, '0')}`][k];
  const picked = lines(dice, WALLS.slice(0, 5), dice.int(2, 4)).concat(lines(dice, WALLS.slice(5), dice.int(1, 2)));
  const t = totals(priced(picked));
  const sheet = new Sheet(s.family, `Factura ${number}`, 'Contaplus');
  const { pen } = sheet;

  pen.right(s.name.toUpperCase(), 555, 40, { size: 14, bold: true });
  pen.right(`${s.street} · ${s.town}`, 555, 60, { size: 8.5 });
  pen.right(`${s.phone} · ${s.email}`, 555, 71, { size: 8.5 });
  pen.right(`${s.idLabel} ${s.idText}`, 555, 82, { size: 8.5, bold: true });
  sheet.rule(300, 97, 555, 97, { width: 1.2, color: s.color });

  pen.text('Sres.:', 40, 118, { size: 9, italic: true });
  pen.text(b.name, 40, 131, { size: 10.5, bold: true });
  b.lines.forEach((l, i) => pen.text(l, 40, 145 + i * 12, { size: 9 }));
  pen.text(`C.I.F. ${b.idText}`, 40, 169, { size: 9 });

  const head = [['Factura nº', 'Fecha'], ['FACTURA', 'FECHA'], ['Número de factura', 'Fecha de emisión']][k];
  pen.text(`${head[0]}:`, 330, 118, { size: 10, bold: true });
  pen.right(number, 555, 118, { size: 10, bold: true });
  pen.text(`${head[1]}:`, 330, 133, { size: 10 });
  pen.right(dateText(issue, s.date), 555, 133, { size: 10 });
  pen.text('Obra:', 330, 148, { size: 10 });
  pen.right(b.sites[(n + 2) % 3], 555, 148, { size: 8.5 });

  const withRate = k !== 1;
  let y = grid(
    sheet,
    40,
    200,
    [{ head: 'Descripción', w: 240 }, { head: 'Cantidad', w: 58, align: 'r' }, { head: 'Ud.', w: 32, align: 'c' }, { head: 'Precio', w: 62, align: 'r' }, ...(withRate ? [{ head: 'IVA', w: 33, align: 'c' as const }] : []), { head: 'Importe', w: withRate ? 90 : 123, align: 'r' }],
    t.rows.map((r) => [r.text, quantity(r.qty, r.unit === 'm³' ? 1 : r.unit === 'm²' && r.rate === 10 ? 2 : undefined), r.unit, cellMoney(s, r.price), ...(withRate ? [`${r.rate} %`] : []), cellMoney(s, r.amount)]).map((row, i) => (withRate ? row : [t.rows[i].rate === 21 ? `${row[0]} *` : row[0], ...row.slice(1)])),
    { lines: k === 2 ? 'rows' : 'frame', rowH: 16 },
  );
  if (!withRate) pen.text('* Líneas al 21 %; el resto, ejecución de obra de vivienda al 10 % (art. 91.Uno.3.1º LIVA).', 40, y + 5, { size: 7.5, italic: true });
  y += 24;
  y = grid(
    sheet,
    275,
    y,
    [{ head: 'Base imponible', w: 100, align: 'r' }, { head: '% IVA', w: 45, align: 'c' }, { head: 'Cuota IVA', w: 90, align: 'r' }],
    t.rates.map((r) => [money(r.base, s.money), `${r.rate}`, money(r.vat, s.money)]),
    { rowH: 15, headFill: '#eeeeee' },
  );
  y += 10;
  pen.text('TOTAL FACTURA', 280, y, { size: 11, bold: true });
  pen.right(money(t.total, s.money), 510, y, { size: 11, bold: true });
  pen.text(`Forma de pago: transferencia a 30 días, ${s.name}, ES76 2100 4521 8102 0011 7733.`, 40, y + 40, { size: 8 });
  pen.center(`${s.registry} · ${s.idLabel} ${s.idText}`, PAGE.w / 2, 805, { size: 6.5 });
  return invoiceDocument(id, 'retaining-walls', sheet, b, invoiceTruth({ number, issue, nif: s.id, name: s.name, t }));
}

// --- 3. water-main connections, worded in Catalan ---------------------------------------------

const WATERWORKS = [
  supplier({
    name: "Aigües i Connexions del Maresme, S.L.", idText: printedId(cif('B', '6523487'), 'plain'), idLabel: 'NIF:', street: 'Carrer de la Riera, 112', town: '08301 Mataró (Barcelona)',
    phone: 'Tel. 937 55 12 40', email: 'factures@aiguesmaresme.cat', registry: 'Inscrita al Registre Mercantil de Barcelona, Tom 41.220, Foli 75, Full B-388.104',
    brand: 'ACM', initials: 'ACM', color: '#0b6fa4', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Instal·lacions Hidràuliques Ribera, SCCL', idText: printedId(cif('F', '2548712'), 'dots'), idLabel: 'CIF', street: "Avinguda de l'Estació, 23", town: '25200 Cervera (Lleida)',
    phone: '973 53 08 91', email: 'administracio@ihribera.coop', registry: 'Registre de Cooperatives de Catalunya, full 4.512',
    brand: null, initials: 'IHR', color: '#3b6e2a', family: 'Times', money: 'dot', date: 'long-ca',
  }),
  supplier({
    name: "Xarxes d'Aigua Marina Alta, S.L.U.", idText: printedId(cif('B', '0391428'), 'dots'), idLabel: 'NIF', street: 'Carrer del Port, 4, baix', town: '03700 Dénia (Alacant)',
    phone: '966 42 77 18', email: 'comptabilitat@xarxesmarina.es', registry: 'Registre Mercantil d\'Alacant, Tom 4.019, Foli 201, Full A-152.877',
    brand: null, initials: 'XA', color: '#a45a0b', family: 'Helvetica', money: 'dotEUR', date: 'd.m.Y',
  }),
];

const CONNECTIONS: Offer[] = [
  { text: "Escomesa d'aigua potable PE Ø32 fins a 6 m", unit: 'ut', price: [380, 520], qty: [2, 14] },
  { text: "Escomesa d'aigua potable PE Ø63 fins a 8 m", unit: 'ut', price: [690, 940], qty: [1, 6] },
  { text: 'Collaret de presa de fosa dúctil Ø110 x 1"', unit: 'ut', price: [38, 56], qty: [2, 14] },
  { text: 'Vàlvula de comporta Ø50 amb arqueta i tapa', unit: 'ut', price: [165, 230], qty: [1, 8] },
  { text: 'Rasa en vorera i reposició de paviment', unit: 'm', price: [42, 68], qty: [8, 90], places: 1 },
  { text: 'Bateria de comptadors de 4 sortides', unit: 'ut', price: [410, 560], qty: [1, 3] },
  { text: 'Prova de pressió i desinfecció de la xarxa', unit: 'ut', price: [180, 260], qty: [1, 2] },
  { text: 'Tall de servei i reconnexió a la xarxa general', unit: 'ut', price: [120, 190], qty: [1, 4] },
];

export async function waterConnectionInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-water-connections-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = WATERWORKS[k];
  const b = BUYERS[[0, 1, 3][k]];
  const issue = dayIn(dice, [1, 2, 6, 7, 10]);
  const due = addDays(issue, 30);
  const number = [`FV${dice.int(26000, 26999)}`, `${dice.int(100, 400)}/26`, `XA-2026-${String(dice.int(1, 999)).padStart(4, '0')}`][k];
  const t = totals(priced(lines(dice, CONNECTIONS, dice.int(3, 6))));
  const sheet = new Sheet(s.family, `Factura ${number}`, 'Navision');
  const { pen } = sheet;

  if (k === 0) {
    sheet.ink(s.color, () => pen.text(s.brand!, 40, 34, { size: 30, bold: true }));
    pen.text(s.name, 40, 70, { size: 9, bold: true });
  } else {
    sheet.logo(k === 1 ? 'disc' : 'square', s.initials, 40, 36, 40, s.color);
    pen.text(s.name, 88, 44, { size: 12, bold: true });
    pen.text(s.email, 88, 60, { size: 8 });
  }
  pen.text(`${s.street}, ${s.town}`, 40, 84, { size: 8 });
  pen.text(`${s.idLabel} ${s.idText} · ${s.phone}`, 40, 94, { size: 8 });

  sheet.box(360, 36, 195, 66, { fill: '#f1f5f9' });
  pen.text('FACTURA', 368, 42, { size: 13, bold: true });
  pairs(sheet, 368, 548, 60, [
    ['Factura núm.', number],
    ['Data', dateText(issue, s.date)],
    ['Venciment', dateText(due, s.date)],
  ], 8.5, 12);

  pen.text('Client', 40, 124, { size: 8, bold: true });
  pen.text(b.name, 40, 136, { size: 10, bold: true });
  pen.text(`${b.lines.join(', ')} · NIF ${b.idText}`, 40, 149, { size: 8.5 });
  pen.text(`Obra: ${b.sites[n % 3]}`, 40, 162, { size: 8.5 });
  pen.text(`Comanda: ${['OC', 'PED', 'C'][k]}-${dice.int(2000, 2999)}`, 360, 124, { size: 8.5 });

  let y = grid(
    sheet,
    40,
    190,
    [{ head: 'Descripció', w: 250 }, { head: 'Quantitat', w: 58, align: 'r' }, { head: 'Unitat', w: 40, align: 'c' }, { head: 'Preu', w: 70, align: 'r' }, { head: 'Import', w: 97, align: 'r' }],
    t.rows.map((r) => [r.text, quantity(r.qty, r.unit === 'm' ? 1 : undefined), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'all', rowH: 16, headFill: s.color, headInk: 'white', zebra: '#f4f4f4' },
  );
  y += 16;
  pairs(sheet, 350, 555, y, [
    ['Base imposable', money(t.base, s.money)],
    ['IVA 21 %', money(t.vat, s.money)],
  ]);
  sheet.box(345, y + 30, 210, 20, { fill: '#e8e8e8' });
  pen.text('Total factura', 350, y + 36, { size: 10, bold: true });
  pen.right(money(t.total, s.money), 550, y + 36, { size: 10, bold: true });
  pen.text("Forma de pagament: transferència bancària a 30 dies. IBAN ES12 0081 0200 2800 0123 4567.", 40, y + 70, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 806, { size: 6.5 });
  return invoiceDocument(id, 'water-connections', sheet, b, invoiceTruth({ number, issue, due, nif: s.id, name: s.name, t }));
}
