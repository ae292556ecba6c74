/**
 * The manage-link suites' shared part (manage-tokens, manage-changes, manage-cancel-and-limit): a
 * server per file with the booking limits lifted, a guest booking with its link, and the helpers
 * that move a pickup and read a booking back.
 */
import { MANAGE_LINK_INVALID_MESSAGE } from '@bbt/shared/domain';

import {
  type ApiServer,
  type Client,
  liftBookingLimits,
  startApiServer,
} from '../../../src/testing/api-server';
import { type CreateBookingArgs, validBooking } from '../../../src/testing/booking-args';

/** This file's server and an anonymous client, set before its tests run. */
export const api = {} as { t: ApiServer; anon: Client };

/** Starts the file's server (booking and manage limits lifted) before its tests; closes it after. */
export function startManageServer(): void {
  beforeAll(async () => {
    api.t = await startApiServer();
    await liftBookingLimits(api.t);
    await setManageLimit(1_000_000);
    api.anon = api.t.anon();
  });
  afterAll(async () => {
    await api.t.close();
  });
}

export async function setManageLimit(value: number): Promise<void> {
  await api.t.server.db.query(
    `update private.booking_limits set value = $1 where key = 'manage_per_client'`,
    [value],
  );
  await api.t.server.db.query('delete from private.manage_request_log');
}

export interface Booked {
  id: string;
  key: string;
  token: string;
  args: CreateBookingArgs;
}

/** A guest booking through create_booking (five days ahead unless overridden) and its manage link. */
export async function book(overrides: Partial<CreateBookingArgs> = {}): Promise<Booked> {
  const args = validBooking(overrides);
  const created = await api.anon.rpc('create_booking', args);
  if (created.error || !created.data) throw new Error(`booking: ${created.error?.message}`);
  const link = await api.anon.rpc('issue_manage_link', {
    p_booking_id: created.data.id,
    p_idempotency_key: args.p_idempotency_key,
  });
  if (link.error || !link.data) throw new Error(`link: ${link.error?.message}`);
  return { id: created.data.id, key: args.p_idempotency_key, token: link.data, args };
}

/** Moves the pickup to now + `minutes` (Barbados wall clock, whole minutes, rounded as said). */
export async function movePickup(id: string, minutes: number, round: 'down' | 'up'): Promise<void> {
  await api.t.server.db.query(
    `update public.bookings
        set (pickup_date, pickup_time) = (
          select (p at time zone 'America/Barbados')::date, to_char(p at time zone 'America/Barbados', 'HH24:MI')
            from (select date_trunc('minute', now() + make_interval(mins => $2::integer))
                         + case when $3 = 'up' then interval '1 minute' else interval '0' end as p) x)
      where id = $1`,
    [id, minutes, round],
  );
}

export async function stored(id: string) {
  const { rows } = await api.t.server.db.query<{
    pickup_time: string;
    passengers: number;
    total_price: string;
    status: string;
    calendar_sequence: number;
  }>(
    `select pickup_time, passengers, total_price::text, status, calendar_sequence
       from public.bookings where id = $1`,
    [id],
  );
  return rows[0];
}

export const INVALID = {
  status: 400,
  error: {
    code: 'P0001',
    message: MANAGE_LINK_INVALID_MESSAGE,
    details: 'token',
    hint: 'manage_link_invalid',
  },
  data: null,
};
