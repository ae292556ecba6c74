import { COASTS } from '../rates';
import {
  AIRPORT,
  CRUISE_TERMINAL,
  findPlace,
  findRouteKm,
  HOTELS_AND_AREAS,
  NIGHT_OUT_VENUE_CHOICES,
  OTHER_PLACE,
  PLACES,
  RESTAURANTS_AND_BARS,
  ROUTE_TABLE,
  TOUR_LOCATION_CHOICES,
  TOUR_PICKUP_CHOICES,
  TOUR_STOPS,
} from './index';

const KM_PER_DEG_LAT = 110.6;
const KM_PER_DEG_LNG = 108.4;
const straightKm = (a: { lat: number; lng: number }, b: { lat: number; lng: number }) =>
  Math.hypot((a.lat - b.lat) * KM_PER_DEG_LAT, (a.lng - b.lng) * KM_PER_DEG_LNG);
const catalogue = PLACES.filter((place) => place.kind !== 'other');

describe('the place catalogue', () => {
  it('holds the two fixed endpoints with their exact names', () => {
    expect(AIRPORT).toMatchObject({ id: 'airport', name: 'Grantley Adams International Airport' });
    expect(CRUISE_TERMINAL).toMatchObject({
      id: 'cruise-terminal',
      name: 'Bridgetown Cruise Terminal',
    });
    expect(PLACES[0]).toBe(AIRPORT);
    expect(PLACES[1]).toBe(CRUISE_TERMINAL);
  });

  it("ends with 'Other' (id 'other') whose distances are the fallbacks 27 and 15", () => {
    expect(PLACES[PLACES.length - 1]).toBe(OTHER_PLACE);
    expect(OTHER_PLACE).toMatchObject({
      id: 'other',
      name: 'Other',
      kmFromAirport: 27,
      kmFromCruiseTerminal: 15,
    });
  });

  it('has about 36 tour stops and about 48 restaurants and bars', () => {
    expect(TOUR_STOPS).toHaveLength(36);
    expect(RESTAURANTS_AND_BARS).toHaveLength(48);
    expect(TOUR_STOPS.every((place) => place.kind === 'tour-stop')).toBe(true);
    expect(RESTAURANTS_AND_BARS.every((place) => place.kind === 'restaurant')).toBe(true);
    expect(HOTELS_AND_AREAS.every((place) => place.kind === 'hotel' || place.kind === 'area')).toBe(
      true,
    );
  });

  it('ids are unique, lowercase kebab-case', () => {
    const ids = PLACES.map((place) => place.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/);
  });

  it('every place lies in Barbados, in a real parish, on one of the four coasts', () => {
    const parishes = new Set([
      'Christ Church',
      'St. Andrew',
      'St. George',
      'St. James',
      'St. John',
      'St. Joseph',
      'St. Lucy',
      'St. Michael',
      'St. Peter',
      'St. Philip',
      'St. Thomas',
    ]);
    for (const place of catalogue) {
      expect(place.lat).toBeGreaterThan(13.03);
      expect(place.lat).toBeLessThan(13.34);
      expect(place.lng).toBeGreaterThan(-59.66);
      expect(place.lng).toBeLessThan(-59.42);
      expect(parishes.has(place.parish)).toBe(true);
      expect(COASTS).toContain(place.coast);
    }
  });

  it('road distances are at least the straight line and at most 1.8 times it plus 2 km', () => {
    for (const place of catalogue) {
      for (const [ref, km] of [
        [AIRPORT, place.kmFromAirport],
        [CRUISE_TERMINAL, place.kmFromCruiseTerminal],
      ] as const) {
        const line = straightKm(place, ref);
        expect(km).toBeGreaterThanOrEqual(Math.floor(line));
        expect(km).toBeLessThanOrEqual(line * 1.8 + 2);
      }
    }
  });

  it('distances match well-known drives within 15% (airport to Holetown 28, Speightstown 37, St. Lawrence Gap 10)', () => {
    const near = (id: string, expected: number) => {
      const km = findPlace(id)?.kmFromAirport ?? NaN;
      expect(Math.abs(km - expected) / expected).toBeLessThan(0.15);
    };
    near('holetown', 28);
    near('speightstown', 37);
    near('st-lawrence-gap', 10);
    near('bridgetown', 16);
  });

  it('the route table names catalogue places, each pair once, with road km above the straight line', () => {
    const pairs = new Set<string>();
    for (const route of ROUTE_TABLE) {
      const from = findPlace(route.fromId);
      const to = findPlace(route.toId);
      expect(from).not.toBeNull();
      expect(to).not.toBeNull();
      const key = [route.fromId, route.toId].sort().join('|');
      expect(pairs.has(key)).toBe(false);
      pairs.add(key);
      expect(route.km).toBeGreaterThanOrEqual(straightKm(from ?? AIRPORT, to ?? AIRPORT));
    }
  });
});

describe('look-ups', () => {
  it('findPlace returns the catalogue place, or null for a null, empty or unknown id', () => {
    expect(findPlace('holetown')?.name).toBe('Holetown');
    expect(findPlace(null)).toBeNull();
    expect(findPlace(undefined)).toBeNull();
    expect(findPlace('')).toBeNull();
    expect(findPlace('atlantis')).toBeNull();
  });

  it('findRouteKm looks a route up in either direction; null when absent', () => {
    expect(findRouteKm('airport', 'cruise-terminal')).toBe(19.5);
    expect(findRouteKm('cruise-terminal', 'airport')).toBe(19.5);
    expect(findRouteKm('holetown', 'airport')).toBeNull();
  });

  it("tour pickup choices: tour stops and restaurants sorted by name, then 'Other'", () => {
    expect(TOUR_PICKUP_CHOICES).toHaveLength(36 + 48 + 1);
    expect(TOUR_PICKUP_CHOICES[TOUR_PICKUP_CHOICES.length - 1]).toBe(OTHER_PLACE);
    const names = TOUR_PICKUP_CHOICES.slice(0, -1).map((place) => place.name);
    expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('tour locations and night-out venues are sorted by name', () => {
    const sorted = (list: readonly { name: string }[]) =>
      list.map((p) => p.name).join('|') ===
      [...list]
        .map((p) => p.name)
        .sort((a, b) => a.localeCompare(b, 'en'))
        .join('|');
    expect(TOUR_LOCATION_CHOICES).toHaveLength(36);
    expect(NIGHT_OUT_VENUE_CHOICES).toHaveLength(48);
    expect(sorted(TOUR_LOCATION_CHOICES)).toBe(true);
    expect(sorted(NIGHT_OUT_VENUE_CHOICES)).toBe(true);
  });
});
