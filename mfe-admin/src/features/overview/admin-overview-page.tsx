import { PageFrame } from '@bbt/shared/ui';

export function AdminOverviewPage() {
  return (
    <PageFrame title="Admin Dashboard" intro={<p>Bookings, reviews and revenue at a glance.</p>} />
  );
}
