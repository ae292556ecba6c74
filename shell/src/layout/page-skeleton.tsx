export function PageSkeleton() {
  return (
    <div className="container page-skeleton" aria-busy="true">
      <p role="status">Loading…</p>
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
