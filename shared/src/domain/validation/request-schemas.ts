// Tour and night-out request forms. `now` is injectable for the 24-hour rule,
// which is measured in Barbados time (time/lead-time.ts).
import './zod-jitless';
import * as z from 'zod';
import { NIGHT_OUT_ADULTS, TOUR_ADULTS, TOUR_CHILDREN } from '../request-forms/party-sizes';
import { isWithinLeadTime } from '../time/lead-time';
import { TOUR_TRANSPORTATION_TYPES } from '../tours/hourly-rates';
import {
  dateField,
  digitsField,
  emailField,
  nameField,
  numberField,
  requiredText,
  timeField,
} from './fields';
import { MESSAGES } from './messages';

const contactFields = {
  firstName: nameField('First name'),
  lastName: nameField('Last name'),
  email: emailField,
  countryCode: digitsField('Country code', /^\+?\d{1,4}$/),
  areaCode: digitsField('Area code', /^\d{1,5}$/),
  phoneNumber: digitsField('Phone number', /^\d[\d\s-]{3,14}$/),
  date: dateField,
  pickupTime: timeField,
  pickupLocation: requiredText('Pick-up location'),
  additionalRequests: z.string(),
};

/**
 * The 24-hour rule on `date`, as a schema of its own that is intersected with each form's fields:
 * it runs even while other fields are still missing (an object's own refinements are skipped
 * then), so the date shows its error as soon as it is chosen. An invalid date is the date field's
 * to report; an invalid time is ignored here.
 */
function leadTimeRule(now: () => Date) {
  return z.looseObject({ date: z.unknown(), pickupTime: z.unknown() }).superRefine((form, ctx) => {
    const date = typeof form.date === 'string' ? form.date : '';
    const time = typeof form.pickupTime === 'string' ? form.pickupTime : null;
    if (isWithinLeadTime(date, time, now())) {
      ctx.addIssue({ code: 'custom', path: ['date'], message: MESSAGES.leadTime });
    }
  });
}

export function createTourRequestSchema(now: () => Date = () => new Date()) {
  const fields = z.object({
    ...contactFields,
    adults: numberField('Number of adults', TOUR_ADULTS.min, TOUR_ADULTS.max),
    children: numberField('Number of children', TOUR_CHILDREN.min, TOUR_CHILDREN.max),
    transportationType: z.enum(TOUR_TRANSPORTATION_TYPES, {
      error: 'Transportation type is required',
    }),
    selectedLocations: z.array(z.string()),
  });
  return z.intersection(fields, leadTimeRule(now)).pipe(fields);
}
export type TourRequest = z.infer<ReturnType<typeof createTourRequestSchema>>;

export function createNightOutRequestSchema(now: () => Date = () => new Date()) {
  const fields = z.object({
    ...contactFields,
    adults: numberField('Number of adults', NIGHT_OUT_ADULTS.min, NIGHT_OUT_ADULTS.max),
    returnTime: timeField,
    selectedVenues: z.array(z.string()),
  });
  return z.intersection(fields, leadTimeRule(now)).pipe(fields);
}
export type NightOutRequest = z.infer<ReturnType<typeof createNightOutRequestSchema>>;
