/** @jest-environment jsdom */
import { forgetStaffCheck, startStaffCheck } from '@bbt/shared/staff-check';
import { storeTestSession } from '@bbt/shared/testing/stored-session';

import { revealStaffPage, STAFF_PAGE_TEMPLATE_ID } from './reveal-staff-page';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321', supabaseAnonKey: 'anon-key' };

function adminPage(staffRole: string) {
  document.body.innerHTML = `
    <div id="root">
      <main id="main-content"><p>Checking your access…</p></main>
      <template id="${STAFF_PAGE_TEMPLATE_ID}" data-staff-role="${staffRole}"><h1>Admin Users</h1></template>
    </div>`;
}

function storedSessionOf(role: string | null) {
  storeTestSession();
  globalThis.fetch = jest.fn(async () => ({
    ok: true,
    json: async () => (role ? [{ role }] : []),
  })) as unknown as typeof fetch;
}

/** The check revealStaffPage started, settled. */
const settled = () => startStaffCheck(CONFIG)?.role;

afterEach(() => {
  window.localStorage.clear();
  forgetStaffCheck();
  Reflect.deleteProperty(globalThis, 'fetch');
});

const main = () => document.getElementById('main-content')?.innerHTML;

describe('revealStaffPage', () => {
  it('shows the head to staff who may open the page', async () => {
    adminPage('admin');
    storedSessionOf('super_admin');
    revealStaffPage(CONFIG);
    await settled();
    await Promise.resolve();
    expect(main()).toBe('<h1>Admin Users</h1>');
  });

  it('shows nothing to a customer, or to staff below the page’s role', async () => {
    for (const role of [null, 'moderator']) {
      adminPage('admin');
      storedSessionOf(role);
      revealStaffPage(CONFIG);
      await settled();
      await Promise.resolve();
      expect(main()).toBe('<p>Checking your access…</p>');
      forgetStaffCheck();
    }
  });

  it('asks nothing without a stored session, or without the deployment’s Supabase address', () => {
    adminPage('moderator');
    globalThis.fetch = jest.fn() as unknown as typeof fetch;
    revealStaffPage(CONFIG);
    storedSessionOf('admin');
    revealStaffPage({});
    expect(globalThis.fetch).not.toHaveBeenCalled();
  });

  it('leaves the page alone once the app has rendered it (the template is gone)', async () => {
    adminPage('moderator');
    storedSessionOf('admin');
    revealStaffPage(CONFIG);
    document.getElementById('root')?.replaceChildren();
    await settled();
    await Promise.resolve();
    expect(document.getElementById('root')?.innerHTML).toBe('');
  });
});
