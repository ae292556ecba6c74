import { paths, ROUTES } from '@bbt/shared';
import { Accordion, Alert, PageFrame } from '@bbt/shared/ui';
import { Link } from '@bbt/shared/router';

import { useSupportContacts } from '@bbt/shared/ui/first-paint';
import { CancellationForm } from './cancellation-form';
import { CANCELLATION_POLICIES } from './cancellation-policies';
import styles from './cancellation.module.css';

/** /cancel-reservation: the four policies, one open at a time, and the form. */
export function CancelReservationPage() {
  const support = useSupportContacts();
  return (
    <PageFrame head={ROUTES.cancelReservation.head}>
      <div className={styles.layout}>
        <section aria-labelledby="policies-title">
          <h2 id="policies-title" className={styles.sectionTitle}>
            Our cancellation policy
          </h2>
          <Accordion items={CANCELLATION_POLICIES} headingLevel={3} />
          <p className={styles.more}>
            Every term is on the <Link to={paths.refundPolicy}>refund policy</Link> page.
          </p>
        </section>
        <section aria-labelledby="cancel-form-title" className={styles.formCard}>
          <h2 id="cancel-form-title" className={styles.sectionTitle}>
            Request a cancellation
          </h2>
          <CancellationForm />
          <Alert tone="warning" title="Pickup within 24 hours?">
            <p>
              Please call us on <a href={support.phoneHref}>{support.phoneDisplay}</a> so we can
              stop your driver in time.
            </p>
          </Alert>
          <p className={styles.more}>
            Signed in? You can also cancel from <Link to={paths.myBookings}>My Bookings</Link>.
          </p>
        </section>
      </div>
    </PageFrame>
  );
}
