/**
 * Manage links through supabase-js against the real server: a 256-bit token stored as its hash
 * only, one refusal for unknown, forged, malformed and expired links, bound to one booking.
 */
import { createHash } from 'node:crypto';

import { SEED_USERS } from '../../src/testing/seed-ids';
import { observe } from '../../src/testing/api-server';
import {
  api,
  type Booked,
  book,
  INVALID,
  movePickup,
  startManageServer,
  stored,
} from './support/manage-booking';

jest.setTimeout(60_000);

startManageServer();

describe('manage tokens', () => {
  let a: Booked;
  let b: Booked;

  beforeAll(async () => {
    a = await book({ p_first_name: 'Alpha', p_email: 'alpha.manage@example.com' });
    b = await book({ p_first_name: 'Bravo', p_email: 'bravo.manage@example.com' });
  });

  it('issues a 43-character base64url token (256 bits) that opens the booking', async () => {
    expect(a.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const { data, error } = await api.anon.rpc('manage_booking', { p_token: a.token });
    expect(error).toBeNull();
    const view = data as Record<string, unknown> & { booking: Record<string, unknown> };
    expect(view.booking.id).toBe(a.id);
    expect(view.booking.email).toBe('alpha.manage@example.com');
    expect(view).toMatchObject({ can_change: true, can_cancel: true, driver: null });
    expect(Object.keys(view).sort()).toEqual([
      'additional_services',
      'booking',
      'can_cancel',
      'can_change',
      'change_deadline',
      'driver',
    ]);
  });

  it('stores only the sha256 of the token, and the raw token nowhere in any text column', async () => {
    const hash = createHash('sha256').update(a.token).digest('hex');
    const { rows } = await api.t.server.db.query<{ booking_id: string }>(
      `select booking_id from private.booking_manage_tokens where token_hash = decode($1, 'hex')`,
      [hash],
    );
    expect(rows).toEqual([{ booking_id: a.id }]);
    const { rows: columns } = await api.t.server.db.query<{ s: string; t: string; c: string }>(
      `select table_schema as s, table_name as t, column_name as c
         from information_schema.columns c
        where table_schema in ('public', 'private')
          and data_type in ('text', 'character varying', 'jsonb', 'json', 'bytea')
          and exists (select 1 from information_schema.tables x
                       where x.table_schema = c.table_schema and x.table_name = c.table_name
                         and x.table_type = 'BASE TABLE')`,
    );
    expect(columns.length).toBeGreaterThan(20);
    for (const { s, t: table, c } of columns) {
      const { rows: hits } = await api.t.server.db.query<{ n: number }>(
        `select count(*)::int as n from "${s}"."${table}"
          where position($1 in encode(convert_to("${c}"::text, 'UTF8'), 'escape')) > 0`,
        [a.token],
      );
      expect({ column: `${s}.${table}.${c}`, hits: hits[0]?.n }).toEqual({
        column: `${s}.${table}.${c}`,
        hits: 0,
      });
    }
  });

  it('refuses unknown, forged, malformed and expired tokens with one message and status', async () => {
    const forged = a.token.slice(0, 42) + (a.token.endsWith('A') ? 'B' : 'A');
    for (const token of ['', 'not-a-token', 'A'.repeat(43), forged, `${a.token}=`]) {
      expect(observe(await api.anon.rpc('manage_booking', { p_token: token }))).toEqual(INVALID);
    }
    const expiring = await book({ p_first_name: 'Expired', p_email: 'expired.manage@example.com' });
    // The trip took place 7 days and 1 minute ago.
    await movePickup(expiring.id, -(7 * 24 * 60 + 1), 'down');
    for (const call of [
      api.anon.rpc('manage_booking', { p_token: expiring.token }),
      api.anon.rpc('quote_booking_change', {
        p_token: expiring.token,
        p_change: { passengers: 1 },
      }),
      api.anon.rpc('change_booking', { p_token: expiring.token, p_change: { passengers: 1 } }),
      api.anon.rpc('cancel_managed_booking', { p_token: expiring.token }),
    ]) {
      expect(observe(await call)).toEqual(INVALID);
    }
    // 6 days and 23 hours after the trip it still opens (read only: it can no longer change).
    await movePickup(expiring.id, -(7 * 24 * 60 - 60), 'down');
    const open = await api.anon.rpc('manage_booking', { p_token: expiring.token });
    expect(open.error).toBeNull();
    expect(open.data).toMatchObject({ can_change: false, can_cancel: true });
  });

  it("a token of booking A never reaches booking B; each booking's links are its own", async () => {
    const viewA = await api.anon.rpc('manage_booking', { p_token: a.token });
    const viewB = await api.anon.rpc('manage_booking', { p_token: b.token });
    expect((viewA.data as { booking: { id: string } }).booking.id).toBe(a.id);
    expect((viewB.data as { booking: { id: string } }).booking.id).toBe(b.id);
    const changed = await api.anon.rpc('change_booking', {
      p_token: a.token,
      p_change: { passengers: 1 },
    });
    expect(changed.error).toBeNull();
    expect((await stored(a.id))?.passengers).toBe(1);
    expect((await stored(b.id))?.passengers).toBe(2);
  });

  it('issue_manage_link needs the idempotency key the booking was created with', async () => {
    for (const [bookingId, key] of <[string, string][]>[
      [a.id, b.key],
      [a.id, '00000000-0000-4000-8000-000000000000'],
      ['00000000-0000-4000-8000-000000000000', a.key],
    ]) {
      expect(
        observe(
          await api.anon.rpc('issue_manage_link', {
            p_booking_id: bookingId,
            p_idempotency_key: key,
          }),
        ),
      ).toEqual(INVALID);
    }
  });

  it('issue_manage_token is for the service role (the mailer) only', async () => {
    const refused = await api.anon.rpc('issue_manage_token', { p_booking_id: a.id });
    expect(refused.status).toBe(401);
    expect(refused.error?.code).toBe('42501');
    const customer = await api.t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password);
    expect(
      (await customer.client.rpc('issue_manage_token', { p_booking_id: a.id })).error?.code,
    ).toBe('42501');
    const issued = await api.t.service().rpc('issue_manage_token', { p_booking_id: a.id });
    expect(issued.data).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const view = await api.anon.rpc('manage_booking', { p_token: issued.data as string });
    expect((view.data as { booking: { id: string } }).booking.id).toBe(a.id);
  });
});
