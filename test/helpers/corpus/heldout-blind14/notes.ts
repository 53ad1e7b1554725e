import { type Col, type Sheet, block, cif, dateText, dni, heads, money, qtyText, row } from './kit.js';
import type { Doc, Layout } from './doc.js';

/**
 * The six valued delivery-note layouts of the fourteenth blind set, furnishing and fit-out
 * supplies for the dwellings handed over (docs/document-extraction.md#measuring-it).
 */

const m = (d: Doc, c: bigint) => money(c, d.sup.money);
const day = (d: Doc, iso: string) => dateText(iso, d.sup.date);
const q = (i: { qty: bigint; unit: string }) => qtyText(i.qty, i.qty % 1000n === 0n && !['m²', 'ml'].includes(i.unit) ? 0 : 2);

function amounts(d: Doc): bigint[] {
  return d.printed?.amounts ?? d.items.map((i) => i.amount);
}

// 1. Bathroom furniture distributor: a label band holding the customer and site, `Total albarán (sin IVA)` boxed.
const bathFurniture: Layout = {
  name: 'muebles-bano-banda',
  kind: 'delivery_note',
  family: 'Helvetica',
  size: 8.5,
  lines: [3, 8],
  catalogue: [
    ['MB80-BL', 'Mueble de baño suspendido 80 cm 2 cajones blanco brillo', 'ud', 18900, 27500, 0],
    ['MB60-RB', 'Mueble de baño 60 cm roble natural', 'ud', 15400, 22600, 0],
    ['LV80-PO', 'Lavabo porcelana para mueble 80 cm', 'ud', 6900, 9800, 0],
    ['COL-AUX', 'Columna auxiliar 2 puertas', 'ud', 8900, 12900, 0],
    ['ESP-80', 'Espejo con marco aluminio 80x70', 'ud', 4200, 6900, 0],
    ['APL-LED', 'Aplique LED para espejo 40 cm', 'ud', 2300, 3900, 0],
    ['TIR-INOX', 'Tirador inox 128 mm (bolsa 2 uds)', 'ud', 450, 890, 0],
  ],
  suppliers: [
    { name: 'Mobiliario de Baño Turia, S.L.', id: cif('B', '4617320'), street: 'Pol. Ind. La Granja, C/ 4, nave 12', city: '46133 Meliana (Valencia)', phone: '961 494 322', date: 'dd/mm/yyyy', money: 'es', number: (n) => `AL26-${String(n).padStart(5, '0')}` },
    { name: 'Baños y Complementos Bierzo, S.A.', id: cif('A', '2460395'), street: 'Avda. de Galicia, 401', city: '24400 Ponferrada (León)', phone: '987 410 218', date: 'dd-mm-yyyy', money: 'esEUR', number: (n) => `${n}` },
    { name: 'Distribuciones Sanibaño Guadalquivir, S.L.', id: cif('B', '1493207'), street: 'C/ Tecnología, 22, P.I. Las Quemadas', city: '14014 Córdoba', phone: '957 326 904', date: 'dd.mm.yy', money: 'es', number: (n) => `ALB-${n}/26` },
  ],
  draw(s, d) {
    s.text(d.sup.name, 40, 40, { size: 13, bold: true, color: '#0f4c5c' });
    s.text(`${d.sup.street} · ${d.sup.city} · Tel. ${d.sup.phone} · NIF ${d.sup.id}`, 40, 58, { size: 7.5 });
    s.right('ALBARÁN', 555, 40, { size: 15, bold: true, color: '#0f4c5c' });
    const xs = [45, 140, 215, 400];
    s.rect(40, 80, 515, 14, { fill: '#0f4c5c' });
    ['ALBARÁN Nº', 'FECHA', 'CLIENTE', 'OBRA'].forEach((l, i) => s.text(l, xs[i], 83.5, { size: 7.5, bold: true, color: '#ffffff' }));
    s.rect(40, 94, 515, 40);
    s.text(d.number, xs[0], 100, { bold: true });
    s.text(day(d, d.date), xs[1], 100);
    block(s, [d.buyer.name, `CIF ${d.buyer.id}`, d.buyer.city], xs[2], 100, 10.5, { size: 8 });
    block(s, [d.site.split(',')[0], `Pedido ${d.order}`], xs[3], 100, 10.5, { size: 8 });
    const cols: Col[] = [
      { label: 'Referencia', x: 40, w: 60, align: 'l' },
      { label: 'Descripción', x: 100, w: 255, align: 'l' },
      { label: 'Cant.', x: 355, w: 40, align: 'r' },
      { label: 'Ud.', x: 395, w: 25, align: 'c' },
      { label: 'Precio', x: 420, w: 60, align: 'r' },
      { label: 'Importe', x: 480, w: 75, align: 'r' },
    ];
    s.rect(40, 146, 515, 14, { fill: '#d9e8ec' });
    heads(s, cols, 149.5, { size: 8 });
    let y = 167;
    const a = amounts(d);
    d.items.forEach((i, n) => {
      row(s, cols, [i.code, i.desc, q(i), i.unit, m(d, i.price), m(d, a[n])], y);
      y += 14;
    });
    s.line(40, y + 2, 555, y + 2);
    const total = a.reduce((x, z) => x + z, 0n);
    s.rect(365, y + 12, 190, 20, { stroke: '#0f4c5c', lineWidth: 1.2 });
    s.text('Total albarán (sin IVA)', 371, y + 18, { bold: true });
    s.right(m(d, total), 550, y + 18, { bold: true });
    s.text('Recibí conforme:', 40, y + 18, { size: 8 });
    s.rect(40, y + 30, 180, 40, { stroke: '#999999' });
  },
};

// 2. Appliance distributor: number, date, order and customer in a header grid with the labels above; base, VAT and total.
const applianceNote: Layout = {
  name: 'electrodomesticos-rejilla',
  kind: 'delivery_note',
  family: 'Helvetica',
  size: 8.5,
  lines: [3, 7],
  catalogue: [
    ['10482217', 'Frigorífico combi 186 cm inox No Frost', 'ud', 41900, 52900, 0],
    ['10513380', 'Lavadora carga frontal 8 kg', 'ud', 28900, 35900, 0],
    ['10337104', 'Lavavajillas integrable 60 cm', 'ud', 33900, 41900, 0],
    ['10290051', 'Horno multifunción integrable', 'ud', 23900, 31900, 0],
    ['10290877', 'Placa inducción 60 cm 3 zonas', 'ud', 21900, 27900, 0],
    ['10604123', 'Campana extractora telescópica 60 cm', 'ud', 9900, 14900, 0],
    ['10712290', 'Termo eléctrico 80 l', 'ud', 17900, 22900, 0],
  ],
  suppliers: [
    { name: 'Comercial de Electrodomésticos Miño, S.L.', id: cif('B', '2740158'), street: 'Rúa da Industria, 15', city: '27003 Lugo', phone: '982 207 419', date: 'dd/mm/yyyy', money: 'es', number: (n) => `A${String(n).padStart(7, '0')}` },
    { name: 'Electrodomésticos para Promotores del Sureste, S.A.', id: cif('A', '3056271'), street: 'Ctra. de Alicante, km 5', city: '30007 Murcia', phone: '968 236 550', date: 'dd-mm-yyyy', money: 'es€', number: (n) => `AV-${n}` },
    { name: 'Grupo Electro Contract Ebro, S.L.', id: cif('B', '5093712'), street: 'C/ Bari, 31, PLAZA', city: '50197 Zaragoza', phone: '976 470 338', date: 'iso', money: 'es', number: (n) => `26/AL/${n}` },
  ],
  draw(s, d) {
    s.rect(40, 38, 12, 34, { fill: '#c0392b' });
    s.text(d.sup.name, 60, 40, { size: 12, bold: true });
    block(s, [`${d.sup.street}, ${d.sup.city}`, `Tel. ${d.sup.phone} · CIF ${d.sup.id}`], 60, 57, 10, { size: 8 });
    s.right('ALBARÁN DE ENTREGA', 555, 40, { size: 11, bold: true });
    const cells = [['Nº albarán', d.number], ['Fecha', day(d, d.date)], ['Nº pedido', d.order], ['Cód. cliente', d.customerCode]];
    cells.forEach(([l, v], k) => {
      const x = 40 + k * 128.75;
      s.rect(x, 96, 128.75, 14, { fill: '#eeeeee', stroke: '#000000' });
      s.rect(x, 110, 128.75, 18);
      s.text(l, x + 4, 99.5, { size: 7.5, bold: true });
      s.text(v, x + 4, 115);
    });
    block(s, ['Cliente:', d.buyer.name, `${d.buyer.street}, ${d.buyer.city}`, `CIF ${d.buyer.id}`], 40, 140, 11);
    block(s, ['Entregar en:', d.site], 330, 140, 11);
    const cols: Col[] = [
      { label: 'Artículo', x: 40, w: 60, align: 'l' },
      { label: 'Descripción', x: 100, w: 250, align: 'l' },
      { label: 'Uds.', x: 350, w: 45, align: 'r' },
      { label: 'Ud.', x: 395, w: 25, align: 'c' },
      { label: 'Precio', x: 420, w: 60, align: 'r' },
      { label: 'Importe', x: 480, w: 75, align: 'r' },
    ];
    const top = 200;
    const h = 16 + d.items.length * 15 + 4;
    s.rect(40, top, 515, h);
    s.line(40, top + 15, 555, top + 15);
    heads(s, cols, top + 4);
    let y = top + 20;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(i), i.unit, m(d, i.price), m(d, i.amount)], y);
      y += 15;
    }
    y = top + h + 14;
    const t = [['Base imponible', m(d, d.fig.base)], ['IVA 21 %', m(d, d.fig.vat)], ['Total', m(d, d.fig.total)]];
    t.forEach(([l, v], k) => {
      s.text(l, 390, y + k * 14, { bold: k === 2 });
      s.right(v, 552, y + k * 14, { bold: k === 2 });
    });
    s.text('Mercancía revisada a la entrega. Firma y DNI del receptor:', 40, y, { size: 8 });
  },
};

// 3. Interior doors factory in Times under a centred letterhead.
const doors: Layout = {
  name: 'puertas-paso-times',
  kind: 'delivery_note',
  family: 'Times',
  size: 9.5,
  lines: [3, 7],
  catalogue: [
    ['PL-725', 'Puerta de paso lacada blanca lisa 725 mm', 'ud', 11900, 15800, 0],
    ['PL-825', 'Puerta de paso lacada 4 rayas 825 mm', 'ud', 12900, 16900, 0],
    ['PC-VID', 'Puerta de cocina vidriera 1 hoja', 'ud', 16500, 21900, 0],
    ['BLK-PAS', 'Block de puerta corredera en armazón', 'ud', 21800, 28900, 0],
    ['GAL-70', 'Galce y tapajuntas lacado (juego)', 'juego', 3900, 5900, 0],
    ['PE-BLIN', 'Puerta de entrada blindada roble', 'ud', 42900, 56000, 0],
  ],
  suppliers: [
    { name: 'Puertas Interiores Castilla, S.A.', id: cif('A', '1653024'), street: 'Ctra. de Valencia, km 2,5', city: '16004 Cuenca', phone: '969 232 710', date: 'dd/mm/yyyy', money: 'es', number: (n) => `${n}`, registry: 'R.M. de Cuenca, Tomo 420, Folio 15, Hoja CU-5002' },
    { name: 'Fábrica de Puertas Villacañas Sur, S.L.', id: cif('B', '4538216'), street: 'Pol. Ind. Sector 3, parcela 17', city: '45860 Villacañas (Toledo)', phone: '925 160 447', date: 'long', money: 'es€', number: (n) => `PV-${n}` },
    { name: 'Carpintería de Taller Aljarafe, S.L.L.', id: cif('B', '4186290'), street: 'C/ Artesanía, 5', city: '41927 Mairena del Aljarafe (Sevilla)', phone: '954 181 620', date: 'dd-mm-yyyy', money: 'es', number: (n) => `CT/${String(n).padStart(5, '0')}` },
  ],
  draw(s, d) {
    s.center(d.sup.name, 297, 38, { size: 16, bold: true });
    s.center(`${d.sup.street} — ${d.sup.city}`, 297, 58);
    s.center(`Teléfono ${d.sup.phone} — N.I.F. ${d.sup.id}`, 297, 71);
    s.line(60, 86, 535, 86, { width: 1.2 });
    s.line(60, 89, 535, 89, { width: 0.4 });
    s.center('ALBARÁN DE ENTREGA', 297, 100, { size: 12, bold: true });
    block(s, [`Nº Doc.: ${d.number}`, `Fecha: ${day(d, d.date)}`, `Su pedido: ${d.order}`], 40, 124, 13);
    block(s, ['Señores:', d.buyer.name, d.buyer.street, d.buyer.city, `C.I.F. ${d.buyer.id}`], 330, 124, 12);
    s.text(`Lugar de entrega: ${d.site}`, 40, 192, { italic: true });
    const cols: Col[] = [
      { label: 'Ref.', x: 40, w: 55, align: 'l' },
      { label: 'Descripción', x: 95, w: 255, align: 'l' },
      { label: 'Cant.', x: 350, w: 40, align: 'r' },
      { label: 'Ud.', x: 390, w: 35, align: 'c' },
      { label: 'Precio', x: 425, w: 60, align: 'r' },
      { label: 'Importe', x: 485, w: 70, align: 'r' },
    ];
    s.line(40, 210, 555, 210);
    heads(s, cols, 214);
    s.line(40, 226, 555, 226);
    let y = 233;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(i), i.unit, m(d, i.price), m(d, i.amount)], y);
      y += 15;
    }
    s.line(40, y + 2, 555, y + 2);
    s.text('Importe total (IVA no incluido)', 330, y + 12, { bold: true });
    s.right(m(d, d.fig.base), 552, y + 12, { bold: true });
    s.text('Conforme cliente', 40, y + 50, { italic: true });
    if (d.sup.registry) s.center(`${d.sup.name} · ${d.sup.registry}`, 297, 806, { size: 7.5 });
  },
};

// 4. Curtains and soft furnishings: a counter's narrow Courier ticket, each line's quantity and price under it.
const curtains: Layout = {
  name: 'cortinas-ticket',
  kind: 'delivery_note',
  family: 'Courier',
  size: 8,
  lines: [3, 6],
  catalogue: [
    ['', 'VISILLO LINO BLANCO ROTO', 'm', 1290, 1890, 2],
    ['', 'CORTINA OPACA GRIS PERLA', 'm', 1690, 2490, 2],
    ['', 'RIEL ALUMINIO 200 CM', 'ud', 1450, 2290, 0],
    ['', 'BARRA FORJA 160 CM', 'ud', 2190, 3290, 0],
    ['', 'CONFECCION FRUNCE TABLA', 'm', 450, 750, 2],
    ['', 'ESTOR ENROLLABLE SCREEN 120', 'ud', 3890, 5490, 0],
  ],
  suppliers: [
    { name: 'Amparo Ruiz Benavent', brand: 'CORTINAJES LA SEDA', id: dni('21473908'), street: 'C/ SAN VICENTE, 33', city: '03004 ALICANTE', phone: '965 204 118', date: 'dd/mm/yyyy', money: 'es', number: (n) => `T-${String(n).padStart(6, '0')}` },
    { name: 'Textiles del Hogar Nalón, S.L.', id: cif('B', '3347102'), street: 'C/ DOCTOR FLEMING, 8', city: '33930 LANGREO (ASTURIAS)', phone: '985 693 241', date: 'dd.mm.yy', money: 'plain', number: (n) => `${n}` },
    { name: 'Decoracion Textil Albaicin, S.C.A.', id: cif('F', '1872539'), street: 'CTRA. DE MURCIA, 44', city: '18010 GRANADA', phone: '958 214 370', date: 'dd/mm/yyyy', money: 'plain', number: (n) => `A/${n}` },
  ],
  draw(s, d) {
    const L = 40;
    const R = 270;
    s.rect(30, 30, 250, 0, { stroke: '#ffffff' });
    let y = 40;
    if (d.sup.brand) {
      s.center(d.sup.brand, (L + R) / 2, y, { size: 11, bold: true });
      y += 16;
    }
    y = block(s, [d.sup.name.toUpperCase(), d.sup.street, d.sup.city, `TLF ${d.sup.phone}`, `NIF ${d.sup.id}`], (L + R) / 2, y, 10, {}, 'c');
    s.line(L, y + 2, R, y + 2, { dash: 2 });
    y += 10;
    s.text(`ALBARAN N. ${d.number}`, L, y, { bold: true });
    s.text(`FECHA ${day(d, d.date)}`, L, y + 11);
    y = block(s, ['CLIENTE:', d.buyer.name.toUpperCase(), `CIF ${d.buyer.id}`, `OBRA: ${d.site.split(',')[0].toUpperCase()}`], L, y + 25, 10);
    s.line(L, y + 2, R, y + 2, { dash: 2 });
    y += 10;
    for (const i of d.items) {
      s.text(i.desc, L, y);
      s.text(`  ${q(i)} ${i.unit.toUpperCase()} x ${m(d, i.price)}`, L, y + 10);
      s.right(m(d, i.amount), R, y + 10);
      y += 23;
    }
    s.line(L, y, R, y, { dash: 2 });
    s.text('TOTAL ALBARAN', L, y + 8, { bold: true, size: 9 });
    s.right(m(d, d.fig.base), R, y + 8, { bold: true, size: 9 });
    s.center('(IVA NO INCLUIDO)', (L + R) / 2, y + 22);
    s.center('GRACIAS POR SU VISITA', (L + R) / 2, y + 40);
  },
};

// 5. Bathroom mirrors and glass: letterhead on the right, one supplier's note over two pages with carried sums.
const mirrors: Layout = {
  name: 'espejos-hojas',
  kind: 'delivery_note',
  family: 'Helvetica',
  size: 8.5,
  lines: [4, 7],
  catalogue: [
    ['E6080', 'Espejo plata 5 mm canto pulido 60x80', 'ud', 2100, 3400, 0],
    ['E8070', 'Espejo plata 5 mm canto pulido 80x70', 'ud', 2600, 3900, 0],
    ['EBIS', 'Espejo biselado a medida', 'm²', 5900, 8400, 2],
    ['VLAM', 'Vidrio laminado 4+4 mate para mampara', 'm²', 6400, 8900, 2],
    ['VTEMP', 'Vidrio templado 8 mm transparente', 'm²', 7200, 9900, 2],
    ['TAL-ENCH', 'Taladro para enchufe en espejo', 'ud', 650, 1100, 0],
    ['ADH-ESP', 'Adhesivo neutro para espejos 290 ml', 'ud', 780, 1150, 0],
    ['E5070', 'Espejo plata 4 mm canto pulido 50x70', 'ud', 1700, 2600, 0],
    ['E10080', 'Espejo plata 5 mm canto pulido 100x80', 'ud', 3300, 4700, 0],
    ['ECIRC60', 'Espejo redondo Ø60 canto pulido', 'ud', 2900, 4100, 0],
    ['VMATE6', 'Vidrio mate al ácido 6 mm', 'm²', 4100, 5600, 2],
    ['VEXTRA', 'Vidrio extraclaro templado 10 mm', 'm²', 11200, 14900, 2],
    ['CANTO-P', 'Canto pulido brillo en vidrio a medida', 'ml', 320, 590, 2],
    ['PINZ-ESP', 'Pinza de sujeción de espejo cromada (juego 4)', 'juego', 450, 790, 0],
  ],
  suppliers: [
    { name: 'Cristales y Espejos Manchegos, S.L.', id: cif('B', '1302478'), street: 'Pol. Ind. Larache, C/ Alcázar, 7', city: '13005 Ciudad Real', phone: '926 221 330', date: 'dd/mm/yyyy', money: 'es', number: (n) => `ALB ${n}`, words: { pages: '2' } },
    { name: 'Vidriería Hermanos Lekuona, S.L.', id: cif('B', '2018634'), street: 'Pol. Ugaldetxo, 4', city: '20180 Oiartzun (Gipuzkoa)', phone: '943 490 117', date: 'dd-mm-yyyy', money: 'es€', number: (n) => `VL-${n}` },
    { name: 'Espejos y Vidrios Tierra de Campos, S.A.', id: cif('A', '3449268'), street: 'Avda. de Valladolid, 30', city: '34200 Venta de Baños (Palencia)', phone: '979 770 615', date: 'dd.mm.yy', money: 'es', number: (n) => `${n}-E` },
  ],
  draw(s, d) {
    const pages = d.sup.words?.pages ? 2 : 1;
    const per = Math.ceil(d.items.length / pages);
    const cols: Col[] = [
      { label: 'Código', x: 40, w: 55, align: 'l' },
      { label: 'Descripción', x: 95, w: 255, align: 'l' },
      { label: 'Cantidad', x: 350, w: 50, align: 'r' },
      { label: 'Ud.', x: 400, w: 25, align: 'c' },
      { label: 'Precio', x: 425, w: 60, align: 'r' },
      { label: 'Importe', x: 485, w: 70, align: 'r' },
    ];
    let carried = 0n;
    for (let p = 0; p < pages; p++) {
      if (p > 0) s.page();
      s.right(d.sup.name, 555, 40, { size: 12, bold: true });
      block(s, [d.sup.street, d.sup.city, `Tel. ${d.sup.phone}`, `NIF: ${d.sup.id}`], 555, 57, 10.5, { size: 8 }, 'r');
      s.text('ALBARÁN', 40, 40, { size: 16, bold: true, color: '#555555' });
      block(s, [`Albarán nº: ${d.number}`, `Fecha: ${day(d, d.date)}`, `Su referencia: ${d.order}`], 40, 64, 12);
      if (pages > 1) s.text(`Página ${p + 1} de ${pages}`, 40, 102, { size: 7.5 });
      block(s, ['Cliente', d.buyer.name, `NIF ${d.buyer.id}`, `${d.buyer.street}, ${d.buyer.city}`], 40, 124, 11, { size: 8 });
      block(s, ['Dirección de entrega', d.site], 340, 124, 11, { size: 8 });
      s.line(40, 176, 555, 176);
      heads(s, cols, 181);
      s.line(40, 193, 555, 193);
      let y = 200;
      if (p > 0) {
        s.text('Suma anterior', 98, y, { italic: true });
        s.right(m(d, carried), 552, y);
        y += 15;
      }
      for (const i of d.items.slice(p * per, (p + 1) * per)) {
        row(s, cols, [i.code, i.desc, q(i), i.unit, m(d, i.price), m(d, i.amount)], y);
        carried += i.amount;
        y += 15;
      }
      s.line(40, y + 2, 555, y + 2);
      if (p < pages - 1) {
        s.text('Suma y sigue', 98, y + 9, { italic: true });
        s.right(m(d, carried), 552, y + 9);
      } else {
        s.text('Importe total (sin IVA)', 360, y + 10, { bold: true });
        s.right(m(d, d.fig.base), 552, y + 10, { bold: true });
      }
    }
  },
};

// 6. Wardrobe interior fittings: a framed half page, the number pre-printed in red.
const fittings: Layout = {
  name: 'vestidor-medio',
  kind: 'delivery_note',
  family: 'Helvetica',
  size: 8,
  lines: [3, 6],
  catalogue: [
    ['BAR-OV', 'Barra de colgar oval cromada 1 m', 'ud', 320, 590, 0],
    ['ZAP-EXT', 'Zapatero extraíble 600 mm', 'ud', 2900, 4200, 0],
    ['PANT-EX', 'Pantalonero extraíble lateral', 'ud', 3400, 4900, 0],
    ['CAJ-60', 'Cajonera interior 60 cm 3 cajones', 'ud', 6900, 9400, 0],
    ['GUIA-45', 'Guía de extracción total 450 mm (par)', 'ud', 890, 1390, 0],
    ['ILUM-SEN', 'Iluminación LED con sensor para armario', 'ud', 1900, 2900, 0],
    ['ESTANT', 'Estante de melamina 25 mm a medida', 'ml', 1100, 1650, 2],
  ],
  suppliers: [
    { name: 'Herrajes de Armario Vinalopó, S.L.', id: cif('B', '0371946'), street: 'Avda. de la Libertad, 112', city: '03600 Elda (Alicante)', phone: '966 981 270', date: 'dd/mm/yyyy', money: 'es', number: (n) => `${String(n).padStart(6, '0')}` },
    { name: 'Accesorios de Vestidor Urola, S. Coop.', id: cif('F', '2069153'), street: 'Industrialdea, 12', city: '20750 Zumaia (Gipuzkoa)', phone: '943 861 502', date: 'long', money: 'es', number: (n) => `${String(n).padStart(6, '0')}` },
    { name: 'Equipamientos de Armario Tajo, S.L.', id: cif('B', '4520971'), street: 'C/ Río Guadiela, 9', city: '45007 Toledo', phone: '925 233 190', date: 'd/m/yyyy', money: 'es', number: (n) => `${String(n).padStart(6, '0')}` },
  ],
  draw(s, d) {
    s.rect(36, 30, 523, 400, { lineWidth: 1.2 });
    s.text(d.sup.name, 46, 40, { size: 12, bold: true });
    block(s, [`${d.sup.street} · ${d.sup.city}`, `Tel. ${d.sup.phone} · NIF ${d.sup.id}`], 46, 56, 10, { size: 7.5 });
    s.rect(405, 38, 144, 38);
    s.text('ALBARÁN Nº', 411, 42, { size: 7.5, bold: true });
    s.text(d.number, 411, 55, { size: 14, bold: true, color: '#c0392b' });
    s.text(`Fecha: ${day(d, d.date)}`, 46, 86);
    s.text(`Cliente: ${d.buyer.name} · CIF ${d.buyer.id}`, 46, 99);
    s.text(`Obra: ${d.site}`, 46, 112);
    const cols: Col[] = [
      { label: 'Código', x: 46, w: 55, align: 'l' },
      { label: 'Artículo', x: 101, w: 240, align: 'l' },
      { label: 'Cant.', x: 341, w: 45, align: 'r' },
      { label: 'Ud.', x: 386, w: 24, align: 'c' },
      { label: 'P.V.P.', x: 410, w: 60, align: 'r' },
      { label: 'Importe', x: 470, w: 79, align: 'r' },
    ];
    s.line(46, 130, 549, 130);
    heads(s, cols, 134);
    s.line(46, 145, 549, 145);
    let y = 151;
    for (const i of d.items) {
      row(s, cols, [i.code, i.desc, q(i), i.unit, m(d, i.price), m(d, i.amount)], y);
      y += 13;
    }
    s.line(46, y + 2, 549, y + 2);
    s.text('Suma albarán (IVA no incluido)', 341, y + 10, { bold: true });
    s.right(m(d, d.fig.base), 546, y + 10, { bold: true });
    s.text('Firma del receptor', 46, 400, { size: 7 });
  },
};

export const NOTE_LAYOUTS: Layout[] = [bathFurniture, applianceNote, doors, curtains, mirrors, fittings];
