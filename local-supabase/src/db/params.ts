/**
 * Both drivers receive parameters as text (or NULL), so Postgres infers every type from the
 * statement exactly as for PostgREST's untyped parameters. Non-strings are converted the way
 * node-postgres does: Date → ISO, objects/arrays → JSON, the rest → String().
 */
export function toTextParam(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string') return value;
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

export function toTextParams(params: unknown[] | undefined): (string | null)[] {
  return (params ?? []).map(toTextParam);
}
