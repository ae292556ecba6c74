/**
 * RLS matrix rows and probes for site_settings (one row: everyone reads, only a super_admin changes
 * it, refused loudly for anybody else) and its append-only history site_settings_events.
 */
import { randomInt } from 'node:crypto';

import { observe } from '../../../../src/testing/api-server';
import {
  actors,
  ACTORS,
  must,
  noGrant,
  noGrantForAll,
  ok,
  type Probes,
  rlsViolation,
  type Row,
} from '../rls-matrix';

/** The stored settings row as text (service role): proves whether a write changed anything. */
async function storedSettings(): Promise<string> {
  const { data, error } = await actors.service.from('site_settings').select('*').single();
  return JSON.stringify(must(data, error, 'site settings'));
}

async function storedEvents(): Promise<number | null> {
  const { count } = await actors.service
    .from('site_settings_events')
    .select('id', { count: 'exact', head: true });
  return count;
}

/** A phone number no earlier row has written, so a successful write always changes the row. */
const freshPhone = () => `+1 246 555 ${String(randomInt(1000, 9999))}`;

export const SITE_SETTINGS_ROWS: Row[] = [
  // site_settings: select → everyone (the public site reads it with the anon key)
  ...ACTORS.map((actor): Row => [actor, 'site_settings', 'select', ok(200, [{ id: true }])]),
  // site_settings: change the support phone → super_admin only; anybody else gets 42501, not []
  ['anon', 'site_settings', 'update', noGrant(401, 'site_settings', 'unchanged')],
  ['customerA', 'site_settings', 'update', rlsViolation(403, 'site_settings', 'unchanged')],
  ['customerB', 'site_settings', 'update', rlsViolation(403, 'site_settings', 'unchanged')],
  ['moderator', 'site_settings', 'update', rlsViolation(403, 'site_settings', 'unchanged')],
  ['admin', 'site_settings', 'update', rlsViolation(403, 'site_settings', 'unchanged')],
  ['superAdmin', 'site_settings', 'update', ok(200, 1, 'changed')],
  ['inactiveAdmin', 'site_settings', 'update', rlsViolation(403, 'site_settings', 'unchanged')],
  ['driver', 'site_settings', 'update', rlsViolation(403, 'site_settings', 'unchanged')],
  // site_settings: add or remove the row → nobody (no grant)
  ...noGrantForAll('site_settings', ['insert', 'delete'], 'unchanged'),
];

export const SITE_SETTINGS_EVENTS_ROWS: Row[] = [
  // site_settings_events: select a change made with the service role → super_admin only
  ['anon', 'site_settings_events', 'select', noGrant(401, 'site_settings_events')],
  ...ACTORS.filter((actor) => actor !== 'anon').map((actor): Row => [
    actor,
    'site_settings_events',
    'select',
    ok(200, actor === 'superAdmin' ? [{ actor_role: 'service_role' }] : []),
  ]),
  // site_settings_events: insert / update / delete → nobody (append-only, written by a trigger)
  ...noGrantForAll('site_settings_events', ['insert', 'update', 'delete'], 'unchanged'),
];

export const SITE_SETTINGS_PROBES: Probes = {
  select: async (c) => observe(await c.from('site_settings').select('id')),
  update: async (c) => {
    const before = await storedSettings();
    const result = observe(
      await c
        .from('site_settings')
        .update({ support_phone: freshPhone() })
        .eq('id', true)
        .select('support_phone'),
      (rows) => rows.length,
    );
    return { ...result, stored: (await storedSettings()) === before ? 'unchanged' : 'changed' };
  },
  insert: async (c) => {
    const before = await storedSettings();
    // The table's key is always true: this is the only row anybody could try to add.
    const result = observe(await c.from('site_settings').insert({ id: true }));
    return { ...result, stored: (await storedSettings()) === before ? 'unchanged' : 'changed' };
  },
  delete: async (c) => {
    const before = await storedSettings();
    const result = observe(await c.from('site_settings').delete().eq('id', true).select('id'));
    return { ...result, stored: (await storedSettings()) === before ? 'unchanged' : 'changed' };
  },
};

export const SITE_SETTINGS_EVENTS_PROBES: Probes = {
  select: async (c) => {
    const { error } = await actors.service
      .from('site_settings')
      .update({ support_phone: freshPhone() })
      .eq('id', true);
    if (error) throw new Error(`service change: ${error.message}`);
    return observe(
      await c
        .from('site_settings_events')
        .select('actor_role')
        .eq('actor_role', 'service_role')
        .limit(1),
    );
  },
  insert: async (c) => {
    const before = await storedEvents();
    const result = observe(
      await c.from('site_settings_events').insert({ changes: {}, actor_role: 'authenticated' }),
    );
    return { ...result, stored: (await storedEvents()) === before ? 'unchanged' : 'changed' };
  },
  update: async (c) => {
    const before = await storedEvents();
    const result = observe(
      await c.from('site_settings_events').update({ actor_role: 'anon' }).gt('id', 0),
    );
    return { ...result, stored: (await storedEvents()) === before ? 'unchanged' : 'changed' };
  },
  delete: async (c) => {
    const before = await storedEvents();
    const result = observe(await c.from('site_settings_events').delete().gt('id', 0));
    return { ...result, stored: (await storedEvents()) === before ? 'unchanged' : 'changed' };
  },
};
