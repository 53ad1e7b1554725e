/**
 * Invoices of tower-crane and scaffolding hire (a monthly hire statement over two or three pages,
 * light-grey bands with black letters), waterproofing subcontractors (a plain gridded print, one
 * under reverse charge) and geotechnical surveys (a black title bar holding the number, a dark
 * total box; two professionals who withhold IRPF).
 */
import { customerBlock, footer, pairs, partyLines, totalRows } from './blocks.js';
import { CRANE, GEOTECH_FEES, GEOTECH_FIRM, WATERPROOFING } from './catalogue.js';
import { type InvoiceContent, linesOf, Printer } from './content.js';
import type { Dice } from './dice.js';
import { type Line, makeLine } from './figures.js';
import { addDays, dateText, figure, monthOf, quantity } from './format.js';
import { INK, LEFT, PAGE_W, RIGHT, Sheet, WIDTH } from './kit.js';
import type { InvoicePlan } from './plans.js';
import { type Column, drawHead, drawRows, fit, gridLines, rowHeight, type TableLook } from './table.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const CRANE_SITES = ['Residencial Las Cumbres', 'Hospital Comarcal', 'Nave P-12 Santa Ana', 'Colegio Pérez Galdós', 'Torre B Ribera'];

/** The hire of the month before `issue`, on two or three sites: 24 to 34 lines. */
function craneLines(d: Dice, issue: string): Line[] {
  const first = `${issue.slice(0, 8)}01`;
  const to = addDays(first, -1);
  const from = `${to.slice(0, 8)}01`;
  const sites = d.sample(CRANE_SITES, d.int(2, 3));
  const lines: Line[] = [];
  for (const site of sites) {
    for (const item of d.subset(CRANE, 10, 12)) {
      lines.push(
        makeLine({
          code: item.code,
          description: `${item.text}\nObra ${site} · del ${dateText(from, 'slash')} al ${dateText(to, 'slash')}`,
          quantity: d.quantity(item.qty[0], item.qty[1], item.qty[2]),
          unit: item.unit,
          price: d.cents(item.price[0], item.price[1]),
          discount: 0,
          rate: 21,
        }),
      );
    }
  }
  return lines;
}

function craneHeader(sheet: Sheet, c: InvoiceContent, pr: Printer, page: number, pages: number): number {
  const grey = c.style.colour;
  sheet.text(c.supplier.name, LEFT, 34, { size: 13, bold: true });
  sheet.text(c.supplier.trade, LEFT, 51, { size: 8, colour: INK.muted });
  partyLines(c.supplier, pr, 'C.I.F.').forEach((l, i) => sheet.text(l, LEFT, 64 + i * 10, { size: 7.5 }));
  const bx = 325;
  sheet.fill(bx, 30, RIGHT - bx, 22, grey);
  sheet.center('FACTURA DE ALQUILER', (bx + RIGHT) / 2, Sheet.mid(30, 22, 11), { size: 11, bold: true });
  const cells: Array<[string, string]> = [
    ['Número', c.number],
    ['Fecha', pr.d(c.issue)],
    ['Periodo facturado', monthOf(addDays(`${c.issue.slice(0, 8)}01`, -1))],
    ['Cód. cliente', c.customer.code],
  ];
  const cw = (RIGHT - bx) / 2;
  cells.forEach(([label, value], i) => {
    const x = bx + (i % 2) * cw;
    const y = 52 + Math.floor(i / 2) * 26;
    sheet.frame(x, y, cw, 26, { width: 0.5 });
    sheet.text(label, x + 5, y + 4, { size: 6.8, colour: INK.muted });
    sheet.text(value, x + 5, y + 13, { size: 9, bold: true });
  });
  sheet.center(`Página ${page} de ${pages}`, PAGE_W / 2, 812, { size: 7.5 });
  return 116;
}

export const crane: InvoicePlan = {
  name: 'crane',
  variant(v, d, issue) {
    return {
      family: (['Helvetica', 'Helvetica', 'Times'] as const)[v],
      style: [
        { money: 'dots', date: 'slash', nif: 'plain', colour: INK.light },
        { money: 'dots-euro', date: 'dot', nif: 'dash', colour: '#e4e4e4' },
        { money: 'eur-prefix', date: 'slash', nif: 'plain', colour: '#cfcfcf' },
      ][v] as InvoiceContent['style'],
      number: [`A${issue.slice(2, 4)}-${pad(d.int(1, 3000), 5)}`, `ALQ/2026/${d.int(100, 999)}`, `${d.int(260000, 269999)}`][v],
      lines: craneLines(d, issue),
      dueDays: [60, 30, 90][v],
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const cols: Column[] = fit(
      [
        { title: 'Código', width: 48 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Cant.', width: 42, align: 'right' },
        { title: 'Ud.', width: 34, align: 'center' },
        { title: 'Precio', width: 58, align: 'right' },
        { title: 'Importe', width: 70, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8, headSize: 7.8, headHeight: 17, headFill: c.style.colour, headFrame: true, pad: 3, leading: 10, rowRules: '#c8c8c8' };
    const rows = c.lines.map((l) => [l.code ?? '', l.description, quantity(l.quantity, 0), l.unit, figure(l.price), figure(l.amount)]);

    // Pages: the first holds the customer, each ends with the sum carried to the next.
    const firstTop = 232;
    const nextTop = 136;
    const limit = 770;
    const pages: string[][][] = [[]];
    let y = firstTop + look.headHeight;
    for (const row of rows) {
      const h = rowHeight(sheet, cols, row, look);
      if (y + h > limit) {
        pages.push([]);
        y = nextTop + look.headHeight + 16;
      }
      pages[pages.length - 1].push(row);
      y += h;
    }
    if (y + 120 > 800) pages.push([]);

    let carried = 0n;
    let done = 0;
    pages.forEach((pageRows, p) => {
      if (p > 0) sheet.newPage();
      let ty = craneHeader(sheet, c, pr, p + 1, pages.length);
      if (p === 0) {
        customerBlock(sheet, LEFT, 128, 270, c.customer, pr, { title: 'CLIENTE', frame: true, nifLabel: 'C.I.F.' });
        sheet.text(`Forma de pago: ${c.payment}`, 325, 140, { size: 8 });
        sheet.text(`Vencimiento: ${pr.d(c.due!)}`, 325, 153, { size: 8 });
        sheet.text('Condiciones según contrato marco de alquiler en vigor.', 325, 166, { size: 7.5, colour: INK.muted });
        ty = firstTop;
      } else {
        ty = nextTop;
      }
      if (pageRows.length === 0) {
        totalsBlock(sheet, c, pr, ty);
        return;
      }
      ty = drawHead(sheet, LEFT, ty, cols, look);
      if (p > 0) {
        sheet.text('Suma anterior', LEFT + 52, ty + 4, { size: 8, italic: true });
        sheet.right(figure(carried), RIGHT - 4, ty + 4, { size: 8, bold: true });
        ty += 16;
      }
      ty = drawRows(sheet, LEFT, ty, cols, pageRows, look);
      const amounts = c.lines.slice(done, done + pageRows.length).reduce((s, l) => s + l.amount, 0n);
      carried += amounts;
      done += pageRows.length;
      if (p < pages.length - 1) {
        sheet.text('Suma y sigue', LEFT + 52, ty + 5, { size: 8, italic: true });
        sheet.right(figure(carried), RIGHT - 4, ty + 5, { size: 8, bold: true });
      } else {
        totalsBlock(sheet, c, pr, ty + 16);
      }
    });
    footer(sheet, `${c.supplier.registry}. IBAN para el pago: ${c.iban}.`, 786);
  },
};

function totalsBlock(sheet: Sheet, c: InvoiceContent, pr: Printer, y: number): void {
  const tx = 335;
  const after = pairs(sheet, tx + 6, RIGHT - 6, y, totalRows(c, pr), { size: 9 });
  sheet.fill(tx, after, RIGHT - tx, 22, c.style.colour);
  sheet.text('TOTAL FACTURA', tx + 6, Sheet.mid(after, 22, 10), { size: 10, bold: true });
  sheet.right(pr.m(c.fig.total), RIGHT - 6, Sheet.mid(after, 22, 11), { size: 11, bold: true });
}

export const waterproofing: InvoicePlan = {
  name: 'waterproofing',
  variant(v, d) {
    return {
      family: 'Times',
      style: [
        { money: 'dots', date: 'slash', nif: 'dash', colour: INK.black },
        { money: 'dots-euro', date: 'long', nif: 'plain', colour: INK.black },
        { money: 'dots', date: 'mon', nif: 'space', colour: INK.black },
      ][v] as InvoiceContent['style'],
      number: [`${pad(d.int(1, 240), 3)}/2026`, `CTG-${d.int(2600, 2699)}`, `MT 26 ${pad(d.int(1, 999), 4)}`][v],
      lines: linesOf(d, WATERPROOFING, 4, 6, { rate: 21 }),
      // The first works for a main contractor as a subcontractor: reverse charge.
      reverseCharge: v === 0,
      dueDays: [30, undefined, 60][v],
      order: v !== 1 ? `${d.int(4500, 4999)}/${d.digits(3)}` : undefined,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const initials = c.supplier.name.split(' ').filter((w) => /^[A-ZÁÉÍÓÚ]/.test(w)).slice(0, 3).map((w) => w[0]).join('');
    sheet.disc(LEFT + 30, 62, 28, INK.navy);
    sheet.center(initials, LEFT + 30, 55, { size: 16, bold: true, colour: 'white' });
    const head = [c.supplier.street, c.supplier.city, `C.I.F. ${pr.n(c.supplier.nif)}`, `Teléfono ${c.supplier.phone}`, c.supplier.email];
    sheet.right(c.supplier.name, RIGHT, 32, { size: 13, bold: true });
    sheet.right(c.supplier.trade, RIGHT, 49, { size: 8.5, italic: true });
    head.forEach((l, i) => sheet.right(l, RIGHT, 62 + i * 10.5, { size: 8.5 }));

    sheet.spaced('FACTURA', LEFT, 130, { size: 16, bold: true });
    const info: Array<[string, string]> = [['Número:', c.number], ['Fecha:', pr.d(c.issue)]];
    if (c.due) info.push(['Vencimiento:', pr.d(c.due)]);
    if (c.order) info.push(['Su pedido:', c.order]);
    info.forEach(([label, value], i) => {
      sheet.text(label, LEFT, 156 + i * 13, { size: 9.5 });
      sheet.text(value, LEFT + 68, 156 + i * 13, { size: 9.5, bold: true });
    });
    const cb = customerBlock(sheet, 300, 132, 0, c.customer, pr, { title: 'Cliente', size: 9.5, padding: 8 });
    sheet.rounded(300, 132, RIGHT - 300, cb - 132, 6);

    let y = Math.max(cb, 156 + info.length * 13) + 14;
    sheet.text(`Obra: ${c.site}`, LEFT, y, { size: 9.5, italic: true });
    y += 16;
    const cols = fit(
      [
        { title: 'Partida', width: 38 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Medición', width: 56, align: 'right' },
        { title: 'Ud', width: 28, align: 'center' },
        { title: 'Precio', width: 56, align: 'right' },
        { title: 'Importe', width: 74, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 9, headSize: 9, headHeight: 18, grid: true, pad: 4, leading: 11.5 };
    const top = y;
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [l.code ?? '', l.description, quantity(l.quantity, l.unit === 'ud' ? 0 : 2), l.unit, figure(l.price), figure(l.amount)]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);
    gridLines(sheet, LEFT, top, y, cols);

    y += 16;
    const tx = 320;
    const rowsT = totalRows(c, pr, {
      base: 'Base imponible',
      vat: 'I.V.A.',
      withholding: 'Retención',
      reverse: 'I.V.A. (inversión del sujeto pasivo)',
    });
    rowsT.push(['TOTAL FACTURA', pr.m(c.fig.total)]);
    const rowH = 17;
    rowsT.forEach(([label, value], i) => {
      const last = i === rowsT.length - 1;
      const ry = y + i * rowH;
      if (i > 0) sheet.rule(tx, ry, RIGHT, { width: last ? 0.9 : 0.4 });
      sheet.text(label, tx + 6, Sheet.mid(ry, rowH, 9), { size: last ? 10 : 9, bold: last });
      sheet.right(value, RIGHT - 6, Sheet.mid(ry, rowH, 9), { size: last ? 10 : 9, bold: last });
    });
    sheet.vrule(RIGHT - 92, y, y + rowsT.length * rowH, { width: 0.4 });
    sheet.frame(tx, y, RIGHT - tx, rowsT.length * rowH);
    y += rowsT.length * rowH + 14;
    if (c.fig.reverseCharge) {
      sheet.paragraph(
        'Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992 del IVA: ejecución de obra de construcción de edificaciones. El IVA lo declara el destinatario.',
        LEFT,
        y,
        WIDTH,
        { size: 8.5, italic: true },
      );
      y += 28;
    }
    sheet.text(`Forma de pago: ${c.payment} — ${c.iban}`, LEFT, y, { size: 8.5 });
    footer(sheet, c.supplier.registry, 806);
  },
};

export const geotech: InvoicePlan = {
  name: 'geotech',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots-euro', date: 'long', nif: 'plain', colour: INK.black },
        { money: 'dots', date: 'slash', nif: 'dash', colour: INK.grey },
        { money: 'plain-euro', date: 'iso', nif: 'dash', colour: INK.navy },
      ][v] as InvoiceContent['style'],
      number: [`2026-${pad(d.int(4, 60), 3)}`, `GSM/26/${pad(d.int(100, 900), 5)}`, `A-26/${pad(d.int(1, 90), 3)}`][v],
      lines: v === 1 ? linesOf(d, GEOTECH_FIRM, 6, 9, { rate: 21 }) : linesOf(d, GEOTECH_FEES, 2, 4, { rate: 21 }),
      withholdingRate: [15, 0, 7][v],
      dueDays: [30, 60, undefined][v],
      payment: v === 1 ? undefined : 'Transferencia bancaria',
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    const bandH = [44, 38, 50][c.v];
    sheet.fill(0, 0, PAGE_W, bandH, colour);
    sheet.text('FACTURA', LEFT, Sheet.mid(0, bandH, 22), { size: 22, bold: true, colour: 'white' });
    if (c.v === 1) {
      sheet.right('Factura nº', RIGHT, bandH / 2 - 11, { size: 7.5, colour: 'white' });
      sheet.right(c.number, RIGHT, bandH / 2 + 1, { size: 12, bold: true, colour: 'white' });
    } else {
      sheet.right(`Nº ${c.number}`, RIGHT, Sheet.mid(0, bandH, 12), { size: 12, bold: true, colour: 'white' });
    }

    let y = bandH + 20;
    sheet.text(c.supplier.name, LEFT, y, { size: 12, bold: true });
    const person = c.v !== 1;
    const issuer = [person ? c.supplier.registry : c.supplier.trade, `NIF ${pr.n(c.supplier.nif)}`, c.supplier.street, c.supplier.city, `${c.supplier.phone} · ${c.supplier.email}`];
    issuer.forEach((l, i) => sheet.text(l, LEFT, y + 17 + i * 10.5, { size: 8, italic: i === 0 }));
    const town = c.supplier.city.replace(/^\d{5}\s+/, '').replace(/\s*\(.*\)$/, '');
    const dateLine = c.v === 0 ? `${town}, ${pr.d(c.issue)}` : `Fecha de emisión: ${pr.d(c.issue)}`;
    sheet.right(dateLine, RIGHT, y + 2, { size: 9 });
    if (c.due) sheet.right(`Vencimiento: ${pr.d(c.due)}`, RIGHT, y + 15, { size: 9 });

    y += 86;
    sheet.fill(LEFT, y, 3, 62, colour);
    customerBlock(sheet, LEFT + 10, y, 260, c.customer, pr, { title: 'A la atención de' });
    y += 76;
    sheet.paragraph(`Asunto: estudio geotécnico — ${c.site}.`, LEFT, y, WIDTH, { size: 9 });
    y += 22;
    const cols = fit(
      [
        { title: 'Concepto', width: 0, wrap: true },
        { title: 'Ud', width: 30, align: 'center' },
        { title: 'Medición', width: 52, align: 'right' },
        { title: 'Precio', width: 64, align: 'right' },
        { title: 'Importe', width: 76, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.6, headSize: 8, headHeight: 17, headRules: true, rowRules: '#cccccc', pad: 4.5, leading: 11 };
    y = drawHead(sheet, LEFT, y, cols, look);
    y = drawRows(
      sheet,
      LEFT,
      y,
      cols,
      c.lines.map((l) => [l.description, l.unit, quantity(l.quantity, l.unit === 'm' ? 2 : 0), figure(l.price), figure(l.amount)]),
      look,
    );

    y += 18;
    const tx = 330;
    const after = pairs(sheet, tx + 8, RIGHT - 8, y, totalRows(c, pr), { size: 9 });
    sheet.fill(tx, after + 2, RIGHT - tx, 28, colour);
    const label = c.fig.withholdingRate ? 'TOTAL A PERCIBIR' : 'TOTAL FACTURA';
    sheet.text(label, tx + 8, Sheet.mid(after + 2, 28, 10), { size: 10, bold: true, colour: 'white' });
    sheet.right(pr.m(c.fig.total), RIGHT - 8, Sheet.mid(after + 2, 28, 12), { size: 12, bold: true, colour: 'white' });
    const notes = [`Forma de pago: ${c.payment}`, `IBAN: ${c.iban}`];
    if (c.fig.withholdingRate) notes.push(`Retención a cuenta del IRPF practicada según el art. 101 de la Ley 35/2006${c.fig.withholdingRate === 7 ? ' (inicio de actividad)' : ''}.`);
    notes.forEach((n, i) => sheet.paragraph(n, LEFT, y + i * 12, 270, { size: 8 }));
    if (!person) footer(sheet, c.supplier.registry);
  },
};
