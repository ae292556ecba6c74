/** The tampering cases, over all tampering-*.test.ts files, stay a meaningful set. */
import { AUTH_CASES } from './support/tampering-cases/auth';
import { BOOKING_RPC_CASES } from './support/tampering-cases/booking-rpc';
import { INPUT_CASES } from './support/tampering-cases/input';
import { OWNERSHIP_CASES } from './support/tampering-cases/ownership';
import { TESTIMONIALS_AND_STAFF_CASES } from './support/tampering-cases/testimonials-and-staff';

const CASES = [
  ...BOOKING_RPC_CASES,
  ...OWNERSHIP_CASES,
  ...AUTH_CASES,
  ...INPUT_CASES,
  ...TESTIMONIALS_AND_STAFF_CASES,
];

describe('every tampering request is refused and stores nothing', () => {
  it('has at least 25 cases', () => {
    expect(CASES.length).toBeGreaterThanOrEqual(25);
  });

  it('names every case once', () => {
    expect(new Set(CASES.map((c) => c.name)).size).toBe(CASES.length);
  });
});
