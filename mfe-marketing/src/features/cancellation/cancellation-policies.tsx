import { FREE_WAITING_MINUTES, REFUND_POLICY } from '@bbt/shared/domain';
import type { AccordionItem } from '@bbt/shared/ui';
import { Link } from '@bbt/shared/router';
import { paths } from '@bbt/shared';

const {
  fullRefundMoreThanHours,
  partialRefundFromHours,
  partialChargePercent,
  refundPaidWithinDays,
} = REFUND_POLICY;

/** The four policies of /cancel-reservation, with the refund terms. */
export const CANCELLATION_POLICIES: readonly AccordionItem[] = [
  {
    id: 'by-you',
    title: 'Cancellations By You',
    content: (
      <ul>
        <li>
          More than {fullRefundMoreThanHours} hours before pickup: a <strong>100% refund</strong>.
        </li>
        <li>
          {partialRefundFromHours} to {fullRefundMoreThanHours} hours before pickup: a{' '}
          {partialChargePercent}% cancellation charge applies.
        </li>
        <li>Less than {partialRefundFromHours} hours before pickup: no refund.</li>
        <li>Economy rides are non-refundable.</li>
        <li>Refunds are paid within {refundPaidWithinDays} days.</li>
        <li>
          Full terms: <Link to={paths.refundPolicy}>refund policy</Link>.
        </li>
      </ul>
    ),
  },
  {
    id: 'by-us',
    title: 'Cancellations By Us',
    content: (
      <ul>
        <li>
          If we ever have to cancel your ride, you receive a <strong>100% refund</strong> within{' '}
          {refundPaidWithinDays} days.
        </li>
        <li>We tell you as early as we can and offer another vehicle or time where possible.</li>
      </ul>
    ),
  },
  {
    id: 'no-shows',
    title: 'No-Shows',
    content: (
      <ul>
        <li>
          If you are not at the pickup point and have not contacted us, the ride is a no-show and is
          charged at 100% of the fare.
        </li>
        <li>Three consecutive no-shows block future bookings.</li>
        <li>
          Airport pickups include {FREE_WAITING_MINUTES} minutes of free waiting after your flight
          lands, so a delayed flight is never a no-show.
        </li>
      </ul>
    ),
  },
  {
    id: 'late-client',
    title: 'Late Client Policy',
    content: (
      <ul>
        <li>
          If you will be 15 minutes late or more, please call or message us before your pickup time
          so we can adjust your ride.
        </li>
        <li>
          A 50% non-refundable charge applies if the change steps are not followed (no call or
          message before the pickup time).
        </li>
      </ul>
    ),
  },
];
