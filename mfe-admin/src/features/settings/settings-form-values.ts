import { DEFAULT_SUPPORT_EMAIL, type SiteSettings, type SiteSettingsColumn } from '@bbt/shared';
import type { SiteSettingsForm } from '@bbt/shared/domain';

/** The form's values for the settings as they are now (built-in values where none are stored). */
export function settingsFormValues(settings: SiteSettings): SiteSettingsForm {
  return {
    supportPhone: settings.phoneDisplay,
    supportEmail: settings.supportEmail,
    serviceHours: settings.serviceHours,
    figureCustomers: settings.figures.customers,
    figureYears: settings.figures.years,
    figureRating: settings.figures.rating,
    figureSatisfaction: settings.figures.satisfaction,
    cardPaymentText: settings.cardPaymentText,
    showBbd: settings.showBbd,
    reminderHoursBefore: String(settings.reminderHoursBefore),
  };
}

export const SETTING_LABELS: Readonly<Record<SiteSettingsColumn, string>> = {
  support_phone: 'Support phone',
  support_email: 'Support e-mail',
  service_hours: 'Service hours',
  figure_customers: 'Customers figure',
  figure_years: 'Years figure',
  figure_rating: 'Rating figure',
  figure_satisfaction: 'Satisfaction figure',
  card_payment_text: 'Card payment text',
  show_bbd: 'Show Barbados dollars',
  reminder_hours_before: 'Reminder lead time (hours)',
};

/** A stored value as people read it: NULL is the built-in value. */
export function settingValueLabel(value: unknown): string {
  if (value === null || value === undefined) return 'built-in value';
  if (value === true) return 'on';
  if (value === false) return 'off';
  const text = String(value);
  return `“${text.length > 60 ? `${text.slice(0, 60)}…` : text}”`;
}

export interface SettingChange {
  label: string;
  from: string;
  to: string;
}

/** The rows of one history entry ({"column": {"from": …, "to": …}}), in form order. */
export function settingChanges(changes: unknown): SettingChange[] {
  if (!changes || typeof changes !== 'object') return [];
  const entries = changes as Record<string, { from?: unknown; to?: unknown } | undefined>;
  return (Object.keys(SETTING_LABELS) as SiteSettingsColumn[])
    .filter((column) => entries[column] !== undefined)
    .map((column) => ({
      label: SETTING_LABELS[column],
      from: settingValueLabel(entries[column]?.from),
      to: settingValueLabel(entries[column]?.to),
    }));
}

export const DEPLOY_TIME_INBOX_HINT = (inbox: string) =>
  `Leave blank to use the inbox chosen at deploy time (${inbox || DEFAULT_SUPPORT_EMAIL}).`;
