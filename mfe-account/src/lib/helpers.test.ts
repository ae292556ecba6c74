/** @jest-environment jsdom */
import { localInboxUrl } from '../auth/auth-actions';
import { displayNameOf, genderLabel, profileMetadata, profileOf } from '../auth/user-profile';
import { testUser } from '../testing/users';
import { hasTypedFormInput } from './unsaved-input';

describe('a form the visitor has typed into', () => {
  const page = (html: string) => {
    const root = document.createElement('main');
    root.innerHTML = html;
    return root;
  };

  it('counts free text in a form, not defaults, choices, read-only fields or text outside forms', () => {
    expect(hasTypedFormInput(page('<form><input type="text" value=""></form>'))).toBe(false);
    expect(hasTypedFormInput(page('<form><input value="Ann Lee"></form>'))).toBe(true);
    expect(hasTypedFormInput(page('<form><textarea>Late flight</textarea></form>'))).toBe(true);
    expect(hasTypedFormInput(page('<form><input type="number" value="2"></form>'))).toBe(false);
    expect(
      hasTypedFormInput(page('<form><input type="text" value="Airport" readonly></form>')),
    ).toBe(false);
    expect(hasTypedFormInput(page('<input type="text" value="search">'))).toBe(false);
    expect(hasTypedFormInput(null)).toBe(false);
  });
});

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

describe('small labels', () => {
  it('links the local inbox only when the backend is local-supabase', () => {
    expect(localInboxUrl('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321/inbox');
    expect(localInboxUrl('http://localhost:54721')).toBe('http://localhost:54721/inbox');
    expect(localInboxUrl('https://abcd.supabase.co')).toBeNull();
    expect(localInboxUrl('not a url')).toBeNull();
  });
});
