import { additionalServiceCountLabel, type PriceResult } from '@bbt/shared/domain';
import { formatUsd } from '@bbt/shared/ui';

import styles from './results.module.css';

/** Why the total is what it is: fare, round trip, extras and after-hours, line by line. */
export function PriceBreakdown({ price }: { price: PriceResult }) {
  return (
    <details className={styles.breakdown}>
      <summary>Price breakdown</summary>
      <dl className={styles.breakdownList}>
        <dt>{price.fixedPrice !== null ? 'Fixed fare (one way)' : 'Fare (one way)'}</dt>
        <dd>{formatUsd(price.subtotal)}</dd>
        {price.tierInfo && (
          <>
            <dt>Van rate</dt>
            <dd>
              Tier {price.tierInfo.tier}: {formatUsd(price.tierInfo.basePrice)} +{' '}
              {formatUsd(price.tierInfo.perKm)}/km
            </dd>
          </>
        )}
        {price.legs === 2 && (
          <>
            <dt>Round trip (2 rides)</dt>
            <dd>{formatUsd(price.tripTotal)}</dd>
          </>
        )}
        {price.additionalServices.map((line) => (
          <div key={line.serviceType} className={styles.breakdownRow}>
            <dt>{additionalServiceCountLabel(line.serviceType, line.quantity)}</dt>
            <dd>{formatUsd(line.price)}</dd>
          </div>
        ))}
        {price.afterHoursSurcharge > 0 && (
          <>
            <dt>After-hours pickup (00:00-05:59)</dt>
            <dd>{formatUsd(price.afterHoursSurcharge)}</dd>
          </>
        )}
        <dt className={styles.breakdownTotal}>Total</dt>
        <dd className={styles.breakdownTotal}>{formatUsd(price.total)}</dd>
      </dl>
    </details>
  );
}
