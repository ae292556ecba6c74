import { formatMoney } from '../format/money-format';
import { bookingCalendarDetails } from './booking-calendar-details';

describe('the calendar event description of a booking', () => {
  const facts = { vehicleType: 'premium', passengers: 2, suitcases: 3, totalPrice: '95' };

  it('names the vehicle, the party, the total and how to reach us', () => {
    expect(
      bookingCalendarDetails(facts, { phoneDisplay: '+1 (246) 555-0100', email: 'hi@x.bb' }),
    ).toEqual([
      'Vehicle: Premium',
      'Passengers: 2, suitcases: 3',
      'Total: US$95',
      'Questions: +1 (246) 555-0100 or hi@x.bb',
    ]);
  });

  it('leaves out what it does not know and formats money as asked', () => {
    expect(
      bookingCalendarDetails(
        { ...facts, suitcases: null, vehicleType: 'boat' },
        { phoneDisplay: '555' },
        (amount) => formatMoney(amount),
      ),
    ).toEqual(['Vehicle: boat', 'Passengers: 2', 'Total: US$95 (BDS$190)', 'Questions: 555']);
  });
});
