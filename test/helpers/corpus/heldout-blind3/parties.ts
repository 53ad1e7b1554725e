import { seedOf } from '../rng.js';
import { cif, type DateStyle, dni, iban, type MoneyStyle, nie, type NifPrint, nifPrint, Rng } from './kit.js';

/**
 * Who issues and who receives the third blind set's documents: each supplier as it prints itself
 * (name, address, how it labels its tax id, its numbers, dates and amounts), and the construction
 * companies that buy, with their sites.
 */

export interface SupplierSpec {
  /** Exactly as the issuer block prints it: the ground truth's `provider_name`. */
  name: string;
  kind: 'A' | 'B' | 'F' | 'E' | 'J' | 'dni' | 'nie';
  street: string;
  town: string;
  phone: string;
  email: string;
  /** How the document's number prints (the ground truth's number). */
  number: string;
  date: DateStyle;
  money: MoneyStyle;
  nifLabel: string;
  nifStyle: NifPrint;
  /** A line under the name: the trade, a brand, a professional's title. */
  tagline?: string;
  /** The province of the commercial registry, for the legal footer. */
  registry?: string;
}

export interface Party extends SupplierSpec {
  nif: string;
  /** The tax id as printed, with its label. */
  nifText: string;
  nifShown: string;
  iban: string;
}

const BANKS = ['2100', '0049', '0182', '0081', '2085', '3058', '0128', '2080'];

/** A supplier with its tax id and bank account drawn from its name (the same every run). */
export function party(spec: SupplierSpec): Party {
  const rng = new Rng(seedOf(`blind3:${spec.name}`));
  const nif = spec.kind === 'dni' ? dni(rng) : spec.kind === 'nie' ? nie(rng) : cif(rng, spec.kind);
  const nifShown = nifPrint(nif, spec.nifStyle);
  return { ...spec, nif, nifShown, nifText: `${spec.nifLabel} ${nifShown}`, iban: iban(rng, rng.pick(BANKS)) };
}

export interface Buyer {
  name: string;
  nif: string;
  nifShown: string;
  street: string;
  town: string;
  sites: string[];
}

function buyer(name: string, kind: 'A' | 'B', street: string, town: string, style: NifPrint, sites: string[]): Buyer {
  const rng = new Rng(seedOf(`blind3-buyer:${name}`));
  const nif = cif(rng, kind);
  return { name, nif, nifShown: nifPrint(nif, style), street, town, sites };
}

export const BUYERS: Buyer[] = [
  buyer('Construcciones Arbeloa Ibáñez, S.L.', 'B', 'Polígono Landaben, calle E, nave 14', '31012 Pamplona (Navarra)', 'plain', [
    '48 viviendas VPO parcela R-7, Sarriguren',
    'Nave logística Plaza, fase 2 (Zaragoza)',
    'Rehabilitación edificio c/ Estafeta 31',
  ]),
  buyer('OBRAS Y PROMOCIONES CANTÁBRICO, S.A.', 'A', 'Avda. de los Castros 112, entlo.', '39005 Santander', 'dash', [
    'Residencial Las Llamas, bloques 3 y 4',
    'Centro de salud de Torrelavega',
    'Urbanización Mies del Corro, Soto de la Marina',
  ]),
  buyer('Grupo Constructor Levantino, S.L.U.', 'B', 'C/ Músico Ginés 9, 2º', '46022 Valencia', 'plain', [
    'Hotel Cabanyal 4*, c/ Reina 120',
    'Edificio de 32 viviendas, PAI Benimaclet',
    'Ampliación IES Joan Fuster, Sueca',
  ]),
  buyer('Edificaciones Sierra Sur, S.L.', 'B', 'Ctra. de Córdoba km 2,5', '23009 Jaén', 'dots', [
    'Colegio concertado San Lucas, 2ª fase',
    '16 adosados en Los Villares',
    'Reforma mercado de abastos de Martos',
  ]),
];
