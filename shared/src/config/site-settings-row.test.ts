import { DEFAULT_SITE_SETTINGS } from './site-settings';
import {
  BUILT_IN_SITE_SETTINGS_UPDATE,
  effectiveSiteSettings,
  phoneNumbersOf,
  SITE_SETTINGS_COLUMNS,
  siteSettingsFromRow,
  siteSettingsUpdate,
} from './site-settings-row';

describe('site settings row', () => {
  it('an empty row (all NULL) overrides nothing', () => {
    const empty = Object.fromEntries(SITE_SETTINGS_COLUMNS.map((column) => [column, null]));
    expect(siteSettingsFromRow(empty)).toEqual({});
    expect(effectiveSiteSettings(empty)).toEqual(DEFAULT_SITE_SETTINGS);
  });

  it('a stored phone also sets the tel: and WhatsApp numbers', () => {
    expect(siteSettingsFromRow({ support_phone: '+1 (246) 555-0199' })).toEqual({
      phoneDisplay: '+1 (246) 555-0199',
      phoneE164: '+12465550199',
      whatsappNumber: '12465550199',
    });
    expect(phoneNumbersOf('246 555 0199')).toEqual({
      phoneE164: '+2465550199',
      whatsappNumber: '2465550199',
    });
  });

  it('maps every column, keeping built-in figures the row does not set', () => {
    expect(
      siteSettingsFromRow({
        support_email: 'desk@example.com',
        service_hours: '24 hours',
        card_payment_text: 'Pay by card in the car.',
        show_bbd: false,
        figure_customers: '600+',
      }),
    ).toEqual({
      supportEmail: 'desk@example.com',
      serviceHours: '24 hours',
      cardPaymentText: 'Pay by card in the car.',
      showBbd: false,
      figures: { ...DEFAULT_SITE_SETTINGS.figures, customers: '600+' },
    });
    expect(
      siteSettingsFromRow({
        figure_years: '19+',
        figure_rating: '5/5',
        figure_satisfaction: '99%',
      }).figures,
    ).toEqual({ customers: '500+', years: '19+', rating: '5/5', satisfaction: '99%' });
  });

  it('reads the reminder lead time when it is a whole number of hours in range', () => {
    expect(siteSettingsFromRow({ reminder_hours_before: 48 })).toEqual({ reminderHoursBefore: 48 });
    expect(siteSettingsFromRow({ reminder_hours_before: 169 })).toEqual({});
    expect(siteSettingsFromRow({ reminder_hours_before: null })).toEqual({});
  });

  it('ignores blank values and values of the wrong type', () => {
    expect(
      siteSettingsFromRow({
        support_phone: '  ',
        support_email: 42,
        show_bbd: 'no',
        reminder_hours_before: 0,
        figure_years: DEFAULT_SITE_SETTINGS.figures.years,
      }),
    ).toEqual({});
  });

  it('a saved form writes every column, trimmed, NULL where it is the built-in value', () => {
    expect(
      siteSettingsUpdate({
        supportPhone: ' +1 246 555 0199 ',
        supportEmail: ' ',
        serviceHours: ' 24 hours ',
        figureCustomers: '600+',
        figureYears: '19+',
        figureRating: '5/5',
        figureSatisfaction: '99%',
        cardPaymentText: ' Pay by card in the car. ',
        showBbd: false,
        reminderHoursBefore: ' 48 ',
      }),
    ).toEqual({
      support_phone: '+1 246 555 0199',
      support_email: null,
      service_hours: '24 hours',
      figure_customers: '600+',
      figure_years: '19+',
      figure_rating: '5/5',
      figure_satisfaction: '99%',
      card_payment_text: 'Pay by card in the car.',
      show_bbd: false,
      reminder_hours_before: 48,
    });
    const builtIn = siteSettingsUpdate({
      supportPhone: DEFAULT_SITE_SETTINGS.phoneDisplay,
      supportEmail: 'desk@example.com',
      serviceHours: DEFAULT_SITE_SETTINGS.serviceHours,
      figureCustomers: DEFAULT_SITE_SETTINGS.figures.customers,
      figureYears: DEFAULT_SITE_SETTINGS.figures.years,
      figureRating: DEFAULT_SITE_SETTINGS.figures.rating,
      figureSatisfaction: DEFAULT_SITE_SETTINGS.figures.satisfaction,
      cardPaymentText: ` ${DEFAULT_SITE_SETTINGS.cardPaymentText}`,
      showBbd: DEFAULT_SITE_SETTINGS.showBbd,
      reminderHoursBefore: '24',
    });
    expect(builtIn).toEqual({
      ...BUILT_IN_SITE_SETTINGS_UPDATE,
      support_email: 'desk@example.com',
    });
    expect(Object.values(BUILT_IN_SITE_SETTINGS_UPDATE)).toEqual(
      SITE_SETTINGS_COLUMNS.map(() => null),
    );
  });
});
