// The security headers of the front ends, built from a deployment's runtime data (the remotes
// manifest and env of runtime.json) so the local static servers and the README's production policy agree.

export interface SecurityPolicySources {
  /** The remotes manifest the shell fetches (`runtime.json`'s `remotes`): container name -> remoteEntry.js URL. */
  remotes: Record<string, string>;
  /** `runtime.json`'s `env.supabaseUrl`. */
  supabaseUrl?: string;
}

/**
 * Google Maps JavaScript API hosts (Google's allow-list CSP guide). The maps script and its library
 * scripts come from maps.googleapis.com and maps.gstatic.com; tiles, markers and icons from the
 * image hosts; the place and route services are fetched from *.googleapis.com. The policy lists
 * them whether or not a key is configured: the key is runtime data (env.json) and the calculator
 * falls back to manual entry without it.
 */
export const GOOGLE_MAPS = {
  script: ['https://maps.googleapis.com', 'https://maps.gstatic.com'],
  img: [
    'https://*.googleapis.com',
    'https://*.gstatic.com',
    'https://*.google.com',
    'https://*.googleusercontent.com',
  ],
  connect: ['https://*.googleapis.com', 'https://*.google.com', 'https://*.gstatic.com'],
  style: ['https://fonts.googleapis.com'],
  font: ['https://fonts.gstatic.com'],
  frame: ['https://*.google.com'],
} as const;

/** `https://cdn.example.com/mfe-booking/3f2a1c9/remoteEntry.js` -> `https://cdn.example.com`. */
export function originOf(url: string): string {
  return new URL(url).origin;
}

export function remoteOrigins(remotes: Record<string, string>): string[] {
  return [...new Set(Object.values(remotes).map(originOf))];
}

function directive(name: string, sources: readonly string[]): string {
  return [name, ...new Set(sources)].join(' ');
}

/**
 * The Content-Security-Policy of every HTML document. Scripts: the site, the remotes and Google
 * Maps only; no 'unsafe-inline' (the prerendered pages' one inline script is a JSON-LD data block,
 * which CSP does not execute) and no 'unsafe-eval' (global remoteEntry.js remotes never reach the
 * federation runtime's `new Function` paths).
 *
 * Styles need 'unsafe-inline': style-loader injects each CSS module as a <style> element at
 * runtime, the Maps script injects its own, and React renders `style` attributes into the
 * prerendered HTML. Hashes of the two static <style> blocks would not help: a browser that sees a
 * hash ignores 'unsafe-inline', which would block the runtime ones.
 *
 * The app does not use Supabase Realtime (no channel is ever opened), so only the Supabase origin
 * is in connect-src; add its ws:/wss: form (`wss://<project>.supabase.co`) if that changes.
 */
export function contentSecurityPolicy(sources: SecurityPolicySources): string {
  const remotes = remoteOrigins(sources.remotes);
  const supabase = sources.supabaseUrl ? [originOf(sources.supabaseUrl)] : [];
  return [
    directive('default-src', ["'self'"]),
    directive('script-src', ["'self'", ...remotes, ...GOOGLE_MAPS.script]),
    directive('style-src', ["'self'", "'unsafe-inline'", ...remotes, ...GOOGLE_MAPS.style]),
    // data: for the favicon placeholder and small inlined images.
    directive('img-src', ["'self'", 'data:', ...remotes, ...GOOGLE_MAPS.img]),
    directive('font-src', ["'self'", ...remotes, ...GOOGLE_MAPS.font]),
    // 'self' for runtime.json; the remotes for their manifests.
    directive('connect-src', ["'self'", ...remotes, ...supabase, ...GOOGLE_MAPS.connect]),
    directive('frame-src', GOOGLE_MAPS.frame),
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

/** Every response: scripts, styles, images, JSON and documents. */
export const COMMON_HEADERS: Readonly<Record<string, string>> = {
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
