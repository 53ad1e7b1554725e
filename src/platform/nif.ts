/**
 * Spanish tax ids. `normalizeNif` gives the stored form (upper case, without spaces, dots or
 * dashes). A value shaped like a Spanish NIF (DNI), NIE, special NIF (K/L/M) or CIF must carry
 * the right control character; other shapes (foreign VAT ids) are accepted as they are.
 */
export function normalizeNif(raw: string): string {
  return raw.toUpperCase().replace(/[\s.\-]/g, '');
}

const DNI_LETTERS = 'TRWAGMYFPDXBNJZSQVHLCKE';
const CIF_LETTERS = 'JABCDEFGHI';

export type NifCheck = { ok: true; kind: 'nif' | 'nie' | 'cif' | 'foreign' } | { ok: false; reason: string };

function dniLetter(digits: string): string {
  return DNI_LETTERS[Number(digits) % 23];
}

function cifControl(digits: string): { digit: string; letter: string } {
  let sum = 0;
  for (let i = 0; i < 7; i++) {
    const n = Number(digits[i]);
    if (i % 2 === 0) {
      const doubled = n * 2;
      sum += Math.floor(doubled / 10) + (doubled % 10);
    } else {
      sum += n;
    }
  }
  const control = (10 - (sum % 10)) % 10;
  return { digit: String(control), letter: CIF_LETTERS[control] };
}

export function checkNif(normalized: string): NifCheck {
  if (!/^[A-Z0-9]{2,20}$/.test(normalized)) {
    return { ok: false, reason: 'must contain only letters and digits (2 to 20 of them)' };
  }
  let m = /^(\d{8})([A-Z])$/.exec(normalized);
  if (m) {
    return dniLetter(m[1]) === m[2] ? { ok: true, kind: 'nif' } : { ok: false, reason: 'has a wrong control letter' };
  }
  m = /^([XYZ])(\d{7})([A-Z])$/.exec(normalized);
  if (m) {
    const digits = String('XYZ'.indexOf(m[1])) + m[2];
    return dniLetter(digits) === m[3] ? { ok: true, kind: 'nie' } : { ok: false, reason: 'has a wrong control letter' };
  }
  m = /^([KLM])(\d{7})([A-Z])$/.exec(normalized);
  if (m) {
    return dniLetter(m[2]) === m[3] ? { ok: true, kind: 'nif' } : { ok: false, reason: 'has a wrong control letter' };
  }
  m = /^([ABCDEFGHJNPQRSUVW])(\d{7})([0-9A-J])$/.exec(normalized);
  if (m) {
    const [, first, digits, given] = m;
    const { digit, letter } = cifControl(digits);
    // Entities without share capital and public bodies use a letter; companies a digit; the rest either.
    const letterOnly = 'NPQRSW'.includes(first) || digits.startsWith('00');
    const digitOnly = 'ABEH'.includes(first);
    const ok = letterOnly ? given === letter : digitOnly ? given === digit : given === letter || given === digit;
    return ok ? { ok: true, kind: 'cif' } : { ok: false, reason: 'has a wrong control character' };
  }
  return { ok: true, kind: 'foreign' };
}
