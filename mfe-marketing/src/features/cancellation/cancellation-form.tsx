import { paths } from '@bbt/shared';
import {
  type CancellationForm as CancellationValues,
  cancellationRequestMailto,
  MESSAGES,
} from '@bbt/shared/domain';
import { Button, Form, notify, TextField, useZodForm } from '@bbt/shared/ui';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from '@bbt/shared/router';

import { openMailto } from '../../lib/mail/open-mailto';
import type { PreparedMail } from '../../lib/mail/prepared-mail-note';
import { useSupportContacts } from '@bbt/shared/ui/first-paint';
import styles from './cancellation.module.css';

// zod loads after the form has rendered (see useZodForm), not before it.
const loadSchema = () =>
  import('@bbt/shared/domain').then(({ cancellationSchema }) => cancellationSchema);

/** 1 second of processing before the toast and the confirmation page. */
export const CANCELLATION_DELAY_MS = 1000;
export const CANCELLATION_SUCCESS = 'Cancellation request submitted successfully!';

export interface CancelConfirmationState {
  mail: PreparedMail;
}

/**
 * The cancellation request: confirmation number and e-mail. A refused
 * submit keeps what was typed and says 'Please correct the errors below'. A valid one processes for
 * 1 second, shows the success toast, opens the prepared e-mail and moves to /cancel-confirmation.
 * Nothing is sent to a server.
 */
export function CancellationForm() {
  const support = useSupportContacts();
  const navigate = useNavigate();
  const form = useZodForm(loadSchema, { defaultValues: { confirmation: '', email: '' } });
  const [busy, setBusy] = useState(false);
  const timer = useRef<number | undefined>(undefined);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const send = (values: CancellationValues) => {
    setBusy(true);
    timer.current = window.setTimeout(() => {
      const mail = cancellationRequestMailto(values, new Date(), support.email);
      notify.success(CANCELLATION_SUCCESS);
      openMailto(mail.href);
      const state: CancelConfirmationState = {
        mail: { href: mail.href, reference: values.confirmation, shortened: mail.shortened },
      };
      navigate(paths.cancelConfirmation, { state });
    }, CANCELLATION_DELAY_MS);
  };

  return (
    <Form
      form={form}
      onValid={send}
      refusedMessage={MESSAGES.correctErrors}
      className={styles.form}
      aria-labelledby="cancel-form-title"
    >
      <TextField
        name="confirmation"
        label="Confirmation number"
        hint="From your booking e-mail, e.g. BB-123456-ABC."
        autoCapitalize="characters"
        autoComplete="off"
      />
      <TextField
        name="email"
        label="E-mail used for the booking"
        type="email"
        autoComplete="email"
      />
      <Button type="submit" size="lg" busy={busy} busyLabel="Processing...">
        Request Cancellation
      </Button>
    </Form>
  );
}
