import type { PageHead } from '@bbt/shared';
import { MESSAGES, type VehicleCard } from '@bbt/shared/domain';
import { Button, Form, type FormProps, PageFrame } from '@bbt/shared/ui';
import type { ReactNode } from 'react';
import type { FieldValues } from 'react-hook-form';

import { ContactFields } from './contact-fields';
import styles from './request-form.module.css';
import { RequestSidePanel } from './side-panel';
import { SubmitError } from './submit-error';
import type { RequestSubmitError } from './use-request-submit';

export interface RequestFormPageProps<Input extends FieldValues, Output> {
  head: PageHead;
  reference: string;
  form: FormProps<Input, Output>['form'];
  onValid: FormProps<Input, Output>['onValid'];
  /** The form's accessible name, e.g. "Tour request". */
  formLabel: string;
  busy: boolean;
  error: RequestSubmitError | null;
  /** The legend of the request's own fields (date, times, people, pickup). */
  groupTitle: string;
  /** The request's own fields, inside the group. */
  children: ReactNode;
  /** The places or venues to choose from (a checklist field). */
  checklist: ReactNode;
  /** The additional-requests field with the page's own e-mail draft. */
  requests: ReactNode;
  sideCards: readonly VehicleCard[];
  sideTitle: string;
}

/**
 * The frame every request page shares: the reference, the contact fields, the request's own group,
 * the checklist, the requests field and the submit button, with the vehicles beside them. The
 * pages differ only in their fields, schema and e-mail.
 */
export function RequestFormPage<Input extends FieldValues, Output>({
  head,
  reference,
  form,
  onValid,
  formLabel,
  busy,
  error,
  groupTitle,
  children,
  checklist,
  requests,
  sideCards,
  sideTitle,
}: RequestFormPageProps<Input, Output>) {
  const hasErrors = Object.keys(form.formState.errors).length > 0;
  return (
    <PageFrame head={head}>
      <p className={styles.reference}>
        Booking reference: <strong data-testid="request-reference">{reference}</strong>
      </p>
      <div className={styles.layout}>
        <Form
          form={form}
          onValid={onValid}
          refusedMessage={MESSAGES.correctErrors}
          className={styles.form}
          aria-label={formLabel}
        >
          <SubmitError error={error} />
          <ContactFields />
          <fieldset className={styles.group}>
            <legend className={styles.groupTitle}>{groupTitle}</legend>
            {children}
          </fieldset>
          <div className={styles.checklist}>{checklist}</div>
          {requests}
          <div className={styles.submitRow}>
            <Button
              type="submit"
              size="lg"
              busy={busy}
              busyLabel="Preparing Booking..."
              disabled={hasErrors && !busy}
            >
              Book Now!
            </Button>
          </div>
        </Form>
        <RequestSidePanel cards={sideCards} title={sideTitle} />
      </div>
    </PageFrame>
  );
}
