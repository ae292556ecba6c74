import {
  type PriceResult,
  type QuoteExtras,
  quote,
  selectionPlaceId,
  type TripForm,
  VEHICLE_TYPES,
  type VehicleType,
} from '@bbt/shared/domain';

export const NO_EXTRAS: QuoteExtras = {
  carSeats: 0,
  supermarketStop: false,
  fastTrackAdults: 0,
  fastTrackChildren: 0,
};

/** quote() for one vehicle and this trip: the only place the calculator gets a price from. */
export function tripQuote(
  trip: TripForm,
  vehicleType: VehicleType,
  calculatedKm: number | null,
  extras: QuoteExtras = NO_EXTRAS,
): PriceResult {
  return quote({
    vehicleType,
    passengers: trip.passengers,
    suitcases: trip.suitcases,
    tripType: trip.tripType,
    pickupPlaceId: selectionPlaceId(trip.pickup),
    dropoffPlaceId: selectionPlaceId(trip.dropoff),
    calculatedKm,
    isRoundTrip: trip.isRoundTrip,
    pickupTime: trip.pickupTime,
    returnTime: trip.isRoundTrip ? trip.returnTime : null,
    extras,
  });
}

export function quotesForAllVehicles(
  trip: TripForm,
  calculatedKm: number | null,
  selected: VehicleType | null,
  extras: QuoteExtras,
): Record<VehicleType, PriceResult> {
  return Object.fromEntries(
    VEHICLE_TYPES.map((type) => [
      type,
      tripQuote(trip, type, calculatedKm, type === selected ? extras : NO_EXTRAS),
    ]),
  ) as Record<VehicleType, PriceResult>;
}
