-- =====================================================================================================
-- The review link (issue 23): the review request e-mail links to `/?review=<manage token>`, which
-- opens Share Your Experience filled in from manage_booking(token). A review sent from that form goes
-- through submit_review_from_link(): the token proves the sender holds the booking's link, so the
-- review is marked as a verified ride when that booking is completed. (A plain anonymous insert is
-- never verified: private.prepare_testimonial() verifies only a signed-in author's own bookings, so
-- knowing a customer's e-mail address is not enough.)
--
-- An unknown, malformed or expired token gets the manage links' one refusal (P0001, hint
-- manage_link_invalid); the call counts against the manage links' per-client limit. Everything else
-- is the table's: its constraints check the fields, the trigger sets the server-owned columns, and
-- the review is stored unapproved for moderation like every other.
-- =====================================================================================================

/**
 * Stores a review sent with a manage token: unapproved, by the caller (if signed in), verified when
 * the token's booking is completed; the manage links' refusal for a bad token.
 */
create or replace function public.submit_review_from_link(
  p_token text,
  p_customer_name text,
  p_customer_email text,
  p_rating integer,
  p_testimonial_text text,
  p_customer_location text default null,
  p_service_used text default null
)
returns void
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  b public.bookings;
begin
  perform private.enforce_manage_limit();
  b := private.booking_for_manage_token(p_token);
  insert into public.customer_testimonials (
    customer_name, customer_email, customer_location, rating, testimonial_text, service_used,
    user_id, verified_booking
  ) values (
    p_customer_name, p_customer_email, nullif(btrim(p_customer_location), ''), p_rating,
    p_testimonial_text, nullif(btrim(p_service_used), ''),
    private.current_user_id(), b.status = 'completed'
  );
end;
$$;

comment on function public.submit_review_from_link(text, text, text, integer, text, text, text) is
  'A review sent from the review link: stored unapproved, verified when the token''s booking is completed.';

revoke execute on function public.submit_review_from_link(text, text, text, integer, text, text, text) from public;
grant execute on function public.submit_review_from_link(text, text, text, integer, text, text, text)
  to anon, authenticated, service_role;
