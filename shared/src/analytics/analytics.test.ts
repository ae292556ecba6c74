import {
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
