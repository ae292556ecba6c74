/** The RLS matrix over HTTP for rpc (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { RPC_PROBES, RPC_ROWS } from './support/rls-rows/rpc';

startActors();

runRows('rpc', RPC_ROWS, RPC_PROBES);
