import { paths, ROUTES } from '@bbt/shared';
import {
  bookingCancellationMailto,
  bookingCountText,
  bulkCancellationMailto,
  cancelFailureMessage,
  clearAllFailureMessage,
  countBookings,
  countLabel,
  filterBookings,
  filterKey,
  formatCount,
  isFiltering,
  isOpenBooking,
  BOOKING_DETAILS_MISSING,
  LOAD_BOOKINGS_FAILED,
  NO_FILTER,
} from '@bbt/shared/domain';
import {
  Alert,
  Button,
  EmptyState,
  Icon,
  notify,
  PageFrame,
  Skeleton,
  Spinner,
} from '@bbt/shared/ui';
import type { User } from '@supabase/supabase-js';
import { type ReactNode, useState } from 'react';
import { Link } from '@bbt/shared/router';

import { PrivatePage } from '../../lib/private-page';
import { openMail } from './open-mail';
import { useNow } from '../../lib/use-now';
import { useSupportContact } from '../../lib/use-support-contact';
import { BookingCard } from './booking-card';
import { BookingList } from './booking-list';
import { BookingStats } from './booking-stats';
import { BookingToolbar } from './booking-toolbar';
import { ClearAllDialog } from './clear-all-dialog';
import type { CustomerBooking } from '../../data/customer-booking';
import styles from './my-bookings.module.css';
import { useMyBookings } from './use-my-bookings';

/** My Bookings: the signed-in customer's bookings from the database. */
export function MyBookingsPage() {
  return <PrivatePage>{(user) => <MyBookings user={user} />}</PrivatePage>;
}

/** The page's frame: its head as the route manifest has it (the shell painted it first). */
function Frame({ children }: { children: ReactNode }) {
  return <PageFrame head={ROUTES.myBookings.head}>{children}</PageFrame>;
}

function MyBookings({ user }: { user: User }) {
  const { state, reload, cancel, cancelAll, replace } = useMyBookings(user);
  const support = useSupportContact();
  const now = useNow();
  const [filter, setFilter] = useState(NO_FILTER);
  const [clearAllOpen, setClearAllOpen] = useState(false);
  const [clearing, setClearing] = useState(false);
  const [clearAllError, setClearAllError] = useState<string | null>(null);
  const [mails, setMails] = useState<Record<string, string>>({});
  const [bulkMail, setBulkMail] = useState<string | null>(null);
  const supportContact = { phone: support.phoneDisplay, email: support.email };
  const userEmail = user.email ?? '';

  if (state.status === 'loading') {
    return (
      <Frame>
        <div className={styles.loading}>
          <Spinner label="Loading your bookings…" />
          <Skeleton height="12rem" />
          <Skeleton height="12rem" />
        </div>
      </Frame>
    );
  }
  if (state.status === 'failed') {
    return (
      <Frame>
        <Alert
          tone="danger"
          live="alert"
          title={LOAD_BOOKINGS_FAILED}
          action={<Button onClick={reload}>Try again</Button>}
        >
          <p>
            Please check your connection and try again. If it keeps failing, call us on{' '}
            {support.phoneDisplay}.
          </p>
        </Alert>
      </Frame>
    );
  }

  const { bookings, detailsMissing } = state;
  const shown = filterBookings(bookings, filter);
  const open = bookings.filter(isOpenBooking);
  const filtering = isFiltering(filter);

  const cancelOne = async (booking: CustomerBooking): Promise<string | null> => {
    const result = await cancel(booking.id);
    if (!result.ok) {
      const message = cancelFailureMessage(booking.reference_number, result.error, supportContact);
      notify.error(message);
      return message;
    }
    const mail = bookingCancellationMailto(booking, userEmail, new Date(), support.email);
    setMails((previous) => ({ ...previous, [booking.id]: mail.href }));
    notify.success(`Booking ${booking.reference_number} has been cancelled.`);
    openMail(mail.href);
    return null;
  };

  const clearAll = async () => {
    setClearing(true);
    setClearAllError(null);
    const result = await cancelAll(open.map((booking) => booking.id));
    setClearing(false);
    if (!result.ok) {
      const message = clearAllFailureMessage(result.error, supportContact);
      setClearAllError(message);
      notify.error(message);
      return;
    }
    const cancelled = new Set(result.cancelled);
    const references = open
      .filter((booking) => cancelled.has(booking.id))
      .map((booking) => booking.reference_number);
    const mail = bulkCancellationMailto(references, userEmail, new Date(), support.email);
    setBulkMail(mail.href);
    setClearAllOpen(false);
    notify.success(
      `${countLabel(references.length, 'booking has', 'bookings have')} been cancelled.`,
    );
    openMail(mail.href);
  };

  return (
    <Frame>
      <div className={styles.heading}>
        <p className={styles.count} aria-live="polite">
          {bookingCountText(shown.length, bookings.length, filtering)}
        </p>
        {open.length > 0 && (
          <Button
            variant="danger"
            onClick={() => {
              setClearAllError(null);
              setClearAllOpen(true);
            }}
          >
            Clear All ({formatCount(open.length)})
          </Button>
        )}
      </div>
      {detailsMissing && (
        <div className={styles.notice}>
          <Alert
            tone="warning"
            live="status"
            title={BOOKING_DETAILS_MISSING.title}
            action={
              <Button variant="secondary" onClick={reload}>
                Try again
              </Button>
            }
          >
            <p>{BOOKING_DETAILS_MISSING.body}</p>
          </Alert>
        </div>
      )}
      {bulkMail && (
        <div className={styles.notice}>
          <Alert tone="success" live="status" title="Your open bookings have been cancelled">
            <p>
              Your cancellation e-mail to our team should have opened;{' '}
              <a href={bulkMail}>open it again</a> if it did not.
            </p>
          </Alert>
        </div>
      )}
      {bookings.length > 0 && <BookingStats counts={countBookings(bookings)} />}

      {bookings.length === 0 ? (
        <EmptyState
          icon={<Icon name="car" size={32} />}
          title="No bookings yet"
          description="When you book a ride with us, it appears here with its status and details."
          action={
            <Link to={paths.home} className="btn btn--primary">
              Book a Ride
            </Link>
          }
        />
      ) : (
        <>
          <BookingToolbar filter={filter} onChange={setFilter} />
          {shown.length === 0 ? (
            <EmptyState
              icon={<Icon name="search" size={32} />}
              title="No bookings match your criteria"
              description="Try another search or status."
              action={<Button onClick={() => setFilter(NO_FILTER)}>Clear Filters</Button>}
            />
          ) : (
            <BookingList
              resetKey={filterKey(filter)}
              bookings={shown}
              renderCard={(booking) => (
                <BookingCard
                  booking={booking}
                  now={now}
                  support={support}
                  onCancel={cancelOne}
                  cancellationMail={mails[booking.id]}
                  onChanged={replace}
                />
              )}
            />
          )}
        </>
      )}
      <ClearAllDialog
        open={clearAllOpen}
        onOpenChange={(next) => !clearing && setClearAllOpen(next)}
        bookings={open}
        busy={clearing}
        error={clearAllError}
        onConfirm={() => void clearAll()}
      />
    </Frame>
  );
}
