import { lineTotal } from '../../../../src/platform/money.js';
import type { Family } from '../pen.js';
import { type CatalogItem, date, type Line, linesOf, money, PAGE_H, PAGE_W, qty, type Rng, type Sheet } from './kit.js';
import type { Buyer, Party, SupplierSpec } from './parties.js';

/**
 * The third blind set's six valued delivery-note layouts, each with the three suppliers that
 * print it: a precast concrete plant (joists, slabs), a sand and gravel haulier, a steel merchant
 * selling beams by the kilogram, a paint store's counter, a propane supplier and a sanitary-ware
 * wholesaler.
 */

export interface NoteData {
  sup: Party;
  buyer: Buyer;
  site: string;
  number: string;
  date: string;
  lines: Line[];
  /** The sum the note prints: Σ line amounts on every regular note. */
  subtotal: bigint;
  ref: string;
  plate: string;
}

export interface NoteLayout {
  name: string;
  family: Family;
  size: number;
  suppliers: SupplierSpec[];
  lines(rng: Rng): Line[];
  draw(s: Sheet, d: NoteData): void;
}

const M = 40;
const RIGHT = PAGE_W - M;

function signatures(s: Sheet, y: number, labels: string[]): void {
  const w = (RIGHT - M - 10 * (labels.length - 1)) / labels.length;
  labels.forEach((label, i) => {
    const x = M + i * (w + 10);
    s.box(x, y, w, 56, { stroke: '#888888' });
    s.text(label, x + 5, y + 4, { size: 7 });
  });
}

// ------------------------------------------------------------------ 1. precast concrete plant

/** Joist types and their lengths in centimetres. */
const JOISTS = [
  ['T-12', 420],
  ['T-14', 500],
  ['T-18', 540],
  ['T-20', 610],
] as const;

const PRECAST: CatalogItem[] = [
  { description: 'Bovedilla de hormigón 60x25x20', unit: 'ud', price: [62, 98], quantity: [200_000, 1_200_000, 10_000] },
  { description: 'Placa alveolar 20+5 pretensada', unit: 'm²', price: [3100, 3900], quantity: [40_000, 260_000, 10] },
  { description: 'Malla electrosoldada 15x15 D6 (panel 6x2,20)', unit: 'ud', price: [1450, 1980], quantity: [10_000, 60_000, 1000] },
  { description: 'Prelosa armada 4 cm', unit: 'm²', price: [2200, 2900], quantity: [30_000, 180_000, 10] },
  { description: 'Porte en camión grúa', unit: 'ud', price: [18_000, 26_000], quantity: [1000, 1000, 1000] },
  { description: 'Descarga con pluma', unit: 'h', price: [5500, 7000], quantity: [1000, 3000, 500] },
];

const precast: NoteLayout = {
  name: 'precast-plant-note',
  family: 'Helvetica',
  size: 8.5,
  suppliers: [
    {
      name: 'Prefabricados Ebro Medio, S.L.',
      kind: 'B',
      street: 'Ctra. de Logroño km 14',
      town: '50180 Utebo (Zaragoza)',
      phone: '976 78 02 31',
      email: 'expediciones@ebromedio.es',
      number: '26-004512',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'CIF',
      nifStyle: 'plain',
    },
    {
      name: 'VIGUETAS Y FORJADOS DEL JALÓN S.A.',
      kind: 'A',
      street: 'Pol. La Charluca, parcela 21',
      town: '50300 Calatayud (Zaragoza)',
      phone: '976 88 11 60',
      email: 'fabrica@forjadosjalon.com',
      number: 'A-018823',
      date: 'dash',
      money: { dots: true, affix: '' },
      nifLabel: 'C.I.F.:',
      nifStyle: 'dash',
    },
    {
      name: 'Prefabricados de Hormigón Guadiana, S.L.',
      kind: 'B',
      street: 'Ctra. de Cáceres s/n',
      town: '06006 Badajoz',
      phone: '924 27 35 08',
      email: 'albaranes@phguadiana.es',
      number: '0045871',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.',
      nifStyle: 'plain',
    },
  ],
  lines(rng) {
    const [type, length] = rng.pick(JOISTS);
    const count = rng.int(18, 64);
    const quantity = BigInt(count * length * 10);
    const price = BigInt(rng.int(480, 760));
    const joist: Line = {
      description: `Vigueta pretensada ${type} (${count} ud x ${qty(BigInt(length * 10), 2)} m)`,
      quantity,
      unit: 'ml',
      price,
      amount: lineTotal(quantity, price),
      rate: 21,
    };
    return [joist, ...linesOf(rng, PRECAST, rng.int(2, 4))];
  },
  draw(s, d) {
    const { sup } = d;
    const m = sup.money;
    s.box(M, 34, 8, 54, { fill: '#7f8c8d', stroke: false });
    s.fitted(sup.name, M + 16, 36, 340, { size: 13, bold: true });
    s.block([`${sup.street} · ${sup.town}`, `Tel. ${sup.phone} · ${sup.email}`, sup.nifText], M + 16, 54, { size: 8 });
    s.box(400, 34, RIGHT - 400, 58, { stroke: '#000000', width: 1 });
    s.center('ALBARÁN DE ENTREGA', 400 + (RIGHT - 400) / 2, 40, { size: 9, bold: true });
    s.text('Nº', 408, 58, { size: 8 });
    s.right(d.number, RIGHT - 8, 56, { size: 12, bold: true });
    s.text('Fecha', 408, 76, { size: 8 });
    s.right(date(d.date, sup.date), RIGHT - 8, 76, { size: 9.5 });
    s.box(M, 108, 250, 70, { stroke: '#888888' });
    s.text('CLIENTE', M + 5, 112, { size: 7, bold: true });
    s.block([d.buyer.name, d.buyer.street, d.buyer.town, `CIF ${d.buyer.nifShown}`], M + 5, 124, { size: 8.5 });
    s.box(300, 108, RIGHT - 300, 70, { stroke: '#888888' });
    s.text('OBRA / LUGAR DE DESCARGA', 305, 112, { size: 7, bold: true });
    s.paragraph(d.site, 305, 124, RIGHT - 315, { size: 8.5 });
    s.text(`Transportista: propio · Matrícula ${d.plate}`, 305, 160, { size: 8 });
    const rows = d.lines.map((l) => [l.description, qty(l.quantity, 2, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 194, [
      { title: 'Descripción del material', w: 270 },
      { title: 'Cantidad', w: 60, align: 'r' },
      { title: 'Ud.', w: 30, align: 'c' },
      { title: 'Precio', w: 62, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 422, align: 'r' },
    ], rows, { grid: 'full', headFill: '#dfe4e6', rowH: 17, minHeight: 200 });
    s.text('Importe total (IVA no incluido)', 300, y + 10, { size: 9, bold: true });
    s.right(money(d.subtotal, m.affix ? m : { ...m, affix: ' €' }), RIGHT - 3, y + 10, { size: 9.5, bold: true });
    s.text('Material fabricado según EN 15037-1 y EN 1168 con marcado CE. Acopiar sobre durmientes.', M, y + 32, { size: 7, italic: true });
    signatures(s, y + 52, ['Expedición (fábrica)', 'Transportista', 'Recibí conforme (nombre, DNI y firma)']);
  },
};

// ------------------------------------------------------------------ 2. sand and gravel haulier

const GRAVEL: CatalogItem[] = [
  { description: 'Grava 20/40 lavada', unit: 't', price: [1050, 1480], quantity: [12_000, 26_000, 10] },
  { description: 'Arena 0/4 lavada', unit: 't', price: [1150, 1590], quantity: [12_000, 26_000, 10] },
  { description: 'Zahorra artificial ZA-25', unit: 't', price: [780, 1120], quantity: [14_000, 28_000, 10] },
  { description: 'Gravilla 6/12 caliza', unit: 't', price: [1200, 1650], quantity: [10_000, 24_000, 10] },
  { description: 'Tierra vegetal cribada', unit: 't', price: [900, 1400], quantity: [10_000, 24_000, 10] },
];

const gravel: NoteLayout = {
  name: 'gravel-haulier-ticket',
  family: 'Helvetica',
  size: 9,
  suppliers: [
    {
      name: 'Áridos y Transportes Cinca, S.L.',
      kind: 'B',
      street: 'Partida La Gravera s/n',
      town: '22400 Monzón (Huesca)',
      phone: '974 40 18 62',
      email: 'basculas@aridoscinca.es',
      number: '004512',
      date: 'dot2',
      money: { dots: true, affix: ' €' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
    {
      name: 'TRANSPORTES Y GRAVAS LA VEGA, S.L.',
      kind: 'B',
      street: 'Camino del Soto 3',
      town: '18230 Atarfe (Granada)',
      phone: '958 43 70 25',
      email: 'lavega@gravaslavega.es',
      number: 'V-26-3381',
      date: 'slash2',
      money: { dots: true, affix: '' },
      nifLabel: 'C.I.F.',
      nifStyle: 'plain',
    },
    {
      name: 'Graveras Hermanos Salcedo, C.B.',
      kind: 'E',
      street: 'Paraje Los Llanos, parcela 40',
      town: '02080 Albacete',
      phone: '967 21 66 09',
      email: 'graverasalcedo@gmail.com',
      number: '12077',
      date: 'dot4',
      money: { dots: true, affix: ' €' },
      nifLabel: 'CIF:',
      nifStyle: 'plain',
    },
  ],
  lines(rng) {
    const materials = linesOf(rng, GRAVEL, rng.int(1, 2));
    const trips = BigInt(rng.int(1, 3) * 1000);
    const tripPrice = BigInt(rng.int(9000, 15_500));
    const lines: Line[] = [...materials, { description: 'Porte camión bañera gravera-obra', quantity: trips, unit: 'viaje', price: tripPrice, amount: lineTotal(trips, tripPrice), rate: 21 }];
    if (rng.chance(0.6)) {
      const wait = BigInt(rng.int(1, 4) * 500);
      const price = BigInt(rng.int(4200, 5600));
      lines.push({ description: 'Tiempo de espera en obra', quantity: wait, unit: 'h', price, amount: lineTotal(wait, price), rate: 21 });
    }
    return lines;
  },
  draw(s, d) {
    const { sup } = d;
    const m = sup.money;
    // a half-page ticket, framed
    s.box(M, 30, RIGHT - M, 400, { stroke: '#000000', width: 1 });
    s.fitted(sup.name, M + 10, 40, 330, { size: 12, bold: true });
    s.block([`${sup.street} - ${sup.town}`, `${sup.phone} - ${sup.nifText}`], M + 10, 56, { size: 8 });
    s.right(`Albarán: ${d.number}`, RIGHT - 10, 40, { size: 11, bold: true });
    s.right(`Fecha: ${date(d.date, sup.date)}`, RIGHT - 10, 56, { size: 9 });
    s.rule(M, 82, RIGHT, 82, 0.8);
    s.table(M + 10, 90, [
      { title: 'Cliente', w: 200 },
      { title: 'Obra', w: 200 },
      { title: 'Vehículo', w: RIGHT - M - 420 },
    ], [[d.buyer.name, d.site, d.plate]], { grid: 'none', rowH: 14, size: 8, headSize: 7 });
    s.text(`NIF cliente ${d.buyer.nifShown}`, M + 13, 120, { size: 7.5 });
    s.rule(M, 136, RIGHT, 136, 0.8);
    const rows = d.lines.map((l) => [l.description, l.unit, qty(l.quantity, l.unit === 't' ? 2 : 0, m.dots), money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M + 10, 144, [
      { title: 'Concepto', w: 210 },
      { title: 'Unidad', w: 45, align: 'c' },
      { title: 'Cantidad', w: 60, align: 'r' },
      { title: 'Precio', w: 60, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 395, align: 'r' },
    ], rows, { grid: 'rows', rowH: 17 });
    s.right(`Subtotal albarán: ${money(d.subtotal, m.affix ? m : { ...m, affix: ' €' })}`, RIGHT - 16, y + 12, { size: 10, bold: true });
    const tons = d.lines.filter((l) => l.unit === 't').reduce((t, l) => t + l.quantity, 0n);
    s.text(`Pesada neta total: ${qty(tons, 2, m.dots)} t (báscula nº 2)`, M + 10, y + 12, { size: 8 });
    s.text('Firma conductor', M + 20, 380, { size: 7 });
    s.text('Firma y sello cliente', 380, 380, { size: 7 });
    s.rule(M + 20, 375, M + 180, 375, 0.4);
    s.rule(380, 375, RIGHT - 20, 375, 0.4);
    s.center('Cortar por la línea de puntos - copia para el cliente', PAGE_W / 2, 436, { size: 6.5 });
  },
};

// ------------------------------------------------------------------ 3. steel merchant, beams by the kilogram

const SECTIONS = [
  ['IPE-200', 'Viga IPE-200 S275JR', 2240],
  ['IPE-240', 'Viga IPE-240 S275JR', 3070],
  ['HEB-160', 'Perfil HEB-160 S275JR', 4260],
  ['HEB-200', 'Perfil HEB-200 S275JR', 6130],
  ['UPN-120', 'Perfil UPN-120 S275JR', 1340],
  ['L60.6', 'Angular L 60x6', 542],
  ['TC80.4', 'Tubo cuadrado 80x80x4', 922],
  ['PL100.10', 'Pletina 100x10', 785],
] as const;

const steel: NoteLayout = {
  name: 'steel-merchant-kg',
  family: 'Helvetica',
  size: 8,
  suppliers: [
    {
      name: 'Hierros y Aceros Ría de Vigo, S.A.',
      kind: 'A',
      street: 'Avda. de Madrid 140',
      town: '36214 Vigo (Pontevedra)',
      phone: '986 27 33 10',
      email: 'almacen@hierrosriadevigo.es',
      number: '26/015220',
      date: 'dash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'C.I.F.',
      nifStyle: 'dash',
    },
    {
      name: 'COMERCIAL SIDERÚRGICA MANCHEGA, S.L.',
      kind: 'B',
      street: 'Pol. Larache, c/ Hierro 8',
      town: '13005 Ciudad Real',
      phone: '926 22 91 48',
      email: 'ventas@csmanchega.es',
      number: 'AS-0081734',
      date: 'slash',
      money: { dots: true, affix: '' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
    {
      name: 'Perfiles Bilbaínos Aldama, S.L.',
      kind: 'B',
      street: 'Pol. Ugaldeguren I, parcela 7',
      town: '48170 Zamudio (Bizkaia)',
      phone: '944 52 18 77',
      email: 'albaranes@perfilesaldama.com',
      number: '7704512',
      date: 'dot4',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.:',
      nifStyle: 'plain',
    },
  ],
  lines(rng) {
    const lines: Line[] = rng.sample(SECTIONS, rng.int(3, 6)).map(([code, description, kgPerM100]) => {
      const bars = rng.int(2, 14);
      const length = rng.pick([6, 12]);
      const quantity = BigInt(bars * length * kgPerM100 * 10); // kilograms × 1000
      const price = BigInt(rng.int(96, 148));
      return { code, description, quantity, unit: 'kg', price, amount: lineTotal(quantity, price), rate: 21, detail: [String(bars), `${length},00`] };
    });
    if (rng.chance(0.5)) {
      const cuts = BigInt(rng.int(4, 20) * 1000);
      const price = BigInt(rng.int(250, 450));
      lines.push({ code: 'SRV-CT', description: 'Corte a medida con sierra', quantity: cuts, unit: 'ud', price, amount: lineTotal(cuts, price), rate: 21, detail: ['', ''] });
    }
    return lines;
  },
  draw(s, d) {
    const { sup } = d;
    const m = sup.money;
    s.fitted(sup.name, M, 36, 330, { size: 14, bold: true });
    s.text('Almacén de hierros · Perfiles comerciales · Chapas y tubos', M, 54, { size: 8, italic: true });
    s.block([sup.street, sup.town, `${sup.phone} / ${sup.email}`, sup.nifText], M, 68, { size: 8 });
    s.text('ALBARÁN DE SALIDA', 380, 36, { size: 12, bold: true });
    s.table(380, 54, [
      { title: 'Número', w: 90, align: 'c' },
      { title: 'Fecha', w: RIGHT - 470, align: 'c' },
    ], [[d.number, date(d.date, sup.date)]], { grid: 'full', rowH: 16, headFill: '#eeeeee', headSize: 7 });
    s.text('Entregar en:', 380, 100, { size: 7.5, bold: true });
    s.paragraph(d.site, 380, 111, RIGHT - 380, { size: 8 });
    s.text('Cliente:', M, 130, { size: 7.5, bold: true });
    s.block([d.buyer.name, `${d.buyer.street}, ${d.buyer.town}`, `CIF: ${d.buyer.nifShown}`], M, 141, { size: 8.5 });
    s.text(`Su pedido: ${d.ref}   ·   Camión: ${d.plate}`, M, 184, { size: 8 });
    const rows = d.lines.map((l) => [l.code ?? '', l.description, ...(l.detail ?? ['', '']), qty(l.quantity, l.unit === 'kg' ? 1 : 0, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 204, [
      { title: 'Código', w: 52 },
      { title: 'Descripción', w: 150 },
      { title: 'Barras', w: 40, align: 'r' },
      { title: 'Long. m', w: 44, align: 'r' },
      { title: 'Cantidad', w: 60, align: 'r' },
      { title: 'Ud', w: 26, align: 'c' },
      { title: 'Precio', w: 48, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 420, align: 'r' },
    ], rows, { grid: 'rows', rowH: 16, headFill: '#eeeeee' });
    const kilos = d.lines.filter((l) => l.unit === 'kg').reduce((t, l) => t + l.quantity, 0n);
    s.text(`Peso total: ${qty(kilos, 1, m.dots)} kg`, M, y + 12, { size: 8.5 });
    s.text('Base del albarán', 380, y + 12, { size: 9, bold: true });
    s.right(money(d.subtotal, m), RIGHT - 3, y + 12, { size: 9, bold: true });
    s.text('Precios sin IVA. Precio del acero sujeto a revisión según cotización del día de carga.', M, y + 30, { size: 7, italic: true });
    signatures(s, y + 50, ['Cargado por', 'Recibido por']);
  },
};

// ------------------------------------------------------------------ 4. paint store counter

const PAINT: CatalogItem[] = [
  { code: '100245', description: 'Pintura plástica blanca mate 15 L', unit: 'ud', price: [3890, 6250], quantity: [2000, 20_000, 1000] },
  { code: '100390', description: 'Imprimación fijadora al agua 4 L', unit: 'ud', price: [1690, 2490], quantity: [1000, 8000, 1000] },
  { code: '210011', description: 'Cinta de carrocero 48 mm x 45 m', unit: 'ud', price: [185, 320], quantity: [6000, 48_000, 1000] },
  { code: '300720', description: 'Rodillo antigota 22 cm con mango', unit: 'ud', price: [480, 890], quantity: [2000, 12_000, 1000] },
  { code: '400115', description: 'Masilla en polvo para interiores', unit: 'kg', price: [95, 160], quantity: [5000, 75_000, 5000] },
  { code: '100812', description: 'Esmalte sintético gris perla 4 L', unit: 'ud', price: [3120, 4450], quantity: [1000, 6000, 1000] },
  { code: '101330', description: 'Pintura pliolite fachadas blanco 15 L', unit: 'ud', price: [7400, 9600], quantity: [1000, 10_000, 1000] },
  { code: '500042', description: 'Plástico protector 4x5 m', unit: 'ud', price: [120, 260], quantity: [5000, 40_000, 1000] },
  { code: '400390', description: 'Plaste de acabado en pasta', unit: 'kg', price: [210, 340], quantity: [5000, 40_000, 5000] },
];

const paint: NoteLayout = {
  name: 'paint-store-counter',
  family: 'Helvetica',
  size: 8.5,
  suppliers: [
    {
      name: 'Pinturas Montes de Toledo, S.L.',
      kind: 'B',
      street: 'C/ Real 55',
      town: '45500 Torrijos (Toledo)',
      phone: '925 76 12 40',
      email: 'tienda@pinturasmontes.es',
      number: '2026-A-01234',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'CIF:',
      nifStyle: 'plain',
    },
    {
      name: 'DROGUERÍA Y PINTURAS LA SERRANÍA, S.L.',
      kind: 'B',
      street: 'Avda. Ramón Muñoz 3',
      town: '16500 Huete (Cuenca)',
      phone: '969 37 10 22',
      email: 'laserrania@telefonica.net',
      number: 'AL/26/3318',
      date: 'dash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'N.I.F.',
      nifStyle: 'dash',
    },
    {
      name: 'Color y Decoración Almanzora, S.L.',
      kind: 'B',
      street: 'Ctra. de Huércal-Overa 12',
      town: '04600 Huércal-Overa (Almería)',
      phone: '950 47 05 59',
      email: 'almanzora@coloralmanzora.es',
      number: '55120',
      date: 'slash2',
      money: { dots: true, affix: '' },
      nifLabel: 'NIF',
      nifStyle: 'plain',
    },
  ],
  lines: (rng) => linesOf(rng, PAINT, rng.int(4, 8)),
  draw(s, d) {
    const { sup } = d;
    const m = sup.money;
    const w = 330;
    const x0 = (PAGE_W - w) / 2;
    s.box(x0 - 10, 30, w + 20, 560, { stroke: '#bbbbbb' });
    s.center(sup.name, PAGE_W / 2, 42, { size: 11, bold: true });
    s.center(`${sup.street} · ${sup.town}`, PAGE_W / 2, 58, { size: 7.5 });
    s.center(`${sup.phone} · ${sup.nifText}`, PAGE_W / 2, 68, { size: 7.5 });
    s.rule(x0, 82, x0 + w, 82, 0.5);
    s.text('ALBARÁN', x0, 90, { size: 10, bold: true });
    s.right(`Nº ${d.number}`, x0 + w, 90, { size: 10, bold: true });
    s.text(`Fecha ${date(d.date, sup.date)}`, x0, 106, { size: 8.5 });
    s.right('Vendedor: 03', x0 + w, 106, { size: 8 });
    s.block([`Cliente: ${d.buyer.name}`, `NIF ${d.buyer.nifShown}`, `Obra: ${d.site}`, `Retira: ${d.ref}`], x0, 124, { size: 8 });
    s.rule(x0, 180, x0 + w, 180, 0.5);
    const rows = d.lines.map((l) => [l.code ?? '', l.description, qty(l.quantity, 0, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(x0, 184, [
      { title: 'Ref.', w: 38 },
      { title: 'Artículo', w: 142 },
      { title: 'Cant.', w: 30, align: 'r' },
      { title: 'U.M.', w: 26, align: 'c' },
      { title: 'Precio', w: 44, align: 'r' },
      { title: 'Importe', w: w - 280, align: 'r' },
    ], rows, { grid: 'none', rowH: 14, size: 7.5, headSize: 7 });
    s.rule(x0, y + 4, x0 + w, y + 4, 0.5);
    s.text('TOTAL ALBARÁN (sin IVA)', x0, y + 12, { size: 9, bold: true });
    s.right(money(d.subtotal, m.affix ? m : { ...m, affix: ' €' }), x0 + w, y + 12, { size: 9, bold: true });
    s.center('Se facturará a fin de mes según condiciones pactadas.', PAGE_W / 2, y + 34, { size: 7, italic: true });
    s.center('Firma del cliente', PAGE_W / 2, y + 80, { size: 7 });
  },
};

// ------------------------------------------------------------------ 5. propane supplier

const GAS: CatalogItem[] = [
  { description: 'Botella propano industrial 35 kg (carga)', unit: 'ud', price: [5400, 7200], quantity: [2000, 12_000, 1000] },
  { description: 'Botella propano 11 kg (carga)', unit: 'ud', price: [1900, 2600], quantity: [2000, 10_000, 1000] },
  { description: 'Alquiler mensual depósito aéreo 2.450 L', unit: 'ud', price: [3800, 6200], quantity: [1000, 1000, 1000] },
  { description: 'Servicio de entrega urgente', unit: 'ud', price: [2500, 4500], quantity: [1000, 1000, 1000] },
  { description: 'Revisión de instalación de GLP', unit: 'ud', price: [6500, 9000], quantity: [1000, 1000, 1000] },
];

const propane: NoteLayout = {
  name: 'propane-delivery',
  family: 'Times',
  size: 9.5,
  suppliers: [
    {
      name: 'Gases del Bajo Aragón, S.L.',
      kind: 'B',
      street: 'Avda. de Zaragoza 96',
      town: '44600 Alcañiz (Teruel)',
      phone: '978 83 05 41',
      email: 'pedidos@gasesbajoaragon.es',
      number: '2026/07731',
      date: 'long',
      money: { dots: true, affix: ' €' },
      nifLabel: 'C.I.F.',
      nifStyle: 'plain',
    },
    {
      name: 'PROPANOS Y GLP CAMPO DE CARTAGENA S.L.',
      kind: 'B',
      street: 'Ctra. de La Palma km 3',
      town: '30394 Cartagena (Murcia)',
      phone: '968 16 42 77',
      email: 'reparto@glpcartagena.es',
      number: 'R-55102',
      date: 'slash',
      money: { dots: true, affix: '€ ' },
      nifLabel: 'NIF',
      nifStyle: 'dash',
    },
    {
      name: 'Distribuciones Gasísticas Tormes, S.L.',
      kind: 'B',
      street: 'C/ Hoces del Duratón 41, Pol. El Montalvo III',
      town: '37008 Salamanca',
      phone: '923 19 28 60',
      email: 'tormes@dgtormes.es',
      number: '003307',
      date: 'long',
      money: { dots: true, affix: '' },
      nifLabel: 'N.I.F.:',
      nifStyle: 'plain',
    },
  ],
  lines(rng) {
    const kg = BigInt(rng.int(380, 1650) * 1000);
    const price = BigInt(rng.int(98, 139));
    const bulk: Line = { description: 'Propano comercial a granel', quantity: kg, unit: 'kg', price, amount: lineTotal(kg, price), rate: 21 };
    return [bulk, ...linesOf(rng, GAS, rng.int(1, 3))];
  },
  draw(s, d) {
    const { sup } = d;
    const m = sup.money;
    s.box(M, 34, 270, 86, { stroke: '#1a5276', width: 1, radius: 8 });
    s.fitted(sup.name, M + 10, 42, 250, { size: 13, bold: true });
    s.block([sup.street, sup.town, `Tel. ${sup.phone}`, sup.email, sup.nifText], M + 10, 60, { size: 9 });
    s.box(330, 34, RIGHT - 330, 86, { stroke: '#1a5276', width: 1, radius: 8 });
    s.text('ALBARÁN DE SUMINISTRO', 340, 42, { size: 11, bold: true });
    s.text('Número:', 340, 66);
    s.text(d.number, 410, 66, { bold: true });
    s.text('Fecha:', 340, 84);
    s.text(date(d.date, sup.date), 410, 84);
    s.text('Cliente:', M, 140, { bold: true });
    s.block([`${d.buyer.name} (NIF ${d.buyer.nifShown})`, `${d.buyer.street}, ${d.buyer.town}`], M + 50, 140);
    s.text('Punto de suministro:', M, 172, { bold: true });
    s.text(`Obra ${d.site}`, M + 100, 172);
    const start = 10 + (Number(d.lines[0].quantity / 1000n) % 15);
    s.text(`Nivel del depósito antes de la carga: ${start} %   Después: ${start + 60} %   Vehículo cisterna ${d.plate}`, M, 190, { size: 8.5, italic: true });
    const rows = d.lines.map((l) => [l.description, qty(l.quantity, 0, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 214, [
      { title: 'Producto / servicio', w: 250 },
      { title: 'Cantidad', w: 65, align: 'r' },
      { title: 'Unidad', w: 45, align: 'c' },
      { title: 'Precio', w: 65, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 425, align: 'r' },
    ], rows, { grid: 'outer', rowH: 18, minHeight: 150 });
    s.text('Suma (impuestos no incluidos)', 300, y + 12, { bold: true });
    s.right(money(d.subtotal, m), RIGHT - 3, y + 12, { bold: true });
    s.paragraph('El gas licuado del petróleo es un producto inflamable. Conserve este albarán: sirve de justificante de la revisión de la instalación receptora.', M, y + 40, RIGHT - M, { size: 8, italic: true });
    signatures(s, y + 76, ['Conductor', 'Recibí (firma y sello)']);
  },
};

// ------------------------------------------------------------------ 6. sanitary-ware wholesaler

const SANITARY: CatalogItem[] = [
  { code: 'INO-330', description: 'Inodoro porcelana salida dual con tapa', unit: 'ud', price: [9800, 16_400], quantity: [2000, 16_000, 1000] },
  { code: 'LAV-060', description: 'Lavabo mural 60 cm blanco', unit: 'ud', price: [4200, 7800], quantity: [2000, 16_000, 1000] },
  { code: 'PLD-812', description: 'Plato de ducha resina 80x120 pizarra', unit: 'ud', price: [11_900, 17_500], quantity: [1000, 12_000, 1000] },
  { code: 'GRF-ML1', description: 'Grifo monomando lavabo cromo', unit: 'ud', price: [3400, 6900], quantity: [2000, 16_000, 1000] },
  { code: 'MAM-120', description: 'Mampara fija 120 cm vidrio 6 mm', unit: 'ud', price: [16_800, 24_500], quantity: [1000, 8000, 1000] },
  { code: 'TMC-020', description: 'Tubería multicapa 20x2 mm', unit: 'ml', price: [160, 290], quantity: [50_000, 400_000, 1000] },
  { code: 'BAN-170', description: 'Bañera acrílica 170x70', unit: 'ud', price: [14_500, 21_000], quantity: [1000, 6000, 1000] },
  { code: 'TER-080', description: 'Termo eléctrico 80 L', unit: 'ud', price: [17_900, 25_800], quantity: [1000, 8000, 1000] },
  { code: 'SIF-040', description: 'Sifón botella 1 1/4 latón', unit: 'ud', price: [680, 1250], quantity: [2000, 16_000, 1000] },
  { code: 'CIS-ALT', description: 'Cisterna empotrada con pulsador', unit: 'ud', price: [12_400, 16_900], quantity: [1000, 8000, 1000] },
];

const sanitary: NoteLayout = {
  name: 'sanitary-wholesaler-grid',
  family: 'Helvetica',
  size: 8,
  suppliers: [
    {
      name: 'Saneamientos Pereda, S.A.',
      kind: 'A',
      street: 'C/ Marqués de la Hermida 40',
      town: '39009 Santander',
      phone: '942 22 61 05',
      email: 'pedidos@saneamientospereda.es',
      number: 'ALB-26-08812',
      date: 'slash',
      money: { dots: true, affix: ' €' },
      nifLabel: 'CIF',
      nifStyle: 'plain',
      registry: 'Cantabria, Tomo 512, Folio 44, Hoja S-3120',
    },
    {
      name: 'SUMINISTROS SANITARIOS DEL CAMPO DE GIBRALTAR SL',
      kind: 'B',
      street: 'Pol. Ind. Palmones, c/ Dorada 14',
      town: '11379 Los Barrios (Cádiz)',
      phone: '956 67 70 33',
      email: 'almacen@ssgibraltar.es',
      number: '260004431',
      date: 'dash',
      money: { dots: true, affix: '' },
      nifLabel: 'C.I.F.',
      nifStyle: 'plain',
      registry: 'Cádiz, Tomo 1.988, Folio 12, Hoja CA-40771',
    },
    {
      name: 'Distribuidora de Baños Tierra Estella, S.L.',
      kind: 'B',
      street: 'Pol. Merkatondoa, nave 22',
      town: '31200 Estella-Lizarra (Navarra)',
      phone: '948 55 02 19',
      email: 'estella@banostierraestella.com',
      number: 'E/2026/1502',
      date: 'dot4',
      money: { dots: true, affix: ' €' },
      nifLabel: 'NIF',
      nifStyle: 'dash',
      registry: 'Navarra, Tomo 1.402, Folio 96, Hoja NA-27330',
    },
  ],
  lines: (rng) => linesOf(rng, SANITARY, rng.int(6, 10)),
  draw(s, d) {
    const { sup } = d;
    const m = sup.money;
    s.fitted(sup.name, M, 36, 360, { size: 12, bold: true });
    s.block([`${sup.street} - ${sup.town}`, `Tel. ${sup.phone} - ${sup.email}`], M, 54, { size: 8 });
    s.text('ALBARÁN', RIGHT - s.pen.widthOf('ALBARÁN', { size: 18, bold: true }), 34, { size: 18, bold: true });
    s.table(M, 86, [
      { title: 'Nº ALBARÁN', w: 120, align: 'c' },
      { title: 'FECHA', w: 100, align: 'c' },
      { title: 'Nº PEDIDO', w: 110, align: 'c' },
      { title: 'AGENCIA / PORTES', w: RIGHT - M - 330, align: 'c' },
    ], [[d.number, date(d.date, sup.date), d.ref, `Reparto propio ${d.plate}`]], { grid: 'full', headFill: '#e8e8e8', rowH: 16, headSize: 7, size: 8.5 });
    s.box(M, 130, 250, 62, { stroke: '#999999' });
    s.block(['Cliente', d.buyer.name, `${d.buyer.street}`, `${d.buyer.town} - CIF ${d.buyer.nifShown}`], M + 6, 135, { size: 8 });
    s.box(300, 130, RIGHT - 300, 62, { stroke: '#999999' });
    s.block(['Dirección de entrega', d.site], 306, 135, { size: 8 });
    const rows = d.lines.map((l) => [l.code ?? '', l.description, qty(l.quantity, 0, m.dots), l.unit, money(l.price, m, false), money(l.amount, m, false)]);
    const y = s.table(M, 206, [
      { title: 'Código', w: 56 },
      { title: 'Descripción', w: 214 },
      { title: 'Uds.', w: 44, align: 'r' },
      { title: 'Ud.', w: 28, align: 'c' },
      { title: 'Precio', w: 62, align: 'r' },
      { title: 'Importe', w: RIGHT - M - 404, align: 'r' },
    ], rows, { grid: 'full', headFill: '#e8e8e8', rowH: 16 });
    s.table(RIGHT - 200, y + 10, [
      { title: 'Bultos', w: 60, align: 'c' },
      { title: 'Total neto', w: 140, align: 'r' },
    ], [[String(d.lines.length + 1), money(d.subtotal, m)]], { grid: 'full', headFill: '#e8e8e8', rowH: 16, size: 9 });
    s.text('La mercancía viaja por cuenta y riesgo del comprador. No se admiten devoluciones de material sanitario desprecintado.', M, y + 60, { size: 6.5 });
    signatures(s, y + 76, ['Preparado', 'Recibí conforme']);
    s.center(`${sup.name} · Inscrita en el Registro Mercantil de ${sup.registry} · ${sup.nifText}`, PAGE_W / 2, PAGE_H - 36, { size: 6.2 });
  },
};

export const NOTE_LAYOUTS: NoteLayout[] = [precast, gravel, steel, paint, propane, sanitary];
