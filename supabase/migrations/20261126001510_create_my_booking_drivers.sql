-- =====================================================================================================
-- The customer's view of who picks them up: public.my_booking_drivers() returns, for each of the
-- caller's own live bookings that has a driver, the driver's first name and phone and the vehicle's
-- class and plate. Customers cannot read drivers, vehicles or booking_assignments (RLS); this
-- security-definer function gives them exactly these five columns of their own bookings, and nothing
-- of anybody else's.
--
-- "Own" is the customer half of the bookings read policy
-- (20261126000200_alter_booking_identity_and_limits.sql): made under the caller's account, or made
-- without an account with the caller's proven e-mail (private.proven_request_email()). Staff get
-- their own bookings only here too (they read every assignment through the REST API).
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The driver and vehicle of each of the caller's own bookings that is assigned and not cancelled.
 * Anon: refused (no grant). A customer: their own bookings only, by the bookings policy's predicate.
 */
create or replace function public.my_booking_drivers()
returns table (
  booking_id uuid,
  driver_first_name text,
  driver_phone text,
  vehicle_type text,
  plate text
)
language sql
stable
security definer
set search_path = ''
as $$
  select b.id, private.driver_first_name(d.full_name), d.phone, v.vehicle_type, v.plate
    from public.bookings b
    join public.booking_assignments a on a.booking_id = b.id
    join public.drivers d on d.id = a.driver_id
    join public.vehicles v on v.id = a.vehicle_id
   where auth.uid() is not null
     and b.status <> 'cancelled'
     and (b.user_id = auth.uid()
          or (b.user_id is null and lower(b.email) = private.proven_request_email()))
   order by b.pickup_date, b.pickup_time, b.id;
$$;

comment on function public.my_booking_drivers() is
  'Customers: the driver (first name, phone) and vehicle (class, plate) of their own assigned bookings.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.my_booking_drivers() from public, anon;
grant execute on function public.my_booking_drivers() to authenticated, service_role;
