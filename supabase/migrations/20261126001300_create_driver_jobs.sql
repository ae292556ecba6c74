-- =====================================================================================================
-- The driver's side: public.driver_jobs (their own jobs, no prices) and
-- public.record_trip_progress(booking, step).
--
-- driver_jobs is a security_invoker view over a security-definer function in `private`: the view runs
-- with the caller's rights (so no "security definer view" exposes bookings to the Data API), and the
-- function returns only the calling driver's rows and only the columns a driver needs. A driver has
-- no SELECT on bookings' rows (RLS), so a plain invoker view over bookings would return nothing, and a
-- definer view would bypass RLS for every column of every caller. Shown: every job of the driver
-- whose pickup or return date is today or later in Barbados time (the driver page picks today and
-- tomorrow), cancelled bookings left out. The bookings table stores no customer notes.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** The calling active driver's upcoming jobs (see the header), in pickup order. */
create or replace function private.driver_job_rows()
returns table (
  booking_id uuid,
  reference_number text,
  status text,
  pickup_date date,
  pickup_time text,
  is_round_trip boolean,
  return_date date,
  return_time text,
  passenger_name text,
  passenger_phone text,
  passengers integer,
  suitcases integer,
  child_seats integer,
  supermarket_stop boolean,
  trip_type text,
  flight_details text,
  pickup_location text,
  dropoff_location text,
  booked_vehicle_type text,
  vehicle_plate text,
  vehicle_type text,
  progress text,
  on_my_way_at timestamptz,
  arrived_at timestamptz,
  on_board_at timestamptz,
  completed_at timestamptz
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id,
         b.reference_number,
         b.status,
         b.pickup_date,
         b.pickup_time,
         b.is_round_trip,
         b.return_date,
         b.return_time,
         -- The guest travelling is who the driver meets, when the booker named one.
         coalesce(nullif(btrim(b.guest_name), ''), b.first_name || ' ' || b.last_name),
         coalesce(nullif(btrim(b.guest_phone_number), ''), b.phone),
         b.passengers,
         b.suitcases,
         coalesce((select s.quantity from public.additional_services s
                    where s.booking_id = b.id and s.service_type = 'car_seats'), 0),
         exists (select 1 from public.additional_services s
                  where s.booking_id = b.id and s.service_type = 'supermarket_stop'),
         b.trip_type,
         b.flight_details,
         b.pickup_location,
         b.dropoff_location,
         b.vehicle_type,
         v.plate,
         v.vehicle_type,
         a.progress,
         a.on_my_way_at,
         a.arrived_at,
         a.on_board_at,
         a.completed_at
    from public.booking_assignments a
    join public.bookings b on b.id = a.booking_id
    join public.vehicles v on v.id = a.vehicle_id
   where a.driver_id = private.current_driver_id()
     and b.status <> 'cancelled'
     and coalesce(b.return_date, b.pickup_date) >= (now() at time zone 'America/Barbados')::date
   order by b.pickup_date, b.pickup_time, b.reference_number;
$$;

comment on function private.driver_job_rows() is
  'The calling active driver''s jobs from today (Barbados) on, without prices; read through public.driver_jobs.';

/** The label of a trip step, as TRIP_STEP_LABELS in the domain. */
create or replace function private.trip_step_label(p_step text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case p_step
    when 'assigned' then 'Assigned'
    when 'on_my_way' then 'On my way'
    when 'arrived' then 'Arrived'
    when 'on_board' then 'Passenger on board'
    when 'completed' then 'Completed'
  end;
$$;

comment on function private.trip_step_label(text) is
  'Button label of a trip step (TRIP_STEP_LABELS in shared/src/domain/dispatch).';

/**
 * The assigned active driver records a trip step: on_my_way, arrived, on_board, completed. A later
 * step moves on (a forgotten step may be left out) and records its time; the current step again
 * changes nothing (a retried tap is safe); an earlier one is refused (P0001). Completed sets the
 * booking to completed (the status triggers then audit it and queue the customer's e-mail). Anybody
 * else: 42501. Returns the assignment.
 */
create or replace function public.record_trip_progress(p_booking_id uuid, p_step text)
returns public.booking_assignments
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_steps constant text[] := array['assigned', 'on_my_way', 'arrived', 'on_board', 'completed'];
  v_driver uuid := private.current_driver_id();
  cur public.booking_assignments;
  saved public.booking_assignments;
  b public.bookings;
begin
  select * into cur from public.booking_assignments a where a.booking_id = p_booking_id for update;
  if not found or v_driver is null or cur.driver_id <> v_driver then
    perform private.raise_dispatch('42501', 'notYourJob', '{}', 'booking_id');
  end if;
  if p_step is null or p_step not in ('on_my_way', 'arrived', 'on_board', 'completed') then
    perform private.raise_dispatch('22023', 'unknownStep',
      jsonb_build_object('step', coalesce(p_step, '')), 'step');
  end if;
  select * into b from public.bookings x where x.id = p_booking_id for update;
  if b.status = 'cancelled' then
    perform private.raise_dispatch('P0001', 'tripCancelled',
      jsonb_build_object('reference', b.reference_number), 'booking_id');
  end if;

  if p_step = cur.progress then
    return cur;
  end if;
  if array_position(v_steps, p_step) < array_position(v_steps, cur.progress) then
    perform private.raise_dispatch('P0001', 'stepBackwards',
      jsonb_build_object(
        'reference', b.reference_number,
        'current', private.trip_step_label(cur.progress),
        'step', private.trip_step_label(p_step)),
      'step');
  end if;

  update public.booking_assignments a
     set progress = p_step,
         on_my_way_at = case when p_step = 'on_my_way' then now() else a.on_my_way_at end,
         arrived_at = case when p_step = 'arrived' then now() else a.arrived_at end,
         on_board_at = case when p_step = 'on_board' then now() else a.on_board_at end,
         completed_at = case when p_step = 'completed' then now() else a.completed_at end
   where a.booking_id = cur.booking_id
  returning * into saved;

  perform private.record_dispatch_event(b, 'progress',
    jsonb_build_object('from', cur.progress, 'to', p_step));

  if p_step = 'completed' and b.status <> 'completed' then
    update public.bookings x set status = 'completed' where x.id = b.id;
  end if;
  return saved;
end;
$$;

comment on function public.record_trip_progress(uuid, text) is
  'The assigned driver records on_my_way/arrived/on_board/completed (forward only, repeats are no-ops).';

-- VIEW ------------------------------------------------------------------------------------------------

/**
 * The signed-in driver's jobs through the REST API (`from('driver_jobs')`): one row per job, keyed by
 * booking_id, no prices. Security invoker; the rows come from private.driver_job_rows().
 */
create view public.driver_jobs
  with (security_invoker = true)
  as select * from private.driver_job_rows();

comment on view public.driver_jobs is
  'The calling driver''s jobs (today on, Barbados time), without prices. Empty for anybody who is not an active driver.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.driver_job_rows() from public;
grant execute on function private.driver_job_rows() to authenticated, service_role;
revoke execute on function private.trip_step_label(text) from public;

revoke all on table public.driver_jobs from anon, authenticated;
grant select on table public.driver_jobs to authenticated, service_role;

revoke execute on function public.record_trip_progress(uuid, text) from public, anon;
grant execute on function public.record_trip_progress(uuid, text) to authenticated, service_role;
