import { Route, Routes } from '@bbt/shared/router';
import { lazyPage, pageAtSegment, pageChunks } from '@bbt/shared/ui';

/**
 * Each page is its own chunk: /gig/1 no longer downloads the contact and cancellation forms (zod,
 * react-hook-form) to show a service.
 */
const AREA = pageChunks(
  {
    gig: lazyPage(() => import('./features/gig/gig-page').then((m) => m.GigPage)),
    contact: lazyPage(() => import('./features/contact/contact-page').then((m) => m.ContactPage)),
    refundPolicy: lazyPage(() =>
      import('./features/policies/refund-policy-page').then((m) => m.RefundPolicyPage),
    ),
    cancelReservation: lazyPage(() =>
      import('./features/cancellation/cancel-reservation-page').then(
        (m) => m.CancelReservationPage,
      ),
    ),
    cancelConfirmation: lazyPage(() =>
      import('./features/cancellation/cancel-confirmation-page').then(
        (m) => m.CancelConfirmationPage,
      ),
    ),
  },
  pageAtSegment(1, {
    gig: 'gig',
    contact: 'contact',
    'refund-policy': 'refundPolicy',
    'cancel-reservation': 'cancelReservation',
    'cancel-confirmation': 'cancelConfirmation',
  }),
);

const PAGES = AREA.pages;
export const { preloadPageFor, preloadAllPages } = AREA;

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
