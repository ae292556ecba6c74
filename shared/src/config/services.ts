/** The eight services (gig pages 1 to 8): ids and titles, for every app. */
export const SERVICE_TITLES = [
  { id: 1, title: 'Airport Transfer' },
  { id: 2, title: 'Island Tour' },
  { id: 3, title: 'Day or Night Out' },
  { id: 4, title: 'Wedding Transportation' },
  { id: 5, title: 'Corporate Transportation' },
  { id: 6, title: 'Cruise Ship Excursions' },
  { id: 7, title: 'Photography Services' },
  { id: 8, title: 'Concierge Services' },
] as const;

export type ServiceId = (typeof SERVICE_TITLES)[number]['id'];

export function serviceTitle(id: ServiceId): string {
  return SERVICE_TITLES[id - 1]?.title ?? '';
}

/** One sentence per service, for the cards and the top of its gig page (prerendered there too). */
export const SERVICE_SUMMARIES: Readonly<Record<ServiceId, string>> = {
  1: 'Meet-and-greet at Grantley Adams International Airport and a private ride to your hotel or villa.',
  2: 'Private island tours at your own pace: caves, gardens, beaches, rum and the wild east coast.',
  3: 'A driver for dinner, Oistins Friday fish fry or a day of beach hopping, with a ride home.',
  4: 'Elegant cars and vans for the couple, the wedding party and guests, on time for every photo.',
  5: 'Reliable executive transport for meetings, conferences and visiting teams.',
  6: 'Private excursions from the Bridgetown Cruise Terminal, back on board with time to spare.',
  7: 'Holiday, proposal and family shoots at the island’s most beautiful spots.',
  8: 'Restaurant bookings, groceries before you arrive, and local help throughout your stay.',
};

/** Every service shows this price text. */
export const SERVICE_PRICE_TEXT = 'Custom Quotes Available';

/** The service a gig path shows (`/gig/3` → 3), or null for any other path or an unknown id. */
export function serviceIdAt(pathname: string): ServiceId | null {
  const match = /^\/gig\/(\d+)\/?$/.exec(pathname);
  const id = match ? Number(match[1]) : NaN;
  return SERVICE_TITLES.some((service) => service.id === id) ? (id as ServiceId) : null;
}
