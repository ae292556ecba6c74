// What each e-mail of a booking is called where staff see it (the admin booking detail's e-mail list).

/** One label per outbox kind (BOOKING_EMAIL_KINDS and the manage link's booking_changed). */
export const EMAIL_KIND_LABELS: Readonly<Record<string, string>> = {
  booking_confirmation: 'Booking confirmation',
  company_new_booking: 'New booking notice to the company',
  booking_confirmed: 'Booking confirmed',
  booking_cancelled: 'Booking cancelled',
  booking_completed: 'Trip completed (review invitation)',
  driver_assigned: 'Your driver (to the customer)',
  company_customer_cancelled: 'Customer cancellation notice to the company',
  booking_changed: 'Updated booking (change)',
  trip_reminder: 'Reminder (day before)',
  review_request: 'Review request',
};

/** 'Booking confirmation', 'Reminder (day before)'…; unknown kinds pass through. */
export function emailKindLabel(kind: string): string {
  return EMAIL_KIND_LABELS[kind] ?? kind;
}
