/** The body of a page while it loads: its shape, and a status for screen readers. */
export function PageBodySkeleton({ status = 'Loading…' }: { status?: string }) {
  return (
    <div className="page-skeleton__body" aria-busy="true">
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar skeleton-bar--short" aria-hidden="true" />
      <p role="status" className="page-skeleton__status">
        {status}
      </p>
    </div>
  );
}

/** A whole page while it loads, for pages whose head depends on data or on who is signed in. */
export function PageSkeleton({ status = 'Loading…' }: { status?: string }) {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <div className="skeleton-bar skeleton-bar--title" aria-hidden="true" />
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar skeleton-bar--short" aria-hidden="true" />
      <p role="status" className="page-skeleton__status">
        {status}
      </p>
    </div>
  );
}
