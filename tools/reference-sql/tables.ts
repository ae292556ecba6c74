// The pricing reference tables of the database, read from the TypeScript domain modules: one
// mapper per table, so the site's instant quote and private.quote_price read the same figures.
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
} from '../../shared/src/domain/rates';
import { PLACES, ROUTE_TABLE } from '../../shared/src/domain/places';
import {
  ESTIMATE_ROAD_FACTOR,
  KM_PER_DEGREE_LAT,
  KM_PER_DEGREE_LNG,
  MAX_CALCULATED_KM,
} from '../../shared/src/domain/pricing/distance';
import { LEAD_TIME_HOURS } from '../../shared/src/domain/time/lead-time';

import { type SqlValue } from './sql-literals';
import { type TableData } from './table-sql';

/** Snake-case service_type of additional_services for each EXTRAS key of rates.ts. */
const EXTRA_SERVICE_TYPES = {
  carSeat: 'car_seats',
  supermarketStop: 'supermarket_stop',
  fastTrackAdult: 'fast_track_adults',
  fastTrackChild: 'fast_track_children',
} as const satisfies Record<keyof typeof EXTRAS, string>;

export function vehicleRates(): TableData {
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

export function hiaceTiers(): TableData {
  return {
    table: 'private.hiace_tiers',
    columns: ['tier', 'min_passengers', 'max_passengers', 'base_price', 'per_km'],
    key: ['tier'],
    rows: HIACE_TIERS.map((t) => [t.tier, t.minPassengers, t.maxPassengers, t.basePrice, t.perKm]),
  };
}

export function extraPrices(): TableData {
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

export function fixedAirportPrices(): TableData {
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

export function places(): TableData {
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

export function routeDistances(): TableData {
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

export function pricingSettingsTable(): TableData {
  return {
    table: 'private.pricing_settings',
    columns: ['key', 'value'],
    key: ['key'],
    rows: Object.entries(pricingSettings()).map(([key, value]) => [key, value]),
  };
}
