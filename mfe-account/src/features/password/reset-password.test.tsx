/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';

import { AreaRoutes, preloadAllPages } from '../../routes';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs } from '../../testing/users';

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
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

beforeAll(() => preloadAllPages());

describe('/reset-password', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    sessionStorage.clear();
    callback = null;
  });

  it('from a recovery link: sets a new password by the strength rule, then says the visitor is signed in', async () => {
    const u = userEvent.setup();
    callback = { type: 'recovery', errorCode: null, errorDescription: null };
    fake.client.auth.updateUser
      .mockResolvedValueOnce({
        data: { user: null },
        error: { code: 'same_password', status: 422, message: 'New password should be different' },
      })
      .mockResolvedValueOnce({ data: { user: {} }, error: null });
    renderArea(AreaRoutes, '/reset-password', { auth: signedInAs() });
    await u.type(await screen.findByLabelText('New password'), 'password');
    await u.type(screen.getByLabelText('Confirm new password'), 'password');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('Password must contain at least one letter and one number'),
    ).toBeVisible();
    await u.clear(screen.getByLabelText('New password'));
    await u.type(screen.getByLabelText('New password'), 'customer-demo-2026');
    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'customer-demo-2026');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(
      await screen.findByText('New password must be different from your current password'),
    ).toBeVisible();
    await u.clear(screen.getByLabelText('New password'));
    await u.type(screen.getByLabelText('New password'), 'brand-new-2027');
    await u.clear(screen.getByLabelText('Confirm new password'));
    await u.type(screen.getByLabelText('Confirm new password'), 'brand-new-2027');
    await u.click(screen.getByRole('button', { name: 'Set new password' }));
    expect(await screen.findByText('Your password has been changed')).toBeVisible();
    expect(screen.getByText(/You are now signed in as customer@example.com/)).toBeVisible();
    expect(fake.client.auth.updateUser).toHaveBeenLastCalledWith({ password: 'brand-new-2027' });
  });

  it('after a reload of the recovery page the form is still offered (this tab remembers)', async () => {
    callback = { type: 'recovery', errorCode: null, errorDescription: null };
    const first = renderArea(AreaRoutes, '/reset-password', { auth: signedInAs() });
    await screen.findByLabelText('New password');
    first.unmount();
    callback = null;
    renderArea(AreaRoutes, '/reset-password', { auth: signedInAs() });
    expect(await screen.findByLabelText('New password')).toBeVisible();
  });

  it('an expired or used link says so and offers a new one', async () => {
    const u = userEvent.setup();
    callback = {
      type: null,
      errorCode: 'otp_expired',
      errorDescription: 'Email link is invalid or has expired',
    };
    fake.client.auth.resetPasswordForEmail.mockResolvedValue({ data: {}, error: null });
    renderArea(AreaRoutes, '/reset-password', { auth: { status: 'signed-out' } });
    expect(await screen.findByText('This link is invalid or has expired')).toBeVisible();
    await u.type(screen.getByLabelText('Email'), 'customer@example.com');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(
      'If an account exists for customer@example.com, a new link to choose a password is on its way.',
    );
  });

  it('a signed-in visit without a recovery link points to Account Settings', async () => {
    renderArea(AreaRoutes, '/reset-password', { auth: signedInAs() });
    expect(await screen.findByRole('link', { name: 'Go to Account Settings' })).toHaveAttribute(
      'href',
      '/account-settings',
    );
    await waitFor(() => expect(screen.queryByLabelText('New password')).toBeNull());
  });
});
