import { VEHICLE_TYPES } from '../rates';
import { CAR_CLASS_RANK, classServes, vehicleFitProblem } from './vehicle-fit';

describe('classServes', () => {
  it('lets a car class serve its own class and the classes below it', () => {
    expect(classServes('economy', 'economy')).toBe(true);
    expect(classServes('executive', 'economy')).toBe(true);
    expect(classServes('luxury', 'premium')).toBe(true);
    expect(classServes('premium', 'luxury')).toBe(false);
    expect(classServes('economy', 'executive')).toBe(false);
  });

  it('ranks the car classes as the price list orders them', () => {
    expect(Object.keys(CAR_CLASS_RANK)).toEqual(VEHICLE_TYPES.filter((t) => t !== 'hiace'));
  });

  it('keeps the van for van bookings only', () => {
    for (const type of VEHICLE_TYPES) {
      expect([type, classServes('hiace', type)]).toEqual([type, type === 'hiace']);
      expect([type, classServes(type, 'hiace')]).toEqual([type, type === 'hiace']);
    }
  });
});

describe('vehicleFitProblem', () => {
  const car = { vehicleType: 'luxury' as const, seats: 3, luggage: 3 };

  it('is null when class, seats and luggage fit', () => {
    expect(
      vehicleFitProblem(car, { vehicleType: 'premium', passengers: 3, suitcases: 3 }),
    ).toBeNull();
  });

  it('names the first problem: class, then seats, then luggage', () => {
    expect(vehicleFitProblem(car, { vehicleType: 'executive', passengers: 9, suitcases: 9 })).toBe(
      'class',
    );
    expect(vehicleFitProblem(car, { vehicleType: 'economy', passengers: 4, suitcases: 9 })).toBe(
      'seats',
    );
    expect(vehicleFitProblem(car, { vehicleType: 'economy', passengers: 2, suitcases: 4 })).toBe(
      'luggage',
    );
  });
});
