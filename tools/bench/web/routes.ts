// Every route of the site, with who is signed in when Lighthouse loads it.

export type Visitor = 'signed-out' | 'customer' | 'admin';

export interface WebRoute {
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
};

const publicPaths = [
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
const adminPaths = [
  '/admin',
  '/admin/bookings',
  '/admin/testimonials',
  '/admin/users',
  '/admin/settings',
];

export const WEB_ROUTES: readonly WebRoute[] = [
  ...publicPaths.map((path) => ({ path, visitor: 'signed-out' as const })),
  ...customerPaths.map((path) => ({ path, visitor: 'customer' as const })),
  ...adminPaths.map((path) => ({ path, visitor: 'admin' as const })),
];

/** `--routes=/,/contact` keeps only those paths (exact matches), for a quick run. */
export function selectRoutes(filter: string | undefined): readonly WebRoute[] {
  if (!filter) return WEB_ROUTES;
  const wanted = new Set(filter.split(',').map((path) => path.trim()));
  const selected = WEB_ROUTES.filter((route) => wanted.has(route.path));
  const unknown = [...wanted].filter((path) => !WEB_ROUTES.some((route) => route.path === path));
  if (unknown.length > 0)
    throw new Error(
      `Unknown route(s) ${unknown.join(', ')}; known: ${WEB_ROUTES.map((r) => r.path).join(' ')}`,
    );
  return selected;
}
