/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { clearAuthCallback } from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen } from '@testing-library/react';

import { AreaRoutes, preloadAllPages } from './routes';
import { createFakeSupabase } from './testing/fake-supabase';
import { signedInAs } from './testing/users';

const fake = createFakeSupabase();
let callback: shared.AuthCallback | null = null;
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return {
    ...actual,
    getSupabase: () => Promise.resolve(fake.client),
    authCallback: () => callback,
  };
});

beforeAll(() => preloadAllPages());

describe('mfe-account routes', () => {
  afterEach(() => {
    callback = null;
    clearAuthCallback();
  });

  it.each(['/dashboard', '/my-bookings', '/account-settings'])(
    '%s shows a loading state, nothing private, while the session is read',
    (url) => {
      renderArea(AreaRoutes, url);
      expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
      expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    },
  );

  it.each(['/dashboard', '/my-bookings', '/account-settings'])(
    '%s sends a signed-out visitor to /',
    (url) => {
      renderArea(AreaRoutes, url, { auth: { status: 'signed-out' } });
      expect(screen.getByText('Home page')).toBeInTheDocument();
    },
  );

  it('a signed-out visitor from an expired confirmation link is told so and offered a new one', async () => {
    callback = { type: null, errorCode: 'otp_expired', errorDescription: 'expired' };
    renderArea(AreaRoutes, '/dashboard', { auth: { status: 'signed-out' } });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Confirm Your Email' }),
    ).toBeInTheDocument();
    expect(screen.getByText('This link is invalid or has expired')).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: 'Send a new confirmation link' }),
    ).toBeInTheDocument();
  });

  it.each([
    ['/dashboard', 'Dashboard'],
    ['/my-bookings', 'My Bookings'],
    ['/account-settings', 'Account Settings'],
  ])('%s shows "%s" to a signed-in customer', async (url, heading) => {
    renderArea(AreaRoutes, url, { auth: signedInAs() });
    expect(await screen.findByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/reset-password opened directly asks for the e-mail to send a link to', () => {
    renderArea(AreaRoutes, '/reset-password', { auth: { status: 'signed-out' } });
    expect(
      screen.getByRole('heading', { level: 1, name: 'Reset Your Password' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeInTheDocument();
  });
});
