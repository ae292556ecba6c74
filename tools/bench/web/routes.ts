// Every route of the site, with who is signed in when Lighthouse loads it.

export type Visitor = 'signed-out' | 'customer' | 'admin' | 'driver';

export const VISITORS: readonly Visitor[] = ['signed-out', 'customer', 'admin', 'driver'];

export interface WebRoute {
  /** The path as the table prints it; `/manage/:token` gets a fresh token per run. */
  path: string;
  visitor: Visitor;
}

/** Seed accounts of supabase/seed.sql (local use only); the same ones the e2e tests sign in as. */
export const SEED_ACCOUNTS: Record<
  Exclude<Visitor, 'signed-out'>,
  { email: string; password: string }
> = {
  customer: { email: 'customer@example.com', password: 'customer-demo-2026' },
  admin: { email: 'superadmin@example.com', password: 'superadmin-demo-2026' },
  driver: { email: 'driver@example.com', password: 'driver-demo-2026' },
};

/** The manage link's path pattern; each run opens it with a token issued for the seeded customer. */
export const MANAGE_PATH = '/manage/:token';

/** The public pages: the ones search engines may list. */
export const PUBLIC_PATHS = [
  '/',
  // /gig/{id}: every service page has the same layout; the first and last differ most in content.
  '/gig/1',
  '/gig/8',
  '/book-tour',
  '/book-night-out',
  '/cancel-reservation',
  '/cancel-confirmation',
  '/contact',
  '/refund-policy',
  '/reset-password',
];
const customerPaths = ['/dashboard', '/my-bookings', '/account-settings'];
const driverPaths = ['/driver'];
const adminPaths = [
  '/admin',
  '/admin/bookings',
  '/admin/dispatch',
  '/admin/testimonials',
  '/admin/fleet',
  '/admin/users',
  '/admin/settings',
];
const privatePaths = [...customerPaths, ...driverPaths, MANAGE_PATH, ...adminPaths];

/**
 * Every route signed out (a private page asks the visitor to sign in); every public page as each
 * seeded account too (the header then carries their menu); each private page as the account it is
 * for. The manage link needs no sign-in: it is measured signed out only.
 */
export const WEB_ROUTES: readonly WebRoute[] = [
  ...[...PUBLIC_PATHS, ...privatePaths].map((path) => ({ path, visitor: 'signed-out' as const })),
  ...(['customer', 'admin', 'driver'] as const).flatMap((visitor) =>
    PUBLIC_PATHS.map((path) => ({ path, visitor })),
  ),
  ...customerPaths.map((path) => ({ path, visitor: 'customer' as const })),
  ...driverPaths.map((path) => ({ path, visitor: 'driver' as const })),
  ...adminPaths.map((path) => ({ path, visitor: 'admin' as const })),
];

function listOf(filter: string): Set<string> {
  return new Set(filter.split(',').map((item) => item.trim()));
}

/**
 * `--routes=/,/contact` keeps only those paths (exact matches); `--visitors=customer,admin` only
 * those visitors; both for a quick run.
 */
export function selectRoutes(
  routeFilter: string | undefined,
  visitorFilter?: string,
): readonly WebRoute[] {
  let selected = WEB_ROUTES;
  if (routeFilter) {
    const wanted = listOf(routeFilter);
    const unknown = [...wanted].filter((path) => !WEB_ROUTES.some((route) => route.path === path));
    if (unknown.length > 0)
      throw new Error(
        `Unknown route(s) ${unknown.join(', ')}; known: ${[...new Set(WEB_ROUTES.map((r) => r.path))].join(' ')}`,
      );
    selected = selected.filter((route) => wanted.has(route.path));
  }
  if (visitorFilter) {
    const wanted = listOf(visitorFilter);
    const unknown = [...wanted].filter((visitor) => !VISITORS.includes(visitor as Visitor));
    if (unknown.length > 0)
      throw new Error(`Unknown visitor(s) ${unknown.join(', ')}; known: ${VISITORS.join(' ')}`);
    selected = selected.filter((route) => wanted.has(route.visitor));
  }
  return selected;
}
