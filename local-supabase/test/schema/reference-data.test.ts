/**
 * One source, two readers: the reference-data migration must be exactly what
 * tools/gen-reference-sql.ts writes from shared/src/domain today, and the SQL price engine
 * (private.quote_price) must agree with the TypeScript one (quote()) on every input: fixed cases and
 * a property test over random trips.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

import {
  PLACES,
  quote,
  type QuoteInput,
  TRIP_TYPES,
  VEHICLE_TYPES,
  type PriceResult,
} from '@bbt/shared/domain';
import fc from 'fast-check';

import { type Database, defaultMigrationsDir, repoRoot } from '../../src/db';
import { openSchemaDatabase } from '../support/schema-db';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase({ seed: false });
});

afterAll(async () => {
  await db.close();
});

/** The newest *_load_reference_data.sql migration (the one the generator rewrites). */
function referenceMigration(): string {
  const files = fs
    .readdirSync(defaultMigrationsDir)
    .filter((f) => f.endsWith('_load_reference_data.sql'))
    .sort();
  const newest = files[files.length - 1];
  if (!newest) throw new Error('no *_load_reference_data.sql migration');
  return path.join(defaultMigrationsDir, newest);
}

describe('reference data migration', () => {
  it('is up to date with shared/src/domain (run `npx tsx tools/gen-reference-sql.ts` if not)', () => {
    const result = spawnSync(
      path.join(repoRoot, 'node_modules', '.bin', 'tsx'),
      [path.join(repoRoot, 'tools', 'gen-reference-sql.ts'), '--check'],
      { cwd: repoRoot, encoding: 'utf8', timeout: 60_000 },
    );
    expect(`${result.status}: ${result.stdout}${result.stderr}`).toMatch(/^0: .*is up to date/);
  });

  it('loaded every place, vehicle and setting', async () => {
    const { rows } = await db.query<Record<string, number>>(
      `select (select count(*)::int from private.places) as places,
              (select count(*)::int from private.vehicle_rates) as vehicles,
              (select count(*)::int from private.fixed_airport_prices) as fixed_prices,
              (select count(*)::int from private.hiace_tiers) as tiers,
              (select count(*)::int from private.extra_prices) as extras`,
    );
    expect(rows[0]).toEqual({
      places: PLACES.length,
      vehicles: VEHICLE_TYPES.length,
      fixed_prices: 8,
      tiers: 2,
      extras: 4,
    });
  });

  it('can be applied again over itself (upserts, no duplicates)', async () => {
    await db.transaction(async (tx) => {
      await tx.exec(fs.readFileSync(referenceMigration(), 'utf8'));
    });
    const { rows } = await db.query<{ n: number }>('select count(*)::int as n from private.places');
    expect(rows[0]?.n).toBe(PLACES.length);
  });
});

/** The PriceResult fields both engines produce. */
type ComparablePrice = Pick<
  PriceResult,
  | 'vehicleType'
  | 'distance'
  | 'distanceSource'
  | 'subtotal'
  | 'tripTotal'
  | 'legs'
  | 'additionalServicesCost'
  | 'additionalServices'
  | 'afterHoursSurcharge'
  | 'total'
  | 'fixedPrice'
  | 'fixedPriceReason'
  | 'tierInfo'
>;

function comparable(result: ComparablePrice): ComparablePrice {
  return {
    vehicleType: result.vehicleType,
    distance: result.distance,
    distanceSource: result.distanceSource,
    subtotal: result.subtotal,
    tripTotal: result.tripTotal,
    legs: result.legs,
    additionalServicesCost: result.additionalServicesCost,
    additionalServices: result.additionalServices,
    afterHoursSurcharge: result.afterHoursSurcharge,
    total: result.total,
    fixedPrice: result.fixedPrice,
    fixedPriceReason: result.fixedPriceReason,
    tierInfo: result.tierInfo,
  };
}

async function sqlQuote(input: QuoteInput): Promise<ComparablePrice> {
  const extras = input.extras ?? {};
  const { rows } = await db.query<{ q: ComparablePrice }>(
    `select private.quote_price($1, $2::integer, $3::integer, $4, $5, $6, $7::numeric, $8::boolean,
                                $9, $10, $11::integer, $12::boolean, $13::integer, $14::integer) as q`,
    [
      input.vehicleType,
      input.passengers,
      input.suitcases,
      input.tripType,
      input.pickupPlaceId,
      input.dropoffPlaceId,
      input.calculatedKm ?? null,
      input.isRoundTrip,
      input.pickupTime,
      input.returnTime,
      extras.carSeats ?? 0,
      extras.supermarketStop ?? false,
      extras.fastTrackAdults ?? 0,
      extras.fastTrackChildren ?? 0,
    ],
  );
  const q = rows[0]?.q;
  if (!q) throw new Error('quote_price returned nothing');
  return comparable(q);
}

const base: QuoteInput = {
  vehicleType: 'economy',
  passengers: 2,
  suitcases: 2,
  tripType: 'fromAirport',
  pickupPlaceId: null,
  dropoffPlaceId: 'holetown',
  calculatedKm: null,
  isRoundTrip: false,
  pickupTime: '14:30',
  returnTime: null,
};

describe('private.quote_price agrees with quote() from shared/src/domain', () => {
  const cases: [string, Partial<QuoteInput>][] = [
    ['place-table distance from the airport', {}],
    [
      'route-table distance, inland',
      { tripType: 'inland', pickupPlaceId: 'holetown', dropoffPlaceId: 'speightstown' },
    ],
    [
      'route-table distance in the reverse direction',
      { tripType: 'inland', pickupPlaceId: 'speightstown', dropoffPlaceId: 'holetown' },
    ],
    [
      'place table from the cruise terminal',
      { tripType: 'fromCruise', dropoffPlaceId: 'sandy-lane' },
    ],
    [
      'estimate between two catalogue places',
      { tripType: 'inland', pickupPlaceId: 'the-crane', dropoffPlaceId: 'bathsheba' },
    ],
    ['fallback 27 km with a free-typed drop-off', { dropoffPlaceId: null }],
    ['fallback 15 km inland, free-typed', { tripType: 'inland', dropoffPlaceId: null }],
    ["'other' as a drop-off", { dropoffPlaceId: 'other' }],
    ['calculated km wins', { calculatedKm: 31.337 }],
    ['calculated km above 200 is ignored', { calculatedKm: 201 }],
    ['fixed airport price, luxury to the west', { vehicleType: 'luxury' }],
    [
      'fixed airport price, executive to the north',
      { vehicleType: 'executive', dropoffPlaceId: 'port-st-charles' },
    ],
    [
      'no fixed price towards the airport',
      {
        vehicleType: 'luxury',
        tripType: 'toAirport',
        pickupPlaceId: 'holetown',
        dropoffPlaceId: null,
      },
    ],
    ['van tier 1 with extra persons', { vehicleType: 'hiace', passengers: 5, suitcases: 8 }],
    ['van tier 2', { vehicleType: 'hiace', passengers: 8, suitcases: 14 }],
    ['van prices 2 with 5 suitcases as 3', { vehicleType: 'hiace', passengers: 2, suitcases: 5 }],
    [
      'round trip with car seats doubled and both legs after hours',
      {
        isRoundTrip: true,
        pickupTime: '00:00',
        returnTime: '05:59',
        extras: { carSeats: 3, supermarketStop: true, fastTrackAdults: 8, fastTrackChildren: 8 },
      },
    ],
    ['06:00 is not after hours', { pickupTime: '06:00' }],
    ['a malformed time adds nothing', { pickupTime: '5:30' }],
    ['return time ignored one way', { returnTime: '03:00' }],
  ];

  it.each(cases)('%s', async (_label, overrides) => {
    const input = { ...base, ...overrides };
    expect(await sqlQuote(input)).toEqual(comparable(quote(input)));
  });

  it('on 1000 random trips (property test)', async () => {
    const placeIds = PLACES.map((p) => p.id);
    const clock = fc
      .tuple(fc.integer({ min: 0, max: 23 }), fc.integer({ min: 0, max: 59 }))
      .map(([h, m]) => `${String(h).padStart(2, '0')}:${String(m).padStart(2, '0')}`);
    const placeId = fc.oneof(
      { weight: 1, arbitrary: fc.constant(null) },
      { weight: 1, arbitrary: fc.constant('not-a-place') },
      { weight: 6, arbitrary: fc.constantFrom(...placeIds) },
    );
    const calculatedKm = fc.oneof(
      fc.constant(null),
      fc.integer({ min: 1, max: 210_000 }).map((metres) => metres / 1000),
      fc.double({ min: -5, max: 260, noNaN: true, noDefaultInfinity: true }),
    );
    const input: fc.Arbitrary<QuoteInput> = fc.record({
      vehicleType: fc.constantFrom(...VEHICLE_TYPES),
      passengers: fc.integer({ min: 1, max: 20 }),
      suitcases: fc.integer({ min: 0, max: 20 }),
      tripType: fc.oneof(fc.constant(null), fc.constantFrom(...TRIP_TYPES)),
      pickupPlaceId: placeId,
      dropoffPlaceId: placeId,
      calculatedKm,
      isRoundTrip: fc.boolean(),
      pickupTime: fc.oneof(
        { weight: 9, arbitrary: clock },
        { weight: 1, arbitrary: fc.constant('7:05') },
      ),
      returnTime: fc.oneof(fc.constant(null), clock),
      extras: fc.record({
        carSeats: fc.integer({ min: 0, max: 3 }),
        supermarketStop: fc.boolean(),
        fastTrackAdults: fc.integer({ min: 0, max: 8 }),
        fastTrackChildren: fc.integer({ min: 0, max: 8 }),
      }),
    });
    await fc.assert(
      fc.asyncProperty(input, async (trip) => {
        expect(await sqlQuote(trip)).toEqual(comparable(quote(trip)));
      }),
      { numRuns: 1000 },
    );
  });
});
