import { lazy, Suspense } from 'react';

// The one toaster of the page (remotes call `notify` from @bbt/shared/ui; sonner is a singleton).
// Loaded after first paint: nothing on `/` needs a toast before the visitor has done something.
const AppToaster = lazy(() =>
  import(/* webpackExports: ["AppToaster"] */ '@bbt/shared/ui').then((ui) => ({
    default: ui.AppToaster,
  })),
);

export function ToastHost() {
  return (
    <Suspense fallback={null}>
      <AppToaster />
    </Suspense>
  );
}
