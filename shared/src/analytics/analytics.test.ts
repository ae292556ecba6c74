import {
  analyticsPath,
  setAnalyticsProvider,
  trackBookingInitiated,
  trackEvent,
  trackPageView,
  type AnalyticsProvider,
} from './analytics';

describe('analytics', () => {
  afterEach(() => setAnalyticsProvider(null));

  it('does nothing without a provider', () => {
    expect(() => trackPageView('/')).not.toThrow();
    expect(() => trackBookingInitiated('Economy', 60)).not.toThrow();
  });

  it('forwards page views and booking_initiated to the provider', () => {
    const provider: AnalyticsProvider = { pageView: jest.fn(), event: jest.fn() };
    setAnalyticsProvider(provider);
    trackPageView('/book-tour', 'Book an Island Tour');
    trackBookingInitiated('Luxury (Mercedes or BMW)', 110);
    expect(provider.pageView).toHaveBeenCalledWith('/book-tour', 'Book an Island Tour');
    expect(provider.event).toHaveBeenCalledWith({
      action: 'booking_initiated',
      category: 'booking',
      label: 'Luxury (Mercedes or BMW)',
      value: 110,
    });
  });

  it('reports a manage link without its token', () => {
    const provider: AnalyticsProvider = { pageView: jest.fn(), event: jest.fn() };
    setAnalyticsProvider(provider);
    trackPageView('/manage/abcDEF123_-secret', 'Manage your booking');
    trackPageView('/manage/abc?x=1');
    expect(provider.pageView).toHaveBeenNthCalledWith(1, '/manage/…', 'Manage your booking');
    expect(provider.pageView).toHaveBeenLastCalledWith('/manage/…?x=1', expect.any(String));
    expect(analyticsPath('/my-bookings')).toBe('/my-bookings');
    expect(analyticsPath('/?share-experience=1&review=tok_EN-123#testimonials')).toBe(
      '/?share-experience=1&review=…#testimonials',
    );
  });

  it('a failing provider never breaks the page', () => {
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => {});
    setAnalyticsProvider({
      pageView: () => {
        throw new Error('blocked');
      },
      event: () => {
        throw new Error('blocked');
      },
    });
    expect(() => trackPageView('/')).not.toThrow();
    expect(() => trackEvent({ action: 'x', category: 'y' })).not.toThrow();
    expect(warn).toHaveBeenCalledTimes(2);
    warn.mockRestore();
  });
});
