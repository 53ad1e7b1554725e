import type { CorpusDocument } from '../types.js';
import { cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, noteDoc, type Party } from './parties.js';

/**
 * Explosives distributors' valued delivery notes: number, date, order, the transport permit
 * (`Guía de circulación`, another number) and the site in a header grid with the labels above,
 * codes, kg, units and metres, base, VAT and total.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  color: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Explosivos y Accesorios del Noroeste, S.A.',
    nif: cif('A', '2701583'),
    street: 'Polígono O Ceao, rúa das Pedreiras 14',
    city: '27003 Lugo',
    phone: '982 209 330',
    money: 'dot€',
    dates: 'd/m/Y',
    color: '#b03a2e',
  },
  {
    name: 'Distribuidora de Explosivos Cantábrica, S.L.',
    nif: cif('B', '3960217'),
    street: 'Barrio de Heras, 40',
    city: '39792 Medio Cudeyo (Cantabria)',
    phone: '942 522 017',
    money: 'dot',
    dates: 'd.m.y',
    color: '#1f618d',
  },
  {
    name: 'Suministros de Voladura del Sureste, S.L.',
    nif: cif('B', '3025840'),
    street: 'Ctra. de Mazarrón, km 6',
    city: '30120 El Palmar (Murcia)',
    phone: '968 884 512',
    money: 'dotEUR',
    dates: 'd-m-Y',
    color: '#7d6608',
  },
];

const LINES: Line[][] = [
  [
    { code: 'EM-6552', description: 'Emulsión encartuchada 65x520 mm', quantity: '1250', unit: 'kg', price: 392n },
    { code: 'DE-E500', description: 'Detonador electrónico, cable 15 m', quantity: '180', unit: 'ud', price: 2_460n },
    { code: 'CD-12', description: 'Cordón detonante 12 g/m', quantity: '1500', unit: 'm', price: 61n },
    { code: 'MC-01', description: 'Multiplicador de pentolita 400 g', quantity: '60', unit: 'ud', price: 685n },
  ],
  [
    { code: '101.20', description: 'Explosivo gelatinoso tipo goma 2, 26x200 mm', quantity: '375', unit: 'kg', price: 605n },
    { code: '104.05', description: 'ANFO en sacos de 25 kg', quantity: '2000', unit: 'kg', price: 117n },
    { code: '210.30', description: 'Detonador no eléctrico 500 ms, tubo 6 m', quantity: '240', unit: 'ud', price: 398n },
    { code: '210.90', description: 'Conector de superficie 42 ms', quantity: '40', unit: 'ud', price: 295n },
    { code: '300.01', description: 'Porte en vehículo ADR con escolta', quantity: '1', unit: 'viaje', price: 18_500n },
  ],
  [
    { code: 'RI0075', description: 'Hidrogel encartuchado 50x380 mm', quantity: '600', unit: 'kg', price: 418n },
    { code: 'DT0300', description: 'Detonador eléctrico de alta insensibilidad', quantity: '150', unit: 'ud', price: 312n },
    { code: 'LI0010', description: 'Línea de tiro, rollo de 100 m', quantity: '4', unit: 'rollo', price: 3_850n },
  ],
];

export async function explosivesNotes(): Promise<CorpusDocument[]> {
  const layout = 'explosives';
  const buyers = [BUYERS.norte, BUYERS.norte, BUYERS.levante];
  const dates = ['2026-03-11', '2026-04-02', '2026-05-19'];
  const numbers = ['AL-26-01873', '4471', '26/0956'];
  const orders = ['PO-26-0311', 'pedido tfno.', '4500018733'];
  const permits = ['GC-27-2026-004412', 'GC 39/26/01198', 'GC-30-26-2207'];
  const sites = ['A-76 Villamartín - O Barco', 'Variante de Laredo', 'Desmonte CN-332 Mazarrón'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const f = figures(LINES[i], { rate: 21 });
    const sheet = new Sheet(`Albarán ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    // A diamond hazard mark as the logo.
    sheet.doc.save().moveTo(62, 38).lineTo(84, 60).lineTo(62, 82).lineTo(40, 60).closePath().fill(s.color).restore();
    w.ink('#ffffff').center('1.1D', 62, 56, { size: 8, bold: true });
    w.ink('#000000');
    w.text(s.name, 96, 40, { size: 12, bold: true });
    w.text(`${s.street} · ${s.city}`, 96, 57);
    w.text(`Tel. ${s.phone} · CIF ${spellNif(s.nif, i === 2 ? 'dash' : 'plain')}`, 96, 68);
    w.right('ALBARÁN DE ENTREGA', 555, 92, { size: 13, bold: true });
    // Customer box.
    w.text('Destinatario (consumidor habitual)', 40, 104, { size: 7, bold: true });
    w.text(buyer.name, 40, 115, { bold: true });
    w.text(`${buyer.street}, ${buyer.city}`, 40, 126);
    w.text(`CIF ${buyer.nif}`, 40, 137);
    // Header grid with labels above.
    const xs = [40, 130, 200, 290, 410, 555];
    const heads = ['Nº ALBARÁN', 'FECHA', 'Nº PEDIDO', 'GUÍA DE CIRCULACIÓN', 'OBRA / POLVORÍN'];
    const vals = [numbers[i], date(dates[i], s.dates), orders[i], permits[i], sites[i]];
    heads.forEach((h, k) => {
      sheet.rect(xs[k], 156, xs[k + 1] - xs[k], 13, { fill: s.color });
      sheet.rect(xs[k], 169, xs[k + 1] - xs[k], 16, { stroke: s.color });
      w.ink('#ffffff').text(h, xs[k] + 3, 159.5, { size: 6.5, bold: true });
      w.ink('#000000').text(vals[k], xs[k] + 3, 173, { size: 7.5 });
    });
    // Lines.
    let y = 204;
    sheet.line(40, y - 5, 555, y - 5, { color: s.color, width: 1 });
    w.text('Código', 40, y, { bold: true });
    w.text('Descripción', 100, y, { bold: true });
    w.right('Cantidad', 370, y, { bold: true });
    w.text('Ud.', 378, y, { bold: true });
    w.right('Precio', 470, y, { bold: true });
    w.right('Importe', 555, y, { bold: true });
    sheet.line(40, y + 12, 555, y + 12, { color: s.color, width: 0.5 });
    y += 19;
    for (const l of f.lines) {
      w.text(l.code ?? '', 40, y);
      w.text(l.description, 100, y);
      w.right(qty(l.quantity, 0), 370, y);
      w.text(l.unit, 378, y);
      w.right(money(l.price, 'dot'), 470, y);
      w.right(money(l.amount, 'dot'), 555, y);
      y += 14;
    }
    sheet.line(40, y, 555, y, { color: s.color, width: 0.5 });
    y += 14;
    const row = (k: string, v: string, bold = false) => {
      w.text(k, 390, y, { bold });
      w.right(v, 555, y, { bold });
      y += 13;
    };
    row('Base imponible', money(f.base, s.money));
    row('IVA 21 %', money(f.vat, s.money));
    row('Total', money(f.total, s.money), true);
    w.text('Material de la clase 1. Entregado al artillero autorizado, que firma la recepción.', 40, 720, { size: 7.5 });
    sheet.rect(40, 734, 160, 50, { stroke: '#888888' });
    sheet.rect(395, 734, 160, 50, { stroke: '#888888' });
    w.text('Entregado por (TIP conductor)', 44, 738, { size: 7 });
    w.text('Recibí: artillero / cartilla nº', 399, 738, { size: 7 });
    out.push(noteDoc(`blind16-explosives-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], date: dates[i], seller: s, figures: f }));
  }
  return out;
}
