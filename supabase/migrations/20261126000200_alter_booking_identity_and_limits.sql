-- =====================================================================================================
-- Who may book for whom, and how often a guest may book.
--
-- Identity. A signed-in customer books under their own account: create_booking() stores their user id,
-- and an e-mail other than the account's is refused (22023, details 'email'; the booking form sends
-- the account e-mail, read-only). Guests (anon) may book with any address.
--
-- Reading and cancelling by e-mail. The booking policies matched a booking's e-mail against the
-- token's e-mail claim, so anybody who signed up with someone else's address saw that person's guest
-- bookings whenever e-mail confirmation was off (the e-mail is then "confirmed" at sign-up without any
-- proof). Now a booking is the caller's when its user_id is the caller, or when it is a guest booking
-- (user_id NULL) made with an address the caller proved by following a link sent to it: see
-- private.proven_request_email().
--
-- Limits on anonymous bookings (private.booking_limits, one row per limit; change them with SQL):
--   per recipient address   5 bookings an hour   (the confirmation e-mail goes to that address)
--   per client address     30 bookings an hour   (a hotel desk books for many guests)
-- A booking over a limit answers HTTP 429 with Retry-After and a message naming the support phone,
-- and stores and queues nothing (the whole call is rolled back). The client address is read the way
-- hosted Supabase passes it: PostgREST's `request.headers` GUC, X-Real-IP as set by the platform's
-- edge, else the first X-Forwarded-For entry. Calls without one (direct SQL) are limited per recipient only.
--
-- The 429 uses PostgREST's full-response error (RAISE SQLSTATE 'PGRST', a JSON message and a JSON
-- detail with the status and headers): `response.headers` set by set_config() is dropped when the
-- function raises, so it cannot carry Retry-After on an error.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/** The limits on anonymous bookings. Change a limit with `update private.booking_limits set value = …`. */
create table private.booking_limits (
  key text primary key
    constraint booking_limits_key_check
    check (key in ('anonymous_per_recipient', 'anonymous_per_client', 'window_seconds')),
  value integer not null
    constraint booking_limits_value_range check (value between 1 and 1000000),
  updated_at timestamptz not null default now()
);

comment on table private.booking_limits is
  'Anonymous booking limits: per recipient e-mail and per client address within window_seconds.';

insert into private.booking_limits (key, value) values
  ('anonymous_per_recipient', 5),
  ('anonymous_per_client', 30),
  ('window_seconds', 3600);

/**
 * One row per accepted anonymous booking: the recipient and the client address, for the limits only.
 * Rows older than a day are deleted as new ones come (the window is at most that long in practice).
 */
create table private.anonymous_booking_log (
  id bigint generated always as identity primary key,
  booking_id uuid not null,
  recipient text not null,
  client_address text
    constraint anonymous_booking_log_client_address_length check (char_length(client_address) <= 100),
  created_at timestamptz not null default now()
);

comment on table private.anonymous_booking_log is
  'Accepted anonymous bookings (recipient, client address, when), counted by the booking limits.';

create index anonymous_booking_log_recipient_idx on private.anonymous_booking_log (recipient, created_at);
create index anonymous_booking_log_client_idx on private.anonymous_booking_log (client_address, created_at);
create index anonymous_booking_log_created_at_idx on private.anonymous_booking_log (created_at);

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The caller's e-mail when they have proved they own it, else NULL. Proof is following a link sent to
 * the address: GoTrue sets email_confirmed_at when a confirmation (or recovery) link is verified,
 * after it recorded sending it. With confirmations off, GoTrue sets email_confirmed_at at sign-up
 * without sending anything (no sent time, or one after it): that is no proof.
 */
create or replace function private.proven_request_email()
returns text
language sql
stable
security definer
set search_path = ''
as $$
  select lower(u.email)
    from auth.users u
   where u.id = auth.uid()
     and u.email_confirmed_at is not null
     and u.email_confirmed_at >= least(u.confirmation_sent_at, u.recovery_sent_at);
$$;

comment on function private.proven_request_email() is
  'Lower-cased e-mail of the caller if verified through a link sent to it (not autoconfirmed), else NULL.';

/** The client address of the request (request.headers: X-Real-IP, else the first X-Forwarded-For). */
create or replace function private.request_client_address()
returns text
language sql
stable
set search_path = ''
as $$
  select left(coalesce(
           nullif(btrim(h ->> 'x-real-ip'), ''),
           nullif(btrim(split_part(h ->> 'x-forwarded-for', ',', 1)), '')), 100)
    from (select nullif(current_setting('request.headers', true), '')::jsonb as h) r;
$$;

comment on function private.request_client_address() is
  'Client address from PostgREST''s request.headers (x-real-ip, else first x-forwarded-for); NULL if none.';

/** A limit of private.booking_limits (the defaults above when a row was removed). */
create or replace function private.booking_limit(limit_key text)
returns integer
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select l.value from private.booking_limits l where l.key = limit_key),
    case limit_key when 'anonymous_per_recipient' then 5 when 'anonymous_per_client' then 30 else 3600 end);
$$;

comment on function private.booking_limit(text) is
  'The value of a booking limit (private.booking_limits), with the documented default.';

/**
 * The refusal of a booking over a limit, as bookingLimitMessage() in shared/src/domain/booking-request
 * words it: the wait in minutes and the support phone (site settings, else the site's built-in one).
 */
create or replace function private.booking_limit_message(retry_after_seconds integer)
returns text
language sql
stable
set search_path = ''
as $$
  select format(
    'Too many online bookings were made for this e-mail address or from this network in the last hour. '
      || 'Please try again in %s %s, or call %s for urgent bookings.',
    m.minutes,
    case when m.minutes = 1 then 'minute' else 'minutes' end,
    coalesce((select s.support_phone from public.site_settings s where s.id), '+1 246 269 9288'))
  from (select greatest(1, ceil(greatest(retry_after_seconds, 0) / 60.0)::integer) as minutes) m;
$$;

comment on function private.booking_limit_message(integer) is
  'User-facing message of a refused booking (limits): minutes to wait and the support phone.';

/**
 * BEFORE INSERT on bookings (create_booking() is the only writer for the API roles; the service role
 * and SQL sessions are trusted and pass unchecked):
 * - a signed-in author books under the account e-mail only;
 * - an anonymous booking by an API caller is counted against the limits, refused over them with 429,
 *   and logged when accepted. Advisory locks per recipient and per client address serialise
 *   concurrent bookings, so the cap holds under parallel requests.
 * Security definer: it reads auth.users and writes the private log.
 */
create or replace function private.guard_booking_author()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_account_email text;
  v_window integer := private.booking_limit('window_seconds');
  v_since timestamptz := now() - make_interval(secs => private.booking_limit('window_seconds'));
  v_client text := private.request_client_address();
  v_recipient text := lower(btrim(new.email));
  v_count integer;
  v_oldest timestamptz;
  v_limit integer;
  v_which text;
  v_retry integer;
begin
  -- Only the Data API's end-user roles are checked (the service role and SQL sessions are trusted).
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') then
    return new;
  end if;

  if new.user_id is not null then
    select lower(u.email) into v_account_email from auth.users u where u.id = new.user_id;
    if v_account_email is not null and v_recipient <> v_account_email then
      perform private.raise_invalid('email', format(
        'You are signed in as %s: bookings are made with your account e-mail. Sign out to book for another address.',
        v_account_email));
    end if;
    return new;
  end if;

  perform pg_advisory_xact_lock(hashtext('booking-limit:recipient:' || v_recipient));
  select count(*), min(a.created_at) into v_count, v_oldest
    from private.anonymous_booking_log a
   where a.recipient = v_recipient and a.created_at > v_since;
  v_limit := private.booking_limit('anonymous_per_recipient');
  if v_count >= v_limit then
    v_which := 'recipient';
  elsif v_client is not null then
    perform pg_advisory_xact_lock(hashtext('booking-limit:client:' || v_client));
    select count(*), min(a.created_at) into v_count, v_oldest
      from private.anonymous_booking_log a
     where a.client_address = v_client and a.created_at > v_since;
    v_limit := private.booking_limit('anonymous_per_client');
    if v_count >= v_limit then
      v_which := 'client';
    end if;
  end if;

  if v_which is not null then
    v_retry := greatest(1, ceil(extract(epoch from (v_oldest + make_interval(secs => v_window) - now())))::integer);
    raise sqlstate 'PGRST'
      using message = jsonb_build_object(
              'code', 'PT429',
              'message', private.booking_limit_message(v_retry),
              'details', v_which,
              'hint', format('retry_after=%s', v_retry))::text,
            detail = jsonb_build_object(
              'status', 429,
              'headers', jsonb_build_object('Retry-After', v_retry::text))::text;
  end if;

  delete from private.anonymous_booking_log a where a.created_at < now() - interval '1 day';
  insert into private.anonymous_booking_log (booking_id, recipient, client_address)
  values (new.id, v_recipient, v_client);
  return new;
end;
$$;

comment on function private.guard_booking_author() is
  'BEFORE INSERT on bookings: account e-mail for signed-in authors; anonymous limits (429) and their log.';

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger bookings_guard_author
  before insert on public.bookings
  for each row execute function private.guard_booking_author();

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table private.booking_limits, private.anonymous_booking_log from public, anon, authenticated;
grant select on table private.booking_limits to service_role;

revoke execute on function private.proven_request_email() from public;
-- Called by the bookings policies, which run as the caller.
grant execute on function private.proven_request_email() to authenticated, service_role;
revoke execute on function private.request_client_address() from public;
revoke execute on function private.booking_limit(text) from public;
revoke execute on function private.booking_limit_message(integer) from public;
revoke execute on function private.guard_booking_author() from public;

-- RLS -------------------------------------------------------------------------------------------------

alter table private.booking_limits enable row level security;
alter table private.anonymous_booking_log enable row level security;

drop policy "Customers can read their own bookings and staff can read all" on public.bookings;
drop policy "Customers can cancel their own bookings and staff can change any status" on public.bookings;

/**
 * A customer reads the bookings made under their account, and the guest bookings made with an e-mail
 * address they proved is theirs; staff read all. Anonymous callers read nothing.
 */
create policy "Customers can read their own bookings and staff can read all"
  on public.bookings
  for select
  to authenticated
  using (
    (select private.has_admin_level(1))
    or user_id = (select auth.uid())
    or (user_id is null and lower(email) = (select private.proven_request_email()))
  );

/**
 * Staff may set any of the four statuses; a customer may only cancel a booking that is theirs by the
 * same rule as reading (the trigger bookings_guard_status additionally requires it to be pending or
 * confirmed). The column grant limits everyone to the status column.
 */
create policy "Customers can cancel their own bookings and staff can change any status"
  on public.bookings
  for update
  to authenticated
  using (
    (select private.has_admin_level(1))
    or user_id = (select auth.uid())
    or (user_id is null and lower(email) = (select private.proven_request_email()))
  )
  with check (
    (select private.has_admin_level(1))
    or (
      status = 'cancelled'
      and (
        user_id = (select auth.uid())
        or (user_id is null and lower(email) = (select private.proven_request_email()))
      )
    )
  );
