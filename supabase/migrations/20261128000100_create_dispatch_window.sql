-- =====================================================================================================
-- The dispatch board's reads of a window of days, by its two dates:
--   * public.dispatch_bookings(from, to): the bookings with a leg in the window (their pickup, or a
--     round trip's return, on a day from `from` to `to`);
--   * public.dispatch_extras(from, to) and public.dispatch_assignments(from, to): those bookings'
--     extras and assignments.
-- They take the window's dates, never a list of booking ids: a busy window's ids made query strings
-- of 10 KB and more, which API gateways refuse (414). Active staff get rows, anyone else none; they
-- run as the caller (security invoker), so row-level security applies as well.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** The bookings with a pickup, or a round trip's return, from p_from to p_to (both included). */
create or replace function public.dispatch_bookings(p_from date, p_to date)
returns setof public.bookings
language sql
stable
security invoker
set search_path = ''
as $$
  select b.*
    from public.bookings b
   where (select private.has_admin_level(1))
     and (b.pickup_date between p_from and p_to
          or (b.is_round_trip and b.return_date between p_from and p_to));
$$;

comment on function public.dispatch_bookings(date, date) is
  'Staff: the bookings with a pickup, or a round trip''s return, from p_from to p_to (the dispatch board''s window).';

/** The extras of the bookings public.dispatch_bookings(p_from, p_to) returns. */
create or replace function public.dispatch_extras(p_from date, p_to date)
returns setof public.additional_services
language sql
stable
security invoker
set search_path = ''
as $$
  select s.*
    from public.additional_services s
   where s.booking_id in (select b.id from public.dispatch_bookings(p_from, p_to) b);
$$;

comment on function public.dispatch_extras(date, date) is
  'Staff: the extras of the bookings public.dispatch_bookings(p_from, p_to) returns.';

/** The assignments of the bookings public.dispatch_bookings(p_from, p_to) returns. */
create or replace function public.dispatch_assignments(p_from date, p_to date)
returns setof public.booking_assignments
language sql
stable
security invoker
set search_path = ''
as $$
  select a.*
    from public.booking_assignments a
   where a.booking_id in (select b.id from public.dispatch_bookings(p_from, p_to) b);
$$;

comment on function public.dispatch_assignments(date, date) is
  'Staff: the assignments of the bookings public.dispatch_bookings(p_from, p_to) returns.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.dispatch_bookings(date, date) from public, anon;
revoke execute on function public.dispatch_extras(date, date) from public, anon;
revoke execute on function public.dispatch_assignments(date, date) from public, anon;
grant execute on function public.dispatch_bookings(date, date) to authenticated, service_role;
grant execute on function public.dispatch_extras(date, date) to authenticated, service_role;
grant execute on function public.dispatch_assignments(date, date) to authenticated, service_role;
