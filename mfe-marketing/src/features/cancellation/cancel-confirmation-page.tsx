import { paths, ROUTES } from '@bbt/shared';
import { Icon, PageFrame } from '@bbt/shared/ui';
import { Link, useLocation } from '@bbt/shared/router';

import { type PreparedMail, PreparedMailNote } from '../../lib/mail/prepared-mail-note';
import { useSupportContacts } from '@bbt/shared/ui/first-paint';
import styles from './cancellation.module.css';

function preparedMailOf(state: unknown): PreparedMail | null {
  if (typeof state !== 'object' || state === null) return null;
  const mail = (state as { mail?: unknown }).mail;
  if (typeof mail !== 'object' || mail === null) return null;
  const { href, reference, shortened } = mail as Record<string, unknown>;
  if (typeof href !== 'string' || !href.startsWith('mailto:') || typeof reference !== 'string') {
    return null;
  }
  return { href, reference, shortened: shortened === true };
}

export const NEXT_STEPS = [
  'Our team reviews your request.',
  'You receive an e-mail confirmation within the hour.',
  'Any refund due is paid within 14 days.',
] as const;

/** /cancel-confirmation: 'Cancellation Request Received' and the next steps. */
export function CancelConfirmationPage() {
  const location = useLocation();
  const support = useSupportContacts();
  const mail = preparedMailOf(location.state);
  return (
    <PageFrame head={ROUTES.cancelConfirmation.head}>
      {mail && <PreparedMailNote mail={mail} inbox={support.email} />}
      <section aria-labelledby="next-steps" className={styles.nextSteps}>
        <h2 id="next-steps" className={styles.sectionTitle}>
          What happens next
        </h2>
        <ol className={styles.steps}>
          {NEXT_STEPS.map((step, index) => (
            <li key={step}>
              <span className={styles.stepNumber} aria-hidden="true">
                {index + 1}
              </span>
              {step}
            </li>
          ))}
        </ol>
      </section>
      <p className={styles.links}>
        <Link className="btn btn--primary" to={paths.home}>
          Back to home
        </Link>
        <Link className="btn btn--secondary" to={paths.contact}>
          Contact us
        </Link>
      </p>
      <p className={styles.more}>
        <Icon name="phone" size={16} /> Urgent? Call{' '}
        <a href={support.phoneHref}>{support.phoneDisplay}</a>, {support.serviceHours}.
      </p>
    </PageFrame>
  );
}
