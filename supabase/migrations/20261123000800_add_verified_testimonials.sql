-- =====================================================================================================
-- Verified reviews: a testimonial sent by a signed-in customer who has a completed booking carries
-- `verified_booking`, which the home page shows as 'Verified ride'.
--
-- The mark is decided by the database alone: no API role may insert or update the column (no grant;
-- a request naming it is refused with 42501), and the BEFORE INSERT trigger sets it from the JWT's
-- user. Everyone may read it (it says nothing about who wrote the review).
-- =====================================================================================================

-- TABLE -----------------------------------------------------------------------------------------------

alter table public.customer_testimonials
  add column verified_booking boolean not null default false;

comment on column public.customer_testimonials.verified_booking is
  'True when the author was signed in and had a completed booking at submission (set by the trigger, never by the client).';

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * Whether this user has a completed booking: one made under their account, or one made with their
 * e-mail address once that address is confirmed (an unconfirmed sign-up cannot borrow someone
 * else's bookings). Security definer: the trigger runs as anon or authenticated, who cannot read
 * auth.users or other people's bookings.
 */
create or replace function private.has_completed_booking(p_user_id uuid)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select p_user_id is not null
     and exists (
           select 1
             from public.bookings b
            where b.status = 'completed'
              and (
                b.user_id = p_user_id
                or lower(b.email) = (
                     select lower(u.email)
                       from auth.users u
                      where u.id = p_user_id
                        and u.email_confirmed_at is not null
                   )
              )
         );
$$;

comment on function private.has_completed_booking(uuid) is
  'True when the user has a completed booking under their id or their confirmed e-mail.';

revoke execute on function private.has_completed_booking(uuid) from public;
-- Called by the invoker trigger below while the statement runs as anon or authenticated.
grant execute on function private.has_completed_booking(uuid) to anon, authenticated, service_role;

/**
 * Server-owned fields of a testimonial (replaces the version of 20261122000800). On INSERT by an end
 * user: never approved or featured, author from the JWT, verified_booking from that author's
 * bookings. Trusted roles (seed, service_role) may mark a review verified themselves; an author with
 * a completed booking is verified either way. On UPDATE nobody but a trusted role changes the mark.
 * approved_at follows is_approved on every write, whatever the client sent.
 */
create or replace function private.prepare_testimonial()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.customer_email := lower(btrim(new.customer_email));
    if private.is_trusted_role() then
      new.verified_booking := new.verified_booking or private.has_completed_booking(new.user_id);
    else
      new.user_id := private.current_user_id();
      new.created_at := now();
      new.verified_booking := private.has_completed_booking(new.user_id);
    end if;
    new.approved_at := case when new.is_approved then coalesce(new.approved_at, now()) end;
  else
    if not private.is_trusted_role() then
      new.verified_booking := old.verified_booking;
    end if;
    -- Server-owned: now() on approval, kept while approved, NULL once unapproved.
    new.approved_at := case
                         when not new.is_approved then null
                         when old.is_approved then old.approved_at
                         else now()
                       end;
  end if;
  return new;
end;
$$;

comment on function private.prepare_testimonial() is
  'BEFORE INSERT/UPDATE on customer_testimonials: author and verified_booking from the JWT, approved_at follows is_approved.';

revoke execute on function private.prepare_testimonial() from public;

-- Reviews already stored: verified when their author has a completed booking.
update public.customer_testimonials t
   set verified_booking = true
 where not t.verified_booking
   and private.has_completed_booking(t.user_id);

-- GRANTS ----------------------------------------------------------------------------------------------

-- Read only: the public carousel shows the mark. No INSERT or UPDATE grant on the column.
grant select (verified_booking) on table public.customer_testimonials to anon, authenticated;
