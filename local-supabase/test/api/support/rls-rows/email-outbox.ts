/**
 * RLS matrix rows and probes for the e-mail outbox over HTTP: it lives in the `private` schema, which
 * the Data API does not expose, so every actor is refused before Postgres is asked (PGRST106 for the
 * schema, PGRST205 for the table name in public); what is stored never changes. The SQL-level matrix
 * (test/schema/rls-matrix-email-outbox.test.ts) shows Postgres refusing the same actors (42501).
 */
import { type SupabaseClient } from '@supabase/supabase-js';

import { SEED_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { ACTORS, actors, denied, type Expected, type Probes, type Row } from '../rls-matrix';

type OutboxOperation = 'select' | 'insert' | 'update' | 'delete' | 'select as public';

const PRIVATE_SCHEMA = denied(406, 'PGRST106', 'Invalid schema: private', 'unchanged', {
  hint: 'Only the following schemas are exposed: public',
});
const NOT_IN_PUBLIC: Expected = denied(
  404,
  'PGRST205',
  "Could not find the table 'public.email_outbox' in the schema cache",
  'unchanged',
);

const OPERATIONS: OutboxOperation[] = ['select', 'insert', 'update', 'delete'];

export const EMAIL_OUTBOX_ROWS: Row[] = [
  // email_outbox (schema private): not exposed → every actor, every operation; nothing changes
  ...OPERATIONS.flatMap((operation) =>
    ACTORS.map((actor): Row => [actor, 'email_outbox', operation, PRIVATE_SCHEMA]),
  ),
  // email_outbox asked for in public → no such table
  ...ACTORS.map((actor): Row => [actor, 'email_outbox', 'select as public', NOT_IN_PUBLIC]),
];

/** The outbox rows of booking 01, as text (read on the server's own database). */
async function snapshot(): Promise<string> {
  const { rows } = await actors.t.server.db.query(
    'select * from private.email_outbox where booking_id = $1 order by id',
    [SEED_BOOKINGS.customerPending],
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

const outbox = (c: SupabaseClient) => c.schema('private').from('email_outbox');

export const EMAIL_OUTBOX_PROBES: Probes = {
  select: unchanged((c) => outbox(c).select('*').eq('booking_id', SEED_BOOKINGS.customerPending)),
  insert: unchanged((c) =>
    outbox(c).insert({
      booking_id: SEED_BOOKINGS.customerPending,
      reference_number: 'BB-100001-CUP',
      event_key: 'event:999999',
      kind: 'booking_confirmation',
      recipient: 'attacker@example.com',
      payload: {},
    }),
  ),
  update: unchanged((c) =>
    outbox(c)
      .update({ recipient: 'attacker@example.com' })
      .eq('booking_id', SEED_BOOKINGS.customerPending),
  ),
  delete: unchanged((c) =>
    outbox(c).delete().eq('booking_id', SEED_BOOKINGS.customerPending).select('id'),
  ),
  'select as public': unchanged((c) => c.from('email_outbox').select('*')),
};
