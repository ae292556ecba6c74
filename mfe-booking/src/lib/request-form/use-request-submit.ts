import { paths } from '@bbt/shared';
import { MailtoTooLongError, type MailtoResult, tooLongAdvice } from '@bbt/shared/domain';
import { notify } from '@bbt/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@bbt/shared/router';

import { openMailto } from './open-mailto';

export const REQUEST_MESSAGES = {
  success: 'Your booking request has been prepared! Please send it from your email client.',
  error: 'There was an error submitting your booking. Please try again.',
} as const;

/** Post-submit navigation after 1 second. */
export const NAVIGATE_AFTER_MS = 1_000;

/** The state the gig page reads to show its success panel (contract with mfe-marketing). */
export interface BookingSuccessState {
  bookingSuccess: true;
  message: string;
  referenceNumber: string;
}

/** A refused submit: the error message and, when the e-mail would be too long, what to shorten. */
export interface RequestSubmitError {
  message: string;
  advice?: string;
}

/**
 * Tour and night-out submit: busy, open the prepared e-mail, success toast, then after 1 second
 * the gig page with the success state. Any failure shows the error banner and toast; an
 * e-mail too long to prepare is such a failure, with what to shorten (nothing typed is cut).
 */
export function useRequestSubmit(gigId: number, reference: string) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<RequestSubmitError | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const submit = (prepare: () => MailtoResult) => {
    setBusy(true);
    setError(null);
    try {
      const mail = prepare();
      openMailto(mail.href);
      notify.success(REQUEST_MESSAGES.success);
      const state: BookingSuccessState = {
        bookingSuccess: true,
        message: REQUEST_MESSAGES.success,
        referenceNumber: reference,
      };
      timer.current = setTimeout(() => navigate(paths.gig(gigId), { state }), NAVIGATE_AFTER_MS);
    } catch (failure: unknown) {
      const advice = failure instanceof MailtoTooLongError ? tooLongAdvice(failure) : undefined;
      setBusy(false);
      setError({ message: REQUEST_MESSAGES.error, advice });
      notify.error(REQUEST_MESSAGES.error, advice ? { description: advice } : undefined);
    }
  };

  return { busy, error, submit };
}
