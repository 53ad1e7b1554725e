/**
 * Parties, catalogue lines and the arithmetic of the fresh held-out documents.
 */
import { Rng, cif, dni, lineAmount, pct } from './kit.js';
import type { Ymd } from './kit.js';

export interface Supplier {
  legal: string;
  /** The legal name in capitals, when a layout prints it that way too. */
  caps: string;
  trade?: string;
  nif: string;
  street: string;
  city: string;
  phone: string;
  mail: string;
  web?: string;
  registry?: string;
  iban: string;
}

export interface Customer {
  name: string;
  nif: string;
  street: string;
  city: string;
  code: string;
}

export interface Site {
  name: string;
  place: string;
}

function sup(s: Omit<Supplier, 'caps'>): Supplier {
  return { ...s, caps: s.legal.toUpperCase() };
}

export const SUPPLIERS = {
  electrical: sup({
    legal: 'Distribuciones Eléctricas Turia, S.L.',
    trade: 'DETURIA',
    nif: cif('B', '4638215'),
    street: 'Pol. Ind. Fuente del Jarro, C/ Ciudad de Sevilla, 24',
    city: '46988 Paterna (Valencia)',
    phone: '961 32 45 80',
    mail: 'administracion@deturia.es',
    web: 'www.deturia.es',
    registry: 'Inscrita en el Registro Mercantil de Valencia, Tomo 8.412, Libro 5.703, Folio 118, Hoja V-112.904',
    iban: 'ES41 3159 0021 8627 4410 2217',
  }),
  plumbing: sup({
    legal: 'Saneamientos y Calefacción Meseta, S.A.',
    nif: cif('A', '4705318'),
    street: 'Avda. de Burgos, 112',
    city: '47009 Valladolid',
    phone: '983 33 61 02',
    mail: 'facturacion@saneamientosmeseta.com',
    web: 'www.saneamientosmeseta.com',
    registry: 'R.M. de Valladolid, Tomo 1.287, Folio 56, Hoja VA-9.314',
    iban: 'ES72 2103 4401 5100 3300 8891',
  }),
  timber: sup({
    legal: 'Almacén de Maderas Hermanos Robledo, S.L.',
    trade: 'MADERAS ROBLEDO',
    nif: cif('B', '0921764'),
    street: 'Ctra. de Logroño, km 3,5',
    city: '09007 Burgos',
    phone: '947 48 20 11',
    mail: 'pedidos@maderasrobledo.es',
    registry: 'Inscrita en el Registro Mercantil de Burgos, Tomo 742, Libro 533, Folio 90, Hoja BU-7.215',
    iban: 'ES18 3017 0120 4422 8790 3316',
  }),
  steel: sup({
    legal: 'Hierros y Aceros del Nervión, S.A.',
    nif: cif('A', '4812096'),
    street: 'Polígono Asua, Parcela 14',
    city: '48950 Erandio (Bizkaia)',
    phone: '944 71 90 33',
    mail: 'contabilidad@aceronervion.eus',
    registry: 'Reg. Merc. de Bizkaia, Tomo 3.905, Folio 201, Hoja BI-28.113',
    iban: 'ES05 2095 0611 7091 1482 0045',
  }),
  waste: sup({
    legal: 'Contenedores y Gestión de Residuos Almanzora, S.L.',
    nif: cif('B', '0437721'),
    street: 'Paraje Los Llanos, s/n',
    city: '04600 Huércal-Overa (Almería)',
    phone: '950 13 74 62',
    mail: 'clientes@residuosalmanzora.es',
    registry: 'Inscrita en el R.M. de Almería, Tomo 1.603, Folio 12, Hoja AL-41.287 · NIMA 0400028164',
    iban: 'ES60 3058 0311 6227 2001 4471',
  }),
  topographer: sup({
    legal: 'Javier Ortuño Salcedo',
    nif: dni('50718342'),
    street: 'C/ Santa Engracia, 41, 3º B',
    city: '28010 Madrid',
    phone: '639 41 22 70',
    mail: 'jortuno.topografia@gmail.com',
    iban: 'ES33 0182 4017 1102 0160 3319',
  }),
  surveyor: sup({
    legal: 'Lucía Benavente Ros',
    nif: dni('48630915'),
    street: 'C/ Jaime I el Conquistador, 7, 1º A',
    city: '30008 Murcia',
    phone: '626 80 13 55',
    mail: 'lbenavente.arquitecnica@outlook.es',
    iban: 'ES70 3058 0990 2127 1004 4413',
  }),
  geomatics: sup({
    legal: 'Adrián Pizarro Llamas',
    nif: dni('71942608'),
    street: 'C/ Gamazo, 16, 2º izda.',
    city: '47004 Valladolid',
    phone: '684 21 07 93',
    mail: 'apizarro@geomaticaduero.es',
    iban: 'ES09 1465 0100 9417 0033 2891',
  }),
  lift: sup({
    legal: 'Elevadores Costa Cantábrica, S.L.',
    trade: 'ECC ELEVACIÓN',
    nif: cif('B', '3950627'),
    street: 'Parque Empresarial de Morero, Parcela P2-9',
    city: '39611 Guarnizo (Cantabria)',
    phone: '942 54 18 76',
    mail: 'obra.nueva@eccelevacion.es',
    web: 'www.eccelevacion.es',
    registry: 'Registro Mercantil de Cantabria, Tomo 1.044, Folio 33, Hoja S-21.450',
    iban: 'ES89 0049 6702 5422 1600 7712',
  }),
  scaffold: sup({
    legal: 'Andamios y Encofrados Mediterráneo Rental, S.L.',
    trade: 'AEM Rental',
    nif: cif('B', '0369481'),
    street: 'C/ del Metal, 17 - Pol. Ind. Las Atalayas',
    city: '03114 Alicante',
    phone: '965 10 88 43',
    mail: 'alquiler@aemrental.es',
    web: 'www.aemrental.es',
    registry: 'Inscrita en el Registro Mercantil de Alicante, Tomo 4.118, Folio 77, Hoja A-160.238',
    iban: 'ES21 0081 1018 6900 0145 2290',
  }),
  fuel: sup({
    legal: 'Combustibles Tierra de Campos, S.L.',
    nif: cif('B', '3411957'),
    street: 'Ctra. N-610, km 1,2',
    city: '34200 Venta de Baños (Palencia)',
    phone: '979 77 02 15',
    mail: 'gasoleos@tierradecampos.es',
    registry: 'R.M. de Palencia, Tomo 402, Folio 143, Hoja P-6.118',
    iban: 'ES47 2108 2306 6100 3308 1475',
  }),
  plant: sup({
    legal: 'Excavaciones y Transportes Bermejo Gil, S.L.',
    nif: cif('B', '5028409'),
    street: 'Camino de la Noria, 9',
    city: '50720 La Cartuja Baja (Zaragoza)',
    phone: '976 50 31 19',
    mail: 'oficina@bermejogil.com',
    registry: 'Inscrita en el R.M. de Zaragoza, Tomo 3.312, Folio 65, Hoja Z-39.870',
    iban: 'ES12 2085 5203 7703 3012 6684',
  }),
  paint: sup({
    legal: 'Pinturas y Revestimientos Alhambra, S.L.',
    nif: cif('B', '1856203'),
    street: 'C/ Marie Curie, 6 - P.T.S.',
    city: '18016 Granada',
    phone: '958 27 51 09',
    mail: 'almacen@pinturasalhambra.es',
    registry: 'R.M. de Granada, Tomo 1.520, Folio 188, Hoja GR-40.117',
    iban: 'ES91 0487 3011 4520 0006 2218',
  }),
  safety: sup({
    legal: 'Protección Laboral del Sureste, S.L.',
    trade: 'PROLASUR',
    nif: cif('B', '3072148'),
    street: 'Avda. Francisco Salzillo, parcela 22-14',
    city: '30169 San Ginés (Murcia)',
    phone: '968 88 14 37',
    mail: 'pedidos@prolasur.es',
    web: 'www.prolasur.es',
    registry: 'Inscrita en el Registro Mercantil de Murcia, Tomo 2.991, Folio 15, Hoja MU-77.402',
    iban: 'ES64 0030 3020 5100 0124 9987',
  }),
  precast: sup({
    legal: 'Prefabricados de Hormigón Vega del Segura, S.A.',
    nif: cif('A', '3018562'),
    street: 'Ctra. de Fortuna, km 4',
    city: '30500 Molina de Segura (Murcia)',
    phone: '968 61 42 00',
    mail: 'expediciones@vegasegura-prefabricados.com',
    registry: 'R.M. de Murcia, Tomo 604, Folio 100, Hoja MU-3.119',
    iban: 'ES02 2038 4312 8160 0021 5540',
  }),
  quarry: sup({
    legal: 'Áridos y Canteras del Moncayo, S.L.',
    nif: cif('B', '5061174'),
    street: 'Partida Valdegrilla, s/n',
    city: '50500 Tarazona (Zaragoza)',
    phone: '976 64 19 28',
    mail: 'bascula@aridosmoncayo.es',
    registry: 'R.M. de Zaragoza, Tomo 2.118, Folio 40, Hoja Z-20.551',
    iban: 'ES83 3191 0500 1745 1020 3306',
  }),
  glass: sup({
    legal: 'Cristalería Hermanos Pastor Ribes, S.L.',
    nif: cif('B', '0352946'),
    street: 'C/ Torres Quevedo, 31 - Parque Empresarial',
    city: '03203 Elche (Alicante)',
    phone: '966 65 30 47',
    mail: 'taller@cristaleriapastor.es',
    registry: 'Registro Mercantil de Alicante, Tomo 3.870, Folio 21, Hoja A-139.662',
    iban: 'ES55 2100 2781 5613 0011 4072',
  }),
  merchant: sup({
    legal: 'Materiales de Construcción Saavedra e Hijos, S.L.',
    trade: 'SAAVEDRA',
    nif: cif('B', '1440315'),
    street: 'Avda. de la Torrecilla, 38',
    city: '14013 Córdoba',
    phone: '957 29 66 14',
    mail: 'ventas@saavedrayhijos.es',
    registry: 'Inscrita en el Registro Mercantil de Córdoba, Tomo 2.240, Folio 98, Hoja CO-30.781',
    iban: 'ES38 0237 0210 3091 6540 0183',
  }),
  insulationA: sup({
    legal: 'Aislamientos Térmicos Bierzo, S.L.',
    trade: 'BIERZO AISLA',
    nif: cif('B', '2487310'),
    street: 'Pol. Ind. del Bierzo, C/ La Herrería, 5',
    city: '24400 Ponferrada (León)',
    phone: '987 42 30 66',
    mail: 'info@bierzoaisla.es',
    iban: 'ES26 2108 4706 8100 3112 0958',
  }),
  insulationB: sup({
    legal: 'Bierzo Aisla Instalaciones, S.L.',
    nif: cif('B', '2491568'),
    street: 'Pol. Ind. del Bierzo, C/ La Herrería, 5',
    city: '24400 Ponferrada (León)',
    phone: '987 42 30 66',
    mail: 'info@bierzoaisla.es',
    iban: 'ES26 2108 4706 8100 3112 0958',
  }),
} satisfies Record<string, Supplier>;

export const CUSTOMERS: Customer[] = [
  {
    name: 'Construcciones Albero y Martín, S.L.',
    nif: cif('B', '4612873'),
    street: 'C/ Colón, 58, 4ª planta',
    city: '46004 Valencia',
    code: '43012',
  },
  {
    name: 'Edificaciones Sierra Norte, S.A.',
    nif: cif('A', '2871046'),
    street: 'Avda. de Manoteras, 22, Edificio B',
    city: '28050 Madrid',
    code: '10877',
  },
  {
    name: 'Obras y Contratas Guadalmedina, S.L.',
    nif: cif('B', '2954417'),
    street: 'C/ Hilera, 9, bajo',
    city: '29007 Málaga',
    code: '2231',
  },
  {
    name: 'Grupo Constructor Atalaya, S.L.',
    nif: cif('B', '3089524'),
    street: 'Gran Vía Escultor Salzillo, 14, 2º',
    city: '30004 Murcia',
    code: '000517',
  },
  {
    name: 'Estructuras y Obras Civiles Duero, S.A.',
    nif: cif('A', '4728351'),
    street: 'C/ Santiago, 19',
    city: '47001 Valladolid',
    code: '7705',
  },
  {
    name: 'Rehabilitaciones Casco Viejo, S.L.U.',
    nif: cif('B', '5013892'),
    street: 'Paseo de la Independencia, 30, 3º dcha.',
    city: '50004 Zaragoza',
    code: 'C-1190',
  },
  {
    name: 'Construcciones Hermanos Lozano Peña, S.L.',
    nif: cif('B', '1872640'),
    street: 'Camino de Ronda, 101',
    city: '18003 Granada',
    code: '3318',
  },
];

export const SITES: Site[] = [
  { name: '24 viviendas VPO Parcela R-7', place: 'Sector Sociópolis, Valencia' },
  { name: 'Rehabilitación edificio C/ Alfonso I, 12', place: 'Zaragoza' },
  { name: 'Nave logística Plataforma Norte', place: 'Pol. Ind. Las Salinas, Alicante' },
  { name: 'Residencial Los Almendros, fase II', place: 'Molina de Segura (Murcia)' },
  { name: 'Centro de salud Barrio de la Victoria', place: 'Valladolid' },
  { name: 'Ampliación IES Ramón y Cajal', place: 'Huércal-Overa (Almería)' },
  { name: 'Edificio plurifamiliar 36 viv. Av. Andalucía', place: 'Granada' },
  { name: 'Urbanización UE-14 Camino del Cementerio', place: 'Tarazona (Zaragoza)' },
  { name: 'Bloque de 18 viviendas y garajes, Parcela M-3', place: 'Ponferrada (León)' },
  { name: 'Reforma hotel Playa Levante', place: 'Benidorm (Alicante)' },
  { name: 'Puente sobre el arroyo Valdeperales', place: 'Palencia' },
  { name: 'Promoción Jardines del Nervión, 42 viv.', place: 'Erandio (Bizkaia)' },
];

// ---------------------------------------------------------------- lines

export interface CatItem {
  desc: string | [string, string];
  unit: string;
  /** Unit price range in cents. */
  price: [number, number];
  /** Quantity range in thousandths and its step. */
  q: [number, number, number];
  /** Decimals printed for the quantity. */
  dec: number;
  code?: string;
  vat?: number;
}

export interface Line {
  code: string;
  ean: string;
  desc: string[];
  qtyMilli: number;
  dec: number;
  unit: string;
  price: number;
  amount: number;
  vat: number;
}

function ean13(rng: Rng, prefix: string): string {
  let s = prefix;
  while (s.length < 12) s += String(rng.int(0, 9));
  let sum = 0;
  for (let i = 0; i < 12; i++) sum += Number(s[i]) * (i % 2 === 0 ? 1 : 3);
  return s + String((10 - (sum % 10)) % 10);
}

export function makeLines(rng: Rng, cat: readonly CatItem[], n: number, eanPrefix = '84'): Line[] {
  return rng.sample(cat, n).map((it, i) => {
    const steps = Math.floor((it.q[1] - it.q[0]) / it.q[2]);
    const qtyMilli = it.q[0] + rng.int(0, steps) * it.q[2];
    const price = rng.int(it.price[0], it.price[1]);
    return {
      code: it.code ?? `${String(rng.int(10, 99))}${String(rng.int(1000, 9999))}`,
      ean: ean13(rng, eanPrefix + String(i)),
      desc: typeof it.desc === 'string' ? [it.desc] : [...it.desc],
      qtyMilli,
      dec: it.dec,
      unit: it.unit,
      price,
      amount: lineAmount(qtyMilli, price),
      vat: it.vat ?? 21,
    };
  });
}

export function fullDesc(l: { desc: string[] }): string {
  return l.desc.join(' ');
}

export interface RateRow {
  rate: number;
  gross: number;
  discount: number;
  base: number;
  tax: number;
}

export interface Totals {
  gross: number;
  discountPct: number;
  discount: number;
  rates: RateRow[];
  base: number;
  tax: number;
  irpfPct: number;
  irpf: number;
  total: number;
}

export function computeTotals(
  amounts: { amount: number; vat: number }[],
  o: { discountPct?: number; irpfPct?: number; reverse?: boolean } = {},
): Totals {
  const dp = o.discountPct ?? 0;
  const byRate = new Map<number, number>();
  for (const a of amounts) {
    const rate = o.reverse ? 0 : a.vat;
    byRate.set(rate, (byRate.get(rate) ?? 0) + a.amount);
  }
  const rates: RateRow[] = [...byRate.entries()]
    .sort((a, b) => b[0] - a[0])
    .map(([rate, gross]) => {
      const discount = pct(gross, dp);
      const base = gross - discount;
      return { rate, gross, discount, base, tax: pct(base, rate) };
    });
  const gross = rates.reduce((s, r) => s + r.gross, 0);
  const discount = rates.reduce((s, r) => s + r.discount, 0);
  const base = rates.reduce((s, r) => s + r.base, 0);
  const tax = rates.reduce((s, r) => s + r.tax, 0);
  const irpfPct = o.irpfPct ?? 0;
  const irpf = pct(base, irpfPct);
  return { gross, discountPct: dp, discount, rates, base, tax, irpfPct, irpf, total: base + tax - irpf };
}

export function sum(xs: number[]): number {
  return xs.reduce((a, b) => a + b, 0);
}

export type { Ymd };
