import { EXTRAS, type QuoteExtras } from '@bbt/shared/domain';
import { formatUsd, InfoPopover, NumberStepper } from '@bbt/shared/ui';
import { type ReactNode, useId } from 'react';

import styles from './booking.module.css';

export interface ExtrasPanelProps {
  extras: QuoteExtras;
  isRoundTrip: boolean;
  onChange: (extras: QuoteExtras) => void;
}

interface ExtraStepperProps {
  label: string;
  hint: string;
  info: ReactNode;
  value: number;
  max: number;
  onChange: (value: number) => void;
}

/** A count extra: label with its (i) explanation beside it, price hint, − and + stepper. */
function ExtraStepper({ label, hint, info, value, max, onChange }: ExtraStepperProps) {
  const id = useId();
  return (
    <div className={styles.extra}>
      <div className={styles.extraHead}>
        <label htmlFor={id} className={styles.extraLabel}>
          {label}
        </label>
        <InfoPopover label={`About ${label.toLowerCase()}`} title={label}>
          {info}
        </InfoPopover>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      <NumberStepper
        label={label}
        value={value}
        min={0}
        max={max}
        onChange={onChange}
        aria={{ id, 'aria-describedby': `${id}-hint` }}
      />
    </div>
  );
}

/** Child car seats 0-3, a supermarket stop, fast track for adults and children 0-8 each. */
export function ExtrasPanel({ extras, isRoundTrip, onChange }: ExtrasPanelProps) {
  const set = (change: Partial<QuoteExtras>) => onChange({ ...extras, ...change });
  const perRide = isRoundTrip ? ' per ride' : '';
  return (
    <fieldset className={styles.group}>
      <legend className={styles.groupTitle}>Extras</legend>
      <div className={styles.extrasGrid}>
        <ExtraStepper
          label="Child car seats"
          hint={`${formatUsd(EXTRAS.carSeat.price)} each${perRide}, up to ${EXTRAS.carSeat.max}`}
          info={
            <p>
              {formatUsd(EXTRAS.carSeat.price)} per seat{isRoundTrip ? ' for each ride' : ''},
              fitted before we pick you up. Tell us the children&apos;s ages in the flight details.
            </p>
          }
          value={extras.carSeats}
          max={EXTRAS.carSeat.max}
          onChange={(carSeats) => set({ carSeats })}
        />
        <ExtraStepper
          label="Fast track adults"
          hint={`Aged 11+, ${formatUsd(EXTRAS.fastTrackAdult.price)} each, card only`}
          info={
            <p>
              A greeter takes you through the airport&apos;s fast-track lane on arrival:{' '}
              {formatUsd(EXTRAS.fastTrackAdult.price)} per adult aged 11 or over, paid by credit
              card.
            </p>
          }
          value={extras.fastTrackAdults}
          max={EXTRAS.fastTrackAdult.max}
          onChange={(fastTrackAdults) => set({ fastTrackAdults })}
        />
        <ExtraStepper
          label="Fast track children"
          hint={`Aged 6-10, ${formatUsd(EXTRAS.fastTrackChild.price)} each, card only`}
          info={
            <p>
              Fast track for children aged 6 to 10: {formatUsd(EXTRAS.fastTrackChild.price)} each,
              paid by credit card.
            </p>
          }
          value={extras.fastTrackChildren}
          max={EXTRAS.fastTrackChild.max}
          onChange={(fastTrackChildren) => set({ fastTrackChildren })}
        />
        <div className={styles.extra}>
          <div className={styles.extraHead}>
            <span className={styles.checkRow}>
              <input
                id="extra-supermarket"
                type="checkbox"
                checked={extras.supermarketStop}
                onChange={(event) => set({ supermarketStop: event.target.checked })}
              />
              <label htmlFor="extra-supermarket" className={styles.extraLabel}>
                Supermarket stop
              </label>
            </span>
            <InfoPopover label="About the supermarket stop" title="Supermarket stop">
              <p>
                The driver waits up to 30 minutes at a supermarket on your route:{' '}
                {formatUsd(EXTRAS.supermarketStop.price)} once, even on a round trip.
              </p>
            </InfoPopover>
          </div>
          <p className={styles.hint}>30 minutes, {formatUsd(EXTRAS.supermarketStop.price)}</p>
        </div>
      </div>
    </fieldset>
  );
}
