-- =====================================================================================================
-- Figures for the admin area: counted by the
-- database in one aggregate query, never by sending every row to the browser.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * Booking and testimonial figures for staff: totals per booking status, the revenue of every booking
 * that is not cancelled (USD), and the testimonial moderation counts. Security invoker: the caller's
 * own RLS decides what is counted, and a caller who is not active staff is refused with 42501 rather
 * than shown a partial count.
 */
create or replace function public.admin_dashboard_stats()
returns table (
  total_bookings bigint,
  pending_bookings bigint,
  confirmed_bookings bigint,
  completed_bookings bigint,
  cancelled_bookings bigint,
  total_revenue numeric,
  total_testimonials bigint,
  pending_testimonials bigint,
  approved_testimonials bigint,
  featured_testimonials bigint
)
language plpgsql
stable
set search_path = ''
as $$
begin
  if not private.has_admin_level(1) then
    raise exception 'permission denied: staff only'
      using errcode = '42501';
  end if;
  return query
    select b.total, b.pending, b.confirmed, b.completed, b.cancelled, b.revenue,
           t.total, t.pending, t.approved, t.featured
      from (select count(*) as total,
                   count(*) filter (where status = 'pending') as pending,
                   count(*) filter (where status = 'confirmed') as confirmed,
                   count(*) filter (where status = 'completed') as completed,
                   count(*) filter (where status = 'cancelled') as cancelled,
                   coalesce(sum(total_price) filter (where status <> 'cancelled'), 0)::numeric(12, 2) as revenue
              from public.bookings) as b
     cross join
           (select count(*) as total,
                   count(*) filter (where not is_approved) as pending,
                   count(*) filter (where is_approved) as approved,
                   count(*) filter (where is_featured) as featured
              from public.customer_testimonials) as t;
end;
$$;

comment on function public.admin_dashboard_stats() is
  'Staff only (42501 otherwise): booking counts per status, revenue of non-cancelled bookings (USD), testimonial counts.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.admin_dashboard_stats() from public, anon;
grant execute on function public.admin_dashboard_stats() to authenticated, service_role;
