import { refundFor } from './refund-policy';
import { refundForBooking } from './refund-for-booking';

describe('the refund rules applied to a stored booking', () => {
  const row = {
    pickup_date: '2026-12-10',
    pickup_time: '10:00',
    vehicle_type: 'premium',
    status: 'confirmed',
    total_price: '120.50',
  };
  const now = new Date('2026-12-08T14:00:00Z');

  it('reads the row the way the policy expects, numbers from text included', () => {
    expect(refundForBooking(row, now)).toEqual(
      refundFor({
        pickupDate: '2026-12-10',
        pickupTime: '10:00',
        vehicleType: 'premium',
        status: 'confirmed',
        totalPrice: 120.5,
        cancelAt: now,
      }),
    );
  });

  it('refunds everything when the provider cancels', () => {
    expect(refundForBooking(row, new Date('2026-12-10T13:30:00Z'), 'provider').refundAmount).toBe(
      120.5,
    );
  });
});
