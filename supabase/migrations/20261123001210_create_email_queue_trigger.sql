-- =====================================================================================================
-- The queuing of booking e-mails (20261123001200_create_email_outbox.sql): a trigger on the audit
-- trail (public.booking_events) writes each e-mail of a creation or status change into
-- private.email_outbox in the same transaction, with the payload its template needs and the company
-- inbox.
--
-- Nothing here is granted to anon or authenticated: only the trigger and the security-definer RPCs
-- call it.
-- =====================================================================================================

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

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger booking_events_queue_emails
  after insert on public.booking_events
  for each row execute function private.queue_booking_emails();

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function private.company_inbox_email() from public;
revoke execute on function private.booking_email_payload(public.bookings, text, text, text, text, timestamptz) from public;
revoke execute on function private.queue_booking_emails() from public;
