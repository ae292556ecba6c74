import { startTransition, useCallback, useEffect, useState, useSyncExternalStore } from 'react';

import { type DriverJob, loadDriverJobs } from '../../data/driver-jobs-api';
import {
  getQueuedSteps,
  listenForOnline,
  onStepRecorded,
  type StepEntry,
  subscribeQueuedSteps,
} from './step-queue';

export type DriverJobsState =
  { state: 'loading' } | { state: 'failed' } | { state: 'loaded'; jobs: DriverJob[] };

/**
 * The driver's jobs, kept up to date with every step the database records (also a step retried
 * later from the phone's storage), and the steps still waiting on the phone.
 */
export function useDriverJobs() {
  const [jobs, setJobs] = useState<DriverJobsState>({ state: 'loading' });
  const queued: readonly StepEntry[] = useSyncExternalStore(
    subscribeQueuedSteps,
    getQueuedSteps,
    getQueuedSteps,
  );

  const reload = useCallback(() => {
    let current = true;
    loadDriverJobs().then(
      // A transition: the job cards render in slices, the browser free to answer taps in between.
      (rows) => {
        if (current) startTransition(() => setJobs({ state: 'loaded', jobs: rows }));
      },
      () => current && setJobs((old) => (old.state === 'loaded' ? old : { state: 'failed' })),
    );
    return () => {
      current = false;
    };
  }, []);

  useEffect(reload, [reload]);
  useEffect(listenForOnline, []);
  useEffect(
    () =>
      onStepRecorded((recorded) =>
        setJobs((old) =>
          old.state === 'loaded'
            ? {
                state: 'loaded',
                jobs: old.jobs.map((job) =>
                  job.bookingId === recorded.bookingId
                    ? { ...job, progress: recorded.progress, stepTimes: recorded.stepTimes }
                    : job,
                ),
              }
            : old,
        ),
      ),
    [],
  );

  return { jobs, queued, reload };
}
