import { testUser } from '../testing/users';
import { displayNameOf, genderLabel, profileMetadata, profileOf } from './user-profile';

describe('the profile in user metadata', () => {
  it('reads the fields, ignoring unknown genders and missing values', () => {
    expect(profileOf(testUser())).toEqual({
      firstName: 'Carla',
      lastName: 'Customer',
      phone: '+1 246 555 0101',
      address: '1 Bay Street',
      gender: 'female',
    });
    const bare = testUser({ user_metadata: { gender: 'robot', first_name: 7 } });
    expect(profileOf(bare)).toEqual({
      firstName: '',
      lastName: '',
      phone: '',
      address: '',
      gender: '',
    });
    expect(displayNameOf(bare)).toBe('customer@example.com');
    expect(displayNameOf(testUser())).toBe('Carla Customer');
    expect(genderLabel('prefer-not-to-say')).toBe('Prefer not to say');
    expect(genderLabel('')).toBe('Not provided');
  });

  it('sends only the fields a form edits', () => {
    expect(profileMetadata({ firstName: 'Ann', gender: 'other' })).toEqual({
      first_name: 'Ann',
      gender: 'other',
    });
  });
});
