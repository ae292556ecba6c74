/**
 * The RLS matrix at SQL level for the e-mail outbox (private.email_outbox, private.email_settings)
 * and its functions: no end-user role reads or writes the outbox or runs the sender's functions;
 * staff (level 1+) list a booking's e-mails; admins (level 2+) resend the confirmation.
 * Each statement runs as PostgREST runs it and is rolled back (see support/schema-rls.ts).
 */
import { everyone, expectMatrix, setupRlsDatabase } from '../support/schema-rls';
import { SEED_BOOKINGS } from '../../src/testing/seed-ids';

setupRlsDatabase();

const booking = [SEED_BOOKINGS.customerPending];

describe('private.email_outbox', () => {
  expectMatrix('select', 'select * from private.email_outbox', [], everyone('error 42501'));

  expectMatrix(
    'insert',
    `insert into private.email_outbox (booking_id, reference_number, event_key, kind, recipient, payload)
     values ($1, 'BB-100001-CUP', 'event:999999', 'booking_confirmation', 'x@example.com', '{}')`,
    booking,
    everyone('error 42501'),
  );

  expectMatrix(
    'update',
    `update private.email_outbox set status = 'sent', sent_at = now() where booking_id = $1`,
    booking,
    everyone('error 42501'),
  );

  expectMatrix(
    'delete',
    'delete from private.email_outbox where booking_id = $1',
    booking,
    everyone('error 42501'),
  );

  expectMatrix('the settings', 'select * from private.email_settings', [], everyone('error 42501'));
});

describe('the sender functions', () => {
  expectMatrix('claim', 'select * from public.claim_booking_emails()', [], everyone('error 42501'));

  expectMatrix(
    'complete',
    `select public.complete_booking_email(1, '00000000-0000-4000-8000-000000000000')`,
    [],
    everyone('error 42501'),
  );

  expectMatrix(
    'fail',
    `select public.fail_booking_email(1, '00000000-0000-4000-8000-000000000000', 'x')`,
    [],
    everyone('error 42501'),
  );
});

describe('staff functions', () => {
  expectMatrix(
    'list the e-mails of a booking',
    'select * from public.list_booking_emails($1)',
    booking,
    // Its confirmation, the company notice and the reminder still waiting for the day before.
    {
      anon: 'error 42501',
      customer: 'error 42501',
      customer2: 'error 42501',
      stranger: 'error 42501',
      retiredAdmin: 'error 42501',
      moderator: 3,
      admin: 3,
      superAdmin: 3,
    },
  );

  expectMatrix(
    'resend the confirmation',
    'select * from public.resend_booking_confirmation($1)',
    booking,
    {
      anon: 'error 42501',
      customer: 'error 42501',
      customer2: 'error 42501',
      stranger: 'error 42501',
      retiredAdmin: 'error 42501',
      moderator: 'error 42501',
      admin: 1,
      superAdmin: 1,
    },
  );
});
