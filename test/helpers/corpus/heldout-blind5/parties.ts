import { cif, type DateStyle, type MoneyStyle, type Rng } from './kit.js';

/** The construction companies the suppliers bill, and their sites. */
export interface Buyer {
  name: string;
  nif: string;
  street: string;
  city: string;
}

export function buyers(rng: Rng): Buyer[] {
  return [
    { name: 'Construcciones Ebro Norte, S.A.', nif: cif(rng, 'A'), street: 'Avda. de Cataluña, 212', city: '50014 Zaragoza' },
    { name: 'Edificaciones Sierra Alta, S.L.', nif: cif(rng), street: 'C/ Doctor Fleming, 9, 2º B', city: '28036 Madrid' },
    { name: 'Obras y Contratas Levante Sur, S.L.', nif: cif(rng), street: 'Pol. Ind. Las Atalayas, parc. 31', city: '03114 Alicante' },
    { name: 'Promociones y Construcciones Duero, S.A.', nif: cif(rng, 'A'), street: 'C/ Santiago, 44', city: '47001 Valladolid' },
    { name: 'Constructora Atlántica Gallega, S.L.', nif: cif(rng), street: 'Rúa do Hórreo, 57', city: '15702 Santiago de Compostela' },
  ];
}

export const CATALAN_BUYER = (rng: Rng): Buyer => ({
  name: 'Obres i Construccions del Vallès, S.L.',
  nif: cif(rng),
  street: 'Carrer de la Indústria, 88',
  city: '08208 Sabadell',
});

export const SITES = [
  '36 viviendas en Parcela R-7, Sector Arcosur',
  'Residencial Los Almendros, fase II',
  'Rehabilitación edificio C/ Mayor 14',
  'Centro de salud Barrio Norte',
  'Nave logística P-12, Pol. El Espinar',
  'Colegio público 3+6 uds., Parque Sur',
  'Hotel Playa Levante, reforma integral',
  'Edificio de oficinas Avda. Constitución 30',
  '24 VPO Camino del Cementerio',
  'Urbanización La Dehesa, 18 unifamiliares',
];

/** A supplier as it prints itself. */
export interface Supplier {
  /** Exactly as printed in the issuer block. */
  name: string;
  nif: string;
  /** The id as printed (with dashes or spaces), when not as stored. */
  nifPrinted?: string;
  street: string;
  city: string;
  phone: string;
  email?: string;
  web?: string;
  brand?: string;
  iban?: string;
  registry?: string;
  money: MoneyStyle;
  date: DateStyle;
  /** The document number printed for sequence `n`. */
  number: (n: number) => string;
  /** A label variant the layout chooses among (0, 1, 2). */
  v: number;
  irpf?: number;
  reverse?: boolean;
  dueDays?: number;
}

export const pad = (n: number, w: number): string => String(n).padStart(w, '0');

export function iban(rng: Rng): string {
  const bank = rng.pick(['2100', '0049', '0182', '2085', '0081', '3058', '0128']);
  const raw = `ES${rng.int(10, 99)}${bank}${rng.digits(4)}${rng.digits(2)}${rng.digits(10)}`;
  return raw.replace(/(.{4})/g, '$1 ').trim();
}

export function registry(rng: Rng, city: string, nif?: string): string {
  return `Inscrita en el Registro Mercantil de ${city}, Tomo ${rng.int(1000, 4999)}, Folio ${rng.int(1, 220)}, Hoja ${city[0]}-${rng.int(10000, 99999)}${nif ? ` · CIF ${nif}` : ''}`;
}
