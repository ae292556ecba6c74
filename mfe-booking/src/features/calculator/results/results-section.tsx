import {
  countLabel,
  estimateDriveMinutes,
  formatDriveTime,
  type QuoteExtras,
  selectVehicles,
  type TripForm,
  type TripFormField,
  type VehicleType,
} from '@bbt/shared/domain';
import { Alert, Skeleton } from '@bbt/shared/ui';
import { Suspense, useEffect, useRef, useState } from 'react';

import { preloadable } from '@bbt/shared/ui';

import styles from './results.module.css';
import { NO_EXTRAS, quotesForAllVehicles } from './trip-quotes';
import { VehicleCard } from './vehicle-card';

const bookingPanel = preloadable(
  () => import(/* webpackChunkName: "booking-panel" */ '../booking/booking-panel'),
);
const BookingPanel = bookingPanel.Component;

export interface ResultsSectionProps {
  trip: TripForm;
  now: Date;
  /** Increases with every Calculate click: each one scrolls the options into view. */
  calculation: number;
  calculatedKm: number | null;
  routeDurationText: string | null;
  onTripErrors: (errors: Partial<Record<TripFormField, string>>) => void;
  onSubmitted: (idempotencyKey: string) => void;
}

/** The vehicle options for the trip, then (once one is chosen) extras, payment and Book & Pay. */
export default function ResultsSection({
  trip,
  now,
  calculation,
  calculatedKm,
  routeDurationText,
  onTripErrors,
  onSubmitted,
}: ResultsSectionProps) {
  const selection = selectVehicles(trip.passengers, trip.suitcases);
  const [chosen, setChosen] = useState<VehicleType | null>(null);
  const [extras, setExtras] = useState<QuoteExtras>(NO_EXTRAS);
  const heading = useRef<HTMLHeadingElement>(null);

  const available = (type: VehicleType | null) =>
    type !== null && selection.options.some((option) => option.type === type && option.available);
  const selected = available(chosen) ? chosen : selection.forced;
  const quotes = quotesForAllVehicles(trip, calculatedKm, selected, extras);
  const anyQuote = quotes.economy;
  const driveTime = routeDurationText || formatDriveTime(estimateDriveMinutes(anyQuote.distance));

  // With the cards on screen, fetch the booking form the visitor opens next.
  useEffect(() => {
    bookingPanel.preload().catch(() => undefined);
  }, []);

  useEffect(() => {
    heading.current?.scrollIntoView({ behavior: 'smooth', block: 'start' });
    heading.current?.focus({ preventScroll: true });
    performance.mark?.('calculator:vehicles-shown');
  }, [calculation]);

  return (
    <section className={styles.results} aria-labelledby="calculator-results-title">
      <h3 id="calculator-results-title" ref={heading} tabIndex={-1} className={styles.heading}>
        Choose your vehicle
      </h3>
      <p className={styles.tripLine}>
        {anyQuote.distance.toFixed(1)} km · about {driveTime} by road
        {anyQuote.distanceSource !== 'calculated' && ' (from our distance table)'}
      </p>
      {selection.noneAvailable && (
        <Alert tone="warning">
          <p>
            No single vehicle takes {countLabel(trip.passengers, 'passenger', 'passengers')} with{' '}
            {countLabel(trip.suitcases, 'piece of luggage', 'pieces of luggage')}. Please call us
            and we will arrange two vehicles.
          </p>
        </Alert>
      )}
      <ul className={styles.vehicles} aria-label="Vehicle options">
        {selection.options.map((option) => (
          <VehicleCard
            key={option.type}
            option={option}
            price={quotes[option.type]}
            selected={selected === option.type}
            forced={selection.forced === option.type}
            onSelect={() => setChosen(option.type)}
          />
        ))}
      </ul>
      {selected && (
        <Suspense fallback={<Skeleton lines={6} />}>
          <BookingPanel
            trip={trip}
            now={now}
            vehicleType={selected}
            price={quotes[selected]}
            calculatedKm={calculatedKm}
            extras={extras}
            onExtrasChange={setExtras}
            onTripErrors={onTripErrors}
            onSubmitted={onSubmitted}
          />
        </Suspense>
      )}
    </section>
  );
}
