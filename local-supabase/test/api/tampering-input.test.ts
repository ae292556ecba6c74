import { SEED_USERS } from '../../src/testing/seed-ids';
/**
 * Tampering: malformed filters, unknown columns and SQL-looking input.
 *
 * Every case must be refused with the exact client-visible result AND leave every public table
 * unchanged (md5 fingerprint before and after; see support/tampering.ts).
 *
 * The last describe shows the other side: SQL-looking text in a valid booking is stored verbatim and
 * never executed.
 */
import { validBooking } from '../../src/testing/booking-args';
import { ctx, fingerprint, runCases, startTamperingServer } from './support/tampering';
import { INPUT_CASES } from './support/tampering-cases/input';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(INPUT_CASES);
});

describe('SQL-looking text in a valid booking', () => {
  it('is stored verbatim and never executed', async () => {
    const text = {
      p_first_name: "Robert'); DROP TABLE bookings;--",
      p_last_name: "O'Brien; delete from admin_users",
      p_dropoff_location: "Holetown'; update public.bookings set total_price = 0 where '1'='1",
      p_guest_name: "x' OR '1'='1",
      p_flight_details: '$$; select pg_sleep(10); $$',
    };
    const before = await fingerprint();
    const staffBefore = await ctx().t.server.db.query<{ n: number }>(
      'select count(*)::int as n from public.admin_users',
    );
    const args = validBooking({ ...text, p_email: SEED_USERS.customer.email });
    const { data, error } = await ctx().customerA.rpc('create_booking', args);
    expect(error).toBeNull();
    expect(data).toMatchObject({
      first_name: text.p_first_name,
      last_name: text.p_last_name,
      dropoff_location: text.p_dropoff_location,
      guest_name: text.p_guest_name,
      flight_details: text.p_flight_details,
      total_price: args.p_total_price,
    });
    const { rows } = await ctx().t.server.db.query<Record<string, unknown>>(
      `select first_name, last_name, dropoff_location, guest_name, flight_details,
              (select count(*)::int from public.bookings) as bookings,
              (select count(*)::int from public.bookings where total_price = 0) as free_bookings,
              (select count(*)::int from public.admin_users) as staff
         from public.bookings where idempotency_key = $1`,
      [args.p_idempotency_key],
    );
    expect(rows).toEqual([
      {
        first_name: text.p_first_name,
        last_name: text.p_last_name,
        dropoff_location: text.p_dropoff_location,
        guest_name: text.p_guest_name,
        flight_details: text.p_flight_details,
        bookings: Number(before.booking_count) + 1,
        free_bookings: 0,
        staff: staffBefore.rows[0]?.n,
      },
    ]);
  });
});
