// Plain data and no React: the shell prerenders these heads into each page's HTML (its first paint,
// before any script runs), shows them while the page's remote loads, and the remote renders the
// same title and intro. One text, three renderings: they cannot drift apart.
import type { StaffRole } from '../domain/staff-roles';
import { paths } from '../routing/paths';

export interface PageNote {
  readonly label: string;
  readonly text: string;
}

export interface PageHead {
  readonly path: string;
  /** The page's h1. */
  readonly title: string;
  /** The paragraph under the h1, when the page has one. */
  readonly intro?: string;
  /** A highlighted summary under the intro ('In short: …'). */
  readonly note?: PageNote;
  /** Staff pages use the wide admin frame. */
  readonly wide?: boolean;
  /** Staff pages: the lowest role that may open the page (SPEC section 6). */
  readonly staffRole?: StaffRole;
}

/** The heads of the pages whose title and intro do not depend on data or on who is signed in. */
export const PAGE_HEADS = {
  contact: {
    path: paths.contact,
    title: 'Contact Us',
    intro:
      'Questions about a ride, a tour, a wedding or a booking? Call, chat or send us a message; we reply within the hour during customer-service hours.',
  },
  refundPolicy: {
    path: paths.refundPolicy,
    title: 'Refund Policy',
    intro: 'How cancellations and refunds work for every ride, tour and service booked with us.',
    note: {
      label: 'In short',
      text: 'cancel more than 48 hours before pickup and you get 100% back, paid within 14 days.',
    },
  },
  cancelReservation: {
    path: paths.cancelReservation,
    title: 'Cancel a Reservation',
    intro:
      'Plans change. Read how cancellations work, then send us your confirmation number and we will confirm by e-mail within the hour.',
  },
  cancelConfirmation: {
    path: paths.cancelConfirmation,
    title: 'Cancellation Request Received',
    intro: 'Thank you. Please send the prepared e-mail so our team can process your request.',
  },
  resetPassword: {
    path: paths.resetPassword,
    title: 'Reset Your Password',
    intro:
      'Forgotten your password? We e-mail a link to the address of your account; it works once, for 24 hours, and brings you back here to choose a new password.',
  },
  bookTour: {
    path: paths.bookTour,
    title: 'Book an Island Tour',
    intro:
      'Tell us where you would like to go: we plan a private tour with a local driver-guide and send you the details.',
  },
  bookNightOut: {
    path: paths.bookNightOut,
    title: 'Book a Night Out',
    intro: 'Dinner, a show or Oistins on a Friday: we drive you there and bring you home.',
  },
  adminOverview: {
    path: paths.admin,
    title: 'Admin Dashboard',
    wide: true,
    staffRole: 'moderator',
  },
  adminBookings: {
    path: paths.adminBookings,
    title: 'Manage Bookings',
    intro: 'Every booking, with search, status changes and CSV export.',
    wide: true,
    staffRole: 'moderator',
  },
  adminTestimonials: {
    path: paths.adminTestimonials,
    title: 'Manage Testimonials',
    intro: 'Approve, feature and remove guest reviews. Only approved ones appear on the site.',
    wide: true,
    staffRole: 'moderator',
  },
  adminUsers: {
    path: paths.adminUsers,
    title: 'Admin Users',
    intro: 'Who can use the admin panel, and with which role.',
    wide: true,
    staffRole: 'admin',
  },
  adminSettings: {
    path: paths.adminSettings,
    title: 'Settings',
    intro:
      'Contact details, figures and payment wording shown on the public site. Changes appear for visitors on their next page load, without a release.',
    wide: true,
    staffRole: 'super_admin',
  },
} as const satisfies Record<string, PageHead>;

const withoutTrailingSlash = (pathname: string): string =>
  pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;

/** The head of the page at `pathname`, or null for pages whose head depends on data. */
export function pageHeadAt(pathname: string): PageHead | null {
  const path = withoutTrailingSlash(pathname);
  return Object.values(PAGE_HEADS).find((head: PageHead) => head.path === path) ?? null;
}
