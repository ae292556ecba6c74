// Quote computation time: the median (and spread) of quote() over 100,000 random trips drawn from
// the place catalogue, every vehicle, trip type, extras and times. A seeded generator makes runs
// comparable. Prints figures only. Run: `npx tsx tools/bench/quote.ts`.
import { performance } from 'node:perf_hooks';

import {
  PLACES,
  quote,
  TRIP_TYPES,
  VEHICLE_TYPES,
  type QuoteInput,
} from '../../shared/src/domain/index';
import { benchFlags } from './support/bench-flags';

benchFlags(
  'tools/bench/quote.ts',
  'The time of quote() over 100,000 random trips (median and spread).',
  {},
);

const TRIPS = 100_000;
const WARM_UP = 20_000;
const BATCH = 100;

/** mulberry32: small, fast, seeded. */
function seeded(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const random = seeded(20261122);
const int = (max: number) => Math.floor(random() * (max + 1));
const pick = <T>(items: readonly T[]): T => items[Math.floor(random() * items.length)] as T;
const time = () => `${String(int(23)).padStart(2, '0')}:${String(int(59)).padStart(2, '0')}`;

function randomTrip(): QuoteInput {
  const roundTrip = random() < 0.4;
  return {
    vehicleType: pick(VEHICLE_TYPES),
    passengers: 1 + int(9),
    suitcases: int(12),
    tripType: random() < 0.9 ? pick(TRIP_TYPES) : null,
    pickupPlaceId: random() < 0.85 ? pick(PLACES).id : null,
    dropoffPlaceId: random() < 0.85 ? pick(PLACES).id : null,
    calculatedKm: random() < 0.5 ? 1 + random() * 60 : null,
    isRoundTrip: roundTrip,
    pickupTime: time(),
    returnTime: roundTrip ? time() : null,
    extras: {
      carSeats: int(3),
      supermarketStop: random() < 0.2,
      fastTrackAdults: int(2),
      fastTrackChildren: int(2),
    },
  };
}

const trips = Array.from({ length: TRIPS }, randomTrip);
let checksum = 0;
for (let i = 0; i < WARM_UP; i += 1) checksum += quote(trips[i % TRIPS] as QuoteInput).total;

// Per-call times (includes the ~40-100 ns cost of reading the clock).
const perCall = new Float64Array(TRIPS);
for (let i = 0; i < TRIPS; i += 1) {
  const start = performance.now();
  checksum += quote(trips[i] as QuoteInput).total;
  perCall[i] = performance.now() - start;
}
perCall.sort();

// Per-call times from batches of 100, which hides the clock's own cost.
const batches = new Float64Array(TRIPS / BATCH);
for (let b = 0; b < batches.length; b += 1) {
  const start = performance.now();
  for (let i = b * BATCH; i < (b + 1) * BATCH; i += 1)
    checksum += quote(trips[i] as QuoteInput).total;
  batches[b] = (performance.now() - start) / BATCH;
}
batches.sort();

const quantile = (sorted: Float64Array, q: number) =>
  sorted[Math.floor(q * (sorted.length - 1))] ?? NaN;
const us = (ms: number) => `${(ms * 1000).toFixed(2)} µs`;
const totalMs = batches.reduce((sum, value) => sum + value * BATCH, 0);

console.log(`quote(): ${TRIPS.toLocaleString('en')} random trips, node ${process.version}`);
console.log(`  median per call             ${us(quantile(perCall, 0.5))}`);
console.log(
  `  p95 / p99 per call          ${us(quantile(perCall, 0.95))} / ${us(quantile(perCall, 0.99))}`,
);
console.log(`  median per call (batches)   ${us(quantile(batches, 0.5))}`);
console.log(
  `  throughput                  ${Math.round(TRIPS / (totalMs / 1000)).toLocaleString('en')} quotes/s`,
);
console.log(`  (checksum ${checksum})`);
