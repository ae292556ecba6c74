/** The error every stand-in throws when a part of supabase-js this site does not ship is used. */
export function unavailable(part: string): Error {
  return new Error(
    `supabase-js ${part} is not part of this site's build (tools/webpack/supabase-unused): ` +
      'remove its alias in create-app-config.ts before using it.',
  );
}
