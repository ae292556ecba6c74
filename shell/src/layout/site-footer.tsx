import { getRuntimeConfig, paths, SERVICE_TITLES, SITE, useSiteSettings } from '@bbt/shared';
import { chatMessage, mailtoHref } from '@bbt/shared/domain';
import { Link } from '@bbt/shared/router';

import { FOOTER_LINKS } from './nav-items';

/** WhatsApp click-to-chat with the greeting (no booking reference outside a booking). */
export function generalChatLink(whatsappNumber: string): string {
  const text = chatMessage('').trim();
  return `https://wa.me/${whatsappNumber.replace(/\D/g, '')}?text=${encodeURIComponent(text)}`;
}

/**
 * The public footer: the eight services, site links, and the support phone, e-mail, chat link and
 * customer-service hours from the site settings (staff may change them without a release).
 */
export function SiteFooter() {
  const settings = useSiteSettings((state) => state);
  const supportEmail = settings.supportEmail || getRuntimeConfig().supportEmail;
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about" className="site-footer__about">
          <h2 id="footer-about">{SITE.businessName}</h2>
          <p>
            Private airport and cruise transfers, island tours, concierge and photography in
            Barbados since {SITE.operatingSince}. Prices in US dollars, agreed before you ride.
          </p>
          <p className="site-footer__figures">
            {settings.figures.customers} customers · {settings.figures.rating} rating
          </p>
        </section>
        <section aria-labelledby="footer-services">
          <h2 id="footer-services">Services</h2>
          <ul>
            {SERVICE_TITLES.map((service) => (
              <li key={service.id}>
                <Link to={paths.gig(service.id)}>{service.title}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-links">
          <h2 id="footer-links">Plan your trip</h2>
          <ul>
            {FOOTER_LINKS.map((link) => (
              <li key={link.label}>
                <Link to={link.to}>{link.label}</Link>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Customer service</h2>
          <ul>
            <li>
              Phone: <a href={`tel:${settings.phoneE164}`}>{settings.phoneDisplay}</a>
            </li>
            <li>
              E-mail: <a href={mailtoHref(supportEmail)}>{supportEmail}</a>
            </li>
            <li>
              <a href={generalChatLink(settings.whatsappNumber)} rel="noopener" target="_blank">
                Chat with us on WhatsApp
                <span className="visually-hidden"> (opens in a new tab)</span>
              </a>
            </li>
            <li>Hours: {settings.serviceHours}</li>
          </ul>
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {SITE.businessName}. All prices in {SITE.currency}.
        </p>
      </div>
    </footer>
  );
}
