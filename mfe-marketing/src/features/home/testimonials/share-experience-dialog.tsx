import { SERVICE_TITLES, useAuth } from '@bbt/shared';
import {
  MAX_LENGTHS,
  MIN_TESTIMONIAL_LENGTH,
  type TestimonialForm,
  testimonialSchema,
} from '@bbt/shared/domain';
import {
  Alert,
  Button,
  Dialog,
  Form,
  RadioGroupField,
  SelectField,
  TextareaField,
  TextField,
  useZodForm,
} from '@bbt/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';
import { useWatch } from 'react-hook-form';

import styles from './testimonials.module.css';
import { submitTestimonial } from '../../../data/testimonials-api';

/** The success message stays 2 seconds, then the dialog closes. */
export const SUCCESS_CLOSE_MS = 2000;
export const SUBMIT_FAILED = 'Failed to submit testimonial. Please try again.';

type Phase = 'idle' | 'submitting' | 'success' | 'error';

const RATING_WORDS = ['Poor', 'Fair', 'Good', 'Very good', 'Excellent'] as const;
const RATING_OPTIONS = [5, 4, 3, 2, 1].map((value) => ({
  value: String(value),
  label: (
    <span className={styles.ratingOption}>
      <span aria-hidden="true" className={styles.ratingStars}>
        {'★'.repeat(value)}
      </span>
      {value} – {RATING_WORDS[value - 1]}
    </span>
  ),
}));
const SERVICE_OPTIONS = SERVICE_TITLES.map((service) => ({
  value: service.title,
  label: service.title,
}));

export interface ShareExperienceDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** After a successful submission, when the dialog has closed: reload the carousel. */
  onSubmitted: () => void;
  submit?: (form: TestimonialForm) => Promise<void>;
  /** The review link's booking (name, e-mail, service): the form starts with them, all editable. */
  prefill?: ShareExperiencePrefill | null;
}

/** What the review link fills in; anything empty keeps the form's own default. */
export type ShareExperiencePrefill = Partial<
  Pick<TestimonialForm, 'customerName' | 'customerEmail' | 'serviceUsed'>
>;

/**
 * Share Your Experience: rating 1-5, text of 10+ characters, name and
 * e-mail, optional location and service. Send is disabled until a rating is chosen and the text is
 * long enough. Sending shows its progress; success is shown for 2 seconds, then the dialog closes
 * and the carousel reloads; a failure keeps everything typed and says so.
 */
export function ShareExperienceDialog({
  open,
  onOpenChange,
  onSubmitted,
  submit = submitTestimonial,
  prefill = null,
}: ShareExperienceDialogProps) {
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      title="Share Your Experience"
      description="Tell other travellers about your ride. Our team reads every review before it appears; your e-mail is never shown."
    >
      {open && (
        <TestimonialFormBody
          submit={submit}
          prefill={prefill}
          onDone={() => {
            onOpenChange(false);
            onSubmitted();
          }}
          onCancel={() => onOpenChange(false)}
        />
      )}
    </Dialog>
  );
}

function TestimonialFormBody({
  submit,
  prefill,
  onDone,
  onCancel,
}: {
  submit: (form: TestimonialForm) => Promise<void>;
  prefill: ShareExperiencePrefill | null;
  onDone: () => void;
  onCancel: () => void;
}) {
  const user = useAuth((state) => state.user);
  const metadata = (user?.user_metadata ?? {}) as { first_name?: string; last_name?: string };
  const form = useZodForm(testimonialSchema, {
    defaultValues: {
      customerName:
        prefill?.customerName ||
        [metadata.first_name, metadata.last_name].filter(Boolean).join(' '),
      customerEmail: prefill?.customerEmail || user?.email || '',
      customerLocation: '',
      serviceUsed: prefill?.serviceUsed ?? '',
      testimonialText: '',
    },
  });
  const [phase, setPhase] = useState<Phase>('idle');
  const doneTimer = useRef<number | undefined>(undefined);
  const statusId = useId();
  const rating: unknown = useWatch({ control: form.control, name: 'rating' });
  const text: unknown = useWatch({ control: form.control, name: 'testimonialText' });
  const ready =
    typeof rating === 'number' &&
    rating >= 1 &&
    typeof text === 'string' &&
    text.trim().length >= MIN_TESTIMONIAL_LENGTH;

  useEffect(() => () => window.clearTimeout(doneTimer.current), []);

  const send = async (values: TestimonialForm) => {
    setPhase('submitting');
    try {
      await submit(values);
      setPhase('success');
      doneTimer.current = window.setTimeout(onDone, SUCCESS_CLOSE_MS);
    } catch (error) {
      console.warn('[mfe-marketing] testimonial not saved', error);
      setPhase('error');
    }
  };

  if (phase === 'success') {
    return (
      <Alert tone="success" live="status" title="Thank you for your review!">
        <p>
          It has reached our team and will appear on the site once it has been read. This window
          closes by itself.
        </p>
      </Alert>
    );
  }

  return (
    <Form form={form} onValid={send} className={styles.form} aria-describedby={statusId}>
      {user && (
        <p className={styles.signedInNote}>
          You are signed in: if you have completed a ride with us, your review shows
          <strong> Verified ride</strong>.
        </p>
      )}
      <RadioGroupField name="rating" legend="Your rating" options={RATING_OPTIONS} valueAsNumber />
      <TextareaField
        name="testimonialText"
        label="Your review"
        hint={`At least ${MIN_TESTIMONIAL_LENGTH} characters.`}
        maxLength={MAX_LENGTHS.testimonialText}
        rows={5}
      />
      <div className={styles.formRow}>
        <TextField name="customerName" label="Your name" autoComplete="name" />
        <TextField name="customerEmail" label="E-mail" type="email" autoComplete="email" />
      </div>
      <div className={styles.formRow}>
        <TextField
          name="customerLocation"
          label="Where are you from?"
          optional
          autoComplete="address-level2"
        />
        <SelectField
          name="serviceUsed"
          label="Service used"
          optional
          placeholder="Choose a service"
          options={SERVICE_OPTIONS}
        />
      </div>
      <div id={statusId}>
        {phase === 'error' && (
          <Alert tone="danger" live="alert">
            <p>{SUBMIT_FAILED}</p>
          </Alert>
        )}
        {!ready && phase !== 'submitting' && (
          <p className={styles.formHint}>
            Choose a rating and write at least {MIN_TESTIMONIAL_LENGTH} characters to send your
            review.
          </p>
        )}
      </div>
      <div className={styles.formActions}>
        <Button variant="secondary" onClick={onCancel} disabled={phase === 'submitting'}>
          Cancel
        </Button>
        <Button
          type="submit"
          disabled={!ready}
          busy={phase === 'submitting'}
          busyLabel="Submitting..."
        >
          Submit Review
        </Button>
      </div>
    </Form>
  );
}
