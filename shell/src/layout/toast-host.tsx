import { lazy, Suspense } from 'react';
import { ErrorBoundary } from 'react-error-boundary';

// The one toaster of the page (remotes call `notify` from @bbt/shared/ui; sonner is a singleton).
// Loaded after first paint: nothing on `/` needs a toast before the visitor has done something.
const AppToaster = lazy(() =>
  import(/* webpackExports: ["AppToaster"] */ '@bbt/shared/ui').then((ui) => ({
    default: ui.AppToaster,
  })),
);

/** A toaster chunk that fails to load (a dropped connection) costs the toasts, never the page. */
export function ToastHost() {
  return (
    <ErrorBoundary fallback={null}>
      <Suspense fallback={null}>
        <AppToaster />
      </Suspense>
    </ErrorBoundary>
  );
}
