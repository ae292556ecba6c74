import type { RemoteKey } from './e2e-env';

export interface SiteRoute {
  path: string;
  heading: string;
  owner: RemoteKey;
  layout: 'public' | 'admin';
  /** A customer page: signed-out visitors are sent to /, so the check signs in first. */
  signedIn?: boolean;
}

/** Every route of the site with the page heading its owning remote renders. */
export const SITE_ROUTES: readonly SiteRoute[] = [
  { path: '/gig/1', heading: 'Airport Transfer', owner: 'mfe_marketing', layout: 'public' },
  { path: '/gig/8', heading: 'Concierge Services', owner: 'mfe_marketing', layout: 'public' },
  { path: '/gig/9', heading: 'Service Not Found', owner: 'mfe_marketing', layout: 'public' },
  { path: '/contact', heading: 'Contact Us', owner: 'mfe_marketing', layout: 'public' },
  { path: '/refund-policy', heading: 'Refund Policy', owner: 'mfe_marketing', layout: 'public' },
  {
    path: '/cancel-reservation',
    heading: 'Cancel a Reservation',
    owner: 'mfe_marketing',
    layout: 'public',
  },
  {
    path: '/cancel-confirmation',
    heading: 'Cancellation Request Received',
    owner: 'mfe_marketing',
    layout: 'public',
  },
  { path: '/book-tour', heading: 'Book an Island Tour', owner: 'mfe_booking', layout: 'public' },
  { path: '/book-night-out', heading: 'Book a Night Out', owner: 'mfe_booking', layout: 'public' },
  {
    path: '/my-bookings',
    heading: 'My Bookings',
    owner: 'mfe_account',
    layout: 'public',
    signedIn: true,
  },
  {
    path: '/account-settings',
    heading: 'Account Settings',
    owner: 'mfe_account',
    layout: 'public',
    signedIn: true,
  },
  {
    path: '/reset-password',
    heading: 'Reset Your Password',
    owner: 'mfe_account',
    layout: 'public',
  },
  { path: '/admin', heading: 'Admin Dashboard', owner: 'mfe_admin', layout: 'admin' },
  { path: '/admin/bookings', heading: 'Manage Bookings', owner: 'mfe_admin', layout: 'admin' },
  {
    path: '/admin/testimonials',
    heading: 'Manage Testimonials',
    owner: 'mfe_admin',
    layout: 'admin',
  },
  { path: '/admin/dispatch', heading: 'Dispatch', owner: 'mfe_admin', layout: 'admin' },
  { path: '/admin/fleet', heading: 'Fleet', owner: 'mfe_admin', layout: 'admin' },
  { path: '/admin/users', heading: 'Admin Users', owner: 'mfe_admin', layout: 'admin' },
  { path: '/admin/settings', heading: 'Settings', owner: 'mfe_admin', layout: 'admin' },
];

export const REMOTE_AREA_NAMES: Record<RemoteKey, string> = {
  mfe_marketing: 'Information pages',
  mfe_booking: 'Booking',
  mfe_account: 'Your account',
  mfe_admin: 'Admin area',
};
