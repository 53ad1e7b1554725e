import { cif, type DateStyle, type Line, type MoneyStyle, type Rng, type Totals } from './kit.js';

/**
 * The fourth blind set's parties and what a layout is given to draw: a supplier with its own
 * name, tax id, address, wording and formats; the construction company it bills; one document's
 * figures (docs/document-extraction.md#measuring-it).
 */

export interface Party {
  /** Exactly as printed in the party's block (legal form included). */
  name: string;
  /** The tax id as printed (maybe with a dash or spaces). */
  nif: string;
  address: string[];
}

export interface Supplier extends Party {
  phone: string;
  email?: string;
  web?: string;
  iban?: string;
  /** A second line under the name: trade, registration, professional title. */
  tagline?: string;
  /** The registry line of a company's footer. */
  registry?: string;
  /** Which of its layout's wordings the supplier prints (0, 1 or 2; 3 for a hard document's supplier). */
  variant: number;
  date: DateStyle;
  money: MoneyStyle;
  number: (seq: number) => string;
  /** Percent withheld for a self-employed supplier (IRPF). */
  withholding?: number;
}

export interface InvoiceData {
  supplier: Supplier;
  buyer: Party;
  site: string;
  number: string;
  issue: string;
  due?: string;
  lines: Line[];
  totals: Totals;
  reverseCharge: boolean;
  rng: Rng;
}

export interface InvoiceLayout {
  name: string;
  suppliers: Supplier[];
  /** Indexes into BUYERS the layout bills (all of them when absent). */
  buyers?: number[];
  reverseCharge?: boolean;
  lines(rng: Rng, s: Supplier): Line[];
  /** The due date the document prints, if any. */
  due?(issue: string, rng: Rng, s: Supplier): string | undefined;
  draw(d: InvoiceData): Promise<Uint8Array>;
}

export interface NoteData {
  supplier: Supplier;
  buyer: Party;
  site: string;
  number: string;
  date: string;
  lines: Line[];
  totals: Totals;
  rng: Rng;
}

export interface NoteLayout {
  name: string;
  suppliers: Supplier[];
  buyers?: number[];
  lines(rng: Rng, s: Supplier): Line[];
  draw(d: NoteData): Promise<Uint8Array>;
}

/** The construction companies the suppliers bill. */
export const BUYERS: Party[] = [
  { name: 'Construcciones Arévalo e Hijos, S.A.', nif: cif('A', '2814573'), address: ['C/ Alcalá, 412, 3º', '28027 Madrid'] },
  { name: 'Edificaciones Nervión 2010, S.L.', nif: cif('B', '9152846'), address: ['Avda. de la Buhaira, 31', '41018 Sevilla'] },
  { name: 'OBRAS Y PROYECTOS TALAVERA, S.L.', nif: cif('B', '4523078'), address: ['Pol. Ind. Torrehierro, parc. 18', '45600 Talavera de la Reina (Toledo)'] },
  { name: 'Constructora Levantina de Obras, S.A.', nif: cif('A', '4638215'), address: ['C/ Colón, 60, entlo.', '46004 Valencia'] },
  { name: 'Estructuras y Edificación Miramar, S.L.', nif: cif('B', '1569340'), address: ['Rúa do Hórreo, 88, baixo', '15702 Santiago de Compostela'] },
  { name: 'Urbanizaciones Tajo-Segura, S.A.', nif: cif('A', '3071694'), address: ['Gran Vía, 19, 5º B', '30004 Murcia'] },
  { name: 'CONSTRUCCIONES BIDASOA ERAIKUNTZAK, S.L.', nif: cif('B', '2076538'), address: ['Kale Nagusia, 14', '20301 Irun (Gipuzkoa)'] },
  { name: 'Obres i Serveis Maresme, S.L.', nif: cif('B', '6527913'), address: ['C/ de Sant Josep, 27', '08301 Mataró (Barcelona)'] },
];

/** Sites the documents name (obra). */
export const SITES = [
  '24 viviendas VPO, C/ Río Tormes, Salamanca',
  'Nave logística P-7, Pol. Ind. El Prado, Mérida',
  'Rehabilitación edificio C/ Mayor 12, Alcalá de Henares',
  'Centro de salud de Villanueva de la Cañada',
  'Residencial Las Acacias, fase II, Paterna',
  'Ampliación IES Miguel Hernández, Elche',
  'Hotel Playa Dorada, Benidorm',
  'Bloque 36 viviendas, Parcela R-4, Valdebebas',
  'Polideportivo municipal, Tudela',
  'Edificio de oficinas Avda. de Burgos 98, Madrid',
];
