import type { VehicleType } from '../rates';
import type { TripType } from '../trip/trip-type';

export interface QuoteExtras {
  carSeats: number;
  supermarketStop: boolean;
  fastTrackAdults: number;
  fastTrackChildren: number;
}

export interface QuoteInput {
  vehicleType: VehicleType;
  passengers: number;
  suitcases: number;
  tripType: TripType | null;
  /** Catalogue ids; null for a free-typed place that is not in the catalogue. */
  pickupPlaceId: string | null;
  dropoffPlaceId: string | null;
  /** Road distance from the maps service (leg metres / 1000), when it was calculated. */
  calculatedKm?: number | null;
  isRoundTrip: boolean;
  /** 'HH:MM', Barbados time. */
  pickupTime: string;
  returnTime: string | null;
  extras?: Partial<QuoteExtras>;
}

export type DistanceSource = 'calculated' | 'route-table' | 'place-table' | 'estimate' | 'fallback';

export type AdditionalServiceType =
  'car_seats' | 'supermarket_stop' | 'fast_track_adults' | 'fast_track_children';

/** The one name of each additional service, on every page, e-mail and export. */
export const ADDITIONAL_SERVICE_LABELS: Readonly<Record<AdditionalServiceType, string>> = {
  car_seats: 'Child car seats',
  supermarket_stop: 'Supermarket stop (30 minutes)',
  fast_track_adults: 'Fast track, adults (11+)',
  fast_track_children: 'Fast track, children (6-10)',
};

/** The label of a stored service type; an unknown type (a newer database) is shown as stored. */
export function additionalServiceLabel(serviceType: string): string {
  return (
    (ADDITIONAL_SERVICE_LABELS as Readonly<Record<string, string>>)[serviceType] ?? serviceType
  );
}

/** 'Child car seats × 2'; the supermarket stop is one stop, so it carries no count. */
export function additionalServiceCountLabel(serviceType: string, quantity: number): string {
  const label = additionalServiceLabel(serviceType);
  return serviceType === 'supermarket_stop' ? label : `${label} × ${quantity}`;
}

/** One additional_services row: `price` is the line total (unit x quantity x legs for seats). */
export interface AdditionalServiceLine {
  serviceType: AdditionalServiceType;
  quantity: number;
  unitPrice: number;
  price: number;
}

export interface TierInfo {
  tier: 1 | 2;
  minPassengers: number;
  maxPassengers: number;
  basePrice: number;
  perKm: number;
  /** The passenger count the van was priced for (3 for a party of 2 with 5+ suitcases). */
  pricedPassengers: number;
  pricedForLuggage: boolean;
}

export interface PriceResult {
  vehicleType: VehicleType;
  /** Km used for the fare (up to 3 decimals). */
  distance: number;
  distanceSource: DistanceSource;
  /** One-way fare in dollars, rounded half up to cents (the fixed price when one applies). */
  subtotal: number;
  /** subtotal x 1 (one way) or x 2 (round trip). */
  tripTotal: number;
  legs: 1 | 2;
  /** Sum of the extras (whole dollars); the after-hours surcharge is separate. */
  additionalServicesCost: number;
  additionalServices: AdditionalServiceLine[];
  afterHoursSurcharge: number;
  /** tripTotal + additionalServicesCost + afterHoursSurcharge, rounded half up to whole dollars. */
  total: number;
  fixedPrice: number | null;
  fixedPriceReason: string | null;
  /** Van only. */
  tierInfo: TierInfo | null;
}
