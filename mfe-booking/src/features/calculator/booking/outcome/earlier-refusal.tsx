import { useSiteSettings } from '@bbt/shared';
import { Alert, Button } from '@bbt/shared/ui';

import { dismissEntry, type PendingBooking } from '../pending-bookings';

/** A booking the database refused (shown until dismissed), with the reason and a phone number. */
export function EarlierRefusal({
  entry,
}: {
  entry: Extract<PendingBooking, { state: 'refused' }>;
}) {
  const phone = useSiteSettings((s) => s.phoneDisplay);
  return (
    <Alert
      tone="danger"
      live="alert"
      title={`Booking ${entry.record.localReference} could not be made`}
      action={
        <Button variant="secondary" size="sm" onClick={() => dismissEntry(entry.record.key)}>
          Dismiss
        </Button>
      }
    >
      <p>{entry.failure.message}</p>
      <p>Please book again below, or call us on {phone}.</p>
    </Alert>
  );
}
