import { AIRPORT, CRUISE_TERMINAL } from '../places/fixed-endpoints';
import {
  placeSelectionFromCatalogue,
  withBarbadosSuffix,
  type PlaceSelection,
} from './place-selection';
import {
  INITIAL_TRIP_PLACES,
  tripPlacesReducer,
  type TripPlacesState,
} from './trip-places-reducer';
import { fixedDropoffId, fixedPickupId, TRIP_TYPE_LABELS, TRIP_TYPES } from './trip-type';

const hotel: PlaceSelection = {
  name: 'Sandy Lane',
  address: 'Sandy Lane, St. James, Barbados',
  lat: 13.172,
  lng: -59.637,
  placeId: 'maps-123',
  catalogueId: 'sandy-lane',
};
const state = (overrides: Partial<TripPlacesState>): TripPlacesState => ({
  ...INITIAL_TRIP_PLACES,
  ...overrides,
});

describe('trip-type transitions', () => {
  it('fromAirport fixes the pickup to the airport and clears the drop-off', () => {
    const next = tripPlacesReducer(state({ pickup: hotel, dropoff: hotel }), {
      type: 'setTripType',
      tripType: 'fromAirport',
    });
    expect(next.tripType).toBe('fromAirport');
    expect(next.pickup?.catalogueId).toBe('airport');
    expect(next.pickup?.name).toBe(AIRPORT.name);
    expect(next.dropoff).toBeNull();
  });

  it('fromCruise fixes the pickup to the cruise terminal and clears the drop-off', () => {
    const next = tripPlacesReducer(state({ dropoff: hotel }), {
      type: 'setTripType',
      tripType: 'fromCruise',
    });
    expect(next.pickup?.name).toBe(CRUISE_TERMINAL.name);
    expect(next.dropoff).toBeNull();
  });

  it('toAirport and toCruise do the reverse', () => {
    const toAirport = tripPlacesReducer(state({ pickup: hotel }), {
      type: 'setTripType',
      tripType: 'toAirport',
    });
    expect([toAirport.pickup, toAirport.dropoff?.catalogueId]).toEqual([null, 'airport']);
    const toCruise = tripPlacesReducer(state({ pickup: hotel }), {
      type: 'setTripType',
      tripType: 'toCruise',
    });
    expect([toCruise.pickup, toCruise.dropoff?.catalogueId]).toEqual([null, 'cruise-terminal']);
  });

  it('inland clears both', () => {
    const next = tripPlacesReducer(
      state({ pickup: hotel, dropoff: hotel, tripType: 'fromAirport' }),
      {
        type: 'setTripType',
        tripType: 'inland',
      },
    );
    expect(next).toEqual({ tripType: 'inland', pickup: null, dropoff: null });
  });

  it('picking the fixed end by hand clears the trip type (pickup on fromAirport/fromCruise)', () => {
    for (const tripType of ['fromAirport', 'fromCruise'] as const) {
      const next = tripPlacesReducer(state({ tripType }), { type: 'pickPickup', place: hotel });
      expect(next).toMatchObject({ tripType: null, pickup: hotel });
    }
  });

  it('picking the fixed end by hand clears the trip type (drop-off on toAirport/toCruise)', () => {
    for (const tripType of ['toAirport', 'toCruise'] as const) {
      const next = tripPlacesReducer(state({ tripType }), { type: 'pickDropoff', place: hotel });
      expect(next).toMatchObject({ tripType: null, dropoff: hotel });
    }
  });

  it('picking the free end keeps the trip type', () => {
    expect(
      tripPlacesReducer(state({ tripType: 'fromAirport' }), { type: 'pickDropoff', place: hotel })
        .tripType,
    ).toBe('fromAirport');
    expect(
      tripPlacesReducer(state({ tripType: 'toCruise' }), { type: 'pickPickup', place: hotel })
        .tripType,
    ).toBe('toCruise');
  });

  it('inland trips keep their type whichever end is picked, and a place can be cleared', () => {
    const picked = tripPlacesReducer(state({ tripType: 'inland' }), {
      type: 'pickPickup',
      place: hotel,
    });
    expect(picked.tripType).toBe('inland');
    const cleared = tripPlacesReducer(picked, { type: 'pickPickup', place: null });
    expect(cleared).toEqual({ tripType: 'inland', pickup: null, dropoff: null });
  });

  it('does not mutate the previous state', () => {
    const before = state({ pickup: hotel });
    const frozen = structuredClone(before);
    tripPlacesReducer(before, { type: 'setTripType', tripType: 'toAirport' });
    expect(before).toEqual(frozen);
  });
});

describe('trip types and place selections', () => {
  it('every trip type has a label and fixed ends only for airport and cruise trips', () => {
    expect(TRIP_TYPES.map((t) => [fixedPickupId(t), fixedDropoffId(t)])).toEqual([
      ['airport', null],
      [null, 'airport'],
      ['cruise-terminal', null],
      [null, 'cruise-terminal'],
      [null, null],
    ]);
    expect(TRIP_TYPES.every((t) => TRIP_TYPE_LABELS[t].length > 0)).toBe(true);
    expect([fixedPickupId(null), fixedDropoffId(null)]).toEqual([null, null]);
  });

  it("addresses without 'Barbados' or ', BB' get ', Barbados' appended", () => {
    expect(withBarbadosSuffix('Holetown, St. James')).toBe('Holetown, St. James, Barbados');
    expect(withBarbadosSuffix(' Oistins, Christ Church, BARBADOS ')).toBe(
      'Oistins, Christ Church, BARBADOS',
    );
    expect(withBarbadosSuffix('Speightstown, BB')).toBe('Speightstown, BB');
    expect(withBarbadosSuffix('   ')).toBe('');
  });

  it('a catalogue place becomes a selection with its id and coordinates', () => {
    expect(placeSelectionFromCatalogue(AIRPORT)).toEqual({
      name: 'Grantley Adams International Airport',
      address: 'Grantley Adams International Airport, Christ Church, Barbados',
      lat: AIRPORT.lat,
      lng: AIRPORT.lng,
      placeId: null,
      catalogueId: 'airport',
    });
  });
});
