-- =====================================================================================================
-- Transactional e-mail through an outbox (issue 12): the e-mails of a booking are queued in the SAME
-- transaction as the change that causes them, so a rolled-back booking sends nothing and a committed
-- one is never forgotten. A separate sender (mailer/, with the service role) claims the queued rows,
-- renders them with the templates in shared/src/domain/email, sends them and records the outcome.
--
--   booking created            -> booking_confirmation (customer, with .ics) + company_new_booking
--   status -> confirmed        -> booking_confirmed (customer, with .ics)
--   status -> cancelled        -> booking_cancelled (customer)
--                                 + company_customer_cancelled when the customer cancelled it
--   status -> completed        -> booking_completed (customer, invites a review)
--   staff 'Resend confirmation'-> booking_confirmation again (admin and above)
--
-- The rows are written by a trigger on the audit trail (public.booking_events), which already has one
-- row per creation and per status change, with who made it. Each e-mail is unique per (booking, event,
-- kind), so a repeated trigger or a replayed create_booking() never queues the same e-mail twice.
--
-- Nothing here is readable or writable by anon or authenticated: the tables live in `private` with no
-- grants; staff list a booking's e-mails and resend the confirmation through two checked RPCs.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/**
 * Settings of the outgoing e-mail. `company_inbox` receives the company's notices and is shown to
 * customers as the support address. The default is a placeholder: set the real inbox per deployment
 * (`update private.email_settings set value = '…' where key = 'company_inbox'`). Read through
 * private.company_inbox_email(), which can later read the admin area's site settings instead.
 */
create table private.email_settings (
  key text primary key
    constraint email_settings_key_check check (key in ('company_inbox')),
  value text not null
    constraint email_settings_value_format check (
      char_length(value) between 3 and 254 and value ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  updated_at timestamptz not null default now()
);

comment on table private.email_settings is
  'Outgoing e-mail settings (company_inbox). Not exposed; change with SQL or the service role.';

insert into private.email_settings (key, value) values ('company_inbox', 'bookings@example.com');

/**
 * The outbox: one row per e-mail to send. `payload` is the booking as it was when the event happened
 * (the bookings row without its idempotency fields) and the event (type, statuses, who, when); the
 * extras are read when the row is claimed (they never change after create_booking()). No foreign key to
 * bookings: the history of a deleted booking's e-mails is kept, like its audit trail.
 */
create table private.email_outbox (
  id bigint generated always as identity primary key,
  booking_id uuid not null,
  reference_number text not null,
  booking_event_id bigint references public.booking_events (id),
  event_key text not null
    constraint email_outbox_event_key_format check (event_key ~ '^(event:[0-9]+|resend:[0-9a-f-]{36})$'),
  kind text not null
    constraint email_outbox_kind_check check (kind in (
      'booking_confirmation', 'company_new_booking', 'booking_confirmed', 'booking_cancelled',
      'booking_completed', 'company_customer_cancelled')),
  recipient text not null
    constraint email_outbox_recipient_length check (char_length(recipient) between 3 and 254),
  reply_to text
    constraint email_outbox_reply_to_length check (char_length(reply_to) between 3 and 254),
  payload jsonb not null
    constraint email_outbox_payload_object check (jsonb_typeof(payload) = 'object'),
  status text not null default 'pending'
    constraint email_outbox_status_check check (status in ('pending', 'sending', 'sent', 'failed')),
  attempts integer not null default 0
    constraint email_outbox_attempts_range check (attempts >= 0),
  next_attempt_at timestamptz not null default now(),
  claim_token uuid,
  claimed_until timestamptz,
  last_attempt_at timestamptz,
  last_error text
    constraint email_outbox_last_error_length check (char_length(last_error) <= 2000),
  sent_at timestamptz,
  provider_message_id text
    constraint email_outbox_provider_message_id_length check (char_length(provider_message_id) <= 500),
  requested_by text,
  created_at timestamptz not null default now(),
  constraint email_outbox_once_per_event unique (booking_id, event_key, kind),
  constraint email_outbox_sent_at check ((status = 'sent') = (sent_at is not null)),
  constraint email_outbox_claim check (
    (status = 'sending') = (claim_token is not null and claimed_until is not null))
);

comment on table private.email_outbox is
  'E-mails of bookings to send (outbox), queued by triggers in the changing transaction; sent by mailer/.';
comment on column private.email_outbox.event_key is
  '''event:<booking_events.id>'' for the e-mails of an audit event, ''resend:<uuid>'' for a staff resend.';
comment on column private.email_outbox.attempts is
  'Delivery attempts so far (a claim is an attempt); the sender gives up at its limit (status failed).';
comment on column private.email_outbox.claim_token is
  'Set while a sender holds the row (status sending) until claimed_until; completion must present it.';
comment on column private.email_outbox.last_error is
  'The error of the last failed attempt (kept after a later success, as history).';

-- INDEXES ---------------------------------------------------------------------------------------------

-- The sender's queue: due pending rows in order, and leases that may have expired.
create index email_outbox_due_idx on private.email_outbox (next_attempt_at, id) where status = 'pending';
create index email_outbox_leased_idx on private.email_outbox (claimed_until) where status = 'sending';
-- A booking's e-mails (staff list): email_outbox_once_per_event leads with booking_id.
create index email_outbox_booking_event_id_idx on private.email_outbox (booking_event_id);

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The company inbox (company notices, and the support address shown to customers). One place to read
 * it, so it can later come from the admin area's site settings without touching the triggers.
 */
create or replace function private.company_inbox_email()
returns text
language sql
stable
set search_path = ''
as $$
  select coalesce(
    (select s.value from private.email_settings s where s.key = 'company_inbox'),
    'bookings@example.com');
$$;

comment on function private.company_inbox_email() is
  'The company inbox address (private.email_settings, placeholder default bookings@example.com).';

/**
 * What an e-mail of a booking event needs: the booking as it is now (without its idempotency fields
 * and author id), the event (type, old and new status, who, when) and the support address.
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
    'booking', to_jsonb(b) - 'idempotency_key' - 'request_fingerprint' - 'user_id',
    'event', jsonb_build_object(
      'type', event_type,
      'old_status', old_status,
      'new_status', new_status,
      'by', changed_by,
      'at', happened_at),
    'support_email', private.company_inbox_email());
$$;

comment on function private.booking_email_payload(public.bookings, text, text, text, text, timestamptz) is
  'The outbox payload of a booking e-mail: booking row, event (type, statuses, by, at), support e-mail.';

/**
 * AFTER INSERT on booking_events: queues the e-mails of the event in the same transaction. The
 * customer made the change when the request ran as an end-user role that is not staff; otherwise the
 * business did (staff, the service role, a migration). Security definer: nobody else may write the
 * outbox. ON CONFLICT DO NOTHING makes a repeated event queue nothing new.
 */
create or replace function private.queue_booking_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  v_by text;
  v_company text := private.company_inbox_email();
  v_payload jsonb;
  v_key text := 'event:' || new.id;
begin
  if new.event_type not in ('created', 'status_changed') then
    return null;
  end if;
  select * into b from public.bookings x where x.id = new.booking_id;
  if not found then
    return null;
  end if;
  v_by := case
            when new.actor_role in ('anon', 'authenticated') and not private.has_admin_level(1) then 'customer'
            else 'staff'
          end;
  v_payload := private.booking_email_payload(
    b, new.event_type, new.old_status, new.new_status, v_by, new.created_at);

  if new.event_type = 'created' then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
    values
      (b.id, b.reference_number, new.id, v_key, 'booking_confirmation', b.email, v_company, v_payload),
      (b.id, b.reference_number, new.id, v_key, 'company_new_booking', v_company, b.email, v_payload)
    on conflict on constraint email_outbox_once_per_event do nothing;
  elsif new.new_status in ('confirmed', 'cancelled', 'completed') then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
    values
      (b.id, b.reference_number, new.id, v_key, 'booking_' || new.new_status, b.email, v_company, v_payload)
    on conflict on constraint email_outbox_once_per_event do nothing;
    if new.new_status = 'cancelled' and v_by = 'customer' then
      insert into private.email_outbox
        (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
      values
        (b.id, b.reference_number, new.id, v_key, 'company_customer_cancelled', v_company, b.email, v_payload)
      on conflict on constraint email_outbox_once_per_event do nothing;
    end if;
  end if;
  return null;
end;
$$;

comment on function private.queue_booking_emails() is
  'AFTER INSERT on booking_events: queues the customer and company e-mails of a creation or status change.';

/**
 * The sender's claim: up to p_limit due rows, each locked with FOR UPDATE SKIP LOCKED so concurrent
 * senders never take the same row, marked sending under a fresh claim token until now() + the lease;
 * a claim counts as an attempt. A row whose lease expired (its sender died) is claimed again, or
 * given up when it had its last attempt. Returns the rows with their booking's extras.
 * For the service role only (the mailer).
 */
create or replace function public.claim_booking_emails(
  p_limit integer default 10,
  p_lease_seconds integer default 300,
  p_max_attempts integer default 10
)
returns table (
  id bigint,
  claim_token uuid,
  kind text,
  recipient text,
  reply_to text,
  attempts integer,
  payload jsonb,
  extras jsonb,
  created_at timestamptz
)
language sql
volatile
set search_path = ''
as $$
  update private.email_outbox o
     set status = 'failed',
         claim_token = null,
         claimed_until = null,
         last_error = 'The sender stopped during the last attempt (its lease expired)'
   where o.status = 'sending'
     and o.claimed_until < now()
     and o.attempts >= p_max_attempts;

  with picked as (
    select o.id
      from private.email_outbox o
     where (o.status = 'pending' and o.next_attempt_at <= now())
        or (o.status = 'sending' and o.claimed_until < now())
     order by o.next_attempt_at, o.id
     limit greatest(1, least(p_limit, 500))
       for update skip locked
  )
  update private.email_outbox o
     set status = 'sending',
         claim_token = gen_random_uuid(),
         claimed_until = now() + make_interval(secs => greatest(p_lease_seconds, 1)),
         attempts = o.attempts + 1,
         last_attempt_at = now()
    from picked
   where o.id = picked.id
  returning
    o.id, o.claim_token, o.kind, o.recipient, o.reply_to, o.attempts, o.payload,
    (select coalesce(jsonb_agg(jsonb_build_object(
              'service_type', a.service_type, 'quantity', a.quantity, 'price', a.price)
              order by a.service_type), '[]'::jsonb)
       from public.additional_services a
      where a.booking_id = o.booking_id),
    o.created_at;
$$;

comment on function public.claim_booking_emails(integer, integer, integer) is
  'Mailer (service role): claims due outbox rows with FOR UPDATE SKIP LOCKED under a lease; returns them with extras.';

/**
 * The sender delivered a claimed row: sent, with the time and the transport's message id. False when
 * the claim is no longer held (its lease expired and another sender took the row).
 */
create or replace function public.complete_booking_email(
  p_id bigint,
  p_claim_token uuid,
  p_message_id text default null
)
returns boolean
language sql
volatile
set search_path = ''
as $$
  with done as (
    update private.email_outbox o
       set status = 'sent',
           sent_at = now(),
           claim_token = null,
           claimed_until = null,
           provider_message_id = left(p_message_id, 500)
     where o.id = p_id
       and o.claim_token = p_claim_token
       and o.status = 'sending'
    returning o.id
  )
  select exists (select 1 from done);
$$;

comment on function public.complete_booking_email(bigint, uuid, text) is
  'Mailer (service role): marks a claimed e-mail sent with the time; false when the claim was lost.';

/**
 * A delivery attempt failed: the error is recorded; with p_retry_in_seconds the row waits that long
 * and is pending again, without it the sender gave up and the row is failed (staff see the error).
 * Returns the new status, or NULL when the claim is no longer held.
 */
create or replace function public.fail_booking_email(
  p_id bigint,
  p_claim_token uuid,
  p_error text,
  p_retry_in_seconds numeric default null
)
returns text
language sql
volatile
set search_path = ''
as $$
  with failed as (
    update private.email_outbox o
       set status = case when p_retry_in_seconds is null then 'failed' else 'pending' end,
           next_attempt_at = case
                               when p_retry_in_seconds is null then o.next_attempt_at
                               else now() + make_interval(secs => greatest(p_retry_in_seconds, 0)::double precision)
                             end,
           last_error = left(coalesce(nullif(btrim(p_error), ''), 'Unknown error'), 2000),
           claim_token = null,
           claimed_until = null
     where o.id = p_id
       and o.claim_token = p_claim_token
       and o.status = 'sending'
    returning o.status
  )
  select f.status from failed f;
$$;

comment on function public.fail_booking_email(bigint, uuid, text, numeric) is
  'Mailer (service role): records a failed attempt; retries after p_retry_in_seconds, or gives up (failed).';

/**
 * The e-mails of one booking for the admin area's booking detail: kind, recipient, when, status
 * (pending, sending, sent, failed), attempts and the last error. Staff (level 1+) only, checked here
 * (it runs with its owner's rights because the outbox is not granted to any API role).
 */
create or replace function public.list_booking_emails(p_booking_id uuid)
returns table (
  id bigint,
  kind text,
  recipient text,
  status text,
  attempts integer,
  created_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  last_error text,
  requested_by text
)
language plpgsql
stable
security definer
set search_path = ''
as $$
begin
  if not private.has_admin_level(1) then
    raise exception 'permission denied: staff only'
      using errcode = '42501';
  end if;
  return query
    select o.id, o.kind, o.recipient, o.status, o.attempts, o.created_at, o.last_attempt_at,
           o.next_attempt_at, o.sent_at, o.last_error, o.requested_by
      from private.email_outbox o
     where o.booking_id = p_booking_id
     order by o.created_at, o.id;
end;
$$;

comment on function public.list_booking_emails(uuid) is
  'Staff only (42501 otherwise): the e-mails of a booking with their delivery status and last error.';

/**
 * 'Resend confirmation' (admin and above): queues the booking confirmation again, with a key of its
 * own and the staff member's e-mail in requested_by. A confirmation still waiting to go out is
 * returned instead of queuing a second one (a double click). A cancelled booking has none to resend.
 */
create or replace function public.resend_booking_confirmation(p_booking_id uuid)
returns table (
  id bigint,
  kind text,
  recipient text,
  status text,
  attempts integer,
  created_at timestamptz,
  last_attempt_at timestamptz,
  next_attempt_at timestamptz,
  sent_at timestamptz,
  last_error text,
  requested_by text
)
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  v_id bigint;
begin
  if not private.has_admin_level(2) then
    raise exception 'permission denied: admins only'
      using errcode = '42501';
  end if;
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found then
    raise exception 'Booking not found'
      using errcode = 'P0002',
            detail = 'booking_id';
  end if;
  if b.status = 'cancelled' then
    raise exception 'Booking % is cancelled: there is no confirmation to resend', b.reference_number
      using errcode = '22023',
            detail = 'status';
  end if;
  select o.id into v_id
    from private.email_outbox o
   where o.booking_id = b.id
     and o.kind = 'booking_confirmation'
     and o.status in ('pending', 'sending')
   order by o.id desc
   limit 1;
  if v_id is null then
    insert into private.email_outbox
      (booking_id, reference_number, event_key, kind, recipient, reply_to, payload, requested_by)
    values
      (b.id, b.reference_number, 'resend:' || gen_random_uuid(), 'booking_confirmation', b.email,
       private.company_inbox_email(),
       private.booking_email_payload(b, 'resent', b.status, b.status, 'staff', now()),
       private.request_email())
    returning private.email_outbox.id into v_id;
  end if;
  return query
    select o.id, o.kind, o.recipient, o.status, o.attempts, o.created_at, o.last_attempt_at,
           o.next_attempt_at, o.sent_at, o.last_error, o.requested_by
      from private.email_outbox o
     where o.id = v_id;
end;
$$;

comment on function public.resend_booking_confirmation(uuid) is
  'Admins (level 2+): queues the booking confirmation again (or returns the one still waiting).';

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger booking_events_queue_emails
  after insert on public.booking_events
  for each row execute function private.queue_booking_emails();

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table private.email_outbox, private.email_settings from public, anon, authenticated;
-- The mailer's functions run as the service role (security invoker): it reads and updates the outbox.
grant select, update on table private.email_outbox to service_role;
grant select on table private.email_settings to service_role;

revoke execute on function private.company_inbox_email() from public;
revoke execute on function private.booking_email_payload(public.bookings, text, text, text, text, timestamptz) from public;
revoke execute on function private.queue_booking_emails() from public;

revoke execute on function public.claim_booking_emails(integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_booking_email(bigint, uuid, text) from public, anon, authenticated;
revoke execute on function public.fail_booking_email(bigint, uuid, text, numeric) from public, anon, authenticated;
grant execute on function public.claim_booking_emails(integer, integer, integer) to service_role;
grant execute on function public.complete_booking_email(bigint, uuid, text) to service_role;
grant execute on function public.fail_booking_email(bigint, uuid, text, numeric) to service_role;

revoke execute on function public.list_booking_emails(uuid) from public, anon;
revoke execute on function public.resend_booking_confirmation(uuid) from public, anon;
grant execute on function public.list_booking_emails(uuid) to authenticated, service_role;
grant execute on function public.resend_booking_confirmation(uuid) to authenticated, service_role;

-- RLS -------------------------------------------------------------------------------------------------

-- No policies: no API role has a grant; the security-definer functions above are the only way in.
alter table private.email_outbox enable row level security;
alter table private.email_settings enable row level security;
