import type { PriceResult, VehicleOption } from '@bbt/shared/domain';
import { countLabel, VEHICLES } from '@bbt/shared/domain';
import { Badge, Button, Icon, Money } from '@bbt/shared/ui';

import { PriceBreakdown } from './price-breakdown';
import styles from './results.module.css';

export interface VehicleCardProps {
  option: VehicleOption;
  price: PriceResult;
  selected: boolean;
  forced: boolean;
  onSelect: () => void;
}

/** One vehicle: what it takes, what it costs for this trip, and why not when it cannot go. */
export function VehicleCard({ option, price, selected, forced, onSelect }: VehicleCardProps) {
  const vehicle = VEHICLES[option.type];
  const titleId = `vehicle-${option.type}-title`;
  return (
    <li
      className={styles.vehicle}
      data-selected={selected || undefined}
      data-unavailable={!option.available || undefined}
      aria-labelledby={titleId}
    >
      <div className={styles.vehicleHead}>
        <Icon name="car" size={28} className={styles.vehicleIcon} />
        <h4 id={titleId} className={styles.vehicleTitle}>
          {vehicle.title}
        </h4>
        {forced && <Badge tone="info">Required for your party</Badge>}
        {!option.available && option.reason && <Badge tone="neutral">{option.reason}</Badge>}
      </div>
      <p className={styles.capacity}>
        Up to {countLabel(vehicle.maxPassengers, 'passenger', 'passengers')} · {vehicle.luggage.min}
        -{vehicle.luggage.max} pieces of luggage
      </p>
      <ul className={styles.features}>
        {vehicle.features.map((feature) => (
          <li key={feature}>{feature}</li>
        ))}
      </ul>
      {price.fixedPrice !== null && price.fixedPriceReason && (
        <p className={styles.note}>
          <strong>Fixed price.</strong> {price.fixedPriceReason}.
        </p>
      )}
      {price.tierInfo && (
        <p className={styles.note}>
          Van tier {price.tierInfo.tier} ({price.tierInfo.minPassengers}-
          {price.tierInfo.maxPassengers} passengers)
          {price.tierInfo.pricedForLuggage &&
            `: priced for ${countLabel(price.tierInfo.pricedPassengers, 'passenger', 'passengers')} because of the luggage`}
          .
        </p>
      )}
      <div className={styles.priceRow}>
        <p className={styles.price}>
          <Money amount={price.total} />
          <span className={styles.priceNote}>{price.legs === 2 ? 'round trip' : 'one way'}</span>
        </p>
        {option.available ? (
          <Button
            variant={selected ? 'primary' : 'secondary'}
            aria-pressed={selected}
            aria-describedby={titleId}
            onClick={onSelect}
          >
            {selected ? 'Selected' : 'Select'}
          </Button>
        ) : (
          <Button variant="secondary" disabled aria-describedby={titleId}>
            {option.reason}
          </Button>
        )}
      </div>
      <PriceBreakdown price={price} />
    </li>
  );
}
