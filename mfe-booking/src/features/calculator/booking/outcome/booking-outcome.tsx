import type { PendingBooking } from '../pending-bookings';
import { Confirmation } from './confirmation';
import { EarlierRefusal } from './earlier-refusal';
import { SavedLocally } from './saved-locally';

export interface BookingOutcomeProps {
  entry: PendingBooking;
  /** An entry from an earlier visit, shown above the calculator. */
  compact?: boolean;
  onNewBooking?: () => void;
}

/** What became of a Book & Pay: the confirmation, the local-save notice, or a refusal. */
export default function BookingOutcome({
  entry,
  compact = false,
  onNewBooking,
}: BookingOutcomeProps) {
  if (entry.state === 'confirmed') {
    return <Confirmation entry={entry} compact={compact} onNewBooking={onNewBooking} />;
  }
  if (entry.state === 'refused') return <EarlierRefusal entry={entry} />;
  return <SavedLocally entry={entry} />;
}
