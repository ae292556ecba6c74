// The review link of the review-request e-mail (issue 23): `/?review=<manage token>#testimonials`
// opens Share Your Experience filled in from the booking the token manages;
// `/?share-experience=1#testimonials` opens the empty form. The home page reads both once and
// removes them from the address bar, so a shared URL or screenshot never carries the token.
import type { TripType } from '../trip/trip-type';

/** The query parameters the home page reads to open Share Your Experience. */
export const REVIEW_LINK_PARAMS = {
  /** A manage token: the form opens with the booking's name and e-mail. */
  token: 'review',
  /** Any value: the form opens empty. */
  open: 'share-experience',
} as const;

/** What the review link asks of the home page: nothing, the empty form, or a prefilled one. */
export type ReviewLinkRequest = null | { token: string | null };

/** Reads a URL's query string (`?review=…`): null when it does not ask for the review form. */
export function reviewLinkRequest(search: string): ReviewLinkRequest {
  const params = new URLSearchParams(search);
  const token = params.get(REVIEW_LINK_PARAMS.token)?.trim() ?? '';
  if (token !== '') return { token };
  if (params.has(REVIEW_LINK_PARAMS.token) || params.has(REVIEW_LINK_PARAMS.open)) {
    return { token: null };
  }
  return null;
}

/** The query string without the review link's parameters ('' when nothing else is left). */
export function withoutReviewLinkParams(search: string): string {
  const params = new URLSearchParams(search);
  params.delete(REVIEW_LINK_PARAMS.token);
  params.delete(REVIEW_LINK_PARAMS.open);
  const rest = params.toString();
  return rest === '' ? '' : `?${rest}`;
}

/**
 * The service (SERVICE_TITLES id) a review of a booked transfer is about, when the trip type maps
 * cleanly: airport transfers are the Airport Transfer service (1). A cruise-terminal transfer is not
 * a Cruise Ship Excursion and an inland ride is none of the eight: no service (the form leaves it).
 */
export function reviewServiceIdForTripType(tripType: string | null | undefined): 1 | null {
  const airport: readonly TripType[] = ['fromAirport', 'toAirport'];
  return airport.includes(tripType as TripType) ? 1 : null;
}
