-- =====================================================================================================
-- Transactional e-mail through an outbox: the e-mails of a booking are queued in the SAME
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
--
-- This file: the two tables, their indexes, grants and RLS. The queuing trigger (20261123001210),
-- the sender's RPCs (20261123001220) and the staff RPCs (20261123001230) follow.
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

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table private.email_outbox, private.email_settings from public, anon, authenticated;
-- The mailer's functions run as the service role (security invoker): it reads and updates the outbox.
grant select, update on table private.email_outbox to service_role;
grant select on table private.email_settings to service_role;

-- RLS -------------------------------------------------------------------------------------------------

-- No policies: no API role has a grant; the security-definer functions above are the only way in.
alter table private.email_outbox enable row level security;
alter table private.email_settings enable row level security;
