/** The RLS matrix over HTTP for customer_testimonials (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import {
  CUSTOMER_TESTIMONIALS_PROBES,
  CUSTOMER_TESTIMONIALS_ROWS,
} from './support/rls-rows/customer-testimonials';

startActors();

runRows('customer_testimonials', CUSTOMER_TESTIMONIALS_ROWS, CUSTOMER_TESTIMONIALS_PROBES);
