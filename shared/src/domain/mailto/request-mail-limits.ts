// What a tour or night-out request says about the e-mail limit: the room left under the requests
// box, and what to shorten when the prepared e-mail would be too long (nothing is ever cut).
import type { MailtoTooLongError } from './mailto-core';

/** At or below this many characters left, the allowance is also announced to screen readers. */
export const MAILTO_ALLOWANCE_WARNING = 100;

const characters = (count: number): string => `${count} character${count === 1 ? '' : 's'}`;

/** Under the requests box: 'N characters left', or 'N characters too many' (allowance < 0). */
export function allowanceText(allowance: number): string {
  return allowance >= 0 ? `${characters(allowance)} left` : `${characters(-allowance)} too many`;
}

/** Shown with the submit error: which text to shorten and by how much. */
export function tooLongAdvice(error: MailtoTooLongError): string {
  if (error.shorten) {
    return `Please shorten the ${error.shorten.name.toLowerCase()} by ${characters(error.shorten.characters)}.`;
  }
  const lists = error.lists.map((name) => name.toLowerCase());
  const fewer = lists.length > 0 ? ` or choose fewer ${lists.join(' and ')}` : '';
  return `The e-mail would be ${characters(error.over)} too long. Please shorten what you typed${fewer}.`;
}
