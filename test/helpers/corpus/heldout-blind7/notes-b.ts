import type { CorpusDocument } from '../types.js';
import { TRADES, draw } from './catalogue.js';
import { A4, pages, quantity, vatAt21, type Sheet } from './kit.js';
import { day, dayIn, eur, newNote, noteDocument, supplierLines, type Note } from './model.js';
import { SUPPLIERS, type Supplier } from './parties.js';
import { drawTable, totalsBlock, type Column } from './table.js';

/**
 * Valued delivery notes: a sealants counter's narrow ticket (each line's quantity × price under
 * its description), a vinyl-flooring distributor (two pages with carried sums for one supplier)
 * and a plaster-moulding workshop's framed half page.
 */

// ---- sealants counter ticket ------------------------------------------------------------------------

function sealantTicket(sheet: Sheet, note: Note): void {
  const s = note.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 7.5);
  const x = 30;
  const w = 230;
  let y = 30;
  const line = (t: string, o: { bold?: boolean; center?: boolean; size?: number } = {}) => {
    if (o.center) pen.center(t, x + w / 2, y, o);
    else pen.text(t, x, y, o);
    y += (o.size ?? 7.5) + 3;
  };
  if (s.brand) line(s.brand, { bold: true, center: true, size: 11 });
  line(v === 1 ? s.name : s.name.toUpperCase(), { bold: !s.brand, center: true, size: s.brand ? 7.5 : 9 });
  supplierLines(s).forEach((l) => line(v === 1 ? l : l.toUpperCase(), { center: true, size: 6.5 }));
  sheet.rule(x, y, x + w, { dash: 1.5 });
  y += 5;
  line(`ALBARAN N${v === 1 ? 'º' : '.'}: ${note.number}`, { bold: true });
  line(`FECHA: ${day(s, note.date)}   HORA: ${String(note.rng.int(7, 13)).padStart(2, '0')}:${String(note.rng.int(0, 59)).padStart(2, '0')}`);
  line(`CLIENTE: ${note.buyer.name.toUpperCase()}`, { size: 6.5 });
  line(`NIF CLIENTE: ${note.buyer.nif}`, { size: 6.5 });
  sheet.rule(x, y, x + w, { dash: 1.5 });
  y += 5;
  for (const i of note.items) {
    line(i.description);
    pen.text(`   ${quantity(i.quantity)} ${i.unit} x ${eur(s, i.price)}`, x, y);
    pen.right(eur(s, i.amount), x + w, y);
    y += 11;
  }
  sheet.rule(x, y, x + w, { dash: 1.5 });
  y += 6;
  const vat = vatAt21(note.sum);
  const rows: Array<[string, bigint]> = [
    ['SUMA (SIN IVA)', note.sum],
    ['IVA 21%', vat],
    ['TOTAL', note.sum + vat],
  ];
  for (const [l, value] of rows) {
    pen.text(l, x, y, { bold: l === 'TOTAL' });
    pen.right(eur(s, value), x + w, y, { bold: l === 'TOTAL' });
    y += 11;
  }
  y += 6;
  line('MERCANCIA SERVIDA A CUENTA. FIRMA:', { size: 6.5 });
}

// ---- vinyl-flooring distributor ----------------------------------------------------------------------

export function vinylNote(sheet: Sheet, note: Note, o: { carriedOff?: bigint } = {}): void {
  const s = note.supplier;
  const v = s.variant;
  const pen = sheet.pen(s.family, 9);
  const right = A4.width - 40;
  const cols: Column[] = [
    { head: 'Código', width: 60, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: 225, cell: (i) => i.description, wraps: true },
    { head: 'Cantidad', width: 55, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'm²' ? 2 : 0) },
    { head: 'Ud.', width: 35, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 60, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: right - 40 - 435, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  const split = pages(note.items, v === 1 ? 5 : 20);
  // A carried sum printed wrong moves every later figure by the same amount.
  const off = o.carriedOff ?? 0n;
  split.forEach((page, p) => {
    if (p > 0) sheet.newPage();
    if (s.brand) sheet.colored(s.color, () => pen.right(s.brand ?? '', right, 30, { bold: true, size: 20 }));
    pen.right(s.name, right, s.brand ? 54 : 34, { bold: true, size: s.brand ? 9 : 13 });
    supplierLines(s).forEach((l, k) => pen.right(l, right, (s.brand ? 66 : 52) + k * 10, { size: 7.5 }));
    pen.text('ALBARÁN', 40, 34, { bold: true, size: 16 });
    pen.text(`Número: ${note.number}`, 40, 56, { bold: true });
    pen.text(`Fecha: ${day(s, note.date)}`, 40, 69);
    if (split.length > 1) pen.text(`Hoja ${p + 1}/${split.length}`, 40, 82, { size: 8 });
    pen.text('Cliente:', 40, 118, { bold: true });
    pen.text(`${note.buyer.name} (${note.buyer.nif})`, 90, 118);
    pen.text('Entregar en:', 40, 131, { bold: true });
    pen.text(note.buyer.site, 110, 131);
    let y = 156;
    if (p > 0) {
      pen.text('Suma anterior', 330, y, { bold: true });
      pen.right(eur(s, page.carriedIn + off), right, y, { bold: true });
      y += 16;
    }
    y = drawTable(sheet, pen, 40, y, cols, page.items, { head: 'ruled', rowHeight: 15, columnRules: v === 2 });
    const carried = page.carriedOut + (p > 0 ? off : 0n);
    if (p < split.length - 1) {
      pen.text('Suma y sigue', 330, y + 8, { bold: true });
      pen.right(eur(s, carried), right, y + 8, { bold: true });
    } else {
      totalsBlock(pen, right, y + 12, [['Total albarán (sin IVA)', eur(s, carried), true]], { gap: 100 });
      pen.text('Portes pagados. La mercancía viaja por cuenta y riesgo del comprador.', 40, y + 40, { size: 7.5, italic: true });
    }
  });
}

// ---- plaster-moulding workshop, framed half page -----------------------------------------------------------

function mouldingNote(sheet: Sheet, note: Note): void {
  const s = note.supplier;
  const pen = sheet.pen(s.family, 8.5);
  const mid = A4.width / 2;
  const left = 36;
  const right = A4.width - 36;
  sheet.box(left - 8, 22, right - left + 16, 390, { stroke: '#000000', width: 1.2 });
  if (s.brand) pen.center(s.brand, mid, 32, { bold: true, size: 15 });
  pen.center(s.name, mid, s.brand ? 52 : 34, { bold: !s.brand, size: s.brand ? 8.5 : 14 });
  pen.center(`${s.street} - ${s.city} - Tel. ${s.phone}`, mid, s.brand ? 64 : 54, { size: 7.5 });
  pen.center(`${s.nifLabel} ${s.nif}`, mid, s.brand ? 74 : 64, { size: 7.5 });
  sheet.box(left, 90, 250, 34, { stroke: '#000000' });
  pen.text('ALBARÁN DE ENTREGA Nº', left + 6, 95, { bold: true, size: 7.5 });
  pen.text(note.number, left + 6, 107, { bold: true, size: 11 });
  sheet.box(left + 260, 90, right - left - 260, 34, { stroke: '#000000' });
  pen.text('FECHA', left + 266, 95, { bold: true, size: 7.5 });
  pen.text(day(s, note.date), left + 266, 107, { size: 10 });
  pen.text(`Cliente: ${note.buyer.name}   NIF: ${note.buyer.nif}`, left, 134);
  pen.text(`Obra: ${note.buyer.site}`, left, 146);
  const cols: Column[] = [
    { head: 'Ref.', width: 62, cell: (i) => i.code ?? '' },
    { head: 'Descripción', width: 230, cell: (i) => i.description, wraps: true },
    { head: 'Cant.', width: 45, align: 'right', cell: (i) => quantity(i.quantity, i.unit === 'ml' ? 1 : 0) },
    { head: 'Ud.', width: 35, align: 'center', cell: (i) => i.unit },
    { head: 'Precio', width: 60, align: 'right', cell: (i) => eur(s, i.price) },
    { head: 'Importe', width: right - left - 432, align: 'right', cell: (i) => eur(s, i.amount) },
  ];
  const y = drawTable(sheet, pen, left, 164, cols, note.items, { head: 'grid', band: '#ffffff', rowHeight: 14 });
  totalsBlock(pen, right, y + 8, [['IMPORTE TOTAL (IVA no incluido)', eur(s, note.sum), true]], { gap: 90 });
  pen.text('Recibí la mercancía en buen estado:', left, 385, { size: 7.5 });
}

// ---- the documents ------------------------------------------------------------------------------

export function vinylNoteOf(s: Supplier, tail = ''): Note {
  return newNote('vinyl-notes', s, (rng) => ({
    number: [`DPF-${rng.int(260000, 269999)}`, `${rng.int(3000, 3999)}`, `A-${String(rng.int(1, 2500)).padStart(5, '0')}`][s.variant],
    date: dayIn(rng, 1, 11),
    items: draw(rng, TRADES.vinylNotes, [4, 8, 5][s.variant]),
  }), tail);
}

export async function notesB(): Promise<CorpusDocument[]> {
  const out: CorpusDocument[] = [];
  for (const s of SUPPLIERS.sealantNotes) {
    const note = newNote('sealant-tickets', s, (rng) => ({
      number: [`T26-${String(rng.int(1, 30000)).padStart(6, '0')}`, `${rng.int(5000, 8000)}`, `2026/${rng.int(1000, 3000)}`][s.variant],
      date: dayIn(rng, 1, 11),
      items: draw(rng, TRADES.sealantNotes, 3 + s.variant),
    }));
    out.push(await noteDocument(note, sealantTicket));
  }
  for (const s of SUPPLIERS.vinylNotes) out.push(await noteDocument(vinylNoteOf(s), (sheet, n) => vinylNote(sheet, n)));
  for (const s of SUPPLIERS.mouldingNotes) {
    const note = newNote('moulding-notes', s, (rng) => ({
      number: [`2026/${String(rng.int(1, 900)).padStart(4, '0')}`, `${rng.int(700, 1600)}`, `H-${rng.int(100, 400)}`][s.variant],
      date: dayIn(rng, 1, 11),
      items: draw(rng, TRADES.mouldingNotes, 3 + s.variant),
    }));
    out.push(await noteDocument(note, mouldingNote));
  }
  return out;
}
