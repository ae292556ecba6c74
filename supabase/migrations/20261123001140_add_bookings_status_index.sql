-- =====================================================================================================
-- The admin bookings list filters by status and sorts newest first, a page at a time, with an exact
-- count (10,000 bookings stay fast).
-- =====================================================================================================

-- INDEXES ---------------------------------------------------------------------------------------------

-- A status filter plus the default order (newest first, id as the tie-breaker of stable pages).
create index bookings_status_created_at_idx on public.bookings (status, created_at desc, id);
