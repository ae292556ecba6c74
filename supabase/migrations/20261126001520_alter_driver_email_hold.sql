-- The customer's driver e-mail waits a minute before it may be sent: a change of driver or vehicle
-- within that minute replaces the waiting e-mail (and waits a minute again), so the customer gets
-- one e-mail per settled change, never two in a row. The minute is a row of private.email_holds,
-- lowered only for end-to-end test runs (local-supabase's DRIVER_EMAIL_HOLD_SECONDS).

-- TABLES ----------------------------------------------------------------------------------------------

/** How long an e-mail of a kind waits after its last change before the mailer may send it. */
create table private.email_holds (
  kind text primary key
    constraint email_holds_kind_check check (kind in ('driver_assigned')),
  hold_seconds integer not null
    constraint email_holds_seconds_range check (hold_seconds between 0 and 3600),
  updated_at timestamptz not null default now()
);

comment on table private.email_holds is
  'Seconds an e-mail of a kind is held after its last change (a change within it replaces the e-mail). Not exposed.';

insert into private.email_holds (kind, hold_seconds) values ('driver_assigned', 60);

-- FUNCTIONS -------------------------------------------------------------------------------------------

/** The driver e-mail's hold in seconds (60 unless changed for a test run). */
create or replace function private.driver_email_hold_seconds()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(
    (select h.hold_seconds from private.email_holds h where h.kind = 'driver_assigned'), 60);
$$;

comment on function private.driver_email_hold_seconds() is
  'Seconds the customer''s driver e-mail waits after its last change (private.email_holds).';

/**
 * AFTER INSERT on booking_events: for an 'assigned' event, queues the customer's driver e-mail to go
 * out after the hold, or, while this booking's driver e-mail is still held, replaces it and holds it
 * again; for an 'unassigned' event, withdraws a pending driver e-mail. Security definer: nobody else
 * may write the outbox.
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
  v_due timestamptz := now() + make_interval(secs => private.driver_email_hold_seconds());
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
         reference_number = b.reference_number,
         next_attempt_at = v_due
   where o.id = (
     select p.id from private.email_outbox p
      where p.booking_id = b.id
        and p.kind = 'driver_assigned'
        and p.status = 'pending'
        and p.next_attempt_at > now()
      order by p.created_at desc, p.id desc
      limit 1
        for update)
  returning o.id into v_replaced;

  if v_replaced is null then
    insert into private.email_outbox
      (booking_id, reference_number, booking_event_id, event_key, kind, recipient, reply_to, payload,
       next_attempt_at)
    values
      (b.id, b.reference_number, new.id, v_key, 'driver_assigned', b.email,
       private.company_inbox_email(), v_payload, v_due)
    on conflict on constraint email_outbox_once_per_event do nothing;
  end if;
  return null;
end;
$$;

comment on function private.queue_driver_email() is
  'AFTER INSERT on booking_events: queues the customer''s driver e-mail held for a minute; a change while it is held replaces it and holds it again; unassigning withdraws a pending one.';

-- ROW-LEVEL SECURITY ----------------------------------------------------------------------------------

-- Not exposed (private schema); RLS on with no policy, like every table here.
alter table private.email_holds enable row level security;

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.driver_email_hold_seconds() from public;
