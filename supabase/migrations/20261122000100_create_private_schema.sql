-- =====================================================================================================
-- Private schema and shared helpers.
--
-- `private` is NOT in PostgREST's exposed schemas (public, graphql_public), so nothing in it can be
-- reached over the Data API. It holds the security-definer functions that RLS policies call, the
-- trigger functions, and the pricing reference tables. Supabase's RLS guidance: "a security definer
-- function in an exposed schema is callable over the Data API with the creator's privileges", so
-- they live here instead.
-- =====================================================================================================

-- SCHEMA ----------------------------------------------------------------------------------------------

/** Home of privileged helpers; never exposed over the Data API. */
create schema if not exists private;

comment on schema private is
  'Not exposed over the Data API: security-definer helpers used by RLS policies, trigger functions and pricing reference data.';

-- GRANTS ----------------------------------------------------------------------------------------------

-- Policies are evaluated as the caller (anon or authenticated): they need USAGE on the schema to call
-- the few helpers granted to them below and in later migrations. Tables here are never granted.
revoke all on schema private from public;
grant usage on schema private to anon, authenticated, service_role;

-- Postgres grants EXECUTE on new functions to PUBLIC; in this schema every function must be granted
-- explicitly instead.
alter default privileges in schema private revoke execute on functions from public;

-- FUNCTIONS -------------------------------------------------------------------------------------------

/**
 * Keeps `updated_at` honest: the server's clock, whatever the client sent. Used by a BEFORE UPDATE
 * trigger on every table that has the column. Not security definer: it only touches NEW.
 */
create or replace function private.set_updated_at()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  new.updated_at := now();
  return new;
end;
$$;

comment on function private.set_updated_at() is
  'BEFORE UPDATE trigger: sets updated_at to the server clock.';

revoke execute on function private.set_updated_at() from public;

/**
 * The e-mail address of the current request's user, lower-cased, from the verified JWT
 * (`request.jwt.claims`, set by PostgREST). NULL for anonymous callers. Never reads user_metadata,
 * which users can edit.
 */
create or replace function private.request_email()
returns text
language sql
stable
set search_path = ''
as $$
  select nullif(lower(btrim(auth.jwt() ->> 'email')), '');
$$;

comment on function private.request_email() is
  'Lower-cased e-mail claim of the verified JWT; NULL for anon.';

revoke execute on function private.request_email() from public;
grant execute on function private.request_email() to anon, authenticated, service_role;

/**
 * The current request's user id (auth.uid()) when that user still exists in auth.users, else NULL.
 * Server-set author columns use it, so a still-valid token of a deleted user cannot trip the
 * foreign key to auth.users. Security definer: end-user roles cannot read auth.users.
 */
create or replace function private.current_user_id()
returns uuid
language sql
stable
security definer
set search_path = ''
as $$
  select u.id from auth.users u where u.id = auth.uid();
$$;

comment on function private.current_user_id() is
  'auth.uid() if that user exists in auth.users, else NULL (for server-set author columns).';

revoke execute on function private.current_user_id() from public;
grant execute on function private.current_user_id() to anon, authenticated, service_role;
