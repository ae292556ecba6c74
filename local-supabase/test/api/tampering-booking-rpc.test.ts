/**
 * Tampering: create_booking with a forged price, smuggled server-owned fields, replayed idempotency keys and out-of-range or over-long input.
 *
 * Every case must be refused with the exact client-visible result AND leave every public table
 * unchanged (md5 fingerprint before and after; see support/tampering.ts).
 */
import { runCases, startTamperingServer } from './support/tampering';
import { BOOKING_RPC_CASES } from './support/tampering-cases/booking-rpc';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(BOOKING_RPC_CASES);
});
