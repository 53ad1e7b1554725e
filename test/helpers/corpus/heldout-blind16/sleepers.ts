import type { CorpusDocument } from '../types.js';
import { cif, date, type DateStyle, figures, type Line, money, type MoneyStyle, qty, Sheet, spellNif, Writer } from './kit.js';
import { BUYERS, noteDoc, type Party } from './parties.js';

/**
 * Railway sleeper and fastening plants' valued delivery notes in Times under a centred
 * letterhead: `Nº Doc.`, `Su pedido`, wagon or lorry, `Importe total (IVA no incluido)`, a date
 * written out for one.
 */

interface Supplier extends Party {
  money: MoneyStyle;
  dates: DateStyle;
  numberLabel: string;
  registry?: string;
}

const SUPPLIERS: Supplier[] = [
  {
    name: 'Traviesas de Hormigón del Duero, S.A.',
    nif: cif('A', '4912765'),
    street: 'Ctra. de Zamora a Benavente, km 12',
    city: '49180 Coreses (Zamora)',
    phone: '980 500 144',
    money: 'dot€',
    dates: 'es',
    numberLabel: 'Nº Doc.',
  },
  {
    name: 'Prefabricados Ferroviarios de Sagunto, S.L.',
    nif: cif('B', '4697312'),
    street: 'Polígono Ingruinsa, avda. del Mar 40',
    city: '46520 Puerto de Sagunto (Valencia)',
    phone: '962 690 471',
    money: 'dot',
    dates: 'd/m/Y',
    numberLabel: 'Albarán nº',
    registry: 'Reg. Merc. Valencia, tomo 8220, libro 5512, folio 90, hoja V-104228',
  },
  {
    name: 'Sujeciones y Traviesas del Norte, S.L.L.',
    nif: cif('B', '0148952'),
    street: 'Polígono Ali-Gobeo, calle Lermandabide 9',
    city: '01010 Vitoria-Gasteiz (Álava)',
    phone: '945 290 633',
    money: 'dotEUR',
    dates: 'd-m-Y',
    numberLabel: 'Documento nº',
  },
];

const LINES: Line[][] = [
  [
    { description: 'Traviesa monobloque AI-04 ancho ibérico', quantity: '640', unit: 'ud', price: 6_850n },
    { description: 'Juego de sujeción elástica SKL-1 completo', quantity: '1280', unit: 'jgo', price: 1_240n },
    { description: 'Placa de asiento elastomérica 6 mm', quantity: '1280', unit: 'ud', price: 215n },
  ],
  [
    { description: 'Traviesa polivalente PR-01 para tercer carril', quantity: '420', unit: 'ud', price: 8_920n },
    { description: 'Traviesa de desvío, juego de 44 piezas', quantity: '1', unit: 'jgo', price: 1_842_000n },
    { description: 'Transporte en góndola a Xàtiva', quantity: '6', unit: 'viaje', price: 38_500n },
  ],
  [
    { description: 'Clip elástico tipo E-2055', quantity: '5000', unit: 'ud', price: 186n },
    { description: 'Tirafondo 22x165 con arandela', quantity: '5000', unit: 'ud', price: 94n },
    { description: 'Aislador lateral de poliamida', quantity: '5000', unit: 'ud', price: 41n },
    { description: 'Palet de madera retornable', quantity: '10', unit: 'ud', price: 1_200n },
  ],
];

export async function sleeperNotes(): Promise<CorpusDocument[]> {
  const layout = 'rail-sleepers';
  const buyers = [BUYERS.duero, BUYERS.levante, BUYERS.duero];
  const dates = ['2026-02-17', '2026-06-08', '2026-09-14'];
  const numbers = ['TD-0031877', '26/1442', '2026/0716'];
  const orders = ['OC-4411-26', '4500021997', 'PED 118/26'];
  const vehicles = ['Vagón 33 71 4758 021-6', 'Camión 4471-LKB', 'Camión 7820-MDS'];
  const out: CorpusDocument[] = [];
  for (let i = 0; i < 3; i++) {
    const s = SUPPLIERS[i];
    const buyer = buyers[i];
    const f = figures(LINES[i], { rate: 21 });
    const sheet = new Sheet(`Albarán ${numbers[i]}`, s.name);
    const w = new Writer(sheet, 'Times', 10);
    w.center(s.name, 297.6, 40, { size: 16, bold: true });
    w.center(`${s.street} · ${s.city}`, 297.6, 60, { size: 9 });
    w.center(`Teléfono ${s.phone} · N.I.F. ${spellNif(s.nif, 'dash')}`, 297.6, 72, { size: 9 });
    sheet.line(150, 88, 445, 88, { width: 0.8 });
    w.center('ALBARÁN DE ENTREGA', 297.6, 100, { size: 12, bold: true });
    let y = 130;
    w.text(`${s.numberLabel} ${numbers[i]}`, 40, y, { bold: true });
    w.text(`Fecha: ${date(dates[i], s.dates)}`, 40, (y += 14));
    w.text(`Su pedido: ${orders[i]}`, 40, (y += 14));
    w.text(`Transporte: ${vehicles[i]}`, 40, (y += 14));
    w.text('Cliente', 330, 130, { italic: true });
    w.text(buyer.name, 330, 144, { bold: true });
    w.text(buyer.street, 330, 158);
    w.text(buyer.city, 330, 172);
    w.text(`C.I.F. ${buyer.nif}`, 330, 186);
    y = 220;
    sheet.line(40, y - 4, 555, y - 4, { width: 1 });
    w.text('Descripción', 40, y, { bold: true });
    w.right('Cantidad', 360, y, { bold: true });
    w.text('Unidad', 368, y, { bold: true });
    w.right('Precio', 470, y, { bold: true });
    w.right('Importe', 555, y, { bold: true });
    sheet.line(40, y + 13, 555, y + 13, { width: 0.5 });
    y += 20;
    for (const l of f.lines) {
      w.text(l.description, 40, y);
      w.right(qty(l.quantity, 0), 360, y);
      w.text(l.unit, 368, y);
      w.right(money(l.price, 'dot'), 470, y);
      w.right(money(l.amount, 'dot'), 555, y);
      y += 16;
    }
    sheet.line(40, y, 555, y, { width: 0.5 });
    y += 14;
    w.text('Importe total (IVA no incluido)', 300, y, { bold: true });
    w.right(money(f.base, s.money), 555, y, { bold: true });
    w.text('Conforme cliente:', 40, 700, { italic: true });
    sheet.line(40, 745, 220, 745, { width: 0.5 });
    if (s.registry) w.center(s.registry, 297.6, 805, { size: 7 });
    out.push(noteDoc(`blind16-sleepers-${i + 1}`, layout, await sheet.finish(), buyer, { number: numbers[i], date: dates[i], seller: s, figures: f }));
  }
  return out;
}
