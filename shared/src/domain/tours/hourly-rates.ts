// Hourly tour rates and the vehicles of the tour and night-out forms.

export const TOUR_TRANSPORTATION_TYPES = ['standard', 'luxury', 'van'] as const;
export type TourTransportationType = (typeof TOUR_TRANSPORTATION_TYPES)[number];

export interface HourlyBand {
  minPersons: number;
  maxPersons: number;
  ratePerHour: number;
}

export interface TourVehicle {
  type: TourTransportationType;
  title: string;
  minPersons: number;
  maxPersons: number;
  bands: readonly HourlyBand[];
}

export const TOUR_VEHICLES: Readonly<Record<TourTransportationType, TourVehicle>> = {
  standard: {
    type: 'standard',
    title: 'Standard',
    minPersons: 1,
    maxPersons: 6,
    bands: [
      { minPersons: 1, maxPersons: 2, ratePerHour: 50 },
      { minPersons: 3, maxPersons: 6, ratePerHour: 75 },
    ],
  },
  luxury: {
    type: 'luxury',
    title: 'Luxury',
    minPersons: 1,
    maxPersons: 2,
    bands: [{ minPersons: 1, maxPersons: 2, ratePerHour: 85 }],
  },
  van: {
    type: 'van',
    title: 'Toyota Hiace Van',
    minPersons: 1,
    maxPersons: 12,
    bands: [
      { minPersons: 1, maxPersons: 8, ratePerHour: 100 },
      { minPersons: 9, maxPersons: 12, ratePerHour: 150 },
    ],
  },
};

/** USD per hour for `persons` (adults + children), or null when the vehicle cannot take them. */
export function hourlyRate(type: TourTransportationType, persons: number): number | null {
  const band = TOUR_VEHICLES[type].bands.find(
    (entry) => persons >= entry.minPersons && persons <= entry.maxPersons,
  );
  return band ? band.ratePerHour : null;
}

export interface VehicleCard {
  type: TourTransportationType;
  title: string;
  capacity: string;
  /** One line per band, e.g. '1-2 persons: $50/hour'; empty on the night-out cards. */
  prices: string[];
}

const persons = (min: number, max: number): string => `${min}-${max} persons`;

function card(vehicle: TourVehicle, withPrices: boolean): VehicleCard {
  return {
    type: vehicle.type,
    title: vehicle.title,
    capacity: persons(vehicle.minPersons, vehicle.maxPersons),
    prices: withPrices
      ? vehicle.bands.map((b) => `${persons(b.minPersons, b.maxPersons)}: $${b.ratePerHour}/hour`)
      : [],
  };
}

/** The book-tour side panel's price cards. */
export const TOUR_VEHICLE_CARDS: readonly VehicleCard[] = TOUR_TRANSPORTATION_TYPES.map((type) =>
  card(TOUR_VEHICLES[type], true),
);

/** The book-night-out side panel's cards: the same vehicles, without prices. */
export const NIGHT_OUT_VEHICLE_CARDS: readonly VehicleCard[] = TOUR_TRANSPORTATION_TYPES.map(
  (type) => card(TOUR_VEHICLES[type], false),
);
