import { authCallback, paths, useAuth } from '@bbt/shared';
import { Spinner } from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import type { ReactNode } from 'react';
import { Navigate } from '@bbt/shared/router';

import { ExpiredLinkPage } from './expired-link-page';

export interface PrivatePageProps {
  children: (user: User) => ReactNode;
}

/** The account pages' loading state while the session is read (nothing private is rendered). */
export function AccountLoading() {
  return (
    <div className="container page">
      <Spinner label="Loading your account…" />
    </div>
  );
}

/**
 * /dashboard, /my-bookings and /account-settings: nothing private renders until the session is
 * known; a signed-out visitor is sent to /. A visitor who arrives from an expired
 * or used confirmation link is told so, and offered a new one, instead.
 */
export function PrivatePage({ children }: PrivatePageProps) {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  if (status === 'loading') return <AccountLoading />;
  if (status === 'signed-in' && user) return children(user);
  if (authCallback()?.errorCode) return <ExpiredLinkPage purpose="confirmation" />;
  return <Navigate to={paths.home} replace />;
}
