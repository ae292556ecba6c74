/** @jest-environment jsdom */
import type * as shared from '@bbt/shared';
import { authStore, INITIAL_AUTH_STATE, SIGNED_OUT_STATE } from '@bbt/shared';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { createFakeSupabase } from '../../testing/fake-supabase';
import { signedInAs, testUser } from '../../testing/users';
import { AuthDialogs } from './auth-dialogs';

const fake = createFakeSupabase();
jest.mock('@bbt/shared', () => {
  const actual = jest.requireActual<typeof shared>('@bbt/shared');
  return { ...actual, getSupabase: () => Promise.resolve(fake.client) };
});
jest.mock('sonner', () => ({
  toast: { success: jest.fn(), error: jest.fn(), warning: jest.fn(), info: jest.fn() },
}));

function Host() {
  const [mode, setMode] = useState<'login' | 'signup' | null>('signup');
  return <AuthDialogs mode={mode} onModeChange={setMode} />;
}

function renderSignUp() {
  return render(
    <MemoryRouter initialEntries={['/']}>
      <Routes>
        <Route path="/" element={<Host />} />
        <Route path="/dashboard" element={<h1>Dashboard page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

async function fillIn(u: ReturnType<typeof userEvent.setup>) {
  await u.type(await screen.findByLabelText('First name'), 'Ann');
  await u.type(screen.getByLabelText('Last name'), 'Lee');
  await u.type(screen.getByLabelText('Email'), 'ann@example.com');
  await u.type(screen.getByLabelText(/^Phone number/), '+1 246 555 0100');
  await u.click(screen.getByRole('radio', { name: 'Female' }));
  await u.type(screen.getByLabelText('Password'), 'sunshine1');
  await u.type(screen.getByLabelText('Confirm password'), 'sunshine1');
  await u.click(screen.getByRole('checkbox', { name: 'I agree to the terms and conditions' }));
}

describe('the sign-up dialog', () => {
  beforeEach(() => {
    jest.clearAllMocks();
    authStore.setState(SIGNED_OUT_STATE);
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => authStore.setState(INITIAL_AUTH_STATE));

  it('checks each field when it loses focus, with the required messages', async () => {
    const u = userEvent.setup();
    renderSignUp();
    const first = await screen.findByLabelText('First name');
    await u.type(first, 'A');
    await u.tab();
    expect(await screen.findByText('First name must be at least 2 characters long')).toBeVisible();
    await u.type(screen.getByLabelText(/^Phone number/), '12');
    await u.tab();
    expect(await screen.findByText('Please enter a valid phone number')).toBeVisible();
    await u.type(screen.getByLabelText('Password'), 'short');
    await u.tab();
    expect(await screen.findByText('Password must be at least 8 characters long')).toBeVisible();
  });

  it('on submit flags every missing field, terms and gender included, and sends nothing', async () => {
    const u = userEvent.setup();
    renderSignUp();
    await u.click(await screen.findByRole('button', { name: 'Create Account' }));
    for (const message of [
      'First name is required',
      'Last name is required',
      'Email is required',
      'Phone number is required',
      'Gender is required',
      'Password is required',
      'Please confirm your password',
      'You must agree to the terms and conditions',
    ]) {
      expect(await screen.findByText(message)).toBeVisible();
    }
    expect(fake.client.auth.signUp).not.toHaveBeenCalled();
  });

  it('sends the profile metadata and, when confirmation is required, names the inbox', async () => {
    const u = userEvent.setup();
    fake.client.auth.signUp.mockResolvedValue({
      data: { user: { id: 'new', identities: [{ id: 'i' }] }, session: null },
      error: null,
    });
    renderSignUp();
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Welcome, Ann!' });
    expect(dialog).toHaveTextContent("we've sent a confirmation link to ann@example.com");
    expect(dialog).toHaveTextContent('local inbox');
    expect(fake.client.auth.signUp).toHaveBeenCalledWith({
      email: 'ann@example.com',
      password: 'sunshine1',
      options: {
        data: {
          first_name: 'Ann',
          last_name: 'Lee',
          phone: '+1 246 555 0100',
          gender: 'female',
          address: '',
        },
        emailRedirectTo: 'http://localhost/dashboard',
      },
    });
  });

  it('shows the provider message on failure, keeping everything typed', async () => {
    const u = userEvent.setup();
    fake.client.auth.signUp.mockResolvedValue({
      data: { user: null, session: null },
      error: {
        code: 'signup_disabled',
        status: 422,
        message: 'Signups not allowed for this instance',
      },
    });
    renderSignUp();
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Signups not allowed for this instance',
    );
    expect(screen.getByLabelText('First name')).toHaveValue('Ann');
  });

  it('says so when the address already has an account', async () => {
    const u = userEvent.setup();
    fake.client.auth.signUp.mockResolvedValue({
      data: { user: { id: 'fake', identities: [] }, session: null },
      error: null,
    });
    renderSignUp();
    await fillIn(u);
    await u.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/may already have an account/)).toBeVisible();
  });

  it('when the backend signs the visitor in, the dialog closes after 3 seconds and opens the dashboard', async () => {
    const u = userEvent.setup();
    const customer = testUser({ id: 'new-user' });
    fake.client.auth.signUp.mockResolvedValue({ data: signedInAs(customer), error: null });
    fake.client.auth.getSession.mockResolvedValue({
      data: { session: signedInAs(customer).session },
      error: null,
    });
    renderSignUp();
    await fillIn(u);
    jest.useFakeTimers();
    fireEvent.click(screen.getByRole('button', { name: 'Create Account' }));
    expect(await screen.findByText(/Taking you to your dashboard/)).toBeVisible();
    act(() => authStore.setState(signedInAs(customer)));
    await act(async () => {
      jest.advanceTimersByTime(2900);
    });
    expect(screen.queryByText('Dashboard page')).not.toBeInTheDocument();
    await act(async () => {
      jest.advanceTimersByTime(200);
    });
    jest.useRealTimers();
    await waitFor(() => expect(screen.getByText('Dashboard page')).toBeInTheDocument());
  });
});
