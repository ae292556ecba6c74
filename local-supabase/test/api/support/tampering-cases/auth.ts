/** Forged, corrupted, expired, unsigned or wrong-secret JWTs, and role claims PostgREST must refuse. */
import { DEMO_JWT_SECRET, DEMO_SERVICE_ROLE_KEY } from '../../../../src/config';
import { SEED_BOOKINGS, SEED_USERS } from '../../../../src/testing/seed-ids';
import { observe } from '../../../../src/testing/api-server';
import { type Case, badJwt, base64url, ctx, refused, sign } from '../tampering';

export const AUTH_CASES: Case[] = [
  // --- Tokens -------------------------------------------------------------------------------------
  {
    name: "a customer's token with its e-mail claim changed to an admin's (signature no longer matches)",
    send: async () => {
      const [header, payload] = ctx().customerToken.split('.');
      const claims = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as Record<
        string,
        unknown
      >;
      const forged = `${header}.${base64url({ ...claims, email: SEED_USERS.admin.email })}.${ctx().customerToken.split('.')[2]}`;
      return observe(await ctx().t.withToken(forged).from('bookings').select('id'));
    },
    expected: badJwt,
  },
  {
    name: "a customer's token with a corrupted signature cancelling their booking",
    send: async () => {
      // Flip the FIRST character of the signature: the last one carries padding bits, and a change
      // there alone can leave the signature bytes (and so the token) valid.
      const token = ctx().customerToken;
      const start = token.lastIndexOf('.') + 1;
      const flipped = token[start] === 'A' ? 'B' : 'A';
      const forged = `${token.slice(0, start)}${flipped}${token.slice(start + 1)}`;
      return observe(
        await ctx()
          .t.withToken(forged)
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customerPending),
      );
    },
    expected: badJwt,
  },
  {
    name: 'an expired token (signed with the real secret) cancelling a booking',
    send: async () => {
      const now = Math.floor(Date.now() / 1000);
      const expired = await sign(
        {
          sub: SEED_USERS.customer.id,
          email: SEED_USERS.customer.email,
          role: 'authenticated',
          aud: 'authenticated',
        },
        ctx().t.server.config.jwtSecret,
        { iat: now - 7200, exp: now - 3600 },
      );
      return observe(
        await ctx()
          .t.withToken(expired)
          .from('bookings')
          .update({ status: 'cancelled' })
          .eq('id', SEED_BOOKINGS.customerPending),
      );
    },
    expected: refused(401, 'PGRST303', 'JWT expired'),
  },
  {
    name: 'a service_role token signed with the wrong secret deleting a booking',
    send: async () => {
      const forged = await sign(
        { role: 'service_role' },
        'not-the-project-secret-not-the-project-secret',
      );
      return observe(
        await ctx()
          .t.withToken(forged)
          .from('bookings')
          .delete()
          .eq('id', SEED_BOOKINGS.guestPending),
      );
    },
    expected: badJwt,
  },
  {
    name: 'a service_role token signed with the public demo secret reading every staff account',
    send: async () => {
      const forged = await sign({ role: 'service_role' }, DEMO_JWT_SECRET);
      return observe(await ctx().t.withToken(forged).from('admin_users').select('*'));
    },
    expected: badJwt,
  },
  {
    name: 'the public demo service_role key reading every staff account',
    send: async () =>
      observe(await ctx().t.withToken(DEMO_SERVICE_ROLE_KEY).from('admin_users').select('*')),
    expected: badJwt,
  },
  {
    name: 'an unsigned (alg none) service_role token reading every booking',
    send: async () => {
      const exp = Math.floor(Date.now() / 1000) + 3600;
      const unsigned = `${base64url({ alg: 'none', typ: 'JWT' })}.${base64url({ role: 'service_role', exp })}.`;
      return observe(await ctx().t.withToken(unsigned).from('bookings').select('id'));
    },
    expected: badJwt,
  },
  {
    name: 'a validly signed token claiming the postgres role',
    send: async () => {
      const token = await sign({ role: 'postgres' }, ctx().t.server.config.jwtSecret);
      return observe(
        await ctx()
          .t.withToken(token)
          .from('bookings')
          .delete()
          .eq('id', SEED_BOOKINGS.guestPending),
      );
    },
    expected: refused(403, '42501', 'permission denied to set role "postgres"'),
  },
];
