import { Icon } from '../../display/icons';
import type { SupportContacts } from './support-contacts';

/** Phone, e-mail, chat link and hours, from the site settings. */
export function ContactDetails({
  support,
  headingLevel = 2,
}: {
  support: SupportContacts;
  headingLevel?: 2 | 3;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className="contact-details">
      <Heading className="contact-details__title">Talk to us</Heading>
      <ul className="contact-details__list">
        <li>
          <Icon name="phone" className="contact-details__icon" />
          <span>
            <span className="contact-details__label">Phone</span>
            <a href={support.phoneHref}>{support.phoneDisplay}</a>
          </span>
        </li>
        <li>
          <Icon name="mail" className="contact-details__icon" />
          <span>
            <span className="contact-details__label">E-mail</span>
            <a href={support.emailHref}>{support.email}</a>
          </span>
        </li>
        <li>
          <Icon name="chat" className="contact-details__icon" />
          <span>
            <span className="contact-details__label">WhatsApp</span>
            <a href={support.chatHref} target="_blank" rel="noopener">
              Send us a chat message
              <span className="visually-hidden"> (opens in a new tab)</span>
            </a>
          </span>
        </li>
        <li>
          <Icon name="clock" className="contact-details__icon" />
          <span>
            <span className="contact-details__label">Customer service hours</span>
            {support.serviceHours}
          </span>
        </li>
      </ul>
    </div>
  );
}
