/** Escapes `%`, `_` and `\` for a LIKE pattern. */
export function escapeLike(value: string): string {
  return value.replace(/[\\%_]/g, (c) => `\\${c}`);
}

/** `%term%` for a case- and accent-insensitive search against `f_unaccent(lower(…))`. */
export function containsPattern(q: string): string {
  const folded = q.normalize('NFD').replace(/\p{Diacritic}/gu, '').toLowerCase().trim();
  return `%${escapeLike(folded)}%`;
}
