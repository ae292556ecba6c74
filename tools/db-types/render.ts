/** Prints an introspected schema as the TypeScript source `supabase gen types typescript` writes. */
import { HELPERS } from './helpers-template';
import {
  type ColumnInfo,
  type FunctionInfo,
  type RelationInfo,
  SCHEMA,
  type Schema,
} from './introspect';

/**
 * The PostgREST major version the client may assume (supabase-js enables version-specific typings
 * from it). Hosted projects run PostgREST 12 to 14, so the lowest one is safe.
 */
const POSTGREST_VERSION = '12';

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
