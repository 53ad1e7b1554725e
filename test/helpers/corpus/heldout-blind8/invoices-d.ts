import type { CorpusDocument } from '../types.js';
import { addDays, dateText, dayIn, invoiceTruth, money, priced, quantity, totals } from './figures.js';
import { cif, dni, grid, isValidId, nie, PAGE, pairs, printedId, Sheet } from './kit.js';
import { BUYERS, diceFor, invoiceDocument, lines, supplier, type Offer, type Supplier } from './parties.js';

/**
 * Invoice layouts 9 and 10 of the eighth blind set: bridge expansion joints and bearings (a row
 * of boxed header cells, one supplier's CIF only in the registry footer), and buried-utility
 * detection by georadar billed as professional fees (IRPF 15 % and 7 %, and a professional
 * company without it).
 */

const cellMoney = (s: Supplier, cents: number) => money(cents, s.money.startsWith('plain') ? 'plain' : 'dot');

// --- 9. expansion joints and bearings: boxed header cells ------------------------------------

const BEARINGS = [
  supplier({
    name: 'Juntas y Apoyos Estructurales, S.A.', idText: printedId(cif('A', '2860731'), 'plain'), idLabel: 'CIF', street: 'C/ Fundidores, 18, P.I. Los Ángeles', town: '28906 Getafe (Madrid)',
    phone: '91 695 22 40', email: 'facturacion@juntasyapoyos.com', registry: 'Registro Mercantil de Madrid, Tomo 12.004, Folio 151, Sección 8ª, Hoja M-189.320',
    brand: null, initials: 'JAE', color: '#e07a10', family: 'Helvetica', money: '€dot', date: 'd/m/Y',
  }),
  supplier({
    name: 'Neoprenos Técnicos Vallès, S.L.', idText: printedId(cif('B', '0862419'), 'dash'), idLabel: 'NIF', street: 'Carrer de Roger de Flor, 71', town: '08401 Granollers (Barcelona)',
    phone: '938 79 05 16', email: 'admin@neoprenosvalles.cat', registry: 'Reg. Mercantil de Barcelona, Tom 40.118, Foli 9, Full B-360.245',
    brand: null, initials: 'NTV', color: '#14746f', family: 'Helvetica', money: 'dot€', date: 'd.m.Y',
  }),
  supplier({
    name: 'Apoyos de Puentes Atlántico, S.L.', idText: printedId(cif('B', '1574092'), 'plain'), idLabel: 'C.I.F.', street: 'Polígono de Sabón, parcela 112', town: '15142 Arteixo (A Coruña)',
    phone: '981 60 44 27', email: 'contabilidad@apoyosatlantico.es', registry: 'Inscrita en el Registro Mercantil de A Coruña, Tomo 3.311, Folio 84, Hoja C-44.716',
    brand: null, initials: 'APA', color: '#22577a', family: 'Times', money: 'dot', date: 'd-m-Y',
  }),
];

const JOINTS: Offer[] = [
  { text: 'Junta de dilatación elastomérica JE-80', unit: 'ml', price: [180, 260], qty: [6, 60], places: 1 },
  { text: 'Junta de dilatación de peine JP-160', unit: 'ml', price: [420, 600], qty: [6, 40], places: 1 },
  { text: 'Apoyo de neopreno zunchado 300x400x52', unit: 'ud', price: [160, 240], qty: [4, 24] },
  { text: 'Apoyo POT deslizante 2.500 kN', unit: 'ud', price: [1900, 2800], qty: [2, 8] },
  { text: 'Apoyo POT fijo 2.500 kN', unit: 'ud', price: [1700, 2400], qty: [1, 4] },
  { text: 'Mortero epoxi de nivelación', unit: 'kg', price: [9, 14], qty: [50, 300] },
  { text: 'Sellado de junta con masilla de poliuretano', unit: 'ml', price: [12, 19], qty: [20, 200], places: 1 },
  { text: 'Montaje y nivelación de apoyos', unit: 'ud', price: [90, 140], qty: [4, 24] },
];

export async function bearingsInvoice(k: number, n: number): Promise<CorpusDocument> {
  const id = `blind8-joints-bearings-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = BEARINGS[k];
  const b = BUYERS[[2, 2, 1][k]];
  const issue = dayIn(dice, [5, 6, 7, 9, 10]);
  const due = addDays(issue, [90, 60, 30][k]);
  const number = [`JA${dice.int(260100, 260999)}`, `NTV/26/${dice.int(300, 800)}`, `AP-${dice.int(2026100, 2026400)}`][k];
  const t = totals(priced(lines(dice, JOINTS, dice.int(3, 6))));
  const sheet = new Sheet(s.family, `Factura ${number}`, 'Microsoft Dynamics');
  const { pen } = sheet;

  sheet.box(40, 36, 6, 60, { fill: s.color, stroke: null });
  pen.text(s.name, 54, 38, { size: 14, bold: true });
  pen.text(s.street, 54, 57, { size: 8.5 });
  pen.text(`${s.town} · ${s.phone}`, 54, 68, { size: 8.5 });
  pen.text(k === 2 ? s.email : `${s.idLabel}: ${s.idText} · ${s.email}`, 54, 79, { size: 8.5 });
  sheet.ink(s.color, () => pen.right(k === 1 ? 'FACTURA' : 'Factura', 555, 40, { size: 20, bold: true }));

  const cells = [
    [['Factura nº', number], ['Fecha', dateText(issue, s.date)], ['Cód. cliente', `C${dice.int(1000, 4999)}`], ['Su pedido', `PED-${dice.int(10000, 99999)}`], ['Vencimiento', dateText(due, s.date)]],
    [['Número', number], ['Data / Fecha', dateText(issue, s.date)], ['Client', `${dice.int(43000, 43999)}`], ['Comanda / Pedido', `${dice.int(1000, 9999)}/26`], ['Venciment', dateText(due, s.date)]],
    [['Nº factura', number], ['Fecha factura', dateText(issue, s.date)], ['Cliente', `${dice.int(100, 999)}`], ['Ref. pedido', `OC-${dice.int(100, 999)}`], ['Fecha vto.', dateText(due, s.date)]],
  ][k];
  const cw = 103;
  cells.forEach(([label, value], i) => {
    sheet.box(40 + i * cw, 110, cw, 32);
    pen.text(label, 44 + i * cw, 114, { size: 6.5 });
    pen.text(value, 44 + i * cw, 127, { size: 9.5, bold: true });
  });

  pen.text(b.name, 300, 158, { size: 10, bold: true });
  b.lines.forEach((l, i) => pen.text(l, 300, 171 + i * 11, { size: 8.5 }));
  pen.text(`CIF ${b.idText}`, 300, 193, { size: 8.5 });
  pen.text('Destino:', 40, 158, { size: 8, bold: true });
  pen.text(b.sites[(n + 1) % 3], 40, 170, { size: 8.5 });

  let y = grid(
    sheet,
    40,
    220,
    [{ head: 'Artículo / trabajo', w: 245 }, { head: 'Cantidad', w: 60, align: 'r' }, { head: 'Ud.', w: 30, align: 'c' }, { head: 'Precio unit.', w: 80, align: 'r' }, { head: 'Importe', w: 100, align: 'r' }],
    t.rows.map((r) => [r.text, quantity(r.qty, r.unit === 'ml' ? 1 : 0), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'frame', rowH: 17, headFill: '#f0f0f0' },
  );
  y += 14;
  const w = 103;
  [['Base imponible', money(t.base, s.money)], ['% IVA', '21,00'], ['Cuota IVA', money(t.vat, s.money)], ['', ''], ['TOTAL', money(t.total, s.money)]].forEach(([label, value], i) => {
    if (!label) return;
    sheet.box(40 + i * w, y, w, 32, i === 4 ? { fill: '#eeeeee' } : {});
    pen.text(label, 44 + i * w, y + 4, { size: 6.5 });
    pen.right(value, 40 + (i + 1) * w - 4, y + 17, { size: 9.5, bold: i === 4 });
  });
  pen.text('Forma de pago: confirming. Los apoyos se entregan con su certificado de marcado CE.', 40, y + 48, { size: 8 });
  pen.center(k === 2 ? `${s.name} · ${s.registry} · ${s.idLabel} ${s.idText}` : s.registry!, PAGE.w / 2, 806, { size: 6.5 });
  return invoiceDocument(id, 'joints-bearings', sheet, b, invoiceTruth({ number, issue, due, nif: s.id, name: s.name, t }));
}

// --- 10. buried-utility detection: professional fees in a sidebar layout -----------------------

const DETECTORS = [
  supplier({
    name: 'Laura Sanz Ibáñez', idText: printedId(dni('25187463'), 'plain'), idLabel: 'NIF', street: 'C/ Miguel Servet, 104, 5º A', town: '50013 Zaragoza',
    phone: '679 40 12 88', email: 'laura.sanz@detecciondeservicios.es', registry: null,
    brand: 'Ingeniera técnica en topografía · Colegiada 2.417', initials: 'LS', color: '#e8eef3', family: 'Times', money: 'dot€', date: 'd/m/Y',
  }),
  supplier({
    name: 'Rui Carvalho Mendes', idText: printedId(nie('X', '6390214'), 'plain'), idLabel: 'NIE', street: 'Avda. de Cataluña, 35, 2º D', town: '50014 Zaragoza',
    phone: '611 28 93 40', email: 'rui.carvalho.geo@gmail.com', registry: null,
    brand: 'Geólogo · detección de servicios y georradar', initials: 'RC', color: '#eef3e8', family: 'Helvetica', money: 'dot€', date: 'd-m-Y',
  }),
  supplier({
    name: 'Georradar Servicios Técnicos, S.L.P.', idText: printedId(cif('B', '5012874'), 'plain'), idLabel: 'CIF', street: 'C/ María de Luna, 11, Edif. CEEIA', town: '50018 Zaragoza',
    phone: '876 24 50 31', email: 'info@georradarst.es', registry: 'Reg. Mercantil de Zaragoza, Tomo 4.311, Folio 60, Hoja Z-62.904',
    brand: 'Sociedad profesional de ingeniería', initials: 'GST', color: '#f1ece4', family: 'Helvetica', money: 'dot', date: 'd/m/Y',
  }),
];

const DETECTION: Offer[] = [
  { text: 'Detección de servicios con georradar', unit: 'jornada', price: [480, 720], qty: [1, 5] },
  { text: 'Localización de redes con detector EM', unit: 'jornada', price: [380, 560], qty: [1, 4] },
  { text: 'Marcado en superficie de trazados', unit: 'ml', price: [0.8, 1.5], qty: [200, 1500] },
  { text: 'Informe y planos de servicios afectados', unit: 'ud', price: [350, 650], qty: [1, 1] },
  { text: 'Inspección de colector con cámara', unit: 'ml', price: [3.5, 6], qty: [60, 400] },
  { text: 'Desplazamiento', unit: 'km', price: [0.3, 0.45], qty: [40, 380] },
];

/** `hard`: the self-employed geologist's NIE printed with a wrong control letter. */
export async function detectionInvoice(k: number, n: number, hard = false): Promise<CorpusDocument> {
  const id = hard ? 'blind8-utility-detection-hard' : `blind8-utility-detection-${k + 1}-${n + 1}`;
  const dice = diceFor(id);
  const s = DETECTORS[k];
  const idText = hard ? `${s.idText.slice(0, -1)}${s.idText.endsWith('A') ? 'B' : 'A'}` : s.idText;
  if (hard && isValidId(idText)) throw new Error(`${idText} was meant to carry a wrong control letter`);
  const b = BUYERS[(n + k + 1) % 4];
  const issue = dayIn(dice, [3, 4, 6, 9, 10, 11]);
  const number = [`${dice.int(10, 90)}/2026`, `2026-${String(dice.int(1, 60)).padStart(3, '0')}`, `GST-26-${dice.int(100, 400)}`][k];
  const t = totals(priced(lines(dice, DETECTION, dice.int(2, 4))), { irpf: [15, 7, 0][k] });
  const sheet = new Sheet(s.family, `Factura ${number}`, 'LibreOffice');
  const { pen } = sheet;

  sheet.box(0, 0, 170, PAGE.h, { fill: s.color, stroke: null });
  pen.text(s.name, 20, 50, { size: s.name.length > 24 ? 9 : 11, bold: true });
  pen.paragraph(s.brand!, 20, 66, 135, { size: 8, italic: true });
  [`${s.idLabel}: ${idText}`, s.street, s.town, `Tel. ${s.phone}`, s.email].forEach((l, i) => pen.text(l, 20, 110 + i * 12, { size: i === 4 ? 6.8 : 8 }));
  if (s.registry) pen.paragraph(s.registry, 20, 780, 135, { size: 6.5 });

  pen.text('FACTURA', 200, 50, { size: 22 });
  pairs(sheet, 200, 400, 84, [
    ['Número de factura', number],
    ['Fecha de factura', dateText(issue, s.date)],
  ], 9.5, 14);
  pen.text('Cliente', 200, 130, { size: 8, bold: true });
  pen.text(b.name, 200, 142, { size: 10 });
  pen.text(`${b.lines.join(', ')}`, 200, 155, { size: 8.5 });
  pen.text(`NIF ${b.idText}`, 200, 166, { size: 8.5 });
  pen.text(`Trabajo: ${b.sites[n % 3]}`, 200, 184, { size: 8.5, italic: true });

  let y = grid(
    sheet,
    200,
    210,
    [{ head: 'Servicio', w: 170 }, { head: 'Cant.', w: 40, align: 'r' }, { head: 'Ud.', w: 42, align: 'c' }, { head: 'Precio', w: 50, align: 'r' }, { head: 'Importe', w: 53, align: 'r' }],
    t.rows.map((r) => [r.text, quantity(r.qty), r.unit, cellMoney(s, r.price), cellMoney(s, r.amount)]),
    { lines: 'rows', rowH: 18, size: 8 },
  );
  y += 16;
  const sums: Array<[string, string, boolean?]> = [['Base imponible', money(t.base, s.money)], ['IVA (21 %)', money(t.vat, s.money)]];
  if (t.irpf) sums.push([`Retención IRPF (${t.irpfPct} %)`, money(-t.irpf, s.money)]);
  sums.push(['Total a pagar', money(t.total, s.money), true]);
  y = pairs(sheet, 380, 555, y, sums, 9, 15);
  if (k === 1) pen.text('Retención del 7 % por inicio de actividad profesional (art. 101.5 LIRPF).', 200, y + 12, { size: 7.5, italic: true });
  pen.text(`Transferencia a ES${dice.int(10, 99)} 0182 5321 ${dice.int(1000, 9999)} ${dice.int(1000, 9999)} ${dice.int(1000, 9999)}`, 200, y + 30, { size: 8 });
  const truth = invoiceTruth({ number, issue, nif: hard ? undefined : s.id, name: s.name, t });
  return invoiceDocument(id, 'utility-detection', sheet, b, truth, hard ? "the self-employed supplier's NIE is printed with a wrong control letter: no valid seller id" : undefined);
}
