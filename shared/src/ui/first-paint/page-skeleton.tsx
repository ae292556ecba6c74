interface SkeletonProps {
  /** What screen readers hear while it loads. */
  status?: string;
}

function SkeletonLines({ status = 'Loading…' }: SkeletonProps) {
  return (
    <>
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar" aria-hidden="true" />
      <div className="skeleton-bar skeleton-bar--short" aria-hidden="true" />
      <p role="status" className="page-skeleton__status">
        {status}
      </p>
    </>
  );
}

/** The body of a page while it loads, under its head: its shape, and a status. */
export function PageBodySkeleton({ status }: SkeletonProps) {
  return (
    <div className="page-skeleton__body" aria-busy="true">
      <SkeletonLines status={status} />
    </div>
  );
}

/** A whole page while it loads, for pages whose head depends on data or on who is signed in. */
export function PageSkeleton({ status }: SkeletonProps) {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <div className="skeleton-bar skeleton-bar--title" aria-hidden="true" />
      <SkeletonLines status={status} />
    </div>
  );
}
