// Public API of @bbt/shared (shared as a Module Federation singleton). Keep it light: everything here
// is on the shell's critical path, so heavy modules (supabase-js) are imported lazily inside.
export * from './contracts/remotes';
export * from './config/site';
export * from './config/services';
export * from './config/routes/route-manifest';
export * from './config/routes/route-lookup';
export * from './config/routes/route-meta';
export * from './config/site-settings';
export * from './config/pending-bookings-storage';
export * from './config/site-settings-row';
export { loadSiteSettings } from './config/load-site-settings';
export * from './config/runtime-config';
export * from './routing/paths';
export * from './analytics';
export {
  requestToaster,
  resetToasterDemandForTests,
  useToasterRequests,
} from './feedback/toaster-demand';
export * from './auth/auth-store';
export { hasStaffLevel, STAFF_ROLES, type StaffRole } from './domain/staff-roles';
export { initAuth, fetchAdminRole, fetchIsDriver } from './auth/init-auth';
export { fetchSavedSessionRoles } from './auth/saved-session-roles';
export { useAdminAccess, type AdminAccess } from './auth/admin-access';
export { getSupabase, whenSupabaseCreated, type AppSupabaseClient } from './supabase/client';
export {
  hasAuthRedirect,
  hasStoredSession,
  readSavedSession,
  type SavedSession,
  readStoredSession,
  sessionStorageKey,
} from './supabase/stored-session';
export { rememberNextSession } from './supabase/session-persistence';
export { authCallback, clearAuthCallback, type AuthCallback } from './supabase/auth-callback';
export type { Database, Json, Tables, TablesInsert, TablesUpdate } from './supabase/database.types';
export type { AdditionalServiceRow, BookingRow } from './supabase/table-rows';
export { BOOKING_SUMMARY_COLUMNS, columnList, type ColumnList } from './supabase/columns';
export {
  everyRow,
  MAX_ROWS_PER_REQUEST,
  RANGE_NOT_SATISFIABLE,
  type RowsPage,
} from './supabase/every-row';
