import { TRIP_TYPE_LABELS, TRIP_TYPES, type TripType } from '@bbt/shared/domain';
import { useId } from 'react';

import styles from '../price-calculator.module.css';

export interface TripTypeSelectorProps {
  value: TripType | null;
  onChange: (tripType: TripType) => void;
  onInteract: () => void;
}

/** The five trip types as one radio group (arrow keys move between them). */
export function TripTypeSelector({ value, onChange, onInteract }: TripTypeSelectorProps) {
  const name = useId();
  return (
    <fieldset className={styles.tripTypes}>
      <legend className={styles.legend}>Trip type</legend>
      <div className={styles.tripTypeOptions}>
        {TRIP_TYPES.map((tripType) => (
          <label key={tripType} className={styles.tripTypeOption}>
            <input
              type="radio"
              name={name}
              value={tripType}
              checked={value === tripType}
              onFocus={onInteract}
              onChange={() => onChange(tripType)}
            />
            <span>{TRIP_TYPE_LABELS[tripType]}</span>
          </label>
        ))}
      </div>
    </fieldset>
  );
}
