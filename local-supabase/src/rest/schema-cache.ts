import { type Queryable } from '../db';

export interface ColumnInfo {
  name: string;
  type: string;
}

export interface TableInfo {
  name: string;
  columns: Map<string, ColumnInfo>;
  primaryKey: string[];
}

export interface FunctionArg {
  name: string;
  type: string;
  hasDefault: boolean;
}

export interface FunctionInfo {
  name: string;
  args: FunctionArg[];
  returnsSet: boolean;
  returnKind: 'void' | 'scalar' | 'composite';
  /** Output column names of a composite / TABLE / OUT-parameter function. */
  columns: string[];
  /** One unnamed json/jsonb argument: the whole request body is passed to it. */
  takesBody: boolean;
}

const TABLE_SQL = `
select json_build_object(
  'columns', coalesce((select json_agg(json_build_object('name', a.attname,
                 'type', format_type(a.atttypid, a.atttypmod)) order by a.attnum)
               from pg_attribute a where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'),
  'pk', coalesce((select json_agg(a.attname order by a.attnum) from pg_index i
               join pg_attribute a on a.attrelid = i.indrelid and a.attnum = any(i.indkey)
               where i.indrelid = c.oid and i.indisprimary), '[]'))::text as info
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = 'public' and c.relname = $1 and c.relkind in ('r', 'v', 'm', 'f', 'p')`;

const FUNCTION_SQL = `
select json_build_object(
  'retset', p.proretset, 'ndefaults', p.pronargdefaults, 'nargs', p.pronargs,
  'argnames', p.proargnames, 'argmodes', p.proargmodes,
  'argtypes', (select json_agg(format_type(u.t, null) order by u.ord)
               from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, ord)),
  'rettype', format_type(p.prorettype, null),
  'retcolumns', (select json_agg(a.attname order by a.attnum) from pg_attribute a
                 where a.attrelid = rt.typrelid and a.attnum > 0 and not a.attisdropped))::text as info
from pg_proc p join pg_namespace n on n.oid = p.pronamespace join pg_type rt on rt.oid = p.prorettype
where n.nspname = 'public' and p.proname = $1 and p.prokind = 'f'
order by p.oid`;

interface RawFunction {
  retset: boolean;
  ndefaults: number;
  nargs: number;
  argnames: string[] | null;
  argmodes: string[] | null;
  argtypes: string[] | null;
  rettype: string;
  retcolumns: string[] | null;
}

function toFunctionInfo(name: string, raw: RawFunction): FunctionInfo {
  const types = raw.argtypes ?? [];
  const modes = raw.argmodes ?? types.map(() => 'i');
  const names = raw.argnames ?? [];
  const inputs: { name: string; type: string }[] = [];
  const outputs: string[] = [];
  types.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const argName = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name: argName, type });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push(argName);
  });
  const firstDefault = inputs.length - raw.ndefaults;
  const args = inputs.map((a, i) => ({ ...a, hasDefault: i >= firstDefault }));
  const columns = outputs.length > 0 ? outputs : (raw.retcolumns ?? []);
  const returnKind = raw.rettype === 'void' ? 'void' : columns.length > 0 ? 'composite' : 'scalar';
  const only = args[0];
  const takesBody = args.length === 1 && only?.name === '' && /^jsonb?$/.test(only.type);
  return { name, args, returnsSet: raw.retset, returnKind, columns, takesBody };
}

/**
 * What PostgREST keeps in its schema cache, read from pg_catalog on first use of each name and
 * re-read once when a request names something unknown (a migration may have added it).
 */
export class SchemaCache {
  private tables = new Map<string, TableInfo | null>();
  private functions = new Map<string, FunctionInfo[]>();
  private roles: Set<string> | null = null;

  constructor(private readonly db: Queryable) {}

  async table(name: string, fresh = false): Promise<TableInfo | null> {
    if (!fresh && this.tables.has(name)) return this.tables.get(name) ?? null;
    const { rows } = await this.db.query<{ info: string }>(TABLE_SQL, [name]);
    const raw = rows[0]
      ? (JSON.parse(rows[0].info) as { columns: ColumnInfo[]; pk: string[] })
      : null;
    const info = raw
      ? { name, columns: new Map(raw.columns.map((c) => [c.name, c])), primaryKey: raw.pk }
      : null;
    this.tables.set(name, info);
    return info;
  }

  async functionsNamed(name: string, fresh = false): Promise<FunctionInfo[]> {
    const cached = this.functions.get(name);
    if (cached && !fresh) return cached;
    const { rows } = await this.db.query<{ info: string }>(FUNCTION_SQL, [name]);
    const infos = rows.map((r) => toFunctionInfo(name, JSON.parse(r.info) as RawFunction));
    this.functions.set(name, infos);
    return infos;
  }

  /** Roles the `authenticator` may switch to (PostgREST's connection role). */
  async switchableRoles(): Promise<Set<string>> {
    if (!this.roles) {
      const { rows } = await this.db.query<{ rolname: string }>(
        `select rolname from pg_roles where pg_has_role('authenticator', oid, 'member')`,
      );
      this.roles = new Set(rows.map((r) => r.rolname));
    }
    return this.roles;
  }

  clear(): void {
    this.tables.clear();
    this.functions.clear();
    this.roles = null;
  }
}
