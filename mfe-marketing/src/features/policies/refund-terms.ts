/** The refund terms of SPEC section 9 (more than 48 hours ahead is a 100% refund; see ARCHITECTURE). */
export const REFUND_TERMS = [
  'Economy rides are non-refundable.',
  'Cancel more than 48 hours before pickup: full (100%) refund.',
  'Cancel 24 to 48 hours before pickup: a 25% cancellation charge applies.',
  'Cancel less than 24 hours before pickup: no refund.',
  'Refunds are paid within 14 days.',
  'No-shows are charged 100% of the fare; three consecutive no-shows block future bookings.',
  'If you will be 15 minutes late or more, please let us know; a 50% non-refundable charge applies if the change steps are not followed.',
  'If we have to cancel, you receive a 100% refund within 14 days.',
] as const;
