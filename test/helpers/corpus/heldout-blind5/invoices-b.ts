import type { InvoiceLayout } from './cases.js';
import { cif, date, dni, money, nie, pairs, price, qty, Sheet, table, W, type Item, type Line } from './kit.js';
import { pad } from './parties.js';
import { lineTotal, divRound } from '../../../../src/platform/money.js';

/** Invoice layouts 6–10 of the fifth blind set: signage (two pages), EV chargers, gas, acoustic insulation, stonework. */

const q = (l: Line, places = 2) => qty(l.milli, places);

// ------------------------------------------------------------ 6. signage, over two pages

const SIGNS = ['Señal de obligación', 'Señal de prohibición', 'Señal de advertencia', 'Señal de evacuación fotoluminiscente', 'Placa de identificación de planta', 'Rótulo de fachada en letras corpóreas', 'Directorio de portal en metacrilato', 'Placa de buzón grabada', 'Señal de aparcamiento numerada', 'Panel de obra con datos de licencia'];
const SIZES = ['210x297 mm', '297x420 mm', '420x594 mm', '600x400 mm'];

const signageItems: Item[] = SIGNS.flatMap((sign, i) =>
  SIZES.map((size, j) => ({
    code: `S${pad(i + 1, 2)}${j + 1}`,
    description: `${sign} ${size}`,
    unit: 'ud',
    price: [800 + 900 * j + 300 * i, 1600 + 1800 * j + 600 * i] as [number, number],
    q: [1000, 40000, 1000] as [number, number, number],
  })),
).concat([
  { code: 'M001', description: 'Marcado vial de plazas con pintura acrílica', unit: 'ml', price: [95, 180], q: [50000, 600000, 1000] },
  { code: 'M002', description: 'Vinilo de corte para puertas de vidrio', unit: 'm²', price: [2200, 3900], q: [2000, 30000, 100] },
  { code: 'M003', description: 'Montaje de señalética en obra', unit: 'h', price: [2500, 3200], q: [4000, 40000, 500] },
]);

export const signage: InvoiceLayout = {
  name: 'inv-signage-2p',
  count: [30, 36],
  printsDue: false,
  items: signageItems,
  suppliers: (rng) => [
    { name: 'Señalizaciones Castilla, S.L.', nif: cif(rng), street: 'C/ Hornija, 15, Pol. Ind. La Mora', city: '47193 La Cistérniga (Valladolid)', phone: '983 40 12 57', money: 'eur', date: 'mon', number: (n) => `${pad(n, 4)}/26`, v: 0 },
    { name: 'Rotulación y Señalética Galaica, S.L.', nif: cif(rng), street: 'Avda. de Lugo, 220', city: '15703 Santiago de Compostela', phone: '981 55 32 10', money: 'plain', date: 'mon', number: (n) => `RG${pad(n, 5)}`, v: 1 },
    { name: 'Señales y Rótulos Ibiza, S.A.', nif: cif(rng, 'A'), street: 'C/ Aragón, 41', city: '07800 Eivissa', phone: '971 31 47 88', money: 'eur', date: 'slash', number: (n) => `E-${pad(n, 4)}`, v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Times', 10, 'Factura');
    const head = (page: number) => {
      sh.text(s.name, 40, 36, { size: 15, bold: true });
      sh.text(`${s.street}, ${s.city}`, 40, 56);
      sh.text(`Teléfono ${s.phone} — C.I.F.: ${s.nif}`, 40, 69);
      sh.right(`Página ${page} de 2`, 555, 36);
      sh.line(40, 84, 555, 84, 1);
      sh.text('FACTURA', 40, 94, { size: 14, bold: true });
      sh.text(`Núm. ${c.number}`, 140, 96, { size: 11, bold: true });
      sh.text(`Fecha: ${date(c.issue, s.date)}`, 300, 96, { size: 11 });
    };
    const cols = [
      { head: 'Cód.', x: 40, w: 45 },
      { head: 'Concepto', x: 85, w: 250 },
      { head: 'Cant.', x: 335, w: 50, align: 'r' as const },
      { head: 'Ud.', x: 385, w: 30, align: 'c' as const },
      { head: 'Precio', x: 415, w: 60, align: 'r' as const },
      { head: 'Importe', x: 475, w: 80, align: 'r' as const },
    ];
    const row = (l: Line) => [l.code ?? '', l.description, q(l, l.unit === 'ud' ? 0 : 2), l.unit, price(l.price, s.money), price(l.amount, s.money)];
    const first = 24;
    const p1 = c.lines.slice(0, first);
    const p2 = c.lines.slice(first);
    const carried = p1.reduce((t, l) => t + l.amount, 0n);

    head(1);
    sh.text('Cliente:', 40, 122, { bold: true });
    sh.text(`${c.buyer.name} — C.I.F. ${c.buyer.nif}`, 90, 122);
    sh.text(`${c.buyer.street}, ${c.buyer.city}`, 90, 135);
    sh.text(`Obra: ${c.site}`, 90, 148);
    let y = table(sh, cols, p1.map(row), 170, { borders: 'rules', rowH: 20, size: 9.5 });
    sh.text('Suma y sigue', 335, y + 8, { bold: true });
    sh.right(money(carried, s.money), 552, y + 8, { bold: true });

    sh.addPage();
    head(2);
    sh.text('Suma anterior', 335, 122, { bold: true });
    sh.right(money(carried, s.money), 552, 122, { bold: true });
    y = table(sh, cols, p2.map(row), 140, { borders: 'rules', rowH: 20, size: 9.5 });
    y += 20;
    const r = c.t.rates[0];
    sh.rect(330, y - 6, 225, 56);
    pairs(sh, [
      ['Base imponible', money(c.t.subtotal, s.money)],
      [`I.V.A. ${r.rate} %`, money(r.vat, s.money)],
      ['Total factura', money(c.t.total, s.money), true],
    ], 338, 550, y, 16, 10);
    sh.text('Pago: transferencia a 30 días fecha factura', 40, y);
    sh.text(`${s.iban}`, 40, y + 14);
    sh.center(s.registry ?? '', W / 2, 805, { size: 7 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 7. EV chargers (one supplier under reverse charge)

export const evChargers: InvoiceLayout = {
  name: 'inv-evcharger',
  count: [3, 6],
  printsDue: true,
  items: [
    { code: 'WB-74', description: 'Punto de recarga mural 7,4 kW con gestión de carga', unit: 'ud', price: [69000, 98000], q: [2000, 24000, 1000] },
    { code: 'PT-22', description: 'Poste de recarga doble 2x22 kW', unit: 'ud', price: [245000, 390000], q: [1000, 4000, 1000] },
    { code: 'CB-10', description: 'Línea RZ1-K 5G10 mm² bajo tubo', unit: 'ml', price: [1450, 2300], q: [30000, 400000, 1000] },
    { code: 'DF-A', description: 'Protección diferencial tipo A superinmunizada 40 A', unit: 'ud', price: [9500, 16500], q: [2000, 24000, 1000] },
    { code: 'BD-01', description: 'Bandeja perforada 200x60 con tapa', unit: 'ml', price: [1800, 2900], q: [20000, 200000, 1000] },
    { code: 'LG-00', description: 'Legalización, boletín y puesta en marcha', unit: 'ud', price: [38000, 65000], q: [1000, 1000, 1000] },
    { code: 'MO-OF', description: 'Mano de obra oficial electricista', unit: 'h', price: [2900, 3800], q: [8000, 120000, 500] },
  ],
  suppliers: (rng) => [
    { brand: 'VOLTIA', name: 'Voltia Movilidad Eléctrica, S.L.', nif: cif(rng), street: 'C/ Albert Einstein, 14, PTA', city: '29590 Málaga', phone: '952 02 71 30', email: 'admin@voltia.es', money: 'eur', date: 'iso', number: (n) => `FV-2026-${pad(n, 5)}`, v: 0, dueDays: 30 },
    { brand: 'ENCHUFA', name: 'Enchufa Recarga Vehículo Eléctrico, S.L.U.', nif: cif(rng), street: 'Avda. de Madrid, 96', city: '23008 Jaén', phone: '953 26 14 02', email: 'facturacion@enchufa.es', money: 'eur', date: 'slash', number: (n) => `E26${pad(n, 5)}`, v: 1, dueDays: 45 },
    { brand: 'KARGA', name: 'Karga Instalaciones de Recarga, S.L.', nif: cif(rng), street: 'Portuetxe bidea, 23', city: '20018 Donostia', phone: '943 31 58 70', email: 'faktura@karga.eus', money: 'prefix', date: 'iso', number: (n) => `K/26/${pad(n, 4)}`, v: 2, reverse: true, dueDays: 60 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Factura');
    sh.rect(0, 0, W, 70, { fill: '#0b7a5e' });
    sh.color('#fff').text(s.brand ?? '', 40, 20, { size: 28, bold: true });
    sh.right(s.email ?? '', 555, 24, { size: 8 });
    sh.right(`Tel. ${s.phone}`, 555, 36, { size: 8 });
    sh.color('#000');
    sh.text(s.name, 40, 84, { bold: true, size: 10 });
    sh.text(`${s.street} - ${s.city}`, 40, 97);
    sh.text(`CIF nº ${s.nif}`, 40, 109);

    sh.text('FACTURA', 360, 84, { size: 14, bold: true });
    pairs(sh, [
      ['Documento:', c.number],
      ['Fecha:', date(c.issue, s.date)],
      ['Vencimiento:', date(c.due!, s.date)],
    ], 360, 555, 104, 13);

    sh.rect(40, 150, 515, 46, { fill: '#eef6f3' });
    sh.text('Cliente', 48, 155, { bold: true, size: 8 });
    sh.text(`${c.buyer.name}   CIF ${c.buyer.nif}`, 48, 167);
    sh.text(`${c.buyer.street}, ${c.buyer.city}   ·   Obra: ${c.site}`, 48, 180);

    const cols = [
      { head: 'Ref.', x: 40, w: 50 },
      { head: 'Descripción', x: 90, w: 240 },
      { head: 'Ud', x: 330, w: 30, align: 'c' as const },
      { head: 'Cantidad', x: 360, w: 55, align: 'r' as const },
      { head: 'Precio', x: 415, w: 65, align: 'r' as const },
      { head: 'Importe', x: 480, w: 75, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.code ?? '', l.description, l.unit, q(l), price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 212, { borders: 'rules', headFill: '#0b7a5e', headColor: '#fff', rowH: 17 });
    y += 16;
    if (c.t.reverse) {
      pairs(sh, [
        ['Base imponible', money(c.t.subtotal, s.money)],
        ['IVA', 'Inversión del sujeto pasivo'],
        ['Total factura', money(c.t.total, s.money), true],
      ], 330, 555, y, 15, 9.5);
      sh.pen.paragraph('Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º.f) de la Ley 37/1992 del IVA. El destinatario debe autorrepercutir el impuesto.', 40, y + 56, 515, { size: 8, italic: true });
    } else {
      const r = c.t.rates[0];
      pairs(sh, [
        ['Base imponible', money(c.t.subtotal, s.money)],
        [`IVA ${r.rate}%`, money(r.vat, s.money)],
        ['Total factura', money(c.t.total, s.money), true],
      ], 330, 555, y, 15, 9.5);
    }
    sh.text('Pago por transferencia:', 40, y, { bold: true });
    sh.text(s.iban ?? '', 40, y + 13);
    sh.center(s.registry ?? '', W / 2, 805, { size: 6.5 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 8. gas installations, Courier capitals

export const gas: InvoiceLayout = {
  name: 'inv-gas',
  count: [3, 6],
  printsDue: true,
  items: [
    { description: 'TUBERIA COBRE 22 MM INSTALACION VISTA', unit: 'ml', price: [1600, 2600], q: [10000, 160000, 500] },
    { description: 'TUBERIA POLIETILENO PE100 32 MM ENTERRADA', unit: 'ml', price: [950, 1600], q: [10000, 120000, 500] },
    { description: 'ARMARIO DE REGULACION Y CONTADORES', unit: 'ud', price: [38000, 69000], q: [1000, 3000, 1000] },
    { description: 'LLAVE DE CORTE ESFERA 3/4"', unit: 'ud', price: [1200, 2400], q: [4000, 40000, 1000] },
    { description: 'PRUEBA DE ESTANQUEIDAD Y CERTIFICADO', unit: 'ud', price: [14000, 26000], q: [1000, 1000, 1000] },
    { description: 'REJILLA DE VENTILACION 200X200', unit: 'ud', price: [900, 1700], q: [6000, 48000, 1000] },
    { description: 'HORAS OFICIAL INSTALADOR GAS', unit: 'h', price: [2800, 3600], q: [6000, 80000, 500] },
  ],
  suppliers: (rng) => [
    { name: 'GASTEC INSTALACIONES, S.L.', nif: cif(rng), street: 'C/ PINTOR SOROLLA, 24', city: '02005 ALBACETE', phone: '967 21 40 18', money: 'code', date: 'dot2', number: (n) => `G-${pad(n, 4)}`, v: 0, dueDays: 30 },
    { name: 'INSTALACIONES DE GAS MONTAÑA, S.L.', nif: cif(rng), street: 'AVDA. DE PORTUGAL, 61', city: '24009 LEON', phone: '987 20 11 93', money: 'code', date: 'slash', number: (n) => `IGM26/${pad(n, 4)}`, v: 1, dueDays: 30 },
    { name: 'CALOR Y GAS CANARIAS, S.A.', nif: cif(rng, 'A'), street: 'C/ LEON Y CASTILLO, 301', city: '35005 LAS PALMAS DE G.C.', phone: '928 24 60 71', money: 'code', date: 'dot2', number: (n) => `FRA${pad(n, 6)}`, v: 2, dueDays: 60 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Courier', 9, 'Factura');
    sh.text(s.name, 40, 40, { size: 12, bold: true });
    sh.text(s.street, 40, 56);
    sh.text(s.city, 40, 67);
    sh.text(`TELF: ${s.phone}`, 40, 78);
    sh.text(`NIF/CIF: ${s.nif}`, 40, 89);
    sh.text(`FACTURA ${c.number}`, 320, 40, { size: 13, bold: true });
    sh.text(`FECHA.....: ${date(c.issue, s.date)}`, 320, 60);
    sh.text(`VENCIMIENTO: ${date(c.due!, s.date)}`, 320, 71);
    sh.text('--------------------------------------------------------------------------------', 40, 104, { size: 8 });
    sh.text(`CLIENTE: ${c.buyer.name.toUpperCase()}`, 40, 116);
    sh.text(`         ${c.buyer.street.toUpperCase()}`, 40, 127);
    sh.text(`         ${c.buyer.city.toUpperCase()}`, 40, 138);
    sh.text(`NIF:     ${c.buyer.nif}`, 40, 149);
    sh.text(`OBRA:    ${c.site.toUpperCase()}`, 40, 160);
    sh.text('--------------------------------------------------------------------------------', 40, 172, { size: 8 });
    const cols = [
      { head: 'DESCRIPCION', x: 40, w: 265 },
      { head: 'CANT.', x: 305, w: 55, align: 'r' as const },
      { head: 'UD', x: 360, w: 25, align: 'c' as const },
      { head: 'PRECIO', x: 385, w: 75, align: 'r' as const },
      { head: 'IMPORTE', x: 460, w: 95, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l), l.unit.toUpperCase(), price(l.price, 'plain'), price(l.amount, 'plain')]);
    let y = table(sh, cols, rows, 182, { borders: 'none', rowH: 14, size: 8.5 });
    sh.text('--------------------------------------------------------------------------------', 40, y + 2, { size: 8 });
    y += 16;
    const r = c.t.rates[0];
    pairs(sh, [
      ['BASE IMPONIBLE', money(c.t.subtotal, 'code')],
      [`IVA ${r.rate}%`, money(r.vat, 'code')],
      ['TOTAL FACTURA', money(c.t.total, 'code'), true],
    ], 330, 555, y, 13, 9);
    sh.text('FORMA DE PAGO: TRANSFERENCIA', 40, y);
    sh.text(`IBAN ${s.iban}`, 40, y + 13, { size: 8 });
    sh.text((s.registry ?? '').toUpperCase(), 40, 800, { size: 6 });
    return sh.bytes();
  },
};

// ------------------------------------------------------------ 9. acoustic insulation, list price, discount, net price

export const acoustic: InvoiceLayout = {
  name: 'inv-acoustic',
  count: [4, 7],
  printsDue: true,
  adjust: (rng, ls) => discounted(ls, () => rng.pick([0, 5, 10, 15, 20, 25, 30])),
  items: [
    { code: '10.201', description: 'Lámina acústica bituminosa 4 mm', unit: 'm²', price: [1100, 1900], q: [40000, 600000, 500] },
    { code: '10.305', description: 'Panel de lana mineral 40 mm alta densidad', unit: 'm²', price: [700, 1300], q: [40000, 600000, 500] },
    { code: '11.020', description: 'Amortiguador elástico para techo suspendido', unit: 'ud', price: [250, 690], q: [100000, 900000, 1000] },
    { code: '11.145', description: 'Banda desolidarizadora perimetral', unit: 'ml', price: [90, 220], q: [100000, 900000, 1000] },
    { code: '12.400', description: 'Suelo flotante con lámina anti-impacto 10 mm', unit: 'm²', price: [900, 1700], q: [40000, 500000, 500] },
    { code: '13.010', description: 'Trasdosado acústico autoportante', unit: 'm²', price: [2900, 4600], q: [20000, 300000, 500] },
    { code: '14.900', description: 'Ensayo de aislamiento in situ', unit: 'ud', price: [45000, 78000], q: [1000, 3000, 1000] },
  ],
  suppliers: (rng) => [
    { brand: 'AAS', name: 'Aislamientos Acústicos del Segura, S.L.', nif: cif(rng), street: 'Avda. Juan de Borbón, 40', city: '30007 Murcia', phone: '968 23 55 60', money: 'eur', date: 'slash', number: (n) => `${pad(n, 6)}`, v: 0, dueDays: 60 },
    { brand: 'SQ', name: 'Silentia Acústica, S.L.', nif: cif(rng), street: 'C/ Uría, 50, 3º', city: '33003 Oviedo', phone: '985 21 40 06', money: 'plain', date: 'slash2', number: (n) => `SQ-26-${pad(n, 4)}`, v: 1, dueDays: 30 },
    { brand: 'ACR', name: 'ACÚSTICA Y CONTROL DE RUIDO, S.L.', nif: cif(rng), street: 'Plaza de España, 6', city: '06002 Badajoz', phone: '924 22 73 81', money: 'eur', date: 'dash', number: (n) => `D${pad(n, 5)}`, v: 2, dueDays: 30 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Helvetica', 9, 'Factura');
    sh.color('#444').text(s.brand ?? '', 40, 30, { size: 40, bold: true });
    sh.color('#000').text(s.name, 40, 78, { bold: true, size: 10 });
    sh.text(`${s.street}. ${s.city}`, 40, 91, { size: 8 });
    sh.text(`Tel. ${s.phone}  ·  ${s.v === 2 ? 'NIF' : 'C.I.F.:'} ${s.nif}`, 40, 102, { size: 8 });

    sh.rect(355, 30, 200, 80);
    sh.rect(355, 30, 200, 18, { fill: '#555' });
    sh.color('#fff').center('FACTURA', 455, 34, { bold: true, size: 10 });
    sh.color('#000');
    pairs(sh, [
      ['Nº Doc.', c.number],
      ['Fecha', date(c.issue, s.date)],
      ['Vto.', date(c.due!, s.date)],
      ['Pág.', '1'],
    ], 362, 548, 53, 13.5);

    sh.text('Destinatario', 40, 126, { bold: true, size: 8 });
    sh.text(c.buyer.name, 40, 138, { bold: true });
    sh.text(`${c.buyer.street}, ${c.buyer.city}`, 40, 150);
    sh.text(`NIF ${c.buyer.nif}`, 40, 162);
    sh.text(`Obra: ${c.site}`, 330, 138);

    const cols = [
      { head: 'Código', x: 40, w: 45 },
      { head: 'Descripción', x: 85, w: 190 },
      { head: 'Cant.', x: 275, w: 50, align: 'r' as const },
      { head: 'Ud', x: 325, w: 25, align: 'c' as const },
      { head: 'P. tarifa', x: 350, w: 55, align: 'r' as const },
      { head: 'Dto %', x: 405, w: 35, align: 'r' as const },
      { head: 'P. neto', x: 440, w: 50, align: 'r' as const },
      { head: 'Importe', x: 490, w: 65, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.code ?? '', l.description, q(l), l.unit, price(l.list ?? l.price, s.money), String(l.disc ?? 0), price(l.price, s.money), price(l.amount, s.money)]);
    let y = table(sh, cols, rows, 186, { borders: 'grid', headFill: '#dddddd', rowH: 16, size: 8 });
    y += 16;
    const r = c.t.rates[0];
    pairs(sh, [
      ['Suma importes', money(c.t.subtotal, s.money)],
      ['Base imponible', money(c.t.subtotal, s.money)],
      [`Cuota IVA (${r.rate}%)`, money(r.vat, s.money)],
      ['Total a pagar', money(c.t.total, s.money), true],
    ], 355, 555, y, 14, 9);
    sh.text(`Forma de pago: recibo a ${s.dueDays} días`, 40, y);
    sh.text(`Cuenta: ${s.iban}`, 40, y + 13, { size: 8 });
    sh.center(s.registry ?? '', W / 2, 805, { size: 6.5 });
    return sh.bytes();
  },
};

/** Net prices from list prices and a discount: the net price is rounded to cents, and the amount is quantity × net. */
export function discounted(ls: Line[], pick: () => number): Line[] {
  return ls.map((l) => {
    const disc = pick();
    const net = divRound(l.price * BigInt(100 - disc), 100n);
    return { ...l, list: l.price, disc, price: net, amount: lineTotal(l.milli, net) };
  });
}

// ------------------------------------------------------------ 10. stonework restoration and damp-proofing (IRPF)

export const stonework: InvoiceLayout = {
  name: 'inv-stonework',
  count: [3, 5],
  printsDue: false,
  items: [
    { description: 'Limpieza de sillería con microproyección de árido', unit: 'm²', price: [2800, 4600], q: [10000, 220000, 500] },
    { description: 'Rejuntado de fábrica de piedra con mortero de cal', unit: 'm²', price: [3400, 5200], q: [10000, 180000, 500] },
    { description: 'Sustitución de pieza de piedra arenisca labrada', unit: 'ud', price: [14000, 29000], q: [1000, 12000, 1000] },
    { description: 'Barrera química contra humedad por capilaridad', unit: 'ml', price: [4200, 6900], q: [6000, 80000, 500] },
    { description: 'Consolidación con silicato de etilo', unit: 'm²', price: [1800, 2700], q: [10000, 160000, 500] },
    { description: 'Mano de obra de cantero', unit: 'h', price: [2900, 3900], q: [8000, 90000, 500] },
  ],
  suppliers: (rng) => [
    { name: 'Tomás Arregui Beltrán', nif: dni(rng), street: 'C/ Ancha, 12, 1º', city: '24003 León', phone: '650 21 33 78', money: 'eur', date: 'long', number: (n) => `2026-${pad((n % 199) + 1, 3)}`, v: 0, irpf: 15, registry: '' },
    { name: 'Mihai Dumitrescu', nif: nie(rng), street: 'Travesía del Carmen, 4, bajo', city: '09003 Burgos', phone: '688 40 17 52', money: 'eur', date: 'long', number: (n) => `${pad((n % 89) + 1, 2)}/26`, v: 1, irpf: 7, registry: '' },
    { name: 'Restauración Pétrea Castellana, S.L.', nif: cif(rng), street: 'C/ Real, 88', city: '40001 Segovia', phone: '921 46 22 10', money: 'eur', date: 'slash', number: (n) => `RPC-${pad(n, 4)}`, v: 2 },
  ],
  draw: async (c) => {
    const { s } = c;
    const sh = new Sheet('Times', 10.5, 'Factura');
    const town = s.city.replace(/^\d{5}\s+/, '');
    sh.text(s.name, 40, 40, { size: 16, bold: true });
    sh.text(s.v === 2 ? 'Restauración de patrimonio y fachadas' : 'Cantería, restauración de piedra y tratamiento de humedades', 40, 60, { italic: true });
    sh.text(`${s.street} · ${s.city} · ${s.phone}`, 40, 75);
    sh.text(`${s.v === 1 ? 'NIE' : s.v === 0 ? 'NIF' : 'N.I.F.'}: ${s.nif}`, 40, 90);
    sh.line(40, 106, 555, 106, 0.8);

    if (s.v === 2) {
      sh.text(`Fra. nº ${c.number}`, 40, 122, { bold: true, size: 12 });
      sh.text(`Fecha: ${date(c.issue, s.date)}`, 360, 122, { size: 11 });
    } else {
      sh.text(`Fra.: ${c.number}`, 40, 122, { bold: true, size: 12 });
      sh.right(`${town}, ${date(c.issue, s.date)}`, 555, 122, { size: 11 });
    }
    sh.text('Sres.:', 40, 150);
    sh.text(c.buyer.name, 80, 150, { bold: true });
    sh.text(`${c.buyer.street}, ${c.buyer.city}`, 80, 164);
    sh.text(`C.I.F. ${c.buyer.nif}`, 80, 178);
    sh.text(`Trabajos realizados en: ${c.site}`, 40, 200, { italic: true });

    const cols = [
      { head: 'Descripción de los trabajos', x: 40, w: 255 },
      { head: 'Medición', x: 295, w: 60, align: 'r' as const },
      { head: 'Ud.', x: 355, w: 30, align: 'c' as const },
      { head: 'Precio', x: 385, w: 75, align: 'r' as const },
      { head: 'Importe', x: 460, w: 95, align: 'r' as const },
    ];
    const rows = c.lines.map((l) => [l.description, q(l), l.unit, money(l.price, s.money), money(l.amount, s.money)]);
    let y = table(sh, cols, rows, 222, { borders: 'frame', rowH: 18, size: 9.5 });
    y += 18;
    const r = c.t.rates[0];
    const rows2: [string, string, boolean?][] = [
      ['Base imponible', money(c.t.subtotal, s.money)],
      [`IVA ${r.rate}%`, money(r.vat, s.money)],
    ];
    if (c.t.irpf) rows2.push([`Retención IRPF ${c.t.irpf}%`, `-${money(c.t.withholding, s.money)}`]);
    rows2.push(['TOTAL A PERCIBIR', money(c.t.total, s.money), true]);
    pairs(sh, rows2, 330, 555, y, 16, 10.5);
    sh.text('Forma de pago: transferencia bancaria', 40, y);
    sh.text(s.iban ?? '', 40, y + 14);
    if (s.registry) sh.center(s.registry, W / 2, 805, { size: 7 });
    return sh.bytes();
  },
};
