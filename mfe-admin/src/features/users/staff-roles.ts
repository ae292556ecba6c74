/** What each role may do, in one line. */
export const STAFF_ROLE_HINT =
  'Moderators manage bookings and testimonials; admins also delete bookings and see users; super admins manage users and settings.';
