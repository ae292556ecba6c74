import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import { SITE } from './site';

/**
 * The values staff may change without a release (support phone, hours, marketing figures, the
 * card-payment text, BBD display). The built-in values below are the fallback; the admin area's
 * settings page stores overrides in the database and `applySiteSettings` merges them in at runtime.
 * Lives in the singleton entry so host and remotes read one copy.
 */
export interface SiteSettings {
  phoneDisplay: string;
  phoneE164: string;
  whatsappNumber: string;
  /** Empty means "use the deploy-time inbox" (runtime config `supportEmail`). */
  supportEmail: string;
  serviceHours: string;
  figures: { customers: string; years: string; rating: string; satisfaction: string };
  /** How the business collects a card payment, shown on the booking confirmation. */
  cardPaymentText: string;
  /** Show the Barbados-dollar amount beside every USD price. */
  showBbd: boolean;
  /** Hours before pickup the reminder e-mail goes out (REMINDER_HOURS_RANGE; the database's default). */
  reminderHoursBefore: number;
}

/** The reminder's lead time: 24 hours unless staff change it, from 1 hour to a week. */
export const REMINDER_HOURS_RANGE = { min: 1, max: 168, builtIn: 24 } as const;

export const DEFAULT_SITE_SETTINGS: SiteSettings = {
  phoneDisplay: SITE.phoneDisplay,
  phoneE164: SITE.phoneE164,
  whatsappNumber: SITE.whatsappNumber,
  supportEmail: '',
  serviceHours: SITE.serviceHours,
  figures: { ...SITE.figures },
  cardPaymentText:
    'We will send you a secure card payment link by e-mail before your trip. You can also pay the driver by card on the day.',
  showBbd: true,
  reminderHoursBefore: REMINDER_HOURS_RANGE.builtIn,
};

export const siteSettingsStore = createStore<SiteSettings>(() => DEFAULT_SITE_SETTINGS);

export function applySiteSettings(overrides: Partial<SiteSettings>): void {
  siteSettingsStore.setState((current) => ({ ...current, ...overrides }));
}

export function useSiteSettings<T>(selector: (settings: SiteSettings) => T): T {
  return useStore(siteSettingsStore, selector);
}
