/**
 * RLS matrix rows and probes for the manage-link tokens over HTTP: private.booking_manage_tokens lives
 * in the `private` schema, which the Data API does not expose, so every actor is refused before
 * Postgres is asked (PGRST106 for the schema, PGRST205 for the table name in public); what is stored
 * never changes. The manage RPCs are the only door (test/api/manage-tokens.test.ts and its neighbours).
 */
import { type SupabaseClient } from '@supabase/supabase-js';

import { SEED_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { ACTORS, actors, denied, type Expected, type Probes, type Row } from '../rls-matrix';

type TokenOperation = 'select' | 'insert' | 'update' | 'delete' | 'select as public';

const PRIVATE_SCHEMA = denied(406, 'PGRST106', 'Invalid schema: private', 'unchanged', {
  hint: 'Only the following schemas are exposed: public',
});
const NOT_IN_PUBLIC: Expected = denied(
  404,
  'PGRST205',
  "Could not find the table 'public.booking_manage_tokens' in the schema cache",
  'unchanged',
);

const OPERATIONS: TokenOperation[] = ['select', 'insert', 'update', 'delete'];

export const MANAGE_TOKENS_ROWS: Row[] = [
  // booking_manage_tokens (schema private): not exposed → every actor, every operation; nothing changes
  ...OPERATIONS.flatMap((operation) =>
    ACTORS.map((actor): Row => [actor, 'booking_manage_tokens', operation, PRIVATE_SCHEMA]),
  ),
  // booking_manage_tokens asked for in public → no such table
  ...ACTORS.map((actor): Row => [
    actor,
    'booking_manage_tokens',
    'select as public',
    NOT_IN_PUBLIC,
  ]),
];

/** Every stored token row, as text (read on the server's own database). */
async function snapshot(): Promise<string> {
  const { rows } = await actors.t.server.db.query(
    'select * from private.booking_manage_tokens order by token_hash',
  );
  return JSON.stringify(rows);
}

/** The schema-less client: the typed one only knows `public`. */
const untyped = (c: unknown) => c as SupabaseClient;

function unchanged(run: (c: SupabaseClient) => PromiseLike<Parameters<typeof observe>[0]>) {
  return async (c: unknown) => {
    const before = await snapshot();
    const result = observe(await run(untyped(c)));
    return { ...result, stored: (await snapshot()) === before ? 'unchanged' : 'changed' };
  };
}

const tokens = (c: SupabaseClient) => c.schema('private').from('booking_manage_tokens');

export const MANAGE_TOKENS_PROBES: Probes = {
  select: unchanged((c) => tokens(c).select('*')),
  insert: unchanged((c) =>
    tokens(c).insert({
      token_hash: '\\x' + '00'.repeat(32),
      booking_id: SEED_BOOKINGS.customerPending,
    }),
  ),
  update: unchanged((c) =>
    tokens(c).update({ booking_id: SEED_BOOKINGS.customerPending }).neq('booking_id', ''),
  ),
  delete: unchanged((c) => tokens(c).delete().neq('booking_id', '').select('token_hash')),
  'select as public': unchanged((c) => c.from('booking_manage_tokens').select('*')),
};
