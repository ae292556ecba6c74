// Plain data and no shared-module imports: main.ts reads this before the share scope exists.
import type { RemoteName } from '@bbt/shared';

import { matchesPathPattern } from './path-pattern';

export interface OwnedRoute {
  pattern: string;
  remote: RemoteName;
  title: string;
}

/** Which remote owns each public route of SPEC section 2 (the admin area is mounted at /admin/*). */
export const PUBLIC_ROUTES: readonly OwnedRoute[] = [
  { pattern: '/gig/:id', remote: 'mfe_marketing', title: 'Our services' },
  { pattern: '/contact', remote: 'mfe_marketing', title: 'Contact us' },
  { pattern: '/refund-policy', remote: 'mfe_marketing', title: 'Refund policy' },
  { pattern: '/cancel-reservation', remote: 'mfe_marketing', title: 'Cancel a reservation' },
  { pattern: '/cancel-confirmation', remote: 'mfe_marketing', title: 'Cancellation received' },
  { pattern: '/book-tour', remote: 'mfe_booking', title: 'Book an island tour' },
  { pattern: '/book-night-out', remote: 'mfe_booking', title: 'Book a night out' },
  { pattern: '/dashboard', remote: 'mfe_account', title: 'Dashboard' },
  { pattern: '/my-bookings', remote: 'mfe_account', title: 'My bookings' },
  { pattern: '/account-settings', remote: 'mfe_account', title: 'Account settings' },
  { pattern: '/reset-password', remote: 'mfe_account', title: 'Reset password' },
];

export const ADMIN_AREA = { prefix: '/admin', remote: 'mfe_admin' } as const;

export function findPublicRoute(pathname: string): OwnedRoute | null {
  return PUBLIC_ROUTES.find((route) => matchesPathPattern(route.pattern, pathname)) ?? null;
}

export function isAdminPath(pathname: string): boolean {
  return pathname === ADMIN_AREA.prefix || pathname.startsWith(`${ADMIN_AREA.prefix}/`);
}

/** The remote whose ./routes renders the page at this path, or null (home, 404). */
export function pageOwnerOf(pathname: string): RemoteName | null {
  if (isAdminPath(pathname)) return ADMIN_AREA.remote;
  return findPublicRoute(pathname)?.remote ?? null;
}
