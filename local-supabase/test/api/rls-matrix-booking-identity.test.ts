/**
 * The RLS matrix for booking identity, with e-mail confirmation on and off (ENABLE_EMAIL_CONFIRMATIONS).
 *
 * A guest booking (no user_id) made with the address V is read and cancelled by e-mail match only by
 * a caller who proved V through a link sent to it; a booking under an account is its owner's by user
 * id, whatever its e-mail. So whoever signs up with somebody else's address (unconfirmed, or
 * autoconfirmed when confirmations are off) sees none of that person's guest bookings, nor their
 * extras through My Bookings' my_booking_extras, nor can they cancel them through Clear All's
 * cancel_my_bookings. A signed-in customer books only under the account e-mail; a guest may book
 * with any address.
 */
import { randomUUID } from 'node:crypto';

import { SignJWT } from 'jose';

import { latestLink, openLink } from '../helpers/inbox';
import { SEED_USERS } from '../../src/testing/seed-ids';
import {
  type ApiServer,
  type Client,
  observe,
  liftBookingLimits,
  type Observed,
  startApiServer,
} from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';
import { addExtras, guestBooking } from './support/identity-bookings';

type Actor = 'anon' | 'claimant' | 'linkConfirmed' | 'customerA' | 'customerB';

/** What a probe looks at: the guest booking of V, the claimant's account bookings, a fresh guest booking to cancel. */
type Operation =
  | 'select guest booking of V'
  | 'cancel guest booking of V'
  | 'select own booking (user id) with another e-mail'
  | "select another account's booking made with V"
  | 'extras of guest booking of V'
  | 'extras of own booking (user id) with another e-mail'
  | "extras of another account's booking made with V"
  | 'clear all: guest booking of V'
  | "clear all: another account's booking made with V";

const SETTINGS = [
  ['on', 'true'],
  ['off', 'false'],
] as const;

interface World {
  t: ApiServer;
  victim: string;
  clients: Partial<Record<Actor, Client>>;
  /** Confirmation on: the owner of V follows the link sent to it (after the unconfirmed rows ran). */
  confirmByLink: () => Promise<Client>;
  claimantId: string;
  guestBooking: string;
  ownBooking: string;
  foreignBooking: string;
}

async function sign(t: ApiServer, userId: string, email: string): Promise<string> {
  return new SignJWT({ sub: userId, email, role: 'authenticated', aud: 'authenticated' })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuedAt()
    .setExpirationTime('1h')
    .sign(new TextEncoder().encode(t.server.config.jwtSecret));
}

/** A booking under `userId` with `email`, written with SQL as the owner (no API rule applies). */
async function accountBooking(t: ApiServer, userId: string, email: string): Promise<string> {
  const id = await guestBooking(t, `seed.${randomUUID()}@example.com`);
  await t.server.db.query('update public.bookings set user_id = $1, email = $2 where id = $3', [
    userId,
    email,
    id,
  ]);
  return id;
}

async function start(confirmations: 'true' | 'false'): Promise<World> {
  const t = await startApiServer({}, { ENABLE_EMAIL_CONFIRMATIONS: confirmations });
  // Each cancellation probe books V afresh, past the per-e-mail hourly limit.
  await liftBookingLimits(t);
  const victim = `victim.${randomUUID().slice(0, 8)}@example.com`;
  const guest = await guestBooking(t, victim);

  // Somebody signs up with the victim's address.
  const claimantClient = t.anon();
  const signUp = await claimantClient.auth.signUp({ email: victim, password: 'Claim-2026-pass' });
  if (signUp.error || !signUp.data.user) throw new Error(`sign-up: ${signUp.error?.message}`);
  const claimantId = signUp.data.user.id;
  const clients: World['clients'] = { anon: t.anon() };
  clients.claimant = signUp.data.session
    ? claimantClient // autoconfirmed: a session at once
    : t.withToken(await sign(t, claimantId, victim)); // unconfirmed: a token for that user

  clients.customerA = (
    await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password)
  ).client;
  clients.customerB = (
    await t.signIn(SEED_USERS.customer2.email, SEED_USERS.customer2.password)
  ).client;

  const world: World = {
    t,
    victim,
    clients,
    confirmByLink: async () => {
      const { status } = await openLink(await latestLink(t.url, victim, 'signup'));
      if (status !== 303) throw new Error(`confirmation link answered ${status}`);
      return (await t.signIn(victim, 'Claim-2026-pass')).client;
    },
    claimantId,
    guestBooking: guest,
    ownBooking: await accountBooking(t, claimantId, 'claimant.other@example.com'),
    foreignBooking: await accountBooking(t, SEED_USERS.customer2.id, victim),
  };
  await addExtras(t, [world.guestBooking, world.ownBooking, world.foreignBooking]);
  return world;
}

const ids = (rows: { id: string }[]) => rows.map((r) => r.id);

/** How many of My Bookings' extras (my_booking_extras) belong to `bookingId`. */
const myExtrasOf = async (c: Client, bookingId: string) =>
  observe(
    await c.rpc('my_booking_extras').select('booking_id'),
    (rows) => rows.filter((row) => row.booking_id === bookingId).length,
  );

/** Clear All (cancel_my_bookings) on one fresh pending booking: how many it cancelled, and what is stored. */
async function clearAll(w: World, c: Client, bookingId: string) {
  const result = observe(
    await c.rpc('cancel_my_bookings', { p_ids: [bookingId] }),
    (ids) => ids.length,
  );
  const { rows } = await w.t.server.db.query<{ status: string }>(
    'select status from public.bookings where id = $1',
    [bookingId],
  );
  return { ...result, stored: rows[0]?.status };
}

const PROBES: Record<Operation, (w: World, c: Client) => Promise<Observed & { stored?: unknown }>> =
  {
    'select guest booking of V': async (w, c) =>
      observe(
        await c.from('bookings').select('id').eq('id', w.guestBooking),
        (rows) => ids(rows).length,
      ),
    'cancel guest booking of V': async (w, c) => {
      const id = await guestBooking(w.t, w.victim);
      const result = observe(
        await c.from('bookings').update({ status: 'cancelled' }).eq('id', id).select('status'),
        (rows) => rows.length,
      );
      const { rows } = await w.t.server.db.query<{ status: string }>(
        'select status from public.bookings where id = $1',
        [id],
      );
      return { ...result, stored: rows[0]?.status };
    },
    'select own booking (user id) with another e-mail': async (w, c) =>
      observe(
        await c.from('bookings').select('id').eq('id', w.ownBooking),
        (rows) => ids(rows).length,
      ),
    "select another account's booking made with V": async (w, c) =>
      observe(
        await c.from('bookings').select('id').eq('id', w.foreignBooking),
        (rows) => ids(rows).length,
      ),
    'extras of guest booking of V': (w, c) => myExtrasOf(c, w.guestBooking),
    'extras of own booking (user id) with another e-mail': (w, c) => myExtrasOf(c, w.ownBooking),
    "extras of another account's booking made with V": (w, c) => myExtrasOf(c, w.foreignBooking),
    'clear all: guest booking of V': async (w, c) =>
      clearAll(w, c, await guestBooking(w.t, w.victim)),
    "clear all: another account's booking made with V": async (w, c) =>
      clearAll(w, c, await accountBooking(w.t, SEED_USERS.customer2.id, w.victim)),
  };

const seen = (count: number) => ({ status: 200, error: null, data: count });
const cancelled = (count: number, stored: string) => ({
  status: count ? 200 : 200,
  error: null,
  data: count,
  stored,
});
const anonRefused = (stored?: string) => ({
  status: 401,
  error: {
    code: '42501',
    message: 'permission denied for table bookings',
    details: null,
    hint: null,
  },
  data: null,
  ...(stored ? { stored } : {}),
});

type Row = [Actor, Operation, Observed & { stored?: unknown }];

/** Rows true under both settings. */
const COMMON: Row[] = [
  ['anon', 'select guest booking of V', anonRefused()],
  ['anon', 'cancel guest booking of V', anonRefused('pending')],
  ['claimant', 'select guest booking of V', seen(0)],
  ['claimant', 'cancel guest booking of V', cancelled(0, 'pending')],
  ['claimant', 'select own booking (user id) with another e-mail', seen(1)],
  ['claimant', "select another account's booking made with V", seen(0)],
  ['customerA', 'select guest booking of V', seen(0)],
  ['customerA', 'cancel guest booking of V', cancelled(0, 'pending')],
  ['customerB', "select another account's booking made with V", seen(1)],
  [
    'anon',
    'extras of guest booking of V',
    {
      status: 401,
      error: {
        code: '42501',
        message: 'permission denied for function my_booking_extras',
        details: null,
        hint: null,
      },
      data: null,
    },
  ],
  ['claimant', 'extras of guest booking of V', seen(0)],
  ['claimant', 'extras of own booking (user id) with another e-mail', seen(1)],
  ['claimant', "extras of another account's booking made with V", seen(0)],
  ['customerA', 'extras of guest booking of V', seen(0)],
  ['customerB', "extras of another account's booking made with V", seen(1)],
  [
    'anon',
    'clear all: guest booking of V',
    {
      status: 401,
      error: {
        code: '42501',
        message: 'permission denied for function cancel_my_bookings',
        details: null,
        hint: null,
      },
      data: null,
      stored: 'pending',
    },
  ],
  ['claimant', 'clear all: guest booking of V', cancelled(0, 'pending')],
  ['claimant', "clear all: another account's booking made with V", cancelled(0, 'pending')],
  ['customerA', 'clear all: guest booking of V', cancelled(0, 'pending')],
  ['customerB', "clear all: another account's booking made with V", cancelled(1, 'cancelled')],
];

/** Confirmation on: the claimant above is unconfirmed; once the owner follows the link, V is proved. */
const CONFIRMATIONS_ON: Row[] = [
  ['linkConfirmed', 'select guest booking of V', seen(1)],
  ['linkConfirmed', 'cancel guest booking of V', cancelled(1, 'cancelled')],
  ['linkConfirmed', 'select own booking (user id) with another e-mail', seen(1)],
  ['linkConfirmed', "select another account's booking made with V", seen(0)],
  ['linkConfirmed', 'extras of guest booking of V', seen(1)],
  ['linkConfirmed', "extras of another account's booking made with V", seen(0)],
  ['linkConfirmed', 'clear all: guest booking of V', cancelled(1, 'cancelled')],
  ['linkConfirmed', "clear all: another account's booking made with V", cancelled(0, 'pending')],
];

describe.each(SETTINGS)('bookings by e-mail match, e-mail confirmation %s', (setting, value) => {
  let world: World;

  beforeAll(async () => {
    world = await start(value);
  });

  afterAll(async () => {
    await world.t.close();
  });

  const rows = setting === 'on' ? [...COMMON, ...CONFIRMATIONS_ON] : COMMON;
  it.each(rows.map((row) => [`${row[0]} ${row[1]}`, ...row] as const))(
    '%s',
    async (_title, actor, operation, expected) => {
      if (actor === 'linkConfirmed') world.clients.linkConfirmed ??= await world.confirmByLink();
      const client = world.clients[actor];
      if (!client) throw new Error(`no client for ${actor}`);
      expect(await PROBES[operation](world, client)).toEqual(expected);
    },
  );

  it('off: confirmed at sign-up with no link sent; on: confirmed after the link was sent', async () => {
    const { rows } = await world.t.server.db.query<{ confirmed: boolean; linkSent: boolean }>(
      `select email_confirmed_at is not null as confirmed,
              confirmation_sent_at is not null as "linkSent"
         from auth.users where id = $1`,
      [world.claimantId],
    );
    expect(rows[0]).toEqual({ confirmed: true, linkSent: setting === 'on' });
  });
});

describe('booking identity (create_booking)', () => {
  let t: ApiServer;
  let customerA: Client;

  beforeAll(async () => {
    t = await startApiServer();
    customerA = (await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password)).client;
  });

  afterAll(async () => {
    await t.close();
  });

  async function storedFor(key: string) {
    const { rows } = await t.server.db.query<{
      email: string;
      user_id: string | null;
      emails: number;
    }>(
      `select b.email, b.user_id,
              (select count(*)::int from private.email_outbox o
                where o.booking_id = b.id and o.event_key <> 'scheduled') as emails
         from public.bookings b where b.idempotency_key = $1`,
      [key],
    );
    return rows;
  }

  it('a signed-in customer naming another address is refused on the e-mail field; nothing is stored or sent', async () => {
    const args = validBooking({ p_email: SEED_USERS.customer2.email });
    expect(observe(await customerA.rpc('create_booking', args))).toEqual({
      status: 400,
      error: {
        code: '22023',
        message:
          'You are signed in as customer@example.com: bookings are made with your account e-mail. Sign out to book for another address.',
        details: 'email',
        hint: null,
      },
      data: null,
    });
    expect(await storedFor(args.p_idempotency_key)).toEqual([]);
  });

  it('the account e-mail in any case and spacing is stored under the account', async () => {
    const args = validBooking({ p_email: '  CUSTOMER@Example.com ' });
    expect((await customerA.rpc('create_booking', args)).status).toBe(200);
    expect(await storedFor(args.p_idempotency_key)).toEqual([
      { email: 'customer@example.com', user_id: SEED_USERS.customer.id, emails: 2 },
    ]);
  });

  it('a guest may book with any address (stored without a user id)', async () => {
    const args = validBooking({ p_email: SEED_USERS.customer2.email });
    expect((await t.anon().rpc('create_booking', args)).status).toBe(200);
    expect(await storedFor(args.p_idempotency_key)).toEqual([
      { email: SEED_USERS.customer2.email, user_id: null, emails: 2 },
    ]);
  });
});
