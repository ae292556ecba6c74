import { ADMIN_ROUTES, pageHeadAt, routeAt } from './route-lookup';
import { ROUTES } from './route-manifest';

describe('pageHeadAt', () => {
  it('finds the head of a page by its path, with or without a trailing slash', () => {
    expect(pageHeadAt('/contact')).toBe(ROUTES.contact.head);
    expect(pageHeadAt('/admin/bookings/')).toBe(ROUTES.adminBookings.head);
    expect(pageHeadAt('/admin')).toBe(ROUTES.adminOverview.head);
  });

  it('has none for pages whose head depends on data', () => {
    for (const path of ['/', '/gig/1', '/admin/nowhere']) {
      expect(pageHeadAt(path)).toBeNull();
    }
  });

  it('gives the signed-in pages a head and the rule of who may see it', () => {
    for (const [path, access] of [
      ['/dashboard', 'signed-in'],
      ['/my-bookings', 'signed-in'],
      ['/account-settings', 'signed-in'],
      ['/driver', 'driver'],
    ] as const) {
      expect(pageHeadAt(path)).not.toBeNull();
      expect(routeAt(path)?.access).toBe(access);
    }
    expect(pageHeadAt('/manage/abc123')?.title).toBe('Manage your booking');
    expect(routeAt('/manage/abc123')?.access).toBeUndefined();
  });

  it('gives every head its own path, and staff pages the wide frame and a minimum role', () => {
    const routes = Object.values(ROUTES).filter((route) => 'head' in route);
    expect(new Set(routes.map((route) => route.path)).size).toBe(routes.length);
    for (const route of routes) {
      const staff = route.path.startsWith('/admin');
      expect('wide' in route.head && route.head.wide).toBe(staff);
      expect('minRole' in route).toBe(staff);
    }
    expect(ADMIN_ROUTES.every((route) => 'head' in route)).toBe(true);
  });

  it('keeps Users for admins and Settings for super_admins', () => {
    expect(ROUTES.adminUsers.minRole).toBe('admin');
    expect(ROUTES.adminSettings.minRole).toBe('super_admin');
    expect(ROUTES.adminBookings.minRole).toBe('moderator');
  });
});
