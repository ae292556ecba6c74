import type { PlaceSelection } from '@bbt/shared/domain';
import { useEffect, useState } from 'react';

import type { MapsApi } from './maps-loader';
import {
  drivingRoute,
  type DrivingRoute,
  type LatLng,
  locate,
  RouteProblem,
} from './route-service';

export interface RouteState {
  status: 'idle' | 'working' | 'ready' | 'error';
  pickupPoint: LatLng | null;
  dropoffPoint: LatLng | null;
  route: DrivingRoute | null;
  message: string | null;
}

const IDLE: RouteState = {
  status: 'idle',
  pickupPoint: null,
  dropoffPoint: null,
  route: null,
  message: null,
};

const messageOf = (error: unknown) =>
  error instanceof RouteProblem ? error.message : String(error);

/**
 * Recalculates the route whenever an end changes (only with the maps service ready); markers
 * follow the ends, and the route is cleared when one of them is missing.
 */
export function useRoute(
  api: MapsApi | null,
  pickup: PlaceSelection | null,
  dropoff: PlaceSelection | null,
): RouteState {
  const [settled, setSettled] = useState<SettledRoute | null>(null);
  const active = api !== null && (pickup !== null || dropoff !== null);

  useEffect(() => {
    if (!api || (!pickup && !dropoff)) return;
    let current = true;
    const settle = (next: Partial<RouteState>) =>
      current && setSettled({ api, pickup, dropoff, state: { ...IDLE, ...next } });
    const run = async () => {
      const points = await Promise.allSettled([
        pickup ? locate(api, pickup, 'pickup') : Promise.resolve(null),
        dropoff ? locate(api, dropoff, 'dropoff') : Promise.resolve(null),
      ]);
      const [from, to] = points.map((entry) => (entry.status === 'fulfilled' ? entry.value : null));
      const failed = points.find((entry) => entry.status === 'rejected');
      if (failed) {
        settle({
          status: 'error',
          pickupPoint: from ?? null,
          dropoffPoint: to ?? null,
          message: messageOf(failed.reason),
        });
        return;
      }
      if (!from || !to) {
        settle({ status: 'idle', pickupPoint: from ?? null, dropoffPoint: to ?? null });
        return;
      }
      try {
        const route = await drivingRoute(api, from, to);
        settle({ status: 'ready', pickupPoint: from, dropoffPoint: to, route });
      } catch (error) {
        settle({ status: 'error', pickupPoint: from, dropoffPoint: to, message: messageOf(error) });
      }
    };
    void run();
    return () => {
      current = false;
    };
  }, [api, pickup, dropoff]);

  if (!active) return IDLE;
  const fresh =
    settled !== null &&
    settled.api === api &&
    settled.pickup === pickup &&
    settled.dropoff === dropoff;
  if (fresh) return settled.state;
  // The ends changed: the last markers stay while the new route is worked out.
  return { ...(settled?.state ?? IDLE), status: 'working', route: null, message: null };
}

/** The route worked out for one pair of ends (compared by identity to know it is current). */
interface SettledRoute {
  api: MapsApi;
  pickup: PlaceSelection | null;
  dropoff: PlaceSelection | null;
  state: RouteState;
}
