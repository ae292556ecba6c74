// How a typed place name is compared with the catalogue. Mirrored exactly by
// private.place_name_key() in supabase/migrations (the database resolves a typed location the
// same way when a booking is created), so keep the two in step.

/**
 * The comparison key of a place name or address: accents dropped, lower case, every run of other
 * characters (spaces, commas, periods, hyphens, apostrophes, '&'...) a word break, the word
 * 'saint' read as 'st', any trailing 'Barbados' / 'BB' words dropped (the site appends
 * ', Barbados' to addresses), the word 'and' dropped ('Bar & Grill' = 'Bar and Grill'), then the
 * words joined without spaces ('Sea-U' = 'Sea U' = 'SeaU'). A text without letters or digits has
 * the key ''.
 */
export function placeNameKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim()
    .replace(/\bsaint\b/g, 'st')
    .replace(/( (barbados|bb))+$/, '')
    .replace(/\band\b/g, '')
    .replace(/ /g, '');
}
