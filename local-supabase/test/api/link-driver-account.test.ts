/**
 * public.link_driver_account and public.list_driver_accounts through supabase-js: an admin links a
 * driver to an existing account by its e-mail (any case) and unlinks it; the refusals (no account, a
 * staff account, another driver's account, an unknown driver, a caller below admin) are the
 * domain's FLEET_MESSAGES; staff see the linked e-mails, nobody else does.
 */
import { fillFleetMessage, FLEET_MESSAGES } from '@bbt/shared/domain';
import { randomUUID } from 'node:crypto';

import { SEED_DRIVERS, SEED_USERS } from '../../src/testing/seed-ids';
import { type ApiServer, type Client, observe, startApiServer } from '../../src/testing/api-server';
import { freshDriver } from './support/dispatch';

jest.setTimeout(60_000);

let t: ApiServer;
let service: Client;
let admin: Client;
let moderator: Client;
let customer: Client;

beforeAll(async () => {
  t = await startApiServer();
  service = t.service();
  admin = (await t.signIn(SEED_USERS.admin.email, SEED_USERS.admin.password)).client;
  moderator = (await t.signIn(SEED_USERS.moderator.email, SEED_USERS.moderator.password)).client;
  customer = (await t.signIn(SEED_USERS.customer.email, SEED_USERS.customer.password)).client;
});

afterAll(async () => {
  await t.close();
});

/** A new account that signed up with `email` (its id). */
async function freshAccount(email = `link.${randomUUID().slice(0, 8)}@example.com`) {
  const { data, error } = await t.anon().auth.signUp({ email, password: 'Linked-2026-pass' });
  if (error || !data.user) throw new Error(`sign-up: ${error?.message}`);
  return { id: data.user.id, email };
}

async function link(client: Client, driverId: string, email: string | null) {
  return observe(
    await client.rpc('link_driver_account', {
      p_driver_id: driverId,
      p_email: email as string,
    }),
  );
}

async function storedUserId(driverId: string): Promise<string | null> {
  const { data } = await service.from('drivers').select('user_id').eq('id', driverId).single();
  return data?.user_id ?? null;
}

const refused = (code: string, message: string, details: string | null, status: number) => ({
  status,
  error: { code, message, details, hint: null },
  data: null,
});

describe('linking', () => {
  it('links a driver to an account by its e-mail in any case, and returns the e-mail', async () => {
    const account = await freshAccount();
    const driver = await freshDriver(service);
    expect(await link(admin, driver.id, `  ${account.email.toUpperCase()} `)).toEqual({
      status: 200,
      error: null,
      data: account.email,
    });
    expect(await storedUserId(driver.id)).toBe(account.id);
    // Linking again to the same account changes nothing and is fine.
    expect((await link(admin, driver.id, account.email)).data).toBe(account.email);
  });

  it('unlinks with a null or blank e-mail', async () => {
    const account = await freshAccount();
    const driver = await freshDriver(service, { user_id: account.id });
    expect(await link(admin, driver.id, null)).toEqual({ status: 200, error: null, data: null });
    expect(await storedUserId(driver.id)).toBeNull();
    await service.from('drivers').update({ user_id: account.id }).eq('id', driver.id);
    expect((await link(admin, driver.id, '  ')).data).toBeNull();
    expect(await storedUserId(driver.id)).toBeNull();
  });
});

describe('refusals', () => {
  it('refuses an e-mail no account uses', async () => {
    const driver = await freshDriver(service);
    expect(await link(admin, driver.id, 'Nobody.Here@example.com')).toEqual(
      refused(
        'P0001',
        fillFleetMessage('noAccount', { email: 'nobody.here@example.com' }),
        'email',
        400,
      ),
    );
    expect(await storedUserId(driver.id)).toBeNull();
  });

  it('refuses a staff account: a driver is not staff', async () => {
    const driver = await freshDriver(service);
    expect(await link(admin, driver.id, SEED_USERS.moderator.email)).toEqual(
      refused(
        'P0001',
        fillFleetMessage('staffAccount', { email: SEED_USERS.moderator.email }),
        'email',
        400,
      ),
    );
    expect(await storedUserId(driver.id)).toBeNull();
  });

  it("refuses another driver's account, naming that driver", async () => {
    const driver = await freshDriver(service);
    expect(await link(admin, driver.id, SEED_USERS.driver.email)).toEqual(
      refused(
        'P0001',
        fillFleetMessage('linkedElsewhere', {
          email: SEED_USERS.driver.email,
          driver: SEED_DRIVERS.dwayne.name,
        }),
        'email',
        400,
      ),
    );
    expect(await storedUserId(driver.id)).toBeNull();
  });

  it('refuses an unknown driver', async () => {
    const result = await link(admin, randomUUID(), SEED_USERS.customer2.email);
    expect(result.error).toEqual({
      code: 'P0002',
      message: 'Driver not found',
      details: 'driver_id',
      hint: null,
    });
  });

  it('refuses moderators and customers, and anon has no grant', async () => {
    const driver = await freshDriver(service);
    for (const client of [moderator, customer]) {
      expect(await link(client, driver.id, SEED_USERS.customer2.email)).toEqual(
        refused('42501', FLEET_MESSAGES.adminsOnly, null, 403),
      );
    }
    const anon = await link(t.anon(), driver.id, SEED_USERS.customer2.email);
    expect(anon.error?.code).toBe('42501');
    expect(await storedUserId(driver.id)).toBeNull();
  });
});

describe('list_driver_accounts', () => {
  it('gives staff every linked driver with its e-mail, and customers nothing', async () => {
    const rows = observe(await moderator.rpc('list_driver_accounts'));
    expect(rows.data).toEqual(
      expect.arrayContaining([
        { driver_id: SEED_DRIVERS.dwayne.id, email: SEED_USERS.driver.email },
      ]),
    );
    expect(observe(await customer.rpc('list_driver_accounts')).data).toEqual([]);
    expect(observe(await t.anon().rpc('list_driver_accounts')).error?.code).toBe('42501');
  });
});
