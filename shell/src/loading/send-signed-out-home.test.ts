import type { PageModule } from '@bbt/shared/routes';

import { sendSignedOutVisitorHome } from './send-signed-out-home';

const MODULES: PageModule[] = [
  { path: '/admin', remote: 'mfe_admin', module: './routes', area: true, signedIn: true },
  { path: '/my-bookings', remote: 'mfe_account', module: './routes', signedIn: true },
  { path: '/contact', remote: 'mfe_marketing', module: './routes' },
];

function store(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

function visit(pathname: string, { hash = '', search = '' } = {}) {
  return { pathname, hash, search, replace: jest.fn() };
}

describe('sendSignedOutVisitorHome', () => {
  it('sends a visitor with no saved session from a signed-in page home', () => {
    for (const pathname of ['/my-bookings', '/admin', '/admin/users']) {
      const location = visit(pathname);
      expect(sendSignedOutVisitorHome(MODULES, location, () => [store([]), store(['other'])])).toBe(
        true,
      );
      expect(location.replace).toHaveBeenCalledWith('/');
    }
  });

  it('leaves a visitor with a session in either store, for the app to check', () => {
    for (const stores of [
      [store(['sb-127-auth-token']), store([])],
      [store([]), store(['bbt-x', 'sb-abcdefgh-auth-token'])],
    ]) {
      const location = visit('/my-bookings');
      expect(sendSignedOutVisitorHome(MODULES, location, () => stores)).toBe(false);
      expect(location.replace).not.toHaveBeenCalled();
    }
  });

  it('leaves public pages, sign-in links and blocked storage alone', () => {
    const cases = [
      visit('/contact'),
      visit('/'),
      visit('/my-bookings', { hash: '#access_token=x&type=signup' }),
      visit('/my-bookings', { hash: '#error=access_denied&error_code=otp_expired' }),
    ];
    for (const location of cases) {
      expect(sendSignedOutVisitorHome(MODULES, location, () => [store([])])).toBe(false);
      expect(location.replace).not.toHaveBeenCalled();
    }
    const blocked = visit('/admin');
    const refuse = () => {
      throw new DOMException('The operation is insecure.', 'SecurityError');
    };
    expect(sendSignedOutVisitorHome(MODULES, blocked, refuse)).toBe(false);
  });
});
