-- =====================================================================================================
-- The mailer's RPCs on the e-mail outbox (20261123001200_create_email_outbox.sql): claim due rows
-- under a lease (FOR UPDATE SKIP LOCKED), then record each one sent or failed (with a retry later).
--
-- For the service role only: anon and authenticated cannot execute them.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

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

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.claim_booking_emails(integer, integer, integer) from public, anon, authenticated;
revoke execute on function public.complete_booking_email(bigint, uuid, text) from public, anon, authenticated;
revoke execute on function public.fail_booking_email(bigint, uuid, text, numeric) from public, anon, authenticated;
grant execute on function public.claim_booking_emails(integer, integer, integer) to service_role;
grant execute on function public.complete_booking_email(bigint, uuid, text) to service_role;
grant execute on function public.fail_booking_email(bigint, uuid, text, numeric) to service_role;
