import { SIGNED_OUT_REDIRECT_SCRIPT } from './signed-out-redirect';

function store(keys: string[]) {
  return { length: keys.length, key: (index: number) => keys[index] ?? null };
}

interface Visit {
  hash?: string;
  search?: string;
  local?: string[];
  session?: string[];
  blocked?: boolean;
}

/** Runs the script as a document would, against this visit's address and storage; where it went. */
function run({ hash = '', search = '', local = [], session = [], blocked = false }: Visit) {
  const location = { hash, search, replace: jest.fn() };
  const window = {
    location,
    get localStorage() {
      if (blocked) throw new DOMException('The operation is insecure.', 'SecurityError');
      return store(local);
    },
    sessionStorage: store(session),
  };
  new Function('window', SIGNED_OUT_REDIRECT_SCRIPT)(window);
  return location.replace.mock.calls.map(([to]) => to as string);
}

describe('the signed-out redirect of signed-in pages', () => {
  it('sends a visitor with no saved session home', () => {
    expect(run({})).toEqual(['/']);
    expect(run({ local: ['bbt-consent'], session: ['other'] })).toEqual(['/']);
  });

  it('leaves a visitor with a session in either store, for the app to check', () => {
    expect(run({ local: ['sb-127-auth-token'] })).toEqual([]);
    expect(run({ session: ['bbt-x', 'sb-abcdefgh-auth-token'] })).toEqual([]);
  });

  it('leaves sign-in links and their errors to the app', () => {
    expect(run({ hash: '#access_token=x&type=signup' })).toEqual([]);
    expect(run({ hash: '#error=access_denied&error_code=otp_expired' })).toEqual([]);
    expect(run({ search: '?code=abc' })).toEqual([]);
  });

  it('leaves a visitor whose storage is blocked to the app', () => {
    expect(run({ blocked: true })).toEqual([]);
  });

  it('is one line of plain script that cannot end its element early', () => {
    expect(SIGNED_OUT_REDIRECT_SCRIPT).not.toMatch(/\n|<\/|<!--/);
  });
});
