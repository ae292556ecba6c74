export function SlotSkeleton({ label }: { label: string }) {
  return (
    <div className="slot-skeleton" aria-busy="true">
      <span className="visually-hidden" role="status">
        Loading {label}…
      </span>
    </div>
  );
}
