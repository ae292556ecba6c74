import * as domain from './index';

describe('public API of @bbt/shared/domain', () => {
  it('exports the data tables the SQL generator reads, under their agreed names', () => {
    for (const name of [
      'VEHICLES',
      'HIACE_TIERS',
      'EXTRAS',
      'AFTER_HOURS',
      'FIXED_AIRPORT_PRICES',
      'DISTANCE_FALLBACK_KM',
      'PASSENGER_LIMITS',
      'SUITCASE_LIMITS',
      'AIRPORT',
      'CRUISE_TERMINAL',
      'PLACES',
      'ROUTE_TABLE',
    ]) {
      expect(domain).toHaveProperty(name);
    }
  });

  it('exports the rules every remote uses', () => {
    for (const name of [
      'quote',
      'selectVehicles',
      'paymentOptions',
      'tripPlacesReducer',
      'isTripFormValid',
      'meetsLeadTime',
      'signUpSchema',
      'loginSchema',
      'profileSchema',
      'passwordChangeSchema',
      'testimonialSchema',
      'contactSchema',
      'cancellationSchema',
      'createTourRequestSchema',
      'createNightOutRequestSchema',
      'generateReference',
      'tourRequestMailto',
      'nightOutRequestMailto',
      'contactMailto',
      'bookingCancellationMailto',
      'bulkCancellationMailto',
      'bookingSummaryMailto',
      'bookingsToCsv',
      'refundFor',
      'cancelWarnings',
      'hourlyRate',
    ]) {
      const value = (domain as Record<string, unknown>)[name];
      const callable =
        name.endsWith('Schema') && !name.startsWith('create')
          ? (value as { safeParse: unknown }).safeParse
          : value;
      expect([name, typeof callable]).toEqual([name, 'function']);
    }
  });

  it('every export is defined (no export points at a missing binding)', () => {
    const entries = Object.entries(domain);
    expect(entries.length).toBeGreaterThan(150);
    for (const [name, value] of entries) {
      expect([name, value === undefined]).toEqual([name, false]);
    }
  });
});
