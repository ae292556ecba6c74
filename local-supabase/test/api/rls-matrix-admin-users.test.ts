/** The RLS matrix over HTTP for admin_users (see support/rls-matrix.ts). */
import { runRows, startActors } from './support/rls-matrix';
import { ADMIN_USERS_PROBES, ADMIN_USERS_ROWS } from './support/rls-rows/admin-users';

startActors();

runRows('admin_users', ADMIN_USERS_ROWS, ADMIN_USERS_PROBES);
