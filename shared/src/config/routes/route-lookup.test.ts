import { PAGE_HEADS, pageHeadAt } from './page-heads';

describe('pageHeadAt', () => {
  it('finds the head of a page by its path, with or without a trailing slash', () => {
    expect(pageHeadAt('/contact')).toBe(PAGE_HEADS.contact);
    expect(pageHeadAt('/admin/bookings/')).toBe(PAGE_HEADS.adminBookings);
    expect(pageHeadAt('/admin')).toBe(PAGE_HEADS.adminOverview);
  });

  it('has none for pages whose head depends on data or on who is signed in', () => {
    for (const path of ['/', '/gig/1', '/my-bookings', '/dashboard', '/admin/nowhere']) {
      expect(pageHeadAt(path)).toBeNull();
    }
  });

  it('gives every head its own path, and staff pages the wide frame and a minimum role', () => {
    const heads = Object.values(PAGE_HEADS);
    expect(new Set(heads.map((head) => head.path)).size).toBe(heads.length);
    for (const head of heads) {
      const staff = head.path.startsWith('/admin');
      expect('wide' in head && head.wide).toBe(staff);
      expect('staffRole' in head).toBe(staff);
    }
  });

  it('keeps Users for admins and Settings for super_admins (SPEC section 6)', () => {
    expect(PAGE_HEADS.adminUsers.staffRole).toBe('admin');
    expect(PAGE_HEADS.adminSettings.staffRole).toBe('super_admin');
    expect(PAGE_HEADS.adminBookings.staffRole).toBe('moderator');
  });
});
