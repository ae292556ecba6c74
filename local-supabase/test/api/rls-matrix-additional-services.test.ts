/** The RLS matrix over HTTP for additional_services (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import {
  ADDITIONAL_SERVICES_PROBES,
  ADDITIONAL_SERVICES_ROWS,
} from './support/rls-rows/additional-services';

startActors();

runRows('additional_services', ADDITIONAL_SERVICES_ROWS, ADDITIONAL_SERVICES_PROBES);
