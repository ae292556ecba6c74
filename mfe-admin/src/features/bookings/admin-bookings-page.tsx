import { PageFrame } from '@bbt/shared/ui';

export function AdminBookingsPage() {
  return (
    <PageFrame
      title="Manage Bookings"
      intro={<p>Every booking, with search, status changes and CSV export.</p>}
    />
  );
}
