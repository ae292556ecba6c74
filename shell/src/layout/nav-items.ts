import { HOME_SECTIONS, paths } from '@bbt/shared';

/** The public header's section links (SPEC section 2, Header). */
export const PUBLIC_NAV_ITEMS = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: `/#${HOME_SECTIONS.services}` },
  { label: 'About Us', to: `/#${HOME_SECTIONS.about}` },
  { label: 'Testimonials', to: `/#${HOME_SECTIONS.testimonials}` },
  { label: 'Contact', to: `/#${HOME_SECTIONS.contact}` },
] as const;

export const BOOK_NOW_TARGET = `/#${HOME_SECTIONS.priceCalculator}`;
