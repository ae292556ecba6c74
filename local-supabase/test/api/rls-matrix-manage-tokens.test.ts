/** The RLS matrix over HTTP for the manage-link tokens (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { MANAGE_TOKENS_PROBES, MANAGE_TOKENS_ROWS } from './support/rls-rows/manage-tokens';

startActors();

runRows('booking_manage_tokens', MANAGE_TOKENS_ROWS, MANAGE_TOKENS_PROBES);
