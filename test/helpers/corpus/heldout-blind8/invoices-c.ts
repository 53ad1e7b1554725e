import { formatScaled, parseScaled, QUANTITY_SCALE } from '../../../../src/platform/money.js';
import type { CorpusDocument } from '../types.js';
import { addDays, dateText, dayIn, invoiceTruth, money, priced, quantity, totals } from './figures.js';
import { cif, dni, grid, PAGE, pairs, printedId, Sheet, nie } from './kit.js';
import { BUYERS, diceFor, invoiceDocument, lines, supplier, type Offer, type Supplier } from './parties.js';

/**
 * Invoice layouts 6–8 of the eighth blind set: a shotcrete and ground-anchor subcontractor's
 * monthly certification (two of three under reverse charge), horizontal directional drilling
 * printed by an old ERP in Courier capitals, and utility manholes built by self-employed masons
 * (1 % IRPF) and a C.B.
 */

const cellMoney = (s: Supplier, cents: number) => money(cents, s.money.startsWith('plain') ? 'plain' : 'dot');

// --- 6. shotcrete and anchors: a certification with quantities to date ------------------------

const SHOTCRETERS = [
  supplier({
    name: 'Gunitados y Taludes del Pirineo, S.L.', idText: printedId(cif('B', '2245103'), 'plain'), idLabel: 'CIF', street: 'Polígono Sepes, C/ Río Cinca, 5', town: '22006 Huesca',
    phone: '974 21 40 66', email: 'obras@gunitadospirineo.es', registry: 'Registro Mercantil de Huesca, Tomo 540, Folio 77, Hoja HU-9.118',
    brand: null, initials: 'GTP', color: '#5b3a29', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Anclajes Geotécnicos Meridional, S.A.', idText: printedId(cif('A', '2937180'), 'dash'), idLabel: 'C.I.F.:', street: 'Parque Tecnológico de Andalucía, C/ Severo Ochoa, 27', town: '29590 Campanillas (Málaga)',
    phone: '952 02 18 73', email: 'administracion@agmeridional.es', registry: 'R.M. de Málaga, Tomo 4.870, Libro 3.778, Folio 41, Hoja MA-104.552',
    brand: null, initials: 'AGM', color: '#003f5c', family: 'Times', money: 'dot', date: 'long',
  }),
  supplier({
    name: 'Sostenimientos Ibéricos, S.L.L.', idText: printedId(cif('B', '4581276'), 'plain'), idLabel: 'NIF:', street: 'Ctra. de Ávila, km 1,8', town: '45005 Toledo',
    phone: '925 25 31 09', email: 'sostenimientos@sostenimientosibericos.es', registry: 'Inscrita en el R.M. de Toledo, Tomo 1.602, Folio 190, Hoja TO-37.410',
    brand: null, initials: 'SI', color: '#7b2d26', family: 'Helvetica', money: 'dotEUR', date: 'd-m-Y',
  }),
];

const GROUND_SUPPORT: Offer[] = [
  { text: 'Hormigón proyectado HM-30 vía húmeda, e=10 cm', unit: 'm²', price: [28, 38], qty: [80, 600], places: 2 },
  { text: 'Malla electrosoldada 150x150x6 anclada', unit: 'm²', price: [5.5, 8], qty: [80, 600], places: 2 },
  { text: 'Anclaje de barra GEWI Ø32, L=9 m, inyectado', unit: 'ud', price: [420, 560], qty: [4, 30] },
  { text: 'Bulón autoperforante R38, L=6 m', unit: 'ud', price: [180, 260], qty: [6, 40] },
  { text: 'Perforación Ø90 mm en roca', unit: 'ml', price: [28, 42], qty: [40, 400], places: 1 },
  { text: 'Dren californiano PVC Ø50, L=12 m', unit: 'ud', price: [95, 140], qty: [2, 16] },
  { text: 'Ensayo de tracción de anclaje', unit: 'ud', price: [150, 230], qty: [1, 4] },
  { text: 'Gunita de sellado sobre talud, e=5 cm', unit: 'm²', price: [16, 24], qty: [50, 400], places: 2 },
];

export async function shotcreteInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-shotcrete-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = SHOTCRETERS[k];
  const b = BUYERS[[2, 1, 2][k]];
  const reverse = k !== 1;
  const issue = dayIn(dice, [3, 4, 5, 6]);
  const number = [`GT-${dice.int(260, 299)}/26`, `${dice.int(1200, 1800)}`, `2026/C${String(dice.int(10, 99))}`][k];
  const t = totals(priced(lines(dice, GROUND_SUPPORT, dice.int(4, 7))), { reverse });
  const sheet = new Sheet(s.family, `Factura ${number}`, 'Presto');
  const { pen } = sheet;

  pen.center(s.name.toUpperCase(), PAGE.w / 2, 38, { size: 15, bold: true });
  pen.center(`${s.street} · ${s.town} · ${s.phone}`, PAGE.w / 2, 58, { size: 8.5 });
  pen.center(`${s.idLabel} ${s.idText} · ${s.email}`, PAGE.w / 2, 70, { size: 8.5 });
  sheet.rule(40, 86, 555, 86, { width: 1.5, color: s.color });
  sheet.rule(40, 89, 555, 89, { width: 0.5, color: s.color });

  const heading = [`FACTURA Nº ${number}`, `FACTURA ${number}`, `Factura número ${number}`][k];
  pen.text(heading, 40, 104, { size: 12, bold: true });
  pen.right(`Fecha: ${dateText(issue, s.date)}`, 555, 104, { size: 10 });
  pen.text(`Certificación nº ${n + 2} de los trabajos ejecutados en el mes anterior`, 40, 121, { size: 9, italic: true });
  sheet.box(40, 138, 300, 58);
  pen.text('Contratista', 46, 143, { size: 7, bold: true });
  pen.text(b.name, 46, 154, { size: 10, bold: true });
  pen.text(b.lines.join(', '), 46, 168, { size: 8 });
  pen.text(`CIF ${b.idText}`, 46, 179, { size: 8 });
  pen.text('Obra:', 352, 143, { size: 8, bold: true });
  pen.text(b.sites[(n + k) % 3], 352, 154, { size: 8 });
  pen.text(`Pedido/contrato: SC-${dice.int(100, 999)}`, 352, 168, { size: 8 });

  const plus = (a: string, b2: string) => formatScaled(parseScaled(a, QUANTITY_SCALE)! + parseScaled(b2, QUANTITY_SCALE)!, QUANTITY_SCALE);
  let y = grid(
    sheet,
    40,
    214,
    [{ head: 'Ud', w: 26, align: 'c' }, { head: 'Descripción', w: 190 }, { head: 'A origen', w: 55, align: 'r' }, { head: 'Anterior', w: 55, align: 'r' }, { head: 'Actual', w: 50, align: 'r' }, { head: 'Precio', w: 54, align: 'r' }, { head: 'Importe', w: 85, align: 'r' }],
    t.rows.map((r, i) => {
      const before = i % 3 === 2 ? '0' : dice.decimal(10, 400, r.unit === 'ud' ? 0 : 2);
      const places = r.unit === 'ud' ? 0 : 2;
      return [r.unit, r.text, quantity(plus(before, r.qty), places), quantity(before, places), quantity(r.qty, places), cellMoney(s, r.price), cellMoney(s, r.amount)];
    }),
    { lines: 'all', rowH: 16, size: 7.5, headFill: '#e9e4de' },
  );
  y += 16;
  const rows: Array<[string, string, boolean?]> = [['Base imponible', money(t.base, s.money)]];
  rows.push(reverse ? ['IVA (inversión del sujeto pasivo)', money(0, s.money)] : ['IVA 21 %', money(t.vat, s.money)]);
  rows.push(['TOTAL FACTURA', money(t.total, s.money), true]);
  y = pairs(sheet, 330, 555, y, rows, 9, 15);
  if (reverse) {
    pen.paragraph(
      'Operación con inversión del sujeto pasivo conforme al art. 84.Uno.2º f) de la Ley 37/1992 del IVA: ejecución de obra en subcontratación para la urbanización de terrenos o la construcción de edificaciones. El IVA lo declara el destinatario.',
      40,
      y + 14,
      515,
      { size: 8, italic: true },
    );
  }
  pen.text('Pago: transferencia a 60 días fecha factura, días de pago 10 y 25.', 40, y + 52, { size: 8 });
  pen.center(s.registry!, PAGE.w / 2, 806, { size: 6.5 });
  return invoiceDocument(id, 'shotcrete-certification', sheet, b, invoiceTruth({ number, issue, nif: s.id, name: s.name, t }));
}

// --- 7. horizontal directional drilling, an old ERP in Courier capitals -----------------------

const DRILLERS = [
  supplier({
    name: 'Perforaciones Dirigidas Aragón, S.L.', idText: printedId(cif('B', '5099418'), 'plain'), idLabel: 'C.I.F.:', street: 'Pol. Malpica, C/ E, nave 14', town: '50016 Zaragoza',
    phone: 'TLF. 976 57 33 10', email: 'pda@perforacionesaragon.es', registry: 'REG. MERC. ZARAGOZA, T. 2.987, F. 120, H. Z-33.410',
    brand: null, initials: 'PDA', color: 'black', family: 'Courier', money: 'plain', date: 'd/m/y',
  }),
  supplier({
    name: 'Topo Obras Subterráneas, S.A.', idText: printedId(cif('A', '0874215'), 'dash'), idLabel: 'NIF', street: "Carrer de l'Energia, 40", town: '08940 Cornellà de Llobregat',
    phone: 'TEL. 933 77 41 20', email: 'facturacion@topo-os.com', registry: 'R.M. BARCELONA, T. 38.112, F. 14, H. B-301.777',
    brand: null, initials: 'TOS', color: 'black', family: 'Courier', money: 'dot', date: 'd.m.Y',
  }),
  supplier({
    name: 'Hincas y Perforaciones Castilla, S.L.L.', idText: printedId(cif('B', '3712648'), 'plain'), idLabel: 'CIF', street: 'C/ Los Hornos, 6', town: '37008 Salamanca',
    phone: 'TFNO. 923 19 02 55', email: 'hpc@hincascastilla.es', registry: 'REG. MERC. SALAMANCA, T. 488, F. 37, H. SA-14.020',
    brand: null, initials: 'HPC', color: 'black', family: 'Courier', money: 'plainEUR', date: 'd-m-Y',
  }),
];

const DRILLING: Offer[] = [
  { text: 'PERFORACION DIRIGIDA PILOTO D.150', unit: 'ML', price: [28, 45], qty: [40, 380] },
  { text: 'ENSANCHADO A D.350 MM', unit: 'ML', price: [18, 30], qty: [40, 380] },
  { text: 'TIRO DE TUBERIA PEAD D.250 PN10', unit: 'ML', price: [6, 11], qty: [40, 380] },
  { text: 'TIRO DE TRITUBO 3X40 TELECOM', unit: 'ML', price: [3, 6], qty: [40, 380] },
  { text: 'EJECUCION DE FOSO DE ATAQUE', unit: 'UD', price: [380, 650], qty: [1, 4] },
  { text: 'EJECUCION DE FOSO DE SALIDA', unit: 'UD', price: [300, 520], qty: [1, 4] },
  { text: 'LODO BENTONITICO Y GESTION', unit: 'M3', price: [42, 70], qty: [6, 60], places: 1 },
  { text: 'TRANSPORTE Y MONTAJE DE MAQUINA', unit: 'UD', price: [900, 1600], qty: [1, 1] },
  { text: 'LOCALIZACION DE SERVICIOS CON SONDA', unit: 'UD', price: [150, 280], qty: [1, 2] },
];

export async function drillingInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-directional-drilling-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = DRILLERS[k];
  const b = BUYERS[(n + k) % 4];
  const issue = dayIn(dice, [2, 5, 8, 9, 11]);
  const due = addDays(issue, [30, 45, 60][k]);
  const number = [`2026/${String(dice.int(100, 700)).padStart(6, '0')}`, `${dice.int(26001, 26400)}`, `FV-${dice.int(1000, 1999)}`][k];
  const t = totals(priced(lines(dice, DRILLING, dice.int(4, 7))));
  const sheet = new Sheet('Courier', `FACTURA ${number}`, 'ERP-400');
  const { pen } = sheet;
  const dash = () => '-'.repeat(107);

  pen.text(s.name.toUpperCase(), 40, 40, { size: 12, bold: true });
  pen.text(`${s.street.toUpperCase()}`, 40, 56, { size: 8 });
  pen.text(`${s.town.toUpperCase()}   ${s.phone}`, 40, 66, { size: 8 });
  pen.text(`${s.idLabel} ${s.idText}`, 40, 76, { size: 8 });
  const labels = [['N/FACTURA', 'FECHA FRA.', 'VENCIMIENTO'], ['FACTURA NUMERO', 'FECHA', 'VTO.'], ['NUM. DOCUMENTO', 'FECHA EMISION', 'FECHA VTO.']][k];
  pairs(sheet, 340, 555, 40, [
    [`${labels[0]}:`, number],
    [`${labels[1]}:`, dateText(issue, s.date)],
    [`${labels[2]}:`, dateText(due, s.date)],
  ], 8.5, 12);
  pen.text(dash(), 40, 96, { size: 8 });
  pen.text(`CLIENTE: ${String(dice.int(400, 900)).padStart(6, '0')}`, 40, 108, { size: 8.5 });
  pen.text(b.name.toUpperCase(), 40, 120, { size: 8.5, bold: true });
  b.lines.forEach((l, i) => pen.text(l.toUpperCase(), 40, 132 + i * 11, { size: 8.5 }));
  pen.text(`C.I.F.: ${b.idText}`, 40, 156, { size: 8.5 });
  pen.text(`OBRA: ${b.sites[n % 3].toUpperCase()}`, 40, 170, { size: 8 });
  pen.text(dash(), 40, 182, { size: 8 });

  let y = grid(
    sheet,
    40,
    192,
    [{ head: 'CONCEPTO', w: 235 }, { head: 'UD', w: 30, align: 'c' }, { head: 'CANTIDAD', w: 70, align: 'r' }, { head: 'PRECIO', w: 80, align: 'r' }, { head: 'IMPORTE', w: 100, align: 'r' }],
    t.rows.map((r) => [r.text, r.unit, quantity(r.qty, 2, k === 1 ? '.' : ''), cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'none', rowH: 14, size: 8 },
  );
  pen.text(dash(), 40, y + 4, { size: 8 });
  y += 20;
  pairs(sheet, 300, 555, y, [
    ['BASE IMPONIBLE', money(t.base, s.money)],
    ['I.V.A. 21,00 %', money(t.vat, s.money)],
    [k === 2 ? 'TOTAL FACTURA' : 'TOTAL FACTURA EUR', money(t.total, s.money), true],
  ], 9, 14);
  pen.text('FORMA DE PAGO: RECIBO DOMICILIADO', 40, y, { size: 8 });
  pen.text(s.registry!, 40, 800, { size: 7 });
  return invoiceDocument(id, 'directional-drilling', sheet, b, invoiceTruth({ number, issue, due, nif: s.id, name: s.name, t }));
}

// --- 8. utility manholes: self-employed masons with 1 % IRPF, and a C.B. ------------------------

const MASONS = [
  supplier({
    name: 'José Antonio Ferrer Lluch', idText: printedId(dni('18047326'), 'plain'), idLabel: 'NIF:', street: 'C/ Joaquín Costa, 22, 1º B', town: '22500 Binéfar (Huesca)',
    phone: 'Móvil 656 31 72 04', email: 'construccionesferrer@gmail.com', registry: null,
    brand: 'Construcciones Ferrer', initials: 'CF', color: '#333333', family: 'Helvetica', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Mihai Popescu', idText: printedId(nie('Y', '4821736'), 'dash'), idLabel: 'NIE', street: 'Avda. Pirineos, 57, 3º izda.', town: '22400 Monzón (Huesca)',
    phone: 'Tel. 642 10 58 37', email: 'mihai.popescu.obras@hotmail.com', registry: null,
    brand: null, initials: 'MP', color: '#333333', family: 'Helvetica', money: 'dot€', date: 'd-m-Y',
  }),
  supplier({
    name: 'Hermanos Gracia Lafuente, C.B.', idText: printedId(cif('E', '2231457'), 'plain'), idLabel: 'C.I.F.', street: 'Partida Las Cortes, s/n', town: '22520 Fraga (Huesca)',
    phone: '974 47 20 18', email: 'graciacb@telefonica.net', registry: null,
    brand: null, initials: 'HG', color: '#333333', family: 'Times', money: 'dot', date: 'dd/mm/Y',
  }),
];

const MANHOLES: Offer[] = [
  { text: 'Arqueta de registro 40x40 cm de ladrillo, con tapa', unit: 'ud', price: [85, 140], qty: [2, 20] },
  { text: 'Arqueta sifónica 60x60 cm', unit: 'ud', price: [160, 230], qty: [1, 8] },
  { text: 'Pozo de registro prefabricado Ø1000, h=2,50 m', unit: 'ud', price: [620, 880], qty: [1, 6] },
  { text: 'Recrecido de pozo existente con anillo', unit: 'ud', price: [95, 150], qty: [1, 8] },
  { text: 'Acometida de saneamiento PVC Ø160 a pozo', unit: 'ud', price: [210, 320], qty: [1, 10] },
  { text: 'Reposición de acera de baldosa hidráulica', unit: 'm²', price: [28, 42], qty: [5, 60], places: 2 },
  { text: 'Hora de oficial de primera', unit: 'h', price: [24, 30], qty: [8, 60] },
  { text: 'Hora de peón', unit: 'h', price: [19, 23], qty: [8, 60] },
];

export async function manholeInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-manholes-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = MASONS[k];
  const b = BUYERS[[0, 1, 1][k]];
  const issue = dayIn(dice, [2, 3, 4, 5, 6, 7, 9, 10, 11]);
  const number = [`${String(dice.int(5, 60)).padStart(3, '0')}/2026`, `F-26-${String(dice.int(5, 80)).padStart(3, '0')}`, `2026-${dice.int(10, 99)}`][k];
  const t = totals(priced(lines(dice, MANHOLES, dice.int(3, 6))), { irpf: k === 2 ? 0 : 1 });
  const sheet = new Sheet(s.family, `Factura ${number}`, 'Microsoft Word');
  const { pen } = sheet;

  pen.text('FACTURA', 40, 40, { size: 24, bold: true });
  let y = 40;
  if (s.brand) {
    pen.right(s.brand, 555, y, { size: 13, bold: true, italic: false });
    y += 18;
  }
  for (const [i, l] of [s.name, `${s.idLabel} ${s.idText}`, s.street, s.town, s.phone, s.email].entries()) pen.right(l, 555, y + i * 11, { size: i === 0 ? 10 : 8.5, bold: i === 0 });
  pen.text(`Nº: ${number}`, 40, 78, { size: 10 });
  pen.text(`Fecha: ${dateText(issue, s.date)}`, 40, 92, { size: 10 });

  sheet.box(40, 130, 260, 64);
  pen.text('Facturar a:', 46, 135, { size: 7.5, italic: true });
  pen.text(b.name, 46, 147, { size: 10, bold: true });
  pen.text(b.lines[0], 46, 160, { size: 8.5 });
  pen.text(b.lines[1], 46, 170, { size: 8.5 });
  pen.text(`CIF: ${b.idText}`, 46, 180, { size: 8.5 });
  pen.text(`Trabajos realizados en: ${b.sites[n % 3]}`, 40, 208, { size: 9 });

  y = grid(
    sheet,
    40,
    226,
    [{ head: 'Concepto', w: 270 }, { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Unidad', w: 45, align: 'c' }, { head: 'Precio', w: 65, align: 'r' }, { head: 'Total', w: 75, align: 'r' }],
    t.rows.map((r) => [r.text, quantity(r.qty), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'all', rowH: 18, size: 8.5 },
  );
  y += 14;
  const sums: Array<[string, string, boolean?]> = [['Base imponible', money(t.base, s.money)], ['IVA 21%', money(t.vat, s.money)]];
  if (t.irpf) sums.push(['Retención IRPF 1%', money(-t.irpf, s.money)]);
  sums.push(['TOTAL', money(t.total, s.money), true]);
  pairs(sheet, 380, 555, y, sums, 9.5, 15);
  pen.text('Forma de pago: transferencia bancaria', 40, y, { size: 8.5 });
  pen.text(`IBAN: ES${dice.int(10, 99)} 3191 0${dice.int(100, 999)} 45 ${dice.int(1000000000, 1999999999)}`, 40, y + 12, { size: 8.5 });
  if (t.irpf) pen.text('Actividad en estimación objetiva: retención del 1 % (art. 95.6 RIRPF).', 40, y + 24, { size: 7.5, italic: true });
  return invoiceDocument(id, 'manholes', sheet, b, invoiceTruth({ number, issue, nif: s.id, name: s.name, t }));
}
