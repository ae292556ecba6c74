import { serviceTitle } from '@bbt/shared';
import {
  reviewLinkRequest,
  reviewServiceIdForTripType,
  withoutReviewLinkParams,
} from '@bbt/shared/domain';

import { fetchReviewPrefill } from '../../../data/review-prefill';
import type { ShareExperiencePrefill } from './share-experience-dialog';

/**
 * The review link's request in the address bar (`?review=<token>` or `?share-experience=1`), read
 * once: its parameters leave the address bar at once (history.replaceState, the path, the rest of
 * the query and `#testimonials` kept), so a shared URL or screenshot never carries the token.
 * Null on any other visit (nothing loads then).
 */
export function takeReviewLinkRequest(): { token: string | null } | null {
  if (typeof window === 'undefined') return null;
  const { pathname, search, hash } = window.location;
  const request = reviewLinkRequest(search);
  if (request) {
    window.history.replaceState(
      window.history.state,
      '',
      `${pathname}${withoutReviewLinkParams(search)}${hash}`,
    );
  }
  return request;
}

/** The form's prefill from a manage token: null for an invalid one (the form opens empty). */
export async function reviewPrefillOf(
  token: string | null,
): Promise<ShareExperiencePrefill | null> {
  const booking = token ? await fetchReviewPrefill(token) : null;
  if (!booking) return null;
  const serviceId = reviewServiceIdForTripType(booking.tripType);
  return {
    customerName: booking.name,
    customerEmail: booking.email,
    ...(serviceId ? { serviceUsed: serviceTitle(serviceId) } : {}),
  };
}
