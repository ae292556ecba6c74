/**
 * The RLS matrix over HTTP is complete: every table and operation that has a probe has a row for
 * each of the 8 actors (the rows and probes come from support/rls-rows/, one module per table).
 */
import { type Probes, type Row } from './support/rls-matrix';
import {
  ADDITIONAL_SERVICES_PROBES,
  ADDITIONAL_SERVICES_ROWS,
} from './support/rls-rows/additional-services';
import { ADMIN_USERS_PROBES, ADMIN_USERS_ROWS } from './support/rls-rows/admin-users';
import { BOOKING_EVENTS_PROBES, BOOKING_EVENTS_ROWS } from './support/rls-rows/booking-events';
import { BOOKINGS_PROBES, BOOKINGS_ROWS } from './support/rls-rows/bookings';
import {
  CUSTOMER_TESTIMONIALS_PROBES,
  CUSTOMER_TESTIMONIALS_ROWS,
} from './support/rls-rows/customer-testimonials';
import { DISPATCH_RPC_PROBES, DISPATCH_RPC_ROWS } from './support/rls-rows/dispatch-rpc';
import { EMAIL_OUTBOX_PROBES, EMAIL_OUTBOX_ROWS } from './support/rls-rows/email-outbox';
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
import { MANAGE_TOKENS_PROBES, MANAGE_TOKENS_ROWS } from './support/rls-rows/manage-tokens';
import { RPC_PROBES, RPC_ROWS } from './support/rls-rows/rpc';
import {
  SITE_SETTINGS_EVENTS_PROBES,
  SITE_SETTINGS_EVENTS_ROWS,
  SITE_SETTINGS_PROBES,
  SITE_SETTINGS_ROWS,
} from './support/rls-rows/site-settings';

const MATRIX: Row[] = [
  ...BOOKINGS_ROWS,
  ...ADDITIONAL_SERVICES_ROWS,
  ...BOOKING_EVENTS_ROWS,
  ...CUSTOMER_TESTIMONIALS_ROWS,
  ...ADMIN_USERS_ROWS,
  ...SITE_SETTINGS_ROWS,
  ...SITE_SETTINGS_EVENTS_ROWS,
  ...EMAIL_OUTBOX_ROWS,
  ...MANAGE_TOKENS_ROWS,
  ...VEHICLES_ROWS,
  ...DRIVERS_ROWS,
  ...BOOKING_ASSIGNMENTS_ROWS,
  ...DRIVER_JOBS_ROWS,
  ...DISPATCH_RPC_ROWS,
  ...RPC_ROWS,
];

const PROBES: Record<string, Probes> = {
  bookings: BOOKINGS_PROBES,
  additional_services: ADDITIONAL_SERVICES_PROBES,
  booking_events: BOOKING_EVENTS_PROBES,
  customer_testimonials: CUSTOMER_TESTIMONIALS_PROBES,
  admin_users: ADMIN_USERS_PROBES,
  site_settings: SITE_SETTINGS_PROBES,
  site_settings_events: SITE_SETTINGS_EVENTS_PROBES,
  email_outbox: EMAIL_OUTBOX_PROBES,
  booking_manage_tokens: MANAGE_TOKENS_PROBES,
  vehicles: VEHICLES_PROBES,
  drivers: DRIVERS_PROBES,
  booking_assignments: BOOKING_ASSIGNMENTS_PROBES,
  driver_jobs: DRIVER_JOBS_PROBES,
  dispatch_rpc: DISPATCH_RPC_PROBES,
  rpc: RPC_PROBES,
};

it('covers every actor for every table and operation', () => {
  const actors = new Set(MATRIX.map((row) => row[0]));
  expect(actors.size).toBe(8);
  for (const [table, probes] of Object.entries(PROBES)) {
    for (const operation of Object.keys(probes)) {
      const covered = MATRIX.filter((row) => row[1] === table && row[2] === operation).map(
        (row) => row[0],
      );
      expect([table, operation, covered.sort()]).toEqual([table, operation, [...actors].sort()]);
    }
  }
});
