// The one table of the site's routes: the shell's router and route guard, the prerender, the
// sitemap and robots.txt, the admin navigation and the remotes' page heads all read it. Plain data
// with relative imports only: the shell's entry reads it before the shared modules exist.
import type { RemoteName } from '../../contracts/remotes';
import { REFUND_POLICY } from '../../domain/refunds/refund-rules';
import type { StaffRole } from '../../domain/staff-roles';
import { paths } from '../../routing/paths';
import { SITE } from '../site';

export interface PageNote {
  readonly label: string;
  readonly text: string;
}

/** What a page shows above its content, prerendered into its HTML and rendered by its remote. */
export interface PageHead {
  /** The page's h1. */
  readonly title: string;
  /** The paragraph under the h1, when the page has one. */
  readonly intro?: string;
  /** A highlighted summary under the intro ('In short: …'). */
  readonly note?: PageNote;
  /** Staff pages use the wide admin frame. */
  readonly wide?: boolean;
  /** A link above the h1 back to another page (My Bookings: back to home). */
  readonly back?: { readonly label: string; readonly to: string };
}

/**
 * Who may see a signed-in page that is not a staff page: anybody signed in, or an active driver.
 * Staff pages say it with `minRole`.
 */
export type SignedInAccess = 'signed-in' | 'driver';

export interface SiteRoute {
  /** The path, or a pattern whose `:name` matches one segment. */
  readonly path: string;
  /** The remote that renders the page, and the module it exposes for it; null: the shell's own. */
  readonly owner: { readonly remote: RemoteName; readonly module: './routes' } | null;
  /** The document title before ' | business name' (the home page's is whole: `HOME_TITLE`). */
  readonly title: string;
  readonly description: string;
  /**
   * False for pages a search engine should not list (the signed-in account pages, admin). The
   * confirmation and password pages are indexable, though not in the sitemap: they hold nothing
   * private, and Lighthouse's SEO audit fails any noindex page.
   */
  readonly indexable: boolean;
  readonly inSitemap: boolean;
  /** The head, when it does not depend on data or on who is signed in. */
  readonly head?: PageHead;
  /** Signed-in pages outside the admin area: who may open the page (its head waits for that). */
  readonly access?: SignedInAccess;
  /** Staff pages: the lowest role that may open the page. */
  readonly minRole?: StaffRole;
  /** Staff pages: the label of the page's link in the admin navigation. */
  readonly navLabel?: string;
}

export const HOME_TITLE = `${SITE.businessName} | Private transfers and island tours`;

export const HOME_DESCRIPTION = `Private airport and cruise-terminal transfers, island tours, nights out, weddings, concierge and photography in Barbados. Instant prices in USD, local drivers since ${SITE.operatingSince}.`;

/** The admin area's document title (its pages are not for search engines). */
export const ADMIN_TITLE = 'Admin';

/** One sentence per service for search results and link previews (gig pages 1 to 8). */
export const SERVICE_DESCRIPTIONS: Readonly<Record<number, string>> = {
  1: 'Private transfers from Grantley Adams International Airport: your driver waits at arrivals with your name, tracks your flight and gives 60 minutes of free waiting.',
  2: 'Private island tours of Barbados at your own pace: Harrison’s Cave, Bathsheba, rum distilleries, beaches and the wild east coast, with a local driver-guide.',
  3: 'A private driver for a day or night out in Barbados: Oistins fish fry, St. Lawrence Gap, Holetown restaurants and beach hopping, with a ride home on time.',
  4: 'Wedding transportation in Barbados for the couple, the wedding party and every guest, on time for the ceremony, the photos and the reception.',
  5: 'Corporate transportation in Barbados: executive cars and vans for meetings, conferences, visiting teams and airport runs, billed to your company.',
  6: 'Private cruise ship excursions from the Bridgetown Cruise Terminal: see the best of Barbados and be back on board with time to spare.',
  7: 'Photography in Barbados: holiday, proposal, family and wedding shoots at the island’s most beautiful beaches and viewpoints.',
  8: 'Concierge services in Barbados: restaurant bookings, groceries before you arrive, activities and local help throughout your stay.',
};

const {
  fullRefundMoreThanHours: fullHours,
  partialRefundFromHours: partialHours,
  partialChargePercent,
  refundPaidWithinDays: paidDays,
} = REFUND_POLICY;

const marketing = { remote: 'mfe_marketing', module: './routes' } as const;
const booking = { remote: 'mfe_booking', module: './routes' } as const;
const account = { remote: 'mfe_account', module: './routes' } as const;
const admin = { remote: 'mfe_admin', module: './routes' } as const;

/** A signed-in or staff page: its route's title, the home description, kept out of search. */
const privatePage = { description: HOME_DESCRIPTION, indexable: false, inSitemap: false } as const;
const staffPage = { ...privatePage, owner: admin, title: ADMIN_TITLE } as const;

/** Every route, in sitemap order; `/admin/*` paths other than these are the admin area's 404. */
export const ROUTES = {
  home: {
    path: paths.home,
    owner: null,
    title: HOME_TITLE,
    description: HOME_DESCRIPTION,
    indexable: true,
    inSitemap: true,
  },
  gig: {
    path: paths.gig(':id'),
    owner: marketing,
    // Each service is titled and described after itself (SERVICE_DESCRIPTIONS); an unknown id
    // gets this title and is not indexed.
    title: 'Our services',
    description: HOME_DESCRIPTION,
    indexable: true,
    inSitemap: true,
  },
  bookTour: {
    path: paths.bookTour,
    owner: booking,
    title: 'Book an island tour',
    description:
      'Request a private island tour of Barbados: choose your stops, your vehicle and your pick-up, at hourly rates agreed before you ride.',
    indexable: true,
    inSitemap: true,
    head: {
      title: 'Book an Island Tour',
      intro:
        'Tell us where you would like to go: we plan a private tour with a local driver-guide and send you the details.',
    },
  },
  bookNightOut: {
    path: paths.bookNightOut,
    owner: booking,
    title: 'Book a night out',
    description:
      'Book a private driver for a night out in Barbados: pick-up, restaurants and venues of your choice, and a ride home when you say.',
    indexable: true,
    inSitemap: true,
    head: {
      title: 'Book a Night Out',
      intro: 'Dinner, a show or Oistins on a Friday: we drive you there and bring you home.',
    },
  },
  contact: {
    path: paths.contact,
    owner: marketing,
    title: 'Contact us',
    description: `Call, e-mail or chat with our Barbados team (${SITE.serviceHours}), or send us a message about transfers, tours, weddings, photography and concierge services.`,
    indexable: true,
    inSitemap: true,
    head: {
      title: 'Contact Us',
      intro:
        'Questions about a ride, a tour, a wedding or a booking? Call, chat or send us a message; we reply within the hour during customer-service hours.',
    },
  },
  refundPolicy: {
    path: paths.refundPolicy,
    owner: marketing,
    title: 'Refund policy',
    description: `Our refund terms: a full refund more than ${fullHours} hours before pickup, a ${partialChargePercent}% charge from ${partialHours} to ${fullHours} hours, no refund under ${partialHours} hours, refunds paid within ${paidDays} days.`,
    indexable: true,
    inSitemap: true,
    head: {
      title: 'Refund Policy',
      intro: 'How cancellations and refunds work for every ride, tour and service booked with us.',
      note: {
        label: 'In short',
        text: `cancel more than ${fullHours} hours before pickup and you get 100% back, paid within ${paidDays} days.`,
      },
    },
  },
  cancelReservation: {
    path: paths.cancelReservation,
    owner: marketing,
    title: 'Cancel a reservation',
    description:
      'Cancel a Barbados Island Rides booking: read how cancellations, no-shows and late arrivals work, then send us your confirmation number.',
    indexable: true,
    inSitemap: true,
    head: {
      title: 'Cancel a Reservation',
      intro:
        'Plans change. Read how cancellations work, then send us your confirmation number and we will confirm by e-mail within the hour.',
    },
  },
  cancelConfirmation: {
    path: paths.cancelConfirmation,
    owner: marketing,
    title: 'Cancellation received',
    description: 'We have your cancellation request and will confirm it by e-mail within the hour.',
    indexable: true,
    inSitemap: false,
    head: {
      title: 'Cancellation Request Received',
      intro: 'Thank you. Please send the prepared e-mail so our team can process your request.',
    },
  },
  resetPassword: {
    path: paths.resetPassword,
    owner: account,
    title: 'Reset password',
    description: `Forgotten the password of your ${SITE.businessName} account? Ask for a link to choose a new one.`,
    indexable: true,
    inSitemap: false,
    head: {
      title: 'Reset Your Password',
      intro:
        'Forgotten your password? We e-mail a link to the address of your account; it works once, for 24 hours, and brings you back here to choose a new password.',
    },
  },
  dashboard: {
    ...privatePage,
    path: paths.dashboard,
    owner: account,
    title: 'Dashboard',
    access: 'signed-in',
    head: {
      title: 'Dashboard',
      intro:
        'Your profile and your account at a glance, with quick links to book your next ride, see your bookings and reach our team.',
    },
  },
  myBookings: {
    ...privatePage,
    path: paths.myBookings,
    owner: account,
    title: 'My bookings',
    access: 'signed-in',
    head: {
      title: 'My Bookings',
      intro:
        'Every ride and tour you have booked with us, newest first: its details, its status, a calendar entry, and changes or cancellation while they are open.',
      back: { label: 'Back to Home', to: paths.home },
    },
  },
  accountSettings: {
    ...privatePage,
    path: paths.accountSettings,
    owner: account,
    title: 'Account settings',
    access: 'signed-in',
    head: {
      title: 'Account Settings',
      intro:
        'Your profile, your password and how you sign in. Keep your name and phone number current so your driver can reach you on the day.',
    },
  },
  /** A driver's jobs for today and tomorrow (mfe-account: signed-in, no admin chrome). */
  driverJobs: {
    ...privatePage,
    path: paths.driver,
    owner: account,
    title: 'My jobs',
    access: 'driver',
    head: {
      title: 'My jobs',
      intro:
        'Your pickups for today and tomorrow in time order, with the passenger, the places and the flight. Mark each step as the trip goes so the office can follow.',
    },
  },
  /**
   * A booking's manage link (issue 23): no sign-in, the token is the key. Kept out of search and
   * the sitemap; analytics report it as `/manage/…` (analyticsPath).
   */
  manageBooking: {
    path: paths.manage(':token'),
    owner: account,
    title: 'Manage your booking',
    description: 'See, change or cancel your booking with the link from your confirmation.',
    indexable: false,
    inSitemap: false,
    head: {
      title: 'Manage your booking',
      intro:
        'Your booking as we have it, opened with the link from your confirmation e-mail. Change its time or details, or cancel it, without signing in.',
    },
  },
  adminOverview: {
    ...staffPage,
    path: paths.admin,
    head: {
      title: 'Admin Dashboard',
      intro:
        'The business at a glance: bookings, revenue and reviews waiting for approval, the jobs of the next 48 hours that still have no driver, and the latest bookings and reviews.',
      wide: true,
    },
    minRole: 'moderator',
    navLabel: 'Dashboard',
  },
  adminBookings: {
    ...staffPage,
    path: paths.adminBookings,
    head: {
      title: 'Manage Bookings',
      intro: 'Every booking, with search, status changes and CSV export.',
      wide: true,
    },
    minRole: 'moderator',
    navLabel: 'Bookings',
  },
  adminDispatch: {
    ...staffPage,
    path: paths.adminDispatch,
    head: {
      title: 'Dispatch',
      intro:
        "The day's jobs with their driver and vehicle, the drivers' manifests and the day as CSV.",
      wide: true,
    },
    minRole: 'moderator',
    navLabel: 'Dispatch',
  },
  adminTestimonials: {
    ...staffPage,
    path: paths.adminTestimonials,
    head: {
      title: 'Manage Testimonials',
      intro: 'Approve, feature and remove guest reviews. Only approved ones appear on the site.',
      wide: true,
    },
    minRole: 'moderator',
    navLabel: 'Testimonials',
  },
  adminFleet: {
    ...staffPage,
    path: paths.adminFleet,
    head: {
      title: 'Fleet',
      intro: 'The vehicles and drivers bookings are assigned to.',
      wide: true,
    },
    minRole: 'moderator',
    navLabel: 'Fleet',
  },
  adminUsers: {
    ...staffPage,
    path: paths.adminUsers,
    head: {
      title: 'Admin Users',
      intro:
        'Who can use the admin panel, and with which role. Staff sign in with their own e-mail address, and the database checks their role on every read and every change they make.',
      wide: true,
    },
    minRole: 'admin',
    navLabel: 'Users',
  },
  adminSettings: {
    ...staffPage,
    path: paths.adminSettings,
    head: {
      title: 'Settings',
      intro:
        'Contact details, figures and payment wording shown on the public site. Changes appear for visitors on their next page load, without a release.',
      wide: true,
    },
    minRole: 'super_admin',
    navLabel: 'Settings',
  },
} as const satisfies Record<string, SiteRoute>;

export type RouteKey = keyof typeof ROUTES;

/** The admin area: every path under it belongs to mfe-admin (its own 404 included), staff only. */
export const ADMIN_AREA: {
  readonly prefix: string;
  readonly remote: typeof admin.remote;
  readonly module: typeof admin.module;
  readonly minRole: StaffRole;
} = { prefix: paths.admin, ...admin, minRole: 'moderator' };
