// Words for the booking e-mails of the outbox (detail dialog): what each kind is, and where it is.
import { countLabel } from '@bbt/shared/domain';
import type { BadgeTone } from '@bbt/shared/ui';

const KIND_LABELS: Record<string, string> = {
  booking_confirmation: 'Booking confirmation',
  company_new_booking: 'New booking notice to the company',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  booking_completed: 'Trip completed (review invitation)',
  driver_assigned: 'Your driver (to the customer)',
  booking_changed: 'Updated booking (to the customer)',
  company_customer_cancelled: 'Customer cancellation notice to the company',
};

/** 'Booking confirmation', 'New booking notice to the company'…; unknown kinds pass through. */
export function emailKindLabel(kind: string): string {
  return KIND_LABELS[kind] ?? kind;
}

export interface EmailStateLike {
  status: string;
  attempts: number;
  last_error: string | null;
}

export interface EmailState {
  label: string;
  tone: BadgeTone;
}

/** Delivered, waiting (to be sent, or to be retried after a failure), or failed for good. */
export function emailState(email: EmailStateLike): EmailState {
  if (email.status === 'sent') return { label: 'Delivered', tone: 'success' };
  if (email.status === 'failed') return { label: 'Failed', tone: 'danger' };
  if (email.status === 'sending') return { label: 'Sending', tone: 'info' };
  if (email.attempts > 0) return { label: 'Waiting to retry', tone: 'warning' };
  return { label: 'Waiting', tone: 'neutral' };
}

/** '1 attempt', '3 attempts'. */
export function attemptsLabel(attempts: number): string {
  return countLabel(attempts, 'attempt', 'attempts');
}
