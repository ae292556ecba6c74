/**
 * Tampering with dispatch: drivers, customers and staff calling the dispatch RPCs or writing around
 * them. Every case must be refused with the exact client-visible result AND leave every public table
 * unchanged (md5 fingerprint before and after; see support/tampering.ts).
 */
import { runCases, startTamperingServer } from './support/tampering';
import { DISPATCH_CASES } from './support/tampering-cases/dispatch';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(DISPATCH_CASES);
});
