/**
 * Tampering with manage links: forged links, changes of what a link may not change, another
 * customer's booking, the mailer's token function. Every case must be refused with the exact
 * client-visible result AND leave every public table unchanged (see support/tampering.ts).
 */
import { runCases, startTamperingServer } from './support/tampering';
import { MANAGE_CASES } from './support/tampering-cases/manage';

startTamperingServer();

describe('every tampering request is refused and stores nothing', () => {
  runCases(MANAGE_CASES);
});
