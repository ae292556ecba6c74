import { localInboxUrl } from './auth-actions';

describe('the local inbox link', () => {
  it('links the local inbox only when the backend is local-supabase', () => {
    expect(localInboxUrl('http://127.0.0.1:54321')).toBe('http://127.0.0.1:54321/inbox');
    expect(localInboxUrl('http://localhost:54721')).toBe('http://localhost:54721/inbox');
    expect(localInboxUrl('https://abcd.supabase.co')).toBeNull();
    expect(localInboxUrl('not a url')).toBeNull();
  });
});
