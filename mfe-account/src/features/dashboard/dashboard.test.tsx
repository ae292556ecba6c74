/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { forgetRevealedHead, markHeadRevealed } from '@bbt/shared/early-access';
import { renderArea } from '@bbt/shared/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { toast } from 'sonner';

import { AreaRoutes, preloadAllPages } from '../../routes';
import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs, testUser } from '../../testing/users';
import { memberSince } from './account-summary';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

beforeAll(() => preloadAllPages());

describe('Dashboard', () => {
  beforeEach(() => jest.clearAllMocks());
  afterEach(() => forgetRevealedHead());

  it('keeps the head the shell showed while the session is read, and nothing private', () => {
    markHeadRevealed('/dashboard');
    renderArea(AreaRoutes, '/dashboard');
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText(/Your profile and your account at a glance/)).toBeVisible();
    expect(screen.queryByText(/Welcome back/)).toBeNull();
  });

  it('shows only a loading state while the session is read when the shell showed no head', () => {
    renderArea(AreaRoutes, '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account…');
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
  });

  it('welcomes the customer with their initials, summary and quick actions', async () => {
    renderArea(AreaRoutes, '/dashboard', { auth: signedInAs() });
    expect(await screen.findByRole('heading', { level: 1, name: 'Dashboard' })).toBeVisible();
    expect(screen.getByText('Welcome back, Carla!')).toBeVisible();
    expect(screen.getByText('CC')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Account Summary' });
    expect(summary).toHaveTextContent('Account StatusActive');
    expect(summary).toHaveTextContent('Member SinceSat, 24 Oct 2026');
    expect(summary).toHaveTextContent('Email VerifiedVerified');
    const actions = screen.getByRole('region', { name: 'Quick Actions' });
    expect(within(actions).getByRole('link', { name: /View My Bookings/ })).toHaveAttribute(
      'href',
      '/my-bookings',
    );
    expect(within(actions).getByRole('link', { name: /Book New Trip/ })).toHaveAttribute(
      'href',
      '/#price-calculator',
    );
    expect(within(actions).getByRole('link', { name: /Contact Support/ })).toHaveAttribute(
      'href',
      '/contact',
    );
  });

  it("an unverified e-mail reads 'Pending' with its note", async () => {
    renderArea(AreaRoutes, '/dashboard', {
      auth: signedInAs(testUser({ email_confirmed_at: undefined })),
    });
    const summary = await screen.findByRole('region', { name: 'Account Summary' });
    expect(summary).toHaveTextContent('Pending');
    expect(summary).toHaveTextContent('Please check your email for verification link');
  });

  it("edits name, gender and phone; a failure shows the server's message", async () => {
    const u = userEvent.setup();
    fake.client.auth.updateUser.mockResolvedValue({
      data: { user: null },
      error: { code: 'validation_failed', status: 400, message: 'data must be an object' },
    });
    renderArea(AreaRoutes, '/dashboard', { auth: signedInAs() });
    const profile = await screen.findByRole('region', { name: 'Your Profile' });
    await u.click(within(profile).getByRole('button', { name: 'Edit Profile' }));
    expect(within(profile).queryByLabelText(/^Address/)).toBeNull();
    await u.click(within(profile).getByRole('button', { name: 'Save Changes' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('data must be an object', { duration: 5000 }),
    );
    expect(fake.client.auth.updateUser).toHaveBeenCalledWith({
      data: {
        first_name: 'Carla',
        last_name: 'Customer',
        gender: 'female',
        phone: '+1 246 555 0101',
      },
    });
  });

  it('Logout signs out and goes to /', async () => {
    const u = userEvent.setup();
    renderArea(AreaRoutes, '/dashboard', { auth: signedInAs() });
    await u.click(await screen.findByRole('button', { name: 'Logout' }));
    expect(await screen.findByText('Home page')).toBeVisible();
    expect(fake.client.auth.signOut).toHaveBeenCalled();
  });

  it('member since is a Barbados date, or a dash when unknown', () => {
    expect(memberSince('2026-11-23T02:00:00Z')).toBe('Sun, 22 Nov 2026');
    expect(memberSince(undefined)).toBe('—');
    expect(memberSince('not a date')).toBe('—');
  });
});
