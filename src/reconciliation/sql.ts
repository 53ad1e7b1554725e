/**
 * A PostgreSQL `text[]` literal for `?::text[]` bindings (the query builder expands JS arrays
 * into `?, ?, …` lists, which `= any(…)` and `unnest(…)` cannot take).
 */
export function textArray(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}
