import { ROUTES, paths } from '@bbt/shared';
import { Icon, PageFrame } from '@bbt/shared/ui';
import { Link } from '@bbt/shared/router';

import { useSupportContacts } from '@bbt/shared/ui/first-paint';
import styles from './refund-policy.module.css';
import { REFUND_TERM_GROUPS } from './refund-terms';

/** /refund-policy: every refund term. */
export function RefundPolicyPage() {
  const support = useSupportContacts();
  return (
    <PageFrame head={ROUTES.refundPolicy.head}>
      <div className={styles.groups}>
        {REFUND_TERM_GROUPS.map((group) => (
          <section key={group.title} className={styles.group}>
            <h2>{group.title}</h2>
            <ul>
              {group.terms.map((term) => (
                <li key={term}>
                  <Icon name="check" className={styles.icon} />
                  <span>{term}</span>
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <p className={styles.actions}>
        <Link className="btn btn--primary" to={paths.cancelReservation}>
          Cancel a reservation
        </Link>
        <a className="btn btn--secondary" href={support.phoneHref}>
          Call {support.phoneDisplay}
        </a>
      </p>
    </PageFrame>
  );
}
