import { type NifKind, type Party, nifFor } from './kit.js';

/** A party whose tax id is made (valid) from its name. */
export function party(kind: NifKind, p: Omit<Party, 'nif'>): Party {
  return { ...p, nif: nifFor(kind, p.name) };
}

/** The construction companies the documents are addressed to. */
export const BUYERS: Party[] = [
  party('B', { name: 'Construcciones Arvense, S.L.', street: 'C/ Doctor Fleming, 14, 2º', town: '28036 Madrid' }),
  party('A', { name: 'Edificaciones Montalbán y Peral, S.A.', street: 'Avda. de Aragón, 220', town: '46021 Valencia' }),
  party('B', { name: 'Obras y Reformas Cierzo, S.L.U.', street: 'Pol. Ind. Malpica, C/ E, nave 12', town: '50016 Zaragoza' }),
];

/** Building sites, by buyer. */
export const SITES: string[][] = [
  ['24 VPO Residencial Las Acacias (Getafe)', 'Rehabilitación C/ Toledo 88', 'Nave logística Coslada P-7'],
  ['Edificio Turia 62 viviendas', 'Colegio CEIP Benimaclet ampliación', 'Residencial Mar Blau (Gandia)'],
  ['Bloque 40 viv. Parque Venecia', 'Centro de salud Utebo', 'Naves Plaza fase III'],
];
