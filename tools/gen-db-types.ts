/**
 * Writes shared/src/supabase/database.types.ts, the `Database` type every supabase-js client of the
 * site is created with, from the REAL schema: it opens an in-memory database (PGlite) with
 * supabase/migrations, introspects the `public` schema through pg_catalog and prints the same shape
 * as `supabase gen types typescript`:
 *
 *   Database → public → Tables / Views (Row, Insert, Update, Relationships), Functions (Args,
 *   Returns, SetofOptions), Enums, CompositeTypes; plus the helper types Tables<>, TablesInsert<>,
 *   TablesUpdate<>, Enums<>, CompositeTypes<> and the Constants object.
 *
 *   npx tsx tools/gen-db-types.ts                 rewrite shared/src/supabase/database.types.ts
 *   npx tsx tools/gen-db-types.ts --check         exit 1 when the committed file is out of date
 *   npx tsx tools/gen-db-types.ts --out FILE      write (or with --check compare) another file
 *   npx tsx tools/gen-db-types.ts --migrations-dir DIR   read the migrations from DIR instead
 *
 * The generator mirrors the schema, not the grants: a column no API role may read (for example
 * customer_testimonials.customer_email) still appears, exactly as the Supabase CLI would print it.
 * Rules (as the CLI): columns sorted by name; Insert makes a column optional when it is nullable,
 * has a default or is an identity; `generated always` identity and generated columns are `?: never`
 * in Insert and Update; Update makes every column optional; Relationships list every foreign key of
 * the table (the referenced relation by name, whatever its schema) with isOneToOne when the
 * referencing columns are unique; a function without arguments has `Args: never`; a function
 * returning a table's row type (or a set of them) returns that row inline and names the table in
 * SetofOptions. The output is formatted with prettier's API and the repository's .prettierrc.
 *
 * local-supabase/test/api/db-types-drift.test.ts fails when the committed file differs from what this
 * generator writes now.
 */
import fs from 'node:fs';
import path from 'node:path';

import * as prettier from 'prettier';

import { defaultMigrationsDir, openDatabase, type Queryable } from '../local-supabase/src/db/index';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export const DEFAULT_OUTPUT = path.join(
  REPO_ROOT,
  'shared',
  'src',
  'supabase',
  'database.types.ts',
);

/**
 * The PostgREST major version the client may assume (supabase-js enables version-specific typings
 * from it). Hosted projects run PostgREST 12 to 14 (supabase-compat.md), so the lowest one is safe.
 */
const POSTGREST_VERSION = '12';

const SCHEMA = 'public';

// ---------------------------------------------------------------------------------------------------
// Introspection
// ---------------------------------------------------------------------------------------------------

interface PgTypeInfo {
  oid: number;
  name: string;
  schema: string;
  /** b base, c composite, d domain, e enum, p pseudo, r range, m multirange. */
  kind: string;
  category: string;
  elem: number;
  base: number;
  relid: number;
}

interface ColumnInfo {
  name: string;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  /** '' none, 'a' generated always, 'd' by default. */
  identity: string;
  /** '' none, 's' stored generated column. */
  generated: string;
}

interface RelationInfo {
  oid: number;
  name: string;
  /** r table, p partitioned table, f foreign table, v view, m materialized view, c composite type. */
  kind: string;
  /** pg_relation_is_updatable bits (views): 8 insert, 4 update. */
  updatable: number;
  columns: ColumnInfo[];
}

interface RelationshipInfo {
  name: string;
  relid: number;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

interface FunctionInfo {
  name: string;
  returnsSet: boolean;
  returnType: number;
  argTypes: number[];
  argModes: string[] | null;
  argNames: string[] | null;
  defaults: number;
}

interface EnumInfo {
  name: string;
  labels: string[];
}

interface Schema {
  types: Map<number, PgTypeInfo>;
  relations: RelationInfo[];
  relationsByOid: Map<number, RelationInfo>;
  relationships: RelationshipInfo[];
  functions: FunctionInfo[];
  enums: EnumInfo[];
}

/** Every query returns one JSON text column, parsed here (both drivers agree on text). */
async function jsonRows<T>(db: Queryable, sql: string): Promise<T[]> {
  const { rows } = await db.query<{ j: string }>(sql);
  return rows.map((row) => JSON.parse(row.j) as T);
}

const TYPES_SQL = `
select json_build_object(
  'oid', t.oid::int8, 'name', t.typname, 'schema', n.nspname, 'kind', t.typtype,
  'category', t.typcategory, 'elem', t.typelem::int8, 'base', t.typbasetype::int8,
  'relid', t.typrelid::int8)::text as j
from pg_type t join pg_namespace n on n.oid = t.typnamespace`;

const RELATIONS_SQL = `
select json_build_object(
  'oid', c.oid::int8, 'name', c.relname, 'kind', c.relkind,
  'updatable', case when c.relkind in ('v', 'm') then pg_relation_is_updatable(c.oid, false) else 0 end,
  'columns', coalesce((
    select json_agg(json_build_object(
             'name', a.attname, 'typeOid', a.atttypid::int8, 'nullable', not a.attnotnull,
             'hasDefault', a.atthasdef, 'identity', a.attidentity::text,
             'generated', a.attgenerated::text) order by a.attnum)
      from pg_attribute a
     where a.attrelid = c.oid and a.attnum > 0 and not a.attisdropped), '[]'))::text as j
from pg_class c join pg_namespace n on n.oid = c.relnamespace
where n.nspname = '${SCHEMA}' and c.relkind in ('r', 'p', 'f', 'v', 'm', 'c')
order by c.relname`;

const RELATIONSHIPS_SQL = `
select json_build_object(
  'name', con.conname, 'relid', con.conrelid::int8, 'referencedRelation', rc.relname,
  'columns', (select json_agg(a.attname order by k.ord)
                from unnest(con.conkey) with ordinality as k(attnum, ord)
                join pg_attribute a on a.attrelid = con.conrelid and a.attnum = k.attnum),
  'referencedColumns', (select json_agg(a.attname order by k.ord)
                          from unnest(con.confkey) with ordinality as k(attnum, ord)
                          join pg_attribute a on a.attrelid = con.confrelid and a.attnum = k.attnum),
  'isOneToOne', exists (
    select 1 from pg_index i
     where i.indrelid = con.conrelid and i.indisunique and i.indpred is null and i.indexprs is null
       and (select array_agg(x order by x) from unnest(i.indkey::int2[]) as x)
           = (select array_agg(x order by x) from unnest(con.conkey) as x)))::text as j
from pg_constraint con
join pg_class c on c.oid = con.conrelid
join pg_namespace n on n.oid = c.relnamespace
join pg_class rc on rc.oid = con.confrelid
where con.contype = 'f' and n.nspname = '${SCHEMA}'`;

const FUNCTIONS_SQL = `
select json_build_object(
  'name', p.proname, 'returnsSet', p.proretset, 'returnType', p.prorettype::int8,
  'argTypes', (select coalesce(json_agg(u.t::int8 order by u.ord), '[]')
                 from unnest(coalesce(p.proallargtypes, p.proargtypes::oid[])) with ordinality as u(t, ord)),
  'argModes', p.proargmodes::text[], 'argNames', p.proargnames,
  'defaults', p.pronargdefaults)::text as j
from pg_proc p join pg_namespace n on n.oid = p.pronamespace
where n.nspname = '${SCHEMA}' and p.prokind = 'f'
  and p.prorettype not in ('trigger'::regtype, 'event_trigger'::regtype)
order by p.proname, p.oid`;

const ENUMS_SQL = `
select json_build_object(
  'name', t.typname,
  'labels', (select json_agg(e.enumlabel order by e.enumsortorder) from pg_enum e where e.enumtypid = t.oid))::text as j
from pg_type t join pg_namespace n on n.oid = t.typnamespace
where n.nspname = '${SCHEMA}' and t.typtype = 'e'
order by t.typname`;

export async function introspect(db: Queryable): Promise<Schema> {
  const types = new Map(
    (await jsonRows<PgTypeInfo>(db, TYPES_SQL)).map((t) => [Number(t.oid), t] as const),
  );
  const relations = await jsonRows<RelationInfo>(db, RELATIONS_SQL);
  return {
    types,
    relations,
    relationsByOid: new Map(relations.map((r) => [Number(r.oid), r] as const)),
    relationships: await jsonRows<RelationshipInfo>(db, RELATIONSHIPS_SQL),
    functions: await jsonRows<FunctionInfo>(db, FUNCTIONS_SQL),
    enums: await jsonRows<EnumInfo>(db, ENUMS_SQL),
  };
}

// ---------------------------------------------------------------------------------------------------
// Printing
// ---------------------------------------------------------------------------------------------------

const NUMBER_TYPES = new Set(['int2', 'int4', 'int8', 'float4', 'float8', 'numeric', 'oid']);
const STRING_TYPES = new Set([
  'text',
  'varchar',
  'bpchar',
  'char',
  'name',
  'citext',
  'uuid',
  'date',
  'time',
  'timetz',
  'timestamp',
  'timestamptz',
  'interval',
  'inet',
  'cidr',
  'macaddr',
  'macaddr8',
  'bytea',
  'money',
  'tsvector',
  'tsquery',
  'xml',
  'bit',
  'varbit',
]);

const byName = (a: string, b: string): number => (a < b ? -1 : a > b ? 1 : 0);

/** A property key as the CLI prints it: quoted only when it is not an identifier. */
function key(name: string): string {
  return /^[A-Za-z_$][A-Za-z0-9_$]*$/.test(name) ? name : JSON.stringify(name);
}

/** The TypeScript type of a Postgres type (by oid), as `supabase gen types` maps it. */
function tsType(schema: Schema, oid: number): string {
  const type = schema.types.get(oid);
  if (!type) return 'unknown';
  if (type.category === 'A' && type.elem !== 0) return `${tsType(schema, type.elem)}[]`;
  if (type.kind === 'd') return tsType(schema, type.base);
  if (type.kind === 'e') {
    return type.schema === SCHEMA ? `Database['${SCHEMA}']['Enums'][${q(type.name)}]` : 'string';
  }
  if (type.kind === 'c') {
    const relation = schema.relationsByOid.get(type.relid);
    if (type.schema === SCHEMA && relation?.kind === 'c') {
      return `Database['${SCHEMA}']['CompositeTypes'][${q(type.name)}]`;
    }
    return 'Record<string, unknown>';
  }
  if (type.name === 'bool') return 'boolean';
  if (NUMBER_TYPES.has(type.name)) return 'number';
  if (type.name === 'json' || type.name === 'jsonb') return 'Json';
  if (STRING_TYPES.has(type.name)) return 'string';
  if (type.name === 'void') return 'undefined';
  if (type.name === 'record') return 'Record<string, unknown>';
  return 'unknown';
}

function q(text: string): string {
  return `'${text.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`;
}

function objectType(lines: string[]): string {
  return lines.length === 0 ? '{}' : `{\n${lines.join('\n')}\n}`;
}

const NEVER_MAP = `{\n[_ in never]: never\n}`;

function mapOrNever(entries: string[]): string {
  return entries.length === 0 ? NEVER_MAP : `{\n${entries.join('\n')}\n}`;
}

function sortedColumns(relation: RelationInfo): ColumnInfo[] {
  return [...relation.columns].sort((a, b) => byName(a.name, b.name));
}

function isView(relation: RelationInfo): boolean {
  return relation.kind === 'v' || relation.kind === 'm';
}

function rowType(schema: Schema, relation: RelationInfo): string {
  return objectType(
    sortedColumns(relation).map((c) => {
      const nullable = c.nullable || isView(relation);
      return `${key(c.name)}: ${tsType(schema, c.typeOid)}${nullable ? ' | null' : ''}`;
    }),
  );
}

function insertType(schema: Schema, relation: RelationInfo): string {
  return objectType(
    sortedColumns(relation).map((c) => {
      if (c.identity === 'a' || c.generated === 's') return `${key(c.name)}?: never`;
      const nullable = c.nullable || isView(relation);
      const optional = nullable || c.hasDefault || c.identity !== '';
      return `${key(c.name)}${optional ? '?' : ''}: ${tsType(schema, c.typeOid)}${nullable ? ' | null' : ''}`;
    }),
  );
}

function updateType(schema: Schema, relation: RelationInfo): string {
  return objectType(
    sortedColumns(relation).map((c) => {
      if (c.identity === 'a' || c.generated === 's') return `${key(c.name)}?: never`;
      const nullable = c.nullable || isView(relation);
      return `${key(c.name)}?: ${tsType(schema, c.typeOid)}${nullable ? ' | null' : ''}`;
    }),
  );
}

function relationshipsType(schema: Schema, relation: RelationInfo): string {
  const items = schema.relationships
    .filter((r) => Number(r.relid) === Number(relation.oid))
    .sort((a, b) => byName(a.name, b.name) || byName(a.referencedRelation, b.referencedRelation))
    .map(
      (r) => `{
        foreignKeyName: ${q(r.name)}
        columns: [${r.columns.map(q).join(', ')}]
        isOneToOne: ${r.isOneToOne}
        referencedRelation: ${q(r.referencedRelation)}
        referencedColumns: [${r.referencedColumns.map(q).join(', ')}]
      }`,
    );
  return items.length === 0 ? '[]' : `[\n${items.join(',\n')}\n]`;
}

function tableEntry(schema: Schema, relation: RelationInfo): string {
  const parts = [`Row: ${rowType(schema, relation)}`];
  const writable = !isView(relation) || (relation.updatable & 12) !== 0;
  if (writable) {
    parts.push(`Insert: ${insertType(schema, relation)}`);
    parts.push(`Update: ${updateType(schema, relation)}`);
  }
  parts.push(`Relationships: ${relationshipsType(schema, relation)}`);
  return `${key(relation.name)}: {\n${parts.join('\n')}\n}`;
}

function functionVariant(schema: Schema, fn: FunctionInfo): string {
  const modes = fn.argModes ?? fn.argTypes.map(() => 'i');
  const names = fn.argNames ?? [];
  const inputs: { name: string; type: number }[] = [];
  const outputs: { name: string; type: number }[] = [];
  fn.argTypes.forEach((type, i) => {
    const mode = modes[i] ?? 'i';
    const name = names[i] ?? '';
    if (mode === 'i' || mode === 'b' || mode === 'v') inputs.push({ name, type });
    if (mode === 'o' || mode === 'b' || mode === 't') outputs.push({ name, type });
  });
  const firstDefault = inputs.length - fn.defaults;
  const args =
    inputs.length === 0
      ? 'never'
      : objectType(
          inputs
            .map((a, i) => ({ ...a, optional: i >= firstDefault }))
            .sort((a, b) => byName(a.name, b.name))
            .map((a) => `${key(a.name)}${a.optional ? '?' : ''}: ${tsType(schema, a.type)}`),
        );

  const set = fn.returnsSet ? '[]' : '';
  const parts = [`Args: ${args}`];
  const returnType = schema.types.get(Number(fn.returnType));
  const returnRelation =
    returnType && returnType.relid !== 0
      ? schema.relationsByOid.get(Number(returnType.relid))
      : undefined;
  if (outputs.length > 0) {
    const columns = [...outputs]
      .sort((a, b) => byName(a.name, b.name))
      .map((o) => `${key(o.name)}: ${tsType(schema, o.type)}`);
    parts.push(`Returns: ${objectType(columns)}${set}`);
  } else if (returnRelation && returnRelation.kind !== 'c') {
    parts.push(`Returns: ${rowType(schema, returnRelation)}${set}`);
    parts.push(`SetofOptions: {
      from: '*'
      to: ${q(returnRelation.name)}
      isOneToOne: ${!fn.returnsSet}
      isSetofReturn: ${fn.returnsSet}
    }`);
  } else {
    parts.push(`Returns: ${tsType(schema, Number(fn.returnType))}${set}`);
  }
  return `{\n${parts.join('\n')}\n}`;
}

function functionsType(schema: Schema): string {
  const byFunction = new Map<string, FunctionInfo[]>();
  for (const fn of schema.functions) {
    byFunction.set(fn.name, [...(byFunction.get(fn.name) ?? []), fn]);
  }
  const entries = [...byFunction.keys()].sort(byName).map((name) => {
    const variants = (byFunction.get(name) ?? []).map((fn) => functionVariant(schema, fn));
    return `${key(name)}: ${variants.length === 1 ? variants[0] : variants.map((v) => `| ${v}`).join('\n')}`;
  });
  return mapOrNever(entries);
}

function compositeTypesType(schema: Schema): string {
  const entries = schema.relations
    .filter((r) => r.kind === 'c')
    .map(
      (r) =>
        `${key(r.name)}: ${objectType(
          sortedColumns(r).map((c) => `${key(c.name)}: ${tsType(schema, c.typeOid)} | null`),
        )}`,
    );
  return mapOrNever(entries);
}

const HEADER = `// Generated by \`npx tsx tools/gen-db-types.ts\` from supabase/migrations (the public schema);
// do not edit by hand. \`npx tsx tools/gen-db-types.ts --check\` (and the local-supabase test
// test/api/db-types-drift.test.ts) fails when this file is out of date.
`;

/** The usual helper types of the CLI's output, for the default schema or { schema } options. */
const HELPERS = `
type DatabaseWithoutInternals = Omit<Database, '__InternalSupabase'>

type DefaultSchema = DatabaseWithoutInternals[Extract<keyof Database, '${SCHEMA}'>]

export type Tables<
  DefaultSchemaTableNameOrOptions extends
    | keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
        DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? (DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'] &
      DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Views'])[TableName] extends {
      Row: infer R
    }
    ? R
    : never
  : DefaultSchemaTableNameOrOptions extends keyof (DefaultSchema['Tables'] & DefaultSchema['Views'])
    ? (DefaultSchema['Tables'] & DefaultSchema['Views'])[DefaultSchemaTableNameOrOptions] extends {
        Row: infer R
      }
      ? R
      : never
    : never

export type TablesInsert<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Insert: infer I
    }
    ? I
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Insert: infer I }
      ? I
      : never
    : never

export type TablesUpdate<
  DefaultSchemaTableNameOrOptions extends
    | keyof DefaultSchema['Tables']
    | { schema: keyof DatabaseWithoutInternals },
  TableName extends DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables']
    : never = never,
> = DefaultSchemaTableNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaTableNameOrOptions['schema']]['Tables'][TableName] extends {
      Update: infer U
    }
    ? U
    : never
  : DefaultSchemaTableNameOrOptions extends keyof DefaultSchema['Tables']
    ? DefaultSchema['Tables'][DefaultSchemaTableNameOrOptions] extends { Update: infer U }
      ? U
      : never
    : never

export type Enums<
  DefaultSchemaEnumNameOrOptions extends
    | keyof DefaultSchema['Enums']
    | { schema: keyof DatabaseWithoutInternals },
  EnumName extends DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
    ? keyof DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums']
    : never = never,
> = DefaultSchemaEnumNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[DefaultSchemaEnumNameOrOptions['schema']]['Enums'][EnumName]
  : DefaultSchemaEnumNameOrOptions extends keyof DefaultSchema['Enums']
    ? DefaultSchema['Enums'][DefaultSchemaEnumNameOrOptions]
    : never

export type CompositeTypes<
  PublicCompositeTypeNameOrOptions extends
    | keyof DefaultSchema['CompositeTypes']
    | { schema: keyof DatabaseWithoutInternals },
  CompositeTypeName extends PublicCompositeTypeNameOrOptions extends {
    schema: keyof DatabaseWithoutInternals
  }
    ? keyof DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes']
    : never = never,
> = PublicCompositeTypeNameOrOptions extends { schema: keyof DatabaseWithoutInternals }
  ? DatabaseWithoutInternals[PublicCompositeTypeNameOrOptions['schema']]['CompositeTypes'][CompositeTypeName]
  : PublicCompositeTypeNameOrOptions extends keyof DefaultSchema['CompositeTypes']
    ? DefaultSchema['CompositeTypes'][PublicCompositeTypeNameOrOptions]
    : never
`;

/** The unformatted TypeScript source for an introspected schema. */
export function printDatabaseTypes(schema: Schema): string {
  const tables = schema.relations.filter((r) => ['r', 'p', 'f'].includes(r.kind));
  const views = schema.relations.filter(isView);
  const enums = schema.enums.map(
    (e) => `${key(e.name)}: ${e.labels.length === 0 ? 'never' : e.labels.map(q).join(' | ')}`,
  );
  const enumConstants = schema.enums.map((e) => `${key(e.name)}: [${e.labels.map(q).join(', ')}]`);
  return `${HEADER}
export type Json = string | number | boolean | null | { [key: string]: Json | undefined } | Json[]

export type Database = {
  // Lets createClient<Database>() pick the PostgREST version's typings without a second argument.
  __InternalSupabase: {
    PostgrestVersion: '${POSTGREST_VERSION}'
  }
  ${SCHEMA}: {
    Tables: ${mapOrNever(tables.map((t) => tableEntry(schema, t)))}
    Views: ${mapOrNever(views.map((v) => tableEntry(schema, v)))}
    Functions: ${functionsType(schema)}
    Enums: ${mapOrNever(enums)}
    CompositeTypes: ${compositeTypesType(schema)}
  }
}
${HELPERS}
export const Constants = {
  ${SCHEMA}: {
    Enums: {${enumConstants.join(',\n')}},
  },
} as const
`;
}

/** Formats with prettier's API and the repository's configuration for the output file. */
export async function formatSource(source: string, file: string): Promise<string> {
  const options = (await prettier.resolveConfig(file)) ?? {};
  return prettier.format(source, { ...options, parser: 'typescript', filepath: file });
}

/** Opens a throwaway database with the migrations and returns the formatted file contents. */
export async function generateDatabaseTypes(
  migrationsDir: string = defaultMigrationsDir,
  file: string = DEFAULT_OUTPUT,
): Promise<string> {
  const db = await openDatabase({ migrationsDir, seedFile: null });
  try {
    return await formatSource(printDatabaseTypes(await introspect(db)), file);
  } finally {
    await db.close();
  }
}

function optionValue(argv: readonly string[], name: string): string | undefined {
  const index = argv.indexOf(name);
  if (index < 0) return undefined;
  const value = argv[index + 1];
  if (value === undefined || value.startsWith('--')) throw new Error(`${name} needs a value`);
  return path.resolve(value);
}

async function main(argv: readonly string[]): Promise<number> {
  const file = optionValue(argv, '--out') ?? DEFAULT_OUTPUT;
  const migrationsDir = optionValue(argv, '--migrations-dir') ?? defaultMigrationsDir;
  const source = await generateDatabaseTypes(migrationsDir, file);
  const shown = path.relative(REPO_ROOT, file);
  if (argv.includes('--check')) {
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== source) {
      console.error(`${shown} is out of date: run npx tsx tools/gen-db-types.ts`);
      return 1;
    }
    console.log(`${shown} is up to date`);
    return 0;
  }
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, source);
  console.log(`wrote ${shown}`);
  return 0;
}

if (process.argv[1] !== undefined && /gen-db-types\.ts$/.test(process.argv[1])) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (error: unknown) => {
      console.error(error);
      process.exitCode = 2;
    },
  );
}
