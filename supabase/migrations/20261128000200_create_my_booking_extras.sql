-- =====================================================================================================
-- My Bookings' extras: public.my_booking_extras() returns the extras of the bookings the page lists,
-- those made under the caller's account or with the caller's e-mail (the page's own filter). It
-- takes no list of booking ids: a customer with a few hundred bookings made query strings longer
-- than API gateways accept (414), and without ids the page sends it beside its bookings read
-- instead of after it. It runs as the caller (security invoker): row-level security still decides
-- which bookings and extras the caller may read; the filter only keeps a staff member's list to
-- their own bookings.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** The extras of the caller's own bookings: under their account, or made with their e-mail. */
create or replace function public.my_booking_extras()
returns setof public.additional_services
language sql
stable
security invoker
set search_path = ''
as $$
  select s.*
    from public.additional_services s
   where s.booking_id in (
           select b.id
             from public.bookings b
            where b.user_id = (select auth.uid())
               or b.email = (select private.request_email()));
$$;

comment on function public.my_booking_extras() is
  'Signed-in users: the extras of their own bookings (under their account or with their e-mail; RLS applies).';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.my_booking_extras() from public, anon;
grant execute on function public.my_booking_extras() to authenticated, service_role;
