import { type Database, type Queryable } from '../db';

/**
 * GoTrue's own tables, written as `supabase_auth_admin` (no privileges on public), so triggers on
 * auth.users behave as on hosted Supabase (compat §4.2).
 */
export function withAuthTx<T>(db: Database, fn: (tx: Queryable) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.query(
      `select set_config('role', 'supabase_auth_admin', true), set_config('search_path', 'auth', true)`,
    );
    return fn(tx);
  });
}

/** RFC 3339 in UTC with microseconds, trimmed the way Go's time.Time marshals. */
export function ts(column: string): string {
  return `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
}

export function goTime(value: string | null): string | null {
  if (!value) return null;
  return value.replace(/\.(\d*?)0*Z$/, (_m, digits: string) => (digits ? `.${digits}Z` : 'Z'));
}

export interface UserRow {
  id: string;
  aud: string | null;
  role: string | null;
  email: string | null;
  phone: string | null;
  encrypted_password: string | null;
  email_confirmed_at: string | null;
  confirmation_sent_at: string | null;
  confirmed_at: string | null;
  recovery_sent_at: string | null;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  banned_until: string | null;
  app_metadata: string | null;
  user_metadata: string | null;
  is_anonymous: boolean;
}

const USER_COLUMNS = `id::text, aud, role, email, phone, encrypted_password,
  ${ts('email_confirmed_at')} as email_confirmed_at, ${ts('confirmation_sent_at')} as confirmation_sent_at,
  ${ts('confirmed_at')} as confirmed_at, ${ts('recovery_sent_at')} as recovery_sent_at,
  ${ts('last_sign_in_at')} as last_sign_in_at, ${ts('created_at')} as created_at,
  ${ts('updated_at')} as updated_at, ${ts('banned_until')} as banned_until,
  raw_app_meta_data::text as app_metadata, raw_user_meta_data::text as user_metadata,
  coalesce(is_anonymous, false) as is_anonymous`;

export async function findUser(
  tx: Queryable,
  by:
    { id: string } | { email: string } | { confirmationToken: string } | { recoveryToken: string },
): Promise<UserRow | null> {
  const [where, value] =
    'id' in by
      ? ['id = $1::uuid', by.id]
      : 'email' in by
        ? ['lower(email) = lower($1) and not is_sso_user', by.email]
        : 'confirmationToken' in by
          ? ['confirmation_token = $1', by.confirmationToken]
          : ['recovery_token = $1', by.recoveryToken];
  const { rows } = await tx.query<UserRow>(
    `select ${USER_COLUMNS} from auth.users where ${where} and deleted_at is null limit 1`,
    [value],
  );
  return rows[0] ?? null;
}

export interface IdentityRow {
  identity_id: string;
  id: string;
  user_id: string;
  identity_data: string;
  provider: string;
  last_sign_in_at: string | null;
  created_at: string | null;
  updated_at: string | null;
  email: string | null;
}

export async function findIdentities(tx: Queryable, userId: string): Promise<IdentityRow[]> {
  const { rows } = await tx.query<IdentityRow>(
    `select id::text as identity_id, provider_id as id, user_id::text, identity_data::text, provider,
            ${ts('last_sign_in_at')} as last_sign_in_at, ${ts('created_at')} as created_at,
            ${ts('updated_at')} as updated_at, email
       from auth.identities where user_id = $1::uuid order by created_at, id`,
    [userId],
  );
  return rows;
}

/** Seconds since a timestamp column was set (null when never). */
export async function secondsSince(
  tx: Queryable,
  userId: string,
  column: 'confirmation_sent_at' | 'recovery_sent_at',
): Promise<number | null> {
  const { rows } = await tx.query<{ elapsed: number | null }>(
    `select extract(epoch from now() - ${column})::float8 as elapsed from auth.users where id = $1::uuid`,
    [userId],
  );
  return rows[0]?.elapsed ?? null;
}
