import { useEffect, useState } from 'react';

import { getRuntimeConfig } from '../config/runtime-config';
import { getSupabase } from '../supabase/client';
import { type AdminRole, useAuth } from './auth-store';
import { fetchAdminRole } from './init-auth';
import {
  currentStaffCheck,
  forgetStaffCheck,
  type StaffCheck,
  startStaffCheck,
} from './staff-check';

export type AdminAccess =
  | { state: 'checking'; role: null }
  | { state: 'denied'; role: null }
  | { state: 'granted'; role: AdminRole };

/** One check per session for the whole page (the shell's guard and mfe-admin's ask together). */
const checks = new Map<string, Promise<AdminRole | null>>();

function checkAdminRole(token: string, email: string | undefined): Promise<AdminRole | null> {
  let check = checks.get(token);
  if (!check) {
    // The saved session's plain-fetch check (made once per token) answers for the same token.
    const staff = startStaffCheck(getRuntimeConfig());
    check =
      staff?.token === token
        ? staff.role
        : getSupabase()
            .then((client) => fetchAdminRole(client, email))
            .catch(() => null);
    checks.set(token, check);
  }
  return check;
}

interface EarlyVerdict {
  email: string;
  role: AdminRole | null;
}

function verdictOf(check: StaffCheck, role: AdminRole | null): EarlyVerdict {
  return { email: check.email, role };
}

/**
 * While supabase-js loads, the session an earlier visit stored can already be checked with a
 * plain fetch (same token, same read, same row-level security): staff see their page sooner. The
 * shell's entry starts this check on admin pages before the app has loaded (staff-check.ts).
 * Null when there is no stored session with a valid token.
 */
function earlyCheck(): Promise<EarlyVerdict> | null {
  const check = startStaffCheck(getRuntimeConfig());
  if (!check) return null;
  if (!checks.has(check.token)) checks.set(check.token, check.role);
  return check.role.then((role) => verdictOf(check, role));
}

/** The early check's answer when it is already in: the first render need not wait for it. */
function settledEarlyVerdict(): EarlyVerdict | null {
  const check = currentStaffCheck(getRuntimeConfig());
  return check?.settled ? verdictOf(check, check.settled.role) : null;
}

/** Tests only: forget earlier checks. */
export function resetAdminAccessChecks(): void {
  checks.clear();
  forgetStaffCheck();
}

const CHECKING: AdminAccess = { state: 'checking', role: null };
const DENIED: AdminAccess = { state: 'denied', role: null };

interface Verdict {
  /** The session (access token) the check was made with: a new token is checked again. */
  token: string;
  role: AdminRole | null;
}

/**
 * Whether the signed-in user may enter the admin area, known before anything of it renders. The
 * auth store says who is signed in and, a moment later, their admin role; it does not say when
 * that role check has finished, so a user without a role in the store yet is checked here (the
 * same read of their own admin_users record) and shown nothing until the answer is in. While the
 * auth store is still loading, a stored session is checked the same way without supabase-js. The
 * database enforces every permission anyway: this decides only what to show.
 */
export function useAdminAccess(): AdminAccess {
  const status = useAuth((state) => state.status);
  const token = useAuth((state) => state.session?.access_token ?? null);
  const email = useAuth((state) => state.user?.email);
  const storeRole = useAuth((state) => state.adminRole);
  const [verdict, setVerdict] = useState<Verdict | null>(null);
  const [early, setEarly] = useState<EarlyVerdict | null>(settledEarlyVerdict);
  const loading = status === 'loading';

  useEffect(() => {
    if (!loading) return;
    const check = earlyCheck();
    if (!check) return;
    let current = true;
    void check.then((result) => {
      if (current) setEarly(result);
    });
    return () => {
      current = false;
    };
  }, [loading]);

  const mustCheck = status === 'signed-in' && !storeRole && token !== null;
  const checked = verdict !== null && verdict.token === token;

  useEffect(() => {
    if (!mustCheck || checked || token === null) return;
    let current = true;
    void checkAdminRole(token, email).then((role) => {
      if (current) setVerdict({ token, role });
    });
    return () => {
      current = false;
    };
  }, [mustCheck, checked, token, email]);

  const earlyRole = early?.role ?? null;
  if (status === 'loading') return earlyRole ? { state: 'granted', role: earlyRole } : CHECKING;
  if (status === 'signed-out' || token === null) return DENIED;
  if (storeRole) return { state: 'granted', role: storeRole };
  if (!checked) {
    // The same user the early check granted stays in while their new session is checked again.
    if (earlyRole && early?.email === email) return { state: 'granted', role: earlyRole };
    return CHECKING;
  }
  return verdict.role ? { state: 'granted', role: verdict.role } : DENIED;
}
