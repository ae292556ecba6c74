import { paths } from '@bbt/shared';
import { PageFrame } from '@bbt/shared/ui';
import { Link } from 'react-router-dom';

/** SPEC section 2, Cancel reservation: the confirmation page and its next steps. */
export function CancelConfirmationPage() {
  return (
    <PageFrame title="Cancellation Request Received">
      <h2>What happens next</h2>
      <ol>
        <li>Our team reviews your request.</li>
        <li>You receive an e-mail confirmation within the hour.</li>
        <li>Any refund due is paid within 14 days.</li>
      </ol>
      <p>
        <Link className="btn btn--primary" to={paths.home}>
          Back to home
        </Link>{' '}
        <Link className="btn btn--secondary" to={paths.contact}>
          Contact us
        </Link>
      </p>
    </PageFrame>
  );
}
