/** Bookings and extras for the identity and My Bookings suites, written as their tests need them. */
import { type ApiServer } from '../../../src/testing/api-server';
import { type BookingRow, validBooking } from '../../../src/testing/booking-args';

/** A booking made by a guest (no account) with `email`, through create_booking. */
export async function guestBooking(t: ApiServer, email: string): Promise<string> {
  const { data, error } = await t.anon().rpc('create_booking', validBooking({ p_email: email }));
  if (error || !data) throw new Error(`guest booking: ${error?.message}`);
  return (data as BookingRow).id;
}

/** One extra on each booking, written with SQL as the owner (create_booking's are optional). */
export async function addExtras(t: ApiServer, bookingIds: string[]): Promise<void> {
  await t.server.db.query(
    `insert into public.additional_services (booking_id, service_type, quantity, price)
     select id::uuid, 'car_seats', 1, 10 from json_array_elements_text($1::json) as id`,
    [JSON.stringify(bookingIds)],
  );
}
