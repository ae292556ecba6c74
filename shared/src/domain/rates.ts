/**
 * Rate tables. Plain data, no runtime imports: the SQL generator of the booking
 * function imports this module and emits the same figures into Postgres ("one source both read").
 * Amounts are USD; per-km rates are dollars per kilometre. Free kilometres: 0.
 */

export type VehicleType = 'economy' | 'premium' | 'luxury' | 'executive' | 'hiace';

export const VEHICLE_TYPES: readonly VehicleType[] = [
  'economy',
  'premium',
  'luxury',
  'executive',
  'hiace',
];

export interface VehicleRate {
  type: VehicleType;
  title: string;
  maxPassengers: number;
  /** Pieces of luggage the vehicle takes (1 to 4 for cars, 1 to 14 for the van). */
  luggage: { min: number; max: number };
  features: readonly string[];
  basePrice: number;
  perKm: number;
  includedPassengers: number;
  extraPersonPrice: number;
}

export const VEHICLES: Readonly<Record<VehicleType, VehicleRate>> = {
  economy: {
    type: 'economy',
    title: 'Economy',
    maxPassengers: 2,
    luggage: { min: 1, max: 4 },
    features: ['Air conditioning', 'Licensed driver', 'Up to 2 passengers', '2 large + 2 carry-on'],
    basePrice: 15,
    perKm: 2.25,
    includedPassengers: 2,
    extraPersonPrice: 5,
  },
  premium: {
    type: 'premium',
    title: 'Premium',
    maxPassengers: 2,
    luggage: { min: 1, max: 4 },
    features: ['Newer sedan', 'Air conditioning', 'Bottled water', 'Suits 4 large suitcases'],
    basePrice: 20,
    perKm: 2.5,
    includedPassengers: 2,
    extraPersonPrice: 7,
  },
  luxury: {
    type: 'luxury',
    title: 'Luxury (Mercedes or BMW)',
    maxPassengers: 2,
    luggage: { min: 1, max: 4 },
    features: ['Mercedes-Benz or BMW', 'Leather interior', 'Bottled water', 'Meet and greet'],
    basePrice: 35,
    perKm: 3.9,
    includedPassengers: 2,
    extraPersonPrice: 10,
  },
  executive: {
    type: 'executive',
    title: 'Executive SUV',
    maxPassengers: 2,
    luggage: { min: 1, max: 4 },
    features: ['Executive SUV', 'Extra legroom', 'Bottled water', 'Meet and greet'],
    basePrice: 40,
    perKm: 4.15,
    includedPassengers: 2,
    extraPersonPrice: 12,
  },
  hiace: {
    type: 'hiace',
    title: 'Toyota Hiace Van',
    maxPassengers: 8,
    luggage: { min: 1, max: 14 },
    features: ['Up to 8 passengers', 'Up to 14 pieces of luggage', 'Air conditioning', 'Groups'],
    // The van's own base and per-km figures are superseded by HIACE_TIERS when pricing.
    basePrice: 30,
    perKm: 2.55,
    includedPassengers: 2,
    extraPersonPrice: 8,
  },
};

export interface HiaceTier {
  tier: 1 | 2;
  minPassengers: number;
  maxPassengers: number;
  basePrice: number;
  perKm: number;
}

/** Van pricing tiers, chosen by the priced passenger count (see pricing/quote.ts). */
export const HIACE_TIERS: readonly HiaceTier[] = [
  { tier: 1, minPassengers: 1, maxPassengers: 5, basePrice: 36, perKm: 2.55 },
  { tier: 2, minPassengers: 6, maxPassengers: 8, basePrice: 40, perKm: 2.6 },
];

export const EXTRAS = {
  /** Child car seat, each; doubled on a round trip. */
  carSeat: { price: 15, max: 3 },
  /** Supermarket stop (30 minutes), flat, never doubled. */
  supermarketStop: { price: 20 },
  /** Fast track, adults aged 11+, each; requires credit card. */
  fastTrackAdult: { price: 65, max: 8 },
  /** Fast track, children aged 6-10, each; requires credit card. */
  fastTrackChild: { price: 40, max: 8 },
} as const;

/** $20 per leg whose pickup time is 00:00-05:59 (hour >= fromHour and < toHourExclusive). */
export const AFTER_HOURS = { surcharge: 20, fromHour: 0, toHourExclusive: 6 } as const;

export type Coast = 'south' | 'east' | 'west' | 'north';

export const COASTS: readonly Coast[] = ['south', 'east', 'west', 'north'];

/**
 * Fixed one-way fares for luxury and executive on trips that START at the airport, by the
 * drop-off's coast. They replace the whole per-km fare (base, km and extra persons).
 */
export const FIXED_AIRPORT_PRICES: Readonly<
  Record<'luxury' | 'executive', Readonly<Record<Coast, number>>>
> = {
  luxury: { south: 85, east: 95, west: 110, north: 135 },
  executive: { south: 110, east: 125, west: 134, north: 160 },
};

/**
 * Last step of the distance chain, used only when no calculated distance, route-table entry or
 * place-table figure exists: `airport` (27 km, airport to the west coast) when either end of the
 * trip is the airport; `other` (15 km) for every other trip (cruise terminal and inland).
 */
export const DISTANCE_FALLBACK_KM = { airport: 27, other: 15 } as const;

export const PASSENGER_LIMITS = { min: 1, max: 20 } as const;
export const SUITCASE_LIMITS = { min: 0, max: 20 } as const;

/**
 * Vehicle-selection thresholds. Reading chosen for the 2-passenger case: the
 * main flow's "5 or more suitcases" (not the calculator notes' "6 or more bags"); it agrees with
 * the 1-4 piece car allowance and with the van pricing a party of 2 with 5+ suitcases as 3.
 */
export const SELECTION_RULES = {
  /** From this many passengers the van is forced and the cars are disabled. */
  vanForcedFromPassengers: 3,
  /** From this many suitcases the cars are disabled ('Too much luggage') and the van forced. */
  vanForcedFromSuitcases: 5,
  /** A party of exactly this size with vanForcedFromSuitcases+ suitcases is priced as 3. */
  luggagePricedPartySize: 2,
  luggagePricedAsPassengers: 3,
} as const;
