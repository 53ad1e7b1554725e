import type { CorpusDocument } from '../types.js';
import type { Layout } from './invoices-a.js';
import {
  type DateStyle,
  type Job,
  type Line,
  type MoneyStyle,
  type Party,
  amt,
  cell,
  close,
  eur,
  fmtDate,
  line,
  noteDoc,
  pct,
  pdf,
  price,
  qty,
  showNif,
  stack,
  table,
  units,
} from './kit.js';
import { party } from './parties.js';

/**
 * The six delivery-note layouts of the second blind held-out set: a brick works' pallets, a
 * timber yard, a diesel delivery ticket, dry mortar by silo, a hardware store's counter note and
 * a concrete pump's service sheet. All are priced: their lines are part of the ground truth.
 */

const plate = (job: Job<unknown>) => `${job.rng.int(1000, 9999)}-${job.rng.pick(['KLM', 'HBD', 'GZX', 'JNR', 'LPS', 'MCV'])}`;

// ---------------------------------------------------------------------------------------------
// Brick and ceramic block works: pallets, bricks by the thousand or by the piece

interface Bricks {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  byThousand: boolean;
  l: { number: string; date: string; sum: string; total: string };
  number: (n: number) => string;
}

const BRICKS: Array<[string, string, number, number, number]> = [
  ['LP7', 'Ladrillo perforado 24x11,5x7 cm', 336, 18500, 19],
  ['LHD9', 'Ladrillo hueco doble 24x11,5x9 cm', 288, 15200, 16],
  ['CV5', 'Ladrillo caravista klinker rojo 24x11,5x5 cm', 480, 42000, 42],
  ['TA19', 'Bloque Termoarcilla 30x19x19 cm', 60, 98000, 98],
  ['RAS4', 'Rasillón cerámico machihembrado 80x25x4 cm', 150, 72000, 72],
];

export const bricks: Layout<Bricks> = {
  name: 'ladrillo-palets',
  suppliers: [
    {
      party: party('A', { name: 'Cerámica La Esperanza, S.A.', street: 'Ctra. de Toledo, km 21', town: '28970 Humanes de Madrid (Madrid)', phone: '916 04 18 33' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      byThousand: true,
      l: { number: 'Nº Albarán', date: 'Fecha', sum: 'Importe neto', total: 'Total albarán' },
      number: (n) => `${String(n).padStart(7, '0')}`,
    },
    {
      party: party('F', { name: 'Ladrillos y Tejas del Alagón, S. Coop.', street: 'Camino de Torres, s/n', town: '50630 Alagón (Zaragoza)', phone: '976 61 03 47' }),
      money: { group: '', euro: 'none' },
      date: 'dd-mm-yy',
      byThousand: false,
      l: { number: 'Albarán', date: 'Fecha carga', sum: 'Suma', total: 'Total' },
      number: (n) => `A-${n}`,
    },
    {
      party: party('B', { name: 'Tejar Hermanos Villalba, S.L.', street: 'Paraje El Tejar, 3', town: '23700 Linares (Jaén)', phone: '953 69 21 50' }),
      money: { group: '.', euro: 'before' },
      date: 'long-es',
      byThousand: true,
      l: { number: 'Albarán nº', date: 'Fecha', sum: 'Base imponible', total: 'Total' },
      number: (n) => `THV/${n}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const date = rng.day(1, 10);
    const number = sp.number(rng.int(10000, 990000));
    const pallets: number[] = [];
    const lines: Line[] = rng.sample(BRICKS, rng.int(1, 3)).map(([code, d, per, thousand, piece]) => {
      const n = rng.int(2, 12);
      pallets.push(n);
      return sp.byThousand ? line(d, BigInt(n * per), 'millar', BigInt(thousand), { code }) : line(d, units(n * per), 'ud', BigInt(piece), { code });
    });
    const palletCount = pallets.reduce((a, b) => a + b, 0);
    lines.push(line('Palet europeo retornable', units(palletCount), 'ud', 1200n, { code: 'PAL' }));
    pallets.push(0);
    lines.push(line('Portes camión grúa', units(1), 'viaje', rng.cents(7500, 14000, 500), { code: 'PORT' }));
    pallets.push(0);
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      p.text(seller.name.toUpperCase(), 40, 40, { size: 13, bold: true });
      p.text('Fábrica de ladrillos y bloques cerámicos', 40, 57, { italic: true });
      p.text(`${seller.street} · ${seller.town}`, 40, 70);
      p.text(`Tel. ${seller.phone} · NIF ${showNif(seller.nif, 'dash')}`, 40, 81);
      p.text('ALBARÁN DE ENTREGA', 360, 40, { size: 12, bold: true });
      cell(s, 360, 56, 95, 28, sp.l.number, number, { bold: true });
      cell(s, 455, 56, 100, 28, sp.l.date, fmtDate(date, sp.date));
      cell(s, 360, 84, 95, 28, 'Matrícula', plate(job));
      cell(s, 455, 84, 100, 28, 'Conductor', job.rng.pick(['J. Moreno', 'A. Sanz', 'R. Gil', 'P. Ortiz']));
      s.box(40, 124, 250, 58);
      p.text('Cliente', 46, 128, { size: 7 });
      p.text(buyer.name, 46, 140, { bold: true });
      p.text(`${buyer.street}, ${buyer.town}`, 46, 153, { size: 8 });
      p.text(`NIF ${buyer.nif}`, 46, 165, { size: 8 });
      s.box(305, 124, 250, 58);
      p.text('Lugar de entrega', 311, 128, { size: 7 });
      p.text(job.site, 311, 140, { bold: true });
      const end = table(
        s,
        40,
        200,
        [
          { head: 'Código', w: 45 },
          { head: 'Descripción', w: 210 },
          { head: 'Palets', w: 40, align: 'right' },
          { head: 'Cantidad', w: 60, align: 'right' },
          { head: 'Ud', w: 40, align: 'center' },
          { head: 'Precio', w: 55, align: 'right' },
          { head: 'Importe', w: 65, align: 'right' },
        ],
        fig.lines.map((l, i) => [l.code ?? '', l.description, pallets[i] ? String(pallets[i]) : '', qty(l.qty, l.unit === 'millar' ? 3 : 0, l.unit === 'millar' ? '' : '.'), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
        { grid: 'full', rowH: 16, headFill: '#f0e0d0' },
      );
      stack(
        s,
        [
          [sp.l.sum, m(fig.base)],
          [`IVA ${pct(21)}`, m(fig.tax)],
          [sp.l.total, m(fig.total), true],
        ],
        { x: 400, right: 555, y: end + 16, step: 14 },
      );
      s.box(40, end + 16, 200, 60);
      p.text('Recibí conforme (firma y DNI)', 46, end + 20, { size: 7 });
      p.text('Los palets se abonarán a su devolución en buen estado.', 40, end + 86, { size: 7 });
    });
    return noteDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, date, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Timber yard: Times, a table without rules, a code column, wrapped descriptions

interface Timber {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { number: string; date: string; total: string };
  number: (n: number) => string;
}

const TIMBER: Array<[string, string, string, number]> = [
  ['TP2520', 'Tablón de pino país 2,50 x 0,20 x 0,05 m para encofrar', 'm³', 39500],
  ['TF18', 'Tablero fenólico 2500x1250x18 mm', 'ud', 4590],
  ['RAS5025', 'Rastrel de pino 50x25 mm cepillado', 'ml', 115],
  ['PM3', 'Puntal de madera de eucalipto 3 m', 'ud', 540],
  ['OSB15', 'Tablero OSB-3 2500x1250x15 mm', 'ud', 1890],
  ['GL24', 'Viga laminada GL24h 100x200 mm', 'ml', 2850],
  ['CUN', 'Cuñas de madera para encofrado (saco 50 ud)', 'ud', 650],
  ['LIS', 'Listón de pino 2,5 m sección 40x40 mm', 'ud', 235],
];

export const timber: Layout<Timber> = {
  name: 'maderas',
  suppliers: [
    {
      party: party('B', { name: 'Maderas Hermanos Lozano, S.L.', street: 'Ctra. de Andalucía, km 14,5', town: '28906 Getafe (Madrid)', phone: '916 82 77 41' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      l: { number: 'Albarán nº', date: 'Fecha', total: 'TOTAL ALBARÁN (sin IVA)' },
      number: (n) => `${n}`,
    },
    {
      party: party('A', { name: 'Almacén de Maderas El Pinar, S.A.', street: 'Avda. de Valladolid, 40', town: '42004 Soria', phone: '975 22 31 08' }),
      money: { group: '', euro: 'none' },
      date: 'd/m/yyyy',
      l: { number: 'Nº Alb.', date: 'Fecha', total: 'Importe total' },
      number: (n) => `AP-${String(n).padStart(6, '0')}`,
    },
    {
      party: party('B', { name: 'Maderas Iturralde, S.L.', street: 'Polígono Ugaldeguren I, parcela 7', town: '48170 Zamudio (Bizkaia)', phone: '944 52 60 19' }),
      money: { group: '.', euro: 'EUR' },
      date: 'dd.mm.yyyy',
      l: { number: 'Albarán', date: 'Data / Fecha', total: 'Suma total' },
      number: (n) => `MI${n}`,
    },
  ],
  async make(job) {
    return timberNote(job);
  },
};

/** A timber note; `printedSum` (hard documents) prints another sum than the lines'. */
export async function timberNote(job: Job<Timber>, hard?: { sum: (lines: Line[]) => bigint; why: string }): Promise<CorpusDocument> {
  const { rng, supplier: sp, buyer } = job;
  const date = rng.day(1, 10);
  const number = sp.number(rng.int(2000, 99000));
  const lines = rng.sample(TIMBER, rng.int(3, 6)).map(([code, d, u, p]) => {
    const q = u === 'm³' ? BigInt(rng.int(8, 60) * 25) : u === 'ml' ? rng.qty(20, 300, 500) : units(rng.int(4, 60));
    return line(d, q, u, BigInt(p), { code });
  });
  const fig = close(lines);
  const printedSum = hard ? hard.sum(fig.lines) : undefined;
  const m = (c: bigint) => eur(c, sp.money);
  const bytes = await pdf({ family: 'Times', size: 10 }, (s) => {
    const p = s.pen;
    const seller = sp.party;
    p.text(seller.name, 50, 46, { size: 16, bold: true });
    p.text('Maderas para la construcción · Tableros · Vigas', 50, 66, { italic: true });
    p.text(seller.street, 50, 82);
    p.text(`${seller.town} · Tel. ${seller.phone}`, 50, 95);
    p.text(`C.I.F. ${showNif(seller.nif, 'space')}`, 50, 108);
    s.box(330, 46, 215, 76, { radius: 8 });
    p.text(buyer.name, 340, 54, { bold: true });
    p.text(buyer.street, 340, 68);
    p.text(buyer.town, 340, 82);
    p.text(`N.I.F. ${buyer.nif}`, 340, 96);
    p.text(`Obra: ${job.site}`, 340, 110, { size: 8.5 });
    p.text('ALBARÁN', 50, 140, { size: 13, bold: true });
    p.text(`${sp.l.number}: ${number}`, 160, 142, { bold: true });
    p.text(`${sp.l.date}: ${fmtDate(date, sp.date)}`, 330, 142);
    s.rule(50, 160, 545, 160, 1);
    const end = table(
      s,
      50,
      166,
      [
        { head: 'Código', w: 55 },
        { head: 'Artículo', w: 190, wrap: true },
        { head: 'Cantidad', w: 60, align: 'right' },
        { head: 'Ud.', w: 35, align: 'center' },
        { head: 'Precio', w: 70, align: 'right' },
        { head: 'Importe', w: 85, align: 'right' },
      ],
      fig.lines.map((l) => [l.code ?? '', l.description, qty(l.qty, l.unit === 'm³' ? 3 : l.unit === 'ml' ? 1 : 0, '.'), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
      { grid: 'none', rowH: 17, size: 9.5 },
    );
    s.rule(50, end + 6, 545, end + 6, 1);
    p.text(sp.l.total, 300, end + 16, { bold: true });
    p.right(m(printedSum ?? fig.base), 545, end + 16, { bold: true });
    p.text('IVA no incluido. Se facturará a fin de mes.', 50, end + 40, { italic: true, size: 9 });
    p.text('Recibido:', 50, end + 80);
    s.rule(100, end + 90, 260, end + 90, 0.4);
  });
  return noteDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, date, fig, bytes, printedSubtotal: printedSum, hard: hard?.why });
}

// ---------------------------------------------------------------------------------------------
// Diesel delivery: the tanker's metered ticket

interface Diesel {
  party: Party;
  date: DateStyle;
  unit: string;
  litres: (milli: bigint) => string;
  pricePlaces: number;
  adblue: boolean;
  number: (n: number) => string;
}

export const diesel: Layout<Diesel> = {
  name: 'gasoleo-ticket',
  suppliers: [
    {
      party: party('B', { name: 'Petróleos y Combustibles Almanzora, S.L.', street: 'Ctra. N-340a, km 512', town: '04630 Garrucha (Almería)', phone: '950 13 28 44' }),
      date: 'dd/mm/yyyy',
      unit: 'L',
      litres: (l) => qty(l, 0, '.'),
      pricePlaces: 3,
      adblue: false,
      number: (n) => `${String(n).padStart(7, '0')}`,
    },
    {
      party: party('F', { name: 'Gasóleos Agrícolas del Bierzo, S. Coop.', street: 'Avda. de Galicia, 402', town: '24400 Ponferrada (León)', phone: '987 41 55 20' }),
      date: 'dd-mm-yy',
      unit: 'l',
      litres: (l) => qty(l, 2, ''),
      pricePlaces: 2,
      adblue: true,
      number: (n) => `GB-${n}`,
    },
    {
      party: party('A', { name: 'Distribuidora de Carburantes Tierra de Campos, S.A.', street: 'Pol. Ind. San Cristóbal, C/ Plata, 18', town: '47012 Valladolid', phone: '983 39 60 71' }),
      date: 'dd/mm/yyyy',
      unit: 'litros',
      litres: (l) => qty(l, 0, ''),
      pricePlaces: 3,
      adblue: false,
      number: (n) => `T${n}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const date = rng.day(1, 10);
    const number = sp.number(rng.int(100000, 999999));
    const litres = rng.int(300, 2400);
    const lines = [line('Gasóleo B', units(litres), sp.unit, rng.cents(98, 132, 1))];
    if (sp.adblue) lines.push(line('AdBlue granel', units(rng.int(40, 200)), sp.unit, rng.cents(55, 79, 1)));
    const fig = close(lines);
    const start = rng.int(100000, 900000);
    const g = '.';
    const bytes = await pdf({ family: 'Courier', size: 7.5, page: [226, 520] }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      let y = 16;
      const next = (t: string, o: { bold?: boolean; center?: boolean; size?: number } = {}) => {
        if (o.center) p.center(t, 113, y, o);
        else p.text(t, 10, y, o);
        y += (o.size ?? 7.5) + 3.5;
      };
      for (const part of p.wrap(seller.name.toUpperCase(), 200, { bold: true })) next(part, { bold: true, center: true });
      next(seller.street, { center: true });
      next(seller.town, { center: true });
      next(`CIF ${showNif(seller.nif, 'plain')}  Tel ${seller.phone}`, { center: true });
      next('-'.repeat(48));
      next(`ALBARAN DE ENTREGA N. ${number}`, { bold: true });
      next(`FECHA ${fmtDate(date, sp.date)}   HORA ${String(rng.int(7, 17)).padStart(2, '0')}:${String(rng.int(0, 59)).padStart(2, '0')}`);
      next(`CISTERNA ${plate(job)}  PRODUCTO 1`);
      next('-'.repeat(48));
      next('CLIENTE:');
      for (const part of p.wrap(buyer.name, 200)) next(part);
      next(`NIF ${buyer.nif}`);
      for (const part of p.wrap(`OBRA: ${job.site}`, 200)) next(part);
      next('-'.repeat(48));
      next(`CONTADOR INICIAL     ${String(start).padStart(8, '0')}`);
      next(`CONTADOR FINAL       ${String(start + litres).padStart(8, '0')}`);
      next(`TEMPERATURA          ${rng.int(6, 24)},${rng.int(0, 9)} C`);
      next('-'.repeat(48));
      p.text('PRODUCTO', 10, y, { bold: true });
      p.right('CANT', 112, y, { bold: true });
      p.text('UD', 116, y, { bold: true });
      p.right('PRECIO', 170, y, { bold: true });
      p.right('IMPORTE', 216, y, { bold: true });
      y += 11;
      for (const l of fig.lines) {
        p.text(l.description, 10, y);
        y += 10;
        p.right(sp.litres(l.qty), 112, y);
        p.text(l.unit, 116, y);
        p.right(price(l.price, sp.pricePlaces, g), 170, y);
        p.right(amt(l.amount, g), 216, y);
        y += 11;
      }
      next('-'.repeat(48));
      const right = (k: string, v: string, bold = false) => {
        p.text(k, 10, y, { bold });
        p.right(v, 216, y, { bold });
        y += 11;
      };
      right('BASE IMPONIBLE', amt(fig.base, g));
      right(`IVA ${pct(21, 'tight')}`, amt(fig.tax, g));
      right('TOTAL EUR', amt(fig.total, g), true);
      y += 6;
      next('Gasoleo B uso restringido (marcado).');
      next('Firma y sello cliente:');
      y += 30;
      next('-'.repeat(48));
    });
    return noteDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, date, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Dry mortar: bulk by weighbridge into a silo, silo hire by the day

interface Mortar {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { number: string; date: string; customer: string; site: string; truck: string; sum: string };
  number: (n: number) => string;
}

export const mortar: Layout<Mortar> = {
  name: 'mortero-silo',
  suppliers: [
    {
      party: party('B', { name: 'Morteros Secos del Jarama, S.L.', street: 'Pol. Ind. El Gurugú, C/ Cantera, 4', town: '28806 Alcalá de Henares (Madrid)', phone: '918 83 40 56' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      l: { number: 'Nº Albarán', date: 'Fecha', customer: 'Cliente', site: 'Obra', truck: 'Vehículo', sum: 'Total sin IVA' },
      number: (n) => `MJ${String(n).padStart(6, '0')}`,
    },
    {
      party: party('A', { name: 'Hormigones y Morteros Sedano, S.A.', street: 'Ctra. de Burgos a Santander, km 6', town: '09197 Quintanadueñas (Burgos)', phone: '947 29 11 63' }),
      money: { group: '.', euro: 'none' },
      date: 'dd-mm-yyyy',
      l: { number: 'Documento', date: 'Fecha doc.', customer: 'Destinatario', site: 'Descarga en', truck: 'Matrícula', sum: 'Neto' },
      number: (n) => `${n}`,
    },
    {
      party: party('B', { name: 'Prefabricados y Morteros Tormes, S.L.U.', street: 'Camino de Aldealengua, 11', town: '37183 Cabrerizos (Salamanca)', phone: '923 28 90 12' }),
      money: { group: '', euro: 'tight' },
      date: 'long-es',
      l: { number: 'Albarán nº', date: 'Fecha entrega', customer: 'Cliente', site: 'Obra', truck: 'Camión', sum: 'Importe' },
      number: (n) => `PT-${n}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const date = rng.day(1, 10);
    const number = sp.number(rng.int(1000, 500000));
    const net = rng.int(900, 2400) * 10;
    const tare = rng.int(1200, 1550) * 10;
    const lines = [line(rng.pick(['Mortero seco M-7,5 a granel', 'Mortero seco M-5 a granel', 'Mortero de albañilería M-10 granel']), BigInt(net), 't', rng.cents(3800, 5200, 10))];
    if (rng.chance(0.7)) lines.push(line('Alquiler de silo 22 m³', units(rng.int(5, 30)), 'día', rng.cents(450, 750, 10)));
    if (rng.chance(0.5)) lines.push(line('Mortero cola C1 gris saco 25 kg', units(rng.int(10, 60)), 'saco', rng.cents(390, 620, 5)));
    lines.push(line('Transporte y soplado a silo', units(1), 'viaje', rng.cents(8000, 12000, 500)));
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      p.text(seller.name, 40, 40, { size: 14, bold: true });
      p.text(`${seller.street} · ${seller.town} · Tel. ${seller.phone} · NIF ${seller.nif}`, 40, 58, { size: 7.5 });
      p.right('ALBARÁN', 555, 40, { size: 14, bold: true });
      cell(s, 40, 80, 110, 30, sp.l.number, number, { bold: true, fill: '#fff6d5' });
      cell(s, 150, 80, 110, 30, sp.l.date, fmtDate(date, sp.date));
      cell(s, 260, 80, 90, 30, sp.l.truck, plate(job));
      cell(s, 350, 80, 205, 30, sp.l.customer, buyer.name, { valueSize: 8 });
      cell(s, 40, 110, 310, 30, sp.l.site, job.site);
      cell(s, 350, 110, 205, 30, 'NIF cliente', buyer.nif);
      p.text('PESADA BÁSCULA', 40, 156, { bold: true });
      p.text(`Bruto ${qty(units(net + tare), 0, '.')} kg    Tara ${qty(units(tare), 0, '.')} kg    Neto ${qty(units(net), 0, '.')} kg`, 140, 156);
      const end = table(
        s,
        40,
        176,
        [
          { head: 'Descripción', w: 255 },
          { head: 'Cantidad', w: 65, align: 'right' },
          { head: 'Unidad', w: 45, align: 'center' },
          { head: 'Precio', w: 65, align: 'right' },
          { head: 'Importe', w: 85, align: 'right' },
        ],
        fig.lines.map((l) => [l.description, qty(l.qty, l.unit === 't' ? 3 : 0), l.unit, price(l.price, 2, sp.money.group), m(l.amount)]),
        { grid: 'rows', rowH: 17, headFill: '#fff6d5' },
      );
      stack(
        s,
        [
          [sp.l.sum, m(fig.base), true],
          [`IVA ${pct(21)}`, m(fig.tax)],
          ['Total con IVA', m(fig.total)],
        ],
        { x: 390, right: 555, y: end + 16, step: 14 },
      );
      p.text('Hora de carga ____  Hora de descarga ____', 40, end + 16);
      p.text('Conforme cliente:', 40, end + 40);
    });
    return noteDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, date, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Hardware store: a counter delivery note on A5, shaded rows, no rules

interface Hardware {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  l: { title: string; number: string; date: string; base: string; total: string };
  number: (n: number) => string;
}

const HARDWARE: Array<[string, string, string, number, number, number]> = [
  ['TOR-M1040', 'Tornillo hexagonal DIN 933 M10x40 zinc', 'ud', 20, 200, 14],
  ['TAC-8', 'Taco nylon 8 mm caja 100', 'caja', 1, 6, 395],
  ['DIS-230', 'Disco corte metal 230x1,9 mm', 'ud', 2, 25, 285],
  ['BRO-SDS10', 'Broca SDS-Plus 10x210 mm', 'ud', 1, 6, 420],
  ['GUA-N9', 'Guantes de nitrilo talla 9', 'par', 6, 48, 245],
  ['CIN-BAL', 'Cinta de balizamiento roja/blanca 200 m', 'ud', 1, 10, 690],
  ['CUE-4', 'Cuerda de nylon 4 mm', 'm', 10, 100, 35],
  ['SPR-FL', 'Spray marcador fluorescente 500 ml', 'ud', 2, 12, 485],
  ['ALA-13', 'Alambre recocido nº 13 rollo 5 kg', 'rollo', 1, 8, 1290],
  ['ESP-PU', 'Espuma de poliuretano 750 ml', 'ud', 2, 12, 615],
  ['SIL-N', 'Silicona neutra gris 300 ml', 'ud', 2, 24, 420],
  ['CAD-6', 'Cadena galvanizada 6 mm', 'm', 2, 20, 210],
  ['NIV-60', 'Nivel de aluminio 60 cm', 'ud', 1, 3, 1575],
  ['CLA-70', 'Clavo acero 70 mm caja 1 kg', 'caja', 1, 10, 560],
  ['CUB-G', 'Cubo de goma 12 l', 'ud', 1, 6, 325],
];

export const hardware: Layout<Hardware> = {
  name: 'ferreteria-mostrador',
  suppliers: [
    {
      party: party('B', { name: 'Ferretería Industrial El Clavo, S.L.', brand: 'FERRETERÍA EL CLAVO', street: 'C/ de la Fundición, 9', town: '28500 Arganda del Rey (Madrid)', phone: '918 71 25 40' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      l: { title: 'ALBARÁN DE MOSTRADOR', number: 'Nº', date: 'Fecha', base: 'Base imponible', total: 'TOTAL' },
      number: (n) => `M-${String(n).padStart(6, '0')}`,
    },
    {
      party: party('E', { name: 'Suministros Ferreteros Huerta, C.B.', brand: 'SUMINISTROS HUERTA', street: 'Avda. Juan Carlos I, 58', town: '30100 Murcia', phone: '968 30 44 12' }),
      money: { group: '', euro: 'none' },
      date: 'dd-mm-yy',
      l: { title: 'ALBARÁN', number: 'Alb.', date: 'F.', base: 'Base', total: 'Total' },
      number: (n) => `${n}`,
    },
    {
      party: party('dni', { name: 'Josefa Martín Cuesta', brand: 'Ferretería La Llave', street: 'Plaza de España, 3', town: '06800 Mérida (Badajoz)', phone: '924 31 09 66' }),
      money: { group: '.', euro: 'EUR' },
      date: 'dd/mm/yyyy',
      l: { title: 'NOTA DE ENTREGA', number: 'Número', date: 'Fecha', base: 'Suma', total: 'Total a pagar' },
      number: (n) => `LL${n}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const date = rng.day(1, 10);
    const number = sp.number(rng.int(10000, 300000));
    const lines = rng.sample(HARDWARE, rng.int(7, 12)).map(([code, d, u, lo, hi, p]) => line(d, u === 'm' ? rng.qty(lo * 2, hi * 2, 500) : units(rng.int(lo, hi)), u, BigInt(p), { code }));
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const bytes = await pdf({ family: 'Helvetica', size: 7.5, page: [420, 595] }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      p.center(seller.brand ?? seller.name, 210, 28, { size: 13, bold: true });
      p.center(`${seller.name} — NIF ${showNif(seller.nif, seller.nif.match(/^\d/) ? 'dots' : 'plain')}`, 210, 45, { size: 7 });
      p.center(`${seller.street} · ${seller.town} · ${seller.phone}`, 210, 55, { size: 7 });
      s.rule(24, 66, 396, 66, 0.8);
      p.text(sp.l.title, 24, 74, { bold: true, size: 9 });
      p.right(`${sp.l.number} ${number}   ${sp.l.date} ${fmtDate(date, sp.date)}   ${String(rng.int(8, 19))}:${String(rng.int(10, 59))}`, 396, 75);
      p.text(`Cliente: ${String(4000 + job.v * 13)}  ${buyer.name}  NIF ${buyer.nif}`, 24, 90);
      p.text(`Retira: ${rng.pick(['encargado de obra', 'D. Luis Prieto', 'oficial (furgoneta)'])} · Obra: ${job.site}`, 24, 101);
      const end = table(
        s,
        24,
        116,
        [
          { head: 'Código', w: 60 },
          { head: 'Descripción', w: 170 },
          { head: 'Cant.', w: 38, align: 'right' },
          { head: 'Ud', w: 28, align: 'center' },
          { head: 'Precio', w: 34, align: 'right' },
          { head: 'Importe', w: 42, align: 'right' },
        ],
        fig.lines.map((l) => [l.code ?? '', l.description, qty(l.qty, l.unit === 'm' ? 1 : 0), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]),
        { grid: 'none', rowH: 13, zebra: '#ececec', headFill: '#cccccc', size: 7 },
      );
      stack(
        s,
        [
          [sp.l.base, m(fig.base)],
          [`IVA ${pct(21)}`, m(fig.tax)],
          [sp.l.total, m(fig.total), true],
        ],
        { x: 270, right: 396, y: end + 12, step: 12 },
      );
      p.text('Precios sin IVA. Material retirado en tienda.', 24, end + 12, { size: 6.5 });
      p.text('Firma:', 24, end + 40);
    });
    return noteDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, date, fig, bytes });
  },
};

// ---------------------------------------------------------------------------------------------
// Concrete pump: a service sheet, hours and cubic metres

interface Pump {
  party: Party;
  money: MoneyStyle;
  date: DateStyle;
  /** Units printed after the quantity in one cell, or in a column of their own. */
  unitInQty: boolean;
  l: { number: string; date: string; pump: string; operator: string; sum: string };
  number: (n: number) => string;
}

export const pump: Layout<Pump> = {
  name: 'bomba-hormigon',
  suppliers: [
    {
      party: party('B', { name: 'Bombeos de Hormigón Jarama, S.L.', street: 'C/ Hormigón, 12, Pol. Ind. Ventorro del Cano', town: '28925 Alcorcón (Madrid)', phone: '916 43 28 15' }),
      money: { group: '.', euro: 'after' },
      date: 'dd/mm/yyyy',
      unitInQty: true,
      l: { number: 'Parte / Albarán nº', date: 'Fecha', pump: 'Bomba', operator: 'Operador', sum: 'Total servicio (sin IVA)' },
      number: (n) => `BJ-${n}`,
    },
    {
      party: party('A', { name: 'Bombas Guadalquivir, S.A.', street: 'Autovía A-4, km 533, Polígono La Isla', town: '41703 Dos Hermanas (Sevilla)', phone: '955 66 70 03' }),
      money: { group: '', euro: 'none' },
      date: 'dd.mm.yyyy',
      unitInQty: false,
      l: { number: 'Albarán', date: 'Fecha servicio', pump: 'Equipo', operator: 'Bombista', sum: 'Importe' },
      number: (n) => `${String(n).padStart(6, '0')}`,
    },
    {
      party: party('B', { name: 'Transportes y Bombeos Ferrol, S.L.', street: 'Estrada de Castela, 233', town: '15404 Ferrol (A Coruña)', phone: '981 31 62 77' }),
      money: { group: '.', euro: 'EUR' },
      date: 'dd/mm/yyyy',
      unitInQty: false,
      l: { number: 'Nº Albarán', date: 'Data / Fecha', pump: 'Matrícula bomba', operator: 'Operario', sum: 'Base imponible' },
      number: (n) => `F${n}`,
    },
  ],
  async make(job) {
    const { rng, supplier: sp, buyer } = job;
    const date = rng.day(1, 10);
    const number = sp.number(rng.int(1000, 90000));
    const boom = rng.pick([28, 32, 36, 42]);
    const hours = Math.max(3, rng.int(6, 18) / 2);
    const lines = [
      line(`Servicio bomba pluma ${boom} m (mínimo 3 h)`, units(hours * 2) / 2n, 'h', rng.cents(9500, 15500, 500)),
      line('Hormigón bombeado', rng.qty(80, 600, 500), 'm³', rng.cents(280, 450, 10)),
    ];
    if (rng.chance(0.5)) lines.push(line('Tubería adicional de 3 m', units(rng.int(1, 6)), 'ud', 1800n));
    lines.push(line('Desplazamiento y montaje', units(1), 'servicio', rng.cents(6000, 12000, 500)));
    if (rng.chance(0.4)) lines.push(line('Limpieza de bomba en obra', units(1), 'ud', 3500n));
    const fig = close(lines);
    const m = (c: bigint) => eur(c, sp.money);
    const places = (l: Line) => (l.unit === 'h' ? 2 : l.unit === 'm³' ? 1 : 0);
    const bytes = await pdf({ family: 'Helvetica', size: 8.5 }, (s) => {
      const p = s.pen;
      const seller = sp.party;
      s.box(40, 36, 515, 50, { fill: '#1b1b1b', stroke: false });
      s.tinted('#ffd200', () => p.text(seller.name.toUpperCase(), 50, 46, { size: 13, bold: true }));
      s.tinted('#ffffff', () => p.text(`${seller.street} · ${seller.town} · Tel. ${seller.phone} · CIF ${showNif(seller.nif, 'dash')}`, 50, 66, { size: 7.5 }));
      p.text('PARTE DE SERVICIO Y ALBARÁN', 40, 100, { size: 11, bold: true });
      const cells: Array<[string, string, number]> = [
        [sp.l.number, number, 120],
        [sp.l.date, fmtDate(date, sp.date), 110],
        [sp.l.pump, `${plate(job)} (${boom} m)`, 140],
        [sp.l.operator, rng.pick(['M. Fernández', 'J. L. Castro', 'D. Ruiz', 'I. Pazos']), 145],
      ];
      let x = 40;
      for (const [k, v, w] of cells) {
        cell(s, x, 118, w, 30, k, v, { bold: k === sp.l.number });
        x += w;
      }
      p.text(`Cliente: ${buyer.name} (NIF ${buyer.nif})`, 40, 162);
      p.text(`Obra: ${job.site}`, 40, 175);
      const arrive = rng.int(7, 9);
      p.text(`Llegada ${arrive}:${rng.pick(['00', '15', '30', '45'])}   Inicio bombeo ${arrive + 1}:00   Fin ${arrive + 1 + Math.floor(hours - 1)}:${rng.pick(['10', '20', '40'])}`, 40, 188);
      const cols = sp.unitInQty
        ? [
            { head: 'Concepto', w: 280 },
            { head: 'Cantidad', w: 80, align: 'right' as const },
            { head: 'Precio', w: 70, align: 'right' as const },
            { head: 'Importe', w: 85, align: 'right' as const },
          ]
        : [
            { head: 'Concepto', w: 255 },
            { head: 'Cant.', w: 60, align: 'right' as const },
            { head: 'Ud.', w: 50, align: 'center' as const },
            { head: 'Precio', w: 65, align: 'right' as const },
            { head: 'Importe', w: 85, align: 'right' as const },
          ];
      const rows = fig.lines.map((l) =>
        sp.unitInQty
          ? [l.description, `${qty(l.qty, places(l))} ${l.unit}`, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)]
          : [l.description, qty(l.qty, places(l)), l.unit, price(l.price, 2, sp.money.group), amt(l.amount, sp.money.group)],
      );
      const end = table(s, 40, 206, cols, rows, { grid: 'full', rowH: 17, headFill: '#ffd200' });
      p.text(sp.l.sum, 360, end + 16, { bold: true });
      p.right(m(fig.base), 555, end + 16, { bold: true });
      p.text(`IVA ${pct(21)} no incluido`, 360, end + 30, { size: 7.5 });
      s.box(40, end + 50, 250, 60);
      p.text('Firma del encargado / sello de la obra', 46, end + 54, { size: 7 });
      s.box(305, end + 50, 250, 60);
      p.text('Observaciones', 311, end + 54, { size: 7 });
    });
    return noteDoc({ id: job.id, layout: job.layout, seller: sp.party, buyer, number, date, fig, bytes });
  },
};
