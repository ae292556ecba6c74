import { preloadable, Spinner } from '@bbt/shared/ui';
import { Suspense } from 'react';

import type { ChangeBookingFormProps } from './change-booking-form';

/** The change form is its own chunk: My Bookings and the manage page load it when asked for. */
const ChangeForm = preloadable<ChangeBookingFormProps>(() =>
  import('./change-booking-form').then((m) => ({ default: m.ChangeBookingForm })),
);

/** Fetches the form's chunk ahead (on hover or focus of a Change button). */
export const preloadChangeBookingForm = (): void => {
  void ChangeForm.preload();
};

export function LazyChangeBookingForm(props: ChangeBookingFormProps) {
  return (
    <Suspense fallback={<Spinner label="Loading the change form…" />}>
      <ChangeForm.Component {...props} />
    </Suspense>
  );
}
