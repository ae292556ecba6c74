-- =====================================================================================================
-- The fleet: vehicles and drivers, for assigning bookings (dispatch).
--
-- Staff (moderator and up) read both; admins and super_admins add and change them and may delete one
-- that no booking assignment refers to (the assignments' foreign keys restrict the rest: deactivate
-- instead). A driver may sign in as an auth user (drivers.user_id); a driver is not staff (no
-- admin_users record) and reads only their own drivers row.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/**
 * A vehicle of the fleet. Its class is one of the five classes of the price list; seats and luggage
 * are what it really takes (a booking's party must fit). The plate is stored trimmed, upper-case and
 * with single spaces ('H 1234'), so the same plate cannot be registered twice in another spelling.
 */
create table public.vehicles (
  id uuid primary key default gen_random_uuid(),
  plate text not null
    constraint vehicles_plate_key unique
    constraint vehicles_plate_format check (plate ~ '^[A-Z0-9]+( [A-Z0-9]+)*$' and char_length(plate) <= 12),
  vehicle_type text not null references private.vehicle_rates (vehicle_type),
  seats integer not null
    constraint vehicles_seats_range check (seats between 1 and 20),
  luggage integer not null
    constraint vehicles_luggage_range check (luggage between 0 and 30),
  active boolean not null default true,
  notes text
    constraint vehicles_notes_length check (char_length(notes) <= 500),
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.vehicles is
  'Fleet vehicles (plate, class of the price list, seats, luggage). Staff read; admins write.';
comment on column public.vehicles.plate is
  'Registration plate, stored trimmed, upper-case, single-spaced (trigger); unique.';

/**
 * A driver. `user_id` is the auth user they sign in as, if any (one driver per user); the driver then
 * reads their own row and their jobs (public.driver_jobs) and records trip progress.
 */
create table public.drivers (
  id uuid primary key default gen_random_uuid(),
  full_name text not null
    constraint drivers_full_name_length check (char_length(btrim(full_name)) between 2 and 100),
  phone text not null
    constraint drivers_phone_format check (
      phone ~ '^[0-9[:space:]()+-]{7,30}$'
      and char_length(regexp_replace(phone, '[^0-9]', '', 'g')) >= 7),
  active boolean not null default true,
  user_id uuid
    constraint drivers_user_id_key unique
    references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.drivers is
  'Drivers (name, phone, active, optional sign-in user). Staff read; admins write; a driver reads their own row.';
comment on column public.drivers.user_id is
  'The auth user this driver signs in as (unique); NULL for a driver without an account.';

-- TRIGGERS --------------------------------------------------------------------------------------------

/** Stores a plate trimmed, upper-case and single-spaced, however it was typed. */
create or replace function private.normalize_vehicle_plate()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.plate := upper(regexp_replace(btrim(new.plate), '\s+', ' ', 'g'));
  return new;
end;
$$;

comment on function private.normalize_vehicle_plate() is
  'BEFORE INSERT/UPDATE OF plate on vehicles: trims, upper-cases and single-spaces the plate.';

revoke execute on function private.normalize_vehicle_plate() from public;

create trigger vehicles_normalize_plate
  before insert or update of plate on public.vehicles
  for each row execute function private.normalize_vehicle_plate();

create trigger vehicles_set_updated_at
  before update on public.vehicles
  for each row execute function private.set_updated_at();

create trigger drivers_set_updated_at
  before update on public.drivers
  for each row execute function private.set_updated_at();

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The caller's ACTIVE driver record id, or NULL (not signed in, no driver record, or inactive).
 * Security definer so policies and the driver's functions can consult drivers without recursion.
 */
create or replace function private.current_driver_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select d.id
    from public.drivers d
   where d.user_id = auth.uid()
     and d.active;
$$;

comment on function private.current_driver_id() is
  'The active drivers.id of auth.uid(), or NULL: who is a driver, for policies and driver functions.';

revoke execute on function private.current_driver_id() from public;
-- Read by the drivers policy and the driver's functions; anon is never a driver.
grant execute on function private.current_driver_id() to authenticated, service_role;

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table public.vehicles, public.drivers from anon, authenticated;

-- Staff read and admins write (RLS decides who); ids and timestamps are the database's.
grant select, delete on table public.vehicles, public.drivers to authenticated;
grant insert (plate, vehicle_type, seats, luggage, active, notes) on table public.vehicles to authenticated;
grant update (plate, vehicle_type, seats, luggage, active, notes) on table public.vehicles to authenticated;
grant insert (full_name, phone, active, user_id) on table public.drivers to authenticated;
grant update (full_name, phone, active, user_id) on table public.drivers to authenticated;
grant select, insert, update, delete on table public.vehicles, public.drivers to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table public.vehicles enable row level security;
alter table public.drivers enable row level security;

/** Every staff member reads the fleet (moderators look at the dispatch board). */
create policy "Staff can read vehicles"
  on public.vehicles
  for select
  to authenticated
  using ((select private.has_admin_level(1)));

/** Admins and super_admins add vehicles. */
create policy "Admins can add vehicles"
  on public.vehicles
  for insert
  to authenticated
  with check ((select private.has_admin_level(2)));

/** Admins and super_admins change vehicles (deactivate rather than delete one in use). */
create policy "Admins can change vehicles"
  on public.vehicles
  for update
  to authenticated
  using ((select private.has_admin_level(2)))
  with check ((select private.has_admin_level(2)));

/** Admins and super_admins delete a vehicle no assignment refers to (the foreign key refuses the rest). */
create policy "Admins can delete unused vehicles"
  on public.vehicles
  for delete
  to authenticated
  using ((select private.has_admin_level(2)));

/** Staff read every driver; a signed-in active driver reads their own record. */
create policy "Staff can read drivers and drivers their own record"
  on public.drivers
  for select
  to authenticated
  using (
    (select private.has_admin_level(1))
    or id = (select private.current_driver_id())
  );

/** Admins and super_admins add drivers. */
create policy "Admins can add drivers"
  on public.drivers
  for insert
  to authenticated
  with check ((select private.has_admin_level(2)));

/** Admins and super_admins change drivers (deactivate rather than delete one in use). */
create policy "Admins can change drivers"
  on public.drivers
  for update
  to authenticated
  using ((select private.has_admin_level(2)))
  with check ((select private.has_admin_level(2)));

/** Admins and super_admins delete a driver no assignment refers to (the foreign key refuses the rest). */
create policy "Admins can delete unused drivers"
  on public.drivers
  for delete
  to authenticated
  using ((select private.has_admin_level(2)));
