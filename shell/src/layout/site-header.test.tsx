/** @jest-environment jsdom */
import { applySiteSettings, authStore, INITIAL_AUTH_STATE, SIGNED_OUT_STATE } from '@bbt/shared';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { User } from '@supabase/supabase-js';
import { MemoryRouter } from 'react-router';

import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';

const carla = {
  id: 'u1',
  email: 'carla@example.com',
  user_metadata: { first_name: 'Carla', last_name: 'Customer' },
} as unknown as User;

function renderHeader(onOpenAuth = jest.fn()) {
  render(
    <MemoryRouter initialEntries={['/contact']}>
      <SiteHeader onOpenAuth={onOpenAuth} />
    </MemoryRouter>,
  );
  return onOpenAuth;
}

const menu = () => document.querySelector('details.mobile-menu') as HTMLDetailsElement;

describe('site header', () => {
  afterEach(() => act(() => authStore.setState(INITIAL_AUTH_STATE)));

  it('links every home section and Book Now to the calculator', () => {
    act(() => authStore.setState(SIGNED_OUT_STATE));
    renderHeader();
    const main = screen.getByRole('navigation', { name: 'Main' });
    const links = within(main).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Home', '/'],
      ['Services', '/#services'],
      ['About Us', '/#about'],
      ['Testimonials', '/#testimonials'],
      ['Contact', '/#contact'],
    ]);
    expect(screen.getByRole('link', { name: 'Book Now' })).toHaveAttribute(
      'href',
      '/#price-calculator',
    );
  });

  it('shows the support phone and e-mail, in the header and in the phone menu', () => {
    act(() => authStore.setState(SIGNED_OUT_STATE));
    renderHeader();
    const contact = within(document.querySelector('.site-header__contact') as HTMLElement);
    expect(contact.getByRole('link', { name: '+1 246 269 9288' })).toHaveAttribute(
      'href',
      'tel:+12462699288',
    );
    expect(contact.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    );
    expect(
      within(menu()).getByRole('link', { name: 'Email us: bookings@example.com' }),
    ).toHaveAttribute('href', 'mailto:bookings@example.com');
  });

  it('the e-mail follows the site settings', () => {
    act(() => applySiteSettings({ supportEmail: 'help@example.org' }));
    try {
      renderHeader();
      expect(screen.getByRole('link', { name: 'help@example.org' })).toHaveAttribute(
        'href',
        'mailto:help@example.org',
      );
      expect(
        within(menu()).getByRole('link', { name: 'Email us: help@example.org' }),
      ).toBeInTheDocument();
    } finally {
      act(() => applySiteSettings({ supportEmail: '' }));
    }
  });

  it('the phone menu is a <details> that closes on a choice and on Escape', () => {
    act(() => authStore.setState(SIGNED_OUT_STATE));
    const onOpenAuth = renderHeader();
    const summary = menu().querySelector('summary') as HTMLElement;
    menu().open = true;
    fireEvent.click(within(menu()).getByRole('link', { name: 'Services' }));
    expect(menu().open).toBe(false);

    menu().open = true;
    summary.blur();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(menu().open).toBe(false);
    expect(summary).toHaveFocus();

    menu().open = true;
    fireEvent.click(within(menu()).getByRole('button', { name: 'Sign Up' }));
    expect(menu().open).toBe(false);
    expect(onOpenAuth).toHaveBeenCalledWith('signup');
  });

  it('a click outside closes the phone menu', () => {
    act(() => authStore.setState(SIGNED_OUT_STATE));
    renderHeader();
    menu().open = true;
    fireEvent.click(document.body);
    expect(menu().open).toBe(false);
  });

  it('signed in: the phone menu lists the account pages, without Admin Panel for customers', async () => {
    act(() =>
      authStore.setState({
        ...SIGNED_OUT_STATE,
        status: 'signed-in',
        user: carla,
        adminRole: null,
      }),
    );
    renderHeader();
    await screen.findByRole('button', { name: 'Carla Customer' }, { timeout: 5000 });
    const panel = within(menu());
    expect(panel.getByText('Carla Customer')).toBeInTheDocument();
    expect(panel.getByText(/Customer account/)).toBeInTheDocument();
    const labels = panel.getAllByRole('link').map((link) => link.textContent);
    expect(labels).toEqual(
      expect.arrayContaining(['Dashboard', 'My Bookings', 'Account Settings']),
    );
    expect(labels).not.toContain('Admin Panel');
    expect(labels).not.toContain('My jobs');
    expect(panel.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    expect(panel.queryByRole('button', { name: 'Login' })).toBeNull();
  });

  it('Login and Sign Up, then the signed-in menu, take the same fixed-size box', async () => {
    renderHeader(); // the session is still loading, as in the prerendered HTML
    const box = document.querySelector('.site-header__session') as HTMLElement;
    expect(
      within(box)
        .getAllByRole('button')
        .map((button) => button.textContent),
    ).toEqual(['Login', 'Sign Up']);
    act(() =>
      authStore.setState({
        ...SIGNED_OUT_STATE,
        status: 'signed-in',
        user: carla,
        adminRole: null,
      }),
    );
    await within(box).findByRole('button', { name: 'Carla Customer' }, { timeout: 5000 });
    expect(document.querySelector('.site-header__session')).toBe(box);
  });

  it('signed in as staff: Admin Panel appears', async () => {
    act(() =>
      authStore.setState({
        ...SIGNED_OUT_STATE,
        status: 'signed-in',
        user: carla,
        adminRole: 'admin',
      }),
    );
    renderHeader();
    await screen.findByRole('button', { name: 'Carla Customer' }, { timeout: 5000 });
    expect(within(menu()).getByRole('link', { name: 'Admin Panel' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('signed in as a driver: My jobs appears in the user menu, linking to /driver', async () => {
    act(() =>
      authStore.setState({
        ...SIGNED_OUT_STATE,
        status: 'signed-in',
        user: carla,
        isDriver: true,
      }),
    );
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Carla Customer' }, { timeout: 5000 });
    fireEvent.click(button);
    const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '')!);
    expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'My jobs',
      'My Bookings',
      'Account Settings',
    ]);
    expect(panel.getByRole('link', { name: 'My jobs' })).toHaveAttribute('href', '/driver');
  });

  it('the signed-in menu shows initials, name, role and the account links; Escape closes it', async () => {
    act(() =>
      authStore.setState({
        ...SIGNED_OUT_STATE,
        status: 'signed-in',
        user: carla,
        adminRole: 'super_admin',
      }),
    );
    renderHeader();
    const button = await screen.findByRole('button', { name: 'Carla Customer' }, { timeout: 5000 });
    expect(button).toHaveTextContent('CC');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    fireEvent.click(button);
    expect(button).toHaveAttribute('aria-expanded', 'true');
    const panel = within(document.getElementById(button.getAttribute('aria-controls') ?? '')!);
    expect(panel.getByText('Super Admin')).toBeInTheDocument();
    expect(panel.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'Dashboard',
      'Admin Panel',
      'My Bookings',
      'Account Settings',
    ]);
    expect(panel.getByRole('button', { name: 'Sign Out' })).toBeInTheDocument();
    fireEvent.keyDown(document, { key: 'Escape' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });
});

describe('site footer', () => {
  it('lists the eight services and the support phone, e-mail, chat link and hours', () => {
    render(
      <MemoryRouter>
        <SiteFooter />
      </MemoryRouter>,
    );
    const services = within(screen.getByRole('region', { name: 'Services' })).getAllByRole('link');
    expect(services).toHaveLength(8);
    expect(screen.getByRole('link', { name: '+1 246 269 9288' })).toHaveAttribute(
      'href',
      'tel:+12462699288',
    );
    expect(screen.getByRole('link', { name: 'bookings@example.com' })).toHaveAttribute(
      'href',
      'mailto:bookings@example.com',
    );
    const chat = screen.getByRole('link', { name: /WhatsApp/ });
    const url = new URL(chat.getAttribute('href') ?? '');
    expect(url.searchParams.get('text')).toBe('Hello! I have a question about my booking');
    expect(screen.getByText('Hours: 8:30 AM to 6:30 PM (GMT-4)')).toBeInTheDocument();
  });
});
