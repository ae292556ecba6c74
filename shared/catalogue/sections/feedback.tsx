import { Alert, Button, notify, Skeleton, Spinner } from '@bbt/shared/ui';

import styles from '../catalogue.module.css';
import { Example, Section } from './section';

export function FeedbackSection() {
  return (
    <Section id="feedback" title="Toasts, alerts, loading">
      <div className={styles.row}>
        <Button variant="secondary" onClick={() => notify.success('Profile updated successfully!')}>
          Success toast
        </Button>
        <Button variant="secondary" onClick={() => notify.error('Please correct the errors below')}>
          Error toast
        </Button>
        <Button
          variant="secondary"
          onClick={() => notify.warning('Your session is about to expire')}
        >
          Warning toast
        </Button>
        <Button variant="secondary" onClick={() => notify.info('Your message has been prepared!')}>
          Info toast
        </Button>
      </div>
      <div className={styles.stack}>
        <Alert tone="info" title="After hours">
          Pickups from midnight to 5:59 AM carry a US$20 surcharge.
        </Alert>
        <Alert tone="success" title="Booking confirmed">
          Reference BB-123456-ABC.
        </Alert>
        <Alert tone="warning">
          This booking is within 24 hours. Cancellation charges may apply.
        </Alert>
        <Alert
          tone="danger"
          title="Failed to load bookings"
          action={<Button size="sm">Try again</Button>}
        >
          Check your connection.
        </Alert>
      </div>
      <div className={styles.row}>
        <Example label="spinner">
          <Spinner label="Loading your bookings…" />
        </Example>
        <Example label="skeleton">
          <div className={styles.skeletonBox}>
            <Skeleton lines={3} />
          </div>
        </Example>
      </div>
    </Section>
  );
}
