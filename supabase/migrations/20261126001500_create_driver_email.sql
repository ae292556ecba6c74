-- =====================================================================================================
-- "Your driver for BB-…": when a driver and vehicle are assigned to a booking, or either is changed
-- (booking_events 'assigned', written by public.assign_booking), the customer gets one e-mail through
-- the outbox (20261123001200_create_email_outbox.sql), kind 'driver_assigned', with the driver's first
-- name and phone and the vehicle's class and plate in the payload (template:
-- shared/src/domain/email/templates/driver-assigned.ts).
--
-- Exactly once per change, and a change within a minute of the previous one replaces it: when this
-- booking's last driver e-mail is still pending (not claimed by the mailer) and was queued under a
-- minute ago, that row is updated in place (new driver, vehicle and event) instead of queuing a
-- second one. Once it was sent (or is being sent, or is older), a new row is queued.
--
-- Unassigning sends nothing; a driver e-mail still pending then is withdrawn (deleted: it would name
-- a driver who no longer comes). The audit trail (booking_events) keeps the history.
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

-- The outbox learns the new kind (BOOKING_EMAIL_KINDS in shared/src/domain/email).
alter table private.email_outbox
  drop constraint email_outbox_kind_check;
alter table private.email_outbox
  add constraint email_outbox_kind_check check (kind in (
    'booking_confirmation', 'company_new_booking', 'booking_confirmed', 'booking_cancelled',
    'booking_completed', 'company_customer_cancelled', 'driver_assigned'));

-- A booking's pending driver e-mail is looked up on every assignment change.
create index email_outbox_pending_driver_idx on private.email_outbox (booking_id, created_at)
  where kind = 'driver_assigned' and status = 'pending';

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** The first word of a driver's full name: customers are told the first name only (driverFirstName). */
create or replace function private.driver_first_name(p_full_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select split_part(regexp_replace(btrim(p_full_name), '\s+', ' ', 'g'), ' ', 1);
$$;

comment on function private.driver_first_name(text) is
  'driverFirstName of the domain: the first word of a driver''s full name.';

/**
 * AFTER INSERT on booking_events: for an 'assigned' event, queues the customer's driver e-mail, or
 * replaces this booking's driver e-mail that is still pending and under a minute old; for an
 * 'unassigned' event, withdraws a pending driver e-mail. Security definer: nobody else may write the
 * outbox.
 */
create or replace function private.queue_driver_email()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  b public.bookings;
  d public.drivers;
  v public.vehicles;
  v_payload jsonb;
  v_key text := 'event:' || new.id;
  v_replaced bigint;
begin
  if new.event_type = 'unassigned' then
    delete from private.email_outbox o
     where o.booking_id = new.booking_id and o.kind = 'driver_assigned' and o.status = 'pending';
    return null;
  end if;
  if new.event_type <> 'assigned' or jsonb_typeof(new.details -> 'to') <> 'object' then
    return null;
  end if;
  select * into b from public.bookings x where x.id = new.booking_id;
  if not found or b.status in ('cancelled', 'completed') then
    return null;
  end if;
  select * into d from public.drivers x where x.id = (new.details -> 'to' ->> 'driver_id')::uuid;
  select * into v from public.vehicles x where x.id = (new.details -> 'to' ->> 'vehicle_id')::uuid;
  if d.id is null or v.id is null then
    return null;
  end if;

  v_payload := private.booking_email_payload(
      b, new.event_type, new.old_status, new.new_status, 'staff', new.created_at)
    || jsonb_build_object(
      'driver', jsonb_build_object('first_name', private.driver_first_name(d.full_name), 'phone', d.phone),
      'vehicle', jsonb_build_object('vehicle_type', v.vehicle_type, 'plate', v.plate));

  update private.email_outbox o
     set payload = v_payload,
         booking_event_id = new.id,
         event_key = v_key,
         recipient = b.email,
         reference_number = b.reference_number
   where o.id = (
     select p.id from private.email_outbox p
      where p.booking_id = b.id
        and p.kind = 'driver_assigned'
        and p.status = 'pending'
        and p.created_at > now() - interval '1 minute'
      order by p.created_at desc, p.id desc
      limit 1
        for update)
  returning o.id into v_replaced;

  if v_replaced is null then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload)
    values
      (b.id, b.reference_number, new.id, v_key, 'driver_assigned', b.email,
       private.company_inbox_email(), v_payload)
    on conflict on constraint email_outbox_once_per_event do nothing;
  end if;
  return null;
end;
$$;

comment on function private.queue_driver_email() is
  'AFTER INSERT on booking_events: queues (or replaces, within a minute) the customer''s driver e-mail; unassigning withdraws a pending one.';

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger booking_events_queue_driver_email
  after insert on public.booking_events
  for each row
  when (new.event_type in ('assigned', 'unassigned'))
  execute function private.queue_driver_email();

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.driver_first_name(text) from public;
revoke execute on function private.queue_driver_email() from public;
