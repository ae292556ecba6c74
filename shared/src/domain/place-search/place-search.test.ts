import { AIRPORT, CRUISE_TERMINAL } from '../places/fixed-endpoints';
import { HOTELS_AND_AREAS } from '../places/hotels-and-areas';
import { PICKER_PLACES } from './picker-places';
import { normaliseSearchText, searchPlaces } from './search-places';

const names = (query: string, limit?: number) =>
  searchPlaces(query, PICKER_PLACES, limit).map((place) => place.name);

describe('place search', () => {
  it('offers the airport, the cruise terminal, then every hotel and area A-Z', () => {
    expect(PICKER_PLACES.slice(0, 2)).toEqual([AIRPORT, CRUISE_TERMINAL]);
    expect(PICKER_PLACES).toHaveLength(HOTELS_AND_AREAS.length + 2);
    const rest = PICKER_PLACES.slice(2).map((place) => place.name);
    expect(rest).toEqual([...rest].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('normalises case, accents, punctuation and "Saint"', () => {
    expect(normaliseSearchText('  Saint Lawrence-Gap, CHRIST Church ')).toBe(
      'st lawrence gap christ church',
    );
    expect(normaliseSearchText('Café Sòl')).toBe('cafe sol');
  });

  it('a blank query lists the first places', () => {
    expect(names('  ', 2)).toEqual([AIRPORT.name, CRUISE_TERMINAL.name]);
  });

  it('name prefixes come first, then word prefixes, then matches elsewhere', () => {
    expect(names('st law')[0]).toBe('St. Lawrence Gap');
    expect(names('saint lawrence')[0]).toBe('St. Lawrence Gap');
    expect(names('crane')).toEqual(['The Crane Resort']);
    expect(names('sandy')[0]).toBe('Sandy Lane');
    // "ane" appears inside words only: Sandy Lane (word 'lane' does not start with 'ane').
    expect(names('ane')).toContain('Sandy Lane');
    expect(names('airport')).toEqual([AIRPORT.name]);
  });

  it('matches the parish too and needs every word', () => {
    expect(names('st joseph', 20)).toEqual(
      expect.arrayContaining(['Bathsheba', 'The Atlantis Historic Inn']),
    );
    expect(names('sandy zzz')).toEqual([]);
  });

  it('keeps to the limit', () => {
    expect(names('e', 3)).toHaveLength(3);
  });
});
