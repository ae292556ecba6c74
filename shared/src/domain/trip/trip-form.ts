// Trip-form validity: the Calculate button is enabled only when this holds.
import { isClockTime } from '../time/clock-time';
import { parseIsoDate } from '../time/business-time';
import { isWithinLeadTime } from '../time/lead-time';
import { returnTimeError } from '../validation/date-rules';
import { MAX_LENGTHS } from '../validation/messages';
import type { PlaceSelection } from './place-selection';
import type { TripType } from './trip-type';

export interface TripForm {
  tripType: TripType | null;
  pickup: PlaceSelection | null;
  dropoff: PlaceSelection | null;
  pickupDate: string;
  pickupTime: string;
  passengers: number;
  suitcases: number;
  guestName: string;
  guestPhone: string;
  travelDetails: string;
  isRoundTrip: boolean;
  returnDate: string;
  returnTime: string;
}

export type TripFormField = keyof TripForm;

export const WITHIN_24_HOURS_MESSAGE =
  'Your selected date is within 24 hours. Online booking is not available for this timeframe.';

const blank = (value: string): boolean => value.trim() === '';
/** Within the bookings table's length limit once trimmed. */
const fits = (value: string, max: number): boolean => value.trim().length <= max;
const hasPlace = (place: PlaceSelection | null): boolean => place !== null && !blank(place.name);

/** The fields that keep the form invalid, in form order (empty when valid). */
export function tripFormProblems(form: TripForm): TripFormField[] {
  const checks: [TripFormField, boolean][] = [
    ['pickup', hasPlace(form.pickup)],
    ['dropoff', hasPlace(form.dropoff)],
    ['pickupDate', parseIsoDate(form.pickupDate) !== null],
    ['pickupTime', isClockTime(form.pickupTime)],
    ['passengers', Number.isFinite(form.passengers) && form.passengers > 0],
    ['suitcases', Number.isFinite(form.suitcases) && form.suitcases >= 0],
    ['guestName', !blank(form.guestName) && fits(form.guestName, MAX_LENGTHS.guestName)],
    ['guestPhone', !blank(form.guestPhone) && fits(form.guestPhone, MAX_LENGTHS.guestPhone)],
    [
      'travelDetails',
      (form.tripType === 'inland' || !blank(form.travelDetails)) &&
        fits(form.travelDetails, MAX_LENGTHS.travelDetails),
    ],
    ['returnDate', !form.isRoundTrip || parseIsoDate(form.returnDate) !== null],
    [
      'returnTime',
      !form.isRoundTrip ||
        returnTimeError(form.returnDate, form.returnTime, form.pickupDate, form.pickupTime) ===
          null,
    ],
  ];
  return checks.filter(([, ok]) => !ok).map(([field]) => field);
}

export function isTripFormValid(form: TripForm): boolean {
  return tripFormProblems(form).length === 0;
}

/** The within-24-hours notice for the chosen pickup, or null when bookable. */
export function tripLeadTimeNotice(form: TripForm, now: Date): string | null {
  return isWithinLeadTime(form.pickupDate, form.pickupTime, now) ? WITHIN_24_HOURS_MESSAGE : null;
}
