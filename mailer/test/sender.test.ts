/**
 * The sender against the real local-supabase: two senders over 200 queued e-mails deliver each
 * exactly once; a transport that fails twice then succeeds delivers once with the attempts and the
 * last error recorded; a transport that always fails stops at the limit and staff see the error; an
 * SMTP refusal (5xx) and a payload that cannot be rendered are given up at once.
 */
import {
  contextFor,
  manageTokenFor,
  type MailTransport,
  Sender,
  serviceClient,
  supabaseOutbox,
} from '../src/index';
import { type Backend, startBackend } from './support/backend';
import { fakeTransport } from './support/fake-transport';

let backend: Backend;

beforeAll(async () => {
  backend = await startBackend();
});

afterAll(async () => {
  await backend.server.close();
});

beforeEach(async () => {
  await backend.emptyQueue();
});

function sender(
  transport: MailTransport,
  options: { maxAttempts?: number; batchSize?: number } = {},
) {
  return new Sender({
    outbox: supabaseOutbox(serviceClient(backend.url, backend.serviceRoleKey)),
    transport,
    context: contextFor('http://localhost:4200'),
    from: '"Barbados Island Rides" <bookings@example.com>',
    batchSize: options.batchSize ?? 20,
    concurrency: 4,
    maxAttempts: options.maxAttempts ?? 10,
    // A millisecond of backoff: the retried row is due again at once.
    retryBaseMs: 1,
    retryMaxMs: 1,
    leaseSeconds: 300,
    pollIntervalMs: 10,
  });
}

/** Runs claims until nothing is pending any more (rows waiting for their retry included). */
async function untilSettled(...senders: Sender[]): Promise<void> {
  for (let round = 0; round < 100 && (await backend.pendingCount()) > 0; round += 1) {
    await Promise.all(senders.map((s) => s.runOnce()));
  }
}

it('two senders at once deliver each of 200 queued e-mails exactly once', async () => {
  const bookings = [];
  for (let i = 0; i < 100; i += 1) bookings.push(await backend.book());
  expect(await backend.pendingCount()).toBe(200);

  const one = fakeTransport();
  const two = fakeTransport();
  const [a, b] = [sender(one), sender(two)];
  const results = await Promise.all([a.drain(), b.drain()]);

  // Both took part, and between them they sent each e-mail once.
  expect(results.map((r) => r.sent).every((n) => n > 0)).toBe(true);
  expect(results[0].sent + results[1].sent).toBe(200);
  const delivered = [...one.sent, ...two.sent].map((e) => `${e.kind} ${e.to} ${e.subject}`);
  expect(new Set(delivered).size).toBe(200);
  for (const booking of bookings) {
    const rows = await backend.outbox(booking.id);
    expect(rows.map((r) => [r.kind, r.status, r.attempts, r.sent])).toEqual([
      ['booking_confirmation', 'sent', 1, true],
      ['company_new_booking', 'sent', 1, true],
    ]);
  }
  expect(await backend.pendingCount()).toBe(0);
});

it('a transport that fails twice then succeeds delivers once, with the attempts recorded', async () => {
  const booking = await backend.book();
  let failures = 0;
  const transport = fakeTransport((email) => {
    if (email.kind !== 'booking_confirmation' || failures >= 2) return null;
    failures += 1;
    return Object.assign(new Error('421 4.7.0 Try again later'), { responseCode: 421 });
  });
  await untilSettled(sender(transport));

  const confirmations = transport.calls.filter((e) => e.kind === 'booking_confirmation');
  expect(confirmations).toHaveLength(3);
  expect(transport.sent.filter((e) => e.kind === 'booking_confirmation')).toHaveLength(1);
  const [confirmation, notice] = await backend.outbox(booking.id);
  expect(confirmation).toMatchObject({
    status: 'sent',
    attempts: 3,
    sent: true,
    last_error: '421 4.7.0 Try again later',
    provider_message_id: expect.stringMatching(/^<fake-\d+@test>$/),
  });
  expect(notice).toMatchObject({ status: 'sent', attempts: 1, last_error: null });
});

it('a transport that always fails stops at the limit, and staff see the error', async () => {
  const booking = await backend.book();
  const transport = fakeTransport(() => new Error('connect ECONNREFUSED 127.0.0.1:587'));
  await untilSettled(sender(transport, { maxAttempts: 3 }));

  expect(transport.calls).toHaveLength(6);
  expect(transport.sent).toEqual([]);
  const rows = await backend.outbox(booking.id);
  expect(rows.map((r) => [r.kind, r.status, r.attempts, r.sent, r.last_error])).toEqual([
    ['booking_confirmation', 'failed', 3, false, 'connect ECONNREFUSED 127.0.0.1:587'],
    ['company_new_booking', 'failed', 3, false, 'connect ECONNREFUSED 127.0.0.1:587'],
  ]);

  const staff = await backend.signIn('moderator@example.com', 'moderator-demo-2026');
  const { data, error } = await staff
    .rpc('list_booking_emails', { p_booking_id: booking.id })
    .select('kind, status, attempts, last_error');
  expect(error).toBeNull();
  expect(data).toEqual([
    {
      kind: 'booking_confirmation',
      status: 'failed',
      attempts: 3,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
    },
    {
      kind: 'company_new_booking',
      status: 'failed',
      attempts: 3,
      last_error: 'connect ECONNREFUSED 127.0.0.1:587',
    },
    // The reminder waits for its due time, the day before the pickup: no sender touched it.
    { kind: 'trip_reminder', status: 'pending', attempts: 0, last_error: null },
  ]);
});

it('gives up at once when the SMTP server refuses the recipient (5xx)', async () => {
  const booking = await backend.book();
  const transport = fakeTransport((email) =>
    email.kind === 'booking_confirmation'
      ? Object.assign(new Error('550 5.1.1 User unknown'), { responseCode: 550 })
      : null,
  );
  await untilSettled(sender(transport));
  expect((await backend.outbox(booking.id)).map((r) => [r.kind, r.status, r.attempts])).toEqual([
    ['booking_confirmation', 'failed', 1],
    ['company_new_booking', 'sent', 1],
  ]);
});

it('gives up at once on a queued payload that cannot become an e-mail', async () => {
  const booking = await backend.book();
  await backend.server.db.query(
    `update private.email_outbox set payload = payload - 'booking'
      where booking_id = $1 and kind = 'company_new_booking'`,
    [booking.id],
  );
  const transport = fakeTransport();
  await untilSettled(sender(transport));
  const rows = await backend.outbox(booking.id);
  expect(rows[1]).toMatchObject({
    status: 'failed',
    attempts: 1,
    last_error: expect.stringMatching(/^The queued payload is not a booking e-mail: booking/),
  });
  expect(transport.sent.map((e) => e.kind)).toEqual(['booking_confirmation']);
});

it("sends one booking's e-mails in queue order, even when one is slower", async () => {
  const booking = await backend.book();
  const admin = await backend.signIn('admin@example.com', 'admin-demo-2026');
  await admin.from('bookings').update({ status: 'confirmed' }).eq('id', booking.id);
  // The confirmation (with its calendar file) is the slow one; the others would overtake it.
  const transport = fakeTransport(
    () => null,
    (email) => (email.kind === 'booking_confirmation' ? 50 : 0),
  );
  await untilSettled(sender(transport));
  expect(transport.sent.map((e) => e.kind)).toEqual([
    'booking_confirmation',
    'company_new_booking',
    'booking_confirmed',
  ]);
});

it('runs in the background until stopped, picking up new bookings', async () => {
  const transport = fakeTransport();
  const running = sender(transport);
  running.start();
  running.start();
  const booking = await backend.book();
  for (let i = 0; i < 500 && transport.sent.length < 2; i += 1) {
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  await running.stop();
  expect(transport.sent.map((e) => [e.kind, e.subject.includes(booking.reference_number)])).toEqual(
    expect.arrayContaining([
      ['booking_confirmation', true],
      ['company_new_booking', true],
    ]),
  );
  expect(running.totals.sent).toBe(2);
});

it('asks the database for a manage token, and gets none while issue_manage_token does not exist', async () => {
  const client = serviceClient(backend.url, backend.serviceRoleKey);
  const booking = await backend.book();
  const hasFunction = await backend.server.db.query<{ n: number }>(
    `select count(*)::int as n from pg_proc where proname = 'issue_manage_token'`,
  );
  const token = await manageTokenFor(client, booking.id);
  if (hasFunction.rows[0]?.n === 0) expect(token).toBeNull();
  else expect(token).toMatch(/^[A-Za-z0-9_-]{20,}$/);
});
