-- =====================================================================================================
-- Linking a driver to a sign-in account: public.link_driver_account(driver, e-mail), admins and
-- super_admins only, and public.list_driver_accounts() for staff, which names each linked driver's
-- account e-mail (staff cannot read auth.users themselves).
--
-- The refusals are FLEET_MESSAGES of shared/src/domain/dispatch, word for word:
--   - no account uses the e-mail (P0001);
--   - the account is staff (an active admin_users record with its e-mail): a driver is not staff (P0001);
--   - the account is already linked to another driver (P0001);
--   - the driver does not exist (P0002); the caller is not an admin (42501).
-- A NULL or blank e-mail unlinks the driver.
-- =====================================================================================================

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * Links driver `p_driver_id` to the auth user whose e-mail is `p_email` (case-insensitive), or unlinks
 * it when `p_email` is NULL or blank. Returns the linked account's e-mail (NULL after unlinking).
 * Security definer: it reads auth.users and public.admin_users, which staff cannot.
 */
create or replace function public.link_driver_account(p_driver_id uuid, p_email text)
returns text
language plpgsql
volatile
security definer
set search_path = ''
as $$
declare
  v_email text := lower(btrim(coalesce(p_email, '')));
  v_user_id uuid;
  v_user_email text;
  v_other text;
begin
  if private.admin_level() < 2 then
    raise exception using errcode = '42501',
      message = 'permission denied: only an admin can link driver accounts';
  end if;

  perform 1 from public.drivers d where d.id = p_driver_id for update;
  if not found then
    raise exception using errcode = 'P0002', message = 'Driver not found', detail = 'driver_id';
  end if;

  if v_email = '' then
    update public.drivers set user_id = null where id = p_driver_id;
    return null;
  end if;

  select u.id, u.email into v_user_id, v_user_email
    from auth.users u
   where lower(u.email) = v_email
   limit 1;
  if v_user_id is null then
    raise exception using errcode = 'P0001',
      message = format('No account uses the e-mail %s', v_email), detail = 'email';
  end if;

  if exists (select 1 from public.admin_users a where a.is_active and lower(a.email) = v_email) then
    raise exception using errcode = 'P0001',
      message = format('%s is a staff account: a driver is not staff', v_email), detail = 'email';
  end if;

  select d.full_name into v_other
    from public.drivers d
   where d.user_id = v_user_id
     and d.id <> p_driver_id;
  if found then
    raise exception using errcode = 'P0001',
      message = format('%s is already linked to driver %s', v_email, v_other), detail = 'email';
  end if;

  update public.drivers set user_id = v_user_id where id = p_driver_id;
  return lower(v_user_email);
end;
$$;

comment on function public.link_driver_account(uuid, text) is
  'Admins+: links a driver to the auth user with that e-mail (not staff, not another driver''s); NULL unlinks.';

/**
 * Every driver linked to an account, with the account's e-mail: for the staff's fleet list (moderator
 * and up; nobody else gets a row). Security definer: it reads auth.users.
 */
create or replace function public.list_driver_accounts()
returns table (driver_id uuid, email text)
language sql
stable
security definer
set search_path = ''
as $$
  select d.id, lower(u.email)
    from public.drivers d
    join auth.users u on u.id = d.user_id
   where private.has_admin_level(1)
   order by d.id;
$$;

comment on function public.list_driver_accounts() is
  'Staff (moderator+): driver_id and account e-mail of every linked driver; no rows for anyone else.';

-- GRANTS ----------------------------------------------------------------------------------------------

revoke execute on function public.link_driver_account(uuid, text) from public, anon;
grant execute on function public.link_driver_account(uuid, text) to authenticated, service_role;
revoke execute on function public.list_driver_accounts() from public, anon;
grant execute on function public.list_driver_accounts() to authenticated, service_role;
