/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { authStore, INITIAL_AUTH_STATE, SIGNED_OUT_STATE } from '@bbt/shared';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';
import { toast } from 'sonner';

import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs, testUser } from '../../testing/users';
import { AuthDialogs } from './auth-dialogs';

const fake = createFakeSupabase();
const rememberNextSession = jest.fn();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return {
    ...actual,
    getSupabase: () => Promise.resolve(fake.client),
    rememberNextSession: (remember: boolean) => rememberNextSession(remember),
  };
});
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

const authError = (code: string, status: number, message: string) => ({
  data: { user: null, session: null },
  error: { code, status, message },
});

function Host({ initial = 'login' as const }: { initial?: 'login' | 'signup' }) {
  const [mode, setMode] = useState<'login' | 'signup' | null>(initial);
  return (
    <>
      <p>Current mode: {mode ?? 'closed'}</p>
      <AuthDialogs mode={mode} onModeChange={setMode} />
    </>
  );
}

function renderDialogs(initial: 'login' | 'signup' = 'login', page = <p>Home page</p>) {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route
          path="/"
          element={
            <main id="main-content">
              {page}
              <Host initial={initial} />
            </main>
          }
        />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

const user = () => userEvent.setup();

describe('the login dialog', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    authStore.setState(SIGNED_OUT_STATE);
  });
  afterAll(() => authStore.setState(INITIAL_AUTH_STATE));

  it('is a labelled dialog with the e-mail field focused, Remember me off, and Escape closes it', async () => {
    const u = user();
    renderDialogs();
    const dialog = await screen.findByRole('dialog', { name: 'Log in' });
    expect(dialog).toBeInTheDocument();
    await waitFor(() => expect(screen.getByLabelText('Email')).toHaveFocus());
    expect(screen.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();
    await u.keyboard('{Escape}');
    expect(screen.getByText('Current mode: closed')).toBeInTheDocument();
  });

  it('refuses an invalid form with the required toast and field messages, calling nothing', async () => {
    const u = user();
    renderDialogs();
    await u.click(await screen.findByRole('button', { name: 'Log in' }));
    expect(await screen.findByText('Email is required')).toBeInTheDocument();
    expect(screen.getByText('Password is required')).toBeInTheDocument();
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please correct the errors below', {
        duration: 5000,
      }),
    );
    expect(fake.client.auth.signInWithPassword).not.toHaveBeenCalled();
  });

  it('an unconfirmed address gets the message and a working resend, then the confirmation-resent screen', async () => {
    const u = user();
    fake.client.auth.signInWithPassword.mockResolvedValue(
      authError('email_not_confirmed', 400, 'Email not confirmed'),
    );
    fake.client.auth.resend.mockResolvedValue({ data: {}, error: null });
    renderDialogs();
    await u.type(await screen.findByLabelText('Email'), 'new@example.com');
    await u.type(screen.getByLabelText('Password'), 'sunshine1');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your email address has not been confirmed. Please check your inbox for a confirmation link.',
    );
    await u.click(screen.getByRole('button', { name: 'Resend confirmation email' }));
    expect(
      await screen.findByRole('dialog', { name: 'Confirmation email sent' }),
    ).toHaveTextContent('new@example.com');
    expect(fake.client.auth.resend).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'signup', email: 'new@example.com' }),
    );
    await u.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });

  it('wrong credentials offer Create Account, which opens the sign-up form with the e-mail kept', async () => {
    const u = user();
    fake.client.auth.signInWithPassword.mockResolvedValue(
      authError('invalid_credentials', 400, 'Invalid login credentials'),
    );
    renderDialogs();
    await u.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The email or password you entered is incorrect. Please double-check your credentials.',
    );
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('dialog', { name: 'Create your account' })).toBeInTheDocument();
    expect(screen.getByText('Current mode: signup')).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveValue('someone@example.com');
  });

  it('too many attempts is worded from the 429', async () => {
    const u = user();
    fake.client.auth.signInWithPassword.mockResolvedValue(
      authError('over_request_rate_limit', 429, 'Request rate limit reached'),
    );
    renderDialogs();
    await u.type(await screen.findByLabelText('Email'), 'someone@example.com');
    await u.type(screen.getByLabelText('Password'), 'wrong');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many login attempts. Please wait a few minutes before trying again.',
    );
  });

  it('signs in with the Remember me choice, waits for the shell to know, then opens the dashboard', async () => {
    const u = user();
    const customer = testUser();
    fake.client.auth.signInWithPassword.mockResolvedValue({
      data: signedInAs(customer),
      error: null,
    });
    renderDialogs();
    await u.type(await screen.findByLabelText('Email'), 'customer@example.com');
    await u.type(screen.getByLabelText('Password'), 'customer-demo-2026');
    await u.click(screen.getByRole('checkbox', { name: 'Remember me' }));
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(fake.client.auth.signInWithPassword).toHaveBeenCalled());
    expect(rememberNextSession).toHaveBeenCalledWith(true);
    // Still on the page until the auth store shows the user.
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    act(() => authStore.setState(signedInAs(customer)));
    expect(await screen.findByText('Dashboard page')).toBeInTheDocument();
    expect(toast.success).toHaveBeenCalledWith('Welcome back, Carla Customer!', { duration: 5000 });
  });

  it('leaves a visitor with a half-typed form on their page and offers the dashboard instead', async () => {
    const u = user();
    const customer = testUser();
    authStore.setState(signedInAs(customer));
    fake.client.auth.signInWithPassword.mockResolvedValue({
      data: signedInAs(customer),
      error: null,
    });
    renderDialogs(
      'login',
      <form aria-label="Booking">
        <input aria-label="Guest name" defaultValue="Ann Lee" />
      </form>,
    );
    await u.type(await screen.findByLabelText('Email'), 'customer@example.com');
    await u.type(screen.getByLabelText('Password'), 'customer-demo-2026');
    await u.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(screen.getByText('Current mode: closed')).toBeInTheDocument());
    expect(screen.getByLabelText('Guest name')).toHaveValue('Ann Lee');
    expect(toast.success).toHaveBeenCalledWith(
      'Welcome back, Carla Customer!',
      expect.objectContaining({ action: expect.objectContaining({ label: 'Go to Dashboard' }) }),
    );
  });

  it('forgot password: the e-mail rule, the provider refusal, then the reset-email-sent screen', async () => {
    const u = user();
    fake.client.auth.resetPasswordForEmail
      .mockResolvedValueOnce({
        data: null,
        error: {
          code: 'over_email_send_rate_limit',
          status: 429,
          message: 'For security purposes, you can only request this after 30 seconds.',
        },
      })
      .mockResolvedValueOnce({ data: {}, error: null });
    renderDialogs();
    await u.click(await screen.findByRole('button', { name: 'Forgot password?' }));
    expect(await screen.findByRole('dialog', { name: 'Reset your password' })).toBeInTheDocument();
    await u.type(screen.getByLabelText('Email'), 'not-an-email');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    await waitFor(() =>
      expect(toast.error).toHaveBeenCalledWith('Please enter a valid email address', {
        duration: 5000,
      }),
    );
    await u.clear(screen.getByLabelText('Email'));
    await u.type(screen.getByLabelText('Email'), 'customer@example.com');
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'For security purposes, you can only request this after 30 seconds.',
    );
    await u.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('dialog', { name: 'Check your email' })).toHaveTextContent(
      'customer@example.com',
    );
    expect(fake.client.auth.resetPasswordForEmail).toHaveBeenLastCalledWith(
      'customer@example.com',
      { redirectTo: 'http://localhost/reset-password' },
    );
    await u.click(screen.getByRole('button', { name: 'Back to login' }));
    expect(await screen.findByRole('dialog', { name: 'Log in' })).toBeInTheDocument();
  });
});
