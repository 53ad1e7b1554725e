import { checkNif, normalizeNif } from '../../../../src/platform/nif.js';

/**
 * Tax ids for the seventeenth blind set, built with their control character and checked against
 * the platform's rule: a regular document never carries a wrong one (the generator throws).
 */

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';

function valid(nif: string): string {
  const check = checkNif(normalizeNif(nif));
  if (!check.ok) throw new Error(`blind17: tax id ${nif} ${check.reason}`);
  return nif;
}

/** A company's CIF: letter, seven digits and the control the letter calls for. */
export function cif(letter: string, digits: string): string {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    sum += i % 2 === 0 ? Math.floor((n * 2) / 10) + ((n * 2) % 10) : n;
  }
  const control = (10 - (sum % 10)) % 10;
  const tail = 'NPQRSW'.includes(letter) ? 'JABCDEFGHI'[control] : String(control);
  return valid(`${letter}${digits}${tail}`);
}

/** A Spanish national's DNI. */
export function dni(digits: string): string {
  return valid(`${digits}${DNI_LETTERS[Number(digits) % 23]}`);
}

/** A foreign resident's NIE. */
export function nie(prefix: 'X' | 'Y' | 'Z', digits: string): string {
  return valid(`${prefix}${digits}${DNI_LETTERS[Number(String('XYZ'.indexOf(prefix)) + digits) % 23]}`);
}

export type IdStyle = 'plain' | 'dash' | 'dots' | 'space';

/** A tax id as a supplier prints it: `B12345674`, `B-12345674`, `B-12.345.674`, `B 12345674`. */
export function shown(nif: string, style: IdStyle): string {
  const head = /^[A-Z]/.test(nif) ? nif[0] : '';
  const body = head ? nif.slice(1) : nif;
  const isCif = head !== '' && !'XYZ'.includes(head);
  switch (style) {
    case 'plain':
      return nif;
    case 'dash':
      return isCif ? `${head}-${body}` : `${nif.slice(0, -1)}-${nif.slice(-1)}`;
    case 'dots':
      return isCif ? `${head}-${body.slice(0, 2)}.${body.slice(2, 5)}.${body.slice(5)}` : `${nif.slice(0, 2)}.${nif.slice(2, 5)}.${nif.slice(5, -1)}-${nif.slice(-1)}`;
    case 'space':
      return isCif ? `${head} ${body}` : `${nif.slice(0, -1)} ${nif.slice(-1)}`;
  }
}
