-- =====================================================================================================
-- Two reads of many bookings that Postgres answered by reading all of them (10,000 in the benches):
--   * My Bookings reads a customer's bookings by e-mail (and account), newest first. The only e-mail
--     index was on lower(email), for the read policy, so Postgres read every booking and sorted the
--     customer's few.
--   * The dispatch board reads the bookings with a pickup or a round trip's return on a day or the
--     days either side. Without an index on the return date the OR of the two could not use the
--     pickup-date index either.
-- The equalities and date comparisons are leakproof, so Postgres may use these indexes before it
-- applies the row-level security policy.
-- =====================================================================================================

-- INDEXES ---------------------------------------------------------------------------------------------

/** A customer's bookings by the e-mail they were made with, newest first (My Bookings' order). */
create index bookings_email_created_at_idx on public.bookings (email, created_at desc);

/** Round trips by their return date (beside bookings_pickup_date_idx for the dispatch day). */
create index bookings_return_date_idx on public.bookings (return_date);
