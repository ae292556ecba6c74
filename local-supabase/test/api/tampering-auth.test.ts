/**
 * Tampering: forged, expired, unsigned and wrong-secret JWTs and role claims.
 *
 * Every case must be refused with the exact client-visible result AND leave every public table
 * unchanged (md5 fingerprint before and after; see support/tampering.ts).
 */
import { runCases, startTamperingServer } from './support/tampering';
import { AUTH_CASES } from './support/tampering-cases/auth';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(AUTH_CASES);
});
