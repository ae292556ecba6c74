// Test fixtures: the ways a visitor might type a catalogue place by hand.
import type { Place } from './place-types';

export interface TypedVariant {
  text: string;
  /** The parish is part of the text (else the name alone must be unambiguous). */
  withParish: boolean;
}

const spaced = (text: string): string => `  ${text.split(' ').join('   ')} `;
const unpunctuated = (text: string): string => text.replace(/[.,'’&-]/g, '');
const saint = (text: string): string => text.replace(/\bSt\. /g, 'Saint ');

/** Lower and upper case, extra spaces, no punctuation, 'Saint', with and without the parish and ', Barbados' / ', BB'. */
export function typedVariants(place: Place): TypedVariant[] {
  const { name, parish } = place;
  const withName = (text: string): TypedVariant => ({ text, withParish: false });
  const withParish = (text: string): TypedVariant => ({ text, withParish: true });
  return [
    withName(name),
    withName(name.toLowerCase()),
    withName(name.toUpperCase()),
    withName(spaced(name)),
    withName(unpunctuated(name)),
    withName(saint(name)),
    withName(`${name}, Barbados`),
    withName(`${unpunctuated(name).toLowerCase()} barbados`),
    withName(`${name}, BB`),
    withParish(`${name}, ${parish}`),
    withParish(`${name.toLowerCase()}, ${parish.toLowerCase()}`),
    withParish(unpunctuated(`${name} ${parish}`)),
    withParish(spaced(`${name}, ${parish}`)),
    withParish(saint(`${name}, ${parish}`)),
    withParish(`${name}, ${parish}, Barbados`),
    withParish(`${unpunctuated(name)} ${unpunctuated(parish)} BARBADOS`),
    withParish(`${name}, ${parish}, BB`),
  ];
}
