import { type AdminRole, paths } from '@bbt/shared';

const LEVEL: Record<AdminRole, number> = { moderator: 1, admin: 2, super_admin: 3 };

/** SPEC section 6: Dashboard, Bookings and Testimonials for all staff; Users needs admin; Settings super_admin. */
const ITEMS = [
  { label: 'Dashboard', to: paths.admin, minLevel: 1, end: true },
  { label: 'Bookings', to: paths.adminBookings, minLevel: 1, end: false },
  { label: 'Testimonials', to: paths.adminTestimonials, minLevel: 1, end: false },
  { label: 'Users', to: paths.adminUsers, minLevel: 2, end: false },
  { label: 'Settings', to: paths.adminSettings, minLevel: 3, end: false },
] as const;

/** The items `role` may open; none without a checked staff role. */
export function adminNavItemsFor(role: AdminRole | null) {
  const level = role ? LEVEL[role] : 0;
  return ITEMS.filter((item) => item.minLevel <= level);
}
