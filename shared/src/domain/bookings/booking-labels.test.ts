import {
  additionalServiceCountLabel,
  additionalServiceLabel,
  bookingStatusLabel,
  paymentMethodLabel,
  tripTypeLabel,
  vehicleTitle,
} from '../index';

describe('one name per stored value', () => {
  it('names vehicles, trip types and payments, passing unknown values through', () => {
    expect(vehicleTitle('hiace')).toBe('Toyota Hiace Van');
    expect(vehicleTitle('boat')).toBe('boat');
    expect(vehicleTitle('toString')).toBe('toString');
    expect(tripTypeLabel('fromAirport')).not.toBe('fromAirport');
    expect(tripTypeLabel('teleport')).toBe('teleport');
    expect([
      paymentMethodLabel('cash'),
      paymentMethodLabel('credit'),
      paymentMethodLabel('crypto'),
    ]).toEqual(['Cash', 'Credit card', 'crypto']);
  });

  it('names each status the same whatever its casing; none is a dash', () => {
    expect(bookingStatusLabel('confirmed')).toBe('Confirmed');
    expect(bookingStatusLabel('CANCELLED')).toBe('Cancelled');
    expect(bookingStatusLabel('on hold')).toBe('on hold');
    expect(bookingStatusLabel(null)).toBe('—');
  });

  it('names each extra once, with a count where it is counted', () => {
    expect(additionalServiceLabel('fast_track_adults')).toBe('Fast track, adults (11+)');
    expect(additionalServiceLabel('massage')).toBe('massage');
    expect(additionalServiceCountLabel('car_seats', 2)).toBe('Child car seats × 2');
    expect(additionalServiceCountLabel('supermarket_stop', 1)).toBe(
      'Supermarket stop (30 minutes)',
    );
  });
});
