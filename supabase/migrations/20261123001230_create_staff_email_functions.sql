-- =====================================================================================================
-- The staff's RPCs on the e-mail outbox (20261123001200_create_email_outbox.sql): list a booking's
-- e-mails and resend its confirmation, each checking the caller's staff level itself.
--
-- Granted to authenticated (the functions check the level) and the service role; never to anon.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

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

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.list_booking_emails(uuid) from public, anon;
revoke execute on function public.resend_booking_confirmation(uuid) from public, anon;
grant execute on function public.list_booking_emails(uuid) to authenticated, service_role;
grant execute on function public.resend_booking_confirmation(uuid) to authenticated, service_role;
