import { DISPATCH_MESSAGES, fillDispatchMessage } from './dispatch-messages';

describe('fillDispatchMessage', () => {
  it('fills the named placeholders', () => {
    expect(
      fillDispatchMessage('driverBusy', {
        driver: 'Dwayne Best',
        other: 'BB-100002-CUC',
        start: '2026-12-01 14:30',
        end: '15:30',
      }),
    ).toBe('Driver Dwayne Best is already on booking BB-100002-CUC from 2026-12-01 14:30 to 15:30');
  });

  it('leaves unknown placeholders and plain messages alone', () => {
    expect(fillDispatchMessage('vehicleInactive')).toBe('Vehicle {plate} is inactive');
    expect(fillDispatchMessage('bookingNotFound', { plate: 'H 1' })).toBe(
      DISPATCH_MESSAGES.bookingNotFound,
    );
  });
});
