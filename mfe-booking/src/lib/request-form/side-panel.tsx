import { AFTER_HOURS, type VehicleCard } from '@bbt/shared/domain';
import { Alert, Card, formatUsd, Icon } from '@bbt/shared/ui';

import styles from './request-form.module.css';

/** The side panel: the after-hours notice and the vehicles (with hourly prices on the tour form). */
export function RequestSidePanel({
  cards,
  title,
}: {
  cards: readonly VehicleCard[];
  title: string;
}) {
  return (
    <aside className={styles.side} aria-label="Vehicles and rates">
      <Alert tone="info" title="After hours">
        <p>
          Pickups between midnight and 5:59 AM carry an after-hours surcharge of{' '}
          {formatUsd(AFTER_HOURS.surcharge)}.
        </p>
      </Alert>
      <h2 className={styles.sideTitle}>{title}</h2>
      <ul className={styles.cards}>
        {cards.map((card) => (
          <Card as="li" key={card.type} className={styles.vehicleCard}>
            <h3 className={styles.cardTitle}>
              <Icon name="car" /> {card.title}
            </h3>
            <p className={styles.capacity}>{card.capacity}</p>
            {card.prices.length > 0 && (
              <ul className={styles.rates}>
                {card.prices.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            )}
          </Card>
        ))}
      </ul>
    </aside>
  );
}
