import { Mulberry32, seedOf } from '../rng.js';
import type { CorpusDocument } from '../types.js';
import { cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, noteDoc, type Party } from './parties.js';

/**
 * Tunnel support materials (steel arches by the kilogram, rock bolts, mesh, resin cartridges,
 * lagging plates) under a letterhead on the right: `Albarán nº`, `Su referencia`, `Total albarán
 * (sin IVA)`; one supplier's note runs over two pages with `Suma y sigue` / `Suma anterior`.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  pages: 1 | 2;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Sostenimientos Mineros Asturianos, S.A.',
    nif: cif('A', '3318406'),
    street: 'Polígono de Baíña, parcela 31',
    city: '33682 Mieres (Asturias)',
    phone: '985 440 712',
    email: 'pedidos@sostenimientosmineros.es',
    money: 'dot€',
    dates: 'd/m/Y',
    pages: 2,
  },
  {
    name: 'Anclajes y Bulones del Centro, S.L.',
    nif: cif('B', '2894113'),
    street: 'C/ de la Fundición, 15',
    city: '28970 Humanes de Madrid (Madrid)',
    phone: '916 048 237',
    money: 'dot',
    dates: 'd-mon-Y',
    pages: 1,
  },
  {
    name: 'Mallas y Cerchas Industriales, S.L.U.',
    nif: cif('B', '2460719'),
    street: 'Ctra. de Carbajal, km 1',
    city: '24195 Villaquilambre (León)',
    phone: '987 288 604',
    email: 'info@mallasycerchas.com',
    money: 'dotEUR',
    dates: 'd.m.y',
    pages: 1,
  },
];

const CATALOGUE: Line[] = [
  { description: 'Cercha TH-29 de tres piezas, radio 5,40 m', quantity: '', unit: 'kg', price: 142n },
  { description: 'Grapa TH-29 con tornillería', quantity: '', unit: 'ud', price: 1_860n },
  { description: 'Tresillón de unión TH, L=1,00 m', quantity: '', unit: 'ud', price: 1_240n },
  { description: 'Bulón autoperforante R32, L=6 m', quantity: '', unit: 'ud', price: 7_450n },
  { description: 'Bulón de fibra de vidrio 22 mm, L=12 m', quantity: '', unit: 'ud', price: 9_680n },
  { description: 'Cartucho de resina rápida 28x500', quantity: '', unit: 'ud', price: 295n },
  { description: 'Placa de reparto abombada 150x150x8', quantity: '', unit: 'ud', price: 385n },
  { description: 'Malla electrosoldada ME 150x150 Ø6-6, B500T', quantity: '', unit: 'm²', price: 318n },
  { description: 'Chapa Bernold de 2 mm para revestimiento', quantity: '', unit: 'm²', price: 2_140n },
  { description: 'Manguito de empalme R32', quantity: '', unit: 'ud', price: 1_120n },
  { description: 'Tuerca esférica R32', quantity: '', unit: 'ud', price: 265n },
  { description: 'Broca de botones Ø 51 mm', quantity: '', unit: 'ud', price: 6_900n },
];

function linesOf(id: string, n: number): Line[] {
  const rng = new Mulberry32(seedOf(id));
  const out: Line[] = [];
  for (let k = 0; k < n; k++) {
    const item = CATALOGUE[k % CATALOGUE.length];
    const base = item.unit === 'kg' ? rng.int(800, 6400) * 5 : item.unit === 'm²' ? rng.int(40, 320) * 5 : rng.int(2, 60) * 10;
    const detail = k >= CATALOGUE.length ? ` (entrega ${Math.floor(k / CATALOGUE.length) + 1})` : '';
    out.push({ ...item, description: `${item.description}${detail}`, quantity: String(base) });
  }
  return out;
}

export async function tunnelSupportNotes(): Promise<CorpusDocument[]> {
  const layout = 'tunnel-support';
  const buyers = [BUYERS.ute, BUYERS.ute, BUYERS.norte];
  const dates = ['2026-04-21', '2026-05-06', '2026-07-02'];
  const numbers = ['A26-004418', '1187', 'AL/26/0621'];
  const refs = ['Pedido 77/26 - frente norte', 'Ped. 4500019022', 'Su ped. 26-0143'];
  const counts = [34, 6, 7];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const id = `blind16-support-${i + 1}`;
    const f = figures(linesOf(id, counts[i]), { rate: 21 });
    const sheet = new Sheet(`Albarán ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Helvetica', 8.5);
    const head = (page: number) => {
      w.right(s.name, 555, 40, { size: 13, bold: true });
      w.right(`${s.street}, ${s.city}`, 555, 58);
      w.right(`Tel. ${s.phone}${s.email ? ` · ${s.email}` : ''}`, 555, 69);
      w.right(`CIF: ${spellNif(s.nif, 'dash')}`, 555, 80, { bold: true });
      // An arch of steel as the logo.
      sheet.doc.save().lineWidth(4).moveTo(40, 80).bezierCurveTo(40, 30, 100, 30, 100, 80).stroke('#566573').restore();
      w.text('ALBARÁN', 40, 96, { size: 14, bold: true });
      w.text(`Albarán nº ${numbers[i]}`, 40, 118, { bold: true });
      w.text(`Fecha: ${date(dates[i], s.dates)}`, 40, 130);
      w.text(`Su referencia: ${refs[i]}`, 40, 142);
      if (s.pages === 2) w.text(`Hoja ${page} de 2`, 40, 154);
      sheet.rect(320, 110, 235, 56, { stroke: '#566573' });
      w.text(buyer.name, 326, 116, { bold: true });
      w.text(buyer.street, 326, 128);
      w.text(buyer.city, 326, 140);
      w.text(`CIF ${buyer.nif}`, 326, 152);
      sheet.rect(40, 180, 515, 15, { fill: '#d5d8dc' });
      w.text('Descripción', 44, 184, { bold: true });
      w.right('Cantidad', 380, 184, { bold: true });
      w.text('Ud', 388, 184, { bold: true });
      w.right('Precio', 470, 184, { bold: true });
      w.right('Importe', 551, 184, { bold: true });
    };
    const row = (l: (typeof f.lines)[number], y: number) => {
      w.text(l.description, 44, y);
      w.right(qty(l.quantity, 0), 380, y);
      w.text(l.unit, 388, y);
      w.right(money(l.price, 'dot'), 470, y);
      w.right(money(l.amount, 'dot'), 551, y);
    };
    head(1);
    let y = 204;
    const firstPage = s.pages === 2 ? 26 : f.lines.length;
    f.lines.slice(0, firstPage).forEach((l, k) => row(l, y + k * 14));
    y += firstPage * 14;
    if (s.pages === 2) {
      const carried = f.lines.slice(0, firstPage).reduce((a, l) => a + l.amount, 0n);
      sheet.line(40, y, 555, y, { width: 0.5 });
      w.text('Suma y sigue', 360, y + 6, { bold: true });
      w.right(money(carried, s.money), 551, y + 6, { bold: true });
      sheet.newPage();
      head(2);
      y = 204;
      w.text('Suma anterior', 44, y, { bold: true });
      w.right(money(carried, s.money), 551, y, { bold: true });
      y += 16;
      f.lines.slice(firstPage).forEach((l, k) => row(l, y + k * 14));
      y += (f.lines.length - firstPage) * 14;
    }
    sheet.line(40, y, 555, y, { width: 0.5 });
    sheet.rect(330, y + 8, 225, 18, { stroke: '#000000', width: 1 });
    w.text('Total albarán (sin IVA)', 336, y + 13, { bold: true });
    w.right(money(f.base, s.money), 551, y + 13, { bold: true });
    w.text('Recibí conforme (nombre, DNI y firma):', 40, 740, { size: 7.5 });
    out.push(noteDoc(id, layout, await sheet.finish(), buyer, { number: numbers[i], date: dates[i], seller: s, figures: f }));
  }
  return out;
}
