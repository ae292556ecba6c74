import type { Session, User } from '@supabase/supabase-js';
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';

import { isStaffRole, type StaffRole } from '../domain/staff-roles';

export type AdminRole = StaffRole;
export const isAdminRole = isStaffRole;
export type AuthStatus = 'loading' | 'signed-in' | 'signed-out';

export interface AuthState {
  status: AuthStatus;
  session: Session | null;
  user: User | null;
  /** The active admin_users role of the signed-in user, or null for customers and visitors. */
  adminRole: AdminRole | null;
  /** True once the signed-in user's own active drivers row has been read (the "My jobs" link). */
  isDriver: boolean;
}

export const INITIAL_AUTH_STATE: AuthState = {
  status: 'loading',
  session: null,
  user: null,
  adminRole: null,
  isDriver: false,
};

export const SIGNED_OUT_STATE: AuthState = { ...INITIAL_AUTH_STATE, status: 'signed-out' };

declare global {
  var __BBT_AUTH_STORE_COUNT__: number | undefined;
}

/**
 * Module Federation shares `@bbt/shared` as a singleton, so this module (and the store) must be
 * evaluated once per page. A second evaluation means a second copy of the library slipped into a
 * bundle, and host and remotes would disagree about who is signed in.
 */
globalThis.__BBT_AUTH_STORE_COUNT__ = (globalThis.__BBT_AUTH_STORE_COUNT__ ?? 0) + 1;
if (globalThis.__BBT_AUTH_STORE_COUNT__ > 1 && process.env.NODE_ENV !== 'production') {
  console.error(
    '[@bbt/shared] duplicate auth store: the shared library was loaded more than once on this page. ' +
      'Check that every webpack config spreads sharedDependencies.',
  );
}

/** Only the shell's initAuth writes this store; remotes read it through useAuth. */
export const authStore = createStore<AuthState>(() => INITIAL_AUTH_STATE);

export function useAuth<T>(selector: (state: AuthState) => T): T {
  return useStore(authStore, selector);
}

export function authStoreInstanceCount(): number {
  return globalThis.__BBT_AUTH_STORE_COUNT__ ?? 0;
}
