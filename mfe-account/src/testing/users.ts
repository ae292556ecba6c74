import type { Session, User } from '@supabase/supabase-js';

/** Tests only: a signed-in customer as supabase-js describes them. */
export function testUser(overrides: Partial<User> = {}): User {
  return {
    id: '00000000-0000-4000-a000-000000000001',
    aud: 'authenticated',
    email: 'customer@example.com',
    created_at: '2026-10-24T14:00:00Z',
    email_confirmed_at: '2026-10-24T14:05:00Z',
    app_metadata: {},
    user_metadata: {
      first_name: 'Carla',
      last_name: 'Customer',
      phone: '+1 246 555 0101',
      gender: 'female',
      address: '1 Bay Street',
    },
    ...overrides,
  } as User;
}

export function signedInAs(user: User = testUser()) {
  return {
    status: 'signed-in' as const,
    user,
    session: { user, access_token: 'jwt' } as unknown as Session,
  };
}
