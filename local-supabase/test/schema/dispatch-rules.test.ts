/**
 * The dispatch rules exist twice: in shared/src/domain/dispatch (what the board shows) and in SQL
 * (what the database enforces). These tests hold the two to one answer: the job windows of many
 * random jobs, whether random pairs of jobs clash, whether random vehicles fit random bookings, and
 * the refusal messages and step labels word for word.
 */
import {
  DISPATCH_MESSAGES,
  jobsClash,
  type JobTimes,
  jobWindows,
  TRIP_STEP_LABELS,
  VEHICLE_TYPES,
  vehicleFitProblem,
  type VehicleType,
} from '@bbt/shared/domain';

import { setupSchemaDatabase } from '../support/schema-db';

const db = setupSchemaDatabase({ seed: false });

/** A small deterministic generator (mulberry32), so a failure can be replayed. */
function random(seed: number): () => number {
  let a = seed;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), 1 | a);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** A random job in a week of December 2030, km with 3 decimals (as stored) or unknown. */
function randomJob(next: () => number): JobTimes {
  const day = 1 + Math.floor(next() * 7);
  const clock = () => `${pad(Math.floor(next() * 24))}:${pad(Math.floor(next() * 60))}`;
  const roundTrip = next() < 0.4;
  const km = next() < 0.1 ? null : Math.round((0.1 + next() * 80) * 1000) / 1000;
  return {
    pickupDate: `2030-12-${pad(day)}`,
    pickupTime: clock(),
    distanceKm: km,
    isRoundTrip: roundTrip,
    returnDate: roundTrip ? `2030-12-${pad(day + Math.floor(next() * 3))}` : null,
    returnTime: roundTrip ? clock() : null,
  };
}

const jobArgs = (job: JobTimes) => [
  job.pickupDate,
  job.pickupTime,
  job.distanceKm,
  job.isRoundTrip,
  job.returnDate,
  job.returnTime,
];

interface SqlWindow {
  leg: string;
  starts_at: Date;
  ends_at: Date;
}

async function sqlWindows(job: JobTimes): Promise<SqlWindow[]> {
  const { rows } = await db().query<SqlWindow>(
    'select leg, starts_at, ends_at from private.job_windows($1, $2, $3, $4, $5, $6) order by starts_at, leg',
    jobArgs(job),
  );
  return rows;
}

describe('job windows: private.job_windows agrees with jobWindows', () => {
  it('on 400 random jobs (one-way and round trips, known and unknown km)', async () => {
    const next = random(20261126);
    for (let i = 0; i < 400; i += 1) {
      const job = randomJob(next);
      const ts = jobWindows(job)
        .map((w) => ({
          leg: w.leg,
          starts_at: w.start.toISOString(),
          ends_at: w.end.toISOString(),
        }))
        .sort((a, b) => a.starts_at.localeCompare(b.starts_at) || a.leg.localeCompare(b.leg));
      const sql = (await sqlWindows(job)).map((w) => ({
        leg: w.leg,
        starts_at: new Date(w.starts_at).toISOString(),
        ends_at: new Date(w.ends_at).toISOString(),
      }));
      expect([job, sql]).toEqual([job, ts]);
    }
  });

  it('on the drive estimate at the 5-minute steps and with no km', async () => {
    const { rows } = await db().query<{ km: string | null; minutes: number }>(
      `select km::text, private.estimated_drive_minutes(km) as minutes
         from unnest(array[null, 0.001, 2.916, 2.917, 5.833, 8.75, 17.5, 35, 200]::numeric[]) km`,
    );
    const ts = rows.map((r) => {
      const [window] = jobWindows({
        pickupDate: '2030-12-01',
        pickupTime: '10:00',
        distanceKm: r.km === null ? null : Number(r.km),
        isRoundTrip: false,
        returnDate: null,
        returnTime: null,
      });
      return window ? (window.end.getTime() - window.start.getTime()) / 60_000 - 30 : null;
    });
    expect(rows.map((r) => r.minutes)).toEqual(ts);
    expect(ts).toEqual([60, 5, 5, 10, 10, 15, 30, 60, 345]);
  });
});

describe('clashes: the database and the domain agree', () => {
  it('on 300 random pairs of jobs, and on touching windows', async () => {
    const next = random(42);
    const pairs: [JobTimes, JobTimes][] = [];
    for (let i = 0; i < 300; i += 1) pairs.push([randomJob(next), randomJob(next)]);
    const touching = randomJob(next);
    pairs.push([
      {
        ...touching,
        pickupTime: '10:00',
        distanceKm: 17.5,
        isRoundTrip: false,
        returnDate: null,
        returnTime: null,
      },
      {
        ...touching,
        pickupTime: '11:00',
        distanceKm: 1,
        isRoundTrip: false,
        returnDate: null,
        returnTime: null,
      },
    ]);
    let clashes = 0;
    for (const [a, b] of pairs) {
      const { rows } = await db().query<{ clash: boolean }>(
        `select exists (
           select 1 from private.job_windows($1, $2, $3, $4, $5, $6) x
             join private.job_windows($7, $8, $9, $10, $11, $12) y
               on x.starts_at < y.ends_at and y.starts_at < x.ends_at) as clash`,
        [...jobArgs(a), ...jobArgs(b)],
      );
      const ts = jobsClash(a, b) !== null;
      if (ts) clashes += 1;
      expect([a, b, rows[0]?.clash]).toEqual([a, b, ts]);
    }
    // The sample has both answers, so agreement means something.
    expect(clashes).toBeGreaterThan(5);
    expect(clashes).toBeLessThan(pairs.length - 5);
  });
});

describe('vehicle fit: private.vehicle_fit_problem agrees with vehicleFitProblem', () => {
  it('for every class pair and random seats, luggage, passengers and suitcases', async () => {
    const next = random(7);
    const int = (max: number) => Math.floor(next() * (max + 1));
    for (const vehicleType of VEHICLE_TYPES) {
      for (const bookedType of VEHICLE_TYPES) {
        for (let i = 0; i < 12; i += 1) {
          const vehicle = { vehicleType, seats: 1 + int(9), luggage: int(14) };
          const booking = {
            vehicleType: bookedType as VehicleType,
            passengers: 1 + int(9),
            suitcases: int(14),
          };
          const { rows } = await db().query<{ problem: string | null }>(
            'select private.vehicle_fit_problem($1, $2, $3, $4, $5, $6) as problem',
            [
              vehicleType,
              vehicle.seats,
              vehicle.luggage,
              bookedType,
              booking.passengers,
              booking.suitcases,
            ],
          );
          expect([vehicle, booking, rows[0]?.problem]).toEqual([
            vehicle,
            booking,
            vehicleFitProblem(vehicle, booking),
          ]);
        }
      }
    }
  });
});

describe('words', () => {
  it('private.dispatch_message returns DISPATCH_MESSAGES word for word', async () => {
    const keys = Object.keys(DISPATCH_MESSAGES);
    const { rows } = await db().query<{ key: string; message: string | null }>(
      'select key, private.dispatch_message(key) as message from jsonb_array_elements_text($1::jsonb) key',
      [JSON.stringify(keys)],
    );
    expect(Object.fromEntries(rows.map((r) => [r.key, r.message]))).toEqual(DISPATCH_MESSAGES);
  });

  it('private.trip_step_label returns TRIP_STEP_LABELS', async () => {
    const steps = Object.keys(TRIP_STEP_LABELS);
    const { rows } = await db().query<{ step: string; label: string | null }>(
      'select step, private.trip_step_label(step) as label from jsonb_array_elements_text($1::jsonb) step',
      [JSON.stringify(steps)],
    );
    expect(Object.fromEntries(rows.map((r) => [r.step, r.label]))).toEqual(TRIP_STEP_LABELS);
  });
});
