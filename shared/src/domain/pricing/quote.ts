/**
 * The price engine: quote(input) -> PriceResult. Deterministic and pure; the Postgres booking
 * function mirrors it step by step (all money in exact `numeric` there).
 *
 *  0. Normalise. passengers: whole number clamped to 1-20; suitcases: 0-20; car seats 0-3; fast
 *     track adults and children 0-8 each (fractions truncated). The SQL function rejects
 *     out-of-range input instead; inside the limits both agree.
 *  1. Endpoints. fromAirport/fromCruise force the pickup id to 'airport'/'cruise-terminal';
 *     toAirport/toCruise force the drop-off id. Other ids are taken as given; an id that is not
 *     in the catalogue is treated like a free-typed place (null).
 *  2. Distance (km), first match wins:
 *     a. calculatedKm, when a finite number with 0 < km <= 200 (the maps service's leg distance;
 *        anything else is ignored as a maps error);
 *     b. ROUTE_TABLE entry for the two ids, either direction;
 *     c. place table: one end is the airport -> the other place's kmFromAirport; else one end
 *        is the cruise terminal -> the other place's kmFromCruiseTerminal;
 *     d. both ends catalogue places other than 'other' -> straight-line estimate from their
 *        coordinates x 1.4, to 0.1 km (estimateRoadKm in distance.ts);
 *     e. fallback: 27 km when either end id is 'airport', else 15 km.
 *     The km is then rounded to whole metres: round(km * 1000) / 1000 (the maps service gives
 *     whole metres already; table figures are multiples of 0.1 km).
 *  3. Priced passengers: the party size, except the van prices a party of exactly 2 with 5 or
 *     more suitcases as 3.
 *  4. Rate. Cars: VEHICLES[type]. Van: base and per-km from the tier containing the priced
 *     passengers (1-5 tier 1: 36 + 2.55/km; 6+ tier 2: 40 + 2.6/km); the van's included
 *     passengers (2) and extra-person price ($8) still apply, so extra persons are counted for
 *     the van exactly as for the cars.
 *  5. Fare (one way) = base + km x perKm + max(0, priced passengers - 2) x extra-person price,
 *     rounded half up to cents.
 *  6. Fixed price: luxury or executive, pickup id 'airport', drop-off a catalogue place that is
 *     neither the airport nor 'other' -> fare = FIXED_AIRPORT_PRICES[vehicle][drop-off coast]
 *     (it replaces base, km and extra persons). Trips TO the airport are per km.
 *  7. legs = 2 on a round trip, else 1. tripTotal = fare x legs.
 *  8. Extras = car seats x 15 x legs + (supermarket stop ? 20 : 0) + fast-track adults x 65 +
 *     fast-track children x 40.
 *  9. After hours = 20 when the pickup time's hour is 0-5, + 20 when it is a round trip and the
 *     return time's hour is 0-5. A missing or malformed time adds nothing.
 * 10. total = tripTotal + extras + after hours, rounded half up to whole dollars
 *     (floor(x + 0.5); amounts are never negative).
 */
import { findPlace } from '../places/lookup';
import { fixedDropoffId, fixedPickupId, type TripType } from '../trip/trip-type';
import { clampPassengers, clampSuitcases } from '../trip/clamp';
import { afterHoursSurcharge } from './after-hours';
import { resolveDistance } from './distance';
import { extrasLines, normaliseExtras } from './extras';
import { fixedAirportPrice } from './fixed-price';
import {
  centsToDollars,
  centsToDollarsHalfUp,
  toCents,
  unitsToCentsHalfUp,
  UNITS_PER_CENT,
} from './money';
import type { PriceResult, QuoteInput, TierInfo } from './quote-types';
import { effectiveRate, pricedPassengers } from './vehicle-rate';

export interface TripEndpoints {
  pickupId: string | null;
  dropoffId: string | null;
}

/** Step 1: the trip type's fixed endpoint wins; unknown ids become null. */
export function resolveEndpoints(
  tripType: TripType | null,
  pickupPlaceId: string | null,
  dropoffPlaceId: string | null,
): TripEndpoints {
  const pickupId = fixedPickupId(tripType) ?? findPlace(pickupPlaceId)?.id ?? null;
  const dropoffId = fixedDropoffId(tripType) ?? findPlace(dropoffPlaceId)?.id ?? null;
  return { pickupId, dropoffId };
}

export function quote(input: QuoteInput): PriceResult {
  const passengers = clampPassengers(input.passengers);
  const suitcases = clampSuitcases(input.suitcases);
  const extras = normaliseExtras(input.extras);
  const { pickupId, dropoffId } = resolveEndpoints(
    input.tripType,
    input.pickupPlaceId,
    input.dropoffPlaceId,
  );
  const distance = resolveDistance(pickupId, dropoffId, input.calculatedKm);

  const priced = pricedPassengers(input.vehicleType, passengers, suitcases);
  const rate = effectiveRate(input.vehicleType, priced);
  const extraPersons = Math.max(0, priced - rate.includedPassengers);
  const fareUnits =
    toCents(rate.basePrice) * UNITS_PER_CENT +
    distance.metres * toCents(rate.perKm) +
    extraPersons * toCents(rate.extraPersonPrice) * UNITS_PER_CENT;
  const fixed = fixedAirportPrice(input.vehicleType, pickupId, findPlace(dropoffId));
  const fareCents = fixed ? toCents(fixed.price) : unitsToCentsHalfUp(fareUnits);

  const legs: 1 | 2 = input.isRoundTrip ? 2 : 1;
  const tripCents = fareCents * legs;
  const additionalServices = extrasLines(extras, legs);
  const additionalServicesCost = additionalServices.reduce((sum, line) => sum + line.price, 0);
  const surcharge = afterHoursSurcharge(input.pickupTime, input.returnTime, input.isRoundTrip);
  const totalCents = tripCents + toCents(additionalServicesCost + surcharge);

  const tierInfo: TierInfo | null = rate.tier && {
    ...rate.tier,
    pricedPassengers: priced,
    pricedForLuggage: priced !== passengers,
  };
  return {
    vehicleType: input.vehicleType,
    distance: distance.km,
    distanceSource: distance.source,
    subtotal: centsToDollars(fareCents),
    tripTotal: centsToDollars(tripCents),
    legs,
    additionalServicesCost,
    additionalServices,
    afterHoursSurcharge: surcharge,
    total: centsToDollarsHalfUp(totalCents),
    fixedPrice: fixed ? fixed.price : null,
    fixedPriceReason: fixed ? fixed.reason : null,
    tierInfo,
  };
}
