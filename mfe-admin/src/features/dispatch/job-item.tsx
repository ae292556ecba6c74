import { partyLabel, vehicleTitle } from '@bbt/shared/domain';
import { Badge, formatTime, StatusBadge } from '@bbt/shared/ui';
import { memo } from 'react';

import type { AssignmentRow } from '../../data/dispatch-api';
import { AssignControls } from './assign-controls';
import { type Choice, type DayJob, needsDriver } from './dispatch-board';
import { passengerOf } from './job-parts';
import styles from './dispatch.module.css';

export interface JobChoices {
  drivers: readonly Choice[];
  vehicles: readonly Choice[];
}

export interface JobItemProps {
  job: DayJob;
  assignmentText: string | null;
  /** The selects' choices; null where this user may not assign the job (or it is locked). */
  choices: JobChoices | null;
  describe: (assignment: AssignmentRow) => string;
  onSaved: (bookingId: string, assignment: AssignmentRow | null) => void;
}

const sameChoices = (a: readonly Choice[], b: readonly Choice[]) =>
  a.length === b.length &&
  a.every((choice, i) => choice.value === b[i]?.value && choice.label === b[i]?.label);

/**
 * Whether a card would render the same: the board builds its jobs and choices afresh on every
 * change, but a job's booking and assignment rows stay the same objects until they change (rows
 * are never mutated). Every other field of a DayJob the card shows (leg, time, from, to, cancelled,
 * locked) follows from its key and booking; its extras are compared as the labels shown.
 */
function sameJobItem(prev: JobItemProps, next: JobItemProps): boolean {
  const a = prev.job;
  const b = next.job;
  return (
    a.key === b.key &&
    a.booking === b.booking &&
    a.assignment === b.assignment &&
    a.extras.join('\n') === b.extras.join('\n') &&
    prev.assignmentText === next.assignmentText &&
    prev.describe === next.describe &&
    prev.onSaved === next.onSaved &&
    (prev.choices === null || next.choices === null
      ? prev.choices === next.choices
      : sameChoices(prev.choices.drivers, next.choices.drivers) &&
        sameChoices(prev.choices.vehicles, next.choices.vehicles))
  );
}

/** One job of the board: its facts, its assignment and, for those who may assign it, the selects. */
export const JobItem = memo(function JobItem({
  job,
  assignmentText,
  choices,
  describe,
  onSaved,
}: JobItemProps) {
  const { booking } = job;
  const passenger = passengerOf(booking);
  const headingId = `job-${job.key.replace(':', '-')}`;
  return (
    <li
      className={`${styles.job} ${job.cancelled ? styles.cancelled : ''} ${needsDriver(job) ? styles.open : ''}`}
    >
      <article aria-labelledby={headingId}>
        <h3 id={headingId} className={styles.jobTitle}>
          <span className={styles.time}>{formatTime(job.time)}</span>{' '}
          <span className={styles.reference}>{booking.reference_number}</span>{' '}
          <span>{passenger.name}</span>
          {job.leg === 'return' && (
            <>
              {' '}
              <Badge tone="info">Return leg</Badge>
            </>
          )}
        </h3>
        <div className={styles.jobBody}>
          <dl className={styles.facts}>
            <div>
              <dt>Party</dt>
              <dd>{partyLabel(booking.passengers, booking.suitcases)}</dd>
            </div>
            <div>
              <dt>Class</dt>
              <dd>{vehicleTitle(booking.vehicle_type)}</dd>
            </div>
            <div className={styles.wide}>
              <dt>Route</dt>
              <dd>
                {job.from} <span aria-hidden="true">→</span>
                <span className="visually-hidden">to</span> {job.to}
              </dd>
            </div>
            {booking.flight_details && (
              <div>
                <dt>Flight or ship</dt>
                <dd>{booking.flight_details}</dd>
              </div>
            )}
            {job.extras.length > 0 && (
              <div>
                <dt>Extras</dt>
                <dd>{job.extras.join(', ')}</dd>
              </div>
            )}
            <div>
              <dt>Status</dt>
              <dd>
                <StatusBadge status={booking.status} />
              </dd>
            </div>
            <div className={styles.wide}>
              <dt>Assignment</dt>
              <dd>
                {assignmentText ?? (job.cancelled ? 'Not assignable (cancelled)' : 'Unassigned')}
              </dd>
            </div>
          </dl>
          {choices && (
            <AssignControls
              key={`${job.assignment?.driver_id ?? ''}:${job.assignment?.vehicle_id ?? ''}`}
              job={job}
              drivers={choices.drivers}
              vehicles={choices.vehicles}
              describe={describe}
              onSaved={onSaved}
            />
          )}
        </div>
      </article>
    </li>
  );
}, sameJobItem);
