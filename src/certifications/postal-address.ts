import type { PostalAddress } from './certification-document.js';

/**
 * A Spanish fiscal address read from one line of text, as projects keep their client's
 * (`client_address`): "Calle Mayor 1, 3º B, 28013 Madrid" or "Av. de la Paz 4, 46001 Valencia
 * (Valencia)". The postal code is five digits; the town follows it; the province is what the
 * text names after the town (in brackets or after a comma), else the one the postal code's first
 * two digits stand for. Null when no postal code followed by a town is found.
 */
export function readSpanishAddress(text: string): PostalAddress | null {
  const line = text.trim().replace(/[,\s]+(?:España|Spain|ES)\.?$/iu, '');
  const m = /^(.*?)[,\s]+(\d{5})\s+([^,()]+?)\s*(?:[,(]\s*([^,()]+?)\s*\)?)?\s*$/u.exec(line);
  if (!m) return null;
  const [, street, postCode, town, named] = m;
  const province = named ?? PROVINCES[Number(postCode.slice(0, 2)) - 1];
  if (!street.trim() || !province) return null;
  return { street: street.trim().replace(/,$/, ''), postCode, town: town.trim(), province, countryCode: 'ESP' };
}

/** The provinces by the first two digits of their postal codes (01 Álava … 52 Melilla). */
const PROVINCES = [
  'Álava', 'Albacete', 'Alicante', 'Almería', 'Ávila', 'Badajoz', 'Illes Balears', 'Barcelona', 'Burgos', 'Cáceres',
  'Cádiz', 'Castellón', 'Ciudad Real', 'Córdoba', 'A Coruña', 'Cuenca', 'Girona', 'Granada', 'Guadalajara', 'Gipuzkoa',
  'Huelva', 'Huesca', 'Jaén', 'León', 'Lleida', 'La Rioja', 'Lugo', 'Madrid', 'Málaga', 'Murcia',
  'Navarra', 'Ourense', 'Asturias', 'Palencia', 'Las Palmas', 'Pontevedra', 'Salamanca', 'Santa Cruz de Tenerife', 'Cantabria', 'Segovia',
  'Sevilla', 'Soria', 'Tarragona', 'Teruel', 'Toledo', 'Valencia', 'Valladolid', 'Bizkaia', 'Zamora', 'Zaragoza',
  'Ceuta', 'Melilla',
];
