import { travelDetailsLabel, travelDetailsPlaceholder } from './travel-details';

describe('the flight-or-ship field', () => {
  it.each([
    ['fromAirport', 'Flight details', 'e.g., BA2155 landing 2:30 PM'],
    ['toAirport', 'Flight details', 'e.g., BA2155 landing 2:30 PM'],
    ['fromCruise', 'Ship details', 'e.g., Celebrity Beyond'],
    ['toCruise', 'Ship details', 'e.g., Celebrity Beyond'],
    ['inland', 'Flight or ship details', 'Flight number or ship name'],
    [null, 'Flight or ship details', 'Flight number or ship name'],
  ])('%s: %s', (tripType, label, placeholder) => {
    expect(travelDetailsLabel({ tripType })).toBe(label);
    expect(travelDetailsPlaceholder({ tripType })).toBe(placeholder);
  });
});
