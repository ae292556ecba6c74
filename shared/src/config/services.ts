/** The eight services of SPEC section 2 (gig pages 1 to 8): ids and titles, for every app. */
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
