// No React, no store, no supabase-js: the shell's entry starts this check before any of them load.
import { readStoredSession } from '../supabase/stored-session';
import type { StaffRole } from '../domain/staff-roles';
import { fetchStoredStaffRole, type RestConfig } from './stored-staff-role';

export interface StaffCheck {
  /** The stored session's access token the check was made with, and where it was sent. */
  readonly token: string;
  readonly config: RestConfig;
  readonly email: string;
  readonly role: Promise<StaffRole | null>;
  /** The answer, once it is in: lets the first render use it without waiting a tick. */
  readonly settled: { role: StaffRole | null } | null;
}

/**
 * The shell's entry and the shared library each carry a copy of this module (the entry cannot wait
 * for the shared one), so the check lives in one slot on the page, not in a module variable: the
 * entry starts it, the app's access guard finds it there and does not ask again.
 */
const SLOT = Symbol.for('bbt.staff-check');
type Page = { [SLOT]?: StaffCheck };

const page = (): Page => globalThis as Page;

/** A check made with another token or another address (a stale one) answers nothing now. */
const madeFor = (check: StaffCheck, token: string, config: RestConfig): boolean =>
  check.token === token &&
  check.config.supabaseUrl === config.supabaseUrl &&
  check.config.supabaseAnonKey === config.supabaseAnonKey;

/**
 * Checks whether the session an earlier visit stored belongs to active staff, with a plain fetch
 * (same token, same read, same row-level security as the app's own check). One check per token:
 * a second call returns the first. Null when no stored session has a valid token.
 */
export function startStaffCheck(config: RestConfig, fetchImpl?: typeof fetch): StaffCheck | null {
  const session = readStoredSession(config.supabaseUrl);
  if (!session) return null;
  const existing = page()[SLOT];
  if (existing && madeFor(existing, session.accessToken, config)) return existing;
  let settled: StaffCheck['settled'] = null;
  const role = fetchStoredStaffRole(session, config, fetchImpl).then((answer) => {
    settled = { role: answer };
    return answer;
  });
  const check: StaffCheck = {
    token: session.accessToken,
    config: { supabaseUrl: config.supabaseUrl, supabaseAnonKey: config.supabaseAnonKey },
    email: session.email,
    role,
    get settled() {
      return settled;
    },
  };
  page()[SLOT] = check;
  return check;
}

/** The check already made for the stored session, if any (nothing is started). */
export function currentStaffCheck(config: RestConfig): StaffCheck | null {
  const session = readStoredSession(config.supabaseUrl);
  const existing = page()[SLOT];
  return session && existing && madeFor(existing, session.accessToken, config) ? existing : null;
}

/** Tests only: forget the page's check. */
export function forgetStaffCheck(): void {
  delete page()[SLOT];
}

export { hasStaffLevel, type StaffRole } from '../domain/staff-roles';
