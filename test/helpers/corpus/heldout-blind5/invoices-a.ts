import type { InvoiceCase, InvoiceLayout } from './cases.js';
import { cif, date, gridCells, money, pairs, price, qty, Sheet, table, W, type Line } from './kit.js';
import { CATALAN_BUYER, iban, pad, registry } from './parties.js';

/** Invoice layouts 1–5 of the fifth blind set: kitchens, blinds, lightning protection, landscaping, final cleaning (Catalan). */

const q = (l: Line, places = 2) => qty(l.milli, places);

// ------------------------------------------------------------ 1. kitchens and furniture fitting

export const kitchens: InvoiceLayout = {
  name: 'inv-kitchens',
  count: [4, 7],
  printsDue: true,
  items: [
    { code: 'MC-060', description: 'Módulo bajo cocina 60 cm, frente laminado blanco', unit: 'ud', price: [9500, 16500], q: [6000, 40000, 1000] },
    { code: 'MC-080', description: 'Módulo alto cocina 80 cm con puertas abatibles', unit: 'ud', price: [8200, 13900], q: [4000, 36000, 1000] },
    { code: 'EN-CUA', description: 'Encimera de cuarzo 20 mm, canto recto', unit: 'ml', price: [14500, 21000], q: [2400, 60000, 200] },
    { code: 'EN-LAM', description: 'Encimera laminada 38 mm postformada', unit: 'ml', price: [3900, 6500], q: [2400, 60000, 200] },
    { code: 'AR-EMP', description: 'Frente de armario empotrado corredero', unit: 'm²', price: [9800, 15500], q: [2500, 48000, 50] },
    { code: 'MO-MON', description: 'Montaje de mobiliario de cocina', unit: 'h', price: [2800, 3600], q: [8000, 120000, 500] },
    { code: 'TI-ACE', description: 'Tirador de acero inoxidable 160 mm', unit: 'ud', price: [350, 890], q: [20000, 240000, 1000] },
    { code: 'ZO-ALU', description: 'Zócalo de aluminio 100 mm', unit: 'ml', price: [750, 1450], q: [6000, 90000, 500] },
  ],
  suppliers: (rng) => [
    { brand: 'COCINART', name: 'Cocinart Mobiliario, S.L.', nif: cif(rng), street: 'C/ Miguel Servet, 118', city: '50013 Zaragoza', phone: '976 41 22 90', email: 'administracion@cocinart.es', money: 'eur', date: 'slash', number: (n) => `F26-${pad(n, 4)}`, v: 0, dueDays: 30 },
    { brand: 'LÍNEA TRES', name: 'Línea Tres Interiorismo y Cocinas, S.L.U.', nif: cif(rng), street: 'Paseo de Zorrilla, 201', city: '47008 Valladolid', phone: '983 22 71 04', email: 'facturas@lineatres.com', money: 'plain', date: 'dash', number: (n) => `2026/${pad(n, 5)}`, v: 1, dueDays: 60 },
    { brand: 'FORMA', name: 'Armarios y Cocinas Forma, S.A.', nif: cif(rng, 'A'), street: 'Ctra. de Alicante, km 4,2', city: '30007 Murcia', phone: '968 30 14 55', money: 'eur', date: 'slash', number: (n) => `A-${pad(n, 5)}`, v: 2, dueDays: 45 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Factura');
    sh.color('#7a1f1f').text(s.brand ?? '', 40, 38, { size: 26, bold: true });
    sh.color('#000').text(s.name, 40, 72, { size: 10, bold: true });
    sh.text(s.street, 40, 86);
    sh.text(s.city, 40, 98);
    sh.text(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 40, 110);
    sh.text(`${s.v === 1 ? 'C.I.F.:' : 'CIF:'} ${s.nif}`, 40, 122, { bold: true });

    sh.rect(360, 38, 195, 72, { stroke: '#7a1f1f', width: 1.2 });
    sh.text('FACTURA', 372, 46, { size: 16, bold: true });
    pairs(sh, [
      ['Factura nº:', c.number],
      ['Fecha:', date(c.issue, s.date)],
      ['Página:', '1 de 1'],
    ], 372, 545, 68, 13);

    sh.text(s.v === 2 ? 'DATOS DEL CLIENTE' : 'Cliente', 360, 130, { bold: true, size: 8 });
    sh.rect(360, 141, 195, 58);
    sh.text(c.buyer.name, 366, 147, { bold: true });
    sh.text(c.buyer.street, 366, 159);
    sh.text(c.buyer.city, 366, 171);
    sh.text(`CIF: ${c.buyer.nif}`, 366, 183);
    sh.text(`Obra: ${c.site}`, 40, 190);

    const cols = [
      { head: 'Código', x: 40, w: 55 },
      { head: 'Descripción', x: 95, w: 230 },
      { head: 'Ud.', x: 325, w: 30, align: 'c' as const },
      { head: 'Cantidad', x: 355, w: 55, align: 'r' as const },
      { head: 'Precio', x: 410, w: 65, align: 'r' as const },
      { head: 'Importe', x: 475, w: 80, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.code ?? '', l.description, l.unit, q(l), price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 215, { borders: 'grid', headFill: '#f1dede', rowH: 16 });
    y += 14;
    const r = c.t.rates[0];
    sh.rect(355, y - 4, 200, 54);
    pairs(sh, [
      ['Base imponible', money(c.t.subtotal, s.money)],
      [`IVA ${r.rate} %`, money(c.tax ?? r.vat, s.money)],
      ['TOTAL FACTURA', money(c.total ?? c.t.total, s.money), true],
    ], 362, 548, y, 16);
    sh.text('Forma de pago: transferencia bancaria', 40, y);
    sh.text(`IBAN: ${s.iban ?? ''}`, 40, y + 13);
    sh.text(`Vencimiento: ${date(c.due!, s.date)}`, 40, y + 26);
    sh.text(s.registry ?? '', 40, 800, { size: 6.5 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 2. blinds and awnings

export const blinds: InvoiceLayout = {
  name: 'inv-blinds',
  count: [3, 6],
  printsDue: true,
  items: [
    { description: 'Persiana enrollable aluminio térmico, lama 45 mm', unit: 'm²', price: [4200, 6900], q: [1500, 45000, 10] },
    { description: 'Motor tubular para persiana con mando', unit: 'ud', price: [9500, 16800], q: [1000, 24000, 1000] },
    { description: 'Toldo extensible brazo invisible, lona acrílica', unit: 'ud', price: [42000, 89000], q: [1000, 12000, 1000] },
    { description: 'Estor enrollable screen 5 %', unit: 'm²', price: [3100, 5400], q: [1200, 30000, 10] },
    { description: 'Cajón compacto PVC 165 mm', unit: 'ml', price: [1800, 2900], q: [3000, 60000, 100] },
    { description: 'Guía de aluminio lacado', unit: 'ml', price: [450, 980], q: [6000, 120000, 100] },
    { description: 'Mano de obra de colocación', unit: 'h', price: [2600, 3400], q: [4000, 60000, 500] },
  ],
  suppliers: (rng) => [
    { name: 'Toldos Hermanos Vidal, S.L.', nif: cif(rng), street: 'C/ Sant Vicent Màrtir, 265', city: '46017 Valencia', phone: '963 78 12 40', money: 'plain', date: 'dash', number: (n) => pad(n, 6), v: 0, dueDays: 30 },
    { name: 'PERSIANAS DEL SUR, S.L.', nif: cif(rng), street: 'Pol. Ind. Store, C/ A, nave 14', city: '41008 Sevilla', phone: '954 43 90 17', money: 'eur', date: 'slash', number: (n) => `PS${pad(n, 5)}`, v: 1, dueDays: 60 },
    { name: 'Estores y Toldos Cantábrico, S.L.', nif: cif(rng), street: 'C/ Castilla, 77, bajo', city: '39009 Santander', phone: '942 23 18 66', money: 'eur', date: 'dash', number: (n) => `26-${pad(n, 4)}`, v: 2, dueDays: 30 },
  ],
  draw: async (c) => drawBlinds(c, c.s.nif),
};

export async function drawBlinds(c: InvoiceCase, nifPrinted: string): Promise<Uint8Array> {
  const { s } = c;
  const sh = new Sheet('Helvetica', 9, 'Factura');
  const xr = 555;
  sh.right(s.name, xr, 40, { size: 13, bold: true });
  sh.right(s.street, xr, 58);
  sh.right(s.city, xr, 70);
  sh.right(`Tfno. ${s.phone}`, xr, 82);
  const shown = `${nifPrinted.slice(0, 1)}-${nifPrinted.slice(1)}`;
  sh.right(`${s.v === 1 ? 'NIF' : 'N.I.F.'} ${shown}`, xr, 94);

  sh.text('FACTURA', 40, 40, { size: 22, bold: true });
  sh.text('Nº Factura', 40, 72, { bold: true });
  sh.text(c.number, 110, 72);
  sh.text('Fecha', 40, 86, { bold: true });
  sh.text(date(c.issue, s.date), 110, 86);

  sh.text(s.v === 2 ? 'Cliente:' : 'Facturar a:', 40, 124, { bold: true });
  sh.text(c.buyer.name, 40, 138);
  sh.text(`${c.buyer.street} - ${c.buyer.city}`, 40, 150);
  sh.text(`NIF: ${c.buyer.nif}`, 40, 162);
  sh.text(`Obra / Referencia: ${c.site}`, 40, 180);

  const cols = [
    { head: 'Descripción', x: 40, w: 270 },
    { head: 'Cant.', x: 310, w: 55, align: 'r' as const },
    { head: 'Ud.', x: 365, w: 35, align: 'c' as const },
    { head: 'Precio', x: 400, w: 70, align: 'r' as const },
    { head: 'Total', x: 470, w: 85, align: 'r' as const },
  ];
  const rows = c.lines.map((l) => [l.description, q(l), l.unit, price(l.price, s.money), price(l.amount, s.money)]);
  let y = table(sh, cols, rows, 205, { borders: 'rules', rowH: 17 });
  y += 16;
  const r = c.t.rates[0];
  pairs(sh, [
    ['Base Imponible', money(c.t.subtotal, s.money)],
    [`I.V.A. ${r.rate}%`, money(c.tax ?? r.vat, s.money)],
    ['TOTAL', money(c.total ?? c.t.total, s.money), true],
  ], 380, xr, y, 16, 10);
  sh.text(`Vencimiento: ${date(c.due!, s.date)}`, 40, y);
  sh.text('Forma de pago: recibo domiciliado', 40, y + 14);
  sh.center('Gracias por su confianza', W / 2, 790, { size: 8, italic: true });
  return sh.bytes();
}

// ------------------------------------------------------------ 3. lightning protection

export const lightning: InvoiceLayout = {
  name: 'inv-lightning',
  count: [3, 6],
  printsDue: true,
  items: [
    { description: 'Pararrayos con dispositivo de cebado, radio 79 m', unit: 'ud', price: [128000, 215000], q: [1000, 3000, 1000] },
    { description: 'Mástil de acero galvanizado 6 m con anclajes', unit: 'ud', price: [21000, 34000], q: [1000, 3000, 1000] },
    { description: 'Conductor de cobre desnudo 50 mm²', unit: 'ml', price: [1100, 1900], q: [20000, 180000, 1000] },
    { description: 'Pica de tierra acero-cobre 2 m', unit: 'ud', price: [2400, 4100], q: [2000, 24000, 1000] },
    { description: 'Arqueta de registro con puente de comprobación', unit: 'ud', price: [6500, 11000], q: [1000, 6000, 1000] },
    { description: 'Contador de impactos de rayo', unit: 'ud', price: [29000, 42000], q: [1000, 2000, 1000] },
    { description: 'Medición de resistencia de tierra y certificado', unit: 'ud', price: [18000, 32000], q: [1000, 1000, 1000] },
  ],
  suppliers: (rng) => [
    { name: 'PARARRAYOS IBÉRICOS, S.A.', nif: cif(rng, 'A'), street: 'C/ Electrodo, 7, Pol. Ind. Coslada', city: '28823 Coslada (Madrid)', phone: '91 671 33 80', money: 'prefix', date: 'slash', number: (n) => `PI-${pad(n, 5)}`, v: 0, dueDays: 30 },
    { name: 'TIERRAS Y RAYOS DEL NORTE, S.L.', nif: cif(rng), street: 'Barrio Elorrieta, 12', city: '48015 Bilbao', phone: '944 75 20 11', money: 'prefix', date: 'dash', number: (n) => `${pad(n, 4)}/26`, v: 1, dueDays: 60 },
    { name: 'PROTECCIÓN ATMOSFÉRICA ARAGÓN, S.L.', nif: cif(rng), street: 'Avda. Academia General Militar, 52', city: '50015 Zaragoza', phone: '976 51 09 32', money: 'eur', date: 'slash', number: (n) => `R${pad(n, 6)}`, v: 2, dueDays: 30 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Factura');
    sh.center(s.name, W / 2, 36, { size: 16, bold: true });
    sh.center('Protección contra el rayo · Tomas de tierra · Sobretensiones', W / 2, 57, { size: 8.5, italic: true });
    sh.center(`${s.street} · ${s.city} · Tel. ${s.phone}`, W / 2, 70, { size: 8 });
    sh.line(40, 86, 555, 86, 1.2);

    const cells: [string, string][] = [
      ['Nº FACTURA', c.number],
      ['FECHA', date(c.issue, s.date)],
      ['VENCIMIENTO', date(c.due!, s.date)],
      ['FORMA DE PAGO', s.v === 1 ? 'Confirming 60 d' : 'Transferencia'],
    ];
    gridCells(sh, cells, 40, 100, [85, 75, 75, 100], { fill: '#e4e9f2' });

    sh.rect(380, 100, 175, 62);
    sh.text(c.buyer.name, 386, 106, { bold: true, size: 8.5 });
    sh.text(c.buyer.street, 386, 119, { size: 8.5 });
    sh.text(c.buyer.city, 386, 131, { size: 8.5 });
    sh.text(`C.I.F. ${c.buyer.nif}`, 386, 143, { size: 8.5 });
    sh.text(`Obra: ${c.site}`, 40, 150);

    const cols = [
      { head: 'Concepto', x: 40, w: 250 },
      { head: 'Cantidad', x: 290, w: 55, align: 'r' as const },
      { head: 'Unidad', x: 345, w: 45, align: 'c' as const },
      { head: 'Precio unitario', x: 390, w: 80, align: 'r' as const },
      { head: 'Importe', x: 470, w: 85, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l, 0), l.unit, money(l.price, s.money), money(l.amount, s.money)]);
    let y = table(sh, cols, rows, 176, { borders: 'grid', headFill: '#e4e9f2', rowH: 17 });
    y += 20;
    const r = c.t.rates[0];
    gridCells(sh, [
      ['Base imponible', money(c.t.subtotal, s.money)],
      ['% IVA', `${r.rate} %`],
      ['Cuota IVA', money(r.vat, s.money)],
      ['Total factura', money(c.t.total, s.money)],
    ], 175, y, [100, 60, 100, 120], { fill: '#e4e9f2' });
    sh.text(`IBAN ${s.iban}`, 40, y + 50, { size: 8 });
    sh.center(`${s.registry} · C.I.F. ${s.nif}`, W / 2, 805, { size: 6.5 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 4. landscaping and irrigation (10 % and 21 %)

export const landscaping: InvoiceLayout = {
  name: 'inv-landscaping',
  count: [4, 7],
  printsDue: true,
  items: [
    { description: 'Suministro de Olea europaea, cepellón 40/50', unit: 'ud', price: [6500, 14500], q: [2000, 20000, 1000], rate: 10 },
    { description: 'Suministro de arbusto Pittosporum tobira C-5', unit: 'ud', price: [650, 1200], q: [20000, 180000, 1000], rate: 10 },
    { description: 'Césped en tepe, variedad sombra', unit: 'm²', price: [480, 790], q: [40000, 600000, 500], rate: 10 },
    { description: 'Tierra vegetal cribada extendida', unit: 'm³', price: [2900, 4200], q: [6000, 90000, 500], rate: 21 },
    { description: 'Red de riego por goteo PE 16 mm', unit: 'ml', price: [180, 340], q: [80000, 900000, 1000], rate: 21 },
    { description: 'Programador de riego 8 estaciones', unit: 'ud', price: [19000, 31000], q: [1000, 3000, 1000], rate: 21 },
    { description: 'Aspersor emergente de turbina', unit: 'ud', price: [1400, 2600], q: [6000, 48000, 1000], rate: 21 },
    { description: 'Plantación y mano de obra de jardinería', unit: 'h', price: [2200, 2900], q: [8000, 96000, 500], rate: 21 },
  ],
  suppliers: (rng) => [
    { brand: 'JV', name: 'Jardines del Valle Verde, S.L.', nif: cif(rng), street: 'Camino de la Vega, 3', city: '18198 Huétor Vega (Granada)', phone: '958 30 12 77', money: 'eur', date: 'long', number: (n) => `J-26/${pad(n, 4)}`, v: 0, dueDays: 30 },
    { brand: 'RM', name: 'Riegos y Paisajismo Mediterráneo, S.L.', nif: cif(rng), street: 'Partida Alzabares Bajo, 112', city: '03290 Elche', phone: '965 42 81 03', money: 'eur', date: 'long', number: (n) => `RP-2026/${pad(n, 3)}`, v: 1, dueDays: 60 },
    { brand: 'VS', name: 'Verde Sostenible Paisajes, S.Coop.', nif: cif(rng, 'F'), street: 'Polígono Agustinos, calle G, 9', city: '31013 Pamplona', phone: '948 15 60 42', money: 'plain', date: 'slash', number: (n) => `V-26/${pad(n, 4)}`, v: 2, dueDays: 30 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Factura');
    sh.doc.save().circle(68, 62, 26).fill('#2f6b2f').restore();
    sh.color('#fff').center(s.brand ?? '', 68, 53, { size: 18, bold: true });
    sh.color('#000');
    sh.text(s.name, 104, 42, { size: 12, bold: true });
    sh.text(`${s.street} · ${s.city}`, 104, 59);
    sh.text(`Tel. ${s.phone}   NIF: ${s.nif}`, 104, 71);

    sh.color('#2f6b2f').text('FACTURA', 40, 112, { size: 15, bold: true });
    sh.color('#000');
    sh.text('Serie/Número:', 40, 134, { bold: true });
    sh.text(c.number, 120, 134);
    sh.text('Fecha de emisión:', 40, 148, { bold: true });
    sh.text(date(c.issue, s.date), 130, 148);

    sh.rect(330, 108, 225, 64, { radius: 5 });
    sh.text(c.buyer.name, 338, 115, { bold: true });
    sh.text(c.buyer.street, 338, 128);
    sh.text(c.buyer.city, 338, 141);
    sh.text(`NIF ${c.buyer.nif}`, 338, 154);
    sh.text(`Obra: ${c.site}`, 40, 166);

    const cols = [
      { head: 'Descripción', x: 40, w: 235 },
      { head: 'Cantidad', x: 275, w: 60, align: 'r' as const },
      { head: 'Ud', x: 335, w: 30, align: 'c' as const },
      { head: 'Precio', x: 365, w: 60, align: 'r' as const },
      { head: '% IVA', x: 425, w: 40, align: 'c' as const },
      { head: 'Importe', x: 465, w: 90, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l), l.unit, price(l.price, s.money), String(l.rate), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 190, { borders: 'zebra', headFill: '#cfe3cf', rowH: 16 });
    y += 18;
    const grid = [
      { head: 'Base imponible', x: 275, w: 100, align: 'r' as const },
      { head: '% IVA', x: 375, w: 50, align: 'c' as const },
      { head: 'Cuota IVA', x: 425, w: 130, align: 'r' as const },
    ];
    y = table(sh, grid, c.t.rates.map((r) => [money(r.base, s.money), `${r.rate} %`, money(r.vat, s.money)]), y, { borders: 'grid', headFill: '#cfe3cf', rowH: 15 });
    y += 8;
    pairs(sh, [
      ['Total base imponible', money(c.t.subtotal, s.money)],
      ['Total IVA', money(c.t.tax, s.money)],
      ['TOTAL FACTURA', money(c.t.total, s.money), true],
    ], 330, 555, y, 15, 9.5);
    sh.text(`Vencimiento: ${date(c.due!, s.date)}`, 40, y);
    sh.text(`Transferencia a ${s.iban}`, 40, y + 14, { size: 8 });
    sh.center(s.registry ?? '', W / 2, 805, { size: 6.5 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 5. final cleaning, worded in Catalan

export const cleaning: InvoiceLayout = {
  name: 'inv-cleaning-ca',
  count: [3, 5],
  printsDue: true,
  buyer: CATALAN_BUYER,
  items: [
    { description: "Neteja final d'obra d'habitatges", unit: 'm²', price: [190, 380], q: [200000, 2400000, 1000] },
    { description: 'Neteja de vidres i fusteries', unit: 'm²', price: [120, 260], q: [80000, 900000, 1000] },
    { description: 'Retirada de restes i runa a contenidor', unit: 'h', price: [2100, 2700], q: [6000, 60000, 500] },
    { description: 'Neteja de garatge amb fregadora', unit: 'm²', price: [60, 140], q: [300000, 2000000, 1000] },
    { description: 'Abrillantat de paviment de marbre', unit: 'm²', price: [450, 820], q: [40000, 400000, 1000] },
    { description: 'Hores de neteja extraordinàries', unit: 'h', price: [1900, 2400], q: [4000, 40000, 500] },
  ],
  suppliers: (rng) => [
    { name: "Neteges Finals d'Obra Maresme, S.L.", nif: cif(rng), street: 'Carrer de Sant Josep, 41', city: '08301 Mataró', phone: '937 90 44 12', money: 'eur', date: 'dot2', number: (n) => `NF26-${pad(n, 4)}`, v: 0, dueDays: 30 },
    { name: 'Brillant Serveis de Neteja, SCCL', nif: cif(rng, 'F'), street: 'Avinguda de Blondel, 18', city: '25002 Lleida', phone: '973 27 10 55', money: 'eur', date: 'longCa', number: (n) => `${pad(n, 4)}/2026`, v: 1, dueDays: 60 },
    { name: 'NETEJA INTEGRAL GIRONA, S.L.', nif: cif(rng), street: 'Carrer de la Creu, 7', city: '17002 Girona', phone: '972 21 83 09', money: 'plain', date: 'slash', number: (n) => `G-${pad(n, 5)}`, v: 2, dueDays: 30 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Factura');
    sh.rect(0, 0, W, 8, { fill: '#1d6fa5' });
    sh.text(s.name, 40, 34, { size: 13, bold: true });
    sh.text(s.street, 40, 52);
    sh.text(s.city, 40, 64);
    sh.text(`Tel. ${s.phone}`, 40, 76);
    sh.text(`NIF: ${s.nif}`, 40, 88, { bold: true });

    sh.right('FACTURA', 555, 34, { size: 20, bold: true });
    pairs(sh, [
      ['Factura núm.', c.number],
      ['Data', date(c.issue, s.date)],
      ['Venciment', date(c.due!, s.date)],
    ], 390, 555, 64, 13);

    sh.text('Client', 40, 120, { bold: true, size: 8 });
    sh.line(40, 131, 300, 131);
    sh.text(c.buyer.name, 40, 136, { bold: true });
    sh.text(c.buyer.street, 40, 148);
    sh.text(c.buyer.city, 40, 160);
    sh.text(`NIF: ${c.buyer.nif}`, 40, 172);
    sh.text(`Obra: ${c.site}`, 320, 136);

    const cols = [
      { head: 'Descripció', x: 40, w: 255 },
      { head: 'Quantitat', x: 295, w: 65, align: 'r' as const },
      { head: 'Unitat', x: 360, w: 40, align: 'c' as const },
      { head: 'Preu', x: 400, w: 65, align: 'r' as const },
      { head: 'Import', x: 465, w: 90, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l), l.unit, price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 200, { borders: 'frame', headFill: '#d9e8f3', rowH: 17 });
    y += 16;
    const r = c.t.rates[0];
    pairs(sh, [
      ['Base imposable', money(c.t.subtotal, s.money)],
      [`IVA ${r.rate}%`, money(r.vat, s.money)],
      ['Total factura', money(c.t.total, s.money), true],
    ], 380, 555, y, 15, 9.5);
    sh.text("Forma de pagament: transferència bancària", 40, y);
    sh.text(`IBAN: ${s.iban}`, 40, y + 13);
    sh.center(s.registry ?? '', W / 2, 805, { size: 6.5 });
    return sh.bytes();
  },
};

/** Fills in the bank and registry lines of a layout's suppliers. */
export function finish<T extends { iban?: string; registry?: string; city: string; nif: string }>(rng: import('./kit.js').Rng, list: T[], registryCif = false): T[] {
  return list.map((s) => ({
    ...s,
    iban: s.iban ?? iban(rng),
    registry: s.registry ?? registry(rng, s.city.replace(/^\d{5}\s+/, '').replace(/\s*\(.*\)$/, ''), registryCif ? s.nif : undefined),
  }));
}
