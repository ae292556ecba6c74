/** @jest-environment jsdom */
import { lazyPage, pageAtSegment, pageChunks } from './page-chunks';

const Page = () => <p>Page</p>;

function area() {
  const loads = { index: jest.fn(async () => Page), users: jest.fn(async () => Page) };
  const chunks = pageChunks(
    { index: lazyPage(loads.index), users: lazyPage(loads.users) },
    pageAtSegment(2, { '': 'index', users: 'users' }),
  );
  return { loads, chunks };
}

describe('pageChunks', () => {
  it.each([
    ['/admin', 'index'],
    ['/admin/', 'index'],
    ['/admin/users', 'users'],
    ['/admin/users/7', 'users'],
  ] as const)('preloads the page %s shows, and only that one', (pathname, page) => {
    const { loads, chunks } = area();
    chunks.preloadPageFor(pathname);
    expect(loads[page]).toHaveBeenCalledTimes(1);
    const other = page === 'index' ? 'users' : 'index';
    expect(loads[other]).not.toHaveBeenCalled();
  });

  it.each(['/admin/fleet', '/admin/constructor', '/admin/toString'])(
    'preloads nothing for %s, which the area has no page for',
    (pathname) => {
      const { loads, chunks } = area();
      chunks.preloadPageFor(pathname);
      expect(loads.index).not.toHaveBeenCalled();
      expect(loads.users).not.toHaveBeenCalled();
    },
  );

  it('keeps a failed preload quiet and loads every page for tests', async () => {
    const failing = pageChunks(
      { broken: lazyPage(() => Promise.reject(new Error('offline'))) },
      pageAtSegment(1, { broken: 'broken' }),
    );
    expect(() => failing.preloadPageFor('/broken')).not.toThrow();
    const { loads, chunks } = area();
    await chunks.preloadAllPages();
    expect(loads.index).toHaveBeenCalledTimes(1);
    expect(loads.users).toHaveBeenCalledTimes(1);
  });
});
