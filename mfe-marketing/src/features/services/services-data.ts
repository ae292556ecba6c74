import { HOME_SECTIONS, paths, serviceTitle } from '@bbt/shared';

export interface BookAction {
  label: 'Book Now' | 'Send Us a Message' | 'Contact Us';
  to: string;
}

export interface ServiceEntry {
  id: number;
  title: string;
  description: string;
  priceText: string;
  duration: string;
  book: BookAction;
}

const CONTACT_FORM = `${paths.contact}#message-form`;
const PRICE_TEXT = 'Custom Quotes Available';

/** The eight services of SPEC section 2, with the Book button targets it lists per id. */
export const SERVICES: readonly ServiceEntry[] = [
  {
    id: 1,
    title: serviceTitle(1),
    description:
      'Meet-and-greet at Grantley Adams International Airport and a private ride to your hotel or villa.',
    priceText: PRICE_TEXT,
    duration: '20-60 minutes',
    book: { label: 'Book Now', to: `/#${HOME_SECTIONS.priceCalculator}` },
  },
  {
    id: 2,
    title: serviceTitle(2),
    description:
      'Private island tours at your own pace: caves, gardens, beaches, rum and the wild east coast.',
    priceText: PRICE_TEXT,
    duration: 'Hourly',
    book: { label: 'Book Now', to: paths.bookTour },
  },
  {
    id: 3,
    title: serviceTitle(3),
    description:
      'A driver for dinner, Oistins Friday fish fry or a day of beach hopping, with a ride home.',
    priceText: PRICE_TEXT,
    duration: 'Flexible',
    book: { label: 'Book Now', to: paths.bookNightOut },
  },
  {
    id: 4,
    title: serviceTitle(4),
    description:
      'Elegant cars and vans for the couple, the wedding party and guests, on time for every photo.',
    priceText: PRICE_TEXT,
    duration: 'By arrangement',
    book: { label: 'Send Us a Message', to: CONTACT_FORM },
  },
  {
    id: 5,
    title: serviceTitle(5),
    description: 'Reliable executive transport for meetings, conferences and visiting teams.',
    priceText: PRICE_TEXT,
    duration: 'By arrangement',
    book: { label: 'Contact Us', to: CONTACT_FORM },
  },
  {
    id: 6,
    title: serviceTitle(6),
    description:
      'Private excursions from the Bridgetown Cruise Terminal, back on board with time to spare.',
    priceText: PRICE_TEXT,
    duration: 'Port hours',
    book: { label: 'Book Now', to: paths.bookTour },
  },
  {
    id: 7,
    title: serviceTitle(7),
    description: 'Holiday, proposal and family shoots at the island’s most beautiful spots.',
    priceText: PRICE_TEXT,
    duration: 'By arrangement',
    book: { label: 'Send Us a Message', to: CONTACT_FORM },
  },
  {
    id: 8,
    title: serviceTitle(8),
    description:
      'Restaurant bookings, groceries before you arrive, and local help throughout your stay.',
    priceText: PRICE_TEXT,
    duration: 'By arrangement',
    book: { label: 'Send Us a Message', to: CONTACT_FORM },
  },
];

export function findService(id: string | undefined): ServiceEntry | null {
  if (!id || !/^\d+$/.test(id)) return null;
  return SERVICES.find((service) => service.id === Number(id)) ?? null;
}
