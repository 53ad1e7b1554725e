const SPECIAL: Record<string, string> = { 'º': 'o', 'ª': 'a', '°': 'o', '²': '2', '³': '3', '\u00a0': ' ', '\u202f': ' ' };

/**
 * Lower case without accents, one character for one character, so that a position found in the
 * folded text is the same position in the printed text: `Nº Factura` → `no factura`,
 * `Albarán` → `albaran`, `m³` → `m3`.
 */
export function fold(text: string): string {
  let out = '';
  for (const ch of text) {
    const special = SPECIAL[ch];
    if (special) {
      out += special;
      continue;
    }
    const base = ch.normalize('NFD')[0].toLowerCase();
    out += base.length === ch.length ? base : ch;
  }
  return out;
}

/** Collapses runs of white space and trims. */
export function squash(text: string): string {
  return text.replace(/\s+/g, ' ').trim();
}
