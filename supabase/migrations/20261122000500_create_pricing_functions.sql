-- =====================================================================================================
-- The authoritative price engine: private.quote_price() mirrors shared/src/domain/pricing/quote.ts
-- step by step (read its header comment), over the reference tables generated from the same domain
-- modules and the distance functions of 20261122000450_create_distance_functions.sql. Money is exact
-- `numeric`; the TS engine computes in integer sub-cent units, so both agree exactly. The only
-- deliberate difference (quote.ts step 0): the TS engine clamps out-of-range counts, this engine
-- rejects them.
--
-- Nothing here is granted to anon or authenticated: public.create_booking() (security definer) calls it.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** quote.ts step 9: a pickup whose hour is within the after-hours window (00:00-05:59). */
create or replace function private.is_after_hours(clock_time text)
returns boolean
language sql
stable
set search_path = ''
as $$
  select coalesce(
    clock_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'
      and substr(clock_time, 1, 2)::integer >= private.setting('after_hours.from_hour')
      and substr(clock_time, 1, 2)::integer < private.setting('after_hours.to_hour_exclusive'),
    false);
$$;

comment on function private.is_after_hours(text) is
  'True when an HH:MM time is in the after-hours window; a missing or malformed time is not (quote.ts step 9).';

/**
 * The price engine (quote.ts quote()): returns the PriceResult of the TS engine as jsonb with the
 * same camelCase keys (vehicleType, distance, distanceSource, subtotal, tripTotal, legs,
 * additionalServicesCost, additionalServices[], afterHoursSurcharge, total, fixedPrice,
 * fixedPriceReason, tierInfo), plus the normalised endpoints (pickupPlaceId, dropoffPlaceId) and
 * the after-hours flags (pickupAfterHours, returnAfterHours) the booking stores.
 * Out-of-range input raises 22023 (the TS engine clamps instead).
 */
create or replace function private.quote_price(
  vehicle_type text,
  passengers integer,
  suitcases integer,
  trip_type text,
  pickup_place_id text,
  dropoff_place_id text,
  calculated_km numeric,
  is_round_trip boolean,
  pickup_time text,
  return_time text,
  car_seats integer default 0,
  supermarket_stop boolean default false,
  fast_track_adults integer default 0,
  fast_track_children integer default 0
)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  vehicle private.vehicle_rates;
  tier private.hiace_tiers;
  extra private.extra_prices;
  pickup_id text;
  dropoff_id text;
  dropoff private.places;
  km numeric;
  source text;
  priced integer;
  base numeric;
  per_km numeric;
  fare numeric;
  fixed_price numeric;
  fixed_reason text;
  legs integer := case when coalesce(is_round_trip, false) then 2 else 1 end;
  lines jsonb := '[]'::jsonb;
  extras_cost numeric := 0;
  quantity integer;
  line_price numeric;
  pickup_after_hours boolean := private.is_after_hours(pickup_time);
  return_after_hours boolean := coalesce(is_round_trip, false) and private.is_after_hours(return_time);
  surcharge numeric;
begin
  -- 0. Validate instead of clamping.
  select * into vehicle from private.vehicle_rates v where v.vehicle_type = quote_price.vehicle_type;
  if vehicle.vehicle_type is null then
    raise exception 'unknown vehicle type: %', quote_price.vehicle_type using errcode = '22023';
  end if;
  if passengers is null or passengers < private.setting('passengers.min')
     or passengers > private.setting('passengers.max') then
    raise exception 'passengers out of range: %', passengers using errcode = '22023';
  end if;
  if suitcases is null or suitcases < private.setting('suitcases.min')
     or suitcases > private.setting('suitcases.max') then
    raise exception 'suitcases out of range: %', suitcases using errcode = '22023';
  end if;
  if trip_type is not null
     and trip_type not in ('fromAirport', 'toAirport', 'fromCruise', 'toCruise', 'inland') then
    raise exception 'unknown trip type: %', trip_type using errcode = '22023';
  end if;

  -- 1. Endpoints.
  pickup_id := private.resolve_place_id(trip_type, pickup_place_id, true);
  dropoff_id := private.resolve_place_id(trip_type, dropoff_place_id, false);

  -- 2. Distance: a usable calculated km (0 < km <= 200) wins, else the tables; whole metres.
  if calculated_km is not null and calculated_km > 0
     and calculated_km <= private.setting('distance.max_calculated_km') then
    km := calculated_km;
    source := 'calculated';
  else
    select d.km, d.source into km, source from private.table_distance(pickup_id, dropoff_id) d;
  end if;
  -- Whole metres exactly as quote.ts does it in IEEE doubles (Math.round(km * 1000) / 1000): the
  -- client's decimal text converts to the same double in both, and Math.round(x) = floor(x + 0.5).
  km := round(floor(km::double precision * 1000 + 0.5)::numeric / 1000, 3);

  -- 3. Priced passengers: the van prices a party of exactly 2 with 5+ suitcases as 3.
  priced := case
              when vehicle.vehicle_type = 'hiace'
               and passengers = private.setting('selection.luggage_priced_party_size')
               and suitcases >= private.setting('selection.van_forced_from_suitcases')
                then private.setting('selection.luggage_priced_as_passengers')::integer
              else passengers
            end;

  -- 4. Rate: cars from vehicle_rates; the van's base and per-km from the last tier whose minimum the
  --    priced passengers reach (included passengers and extra-person price still from vehicle_rates).
  base := vehicle.base_price;
  per_km := vehicle.per_km;
  if vehicle.vehicle_type = 'hiace' then
    select * into tier
      from private.hiace_tiers t
     where t.min_passengers <= priced
     order by t.min_passengers desc
     limit 1;
    if tier.tier is null then
      select * into tier from private.hiace_tiers t order by t.min_passengers limit 1;
    end if;
    base := tier.base_price;
    per_km := tier.per_km;
  end if;

  -- 5. Fare, one way, rounded half up to cents (numeric round() is half away from zero; >= 0 here).
  fare := round(base + km * per_km
                + greatest(0, priced - vehicle.included_passengers) * vehicle.extra_person_price, 2);

  -- 6. Fixed airport price: luxury/executive, pickup at the airport, drop-off a catalogue place that
  --    is neither the airport nor 'other'.
  select * into dropoff from private.places p where p.id = dropoff_id;
  if pickup_id = 'airport' and dropoff.id is not null and dropoff.kind not in ('airport', 'other') then
    select f.price into fixed_price
      from private.fixed_airport_prices f
     where f.vehicle_type = vehicle.vehicle_type
       and f.coast = dropoff.coast;
    if fixed_price is not null then
      fare := fixed_price;
      fixed_reason := format('Fixed airport price: %s to the %s coast', vehicle.title, dropoff.coast);
    end if;
  end if;

  -- 7-8. Legs and extras (car seats doubled on a round trip; zero quantities produce no line).
  for extra in select * from private.extra_prices e order by
      array_position(array['car_seats', 'supermarket_stop', 'fast_track_adults', 'fast_track_children'],
                     e.service_type)
  loop
    quantity := case extra.service_type
                  when 'car_seats' then coalesce(car_seats, 0)
                  when 'supermarket_stop' then case when coalesce(supermarket_stop, false) then 1 else 0 end
                  when 'fast_track_adults' then coalesce(fast_track_adults, 0)
                  when 'fast_track_children' then coalesce(fast_track_children, 0)
                end;
    if quantity < 0 or quantity > extra.max_quantity then
      raise exception '% out of range: %', extra.service_type, quantity using errcode = '22023';
    end if;
    if quantity > 0 then
      line_price := quantity * extra.unit_price * case when extra.doubled_on_round_trip then legs else 1 end;
      extras_cost := extras_cost + line_price;
      lines := lines || jsonb_build_object(
        'serviceType', extra.service_type,
        'quantity', quantity,
        'unitPrice', extra.unit_price,
        'price', line_price);
    end if;
  end loop;

  -- 9. After hours.
  surcharge := (case when pickup_after_hours then 1 else 0 end
                + case when return_after_hours then 1 else 0 end) * private.setting('after_hours.surcharge');

  -- 10. Total, half up to whole dollars.
  return jsonb_build_object(
    'vehicleType', vehicle.vehicle_type,
    'distance', km,
    'distanceSource', source,
    'subtotal', fare,
    'tripTotal', fare * legs,
    'legs', legs,
    'additionalServicesCost', extras_cost,
    'additionalServices', lines,
    'afterHoursSurcharge', surcharge,
    'total', floor(fare * legs + extras_cost + surcharge + 0.5),
    'fixedPrice', fixed_price,
    'fixedPriceReason', fixed_reason,
    'tierInfo', case when tier.tier is null then null else jsonb_build_object(
      'tier', tier.tier,
      'minPassengers', tier.min_passengers,
      'maxPassengers', tier.max_passengers,
      'basePrice', tier.base_price,
      'perKm', tier.per_km,
      'pricedPassengers', priced,
      'pricedForLuggage', priced <> passengers) end,
    'pickupPlaceId', pickup_id,
    'dropoffPlaceId', dropoff_id,
    'pickupAfterHours', pickup_after_hours,
    'returnAfterHours', return_after_hours
  );
end;
$$;

comment on function private.quote_price(text, integer, integer, text, text, text, numeric, boolean, text, text, integer, boolean, integer, integer) is
  'Authoritative price (mirror of shared/src/domain/pricing/quote.ts); jsonb with the TS PriceResult keys.';

/**
 * The vehicle-selection rule of shared/src/domain/pricing/vehicle-selection.ts: NULL when the vehicle
 * can take the party, else the reason shown in the UI ('Too many passengers' / 'Too much luggage').
 * Cars: 3+ passengers or 5+ suitcases force the van; the van: at most 8 passengers and 14 pieces.
 */
create or replace function private.vehicle_unavailable_reason(
  vehicle_type text,
  passengers integer,
  suitcases integer
)
returns text
language sql
stable
set search_path = ''
as $$
  select case
           when v.vehicle_type <> 'hiace' and passengers >= private.setting('selection.van_forced_from_passengers')
             then 'Too many passengers'
           when v.vehicle_type = 'hiace' and passengers > v.max_passengers
             then 'Too many passengers'
           when v.vehicle_type <> 'hiace' and suitcases >= private.setting('selection.van_forced_from_suitcases')
             then 'Too much luggage'
           when v.vehicle_type = 'hiace' and suitcases > v.luggage_max
             then 'Too much luggage'
         end
    from private.vehicle_rates v
   where v.vehicle_type = vehicle_unavailable_reason.vehicle_type;
$$;

comment on function private.vehicle_unavailable_reason(text, integer, integer) is
  'NULL when the vehicle can take the party, else the UI reason (mirror of vehicle-selection.ts).';

-- GRANTS ----------------------------------------------------------------------------------------------

-- Internal: only the security-definer booking function (and service_role for diagnostics) call these.
revoke execute on function private.is_after_hours(text) from public;
revoke execute on function private.quote_price(text, integer, integer, text, text, text, numeric, boolean, text, text, integer, boolean, integer, integer) from public;
revoke execute on function private.vehicle_unavailable_reason(text, integer, integer) from public;
grant execute on function private.quote_price(text, integer, integer, text, text, text, numeric, boolean, text, text, integer, boolean, integer, integer) to service_role;
