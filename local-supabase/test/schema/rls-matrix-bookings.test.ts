/**
 * The RLS matrix at SQL level for bookings, their additional_services and booking_events: actor x
 * operation, each statement run as PostgREST runs it and rolled back (see support/schema-rls.ts).
 * Outcomes: a row count or a Postgres error code.
 */
import { ACTORS } from '../support/schema-db';
import { everyone, expectMatrix, setupRlsDatabase } from '../support/schema-rls';
import {
  CUSTOMER2_BOOKINGS,
  CUSTOMER_BOOKINGS,
  SEED_BOOKING_COUNT,
  SEED_BOOKINGS,
} from '../../src/testing/seed-ids';

setupRlsDatabase();

const STAFF_READS_ALL_BOOKINGS = SEED_BOOKING_COUNT;

describe('bookings', () => {
  expectMatrix('select *', 'select * from public.bookings', [], {
    anon: 'error 42501',
    customer: CUSTOMER_BOOKINGS.length,
    customer2: CUSTOMER2_BOOKINGS.length,
    stranger: 0,
    retiredAdmin: 0,
    moderator: STAFF_READS_ALL_BOOKINGS,
    admin: STAFF_READS_ALL_BOOKINGS,
    superAdmin: STAFF_READS_ALL_BOOKINGS,
    serviceRole: STAFF_READS_ALL_BOOKINGS,
  });

  expectMatrix(
    'insert directly (only create_booking may insert)',
    `insert into public.bookings (reference_number, idempotency_key, request_fingerprint, first_name,
       last_name, email, phone, trip_type, pickup_location, dropoff_location, distance_km, pickup_date,
       pickup_time, passengers, suitcases, vehicle_type, payment_method, total_price)
     values ('BB-999999-ZZZ', gen_random_uuid(), md5('x'), 'Eve', 'Tamper', 'eve@example.com',
       '+1 246 555 0000', 'inland', 'A', 'B', 5, current_date + 3, '10:00', 1, 0, 'economy', 'cash', 1)`,
    [],
    everyone('error 42501'),
  );

  expectMatrix(
    "cancel customer's pending booking",
    `update public.bookings set status = 'cancelled' where id = $1`,
    [SEED_BOOKINGS.customerPending],
    {
      anon: 'error 42501',
      customer: 1,
      customer2: 0,
      stranger: 0,
      retiredAdmin: 0,
      moderator: 1,
      admin: 1,
      superAdmin: 1,
    },
  );

  expectMatrix(
    "confirm customer's pending booking (staff only)",
    `update public.bookings set status = 'confirmed' where id = $1`,
    [SEED_BOOKINGS.customerPending],
    { customer: 'error 42501', customer2: 0, moderator: 1, admin: 1, superAdmin: 1 },
  );

  expectMatrix(
    'change the price (no column grant, staff included)',
    `update public.bookings set total_price = 1 where id = $1`,
    [SEED_BOOKINGS.customerPending],
    {
      anon: 'error 42501',
      customer: 'error 42501',
      admin: 'error 42501',
      superAdmin: 'error 42501',
    },
  );

  expectMatrix(
    'change the owner or e-mail (no column grant)',
    `update public.bookings set user_id = $2, email = 'eve@example.com' where id = $1`,
    [SEED_BOOKINGS.customer2Pending, ACTORS.customer.id],
    { customer: 'error 42501', customer2: 'error 42501', admin: 'error 42501' },
  );

  expectMatrix(
    'delete (admins and super_admins only; a customer cancels instead)',
    `delete from public.bookings where id = $1`,
    [SEED_BOOKINGS.customerPending],
    {
      anon: 'error 42501',
      customer: 0,
      customer2: 0,
      stranger: 0,
      retiredAdmin: 0,
      moderator: 0,
      admin: 1,
      superAdmin: 1,
    },
  );
});

describe('additional_services', () => {
  // Seed extras: booking 01 has 1 line, 05 has 4, 06 has 2 (all customer's); 07 has 2 (customer2's);
  // 12 has 3 (a guest's).
  expectMatrix('select *', 'select * from public.additional_services', [], {
    anon: 'error 42501',
    customer: 7,
    customer2: 2,
    stranger: 0,
    retiredAdmin: 0,
    moderator: 12,
    admin: 12,
    superAdmin: 12,
  });

  expectMatrix(
    'insert',
    `insert into public.additional_services (booking_id, service_type, quantity, price)
     values ($1, 'car_seats', 1, 0)`,
    [SEED_BOOKINGS.customerPending],
    { anon: 'error 42501', customer: 'error 42501', admin: 'error 42501' },
  );

  expectMatrix('update', `update public.additional_services set price = 0`, [], {
    anon: 'error 42501',
    customer: 'error 42501',
    admin: 'error 42501',
  });

  expectMatrix('delete', `delete from public.additional_services`, [], {
    anon: 'error 42501',
    customer: 'error 42501',
    admin: 'error 42501',
  });
});

describe('booking_events', () => {
  expectMatrix('select * (staff only)', 'select * from public.booking_events', [], {
    anon: 'error 42501',
    customer: 0,
    stranger: 0,
    retiredAdmin: 0,
    moderator: SEED_BOOKING_COUNT,
    admin: SEED_BOOKING_COUNT,
    superAdmin: SEED_BOOKING_COUNT,
  });

  expectMatrix(
    'insert (triggers only)',
    `insert into public.booking_events (booking_id, reference_number, event_type, actor_role)
     values ($1, 'BB-100001-CUP', 'status_changed', 'authenticated')`,
    [SEED_BOOKINGS.customerPending],
    {
      anon: 'error 42501',
      customer: 'error 42501',
      admin: 'error 42501',
      superAdmin: 'error 42501',
    },
  );

  expectMatrix('update', `update public.booking_events set new_status = 'cancelled'`, [], {
    customer: 'error 42501',
    superAdmin: 'error 42501',
  });

  expectMatrix('delete', `delete from public.booking_events`, [], {
    customer: 'error 42501',
    superAdmin: 'error 42501',
  });
});
