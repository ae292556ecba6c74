-- =====================================================================================================
-- The support e-mail staff set is a plain address. Every mailto: link and booking e-mail of the site
-- names it, and a value such as 'desk@example.com?cc=someone@else.example' would add recipients or
-- headers to each of them. The rule is PLAIN_EMAIL_PATTERN in shared/src/domain/validation/fields.ts
-- (the settings form checks it first); local-supabase/test/schema/site-settings-and-stats.test.ts
-- checks this constraint against the TypeScript on the same addresses.
-- =====================================================================================================

-- DATA ------------------------------------------------------------------------------------------------

-- A stored value that is not plain falls back to the deploy-time inbox (NULL), as an empty setting
-- does; the change is recorded in site_settings_events like any other.
update public.site_settings
   set support_email = null
 where support_email !~ '^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$';

-- CONSTRAINTS -----------------------------------------------------------------------------------------

alter table public.site_settings
  drop constraint site_settings_support_email_format,
  add constraint site_settings_support_email_format
    check (support_email ~ '^[A-Za-z0-9._+-]+@[A-Za-z0-9-]+(\.[A-Za-z0-9-]+)+$');

comment on constraint site_settings_support_email_format on public.site_settings is
  'A plain address (letters, digits and . _ + - before the @, a dotted domain): nothing a mailto: link reads as a parameter.';
