-- =====================================================================================================
-- Manage links (issue 23): `/manage/<token>` lets whoever holds the link see, change and cancel one
-- booking without an account.
--
-- A raw token is 32 random bytes (pgcrypto's gen_random_bytes) written base64url without padding
-- (43 characters). It is returned once by the issuing function and never stored: the table keeps its
-- sha256 only. A booking may have several tokens (one per e-mail, one for the confirmation page),
-- each bound to that booking. Expiry is computed when a token is checked, never stored: 7 days after
-- the trip's last leg (the return leg of a round trip, else the pickup), Barbados time, so a changed
-- trip moves the expiry of all its links.
--
-- An unknown, malformed or expired token is refused with ONE message (P0001, hint
-- 'manage_link_invalid', details 'token'), which does not tell whether the booking exists.
--
-- The manage RPCs are limited per client address the way create_booking() limits anonymous
-- bookings (20261126000200_alter_booking_identity_and_limits.sql): private.booking_limits row
-- 'manage_per_client' within 'window_seconds', a log, advisory locks, and PostgREST's 429 with
-- Retry-After. A refused call rolls back its own log row, like create_booking's.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/** The hashes of issued manage tokens; nobody but the security-definer functions below reads them. */
create table private.booking_manage_tokens (
  token_hash bytea primary key
    constraint booking_manage_tokens_hash_length check (octet_length(token_hash) = 32),
  booking_id uuid not null references public.bookings (id) on delete cascade,
  created_at timestamptz not null default now()
);

comment on table private.booking_manage_tokens is
  'sha256 of each issued manage-link token and its booking; the raw token is never stored.';

create index booking_manage_tokens_booking_id_idx on private.booking_manage_tokens (booking_id);

/** One row per accepted manage call from an API client address, counted by the per-client limit. */
create table private.manage_request_log (
  id bigint generated always as identity primary key,
  client_address text not null
    constraint manage_request_log_client_address_length check (char_length(client_address) <= 100),
  created_at timestamptz not null default now()
);

comment on table private.manage_request_log is
  'Accepted manage-link calls per client address (the manage_per_client limit).';

create index manage_request_log_client_idx on private.manage_request_log (client_address, created_at);
create index manage_request_log_created_at_idx on private.manage_request_log (created_at);

alter table private.booking_limits drop constraint booking_limits_key_check;
alter table private.booking_limits
  add constraint booking_limits_key_check
  check (key in ('anonymous_per_recipient', 'anonymous_per_client', 'window_seconds', 'manage_per_client'));

insert into private.booking_limits (key, value) values ('manage_per_client', 120);

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The one refusal of a manage link (MANAGE_LINK_INVALID_MESSAGE in shared/src/domain/manage): the
 * same for an unknown, malformed, forged or expired token and a wrong idempotency key.
 */
create or replace function private.raise_manage_link_invalid()
returns void
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'This link is not valid or has expired. Please contact us with your booking reference.'
    using errcode = 'P0001',
          detail = 'token',
          hint = 'manage_link_invalid';
end;
$$;

comment on function private.raise_manage_link_invalid() is
  'Raises the single manage-link refusal (P0001, details token, hint manage_link_invalid).';

/** sha256 of a raw token's text. */
create or replace function private.manage_token_hash(p_token text)
returns bytea
language sql
immutable
set search_path = ''
as $$
  select sha256(convert_to(p_token, 'UTF8'));
$$;

comment on function private.manage_token_hash(text) is 'sha256 of a manage-link token (what is stored).';

/** When the trip's last leg starts: the return leg of a round trip, else the pickup (Barbados time). */
create or replace function private.booking_last_leg_at(b public.bookings)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
           when b.is_round_trip and b.return_date is not null and b.return_time is not null
             then (b.return_date + b.return_time::time) at time zone 'America/Barbados'
           else (b.pickup_date + b.pickup_time::time) at time zone 'America/Barbados'
         end;
$$;

comment on function private.booking_last_leg_at(public.bookings) is
  'Start of the last leg (return leg of a round trip, else the pickup), Barbados time.';

/** A booking's manage links stop working 7 days after its last leg (MANAGE_LINK_VALID_DAYS_AFTER_TRIP). */
create or replace function private.manage_link_expires_at(b public.bookings)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select private.booking_last_leg_at(b) + interval '7 days';
$$;

comment on function private.manage_link_expires_at(public.bookings) is
  'Expiry of a booking''s manage links: 7 days after the last leg.';

/** Issues a new token for a booking: stores its hash, returns the raw token (base64url, 43 chars). */
create or replace function private.new_manage_token(p_booking_id uuid)
returns text
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_token text := rtrim(translate(encode(extensions.gen_random_bytes(32), 'base64'), '+/', '-_'), '=');
begin
  insert into private.booking_manage_tokens (token_hash, booking_id)
  values (private.manage_token_hash(v_token), p_booking_id);
  return v_token;
end;
$$;

comment on function private.new_manage_token(uuid) is
  'Stores the hash of a fresh 256-bit token for the booking and returns the raw token once.';

/**
 * The per-client limit of the manage RPCs, as create_booking()'s per-client limit: only API calls
 * (anon, authenticated) with a known client address are counted; over the limit, PostgREST's 429
 * with Retry-After. Accepted calls are logged (rows older than a day are pruned).
 */
create or replace function private.enforce_manage_limit()
returns void
language plpgsql
set search_path = ''
as $$
declare
  v_client text := private.request_client_address();
  v_window integer := private.booking_limit('window_seconds');
  v_limit integer := coalesce(
    (select l.value from private.booking_limits l where l.key = 'manage_per_client'), 120);
  v_count integer;
  v_oldest timestamptz;
  v_retry integer;
begin
  if coalesce(auth.role(), '') not in ('anon', 'authenticated') or v_client is null then
    return;
  end if;
  perform pg_advisory_xact_lock(hashtext('manage-limit:client:' || v_client));
  select count(*), min(m.created_at) into v_count, v_oldest
    from private.manage_request_log m
   where m.client_address = v_client and m.created_at > now() - make_interval(secs => v_window);
  if v_count >= v_limit then
    v_retry := greatest(1, ceil(extract(epoch from (v_oldest + make_interval(secs => v_window) - now())))::integer);
    raise sqlstate 'PGRST'
      using message = jsonb_build_object(
              'code', 'PT429',
              'message', format(
                'Too many requests from this network in the last hour. Please try again in %s %s, or call %s.',
                greatest(1, ceil(v_retry / 60.0)::integer),
                case when greatest(1, ceil(v_retry / 60.0)::integer) = 1 then 'minute' else 'minutes' end,
                coalesce((select s.support_phone from public.site_settings s where s.id), '+1 246 269 9288')),
              'details', 'client',
              'hint', format('retry_after=%s', v_retry))::text,
            detail = jsonb_build_object(
              'status', 429,
              'headers', jsonb_build_object('Retry-After', v_retry::text))::text;
  end if;
  delete from private.manage_request_log m where m.created_at < now() - interval '1 day';
  insert into private.manage_request_log (client_address) values (v_client);
end;
$$;

comment on function private.enforce_manage_limit() is
  'Counts a manage call against the per-client limit (429 with Retry-After over it).';

/**
 * The booking a raw token manages, locked for update when p_lock; the single refusal when the token is
 * malformed, unknown, or past its expiry.
 */
create or replace function private.booking_for_manage_token(p_token text, p_lock boolean default false)
returns public.bookings
language plpgsql
volatile
set search_path = ''
as $$
declare
  v_booking_id uuid;
  b public.bookings;
begin
  if p_token is null or p_token !~ '^[A-Za-z0-9_-]{43}$' then
    perform private.raise_manage_link_invalid();
  end if;
  select t.booking_id into v_booking_id
    from private.booking_manage_tokens t
   where t.token_hash = private.manage_token_hash(p_token);
  if v_booking_id is null then
    perform private.raise_manage_link_invalid();
  end if;
  if p_lock then
    select * into b from public.bookings x where x.id = v_booking_id for update;
  else
    select * into b from public.bookings x where x.id = v_booking_id;
  end if;
  if b.id is null or now() >= private.manage_link_expires_at(b) then
    perform private.raise_manage_link_invalid();
  end if;
  return b;
end;
$$;

comment on function private.booking_for_manage_token(text, boolean) is
  'The booking of a valid, unexpired manage token (optionally locked); the single refusal otherwise.';

/**
 * The confirmation page's manage link: the browser that created the booking proves it with the
 * idempotency key it sent to create_booking(). A wrong key, an unknown booking or a trip whose links
 * have expired gets the single refusal.
 */
create or replace function public.issue_manage_link(p_booking_id uuid, p_idempotency_key uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b public.bookings;
begin
  perform private.enforce_manage_limit();
  select * into b from public.bookings x
   where x.id = p_booking_id and x.idempotency_key = p_idempotency_key;
  if b.id is null or p_idempotency_key is null or now() >= private.manage_link_expires_at(b) then
    perform private.raise_manage_link_invalid();
  end if;
  return private.new_manage_token(b.id);
end;
$$;

comment on function public.issue_manage_link(uuid, uuid) is
  'A new manage-link token for the booking, to the browser that created it (proved by its idempotency key).';

/** The mailer's manage link for an e-mail (service_role only). */
create or replace function public.issue_manage_token(p_booking_id uuid)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
begin
  if not exists (select 1 from public.bookings x where x.id = p_booking_id) then
    perform private.raise_manage_link_invalid();
  end if;
  return private.new_manage_token(p_booking_id);
end;
$$;

comment on function public.issue_manage_token(uuid) is
  'Service role (mailer): a new manage-link token for a booking, for an e-mail that carries the link.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table private.booking_manage_tokens, private.manage_request_log from public, anon, authenticated;
grant select on table private.booking_manage_tokens to service_role;

revoke execute on function private.raise_manage_link_invalid() from public;
revoke execute on function private.manage_token_hash(text) from public;
revoke execute on function private.booking_last_leg_at(public.bookings) from public;
revoke execute on function private.manage_link_expires_at(public.bookings) from public;
revoke execute on function private.new_manage_token(uuid) from public;
revoke execute on function private.enforce_manage_limit() from public;
revoke execute on function private.booking_for_manage_token(text, boolean) from public;

revoke execute on function public.issue_manage_link(uuid, uuid) from public;
grant execute on function public.issue_manage_link(uuid, uuid) to anon, authenticated, service_role;
revoke execute on function public.issue_manage_token(uuid) from public, anon, authenticated;
grant execute on function public.issue_manage_token(uuid) to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table private.booking_manage_tokens enable row level security;
alter table private.manage_request_log enable row level security;
