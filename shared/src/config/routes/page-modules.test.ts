import { federationId, pageModuleAt } from './page-modules';
import { PAGE_MODULES } from './build-lists';

describe('pageModuleAt', () => {
  it.each([
    ['/gig/3', 'mfe_marketing/routes'],
    ['/book-night-out', 'mfe_booking/routes'],
    ['/reset-password', 'mfe_account/routes'],
    ['/admin', 'mfe_admin/routes'],
    ['/admin/users/42', 'mfe_admin/routes'],
  ])('%s is rendered by %s', (pathname, id) => {
    const page = pageModuleAt(PAGE_MODULES, pathname);
    expect(page && federationId(page)).toBe(id);
  });

  it.each(['/', '/administrator', '/gig/1/extra', '/unknown'])('%s has no remote page', (path) => {
    expect(pageModuleAt(PAGE_MODULES, path)).toBeNull();
  });
});

describe('the pages only the signed in may open', () => {
  it.each([
    ['/dashboard', true],
    ['/my-bookings', true],
    ['/account-settings', true],
    ['/driver', true],
    ['/admin', true],
    ['/admin/users', true],
    ['/admin/anything', true],
    ['/manage/abc123', false],
    ['/reset-password', false],
    ['/contact', false],
  ])('%s: %s', (pathname, signedIn) => {
    expect(pageModuleAt(PAGE_MODULES, pathname)?.signedIn ?? false).toBe(signedIn);
  });
});
