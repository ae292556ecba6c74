/** RLS matrix rows and probes for booking_events. */
import { SEED_BOOKINGS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { noGrant, noGrantForAll, ok, type Probes, type Row, unchangedAfter } from '../rls-matrix';

const CREATED_EVENT = [{ event_type: 'created', new_status: 'pending' }];

export const BOOKING_EVENTS_ROWS: Row[] = [
  // booking_events: select the creation event of booking 01 → staff only (customers see none)
  ['anon', 'booking_events', 'select', noGrant(401, 'booking_events')],
  ['customerA', 'booking_events', 'select', ok(200, [])],
  ['customerB', 'booking_events', 'select', ok(200, [])],
  ['moderator', 'booking_events', 'select', ok(200, CREATED_EVENT)],
  ['admin', 'booking_events', 'select', ok(200, CREATED_EVENT)],
  ['superAdmin', 'booking_events', 'select', ok(200, CREATED_EVENT)],
  ['inactiveAdmin', 'booking_events', 'select', ok(200, [])],
  ['driver', 'booking_events', 'select', ok(200, [])],
  // booking_events: insert / update / delete → nobody (append-only, written by triggers)
  ...noGrantForAll('booking_events', ['insert', 'update', 'delete'], 'unchanged'),
];

export const BOOKING_EVENTS_PROBES: Probes = {
  select: async (c) =>
    observe(
      await c
        .from('booking_events')
        .select('event_type, new_status')
        .eq('booking_id', SEED_BOOKINGS.customerPending)
        .eq('event_type', 'created'),
    ),
  insert: (c) =>
    unchangedAfter('booking_events', async () =>
      observe(
        await c.from('booking_events').insert({
          booking_id: SEED_BOOKINGS.customerPending,
          reference_number: 'BB-100001-CUP',
          event_type: 'status_changed',
          old_status: 'pending',
          new_status: 'completed',
          actor_role: 'service_role',
        }),
      ),
    ),
  update: (c) =>
    unchangedAfter('booking_events', async () =>
      observe(
        await c
          .from('booking_events')
          .update({ new_status: 'confirmed' })
          .eq('booking_id', SEED_BOOKINGS.customerPending),
      ),
    ),
  delete: (c) =>
    unchangedAfter('booking_events', async () =>
      observe(
        await c
          .from('booking_events')
          .delete()
          .eq('booking_id', SEED_BOOKINGS.customerPending)
          .select('id'),
      ),
    ),
};
