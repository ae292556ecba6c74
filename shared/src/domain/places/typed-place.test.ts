import { quote } from '../pricing/quote';
import type { QuoteInput } from '../pricing/quote-types';
import {
  placeSelectionFromCatalogue,
  type PlaceSelection,
  selectionPlaceId,
  withBarbadosSuffix,
} from '../trip/place-selection';
import { AIRPORT, findPlace, OTHER_PLACE, PLACES } from './index';
import { placeNameKey } from './place-name-key';
import type { Place } from './place-types';
import { findPlaceByText, placeKeys, placeTextFinder } from './typed-place';
import { typedVariants } from './typed-place-fixtures';

const catalogue = PLACES.filter((place) => place.kind !== 'other');
const hastings = findPlace('hastings')!;

/** What the place picker keeps when a visitor types a text and leaves the field. */
const typed = (text: string): PlaceSelection => ({
  name: text.trim(),
  address: withBarbadosSuffix(text),
  lat: null,
  lng: null,
  placeId: null,
  catalogueId: null,
});

const nameKeyCounts = new Map<string, number>();
for (const place of catalogue) {
  const key = placeNameKey(place.name);
  nameKeyCounts.set(key, (nameKeyCounts.get(key) ?? 0) + 1);
}
const nameIsUnique = (place: Place) => nameKeyCounts.get(placeNameKey(place.name)) === 1;

describe('placeNameKey', () => {
  it.each([
    ['Hastings, Christ Church', 'hastingschristchurch'],
    ['  HASTINGS   christ-church. ', 'hastingschristchurch'],
    ["Harrison's Cave, Barbados", 'harrisonscave'],
    ['Harrisons Cave , BB', 'harrisonscave'],
    ['Saint Lawrence Gap', 'stlawrencegap'],
    ['St. Lawrence Gap, Barbados, BB', 'stlawrencegap'],
    ['Café Sol', 'cafesol'],
    ['Mojo Bar & Grill', 'mojobargrill'],
    ['Mojo Bar and Grill', 'mojobargrill'],
    ['Sea-U Guest House', 'seauguesthouse'],
    ['Barbados', 'barbados'],
    [' ,.- ', ''],
  ])('%j -> %j', (text, key) => {
    expect(placeNameKey(text)).toBe(key);
  });
});

describe('findPlaceByText', () => {
  it('reads "Hastings, Christ Church" as Hastings, with or without the parish and Barbados', () => {
    for (const text of [
      'Hastings, Christ Church',
      'hastings',
      'Hastings, Christ Church, Barbados',
    ]) {
      expect(findPlaceByText(text)).toBe(hastings);
    }
  });

  it('names nothing for blank text, unknown places, another parish or "Other"', () => {
    for (const text of [
      '',
      '   ',
      '12 Palm Row',
      'Hastings, St. Lucy',
      'Other',
      OTHER_PLACE.name,
    ]) {
      expect(findPlaceByText(text)).toBeNull();
    }
    expect(findPlaceByText(null)).toBeNull();
  });

  it('every catalogue name, alone and with its parish, names exactly one place', () => {
    const keys = catalogue.flatMap(placeKeys);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('a name found in two parishes needs its parish', () => {
    const twin = (parish: string, id: string): Place => ({ ...hastings, id, parish });
    const find = placeTextFinder([
      twin('Christ Church', 'hastings-cc'),
      twin('St. Lucy', 'hastings-sl'),
    ]);
    expect(find('Hastings')).toBeNull();
    expect(find('Hastings, Barbados')).toBeNull();
    expect(find('hastings christ church')?.id).toBe('hastings-cc');
    expect(find('Hastings, Saint Lucy, Barbados')?.id).toBe('hastings-sl');
  });
});

describe('a typed place is priced as the chosen one', () => {
  const trips: Array<[string, (placeId: string | null) => QuoteInput]> = [
    [
      'luxury from the airport to it',
      (placeId) => ({
        vehicleType: 'luxury',
        passengers: 2,
        suitcases: 2,
        tripType: 'fromAirport',
        pickupPlaceId: AIRPORT.id,
        dropoffPlaceId: placeId,
        isRoundTrip: false,
        pickupTime: '14:30',
        returnTime: null,
      }),
    ],
    [
      'economy from it to Bridgetown, inland',
      (placeId) => ({
        vehicleType: 'economy',
        passengers: 3,
        suitcases: 1,
        tripType: 'inland',
        pickupPlaceId: placeId,
        dropoffPlaceId: 'bridgetown',
        isRoundTrip: true,
        pickupTime: '09:00',
        returnTime: '18:00',
      }),
    ],
  ];

  it('"Hastings, Christ Church" typed costs $85 in a luxury car from the airport, as chosen', () => {
    const [, trip] = trips[0]!;
    const chosen = quote(trip(selectionPlaceId(placeSelectionFromCatalogue(hastings))));
    expect(chosen.total).toBe(85);
    expect(quote(trip(selectionPlaceId(typed('Hastings, Christ Church')))).total).toBe(85);
  });

  it.each(catalogue.map((place) => [place.name, place] as const))(
    '%s, typed by hand in every way',
    (_name, place) => {
      const chosenId = selectionPlaceId(placeSelectionFromCatalogue(place));
      expect(chosenId).toBe(place.id);
      for (const variant of typedVariants(place)) {
        const expected = variant.withParish || nameIsUnique(place) ? place : null;
        expect({ text: variant.text, place: findPlaceByText(variant.text) }).toEqual({
          text: variant.text,
          place: expected,
        });
        if (!expected) continue;
        for (const [, trip] of trips) {
          expect(quote(trip(selectionPlaceId(typed(variant.text))))).toEqual(quote(trip(chosenId)));
        }
      }
    },
  );
});
