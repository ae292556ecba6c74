/**
 * Site settings (one row, public read, super_admin write with a loud refusal, constraints, the
 * append-only change history) and the staff figures of public.admin_dashboard_stats().
 */
import { isPlainEmail } from '@bbt/shared/domain';

import { ACTORS, asActor, errorAs, queryAs } from '../support/schema-db';
import { expectMatrix, setupRlsDatabase } from '../support/schema-rls';

const db = setupRlsDatabase();

const UPDATE_PHONE = `update public.site_settings set support_phone = '+1 246 555 0199' where id`;

describe('site_settings RLS matrix', () => {
  expectMatrix('read the settings (everyone)', 'select * from public.site_settings', [], {
    anon: 1,
    customer: 1,
    stranger: 1,
    moderator: 1,
    superAdmin: 1,
  });

  expectMatrix('change a value (super_admin only, refused loudly)', UPDATE_PHONE, [], {
    anon: 'error 42501',
    customer: 'error 42501',
    retiredAdmin: 'error 42501',
    moderator: 'error 42501',
    admin: 'error 42501',
    superAdmin: 1,
  });

  expectMatrix(
    'add or remove a row (nobody)',
    'insert into public.site_settings (id) values (true)',
    [],
    { anon: 'error 42501', moderator: 'error 42501', superAdmin: 'error 42501' },
  );
  expectMatrix('remove the row (nobody)', 'delete from public.site_settings where id', [], {
    anon: 'error 42501',
    admin: 'error 42501',
    superAdmin: 'error 42501',
  });

  expectMatrix(
    'read the change history (super_admin only)',
    `select * from public.site_settings_events`,
    [],
    { anon: 'error 42501', customer: 0, moderator: 0, admin: 0, superAdmin: 0 },
  );
});

describe('site_settings behaviour', () => {
  it('starts as one row of NULLs: every value falls back to the built-in one', async () => {
    const rows = await queryAs(db(), ACTORS.anon, 'select * from public.site_settings');
    expect(rows).toHaveLength(1);
    const { id, updated_at: updatedAt, ...values } = rows[0] as Record<string, unknown>;
    expect(id).toBe(true);
    expect(updatedAt).toBeTruthy();
    expect(Object.values(values).every((value) => value === null)).toBe(true);
  });

  it('records who changed which values from what to what, and nothing for a no-op', async () => {
    const events = await asActor(db(), ACTORS.superAdmin, async (tx) => {
      await tx.query(
        `update public.site_settings set support_phone = '+1 246 555 0199', show_bbd = false where id`,
      );
      await tx.query(`update public.site_settings set show_bbd = false where id`);
      return (
        await tx.query<{ changes: unknown; actor_email: string; actor_role: string }>(
          'select changes, actor_email, actor_role from public.site_settings_events',
        )
      ).rows;
    });
    expect(events).toEqual([
      {
        changes: {
          show_bbd: { from: null, to: false },
          support_phone: { from: null, to: '+1 246 555 0199' },
        },
        actor_email: 'superadmin@example.com',
        actor_role: 'authenticated',
      },
    ]);
  });

  it.each([
    ['a phone with too few digits', `support_phone = '+1 246 555'`],
    ['a phone with letters', `support_phone = '+1 246 CALL NOW'`],
    ['an e-mail without a domain', `support_email = 'bookings@'`],
    ['empty hours', `service_hours = '  '`],
    ['a figure that is too long', `figure_customers = '12345678901234567'`],
    ['a card text that is too short', `card_payment_text = 'Pay later'`],
  ])('refuses %s (23514)', async (_label, assignment) => {
    const error = await errorAs(
      db(),
      ACTORS.superAdmin,
      `update public.site_settings set ${assignment} where id`,
    );
    expect(error.code).toBe('23514');
  });

  it.each([
    ['a@b.c?cc=evil@x.y&bcc=z'],
    ['desk@example.com?cc=evil.example'],
    ['desk@example.com&body=hi'],
  ])(
    'refuses the support e-mail %p, which a mailto: link would read as parameters',
    async (email) => {
      const error = await errorAs(
        db(),
        ACTORS.superAdmin,
        'update public.site_settings set support_email = $1 where id',
        [email],
      );
      expect(error.code).toBe('23514');
      expect(error.message).toContain('site_settings_support_email_format');
    },
  );

  it('accepts as support e-mail exactly the plain addresses the settings form accepts', async () => {
    const addresses = [
      'bookings@example.com',
      'Desk.Tours+bb@mail.example-island.co.bb',
      'a_b-c@x.io',
      'a@b.c?cc=evil@x.y&bcc=z',
      'desk@example.com,evil@x.y',
      'desk@example.com;evil@x.y',
      '"desk"@example.com',
      'desk%40evil@example.com',
      'desk#1@example.com',
      'desk @example.com',
      'desk@exa_mple.com',
      'desk@example',
      'desk@.example.com',
      'déSK@example.com',
      `${'a'.repeat(245)}@example.com`,
    ];
    const accepted: Record<string, boolean> = {};
    for (const email of addresses) {
      accepted[email] = await asActor(db(), ACTORS.superAdmin, (tx) =>
        tx.query('update public.site_settings set support_email = $1 where id', [email]).then(
          () => true,
          (failure: { code?: string }) =>
            failure.code === '23514' ? false : Promise.reject(failure),
        ),
      );
    }
    expect(accepted).toEqual(
      Object.fromEntries(addresses.map((email) => [email, isPlainEmail(email)])),
    );
    expect(Object.values(accepted).filter(Boolean)).toHaveLength(3);
  });

  it('keeps the history append-only, even for a super_admin', async () => {
    const error = await asActor(db(), ACTORS.superAdmin, async (tx) => {
      await tx.query(`update public.site_settings set show_bbd = true where id`);
      await tx.query(`select set_config('role', 'postgres', true)`);
      return tx.query('delete from public.site_settings_events').then(
        () => null,
        (failure: { code?: string }) => failure.code,
      );
    });
    expect(error).toBe('42501');
  });
});

describe('admin_dashboard_stats()', () => {
  expectMatrix('who may call it', 'select * from public.admin_dashboard_stats()', [], {
    anon: 'error 42501',
    customer: 'error 42501',
    retiredAdmin: 'error 42501',
    moderator: 1,
    admin: 1,
    superAdmin: 1,
  });

  it('counts the seed: 12 bookings by status, revenue without cancelled ones, testimonials', async () => {
    const [stats] = await queryAs<Record<string, unknown>>(
      db(),
      ACTORS.moderator,
      'select * from public.admin_dashboard_stats()',
    );
    const [expected] = await queryAs<Record<string, unknown>>(
      db(),
      ACTORS.serviceRole,
      `select count(*)::int as total,
              count(*) filter (where status = 'pending')::int as pending,
              sum(total_price) filter (where status <> 'cancelled') as revenue
         from public.bookings`,
    );
    expect(stats).toMatchObject({
      total_bookings: 12,
      pending_bookings: expected?.pending,
      confirmed_bookings: 4,
      completed_bookings: 2,
      cancelled_bookings: 2,
      total_testimonials: 6,
      pending_testimonials: 2,
      approved_testimonials: 4,
      featured_testimonials: 2,
    });
    expect(Number(stats?.total_revenue)).toBe(Number(expected?.revenue));
    expect(expected?.total).toBe(12);
  });
});
