import { paths, useAuth, ROUTES } from '@bbt/shared';
import { countLabel, formatCount, hasStaffLevel, STAFF_ROLE_LABELS } from '@bbt/shared/domain';
import {
  classNames,
  Badge,
  Card,
  formatDate,
  formatInstant,
  formatTime,
  formatUsd,
  Money,
  PageFrame,
  Skeleton,
  StatTile,
  StatusBadge,
} from '@bbt/shared/ui';
import { Link } from '@bbt/shared/router';

import adminStyles from '../../lib/admin.module.css';
import { FigureSkeleton } from '../../lib/figure-skeleton';
import { RatingStars } from '../../lib/rating-stars';
import { useAsync } from '../../lib/use-async';
import { fetchRecentBookings } from '../../data/bookings-api';
import { countUnassignedSoon } from '../../data/dispatch-api';
import { fetchAdminStats } from '../../data/stats-api';
import { fetchRecentTestimonials } from '../../data/testimonials-api';
import styles from './overview.module.css';
import { useStaffRole } from '../../lib/require-role';

/** Only super_admin is named as such; every other staff role reads as Admin. */
function welcomeRole(role: string | null): string {
  return role === 'super_admin' ? STAFF_ROLE_LABELS.super_admin : STAFF_ROLE_LABELS.admin;
}

function Figures() {
  const stats = useAsync(fetchAdminStats, 'stats', 'Could not load the figures. Please try again.');
  const value = (figure: (data: NonNullable<typeof stats.data>) => string) =>
    stats.data ? figure(stats.data) : <FigureSkeleton width="5rem" />;
  return (
    <section aria-labelledby="overview-figures" aria-busy={stats.loading || undefined}>
      <h2 id="overview-figures" className="visually-hidden">
        Figures
      </h2>
      <div className={adminStyles.stats}>
        <StatTile label="Total bookings" value={value((s) => formatCount(s.totalBookings))} />
        <StatTile
          label="Pending bookings"
          tone="warning"
          value={value((s) => formatCount(s.pendingBookings))}
        />
        <StatTile
          label="Total revenue (USD)"
          tone="success"
          value={value((s) => formatUsd(s.totalRevenue))}
        />
        <StatTile
          label="Pending reviews"
          tone="info"
          value={value((s) => formatCount(s.pendingTestimonials))}
        />
      </div>
    </section>
  );
}

const countSoon = () => countUnassignedSoon(new Date());

/** 'N jobs unassigned in the next 48 hours', linking to the dispatch board; zero says so. */
function UnassignedSoon() {
  const soon = useAsync(
    countSoon,
    'unassigned-soon',
    'Could not count the unassigned jobs. Please try again.',
  );
  return (
    <div className={styles.dispatch} role="status">
      {soon.data === null ? (
        <FigureSkeleton width="18rem" />
      ) : soon.data === 0 ? (
        <>
          All jobs in the next 48 hours have a driver.{' '}
          <Link to={paths.adminDispatch}>Open the dispatch board</Link>
        </>
      ) : (
        <Link to={paths.adminDispatch}>
          {countLabel(soon.data, 'job', 'jobs')} unassigned in the next 48 hours
        </Link>
      )}
    </div>
  );
}

function RecentBookings() {
  const recent = useAsync(
    fetchRecentBookings,
    'recent-bookings',
    'Could not load the latest bookings. Please try again.',
  );
  return (
    <Card as="section" aria-labelledby="overview-bookings">
      <div className={styles.cardHead}>
        <h2 id="overview-bookings">Recent bookings</h2>
        <Link to={paths.adminBookings}>See all</Link>
      </div>
      {!recent.data ? (
        <Skeleton lines={5} />
      ) : recent.data.length === 0 ? (
        <p className={adminStyles.muted}>No bookings yet.</p>
      ) : (
        <ul className={styles.list}>
          {recent.data.map((booking) => (
            <li key={booking.id} className={styles.item}>
              <div className={styles.itemMain}>
                <Link
                  className={styles.itemTitle}
                  to={`${paths.adminBookings}?q=${encodeURIComponent(booking.reference_number)}`}
                >
                  <span className={styles.reference}>{booking.reference_number}</span>
                  <span className="visually-hidden">, </span> {booking.first_name}{' '}
                  {booking.last_name}
                </Link>
                <span className={styles.itemSub}>
                  {formatDate(booking.pickup_date)}, {formatTime(booking.pickup_time)} ·{' '}
                  {booking.pickup_location} to {booking.dropoff_location}
                </span>
              </div>
              <div className={styles.itemSide}>
                <StatusBadge status={booking.status} />
                <Money amount={Number(booking.total_price)} />
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function RecentTestimonials() {
  const recent = useAsync(
    fetchRecentTestimonials,
    'recent-testimonials',
    'Could not load the latest testimonials. Please try again.',
  );
  return (
    <Card as="section" aria-labelledby="overview-testimonials">
      <div className={styles.cardHead}>
        <h2 id="overview-testimonials">Recent testimonials</h2>
        <Link to={paths.adminTestimonials}>See all</Link>
      </div>
      {!recent.data ? (
        <Skeleton lines={5} />
      ) : recent.data.length === 0 ? (
        <p className={adminStyles.muted}>No testimonials yet.</p>
      ) : (
        <ul className={styles.list}>
          {recent.data.map((testimonial) => (
            <li key={testimonial.id} className={styles.item}>
              <div className={styles.itemMain}>
                <span className={styles.itemTitle}>{testimonial.customer_name}</span>
                <span className={styles.itemSub}>
                  {testimonial.testimonial_text.length > 110
                    ? `${testimonial.testimonial_text.slice(0, 110).trimEnd()}…`
                    : testimonial.testimonial_text}
                </span>
                <span className={styles.itemSub}>{formatInstant(testimonial.created_at)}</span>
              </div>
              <div className={styles.itemSide}>
                <RatingStars rating={testimonial.rating} className={styles.stars} />
                {testimonial.is_approved ? (
                  <Badge tone="success">Approved</Badge>
                ) : (
                  <Badge tone="warning">Pending</Badge>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

/** Admin overview: welcome, four figures, the latest five of each, quick actions. */
export function AdminOverviewPage() {
  const role = useStaffRole();
  const email = useAuth((state) => state.user?.email);
  return (
    <PageFrame head={ROUTES.adminOverview.head}>
      <p className={styles.welcome}>
        Welcome back, <strong>{welcomeRole(role)}</strong>
        <span className={classNames(adminStyles.muted, styles.email)}>
          {email ? ` (${email})` : ''}
        </span>
      </p>
      <Figures />
      <UnassignedSoon />
      <nav className={styles.actions} aria-label="Quick actions">
        <Link className="btn btn--primary" to={paths.adminBookings}>
          View All Bookings
        </Link>
        <Link className="btn btn--secondary" to={`${paths.adminTestimonials}?filter=pending`}>
          Review Testimonials
        </Link>
        {hasStaffLevel(role, 'super_admin') && (
          <Link className="btn btn--secondary" to={paths.adminUsers}>
            Manage Users
          </Link>
        )}
      </nav>
      <div className={styles.columns}>
        <RecentBookings />
        <RecentTestimonials />
      </div>
    </PageFrame>
  );
}
