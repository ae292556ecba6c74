-- =====================================================================================================
-- The Users page: admins may see the staff list, only a super_admin changes it. Until now
-- only a super_admin could read other staff records.
-- =====================================================================================================

-- RLS -------------------------------------------------------------------------------------------------

drop policy "Users can read their own admin record and super admins can read all" on public.admin_users;

/**
 * The client checks "am I staff?" by reading the record for its own e-mail; admins
 * and super_admins see every record on the Users page. Writes stay super_admin only.
 */
create policy "Users can read their own admin record and admins can read all"
  on public.admin_users
  for select
  to authenticated
  using (
    lower(email) = (select private.request_email())
    or (select private.has_admin_level(2))
  );
