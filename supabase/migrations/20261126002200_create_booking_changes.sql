-- =====================================================================================================
-- Changing and cancelling a booking after it was made (issue 23), through a manage link
-- (20261126002100_create_manage_tokens.sql) or, for signed-in customers, on their own booking.
--
--   manage_booking(p_token)                         the booking, extras, driver, deadline, what is allowed
--   quote_booking_change(p_token, p_change)         validates and re-prices, writes nothing
--   change_booking(p_token, p_change)               writes the change; returns what manage_booking does
--   cancel_managed_booking(p_token)                 cancels; returns the booking and the refund
--   quote_my_booking_change(p_booking_id, p_change) the signed-in customer's quote (own bookings only)
--   change_my_booking(p_booking_id, p_change)       the signed-in customer's change (own bookings only)
--
-- The rules are those of shared/src/domain/manage (mirrored here and tested against it): changes until
-- 24 hours before pickup, a new pickup itself at least 24 hours ahead, nothing on a cancelled or
-- completed booking, no change that changes nothing. The price is recomputed by private.quote_price(),
-- the function create_booking() uses, and the vehicle limits and field messages are create_booking()'s.
-- A change is one booking_events row 'changed' (details: before, after, old_total, new_total), bumps
-- bookings.calendar_sequence (the calendar file's SEQUENCE) and queues the e-mail 'booking_changed'.
-- The refund of a cancellation mirrors shared/src/domain/refunds (private.refund_for_booking()).
--
-- Errors: 22023 with the field in DETAIL (create_booking's), P0001 with a hint naming the rule
-- ('lead_time', 'change_cutoff', 'not_changeable', 'not_cancellable', 'no_change'), the single
-- manage-link refusal (hint 'manage_link_invalid'), 42501 for another customer's booking.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

alter table public.bookings
  add column calendar_sequence integer not null default 0
    constraint bookings_calendar_sequence_range check (calendar_sequence >= 0);

comment on column public.bookings.calendar_sequence is
  'Number of changes made to the trip: the SEQUENCE of its calendar file (the UID never changes).';

alter table public.booking_events
  drop constraint booking_events_event_type_check;
alter table public.booking_events
  add constraint booking_events_event_type_check check (event_type in (
    'created', 'status_changed', 'deleted', 'assigned', 'unassigned', 'progress', 'changed'));

comment on column public.booking_events.details is
  'Before/after of an assignment ({"from", "to"}), a trip step ({"from", "to"}) or a change '
  '({"before", "after", "old_total", "new_total"}).';

-- The outbox's full list of kinds, the e-mail side of issue 23 included (BOOKING_EMAIL_KINDS).
alter table private.email_outbox
  drop constraint email_outbox_kind_check;
alter table private.email_outbox
  add constraint email_outbox_kind_check check (kind in (
    'booking_confirmation', 'company_new_booking', 'booking_confirmed', 'booking_cancelled',
    'booking_completed', 'company_customer_cancelled', 'driver_assigned', 'booking_changed',
    'trip_reminder', 'review_request'));

-- FUNCTIONS: RULES (mirrors of shared/src/domain) -----------------------------------------------------

/** CHANGE_CUTOFF_HOURS of shared/src/domain/manage. */
create or replace function private.change_cutoff_hours()
returns integer
language sql
immutable
set search_path = ''
as $$
  select 24;
$$;

comment on function private.change_cutoff_hours() is 'CHANGE_CUTOFF_HOURS (shared/src/domain/manage): 24.';

/** The pickup instant of a booking (Barbados time). */
create or replace function private.booking_pickup_at(b public.bookings)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select (b.pickup_date + b.pickup_time::time) at time zone 'America/Barbados';
$$;

comment on function private.booking_pickup_at(public.bookings) is 'The pickup instant, Barbados time.';

/** changeCutoffMessage(phone) of shared/src/domain/manage, with the support phone of the site settings. */
create or replace function private.change_cutoff_message()
returns text
language sql
stable
set search_path = ''
as $$
  select format('Changes are not possible online within %s hours of pickup. Please call us on %s.',
                private.change_cutoff_hours(),
                coalesce((select s.support_phone from public.site_settings s where s.id), '+1 246 269 9288'));
$$;

comment on function private.change_cutoff_message() is
  'The refusal of a change inside the cut-off (changeCutoffMessage in shared/src/domain/manage).';

/**
 * refundFor() of shared/src/domain/refunds/refund-policy.ts for a customer's cancellation at p_at:
 * already cancelled, economy non-refundable, completed none, > 48 h full, 24–48 h (both ends) 75 %,
 * else none; amounts rounded half up to cents.
 */
create or replace function private.refund_for_booking(b public.bookings, p_at timestamptz)
returns jsonb
language plpgsql
stable
set search_path = ''
as $$
declare
  v_pickup timestamptz := private.booking_pickup_at(b);
  v_hours double precision := extract(epoch from (v_pickup - p_at)) / 3600.0;
  v_band text;
  v_percent integer;
  v_total_cents bigint := greatest(0, round(b.total_price * 100))::bigint;
  v_refund_cents bigint;
begin
  v_band := case
              when b.status = 'cancelled' then 'already-cancelled'
              when b.vehicle_type = 'economy' then 'non-refundable'
              when b.status = 'completed' then 'none'
              when v_hours > 48 then 'full'
              when v_hours >= 24 then 'partial'
              else 'none'
            end;
  v_percent := case v_band when 'full' then 100 when 'partial' then 75 else 0 end;
  v_refund_cents := floor((v_total_cents * v_percent + 50) / 100.0)::bigint;
  return jsonb_build_object(
    'band', v_band,
    'refund_percent', v_percent,
    'charge_percent', case when v_band = 'already-cancelled' then 0 else 100 - v_percent end,
    'refund_amount', round(v_refund_cents / 100.0, 2),
    'charge_amount', case when v_band = 'already-cancelled' then 0
                          else round((v_total_cents - v_refund_cents) / 100.0, 2) end,
    'hours_before_pickup', v_hours,
    'free_cancellation_until', case when v_band in ('non-refundable', 'already-cancelled') then null
                                    else v_pickup - interval '48 hours' end,
    'summary', case v_band
                 when 'full' then 'Full refund (100%)'
                 when 'partial' then '75% refund (25% cancellation charge)'
                 when 'none' then 'No refund'
                 when 'non-refundable' then 'Economy rides are non-refundable'
                 else 'This booking is already cancelled'
               end);
end;
$$;

comment on function private.refund_for_booking(public.bookings, timestamptz) is
  'What a customer''s cancellation at p_at gives back (mirror of refundFor in shared/src/domain/refunds).';

-- FUNCTIONS: READ -------------------------------------------------------------------------------------

/**
 * What a manage page shows: the booking (BOOKING_SUMMARY_COLUMNS, plus trip_type, flight_details and
 * calendar_sequence), its extras, the driver once assigned, the change deadline and what is allowed.
 */
create or replace function private.booking_manage_view(b public.bookings)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'booking', jsonb_build_object(
      'id', b.id, 'reference_number', b.reference_number, 'first_name', b.first_name,
      'last_name', b.last_name, 'email', b.email, 'phone', b.phone,
      'pickup_location', b.pickup_location, 'dropoff_location', b.dropoff_location,
      'pickup_date', b.pickup_date, 'pickup_time', b.pickup_time, 'is_round_trip', b.is_round_trip,
      'return_date', b.return_date, 'return_time', b.return_time, 'passengers', b.passengers,
      'suitcases', b.suitcases, 'vehicle_type', b.vehicle_type, 'payment_method', b.payment_method,
      'total_price', b.total_price, 'status', b.status, 'created_at', b.created_at,
      'trip_type', b.trip_type, 'flight_details', b.flight_details,
      'calendar_sequence', b.calendar_sequence, 'guest_name', b.guest_name,
      'guest_phone_number', b.guest_phone_number),
    'additional_services', coalesce((
      select jsonb_agg(jsonb_build_object(
               'service_type', s.service_type, 'quantity', s.quantity, 'price', s.price)
             order by s.service_type)
        from public.additional_services s
       where s.booking_id = b.id), '[]'::jsonb),
    'driver', (
      select jsonb_build_object(
               'first_name', private.driver_first_name(d.full_name), 'phone', d.phone,
               'vehicle', v.vehicle_type, 'plate', v.plate)
        from public.booking_assignments a
        join public.drivers d on d.id = a.driver_id
        join public.vehicles v on v.id = a.vehicle_id
       where a.booking_id = b.id and b.status <> 'cancelled'),
    'change_deadline', private.booking_pickup_at(b) - make_interval(hours => private.change_cutoff_hours()),
    'can_change', b.status in ('pending', 'confirmed')
                  and now() < private.booking_pickup_at(b) - make_interval(hours => private.change_cutoff_hours()),
    'can_cancel', b.status in ('pending', 'confirmed'));
$$;

comment on function private.booking_manage_view(public.bookings) is
  'The manage page''s view of a booking: booking, additional_services, driver, change_deadline, can_change, can_cancel.';

/** A signed-in customer's own booking (the bookings read policy's customer half), locked; 42501 otherwise. */
create or replace function private.own_booking_for_change(p_booking_id uuid)
returns public.bookings
language plpgsql
volatile
set search_path = ''
as $$
declare
  b public.bookings;
begin
  select * into b from public.bookings x
   where x.id = p_booking_id
     and auth.uid() is not null
     and (x.user_id = auth.uid()
          or (x.user_id is null and lower(x.email) = private.proven_request_email()))
   for update;
  if b.id is null then
    raise exception 'This booking is not in your account.'
      using errcode = '42501',
            detail = 'booking_id';
  end if;
  return b;
end;
$$;

comment on function private.own_booking_for_change(uuid) is
  'The caller''s own booking (user id, or proven e-mail of a guest booking), locked; 42501 otherwise.';

-- FUNCTIONS: CHANGE -----------------------------------------------------------------------------------

/**
 * Validates a change of booking b (p_change: pickup_date, pickup_time, return_date, return_time,
 * passengers, suitcases, flight_details, car_seats, supermarket_stop, fast_track_adults,
 * fast_track_children; absent = unchanged) and re-prices it with private.quote_price(). Without
 * p_write it returns { old_total, new_total, difference }; with p_write it stores the change, its
 * extras, one 'changed' event and the next calendar sequence, and returns the manage view.
 * b must be locked by the caller when p_write.
 */
create or replace function private.apply_booking_change(b public.bookings, p_change jsonb, p_write boolean)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_allowed constant text[] := array[
    'pickup_date', 'pickup_time', 'return_date', 'return_time', 'passengers', 'suitcases',
    'flight_details', 'car_seats', 'supermarket_stop', 'fast_track_adults', 'fast_track_children'];
  v_time_pattern constant text := '^([01][0-9]|2[0-3]):[0-5][0-9]$';
  v_date_pattern constant text := '^[0-9]{4}-[0-9]{2}-[0-9]{2}$';
  v_key text;
  v_value jsonb;
  v_pickup_date date := b.pickup_date;
  v_pickup_time text := b.pickup_time;
  v_return_date date := b.return_date;
  v_return_time text := b.return_time;
  v_passengers integer := b.passengers;
  v_suitcases integer := b.suitcases;
  v_flight_details text := b.flight_details;
  v_car_seats integer;
  v_supermarket_stop boolean;
  v_fast_track_adults integer;
  v_fast_track_children integer;
  v_unavailable text;
  v_title text;
  v_quote jsonb;
  v_new_total numeric;
  v_before jsonb;
  v_after jsonb;
  v_changed_keys text[];
  v_saved public.bookings;
begin
  if p_change is null or jsonb_typeof(p_change) <> 'object' then
    perform private.raise_invalid('change', 'The change must be an object of the fields to change');
  end if;
  for v_key in select jsonb_object_keys(p_change) loop
    if not v_key = any (v_allowed) then
      perform private.raise_invalid(v_key, format('%s cannot be changed', v_key));
    end if;
  end loop;

  -- What may be changed at all, and until when.
  if b.status not in ('pending', 'confirmed') then
    raise exception 'This booking is %: it can no longer be changed.', b.status
      using errcode = 'P0001', detail = 'status', hint = 'not_changeable';
  end if;
  if now() >= private.booking_pickup_at(b) - make_interval(hours => private.change_cutoff_hours()) then
    raise exception '%', private.change_cutoff_message()
      using errcode = 'P0001', detail = 'pickup_date', hint = 'change_cutoff';
  end if;

  -- The extras as they are.
  select coalesce(sum(s.quantity) filter (where s.service_type = 'car_seats'), 0),
         coalesce(bool_or(s.service_type = 'supermarket_stop'), false),
         coalesce(sum(s.quantity) filter (where s.service_type = 'fast_track_adults'), 0),
         coalesce(sum(s.quantity) filter (where s.service_type = 'fast_track_children'), 0)
    into v_car_seats, v_supermarket_stop, v_fast_track_adults, v_fast_track_children
    from public.additional_services s
   where s.booking_id = b.id;
  v_before := jsonb_build_object(
    'pickup_date', b.pickup_date, 'pickup_time', b.pickup_time, 'return_date', b.return_date,
    'return_time', b.return_time, 'passengers', b.passengers, 'suitcases', b.suitcases,
    'flight_details', b.flight_details, 'car_seats', v_car_seats,
    'supermarket_stop', v_supermarket_stop, 'fast_track_adults', v_fast_track_adults,
    'fast_track_children', v_fast_track_children);

  -- The new values, each as create_booking() reads it.
  if p_change ? 'pickup_date' then
    v_value := p_change -> 'pickup_date';
    if jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') !~ v_date_pattern then
      perform private.raise_invalid('pickup_date', 'Date is required');
    end if;
    begin
      v_pickup_date := (v_value #>> '{}')::date;
    exception when others then
      perform private.raise_invalid('pickup_date', 'Please enter a valid date');
    end;
  end if;
  if p_change ? 'pickup_time' then
    v_value := p_change -> 'pickup_time';
    if jsonb_typeof(v_value) <> 'string' or btrim(v_value #>> '{}') = '' then
      perform private.raise_invalid('pickup_time', 'Time is required');
    elsif btrim(v_value #>> '{}') !~ v_time_pattern then
      perform private.raise_invalid('pickup_time', 'Please enter a valid time');
    end if;
    v_pickup_time := btrim(v_value #>> '{}');
  end if;
  if (p_change ? 'return_date' or p_change ? 'return_time') and not b.is_round_trip then
    perform private.raise_invalid(case when p_change ? 'return_date' then 'return_date' else 'return_time' end,
      'This booking has no return leg');
  end if;
  if p_change ? 'return_date' then
    v_value := p_change -> 'return_date';
    if jsonb_typeof(v_value) <> 'string' or (v_value #>> '{}') !~ v_date_pattern then
      perform private.raise_invalid('return_date', 'Return date is required');
    end if;
    begin
      v_return_date := (v_value #>> '{}')::date;
    exception when others then
      perform private.raise_invalid('return_date', 'Please enter a valid date');
    end;
  end if;
  if p_change ? 'return_time' then
    v_value := p_change -> 'return_time';
    if jsonb_typeof(v_value) <> 'string' or btrim(v_value #>> '{}') = '' then
      perform private.raise_invalid('return_time', 'Return time is required');
    elsif btrim(v_value #>> '{}') !~ v_time_pattern then
      perform private.raise_invalid('return_time', 'Please enter a valid time');
    end if;
    v_return_time := btrim(v_value #>> '{}');
  end if;
  if p_change ? 'passengers' then
    v_value := p_change -> 'passengers';
    if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^-?[0-9]+$' then
      perform private.raise_invalid('passengers', 'Passengers must be a valid number');
    end if;
    v_passengers := (v_value #>> '{}')::integer;
  end if;
  if p_change ? 'suitcases' then
    v_value := p_change -> 'suitcases';
    if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^-?[0-9]+$' then
      perform private.raise_invalid('suitcases', 'Pieces of luggage must be a valid number');
    end if;
    v_suitcases := (v_value #>> '{}')::integer;
  end if;
  if p_change ? 'flight_details' then
    v_value := p_change -> 'flight_details';
    if jsonb_typeof(v_value) not in ('string', 'null') then
      perform private.raise_invalid('flight_details', 'Travel details must be text');
    end if;
    v_flight_details := nullif(btrim(coalesce(v_value #>> '{}', '')), '');
    -- create_booking()'s rules and words: a change may not clear them or make them too long.
    if v_flight_details is null and b.trip_type <> 'inland' then
      perform private.raise_invalid('flight_details', 'Travel details (flight or ship) are required');
    elsif char_length(v_flight_details) > 200 then
      perform private.raise_invalid('flight_details', 'Travel details cannot exceed 200 characters');
    end if;
  end if;
  if p_change ? 'car_seats' then
    v_value := p_change -> 'car_seats';
    if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^-?[0-9]+$' then
      perform private.raise_invalid('car_seats', 'Child car seats must be between 0 and 3');
    end if;
    v_car_seats := (v_value #>> '{}')::integer;
  end if;
  if p_change ? 'supermarket_stop' then
    v_value := p_change -> 'supermarket_stop';
    if jsonb_typeof(v_value) <> 'boolean' then
      perform private.raise_invalid('supermarket_stop', 'Supermarket stop must be true or false');
    end if;
    v_supermarket_stop := (v_value #>> '{}')::boolean;
  end if;
  if p_change ? 'fast_track_adults' then
    v_value := p_change -> 'fast_track_adults';
    if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^-?[0-9]+$' then
      perform private.raise_invalid('fast_track_adults', 'Fast track adults must be between 0 and 8');
    end if;
    v_fast_track_adults := (v_value #>> '{}')::integer;
  end if;
  if p_change ? 'fast_track_children' then
    v_value := p_change -> 'fast_track_children';
    if jsonb_typeof(v_value) <> 'number' or (v_value #>> '{}') !~ '^-?[0-9]+$' then
      perform private.raise_invalid('fast_track_children', 'Fast track children must be between 0 and 8');
    end if;
    v_fast_track_children := (v_value #>> '{}')::integer;
  end if;

  -- create_booking()'s checks, with its messages.
  if (v_pickup_date, v_pickup_time) is distinct from (b.pickup_date, b.pickup_time)
     and (v_pickup_date + v_pickup_time::time) at time zone 'America/Barbados'
         < now() + make_interval(hours => private.setting('booking.lead_time_hours')::integer) then
    raise exception 'Bookings must be made at least 24 hours in advance. For urgent bookings, please call the support phone.'
      using errcode = 'P0001', detail = 'pickup_date', hint = 'lead_time';
  end if;
  if v_passengers < private.setting('passengers.min') then
    perform private.raise_invalid('passengers', format('Passengers must be at least %s', private.setting('passengers.min')));
  elsif v_passengers > private.setting('passengers.max') then
    perform private.raise_invalid('passengers', format('Passengers cannot exceed %s', private.setting('passengers.max')));
  end if;
  if v_suitcases < private.setting('suitcases.min') then
    perform private.raise_invalid('suitcases', format('Pieces of luggage must be at least %s', private.setting('suitcases.min')));
  elsif v_suitcases > private.setting('suitcases.max') then
    perform private.raise_invalid('suitcases', format('Pieces of luggage cannot exceed %s', private.setting('suitcases.max')));
  end if;
  if v_flight_details is null and b.trip_type <> 'inland' then
    perform private.raise_invalid('flight_details', 'Travel details (flight or ship) are required');
  elsif char_length(v_flight_details) > 200 then
    perform private.raise_invalid('flight_details', 'Travel details cannot exceed 200 characters');
  end if;
  if b.is_round_trip then
    if v_return_date < v_pickup_date then
      perform private.raise_invalid('return_date', 'Return date cannot be before the pickup date');
    elsif (v_return_date, v_return_time) <= (v_pickup_date, v_pickup_time) then
      perform private.raise_invalid('return_time', 'The return must be after the pickup');
    end if;
  end if;
  v_unavailable := private.vehicle_unavailable_reason(b.vehicle_type, v_passengers, v_suitcases);
  if v_unavailable is not null then
    select v.title into v_title from private.vehicle_rates v where v.vehicle_type = b.vehicle_type;
    perform private.raise_invalid(
      case when v_unavailable = 'Too much luggage' then 'suitcases' else 'passengers' end,
      format('%s for the %s: please choose another vehicle', v_unavailable, v_title));
  end if;
  if v_car_seats < 0 or v_car_seats > 3 then
    perform private.raise_invalid('car_seats', 'Child car seats must be between 0 and 3');
  end if;
  if v_fast_track_adults < 0 or v_fast_track_adults > 8 then
    perform private.raise_invalid('fast_track_adults', 'Fast track adults must be between 0 and 8');
  end if;
  if v_fast_track_children < 0 or v_fast_track_children > 8 then
    perform private.raise_invalid('fast_track_children', 'Fast track children must be between 0 and 8');
  end if;
  if b.payment_method = 'cash' and (v_fast_track_adults > 0 or v_fast_track_children > 0) then
    perform private.raise_invalid('payment_method',
      'Cash is not available with fast track: please pay by credit card');
  end if;

  v_after := jsonb_build_object(
    'pickup_date', v_pickup_date, 'pickup_time', v_pickup_time, 'return_date', v_return_date,
    'return_time', v_return_time, 'passengers', v_passengers, 'suitcases', v_suitcases,
    'flight_details', v_flight_details, 'car_seats', v_car_seats,
    'supermarket_stop', v_supermarket_stop, 'fast_track_adults', v_fast_track_adults,
    'fast_track_children', v_fast_track_children);
  select array_agg(k order by k) into v_changed_keys
    from jsonb_object_keys(v_after) k
   where v_after -> k is distinct from v_before -> k;
  if v_changed_keys is null then
    raise exception 'Nothing was changed.'
      using errcode = 'P0001', detail = 'change', hint = 'no_change';
  end if;

  -- The price, by create_booking()'s own function, from the stored route.
  v_quote := private.quote_price(
    b.vehicle_type, v_passengers, v_suitcases, b.trip_type, b.pickup_place_id, b.dropoff_place_id,
    b.distance_km, b.is_round_trip, v_pickup_time, v_return_time,
    v_car_seats, v_supermarket_stop, v_fast_track_adults, v_fast_track_children);
  v_new_total := (v_quote ->> 'total')::numeric;

  if not p_write then
    return jsonb_build_object(
      'old_total', round(b.total_price, 2),
      'new_total', round(v_new_total, 2),
      'difference', round(v_new_total - b.total_price, 2));
  end if;

  update public.bookings x
     set pickup_date = v_pickup_date,
         pickup_time = v_pickup_time,
         pickup_after_hours = (v_quote ->> 'pickupAfterHours')::boolean,
         return_date = v_return_date,
         return_time = v_return_time,
         return_after_hours = (v_quote ->> 'returnAfterHours')::boolean,
         passengers = v_passengers,
         suitcases = v_suitcases,
         flight_details = v_flight_details,
         total_price = v_new_total,
         calendar_sequence = x.calendar_sequence + 1
   where x.id = b.id
   returning * into v_saved;

  delete from public.additional_services s where s.booking_id = b.id;
  insert into public.additional_services (booking_id, service_type, quantity, price)
  select b.id, line ->> 'serviceType', (line ->> 'quantity')::integer, (line ->> 'price')::numeric
    from jsonb_array_elements(v_quote -> 'additionalServices') as line;

  perform private.record_dispatch_event(v_saved, 'changed', jsonb_build_object(
    'before', (select jsonb_object_agg(k, v_before -> k) from unnest(v_changed_keys) k),
    'after', (select jsonb_object_agg(k, v_after -> k) from unnest(v_changed_keys) k),
    'old_total', b.total_price,
    'new_total', v_new_total));

  return private.booking_manage_view(v_saved);
end;
$$;

comment on function private.apply_booking_change(public.bookings, jsonb, boolean) is
  'Validates and re-prices a change (quote), or stores it with one changed event (write).';

/** Cancels booking b (locked by the caller) as the customer's own cancel does; returns view + refund. */
create or replace function private.cancel_booking_as_customer(b public.bookings)
returns jsonb
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_refund jsonb;
  v_saved public.bookings;
begin
  if b.status not in ('pending', 'confirmed') then
    raise exception 'This booking is %: it cannot be cancelled online.', b.status
      using errcode = 'P0001', detail = 'status', hint = 'not_cancellable';
  end if;
  v_refund := private.refund_for_booking(b, now());
  update public.bookings x set status = 'cancelled' where x.id = b.id returning * into v_saved;
  return private.booking_manage_view(v_saved) || jsonb_build_object('refund', v_refund);
end;
$$;

comment on function private.cancel_booking_as_customer(public.bookings) is
  'Sets a pending or confirmed booking cancelled (status_changed event, e-mails) and returns it with its refund.';

-- FUNCTIONS: API --------------------------------------------------------------------------------------

/** The booking of a manage link (see private.booking_manage_view). */
create or replace function public.manage_booking(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_manage_limit();
  return private.booking_manage_view(private.booking_for_manage_token(p_token));
end;
$$;

comment on function public.manage_booking(text) is
  'Manage link: the booking, extras, driver, change deadline, can_change, can_cancel.';

/** The price of a change through a manage link, without writing: { old_total, new_total, difference }. */
create or replace function public.quote_booking_change(p_token text, p_change jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_manage_limit();
  return private.apply_booking_change(private.booking_for_manage_token(p_token), p_change, false);
end;
$$;

comment on function public.quote_booking_change(text, jsonb) is
  'Manage link: validates and re-prices a change, writes nothing.';

/** A change through a manage link; returns what manage_booking returns. */
create or replace function public.change_booking(p_token text, p_change jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_manage_limit();
  return private.apply_booking_change(private.booking_for_manage_token(p_token, true), p_change, true);
end;
$$;

comment on function public.change_booking(text, jsonb) is
  'Manage link: changes the booking (re-priced, one changed event, updated confirmation queued).';

/** A cancellation through a manage link; returns the booking view and the refund. */
create or replace function public.cancel_managed_booking(p_token text)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_manage_limit();
  return private.cancel_booking_as_customer(private.booking_for_manage_token(p_token, true));
end;
$$;

comment on function public.cancel_managed_booking(text) is
  'Manage link: cancels the booking; returns it with the refund the policy gives.';

/** A signed-in customer's quote for a change of their own booking. */
create or replace function public.quote_my_booking_change(p_booking_id uuid, p_change jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_manage_limit();
  return private.apply_booking_change(private.own_booking_for_change(p_booking_id), p_change, false);
end;
$$;

comment on function public.quote_my_booking_change(uuid, jsonb) is
  'Signed-in customer: validates and re-prices a change of their own booking, writes nothing.';

/** A signed-in customer's change of their own booking. */
create or replace function public.change_my_booking(p_booking_id uuid, p_change jsonb)
returns jsonb
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  perform private.enforce_manage_limit();
  return private.apply_booking_change(private.own_booking_for_change(p_booking_id), p_change, true);
end;
$$;

comment on function public.change_my_booking(uuid, jsonb) is
  'Signed-in customer: changes their own booking (as change_booking).';

-- E-MAIL QUEUE ----------------------------------------------------------------------------------------

/**
 * AFTER INSERT on booking_events (20261123001210_create_email_queue_trigger.sql), now also for
 * 'changed': the updated confirmation 'booking_changed' to the customer, its payload carrying the
 * change's before/after under "change".
 */
create or replace function private.queue_booking_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  v_by text;
  v_company text := private.company_inbox_email();
  v_payload jsonb;
  v_key text := 'event:' || new.id;
begin
  if new.event_type not in ('created', 'status_changed', 'changed') then
    return null;
  end if;
  select * into b from public.bookings x where x.id = new.booking_id;
  if not found then
    return null;
  end if;
  v_by := case
            when new.actor_role in ('anon', 'authenticated') and not private.has_admin_level(1) then 'customer'
            else 'staff'
          end;
  v_payload := private.booking_email_payload(
    b, new.event_type, new.old_status, new.new_status, v_by, new.created_at);

  if new.event_type = 'created' then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
    values
      (b.id, b.reference_number, new.id, v_key, 'booking_confirmation', b.email, v_company, v_payload),
      (b.id, b.reference_number, new.id, v_key, 'company_new_booking', v_company, b.email, v_payload)
    on conflict on constraint email_outbox_once_per_event do nothing;
  elsif new.event_type = 'changed' then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
    values
      (b.id, b.reference_number, new.id, v_key, 'booking_changed', b.email, v_company,
       v_payload || jsonb_build_object('change', new.details))
    on conflict on constraint email_outbox_once_per_event do nothing;
  elsif new.new_status in ('confirmed', 'cancelled', 'completed') then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
    values
      (b.id, b.reference_number, new.id, v_key, 'booking_' || new.new_status, b.email, v_company, v_payload)
    on conflict on constraint email_outbox_once_per_event do nothing;
    if new.new_status = 'cancelled' and v_by = 'customer' then
      insert into private.email_outbox
        (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
      values
        (b.id, b.reference_number, new.id, v_key, 'company_customer_cancelled', v_company, b.email, v_payload)
      on conflict on constraint email_outbox_once_per_event do nothing;
    end if;
  end if;
  return null;
end;
$$;

comment on function private.queue_booking_emails() is
  'AFTER INSERT on booking_events: queues the e-mails of a creation, status change or change.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.change_cutoff_hours() from public;
revoke execute on function private.booking_pickup_at(public.bookings) from public;
revoke execute on function private.change_cutoff_message() from public;
revoke execute on function private.refund_for_booking(public.bookings, timestamptz) from public;
revoke execute on function private.booking_manage_view(public.bookings) from public;
revoke execute on function private.own_booking_for_change(uuid) from public;
revoke execute on function private.apply_booking_change(public.bookings, jsonb, boolean) from public;
revoke execute on function private.cancel_booking_as_customer(public.bookings) from public;
-- The test suites compare the mirrored rules with shared/src/domain through the service role.
grant execute on function private.refund_for_booking(public.bookings, timestamptz) to service_role;
grant execute on function private.change_cutoff_message() to service_role;

revoke execute on function public.manage_booking(text) from public;
revoke execute on function public.quote_booking_change(text, jsonb) from public;
revoke execute on function public.change_booking(text, jsonb) from public;
revoke execute on function public.cancel_managed_booking(text) from public;
grant execute on function public.manage_booking(text) to anon, authenticated, service_role;
grant execute on function public.quote_booking_change(text, jsonb) to anon, authenticated, service_role;
grant execute on function public.change_booking(text, jsonb) to anon, authenticated, service_role;
grant execute on function public.cancel_managed_booking(text) to anon, authenticated, service_role;
revoke execute on function public.quote_my_booking_change(uuid, jsonb) from public, anon;
revoke execute on function public.change_my_booking(uuid, jsonb) from public, anon;
grant execute on function public.quote_my_booking_change(uuid, jsonb) to authenticated, service_role;
grant execute on function public.change_my_booking(uuid, jsonb) to authenticated, service_role;
