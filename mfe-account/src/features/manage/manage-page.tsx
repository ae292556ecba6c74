import { paths, ROUTES } from '@bbt/shared';
import {
  CHANGE_MESSAGES,
  changeCutoffMessage,
  isOpenBooking,
  MANAGE_LINK_INVALID_MESSAGE,
  normaliseStatus,
  telLink,
} from '@bbt/shared/domain';
import { Link, useParams } from '@bbt/shared/router';
import {
  Alert,
  Button,
  formatBookedOn,
  formatUsd,
  PageFrame,
  Spinner,
  StatusBadge,
} from '@bbt/shared/ui';
import { useEffect, useId, useRef, useState } from 'react';

import { cancelManagedBooking, type ManageView } from '../../data/manage-api';
import cardStyles from '../../lib/booking-card.module.css';
import { BookingFacts } from '../../lib/booking-facts';
import {
  LazyChangeBookingForm,
  preloadChangeBookingForm,
} from '../../lib/lazy-change-booking-form';
import { DriverDetails } from '../../lib/driver-details';
import { RefundLine } from '../../lib/refund-line';
import { SupportLinks } from '../../lib/support-links';
import { useNow } from '../../lib/use-now';
import { type SupportContactDetails, useSupportContact } from '../../lib/use-support-contact';
import { CancelDialog } from './cancel-dialog';
import styles from './manage.module.css';
import { useManagedBooking } from './use-managed-booking';

/** /manage/<token>: a booking seen, changed or cancelled through its link, without an account. */
export function ManagePage() {
  const { token = '' } = useParams();
  const { state, reload, show } = useManagedBooking(token);
  const support = useSupportContact();

  let content;
  if (state.status === 'loading') {
    content = <Spinner label="Loading your booking…" />;
  } else if (state.status === 'invalid') {
    content = <InvalidLink support={support} />;
  } else if (state.status === 'failed') {
    content = (
      <Alert
        tone="danger"
        live="alert"
        title="Your booking could not be loaded."
        action={<Button onClick={reload}>Try again</Button>}
      >
        <p>
          {state.message ??
            `Please check your connection and try again. If it keeps failing, call us on ${support.phoneDisplay}.`}
        </p>
      </Alert>
    );
  } else {
    content = <ManagedBooking token={token} view={state.view} onView={show} support={support} />;
  }

  return (
    <PageFrame head={ROUTES.manageBooking.head}>
      <div className={styles.page}>{content}</div>
    </PageFrame>
  );
}

function InvalidLink({ support }: { support: SupportContactDetails }) {
  return (
    <Alert tone="danger" live="alert" title={MANAGE_LINK_INVALID_MESSAGE}>
      <p className={styles.invalidLinks}>
        <Link to={paths.contact}>Contact us</Link>
        <a href={telLink(support.phoneE164)}>Call {support.phoneDisplay}</a>
      </p>
    </Alert>
  );
}

type Notice = { kind: 'changed' } | { kind: 'cancelled'; refund: number; summary: string };

function ManagedBooking({
  token,
  view,
  onView,
  support,
}: {
  token: string;
  view: ManageView;
  onView: (view: ManageView) => void;
  support: SupportContactDetails;
}) {
  const headingId = useId();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const now = useNow();
  const [changing, setChanging] = useState(false);
  const [cancelOpen, setCancelOpen] = useState(false);
  const [cancelBusy, setCancelBusy] = useState(false);
  const [cancelError, setCancelError] = useState<string | null>(null);
  const [notice, setNotice] = useState<Notice | null>(null);
  const changeButton = useRef<HTMLButtonElement>(null);
  const { booking, driver } = view;
  const cancelled = normaliseStatus(booking.status) === 'cancelled';
  const reference = booking.reference_number;

  useEffect(() => {
    if (notice) headingRef.current?.focus();
  }, [notice]);

  const cancel = async () => {
    setCancelBusy(true);
    setCancelError(null);
    const result = await cancelManagedBooking(token);
    setCancelBusy(false);
    if (!result.ok) {
      setCancelError(result.error.message ?? CHANGE_MESSAGES.failed);
      return;
    }
    setCancelOpen(false);
    setChanging(false);
    onView(result.data.view);
    setNotice({
      kind: 'cancelled',
      refund: result.data.refundAmount,
      summary: result.data.refundSummary,
    });
  };

  return (
    <>
      {notice && (
        <div className={styles.notice}>
          {notice.kind === 'changed' ? (
            <Alert tone="success" live="status" title="Your booking has been changed.">
              <p>{CHANGE_MESSAGES.changed}</p>
            </Alert>
          ) : (
            <Alert tone="success" live="status" title="Your booking has been cancelled.">
              <p>
                Refund: <strong>{formatUsd(notice.refund)}</strong>
                {notice.summary ? `: ${notice.summary}` : ''}. {CHANGE_MESSAGES.cancelled}
              </p>
            </Alert>
          )}
        </div>
      )}
      <article
        aria-labelledby={headingId}
        className={`card ${cardStyles.card} ${cancelled ? cardStyles.cancelled : ''}`}
      >
        <div className={cardStyles.top}>
          <div className={cardStyles.title}>
            <h2 id={headingId} ref={headingRef} tabIndex={-1}>
              {reference}
            </h2>
            <StatusBadge status={booking.status} />
          </div>
        </div>
        <p className={cardStyles.meta}>
          {booking.first_name} {booking.last_name} · {formatBookedOn(booking.created_at)}
        </p>

        {driver && !cancelled && (
          <DriverDetails
            driver={driver}
            reference={reference}
            tripType={booking.trip_type}
            pickupLocation={booking.pickup_location}
          />
        )}

        <BookingFacts booking={booking} />
        <RefundLine booking={booking} now={now} />

        {changing && view.canChange ? (
          <LazyChangeBookingForm
            target={{ kind: 'link', token }}
            booking={booking}
            extras={booking.extras}
            now={now}
            onChanged={(next) => {
              setChanging(false);
              onView(next);
              setNotice({ kind: 'changed' });
            }}
            onClose={() => {
              setChanging(false);
              requestAnimationFrame(() => changeButton.current?.focus());
            }}
          />
        ) : (
          isOpenBooking(booking) && (
            <div className={styles.actions}>
              {view.canChange ? (
                <Button
                  ref={changeButton}
                  onPointerEnter={preloadChangeBookingForm}
                  onFocus={preloadChangeBookingForm}
                  onClick={() => setChanging(true)}
                >
                  Change booking
                </Button>
              ) : (
                <div className={styles.tooLate}>
                  <Alert tone="info">
                    <p>{changeCutoffMessage(support.phoneDisplay)}</p>
                    <p>
                      <a className="btn btn--secondary" href={telLink(support.phoneE164)}>
                        Call {support.phoneDisplay}
                      </a>
                    </p>
                  </Alert>
                </div>
              )}
              {view.canCancel && (
                <Button
                  variant="danger"
                  onClick={() => {
                    setCancelError(null);
                    setCancelOpen(true);
                  }}
                >
                  Cancel booking
                </Button>
              )}
            </div>
          )
        )}

        <div className={cardStyles.footer}>
          <SupportLinks reference={reference} support={support} />
        </div>
      </article>
      <CancelDialog
        open={cancelOpen}
        onOpenChange={(next) => !cancelBusy && setCancelOpen(next)}
        booking={booking}
        now={now}
        busy={cancelBusy}
        error={cancelError}
        onConfirm={() => void cancel()}
      />
    </>
  );
}
