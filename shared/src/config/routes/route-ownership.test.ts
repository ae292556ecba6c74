import { paths } from '../../routing/paths';
import { findPublicRoute, pageOwnerOf, PUBLIC_ROUTES } from './route-lookup';
import { ADMIN_AREA } from './route-manifest';

describe('public route ownership: which remote renders each public path', () => {
  it.each([
    ['/gig/1', 'mfe_marketing'],
    ['/gig/42', 'mfe_marketing'],
    ['/contact', 'mfe_marketing'],
    ['/refund-policy', 'mfe_marketing'],
    ['/cancel-reservation', 'mfe_marketing'],
    ['/cancel-confirmation', 'mfe_marketing'],
    ['/book-tour', 'mfe_booking'],
    ['/book-night-out', 'mfe_booking'],
    ['/manage/Zx9-token_value', 'mfe_account'],
    ['/dashboard', 'mfe_account'],
    ['/my-bookings', 'mfe_account'],
    ['/account-settings', 'mfe_account'],
    ['/reset-password', 'mfe_account'],
  ])('%s belongs to %s', (pathname, remote) => {
    expect(findPublicRoute(pathname)?.owner.remote).toBe(remote);
  });

  it.each(['/', '/gig', '/gig/1/extra', '/contacts', '/admin', '/unknown'])(
    '%s has no public owner',
    (pathname) => {
      expect(findPublicRoute(pathname)).toBeNull();
    },
  );

  it('gives every owned route a page title', () => {
    for (const route of PUBLIC_ROUTES) expect(route.title.length).toBeGreaterThan(3);
  });
});

describe('page owners (used to preload the page’s remote)', () => {
  it.each([
    ['/admin', 'mfe_admin'],
    ['/admin/users', 'mfe_admin'],
    ['/administrator', null],
    ['/book-night-out', 'mfe_booking'],
    ['/manage/Zx9-token_value', 'mfe_account'],
    ['/', null],
  ])('%s is rendered by %s', (pathname, owner) => {
    expect(pageOwnerOf(pathname)).toBe(owner);
  });
});

describe('the route table stays in step with the shared paths contract', () => {
  it('uses exactly the public paths of @bbt/shared', () => {
    const sharedPublicPaths = Object.values(paths)
      .map((path) => (typeof path === 'function' ? path(':id') : path))
      .filter((path) => path !== paths.home && !path.startsWith(paths.admin));
    // A pattern's parameter is named by its page ('/manage/:token'); the contract's is ':id'.
    const routePaths = PUBLIC_ROUTES.map((route) => route.path.replace(/:\w+/g, ':id'));
    expect(routePaths.sort()).toEqual(sharedPublicPaths.sort());
    expect(ADMIN_AREA.prefix).toBe(paths.admin);
  });
});
