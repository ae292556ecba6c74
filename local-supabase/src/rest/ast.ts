/** The parsed form of a PostgREST request's query string. */

export type JsonArrow = '->' | '->>';

/** A column, optionally followed by JSON path steps: `meta->>seats`, `meta->tags->0`. */
export interface Field {
  column: string;
  path: { arrow: JsonArrow; key: string }[];
}

export const OPERATORS = [
  'eq',
  'neq',
  'gt',
  'gte',
  'lt',
  'lte',
  'like',
  'ilike',
  'match',
  'imatch',
  'in',
  'is',
  'isdistinct',
  'cs',
  'cd',
  'ov',
] as const;
export type Operator = (typeof OPERATORS)[number];

export type IsValue = 'null' | 'true' | 'false' | 'unknown';

export type Filter =
  | { kind: 'filter'; field: Field; negate: boolean; op: 'in'; values: string[] }
  | { kind: 'filter'; field: Field; negate: boolean; op: 'is'; value: IsValue }
  | {
      kind: 'filter';
      field: Field;
      negate: boolean;
      op: Exclude<Operator, 'in' | 'is'>;
      value: string;
    };

export interface Logic {
  kind: 'logic';
  op: 'and' | 'or';
  negate: boolean;
  children: Condition[];
}

export type Condition = Filter | Logic;

export type SelectItem =
  { kind: 'star' } | { kind: 'field'; field: Field; alias: string | null; cast: string | null };

export interface OrderTerm {
  field: Field;
  direction: 'asc' | 'desc' | null;
  nulls: 'nullsfirst' | 'nullslast' | null;
}

export interface QueryParams {
  select: SelectItem[];
  /** Every filter and logic tree of the query string, combined with AND. */
  where: Condition[];
  order: OrderTerm[];
  limit: number | null;
  offset: number;
  /** `columns` of an insert: the keys taken from each body object. */
  columns: string[] | null;
  onConflict: string[] | null;
  /** Query keys that were not PostgREST keywords, in order (for RPC GET arguments). */
  extra: [string, string][];
}

/** Every column a request reads: filters, order and select (for catalog validation). */
export function conditionFields(conditions: Condition[]): Field[] {
  return conditions.flatMap((c) => (c.kind === 'filter' ? [c.field] : conditionFields(c.children)));
}
