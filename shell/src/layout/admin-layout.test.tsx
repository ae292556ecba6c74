import { authStore, INITIAL_AUTH_STATE, SIGNED_OUT_STATE } from '@bbt/shared';
import type { Session } from '@supabase/supabase-js';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, Route, Routes } from 'react-router';

import { AdminLayout } from './admin-layout';

// The remote itself (mfe-admin) renders nothing of a page until access is granted; here the slot
// only shows that the area is being loaded.
jest.mock('../remotes/remote-slot', () => ({
  RemoteSlot: ({ id }: { id: string }) => <div data-testid="remote-slot">{id}</div>,
}));

function renderAdmin() {
  return render(
    <MemoryRouter initialEntries={['/admin/bookings']}>
      <Routes>
        <Route path="/admin/*" element={<AdminLayout />} />
        <Route path="/" element={<h1>Home page</h1>} />
      </Routes>
    </MemoryRouter>,
  );
}

function signedInAs(adminRole: 'moderator' | 'super_admin') {
  const user = { id: 'staff-1', email: 'staff@example.com' };
  authStore.setState({
    status: 'signed-in',
    session: { access_token: 'token', user } as unknown as Session,
    user: user as Session['user'],
    adminRole,
  });
}

beforeEach(() => authStore.setState(INITIAL_AUTH_STATE));

describe('AdminLayout (route guard)', () => {
  it('shows no admin navigation while access is checked, and loads the area meanwhile', () => {
    renderAdmin();
    expect(screen.queryByRole('navigation', { name: 'Admin' })).not.toBeInTheDocument();
    expect(screen.queryByText('Back to site')).toBeInTheDocument();
    expect(screen.getByTestId('remote-slot')).toHaveTextContent('mfe_admin/routes');
  });

  it('keeps the place of Sign Out while the session loads, out of sight and of reach', () => {
    renderAdmin();
    expect(screen.queryByRole('button', { name: 'Sign Out' })).not.toBeInTheDocument();
    expect(screen.getByText('Sign Out')).toHaveStyle({ visibility: 'hidden' });
    act(() => signedInAs('moderator'));
    expect(screen.getByRole('button', { name: 'Sign Out' })).toBeVisible();
  });

  it('sends a visitor who is not signed in home', () => {
    renderAdmin();
    act(() => authStore.setState(SIGNED_OUT_STATE));
    expect(screen.getByRole('heading', { name: 'Home page' })).toBeInTheDocument();
  });

  it('lets staff in: the page, the items of their role and the role badge', () => {
    signedInAs('moderator');
    renderAdmin();
    expect(screen.getByTestId('remote-slot')).toBeInTheDocument();
    const nav = screen.getByRole('navigation', { name: 'Admin' });
    expect(nav).toHaveTextContent('DashboardBookingsDispatchTestimonialsFleet');
    expect(screen.getByText('Admin', { selector: '.role-badge' })).toBeInTheDocument();
  });

  it('labels a super admin as Super Admin and offers Users and Settings', () => {
    signedInAs('super_admin');
    renderAdmin();
    expect(screen.getByText('Super Admin', { selector: '.role-badge' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Settings' })).toBeInTheDocument();
  });
});
