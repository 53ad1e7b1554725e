import type { CorpusDocument } from '../types.js';
import { TRADES, draw } from './catalogue.js';
import { A4, vatAt21, quantity, type Sheet } from './kit.js';
import { day, dayIn, eur, newNote, noteDocument, supplierLines, type Note } from './model.js';
import { SUPPLIERS } from './parties.js';
import { drawTable, totalsBlock, type Column } from './table.js';

/**
 * Valued delivery notes: a wall-covering distributor (a dye-lot column for one supplier), a
 * stainless-fittings merchant (a header grid with the labels above, the CIF only in the registry
 * footer for one) and a ceiling-materials distributor labelled in Basque and Spanish.
 */

// ---- wall-covering distributor --------------------------------------------------------------------

function wallcoveringNote(sheet: Sheet, note: Note): void {
  const s = note.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 8.5);
  const right = A4.width - 40;
  if (v === 1) {
    sheet.box(40, 32, 50, 34, { fill: s.color });
    sheet.colored('#ffffff', () => pen.center(s.brand ?? '', 65, 43, { bold: true, size: 13 }));
    pen.text(s.name, 100, 34, { bold: true, size: 13 });
    supplierLines(s).forEach((l, k) => pen.text(l, 100, 52 + k * 10, { size: 7.5 }));
  } else {
    sheet.colored(s.color, () => pen.text(s.name, 40, 34, { bold: true, size: 13 }));
    supplierLines(s).forEach((l, k) => pen.text(l, 40, 52 + k * 10, { size: 7.5 }));
  }
  pen.right(v === 1 ? 'ALBARÁN DE ENTREGA' : 'ALBARÁN', right, 34, { bold: true, size: 14 });
  const meta: Array<[string, string]> = [
    [v === 2 ? 'Albarán nº' : 'Nº Albarán:', note.number],
    ['Fecha:', day(s, note.date)],
    ['Cód. cliente:', String(note.rng.int(40000, 49999))],
  ];
  meta.forEach(([l, val], k) => {
    pen.text(l, 380, 58 + k * 12, { bold: true });
    pen.right(val, right, 58 + k * 12);
  });
  sheet.box(40, 112, 250, 62, { stroke: '#999999' });
  pen.text('Cliente', 46, 117, { bold: true, size: 7.5 });
  pen.text(note.buyer.name, 46, 128, { bold: true });
  pen.text(`CIF ${note.buyer.nif}`, 46, 140);
  pen.text(note.buyer.city, 46, 152);
  sheet.box(300, 112, right - 300, 62, { stroke: '#999999' });
  pen.text('Dirección de entrega', 306, 117, { bold: true, size: 7.5 });
  pen.paragraph(`Obra: ${note.buyer.site}`, 306, 128, right - 312);
  const cols: Column[] = [
    { head: 'Artículo', width: 55, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: v === 1 ? 190 : 235, cell: (i) => i.description, wraps: true },
    ...(v === 1 ? [{ head: 'Lote', width: 45, cell: () => `L${note.rng.int(2400, 2699)}` } satisfies Column] : []),
    { head: 'Cantidad', width: 50, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'ml' ? 1 : i.unit === 'm²' ? 2 : 0) },
    { head: 'Ud.', width: 35, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 60, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: 80, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 190, cols, note.items, v === 0 ? { head: 'band', band: s.color, rowHeight: 14, rowRules: true } : { head: 'ruled', rowHeight: 14 });
  if (v === 1) {
    const vat = vatAt21(note.sum);
    y = totalsBlock(pen, right, y + 10, [
      ['Suma', eur(s, note.sum)],
      ['IVA 21 %', eur(s, vat)],
      ['Total', eur(s, note.sum + vat), true],
    ]);
  } else {
    y = totalsBlock(pen, right, y + 10, [['Total albarán (IVA no incluido)', eur(s, note.sum), true]], { gap: 90 });
  }
  sheet.box(40, y + 20, 200, 50, { stroke: '#999999' });
  pen.text('Recibí conforme (firma y DNI)', 46, y + 25, { size: 7 });
}

// ---- stainless-fittings merchant ------------------------------------------------------------------

function inoxNote(sheet: Sheet, note: Note): void {
  const s = note.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 8.5);
  const right = A4.width - 40;
  if (v === 1) {
    pen.text(s.brand ?? '', 40, 30, { bold: true, size: 24 });
    sheet.colored(s.color, () => pen.text(s.name, 40, 56, { size: 9 }));
  } else {
    pen.text(s.name, 40, 36, { bold: true, size: 14 });
  }
  supplierLines(s, { nif: v !== 0 }).forEach((l, k) => pen.text(l, 40, 70 + k * 10, { size: 7.5 }));
  pen.right('ALBARÁN', right, 36, { bold: true, size: 16 });
  const heads = ['ALBARÁN', 'FECHA', 'CLIENTE', 'SU PEDIDO', 'TRANSPORTE'];
  const values = [note.number, day(s, note.date), String(note.rng.int(1000, 9999)), `OB-${note.rng.int(100, 999)}`, note.rng.pick(['Medios propios', 'Recoge cliente', 'Agencia'])];
  const w = (right - 40) / heads.length;
  heads.forEach((h, k) => {
    sheet.box(40 + k * w, 118, w, 13, { fill: v === 2 ? '#d6e4f0' : '#e5e5e5', stroke: '#000000' });
    sheet.box(40 + k * w, 131, w, 17, { stroke: '#000000' });
    pen.center(h, 40 + k * w + w / 2, 121.5, { bold: true, size: 7 });
    pen.center(values[k], 40 + k * w + w / 2, 136);
  });
  pen.text(note.buyer.name, 40, 162, { bold: true });
  pen.text(`${note.buyer.street} - ${note.buyer.city} - NIF ${note.buyer.nif}`, 40, 174);
  pen.text(`Entrega en obra: ${note.buyer.site}`, 40, 186);
  const cols: Column[] = [
    { head: 'Código', width: 65, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: 215, cell: (i) => i.description, wraps: true },
    { head: 'Cant.', width: 45, align: 'right', cell: (i) => quantity(i.quantity) },
    { head: 'Ud.', width: 30, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 65, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: right - 40 - 420, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  let y = drawTable(sheet, pen, 40, 206, cols, note.items, { head: 'grid', band: v === 2 ? '#d6e4f0' : '#e5e5e5', rowHeight: 13, zebra: v === 1 ? '#f4f4f4' : undefined });
  const vat = vatAt21(note.sum);
  y = totalsBlock(pen, right, y + 10, [
    ['Base imponible', eur(s, note.sum)],
    ['IVA 21%', eur(s, vat)],
    ['Total', eur(s, note.sum + vat), true],
  ]);
  pen.text('Material inoxidable con certificado de calidad 3.1 según EN 10204.', 40, y + 16, { size: 7.5 });
  if (s.registry) pen.center(s.registry, A4.width / 2, 810, { size: 6.5 });
}

// ---- ceiling materials, labelled in Basque and Spanish ------------------------------------------------

function ceilingNote(sheet: Sheet, note: Note): void {
  const s = note.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 8.5);
  const right = A4.width - 40;
  const mid = A4.width / 2;
  if (v === 0) {
    sheet.colored(s.color, () => pen.center(s.name, mid, 34, { bold: true, size: 15 }));
    pen.center(`${s.street} · ${s.city} · ${s.phone}`, mid, 54, { size: 7.5 });
    pen.center(`${s.nifLabel}: ${s.nif}`, mid, 64, { size: 7.5 });
  } else {
    sheet.box(40, 30, 6, 44, { fill: s.color });
    pen.text(s.name, 54, 32, { bold: true, size: 13 });
    [s.street, s.city, `${s.nifLabel}: ${s.nif}`].forEach((l, k) => pen.text(l, 54, 50 + k * 10, { size: 7.5 }));
  }
  pen.text('ALBARANA / ALBARÁN', 40, 94, { bold: true, size: 12 });
  pen.text(`Zk. / Nº: ${note.number}`, 40, 112, { bold: true });
  pen.text(`Data / Fecha: ${day(s, note.date)}`, 200, 112);
  sheet.box(330, 90, right - 330, 58, { stroke: '#000000' });
  pen.text('Bezeroa / Cliente', 336, 94, { bold: true, size: 7 });
  pen.text(note.buyer.name, 336, 105, { bold: true });
  pen.text(`IFZ / CIF: ${note.buyer.nif}`, 336, 116);
  pen.paragraph(`Obra: ${note.buyer.site}`, 336, 127, right - 342, { size: 7.5 });
  const cols: Column[] = [
    { head: 'Kodea / Código', width: 72, cell: (i) => i.code ?? '' },
    { head: 'Deskribapena / Descripción', width: 198, cell: (i) => i.description, wraps: true },
    { head: 'Kopurua / Cant.', width: 60, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'm²' ? 2 : 0) },
    { head: 'Ud.', width: 30, align: 'center', cell: (i) => i.unit },
    { head: 'Prezioa / Precio', width: 65, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Zenbatekoa / Importe', width: right - 40 - 425, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  const y = drawTable(sheet, pen, 40, 166, cols, note.items, v === 2 ? { head: 'ruled', rowHeight: 14, rowRules: true } : { head: 'band', band: s.color, rowHeight: 14, headBold: true });
  totalsBlock(pen, right, y + 12, [['Guztira BEZ gabe / Total sin IVA', eur(s, note.sum), true]], { gap: 95 });
  pen.text('Jasota / Recibido:', 40, y + 50, { size: 7.5 });
  sheet.rule(120, y + 60, 280, { width: 0.4 });
}

// ---- the documents ------------------------------------------------------------------------------

export async function notesA(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const s of SUPPLIERS.wallcoveringNotes) {
    const note = newNote('wallcovering-notes', s, (rng) => ({
      number: [`A26-${String(rng.int(1, 9999)).padStart(5, '0')}`, String(rng.int(45000, 49999)).padStart(7, '0'), `${rng.int(200, 999)}/26`][s.variant],
      date: dayIn(rng, 1, 11),
      items: draw(rng, TRADES.wallcoveringNotes, 3 + s.variant),
    }));
    out.push(await noteDocument(note, wallcoveringNote));
  }
  for (const s of SUPPLIERS.inoxNotes) {
    const note = newNote('inox-fittings-notes', s, (rng) => ({
      number: [`AV${rng.int(260000, 269999)}`, `${rng.int(10, 99)}-${String(rng.int(1, 9999)).padStart(5, '0')}`, `ALB-26-${rng.int(1000, 4000)}`][s.variant],
      date: dayIn(rng, 1, 11),
      items: draw(rng, TRADES.inoxNotes, 4 + s.variant),
    }));
    out.push(await noteDocument(note, inoxNote));
  }
  for (const s of SUPPLIERS.ceilingNotes) {
    const note = newNote('ceiling-notes-eu', s, (rng) => ({
      number: [`SG-${rng.int(26000, 26999)}`, `${rng.int(100000, 199999)}`, `AK/26/${String(rng.int(1, 800)).padStart(4, '0')}`][s.variant],
      date: dayIn(rng, 1, 11),
      items: draw(rng, TRADES.ceilingNotes, 4 + s.variant),
    }));
    out.push(await noteDocument(note, ceilingNote));
  }
  return out;
}
