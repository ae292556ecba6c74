-- =====================================================================================================
-- Pricing reference tables, in the non-exposed `private` schema.
--
-- Their contents are GENERATED from the TypeScript domain modules in shared/src/domain by
-- tools/gen-reference-sql.ts into the *_load_reference_data.sql migration, so the site's instant quote
-- and the database's authoritative price read the same figures. Never edit the rows by hand: change
-- shared/src/domain and regenerate. Nothing here is granted to anon or authenticated; only the
-- security-definer pricing and booking functions read these tables.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/** Per-vehicle fare figures (rates.ts VEHICLES). The van's base/per-km are superseded by hiace_tiers. */
create table private.vehicle_rates (
  vehicle_type text primary key,
  title text not null,
  max_passengers integer not null check (max_passengers > 0),
  luggage_min integer not null check (luggage_min >= 0),
  luggage_max integer not null check (luggage_max >= luggage_min),
  base_price numeric(10, 2) not null check (base_price >= 0),
  per_km numeric(10, 4) not null check (per_km >= 0),
  included_passengers integer not null check (included_passengers >= 0),
  extra_person_price numeric(10, 2) not null check (extra_person_price >= 0),
  sort_order integer not null
);

comment on table private.vehicle_rates is
  'Generated from shared/src/domain/rates.ts VEHICLES: base price, per-km rate, included passengers, extra-person price.';

/** Toyota Hiace van tiers chosen by the priced passenger count (rates.ts HIACE_TIERS). */
create table private.hiace_tiers (
  tier integer primary key,
  min_passengers integer not null check (min_passengers > 0),
  max_passengers integer not null check (max_passengers >= min_passengers),
  base_price numeric(10, 2) not null check (base_price >= 0),
  per_km numeric(10, 4) not null check (per_km >= 0)
);

comment on table private.hiace_tiers is
  'Generated from shared/src/domain/rates.ts HIACE_TIERS: van base and per-km by passenger tier.';

/**
 * Extras (rates.ts EXTRAS), keyed by the additional_services.service_type they produce. Car seats are
 * doubled on a round trip; fast track needs a credit card.
 */
create table private.extra_prices (
  service_type text primary key
    check (service_type in ('car_seats', 'supermarket_stop', 'fast_track_adults', 'fast_track_children')),
  domain_key text not null unique,
  unit_price numeric(10, 2) not null check (unit_price >= 0),
  max_quantity integer not null check (max_quantity > 0),
  doubled_on_round_trip boolean not null,
  requires_credit boolean not null
);

comment on table private.extra_prices is
  'Generated from shared/src/domain/rates.ts EXTRAS: unit price, maximum quantity, round-trip doubling, credit-card requirement.';

/** Fixed one-way fares for luxury and executive from the airport, by the drop-off's coast. */
create table private.fixed_airport_prices (
  vehicle_type text not null references private.vehicle_rates (vehicle_type),
  coast text not null check (coast in ('south', 'east', 'west', 'north')),
  price numeric(10, 2) not null check (price >= 0),
  primary key (vehicle_type, coast)
);

comment on table private.fixed_airport_prices is
  'Generated from shared/src/domain/rates.ts FIXED_AIRPORT_PRICES: replaces the whole per-km fare.';

/**
 * Every place the pickers offer (places/index.ts PLACES, plus the airport and the cruise terminal),
 * with its coast (for fixed airport fares) and its road distance from both fixed endpoints.
 */
create table private.places (
  id text primary key,
  name text not null,
  kind text not null,
  parish text not null,
  coast text not null check (coast in ('south', 'east', 'west', 'north')),
  -- double precision on purpose: the distance estimate does the same IEEE arithmetic as the TS engine.
  lat double precision not null,
  lng double precision not null,
  km_from_airport numeric(6, 2) not null check (km_from_airport >= 0),
  km_from_cruise_terminal numeric(6, 2) not null check (km_from_cruise_terminal >= 0)
);

comment on table private.places is
  'Generated from shared/src/domain/places: catalogue places with coast and km from the airport and the cruise terminal.';

/** Road distances for common pairs of places, looked up in either direction (places ROUTE_TABLE). */
create table private.route_distances (
  from_place_id text not null references private.places (id),
  to_place_id text not null references private.places (id),
  distance_km numeric(6, 2) not null check (distance_km > 0),
  primary key (from_place_id, to_place_id)
);

comment on table private.route_distances is
  'Generated from shared/src/domain/places ROUTE_TABLE: road km between two catalogue places (either direction).';

create index route_distances_to_from_idx on private.route_distances (to_place_id, from_place_id);

/**
 * Scalar pricing and booking settings by dotted key (after-hours window and surcharge, distance chain
 * constants, passenger and suitcase limits, van-selection thresholds, lead time). Read through
 * private.setting(key), which fails loudly when a key is missing.
 */
create table private.pricing_settings (
  key text primary key,
  value numeric not null
);

comment on table private.pricing_settings is
  'Generated from shared/src/domain: scalar settings (AFTER_HOURS, DISTANCE_FALLBACK_KM, limits, selection rules).';

-- GRANTS ----------------------------------------------------------------------------------------------

-- Reference data is read only by security-definer functions owned by the migration role.
revoke all on table
  private.vehicle_rates,
  private.hiace_tiers,
  private.extra_prices,
  private.fixed_airport_prices,
  private.places,
  private.route_distances,
  private.pricing_settings
  from public, anon, authenticated;

grant select on table
  private.vehicle_rates,
  private.hiace_tiers,
  private.extra_prices,
  private.fixed_airport_prices,
  private.places,
  private.route_distances,
  private.pricing_settings
  to service_role;

-- RLS -------------------------------------------------------------------------------------------------

-- Not reachable over the Data API and not granted, but RLS on (with no policy) is the backstop should a
-- grant ever be added by mistake.
alter table private.vehicle_rates enable row level security;
alter table private.hiace_tiers enable row level security;
alter table private.extra_prices enable row level security;
alter table private.fixed_airport_prices enable row level security;
alter table private.places enable row level security;
alter table private.route_distances enable row level security;
alter table private.pricing_settings enable row level security;
