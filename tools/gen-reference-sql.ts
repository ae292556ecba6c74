/**
 * Writes the pricing reference data of the database from the TypeScript domain modules, so that the
 * site's instant quote (shared/src/domain) and the database's authoritative price
 * (private.quote_price) read the same figures: ONE source, two readers.
 *
 *   npx tsx tools/gen-reference-sql.ts          rewrite the newest *_load_reference_data.sql migration
 *   npx tsx tools/gen-reference-sql.ts --check  exit 1 when that migration differs from the domain
 *   npx tsx tools/gen-reference-sql.ts --new    write a NEW timestamped migration (use this once the
 *                                               current one has been deployed: applied migrations
 *                                               never run again)
 *
 * The generated SQL upserts every row and deletes rows that no longer exist, so it is correct both on
 * an empty database and on one holding an older version. Deleting a vehicle or place that bookings
 * still reference fails on the foreign key, on purpose: retire it explicitly instead.
 *
 * local-supabase/test/schema/reference-data.test.ts fails when the committed migration differs from
 * what this generator writes now.
 */
import fs from 'node:fs';
import path from 'node:path';

import {
  AFTER_HOURS,
  COASTS,
  DISTANCE_FALLBACK_KM,
  EXTRAS,
  FIXED_AIRPORT_PRICES,
  HIACE_TIERS,
  PASSENGER_LIMITS,
  SELECTION_RULES,
  SUITCASE_LIMITS,
  VEHICLE_TYPES,
  VEHICLES,
} from '../shared/src/domain/rates';
import { PLACES, ROUTE_TABLE } from '../shared/src/domain/places';
import {
  ESTIMATE_ROAD_FACTOR,
  KM_PER_DEGREE_LAT,
  KM_PER_DEGREE_LNG,
  MAX_CALCULATED_KM,
} from '../shared/src/domain/pricing/distance';
import { LEAD_TIME_HOURS } from '../shared/src/domain/time/lead-time';

/** Repository root: this file lives in <repo>/tools. */
const REPO_ROOT = path.resolve(import.meta.dirname, '..');

export const MIGRATIONS_DIR = path.join(REPO_ROOT, 'supabase', 'migrations');

/** Name of the first reference-data migration (it follows 20261122000300_create_reference_tables). */
export const DEFAULT_REFERENCE_MIGRATION = '20261122000400_load_reference_data.sql';

const REFERENCE_MIGRATION_SUFFIX = '_load_reference_data.sql';

type SqlValue = string | number | boolean | null;

/** A SQL literal: strings quoted with '' doubling, finite numbers as written, booleans and NULL. */
export function sqlLiteral(value: SqlValue): string {
  if (value === null) return 'null';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`not a finite number: ${value}`);
    return String(value);
  }
  return `'${value.replace(/'/g, "''")}'`;
}

interface TableData {
  table: string;
  columns: readonly string[];
  key: readonly string[];
  rows: readonly (readonly SqlValue[])[];
}

function assertUniqueKeys(data: TableData): void {
  const seen = new Set<string>();
  const keyIndexes = data.key.map((k) => data.columns.indexOf(k));
  for (const row of data.rows) {
    if (row.length !== data.columns.length) {
      throw new Error(
        `${data.table}: row has ${row.length} values for ${data.columns.length} columns`,
      );
    }
    const key = JSON.stringify(keyIndexes.map((i) => row[i]));
    if (seen.has(key)) throw new Error(`${data.table}: duplicate key ${key}`);
    seen.add(key);
  }
}

function keyList(data: TableData): string {
  const keyIndexes = data.key.map((k) => data.columns.indexOf(k));
  return data.rows
    .map((row) => {
      const values = keyIndexes.map((i) => sqlLiteral(row[i] ?? null));
      return values.length === 1 ? `  ${values[0]}` : `  (${values.join(', ')})`;
    })
    .join(',\n');
}

function deleteStale(data: TableData): string {
  const key = data.key.length === 1 ? data.key[0] : `(${data.key.join(', ')})`;
  if (data.rows.length === 0) return `delete from ${data.table};\n`;
  return `delete from ${data.table}\nwhere ${key} not in (\n${keyList(data)}\n);\n`;
}

function upsert(data: TableData): string {
  const values = data.rows
    .map((row) => `  (${row.map((v) => sqlLiteral(v)).join(', ')})`)
    .join(',\n');
  const updates = data.columns.filter((c) => !data.key.includes(c));
  const onConflict =
    updates.length === 0
      ? `on conflict (${data.key.join(', ')}) do nothing`
      : `on conflict (${data.key.join(', ')}) do update set\n` +
        updates.map((c) => `  ${c} = excluded.${c}`).join(',\n');
  return `insert into ${data.table} (${data.columns.join(', ')}) values\n${values}\n${onConflict};\n`;
}

/** Snake-case service_type of additional_services for each EXTRAS key of rates.ts. */
const EXTRA_SERVICE_TYPES = {
  carSeat: 'car_seats',
  supermarketStop: 'supermarket_stop',
  fastTrackAdult: 'fast_track_adults',
  fastTrackChild: 'fast_track_children',
} as const satisfies Record<keyof typeof EXTRAS, string>;

function vehicleRates(): TableData {
  return {
    table: 'private.vehicle_rates',
    columns: [
      'vehicle_type',
      'title',
      'max_passengers',
      'luggage_min',
      'luggage_max',
      'base_price',
      'per_km',
      'included_passengers',
      'extra_person_price',
      'sort_order',
    ],
    key: ['vehicle_type'],
    rows: VEHICLE_TYPES.map((type, index) => {
      const v = VEHICLES[type];
      return [
        v.type,
        v.title,
        v.maxPassengers,
        v.luggage.min,
        v.luggage.max,
        v.basePrice,
        v.perKm,
        v.includedPassengers,
        v.extraPersonPrice,
        index + 1,
      ];
    }),
  };
}

function hiaceTiers(): TableData {
  return {
    table: 'private.hiace_tiers',
    columns: ['tier', 'min_passengers', 'max_passengers', 'base_price', 'per_km'],
    key: ['tier'],
    rows: HIACE_TIERS.map((t) => [t.tier, t.minPassengers, t.maxPassengers, t.basePrice, t.perKm]),
  };
}

function extraPrices(): TableData {
  const rows = (Object.keys(EXTRA_SERVICE_TYPES) as (keyof typeof EXTRAS)[]).map((key) => {
    const extra: { price: number; max?: number } = EXTRAS[key];
    return [
      EXTRA_SERVICE_TYPES[key],
      key,
      extra.price,
      // The supermarket stop is a yes/no choice: at most one.
      extra.max ?? 1,
      key === 'carSeat',
      key === 'fastTrackAdult' || key === 'fastTrackChild',
    ] satisfies SqlValue[];
  });
  return {
    table: 'private.extra_prices',
    columns: [
      'service_type',
      'domain_key',
      'unit_price',
      'max_quantity',
      'doubled_on_round_trip',
      'requires_credit',
    ],
    key: ['service_type'],
    rows,
  };
}

function fixedAirportPrices(): TableData {
  const vehicles = Object.keys(FIXED_AIRPORT_PRICES) as (keyof typeof FIXED_AIRPORT_PRICES)[];
  return {
    table: 'private.fixed_airport_prices',
    columns: ['vehicle_type', 'coast', 'price'],
    key: ['vehicle_type', 'coast'],
    rows: vehicles.flatMap((vehicle) =>
      COASTS.map((coast) => [vehicle, coast, FIXED_AIRPORT_PRICES[vehicle][coast]]),
    ),
  };
}

function places(): TableData {
  return {
    table: 'private.places',
    columns: [
      'id',
      'name',
      'kind',
      'parish',
      'coast',
      'lat',
      'lng',
      'km_from_airport',
      'km_from_cruise_terminal',
    ],
    key: ['id'],
    rows: PLACES.map((p) => [
      p.id,
      p.name,
      p.kind,
      p.parish,
      p.coast,
      p.lat,
      p.lng,
      p.kmFromAirport,
      p.kmFromCruiseTerminal,
    ]),
  };
}

function routeDistances(): TableData {
  const ids = new Set(PLACES.map((p) => p.id));
  for (const route of ROUTE_TABLE) {
    if (!ids.has(route.fromId) || !ids.has(route.toId)) {
      throw new Error(`ROUTE_TABLE entry ${route.fromId} -> ${route.toId} names an unknown place`);
    }
  }
  // findRouteKm takes the first entry in either direction: a pair listed twice would be ambiguous.
  const pairs = new Set<string>();
  for (const route of ROUTE_TABLE) {
    const pair = [route.fromId, route.toId].sort().join(' <-> ');
    if (pairs.has(pair)) throw new Error(`ROUTE_TABLE lists ${pair} twice`);
    pairs.add(pair);
  }
  return {
    table: 'private.route_distances',
    columns: ['from_place_id', 'to_place_id', 'distance_km'],
    key: ['from_place_id', 'to_place_id'],
    rows: ROUTE_TABLE.map((r) => [r.fromId, r.toId, r.km]),
  };
}

/** Every scalar the SQL pricing and booking functions read, by a stable dotted key. */
export function pricingSettings(): Record<string, number> {
  return {
    'after_hours.surcharge': AFTER_HOURS.surcharge,
    'after_hours.from_hour': AFTER_HOURS.fromHour,
    'after_hours.to_hour_exclusive': AFTER_HOURS.toHourExclusive,
    'distance_fallback_km.airport': DISTANCE_FALLBACK_KM.airport,
    'distance_fallback_km.other': DISTANCE_FALLBACK_KM.other,
    'distance.max_calculated_km': MAX_CALCULATED_KM,
    'distance.estimate_road_factor': ESTIMATE_ROAD_FACTOR,
    'distance.km_per_degree_lat': KM_PER_DEGREE_LAT,
    'distance.km_per_degree_lng': KM_PER_DEGREE_LNG,
    'booking.lead_time_hours': LEAD_TIME_HOURS,
    'passengers.min': PASSENGER_LIMITS.min,
    'passengers.max': PASSENGER_LIMITS.max,
    'suitcases.min': SUITCASE_LIMITS.min,
    'suitcases.max': SUITCASE_LIMITS.max,
    'selection.van_forced_from_passengers': SELECTION_RULES.vanForcedFromPassengers,
    'selection.van_forced_from_suitcases': SELECTION_RULES.vanForcedFromSuitcases,
    'selection.luggage_priced_party_size': SELECTION_RULES.luggagePricedPartySize,
    'selection.luggage_priced_as_passengers': SELECTION_RULES.luggagePricedAsPassengers,
  };
}

function pricingSettingsTable(): TableData {
  return {
    table: 'private.pricing_settings',
    columns: ['key', 'value'],
    key: ['key'],
    rows: Object.entries(pricingSettings()).map(([key, value]) => [key, value]),
  };
}

/** The complete migration text, deterministic for given domain data. */
export function generateReferenceSql(): string {
  const parents = [vehicleRates(), places()];
  const children = [
    hiaceTiers(),
    extraPrices(),
    fixedAirportPrices(),
    routeDistances(),
    pricingSettingsTable(),
  ];
  for (const data of [...parents, ...children]) assertUniqueKeys(data);

  const section = (title: string, body: string[]): string =>
    `-- ${title} ${'-'.repeat(Math.max(3, 99 - title.length))}\n\n${body.join('\n')}`;

  return [
    '-- =====================================================================================================',
    '-- GENERATED by tools/gen-reference-sql.ts from shared/src/domain (rates.ts, places/). DO NOT EDIT.',
    '-- Change the domain modules, then run `npx tsx tools/gen-reference-sql.ts` (or `--new` once this file',
    '-- has been deployed). A jest test fails when this file and the domain disagree.',
    '--',
    '-- Fills the pricing reference tables of 20261122000300_create_reference_tables.sql: upserts every row,',
    '-- then removes rows the domain no longer has (children before parents).',
    '-- =====================================================================================================',
    '',
    section('REMOVE STALE CHILD ROWS', children.map(deleteStale)),
    section('VEHICLES AND PLACES', parents.map(upsert)),
    section('TIERS, EXTRAS, FIXED PRICES, ROUTES, SETTINGS', children.map(upsert)),
    section('REMOVE STALE VEHICLES AND PLACES', parents.map(deleteStale)),
  ]
    .join('\n')
    .replace(/\n*$/, '\n');
}

/** The newest *_load_reference_data.sql migration, or the default name when there is none yet. */
export function referenceMigrationPath(dir: string = MIGRATIONS_DIR): string {
  const existing = fs.existsSync(dir)
    ? fs
        .readdirSync(dir)
        .filter((f) => f.endsWith(REFERENCE_MIGRATION_SUFFIX))
        .sort()
    : [];
  return path.join(dir, existing[existing.length - 1] ?? DEFAULT_REFERENCE_MIGRATION);
}

/** `YYYYMMDDHHMMSS` in UTC, the Supabase CLI's migration version format. */
function migrationVersion(date: Date): string {
  return date.toISOString().replace(/[-:T]/g, '').replace(/\..*$/, '');
}

function main(argv: readonly string[]): number {
  const sql = generateReferenceSql();
  if (argv.includes('--check')) {
    const file = referenceMigrationPath();
    const current = fs.existsSync(file) ? fs.readFileSync(file, 'utf8') : '';
    if (current !== sql) {
      console.error(
        `${path.relative(REPO_ROOT, file)} is out of date: run npx tsx tools/gen-reference-sql.ts`,
      );
      return 1;
    }
    console.log(`${path.relative(REPO_ROOT, file)} is up to date`);
    return 0;
  }
  const file = argv.includes('--new')
    ? path.join(MIGRATIONS_DIR, `${migrationVersion(new Date())}${REFERENCE_MIGRATION_SUFFIX}`)
    : referenceMigrationPath();
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, sql);
  console.log(`wrote ${path.relative(REPO_ROOT, file)}`);
  return 0;
}

if (process.argv[1] !== undefined && /gen-reference-sql\.ts$/.test(process.argv[1])) {
  process.exitCode = main(process.argv.slice(2));
}
