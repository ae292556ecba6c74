/** The RLS matrix over HTTP for bookings (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { BOOKINGS_PROBES, BOOKINGS_ROWS } from './support/rls-rows/bookings';

startActors();

runRows('bookings', BOOKINGS_ROWS, BOOKINGS_PROBES);
