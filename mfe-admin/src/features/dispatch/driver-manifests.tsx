import { formatDate, formatTime } from '@bbt/shared/ui';
import { createPortal } from 'react-dom';

import type { DriverRow, VehicleRow } from '../../data/dispatch-api';
import type { DayJob } from './dispatch-board';
import { passengerOf } from './job-parts';
import styles from './dispatch.module.css';

export interface DriverManifest {
  driver: DriverRow;
  jobs: DayJob[];
}

/** The day's assigned, not cancelled jobs per driver (drivers by name, jobs by time). */
export function manifestsOf(
  jobs: readonly DayJob[],
  drivers: readonly DriverRow[],
): DriverManifest[] {
  return drivers
    .map((driver) => ({
      driver,
      jobs: jobs
        .filter((job) => !job.cancelled && job.assignment?.driver_id === driver.id)
        .sort((a, b) => a.time.localeCompare(b.time)),
    }))
    .filter((manifest) => manifest.jobs.length > 0)
    .sort((a, b) => a.driver.full_name.localeCompare(b.driver.full_name));
}

export interface DriverManifestsProps {
  date: string;
  manifests: readonly DriverManifest[];
  vehicles: readonly VehicleRow[];
}

/**
 * What "Print manifests" prints: one page per driver with their jobs in order, no prices. Hidden on
 * screen; rendered at the end of <body> so the print stylesheet can hide everything else there.
 */
export function DriverManifests({ date, manifests, vehicles }: DriverManifestsProps) {
  const plate = (id: string | undefined) => vehicles.find((vehicle) => vehicle.id === id);
  return createPortal(
    <div className={styles.manifests} data-testid="driver-manifests">
      {manifests.length === 0 && <p>No driver has a job on {formatDate(date)}.</p>}
      {manifests.map(({ driver, jobs }) => (
        <section
          key={driver.id}
          className={styles.manifest}
          aria-label={`Manifest of ${driver.full_name}`}
        >
          <h1 className={styles.manifestTitle}>
            {driver.full_name} · {formatDate(date)}
          </h1>
          <p>Driver phone: {driver.phone}</p>
          <table className={styles.manifestTable}>
            <thead>
              <tr>
                <th scope="col">Time</th>
                <th scope="col">Passenger</th>
                <th scope="col">Phone</th>
                <th scope="col">Pax</th>
                <th scope="col">Luggage</th>
                <th scope="col">Child seats</th>
                <th scope="col">Supermarket stop</th>
                <th scope="col">Flight or ship</th>
                <th scope="col">Pickup</th>
                <th scope="col">Drop-off</th>
                <th scope="col">Vehicle</th>
              </tr>
            </thead>
            <tbody>
              {jobs.map((job) => {
                const passenger = passengerOf(job.booking);
                const vehicle = plate(job.assignment?.vehicle_id);
                return (
                  <tr key={job.key}>
                    <td>
                      {formatTime(job.time)}
                      {job.leg === 'return' && ' (return)'}
                    </td>
                    <td>
                      {passenger.name}
                      <br />
                      {job.booking.reference_number}
                    </td>
                    <td>{passenger.phone}</td>
                    <td>{job.booking.passengers}</td>
                    <td>{job.booking.suitcases}</td>
                    <td>{job.childSeats}</td>
                    <td>{job.supermarketStop ? 'Yes' : 'No'}</td>
                    <td>{job.booking.flight_details ?? '—'}</td>
                    <td>{job.from}</td>
                    <td>{job.to}</td>
                    <td>{vehicle ? vehicle.plate : '—'}</td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </section>
      ))}
    </div>,
    document.body,
  );
}
