-- =====================================================================================================
-- Bookings:
-- bookings, their extras (additional_services) and an append-only audit trail (booking_events).
--
-- Nobody inserts into these tables directly: public.create_booking() (a later migration) validates,
-- prices and inserts atomically. Customers read their own bookings and may only cancel them; staff
-- read everything, set any status and delete. Every status change leaves exactly one audit row.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/**
 * A private-transfer booking. Besides the customer's and the trip's details it stores who made it
 * (user_id), how it is paid, the idempotency key of the submission, and everything the price was
 * computed from (trip type, place ids, distance, return leg, after-hours flags), so the server can
 * recompute and explain it.
 */
create table public.bookings (
  id uuid primary key default gen_random_uuid(),
  reference_number text not null
    constraint bookings_reference_number_key unique
    constraint bookings_reference_number_format check (reference_number ~ '^BB-[0-9]{6}-[A-Z]{3}$'),
  user_id uuid references auth.users (id) on delete set null,
  idempotency_key uuid not null
    constraint bookings_idempotency_key_key unique,
  request_fingerprint text not null
    constraint bookings_request_fingerprint_format check (request_fingerprint ~ '^[0-9a-f]{32}$'),

  first_name text not null
    constraint bookings_first_name_length check (char_length(btrim(first_name)) between 2 and 50),
  last_name text not null
    constraint bookings_last_name_length check (char_length(btrim(last_name)) between 2 and 50),
  email text not null
    constraint bookings_email_length check (char_length(email) between 3 and 254)
    constraint bookings_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  -- A run of 10+ digits, spaces, dashes, plus or parentheses with 7+ digits, as the site checks.
  phone text not null
    constraint bookings_phone_format check (
      phone ~ '^[0-9[:space:]()+-]{10,30}$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7),

  trip_type text not null
    constraint bookings_trip_type_check
    check (trip_type in ('fromAirport', 'toAirport', 'fromCruise', 'toCruise', 'inland')),
  pickup_location text not null
    constraint bookings_pickup_location_length check (char_length(btrim(pickup_location)) between 1 and 300),
  dropoff_location text not null
    constraint bookings_dropoff_location_length check (char_length(btrim(dropoff_location)) between 1 and 300),
  pickup_place_id text references private.places (id),
  dropoff_place_id text references private.places (id),
  distance_km numeric(7, 3) not null
    constraint bookings_distance_km_range check (distance_km > 0 and distance_km <= 200),

  pickup_date date not null,
  pickup_time text not null
    constraint bookings_pickup_time_format check (pickup_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  pickup_after_hours boolean not null default false,
  is_round_trip boolean not null default false,
  return_date date,
  return_time text
    constraint bookings_return_time_format check (return_time ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$'),
  return_after_hours boolean not null default false,

  passengers integer not null
    constraint bookings_passengers_range check (passengers between 1 and 20),
  suitcases integer not null
    constraint bookings_suitcases_range check (suitcases between 0 and 20),
  vehicle_type text not null references private.vehicle_rates (vehicle_type),
  payment_method text not null
    constraint bookings_payment_method_check check (payment_method in ('cash', 'credit')),
  total_price numeric(10, 2) not null
    constraint bookings_total_price_range check (total_price >= 0 and total_price < 100000),
  status text not null default 'pending'
    constraint bookings_status_check check (status in ('pending', 'confirmed', 'completed', 'cancelled')),

  flight_details text
    constraint bookings_flight_details_length check (char_length(flight_details) <= 200),
  guest_name text
    constraint bookings_guest_name_length check (char_length(guest_name) <= 100),
  guest_phone_number text
    constraint bookings_guest_phone_number_length check (char_length(guest_phone_number) <= 30),

  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),

  -- A round trip has a return leg after the outbound pickup; a one-way trip has none.
  constraint bookings_return_leg check (
    (is_round_trip and return_date is not null and return_time is not null
       and (return_date, return_time) > (pickup_date, pickup_time))
    or (not is_round_trip and return_date is null and return_time is null and not return_after_hours)
  )
);

comment on table public.bookings is
  'Transfer bookings. Created only by public.create_booking(); customers may only cancel; staff manage.';
comment on column public.bookings.user_id is
  'Signed-in author (auth.uid() at creation, set by the server); NULL for anonymous bookings.';
comment on column public.bookings.idempotency_key is
  'Client-generated UUID, one per booking form instance; a repeated submission returns the original row.';
comment on column public.bookings.request_fingerprint is
  'md5 of the normalised request: a reused idempotency key with different contents is refused.';
comment on column public.bookings.distance_km is
  'Distance the price was computed from (client route distance bounded by the place table, or the table).';
comment on column public.bookings.total_price is
  'USD, recomputed by the server from the reference tables; never taken from the client.';

/**
 * The extras chosen for a booking (car seats, supermarket stop, fast track adults/children).
 * `price` is the line total the server charged (car seats doubled on a round trip). Zero quantities
 * are not stored.
 */
create table public.additional_services (
  id uuid primary key default gen_random_uuid(),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  service_type text not null
    constraint additional_services_service_type_check
    check (service_type in ('car_seats', 'supermarket_stop', 'fast_track_adults', 'fast_track_children')),
  quantity integer not null,
  price numeric(10, 2) not null
    constraint additional_services_price_range check (price >= 0 and price < 100000),
  created_at timestamptz not null default now(),
  constraint additional_services_booking_service_key unique (booking_id, service_type),
  constraint additional_services_quantity_range check (
    case service_type
      when 'car_seats' then quantity between 1 and 3
      when 'supermarket_stop' then quantity = 1
      else quantity between 1 and 8
    end
  )
);

comment on table public.additional_services is
  'Extras of a booking, written only by public.create_booking() in the same transaction.';

/**
 * Append-only audit trail of bookings: creation, every status change and deletion, with who did it
 * (user id, e-mail and role from the JWT) and when. Written only by triggers; kept after the booking is
 * deleted, hence no foreign key.
 */
create table public.booking_events (
  id bigint generated always as identity primary key,
  booking_id uuid not null,
  reference_number text not null,
  event_type text not null
    constraint booking_events_event_type_check check (event_type in ('created', 'status_changed', 'deleted')),
  old_status text,
  new_status text,
  actor_id uuid,
  actor_email text,
  actor_role text not null,
  created_at timestamptz not null default now()
);

comment on table public.booking_events is
  'Append-only booking audit (created, status_changed, deleted), written by triggers only.';

-- INDEXES ---------------------------------------------------------------------------------------------

-- Policy columns (owner by user id, owner by e-mail), then the lists' sort orders.
create index bookings_user_id_idx on public.bookings (user_id);
create index bookings_email_lower_idx on public.bookings (lower(email));
create index bookings_created_at_idx on public.bookings (created_at desc);
create index bookings_pickup_date_idx on public.bookings (pickup_date, pickup_time);
-- additional_services.booking_id is the leading column of additional_services_booking_service_key.
create index booking_events_booking_id_idx on public.booking_events (booking_id, created_at);

-- TRIGGER FUNCTIONS -----------------------------------------------------------------------------------

/**
 * True for roles that are not the Data API's end-user roles (service_role, postgres, supabase_admin):
 * they bypass the customer rules below, as they bypass RLS.
 */
create or replace function private.is_trusted_role()
returns boolean
language sql
stable
set search_path = ''
as $$
  select current_user not in ('anon', 'authenticated');
$$;

comment on function private.is_trusted_role() is
  'True unless the statement runs as anon or authenticated (used by triggers enforcing customer rules).';

/**
 * The customer rule RLS cannot express (it cannot see the old row): a non-staff user may only move a
 * booking from pending or confirmed to cancelled. Refused with 42501 so the UI recognises a
 * permission error. Staff (any active admin level) may set any of the four statuses.
 */
create or replace function private.guard_booking_status()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if private.is_trusted_role() or private.has_admin_level(1) then
    return new;
  end if;
  if old.status in ('pending', 'confirmed') and new.status = 'cancelled' then
    return new;
  end if;
  raise exception 'permission denied: only a pending or confirmed booking can be cancelled (booking % is %)',
      old.reference_number, old.status
    using errcode = '42501',
          hint = 'Contact support to change this booking.';
end;
$$;

comment on function private.guard_booking_status() is
  'BEFORE UPDATE OF status on bookings: non-staff may only cancel a pending or confirmed booking (42501 otherwise).';

/**
 * Writes one booking_events row per creation, status change and deletion. Security definer because
 * nobody is granted INSERT on booking_events; the actor comes from the JWT claims of the request.
 */
create or replace function private.record_booking_event()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  actor_role text := coalesce(nullif(claims ->> 'role', ''), session_user);
begin
  if tg_op = 'INSERT' then
    insert into public.booking_events
      (booking_id, reference_number, event_type, old_status, new_status, actor_id, actor_email, actor_role)
    values
      (new.id, new.reference_number, 'created', null, new.status, auth.uid(), private.request_email(), actor_role);
    return new;
  elsif tg_op = 'UPDATE' then
    insert into public.booking_events
      (booking_id, reference_number, event_type, old_status, new_status, actor_id, actor_email, actor_role)
    values
      (new.id, new.reference_number, 'status_changed', old.status, new.status, auth.uid(), private.request_email(), actor_role);
    return new;
  else
    insert into public.booking_events
      (booking_id, reference_number, event_type, old_status, new_status, actor_id, actor_email, actor_role)
    values
      (old.id, old.reference_number, 'deleted', old.status, null, auth.uid(), private.request_email(), actor_role);
    return old;
  end if;
end;
$$;

comment on function private.record_booking_event() is
  'AFTER INSERT/UPDATE OF status/DELETE on bookings: appends the audit row (who, from, to, when).';

/** booking_events is append-only for everyone, owner included (short of TRUNCATE by the owner). */
create or replace function private.forbid_booking_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'booking_events is append-only'
    using errcode = '42501';
end;
$$;

comment on function private.forbid_booking_event_change() is
  'BEFORE UPDATE/DELETE on booking_events: refuses every change (the audit trail is append-only).';

revoke execute on function private.is_trusted_role() from public;
-- Called by invoker triggers while the statement runs as anon or authenticated.
grant execute on function private.is_trusted_role() to anon, authenticated, service_role;
revoke execute on function private.guard_booking_status() from public;
revoke execute on function private.record_booking_event() from public;
revoke execute on function private.forbid_booking_event_change() from public;

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger bookings_set_updated_at
  before update on public.bookings
  for each row execute function private.set_updated_at();

create trigger bookings_guard_status
  before update of status on public.bookings
  for each row
  when (old.status is distinct from new.status)
  execute function private.guard_booking_status();

create trigger bookings_record_created
  after insert on public.bookings
  for each row execute function private.record_booking_event();

create trigger bookings_record_status_change
  after update of status on public.bookings
  for each row
  when (old.status is distinct from new.status)
  execute function private.record_booking_event();

create trigger bookings_record_deleted
  after delete on public.bookings
  for each row execute function private.record_booking_event();

create trigger booking_events_append_only
  before update or delete on public.booking_events
  for each row execute function private.forbid_booking_event_change();

-- GRANTS ----------------------------------------------------------------------------------------------

-- Start from nothing (legacy hosted default privileges grant everything), then grant back the minimum.
revoke all on table public.bookings, public.additional_services, public.booking_events from anon, authenticated;

-- No INSERT for anyone: bookings are created by public.create_booking() only. Signed-in users read
-- (filtered by RLS), change the status column and nothing else, and delete (staff only, by RLS).
grant select, delete on table public.bookings to authenticated;
grant update (status) on table public.bookings to authenticated;
grant select on table public.additional_services to authenticated;
grant select on table public.booking_events to authenticated;

grant select, insert, update, delete on table public.bookings, public.additional_services to service_role;
grant select on table public.booking_events to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table public.bookings enable row level security;
alter table public.additional_services enable row level security;
alter table public.booking_events enable row level security;

/**
 * A customer reads the bookings made with their e-mail or under their account ("loads
 * only rows whose email equals their own"); staff read all. Anonymous callers read nothing: the
 * booking function returns the new row to them.
 */
create policy "Customers can read their own bookings and staff can read all"
  on public.bookings
  for select
  to authenticated
  using (
    (select private.has_admin_level(1))
    or user_id = (select auth.uid())
    or lower(email) = (select private.request_email())
  );

/**
 * Staff may set any of the four statuses; a customer may only set their own booking to cancelled (the
 * trigger bookings_guard_status additionally requires it to be pending or confirmed). The column
 * grant limits everyone to the status column.
 */
create policy "Customers can cancel their own bookings and staff can change any status"
  on public.bookings
  for update
  to authenticated
  using (
    (select private.has_admin_level(1))
    or user_id = (select auth.uid())
    or lower(email) = (select private.request_email())
  )
  with check (
    (select private.has_admin_level(1))
    or (
      status = 'cancelled'
      and (user_id = (select auth.uid()) or lower(email) = (select private.request_email()))
    )
  );

/**
 * Only staff delete. A customer's cancellation never deletes: the business keeps
 * the record, so a customer's DELETE matches no row.
 */
create policy "Staff can delete bookings"
  on public.bookings
  for delete
  to authenticated
  using ((select private.has_admin_level(1)));

/** Extras are visible exactly when their booking is (the bookings policy applies inside the check). */
create policy "Users can read extras of bookings they can read"
  on public.additional_services
  for select
  to authenticated
  using (exists (select 1 from public.bookings b where b.id = booking_id));

/** The audit trail is for staff; nobody writes to it directly (no INSERT/UPDATE/DELETE grant). */
create policy "Staff can read booking events"
  on public.booking_events
  for select
  to authenticated
  using ((select private.has_admin_level(1)));
