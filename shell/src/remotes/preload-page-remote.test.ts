/** @jest-environment jsdom */
import { preloadPageRemote } from './preload-page-remote';

const manifest = {
  mfe_marketing: 'https://cdn.example.com/mfe-marketing/1/remoteEntry.js',
  mfe_admin: 'https://cdn.example.com/mfe-admin/1/remoteEntry.js',
};

const preloads = () =>
  Array.from(document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')).map((link) => [
    link.as,
    link.href,
  ]);

describe('preloadPageRemote', () => {
  beforeEach(() => {
    document.head.innerHTML = '';
  });

  it('preloads the remote entry of the page being opened', () => {
    preloadPageRemote(manifest, '/gig/3');
    expect(preloads()).toEqual([['script', manifest.mfe_marketing]]);
  });

  it('recognises the admin area at any depth', () => {
    preloadPageRemote(manifest, '/admin/bookings');
    expect(preloads()).toEqual([['script', manifest.mfe_admin]]);
  });

  it.each(['/', '/no-such-page', '/book-tour'])(
    'adds nothing for %s (home, 404, or no entry in the manifest)',
    (pathname) => {
      preloadPageRemote(manifest, pathname);
      expect(preloads()).toEqual([]);
    },
  );
});
