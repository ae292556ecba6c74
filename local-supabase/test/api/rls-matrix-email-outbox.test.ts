/** The RLS matrix over HTTP for the e-mail outbox (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { EMAIL_OUTBOX_PROBES, EMAIL_OUTBOX_ROWS } from './support/rls-rows/email-outbox';

startActors();

runRows('email_outbox', EMAIL_OUTBOX_ROWS, EMAIL_OUTBOX_PROBES);
