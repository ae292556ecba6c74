// E-mail benchmark (part of `npm run bench`), on local-supabase over in-memory PGlite with
// the mailer delivering into its inbox, as `npm start` runs them:
//   (a) the delay from rpc('create_booking') returning to the customer's confirmation being in the
//       inbox (median of 20; the bookings are spread at random over the mailer's poll interval);
//   (b) the throughput of ONE sender draining 1,000 queued e-mails into the inbox (e-mails per
//       second), with the default batch and concurrency and with one send at a time.
// Prints figures only; never fails on time.
//   npx tsx tools/bench/email.ts [--runs 20] [--emails 1000]
import { performance } from 'node:perf_hooks';

import WebSocket from 'ws';

import { configFromEnv, createMailer, DEFAULTS, startMailer } from '../../mailer/src/index';
import { liftBookingLimits, startApiServer } from '../../local-supabase/src/testing/api-server';
import { validBooking } from '../../local-supabase/src/testing/booking-args';
import { benchFlags } from './support/bench-flags';

// The test helpers' supabase-js clients need a WebSocket global on Node 20 (compat §0 item 8).
if (!('WebSocket' in globalThis)) Object.assign(globalThis, { WebSocket });

const flags = benchFlags(
  'tools/bench/email.ts',
  'Booking-to-inbox delay of the confirmation, and one sender draining queued e-mails.',
  {
    runs: 'bookings timed for the delay (default 20)',
    emails: 'queued e-mails to drain, two per booking (default 1000)',
  },
);
const RUNS = flags.wholeNumber('runs', 20);
const EMAILS = flags.wholeNumber('emails', 1000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN;
};
const ms = (value: number) => `${value.toFixed(0)} ms`;

// The bench books many times from one client: the anonymous booking limits are lifted.
const api = await startApiServer();
await liftBookingLimits(api);
const env = {
  SUPABASE_URL: api.url,
  SUPABASE_SERVICE_ROLE_KEY: api.server.serviceRoleKey,
  SITE_URL: 'http://localhost:4200',
};

async function inboxHas(to: string): Promise<boolean> {
  const response = await fetch(`${api.url}/inbox/api/messages?to=${encodeURIComponent(to)}`);
  return ((await response.json()) as unknown[]).length > 0;
}

async function latency(pollMs: number): Promise<number[]> {
  const mailer = startMailer(configFromEnv({ ...env, MAILER_POLL_MS: String(pollMs) }));
  const delays: number[] = [];
  const anon = api.anon();
  for (let run = 0; run < RUNS; run += 1) {
    await sleep(Math.random() * pollMs);
    const args = validBooking({ p_email: `bench.${run}.${Date.now()}@example.com` });
    const { error } = await anon.rpc('create_booking', args);
    if (error) throw new Error(error.message);
    const booked = performance.now();
    while (!(await inboxHas(args.p_email))) await sleep(10);
    delays.push(performance.now() - booked);
  }
  await mailer.stop();
  return delays;
}

async function throughput(concurrency: number): Promise<number> {
  const anon = api.anon();
  for (let i = 0; i < EMAILS / 2; i += 1) {
    const { error } = await anon.rpc('create_booking', validBooking());
    if (error) throw new Error(error.message);
  }
  const sender = createMailer(configFromEnv({ ...env, MAILER_CONCURRENCY: String(concurrency) }));
  const started = performance.now();
  const result = await sender.drain();
  const seconds = (performance.now() - started) / 1000;
  if (result.sent !== EMAILS) throw new Error(`sent ${result.sent} of ${EMAILS}`);
  return EMAILS / seconds;
}

try {
  console.log(`create_booking -> confirmation in the local inbox, ${RUNS} bookings (PGlite):`);
  for (const poll of [DEFAULTS.pollIntervalMs, 100]) {
    const delays = await latency(poll);
    console.log(
      `  poll every ${poll} ms: median ${ms(percentile(delays, 50))}, p95 ${ms(percentile(delays, 95))}, ` +
        `min ${ms(Math.min(...delays))}, max ${ms(Math.max(...delays))}`,
    );
  }
  console.log(`one sender draining ${EMAILS} queued e-mails into the local inbox (PGlite):`);
  for (const concurrency of [DEFAULTS.concurrency, 1]) {
    const rate = await throughput(concurrency);
    console.log(
      `  batch ${DEFAULTS.batchSize}, ${concurrency} at a time: ${rate.toFixed(0)} e-mails/s`,
    );
  }
} finally {
  await api.close();
}
