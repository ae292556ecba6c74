import { Alert, Button } from '@bbt/shared/ui';
import { useEffect, useRef } from 'react';
import { useLocation, useNavigate } from '@bbt/shared/router';

/** The router state the tour and night-out forms (mfe-booking) navigate to /gig/2 and /gig/3 with. */
export interface BookingSuccessState {
  bookingSuccess: true;
  message: string;
  referenceNumber: string;
}

export function isBookingSuccessState(state: unknown): state is BookingSuccessState {
  if (typeof state !== 'object' || state === null) return false;
  const candidate = state as Record<string, unknown>;
  return (
    candidate.bookingSuccess === true &&
    typeof candidate.message === 'string' &&
    typeof candidate.referenceNumber === 'string' &&
    candidate.referenceNumber.trim() !== ''
  );
}

/**
 * After a tour or night-out request: the message and the reference number at the top of the gig
 * page. It takes focus so a screen reader hears it; Dismiss clears it from the history entry, so a
 * reload does not show it again.
 */
export function BookingSuccess() {
  const location = useLocation();
  const navigate = useNavigate();
  const ref = useRef<HTMLDivElement>(null);
  const state: unknown = location.state;
  const success = isBookingSuccessState(state) ? state : null;

  useEffect(() => {
    if (success) ref.current?.focus();
  }, [success]);

  if (!success) return null;
  return (
    <div ref={ref} tabIndex={-1} data-testid="booking-success">
      <Alert
        tone="success"
        title="Your booking request is ready"
        action={
          <Button
            variant="secondary"
            size="sm"
            onClick={() => navigate(location.pathname, { replace: true, state: null })}
          >
            Dismiss
          </Button>
        }
      >
        <p>{success.message}</p>
        <p>
          Your reference number: <strong>{success.referenceNumber}</strong>. Please quote it when
          you contact us.
        </p>
      </Alert>
    </div>
  );
}
