import { assertValidNif, cif, type DateStyle, type MoneyStyle, type Rng } from './kit.js';

/** Who prints the sixth blind set's documents, and whom they are addressed to. */

export interface Supplier {
  /** Exactly as printed in the issuer block (the truth's provider_name). */
  name: string;
  /** A brand, initials or logo text printed above or beside the legal name. */
  brand?: string;
  /** As printed (dashes or spaces allowed). */
  nif: string;
  idLabel: string;
  street: string;
  city: string;
  phone: string;
  email?: string;
  iban?: string;
  registry?: string;
  money: MoneyStyle;
  dates: DateStyle;
  /** The document's number as printed. */
  number: (rng: Rng) => string;
  /** 0, 1 or 2: which of its layout's three wordings the supplier uses. */
  v: number;
  /** A bad tax id on purpose (a hard document). */
  invalidNif?: boolean;
}

export function supplier(s: Supplier): Supplier {
  if (!s.invalidNif) assertValidNif(s.nif, s.name);
  return s;
}

export interface Buyer {
  name: string;
  nif: string;
  street: string;
  city: string;
}

const BUYERS: Buyer[] = [
  { name: 'Construcciones Ribera del Tajo, S.A.', nif: cif('A', '4518372'), street: 'Avda. de la Ribera, 114', city: '45600 Talavera de la Reina (Toledo)' },
  { name: 'Edificaciones Monteagudo, S.L.', nif: cif('B', '3062914'), street: 'C/ Mayor, 7, 2º', city: '30002 Murcia' },
  { name: 'Obras y Reformas Albéniz, S.L.U.', nif: cif('B', '0871526'), street: 'C/ Isaac Albéniz, 31', city: '08950 Esplugues de Llobregat (Barcelona)' },
  { name: 'Promociones y Contratas Levante, S.A.', nif: cif('A', '4629087'), street: 'Gran Vía Ramón y Cajal, 22', city: '46007 Valencia' },
  { name: 'Estructuras Castellanas, S.L.', nif: cif('B', '4770318'), street: 'Pol. Ind. San Cristóbal, C/ Plata, 9', city: '47012 Valladolid' },
  { name: 'Grupo Constructor Atlántico, S.L.', nif: cif('B', '1583467'), street: 'Rúa do Hórreo, 58', city: '15702 Santiago de Compostela (A Coruña)' },
];
for (const b of BUYERS) assertValidNif(b.nif, b.name);

const SITES = [
  'Obra: 32 viviendas VPO, parcela R-4, Sector Los Llanos',
  'Obra: Rehabilitación edificio C/ Real, 18',
  'Obra: Nave logística P-7, Pol. Ind. El Henar',
  'Obra: Residencial Altos del Parque, fase II',
  'Obra: Centro de salud de San Andrés',
  'Obra: Colegio público Las Eras, ampliación',
  'Obra: 12 unifamiliares, Urb. Valdelagua',
  'Obra: Reforma hotel Plaza Mayor, 4',
];

export function buyerFor(rng: Rng): Buyer {
  return rng.pick(BUYERS);
}

export function siteFor(rng: Rng): string {
  return rng.pick(SITES);
}

/** The printed tax id of a company in its usual spacing: `B-12345678`, `B12345678` or `B 12345678`. */
export function spaced(nif: string, how: 0 | 1 | 2): string {
  if (how === 1) return `${nif[0]}-${nif.slice(1)}`;
  if (how === 2) return `${nif[0]} ${nif.slice(1)}`;
  return nif;
}
