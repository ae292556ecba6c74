import { lazy, Suspense, useEffect } from 'react';

import { whenFirstInteraction } from '../loading/first-interaction';
import { requestToaster, useToasterRequested } from '../loading/toaster-demand';
import { ErrorBoundary } from '../remotes/error-boundary';

// The one toaster of the page (remotes call `notify` from @bbt/shared/ui; sonner is a singleton).
const AppToaster = lazy(() =>
  import('@bbt/shared/ui/app-toaster').then((module) => ({ default: module.AppToaster })),
);

/**
 * Mounted once the page needs it (see toaster-demand.ts). A toaster chunk that fails to load (a
 * dropped connection) costs the toasts, never the page.
 */
export function ToastHost() {
  const requested = useToasterRequested();
  useEffect(() => whenFirstInteraction(requestToaster), []);
  if (!requested) return null;
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ErrorBoundary>
  );
}
