import { type AdminRole, hasStaffLevel, PAGE_HEADS, paths } from '@bbt/shared';

/** Dashboard, Bookings and Testimonials for all staff; Users needs admin; Settings super_admin. */
const ITEMS = [
  { label: 'Dashboard', to: paths.admin, minRole: PAGE_HEADS.adminOverview.staffRole, end: true },
  {
    label: 'Bookings',
    to: paths.adminBookings,
    minRole: PAGE_HEADS.adminBookings.staffRole,
    end: false,
  },
  {
    label: 'Testimonials',
    to: paths.adminTestimonials,
    minRole: PAGE_HEADS.adminTestimonials.staffRole,
    end: false,
  },
  { label: 'Users', to: paths.adminUsers, minRole: PAGE_HEADS.adminUsers.staffRole, end: false },
  {
    label: 'Settings',
    to: paths.adminSettings,
    minRole: PAGE_HEADS.adminSettings.staffRole,
    end: false,
  },
] as const;

/** The items `role` may open (each page's minimum role is in PAGE_HEADS); none without a checked staff role. */
export function adminNavItemsFor(role: AdminRole | null) {
  return ITEMS.filter((item) => hasStaffLevel(role, item.minRole));
}
