/**
 * The suppliers and customers of this set. Their tax ids are drawn from their names and given the
 * right control character (CIF, NIF of a person); each one is checked before use.
 */
import { checkNif } from '../../../../src/platform/nif.js';
import { Dice } from './dice.js';

export interface Party {
  name: string;
  nif: string;
  street: string;
  /** Postal code and town: `12006 Castelló de la Plana`. */
  city: string;
  phone: string;
  email: string;
  /** What the letterhead says the firm does. */
  trade: string;
  /** The registry line of a company, or a professional's membership. */
  registry: string;
}

export interface Customer extends Party {
  /** The supplier's code for this customer. */
  code: string;
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function cifControl(digits: string, first: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 0) sum += Math.floor((n * 2) / 10) + ((n * 2) % 10);
    else sum += n;
  }
  const control = (10 - (sum % 10)) % 10;
  return 'NPQRSW'.includes(first) ? 'JABCDEFGHI'[control] : String(control);
}

function checked(nif: string): string {
  const result = checkNif(nif);
  if (!result.ok || result.kind === 'foreign') throw new Error(`blind23: ${nif} is not a valid Spanish tax id`);
  return nif;
}

/** A company's CIF: its form letter, the province code and five digits drawn from its name. */
export function cifOf(name: string, letter: string, province: string): string {
  const digits = province + Dice.of(`nif/${name}`).digits(5);
  return checked(letter + digits + cifControl(digits, letter));
}

/** A person's NIF (DNI number and letter), drawn from the name. */
export function dniOf(name: string): string {
  const digits = String(Dice.of(`dni/${name}`).int(10_000_000, 79_999_999));
  return checked(digits + DNI_LETTERS[Number(digits) % 23]);
}

const PROVINCES: Record<string, string> = {
  '12': 'Castellón', '47': 'Valladolid', '48': 'Bizkaia', '18': 'Granada', '29': 'Málaga', '39': 'Cantabria',
  '14': 'Córdoba', '31': 'Navarra', '46': 'Valencia', '27': 'Lugo', '45': 'Toledo', '19': 'Guadalajara',
  '30': 'Murcia', '06': 'Badajoz', '22': 'Huesca', '50': 'Zaragoza', '37': 'Salamanca', '02': 'Albacete',
  '09': 'Burgos', '15': 'A Coruña', '11': 'Cádiz', '08': 'Barcelona', '33': 'Asturias', '28': 'Madrid',
  '24': 'León', '43': 'Tarragona', '10': 'Cáceres', '36': 'Pontevedra', '03': 'Alicante', '16': 'Cuenca',
  '44': 'Teruel', '41': 'Sevilla',
};

function registryOf(name: string, province: string): string {
  const d = Dice.of(`registry/${name}`);
  return `Inscrita en el Registro Mercantil de ${PROVINCES[province]}, Tomo ${d.int(800, 4999)}, Folio ${d.int(1, 220)}, Hoja ${d.int(10000, 99999)}`;
}

type Contact = [street: string, city: string, phone: string, email: string, trade: string];

export function company(name: string, letter: string, province: string, [street, city, phone, email, trade]: Contact): Party {
  return { name, nif: cifOf(name, letter, province), street, city, phone, email, trade, registry: registryOf(name, province) };
}

/** A self-employed professional or tradesman, who invoices under the NIF of a person. */
export function person(name: string, membership: string, [street, city, phone, email, trade]: Contact): Party {
  return { name, nif: dniOf(name), street, city, phone, email, trade, registry: membership };
}

/** The construction companies the documents are addressed to (the buyers). */
export const CUSTOMERS: Customer[] = [
  { ...company('Construcciones Arlanza Norte, S.A.', 'A', '09', ['Avda. de Cantabria, 42', '09006 Burgos', '947 21 44 80', 'compras@arlanzanorte.es', 'Construcción']), code: 'C-00418' },
  { ...company('Edificaciones Vega del Tajo, S.L.', 'B', '45', ['C/ Río Alberche, 7, 2º', '45007 Toledo', '925 23 61 12', 'administracion@vegadeltajo.com', 'Edificación']), code: '4310027' },
  { ...company('UTE Hospital Comarcal Alcañiz', 'U', '44', ['Ctra. de Zaragoza, km 1,2 (caseta de obra)', '44600 Alcañiz (Teruel)', '978 83 90 05', 'ute.alcaniz@obra-hca.es', 'UTE']), code: 'UTE-77' },
  { ...person('Julián Bermejo Ruiz', '', ['C/ Mayor, 15', '16001 Cuenca', '669 41 27 38', 'jbermejo.reformas@gmail.com', 'Reformas y construcción']), code: '000392' },
  { ...company('Promociones Ebro Cierzo, S.L.', 'B', '50', ['Paseo de la Independencia, 24, 5º B', '50004 Zaragoza', '976 30 18 74', 'obras@ebrocierzo.es', 'Promoción']), code: 'CL-1186' },
  { ...company('Infraestructuras Guadalmedina, S.A.', 'A', '29', ['C/ Héroe de Sostoa, 112', '29002 Málaga', '952 36 04 91', 'facturas@guadalmedina-infra.es', 'Obra civil']), code: '20451' },
  { ...company('UTE Depuradora Bajo Segura', 'U', '03', ['Camino de la Depuradora, s/n', '03300 Orihuela (Alicante)', '965 30 77 14', 'administracion@ute-edarbs.es', 'UTE']), code: 'U0093' },
  { ...person('Ana Belén Carrasco Ortega', '', ['Avda. Virgen de Guadalupe, 30', '10001 Cáceres', '620 88 14 02', 'carrasco.obras@outlook.es', 'Reformas integrales']), code: 'CT-2207' },
];
