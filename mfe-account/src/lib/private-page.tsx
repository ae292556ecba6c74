import { authCallback, paths, useAuth } from '@bbt/shared';
import { headRevealedAt } from '@bbt/shared/early-access';
import { preloadable, Spinner } from '@bbt/shared/ui';
import { PagePlaceholder } from '@bbt/shared/ui/first-paint';
import type { User } from '@supabase/supabase-js';
import { type ReactNode, Suspense, useDeferredValue } from 'react';
import { Navigate, useLocation } from '@bbt/shared/router';

import type { LinkPurpose } from './request-link-form';

/** The expired-link page is its own chunk: its form (zod, react-hook-form) is for bad links only. */
const ExpiredLink = preloadable<{ purpose: LinkPurpose }>(() =>
  import('./expired-link-page').then((m) => ({ default: m.ExpiredLinkPage })),
);

export interface PrivatePageProps {
  children: (user: User) => ReactNode;
}

/** The account pages' loading state while the session is read (nothing private is rendered). */
function AccountLoading() {
  return (
    <div className="container page">
      <Spinner label="Loading your account…" />
    </div>
  );
}

/**
 * A signed-in page while who is signed in is still being read: the page's head, when the shell's
 * entry has already found the visitor may open it (it painted that head: it stays in place), else
 * the spinner alone (nothing of the page shows before access is known).
 */
export function PrivatePageLoading() {
  const { pathname } = useLocation();
  return headRevealedAt(pathname) ? <PagePlaceholder pathname={pathname} /> : <AccountLoading />;
}

/**
 * /dashboard, /my-bookings and /account-settings: nothing private renders until the session is
 * known; a signed-out visitor is sent to /. A visitor who arrives from an expired
 * or used confirmation link is told so, and offered a new one, instead.
 */
export function PrivatePage({ children }: PrivatePageProps) {
  const status = useAuth((state) => state.status);
  const user = useAuth((state) => state.user);
  // A store update renders synchronously: the moment the session is known, the whole page would
  // render in one long task. The page is revealed from a deferred copy of the status instead, which
  // React renders in the background, a few milliseconds at a time (the loading state stays until it
  // is done). Only revealing waits: a sign-out or another user applies at once.
  const shownStatus = useDeferredValue(status);
  if (status === 'loading' || shownStatus === 'loading') return <PrivatePageLoading />;
  if (status === 'signed-in' && user) return children(user);
  if (authCallback()?.errorCode)
    return (
      <Suspense fallback={<AccountLoading />}>
        <ExpiredLink.Component purpose="confirmation" />
      </Suspense>
    );
  return <Navigate to={paths.home} replace />;
}
