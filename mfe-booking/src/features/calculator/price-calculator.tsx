import { isTripFormValid, type TripFormField } from '@bbt/shared/domain';
import { Skeleton } from '@bbt/shared/ui';
import { lazy, startTransition, Suspense, useCallback, useMemo, useReducer, useState } from 'react';

import { usePendingBookings } from './booking/use-pending-bookings';
import { requestMaps, useMapsState } from './maps/maps-store';
import { createPlaceSuggester } from './maps/place-suggestions';
import { RouteMap } from './maps/route-map';
import { useRoute } from './maps/use-route';
import styles from './price-calculator.module.css';
import { preloadResults, ResultsSection } from './lazy-results';
import { INITIAL_TRIP, tripReducer } from './trip/trip-state';
import { TripFormPanel } from './trip/trip-form-panel';
import { selectionText } from './places/picker-options';

const BookingOutcome = lazy(
  () => import(/* webpackChunkName: "booking-outcome" */ './booking/outcome/booking-outcome'),
);

/** The home page's price calculator (the shell's section with id price-calculator holds it). */
export function PriceCalculator() {
  const [trip, dispatch] = useReducer(tripReducer, INITIAL_TRIP);
  const [calculation, setCalculation] = useState(0);
  const [serverErrors, setServerErrors] = useState<Partial<Record<TripFormField, string>>>({});
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [now] = useState(() => new Date());
  const maps = useMapsState();
  const api = maps.status === 'ready' ? maps.api : null;
  const route = useRoute(api, trip.pickup, trip.dropoff);
  const suggest = useMemo(() => (api ? createPlaceSuggester(api) : undefined), [api]);
  const pending = usePendingBookings();

  const onInteract = useCallback(() => {
    requestMaps();
    // The first touch of the form fetches what Calculate will show, so the cards appear at once.
    preloadResults().catch(() => undefined);
  }, []);

  const active = pending.find((entry) => entry.record.key === activeKey);
  const earlier = pending.filter((entry) => entry.record.key !== activeKey);
  const valid = isTripFormValid(trip);
  const calculatedKm = route.status === 'ready' && route.route ? route.route.km : null;

  if (active && active.state !== 'refused') {
    return (
      <div className={styles.calculator}>
        <Suspense fallback={<Skeleton lines={6} />}>
          <BookingOutcome
            entry={active}
            onNewBooking={() => {
              setActiveKey(null);
              setCalculation(0);
            }}
          />
        </Suspense>
      </div>
    );
  }

  return (
    <div className={styles.calculator}>
      <header className={styles.header}>
        <h2 className={styles.title}>Instant price calculator</h2>
        <p className={styles.intro}>
          Airport, cruise-terminal and island transfers: see every vehicle&apos;s price, then book
          and pay by cash or card.
        </p>
      </header>
      {earlier.length > 0 && (
        <Suspense fallback={null}>
          {earlier.map((entry) => (
            <BookingOutcome key={entry.record.key} entry={entry} compact />
          ))}
        </Suspense>
      )}
      <div className={styles.layout}>
        <TripFormPanel
          trip={trip}
          dispatch={(action) => {
            setServerErrors({});
            dispatch(action);
          }}
          now={now}
          onInteract={onInteract}
          onCalculate={() =>
            // The cards render in a transition: the click paints at once, the cards next.
            startTransition(() => setCalculation((count) => count + 1))
          }
          suggest={suggest}
          serverErrors={serverErrors}
          calculated={calculation > 0}
        />
        <aside className={styles.mapColumn} aria-label="Route map">
          <RouteMap
            maps={maps}
            route={route}
            pickupName={selectionText(trip.pickup)}
            dropoffName={selectionText(trip.dropoff)}
          />
        </aside>
      </div>
      {calculation > 0 && valid && (
        <Suspense fallback={<Skeleton lines={5} />}>
          <ResultsSection
            trip={trip}
            now={now}
            calculation={calculation}
            calculatedKm={calculatedKm}
            routeDurationText={route.route?.durationText ?? null}
            onTripErrors={setServerErrors}
            onSubmitted={setActiveKey}
          />
        </Suspense>
      )}
    </div>
  );
}
