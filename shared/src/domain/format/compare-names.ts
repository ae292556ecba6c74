// Made once: `localeCompare(other, 'en')` builds a new collator on every call, and sorting the
// place lists that way at start-up held a phone's main thread for tens of milliseconds.
const ENGLISH = new Intl.Collator('en');

/** Orders two names as `a.localeCompare(b, 'en')` does: for sorting lists of places by name. */
export const compareNames = (a: string, b: string): number => ENGLISH.compare(a, b);
