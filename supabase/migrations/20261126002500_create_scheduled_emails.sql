-- =====================================================================================================
-- Scheduled booking e-mails through the outbox (20261123001200_create_email_outbox.sql): a reminder
-- the day before the trip and a review request the day after it. A future-dated e-mail is an outbox
-- row whose next_attempt_at is its due time: the mailer's claim (claim_booking_emails, FOR UPDATE
-- SKIP LOCKED) takes only rows that are due, and the mailer polls by itself (mailer/src/sender.ts),
-- so no external cron is needed and two mailers never send one row twice.
--
--   trip_reminder   to the customer, due reminder_hours_before (site setting, default 24) hours
--                   before pickup, Barbados time. Queued when the booking is made only if the pickup
--                   is further ahead than that; its due time moves with the pickup date and time;
--                   dropped (deleted while pending) when the booking is cancelled, completed or
--                   deleted, or when a change brings the pickup inside the window. One per booking:
--                   event_key 'scheduled' and email_outbox_once_per_event, so once sent it is never
--                   queued again; at most one pending (email_outbox_one_pending_reminder).
--   review_request  to the customer, due at 10:00 Barbados time the day after the booking becomes
--                   completed; one per booking, never twice (completed -> confirmed -> completed
--                   queues nothing new once it was sent; a pending one is withdrawn when the status
--                   leaves completed).
--
-- The trigger is on public.bookings (pickup_date, pickup_time, status), so whatever changes a booking
-- (staff, the manage link's change_booking, SQL) reschedules or drops its reminder without knowing.
-- The reminder's payload is refreshed when the mailer claims it, so it names the driver and vehicle
-- assigned at send time.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

alter table public.site_settings
  add column reminder_hours_before integer
    constraint site_settings_reminder_hours_before_range check (reminder_hours_before between 1 and 168);

comment on column public.site_settings.reminder_hours_before is
  'Hours before pickup the reminder e-mail is due (1 to 168); NULL = 24.';

-- Super admins change it in the settings form like the other settings (column grant; the row's
-- update policy decides who).
grant update (reminder_hours_before) on table public.site_settings to authenticated;

-- The full list of kinds (BOOKING_EMAIL_KINDS in shared/src/domain/email), including the manage
-- link's booking_changed, so this file and the manage link's may be applied in either order.
alter table private.email_outbox
  drop constraint email_outbox_kind_check;
alter table private.email_outbox
  add constraint email_outbox_kind_check check (kind in (
    'booking_confirmation', 'company_new_booking', 'booking_confirmed', 'booking_cancelled',
    'booking_completed', 'company_customer_cancelled', 'driver_assigned', 'booking_changed',
    'trip_reminder', 'review_request'));

-- 'scheduled': the one reminder and the one review request of a booking (not tied to one event).
alter table private.email_outbox
  drop constraint email_outbox_event_key_format;
alter table private.email_outbox
  add constraint email_outbox_event_key_format
    check (event_key ~ '^(event:[0-9]+|resend:[0-9a-f-]{36}|scheduled)$');

comment on column private.email_outbox.event_key is
  '''event:<booking_events.id>'' for the e-mails of an audit event, ''resend:<uuid>'' for a staff resend, ''scheduled'' for the reminder and the review request (one each per booking).';
comment on column private.email_outbox.next_attempt_at is
  'When the row is due: now for most e-mails, the due time of a reminder or review request, or the next retry.';

-- INDEXES ---------------------------------------------------------------------------------------------

-- At most one pending reminder per booking (and the trigger's lookup).
create unique index email_outbox_one_pending_reminder on private.email_outbox (booking_id)
  where kind = 'trip_reminder' and status = 'pending';

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** Hours before pickup the reminder is due: site_settings.reminder_hours_before, else 24. */
create or replace function private.reminder_hours_before()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((select s.reminder_hours_before from public.site_settings s where s.id), 24);
$$;

comment on function private.reminder_hours_before() is
  'The reminder''s lead time in hours (site setting reminder_hours_before, default 24).';

/** When a booking's reminder is due: its pickup (Barbados time) minus reminder_hours_before hours. */
create or replace function private.trip_reminder_due_at(p_pickup_date date, p_pickup_time text)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select ((p_pickup_date + p_pickup_time::time) at time zone 'America/Barbados')
         - make_interval(hours => private.reminder_hours_before());
$$;

comment on function private.trip_reminder_due_at(date, text) is
  'Due time of a trip reminder: pickup (America/Barbados) minus the reminder_hours_before setting.';

/** When the review request of a booking completed at p_completed_at is due: 10:00 Barbados time the next day. */
create or replace function private.review_request_due_at(p_completed_at timestamptz)
returns timestamptz
language sql
immutable
set search_path = ''
as $$
  select (((p_completed_at at time zone 'America/Barbados')::date + 1) + time '10:00')
         at time zone 'America/Barbados';
$$;

comment on function private.review_request_due_at(timestamptz) is
  'Due time of a review request: 10:00 America/Barbados on the day after completion.';

/**
 * The reminder's payload as it is now: the booking and, when one is assigned, the driver (first name,
 * phone) and vehicle (class, plate), as the driver e-mail carries them. NULL when the booking is gone.
 */
create or replace function private.trip_reminder_payload(p_booking_id uuid)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  v_payload jsonb;
begin
  select * into b from public.bookings x where x.id = p_booking_id;
  if not found then
    return null;
  end if;
  v_payload := private.booking_email_payload(b, 'reminder', b.status, b.status, 'staff', now());
  return v_payload || coalesce((
    select jsonb_build_object(
             'driver', jsonb_build_object(
               'first_name', private.driver_first_name(d.full_name), 'phone', d.phone),
             'vehicle', jsonb_build_object('vehicle_type', v.vehicle_type, 'plate', v.plate))
      from public.booking_assignments a
      join public.drivers d on d.id = a.driver_id
      join public.vehicles v on v.id = a.vehicle_id
     where a.booking_id = b.id), '{}'::jsonb);
end;
$$;

comment on function private.trip_reminder_payload(uuid) is
  'The reminder payload now: booking row, support e-mail and the assigned driver and vehicle if any.';

/**
 * AFTER INSERT, DELETE or UPDATE OF pickup_date, pickup_time, status on bookings: queues, moves or
 * drops the booking's reminder, and queues (or withdraws) its review request. Security definer:
 * nobody else may write the outbox.
 */
create or replace function private.schedule_booking_emails()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  v_due timestamptz;
  v_company text := private.company_inbox_email();
begin
  if tg_op = 'DELETE' then
    delete from private.email_outbox o
     where o.booking_id = old.id
       and o.kind in ('trip_reminder', 'review_request')
       and o.status = 'pending';
    return null;
  end if;

  -- The reminder: only for a live booking whose due time is still ahead.
  v_due := private.trip_reminder_due_at(new.pickup_date, new.pickup_time);
  if new.status in ('cancelled', 'completed') or v_due <= now() then
    delete from private.email_outbox o
     where o.booking_id = new.id and o.kind = 'trip_reminder' and o.status = 'pending';
  else
    update private.email_outbox o
       set next_attempt_at = v_due,
           recipient = new.email,
           reference_number = new.reference_number,
           payload = private.booking_email_payload(new, 'reminder', new.status, new.status, 'staff', now())
     where o.booking_id = new.id and o.kind = 'trip_reminder' and o.status = 'pending';
    if not found then
      insert into private.email_outbox
        (booking_id, reference_number, event_key, kind, recipient, reply_to, payload, next_attempt_at)
      values
        (new.id, new.reference_number, 'scheduled', 'trip_reminder', new.email, v_company,
         private.booking_email_payload(new, 'reminder', new.status, new.status, 'staff', now()), v_due)
      on conflict on constraint email_outbox_once_per_event do nothing;
    end if;
  end if;

  -- The review request: queued by the change to completed, withdrawn while pending if it is undone.
  if tg_op = 'UPDATE' and new.status is distinct from old.status then
    if new.status = 'completed' then
      insert into private.email_outbox
        (booking_id, reference_number, event_key, kind, recipient, reply_to, payload, next_attempt_at)
      values
        (new.id, new.reference_number, 'scheduled', 'review_request', new.email, v_company,
         private.booking_email_payload(new, 'review_request', old.status, new.status, 'staff', now()),
         private.review_request_due_at(now()))
      on conflict on constraint email_outbox_once_per_event do nothing;
    elsif old.status = 'completed' then
      delete from private.email_outbox o
       where o.booking_id = new.id and o.kind = 'review_request' and o.status = 'pending';
    end if;
  end if;
  return null;
end;
$$;

comment on function private.schedule_booking_emails() is
  'AFTER INSERT/UPDATE/DELETE on bookings: queues, moves or drops the trip reminder; queues the review request on completion.';

/**
 * The sender's claim (replaces the version of 20261123001220, adding booking_id): up to p_limit DUE
 * rows (next_attempt_at <= now(): a reminder or review request waits for its due time), each locked
 * with FOR UPDATE SKIP LOCKED so concurrent senders never take the same row, marked sending under a
 * fresh claim token until now() + the lease; a claim counts as an attempt. A row whose lease expired
 * is claimed again, or given up when it had its last attempt. A reminder's payload is refreshed at
 * claim time (the driver assigned by then). Returns the rows with their booking's extras.
 * For the service role only (the mailer).
 */
drop function public.claim_booking_emails(integer, integer, integer);

create function public.claim_booking_emails(
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
  created_at timestamptz,
  booking_id uuid
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
         last_attempt_at = now(),
         payload = case
                     when o.kind = 'trip_reminder'
                       then coalesce(private.trip_reminder_payload(o.booking_id), o.payload)
                     else o.payload
                   end
    from picked
   where o.id = picked.id
  returning
    o.id, o.claim_token, o.kind, o.recipient, o.reply_to, o.attempts, o.payload,
    (select coalesce(jsonb_agg(jsonb_build_object(
              'service_type', a.service_type, 'quantity', a.quantity, 'price', a.price)
              order by a.service_type), '[]'::jsonb)
       from public.additional_services a
      where a.booking_id = o.booking_id),
    o.created_at,
    o.booking_id;
$$;

comment on function public.claim_booking_emails(integer, integer, integer) is
  'Mailer (service role): claims due outbox rows with FOR UPDATE SKIP LOCKED under a lease; returns them with extras and booking_id.';

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger bookings_schedule_emails
  after insert or delete or update of pickup_date, pickup_time, status on public.bookings
  for each row execute function private.schedule_booking_emails();

-- DATA ------------------------------------------------------------------------------------------------

-- Bookings already made: their reminder, when it is still ahead.
insert into private.email_outbox
  (booking_id, reference_number, event_key, kind, recipient, reply_to, payload, next_attempt_at)
select b.id, b.reference_number, 'scheduled', 'trip_reminder', b.email, private.company_inbox_email(),
       private.booking_email_payload(b, 'reminder', b.status, b.status, 'staff', now()),
       private.trip_reminder_due_at(b.pickup_date, b.pickup_time)
  from public.bookings b
 where b.status in ('pending', 'confirmed')
   and private.trip_reminder_due_at(b.pickup_date, b.pickup_time) > now()
on conflict on constraint email_outbox_once_per_event do nothing;

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.reminder_hours_before() from public;
revoke execute on function private.trip_reminder_due_at(date, text) from public;
revoke execute on function private.review_request_due_at(timestamptz) from public;
revoke execute on function private.trip_reminder_payload(uuid) from public;
revoke execute on function private.schedule_booking_emails() from public;
grant execute on function private.trip_reminder_payload(uuid) to service_role;
grant execute on function private.reminder_hours_before() to service_role;
grant execute on function private.trip_reminder_due_at(date, text) to service_role;
revoke execute on function public.claim_booking_emails(integer, integer, integer) from public, anon, authenticated;
grant execute on function public.claim_booking_emails(integer, integer, integer) to service_role;
