/**
 * My Bookings' extras (public.my_booking_extras) at scale and for staff: a customer with hundreds
 * of bookings gets every extra of the bookings the page lists in one short request, and a staff
 * member, who may read every booking, gets their own bookings' extras only. Who may see whose
 * extras by e-mail is in rls-matrix-booking-identity.test.ts.
 */
import { SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, startApiServer } from '../../src/testing/api-server';
import {
  accountBookings,
  addExtras,
  guestBooking,
  recordingClient,
} from './support/identity-bookings';

describe("My Bookings' extras (my_booking_extras) at scale and for staff", () => {
  let t: ApiServer;

  beforeAll(async () => {
    t = await startApiServer();
  });

  afterAll(async () => {
    await t.close();
  });

  /** `count` confirmed bookings under `userId` with `email` (references BB-…-<batch>), as the owner. */
  const manyBookings = (batch: string, count: number, userId: string, email: string) =>
    accountBookings(t, { batch, count, userId, email });

  /** Each extra as `<booking id> <service>`, sorted. */
  const keys = (rows: { booking_id: string; service_type: string }[] | null) =>
    (rows ?? []).map((row) => `${row.booking_id} ${row.service_type}`).sort();

  it('a customer with 450 bookings gets every extra of the bookings My Bookings lists, in one short request', async () => {
    await addExtras(t, [
      ...(await manyBookings('MNY', 450, SEED_USERS.customer.id, SEED_USERS.customer.email)),
      await guestBooking(t, 'other@example.com'),
    ]);
    const urls: string[] = [];
    const { client, userId } = await t.signIn(
      SEED_USERS.customer.email,
      SEED_USERS.customer.password,
    );
    const recording = recordingClient(t, client, urls);

    const extras = await recording
      .rpc('my_booking_extras')
      .select('booking_id, service_type, quantity, price');
    expect(extras.error).toBeNull();
    expect(urls).toHaveLength(1);
    expect(urls[0]?.length).toBeLessThan(200);

    // Exactly the extras of the bookings the page's own read lists, as this customer.
    const listed = await client
      .from('bookings')
      .select('id')
      .or(`user_id.eq.${userId},and(user_id.is.null,email.eq."${SEED_USERS.customer.email}")`);
    const { rows: expected } = await t.server.db.query<{
      booking_id: string;
      service_type: string;
    }>(
      `select booking_id::text, service_type from public.additional_services
        where booking_id in (select (jsonb_array_elements_text($1::jsonb))::uuid)`,
      [JSON.stringify((listed.data ?? []).map((row) => row.id))],
    );
    expect(listed.data?.length).toBeGreaterThan(450);
    expect(keys(extras.data)).toEqual(keys(expected));
  });

  it("a staff member gets their own bookings' extras only, though they may read every booking", async () => {
    const [own] = await manyBookings('STF', 1, SEED_USERS.admin.id, SEED_USERS.admin.email);
    await addExtras(t, [own ?? '']);
    const { client } = await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password);

    const extras = await client.rpc('my_booking_extras').select('booking_id, service_type');

    expect(extras.error).toBeNull();
    expect(keys(extras.data)).toEqual([`${own} car_seats`]);
  });
});
