/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { renderArea } from '@bbt/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';

import { verifyPassword } from '../../data/password-check';
import { AreaRoutes, preloadAllPages } from '../../routes';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs, testUser } from '../../testing/users';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));
jest.mock('../../data/password-check', () => ({ verifyPassword: jest.fn() }));

const verify = jest.mocked(verifyPassword);

async function fillPasswords(u: ReturnType<typeof userEvent.setup>) {
  await u.type(screen.getByLabelText('Current password'), 'customer-demo-2026');
  await u.type(screen.getByLabelText('New password'), 'new-password-1');
  await u.type(screen.getByLabelText('Confirm new password'), 'new-password-1');
}

beforeAll(() => preloadAllPages());

describe('Account Settings', () => {
  beforeEach(() => jest.clearAllMocks());

  it('shows the profile, edits it through the auth service and keeps the e-mail read-only', async () => {
    const u = userEvent.setup();
    const updated = testUser({
      user_metadata: { ...testUser().user_metadata, phone: '+1 246 555 0199', gender: 'other' },
    });
    fake.client.auth.updateUser.mockResolvedValue({ data: { user: updated }, error: null });
    renderArea(AreaRoutes, '/account-settings', { auth: signedInAs() });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    expect(profile).toHaveTextContent('1 Bay Street');
    await u.click(within(profile).getByRole('button', { name: 'Edit Profile' }));
    const email = within(profile).getByLabelText('Email');
    expect(email).toHaveAttribute('readonly');
    expect(email).toHaveValue('customer@example.com');
    expect(profile).toHaveTextContent('Email cannot be changed');
    expect(within(profile).getByLabelText(/^Gender/)).toHaveValue('female');
    await u.clear(within(profile).getByLabelText(/^Phone number/));
    await u.type(within(profile).getByLabelText(/^Phone number/), '+1 246 555 0199');
    await u.selectOptions(within(profile).getByLabelText(/^Gender/), 'other');
    await u.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Profile updated successfully!', {
        duration: 5000,
      }),
    );
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({
      data: {
        first_name: 'Carla',
        last_name: 'Customer',
        phone: '+1 246 555 0199',
        address: '1 Bay Street',
        gender: 'other',
      },
    });
    expect(profile).toHaveTextContent('Other');
    expect(profile).toHaveTextContent('+1 246 555 0199');
  });

  it('Cancel leaves the profile as it was; a failure says so and keeps the form', async () => {
    const u = userEvent.setup();
    fake.client.auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: { status: 500, message: 'boom' },
    });
    renderArea(AreaRoutes, '/account-settings', { auth: signedInAs() });
    const profile = await screen.findByRole('region', { name: 'Profile' });
    await u.click(within(profile).getByRole('button', { name: 'Edit Profile' }));
    await u.type(within(profile).getByLabelText('First name'), 'x');
    await u.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to update profile. Please try again.', {
        duration: 5000,
      }),
    );
    expect(within(profile).getByLabelText('First name')).toHaveValue('Carlax');
    await u.click(within(profile).getByRole('button', { name: 'Cancel' }));
    expect(profile).toHaveTextContent('Carla');
    expect(profile).not.toHaveTextContent('Carlax');
  });

  it('Change Password waits for all three fields, then checks the current password first', async () => {
    const u = userEvent.setup();
    verify.mockResolvedValue({ outcome: 'wrong-current-password' });
    renderArea(AreaRoutes, '/account-settings', { auth: signedInAs() });
    const submit = await screen.findByRole('button', { name: 'Change Password' });
    expect(submit).toBeDisabled();
    await fillPasswords(u);
    expect(submit).toBeEnabled();
    await u.click(submit);
    expect(await screen.findByText('Your current password is incorrect')).toBeVisible();
    expect(verify).toHaveBeenCalledWith('customer@example.com', 'customer-demo-2026');
    expect(fake.client.auth.updateUser).not.toHaveBeenCalled();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please correct the password errors below', {
        duration: 5000,
      }),
    );
  });

  it('a verified change sets the new password and says so', async () => {
    const u = userEvent.setup();
    verify.mockResolvedValue({ outcome: 'verified', discard: jest.fn() });
    fake.client.auth.updateUser.mockResolvedValue({ data: { user: testUser() }, error: null });
    renderArea(AreaRoutes, '/account-settings', { auth: signedInAs() });
    await screen.findByRole('button', { name: 'Change Password' });
    await fillPasswords(u);
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(toast.success).toHaveBeenCalledWith('Password changed successfully!', {
        duration: 5000,
      }),
    );
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({ password: 'new-password-1' });
    expect(screen.getByLabelText('Current password')).toHaveValue('');
  });

  it('a failed change undoes the check and shows the failure message', async () => {
    const u = userEvent.setup();
    const discard = jest.fn();
    verify.mockResolvedValue({ outcome: 'verified', discard });
    fake.client.auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: { status: 500, message: 'boom' },
    });
    renderArea(AreaRoutes, '/account-settings', { auth: signedInAs() });
    await screen.findByRole('button', { name: 'Change Password' });
    await fillPasswords(u);
    await u.click(screen.getByRole('button', { name: 'Change Password' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Failed to change password. Please try again.', {
        duration: 5000,
      }),
    );
    expect(discard).toHaveBeenCalled();
  });

  it('Sign Out signs out and goes home', async () => {
    const u = userEvent.setup();
    renderArea(AreaRoutes, '/account-settings', { auth: signedInAs() });
    await u.click(await screen.findByRole('button', { name: 'Sign Out' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(fake.client.auth.signOut).toHaveBeenCalled();
  });
});
