-- =====================================================================================================
-- Places and distances for the price engine (20261122000500_create_pricing_functions.sql): the pricing
-- settings reader, endpoint normalisation, the distance from the reference tables alone (quote.ts
-- step 2 b-e) and the booking-time plausibility bound of a client-supplied distance.
--
-- Nothing here is granted to anon or authenticated: public.create_booking() (security definer) calls it.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** A scalar from private.pricing_settings; a missing key is a deployment error, never a silent 0. */
create or replace function private.setting(setting_key text)
returns numeric
language plpgsql
stable
set search_path = ''
as $$
declare
  setting_value numeric;
begin
  select s.value into setting_value from private.pricing_settings s where s.key = setting_key;
  if setting_value is null then
    raise exception 'pricing setting % is missing: regenerate the reference data migration', setting_key
      using errcode = 'P0002';
  end if;
  return setting_value;
end;
$$;

comment on function private.setting(text) is
  'Value of a generated pricing setting (private.pricing_settings); raises when missing.';

/**
 * quote.ts step 1: the trip type's fixed endpoint wins (fromAirport/fromCruise fix the pickup,
 * toAirport/toCruise the drop-off); any other id is kept only when it is a catalogue place.
 */
create or replace function private.resolve_place_id(trip_type text, place_id text, is_pickup boolean)
returns text
language sql
stable
set search_path = ''
as $$
  select case
           when is_pickup and trip_type = 'fromAirport' then 'airport'
           when is_pickup and trip_type = 'fromCruise' then 'cruise-terminal'
           when not is_pickup and trip_type = 'toAirport' then 'airport'
           when not is_pickup and trip_type = 'toCruise' then 'cruise-terminal'
           else (select p.id from private.places p where p.id = place_id)
         end;
$$;

comment on function private.resolve_place_id(text, text, boolean) is
  'Normalised endpoint id (quote.ts step 1): fixed by the trip type, else a catalogue id, else NULL.';

/**
 * quote.ts step 2, b to e: the distance from the reference tables alone (no maps distance), and the
 * step that produced it. Used for the fare when the client sent no usable distance, and as the
 * plausibility reference when it did.
 */
create or replace function private.table_distance(
  pickup_id text,
  dropoff_id text,
  out km numeric,
  out source text
)
language plpgsql
stable
set search_path = ''
as $$
declare
  pickup private.places;
  dropoff private.places;
  dy double precision;
  dx double precision;
begin
  -- b. route table, either direction
  if pickup_id is not null and dropoff_id is not null then
    select r.distance_km into km
      from private.route_distances r
     where (r.from_place_id = pickup_id and r.to_place_id = dropoff_id)
        or (r.from_place_id = dropoff_id and r.to_place_id = pickup_id)
     order by (r.from_place_id = pickup_id) desc
     limit 1;
    if km is not null then
      source := 'route-table';
      return;
    end if;
  end if;

  select * into pickup from private.places p where p.id = pickup_id;
  select * into dropoff from private.places p where p.id = dropoff_id;

  -- c. place table: one end is the airport, else one end is the cruise terminal
  if pickup.id is not null and dropoff.id is not null then
    km := case
            when pickup.id = 'airport' then dropoff.km_from_airport
            when dropoff.id = 'airport' then pickup.km_from_airport
            when pickup.id = 'cruise-terminal' then dropoff.km_from_cruise_terminal
            when dropoff.id = 'cruise-terminal' then pickup.km_from_cruise_terminal
          end;
    if km is not null then
      source := 'place-table';
      return;
    end if;

    -- d. straight-line estimate between two catalogue places (not 'other'), in IEEE doubles exactly
    --    as distance.ts estimateRoadKm: floor(sqrt(dy^2 + dx^2) * factor * 10 + 0.5) / 10
    if pickup.id <> 'other' and dropoff.id <> 'other' then
      dy := (pickup.lat - dropoff.lat) * private.setting('distance.km_per_degree_lat')::double precision;
      dx := (pickup.lng - dropoff.lng) * private.setting('distance.km_per_degree_lng')::double precision;
      km := (floor(sqrt(dy * dy + dx * dx)
                   * private.setting('distance.estimate_road_factor')::double precision * 10 + 0.5) / 10)::numeric;
      source := 'estimate';
      return;
    end if;
  end if;

  -- e. fallback: 27 km when either end is the airport, else 15 km
  if pickup_id = 'airport' or dropoff_id = 'airport' then
    km := private.setting('distance_fallback_km.airport');
  else
    km := private.setting('distance_fallback_km.other');
  end if;
  source := 'fallback';
end;
$$;

comment on function private.table_distance(text, text) is
  'Distance from the reference tables only (quote.ts step 2 b-e) and its source.';

/**
 * The booking-time plausibility check of a distance computed by the visitor's browser (maps service).
 * The browser could send any number, so the server bounds it by the reference tables: between half and
 * one and a half times the table figure (plus 5 km of slack for detours) when both ends are catalogue
 * places with a real figure; and at most the island's longest catalogue distance times 1.5 when an end
 * is free-typed (nothing better is known there). Returns true when acceptable.
 */
create or replace function private.is_plausible_distance(
  calculated_km numeric,
  reference_km numeric,
  reference_source text
)
returns boolean
language sql
stable
set search_path = ''
as $$
  select case
           when reference_source in ('route-table', 'place-table', 'estimate')
             then calculated_km >= reference_km * 0.5
              and calculated_km <= reference_km * 1.5 + 5
           else calculated_km <= (
             select max(greatest(p.km_from_airport, p.km_from_cruise_terminal)) * 1.5
               from private.places p)
         end;
$$;

comment on function private.is_plausible_distance(numeric, numeric, text) is
  'Server-side bound of a client-supplied route distance by the place tables (booking-time only).';

-- GRANTS ----------------------------------------------------------------------------------------------

-- Internal: only the security-definer booking function (and service_role for diagnostics) call these.
revoke execute on function private.setting(text) from public;
revoke execute on function private.resolve_place_id(text, text, boolean) from public;
revoke execute on function private.table_distance(text, text) from public;
revoke execute on function private.is_plausible_distance(numeric, numeric, text) from public;
