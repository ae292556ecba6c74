import { type Database } from './types';

/** Environment variable → row of private.booking_limits (anonymous bookings, manage-link calls). */
const LIMIT_ENV = {
  BOOKING_LIMIT_PER_RECIPIENT: 'anonymous_per_recipient',
  BOOKING_LIMIT_PER_CLIENT: 'anonymous_per_client',
  MANAGE_LIMIT_PER_CLIENT: 'manage_per_client',
} as const;

/**
 * Sets the anonymous booking and manage-link limits named in the environment (a positive whole number each), so a
 * test run or a demo can raise them; unset variables leave the database's values alone. On
 * production the same rows are changed with SQL.
 */
export async function applyBookingLimits(
  db: Database,
  env: Record<string, string | undefined>,
): Promise<void> {
  const names = Object.keys(LIMIT_ENV).filter((name) => env[name]?.trim());
  if (names.length === 0) return;
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('private.booking_limits') is not null as present`,
  );
  if (!rows[0]?.present) return;
  for (const [name, key] of Object.entries(LIMIT_ENV)) {
    const raw = env[name]?.trim();
    if (!raw) continue;
    if (!/^[1-9][0-9]{0,5}$/.test(raw))
      throw new Error(`${name} must be a whole number from 1 to 999999`);
    await db.query(
      `update private.booking_limits set value = $1::integer, updated_at = now() where key = $2`,
      [raw, key],
    );
  }
}
