/**
 * Valued delivery notes of ready-mix concrete (a dispatch ticket whose number, date, loading time
 * and truck sit on a dark strip), rebar (a pre-printed form filled in by a dot-matrix printer)
 * and thermal insulation (white labels on a band over boxed values, a dark table head).
 */
import { customerBlock, footer, partyLines, stacked } from './blocks.js';
import { INSULATION, REBAR } from './catalogue.js';
import { linesOf, type NoteContent, Printer } from './content.js';
import { Dice } from './dice.js';
import { type Line, makeLine } from './figures.js';
import { figure, quantity } from './format.js';
import { INK, LEFT, RIGHT, Sheet, WIDTH } from './kit.js';
import type { NotePlan } from './plans.js';
import { drawHead, drawRows, fit, type TableLook } from './table.js';

const pad = (n: number, width: number) => String(n).padStart(width, '0');

const GRADES = ['HA-25/B/20/IIa', 'HA-30/B/20/IIa', 'HM-20/B/20/I', 'HA-25/F/12/IIa', 'HA-35/B/20/IIb'];

/** One truck: the concrete and one to three supplements. */
function concreteLines(d: Dice): Line[] {
  const grade = d.pick(GRADES);
  const m3 = BigInt(d.int(8, 21)) * 500n;
  const line = (description: string, quantity: bigint, unit: string, lo: number, hi: number) =>
    makeLine({ description, quantity, unit, price: d.cents(lo, hi), discount: 0, rate: 21 });
  const extras = [
    () => line('Suplemento de bombeo con bomba pluma 36 m', 1000n, 'ud', 14000, 22000),
    () => line('Aditivo hidrófugo en masa', m3, 'm³', 300, 600),
    () => line('Tiempo de espera en obra (fracción de 15 min)', BigInt(d.int(1, 4)) * 1000n, 'ud', 1000, 1600),
    () => line('Fibras de polipropileno', BigInt(d.int(6, 9)) * 1000n, 'kg', 600, 800),
    () => line('Suplemento de servicio en sábado', 1000n, 'ud', 4500, 6500),
  ];
  const lines = [line(`Hormigón ${grade}`, m3, 'm³', 6400, 9400)];
  if (m3 < 6000n) lines.push(line('Suplemento por carga incompleta', 6000n - m3, 'm³', 1200, 1800));
  for (const extra of d.subset(extras, 1, 3)) lines.push(extra());
  return lines;
}

export const concrete: NotePlan = {
  name: 'concrete',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'dash', colour: INK.black },
        { money: 'dots-euro', date: 'dot', nif: 'plain', colour: INK.grey },
        { money: 'plain-euro', date: 'iso', nif: 'plain', colour: INK.navy },
      ][v] as NoteContent['style'],
      number: [`00${d.digits(6)}`, `AH-${d.int(26000, 26999)}-${d.digits(3)}`, `3${d.digits(6)}`][v],
      lines: concreteLines(d),
      order: v === 2 ? `OC ${d.digits(5)}` : undefined,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    const t = Dice.of(`${c.id}/ticket`);
    const hour = `${pad(t.int(6, 11), 2)}:${pad(t.int(0, 59), 2)}`;
    const plate = `${t.digits(4)}-${t.pick(['K', 'L', 'M', 'N'])}${t.pick(['B', 'C', 'D', 'F', 'G'])}${t.pick(['H', 'J', 'P', 'R', 'S'])}`;
    const grade = c.lines[0].description.replace('Hormigón ', '');
    const m3 = c.lines[0].quantity;

    sheet.text(c.supplier.name, LEFT, 30, { size: 13.5, bold: true });
    partyLines(c.supplier, pr).forEach((l, i) => sheet.text(l, LEFT, 48 + i * 10, { size: 7.6 }));
    sheet.right('ALBARÁN DE ENTREGA', RIGHT, 30, { size: 12, bold: true });
    sheet.right('HORMIGÓN PREPARADO', RIGHT, 46, { size: 8.5 });
    sheet.right('Hoja de suministro (Código Estructural, Anejo 4)', RIGHT, 58, { size: 7, colour: INK.muted });

    const by = 96;
    const bh = [34, 28, 36][c.v];
    sheet.fill(LEFT, by, WIDTH, bh, colour);
    const cells: Array<[string, string]> = [
      ['Nº ALBARÁN', c.number],
      ['FECHA', pr.d(c.date)],
      [c.v === 1 ? 'HORA SALIDA' : 'HORA CARGA', hour],
      ['MATRÍCULA', plate],
    ];
    const w = WIDTH / cells.length;
    cells.forEach(([label, value], i) => {
      if (c.v === 1) {
        const ty = Sheet.mid(by, bh, 9.5);
        sheet.text(`${label}:`, LEFT + i * w + 8, ty + 1, { size: 7, colour: 'white' });
        sheet.text(value, LEFT + i * w + 12 + sheet.widthOf(`${label}:`, { size: 7 }), ty, { size: 9.5, bold: true, colour: 'white' });
      } else {
        stacked(sheet, LEFT + i * w + 8, by + (bh - 22) / 2, label, value, { colour: 'white', gap: 11 });
      }
    });

    let y = by + bh + 10;
    const half = (WIDTH - 10) / 2;
    const cb = customerBlock(sheet, LEFT, y, half, c.customer, pr, { frame: true, title: 'CLIENTE', codeLabel: 'Código' });
    sheet.frame(LEFT + half + 10, y, half, cb - y);
    sheet.text('OBRA / LUGAR DE DESCARGA', LEFT + half + 17, y + 7, { size: 7, bold: true, colour: '#444444' });
    const oy = sheet.paragraph(c.site, LEFT + half + 17, y + 19, half - 14, { size: 8.5 });
    if (c.order) sheet.text(`Pedido: ${c.order}`, LEFT + half + 17, oy + 2, { size: 8.5 });
    y = cb + 10;

    const spec: Array<[string, string]> = [
      ['Designación', grade],
      ['Tipo de cemento', t.pick(['CEM II/A-L 42,5 R', 'CEM I 52,5 R', 'CEM II/B-M 32,5 N'])],
      ['Consistencia', grade.includes('/F/') ? 'Fluida' : 'Blanda'],
      ['Tamaño máx. árido', grade.includes('/12/') ? '12 mm' : '20 mm'],
      ['Relación a/c máx.', t.pick(['0,60', '0,55', '0,50'])],
      ['Contenido mín. cemento', `${t.pick([250, 275, 300, 325])} kg/m³`],
      ['Volumen de esta carga', `${quantity(m3, 1)} m³`],
      ['Cantidad acumulada', `${quantity(m3 + BigInt(t.int(1, 6)) * 8000n, 1)} m³`],
    ];
    sheet.frame(LEFT, y, WIDTH, 62);
    sheet.text('CARACTERÍSTICAS DEL HORMIGÓN', LEFT + 7, y + 6, { size: 7, bold: true, colour: '#444444' });
    spec.forEach(([label, value], i) => {
      const x = LEFT + 7 + (i % 2) * (WIDTH / 2);
      const ry = y + 18 + Math.floor(i / 2) * 10.5;
      sheet.text(`${label}:`, x, ry, { size: 7.8 });
      sheet.text(value, x + 110, ry, { size: 7.8, bold: true });
    });
    y += 76;

    const cols = fit(
      [
        { title: 'Concepto', width: 0, wrap: true },
        { title: 'Cantidad', width: 56, align: 'right' },
        { title: 'Ud', width: 30, align: 'center' },
        { title: 'Precio', width: 62, align: 'right' },
        { title: 'Importe', width: 74, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.8, headSize: 8, headHeight: 18, headRules: true, rowRules: '#c0c0c0', pad: 4.5, leading: 11 };
    y = drawHead(sheet, LEFT, y, cols, look);
    y = drawRows(sheet, LEFT, y, cols, c.lines.map((l) => [l.description, quantity(l.quantity, l.unit === 'm³' ? 2 : 0), l.unit, figure(l.price), figure(l.amount)]), look);
    y += 12;
    sheet.text('Importe (IVA no incluido)', 330, y, { size: 9, bold: true });
    sheet.right(pr.m(c.subtotal), RIGHT, y, { size: 9.5, bold: true });

    y += 40;
    const boxes = ['Hora de llegada a obra', 'Inicio de descarga', 'Fin de descarga', 'Agua añadida en obra (l)'];
    const bw = WIDTH / boxes.length;
    boxes.forEach((b, i) => {
      sheet.frame(LEFT + i * bw, y, bw, 34, { width: 0.5 });
      sheet.text(b, LEFT + i * bw + 5, y + 4, { size: 6.8, colour: INK.muted });
    });
    sheet.frame(LEFT, y + 44, WIDTH, 56, { width: 0.5 });
    sheet.text('Conforme cliente: nombre, DNI y firma del receptor', LEFT + 5, y + 48, { size: 6.8, colour: INK.muted });
    footer(sheet, `${c.supplier.registry}. Hormigón con marcado de calidad según el Código Estructural.`);
  },
};

export const rebar: NotePlan = {
  name: 'rebar',
  variant(v, d) {
    return {
      family: 'Courier',
      style: [
        { money: 'dots', date: 'slash', nif: 'plain', colour: INK.black },
        { money: 'dots', date: 'dash', nif: 'dash', colour: INK.black },
        { money: 'dots-euro', date: 'dot', nif: 'plain', colour: INK.black },
      ][v] as NoteContent['style'],
      number: [`AF-26-${d.digits(5)}`, `0${d.digits(6)}`, `ALB 26/${pad(d.int(1, 2400), 4)}`][v],
      lines: linesOf(d, REBAR, 4, 7, { rate: 21, step: 1 }),
      order: `${d.int(100, 999)}-${d.digits(4)}`,
    };
  },
  draw(sheet, c) {
    drawRebar(sheet, c);
  },
};

/** The rebar form; also the print of the hard note whose line does not close. */
export function drawRebar(sheet: Sheet, c: NoteContent): void {
  const pr = new Printer(c.style);
  const label = { family: 'Helvetica' as const };
  sheet.frame(30, 24, 535, 792, { width: 0.8 });
  sheet.text(c.supplier.name, 40, 36, { ...label, size: 13, bold: true });
  sheet.text(c.supplier.trade, 40, 53, { ...label, size: 8, italic: true });
  partyLines(c.supplier, pr, 'C.I.F.').forEach((l, i) => sheet.text(l, 40, 66 + i * 9.5, { ...label, size: 7.3 }));

  const bx = 380;
  sheet.frame(bx, 34, RIGHT + 5 - bx, 64, { width: 0.8 });
  sheet.center('ALBARÁN', (bx + RIGHT + 5) / 2, 40, { ...label, size: 13, bold: true });
  sheet.rule(bx, 57, RIGHT + 5, { width: 0.5 });
  sheet.text('Nº', bx + 6, 63, { ...label, size: 7 });
  sheet.text(c.number, bx + 30, 62, { size: 10, bold: true });
  sheet.rule(bx, 77, RIGHT + 5, { width: 0.5 });
  sheet.text('FECHA', bx + 6, 83, { ...label, size: 7 });
  sheet.text(pr.d(c.date), bx + 40, 82, { size: 10, bold: true });

  const y0 = 114;
  sheet.frame(36, y0, 306, 72, { width: 0.6 });
  sheet.text('CLIENTE', 42, y0 + 5, { ...label, size: 6.5, bold: true });
  [c.customer.name, c.customer.street, c.customer.city, `NIF ${pr.n(c.customer.nif)}`].forEach((l, i) => sheet.text(l, 42, y0 + 16 + i * 12, { size: 8.5 }));
  sheet.frame(348, y0, 211, 72, { width: 0.6 });
  sheet.text('OBRA', 354, y0 + 5, { ...label, size: 6.5, bold: true });
  const oy = sheet.paragraph(c.site, 354, y0 + 16, 198, { size: 8, leading: 10.5 });
  sheet.text('PEDIDO', 354, oy + 3, { ...label, size: 6.5, bold: true });
  sheet.text(c.order ?? '', 392, oy + 2, { size: 8.5 });

  const kg = (l: Line) => (l.unit === 'kg' ? quantity(l.quantity, c.v === 2 ? 2 : 0, c.v !== 1) : quantity(l.quantity, 0));
  const cols = fit(
    [
      { title: 'CÓDIGO', width: 64 },
      { title: 'DESCRIPCIÓN', width: 0, wrap: true },
      { title: 'KILOS/CANT.', width: 70, align: 'right' },
      { title: 'UD', width: 32, align: 'center' },
      { title: 'PRECIO', width: 54, align: 'right' },
      { title: 'IMPORTE', width: 70, align: 'right' },
    ],
    523,
  );
  const look: TableLook = { size: 8.2, headSize: 7, headHeight: 16, grid: true, pad: 3.5, leading: 10.2, family: 'Courier', headFamily: 'Helvetica' };
  let y = y0 + 84;
  y = drawHead(sheet, 36, y, cols, look);
  y = drawRows(sheet, 36, y, cols, c.lines.map((l) => [l.code ?? '', l.description, kg(l), l.unit, figure(l.price, true, c.v === 2 ? 3 : 2), figure(l.amount)]), look);

  const kilos = c.lines.filter((l) => l.unit === 'kg' && l.code !== 'ELAB').reduce((s, l) => s + l.quantity, 0n);
  y += 12;
  sheet.text('TOTAL KILOS', 330, y + 1, { ...label, size: 7.5, bold: true });
  sheet.right(quantity(kilos, 0), RIGHT, y, { size: 9.5, bold: true });
  sheet.text('IMPORTE NETO', 330, y + 17, { ...label, size: 7.5, bold: true });
  sheet.right(pr.m(c.subtotal), RIGHT, y + 16, { size: 9.5, bold: true });
  sheet.text('Precios sin IVA.', 40, y + 1, { ...label, size: 7 });

  y += 50;
  sheet.frame(36, y, 255, 60, { width: 0.6 });
  sheet.text('TRANSPORTISTA / MATRÍCULA', 42, y + 5, { ...label, size: 6.5, bold: true });
  sheet.frame(304, y, 255, 60, { width: 0.6 });
  sheet.text('RECIBÍ CONFORME (firma y DNI)', 310, y + 5, { ...label, size: 6.5, bold: true });
  footer(sheet, `${c.supplier.registry}. Acero con certificado de calidad conforme a UNE 36065 y UNE-EN 10080.`, 790, 40, 515);
}

function withPacks(lines: Line[]): Line[] {
  return lines.map((l) => (l.unit === 'm²' ? { ...l, extra: String(Math.ceil(Number(l.quantity) / 4320)) } : l));
}

export const insulation: NotePlan = {
  name: 'insulation',
  variant(v, d) {
    return {
      family: 'Helvetica',
      style: [
        { money: 'dots', date: 'slash', nif: 'plain', colour: INK.green },
        { money: 'dots-euro', date: 'mon', nif: 'dash', colour: INK.red },
        { money: 'dots', date: 'long', nif: 'plain', colour: INK.navy },
      ][v] as NoteContent['style'],
      number: [`AL-${d.int(26000, 26999)}`, `PAN/ALB/${pad(d.int(1, 3000), 5)}`, `MM26${d.digits(5)}`][v],
      lines: withPacks(linesOf(d, INSULATION, 4, 6, { rate: 21, step: 1 })),
      order: v !== 0 ? `${d.digits(6)}` : `PED-${d.digits(4)}`,
    };
  },
  draw(sheet, c) {
    const pr = new Printer(c.style);
    const colour = c.style.colour;
    sheet.text(c.supplier.name, LEFT, 30, { size: 13.5, bold: true });
    sheet.text(c.supplier.trade, LEFT, 48, { size: 8, colour: INK.muted });
    partyLines(c.supplier, pr).forEach((l, i) => sheet.text(l, LEFT, 61 + i * 10, { size: 7.6 }));
    sheet.right('ALBARÁN DE ENTREGA', RIGHT, 30, { size: 12, bold: true });

    const bx = 300;
    const bw = (RIGHT - bx) / 3;
    const by = 50;
    const labelH = [14, 16, 13][c.v];
    sheet.fill(bx, by, RIGHT - bx, labelH, colour);
    const gap = c.v === 2 ? 2 : 0;
    const cells: Array<[string, string]> = [
      ['Nº ALBARÁN', c.number],
      ['FECHA', pr.d(c.date)],
      ['Nº PEDIDO', c.order ?? ''],
    ];
    cells.forEach(([l, value], i) => {
      const x = bx + i * bw;
      sheet.center(l, x + bw / 2, Sheet.mid(by, labelH, 7), { size: 7, bold: true, colour: 'white' });
      sheet.frame(x, by + labelH + gap, bw, 20);
      sheet.center(value, x + bw / 2, Sheet.mid(by + labelH + gap, 20, 8.8), { size: 8.8 });
    });

    let y = 112;
    const half = (WIDTH - 12) / 2;
    const cb = customerBlock(sheet, LEFT, y, half, c.customer, pr, { frame: true, title: 'CLIENTE' });
    sheet.frame(LEFT + half + 12, y, half, cb - y);
    sheet.text('DIRECCIÓN DE ENTREGA', LEFT + half + 19, y + 7, { size: 7, bold: true, colour: '#444444' });
    const oy = sheet.paragraph(c.site, LEFT + half + 19, y + 19, half - 14, { size: 8.5 });
    sheet.text('Descarga con grúa del camión. Contacto: jefe de obra.', LEFT + half + 19, oy + 2, { size: 7.8 });
    y = cb + 18;

    const cols = fit(
      [
        { title: 'Ref.', width: 50 },
        { title: 'Descripción', width: 0, wrap: true },
        { title: 'Bultos', width: 38, align: 'right' },
        { title: 'Cantidad', width: 54, align: 'right' },
        { title: 'Ud', width: 30, align: 'center' },
        { title: 'Precio', width: 50, align: 'right' },
        { title: 'Importe', width: 64, align: 'right' },
      ],
      WIDTH,
    );
    const look: TableLook = { size: 8.3, headSize: 7.8, headHeight: 18, headFill: colour, headColour: 'white', pad: 3.8, leading: 10.6, rowRules: '#c8c8c8' };
    y = drawHead(sheet, LEFT, y, cols, look);
    const rows = c.lines.map((l) => [l.code ?? '', l.description, l.extra ?? '', quantity(l.quantity, l.unit === 'm²' ? 2 : 0), l.unit, figure(l.price), figure(l.amount)]);
    y = drawRows(sheet, LEFT, y, cols, rows, look);
    y += 14;
    sheet.frame(355, y, RIGHT - 355, 22, { width: 0.8 });
    sheet.text('TOTAL NETO', 362, Sheet.mid(y, 22, 9.5), { size: 9.5, bold: true });
    sheet.right(pr.m(c.subtotal), RIGHT - 7, Sheet.mid(y, 22, 10), { size: 10, bold: true });
    sheet.text('Precios sin IVA. El IVA se aplicará en factura.', LEFT, Sheet.mid(y, 22, 8), { size: 8 });
    y += 48;
    sheet.frame(LEFT, y, WIDTH, 54, { width: 0.5 });
    sheet.text('Recibido conforme — nombre, DNI, firma y fecha', LEFT + 6, y + 5, { size: 7, colour: INK.muted });
    footer(sheet, c.supplier.registry);
  },
};
