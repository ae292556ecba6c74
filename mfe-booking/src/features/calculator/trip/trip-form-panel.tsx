import { useSiteSettings } from '@bbt/shared';
import {
  minPickupDate,
  PASSENGER_LIMITS,
  SUITCASE_LIMITS,
  type TripForm,
  type TripFormField,
  tripFormProblems,
  tripLeadTimeNotice,
} from '@bbt/shared/domain';
import { Alert, Button, FieldFrame, NumberStepper } from '@bbt/shared/ui';
import { type Dispatch, useState } from 'react';

import type { SuggestPlaces } from '../places/place-picker';
import { PlacePicker } from '../places/place-picker';
import styles from '../price-calculator.module.css';
import {
  FIELD_NAMES,
  travelDetailsLabel,
  travelDetailsPlaceholder,
  tripFieldError,
} from './trip-field-errors';
import type { TripAction, TripTextField } from './trip-state';
import { TextInput } from './text-input';
import { TripTypeSelector } from './trip-type-selector';

export interface TripFormPanelProps {
  trip: TripForm;
  dispatch: Dispatch<TripAction>;
  now: Date;
  onInteract: () => void;
  onCalculate: () => void;
  suggest?: SuggestPlaces;
  /** Errors the database reported for trip fields (Book & Pay refusals). */
  serverErrors: Partial<Record<TripFormField, string>>;
  calculated: boolean;
}

/** The trip search; Calculate is enabled only when the trip is valid. */
export function TripFormPanel({
  trip,
  dispatch,
  now,
  onInteract,
  onCalculate,
  suggest,
  serverErrors,
  calculated,
}: TripFormPanelProps) {
  const [touched, setTouched] = useState<ReadonlySet<TripFormField>>(new Set());
  const phone = useSiteSettings((s) => s.phoneDisplay);
  const phoneE164 = useSiteSettings((s) => s.phoneE164);
  const touch = (field: TripFormField) =>
    setTouched((previous) => (previous.has(field) ? previous : new Set([...previous, field])));
  const errorOf = (field: TripFormField) =>
    serverErrors[field] ?? (touched.has(field) ? tripFieldError(field, trip, now) : null);
  const text = (field: TripTextField) => ({
    value: trip[field],
    onValueChange: (value: string) => dispatch({ type: 'setText', field, value }),
    onBlur: () => touch(field),
    onFocus: onInteract,
    error: errorOf(field),
  });
  const problems = tripFormProblems(trip);
  const leadNotice = tripLeadTimeNotice(trip, now);
  const minDate = minPickupDate(now);
  const travelOptional = trip.tripType === 'inland';

  return (
    <form
      className={styles.tripForm}
      aria-label="Trip details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (problems.length === 0) onCalculate();
      }}
    >
      <TripTypeSelector
        value={trip.tripType}
        onInteract={onInteract}
        onChange={(tripType) => dispatch({ type: 'setTripType', tripType })}
      />
      <div className={styles.grid}>
        <PlacePicker
          label="Pickup location"
          value={trip.pickup}
          onPick={(place) => dispatch({ type: 'pickPickup', place })}
          onInteract={onInteract}
          onLeave={() => touch('pickup')}
          suggest={suggest}
          error={errorOf('pickup')}
        />
        <PlacePicker
          label="Drop-off location"
          value={trip.dropoff}
          onPick={(place) => dispatch({ type: 'pickDropoff', place })}
          onInteract={onInteract}
          onLeave={() => touch('dropoff')}
          suggest={suggest}
          error={errorOf('dropoff')}
        />
        <TextInput label="Pickup date" type="date" min={minDate} {...text('pickupDate')} />
        <TextInput label="Pickup time" type="time" {...text('pickupTime')} />
        {leadNotice && (
          <div className={styles.full} role="status">
            <Alert tone="warning">
              <p>
                {leadNotice} Please call <a href={`tel:${phoneE164}`}>{phone}</a>.
              </p>
            </Alert>
          </div>
        )}
        <FieldFrame label="Passengers" required>
          {(aria) => (
            <NumberStepper
              label="Passengers"
              value={trip.passengers}
              min={PASSENGER_LIMITS.min}
              max={PASSENGER_LIMITS.max}
              onChange={(value) => dispatch({ type: 'setPassengers', value })}
              aria={aria}
            />
          )}
        </FieldFrame>
        <FieldFrame label="Pieces of luggage" required>
          {(aria) => (
            <NumberStepper
              label="Pieces of luggage"
              value={trip.suitcases}
              min={SUITCASE_LIMITS.min}
              max={SUITCASE_LIMITS.max}
              onChange={(value) => dispatch({ type: 'setSuitcases', value })}
              aria={aria}
            />
          )}
        </FieldFrame>
        <TextInput
          label="Guest name"
          hint="Who the driver meets"
          autoComplete="name"
          maxLength={100}
          {...text('guestName')}
        />
        <TextInput
          label="Guest phone"
          type="tel"
          autoComplete="tel"
          maxLength={30}
          {...text('guestPhone')}
        />
        <div className={styles.full}>
          <TextInput
            label={travelDetailsLabel(trip)}
            placeholder={travelDetailsPlaceholder(trip)}
            optional={travelOptional}
            maxLength={200}
            {...text('travelDetails')}
          />
        </div>
        <div className={`${styles.full} ${styles.check}`}>
          <input
            id="calculator-round-trip"
            type="checkbox"
            checked={trip.isRoundTrip}
            onFocus={onInteract}
            onChange={(event) => dispatch({ type: 'setRoundTrip', value: event.target.checked })}
          />
          <label htmlFor="calculator-round-trip">Round trip (we bring you back)</label>
        </div>
        {trip.isRoundTrip && (
          <>
            <TextInput
              label="Return date"
              type="date"
              min={trip.pickupDate || minDate}
              {...text('returnDate')}
            />
            <TextInput label="Return time" type="time" {...text('returnTime')} />
          </>
        )}
      </div>
      <div className={styles.calculateRow}>
        <Button type="submit" size="lg" disabled={problems.length > 0}>
          {calculated ? 'Recalculate' : 'Calculate'}
        </Button>
        <p className={styles.missing} aria-live="polite">
          {problems.length > 0 &&
            `To see prices, add: ${problems.map((field) => FIELD_NAMES[field]).join(', ')}.`}
        </p>
      </div>
    </form>
  );
}
