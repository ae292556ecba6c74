// Limits on anonymous (signed-out) bookings, enforced by the database (private.booking_limits in
// supabase/migrations) and explained to the visitor here. The confirmation e-mail goes to the address
// typed in the form, so a guest may book for one address, and from one network, only so often.

/** The database's default limits: bookings within the window, per recipient and per client address. */
export const ANONYMOUS_BOOKING_LIMITS = {
  perRecipient: 5,
  perClient: 30,
  windowSeconds: 3600,
} as const;

/** The error code create_booking answers with (HTTP 429) when a limit is reached. */
export const BOOKING_LIMIT_CODE = 'PT429';

/** Whole minutes to wait, at least one (private.booking_limit_message rounds the same way). */
export function minutesToWait(retryAfterSeconds: number): number {
  return Math.max(1, Math.ceil(Math.max(retryAfterSeconds, 0) / 60));
}

/**
 * What a visitor reads when a limit refused the booking; private.booking_limit_message() words it
 * identically (checked by the schema tests).
 */
export function bookingLimitMessage(phoneDisplay: string, retryAfterSeconds: number): string {
  const minutes = minutesToWait(retryAfterSeconds);
  return (
    'Too many online bookings were made for this e-mail address or from this network in the last hour. ' +
    `Please try again in ${minutes} ${minutes === 1 ? 'minute' : 'minutes'}, or call ${phoneDisplay} for urgent bookings.`
  );
}

/** The seconds in a refusal's hint (`retry_after=<seconds>`), or the whole window when absent. */
export function retryAfterFromHint(hint: string | null | undefined): number {
  const match = /retry_after=(\d+)/.exec(hint ?? '');
  return match ? Number(match[1]) : ANONYMOUS_BOOKING_LIMITS.windowSeconds;
}
