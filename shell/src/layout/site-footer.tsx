import { getRuntimeConfig, paths, SERVICE_TITLES, SITE } from '@bbt/shared';
import { Link } from 'react-router-dom';

export function SiteFooter() {
  const { supportEmail } = getRuntimeConfig();
  return (
    <footer className="site-footer">
      <div className="container site-footer__grid">
        <section aria-labelledby="footer-about">
          <h2 id="footer-about">{SITE.businessName}</h2>
          <p>
            Private airport and cruise transfers, island tours, concierge and photography in
            Barbados since {SITE.operatingSince}.
          </p>
        </section>
        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact">Contact</h2>
          <ul>
            <li>
              <a href={`tel:${SITE.phoneE164}`}>{SITE.phoneDisplay}</a>
            </li>
            <li>
              <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
            </li>
            <li>Customer service: {SITE.serviceHours}</li>
          </ul>
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
        <section aria-labelledby="footer-help">
          <h2 id="footer-help">Help</h2>
          <ul>
            <li>
              <Link to={paths.contact}>Contact us</Link>
            </li>
            <li>
              <Link to={paths.refundPolicy}>Refund policy</Link>
            </li>
            <li>
              <Link to={paths.cancelReservation}>Cancel a reservation</Link>
            </li>
          </ul>
        </section>
      </div>
      <div className="container site-footer__legal">
        <p>
          © {new Date().getFullYear()} {SITE.businessName}. Prices in {SITE.currency}.
        </p>
      </div>
    </footer>
  );
}
