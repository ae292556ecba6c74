// SQL literals for the generated reference data: the only place values become SQL text.

export type SqlValue = string | number | boolean | null;

/** A SQL literal: strings quoted with '' doubling, finite numbers as written, booleans and NULL. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}
