// A small analytics interface (page views and booking_initiated). It does nothing
// until a provider is configured with setAnalyticsProvider(), so no tracking script loads and no
// data leaves the browser by default. Lives in the singleton entry: one provider per page.
import { REVIEW_LINK_PARAMS } from '../domain/manage/review-link';

export interface AnalyticsEvent {
  action: string;
  category: string;
  label?: string;
  value?: number;
}

export interface AnalyticsProvider {
  pageView(path: string, title: string): void;
  event(event: AnalyticsEvent): void;
}

let provider: AnalyticsProvider | null = null;

/** Installs (or, with null, removes) the provider, e.g. a gtag adapter chosen at deploy time. */
export function setAnalyticsProvider(next: AnalyticsProvider | null): void {
  provider = next;
}

function safely(call: (target: AnalyticsProvider) => void): void {
  if (!provider) return;
  try {
    call(provider);
  } catch (error) {
    // Analytics must never break a page or a booking.
    console.warn('[analytics] provider failed', error);
  }
}

/** Paths whose last part is a secret (a manage link's token): reported without it. */
const SECRET_PATH = /^\/manage\/[^/?#]*/;
/** The review link's token in a query string (`?review=<token>`): reported without it. */
const SECRET_PARAM = new RegExp(`([?&]${REVIEW_LINK_PARAMS.token}=)[^&#]*`, 'g');

/**
 * The path as analytics may see it: `/manage/<token>` becomes `/manage/…`, `?review=<token>`
 * becomes `?review=…`.
 */
export function analyticsPath(path: string): string {
  return path.replace(SECRET_PATH, '/manage/…').replace(SECRET_PARAM, '$1…');
}

export function trackPageView(
  path: string,
  title: string = globalThis.document?.title ?? '',
): void {
  safely((target) => target.pageView(analyticsPath(path), title));
}

export function trackEvent(event: AnalyticsEvent): void {
  safely((target) => target.event(event));
}

/** booking_initiated: category booking, label the vehicle title, value the total. */
export function trackBookingInitiated(vehicleTitle: string, total: number): void {
  trackEvent({
    action: 'booking_initiated',
    category: 'booking',
    label: vehicleTitle,
    value: total,
  });
}
