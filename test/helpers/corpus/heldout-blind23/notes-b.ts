/**
 * Valued delivery notes of paint and coatings (light-grey bands with black letters, discounts),
 * electrical cable by the metre (a dark title bar holding the number and date in white) and
 * ceramic tiles by the square metre (a ruled print with shade and box columns).
 */
import { divRound, lineTotal } from '../../../../src/platform/money.js';
import { customerBlock, footer, partyLines } from './blocks.js';
import { CABLE, PAINT, TILES } from './catalogue.js';
import { linesOf, type NoteContent, Printer } from './content.js';
import type { Dice } from './dice.js';
import { type Line, makeLine } from './figures.js';
import { figure, quantity, rateText } from './format.js';
import { INK, LEFT, PAGE_W, RIGHT, Sheet, WIDTH } from './kit.js';
import type { NotePlan } from './plans.js';
import { drawHead, drawRows, fit, gridLines, type TableLook } from './table.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

export const paint: NotePlan = {
  name: 'paint',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'plain', colour: INK.light },
        { money: 'dots-euro', date: 'dash', nif: 'dash', colour: '#e6e6e6' },
        { money: 'plain-euro', date: 'mon', nif: 'plain', colour: '#d2d2d2' },
      ][v] as NoteContent['style'],
      number: [`AV-26-${pad(d.int(1, 9000), 5)}`, `A260${d.digits(4)}`, `26/ALB/${pad(d.int(1, 1500), 4)}`][v],
      lines: linesOf(d, PAINT, 4, 7, { rate: 21, discounts: [5, 10, 15, 20] }),
      order: v === 1 ? undefined : `${d.pick(['Obra', 'Pedido', 'Ref.'])} ${d.digits(4)}`,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const grey = c.style.colour;
    const h = [36, 30, 40][c.v];
    sheet.fill(0, 0, PAGE_W, h, grey);
    sheet.text('ALBARÁN DE ENTREGA', LEFT, Sheet.mid(0, h, 14), { size: 14, bold: true });
    sheet.right(c.supplier.name, RIGHT, Sheet.mid(0, h, 10), { size: 10, bold: true });

    sheet.text(c.supplier.trade, LEFT, h + 14, { size: 8, colour: INK.muted });
    partyLines(c.supplier, pr, 'CIF').forEach((l, i) => sheet.text(l, LEFT, h + 27 + i * 10, { size: 7.8 }));
    const cb = customerBlock(sheet, 318, h + 12, RIGHT - 318, c.customer, pr, { frame: true, title: 'CLIENTE', codeLabel: 'Cliente nº' });

    let y = Math.max(cb, h + 80) + 14;
    const cells: Array<[string, string]> = [
      ['Albarán', c.number],
      ['Fecha', pr.d(c.date)],
      ['Pedido cliente', c.order ?? '—'],
      ['Obra', c.site.split(' — ').pop() ?? ''],
    ];
    const cw = WIDTH / cells.length;
    cells.forEach(([label, value], i) => {
      sheet.frame(LEFT + i * cw, y, cw, 28, { width: 0.5 });
      sheet.text(label, LEFT + i * cw + 6, y + 4, { size: 7, colour: INK.muted });
      sheet.text(value, LEFT + i * cw + 6, y + 14, { size: 9, bold: true });
    });
    y += 42;

    const cols = fit(
      [
        { title: 'Código', width: 54 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Cant.', width: 38, align: 'right' },
        { title: 'Ud', width: 26, align: 'center' },
        { title: 'Precio', width: 52, align: 'right' },
        { title: 'Dto.%', width: 34, align: 'right' },
        { title: 'Importe', width: 64, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.3, headSize: 7.8, headHeight: 17, headFill: grey, pad: 3.8, leading: 10.6, rowRules: '#cfcfcf' };
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [
      l.code ?? '',
      l.description,
      quantity(l.quantity, 0),
      l.unit,
      figure(l.price),
      l.discount ? figure(BigInt(l.discount) * 100n) : '',
      figure(l.amount),
    ]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);

    const gross = c.lines.reduce((s, l) => s + lineTotal(l.quantity, l.price), 0n);
    y += 14;
    const tx = 340;
    sheet.text('Importe bruto', tx + 6, y, { size: 8.5 });
    sheet.right(pr.m(gross), RIGHT - 6, y, { size: 8.5 });
    sheet.text('Descuentos', tx + 6, y + 13, { size: 8.5 });
    sheet.right(pr.m(c.subtotal - gross), RIGHT - 6, y + 13, { size: 8.5 });
    sheet.fill(tx, y + 28, RIGHT - tx, 22, grey);
    sheet.text('TOTAL NETO', tx + 6, Sheet.mid(y + 28, 22, 10), { size: 10, bold: true });
    sheet.right(pr.m(c.subtotal), RIGHT - 6, Sheet.mid(y + 28, 22, 10.5), { size: 10.5, bold: true });
    sheet.text('Importes sin IVA.', LEFT, y, { size: 7.8, colour: INK.muted });
    y += 70;
    sheet.frame(LEFT, y, WIDTH, 50, { width: 0.5 });
    sheet.text('Mercancía recibida conforme (firma y sello)', LEFT + 6, y + 5, { size: 7, colour: INK.muted });
    footer(sheet, `${c.supplier.registry}. Conserve este albarán: es necesario para cualquier reclamación.`);
  },
};

export const cable: NotePlan = {
  name: 'cable',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'dash', colour: INK.red },
        { money: 'dots-euro', date: 'iso', nif: 'plain', colour: INK.navy },
        { money: 'eur-prefix', date: 'dot', nif: 'plain', colour: INK.grey },
      ][v] as NoteContent['style'],
      number: [`ALB-${d.int(260000, 269999)}`, `${d.int(1, 9)}/${pad(d.int(1, 9999), 6)}`, `DV26-${pad(d.int(1, 5000), 5)}`][v],
      lines: linesOf(d, CABLE, 4, 6, { rate: 21, step: 1 }),
      order: `${d.pick(['Pedido', 'Su ref.'])} ${d.digits(5)}`,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    const h = [50, 44, 56][c.v];
    sheet.fill(0, 0, PAGE_W, h, colour);
    sheet.text('ALBARÁN', LEFT, Sheet.mid(0, h, 22), { size: 22, bold: true, colour: 'white' });
    const ny = h / 2 - 12;
    sheet.right(`Nº ${c.number}`, RIGHT, ny, { size: 11, bold: true, colour: 'white' });
    sheet.right(`Fecha ${pr.d(c.date)}`, RIGHT, ny + 15, { size: 9.5, colour: 'white' });

    let y = h + 16;
    sheet.text(c.supplier.name, LEFT, y, { size: 11.5, bold: true });
    partyLines(c.supplier, pr).forEach((l, i) => sheet.text(l, LEFT, y + 16 + i * 10, { size: 7.8 }));
    const cb = customerBlock(sheet, 318, y, RIGHT - 318, c.customer, pr, { frame: true, title: 'ENVIAR A / CLIENTE' });
    y = Math.max(cb, y + 60) + 12;
    sheet.text(`Obra: ${c.site}`, LEFT, y, { size: 8.5 });
    sheet.text(c.order ?? '', LEFT, y + 12, { size: 8.5 });
    y += 32;

    const cols = fit(
      [
        { title: 'Referencia', width: 60 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Cantidad', width: 54, align: 'right' },
        { title: 'Ud', width: 26, align: 'center' },
        { title: 'Precio', width: 58, align: 'right' },
        { title: 'Importe', width: 70, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.5, headSize: 8, headHeight: 18, headRules: true, pad: 4, leading: 10.8, rowRules: '#d0d0d0' };
    y = drawHead(sheet, LEFT, y, cols, look);
    y = drawRows(sheet, LEFT, y, cols, c.lines.map((l) => [l.code ?? '', l.description, quantity(l.quantity, 0), l.unit, figure(l.price, true, c.v === 2 ? 4 : 2), figure(l.amount)]), look);
    sheet.rule(LEFT, y, RIGHT, { width: 0.8 });
    y += 14;
    sheet.frame(330, y, RIGHT - 330, 24, { width: 1 });
    sheet.text('TOTAL ALBARÁN (sin IVA)', 337, Sheet.mid(y, 24, 9), { size: 9, bold: true });
    sheet.right(pr.m(c.subtotal), RIGHT - 7, Sheet.mid(y, 24, 10), { size: 10, bold: true });
    sheet.paragraph('Las bobinas de madera se cargan en depósito y se abonan a su devolución en buen estado en un plazo de 90 días.', LEFT, y + 2, 270, { size: 7.5, colour: INK.muted });
    y += 52;
    sheet.frame(LEFT, y, 250, 50, { width: 0.5 });
    sheet.text('Preparado por', LEFT + 6, y + 5, { size: 7, colour: INK.muted });
    sheet.frame(RIGHT - 250, y, 250, 50, { width: 0.5 });
    sheet.text('Recibí (firma y DNI)', RIGHT - 244, y + 5, { size: 7, colour: INK.muted });
    footer(sheet, c.supplier.registry);
  },
};

const SHADES = ['T1 / C1', 'T2 / C1', 'T3 / C2', 'T4 / C2', 'T2 / C3'];

function tileLines(d: Dice): Line[] {
  return d.subset(TILES, 4, 6).map((item) => {
    const boxes = d.int(item.qty[0], item.qty[1]);
    const boxed = item.box !== undefined;
    return {
      ...makeLine({
        code: item.code,
        description: item.text,
        // Whole boxes: 37 boxes of 1,44 m² are 53,28 m².
        quantity: boxed ? BigInt(boxes) * BigInt(Math.round(item.box! * 1000)) : BigInt(boxes) * 1000n,
        unit: item.unit,
        price: d.cents(item.price[0], item.price[1]),
        discount: 0,
        rate: 21,
      }),
      extra: boxed ? `${d.pick(SHADES)}|${boxes}` : undefined,
    };
  });
}

export const tiles: NotePlan = {
  name: 'tiles',
  variant(v, d) {
    return {
      family: 'Times',
      style: [
        { money: 'dots', date: 'slash', nif: 'dash', colour: INK.black },
        { money: 'dots-euro', date: 'long', nif: 'plain', colour: INK.black },
        { money: 'dots', date: 'iso', nif: 'plain', colour: INK.black },
      ][v] as NoteContent['style'],
      number: [`AS26-${pad(d.int(1, 9999), 5)}`, `ALB-${d.int(4000, 4999)}`, `26-${pad(d.int(1, 3000), 6)}`][v],
      lines: tileLines(d),
      order: v === 0 ? `${d.digits(5)}` : undefined,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    if (c.v === 0) sheet.frame(26, 22, PAGE_W - 52, 798, { width: 0.5 });
    sheet.text(c.supplier.name, LEFT, 36, { size: 15, bold: true });
    sheet.text(c.supplier.trade, LEFT, 55, { size: 9, italic: true });
    partyLines(c.supplier, pr, 'N.I.F.').forEach((l, i) => sheet.text(l, LEFT, 68 + i * 10.5, { size: 8 }));

    sheet.right('ALBARÁN DE SALIDA', RIGHT, 36, { size: 12.5, bold: true });
    const tx = 335;
    const cw = (RIGHT - tx) / 3;
    const cells: Array<[string, string]> = [['Número', c.number], ['Fecha', pr.d(c.date)], ['Cliente', c.customer.code]];
    sheet.frame(tx, 56, RIGHT - tx, 34);
    sheet.rule(tx, 70, RIGHT, { width: 0.4 });
    cells.forEach(([label, value], i) => {
      if (i > 0) sheet.vrule(tx + i * cw, 56, 90, { width: 0.4 });
      sheet.center(label, tx + i * cw + cw / 2, 59.5, { size: 8 });
      sheet.center(value, tx + i * cw + cw / 2, 75, { size: value.length > 14 ? 8 : 9.5, bold: true });
    });

    let y = 126;
    const cb = customerBlock(sheet, LEFT, y, 270, c.customer, pr, { frame: true, title: 'Cliente', size: 9 });
    sheet.text('Entregar en:', 325, y + 4, { size: 8.5, bold: true });
    const oy = sheet.paragraph(c.site, 325, y + 17, RIGHT - 325, { size: 9 });
    sheet.text(`Transporte: ${c.v === 1 ? 'agencia' : 'medios propios'}${c.order ? ` · Su pedido ${c.order}` : ''}`, 325, oy + 3, { size: 9 });
    y = cb + 18;

    const cols = fit(
      [
        { title: 'Artículo', width: 56 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Tono/Cal.', width: 48, align: 'center' },
        { title: 'Cajas', width: 32, align: 'right' },
        { title: 'Cantidad', width: 50, align: 'right' },
        { title: 'Ud', width: 28, align: 'center' },
        { title: 'Precio', width: 46, align: 'right' },
        { title: 'Importe', width: 60, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 9, headSize: 8.5, headHeight: 18, headRules: true, pad: 4, leading: 11.5, grid: c.v === 2 };
    const top = y;
    y = drawHead(sheet, LEFT, y, cols, look);
    y = drawRows(sheet, LEFT, y, cols, c.lines.map((l) => {
      const [shade, boxes] = (l.extra ?? '|').split('|');
      return [l.code ?? '', l.description, shade, boxes, quantity(l.quantity, l.unit === 'm²' ? 2 : 0), l.unit, figure(l.price), figure(l.amount)];
    }), look);
    if (c.v === 2) gridLines(sheet, LEFT, top, y, cols);
    else sheet.rule(LEFT, y, RIGHT, { width: 0.8 });

    const area = c.lines.filter((l) => l.unit === 'm²').reduce((s, l) => s + l.quantity, 0n);
    y += 14;
    sheet.text(`Total m²: ${quantity(area, 2)}`, LEFT, y, { size: 9 });
    sheet.text(`Peso aprox.: ${quantity(((area * 22n) / 1000n) * 1000n, 0)} kg`, LEFT, y + 13, { size: 9 });
    const rows: Array<[string, string]> = [['Base imponible', pr.m(c.subtotal)]];
    if (c.v === 1) {
      const vat = divRound(c.subtotal * 21n, 100n);
      rows.push([`IVA ${rateText(21)}`, pr.m(vat)], ['Total albarán', pr.m(c.subtotal + vat)]);
    }
    rows.forEach(([label, value], i) => {
      const last = i === rows.length - 1;
      sheet.text(label, 350, y + i * 14, { size: 9.5, bold: last });
      sheet.right(value, RIGHT, y + i * 14, { size: 9.5, bold: last });
    });
    y += 60;
    const notice =
      'Compruebe tono y calibre antes de colocar el material. No se admiten reclamaciones sobre material ya colocado. Los palés retornables se abonan a su devolución.';
    sheet.paragraph(notice, LEFT, y, WIDTH, { size: 8, italic: true });
    sheet.frame(LEFT, y + 30, WIDTH, 50, { width: 0.5 });
    sheet.text('Firma del receptor', LEFT + 6, y + 35, { size: 8 });
    footer(sheet, c.supplier.registry, 804);
  },
};
