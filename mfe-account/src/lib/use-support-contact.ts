import { getRuntimeConfig, useSiteSettings } from '@bbt/shared';

export interface SupportContactDetails {
  phoneDisplay: string;
  phoneE164: string;
  whatsappNumber: string;
  email: string;
}

/** The business's phone, WhatsApp and inbox, as staff set them (site settings) or deployed. */
export function useSupportContact(): SupportContactDetails {
  const phoneDisplay = useSiteSettings((settings) => settings.phoneDisplay);
  const phoneE164 = useSiteSettings((settings) => settings.phoneE164);
  const whatsappNumber = useSiteSettings((settings) => settings.whatsappNumber);
  const supportEmail = useSiteSettings((settings) => settings.supportEmail);
  return {
    phoneDisplay,
    phoneE164,
    whatsappNumber,
    email: supportEmail || getRuntimeConfig().supportEmail,
  };
}
