/**
 * The RLS matrix at SQL level, shared part: each statement run the way PostgREST runs it
 * (transaction-local role and JWT claims) against the real migrations and seed, then rolled back.
 * Outcomes: a row count (what RLS lets through) or a Postgres error code (42501: missing grant or a
 * WITH CHECK violation).
 */
import { type Database, isPgError } from '../../src/db';
import { ACTORS, type ActorName, asActor, setupSchemaDatabase } from './schema-db';

/** Opens the seeded schema database for the calling test file; expectMatrix() runs against it. */
export function setupRlsDatabase(): () => Database {
  const db = setupSchemaDatabase();
  current.db = db;
  return db;
}

const current: { db?: () => Database } = {};

/** Either the number of rows the statement returned / affected, or the SQLSTATE it failed with. */
export type Outcome = number | `error ${string}`;

async function outcome(actor: ActorName, sql: string, params: unknown[] = []): Promise<Outcome> {
  try {
    return await asActor(database(), ACTORS[actor], async (tx) => {
      const result = await tx.query(sql, params);
      return result.rows.length > 0 ? result.rows.length : result.affectedRows;
    });
  } catch (error) {
    if (isPgError(error)) return `error ${error.code}`;
    throw error;
  }
}

export const ALL_ACTORS: ActorName[] = [
  'anon',
  'customer',
  'customer2',
  'stranger',
  'retiredAdmin',
  'moderator',
  'admin',
  'superAdmin',
];

export type Matrix = Record<ActorName, Outcome>;

/** The same outcome for every end-user actor. */
export function everyone(result: Outcome): Partial<Matrix> {
  return Object.fromEntries(ALL_ACTORS.map((actor) => [actor, result])) as Partial<Matrix>;
}

export function expectMatrix(
  name: string,
  sql: string,
  params: unknown[],
  expected: Partial<Matrix>,
): void {
  describe(name, () => {
    for (const actor of Object.keys(expected) as ActorName[]) {
      it(`${actor} -> ${String(expected[actor])}`, async () => {
        expect(await outcome(actor, sql, params)).toBe(expected[actor]);
      });
    }
  });
}

function database(): Database {
  if (!current.db) throw new Error('setupRlsDatabase() has not been called');
  return current.db();
}
