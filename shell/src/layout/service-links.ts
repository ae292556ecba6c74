/** The eight services (SPEC section 2, gig pages) as the footer lists them. */
export const SERVICE_LINKS = [
  { id: 1, title: 'Airport Transfer' },
  { id: 2, title: 'Island Tour' },
  { id: 3, title: 'Day or Night Out' },
  { id: 4, title: 'Wedding Transportation' },
  { id: 5, title: 'Corporate Transportation' },
  { id: 6, title: 'Cruise Ship Excursions' },
  { id: 7, title: 'Photography Services' },
  { id: 8, title: 'Concierge Services' },
] as const;
