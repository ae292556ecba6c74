/**
 * The RLS matrix at SQL level for customer_testimonials: actor x operation, each statement run as
 * PostgREST runs it and rolled back (see support/schema-rls.ts). Outcomes: a row count or a
 * Postgres error code.
 */
import { expectMatrix, setupRlsDatabase } from '../support/schema-rls';
import {
  SEED_APPROVED_TESTIMONIAL_COUNT,
  SEED_TESTIMONIAL_COUNT,
  SEED_TESTIMONIALS,
} from '../../src/testing/seed-ids';

setupRlsDatabase();

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
