import { REFUND_POLICY } from '@bbt/shared/domain';

const {
  fullRefundMoreThanHours,
  partialRefundFromHours,
  partialChargePercent,
  refundPaidWithinDays,
} = REFUND_POLICY;

export interface RefundTermGroup {
  title: string;
  terms: readonly string[];
}

/**
 * Every refund term, grouped. More than 48 hours ahead is a 100% refund (the policy
 * page's figure; an older FAQ's 94% was a typo). Numbers come from the domain rules.
 */
export const REFUND_TERM_GROUPS: readonly RefundTermGroup[] = [
  {
    title: 'When you cancel',
    terms: [
      `More than ${fullRefundMoreThanHours} hours before pickup: full (100%) refund.`,
      `${partialRefundFromHours} to ${fullRefundMoreThanHours} hours before pickup: a ${partialChargePercent}% cancellation charge applies.`,
      `Less than ${partialRefundFromHours} hours before pickup: no refund.`,
      'Economy rides are non-refundable.',
    ],
  },
  {
    title: 'When we cancel',
    terms: [`If we have to cancel, you receive a 100% refund within ${refundPaidWithinDays} days.`],
  },
  {
    title: 'No-shows and late arrivals',
    terms: [
      'No-shows are charged 100% of the fare.',
      'Three consecutive no-shows block future bookings.',
      'If you will be 15 minutes late or more, you must let us know before your pickup time.',
      'A 50% non-refundable charge applies if the change steps are not followed.',
    ],
  },
  {
    title: 'Payment of refunds',
    terms: [`Refunds are paid within ${refundPaidWithinDays} days, to the way you paid.`],
  },
];
