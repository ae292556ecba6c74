-- =====================================================================================================
-- My Bookings' Clear All: public.cancel_my_bookings(p_ids) cancels, in one statement, those of the
-- given bookings that are the caller's own and still open, and returns their ids as one array (an
-- answer of rows would stop at the API's 1,000, though more were cancelled). The ids travel in
-- the request body: as a URL filter (id=in.(…)) a desk's few hundred open bookings made query
-- strings longer than API gateways accept (414). Naming the bookings by id, not by a filter, cancels
-- exactly what the customer was shown: never a booking reopened by staff, made in another tab, or
-- made visible since by proving an e-mail.
--
-- It runs as the caller (security invoker): the bookings update policy, the status column grant and
-- the bookings_guard_status trigger all still apply. "Own" is the customer half of the bookings
-- policy, so a staff member clears only their own bookings here too; only open (pending or
-- confirmed) ones are asked for, so one changed meanwhile refuses none of the rest.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** Cancels the caller's own open bookings among p_ids; returns the ids it cancelled. */
create or replace function public.cancel_my_bookings(p_ids uuid[])
returns uuid[]
language sql
volatile
security invoker
set search_path = ''
as $$
  with cancelled as (
    update public.bookings b
       set status = 'cancelled'
     where b.id = any (p_ids)
       and b.status in ('pending', 'confirmed')
       and (b.user_id = (select auth.uid())
            or (b.user_id is null and lower(b.email) = (select private.proven_request_email())))
    returning b.id
  )
  select coalesce(array_agg(id), '{}') from cancelled;
$$;

comment on function public.cancel_my_bookings(uuid[]) is
  'Signed-in users: cancels their own open bookings among the given ids (RLS applies); returns those ids.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.cancel_my_bookings(uuid[]) from public, anon;
grant execute on function public.cancel_my_bookings(uuid[]) to authenticated, service_role;
