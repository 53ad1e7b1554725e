import { divRound, formatScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { dateText, dayIn, money, noteTruth, priced, quantity, totals } from './figures.js';
import { cif, grid, PAGE, pairs, printedId, Sheet } from './kit.js';
import { BUYERS, diceFor, lines, noteDocument, supplier, type Offer, type Supplier } from './parties.js';

/**
 * Valued delivery-note layouts 4–6 of the eighth blind set: drilling fluids and bentonite
 * (letterhead on the right, a packaging column), road safety barriers (a rounded box with the
 * note's data, zebra rows, base, VAT and total) and steel sheet piles in Times under a centred
 * letterhead (pieces and lengths before the tonnes).
 */

const cellMoney = (s: Supplier, cents: number) => money(cents, s.money.startsWith('plain') ? 'plain' : 'dot');

// --- 4. drilling fluids and bentonite ----------------------------------------------------------

const MUD_SUPPLIERS = [
  supplier({
    name: 'Lodos y Aditivos de Perforación, S.L.', idText: printedId(cif('B', '4192738'), 'plain'), idLabel: 'CIF', street: 'Polígono La Isla, C/ Río Viejo, 48', town: '41703 Dos Hermanas (Sevilla)',
    phone: '955 66 30 21', email: 'expediciones@lodosyaditivos.es', registry: 'Registro Mercantil de Sevilla, Tomo 6.410, Folio 31, Hoja SE-98.774',
    brand: null, initials: 'LAP', color: '#6b4226', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Bentonitas Especiales del Tajo, S.A.', idText: printedId(cif('A', '4517360'), 'dots'), idLabel: 'C.I.F.', street: 'Ctra. de Aranjuez a Toledo, km 31', town: '45300 Ocaña (Toledo)',
    phone: '925 13 08 44', email: 'pedidos@bentonitastajo.com', registry: 'Inscrita en el R.M. de Toledo, Tomo 998, Folio 60, Hoja TO-12.330',
    brand: null, initials: 'BT', color: '#4f772d', family: 'Times', money: 'dot', date: 'long',
  }),
  supplier({
    name: 'Minerales Industriales Almanzora, S.C.A.', idText: printedId(cif('F', '0428617'), 'plain'), idLabel: 'NIF:', street: 'Paraje Los Llanos, s/n', town: '04850 Cantoria (Almería)',
    phone: '950 43 61 09', email: 'administracion@mialmanzora.coop', registry: 'Registro de Cooperativas Andaluzas, Almería, nº AL-RCA-1.187',
    brand: null, initials: 'MIA', color: '#bc6c25', family: 'Helvetica', money: 'dotEUR', date: 'd-m-Y',
  }),
];

const MUDS: Array<Offer & { pack: string }> = [
  { text: 'Bentonita sódica para perforación', unit: 'saco', pack: 'saco 25 kg', price: [9, 14], qty: [20, 200] },
  { text: 'Bentonita sódica a granel', unit: 't', pack: 'granel', price: [280, 360], qty: [2, 12], places: 2 },
  { text: 'Polímero PHPA líquido', unit: 'garrafa', pack: 'garrafa 25 l', price: [70, 110], qty: [2, 20] },
  { text: 'Polímero PAC de baja viscosidad', unit: 'saco', pack: 'saco 25 kg', price: [55, 85], qty: [2, 20] },
  { text: 'Carbonato sódico', unit: 'saco', pack: 'saco 25 kg', price: [14, 22], qty: [4, 30] },
  { text: 'Bentonita en big-bag', unit: 'big-bag', pack: 'big-bag 1 t', price: [310, 390], qty: [1, 6] },
  { text: 'Portes', unit: 'ud', pack: '-', price: [90, 220], qty: [1, 1] },
];

/** `hard`: the `Total albarán (sin IVA)` printed is the lines' sum with 21 % VAT added. */
export async function mudNote(k: number, n: number, hard = false): Promise<CorpusDocument> {
  const id = hard ? 'blind8-drilling-fluids-hard' : `blind8-drilling-fluids-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = MUD_SUPPLIERS[k];
  const b = BUYERS[[1, 2, 0][(k + n) % 3]];
  const date = dayIn(dice, [2, 3, 5, 6, 9, 10, 11]);
  const number = [`AS-${dice.int(26000, 26999)}`, `${dice.int(100, 999)}/2026`, `S${dice.int(1000000, 1999999)}`][k];
  const rows = priced(lines(dice, MUDS, dice.int(3, 5)));
  const t = totals(rows);
  const printed = hard ? t.base + Number(divRound(BigInt(t.base) * 21n, 100n)) : t.base;
  const sheet = new Sheet(s.family, `Albarán ${number}`, 'Holded');
  const { pen } = sheet;

  pen.right(s.name, 555, 38, { size: 13, bold: true });
  pen.right(s.street, 555, 56, { size: 8.5 });
  pen.right(s.town, 555, 67, { size: 8.5 });
  pen.right(`${s.idLabel} ${s.idText} · ${s.phone}`, 555, 78, { size: 8.5 });
  pen.right(s.email, 555, 89, { size: 8.5 });
  sheet.logo('diamond', s.initials, 40, 36, 50, s.color);

  pen.text('ALBARÁN DE SALIDA', 40, 112, { size: 13, bold: true });
  pairs(sheet, 40, 240, 132, [
    ['Nº albarán', number, true],
    ['Fecha', dateText(date, s.date)],
    ['Portes', k === 2 ? 'debidos' : 'pagados'],
    ['Matrícula', `${dice.int(1000, 9999)} ${['HXB', 'JKL', 'MNP'][k]}`],
  ], 9, 13);
  sheet.box(300, 112, 255, 68);
  pen.text('Destinatario', 306, 117, { size: 7, italic: true });
  pen.text(b.name, 306, 128, { size: 10, bold: true });
  pen.text(b.lines[0], 306, 142, { size: 8.5 });
  pen.text(b.lines[1], 306, 153, { size: 8.5 });
  pen.text(`CIF ${b.idText} · Obra: ${b.sites[n % 3]}`, 306, 164, { size: 7.5 });

  let y = grid(
    sheet,
    40,
    200,
    [{ head: 'Descripción', w: 190 }, { head: 'Envase', w: 70 }, { head: 'Cantidad', w: 55, align: 'r' }, { head: 'Ud', w: 45, align: 'c' }, { head: '€/Ud', w: 60, align: 'r' }, { head: 'Importe', w: 95, align: 'r' }],
    rows.map((r) => [r.text, MUDS.find((m) => m.text === r.text)!.pack, quantity(r.qty, r.unit === 't' ? 2 : undefined), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: k === 1 ? 'all' : 'rows', rowH: 17, headFill: '#efe9e1' },
  );
  y += 14;
  sheet.box(330, y - 5, 225, 22, { fill: '#f4f1ec' });
  pen.text('Total albarán (sin IVA)', 336, y + 1, { size: 9.5, bold: true });
  pen.right(money(printed, s.money), 550, y + 1, { size: 9.5, bold: true });
  pen.text('Fichas de seguridad a disposición del cliente. Devuelva los palés.', 40, y + 1, { size: 7.5, italic: true });
  pen.text('Firma del receptor:', 40, y + 40, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 808, { size: 6.5 });
  const truth = noteTruth({ number, date, nif: s.id, name: s.name, rows, subtotal: printed });
  return noteDocument(id, 'drilling-fluids', sheet, b, truth, hard ? 'the printed "Total albarán (sin IVA)" is the sum of the lines plus 21 % VAT: it does not match the lines' : undefined);
}

// --- 5. road safety barriers -----------------------------------------------------------------

const BARRIER_SUPPLIERS = [
  supplier({
    name: 'Barreras Viales del Ebro, S.L.', idText: printedId(cif('B', '2631085'), 'plain'), idLabel: 'CIF', street: 'Polígono Cantabria II, C/ Las Cañas, 17', town: '26009 Logroño (La Rioja)',
    phone: '941 25 70 18', email: 'logistica@barrerasviales.es', registry: 'R.M. de La Rioja, Tomo 702, Folio 18, Hoja LO-11.604',
    brand: null, initials: 'BVE', color: '#d62828', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Protecciones de Carretera Galaicas, S.A.', idText: printedId(cif('A', '2710548'), 'dash'), idLabel: 'NIF', street: 'Polígono O Ceao, rúa da Industria, 5', town: '27003 Lugo',
    phone: '982 20 94 36', email: 'albarans@pcgalaicas.gal', registry: 'Rexistro Mercantil de Lugo, Tomo 480, Folio 72, Folla LU-9.215',
    brand: null, initials: 'PCG', color: '#003049', family: 'Helvetica', money: 'dot', date: 'd-m-Y',
  }),
  supplier({
    name: 'Biondas y Señalización Manchega, S.L.', idText: printedId(cif('B', '1365207'), 'plain'), idLabel: 'C.I.F.:', street: 'Avda. de los Descubrimientos, 60', town: '13005 Ciudad Real',
    phone: '926 21 48 77', email: 'info@biondasmanchega.es', registry: 'Inscrita en el Registro Mercantil de Ciudad Real, Tomo 640, Folio 150, Hoja CR-19.002',
    brand: null, initials: 'BSM', color: '#f77f00', family: 'Times', money: '€dot', date: 'd.m.Y',
  }),
];

const BARRIERS: Offer[] = [
  { code: '1010', text: 'Barrera metálica simple BMSNA4/120a', unit: 'ml', price: [24, 34], qty: [40, 600] },
  { code: '1022', text: 'Bionda de doble onda, 4,32 m', unit: 'ud', price: [38, 55], qty: [10, 120] },
  { code: '1105', text: 'Poste tubular C-120 de 2 m', unit: 'ud', price: [14, 22], qty: [20, 200] },
  { code: '1130', text: 'Separador de barrera', unit: 'ud', price: [6, 10], qty: [20, 200] },
  { code: '1201', text: 'Terminal en cola de pez', unit: 'ud', price: [40, 65], qty: [2, 12] },
  { code: '1215', text: 'Abatimiento de extremo 12 m', unit: 'ud', price: [260, 380], qty: [1, 4] },
  { code: '1320', text: 'Captafaros a dos caras', unit: 'ud', price: [1.5, 3], qty: [20, 200] },
  { code: '1400', text: 'Tornillería M16 (juego)', unit: 'juego', price: [0.9, 1.6], qty: [50, 600] },
];

export async function barrierNote(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-safety-barriers-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = BARRIER_SUPPLIERS[k];
  const b = BUYERS[[2, 1, 2][(k + n) % 3]];
  const date = dayIn(dice, [3, 4, 5, 6, 7, 8, 9]);
  const number = [`${dice.int(2600, 2699)}-${String(dice.int(1, 999)).padStart(4, '0')}`, `AL${dice.int(50000, 59999)}`, `B/${dice.int(1000, 1999)}/26`][k];
  const rows = priced(lines(dice, BARRIERS, dice.int(3, 6)));
  const t = totals(rows);
  const sheet = new Sheet(s.family, `Albarán ${number}`, 'SAP Business One');
  const { pen } = sheet;

  sheet.logo('square', s.initials, 40, 36, 34, s.color);
  pen.text(s.name, 82, 38, { size: 12, bold: true });
  pen.text(`${s.street} · ${s.town}`, 82, 54, { size: 8 });
  pen.text(`${s.idLabel} ${s.idText} · ${s.phone} · ${s.email}`, 82, 64, { size: 8 });

  sheet.box(40, 90, 220, 74, { radius: 8 });
  pen.text(k === 1 ? 'ALBARÁN DE ENTREGA' : 'ALBARÁN', 50, 97, { size: 11, bold: true });
  pairs(sheet, 50, 250, 116, [
    [k === 2 ? 'Albarán nº' : 'Número', number],
    ['Fecha', dateText(date, s.date)],
    ['Pedido', `${dice.int(700, 999)}/${['LR', 'LU', 'CR'][k]}`],
  ], 8.5, 13);
  pen.text('Cliente / entrega', 290, 92, { size: 7, italic: true });
  pen.text(b.name, 290, 104, { size: 10, bold: true });
  pen.text(`${b.lines.join(', ')}`, 290, 118, { size: 8 });
  pen.text(`NIF ${b.idText}`, 290, 129, { size: 8 });
  pen.text(`Obra: ${b.sites[n % 3]}`, 290, 144, { size: 8 });

  let y = grid(
    sheet,
    40,
    184,
    [{ head: 'Art.', w: 40 }, { head: 'Descripción', w: 220 }, { head: 'Cantidad', w: 58, align: 'r' }, { head: 'Ud', w: 40, align: 'c' }, { head: 'Precio', w: 62, align: 'r' }, { head: 'Importe', w: 95, align: 'r' }],
    rows.map((r) => [r.code!, r.text, quantity(r.qty), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'none', rowH: 17, zebra: '#f2f2f2', headFill: s.color, headInk: 'white' },
  );
  sheet.rule(40, y, 555, y, { width: 0.8 });
  y += 12;
  pairs(sheet, 355, 555, y, [
    ['Base imponible', money(t.base, s.money)],
    ['IVA 21 %', money(t.vat, s.money)],
    ['Total', money(t.total, s.money), true],
  ], 9, 14);
  pen.text('Sistemas con marcado CE según UNE-EN 1317-5.', 40, y, { size: 8 });
  pen.text('Recibido (firma y sello):', 40, y + 30, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 808, { size: 6.5 });
  return noteDocument(id, 'safety-barriers', sheet, b, noteTruth({ number, date, nif: s.id, name: s.name, rows }));
}

// --- 6. steel sheet piles: centred letterhead, pieces and lengths before the tonnes ------------

const PILE_SUPPLIERS = [
  supplier({
    name: 'Tablestacas y Perfiles del Cantábrico, S.A.', idText: printedId(cif('A', '3902716'), 'plain'), idLabel: 'C.I.F.', street: 'Muelle de Raos, parcela 4', town: '39011 Santander',
    phone: '942 35 12 60', email: 'expedicion@tablestacascantabrico.es', registry: 'Registro Mercantil de Cantabria, Tomo 1.177, Folio 51, Hoja S-24.118',
    brand: null, initials: 'TPC', color: '#222222', family: 'Times', money: 'dot', date: 'd/m/Y',
  }),
  supplier({
    name: 'Hierros Pesados Guadarrama, S.L.', idText: printedId(cif('B', '2896410'), 'dots'), idLabel: 'NIF', street: 'Avda. de la Industria, 61', town: '28760 Tres Cantos (Madrid)',
    phone: '91 803 44 72', email: 'almacen@hierrosguadarrama.es', registry: 'R.M. de Madrid, Tomo 36.002, Folio 19, Hoja M-646.903',
    brand: null, initials: 'HPG', color: '#222222', family: 'Times', money: 'dot€', date: 'long',
  }),
  supplier({
    name: 'Entibaciones y Tablestacas Mediterráneo, S.L.', idText: printedId(cif('B', '0385142'), 'plain'), idLabel: 'CIF:', street: 'Polígono Las Atalayas, C/ Del Franco, 9', town: '03114 Alicante',
    phone: '965 10 27 83', email: 'alicante@etmediterraneo.es', registry: 'R.M. de Alicante, Tomo 4.402, Folio 200, Hoja A-170.355',
    brand: null, initials: 'ETM', color: '#222222', family: 'Helvetica', money: 'dotEUR', date: 'd-m-Y',
  }),
];

/** `len`: the pieces' length in cm; `kgm`: the section's weight in tenths of a kg per metre. */
const PILES: Array<Offer & { len?: number; kgm?: number }> = [
  { text: 'Tablestaca AZ 18-700, S355GP', unit: 't', price: [880, 1050], qty: [8, 40], places: 3, len: 1200, kgm: 778 },
  { text: 'Tablestaca AU 16, S270GP', unit: 't', price: [820, 980], qty: [6, 30], places: 3, len: 1050, kgm: 863 },
  { text: 'Tablestaca recuperada PU 22', unit: 't', price: [520, 680], qty: [6, 30], places: 3, len: 900, kgm: 879 },
  { text: 'Perfil de esquina C9', unit: 'ml', price: [28, 42], qty: [10, 80], places: 1 },
  { text: 'Viga de atado HEB 300', unit: 't', price: [980, 1150], qty: [1, 6], places: 3, len: 600, kgm: 1170 },
  { text: 'Corte a medida con oxicorte', unit: 'ud', price: [18, 30], qty: [4, 30] },
  { text: 'Transporte especial en góndola', unit: 'ud', price: [450, 900], qty: [1, 2] },
];

export async function sheetPileNote(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-sheet-piles-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = PILE_SUPPLIERS[k];
  const b = BUYERS[[2, 0, 1][(k + n) % 3]];
  const date = dayIn(dice, [1, 2, 4, 6, 9, 10, 11]);
  const number = [`TP-${dice.int(260000, 269999)}`, `${dice.int(3000, 3999)}`, `ET/${dice.int(100, 999)}/26`][k];
  // Sections are sold by their theoretical weight: pieces × length × kg/m, to the kilogram.
  const pieces = new Map<string, number>();
  const items = lines(dice, PILES, dice.int(3, 5)).map((it) => {
    const pile = PILES.find((p) => p.text === it.text)!;
    if (!pile.len) return it;
    const count = dice.int(4, 30);
    pieces.set(it.text, count);
    const kg = divRound(BigInt(count * pile.len * pile.kgm!), 1000n);
    return { ...it, qty: formatScaled(kg, QUANTITY_SCALE) };
  });
  const rows = priced(items);
  const t = totals(rows);
  const sheet = new Sheet(s.family, `Albarán ${number}`, 'Gestión Acero 5');
  const { pen } = sheet;

  pen.center(s.name, PAGE.w / 2, 36, { size: 16, bold: true });
  pen.center(`${s.street} · ${s.town}`, PAGE.w / 2, 56, { size: 8.5 });
  pen.center(`${s.idLabel} ${s.idText} · Tel. ${s.phone} · ${s.email}`, PAGE.w / 2, 67, { size: 8.5 });
  sheet.rule(40, 82, 555, 82, { width: 1 });
  pen.center(['ALBARÁN DE ENTREGA', 'NOTA DE ENTREGA - ALBARÁN', 'ALBARÁN'][k], PAGE.w / 2, 92, { size: 11, bold: true });

  pairs(sheet, 40, 250, 116, [
    [['Albarán nº', 'Número', 'Nº albarán'][k], number, true],
    ['Fecha', dateText(date, s.date)],
    ['Vehículo', `${dice.int(1000, 9999)} ${['LKB', 'MZR', 'KPT'][k]} / R-${dice.int(1000, 9999)}-BD`],
  ], 9, 13);
  pen.text(b.name, 320, 116, { size: 10, bold: true });
  pen.text(b.lines[0], 320, 129, { size: 8.5 });
  pen.text(b.lines[1], 320, 140, { size: 8.5 });
  pen.text(`CIF ${b.idText}`, 320, 151, { size: 8.5 });
  pen.text(`Descarga en: ${b.sites[(n + 1) % 3]}`, 40, 168, { size: 8.5 });

  let y = grid(
    sheet,
    40,
    188,
    [{ head: 'Descripción', w: 185 }, { head: 'Piezas', w: 42, align: 'r' }, { head: 'Long. m', w: 45, align: 'r' }, { head: 'Cantidad', w: 55, align: 'r' }, { head: 'Ud', w: 28, align: 'c' }, { head: 'Precio', w: 65, align: 'r' }, { head: 'Importe', w: 95, align: 'r' }],
    rows.map((r) => {
      const len = PILES.find((p) => p.text === r.text)!.len;
      return [r.text, len ? String(pieces.get(r.text)) : '', len ? quantity(formatScaled(BigInt(len), 2), 2) : '', quantity(r.qty, r.unit === 't' ? 3 : undefined), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)];
    }),
    { lines: 'all', rowH: 17 },
  );
  y += 14;
  pairs(sheet, 340, 555, y, [['Total albarán', money(t.base, s.money), true]], 10, 14);
  pen.text('Precios sin IVA. Certificado de inspección 3.1 (EN 10204) adjunto.', 40, y, { size: 8 });
  pen.text('Conforme, el receptor:', 40, y + 34, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 808, { size: 6.5 });
  return noteDocument(id, 'sheet-piles', sheet, b, noteTruth({ number, date, nif: s.id, name: s.name, rows }));
}
