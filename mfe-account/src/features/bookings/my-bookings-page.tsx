import { PageFrame } from '@bbt/shared/ui';

export function MyBookingsPage() {
  return <PageFrame title="My Bookings" intro={<p>Your rides, past and upcoming.</p>} />;
}
