/** What a page shows while its remote loads: the shape of a page, and a status for screen readers. */
export function PageSkeleton() {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <div className="skeleton-bar skeleton-bar--title" aria-hidden="true" />
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar skeleton-bar--short" aria-hidden="true" />
      <p role="status" className="page-skeleton__status">
        Loading…
      </p>
    </div>
  );
}

export function SlotSkeleton({ label }: { label: string }) {
  return (
    <div className="slot-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading {label}…
      </span>
    </div>
  );
}
