import { actorLabel, eventLabel } from './booking-format';

describe('booking words', () => {
  it('describes each audit event and who made it', () => {
    const base = { actor_email: null, actor_role: 'anon', old_status: null, new_status: null };
    expect(eventLabel({ ...base, event_type: 'created', new_status: 'pending' })).toBe(
      'Created as Pending',
    );
    expect(
      eventLabel({
        ...base,
        event_type: 'status_changed',
        old_status: 'pending',
        new_status: 'confirmed',
      }),
    ).toBe('Pending → Confirmed');
    expect(eventLabel({ ...base, event_type: 'deleted', old_status: 'confirmed' })).toBe(
      'Deleted (was Confirmed)',
    );
    expect(actorLabel({ actor_email: 'admin@example.com', actor_role: 'authenticated' })).toBe(
      'admin@example.com',
    );
    expect(actorLabel({ actor_email: null, actor_role: 'anon' })).toBe('Guest (not signed in)');
    expect(actorLabel({ actor_email: null, actor_role: 'service_role' })).toBe('System');
  });

  it('labels the dispatch events from their details', () => {
    const base = {
      actor_email: null,
      actor_role: 'authenticated',
      old_status: 'confirmed',
      new_status: 'confirmed',
    };
    const names = {
      drivers: new Map([['d1', 'Dwayne Driver']]),
      vehicles: new Map([['v1', 'H 1201']]),
    };
    const assignment = { driver_id: 'd1', vehicle_id: 'v1' };
    expect(
      eventLabel(
        { ...base, event_type: 'assigned', details: { from: null, to: assignment } },
        names,
      ),
    ).toBe('Assigned to Dwayne, H 1201');
    expect(eventLabel({ ...base, event_type: 'assigned', details: { to: assignment } })).toBe(
      'Assigned a driver and vehicle',
    );
    expect(
      eventLabel({ ...base, event_type: 'unassigned', details: { from: assignment } }, names),
    ).toBe('Unassigned (was Dwayne, H 1201)');
    expect(
      eventLabel(
        {
          ...base,
          event_type: 'unassigned',
          details: { from: assignment, to: null, reason: 'driver_clash' },
        },
        names,
      ),
    ).toBe('Unassigned after the trip changed (was Dwayne, H 1201)');
    expect(
      eventLabel({
        ...base,
        event_type: 'changed',
        details: { after: { pickup_time: '05:30' }, old_total: 95, new_total: 115 },
      }),
    ).toBe('Changed pickup time; total US$95 → US$115');
    expect(
      eventLabel({
        ...base,
        event_type: 'progress',
        details: { from: 'assigned', to: 'on_my_way' },
      }),
    ).toBe('On my way');
    expect(
      eventLabel({
        ...base,
        event_type: 'progress',
        details: { from: 'on_board', to: 'completed' },
      }),
    ).toBe('Completed');
  });
});
