import type { SiteSettingsForm } from '../domain/validation/staff-schemas';
import type { Tables, TablesUpdate } from '../supabase/database.types';
import { DEFAULT_SITE_SETTINGS, REMINDER_HOURS_RANGE, type SiteSettings } from './site-settings';

/** public.site_settings as stored: one row, NULL meaning "the built-in value". */
export type SiteSettingsRow = Tables<'site_settings'>;
export type SiteSettingsValues = Omit<SiteSettingsRow, 'id' | 'updated_at'>;

/** The columns the public site reads (the select list of every settings request). */
export const SITE_SETTINGS_COLUMNS = [
  'support_phone',
  'support_email',
  'service_hours',
  'figure_customers',
  'figure_years',
  'figure_rating',
  'figure_satisfaction',
  'card_payment_text',
  'show_bbd',
  'reminder_hours_before',
] as const satisfies readonly (keyof SiteSettingsValues)[];

export type SiteSettingsColumn = (typeof SITE_SETTINGS_COLUMNS)[number];

/** '+1 246 269 9288' → '+12462699288' (tel: links); '12462699288' for WhatsApp. */
export function phoneNumbersOf(display: string): { phoneE164: string; whatsappNumber: string } {
  const digits = display.replace(/\D/g, '');
  return { phoneE164: `+${digits}`, whatsappNumber: digits };
}

const text = (value: unknown): string | null =>
  typeof value === 'string' && value.trim() !== '' ? value : null;

/**
 * The overrides a stored row makes to the built-in settings: only the values it sets, ignoring
 * NULLs and anything of the wrong type (the row may come from a newer or older schema).
 */
export function siteSettingsFromRow(
  row: Partial<Record<SiteSettingsColumn, unknown>>,
  base: SiteSettings = DEFAULT_SITE_SETTINGS,
): Partial<SiteSettings> {
  const overrides: Partial<SiteSettings> = {};
  const phone = text(row.support_phone);
  if (phone) Object.assign(overrides, { phoneDisplay: phone, ...phoneNumbersOf(phone) });
  const email = text(row.support_email);
  if (email) overrides.supportEmail = email;
  const hours = text(row.service_hours);
  if (hours) overrides.serviceHours = hours;
  const card = text(row.card_payment_text);
  if (card) overrides.cardPaymentText = card;
  if (typeof row.show_bbd === 'boolean') overrides.showBbd = row.show_bbd;
  const lead = row.reminder_hours_before;
  if (
    typeof lead === 'number' &&
    Number.isInteger(lead) &&
    lead >= REMINDER_HOURS_RANGE.min &&
    lead <= REMINDER_HOURS_RANGE.max
  ) {
    overrides.reminderHoursBefore = lead;
  }
  const figures = {
    customers: text(row.figure_customers) ?? base.figures.customers,
    years: text(row.figure_years) ?? base.figures.years,
    rating: text(row.figure_rating) ?? base.figures.rating,
    satisfaction: text(row.figure_satisfaction) ?? base.figures.satisfaction,
  };
  const figuresChanged = (Object.keys(figures) as (keyof typeof figures)[]).some(
    (key) => figures[key] !== base.figures[key],
  );
  if (figuresChanged) overrides.figures = figures;
  return overrides;
}

/** The settings as the admin form edits them (built-in values wherever the row has none). */
export function effectiveSiteSettings(
  row: Partial<Record<SiteSettingsColumn, unknown>>,
): SiteSettings {
  return { ...DEFAULT_SITE_SETTINGS, ...siteSettingsFromRow(row) };
}

/**
 * The update a saved settings form makes: every editable column, trimmed, with NULL wherever the
 * value is the built-in one (so a later release's built-in values still reach those settings) and
 * for a blank e-mail (the deploy-time inbox).
 */
export function siteSettingsUpdate(
  settings: SiteSettingsForm,
  base: SiteSettings = DEFAULT_SITE_SETTINGS,
): TablesUpdate<'site_settings'> {
  const unlessBuiltIn = (value: string, builtIn: string) =>
    value.trim() === '' || value.trim() === builtIn ? null : value.trim();
  return {
    support_phone: unlessBuiltIn(settings.supportPhone, base.phoneDisplay),
    support_email: unlessBuiltIn(settings.supportEmail, base.supportEmail),
    service_hours: unlessBuiltIn(settings.serviceHours, base.serviceHours),
    figure_customers: unlessBuiltIn(settings.figureCustomers, base.figures.customers),
    figure_years: unlessBuiltIn(settings.figureYears, base.figures.years),
    figure_rating: unlessBuiltIn(settings.figureRating, base.figures.rating),
    figure_satisfaction: unlessBuiltIn(settings.figureSatisfaction, base.figures.satisfaction),
    card_payment_text: unlessBuiltIn(settings.cardPaymentText, base.cardPaymentText),
    show_bbd: settings.showBbd === base.showBbd ? null : settings.showBbd,
    reminder_hours_before:
      Number(settings.reminderHoursBefore) === base.reminderHoursBefore
        ? null
        : Number(settings.reminderHoursBefore),
  };
}

/** Back to every built-in value. */
export const BUILT_IN_SITE_SETTINGS_UPDATE: TablesUpdate<'site_settings'> = Object.fromEntries(
  SITE_SETTINGS_COLUMNS.map((column) => [column, null]),
);
