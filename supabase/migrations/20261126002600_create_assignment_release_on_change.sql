-- A booking's trip can change after a driver and vehicle were assigned (the customer's change
-- through the manage link or My Bookings, or staff editing it). assign_booking checked the fit and
-- the clashes for the old trip; when the new one no longer fits the vehicle (more passengers or
-- suitcases) or overlaps another job of the driver or vehicle, the assignment is released, recorded
-- as 'unassigned' with the reason, and the job shows as unassigned on the board for staff to assign
-- again. An assignment that still holds stays.

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * AFTER UPDATE of the trip on bookings: releases the assignment when the changed booking no longer
 * fits its vehicle ('vehicle_fit') or clashes with another job of its driver ('driver_clash') or
 * vehicle ('vehicle_clash'). Security definer: it runs inside a customer's change.
 */
create or replace function private.release_unfit_assignment()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  cur public.booking_assignments;
  v public.vehicles;
  v_reason text;
begin
  if new.status in ('cancelled', 'completed') then
    return null;
  end if;
  select * into cur from public.booking_assignments a where a.booking_id = new.id for update;
  if not found then
    return null;
  end if;
  select * into v from public.vehicles x where x.id = cur.vehicle_id;
  if private.vehicle_fit_problem(
       v.vehicle_type, v.seats, v.luggage, new.vehicle_type, new.passengers, new.suitcases) is not null then
    v_reason := 'vehicle_fit';
  elsif exists (select 1 from private.dispatch_clash(new, 'driver', cur.driver_id)) then
    v_reason := 'driver_clash';
  elsif exists (select 1 from private.dispatch_clash(new, 'vehicle', cur.vehicle_id)) then
    v_reason := 'vehicle_clash';
  else
    return null;
  end if;
  delete from public.booking_assignments a where a.booking_id = new.id;
  perform private.record_dispatch_event(new, 'unassigned', jsonb_build_object(
    'from', jsonb_build_object('driver_id', cur.driver_id, 'vehicle_id', cur.vehicle_id),
    'to', null,
    'reason', v_reason));
  return null;
end;
$$;

comment on function private.release_unfit_assignment() is
  'AFTER UPDATE of the trip: releases an assignment the changed booking no longer fits or that now clashes.';

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger bookings_release_unfit_assignment
  after update of pickup_date, pickup_time, is_round_trip, return_date, return_time, passengers,
    suitcases, distance_km, vehicle_type
  on public.bookings
  for each row
  execute function private.release_unfit_assignment();

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.release_unfit_assignment() from public;
