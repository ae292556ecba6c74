// The security headers of the front ends, built from a deployment's runtime data (the remotes
// manifest and env of runtime.json) so the local static servers and the README's production policy agree.
import { createHash } from 'node:crypto';

import { SIGNED_OUT_REDIRECT_SCRIPT } from '../../shell/src/loading/signed-out-redirect';

export interface SecurityPolicySources {
  /** The remotes manifest the shell fetches (`runtime.json`'s `remotes`): container name -> remoteEntry.js URL. */
  remotes: Record<string, string>;
  /** `runtime.json`'s `env.supabaseUrl`. */
  supabaseUrl?: string;
}

/**
 * The Google Maps JavaScript API's hosts, each named exactly: Google's list of Maps domains for
 * what the calculator uses (a roadmap with markers, an info window and a drawn route; geocoding and
 * directions; Places autocomplete and place details). Google's CSP guide shows wildcards
 * (`*.googleapis.com`, `*.google.com`, `*.googleusercontent.com`) that also match hosts serving
 * anyone's content (storage.googleapis.com buckets, script.google.com web apps, user uploads), where
 * an injected script could send what it read; exact hosts leave it nowhere to send it. The map
 * has no satellite, Street View or photos (those controls are off), so their hosts are not listed,
 * and it draws no frame. The policy lists them whether or not a key is configured: the key is
 * runtime data (runtime.json) and the calculator falls back to manual entry without it.
 */
export const GOOGLE_MAPS = {
  /** The loader's bootstrap, the libraries and the services' JSONP replies; static code. */
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  /** Map tiles; markers, control sprites and the logo; the API's timing beacons. */
  img: [
    'https://maps.googleapis.com',
    'https://mapsresources-pa.googleapis.com',
    'https://maps.gstatic.com',
    'https://csi.gstatic.com',
  ],
  /** Service calls (geocoding, directions, tiles), Places (New) autocomplete and details, beacons. */
  connect: [
    'https://maps.googleapis.com',
    'https://mapsresources-pa.googleapis.com',
    'https://places.googleapis.com',
    'https://maps.gstatic.com',
    'https://csi.gstatic.com',
  ],
  /** The Roboto stylesheet the map's controls load, and its font files. */
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
} as const;

/** `https://cdn.example.com/mfe-booking/3f2a1c9/remoteEntry.js` -> `https://cdn.example.com`. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

export function remoteOrigins(remotes: Record<string, string>): string[] {
  return [...new Set(Object.values(remotes).map(originOf))];
}

/** A CSP hash source: the script whose text has exactly this SHA-256 may run inline. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

/**
 * The Content-Security-Policy of every HTML document. Scripts: the site, the remotes, Google Maps
 * and, by its hash, the one inline script a signed-in page's document runs (it sends a signed-out
 * visitor home before anything downloads); no 'unsafe-inline' (the home page's JSON-LD block is
 * data, which CSP does not execute) and no 'unsafe-eval' (global remoteEntry.js remotes never reach
 * the federation runtime's `new Function` paths).
 *
 * Styles keep 'unsafe-inline', the one inline allowance left: style-loader injects each CSS module
 * as a <style> element at runtime, the Maps script injects its own, and the prerendered HTML has
 * `style` attributes. A hash cannot name styles made at runtime, and a browser that sees a hash or
 * nonce ignores 'unsafe-inline', so hashing the two static <style> blocks would block the rest.
 * Google supports a strict policy for Maps only by nonce, which must be new for every response: a
 * static host cannot do that. What an injected style could do is load a URL that carries what it
 * read; img-src and font-src name exact hosts, none of which an attacker can read.
 *
 * The app does not use Supabase Realtime (no channel is ever opened), so only the Supabase origin
 * is in connect-src; add its ws:/wss: form (`wss://<project>.supabase.co`) if that changes.
 */
export function contentSecurityPolicy(sources: SecurityPolicySources): string {
  const remotes = remoteOrigins(sources.remotes);
  const supabase = sources.supabaseUrl ? [originOf(sources.supabaseUrl)] : [];
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', [
      "'self'",
      scriptHashSource(SIGNED_OUT_REDIRECT_SCRIPT),
      ...remotes,
      ...GOOGLE_MAPS.script,
    ]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...remotes, ...GOOGLE_MAPS.style]),
    // data: for the favicon placeholder and small inlined images.
    directive('img-src', ["'self'", 'data:', ...remotes, ...GOOGLE_MAPS.img]),
    directive('font-src', ["'self'", ...remotes, ...GOOGLE_MAPS.font]),
    // 'self' for runtime.json; the remotes for their manifests.
    directive('connect-src', ["'self'", ...remotes, ...supabase, ...GOOGLE_MAPS.connect]),
    // The Maps renderer may start workers from blob: URLs.
    directive('worker-src', ["'self'", 'blob:']),
    directive('object-src', ["'none'"]),
    directive('base-uri', ["'none'"]),
    // Every form is handled by script (supabase-js calls); 'self' rather than 'none' so a form
    // submitted before the page is interactive reloads the page instead of raising a violation.
    directive('form-action', ["'self'"]),
    directive('frame-ancestors', ["'none'"]),
  ].join('; ');
}

/** Powerful features the site never asks for; the booking flow does not use geolocation either. */
export const PERMISSIONS_POLICY = [
  'accelerometer=()',
  'camera=()',
  'display-capture=()',
  'geolocation=()',
  'gyroscope=()',
  'magnetometer=()',
  'microphone=()',
  'midi=()',
  'payment=()',
  'usb=()',
].join(', ');

/**
 * HTTPS only from the first visit on, for two years, subdomains included. A browser ignores it on a
 * plain-HTTP response (RFC 6797), so the local servers send it too and it is tested there.
 */
export const STRICT_TRANSPORT_SECURITY = 'max-age=63072000; includeSubDomains';

/** Every response: scripts, styles, images, JSON and documents. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
  'Strict-Transport-Security': STRICT_TRANSPORT_SECURITY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'strict-origin-when-cross-origin',
};

/**
 * HTML documents only: the policy governs what a document may load, so a script, style or JSON
 * response gains nothing from it. X-Frame-Options repeats frame-ancestors for old browsers.
 */
export function documentHeaders(sources: SecurityPolicySources): Record<string, string> {
  return {
    'Content-Security-Policy': contentSecurityPolicy(sources),
    'Permissions-Policy': PERMISSIONS_POLICY,
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}
