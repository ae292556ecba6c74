/**
 * Clear All (public.cancel_my_bookings) at scale and for staff: a customer cancels a thousand open
 * bookings in one short request, all or none, and gets every id back; only their own open bookings among the ids change;
 * a staff member, who may change any booking, clears only their own. Who may cancel whose bookings
 * by e-mail is in rls-matrix-booking-identity.test.ts.
 */
import { type Database } from '@bbt/shared';
import { createClient } from '@supabase/supabase-js';

import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, startApiServer } from '../../src/testing/api-server';

describe('Clear All (cancel_my_bookings)', () => {
  let t: ApiServer;

  beforeAll(async () => {
    t = await startApiServer();
  });

  afterAll(async () => {
    await t.close();
  });

  /** `count` bookings with `status` under `userId` (references BB-…-<batch>), as the owner. */
  async function bookingsOf(
    batch: string,
    count: number,
    userId: string,
    status = 'confirmed',
  ): Promise<string[]> {
    const { rows } = await t.server.db.query<{ id: string }>(
      `insert into public.bookings (
         reference_number, idempotency_key, request_fingerprint, first_name, last_name, email,
         phone, trip_type, pickup_location, dropoff_location, distance_km, pickup_date,
         pickup_time, passengers, suitcases, vehicle_type, payment_method, total_price, status,
         guest_name, guest_phone_number, user_id)
       select 'BB-' || lpad(g::text, 6, '0') || '-' || $3, gen_random_uuid(), md5($3 || g),
              'Desk', 'Bookings', 'desk@example.com', '+1 246 555 0100', 'inland', 'Holetown',
              'Bridgetown', 12, current_date + 2 + g % 60, '10:00', 1, 0, 'economy', 'cash', 40,
              $4, 'Desk Bookings', '+1 246 555 0100', $1
         from generate_series(1, $2::int) as g
       returning id`,
      [userId, count, batch, status],
    );
    return rows.map((row) => row.id);
  }

  async function statuses(ids: string[]): Promise<string[]> {
    const { rows } = await t.server.db.query<{ status: string }>(
      `select status from public.bookings
        where id in (select (jsonb_array_elements_text($1::jsonb))::uuid) order by status`,
      [JSON.stringify(ids)],
    );
    return [...new Set(rows.map((row) => row.status))];
  }

  it('a customer cancels 1,001 open bookings in one request whose URL stays short, and hears of each', async () => {
    // More than an answer of rows holds (1,000): the ids come back as one array.
    const ids = await bookingsOf('CLR', 1001, SEED_USERS.customer.id);
    const urls: string[] = [];
    const { client } = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
    const recording = createClient<Database>(t.url, t.server.anonKey, {
      accessToken: async () => (await client.auth.getSession()).data.session?.access_token ?? '',
      global: {
        fetch: (input, init) => {
          urls.push(String(input instanceof Request ? input.url : input));
          return fetch(input, init);
        },
      },
    });

    const { data, error } = await recording.rpc('cancel_my_bookings', { p_ids: ids });

    expect(error).toBeNull();
    expect([...(data ?? [])].sort()).toEqual([...ids].sort());
    expect(urls).toHaveLength(1);
    expect(urls[0]?.length).toBeLessThan(200);
    expect(await statuses(ids)).toEqual(['cancelled']);
  });

  it('only the caller’s own open bookings among the ids change; the rest stay as they were', async () => {
    const [pending] = await bookingsOf('MXP', 1, SEED_USERS.customer.id, 'pending');
    const [completed] = await bookingsOf('MXD', 1, SEED_USERS.customer.id, 'completed');
    const [others] = await bookingsOf('MXO', 1, SEED_USERS.customer2.id, 'pending');
    const { client } = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);

    const { data, error } = await client.rpc('cancel_my_bookings', {
      p_ids: [pending!, completed!, others!],
    });

    expect(error).toBeNull();
    expect(data).toEqual([pending]);
    expect(await statuses([pending!])).toEqual(['cancelled']);
    expect(await statuses([completed!])).toEqual(['completed']);
    expect(await statuses([others!])).toEqual(['pending']);
  });

  it('a staff member, who may change any booking, clears only their own', async () => {
    const [own] = await bookingsOf('STO', 1, SEED_USERS.admin.id, 'pending');
    const [customers] = await bookingsOf('STC', 1, SEED_USERS.customer2.id, 'pending');
    const { client } = await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password);

    const { data, error } = await client.rpc('cancel_my_bookings', { p_ids: [own!, customers!] });

    expect(error).toBeNull();
    expect(data).toEqual([own]);
    expect(await statuses([customers!])).toEqual(['pending']);
  });
});
