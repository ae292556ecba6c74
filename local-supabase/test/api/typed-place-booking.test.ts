/**
 * Over the Data API (supabase-js, as the booking page calls it): a drop-off typed as
 * 'Hastings, Christ Church, Barbados' with no catalogue id is booked as Hastings, at the fixed
 * $85 luxury fare from the airport, exactly as when Hastings is chosen from the list.
 */
import { type ApiServer, startApiServer } from '../../src/testing/api-server';
import { validBooking } from '../../src/testing/booking-args';

let api: ApiServer;

beforeAll(async () => {
  api = await startApiServer();
});

afterAll(async () => {
  await api.close();
});

const luxuryToHastings = {
  p_vehicle_type: 'luxury',
  p_payment_method: 'credit',
  p_dropoff_location: 'Hastings',
  p_dropoff_place_id: 'hastings',
};

describe('a typed place over the Data API', () => {
  it('books "Hastings, Christ Church, Barbados" typed as Hastings chosen: $85', async () => {
    const chosen = validBooking(luxuryToHastings);
    expect(chosen.p_total_price).toBe(85);
    const typed = validBooking({
      ...luxuryToHastings,
      p_dropoff_location: 'Hastings, Christ Church, Barbados',
      p_dropoff_place_id: undefined,
      p_total_price: 85,
    });
    for (const args of [chosen, typed]) {
      const { data, error } = await api.anon().rpc('create_booking', args);
      expect(error).toBeNull();
      expect(data).toMatchObject({ dropoff_place_id: 'hastings', total_price: 85 });
    }
  });

  it('refuses the per-km total a typed catalogue place used to get', async () => {
    const { error } = await api.anon().rpc(
      'create_booking',
      validBooking({
        ...luxuryToHastings,
        p_dropoff_location: 'hastings christ church',
        p_dropoff_place_id: undefined,
        p_total_price: 140,
      }),
    );
    expect(error).toMatchObject({ code: 'P0001', hint: 'expected_total=85' });
  });
});
