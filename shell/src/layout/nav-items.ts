import { HOME_SECTIONS, paths } from '@bbt/shared';

export interface NavItem {
  label: string;
  to: string;
}

/** The public header's section links: each scrolls to its home section. */
export const PUBLIC_NAV_ITEMS: readonly NavItem[] = [
  { label: 'Home', to: paths.home },
  { label: 'Services', to: `/#${HOME_SECTIONS.services}` },
  { label: 'About Us', to: `/#${HOME_SECTIONS.about}` },
  { label: 'Testimonials', to: `/#${HOME_SECTIONS.testimonials}` },
  { label: 'Contact', to: `/#${HOME_SECTIONS.contact}` },
];

/** Book Now: the home page's price calculator. */
export const BOOK_NOW_TARGET = `/#${HOME_SECTIONS.priceCalculator}`;

export interface AccountNavItem extends NavItem {
  /** Shown only to users with an active admin_users record ('Admin Panel (admins only)'). */
  staffOnly?: boolean;
  /** Shown only to users with an active drivers record ('My jobs', the driver's phone view). */
  driverOnly?: boolean;
}

/** The signed-in menu, in its order (Sign Out follows these links). */
export const ACCOUNT_NAV_ITEMS: readonly AccountNavItem[] = [
  { label: 'Dashboard', to: paths.dashboard },
  { label: 'My jobs', to: paths.driver, driverOnly: true },
  { label: 'Admin Panel', to: paths.admin, staffOnly: true },
  { label: 'My Bookings', to: paths.myBookings },
  { label: 'Account Settings', to: paths.accountSettings },
];

export function accountNavItemsFor(isStaff: boolean, isDriver = false): readonly AccountNavItem[] {
  return ACCOUNT_NAV_ITEMS.filter(
    (item) => (isStaff || !item.staffOnly) && (isDriver || !item.driverOnly),
  );
}

/** The footer's site links besides the eight services. */
export const FOOTER_LINKS: readonly NavItem[] = [
  { label: 'About us', to: `/#${HOME_SECTIONS.about}` },
  { label: 'Reviews', to: `/#${HOME_SECTIONS.testimonials}` },
  { label: 'Book an island tour', to: paths.bookTour },
  { label: 'Book a night out', to: paths.bookNightOut },
  { label: 'Contact us', to: paths.contact },
  { label: 'Refund policy', to: paths.refundPolicy },
  { label: 'Cancel a reservation', to: paths.cancelReservation },
];
