import { loadSiteSettings } from './load-site-settings';
import { DEFAULT_SITE_SETTINGS, siteSettingsStore } from './site-settings';

const CONFIG = { supabaseUrl: 'http://127.0.0.1:54321/', supabaseAnonKey: 'anon-key' };

function answer(status: number, body: unknown): jest.Mock {
  return jest.fn().mockResolvedValue(
    new Response(JSON.stringify(body), {
      status,
      headers: { 'Content-Type': 'application/json' },
    }),
  );
}

beforeEach(() => siteSettingsStore.setState(DEFAULT_SITE_SETTINGS, true));

describe('loadSiteSettings', () => {
  it('reads the public row with the anon key headers and applies it', async () => {
    const fetchImpl = answer(200, [{ support_phone: '+1 246 555 0199', show_bbd: false }]);
    await expect(loadSiteSettings(CONFIG, fetchImpl)).resolves.toBe(true);
    const [url, init] = fetchImpl.mock.calls[0] as [string, RequestInit];
    expect(url).toBe(
      'http://127.0.0.1:54321/rest/v1/site_settings?select=support_phone,support_email,service_hours,figure_customers,figure_years,figure_rating,figure_satisfaction,card_payment_text,show_bbd,reminder_hours_before&limit=1',
    );
    expect(init.headers).toEqual({
      apikey: 'anon-key',
      Authorization: 'Bearer anon-key',
      'Accept-Profile': 'public',
    });
    expect(siteSettingsStore.getState()).toMatchObject({
      phoneDisplay: '+1 246 555 0199',
      phoneE164: '+12465550199',
      showBbd: false,
      serviceHours: DEFAULT_SITE_SETTINGS.serviceHours,
    });
  });

  it.each([
    ['an error status', answer(500, { message: 'down' })],
    ['no row', answer(200, [])],
    ['a body that is not a list of rows', answer(200, { support_phone: '+1 246 555 0199' })],
    ['a network failure', jest.fn().mockRejectedValue(new TypeError('Failed to fetch'))],
  ])('keeps the built-in values on %s', async (_label, fetchImpl) => {
    await expect(loadSiteSettings(CONFIG, fetchImpl)).resolves.toBe(false);
    expect(siteSettingsStore.getState()).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('does not call anything without a backend URL and key', async () => {
    const fetchImpl = jest.fn();
    await expect(
      loadSiteSettings({ supabaseUrl: CONFIG.supabaseUrl, supabaseAnonKey: '' }, fetchImpl),
    ).resolves.toBe(false);
    expect(fetchImpl).not.toHaveBeenCalled();
  });
});
