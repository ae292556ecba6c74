/**
 * Testimonials (submission, constraints, the approval trigger, the staff list with e-mails) and
 * admin_users management (normalised e-mails, case-insensitive uniqueness, the last super_admin).
 */
import { randomUUID } from 'node:crypto';

import { type Database, type Queryable } from '../../src/db';
import {
  ACTORS,
  type Actor,
  asActor,
  becomeActor,
  errorAs,
  openSchemaDatabase,
  queryAs,
} from '../support/schema-db';
import { SEED_ADMIN_USERS, SEED_TESTIMONIALS } from '../../src/testing/seed-ids';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase();
});

afterAll(async () => {
  await db.close();
});

const SUBMIT = `insert into public.customer_testimonials
  (customer_name, customer_email, customer_location, service_used, rating, testimonial_text)
  values ($1, $2, $3, $4, $5, $6)`;

const VALID = [
  'Nina Guest',
  ' Nina@Example.com ',
  'Oslo',
  'Airport Transfer',
  5,
  'Punctual and friendly.',
];

interface StoredTestimonial {
  customer_email: string;
  user_id: string | null;
  is_approved: boolean;
  is_featured: boolean;
  approved_at: Date | null;
}

/** The newest testimonial, read as the superuser inside the same transaction. */
async function newest(tx: Queryable): Promise<StoredTestimonial | undefined> {
  await tx.query(`select set_config('role', 'postgres', true)`);
  const { rows } = await tx.query<StoredTestimonial>(
    `select customer_email, user_id, is_approved, is_featured, approved_at
       from public.customer_testimonials order by created_at desc limit 1`,
  );
  return rows[0];
}

describe('submitting a testimonial', () => {
  it('stores an anonymous submission unapproved, unfeatured, without author and with a normalised e-mail', async () => {
    const stored = await asActor(db, ACTORS.anon, async (tx) => {
      await tx.query(SUBMIT, VALID);
      return newest(tx);
    });
    expect(stored).toEqual({
      customer_email: 'nina@example.com',
      user_id: null,
      is_approved: false,
      is_featured: false,
      approved_at: null,
    });
  });

  it("records a signed-in author's id from the JWT", async () => {
    const stored = await asActor(db, ACTORS.customer, async (tx) => {
      await tx.query(SUBMIT, VALID);
      return newest(tx);
    });
    expect(stored?.user_id).toBe(ACTORS.customer.id);
  });

  it('cannot read back its own submission with insert ... returning * (e-mail is never readable)', async () => {
    const error = await errorAs(db, ACTORS.anon, `${SUBMIT} returning *`, VALID);
    expect(error.code).toBe('42501');
  });

  it.each([
    ['rating 0', 4, 0],
    ['rating 6', 4, 6],
    ['text under 10 characters once trimmed', 5, '   too short   '],
    ['text over 2000 characters', 5, 'x'.repeat(2001)],
    ['a one-letter name', 0, 'N'],
    ['a malformed e-mail', 1, 'nina-at-example.com'],
  ])('refuses %s (23514)', async (_label, index, value) => {
    const values = [...VALID];
    values[index] = value;
    const error = await errorAs(db, ACTORS.anon, SUBMIT, values);
    expect(error.code).toBe('23514');
  });
});

describe('verified reviews (verified_booking, set by the trigger)', () => {
  /**
   * Submits a review as `actor` under a name of its own (one transaction's rows share created_at)
   * and reads the stored mark back as the superuser.
   */
  async function submitAndReadMark(tx: Queryable, actor: Actor): Promise<boolean | undefined> {
    const name = `Reviewer ${randomUUID().slice(0, 8)}`;
    await becomeActor(tx, actor);
    await tx.query(SUBMIT, [name, ...VALID.slice(1)]);
    await tx.query(`select set_config('role', 'postgres', true)`);
    const { rows } = await tx.query<{ verified_booking: boolean }>(
      `select verified_booking from public.customer_testimonials where customer_name = $1`,
      [name],
    );
    return rows[0]?.verified_booking;
  }

  it.each([
    ['a customer with a completed booking under their account', ACTORS.customer, true],
    ['an anonymous visitor', ACTORS.anon, false],
    ['a signed-in user without bookings', ACTORS.stranger, false],
  ])('%s: %s', async (_label, actor, expected) => {
    const mark = await asActor(db, actor, (tx) => submitAndReadMark(tx, actor));
    expect(mark).toBe(expected);
  });

  it('counts a completed booking made with the e-mail only once that e-mail is confirmed', async () => {
    const guest: Actor = {
      role: 'authenticated',
      id: '00000000-0000-4000-a000-0000000000e1',
      email: 'grace.visitor@example.org',
    };
    const marks = await asActor(db, ACTORS.anon, async (tx) => {
      await tx.query(`select set_config('role', 'postgres', true)`);
      // Grace booked as a guest (no account); the ride has since been completed.
      await tx.query(
        `update public.bookings set status = 'completed' where email = 'grace.visitor@example.org'`,
      );
      await tx.query(
        `insert into auth.users (id, aud, role, email, email_confirmed_at)
         values ($1, 'authenticated', 'authenticated', $2, null)`,
        [guest.id, guest.email],
      );
      const unconfirmed = await submitAndReadMark(tx, guest);
      await tx.query(`update auth.users set email_confirmed_at = now() where id = $1`, [guest.id]);
      const confirmed = await submitAndReadMark(tx, guest);
      return { unconfirmed, confirmed };
    });
    expect(marks).toEqual({ unconfirmed: false, confirmed: true });
  });

  it('cannot be written by the submitter or changed by staff (no column grant, 42501)', async () => {
    const insert = await errorAs(
      db,
      ACTORS.stranger,
      `insert into public.customer_testimonials
         (customer_name, customer_email, rating, testimonial_text, verified_booking)
       values ('Mallory', 'mallory@example.com', 5, 'A forged verified review.', true)`,
    );
    expect(insert.code).toBe('42501');
    const update = await errorAs(
      db,
      ACTORS.admin,
      `update public.customer_testimonials set verified_booking = true where id = $1`,
      [SEED_TESTIMONIALS.approvedFeatured],
    );
    expect(update.code).toBe('42501');
  });

  it('marks the seeded reviews of the two customers, who have completed rides', async () => {
    const rows = await queryAs<{ id: string; verified_booking: boolean }>(
      db,
      ACTORS.anon,
      `select id, verified_booking from public.customer_testimonials order by id`,
    );
    expect(rows).toEqual([
      { id: SEED_TESTIMONIALS.approvedFeatured, verified_booking: false },
      { id: SEED_TESTIMONIALS.approved, verified_booking: true },
      { id: SEED_TESTIMONIALS.approvedFeatured2, verified_booking: false },
      { id: SEED_TESTIMONIALS.approved2, verified_booking: true },
    ]);
  });
});

describe('moderation', () => {
  async function moderate(sql: string): Promise<StoredTestimonial | undefined> {
    return asActor(db, ACTORS.moderator, async (tx) => {
      await tx.query(sql, [SEED_TESTIMONIALS.pending]);
      await tx.query(`select set_config('role', 'postgres', true)`);
      const { rows } = await tx.query<StoredTestimonial>(
        `select customer_email, user_id, is_approved, is_featured, approved_at
           from public.customer_testimonials where id = $1`,
        [SEED_TESTIMONIALS.pending],
      );
      return rows[0];
    });
  }

  it('approving sets approved_at to the server clock', async () => {
    const before = Date.now();
    const row = await moderate(
      'update public.customer_testimonials set is_approved = true where id = $1',
    );
    expect(row?.is_approved).toBe(true);
    expect(new Date(row?.approved_at ?? 0).getTime()).toBeGreaterThanOrEqual(before - 5_000);
  });

  it('unapproving clears approved_at', async () => {
    const approvedAt = await asActor(db, ACTORS.admin, async (tx) => {
      await tx.query('update public.customer_testimonials set is_approved = false where id = $1', [
        SEED_TESTIMONIALS.approved,
      ]);
      const { rows } = await tx.query<{ approved_at: Date | null }>(
        'select approved_at from public.customer_testimonials where id = $1',
        [SEED_TESTIMONIALS.approved],
      );
      return rows;
    });
    expect(approvedAt).toEqual([{ approved_at: null }]);
  });

  it('featuring is independent and leaves approved_at alone', async () => {
    const rows = await queryAs<{ same: boolean; is_featured: boolean }>(
      db,
      ACTORS.admin,
      `with before as (select approved_at from public.customer_testimonials where id = $1),
            changed as (update public.customer_testimonials set is_featured = true where id = $1
                        returning approved_at, is_featured)
       select changed.approved_at = before.approved_at as same, changed.is_featured
         from changed, before`,
      [SEED_TESTIMONIALS.approved],
    );
    expect(rows).toEqual([{ same: true, is_featured: true }]);
  });

  it('cannot set approved_at directly (no column grant)', async () => {
    const error = await errorAs(
      db,
      ACTORS.admin,
      `update public.customer_testimonials set is_approved = true, approved_at = now() - interval '1 year' where id = $1`,
      [SEED_TESTIMONIALS.pending],
    );
    expect(error.code).toBe('42501');
  });

  it('even a trusted role cannot back-date an approval: approved_at stays server-owned', async () => {
    const rows = await queryAs<{ approved_at: Date }>(
      db,
      ACTORS.serviceRole,
      `update public.customer_testimonials
          set is_approved = true, approved_at = '2000-01-01'
        where id = $1 returning approved_at`,
      [SEED_TESTIMONIALS.pending],
    );
    expect(new Date(rows[0]?.approved_at ?? 0).getUTCFullYear()).toBeGreaterThan(2000);
  });

  it('the staff list returns every testimonial, newest first, with e-mails', async () => {
    const rows = await queryAs<{ id: string; customer_email: string }>(
      db,
      ACTORS.moderator,
      'select id, customer_email from public.list_testimonials_for_staff()',
    );
    expect(rows[0]?.id).toBe(SEED_TESTIMONIALS.pending2);
    expect(rows.map((r) => r.customer_email)).toContain('pending.reviewer@example.com');
  });
});

describe('admin_users management', () => {
  it('a super_admin adds staff with a normalised e-mail', async () => {
    const rows = await queryAs<{ email: string }>(
      db,
      ACTORS.superAdmin,
      `insert into public.admin_users (email, role) values ('  New.Mod@Example.COM', 'moderator')
       returning email`,
    );
    expect(rows).toEqual([{ email: 'new.mod@example.com' }]);
  });

  it('refuses a second record for the same e-mail in another case (23505)', async () => {
    const error = await errorAs(
      db,
      ACTORS.superAdmin,
      `insert into public.admin_users (email, role) values ('ADMIN@example.com', 'moderator')`,
    );
    expect(error.code).toBe('23505');
  });

  it.each([
    [
      'an unknown role',
      `insert into public.admin_users (email, role) values ('x@example.com', 'owner')`,
    ],
    [
      'permissions that are not an object',
      `insert into public.admin_users (email, role, permissions) values ('x@example.com', 'admin', '[]')`,
    ],
  ])('refuses %s (23514)', async (_label, sql) => {
    expect((await errorAs(db, ACTORS.superAdmin, sql)).code).toBe('23514');
  });

  it('keeps at least one active super_admin (P0001)', async () => {
    for (const sql of [
      'delete from public.admin_users where id = $1',
      'update public.admin_users set is_active = false where id = $1',
      `update public.admin_users set role = 'admin' where id = $1`,
    ]) {
      const error = await errorAs(db, ACTORS.superAdmin, sql, [SEED_ADMIN_USERS.superAdmin]);
      expect(error).toMatchObject({
        code: 'P0001',
        message: 'At least one active super_admin must remain',
      });
    }
  });

  it('lets a super_admin step down once another super_admin exists', async () => {
    const rows = await asActor(db, ACTORS.superAdmin, async (tx) => {
      await tx.query(`update public.admin_users set role = 'super_admin' where id = $1`, [
        SEED_ADMIN_USERS.admin,
      ]);
      return (
        await tx.query(
          `update public.admin_users set role = 'admin' where id = $1 returning role`,
          [SEED_ADMIN_USERS.superAdmin],
        )
      ).rows;
    });
    expect(rows).toEqual([{ role: 'admin' }]);
  });

  it('a deactivated admin loses staff rights in the same transaction', async () => {
    const level = await asActor(db, ACTORS.superAdmin, async (tx) => {
      await tx.query('update public.admin_users set is_active = false where id = $1', [
        SEED_ADMIN_USERS.admin,
      ]);
      await tx.query(
        `select set_config('request.jwt.claims', json_build_object('role', 'authenticated',
           'sub', $1::text, 'email', 'admin@example.com')::text, true)`,
        [ACTORS.admin.id],
      );
      return (await tx.query<{ level: number }>('select private.admin_level() as level')).rows[0]
        ?.level;
    });
    expect(level).toBe(0);
  });
});
