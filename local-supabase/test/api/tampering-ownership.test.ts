/**
 * Tampering: another customer's booking, the owner changing price, e-mail, date or owner, and the cancel and delete rules.
 *
 * Every case must be refused with the exact client-visible result AND leave every public table
 * unchanged (md5 fingerprint before and after; see support/tampering.ts).
 */
import { runCases, startTamperingServer } from './support/tampering';
import { OWNERSHIP_CASES } from './support/tampering-cases/ownership';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(OWNERSHIP_CASES);
});
