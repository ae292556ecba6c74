-- =====================================================================================================
-- Helpers of public.create_booking() (20261122000700_create_booking_function.sql): its validation
-- error, the booking reference and the replay of a repeated submission (idempotency).
--
-- Nothing here is granted to anon or authenticated: only the security-definer booking function calls it.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** Raises the booking function's validation error: 22023, the message, and the field in DETAIL. */
create or replace function private.raise_invalid(field text, message text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception '%', message
    using errcode = '22023',
          detail = field;
end;
$$;

comment on function private.raise_invalid(text, text) is
  'Raises 22023 with a user-facing message and the offending field name in DETAIL.';

/**
 * A booking reference: 'BB-', the last 6 digits of the current time in
 * milliseconds, '-', three random upper-case letters.
 */
create or replace function private.new_booking_reference()
returns text
language sql
volatile
set search_path = ''
as $$
  select 'BB-'
         || lpad((floor(extract(epoch from clock_timestamp()) * 1000)::bigint % 1000000)::text, 6, '0')
         || '-'
         || chr(65 + floor(random() * 26)::integer)
         || chr(65 + floor(random() * 26)::integer)
         || chr(65 + floor(random() * 26)::integer);
$$;

comment on function private.new_booking_reference() is
  'New BB-dddddd-XXX reference; uniqueness is enforced by the table.';

/**
 * A repeated submission: the original booking when the key comes back from the same author with the
 * same request, else a 23505 (a reused key with different contents is an error, as with Stripe).
 */
create or replace function private.replay_booking(
  existing public.bookings,
  fingerprint text,
  author uuid
)
returns public.bookings
language plpgsql
set search_path = ''
as $$
begin
  if existing.user_id is distinct from author or existing.request_fingerprint <> fingerprint then
    raise exception 'This booking request was already submitted with different details'
      using errcode = '23505',
            detail = 'idempotency_key',
            hint = 'Generate a new idempotency key for a new booking.';
  end if;
  return existing;
end;
$$;

comment on function private.replay_booking(public.bookings, text, uuid) is
  'Returns the original booking of a repeated request; 23505 when the key was used differently.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.raise_invalid(text, text) from public;
revoke execute on function private.new_booking_reference() from public;
revoke execute on function private.replay_booking(public.bookings, text, uuid) from public;
