import { clampInt } from '../trip/clamp';
import { EXTRAS } from '../rates';
import type { AdditionalServiceLine, QuoteExtras } from './quote-types';

/** Counts become whole numbers within their limits (seats 0-3, fast track 0-8 each). */
export function normaliseExtras(extras: Partial<QuoteExtras> = {}): QuoteExtras {
  return {
    carSeats: clampInt(extras.carSeats ?? 0, 0, EXTRAS.carSeat.max),
    supermarketStop: extras.supermarketStop === true,
    fastTrackAdults: clampInt(extras.fastTrackAdults ?? 0, 0, EXTRAS.fastTrackAdult.max),
    fastTrackChildren: clampInt(extras.fastTrackChildren ?? 0, 0, EXTRAS.fastTrackChild.max),
  };
}

/** The chosen extras as additional_services rows; child seats are doubled on a round trip. */
export function extrasLines(extras: QuoteExtras, legs: 1 | 2): AdditionalServiceLine[] {
  const lines: AdditionalServiceLine[] = [];
  const add = (
    serviceType: AdditionalServiceLine['serviceType'],
    qty: number,
    unit: number,
    times = 1,
  ) => {
    if (qty > 0)
      lines.push({ serviceType, quantity: qty, unitPrice: unit, price: qty * unit * times });
  };
  add('car_seats', extras.carSeats, EXTRAS.carSeat.price, legs);
  add('supermarket_stop', extras.supermarketStop ? 1 : 0, EXTRAS.supermarketStop.price);
  add('fast_track_adults', extras.fastTrackAdults, EXTRAS.fastTrackAdult.price);
  add('fast_track_children', extras.fastTrackChildren, EXTRAS.fastTrackChild.price);
  return lines;
}

/** Cash is not available when any fast track is chosen. */
export function requiresCreditCard(extras: Partial<QuoteExtras>): boolean {
  const normalised = normaliseExtras(extras);
  return normalised.fastTrackAdults > 0 || normalised.fastTrackChildren > 0;
}
