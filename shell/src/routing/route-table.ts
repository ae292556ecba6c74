import { paths, type RemoteName } from '@bbt/shared';
import { matchPath } from 'react-router-dom';

export interface OwnedRoute {
  pattern: string;
  remote: RemoteName;
  title: string;
}

/** Which remote owns each public route of SPEC section 2 (the admin area is mounted at /admin/*). */
export const PUBLIC_ROUTES: readonly OwnedRoute[] = [
  { pattern: '/gig/:id', remote: 'mfe_marketing', title: 'Our services' },
  { pattern: paths.contact, remote: 'mfe_marketing', title: 'Contact us' },
  { pattern: paths.refundPolicy, remote: 'mfe_marketing', title: 'Refund policy' },
  { pattern: paths.cancelReservation, remote: 'mfe_marketing', title: 'Cancel a reservation' },
  { pattern: paths.cancelConfirmation, remote: 'mfe_marketing', title: 'Cancellation received' },
  { pattern: paths.bookTour, remote: 'mfe_booking', title: 'Book an island tour' },
  { pattern: paths.bookNightOut, remote: 'mfe_booking', title: 'Book a night out' },
  { pattern: paths.dashboard, remote: 'mfe_account', title: 'Dashboard' },
  { pattern: paths.myBookings, remote: 'mfe_account', title: 'My bookings' },
  { pattern: paths.accountSettings, remote: 'mfe_account', title: 'Account settings' },
  { pattern: paths.resetPassword, remote: 'mfe_account', title: 'Reset password' },
];

export function findPublicRoute(pathname: string): OwnedRoute | null {
  return (
    PUBLIC_ROUTES.find((route) => matchPath({ path: route.pattern, end: true }, pathname)) ?? null
  );
}
