// Trip-type transitions as a pure reducer.
// Reading chosen for "picking a location by hand on a non-inland trip clears the trip type":
// only picking the end the trip type fixed (the pickup of fromAirport/fromCruise, the drop-off of
// toAirport/toCruise) clears it; picking the other, free end is the normal flow and keeps it.
import { AIRPORT, CRUISE_TERMINAL } from '../places/fixed-endpoints';
import { placeSelectionFromCatalogue, type PlaceSelection } from './place-selection';
import { fixedDropoffId, fixedPickupId, type TripType } from './trip-type';

export interface TripPlacesState {
  tripType: TripType | null;
  pickup: PlaceSelection | null;
  dropoff: PlaceSelection | null;
}

export type TripPlacesAction =
  | { type: 'setTripType'; tripType: TripType }
  | { type: 'pickPickup'; place: PlaceSelection | null }
  | { type: 'pickDropoff'; place: PlaceSelection | null };

export const INITIAL_TRIP_PLACES: TripPlacesState = { tripType: null, pickup: null, dropoff: null };

const AIRPORT_SELECTION = placeSelectionFromCatalogue(AIRPORT);
const CRUISE_SELECTION = placeSelectionFromCatalogue(CRUISE_TERMINAL);

function forTripType(tripType: TripType): TripPlacesState {
  switch (tripType) {
    case 'fromAirport':
      return { tripType, pickup: AIRPORT_SELECTION, dropoff: null };
    case 'fromCruise':
      return { tripType, pickup: CRUISE_SELECTION, dropoff: null };
    case 'toAirport':
      return { tripType, pickup: null, dropoff: AIRPORT_SELECTION };
    case 'toCruise':
      return { tripType, pickup: null, dropoff: CRUISE_SELECTION };
    case 'inland':
      return { tripType, pickup: null, dropoff: null };
  }
}

export function tripPlacesReducer(
  state: TripPlacesState,
  action: TripPlacesAction,
): TripPlacesState {
  switch (action.type) {
    case 'setTripType':
      return forTripType(action.tripType);
    case 'pickPickup': {
      const tripType = fixedPickupId(state.tripType) !== null ? null : state.tripType;
      return { ...state, tripType, pickup: action.place };
    }
    case 'pickDropoff': {
      const tripType = fixedDropoffId(state.tripType) !== null ? null : state.tripType;
      return { ...state, tripType, dropoff: action.place };
    }
  }
}
