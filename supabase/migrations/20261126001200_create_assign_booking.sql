-- =====================================================================================================
-- Assigning a booking: public.assign_booking(booking, driver, vehicle), admins and super_admins only.
--
-- The rules are those of shared/src/domain/dispatch (tests compare both):
--   - a job occupies [pickup, pickup + estimated drive + 30 min) in Barbados time, and a round trip's
--     return leg the same from its return time; the estimated drive is the booking form's estimate of
--     the booking's km (35 km/h, rounded up to 5 minutes, at least 5), an hour when the km is unknown;
--   - windows are half-open: a job ending exactly when the next starts does not clash;
--   - a vehicle serves its own class or a lower car class (economy < premium < luxury < executive);
--     the Hiace van serves van bookings only, and a van booking needs the van; seats >= passengers,
--     luggage >= suitcases;
--   - the messages are private.dispatch_message(key), word for word DISPATCH_MESSAGES.
-- Concurrent assignments of one driver or vehicle run one after the other: the booking, the driver and
-- the vehicle rows are locked (in that order) before the clash check.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** The dispatch refusals' templates (`{name}` placeholders), as DISPATCH_MESSAGES in the domain. */
create or replace function private.dispatch_message(p_key text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_key
    when 'adminsOnly' then 'permission denied: only an admin can assign drivers and vehicles'
    when 'driverAndVehicle' then 'Choose both a driver and a vehicle, or neither to unassign'
    when 'bookingNotFound' then 'Booking not found'
    when 'driverNotFound' then 'Driver not found'
    when 'vehicleNotFound' then 'Vehicle not found'
    when 'bookingCancelled' then 'Booking {reference} is cancelled: it cannot be assigned'
    when 'bookingCompleted' then 'Booking {reference} is completed: its assignment cannot change'
    when 'driverInactive' then 'Driver {driver} is inactive'
    when 'vehicleInactive' then 'Vehicle {plate} is inactive'
    when 'vehicleClass' then 'Vehicle {plate} ({vehicleClass}) cannot serve booking {reference}, booked as {bookedClass}'
    when 'vehicleSeats' then 'Vehicle {plate} has {seats} seats: booking {reference} has {passengers} passengers'
    when 'vehicleLuggage' then 'Vehicle {plate} takes {luggage} suitcases: booking {reference} has {suitcases} suitcases'
    when 'driverBusy' then 'Driver {driver} is already on booking {other} from {start} to {end}'
    when 'vehicleBusy' then 'Vehicle {plate} is already on booking {other} from {start} to {end}'
    when 'notYourJob' then 'permission denied: this job is not assigned to you'
    when 'unknownStep' then 'Unknown trip step: {step}'
    when 'stepBackwards' then 'Booking {reference} is already at "{current}": it cannot go back to "{step}"'
    when 'tripCancelled' then 'Booking {reference} is cancelled'
  end;
$$;

comment on function private.dispatch_message(text) is
  'Template of a dispatch refusal by key (DISPATCH_MESSAGES in shared/src/domain/dispatch).';

/** Raises a dispatch refusal: `p_code`, the filled template, the offending argument in DETAIL. */
create or replace function private.raise_dispatch(
  p_code text,
  p_key text,
  p_vars jsonb default '{}'::jsonb,
  p_detail text default null
)
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_message text := private.dispatch_message(p_key);
  v_name text;
  v_value text;
begin
  for v_name, v_value in select key, value from jsonb_each_text(p_vars) loop
    v_message := replace(v_message, '{' || v_name || '}', coalesce(v_value, ''));
  end loop;
  -- RAISE refuses a NULL option: no DETAIL unless there is an offending argument.
  if p_detail is null then
    raise exception using errcode = p_code, message = v_message;
  end if;
  raise exception using errcode = p_code, message = v_message, detail = p_detail;
end;
$$;

comment on function private.raise_dispatch(text, text, jsonb, text) is
  'Raises the dispatch message `p_key` filled with `p_vars`, SQLSTATE `p_code`, DETAIL `p_detail`.';

/** The estimated drive of a job in minutes: 35 km/h, rounded up to 5, at least 5; 60 with no km. */
create or replace function private.estimated_drive_minutes(p_km numeric)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case
    when p_km is null then 60
    else greatest(5, (ceil(greatest(p_km, 0) / 35 * 60 / 5) * 5)::integer)
  end;
$$;

comment on function private.estimated_drive_minutes(numeric) is
  'estimateDriveMinutes of the domain (35 km/h, next 5 min, min 5); 60 when the km is unknown.';

/**
 * The half-open windows a job keeps its driver and vehicle busy: the outbound leg from the pickup
 * and, for a round trip, the return leg from the return time, each drive + 30 minutes long.
 */
create or replace function private.job_windows(
  p_pickup_date date,
  p_pickup_time text,
  p_distance_km numeric,
  p_is_round_trip boolean,
  p_return_date date,
  p_return_time text
)
returns table (leg text, starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select l.leg,
         l.starts_at,
         l.starts_at + make_interval(mins => private.estimated_drive_minutes(p_distance_km) + 30)
    from (
      select 'outbound' as leg,
             (p_pickup_date + p_pickup_time::time) at time zone 'America/Barbados' as starts_at
      union all
      select 'return',
             (p_return_date + p_return_time::time) at time zone 'America/Barbados'
       where p_is_round_trip and p_return_date is not null and p_return_time is not null
    ) l;
$$;

comment on function private.job_windows(date, text, numeric, boolean, date, text) is
  'jobWindows of the domain: [start, start + drive + 30 min) per leg (outbound, round-trip return).';

/** The job windows of a booking row. */
create or replace function private.booking_job_windows(b public.bookings)
returns table (leg text, starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select * from private.job_windows(
    b.pickup_date, b.pickup_time, b.distance_km, b.is_round_trip, b.return_date, b.return_time);
$$;

comment on function private.booking_job_windows(public.bookings) is
  'private.job_windows of a bookings row.';

/** The rank of a car class (economy 1 … executive 4); NULL for the van, which is not ranked. */
create or replace function private.car_class_rank(p_vehicle_type text)
returns integer
language sql
immutable
set search_path = ''
as $$
  select case p_vehicle_type
    when 'economy' then 1
    when 'premium' then 2
    when 'luxury' then 3
    when 'executive' then 4
  end;
$$;

comment on function private.car_class_rank(text) is
  'CAR_CLASS_RANK of the domain: economy 1, premium 2, luxury 3, executive 4; NULL for hiace.';

/**
 * Why a vehicle cannot take a booking ('class', then 'seats', then 'luggage'), or NULL: its class is
 * the booked one or a higher car class (the van only for the van), and the party fits.
 */
create or replace function private.vehicle_fit_problem(
  p_vehicle_type text,
  p_seats integer,
  p_luggage integer,
  p_booked_type text,
  p_passengers integer,
  p_suitcases integer
)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when not (
      case
        when p_vehicle_type = 'hiace' or p_booked_type = 'hiace' then p_vehicle_type = p_booked_type
        else private.car_class_rank(p_vehicle_type) >= private.car_class_rank(p_booked_type)
      end) then 'class'
    when p_seats < p_passengers then 'seats'
    when p_luggage < p_suitcases then 'luggage'
  end;
$$;

comment on function private.vehicle_fit_problem(text, integer, integer, text, integer, integer) is
  'vehicleFitProblem of the domain: class, seats or luggage (in that order), or NULL when it fits.';

/**
 * The first window of another live (not cancelled) booking assigned to the driver (`p_kind` 'driver')
 * or vehicle ('vehicle') `p_id` that overlaps a window of booking `b`, or no row.
 */
create or replace function private.dispatch_clash(b public.bookings, p_kind text, p_id uuid)
returns table (reference_number text, starts_at timestamptz, ends_at timestamptz)
language sql
stable
set search_path = ''
as $$
  select o.reference_number, w.starts_at, w.ends_at
    from public.booking_assignments a
    join public.bookings o on o.id = a.booking_id
    cross join lateral private.booking_job_windows(o) w
   where (case p_kind when 'driver' then a.driver_id else a.vehicle_id end) = p_id
     and o.id <> b.id
     and o.status <> 'cancelled'
     and exists (
       select 1 from private.booking_job_windows(b) m
        where m.starts_at < w.ends_at and w.starts_at < m.ends_at)
   order by w.starts_at, o.reference_number
   limit 1;
$$;

comment on function private.dispatch_clash(public.bookings, text, uuid) is
  'The first overlapping job window of the driver or vehicle on another live booking, if any.';

/** A clash window for a message: start 'YYYY-MM-DD HH:MM', end 'HH:MM', Barbados time. */
create or replace function private.clash_vars(p_start timestamptz, p_end timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'start', to_char(p_start at time zone 'America/Barbados', 'YYYY-MM-DD HH24:MI'),
    'end', to_char(p_end at time zone 'America/Barbados', 'HH24:MI'));
$$;

comment on function private.clash_vars(timestamptz, timestamptz) is
  'The {start} and {end} of a clash message in Barbados time.';

/**
 * Assigns a driver and a vehicle to a booking (both NULL or left out: unassigns). Admins and super_admins only
 * (42501 for anybody else). Refusals: 22023 one of driver and vehicle missing; P0002 unknown booking,
 * driver or vehicle; P0001 cancelled or completed booking, inactive driver or vehicle, a vehicle that
 * does not fit (class, seats, luggage), a driver or vehicle already on an overlapping job (the
 * message names that booking). Returns the assignment (no row after unassigning). Assigning the
 * same pair again changes nothing and records nothing.
 */
create or replace function public.assign_booking(
  p_booking_id uuid,
  p_driver_id uuid default null,
  p_vehicle_id uuid default null
)
returns setof public.booking_assignments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  d public.drivers;
  v public.vehicles;
  cur public.booking_assignments;
  had boolean;
  saved public.booking_assignments;
  problem text;
  clash record;
begin
  if not private.has_admin_level(2) then
    perform private.raise_dispatch('42501', 'adminsOnly');
  end if;
  if (p_driver_id is null) <> (p_vehicle_id is null) then
    perform private.raise_dispatch('22023', 'driverAndVehicle', '{}',
      case when p_driver_id is null then 'driver_id' else 'vehicle_id' end);
  end if;

  select * into b from public.bookings x where x.id = p_booking_id for update;
  if not found then
    perform private.raise_dispatch('P0002', 'bookingNotFound', '{}', 'booking_id');
  end if;
  select * into cur from public.booking_assignments a where a.booking_id = b.id;
  had := found;

  if b.status = 'completed' then
    perform private.raise_dispatch('P0001', 'bookingCompleted',
      jsonb_build_object('reference', b.reference_number), 'booking_id');
  end if;

  if p_driver_id is null then
    if had then
      delete from public.booking_assignments a where a.booking_id = b.id;
      perform private.record_dispatch_event(b, 'unassigned', jsonb_build_object(
        'from', jsonb_build_object('driver_id', cur.driver_id, 'vehicle_id', cur.vehicle_id),
        'to', null));
    end if;
    return;
  end if;

  if b.status = 'cancelled' then
    perform private.raise_dispatch('P0001', 'bookingCancelled',
      jsonb_build_object('reference', b.reference_number), 'booking_id');
  end if;

  -- Lock order booking → driver → vehicle: a second assignment of the same driver or vehicle waits
  -- here and then sees the first one's job in its clash check.
  select * into d from public.drivers x where x.id = p_driver_id for update;
  if not found then
    perform private.raise_dispatch('P0002', 'driverNotFound', '{}', 'driver_id');
  end if;
  select * into v from public.vehicles x where x.id = p_vehicle_id for update;
  if not found then
    perform private.raise_dispatch('P0002', 'vehicleNotFound', '{}', 'vehicle_id');
  end if;
  if not d.active then
    perform private.raise_dispatch('P0001', 'driverInactive',
      jsonb_build_object('driver', d.full_name), 'driver_id');
  end if;
  if not v.active then
    perform private.raise_dispatch('P0001', 'vehicleInactive',
      jsonb_build_object('plate', v.plate), 'vehicle_id');
  end if;

  problem := private.vehicle_fit_problem(
    v.vehicle_type, v.seats, v.luggage, b.vehicle_type, b.passengers, b.suitcases);
  if problem is not null then
    perform private.raise_dispatch('P0001',
      case problem when 'class' then 'vehicleClass' when 'seats' then 'vehicleSeats' else 'vehicleLuggage' end,
      jsonb_build_object(
        'plate', v.plate,
        'reference', b.reference_number,
        'vehicleClass', (select r.title from private.vehicle_rates r where r.vehicle_type = v.vehicle_type),
        'bookedClass', (select r.title from private.vehicle_rates r where r.vehicle_type = b.vehicle_type),
        'seats', v.seats,
        'passengers', b.passengers,
        'luggage', v.luggage,
        'suitcases', b.suitcases),
      'vehicle_id');
  end if;

  select * into clash from private.dispatch_clash(b, 'driver', d.id);
  if found then
    perform private.raise_dispatch('P0001', 'driverBusy',
      jsonb_build_object('driver', d.full_name, 'other', clash.reference_number)
        || private.clash_vars(clash.starts_at, clash.ends_at),
      'driver_id');
  end if;
  select * into clash from private.dispatch_clash(b, 'vehicle', v.id);
  if found then
    perform private.raise_dispatch('P0001', 'vehicleBusy',
      jsonb_build_object('plate', v.plate, 'other', clash.reference_number)
        || private.clash_vars(clash.starts_at, clash.ends_at),
      'vehicle_id');
  end if;

  if had and cur.driver_id = d.id and cur.vehicle_id = v.id then
    return next cur;
    return;
  end if;

  -- Another driver starts the trip from the beginning; a new vehicle alone keeps the progress.
  insert into public.booking_assignments as a (booking_id, driver_id, vehicle_id, assigned_by, assigned_at)
  values (b.id, d.id, v.id, auth.uid(), now())
  on conflict (booking_id) do update
    set driver_id = excluded.driver_id,
        vehicle_id = excluded.vehicle_id,
        assigned_by = excluded.assigned_by,
        assigned_at = excluded.assigned_at,
        progress = case when a.driver_id = excluded.driver_id then a.progress else 'assigned' end,
        on_my_way_at = case when a.driver_id = excluded.driver_id then a.on_my_way_at end,
        arrived_at = case when a.driver_id = excluded.driver_id then a.arrived_at end,
        on_board_at = case when a.driver_id = excluded.driver_id then a.on_board_at end,
        completed_at = case when a.driver_id = excluded.driver_id then a.completed_at end
  returning * into saved;

  perform private.record_dispatch_event(b, 'assigned', jsonb_build_object(
    'from', case when had then jsonb_build_object('driver_id', cur.driver_id, 'vehicle_id', cur.vehicle_id) end,
    'to', jsonb_build_object('driver_id', d.id, 'vehicle_id', v.id)));
  return next saved;
end;
$$;

comment on function public.assign_booking(uuid, uuid, uuid) is
  'Admins: assign a driver and vehicle to a booking (both NULL unassigns); refuses misfits and clashes (P0001).';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.dispatch_message(text) from public;
revoke execute on function private.raise_dispatch(text, text, jsonb, text) from public;
revoke execute on function private.estimated_drive_minutes(numeric) from public;
revoke execute on function private.job_windows(date, text, numeric, boolean, date, text) from public;
revoke execute on function private.booking_job_windows(public.bookings) from public;
revoke execute on function private.car_class_rank(text) from public;
revoke execute on function private.vehicle_fit_problem(text, integer, integer, text, integer, integer) from public;
revoke execute on function private.dispatch_clash(public.bookings, text, uuid) from public;
revoke execute on function private.clash_vars(timestamptz, timestamptz) from public;

-- The RPC checks the caller itself (admins only); anon has no business calling it.
revoke execute on function public.assign_booking(uuid, uuid, uuid) from public, anon;
grant execute on function public.assign_booking(uuid, uuid, uuid) to authenticated, service_role;
