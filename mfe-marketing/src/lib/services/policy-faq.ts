import { AFTER_HOURS, FREE_WAITING_MINUTES, REFUND_POLICY } from '@bbt/shared/domain';

export interface FaqEntry {
  question: string;
  answer: string;
}

/** The deposit that secures a pre-booked service. */
export const DEPOSIT_PERCENT = 25;
/** How far ahead to book: a day or two for a ride, months for a wedding. */
export const BOOK_AHEAD = { fromHours: 24, toHours: 48, weddingFromMonths: 2, weddingToMonths: 3 };

const { fullRefundMoreThanHours, partialRefundFromHours, partialChargePercent } = REFUND_POLICY;

/**
 * The fifth question of every gig page's FAQ: the cancellation and refund policy. More than 48 hours
 * ahead is a 100% refund (an older FAQ's 94% was a typo).
 */
export const POLICY_FAQ: FaqEntry = {
  question: 'What is your cancellation and refund policy?',
  answer: `Cancel more than ${fullRefundMoreThanHours} hours before pickup for a 100% refund. From ${partialRefundFromHours} to ${fullRefundMoreThanHours} hours before, a ${partialChargePercent}% charge applies; under ${partialRefundFromHours} hours there is no refund, and economy rides are non-refundable. Book ${BOOK_AHEAD.fromHours}-${BOOK_AHEAD.toHours} hours ahead (${BOOK_AHEAD.weddingFromMonths}-${BOOK_AHEAD.weddingToMonths} months for weddings). Pre-booked services are secured with a ${DEPOSIT_PERCENT}% deposit, and airport pickups include ${FREE_WAITING_MINUTES} minutes of free waiting after your flight lands. Refunds are paid within ${REFUND_POLICY.refundPaidWithinDays} days.`,
};

/** The After Hours notice of every gig page. */
export const AFTER_HOURS_NOTICE = `Pickups from midnight to 5:59 AM carry an after-hours surcharge of US$${AFTER_HOURS.surcharge}, shown in your price before you book.`;
