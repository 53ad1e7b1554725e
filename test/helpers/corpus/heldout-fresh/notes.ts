/**
 * Valued delivery-note layouts: paint distributor, safety-equipment distributor (sometimes two
 * pages), precast concrete plant, quarry weighbridge, glazier, builders' merchant.
 */
import type { CorpusDocument } from '../types.js';
import { A4, Pen, drawTable, fdate, fnif, iso, lineAmount, money, pct, percent, qty, randomDate } from './kit.js';
import type { Col, DateStyle, NifStyle, Row, TableStyle } from './kit.js';
import { SUPPLIERS, makeLines, sum } from './model.js';
import type { CatItem, Line } from './model.js';
import { expectedLines, noteDoc, z } from './common.js';
import type { Job } from './common.js';

function noteExpected(number: string, date: { y: number; m: number; d: number }, s: { nif: string; legal: string }, lines: Line[], printedNet?: number) {
  return {
    delivery_note_number: number,
    delivery_date: iso(date),
    provider_nif: s.nif,
    provider_name: s.legal,
    subtotal_amount: printedNet ?? sum(lines.map((l) => l.amount)),
    line_items: expectedLines(lines),
  };
}

// ================================================================ paint distributor

const PAINT: CatItem[] = [
  { desc: 'Pintura plástica mate blanca interior 15 l', unit: 'bote', price: [3200, 5400], q: [2000, 24000, 1000], dec: 0 },
  { desc: 'Pintura pliolite fachada blanco 15 l', unit: 'bote', price: [6500, 9800], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Imprimación selladora acrílica 4 l', unit: 'bote', price: [1800, 2900], q: [2000, 10000, 1000], dec: 0 },
  { desc: 'Esmalte sintético satinado negro 750 ml', unit: 'ud', price: [950, 1450], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Masilla en polvo para interiores 5 kg', unit: 'ud', price: [690, 990], q: [2000, 20000, 1000], dec: 0 },
  { desc: 'Cinta de carrocero 48 mm x 45 m', unit: 'rollo', price: [180, 290], q: [12000, 48000, 6000], dec: 0 },
  { desc: 'Rodillo antigota 22 cm pelo medio', unit: 'ud', price: [390, 690], q: [2000, 12000, 1000], dec: 0 },
  { desc: 'Impermeabilizante elástico cubiertas rojo 20 kg', unit: 'cubo', price: [5800, 8200], q: [1000, 8000, 1000], dec: 0 },
  { desc: 'Pintura epoxi para suelos gris 4 kg', unit: 'kit', price: [4200, 6300], q: [1000, 6000, 1000], dec: 0 },
  { desc: 'Plástico protector 4x5 m', unit: 'ud', price: [120, 190], q: [10000, 50000, 5000], dec: 0 },
  { desc: 'Pintura al silicato fachada 25 kg', unit: 'kg', price: [210, 340], q: [25000, 150000, 25000], dec: 0 },
];

export async function paint(job: Job, hard?: 'lines-mismatch'): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.paint;
  const number = [`A26-${z(rng.int(100, 9999), 5)}`, `${rng.int(200000, 299999)}`, `GR/${z(rng.int(100, 5000), 5)}`][v];
  const date = randomDate(rng);
  const dstyle: DateStyle = (['slash', 'dash', 'slash'] as const)[v];
  const lines = makeLines(rng, PAINT, rng.int(4, 8));
  const net = sum(lines.map((l) => l.amount));
  const printedNet = hard === 'lines-mismatch' ? net + 4250 : net;
  const vat = pct(printedNet, 21);
  const pen = new Pen(job.id, 'Almacén Pinturas');
  const L = 38;
  const R = 557;
  const wine = '#7A1F3D';

  pen.text(s.legal, L, 40, { font: 'Helvetica-Bold', size: 12, color: wine });
  pen.color('#000000').font('Helvetica', 8);
  pen.text('Distribución de pinturas, revestimientos y complementos', L, 57);
  pen.text(s.street, L, 68);
  pen.text(s.city, L, 78);
  pen.text(`Tel. ${s.phone} · ${s.mail}`, L, 88);
  pen.text(`${['CIF', 'C.I.F.:', 'NIF:'][v]} ${fnif(s.nif, ['plain', 'dash', 'plain'][v] as NifStyle)}`, L, 98, { font: 'Helvetica-Bold', size: 8 });

  pen.right('ALBARÁN', R, 38, { font: 'Helvetica-Bold', size: 22, color: wine });
  pen.color('#000000');
  const labs = [
    ['Albarán nº', 'Fecha'],
    ['Nº albarán', 'Fecha entrega'],
    ['Número', 'Fecha'],
  ][v];
  const vals = [number, fdate(date, dstyle)];
  const bw = 95;
  const bx0 = R - bw * 2 - 8;
  for (let i = 0; i < 2; i++) {
    const bx = bx0 + i * (bw + 8);
    pen.rect(bx, 70, bw, 34, { stroke: wine, lw: 0.8, r: 3 });
    pen.text(labs[i], bx + 6, 74, { font: 'Helvetica', size: 7, color: '#666666' });
    pen.text(vals[i], bx + 6, 87, { font: 'Helvetica-Bold', size: 10, color: '#000000' });
  }

  const by = 124;
  const half = (R - L - 16) / 2;
  pen.rect(L, by, half, 70, { stroke: '#AAAAAA', lw: 0.6 });
  pen.text(`Cliente  ${c.code}`, L + 6, by + 5, { font: 'Helvetica-Bold', size: 7.5, color: wine });
  pen.color('#000000');
  pen.text(c.name, L + 6, by + 17, { font: 'Helvetica-Bold', size: 9 });
  pen.font('Helvetica', 8.5);
  pen.text(c.street, L + 6, by + 29);
  pen.text(c.city, L + 6, by + 40);
  pen.text(`C.I.F.: ${fnif(c.nif, 'plain')}`, L + 6, by + 54);
  const ox = L + half + 16;
  pen.rect(ox, by, half, 70, { stroke: '#AAAAAA', lw: 0.6 });
  pen.text('Dirección de entrega', ox + 6, by + 5, { font: 'Helvetica-Bold', size: 7.5, color: wine });
  pen.color('#000000');
  pen.text(site.name, ox + 6, by + 17, { font: 'Helvetica', size: 8.5 });
  pen.text(site.place, ox + 6, by + 29, { font: 'Helvetica', size: 8.5 });
  pen.text(`Su pedido: ${rng.pick(['tel.', 'email', 'PED-'])}${rng.int(10, 999)}  ·  Vendedor: ${rng.int(1, 12)}`, ox + 6, by + 54, { font: 'Helvetica', size: 8 });

  const cols: Col[] = [
    { key: 'code', head: 'Código', x: L, w: 52, align: 'l' },
    { key: 'desc', head: 'Descripción', x: L + 52, w: 238, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 290, w: 50, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 340, w: 34, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 374, w: 62, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 436, w: R - L - 436, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({ code: l.code, desc: l.desc[0], q: qty(l.qtyMilli, 0), u: l.unit, p: money(l.price), a: money(l.amount) }));
  const end = drawTable(pen, cols, rows, 212, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8,
    rowH: 16,
    headH: 17,
    border: 'grid',
    headFill: '#F1E4E9',
    lineColor: '#B8A0A9',
    fillTo: 520,
  });

  const ty = end + 12;
  const items: [string, string, boolean][] = [
    ['Base imponible', money(printedNet), false],
    [`IVA ${percent(21)}`, money(vat), false],
    ['Total albarán', money(printedNet + vat, { eur: ' €' }), true],
  ];
  items.forEach(([k, val, b], i) => {
    const f = { font: b ? ('Helvetica-Bold' as const) : ('Helvetica' as const), size: 9 };
    pen.text(k, 380, ty + i * 14, f);
    pen.right(val, R - 4, ty + i * 14, f);
  });
  pen.rect(372, ty - 5, R - 372 + 2, 46, { stroke: wine, lw: 0.7 });

  // signatures
  const sy = 700;
  pen.rect(L, sy, 240, 62, { stroke: '#AAAAAA', lw: 0.6 });
  pen.text('Recibí conforme (firma, nombre y DNI)', L + 6, sy + 5, { font: 'Helvetica', size: 7.5, color: '#555555' });
  pen.rect(R - 240, sy, 240, 62, { stroke: '#AAAAAA', lw: 0.6 });
  pen.text('Transportista / matrícula', R - 234, sy + 5, { font: 'Helvetica', size: 7.5, color: '#555555' });
  pen.text(`Reparto propio · ${rng.int(1000, 9999)}-${rng.pick(['KBN', 'LDF', 'JPW', 'MHZ'])}`, R - 234, sy + 20, { font: 'Helvetica', size: 8.5, color: '#000000' });
  pen.center(`${s.registry} · ${s.iban}`, (L + R) / 2, 800, { font: 'Helvetica', size: 6.5, color: '#666666' });

  const bytes = await pen.bytes();
  return noteDoc(
    job,
    bytes,
    noteExpected(number, date, s, lines, printedNet),
    hard === 'lines-mismatch' ? `the lines add up to ${money(net)} but the note prints a base of ${money(printedNet)}` : undefined,
  );
}

// ================================================================ safety-equipment distributor

function safetyCatalogue(): CatItem[] {
  const cat: CatItem[] = [
    { desc: 'Casco de seguridad ABS blanco arnés 6 puntos', unit: 'UD', price: [450, 890], q: [5000, 40000, 5000], dec: 0 },
    { desc: 'Gafa de protección panorámica antivaho', unit: 'UD', price: [290, 520], q: [5000, 30000, 5000], dec: 0 },
    { desc: 'Chaleco alta visibilidad amarillo talla XL', unit: 'UD', price: [190, 320], q: [10000, 50000, 5000], dec: 0 },
    { desc: 'Arnés anticaídas 2 puntos de anclaje', unit: 'UD', price: [3200, 5200], q: [1000, 8000, 1000], dec: 0 },
    { desc: 'Tapones auditivos desechables (200 pares)', unit: 'CJ', price: [2100, 3400], q: [1000, 5000, 1000], dec: 0 },
    { desc: 'Mascarilla FFP2 sin válvula (20 ud)', unit: 'CJ', price: [900, 1500], q: [2000, 20000, 1000], dec: 0 },
    { desc: 'Valla de obra 3,50 x 2,00 m galvanizada', unit: 'UD', price: [2200, 3100], q: [4000, 40000, 2000], dec: 0 },
    { desc: 'Base de hormigón para valla de obra', unit: 'UD', price: [450, 690], q: [4000, 40000, 2000], dec: 0 },
    { desc: 'Extintor polvo ABC 6 kg con soporte', unit: 'UD', price: [2400, 3600], q: [1000, 8000, 1000], dec: 0 },
    { desc: 'Línea de vida temporal textil 20 m', unit: 'UD', price: [9800, 14500], q: [1000, 3000, 1000], dec: 0 },
    { desc: 'Botiquín de obra completo homologado', unit: 'UD', price: [3500, 5200], q: [1000, 3000, 1000], dec: 0 },
    { desc: 'Señal PVC uso obligatorio del casco 297x420', unit: 'UD', price: [310, 520], q: [2000, 10000, 1000], dec: 0 },
    { desc: 'Cinta de balizamiento roja/blanca 200 m', unit: 'UD', price: [290, 480], q: [5000, 30000, 5000], dec: 0 },
    { desc: 'Cinturón portaherramientas de cuero', unit: 'UD', price: [1590, 2490], q: [1000, 6000, 1000], dec: 0 },
    { desc: 'Rodilleras de gel con hebilla (par)', unit: 'PAR', price: [890, 1490], q: [2000, 10000, 1000], dec: 0 },
    { desc: 'Protector auditivo de orejeras 30 dB', unit: 'UD', price: [790, 1290], q: [2000, 12000, 1000], dec: 0 },
    { desc: 'Anorak alta visibilidad naranja talla L', unit: 'UD', price: [2490, 3890], q: [2000, 10000, 1000], dec: 0 },
  ];
  for (const t of [40, 41, 42, 43, 44, 45]) {
    cat.push({ desc: `Bota de seguridad S3 SRC piel talla ${t}`, unit: 'PAR', price: [2900, 4600], q: [1000, 8000, 1000], dec: 0 });
  }
  for (const t of [8, 9, 10]) {
    cat.push({ desc: `Guante nitrilo/nylon talla ${t}`, unit: 'PAR', price: [95, 190], q: [12000, 120000, 12000], dec: 0 });
  }
  for (const t of [42, 46, 50]) {
    cat.push({ desc: `Pantalón de trabajo multibolsillos talla ${t}`, unit: 'UD', price: [1390, 2190], q: [2000, 10000, 1000], dec: 0 });
  }
  return cat;
}

export async function safety(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.safety;
  const number = [`NE26-${z(rng.int(100, 9999), 5)}`, `${rng.int(70000, 79999)}`, `E-2026/${z(rng.int(100, 3000), 5)}`][v];
  const date = randomDate(rng);
  const dstyle: DateStyle = (['slash', 'dash2', 'slash'] as const)[v];
  const twoPages = v === 1;
  const lines = makeLines(rng, safetyCatalogue(), twoPages ? rng.int(32, 38) : rng.int(6, 11), '843');
  const net = sum(lines.map((l) => l.amount));
  const pen = new Pen(job.id, 'PROLASUR ERP');
  const L = 40;
  const R = 555;
  const yellow = '#F2C300';
  const ink = '#1E1E1E';
  const perPage = 27;
  const pages = twoPages ? [lines.slice(0, perPage), lines.slice(perPage)] : [lines];

  const cols: Col[] = [
    { key: 'n', head: 'Lín.', x: L, w: 26, align: 'r' },
    { key: 'ean', head: 'EAN', x: L + 26, w: 76, align: 'l' },
    { key: 'desc', head: 'Artículo', x: L + 102, w: 232, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 334, w: 58, align: 'r' },
    { key: 'p', head: 'Precio', x: L + 392, w: 58, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 450, w: R - L - 450, align: 'r' },
  ];
  const st: TableStyle = { font: 'Helvetica', bold: 'Helvetica-Bold', size: 8, rowH: 15, headH: 17, border: 'none', zebra: '#FFF6CC', headFill: ink, headColor: '#FFFFFF' };
  const labels = ['Nota de entrega nº', 'Nº nota', 'Número'];
  let n = 0;
  let carried = 0;
  for (let p = 0; p < pages.length; p++) {
    if (p > 0) pen.addPage();
    // logo
    pen.rect(L, 34, 150, 40, { fill: yellow });
    pen.text(s.trade!, L + 10, 43, { font: 'Helvetica-Bold', size: 22, color: ink });
    pen.text('Equipos de protección individual y señalización de obra', L, 80, { font: 'Helvetica', size: 7.5, color: '#555555' });
    pen.color('#000000');
    pen.right('NOTA DE ENTREGA', R, 36, { font: 'Helvetica-Bold', size: 16, color: ink });
    pen.color('#000000');
    const nlab = labels[v];
    pen.right(number, R, 60, { font: 'Helvetica-Bold', size: 10 });
    pen.right(`${nlab}:`, R - pen.width(number, { font: 'Helvetica-Bold', size: 10 }) - 6, 60.5, { font: 'Helvetica', size: 9 });
    const dtxt = fdate(date, dstyle);
    pen.right(dtxt, R, 74, { font: 'Helvetica-Bold', size: 10 });
    pen.right('Fecha:', R - pen.width(dtxt, { font: 'Helvetica-Bold', size: 10 }) - 6, 74.5, { font: 'Helvetica', size: 9 });
    if (pages.length > 1) pen.right(`Hoja ${p + 1} de ${pages.length}`, R, 88, { font: 'Helvetica', size: 8 });

    let top: number;
    if (p === 0) {
      const cy = 112;
      pen.text(['Entregar a:', 'Cliente:', 'Destinatario:'][v], L, cy, { font: 'Helvetica-Bold', size: 8, color: '#555555' });
      pen.color('#000000');
      pen.text(c.name, L, cy + 12, { font: 'Helvetica-Bold', size: 9.5 });
      pen.font('Helvetica', 8.5);
      pen.text(`CIF ${fnif(c.nif, v === 2 ? 'dash' : 'plain')}`, L, cy + 25);
      pen.text(`${c.street} · ${c.city}`, L, cy + 36);
      pen.text('Obra:', 330, cy, { font: 'Helvetica-Bold', size: 8, color: '#555555' });
      pen.color('#000000');
      pen.text(site.name, 330, cy + 12, { font: 'Helvetica', size: 8.5 });
      pen.text(site.place, 330, cy + 24, { font: 'Helvetica', size: 8.5 });
      pen.text(`Pedido cliente: ${rng.pick(['OC-', 'P', 'Ped. '])}${rng.int(1000, 9999)}`, 330, cy + 36, { font: 'Helvetica', size: 8.5 });
      top = 172;
    } else {
      pen.text('Suma anterior', 330, 112, { font: 'Helvetica-Bold', size: 9 });
      pen.right(money(carried), R, 112, { font: 'Helvetica-Bold', size: 9 });
      top = 132;
    }
    const rows: Row[] = pages[p].map((l) => ({
      n: String(++n),
      ean: l.ean,
      desc: l.desc[0],
      q: `${qty(l.qtyMilli, 0)} ${l.unit}`,
      p: money(l.price),
      a: money(l.amount),
    }));
    const end = drawTable(pen, cols, rows, top, st);
    pen.line(L, end, R, end, 0.8, ink);
    carried += sum(pages[p].map((l) => l.amount));
    if (p < pages.length - 1) {
      pen.text('Suma y sigue', 330, end + 10, { font: 'Helvetica-Bold', size: 9 });
      pen.right(money(carried), R, end + 10, { font: 'Helvetica-Bold', size: 9 });
    } else {
      pen.rect(330, end + 10, R - 330, 22, { fill: '#FFF6CC' });
      pen.text(['Total neto', 'Importe neto', 'Total neto'][v], 338, end + 16, { font: 'Helvetica-Bold', size: 10 });
      pen.right(money(net, { eur: ' €' }), R - 8, end + 16, { font: 'Helvetica-Bold', size: 10 });
      pen.text('Precios sin IVA. La factura se emitirá a fin de mes.', 330, end + 38, { font: 'Helvetica', size: 7.5, color: '#555555' });
      pen.color('#000000');
      pen.text('Recibido (firma y DNI):', L, end + 16, { font: 'Helvetica', size: 8.5 });
      pen.line(L, end + 58, L + 220, end + 58, 0.5, '#888888');
    }
    pen.line(L, 778, R, 778, 0.4, '#999999');
    pen.center(`${s.legal} · CIF ${fnif(s.nif, 'plain')} · ${s.street} · ${s.city}`, (L + R) / 2, 784, { font: 'Helvetica', size: 7, color: '#444444' });
    pen.center(`${s.registry} · ${s.web}`, (L + R) / 2, 794, { font: 'Helvetica', size: 6.5, color: '#444444' });
  }

  const bytes = await pen.bytes();
  return noteDoc(job, bytes, noteExpected(number, date, s, lines));
}

// ================================================================ precast concrete plant

const PRECAST: CatItem[] = [
  { desc: ['Vigueta pretensada T-18 longitud 5,40 m', 'para forjado unidireccional'], unit: 'ud', price: [2400, 3300], q: [20000, 120000, 2000], dec: 0 },
  { desc: ['Bovedilla de hormigón 60x20x25 cm,', 'palet de 60 unidades'], unit: 'palet', price: [5400, 7200], q: [2000, 12000, 1000], dec: 0 },
  { desc: ['Placa alveolar 20 cm de canto, ancho 1,20 m,', 'longitud 7,80 m'], unit: 'm²', price: [3400, 4200], q: [56160, 374400, 9360], dec: 2 },
  { desc: 'Bordillo de hormigón bicapa 15x25x50 cm', unit: 'ud', price: [290, 410], q: [100000, 600000, 20000], dec: 0 },
  { desc: ['Tubo de hormigón armado Ø600 mm clase 135,', 'longitud útil 2,40 m, junta elástica'], unit: 'ml', price: [6900, 8900], q: [12000, 96000, 2400], dec: 2 },
  { desc: 'Pozo de registro prefabricado Ø1000 mm, cono', unit: 'ud', price: [14500, 19800], q: [1000, 6000, 1000], dec: 0 },
  { desc: 'Arqueta prefabricada 60x60x60 cm con tapa', unit: 'ud', price: [6500, 9400], q: [2000, 12000, 1000], dec: 0 },
  { desc: ['Escalera prefabricada de hormigón armado,', 'tramo recto de 12 peldaños'], unit: 'ud', price: [48000, 65000], q: [1000, 4000, 1000], dec: 0 },
  { desc: 'Portes a obra con camión grúa', unit: 'viaje', price: [18000, 26000], q: [1000, 3000, 1000], dec: 0 },
];

export async function precast(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.precast;
  const number = [`${rng.int(310000, 319999)}`, `PV-26/${z(rng.int(100, 4000), 5)}`, `26${z(rng.int(1, 9999), 6)}`][v];
  const date = randomDate(rng);
  let lines = makeLines(rng, PRECAST, rng.int(3, 6));
  if (lines.filter((l) => l.desc.length > 1).length < 2) {
    lines = [...makeLines(rng, PRECAST.filter((i) => Array.isArray(i.desc)), 2), ...lines.filter((l) => l.desc.length === 1)].slice(0, 6);
    // keep descriptions unique
    lines = lines.filter((l, i) => lines.findIndex((m) => m.desc[0] === l.desc[0]) === i);
  }
  const net = sum(lines.map((l) => l.amount));
  const vat = pct(net, 21);
  const pen = new Pen(job.id, 'PrefaGest');
  const L = 36;
  const R = 559;
  const cx = (L + R) / 2;
  const grey = '#4A4A4A';

  pen.center(s.legal, cx, 34, { font: 'Times-Bold', size: 15 });
  pen.center('Viguetas · Placas alveolares · Tubos · Prefabricados para urbanización', cx, 54, { font: 'Times-Roman', size: 9, color: grey });
  pen.color('#000000');
  pen.center(`${s.street} · ${s.city} · Tel. ${s.phone}`, cx, 66, { font: 'Times-Roman', size: 9 });
  pen.center(`C.I.F. ${fnif(s.nif, v === 1 ? 'dash' : 'plain')} · ${s.mail}`, cx, 78, { font: 'Times-Roman', size: 9 });
  pen.line(L, 94, R, 94, 1.2, grey);
  pen.center('ALBARÁN', cx, 104, { font: 'Times-Bold', size: 18 });

  const labs = [
    ['Albarán nº', 'Fecha', 'Matrícula', 'Conductor', 'Hora salida'],
    ['Nº albarán', 'Fecha', 'Vehículo', 'Conductor', 'Salida planta'],
    ['Nº de albarán', 'Fecha de entrega', 'Matrícula', 'Transportista', 'Hora'],
  ][v];
  const vals = [
    number,
    fdate(date, 'dot'),
    `${rng.int(1000, 9999)} ${rng.pick(['HKZ', 'JBT', 'LGM', 'MFD'])}`,
    rng.pick(['J. Navarro', 'A. Sánchez', 'P. Gil', 'M. Ortega']),
    `${z(rng.int(6, 11), 2)}:${z(rng.int(0, 59), 2)}`,
  ];
  const widths = [110, 110, 100, 120, R - L - 440];
  let x = L;
  const gy = 130;
  pen.rect(L, gy, R - L, 34, { stroke: '#000000', lw: 0.8 });
  pen.line(L, gy + 14, R, gy + 14, 0.5);
  labs.forEach((h, i) => {
    if (i > 0) pen.line(x, gy, x, gy + 34, 0.5);
    pen.center(h, x + widths[i] / 2, gy + 3.5, { font: 'Times-Bold', size: 8.5 });
    pen.center(vals[i], x + widths[i] / 2, gy + 19, { font: 'Times-Roman', size: 10.5 });
    x += widths[i];
  });

  const cy = 182;
  pen.text('Cliente:', L, cy, { font: 'Times-Bold', size: 9.5 });
  pen.text(c.name, L + 50, cy, { font: 'Times-Bold', size: 10 });
  pen.font('Times-Roman', 9.5);
  pen.text(`C.I.F. ${fnif(c.nif, 'plain')}`, L + 50, cy + 13);
  pen.text(`${c.street}, ${c.city}`, L + 50, cy + 26);
  pen.text('Obra:', 330, cy, { font: 'Times-Bold', size: 9.5 });
  pen.text(site.name, 366, cy, { font: 'Times-Roman', size: 9.5 });
  pen.text(site.place, 366, cy + 13, { font: 'Times-Roman', size: 9.5 });
  pen.text(`Descarga: ${['con grúa del camión', 'por cuenta del cliente', 'con grúa de obra'][v]}`, 366, cy + 26, { font: 'Times-Roman', size: 9.5 });

  const cols: Col[] = [
    { key: 'n', head: 'Pos.', x: L, w: 30, align: 'c' },
    { key: 'desc', head: 'Descripción', x: L + 30, w: 255, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 285, w: 62, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 347, w: 38, align: 'c' },
    { key: 'p', head: 'Precio', x: L + 385, w: 64, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 449, w: R - L - 449, align: 'r' },
  ];
  const rows: Row[] = lines.map((l, i) => ({
    n: String((i + 1) * 10),
    desc: l.desc.length > 1 ? l.desc : l.desc[0],
    q: qty(l.qtyMilli, l.dec),
    u: l.unit,
    p: money(l.price),
    a: money(l.amount),
  }));
  const end = drawTable(pen, cols, rows, 236, {
    font: 'Times-Roman',
    bold: 'Times-Bold',
    size: 9.5,
    rowH: 19,
    subH: 11.5,
    headH: 18,
    border: 'hlines',
    lineColor: '#777777',
  });

  const ty = end + 14;
  const items: [string, string][] = [
    ['Total neto', money(net)],
    [`I.V.A. ${percent(21)}`, money(vat)],
    ['Total', money(net + vat, { eur: ' €' })],
  ];
  items.forEach(([k, val], i) => {
    const f = { font: i === 2 ? ('Times-Bold' as const) : ('Times-Roman' as const), size: 10.5 };
    pen.right(k, 470, ty + i * 15, f);
    pen.right(val, R, ty + i * 15, f);
  });

  const sy = 690;
  const sw = (R - L - 20) / 3;
  ['Hora llegada a obra', 'Conforme cliente (firma y DNI)', 'Firma conductor'].forEach((h, i) => {
    const bx = L + i * (sw + 10);
    pen.rect(bx, sy, sw, 56, { stroke: '#777777', lw: 0.5 });
    pen.text(h, bx + 5, sy + 4, { font: 'Times-Roman', size: 8, color: grey });
  });
  pen.color('#000000');
  pen.center(`${s.registry} · Productos con marcado CE según UNE-EN 15037-1 y UNE-EN 1168`, cx, 800, { font: 'Times-Roman', size: 7, color: grey });

  const bytes = await pen.bytes();
  return noteDoc(job, bytes, noteExpected(number, date, s, lines));
}

// ================================================================ quarry weighbridge

const MATERIALS = [
  { code: 'ZA25', desc: 'Zahorra artificial ZA-25', price: [690, 980] },
  { code: 'GR12', desc: 'Grava caliza lavada 6/12 mm', price: [1050, 1390] },
  { code: 'AR04', desc: 'Arena triturada caliza 0/4 mm', price: [890, 1190] },
  { code: 'ES40', desc: 'Escollera caliza 200-400 kg', price: [1290, 1690] },
  { code: 'SS01', desc: 'Suelo seleccionado para terraplén', price: [350, 560] },
] as const;

export async function quarry(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.quarry;
  const number = [z(rng.int(40000, 49999), 7), `A-26/${z(rng.int(1000, 9999), 5)}`, `${rng.int(3300000, 3399999)}`][v];
  const date = randomDate(rng);
  const dstyle: DateStyle = (['slash', 'dash2', 'slash'] as const)[v];
  const mat = rng.pick(MATERIALS);
  const tare = rng.int(13200, 15400);
  const netKg = rng.int(18000, 26500);
  const gross = tare + netKg;
  const mk = (code: string, desc: string, qtyMilli: number, dec: number, unit: string, price: number): Line => ({
    code,
    ean: '',
    desc: [desc],
    qtyMilli,
    dec,
    unit,
    price,
    amount: lineAmount(qtyMilli, price),
    vat: 21,
  });
  const lines: Line[] = [
    mk(mat.code, mat.desc, netKg, 3, 't', rng.int(mat.price[0], mat.price[1])),
    mk('TR01', `Transporte a obra (zona ${rng.int(2, 4)})`, netKg, 3, 't', rng.int(380, 690)),
  ];
  if (v === 2 || rng.chance(0.4)) lines.push(mk('CD01', 'Suplemento descarga en obra', 1000, 0, 'viaje', rng.int(1500, 3500)));
  const net = sum(lines.map((l) => l.amount));
  const vat = pct(net, 21);
  const pen = new Pen(job.id, 'Bascula v3.1');
  const L = 44;
  const R = 551;
  const mono = { font: 'Courier' as const, size: 9.5 };
  const monoB = { font: 'Courier-Bold' as const, size: 9.5 };
  const th = (x: string) => x.replace(/^(\d+)(\d{3})$/, '$1.$2');

  pen.text(s.legal.toUpperCase(), L, 40, { font: 'Courier-Bold', size: 12 });
  pen.text(s.street, L, 56, mono);
  pen.text(s.city, L, 68, mono);
  pen.text(`C.I.F.: ${fnif(s.nif, v === 1 ? 'dash' : 'plain')}   Tel.: ${s.phone}`, L, 80, mono);
  pen.text(`Explotación: Cantera "El Romeral" · Marcado CE 0099/CPR/A43/0${rng.int(100, 999)}`, L, 92, { font: 'Courier', size: 8 });
  pen.line(L, 108, R, 108, 0.8, '#000000', 3);

  const dtxt = fdate(date, dstyle);
  const hour = `${z(rng.int(7, 15), 2)}:${z(rng.int(0, 59), 2)}`;
  if (v === 0) {
    pen.text(`ALBARÁN Nº: ${number}`, L, 120, { font: 'Courier-Bold', size: 13 });
    pen.text(`Fecha: ${dtxt}   Hora: ${hour}`, L + 290, 122, mono);
  } else if (v === 1) {
    pen.text('ALBARÁN', L, 120, { font: 'Courier-Bold', size: 13 });
    pen.text(`Albarán: ${number}`, L + 180, 122, monoB);
    pen.text(`Fecha: ${dtxt}`, L + 360, 122, mono);
  } else {
    pen.text('ALBARÁN DE SALIDA', L, 120, { font: 'Courier-Bold', size: 13 });
    pen.text(`Nº albarán ....: ${number}`, L, 140, mono);
    pen.text(`Fecha .........: ${dtxt}`, L, 152, mono);
    pen.text(`Hora ..........: ${hour}`, L, 164, mono);
  }

  const by = v === 2 ? 186 : 150;
  pen.text('CLIENTE', L, by, monoB);
  pen.text(c.name, L, by + 14, mono);
  pen.text(`CIF ${fnif(c.nif, 'plain')}`, L, by + 26, mono);
  pen.text('OBRA / DESTINO', L + 268, by, monoB);
  pen.text(site.name, L + 268, by + 14, { font: 'Courier', size: 8.5 });
  pen.text(site.place, L + 268, by + 26, { font: 'Courier', size: 8.5 });

  const wy = by + 52;
  pen.rect(L, wy, R - L, 62, { stroke: '#000000', lw: 0.6 });
  pen.text('PESADA', L + 8, wy + 6, monoB);
  pen.text(`Matrícula : ${rng.int(1000, 9999)}-${rng.pick(['FKD', 'GBL', 'HRT', 'KZN'])}`, L + 8, wy + 22, mono);
  pen.text(`Transport.: ${rng.pick(['Transportes Moncayo', 'Hnos. Lajusticia', 'Áridos propios'])}`, L + 8, wy + 36, mono);
  pen.text(`Bruto : ${th(String(gross)).padStart(7)} kg`, L + 300, wy + 8, mono);
  pen.text(`Tara  : ${th(String(tare)).padStart(7)} kg`, L + 300, wy + 22, mono);
  pen.text(`Neto  : ${th(String(netKg)).padStart(7)} kg`, L + 300, wy + 36, monoB);

  const cols: Col[] = [
    { key: 'code', head: 'Código', x: L, w: 50, align: 'l' },
    { key: 'desc', head: 'Material / servicio', x: L + 50, w: 200, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 250, w: 66, align: 'r' },
    { key: 'u', head: 'Ud', x: L + 316, w: 40, align: 'l' },
    { key: 'p', head: 'Precio', x: L + 356, w: 60, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 416, w: R - L - 416, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({ code: l.code, desc: l.desc[0], q: qty(l.qtyMilli, l.dec), u: l.unit, p: money(l.price), a: money(l.amount) }));
  const end = drawTable(pen, cols, rows, wy + 80, { font: 'Courier', bold: 'Courier-Bold', size: 8.5, rowH: 16, headH: 16, border: 'head', lw: 0.6 });
  pen.line(L, end + 2, R, end + 2, 0.6);

  const ty = end + 14;
  const tot: [string, string][] = [
    ['Base imponible', money(net)],
    ['I.V.A. 21 %', money(vat)],
    ['TOTAL', money(net + vat)],
  ];
  tot.forEach(([k, val], i) => {
    pen.text(k.padEnd(16, '.'), L + 300, ty + i * 13, i === 2 ? monoB : mono);
    pen.right(val, R, ty + i * 13, i === 2 ? monoB : mono);
  });

  pen.text('Firma conductor', L, 700, mono);
  pen.text('Conforme cliente', L + 300, 700, mono);
  pen.line(L, 750, L + 180, 750, 0.5);
  pen.line(L + 300, 750, R, 750, 0.5);
  pen.text(`${s.legal} · ${s.registry}`, L, 790, { font: 'Courier', size: 7 });

  const bytes = await pen.bytes();
  return noteDoc(job, bytes, noteExpected(number, date, s, lines));
}

// ================================================================ glazier

const GLASS = [
  { name: 'Vidrio laminar 4+4 butiral incoloro', price: [3800, 5200] },
  { name: 'Doble acristalamiento 4/16/4 bajo emisivo', price: [4200, 6300] },
  { name: 'Vidrio templado 8 mm incoloro', price: [5200, 7400] },
  { name: 'Vidrio laminar 5+5 butiral mate', price: [6900, 9500] },
  { name: 'Espejo plata 5 mm', price: [2800, 3900] },
] as const;

export async function glass(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.glass;
  const number = [`${rng.int(8000, 9999)}/26`, `AL${z(rng.int(100, 9999), 6)}`, `26-${z(rng.int(100, 999), 4)}`][v];
  const date = randomDate(rng);
  const dstyle: DateStyle = (['slash', 'dot', 'long'] as const)[v];
  const nGlass = rng.int(2, 4);
  const lines: Line[] = rng.sample(GLASS, nGlass).map((g) => {
    const w = rng.int(5, 16) * 100;
    const h = rng.int(40, 240) * 10;
    const pieces = rng.int(1, 12);
    const qtyMilli = (pieces * w * h) / 1000;
    const price = rng.int(g.price[0], g.price[1]);
    return {
      code: '',
      ean: '',
      desc: [g.name, `${w} x ${h} mm, ${pieces} ${pieces === 1 ? 'pieza' : 'piezas'}, canto pulido`],
      qtyMilli,
      dec: 3,
      unit: 'm²',
      price,
      amount: lineAmount(qtyMilli, price),
      vat: 21,
    };
  });
  const extras: Line[] = makeLines(
    rng,
    [
      { desc: 'Junquillo de aluminio lacado blanco', unit: 'ml', price: [180, 320], q: [10000, 80000, 500], dec: 2 },
      { desc: 'Silicona neutra transparente 300 ml', unit: 'ud', price: [390, 620], q: [2000, 24000, 1000], dec: 0 },
      { desc: 'Calzos de acristalamiento (bolsa 100)', unit: 'ud', price: [450, 790], q: [1000, 4000, 1000], dec: 0 },
    ],
    rng.int(1, 2),
  );
  const all = [...lines, ...extras];
  const net = sum(all.map((l) => l.amount));
  const pen = new Pen(job.id, 'VidrioGest');
  const L = 40;
  const R = 555;
  const blue = '#2F6E9E';

  pen.rect(0, 0, A4.w, 92, { fill: '#E4EEF6' });
  pen.text(s.legal, L, 30, { font: 'Helvetica-Bold', size: 13, color: blue });
  pen.color('#000000').font('Helvetica', 8);
  pen.text('Vidrio plano · Templados · Laminados · Espejos · Cerramientos de aluminio', L, 48);
  pen.text(`${s.street} · ${s.city}`, L, 59);
  pen.text(`Tel. ${s.phone} · ${s.mail} · CIF ${fnif(s.nif, v === 2 ? 'esdash' : 'plain')}`, L, 70);
  pen.right('ALBARÁN', R, 34, { font: 'Helvetica-Bold', size: 20, color: blue });
  pen.color('#000000');

  const iy = 110;
  const info: [string, string][] = [
    [['Nº albarán', 'Albarán nº', 'Documento nº'][v], number],
    ['Fecha', fdate(date, dstyle)],
    ['Su pedido', `${rng.pick(['Pedido ', 'Ref. '])}${rng.int(100, 999)}`],
    ['Montador', rng.pick(['Rafa P.', 'Quique M.', 'Sergio T.'])],
  ];
  const iw = [120, 150, 120, R - L - 390];
  let x = L;
  info.forEach(([k, val], i) => {
    pen.text(k, x, iy, { font: 'Helvetica', size: 7.5, color: '#666666' });
    pen.text(val, x, iy + 11, { font: 'Helvetica-Bold', size: 10, color: '#000000' });
    x += iw[i];
  });
  pen.line(L, iy + 28, R, iy + 28, 0.6, blue);

  const cy = 152;
  pen.text('Cliente', L, cy, { font: 'Helvetica-Bold', size: 8, color: blue });
  pen.color('#000000');
  pen.text(c.name, L, cy + 12, { font: 'Helvetica-Bold', size: 9 });
  pen.text(`CIF: ${fnif(c.nif, 'plain')}`, L, cy + 24, { font: 'Helvetica', size: 8.5 });
  pen.text(`${c.street}, ${c.city}`, L, cy + 35, { font: 'Helvetica', size: 8.5 });
  pen.text('Obra', 320, cy, { font: 'Helvetica-Bold', size: 8, color: blue });
  pen.color('#000000');
  pen.text(site.name, 320, cy + 12, { font: 'Helvetica', size: 8.5 });
  pen.text(site.place, 320, cy + 24, { font: 'Helvetica', size: 8.5 });

  const cols: Col[] = [
    { key: 'n', head: 'Nº', x: L, w: 24, align: 'c' },
    { key: 'desc', head: 'Descripción', x: L + 24, w: 250, align: 'l' },
    { key: 'q', head: 'Cant.', x: L + 274, w: 56, align: 'r' },
    { key: 'u', head: 'Ud.', x: L + 330, w: 30, align: 'c' },
    { key: 'p', head: '€/Ud.', x: L + 360, w: 62, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 422, w: R - L - 422, align: 'r' },
  ];
  const rows: Row[] = all.map((l, i) => ({
    n: String(i + 1),
    desc: l.desc.length > 1 ? l.desc : l.desc[0],
    q: qty(l.qtyMilli, l.dec),
    u: l.unit,
    p: money(l.price),
    a: money(l.amount),
  }));
  const end = drawTable(pen, cols, rows, 210, {
    font: 'Helvetica',
    bold: 'Helvetica-Bold',
    size: 8.5,
    rowH: 18,
    subH: 10.5,
    headH: 18,
    border: 'grid',
    headFill: '#E4EEF6',
    lineColor: '#7FA3C0',
  });

  pen.rect(340, end + 12, R - 340, 24, { stroke: blue, lw: 0.8 });
  pen.text('Importe total (IVA no incluido)', 346, end + 20, { font: 'Helvetica', size: 8.5 });
  pen.right(money(net), R - 6, end + 19, { font: 'Helvetica-Bold', size: 10.5 });
  pen.text('Medidas en mm (ancho x alto). Superficie facturable según medida real de cada pieza.', L, end + 16, { font: 'Helvetica', size: 7.5, color: '#555555' });
  pen.color('#000000');
  pen.text('Recibí conforme:', L, 720, { font: 'Helvetica', size: 8.5 });
  pen.line(L + 72, 730, L + 250, 730, 0.5, '#888888');
  pen.center(s.registry!, (L + R) / 2, 802, { font: 'Helvetica', size: 6.5, color: '#666666' });

  const bytes = await pen.bytes();
  return noteDoc(job, bytes, noteExpected(number, date, s, all));
}

// ================================================================ builders' merchant

const MERCH: CatItem[] = [
  { desc: 'Cemento gris CEM II/B-L 32,5 N saco 25 kg', unit: 'saco', price: [520, 690], q: [20000, 160000, 10000], dec: 0 },
  { desc: 'Ladrillo cerámico hueco doble 24x11,5x8 cm', unit: 'ud', price: [18, 30], q: [500000, 4000000, 100000], dec: 0 },
  { desc: 'Arena lavada 0/4 en big-bag de 1 t', unit: 'ud', price: [3500, 4900], q: [1000, 8000, 1000], dec: 0 },
  { desc: 'Palet de madera retornable', unit: 'palet', price: [900, 1200], q: [1000, 8000, 1000], dec: 0 },
  { desc: 'Bloque de hormigón gris 40x20x20 cm', unit: 'ud', price: [85, 125], q: [100000, 900000, 20000], dec: 0 },
  { desc: 'Mortero seco M-7,5 saco 25 kg', unit: 'saco', price: [290, 420], q: [20000, 120000, 10000], dec: 0 },
  { desc: 'Placa de yeso laminado 13x1200x2500 mm', unit: 'ud', price: [520, 760], q: [20000, 150000, 10000], dec: 0 },
  { desc: ['Lámina impermeabilizante LBM-40/G-FP', 'armadura de poliéster, rollo de 10 m²'], unit: 'rollo', price: [3400, 4800], q: [2000, 20000, 1000], dec: 0 },
  { desc: 'Malla de fibra de vidrio para mortero 1x50 m', unit: 'rollo', price: [2400, 3600], q: [1000, 8000, 1000], dec: 0 },
  { desc: 'Adhesivo cementoso C2TE gris 25 kg', unit: 'saco', price: [890, 1390], q: [10000, 80000, 5000], dec: 0 },
  { desc: ['Tubo corrugado doble pared Ø160 mm', 'para saneamiento, barra de 6 m'], unit: 'ud', price: [2900, 4100], q: [2000, 30000, 1000], dec: 0 },
  { desc: 'Redondo corrugado B500S Ø8 mm', unit: 'kg', price: [95, 135], q: [50500, 480000, 500], dec: 1 },
];

export async function merchant(job: Job): Promise<CorpusDocument> {
  const { rng, v, customer: c, site } = job;
  const s = SUPPLIERS.merchant;
  const number = [`ALB 26/${z(rng.int(100, 9999), 6)}`, `${rng.int(500000, 599999)}`, `C26-${z(rng.int(100, 9999), 5)}`][v];
  const date = randomDate(rng);
  const dstyle: DateStyle = (['long', 'slash', 'dash2'] as const)[v];
  const lines = makeLines(rng, MERCH, rng.int(4, 8));
  const net = sum(lines.map((l) => l.amount));
  const vat = pct(net, 21);
  const pen = new Pen(job.id, 'AlmacenWin');
  const L = 46;
  const R = 549;
  const terra = '#A0462A';

  pen.text(s.trade!, L, 36, { font: 'Times-Bold', size: 30, color: terra });
  pen.text('materiales de construcción · desde 1978', L, 68, { font: 'Times-Roman', size: 10, color: '#555555' });
  pen.color('#000000');
  pen.line(L, 84, L + 220, 84, 2, terra);

  pen.right('ALBARÁN', R, 38, { font: 'Times-Bold', size: 20 });
  const nl = ['Documento:', 'Albarán nº', 'Nº albarán:'][v];
  const dtxt = fdate(date, dstyle);
  pen.font('Times-Roman', 10.5);
  if (v === 0) {
    pen.right(`${nl} ${number}`, R, 64);
    pen.right(dtxt, R, 78);
  } else {
    pen.right(`${nl} ${number}`, R, 64);
    pen.right(`Fecha: ${dtxt}`, R, 78);
  }

  const cy = 112;
  pen.text(c.name, L, cy, { font: 'Times-Bold', size: 11 });
  pen.font('Times-Roman', 10);
  pen.text(c.street, L, cy + 14);
  pen.text(c.city, L, cy + 27);
  pen.text(`C.I.F. ${fnif(c.nif, 'plain')}`, L, cy + 40);
  pen.text(['Entrega en obra:', 'Obra:', 'Lugar de entrega:'][v], 320, cy, { font: 'Times-Bold', size: 10 });
  pen.text(site.name, 320, cy + 14, { font: 'Times-Roman', size: 10 });
  pen.text(site.place, 320, cy + 27, { font: 'Times-Roman', size: 10 });
  pen.text(`Camión: ${rng.pick(['grúa 2', 'pluma 1', 'reparto 3'])} · Cliente ${c.code}`, 320, cy + 40, { font: 'Times-Roman', size: 10 });

  const cols: Col[] = [
    { key: 'code', head: 'Artículo', x: L, w: 56, align: 'l' },
    { key: 'desc', head: 'Descripción', x: L + 56, w: 222, align: 'l' },
    { key: 'u', head: 'Unidad', x: L + 278, w: 44, align: 'l' },
    { key: 'q', head: 'Cantidad', x: L + 322, w: 56, align: 'r' },
    { key: 'p', head: 'Precio', x: L + 378, w: 56, align: 'r' },
    { key: 'a', head: 'Importe', x: L + 434, w: R - L - 434, align: 'r' },
  ];
  const rows: Row[] = lines.map((l) => ({
    code: l.code,
    desc: l.desc.length > 1 ? l.desc : l.desc[0],
    u: l.unit,
    q: qty(l.qtyMilli, l.dec),
    p: money(l.price),
    a: money(l.amount),
  }));
  const top = 184;
  const end = drawTable(pen, cols, rows, top, { font: 'Times-Roman', bold: 'Times-Bold', size: 10, rowH: 18, subH: 12, headH: 18, border: 'none' });
  pen.line(L, top + 18, R, top + 18, 0.8, terra);

  // totals strip
  const sy = Math.max(end + 24, 560);
  const th = ['Base imponible', `IVA ${percent(21)}`, 'Total albarán'];
  const tv = [money(net), money(vat), money(net + vat, { eur: ' €' })];
  const tw = (R - L) / 3;
  pen.rect(L, sy, R - L, 38, { stroke: terra, lw: 0.8 });
  th.forEach((h, i) => {
    if (i > 0) pen.line(L + tw * i, sy, L + tw * i, sy + 38, 0.6, terra);
    pen.text(h, L + tw * i + 8, sy + 5, { font: 'Times-Roman', size: 9, color: '#555555' });
    pen.right(tv[i], L + tw * (i + 1) - 8, sy + 19, { font: i === 2 ? 'Times-Bold' : 'Times-Roman', size: 11.5, color: '#000000' });
  });

  pen.text('Recibí la mercancía en buen estado:', L, sy + 64, { font: 'Times-Roman', size: 10 });
  pen.line(L, sy + 110, L + 200, sy + 110, 0.5);
  pen.line(L, 770, R, 770, 0.5, terra);
  pen.center(`${s.legal} · C.I.F. ${fnif(s.nif, 'dash')} · ${s.street} · ${s.city} · Tel. ${s.phone}`, (L + R) / 2, 777, { font: 'Times-Roman', size: 7.5 });
  pen.center(s.registry!, (L + R) / 2, 788, { font: 'Times-Roman', size: 7 });

  const bytes = await pen.bytes();
  return noteDoc(job, bytes, noteExpected(number, date, s, lines));
}
