import {
  OPERATORS,
  type Condition,
  type Field,
  type Filter,
  type IsValue,
  type Logic,
  type Operator,
} from './ast';
import { parseError, RestError } from './errors';

/** Deepest `or(and(or(…)))` nesting accepted: deeper trees only cost the planner time. */
export const MAX_LOGIC_DEPTH = 10;
/** Longest like/ilike/match/imatch pattern: long regular expressions can be slow to match. */
export const MAX_PATTERN_LENGTH = 1000;
const PATTERN_OPERATORS: readonly Operator[] = ['like', 'ilike', 'match', 'imatch'];

function checkPattern(op: Operator, value: string): void {
  if (PATTERN_OPERATORS.includes(op) && value.length > MAX_PATTERN_LENGTH) {
    throw new RestError(
      400,
      'PGRST100',
      `The ${op} pattern is too long: at most ${MAX_PATTERN_LENGTH} characters`,
      `The pattern has ${value.length} characters`,
    );
  }
}

/** A position in one query-string value; failures become PGRST100 with PostgREST's message shape. */
export class Cursor {
  pos = 0;
  constructor(
    readonly text: string,
    readonly what: string,
  ) {}

  get atEnd(): boolean {
    return this.pos >= this.text.length;
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  startsWith(s: string): boolean {
    return this.text.startsWith(s, this.pos);
  }
  eat(s: string): boolean {
    if (!this.startsWith(s)) return false;
    this.pos += s.length;
    return true;
  }
  expect(s: string): void {
    if (!this.eat(s)) this.fail(`unexpected ${this.describe()} expecting "${s}"`);
  }
  skipSpaces(): void {
    while (this.peek() === ' ') this.pos += 1;
  }
  describe(): string {
    return this.atEnd ? 'end of input' : JSON.stringify(this.peek());
  }
  fail(details: string): never {
    throw parseError(this.what, this.text, this.pos + 1, details);
  }
}

const NAME_CHAR = /[\p{L}\p{N}_$]/u;

/** `"quoted \" name"` with backslash escapes, as PostgREST's pQuotedValue. */
function parseQuoted(cur: Cursor): string {
  cur.expect('"');
  let out = '';
  while (!cur.atEnd && cur.peek() !== '"') {
    if (cur.peek() === '\\') cur.pos += 1;
    out += cur.peek();
    cur.pos += 1;
  }
  cur.expect('"');
  return out;
}

export function parseName(cur: Cursor): string {
  if (cur.peek() === '"') return parseQuoted(cur);
  const start = cur.pos;
  while (!cur.atEnd && NAME_CHAR.test(cur.peek())) cur.pos += 1;
  if (cur.pos === start) cur.fail(`unexpected ${cur.describe()} expecting field name`);
  return cur.text.slice(start, cur.pos);
}

function parseJsonKey(cur: Cursor): string {
  if (cur.peek() === '"') return parseQuoted(cur);
  const start = cur.pos;
  if (cur.peek() === '-') cur.pos += 1;
  while (!cur.atEnd && NAME_CHAR.test(cur.peek())) cur.pos += 1;
  if (cur.pos === start) cur.fail(`unexpected ${cur.describe()} expecting json key`);
  return cur.text.slice(start, cur.pos);
}

export function parseField(cur: Cursor): Field {
  const field: Field = { column: parseName(cur), path: [] };
  for (;;) {
    if (cur.eat('->>')) field.path.push({ arrow: '->>', key: parseJsonKey(cur) });
    else if (cur.eat('->')) field.path.push({ arrow: '->', key: parseJsonKey(cur) });
    else return field;
  }
}

function parseOperator(cur: Cursor): Operator {
  const start = cur.pos;
  while (!cur.atEnd && /[a-z]/.test(cur.peek())) cur.pos += 1;
  const word = cur.text.slice(start, cur.pos);
  if ((OPERATORS as readonly string[]).includes(word)) return word as Operator;
  cur.pos = start;
  return cur.fail(
    `unexpected ${JSON.stringify(word || cur.peek())} expecting "not" or operator (${OPERATORS.join(', ')})`,
  );
}

/** `(a,"b,c",d)`: elements split on `,`, `"…"` quoting with backslash escapes. */
function parseList(cur: Cursor): string[] {
  cur.expect('(');
  const values: string[] = [];
  if (cur.eat(')')) return values;
  for (;;) {
    if (cur.peek() === '"') values.push(parseQuoted(cur));
    else {
      const start = cur.pos;
      while (!cur.atEnd && cur.peek() !== ',' && cur.peek() !== ')') cur.pos += 1;
      values.push(cur.text.slice(start, cur.pos));
    }
    if (cur.eat(')')) return values;
    cur.expect(',');
  }
}

/** A value inside a logic tree ends at `,` or `)` unless it is `"quoted"` or a `{pg,array}`. */
function parseLogicValue(cur: Cursor): string {
  if (cur.peek() === '"') return parseQuoted(cur);
  const start = cur.pos;
  if (cur.peek() === '{') {
    const close = cur.text.indexOf('}', cur.pos);
    if (close < 0) cur.fail('unexpected end of input expecting "}"');
    cur.pos = close + 1;
    return cur.text.slice(start, cur.pos);
  }
  while (!cur.atEnd && cur.peek() !== ',' && cur.peek() !== ')') cur.pos += 1;
  return cur.text.slice(start, cur.pos);
}

function parseIsValue(cur: Cursor, raw: string): IsValue {
  const value = raw.toLowerCase();
  if (value === 'null' || value === 'true' || value === 'false' || value === 'unknown')
    return value;
  return cur.fail(`unexpected ${JSON.stringify(raw)} expecting null, true, false or unknown`);
}

/** `[not.]op.value` after the field; `inLogic` switches to the logic-tree value rules. */
function parseOpExpr(cur: Cursor, field: Field, inLogic: boolean): Filter {
  const negate = cur.eat('not.');
  const op = parseOperator(cur);
  cur.expect('.');
  if (op === 'in') return { kind: 'filter', field, negate, op, values: parseList(cur) };
  const raw = inLogic ? parseLogicValue(cur) : cur.text.slice(cur.pos);
  if (!inLogic) cur.pos = cur.text.length;
  if (op === 'is') return { kind: 'filter', field, negate, op, value: parseIsValue(cur, raw) };
  checkPattern(op, raw);
  return { kind: 'filter', field, negate, op, value: raw };
}

/** A query parameter `col=[not.]op.value` (everything after `op.` is the value). */
export function parseFilter(key: string, value: string): Filter {
  const keyCur = new Cursor(key, 'filter');
  const field = parseField(keyCur);
  if (!keyCur.atEnd) keyCur.fail(`unexpected ${keyCur.describe()} expecting "->" or end of input`);
  const cur = new Cursor(value, 'filter');
  const filter = parseOpExpr(cur, field, false);
  if (!cur.atEnd) cur.fail(`unexpected ${cur.describe()} expecting end of input`);
  return filter;
}

function parseLogicItems(cur: Cursor, op: 'and' | 'or', negate: boolean, depth: number): Logic {
  if (depth > MAX_LOGIC_DEPTH) {
    throw new RestError(
      400,
      'PGRST100',
      `The logic tree is nested too deeply: at most ${MAX_LOGIC_DEPTH} levels of and/or`,
      `"failed to parse logic tree (${cur.text.slice(0, 200)})" (line 1, column ${cur.pos + 1})`,
    );
  }
  cur.expect('(');
  const children: Condition[] = [];
  for (;;) {
    cur.skipSpaces();
    children.push(parseCondition(cur, depth));
    if (cur.eat(')')) return { kind: 'logic', op, negate, children };
    cur.expect(',');
  }
}

function parseCondition(cur: Cursor, depth: number): Condition {
  const start = cur.pos;
  const negate = cur.eat('not.');
  for (const op of ['and', 'or'] as const) {
    if (cur.startsWith(`${op}(`)) {
      cur.pos += op.length;
      return parseLogicItems(cur, op, negate, depth + 1);
    }
  }
  cur.pos = start;
  const field = parseField(cur);
  cur.expect('.');
  return parseOpExpr(cur, field, true);
}

/** `or=(a.eq.1,and(b.gt.2,c.is.null))`; key is `or`, `and`, `not.or` or `not.and`. */
export function parseLogicTree(key: string, value: string): Logic {
  const negate = key.startsWith('not.');
  const op = negate ? key.slice(4) : key;
  const cur = new Cursor(value, 'logic tree');
  if (op !== 'and' && op !== 'or') return cur.fail(`unknown logic operator ${op}`);
  const tree = parseLogicItems(cur, op, negate, 1);
  if (!cur.atEnd) cur.fail(`unexpected ${cur.describe()} expecting end of input`);
  return tree;
}
