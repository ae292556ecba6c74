/**
 * @jest-environment node
 */
import { getSupabase } from '@bbt/shared';
import { createClient } from '@supabase/supabase-js';

import { countUnassignedSoon, fetchDispatchDay } from './dispatch-api';

jest.mock('@bbt/shared', () => ({
  ...jest.requireActual<object>('@bbt/shared'),
  getSupabase: jest.fn(),
}));

interface Sent {
  method: string;
  url: string;
  path: string;
  body: unknown;
}

/**
 * The real supabase-js client over a fetch that records each request and answers from `tables`
 * (by the path after /rest/v1/, the page its offset and limit ask for), so the test sees the
 * requests a browser would send.
 */
function recordingClient(tables: Record<string, unknown[]>): Sent[] {
  const sent: Sent[] = [];
  const fetch = async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const path = url.pathname.replace('/rest/v1/', '');
    sent.push({
      method: init?.method ?? 'GET',
      url: url.href,
      path,
      body: typeof init?.body === 'string' ? JSON.parse(init.body) : null,
    });
    const offset = Number(url.searchParams.get('offset') ?? 0);
    const limit = Number(url.searchParams.get('limit') ?? Infinity);
    return new Response(JSON.stringify((tables[path] ?? []).slice(offset, offset + limit)), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  };
  const client = createClient('http://127.0.0.1:54321', 'anon-key', {
    auth: { persistSession: false, autoRefreshToken: false },
    global: { fetch },
    // Node 20 has no WebSocket for supabase-js's realtime client, which these reads never open.
    realtime: { transport: class {} as never },
  });
  jest.mocked(getSupabase).mockResolvedValue(client as never);
  return sent;
}

const uuid = (n: number) => `00000000-0000-4000-a000-${String(n).padStart(12, '0')}`;

const booking = (i: number) => ({
  id: uuid(i),
  reference_number: `BB-${String(i).padStart(6, '0')}-DSP`,
  pickup_date: '2026-12-10',
  pickup_time: '09:00',
  is_round_trip: false,
  return_date: null,
  return_time: null,
});
/** A busy window: 400 bookings over the day and its neighbours. */
const BOOKINGS = Array.from({ length: 400 }, (_, i) => booking(i));

describe('fetchDispatchDay', () => {
  it('reads a busy day with five small requests at once, by the window’s dates', async () => {
    const extras = [{ booking_id: uuid(3), service_type: 'child_seat', quantity: 1 }];
    const assignments = [
      { booking_id: uuid(4), driver_id: 'd1', vehicle_id: 'v1', progress: 'assigned' },
    ];
    const sent = recordingClient({
      'rpc/dispatch_bookings': BOOKINGS,
      'rpc/dispatch_extras': extras,
      'rpc/dispatch_assignments': assignments,
    });

    const day = await fetchDispatchDay('2026-12-10');

    expect(day.bookings).toHaveLength(400);
    expect(day.extras).toEqual(extras);
    expect(day.assignments).toEqual(assignments);
    expect(sent.map((request) => request.path).sort()).toEqual([
      'drivers',
      'rpc/dispatch_assignments',
      'rpc/dispatch_bookings',
      'rpc/dispatch_extras',
      'vehicles',
    ]);
    // The day either side too: a late job's window runs past midnight.
    for (const request of sent.filter((r) => r.path.startsWith('rpc/'))) {
      expect([request.method, request.body]).toEqual([
        'POST',
        { p_from: '2026-12-09', p_to: '2026-12-11' },
      ]);
    }
    // No booking id travels in a URL: gateways refuse long ones (414) whatever the day holds.
    expect(Math.max(...sent.map((request) => request.url.length))).toBeLessThan(600);
  });

  it('reads past the 1,000 rows one answer holds, a page at a time', async () => {
    const many = Array.from({ length: 2300 }, (_, i) => booking(i));
    const sent = recordingClient({
      'rpc/dispatch_bookings': many,
      'rpc/dispatch_assignments': many.map((row) => ({ booking_id: row.id })),
    });

    const day = await fetchDispatchDay('2026-12-10');

    expect([day.bookings.length, day.assignments.length]).toEqual([2300, 2300]);
    expect(new Set(day.bookings.map((row) => row.id)).size).toBe(2300);
    const pages = (path: string) =>
      sent
        .filter((request) => request.path === path)
        .map((request) => new URL(request.url).searchParams.get('offset'));
    expect(pages('rpc/dispatch_bookings')).toEqual(['0', '1000', '2000']);
    expect(pages('rpc/dispatch_extras')).toEqual(['0']);
  });
});

describe('countUnassignedSoon', () => {
  it('counts the open jobs within the hours that have no assignment, without sending ids', async () => {
    const now = new Date('2026-12-10T12:00:00Z'); // 08:00 in Barbados
    const at = (n: number, date: string, time: string) => ({
      id: uuid(n),
      pickup_date: date,
      pickup_time: time,
      is_round_trip: false,
      return_date: null,
      return_time: null,
    });
    const sent = recordingClient({
      'rpc/dispatch_bookings': [
        at(1, '2026-12-10', '09:00'), // soon, unassigned
        at(2, '2026-12-11', '10:00'), // soon, assigned
        at(3, '2026-12-10', '07:00'), // already past
        at(4, '2026-12-12', '09:00'), // more than 48 hours away
        {
          ...at(5, '2026-12-01', '09:00'),
          is_round_trip: true,
          return_date: '2026-12-11',
          return_time: '18:00',
        }, // its return is soon, unassigned
        ...BOOKINGS.slice(100).map((row) => ({ ...row, pickup_date: '2026-12-11' })), // 300 more
      ],
      'rpc/dispatch_assignments': [
        { booking_id: uuid(2) },
        ...BOOKINGS.slice(100).map((row) => ({ booking_id: row.id })),
      ],
    });

    await expect(countUnassignedSoon(now)).resolves.toBe(2);
    expect(Math.max(...sent.map((request) => request.url.length))).toBeLessThan(600);
    const bookingsRead = sent.find((request) => request.path === 'rpc/dispatch_bookings');
    expect(bookingsRead?.url).toContain('status=in.%28pending%2Cconfirmed%29');
  });
});
