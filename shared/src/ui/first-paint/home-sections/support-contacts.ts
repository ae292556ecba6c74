// The settings through the package name: in a remote, that is the page's one copy (a shared
// module), which the shell fills in; a relative import would be the remote's own, never loaded.
// eslint-disable-next-line @nx/enforce-module-boundaries
import { getRuntimeConfig, useSiteSettings } from '@bbt/shared';
import { chatMessage, mailtoHref } from '../../../domain/mailto/support-links';

export interface SupportContacts {
  phoneDisplay: string;
  phoneHref: string;
  email: string;
  emailHref: string;
  chatHref: string;
  serviceHours: string;
}

/**
 * The support phone, e-mail, chat link and hours from the site settings (staff may change them),
 * the inbox falling back to the deploy-time setting. The chat link carries the greeting,
 * with the booking reference when there is one.
 */
export function useSupportContacts(reference = ''): SupportContacts {
  const settings = useSiteSettings((state) => state);
  const email = settings.supportEmail || getRuntimeConfig().supportEmail;
  const text = chatMessage(reference).trim();
  return {
    phoneDisplay: settings.phoneDisplay,
    phoneHref: `tel:${settings.phoneE164}`,
    email,
    emailHref: mailtoHref(email),
    chatHref: `https://wa.me/${settings.whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`,
    serviceHours: settings.serviceHours,
  };
}
