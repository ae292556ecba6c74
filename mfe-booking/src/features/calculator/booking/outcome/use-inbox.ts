import { getRuntimeConfig, useSiteSettings } from '@bbt/shared';

/** Where the visitor's prepared e-mails go: the site settings' inbox, else the runtime default. */
export function useInbox(): string {
  const fromSettings = useSiteSettings((s) => s.supportEmail);
  return fromSettings || getRuntimeConfig().supportEmail;
}
