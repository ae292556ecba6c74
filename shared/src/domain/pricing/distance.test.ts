import { findPlace } from '../places/lookup';
import { estimateRoadKm, MAX_CALCULATED_KM, resolveDistance } from './distance';
import { resolveEndpoints } from './quote';

describe('distance chain: calculated, route table, place table, estimate, 27 or 15', () => {
  it('a calculated distance wins and is kept to whole metres (27.3456 -> 27.346)', () => {
    expect(resolveDistance('airport', 'holetown', 27.3456)).toEqual({
      km: 27.346,
      metres: 27346,
      source: 'calculated',
    });
  });

  it.each([0, -4, NaN, Infinity, MAX_CALCULATED_KM + 0.001, null, undefined])(
    'an unusable calculated distance (%p) falls through to the tables',
    (calculated) => {
      expect(resolveDistance('airport', 'holetown', calculated).source).toBe('place-table');
    },
  );

  it('accepts a calculated distance of exactly 200 km', () => {
    expect(resolveDistance(null, null, 200).source).toBe('calculated');
  });

  it('route table, either direction: airport <-> cruise terminal 19.5 km', () => {
    expect(resolveDistance('airport', 'cruise-terminal', null)).toMatchObject({
      km: 19.5,
      source: 'route-table',
    });
    expect(resolveDistance('cruise-terminal', 'airport', null)).toMatchObject({
      km: 19.5,
      source: 'route-table',
    });
    expect(resolveDistance('holetown', 'st-lawrence-gap', null).source).toBe('route-table');
  });

  it('place table from the airport, either direction: Holetown 28 km', () => {
    expect(resolveDistance('airport', 'holetown', null)).toMatchObject({
      km: 28,
      source: 'place-table',
    });
    expect(resolveDistance('holetown', 'airport', null)).toMatchObject({
      km: 28,
      source: 'place-table',
    });
  });

  it('place table from the cruise terminal, either direction: Holetown 12.5 km', () => {
    expect(resolveDistance('cruise-terminal', 'holetown', null)).toMatchObject({
      km: 12.5,
      source: 'place-table',
    });
    expect(resolveDistance('holetown', 'cruise-terminal', null)).toMatchObject({
      km: 12.5,
      source: 'place-table',
    });
  });

  it('two catalogue places with no route: straight line x 1.4 to 0.1 km', () => {
    const result = resolveDistance('sandy-lane', 'the-crane', null);
    expect(result.source).toBe('estimate');
    const a = findPlace('sandy-lane');
    const b = findPlace('the-crane');
    const line = Math.hypot(
      ((a?.lat ?? 0) - (b?.lat ?? 0)) * 110.6,
      ((a?.lng ?? 0) - (b?.lng ?? 0)) * 108.4,
    );
    expect(result.km).toBeCloseTo(Math.round(line * 1.4 * 10) / 10, 5);
  });

  it('the estimate rounds half up to 0.1 km and is 0 for the same place', () => {
    const holetown = findPlace('holetown');
    if (!holetown) throw new Error('catalogue lost Holetown');
    expect(estimateRoadKm(holetown, holetown)).toBe(0);
    const east = { ...holetown, lng: holetown.lng + 0.25 / (108.4 * 1.4) / 10 };
    expect(estimateRoadKm(holetown, east)).toBe(0); // 0.025 km rounds down
    const further = { ...holetown, lat: holetown.lat + 0.05 / (110.6 * 1.4) };
    expect(estimateRoadKm(holetown, further)).toBe(0.1); // 0.05 km rounds half up
  });

  it("'Other' to the airport uses its table figure 27; 'Other' inland falls back to 15", () => {
    expect(resolveDistance('airport', 'other', null)).toMatchObject({
      km: 27,
      source: 'place-table',
    });
    expect(resolveDistance('cruise-terminal', 'other', null)).toMatchObject({
      km: 15,
      source: 'place-table',
    });
    expect(resolveDistance('other', 'holetown', null)).toMatchObject({
      km: 15,
      source: 'fallback',
    });
    expect(resolveDistance('holetown', 'other', null)).toMatchObject({
      km: 15,
      source: 'fallback',
    });
  });

  it('fallback: 27 km when either end is the airport, else 15 km', () => {
    expect(resolveDistance('airport', null, null)).toMatchObject({ km: 27, source: 'fallback' });
    expect(resolveDistance(null, 'airport', null)).toMatchObject({ km: 27, source: 'fallback' });
    expect(resolveDistance('cruise-terminal', null, null)).toMatchObject({
      km: 15,
      source: 'fallback',
    });
    expect(resolveDistance(null, null, null)).toMatchObject({ km: 15, source: 'fallback' });
    expect(resolveDistance('holetown', null, null)).toMatchObject({ km: 15, source: 'fallback' });
  });
});

describe('endpoints: the trip type fixes one end', () => {
  it.each([
    ['fromAirport', 'holetown', 'bathsheba', 'airport', 'bathsheba'],
    ['fromCruise', null, 'bathsheba', 'cruise-terminal', 'bathsheba'],
    ['toAirport', 'holetown', 'bathsheba', 'holetown', 'airport'],
    ['toCruise', 'holetown', null, 'holetown', 'cruise-terminal'],
    ['inland', 'holetown', 'bathsheba', 'holetown', 'bathsheba'],
    [null, 'airport', 'nowhere-land', 'airport', null],
  ] as const)(
    '%s with %s -> %s gives %s -> %s',
    (tripType, pickup, dropoff, pickupId, dropoffId) => {
      expect(resolveEndpoints(tripType, pickup, dropoff)).toEqual({ pickupId, dropoffId });
    },
  );
});
