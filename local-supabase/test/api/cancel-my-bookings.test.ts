/**
 * Clear All (public.cancel_my_bookings) at scale and for staff: a customer cancels a thousand open
 * bookings in one short request, all or none, and gets every id back; only their own open bookings
 * among the ids change; a staff member, who may change any booking, clears only their own. Who may
 * cancel whose bookings by e-mail is in rls-matrix-booking-identity.test.ts.
 */
import { BOOKING_STATUSES, CANCELLABLE_STATUSES } from '@bbt/shared/domain';

import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, startApiServer } from '../../src/testing/api-server';
import {
  type AccountBookings,
  accountBookings,
  recordingClient,
} from './support/identity-bookings';

describe('Clear All (cancel_my_bookings)', () => {
  let t: ApiServer;

  beforeAll(async () => {
    t = await startApiServer();
  });

  afterAll(async () => {
    await t.close();
  });

  /** `count` bookings with `status` under `userId` (references BB-…-<batch>), as the owner. */
  const bookingsOf = (
    batch: string,
    count: number,
    userId: string,
    status: AccountBookings['status'] = 'confirmed',
  ) => accountBookings(t, { batch, count, userId, email: 'desk@example.com', status });

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
    const recording = recordingClient(t, client, urls);

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

  it('cancels a booking in exactly the statuses the site offers to cancel (CANCELLABLE_STATUSES)', async () => {
    const byStatus = await Promise.all(
      BOOKING_STATUSES.map(async (status, i) => ({
        status,
        id: (await bookingsOf(`CS${'ABCD'[i]}`, 1, SEED_USERS.customer.id, status))[0]!,
      })),
    );
    const { client } = await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);

    const { data, error } = await client.rpc('cancel_my_bookings', {
      p_ids: byStatus.map((booking) => booking.id),
    });

    expect(error).toBeNull();
    const cancelled = new Set(data ?? []);
    expect(byStatus.filter((booking) => cancelled.has(booking.id)).map((b) => b.status)).toEqual(
      BOOKING_STATUSES.filter((status) => CANCELLABLE_STATUSES.includes(status)),
    );
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
