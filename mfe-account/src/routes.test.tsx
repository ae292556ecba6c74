import { renderArea } from '@bbt/shared/testing';
import type { Session, User } from '@supabase/supabase-js';
import { screen } from '@testing-library/react';

import { AreaRoutes } from './routes';

const user = { id: 'u1', email: 'ada@example.com', user_metadata: {} } as unknown as User;
const signedIn = { status: 'signed-in' as const, user, session: { user } as unknown as Session };

describe('mfe-account routes', () => {
  it.each([
    ['/my-bookings', 'My Bookings'],
    ['/account-settings', 'Account Settings'],
    ['/reset-password', 'Reset Your Password'],
  ])('%s shows "%s"', (url, heading) => {
    renderArea(AreaRoutes, url);
    expect(screen.getByRole('heading', { level: 1, name: heading })).toBeInTheDocument();
  });

  it('/dashboard shows a loading state while the session is being read', () => {
    renderArea(AreaRoutes, '/dashboard');
    expect(screen.getByRole('status')).toHaveTextContent('Loading your account');
  });

  it('/dashboard sends a signed-out visitor to / (SPEC section 2, Dashboard)', () => {
    renderArea(AreaRoutes, '/dashboard', { auth: { status: 'signed-out' } });
    expect(screen.getByText('Home page')).toBeInTheDocument();
  });

  it('/dashboard welcomes a signed-in customer', () => {
    renderArea(AreaRoutes, '/dashboard', { auth: signedIn });
    expect(screen.getByRole('heading', { level: 1, name: 'Dashboard' })).toBeInTheDocument();
    expect(screen.getByText(/ada@example.com/)).toBeInTheDocument();
  });
});
