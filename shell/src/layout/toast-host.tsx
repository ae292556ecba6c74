import { useToasterRequested } from '@bbt/shared';
import { lazy, Suspense } from 'react';

import { ErrorBoundary } from '../remotes/error-boundary';

// The one toaster of the page (remotes call `notify` from @bbt/shared/ui; sonner is a singleton).
const AppToaster = lazy(() =>
  import('@bbt/shared/ui/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * Mounted when the first toast is raised (see toaster-demand.ts in the shared library). A toaster
 * chunk that fails to load (a dropped connection) costs the toasts, never the page.
 */
export function ToastHost() {
  const requested = useToasterRequested();
  if (!requested) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ErrorBoundary>
  );
}
