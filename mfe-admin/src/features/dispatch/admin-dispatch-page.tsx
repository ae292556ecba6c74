import { ROUTES } from '@bbt/shared';
import { bookingStatusLabel, countLabel, hasStaffLevel, vehicleTitle } from '@bbt/shared/domain';
import { Button, EmptyState, formatDate, notify, PageFrame, Skeleton } from '@bbt/shared/ui';
import { Link, useSearchParams } from '@bbt/shared/router';
import { useCallback, useMemo } from 'react';

import adminStyles from '../../lib/admin.module.css';
import { saveDownload } from '../../lib/save-download';
import { useAsync } from '../../lib/use-async';
import { type AssignmentRow, type DispatchDay, fetchDispatchDay } from '../../data/dispatch-api';
import {
  boardDate,
  dayJobs,
  driverChoices,
  nearbyJobs,
  needsDriver,
  shiftDate,
  vehicleChoices,
} from './dispatch-board';
import { DriverManifests, manifestsOf } from './driver-manifests';
import { JobItem } from './job-item';
import { passengerOf } from './job-parts';
import styles from './dispatch.module.css';
import { useStaffRole } from '../../lib/require-role';

const dayLink = (date: string) => `${ROUTES.adminDispatch.path}?date=${date}`;

/** Dispatch: the day's jobs, their driver and vehicle, the drivers' manifests and the day's CSV. */
export function AdminDispatchPage() {
  const role = useStaffRole();
  const canAssign = hasStaffLevel(role, 'admin');
  const [params, setParams] = useSearchParams();
  const date = boardDate(params.get('date'), new Date());
  const load = useCallback(() => fetchDispatchDay(date), [date]);
  const day = useAsync(load, `dispatch:${date}`, 'Could not load the day. Please try again.');

  const jobs = useMemo(() => (day.data ? dayJobs(day.data, date) : []), [day.data, date]);
  const nearby = useMemo(() => (day.data ? nearbyJobs(day.data, date) : []), [day.data, date]);
  const active = jobs.filter((job) => !job.cancelled);
  const unassigned = jobs.filter(needsDriver).length;

  // A save changes only the day's assignments: the fleet, and so these, stay the same objects and
  // the job cards a save does not touch are not rendered again (JobItem is memoised).
  const drivers = day.data?.drivers;
  const vehicles = day.data?.vehicles;
  const driverName = useCallback(
    (id: string | undefined) =>
      drivers?.find((driver) => driver.id === id)?.full_name ?? 'Unknown driver',
    [drivers],
  );
  const plateOf = useCallback(
    (id: string | undefined) =>
      vehicles?.find((vehicle) => vehicle.id === id)?.plate ?? 'Unknown vehicle',
    [vehicles],
  );
  const describe = useCallback(
    (assignment: AssignmentRow) =>
      `${driverName(assignment.driver_id)} · ${plateOf(assignment.vehicle_id)}`,
    [driverName, plateOf],
  );

  const { setData } = day;
  const onSaved = useCallback(
    (bookingId: string, assignment: AssignmentRow | null) =>
      setData((current: DispatchDay | null) =>
        current
          ? {
              ...current,
              assignments: [
                ...current.assignments.filter((row) => row.booking_id !== bookingId),
                ...(assignment ? [assignment] : []),
              ],
            }
          : current,
      ),
    [setData],
  );

  const exportCsv = async () => {
    let builders;
    try {
      builders = await import('../../lib/csv-builders');
    } catch (error) {
      console.error('[mfe-admin] CSV export failed', error);
      notify.error('Could not export the jobs. Please try again.');
      return;
    }
    const download = builders.dispatchDayCsvDownload(
      date,
      jobs.map((job) => {
        const passenger = passengerOf(job.booking);
        return {
          date,
          time: job.time,
          leg: job.leg,
          reference: job.booking.reference_number,
          passenger: passenger.name,
          phone: passenger.phone,
          passengers: job.booking.passengers,
          suitcases: job.booking.suitcases,
          vehicleClass: vehicleTitle(job.booking.vehicle_type),
          pickup: job.from,
          dropoff: job.to,
          flight: job.booking.flight_details,
          extras: job.extras,
          status: bookingStatusLabel(job.booking.status),
          driver: job.assignment ? driverName(job.assignment.driver_id) : null,
          plate: job.assignment ? plateOf(job.assignment.vehicle_id) : null,
        };
      }),
    );
    saveDownload(download);
    notify.success(`Exported ${countLabel(jobs.length, 'job', 'jobs')} to ${download.fileName}`);
  };

  return (
    <PageFrame head={ROUTES.adminDispatch.head}>
      <div className={adminStyles.toolbar}>
        <nav className={styles.dayNav} aria-label="Day">
          <Link className="btn btn--secondary btn--sm" to={dayLink(shiftDate(date, -1))}>
            <span aria-hidden="true">← </span>Previous day
          </Link>
          <div className={styles.field}>
            <label htmlFor="dispatch-date">Day</label>
            <input
              id="dispatch-date"
              type="date"
              value={date}
              required
              onChange={(event) => {
                if (event.target.value) setParams({ date: event.target.value });
              }}
            />
          </div>
          <Link className="btn btn--secondary btn--sm" to={dayLink(shiftDate(date, 1))}>
            Next day<span aria-hidden="true"> →</span>
          </Link>
        </nav>
        <div className={styles.toolbarEnd}>
          <Button variant="secondary" size="sm" onClick={() => window.print()} disabled={!day.data}>
            Print manifests
          </Button>
          <Button
            variant="secondary"
            size="sm"
            onClick={() => void exportCsv()}
            disabled={jobs.length === 0}
          >
            Export CSV
          </Button>
        </div>
      </div>

      <h2 className={styles.dayTitle}>{formatDate(date)}</h2>
      <p role="status" className={styles.summary}>
        {day.data
          ? active.length === 0
            ? ''
            : `${unassigned} of ${countLabel(active.length, 'job', 'jobs')} unassigned`
          : 'Loading the day…'}
      </p>

      {!day.data ? (
        <Skeleton lines={6} />
      ) : jobs.length === 0 ? (
        <EmptyState
          title="No jobs on this day"
          description="Pick another day with the buttons above."
        />
      ) : (
        <ol className={styles.jobs} aria-busy={day.loading || undefined}>
          {jobs.map((job) => {
            const data = canAssign && !job.locked ? day.data : null;
            return (
              <JobItem
                key={job.key}
                job={job}
                assignmentText={job.assignment ? describe(job.assignment) : null}
                choices={
                  data
                    ? {
                        drivers: driverChoices(data.drivers, job, nearby),
                        vehicles: vehicleChoices(data.vehicles, job, nearby),
                      }
                    : null
                }
                describe={describe}
                onSaved={onSaved}
              />
            );
          })}
        </ol>
      )}
      {day.data && (
        <DriverManifests
          date={date}
          manifests={manifestsOf(jobs, day.data.drivers)}
          vehicles={day.data.vehicles}
        />
      )}
    </PageFrame>
  );
}
