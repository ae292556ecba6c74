// The statements that load one reference table: an upsert of every row and a delete of the rows the
// domain no longer has, so the same text is right on an empty database and on an older one.
import { sqlLiteral, type SqlValue } from './sql-literals';

/** One reference table's rows, in column order, and the columns of its primary key. */
export interface TableData {
  table: string;
  columns: readonly string[];
  key: readonly string[];
  rows: readonly (readonly SqlValue[])[];
}

/** Every row has one value per column and no two rows share a key. */
export function assertUniqueKeys(data: TableData): void {
  const seen = new Set<string>();
  const keyIndexes = data.key.map((k) => data.columns.indexOf(k));
  for (const row of data.rows) {
    if (row.length !== data.columns.length) {
      throw new Error(
        `${data.table}: row has ${row.length} values for ${data.columns.length} columns`,
      );
    }
    const key = JSON.stringify(keyIndexes.map((i) => row[i]));
    if (seen.has(key)) throw new Error(`${data.table}: duplicate key ${key}`);
    seen.add(key);
  }
}

function keyList(data: TableData): string {
  const keyIndexes = data.key.map((k) => data.columns.indexOf(k));
  return data.rows
    .map((row) => {
      const values = keyIndexes.map((i) => sqlLiteral(row[i] ?? null));
      return values.length === 1 ? `  ${values[0]}` : `  (${values.join(', ')})`;
    })
    .join(',\n');
}

/** Deletes the rows whose key is not in `data` (all of them when `data` has none). */
export function deleteStale(data: TableData): string {
  const key = data.key.length === 1 ? data.key[0] : `(${data.key.join(', ')})`;
  if (data.rows.length === 0) return `delete from ${data.table};\n`;
  return `delete from ${data.table}\nwhere ${key} not in (\n${keyList(data)}\n);\n`;
}

/** Inserts every row, updating the non-key columns of rows that exist already. */
export function upsert(data: TableData): string {
  const values = data.rows
    .map((row) => `  (${row.map((v) => sqlLiteral(v)).join(', ')})`)
    .join(',\n');
  const updates = data.columns.filter((c) => !data.key.includes(c));
  const onConflict =
    updates.length === 0
      ? `on conflict (${data.key.join(', ')}) do nothing`
      : `on conflict (${data.key.join(', ')}) do update set\n` +
        updates.map((c) => `  ${c} = excluded.${c}`).join(',\n');
  return `insert into ${data.table} (${data.columns.join(', ')}) values\n${values}\n${onConflict};\n`;
}
