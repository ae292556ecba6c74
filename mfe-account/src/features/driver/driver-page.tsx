import { ROUTES } from '@bbt/shared';
import { driverDayDates, formatDate, jobsOfTheDay, nextJobOf } from '@bbt/shared/domain';
import { Alert, Button, EmptyState, PageFrame, Spinner } from '@bbt/shared/ui';

import { PrivatePage } from '../../lib/private-page';
import styles from './driver.module.css';
import { DriverGate } from './driver-gate';
import { JobCard } from './job-card';
import { useDriverJobs } from './use-driver-jobs';

/** /driver: an active driver's jobs of today and tomorrow; anybody else is sent to /. */
export function DriverPage() {
  return (
    <PrivatePage>
      {(user) => (
        <DriverGate user={user}>
          <DriverJobs />
        </DriverGate>
      )}
    </PrivatePage>
  );
}

function DriverJobs() {
  const { jobs, queued, reload } = useDriverJobs();
  const now = new Date();
  const [today, tomorrow] = driverDayDates(now);

  let content;
  if (jobs.state === 'loading') {
    content = <Spinner label="Loading your jobs…" />;
  } else if (jobs.state === 'failed') {
    content = (
      <Alert
        tone="danger"
        live="alert"
        action={
          <Button variant="secondary" onClick={() => reload()}>
            Try again
          </Button>
        }
      >
        <p>Your jobs could not be loaded. Check the signal and try again.</p>
      </Alert>
    );
  } else {
    const legs = jobsOfTheDay(jobs.jobs, now);
    const next = nextJobOf(legs);
    content =
      legs.length === 0 ? (
        <EmptyState
          title="No jobs today or tomorrow"
          description="New jobs appear here as soon as the office assigns them to you."
        />
      ) : (
        [today, tomorrow].map((day) => {
          const ofDay = legs.filter((leg) => leg.date === day);
          if (ofDay.length === 0) return null;
          return (
            <section key={day} className={styles.day} aria-labelledby={`day-${day}`}>
              <h2 id={`day-${day}`} className={styles.dayTitle}>
                {day === today ? 'Today' : 'Tomorrow'}
                <span className={styles.dayDate}>{formatDate(day)}</span>
              </h2>
              {ofDay.map((leg) => (
                <JobCard
                  key={`${leg.job.bookingId}-${leg.leg}`}
                  job={leg.job}
                  leg={leg.leg}
                  time={leg.time}
                  isNext={next?.job.bookingId === leg.job.bookingId && next.leg === leg.leg}
                  queued={queued}
                  onRefused={reload}
                />
              ))}
            </section>
          );
        })
      );
  }

  return (
    <PageFrame head={ROUTES.driverJobs.head}>
      <div className={styles.page}>{content}</div>
    </PageFrame>
  );
}
