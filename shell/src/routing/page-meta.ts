// Plain data and no React: the prerender (Node) and the browser read the same titles and texts.
import { SERVICE_TITLES, serviceIdAt, serviceTitle, SITE } from '@bbt/shared';

import { matchesPathPattern } from './path-pattern';

export interface PageMeta {
  /** The document title, already with the business name. */
  title: string;
  description: string;
  /**
   * False for pages a search engine should not list (the signed-in account pages, admin, 404). The
   * confirmation and password pages are indexable, though not in the sitemap: they hold nothing
   * private, and Lighthouse's SEO audit (a target of issue 13) fails any noindex page.
   */
  indexable: boolean;
}

export const HOME_TITLE = `${SITE.businessName} | Private transfers and island tours`;

export const HOME_DESCRIPTION = `Private airport and cruise-terminal transfers, island tours, nights out, weddings, concierge and photography in Barbados. Instant prices in USD, local drivers since ${SITE.operatingSince}.`;

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

interface StaticMeta {
  pattern: string;
  title: string;
  description: string;
  indexable: boolean;
}

const PAGE_META: readonly StaticMeta[] = [
  {
    pattern: '/contact',
    title: 'Contact us',
    description: `Call, e-mail or chat with our Barbados team (${SITE.serviceHours}), or send us a message about transfers, tours, weddings, photography and concierge services.`,
    indexable: true,
  },
  {
    pattern: '/refund-policy',
    title: 'Refund policy',
    description:
      'Our refund terms: a full refund more than 48 hours before pickup, a 25% charge from 24 to 48 hours, no refund under 24 hours, refunds paid within 14 days.',
    indexable: true,
  },
  {
    pattern: '/cancel-reservation',
    title: 'Cancel a reservation',
    description:
      'Cancel a Barbados Island Rides booking: read how cancellations, no-shows and late arrivals work, then send us your confirmation number.',
    indexable: true,
  },
  {
    pattern: '/cancel-confirmation',
    title: 'Cancellation received',
    description: 'We have your cancellation request and will confirm it by e-mail within the hour.',
    indexable: true,
  },
  {
    pattern: '/reset-password',
    title: 'Reset password',
    description: `Forgotten the password of your ${SITE.businessName} account? Ask for a link to choose a new one.`,
    indexable: true,
  },
  {
    pattern: '/book-tour',
    title: 'Book an island tour',
    description:
      'Request a private island tour of Barbados: choose your stops, your vehicle and your pick-up, at hourly rates agreed before you ride.',
    indexable: true,
  },
  {
    pattern: '/book-night-out',
    title: 'Book a night out',
    description:
      'Book a private driver for a night out in Barbados: pick-up, restaurants and venues of your choice, and a ride home when you say.',
    indexable: true,
  },
];

/** The admin area's document title (its pages are not for search engines). */
export const ADMIN_TITLE = 'Admin';

const withName = (title: string): string => `${title} | ${SITE.businessName}`;

/**
 * The title, description and indexing of the page at `pathname`. `fallbackTitle` is what the
 * caller knows (the route table's title, 'Page not found', 'Admin'); null means the home page.
 */
export function pageMetaFor(pathname: string, fallbackTitle: string | null): PageMeta {
  if (fallbackTitle === null) {
    return { title: HOME_TITLE, description: HOME_DESCRIPTION, indexable: true };
  }
  const serviceId = serviceIdAt(pathname);
  if (serviceId) {
    return {
      title: withName(serviceTitle(serviceId)),
      description: SERVICE_DESCRIPTIONS[serviceId] ?? HOME_DESCRIPTION,
      indexable: true,
    };
  }
  const known = PAGE_META.find((entry) => matchesPathPattern(entry.pattern, pathname));
  if (known) {
    return {
      title: withName(known.title),
      description: known.description,
      indexable: known.indexable,
    };
  }
  return { title: withName(fallbackTitle), description: HOME_DESCRIPTION, indexable: false };
}

/** The public pages listed in sitemap.xml, in order. */
export const SITEMAP_PATHS: readonly string[] = [
  '/',
  ...SERVICE_TITLES.map((service) => `/gig/${service.id}`),
  '/book-tour',
  '/book-night-out',
  '/contact',
  '/refund-policy',
  '/cancel-reservation',
];
