/**
 * The schema's security posture, read from the catalog after the real migrations: RLS everywhere,
 * exactly the grants we mean, one policy per operation written `(select fn())`-style, security-definer
 * functions only where intended and all with an empty search_path, indexes on policy columns, and the
 * migration files' naming and documentation rules.
 */
import fs from 'node:fs';
import path from 'node:path';

import { type Database, defaultMigrationsDir } from '../../src/db';
import { openSchemaDatabase } from '../support/schema-db';

let db: Database;

beforeAll(async () => {
  db = await openSchemaDatabase({ seed: false });
});

afterAll(async () => {
  await db.close();
});

const PUBLIC_TABLES = [
  'additional_services',
  'admin_users',
  'booking_assignments',
  'booking_events',
  'bookings',
  'customer_testimonials',
  'drivers',
  'site_settings',
  'site_settings_events',
  'vehicles',
];

describe('row-level security', () => {
  it('is enabled on every table of the public and private schemas', async () => {
    const { rows } = await db.query<{ schema: string; table: string; rls: boolean }>(
      `select n.nspname as schema, c.relname as table, c.relrowsecurity as rls
         from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where c.relkind in ('r', 'p') and n.nspname in ('public', 'private')
        order by 1, 2`,
    );
    expect(rows.filter((r) => r.schema === 'public').map((r) => r.table)).toEqual(PUBLIC_TABLES);
    expect(rows.filter((r) => !r.rls)).toEqual([]);
  });

  it('has at most one policy per table, operation and role, never FOR ALL, never TO public', async () => {
    const { rows } = await db.query<{ table: string; cmd: string; roles: string[]; name: string }>(
      `select tablename as table, cmd, roles::text[] as roles, policyname as name
         from pg_policies where schemaname = 'public' order by 1, 2`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(12);
    const seen = new Set<string>();
    for (const policy of rows) {
      expect(policy.cmd).not.toBe('ALL');
      expect(policy.roles).not.toContain('public');
      for (const role of policy.roles) {
        const key = `${policy.table}/${policy.cmd}/${role}`;
        expect(seen.has(key)).toBe(false);
        seen.add(key);
      }
      // Named as sentences: capitalised, several words, no trailing period.
      expect(policy.name).toMatch(/^[A-Z][a-z]+( [a-z-]+){2,}$/);
    }
  });

  it('wraps every function call of a policy in a sub-select (one initPlan per statement)', async () => {
    const { rows } = await db.query<{ name: string; expr: string }>(
      `select policyname as name, coalesce(qual, '') || ' ' || coalesce(with_check, '') as expr
         from pg_policies where schemaname = 'public'`,
    );
    for (const { name, expr } of rows) {
      const calls = [...expr.matchAll(/(auth|private)\.\w+\(/g)];
      for (const call of calls) {
        const before = expr.slice(0, call.index).trimEnd();
        expect(`${name}: ${before.slice(-6)}`).toBe(`${name}: SELECT`);
      }
    }
  });

  it('indexes every column the policies filter on', async () => {
    const { rows } = await db.query<{ table: string; def: string }>(
      `select tablename as table, indexdef as def from pg_indexes where schemaname = 'public'`,
    );
    const has = (table: string, fragment: string) =>
      rows.some((r) => r.table === table && r.def.includes(fragment));
    expect(has('bookings', '(user_id)')).toBe(true);
    expect(has('bookings', '(lower(email))')).toBe(true);
    expect(has('admin_users', '(lower(email))')).toBe(true);
    expect(has('additional_services', '(booking_id, service_type)')).toBe(true);
    expect(has('customer_testimonials', '(is_approved, created_at DESC)')).toBe(true);
    expect(has('booking_events', '(booking_id, created_at)')).toBe(true);
  });

  it('keeps the e-mail outbox private: RLS on, no policy, no grant to an API end-user role', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select c.relrowsecurity as rls,
              (select count(*)::int from pg_policies p
                where p.schemaname = 'private' and p.tablename = c.relname) as policies,
              has_table_privilege('anon', c.oid, 'select,insert,update,delete') as anon,
              has_table_privilege('authenticated', c.oid, 'select,insert,update,delete') as authenticated,
              has_table_privilege('service_role', c.oid, 'update') as service_update
         from pg_class c
        where c.oid in ('private.email_outbox'::regclass, 'private.email_settings'::regclass)
        order by c.relname`,
    );
    expect(rows).toEqual([
      { rls: true, policies: 0, anon: false, authenticated: false, service_update: true },
      { rls: true, policies: 0, anon: false, authenticated: false, service_update: false },
    ]);
  });

  it('keeps the manage-link tokens private: RLS on, no policy, no grant to an API end-user role', async () => {
    const { rows } = await db.query<Record<string, unknown>>(
      `select c.relname as table, c.relrowsecurity as rls,
              (select count(*)::int from pg_policies p
                where p.schemaname = 'private' and p.tablename = c.relname) as policies,
              has_table_privilege('anon', c.oid, 'select,insert,update,delete') as anon,
              has_table_privilege('authenticated', c.oid, 'select,insert,update,delete') as authenticated
         from pg_class c
        where c.oid in ('private.booking_manage_tokens'::regclass, 'private.manage_request_log'::regclass)
        order by c.relname`,
    );
    expect(rows).toEqual([
      { table: 'booking_manage_tokens', rls: true, policies: 0, anon: false, authenticated: false },
      { table: 'manage_request_log', rls: true, policies: 0, anon: false, authenticated: false },
    ]);
  });

  it('lets only the service role (the mailer) issue a manage token without proof', async () => {
    const { rows } = await db.query<{ roles: string[] }>(
      `select array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                     where has_function_privilege(r, 'public.issue_manage_token(uuid)', 'execute')) as roles`,
    );
    expect(rows).toEqual([{ roles: ['service_role'] }]);
  });

  it('lets only the service role run the sender functions', async () => {
    const { rows } = await db.query<{ fn: string; roles: string[] }>(
      `select p.proname as fn,
              array(select r from unnest(array['anon', 'authenticated', 'service_role']) r
                     where has_function_privilege(r, p.oid, 'execute')) as roles
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname = 'public' and p.proname in ('claim_booking_emails', 'complete_booking_email', 'fail_booking_email')
        order by 1`,
    );
    expect(rows).toEqual([
      { fn: 'claim_booking_emails', roles: ['service_role'] },
      { fn: 'complete_booking_email', roles: ['service_role'] },
      { fn: 'fail_booking_email', roles: ['service_role'] },
    ]);
  });
});

describe('grants', () => {
  it('gives anon and authenticated exactly these table-level privileges', async () => {
    const { rows } = await db.query<{ grant: string }>(
      `select format('%s %s %s.%s', g.grantee, g.privilege_type, g.table_schema, g.table_name) as grant
         from information_schema.role_table_grants g
        where g.grantee in ('anon', 'authenticated') and g.table_schema in ('public', 'private')
        order by 1`,
    );
    expect(rows.map((r) => r.grant)).toEqual([
      'anon SELECT public.site_settings',
      'authenticated DELETE public.admin_users',
      'authenticated DELETE public.bookings',
      'authenticated DELETE public.customer_testimonials',
      'authenticated DELETE public.drivers',
      'authenticated DELETE public.vehicles',
      'authenticated INSERT public.admin_users',
      'authenticated SELECT public.additional_services',
      'authenticated SELECT public.admin_users',
      'authenticated SELECT public.booking_assignments',
      'authenticated SELECT public.booking_events',
      'authenticated SELECT public.bookings',
      // A security_invoker view: its rows come from private.driver_job_rows() (the caller's jobs).
      'authenticated SELECT public.driver_jobs',
      'authenticated SELECT public.drivers',
      'authenticated SELECT public.site_settings',
      'authenticated SELECT public.site_settings_events',
      'authenticated SELECT public.vehicles',
    ]);
  });

  it('gives anon and authenticated exactly these column-level privileges', async () => {
    const { rows } = await db.query<{ grant: string }>(
      `select format('%s %s %s(%s)', acl.grantee::regrole, acl.privilege_type, c.relname,
                     string_agg(a.attname, ',' order by a.attnum)) as grant
         from pg_attribute a
         join pg_class c on c.oid = a.attrelid
         join pg_namespace n on n.oid = c.relnamespace
         cross join lateral aclexplode(a.attacl) acl
        where n.nspname in ('public', 'private')
          and acl.grantee in ('anon'::regrole, 'authenticated'::regrole)
        group by acl.grantee, acl.privilege_type, c.relname
        order by 1`,
    );
    expect(rows.map((r) => r.grant)).toEqual([
      'anon INSERT customer_testimonials(customer_name,customer_email,customer_location,service_used,rating,testimonial_text)',
      'anon SELECT customer_testimonials(id,customer_name,customer_location,service_used,rating,testimonial_text,is_approved,is_featured,approved_at,created_at,verified_booking)',
      'authenticated INSERT customer_testimonials(customer_name,customer_email,customer_location,service_used,rating,testimonial_text)',
      'authenticated INSERT drivers(full_name,phone,active,user_id)',
      'authenticated INSERT vehicles(plate,vehicle_type,seats,luggage,active,notes)',
      'authenticated SELECT customer_testimonials(id,customer_name,customer_location,service_used,rating,testimonial_text,is_approved,is_featured,approved_at,created_at,verified_booking)',
      'authenticated UPDATE admin_users(email,role,permissions,is_active)',
      'authenticated UPDATE bookings(status)',
      'authenticated UPDATE customer_testimonials(is_approved,is_featured)',
      'authenticated UPDATE drivers(full_name,phone,active,user_id)',
      'authenticated UPDATE site_settings(support_phone,support_email,service_hours,figure_customers,figure_years,figure_rating,figure_satisfaction,card_payment_text,show_bbd,reminder_hours_before)',
      'authenticated UPDATE vehicles(plate,vehicle_type,seats,luggage,active,notes)',
    ]);
  });

  it('never lets anon or authenticated read a testimonial author e-mail or update a price', async () => {
    const { rows } = await db.query<Record<string, boolean>>(
      `select has_column_privilege('anon', 'public.customer_testimonials', 'customer_email', 'select') as anon_email,
              has_column_privilege('authenticated', 'public.customer_testimonials', 'customer_email', 'select') as auth_email,
              has_column_privilege('authenticated', 'public.bookings', 'total_price', 'update') as price,
              has_table_privilege('anon', 'public.bookings', 'select') as anon_bookings,
              has_table_privilege('authenticated', 'public.bookings', 'insert') as insert_bookings`,
    );
    expect(rows[0]).toEqual({
      anon_email: false,
      auth_email: false,
      price: false,
      anon_bookings: false,
      insert_bookings: false,
    });
  });

  it('lets anon and authenticated execute only the intended functions', async () => {
    const { rows } = await db.query<{ role: string; fn: string }>(
      `select r.rolname as role, format('%s.%s', n.nspname, p.proname) as fn
         from pg_proc p
         join pg_namespace n on n.oid = p.pronamespace
         cross join (values ('anon'), ('authenticated')) as r (rolname)
        where n.nspname in ('public', 'private')
          and has_function_privilege(r.rolname, p.oid, 'execute')
        order by 1, 2`,
    );
    const byRole = (role: string) => rows.filter((r) => r.role === role).map((r) => r.fn);
    const helpers = [
      'private.admin_level',
      'private.current_user_id',
      'private.has_admin_level',
      // Called by the testimonial trigger, which runs as the submitting role.
      'private.has_completed_booking',
      'private.is_trusted_role',
      'private.request_email',
    ];
    // Manage links (issue 23): the token is the key; every call is checked and rate-limited inside.
    const manageRpcs = ['public.cancel_managed_booking', 'public.change_booking'];
    expect(byRole('anon')).toEqual([
      ...helpers,
      ...manageRpcs,
      'public.create_booking',
      'public.issue_manage_link',
      'public.manage_booking',
      'public.quote_booking_change',
      // A review sent from the review link: the token is the proof, checked inside.
      'public.submit_review_from_link',
    ]);
    expect(byRole('authenticated')).toEqual([
      'private.admin_level',
      // The drivers policy and the driver's functions: the caller's active driver record.
      'private.current_driver_id',
      'private.current_user_id',
      // Behind the security_invoker view public.driver_jobs: the calling driver's rows only.
      'private.driver_job_rows',
      ...helpers.slice(2, -1),
      // Read by the bookings policies: the caller's e-mail when proved by a link sent to it.
      'private.proven_request_email',
      'private.request_email',
      'public.admin_dashboard_stats',
      'public.assign_booking',
      manageRpcs[0],
      // Clear All: the caller's own open bookings among the ids (run as the caller).
      'public.cancel_my_bookings',
      manageRpcs[1],
      // A signed-in customer's change of their own booking.
      'public.change_my_booking',
      'public.create_booking',
      // The dispatch board's reads of a window of days (staff only; run as the caller).
      'public.dispatch_assignments',
      'public.dispatch_bookings',
      'public.dispatch_extras',
      'public.issue_manage_link',
      // Admins link a driver's sign-in account; staff read the linked e-mails (fleet page).
      'public.link_driver_account',
      'public.list_booking_emails',
      'public.list_driver_accounts',
      'public.list_testimonials_for_staff',
      'public.manage_booking',
      // A customer's own assigned bookings' driver (first name, phone) and vehicle (class, plate).
      'public.my_booking_drivers',
      // The extras of the caller's own bookings (run as the caller), read beside My Bookings.
      'public.my_booking_extras',
      'public.quote_booking_change',
      'public.quote_my_booking_change',
      'public.record_trip_progress',
      'public.resend_booking_confirmation',
      'public.submit_review_from_link',
    ]);
  });
});

describe('functions', () => {
  it('pins search_path to empty on every function, and keeps security definer out of public except the RPCs', async () => {
    const { rows } = await db.query<{ fn: string; definer: boolean; config: string[] | null }>(
      `select format('%s.%s', n.nspname, p.proname) as fn, p.prosecdef as definer,
              p.proconfig::text[] as config
         from pg_proc p join pg_namespace n on n.oid = p.pronamespace
        where n.nspname in ('public', 'private')
        order by 1`,
    );
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) expect([row.fn, row.config]).toEqual([row.fn, ['search_path=""']]);
    expect(rows.filter((r) => r.definer && r.fn.startsWith('public.')).map((r) => r.fn)).toEqual([
      'public.assign_booking',
      'public.cancel_managed_booking',
      'public.change_booking',
      'public.change_my_booking',
      'public.create_booking',
      'public.issue_manage_link',
      'public.issue_manage_token',
      'public.link_driver_account',
      'public.list_booking_emails',
      'public.list_driver_accounts',
      'public.list_testimonials_for_staff',
      'public.manage_booking',
      'public.my_booking_drivers',
      'public.quote_booking_change',
      'public.quote_my_booking_change',
      'public.record_trip_progress',
      'public.resend_booking_confirmation',
      'public.submit_review_from_link',
    ]);
  });
});

describe('migration files', () => {
  const files = fs.readdirSync(defaultMigrationsDir).filter((f) => f.endsWith('.sql'));

  it('are named YYYYMMDDHHMMSS_<verb>_<object>.sql, in a sensible order', () => {
    expect(files.length).toBeGreaterThanOrEqual(8);
    for (const file of files) {
      expect(file).toMatch(/^\d{14}_(create|load|add|alter|drop|update)_[a-z0-9_]+\.sql$/);
    }
  });

  it('put a doc comment above every table, function and policy they create', () => {
    for (const file of files) {
      const sql = fs.readFileSync(path.join(defaultMigrationsDir, file), 'utf8');
      for (const match of sql.matchAll(/^create (table|or replace function|policy) [^\n]*/gm)) {
        const before = sql.slice(0, match.index).trimEnd();
        expect(
          `${file}: ${match[0]} ${before.endsWith('*/') ? 'documented' : 'UNDOCUMENTED'}`,
        ).toBe(`${file}: ${match[0]} documented`);
      }
    }
  });
});
