-- =====================================================================================================
-- Staff accounts: admin_users and the role checks every policy uses.
--
-- A user is staff when an ACTIVE admin_users record exists for the e-mail of their verified JWT
-- (compared case-insensitively). Levels: moderator 1, admin 2, super_admin 3.
-- =====================================================================================================

-- TABLE -----------------------------------------------------------------------------------------------

/**
 * One row per staff member. Keyed by e-mail rather than auth user id because the site's client
 * looks records up by the signed-in user's e-mail, and a super_admin can register a colleague
 * before the colleague has signed up.
 */
create table public.admin_users (
  id uuid primary key default gen_random_uuid(),
  email text not null
    constraint admin_users_email_length check (char_length(email) between 3 and 254)
    constraint admin_users_email_format check (email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  role text not null
    constraint admin_users_role_check check (role in ('moderator', 'admin', 'super_admin')),
  permissions jsonb not null default '{}'::jsonb
    constraint admin_users_permissions_object check (jsonb_typeof(permissions) = 'object'),
  is_active boolean not null default true,
  created_at timestamptz not null default now(),
  updated_at timestamptz not null default now()
);

comment on table public.admin_users is
  'Staff accounts (moderator, admin, super_admin). Active record for the JWT e-mail = staff.';
comment on column public.admin_users.email is
  'Stored lower-case and trimmed (trigger); unique case-insensitively.';
comment on column public.admin_users.permissions is
  'Free-form JSON object for future fine-grained permissions; not used by any policy.';

-- INDEXES ---------------------------------------------------------------------------------------------

-- One record per e-mail, case-insensitively; also serves the policy and private.admin_level().
create unique index admin_users_email_key on public.admin_users (lower(email));

-- TRIGGERS --------------------------------------------------------------------------------------------

/**
 * Normalises the e-mail (trim, lower-case) so the client's `.eq('email', user.email)` matches what
 * GoTrue puts in the JWT, whoever typed the address.
 */
create or replace function private.normalize_admin_user()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.email := lower(btrim(new.email));
  return new;
end;
$$;

comment on function private.normalize_admin_user() is
  'BEFORE INSERT/UPDATE trigger on admin_users: lower-cases and trims the e-mail.';

create trigger admin_users_normalize
  before insert or update of email on public.admin_users
  for each row execute function private.normalize_admin_user();

create trigger admin_users_set_updated_at
  before update on public.admin_users
  for each row execute function private.set_updated_at();

/**
 * Keeps the admin area manageable: refuses to remove, deactivate or demote the last active
 * super_admin (nobody could manage staff afterwards). Security definer so that it counts every
 * super_admin, not only the rows the caller's policies let it see.
 */
create or replace function private.keep_one_super_admin()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  if old.role = 'super_admin' and old.is_active
     and (tg_op = 'DELETE' or new.role <> 'super_admin' or not new.is_active)
     and not exists (
       select 1 from public.admin_users a
        where a.id <> old.id and a.role = 'super_admin' and a.is_active) then
    raise exception 'At least one active super_admin must remain'
      using errcode = 'P0001',
            detail = 'role';
  end if;
  if tg_op = 'DELETE' then
    return old;
  end if;
  return new;
end;
$$;

comment on function private.keep_one_super_admin() is
  'BEFORE UPDATE/DELETE on admin_users: the last active super_admin cannot be removed, deactivated or demoted.';

create trigger admin_users_keep_one_super_admin
  before update of role, is_active or delete on public.admin_users
  for each row execute function private.keep_one_super_admin();

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * The caller's staff level: 0 (not staff), 1 moderator, 2 admin, 3 super_admin. Security definer so
 * that policies can consult admin_users without granting it, and so that the admin_users policies
 * themselves do not recurse. Called as `(select private.admin_level())` so the planner evaluates it
 * once per statement (an initPlan), not once per row.
 */
create or replace function private.admin_level()
returns integer
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce(max(
           case a.role
             when 'moderator' then 1
             when 'admin' then 2
             when 'super_admin' then 3
             else 0
           end), 0)
    from public.admin_users a
   where a.is_active
     and lower(a.email) = private.request_email();
$$;

comment on function private.admin_level() is
  'Staff level of the JWT e-mail: 0 none, 1 moderator, 2 admin, 3 super_admin (active records only).';

/**
 * True when the caller's staff level is at least `min_level` (1 = any staff, 3 = super_admin).
 * Policies call it wrapped in a sub-select: `(select private.has_admin_level(1))`.
 */
create or replace function private.has_admin_level(min_level integer)
returns boolean
language sql
stable
security definer
set search_path = ''
as $$
  select private.admin_level() >= min_level;
$$;

comment on function private.has_admin_level(integer) is
  'True when the caller is active staff at or above min_level (1 moderator, 2 admin, 3 super_admin).';

revoke execute on function private.normalize_admin_user() from public;
revoke execute on function private.keep_one_super_admin() from public;
revoke execute on function private.admin_level() from public;
revoke execute on function private.has_admin_level(integer) from public;
grant execute on function private.admin_level() to anon, authenticated, service_role;
grant execute on function private.has_admin_level(integer) to anon, authenticated, service_role;

-- GRANTS ----------------------------------------------------------------------------------------------

-- Hosted projects created before 2026-10-30 grant every new public table to anon and authenticated by
-- default; policies do not remove grants, so start from nothing and grant back the minimum.
revoke all on table public.admin_users from anon, authenticated;

-- Anonymous visitors have no business here. Signed-in users read (their own record, or all for a
-- super_admin, filtered by RLS) and only a super_admin writes (enforced by RLS).
grant select, insert, delete on table public.admin_users to authenticated;
grant update (email, role, permissions, is_active) on table public.admin_users to authenticated;
grant select, insert, update, delete on table public.admin_users to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table public.admin_users enable row level security;

/**
 * The client checks "am I staff?" by reading the record for its own e-mail; a
 * super_admin manages staff and so reads every record.
 */
create policy "Users can read their own admin record and super admins can read all"
  on public.admin_users
  for select
  to authenticated
  using (
    lower(email) = (select private.request_email())
    or (select private.has_admin_level(3))
  );

/** Only a super_admin adds staff (user management is super_admin only). */
create policy "Super admins can add admin records"
  on public.admin_users
  for insert
  to authenticated
  with check ((select private.has_admin_level(3)));

/** Only a super_admin changes a staff member's role, permissions or active flag. */
create policy "Super admins can update admin records"
  on public.admin_users
  for update
  to authenticated
  using ((select private.has_admin_level(3)))
  with check ((select private.has_admin_level(3)));

/** Only a super_admin removes staff. */
create policy "Super admins can delete admin records"
  on public.admin_users
  for delete
  to authenticated
  using ((select private.has_admin_level(3)));
