/** The RLS matrix over HTTP for the fleet and dispatch (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { DISPATCH_RPC_PROBES, DISPATCH_RPC_ROWS } from './support/rls-rows/dispatch-rpc';
import {
  BOOKING_ASSIGNMENTS_PROBES,
  BOOKING_ASSIGNMENTS_ROWS,
  DRIVER_JOBS_PROBES,
  DRIVER_JOBS_ROWS,
  DRIVERS_PROBES,
  DRIVERS_ROWS,
  VEHICLES_PROBES,
  VEHICLES_ROWS,
} from './support/rls-rows/fleet';

startActors();

runRows('vehicles', VEHICLES_ROWS, VEHICLES_PROBES);
runRows('drivers', DRIVERS_ROWS, DRIVERS_PROBES);
runRows('booking_assignments', BOOKING_ASSIGNMENTS_ROWS, BOOKING_ASSIGNMENTS_PROBES);
runRows('driver_jobs', DRIVER_JOBS_ROWS, DRIVER_JOBS_PROBES);
runRows('dispatch_rpc', DISPATCH_RPC_ROWS, DISPATCH_RPC_PROBES);
