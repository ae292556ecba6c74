export interface QueryResult<R> {
  rows: R[];
  affectedRows: number;
  fields: { name: string; dataTypeID: number }[];
}

export interface Queryable {
  query<R = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<QueryResult<R>>;
  /** Multi-statement script, no params. */
  exec(sql: string): Promise<void>;
}

export interface Database extends Queryable {
  kind: 'pglite' | 'postgres';
  /**
   * BEGIN/COMMIT around fn; ROLLBACK when fn throws (the error is rethrown). `prelude`, a script of
   * statements without parameters, runs right after BEGIN in the same round trip (on PostgreSQL one
   * simple-protocol message `begin; <prelude>`), so a request's settings cost no trip of their own.
   */
  transaction<T>(fn: (tx: Queryable) => Promise<T>, prelude?: string): Promise<T>;
  close(): Promise<void>;
}

export interface OpenDatabaseOptions {
  /** PGlite folder; omitted = in-memory. */
  dataDir?: string;
  /** Real Postgres instead of PGlite. */
  databaseUrl?: string;
  /** Default <repo>/supabase/migrations. */
  migrationsDir?: string;
  /** Default <repo>/supabase/seed.sql; null = do not seed. */
  seedFile?: string | null;
  /** Receives one line per applied migration / seed, and lost Postgres connections; default: silent. */
  log?: (line: string) => void;
}

/** The fields of a Postgres ErrorResponse, as both drivers expose them on their thrown errors. */
export interface PgError extends Error {
  code: string;
  detail?: string | undefined;
  hint?: string | undefined;
  constraint?: string | undefined;
  table?: string | undefined;
  column?: string | undefined;
}

export function isPgError(error: unknown): error is PgError {
  if (!(error instanceof Error)) return false;
  const code: unknown = (error as Partial<PgError>).code;
  return typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code);
}
