import {
  driverFirstName,
  driverPhoneLink,
  driverWhatsAppLink,
  FREE_WAITING_MINUTES,
  freeWaitingNote,
  meetingPoint,
} from './driver-details';

describe('where the driver meets the customer', () => {
  it('is the arrivals hall with a name sign at the airport', () => {
    expect(
      meetingPoint({
        tripType: 'fromAirport',
        pickupLocation: 'Grantley Adams International Airport',
      }),
    ).toBe(
      'The arrivals hall of Grantley Adams International Airport: your driver waits there with a sign bearing your name.',
    );
  });

  it('is the taxi area at the cruise terminal', () => {
    expect(
      meetingPoint({ tripType: 'fromCruise', pickupLocation: 'Bridgetown Cruise Terminal' }),
    ).toBe('The taxi area of the Bridgetown Cruise Terminal.');
  });

  it.each(['toAirport', 'toCruise', 'inland'])(
    'is the pickup address otherwise (%s)',
    (tripType) => {
      expect(meetingPoint({ tripType, pickupLocation: '  Sandy Lane, St. James ' })).toBe(
        'Sandy Lane, St. James',
      );
    },
  );
});

describe('the free waiting', () => {
  it('is promised after a flight lands only', () => {
    expect(FREE_WAITING_MINUTES).toBe(60);
    expect(freeWaitingNote('fromAirport')).toBe(
      '60 minutes after your flight lands, free of charge.',
    );
    expect(freeWaitingNote('fromCruise')).toBeNull();
    expect(freeWaitingNote('inland')).toBeNull();
  });
});

describe('the driver', () => {
  it('is named by the first name only', () => {
    expect(driverFirstName('  Dwayne  St. Hill ')).toBe('Dwayne');
  });

  it('is reached by phone and by WhatsApp with the reference', () => {
    expect(driverPhoneLink('+1 246 555 0106')).toBe('tel:+12465550106');
    expect(driverWhatsAppLink('+1 246 555 0106', 'BB-123456-ABC')).toBe(
      'https://wa.me/12465550106?text=Hello!%20I%20am%20your%20passenger%20for%20booking%20BB-123456-ABC.',
    );
  });
});
