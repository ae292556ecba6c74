// Plain data, without zod: the home page's HTML copy of the contact form lists these too.

/** The contact form's service options, one per service, in the services' order. */
export const CONTACT_SERVICES = [
  'airport',
  'tour',
  'dayornightout',
  'wedding',
  'corporate',
  'cruise',
  'photography',
  'concierge',
] as const;
export type ContactService = (typeof CONTACT_SERVICES)[number];
