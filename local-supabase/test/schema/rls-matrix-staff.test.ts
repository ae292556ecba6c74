/**
 * The RLS matrix at SQL level for admin_users, the private schema and the staff levels: actor x
 * operation, each statement run as PostgREST runs it and rolled back (see support/schema-rls.ts).
 * Outcomes: a row count or a Postgres error code.
 */
import { ACTORS, asActor } from '../support/schema-db';
import { expectMatrix, setupRlsDatabase } from '../support/schema-rls';
import { SEED_ADMIN_USERS } from '../../src/testing/seed-ids';

const db = setupRlsDatabase();

describe('admin_users', () => {
  expectMatrix('select *', 'select * from public.admin_users', [], {
    anon: 'error 42501',
    customer: 0,
    stranger: 0,
    retiredAdmin: 1,
    moderator: 1,
    admin: 4,
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
      db(),
      ACTORS[actor],
      async (tx) =>
        (await tx.query<{ level: number }>('select private.admin_level() as level')).rows,
    );
    expect(rows[0]?.level).toBe(level);
  });

  it('compares the JWT e-mail case-insensitively', async () => {
    const rows = await asActor(
      db(),
      { role: 'authenticated', id: ACTORS.admin.id, email: '  ADMIN@Example.COM ' },
      async (tx) =>
        (await tx.query<{ level: number }>('select private.admin_level() as level')).rows,
    );
    expect(rows[0]?.level).toBe(2);
  });
});
