import { mapsSearchLink, passengerCallLink, passengerChatLink } from './driver-links';

describe('driver links', () => {
  it('calls and messages the passenger by their digits', () => {
    expect(passengerCallLink('+1 246 555 0101')).toBe('tel:+12465550101');
    expect(passengerChatLink('+1 246 555 0101', 'BB-1')).toBe(
      'https://wa.me/12465550101?text=Hello!%20I%20am%20your%20driver%20for%20booking%20BB-1.',
    );
  });

  it('searches a place in Google Maps', () => {
    expect(mapsSearchLink(' Bridgetown Cruise Terminal ')).toBe(
      'https://www.google.com/maps/search/?api=1&query=Bridgetown%20Cruise%20Terminal',
    );
    expect(mapsSearchLink('St. Lawrence Gap & Oistins')).toContain(
      'St.%20Lawrence%20Gap%20%26%20Oistins',
    );
  });
});
