import { parseRemotesManifest } from './registry';

jest.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: jest.fn() }));

describe('parseRemotesManifest', () => {
  it('keeps remote entries with string URLs', () => {
    expect(
      parseRemotesManifest({
        mfe_admin: 'https://cdn.example.com/mfe-admin/abc/remoteEntry.js',
        mfe_booking: 'x',
      }),
    ).toEqual({
      mfe_admin: 'https://cdn.example.com/mfe-admin/abc/remoteEntry.js',
      mfe_booking: 'x',
    });
  });
  it('drops malformed entries and survives a broken file', () => {
    expect(parseRemotesManifest({ mfe_admin: 42, shell: 'x', 'mfe-admin': 'y' })).toEqual({});
    expect(parseRemotesManifest(null)).toEqual({});
    expect(parseRemotesManifest('oops')).toEqual({});
  });
});
