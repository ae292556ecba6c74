import {
  additionalServiceLabel,
  formatTime,
  mapsSearchLink,
  passengerCallLink,
  passengerChatLink,
  tripTypeLabel,
} from '@bbt/shared/domain';
import { Badge, Icon } from '@bbt/shared/ui';

import type { DriverJob } from '../../data/driver-jobs-api';
import styles from './driver.module.css';
import type { StepEntry } from './step-queue';
import { TripSteps } from './trip-steps';

export interface JobCardProps {
  job: DriverJob;
  leg: 'pickup' | 'return';
  time: string;
  isNext: boolean;
  queued: readonly StepEntry[];
  onRefused: () => void;
}

/** A place and its Google Maps link (opens the maps app on a phone). */
function Place({ label, place }: { label: string; place: string }) {
  return (
    <div className={styles.place}>
      <dt>{label}</dt>
      <dd>
        <span>{place}</span>
        <a className={styles.pill} href={mapsSearchLink(place)} target="_blank" rel="noreferrer">
          Map<span className="visually-hidden"> of {place} (opens in a new tab)</span>
        </a>
      </dd>
    </div>
  );
}

/** One job, as a driver reads it at a glance: when, who, how many, where; no prices. */
export function JobCard({ job, leg, time, isNext, queued, onRefused }: JobCardProps) {
  const titleId = `job-${job.bookingId}`;
  const [from, to] =
    leg === 'return'
      ? [job.dropoffLocation, job.pickupLocation]
      : [job.pickupLocation, job.dropoffLocation];
  const done = job.progress === 'completed';
  const extras = [
    job.childSeats > 0 && `${additionalServiceLabel('car_seats')}: ${job.childSeats}`,
    job.supermarketStop && additionalServiceLabel('supermarket_stop'),
  ].filter((x): x is string => Boolean(x));

  return (
    <article
      className={`${styles.job} ${isNext ? styles.next : ''} ${done ? styles.done : ''}`}
      aria-labelledby={titleId}
    >
      <header className={styles.jobHead}>
        <h2 id={titleId} className={styles.time}>
          {formatTime(time)}
          <span className="visually-hidden">, {job.passengerName}</span>
        </h2>
        {isNext && <Badge tone="info">Next</Badge>}
        {done && <Badge tone="success">Completed</Badge>}
        {leg === 'return' && <Badge tone="neutral">Return</Badge>}
      </header>
      <p className={styles.meta}>
        {tripTypeLabel(job.tripType)} · {job.reference} · {job.vehiclePlate}
      </p>

      <p className={styles.passenger}>{job.passengerName}</p>
      <div className={styles.contact}>
        <a className={styles.pill} href={passengerCallLink(job.passengerPhone)}>
          <Icon name="phone" size={18} /> Call {job.passengerPhone}
        </a>
        <a
          className={styles.pill}
          href={passengerChatLink(job.passengerPhone, job.reference)}
          target="_blank"
          rel="noreferrer"
        >
          <Icon name="chat" size={18} /> WhatsApp
          <span className="visually-hidden"> {job.passengerName} (opens in a new tab)</span>
        </a>
      </div>

      <dl className={styles.facts}>
        <div>
          <dt>Passengers</dt>
          <dd>{job.passengers}</dd>
        </div>
        <div>
          <dt>Luggage</dt>
          <dd>{job.suitcases}</dd>
        </div>
        {job.flightDetails && (
          <div className={styles.wide}>
            <dt>Flight or ship</dt>
            <dd>{job.flightDetails}</dd>
          </div>
        )}
        {extras.length > 0 && (
          <div className={styles.wide}>
            <dt>Extras</dt>
            <dd>{extras.join(' · ')}</dd>
          </div>
        )}
      </dl>

      <dl className={styles.places}>
        <Place label="Pickup" place={from} />
        <Place label="Drop-off" place={to} />
      </dl>

      {(isNext || done) && <TripSteps job={job} queued={queued} onRefused={onRefused} />}
    </article>
  );
}
