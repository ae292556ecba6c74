/**
 * Strings that survive minification (string literals, option names) and appear in the built code of
 * the libraries `/` must not load before an interaction. tools/budgets checks each one against the
 * library's own files, so a library update that drops a marker fails there rather than silently.
 */
export const LIBRARY_MARKERS = [
  {
    library: '@supabase/supabase-js',
    marker: 'X-Client-Info',
    foundIn: '@supabase/supabase-js/dist/index.mjs',
  },
  { library: 'zod', marker: '$ZodType', foundIn: 'zod/v4/core/schemas.js' },
  {
    library: 'react-hook-form',
    marker: 'shouldUnregister',
    foundIn: 'react-hook-form/dist/index.esm.mjs',
  },
  {
    library: '@googlemaps/js-api-loader',
    marker: '@googlemaps/js-api-loader',
    foundIn: '@googlemaps/js-api-loader/dist/index.js',
  },
] as const;

/** The libraries whose markers are in a response body. */
export function librariesIn(body: string): string[] {
  return LIBRARY_MARKERS.filter(({ marker }) => body.includes(marker)).map(
    ({ library }) => library,
  );
}
