-- =====================================================================================================
-- public.create_booking(): the ONLY way to create a booking. Called over the
-- Data API as supabase.rpc('create_booking', { p_idempotency_key, p_first_name, ... }).
--
-- It validates every field, forces status 'pending' and server timestamps, takes the author from the
-- JWT, refuses a pickup less than 24 hours away (Barbados time), recomputes the price with
-- private.quote_price() and refuses a total that differs from it, then inserts the booking and its
-- extras in one transaction. It is idempotent: the same idempotency key returns the original booking
-- (concurrent duplicates included: unique constraint + ON CONFLICT DO NOTHING + re-select).
--
-- Errors (PostgREST forwards code, message, details, hint; `details` names the offending argument
-- without its p_ prefix):
--   22023 invalid_parameter_value  a field is missing, malformed or out of range (HTTP 400)
--   P0001 raise_exception          pickup less than 24 hours away (details 'pickup_date'), or the total
--                                  differs from the server's price (details 'total_price', hint
--                                  'expected_total=<USD>') (HTTP 400)
--   23505 unique_violation         the idempotency key was already used for a different request or by
--                                  another user (details 'idempotency_key') (HTTP 409)
--
-- Its helpers (validation error, booking reference, replay) are in
-- 20261122000650_create_booking_helpers.sql.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * Creates a booking (see the file header). Security definer: nobody has INSERT on bookings or
 * additional_services, so this function is the only door; it runs with its owner's rights and
 * therefore trusts nothing it is given.
 */
create or replace function public.create_booking(
  p_idempotency_key uuid,
  p_first_name text,
  p_last_name text,
  p_email text,
  p_phone text,
  p_trip_type text,
  p_pickup_location text,
  p_dropoff_location text,
  p_pickup_date date,
  p_pickup_time text,
  p_passengers integer,
  p_suitcases integer,
  p_vehicle_type text,
  p_payment_method text,
  p_guest_name text,
  p_guest_phone_number text,
  p_total_price numeric,
  p_pickup_place_id text default null,
  p_dropoff_place_id text default null,
  p_distance_km numeric default null,
  p_flight_details text default null,
  p_is_round_trip boolean default false,
  p_return_date date default null,
  p_return_time text default null,
  p_car_seats integer default 0,
  p_supermarket_stop boolean default false,
  p_fast_track_adults integer default 0,
  p_fast_track_children integer default 0
)
returns public.bookings
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_author uuid := private.current_user_id();
  v_first_name text := btrim(coalesce(p_first_name, ''));
  v_last_name text := btrim(coalesce(p_last_name, ''));
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_phone text := btrim(coalesce(p_phone, ''));
  v_trip_type text := coalesce(nullif(btrim(p_trip_type), ''), 'inland');
  v_pickup_location text := btrim(coalesce(p_pickup_location, ''));
  v_dropoff_location text := btrim(coalesce(p_dropoff_location, ''));
  v_pickup_time text := btrim(coalesce(p_pickup_time, ''));
  v_vehicle_type text := lower(btrim(coalesce(p_vehicle_type, '')));
  v_payment_method text := lower(btrim(coalesce(p_payment_method, '')));
  v_guest_name text := btrim(coalesce(p_guest_name, ''));
  v_guest_phone text := btrim(coalesce(p_guest_phone_number, ''));
  v_flight_details text := nullif(btrim(coalesce(p_flight_details, '')), '');
  v_is_round_trip boolean := coalesce(p_is_round_trip, false);
  v_return_date date := case when coalesce(p_is_round_trip, false) then p_return_date end;
  v_return_time text := case when coalesce(p_is_round_trip, false) then nullif(btrim(p_return_time), '') end;
  v_car_seats integer := coalesce(p_car_seats, 0);
  v_supermarket_stop boolean := coalesce(p_supermarket_stop, false);
  v_fast_track_adults integer := coalesce(p_fast_track_adults, 0);
  v_fast_track_children integer := coalesce(p_fast_track_children, 0);
  v_time_pattern constant text := '^([01][0-9]|2[0-3]):[0-5][0-9]$';
  v_fingerprint text;
  v_existing public.bookings;
  v_created public.bookings;
  v_vehicle private.vehicle_rates;
  v_unavailable text;
  v_pickup_id text;
  v_dropoff_id text;
  v_reference_distance record;
  v_quote jsonb;
  v_server_total numeric;
  v_fixed_place private.places;
  v_reference text;
  v_inserted boolean := false;
  v_attempts integer := 0;
  v_failed_constraint text;
begin
  -- Idempotency first: a replay returns the original booking even if, by now, its pickup is less than
  -- 24 hours away or the rates have changed.
  if p_idempotency_key is null then
    perform private.raise_invalid('idempotency_key', 'idempotency_key is required (one UUID per booking form)');
  end if;
  v_fingerprint := md5(jsonb_build_object(
    'first_name', v_first_name, 'last_name', v_last_name, 'email', v_email, 'phone', v_phone,
    'trip_type', v_trip_type, 'pickup_location', v_pickup_location, 'dropoff_location', v_dropoff_location,
    'pickup_place_id', p_pickup_place_id, 'dropoff_place_id', p_dropoff_place_id,
    'distance_km', p_distance_km, 'pickup_date', p_pickup_date, 'pickup_time', v_pickup_time,
    'passengers', p_passengers, 'suitcases', p_suitcases, 'vehicle_type', v_vehicle_type,
    'payment_method', v_payment_method, 'guest_name', v_guest_name, 'guest_phone_number', v_guest_phone,
    'flight_details', v_flight_details, 'is_round_trip', v_is_round_trip, 'return_date', v_return_date,
    'return_time', v_return_time, 'car_seats', v_car_seats, 'supermarket_stop', v_supermarket_stop,
    'fast_track_adults', v_fast_track_adults, 'fast_track_children', v_fast_track_children,
    'total_price', p_total_price)::text);

  select * into v_existing from public.bookings b where b.idempotency_key = p_idempotency_key;
  if found then
    return private.replay_booking(v_existing, v_fingerprint, v_author);
  end if;

  -- Contact details, with the site's messages.
  if v_first_name = '' then
    perform private.raise_invalid('first_name', 'First name is required');
  elsif char_length(v_first_name) < 2 then
    perform private.raise_invalid('first_name', 'First name must be at least 2 characters long');
  elsif char_length(v_first_name) > 50 then
    perform private.raise_invalid('first_name', 'First name cannot exceed 50 characters');
  end if;
  if v_last_name = '' then
    perform private.raise_invalid('last_name', 'Last name is required');
  elsif char_length(v_last_name) < 2 then
    perform private.raise_invalid('last_name', 'Last name must be at least 2 characters long');
  elsif char_length(v_last_name) > 50 then
    perform private.raise_invalid('last_name', 'Last name cannot exceed 50 characters');
  end if;
  if v_email = '' then
    perform private.raise_invalid('email', 'Email is required');
  elsif char_length(v_email) > 254 or v_email !~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$' then
    perform private.raise_invalid('email', 'Please enter a valid email address');
  end if;
  if v_phone = '' then
    perform private.raise_invalid('phone', 'Phone number is required');
  elsif v_phone !~ '^[0-9[:space:]()+-]{10,30}$'
        or char_length(regexp_replace(v_phone, '[^0-9]', '', 'g')) < 7 then
    perform private.raise_invalid('phone', 'Please enter a valid phone number');
  end if;

  -- Trip.
  if v_trip_type not in ('fromAirport', 'toAirport', 'fromCruise', 'toCruise', 'inland') then
    perform private.raise_invalid('trip_type',
      'Trip type must be one of fromAirport, toAirport, fromCruise, toCruise, inland');
  end if;
  v_pickup_id := private.resolve_place_id(v_trip_type, p_pickup_place_id, true);
  v_dropoff_id := private.resolve_place_id(v_trip_type, p_dropoff_place_id, false);
  -- A trip type's fixed endpoint is named by the server, whatever text was sent.
  if v_trip_type in ('fromAirport', 'fromCruise') then
    select * into v_fixed_place from private.places p where p.id = v_pickup_id;
    v_pickup_location := v_fixed_place.name;
  elsif v_trip_type in ('toAirport', 'toCruise') then
    select * into v_fixed_place from private.places p where p.id = v_dropoff_id;
    v_dropoff_location := v_fixed_place.name;
  end if;
  if v_pickup_location = '' then
    perform private.raise_invalid('pickup_location', 'Pickup location is required');
  elsif char_length(v_pickup_location) > 300 then
    perform private.raise_invalid('pickup_location', 'Pickup location cannot exceed 300 characters');
  end if;
  if v_dropoff_location = '' then
    perform private.raise_invalid('dropoff_location', 'Drop-off location is required');
  elsif char_length(v_dropoff_location) > 300 then
    perform private.raise_invalid('dropoff_location', 'Drop-off location cannot exceed 300 characters');
  end if;

  -- Date and time, then the 24-hour lead time in Barbados time.
  if p_pickup_date is null then
    perform private.raise_invalid('pickup_date', 'Date is required');
  end if;
  if v_pickup_time = '' then
    perform private.raise_invalid('pickup_time', 'Time is required');
  elsif v_pickup_time !~ v_time_pattern then
    perform private.raise_invalid('pickup_time', 'Please enter a valid time');
  end if;
  if (p_pickup_date + v_pickup_time::time) at time zone 'America/Barbados'
     < now() + make_interval(hours => private.setting('booking.lead_time_hours')::integer) then
    raise exception 'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.'
      using errcode = 'P0001',
            detail = 'pickup_date',
            hint = 'lead_time';
  end if;

  -- Party.
  if p_passengers is null then
    perform private.raise_invalid('passengers', 'Passengers must be a valid number');
  elsif p_passengers < private.setting('passengers.min') then
    perform private.raise_invalid('passengers', format('Passengers must be at least %s', private.setting('passengers.min')));
  elsif p_passengers > private.setting('passengers.max') then
    perform private.raise_invalid('passengers', format('Passengers cannot exceed %s', private.setting('passengers.max')));
  end if;
  if p_suitcases is null then
    perform private.raise_invalid('suitcases', 'Pieces of luggage must be a valid number');
  elsif p_suitcases < private.setting('suitcases.min') then
    perform private.raise_invalid('suitcases', format('Pieces of luggage must be at least %s', private.setting('suitcases.min')));
  elsif p_suitcases > private.setting('suitcases.max') then
    perform private.raise_invalid('suitcases', format('Pieces of luggage cannot exceed %s', private.setting('suitcases.max')));
  end if;

  -- Guest and travel details, as the trip form checks them.
  if v_guest_name = '' then
    perform private.raise_invalid('guest_name', 'Guest name is required');
  elsif char_length(v_guest_name) > 100 then
    perform private.raise_invalid('guest_name', 'Guest name cannot exceed 100 characters');
  end if;
  if v_guest_phone = '' then
    perform private.raise_invalid('guest_phone_number', 'Guest phone is required');
  elsif char_length(v_guest_phone) > 30 then
    perform private.raise_invalid('guest_phone_number', 'Guest phone cannot exceed 30 characters');
  end if;
  if v_flight_details is null and v_trip_type <> 'inland' then
    perform private.raise_invalid('flight_details', 'Travel details (flight or ship) are required');
  elsif char_length(v_flight_details) > 200 then
    perform private.raise_invalid('flight_details', 'Travel details cannot exceed 200 characters');
  end if;

  -- Return leg.
  if v_is_round_trip then
    if v_return_date is null then
      perform private.raise_invalid('return_date', 'Return date is required');
    end if;
    if v_return_time is null then
      perform private.raise_invalid('return_time', 'Return time is required');
    elsif v_return_time !~ v_time_pattern then
      perform private.raise_invalid('return_time', 'Please enter a valid time');
    end if;
    if v_return_date < p_pickup_date then
      perform private.raise_invalid('return_date', 'Return date cannot be before the pickup date');
    elsif (v_return_date, v_return_time) <= (p_pickup_date, v_pickup_time) then
      perform private.raise_invalid('return_time', 'The return must be after the pickup');
    end if;
  end if;

  -- Vehicle for this party (vehicle-selection.ts).
  if v_vehicle_type = '' then
    perform private.raise_invalid('vehicle_type', 'Please choose a vehicle');
  end if;
  select * into v_vehicle from private.vehicle_rates v where v.vehicle_type = v_vehicle_type;
  if v_vehicle.vehicle_type is null then
    perform private.raise_invalid('vehicle_type',
      'Vehicle type must be one of economy, premium, luxury, executive, hiace');
  end if;
  v_unavailable := private.vehicle_unavailable_reason(v_vehicle_type, p_passengers, p_suitcases);
  if v_unavailable is not null then
    perform private.raise_invalid('vehicle_type',
      format('%s for the %s: please choose another vehicle', v_unavailable, v_vehicle.title));
  end if;

  -- Extras and payment.
  if v_car_seats < 0 or v_car_seats > 3 then
    perform private.raise_invalid('car_seats', 'Child car seats must be between 0 and 3');
  end if;
  if v_fast_track_adults < 0 or v_fast_track_adults > 8 then
    perform private.raise_invalid('fast_track_adults', 'Fast track adults must be between 0 and 8');
  end if;
  if v_fast_track_children < 0 or v_fast_track_children > 8 then
    perform private.raise_invalid('fast_track_children', 'Fast track children must be between 0 and 8');
  end if;
  if v_payment_method = '' then
    perform private.raise_invalid('payment_method', 'Please choose a payment method');
  elsif v_payment_method not in ('cash', 'credit') then
    perform private.raise_invalid('payment_method', 'Payment method must be cash or credit');
  elsif v_payment_method = 'cash' and (v_fast_track_adults > 0 or v_fast_track_children > 0) then
    perform private.raise_invalid('payment_method',
      'Cash is not available with fast track: please pay by credit card');
  end if;

  -- A distance from the browser's maps service must be plausible for the places it claims to join.
  if p_distance_km is not null and p_distance_km > 0
     and p_distance_km <= private.setting('distance.max_calculated_km') then
    select d.km, d.source into v_reference_distance from private.table_distance(v_pickup_id, v_dropoff_id) d;
    if not private.is_plausible_distance(p_distance_km, v_reference_distance.km, v_reference_distance.source) then
      perform private.raise_invalid('distance_km', format(
        'The route distance of %s km is not plausible for this trip (about %s km expected). Please recalculate the route or call us.',
        p_distance_km, v_reference_distance.km));
    end if;
  end if;

  -- The price: recomputed here, and the client's total must match it exactly.
  if p_total_price is null then
    perform private.raise_invalid('total_price', 'total_price (the quoted total) is required');
  end if;
  v_quote := private.quote_price(
    v_vehicle_type, p_passengers, p_suitcases, v_trip_type, p_pickup_place_id, p_dropoff_place_id,
    p_distance_km, v_is_round_trip, v_pickup_time, v_return_time,
    v_car_seats, v_supermarket_stop, v_fast_track_adults, v_fast_track_children);
  v_server_total := (v_quote ->> 'total')::numeric;
  if p_total_price <> v_server_total then
    raise exception 'The price of this trip is % USD, not % USD. Please review the new price.',
        v_server_total, p_total_price
      using errcode = 'P0001',
            detail = 'total_price',
            hint = format('expected_total=%s', v_server_total);
  end if;

  -- Insert. A concurrent identical request blocks on the unique idempotency key, then does nothing;
  -- the re-select below returns its booking. A reference-number collision retries with a new one.
  loop
    v_attempts := v_attempts + 1;
    v_reference := private.new_booking_reference();
    begin
      insert into public.bookings (
        reference_number, user_id, idempotency_key, request_fingerprint,
        first_name, last_name, email, phone,
        trip_type, pickup_location, dropoff_location, pickup_place_id, dropoff_place_id, distance_km,
        pickup_date, pickup_time, pickup_after_hours,
        is_round_trip, return_date, return_time, return_after_hours,
        passengers, suitcases, vehicle_type, payment_method, total_price, status,
        flight_details, guest_name, guest_phone_number)
      values (
        v_reference, v_author, p_idempotency_key, v_fingerprint,
        v_first_name, v_last_name, v_email, v_phone,
        v_trip_type, v_pickup_location, v_dropoff_location,
        v_quote ->> 'pickupPlaceId', v_quote ->> 'dropoffPlaceId', (v_quote ->> 'distance')::numeric,
        p_pickup_date, v_pickup_time, (v_quote ->> 'pickupAfterHours')::boolean,
        v_is_round_trip, v_return_date, v_return_time, (v_quote ->> 'returnAfterHours')::boolean,
        p_passengers, p_suitcases, v_vehicle_type, v_payment_method, v_server_total, 'pending',
        v_flight_details, nullif(v_guest_name, ''), nullif(v_guest_phone, ''))
      on conflict (idempotency_key) do nothing
      returning * into v_created;
      v_inserted := found;
      exit;
    exception
      when unique_violation then
        get stacked diagnostics v_failed_constraint = constraint_name;
        if v_failed_constraint <> 'bookings_reference_number_key' or v_attempts >= 5 then
          raise;
        end if;
    end;
  end loop;

  if not v_inserted then
    select * into v_existing from public.bookings b where b.idempotency_key = p_idempotency_key;
    return private.replay_booking(v_existing, v_fingerprint, v_author);
  end if;

  insert into public.additional_services (booking_id, service_type, quantity, price)
  select v_created.id, line ->> 'serviceType', (line ->> 'quantity')::integer, (line ->> 'price')::numeric
    from jsonb_array_elements(v_quote -> 'additionalServices') as line;

  return v_created;
end;
$$;

comment on function public.create_booking(uuid, text, text, text, text, text, text, text, date, text, integer, integer, text, text, text, text, numeric, text, text, numeric, text, boolean, date, text, integer, boolean, integer, integer) is
  'Creates a pending booking and its extras atomically: validates, recomputes the price, idempotent per key.';

-- GRANTS ----------------------------------------------------------------------------------------------

-- Anyone may book, through this function only.
revoke execute on function public.create_booking(uuid, text, text, text, text, text, text, text, date, text, integer, integer, text, text, text, text, numeric, text, text, numeric, text, boolean, date, text, integer, boolean, integer, integer) from public;
grant execute on function public.create_booking(uuid, text, text, text, text, text, text, text, date, text, integer, integer, text, text, text, text, numeric, text, text, numeric, text, boolean, date, text, integer, boolean, integer, integer) to anon, authenticated, service_role;
