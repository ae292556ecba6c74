import type { User } from '@supabase/supabase-js';

export interface CustomerDefaults {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

/** A signed-in customer's details from their profile (auth user metadata), for prefilling. */
export function customerDefaults(user: User | null): CustomerDefaults {
  const meta = (user?.user_metadata ?? {}) as Record<string, unknown>;
  return {
    firstName: text(meta.first_name),
    lastName: text(meta.last_name),
    email: user?.email ?? '',
    phone: text(meta.phone),
  };
}
