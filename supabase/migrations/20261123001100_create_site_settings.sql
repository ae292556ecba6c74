-- =====================================================================================================
-- Site settings (/admin/settings really saves them): the
-- values staff change without a release (support phone and e-mail, service hours, the marketing
-- figures, the card-payment text, BBD display on or off), and their append-only change history.
--
-- One row. A NULL column means "use the site's built-in value" (shared/src/config/site-settings.ts),
-- so the public site keeps working with an empty row, an old row or no database at all. Everyone
-- reads the row (the public site does, with the anon key and a plain fetch); only a super_admin
-- changes it, and every change leaves one site_settings_events row (who, when, from, to).
-- =====================================================================================================

-- TABLES ----------------------------------------------------------------------------------------------

/**
 * The single row of editable site settings (id is always true). Text limits match the settings form
 * (shared/src/domain/validation/site-settings-schema.ts); the phone needs 10 to 15 digits.
 */
create table public.site_settings (
  id boolean primary key default true
    constraint site_settings_single_row check (id),
  support_phone text
    constraint site_settings_support_phone_format check (
      support_phone ~ '^\+?[0-9 ()-]{10,25}$'
      and char_length(regexp_replace(support_phone, '[^0-9]', '', 'g')) between 10 and 15),
  support_email text
    constraint site_settings_support_email_length check (char_length(support_email) between 3 and 254)
    constraint site_settings_support_email_format
    check (support_email ~ '^[^@[:space:]]+@[^@[:space:]]+\.[^@[:space:]]+$'),
  service_hours text
    constraint site_settings_service_hours_length check (char_length(btrim(service_hours)) between 3 and 100),
  figure_customers text
    constraint site_settings_figure_customers_length check (char_length(btrim(figure_customers)) between 1 and 16),
  figure_years text
    constraint site_settings_figure_years_length check (char_length(btrim(figure_years)) between 1 and 16),
  figure_rating text
    constraint site_settings_figure_rating_length check (char_length(btrim(figure_rating)) between 1 and 16),
  figure_satisfaction text
    constraint site_settings_figure_satisfaction_length
    check (char_length(btrim(figure_satisfaction)) between 1 and 16),
  card_payment_text text
    constraint site_settings_card_payment_text_length
    check (char_length(btrim(card_payment_text)) between 10 and 500),
  show_bbd boolean,
  updated_at timestamptz not null default now()
);

comment on table public.site_settings is
  'One row of site settings staff edit at runtime; NULL = the built-in value. Public read, super_admin write.';
comment on column public.site_settings.support_phone is
  'Display form, e.g. +1 246 269 9288; the site derives the tel: and WhatsApp numbers from its digits.';
comment on column public.site_settings.support_email is
  'Support inbox shown on the site; NULL = the deploy-time inbox (runtime config supportEmail).';
comment on column public.site_settings.card_payment_text is
  'How a card payment is collected, shown with the booking confirmation.';
comment on column public.site_settings.show_bbd is
  'Show the Barbados-dollar amount beside every USD price.';

/**
 * Append-only history of site_settings: one row per UPDATE that changed something, with the changed
 * columns as {"column": {"from": old, "to": new}} and who made the change. Written only by a trigger.
 */
create table public.site_settings_events (
  id bigint generated always as identity primary key,
  changes jsonb not null
    constraint site_settings_events_changes_object check (jsonb_typeof(changes) = 'object'),
  actor_id uuid,
  actor_email text,
  actor_role text not null,
  created_at timestamptz not null default now()
);

comment on table public.site_settings_events is
  'Append-only audit of site_settings changes (columns from/to, who, when), written by a trigger only.';

-- INDEXES ---------------------------------------------------------------------------------------------

-- The settings page lists the latest changes first.
create index site_settings_events_created_at_idx on public.site_settings_events (created_at desc);

-- TRIGGER FUNCTIONS -----------------------------------------------------------------------------------

/**
 * Records what an UPDATE of site_settings changed (every column but id and updated_at) and who did it.
 * Security definer because nobody is granted INSERT on site_settings_events.
 */
create or replace function private.record_site_settings_change()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  claims jsonb := auth.jwt();
  actor_role text := coalesce(nullif(claims ->> 'role', ''), session_user);
  old_row jsonb := to_jsonb(old) - 'id' - 'updated_at';
  new_row jsonb := to_jsonb(new) - 'id' - 'updated_at';
  changed jsonb;
begin
  select coalesce(jsonb_object_agg(n.key, jsonb_build_object('from', old_row -> n.key, 'to', n.value)), '{}'::jsonb)
    into changed
    from jsonb_each(new_row) as n
   where (old_row -> n.key) is distinct from n.value;
  if changed <> '{}'::jsonb then
    insert into public.site_settings_events (changes, actor_id, actor_email, actor_role)
    values (changed, auth.uid(), private.request_email(), actor_role);
  end if;
  return new;
end;
$$;

comment on function private.record_site_settings_change() is
  'AFTER UPDATE on site_settings: appends the changed columns (from/to) and the actor to site_settings_events.';

/** site_settings_events is append-only for everyone, owner included (short of TRUNCATE). */
create or replace function private.forbid_site_settings_event_change()
returns trigger
language plpgsql
set search_path = ''
as $$
begin
  raise exception 'site_settings_events is append-only'
    using errcode = '42501';
end;
$$;

comment on function private.forbid_site_settings_event_change() is
  'BEFORE UPDATE/DELETE on site_settings_events: refuses every change (the history is append-only).';

revoke execute on function private.record_site_settings_change() from public;
revoke execute on function private.forbid_site_settings_event_change() from public;

-- TRIGGERS --------------------------------------------------------------------------------------------

create trigger site_settings_set_updated_at
  before update on public.site_settings
  for each row execute function private.set_updated_at();

create trigger site_settings_record_change
  after update on public.site_settings
  for each row execute function private.record_site_settings_change();

create trigger site_settings_events_append_only
  before update or delete on public.site_settings_events
  for each row execute function private.forbid_site_settings_event_change();

-- ROWS ------------------------------------------------------------------------------------------------

-- The one row, empty: every value falls back to the built-in one until a super_admin sets it.
insert into public.site_settings (id) values (true);

-- GRANTS ----------------------------------------------------------------------------------------------

revoke all on table public.site_settings, public.site_settings_events from anon, authenticated;

-- Everyone reads the settings (the public site shows them); no INSERT or DELETE for anyone: the one
-- row exists from this migration on. A super_admin updates the values (enforced by RLS).
grant select on table public.site_settings to anon, authenticated;
grant update (support_phone, support_email, service_hours, figure_customers, figure_years,
              figure_rating, figure_satisfaction, card_payment_text, show_bbd)
  on table public.site_settings to authenticated;
grant select on table public.site_settings_events to authenticated;

grant select, update on table public.site_settings to service_role;
grant select on table public.site_settings_events to service_role;

-- RLS -------------------------------------------------------------------------------------------------

alter table public.site_settings enable row level security;
alter table public.site_settings_events enable row level security;

/** The public site reads its phone, e-mail, hours, figures and payment text from here. */
create policy "Anyone can read the site settings"
  on public.site_settings
  for select
  to anon, authenticated
  using (true);

/**
 * Only a super_admin changes the settings. USING is true on purpose: anybody else's UPDATE reaches
 * the WITH CHECK and is refused with 42501 ("new row violates row-level security policy"), instead
 * of silently matching no row, so a refused write is never mistaken for a saved one.
 */
create policy "Super admins can change the site settings"
  on public.site_settings
  for update
  to authenticated
  using (true)
  with check ((select private.has_admin_level(3)));

/** The change history is for the people who may make changes. */
create policy "Super admins can read site settings changes"
  on public.site_settings_events
  for select
  to authenticated
  using ((select private.has_admin_level(3)));
