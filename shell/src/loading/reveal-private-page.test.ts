/** @jest-environment jsdom */
import { forgetRevealedHead, headRevealedAt } from '@bbt/shared/early-access';
import { forgetStaffCheck } from '@bbt/shared/staff-check';
import { storeTestSession } from '@bbt/shared/testing/stored-session';

import { PRIVATE_PAGE_TEMPLATE_ID, revealPrivatePage } from './reveal-private-page';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };

function privatePage(access: string, heading = 'Admin Users') {
  document.body.innerHTML = `
    <div id="root">
      <main id="main-content"><p>Checking your access…</p></main>
      <template id="${PRIVATE_PAGE_TEMPLATE_ID}" data-access="${access}"><h1>${heading}</h1></template>
    </div>`;
}

/** A stored session, and the rows the one read of the early check returns. */
function storedSessionWith(rows: unknown[]) {
  storeTestSession();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => rows,
  })) as unknown as typeof fetch;
}

afterEach(() => {
  window.localStorage.clear();
  forgetStaffCheck();
  forgetRevealedHead();
  Reflect.deleteProperty(globalThis, 'fetch');
});

const main = () => document.getElementById('main-content')?.innerHTML;

describe('revealPrivatePage', () => {
  it('shows a customer page’s head at once to anybody with a stored session, asking nothing', async () => {
    privatePage('signed-in', 'My Bookings');
    storedSessionWith([]);
    await revealPrivatePage(CONFIG);
    expect(main()).toBe('<h1>My Bookings</h1>');
    expect(globalThis.fetch).not.toHaveBeenCalled();
    expect(headRevealedAt(window.location.pathname)).toBe(true);
  });

  it('shows the driver’s page to an active driver only, after reading their own drivers row', async () => {
    privatePage('driver', 'My jobs');
    storedSessionWith([{ id: 'driver-1' }]);
    await revealPrivatePage(CONFIG);
    expect(main()).toBe('<h1>My jobs</h1>');
    expect(String((globalThis.fetch as jest.Mock).mock.calls[0]?.[0])).toContain(
      'drivers?select=id&user_id=eq.user-1&active=eq.true',
    );

    privatePage('driver', 'My jobs');
    storedSessionWith([]);
    forgetRevealedHead();
    await revealPrivatePage(CONFIG);
    expect(main()).toBe('<p>Checking your access…</p>');
    expect(headRevealedAt(window.location.pathname)).toBe(false);
  });

  it('shows an admin page’s head to staff who may open it', async () => {
    privatePage('admin');
    storedSessionWith([{ role: 'super_admin' }]);
    await revealPrivatePage(CONFIG);
    expect(main()).toBe('<h1>Admin Users</h1>');
  });

  it('shows nothing to a customer, or to staff below the page’s role', async () => {
    for (const role of [null, 'moderator']) {
      privatePage('admin');
      storedSessionWith(role ? [{ role }] : []);
      await revealPrivatePage(CONFIG);
      expect(main()).toBe('<p>Checking your access…</p>');
      forgetStaffCheck();
    }
  });

  it('asks nothing without a stored session, or without the deployment’s Supabase address', () => {
    privatePage('moderator');
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    expect(revealPrivatePage(CONFIG)).toBeNull();
    storedSessionWith([{ role: 'admin' }]);
    expect(revealPrivatePage({})).toBeNull();
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('leaves the page alone once the app has rendered it (the template is gone)', async () => {
    privatePage('moderator');
    storedSessionWith([{ role: 'admin' }]);
    const check = revealPrivatePage(CONFIG);
    document.getElementById('root')?.replaceChildren();
    await check;
    expect(document.getElementById('root')?.innerHTML).toBe('');
  });
});
