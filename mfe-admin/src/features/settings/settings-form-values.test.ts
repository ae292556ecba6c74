import { DEFAULT_SITE_SETTINGS } from '@bbt/shared';

import {
  DEPLOY_TIME_INBOX_HINT,
  settingChanges,
  settingsFormValues,
  settingValueLabel,
} from './settings-form-values';

describe('settings form values', () => {
  it('fills the form from the settings in effect', () => {
    expect(settingsFormValues(DEFAULT_SITE_SETTINGS)).toEqual({
      supportPhone: '+1 246 269 9288',
      supportEmail: '',
      serviceHours: '8:30 AM to 6:30 PM (GMT-4)',
      figureCustomers: '500+',
      figureYears: '18+',
      figureRating: '4.9/5',
      figureSatisfaction: '98%',
      cardPaymentText: DEFAULT_SITE_SETTINGS.cardPaymentText,
      showBbd: true,
      reminderHoursBefore: '24',
    });
  });

  it('words a history entry in form order, NULL as the built-in value', () => {
    expect(
      settingChanges({
        show_bbd: { from: null, to: false },
        support_phone: { from: '+1 246 269 9288', to: '+1 246 555 0199' },
        unknown_column: { from: 1, to: 2 },
      }),
    ).toEqual([
      { label: 'Support phone', from: '“+1 246 269 9288”', to: '“+1 246 555 0199”' },
      { label: 'Show Barbados dollars', from: 'built-in value', to: 'off' },
    ]);
    expect(settingChanges(null)).toEqual([]);
    expect(settingValueLabel(true)).toBe('on');
    expect(settingValueLabel('x'.repeat(70))).toBe(`“${'x'.repeat(60)}…”`);
  });

  it('names the deploy-time inbox in the e-mail hint', () => {
    expect(DEPLOY_TIME_INBOX_HINT('desk@example.com')).toContain('(desk@example.com)');
    expect(DEPLOY_TIME_INBOX_HINT('')).toContain('(bookings@example.com)');
  });
});
