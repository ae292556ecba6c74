import { paths } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';
import { Link } from 'react-router-dom';

import { REFUND_TERMS } from './refund-terms';

export function RefundPolicyPage() {
  return (
    <PageFrame
      title="Refund Policy"
      intro={<p>How cancellations and refunds work for rides booked with us.</p>}
    >
      <ul>
        {REFUND_TERMS.map((term) => (
          <li key={term}>{term}</li>
        ))}
      </ul>
      <p>
        To cancel a booking, use the{' '}
        <Link to={paths.cancelReservation}>cancellation request form</Link>.
      </p>
    </PageFrame>
  );
}
