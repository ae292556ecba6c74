-- =====================================================================================================
-- Customer testimonials.
--
-- Anyone may submit one; it is never approved or featured on submission. The public reads approved
-- testimonials WITHOUT the author's e-mail (column-level grants: anon and authenticated cannot select
-- customer_email at all). Staff read everything (e-mails through public.list_testimonials_for_staff()),
-- approve, feature and delete. approved_at follows is_approved (trigger).
-- =====================================================================================================

-- TABLE -----------------------------------------------------------------------------------------------

/**
 * A customer's review. `user_id` records the signed-in author when there is one (set by the server,
 * not the client). `approved_at` is set when approved and cleared when unapproved, by a trigger.
 */
create table public.customer_testimonials (
  id uuid primary key default gen_random_uuid(),
  customer_name text not null
    constraint customer_testimonials_customer_name_length check (char_length(btrim(customer_name)) between 2 and 100),
  customer_email text not null
    constraint customer_testimonials_customer_email_length check (char_length(customer_email) between 3 and 254)
    constraint customer_testimonials_customer_email_format
    check (customer_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  customer_location text
    constraint customer_testimonials_customer_location_length check (char_length(customer_location) <= 100),
  service_used text
    constraint customer_testimonials_service_used_length check (char_length(service_used) <= 100),
  rating integer not null
    constraint customer_testimonials_rating_range check (rating between 1 and 5),
  testimonial_text text not null
    constraint customer_testimonials_text_length check (char_length(btrim(testimonial_text)) between 10 and 2000),
  is_approved boolean not null default false,
  is_featured boolean not null default false,
  approved_at timestamptz,
  user_id uuid references auth.users (id) on delete set null,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now(),
  constraint customer_testimonials_approved_at_consistent
    check ((is_approved and approved_at is not null) or (not is_approved and approved_at is null))
);

comment on table public.customer_testimonials is
  'Customer reviews. Public reads approved ones without customer_email; staff moderate.';
comment on column public.customer_testimonials.customer_email is
  'Never readable by anon or authenticated (no column grant); staff use public.list_testimonials_for_staff().';
comment on column public.customer_testimonials.approved_at is
  'Set to now() when is_approved becomes true, cleared when it becomes false (trigger).';

-- INDEXES ---------------------------------------------------------------------------------------------

-- The public list: approved, newest first (policy column is_approved leads).
create index customer_testimonials_approved_created_idx
  on public.customer_testimonials (is_approved, created_at desc);
-- The staff list: all, newest first.
create index customer_testimonials_created_at_idx on public.customer_testimonials (created_at desc);
create index customer_testimonials_user_id_idx on public.customer_testimonials (user_id);

-- TRIGGERS --------------------------------------------------------------------------------------------

/**
 * Server-owned fields of a testimonial. On INSERT by an end user: never approved or featured, author
 * from the JWT. On every write: approved_at follows is_approved (set on approval, cleared on
 * unapproval), whatever the client sent.
 */
create or replace function private.prepare_testimonial()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  if tg_op = 'INSERT' then
    new.customer_email := lower(btrim(new.customer_email));
    if not private.is_trusted_role() then
      new.user_id := private.current_user_id();
      new.created_at := now();
    end if;
    new.approved_at := case when new.is_approved then coalesce(new.approved_at, now()) end;
  else
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
  'BEFORE INSERT/UPDATE on customer_testimonials: author from the JWT, approved_at follows is_approved.';

revoke execute on function private.prepare_testimonial() from public;

create trigger customer_testimonials_prepare
  before insert or update on public.customer_testimonials
  for each row execute function private.prepare_testimonial();

create trigger customer_testimonials_set_updated_at
  before update on public.customer_testimonials
  for each row execute function private.set_updated_at();

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table public.customer_testimonials from anon, authenticated;

-- Submit: only the author's own fields (never is_approved, is_featured, approved_at or user_id).
grant insert (customer_name, customer_email, customer_location, service_used, rating, testimonial_text)
  on table public.customer_testimonials to anon, authenticated;

-- Read: every column except customer_email (the public site's select list plus the moderation flags).
grant select (id, customer_name, customer_location, service_used, rating, testimonial_text,
              is_approved, is_featured, approved_at, created_at)
  on table public.customer_testimonials to anon, authenticated;

-- Moderate (staff, by RLS): approve/unapprove and feature/unfeature only; delete.
grant update (is_approved, is_featured) on table public.customer_testimonials to authenticated;
grant delete on table public.customer_testimonials to authenticated;

grant select, insert, update, delete on table public.customer_testimonials to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table public.customer_testimonials enable row level security;

/** The home page shows approved testimonials to everyone; staff see the moderation queue too. */
create policy "Anyone can read approved testimonials and staff can read all"
  on public.customer_testimonials
  for select
  to anon, authenticated
  using (is_approved or (select private.has_admin_level(1)));

/**
 * Anyone may share their experience; a submission waits for review, so it can never arrive approved
 * or featured (also impossible through the column grants; the check is the second lock).
 */
create policy "Anyone can submit an unapproved testimonial"
  on public.customer_testimonials
  for insert
  to anon, authenticated
  with check (not is_approved and not is_featured and approved_at is null);

/** Staff approve/unapprove and feature/unfeature (the column grant allows nothing else). */
create policy "Staff can moderate testimonials"
  on public.customer_testimonials
  for update
  to authenticated
  using ((select private.has_admin_level(1)))
  with check ((select private.has_admin_level(1)));

/** Staff remove testimonials. */
create policy "Staff can delete testimonials"
  on public.customer_testimonials
  for delete
  to authenticated
  using ((select private.has_admin_level(1)));

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The staff moderation list with the authors' e-mails, newest first. customer_email is not granted
 * to any API role, so staff read it through this function, which checks the caller's staff level
 * itself (it runs with its owner's rights). Returns the table's row type, so PostgREST filters and
 * orders apply: supabase.rpc('list_testimonials_for_staff').eq('is_approved', false).
 */
create or replace function public.list_testimonials_for_staff()
returns setof public.customer_testimonials
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
    select t.*
      from public.customer_testimonials t
     order by t.created_at desc;
end;
$$;

comment on function public.list_testimonials_for_staff() is
  'Staff only (42501 otherwise): every testimonial including customer_email, newest first.';

revoke execute on function public.list_testimonials_for_staff() from public, anon;
grant execute on function public.list_testimonials_for_staff() to authenticated, service_role;
