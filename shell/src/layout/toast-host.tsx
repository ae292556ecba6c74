import { requestToaster, useToasterRequests } from '@bbt/shared';
import { lazy, Suspense, useEffect, useState } from 'react';

import { whenFirstInteraction } from '../loading/first-interaction';
import { ErrorBoundary } from '../remotes/error-boundary';

// The one toaster of the page (remotes call `notify` from @bbt/shared/ui; sonner is a singleton).
const loadToaster = () =>
  import('@bbt/shared/ui/app-toaster').then((module) => ({ default: module.AppToaster }));
let AppToaster = lazy(loadToaster);

/** React keeps a failed lazy import's rejection: the next attempt needs a new lazy component. */
function forgetFailedToaster(): void {
  AppToaster = lazy(loadToaster);
}

/**
 * Mounted at the first interaction or the first toast (see toaster-demand.ts in the shared
 * library). A toaster chunk that fails to load (a dropped connection) costs the toasts, never the
 * page, and is fetched again at the next request.
 */
export function ToastHost() {
  const requests = useToasterRequests();
  const [failedAt, setFailedAt] = useState<number | null>(null);
  useEffect(() => whenFirstInteraction(requestToaster), []);
  if (requests === 0 || failedAt === requests) return null;
  const failed = () => {
    forgetFailedToaster();
    setFailedAt(requests);
  };
  return (
    <ErrorBoundary key={failedAt ?? 0} fallback={null} onError={failed}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Tests only. */
export const resetToasterForTests = forgetFailedToaster;
