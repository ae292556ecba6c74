/**
 * A typed location that names a catalogue place IS that place, in the database as in the browser:
 * private.place_name_key / place_id_for_text agree with placeNameKey / findPlaceByText, and
 * public.create_booking prices a typed name exactly as the chosen place, for every catalogue place.
 */
import { findPlaceByText, PLACES, type Place, placeNameKey } from '@bbt/shared/domain';

import { bookingArgs, quoteFor, type CreateBookingArgs } from '../../src/testing/booking-rpc';
import { setupBookingRpc } from '../support/create-booking-rpc';
import { ACTORS, asActor, asSuperuser } from '../support/schema-db';

const { db, book } = setupBookingRpc();

const catalogue = PLACES.filter((place) => place.kind !== 'other');

/** How a visitor might type a place by hand: case, spaces, punctuation, parish, 'Barbados'. */
function typedTexts({ name, parish }: Place): string[] {
  const bare = (text: string) => text.replace(/[.,'’&-]/g, '');
  return [
    name,
    `  ${name.toUpperCase()}  `,
    `${bare(name).toLowerCase()}, Barbados`,
    `${name}, ${parish}`,
    `${name.toLowerCase()}   ${parish.replace('St. ', 'Saint ')}, BB`,
    `${bare(name)} ${bare(parish)}, Barbados`,
  ];
}

const EDGE_CASES = [
  '',
  '   ',
  ' ,.- ',
  'Barbados',
  'Café Sòl, Barbados',
  'Mojo Bar and Grill',
  'Sea U Guest House',
  'Søren’s Place',
  'Hastings, St. Lucy',
  'Other',
  '12 Palm Row, Holetown',
  'Sugar Bay Barbados, Christ Church, Barbados, BB',
];

const allTexts = [...catalogue.flatMap(typedTexts), ...EDGE_CASES];

async function sqlRows<R>(sql: string, params: unknown[]): Promise<R[]> {
  const { rows } = await db().query<R>(sql, params);
  return rows;
}

describe('the SQL mirror of the typed-place rule', () => {
  it('private.place_name_key equals placeNameKey on every typed variant', async () => {
    const rows = await sqlRows<{ text: string; key: string }>(
      `select t.text, private.place_name_key(t.text) as key
         from jsonb_array_elements_text($1::jsonb) with ordinality t(text, n) order by t.n`,
      [JSON.stringify(allTexts)],
    );
    expect(rows).toEqual(allTexts.map((text) => ({ text, key: placeNameKey(text) })));
  });

  it('private.place_id_for_text equals findPlaceByText on every typed variant', async () => {
    const rows = await sqlRows<{ text: string; id: string | null }>(
      `select t.text, private.place_id_for_text(t.text) as id
         from jsonb_array_elements_text($1::jsonb) with ordinality t(text, n) order by t.n`,
      [JSON.stringify(allTexts)],
    );
    expect(rows).toEqual(allTexts.map((text) => ({ text, id: findPlaceByText(text)?.id ?? null })));
    // Every variant names its place; of the edge cases, Café Sol, Mojo Bar, Sea-U and Sugar Bay.
    expect(rows.filter((row) => row.id !== null)).toHaveLength(catalogue.length * 6 + 4);
  });

  it('a name found in two parishes needs its parish', async () => {
    const ids = await asActor(db(), ACTORS.serviceRole, (tx) =>
      asSuperuser(tx, ACTORS.serviceRole, async () => {
        await tx.query(
          `insert into private.places
             select 'hastings-st-lucy', name, kind, 'St. Lucy', 'north', lat, lng,
                    km_from_airport, km_from_cruise_terminal
               from private.places where id = 'hastings'`,
        );
        const { rows } = await tx.query<{
          alone: string | null;
          cc: string | null;
          sl: string | null;
        }>(
          `select private.place_id_for_text('Hastings, Barbados') as alone,
                  private.place_id_for_text('hastings christ church') as cc,
                  private.place_id_for_text('Hastings, Saint Lucy') as sl`,
        );
        return rows[0];
      }),
    );
    expect(ids).toEqual({ alone: null, cc: 'hastings', sl: 'hastings-st-lucy' });
  });
});

describe('create_booking prices a typed place as the chosen one', () => {
  // [title, the place the trip's other end is (a trip needs two places), the arguments]
  const trips: Array<[string, string, (place: Place, typed: string | null) => CreateBookingArgs]> =
    [
      [
        'luxury from the airport to it',
        'airport',
        (place, typed) => ({
          p_vehicle_type: 'luxury',
          p_payment_method: 'credit',
          p_dropoff_location: typed ?? place.name,
          p_dropoff_place_id: typed === null ? place.id : null,
        }),
      ],
      [
        'economy from it to Bridgetown, inland',
        'bridgetown',
        (place, typed) => ({
          p_trip_type: 'inland',
          p_pickup_location: typed ?? place.name,
          p_pickup_place_id: typed === null ? place.id : null,
          p_dropoff_location: 'Bridgetown',
          p_dropoff_place_id: 'bridgetown',
          p_flight_details: null,
        }),
      ],
    ];

  it('"Hastings, Christ Church" typed costs $85 in a luxury car from the airport', async () => {
    const hastings = catalogue.find((place) => place.id === 'hastings')!;
    const [, , trip] = trips[0]!;
    const chosen = bookingArgs(trip(hastings, null));
    expect(chosen.p_total_price).toBe(85);
    const row = await book(ACTORS.anon, {
      ...bookingArgs(trip(hastings, 'Hastings, Christ Church')),
      p_total_price: 85,
    });
    expect(row).toMatchObject({
      dropoff_place_id: 'hastings',
      dropoff_location: 'Hastings, Christ Church',
    });
    expect(Number(row.total_price)).toBe(85);
  });

  it.each(trips)(
    '%s: every catalogue place, typed with its parish and Barbados',
    async (_t, other, trip) => {
      const end = other === 'airport' ? 'dropoff_place_id' : 'pickup_place_id';
      for (const place of catalogue.filter((candidate) => candidate.id !== other)) {
        const chosenTotal = quoteFor(bookingArgs(trip(place, null)));
        for (const typed of [
          `${place.name}, ${place.parish}, Barbados`,
          place.name.toLowerCase(),
        ]) {
          const args = { ...bookingArgs(trip(place, typed)), p_total_price: chosenTotal };
          const row = await book(ACTORS.anon, args);
          expect({ typed, total: Number(row.total_price), id: row[end] }).toEqual({
            typed,
            total: chosenTotal,
            id: place.id,
          });
        }
      }
    },
  );
});
