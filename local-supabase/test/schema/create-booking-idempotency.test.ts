/**
 * public.create_booking(), the only way to create a booking: idempotency (same key -> same booking;
 * reused key with other contents or by another user -> 23505; ten concurrent identical calls -> one
 * row) and unique reference numbers.
 */
import { randomUUID } from 'node:crypto';

import { type Queryable } from '../../src/db';
import { bookingArgs, createBooking, quoteFor } from '../../src/testing/booking-rpc';
import { setupBookingRpc } from '../support/create-booking-rpc';
import { ACTORS, asActorCommitted } from '../support/schema-db';

const { db, book, bookingError } = setupBookingRpc();

describe('idempotency', () => {
  async function countByKey(key: unknown): Promise<number> {
    const { rows } = await db().query<{ n: number }>(
      'select count(*)::int as n from public.bookings where idempotency_key = $1',
      [key],
    );
    return rows[0]?.n ?? -1;
  }

  it('returns the original booking for a repeated submission, without a second row or extras', async () => {
    const args = bookingArgs({ p_car_seats: 1 });
    const first = await asActorCommitted(db(), ACTORS.anon, (tx) => createBooking(tx, args));
    const second = await asActorCommitted(db(), ACTORS.anon, (tx) => createBooking(tx, args));
    expect(second.id).toBe(first.id);
    expect(second.reference_number).toBe(first.reference_number);
    expect(await countByKey(args.p_idempotency_key)).toBe(1);
    const extras = await db().query(
      'select 1 from public.additional_services where booking_id = $1',
      [first.id],
    );
    expect(extras.rows).toHaveLength(1);
  });

  it('returns the original even once its pickup is inside 24 hours (a late retry)', async () => {
    const args = bookingArgs({ p_email: ACTORS.customer.email });
    const first = await asActorCommitted(db(), ACTORS.customer, (tx) => createBooking(tx, args));
    await db().query(`update public.bookings set pickup_date = current_date where id = $1`, [
      first.id,
    ]);
    const again = await book(ACTORS.customer, args);
    expect(again.id).toBe(first.id);
  });

  it('refuses the same key with different details (23505 idempotency_key)', async () => {
    const args = bookingArgs();
    await asActorCommitted(db(), ACTORS.anon, (tx) => createBooking(tx, args));
    const error = await bookingError(ACTORS.anon, {
      ...args,
      p_passengers: 1,
      p_total_price: quoteFor({ ...args, p_passengers: 1 }),
    });
    expect(error).toMatchObject({ code: '23505', detail: 'idempotency_key' });
  });

  it("refuses another user's key (no leaking of their booking)", async () => {
    const args = bookingArgs({ p_email: ACTORS.customer.email });
    await asActorCommitted(db(), ACTORS.customer, (tx) => createBooking(tx, args));
    for (const actor of [ACTORS.customer2, ACTORS.anon]) {
      const error = await bookingError(actor, args);
      expect(error).toMatchObject({ code: '23505', detail: 'idempotency_key' });
    }
  });

  it('creates exactly one booking from ten concurrent identical submissions', async () => {
    const args = bookingArgs({ p_supermarket_stop: true, p_email: ACTORS.customer2.email });
    const calls = Array.from({ length: 10 }, () =>
      asActorCommitted(db(), ACTORS.customer2, (tx: Queryable) => createBooking(tx, args)),
    );
    const rows = await Promise.all(calls);
    expect(new Set(rows.map((r) => r.id)).size).toBe(1);
    expect(await countByKey(args.p_idempotency_key)).toBe(1);
  });

  it('gives every booking its own reference number', async () => {
    const refs = new Set<string>();
    for (let i = 0; i < 20; i += 1) {
      const row = await book(ACTORS.anon, bookingArgs({ p_idempotency_key: randomUUID() }));
      refs.add(row.reference_number);
    }
    expect(refs.size).toBe(20);
  });
});
