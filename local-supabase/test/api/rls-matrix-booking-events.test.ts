/** The RLS matrix over HTTP for booking_events (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { BOOKING_EVENTS_PROBES, BOOKING_EVENTS_ROWS } from './support/rls-rows/booking-events';

startActors();

runRows('booking_events', BOOKING_EVENTS_ROWS, BOOKING_EVENTS_PROBES);
