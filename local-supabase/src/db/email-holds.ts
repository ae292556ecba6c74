import { type Database } from './types';

/**
 * Sets how long the customer's driver e-mail is held (private.email_holds) from
 * DRIVER_EMAIL_HOLD_SECONDS (0 to 3600), so an end-to-end run need not wait the minute; unset
 * leaves the database's value alone. On production the row is changed with SQL.
 */
export async function applyEmailHolds(
  db: Database,
  env: Record<string, string | undefined>,
): Promise<void> {
  const raw = env.DRIVER_EMAIL_HOLD_SECONDS?.trim();
  if (!raw) return;
  if (!/^[0-9]{1,4}$/.test(raw) || Number(raw) > 3600)
    throw new Error('DRIVER_EMAIL_HOLD_SECONDS must be a whole number from 0 to 3600');
  const { rows } = await db.query<{ present: boolean }>(
    `select to_regclass('private.email_holds') is not null as present`,
  );
  if (!rows[0]?.present) return;
  await db.query(
    `update private.email_holds set hold_seconds = $1::integer, updated_at = now()
      where kind = 'driver_assigned'`,
    [raw],
  );
}
