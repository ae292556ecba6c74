import { preloadPageRemote } from './preload-page-remote';

const manifest = {
  mfe_marketing: 'https://cdn.example.com/mfe-marketing/1/remoteEntry.js',
  mfe_admin: 'https://cdn.example.com/mfe-admin/1/remoteEntry.js',
};

describe('preloadPageRemote', () => {
  const loader = () => jest.fn(async (_id: string) => ({ default: () => null }));

  it("starts loading the module of the page being opened: the owner's ./routes", () => {
    const load = loader();
    preloadPageRemote(manifest, '/gig/3', load);
    expect(load).toHaveBeenCalledWith('mfe_marketing/routes');
  });

  it('recognises the admin area at any depth', () => {
    const load = loader();
    preloadPageRemote(manifest, '/admin/bookings', load);
    expect(load).toHaveBeenCalledWith('mfe_admin/routes');
  });

  it.each(['/', '/no-such-page', '/book-tour'])(
    'loads nothing for %s (home, 404, or no entry in the manifest)',
    (pathname) => {
      const load = loader();
      preloadPageRemote(manifest, pathname, load);
      expect(load).not.toHaveBeenCalled();
    },
  );

  it('leaves a failure to the page slot (no unhandled rejection)', async () => {
    const load = jest.fn(async () => {
      throw new Error('remote down');
    });
    preloadPageRemote(manifest, '/contact', load);
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
  });
});
