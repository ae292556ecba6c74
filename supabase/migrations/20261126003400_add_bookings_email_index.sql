-- =====================================================================================================
-- My Bookings reads a customer's bookings by e-mail (and account), newest first. Without an index on
-- the e-mail as written (the old one is on lower(email), for the read policy) Postgres read all
-- 10,000 bookings and sorted the customer's few. The e-mail equality is leakproof, so Postgres may use
-- the index before it applies the row-level security policy.
-- =====================================================================================================

-- INDEXES ---------------------------------------------------------------------------------------------

/** A customer's bookings by the e-mail they were made with, newest first (My Bookings' order). */
create index bookings_email_created_at_idx on public.bookings (email, created_at desc);
