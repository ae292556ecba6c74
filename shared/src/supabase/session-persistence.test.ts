import {
  createSessionPersistence,
  rememberNextSession,
  resetSessionChoiceForTests,
  type SessionStores,
} from './session-persistence';

class MemoryStore {
  readonly entries = new Map<string, string>();
  getItem(key: string): string | null {
    return this.entries.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.entries.set(key, value);
  }
  removeItem(key: string): void {
    this.entries.delete(key);
  }
}

const KEY = 'sb-127-auth-token';

function setup() {
  const stores = { persistent: new MemoryStore(), browserSession: new MemoryStore() };
  return { stores, storage: createSessionPersistence(() => stores) };
}

describe("the session storage behind 'Remember me'", () => {
  afterEach(resetSessionChoiceForTests);

  it('keeps a remembered session in localStorage only', () => {
    const { stores, storage } = setup();
    rememberNextSession(true);
    void storage.setItem(KEY, 'session');
    expect(stores.persistent.getItem(KEY)).toBe('session');
    expect(stores.browserSession.getItem(KEY)).toBeNull();
    expect(storage.getItem(KEY)).toBe('session');
  });

  it('keeps an unremembered session in sessionStorage only, moving one saved earlier', () => {
    const { stores, storage } = setup();
    stores.persistent.setItem(KEY, 'old');
    rememberNextSession(false);
    void storage.setItem(KEY, 'session');
    expect(stores.persistent.getItem(KEY)).toBeNull();
    expect(stores.browserSession.getItem(KEY)).toBe('session');
  });

  it('without a choice (an e-mail link), starts in sessionStorage and refreshes stay where they are', () => {
    const { stores, storage } = setup();
    void storage.setItem(KEY, 'from link');
    expect(stores.browserSession.getItem(KEY)).toBe('from link');
    stores.browserSession.removeItem(KEY);
    stores.persistent.setItem(KEY, 'remembered earlier');
    void storage.setItem(KEY, 'refreshed');
    expect(stores.persistent.getItem(KEY)).toBe('refreshed');
    expect(stores.browserSession.getItem(KEY)).toBeNull();
  });

  it('reads either store and signs out of both', () => {
    const { stores, storage } = setup();
    stores.persistent.setItem(KEY, 'remembered');
    expect(storage.getItem(KEY)).toBe('remembered');
    stores.browserSession.setItem(KEY, 'this tab');
    expect(storage.getItem(KEY)).toBe('this tab');
    void storage.removeItem(KEY);
    expect(stores.persistent.getItem(KEY)).toBeNull();
    expect(stores.browserSession.getItem(KEY)).toBeNull();
  });

  it('behaves as empty when storage is unavailable or refuses access', () => {
    const none = createSessionPersistence(() => null);
    expect(none.getItem(KEY)).toBeNull();
    expect(() => none.setItem(KEY, 'x')).not.toThrow();
    const refusing = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('denied');
      },
      removeItem: () => {
        throw new Error('denied');
      },
    };
    const denied = createSessionPersistence((): SessionStores => ({
      persistent: refusing,
      browserSession: refusing,
    }));
    expect(denied.getItem(KEY)).toBeNull();
    expect(() => denied.setItem(KEY, 'x')).not.toThrow();
    expect(() => denied.removeItem(KEY)).not.toThrow();
  });
});
