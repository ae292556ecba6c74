/** @jest-environment jsdom */
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router';

import { useDocumentTitle } from './document-title';
import { HOME_DESCRIPTION, HOME_TITLE, pageMetaFor, SITEMAP_PATHS } from './page-meta';
import { PUBLIC_ROUTES } from './route-table';

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
    const descriptions = PUBLIC_ROUTES.filter((route) => !route.pattern.includes(':'))
      .map((route) => pageMetaFor(route.pattern, route.title))
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

describe('useDocumentTitle', () => {
  function Page({ title }: { title: string | null }) {
    useDocumentTitle(title);
    return null;
  }

  it('writes the title, description, Open Graph tags, canonical URL and robots rule', () => {
    render(
      <MemoryRouter initialEntries={['/gig/2']}>
        <Page title="Our services" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('Island Tour | Barbados Island Rides');
    const content = (selector: string) =>
      document.head.querySelector(selector)?.getAttribute('content');
    expect(content('meta[name="description"]')).toMatch(/island tours of Barbados/);
    expect(content('meta[property="og:title"]')).toBe('Island Tour | Barbados Island Rides');
    expect(content('meta[property="og:url"]')).toBe('http://localhost/gig/2');
    expect(content('meta[name="robots"]')).toBe('index, follow');
    expect(document.head.querySelector('link[rel="canonical"]')?.getAttribute('href')).toBe(
      'http://localhost/gig/2',
    );
  });

  it('updates the same tags on the next page instead of adding more', () => {
    render(
      <MemoryRouter initialEntries={['/my-bookings']}>
        <Page title="My bookings" />
      </MemoryRouter>,
    );
    expect(document.title).toBe('My bookings | Barbados Island Rides');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toBe(
      'noindex',
    );
  });
});
