import {
  businessClockTime,
  type DriverStep,
  formatTime,
  laterStep,
  stepStates,
  TRIP_STEP_LABELS,
  type TripStep,
} from '@bbt/shared/domain';
import { Alert, Button, Icon } from '@bbt/shared/ui';

import type { DriverJob } from '../../data/driver-jobs-api';
import styles from './driver.module.css';
import { dismissStep, type StepEntry, submitStep } from './step-queue';

const timeOf = (iso: string) => formatTime(businessClockTime(new Date(iso)));

/** Where the trip stands once the steps saved on the phone count (they never move it back). */
export function effectiveProgress(job: DriverJob, queued: readonly StepEntry[]): TripStep {
  return queued
    .filter((entry) => entry.record.bookingId === job.bookingId && entry.state !== 'refused')
    .reduce<TripStep>((progress, entry) => laterStep(progress, entry.record.step), job.progress);
}

/**
 * The four steps of the next job: each done step with its recorded time, one button for the step
 * to tap, the later ones listed. A tap waiting on the phone says so; a refusal says why.
 */
export function TripSteps({
  job,
  queued,
  onRefused,
}: {
  job: DriverJob;
  queued: readonly StepEntry[];
  onRefused: () => void;
}) {
  const mine = queued.filter((entry) => entry.record.bookingId === job.bookingId);
  const pending = mine.filter((entry) => entry.state !== 'refused');
  const refused = mine.find((entry) => entry.state === 'refused');
  const saved = pending.some((entry) => entry.state === 'waiting' || entry.record.attempts > 1);
  const progress = effectiveProgress(job, queued);

  const tap = (step: DriverStep) => {
    void submitStep(job.bookingId, step).then((outcome) => {
      if (outcome.state === 'refused') onRefused();
    });
  };

  return (
    <div className={styles.steps}>
      <h3 className="visually-hidden">Trip progress for {job.reference}</h3>
      <ol className={styles.stepList}>
        {stepStates(progress).map(({ step, state }) => {
          const label = TRIP_STEP_LABELS[step];
          if (state === 'next') {
            const sending = pending.some((e) => e.record.step === step && e.state === 'sending');
            return (
              <li key={step}>
                <Button
                  block
                  size="lg"
                  busy={sending && !saved}
                  busyLabel="Sending…"
                  className={styles.stepButton}
                  onClick={() => tap(step)}
                >
                  {label}
                </Button>
              </li>
            );
          }
          const time = job.stepTimes[step];
          const waiting = state === 'done' && !time;
          return (
            <li key={step} className={state === 'done' ? styles.stepDone : styles.stepLater}>
              {state === 'done' && <Icon name={waiting ? 'clock' : 'check'} size={18} />}
              <span>{label}</span>
              {time && <time dateTime={time}>{timeOf(time)}</time>}
            </li>
          );
        })}
      </ol>
      {saved && (
        <p role="status" className={styles.saved}>
          <Icon name="clock" size={18} /> Saved on this phone, sending…
        </p>
      )}
      {refused?.state === 'refused' && (
        <Alert
          tone="danger"
          live="alert"
          action={
            <Button
              variant="secondary"
              size="sm"
              onClick={() => dismissStep(job.bookingId, refused.record.step)}
            >
              OK
            </Button>
          }
        >
          <p>{refused.message}</p>
        </Alert>
      )}
    </div>
  );
}
