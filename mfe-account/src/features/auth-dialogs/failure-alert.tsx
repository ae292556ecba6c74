import { Alert } from '@bbt/shared/ui';
import type { ReactNode } from 'react';

import styles from './auth-dialogs.module.css';

export interface FailureAlertProps {
  /** Why the request failed; nothing is shown while there is none. */
  message: string | null | undefined;
  /** A second line, e.g. why the offered way forward failed too. */
  detail?: string | null;
  /** The way forward the failure offers (a button or a link). */
  action?: ReactNode;
}

/** A refusal in a dialog view, announced at once (an alert) above the fields it concerns. */
export function FailureAlert({ message, detail, action }: FailureAlertProps) {
  if (!message) return null;
  return (
    <div className={styles.notice}>
      <Alert tone="danger" live="alert" action={action}>
        <p>{message}</p>
        {detail && <p>{detail}</p>}
      </Alert>
    </div>
  );
}
