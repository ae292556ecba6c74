// Words for the booking e-mails of the outbox (detail dialog): what each kind is (the domain's labels),
// where it is, and when it went or is due.
import { countLabel, emailKindLabel, formatInstant, formatShortInstant } from '@bbt/shared/domain';
import type { BadgeTone } from '@bbt/shared/ui';

export { emailKindLabel };

export interface EmailStateLike {
  status: string;
  attempts: number;
  last_error: string | null;
  next_attempt_at?: string | null;
}

export interface EmailState {
  label: string;
  tone: BadgeTone;
}

/** A pending e-mail not tried yet whose due time is ahead (a reminder, a review request). */
function isScheduled(email: EmailStateLike, now: Date): boolean {
  return (
    email.status === 'pending' &&
    email.attempts === 0 &&
    Boolean(email.next_attempt_at) &&
    new Date(email.next_attempt_at as string).getTime() > now.getTime()
  );
}

/** Delivered, scheduled, waiting (to be sent, or to be retried after a failure), or failed for good. */
export function emailState(email: EmailStateLike, now: Date = new Date()): EmailState {
  if (email.status === 'sent') return { label: 'Delivered', tone: 'success' };
  if (email.status === 'failed') return { label: 'Failed', tone: 'danger' };
  if (email.status === 'sending') return { label: 'Sending', tone: 'info' };
  if (email.attempts > 0) return { label: 'Waiting to retry', tone: 'warning' };
  if (isScheduled(email, now)) return { label: 'Scheduled', tone: 'neutral' };
  return { label: 'Waiting', tone: 'neutral' };
}

export interface EmailTimesLike extends EmailStateLike {
  created_at: string;
  sent_at: string | null;
}

/** 'Delivered Mon, 23 Nov 2026, 2:05 PM', 'Due 12 Dec, 09:00' (Barbados time) or 'Queued …'. */
export function emailTimeLabel(email: EmailTimesLike, now: Date = new Date()): string {
  if (email.sent_at) return `Delivered ${formatInstant(email.sent_at)}`;
  if (isScheduled(email, now)) return `Due ${formatShortInstant(email.next_attempt_at as string)}`;
  return `Queued ${formatInstant(email.created_at)}`;
}

/** '1 attempt', '3 attempts'. */
export function attemptsLabel(attempts: number): string {
  return countLabel(attempts, 'attempt', 'attempts');
}
