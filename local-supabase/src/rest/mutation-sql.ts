import { type Condition, type SelectItem } from './ast';
import { RestError } from './errors';
import {
  ident,
  selectListSql,
  type BodyShape,
  type SqlParams,
  tableRef,
  whereSql,
  wrapSource,
} from './sql-builder';

export interface MutationOptions {
  table: string;
  /** RETURNING the selected columns (return=representation), else RETURNING 1. */
  returning: SelectItem[] | null;
  count: boolean;
  shape: BodyShape;
}

function returningSql(options: MutationOptions, p: SqlParams): string {
  return options.returning ? selectListSql(tableRef(options.table), options.returning, p) : '1';
}

function totalSql(options: MutationOptions): string {
  return options.count ? 'pg_catalog.count(_postgrest_t)' : 'null::bigint';
}

export interface InsertGroup {
  columns: string[];
  rows: Record<string, unknown>[];
}

export interface Upsert {
  conflictColumns: string[];
  ignoreDuplicates: boolean;
}

/**
 * One INSERT per group of rows (a group per distinct key set with `missing=default`, so absent
 * keys take the column DEFAULT; otherwise one group, absent keys become NULL as in PostgREST).
 */
export function insertSql(
  groups: InsertGroup[],
  upsert: Upsert | null,
  options: MutationOptions,
  p: SqlParams,
): string {
  const table = tableRef(options.table);
  const returning = returningSql(options, p);
  const ctes = groups.map((group, i) => {
    const rows = `${p.add(JSON.stringify(group.rows))}::text::json`;
    const cols = group.columns.map(ident);
    const into = cols.length > 0 ? ` (${cols.join(', ')})` : '';
    const source =
      cols.length > 0
        ? `SELECT ${cols.map((c) => `_.${c}`).join(', ')} FROM json_populate_recordset(null::${table}, ${rows}) _`
        : `SELECT FROM json_array_elements(${rows}) _`;
    let conflict = '';
    if (upsert) {
      const targetCols = upsert.conflictColumns.map(ident).join(', ');
      const updates = cols.map((c) => `${c} = EXCLUDED.${c}`).join(', ');
      const target = targetCols ? ` (${targetCols})` : '';
      conflict =
        upsert.ignoreDuplicates || updates === '' || !targetCols
          ? ` ON CONFLICT${target} DO NOTHING`
          : ` ON CONFLICT${target} DO UPDATE SET ${updates}`;
    }
    return `pgrst_insert_${i} AS (INSERT INTO ${table}${into} ${source}${conflict} RETURNING ${returning})`;
  });
  const union = groups.map((_, i) => `SELECT * FROM pgrst_insert_${i}`).join(' UNION ALL ');
  return wrapSource(union, totalSql(options), options.shape).replace(
    /^WITH /,
    `WITH ${ctes.join(', ')}, `,
  );
}

/** pg-safeupdate is preloaded for PostgREST on hosted Supabase (compat §3.4, 21000). */
function requireWhere(kind: 'UPDATE' | 'DELETE', where: Condition[]): void {
  if (where.length === 0) throw new RestError(400, '21000', `${kind} requires a WHERE clause`);
}

export function updateSql(
  values: Record<string, unknown>,
  where: Condition[],
  options: MutationOptions,
  p: SqlParams,
): string {
  requireWhere('UPDATE', where);
  const table = tableRef(options.table);
  const cols = Object.keys(values).map(ident);
  const row = `${p.add(JSON.stringify(values))}::text::json`;
  const set = cols.map((c) => `${c} = _.${c}`).join(', ');
  const cte = `UPDATE ${table} SET ${set} FROM (SELECT * FROM json_populate_record(null::${table}, ${row})) _${whereSql(table, where, p)} RETURNING ${returningSql(options, p)}`;
  return wrapSource(cte, totalSql(options), options.shape);
}

export function deleteSql(where: Condition[], options: MutationOptions, p: SqlParams): string {
  requireWhere('DELETE', where);
  const table = tableRef(options.table);
  const cte = `DELETE FROM ${table}${whereSql(table, where, p)} RETURNING ${returningSql(options, p)}`;
  return wrapSource(cte, totalSql(options), options.shape);
}
