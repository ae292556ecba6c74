import { ROUTES } from '@bbt/shared';
import {
  type BookingStatus,
  bookingStatusLabel,
  countLabel,
  formatCount,
  hasStaffLevel,
  STATUS_FILTERS,
  type StatusFilter,
} from '@bbt/shared/domain';
import { Button, EmptyState, notify, PageFrame, Skeleton } from '@bbt/shared/ui';
import { useEffect, useMemo, useState } from 'react';

import { ChoiceSelect } from '../../lib/choice-select';
import { Pagination } from '../../lib/pagination';
import { SearchBox } from '../../lib/search-box';
import adminStyles from '../../lib/admin.module.css';
import { pageRange } from '../../lib/list-counts';
import { useListPage } from '../../lib/use-list-page';
import {
  type BookingListRow,
  deleteBooking,
  fetchBookingsPage,
  updateBookingStatus,
} from '../../data/bookings-api';
import { PAGE_SIZES, type PageSize } from '../../data/bookings-request';
import { isPermissionError } from '../../data/supabase-errors';
import { BookingCards } from './booking-cards';
import { BookingDetailDialog } from './booking-detail-dialog';
import type { BookingRowHandlers } from './booking-row-parts';
import { bookingsQueryParams, parseBookingsQuery, toggleSort } from './bookings-query';
import { BookingsTable } from './bookings-table';
import { DeleteBookingDialog } from './delete-booking-dialog';
import { ExportCsvButton } from './export-csv-button';
import { parseSortChoice, SORT_CHOICES, sortChoiceOf } from './sort-options';
import { useMediaQuery } from './use-media-query';
import { useStaffRole } from '../../lib/require-role';

const STATUS_OPTIONS = STATUS_FILTERS.map((value) => ({
  value,
  label: value === 'all' ? 'All statuses' : bookingStatusLabel(value),
}));

const BOOKINGS_URL_QUERY = { parse: parseBookingsQuery, toParams: bookingsQueryParams };

/** Admin bookings: search, filter, sort, page, change status, view, delete, CSV. */
export function AdminBookingsPage() {
  const role = useStaffRole();
  const canDelete = hasStaffLevel(role, 'admin');
  const {
    query,
    navigate,
    list: page,
    total,
    pages,
    busyIds: savingStatus,
    whileBusy,
  } = useListPage({
    urlQuery: BOOKINGS_URL_QUERY,
    load: fetchBookingsPage,
    failureMessage: 'Could not load the bookings. Please try again.',
    countOf: (data) => data.total,
  });
  const narrow = useMediaQuery('(max-width: 62rem)');
  const [viewing, setViewing] = useState<BookingListRow | null>(null);
  const [deleting, setDeleting] = useState<BookingListRow | null>(null);

  const filtered = query.status !== 'all' || query.search.trim() !== '';

  // A page past the end (an old link, or rows deleted meanwhile): go to the last page there is.
  const pastTheEnd = !page.loading && total > 0 && query.page > pages;
  useEffect(() => {
    if (pastTheEnd) navigate({ ...query, page: pages }, { replace: true });
  }, [pastTheEnd, navigate, query, pages]);

  const changeStatus = (booking: BookingListRow, status: BookingStatus) =>
    whileBusy(booking.id, async () => {
      try {
        const saved = await updateBookingStatus(booking.id, status);
        page.setData((current) =>
          current
            ? {
                ...current,
                rows: current.rows.map((row) =>
                  row.id === saved.id ? { ...row, status: saved.status } : row,
                ),
              }
            : current,
        );
        notify.success(
          `Booking ${booking.reference_number} is now ${bookingStatusLabel(saved.status)}.`,
        );
      } catch (error) {
        console.error('[mfe-admin] status change failed', error);
        notify.error(
          isPermissionError(error)
            ? `You don't have permission to change booking ${booking.reference_number}.`
            : `Could not change the status of booking ${booking.reference_number}. Please try again.`,
        );
      }
    });

  const handlers: BookingRowHandlers = {
    savingStatus,
    onStatusChange: (booking, status) => void changeStatus(booking, status),
    onView: setViewing,
    onDelete: canDelete ? setDeleting : undefined,
  };

  const { first, last } = pageRange(query, total);
  const summary = page.data
    ? total === 0
      ? 'No bookings to show'
      : `Showing ${formatCount(first)}–${formatCount(last)} of ${countLabel(total, 'booking', 'bookings')}${filtered ? ' (filtered)' : ''}`
    : 'Loading bookings…';

  const clearFilters = () => navigate({ ...query, status: 'all', search: '', page: 1 });
  const sortChoice = useMemo(() => sortChoiceOf(query.sort, query.direction), [query]);

  return (
    <PageFrame head={ROUTES.adminBookings.head}>
      <div className={adminStyles.toolbar}>
        <div className={adminStyles.toolbarGrow}>
          <SearchBox
            label="Search bookings"
            placeholder="Reference, first or last name, e-mail"
            value={query.search}
            onSearch={(search) => navigate({ ...query, search, page: 1 }, { replace: true })}
          />
        </div>
        <ChoiceSelect<StatusFilter>
          label="Status"
          value={query.status}
          options={STATUS_OPTIONS}
          onChange={(status) => navigate({ ...query, status, page: 1 })}
        />
        <ChoiceSelect
          label="Sort by"
          value={sortChoice}
          options={SORT_CHOICES}
          onChange={(choice) => navigate({ ...query, ...parseSortChoice(choice), page: 1 })}
        />
        <div className={adminStyles.toolbarEnd}>
          <ExportCsvButton query={query} total={total} />
        </div>
      </div>

      <p className={adminStyles.summary} role="status" aria-live="polite">
        {summary}
      </p>

      {!page.data && page.loading && (
        <div aria-hidden="true">
          <Skeleton lines={8} />
        </div>
      )}

      {page.data && page.data.rows.length === 0 && !page.loading && total === 0 && (
        <EmptyState
          title={filtered ? 'No bookings match your criteria' : 'No bookings yet'}
          description={
            filtered
              ? 'Try another search or status, or clear the filters.'
              : 'New bookings appear here as soon as they are made.'
          }
          action={
            filtered ? (
              <Button variant="secondary" onClick={clearFilters}>
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      )}

      {page.data && page.data.rows.length > 0 && (
        <>
          {narrow ? (
            <BookingCards rows={page.data.rows} handlers={handlers} busy={page.loading} />
          ) : (
            <BookingsTable
              rows={page.data.rows}
              query={query}
              onSort={(sort) => navigate(toggleSort(query, sort))}
              handlers={handlers}
              busy={page.loading}
              caption="Bookings"
            />
          )}
          <Pagination
            noun="bookings"
            page={query.page}
            pageCount={pages}
            onPage={(next) => navigate({ ...query, page: next })}
            pageSize={query.pageSize}
            pageSizes={PAGE_SIZES}
            onPageSize={(size) => navigate({ ...query, pageSize: size as PageSize, page: 1 })}
          />
        </>
      )}

      <BookingDetailDialog
        bookingId={viewing?.id ?? null}
        reference={viewing?.reference_number ?? ''}
        onClose={() => setViewing(null)}
      />
      <DeleteBookingDialog
        booking={deleting}
        onClose={() => setDeleting(null)}
        onDeleted={() => {
          setDeleting(null);
          page.reload();
        }}
        remove={deleteBooking}
      />
    </PageFrame>
  );
}
