/** Introspection of the `public` schema through pg_catalog (one JSON row per object). */
import { type Queryable } from '../../local-supabase/src/db/index';

export const SCHEMA = 'public';

// ---------------------------------------------------------------------------------------------------
// Introspection
// ---------------------------------------------------------------------------------------------------

export interface PgTypeInfo {
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

export interface ColumnInfo {
  name: string;
  typeOid: number;
  nullable: boolean;
  hasDefault: boolean;
  /** '' none, 'a' generated always, 'd' by default. */
  identity: string;
  /** '' none, 's' stored generated column. */
  generated: string;
}

export interface RelationInfo {
  oid: number;
  name: string;
  /** r table, p partitioned table, f foreign table, v view, m materialized view, c composite type. */
  kind: string;
  /** pg_relation_is_updatable bits (views): 8 insert, 4 update. */
  updatable: number;
  columns: ColumnInfo[];
}

export interface RelationshipInfo {
  name: string;
  relid: number;
  columns: string[];
  referencedRelation: string;
  referencedColumns: string[];
  isOneToOne: boolean;
}

export interface FunctionInfo {
  name: string;
  returnsSet: boolean;
  returnType: number;
  argTypes: number[];
  argModes: string[] | null;
  argNames: string[] | null;
  defaults: number;
}

export interface EnumInfo {
  name: string;
  labels: string[];
}

export interface Schema {
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
