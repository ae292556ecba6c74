-- =====================================================================================================
-- The staff's bookings search (reference, first name, last name, e-mail; every word somewhere in one
-- of them, case-insensitively) was four ILIKEs per booking. Under row-level security ILIKE is not
-- leakproof, so no index may answer it: Postgres reads every booking of the status and lowers the four
-- values of each, twice per page (the rows and the exact count), about 20 ms at 10,000 bookings.
-- search_text keeps the four values lowered once, when a booking is written, one per line. A search
-- word holds no white space, so it never matches across two values: `search_text LIKE '%word%'` (a
-- word lowered the same way) finds exactly the bookings the four ILIKEs found, about five times faster.
-- =====================================================================================================

-- COLUMNS ---------------------------------------------------------------------------------------------

/** The searched values, lowered, one per line (kept by Postgres; never written by anyone). */
alter table public.bookings
  add column search_text text generated always as (
    lower(reference_number || E'\n' || first_name || E'\n' || last_name || E'\n' || email)
  ) stored;

comment on column public.bookings.search_text is
  'reference_number, first_name, last_name and email, lowered, one per line: the staff search.';

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * What an e-mail of a booking event needs: the booking as it is now (without its idempotency fields,
 * author id and search text), the event (type, old and new status, who, when) and the support address.
 */
create or replace function private.booking_email_payload(
  b public.bookings,
  event_type text,
  old_status text,
  new_status text,
  changed_by text,
  happened_at timestamptz
)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'booking', to_jsonb(b) - 'idempotency_key' - 'request_fingerprint' - 'user_id' - 'search_text',
    'event', jsonb_build_object(
      'type', event_type,
      'old_status', old_status,
      'new_status', new_status,
      'by', changed_by,
      'at', happened_at),
    'support_email', private.company_inbox_email());
$$;
