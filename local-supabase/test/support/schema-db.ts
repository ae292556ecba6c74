/**
 * Test helpers for the schema in supabase/migrations: open a database with the real migrations and
 * seed (PGlite in memory by default, or a real Postgres given its URL), and run SQL as a given actor
 * exactly as PostgREST does: one transaction, `set_config('role', …, true)` and
 * `set_config('request.jwt.claims', …, true)`.
 *
 * Reusable by the later supabase-js suites: `SEED_USERS` (seed-ids.ts) has the e-mails and passwords.
 */
import { randomUUID } from 'node:crypto';

import { type Database, isPgError, openDatabase, type PgError, type Queryable } from '../../src/db';
import { RETIRED_ADMIN_EMAIL, SEED_USERS, type SeedUser } from '../../src/testing/seed-ids';

export type ApiRole = 'anon' | 'authenticated' | 'service_role';

/** Who makes a request: the role PostgREST switches to, and the JWT's subject and e-mail. */
export interface Actor {
  role: ApiRole;
  id?: string;
  email?: string;
}

function signedIn(user: Pick<SeedUser, 'id' | 'email'>): Actor {
  return { role: 'authenticated', id: user.id, email: user.email };
}

/** The actors of the RLS matrix. */
export const ACTORS = {
  anon: { role: 'anon' },
  customer: signedIn(SEED_USERS.customer),
  customer2: signedIn(SEED_USERS.customer2),
  /** Signed in, owns nothing, not staff. */
  stranger: {
    role: 'authenticated',
    id: '00000000-0000-4000-a000-0000000000ff',
    email: 'stranger@example.com',
  },
  /** Same e-mail as the inactive admin_users record. */
  retiredAdmin: {
    role: 'authenticated',
    id: '00000000-0000-4000-a000-0000000000fe',
    email: RETIRED_ADMIN_EMAIL,
  },
  moderator: signedIn(SEED_USERS.moderator),
  admin: signedIn(SEED_USERS.admin),
  superAdmin: signedIn(SEED_USERS.superAdmin),
  serviceRole: { role: 'service_role' },
} as const satisfies Record<string, Actor>;

export type ActorName = keyof typeof ACTORS;

/** A JWT payload shaped like GoTrue's (access token) or the anon / service_role API keys'. */
export function claimsFor(actor: Actor): Record<string, unknown> {
  const now = Math.floor(Date.now() / 1000);
  if (actor.role !== 'authenticated') {
    return { iss: 'supabase', ref: 'local', role: actor.role, iat: now, exp: now + 3600 };
  }
  return {
    iss: 'http://127.0.0.1:54321/auth/v1',
    sub: actor.id ?? randomUUID(),
    aud: 'authenticated',
    exp: now + 3600,
    iat: now,
    email: actor.email ?? '',
    phone: '',
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: {},
    role: 'authenticated',
    aal: 'aal1',
    amr: [{ method: 'password', timestamp: now }],
    session_id: randomUUID(),
    is_anonymous: false,
  };
}

/** The first statement PostgREST runs in every request transaction. */
export async function becomeActor(tx: Queryable, actor: Actor): Promise<void> {
  await tx.query(
    `select set_config('search_path', '"public", "public", "extensions"', true),
            set_config('role', $1, true),
            set_config('request.jwt.claims', $2, true),
            set_config('request.method', 'POST', true)`,
    [actor.role, JSON.stringify(claimsFor(actor))],
  );
}

/** Carries fn's value out of a transaction that is then rolled back. */
class RollbackSignal<T> extends Error {
  constructor(readonly value: T) {
    super('rollback');
  }
}

/**
 * Runs fn as `actor` in one transaction, then ROLLS BACK, so tests never see each other's writes.
 * A Postgres error inside fn rejects the returned promise with that error.
 */
export async function asActor<T>(
  db: Database,
  actor: Actor,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  try {
    await db.transaction(async (tx) => {
      await becomeActor(tx, actor);
      throw new RollbackSignal(await fn(tx));
    });
  } catch (error) {
    if (error instanceof RollbackSignal) return error.value as T;
    throw error;
  }
  throw new Error('unreachable: the transaction always rolls back');
}

/** Runs fn as `actor` in one transaction and COMMITS it (for the writes a test needs to keep). */
export function asActorCommitted<T>(
  db: Database,
  actor: Actor,
  fn: (tx: Queryable) => Promise<T>,
): Promise<T> {
  return db.transaction(async (tx) => {
    await becomeActor(tx, actor);
    return fn(tx);
  });
}

/** Runs one statement as `actor` (rolled back) and returns its rows. */
export async function queryAs<R = Record<string, unknown>>(
  db: Database,
  actor: Actor,
  sql: string,
  params?: unknown[],
): Promise<R[]> {
  return asActor(db, actor, async (tx) => (await tx.query<R>(sql, params)).rows);
}

/** Awaits a promise that must fail with a Postgres error, and returns that error. */
export async function pgError(promise: Promise<unknown>): Promise<PgError> {
  try {
    await promise;
  } catch (error) {
    if (isPgError(error)) return error;
    throw error;
  }
  throw new Error('expected a Postgres error, but the statement succeeded');
}

/** Runs one statement as `actor` (rolled back); it must fail: returns the Postgres error. */
export function errorAs(
  db: Database,
  actor: Actor,
  sql: string,
  params?: unknown[],
): Promise<PgError> {
  return pgError(queryAs(db, actor, sql, params));
}

export interface SchemaDatabaseOptions {
  /** A real Postgres instead of in-memory PGlite. */
  databaseUrl?: string;
  /** Apply supabase/seed.sql (default true). */
  seed?: boolean;
}

/** A fresh database with the real supabase/migrations (and, by default, supabase/seed.sql). */
export function openSchemaDatabase(options: SchemaDatabaseOptions = {}): Promise<Database> {
  return openDatabase({
    ...(options.databaseUrl ? { databaseUrl: options.databaseUrl } : {}),
    ...(options.seed === false ? { seedFile: null } : {}),
  });
}

/**
 * Opens a schema database before the file's tests and closes it after them; returns an accessor for
 * use inside tests and hooks.
 */
export function setupSchemaDatabase(options: SchemaDatabaseOptions = {}): () => Database {
  const state: { db?: Database } = {};
  beforeAll(async () => {
    state.db = await openSchemaDatabase(options);
  });
  afterAll(async () => {
    await state.db?.close();
  });
  return () => {
    if (!state.db) throw new Error('the schema database is not open');
    return state.db;
  };
}

/** Reads as the superuser inside the test's transaction, then becomes `actor` again. */
export async function asSuperuser<T>(
  tx: Queryable,
  actor: Actor,
  fn: () => Promise<T>,
): Promise<T> {
  await tx.query(`select set_config('role', 'postgres', true)`);
  try {
    return await fn();
  } finally {
    await becomeActor(tx, actor);
  }
}
