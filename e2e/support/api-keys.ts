import { apiKeysFor } from '@bbt/local-supabase';

import { E2E_JWT_SECRET } from './e2e-env';

/** The e2e backend's anon and service_role keys, signed for its JWT secret as the backend signs them. */
export const { anonKey: E2E_ANON_KEY, serviceRoleKey: E2E_SERVICE_ROLE_KEY } =
  apiKeysFor(E2E_JWT_SECRET);
