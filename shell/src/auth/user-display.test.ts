import type { User } from '@supabase/supabase-js';

import { displayNameOf, initialsOf, roleLabelOf } from './user-display';

const user = (metadata: Record<string, unknown>, email = 'ada@example.com') =>
  ({ id: 'u1', email, user_metadata: metadata }) as unknown as User;

describe('user display', () => {
  it('uses first and last name for the name and initials', () => {
    expect(displayNameOf(user({ first_name: 'Ada', last_name: 'Lovelace' }))).toBe('Ada Lovelace');
    expect(initialsOf(user({ first_name: 'Ada', last_name: 'Lovelace' }))).toBe('AL');
  });
  it('falls back to the e-mail when no name was given', () => {
    expect(displayNameOf(user({}))).toBe('ada@example.com');
    expect(initialsOf(user({}))).toBe('AE');
  });
  it('labels only super_admin specially; other staff roles read as Admin', () => {
    expect(roleLabelOf('super_admin')).toBe('Super Admin');
    expect(roleLabelOf('admin')).toBe('Admin');
    expect(roleLabelOf(null, true)).toBe('Driver');
    expect(roleLabelOf(null)).toBe('Customer');
    expect(roleLabelOf('moderator')).toBe('Admin');
    expect(roleLabelOf(null)).toBe('Customer');
  });
});
