// The trip half of the calculator: the trip search as one reducer. Places and the trip type
// move together through the domain's tripPlacesReducer; numbers are clamped as they change.
import {
  clampPassengers,
  clampSuitcases,
  INITIAL_TRIP_PLACES,
  type PlaceSelection,
  type TripForm,
  tripPlacesReducer,
  type TripType,
} from '@bbt/shared/domain';

export type TripTextField =
  | 'pickupDate'
  | 'pickupTime'
  | 'guestName'
  | 'guestPhone'
  | 'travelDetails'
  | 'returnDate'
  | 'returnTime';

export type TripAction =
  | { type: 'setTripType'; tripType: TripType }
  | { type: 'pickPickup'; place: PlaceSelection | null }
  | { type: 'pickDropoff'; place: PlaceSelection | null }
  | { type: 'setText'; field: TripTextField; value: string }
  | { type: 'setPassengers'; value: number }
  | { type: 'setSuitcases'; value: number }
  | { type: 'setRoundTrip'; value: boolean };

export const INITIAL_TRIP: TripForm = {
  ...INITIAL_TRIP_PLACES,
  pickupDate: '',
  pickupTime: '',
  passengers: 1,
  suitcases: 0,
  guestName: '',
  guestPhone: '',
  travelDetails: '',
  isRoundTrip: false,
  returnDate: '',
  returnTime: '',
};

export function tripReducer(state: TripForm, action: TripAction): TripForm {
  switch (action.type) {
    case 'setTripType':
    case 'pickPickup':
    case 'pickDropoff':
      return { ...state, ...tripPlacesReducer(state, action) };
    case 'setText':
      return { ...state, [action.field]: action.value };
    case 'setPassengers':
      return { ...state, passengers: clampPassengers(action.value) };
    case 'setSuitcases':
      return { ...state, suitcases: clampSuitcases(action.value) };
    case 'setRoundTrip':
      return { ...state, isRoundTrip: action.value };
  }
}
