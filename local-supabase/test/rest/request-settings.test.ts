import { PGlite } from '@electric-sql/pglite';

import { signJwt, verifyJwt } from '../../src/jwt';
import { sqlLiteral } from '../../src/rest/request-context';

describe('request settings sent as literals', () => {
  let pg: PGlite;
  beforeAll(async () => {
    pg = new PGlite();
    await pg.waitReady;
  });
  afterAll(() => pg.close());

  it.each([
    ['plain', 'GET'],
    ['quotes', `it's "quoted" ''twice''`],
    ['backslashes', String.raw`C:\path\n\'; select 1; --`],
    ['JSON with escapes', JSON.stringify({ a: 'x\ny"\\', b: '\u2028é😀' })],
  ])('reads back %s unchanged, whatever standard_conforming_strings says', async (_, value) => {
    const literal = sqlLiteral(value);
    expect(literal).not.toBeNull();
    for (const conforming of ['on', 'off']) {
      await pg.exec(`set standard_conforming_strings = ${conforming}`);
      const { rows } = await pg.query<{ v: string }>(`select ${literal} as v`);
      expect(rows[0]?.v).toBe(value);
    }
  });

  it('has no literal for a value holding a NUL (the request falls back to bind parameters)', () => {
    expect(sqlLiteral('a\u0000b')).toBeNull();
  });
});

describe('verified-token cache', () => {
  const secret = 'a-test-secret-of-at-least-thirty-two-characters';

  it('checks the expiry again on every use of a cached token', async () => {
    const now = Math.floor(Date.now() / 1000);
    const token = await signJwt({ role: 'authenticated', iat: now, exp: now + 60 }, secret);
    expect((await verifyJwt(token, secret)).ok).toBe(true);
    const later = jest.spyOn(Date, 'now').mockReturnValue((now + 120) * 1000);
    try {
      expect(await verifyJwt(token, secret)).toEqual({
        ok: false,
        failure: { kind: 'expired', message: 'JWT expired' },
      });
    } finally {
      later.mockRestore();
    }
  });

  it('never answers for a token under another secret', async () => {
    const token = await signJwt({ role: 'authenticated' }, secret);
    expect((await verifyJwt(token, secret)).ok).toBe(true);
    const other = await verifyJwt(token, `${secret}-other`);
    expect(other.ok).toBe(false);
  });
});
