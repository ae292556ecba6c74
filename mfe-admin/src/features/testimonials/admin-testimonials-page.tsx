import { ROUTES } from '@bbt/shared';
import { countLabel, formatCount } from '@bbt/shared/domain';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  notify,
  PageFrame,
  Skeleton,
  StatTile,
} from '@bbt/shared/ui';
import { useState } from 'react';

import adminStyles from '../../lib/admin.module.css';
import { FigureSkeleton } from '../../lib/figure-skeleton';
import { ChoiceSelect } from '../../lib/choice-select';
import { Pagination } from '../../lib/pagination';
import { SearchBox } from '../../lib/search-box';
import { useAsync } from '../../lib/use-async';
import { useListPage } from '../../lib/use-list-page';
import { fetchAdminStats } from '../../data/stats-api';
import { isPermissionError } from '../../data/supabase-errors';
import {
  deleteTestimonial,
  fetchTestimonialsPage,
  moderateTestimonial,
  type StaffTestimonial,
  TESTIMONIAL_FILTER_LABELS,
  TESTIMONIAL_FILTERS,
  type TestimonialFilter,
} from '../../data/testimonials-api';
import { TestimonialCard } from './testimonial-card';
import { TestimonialDetailDialog } from './testimonial-detail-dialog';
import { parseTestimonialsQuery, testimonialsQueryParams } from './testimonials-query';
import styles from './testimonials.module.css';

const FILTER_OPTIONS = TESTIMONIAL_FILTERS.map((value) => ({
  value,
  label: TESTIMONIAL_FILTER_LABELS[value],
}));

const TESTIMONIALS_URL_QUERY = {
  parse: parseTestimonialsQuery,
  toParams: testimonialsQueryParams,
};

/** Admin testimonials: figures, search, filter, moderate, view, delete. */
export function AdminTestimonialsPage() {
  const stats = useAsync(fetchAdminStats, 'stats', 'Could not load the figures. Please try again.');
  const { query, navigate, list, total, pages, busyIds, whileBusy } = useListPage({
    urlQuery: TESTIMONIALS_URL_QUERY,
    load: fetchTestimonialsPage,
    failureMessage: 'Could not load the testimonials. Please try again.',
    countOf: (data) => data.total,
  });
  const [viewing, setViewing] = useState<StaffTestimonial | null>(null);
  const [deleting, setDeleting] = useState<StaffTestimonial | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);

  const moderate = (
    testimonial: StaffTestimonial,
    change: { is_approved: boolean } | { is_featured: boolean },
    done: string,
  ) =>
    whileBusy(testimonial.id, async () => {
      try {
        const saved = await moderateTestimonial(testimonial.id, change);
        list.setData((current) =>
          current
            ? {
                ...current,
                rows: current.rows.map((row) => (row.id === saved.id ? { ...row, ...saved } : row)),
              }
            : current,
        );
        stats.reload();
        notify.success(done);
      } catch (error) {
        console.error('[mfe-admin] moderation failed', error);
        notify.error(
          isPermissionError(error)
            ? "You don't have permission to moderate testimonials."
            : 'Could not update the testimonial. Please try again.',
        );
      }
    });

  const confirmDelete = async () => {
    if (!deleting) return;
    setDeleteBusy(true);
    try {
      await deleteTestimonial(deleting.id);
      notify.success(`The testimonial by ${deleting.customer_name} was deleted.`);
      list.reload();
      stats.reload();
    } catch (error) {
      console.error('[mfe-admin] testimonial delete failed', error);
      notify.error(
        isPermissionError(error)
          ? "You don't have permission to delete testimonials."
          : 'Could not delete the testimonial. Please try again.',
      );
    } finally {
      setDeleteBusy(false);
      setDeleting(null);
    }
  };

  const filtered = query.filter !== 'all' || query.search.trim() !== '';
  const figure = (value: number | undefined) =>
    value === undefined ? <FigureSkeleton width="4rem" /> : formatCount(value);

  return (
    <PageFrame head={ROUTES.adminTestimonials.head}>
      <section aria-labelledby="testimonial-figures">
        <h2 id="testimonial-figures" className="visually-hidden">
          Figures
        </h2>
        <div className={adminStyles.stats}>
          <StatTile label="Total" value={figure(stats.data?.totalTestimonials)} />
          <StatTile
            label="Pending"
            tone="warning"
            value={figure(stats.data?.pendingTestimonials)}
          />
          <StatTile
            label="Approved"
            tone="success"
            value={figure(stats.data?.approvedTestimonials)}
          />
          <StatTile label="Featured" tone="info" value={figure(stats.data?.featuredTestimonials)} />
        </div>
      </section>

      <div className={adminStyles.toolbar}>
        <div className={adminStyles.toolbarGrow}>
          <SearchBox
            label="Search testimonials"
            placeholder="Name, e-mail, location, service or text"
            value={query.search}
            onSearch={(search) => navigate({ ...query, search, page: 1 }, { replace: true })}
          />
        </div>
        <ChoiceSelect<TestimonialFilter>
          label="Show"
          value={query.filter}
          options={FILTER_OPTIONS}
          onChange={(filter) => navigate({ ...query, filter, page: 1 })}
        />
      </div>

      <p className={adminStyles.summary} role="status" aria-live="polite">
        {list.data
          ? `${countLabel(total, 'testimonial', 'testimonials')}${filtered ? ' (filtered)' : ''}`
          : 'Loading testimonials…'}
      </p>

      {!list.data && list.loading && <Skeleton lines={6} />}

      {list.data && list.data.rows.length === 0 && !list.loading && (
        <EmptyState
          title={filtered ? 'No testimonials match your criteria' : 'No testimonials yet'}
          description={filtered ? 'Try another search or filter.' : undefined}
          action={
            filtered ? (
              <Button
                variant="secondary"
                onClick={() => navigate({ ...query, filter: 'all', search: '', page: 1 })}
              >
                Clear Filters
              </Button>
            ) : undefined
          }
        />
      )}

      {list.data && list.data.rows.length > 0 && (
        <>
          <ul className={`${styles.grid} ${list.loading ? styles.busy : ''}`}>
            {list.data.rows.map((testimonial) => (
              <TestimonialCard
                key={testimonial.id}
                testimonial={testimonial}
                busy={busyIds.has(testimonial.id)}
                onApprove={(approve) =>
                  void moderate(
                    testimonial,
                    { is_approved: approve },
                    approve
                      ? `Approved: the testimonial by ${testimonial.customer_name} now shows on the site.`
                      : `Unapproved: the testimonial by ${testimonial.customer_name} no longer shows on the site.`,
                  )
                }
                onFeature={(feature) =>
                  void moderate(
                    testimonial,
                    { is_featured: feature },
                    feature
                      ? `The testimonial by ${testimonial.customer_name} is featured.`
                      : `The testimonial by ${testimonial.customer_name} is no longer featured.`,
                  )
                }
                onView={() => setViewing(testimonial)}
                onDelete={() => setDeleting(testimonial)}
              />
            ))}
          </ul>
          {pages > 1 && (
            <Pagination
              noun="testimonials"
              page={query.page}
              pageCount={pages}
              onPage={(page) => navigate({ ...query, page })}
            />
          )}
        </>
      )}

      <TestimonialDetailDialog testimonial={viewing} onClose={() => setViewing(null)} />
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteBusy) setDeleting(null);
        }}
        title={deleting ? `Delete the testimonial by ${deleting.customer_name}?` : 'Delete?'}
        description="Are you sure you want to delete this testimonial?"
        confirmLabel="Delete testimonial"
        busy={deleteBusy}
        busyLabel="Deleting…"
        onConfirm={confirmDelete}
      />
    </PageFrame>
  );
}
