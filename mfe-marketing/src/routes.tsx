import { Route, Routes } from '@bbt/shared/router';

import { CancelConfirmationPage } from './features/cancellation/cancel-confirmation-page';
import { CancelReservationPage } from './features/cancellation/cancel-reservation-page';
import { ContactPage } from './features/contact/contact-page';
import { GigPage } from './features/gig/gig-page';
import { RefundPolicyPage } from './features/policies/refund-policy-page';

/** mfe-marketing's pages, relative to `/` (the shell mounts them at its public routes). */
export function AreaRoutes() {
  return (
    <Routes>
      <Route path="gig/:id" element={<GigPage />} />
      <Route path="contact" element={<ContactPage />} />
      <Route path="refund-policy" element={<RefundPolicyPage />} />
      <Route path="cancel-reservation" element={<CancelReservationPage />} />
      <Route path="cancel-confirmation" element={<CancelConfirmationPage />} />
    </Routes>
  );
}
