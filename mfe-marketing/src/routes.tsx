import { Route, Routes } from '@bbt/shared/router';
import { preloadable } from '@bbt/shared/ui';
import type { ComponentType } from 'react';

/**
 * Each page is its own chunk: /gig/1 no longer downloads the contact and cancellation forms (zod,
 * react-hook-form) to show a service. The exposed module preloads the page of the URL it is opened
 * at (expose/routes.tsx), so the page's chunk is fetched with the module, not after it renders.
 */
/** A page component loaded on demand: `load` resolves to the component itself. */
const lazyPage = (load: () => Promise<ComponentType<object>>) =>
  preloadable<object>(() => load().then((Page) => ({ default: Page })));

const PAGES = {
  gig: lazyPage(() => import('./features/gig/gig-page').then((m) => m.GigPage)),
  contact: lazyPage(() => import('./features/contact/contact-page').then((m) => m.ContactPage)),
  refundPolicy: lazyPage(() =>
    import('./features/policies/refund-policy-page').then((m) => m.RefundPolicyPage),
  ),
  cancelReservation: lazyPage(() =>
    import('./features/cancellation/cancel-reservation-page').then((m) => m.CancelReservationPage),
  ),
  cancelConfirmation: lazyPage(() =>
    import('./features/cancellation/cancel-confirmation-page').then(
      (m) => m.CancelConfirmationPage,
    ),
  ),
} as const;

const PAGE_OF_FIRST_SEGMENT: Record<string, keyof typeof PAGES> = {
  gig: 'gig',
  contact: 'contact',
  'refund-policy': 'refundPolicy',
  'cancel-reservation': 'cancelReservation',
  'cancel-confirmation': 'cancelConfirmation',
};

/** Starts fetching the page a path shows (nothing for a path this area does not own). */
export function preloadPageFor(pathname: string): void {
  const page = PAGE_OF_FIRST_SEGMENT[pathname.split('/')[1] ?? ''];
  if (page) PAGES[page].preload().catch(() => undefined);
}

/** Tests: every page loaded, so they render without suspending. */
export function preloadAllPages(): Promise<unknown> {
  return Promise.all(Object.values(PAGES).map((page) => page.preload()));
}

/** mfe-marketing's pages, relative to `/` (the shell mounts them at its public routes). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="gig/:id" element={<PAGES.gig.Component />} />
      <Route path="contact" element={<PAGES.contact.Component />} />
      <Route path="refund-policy" element={<PAGES.refundPolicy.Component />} />
      <Route path="cancel-reservation" element={<PAGES.cancelReservation.Component />} />
      <Route path="cancel-confirmation" element={<PAGES.cancelConfirmation.Component />} />
    </Routes>
  );
}
