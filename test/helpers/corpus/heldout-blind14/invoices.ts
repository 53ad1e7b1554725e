import { type Col, type Sheet, block, dateText, dni, cif, heads, item, money, nie, qtyText, row } from './kit.js';
import type { Doc, Layout } from './doc.js';
import { pickQty } from './parties.js';

/**
 * The ten invoice layouts of the fourteenth blind set, interior fit-out and furnishing of the
 * buildings handed over (docs/document-extraction.md#measuring-it).
 */

const m = (d: Doc, c: bigint) => money(c, d.sup.money);
const day = (d: Doc, iso: string) => dateText(iso, d.sup.date);
const places = (unit: string) => (['m²', 'ml', 'm', 'kg'].includes(unit) ? 2 : 0);
const q = (d: Doc, i: { qty: bigint; unit: string }) => qtyText(i.qty, places(i.unit));

function buyerBlock(s: Sheet, d: Doc, x: number, y: number, label: string, lead = 11): number {
  return block(s, [label, d.buyer.name, `CIF: ${d.buyer.id}`, d.buyer.street, d.buyer.city], x, y, lead);
}

// 1. Shower screens and bathroom mirrors: an ERP's coloured label band, totals as a second band.
const screens: Layout = {
  name: 'mamparas-banda',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8.5,
  lines: [3, 7],
  catalogue: [
    ['MP-1200', 'Mampara frontal 2 hojas correderas 120 cm', 'ud', 21900, 34800, 0],
    ['MP-0800', 'Mampara angular 80x80 vidrio 6 mm', 'ud', 28500, 41200, 0],
    ['MF-1400', 'Mampara fija de ducha 140 cm perfil negro', 'ud', 19800, 26700, 0],
    ['ESP-80LED', 'Espejo baño 80x70 con retroiluminación LED', 'ud', 8900, 15600, 0],
    ['ESP-60', 'Espejo biselado 60x80 con soportes', 'ud', 3400, 5900, 0],
    ['TR-ANT', 'Tratamiento antical en vidrio', 'm²', 1100, 1900, 2],
    ['MO-INST', 'Montaje y sellado de mampara en obra', 'ud', 3500, 5500, 0],
    ['PF-PERF', 'Perfil de compensación aluminio 200 cm', 'ud', 1750, 2900, 0],
  ],
  suppliers: [
    { name: 'Mamparas Levante Baño, S.L.', id: 'B-' + cif('B', '9641273').slice(1), street: 'Pol. Ind. Fuente del Jarro, C/ Ciudad de Sevilla, 18', city: '46988 Paterna (Valencia)', phone: '961 327 845', date: 'dd/mm/yyyy', money: 'es', number: (n) => `FV26-${String(n).padStart(5, '0')}`, dueDays: 30, registry: 'Registro Mercantil de Valencia, Tomo 9812, Libro 7094, Folio 121, Hoja V-158432' },
    { name: 'Cristalería y Mamparas Duero, S.A.', id: cif('A', '4710382'), street: 'Avda. de Burgos, 87', city: '47009 Valladolid', phone: '983 341 226', date: 'dd.mm.yy', money: 'es€', number: (n) => `A/${n}`, dueDays: 60, registry: 'Registro Mercantil de Valladolid, Tomo 1204, Folio 88, Hoja VA-9941' },
    { name: 'Vidrios de Baño Guadiana, S.L.U.', id: cif('B', '0612894'), street: 'C/ Sierra de Gata, 4, Pol. El Nevero', city: '06006 Badajoz', phone: '924 258 310', date: 'dd-mm-yyyy', money: 'es', number: (n) => `2026/${String(n).padStart(4, '0')}`, dueDays: 45, registry: 'Registro Mercantil de Badajoz, Tomo 611, Folio 40, Hoja BA-22871' },
  ],
  draw(s, d) {
    const colors = ['#1f5f8b', '#2e7d5b', '#7a3b69'];
    const color = colors[this.suppliers.indexOf(d.sup)];
    const initials = d.sup.name.split(' ').filter((w) => /^[A-Z]/.test(w)).slice(0, 2).map((w) => w[0]).join('');
    s.rect(40, 38, 40, 40, { fill: color, radius: 6 });
    s.center(initials, 60, 51, { size: 15, bold: true, color: '#ffffff' });
    s.text(d.sup.name, 90, 40, { size: 12, bold: true });
    block(s, [d.sup.street, d.sup.city, `CIF: ${d.sup.id}  ·  Tel. ${d.sup.phone}`], 90, 56, 10.5, { size: 8 });
    s.right('FACTURA', 555, 40, { size: 16, bold: true, color });
    s.rect(330, 92, 225, 62);
    buyerBlock(s, d, 336, 96, 'CLIENTE');
    const labels = ['Nº FACTURA', 'FECHA', 'VENCIMIENTO', 'CÓD. CLIENTE', 'FORMA DE PAGO'];
    const xs = [45, 150, 245, 345, 445];
    s.rect(40, 168, 515, 14, { fill: color });
    labels.forEach((l, i) => s.text(l, xs[i], 171.5, { size: 7.5, bold: true, color: '#ffffff' }));
    const values = [d.number, day(d, d.date), d.due ? day(d, d.due) : '', d.customerCode, 'Transferencia'];
    values.forEach((v, i) => s.text(v, xs[i], 187));
    s.text(`Obra: ${d.site}`, 45, 206, { size: 8 });
    const cols: Col[] = [
      { label: 'CÓDIGO', x: 40, w: 62, align: 'l' },
      { label: 'DESCRIPCIÓN', x: 102, w: 228, align: 'l' },
      { label: 'CANT.', x: 330, w: 45, align: 'r' },
      { label: 'UD', x: 375, w: 30, align: 'c' },
      { label: 'PRECIO', x: 405, w: 70, align: 'r' },
      { label: 'IMPORTE', x: 475, w: 80, align: 'r' },
    ];
    s.rect(40, 222, 515, 14, { fill: '#e6e6e6' });
    heads(s, cols, 225.5, { size: 7.5 });
    let y = 243;
    d.items.forEach((i, n) => {
      if (n % 2 === 1) s.rect(40, y - 3, 515, 14, { fill: '#f4f4f4' });
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, m(d, i.price), m(d, i.amount)], y);
      y += 14;
    });
    const tl = ['BASE IMPONIBLE', '% IVA', 'CUOTA IVA', 'TOTAL FACTURA'];
    const tx = [45, 190, 300, 430];
    s.rect(40, 680, 515, 14, { fill: color });
    tl.forEach((l, i) => s.text(l, tx[i], 683.5, { size: 7.5, bold: true, color: '#ffffff' }));
    [m(d, d.fig.base), '21,00', m(d, d.fig.vat), `${m(d, d.fig.total)}${d.sup.money === 'es' ? ' €' : ''}`].forEach((v, i) => s.text(v, tx[i], 700, { size: 10, bold: i === 3 }));
    s.text(`IBAN ES21 0081 0216 7300 0118 ${String(2000 + d.rng.int(100, 999))} · Vencimiento según condiciones pactadas`, 40, 730, { size: 7 });
    s.center(`${d.sup.name} · ${d.sup.registry} · CIF ${d.sup.id}`, 297, 805, { size: 6 });
  },
};

// 2. Built-in wardrobes: a brand in big capitals above the legal name, boxed header cells, a ruled grid.
const wardrobes: Layout = {
  name: 'armarios-marca',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8.5,
  lines: [3, 6],
  catalogue: [
    ['AE-2P', 'Frente armario empotrado 2 puertas correderas lacado blanco', 'ud', 38500, 52900, 0],
    ['AE-3P', 'Frente armario 3 puertas abatibles melamina roble', 'ud', 42100, 61800, 0],
    ['INT-CAS', 'Interior de armario forrado con cajonera y barra', 'ud', 18900, 27400, 0],
    ['VEST-ML', 'Vestidor abierto en melamina 25 mm', 'ml', 16500, 22900, 2],
    ['MAL-DOB', 'Maletero superior con puertas', 'ml', 6800, 9900, 2],
    ['TAP-REM', 'Tapeta y remate a techo', 'ml', 900, 1650, 2],
    ['MO-ARM', 'Montaje de armario en vivienda', 'ud', 4500, 7500, 0],
  ],
  suppliers: [
    { name: 'Armarios y Vestidores Noray, S.L.', brand: 'NORAY', id: cif('B', '1572840'), street: 'Pol. Ind. Sabón, parcela 42', city: '15142 Arteixo (A Coruña)', phone: '981 600 417', date: 'dd-mm-yyyy', money: 'es', number: (n) => `F-${n}`, dueDays: 30, registry: 'Inscrita en el Registro Mercantil de A Coruña, Tomo 3412, Folio 17, Hoja C-51210' },
    { name: 'Carpintería Interior Montesa, S.A.', brand: 'MONTESA INTERIORES', id: cif('A', '1206583'), street: 'Ctra. de Alcora, km 3,2', city: '12006 Castellón de la Plana', phone: '964 250 118', idInFooter: true, date: 'dd/mm/yyyy', money: 'es€', number: (n) => `26${String(n).padStart(6, '0')}`, dueDays: 60, registry: 'Registro Mercantil de Castellón, Tomo 1577, Libro 1139, Folio 90, Hoja CS-26440' },
    { name: 'Armarios Empotrados Ribera del Jalón, S.L.L.', brand: 'RIBERA ARMARIOS', id: cif('B', '5038169'), street: 'C/ Río Aranda, 11', city: '50300 Calatayud (Zaragoza)', phone: '976 881 902', date: 'dd-mm-yyyy', money: 'esEUR', number: (n) => `RA-${String(n).padStart(4, '0')}/26`, dueDays: 90, registry: 'Registro Mercantil de Zaragoza, Tomo 4410, Folio 62, Hoja Z-66871' },
  ],
  draw(s, d) {
    s.text(d.sup.brand!, 40, 38, { size: 22, bold: true, color: '#5a3e1b' });
    s.text(d.sup.name, 40, 64, { size: 9, bold: true });
    const lines = [d.sup.street, d.sup.city, `Tel. ${d.sup.phone}`];
    if (!d.sup.idInFooter) lines.push(`C.I.F. ${d.sup.id}`);
    block(s, lines, 40, 77, 10.5, { size: 8 });
    s.right('FACTURA', 555, 40, { size: 14, bold: true });
    const cells = [['Factura nº', d.number], ['Fecha', day(d, d.date)], ['Vencimiento', day(d, d.due!)]];
    cells.forEach(([l, v], i) => {
      const x = 345 + i * 70;
      s.rect(x, 62, 70, 30);
      s.text(l, x + 4, 65, { size: 6.5 });
      s.text(v, x + 4, 78, { size: 8.5, bold: true });
    });
    s.text('Facturar a:', 345, 104, { size: 7.5, italic: true });
    block(s, [d.buyer.name, d.buyer.street, d.buyer.city, `CIF ${d.buyer.id}`], 345, 116, 11);
    s.text(`Obra: ${d.site}    Pedido: ${d.order}`, 40, 170, { size: 8 });
    const cols: Col[] = [
      { label: 'Ref.', x: 40, w: 55, align: 'l' },
      { label: 'Concepto', x: 95, w: 255, align: 'l' },
      { label: 'Cantidad', x: 350, w: 50, align: 'r' },
      { label: 'Ud.', x: 400, w: 28, align: 'c' },
      { label: 'Precio', x: 428, w: 57, align: 'r' },
      { label: 'Importe', x: 485, w: 70, align: 'r' },
    ];
    const top = 186;
    const h = 18 + d.items.length * 16 + 6;
    s.rect(40, top, 515, h);
    s.line(40, top + 16, 555, top + 16);
    for (const c of cols.slice(1)) s.line(c.x, top, c.x, top + h);
    heads(s, cols, top + 4.5, { size: 8 });
    let y = top + 22;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, m(d, i.price), m(d, i.amount)], y);
      y += 16;
    }
    const base = d.printed?.base ?? d.fig.base;
    const ty = top + h + 20;
    const tots = [['Base imponible', m(d, base)], ['IVA 21 %', m(d, d.fig.vat)], ['TOTAL', m(d, d.fig.total)]];
    tots.forEach(([l, v], i) => {
      s.rect(385, ty + i * 20, 170, 20);
      s.text(l, 390, ty + i * 20 + 6, { bold: i === 2 });
      s.right(v, 550, ty + i * 20 + 6, { bold: i === 2 });
    });
    s.text('Forma de pago: transferencia bancaria a la cuenta indicada en el pedido.', 40, ty + 6, { size: 7.5 });
    s.center(`${d.sup.name} - ${d.sup.registry} - CIF ${d.sup.id}`, 297, 806, { size: 6.5 });
  },
};

// 3. Household appliances supplied and installed dwelling by dwelling, over two pages with carried sums.
const APPLIANCES: [string, string, number][] = [
  ['FRC-186', 'Frigorífico combi No Frost 186 cm inox', 47900],
  ['LAV-8KG', 'Lavadora 8 kg 1200 rpm', 32900],
  ['LVJ-60', 'Lavavajillas integrable 60 cm', 38900],
  ['HOR-MF', 'Horno multifunción integrable A+', 27900],
  ['PLI-3Z', 'Placa de inducción 3 zonas 60 cm', 24900],
  ['CAM-60', 'Campana decorativa 60 cm 600 m³/h', 15900],
  ['MIC-25', 'Microondas integrable 25 l', 17900],
];
const appliances: Layout = {
  name: 'electrodomesticos-hojas',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8,
  lines: [0, 0],
  catalogue: [],
  items(rng) {
    const out = [];
    const floors = ['1º', '2º', '3º', '4º', '5º'];
    const doors = ['A', 'B', 'C'];
    const dwellings = rng.int(5, 6);
    for (let v = 0; v < dwellings; v++) {
      const name = `${floors[Math.floor(v / 3)]}${doors[v % 3]}`;
      for (const [code, desc, price] of rng.sample(APPLIANCES, rng.int(4, 6))) {
        out.push(item(code, `Viv. ${name} - ${desc}`, 1000n, 'ud', BigInt(price - rng.int(0, 30) * 100)));
      }
    }
    return out;
  },
  suppliers: [
    { name: 'Distribuciones Electrodomésticas Nervión, S.A.', id: cif('A', '4831027'), street: 'C/ Astronomía, 1, Torre 4', city: '41015 Sevilla', phone: '954 320 711', date: 'dd/mm/yyyy', money: 'es', number: (n) => `FE-26-${n}`, dueDays: 30, words: { carry: 'Suma y sigue', carried: 'Suma anterior' }, registry: 'R.M. de Sevilla, Tomo 5120, Folio 1, Hoja SE-81204' },
    { name: 'Equipamiento de Cocinas Promotor, S.L.', id: cif('B', '8672315'), street: 'Avda. de la Industria, 38', city: '28108 Alcobendas (Madrid)', phone: '916 611 042', date: 'dd-mmm-yyyy', money: 'es€', number: (n) => `${n}/2026`, dueDays: 60, words: { carry: 'A transportar', carried: 'Transporte' }, registry: 'R.M. de Madrid, Tomo 30122, Folio 45, Hoja M-542118' },
    { name: 'Electro Hogar Cantábrico, S.L.', id: cif('B', '3981206'), street: 'Parque Empresarial Morero, P. 2-14', city: '39611 Guarnizo (Cantabria)', phone: '942 544 760', date: 'dd.mm.yy', money: 'esEUR', number: (n) => `EH${String(n).padStart(6, '0')}`, dueDays: 30, words: { carry: 'Sigue en hoja siguiente', carried: 'Viene de hoja anterior' }, registry: 'R.M. de Cantabria, Tomo 998, Folio 12, Hoja S-20541' },
  ],
  draw(s, d) {
    const pages = 2;
    const perPage = Math.ceil(d.items.length / 2);
    const cols: Col[] = [
      { label: 'Código', x: 40, w: 55, align: 'l' },
      { label: 'Descripción', x: 95, w: 275, align: 'l' },
      { label: 'Uds.', x: 370, w: 35, align: 'r' },
      { label: 'P. unitario', x: 405, w: 75, align: 'r' },
      { label: 'Importe', x: 480, w: 75, align: 'r' },
    ];
    let carried = 0n;
    for (let p = 0; p < pages; p++) {
      if (p > 0) s.page();
      s.center(d.sup.name.toUpperCase(), 297, 36, { size: 13, bold: true });
      s.center(`${d.sup.street} · ${d.sup.city} · Tel. ${d.sup.phone} · CIF ${d.sup.id}`, 297, 53, { size: 7.5 });
      s.line(40, 66, 555, 66, { width: 1 });
      s.text(`FACTURA Nº ${d.number}`, 40, 78, { size: 11, bold: true });
      s.text(`Fecha: ${day(d, d.date)}`, 40, 94);
      s.text(`Vencimiento: ${day(d, d.due!)}`, 40, 106);
      s.right(`Hoja ${p + 1}/${pages}`, 555, 78);
      block(s, [d.buyer.name, `CIF ${d.buyer.id}`, d.buyer.street, d.buyer.city], 330, 94, 11);
      s.text(`Suministro e instalación de electrodomésticos. Obra: ${d.site}`, 40, 148, { italic: true });
      heads(s, cols, 166);
      s.line(40, 177, 555, 177);
      let y = 183;
      if (p > 0) {
        s.text(d.sup.words!.carried, 98, y, { italic: true });
        s.right(m(d, carried), 552, y, { bold: true });
        y += 14;
      }
      for (const i of d.items.slice(p * perPage, (p + 1) * perPage)) {
        row(s, cols, [i.code, i.desc, q(d, i), m(d, i.price), m(d, i.amount)], y);
        carried += i.amount;
        y += 13;
      }
      s.line(40, y + 2, 555, y + 2);
      if (p < pages - 1) {
        s.text(d.sup.words!.carry, 98, y + 8, { italic: true });
        s.right(m(d, carried), 552, y + 8, { bold: true });
      } else {
        const t = [['Base imponible', m(d, d.fig.base)], ['IVA 21 %', m(d, d.fig.vat)], ['Total factura', m(d, d.fig.total)]];
        t.forEach(([l, v], k) => {
          s.text(l, 380, y + 12 + k * 14, { bold: k === 2 });
          s.right(v, 552, y + 12 + k * 14, { bold: k === 2 });
        });
      }
      s.center(`${d.sup.name} · ${d.sup.registry}`, 297, 810, { size: 6.5 });
    }
  },
};

// 4. Mailboxes and community directories by an old ERP in Courier capitals.
const mailboxes: Layout = {
  name: 'buzones-courier',
  kind: 'invoice',
  family: 'Courier',
  size: 8.5,
  lines: [3, 6],
  catalogue: [
    ['BZ-EXT', 'BUZON EXTERIOR ACERO LACADO FRONTAL', 'ud', 3900, 6200, 0],
    ['BZ-INT', 'BUZON INTERIOR HORIZONTAL ALUMINIO', 'ud', 2650, 3900, 0],
    ['BZ-ANT', 'BUZON ANTIVANDALICO INOX', 'ud', 7800, 11500, 0],
    ['DIR-POR', 'DIRECTORIO DE PORTAL METACRILATO', 'ud', 14500, 23800, 0],
    ['NUM-VIV', 'NUMERACION DE PUERTA LATON', 'ud', 650, 1200, 0],
    ['PL-COM', 'PLACA SEÑALIZACION ZONAS COMUNES', 'ud', 1800, 3200, 0],
    ['MO-BZ', 'MONTAJE DE BATERIA DE BUZONES', 'h', 2800, 3600, 0],
  ],
  suppliers: [
    { name: 'Buzones Metalicos Albacete, S.L.', id: cif('B', '0224519'), street: 'POL. IND. CAMPOLLANO, C/ D, 27', city: '02007 ALBACETE', phone: '967 210 554', date: 'dd/mm/yyyy', money: 'plain', number: (n) => `${String(n).padStart(6, '0')}`, dueDays: 30, registry: 'R.M. ALBACETE T.1022 F.60 H.AB-14320' },
    { name: 'Jose Manuel Prieto Salgado', brand: 'BUZONES EL FARO', id: dni('33874015'), street: 'RUA DO PORTO, 9 BAJO', city: '36202 VIGO (PONTEVEDRA)', phone: '986 224 871', date: 'dd.mm.yy', money: 'plain', number: (n) => `F26/${n}`, irpf: 1 },
    { name: 'Señaletica y Buzones Comunitarios, S. Coop.', id: cif('F', '7130258'), street: 'C/ ERREKALDE, 14', city: '20400 TOLOSA (GIPUZKOA)', phone: '943 651 209', date: 'dd/mm/yyyy', money: 'plainEUR', number: (n) => `2026-${n}`, dueDays: 60 },
  ],
  draw(s, d) {
    const up = (t: string) => t.toUpperCase();
    let y = 40;
    if (d.sup.brand) {
      s.text(d.sup.brand, 40, y, { size: 13, bold: true });
      y += 18;
    }
    y = block(s, [up(d.sup.name), d.sup.street, d.sup.city, `TELF. ${d.sup.phone}`, `N.I.F.: ${d.sup.id}`], 40, y, 11);
    s.line(40, y + 4, 555, y + 4, { dash: 3 });
    y += 14;
    const label = (l: string, v: string, yy: number) => s.text(`${l.padEnd(12, '.')}: ${v}`, 40, yy);
    label('FACTURA NUM', d.number, y);
    label('FECHA', day(d, d.date), y + 12);
    if (d.due) label('VENCIMIENTO', day(d, d.due), y + 24);
    block(s, ['CLIENTE:', up(d.buyer.name), d.buyer.street.toUpperCase(), up(d.buyer.city), `C.I.F.: ${d.buyer.id}`], 320, y, 11);
    y += 66;
    s.text(`OBRA: ${up(d.site)}`, 40, y);
    y += 14;
    s.line(40, y, 555, y, { dash: 3 });
    const cols: Col[] = [
      { label: 'CODIGO', x: 40, w: 58, align: 'l' },
      { label: 'DESCRIPCION', x: 98, w: 240, align: 'l' },
      { label: 'CANT', x: 338, w: 40, align: 'r' },
      { label: 'UD', x: 378, w: 26, align: 'c' },
      { label: 'PRECIO', x: 404, w: 66, align: 'r' },
      { label: 'IMPORTE', x: 470, w: 85, align: 'r' },
    ];
    heads(s, cols, y + 5, { bold: false });
    s.line(40, y + 17, 555, y + 17, { dash: 3 });
    y += 24;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), up(i.unit), m(d, i.price), m(d, i.amount)], y);
      y += 12;
    }
    s.line(40, y + 2, 555, y + 2, { dash: 3 });
    y += 12;
    const tot: [string, string][] = [['BASE IMPONIBLE', m(d, d.fig.base)], ['I.V.A. 21%', m(d, d.fig.vat)]];
    if (d.fig.irpf) tot.push(['RETENCION I.R.P.F. 1%', `-${m(d, d.fig.irpf)}`]);
    tot.push(['TOTAL FACTURA', money(d.fig.total, 'plainEUR')]);
    tot.forEach(([l, v], k) => {
      s.text(`${l.padEnd(22, '.')}:`, 320, y + k * 12, { bold: k === tot.length - 1 });
      s.right(v, 555, y + k * 12, { bold: k === tot.length - 1 });
    });
    s.text('FORMA DE PAGO: TRANSFERENCIA', 40, y);
    if (d.sup.registry) s.text(d.sup.registry, 40, 800, { size: 7 });
  },
};

// 5. Home staging of show flats: a professional's fees in Times, with IRPF for the self-employed.
const staging: Layout = {
  name: 'home-staging-honorarios',
  kind: 'invoice',
  family: 'Times',
  size: 10,
  lines: [2, 4],
  catalogue: [
    ['', 'Proyecto de home staging del piso piloto, propuesta y moodboard', 'ud', 65000, 120000, 0],
    ['', 'Dirección de montaje y estilismo del piso piloto', 'ud', 45000, 90000, 0],
    ['', 'Alquiler de mobiliario y textiles de decoración, mensualidad', 'ud', 38000, 76000, 0],
    ['', 'Reportaje fotográfico de zonas comunes y vivienda muestra', 'ud', 28000, 52000, 0],
    ['', 'Horas de asesoramiento en elección de acabados', 'h', 5500, 7500, 0],
  ],
  items(rng) {
    // A fee is one unit; only the advice is billed by the hour.
    return rng.sample(staging.catalogue, rng.int(2, 4)).map(([code, desc, unit, lo, hi]) =>
      item(code, desc, unit === 'h' ? BigInt(rng.int(4, 24)) * 1000n : 1000n, unit, BigInt(rng.int(lo, hi))),
    );
  },
  suppliers: [
    { name: 'Beatriz Olmedo Carrasco', brand: 'Estudio Olmedo · Home Staging', id: dni('50719384'), street: 'C/ Ponzano, 41, 3º izda.', city: '28003 Madrid', phone: '646 218 903', date: 'long', money: 'es€', number: (n) => `2026/${String(n % 200).padStart(3, '0')}`, irpf: 15, words: { city: 'Madrid' } },
    { name: 'Lucía Ferreira Gomes', brand: 'Casa Muestra Estilismo', id: nie('Y', '4381027'), street: 'Avda. Blasco Ibáñez, 102, pta. 7', city: '46022 Valencia', phone: '622 481 570', date: 'dd/mm/yyyy', money: 'es', number: (n) => `H-${n}`, irpf: 7, dueDays: 15, words: { city: 'Valencia' } },
    { name: 'Piso Piloto Interiorismo, S.L.', id: cif('B', '9053716'), street: 'C/ Mayor, 8, entlo.', city: '30201 Cartagena (Murcia)', phone: '868 093 412', date: 'long', money: 'es€', number: (n) => `PP-${n}-26`, words: { city: 'Cartagena' }, registry: 'Inscrita en el R.M. de Murcia, Tomo 3380, Folio 201, Hoja MU-98221' },
  ],
  draw(s, d) {
    let y = 44;
    if (d.sup.brand) {
      s.center(d.sup.brand, 297, y, { size: 11, italic: true });
      y += 18;
    }
    s.center(d.sup.name, 297, y, { size: 15, bold: true });
    s.center(`${d.sup.street} · ${d.sup.city} · Tel. ${d.sup.phone}`, 297, y + 20, { size: 9 });
    s.center(`NIF ${d.sup.id}`, 297, y + 32, { size: 9 });
    s.line(150, y + 46, 445, y + 46);
    y += 64;
    s.right(`${d.sup.words!.city}, ${dateText(d.date, 'long')}`, 555, y);
    s.center('FACTURA DE HONORARIOS', 297, y + 26, { size: 13, bold: true });
    s.text(`Factura nº: ${d.number}`, 40, y + 52, { bold: true });
    s.text(`Fecha de factura: ${day(d, d.date)}`, 40, y + 66);
    if (d.due) s.text(`Vencimiento: ${day(d, d.due)}`, 40, y + 80);
    block(s, ['Cliente:', d.buyer.name, `CIF ${d.buyer.id}`, d.buyer.street, d.buyer.city], 330, y + 52, 13);
    y += 130;
    s.text('Concepto', 40, y, { bold: true });
    s.right('Importe', 555, y, { bold: true });
    s.line(40, y + 13, 555, y + 13);
    y += 22;
    for (const i of d.items) {
      const desc = i.unit === 'h' ? `${i.desc} (${q(d, i)} h a ${m(d, i.price)})` : i.desc;
      s.text(desc, 40, y);
      s.right(m(d, i.amount), 555, y);
      y += 17;
    }
    s.text(`Promoción: ${d.site}`, 40, y + 4, { italic: true, size: 9 });
    s.line(300, y + 20, 555, y + 20);
    y += 30;
    const t: [string, string][] = [['Base imponible', m(d, d.fig.base)], ['IVA 21 %', m(d, d.fig.vat)]];
    if (d.fig.irpf) t.push([`Retención IRPF ${d.fig.irpfPct} %`, `-${m(d, d.fig.irpf)}`]);
    t.push([d.fig.irpf ? 'Total a percibir' : 'Total factura', m(d, d.fig.total)]);
    t.forEach(([l, v], k) => {
      s.text(l, 320, y + k * 16, { bold: k === t.length - 1 });
      s.right(v, 555, y + k * 16, { bold: k === t.length - 1 });
    });
    s.text('Pago por transferencia a ES76 2100 0418 4502 0005 1332', 40, y + t.length * 16 + 30, { size: 9 });
    if (d.sup.registry) s.center(`${d.sup.name} · ${d.sup.registry}`, 297, 805, { size: 7.5 });
  },
};

// 6. Kitchen worktops templated and fitted by subcontractors: reverse charge for two of three.
const worktops: Layout = {
  name: 'encimeras-isp',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8.5,
  lines: [3, 6],
  catalogue: [
    ['ENC-CZ20', 'Encimera cuarzo compacto 20 mm, medición en obra', 'ml', 18500, 26900, 2],
    ['ENC-PO12', 'Encimera porcelánica 12 mm', 'ml', 21000, 31500, 2],
    ['COPETE', 'Copete trasero 5 cm mismo material', 'ml', 1800, 2900, 2],
    ['HUE-PLA', 'Hueco de placa enrasada', 'ud', 4500, 7200, 0],
    ['HUE-FRE', 'Hueco de fregadero bajo encimera pulido', 'ud', 6500, 9800, 0],
    ['PLANT', 'Toma de plantilla en vivienda', 'ud', 2500, 4000, 0],
    ['MONT', 'Colocación y sellado de encimera', 'ud', 6000, 9500, 0],
  ],
  suppliers: [
    { name: 'Encimeras y Mármoles Almanzora, S.L.', id: cif('B', '0481537'), street: 'Ctra. Purchena-Olula, km 2', city: '04860 Olula del Río (Almería)', phone: '950 441 028', date: 'dd/mm/yyyy', money: 'es', number: (n) => `E-${n}`, dueDays: 60, reverse: true, registry: 'R.M. de Almería, Tomo 1710, Folio 33, Hoja AL-40218' },
    { name: 'Montajes de Encimeras Ebro, S.L.U.', id: cif('B', '3145278'), street: 'C/ Aguas Termales, 6, nave 3', city: '31500 Tudela (Navarra)', phone: '948 827 114', date: 'dd-mm-yyyy', money: 'es€', number: (n) => `ME/26/${String(n).padStart(4, '0')}`, dueDays: 30, reverse: true, registry: 'R.M. de Navarra, Tomo 1994, Folio 142, Hoja NA-39114' },
    { name: 'Piedra Natural Macael Sur, S.A.', id: cif('A', '0419862'), street: 'Avda. del Mármol, 52', city: '04867 Macael (Almería)', phone: '950 128 650', date: 'dd/mm/yyyy', money: 'es€', number: (n) => `MS${n}`, dueDays: 90, registry: 'R.M. de Almería, Tomo 802, Folio 19, Hoja AL-10092' },
  ],
  draw(s, d) {
    s.text(d.sup.name, 40, 40, { size: 13, bold: true });
    block(s, [d.sup.street, d.sup.city, `Tel. ${d.sup.phone}`, `NIF: ${d.sup.id}`], 40, 58, 11, { size: 8 });
    s.rect(340, 36, 215, 78, { stroke: '#444444' });
    const meta = [['Factura nº', d.number], ['Fecha', day(d, d.date)], ['Vencimiento', day(d, d.due!)], ['Pedido', d.order], ['Obra', d.site]];
    meta.forEach(([l, v], k) => {
      s.text(`${l}:`, 346, 42 + k * 14, { size: 8, bold: true });
      s.text(v, 405, 42 + k * 14, { size: 8 });
    });
    s.text('Cliente', 40, 128, { size: 7.5, bold: true });
    block(s, [d.buyer.name, d.buyer.street, d.buyer.city, `NIF: ${d.buyer.id}`], 40, 140, 11);
    const cols: Col[] = [
      { label: 'Código', x: 40, w: 58, align: 'l' },
      { label: 'Descripción', x: 98, w: 250, align: 'l' },
      { label: 'Cant.', x: 348, w: 52, align: 'r' },
      { label: 'Ud.', x: 400, w: 26, align: 'c' },
      { label: 'Precio', x: 426, w: 59, align: 'r' },
      { label: 'Total', x: 485, w: 70, align: 'r' },
    ];
    s.line(40, 200, 555, 200, { width: 1 });
    heads(s, cols, 205);
    s.line(40, 216, 555, 216);
    let y = 223;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, m(d, i.price), m(d, i.amount)], y);
      y += 14;
    }
    s.line(40, y + 2, 555, y + 2);
    y += 14;
    const vatLabel = d.sup.reverse ? 'IVA (inversión del sujeto pasivo)' : 'IVA 21 %';
    const t = [['Base imponible', m(d, d.fig.base)], [vatLabel, m(d, d.fig.vat)], ['Total factura', m(d, d.fig.total)]];
    t.forEach(([l, v], k) => {
      s.text(l, 340, y + k * 15, { bold: k === 2 });
      s.right(v, 552, y + k * 15, { bold: k === 2 });
    });
    if (d.sup.reverse) {
      s.rect(40, y + 58, 515, 30, { stroke: '#444444' });
      s.text('Operación con inversión del sujeto pasivo conforme al artículo 84.Uno.2º f) de la Ley 37/1992', 46, y + 64, { size: 7.5 });
      s.text('del IVA. El IVA de esta factura lo declara el destinatario.', 46, y + 75, { size: 7.5 });
    }
    s.center(`${d.sup.name} · ${d.sup.registry}`, 297, 806, { size: 6.5 });
  },
};

// 7. Locks and master-keying of a development, worded in Valencian.
const locks: Layout = {
  name: 'amaestrament-valencia',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8.5,
  lines: [3, 6],
  catalogue: [
    ['CIL-AM', 'Cilindre de seguretat amaestrat 30x30', 'ud', 2450, 3900, 0],
    ['CIL-GEN', 'Cilindre general de portal amb clau mestra', 'ud', 6800, 9900, 0],
    ['CLAU-C', 'Còpia de clau de seguretat amb targeta', 'ud', 450, 950, 0],
    ['POM-INOX', 'Joc de poms inox per a porta de pas', 'ud', 1900, 3200, 0],
    ['TANC-MAG', 'Tancament magnètic de porta de pas', 'ud', 850, 1500, 0],
    ['PLA-AM', 'Pla d\'amaestrament i quadre de claus', 'ud', 9500, 18000, 0],
    ['MO-SERR', "Mà d'obra de muntatge", 'h', 2600, 3400, 0],
  ],
  suppliers: [
    { name: 'Serralleria Amaestrada del Túria, S.L.', id: cif('B', '4692017'), street: 'C/ de Quart, 96', city: '46008 València', phone: '963 844 502', date: 'dd/mm/yyyy', money: 'es€', number: (n) => `F26-${n}`, dueDays: 30, registry: 'Registre Mercantil de València, Tom 10231, Foli 77, Full V-171204' },
    { name: 'Claus i Panys de la Marina, Coop. V.', id: cif('F', '0389614'), street: 'Avinguda del País Valencià, 31', city: '03720 Benissa (Alacant)', phone: '965 731 168', date: 'longVa', money: 'es', number: (n) => `CM-${String(n).padStart(5, '0')}`, dueDays: 60 },
    { name: 'Vicent Soler Ferrando', brand: 'Serralleria Soler', id: dni('20481736'), street: 'C/ Major, 14, baix', city: '12540 Vila-real (Castelló)', phone: '964 523 119', date: 'dd/mm/yyyy', money: 'es€', number: (n) => `${n}/26` },
  ],
  draw(s, d) {
    let y = 40;
    if (d.sup.brand) {
      s.text(d.sup.brand, 40, y, { size: 16, bold: true, color: '#8a1c1c' });
      y += 22;
    }
    s.text(d.sup.name, 40, y, { size: d.sup.brand ? 9.5 : 13, bold: true });
    block(s, [d.sup.street, d.sup.city, `Tel. ${d.sup.phone}`, `NIF ${d.sup.id}`], 40, y + 16, 10.5, { size: 8 });
    s.right('FACTURA', 555, 40, { size: 15, bold: true, color: '#8a1c1c' });
    const meta: [string, string][] = [['Factura núm.', d.number], ['Data', day(d, d.date)]];
    if (d.due) meta.push(['Venciment', day(d, d.due)]);
    meta.push(['Codi client', d.customerCode]);
    meta.forEach(([l, v], k) => {
      s.text(`${l}:`, 380, 64 + k * 12, { bold: true });
      s.right(v, 555, 64 + k * 12);
    });
    s.rect(330, 122, 225, 62);
    block(s, ['Client', d.buyer.name, `NIF ${d.buyer.id}`, d.buyer.street, d.buyer.city], 336, 126, 11);
    s.text(`Obra: ${d.site}`, 40, 172, { size: 8 });
    const cols: Col[] = [
      { label: 'Codi', x: 40, w: 60, align: 'l' },
      { label: 'Descripció', x: 100, w: 240, align: 'l' },
      { label: 'Quantitat', x: 340, w: 55, align: 'r' },
      { label: 'Ut.', x: 395, w: 25, align: 'c' },
      { label: 'Preu', x: 420, w: 60, align: 'r' },
      { label: 'Import', x: 480, w: 75, align: 'r' },
    ];
    s.rect(40, 196, 515, 15, { fill: '#f1e3e3' });
    heads(s, cols, 200);
    let y2 = 219;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, m(d, i.price), m(d, i.amount)], y2);
      y2 += 14;
    }
    s.line(40, y2 + 2, 555, y2 + 2);
    y2 += 14;
    const t = [['Base imposable', m(d, d.fig.base)], ['IVA 21 %', m(d, d.fig.vat)], ['Total factura', m(d, d.fig.total)]];
    t.forEach(([l, v], k) => {
      s.text(l, 360, y2 + k * 15, { bold: k === 2 });
      s.right(v, 552, y2 + k * 15, { bold: k === 2 });
    });
    s.text('Forma de pagament: transferència bancària', 40, y2, { size: 8 });
    if (d.sup.registry) s.center(`${d.sup.name} · ${d.sup.registry}`, 297, 806, { size: 6.5 });
  },
};

// 8. Carpets and rugs: laying at 10 %, goods at 21 %, a VAT column and a per-rate grid; letterhead on the right.
const carpets: Layout = {
  name: 'moquetas-tipos',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8.5,
  lines: [4, 7],
  catalogue: [
    ['MQ-BOU', 'Suministro y colocación moqueta bouclé en dormitorios', 'm²', 2150, 3400, 2, 10],
    ['MQ-VEL', 'Suministro y colocación moqueta velour en pasillo', 'm²', 2600, 3900, 2, 10],
    ['RODAP', 'Rodapié enmoquetado colocado', 'ml', 450, 890, 2, 10],
    ['PERF-T', 'Perfil de transición latón colocado', 'ml', 1200, 1900, 2, 10],
    ['ALF-ENT', 'Alfombra de entrada para portal 200x120', 'ud', 18500, 29800, 0, 21],
    ['FELP-R', 'Felpudo registrable para foso de portal', 'm²', 9500, 14200, 2, 21],
    ['BAJO-M', 'Bajo moqueta de fieltro (material)', 'm²', 380, 650, 2, 21],
  ],
  suppliers: [
    { name: 'Moquetas y Alfombras Pisuerga, S.L.', id: cif('B', '3426071'), street: 'C/ Villabáñez, 33', city: '47012 Valladolid', phone: '983 208 615', date: 'dd/mm/yyyy', money: 'es', number: (n) => `M-26/${n}`, dueDays: 30, registry: 'R.M. de Valladolid, Tomo 1540, Folio 92, Hoja VA-30712' },
    { name: 'Textil Pavimentos Costa Brava, S.A.', id: cif('A', '1738246'), street: 'Ctra. de Palamós, 210', city: '17244 Cassà de la Selva (Girona)', phone: '972 460 381', date: 'dd-mm-yyyy', money: 'es€', number: (n) => `TP${String(n).padStart(5, '0')}`, dueDays: 60, registry: 'R.M. de Girona, Tomo 2811, Folio 4, Hoja GI-50219' },
    { name: 'Instalaciones de Moqueta Ferial, S.L.', id: cif('B', '8419637'), street: 'C/ Puerto de Somosierra, 12', city: '28850 Torrejón de Ardoz (Madrid)', phone: '916 752 033', date: 'iso', money: 'es', number: (n) => `2026-M-${n}`, dueDays: 45, registry: 'R.M. de Madrid, Tomo 28811, Folio 110, Hoja M-519377' },
  ],
  draw(s, d) {
    s.right(d.sup.name, 555, 40, { size: 12.5, bold: true, color: '#3b4a6b' });
    block(s, [d.sup.street, d.sup.city, `Tel. ${d.sup.phone}`, `N.I.F. ${d.sup.id}`], 555, 58, 10.5, { size: 8 }, 'r');
    s.text('FACTURA', 40, 40, { size: 18, bold: true, color: '#3b4a6b' });
    block(s, [`Nº Factura: ${d.number}`, `Fecha: ${day(d, d.date)}`, `Vencimiento: ${day(d, d.due!)}`], 40, 66, 12);
    s.rect(40, 120, 260, 64, { stroke: '#3b4a6b' });
    buyerBlock(s, d, 46, 124, 'Cliente:');
    s.text(`Obra: ${d.site}`, 320, 172, { size: 8 });
    const cols: Col[] = [
      { label: 'Artículo', x: 40, w: 50, align: 'l' },
      { label: 'Descripción', x: 90, w: 245, align: 'l' },
      { label: 'Cantidad', x: 335, w: 50, align: 'r' },
      { label: 'Ud', x: 385, w: 25, align: 'c' },
      { label: 'Precio', x: 410, w: 50, align: 'r' },
      { label: '% IVA', x: 460, w: 30, align: 'r' },
      { label: 'Importe', x: 490, w: 65, align: 'r' },
    ];
    s.rect(40, 196, 515, 15, { fill: '#3b4a6b' });
    heads(s, cols, 200, { color: '#ffffff' });
    let y = 219;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, m(d, i.price), String(i.rate), m(d, i.amount)], y);
      y += 14;
    }
    s.line(40, y + 2, 555, y + 2);
    y += 16;
    const g: Col[] = [
      { label: 'Base imponible', x: 300, w: 95, align: 'r' },
      { label: '% IVA', x: 395, w: 50, align: 'r' },
      { label: 'Cuota IVA', x: 445, w: 110, align: 'r' },
    ];
    heads(s, g, y, { size: 8 });
    s.line(300, y + 11, 555, y + 11);
    y += 16;
    for (const r of d.fig.rates) {
      row(s, g, [m(d, r.base), `${r.rate},00`, m(d, r.vat)], y);
      y += 13;
    }
    s.line(300, y, 555, y);
    row(s, g, [m(d, d.fig.base), '', m(d, d.fig.vat)], y + 5, { bold: true });
    s.rect(395, y + 24, 160, 20, { fill: '#e8ebf2' });
    s.text('TOTAL FACTURA', 401, y + 30, { bold: true });
    s.right(`${m(d, d.fig.total)} €`, 550, y + 30, { bold: true });
    s.center(`${d.sup.name} · ${d.sup.registry}`, 297, 806, { size: 6.5 });
  },
};

// 9. Insect screens: label and value in boxed cells, list price, discount and net price.
const screensInsect: Layout = {
  name: 'mosquiteras-celdas',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8,
  lines: [3, 7],
  catalogue: [
    ['MQ-ENR', 'Mosquitera enrollable vertical aluminio blanco', 'ud', 5200, 7900, 0],
    ['MQ-PLI', 'Mosquitera plisada puerta balconera', 'ud', 11800, 16900, 0],
    ['MQ-COR', 'Mosquitera corredera 2 hojas', 'ud', 6400, 9200, 0],
    ['MQ-FIJ', 'Mosquitera fija con marco y pestillos', 'ud', 3100, 4800, 0],
    ['TEL-FV', 'Tela de fibra de vidrio gris (rollo)', 'm²', 250, 420, 2],
    ['MO-MQ', 'Colocación de mosquitera en ventana', 'ud', 1200, 2000, 0],
  ],
  suppliers: [
    { name: 'Mosquiteras Vega Baja, S.L.', id: cif('B', '5429163'), street: 'C/ Alicante, 56', city: '03300 Orihuela (Alicante)', phone: '965 302 477', date: 'dd/mm/yyyy', money: '€es', number: (n) => `VB-${n}`, dueDays: 30, words: { disc: '30' } },
    { name: 'Protección Solar y Mosquiteras Atlántico, S.L.', id: cif('B', '2796340'), street: 'Polígono de Sigüeiro, Rúa B, 7', city: '15688 Oroso (A Coruña)', phone: '981 691 240', date: 'dd-mm-yyyy', money: '€es', number: (n) => `26/${String(n).padStart(4, '0')}`, dueDays: 60, words: { disc: '25' } },
    { name: 'Rosa María Aguado Lillo', brand: 'Mosquiteras Aguado', id: dni('48215396'), street: 'C/ Huerta, 3', city: '30120 El Palmar (Murcia)', phone: '627 409 311', date: 'dd/mm/yyyy', money: '€es', number: (n) => `A${n}`, words: { disc: '20' } },
  ],
  draw(s, d) {
    s.rect(40, 36, 26, 26, { fill: '#2b6e8f' });
    s.text(d.sup.brand ?? d.sup.name, 74, 38, { size: 13, bold: true });
    const lines = d.sup.brand ? [d.sup.name, d.sup.street, d.sup.city] : [d.sup.street, d.sup.city];
    block(s, [...lines, `Tel. ${d.sup.phone}`], 74, 56, 10, { size: 7.5 });
    const cells: [string, string][] = [['Nº Factura', d.number], ['Fecha', day(d, d.date)], ['NIF', d.sup.id]];
    if (d.due) cells.push(['Vencimiento', day(d, d.due)]);
    cells.forEach(([l, v], k) => {
      s.rect(360, 36 + k * 18, 195, 18);
      s.text(`${l}:`, 365, 41 + k * 18, { bold: true });
      s.text(v, 440, 41 + k * 18);
    });
    s.rect(40, 120, 250, 66);
    buyerBlock(s, d, 46, 125, 'Datos del cliente');
    s.rect(300, 120, 255, 66);
    block(s, ['Obra', d.site, `Su pedido: ${d.order}`], 306, 125, 11);
    const cols: Col[] = [
      { label: 'Ref.', x: 40, w: 45, align: 'l' },
      { label: 'Descripción', x: 85, w: 210, align: 'l' },
      { label: 'Cant.', x: 295, w: 42, align: 'r' },
      { label: 'Ud', x: 337, w: 22, align: 'c' },
      { label: 'P. tarifa', x: 359, w: 52, align: 'r' },
      { label: 'Dto. %', x: 411, w: 32, align: 'r' },
      { label: 'P. neto', x: 443, w: 48, align: 'r' },
      { label: 'Importe', x: 491, w: 64, align: 'r' },
    ];
    s.rect(40, 198, 515, 15);
    heads(s, cols, 202);
    let y = 221;
    const nm = (c: bigint) => money(c, 'es');
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, nm(i.price), String(i.disc), nm(i.net), nm(i.amount)], y);
      y += 14;
    }
    s.line(40, y + 2, 555, y + 2);
    y += 14;
    const t = [['Base imponible', m(d, d.fig.base)], ['IVA 21 %', m(d, d.fig.vat)], ['Total factura', m(d, d.fig.total)]];
    t.forEach(([l, v], k) => {
      s.rect(375, y + k * 18, 180, 18);
      s.text(l, 380, y + 5 + k * 18, { bold: k === 2 });
      s.right(v, 550, y + 5 + k * 18, { bold: k === 2 });
    });
  },
};

// 10. Fireplaces and stoves: the name in white on a dark band, `Documento: Factura`, a prompt-payment discount for one.
const fireplaces: Layout = {
  name: 'chimeneas-banda',
  kind: 'invoice',
  family: 'Helvetica',
  size: 8.5,
  lines: [2, 5],
  catalogue: [
    ['EST-LEN', 'Estufa de leña acero 9 kW con salida superior', 'ud', 89000, 139000, 0],
    ['INS-BIO', 'Chimenea de bioetanol empotrable 90 cm', 'ud', 74000, 118000, 0],
    ['EST-PEL', 'Estufa de pellet canalizable 11 kW', 'ud', 145000, 198000, 0],
    ['TUB-INOX', 'Tubo doble pared inox Ø150', 'ml', 6900, 9800, 2],
    ['REM-TEJ', 'Remate de cubierta y sombrerete', 'ud', 9500, 14500, 0],
    ['MO-CHI', 'Instalación y puesta en marcha', 'ud', 18000, 26000, 0],
  ],
  suppliers: [
    { name: 'Chimeneas y Estufas Moncayo, S.L.', id: cif('B', '4281963'), street: 'Avda. de Soria, 60', city: '42100 Ágreda (Soria)', phone: '975 647 302', date: 'dd/mm/yyyy', money: '€es', number: (n) => `CH-${n}`, dueDays: 30, discountPct: 2, registry: 'R.M. de Soria, Tomo 301, Folio 70, Hoja SO-6120' },
    { name: 'Hogares de Fuego Alto Aragón, S.L.', id: cif('B', '2215470'), street: 'C/ Ramón y Cajal, 18', city: '22700 Jaca (Huesca)', phone: '974 360 225', date: 'iso', money: '€es', number: (n) => `HF26${String(n).padStart(4, '0')}`, dueDays: 60, registry: 'R.M. de Huesca, Tomo 729, Folio 122, Hoja HU-13077' },
    { name: 'Calor de Hogar Sierra Sur, S.A.', id: cif('A', '2397415'), street: 'Pol. Ind. Los Llanos, 9', city: '23680 Alcalá la Real (Jaén)', phone: '953 580 114', date: 'dd-mm-yyyy', money: 'es', number: (n) => `F${n}`, dueDays: 45, registry: 'R.M. de Jaén, Tomo 1950, Folio 55, Hoja J-28904' },
  ],
  draw(s, d) {
    s.rect(0, 0, 596, 64, { fill: '#2d2d2d' });
    s.text(d.sup.name, 40, 22, { size: 15, bold: true, color: '#ffffff' });
    s.text(`${d.sup.street} · ${d.sup.city} · ${d.sup.phone}`, 40, 43, { size: 7.5, color: '#dddddd' });
    const meta: [string, string][] = [['Documento', 'Factura'], ['Número', d.number], ['Fecha', day(d, d.date)], ['Vencimiento', day(d, d.due!)], ['CIF nº', d.sup.id]];
    meta.forEach(([l, v], k) => {
      s.text(`${l}:`, 40, 84 + k * 13, { bold: true });
      s.text(v, 110, 84 + k * 13);
    });
    s.rect(320, 80, 235, 64, { fill: '#f2f2f2' });
    buyerBlock(s, d, 326, 85, 'Cliente');
    s.text(`Obra: ${d.site}`, 40, 158, { size: 8 });
    const cols: Col[] = [
      { label: 'Código', x: 40, w: 60, align: 'l' },
      { label: 'Descripción', x: 100, w: 250, align: 'l' },
      { label: 'Cantidad', x: 350, w: 50, align: 'r' },
      { label: 'Ud', x: 400, w: 25, align: 'c' },
      { label: 'Precio', x: 425, w: 60, align: 'r' },
      { label: 'Importe', x: 485, w: 70, align: 'r' },
    ];
    s.line(40, 176, 555, 176, { width: 1.2, color: '#2d2d2d' });
    heads(s, cols, 181);
    s.line(40, 193, 555, 193, { color: '#2d2d2d' });
    let y = 200;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(d, i), i.unit, money(i.price, 'es'), money(i.amount, 'es')], y);
      y += 15;
    }
    s.line(40, y + 2, 555, y + 2);
    y += 14;
    const t: [string, string][] = [];
    if (d.fig.discount) {
      t.push(['Importe bruto', m(d, d.fig.gross)]);
      t.push([`Dto. pronto pago ${d.fig.discountPct} %`, `-${m(d, d.fig.discount)}`]);
    }
    t.push(['Base imponible', m(d, d.fig.base)], ['IVA 21 %', m(d, d.fig.vat)], ['TOTAL', m(d, d.fig.total)]);
    t.forEach(([l, v], k) => {
      s.text(l, 360, y + k * 15, { bold: k === t.length - 1 });
      s.right(v, 552, y + k * 15, { bold: k === t.length - 1 });
    });
    s.center(`${d.sup.name} · ${d.sup.registry} · CIF ${d.sup.id}`, 297, 806, { size: 6.5 });
  },
};

export const INVOICE_LAYOUTS: Layout[] = [screens, wardrobes, appliances, mailboxes, staging, worktops, locks, carpets, screensInsect, fireplaces];

/** The insect-screen catalogue's line discounts: whole percents a supplier gives on its list price. */
export function screenItems(rng: Parameters<NonNullable<Layout['items']>>[0], k: number): ReturnType<NonNullable<Layout['items']>> {
  const disc = Number(screensInsect.suppliers[k].words!.disc);
  return rng.sample(screensInsect.catalogue, rng.int(3, 6)).map(([code, desc, unit, lo, hi, p]) => item(code, desc, pickQty(rng, p, unit), unit, BigInt(rng.int(lo, hi)), 21, disc));
}
screensInsect.items = screenItems;
