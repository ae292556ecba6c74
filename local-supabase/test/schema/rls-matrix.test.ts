/**
 * The RLS matrix at SQL level: actor x table x operation, each statement run the way PostgREST runs
 * it (transaction-local role and JWT claims) against the real migrations and seed, then rolled back.
 * Outcomes: a row count (what RLS lets through) or a Postgres error code (42501: missing grant or a
 * WITH CHECK violation).
 */
import { type Database, isPgError } from '../../src/db';
import { ACTORS, type ActorName, asActor, openSchemaDatabase } from '../support/schema-db';
import {
  CUSTOMER2_BOOKINGS,
  CUSTOMER_BOOKINGS,
  SEED_ADMIN_USERS,
  SEED_APPROVED_TESTIMONIAL_COUNT,
  SEED_BOOKING_COUNT,
  SEED_BOOKINGS,
  SEED_TESTIMONIAL_COUNT,
  SEED_TESTIMONIALS,
} from '../support/seed-ids';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase();
});

afterAll(async () => {
  await db.close();
});

/** Either the number of rows the statement returned / affected, or the SQLSTATE it failed with. */
type Outcome = number | `error ${string}`;

async function outcome(actor: ActorName, sql: string, params: unknown[] = []): Promise<Outcome> {
  try {
    return await asActor(db, ACTORS[actor], async (tx) => {
      const result = await tx.query(sql, params);
      return result.rows.length > 0 ? result.rows.length : result.affectedRows;
    });
  } catch (error) {
    if (isPgError(error)) return `error ${error.code}`;
    throw error;
  }
}

const ALL_ACTORS: ActorName[] = [
  'anon',
  'customer',
  'customer2',
  'stranger',
  'retiredAdmin',
  'moderator',
  'admin',
  'superAdmin',
];

type Matrix = Record<ActorName, Outcome>;

/** The same outcome for every end-user actor. */
function everyone(result: Outcome): Partial<Matrix> {
  return Object.fromEntries(ALL_ACTORS.map((actor) => [actor, result])) as Partial<Matrix>;
}

function expectMatrix(
  name: string,
  sql: string,
  params: unknown[],
  expected: Partial<Matrix>,
): void {
  describe(name, () => {
    for (const actor of Object.keys(expected) as ActorName[]) {
      it(`${actor} -> ${String(expected[actor])}`, async () => {
        expect(await outcome(actor, sql, params)).toBe(expected[actor]);
      });
    }
  });
}

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
    'delete (staff only; a customer cancels instead)',
    `delete from public.bookings where id = $1`,
    [SEED_BOOKINGS.customerPending],
    {
      anon: 'error 42501',
      customer: 0,
      customer2: 0,
      stranger: 0,
      retiredAdmin: 0,
      moderator: 1,
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

describe('admin_users', () => {
  expectMatrix('select *', 'select * from public.admin_users', [], {
    anon: 'error 42501',
    customer: 0,
    stranger: 0,
    retiredAdmin: 1,
    moderator: 1,
    admin: 1,
    superAdmin: 4,
  });

  expectMatrix(
    "the client's admin check: own active record",
    'select id, role, permissions, is_active from public.admin_users where email = $1 and is_active',
    ['admin@example.com'],
    { customer: 0, moderator: 0, admin: 1, superAdmin: 1 },
  );

  expectMatrix(
    'insert a new moderator (super_admin only)',
    `insert into public.admin_users (email, role) values ('new.mod@example.com', 'moderator')`,
    [],
    {
      anon: 'error 42501',
      customer: 'error 42501',
      moderator: 'error 42501',
      admin: 'error 42501',
      superAdmin: 1,
    },
  );

  expectMatrix(
    'promote the moderator (super_admin only)',
    `update public.admin_users set role = 'admin' where id = $1`,
    [SEED_ADMIN_USERS.moderator],
    { anon: 'error 42501', customer: 0, moderator: 0, admin: 0, superAdmin: 1 },
  );

  expectMatrix(
    'delete the moderator (super_admin only)',
    `delete from public.admin_users where id = $1`,
    [SEED_ADMIN_USERS.moderator],
    { anon: 'error 42501', customer: 0, moderator: 0, admin: 0, superAdmin: 1 },
  );
});

describe('customer_testimonials', () => {
  const PUBLIC_COLUMNS =
    'id, customer_name, customer_location, service_used, rating, testimonial_text, is_featured, approved_at, created_at';

  expectMatrix(
    "the public site's query (approved, newest first, limit 10)",
    `select ${PUBLIC_COLUMNS} from public.customer_testimonials
      where is_approved order by created_at desc limit 10`,
    [],
    {
      anon: SEED_APPROVED_TESTIMONIAL_COUNT,
      customer: SEED_APPROVED_TESTIMONIAL_COUNT,
      moderator: SEED_APPROVED_TESTIMONIAL_COUNT,
    },
  );

  expectMatrix(
    'select the public columns without a filter (RLS hides pending ones from non-staff)',
    `select ${PUBLIC_COLUMNS}, is_approved from public.customer_testimonials`,
    [],
    {
      anon: SEED_APPROVED_TESTIMONIAL_COUNT,
      customer: SEED_APPROVED_TESTIMONIAL_COUNT,
      retiredAdmin: SEED_APPROVED_TESTIMONIAL_COUNT,
      moderator: SEED_TESTIMONIAL_COUNT,
      admin: SEED_TESTIMONIAL_COUNT,
      superAdmin: SEED_TESTIMONIAL_COUNT,
    },
  );

  expectMatrix(
    'select customer_email (no role may, staff use list_testimonials_for_staff)',
    'select customer_email from public.customer_testimonials',
    [],
    {
      anon: 'error 42501',
      customer: 'error 42501',
      moderator: 'error 42501',
      superAdmin: 'error 42501',
    },
  );

  expectMatrix(
    'select * (includes customer_email)',
    'select * from public.customer_testimonials',
    [],
    { anon: 'error 42501', customer: 'error 42501', admin: 'error 42501' },
  );

  expectMatrix(
    'submit (insert without returning, as supabase-js insert() does)',
    `insert into public.customer_testimonials
       (customer_name, customer_email, customer_location, rating, testimonial_text, service_used)
     values ('Nina Guest', 'nina@example.com', null, 5, 'Lovely driver, very punctual.', null)`,
    [],
    { anon: 1, customer: 1, stranger: 1, moderator: 1 },
  );

  expectMatrix(
    'submit already approved or featured (no column grant)',
    `insert into public.customer_testimonials
       (customer_name, customer_email, rating, testimonial_text, is_approved, is_featured)
     values ('Eve Tamper', 'eve@example.com', 5, 'Approve myself please.', true, true)`,
    [],
    { anon: 'error 42501', customer: 'error 42501', admin: 'error 42501' },
  );

  expectMatrix(
    'approve a pending testimonial (staff only)',
    `update public.customer_testimonials set is_approved = true where id = $1`,
    [SEED_TESTIMONIALS.pending],
    { anon: 'error 42501', customer: 0, retiredAdmin: 0, moderator: 1, admin: 1, superAdmin: 1 },
  );

  expectMatrix(
    'feature an approved testimonial (staff only)',
    `update public.customer_testimonials set is_featured = true where id = $1`,
    [SEED_TESTIMONIALS.approved],
    { anon: 'error 42501', customer: 0, moderator: 1, admin: 1 },
  );

  expectMatrix(
    'edit the text (no column grant)',
    `update public.customer_testimonials set testimonial_text = 'Edited by someone else' where id = $1`,
    [SEED_TESTIMONIALS.approved],
    { customer: 'error 42501', admin: 'error 42501' },
  );

  expectMatrix(
    'delete (staff only)',
    `delete from public.customer_testimonials where id = $1`,
    [SEED_TESTIMONIALS.approved],
    { anon: 'error 42501', customer: 0, retiredAdmin: 0, moderator: 1, admin: 1, superAdmin: 1 },
  );

  expectMatrix(
    'list_testimonials_for_staff() (staff only, with e-mails)',
    'select id, customer_email from public.list_testimonials_for_staff()',
    [],
    {
      anon: 'error 42501',
      customer: 'error 42501',
      retiredAdmin: 'error 42501',
      moderator: SEED_TESTIMONIAL_COUNT,
      admin: SEED_TESTIMONIAL_COUNT,
      superAdmin: SEED_TESTIMONIAL_COUNT,
    },
  );
});

describe('private schema', () => {
  expectMatrix('reference tables are not readable', 'select * from private.vehicle_rates', [], {
    anon: 'error 42501',
    customer: 'error 42501',
    superAdmin: 'error 42501',
  });

  expectMatrix(
    'the price engine is not callable directly',
    `select private.quote_price('economy', 1, 0, 'inland', null, null, null, false, '10:00', null)`,
    [],
    { anon: 'error 42501', customer: 'error 42501', superAdmin: 'error 42501' },
  );

  expectMatrix('the staff level of the caller', 'select 1 where private.admin_level() = $1', [0], {
    anon: 1,
    customer: 1,
    retiredAdmin: 1,
    moderator: 0,
  });
});

describe('staff levels', () => {
  it.each([
    ['anon', 0],
    ['customer', 0],
    ['retiredAdmin', 0],
    ['moderator', 1],
    ['admin', 2],
    ['superAdmin', 3],
  ] as const)('%s has level %i', async (actor, level) => {
    const rows = await asActor(
      db,
      ACTORS[actor],
      async (tx) =>
        (await tx.query<{ level: number }>('select private.admin_level() as level')).rows,
    );
    expect(rows[0]?.level).toBe(level);
  });

  it('compares the JWT e-mail case-insensitively', async () => {
    const rows = await asActor(
      db,
      { role: 'authenticated', id: ACTORS.admin.id, email: '  ADMIN@Example.COM ' },
      async (tx) =>
        (await tx.query<{ level: number }>('select private.admin_level() as level')).rows,
    );
    expect(rows[0]?.level).toBe(2);
  });
});
