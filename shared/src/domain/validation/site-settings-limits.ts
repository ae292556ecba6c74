// The longest values of the site settings, mirroring public.site_settings' constraints. Without
// zod: the settings page sets its fields' maxLength before its checks load.
export const SITE_SETTINGS_LIMITS = {
  serviceHours: 100,
  figure: 16,
  cardPaymentText: 500,
} as const;
