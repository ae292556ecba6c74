/** The cross-remote URL contract: every link between areas uses these, never a string literal. */
export const paths = {
  home: '/',
  gig: (id: number | string) => `/gig/${id}`,
  contact: '/contact',
  refundPolicy: '/refund-policy',
  cancelReservation: '/cancel-reservation',
  cancelConfirmation: '/cancel-confirmation',
  bookTour: '/book-tour',
  bookNightOut: '/book-night-out',
  dashboard: '/dashboard',
  myBookings: '/my-bookings',
  accountSettings: '/account-settings',
  resetPassword: '/reset-password',
  driver: '/driver',
  /** A booking's manage link (issue 23): the token is a secret, never logged or reported. */
  manage: (token: string) => `/manage/${token}`,
  admin: '/admin',
  adminBookings: '/admin/bookings',
  adminDispatch: '/admin/dispatch',
  adminTestimonials: '/admin/testimonials',
  adminFleet: '/admin/fleet',
  adminUsers: '/admin/users',
  adminSettings: '/admin/settings',
} as const;

/** Scroll targets on the home page. */
export const HOME_SECTIONS = {
  services: 'services',
  about: 'about',
  testimonials: 'testimonials',
  contact: 'contact',
  priceCalculator: 'price-calculator',
} as const;
