import { paths, SITE } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';
import { Link } from 'react-router-dom';

export function CancelReservationPage() {
  return (
    <PageFrame
      title="Cancel a Reservation"
      intro={
        <p>Need to cancel? Read how cancellations work, then send us your confirmation number.</p>
      }
    >
      <p>
        Cancellations more than 48 hours before pickup are refunded in full; see the{' '}
        <Link to={paths.refundPolicy}>refund policy</Link> for the other cases. For a pickup within
        24 hours, please call <a href={`tel:${SITE.phoneE164}`}>{SITE.phoneDisplay}</a>.
      </p>
    </PageFrame>
  );
}
