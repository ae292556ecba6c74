import { randomUUID } from 'node:crypto';

import { goTime, type IdentityRow, type UserRow } from './store';

type Json = Record<string, unknown>;

function parseObject(text: string | null): Json {
  if (!text) return {};
  const value = JSON.parse(text) as unknown;
  return typeof value === 'object' && value !== null && !Array.isArray(value)
    ? (value as Json)
    : {};
}

/** Adds `key: value` only when value is set (Go `omitempty`). */
function optional(target: Json, key: string, value: string | null): void {
  if (value) target[key] = value;
}

export function identityJson(row: IdentityRow): Json {
  return {
    identity_id: row.identity_id,
    id: row.id,
    user_id: row.user_id,
    identity_data: parseObject(row.identity_data),
    provider: row.provider,
    last_sign_in_at: goTime(row.last_sign_in_at) ?? '',
    created_at: goTime(row.created_at) ?? '',
    updated_at: goTime(row.updated_at) ?? '',
    email: row.email ?? '',
  };
}

/** GoTrue's User object, fields in the order GoTrue emits them (compat §2.1). */
export function userJson(user: UserRow, identities: IdentityRow[]): Json {
  const json: Json = {
    id: user.id,
    aud: user.aud ?? '',
    role: user.role ?? '',
    email: user.email ?? '',
  };
  optional(json, 'email_confirmed_at', goTime(user.email_confirmed_at));
  json.phone = user.phone ?? '';
  optional(json, 'confirmation_sent_at', goTime(user.confirmation_sent_at));
  optional(json, 'confirmed_at', goTime(user.confirmed_at));
  optional(json, 'recovery_sent_at', goTime(user.recovery_sent_at));
  optional(json, 'last_sign_in_at', goTime(user.last_sign_in_at));
  json.app_metadata = parseObject(user.app_metadata);
  json.user_metadata = parseObject(user.user_metadata);
  json.identities = identities.map(identityJson);
  json.created_at = goTime(user.created_at) ?? '';
  json.updated_at = goTime(user.updated_at) ?? '';
  json.is_anonymous = user.is_anonymous;
  return json;
}

/**
 * What signup answers for an address that is already registered and confirmed while
 * confirmations are on: a plausible user with a random id and no identities, so the response
 * does not reveal that the address exists (`signup.go` sanitizeUser).
 */
export function obfuscatedUserJson(email: string, data: Json): Json {
  const now = new Date().toISOString().replace(/\.(\d{3})Z$/, '.$1000Z');
  return {
    id: randomUUID(),
    aud: 'authenticated',
    role: 'authenticated',
    email,
    phone: '',
    confirmation_sent_at: now,
    app_metadata: { provider: 'email', providers: ['email'] },
    user_metadata: data,
    identities: [],
    created_at: now,
    updated_at: now,
    is_anonymous: false,
  };
}

export function userMetadata(user: UserRow): Json {
  return parseObject(user.user_metadata);
}

export function appMetadata(user: UserRow): Json {
  return parseObject(user.app_metadata);
}
