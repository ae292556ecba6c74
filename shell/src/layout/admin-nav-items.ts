import { ADMIN_ROUTES, type AdminRole, hasStaffLevel, paths } from '@bbt/shared';

/** The admin pages in the route manifest's order, each with its label and minimum role. */
const ITEMS = ADMIN_ROUTES.map((route) => ({
  label: route.navLabel,
  to: route.path,
  minRole: route.minRole,
  end: route.path === paths.admin,
}));

/** The items `role` may open; none without a checked staff role. */
export function adminNavItemsFor(role: AdminRole | null) {
  return ITEMS.filter((item) => hasStaffLevel(role, item.minRole));
}
