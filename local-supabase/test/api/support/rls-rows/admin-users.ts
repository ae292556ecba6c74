/** RLS matrix rows and probes for admin_users. */
import { randomUUID } from 'node:crypto';

import { RETIRED_ADMIN_EMAIL, SEED_ADMIN_USERS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import {
  actors,
  deleteFresh,
  denied,
  freshStaffRecord,
  must,
  noGrant,
  ok,
  type Probes,
  rlsViolation,
  type Row,
  storedCount,
} from '../rls-matrix';

const SEED_ADMIN_IDS = Object.values(SEED_ADMIN_USERS);
const STAFF_EMAILS_SORTED = [
  'admin@example.com',
  'moderator@example.com',
  'retired.admin@example.com',
  'superadmin@example.com',
];

export const ADMIN_USERS_ROWS: Row[] = [
  // admin_users: select (seeded records) → own record, or all for an admin or super_admin
  ['anon', 'admin_users', 'select', noGrant(401, 'admin_users')],
  ['customerA', 'admin_users', 'select', ok(200, [])],
  ['customerB', 'admin_users', 'select', ok(200, [])],
  ['moderator', 'admin_users', 'select', ok(200, ['moderator@example.com'])],
  ['admin', 'admin_users', 'select', ok(200, STAFF_EMAILS_SORTED)],
  ['superAdmin', 'admin_users', 'select', ok(200, STAFF_EMAILS_SORTED)],
  ['inactiveAdmin', 'admin_users', 'select', ok(200, [RETIRED_ADMIN_EMAIL])],
  ['driver', 'admin_users', 'select', ok(200, [])],
  // admin_users: add a moderator → super_admin only; stored: records with that e-mail
  ['anon', 'admin_users', 'insert', noGrant(401, 'admin_users', 0)],
  ['customerA', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['customerB', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['moderator', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['admin', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['superAdmin', 'admin_users', 'insert', ok(201, null, 1)],
  ['inactiveAdmin', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  ['driver', 'admin_users', 'insert', rlsViolation(403, 'admin_users', 0)],
  // admin_users: promote a fresh moderator record to admin → super_admin only; stored: its role
  ['anon', 'admin_users', 'update: promote', noGrant(401, 'admin_users', 'moderator')],
  ['customerA', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['customerB', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['moderator', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['admin', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['superAdmin', 'admin_users', 'update: promote', ok(200, ['admin'], 'admin')],
  ['inactiveAdmin', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  ['driver', 'admin_users', 'update: promote', ok(200, [], 'moderator')],
  // admin_users: demote the only active super_admin → only a super_admin reaches the row, and the
  // database refuses (P0001); stored: the seeded super_admin's role
  ['anon', 'admin_users', 'update: demote last', noGrant(401, 'admin_users', 'super_admin')],
  ['customerA', 'admin_users', 'update: demote last', ok(200, [], 'super_admin')],
  ['customerB', 'admin_users', 'update: demote last', ok(200, [], 'super_admin')],
  ['moderator', 'admin_users', 'update: demote last', ok(200, [], 'super_admin')],
  ['admin', 'admin_users', 'update: demote last', ok(200, [], 'super_admin')],
  [
    'superAdmin',
    'admin_users',
    'update: demote last',
    denied(400, 'P0001', 'At least one active super_admin must remain', 'super_admin', {
      details: 'role',
    }),
  ],
  ['inactiveAdmin', 'admin_users', 'update: demote last', ok(200, [], 'super_admin')],
  ['driver', 'admin_users', 'update: demote last', ok(200, [], 'super_admin')],
  // admin_users: remove a fresh record → super_admin only
  ['anon', 'admin_users', 'delete', noGrant(401, 'admin_users', 'kept')],
  ['customerA', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['customerB', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['moderator', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['admin', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['superAdmin', 'admin_users', 'delete', ok(200, 1, 'deleted')],
  ['inactiveAdmin', 'admin_users', 'delete', ok(200, 0, 'kept')],
  ['driver', 'admin_users', 'delete', ok(200, 0, 'kept')],
];

export const ADMIN_USERS_PROBES: Probes = {
  select: async (c) =>
    observe(
      await c.from('admin_users').select('email').in('id', SEED_ADMIN_IDS).order('email'),
      (rows) => rows.map((r) => r.email),
    ),
  insert: async (c) => {
    const email = `matrix.${randomUUID()}@example.com`;
    const result = observe(await c.from('admin_users').insert({ email, role: 'moderator' }));
    return { ...result, stored: await storedCount('admin_users', 'email', email) };
  },
  'update: promote': async (c) => {
    const id = await freshStaffRecord();
    const result = observe(
      await c.from('admin_users').update({ role: 'admin' }).eq('id', id).select('role'),
      (rows) => rows.map((r) => r.role),
    );
    const { data, error } = await actors.service
      .from('admin_users')
      .select('role')
      .eq('id', id)
      .single();
    return { ...result, stored: must(data, error, 'staff record').role };
  },
  'update: demote last': async (c) => {
    const result = observe(
      await c
        .from('admin_users')
        .update({ role: 'admin' })
        .eq('id', SEED_ADMIN_USERS.superAdmin)
        .select('role'),
      (rows) => rows.map((r) => r.role),
    );
    const { data, error } = await actors.service
      .from('admin_users')
      .select('role')
      .eq('id', SEED_ADMIN_USERS.superAdmin)
      .single();
    return { ...result, stored: must(data, error, 'super admin record').role };
  },
  delete: deleteFresh('admin_users', freshStaffRecord),
};
