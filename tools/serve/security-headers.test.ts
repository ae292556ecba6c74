import { createHash } from 'node:crypto';

import { SIGNED_OUT_REDIRECT_SCRIPT } from '../../shell/src/loading/signed-out-redirect';
import {
  COMMON_HEADERS,
  contentSecurityPolicy,
  documentHeaders,
  GOOGLE_MAPS,
  PERMISSIONS_POLICY,
  remoteOrigins,
} from './security-headers';

const REMOTES = {
  mfe_marketing: 'https://cdn.example.com/mfe-marketing/3f2a1c9/remoteEntry.js',
  mfe_booking: 'https://cdn.example.com/mfe-booking/77aa01b/remoteEntry.js',
  mfe_account: 'https://account.example.com/remoteEntry.js',
  mfe_admin: 'http://localhost:4204/remoteEntry.js',
};
const SUPABASE = 'https://abcdefgh.supabase.co/';

/** directive name -> its sources */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy.split('; ').map((part) => {
      const [name = '', ...sources] = part.split(' ');
      return [name, sources];
    }),
  );
}

const policy = directives(contentSecurityPolicy({ remotes: REMOTES, supabaseUrl: SUPABASE }));
const sourcesOf = (name: string) => policy.get(name) ?? [];

describe('remote origins', () => {
  it('are the origins of the remoteEntry.js URLs, each once, without path', () => {
    expect(remoteOrigins(REMOTES)).toEqual([
      'https://cdn.example.com',
      'https://account.example.com',
      'http://localhost:4204',
    ]);
  });
});

describe('Content-Security-Policy', () => {
  it('falls back to the site itself', () => {
    expect(sourcesOf('default-src')).toEqual(["'self'"]);
  });

  it('runs scripts from the site, the remotes and Google Maps, never any inline one or eval', () => {
    const redirectHash = createHash('sha256').update(SIGNED_OUT_REDIRECT_SCRIPT).digest('base64');
    expect(sourcesOf('script-src')).toEqual([
      "'self'",
      // The signed-in pages' signed-out redirect, and no other inline script.
      `'sha256-${redirectHash}'`,
      'https://cdn.example.com',
      'https://account.example.com',
      'http://localhost:4204',
      ...GOOGLE_MAPS.script,
    ]);
  });

  it('connects to the site, the remotes, the Supabase origin and the Maps services', () => {
    const connect = sourcesOf('connect-src');
    expect(connect).toEqual(expect.arrayContaining(["'self'", 'https://cdn.example.com']));
    expect(connect).toContain('https://abcdefgh.supabase.co');
    expect(connect).toEqual(expect.arrayContaining([...GOOGLE_MAPS.connect]));
    // No Realtime: no WebSocket origin.
    expect(connect.filter((source) => /^wss?:/.test(source))).toEqual([]);
  });

  it('without a Supabase URL connects to no Supabase origin', () => {
    const bare = directives(contentSecurityPolicy({ remotes: REMOTES }));
    expect(bare.get('connect-src')).not.toContain('https://abcdefgh.supabase.co');
  });

  it('allows inline styles (runtime <style> tags) but no hash, which would disable that', () => {
    expect(sourcesOf('style-src')).toContain("'unsafe-inline'");
    expect(sourcesOf('style-src').filter((source) => source.startsWith("'sha"))).toEqual([]);
  });

  it('lets images, fonts and styles come from the remotes, which serve their own assets', () => {
    for (const name of ['img-src', 'font-src', 'style-src']) {
      expect(sourcesOf(name)).toContain('https://cdn.example.com');
    }
    expect(sourcesOf('img-src')).toEqual(expect.arrayContaining(['data:', ...GOOGLE_MAPS.img]));
    expect(sourcesOf('font-src')).toEqual(expect.arrayContaining([...GOOGLE_MAPS.font]));
  });

  it('blocks plugins, <base>, framing by other sites and forms posting elsewhere', () => {
    expect(sourcesOf('object-src')).toEqual(["'none'"]);
    expect(sourcesOf('base-uri')).toEqual(["'none'"]);
    expect(sourcesOf('frame-ancestors')).toEqual(["'none'"]);
    expect(sourcesOf('form-action')).toEqual(["'self'"]);
  });

  it('has no keyword that would undo it anywhere', () => {
    const text = contentSecurityPolicy({ remotes: REMOTES, supabaseUrl: SUPABASE });
    expect(text).not.toMatch(/'unsafe-eval'|'unsafe-hashes'|'strict-dynamic'|https?:(?!\/\/)/);
  });

  it('names every host exactly: no wildcard, which would match hosts serving anyone’s content', () => {
    const text = contentSecurityPolicy({ remotes: REMOTES, supabaseUrl: SUPABASE });
    expect(text).not.toContain('*');
    expect(text).not.toMatch(/storage\.googleapis|script\.google|googleusercontent/);
  });

  it('reaches Google only on the Maps JavaScript API’s own hosts', () => {
    const google = (name: string) =>
      sourcesOf(name).filter((source) => /google|gstatic/.test(source));
    expect(google('script-src')).toEqual([
      'https://maps.googleapis.com',
      'https://maps.gstatic.com',
    ]);
    expect(google('img-src')).toEqual([
      'https://maps.googleapis.com',
      'https://mapsresources-pa.googleapis.com',
      'https://maps.gstatic.com',
      'https://csi.gstatic.com',
    ]);
    expect(google('connect-src')).toEqual([
      'https://maps.googleapis.com',
      'https://mapsresources-pa.googleapis.com',
      'https://places.googleapis.com',
      'https://maps.gstatic.com',
      'https://csi.gstatic.com',
    ]);
    expect(google('style-src')).toEqual(['https://fonts.googleapis.com']);
    expect(google('font-src')).toEqual(['https://fonts.gstatic.com']);
  });

  it('frames nothing from elsewhere: the map is drawn in the page', () => {
    expect(policy.has('frame-src')).toBe(false);
    expect(policy.has('child-src')).toBe(false);
    expect(sourcesOf('default-src')).toEqual(["'self'"]);
  });

  it('keeps the one inline allowance to styles; scripts have none', () => {
    const inline = [...policy].filter(([, sources]) => sources.includes("'unsafe-inline'"));
    expect(inline.map(([name]) => name)).toEqual(['style-src']);
  });
});

describe('every response', () => {
  it('asks for HTTPS only for two years, subdomains included (ignored over plain HTTP)', () => {
    expect(COMMON_HEADERS['Strict-Transport-Security']).toBe('max-age=63072000; includeSubDomains');
  });
});

describe('document headers', () => {
  it('carry the policy, the permissions, frame denial and the opener policy', () => {
    const headers = documentHeaders({ remotes: REMOTES, supabaseUrl: SUPABASE });
    expect(headers).toEqual({
      'Content-Security-Policy': contentSecurityPolicy({ remotes: REMOTES, supabaseUrl: SUPABASE }),
      'Permissions-Policy': PERMISSIONS_POLICY,
      'X-Frame-Options': 'DENY',
      'Cross-Origin-Opener-Policy': 'same-origin',
    });
  });

  it('deny the camera, the microphone and geolocation (the booking flow does not locate)', () => {
    for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
      expect(PERMISSIONS_POLICY.split(', ')).toContain(`${feature}=()`);
    }
  });
});
