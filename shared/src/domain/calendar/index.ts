export { buildBookingIcs, bookingIcsFileName, type CalendarBooking } from './booking-ics';
export {
  icsProperty,
  parseIcs,
  parseProperty,
  unescapeText,
  unfoldLines,
  type IcsComponent,
  type IcsProperty,
} from './ics-reader';
export * from './booking-calendar-details';
