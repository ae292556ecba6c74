// The change form's words, without the form: the booking cards and the change history show them,
// and must not load zod for it.

/** The calculator's field labels, used by the change form. */
export const CHANGE_FORM_LABELS = {
  pickupDate: 'Pickup date',
  pickupTime: 'Pickup time',
  returnDate: 'Return date',
  returnTime: 'Return time',
  passengers: 'Passengers',
  suitcases: 'Pieces of luggage',
  carSeats: 'Child car seats',
  supermarketStop: 'Supermarket stop',
  fastTrackAdults: 'Fast track adults',
  fastTrackChildren: 'Fast track children',
} as const;

export const CHANGE_MESSAGES = {
  changed: 'We have e-mailed you the updated booking.',
  cancelled: 'Your booking is cancelled. A cancellation e-mail is on its way to you.',
  failed: 'Something went wrong. Please try again, or call us.',
} as const;
