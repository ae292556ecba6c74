import { PUBLIC_ROUTES } from './route-lookup';
import { HOME_DESCRIPTION, HOME_TITLE } from './route-manifest';
import { SITEMAP_PATHS } from './build-lists';
import { pageMetaFor } from './route-meta';

describe('per-route title and description', () => {
  it('the home page has the business title and description', () => {
    expect(pageMetaFor('/', null)).toEqual({
      title: HOME_TITLE,
      description: HOME_DESCRIPTION,
      indexable: true,
    });
  });

  it.each([
    ['/gig/1', 'Airport Transfer | Barbados Island Rides', /Grantley Adams/],
    ['/gig/4', 'Wedding Transportation | Barbados Island Rides', /wedding party/],
    ['/gig/8', 'Concierge Services | Barbados Island Rides', /groceries/],
  ])('%s is titled after its service', (path, title, description) => {
    const meta = pageMetaFor(path, 'Our services');
    expect(meta.title).toBe(title);
    expect(meta.description).toMatch(description);
    expect(meta.indexable).toBe(true);
  });

  it('an unknown gig keeps the caller’s title and is not indexed', () => {
    expect(pageMetaFor('/gig/9', 'Our services')).toEqual({
      title: 'Our services | Barbados Island Rides',
      description: HOME_DESCRIPTION,
      indexable: false,
    });
  });

  it('every public route of the route table has its own description', () => {
    const descriptions = PUBLIC_ROUTES.filter((route) => !route.path.includes(':'))
      .map((route) => pageMetaFor(route.path, route.title))
      .filter((meta) => meta.indexable)
      .map((meta) => meta.description);
    expect(new Set(descriptions).size).toBe(descriptions.length);
    expect(descriptions).not.toContain(HOME_DESCRIPTION);
  });

  it.each(['/dashboard', '/my-bookings', '/account-settings', '/admin', '/admin/bookings'])(
    '%s is kept out of search results',
    (path) => {
      expect(pageMetaFor(path, 'Somewhere').indexable).toBe(false);
    },
  );

  it.each(['/cancel-confirmation', '/reset-password'])(
    '%s may be indexed but is not in the sitemap (nothing private on it)',
    (path) => {
      expect(pageMetaFor(path, 'Somewhere').indexable).toBe(true);
      expect(SITEMAP_PATHS).not.toContain(path);
    },
  );

  it('the sitemap lists home, the eight gig pages and the indexable public pages', () => {
    expect(SITEMAP_PATHS).toHaveLength(14);
    for (const path of SITEMAP_PATHS.filter((entry) => entry !== '/')) {
      expect(pageMetaFor(path, 'x').indexable).toBe(true);
    }
  });
});
