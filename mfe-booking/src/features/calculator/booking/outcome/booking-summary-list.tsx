import {
  additionalServiceLabel,
  type BookingSummary,
  countLabel,
  vehicleTitle,
} from '@bbt/shared/domain';
import { formatDateAndTime, formatUsd, Money } from '@bbt/shared/ui';

import styles from '../booking.module.css';

/** The full summary of a booking, as a description list. */
export function BookingSummaryList({ summary }: { summary: BookingSummary }) {
  const { price } = summary;
  return (
    <dl className={styles.summary}>
      <dt>From</dt>
      <dd>{summary.pickupName}</dd>
      <dt>To</dt>
      <dd>{summary.dropoffName}</dd>
      <dt>Pickup</dt>
      <dd>{formatDateAndTime(summary.pickupDate, summary.pickupTime)} (Barbados time)</dd>
      {summary.isRoundTrip && summary.returnDate && summary.returnTime && (
        <>
          <dt>Return</dt>
          <dd>{formatDateAndTime(summary.returnDate, summary.returnTime)}</dd>
        </>
      )}
      <dt>Vehicle</dt>
      <dd>{vehicleTitle(summary.vehicleType)}</dd>
      <dt>Party</dt>
      <dd>
        {countLabel(summary.passengers, 'passenger', 'passengers')},{' '}
        {countLabel(summary.suitcases, 'piece of luggage', 'pieces of luggage')}
      </dd>
      <dt>Guest</dt>
      <dd>
        {summary.guestName}, {summary.guestPhone}
      </dd>
      {summary.travelDetails && (
        <>
          <dt>Flight or ship</dt>
          <dd>{summary.travelDetails}</dd>
        </>
      )}
      <dt>Booked by</dt>
      <dd>
        {summary.firstName} {summary.lastName}, {summary.email}, {summary.phone}
      </dd>
      <dt>Fare</dt>
      <dd>
        {formatUsd(price.tripTotal)}
        {price.legs === 2 ? ' (2 rides)' : ''} · {price.distance.toFixed(1)} km
      </dd>
      {price.additionalServices.map((line) => (
        <div key={line.serviceType} className={styles.summaryRow}>
          <dt>{additionalServiceLabel(line.serviceType)}</dt>
          <dd>
            {line.quantity} · {formatUsd(line.price)}
          </dd>
        </div>
      ))}
      {price.afterHoursSurcharge > 0 && (
        <>
          <dt>After-hours pickup</dt>
          <dd>{formatUsd(price.afterHoursSurcharge)}</dd>
        </>
      )}
      <dt>Payment</dt>
      <dd>{summary.paymentMethod === 'cash' ? 'Cash' : 'Credit card'}</dd>
      <dt className={styles.summaryTotal}>Total</dt>
      <dd className={styles.summaryTotal}>
        <Money amount={price.total} />
      </dd>
    </dl>
  );
}
