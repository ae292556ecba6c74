import { useSiteSettings } from '@bbt/shared';
import { BOOKING_MESSAGES, bookingSummaryMailto } from '@bbt/shared/domain';
import { Alert, Button, Icon } from '@bbt/shared/ui';

import styles from '../booking.module.css';
import { type PendingBooking, retryWaitingBookings } from '../pending-bookings';
import { bookingSummary } from './booking-details';
import { BookingSummaryList } from './booking-summary-list';
import { useHeadingFocus } from './use-heading-focus';
import { useInbox } from './use-inbox';

/** A booking kept in the browser while the database cannot be reached: what to do meanwhile. */
export function SavedLocally({ entry }: { entry: PendingBooking }) {
  const inbox = useInbox();
  const phone = useSiteSettings((s) => s.phoneDisplay);
  const phoneE164 = useSiteSettings((s) => s.phoneE164);
  const heading = useHeadingFocus();
  const { record } = entry;
  const summary = bookingSummary(record.args, record.localReference, null);
  const mail = bookingSummaryMailto(summary, inbox);
  return (
    <section className={styles.outcome} aria-labelledby={`saved-${record.key}`}>
      <h3 id={`saved-${record.key}`} ref={heading} tabIndex={-1} className={styles.outcomeTitle}>
        Your booking is saved on this device
      </h3>
      <Alert tone="warning" live="alert">
        <p>{BOOKING_MESSAGES.savedLocally}</p>
        <p className={styles.reference}>
          Reference number: <strong>{record.localReference}</strong>
        </p>
      </Alert>
      <p role="status">
        {entry.state === 'sending'
          ? 'Sending your booking…'
          : 'We keep trying to send it and will show the confirmation here as soon as it arrives. If you close this page, it is sent the next time you open our site on this device.'}
      </p>
      <div className={styles.actions}>
        <Button
          variant="secondary"
          onClick={retryWaitingBookings}
          disabled={entry.state === 'sending'}
        >
          Try again now
        </Button>
        <a className="btn btn--ghost" href={mail.href}>
          <Icon name="mail" /> E-mail the booking to us
        </a>
        <a className="btn btn--ghost" href={`tel:${phoneE164}`}>
          <Icon name="phone" /> {phone}
        </a>
      </div>
      <BookingSummaryList summary={summary} />
    </section>
  );
}
