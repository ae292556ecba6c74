/**
 * Tampering: testimonial moderation, customer e-mails, staff records, the audit trail and the private schema.
 *
 * Every case must be refused with the exact client-visible result AND leave every public table
 * unchanged (md5 fingerprint before and after; see support/tampering.ts).
 */
import { runCases, startTamperingServer } from './support/tampering';
import { TESTIMONIALS_AND_STAFF_CASES } from './support/tampering-cases/testimonials-and-staff';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(TESTIMONIALS_AND_STAFF_CASES);
});
