-- =====================================================================================================
-- Booking assignments: the driver and vehicle of a booking, who assigned them and when, and the
-- driver's progress on the trip (assigned → on my way → arrived → on board → completed, each timed).
--
-- Nobody writes the table directly: public.assign_booking() and public.record_trip_progress() (later
-- migrations) check the rules and write it. Staff read it. Every assignment change and progress step
-- appends a booking_events row: event types 'assigned', 'unassigned' and 'progress', with the
-- before and after in the new column booking_events.details.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/**
 * One row per assigned booking (deleted with the booking; unassigning deletes it). A driver or vehicle
 * with assignments cannot be deleted (on delete restrict): deactivate it instead.
 */
create table public.booking_assignments (
  booking_id uuid primary key references public.bookings (id) on delete cascade,
  driver_id uuid not null references public.drivers (id) on delete restrict,
  vehicle_id uuid not null references public.vehicles (id) on delete restrict,
  assigned_by uuid,
  assigned_at timestamptz not null default now(),
  progress text not null default 'assigned'
    constraint booking_assignments_progress_check
    check (progress in ('assigned', 'on_my_way', 'arrived', 'on_board', 'completed')),
  on_my_way_at timestamptz,
  arrived_at timestamptz,
  on_board_at timestamptz,
  completed_at timestamptz
);

comment on table public.booking_assignments is
  'Driver and vehicle of a booking and the trip progress. Written only by assign_booking() and record_trip_progress().';
comment on column public.booking_assignments.assigned_by is
  'auth.uid() of the admin who made the current assignment (no foreign key: kept if the account goes).';

-- The clash check looks up a driver's and a vehicle's other jobs.
create index booking_assignments_driver_id_idx on public.booking_assignments (driver_id);
create index booking_assignments_vehicle_id_idx on public.booking_assignments (vehicle_id);

-- AUDIT -----------------------------------------------------------------------------------------------

-- booking_events gains the dispatch events and a place for their before/after.
alter table public.booking_events
  drop constraint booking_events_event_type_check;
alter table public.booking_events
  add constraint booking_events_event_type_check check (event_type in (
    'created', 'status_changed', 'deleted', 'assigned', 'unassigned', 'progress'));
alter table public.booking_events
  add column details jsonb
    constraint booking_events_details_object check (jsonb_typeof(details) = 'object');

comment on column public.booking_events.details is
  'Before/after of an assignment ({"from": {driver_id, vehicle_id}, "to": …}) or a trip step ({"from", "to"}).';

/**
 * Appends the audit row of an assignment change or trip step, with the actor from the JWT claims as
 * the status trigger records it. Called only by the dispatch functions (security definer: nobody
 * else may insert into booking_events).
 */
create or replace function private.record_dispatch_event(
  p_booking public.bookings,
  p_event_type text,
  p_details jsonb
)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  insert into public.booking_events
    (booking_id, reference_number, event_type, old_status, new_status, actor_id, actor_email, actor_role, details)
  values
    (p_booking.id, p_booking.reference_number, p_event_type, p_booking.status, p_booking.status,
     auth.uid(), private.request_email(),
     coalesce(nullif(auth.jwt() ->> 'role', ''), session_user), p_details);
end;
$$;

comment on function private.record_dispatch_event(public.bookings, text, jsonb) is
  'Appends an assigned/unassigned/progress booking_events row with its details and the JWT actor.';

revoke execute on function private.record_dispatch_event(public.bookings, text, jsonb) from public;

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table public.booking_assignments from anon, authenticated;
grant select on table public.booking_assignments to authenticated;
grant select, insert, update, delete on table public.booking_assignments to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table public.booking_assignments enable row level security;

/** Staff read every assignment (the dispatch board); drivers read theirs through public.driver_jobs. */
create policy "Staff can read booking assignments"
  on public.booking_assignments
  for select
  to authenticated
  using ((select private.has_admin_level(1)));
