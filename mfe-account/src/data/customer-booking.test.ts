import { extraLabel } from './customer-booking';

describe('extra-service labels', () => {
  it('names extras with their quantity', () => {
    expect(extraLabel({ service_type: 'car_seats', quantity: 2 })).toBe('Child car seat × 2');
    expect(extraLabel({ service_type: 'supermarket_stop', quantity: 1 })).toBe(
      'Supermarket stop (30 minutes)',
    );
    expect(extraLabel({ service_type: 'new_thing', quantity: 1 })).toBe('new thing');
  });
});
