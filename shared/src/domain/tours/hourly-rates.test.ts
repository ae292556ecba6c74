import {
  hourlyRate,
  NIGHT_OUT_VEHICLE_CARDS,
  TOUR_VEHICLE_CARDS,
  TOUR_VEHICLES,
} from './hourly-rates';

describe('hourly tour rates', () => {
  it.each([
    ['standard', 1, 50],
    ['standard', 2, 50],
    ['standard', 3, 75],
    ['standard', 6, 75],
    ['standard', 7, null],
    ['luxury', 2, 85],
    ['luxury', 3, null],
    ['van', 1, 100],
    ['van', 8, 100],
    ['van', 9, 150],
    ['van', 12, 150],
    ['van', 13, null],
    ['van', 0, null],
  ] as const)('%s for %d persons: %p per hour', (type, persons, rate) => {
    expect(hourlyRate(type, persons)).toBe(rate);
  });

  it('capacities: standard 1-6, luxury 1-2, Toyota Hiace Van 1-12', () => {
    expect([
      TOUR_VEHICLES.standard.maxPersons,
      TOUR_VEHICLES.luxury.maxPersons,
      TOUR_VEHICLES.van.maxPersons,
    ]).toEqual([6, 2, 12]);
    expect(TOUR_VEHICLES.van.title).toBe('Toyota Hiace Van');
  });

  it('tour cards show prices; night-out cards the same vehicles without prices', () => {
    expect(TOUR_VEHICLE_CARDS).toEqual([
      {
        type: 'standard',
        title: 'Standard',
        capacity: '1-6 persons',
        prices: ['1-2 persons: $50/hour', '3-6 persons: $75/hour'],
      },
      {
        type: 'luxury',
        title: 'Luxury',
        capacity: '1-2 persons',
        prices: ['1-2 persons: $85/hour'],
      },
      {
        type: 'van',
        title: 'Toyota Hiace Van',
        capacity: '1-12 persons',
        prices: ['1-8 persons: $100/hour', '9-12 persons: $150/hour'],
      },
    ]);
    expect(NIGHT_OUT_VEHICLE_CARDS.map((card) => [card.title, card.capacity, card.prices])).toEqual(
      [
        ['Standard', '1-6 persons', []],
        ['Luxury', '1-2 persons', []],
        ['Toyota Hiace Van', '1-12 persons', []],
      ],
    );
  });
});
