import { getRuntimeConfig, SITE } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';

export function ContactPage() {
  const { supportEmail } = getRuntimeConfig();
  const chatText = encodeURIComponent('Hello! I have a question about my booking');
  return (
    <PageFrame
      title="Contact Us"
      intro={<p>Questions about a ride, a tour or a booking? We are happy to help.</p>}
    >
      <ul>
        <li>
          Phone: <a href={`tel:${SITE.phoneE164}`}>{SITE.phoneDisplay}</a>
        </li>
        <li>
          E-mail: <a href={`mailto:${supportEmail}`}>{supportEmail}</a>
        </li>
        <li>
          WhatsApp:{' '}
          <a href={`https://wa.me/${SITE.whatsappNumber}?text=${chatText}`}>send us a message</a>
        </li>
        <li>Customer service: {SITE.serviceHours}</li>
      </ul>
      <section id="message-form" aria-labelledby="message-form-title">
        <h2 id="message-form-title">Send us a message</h2>
        <p>
          Write to <a href={`mailto:${supportEmail}`}>{supportEmail}</a> with your name, the service
          you are interested in and your dates, and we will reply within the hour during service
          hours.
        </p>
      </section>
    </PageFrame>
  );
}
